//! Settings: the defaults of `config/default.toml` (built in), overridden by
//! the user's config file, then by command-line options (`args::overridden`).
//!
//! The user's file is `$XDG_CONFIG_HOME/annabella/config.toml` (else
//! `~/.config/annabella/config.toml`) if it exists, or a path given on the
//! command line. It is checked completely before any of it is used: a wrong
//! section, key, type or value is reported as `file:line: what is wrong;
//! allowed: …`, and nothing of the file is taken.
//!
//! Every value is read into its type once, here; one struct per section
//! (a file each) states what the file may hold.

use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use serde::Deserialize;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::core::announce::Style;
use crate::core::notation::Letters;
use crate::core::text::Lang;
use crate::core::vocab::{Vocabularies, VoiceMix};
use crate::shell::keys::KeyMap;

mod braille;
mod broadcast;
mod commented;
mod de;
mod engine;
mod game;
mod keys;
mod options;
mod problem;
mod speech;
mod tui;
mod ui;
mod value;
mod voice;

pub use braille::BrailleSettings;
pub use broadcast::{BroadcastSettings, read_address, read_delay};
pub use commented::commented;
pub use engine::{EngineSettings, time as engine_time};
pub use game::GameSettings;
pub use options::{
    EDITION, FRONT, GAME, Given, GivenIn, LANG, OPTIONS, STUDY, SettingOption, VOICE,
};
pub use problem::{Allowed, ConfigError, Empty, Noun, Problem, Syntax, ValueKind, Why};
pub use speech::{Choice, SpeechSettings};
pub use tui::{Theme, TuiSettings};
pub use ui::UiSettings;
pub use voice::VoiceSettings;

use de::{Placed, ValueOrigin};

pub const DEFAULT_TOML: &str = include_str!("../../../config/default.toml");

/// The user's config file, relative to the config directory.
pub const USER_FILE: &str = "annabella/config.toml";

/// The sections, in the order messages list them.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub voice: VoiceSettings,
    pub ui: UiSettings,
    pub game: GameSettings,
    pub speech: SpeechSettings,
    pub engine: EngineSettings,
    pub broadcast: BroadcastSettings,
    pub braille: BrailleSettings,
    pub tui: TuiSettings,
    pub keys: KeyMap,
}

const DEFAULT_FILE: &str = "config/default.toml";

/// The defaults file as the parser reads it.
fn default_tree() -> Spanned<DeValue<'static>> {
    let table = DeTable::parse(DEFAULT_TOML).expect("config/default.toml is valid TOML");
    Spanned::new(table.span(), DeValue::Table(table.into_inner()))
}

#[allow(
    clippy::panic,
    reason = "config/default.toml is compiled in: a default that does not read is a build fault, which every test finds"
)]
static DEFAULTS: LazyLock<Settings> = LazyLock::new(|| {
    de::read(None, &default_tree()).unwrap_or_else(|placed| panic!("{}", placed.error("", "")))
});

impl Placed {
    /// The error in `file`, holding `text`; an error of the defaults names
    /// the defaults file.
    fn error(self, file: &str, text: &str) -> ConfigError {
        let (file, text) = match self.origin {
            ValueOrigin::User => (file, text),
            ValueOrigin::Defaults => (DEFAULT_FILE, DEFAULT_TOML),
        };
        ConfigError {
            file: file.to_string(),
            line: Some(line_of(text, self.span.start)),
            problem: Box::new(self.problem),
        }
    }
}

/// The settings `given` on the command line over the user's tree (read
/// without fault) and the defaults: any mistake now is the command line's.
fn given_over(
    user: &Spanned<DeValue>,
    given: &Given,
    voice_dirs: &[PathBuf],
) -> Result<Settings, ConfigError> {
    let defaults = default_tree();
    let empty = DeTable::new();
    let user = user.get_ref().as_table().unwrap_or(&empty);
    let defaults = defaults.get_ref().as_table().unwrap_or(&empty);
    let under = Spanned::new(0..0, DeValue::Table(options::merged(user, defaults)));
    let layer = given.layer();
    let read = de::read(Some(&layer), &under);
    let placed = match (read, voice::unknown_vocabulary(layer.get_ref(), voice_dirs)) {
        (Ok(settings), None) => return Ok(settings),
        (Err(placed), _) => *placed,
        (Ok(_), Some(placed)) => placed,
    };
    Err(placed.given_error(given))
}

