//! `annabella replay FILE.pgn`: listen through a game, in line mode or in
//! the full screen, the same two front ends as play's, over a [`Listener`].

use std::io::IsTerminal;
use std::path::PathBuf;

use clap::Args;

use crate::core::replay::{Study, Words};
use crate::core::vocab::Vocabularies;

use crate::core::say::Answer;
use crate::shell::commands::args::{FrontArgs, VoiceArgs, overridden};
use crate::shell::failure::{Done, Failure, InLang};
use crate::shell::front::listener::Listener;
use crate::shell::settings::Settings;
use crate::shell::speech::{self, Choice};
use crate::shell::voices;

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The PGN file, in UTF-8 (with or without BOM) or Latin-1/Windows-1252
    #[arg(value_name = "FILE.pgn")]
    pub(crate) file: PathBuf,
    /// The game of the file to listen to, from 1 [default: the only one;
    /// a file of many games is listed to choose from]
    #[arg(long, value_name = "N")]
    pub(crate) game_number: Option<usize>,
    #[command(flatten)]
    pub(crate) front: FrontArgs,
    #[command(flatten)]
    pub(crate) voice: VoiceArgs,
    /// Also load the *.toml vocabularies in this directory
    #[arg(long = "voices", value_name = "DIR")]
    pub(crate) voices: Vec<PathBuf>,
}

pub fn run(args: ReplayArgs) -> Done {
    let early = crate::shell::settings::early_lang(
        args.voice.lang,
        args.voice.voice.as_deref(),
        args.front.config.as_deref(),
    );
    let settings =
        Settings::load_with_voices(args.front.config.as_deref(), &args.voices).in_lang(early)?;
    let mut settings = overridden(settings, &args.voice, None)?;
    settings.speech.backend = args.front.speech.unwrap_or(settings.speech.backend);
    let lang = settings.lang();
    let all: Vocabularies = voices::load(&args.voices).in_lang(lang)?;
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
    let (games, text) = crate::shell::pgn_file::list(&args.file).in_lang(lang)?;
    let (study, first) = Study::listed(text, games, args.game_number, words)
        .map_err(|error| Failure::Pgn {
            path: args.file.clone(),
            error,
        })
        .in_lang(lang)?;
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let full_screen = args.front.tui || (interactive && !args.front.line);
    if full_screen && !interactive {
        return Err(Failure::NeedsTerminal).in_lang(lang);
    }
    let (speech, told) = speech::open_speech(
        settings.speech.backend,
        args.front.speech_log.clone(),
        &settings,
        &voice,
        interactive,
    );
    let listener = Listener { study, speech };
    let mut notes = Vec::new();
    if let Some(told) = told {
        notes.push(lang.text().speech_backend(told.word()));
    }
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
