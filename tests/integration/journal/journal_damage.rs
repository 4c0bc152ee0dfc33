//! Damaged and wrong game files. A damaged tail (a write cut off, garbage
//! appended) is cut back to the last whole event after a copy is kept; damage
//! anywhere else, or a file that is no game file, is an error and the file is
//! left byte for byte as it was.

use crate::integration::common;

use std::path::{Path, PathBuf};

use common::{input_of, lines, play, run, run_input};

const PENDING_BLACK: &str = "Black's move \"Bauer Eva fünf\" is not completed yet. \
    Press the clock (press) or correct the move (fix MOVE) first.";

/// The notice of a repair, in two lines of at most 80 characters (the path
/// of a temporary directory is short).
fn repaired_notice(path: &Path) -> String {
    repaired_to(&with_suffix(path, ".damaged"))
}

/// The notice of a repair that kept the damaged file as `copy`.
fn repaired_to(copy: &Path) -> String {
    format!(
        "The last record of the game file was damaged and is left out. \
         The game goes on from the event before it. \
         A copy of the damaged file is at {}.",
        copy.display()
    )
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// 1. e4 e5 with a wait before Black's press; the last line is Black's press.
fn short_game(dir: &Path) -> PathBuf {
    let path = dir.join("game.annabella");
    play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &["e4", "press", "e5", "wait 10s", "press"],
    );
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.lines().last().unwrap().starts_with(
            "{\"event\":\"completed\",\"at\":10000,\"by\":\"black\",\"auto\":false,\"n\":6,\"crc\":\""
        ),
        "{text}"
    );
    path
}

/// The length of the file without its last line.
fn without_last_line(bytes: &[u8]) -> usize {
    let body = &bytes[..bytes.len() - 1];
    body.iter().rposition(|b| *b == b'\n').unwrap() + 1
}

/// A write cut off in the middle of the last line.
#[test]
fn cut_last_line_is_left_out_and_a_copy_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = short_game(dir.path());
    let whole = std::fs::read(&path).unwrap();
    let good = without_last_line(&whole);
    let cut_at = good + (whole.len() - good) / 2;
    let damaged = whole[..cut_at].to_vec();
    std::fs::write(&path, &damaged).unwrap();

    // Back to the event before: the wait, with Black's move still to be pressed.
    let got = play(
        &path,
        &[],
        &["status", "sheet", "time", "wait 5s", "press", "sheet"],
    );
    assert_eq!(
        got,
        lines(&[
            &repaired_notice(&path),
            &format!("Game resumed at move 1. {PENDING_BLACK}"),
            &common::game_line(&path),
            PENDING_BLACK,
            "1. e4",
            "Not on the scoresheet yet: Black, move 1, e5, announced and not completed.",
            "White: 1 move completed, 0 seconds used, 1 hour 30 minutes 30 seconds left.",
            "Black: 0 moves completed, 10 seconds used, 1 hour 29 minutes 50 seconds left.",
            "Move 1 of Black is announced, not completed: not counted yet, and that clock runs.",
            "Manual clock: 15 seconds since the start.",
            "Black completed move 1. White to move.",
            "1. e4 e5",
        ])
    );
    let copy = with_suffix(&path, ".damaged");
    assert_eq!(
        std::fs::read(&copy).unwrap(),
        damaged,
        "the copy holds the damaged file as it was"
    );
    let now = std::fs::read(&path).unwrap();
    assert_eq!(
        &now[..good],
        &whole[..good],
        "the sound part is kept as it was"
    );
    assert!(
        now[good..].starts_with(b"{\"event\":\"waited\",\"at\":15000,\"n\":6,\"crc\":\""),
        "{}",
        String::from_utf8_lossy(&now)
    );

    // Repaired once: the next start says nothing about damage.
    let got = play(&path, &[], &["sheet"]);
    assert_eq!(got[0], "Game resumed at move 2. White to move.");
    assert_eq!(got[3..], ["1. e4 e5"]);
}

