//! A game started from a position given as FEN (issue 16, the arbiter's
//! use): a game adjourned under another system or moved to another board.

use crate::integration::common::{export_pgn, pgn_fixture as pgn_file, play, run_input};

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

/// `play --pgn`: the game goes on where the file's main line ends, with its
/// players, event, date, time control and clocks, and says what it took.
#[test]
fn a_game_is_taken_over_from_pgn_with_its_tags_and_clocks() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let file = pgn_file("clocks-bom.pgn");
    let lines = play(
        &game,
        &[
            "--lang",
            "en",
            "--speech",
            "text",
            "--manual-clock",
            "--pgn",
            &file,
        ],
        &[
            "time",
            "sheet",
            "compare 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. Qc2 O-O",
            "Nf3",
            "press",
            "quit",
        ],
    );
    for want in [
        "New game. White: Søren Ærø. Black: Bo Berg. White plays on the peg board.",
        "Time control: 40 moves in 1 hour 30 minutes, then 30 minutes for the rest of the game; 30 seconds added per move from move 41. Laws of 2017.",
        &format!(
            "Taken over from game 1 of {file}: 4 moves played. \
             The game goes on at move 5 with White to move. Type board to hear the position."
        ),
        "Event: Nordic Open. Site: Aarhus DEN. Round: 5. Date: 2026.11.21.",
        // The last [%clk] of each side; tenths are dropped.
        "The clocks as the file left them: White 1 hour 25 minutes 2 seconds left, Black 1 hour 24 minutes 40 seconds left.",
        // The moves made elsewhere count: the time control's periods go by them.
        // Time used: what the control gave (1 hour 30 minutes) less what is left.
        "White: 4 moves completed, 4 minutes 58 seconds used, 1 hour 25 minutes 2 seconds left.",
        // Issue 48, point 13: the moves taken over are the game's, on its
        // scoresheet and compared with the other one.
        "1. d4 Nf6",
        "4. Qc2 0-0",
        "Both scoresheets agree, up to after move 4 of Black.",
        "Springer Felix drei",
    ] {
        let want: Vec<String> = crate::integration::common::printed(want);
        assert!(
            lines.windows(want.len()).any(|w| w == want.as_slice()),
            "{want:?} missing: {lines:#?}"
        );
    }
    // Result "*": nothing to say about it.
    assert!(
        !lines
            .iter()
            .any(|l| l.contains("The file gives the result")),
        "{lines:#?}"
    );
    let pgn = export_pgn(&game);
    for want in [
        "[Event \"Nordic Open\"]",
        "[Site \"Aarhus DEN\"]",
        "[Date \"2026.11.21\"]",
        "[Round \"5\"]",
        "[TimeControl \"40/5400:1800+30\"]",
        // From the start, the file's clocks on its moves (tenths dropped).
        "1. d4 {[%clk 1:29:40]} Nf6 {[%clk 1:29:30]}",
        "4. Qc2 {[%clk 1:25:02]} O-O {[%clk 1:24:40]} 5. Nf3 {[%clk 1:25:02]} *",
    ] {
        assert!(pgn.replace('\n', " ").contains(want), "{want}: {pgn}");
    }
    assert!(!pgn.contains("[FEN"), "{pgn}");
}

/// Options given on the command line win over the file's tags.
#[test]
fn the_command_line_wins_over_the_files_tags() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let file = pgn_file("club-latin1.pgn");
    let lines = play(
        &game,
        &[
            "--lang",
            "en",
            "--pgn",
            &file,
            "--game-number",
            "4",
            "--white",
            "Ib",
            "--control",
            "15+10",
        ],
        &["quit"],
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("New game. White: Ib. Black: Træning.")),
        "{lines:#?}"
    );
    assert!(lines.iter().any(|l| l.contains("15 minutes")), "{lines:#?}");
    assert!(
        lines.join(" ").contains(
            "The game goes on at move 64 with Black to move. Type board to hear the position."
        ),
        "{lines:#?}"
    );
    // The file's result is said where the position has not ended the game.
    assert!(
        crate::integration::common::has_printed(
            &lines,
            "The file gives the result 1-0 (White won), but the position is not over: play goes on from it."
        ),
        "{lines:#?}"
    );
}

