//! One key with its modifiers, as the config writes it and as the terminal
//! sends it.
//!
//! Hand-written rather than `crokey`: crokey's parse error carries only the
//! text ("… can't be parsed"), where the config's messages say why (a modifier
//! twice, shift- on a sign), and crokey takes F-keys past f12, which the
//! config refuses.

use std::fmt;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::core::text::Text;
use crate::shell::text::ShellText as _;

/// Why a text is not a key (the settings' messages say it); each holds
/// the text.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum KeyError {
    NotAKey(String),
    ModifierTwice(String),
    /// shift- goes with letters and named keys only: the sign itself is written.
    ShiftOnSign(String),
}

/// Named keys: config name (also the catalogue's `key-cap` variant), code.
const NAMED: [(&str, KeyCode); 16] = [
    ("esc", KeyCode::Esc),
    ("enter", KeyCode::Enter),
    ("space", KeyCode::Char(' ')),
    ("tab", KeyCode::Tab),
    ("backspace", KeyCode::Backspace),
    ("up", KeyCode::Up),
    ("down", KeyCode::Down),
    ("left", KeyCode::Left),
    ("right", KeyCode::Right),
    ("home", KeyCode::Home),
    ("end", KeyCode::End),
    ("pageup", KeyCode::PageUp),
    ("pagedown", KeyCode::PageDown),
    ("insert", KeyCode::Insert),
    ("delete", KeyCode::Delete),
    ("backtab", KeyCode::BackTab),
];

/// Other spellings of named keys.
const ALIASES: [(&str, &str); 7] = [
    ("escape", "esc"),
    ("return", "enter"),
    ("del", "delete"),
    ("ins", "insert"),
    ("pgup", "pageup"),
    ("pgdn", "pagedown"),
    ("pgdown", "pagedown"),
];

const MODS: KeyModifiers = KeyModifiers::CONTROL
    .union(KeyModifiers::ALT)
    .union(KeyModifiers::SHIFT);

/// One key with its modifiers, as written in the config. Letters are kept in
/// lower case, with SHIFT for a capital: `shift-k` and `K` are the same key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KeySpec {
    pub code: KeyCode,
    pub modifiers: KeyModifiers,
}

impl KeySpec {
    pub const fn new(code: KeyCode, modifiers: KeyModifiers) -> KeySpec {
        KeySpec { code, modifiers }
    }

