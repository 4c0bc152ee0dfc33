//! The keys of the full-screen interface: one per action, set in the `[keys]`
//! section of the config (`config/default.toml` holds the defaults).
//!
//! A key is written as in `f2`, `ctrl-q`, `shift-k`, `alt-x`, `esc`, `enter`,
//! `space`, `x`, `?`. Keys of actions in both modes work everywhere; board
//! actions only in board mode, where the keys a–h jump to a file and 1–8 to a
//! rank. Ctrl-C is no action's key: it always leaves.

use std::collections::BTreeMap;
use std::fmt;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use serde::{Deserialize, Serialize};

use serde::de::{self, Deserializer, Visitor};

mod spec;

pub use spec::{KeyError, KeySpec};

/// Where an action's key works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// In the move input and in board mode. Since the input takes every
    /// plain character, the key must be one that types nothing.
    Both,
    /// In board mode only, where a–h and 1–8 are taken by the jumps.
    Board,
}

/// Declares the actions once: the enum, [`KeyAction::ALL`], the names and the
/// scopes all come from the one table below.
macro_rules! key_actions {
    ($($variant:ident $name:literal $scope:ident;)*) => {
        /// What a key does in the full-screen interface.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum KeyAction {
            $($variant,)*
        }

        impl KeyAction {
            pub const COUNT: usize = [$($name,)*].len();
            /// Every action, in the order of the config file and the help screen.
            pub const ALL: [KeyAction; KeyAction::COUNT] = [$(KeyAction::$variant,)*];
            const NAMES: [&'static str; KeyAction::COUNT] = [$($name,)*];
            const SCOPES: [Scope; KeyAction::COUNT] = [$(Scope::$scope,)*];
        }
    };
}

// The help line of each action is the catalogue's `key_help(name)`.
key_actions! {
    // variant      name in [keys]    scope
    Submit          "submit"          Both;
    Press           "press"           Both;
    Fix             "fix"             Both;
    Time            "time"            Both;
    Last            "last"            Both;
    Repeat          "repeat"          Both;
    Help            "help"            Both;
    BigText         "big_text"        Both;
    BoardMode       "board_mode"      Both;
    Quit            "quit"            Both;
    PageUp          "page_up"         Both;
    PageDown        "page_down"       Both;
    ReadBack        "read_back"       Both;
    ReadForward     "read_forward"    Both;
    ClearLine       "clear_line"      Both;
    Up              "up"              Board;
    Down            "down"            Board;
    Left            "left"            Board;
    Right           "right"           Board;
    Flip            "flip"            Board;
    SwitchBoard     "switch_board"    Board;
    Square          "square"          Board;
    ScanRank        "scan_rank"       Board;
    ScanFile        "scan_file"       Board;
    ScanDiagonals   "scan_diagonals"  Board;
    ListPieces      "list_pieces"     Board;
    LegalMoves      "legal_moves"     Board;
    Attackers       "attackers"       Board;
    NextKing        "next_king"       Board;
    NextQueen       "next_queen"      Board;
    NextRook        "next_rook"       Board;
    NextBishop      "next_bishop"     Board;
    NextKnight      "next_knight"     Board;
    NextPawn        "next_pawn"       Board;
}

impl KeyAction {
    /// The name in the `[keys]` section of the config, and the id of its
    /// line in the help (`Catalogue::key_help`).
    pub fn name(self) -> &'static str {
        KeyAction::NAMES[self as usize]
    }

    pub fn scope(self) -> Scope {
        KeyAction::SCOPES[self as usize]
    }

    /// The action with this config name.
    pub fn from_name(name: &str) -> Option<KeyAction> {
        KeyAction::ALL.into_iter().find(|a| a.name() == name)
    }
}

impl fmt::Display for KeyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a key cannot be an action's: what follows `name = "key"` in a
/// message (`settings::problem` says it in the user's language). It crosses
/// serde as a reader's complaint, so it can be written and read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unbindable {
    NotAKey(KeyError),
    /// Board keys a–h and 1–8 jump to a file and a rank.
    BoardJump,
    /// A printable key: it would be typed into the move input.
    Types(KeyAction),
    /// A key the move input needs, by its name there (`backspace`).
    Edits(KeyAction, String),
    Taken(KeyAction),
    /// Ctrl-C always quits (and saves).
    CtrlC,
}

