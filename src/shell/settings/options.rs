//! The command-line options that are settings for one run: one table says
//! which setting each one gives. What is typed is laid over the user's file
//! as one more layer and read by the setting's own reader, so an option and
//! its setting take the same values, refuse the same mistakes in the same
//! words, and are declared once.

use std::ops::Range;

use clap::builder::PossibleValue;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};
use shakmaty::Color;
use toml::Spanned;
use toml::de::{DeString, DeTable, DeValue};

use super::speech::Choice;
use super::value::OneOf;
use crate::core::kind::{Kind, Supervision};
use crate::core::laws::Laws;
use crate::core::notation::Letters;
use crate::core::session::Mirror;
use crate::core::text::Lang;

/// The options of `play`, `say` and `replay` that choose the words
/// (`--voice`, `--lang` …).
pub const VOICE: u8 = 1;
/// How a session is heard and shown: `play` and `replay`.
pub const FRONT: u8 = 2;
/// A new game's setup: `play`.
pub const GAME: u8 = 4;
/// The edition alone: `say`, whose words it selects.
pub const EDITION: u8 = 8;
/// The language alone: `arbiter`.
pub const LANG: u8 = 16;
/// Study: `replay`.
pub const STUDY: u8 = 32;

/// An option that gives a setting.
#[derive(Debug)]
pub struct SettingOption {
    /// The option without its dashes: `control` for `--control`.
    pub option: &'static str,
    pub section: &'static str,
    pub key: &'static str,
    /// A flag's value for the setting (`--no-pawn`: `pawn_name = false`);
    /// `None` for an option that takes the setting's value as typed.
    pub flag: Option<bool>,
    value_name: &'static str,
    /// The commands that take it: [`VOICE`], [`FRONT`] … together.
    groups: u8,
}

const fn value(
    option: &'static str,
    section: &'static str,
    key: &'static str,
    value_name: &'static str,
    groups: u8,
) -> SettingOption {
    SettingOption {
        option,
        section,
        key,
        flag: None,
        value_name,
        groups,
    }
}

const fn flag(
    option: &'static str,
    section: &'static str,
    key: &'static str,
    sets: bool,
    groups: u8,
) -> SettingOption {
    SettingOption {
        option,
        section,
        key,
        flag: Some(sets),
        value_name: "",
        groups,
    }
}

/// Every option that is a setting, in the order the help lists them.
pub const OPTIONS: &[SettingOption] = &[
    value("control", "game", "control", "TC", GAME),
    value("color", "game", "color", "COLOR", GAME),
    value("periodic", "game", "periodic", "CADENCE", GAME),
    value("mirror", "game", "mirror", "MIRROR", GAME),
    value("kind", "game", "kind", "KIND", GAME),
    value("supervision", "game", "supervision", "SUPERVISION", GAME),
    flag("quickplay", "game", "quickplay", true, GAME),
    value("laws", "game", "laws", "YEAR", GAME | EDITION),
    value("eboard", "game", "eboard", "PORT", GAME),
    value("broadcast-delay", "broadcast", "delay", "TIME", GAME),
    value(
        "analysis-time",
        "engine",
        "analysis_time",
        "TIME",
        STUDY | GAME,
    ),
    value("speech", "speech", "backend", "SPEECH", FRONT),
    flag("braille", "braille", "display", true, FRONT),
    value("public-device", "speech", "public_device", "NAME", GAME),
    value("private-device", "speech", "private_device", "NAME", GAME),
    value("voice", "voice", "voice", "ID", VOICE),
    value("files", "voice", "files", "ID", VOICE),
    value("ranks", "voice", "ranks", "ID", VOICE),
    value("pieces", "voice", "pieces", "ID", VOICE),
    flag("long", "voice", "long", true, VOICE),
    flag("no-pawn", "voice", "pawn_name", false, VOICE),
    flag("no-check", "voice", "check", false, VOICE),
    value("lang", "ui", "lang", "LANG", VOICE | LANG),
    value("letters", "ui", "letters", "SET", VOICE),
];

