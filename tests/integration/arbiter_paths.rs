//! Issue 28's rules walked through line mode, in two languages: one position
//! for every answer while a move is announced and not completed; both flags
//! down and which fell first; an announced move sealed as it is.

use super::common;

use common::{game_file, has_printed, play};

/// Every answer about the position, while a move is announced and not yet
/// completed, describes the position after it and says so first.
#[test]
fn queries_describe_the_position_after_the_announced_move() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, mark, on_e4, white_pawns) in [
        (
            "en",
            "Position after White's announced move \"Bauer Eva vier\", not yet completed.",
            "Eva vier: weißer Bauer",
            "White pawns also on Gustav zwei, Hector zwei, Eva vier.",
        ),
        (
            "de",
            "Stellung nach dem angesagten Zug \"Bauer Eva vier\" von Weiß, noch nicht abgeschlossen.",
            "Eva vier: weißer Bauer",
            "Weiße Bauern auch auf Gustav zwei, Hector zwei, Eva vier.",
        ),
    ] {
        let path = game_file(&dir, &format!("shown-{lang}.annabella"));
        let got = play(
            &path,
            &["--manual-clock", "--lang", lang],
            &["e4", "square e4", "pieces white pawns", "board", "touch e4"],
        );
        let text = got.join("\n");
        // square, pieces and board each open with the mark.
        assert_eq!(
            got.iter().filter(|l| *l == mark).count(),
            3,
            "{lang}: {text}"
        );
        assert!(got.iter().any(|l| l == on_e4), "{lang}: {text}");
        assert!(got.iter().any(|l| l == white_pawns), "{lang}: {text}");
        // The pawn on e4 is there to touch.
        assert!(
            got.last().unwrap().contains("Bauer Eva vier"),
            "{lang}: {text}"
        );
        // Completed, the answers carry no mark.
        let got = play(&path, &[], &["press", "square e4"]);
        assert!(!got.iter().any(|l| l == mark), "{lang}: {}", got.join("\n"));
    }
}

/// Both flags down: the program says which fell first, and a claim on time
/// is proposed for the other side (decisions.md, "Proposals").
#[test]
fn both_flags_down_the_first_to_fall_loses() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, both, record) in [
        (
            "en",
            "White's fell first: a claim on time is for Black (advisory).",
            "Black wins, 0-1.",
        ),
        (
            "de",
            "das von Weiß zuerst: eine Reklamation auf Zeit ist für Schwarz (zur Orientierung).",
            "Schwarz gewinnt, 0-1.",
        ),
    ] {
        let path = game_file(&dir, &format!("flags-{lang}.annabella"));
        let got = play(
            &path,
            &["--manual-clock", "--lang", lang, "--control", "3+0"],
            &[
                "e4",
                "press",
                "e5",
                "press",
                "wait 3m10s",
                "Nf3",
                "press",
                "wait 3m10s",
                "status",
                "claim time",
                "yes",
            ],
        );
        let text = got.join("\n");
        assert!(text.matches(both).count() >= 2, "{lang}: {text}");
        assert!(got.last().unwrap().ends_with(record), "{lang}: {text}");
    }
}

/// A move announced once the sealed move is asked for is the sealed move
/// (A.1, I.1.1): `seal` alone seals it, another move is refused.
#[test]
fn an_announced_move_is_sealed_as_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "seal.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &["e4", "press", "e5", "seal e6", "seal", "status"],
    );
    let text = got.join("\n");
    assert!(
        has_printed(
            &got,
            "Black's announced move is the sealed move: type seal alone to seal it."
        ),
        "{text}"
    );
    assert!(text.contains("Sealed move recorded, move 1."), "{text}");
    let got = play(&path, &[], &["unseal", "sheet"]);
    assert_eq!(got.last().unwrap(), "1. e4 e5", "{}", got.join("\n"));
}
