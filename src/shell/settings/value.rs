//! Readers for the kinds of value the settings have, for
//! `#[serde(deserialize_with = …)]`. Each says what it takes (its visitor's
//! `expecting`, which becomes "allowed: …" when a value of another kind is
//! there) and what is wrong with a value of the right kind; the reader in
//! `de` adds the key, the value and the line.

use std::fmt;

use serde::de::{self, Deserializer, Visitor};

/// A setting that is one of a few names.
pub(super) trait OneOf: Sized + Copy + 'static {
    /// One of them, in a message: "a theme".
    const NOUN: &'static str;
    /// Every value with its name in the file, in the order messages list them.
    fn named() -> Vec<(Self, String)>;
}

/// Takes a string, and says `allowed` when the value is something else.
struct Text<'a>(&'a str);

impl Visitor<'_> for Text<'_> {
    type Value = String;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.0)
    }
    fn visit_str<E: de::Error>(self, text: &str) -> Result<String, E> {
        Ok(text.to_string())
    }
}

/// A string; `allowed` says what it may be.
pub(super) fn text<'de, D: Deserializer<'de>>(d: D, allowed: &str) -> Result<String, D::Error> {
    d.deserialize_any(Text(allowed))
}

/// A string read by `read`, which says what is wrong with it.
/// (A sentence, not a type: serde carries it as a custom error to the line it came from.)
pub(super) fn parsed<'de, D: Deserializer<'de>, T>(
    d: D,
    allowed: &str,
    read: impl FnOnce(&str) -> Result<T, String>,
) -> Result<T, D::Error> {
    let text = text(d, allowed)?;
    read(&text).map_err(de::Error::custom)
}

fn names<T: OneOf>(named: &[(T, String)]) -> String {
    named
        .iter()
        .map(|(_, name)| name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// One of the names of `T`, in any case.
pub(super) fn one_of<'de, D: Deserializer<'de>, T: OneOf>(d: D) -> Result<T, D::Error> {
    let named = T::named();
    let allowed = names(&named);
    parsed(d, &allowed, |text| find(&named, text, &allowed))
}

/// One of the names of `T`, or "" for none; `empty` says what none means.
pub(super) fn one_of_or_empty<'de, D: Deserializer<'de>, T: OneOf>(
    d: D,
    empty: &str,
) -> Result<Option<T>, D::Error> {
    let named = T::named();
    let allowed = format!("{}, \"\" ({empty})", names(&named));
    parsed(d, &allowed, |text| match text {
        "" => Ok(None),
        text => find(&named, text, &allowed).map(Some),
    })
}

fn find<T: OneOf>(named: &[(T, String)], text: &str, allowed: &str) -> Result<T, String> {
    named
        .iter()
        .find(|(_, name)| name.eq_ignore_ascii_case(text.trim()))
        .map(|(value, _)| *value)
        .ok_or_else(|| format!("is not {}; allowed: {allowed}", T::NOUN))
}

/// A string, or "" for none.
pub(super) fn text_or_empty<'de, D: Deserializer<'de>>(
    d: D,
    allowed: &str,
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
                _ => Err(E::custom(format!("is out of range; allowed: {self}"))),
            }
        }
    }
    impl fmt::Display for Whole {
        fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
            write!(f, "a whole number from {} to {}", self.0, self.1)
        }
    }
    impl Visitor<'_> for Whole {
        type Value = u32;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            fmt::Display::fmt(self, f)
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
