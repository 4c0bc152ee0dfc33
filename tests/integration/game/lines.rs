//! Lines a screen reader and a braille display can read, in line mode: the
//! board a rank a line, a side's pieces a kind a line, the scoresheet a move
//! pair a line (from a move on), the last moves one a line, a square and what
//! attacks and defends it, where the pieces of a kind stand; every line of
//! these at most 80 characters and standing alone; nothing typed and no name
//! printed as an escape sequence.

use crate::integration::common;

use std::path::Path;

use common::{assert_lines, assert_within_80, game_file, lines, play};

/// The Breyer Ruy Lopez to 13...Bf8, each move completed.
const RUY: [&str; 26] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "Nbd2", "Bb7", "Bc2", "Re8", "Nf1", "Bf8",
];

/// The answers to `queries` after the Ruy Lopez, in `lang`: the lines after
/// the last move's completion.
fn after_ruy(path: &Path, lang: &str, queries: &[&str]) -> Vec<String> {
    let mut commands: Vec<&str> = RUY.iter().flat_map(|m| [*m, "press"]).collect();
    commands.extend(queries);
    let got = play(path, &["--manual-clock", "--lang", lang], &commands);
    let done = got
        .iter()
        .position(|l| {
            l == "Black completed move 13. White to move." || l.starts_with("Schwarz hat Zug 13 ")
        })
        .unwrap_or_else(|| panic!("the game is played:\n{}", got.join("\n")));
    let answers = got[done + 1..].to_vec();
    assert_within_80(&answers, &[]);
    answers
}

#[test]
fn the_board_a_rank_a_line() {
    let dir = tempfile::tempdir().unwrap();
    let got = after_ruy(&game_file(&dir, "en.annabella"), "en", &["board"]);
    assert_lines(
        &got,
        &lines(&[
            "Rank 8, Black: Turm Anna acht, Dame David acht, Turm Eva acht.",
            "Rank 8, Black: Läufer Felix acht, König Gustav acht.",
            "Rank 7, Black: Läufer Bella sieben, Bauer Cesar sieben, Springer David sieben.",
            "Rank 7, Black: Bauer Felix sieben, Bauer Gustav sieben, Bauer Hector sieben.",
            "Rank 6, Black: Bauer Anna sechs, Bauer David sechs, Springer Felix sechs.",
            "Rank 5, Black: Bauer Bella fünf, Bauer Eva fünf.",
            "Rank 4, White: Bauer David vier, Bauer Eva vier.",
            "Rank 3, White: Bauer Cesar drei, Springer Felix drei, Bauer Hector drei.",
            "Rank 2, White: Bauer Anna zwei, Bauer Bella zwei, Läufer Cesar zwei.",
            "Rank 2, White: Bauer Felix zwei, Bauer Gustav zwei.",
            "Rank 1, White: Turm Anna eins, Läufer Cesar eins, Dame David eins.",
            "Rank 1, White: Turm Eva eins, Springer Felix eins, König Gustav eins.",
            "White to move.",
        ]),
    );
    let got = after_ruy(&game_file(&dir, "de.annabella"), "de", &["board"]);
    assert_eq!(got.len(), 14, "{got:#?}");
    assert_eq!(
        got[0],
        "Reihe 8, Schwarz: Turm Anna acht, Dame David acht, Turm Eva acht."
    );
    assert_eq!(
        got[5],
        "Reihe 6, Schwarz: Bauer Anna sechs, Bauer David sechs, Springer Felix sechs."
    );
    assert_eq!(got[7], "Reihe 4, Weiß: Bauer David vier, Bauer Eva vier.");
    assert_eq!(got[13], "Weiß ist am Zug.");
    // Every line names its rank: it stands alone.
    for line in &got[..13] {
        assert!(line.starts_with("Reihe "), "{line}");
    }
}

