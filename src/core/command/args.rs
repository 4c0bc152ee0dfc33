//! How each command's words are read: the argument readers the table of
//! commands names (a side, a time, a move number, a percentage …).

use shakmaty::{Color, Square};

use super::{Command, color_word};
use crate::clock::{Span, parse_span};
use crate::outcome::{ClaimKind, GameResult};
use crate::session::{Action, Breach, MoveRef, PegInput};

/// The words after the command word.
pub(super) struct Args<'a> {
    /// Everything after the command word, trimmed.
    pub(super) rest: &'a str,
    pub(super) words: Vec<&'a str>,
}

/// Time to add: "2m", "+2m". Time is taken off with `setclock`, which says
/// what the clock shows after it; a negative `addtime` is not read.
pub(super) fn added_span(text: &str) -> Option<Span> {
    // No time added is no decision to record.
    parse_span(text.strip_prefix('+').unwrap_or(text), Span::seconds(1)).filter(|s| *s > Span::ZERO)
}

/// A time typed as a bare number outside a time control: minutes or
/// seconds? Both are asked: the program never guesses a unit.
pub(super) fn unitless(prefix: &str, text: &str) -> Option<Command> {
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
pub(super) fn optional_number(a: &Args) -> Option<Option<usize>> {
    match a.words.as_slice() {
        [] => Some(None),
        [n] => positive(n).map(Some),
        _ => None,
    }
}

/// `pieces white rooks`, `pieces rooks white`, `pieces rooks` (both sides),
/// `pieces white` (every kind).
pub(super) fn pieces(a: &Args) -> Option<Command> {
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

pub(super) fn is_square(word: &str) -> bool {
    word.to_ascii_lowercase().parse::<Square>().is_ok()
}

pub(super) fn act(action: Action) -> Option<Command> {
    Some(Command::Act(action))
}

/// A command that takes no words: with words after it, refused with them
/// (the command's name is filled in by [`parse`]).
pub(super) fn alone(a: &Args, command: Option<Command>) -> Option<Command> {
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
pub(super) fn by_side(a: &Args, make: fn(Option<Color>) -> Action) -> Option<Command> {
    match a.words.as_slice() {
        [] => act(make(None)),
        [c] => color_word(c).map(|c| Command::Act(make(Some(c)))),
        _ => None,
    }
}

pub(super) fn claim(a: &Args) -> Option<Command> {
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

pub(super) fn clock_change(a: &Args, set: bool) -> Option<Command> {
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

pub(super) fn peg(a: &Args) -> Option<Command> {
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

pub(super) fn assistant(a: &Args) -> Option<Command> {
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

pub(super) fn result(a: &Args) -> Option<Command> {
    let result = match a.rest.to_lowercase().replace(' ', "").as_str() {
        "1-0" => GameResult::WhiteWins,
        "0-1" => GameResult::BlackWins,
        "1/2" | "1/2-1/2" | "½" | "½-½" | "draw" | "remis" => GameResult::Draw,
        _ => return None,
    };
    act(Action::Result(result))
}

/// A percentage within `range`, "120" or "120%".
pub(super) fn percent(a: &Args, range: std::ops::RangeInclusive<u32>) -> Option<u32> {
    let p = a.rest.trim_end_matches('%').trim().parse::<u32>().ok()?;
    range.contains(&p).then_some(p)
}

/// `illegal`, `illegal 12`, `illegal 12 black` (or `12...`), and the 2017
/// breaches `illegal hands white`, `illegal press black`.
pub(super) fn illegal(a: &Args) -> Option<Command> {
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
pub(super) fn seal(a: &Args) -> Option<Command> {
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
pub(super) fn report(a: &Args) -> Option<Command> {
    let (first, rest) = a.rest.split_once(char::is_whitespace)?;
    let rest = rest.trim();
    (first.eq_ignore_ascii_case("illegal") && !rest.is_empty())
        .then(|| Command::Act(Action::ReportIllegal(rest.to_string())))
}

pub(super) fn non_empty(a: &Args) -> Option<String> {
    (!a.rest.is_empty()).then(|| a.rest.to_string())
}