impl SettingOption {
    /// The option for clap. Where the setting takes a few names, the help
    /// lists them and a name mistyped is refused as any other word of the
    /// command line is: the names are the reader's.
    fn arg(&self) -> Arg {
        let arg = Arg::new(self.option).long(self.option);
        match (self.flag, self.names()) {
            (Some(_), _) => arg.action(ArgAction::SetTrue),
            (None, names) => {
                let arg = arg.action(ArgAction::Set).value_name(self.value_name);
                let Some(names) = names else {
                    return arg;
                };
                // A setting whose default is "" takes "" here too, as its
                // help says (--kind "": as the time control makes it).
                let mut values: Vec<PossibleValue> =
                    names.into_iter().map(PossibleValue::new).collect();
                if self.default_shown().is_none() {
                    values.push(PossibleValue::new("").hide(true));
                }
                arg.value_parser(clap::builder::PossibleValuesParser::new(values))
                    .ignore_case(true)
            }
        }
    }

    /// The values the setting takes, where they are a few names (for the
    /// completions): the names its reader knows.
    pub fn names(&self) -> Option<Vec<String>> {
        fn of<T: OneOf>() -> Vec<String> {
            T::named().into_iter().map(|(_, name)| name).collect()
        }
        Some(match (self.section, self.key) {
            ("game", "color") => of::<Color>(),
            ("game", "mirror") => of::<Mirror>(),
            ("game", "kind") => of::<Kind>(),
            ("game", "supervision") => of::<Supervision>(),
            ("game", "laws") => Laws::ALL.iter().map(|l| l.year().to_string()).collect(),
            ("speech", "backend") => of::<Choice>(),
            ("ui", "lang") => of::<Lang>(),
            ("ui", "letters") => of::<Letters>(),
            _ => return None,
        })
    }

    /// The message that says what the setting does: the option's help,
    /// and the comment above the setting in a written settings file.
    pub fn help_id(&self) -> String {
        setting_message(self.section, self.key)
    }

    /// The setting's default, as the help shows it: none for a flag or
    /// an empty text, whose help says what empty means.
    pub fn default_shown(&self) -> Option<String> {
        if self.flag.is_some() {
            return None;
        }
        let defaults: toml::Table = super::DEFAULT_TOML.parse().ok()?;
        match defaults.get(self.section)?.get(self.key)? {
            toml::Value::String(text) if text.is_empty() => None,
            toml::Value::String(text) => Some(text.clone()),
            other => Some(other.to_string()),
        }
    }

    /// The option as it is written: `--control`.
    pub fn dashed(&self) -> String {
        format!("--{}", self.option)
    }
}

/// The message that says what the setting `key` of `section` does.
pub fn setting_message(section: &str, key: &str) -> String {
    format!("setting-{section}-{}", key.replace('_', "-"))
}

/// The setting options given on a command line, as typed, in the order of
/// [`OPTIONS`].
#[derive(Debug, Clone, Default)]
pub struct Given {
    given: Vec<(&'static SettingOption, String)>,
}

impl Given {
    /// The text typed for `option` (`""` for a flag given).
    pub fn get(&self, option: &str) -> Option<&str> {
        self.given
            .iter()
            .find(|(o, _)| o.option == option)
            .map(|(_, v)| v.as_str())
    }

    pub fn has(&self, option: &str) -> bool {
        self.get(option).is_some()
    }

    pub fn is_empty(&self) -> bool {
        self.given.is_empty()
    }

    /// The options given, with what was typed.
    pub fn iter(&self) -> impl Iterator<Item = (&'static SettingOption, &str)> {
        self.given.iter().map(|(o, v)| (*o, v.as_str()))
    }

    /// These and `other`'s, one list (each command's groups are apart).
    pub fn with(mut self, other: &Given) -> Given {
        for (o, v) in &other.given {
            if !self.has(o.option) {
                self.given.push((*o, v.clone()));
            }
        }
        self
    }

    /// With `option` given as `text`, as if it were typed.
    pub fn set(mut self, option: &str, text: &str) -> Given {
        self.given.retain(|(o, _)| o.option != option);
        if let Some(o) = OPTIONS.iter().find(|o| o.option == option) {
            self.given.push((o, text.to_string()));
        }
        self
    }