impl Placed {
    /// The error of an option `given` on the command line: the option as
    /// typed, and what is wrong with it.
    fn given_error(self, given: &Given) -> ConfigError {
        // An empty value is shown as the file would write it: "".
        let shown = |typed: &str| match typed {
            "" => "\"\"".to_string(),
            typed => typed.to_string(),
        };
        let problem = match (given.at(&self.span), self.problem) {
            (Some((option, typed)), Problem::Value { why, .. }) => Problem::Option {
                option: option.dashed(),
                value: shown(typed),
                why,
            },
            (Some((option, typed)), Problem::Vocabularies { why, .. }) => Problem::Vocabularies {
                key: format!("{} {}", option.dashed(), shown(typed)),
                why,
            },
            (_, problem) => problem,
        };
        ConfigError {
            file: String::new(),
            line: None,
            problem: Box::new(problem),
        }
    }
}

/// 1-based line of a byte offset.
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

/// The language to say a settings file's error in, before any setting is
/// read: as given on the command line; else as the settings file says it
/// (`[ui] lang`), where the file reads as TOML at all; else the system's
/// where there is a catalogue for it; else the language of the voice, as
/// the command line or the file gives it, or the default voice's.
pub fn early_lang(given: Option<Lang>, voice: Option<&str>, config: Option<&Path>) -> Lang {
    let file = chosen_in_file(config);
    given
        .or(file.lang)
        .or_else(|| {
            sys_locale::get_locale()
                .as_deref()
                .and_then(Lang::from_locale)
        })
        .or_else(|| {
            voice
                .or(file.voice.as_deref())
                .filter(|v| !v.is_empty())
                .map(Lang::for_voice)
        })
        // No system language, no voice chosen: English.
        .unwrap_or(Lang::En)
}

/// What a settings file says of the language, read leniently: a file with
/// a wrong value elsewhere still says which language its user chose.
#[derive(Default)]
struct Chosen {
    lang: Option<Lang>,
    voice: Option<String>,
}

fn chosen_in_file(config: Option<&Path>) -> Chosen {
    let path = match config {
        Some(p) => Some(p.to_path_buf()),
        None => user_path(),
    };
    let Some(text) = path.and_then(|p| {
        crate::shell::bounded::read_text(&p, crate::shell::bounded::SETTINGS_BYTES).ok()
    }) else {
        return Chosen::default();
    };
    let Ok(table) = DeTable::parse(&text) else {
        return Chosen::default();
    };
    let string = |section: &str, key: &str| -> Option<String> {
        let DeValue::Table(t) = table.get_ref().get(section)?.get_ref() else {
            return None;
        };
        match t.get(key)?.get_ref() {
            DeValue::String(s) => Some(s.to_string()),
            _ => None,
        }
    };
    Chosen {
        lang: string("ui", "lang").and_then(|l| l.parse().ok()),
        voice: string("voice", "voice"),
    }
}

/// Where the user's config file is, in the system's folder for settings
/// (whether it exists or not).
#[cfg(not(target_os = "linux"))]
pub fn user_path() -> Option<PathBuf> {
    crate::shell::places::config_file()
}

/// Where the user's config file is: `$XDG_CONFIG_HOME/annabella/config.toml`,
/// else `$HOME/.config/annabella/config.toml` (whether it exists or not).
#[cfg(target_os = "linux")]
pub fn user_path() -> Option<PathBuf> {
    user_path_in(
        std::env::var_os("XDG_CONFIG_HOME"),
        std::env::var_os("HOME"),
    )
}

/// [`user_path`] for these values of `XDG_CONFIG_HOME` and `HOME` (a
/// relative or empty one is ignored, as the XDG specification says).
#[cfg(target_os = "linux")]
fn user_path_in(
    xdg_config_home: Option<std::ffi::OsString>,
    home: Option<std::ffi::OsString>,
) -> Option<PathBuf> {
    crate::shell::places::xdg_dir(xdg_config_home, home, ".config").map(|dir| dir.join(USER_FILE))
}

impl Settings {
    /// The built-in defaults.
    pub fn defaults() -> Settings {
        DEFAULTS.clone()
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
        Settings::load_given(path, voice_dirs, &Given::default())
    }

