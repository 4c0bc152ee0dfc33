//! What can be wrong with a settings file, as data, and its sentence in the
//! user's language. Every part a message is made of is a type here, so that
//! "is out of range; allowed: a whole number from 10 to 400" reads as well in
//! Danish as in English; only names the file itself holds (keys, sections,
//! values, the names a setting takes) are printed as written.

use serde::{Deserialize, Serialize};

use crate::core::text::Text;
use crate::shell::keys::{KeyAction, KeyError, Unbindable};
use crate::shell::text::{ShellText, say};

/// A config file that cannot be used: `file:line: problem`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    pub file: String,
    pub line: Option<usize>,
    /// Boxed: a `Result` carries the error by value.
    pub problem: Box<Problem>,
}

impl ConfigError {
    /// "FILE:LINE: what is wrong", the place as a compiler gives it (it is
    /// no word of any language), the rest in `t`'s.
    /// An option of the command line has no file: the problem alone.
    pub fn said(&self, t: &Text) -> String {
        if self.file.is_empty() {
            return self.problem.sentence(t);
        }
        let line = self.line.map(|l| format!(":{l}")).unwrap_or_default();
        format!("{}{line}: {}", self.file, self.problem.sentence(t))
    }
}
crate::core::said_in_english!(ConfigError);

/// What is wrong with a config file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    NoSuchFile,
    Unreadable {
        kind: std::io::ErrorKind,
        detail: String,
    },
    /// A device, a pipe, or a file past the bound of a settings file.
    Refused(crate::shell::bounded::ReadRefusal),
    NotText,
    Syntax(Syntax),
    UnknownSection {
        name: String,
        allowed: String,
    },
    OutsideSection {
        name: String,
        value: String,
        allowed: String,
    },
    NotASection {
        name: String,
        value: String,
        kind: ValueKind,
    },
    UnknownKey {
        key: String,
        section: String,
        allowed: String,
    },
    /// `key = value` and what is wrong with the value.
    Value {
        key: String,
        value: String,
        why: Why,
    },
    /// `--option value` on the command line, and what is wrong with the value.
    Option {
        option: String,
        value: String,
        why: Why,
    },
    /// An item of a list, and what is wrong with it.
    Item {
        key: String,
        item: String,
        why: Why,
    },
    /// The vocabularies a voice setting names could not be read: the
    /// vocabulary files' own error.
    Vocabularies {
        key: String,
        why: LoadWhy,
    },
    /// What only a broken defaults file can cause: a programmer's detail.
    Invalid(String),
}

/// Why the vocabularies could not be read, kept as data so that it is
/// said in the user's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadWhy {
    Vocabulary(crate::core::vocab::VocabError),
    Io {
        path: String,
        kind: std::io::ErrorKind,
        detail: String,
    },
}

impl LoadWhy {
    pub fn of(e: &crate::shell::voices::LoadError) -> LoadWhy {
        use crate::shell::voices::LoadError;
        match e {
            LoadError::Vocabulary(e) => LoadWhy::Vocabulary(e.clone()),
            LoadError::Io { path, error } => LoadWhy::Io {
                path: path.display().to_string(),
                kind: error.kind(),
                detail: error.to_string(),
            },
        }
    }

    fn sentence(&self, t: &Text) -> String {
        match self {
            LoadWhy::Vocabulary(e) => e.said(t),
            LoadWhy::Io { path, kind, detail } => {
                t.file_problem(path, &std::io::Error::new(*kind, detail.clone()))
            }
        }
    }
}

/// What the TOML parser found, by the kinds a user meets; the parser's own
/// English words only for the rest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Syntax {
    /// `lang` alone, or `lang "da"`: no `=`.
    NoValue,
    /// `[ui` or `[1, 2`: a bracket not closed.
    Unclosed,
    /// `"da` or `'da`: a quoted text not closed.
    UnclosedText,
    /// `lang = da`: a text without quotes.
    NotQuoted,
    /// A key or section written twice.
    Twice,
    Other(String),
}

impl Syntax {
    /// The kind of the parser's message (toml 0.9's wording).
    pub fn of(message: &str) -> Syntax {
        let m = message.trim_end();
        if m.starts_with("key with no value") {
            Syntax::NoValue
        } else if m.starts_with("unclosed") {
            Syntax::Unclosed
        } else if m.starts_with("invalid basic string")
            || m.starts_with("invalid literal string")
            || m.starts_with("invalid multi-line")
        {
            Syntax::UnclosedText
        } else if m.starts_with("string values must be quoted") {
            Syntax::NotQuoted
        } else if m.starts_with("duplicate key") {
            Syntax::Twice
        } else {
            Syntax::Other(m.to_string())
        }
    }
}