impl Serialize for KeyAction {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// The keys the input line needs for itself, unmodified (or with shift),
/// and what each is called in a message; enter only `submit` may have.
fn editing_key(key: KeySpec) -> Option<&'static str> {
    // A terminal sends these ctrl keys as the editing keys themselves
    // (Ctrl+H is Backspace, Ctrl+M and Ctrl+J Enter, Ctrl+I Tab, Ctrl+[
    // Esc): bound to an action, they would act where a key edits.
    if key.modifiers - KeyModifiers::SHIFT == KeyModifiers::CONTROL {
        return match key.code {
            KeyCode::Char('h') | KeyCode::Backspace => Some("backspace"),
            KeyCode::Char('m' | 'j') => Some("enter"),
            KeyCode::Char('i') => Some("tab"),
            KeyCode::Char('[') => Some("esc"),
            _ => None,
        };
    }
    if !(key.modifiers - KeyModifiers::SHIFT).is_empty() {
        return None;
    }
    Some(match key.code {
        KeyCode::Backspace => "backspace",
        KeyCode::Delete => "delete",
        KeyCode::Left => "left",
        KeyCode::Right => "right",
        KeyCode::Home => "home",
        KeyCode::End => "end",
        KeyCode::Up => "up",
        KeyCode::Down => "down",
        KeyCode::Enter => "enter",
        _ => return None,
    })
}

/// Keys an action may not have, whatever else is bound.
pub(crate) fn check_key(action: KeyAction, key: KeySpec) -> Result<(), Unbindable> {
    // The interface leaves on Ctrl-C before it looks for an action: also
    // with alt, and with shift where the terminal sends the letter in lower
    // case. Such a key could never be relied on to do what it was set for.
    if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
        return Err(Unbindable::CtrlC);
    }
    match action.scope() {
        Scope::Board => match key.code {
            KeyCode::Char('a'..='h' | '1'..='8') if key.modifiers.is_empty() => {
                Err(Unbindable::BoardJump)
            }
            _ => Ok(()),
        },
        Scope::Both if key.printable() => Err(Unbindable::Types(action)),
        Scope::Both => match editing_key(key) {
            Some("enter") if action == KeyAction::Submit => Ok(()),
            Some(name) => Err(Unbindable::Edits(action, name.to_string())),
            None => Ok(()),
        },
    }
}

/// Every action's key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyMap {
    keys: BTreeMap<KeyAction, KeySpec>,
}

impl KeyMap {
    /// Every action's key, each checked (`check_key`, no key twice).
    pub(crate) fn new(keys: BTreeMap<KeyAction, KeySpec>) -> KeyMap {
        KeyMap { keys }
    }

