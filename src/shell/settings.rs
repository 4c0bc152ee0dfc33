//! Settings: the defaults of `config/default.toml` (built in), overridden by
//! the user's config file, then by command-line options.
//!
//! The user's file is `$XDG_CONFIG_HOME/annabella/config.toml` (else
//! `~/.config/annabella/config.toml`) if it exists, or a path given on the
//! command line. It is checked completely before any of it is used: a wrong
//! section, key, type or value is reported as `file:line: what is wrong;
//! allowed: …`, and nothing of the file is taken.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;
use toml::de::{DeString, DeTable, DeValue};

use crate::core::announce::Style;
use crate::core::clock::{Cadence, Span, TimeControl, parse_span};
use crate::core::laws::Laws;
use crate::core::notation::Letters;
use crate::core::text::Lang;
use crate::core::vocab::VoiceMix;
use crate::shell::keys::KeyMap;

pub const DEFAULT_TOML: &str = include_str!("../../config/default.toml");

/// The user's config file, relative to the config directory.
pub const USER_FILE: &str = "annabella/config.toml";

#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub voice: VoiceSettings,
    pub ui: UiSettings,
    pub game: GameSettings,
    pub speech: SpeechSettings,
    pub tui: TuiSettings,
    pub keys: KeyMap,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
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

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSettings {
    pub control: String,
    pub laws: String,
    pub color: String,
    pub warnings: Vec<String>,
    pub periodic: String,
    pub mirror: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
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

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UiSettings {
    pub lang: String,
    pub letters: String,
}

/// The full-screen interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TuiSettings {
    pub theme: Theme,
    /// The last announcement in large letters.
    pub big_text: bool,
}

/// The colours of the full-screen interface. NO_COLOR in the environment
/// forces `Mono` (the interface sees to that).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
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

impl std::str::FromStr for Theme {
    type Err = String;
    fn from_str(s: &str) -> Result<Theme, String> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                format!(
                    "\"{s}\" is not a theme; allowed: {}",
                    Theme::ALL.map(Theme::name).join(", ")
                )
            })
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A config file that cannot be used: `file:line: message`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    pub file: String,
    pub line: Option<usize>,
    pub message: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{line}: {}", self.file, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for ConfigError {}

/// The defaults file as the program reads it (keys as text).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    voice: VoiceSettings,
    ui: UiSettings,
    game: GameSettings,
    speech: SpeechSettings,
    tui: TuiSettings,
    keys: BTreeMap<String, String>,
}

fn slot(s: &str) -> Option<String> {
    (!s.is_empty()).then(|| s.to_string())
}

/// Where the user's config file is: `$XDG_CONFIG_HOME/annabella/config.toml`,
/// else `$HOME/.config/annabella/config.toml` (whether it exists or not).
pub fn user_path() -> Option<PathBuf> {
    user_path_in(
        std::env::var_os("XDG_CONFIG_HOME"),
        std::env::var_os("HOME"),
    )
}

/// [`user_path`] for these values of `XDG_CONFIG_HOME` and `HOME` (a
/// relative or empty one is ignored, as the XDG specification says).
fn user_path_in(
    xdg_config_home: Option<std::ffi::OsString>,
    home: Option<std::ffi::OsString>,
) -> Option<PathBuf> {
    let absolute = |v: Option<std::ffi::OsString>| v.map(PathBuf::from).filter(|p| p.is_absolute());
    absolute(xdg_config_home)
        .or_else(|| absolute(home).map(|h| h.join(".config")))
        .map(|dir| dir.join(USER_FILE))
}

impl Settings {
    /// The built-in defaults.
    pub fn defaults() -> Settings {
        let raw: Raw =
            toml::from_str(DEFAULT_TOML).expect("config/default.toml is checked by the test suite");
        let entries: Vec<(&str, &str)> = raw
            .keys
            .iter()
            .map(|(a, k)| (a.as_str(), k.as_str()))
            .collect();
        Settings {
            voice: raw.voice,
            ui: raw.ui,
            game: raw.game,
            speech: raw.speech,
            tui: raw.tui,
            keys: KeyMap::from_entries(&entries)
                .expect("config/default.toml's keys are checked by the test suite"),
        }
    }