/// What kind of value a file holds, for "is a string".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    Text,
    Integer,
    Float,
    Boolean,
    Date,
    List,
    Table,
}

/// What is wrong with a value: what follows `key = value` in a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why {
    /// A value of another kind than the setting takes. (`Text` when it
    /// crosses serde; the deserializer puts in the value's kind.)
    Kind {
        #[serde(skip, default = "text_kind")]
        kind: ValueKind,
        allowed: Allowed,
    },
    /// "is not a theme; allowed: dark, light".
    Not {
        what: Noun,
        allowed: Allowed,
    },
    OutOfRange {
        allowed: Allowed,
    },
    /// A key the full screen cannot give this action.
    Key(Unbindable),
    /// A time control that reads but is most likely a slip: said as the
    /// control's own sentence, with what was probably meant.
    Slip {
        text: String,
        slip: crate::core::clock::Slip,
    },
    /// A library's complaint that no reader of ours made (only a broken
    /// defaults file gets one).
    Said(String),
}

fn text_kind() -> ValueKind {
    ValueKind::Text
}

/// What a setting is, in "is not a theme".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Noun {
    Language,
    LetterSet,
    Theme,
    SpeechBackend,
    Colour,
    MirrorMode,
    KindOfGame,
    Supervision,
    TimeControl,
    Cadence,
    Time,
    Edition,
    Voice,
    Strength,
    Think,
    Address,
}

/// What a setting takes: "allowed: …".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Allowed {
    /// One of these names, as the file writes them.
    Names(Vec<String>),
    /// One of these names, or "" for what `empty` says.
    NamesOrEmpty {
        names: Vec<String>,
        empty: Empty,
    },
    Whole {
        lo: u32,
        hi: u32,
    },
    /// The id of a vocabulary, such as "de".
    Vocabulary,
    /// The id of a vocabulary, or "" (the voice's).
    VocabularyOrEmpty,
    SerialPort,
    /// A part of a sound device's name, or "".
    Device,
    TimeControl {
        hours: i64,
    },
    Time {
        hours: i64,
    },
    Times {
        hours: i64,
    },
    Cadence {
        hours: i64,
    },
    /// A chess engine's program.
    EngineProgram,
    /// A table of the engine's options.
    EngineOptions,
    /// "", a rating or "level N".
    Strength,
    /// Where the broadcast is served: a port, or a host and a port.
    Address,
    /// A liblouis table's name, or "".
    BrailleTable,
    /// "", a time a move or "nodes N".
    Think {
        hours: i64,
    },
    /// A time whose bare number is seconds.
    Seconds {
        hours: i64,
    },
    /// An edition of the laws: these years, newest first.
    Editions(Vec<String>),
    /// A key, as the `[keys]` table writes one.
    Key,
    Keys,
    /// What a library names (a broken defaults file only).
    Said(String),
}

/// What "" means for a setting that may be empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Empty {
    /// The system's language, else the voice's.
    SystemLanguage,
    /// Those of `lang`.
    OfLanguage,
    /// From `voice`.
    OfVoice,
    /// As the time control makes it, by the edition's definition.
    OfControl,
}

