//! `annabella replay` in line mode (issue 16, the study use): real PGN
//! files of many games, with comments, annotation glyphs, variations,
//! `[%clk]`, a FEN start, Chess960, a broken game, UTF-8 with a BOM and
//! Latin-1.

use crate::integration::common::{self, ok_lines, run_input};

fn file(name: &str) -> String {
    format!(
        "{}/tests/integration/pgn/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// `replay --line ARGS FILE` with `commands` on stdin; must succeed quietly.
fn replay(args: &[&str], name: &str, commands: &[&str]) -> Vec<String> {
    let path = file(name);
    let mut all = vec!["replay", "--line", "--speech", "text"];
    all.extend(args);
    all.push(&path);
    let input: String = commands.iter().map(|c| format!("{c}\n")).collect();
    let (out, err, code) = run_input(&all, &input);
    assert_eq!((code, err.as_str()), (0, ""), "replay {all:?}: {out}");
    out.lines().map(String::from).collect()
}

fn has(lines: &[String], want: &str) -> bool {
    lines.iter().any(|l| l == want)
}

#[test]
fn a_file_of_many_games_is_listed_and_one_chosen() {
    let lines = replay(
        &["--lang", "en"],
        "classics.pgn",
        &[
            "next",
            "game 2",
            "go 18",
            "next",
            "variations",
            "games anderssen 1852",
            "games 9",
            "quit",
        ],
    );
    let want_head = common::lines(&[
        "The file holds 3 games:",
        "1: Paul Morphy against Duke Karl / Count Isouard, 1-0, 1858.11.02, Casual game, 17 moves.",
        "2: Adolf Anderssen against Lionel Kieseritzky, 1-0, 1851.06.21, London, 23 moves.",
        "3: Adolf Anderssen against Jean Dufresne, 1-0, 1852.??.??, Berlin, 24 moves.",
        "Type game and a number to listen to that game, e.g. game 2.",
        // Nothing is open yet.
        "No game is open. Type games to list them, game 2 to open the second.",
        "Game 2 of 3: Adolf Anderssen against Lionel Kieseritzky, 1-0, 1851.06.21, 23 moves.",
    ]);
    assert_eq!(lines[..want_head.len()], want_head, "{lines:#?}");
    for want in [
        "After 18. Läufer David sechs (brilliant move).",
        "18... Läufer schlägt Gustav eins",
        "One other move: type variations.",
        "1: 18... Qxa1+ 19. Ke2 Qb2 20. Kd2",
        // Found by player and year; a page beyond the list is refused.
        "One of the file's 3 games holds \"anderssen 1852\":",
        "There is no page 9: the list is one page.",
    ] {
        assert!(has(&lines, want), "{want:?} missing: {lines:#?}");
    }
}

#[test]
fn comments_glyphs_and_variations_on_request() {
    let lines = replay(
        &["--lang", "en", "--game-number", "1"],
        "classics.pgn",
        &[
            "comment",
            "next 6",
            "comment",
            "next 2",
            "variations",
            "variation 1",
            "next 3",
            "comment",
            "who",
            "leave",
            "leave",
            "next",
            "last",
            "next",
            "result",
        ],
    );
    let want = [
        "Game 1 of 3: Paul Morphy against Duke Karl / Count Isouard, 1-0, 1858.11.02, 17 moves.",
        "A comment: type comment.",
        "Press Enter or type next for the next move; help lists the commands.",
        "The Opera Game, played in a box at the Paris opera.",
        "1. Bauer Eva vier",
        "1... Bauer Eva fünf",
        "2. Springer Felix drei",
        "2... Bauer David sechs",
        "3. Bauer David vier",
        "3... Läufer Gustav vier (dubious move)",
        "A comment: type comment.",
        "White to move.",
        "This is a weak move already.",
        "dubious move",
        "4. Bauer David schlägt Eva fünf",
        "4... Läufer schlägt Felix drei",
        "One other move: type variations.",
        "White to move.",
        "One other move here:",
        "1: 4... dxe5 5. Qxd8+ Kxd8 6. Nxe5",
        "Type variation and its number to listen to it, e.g. variation 1.",
        "Variation 1:",
        "4... Bauer David schlägt Eva fünf",
        "5. Dame schlägt David acht Schach",
        "5... König schlägt David acht",
        "6. Springer schlägt Eva fünf",
        "A comment: type comment.",
        "That is the end of the variation. Type leave to go back.",
        "wins a pawn.",
        "Black to move, move 6. In a variation.",
        "Back in the game.",
        "After 4... Läufer schlägt Felix drei.",
        "One other move: type variations.",
        "White to move.",
        "This is the game itself, not a variation.",
        "5. Dame schlägt Felix drei",
        "After 17. Turm David acht Schachmatt.",
        "Black to move.",
        "That was the last move. Result: 1-0, White won.",
        "Result: 1-0, White won.",
    ];
    assert_eq!(lines, common::lines(&want));
}

/// Every move announced in the chosen words: the whole Opera game, in each
/// vocabulary, word for word as `say` announces the same moves.
#[test]
fn every_move_in_the_words_of_each_voice() {
    let moves = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 \
        Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";
    for voice in ["de", "da", "nb"] {
        let mut args = vec!["say", "--voice", voice];
        args.extend(moves.split_whitespace());
        let said = ok_lines(&args);
        let lines = replay(
            &["--voice", voice, "--game-number", "1"],
            "classics.pgn",
            &["next 33"],
        );
        // Each move line is "N. words" or "N... words", glyph names after.
        let heard: Vec<String> = lines
            .iter()
            .filter(|l| l.split_once(' ').is_some_and(|(n, _)| n.ends_with('.')))
            .map(|l| {
                let words = l.split_once(' ').unwrap().1;
                words.split(" (").next().unwrap().to_string()
            })
            .collect();
        assert_eq!(heard, said, "voice {voice}");
    }
}

#[test]
fn latin1_a_broken_game_chess960_and_a_fen_start() {
    let lines = replay(
        &["--lang", "en"],
        "club-latin1.pgn",
        &[
            "game 3", "game 2", "last", "next", "game 4", "next", "who", "quit",
        ],
    );
    let want = [
        "The file holds 4 games:",
        "1: Jørgen Højgaard against Åse Müller, 1/2-1/2, 2024.03.14, Klubmesterskab, 8 moves.",
        "2: Åse Müller against Per Ødegård, 1-0, 2024.03.21, Klubmesterskab, 11 moves.",
        "Line 21: \"Nf9\" is no move; the game is read up to the move before it.",
        "3: Ib Holm against Per Ødegård, 0-1, 2024.04.01, Fischer Random, 0 moves.",
        "Line 23: it is a Chess960 game; annabella plays standard chess only.",
        "4: Træning against Træning, 1-0, 2024.04.08, Slutspil, 5 moves.",
        "Type game and a number to listen to that game, e.g. game 2.",
        "Game 3, line 23: it is a Chess960 game; annabella plays standard chess only.",
        "Game 2 of 4: Åse Müller against Per Ødegård, 1-0, 2024.03.21, 11 moves.",
        // Line mode cuts a line longer than 80 characters at a clause.
        "The game can be read only up to line 21: \"Nf9\" is no move;",
        "the game is read up to the move before it.",
        "Press Enter or type next for the next move; help lists the commands.",
        "After 11... Springer schlägt Cesar drei Schach.",
        "White to move.",
        "That was the last move. Result: 1-0, White won.",
        "Game 4 of 4: Træning against Træning, 1-0, 2024.04.08, 5 moves.",
        "It starts from a position: move 60, White to move.",
        "A comment: type comment.",
        "Press Enter or type next for the next move; help lists the commands.",
        "60. König David zwei",
        "Black to move, move 60.",
    ];
    assert_eq!(lines, common::lines(&want));
}

#[test]
fn a_bom_and_clock_comments_are_not_read_aloud() {
    let lines = replay(
        &["--lang", "en"],
        "clocks-bom.pgn",
        &["next", "comment", "go 3 black", "comment"],
    );
    assert_eq!(
        lines[0],
        "Game 1 of 1: Søren Ærø against Bo Berg, *, 2026.11.21, 4 moves."
    );
    assert!(has(&lines, "No comment here."), "{lines:#?}");
    assert!(has(&lines, "Nimzo-Indian"), "{lines:#?}");
    assert!(!lines.iter().any(|l| l.contains("%clk")), "{lines:#?}");
}

#[test]
fn commands_in_the_users_language_and_mistakes_explained() {
    let lines = replay(
        &["--voice", "da", "--game-number", "1"],
        "classics.pgn",
        &["næste", "hvem", "gå 40", "variant 5", "hop", "go"],
    );
    let want = [
        "Parti 1 af 3: Paul Morphy mod Duke Karl / Count Isouard, 1-0, 1858.11.02, 17 træk.",
        "En kommentar: skriv comment.",
        "Tryk Enter eller skriv next for næste træk; help viser kommandoerne.",
        "1. bonde Erik fire",
        "Sort i trækket, træk 1.",
        "Der er intet træk 40 for Hvid her: trækkene går fra 1 til 17.",
        "Der er ingen variant 5 her: filen giver intet andet træk her.",
        "\"hop\" er ikke en kommando til gennemgang. Skriv help for at få kommandoerne.",
        "go mangler noget: for eksempel \"go 12 black\".",
    ];
    assert_eq!(lines, common::lines(&want));
}

#[test]
fn files_that_cannot_be_listened_to_say_why() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty.pgn");
    std::fs::write(&empty, "\n  \n").unwrap();
    let missing = dir.path().join("missing.pgn");
    let classics = file("classics.pgn");
    let club = file("club-latin1.pgn");
    for (args, want) in [
        (vec![empty.to_str().unwrap()], "holds no games."),
        (vec![missing.to_str().unwrap()], "missing.pgn"),
        (
            vec!["--game-number", "9", classics.as_str()],
            "There is no game 9: the file holds 3 games.",
        ),
        (
            vec!["--game-number", "3", club.as_str()],
            "Game 3, line 23: it is a Chess960 game; annabella plays standard chess only.",
        ),
    ] {
        let mut all = vec!["replay", "--line", "--lang", "en"];
        all.extend(&args);
        let (out, err, code) = run_input(&all, "quit\n");
        assert_eq!(code, 1, "{all:?}: {out}");
        assert!(
            err.starts_with("annabella: ") && common::flat(&err).contains(want),
            "{all:?}: {err}"
        );
    }
}

#[test]
fn announcements_go_to_the_announcement_voice() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("speech.log");
    let path = file("classics.pgn");
    let args = [
        "replay",
        "--line",
        "--lang",
        "en",
        "--speech",
        "text",
        "--speech-log",
        log.to_str().unwrap(),
        "--game-number",
        "1",
        &path,
    ];
    let (_, err, code) = run_input(&args, "next 2\nquit\n");
    assert_eq!((code, err.as_str()), (0, ""));
    let said = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = said.lines().collect();
    for want in [
        "public\tcut\tBauer Eva vier",
        "public\tqueue\tBauer Eva fünf",
        "private\tqueue\tWhite to move.",
    ] {
        assert!(lines.contains(&want), "{want:?}: {said}");
    }
}