    /// The action of a key event: keys of both modes always, board keys only
    /// in board mode. In input mode a character without ctrl or alt is
    /// typed, never an action. Key releases are no actions.
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
            .find(|(action, key)| (board_mode || action.scope() == Scope::Both) && **key == pressed)
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

impl<'de> Deserialize<'de> for KeyAction {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<KeyAction, D::Error> {
        struct Name;
        impl Visitor<'_> for Name {
            type Value = KeyAction;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("the name of a key action")
            }
            fn visit_str<E: de::Error>(self, name: &str) -> Result<KeyAction, E> {
                KeyAction::from_name(name).ok_or_else(|| E::unknown_field(name, &KeyAction::NAMES))
            }
        }
        d.deserialize_identifier(Name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::spec::tests::{ev, spec};

    fn defaults() -> KeyMap {
        crate::shell::settings::Settings::defaults().keys
    }

    /// The keys of the defaults with `entries` of a user's `[keys]` over them.
    fn with(entries: &str) -> Result<KeyMap, String> {
        crate::shell::settings::Settings::from_toml(&format!("[keys]\n{entries}"), "c.toml", &[])
            .map(|s| s.keys)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn actions_have_names_and_scopes() {
        assert_eq!(KeyAction::ALL.len(), 34);
        for (i, a) in KeyAction::ALL.into_iter().enumerate() {
            assert_eq!(KeyAction::from_name(a.name()), Some(a));
            assert_eq!(a as usize, i, "ALL is in the order of the enum");
        }
        let both: Vec<_> = KeyAction::ALL
            .into_iter()
            .filter(|a| a.scope() == Scope::Both)
            .map(KeyAction::name)
            .collect();
        assert_eq!(
            both,
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
                "quit",
                "page_up",
                "page_down",
                "read_back",
                "read_forward",
                "clear_line"
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
        assert_eq!(
            map.key(KeyAction::Quit)
                .label(crate::core::text::Lang::En.text()),
            "Ctrl+Q"
        );
        let bindings = map.bindings();
        assert_eq!(bindings.len(), KeyAction::ALL.len());
        assert_eq!(bindings[0], (KeyAction::Submit, spec("enter")));
        assert_eq!(bindings[33], (KeyAction::NextPawn, spec("shift-p")));
    }

    #[test]
    fn overrides_are_checked() {
        assert_eq!(
            with("flip = \"a\"").unwrap_err(),
            "c.toml:2: flip = \"a\" cannot be a board key: in board mode a–h jump to a file and \
             1–8 to a rank; allowed: any other key, e.g. a letter from i to z, a sign, an F-key or \
             a named key"
        );
        // Capitals are not files: the next_* keys are shift-b and the like.
        assert!(with("flip = \"A\"").is_ok());
        assert!(with("flip = \"7\"").is_err());
        assert!(with("flip = \"ctrl-a\"").is_ok());
        assert!(with("press = \"p\"").unwrap_err().starts_with(
            "c.toml:2: press = \"p\" would be typed into the move input; allowed for press: f1–f12"
        ));
        assert!(with("press = \"space\"").is_err());
        assert!(with("press = \"shift-p\"").is_err());
        assert_eq!(
            with("press = \"f3\"").unwrap_err(),
            "c.toml:2: press = \"f3\" is already the key of fix; allowed: a key no other action \
             has (set fix to another key to free it)"
        );
        // A swap is fine; of two new clashing entries the later is blamed.
        let swapped = with("press = \"f3\"\nfix = \"f2\"").unwrap();
        assert_eq!(swapped.key(KeyAction::Press), &spec("f3"));
        assert_eq!(swapped.key(KeyAction::Fix), &spec("f2"));
        assert!(
            with("press = \"f9\"\nfix = \"f9\"")
                .unwrap_err()
                .starts_with("c.toml:3: fix")
        );
        // Keys of both modes clash with board keys: they work in board mode too.
        assert!(
            with("flip = \"f2\"")
                .unwrap_err()
                .starts_with("c.toml:2: flip")
        );
        assert!(with("jump = \"f9\"").unwrap_err().starts_with(
            "c.toml:2: unknown key `jump` in [keys]; allowed: submit, press, fix, time, last, \
             repeat, help, big_text, board_mode, quit, page_up, page_down, read_back, read_forward, \
             clear_line, up, down, left, right, flip, switch_board, square"
        ));
        assert!(with("press = \"f13\"").unwrap_err().starts_with(
            "c.toml:2: press = \"f13\" is not a key; allowed: a letter, digit or sign"
        ));
        assert!(with("press = \"ctrl-ctrl-q\"").unwrap_err().starts_with(
            "c.toml:2: press = \"ctrl-ctrl-q\" is not a key (a modifier twice: \"ctrl-ctrl-q\"); \
             allowed: a letter"
        ));
        for ctrl_c in ["ctrl-c", "Ctrl+C", "ctrl-alt-c", "ctrl-shift-c"] {
            assert!(
                with(&format!("time = \"{ctrl_c}\""))
                    .unwrap_err()
                    .contains("is kept for leaving the program: Ctrl-C"),
                "{ctrl_c}"
            );
        }
        assert!(with("flip = \"ctrl-c\"").is_err());
        assert!(with("time = \"ctrl-t\"").is_ok());
        assert!(with("flip = \"c\"").is_err(), "c is a file letter");
        assert!(with("flip = \"alt-c\"").is_ok());
        assert!(with("flip = \"shift-c\"").is_ok());
        assert!(with("flip = \"shift-?\"").unwrap_err().contains(
            "is not a key (shift- goes with letters and named keys only; write the sign itself, \
             not \"shift-?\")"
        ));
    }
}