#[test]
fn a_rank_with_both_sides_and_empty_ranks() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "sparse.annabella");
    common::start_from_fen(
        &path,
        &["--manual-clock", "--lang", "en"],
        "4k3/8/8/8/1b2P3/8/8/4K3 w - - 0 1",
    );
    let got = play(&path, &[], &["board", "board black"]);
    let start = got.iter().position(|l| l.starts_with("Rank 8")).unwrap();
    assert_lines(
        &got[start..],
        &lines(&[
            "Rank 8, Black: König Eva acht.",
            "Rank 7: empty.",
            "Rank 6: empty.",
            "Rank 5: empty.",
            "Rank 4, White: Bauer Eva vier; Black: Läufer Bella vier.",
            "Rank 3: empty.",
            "Rank 2: empty.",
            "Rank 1, White: König Eva eins.",
            "White to move.",
            "Black König on Eva acht.",
            "Black Läufer on Bella vier.",
        ]),
    );
}

#[test]
fn one_sides_pieces_a_kind_a_line() {
    let dir = tempfile::tempdir().unwrap();
    let got = after_ruy(&game_file(&dir, "en.annabella"), "en", &["board white"]);
    assert_lines(
        &got,
        &lines(&[
            "White König on Gustav eins.",
            "White Dame on David eins.",
            "2 white Türme on Anna eins, Eva eins.",
            "2 white Läufer on Cesar eins, Cesar zwei.",
            "2 white Springer on Felix eins, Felix drei.",
            "8 white Bauern on Anna zwei, Bella zwei, Felix zwei, Gustav zwei, Cesar drei.",
            "White Bauern also on Hector drei, David vier, Eva vier.",
        ]),
    );
    let got = after_ruy(&game_file(&dir, "de.annabella"), "de", &["board schwarz"]);
    assert_lines(
        &got,
        &lines(&[
            "Schwarzer König auf Gustav acht.",
            "Schwarze Dame auf David acht.",
            "2 schwarze Türme auf Anna acht, Eva acht.",
            "2 schwarze Läufer auf Bella sieben, Felix acht.",
            "2 schwarze Springer auf Felix sechs, David sieben.",
            "8 schwarze Bauern auf Bella fünf, Eva fünf, Anna sechs, David sechs.",
            "Schwarze Bauern auch auf Cesar sieben, Felix sieben, Gustav sieben.",
            "Schwarze Bauern auch auf Hector sieben.",
        ]),
    );
}

#[test]
fn the_scoresheet_a_move_pair_a_line_from_a_move_on() {
    let dir = tempfile::tempdir().unwrap();
    let got = after_ruy(
        &game_file(&dir, "en.annabella"),
        "en",
        &["sheet", "sheet 12", "sheet 14", "sheet 0"],
    );
    assert_lines(
        &got,
        &lines(&[
            "1. e4 e5",
            "2. Nf3 Nc6",
            "3. Bb5 a6",
            "4. Ba4 Nf6",
            "5. 0-0 Be7",
            "6. Re1 b5",
            "7. Bb3 d6",
            "8. c3 0-0",
            "9. h3 Nb8",
            "10. d4 Nbd7",
            "11. Nbd2 Bb7",
            "12. Bc2 Re8",
            "13. Nf1 Bf8",
            "12. Bc2 Re8",
            "13. Nf1 Bf8",
            "The scoresheet goes up to move 13: there is no move 14 yet.",
            "sheet is typed like this, for example \"sheet 12\".",
        ]),
    );
    let got = after_ruy(
        &game_file(&dir, "de.annabella"),
        "de",
        &["sheet 12", "sheet 20"],
    );
    assert_lines(
        &got,
        &lines(&[
            "12. Lc2 Te8",
            "13. Sf1 Lf8",
            "Das Partieformular reicht bis Zug 13: Zug 20 ist noch nicht gespielt.",
        ]),
    );
}

#[test]
fn the_last_three_moves_in_announcement_words() {
    let dir = tempfile::tempdir().unwrap();
    let got = after_ruy(
        &game_file(&dir, "en.annabella"),
        "en",
        &["last 3", "last", "a4", "last 2"],
    );
    assert_lines(
        &got,
        &lines(&[
            "Black, move 12: Turm Eva acht.",
            "White, move 13: Springer Felix eins.",
            "Black, move 13: Läufer Felix acht.",
            "Black, move 13: Läufer Felix acht.",
            "Bauer Anna vier",
            // The announced move is the last, and not completed yet.
            "Black, move 13: Läufer Felix acht.",
            "White, move 14: Bauer Anna vier. Not completed yet.",
        ]),
    );
    let got = after_ruy(&game_file(&dir, "de.annabella"), "de", &["last 3"]);
    assert_lines(
        &got,
        &lines(&[
            "Schwarz, Zug 12: Turm Eva acht.",
            "Weiß, Zug 13: Springer Felix eins.",
            "Schwarz, Zug 13: Läufer Felix acht.",
        ]),
    );
}

