//! The commands of a game, as data: one table names each command, its
//! aliases in the four languages and an example of its arguments, and reads
//! its arguments. Line mode and the full-screen interface both parse a typed
//! line here and hand the [`Command`] to the shell's one runner, so neither
//! ever parses the other's output.

use shakmaty::{Color, Square};

use super::clock::{Span, parse_span};
use super::engine::study::Ask;
use super::outcome::{ClaimKind, GameResult};
use super::session::{Action, Breach, MoveRef, PegInput};

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
    Study(Ask),
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

/// The words after the command word.
struct Args<'a> {
    /// Everything after the command word, trimmed.
    rest: &'a str,
    words: Vec<&'a str>,
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

/// Time to add: "2m", "+2m". Time is taken off with `setclock`, which says
/// what the clock shows after it; a negative `addtime` is not read.
fn added_span(text: &str) -> Option<Span> {
    // No time added is no decision to record.
    parse_span(text.strip_prefix('+').unwrap_or(text), Span::seconds(1)).filter(|s| *s > Span::ZERO)
}

/// A time typed as a bare number outside a time control: minutes or
/// seconds? Both are asked (decisions.md, "Time controls as typed").
fn unitless(prefix: &str, text: &str) -> Option<Command> {
    // "1:30" is 1 h 30 min on a clock face and 1 min 30 s on a stopwatch.
    if let Some((a, b)) = text.trim().split_once(':')
        && !b.contains(':')
        && let (Ok(first), Ok(second)) = (a.parse::<u32>(), b.parse::<u32>())
        && b.len() == 2
        && second < 60
    {
        return Some(Command::ColonTime {
            prefix: prefix.to_string(),
            first,
            second,
        });
    }
    let number = text.trim().parse::<u32>().ok().filter(|n| *n > 0)?;
    Some(Command::Unitless {
        prefix: prefix.to_string(),
        number,
    })
}

/// A count or move number from 1 on: "3".
pub(crate) fn positive(text: &str) -> Option<usize> {
    text.parse::<usize>().ok().filter(|&n| n > 0)
}

/// Nothing, or one number from 1 on.
fn optional_number(a: &Args) -> Option<Option<usize>> {
    match a.words.as_slice() {
        [] => Some(None),
        [n] => positive(n).map(Some),
        _ => None,
    }
}

/// `pieces white rooks`, `pieces rooks white`, `pieces rooks` (both sides),
/// `pieces white` (every kind).
fn pieces(a: &Args) -> Option<Command> {
    pieces_words(&a.words).map(|(side, kind)| Command::Pieces(side, kind))
}

/// The side and the kind of `pieces`, either way round; shared with replay.
pub(crate) fn pieces_words(words: &[&str]) -> Option<(Option<Color>, String)> {
    match words {
        [] => None,
        [c, rest @ ..] if color_word(c).is_some() => Some((color_word(c), rest.join(" "))),
        [rest @ .., c] if color_word(c).is_some() => Some((color_word(c), rest.join(" "))),
        kind => Some((None, kind.join(" "))),
    }
}

fn is_square(word: &str) -> bool {
    word.to_ascii_lowercase().parse::<Square>().is_ok()
}

fn act(action: Action) -> Option<Command> {
    Some(Command::Act(action))
}

/// A command that takes no words: with words after it, refused with them
/// (the command's name is filled in by [`parse`]).
fn alone(a: &Args, command: Option<Command>) -> Option<Command> {
    if a.rest.is_empty() {
        command
    } else {
        Some(Command::Extra {
            command: "",
            words: a.rest.to_string(),
        })
    }
}

/// An optional colour: `draw`, `draw white`.
fn by_side(a: &Args, make: fn(Option<Color>) -> Action) -> Option<Command> {
    match a.words.as_slice() {
        [] => act(make(None)),
        [c] => color_word(c).map(|c| Command::Act(make(Some(c)))),
        _ => None,
    }
}

fn claim(a: &Args) -> Option<Command> {
    let first = a.words.first()?.to_lowercase();
    let kind = match first.as_str() {
        // Whose flag is not said: the claim is the other side's. A word
        // after it ("claim time white") is refused, not read otherwise.
        "time" if a.words.len() == 1 => return act(Action::ClaimTime),
        // The quickplay finish (2017 III.5, 2014 G5, 2005/2001 10.2).
        "quickplay" if a.words.len() == 1 => return act(Action::ClaimQuickplay),
        // Or a 5-second increment for both, a draw offer (III.4, G4).
        "increment" if a.words.len() == 1 => return act(Action::RequestIncrement),
        "threefold" | "repetition" | "3" => ClaimKind::Threefold,
        "fifty" | "50" => ClaimKind::Fifty,
        _ => return None,
    };
    let intended = a.words[1..].join(" ");
    act(Action::Claim(
        kind,
        (!intended.is_empty()).then_some(intended),
    ))
}

fn clock_change(a: &Args, set: bool) -> Option<Command> {
    // "1h 30m" as well as "1h30m": the time may be typed in parts.
    let [c, parts @ ..] = a.words.as_slice() else {
        return None;
    };
    // Parts are joined ("1h 30m", "2 minutes"), but never two bare
    // numbers ("1 30" is no time).
    let number = |p: &str| p.chars().all(|c| c.is_ascii_digit());
    if parts.is_empty() || parts.windows(2).any(|w| number(w[0]) && number(w[1])) {
        return None;
    }
    let joined = parts.concat();
    let t = &joined;
    let color = color_word(c)?;
    let name = if set { "setclock" } else { "addtime" };
    if let Some(unitless) = unitless(&format!("{name} {}", c.to_lowercase()), t) {
        return Some(unitless);
    }
    if set {
        act(Action::SetClock(color, parse_span(t, Span::seconds(1))?))
    } else {
        act(Action::AddTime(color, added_span(t)?))
    }
}

