//! A serde deserializer over the TOML parser's tree, with the user's file
//! laid over the defaults: what the user did not write comes from
//! `config/default.toml`.
//!
//! toml's own deserializer would do for reading, but its errors arrive as
//! text: serde hands a deserializer's error type the unknown key with the
//! keys the struct has (`unknown_field`) and a wrong value with what was
//! wanted (`invalid_type`), and only a deserializer of our own keeps them as
//! data. So the "allowed: …" of a message comes from the types, and the
//! error is placed here, where the key, the value and the parser's span are
//! at hand; a setting's own code only says what is wrong with a value.

use std::ops::Range;

use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, Visitor};
use toml::Spanned;
use toml::de::{DeString, DeTable, DeValue};

use super::problem::{Allowed, Problem, ValueKind, Why};
use super::value::decoded;

/// Which file a value is from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ValueOrigin {
    User,
    Defaults,
}

/// A problem and where it is.
#[derive(Debug)]
pub(super) struct Placed {
    pub span: Range<usize>,
    pub origin: ValueOrigin,
    pub problem: Problem,
}

/// Reads `T` from the user's tree over the defaults' tree, or from the
/// defaults alone. Of the user's entries, the first wrong one in the file is
/// reported.
pub(super) fn read<T: DeserializeOwned>(
    user: Option<&Spanned<DeValue>>,
    defaults: &Spanned<DeValue>,
) -> Result<T, Box<Placed>> {
    let node = match (user, defaults.get_ref()) {
        (Some(user), DeValue::Table(defaults)) => Node::Over { user, defaults },
        _ => Node::One {
            value: defaults,
            origin: ValueOrigin::Defaults,
        },
    };
    T::deserialize(Reader { node, name: None }).map_err(|e| match e {
        DeError::At(placed) => placed,
        // Only a broken defaults file gets here (a missing section, say).
        other => Box::new(Placed {
            span: 0..0,
            origin: ValueOrigin::Defaults,
            problem: Problem::Invalid(other.to_string()),
        }),
    })
}

/// What went wrong while reading: first as a value's reader says it, then
/// placed by the table or list the value is in.
#[derive(Debug)]
pub(super) enum DeError {
    /// A value of another kind than the reader takes; the table that holds
    /// the value names its kind.
    Kind(Allowed),
    /// What the reader found wrong with the value itself.
    Unfit(Why),
    UnknownKey {
        key: String,
        allowed: &'static [&'static str],
    },
    At(Box<Placed>),
}

// serde's errors must display; this one never reaches the user, who is
// told the `ConfigError` it is placed into, in the user's language.
impl std::fmt::Display for DeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for DeError {}

impl de::Error for DeError {
    fn custom<T: std::fmt::Display>(msg: T) -> DeError {
        let text = msg.to_string();
        DeError::Unfit(decoded(&text).unwrap_or(Why::Said(text)))
    }

    fn invalid_type(_: de::Unexpected, wanted: &dyn de::Expected) -> DeError {
        let text = wanted.to_string();
        DeError::Kind(decoded(&text).unwrap_or(Allowed::Said(text)))
    }

    fn unknown_field(key: &str, allowed: &'static [&'static str]) -> DeError {
        DeError::UnknownKey {
            key: key.to_string(),
            allowed,
        }
    }
}

impl DeError {
    fn at(span: Range<usize>, origin: ValueOrigin, problem: Problem) -> DeError {
        DeError::At(Box::new(Placed {
            span,
            origin,
            problem,
        }))
    }

    /// What is wrong with `value`, or the error as it is if it was placed.
    fn why(self, value: &DeValue) -> Result<Why, DeError> {
        match self {
            DeError::Kind(allowed) => Ok(Why::Kind {
                kind: kind(value),
                allowed,
            }),
            DeError::Unfit(why) => Ok(why),
            other => Err(other),
        }
    }
}

/// A value to read.
#[derive(Clone, Copy)]
enum Node<'a, 'i> {
    /// One file's value.
    One {
        value: &'a Spanned<DeValue<'i>>,
        origin: ValueOrigin,
    },
    /// The user's table over the defaults' table of the same name.
    Over {
        user: &'a Spanned<DeValue<'i>>,
        defaults: &'a DeTable<'i>,
    },
}

impl<'a, 'i> Node<'a, 'i> {
    /// The value as the file wrote it (the user's, for a table over another).
    fn value(self) -> &'a DeValue<'i> {
        match self {
            Node::One { value, .. } | Node::Over { user: value, .. } => value.get_ref(),
        }
    }