#[test]
fn a_square_what_stands_there_and_what_attacks_and_defends_it() {
    let dir = tempfile::tempdir().unwrap();
    let got = after_ruy(
        &game_file(&dir, "en.annabella"),
        "en",
        &["square f7", "square Eva fünf", "square Felix", "square"],
    );
    assert_lines(
        &got,
        &lines(&[
            "Felix sieben: black Bauer",
            "Felix sieben, not attacked by White.",
            "Felix sieben, defended by Black: König Gustav acht.",
            "Eva fünf: black Bauer",
            "Eva fünf, attacked by White: Bauer David vier, Springer Felix drei.",
            "Eva fünf, defended by Black: Bauer David sechs, Springer David sieben.",
            "Eva fünf, defended by Black: Turm Eva acht.",
            "\"Felix\" is not a square: write for example square f7 or square Felix sieben.",
            "square is typed like this, for example \"square f7\".",
        ]),
    );
    // German, with the German command word and the Danish file name.
    let got = after_ruy(
        &game_file(&dir, "de.annabella"),
        "de",
        &["feld e4", "square Erik fire"],
    );
    let e4 = [
        "Eva vier: weißer Bauer",
        "Eva vier, angegriffen von Schwarz: Springer Felix sechs, Läufer Bella sieben.",
        "Eva vier, gedeckt von Weiß: Läufer Cesar zwei, Turm Eva eins.",
    ];
    assert_lines(&got, &lines(&[e4, e4].concat()));
}

#[test]
fn where_the_pieces_of_a_kind_stand() {
    let dir = tempfile::tempdir().unwrap();
    let got = after_ruy(
        &game_file(&dir, "en.annabella"),
        "en",
        &[
            "pieces white rooks",
            "pieces knights black",
            "pieces queens",
            "pieces white Q",
            "pieces white elephants",
        ],
    );
    assert_lines(
        &got,
        &lines(&[
            "2 white Türme on Anna eins, Eva eins.",
            "2 black Springer on Felix sechs, David sieben.",
            "White Dame on David eins.",
            "Black Dame on David acht.",
            "White Dame on David eins.",
            "\"elephants\" is not a kind of piece: write for example pieces white rooks.",
        ]),
    );
    let got = after_ruy(
        &game_file(&dir, "de.annabella"),
        "de",
        &[
            "figuren weiß Türme",
            "pieces schwarz S",
            "pieces white Turm",
        ],
    );
    assert_lines(
        &got,
        &lines(&[
            "2 weiße Türme auf Anna eins, Eva eins.",
            "2 schwarze Springer auf Felix sechs, David sieben.",
            "2 weiße Türme auf Anna eins, Eva eins.",
        ]),
    );
    // With a lone king, a side has none of a kind.
    let path = game_file(&dir, "lone.annabella");
    common::start_from_fen(
        &path,
        &["--manual-clock", "--lang", "de"],
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
    );
    let got = play(&path, &[], &["pieces schwarz Bauern"]);
    assert_eq!(got.last().unwrap(), "Schwarz hat keinen Bauern.");
}

/// No byte of the output is a control character but the line ends.
fn assert_no_control(stdout: &str) {
    for (i, c) in stdout.chars().enumerate() {
        assert!(
            c == '\n' || !c.is_control(),
            "control character {:?} at {i}:\n{stdout}",
            c
        );
    }
}

