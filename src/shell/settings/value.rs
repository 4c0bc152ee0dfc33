//! Readers for the kinds of value the settings have, for
//! `#[serde(deserialize_with = …)]`. Each says what it takes (its visitor's
//! `expecting`, which becomes "allowed: …" when a value of another kind is
//! there) and what is wrong with a value of the right kind; the reader in
//! `de` adds the key, the value and the line.
//!
//! serde carries both as text (`de::Error::custom`, `Expected`'s Display),
//! where the messages need them as data to say them in the user's language:
//! a reader writes its `Why` or `Allowed` as JSON behind a mark no file can
//! hold, and `de` reads it back into its type.

use std::fmt;

use serde::Serialize;
use serde::de::{self, DeserializeOwned, Deserializer, Visitor};

use super::problem::{Allowed, Empty, Noun, Why};

/// Starts a complaint written as data.
const MARK: &str = "\u{0}annabella-settings:";

/// `value` as a reader hands it to serde.
struct Coded<'a, T>(&'a T);

impl<T: Serialize> fmt::Display for Coded<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let json = serde_json::to_string(self.0).map_err(|_| fmt::Error)?;
        write!(f, "{MARK}{json}")
    }
}

/// What a reader wrote with [`Coded`], read back; `None` for serde's and
/// other libraries' own text.
pub(super) fn decoded<T: DeserializeOwned>(text: &str) -> Option<T> {
    serde_json::from_str(text.strip_prefix(MARK)?).ok()
}

/// A reader's complaint about a value of the right kind.
pub(super) fn unfit<E: de::Error>(why: Why) -> E {
    E::custom(Coded(&why))
}

/// A visitor's `expecting`: what the setting takes.
pub(super) fn expecting(f: &mut fmt::Formatter, allowed: &Allowed) -> fmt::Result {
    fmt::Display::fmt(&Coded(allowed), f)
}

/// A setting that is one of a few names.
pub(super) trait OneOf: Sized + Copy + 'static {
    /// One of them, in a message: "a theme".
    const NOUN: Noun;
    /// Every value with its name in the file, in the order messages list them.
    fn named() -> Vec<(Self, String)>;
}

/// Takes a string, and says `allowed` when the value is something else.
struct Text<'a>(&'a Allowed);

impl Visitor<'_> for Text<'_> {
    type Value = String;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        expecting(f, self.0)
    }
    fn visit_str<E: de::Error>(self, text: &str) -> Result<String, E> {
        Ok(text.to_string())
    }
}

/// A string; `allowed` says what it may be.
pub(super) fn text<'de, D: Deserializer<'de>>(d: D, allowed: &Allowed) -> Result<String, D::Error> {
    d.deserialize_any(Text(allowed))
}

/// A string read by `read`: what it is not (`what`) when `read` finds
/// nothing in it.
pub(super) fn parsed<'de, D: Deserializer<'de>, T>(
    d: D,
    what: Noun,
    allowed: Allowed,
    read: impl FnOnce(&str) -> Option<T>,
) -> Result<T, D::Error> {
    let text = text(d, &allowed)?;
    read(&text).ok_or_else(|| unfit(Why::Not { what, allowed }))
}

fn names<T: OneOf>(named: &[(T, String)]) -> Vec<String> {
    named.iter().map(|(_, name)| name.clone()).collect()
}

/// One of the names of `T`, in any case.
pub(super) fn one_of<'de, D: Deserializer<'de>, T: OneOf>(d: D) -> Result<T, D::Error> {
    let named = T::named();
    let allowed = Allowed::Names(names(&named));
    parsed(d, T::NOUN, allowed, |text| find(&named, text))
}

/// One of the names of `T`, or "" for none; `empty` says what none means.
pub(super) fn one_of_or_empty<'de, D: Deserializer<'de>, T: OneOf>(
    d: D,
    empty: Empty,
) -> Result<Option<T>, D::Error> {
    let named = T::named();
    let allowed = Allowed::NamesOrEmpty {
        names: names(&named),
        empty,
    };
    parsed(d, T::NOUN, allowed, |text| match text {
        "" => Some(None),
        text => find(&named, text).map(Some),
    })
}

fn find<T: OneOf>(named: &[(T, String)], text: &str) -> Option<T> {
    named
        .iter()
        .find(|(_, name)| name.eq_ignore_ascii_case(text.trim()))
        .map(|(value, _)| *value)
}

/// A string, or "" for none.
pub(super) fn text_or_empty<'de, D: Deserializer<'de>>(
    d: D,
    allowed: &Allowed,
) -> Result<Option<String>, D::Error> {
    Ok(Some(text(d, allowed)?).filter(|t| !t.is_empty()))
}

/// A whole number from `LO` to `HI`.
pub(super) fn whole<'de, D: Deserializer<'de>, const LO: u32, const HI: u32>(
    d: D,
) -> Result<u32, D::Error> {
    struct Whole(u32, u32);
    impl Whole {
        fn check<E: de::Error>(&self, n: i128) -> Result<u32, E> {
            let Whole(lo, hi) = *self;
            match u32::try_from(n) {
                Ok(n) if (lo..=hi).contains(&n) => Ok(n),
                _ => Err(unfit(Why::OutOfRange {
                    allowed: self.allowed(),
                })),
            }
        }
    }
    impl Whole {
        fn allowed(&self) -> Allowed {
            Allowed::Whole {
                lo: self.0,
                hi: self.1,
            }
        }
    }
    impl Visitor<'_> for Whole {
        type Value = u32;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            expecting(f, &self.allowed())
        }
        fn visit_i64<E: de::Error>(self, n: i64) -> Result<u32, E> {
            self.check(n.into())
        }
        fn visit_u64<E: de::Error>(self, n: u64) -> Result<u32, E> {
            self.check(n.into())
        }
    }
    d.deserialize_any(Whole(LO, HI))
}
