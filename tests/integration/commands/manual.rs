//! The manual in the program (issue 30): `help WORD` in a game and in
//! replay, `annabella manual` on the command line, the same text in each
//! language, every line at most 80 characters where it can be cut.

use crate::integration::common::{self, assert_within_80, game_file, play};

/// `help WORD` answers about that command or guide, in the game's
/// language, whatever word of the command is typed; a word that names
/// nothing is refused with the topics.
#[test]
fn help_with_a_word_tells_about_that_command_or_topic() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, example, also) in [
        ("en", "Example: compare", "Also typed as: feld, felt, veld"),
        (
            "de",
            "Beispiel: compare",
            "Auch einzugeben als: feld, felt, veld",
        ),
        (
            "da",
            "Eksempel: compare",
            "Kan også skrives: feld, felt, veld",
        ),
        (
            "nb",
            "Eksempel: compare",
            "Kan også skrives: feld, felt, veld",
        ),
    ] {
        let path = game_file(&dir, &format!("{lang}.annabella"));
        let args = ["--manual-clock", "--lang", lang];
        let got = play(
            &path,
            &args,
            &["help compare", "help feld", "help clock", "help nothing"],
        );
        let from = got
            .iter()
            .position(|l| l.starts_with("compare MOVES: "))
            .unwrap_or_else(|| panic!("{lang}: {got:#?}"));
        let answer = &got[from..];
        // compare has no example in the table: its form line says it.
        assert!(!answer.iter().any(|l| l.starts_with(example)), "{lang}");
        assert!(answer.iter().any(|l| l == also), "{lang}: {answer:#?}");
        assert!(
            answer.iter().any(|l| l.starts_with("square f7: ")),
            "{lang}: help feld is square's: {answer:#?}"
        );
        // The guide: its title, then paragraphs cut to lines.
        assert!(answer.len() > 30, "{lang}: {answer:#?}");
        assert!(
            answer.iter().any(|l| l.contains("90/40+30+30s")),
            "{lang}: {answer:#?}"
        );
        assert!(answer.iter().any(|l| l.contains("\"nothing\"")), "{lang}");
        assert!(
            answer
                .last()
                .unwrap()
                .ends_with("vocabularies, engine, broadcast, laws, learn."),
            "{lang}"
        );
        assert_within_80(answer, &[]);
    }
}

/// In replay, `help` names replay's commands and `help next` tells about
/// it; play's commands that replay lacks are no topic there.
#[test]
fn replay_has_its_own_help_and_the_same_guides() {
    let file = format!(
        "{}/tests/integration/pgn/classics.pgn",
        env!("CARGO_MANIFEST_DIR")
    );
    let (stdout, stderr, code) = common::run_input(
        &[
            "replay",
            "--line",
            "--lang",
            "en",
            "--speech",
            "text",
            "--game-number",
            "1",
            &file,
        ],
        "help next\nhelp press\nhelp replay\nquit\n",
    );
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    let got: Vec<String> = stdout.lines().map(String::from).collect();
    assert!(
        got.iter().any(|l| l.starts_with("next, or Enter: ")),
        "{stdout}"
    );
    assert!(
        got.iter().any(|l| l == "There is no help on \"press\"."),
        "{stdout}"
    );
    assert!(
        got.iter().any(|l| l.contains("annabella replay")),
        "{stdout}"
    );
    assert_within_80(&got, &[]);
}

/// `annabella manual` prints every guide and every command, in lines of at
/// most 80 characters; `annabella manual WORD` one topic; an unknown word
/// fails on stderr.
#[test]
fn the_manual_prints_everything_or_one_topic() {
    for lang in ["en", "de", "da", "nb", "nl"] {
        let (all, stderr, code) = common::run(&["manual", "--lang", lang]);
        assert_eq!((code, stderr.as_str()), (0, ""), "{lang}");
        let lines: Vec<String> = all.lines().map(String::from).collect();
        assert!(lines.len() > 500, "{lang}: {}", lines.len());
        assert_within_80(&lines, &[]);
        for command in annabella::core::command::COMMANDS {
            let (one, stderr, code) = common::run(&["manual", command.name, "--lang", lang]);
            assert_eq!((code, stderr.as_str()), (0, ""), "{lang} {}", command.name);
            // Every topic is part of the whole manual, line for line.
            let first = one.lines().next().unwrap();
            assert!(all.contains(first), "{lang}: {first}");
        }
    }
    // Replay's commands are in it too.
    let (one, stderr, code) = common::run(&["manual", "next", "--lang", "de"]);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(one.starts_with("next "), "{one}");
    let (stdout, stderr, code) = common::run(&["manual", "nothing", "--lang", "en"]);
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert!(
        stderr.starts_with("There is no help on \"nothing\"."),
        "{stderr}"
    );
}

/// Issue 49: what a user needs of the rules is in the program: `help
/// laws` in a game, and `annabella manual laws`, in the game's language,
/// citing the laws by edition and article.
#[test]
fn help_laws_tells_the_rules_by_edition_and_article() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, title, cited) in [
        (
            "en",
            "The rules the program follows",
            "2017 Laws, Appendix D.2.9",
        ),
        ("de", "Die Regeln, denen das Programm folgt", "D.2.9"),
    ] {
        let path = game_file(&dir, &format!("laws-{lang}.annabella"));
        let got = play(
            &path,
            &["--manual-clock", "--lang", lang],
            &["help laws", "quit"],
        );
        let from = got
            .iter()
            .position(|l| l == title)
            .unwrap_or_else(|| panic!("{lang}: {got:#?}"));
        let answer = &got[from..];
        assert!(
            answer.iter().any(|l| l.contains(cited)),
            "{lang}: {answer:#?}"
        );
        // Every edition the program knows is named.
        for year in ["2001", "2005", "2014", "2017"] {
            assert!(answer.iter().any(|l| l.contains(year)), "{lang}: {year}");
        }
        assert_within_80(answer, &[]);
        let manual = common::ok_lines(&["manual", "laws", "--lang", lang]);
        assert_eq!(manual.first().map(String::as_str), Some(title), "{lang}");
    }
}