    /// The defaults overridden by the user's config file: `path` (which must
    /// exist), else the file at [`user_path`] if there is one.
    pub fn load(path: Option<&Path>) -> Result<Settings, ConfigError> {
        Settings::load_with_voices(path, &[])
    }

    /// As [`Settings::load`], with vocabularies from `voice_dirs` (`--voices`)
    /// counted as voices besides the built-in ones and `ANNABELLA_VOICES`.
    pub fn load_with_voices(
        path: Option<&Path>,
        voice_dirs: &[PathBuf],
    ) -> Result<Settings, ConfigError> {
        let path = match path {
            Some(p) => p.to_path_buf(),
            None => match user_path() {
                Some(p) if p.exists() => p,
                _ => return Ok(Settings::defaults()),
            },
        };
        let file = path.display().to_string();
        let text = std::fs::read_to_string(&path).map_err(|e| ConfigError {
            file: file.clone(),
            line: None,
            message: match e.kind() {
                std::io::ErrorKind::NotFound => "no such file".to_string(),
                _ => format!("cannot read it: {e}"),
            },
        })?;
        Settings::defaults().with_toml(&text, &file, voice_dirs)
    }

    /// These settings overridden by the config `text` (read from `file`, the
    /// name used in errors). Nothing is changed unless all of it is right.
    pub fn with_toml(
        &self,
        text: &str,
        file: &str,
        voice_dirs: &[PathBuf],
    ) -> Result<Settings, ConfigError> {
        let mut check = Check {
            text,
            file,
            voice_dirs,
            voices: None,
        };
        let root = DeTable::parse(text).map_err(|e| ConfigError {
            file: file.to_string(),
            line: e.span().map(|s| line_of(text, s.start)),
            message: format!("not valid TOML: {}", e.message().trim_end()),
        })?;
        let mut settings = self.clone();
        for (name, value) in in_order(root.get_ref()) {
            check.section(&mut settings, name, value)?;
        }
        Ok(settings)
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

/// The sections and their keys ([keys] holds one key per [`KeyAction`]).
const SECTIONS: [(&str, &[&str]); 6] = [
    (
        "voice",
        &[
            "voice",
            "files",
            "ranks",
            "pieces",
            "long",
            "pawn_name",
            "check",
        ],
    ),
    ("ui", &["lang", "letters"]),
    (
        "game",
        &["control", "laws", "color", "warnings", "periodic", "mirror"],
    ),
    (
        "speech",
        &[
            "backend",
            "rate",
            "volume",
            "earcons",
            "gap_ms",
            "public_device",
            "private_device",
        ],
    ),
    ("tui", &["theme", "big_text"]),
    ("keys", &[]),
];

const BACKENDS: [&str; 5] = ["auto", "clips", "tts", "text", "none"];
const COLORS: [&str; 2] = ["white", "black"];
const MIRRORS: [&str; 2] = ["assumed", "strict"];
const RATE: (i64, i64) = (10, 400);
const VOLUME: (i64, i64) = (0, 100);
const GAP_MS: (i64, i64) = (0, 1000);
const CONTROL_ALLOWED: &str = "PGN's form (40/5400:1800+30, 300+3, 5400d5) or FIDE's shorthand \
                               (90/40+30+30s, 15+10, 3+2)";
const SPAN_ALLOWED: &str = "times such as \"5m\", \"1m30s\", \"90s\" or \"1:30\" (a bare number \
                            is minutes)";
const CADENCE_ALLOWED: &str = "\"\" (off) or calls such as \"5m, 1m<10m, 10s<1m\"";

fn section_names() -> String {
    SECTIONS.map(|(s, _)| s).join(", ")
}

/// 1-based line of a byte offset.
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

type Entry<'a, 'i> = (&'a Spanned<DeString<'i>>, &'a Spanned<DeValue<'i>>);

/// A table's entries in the order of the file.
fn in_order<'a, 'i>(table: &'a DeTable<'i>) -> Vec<Entry<'a, 'i>> {
    let mut entries: Vec<_> = table.iter().collect();
    entries.sort_by_key(|(k, _)| k.span().start);
    entries
}

/// The value as it would be written in the file.
fn show(value: &DeValue) -> String {
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
            in_order(t)
                .into_iter()
                .map(|(k, v)| format!("{} = {}", k.get_ref(), show(v.get_ref())))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

fn kind(value: &DeValue) -> &'static str {
    match value {
        DeValue::String(_) => "a string",
        DeValue::Integer(_) => "an integer",
        DeValue::Float(_) => "a float",
        DeValue::Boolean(_) => "a boolean",
        DeValue::Datetime(_) => "a date",
        DeValue::Array(_) => "an array",
        DeValue::Table(_) => "a table",
    }
}

fn integer(value: &DeValue) -> Option<i64> {
    value
        .as_integer()
        .and_then(|i| i64::from_str_radix(i.as_str(), i.radix()).ok())
}

/// What is wrong and where.
type Bad = (Range<usize>, String);

/// `key = value is …; allowed: …` at the value.
fn bad(key: &str, value: &Spanned<DeValue>, what: &str, allowed: &str) -> Bad {
    (
        value.span(),
        format!(
            "{key} = {} {what}; allowed: {allowed}",
            show(value.get_ref())
        ),
    )
}

fn wrong_type(key: &str, value: &Spanned<DeValue>, allowed: &str) -> Bad {
    bad(
        key,
        value,
        &format!("is {}", kind(value.get_ref())),
        allowed,
    )
}

fn string(key: &str, value: &Spanned<DeValue>, allowed: &str) -> Result<String, Bad> {
    value
        .get_ref()
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| wrong_type(key, value, allowed))
}

fn boolean(key: &str, value: &Spanned<DeValue>) -> Result<bool, Bad> {
    value
        .get_ref()
        .as_bool()
        .ok_or_else(|| wrong_type(key, value, "true, false"))
}

fn number(key: &str, value: &Spanned<DeValue>, (lo, hi): (i64, i64)) -> Result<u32, Bad> {
    let allowed = format!("a whole number from {lo} to {hi}");
    let n = integer(value.get_ref()).ok_or_else(|| match value.get_ref() {
        DeValue::Integer(_) => bad(key, value, "is out of range", &allowed),
        _ => wrong_type(key, value, &allowed),
    })?;
    if !(lo..=hi).contains(&n) {
        return Err(bad(key, value, "is out of range", &allowed));
    }
    Ok(n as u32)
}

/// One of `choices` (any case; kept in lower case), or "" if `empty` says
/// what it means.
fn choice(
    key: &str,
    value: &Spanned<DeValue>,
    noun: &str,
    choices: &[&str],
    empty: Option<&str>,
) -> Result<String, Bad> {
    let mut allowed = choices.join(", ");
    if let Some(meaning) = empty {
        allowed.push_str(&format!(", \"\" ({meaning})"));
    }
    let s = string(key, value, &allowed)?;
    if s.is_empty() && empty.is_some() {
        return Ok(s);
    }
    choices
        .iter()
        .find(|c| c.eq_ignore_ascii_case(s.trim()))
        .map(|c| c.to_string())
        .ok_or_else(|| bad(key, value, &format!("is not {noun}"), &allowed))
}

struct Check<'a> {
    text: &'a str,
    file: &'a str,
    voice_dirs: &'a [PathBuf],
    /// The vocabulary ids, read when a voice is first set.
    voices: Option<Vec<String>>,
}

