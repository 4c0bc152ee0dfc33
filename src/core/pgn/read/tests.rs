//! The PGN reader: trees, problems and their lines, files from elsewhere.

use super::*;
use crate::clock::Span;
use crate::pgn::stream::*;
use crate::pgn::tree::Line;
use crate::pgn::words::words;

const TWO: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Bo\"]\n[Result \"1-0\"]\n\n\
    1. e4 {best by test [%clk 1:29:50]} e5 $1 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 Nc6 1-0\n\n\
    [Event \"Club\"]\n[White \"Cy\"]\n[Black \"Di\"]\n\n1. d4 d5 2. Nf9 Nf6 3. Bf4 *\n";

#[test]
fn reads_a_tree_with_comments_clocks_and_variations() {
    let game = read_game(TWO.as_bytes(), 1).unwrap();
    assert_eq!(game.tag("White"), Some("Anna"));
    assert_eq!(game.result(), "1-0");
    assert_eq!(game.main.moves.len(), 4);
    let e4 = &game.main.moves[0];
    assert_eq!(e4.comments, vec!["best by test".to_string()]);
    assert_eq!(e4.clock, Some(Span::seconds(5390)));
    let e5 = &game.main.moves[1];
    assert_eq!(e5.nags, vec![1]);
    assert_eq!(e5.variations.len(), 1);
    assert_eq!(e5.variations[0].moves.len(), 2);
    assert_eq!(
        e5.variations[0].moves[0].comments,
        vec!["Sicilian".to_string()]
    );
    assert_eq!(game.moves(), 2);
    assert!(game.problem.is_none());
}

#[test]
fn a_broken_game_names_its_line_and_the_next_is_read() {
    let summaries = read_games(TWO.as_bytes());
    assert_eq!(summaries.len(), 2);
    assert_eq!(summaries[1].line, 8);
    // "Nf9" is no move at all: pgn-reader passes over it, and Black's
    // Nf6 does not fit as White's move; the word is named.
    let game = read_game(TWO.as_bytes(), 2).unwrap();
    let (problem, line) = game.problem.clone().unwrap();
    assert_eq!(problem, PgnProblem::NoMove("Nf9".into()));
    assert_eq!(line, 12);
    assert_eq!(game.main.moves.len(), 2);
}

#[test]
fn latin1_and_bom() {
    let mut bytes = b"\xef\xbb\xbf[White \"J\xc3\xb8rgen\"]\n\n1. e4 *\n\n".to_vec();
    bytes.extend_from_slice(b"[White \"M\xfcller\"]\n\n1. d4 {gut f\xfcr Wei\xdf} *\n");
    let games = read_games(&bytes);
    assert_eq!(games[0].white, "Jørgen");
    assert_eq!(games[1].white, "Müller");
    assert_eq!(games[1].line, 5);
    let second = read_game(&bytes, 2).unwrap();
    assert_eq!(second.main.moves[0].comments[0], "gut für Weiß");
}

#[test]
fn chess960_and_variants_are_refused_and_bad_fen_explained() {
    let pgn = "[Variant \"Chess960\"]\n[FEN \"bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w KQkq - 0 1\"]\n\n1. e4 *\n\n\
        [FEN \"bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w FCfc - 0 1\"]\n\n1. e4 *\n\n\
        [Variant \"Crazyhouse\"]\n\n1. e4 *\n\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n\n\
        [FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 60\"]\n\n60. O-O Kd7 *\n";
    let games = read_games(pgn.as_bytes());
    let problems: Vec<_> = games
        .iter()
        .map(|g| g.problem.clone().map(|p| p.0))
        .collect();
    assert_eq!(problems[0], Some(PgnProblem::Chess960));
    assert_eq!(problems[1], Some(PgnProblem::Chess960));
    assert_eq!(problems[2], Some(PgnProblem::Variant("Crazyhouse".into())));
    assert!(matches!(problems[3], Some(PgnProblem::Fen { .. })));
    assert_eq!(problems[4], None);
    assert_eq!(games[4].moves, 1);
    let last = read_game(pgn.as_bytes(), 5).unwrap();
    assert_eq!(last.end().fullmoves().get(), 61);
}