    fn span(self) -> Range<usize> {
        match self {
            Node::One { value, .. } | Node::Over { user: value, .. } => value.span(),
        }
    }

    fn origin(self) -> ValueOrigin {
        match self {
            Node::One { origin, .. } => origin,
            Node::Over { .. } => ValueOrigin::User,
        }
    }

    /// A table's entries in the order they are read: for a table over
    /// another, the defaults the user left alone, then the user's entries;
    /// each file's in the order of the file.
    fn entries(self) -> Vec<Entry<'a, 'i>> {
        match self {
            Node::One { value, origin } => in_order(value.get_ref().as_table())
                .map(|(key, value)| Entry {
                    key,
                    node: Node::One { value, origin },
                })
                .collect(),
            Node::Over { user, defaults } => {
                let user = user.get_ref().as_table();
                let left = in_order(Some(defaults))
                    .filter(|(key, _)| user.is_none_or(|u| u.get(key.get_ref().as_ref()).is_none()))
                    .map(|(key, value)| Entry {
                        key,
                        node: Node::One {
                            value,
                            origin: ValueOrigin::Defaults,
                        },
                    });
                let written = in_order(user).map(|(key, value)| {
                    let under = defaults.get(key.get_ref().as_ref());
                    let node = match (value.get_ref(), under.map(|d| d.get_ref())) {
                        (DeValue::Table(_), Some(DeValue::Table(defaults))) => Node::Over {
                            user: value,
                            defaults,
                        },
                        _ => Node::One {
                            value,
                            origin: ValueOrigin::User,
                        },
                    };
                    Entry { key, node }
                });
                left.chain(written).collect()
            }
        }
    }
}

type Pair<'a, 'i> = (&'a Spanned<DeString<'i>>, &'a Spanned<DeValue<'i>>);

/// A table's entries in the order of the file (the parser sorts them by name).
fn in_order<'a, 'i>(table: Option<&'a DeTable<'i>>) -> impl Iterator<Item = Pair<'a, 'i>> {
    let mut entries: Vec<Pair> = table.into_iter().flat_map(|t| t.iter()).collect();
    entries.sort_by_key(|(key, _)| key.span().start);
    entries.into_iter()
}

struct Entry<'a, 'i> {
    key: &'a Spanned<DeString<'i>>,
    node: Node<'a, 'i>,
}

/// Reads one node. `name` is its key: `None` for the whole file.
struct Reader<'a, 'i> {
    node: Node<'a, 'i>,
    name: Option<&'a str>,
}

impl<'de> de::Deserializer<'de> for Reader<'_, '_> {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        let Node::One { value, origin } = self.node else {
            return visitor.visit_map(Entries::new(self));
        };
        match value.get_ref() {
            DeValue::String(s) => visitor.visit_str(s),
            DeValue::Integer(i) => {
                let (digits, radix) = (i.as_str(), i.radix());
                if let Ok(n) = i64::from_str_radix(digits, radix) {
                    visitor.visit_i64(n)
                } else if let Ok(n) = u64::from_str_radix(digits, radix) {
                    visitor.visit_u64(n)
                } else {
                    Err(de::Error::invalid_type(
                        de::Unexpected::Other("an integer"),
                        &visitor,
                    ))
                }
            }
            DeValue::Float(f) => visitor.visit_f64(f.as_str().parse().unwrap_or(f64::NAN)),
            DeValue::Boolean(b) => visitor.visit_bool(*b),
            DeValue::Datetime(_) => Err(de::Error::invalid_type(
                de::Unexpected::Other("a date"),
                &visitor,
            )),
            DeValue::Array(items) => visitor.visit_seq(Items {
                items: items.iter(),
                name: self.name.unwrap_or_default(),
                origin,
            }),
            DeValue::Table(_) => visitor.visit_map(Entries::new(self)),
        }
    }

    /// serde's own `bool` would say "a boolean"; the file's words are these.
    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        match self.node.value() {
            DeValue::Boolean(b) => visitor.visit_bool(*b),
            _ => Err(DeError::Kind(Allowed::Names(vec![
                "true".into(),
                "false".into(),
            ]))),
        }
    }

    /// TOML has no null: a value that is there is `Some`.
    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, DeError> {
        visitor.visit_newtype_struct(self)
    }

    serde::forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit
        unit_struct seq tuple tuple_struct map struct enum identifier ignored_any
    }
}

/// A table's entries, for a struct or a map.
struct Entries<'a, 'i> {
    /// The table's key: `None` for the whole file, whose entries are sections.
    section: Option<&'a str>,
    entries: std::vec::IntoIter<Entry<'a, 'i>>,
    current: Option<Entry<'a, 'i>>,
}