/// Only the line's newline is missing: the record is whole (its checksum
/// says so), so it is kept, and the line break is put back.
#[test]
fn a_whole_last_line_without_its_newline_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = short_game(dir.path());
    let whole = std::fs::read(&path).unwrap();
    std::fs::write(&path, &whole[..whole.len() - 1]).unwrap();
    let got = play(&path, &[], &["sheet"]);
    assert_eq!(
        got,
        lines(&[
            "Game resumed at move 2. White to move.",
            &common::game_line(&path),
            "1. e4 e5",
        ])
    );
    assert_eq!(std::fs::read(&path).unwrap(), whole);
    assert!(!with_suffix(&path, ".damaged").exists());
}

/// Several lines of garbage after the last event: cut off, nothing of the game lost.
#[test]
fn garbage_appended_is_left_out_and_a_copy_kept() {
    let garbages: [&[u8]; 3] = [
        b"garbage\n{\"event\":\"bogus\",\"at\":1}\n{\"half\":\n",
        b"\x00\x00\x00\x00\n\xff\xfe binary\n\n",
        b"{\"event\":\"announced\",\"at\":20000,\"by\":\"white\",\"mo",
    ];
    for garbage in garbages {
        let dir = tempfile::tempdir().unwrap();
        let path = short_game(dir.path());
        let whole = std::fs::read(&path).unwrap();
        let mut damaged = whole.clone();
        damaged.extend_from_slice(garbage);
        std::fs::write(&path, &damaged).unwrap();

        let got = play(&path, &[], &["sheet", "wait 1s", "Nf3", "press"]);
        assert_eq!(
            got,
            lines(&[
                &repaired_notice(&path),
                "Game resumed at move 2. White to move.",
                &common::game_line(&path),
                "1. e4 e5",
                "Manual clock: 11 seconds since the start.",
                "Springer Felix drei",
                "White completed move 2. Black to move.",
            ]),
            "garbage {:?}",
            String::from_utf8_lossy(garbage)
        );
        assert_eq!(
            std::fs::read(with_suffix(&path, ".damaged")).unwrap(),
            damaged
        );
        assert_eq!(&std::fs::read(&path).unwrap()[..whole.len()], &whole[..]);
    }
}

/// A second repair does not overwrite the first copy.
#[test]
fn second_repair_keeps_both_copies() {
    let dir = tempfile::tempdir().unwrap();
    let path = short_game(dir.path());
    let mut first = std::fs::read(&path).unwrap();
    first.extend_from_slice(b"first garbage\n");
    std::fs::write(&path, &first).unwrap();
    assert_eq!(
        play(&path, &[], &[])[..3],
        lines(&[&repaired_notice(&path)])
    );

    let mut second = std::fs::read(&path).unwrap();
    second.extend_from_slice(b"second garbage");
    std::fs::write(&path, &second).unwrap();
    let got = play(&path, &[], &[]);
    let copy2 = with_suffix(&path, ".damaged-2");
    assert_eq!(got[..3], lines(&[&repaired_to(&copy2)]));
    assert_eq!(
        std::fs::read(with_suffix(&path, ".damaged")).unwrap(),
        first
    );
    assert_eq!(std::fs::read(&copy2).unwrap(), second);
}

/// Asserts that `play --lang en` refuses the file: exit 1, `message` on
/// stderr, nothing on stdout, the file unchanged and no copy made.
fn assert_refused(path: &Path, message: &str) {
    assert_refused_in(path, "en", message);
}

/// The same, in the language `lang`: the message is the user's, though the
/// file holds no game to take a language from.
fn assert_refused_in(path: &Path, lang: &str, message: &str) {
    let before = std::fs::read(path).unwrap();
    let (stdout, stderr, code) = run_input(
        &["play", "--lang", lang, "--game", path.to_str().unwrap()],
        &input_of(&["e4", "press"]),
    );
    assert_eq!(
        (code, stdout.as_str(), common::flat(&stderr)),
        (1, "", common::flat(message)),
        "{}",
        path.display()
    );
    assert_eq!(
        std::fs::read(path).unwrap(),
        before,
        "{} is left as it was",
        path.display()
    );
    assert!(
        !with_suffix(path, ".damaged").exists(),
        "no copy of {}",
        path.display()
    );
}

