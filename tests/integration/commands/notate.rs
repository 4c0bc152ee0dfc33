//! `annabella notate`: the scoresheet in the piece letters of each language
//! (the laws' appendix on algebraic notation: FIDE Laws 2017 and 2014 C,
//! 2005 and 2001 E), and the help texts.

use crate::integration::common;

use common::{in_locale, ok_lines, run, with_moves};

fn notate(lang: &str, moves: &[&str]) -> String {
    let lines = ok_lines(&with_moves(&["notate", "--lang", lang], moves));
    assert_eq!(lines.len(), 1, "one scoresheet line: {lines:?}");
    lines.into_iter().next().unwrap()
}

fn notate_fen(lang: &str, fen: &str, moves: &[&str]) -> String {
    let lines = ok_lines(&with_moves(
        &["notate", "--lang", lang, "--fen", fen],
        moves,
    ));
    assert_eq!(lines.len(), 1, "one scoresheet line: {lines:?}");
    lines.into_iter().next().unwrap()
}

// ---------------------------------------------------------------------------
// The Danish 2017 C-appendix game.

const DANISH_GAME_EN_INPUT: [&str; 19] = [
    "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6", "Nxd6", "Bg5",
    "Nc6", "Qe3+", "Be7", "Nbd2", "O-O", "O-O-O",
];

/// As the appendix writes it, with the move numbers joined to the moves.
const DANISH_GAME_DA_INPUT: [&str; 19] = [
    "1.e4",
    "e5",
    "2.Sf3",
    "Sf6",
    "3.d4",
    "exd4",
    "4.e5",
    "Se4",
    "5.Dxd4",
    "d5",
    "6.exd6 e.p.",
    "Sxd6",
    "7.Lg5",
    "Sc6",
    "8.De3+",
    "Le7",
    "9.Sbd2",
    "0-0",
    "10.0-0-0",
];

/// Without the optional symbols: no x, +, e.p.
const DANISH_GAME_BARE: [&str; 19] = [
    "e4", "e5", "Sf3", "Sf6", "d4", "ed4", "e5", "Se4", "Dd4", "d5", "ed6", "Sd6", "Lg5", "Sc6",
    "De3", "Le7", "Sbd2", "0-0", "0-0-0",
];

const DANISH_GAME_SPOKEN: [&str; 19] = [
    "bonde Erik fire",
    "bonde Erik fem",
    "springer Frederik tre",
    "springer Frederik seks",
    "bonde Dora fire",
    "bonde Erik slår Dora fire",
    "bonde Erik fem",
    "springer Erik fire",
    "Dame schlägt David vier",
    "Bauer David fünf",
    "bonde Eva slår David seks en passant",
    "springer slår Dora seks",
    "løper Gustav fem",
    "springer Cæsar seks",
    "dronning Erik tre skak",
    "Läufer Eva sieben",
    "springer Bella David to",
    "kort rokade",
    "Lange Rochade",
];

const DANISH_GAME_COORDINATES: [&str; 19] = [
    "e2e4", "e7e5", "g1f3", "g8f6", "d2d4", "e5d4", "e4e5", "f6e4", "d1d4", "d7d5", "e5d6", "e4d6",
    "c1g5", "b8c6", "d4e3", "f8e7", "b1d2", "e8g8", "e1c1",
];

const SHEET_DA: &str = "1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p. Sxd6 \
7. Lg5 Sc6 8. De3+ Le7 9. Sbd2 0-0 10. 0-0-0";
const SHEET_EN: &str = "1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 e.p. Nxd6 \
7. Bg5 Nc6 8. Qe3+ Be7 9. Nbd2 0-0 10. 0-0-0";
const SHEET_NL: &str = "1. e4 e5 2. Pf3 Pf6 3. d4 exd4 4. e5 Pe4 5. Dxd4 d5 6. exd6 e.p. Pxd6 \
7. Lg5 Pc6 8. De3+ Le7 9. Pbd2 0-0 10. 0-0-0";

/// Scoresheet letters of each language, with the expected sheet of the game.
const SHEETS: [(&str, &str); 5] = [
    ("en", SHEET_EN),
    ("da", SHEET_DA),
    ("de", SHEET_DA),
    ("nb", SHEET_DA),
    ("nl", SHEET_NL),
];