fn peg(a: &Args) -> Option<Command> {
    let squares = |x: &str, y: &str, p: Option<&str>| {
        act(Action::Peg(PegInput::Squares(
            x.to_string(),
            y.to_string(),
            p.map(str::to_string),
        )))
    };
    match a.words.as_slice() {
        [] => None,
        [w] if w.eq_ignore_ascii_case("ok") => act(Action::Peg(PegInput::AsAnnounced)),
        [w] if w.eq_ignore_ascii_case("fixed") => act(Action::PegFixed),
        [x, y] if is_square(x) && is_square(y) => squares(x, y, None),
        [x, y, p] if is_square(x) && is_square(y) && p.chars().count() == 1 => {
            squares(x, y, Some(p))
        }
        _ => act(Action::Peg(PegInput::Move(a.rest.to_string()))),
    }
}

fn assistant(a: &Args) -> Option<Command> {
    match a.words.as_slice() {
        [] => None,
        [w] if w.eq_ignore_ascii_case("off") => act(Action::Assistant(None)),
        [w] if w.eq_ignore_ascii_case("on") => None,
        [w, name @ ..] if w.eq_ignore_ascii_case("on") => {
            act(Action::Assistant(Some(name.join(" "))))
        }
        name => act(Action::Assistant(Some(name.join(" ")))),
    }
}

fn result(a: &Args) -> Option<Command> {
    let result = match a.rest.to_lowercase().replace(' ', "").as_str() {
        "1-0" => GameResult::WhiteWins,
        "0-1" => GameResult::BlackWins,
        "1/2" | "1/2-1/2" | "½" | "½-½" | "draw" | "remis" => GameResult::Draw,
        _ => return None,
    };
    act(Action::Result(result))
}

/// The speech rate and volume `rate` and `volume` take, in percent.
pub const RATE: std::ops::RangeInclusive<u32> = 10..=400;
pub const VOLUME: std::ops::RangeInclusive<u32> = 0..=100;

/// A percentage within `range`, "120" or "120%".
fn percent(a: &Args, range: std::ops::RangeInclusive<u32>) -> Option<u32> {
    let p = a.rest.trim_end_matches('%').trim().parse::<u32>().ok()?;
    range.contains(&p).then_some(p)
}

/// `illegal`, `illegal 12`, `illegal 12 black` (or `12...`), and the 2017
/// breaches `illegal hands white`, `illegal press black`.
fn illegal(a: &Args) -> Option<Command> {
    let number = |word: &str| -> Option<MoveRef> {
        let (digits, side) = if let Some(d) = word.strip_suffix("...") {
            (d, Some(Color::Black))
        } else if let Some(d) = word.strip_suffix('.') {
            (d, Some(Color::White))
        } else {
            (word, None)
        };
        let number = u32::try_from(positive(digits)?).ok()?;
        Some(MoveRef { number, side })
    };
    let breach = |word: &str| match word.to_lowercase().as_str() {
        "hands" => Some(Breach::TwoHands),
        "press" => Some(Breach::PressWithoutMove),
        _ => None,
    };
    match a.words.as_slice() {
        [] => act(Action::Illegal(None)),
        [n] => act(Action::Illegal(Some(number(n)?))),
        [b, c] | [c, b] if breach(b).is_some() && color_word(c).is_some() => {
            act(Action::Breach(breach(b)?, color_word(c)?))
        }
        [n, c] | [c, n] if color_word(c).is_some() => {
            let named = number(n)?;
            let side = color_word(c)?;
            // "12... white" says two sides: not read.
            if named.side.is_some_and(|s| s != side) {
                return None;
            }
            act(Action::Illegal(Some(MoveRef {
                side: Some(side),
                ..named
            })))
        }
        _ => None,
    }
}

/// `seal MOVE`, `seal` (the announced move), and `seal MOVE absent`: the
/// reply sealed because its opponent, the first sealer, is absent (I.9.3).
fn seal(a: &Args) -> Option<Command> {
    let rest = a.rest.trim();
    let lower = rest.to_lowercase();
    match lower.strip_suffix("absent") {
        Some(before) if before.is_empty() || before.ends_with(char::is_whitespace) => {
            let cut = rest.len() - "absent".len();
            act(Action::SealForAbsent(rest[..cut].trim().to_string()))
        }
        _ => act(Action::Seal(rest.to_string())),
    }
}

/// `report illegal MOVE`.
fn report(a: &Args) -> Option<Command> {
    let (first, rest) = a.rest.split_once(char::is_whitespace)?;
    let rest = rest.trim();
    (first.eq_ignore_ascii_case("illegal") && !rest.is_empty())
        .then(|| Command::Act(Action::ReportIllegal(rest.to_string())))
}

fn non_empty(a: &Args) -> Option<String> {
    (!a.rest.is_empty()).then(|| a.rest.to_string())
}

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
            |a| alone(a, Some(Command::Study(Ask::Eval)))
        ),
        spec!(
            "best",
            ["bester", "bedste", "beste"],
            "",
            ["help-best"],
            |a| alone(a, Some(Command::Study(Ask::Best)))
        ),
        spec!("line", ["abspiel"], "", ["help-line"], |a| alone(
            a,
            Some(Command::Study(Ask::Line))
        )),
        spec!("review", [], "", ["help-review"], |a| alone(
            a,
            Some(Command::Study(Ask::Review))
        )),
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
/// `resign Anna Hansen`, `draw Bo`: a player named instead of a colour, as
/// decisions.md allows, read as the colour. The whole name or one word of
/// it that names only one player; anything else stays as typed.
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
