//! `[game]`: how a new game is set up.

use std::fmt;

use serde::de::{self, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer};
use shakmaty::Color;

use super::value::{OneOf, one_of, parsed, text_or_empty};
use crate::core::clock::{Cadence, Span, TimeControl, parse_span};
use crate::core::laws::Laws;
use crate::core::session::Mirror;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSettings {
    #[serde(deserialize_with = "control")]
    pub control: TimeControl,
    #[serde(deserialize_with = "laws")]
    pub laws: Laws,
    /// The blind or visually impaired player's colour.
    #[serde(deserialize_with = "one_of")]
    pub color: Color,
    /// Time left on the blind player's clock at which annabella warns.
    #[serde(deserialize_with = "warnings")]
    pub warnings: Vec<Span>,
    /// The time called out unasked.
    #[serde(deserialize_with = "cadence")]
    pub periodic: Cadence,
    #[serde(deserialize_with = "one_of")]
    pub mirror: Mirror,
    /// The serial port of the sighted player's electronic board; `None`:
    /// no board.
    #[serde(deserialize_with = "port")]
    pub eboard: Option<String>,
}

fn port<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    text_or_empty(
        d,
        "a serial port such as \"/dev/ttyACM0\" or \"COM3\", or \"\" for none",
    )
}

const CONTROL: &str = "PGN's form (40/5400:1800+30, 300+3, 5400d5) or FIDE's shorthand \
                       (90/40+30+30s, 15+10, 3+2), each time at most 100 hours";
const TIME: &str = "times such as \"5m\", \"1m30s\", \"90s\" or \"1:30\" (a bare number is minutes), \
     at most 100 hours";
const CADENCE: &str =
    "\"\" (off) or calls such as \"5m, 1m<10m, 10s<1m\", each time at most 100 hours";

fn control<'de, D: Deserializer<'de>>(d: D) -> Result<TimeControl, D::Error> {
    parsed(d, CONTROL, |text| {
        TimeControl::parse(text).map_err(|_| format!("is not a time control; allowed: {CONTROL}"))
    })
}

fn cadence<'de, D: Deserializer<'de>>(d: D) -> Result<Cadence, D::Error> {
    parsed(d, CADENCE, |text| {
        Cadence::parse(text).map_err(|_| format!("is not a cadence; allowed: {CADENCE}"))
    })
}

/// An edition's year, as a number or a string.
fn laws<'de, D: Deserializer<'de>>(d: D) -> Result<Laws, D::Error> {
    struct Year(String);
    impl Year {
        fn find<E: de::Error>(&self, year: &str) -> Result<Laws, E> {
            let Year(allowed) = self;
            year.parse().map_err(|_| {
                E::custom(format!("is not an edition of the laws; allowed: {allowed}"))
            })
        }
    }
    impl Visitor<'_> for Year {
        type Value = Laws;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str(&self.0)
        }
        fn visit_str<E: de::Error>(self, year: &str) -> Result<Laws, E> {
            self.find(year)
        }
        fn visit_i64<E: de::Error>(self, year: i64) -> Result<Laws, E> {
            self.find(&year.to_string())
        }
        fn visit_u64<E: de::Error>(self, year: u64) -> Result<Laws, E> {
            self.find(&year.to_string())
        }
    }
    let newest_first: Vec<String> = Laws::ALL.iter().rev().map(Laws::to_string).collect();
    d.deserialize_any(Year(newest_first.join(", ")))
}

/// A list of times; each item is read on its own, so a wrong one is named
/// with its line.
fn warnings<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Span>, D::Error> {
    struct Time(Span);
    impl<'de> Deserialize<'de> for Time {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Time, D::Error> {
            parsed(d, TIME, |text| {
                parse_span(text, Span::minutes(1))
                    .map(Time)
                    .ok_or_else(|| format!("is not a time; allowed: {TIME}"))
            })
        }
    }
    struct List;
    impl<'de> Visitor<'de> for List {
        type Value = Vec<Span>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            write!(f, "a list of {TIME}, or [] for none")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<Vec<Span>, A::Error> {
            let mut spans = Vec::new();
            while let Some(Time(span)) = items.next_element()? {
                spans.push(span);
            }
            Ok(spans)
        }
    }
    d.deserialize_seq(List)
}

impl OneOf for Color {
    const NOUN: &'static str = "a colour";
    fn named() -> Vec<(Color, String)> {
        Color::ALL
            .map(|c| (c, c.fold_wb("white", "black").to_string()))
            .to_vec()
    }
}

impl OneOf for Mirror {
    const NOUN: &'static str = "a mirror mode";
    fn named() -> Vec<(Mirror, String)> {
        [(Mirror::Assumed, "assumed"), (Mirror::Strict, "strict")]
            .map(|(m, name)| (m, name.to_string()))
            .to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::clock::MAX_TYPED_HOURS;

    /// The constants above are literals (serde's messages take `&'static
    /// str`), so this keeps the range they say equal to the range read.
    #[test]
    fn the_range_said_is_the_range_read() {
        for text in [CONTROL, TIME, CADENCE] {
            assert!(
                text.ends_with(&format!("at most {MAX_TYPED_HOURS} hours")),
                "{text}"
            );
        }
    }
}
