//! `[engine]`: the chess engine of practice games and of study.

use serde::{Deserialize, Deserializer};

use super::problem::{Allowed, Noun};
use super::value::{parsed, text};
use crate::core::clock::{MAX_TYPED_HOURS, Span, parse_span};
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
    #[serde(deserialize_with = "analysis_time")]
    pub analysis_time: Span,
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

fn analysis_time<'de, D: Deserializer<'de>>(d: D) -> Result<Span, D::Error> {
    let allowed = Allowed::Seconds {
        hours: MAX_TYPED_HOURS,
    };
    parsed(d, Noun::Time, allowed, time)
}
