//! `[engine]`: the chess engine of practice games and of study.

use std::fmt;

use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer};

use super::problem::{Allowed, Noun};
use super::value::{expecting, parsed, text};
use crate::core::clock::{MAX_TYPED_HOURS, Span, parse_span};
use crate::core::engine::study::StudyLimit;
use crate::core::engine::{Strength, Think};

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineSettings {
    /// A program on the PATH, or a path.
    #[serde(deserialize_with = "program")]
    pub program: String,
    #[serde(deserialize_with = "strength")]
    pub strength: Strength,
    #[serde(deserialize_with = "think")]
    pub think: Think,
    /// How long a study's engine looks at a position: a time, or nodes.
    #[serde(deserialize_with = "analysis_time")]
    pub analysis_time: StudyLimit,
    /// The engine's own options (Threads, Hash …), by name: a table.
    #[serde(deserialize_with = "options")]
    pub options: Vec<(String, String)>,
}

/// A table of option names and their values (text, numbers or true/false).
fn options<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(String, String)>, D::Error> {
    struct Table;
    impl<'de> Visitor<'de> for Table {
        type Value = Vec<(String, String)>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            expecting(f, &Allowed::EngineOptions)
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut out = Vec::new();
            while let Some((name, Scalar(value))) = map.next_entry::<String, Scalar>()? {
                out.push((name, value));
            }
            Ok(out)
        }
    }
    d.deserialize_map(Table)
}

/// An option's value, as the engine is sent it.
struct Scalar(String);

impl<'de> Deserialize<'de> for Scalar {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Scalar, D::Error> {
        struct Value;
        impl Visitor<'_> for Value {
            type Value = Scalar;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                expecting(f, &Allowed::EngineOptions)
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
        }
        d.deserialize_any(Value)
    }
}

fn program<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    text(d, &Allowed::EngineProgram)
}

/// "", "1500" or "level 5".
pub fn read_strength(text: &str) -> Option<Strength> {
    let text = text.trim();
    if text.is_empty() {
        return Some(Strength::Full);
    }
    if let Some(level) = text.strip_prefix("level") {
        return level.trim().parse().ok().map(Strength::Level);
    }
    text.parse().ok().map(Strength::Elo)
}

/// "", "2s" or "nodes 20000".
pub fn read_think(text: &str) -> Option<Think> {
    let text = text.trim();
    if text.is_empty() {
        return Some(Think::Clock);
    }
    if let Some(nodes) = text.strip_prefix("nodes") {
        return nodes
            .trim()
            .parse()
            .ok()
            .filter(|n| *n > 0)
            .map(Think::Nodes);
    }
    time(text).map(Think::MoveTime)
}

/// A time of thinking, a bare number being seconds.
pub fn time(text: &str) -> Option<Span> {
    parse_span(text, Span::seconds(1)).filter(|s| *s > Span::ZERO && *s <= Span::MAX_TYPED)
}

fn strength<'de, D: Deserializer<'de>>(d: D) -> Result<Strength, D::Error> {
    parsed(d, Noun::Strength, Allowed::Strength, read_strength)
}

fn think<'de, D: Deserializer<'de>>(d: D) -> Result<Think, D::Error> {
    let allowed = Allowed::Think {
        hours: MAX_TYPED_HOURS,
    };
    parsed(d, Noun::Think, allowed, read_think)
}

/// "2s", or "nodes 20000" for the same answer every time.
fn analysis_time<'de, D: Deserializer<'de>>(d: D) -> Result<StudyLimit, D::Error> {
    let allowed = Allowed::Seconds {
        hours: MAX_TYPED_HOURS,
    };
    parsed(d, Noun::Time, allowed, |text| match read_think(text)? {
        Think::MoveTime(span) => Some(StudyLimit::Time(span)),
        Think::Nodes(n) => Some(StudyLimit::Nodes(n)),
        Think::Clock => None,
    })
}
