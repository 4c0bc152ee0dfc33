//! Issue 47: the country decides. The words a game announces in follow the
//! messages' language where no voice is chosen; no system language means
//! English; help takes `--lang` anywhere (the program's rules, not the
//! laws').

use crate::integration::common;

use common::{flat, game_file, play};

/// Issue 47: the country decides the words. No system language and no
/// voice: English messages and the German words; `--lang da` the Danish
/// words, `--lang nb` the Norwegian 2014 default; a voice given wins; each
/// game says at its start which words it uses. Help takes `--lang` anywhere.
#[test]
fn the_country_decides_the_words_and_no_system_language_means_english() {
    let dir = tempfile::tempdir().unwrap();
    for (args, first, words, e4) in [
        (
            &[][..],
            "New game.",
            "Anna, Bella, Cesar …; eins, zwei, drei …",
            "Bauer Eva vier",
        ),
        (
            &["--lang", "da"][..],
            "Nyt parti.",
            "Anna, Bodil, Cecilie …; et, to, tre …",
            "bonde Erik fire",
        ),
        (
            &["--lang", "nb"][..],
            "Nytt parti.",
            "Anna, Bella, Cæsar …; eins, zwei, drei …",
            "Bauer Eva vier",
        ),
        (
            &["--lang", "da", "--voice", "de"][..],
            "Nyt parti.",
            "Anna, Bella, Cesar …",
            "Bauer Eva vier",
        ),
        (
            &["--voice", "da"][..],
            "Nyt parti.",
            "Anna, Bodil, Cecilie …",
            "bonde Erik fire",
        ),
    ] {
        let path = game_file(&dir, &format!("words-{}.annabella", args.join("-")));
        let mut all = vec!["--manual-clock", "--speech", "text"];
        all.extend(args);
        let got = play(&path, &all, &["e4"]);
        let text = flat(&got.join(" "));
        assert!(got[0].starts_with(first), "{args:?}: {text}");
        assert!(text.contains(words), "{args:?}: {text}");
        assert_eq!(got.last().unwrap(), e4, "{args:?}: {text}");
    }
    let (out, _, code) = common::run_input(&["--help"], "");
    assert_eq!(code, 0);
    assert!(out.starts_with("annabella announces chess moves"), "{out}");
    for help in [
        &["help", "play", "--lang", "da"][..],
        &["help", "--lang", "da", "play"][..],
    ] {
        let (out, err, code) = common::run_input(help, "");
        assert_eq!(code, 0, "{help:?}: {err}");
        assert!(
            out.starts_with("Spil et parti ved tastaturet"),
            "{help:?}: {out}"
        );
    }
}

/// Issue 47: with no `--lang`, no `[ui] lang` and no system language, the
/// messages are in the language the chosen vocabulary says it is written
/// in: a user's vocabulary with `language = "nl-NL"` gives Dutch messages,
/// as `--lang`'s help says ("else that of --voice").
#[test]
fn a_vocabulary_of_the_users_gives_its_language() {
    let dir = tempfile::tempdir().unwrap();
    let voices = dir.path().join("voices");
    std::fs::create_dir(&voices).unwrap();
    let german = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("voices/de.toml"),
    )
    .unwrap();
    let dutch = german
        .replace("language = \"de-DE\"", "language = \"nl-NL\"")
        .replace(
            "name = \"Deutsch (international)\"",
            "name = \"Nederlands\"",
        );
    assert_ne!(dutch, german, "the test changes the vocabulary's language");
    std::fs::write(voices.join("eigen.toml"), dutch).unwrap();
    let path = game_file(&dir, "eigen.annabella");
    let voices = voices.display().to_string();
    let got = play(
        &path,
        &[
            "--manual-clock",
            "--speech",
            "text",
            "--voices",
            &voices,
            "--voice",
            "eigen",
        ],
        &["e4"],
    );
    assert!(got[0].starts_with("Nieuwe partij."), "{got:?}");
    assert_eq!(got.last().unwrap(), "Bauer Eva vier", "{got:?}");
    // Without a game too: say's refusal is Dutch.
    let (out, err, code) =
        common::run(&["say", "--voices", &voices, "--voice", "eigen", "e4", "Nf9"]);
    assert_eq!((code, out.as_str()), (1, "Bauer Eva vier\n"), "{err}");
    assert!(err.starts_with("annabella: zet 1 van Zwart"), "{err}");
}

/// A walk: `--voice nb` given when resuming a Norwegian game whose words
/// took German ranks and pieces was ignored; a voice named brings its own
/// words, from then on, and says so.
#[test]
fn a_voice_named_on_resuming_brings_its_own_words() {
    let dir = tempfile::tempdir().unwrap();
    let path = common::game_file(&dir, "nb.annabella");
    let started = common::play(&path, &["--manual-clock", "--lang", "nb"], &["e4", "press"]);
    assert!(
        started.iter().any(|l| l == "Bauer Eva vier"),
        "{started:#?}"
    );
    let resumed = common::play(&path, &["--lang", "nb", "--voice", "nb"], &["e5"]);
    assert_eq!(
        resumed[0], "Fra nå av i dette partiet: --voice nb.",
        "{resumed:#?}"
    );
    assert!(resumed.iter().any(|l| l == "bonde Eva fem"), "{resumed:#?}");
}
