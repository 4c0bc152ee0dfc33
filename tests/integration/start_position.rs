//! A game started from a position given as FEN (issue 16, the arbiter's
//! use): a game adjourned under another system or moved to another board.

use super::common::{export_pgn, play, run_input};

const MATE_IN_ONE: &str = "6k1/8/6K1/8/8/8/8/R7 w - - 0 50";

#[test]
fn a_game_starts_from_a_fen_says_so_and_exports_it() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let lines = play(
        &game,
        &["--lang", "en", "--fen", MATE_IN_ONE],
        &["Ra8", "press", "quit"],
    );
    assert!(
        lines.iter().any(|l| l == "The game starts from the position given, at move 50 with White to move."),
        "{lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l == "Turm Anna acht Schachmatt"),
        "{lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l == "Checkmate. White wins, 1-0."),
        "{lines:#?}"
    );
    let pgn = export_pgn(&game);
    assert!(pgn.contains(&format!("[FEN \"{MATE_IN_ONE}\"]")), "{pgn}");
    assert!(pgn.contains("50. Ra8# "), "{pgn}");
    // Resumed, the game keeps its own start; a --fen given then is ignored.
    let again = play(
        &game,
        &["--lang", "en", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"],
        &["quit"],
    );
    assert!(
        again
            .iter()
            .any(|l| l.starts_with("Game resumed at move 50.")),
        "{again:#?}"
    );
}

#[test]
fn a_position_that_is_no_chess_position_starts_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    for fen in ["not a fen", "8/8/8/8/8/8/8/8 w - - 0 1"] {
        let (out, err, code) = run_input(
            &[
                "play",
                "--line",
                "--lang",
                "en",
                "--speech",
                "text",
                "--game",
                game.to_str().unwrap(),
                "--fen",
                fen,
            ],
            "quit\n",
        );
        assert_ne!(code, 0, "{out}");
        assert!(
            err.contains(&format!("the position \"{fen}\" cannot be used")),
            "{err}"
        );
        assert!(!game.exists(), "no game file is written for {fen}");
    }
}
