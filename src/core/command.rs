//! The commands of a game, as data: one table names each command, its
//! aliases in the four languages and an example of its arguments, and reads
//! its arguments. Line mode and the full-screen interface both parse a typed
//! line here and hand the [`Command`] to the shell's one runner, so neither
//! ever parses the other's output.

use shakmaty::Color;

use super::clock::{Span, parse_span};
use super::engine::study::StudyQuestion;
use super::session::Action;

mod args;
/// The manual, beside the tables it is made from.
pub mod manual;
/// `replay`'s commands, beside play's, whose argument readers they share.
pub mod replay;

use args::*;
pub(crate) use args::{pieces_words, positive};

/// A line of input, understood.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Something for the session to do (a move, a press, a claim, …).
    Act(Action),
    Time,
    /// `last`, `last 3`: the last half-moves, one a line.
    Last(usize),
    /// `board`: the position, a rank a line; `board white`: that side's
    /// pieces, a kind a line.
    Board(Option<Color>),
    /// `sheet`, `sheet 12`: the scoresheet, a move pair a line, from a move on.
    Sheet(Option<usize>),
    /// `square f7`: what stands on a square, what attacks and defends it
    /// (the square as typed, in coordinates or any vocabulary's words).
    Square(String),
    /// `pieces white rooks`: where the pieces of a kind stand, of one side or
    /// both; the kind as typed (empty: every kind).
    Pieces(Option<Color>, String),
    Status,
    /// A question to the engine: only in a game against it or a finished
    /// game, never in a game against a person during play.
    Study(StudyQuestion),
    /// `engine restart`: the engine of a game against one started again,
    /// after it stopped or hung.
    EngineRestart,
    /// Manual clock: let this much time pass.
    Wait(Span),
    /// `help`, or `help WORD`: a command or a guide of the manual.
    Help(Option<String>),
    Quit,
    Diff,
    /// `compare` alone: the sheet follows, one move a line, until an empty line or `end`.
    CompareLines,
    /// `rollback`: asks first; `yes` does it.
    Rollback,
    Yes,
    No,
    /// Write the envelope of an adjourned game, with the resumption's date and place.
    Envelope(Option<String>),
    Repeat,
    Rate(u32),
    Volume(u32),
    Earcons(bool),
    Quiet,
    /// A command word with missing or wrong arguments: (command, example).
    Usage(&'static str, &'static str),
    /// A command that takes no words, with words after it (`illegal 3`):
    /// refused, never done with the words dropped in silence.
    Extra {
        command: &'static str,
        words: String,
    },
    /// A time with no unit (`setclock white 90`): minutes or seconds? The
    /// command up to the time, and the number.
    Unitless {
        prefix: String,
        number: u32,
    },
    /// A time of two numbers and a colon (`setclock white 1:30`): hours and
    /// minutes, or minutes and seconds?
    ColonTime {
        prefix: String,
        first: u32,
        second: u32,
    },
}

impl Command {
    /// Whether the command only asks (or is a mistyped command, or lets time
    /// pass on the manual clock): it leaves an open question open, so that
    /// the time or the status can be heard before answering yes or no.
    pub fn only_asks(&self) -> bool {
        matches!(
            self,
            Command::Time
                | Command::Wait(_)
                | Command::Last(_)
                | Command::Board(_)
                | Command::Sheet(_)
                | Command::Square(_)
                | Command::Pieces { .. }
                | Command::Status
                | Command::Study(_)
                | Command::Diff
                | Command::Help(_)
                | Command::Repeat
                | Command::Usage(..)
                | Command::Extra { .. }
                | Command::Unitless { .. }
                | Command::ColonTime { .. }
        )
    }
}

/// One command of the table.
pub struct Spec {
    /// The English command word, as help and usage messages name it.
    pub name: &'static str,
    /// Other words for it, in any of the four languages.
    pub aliases: &'static [&'static str],
    /// A complete example, shown when the arguments are missing or wrong.
    pub example: &'static str,
    /// The ids of its lines in `help` (Fluent messages); none where another
    /// command's line covers it ("accept / decline").
    pub help: &'static [&'static str],
    /// Reads the arguments; `None` when they do not fit.
    read: fn(&Args) -> Option<Command>,
}

