//! Why a command of the program could not do its work, and the one place
//! that turns it into the user's sentence and the exit status.

use crate::shell::text::ShellMessages as _;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::core::EndReason;
use crate::core::game::FenError;
use crate::core::laws::{Laws, Rule};
use crate::core::lines;
use crate::core::pgn::{PgnProblem, Summary};
use crate::core::replay::{self, OpenError};
use crate::core::session::ReplayError;
use crate::core::text::Lang;
use crate::core::vocab::UnknownVocabulary;

use crate::shell::engine::EngineError;
use crate::shell::journal::{Damage, JournalError};
use crate::shell::settings::ConfigError;
use crate::shell::speech::SpeechError;
use crate::shell::text::ShellText;
use crate::shell::voices::LoadError;

/// Said only through the catalogues (`sentence`); its Display is the
/// English sentence, for logs and tests.
#[derive(Debug)]
pub enum Failure {
    Config(ConfigError),
    Vocabularies(LoadError),
    UnknownVocabulary(UnknownVocabulary),
    BadFen(FenError),
    /// A move of a list that cannot be played; `reason` is already said in
    /// the user's language (it names the candidates in the user's letters).
    BadMove {
        /// The move number and side, as a scoresheet numbers them.
        number: u32,
        side: shakmaty::Color,
        input: String,
        reason: String,
    },
    /// A move number that is not the next move's: `number` and `side` are.
    NumberMisplaced {
        written: String,
        number: u32,
        side: shakmaty::Color,
    },
    /// A result written before more moves: a result ends the scoresheet.
    ResultInside(String),
    /// A result the moves contradict (mate, stalemate): `ended` is theirs.
    ResultContradicts {
        given: String,
        ended: String,
    },
    /// A start position where the game is already over.
    OverAtStart(EndReason),
    /// 2017 D.2.11: a hearing-impaired opponent needs the blind player to have an assistant.
    NeedsAssistant(Laws),
    Journal(JournalError),
    /// A game file that an export cannot read (an export repairs nothing).
    Unreadable {
        path: PathBuf,
        why: Damage,
    },
    /// A game file whose events do not make a game.
    NotAGame {
        path: PathBuf,
        error: ReplayError,
    },
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    Speech(SpeechError),
    /// A PGN file that holds no game, or not the one asked for, or one that
    /// cannot be read.
    Pgn {
        path: PathBuf,
        error: OpenError,
    },
    /// A PGN "file" that is a folder, a device or a pipe: read again a game
    /// at a time from its place, it must be a file.
    NotAFile(PathBuf),
    /// `export` with no `--game`, and no game in the games folder.
    NoGame(PathBuf),
    /// `play --pgn` on a file of many games without `--game-number`.
    PgnChoose {
        path: PathBuf,
        games: Vec<Summary>,
    },
    /// `play --pgn` on a game that cannot be read whole.
    PgnNotWhole {
        path: PathBuf,
        number: usize,
        problem: PgnProblem,
        line: usize,
    },
    /// No game at the path (nothing, an empty file, no file), beside the
    /// game saved when another program changed it under a running game.
    NoGameButSaved {
        path: PathBuf,
        saved: PathBuf,
    },
    /// A game file that holds less of the game than the copy saved beside
    /// it when another program cut it under a running game.
    SavedAhead {
        path: PathBuf,
        saved: PathBuf,
    },
    /// A game file that cannot be resumed, beside the game saved when
    /// another program changed it under a running game.
    SavedBeside {
        inner: Box<Failure>,
        saved: PathBuf,
    },
    NeedsTerminal,
    /// The engine asked for could not be found, started or greeted.
    Engine(EngineError),
    /// `--engine-time` that is no time.
    EngineTime(String),
    /// `--broadcast` that is no address to serve on.
    BroadcastAddress(String),
    /// The broadcast cannot listen there (taken, not this machine's).
    BroadcastServe {
        address: String,
        source: std::io::Error,
    },
    /// Braille that a table cannot write (`export --sheet --braille`).
    Braille {
        table: String,
        error: crate::shell::braille::BrailleError,
    },
    /// `[braille] table` that liblouis does not have.
    BrailleTable(String),
    /// `--broadcast-delay` with nothing served.
    DelayAlone,
    /// `--broadcast-file` where something stands that is no file.
    BroadcastNotAFile(PathBuf),
    /// `--broadcast-file` naming the game file, or one beside it.
    BroadcastGameFile(PathBuf),
    /// `--broadcast-file` in a folder where nothing can be written.
    BroadcastFile {
        path: PathBuf,
        source: std::io::Error,
    },
    /// `arbiter` with an address that is no board's.
    BoardAddress(String),
    /// A line of `arbiter --boards FILE` that is no board's address.
    BoardAddressIn {
        path: PathBuf,
        line: usize,
        text: String,
    },
    /// `arbiter --boards FILE` with no address in it.
    NoBoardsIn(PathBuf),
    /// `arbiter` with nothing to follow.
    NoBoards,
    /// `arbiter` with more boards than one overview follows.
    TooManyBoards {
        count: usize,
    },
    /// `arbiter --every` that is no time.
    PollEvery(String),
    /// A strength the engine cannot play at: its option and range, where
    /// it has the option.
    EngineStrength {
        name: String,
        option: String,
        value: i64,
        range: Option<(i64, i64)>,
    },
    /// `--engine` on a game against a person.
    EngineInPersonsGame,
    /// Standard output was closed: nobody reads any more, nothing to say.
    OutputClosed,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.sentence(Lang::En))
    }
}