#[test]
fn unterminated_tag_is_a_problem_and_reading_goes_on() {
    // A quote left open at the end of a line ends there (pgn-reader is lenient) …
    let pgn = "[White \"Anna\n\n1. e4 *\n\n[White \"Bo\"]\n\n1. d4 *\n";
    let games = read_games(pgn.as_bytes());
    assert_eq!(games[0].white, "Anna");
    assert!(games.iter().any(|g| g.white == "Bo" && g.problem.is_none()));
    // … but not at the end of the file.
    let games = read_games(b"1. e4 *\n\n[White \"Bo");
    assert_eq!(games.len(), 2);
    assert!(matches!(games[1].problem, Some((PgnProblem::OpenTag, 3))));
}

/// A brace with no comment open once made the search for a bad move's
/// line stand still: the four bytes `} d8` froze the program.
#[test]
fn a_stray_brace_is_read_past() {
    for pgn in [
        "} d8",
        "}",
        "}}}} e4 }",
        "1. e4 } e5 }} Nf9 *",
        ")} d8 (",
        "} ;\n}",
    ] {
        let games = read_games(pgn.as_bytes());
        for s in &games {
            let again = read_game(pgn.as_bytes(), s.number).unwrap();
            assert_eq!(again.summary(), *s, "{pgn:?}");
        }
    }
    let game = read_game(b"} d8", 1).unwrap();
    assert!(matches!(
        game.problem,
        Some((PgnProblem::Illegal { .. }, 1))
    ));
    let words: Vec<_> = words(b"}e4}} Nf3{x}d5")
        .into_iter()
        .map(|(_, w)| w)
        .collect();
    assert_eq!(words, [&b"e4"[..], b"Nf3", b"d5"]);
}

/// Each game read again from its place in the file is the game the
/// list names, a game refused before its moves included.
#[test]
fn every_game_reads_again_from_its_span() {
    let mut pgn = String::from("\u{feff}");
    pgn.push_str(TWO);
    pgn.push_str("\n[Variant \"Chess960\"]\n\n1. e4 e5 2. Nf3 *\n\n[White \"Eve\"]\n\n1. c4 (1. d4 d5 (1... Nf6)) c5 *\n\n");
    pgn.push_str("[White \"Fay\n\n1. e4 *\n\n1. d4 Nf6 2. Nf9 *");
    let bytes = pgn.into_bytes();
    let games = read_games(&bytes);
    assert!(games.len() >= 5, "{games:?}");
    for s in &games {
        let whole = read_game(&bytes, s.number).unwrap();
        let text = bytes.read(&s.at).unwrap();
        let again = read_listed(s, &text).unwrap_or_else(|| panic!("game {}", s.number));
        assert_eq!(again, whole, "game {}", s.number);
    }
    // Another game at that place is not taken for it.
    let other = read_game(&bytes, 2).unwrap().summary();
    assert!(read_listed(&other, &bytes.read(&games[0].at).unwrap()).is_none());
}

/// What one game may take is bounded: moves beyond any game played,
/// one endless comment, variations inside variations.
#[test]
fn a_game_takes_bounded_memory() {
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(100_000);
    let game = read_game(format!("1. {shuffle}*").as_bytes(), 1).unwrap();
    assert!(game.main.moves.len() < 100_000);
    assert_eq!(
        game.problem.as_ref().map(|p| &p.0),
        Some(&PgnProblem::TooLong)
    );
    let comment = "x".repeat(10 << 20);
    let game = read_game(format!("1. e4 {{{comment}}} e5 *").as_bytes(), 1).unwrap();
    assert!(game.main.moves[0].comments[0].len() <= Movetext::BUDGET);
    assert_eq!(game.main.moves.len(), 1, "the rest of the game is left out");
    let deep = format!("1. e4 {}e5 *", "(1. d4 ".repeat(10_000));
    let game = read_game(deep.as_bytes(), 1).unwrap();
    fn depth(line: &Line) -> usize {
        1 + line
            .moves
            .iter()
            .flat_map(|n| &n.variations)
            .map(depth)
            .max()
            .unwrap_or(0)
    }
    assert!(depth(&game.main) <= Movetext::DEPTH + 1);
    // A long comment is one comment, not one per piece the reader hands on.
    let long = "word ".repeat(200);
    let game = read_game(format!("1. e4 {{{long}}} *").as_bytes(), 1).unwrap();
    assert_eq!(game.main.moves[0].comments, vec![long.trim().to_string()]);
}

