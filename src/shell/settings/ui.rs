//! `[ui]`: the language annabella speaks to the user in, and the letters.

use serde::{Deserialize, Deserializer};

use super::problem::{Empty, Noun};
use super::value::{OneOf, one_of_or_empty};
use crate::core::notation::Letters;
use crate::core::text::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UiSettings {
    /// None: the system's language where there is a catalogue, else the
    /// voice's, else English.
    #[serde(deserialize_with = "lang")]
    pub lang: Option<Lang>,
    /// None: those of the language.
    #[serde(deserialize_with = "letters")]
    pub letters: Option<Letters>,
}

fn lang<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    one_of_or_empty(d, Empty::SystemLanguage)
}

fn letters<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Letters>, D::Error> {
    one_of_or_empty(d, Empty::OfLanguage)
}

impl OneOf for Lang {
    const NOUN: Noun = Noun::Language;
    fn named() -> Vec<(Lang, String)> {
        Lang::ALL.map(|l| (l, l.code().to_string())).to_vec()
    }
}

impl OneOf for Letters {
    const NOUN: Noun = Noun::LetterSet;
    fn named() -> Vec<(Letters, String)> {
        Letters::ALL.map(|l| (l, l.code().to_string())).to_vec()
    }
}
