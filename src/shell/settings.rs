//! Settings: the defaults of `config/default.toml` (built in), overridden by
//! command-line options. (A user config file comes with the terminal UI.)

use serde::Deserialize;

use crate::core::announce::Style;
use crate::core::notation::Letters;
use crate::core::text::Lang;
use crate::core::vocab::VoiceMix;

pub const DEFAULT_TOML: &str = include_str!("../../config/default.toml");

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub voice: VoiceSettings,
    pub ui: UiSettings,
    pub game: GameSettings,
    pub speech: SpeechSettings,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpeechSettings {
    pub backend: String,
    pub rate: u32,
    pub volume: u32,
    pub earcons: bool,
    pub gap_ms: u32,
    pub public_device: String,
    pub private_device: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSettings {
    pub control: String,
    pub laws: String,
    pub color: String,
    pub warnings: Vec<String>,
    pub periodic: String,
    pub mirror: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VoiceSettings {
    pub voice: String,
    pub files: String,
    pub ranks: String,
    pub pieces: String,
    pub long: bool,
    pub pawn_name: bool,
    pub check: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UiSettings {
    pub lang: String,
    pub letters: String,
}

fn slot(s: &str) -> Option<String> {
    (!s.is_empty()).then(|| s.to_string())
}

impl Settings {
    /// The built-in defaults.
    pub fn defaults() -> Settings {
        toml::from_str(DEFAULT_TOML).expect("config/default.toml is checked by the test suite")
    }

    pub fn voice_mix(&self) -> VoiceMix {
        VoiceMix {
            voice: self.voice.voice.clone(),
            files: slot(&self.voice.files),
            ranks: slot(&self.voice.ranks),
            pieces: slot(&self.voice.pieces),
        }
    }

    pub fn style(&self) -> Style {
        Style {
            long: self.voice.long,
            pawn_name: self.voice.pawn_name,
            check: self.voice.check,
        }
    }

    /// The UI language: as set, else the voice's language, else English.
    pub fn lang(&self) -> Lang {
        self.ui
            .lang
            .parse()
            .unwrap_or_else(|_| Lang::for_voice(&self.voice.voice))
    }

    /// The letter set: as set, else the UI language's.
    pub fn letters(&self) -> Letters {
        self.ui
            .letters
            .parse()
            .unwrap_or_else(|_| self.lang().letters())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_parse() {
        let s = Settings::defaults();
        assert_eq!(s.voice_mix(), VoiceMix::plain("de"));
        assert_eq!(s.style(), Style::default());
        assert_eq!(s.lang(), Lang::De);
        assert_eq!(s.letters(), Letters::De);
        assert!(crate::core::clock::TimeControl::parse(&s.game.control).is_ok());
        assert!(crate::core::clock::Cadence::parse(&s.game.periodic).is_ok_and(|c| c.is_off()));
        assert!(["assumed", "strict"].contains(&s.game.mirror.as_str()));
        assert!(
            <crate::shell::speech::Choice as clap::ValueEnum>::from_str(&s.speech.backend, true)
                .is_ok()
        );
        assert!(s.speech.volume <= 100 && s.speech.rate > 0);
        assert!(s.game.laws.parse::<crate::core::laws::Laws>().is_ok());
        assert!(s.game.warnings.iter().all(|w| {
            crate::core::clock::parse_span(w, crate::core::clock::Span::minutes(1)).is_some()
        }));
    }
}
