//! `annabella play`: start a game in a game file, or resume the one there.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use clap::ValueEnum;
use shakmaty::{Color, Position};

use crate::core::clock::{Cadence, Span, Stamp, TimeControl, parse_span};
use crate::core::laws::Rule;
use crate::core::session::{Context, Mirror, Session, Setup, SetupProblem};
use crate::core::text::{self, Lang};

use super::args::{MirrorArg, PlayArgs, Side, apply_voice_args};
use super::journal::{Journal, JournalError};
use super::line::LineMode;
use super::runner::{Runner, TimeSource, wall_clock};
use super::settings::Settings;
use super::settings::Theme;
use super::speech::{Choice, Options, Speech};
use super::text::ShellText;
use super::tui::{self, App};
use super::voices;

fn fail(message: &str) -> i32 {
    eprintln!("annabella: {message}");
    1
}

fn default_game_path() -> PathBuf {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))
        .unwrap_or_else(|| PathBuf::from("."));
    let now = jiff::Zoned::now();
    base.join("annabella/games")
        .join(format!("{}.annabella", now.strftime("%Y-%m-%d-%H%M%S")))
}

fn new_setup(args: &PlayArgs, settings: &Settings) -> Result<Setup, String> {
    let mut settings = settings.clone();
    apply_voice_args(&mut settings, &args.voice);
    if let Some(lang) = args.lang {
        settings.ui.lang = lang.code().to_string();
    }
    if let Some(letters) = args.letters {
        settings.ui.letters = letters.code().to_string();
    }
    let lang = settings.lang();
    let t = lang.text();
    let control_text = args
        .control
        .clone()
        .unwrap_or(settings.game.control.clone());
    let control = TimeControl::parse(&control_text).map_err(|e| t.control_error(&e.text))?;
    let blind = match args.color {
        Some(Side::White) => Color::White,
        Some(Side::Black) => Color::Black,
        None => settings
            .game
            .color
            .parse::<Side>()
            .map(|s| s == Side::White)
            .map_or(Color::White, Color::from_white),
    };
    let laws = match args.laws {
        Some(l) => l,
        None => settings.game.laws.parse().map_err(|e: String| e)?,
    };
    let warnings = settings
        .game
        .warnings
        .iter()
        .map(|w| {
            parse_span(w, Span::minutes(1))
                .ok_or_else(|| format!("config/default.toml: bad warning \"{w}\""))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let cadence_text = args
        .periodic
        .clone()
        .unwrap_or(settings.game.periodic.clone());
    let cadence = Cadence::parse(&cadence_text).map_err(|e| t.cadence_error(&e.text))?;
    let date = (!args.manual_clock).then(|| jiff::Zoned::now().strftime("%Y.%m.%d").to_string());
    Ok(Setup {
        blind,
        white: args
            .white
            .clone()
            .unwrap_or_else(|| text::sentence(&t.side(Color::White))),
        black: args
            .black
            .clone()
            .unwrap_or_else(|| text::sentence(&t.side(Color::Black))),
        laws,
        voice: settings.voice_mix(),
        style: settings.style(),
        lang,
        letters: settings.letters(),
        control,
        fen: None,
        warnings,
        cadence,
        mirror: match args.mirror {
            Some(MirrorArg::Strict) => Mirror::Strict,
            Some(MirrorArg::Assumed) => Mirror::Assumed,
            None if settings.game.mirror == "strict" => Mirror::Strict,
            None => Mirror::Assumed,
        },
        assistant: args.assistant.clone(),
        opponent_assistant: args.opponent_assistant.clone(),
        opponent_hearing_impaired: args.opponent_hearing_impaired,
        resume_at: args.resume_at.clone(),
        manual_clock: args.manual_clock,
        date,
    })
}

/// The speech the settings and options ask for, and the backend to name if
/// it was picked by `auto` (said once).
fn open_speech(
    args: &PlayArgs,
    settings: &Settings,
    ctx: &Context,
    interactive: bool,
) -> (Speech, Option<&'static str>) {
    let s = &settings.speech;
    let configured = <Choice as ValueEnum>::from_str(&s.backend, true).unwrap_or(Choice::Auto);
    let choice = match args.speech {
        Some(c) => c,
        None if configured == Choice::Auto && !interactive => Choice::Text,
        None => configured,
    };
    let options = Options {
        voices: ctx
            .voice
            .vocabularies()
            .iter()
            .map(|v| v.id().to_string())
            .collect(),
        language: ctx.voice.language().to_string(),
        rate: s.rate,
        volume: s.volume,
        earcons: s.earcons,
        gap_ms: s.gap_ms,
        public_device: args
            .public_device
            .clone()
            .or_else(|| Some(s.public_device.clone()).filter(|d| !d.is_empty())),
        private_device: args
            .private_device
            .clone()
            .or_else(|| Some(s.private_device.clone()).filter(|d| !d.is_empty())),
        log: args.speech_log.clone(),
    };
    let speech = Speech::open(choice, &options);
    let told = (choice == Choice::Auto || speech.backend() != format!("{choice:?}").to_lowercase())
        .then(|| speech.backend());
    (speech, told)
}

pub fn run(args: PlayArgs) -> i32 {
    // The whole configuration is read, or the game does not start.
    let settings = match Settings::load(args.config.as_deref()) {
        Ok(s) => s,
        Err(e) => return fail(&e.to_string()),
    };
    let all = match voices::load(&args.voices) {
        Ok(all) => all,
        Err(e) => return fail(&e.to_string()),
    };
    let path = args.game.clone().unwrap_or_else(default_game_path);
    let exists = path.exists() && std::fs::metadata(&path).is_ok_and(|m| m.len() > 0);
    let mut notes = Vec::new();
    let (session, journal, time) = if exists {
        match resume(&path, &args, &mut notes) {
            Ok(found) => found,
            Err(message) => return fail(&message),
        }
    } else {
        let setup = match new_setup(&args, &settings) {
            Ok(s) => s,
            Err(e) => return fail(&e),
        };
        if let Err(e) = Context::new(&setup, &all) {
            return fail(&text::unknown_vocabulary(setup.lang, &e));
        }
        if let Err(SetupProblem::HearingImpairedNeedsAssistant) = setup.check() {
            let rule = setup.laws.article(Rule::OpponentAssistant);
            return fail(&setup.lang.text().hearing_needs_assistant(rule));
        }
        let time = if setup.manual_clock {
            TimeSource::Manual(Stamp(0))
        } else {
            TimeSource::Real
        };
        let (session, first) = match Session::start(setup, time.now()) {
            Ok(found) => found,
            Err(e) => return fail(&e.error.to_string()),
        };
        if path.exists() {
            // An empty file (a start that never got written): start afresh.
            let _ = std::fs::remove_file(&path);
        }
        let journal = match Journal::create(&path, &first) {
            Ok(j) => j,
            Err(e) => return fail(&e.to_string()),
        };
        notes.push(crate::core::session::started(session.setup()));
        notes.push(session.status());
        (session, journal, time)
    };
    let setup = session.setup().clone();
    let t = setup.lang.text();
    let ctx = match Context::new(&setup, &all) {
        Ok(ctx) => ctx,
        Err(e) => return fail(&text::unknown_vocabulary(setup.lang, &e)),
    };
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let full_screen = args.tui || (interactive && !args.line);
    if full_screen && !interactive {
        return fail(&t.tui_needs_terminal());
    }
    let (speech, told) = open_speech(&args, &settings, &ctx, interactive);
    if let Some(told) = told {
        notes.push(t.speech_backend(told));
    }
    notes.push(t.game_file(&journal.path().display().to_string()));
    let runner = Runner::new(session, ctx, journal, time, speech);
    if full_screen {
        // NO_COLOR (no-color.org): any value means no colour.
        let theme = if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
            Theme::Mono
        } else {
            settings.tui.theme
        };
        let mut app = App::new(runner, settings.keys.clone(), theme, settings.tui.big_text);
        app.notes(notes);
        return tui::run(app);
    }
    let mut out = std::io::stdout();
    use std::io::Write;
    for n in &notes {
        if writeln!(out, "{n}").is_err() {
            return 1;
        }
    }
    let _ = out.flush();
    LineMode::new(runner, out).run(std::io::BufReader::new(std::io::stdin()))
}

fn resume(
    path: &Path,
    args: &PlayArgs,
    notes: &mut Vec<String>,
) -> Result<(Session, Journal, TimeSource), String> {
    let lang = args.lang.unwrap_or(Lang::En);
    let opened = Journal::open(path).map_err(|e| match e {
        JournalError::Unreadable(p, why) => lang
            .text()
            .journal_unreadable(&p.display().to_string(), &why),
        other => other.to_string(),
    })?;
    let session = Session::replay(&opened.records).map_err(|e| {
        lang.text().journal_unreadable(
            &path.display().to_string(),
            &format!("event {} does not fit the game: {}", e.index + 1, e.error),
        )
    })?;
    let t = session.setup().lang.text();
    if let Some(copy) = &opened.repaired {
        notes.push(t.journal_repaired(&copy.display().to_string()));
    }
    if args.sets_up() {
        notes.push(t.setup_ignored());
    }
    let number = session.position().fullmoves().get() as usize;
    notes.push(t.resumed(number, &session.status()));
    let time = if session.setup().manual_clock {
        TimeSource::Manual(session.last_at())
    } else {
        let now = wall_clock();
        if let Some(color) = session
            .clock()
            .running()
            .filter(|_| session.outcome().is_none())
        {
            let closed = now - session.last_at();
            if closed >= Span::seconds(1) {
                notes.push(t.time_while_closed(color, closed));
            }
        }
        TimeSource::Real
    };
    Ok((session, opened.journal, time))
}