#[test]
fn danish_game_in_the_letters_of_every_language() {
    for (lang, sheet) in SHEETS {
        assert_eq!(notate(lang, &DANISH_GAME_EN_INPUT), sheet, "--lang {lang}");
    }
}

#[test]
fn danish_game_as_the_appendix_writes_it() {
    for (lang, sheet) in SHEETS {
        assert_eq!(notate(lang, &DANISH_GAME_DA_INPUT), sheet, "--lang {lang}");
    }
}

#[test]
fn danish_game_without_optional_symbols_is_read() {
    assert_eq!(notate("da", &DANISH_GAME_BARE), SHEET_DA);
    assert_eq!(notate("en", &DANISH_GAME_BARE), SHEET_EN);
}

#[test]
fn danish_game_from_spoken_words_of_mixed_vocabularies() {
    for (lang, sheet) in SHEETS {
        assert_eq!(notate(lang, &DANISH_GAME_SPOKEN), sheet, "--lang {lang}");
    }
}

#[test]
fn danish_game_from_coordinates() {
    for (lang, sheet) in SHEETS {
        assert_eq!(
            notate(lang, &DANISH_GAME_COORDINATES),
            sheet,
            "--lang {lang}"
        );
    }
}

#[test]
fn default_scoresheet_letters_are_english() {
    let lines = ok_lines(&with_moves(&["notate"], &DANISH_GAME_BARE));
    assert_eq!(lines, [SHEET_EN]);
}

#[test]
fn scoresheet_output_can_be_read_back() {
    // The printed sheet, split into words as a shell does, is accepted.
    let words: Vec<&str> = SHEET_EN.split(' ').filter(|w| *w != "e.p.").collect();
    assert_eq!(notate("da", &words), SHEET_DA);
}

#[test]
fn scoresheet_output_with_en_passant_mark_can_be_read_back() {
    let words: Vec<&str> = SHEET_DA.split(' ').collect();
    assert_eq!(notate("en", &words), SHEET_EN);
}

// ---------------------------------------------------------------------------
// The Dutch 2001 appendix game.

const DUTCH_GAME: &str = "1.d4 Pf6 2.c4 e6 3.Pc3 Lb4 4.Ld2 0-0 5.e4 d5 6.exd5 exd5 7.cxd5 Lxc3 \
8.Lxc3 Pxd5 9.Pf3 b6 10.Db3 Pxc3 11.bxc3 c5 12.Le2 cxd4 13.Pxd4 Te8 14.0-0 Pd7 15.a4 Pc5 \
16.Db4 Lb7 17.a5";

const DUTCH_SHEET_NL: &str = "1. d4 Pf6 2. c4 e6 3. Pc3 Lb4 4. Ld2 0-0 5. e4 d5 6. exd5 exd5 \
7. cxd5 Lxc3 8. Lxc3 Pxd5 9. Pf3 b6 10. Db3 Pxc3 11. bxc3 c5 12. Le2 cxd4 13. Pxd4 Te8 \
14. 0-0 Pd7 15. a4 Pc5 16. Db4 Lb7 17. a5";

const DUTCH_SHEET_DA: &str = "1. d4 Sf6 2. c4 e6 3. Sc3 Lb4 4. Ld2 0-0 5. e4 d5 6. exd5 exd5 \
7. cxd5 Lxc3 8. Lxc3 Sxd5 9. Sf3 b6 10. Db3 Sxc3 11. bxc3 c5 12. Le2 cxd4 13. Sxd4 Te8 \
14. 0-0 Sd7 15. a4 Sc5 16. Db4 Lb7 17. a5";

const DUTCH_SHEET_EN: &str = "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. Bd2 0-0 5. e4 d5 6. exd5 exd5 \
7. cxd5 Bxc3 8. Bxc3 Nxd5 9. Nf3 b6 10. Qb3 Nxc3 11. bxc3 c5 12. Be2 cxd4 13. Nxd4 Re8 \
14. 0-0 Nd7 15. a4 Nc5 16. Qb4 Bb7 17. a5";

/// The Dutch game with English piece letters and castling with letters O.
fn dutch_game_in_english() -> String {
    DUTCH_GAME
        .chars()
        .map(|c| match c {
            'P' => 'N',
            'L' => 'B',
            'D' => 'Q',
            'T' => 'R',
            other => other,
        })
        .collect::<String>()
        .replace("0-0", "O-O")
}

