//! Issue 32: the command line speaks the user's language too — its help,
//! its errors and a settings file's errors, in the language given with
//! --lang, else the settings', else the system's.

use crate::integration::common::{self, in_locale};

/// The lines of a run's stderr.
fn errors(locale: &str, args: &[&str]) -> (Vec<String>, i32) {
    let (_, stderr, code) = in_locale(locale, args);
    (stderr.lines().map(String::from).collect(), code)
}

#[test]
fn help_is_in_the_systems_language_or_the_one_given() {
    for (locale, args, words) in [
        (
            "da_DK.UTF-8",
            &["--help"][..],
            &["Brug: annabella <COMMAND>", "Kommandoer:", "Eksempler:"][..],
        ),
        (
            "de_DE.UTF-8",
            &["help", "play"],
            &[
                "Aufruf: annabella play [OPTIONS]",
                "Optionen:",
                "Bedenkzeit",
            ],
        ),
        (
            "C.UTF-8",
            &["say", "--lang", "nb", "--help"],
            &["Bruk: annabella say", "Valg:", "Argumenter:", "Eksempler:"],
        ),
        (
            "en_GB.UTF-8",
            &["notate", "--help"],
            &["Usage: annabella notate", "Options:", "[default: en]"],
        ),
        (
            "nl_NL.UTF-8",
            &["replay", "--help"],
            &["Gebruik: annabella replay", "Opties:", "Voorbeelden:"],
        ),
        // A language before the command: the help's, or the command's.
        (
            "C.UTF-8",
            &["--lang", "da", "--help"],
            &["Brug: annabella <COMMAND>", "Kommandoer:"],
        ),
        (
            "en_GB.UTF-8",
            &["--lang", "nb", "notate", "--help"],
            &["Bruk: annabella notate", "Valg:"],
        ),
    ] {
        let (stdout, stderr, code) = in_locale(locale, args);
        assert_eq!((code, stderr.as_str()), (0, ""), "{locale} {args:?}");
        for word in words {
            assert!(
                stdout.contains(word),
                "{locale} {args:?} lacks {word:?}:\n{stdout}"
            );
        }
        for english in ["Usage:", "Options:", "Print help", "[default:"] {
            if !locale.starts_with("en") {
                assert!(
                    !stdout.contains(english) || words.contains(&english),
                    "{locale} {args:?} says {english:?}:\n{stdout}"
                );
            }
        }
        common::assert_within_80(&stdout.lines().map(String::from).collect::<Vec<_>>(), &[]);
    }
}

#[test]
fn a_possible_values_list_is_in_the_language_given() {
    let (stdout, _, _) = in_locale("C.UTF-8", &["play", "--lang", "de", "--help"]);
    assert!(stdout.contains("Mögliche Werte:"), "{stdout}");
    assert!(!stdout.contains("Possible values"), "{stdout}");
}

#[test]
fn a_command_line_that_cannot_be_read_is_said_in_the_users_language() {
    for (locale, args, want) in [
        (
            "C.UTF-8",
            &["play", "--lang", "da", "--contrl", "5"][..],
            &[
                "annabella: --contrl er hverken et tilvalg eller et argument til denne kommando.",
                "Mente du --control?",
                "Brug: annabella play --lang <LANG> --control <TC>",
                "Mere: annabella play --help",
            ][..],
        ),
        (
            "C.UTF-8",
            &["play", "--lang", "nl", "--speech", "loud"],
            &[
                "annabella: loud is geen waarde voor --speech <SPEECH>.",
                "Toegestaan: auto, clips, tts, reader, text, none.",
            ],
        ),
        (
            "nb_NO.UTF-8",
            &["play", "--lang", "xx"],
            &["annabella: xx er ikke en verdi for --lang <LANG>. Tillatt: en, da, de, nb, nl."],
        ),
        (
            "de_DE.UTF-8",
            &["pley"],
            &["annabella: Es gibt keinen Befehl pley. Meinten Sie replay, play?"],
        ),
        (
            "da_DK.UTF-8",
            &["notate"],
            &["annabella: Mangler: <MOVE>..."],
        ),
        (
            "C.UTF-8",
            &["play", "--lang", "de", "--line", "--tui"],
            &["annabella: --line kann nicht zusammen mit --tui angegeben werden."],
        ),
        (
            "en_GB.UTF-8",
            &["play", "--game", "a", "--game", "b"],
            &["annabella: --game <PATH> can be given only once."],
        ),
    ] {
        let (got, code) = errors(locale, args);
        assert_eq!(code, 2, "{locale} {args:?}: {got:?}");
        for line in want {
            assert!(
                got.iter().any(|l| l == line),
                "{locale} {args:?}: no {line:?} in {got:#?}"
            );
        }
        assert!(
            !got.iter()
                .any(|l| l.contains("error:") || l.contains("tip:")),
            "{locale} {args:?}: clap's own words in {got:#?}"
        );
    }
}

