//! Colours and squares as the journal writes them: words ("white", "e4"),
//! not shakmaty's internals, so that a game file stays readable and older
//! files keep resuming. The `with = "…"` helpers of the events and the setup.

/// Colours in the journal are words, not shakmaty's internals.
pub(super) mod side {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(word(*c))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        colour(&String::deserialize(d)?)
    }

    pub(in super::super) fn word(c: Color) -> &'static str {
        if c.is_white() { "white" } else { "black" }
    }

    pub(in super::super) fn colour<E: serde::de::Error>(word: &str) -> Result<Color, E> {
        match word {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(E::custom(format!("unknown colour \"{other}\""))),
        }
    }
}

/// An optional colour: absent, or a word.
pub(super) mod opt_side {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => s.serialize_str(super::side::word(*c)),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        Option::<String>::deserialize(d)?
            .map(|w| super::side::colour(&w))
            .transpose()
    }
}

/// A square as written in coordinates ("e4"). Read leniently, as every journal
/// has been: spaces and capitals are allowed.
pub(super) mod square {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Square;

    pub fn serialize<S: Serializer>(sq: &Square, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(sq)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let text = String::deserialize(d)?;
        text.trim()
            .to_ascii_lowercase()
            .parse()
            .map_err(|_| serde::de::Error::custom(format!("\"{text}\" is not a square")))
    }
}
