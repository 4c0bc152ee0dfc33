//! The settings file with what each setting does, in the user's language
//! (`annabella settings`): the defaults' values as
//! `config/default.toml` writes them, each under its own sentence from the
//! catalogue, the one that is also the help of its command-line option.

use crate::core::text::Text;
use crate::shell::text::{ShellText as _, say};

use super::DEFAULT_TOML;
use super::options::setting_message;

/// The width of a comment's text, after its "# ".
const WIDTH: usize = 76;

/// The defaults with their comments in `t`'s language; `user` is where the
/// user's own file is looked for.
pub fn commented(t: &Text, user: &str) -> String {
    let mut out = comment(&say(t, "settings-file-header", [("path", user)]));
    let mut section = String::new();
    for line in DEFAULT_TOML.lines() {
        let line = line.trim_end();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            section = name.to_string();
            out.push('\n');
            out.push_str(&comment(&say(t, &format!("settings-section-{name}"), [])));
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let key = line.split('=').next().unwrap_or_default().trim();
        let what = match section.as_str() {
            "keys" => crate::core::text::sentence(&t.key_help(key)),
            _ => say(t, &setting_message(&section, key), []),
        };
        out.push_str(&comment(&what));
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// `text` as comment lines.
fn comment(text: &str) -> String {
    // Cut at spaces only: a path, a key or a table's name stays whole.
    let options = textwrap::Options::new(WIDTH)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .break_words(false);
    textwrap::wrap(text, options)
        .iter()
        .map(|l| format!("# {l}\n"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::text::Lang;
    use crate::shell::settings::Settings;

    /// The file written reads back as the defaults, in every language, and
    /// every setting has its sentence.
    #[test]
    fn the_commented_file_is_the_defaults() {
        for lang in Lang::ALL {
            let t = lang.text();
            let text = commented(t, "~/.config/annabella/config.toml");
            let read = Settings::from_toml(&text, "generated.toml", &[]).unwrap();
            assert_eq!(read, Settings::defaults(), "{lang:?}");
            let comments = text.lines().filter(|l| l.starts_with("# ")).count();
            let settings = text.lines().filter(|l| l.contains(" = ")).count();
            assert!(comments > settings, "{lang:?}: {text}");
            assert!(
                !text.contains("setting-"),
                "{lang:?}: a message is missing: {text}"
            );
        }
    }
}
