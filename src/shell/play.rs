//! `annabella play`: start a game in a game file, or resume the one there.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use shakmaty::{Color, Position};

use crate::core::clock::{Cadence, Span, Stamp, TimeControl, parse_span};
use crate::core::laws::Laws;
use crate::core::laws::Rule;
use crate::core::session::{Context, Mirror, Session, Setup, SetupProblem};
use crate::core::text::{self, Lang};

use super::cli::{VoiceArgs, apply_voice_args};
use super::journal::{Journal, JournalError};
use super::line::{LineMode, TimeSource, wall_clock};
use super::settings::Settings;
use super::settings::Theme;
use super::speech::{Choice, Options, Speech};
use super::tui::{self, App};
use super::voices;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum MirrorArg {
    Assumed,
    Strict,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Side {
    White,
    Black,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game file: a new game is started there, or the game there is resumed,
    /// e.g. --game round3.annabella [default: a new file in ~/.local/share/annabella/games]
    #[arg(long, value_name = "PATH")]
    game: Option<PathBuf>,
    /// Line mode: one command a line, one line a response (automatic when input or
    /// output is not a terminal); for screen readers and braille displays
    #[arg(long)]
    line: bool,
    /// The full-screen interface (the default when input and output are a terminal)
    #[arg(long, conflicts_with = "line")]
    tui: bool,
    /// A settings file to use over config/default.toml, instead of
    /// ~/.config/annabella/config.toml, e.g. --config tournament.toml
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Who speaks: auto, clips (built-in voice), tts (system voice), text (printed
    /// lines only, for screen readers), none [default: config; auto is text in a pipe]
    #[arg(long, value_enum)]
    speech: Option<Choice>,
    /// Also log every speech request to this file, one line each, e.g. --speech-log speech.log
    #[arg(long, value_name = "FILE")]
    speech_log: Option<PathBuf>,
    /// Sound device (part of its name) for public announcements, e.g. --public-device USB
    #[arg(long, value_name = "NAME")]
    public_device: Option<String>,
    /// Sound device (part of its name) for private speech (an earphone)
    #[arg(long, value_name = "NAME")]
    private_device: Option<String>,
    /// Time stands still and moves only with the command `wait DURATION`, e.g. wait 90s
    #[arg(long)]
    manual_clock: bool,
    /// Time control, e.g. --control 90/40+30+30s, --control 40/5400:1800+30, --control 15+10
    /// [default: config/default.toml]
    #[arg(long, value_name = "TC")]
    control: Option<String>,
    /// The blind player's colour, e.g. --color black [default: white]
    #[arg(long, value_enum)]
    color: Option<Side>,
    /// White's name, e.g. --white "Anna Hansen"
    #[arg(long, value_name = "NAME")]
    white: Option<String>,
    /// Black's name, e.g. --black "Bo Berg"
    #[arg(long, value_name = "NAME")]
    black: Option<String>,
    /// Call out the blind player's time left unasked, e.g. --periodic "5m, 1m<10m, 10s<1m"
    /// (every 5 minutes, every minute under 10 minutes, every 10 s under 1 minute)
    /// [default: off]
    #[arg(long, value_name = "CADENCE")]
    periodic: Option<String>,
    /// The blind player's assistant, who relays moves, keeps the score and runs the
    /// clock (D.2.10); prompts address the assistant, e.g. --assistant "Eva Holm"
    #[arg(long, value_name = "NAME")]
    assistant: Option<String>,
    /// The sighted player's own assistant (D.2.11), e.g. --opponent-assistant "Jon Dahl"
    #[arg(long, value_name = "NAME")]
    opponent_assistant: Option<String>,
    /// The opponent is hearing impaired: under the 2017 laws the game needs --assistant
    #[arg(long)]
    opponent_hearing_impaired: bool,
    /// How the peg board is followed: assumed (each move executed as announced unless
    /// `peg` says otherwise) or strict (the clock waits for a `peg` entry) [default: assumed]
    #[arg(long, value_enum)]
    mirror: Option<MirrorArg>,
    /// Date, time and place of resumption, for the envelope of an adjourned game,
    /// e.g. --resume-at "2026-11-22 10:00, hall B"
    #[arg(long, value_name = "TEXT")]
    resume_at: Option<String>,
    /// Edition of the Laws of Chess: 2017, 2014, 2005 or 2001, e.g. --laws 2014
    #[arg(long, value_name = "YEAR")]
    laws: Option<Laws>,
    /// Language of everything but the announcements: en, da, de, nb [default: the voice's]
    #[arg(long, value_name = "LANG")]
    lang: Option<Lang>,
    /// Piece letters typed and shown: en, da, de, nb, nl [default: those of --lang]
    #[arg(long, value_name = "SET")]
    letters: Option<crate::core::notation::Letters>,
    #[command(flatten)]
    voice: VoiceArgs,
    /// Also load the *.toml vocabularies in this directory, e.g. --voices ~/my-voices
    #[arg(long = "voices", value_name = "DIR")]
    voices: Vec<PathBuf>,
}

impl PlayArgs {
    /// Whether any option that belongs to a game's setup was given.
    fn sets_up(&self) -> bool {
        self.manual_clock
            || self.control.is_some()
            || self.color.is_some()
            || self.white.is_some()
            || self.black.is_some()
            || self.laws.is_some()
            || self.periodic.is_some()
            || self.assistant.is_some()
            || self.opponent_assistant.is_some()
            || self.opponent_hearing_impaired
            || self.mirror.is_some()
            || self.resume_at.is_some()
            || self.lang.is_some()
            || self.letters.is_some()
            || self.voice.any()
    }
}

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
            .unwrap_or_else(|| text::sentence(t.side(Color::White))),
        black: args
            .black
            .clone()
            .unwrap_or_else(|| text::sentence(t.side(Color::Black))),
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

impl std::str::FromStr for Side {
    type Err = String;
    fn from_str(s: &str) -> Result<Side, String> {
        <Side as ValueEnum>::from_str(s, true)
    }
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
            Err(e) => return fail(&e.detail),
        };
        if path.exists() {
            // An empty file (a start that never got written): start afresh.
            let _ = std::fs::remove_file(&path);
        }
        let journal = match Journal::create(&path, &first) {
            Ok(j) => j,
            Err(e) => return fail(&e.to_string()),
        };
        notes.push(text::started(session.setup()));
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
        return fail(t.tui_needs_terminal());
    }
    let (speech, told) = open_speech(&args, &settings, &ctx, interactive);
    if let Some(told) = told {
        notes.push(t.speech_backend(told));
    }
    if full_screen {
        notes.push(t.game_file(&journal.path().display().to_string()));
        let line = LineMode {
            speech,
            session,
            ctx,
            journal,
            time,
            out: Vec::new(),
            awaiting_yes: false,
            sheet_lines: None,
        };
        // NO_COLOR (no-color.org): any value means no colour.
        let theme = if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
            Theme::Mono
        } else {
            settings.tui.theme
        };
        let mut app = App::new(line, settings.keys.clone(), theme, settings.tui.big_text);
        app.messages = notes;
        return tui::run(app);
    }
    let mut out = std::io::stdout();
    use std::io::Write;
    notes.push(t.game_file(&journal.path().display().to_string()));
    for n in &notes {
        if writeln!(out, "{n}").is_err() {
            return 1;
        }
    }
    let _ = out.flush();
    let mode = LineMode {
        speech,
        session,
        ctx,
        journal,
        time,
        out,
        awaiting_yes: false,
        sheet_lines: None,
    };
    mode.run(std::io::BufReader::new(std::io::stdin()))
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
    let session = Session::replay(&opened.events).map_err(|e| {
        lang.text().journal_unreadable(
            &path.display().to_string(),
            &format!("event {} does not fit the game: {}", e.index + 1, e.detail),
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
