//! `[tui]`: the full-screen interface.

use std::fmt;

use serde::Deserialize;

use super::problem::Noun;
use super::value::{OneOf, one_of};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TuiSettings {
    #[serde(deserialize_with = "one_of")]
    pub theme: Theme,
    /// The last announcement in large letters.
    pub big_text: bool,
}

/// The colours of the full-screen interface. NO_COLOR in the environment
/// forces `Mono` (the interface sees to that).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Theme {
    HighContrast,
    Dark,
    Light,
    Mono,
}

impl Theme {
    pub const ALL: [Theme; 4] = [Theme::HighContrast, Theme::Dark, Theme::Light, Theme::Mono];

    /// The name in the config.
    pub fn name(self) -> &'static str {
        match self {
            Theme::HighContrast => "high-contrast",
            Theme::Dark => "dark",
            Theme::Light => "light",
            Theme::Mono => "mono",
        }
    }
}

impl OneOf for Theme {
    const NOUN: Noun = Noun::Theme;
    fn named() -> Vec<(Theme, String)> {
        Theme::ALL.map(|t| (t, t.name().to_string())).to_vec()
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