/// A bad line with whole events after it is no cut-off write.
#[test]
fn damage_in_the_middle_is_an_error_and_the_file_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = short_game(dir.path());
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    // Lines: 1 header, 2 start, 3 e4, 4 White's press (damaged here), 5 e5, 6 wait, 7 press.
    lines[3] = "{\"event\":\"completed\",\"at\":0,\"by\":";
    let damaged = lines.join("\n") + "\n";
    std::fs::write(&path, &damaged).unwrap();
    assert_refused(
        &path,
        &format!(
            "annabella: {} cannot be used as a game file: line 4 is damaged, and whole events follow it: \
             this is not a cut-off write. The file is left as it is.\n",
            path.display()
        ),
    );
}

/// Whole events that do not make a game (an illegal move in a record of a
/// version 1 file, which has no checksums to find the change): named by
/// its line.
#[test]
fn event_that_does_not_fit_the_game_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = short_game(dir.path());
    let text = common::as_version_1(&std::fs::read_to_string(&path).unwrap());
    std::fs::write(&path, text.replace("e7e5", "e7e4")).unwrap();
    assert_refused(
        &path,
        &format!(
            "annabella: {} cannot be used as a game file: line 5 does not fit the game \
             (the move e7e4 is not legal in the position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1). \
             The file is left as it is.\n",
            path.display()
        ),
    );
    // Why, in the user's language too: no English inside the sentence.
    let said = run_input(
        &["play", "--lang", "de", "--game", path.to_str().unwrap()],
        &input_of(&["e4"]),
    )
    .1;
    assert!(
        common::flat(&said).contains("Zeile 5 passt nicht zur Partie (der Zug e7e4 ist"),
        "{said}"
    );
}

/// Files that are no game files at all, given as --game.
#[test]
fn wrong_files_are_refused_and_left_as_they_are() {
    let dir = tempfile::tempdir().unwrap();
    let not_game =
        "this is not an annabella game file (its first line is not the game-file header)";
    let header = "{\"annabella\":\"game journal\",\"version\":1}";
    let cases: Vec<(&str, Vec<u8>, String)> = vec![
        ("notes.txt", b"Round 3: Hansen - Berg\n1. e4 e5\n".to_vec(), not_game.into()),
        (
            "board.png",
            b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00".to_vec(),
            not_game.into(),
        ),
        ("empty.json", b"{}\n".to_vec(), not_game.into()),
        ("empty-no-newline.json", b"{}".to_vec(), not_game.into()),
        ("list.json", b"[1, 2, 3]\n".to_vec(), not_game.into()),
        ("game.pgn", b"[Event \"?\"]\n\n1. e4 e5 *\n".to_vec(), not_game.into()),
        // A journal of another version is not read as this one.
        ("v3.annabella", b"{\"annabella\":\"game journal\",\"version\":3}\n".to_vec(), not_game.into()),
        ("header-only.annabella", format!("{header}\n").into_bytes(), "the file holds no game (no start event)".into()),
        (
            "no-start.annabella",
            format!("{header}\n{{\"event\":\"waited\",\"at\":1000}}\n").into_bytes(),
            "line 2 does not fit the game (its first event is not the start of a game)".into(),
        ),
    ];
    for (name, bytes, why) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, &bytes).unwrap();
        assert_refused(
            &path,
            &format!(
                "annabella: {} cannot be used as a game file: {why}. The file is left as it is.\n",
                path.display()
            ),
        );
    }
}

