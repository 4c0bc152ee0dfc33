//! `[keys]`: the full screen's key of each action, each checked as it is
//! read (the keys themselves and their rules are `shell::keys`').

use std::collections::BTreeMap;
use std::fmt;

use serde::Deserialize;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Visitor};

use super::problem::{Allowed, Why};
use super::value::{expecting, unfit};
use crate::shell::keys::{KeyAction, KeyMap, KeySpec, Unbindable, check_key};

/// A `[keys]` table. The entries come in the order they are to be checked
/// in: the settings reader gives the defaults the user left alone first,
/// then the user's in the order of the file, so that of two actions with
/// one key the later is refused, and a swap (press = "f3", fix = "f2") is
/// no clash.
impl<'de> Deserialize<'de> for KeyMap {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<KeyMap, D::Error> {
        struct Table;
        impl<'de> Visitor<'de> for Table {
            type Value = KeyMap;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                expecting(f, &Allowed::Keys)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<KeyMap, A::Error> {
                let mut keys = BTreeMap::new();
                while let Some(action) = map.next_key()? {
                    let key = map.next_value_seed(Binding {
                        action,
                        taken: &keys,
                    })?;
                    keys.insert(action, key);
                }
                match KeyAction::ALL.into_iter().find(|a| !keys.contains_key(a)) {
                    Some(missing) => Err(de::Error::missing_field(missing.name())),
                    None => Ok(KeyMap::new(keys)),
                }
            }
        }
        d.deserialize_map(Table)
    }
}

/// One action's key, checked against the keys read before it: a seed, so
/// that a refusal is the entry's own and names its line.
struct Binding<'a> {
    action: KeyAction,
    taken: &'a BTreeMap<KeyAction, KeySpec>,
}

impl<'de> DeserializeSeed<'de> for Binding<'_> {
    type Value = KeySpec;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<KeySpec, D::Error> {
        struct Text;
        impl Visitor<'_> for Text {
            type Value = String;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                expecting(f, &Allowed::Key)
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<String, E> {
                Ok(text.to_string())
            }
        }
        let text = d.deserialize_str(Text)?;
        let unfit = |why| unfit(Why::Key(why));
        let key = KeySpec::parse(&text).map_err(|e| unfit(Unbindable::NotAKey(e)))?;
        check_key(self.action, key).map_err(unfit)?;
        match self.taken.iter().find(|(_, k)| **k == key) {
            Some((other, _)) => Err(unfit(Unbindable::Taken(*other))),
            None => Ok(key),
        }
    }
}
