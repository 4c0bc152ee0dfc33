//! Time controls as typed and as PGN writes them (`90/40+30+30s`,
//! `40/5400:1800+30`, `15+10`, `G/90+d5`), and durations typed by a person
//! ("1h 30m", "90s", "2 Minuten"): read, or refused with what was most
//! likely meant.

use serde::{Deserialize, Serialize};

use super::Span;

/// [`Span::MAX_TYPED`] in hours, as the usage messages say it.
pub const MAX_TYPED_HOURS: i64 = 100;

/// Reads a duration typed by a person: "90s", "1h2m", "1h2m3s", "2m", "1:30",
/// "1:02:03"; a bare number is `bare_unit`. Nothing longer than
/// [`Span::MAX_TYPED`] is read: every step is checked, so no number a person
/// types wraps around into another time.
pub fn parse_span(text: &str, bare_unit: Span) -> Option<Span> {
    parse_unchecked(text, bare_unit).filter(|s| *s <= Span::MAX_TYPED)
}

fn parse_unchecked(text: &str, bare_unit: Span) -> Option<Span> {
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() {
        return None;
    }
    if t.contains(':') {
        let parts: Vec<i64> = t
            .split(':')
            .map(|p| p.parse().ok().filter(|v: &i64| *v >= 0))
            .collect::<Option<_>>()?;
        let seconds = match parts[..] {
            [m, s] if s < 60 => m.checked_mul(60)?.checked_add(s)?,
            [h, m, s] if m < 60 && s < 60 => h.checked_mul(3600)?.checked_add(m * 60 + s)?,
            _ => return None,
        };
        return seconds.checked_mul(1000).map(Span);
    }
    if let Ok(n) = t.parse::<i64>() {
        return (n >= 0)
            .then(|| n.checked_mul(bare_unit.0))
            .flatten()
            .map(Span);
    }
    let mut total = 0i64;
    let mut number = String::new();
    let mut chars = t.chars().peekable();
    let mut any = false;
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let mut unit = c.to_string();
        while let Some(&n) = chars.peek() {
            if n.is_ascii_alphabetic() {
                unit.push(n);
                chars.next();
            } else {
                break;
            }
        }
        let value: i64 = number.parse().ok()?;
        number.clear();
        // The units in the words of each language the program speaks
        // (German, Danish, Norwegian), as a player types them.
        let ms = match unit.to_lowercase().as_str() {
            "h" | "hr" | "hour" | "hours" | "t" | "std" | "stunde" | "stunden" | "time"
            | "timer" => 3_600_000,
            "m" | "min" | "mins" | "minute" | "minutes" | "minuten" | "minut" | "minutt"
            | "minutter" => 60_000,
            "s" | "sec" | "secs" | "second" | "seconds" | "sek" | "sekunde" | "sekunden"
            | "sekund" | "sekunder" => 1000,
            "ms" => 1,
            _ => return None,
        };
        total = value.checked_mul(ms).and_then(|v| total.checked_add(v))?;
        any = true;
    }
    if !number.is_empty() {
        return None;
    }
    any.then_some(Span(total))
}

/// One period of a time control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    /// Moves to make in this period; `None`: all the rest of the game.
    pub moves: Option<u32>,
    /// Time added at the start of the period.
    pub base: Span,
    /// Fischer increment, added after each completed move.
    pub increment: Span,
    /// Bronstein delay: the part of it a move used is given back.
    pub delay: Span,
}

/// A time control: one or more periods. If the last period has a move count,
/// it repeats (PGN's "40/7200").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    pub periods: Vec<Period>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ControlError {
    pub text: String,
    /// A control that reads, but is most likely a slip: said with what was
    /// probably meant (the program's rule: a likely slip is refused, never
    /// guessed).
    pub slip: Option<Slip>,
}

/// A time control that is most likely a slip of the keyboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slip {
    /// "40/90": more moves than minutes; "90/40" was meant.
    Swapped { minutes: u32, moves: u32 },
    /// "0+5": no time to start with.
    NoBase,
    /// "40/90:30", "10": a period of under three minutes written as bare
    /// seconds, where minutes were most likely meant.
    Seconds { seconds: u32 },
}

impl TimeControl {
    pub fn period(&self, index: usize) -> &Period {
        &self.periods[index.min(self.periods.len() - 1)]
    }

