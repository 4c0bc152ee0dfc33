//! `[game]`: how a new game is set up.

use std::fmt;

use serde::de::{self, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer};
use shakmaty::Color;

use super::problem::{Allowed, Empty, Noun, Why};
use super::value::{OneOf, expecting, one_of, one_of_or_empty, parsed, text, text_or_empty, unfit};
use crate::core::clock::{Cadence, MAX_TYPED_HOURS, Span, TimeControl, parse_span};
use crate::core::kind::{Kind, Supervision};
use crate::core::laws::Laws;
use crate::core::session::Mirror;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSettings {
    #[serde(deserialize_with = "control")]
    pub control: TimeControl,
    #[serde(deserialize_with = "laws")]
    pub laws: Laws,
    /// The kind of game where the event's regulations give it; `None`: as
    /// the time control makes it.
    #[serde(deserialize_with = "kind")]
    pub kind: Option<Kind>,
    /// How rapid and blitz games are supervised (2014/2017 A.3/A.4, B.3/B.4).
    #[serde(deserialize_with = "one_of")]
    pub supervision: Supervision,
    /// The event announced a quickplay finish (2001/2005 10, 2014 G, 2017 III).
    pub quickplay: bool,
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

fn kind<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Kind>, D::Error> {
    one_of_or_empty(d, Empty::OfControl)
}

fn port<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    text_or_empty(d, &Allowed::SerialPort)
}

const HOURS: i64 = MAX_TYPED_HOURS;

/// A control that reads but is most likely a slip is refused with what
/// was probably meant, in a file as on the command line.
fn control<'de, D: Deserializer<'de>>(d: D) -> Result<TimeControl, D::Error> {
    let allowed = Allowed::TimeControl { hours: HOURS };
    let typed = text(d, &allowed)?;
    TimeControl::parse(&typed).map_err(|e| match e.slip {
        Some(slip) => unfit(Why::Slip { text: e.text, slip }),
        None => unfit(Why::Not {
            what: Noun::TimeControl,
            allowed,
        }),
    })
}

fn cadence<'de, D: Deserializer<'de>>(d: D) -> Result<Cadence, D::Error> {
    let allowed = Allowed::Cadence { hours: HOURS };
    parsed(d, Noun::Cadence, allowed, |text| Cadence::parse(text).ok())
}

/// An edition's year, as a number or a string.
fn laws<'de, D: Deserializer<'de>>(d: D) -> Result<Laws, D::Error> {
    struct Year(Allowed);
    impl Year {
        fn find<E: de::Error>(&self, year: &str) -> Result<Laws, E> {
            year.parse().map_err(|_| {
                unfit(Why::Not {
                    what: Noun::Edition,
                    allowed: self.0.clone(),
                })
            })
        }
    }
    impl Visitor<'_> for Year {
        type Value = Laws;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            expecting(f, &self.0)
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
    d.deserialize_any(Year(Allowed::Editions(newest_first)))
}

/// A list of times; each item is read on its own, so a wrong one is named
/// with its line.
fn warnings<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Span>, D::Error> {
    struct Time(Span);
    impl<'de> Deserialize<'de> for Time {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Time, D::Error> {
            let allowed = Allowed::Time { hours: HOURS };
            parsed(d, Noun::Time, allowed, |text| {
                parse_span(text, Span::minutes(1)).map(Time)
            })
        }
    }
    struct List;
    impl<'de> Visitor<'de> for List {
        type Value = Vec<Span>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            expecting(f, &Allowed::Times { hours: HOURS })
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
    const NOUN: Noun = Noun::Colour;
    fn named() -> Vec<(Color, String)> {
        Color::ALL
            .map(|c| (c, c.fold_wb("white", "black").to_string()))
            .to_vec()
    }
}

impl OneOf for Mirror {
    const NOUN: Noun = Noun::MirrorMode;
    fn named() -> Vec<(Mirror, String)> {
        [(Mirror::Assumed, "assumed"), (Mirror::Strict, "strict")]
            .map(|(m, name)| (m, name.to_string()))
            .to_vec()
    }
}

impl OneOf for Kind {
    const NOUN: Noun = Noun::KindOfGame;
    fn named() -> Vec<(Kind, String)> {
        Kind::ALL.map(|k| (k, k.name().to_string())).to_vec()
    }
}

impl OneOf for Supervision {
    const NOUN: Noun = Noun::Supervision;
    fn named() -> Vec<(Supervision, String)> {
        [Supervision::Partial, Supervision::Full]
            .map(|s| (s, s.name().to_string()))
            .to_vec()
    }
}