#[test]
fn a_settings_files_errors_are_in_the_users_language() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.toml");
    let config = path.to_str().unwrap();
    for (file, locale, lang, want) in [
        (
            "[speech]\nrate = 5\n",
            "C.UTF-8",
            "da",
            "c.toml:2: rate = 5 ligger uden for det tilladte område; tilladt: et helt tal fra 10 til 400",
        ),
        (
            "[tui]\ntheme = \"pink\"\n",
            "de_DE.UTF-8",
            "",
            "c.toml:2: theme = \"pink\" ist kein Farbschema; erlaubt: high-contrast, dark, light, mono",
        ),
        (
            "[ui]\nlang = da\n",
            "nl_NL.UTF-8",
            "",
            "c.toml:2: geen geldige TOML: een tekst moet tussen aanhalingstekens staan, \
             zoals in lang = \"nl\"",
        ),
        (
            "[keys]\nflip = \"c\"\n",
            "C.UTF-8",
            "nb",
            "c.toml:2: flip = \"c\" kan ikke være en tast i brettmodus: i brettmodus hopper bokstavene a–h til en \
             linje og sifrene 1–8 til en rad; tillatt: enhver annen tast, for eksempel en bokstav fra i \
             til z, et tegn, en F-tast eller en navngitt tast",
        ),
        (
            "[game]\nwarnings = [\"5m\", \"soon\"]\n",
            "en_GB.UTF-8",
            "",
            "c.toml:2: \"soon\" in warnings is not a time; allowed: times such as \"5m\", \
             \"1m30s\", \"90s\" or \"1:30\" (a bare number is minutes), at most 100 hours",
        ),
    ] {
        std::fs::write(&path, file).unwrap();
        let mut args = vec!["play", "--line", "--config", config];
        if !lang.is_empty() {
            args.extend(["--lang", lang]);
        }
        let (_, stderr, code) = in_locale(locale, &args);
        assert_eq!(code, 1, "{file}: {stderr}");
        let said = common::flat(&stderr);
        assert!(said.ends_with(want), "{file}\n got {said}\nwant …{want}");
    }
}

