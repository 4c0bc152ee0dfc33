//! The keys of the full-screen interface: one per action, set in the `[keys]`
//! section of the config (`config/default.toml` holds the defaults).
//!
//! A key is written as in `f2`, `ctrl-q`, `shift-k`, `alt-x`, `esc`, `enter`,
//! `space`, `x`, `?`. Global actions work everywhere; board actions only in
//! board mode, where the keys a–h jump to a file and 1–8 to a rank.

use std::collections::BTreeMap;
use std::fmt;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// What a key does in the full-screen interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KeyAction {
    Submit,
    Press,
    Fix,
    Time,
    Last,
    Repeat,
    Help,
    BigText,
    BoardMode,
    Quit,
    Up,
    Down,
    Left,
    Right,
    Flip,
    Square,
    ScanRank,
    ScanFile,
    ScanDiagonals,
    ListPieces,
    LegalMoves,
    Attackers,
    NextKing,
    NextQueen,
    NextRook,
    NextBishop,
    NextKnight,
    NextPawn,
}

impl KeyAction {
    /// Every action, in the order of the config file and the help screen.
    pub const ALL: [KeyAction; 28] = [
        KeyAction::Submit,
        KeyAction::Press,
        KeyAction::Fix,
        KeyAction::Time,
        KeyAction::Last,
        KeyAction::Repeat,
        KeyAction::Help,
        KeyAction::BigText,
        KeyAction::BoardMode,
        KeyAction::Quit,
        KeyAction::Up,
        KeyAction::Down,
        KeyAction::Left,
        KeyAction::Right,
        KeyAction::Flip,
        KeyAction::Square,
        KeyAction::ScanRank,
        KeyAction::ScanFile,
        KeyAction::ScanDiagonals,
        KeyAction::ListPieces,
        KeyAction::LegalMoves,
        KeyAction::Attackers,
        KeyAction::NextKing,
        KeyAction::NextQueen,
        KeyAction::NextRook,
        KeyAction::NextBishop,
        KeyAction::NextKnight,
        KeyAction::NextPawn,
    ];

    /// The name in the `[keys]` section of the config.
    pub fn name(self) -> &'static str {
        match self {
            KeyAction::Submit => "submit",
            KeyAction::Press => "press",
            KeyAction::Fix => "fix",
            KeyAction::Time => "time",
            KeyAction::Last => "last",
            KeyAction::Repeat => "repeat",
            KeyAction::Help => "help",
            KeyAction::BigText => "big_text",
            KeyAction::BoardMode => "board_mode",
            KeyAction::Quit => "quit",
            KeyAction::Up => "up",
            KeyAction::Down => "down",
            KeyAction::Left => "left",
            KeyAction::Right => "right",
            KeyAction::Flip => "flip",
            KeyAction::Square => "square",
            KeyAction::ScanRank => "scan_rank",
            KeyAction::ScanFile => "scan_file",
            KeyAction::ScanDiagonals => "scan_diagonals",
            KeyAction::ListPieces => "list_pieces",
            KeyAction::LegalMoves => "legal_moves",
            KeyAction::Attackers => "attackers",
            KeyAction::NextKing => "next_king",
            KeyAction::NextQueen => "next_queen",
            KeyAction::NextRook => "next_rook",
            KeyAction::NextBishop => "next_bishop",
            KeyAction::NextKnight => "next_knight",
            KeyAction::NextPawn => "next_pawn",
        }
    }

    /// The action with this config name.
    pub fn from_name(name: &str) -> Option<KeyAction> {
        KeyAction::ALL.into_iter().find(|a| a.name() == name)
    }

    /// A board key works only in board mode; the others work everywhere.
    pub fn board(self) -> bool {
        !matches!(
            self,
            KeyAction::Submit
                | KeyAction::Press
                | KeyAction::Fix
                | KeyAction::Time
                | KeyAction::Last
                | KeyAction::Repeat
                | KeyAction::Help
                | KeyAction::BigText
                | KeyAction::BoardMode
                | KeyAction::Quit
        )
    }

    /// The config names of all actions, comma-separated (for messages).
    pub fn names() -> String {
        KeyAction::ALL.map(KeyAction::name).join(", ")
    }
}