#[test]
fn nothing_typed_and_no_name_reaches_the_terminal_as_an_escape_sequence() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "names.annabella");
    let game = path.to_str().unwrap();
    let args = [
        "play",
        "--game",
        game,
        "--manual-clock",
        "--lang",
        "en",
        "--white",
        "Ann\u{1b}[31mRed",
        "--black",
        "Bo\u{7}\u{9b}2J",
        "--assistant",
        "Eva\u{1b}]0;owned\u{7}",
    ];
    let input = common::input_of(&[
        "x\u{1b}[2Jy",
        "assistant on Kim\u{1b}[5m",
        "touch \u{1b}[1m",
        "square f\u{1b}7",
        "e4\u{1b}",
        "quit",
    ]);
    let (stdout, stderr, code) = common::run_input(&args, &input);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_no_control(&stdout);
    let got: Vec<&str> = stdout.lines().collect();
    assert!(
        got[0].starts_with("New game. White: Ann[31mRed. Black: Bo2J. "),
        "{stdout}"
    );
    for shown in [
        "\"x[2Jy\" is neither a command nor a move. Type help for the commands.",
        "Assistant: Kim[5m. Prompts now address the assistant.",
        "\"[1m\" is not a square: write for example touch e1.",
        // The control character is removed before the square is read.
        "Felix sieben: black Bauer",
    ] {
        assert!(got.contains(&shown), "{shown}\n{stdout}");
    }
    // The move was read without the escape: a control character is no part of it.
    assert!(got.contains(&"Bauer Eva vier"), "{stdout}");

    // A name in a game file written by anything else (a version 1 file,
    // without checksums) is printed cleaned too.
    let text = common::as_version_1(&std::fs::read_to_string(&path).unwrap());
    assert!(
        !text.contains("\\u001b"),
        "names are stored cleaned: {text}"
    );
    std::fs::write(&path, text.replace("Ann[31mRed", "Ann\\u001b[31mRed")).unwrap();
    for format in ["--pgn", "--sheet"] {
        let (stdout, stderr, code) = common::run(&["export", "--game", game, format]);
        assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
        assert_no_control(&stdout);
        assert!(stdout.contains("Ann[31mRed"), "{stdout}");
    }
    let (stdout, stderr, code) = common::run_input(&["play", "--game", game], "quit\n");
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    assert_no_control(&stdout);
}

#[test]
fn help_lines_keep_within_80_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    for lang in ["en", "de", "da", "nb", "nl"] {
        let path = game_file(&dir, &format!("{lang}.annabella"));
        let got = play(&path, &["--manual-clock", "--lang", lang], &["help"]);
        let help = &got[got.iter().position(|l| l.starts_with("MOVE: ")).unwrap()..];
        // A line a command, the answers and the words of a sheet entered
        // line by line, then the topics to ask about (cut to lines).
        let topics = help
            .iter()
            .position(|l| l.starts_with("help TOPIC"))
            .unwrap_or_else(|| panic!("{lang}: no topics in {help:#?}"));
        assert_eq!(topics, 54, "{lang}: {help:#?}");
        assert_within_80(help, &[]);
        assert!(help.iter().any(|l| l.starts_with("square f7: ")), "{lang}");
        // The example in English or in the language's own words
        // ("pieces weiße Türme"): the command reads both.
        assert!(help.iter().any(|l| l.starts_with("pieces ")), "{lang}");
    }
}

/// Issue 32, point 1: the command line's own lines too, on stdout and
/// stderr: the help of every command and the errors of a command line or a
/// setting that cannot be read, in two languages.
#[test]
fn the_command_lines_help_and_errors_keep_within_80() {
    let mut runs: Vec<Vec<&str>> = ["say", "notate", "play", "replay", "export", "manual"]
        .iter()
        .map(|c| vec![*c, "--help"])
        .collect();
    runs.extend([
        vec!["--help"],
        vec!["play", "--lang", "xx"],
        vec!["play", "--line", "--lang", "de", "--control", "bogus"],
        vec!["play", "--line", "--lang", "da", "--control", "bogus"],
        vec![
            "play",
            "--line",
            "--lang",
            "en",
            "--game",
            "/nonexistent/folder/deep/g.annabella",
        ],
        vec![
            "replay",
            "/nonexistent/folder/with/a/long/name/games.pgn",
            "--lang",
            "nb",
        ],
    ]);
    for args in runs {
        let (stdout, stderr, _) = common::run(&args);
        let all: Vec<String> = stdout
            .lines()
            .chain(stderr.lines())
            .map(String::from)
            .collect();
        assert!(!all.is_empty(), "{args:?}: nothing said");
        assert_within_80(&all, &[]);
    }
}
