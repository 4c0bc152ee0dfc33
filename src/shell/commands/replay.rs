//! `annabella replay FILE.pgn`: listen through a game, in line mode or in
//! the full screen, the same two front ends as play's, over a [`Listener`].

use crate::shell::text::ShellMessages as _;
use std::io::IsTerminal;
use std::path::PathBuf;

use clap::Args;

use crate::core::replay::{Study, Words};

use crate::core::say::Answer;
use crate::shell::commands::args::{FrontArgs, start_up};
use crate::shell::failure::{Done, Failure, InLang};
use crate::shell::front::listener::Listener;
use crate::shell::settings::{GivenIn, STUDY, VOICE};
use crate::shell::speech::{self, Choice};

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("source").required(true).args(["file", "game"]))]
pub struct ReplayArgs {
    #[arg(value_name = "FILE.pgn")]
    pub(crate) file: Option<PathBuf>,
    #[arg(long, value_name = "PATH")]
    pub(crate) game: Option<PathBuf>,
    #[arg(long, value_name = "N")]
    pub(crate) game_number: Option<usize>,
    #[command(flatten)]
    pub(crate) front: FrontArgs,
    #[command(flatten)]
    pub(crate) voice: GivenIn<VOICE>,
    #[arg(long = "voices", value_name = "DIR")]
    pub(crate) voices: Vec<PathBuf>,
    #[arg(long, value_name = "PROGRAM")]
    pub(crate) engine: Option<String>,
    /// `--analysis-time`.
    #[command(flatten)]
    pub(crate) study: GivenIn<STUDY>,
}

pub fn run(args: ReplayArgs) -> Done {
    let given = (args.voice.0.clone())
        .with(&args.front.given.0)
        .with(&args.study.0);
    let (settings, all) = start_up(args.front.config.as_deref(), &args.voices, &given)?;
    let lang = settings.lang();
    let mix = all.mix_for(&settings.voice_mix(), settings.game.laws.year());
    let voice = all.voice(&mix).in_lang(lang)?;
    let order = all.reading_order(&voice);
    let words = Words {
        reader: crate::core::input::MoveReader::new(&order, Some(settings.letters())),
        voice: voice.clone(),
        style: settings.style(),
        lang,
        letters: settings.letters(),
    };
    let (study, first) = match &args.file {
        Some(file) => {
            let (games, text) = crate::shell::pgn_file::list(file).in_lang(lang)?;
            Study::listed(text, games, args.game_number, words).map_err(|error| Failure::Pgn {
                path: file.clone(),
                error,
            })
        }
        // A game of annabella's own (clap asks for one or the other): as
        // its PGN export has it.
        None => {
            let game = args.game.clone().unwrap_or_default();
            let (session, _) = crate::shell::commands::export::read_game(&game).in_lang(lang)?;
            let bytes = crate::core::pgn::pgn(&session).into_bytes();
            Study::open(bytes, None, words).map_err(|error| Failure::Pgn { path: game, error })
        }
    }
    .in_lang(lang)?;
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let full_screen = args.front.tui || (interactive && !args.front.line);
    if full_screen && !interactive {
        return Err(Failure::NeedsTerminal).in_lang(lang);
    }
    let (speech, told) = speech::open_speech(
        settings.speech.backend,
        &crate::shell::speech::Options {
            log: args.front.speech_log.clone(),
            ..settings.speech.options(&voice)
        },
        interactive,
    );
    let time = settings.engine.analysis_time;
    let program = args.engine.as_deref().unwrap_or(&settings.engine.program);
    let mut tutor = crate::shell::engine::Tutor::new(program, &settings.engine.options, time);
    // The engine's look at the game is kept beside its file: a second
    // `mistakes` is instant (checked against the game's moves).
    if let Some(path) = args.file.as_ref().or(args.game.as_ref()) {
        let mut kept = path.clone().into_os_string();
        kept.push(".review");
        tutor.keep_reviews_at(kept.into());
    }
    let mut notes = speech.said_at_start(told, lang.text());
    let listener = Listener {
        study,
        speech,
        tutor,
    };
    if settings.speech.backend == Choice::Auto && interactive && speech::screen_reader_running() {
        notes.push(lang.text().screen_reader_running());
    }
    // The notes, then the file's list or the game opened.
    let mut opening = Answer::private(notes);
    opening.lines.extend(first.lines);
    crate::shell::front::run(listener, &settings, opening, full_screen)
        .map_err(|_| Failure::OutputClosed)
        .in_lang(lang)
}