impl fmt::Display for KeyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a key may be written as, for messages.
pub const KEY_SYNTAX: &str = "a letter, digit or sign (x, ?), f1–f12, esc, enter, space, tab, \
     backspace, up, down, left, right, home, end, pageup, pagedown, insert, delete, \
     each with ctrl-, alt- or shift- before it if wanted (ctrl-q, shift-k)";

fn not_a_key(text: &str) -> String {
    format!("\"{text}\" is not a key")
}

/// Named keys: config name, label, code.
const NAMED: [(&str, &str, KeyCode); 16] = [
    ("esc", "Esc", KeyCode::Esc),
    ("enter", "Enter", KeyCode::Enter),
    ("space", "Space", KeyCode::Char(' ')),
    ("tab", "Tab", KeyCode::Tab),
    ("backspace", "Backspace", KeyCode::Backspace),
    ("up", "Up", KeyCode::Up),
    ("down", "Down", KeyCode::Down),
    ("left", "Left", KeyCode::Left),
    ("right", "Right", KeyCode::Right),
    ("home", "Home", KeyCode::Home),
    ("end", "End", KeyCode::End),
    ("pageup", "PageUp", KeyCode::PageUp),
    ("pagedown", "PageDown", KeyCode::PageDown),
    ("insert", "Insert", KeyCode::Insert),
    ("delete", "Delete", KeyCode::Delete),
    ("backtab", "Shift+Tab", KeyCode::BackTab),
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
    /// the letter with shift (`K` is shift-k). The error says what was wrong.
    pub fn parse(text: &str) -> Result<KeySpec, String> {
        let mut rest = text.trim();
        if rest.is_empty() {
            return Err(not_a_key(text));
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
                        return Err(format!("a modifier twice: \"{text}\""));
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
        let code = if let Some(&(_, _, code)) = NAMED.iter().find(|(n, _, _)| *n == name) {
            code
        } else if let Some(n) = name
            .strip_prefix('f')
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (1..=12).contains(n) && !name.starts_with("f0"))
        {
            KeyCode::F(n)
        } else if let (Some(c), None) = (chars.next(), chars.next()) {
            if c.is_control() || c.is_whitespace() {
                return Err(not_a_key(text));
            }
            if c.is_alphabetic() && c.is_uppercase() {
                // "K" is shift-k; "Ctrl+Q" is the usual way to write ctrl-q.
                if modifiers.is_empty() {
                    modifiers = KeyModifiers::SHIFT;
                }
                KeyCode::Char(c.to_lowercase().next().unwrap_or(c))
            } else {
                if modifiers.contains(KeyModifiers::SHIFT) && !c.is_alphabetic() {
                    return Err(format!(
                        "shift- goes with letters and named keys only; write the sign itself, \
                         not \"{text}\""
                    ));
                }
                KeyCode::Char(c)
            }
        } else {
            return Err(not_a_key(text));
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
    fn of_event(ev: &KeyEvent) -> KeySpec {
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

    /// The key for the help screen: "F2", "Ctrl+Q", "Shift+K", "Space", "v".
    pub fn label(&self) -> String {
        let mut s = String::new();
        for (m, name) in [
            (KeyModifiers::CONTROL, "Ctrl+"),
            (KeyModifiers::ALT, "Alt+"),
            (KeyModifiers::SHIFT, "Shift+"),
        ] {
            if self.modifiers.contains(m) {
                s.push_str(name);
            }
        }
        match self.code {
            KeyCode::Char(' ') => s.push_str("Space"),
            KeyCode::Char(c) if s.is_empty() => s.push(c),
            KeyCode::Char(c) => s.extend(c.to_uppercase()),
            KeyCode::F(n) => s.push_str(&format!("F{n}")),
            code => s.push_str(
                NAMED
                    .iter()
                    .find(|(_, _, k)| *k == code)
                    .map_or("?", |(_, label, _)| label),
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
                    .find(|(_, _, k)| *k == code)
                    .map_or("?", |(name, _, _)| name),
            ),
        }
    }
}

impl std::str::FromStr for KeySpec {
    type Err = String;
    fn from_str(s: &str) -> Result<KeySpec, String> {
        KeySpec::parse(s)
    }
}

/// A wrong entry of a `[keys]` table: the action name as written (the TOML
/// key) and what is wrong, with the allowed values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyError {
    pub name: String,
    pub message: String,
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for KeyError {}

/// Every action's key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyMap {
    keys: BTreeMap<KeyAction, KeySpec>,
}

impl KeyMap {
    /// A complete key map from `(action name, key)` pairs: every action must
    /// be there (this is how `config/default.toml` is read).
    pub fn from_entries(entries: &[(&str, &str)]) -> Result<KeyMap, KeyError> {
        let map = KeyMap {
            keys: BTreeMap::new(),
        }
        .with_entries(entries)?;
        if let Some(missing) = KeyAction::ALL
            .into_iter()
            .find(|a| !map.keys.contains_key(a))
        {
            return Err(KeyError {
                name: missing.name().to_string(),
                message: format!("no key for {missing}; every action needs one"),
            });
        }
        Ok(map)
    }

    /// A complete key map from a TOML table of action names and keys.
    pub fn from_table(table: &toml::Table) -> Result<KeyMap, KeyError> {
        let mut entries = Vec::new();
        for (name, value) in table {
            let key = value.as_str().ok_or_else(|| KeyError {
                name: name.clone(),
                message: format!(
                    "{name} = {value} is not a string; allowed: a key in quotes, such as \"f2\""
                ),
            })?;
            entries.push((name.as_str(), key));
        }
        KeyMap::from_entries(&entries)
    }

    /// This map with some actions' keys changed: `(action name, key)` pairs in
    /// the order they are written. Everything is checked before anything is
    /// used: unknown actions, keys that do not parse, a–h and 1–8 on board
    /// actions, printable keys on global actions and keys bound twice. Of two
    /// entries that clash, the later one is blamed.
    pub fn with_entries(&self, entries: &[(&str, &str)]) -> Result<KeyMap, KeyError> {
        let mut parsed = Vec::with_capacity(entries.len());
        for (name, text) in entries {
            let error = |message: String| KeyError {
                name: name.to_string(),
                message,
            };
            let action = KeyAction::from_name(name).ok_or_else(|| {
                error(format!(
                    "unknown key `{name}` in [keys]; allowed: {}",
                    KeyAction::names()
                ))
            })?;
            let key = KeySpec::parse(text).map_err(|why| {
                let why = if why == not_a_key(text) {
                    String::new()
                } else {
                    format!(" ({why})")
                };
                error(format!(
                    "{name} = \"{text}\" is not a key{why}; allowed: {KEY_SYNTAX}"
                ))
            })?;
            check_key(action, key).map_err(error)?;
            parsed.push((action, key));
        }
        let mut map = self.clone();
        for (action, key) in &parsed {
            map.keys.insert(*action, *key);
        }
        for (i, (action, key)) in parsed.iter().enumerate() {
            let later = |a: KeyAction| parsed[i + 1..].iter().any(|(b, _)| *b == a);
            let clash = KeyAction::ALL.into_iter().find(|other| {
                other != action && map.keys.get(other) == Some(key) && !later(*other)
            });
            // An action set twice in one list: the last setting counts.
            if later(*action) {
                continue;
            }
            if let Some(other) = clash {
                return Err(KeyError {
                    name: entries[i].0.to_string(),
                    message: format!(
                        "{} = \"{}\" is already the key of {other}; allowed: a key no other action \
                         has (set {other} to another key to free it)",
                        action.name(),
                        entries[i].1
                    ),
                });
            }
        }
        Ok(map)
    }

    /// The action of a key event: global keys always, board keys only in
    /// board mode. In input mode a character without ctrl or alt is typed,
    /// never an action. Key releases are no actions.
    pub fn action(&self, ev: &KeyEvent, board_mode: bool) -> Option<KeyAction> {
        if ev.kind == KeyEventKind::Release {
            return None;
        }
        let pressed = KeySpec::of_event(ev);
        if !board_mode && pressed.printable() {
            return None;
        }
        self.keys
            .iter()
            .find(|(action, key)| (board_mode || !action.board()) && **key == pressed)
            .map(|(action, _)| *action)
    }

    /// The key of an action.
    pub fn key(&self, action: KeyAction) -> &KeySpec {
        &self.keys[&action]
    }

    /// Every action with its key, in the order of [`KeyAction::ALL`].
    pub fn bindings(&self) -> Vec<(KeyAction, KeySpec)> {
        KeyAction::ALL
            .into_iter()
            .filter_map(|a| self.keys.get(&a).map(|k| (a, *k)))
            .collect()
    }
}

/// Keys an action may not have, whatever else is bound.
fn check_key(action: KeyAction, key: KeySpec) -> Result<(), String> {
    let name = action.name();
    if action.board() {
        if let KeyCode::Char(c) = key.code
            && key.modifiers.is_empty()
            && matches!(c, 'a'..='h' | '1'..='8')
        {
            return Err(format!(
                "{name} = \"{key}\" cannot be a board key: in board mode a–h jump to a file and \
                 1–8 to a rank; allowed: any other key, e.g. a letter from i to z, a sign, an F-key \
                 or a named key"
            ));
        }
    } else if key.printable() {
        return Err(format!(
            "{name} = \"{key}\" would be typed into the move input; allowed for {name}: f1–f12, \
             esc, enter, tab, backspace, up, down, left, right, home, end, pageup, pagedown, \
             insert, delete, or a key with ctrl- or alt- (ctrl-q)"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    fn spec(s: &str) -> KeySpec {
        KeySpec::parse(s).unwrap()
    }

    fn defaults() -> KeyMap {
        crate::shell::settings::Settings::defaults().keys
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
            assert_eq!(spec(s).label(), label, "{s}");
            assert_eq!(spec(&spec(s).to_string()), spec(s), "{s}");
        }
        assert_eq!(spec("Ctrl+Q").to_string(), "ctrl-q");
        assert_eq!(spec("K").to_string(), "shift-k");
    }

    #[test]
    fn actions_have_names_and_modes() {
        assert_eq!(KeyAction::ALL.len(), 28);
        for a in KeyAction::ALL {
            assert_eq!(KeyAction::from_name(a.name()), Some(a));
        }
        let global: Vec<_> = KeyAction::ALL.into_iter().filter(|a| !a.board()).collect();
        assert_eq!(
            global.iter().map(|a| a.name()).collect::<Vec<_>>(),
            [
                "submit",
                "press",
                "fix",
                "time",
                "last",
                "repeat",
                "help",
                "big_text",
                "board_mode",
                "quit"
            ]
        );
    }

    #[test]
    fn default_map_acts_by_mode() {
        let map = defaults();
        let f2 = ev(KeyCode::F(2), KeyModifiers::NONE);
        assert_eq!(map.action(&f2, false), Some(KeyAction::Press));
        assert_eq!(map.action(&f2, true), Some(KeyAction::Press));
        let v = ev(KeyCode::Char('v'), KeyModifiers::NONE);
        assert_eq!(map.action(&v, false), None);
        assert_eq!(map.action(&v, true), Some(KeyAction::Flip));
        let up = ev(KeyCode::Up, KeyModifiers::NONE);
        assert_eq!(map.action(&up, false), None);
        assert_eq!(map.action(&up, true), Some(KeyAction::Up));
        let big_k = ev(KeyCode::Char('K'), KeyModifiers::SHIFT);
        assert_eq!(map.action(&big_k, true), Some(KeyAction::NextKing));
        assert_eq!(map.action(&big_k, false), None);
        let esc = ev(KeyCode::Esc, KeyModifiers::NONE);
        assert_eq!(map.action(&esc, false), Some(KeyAction::BoardMode));
        assert_eq!(map.action(&esc, true), Some(KeyAction::BoardMode));
        let ctrl_q = ev(KeyCode::Char('q'), KeyModifiers::CONTROL);
        assert_eq!(map.action(&ctrl_q, false), Some(KeyAction::Quit));
        let a = ev(KeyCode::Char('a'), KeyModifiers::NONE);
        assert_eq!(map.action(&a, true), None);
        let mut release = f2;
        release.kind = KeyEventKind::Release;
        assert_eq!(map.action(&release, false), None);
        assert_eq!(map.key(KeyAction::Quit).label(), "Ctrl+Q");
        let bindings = map.bindings();
        assert_eq!(bindings.len(), KeyAction::ALL.len());
        assert_eq!(bindings[0], (KeyAction::Submit, spec("enter")));
        assert_eq!(bindings[27], (KeyAction::NextPawn, spec("shift-p")));
    }

    #[test]
    fn overrides_are_checked() {
        let map = defaults();
        let err = |entries: &[(&str, &str)]| map.with_entries(entries).unwrap_err();
        assert_eq!(
            err(&[("flip", "a")]).message,
            "flip = \"a\" cannot be a board key: in board mode a–h jump to a file and 1–8 to a \
             rank; allowed: any other key, e.g. a letter from i to z, a sign, an F-key or a named \
             key"
        );
        // Capitals are not files: the next_* keys are shift-b and the like.
        assert!(map.with_entries(&[("flip", "A")]).is_ok());
        assert!(map.with_entries(&[("flip", "7")]).is_err());
        assert!(map.with_entries(&[("flip", "ctrl-a")]).is_ok());
        assert!(err(&[("press", "p")]).message.starts_with(
            "press = \"p\" would be typed into the move input; allowed for press: f1–f12"
        ));
        assert!(map.with_entries(&[("press", "space")]).is_err());
        assert!(map.with_entries(&[("press", "shift-p")]).is_err());
        assert_eq!(
            err(&[("press", "f3")]).message,
            "press = \"f3\" is already the key of fix; allowed: a key no other action has (set \
             fix to another key to free it)"
        );
        // A swap is fine; of two new clashing entries the later is blamed.
        let swapped = map.with_entries(&[("press", "f3"), ("fix", "f2")]).unwrap();
        assert_eq!(swapped.key(KeyAction::Press), &spec("f3"));
        assert_eq!(swapped.key(KeyAction::Fix), &spec("f2"));
        assert_eq!(err(&[("press", "f9"), ("fix", "f9")]).name, "fix");
        // Global and board keys clash too: global keys work in board mode.
        assert_eq!(err(&[("flip", "f2")]).name, "flip");
        assert!(err(&[("jump", "f9")]).message.starts_with(
            "unknown key `jump` in [keys]; allowed: submit, press, fix, time, last, repeat, help, \
             big_text, board_mode, quit, up, down, left, right, flip, square, scan_rank"
        ));
        assert!(
            err(&[("press", "f13")])
                .message
                .starts_with("press = \"f13\" is not a key; allowed: a letter, digit or sign")
        );
        // Nothing of a refused list is used.
        assert_eq!(map, defaults());
    }

    #[test]
    fn incomplete_maps_are_refused() {
        let e = KeyMap::from_entries(&[("submit", "enter")]).unwrap_err();
        assert_eq!(e.message, "no key for press; every action needs one");
        let table: toml::Table = toml::from_str("submit = 3").unwrap();
        assert!(KeyMap::from_table(&table).is_err());
    }
}
