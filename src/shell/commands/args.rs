//! The command line's argument types, shared by `cli` (which parses them)
//! and `play` (which starts a game from them): a leaf, so neither imports the other.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use shakmaty::Color;

use crate::core::clock::{Cadence, TimeControl};
use crate::core::kind::{Kind, Supervision};
use crate::core::laws::Laws;
use crate::core::notation::Letters;
use crate::core::session::Mirror;
use crate::core::text::Lang;

use crate::core::vocab::Vocabularies;
use crate::shell::failure::{Failed, Failure, InLang};
use crate::shell::settings::{self, Settings};
use crate::shell::speech::Choice;
use crate::shell::voices;

/// How moves are announced, and the language of the rest: options of `play`
/// and `say` over the settings.
#[derive(Debug, Default, Args)]
pub(crate) struct VoiceArgs {
    #[arg(long, value_name = "ID")]
    pub(crate) voice: Option<String>,
    #[arg(long, value_name = "ID")]
    pub(crate) files: Option<String>,
    #[arg(long, value_name = "ID")]
    pub(crate) ranks: Option<String>,
    #[arg(long, value_name = "ID")]
    pub(crate) pieces: Option<String>,
    #[arg(long)]
    pub(crate) long: bool,
    #[arg(long)]
    pub(crate) no_pawn: bool,
    #[arg(long)]
    pub(crate) no_check: bool,
    #[arg(long, value_name = "LANG")]
    pub(crate) lang: Option<Lang>,
    #[arg(long, value_name = "SET")]
    pub(crate) letters: Option<Letters>,
}

/// How every command that reads the settings starts (`play`, `replay`,
/// `say`, `arbiter`): the settings file, refused in the language chosen
/// before it is read (`--lang`, the file's, the system's, the voice's);
/// the command line over it; the vocabularies; and the language the
/// voice's vocabulary settles where nothing else chose one.
pub(crate) fn start_up(
    config: Option<&Path>,
    voice_dirs: &[PathBuf],
    voice: &VoiceArgs,
    front: Option<&FrontArgs>,
    play: Option<&PlayArgs>,
) -> Result<(Settings, Vocabularies), Failed> {
    let early = settings::early_lang(voice.lang, voice.voice.as_deref(), config);
    let settings = Settings::load_with_voices(config, voice_dirs).in_lang(early)?;
    let mut settings = overridden(settings, voice, front, play)?;
    let all = voices::load(voice_dirs).in_lang(settings.lang())?;
    settings.settle_lang(&all);
    Ok((settings, all))
}

/// The settings with the command line over them: the voice and language
/// options of `play` and `say`, the front end's speech and braille, and
/// `play`'s game options. The options that are text (a time control, a
/// cadence) are read here, once, and refused in the language the settings
/// now name.
fn overridden(
    mut settings: Settings,
    voice: &VoiceArgs,
    front: Option<&FrontArgs>,
    play: Option<&PlayArgs>,
) -> Result<Settings, Failed> {
    let s = &mut settings;
    if let Some(id) = &voice.voice {
        s.voice.voice = id.clone();
    }
    for (slot, value) in [
        (&mut s.voice.files, &voice.files),
        (&mut s.voice.ranks, &voice.ranks),
        (&mut s.voice.pieces, &voice.pieces),
    ] {
        if value.is_some() {
            slot.clone_from(value);
        }
    }
    s.voice.long |= voice.long;
    s.voice.pawn_name &= !voice.no_pawn;
    s.voice.check &= !voice.no_check;
    s.ui.lang = voice.lang.or(s.ui.lang);
    s.ui.letters = voice.letters.or(s.ui.letters);
    if let Some(front) = front {
        s.speech.backend = front.speech.unwrap_or(s.speech.backend);
        s.braille.display |= front.braille;
    }
    let Some(play) = play else {
        return Ok(settings);
    };
    // Refused in the language the settings now name.
    let lang = s.lang();
    if let Some(text) = &play.control {
        s.game.control = TimeControl::parse(text)
            .map_err(Failure::Control)
            .in_lang(lang)?;
    }
    if let Some(text) = &play.periodic {
        s.game.periodic = Cadence::parse(text)
            .map_err(Failure::Cadence)
            .in_lang(lang)?;
    }
    if let Some(side) = play.color {
        s.game.color = Color::from_white(side == SideArg::White);
    }
    s.game.laws = play.laws.unwrap_or(s.game.laws);
    if let Some(mirror) = play.mirror {
        s.game.mirror = match mirror {
            MirrorArg::Assumed => Mirror::Assumed,
            MirrorArg::Strict => Mirror::Strict,
        };
    }
    if let Some(kind) = play.kind {
        s.game.kind = Some(kind.into());
    }
    if let Some(supervision) = play.supervision {
        s.game.supervision = supervision.into();
    }
    s.game.quickplay |= play.quickplay;
    for (device, given) in [
        (&mut s.speech.public_device, &play.public_device),
        (&mut s.speech.private_device, &play.private_device),
    ] {
        if given.is_some() {
            device.clone_from(given);
        }
    }
    Ok(settings)
}