impl std::error::Error for Failure {}

/// `From` for each error a failure wraps, so that `?` and `in_lang` take it.
macro_rules! wraps {
    ($($variant:ident($ty:ty)),* $(,)?) => {
        $(impl From<$ty> for Failure {
            fn from(e: $ty) -> Failure {
                Failure::$variant(e)
            }
        })*
    };
}

wraps!(
    Config(ConfigError),
    Vocabularies(LoadError),
    UnknownVocabulary(UnknownVocabulary),
    BadFen(FenError),
    Journal(JournalError),
    Speech(SpeechError),
    Engine(EngineError),
);

impl Failure {
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Failure {
        Failure::Io {
            path: path.into(),
            source,
        }
    }

    /// The failure in the user's language, as one sentence.
    pub fn sentence(&self, lang: Lang) -> String {
        let t = lang.text();
        match self {
            Failure::Config(e) => e.said(t),
            Failure::Vocabularies(e) => e.said(t),
            Failure::UnknownVocabulary(e) => e.said(t),
            Failure::BadFen(e) => e.said(t),
            Failure::BadMove {
                number,
                side,
                input,
                reason,
            } => t.bad_move(*number, *side, input, reason),
            Failure::NeedsAssistant(laws) => {
                t.hearing_needs_assistant(laws.article(Rule::OpponentAssistant))
            }
            Failure::Journal(e) => e.said(t),
            Failure::Unreadable { path, why } => {
                t.journal_unreadable(&path.display().to_string(), &why.said(t))
            }
            Failure::NotAGame { path, error } => {
                t.journal_unreadable(&path.display().to_string(), &error.said(t))
            }
            Failure::NoGameButSaved { path, saved } => {
                t.no_game_but_saved(&path.display().to_string(), &saved.display().to_string())
            }
            Failure::SavedAhead { path, saved } => {
                t.saved_ahead(&path.display().to_string(), &saved.display().to_string())
            }
            Failure::SavedBeside { inner, saved } => format!(
                "{} {}",
                inner.sentence(lang),
                t.saved_instead(&saved.display().to_string())
            ),
            Failure::NotAFile(path) => t.not_a_file(&path.display().to_string()),
            Failure::NoGame(folder) => t.no_game_to_export(&folder.display().to_string()),
            Failure::Io { path, source: e } => t.file_problem(&path.display().to_string(), e),
            Failure::Pgn { path, error } => error.sentence(Some(&path.display().to_string()), t),
            Failure::PgnChoose { path, games } => {
                let mut lines = vec![t.pgn_choose_number(&path.display().to_string(), games.len())];
                // A page, as replay lists them: thousands of lines help no one.
                lines.extend(
                    games
                        .iter()
                        .take(replay::PAGE)
                        .map(|g| replay::summary_line(g, t)),
                );
                if games.len() > replay::PAGE {
                    lines.push(
                        t.pgn_choose_more(games.len() - replay::PAGE, &path.display().to_string()),
                    );
                }
                lines.join("\n")
            }
            Failure::PgnNotWhole {
                path,
                number,
                problem,
                line,
            } => t.pgn_not_whole(
                &path.display().to_string(),
                &t.pgn_game_problem(*number, *line, &replay::problem_text(problem, t)),
            ),
            Failure::OverAtStart(reason) => t.over_at_start(*reason),
            Failure::ResultInside(token) => t.result_inside(token),
            Failure::NumberMisplaced {
                written,
                number,
                side,
            } => t.number_misplaced(written, *number, *side),
            Failure::ResultContradicts { given, ended } => t.result_contradicts(given, ended),
            Failure::NeedsTerminal => t.tui_needs_terminal(),
            Failure::Engine(e) => e.said(t),
            Failure::EngineTime(text) => t.engine_time_bad(text, "--engine-time"),
            Failure::BroadcastAddress(text) => t.broadcast_address_bad(text),
            Failure::BroadcastServe { address, source } => {
                let kind = match source.kind() {
                    std::io::ErrorKind::AddrInUse => "in-use",
                    _ => "other",
                };
                t.broadcast_unavailable(address, &t.io_problem(source), kind)
            }
            Failure::DelayAlone => t.broadcast_delay_alone(),
            Failure::BrailleTable(name) => t.braille_table_unknown(name),
            Failure::Braille { table, error } => {
                crate::shell::braille::braille_problem(error, table, t)
            }
            Failure::BroadcastNotAFile(path) => {
                t.broadcast_file_not_a_file(&path.display().to_string())
            }
            Failure::BroadcastGameFile(path) => t.broadcast_file_game(&path.display().to_string()),
            Failure::BroadcastFile { path, source } => {
                t.broadcast_file_unwritable(&path.display().to_string(), &t.io_problem(source))
            }
            Failure::BoardAddress(text) => t.arbiter_address_bad(text),
            Failure::NoBoards => t.arbiter_no_boards(),
            Failure::TooManyBoards { count } => {
                t.arbiter_too_many_boards(*count, crate::core::broadcast::overview::MOST_BOARDS)
            }
            Failure::BoardAddressIn { path, line, text } => {
                t.arbiter_address_bad_in(&path.display().to_string(), *line, text)
            }
            Failure::NoBoardsIn(path) => t.arbiter_no_boards_in(&path.display().to_string()),
            Failure::PollEvery(text) => t.arbiter_every_bad(text),
            Failure::EngineStrength {
                name,
                option,
                value,
                range,
            } => match range {
                Some((min, max)) => t.engine_strength_range(name, option, *value, *min, *max),
                None => t.engine_strength_none(name, option),
            },
            Failure::EngineInPersonsGame => t.engine_persons_game(),
            Failure::Speech(e) => e.said(t),
            Failure::OutputClosed => t.output_closed(),
        }
    }
}