#[test]
fn dutch_game_in_dutch_letters_reproduces_itself() {
    let moves: Vec<&str> = DUTCH_GAME.split(' ').collect();
    assert_eq!(notate("nl", &moves), DUTCH_SHEET_NL);
}

#[test]
fn dutch_game_with_separate_move_numbers() {
    let sheet_words: Vec<&str> = DUTCH_SHEET_NL.split(' ').collect();
    assert_eq!(notate("nl", &sheet_words), DUTCH_SHEET_NL);
}

#[test]
fn dutch_game_in_english_san_notated_in_danish_letters() {
    let english = dutch_game_in_english();
    let moves: Vec<&str> = english.split(' ').collect();
    assert_eq!(notate("da", &moves), DUTCH_SHEET_DA);
    assert_eq!(notate("de", &moves), DUTCH_SHEET_DA);
    assert_eq!(notate("nb", &moves), DUTCH_SHEET_DA);
    assert_eq!(notate("en", &moves), DUTCH_SHEET_EN);
    assert_eq!(notate("nl", &moves), DUTCH_SHEET_NL);
}

#[test]
fn dutch_p_without_dutch_letters_is_refused_naming_both() {
    let (stdout, stderr, code) = run(&["notate", "--lang", "da", "d4", "Pf6"]);
    assert_eq!(
        (stdout.as_str(), common::flat(&stderr), code),
        (
            "1. d4\n",
            common::flat(
                "annabella: Sorts træk 1 \"Pf6\": \"Pf6\" passer til flere træk: f6 (f7f6) eller Sf6 (g8f6); \
skriv mere præcist, hvilket du mener\n"
            ),
            1
        )
    );
}

// ---------------------------------------------------------------------------
// Single features of the scoresheet.

#[test]
fn castling_is_written_with_zeros() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    for lang in ["en", "da", "de", "nb", "nl"] {
        for (k, q) in [
            ("O-O", "O-O-O"),
            ("0-0", "0-0-0"),
            ("e1g1", "e8c8"),
            ("kort rokade", "Lange Rochade"),
        ] {
            assert_eq!(
                notate_fen(lang, fen, &[k, q]),
                "1. 0-0 0-0-0",
                "{lang}: {k} {q}"
            );
        }
    }
}

#[test]
fn en_passant_is_marked_after_the_move() {
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    for lang in ["en", "da", "de", "nb", "nl"] {
        for input in ["exd6", "ed6", "exd6 e.p.", "e5d6"] {
            assert_eq!(
                notate_fen(lang, fen, &[input]),
                "1. exd6 e.p.",
                "{lang}: {input}"
            );
        }
    }
}

#[test]
fn promotion_is_the_piece_letter_after_the_square() {
    // Kings a1 and e1: a queen on d8 gives no check.
    let fen = "8/3P4/8/8/8/8/8/k3K3 w - - 0 1";
    for (lang, queen, knight) in [
        ("en", "1. d8Q", "1. d8N"),
        ("da", "1. d8D", "1. d8S"),
        ("de", "1. d8D", "1. d8S"),
        ("nb", "1. d8D", "1. d8S"),
        ("nl", "1. d8D", "1. d8P"),
    ] {
        for input in ["d8=Q", "d8Q", "d7d8q", "Bauer David acht wird Dame"] {
            assert_eq!(notate_fen(lang, fen, &[input]), queen, "{lang}: {input}");
        }
        assert_eq!(notate_fen(lang, fen, &["d7d8n"]), knight, "{lang}");
    }
    assert_eq!(notate_fen("da", fen, &["d8D"]), "1. d8D");
}

#[test]
fn check_and_mate_marks() {
    let mate = "6k1/8/6K1/8/8/8/8/R7 w - - 0 1";
    assert_eq!(notate_fen("en", mate, &["Ra8"]), "1. Ra8#");
    assert_eq!(notate_fen("da", mate, &["Ra8"]), "1. Ta8#");
    assert_eq!(notate_fen("nl", mate, &["Turm Anna acht"]), "1. Ta8#");
    let check = "6k1/8/8/8/8/8/8/R5K1 w - - 0 1";
    assert_eq!(notate_fen("de", check, &["Ra8"]), "1. Ta8+");
    // Promotion with check.
    let promote = "k7/3P4/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(notate_fen("da", promote, &["d8=Q"]), "1. d8D+");
}