impl Problem {
    /// What is wrong, in `t`'s language, without the place.
    pub fn sentence(&self, t: &Text) -> String {
        match self {
            Problem::NoSuchFile => say(t, "config-no-such-file", []),
            Problem::Unreadable { kind, detail } => {
                let why = t.io_problem(&std::io::Error::new(*kind, detail.clone()));
                say(t, "config-unreadable", [("why", why.as_str())])
            }
            Problem::Refused(refusal) => {
                let why = t.refusal(refusal);
                say(t, "config-unreadable", [("why", why.as_str())])
            }
            Problem::NotText => say(t, "config-not-text", []),
            Problem::Syntax(syntax) => {
                let (kind, detail) = match syntax {
                    Syntax::NoValue => ("no-value", ""),
                    Syntax::Unclosed => ("unclosed", ""),
                    Syntax::UnclosedText => ("unclosed-text", ""),
                    Syntax::NotQuoted => ("not-quoted", ""),
                    Syntax::Twice => ("twice", ""),
                    Syntax::Other(detail) => ("other", detail.as_str()),
                };
                say(t, "config-syntax", [("kind", kind), ("detail", detail)])
            }
            Problem::UnknownSection { name, allowed } => say(
                t,
                "config-unknown-section",
                [("name", name.as_str()), ("allowed", allowed.as_str())],
            ),
            Problem::OutsideSection {
                name,
                value,
                allowed,
            } => say(
                t,
                "config-outside-section",
                [
                    ("name", name.as_str()),
                    ("value", value.as_str()),
                    ("allowed", allowed.as_str()),
                ],
            ),
            Problem::NotASection { name, value, kind } => say(
                t,
                "config-not-a-section",
                [
                    ("name", name.as_str()),
                    ("value", value.as_str()),
                    ("kind", kind.name()),
                ],
            ),
            Problem::UnknownKey {
                key,
                section,
                allowed,
            } => say(
                t,
                "config-unknown-key",
                [
                    ("key", key.as_str()),
                    ("section", section.as_str()),
                    ("allowed", allowed.as_str()),
                ],
            ),
            // The slip's sentence names the control itself.
            Problem::Value {
                why: why @ Why::Slip { .. },
                ..
            }
            | Problem::Option {
                why: why @ Why::Slip { .. },
                ..
            } => why.sentence(t),
            Problem::Value { key, value, why } => {
                let why = why.sentence(t);
                say(
                    t,
                    "config-value",
                    [
                        ("key", key.as_str()),
                        ("value", value.as_str()),
                        ("why", why.as_str()),
                    ],
                )
            }
            Problem::Option { option, value, why } => {
                let why = why.sentence(t);
                say(
                    t,
                    "config-option",
                    [
                        ("option", option.as_str()),
                        ("value", value.as_str()),
                        ("why", why.as_str()),
                    ],
                )
            }
            Problem::Item { key, item, why } => {
                let why = why.sentence(t);
                say(
                    t,
                    "config-item",
                    [
                        ("key", key.as_str()),
                        ("item", item.as_str()),
                        ("why", why.as_str()),
                    ],
                )
            }
            Problem::Vocabularies { key, why } => {
                let why = why.sentence(t);
                say(
                    t,
                    "config-vocabularies",
                    [("key", key.as_str()), ("why", why.as_str())],
                )
            }
            Problem::Invalid(detail) => detail.clone(),
        }
    }
}

impl ValueKind {
    /// As the catalogues' `config-kind` selects it.
    fn name(self) -> &'static str {
        match self {
            ValueKind::Text => "text",
            ValueKind::Integer => "integer",
            ValueKind::Float => "float",
            ValueKind::Boolean => "boolean",
            ValueKind::Date => "date",
            ValueKind::List => "list",
            ValueKind::Table => "table",
        }
    }
}

impl Why {
    /// "is out of range; allowed: …", in `t`'s language.
    pub fn sentence(&self, t: &Text) -> String {
        match self {
            Why::Kind { kind, allowed } => {
                let allowed = allowed.sentence(t);
                say(
                    t,
                    "config-why-kind",
                    [("kind", kind.name()), ("allowed", allowed.as_str())],
                )
            }
            Why::Not { what, allowed } => {
                let allowed = allowed.sentence(t);
                say(
                    t,
                    "config-why-not",
                    [("what", what.name()), ("allowed", allowed.as_str())],
                )
            }
            Why::OutOfRange { allowed } => {
                let allowed = allowed.sentence(t);
                say(t, "config-why-range", [("allowed", allowed.as_str())])
            }
            Why::Key(unbindable) => unbindable.sentence(t),
            Why::Slip { text, slip } => crate::core::clock::ControlError {
                text: text.clone(),
                slip: Some(*slip),
            }
            .said(t),
            Why::Said(said) => said.clone(),
        }
    }
}

impl Noun {
    fn name(self) -> &'static str {
        match self {
            Noun::Language => "language",
            Noun::LetterSet => "letter-set",
            Noun::Theme => "theme",
            Noun::SpeechBackend => "speech-backend",
            Noun::Colour => "colour",
            Noun::MirrorMode => "mirror-mode",
            Noun::KindOfGame => "kind-of-game",
            Noun::Supervision => "supervision",
            Noun::TimeControl => "time-control",
            Noun::Cadence => "cadence",
            Noun::Time => "time",
            Noun::Edition => "edition",
            Noun::Voice => "voice",
            Noun::Strength => "strength",
            Noun::Think => "think",
            Noun::Address => "address",
        }
    }
}

