//! Braille as each country reads it (issue 35): the envelope's BRF pages in
//! the table of the language the text is in (never the voice's, issue 47),
//! cell for cell as liblouis's own tool writes them, and a table that is not
//! there named, the text still written.

use crate::integration::common::{self, game_file, lou_brf, play};

const SEAL: [&str; 6] = ["e4", "press", "e5", "press", "seal Nf3", "envelope"];

#[test]
fn the_envelope_is_in_the_braille_of_its_texts_language() {
    for (voice, lang, table) in [
        ("da", "da", "da-dk-g16.ctb"),
        ("nb", "nb", "no-no-g0.utb"),
        ("de", "de", "de-g0-detailed.utb"),
        // A Danish text with the moves in German words: Danish braille.
        ("de", "da", "da-dk-g16.ctb"),
        ("da", "en", "en-ueb-g1.ctb"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let path = game_file(&dir, "g.annabella");
        play(
            &path,
            &[
                "--manual-clock",
                "--voice",
                voice,
                "--lang",
                lang,
                "--white",
                "Åse Ærø",
                "--black",
                "Bo",
            ],
            &SEAL,
        );
        let base = path.to_str().unwrap();
        let text = std::fs::read_to_string(format!("{base}.envelope.txt")).unwrap();
        let brf = std::fs::read_to_string(format!("{base}.envelope.brf")).unwrap();
        // The players' lines (short paragraphs, a line each) as the table
        // writes them.
        for line in text.lines().skip(1).take(2) {
            let cells = lou_brf(table, line);
            assert!(
                brf.contains(&format!("{cells}\r\n")),
                "{voice}: {line:?} as {cells:?} in {brf:?}"
            );
        }
        for page in brf.split('\x0c') {
            let lines: Vec<&str> = page.trim_end_matches("\r\n").split("\r\n").collect();
            assert!(lines.len() <= 25);
            assert!(
                lines.iter().all(|l| l.chars().count() <= 40),
                "{voice}: {page:?}"
            );
        }
    }
}

#[test]
fn a_table_that_is_not_there_is_named_before_the_game_starts() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("c.toml");
    std::fs::write(&config, "[braille]\ntable = \"xx-none.ctb\"\n").unwrap();
    let path = game_file(&dir, "g.annabella");
    let (_, err, code) = common::run_input(
        &[
            "play",
            "--line",
            "--lang",
            "en",
            "--game",
            path.to_str().unwrap(),
            "--config",
            config.to_str().unwrap(),
        ],
        "quit\n",
    );
    assert_ne!(code, 0);
    assert!(
        common::flat(&err).contains("The braille table xx-none.ctb is not installed (liblouis)"),
        "{err}"
    );
    assert!(!path.exists());
}

#[test]
fn a_table_with_no_six_dot_cells_is_said_and_both_texts_still_written() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("c.toml");
    std::fs::write(&config, "[braille]\ntable = \"da-dk-g08.ctb\"\n").unwrap();
    let path = game_file(&dir, "g.annabella");
    let got = play(
        &path,
        &[
            "--manual-clock",
            "--lang",
            "en",
            "--config",
            config.to_str().unwrap(),
        ],
        &SEAL,
    );
    let said = common::flat(&got.join("\n"));
    assert!(
        said.contains("The braille table da-dk-g08.ctb writes"),
        "{said}"
    );
    assert!(said.contains("The envelope is written as text"), "{said}");
    let base = path.to_str().unwrap();
    for written in [".envelope.txt", ".envelope-inside.txt"] {
        assert!(
            std::path::Path::new(&format!("{base}{written}")).exists(),
            "{written}"
        );
    }
    assert!(!std::path::Path::new(&format!("{base}.envelope.brf")).exists());
}

#[test]
fn a_long_word_is_cut_between_characters_each_piece_with_its_signs() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "g.annabella");
    let long = "Donaudampfschifffahrtsgesellschaftskapitänswitwe";
    play(
        &path,
        &[
            "--manual-clock",
            "--voice",
            "de",
            "--white",
            long,
            "--black",
            "Bo",
        ],
        &SEAL,
    );
    let brf = std::fs::read_to_string(format!("{}.envelope.brf", path.to_str().unwrap())).unwrap();
    // Each piece is what the table writes of that piece of the word alone.
    let lines: Vec<&str> = brf.split("\r\n").collect();
    let first = lines
        .iter()
        .position(|l| l.starts_with(&lou_brf("de-g0-detailed.utb", "Donau")))
        .expect("the name begins a line");
    let joined = format!("{}{}", lines[first], lines[first + 1]);
    assert!(lines[first].chars().count() <= 40);
    // Read back piece by piece, the whole name.
    assert!(joined.len() > 40, "{joined}");
}

#[test]
fn the_scoresheet_is_exported_in_the_braille_of_its_language() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "g.annabella");
    play(
        &path,
        &[
            "--manual-clock",
            "--voice",
            "nb",
            "--white",
            "Åse Ærø",
            "--black",
            "Bo",
        ],
        &["e4", "press", "e5", "press", "Nf3", "press"],
    );
    let game = path.to_str().unwrap();
    let sheet = common::ok_lines(&["export", "--game", game, "--sheet"]);
    let (brf, err, code) = common::run(&["export", "--game", game, "--sheet", "--braille"]);
    assert_eq!((code, err.as_str()), (0, ""), "{brf}");
    let lines: Vec<&str> = brf.trim_end_matches("\r\n").split("\r\n").collect();
    assert_eq!(lines.len(), sheet.len(), "{brf:?}");
    for (braille, text) in lines.iter().zip(&sheet) {
        assert_eq!(*braille, lou_brf("no-no-g0.utb", text), "{text}");
    }
    // The sheet in Danish (its letters, its words): Danish braille.
    let sheet = common::ok_lines(&["export", "--game", game, "--sheet", "--lang", "da"]);
    let (brf, _, code) = common::run(&[
        "export",
        "--game",
        game,
        "--sheet",
        "--lang",
        "da",
        "--braille",
    ]);
    assert_eq!(code, 0, "{brf}");
    let lines: Vec<&str> = brf.trim_end_matches("\r\n").split("\r\n").collect();
    for (braille, text) in lines.iter().zip(&sheet) {
        assert_eq!(*braille, lou_brf("da-dk-g16.ctb", text), "{text}");
    }
    // Only with the scoresheet.
    let (_, err, code) = common::run(&["export", "--game", game, "--pgn", "--braille"]);
    assert_ne!(code, 0, "{err}");
}