    /// As [`Settings::load_with_voices`], with the settings `given` on the
    /// command line over the file.
    pub fn load_given(
        path: Option<&Path>,
        voice_dirs: &[PathBuf],
        given: &Given,
    ) -> Result<Settings, ConfigError> {
        let path = match path {
            Some(p) => p.to_path_buf(),
            None => match user_path() {
                Some(p) if p.exists() => p,
                _ if given.is_empty() => return Ok(Settings::defaults()),
                _ => return Settings::from_toml_given("", "", voice_dirs, given),
            },
        };
        let file = path.display().to_string();
        // A device, a pipe, or a file larger than any settings file is
        // refused before it is read (/dev/zero never ends).
        let bytes = crate::shell::bounded::read_file(&path, crate::shell::bounded::SETTINGS_BYTES)
            .map_err(|e| ConfigError {
                file: file.clone(),
                line: None,
                problem: Box::new(match (e.kind(), crate::shell::bounded::refusal(&e)) {
                    (_, Some(refusal)) => Problem::Refused(refusal.clone()),
                    (std::io::ErrorKind::NotFound, _) => Problem::NoSuchFile,
                    (kind, _) => Problem::Unreadable {
                        kind,
                        detail: e.to_string(),
                    },
                }),
            })?;
        // The line of the first byte that is not UTF-8: an editor finds it there.
        let text = String::from_utf8(bytes).map_err(|e| {
            let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            ConfigError {
                file: file.clone(),
                line: Some(good.iter().filter(|b| **b == b'\n').count() + 1),
                problem: Box::new(Problem::NotText),
            }
        })?;
        Settings::from_toml_given(&text, &file, voice_dirs, given)
    }

    /// The defaults overridden by the config `text` (read from `file`, the
    /// name used in errors). Nothing is taken unless all of it is right; of
    /// several errors, the first in the file is reported.
    pub fn from_toml(
        text: &str,
        file: &str,
        voice_dirs: &[PathBuf],
    ) -> Result<Settings, ConfigError> {
        Settings::from_toml_given(text, file, voice_dirs, &Given::default())
    }

    /// As [`Settings::from_toml`], with `given` over the file: read by the
    /// same readers once the file is found right, so that a mistake is
    /// placed where it was made.
    pub fn from_toml_given(
        text: &str,
        file: &str,
        voice_dirs: &[PathBuf],
        given: &Given,
    ) -> Result<Settings, ConfigError> {
        let user = DeTable::parse(text).map_err(|e| ConfigError {
            file: file.to_string(),
            line: e.span().map(|s| line_of(text, s.start)),
            problem: Box::new(Problem::Syntax(Syntax::of(e.message()))),
        })?;
        let user = Spanned::new(user.span(), DeValue::Table(user.into_inner()));
        let read = de::read(Some(&user), &default_tree());
        let missing = voice::unknown_vocabulary(user.get_ref(), voice_dirs);
        let placed = match (read, missing) {
            (Ok(settings), None) if given.is_empty() => return Ok(settings),
            (Ok(_), None) => return given_over(&user, given, voice_dirs),
            (Ok(_), Some(placed)) => placed,
            (Err(placed), None) => *placed,
            (Err(a), Some(b)) if b.span.start < a.span.start => b,
            (Err(a), Some(_)) => *a,
        };
        Err(placed.error(file, text))
    }

    /// The vocabulary chosen (command line or settings), if one was.
    pub fn voice_given(&self) -> Option<&str> {
        Some(self.voice.voice.as_str()).filter(|v| !v.is_empty())
    }

    /// The words the moves are announced in: the voice chosen, else the
    /// country's (the program's rule: with no voice given, the messages'
    /// language decides the words): the
    /// Danish words in Danish, the Norwegian 2014 default in Norwegian
    /// (the nb names with German numbers and pieces), else the German.
    pub fn voice_mix(&self) -> VoiceMix {
        self.voice_mix_for(self.lang())
    }

    /// The words of a game whose messages are in `lang`.
    pub fn voice_mix_for(&self, lang: Lang) -> VoiceMix {
        let v = &self.voice;
        let country = |voice: &str, numbers_and_pieces: Option<&str>| VoiceMix {
            voice: voice.to_string(),
            files: v.files.clone(),
            ranks: v.ranks.clone().or(numbers_and_pieces.map(str::to_string)),
            pieces: v.pieces.clone().or(numbers_and_pieces.map(str::to_string)),
        };
        match self.voice_given() {
            Some(voice) => country(voice, None),
            None => match lang {
                Lang::Da => country("da", None),
                Lang::Nb => country("nb", Some("de")),
                Lang::De | Lang::Nl | Lang::En => country("de", None),
            },
        }
    }

    pub fn style(&self) -> Style {
        Style {
            long: self.voice.long,
            pawn_name: self.voice.pawn_name,
            check: self.voice.check,
        }
    }

