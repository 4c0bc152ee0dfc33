//! The command line's argument types, shared by `cli` (which parses them)
//! and `play` (which starts a game from them): a leaf, so neither imports the other.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

use shakmaty::Color;

use crate::core::clock::{Cadence, TimeControl};
use crate::core::kind::{Kind, Supervision};
use crate::core::laws::Laws;
use crate::core::notation::Letters;
use crate::core::session::Mirror;
use crate::core::text::Lang;

use crate::shell::failure::{Failed, Failure, InLang};
use crate::shell::settings::Settings;
use crate::shell::speech::Choice;

/// How moves are announced, and the language of the rest: options of `play`
/// and `say` over the settings.
#[derive(Debug, Args)]
pub(crate) struct VoiceArgs {
    /// Vocabulary that announces the moves: de, da, nb, or the id of a file you added
    /// [default: from config/default.toml, de]
    #[arg(long, value_name = "ID")]
    pub(crate) voice: Option<String>,
    /// Take the file names (Anna, Bella …) from another vocabulary, e.g. --voice da --files de
    #[arg(long, value_name = "ID")]
    pub(crate) files: Option<String>,
    /// Take the rank words (eins, zwei …) from another vocabulary, e.g. --voice nb --ranks de
    #[arg(long, value_name = "ID")]
    pub(crate) ranks: Option<String>,
    /// Take piece names, castling and the other words from another vocabulary, e.g. --pieces de
    #[arg(long, value_name = "ID")]
    pub(crate) pieces: Option<String>,
    /// Long form: name the from-square of every move ("Bauer David zwei David vier")
    #[arg(long)]
    pub(crate) long: bool,
    /// Leave out the pawn's name ("Eva vier" instead of "Bauer Eva vier")
    #[arg(long)]
    pub(crate) no_pawn: bool,
    /// Do not announce check and mate
    #[arg(long)]
    pub(crate) no_check: bool,
    /// Language of everything but the announcements (messages, errors, help): en, da, de, nb, nl
    /// [default: the system's where annabella has it, else the voice's], e.g. --lang en
    #[arg(long, value_name = "LANG")]
    pub(crate) lang: Option<Lang>,
    /// Piece letters typed and shown: en, da, de, nb, nl [default: those of --lang]. With nl,
    /// P is a knight (paard), e.g. --letters nl
    #[arg(long, value_name = "SET")]
    pub(crate) letters: Option<Letters>,
}