/// Lines are counted right far into a file, past what is forgotten.
#[test]
fn lines_are_counted_across_a_long_file() {
    let mut pgn = String::new();
    for i in 0..3000 {
        pgn.push_str(&format!(
            "[White \"P{i}\"]\n\n1. e4 {{{}}} e5 *\n\n",
            "c".repeat(500)
        ));
    }
    pgn.push_str("[White \"Last\"]\n\n1. e4 e5 2. Ke3 *\n");
    let games = read_games(pgn.as_bytes());
    assert_eq!(games.len(), 3001);
    assert_eq!(games[2999].line, 2999 * 4 + 1);
    assert_eq!(
        games[3000].problem.as_ref().map(|p| p.1),
        Some(3000 * 4 + 3)
    );
}

#[test]
fn clock_commands_are_taken_out_of_comments() {
    assert_eq!(
        comment_parts("[%clk 0:05:03.2] [%eval 0.3] a fine move"),
        (Some(Span::seconds(303)), "a fine move".into())
    );
    assert_eq!(comment_parts("no clock"), (None, "no clock".into()));
}

/// Every listed game read again from its place is the same game.
fn reads_again(bytes: &[u8]) -> Vec<Summary> {
    let games = read_games(bytes);
    let text = bytes.to_vec();
    for s in &games {
        let again = read_listed(s, &text.read(&s.at).unwrap());
        assert_eq!(
            again.map(|r| r.summary()).as_ref(),
            Some(s),
            "game {}",
            s.number
        );
    }
    games
}

/// A comment left open loses only its own game, which keeps its name and
/// says the line of the brace; the games after it are read.
#[test]
fn a_comment_left_open_loses_only_its_game() {
    let pgn = "[White \"A\"]\n\n1. e4 {fine} e5 *\n\n\
        [White \"Berg\"]\n[Black \"Holm\"]\n\n1. d4 d5 2. c4 {open here\n3. Nc3 *\n\n\
        [White \"C\"]\n\n1. c4 {x} *\n\n[White \"D\"]\n\n1. Nf3 {open again\n*\n";
    let games = reads_again(pgn.as_bytes());
    let named: Vec<_> = games.iter().map(|g| g.white.as_str()).collect();
    assert_eq!(named, ["A", "Berg", "C", "D"]);
    assert_eq!(games[1].black, "Holm");
    assert_eq!(games[1].problem, Some((PgnProblem::OpenComment, 8)));
    assert_eq!(games[1].moves, 2, "read up to the comment");
    assert_eq!(
        (games[2].line, games[2].moves, games[2].problem.clone()),
        (11, 1, None)
    );
    assert_eq!(games[3].problem, Some((PgnProblem::OpenComment, 17)));
}

/// Line ends of carriage returns alone part lines and games as line feeds do.
#[test]
fn carriage_returns_alone_end_lines() {
    let unix = "[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. d4 Ke5 *\n";
    let mac = unix.replace('\n', "\r");
    let games = reads_again(mac.as_bytes());
    assert_eq!(games, read_games(unix.as_bytes()));
    assert_eq!(games[1].problem.as_ref().map(|p| p.1), Some(7));
    // Windows' line ends are two bytes, one line.
    let windows = unix.replace('\n', "\r\n");
    assert_eq!(reads_again(windows.as_bytes()).len(), 2);
}