impl Spec {
    fn matches(&self, word: &str) -> bool {
        self.name == word || self.aliases.contains(&word)
    }
}

pub(crate) fn color_word(word: &str) -> Option<Color> {
    match word.to_lowercase().as_str() {
        // The colour words of every message language, as an adjective
        // before a plural too ("pieces hvide tårne", "zwarte paarden").
        "white" | "w" | "hvid" | "hvide" | "hvidt" | "hvit" | "hvite" | "hvitt" | "weiß"
        | "weiss" | "weiße" | "weisse" | "wit" | "witte" => Some(Color::White),
        "black" | "b" | "sort" | "sorte" | "svart" | "svarte" | "schwarz" | "schwarze"
        | "zwart" | "zwarte" => Some(Color::Black),
        _ => None,
    }
}

/// The speech rate and volume `rate` and `volume` take, in percent.
pub const RATE: std::ops::RangeInclusive<u32> = 10..=400;
pub const VOLUME: std::ops::RangeInclusive<u32> = 0..=100;

macro_rules! spec {
    ($name:literal, [$($alias:literal),*], $example:literal, [$($help:literal),*], $read:expr) => {
        Spec {
            name: $name,
            aliases: &[$($alias),*],
            example: $example,
            help: &[$($help),*],
            read: $read,
        }
    };
}

/// The first line of `help`: anything that is not a command is a move.
pub const HELP_MOVE: &str = "help-move";