/// A failure and the language to say it in.
#[derive(Debug)]
pub struct Failed {
    pub failure: Failure,
    pub lang: Lang,
}

/// Tags an error with the language it is to be said in.
pub trait InLang<T> {
    fn in_lang(self, lang: Lang) -> Result<T, Failed>;
}

impl<T, E: Into<Failure>> InLang<T> for Result<T, E> {
    fn in_lang(self, lang: Lang) -> Result<T, Failed> {
        self.map_err(|e| Failed {
            failure: e.into(),
            lang,
        })
    }
}

/// What a command of the program returns.
pub type Done = Result<ExitCode, Failed>;

/// A message for stderr in lines: the first after the program's name, as
/// Unix programs say theirs; each line cut at its natural boundaries, and
/// the name never alone on a line (a long path after it stays with it).
pub fn complaint(text: &str) -> Vec<String> {
    const NAME: &str = "annabella:";
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            out.extend(lines::printable(line));
            continue;
        }
        let pieces = lines::printable(&format!("{NAME} {line}"));
        match pieces.split_first() {
            // The name alone: it takes the first word of the next piece
            // (a path, however long) and as many more as fit.
            Some((first, rest)) if first == NAME && !rest.is_empty() => {
                let mut words = rest[0].split(' ');
                let mut filled = vec![format!("{NAME} {}", words.next().unwrap_or_default())];
                for word in words {
                    let last = filled.last_mut().expect("one line at least");
                    if last.chars().count() + 1 + word.chars().count() <= lines::WIDTH {
                        last.push(' ');
                        last.push_str(word);
                    } else {
                        filled.push(word.to_string());
                    }
                }
                out.extend(filled);
                out.extend(rest[1..].iter().cloned());
            }
            _ => out.extend(pieces),
        }
    }
    out
}

/// Says `text` on stderr as [`complaint`] lays it out.
pub fn complain(text: &str) {
    for line in complaint(text) {
        eprintln!("{line}");
    }
}

/// Says a failure on stderr ("annabella: …") and gives the exit status.
pub fn exit(done: Done) -> ExitCode {
    match done {
        Ok(code) => code,
        Err(Failed {
            failure: Failure::OutputClosed,
            ..
        }) => ExitCode::FAILURE,
        Err(Failed { failure, lang }) => {
            // A failure may name a path or repeat an input: never an escape
            // sequence. A list (the games to choose from) keeps a line each;
            // a long line is cut at its natural boundaries, as every line is.
            complain(&failure.sentence(lang));
            match failure {
                // A value of the command line its setting's reader refused
                // is a mistake in the command line, as clap's own are.
                Failure::Config(e) if e.file.is_empty() => ExitCode::from(2),
                _ => ExitCode::FAILURE,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::complaint;

    #[test]
    fn the_name_stays_with_what_follows_it() {
        // A path too long to share a line with the name used to leave
        // "annabella:" alone on the first line.
        let path = format!(
            "/home/someone/.local/share/annabella/games/{}.annabella",
            "x".repeat(17)
        );
        let said = complaint(&format!(
            "{path}:\nthere is no such file or folder (any more)."
        ));
        assert_eq!(
            said,
            [
                format!("annabella: {path}:"),
                "there is no such file or folder (any more).".to_string()
            ]
        );
        // A short one stays on one line; a long sentence is cut, the name first.
        assert_eq!(complaint("No game."), ["annabella: No game."]);
        let long = "No game is named and /home/someone/.local/share/annabella/games holds none. Name one: --game FILE";
        let said = complaint(long);
        assert!(
            said.len() > 1 && said[0].starts_with("annabella: No game"),
            "{said:?}"
        );
        assert!(said.iter().all(|l| l.chars().count() <= 80), "{said:?}");
    }
}
