//! What an installed program brings besides itself, made from the same
//! command line and the same catalogues as `--help` and `manual`: the man
//! page in each catalogue language (`man annabella`, `man -L de
//! annabella`) and the completions of bash, zsh and fish. `make install`
//! and the Debian package write them with `annabella generate`.

use std::io::Write;

use clap::{Arg, Command};
use roff::{Roff, bold, italic, roman};

use crate::core::command::COMMANDS;
use crate::core::command::manual::{self, Examples};

use crate::core::text::Lang;
use crate::shell::settings::OPTIONS;

/// What `annabella generate` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Generated {
    Man,
    Bash,
    Zsh,
    Fish,
}

/// A request without arguments (.PP, .TP …).
const NONE: [&str; 0] = [];

/// The man page's own words: its title and its headings.
mod words {
    use crate::core::text::Text;
    use fluent_bundle::FluentArgs;

    crate::core::messages! {
        trait ManWords;
        fn man_title();
        fn man_name();
        fn man_synopsis();
        fn man_command();
        fn man_options();
        fn man_description();
        fn man_commands();
        fn man_in_a_game();
        fn man_see_also();
    }
}
use words::ManWords as _;

/// `generated` of `command` (the command line as `localized` made it, in
/// `lang`) to `out`.
pub fn write(
    generated: Generated,
    command: Command,
    lang: Lang,
    words: &Examples,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let shell = match generated {
        Generated::Man => return out.write_all(man_page(&command, lang, words).as_bytes()),
        Generated::Bash => clap_complete::Shell::Bash,
        Generated::Zsh => clap_complete::Shell::Zsh,
        Generated::Fish => clap_complete::Shell::Fish,
    };
    let mut command = with_values(command);
    // Made whole first: clap_complete panics where its writer fails (a
    // reader that stops early).
    let mut made = Vec::new();
    clap_complete::generate(shell, &mut command, "annabella", &mut made);
    out.write_all(&made)
}

/// `command` with the values its options take named, for the completions
/// to offer (the languages, the editions, the voices; `manual`'s topics,
/// `help`'s commands). The parsing does not use this: each reader names
/// what it takes in its own error.
fn with_values(command: Command) -> Command {
    let voices: Vec<String> = crate::shell::voices::builtin()
        .map(|all| all.ids().iter().map(|id| id.to_string()).collect())
        .unwrap_or_default();
    let mut topics: Vec<String> = COMMANDS.iter().map(|c| c.name.to_string()).collect();
    topics.extend(manual::GUIDES.iter().map(|g| g.to_string()));
    let commands: Vec<String> = command
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .map(|s| s.get_name().to_string())
        .collect();
    let values = move |id: &str| -> Option<Vec<String>> {
        match id {
            "voice" | "files" | "ranks" | "pieces" => Some(voices.clone()),
            "topic" => Some(topics.clone()),
            "command" => Some(commands.clone()),
            // A setting's, as its reader names them (`--lang` of notate,
            // export and manual takes the same languages).
            _ => OPTIONS.iter().find(|o| o.option == id)?.names(),
        }
    };
    fn named(cmd: Command, values: &dyn Fn(&str) -> Option<Vec<String>>) -> Command {
        let cmd = cmd.mut_args(|arg| match values(arg.get_id().as_str()) {
            Some(v) if arg.get_action().takes_values() => {
                arg.value_parser(clap::builder::PossibleValuesParser::new(v))
            }
            _ => arg,
        });
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        names.iter().fold(cmd, |cmd, name| {
            cmd.mut_subcommand(name, |sub| named(sub, values))
        })
    }
    named(command, &values)
}