/// Every command. Anything else typed is a move.
pub static COMMANDS: &[Spec] =
    &[
        spec!("fix", ["correct"], "fix Nf3", ["help-fix"], |a| non_empty(
            a
        )
        .map(|m| Command::Act(Action::Fix(m)))),
        spec!("confirm", ["ok", "repeated"], "", ["help-confirm"], |a| {
            alone(a, act(Action::Confirm))
        }),
        spec!("press", ["clock"], "", ["help-press"], |a| alone(
            a,
            act(Action::Press)
        )),
        spec!("time", ["tid", "zeit", "tijd"], "", ["help-time"], |a| {
            alone(a, Some(Command::Time))
        }),
        spec!("last", [], "last 3", ["help-last"], |a| optional_number(a)
            .map(|n| Command::Last(n.unwrap_or(1)))),
        spec!(
            "board",
            ["brett", "bræt", "bord"],
            "board white",
            ["help-board"],
            |a| match a.words.as_slice() {
                [] => Some(Command::Board(None)),
                [c] => color_word(c).map(|c| Command::Board(Some(c))),
                _ => None,
            }
        ),
        spec!("sheet", [], "sheet 12", ["help-sheet"], |a| {
            optional_number(a).map(Command::Sheet)
        }),
        spec!(
            "square",
            ["feld", "felt", "veld"],
            "square f7",
            ["help-square"],
            |a| { non_empty(a).map(Command::Square) }
        ),
        spec!(
            "pieces",
            ["figuren", "brikker", "stukken"],
            "pieces white rooks",
            ["help-pieces"],
            pieces
        ),
        spec!("status", [], "", ["help-status"], |a| alone(
            a,
            Some(Command::Status)
        )),
        spec!(
            "eval",
            ["bewertung", "vurdering", "evaluatie"],
            "",
            ["help-eval"],
            |a| alone(a, Some(Command::Study(StudyQuestion::Eval)))
        ),
        spec!(
            "best",
            ["bester", "bedste", "beste"],
            "",
            ["help-best"],
            |a| alone(a, Some(Command::Study(StudyQuestion::Best)))
        ),
        spec!("line", ["abspiel"], "", ["help-line"], |a| alone(
            a,
            Some(Command::Study(StudyQuestion::Line))
        )),
        spec!("review", [], "", ["help-review"], |a| alone(
            a,
            Some(Command::Study(StudyQuestion::Review))
        )),
        spec!(
            "mistakes",
            ["fehler", "fejl", "feil", "fouten"],
            "mistakes white",
            ["help-mistakes"],
            |a| match a.words.as_slice() {
                [] => Some(Command::Study(StudyQuestion::Mistakes(None))),
                [c] => color_word(c).map(|c| Command::Study(StudyQuestion::Mistakes(Some(c)))),
                _ => None,
            }
        ),
        spec!(
            "threat",
            ["drohung", "trussel", "dreiging"],
            "",
            ["help-threat"],
            |a| alone(a, Some(Command::Study(StudyQuestion::Threat)))
        ),
        spec!(
            "retry",
            ["nochmal", "igen", "igjen", "opnieuw"],
            "retry 2",
            ["help-retry"],
            |a| match a.words.as_slice() {
                [] => Some(Command::Study(StudyQuestion::Retry(None))),
                // Any number: one that names no turning point is said so.
                [n] => n
                    .parse()
                    .ok()
                    .map(|n| Command::Study(StudyQuestion::Retry(Some(n)))),
                _ => None,
            }
        ),
        spec!(
            "engine",
            [],
            "engine restart",
            ["help-engine"],
            |a| match a.words.as_slice() {
                [w] if w.eq_ignore_ascii_case("restart") => Some(Command::EngineRestart),
                _ => None,
            }
        ),
        spec!(
            "draw",
            ["remis", "remise"],
            "draw white",
            ["help-draw"],
            |a| by_side(a, Action::OfferDraw)
        ),
        spec!("accept", [], "", ["help-accept"], |a| alone(
            a,
            act(Action::Accept)
        )),
        spec!("decline", [], "", [], |a| alone(a, act(Action::Decline))),
        spec!("resign", [], "resign black", ["help-resign"], |a| by_side(
            a,
            Action::Resign
        )),
        spec!(
            "claim",
            [],
            "claim threefold Ng1",
            ["help-claim", "help-claim-time", "help-claim-quickplay"],
            claim
        ),
        spec!("addtime", [], "addtime black 2m", ["help-addtime"], |a| {
            clock_change(a, false)
        }),
        spec!(
            "setclock",
            [],
            "setclock white 1h2m3s",
            ["help-setclock"],
            |a| clock_change(a, true)
        ),
        spec!("wait", [], "wait 90s", ["help-wait"], |a| unitless(
            "wait", a.rest
        )
        .or_else(
            || parse_span(a.rest, Span::seconds(1)).map(Command::Wait)
        )),
        spec!("peg", [], "peg g1 f3", ["help-peg", "help-peg-fixed"], peg),
        spec!("diff", [], "", ["help-diff"], |a| alone(
            a,
            Some(Command::Diff)
        )),
        spec!("compare", [], "", ["help-compare"], |a| Some(
            match non_empty(a) {
                Some(sheet) => Command::Act(Action::Compare(sheet)),
                None => Command::CompareLines,
            }
        )),
        spec!("rollback", [], "", ["help-rollback"], |a| alone(
            a,
            Some(Command::Rollback)
        )),
        spec!("yes", ["ja"], "", ["help-yes"], |a| alone(
            a,
            Some(Command::Yes)
        )),
        spec!("no", ["nej", "nein", "nei", "nee"], "", ["help-no"], |a| {
            alone(a, Some(Command::No))
        }),
        spec!(
            "assistant",
            [],
            "assistant on Eva Holm",
            ["help-assistant"],
            assistant
        ),
        spec!(
            "touch",
            [],
            "touch e2",
            ["help-touch"],
            |a| match a.words.as_slice() {
                [square] => act(Action::Touch(square.to_string(), None)),
                // The blind player's own lifted piece (D.2.2), or anyone's.
                [square, side] | [side, square] if color_word(side).is_some() => {
                    act(Action::Touch(square.to_string(), color_word(side)))
                }
                _ => None,
            }
        ),
        spec!(
            "illegal",
            [],
            "illegal 12 black",
            ["help-illegal", "help-illegal-later", "help-illegal-breach"],
            illegal
        ),
        spec!("report", [], "report illegal Bc5", ["help-report"], report),
        spec!("result", [], "result 1-0", ["help-result"], result),
        // `seal` alone seals a move already announced.
        spec!(
            "seal",
            [],
            "seal Nf3",
            ["help-seal", "help-seal-absent"],
            seal
        ),
        spec!(
            "unseal",
            [],
            "unseal absent",
            ["help-unseal", "help-unseal-absent"],
            |a| match a.words.as_slice() {
                [] => act(Action::Unseal),
                [w] if w.eq_ignore_ascii_case("absent") => act(Action::StartReplier),
                _ => None,
            }
        ),
        spec!("envelope", [], "", ["help-envelope"], |a| Some(
            Command::Envelope(non_empty(a))
        )),
        spec!("repeat", ["again"], "", ["help-repeat"], |a| alone(
            a,
            Some(Command::Repeat)
        )),
        spec!("rate", [], "rate 120", ["help-rate"], |a| percent(a, RATE)
            .map(Command::Rate)),
        spec!("volume", [], "volume 80", [], |a| percent(a, VOLUME)
            .map(Command::Volume)),
        spec!("earcons", [], "earcons off", ["help-earcons"], |a| match a
            .rest
            .to_lowercase()
            .as_str()
        {
            "on" => Some(Command::Earcons(true)),
            "off" => Some(Command::Earcons(false)),
            _ => None,
        }),
        spec!("quiet", ["hush", "stop"], "", ["help-quiet"], |a| alone(
            a,
            Some(Command::Quiet)
        )),
        spec!(
            "help",
            ["?", "hjælp", "hilfe", "hjelp", "hulp"],
            "help compare",
            ["help-help"],
            |a| Some(Command::Help(non_empty(a)))
        ),
        spec!("quit", ["exit", "bye"], "", ["help-quit"], |a| alone(
            a,
            Some(Command::Quit)
        )),
    ];