#[test]
fn numbering_from_a_fen_with_black_to_move() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    assert_eq!(notate_fen("en", fen, &["e5"]), "1... e5");
    assert_eq!(
        notate_fen("da", fen, &["e5", "Nf3", "Nc6"]),
        "1... e5 2. Sf3 Sc6"
    );
    assert_eq!(
        notate_fen("nl", fen, &["e5", "Nf3", "Nc6", "Bb5"]),
        "1... e5 2. Pf3 Pc6 3. Lb5"
    );
}

#[test]
fn numbering_follows_the_fen_move_number() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 12";
    assert_eq!(notate_fen("en", fen, &["e5", "Nf3"]), "12... e5 13. Nf3");
}

#[test]
fn bad_move_prints_the_sheet_so_far_and_names_the_move() {
    let (stdout, stderr, code) = run(&["notate", "--lang", "en", "e4", "e5", "Nf4"]);
    assert_eq!(
        (stdout.as_str(), stderr.as_str(), code),
        (
            "1. e4 e5\n",
            "annabella: move 2 of White \"Nf4\": no knight can reach f4\n",
            1
        )
    );
    let (stdout, stderr, code) = run(&["notate", "--lang", "da", "e4", "e5", "Sf4"]);
    assert_eq!(
        (stdout.as_str(), stderr.as_str(), code),
        (
            "1. e4 e5\n",
            "annabella: Hvids træk 2 \"Sf4\": ingen springer kan nå f4\n",
            1
        )
    );
}

// ---------------------------------------------------------------------------
// Help texts.

/// The help, in English: the language of a system whose locale is English.
fn help(args: &[&str]) -> String {
    let (stdout, stderr, code) = in_locale("en_GB.UTF-8", args);
    assert_eq!((code, stderr.as_str()), (0, ""), "annabella {args:?}");
    stdout
}

fn assert_mentions(text: &str, words: &[&str], what: &str) {
    for word in words {
        assert!(
            text.contains(word),
            "{what} does not mention {word:?}:\n{text}"
        );
    }
}

#[test]
fn top_level_help_mentions_commands_options_and_an_example() {
    let text = help(&["--help"]);
    assert_mentions(
        &text,
        &[
            "say",
            "notate",
            "--help",
            "--version",
            "Examples:",
            "annabella say e4 e5 Nf3",
            "annabella notate --lang da",
        ],
        "annabella --help",
    );
}

#[test]
fn say_help_mentions_every_option_and_an_example() {
    for args in [&["say", "--help"][..], &["help", "say"][..]] {
        let text = help(args);
        assert_mentions(
            &text,
            &[
                "--voice",
                "--files",
                "--ranks",
                "--pieces",
                "--long",
                "--no-pawn",
                "--no-check",
                "--fen",
                "--lang",
                "--letters",
                "--voices",
                "--help",
                "Examples:",
                "annabella say e4 e5 Nf3",
                "springer Felix drei",
                "bonde Dora to Dora fire",
                "Turm Anna acht Schachmatt",
            ],
            "annabella say --help",
        );
    }
}

#[test]
fn notate_help_mentions_every_option_and_an_example() {
    for args in [&["notate", "--help"][..], &["help", "notate"][..]] {
        let text = help(args);
        assert_mentions(
            &text,
            &[
                "--lang",
                "--fen",
                "--voices",
                "--help",
                "Examples:",
                "annabella notate --lang da",
                "1. e4 e5 2. Sf3",
                "6. exd6 e.p.",
                "1. d4 Pf6 2. c4 e6",
            ],
            "annabella notate --help",
        );
    }
}

#[test]
fn help_examples_of_notate_hold() {
    assert_eq!(
        notate(
            "da",
            &[
                "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6"
            ]
        ),
        "1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p."
    );
    assert_eq!(
        notate("nl", &["d4", "Nf6", "c4", "e6"]),
        "1. d4 Pf6 2. c4 e6"
    );
    assert_eq!(notate("en", &["springer felix drei"]), "1. Nf3");
}
