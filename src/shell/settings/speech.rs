//! `[speech]`: who speaks, how fast and loud, and through which devices.

use clap::ValueEnum;
use serde::{Deserialize, Deserializer};

use super::problem::{Allowed, Noun};
use super::value::{OneOf, one_of, text_or_empty, whole};

// Who speaks is the speech module's own choice; the settings read it.
pub use crate::shell::speech::Choice;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpeechSettings {
    #[serde(deserialize_with = "one_of")]
    pub backend: Choice,
    /// Percent of normal.
    #[serde(deserialize_with = "whole::<_, 10, 400>")]
    pub rate: u32,
    /// Percent of normal.
    #[serde(deserialize_with = "whole::<_, 0, 100>")]
    pub volume: u32,
    pub earcons: bool,
    /// Silence between the built-in voice's words.
    #[serde(deserialize_with = "whole::<_, 0, 1000>")]
    pub gap_ms: u32,
    /// Part of a sound device's name; none: the default device.
    #[serde(deserialize_with = "device")]
    pub public_device: Option<String>,
    #[serde(deserialize_with = "device")]
    pub private_device: Option<String>,
}

fn device<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    text_or_empty(d, &Allowed::Device)
}

impl OneOf for Choice {
    const NOUN: Noun = Noun::SpeechBackend;
    fn named() -> Vec<(Choice, String)> {
        Choice::value_variants()
            .iter()
            .filter_map(|c| Some((*c, c.to_possible_value()?.get_name().to_string())))
            .collect()
    }
}

impl SpeechSettings {
    /// The speech's options for `voice`: the settings are read here, so
    /// that the speech module depends on none of them.
    pub fn options(&self, voice: &crate::core::vocab::Voice) -> crate::shell::speech::Options {
        crate::shell::speech::Options {
            voices: voice
                .vocabularies()
                .iter()
                .map(|v| v.id().to_string())
                .collect(),
            language: voice.language().to_string(),
            rate: self.rate,
            volume: self.volume,
            earcons: self.earcons,
            gap_ms: self.gap_ms,
            public_device: self.public_device.clone(),
            private_device: self.private_device.clone(),
            log: None,
        }
    }
}