    /// Reads `f2`, `ctrl-q`, `shift-k`, `alt-x`, `esc`, `enter`, `space`,
    /// `pagedown`, `a`, `?`. Names are read in any case, and `+` also
    /// separates a modifier (`Ctrl+Q` is ctrl-q); a capital letter alone is
    /// the letter with shift (`K` is shift-k).
    pub fn parse(text: &str) -> Result<KeySpec, KeyError> {
        let not_a_key = || KeyError::NotAKey(text.to_string());
        let mut rest = text.trim();
        if rest.is_empty() {
            return Err(not_a_key());
        }
        let mut modifiers = KeyModifiers::NONE;
        loop {
            let lower = rest.to_ascii_lowercase();
            let found = [
                ("ctrl", KeyModifiers::CONTROL),
                ("control", KeyModifiers::CONTROL),
                ("alt", KeyModifiers::ALT),
                ("shift", KeyModifiers::SHIFT),
            ]
            .into_iter()
            .find_map(|(name, m)| {
                let after = lower.strip_prefix(name)?;
                let after = after
                    .strip_prefix('-')
                    .or_else(|| after.strip_prefix('+'))?;
                (!after.is_empty()).then_some((m, rest.len() - after.len()))
            });
            match found {
                Some((m, cut)) => {
                    if modifiers.contains(m) {
                        return Err(KeyError::ModifierTwice(text.to_string()));
                    }
                    modifiers |= m;
                    rest = &rest[cut..];
                }
                None => break,
            }
        }
        let lower = rest.to_ascii_lowercase();
        let name = ALIASES
            .iter()
            .find(|(alias, _)| *alias == lower)
            .map_or(lower.as_str(), |(_, name)| name);
        let mut chars = rest.chars();
        let code = if let Some(&(_, code)) = NAMED.iter().find(|(n, _)| *n == name) {
            code
        } else if let Some(n) = name
            .strip_prefix('f')
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (1..=12).contains(n) && !name.starts_with("f0"))
        {
            KeyCode::F(n)
        } else if let (Some(c), None) = (chars.next(), chars.next()) {
            if c.is_control() || c.is_whitespace() {
                return Err(not_a_key());
            }
            if c.is_alphabetic() && c.is_uppercase() {
                // "K" is shift-k; "Ctrl+Q" is the usual way to write ctrl-q.
                if modifiers.is_empty() {
                    modifiers = KeyModifiers::SHIFT;
                }
                KeyCode::Char(c.to_lowercase().next().unwrap_or(c))
            } else {
                if modifiers.contains(KeyModifiers::SHIFT) && !c.is_alphabetic() {
                    return Err(KeyError::ShiftOnSign(text.to_string()));
                }
                KeyCode::Char(c)
            }
        } else {
            return Err(not_a_key());
        };
        if code == KeyCode::BackTab {
            return Ok(KeySpec::new(KeyCode::Tab, modifiers | KeyModifiers::SHIFT));
        }
        Ok(KeySpec::new(code, modifiers))
    }

    /// The key event's key in the form of a spec: letters in lower case with
    /// SHIFT for a capital, SHIFT dropped from signs (it made the sign),
    /// Shift-Tab as tab with SHIFT, modifiers other than ctrl, alt and shift
    /// ignored.
    pub(super) fn of_event(ev: &KeyEvent) -> KeySpec {
        let mut modifiers = ev.modifiers & MODS;
        let code = match ev.code {
            KeyCode::Char(c) if c.is_alphabetic() && c.is_uppercase() => {
                modifiers |= KeyModifiers::SHIFT;
                KeyCode::Char(c.to_lowercase().next().unwrap_or(c))
            }
            KeyCode::Char(c) if !c.is_alphabetic() && c != ' ' => {
                modifiers -= KeyModifiers::SHIFT;
                KeyCode::Char(c)
            }
            KeyCode::BackTab => {
                modifiers |= KeyModifiers::SHIFT;
                KeyCode::Tab
            }
            code => code,
        };
        KeySpec::new(code, modifiers)
    }

    /// Whether the terminal's key event is this key. `shift-k` matches `K`
    /// with or without SHIFT, and `k` with SHIFT.
    pub fn matches(&self, ev: &KeyEvent) -> bool {
        KeySpec::of_event(ev) == *self
    }

    /// Typed into the input line: a character without ctrl or alt.
    pub fn printable(&self) -> bool {
        matches!(self.code, KeyCode::Char(_))
            && !self
                .modifiers
                .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
    }

    /// The key for the help screen, as the keyboards of the text's country
    /// print it: "F2", "Ctrl+Q" ("Strg+Q" in German), "Shift+K", "v".
    pub fn label(&self, t: &Text) -> String {
        let cap = |name: &str| t.key_cap(name);
        let mut s = String::new();
        for (m, name) in [
            (KeyModifiers::CONTROL, "ctrl"),
            (KeyModifiers::ALT, "alt"),
            (KeyModifiers::SHIFT, "shift"),
        ] {
            if self.modifiers.contains(m) {
                s.push_str(&cap(name));
                s.push('+');
            }
        }
        match self.code {
            KeyCode::Char(' ') => s.push_str(&cap("space")),
            KeyCode::Char(c) if s.is_empty() => s.push(c),
            KeyCode::Char(c) => s.extend(c.to_uppercase()),
            KeyCode::F(n) => s.push_str(&format!("F{n}")),
            KeyCode::BackTab => {
                s.push_str(&cap("shift"));
                s.push('+');
                s.push_str(&cap("tab"));
            }
            code => s.push_str(
                &NAMED
                    .iter()
                    .find(|(_, k)| *k == code)
                    .map_or_else(|| "?".to_owned(), |(name, _)| cap(name)),
            ),
        }
        s
    }
}

/// As written in the config: "f2", "ctrl-q", "shift-k", "space".
impl fmt::Display for KeySpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (m, name) in [
            (KeyModifiers::CONTROL, "ctrl-"),
            (KeyModifiers::ALT, "alt-"),
            (KeyModifiers::SHIFT, "shift-"),
        ] {
            if self.modifiers.contains(m) {
                f.write_str(name)?;
            }
        }
        match self.code {
            KeyCode::Char(' ') => f.write_str("space"),
            KeyCode::Char(c) => write!(f, "{c}"),
            KeyCode::F(n) => write!(f, "f{n}"),
            code => f.write_str(
                NAMED
                    .iter()
                    .find(|(_, k)| *k == code)
                    .map_or("?", |(name, _)| name),
            ),
        }
    }
}