    /// The UI language: as set, else the system's where annabella has it,
    /// else the language of a voice chosen, else English.
    pub fn lang(&self) -> Lang {
        self.lang_in(sys_locale::get_locale().as_deref())
    }

    /// `lang` on a system whose locale is `system`.
    pub fn lang_in(&self, system: Option<&str>) -> Lang {
        // No system language (C, POSIX, none) means English, unless a
        // voice was chosen: then its language (the program's rule).
        self.ui
            .lang
            .or_else(|| system.and_then(Lang::from_locale))
            .or_else(|| self.voice_given().map(Lang::for_voice))
            .unwrap_or(Lang::En)
    }

    /// Settles the language where only the voice decides it (no --lang, no
    /// `[ui] lang`, no system language): the language its vocabulary says
    /// it is written in (`language = "nl-NL"`), a vocabulary of the user's
    /// as well as one of ours. Until the vocabularies are read, the voice's
    /// name stands for its language (da, de, nb).
    pub fn settle_lang(&mut self, all: &Vocabularies) {
        self.settle_lang_in(all, sys_locale::get_locale().as_deref());
    }

    /// `settle_lang` on a system whose locale is `system`.
    pub fn settle_lang_in(&mut self, all: &Vocabularies, system: Option<&str>) {
        if self.ui.lang.is_some() || system.and_then(Lang::from_locale).is_some() {
            return;
        }
        let written_in = self
            .voice_given()
            .and_then(|voice| all.get(voice))
            .and_then(|vocabulary| Lang::from_locale(vocabulary.language()));
        if let Some(lang) = written_in {
            self.ui.lang = Some(lang);
        }
    }

    /// The letter set: as set, else the UI language's.
    pub fn letters(&self) -> Letters {
        self.ui.letters.unwrap_or_else(|| self.lang().letters())
    }
}

#[cfg(test)]
mod tests {
    use super::Choice;
    use super::*;
    use crate::core::clock::{Cadence, Span, TimeControl};
    use crate::core::laws::Laws;
    use crate::core::session::Mirror;
    use crate::shell::keys::KeyAction;
    use shakmaty::Color;

    fn apply(text: &str) -> Result<Settings, String> {
        Settings::from_toml(text, "c.toml", &[]).map_err(|e| e.to_string())
    }

    /// A voice decides the language only where nothing else does, and then
    /// as its vocabulary says: a user's Dutch vocabulary gives Dutch.
    #[test]
    fn the_voice_settles_the_language_by_what_its_vocabulary_is_written_in() {
        let mut all = crate::shell::voices::builtin().unwrap();
        let text = include_str!("../../../voices/de.toml").replace("\"de-DE\"", "\"nl-NL\"");
        all.add(crate::core::vocab::Vocabulary::from_toml("eigen", "test", &text).unwrap());
        let with = |voice: &str, lang: Option<Lang>, system: Option<&str>| {
            let mut s = Settings::defaults();
            s.voice.voice = voice.to_string();
            s.ui.lang = lang;
            s.settle_lang_in(&all, system);
            s.lang_in(system)
        };
        assert_eq!(with("eigen", None, None), Lang::Nl);
        assert_eq!(with("eigen", None, Some("C")), Lang::Nl);
        assert_eq!(with("da", None, Some("POSIX")), Lang::Da);
        assert_eq!(with("eigen", None, Some("de_DE.UTF-8")), Lang::De);
        assert_eq!(with("eigen", Some(Lang::En), None), Lang::En);
        assert_eq!(with("", None, None), Lang::En);
    }

