//! The command line in the user's language: clap reads it, but every text
//! of its help comes from the catalogues, and its errors are said as the
//! program says any other failure. The language is chosen before the line
//! is read: `--lang` where it stands on it, else the settings', else the
//! system's, else English.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command};

use crate::core::lines;
use crate::core::notation::UnknownName;
use crate::core::text::{Lang, Text};
use crate::shell::settings::{self, Settings};

/// The language of the help and the errors of this command line.
pub fn language(args: &[OsString]) -> Lang {
    let value_of = |name: &str| {
        let mut it = args.iter().skip(1).map(|a| a.to_string_lossy());
        while let Some(arg) = it.next() {
            if arg == "--" {
                break;
            }
            if arg == name {
                return it.next().map(|v| v.into_owned());
            }
            if let Some(v) = arg.strip_prefix(name).and_then(|r| r.strip_prefix('=')) {
                return Some(v.to_string());
            }
        }
        None
    };
    if let Some(lang) = value_of("--lang").and_then(|v| v.parse().ok()) {
        return lang;
    }
    let voice = value_of("--voice");
    let config = value_of("--config").map(PathBuf::from);
    match Settings::load(config.as_deref()) {
        // As play decides it: the setting, else the system's, else the
        // voice's (the one given here first).
        Ok(mut settings) => {
            if let Some(voice) = voice {
                settings.voice.voice = voice;
            }
            settings.lang()
        }
        Err(_) => settings::early_lang(None, voice.as_deref(), config.as_deref()),
    }
}

/// A message of the command line's section.
fn say(t: &Text, id: &str, vars: &[(&'static str, &str)]) -> String {
    crate::shell::text::say(t, id, vars.iter().copied())
}

/// `cmd`, every text of it and of its subcommands in `t`'s language.
pub fn localized(cmd: Command, t: &Text) -> Command {
    let cmd = cmd
        .disable_version_flag(true)
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(say(t, "cli-version-flag", &[])),
        )
        .disable_help_subcommand(true)
        .subcommand(
            Command::new("help")
                .about(say(t, "cli-help-about", &[]))
                .arg(Arg::new("command").value_name("COMMAND").help(say(
                    t,
                    "cli-help-command",
                    &[],
                ))),
        );
    node(cmd, "", t)
}

fn node(cmd: Command, path: &str, t: &Text) -> Command {
    let key = |what: &str| match path {
        "" => format!("cli-{what}"),
        path => format!("cli-{path}-{what}"),
    };
    let text = |id: &str| t.has_message(id).then(|| say(t, id, &[]));
    let mut cmd = cmd
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(say(t, "cli-help-flag", &[])),
        )
        .subcommand_help_heading(say(t, "cli-commands", &[]))
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
            say(t, "cli-usage", &[])
        ));
    if let Some(about) = text(&key("about")) {
        cmd = cmd.about(about);
    }
    if let Some(about) = text(&key("long-about")) {
        cmd = cmd.long_about(about);
    }
    if let Some(after) = text(&key("after")) {
        cmd = cmd.after_help(after);
    }
    let arguments = say(t, "cli-arguments", &[]);
    let options = say(t, "cli-options", &[]);
    cmd = cmd.mut_args(|arg| {
        let id = arg.get_id().as_str().replace('_', "-");
        // An option that is a setting says what the setting does, with its
        // default, where the command has no message of its own for it. A
        // flag that turns a setting off (--no-pawn) says so in its own.
        let setting = |what: &str| {
            let option = settings::OPTIONS
                .iter()
                .find(|o| o.option == what && o.flag != Some(false))?;
            let help = text(&option.help_id())?;
            Some(match option.default_shown() {
                Some(d) => format!("{help} {}", say(t, "cli-default", &[("value", &d)])),
                None => help,
            })
        };
        let find = |what: &str| {
            text(&key(what))
                .or_else(|| setting(what))
                .or_else(|| text(&format!("cli-arg-{what}")))
        };
        let heading = if arg.is_positional() {
            &arguments
        } else {
            &options
        };
        let mut arg = arg.help_heading(heading.clone());
        // clap would add "[default: …]" and "[possible values: …]" in
        // English: the catalogues' texts say both.
        let default: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        let default =
            (!default.is_empty()).then(|| say(t, "cli-default", &[("value", &default.join(" "))]));
        let values: Vec<String> = arg
            .get_possible_values()
            .iter()
            .filter(|v| !v.is_hide_set())
            .filter_map(|v| {
                let help = find(&format!("{id}-{}", v.get_name()))?;
                Some(format!("- {}: {help}", v.get_name()))
            })
            .collect();
        if let Some(help) = find(&id) {
            let short = match &default {
                Some(d) => format!("{help} {d}"),
                None => help.clone(),
            };
            let mut long = find(&format!("{id}-long")).unwrap_or(short.clone());
            if !values.is_empty() {
                long = format!(
                    "{long}\n\n{}\n{}",
                    say(t, "cli-possible-values", &[]),
                    values.join("\n")
                );
            }
            arg = arg.help(short).long_help(long);
        }
        if arg.get_action().takes_values() {
            arg = arg.hide_default_value(true).hide_possible_values(true);
        }
        arg
    });
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let sub_path = match path {
            "" => name.clone(),
            path => format!("{path}-{name}"),
        };
        cmd = cmd.mut_subcommand(&name, |sub| node(sub, &sub_path, t));
    }
    cmd
}

