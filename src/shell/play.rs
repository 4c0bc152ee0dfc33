//! `annabella play`: start a game in a game file, or resume the one there.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use shakmaty::{Color, Position};

use crate::core::clock::{Span, Stamp};
use crate::core::laws::Rule;
use crate::core::session::{Context, Session, Setup, SetupProblem};
use crate::core::text::{self, Lang};

use super::args::{PlayArgs, overridden};
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

/// A new game's setup: the settings, with the players and the clock mode
/// from the command line.
fn new_setup(args: &PlayArgs, settings: &Settings) -> Setup {
    let lang = settings.lang();
    let t = lang.text();
    let game = &settings.game;
    let date = (!args.manual_clock).then(|| jiff::Zoned::now().strftime("%Y.%m.%d").to_string());
    Setup {
        blind: game.color,
        white: args
            .white
            .clone()
            .unwrap_or_else(|| text::sentence(&t.side(Color::White))),
        black: args
            .black
            .clone()
            .unwrap_or_else(|| text::sentence(&t.side(Color::Black))),
        laws: game.laws,
        voice: settings.voice_mix(),
        style: settings.style(),
        lang,
        letters: settings.letters(),
        control: game.control.clone(),
        fen: None,
        warnings: game.warnings.clone(),
        cadence: game.periodic.clone(),
        mirror: game.mirror,
        assistant: args.assistant.clone(),
        opponent_assistant: args.opponent_assistant.clone(),
        opponent_hearing_impaired: args.opponent_hearing_impaired,
        resume_at: args.resume_at.clone(),
        manual_clock: args.manual_clock,
        date,
    }
}

/// The speech the settings ask for, and the backend to name if it was
/// picked by `auto` (said once). In a pipe, `auto` is text: a pipe is a
/// script or another program.
fn open_speech(
    args: &PlayArgs,
    settings: &Settings,
    ctx: &Context,
    interactive: bool,
) -> (Speech, Option<&'static str>) {
    let choice = match settings.speech.backend {
        Choice::Auto if !interactive => Choice::Text,
        choice => choice,
    };
    let mut options = Options::new(settings, &ctx.voice);
    options.log = args.speech_log.clone();
    let speech = Speech::open(choice, &options);
    let told = (choice == Choice::Auto || speech.backend() != format!("{choice:?}").to_lowercase())
        .then(|| speech.backend());
    (speech, told)
}

pub fn run(args: PlayArgs) -> i32 {
    // The whole configuration is read, or the game does not start.
    let settings = match Settings::load_with_voices(args.config.as_deref(), &args.voices) {
        Ok(s) => s,
        Err(e) => return fail(&e.to_string()),
    };
    let settings = match overridden(settings, &args.voice, Some(&args)) {
        Ok(s) => s,
        Err(e) => return fail(&e),
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
        let setup = new_setup(&args, &settings);
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
    let lang = args.voice.lang.unwrap_or(Lang::En);
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