    #[test]
    fn defaults_parse() {
        let s = Settings::defaults();
        // No voice given: the country's words.
        assert_eq!(s.voice_mix_for(Lang::En), VoiceMix::plain("de"));
        assert_eq!(s.voice_mix_for(Lang::Nl), VoiceMix::plain("de"));
        assert_eq!(s.voice_mix_for(Lang::Da), VoiceMix::plain("da"));
        let norwegian = VoiceMix {
            ranks: Some("de".into()),
            pieces: Some("de".into()),
            ..VoiceMix::plain("nb")
        };
        assert_eq!(s.voice_mix_for(Lang::Nb), norwegian);
        assert_eq!(s.style(), Style::default());
        // No system language: English.
        assert_eq!(s.lang_in(None), Lang::En);
        assert_eq!(s.lang_in(Some("C.UTF-8")), Lang::En);
        assert_eq!(s.lang_in(Some("da_DK.UTF-8")), Lang::Da);
        assert_eq!(s.lang_in(Some("sv_SE.UTF-8")), Lang::En);
        // A voice given: its words, and its language where the system has none.
        let mut danish = s.clone();
        danish.voice.voice = "da".into();
        assert_eq!(danish.lang_in(Some("C.UTF-8")), Lang::Da);
        assert_eq!(danish.voice_mix_for(Lang::De), VoiceMix::plain("da"));
        let mut set = s.clone();
        set.ui.lang = Some(Lang::Nb);
        assert_eq!(set.lang_in(Some("da_DK.UTF-8")), Lang::Nb);
        assert_eq!(Settings::defaults().ui.letters, None);
        assert_eq!(s.game.control, TimeControl::parse("90/40+30+30s").unwrap());
        assert_eq!(s.game.laws, Laws::Y2017);
        assert_eq!(s.game.color, Color::White);
        assert_eq!(s.game.warnings, [Span::minutes(5), Span::minutes(1)]);
        assert!(s.game.periodic.is_off());
        assert_eq!(s.game.mirror, Mirror::Assumed);
        assert_eq!(s.speech.backend, Choice::Auto);
        assert_eq!((s.speech.rate, s.speech.volume), (100, 100));
        assert_eq!(s.speech.public_device, None);
        assert_eq!(
            s.tui,
            TuiSettings {
                theme: Theme::HighContrast,
                big_text: true
            }
        );
        assert_eq!(s.keys.bindings().len(), KeyAction::ALL.len());
    }

    /// config/default.toml passes the checks a user's file goes through. That
    /// it sets every setting there is, and nothing else, the defaults' being
    /// read at all shows: they are read alone, with `deny_unknown_fields`.
    #[test]
    fn default_file_is_a_valid_user_file() {
        let checked = Settings::from_toml(DEFAULT_TOML, DEFAULT_FILE, &[]);
        assert_eq!(checked, Ok(Settings::defaults()));
    }

    /// The names a setting takes are those the rest of the program uses.
    #[test]
    fn names_are_those_of_the_types() {
        use super::value::OneOf;
        let names = |named: Vec<(Mirror, String)>| named.into_iter().map(|(_, n)| n).collect();
        let mirror: Vec<String> = names(Mirror::named());
        for (m, name) in Mirror::named() {
            assert_eq!(serde_json::to_value(m).unwrap(), name.as_str());
        }
        assert_eq!(mirror, ["assumed", "strict"]);
        let backends: Vec<String> = Choice::named().into_iter().map(|(_, n)| n).collect();
        assert_eq!(backends, ["auto", "clips", "tts", "reader", "text", "none"]);
        for (theme, name) in Theme::named() {
            assert_eq!(
                apply(&format!("[tui]\ntheme = \"{name}\""))
                    .unwrap()
                    .tui
                    .theme,
                theme
            );
        }
    }