impl std::str::FromStr for KeySpec {
    type Err = KeyError;
    fn from_str(s: &str) -> Result<KeySpec, KeyError> {
        KeySpec::parse(s)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::core::text::Lang;

    pub(in crate::shell::keys) fn ev(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    pub(in crate::shell::keys) fn spec(s: &str) -> KeySpec {
        KeySpec::parse(s).unwrap()
    }

    #[test]
    fn keys_parse_names_and_modifiers() {
        assert_eq!(spec("f2"), KeySpec::new(KeyCode::F(2), KeyModifiers::NONE));
        assert_eq!(
            spec("F12"),
            KeySpec::new(KeyCode::F(12), KeyModifiers::NONE)
        );
        assert_eq!(
            spec("ctrl-q"),
            KeySpec::new(KeyCode::Char('q'), KeyModifiers::CONTROL)
        );
        assert_eq!(spec("Ctrl+Q"), spec("ctrl-q"));
        assert_eq!(spec("CTRL-q"), spec("ctrl-q"));
        assert_eq!(
            spec("shift-k"),
            KeySpec::new(KeyCode::Char('k'), KeyModifiers::SHIFT)
        );
        assert_eq!(spec("K"), spec("shift-k"));
        assert_eq!(spec("shift-K"), spec("shift-k"));
        assert_eq!(
            spec("alt-x"),
            KeySpec::new(KeyCode::Char('x'), KeyModifiers::ALT)
        );
        assert_eq!(
            spec("ctrl-alt-delete"),
            KeySpec::new(KeyCode::Delete, KeyModifiers::CONTROL | KeyModifiers::ALT)
        );
        for (s, code) in [
            ("esc", KeyCode::Esc),
            ("Escape", KeyCode::Esc),
            ("enter", KeyCode::Enter),
            ("space", KeyCode::Char(' ')),
            ("tab", KeyCode::Tab),
            ("backspace", KeyCode::Backspace),
            ("up", KeyCode::Up),
            ("down", KeyCode::Down),
            ("left", KeyCode::Left),
            ("right", KeyCode::Right),
            ("home", KeyCode::Home),
            ("end", KeyCode::End),
            ("PageUp", KeyCode::PageUp),
            ("pagedown", KeyCode::PageDown),
            ("a", KeyCode::Char('a')),
            ("x", KeyCode::Char('x')),
            ("?", KeyCode::Char('?')),
            ("-", KeyCode::Char('-')),
            ("ctrl--", KeyCode::Char('-')),
        ] {
            assert_eq!(spec(s).code, code, "{s}");
        }
        assert_eq!(spec("shift-tab"), spec("backtab"));
    }

    #[test]
    fn bad_keys_are_refused() {
        for s in [
            "",
            "f13",
            "f0",
            "f02",
            "ctrl-",
            "shift-?",
            "ctrl-ctrl-q",
            "hyper-q",
            "xx",
            "enterr",
        ] {
            assert!(KeySpec::parse(s).is_err(), "{s}");
        }
    }

    #[test]
    fn keys_match_what_crossterm_sends() {
        let k = spec("shift-k");
        assert!(k.matches(&ev(KeyCode::Char('K'), KeyModifiers::SHIFT)));
        assert!(k.matches(&ev(KeyCode::Char('K'), KeyModifiers::NONE)));
        assert!(k.matches(&ev(KeyCode::Char('k'), KeyModifiers::SHIFT)));
        assert!(!k.matches(&ev(KeyCode::Char('k'), KeyModifiers::NONE)));
        let q = spec("ctrl-q");
        assert!(q.matches(&ev(KeyCode::Char('q'), KeyModifiers::CONTROL)));
        assert!(!q.matches(&ev(KeyCode::Char('q'), KeyModifiers::NONE)));
        assert!(!q.matches(&ev(KeyCode::Char('Q'), KeyModifiers::CONTROL)));
        let question = spec("?");
        assert!(question.matches(&ev(KeyCode::Char('?'), KeyModifiers::SHIFT)));
        assert!(question.matches(&ev(KeyCode::Char('?'), KeyModifiers::NONE)));
        assert!(spec("f2").matches(&ev(KeyCode::F(2), KeyModifiers::NONE)));
        assert!(!spec("f2").matches(&ev(KeyCode::F(2), KeyModifiers::SHIFT)));
        assert!(spec("shift-tab").matches(&ev(KeyCode::BackTab, KeyModifiers::SHIFT)));
        assert!(spec("space").matches(&ev(KeyCode::Char(' '), KeyModifiers::NONE)));
        // Super, Meta and the like are not part of a key.
        assert!(spec("f2").matches(&ev(KeyCode::F(2), KeyModifiers::SUPER)));
    }

    #[test]
    fn keys_have_labels_and_config_names() {
        for (s, label) in [
            ("f2", "F2"),
            ("ctrl-q", "Ctrl+Q"),
            ("shift-k", "Shift+K"),
            ("alt-x", "Alt+X"),
            ("esc", "Esc"),
            ("space", "Space"),
            ("pagedown", "PageDown"),
            ("v", "v"),
            ("?", "?"),
            ("shift-tab", "Shift+Tab"),
        ] {
            assert_eq!(spec(s).label(Lang::En.text()), label, "{s}");
            assert_eq!(spec(&spec(s).to_string()), spec(s), "{s}");
        }
        assert_eq!(spec("Ctrl+Q").to_string(), "ctrl-q");
        // As German keyboards print them.
        let de = Lang::De.text();
        for (s, label) in [
            ("ctrl-q", "Strg+Q"),
            ("pageup", "Bild auf"),
            ("delete", "Entf"),
            ("shift-tab", "Umschalt+Tab"),
            ("ctrl-shift-k", "Strg+Umschalt+K"),
        ] {
            assert_eq!(spec(s).label(de), label, "{s}");
        }
        assert_eq!(spec("K").to_string(), "shift-k");
    }
}