impl Allowed {
    pub fn sentence(&self, t: &Text) -> String {
        let hours = |id: &str, hours: &i64| say(t, id, [("hours", hours.to_string().as_str())]);
        match self {
            Allowed::Names(names) | Allowed::Editions(names) => names.join(", "),
            Allowed::NamesOrEmpty { names, empty } => {
                let empty = match empty {
                    Empty::SystemLanguage => "system-language",
                    Empty::OfLanguage => "of-language",
                    Empty::OfVoice => "of-voice",
                    Empty::OfControl => "of-control",
                };
                let names = names.join(", ");
                say(
                    t,
                    "config-allowed-or-empty",
                    [("names", names.as_str()), ("empty", empty)],
                )
            }
            Allowed::Whole { lo, hi } => say(
                t,
                "config-allowed-whole",
                [
                    ("lo", lo.to_string().as_str()),
                    ("hi", hi.to_string().as_str()),
                ],
            ),
            Allowed::Vocabulary => say(t, "config-allowed-vocabulary", []),
            Allowed::VocabularyOrEmpty => say(t, "config-allowed-vocabulary-or-empty", []),
            Allowed::SerialPort => say(t, "config-allowed-serial-port", []),
            Allowed::Device => say(t, "config-allowed-device", []),
            Allowed::TimeControl { hours: h } => hours("config-allowed-control", h),
            Allowed::Time { hours: h } => hours("config-allowed-time", h),
            Allowed::Times { hours: h } => hours("config-allowed-times", h),
            Allowed::Cadence { hours: h } => hours("config-allowed-cadence", h),
            Allowed::EngineProgram => say(t, "config-allowed-engine", []),
            Allowed::EngineOptions => say(t, "config-allowed-engine-options", []),
            Allowed::Strength => say(t, "config-allowed-strength", []),
            Allowed::Address => say(t, "config-allowed-address", []),
            Allowed::BrailleTable => say(t, "config-allowed-braille-table", []),
            Allowed::Think { hours: h } => hours("config-allowed-think", h),
            Allowed::Seconds { hours: h } => hours("config-allowed-seconds", h),
            Allowed::Key => say(t, "config-allowed-key", []),
            Allowed::Keys => say(t, "config-allowed-keys", []),
            Allowed::Said(said) => said.clone(),
        }
    }
}