    #[test]
    fn user_settings_override_defaults() {
        let s = apply(
            "[voice]\nvoice = \"da\"\nfiles = \"de\"\n[ui]\nlang = \"EN\"\n[game]\nlaws = 2014\n\
             warnings = [\"10m\", \"1:30\"]\ncolor = \"Black\"\nperiodic = \"5m\"\n\
             mirror = \"strict\"\n[speech]\nrate = 150\nbackend = \"tts\"\n\
             public_device = \"USB\"\n[tui]\ntheme = \"mono\"\nbig_text = false\n[keys]\n\
             press = \"f9\"\nflip = \"shift-f\"\n",
        )
        .unwrap();
        assert_eq!(s.voice.voice, "da");
        assert_eq!(s.voice.files.as_deref(), Some("de"));
        assert_eq!(s.ui.lang, Some(Lang::En));
        assert_eq!(s.game.laws, Laws::Y2014);
        assert_eq!(s.game.warnings, [Span::minutes(10), Span::seconds(90)]);
        assert_eq!(s.game.color, Color::Black);
        assert_eq!(s.game.periodic, Cadence::parse("5m").unwrap());
        assert_eq!(s.game.mirror, Mirror::Strict);
        assert_eq!(s.speech.rate, 150);
        assert_eq!(s.speech.backend, Choice::Tts);
        assert_eq!(s.speech.public_device.as_deref(), Some("USB"));
        assert_eq!(s.tui.theme, Theme::Mono);
        assert!(!s.tui.big_text);
        assert_eq!(
            s.keys
                .key(KeyAction::Press)
                .label(crate::core::text::Lang::En.text()),
            "F9"
        );
        assert_eq!(
            s.keys
                .key(KeyAction::Flip)
                .label(crate::core::text::Lang::En.text()),
            "Shift+F"
        );
        let d = Settings::defaults();
        assert_eq!(s.game.control, d.game.control);
        assert_eq!(s.speech.volume, d.speech.volume);
        assert_eq!(s.keys.key(KeyAction::Fix), d.keys.key(KeyAction::Fix));
        assert_eq!(apply("").unwrap(), d);
        assert_eq!(apply("# nothing\n[tui]\n").unwrap(), d);
        assert_eq!(
            apply("[game]\nlaws = \"2005\"\n").unwrap().game.laws,
            Laws::Y2005
        );
        assert_eq!(apply("[game]\nwarnings = []\n").unwrap().game.warnings, []);
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
                "[voice]\nlong = true\npieces = \"xx\"\n",
                "c.toml:3: pieces = \"xx\" is not a voice; allowed: da, de, nb, \"\" (from voice)",
            ),
            (
                "[ui]\nlang = \"fr\"\n",
                "c.toml:2: lang = \"fr\" is not a language; allowed: en, da, de, nb, nl, \"\" (the \
                 system's language, else that of a voice chosen, else English)",
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
                "[game]\nlaws = true\n",
                "c.toml:2: laws = true is a boolean; allowed: 2017, 2014, 2005, 2001",
            ),
            (
                "[game]\ncolor = \"red\"\n",
                "c.toml:2: color = \"red\" is not a colour; allowed: white, black",
            ),
            (
                "[game]\nwarnings = [\"5m\",\n  \"5x\"]\n",
                "c.toml:3: \"5x\" in warnings is not a time; allowed: times such as \"5m\", \
                 \"1m30s\", \"90s\" or \"1:30\" (a bare number is minutes), at most 100 hours",
            ),
            (
                "[game]\nwarnings = [\"5m\", 3]\n",
                "c.toml:2: 3 in warnings is an integer; allowed: times such as",
            ),
            (
                "[game]\nwarnings = \"5m\"\n",
                "c.toml:2: warnings = \"5m\" is a string; allowed: a list of times such as",
            ),
            (
                "[game]\nperiodic = \"often\"\n",
                "c.toml:2: periodic = \"often\" is not a cadence; allowed: \"\" (off) or calls \
                 such as \"5m, 1m<10m, 10s<1m\", each time at most 100 hours",
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
                "[speech]\nrate = 1.5\n",
                "c.toml:2: rate = 1.5 is a float; allowed: a whole number from 10 to 400",
            ),
            (
                "[speech]\nearcons = \"yes\"\n",
                "c.toml:2: earcons = \"yes\" is a string; allowed: true, false",
            ),
            (
                "[speech]\npublic_device = 1979-05-27\n",
                "c.toml:2: public_device = 1979-05-27 is a date; allowed: a part of a device's \
                 name, or \"\"",
            ),
            (
                "tui = \"dark\"\n",
                "c.toml:1: tui = \"dark\" is a string; allowed: a section [tui]",
            ),
            (
                "keys = [1]\n",
                "c.toml:1: keys = [1] is an array; allowed: a section [keys]",
            ),
            (
                "theme = \"dark\"\n",
                "c.toml:1: theme = \"dark\" is outside any section; allowed sections: voice, ui, \
                 game, speech, engine, broadcast, braille, tui, keys",
            ),
            (
                "[voice.more]\nx = 1\n",
                "c.toml:1: unknown key `more` in [voice]; allowed: voice, files, ranks, pieces, \
                 long, pawn_name, check",
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
        // The vocabularies are checked after the rest, yet take their turn.
        let got = apply("[voice]\nvoice = \"xx\"\n[tui]\ntheme = \"x\"\n").unwrap_err();
        assert!(got.starts_with("c.toml:2: voice"), "{got}");
        let got = apply("[tui]\ntheme = \"x\"\n[voice]\nvoice = \"xx\"\n").unwrap_err();
        assert!(got.starts_with("c.toml:2: theme"), "{got}");
    }

    // XDG's absolute paths are Unix paths.
    #[cfg(target_os = "linux")]
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
            problem: Box::new(Problem::Invalid("m".into())),
        };
        assert_eq!(e.to_string(), "f:3: m");
        let e = ConfigError { line: None, ..e };
        assert_eq!(e.to_string(), "f: m");
    }
}
