//! The command line's argument types, shared by `cli` (which parses them)
//! and `play` (which starts a game from them): a leaf, so neither imports the other.

use std::path::{Path, PathBuf};

use clap::Args;

use crate::core::vocab::Vocabularies;
use crate::shell::failure::{Failed, InLang};
use crate::shell::settings::{self, FRONT, GAME, Given, GivenIn, Settings, VOICE};
use crate::shell::voices;

/// How every command that reads the settings starts (`play`, `replay`,
/// `say`, `arbiter`): the settings file, refused in the language chosen
/// before it is read (`--lang`, the file's, the system's, the voice's);
/// the settings `given` on the command line over it, read by the same
/// readers; the vocabularies; and the language the voice's vocabulary
/// settles where nothing else chose one.
pub(crate) fn start_up(
    config: Option<&Path>,
    voice_dirs: &[PathBuf],
    given: &Given,
) -> Result<(Settings, Vocabularies), Failed> {
    let lang = given.get("lang").and_then(|l| l.parse().ok());
    let early = settings::early_lang(lang, given.get("voice"), config);
    let mut settings = Settings::load_given(config, voice_dirs, given).in_lang(early)?;
    let all = voices::load(voice_dirs).in_lang(settings.lang())?;
    settings.settle_lang(&all);
    Ok((settings, all))
}

/// How a session is shown and heard, and the settings it reads: the
/// options `play` and `replay` share.
#[derive(Debug, Args)]
pub struct FrontArgs {
    #[arg(long)]
    pub(crate) line: bool,
    #[arg(long, conflicts_with = "line")]
    pub(crate) tui: bool,
    #[arg(long, value_name = "FILE")]
    pub(crate) config: Option<PathBuf>,
    #[arg(long, value_name = "FILE")]
    pub(crate) speech_log: Option<PathBuf>,
    /// `--speech`, `--braille`.
    #[command(flatten)]
    pub(crate) given: GivenIn<FRONT>,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[arg(long, value_name = "PATH")]
    pub(crate) game: Option<PathBuf>,
    #[arg(long, value_name = "FEN")]
    pub(crate) fen: Option<String>,
    #[arg(long, value_name = "FILE", conflicts_with = "fen")]
    pub(crate) pgn: Option<PathBuf>,
    #[arg(long, value_name = "N", requires = "pgn")]
    pub(crate) game_number: Option<usize>,
    #[command(flatten)]
    pub(crate) front: FrontArgs,
    #[arg(long)]
    pub(crate) manual_clock: bool,
    #[arg(long, value_name = "NAME")]
    pub(crate) white: Option<String>,
    #[arg(long, value_name = "NAME")]
    pub(crate) black: Option<String>,
    #[arg(long, value_name = "NAME")]
    pub(crate) assistant: Option<String>,
    #[arg(long, value_name = "NAME")]
    pub(crate) opponent_assistant: Option<String>,
    #[arg(long)]
    pub(crate) opponent_hearing_impaired: bool,
    #[arg(long, value_name = "TEXT")]
    pub(crate) resume_at: Option<String>,
    #[arg(long, value_name = "NAME")]
    pub(crate) event: Option<String>,
    #[arg(long, value_name = "PLACE")]
    pub(crate) site: Option<String>,
    #[arg(long, value_name = "ROUND")]
    pub(crate) round: Option<String>,
    #[arg(long, value_name = "N")]
    pub(crate) board: Option<String>,
    #[arg(long, value_name = "ADDR", num_args = 0..=1, default_missing_value = "")]
    pub(crate) broadcast: Option<String>,
    #[arg(long, value_name = "FILE")]
    pub(crate) broadcast_file: Option<PathBuf>,
    #[arg(long, value_name = "PROGRAM", num_args = 0..=1, default_missing_value = "")]
    pub(crate) engine: Option<String>,
    #[arg(
        long,
        value_name = "ELO",
        requires = "engine",
        conflicts_with = "engine_level"
    )]
    pub(crate) engine_elo: Option<u32>,
    #[arg(long, value_name = "LEVEL", requires = "engine")]
    pub(crate) engine_level: Option<u32>,
    #[arg(
        long,
        value_name = "TIME",
        requires = "engine",
        conflicts_with = "engine_nodes"
    )]
    pub(crate) engine_time: Option<String>,
    #[arg(long, value_name = "N", requires = "engine")]
    pub(crate) engine_nodes: Option<u64>,
    /// The game's settings: `--control`, `--color`, `--laws` …
    #[command(flatten)]
    pub(crate) setup: GivenIn<GAME>,
    /// The words: `--voice`, `--lang` …
    #[command(flatten)]
    pub(crate) voice: GivenIn<VOICE>,
    #[arg(long = "voices", value_name = "DIR")]
    pub(crate) voices: Vec<PathBuf>,
}

impl PlayArgs {
    /// Every setting given on the command line.
    pub(crate) fn given(&self) -> Given {
        self.setup
            .0
            .clone()
            .with(&self.voice.0)
            .with(&self.front.given.0)
    }
}