#[test]
fn utf16_text_is_said_to_be_so() {
    let text = "[White \"A\"]\n\n1. e4 *\n";
    let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let with_bom = [&[0xff, 0xfe][..], &le].concat();
    for bytes in [le, with_bom] {
        let games = read_games(&bytes);
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].problem, Some((PgnProblem::Utf16, 1)));
    }
}

/// A game longer than the reader keeps reads again from its place as the
/// same game, its line counted right.
#[test]
fn a_game_longer_than_what_is_kept_reads_again() {
    let pgn = format!(
        "[White \"A\"]\n\n1. e4 *\n\n[White \"Long\"]\n\n1. e4 {} e5 {{{}}} *\n\n[White \"After\"]\n\n1. d4 *\n",
        " ".repeat(3 << 20),
        "c\n".repeat(1 << 20)
    );
    let games = reads_again(pgn.as_bytes());
    assert_eq!((games[1].line, games[1].moves), (5, 1));
    assert_eq!(games[2].line, 5 + 4 + (1 << 20));
}

/// Moves changed in place since the list was made: another game, not read
/// as the one listed.
#[test]
fn a_game_changed_in_place_is_not_the_one_listed() {
    let pgn = b"[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. Nf3 Nf6 *\n".to_vec();
    let games = read_games(&pgn);
    let changed = String::from_utf8(pgn.clone())
        .unwrap()
        .replace("1. Nf3 Nf6", "1. Nc3 Nc6");
    let text = changed.into_bytes();
    assert!(read_listed(&games[1], &text.read(&games[1].at).unwrap()).is_none());
    assert!(read_listed(&games[0], &text.read(&games[0].at).unwrap()).is_some());
}

#[test]
fn utf16_without_a_mark_either_way_round() {
    let text = "[White \"A\"]\n\n1. e4 *\n";
    let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
    assert_eq!(read_games(&be)[0].problem, Some((PgnProblem::Utf16, 1)));
}

/// A tag line too long for the reader breaks its game; the rest of that
/// game, right on the next line, is no game to take.
#[test]
fn the_rest_of_a_game_after_a_broken_tag_is_not_taken() {
    let pgn = format!(
        "[Event \"{}\"]\n[White \"W\"]\n[Black \"B\"]\n\n1. e4 e5 *\n\n[White \"Next\"]\n\n1. d4 *\n",
        "A".repeat(70_000)
    );
    let games = read_games(pgn.as_bytes());
    assert_eq!(
        games[0].problem.as_ref().map(|p| &p.0),
        Some(&PgnProblem::OpenTag)
    );
    assert_eq!(
        games[1].problem.as_ref().map(|p| &p.0),
        Some(&PgnProblem::Fragment)
    );
    assert!(!PgnProblem::Fragment.readable());
    assert_eq!(
        (games[2].white.as_str(), games[2].problem.clone()),
        ("Next", None)
    );
}

/// A variation never closed is said: the moves after its `(` may have been
/// the main line's.
#[test]
fn a_variation_left_open_is_said() {
    let games =
        read_games(b"[Event \"A\"]\n\n1. e4 e5 ( 1... c5 2. Nf3 *\n\n[Event \"B\"]\n\n1. d4 *\n");
    assert_eq!(games[0].problem, Some((PgnProblem::OpenVariation, 3)));
    assert!(PgnProblem::OpenVariation.readable());
    assert_eq!(games[1].problem, None);
}

/// A mistyped move at a game's end, passed over by the reader, is said.
#[test]
fn a_mistyped_last_move_is_said() {
    let games = read_games(b"[White \"A\"]\n\n1. e4 e5\n2. Nf9 *\n\n[White \"B\"]\n\n1. e2-e4 *\n\n[White \"C\"]\n\n1. e4 N $1 +- *\n");
    assert_eq!(
        games[0].problem,
        Some((PgnProblem::NoMove("Nf9".into()), 4))
    );
    assert_eq!(
        games[1].problem,
        Some((PgnProblem::NoMove("e2-e4".into()), 8))
    );
    assert_eq!(games[2].problem, None, "annotation marks are no moves");
}
