//! Braille as each country reads it (issue 35): the envelope's BRF pages in
//! the table of the voice's language, cell for cell as liblouis's own tool
//! writes them, and a table that is not there named, the text still written.

use super::common::{self, game_file, play};

/// `text` in BRF cells (lower case) as lou_translate, a separate program,
/// writes it with `table`.
fn lou_brf(table: &str, text: &str) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new("lou_translate")
        .args(["--forward", &format!("en-us-brf.dis,{table}")])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("lou_translate (liblouis-bin) is installed: make deps");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(format!("{text}\n").as_bytes()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    String::from_utf8(out.stdout)
        .unwrap()
        .trim_end()
        .to_ascii_lowercase()
}

const SEAL: [&str; 6] = ["e4", "press", "e5", "press", "seal Nf3", "envelope"];

#[test]
fn the_envelope_is_in_the_braille_of_the_voices_language() {
    for (voice, table) in [
        ("da", "da-dk-g16.ctb"),
        ("nb", "no-no-g0.utb"),
        ("de", "de-g0-detailed.utb"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let path = game_file(&dir, "g.annabella");
        play(
            &path,
            &[
                "--manual-clock",
                "--voice",
                voice,
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
fn a_table_that_is_not_there_is_named_and_the_text_still_written() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("c.toml");
    std::fs::write(&config, "[braille]\ntable = \"xx-none.ctb\"\n").unwrap();
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
        said.contains("The braille table xx-none.ctb is not installed (liblouis)"),
        "{said}"
    );
    let base = path.to_str().unwrap();
    assert!(std::path::Path::new(&format!("{base}.envelope.txt")).exists());
    assert!(!std::path::Path::new(&format!("{base}.envelope.brf")).exists());
}