impl<'a, 'i> Entries<'a, 'i> {
    fn new(reader: Reader<'a, 'i>) -> Entries<'a, 'i> {
        Entries {
            section: reader.name,
            entries: reader.node.entries().into_iter(),
            current: None,
        }
    }
}

impl<'de> de::MapAccess<'de> for Entries<'_, '_> {
    type Error = DeError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, DeError> {
        let Some(entry) = self.entries.next() else {
            return Ok(None);
        };
        let (key, node) = (entry.key, entry.node);
        self.current = Some(entry);
        let name: &str = key.get_ref();
        let read = seed.deserialize(IntoDeserializer::<DeError>::into_deserializer(name));
        read.map(Some).map_err(|e| {
            let DeError::UnknownKey { key: name, allowed } = e else {
                return e;
            };
            let allowed = allowed.join(", ");
            let value = node.value();
            let problem = match self.section {
                Some(section) => Problem::UnknownKey {
                    key: name,
                    section: section.to_string(),
                    allowed,
                },
                None if value.is_table() => Problem::UnknownSection { name, allowed },
                None => Problem::OutsideSection {
                    name,
                    value: show(value),
                    allowed,
                },
            };
            DeError::at(key.span(), node.origin(), problem)
        })
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, DeError> {
        let Entry { key, node } = self.current.take().expect("a value follows its key");
        let name: &str = key.get_ref();
        let read = seed.deserialize(Reader {
            node,
            name: Some(name),
        });
        read.map_err(|e| {
            let value = node.value();
            let why = match e.why(value) {
                Ok(why) => why,
                Err(placed) => return placed,
            };
            let (span, problem) = match (self.section, why) {
                (None, Why::Kind { kind, .. }) => (
                    key.span(),
                    Problem::NotASection {
                        name: name.to_string(),
                        value: show(value),
                        kind,
                    },
                ),
                (_, why) => (
                    node.span(),
                    Problem::Value {
                        key: name.to_string(),
                        value: show(value),
                        why,
                    },
                ),
            };
            DeError::at(span, node.origin(), problem)
        })
    }
}

/// An array's items.
struct Items<'a, 'i> {
    items: std::slice::Iter<'a, Spanned<DeValue<'i>>>,
    /// The key of the array.
    name: &'a str,
    origin: ValueOrigin,
}

impl<'de> de::SeqAccess<'de> for Items<'_, '_> {
    type Error = DeError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, DeError> {
        let Some(item) = self.items.next() else {
            return Ok(None);
        };
        let node = Node::One {
            value: item,
            origin: self.origin,
        };
        let read = seed.deserialize(Reader {
            node,
            name: Some(self.name),
        });
        read.map(Some).map_err(|e| match e.why(item.get_ref()) {
            Ok(why) => DeError::at(
                item.span(),
                self.origin,
                Problem::Item {
                    key: self.name.to_string(),
                    item: show(item.get_ref()),
                    why,
                },
            ),
            Err(placed) => placed,
        })
    }
}

/// The value as it would be written in the file.
pub(super) fn show(value: &DeValue) -> String {
    match value {
        DeValue::String(s) => {
            let mut out = String::from("\"");
            for c in s.chars() {
                match c {
                    '"' => out.push_str("\\\""),
                    '\\' => out.push_str("\\\\"),
                    '\n' => out.push_str("\\n"),
                    '\t' => out.push_str("\\t"),
                    c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
                    c => out.push(c),
                }
            }
            out.push('"');
            out
        }
        DeValue::Integer(i) => i.to_string(),
        DeValue::Float(f) => f.to_string(),
        DeValue::Boolean(b) => b.to_string(),
        DeValue::Datetime(d) => d.to_string(),
        DeValue::Array(a) => format!(
            "[{}]",
            a.iter()
                .map(|v| show(v.get_ref()))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        DeValue::Table(t) => format!(
            "{{ {} }}",
            in_order(Some(t))
                .map(|(k, v)| format!("{} = {}", k.get_ref(), show(v.get_ref())))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// What kind of value it is, for "is a string".
pub(super) fn kind(value: &DeValue) -> ValueKind {
    match value {
        DeValue::String(_) => ValueKind::Text,
        DeValue::Integer(_) => ValueKind::Integer,
        DeValue::Float(_) => ValueKind::Float,
        DeValue::Boolean(_) => ValueKind::Boolean,
        DeValue::Datetime(_) => ValueKind::Date,
        DeValue::Array(_) => ValueKind::List,
        DeValue::Table(_) => ValueKind::Table,
    }
}