impl Unbindable {
    pub fn sentence(&self, t: &Text) -> String {
        let name = |a: &KeyAction| a.name();
        match self {
            Unbindable::NotAKey(e) => {
                let (reason, text) = match e {
                    KeyError::NotAKey(text) => ("none", text),
                    KeyError::ModifierTwice(text) => ("modifier-twice", text),
                    KeyError::ShiftOnSign(text) => ("shift-on-sign", text),
                };
                say(
                    t,
                    "config-key-not-a-key",
                    [("reason", reason), ("text", text.as_str())],
                )
            }
            Unbindable::BoardJump => say(t, "config-key-board-jump", []),
            Unbindable::Types(action) => say(t, "config-key-types", [("action", name(action))]),
            Unbindable::Edits(action, key) => say(
                t,
                "config-key-edits",
                [("action", name(action)), ("key", key.as_str())],
            ),
            Unbindable::Taken(action) => say(t, "config-key-taken", [("action", name(action))]),
            Unbindable::CtrlC => say(t, "config-key-ctrl-c", []),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::text::Lang;
    use crate::shell::keys::KeyError;

    /// Every kind of problem, with every kind of reason and allowance.
    fn all() -> Vec<Problem> {
        let names = vec!["dark".to_string(), "light".to_string()];
        let allowed = [
            Allowed::Names(names.clone()),
            Allowed::NamesOrEmpty {
                names: names.clone(),
                empty: Empty::SystemLanguage,
            },
            Allowed::NamesOrEmpty {
                names: names.clone(),
                empty: Empty::OfLanguage,
            },
            Allowed::NamesOrEmpty {
                names: names.clone(),
                empty: Empty::OfVoice,
            },
            Allowed::NamesOrEmpty {
                names,
                empty: Empty::OfControl,
            },
            Allowed::Whole { lo: 10, hi: 400 },
            Allowed::Vocabulary,
            Allowed::VocabularyOrEmpty,
            Allowed::SerialPort,
            Allowed::Device,
            Allowed::TimeControl { hours: 100 },
            Allowed::Time { hours: 100 },
            Allowed::Times { hours: 100 },
            Allowed::Cadence { hours: 100 },
            Allowed::Key,
            Allowed::Keys,
            Allowed::EngineProgram,
            Allowed::EngineOptions,
            Allowed::Strength,
            Allowed::Address,
            Allowed::BrailleTable,
            Allowed::Think { hours: 100 },
            Allowed::Seconds { hours: 100 },
        ];
        let nouns = [
            Noun::Language,
            Noun::LetterSet,
            Noun::Theme,
            Noun::SpeechBackend,
            Noun::Colour,
            Noun::MirrorMode,
            Noun::KindOfGame,
            Noun::Supervision,
            Noun::TimeControl,
            Noun::Cadence,
            Noun::Time,
            Noun::Edition,
            Noun::Voice,
            Noun::Strength,
            Noun::Think,
            Noun::Address,
        ];
        let kinds = [
            ValueKind::Text,
            ValueKind::Integer,
            ValueKind::Float,
            ValueKind::Boolean,
            ValueKind::Date,
            ValueKind::List,
            ValueKind::Table,
        ];
        let mut whys: Vec<Why> = Vec::new();
        for a in &allowed {
            whys.push(Why::OutOfRange { allowed: a.clone() });
            whys.extend(kinds.map(|kind| Why::Kind {
                kind,
                allowed: a.clone(),
            }));
        }
        whys.extend(nouns.map(|what| Why::Not {
            what,
            allowed: Allowed::Whole { lo: 1, hi: 2 },
        }));
        whys.extend(
            [
                Unbindable::NotAKey(KeyError::NotAKey("q-q".into())),
                Unbindable::NotAKey(KeyError::ModifierTwice("ctrl-ctrl-q".into())),
                Unbindable::NotAKey(KeyError::ShiftOnSign("shift-?".into())),
                Unbindable::BoardJump,
                Unbindable::Types(KeyAction::Press),
                Unbindable::Edits(KeyAction::Press, "backspace".into()),
                Unbindable::Taken(KeyAction::Press),
                Unbindable::CtrlC,
            ]
            .map(Why::Key),
        );
        let mut problems = vec![
            Problem::NoSuchFile,
            Problem::Unreadable {
                kind: std::io::ErrorKind::PermissionDenied,
                detail: "denied".into(),
            },
            Problem::Refused(crate::shell::bounded::ReadRefusal::NotAFile),
            Problem::Refused(crate::shell::bounded::ReadRefusal::TooLarge {
                size: 60 << 20,
                most: 1 << 20,
            }),
            Problem::NotText,
            Problem::UnknownSection {
                name: "x".into(),
                allowed: "ui".into(),
            },
            Problem::OutsideSection {
                name: "x".into(),
                value: "1".into(),
                allowed: "ui".into(),
            },
            Problem::UnknownKey {
                key: "x".into(),
                section: "ui".into(),
                allowed: "lang".into(),
            },
        ];
        problems.extend(
            [
                Syntax::NoValue,
                Syntax::Unclosed,
                Syntax::UnclosedText,
                Syntax::NotQuoted,
                Syntax::Twice,
            ]
            .map(Problem::Syntax),
        );
        problems.extend(kinds.map(|kind| Problem::NotASection {
            name: "ui".into(),
            value: "1".into(),
            kind,
        }));
        for why in whys {
            problems.push(Problem::Item {
                key: "warnings".into(),
                item: "\"x\"".into(),
                why: why.clone(),
            });
            problems.push(Problem::Value {
                key: "k".into(),
                value: "\"x\"".into(),
                why,
            });
        }
        problems
    }

    /// A settings file's problems are said in the user's language: none
    /// of them comes out as the English one, and no English word of a
    /// message ("allowed", "is not") is left in another language's.
    #[test]
    fn every_problem_is_said_in_every_language() {
        let problems = all();
        assert!(problems.len() > 200);
        for lang in [Lang::Da, Lang::De, Lang::Nb, Lang::Nl] {
            for p in &problems {
                let english = p.sentence(Lang::En.text());
                let said = p.sentence(lang.text());
                assert_ne!(said, english, "{lang}: {p:?}");
                for word in ["allowed", "is not", "out of range", "a whole number"] {
                    assert!(!said.contains(word), "{lang}: {said}");
                }
            }
        }
    }

    #[test]
    fn the_parsers_words_are_read_into_kinds() {
        for (message, kind) in [
            ("key with no value, expected `=`", Syntax::NoValue),
            ("unclosed table, expected `]`", Syntax::Unclosed),
            ("invalid basic string, expected `\"`", Syntax::UnclosedText),
            (
                "string values must be quoted, expected literal string",
                Syntax::NotQuoted,
            ),
            ("duplicate key", Syntax::Twice),
        ] {
            assert_eq!(Syntax::of(message), kind, "{message}");
        }
        assert_eq!(
            Syntax::of("invalid date\n"),
            Syntax::Other("invalid date".into())
        );
    }
}