/// A file of many games without a number, a game not whole, a Chess960
/// game, a game that is not there: refused before any file is written.
#[test]
fn a_pgn_game_that_cannot_be_taken_over_starts_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let classics = pgn_file("classics.pgn");
    let club = pgn_file("club-latin1.pgn");
    for (args, want) in [
        (
            vec!["--pgn", classics.as_str()],
            vec![
                format!("annabella: {classics} holds 3 games. Choose one with --game-number, e.g. --game-number 2:"),
                "1: Paul Morphy against Duke Karl / Count Isouard, 1-0, 1858.11.02, Casual game, 17 moves.".into(),
            ],
        ),
        (
            vec!["--pgn", club.as_str(), "--game-number", "2"],
            vec![format!("annabella: {club}: a game is taken over only whole. Game 2, line 21: \"Nf9\" is no move; the game is read up to the move before it.")],
        ),
        (
            vec!["--pgn", club.as_str(), "--game-number", "3"],
            vec![format!("annabella: {club}: a game is taken over only whole. Game 3, line 23: it is a Chess960 game; annabella plays standard chess only.")],
        ),
        (
            vec!["--pgn", club.as_str(), "--game-number", "7"],
            vec![format!("annabella: {club}: There is no game 7: the file holds 4 games.")],
        ),
    ] {
        let err = refused(&game, &args);
        // A line a game; a sentence longer than a line is cut into lines.
        let got: Vec<&str> = err.lines().collect();
        let flat = crate::integration::common::flat(&err);
        for w in &want {
            assert!(
                got.contains(&w.as_str()) || (w.chars().count() > 80 && flat.contains(w.as_str())),
                "{w:?} not in {err}"
            );
        }
    }
}

/// A file of thousands of games is not printed whole: a page, how many
/// more, and how to find one.
#[test]
fn a_long_pgn_file_is_listed_a_page_and_the_rest_counted() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let file = dir.path().join("many.pgn");
    let games: String = (1..=25)
        .map(|n| format!("[White \"W{n}\"]\n[Black \"B{n}\"]\n[Result \"*\"]\n\n1. e4 *\n\n"))
        .collect();
    std::fs::write(&file, games).unwrap();
    let path = file.display().to_string();
    let err = refused(&game, &["--pgn", path.as_str()]);
    let got: Vec<&str> = err.lines().collect();
    let first = got
        .iter()
        .position(|l| l.starts_with("1: W1 against"))
        .unwrap_or_else(|| panic!("{err}"));
    let got = &got[first..];
    assert!(got.len() > 20, "{err}");
    assert_eq!(got[19], "20: W20 against B20, *, one move.", "{err}");
    assert_eq!(
        crate::integration::common::flat(&got[20..].join(" ")),
        format!(
            "And 5 more: annabella replay {path} lists them a page at a time and finds a game by player, event or date (games NAME)."
        )
    );
}

/// A position where the game is already over starts no game, from a FEN or
/// from the end of a PGN game (the Opera game ends in mate).
#[test]
fn a_position_where_the_game_is_over_starts_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let classics = pgn_file("classics.pgn");
    for (args, want) in [
        (
            vec!["--fen", "R5k1/8/6K1/8/8/8/8/8 b - - 0 1"],
            "it is checkmate.",
        ),
        (
            vec!["--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"],
            "it is stalemate.",
        ),
        (
            vec!["--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"],
            "neither side can mate.",
        ),
        (
            vec!["--pgn", classics.as_str(), "--game-number", "1"],
            "it is checkmate.",
        ),
    ] {
        assert_eq!(
            refused(&game, &args),
            format!("annabella: No game can start from this position: {want}\n")
        );
    }
}

/// `play --line --lang en --game GAME ARGS…` that must start no game:
/// exit status 1 and no game file. Returns stderr.
fn refused(game: &std::path::Path, args: &[&str]) -> String {
    let mut all = vec![
        "play",
        "--line",
        "--lang",
        "en",
        "--game",
        game.to_str().unwrap(),
    ];
    all.extend(args);
    let (out, err, code) = run_input(&all, "quit\n");
    assert_eq!(code, 1, "{all:?}: {out}");
    assert!(!game.exists(), "no game file for {args:?}");
    err
}