impl Check<'_> {
    fn error(&self, span: Range<usize>, message: String) -> ConfigError {
        ConfigError {
            file: self.file.to_string(),
            line: Some(line_of(self.text, span.start)),
            message,
        }
    }

    /// A top-level entry: a section.
    fn section(
        &mut self,
        settings: &mut Settings,
        name: &Spanned<DeString>,
        value: &Spanned<DeValue>,
    ) -> Result<(), ConfigError> {
        let known = SECTIONS.iter().find(|(s, _)| *s == name.get_ref());
        let table = match (known, value.get_ref()) {
            (Some(_), DeValue::Table(t)) => t,
            (None, DeValue::Table(_)) => {
                return Err(self.error(
                    name.span(),
                    format!(
                        "unknown section [{}]; allowed: {}",
                        name.get_ref(),
                        section_names()
                    ),
                ));
            }
            (Some(_), _) => {
                let (_, message) = wrong_type(
                    name.get_ref(),
                    value,
                    &format!("a section [{}]", name.get_ref()),
                );
                return Err(self.error(name.span(), message));
            }
            (None, _) => {
                return Err(self.error(
                    name.span(),
                    format!(
                        "{} = {} is outside any section; allowed sections: {}",
                        name.get_ref(),
                        show(value.get_ref()),
                        section_names()
                    ),
                ));
            }
        };
        let section = name.get_ref().as_ref();
        let entries = in_order(table);
        if section == "keys" {
            return self.keys(settings, &entries);
        }
        let (_, keys) = known.expect("a known section");
        for (key, value) in entries {
            if !keys.contains(&key.get_ref().as_ref()) {
                return Err(self.error(
                    key.span(),
                    format!(
                        "unknown key `{}` in [{section}]; allowed: {}",
                        key.get_ref(),
                        keys.join(", ")
                    ),
                ));
            }
            self.setting(settings, section, key.get_ref(), value)
                .map_err(|(span, message)| self.error(span, message))?;
        }
        Ok(())
    }

    fn keys(&self, settings: &mut Settings, entries: &[Entry]) -> Result<(), ConfigError> {
        let mut pairs = Vec::with_capacity(entries.len());
        for (name, value) in entries {
            let key = string(
                name.get_ref(),
                value,
                "a key in quotes, such as \"f2\", \"ctrl-q\" or \"shift-k\"",
            )
            .map_err(|(span, message)| self.error(span, message))?;
            pairs.push((name.get_ref().as_ref(), key));
        }
        let refs: Vec<(&str, &str)> = pairs.iter().map(|(n, k)| (*n, k.as_str())).collect();
        settings.keys = settings.keys.with_entries(&refs).map_err(|e| {
            let span = entries
                .iter()
                .find(|(n, _)| n.get_ref() == &e.name)
                .map_or(0..0, |(n, _)| n.span());
            self.error(span, e.message)
        })?;
        Ok(())
    }

    fn voice_ids(&mut self) -> Result<&[String], String> {
        if self.voices.is_none() {
            let all = crate::shell::voices::load(self.voice_dirs)
                .map_err(|e| format!("the vocabularies cannot be read to check it: {e}"))?;
            self.voices = Some(all.ids().into_iter().map(str::to_string).collect());
        }
        Ok(self.voices.as_deref().unwrap_or_default())
    }

    fn voice(&mut self, key: &str, value: &Spanned<DeValue>, slot: bool) -> Result<String, Bad> {
        let ids = self
            .voice_ids()
            .map_err(|e| (value.span(), format!("{key}: {e}")))?
            .to_vec();
        let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
        let empty = slot.then_some("from voice");
        choice(key, value, "a voice", &ids, empty)
    }

    fn setting(
        &mut self,
        s: &mut Settings,
        section: &str,
        key: &str,
        v: &Spanned<DeValue>,
    ) -> Result<(), Bad> {
        match (section, key) {
            ("voice", "voice") => s.voice.voice = self.voice(key, v, false)?,
            ("voice", "files") => s.voice.files = self.voice(key, v, true)?,
            ("voice", "ranks") => s.voice.ranks = self.voice(key, v, true)?,
            ("voice", "pieces") => s.voice.pieces = self.voice(key, v, true)?,
            ("voice", "long") => s.voice.long = boolean(key, v)?,
            ("voice", "pawn_name") => s.voice.pawn_name = boolean(key, v)?,
            ("voice", "check") => s.voice.check = boolean(key, v)?,
            ("ui", "lang") => {
                let codes = Lang::ALL.map(Lang::code);
                s.ui.lang = choice(key, v, "a language", &codes, Some("the voice's language"))?;
            }
            ("ui", "letters") => {
                let codes = Letters::ALL.map(Letters::code);
                s.ui.letters = choice(key, v, "a letter set", &codes, Some("those of lang"))?;
            }
            ("game", "control") => {
                let text = string(key, v, CONTROL_ALLOWED)?;
                TimeControl::parse(&text)
                    .map_err(|_| bad(key, v, "is not a time control", CONTROL_ALLOWED))?;
                s.game.control = text;
            }
            ("game", "laws") => {
                let years = Laws::ALL.map(|l| l.year().to_string());
                let mut years: Vec<&str> = years.iter().map(String::as_str).collect();
                years.reverse();
                let allowed = years.join(", ");
                let text = match v.get_ref() {
                    DeValue::Integer(_) => integer(v.get_ref()).map(|n| n.to_string()),
                    DeValue::String(t) => Some(t.to_string()),
                    _ => None,
                }
                .ok_or_else(|| wrong_type(key, v, &allowed))?;
                let laws: Laws = text
                    .parse()
                    .map_err(|_| bad(key, v, "is not an edition of the laws", &allowed))?;
                s.game.laws = laws.to_string();
            }
            ("game", "color") => s.game.color = choice(key, v, "a colour", &COLORS, None)?,
            ("game", "warnings") => {
                let allowed = format!("a list of {SPAN_ALLOWED}, or [] for none");
                let DeValue::Array(items) = v.get_ref() else {
                    return Err(wrong_type(key, v, &allowed));
                };
                let mut warnings = Vec::with_capacity(items.len());
                for item in items.iter() {
                    let what = |is: &str| {
                        (
                            item.span(),
                            format!(
                                "{} in {key} {is}; allowed: {SPAN_ALLOWED}",
                                show(item.get_ref())
                            ),
                        )
                    };
                    let text = item
                        .get_ref()
                        .as_str()
                        .ok_or_else(|| what(&format!("is {}", kind(item.get_ref()))))?;
                    parse_span(text, Span::minutes(1)).ok_or_else(|| what("is not a time"))?;
                    warnings.push(text.to_string());
                }
                s.game.warnings = warnings;
            }
            ("game", "periodic") => {
                let text = string(key, v, CADENCE_ALLOWED)?;
                Cadence::parse(&text)
                    .map_err(|_| bad(key, v, "is not a cadence", CADENCE_ALLOWED))?;
                s.game.periodic = text;
            }
            ("game", "mirror") => {
                s.game.mirror = choice(key, v, "a mirror mode", &MIRRORS, None)?;
            }
            ("speech", "backend") => {
                s.speech.backend = choice(key, v, "a speech backend", &BACKENDS, None)?;
            }
            ("speech", "rate") => s.speech.rate = number(key, v, RATE)?,
            ("speech", "volume") => s.speech.volume = number(key, v, VOLUME)?,
            ("speech", "gap_ms") => s.speech.gap_ms = number(key, v, GAP_MS)?,
            ("speech", "earcons") => s.speech.earcons = boolean(key, v)?,
            ("speech", "public_device") => {
                s.speech.public_device = string(key, v, "a part of a device's name, or \"\"")?;
            }
            ("speech", "private_device") => {
                s.speech.private_device = string(key, v, "a part of a device's name, or \"\"")?;
            }
            ("tui", "theme") => {
                let names = Theme::ALL.map(Theme::name);
                let name = choice(key, v, "a theme", &names, None)?;
                s.tui.theme = name.parse().map_err(|e: String| (v.span(), e))?;
            }
            ("tui", "big_text") => s.tui.big_text = boolean(key, v)?,
            _ => unreachable!("[{section}] {key} is listed in SECTIONS but not read"),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::keys::KeyAction;

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
        assert_eq!(
            s.tui,
            TuiSettings {
                theme: Theme::HighContrast,
                big_text: true
            }
        );
        assert_eq!(s.keys.bindings().len(), KeyAction::ALL.len());
    }

    /// config/default.toml passes the checks a user's file goes through, and
    /// sets every setting there is.
    #[test]
    fn default_file_validates_and_is_complete() {
        let defaults = Settings::defaults();
        let checked = defaults
            .with_toml(DEFAULT_TOML, "config/default.toml", &[])
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(checked, defaults);
        let root = DeTable::parse(DEFAULT_TOML).unwrap();
        let root = root.get_ref();
        for (section, keys) in SECTIONS {
            let table = root
                .get(section)
                .and_then(|t| t.get_ref().as_table())
                .unwrap_or_else(|| panic!("config/default.toml lacks [{section}]"));
            let names: Vec<&str> = if section == "keys" {
                KeyAction::ALL.map(KeyAction::name).to_vec()
            } else {
                keys.to_vec()
            };
            for key in &names {
                assert!(
                    table.get(*key).is_some(),
                    "config/default.toml lacks [{section}] {key}"
                );
            }
            assert_eq!(table.len(), names.len(), "[{section}]");
        }
    }

    /// Every default setting has a comment of its own right above it.
    #[test]
    fn default_file_comments_every_setting() {
        let lines: Vec<&str> = DEFAULT_TOML.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') || line.starts_with('[') {
                continue;
            }
            // A setting: the comment is above it, over other settings of its
            // group at most (files/ranks/pieces share one).
            let commented = lines[..i]
                .iter()
                .rev()
                .take_while(|l| !l.trim().is_empty() && !l.trim().starts_with('['))
                .any(|l| l.trim().starts_with('#'))
                || line.contains('#');
            assert!(commented, "config/default.toml:{}: no comment", i + 1);
        }
    }

    #[test]
    fn listed_choices_are_what_the_program_reads() {
        for b in BACKENDS {
            assert!(
                <crate::shell::speech::Choice as clap::ValueEnum>::from_str(b, true).is_ok(),
                "{b}"
            );
        }
        assert_eq!(
            <crate::shell::speech::Choice as clap::ValueEnum>::value_variants().len(),
            BACKENDS.len()
        );
        for t in Theme::ALL {
            assert_eq!(t.name().parse::<Theme>(), Ok(t));
        }
    }

    fn apply(text: &str) -> Result<Settings, String> {
        Settings::defaults()
            .with_toml(text, "c.toml", &[])
            .map_err(|e| e.to_string())
    }

    #[test]
    fn user_settings_override_defaults() {
        let s = apply(
            "[voice]\nvoice = \"da\"\nfiles = \"de\"\n[ui]\nlang = \"EN\"\n[game]\nlaws = 2014\n\
             warnings = [\"10m\", \"1:30\"]\n[speech]\nrate = 150\n[tui]\ntheme = \"mono\"\n\
             big_text = false\n[keys]\npress = \"f9\"\nflip = \"shift-f\"\n",
        )
        .unwrap();
        assert_eq!(s.voice.voice, "da");
        assert_eq!(s.voice.files, "de");
        assert_eq!(s.ui.lang, "en");
        assert_eq!(s.game.laws, "2014");
        assert_eq!(s.game.warnings, ["10m", "1:30"]);
        assert_eq!(s.speech.rate, 150);
        assert_eq!(s.tui.theme, Theme::Mono);
        assert!(!s.tui.big_text);
        assert_eq!(s.keys.key(KeyAction::Press).label(), "F9");
        assert_eq!(s.keys.key(KeyAction::Flip).label(), "Shift+F");
        let d = Settings::defaults();
        assert_eq!(s.game.control, d.game.control);
        assert_eq!(s.speech.volume, d.speech.volume);
        assert_eq!(s.keys.key(KeyAction::Fix), d.keys.key(KeyAction::Fix));
        assert_eq!(apply("").unwrap(), d);
        assert_eq!(apply("# nothing\n[tui]\n").unwrap(), d);
    }

    #[test]
    fn wrong_settings_name_line_and_allowed_values() {
        for (text, message) in [
            (
                "[voice]\nvoice = \"xx\"\n",
                "c.toml:2: voice = \"xx\" is not a voice; allowed: ",
            ),
            (
                "[voice]\nranks = 3\n",
                "c.toml:2: ranks = 3 is an integer; allowed: ",
            ),
            (
                "[ui]\nlang = \"fr\"\n",
                "c.toml:2: lang = \"fr\" is not a language; allowed: en, da, de, nb, \"\" (the \
                 voice's language)",
            ),
            (
                "[ui]\n\nletters = \"fr\"\n",
                "c.toml:3: letters = \"fr\" is not a letter set; allowed: en, da, de, nb, nl, \"\" \
                 (those of lang)",
            ),
            (
                "[game]\nlaws = \"2010\"\n",
                "c.toml:2: laws = \"2010\" is not an edition of the laws; allowed: 2017, 2014, \
                 2005, 2001",
            ),
            (
                "[game]\ncolor = \"red\"\n",
                "c.toml:2: color = \"red\" is not a colour; allowed: white, black",
            ),
            (
                "[game]\nwarnings = [\"5m\",\n  \"5x\"]\n",
                "c.toml:3: \"5x\" in warnings is not a time; allowed: times such as \"5m\", \
                 \"1m30s\", \"90s\" or \"1:30\" (a bare number is minutes)",
            ),
            (
                "[game]\nwarnings = \"5m\"\n",
                "c.toml:2: warnings = \"5m\" is a string; allowed: a list of times such as",
            ),
            (
                "[game]\nperiodic = \"often\"\n",
                "c.toml:2: periodic = \"often\" is not a cadence; allowed: \"\" (off) or calls \
                 such as \"5m, 1m<10m, 10s<1m\"",
            ),
            (
                "[game]\nmirror = \"loose\"\n",
                "c.toml:2: mirror = \"loose\" is not a mirror mode; allowed: assumed, strict",
            ),
            (
                "[speech]\nvolume = 101\n",
                "c.toml:2: volume = 101 is out of range; allowed: a whole number from 0 to 100",
            ),
            (
                "[speech]\ngap_ms = -1\n",
                "c.toml:2: gap_ms = -1 is out of range; allowed: a whole number from 0 to 1000",
            ),
            (
                "[speech]\nearcons = \"yes\"\n",
                "c.toml:2: earcons = \"yes\" is a string; allowed: true, false",
            ),
            (
                "tui = \"dark\"\n",
                "c.toml:1: tui = \"dark\" is a string; allowed: a section [tui]",
            ),
            (
                "theme = \"dark\"\n",
                "c.toml:1: theme = \"dark\" is outside any section; allowed sections: voice, ui, \
                 game, speech, tui, keys",
            ),
            (
                "[keys]\npress = 2\n",
                "c.toml:2: press = 2 is an integer; allowed: a key in quotes, such as \"f2\", \
                 \"ctrl-q\" or \"shift-k\"",
            ),
        ] {
            let got = apply(text).unwrap_err();
            assert!(
                got.starts_with(message),
                "{text:?}\n got {got}\nwant {message}"
            );
        }
    }

    #[test]
    fn first_error_in_file_order_is_reported() {
        let got = apply("[tui]\ntheme = \"x\"\n[speech]\nrate = 1\n").unwrap_err();
        assert!(got.starts_with("c.toml:2: theme"), "{got}");
        let got = apply("[speech]\nvolume = 1000\nrate = 1\n").unwrap_err();
        assert!(got.starts_with("c.toml:2: volume"), "{got}");
    }

    #[test]
    fn user_file_is_in_the_xdg_config_dir() {
        let os = |s: &str| Some(std::ffi::OsString::from(s));
        assert_eq!(
            user_path_in(os("/x/cfg"), os("/home/p")),
            Some(PathBuf::from("/x/cfg/annabella/config.toml"))
        );
        assert_eq!(
            user_path_in(None, os("/home/p")),
            Some(PathBuf::from("/home/p/.config/annabella/config.toml"))
        );
        assert_eq!(
            user_path_in(os(""), os("/home/p")),
            Some(PathBuf::from("/home/p/.config/annabella/config.toml"))
        );
        assert_eq!(
            user_path_in(os("relative"), os("/home/p")),
            Some(PathBuf::from("/home/p/.config/annabella/config.toml"))
        );
        assert_eq!(user_path_in(None, None), None);
    }

    #[test]
    fn config_error_display() {
        let e = ConfigError {
            file: "f".into(),
            line: Some(3),
            message: "m".into(),
        };
        assert_eq!(e.to_string(), "f:3: m");
        let e = ConfigError { line: None, ..e };
        assert_eq!(e.to_string(), "f: m");
    }
}