/// A command line clap could not read, in `t`'s language: the problem,
/// the usage and where to read more. `None` for what clap prints itself
/// (the help, the version) and for the errors no user meets.
pub fn error_lines(e: &clap::Error, t: &Text) -> Option<Vec<String>> {
    let string = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(s)) => Some(s.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        _ => None,
    };
    let arg = string(ContextKind::InvalidArg).unwrap_or_default();
    let value = string(ContextKind::InvalidValue).unwrap_or_default();
    let problem = match e.kind() {
        ErrorKind::UnknownArgument => {
            let mut line = say(t, "cli-unknown-argument", &[("arg", &arg)]);
            if let Some(similar) = string(ContextKind::SuggestedArg) {
                line = format!(
                    "{line} {}",
                    say(t, "cli-did-you-mean", &[("similar", &similar)])
                );
            } else if arg.starts_with('-') {
                line = format!("{line} {}", say(t, "cli-dash-value", &[("arg", &arg)]));
            }
            line
        }
        ErrorKind::InvalidSubcommand => {
            let command = string(ContextKind::InvalidSubcommand).unwrap_or_default();
            let mut line = say(t, "cli-unknown-command", &[("command", &command)]);
            if let Some(similar) = string(ContextKind::SuggestedSubcommand) {
                line = format!(
                    "{line} {}",
                    say(t, "cli-did-you-mean", &[("similar", &similar)])
                );
            }
            line
        }
        ErrorKind::InvalidValue if value.is_empty() => say(t, "cli-no-value", &[("arg", &arg)]),
        ErrorKind::InvalidValue => {
            let allowed = string(ContextKind::ValidValue).unwrap_or_default();
            invalid_value(t, &value, &arg, &allowed)
        }
        ErrorKind::ValueValidation => {
            // Our own readers name what they take; any other reader's
            // words are a library's, and are left out.
            let allowed = std::error::Error::source(e)
                .and_then(|s| s.downcast_ref::<UnknownName>())
                .map(|u| u.allowed.join(", "))
                .unwrap_or_default();
            invalid_value(t, &value, &arg, &allowed)
        }
        ErrorKind::MissingRequiredArgument => say(t, "cli-missing", &[("args", &arg)]),
        ErrorKind::NoEquals | ErrorKind::TooFewValues => say(t, "cli-no-value", &[("arg", &arg)]),
        ErrorKind::TooManyValues => say(t, "cli-too-many", &[("arg", &arg), ("value", &value)]),
        ErrorKind::ArgumentConflict => match string(ContextKind::PriorArg) {
            Some(prior) if prior != arg => {
                say(t, "cli-conflict", &[("arg", &arg), ("other", &prior)])
            }
            _ => say(t, "cli-twice", &[("arg", &arg)]),
        },
        ErrorKind::InvalidUtf8 => say(t, "cli-not-text", &[]),
        _ => return None,
    };
    let mut out = crate::shell::failure::complaint(&problem);
    if let Some(usage) = string(ContextKind::Usage) {
        // clap's usage line begins with its own heading.
        let usage = usage.trim();
        let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim_start();
        let heading = say(t, "cli-usage", &[]);
        // A long usage is cut between its words, its later lines indented.
        let options = textwrap::Options::new(lines::WIDTH).subsequent_indent("  ");
        out.extend(
            textwrap::wrap(&format!("{heading} {usage}"), options)
                .into_iter()
                .map(|l| l.into_owned()),
        );
        let command = usage
            .split_whitespace()
            .take_while(|w| !w.starts_with(['[', '<', '-']))
            .collect::<Vec<_>>()
            .join(" ");
        out.push(say(t, "cli-more", &[("command", &command)]));
    }
    Some(out.iter().flat_map(|l| lines::printable(l)).collect())
}

/// "xx is not a value of --lang. Allowed: en, da, de, nb, nl."
fn invalid_value(t: &Text, value: &str, arg: &str, allowed: &str) -> String {
    let line = say(t, "cli-invalid-value", &[("value", value), ("arg", arg)]);
    match allowed {
        "" => line,
        allowed => format!("{line} {}", say(t, "cli-allowed", &[("allowed", allowed)])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every command and every option has its help in every catalogue: a
    /// new option without one would be the one English line of a help.
    #[test]
    fn every_option_has_its_help_in_every_language() {
        fn walk(cmd: &Command, path: &str, t: &Text, missing: &mut Vec<String>) {
            let key = |what: &str| match path {
                "" => format!("cli-{what}"),
                path => format!("cli-{path}-{what}"),
            };
            if !t.has_message(&key("about")) {
                missing.push(key("about"));
            }
            for arg in cmd.get_arguments() {
                let id = arg.get_id().as_str().replace('_', "-");
                if ["help", "version"].contains(&id.as_str()) {
                    continue;
                }
                // An option that is a setting has the setting's sentence.
                let setting = settings::OPTIONS
                    .iter()
                    .find(|o| o.option == id && o.flag != Some(false))
                    .is_some_and(|o| t.has_message(&o.help_id()));
                if !t.has_message(&key(&id)) && !t.has_message(&format!("cli-arg-{id}")) && !setting
                {
                    missing.push(key(&id));
                }
            }
            for sub in cmd.get_subcommands() {
                let path = match path {
                    "" => sub.get_name().to_string(),
                    path => format!("{path}-{}", sub.get_name()),
                };
                walk(sub, &path, t, missing);
            }
        }
        for lang in Lang::ALL {
            let mut missing = Vec::new();
            walk(
                &crate::shell::commands::cli::Cli::command(),
                "",
                lang.text(),
                &mut missing,
            );
            assert!(missing.is_empty(), "{lang}: no help for {missing:?}");
        }
    }
}
