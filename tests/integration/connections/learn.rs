//! Issue 50: learning from one's own game with the real Stockfish, in line
//! mode as a player at home types it: the moves that turned the game
//! (`mistakes`), each tried again (`retry`), a move tried judged beside the
//! engine's and the game's, and the engine's look kept beside the file so
//! that a second look is instant.

use std::path::{Path, PathBuf};

use crate::integration::common;

fn stockfish_installed() -> bool {
    ["/usr/games/stockfish", "/usr/bin/stockfish"]
        .iter()
        .any(|p| Path::new(p).exists())
}

/// The trap game (5. Nxf7 loses, 7. Be2 allows a mate in one), copied
/// where its review may be kept.
fn trap_game(dir: &Path) -> PathBuf {
    let path = dir.join("trap.pgn");
    std::fs::copy(common::pgn_fixture("blunders.pgn"), &path).unwrap();
    path
}

fn replay(lang: &str, file: &Path, input: &str) -> String {
    common::flat(&replay_lines(lang, file, input))
}

/// The lines printed, as printed.
fn replay_lines(lang: &str, file: &Path, input: &str) -> String {
    let (out, err, code) = common::run_input(
        &[
            "replay",
            "--line",
            "--lang",
            lang,
            "--analysis-time",
            "nodes 100000",
            file.to_str().unwrap(),
        ],
        input,
    );
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    out
}

#[test]
fn the_moves_that_turned_the_game_are_found_tried_again_and_counted() {
    if !stockfish_installed() {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    }
    let dir = tempfile::tempdir().unwrap();
    let file = trap_game(dir.path());
    let out = replay(
        "en",
        &file,
        "mistakes white\nretry 4\nthreat\nBe2\nQe2\nbest\nretry 2\nthreat\na3\nboard white\nretry\nretry\nretry\nquit\n",
    );
    // Found as the engine goes, then listed, numbered for retry.
    let start = out.find("The engine goes through 14 moves").expect(&out);
    let listed = out
        .find("moves turned the game; retry tries the first again:")
        .expect(&out);
    assert!(start < listed, "{out}");
    assert!(
        out.contains("7. Läufer Eva zwei: allowed a mate in 1."),
        "{out}"
    );
    // Each a line of at most 80 characters: where both judgements would
    // make it longer, the one after the move alone.
    assert!(
        out.contains("2. 5. Springer schlägt Felix sieben: lost about 4 pawns."),
        "{out}"
    );
    assert!(
        out.contains("3. 6. Turm Felix eins: from Black about 5 pawns up to Black winning."),
        "{out}"
    );
    // The position before 7. Be2, as it is set up on the peg board.
    assert!(
        out.contains("the position before 7. Läufer Eva zwei."),
        "{out}"
    );
    assert!(out.contains("Black Dame on Eva vier."), "{out}");
    assert!(out.contains("White to move. Type a better move"), "{out}");
    // In check, said so; the game's move again is named as the game's; the
    // engine's: found.
    assert!(out.contains("White is in check."), "{out}");
    assert!(
        out.contains("That is the move played in the game: it turned the game."),
        "{out}"
    );
    assert!(out.contains("Found: the engine's own move."), "{out}");
    assert!(
        out.contains("The engine's move: 7. Dame Eva zwei."),
        "{out}"
    );
    // In check, the threat is the check; a move earlier, the queen's take,
    // and a move that leaves it: still a mistake, and why.
    assert!(
        out.contains("Black gives check: the check is to be parried first."),
        "{out}"
    );
    assert!(
        out.contains("Black threatens Dame schlägt Gustav zwei."),
        "{out}"
    );
    assert!(
        out.contains("Still a mistake: it loses the pawn to Dame schlägt Gustav zwei."),
        "{out}"
    );
    // The position's commands speak of the turning point: White's knight
    // still on e5 before 5. Nxf7.
    assert!(
        out.contains("2 white Springer on Bella eins, Eva fünf."),
        "{out}"
    );
    assert!(
        out.contains("That was the last turning point: 1 of 4 found."),
        "{out}"
    );
    // Kept beside the file: a second look asks no engine.
    assert!(dir.path().join("trap.pgn.review").exists());
    let again = replay("en", &file, "mistakes white\nquit\n");
    assert!(!again.contains("The engine goes through"), "{again}");
    assert!(
        again.contains("7. Läufer Eva zwei: allowed a mate in 1."),
        "{again}"
    );
}