/// How a session is shown and heard, and the settings it reads: the
/// options `play` and `replay` share.
#[derive(Debug, Args)]
pub struct FrontArgs {
    #[arg(long)]
    pub(crate) line: bool,
    #[arg(long, conflicts_with = "line")]
    pub(crate) tui: bool,
    #[arg(long)]
    pub(crate) braille: bool,
    #[arg(long, value_name = "FILE")]
    pub(crate) config: Option<PathBuf>,
    #[arg(long, value_enum)]
    pub(crate) speech: Option<Choice>,
    #[arg(long, value_name = "FILE")]
    pub(crate) speech_log: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum MirrorArg {
    Assumed,
    Strict,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum KindArg {
    Standard,
    Rapid,
    Blitz,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SupervisionArg {
    Partial,
    Full,
}

impl From<KindArg> for Kind {
    fn from(kind: KindArg) -> Kind {
        match kind {
            KindArg::Standard => Kind::Standard,
            KindArg::Rapid => Kind::Rapid,
            KindArg::Blitz => Kind::Blitz,
        }
    }
}

impl From<SupervisionArg> for Supervision {
    fn from(supervision: SupervisionArg) -> Supervision {
        match supervision {
            SupervisionArg::Partial => Supervision::Partial,
            SupervisionArg::Full => Supervision::Full,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    White,
    Black,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[arg(long, value_name = "PATH")]
    pub(crate) game: Option<PathBuf>,
    #[arg(long, value_name = "PORT")]
    pub(crate) eboard: Option<PathBuf>,
    #[arg(long, value_name = "FEN")]
    pub(crate) fen: Option<String>,
    #[arg(long, value_name = "FILE", conflicts_with = "fen")]
    pub(crate) pgn: Option<PathBuf>,
    #[arg(long, value_name = "N", requires = "pgn")]
    pub(crate) game_number: Option<usize>,
    #[command(flatten)]
    pub(crate) front: FrontArgs,
    #[arg(long, value_name = "NAME")]
    pub(crate) public_device: Option<String>,
    #[arg(long, value_name = "NAME")]
    pub(crate) private_device: Option<String>,
    #[arg(long)]
    pub(crate) manual_clock: bool,
    #[arg(long, value_name = "TC")]
    pub(crate) control: Option<String>,
    #[arg(long, value_enum)]
    pub(crate) color: Option<SideArg>,
    #[arg(long, value_name = "NAME")]
    pub(crate) white: Option<String>,
    #[arg(long, value_name = "NAME")]
    pub(crate) black: Option<String>,
    #[arg(long, value_name = "CADENCE")]
    pub(crate) periodic: Option<String>,
    #[arg(long, value_name = "NAME")]
    pub(crate) assistant: Option<String>,
    #[arg(long, value_name = "NAME")]
    pub(crate) opponent_assistant: Option<String>,
    #[arg(long)]
    pub(crate) opponent_hearing_impaired: bool,
    #[arg(long, value_enum)]
    pub(crate) mirror: Option<MirrorArg>,
    #[arg(long, value_enum)]
    pub(crate) kind: Option<KindArg>,
    #[arg(long, value_enum)]
    pub(crate) supervision: Option<SupervisionArg>,
    #[arg(long)]
    pub(crate) quickplay: bool,
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
    #[arg(long, value_name = "TIME")]
    pub(crate) broadcast_delay: Option<String>,
    #[arg(long, value_name = "FILE")]
    pub(crate) broadcast_file: Option<PathBuf>,
    #[arg(long, value_name = "YEAR")]
    pub(crate) laws: Option<Laws>,
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
    #[command(flatten)]
    pub(crate) voice: VoiceArgs,
    #[arg(long = "voices", value_name = "DIR")]
    pub(crate) voices: Vec<PathBuf>,
}
