//! `[speech]`: who speaks, how fast and loud, and through which devices.

use clap::ValueEnum;
use serde::{Deserialize, Deserializer};

use super::problem::{Allowed, Noun};
use super::value::{OneOf, one_of, text_or_empty, whole};

/// What the user asked for with `--speech`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Choice {
    /// Built-in voice if an audio device opens, else the system voice, else text
    Auto,
    /// The built-in voice: recorded words played through the sound card
    Clips,
    /// The system speech service (speech-dispatcher, SAPI, AVFoundation)
    Tts,
    /// Windows: the running screen reader (NVDA, JAWS …), in its own voice
    /// and rate; elsewhere the system voice, which Orca shares
    Reader,
    /// Print only: a screen reader or braille display reads the lines
    Text,
    /// Nothing but the printed lines
    None,
}

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
