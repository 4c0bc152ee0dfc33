//! `[voice]`: the vocabulary that announces the moves, and its style.

use std::path::PathBuf;

use serde::{Deserialize, Deserializer};
use toml::de::DeValue;

use super::de::{Placed, ValueOrigin, show};
use super::problem::{Allowed, Empty, LoadWhy, Noun, Problem, Why};
use super::value::{text, text_or_empty};

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VoiceSettings {
    /// The id of the vocabulary that announces the moves.
    #[serde(deserialize_with = "vocabulary")]
    pub voice: String,
    /// Slots taken from another vocabulary; none: from `voice`.
    #[serde(deserialize_with = "slot")]
    pub files: Option<String>,
    #[serde(deserialize_with = "slot")]
    pub ranks: Option<String>,
    #[serde(deserialize_with = "slot")]
    pub pieces: Option<String>,
    pub long: bool,
    pub pawn_name: bool,
    pub check: bool,
}

/// The keys that name a vocabulary. Which vocabularies there are is known
/// only from the disk, so these are checked after the file is read.
const VOCABULARIES: [&str; 4] = ["voice", "files", "ranks", "pieces"];

fn vocabulary<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    text(d, &Allowed::Vocabulary)
}

fn slot<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    text_or_empty(d, &Allowed::VocabularyOrEmpty)
}

/// The first vocabulary the user's file names that is not there (of those in
/// `voice_dirs`, the built-in ones and `ANNABELLA_VOICES`). The vocabularies
/// are read only if the file names one.
pub(super) fn unknown_vocabulary(user: &DeValue, voice_dirs: &[PathBuf]) -> Option<Placed> {
    let section = user.as_table()?.get("voice")?.get_ref().as_table()?;
    let mut named: Vec<_> = VOCABULARIES
        .iter()
        .filter_map(|key| {
            let value = section.get(*key)?;
            let id = value.get_ref().as_str().filter(|id| !id.is_empty())?;
            Some((*key, value, id))
        })
        .collect();
    named.sort_by_key(|(_, value, _)| value.span().start);
    let (first, value, _) = *named.first()?;
    let place = |span, problem| {
        Some(Placed {
            span,
            origin: ValueOrigin::User,
            problem,
        })
    };
    let all = match crate::shell::voices::load(voice_dirs) {
        Ok(all) => all,
        Err(e) => {
            let problem = Problem::Vocabularies {
                key: first.to_string(),
                why: LoadWhy::of(&e),
            };
            return place(value.span(), problem);
        }
    };
    let ids = all.ids();
    let (key, value, _) = named.into_iter().find(|(_, _, id)| !ids.contains(id))?;
    let names = ids.iter().map(|id| id.to_string()).collect();
    let allowed = if key == "voice" {
        Allowed::Names(names)
    } else {
        Allowed::NamesOrEmpty {
            names,
            empty: Empty::OfVoice,
        }
    };
    let why = Why::Not {
        what: Noun::Voice,
        allowed,
    };
    let problem = Problem::Value {
        key: key.to_string(),
        value: show(value.get_ref()),
        why,
    };
    place(value.span(), problem)
}