    /// Where a side stands after `completed` moves: its period, the moves
    /// made in it, and all the time the control has given it by then
    /// (bases and increments). Counted a period at a time, and the last,
    /// repeating period a whole number of rounds at once, so that a
    /// position numbered move 4,000,000,000 costs no more than move 40.
    pub fn after(&self, completed: u32) -> (usize, u32, Span) {
        let times = |span: Span, n: u64| Span(span.0.saturating_mul(n as i64));
        let last = self.periods.len() - 1;
        let (mut period, mut in_period) = (0usize, 0u32);
        let mut given = self.period(0).base;
        let mut left = u64::from(completed);
        while left > 0 {
            let p = *self.period(period);
            let Some(n) = p.moves.filter(|n| *n > 0) else {
                // A period to the end of the game takes every move left.
                given += times(p.increment, left);
                in_period = in_period.saturating_add(left as u32);
                break;
            };
            if period >= last && in_period == 0 && left >= u64::from(n) {
                // Whole rounds of the repeating period: each gives its
                // increments and then its base again.
                let rounds = left / u64::from(n);
                given += times(p.increment, rounds * u64::from(n)) + times(p.base, rounds);
                period = period.saturating_add(rounds as usize);
                left -= rounds * u64::from(n);
                continue;
            }
            let take = left.min(u64::from(n - in_period));
            given += times(p.increment, take);
            in_period += take as u32;
            left -= take;
            if in_period >= n {
                period += 1;
                in_period = 0;
                given += self.period(period).base;
            }
        }
        (period, in_period, given)
    }

    /// As PGN writes it in the TimeControl tag ("40/5400+30:1800+30"); a delay
    /// has no PGN form and is left out there.
    pub fn pgn(&self) -> String {
        self.periods
            .iter()
            .map(|p| {
                let mut s = String::new();
                if let Some(n) = p.moves {
                    s.push_str(&format!("{n}/"));
                }
                s.push_str(&format!("{}", p.base.whole_seconds()));
                if p.increment > Span::ZERO {
                    s.push_str(&format!("+{}", p.increment.whole_seconds()));
                }
                s
            })
            .collect::<Vec<_>>()
            .join(":")
    }

    /// Reads PGN's TimeControl form (`40/5400:1800+30`, `300+3`, `5400d5` for a
    /// delay) and FIDE's shorthand (`90/40+30+30s`, `120/40+60/20+30`, `15+10`,
    /// `3+2`). A bare `X+Y` is minutes + seconds when X < 180, else seconds +
    /// seconds; a unit (`90m+30s`, `300s+3s`) always wins.
    pub fn parse(text: &str) -> Result<TimeControl, ControlError> {
        let error = || ControlError {
            text: text.to_string(),
            slip: None,
        };
        let slip = |slip| ControlError {
            text: text.to_string(),
            slip: Some(slip),
        };
        let t: String = text
            .trim()
            .to_ascii_lowercase()
            .split_whitespace()
            .collect();
        // "G/90" is 90 minutes for the game; what follows (an increment, a
        // delay) keeps its own unit.
        let t = t
            .strip_prefix("g/")
            .map(|rest| {
                let end = rest.find(['+', 'd']).unwrap_or(rest.len());
                format!("{}m{}", &rest[..end], &rest[end..])
            })
            .unwrap_or(t.clone());
        if t.is_empty() {
            return Err(error());
        }
        if let Some((minutes, moves)) = fide_minutes_and_moves(&t)
            && moves > minutes
        {
            return Err(slip(Slip::Swapped { minutes, moves }));
        }
        if !is_fide_shorthand(&t)
            && let Some(seconds) = bare_seconds(&t)
        {
            return Err(slip(Slip::Seconds { seconds }));
        }
        let control = if is_fide_shorthand(&t) {
            parse_fide(&t)
        } else {
            parse_pgn(&t)
        }
        .ok_or_else(error)?;
        if control
            .periods
            .first()
            .is_some_and(|p| p.base == Span::ZERO)
        {
            return Err(slip(Slip::NoBase));
        }
        let valid = !control.periods.is_empty()
            && control
                .periods
                .iter()
                .all(|p| p.base >= Span::ZERO && p.moves != Some(0))
            && control
                .periods
                .iter()
                .all(|p| p.base > Span::ZERO || p.increment > Span::ZERO)
            && control.periods[..control.periods.len() - 1]
                .iter()
                .all(|p| p.moves.is_some());
        if valid { Ok(control) } else { Err(error()) }
    }
}

