//! Issue 32: the command line speaks the user's language too — its help,
//! its errors and a settings file's errors, in the language given with
//! --lang, else the settings', else the system's.

use super::common::{self, in_locale};

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
