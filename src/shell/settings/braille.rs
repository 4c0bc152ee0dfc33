//! `[braille]`: how braille is written (the envelope's BRF pages).

use serde::{Deserialize, Deserializer};

use super::problem::Allowed;
use super::value::text_or_empty;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BrailleSettings {
    /// A liblouis table by name; `None`: the player's language's own.
    #[serde(deserialize_with = "table")]
    pub table: Option<String>,
    /// The full screen shown on a braille display through BRLTTY.
    pub display: bool,
}

fn table<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    text_or_empty(d, &Allowed::BrailleTable)
}
