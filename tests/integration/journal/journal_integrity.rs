//! A game file that was changed is refused, not replayed as another game; a
//! file an editor or a Windows copy touched is still read; a file written by
//! the version before the checksums still resumes (issue 11, point 4).

use crate::integration::common;

use std::path::{Path, PathBuf};

use common::{input_of, lines, play, run_input};

/// The game e4 e5 Nf3 with waits between. Its lines: header, start, e4,
/// press, e5, wait, press, Nf3, wait, press (lines 1 to 10).
fn game(dir: &Path) -> PathBuf {
    let path = dir.join("game.annabella");
    play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "e4", "press", "e5", "wait 10s", "press", "Nf3", "wait 5s", "press",
        ],
    );
    path
}

fn text_lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

fn write_lines(path: &Path, lines: &[String]) {
    std::fs::write(path, lines.join("\n") + "\n").unwrap();
}

/// `play` refuses the file with `why`, and leaves it as it was.
fn refused(path: &Path, why: &str) {
    let before = std::fs::read(path).unwrap();
    let (stdout, stderr, code) = run_input(
        &["play", "--lang", "en", "--game", path.to_str().unwrap()],
        &input_of(&["e4", "press"]),
    );
    assert_eq!(
        (code, stdout.as_str(), common::flat(&stderr)),
        (
            1,
            "",
            common::flat(&format!(
                "annabella: {} cannot be used as a game file: {why}. The file is left as it is.\n",
                path.display()
            ))
        )
    );
    assert_eq!(std::fs::read(path).unwrap(), before);
    let mut copy = path.as_os_str().to_owned();
    copy.push(".damaged");
    assert!(!Path::new(&copy).exists());
}

/// A move's square changed (g1f3 → g1h3: a legal move, so it would replay
/// as another game), a time changed, a colour changed: each is found by the
/// checksum of its line, in the middle of the file and on its last line.
#[test]
fn a_changed_record_is_refused_by_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = game(dir.path());
    let original = text_lines(&path);
    for (line, from, to) in [
        (8, "g1f3", "g1h3"),
        (6, "\"at\":10000", "\"at\":1000"),
        (10, "\"by\":\"white\"", "\"by\":\"black\""),
        (2, "\"laws\":\"2017\"", "\"laws\":\"2005\""),
    ] {
        let mut changed = original.clone();
        assert!(changed[line - 1].contains(from), "{}", changed[line - 1]);
        changed[line - 1] = changed[line - 1].replace(from, to);
        write_lines(&path, &changed);
        refused(
            &path,
            &format!("line {line} was changed after it was written (its checksum does not match)"),
        );
    }
    // Back as it was, it resumes.
    write_lines(&path, &original);
    assert_eq!(
        play(&path, &[], &[])[0],
        "Game resumed at move 2. Black to move."
    );
}

/// Two lines swapped, a line repeated, a line left out: found by the record numbers.
#[test]
fn moved_repeated_or_missing_lines_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = game(dir.path());
    let original = text_lines(&path);

    let mut swapped = original.clone();
    swapped.swap(5, 6);
    write_lines(&path, &swapped);
    refused(
        &path,
        "line 6 holds record 6 where record 5 belongs: lines were moved, removed or repeated",
    );

    let mut repeated = original.clone();
    repeated.insert(6, original[5].clone());
    write_lines(&path, &repeated);
    refused(
        &path,
        "line 7 holds record 5 where record 6 belongs: lines were moved, removed or repeated",
    );

    let mut missing = original.clone();
    missing.remove(3);
    write_lines(&path, &missing);
    refused(
        &path,
        "line 4 holds record 4 where record 3 belongs: lines were moved, removed or repeated",
    );
}

/// In a version 1 file (no checksums) a record whose time is before the
/// one above it is refused.
#[test]
fn time_going_back_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = game(dir.path());
    let text = common::as_version_1(&std::fs::read_to_string(&path).unwrap());
    let mut v1: Vec<String> = text.lines().map(String::from).collect();
    v1[6] = v1[6].replace("\"at\":10000", "\"at\":500");
    write_lines(&path, &v1);
    refused(
        &path,
        "line 7 goes back in time (its time is before that of the line above it)",
    );
}

/// CRLF line ends and a byte-order mark, as an editor or a Windows copy
/// leaves them: read as the same game, and the game goes on.
#[test]
fn crlf_and_a_byte_order_mark_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = game(dir.path());
    let original = std::fs::read_to_string(&path).unwrap();
    let windows = format!("\u{feff}{}", original.replace('\n', "\r\n"));
    std::fs::write(&path, windows).unwrap();
    let got = play(&path, &[], &["sheet", "Nc6", "press", "sheet"]);
    assert_eq!(
        got,
        lines(&[
            "Game resumed at move 2. Black to move.",
            &common::game_line(&path),
            "1. e4 e5",
            "2. Nf3",
            "Springer Cesar sechs",
            "Black completed move 2. White to move.",
            "1. e4 e5",
            "2. Nf3 Nc6",
        ])
    );
    // And again, with the lines appended after the CRLF ones.
    assert_eq!(
        play(&path, &[], &[])[0],
        "Game resumed at move 3. White to move."
    );
}

/// A file written by the version before the checksums resumes, goes on,
/// and exports; what is appended to it is checked.
#[test]
fn a_version_1_file_resumes_and_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = game(dir.path());
    let v1 = common::as_version_1(&std::fs::read_to_string(&path).unwrap());
    std::fs::write(&path, &v1).unwrap();
    let got = play(&path, &[], &["Nc6", "press", "sheet"]);
    assert_eq!(got[0], "Game resumed at move 2. Black to move.");
    assert_eq!(got[got.len() - 2..], ["1. e4 e5", "2. Nf3 Nc6"]);
    let now = std::fs::read_to_string(&path).unwrap();
    assert!(now.starts_with(&v1), "the old lines stay as they were");
    assert!(
        now[v1.len()..]
            .lines()
            .all(|l| l.contains("\"n\":") && l.contains("\"crc\":")),
        "{now}"
    );
    // A changed appended line is found.
    let mut changed: Vec<String> = now.lines().map(String::from).collect();
    let last = changed.len() - 1;
    changed[last] = changed[last].replace("\"by\":\"black\"", "\"by\":\"white\"");
    write_lines(&path, &changed);
    refused(
        &path,
        &format!(
            "line {} was changed after it was written (its checksum does not match)",
            last + 1
        ),
    );
}