/// The man page (section 1) of the whole program: what it is, each
/// command with its options and examples, then the manual of a game, the
/// text of `help` in a game.
pub fn man_page(command: &Command, lang: Lang, words: &Examples) -> String {
    let t = lang.text();
    let mut page = Roff::new();
    // The title line's date is left empty (`""`, which roff's arguments
    // cannot say): the page is the same whenever it is made.
    let title = Roff::new()
        .control(
            "TH",
            [
                "ANNABELLA",
                "1",
                "DATE",
                &format!("annabella {}", env!("CARGO_PKG_VERSION")),
                &t.man_title(),
            ],
        )
        .to_roff()
        .replacen(" DATE ", " \"\" ", 1);
    // Words stay whole and lines ragged: a screen reader and a braille
    // display read "--periodic", not "--pe-" and "riodic", and man's
    // hyphenation patterns are English whatever the page's language.
    page.control("nh", NONE);
    page.control("ad", ["l"]);
    page.control("SH", [t.man_name().as_str()]);
    let about = command
        .get_about()
        .map(|a| a.to_string())
        .unwrap_or_default();
    page.text([roman(format!("annabella - {about}"))]);

    page.control("SH", [t.man_synopsis().as_str()]);
    page.text([
        bold("annabella"),
        roman(" "),
        italic(t.man_command()),
        roman(" ["),
        italic(t.man_options()),
        roman("]"),
    ]);

    page.control("SH", [t.man_description().as_str()]);
    if let Some(long) = command.get_long_about() {
        paragraphs(&mut page, &long.to_string());
    }
    if let Some(after) = command.get_after_help() {
        page.control("PP", NONE);
        preformatted(&mut page, &after.to_string());
    }

    page.control("SH", [t.man_commands().as_str()]);
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        page.control("SS", [format!("annabella {}", sub.get_name()).as_str()]);
        if let Some(about) = sub.get_about() {
            paragraphs(&mut page, &about.to_string());
        }
        for arg in sub.get_arguments().filter(|a| !a.is_hide_set()) {
            option(&mut page, arg);
        }
        if let Some(after) = sub.get_after_help() {
            page.control("PP", NONE);
            preformatted(&mut page, &after.to_string());
        }
    }

    // The manual as `annabella manual` prints it: blocks apart by blank
    // lines; after its heading and the list of commands, each block's
    // first line is its title (a guide, a command), a heading here that a
    // reader can move by.
    page.control("SH", [t.man_in_a_game().as_str()]);
    let manual = manual::all(t, words);
    let blocks: Vec<&[String]> = manual
        .split(|line| line.trim().is_empty())
        .filter(|block| !block.is_empty())
        .collect();
    for (i, block) in blocks.iter().enumerate().skip(1) {
        let lines = match (i, block.split_first()) {
            (1, _) => &block[..],
            (_, Some((title, rest))) => {
                page.control("SS", [title.as_str()]);
                rest
            }
            (_, None) => continue,
        };
        for line in lines {
            page.control("PP", NONE);
            page.text([roman(line.as_str())]);
        }
    }

    page.control("SH", [t.man_see_also().as_str()]);
    page.text([
        bold("orca"),
        roman("(1), "),
        bold("spd-say"),
        roman("(1), "),
        bold("brltty"),
        roman("(1), "),
        bold("stockfish"),
        roman("(6)"),
    ]);
    title + &page.render()
}

/// One option of a command: its names and value, then its help.
fn option(page: &mut Roff, arg: &Arg) {
    let mut names = Vec::new();
    if let Some(short) = arg.get_short() {
        names.push(bold(format!("-{short}")));
    }
    if let Some(long) = arg.get_long() {
        if !names.is_empty() {
            names.push(roman(", "));
        }
        names.push(bold(format!("--{long}")));
    }
    let value = arg
        .get_value_names()
        .and_then(|v| v.first())
        .map(|v| v.to_string());
    match (names.is_empty(), value) {
        (true, value) => names.push(italic(value.unwrap_or_else(|| arg.get_id().to_string()))),
        // A value that may be left out (--broadcast [ADDR]) in brackets.
        (false, Some(value))
            if arg.get_action().takes_values()
                && arg.get_num_args().is_some_and(|n| n.min_values() == 0) =>
        {
            names.push(roman(" ["));
            names.push(italic(value));
            names.push(roman("]"));
        }
        (false, Some(value)) if arg.get_action().takes_values() => {
            names.push(roman(" "));
            names.push(italic(value));
        }
        _ => {}
    }
    page.control("TP", NONE);
    page.text(names);
    let help = arg
        .get_long_help()
        .or_else(|| arg.get_help())
        .map(|h| h.to_string())
        .unwrap_or_default();
    let mut first = true;
    for paragraph in help.split("\n\n") {
        if !first {
            page.control("IP", NONE);
        }
        first = false;
        let lines: Vec<&str> = paragraph.lines().collect();
        // The possible values, a line each ("- clips: …").
        if lines.len() > 1 && lines[1..].iter().all(|l| l.starts_with("- ")) {
            page.text([roman(lines[0])]);
            for line in &lines[1..] {
                page.control("br", NONE);
                page.text([roman(*line)]);
            }
        } else {
            page.text([roman(paragraph.replace('\n', " "))]);
        }
    }
}

/// Text of paragraphs separated by blank lines, each filled by man.
fn paragraphs(page: &mut Roff, text: &str) {
    for (i, paragraph) in text.split("\n\n").enumerate() {
        if i > 0 {
            page.control("PP", NONE);
        }
        page.text([roman(paragraph.replace('\n', " "))]);
    }
}

/// Text whose lines stand as written (examples, with their indents): its
/// paragraphs of prose filled, its indented lines kept.
fn preformatted(page: &mut Roff, text: &str) {
    for (i, block) in text.split("\n\n").enumerate() {
        if i > 0 {
            page.control("PP", NONE);
        }
        if block.lines().any(|l| l.starts_with(' ')) {
            page.control("nf", NONE);
            for line in block.lines() {
                page.text([roman(line)]);
            }
            page.control("fi", NONE);
        } else {
            page.text([roman(block.replace('\n', " "))]);
        }
    }
}