/// Issue 49: the man page an installation brings (`annabella generate
/// man`), in each catalogue language: its headings, every command a user
/// has and every option of each, in that language's words; read by man
/// itself without a warning.
#[test]
fn the_man_page_is_in_each_language_and_names_every_option() {
    for (lang, headings, words) in [
        (
            "en",
            ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "IN A GAME"],
            [
                "The moves in any notation",
                ".SS \"The rules the program follows\"",
            ],
        ),
        (
            "de",
            [
                "BEZEICHNUNG",
                "ÜBERSICHT",
                "BESCHREIBUNG",
                "BEFEHLE",
                "IN EINER PARTIE",
            ],
            ["Züge", ".SS \"Die Regeln, denen das Programm folgt\""],
        ),
        (
            "da",
            [
                "NAVN",
                "SYNOPSIS",
                "BESKRIVELSE",
                "KOMMANDOER",
                "I ET PARTI",
            ],
            ["træk", ".SS \"De regler, programmet følger\""],
        ),
    ] {
        let (page, stderr, code) = common::run(&["generate", "man", "--lang", lang]);
        assert_eq!((code, stderr.as_str()), (0, ""), "{lang}");
        for heading in headings {
            assert!(
                page.contains(&format!(".SH {heading}\n"))
                    || page.contains(&format!(".SH \"{heading}\"\n")),
                "{lang}: no {heading}"
            );
        }
        for word in words {
            assert!(page.contains(word), "{lang}: lacks {word:?}");
        }
        for command in [
            "say", "notate", "play", "replay", "export", "arbiter", "manual",
        ] {
            assert!(
                page.contains(&format!(".SS \"annabella {command}\"")),
                "{lang}: no command {command}"
            );
        }
        // Words whole (no hyphenation), and each guide of the manual a
        // heading a reader moves by.
        assert!(page.contains("\n.nh\n"), "{lang}");
        assert!(page.matches("\n.SS ").count() > 50, "{lang}");
        // Not a user's command: not on the page.
        assert!(!page.contains("annabella generate"), "{lang}");
        assert!(page.contains(".SS \"annabella settings\""), "{lang}");
        for option in [
            "\\-\\-manual\\-clock",
            "\\-\\-control",
            "\\-\\-braille",
            "\\-\\-pgn",
        ] {
            assert!(page.contains(option), "{lang}: no {option}");
        }
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("annabella.1");
        std::fs::write(&file, &page).unwrap();
        let man = std::process::Command::new("man")
            .args(["--warnings", "-P", "cat", "-l"])
            .arg(&file)
            .env("MANWIDTH", "80")
            .env("LC_ALL", "C.UTF-8")
            .output()
            .expect("man (man-db) is installed: make deps");
        let warnings = String::from_utf8_lossy(&man.stderr);
        assert!(
            man.status.success() && warnings.is_empty(),
            "{lang}: {warnings}"
        );
        let text = String::from_utf8_lossy(&man.stdout);
        assert!(text.contains(headings[2]), "{lang}: {text}");
    }
}

/// Issue 49: the completions of bash, zsh and fish complete the commands
/// and their options; bash loads its own.
#[test]
fn the_completions_of_each_shell_name_the_commands_and_options() {
    for shell in ["bash", "zsh", "fish"] {
        let (script, stderr, code) = common::run(&["generate", shell, "--lang", "en"]);
        assert_eq!((code, stderr.as_str()), (0, ""), "{shell}");
        // fish names a long option without its dashes (-l manual-clock).
        for word in ["replay", "manual-clock", "voice", "braille", "export"] {
            assert!(script.contains(word), "{shell}: no {word}");
        }
        assert!(!script.contains("generate"), "{shell}: offers generate");
    }
    let (script, _, _) = common::run(&["generate", "bash"]);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("annabella");
    std::fs::write(&file, script).unwrap();
    // What bash offers after "annabella re" and after "annabella play --manual-".
    let offered = |line: &str| {
        let words: Vec<&str> = line.split(' ').collect();
        let out = std::process::Command::new("bash")
            .arg("-c")
            .arg(format!(
                "source {}; COMP_WORDS=({line}); COMP_CWORD={}; COMP_LINE='{line}'; COMP_POINT={}; \
                 _annabella annabella '{}' '{}'; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
                file.display(),
                words.len() - 1,
                line.len(),
                words[words.len() - 1],
                words[words.len() - 2],
            ))
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    assert_eq!(offered("annabella re").trim(), "replay");
    assert_eq!(offered("annabella play --manual-").trim(), "--manual-clock");
    // The values an option takes, and manual's topics.
    assert_eq!(offered("annabella play --lang d").trim(), "da\nde");
    assert_eq!(offered("annabella play --laws 20").lines().count(), 4);
    assert_eq!(offered("annabella manual cl").trim(), "claim\nclock");
}

/// The settings file with what each setting does, in the language asked
/// for: the defaults' values under the catalogue's sentences, a file the
/// program reads back as it is.
#[test]
fn the_settings_file_is_written_in_each_language_and_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, said) in [
        ("de", "# Die Bedenkzeit"),
        ("da", "# Tidskontrollen"),
        ("en", "# The time control"),
    ] {
        let (text, err, code) = common::run(&["settings", "--lang", lang]);
        assert_eq!(code, 0, "{err}");
        assert!(text.contains(said), "{lang}: {text}");
        assert!(
            text.contains("\ncontrol = \"90/40+30+30s\"\n"),
            "{lang}: {text}"
        );
        let path = dir.path().join(format!("{lang}.toml"));
        std::fs::write(&path, &text).unwrap();
        let (out, err, code) = common::run(&["say", "--config", path.to_str().unwrap(), "e4"]);
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(!out.is_empty(), "{lang}");
    }
}