/// The refusal is in the user's language: German and Danish.
#[test]
fn a_file_that_is_no_game_is_refused_in_the_users_language() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.txt");
    std::fs::write(&path, "Runde 3\n").unwrap();
    assert_refused_in(
        &path,
        "de",
        &format!(
            "annabella: {} ist als Partiedatei nicht verwendbar: das ist keine \
             annabella-Partiedatei (ihre erste Zeile ist nicht der Kopf einer Partiedatei). \
             Die Datei bleibt unverändert.\n",
            path.display()
        ),
    );
    let path = short_game(dir.path());
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines[3] = "garbage";
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    assert_refused_in(
        &path,
        "da",
        &format!(
            "annabella: {} kan ikke bruges som partifil: linje 4 er beskadiget, og hele \
             hændelser følger efter den: det er ikke en afbrudt skrivning. Filen er ikke ændret.\n",
            path.display()
        ),
    );
}

/// An export only reads: damage is reported, nothing is repaired or written.
#[test]
fn export_of_a_damaged_or_wrong_file_reports_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = short_game(dir.path());
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines[3] = "garbage";
    let damaged = lines.join("\n") + "\n";
    std::fs::write(&path, &damaged).unwrap();
    let other = dir.path().join("notes.txt");
    std::fs::write(&other, "1. e4 e5\n").unwrap();
    for (file, why) in [
        (
            &path,
            "line 4 is damaged, and whole events follow it: this is not a cut-off write",
        ),
        (
            &other,
            "this is not an annabella game file (its first line is not the game-file header)",
        ),
    ] {
        let before = std::fs::read(file).unwrap();
        for format in ["--pgn", "--sheet"] {
            // On an English system: the export speaks the user's language.
            let (stdout, stderr, code) = common::in_locale(
                "en_GB.UTF-8",
                &["export", "--game", file.to_str().unwrap(), format],
            );
            assert_eq!(
                (code, stdout.as_str(), common::flat(&stderr)),
                (
                    1,
                    "",
                    common::flat(&format!(
                        "annabella: {} cannot be used as a game file: {why}. \
                         The file is left as it is.\n",
                        file.display()
                    ))
                ),
                "export {format} of {}",
                file.display()
            );
            assert_eq!(std::fs::read(file).unwrap(), before);
            assert!(!with_suffix(file, ".damaged").exists());
        }
    }
    let missing = dir.path().join("missing.annabella");
    let (stdout, stderr, code) = run(&["export", "--game", missing.to_str().unwrap(), "--pgn"]);
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert!(
        common::flat(&stderr).starts_with(&format!("annabella: {}: ", missing.display())),
        "{stderr}"
    );
    assert!(!missing.exists());
}

/// An export of a file with a cut-off tail leaves it as it is (the repair is
/// for `play`), and exports the sound part.
#[test]
fn export_of_a_cut_file_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = short_game(dir.path());
    let whole = std::fs::read(&path).unwrap();
    let damaged = whole[..whole.len() - 10].to_vec();
    std::fs::write(&path, &damaged).unwrap();
    let (stdout, _stderr, code) = run(&["export", "--game", path.to_str().unwrap(), "--sheet"]);
    assert_eq!((code, stdout.as_str()), (0, "White: ?\nBlack: ?\n1. e4\n"));
    assert_eq!(std::fs::read(&path).unwrap(), damaged);
    assert!(!with_suffix(&path, ".damaged").exists());
}

/// The export comment says a damaged file is reported: a cut-off tail should
/// be reported too, not left out in silence.
#[test]
fn export_of_a_cut_file_reports_the_damage() {
    let dir = tempfile::tempdir().unwrap();
    let path = short_game(dir.path());
    let whole = std::fs::read(&path).unwrap();
    std::fs::write(&path, &whole[..whole.len() - 10]).unwrap();
    let (_stdout, stderr, _code) = common::in_locale(
        "en_GB.UTF-8",
        &["export", "--game", path.to_str().unwrap(), "--pgn"],
    );
    assert!(stderr.contains("damaged"), "stderr: {stderr:?}");
}