/// The settings with the command line over them: the voice and language
/// options of `play` and `say`, and `play`'s game and speech options. The
/// options that are text (a time control, a cadence) are read here, once,
/// and refused in the language the settings now name.
pub(crate) fn overridden(
    mut settings: Settings,
    voice: &VoiceArgs,
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
        s.game.color = Color::from_white(side == Side::White);
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
    s.speech.backend = play.front.speech.unwrap_or(s.speech.backend);
    s.braille.display |= play.front.braille;
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
    /// Line mode: one command a line, one line a response (automatic when input or
    /// output is not a terminal); for screen readers and braille displays
    #[arg(long)]
    pub(crate) line: bool,
    /// The full-screen interface (the default when input and output are a terminal)
    #[arg(long, conflicts_with = "line")]
    pub(crate) tui: bool,
    /// Show the full screen on a braille display too, through BRLTTY (Linux)
    #[arg(long)]
    pub(crate) braille: bool,
    /// A settings file to use over config/default.toml, instead of
    /// ~/.config/annabella/config.toml, e.g. --config tournament.toml
    #[arg(long, value_name = "FILE")]
    pub(crate) config: Option<PathBuf>,
    /// Who speaks: auto, clips (built-in voice), tts (system voice), text (printed
    /// lines only, for screen readers), none [default: config; auto is text in a pipe]
    #[arg(long, value_enum)]
    pub(crate) speech: Option<Choice>,
    /// Also log every speech request to this file, one line each, e.g. --speech-log speech.log
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
pub enum Side {
    White,
    Black,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game file: a new game is started there, or the game there is resumed,
    /// e.g. --game round3.annabella [default: a new file in the games folder:
    /// ~/.local/share/annabella/games; on Windows %LOCALAPPDATA%\annabella\data\games]
    #[arg(long, value_name = "PATH")]
    pub(crate) game: Option<PathBuf>,
    /// The sighted player's electronic board (DGT) on this serial port: its
    /// moves are entered as they are made, and the blind player's moves are
    /// checked as they are executed, e.g. --eboard /dev/ttyACM0 or --eboard COM3
    #[arg(long, value_name = "PORT")]
    pub(crate) eboard: Option<PathBuf>,
    /// Start the new game from this position (FEN) instead of the initial
    /// one: a game adjourned under another system, or moved to another
    /// board, e.g. --fen "8/5k2/8/8/8/8/3K4/4R3 w - - 0 50"
    #[arg(long, value_name = "FEN")]
    pub(crate) fen: Option<String>,
    /// Start the new game where a PGN game's main line ends: its tags give the
    /// names, event, site, round and date, its [%clk] comments the clocks,
    /// its TimeControl the time control (options given here win), e.g. --pgn adjourned.pgn
    #[arg(long, value_name = "FILE", conflicts_with = "fen")]
    pub(crate) pgn: Option<PathBuf>,
    /// The game of the --pgn file, from 1 [default: the only one], e.g. --game-number 3
    #[arg(long, value_name = "N", requires = "pgn")]
    pub(crate) game_number: Option<usize>,
    #[command(flatten)]
    pub(crate) front: FrontArgs,
    /// Sound device (part of its name) for public announcements, e.g. --public-device USB
    #[arg(long, value_name = "NAME")]
    pub(crate) public_device: Option<String>,
    /// Sound device (part of its name) for private speech (an earphone)
    #[arg(long, value_name = "NAME")]
    pub(crate) private_device: Option<String>,
    /// Time stands still and moves only with the command `wait DURATION`, e.g. wait 90s
    #[arg(long)]
    pub(crate) manual_clock: bool,
    /// Time control, e.g. --control 90/40+30+30s, --control 40/5400:1800+30, --control 15+10
    /// [default: config/default.toml]
    #[arg(long, value_name = "TC")]
    pub(crate) control: Option<String>,
    /// The blind player's colour, e.g. --color black [default: white]
    #[arg(long, value_enum)]
    pub(crate) color: Option<Side>,
    /// White's name, e.g. --white "Anna Hansen"
    #[arg(long, value_name = "NAME")]
    pub(crate) white: Option<String>,
    /// Black's name, e.g. --black "Bo Berg"
    #[arg(long, value_name = "NAME")]
    pub(crate) black: Option<String>,
    /// Call out the blind player's time left unasked, e.g. --periodic "5m, 1m<10m, 10s<1m"
    /// (every 5 minutes, every minute under 10 minutes, every 10 s under 1 minute)
    /// [default: off]
    #[arg(long, value_name = "CADENCE")]
    pub(crate) periodic: Option<String>,
    /// The blind player's assistant, who relays moves, keeps the score and runs the
    /// clock (D.2.10); prompts address the assistant, e.g. --assistant "Eva Holm"
    #[arg(long, value_name = "NAME")]
    pub(crate) assistant: Option<String>,
    /// The sighted player's own assistant (D.2.11), e.g. --opponent-assistant "Jon Dahl"
    #[arg(long, value_name = "NAME")]
    pub(crate) opponent_assistant: Option<String>,
    /// The opponent is hearing impaired: under the 2017 laws the game needs --assistant
    #[arg(long)]
    pub(crate) opponent_hearing_impaired: bool,
    /// How the peg board is followed: assumed (each move executed as announced unless
    /// `peg` says otherwise) or strict (the clock waits for a `peg` entry) [default: assumed]
    #[arg(long, value_enum)]
    pub(crate) mirror: Option<MirrorArg>,
    /// The kind of game where the event's rules give it: standard, rapid or blitz
    /// [default: as the time control makes it by the edition's definition]
    #[arg(long, value_enum)]
    pub(crate) kind: Option<KindArg>,
    /// How the event supervises rapid and blitz games (2014/2017): partial (A.4/B.4)
    /// or full (A.3/B.3: the standard rules apply) [default: partial]
    #[arg(long, value_enum)]
    pub(crate) supervision: Option<SupervisionArg>,
    /// The event announced a quickplay finish: a draw may be claimed with less
    /// than 2 minutes left (2017 III, 2014 G, 2005/2001 10.2) [default: no]
    #[arg(long)]
    pub(crate) quickplay: bool,
    /// Date, time and place of resumption, for the envelope of an adjourned game,
    /// e.g. --resume-at "2026-11-22 10:00, hall B"
    #[arg(long, value_name = "TEXT")]
    pub(crate) resume_at: Option<String>,
    /// The tournament, for the game's record and its broadcast, e.g. --event "Danish Championship"
    #[arg(long, value_name = "NAME")]
    pub(crate) event: Option<String>,
    /// Where it is played, e.g. --site "Vejle"
    #[arg(long, value_name = "PLACE")]
    pub(crate) site: Option<String>,
    /// The round, e.g. --round 3
    #[arg(long, value_name = "ROUND")]
    pub(crate) round: Option<String>,
    /// The board's number in the round, e.g. --board 5
    #[arg(long, value_name = "N")]
    pub(crate) board: Option<String>,
    /// Serve the game while it is played, for a live broadcast and the arbiter's
    /// overview: GET /game.pgn and /status.json, on this address [default: the
    /// settings' [broadcast] address, else 127.0.0.1:8064], e.g. --broadcast 0.0.0.0:8064
    #[arg(long, value_name = "ADDR", num_args = 0..=1, default_missing_value = "")]
    pub(crate) broadcast: Option<String>,
    /// Hold the moves back this long from the broadcast (PGN), e.g. --broadcast-delay 15m
    /// [default: the settings' [broadcast] delay, none]
    #[arg(long, value_name = "TIME")]
    pub(crate) broadcast_delay: Option<String>,
    /// Write the broadcast's PGN to this file after each move, replaced whole,
    /// e.g. --broadcast-file round3/board5.pgn
    #[arg(long, value_name = "FILE")]
    pub(crate) broadcast_file: Option<PathBuf>,
    /// Edition of the Laws of Chess: 2017, 2014, 2005 or 2001, e.g. --laws 2014
    #[arg(long, value_name = "YEAR")]
    pub(crate) laws: Option<Laws>,
    /// Practise against a chess engine (UCI) in the sighted player's seat:
    /// stockfish, or the program given, e.g. --engine or --engine /usr/games/stockfish
    /// [default program: from the settings, stockfish]
    #[arg(long, value_name = "PROGRAM", num_args = 0..=1, default_missing_value = "")]
    pub(crate) engine: Option<String>,
    /// The engine's strength as a rating, e.g. --engine-elo 1500 [default: its full strength]
    #[arg(
        long,
        value_name = "ELO",
        requires = "engine",
        conflicts_with = "engine_level"
    )]
    pub(crate) engine_elo: Option<u32>,
    /// The engine's strength as a level from 0 to 20, e.g. --engine-level 5
    #[arg(long, value_name = "LEVEL", requires = "engine")]
    pub(crate) engine_level: Option<u32>,
    /// The engine's time for each move, instead of its clock, e.g. --engine-time 2s
    /// [default: it thinks on its own clock]
    #[arg(
        long,
        value_name = "TIME",
        requires = "engine",
        conflicts_with = "engine_nodes"
    )]
    pub(crate) engine_time: Option<String>,
    /// The engine's search as a number of positions for each move (the same move
    /// every time), e.g. --engine-nodes 20000
    #[arg(long, value_name = "N", requires = "engine")]
    pub(crate) engine_nodes: Option<u64>,
    #[command(flatten)]
    pub(crate) voice: VoiceArgs,
    /// Also load the *.toml vocabularies in this directory, e.g. --voices ~/my-voices
    #[arg(long = "voices", value_name = "DIR")]
    pub(crate) voices: Vec<PathBuf>,
}