    /// The options as a settings tree, each entry spanned by its index in
    /// the list, which finds the option again from a reader's error.
    pub(super) fn layer(&self) -> Spanned<DeValue<'_>> {
        let mut root = DeTable::new();
        for (i, (o, typed)) in self.given.iter().enumerate() {
            let at = i..i + 1;
            let value = match o.flag {
                Some(sets) => DeValue::Boolean(sets),
                None => DeValue::String(DeString::Borrowed(typed.as_str())),
            };
            let key = Spanned::new(at.clone(), DeString::Borrowed(o.section));
            let section = root
                .entry(key)
                .or_insert_with(|| Spanned::new(at.clone(), DeValue::Table(DeTable::new())));
            if let DeValue::Table(table) = section.get_mut() {
                table.insert(
                    Spanned::new(at.clone(), DeString::Borrowed(o.key)),
                    Spanned::new(at, value),
                );
            }
        }
        Spanned::new(0..0, DeValue::Table(root))
    }

    /// The option whose entry of [`Given::layer`] is at `span`, with what
    /// was typed.
    pub(super) fn at(&self, span: &Range<usize>) -> Option<(&'static SettingOption, &str)> {
        self.given.get(span.start).map(|(o, v)| (*o, v.as_str()))
    }
}

/// The setting options of the commands in `GROUPS`, read by clap as one
/// part of a command's arguments (`#[command(flatten)]`).
#[derive(Debug, Clone, Default)]
pub struct GivenIn<const GROUPS: u8>(pub Given);

impl<const GROUPS: u8> GivenIn<GROUPS> {
    fn options() -> impl Iterator<Item = &'static SettingOption> {
        OPTIONS.iter().filter(|o| o.groups & GROUPS != 0)
    }
}

impl<const GROUPS: u8> Args for GivenIn<GROUPS> {
    fn augment_args(cmd: Command) -> Command {
        Self::options().fold(cmd, |cmd, o| cmd.arg(o.arg()))
    }
    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

impl<const GROUPS: u8> FromArgMatches for GivenIn<GROUPS> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let given = Self::options()
            .filter_map(|o| match o.flag {
                Some(_) => matches.get_flag(o.option).then(|| (o, String::new())),
                None => matches
                    .get_one::<String>(o.option)
                    .map(|typed| (o, typed.clone())),
            })
            .collect();
        Ok(GivenIn(Given { given }))
    }
    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

/// `over` laid on `under`: a table of both is both tables' entries, `over`'s
/// winning; anything else is `over`'s.
pub(super) fn merged<'i>(over: &DeTable<'i>, under: &DeTable<'i>) -> DeTable<'i> {
    let mut out = under.clone();
    for (key, value) in over {
        let below = out.get(key.get_ref().as_ref()).map(Spanned::get_ref);
        let value = match (value.get_ref(), below) {
            (DeValue::Table(o), Some(DeValue::Table(u))) => {
                Spanned::new(value.span(), DeValue::Table(merged(o, u)))
            }
            _ => value.clone(),
        };
        out.insert(key.clone(), value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_names_a_setting_of_the_defaults() {
        let defaults = crate::shell::settings::DEFAULT_TOML
            .parse::<toml::Table>()
            .unwrap();
        for o in OPTIONS {
            let section = defaults[o.section].as_table().unwrap();
            let setting = section.get(o.key);
            assert!(
                setting.is_some(),
                "--{}: [{}] {}",
                o.option,
                o.section,
                o.key
            );
            if let Some(sets) = o.flag {
                // A flag sets the opposite of the default: else it did nothing.
                assert_eq!(setting.unwrap().as_bool(), Some(!sets), "--{}", o.option);
            }
        }
    }

    #[test]
    fn no_option_is_declared_twice() {
        for (i, o) in OPTIONS.iter().enumerate() {
            assert!(
                OPTIONS[i + 1..].iter().all(|p| p.option != o.option),
                "--{}",
                o.option
            );
        }
    }
}