/// The first period time of a PGN control written as bare seconds under
/// three minutes ("40/90:30" is 40 moves in 90 seconds): minutes were most
/// likely meant. "15+10" is minutes already, as players write it; a time
/// with a unit ("90s") is as written.
fn bare_seconds(t: &str) -> Option<u32> {
    let parts: Vec<&str> = t.split(':').collect();
    parts.iter().find_map(|part| {
        let (moves, rest) = match part.split_once('/') {
            // PGN's "40/5400": a move count before the slash.
            Some((n, rest)) if n.chars().all(|c| c.is_ascii_digit()) => (true, rest),
            Some(_) => return None,
            None => (false, *part),
        };
        let base = rest.split(['+', 'd']).next().unwrap_or(rest);
        let bare_minutes = !moves && rest.contains('+') && parts.len() == 1;
        let n = base.parse::<u32>().ok()?;
        (!bare_minutes && (1..180).contains(&n)).then_some(n)
    })
}

/// The minutes and moves of a FIDE shorthand's first period ("90/40…").
fn fide_minutes_and_moves(t: &str) -> Option<(u32, u32)> {
    if !is_fide_shorthand(t) {
        return None;
    }
    let (time, rest) = t.split_once('/')?;
    let moves: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some((time.parse().ok()?, moves.parse().ok()?))
}

/// "90/40…": minutes before the slash, a small move count after it.
fn is_fide_shorthand(t: &str) -> bool {
    if t.contains(':') {
        return false;
    }
    let Some((time, rest)) = t.split_once('/') else {
        return false;
    };
    let moves: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let after = &rest[moves.len()..];
    // Minutes, bare or with their unit ("90/40", "90m/40").
    let (time, unit) = match time.strip_suffix('m') {
        Some(t) => (t, true),
        None => (time, false),
    };
    time.chars().all(|c| c.is_ascii_digit())
        && matches!(moves.parse::<u32>(), Ok(n) if n < 180)
        && matches!(time.parse::<u32>(), Ok(n) if n < 180 || unit)
        && (after.is_empty() || after.starts_with('+'))
}

fn parse_fide(t: &str) -> Option<TimeControl> {
    let mut periods = Vec::new();
    let mut increment = Span::ZERO;
    let mut delay = Span::ZERO;
    for term in t.split('+') {
        if let Some((time, moves)) = term.split_once('/') {
            periods.push(Period {
                moves: Some(moves.parse().ok()?),
                base: parse_span(time, Span::minutes(1))?,
                increment: Span::ZERO,
                delay: Span::ZERO,
            });
        } else if let Some(d) = term.strip_prefix('d') {
            delay = parse_span(d, Span::seconds(1))?;
        } else if term.ends_with('s') && !term.ends_with("ms") {
            increment = parse_span(term, Span::seconds(1))?;
        } else {
            periods.push(Period {
                moves: None,
                base: parse_span(term, Span::minutes(1))?,
                increment: Span::ZERO,
                delay: Span::ZERO,
            });
        }
    }
    for p in &mut periods {
        p.increment = increment;
        p.delay = delay;
    }
    Some(TimeControl { periods })
}

fn parse_pgn(t: &str) -> Option<TimeControl> {
    let mut periods = Vec::new();
    for part in t.split(':') {
        let (moves, rest) = match part.split_once('/') {
            Some((n, rest)) => (Some(n.parse().ok()?), rest),
            None => (None, part),
        };
        // "5+d3", like "15+10", is a player's minutes: a plus before the delay.
        let plus = rest.contains('+');
        let (rest, delay) = match rest.split_once('d') {
            Some((r, d)) => (r.trim_end_matches('+'), parse_span(d, Span::seconds(1))?),
            None => (rest, Span::ZERO),
        };
        let (base_text, inc_text) = match rest.split_once('+') {
            Some((b, i)) => (b, Some(i)),
            None => (rest, None),
        };
        // The habit of players and servers: "15+10" is minutes; PGN's "300+3" seconds.
        let bare_minutes = moves.is_none()
            && plus
            && base_text.parse::<u32>().is_ok_and(|n| n < 180)
            && t.split(':').count() == 1;
        let base_unit = if bare_minutes {
            Span::minutes(1)
        } else {
            Span::seconds(1)
        };
        periods.push(Period {
            moves,
            base: parse_span(base_text, base_unit)?,
            increment: match inc_text {
                Some(i) => parse_span(i, Span::seconds(1))?,
                None => Span::ZERO,
            },
            delay,
        });
    }
    Some(TimeControl { periods })
}