#[test]
fn the_lesson_is_in_the_players_language_and_a_move_is_read_in_any_notation() {
    if !stockfish_installed() {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    }
    let dir = tempfile::tempdir().unwrap();
    let file = trap_game(dir.path());
    // Danish letters, the Danish words of the commands; the queen's move
    // typed as a Dane writes it, then a move that does not answer the check.
    let lines = replay_lines(
        "da",
        &file,
        "fejl hvid\nigen 4\nDe2\nspringer anna tre\nquit\n",
    );
    let out = common::flat(&lines);
    assert!(
        out.contains("7. løber Erik to: tillod mat i ét træk."),
        "{out}"
    );
    assert!(
        out.contains("Vendepunkt 4 af 4: stillingen før 7. løber Erik to."),
        "{out}"
    );
    assert!(out.contains("Fundet: skakprogrammets eget træk."), "{out}");
    assert!(out.contains("kongen står i skak"), "{out}");
    assert!(!out.contains("turned the game"), "{out}");
    common::assert_within_80(&lines.lines().map(String::from).collect::<Vec<_>>(), &[]);
    // German, from the review kept beside the file: no engine asked again
    // for the list.
    let out = replay("de", &file, "fehler\nnochmal 4\nLe2\nquit\n");
    assert!(!out.contains("Das Schachprogramm geht"), "{out}");
    assert!(out.contains("7. Läufer Eva zwei:"), "{out}");
    assert!(out.contains("Immer noch ein Fehler"), "{out}");
}

#[test]
fn retry_before_mistakes_and_a_move_with_nothing_at_hand_say_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let file = trap_game(dir.path());
    let out = replay("en", &file, "retry\nquit\n");
    assert!(!out.contains("retry needs"), "{out}");
    assert!(
        out.contains("Type mistakes first: the engine finds the moves that turned the game."),
        "{out}"
    );
}

/// Once a game has ended, its own file serves the lesson as replay does,
/// the review kept beside it.
#[test]
fn a_finished_game_is_learned_from_where_it_was_played() {
    if !stockfish_installed() {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    }
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "[engine]\nanalysis_time = \"nodes 100000\"\n").unwrap();
    let game = dir.path().join("fools.annabella");
    let (out, err, code) = common::run_input(
        &[
            "play",
            "--line",
            "--manual-clock",
            "--lang",
            "en",
            "--config",
            config.to_str().unwrap(),
            "--game",
            game.to_str().unwrap(),
        ],
        "f3\npress\ne5\npress\ng4\npress\nQh4\npress\nmistakes white\nretry\nNc3\nretry\nquit\n",
    );
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    let out = common::flat(&out);
    assert!(
        out.contains("2. Bauer Gustav vier: allowed a mate in 1."),
        "{out}"
    );
    assert!(
        out.contains("Turning point 1 of 1: the position before 2. Bauer Gustav vier."),
        "{out}"
    );
    assert!(out.contains("Found: "), "{out}");
    assert!(
        out.contains("That was the last turning point: 1 of 1 found."),
        "{out}"
    );
    assert!(dir.path().join("fools.annabella.review").exists());
}

/// A mate let go: Black's 3... Nf6 allows the mate on f7, and White's 4. d3
/// misses it; each named as what it was.
#[test]
fn a_mate_missed_and_a_mate_allowed_are_named_so() {
    if !stockfish_installed() {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("missed.pgn");
    std::fs::write(
        &file,
        "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. d3 *\n",
    )
    .unwrap();
    let out = replay("en", &file, "mistakes\nretry 2\nbest\nQxf7\nquit\n");
    assert!(
        out.contains("3... Springer Felix sechs: allowed a mate in 1."),
        "{out}"
    );
    assert!(
        out.contains("4. Bauer David drei: missed a mate in 1."),
        "{out}"
    );
    // At the turning point, best says the move and the line that follows.
    assert!(
        out.contains("The engine's move: 4. Dame schlägt Felix sieben Schachmatt."),
        "{out}"
    );
    assert!(out.contains("The line the engine expects"), "{out}");
    assert!(out.contains("Found: the engine's own move."), "{out}");
}

/// A kept review is read with a bound: a file beside the game past it (or
/// no review at all) is not read, and the game is reviewed again.
#[test]
fn a_kept_review_past_its_bound_is_not_read() {
    if !stockfish_installed() {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    }
    let dir = tempfile::tempdir().unwrap();
    let file = trap_game(dir.path());
    std::fs::write(dir.path().join("trap.pgn.review"), vec![b'{'; 5 << 20]).unwrap();
    let out = replay("en", &file, "mistakes white\nquit\n");
    assert!(out.contains("The engine goes through 14 moves"), "{out}");
    assert!(
        out.contains("7. Läufer Eva zwei: allowed a mate in 1."),
        "{out}"
    );
}