/// Where a typed line stops being shown: a sealed move is never shown,
/// spoken or kept for recall (A.1), so everything after the word `seal` is
/// secret, wherever it stands and however the line is mistyped (`sealNf3`,
/// `seal:Nf3`, `e4seal Nf3`): a slip of typing must not say the move
/// either. The char index it starts at; `None` for a line with nothing
/// after `seal`.
pub fn secret_from(line: &str) -> Option<usize> {
    // `unseal absent` holds no move.
    if parse(line) == Command::Act(Action::StartReplier) {
        return None;
    }
    // ASCII lower-casing keeps every byte offset, whatever else the line holds.
    let lower = line.to_ascii_lowercase();
    let at = lower.find("seal")? + "seal".len();
    let rest = line.get(at..)?;
    (!rest.trim().is_empty()).then(|| line[..at].chars().count())
}

/// Whether a typed line starts with a command's name (or alias).
pub fn is_command(line: &str) -> bool {
    !matches!(parse(line), Command::Act(Action::Move(_)))
}

/// Reads a typed line: a command of the table, or else a move.
/// `resign Anna Hansen`, `draw Bo`: a player named instead of a colour,
/// which the program allows wherever a side is named, read as the colour.
/// The whole name or one word of it that names only one player; anything
/// else stays as typed.
pub fn with_names(line: &str, white: Option<&str>, black: Option<&str>) -> String {
    let trimmed = line.trim();
    let Some((word, rest)) = trimmed.split_once(char::is_whitespace) else {
        return line.to_string();
    };
    let word_lower = word.to_lowercase();
    if !["resign", "draw", "remis", "remise"].contains(&word_lower.as_str()) {
        return line.to_string();
    }
    let rest = rest.trim().to_lowercase();
    let fits = |name: Option<&str>| {
        name.map(str::to_lowercase)
            .is_some_and(|n| n == rest || n.split_whitespace().any(|part| part == rest))
    };
    match (fits(white), fits(black)) {
        (true, false) => format!("{word} white"),
        (false, true) => format!("{word} black"),
        _ => line.to_string(),
    }
}

pub fn parse(line: &str) -> Command {
    // The help writes spoken moves in quotes ("springer felix drei"): typed
    // as shown, the quotes are no part of what is meant.
    let unquoted: String = line
        .chars()
        .filter(|c| !matches!(c, '"' | '“' | '”' | '„'))
        .collect();
    let line = unquoted.trim();
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    let word = word.to_lowercase();
    let Some(spec) = COMMANDS.iter().find(|s| s.matches(&word)) else {
        return Command::Act(Action::Move(line.to_string()));
    };
    let args = Args {
        rest,
        words: rest.split_whitespace().collect(),
    };
    match (spec.read)(&args) {
        Some(Command::Extra { words, .. }) => Command::Extra {
            command: spec.name,
            words,
        },
        Some(command) => command,
        None => Command::Usage(spec.name, spec.example),
    }
}

#[cfg(test)]
mod tests;
