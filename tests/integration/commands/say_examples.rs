//! `annabella say`: the examples and the grammar of the announcements, for
//! every vocabulary and the mixes, fed in every input form the program
//! accepts. "The spec" below is that contract, written out in this file: the
//! words of the laws' appendix for blind players (FIDE Laws 2017 D.2.1, 2014
//! D2.1, 2005 and 2001 F2.1) and the order of `core::announce`; "the spec
//! table" is the game of FIDE Laws 2017 appendix C announced in them.
//!
//! The spec compares announcements case-insensitively and ignoring punctuation,
//! but the printed text keeps the vocabulary's spelling, so these tests assert
//! exact lines.

use crate::integration::common;

use common::{ok_lines, run, with_moves};

// ---------------------------------------------------------------------------
// The vocabularies, typed from the spec's table (not read from voices/).

struct Vocab {
    files: [&'static str; 8],
    ranks: [&'static str; 8],
    /// King, queen, rook, bishop, knight, pawn.
    pieces: [&'static str; 6],
    kingside: &'static str,
    queenside: &'static str,
    captures: &'static str,
    check: &'static str,
    mate: &'static str,
    promotes: &'static str,
    en_passant: &'static str,
}

const DE: Vocab = Vocab {
    files: [
        "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
    ],
    ranks: [
        "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
    ],
    pieces: ["König", "Dame", "Turm", "Läufer", "Springer", "Bauer"],
    kingside: "Kurze Rochade",
    queenside: "Lange Rochade",
    captures: "schlägt",
    check: "Schach",
    mate: "Schachmatt",
    promotes: "wird",
    en_passant: "en passant",
};

const DA: Vocab = Vocab {
    files: [
        "Anna", "Bodil", "Cecilie", "Dora", "Erik", "Frederik", "Gustav", "Henrik",
    ],
    ranks: ["et", "to", "tre", "fire", "fem", "seks", "syv", "otte"],
    pieces: ["konge", "dronning", "tårn", "løber", "springer", "bonde"],
    kingside: "kort rokade",
    queenside: "lang rokade",
    captures: "slår",
    check: "skak",
    mate: "skakmat",
    promotes: "bliver",
    en_passant: "en passant",
};

const NB: Vocab = Vocab {
    files: [
        "Anna", "Bella", "Cæsar", "David", "Eva", "Felix", "Gustav", "Hector",
    ],
    ranks: ["en", "to", "tre", "fire", "fem", "seks", "sju", "åtte"],
    pieces: ["konge", "dronning", "tårn", "løper", "springer", "bonde"],
    kingside: "kort rokade",
    queenside: "lang rokade",
    captures: "slår",
    check: "sjakk",
    mate: "matt",
    promotes: "blir",
    en_passant: "en passant",
};

/// A voice setting: the vocabulary of each slot, and the command-line options.
struct Voice {
    name: &'static str,
    args: &'static [&'static str],
    files: &'static Vocab,
    ranks: &'static Vocab,
    /// Piece names, castling phrases and every (product) word.
    pieces: &'static Vocab,
}

const VOICES: [Voice; 5] = [
    Voice {
        name: "de",
        args: &["--voice", "de"],
        files: &DE,
        ranks: &DE,
        pieces: &DE,
    },
    Voice {
        name: "da",
        args: &["--voice", "da"],
        files: &DA,
        ranks: &DA,
        pieces: &DA,
    },
    Voice {
        name: "nb",
        args: &["--voice", "nb"],
        files: &NB,
        ranks: &NB,
        pieces: &NB,
    },
    Voice {
        name: "da, files de, ranks de",
        args: &["--voice", "da", "--files", "de", "--ranks", "de"],
        files: &DE,
        ranks: &DE,
        pieces: &DA,
    },
    Voice {
        name: "nb, ranks de, pieces de (FIDE default in Norway)",
        args: &["--voice", "nb", "--ranks", "de", "--pieces", "de"],
        files: &NB,
        ranks: &DE,
        pieces: &DE,
    },
];

const DE_VOICE: &Voice = &VOICES[0];
const DA_VOICE: &Voice = &VOICES[1];
const NB_VOICE: &Voice = &VOICES[2];

#[derive(Clone, Copy)]
struct Style {
    long: bool,
    pawn_name: bool,
    check: bool,
}

const SHORT: Style = Style {
    long: false,
    pawn_name: true,
    check: true,
};
const LONG: Style = Style {
    long: true,
    pawn_name: true,
    check: true,
};

impl Style {
    fn args(self) -> Vec<&'static str> {
        let mut args = Vec::new();
        if self.long {
            args.push("--long");
        }
        if !self.pawn_name {
            args.push("--no-pawn");
        }
        if !self.check {
            args.push("--no-check");
        }
        args
    }
}

fn piece_index(letter: char) -> Option<usize> {
    "KQRBNP".find(letter)
}

/// Renders a move written as grammar tokens, by the spec's grammar:
/// `K Q R B N P` a piece, `e` a file, `4` a rank, `e4` a square, `x` captures,
/// `=Q` promotes to, `ep` en passant, `+` check, `#` mate, `O-O` / `O-O-O`.
fn render(voice: &Voice, tokens: &str, style: Style) -> String {
    let mut words: Vec<&str> = Vec::new();
    let file = |c: char| voice.files.files[(c as u8 - b'a') as usize];
    let rank = |c: char| voice.ranks.ranks[(c as u8 - b'1') as usize];
    for token in tokens.split_whitespace() {
        let chars: Vec<char> = token.chars().collect();
        match (token, chars.as_slice()) {
            ("O-O", _) => words.push(voice.pieces.kingside),
            ("O-O-O", _) => words.push(voice.pieces.queenside),
            ("x", _) => words.push(voice.pieces.captures),
            ("ep", _) => words.push(voice.pieces.en_passant),
            ("+", _) if style.check => words.push(voice.pieces.check),
            ("#", _) if style.check => words.push(voice.pieces.mate),
            ("+" | "#", _) => {}
            (_, ['=', p]) => {
                words.push(voice.pieces.promotes);
                words.push(voice.pieces.pieces[piece_index(*p).unwrap()]);
            }
            (_, ['P']) if !style.pawn_name => {}
            (_, [p]) if piece_index(*p).is_some() => {
                words.push(voice.pieces.pieces[piece_index(*p).unwrap()])
            }
            (_, [f @ 'a'..='h']) => words.push(file(*f)),
            (_, [r @ '1'..='8']) => words.push(rank(*r)),
            (_, [f @ 'a'..='h', r @ '1'..='8']) => {
                words.push(file(*f));
                words.push(rank(*r));
            }
            _ => panic!("bad grammar token {token:?} in {tokens:?}"),
        }
    }
    words.join(" ")
}

// ---------------------------------------------------------------------------
// The game of the Danish 2017 C-appendix:
// 1.e4 e5 2.Sf3 Sf6 3.d4 exd4 4.e5 Se4 5.Dxd4 d5 6.exd6 e.p. Sxd6 7.Lg5 Sc6
// 8.De3+ Le7 9.Sbd2 0-0 10.0-0-0

/// Each move as grammar tokens: (short form, long form).
const GAME: [(&str, &str); 19] = [
    ("P e4", "P e2 e4"),
    ("P e5", "P e7 e5"),
    ("N f3", "N g1 f3"),
    ("N f6", "N g8 f6"),
    ("P d4", "P d2 d4"),
    ("P e x d4", "P e5 x d4"),
    ("P e5", "P e4 e5"),
    ("N e4", "N f6 e4"),
    ("Q x d4", "Q d1 x d4"),
    ("P d5", "P d7 d5"),
    ("P e x d6 ep", "P e5 x d6 ep"),
    ("N x d6", "N e4 x d6"),
    ("B g5", "B c1 g5"),
    ("N c6", "N b8 c6"),
    ("Q e3 +", "Q d4 e3 +"),
    ("B e7", "B f8 e7"),
    ("N b d2", "N b1 d2"),
    ("O-O", "O-O"),
    ("O-O-O", "O-O-O"),
];

const GAME_EN: [&str; 19] = [
    "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6", "Nxd6", "Bg5",
    "Nc6", "Qe3+", "Be7", "Nbd2", "O-O", "O-O-O",
];

const GAME_DA: [&str; 19] = [
    "e4",
    "e5",
    "Sf3",
    "Sf6",
    "d4",
    "exd4",
    "e5",
    "Se4",
    "Dxd4",
    "d5",
    "exd6 e.p.",
    "Sxd6",
    "Lg5",
    "Sc6",
    "De3+",
    "Le7",
    "Sbd2",
    "0-0",
    "0-0-0",
];

/// Without the optional symbols: no x, no +, no e.p.
const GAME_DA_BARE: [&str; 19] = [
    "e4", "e5", "Sf3", "Sf6", "d4", "ed4", "e5", "Se4", "Dd4", "d5", "ed6", "Sd6", "Lg5", "Sc6",
    "De3", "Le7", "Sbd2", "0-0", "0-0-0",
];

const GAME_NL: [&str; 19] = [
    "e4", "e5", "Pf3", "Pf6", "d4", "exd4", "e5", "Pe4", "Dxd4", "d5", "exd6", "Pxd6", "Lg5",
    "Pc6", "De3+", "Le7", "Pbd2", "0-0", "0-0-0",
];

const GAME_COORDINATES: [&str; 19] = [
    "e2e4", "e7e5", "g1f3", "g8f6", "d2d4", "e5d4", "e4e5", "f6e4", "d1d4", "d7d5", "e5d6", "e4d6",
    "c1g5", "b8c6", "d4e3", "f8e7", "b1d2", "e8g8", "e1c1",
];

const GAME_DASHED_COORDINATES: [&str; 19] = [
    "e2-e4", "e7-e5", "g1-f3", "g8-f6", "d2-d4", "e5-d4", "e4-e5", "f6-e4", "d1-d4", "d7-d5",
    "e5-d6", "e4-d6", "c1-g5", "b8-c6", "d4-e3", "f8-e7", "b1-d2", "e8-g8", "e1-c1",
];

/// The spec's example table (de, short form), completed for every move.
const GAME_DE_SHORT: [&str; 19] = [
    "Bauer Eva vier",                           // e4 (spec table)
    "Bauer Eva fünf",                           // e5
    "Springer Felix drei",                      // Sf3 (spec table)
    "Springer Felix sechs",                     // Sf6
    "Bauer David vier",                         // d4
    "Bauer Eva schlägt David vier",             // exd4 (spec table)
    "Bauer Eva fünf",                           // e5
    "Springer Eva vier",                        // Se4
    "Dame schlägt David vier",                  // Dxd4 (spec table)
    "Bauer David fünf",                         // d5
    "Bauer Eva schlägt David sechs en passant", // exd6 e.p. (spec table)
    "Springer schlägt David sechs",             // Sxd6
    "Läufer Gustav fünf",                       // Lg5
    "Springer Cesar sechs",                     // Sc6
    "Dame Eva drei Schach",                     // De3+ (spec table)
    "Läufer Eva sieben",                        // Le7
    "Springer Bella David zwei",                // Sbd2 (spec table)
    "Kurze Rochade",                            // 0-0 (spec table)
    "Lange Rochade",                            // 0-0-0 (spec table)
];

const GAME_DA_SHORT: [&str; 19] = [
    "bonde Erik fire",
    "bonde Erik fem",
    "springer Frederik tre",
    "springer Frederik seks",
    "bonde Dora fire",
    "bonde Erik slår Dora fire",
    "bonde Erik fem",
    "springer Erik fire",
    "dronning slår Dora fire",
    "bonde Dora fem",
    "bonde Erik slår Dora seks en passant",
    "springer slår Dora seks",
    "løber Gustav fem",
    "springer Cecilie seks",
    "dronning Erik tre skak",
    "løber Erik syv",
    "springer Bodil Dora to",
    "kort rokade",
    "lang rokade",
];

const GAME_NB_SHORT: [&str; 19] = [
    "bonde Eva fire",
    "bonde Eva fem",
    "springer Felix tre",
    "springer Felix seks",
    "bonde David fire",
    "bonde Eva slår David fire",
    "bonde Eva fem",
    "springer Eva fire",
    "dronning slår David fire",
    "bonde David fem",
    "bonde Eva slår David seks en passant",
    "springer slår David seks",
    "løper Gustav fem",
    "springer Cæsar seks",
    "dronning Eva tre sjakk",
    "løper Eva sju",
    "springer Bella David to",
    "kort rokade",
    "lang rokade",
];

const GAME_DA_LONG: [&str; 19] = [
    "bonde Erik to Erik fire",
    "bonde Erik syv Erik fem",
    "springer Gustav et Frederik tre",
    "springer Gustav otte Frederik seks",
    "bonde Dora to Dora fire",
    "bonde Erik fem slår Dora fire",
    "bonde Erik fire Erik fem",
    "springer Frederik seks Erik fire",
    "dronning Dora et slår Dora fire",
    "bonde Dora syv Dora fem",
    "bonde Erik fem slår Dora seks en passant",
    "springer Erik fire slår Dora seks",
    "løber Cecilie et Gustav fem",
    "springer Bodil otte Cecilie seks",
    "dronning Dora fire Erik tre skak",
    "løber Frederik otte Erik syv",
    "springer Bodil et Dora to",
    "kort rokade",
    "lang rokade",
];

/// The announcements of the whole game, derived by the grammar.
fn expected_game(voice: &Voice, style: Style) -> Vec<String> {
    GAME.iter()
        .map(|(short, long)| render(voice, if style.long { long } else { short }, style))
        .collect()
}

fn say(voice: &Voice, style: Style, extra: &[&str], moves: &[&str]) -> Vec<String> {
    let mut args = vec!["say"];
    args.extend(voice.args);
    args.extend(style.args());
    args.extend(extra);
    args.extend(moves);
    ok_lines(&args)
}

/// Feeds `moves` to every voice in short and long form and checks the game.
fn assert_game_read(extra: &[&str], moves: &[&str]) {
    for voice in &VOICES {
        for style in [SHORT, LONG] {
            assert_eq!(
                say(voice, style, extra, moves),
                expected_game(voice, style),
                "voice {}, long {}, input {moves:?}",
                voice.name,
                style.long
            );
        }
    }
}

#[test]
fn the_grammar_renderer_reproduces_the_literal_tables() {
    // Guards the tests' own derivation against the hand-written tables.
    assert_eq!(expected_game(DE_VOICE, SHORT), GAME_DE_SHORT);
    assert_eq!(expected_game(DA_VOICE, SHORT), GAME_DA_SHORT);
    assert_eq!(expected_game(NB_VOICE, SHORT), GAME_NB_SHORT);
    assert_eq!(expected_game(DA_VOICE, LONG), GAME_DA_LONG);
}

#[test]
fn danish_game_gives_the_spec_table_in_de() {
    assert_eq!(ok_lines(&with_moves(&["say"], &GAME_DA)), GAME_DE_SHORT);
}

#[test]
fn danish_game_in_da_short_form() {
    assert_eq!(
        ok_lines(&with_moves(&["say", "--voice", "da"], &GAME_DA)),
        GAME_DA_SHORT
    );
}

#[test]
fn danish_game_in_nb_short_form() {
    assert_eq!(
        ok_lines(&with_moves(&["say", "--voice", "nb"], &GAME_DA)),
        GAME_NB_SHORT
    );
}

#[test]
fn danish_game_in_da_long_form() {
    assert_eq!(
        ok_lines(&with_moves(&["say", "--voice", "da", "--long"], &GAME_DA)),
        GAME_DA_LONG
    );
}

#[test]
fn danish_game_in_every_voice_short_long_with_and_without_pawn_name() {
    for voice in &VOICES {
        for long in [false, true] {
            for pawn_name in [true, false] {
                let style = Style {
                    long,
                    pawn_name,
                    check: true,
                };
                assert_eq!(
                    say(voice, style, &[], &GAME_EN),
                    expected_game(voice, style),
                    "voice {}, long {long}, pawn name {pawn_name}",
                    voice.name
                );
            }
        }
    }
}

#[test]
fn danish_game_without_check_announcements() {
    for voice in &VOICES {
        let style = Style {
            long: false,
            pawn_name: true,
            check: false,
        };
        let lines = say(voice, style, &[], &GAME_EN);
        assert_eq!(lines, expected_game(voice, style), "voice {}", voice.name);
        assert_eq!(lines[14], render(voice, "Q e3", SHORT));
    }
}

#[test]
fn default_voice_is_de() {
    assert_eq!(ok_lines(&with_moves(&["say"], &GAME_EN)), GAME_DE_SHORT);
}

#[test]
fn danish_game_from_english_san() {
    assert_game_read(&[], &GAME_EN);
}

#[test]
fn danish_game_from_danish_letters() {
    assert_game_read(&[], &GAME_DA);
    assert_game_read(&["--letters", "da"], &GAME_DA);
}

#[test]
fn danish_game_from_danish_letters_without_optional_symbols() {
    assert_game_read(&[], &GAME_DA_BARE);
}

#[test]
fn danish_game_from_dutch_letters() {
    assert_game_read(&["--letters", "nl"], &GAME_NL);
}

#[test]
fn danish_game_from_coordinates() {
    assert_game_read(&[], &GAME_COORDINATES);
}

#[test]
fn danish_game_from_dashed_coordinates() {
    assert_game_read(&[], &GAME_DASHED_COORDINATES);
}

#[test]
fn danish_game_with_move_numbers() {
    let separate = [
        "1.",
        "e4",
        "e5",
        "2.",
        "Sf3",
        "Sf6",
        "3.",
        "d4",
        "exd4",
        "4.",
        "e5",
        "Se4",
        "5.",
        "Dxd4",
        "d5",
        "6.",
        "exd6 e.p.",
        "Sxd6",
        "7.",
        "Lg5",
        "Sc6",
        "8.",
        "De3+",
        "Le7",
        "9.",
        "Sbd2",
        "0-0",
        "10.",
        "0-0-0",
    ];
    assert_game_read(&[], &separate);
    let joined = [
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
    assert_game_read(&[], &joined);
}

#[test]
fn danish_game_from_spoken_words_of_every_vocabulary() {
    // The announcements of each voice and form, typed back, are the game again.
    for spoken_voice in &VOICES {
        for long in [false, true] {
            for pawn_name in [true, false] {
                let style = Style {
                    long,
                    pawn_name,
                    check: true,
                };
                let spoken = expected_game(spoken_voice, style);
                let spoken: Vec<&str> = spoken.iter().map(String::as_str).collect();
                for voice in &VOICES {
                    assert_eq!(
                        say(voice, SHORT, &[], &spoken),
                        expected_game(voice, SHORT),
                        "spoken in {} (long {long}, pawn name {pawn_name}), announced in {}",
                        spoken_voice.name,
                        voice.name
                    );
                }
            }
        }
    }
}

#[test]
fn spoken_words_are_case_insensitive() {
    for voice in &VOICES {
        for spoken in [expected_game(voice, SHORT), expected_game(voice, LONG)] {
            for case in [str::to_lowercase, str::to_uppercase] {
                let typed: Vec<String> = spoken.iter().map(|s| case(s)).collect();
                let typed: Vec<&str> = typed.iter().map(String::as_str).collect();
                assert_eq!(
                    say(DE_VOICE, SHORT, &[], &typed),
                    GAME_DE_SHORT,
                    "typed {typed:?}"
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------
// The spec's other examples.

#[test]
fn da_knight_to_f3() {
    for input in [
        "Sf3",
        "Nf3",
        "g1f3",
        "g1-f3",
        "springer frederik tre",
        "springer felix drei",
    ] {
        assert_eq!(
            ok_lines(&["say", "--voice", "da", input]),
            ["springer Frederik tre"],
            "{input}"
        );
    }
}

#[test]
fn da_with_german_files_and_ranks_knight_to_f3() {
    for input in ["Sf3", "Nf3", "springer felix drei", "Springer Frederik tre"] {
        assert_eq!(
            ok_lines(&[
                "say", "--voice", "da", "--files", "de", "--ranks", "de", input
            ]),
            ["springer Felix drei"],
            "{input}"
        );
    }
}

#[test]
fn nb_with_german_ranks_and_pieces_uses_norwegian_files() {
    assert_eq!(
        ok_lines(&[
            "say", "--voice", "nb", "--ranks", "de", "--pieces", "de", "e4", "e5", "Nf3", "Nc6",
        ]),
        [
            "Bauer Eva vier",
            "Bauer Eva fünf",
            "Springer Felix drei",
            "Springer Cæsar sechs"
        ]
    );
}

#[test]
fn da_long_form_of_d4() {
    // The example of the help text and of the spec: 3.d4 after 1.e4 e5 2.Sf3 Sc6.
    assert_eq!(
        ok_lines(&[
            "say", "--long", "--voice", "da", "e4", "e5", "Sf3", "Sc6", "d4"
        ]),
        [
            "bonde Erik to Erik fire",
            "bonde Erik syv Erik fem",
            "springer Gustav et Frederik tre",
            "springer Bodil otte Cecilie seks",
            "bonde Dora to Dora fire",
        ]
    );
    // And 3.d4 of the Danish game.
    let lines = ok_lines(&with_moves(
        &["say", "--voice", "da", "--long"],
        &GAME_DA[..5],
    ));
    assert_eq!(lines[4], "bonde Dora to Dora fire");
}

#[test]
fn no_pawn_drops_only_the_pawn_name() {
    assert_eq!(
        ok_lines(&["say", "--no-pawn", "e4", "e5", "Nf3"]),
        ["Eva vier", "Eva fünf", "Springer Felix drei"]
    );
    assert_eq!(
        ok_lines(&["say", "--no-pawn", "--long", "--voice", "da", "e4"]),
        ["Erik to Erik fire"]
    );
}

/// A pawn on a7, kings e1 and h2: a8=D is no check.
const PROMOTION_FEN: &str = "8/P7/8/8/8/8/7k/4K3 w - - 0 1";

#[test]
fn nb_promotion_to_queen() {
    for (letters, input) in [
        (None, "a8=D"),
        (None, "a8D"),
        (None, "a8=Q"),
        (None, "a8Q"),
        (None, "a7a8q"),
        (None, "a7-a8D"),
        (None, "bonde Anna åtte blir dronning"),
        (None, "bonde anna aatte blir dronning"),
        (None, "Bauer Anna acht wird Dame"),
        (None, "bonde Anna otte bliver dronning"),
        (Some("nl"), "a8D"),
        (Some("en"), "a8Q"),
    ] {
        let mut args = vec!["say", "--voice", "nb", "--fen", PROMOTION_FEN];
        if let Some(l) = letters {
            args.extend(["--letters", l]);
        }
        args.push(input);
        assert_eq!(
            ok_lines(&args),
            ["bonde Anna åtte blir dronning"],
            "{input}"
        );
    }
}

#[test]
fn promotion_in_every_voice_and_to_every_piece() {
    for voice in &VOICES {
        for (input, piece) in [
            ("a8D", "Q"),
            ("a8Q", "Q"),
            ("a8T", "R"),
            ("a8R", "R"),
            ("a8L", "B"),
            ("a8S", "N"),
            ("a8N", "N"),
            ("a7a8r", "R"),
        ] {
            for style in [SHORT, LONG] {
                let tokens = if style.long {
                    format!("P a7 a8 ={piece}")
                } else {
                    format!("P a8 ={piece}")
                };
                assert_eq!(
                    say(voice, style, &["--fen", PROMOTION_FEN], &[input]),
                    [render(voice, &tokens, style)],
                    "voice {}, {input}, long {}",
                    voice.name,
                    style.long
                );
            }
        }
    }
}

#[test]
fn dutch_knight_promotion_with_dutch_letters() {
    assert_eq!(
        ok_lines(&["say", "--letters", "nl", "--fen", PROMOTION_FEN, "a8P"]),
        ["Bauer Anna acht wird Springer"]
    );
}

#[test]
fn promotion_on_the_long_diagonal_checks() {
    // The queen on a8 sees the king on h1 along a8-h1.
    assert_eq!(
        ok_lines(&[
            "say",
            "--voice",
            "nb",
            "--fen",
            "8/P7/8/8/8/8/8/4K2k w - - 0 1",
            "a8=D"
        ]),
        ["bonde Anna åtte blir dronning sjakk"]
    );
}

#[test]
fn promotion_with_capture_and_check() {
    let fen = "1n5k/P7/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(
        ok_lines(&["say", "--fen", fen, "axb8=Q+"]),
        ["Bauer Anna schlägt Bella acht wird Dame Schach"]
    );
    assert_eq!(
        ok_lines(&["say", "--voice", "nb", "--long", "--fen", fen, "a7b8D"]),
        ["bonde Anna sju slår Bella åtte blir dronning sjakk"]
    );
}

#[test]
fn missing_equals_sign_is_accepted() {
    // Queen e8 checks the king on a8 along the eighth rank.
    let fen = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1";
    for input in ["e8D", "e8Q", "e8=D", "e8=Q+", "e7e8q", "e7-e8D"] {
        assert_eq!(
            ok_lines(&["say", "--fen", fen, input]),
            ["Bauer Eva acht wird Dame Schach"],
            "{input}"
        );
    }
}

const MATE_FEN: &str = "6k1/8/6K1/8/8/8/8/R7 w - - 0 1";

#[test]
fn mate_with_the_rook_on_a8() {
    for input in [
        "Ra8#",
        "Ra8",
        "Ta8#",
        "Ta8",
        "a1a8",
        "a1-a8",
        "Turm Anna acht Schachmatt",
        "Turm Anna acht",
        "tårn Anna otte skakmat",
        "tårn Anna åtte matt",
        "taarn anna aatte",
    ] {
        assert_eq!(
            ok_lines(&["say", "--fen", MATE_FEN, input]),
            ["Turm Anna acht Schachmatt"],
            "{input}"
        );
    }
}

#[test]
fn mate_in_every_voice() {
    for voice in &VOICES {
        for style in [SHORT, LONG] {
            let tokens = if style.long { "R a1 a8 #" } else { "R a8 #" };
            assert_eq!(
                say(voice, style, &["--fen", MATE_FEN], &["Ra8#"]),
                [render(voice, tokens, style)],
                "voice {}",
                voice.name
            );
        }
    }
    assert_eq!(
        ok_lines(&["say", "--voice", "nb", "--fen", MATE_FEN, "Ta8"]),
        ["tårn Anna åtte matt"]
    );
}

#[test]
fn no_check_drops_mate_and_check() {
    assert_eq!(
        ok_lines(&["say", "--no-check", "--fen", MATE_FEN, "Ra8#"]),
        ["Turm Anna acht"]
    );
    assert_eq!(
        ok_lines(&[
            "say",
            "--no-check",
            "--voice",
            "da",
            "--fen",
            MATE_FEN,
            "Ta8"
        ]),
        ["tårn Anna otte"]
    );
}

#[test]
fn check_mark_may_be_omitted() {
    let lines = ok_lines(&with_moves(&["say"], &GAME_DA_BARE[..15]));
    assert_eq!(lines[14], "Dame Eva drei Schach");
    let check_fen = "6k1/8/8/8/8/8/8/R5K1 w - - 0 1";
    assert_eq!(
        ok_lines(&["say", "--voice", "nb", "--fen", check_fen, "Ra8"]),
        ["tårn Anna åtte sjakk"]
    );
}

const EN_PASSANT_FEN: &str = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";

#[test]
fn en_passant_in_every_form() {
    for input in [
        "exd6",
        "exd6 e.p.",
        "exd6e.p.",
        "exd6ep",
        "ed6",
        "e5d6",
        "e5-d6",
        "Bauer Eva schlägt David sechs en passant",
        "Bauer Eva schlägt David sechs",
        "bonde Erik slår Dora seks en passant",
        "bonde Erik slår Dora seks",
        "bonde Eva slår David seks en passant",
        "Bauer Eva fünf schlägt David sechs en passant",
    ] {
        assert_eq!(
            ok_lines(&["say", "--fen", EN_PASSANT_FEN, input]),
            ["Bauer Eva schlägt David sechs en passant"],
            "{input}"
        );
    }
}

#[test]
fn en_passant_in_every_voice() {
    for voice in &VOICES {
        for long in [false, true] {
            for pawn_name in [true, false] {
                let style = Style {
                    long,
                    pawn_name,
                    check: true,
                };
                let tokens = if long { "P e5 x d6 ep" } else { "P e x d6 ep" };
                assert_eq!(
                    say(voice, style, &["--fen", EN_PASSANT_FEN], &["exd6"]),
                    [render(voice, tokens, style)],
                    "voice {}, long {long}, pawn name {pawn_name}",
                    voice.name
                );
            }
        }
    }
    assert_eq!(
        ok_lines(&[
            "say",
            "--voice",
            "da",
            "--long",
            "--fen",
            EN_PASSANT_FEN,
            "exd6"
        ]),
        ["bonde Erik fem slår Dora seks en passant"]
    );
}

const CASTLING_FEN: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn castling_in_every_form_and_voice() {
    let kingside = [
        "0-0",
        "O-O",
        "o-o",
        "00",
        "e1g1",
        "e1-g1",
        "kort rokade",
        "Kort Rokade",
        "Kurze Rochade",
        "kurze rochade",
    ];
    let queenside = [
        "0-0-0",
        "O-O-O",
        "e8c8",
        "lang rokade",
        "Lange Rochade",
        "LANGE ROCHADE",
    ];
    for voice in &VOICES {
        for style in [SHORT, LONG] {
            for k in kingside {
                for q in queenside {
                    assert_eq!(
                        say(voice, style, &["--fen", CASTLING_FEN], &[k, q]),
                        [render(voice, "O-O", style), render(voice, "O-O-O", style)],
                        "voice {}, {k} {q}",
                        voice.name
                    );
                }
            }
        }
    }
}

#[test]
fn castling_words_of_each_vocabulary() {
    assert_eq!(
        ok_lines(&["say", "--fen", CASTLING_FEN, "O-O", "O-O-O"]),
        ["Kurze Rochade", "Lange Rochade"]
    );
    for voice in ["da", "nb"] {
        assert_eq!(
            ok_lines(&[
                "say",
                "--voice",
                voice,
                "--fen",
                CASTLING_FEN,
                "O-O",
                "O-O-O"
            ]),
            ["kort rokade", "lang rokade"]
        );
    }
    assert_eq!(
        ok_lines(&[
            "say",
            "--voice",
            "nb",
            "--pieces",
            "de",
            "--fen",
            CASTLING_FEN,
            "kort rokade"
        ]),
        ["Kurze Rochade"]
    );
}

#[test]
fn short_form_names_rank_or_square_where_san_needs_it() {
    let rooks = "7k/8/8/R7/8/8/8/R6K w - - 0 1";
    for (args, input, expected) in [
        (&["--voice", "de"][..], "R1a3", "Turm eins Anna drei"),
        (&["--voice", "da"][..], "T5a3", "tårn fem Anna tre"),
        (
            &["--voice", "nb"][..],
            "tårn en Anna tre",
            "tårn en Anna tre",
        ),
        (
            &["--voice", "nb"][..],
            "Turm eins Anna drei",
            "tårn en Anna tre",
        ),
    ] {
        let mut all = vec!["say", "--fen", rooks];
        all.extend(args);
        all.push(input);
        assert_eq!(ok_lines(&all), [expected], "{input}");
    }
    // Three queens reach c3: a1 shares the a-file with a3 and rank 1 with c1.
    let queens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
    for (voice, input, expected) in [
        ("de", "Qa1c3", "Dame Anna eins Cesar drei"),
        ("da", "Da1c3", "dronning Anna et Cecilie tre"),
        (
            "nb",
            "dronning Anna en Cæsar tre",
            "dronning Anna en Cæsar tre",
        ),
        ("de", "Qcc3", "Dame Cesar Cesar drei"),
        ("de", "Q3c3", "Dame drei Cesar drei"),
    ] {
        assert_eq!(
            ok_lines(&["say", "--voice", voice, "--fen", queens, input]),
            [expected],
            "{input}"
        );
    }
}

#[test]
fn norwegian_rank_one_is_not_en_passant() {
    let fen = "k7/8/8/8/8/8/4K3/7r b - - 0 1";
    assert_eq!(
        ok_lines(&["say", "--voice", "nb", "--fen", fen, "tårn Anna en"]),
        ["tårn Anna en"]
    );
    assert_eq!(
        ok_lines(&[
            "say",
            "--voice",
            "da",
            "--fen",
            fen,
            "tårn Hector en Anna en"
        ]),
        ["tårn Anna et"]
    );
}

#[test]
fn lower_case_piece_letter_is_accepted_where_only_one_move_fits() {
    for (args, input) in [
        (&[][..], "nf3"),
        (&[][..], "sf3"),
        (&["--letters", "en"][..], "nf3"),
        (&["--letters", "nl"][..], "pf3"),
    ] {
        let mut all = vec!["say"];
        all.extend(args);
        all.push(input);
        assert_eq!(ok_lines(&all), ["Springer Felix drei"], "{input}");
    }
}

#[test]
fn missing_capture_mark_is_accepted() {
    let fen = "4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1";
    for input in [
        "Nf3",
        "Sf3",
        "Nxf3",
        "g1f3",
        "Springer Felix drei",
        "springer slår frederik tre",
    ] {
        assert_eq!(
            ok_lines(&["say", "--fen", fen, input]),
            ["Springer schlägt Felix drei"],
            "{input}"
        );
    }
    // Dxd4 of the Danish game typed as "Dd4".
    let lines = ok_lines(&with_moves(&["say"], &GAME_DA_BARE[..9]));
    assert_eq!(lines[8], "Dame schlägt David vier");
}

#[test]
fn black_to_move_from_a_fen() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    assert_eq!(
        ok_lines(&["say", "--voice", "da", "--fen", fen, "e5", "Sf3"]),
        ["bonde Erik fem", "springer Frederik tre"]
    );
}

// ---------------------------------------------------------------------------
// Errors: the lines before a bad move are printed, the reason goes to stderr
// naming the move and its number, and the exit status is 1.

fn assert_fails(args: &[&str], stdout: &[&str], stderr: &str) {
    let (out, err, code) = run(args);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        (lines.as_slice(), common::flat(&err), code),
        (stdout, common::flat(stderr), 1),
        "annabella {args:?}"
    );
}

/// The sentence in the language of the messages, the piece in the words
/// of the vocabulary that announces (issue 32: one vocabulary).
#[test]
fn illegal_knight_move_says_why_in_english() {
    assert_fails(
        &["say", "--lang", "en", "e4", "e5", "Nf4"],
        &["Bauer Eva vier", "Bauer Eva fünf"],
        "annabella: move 2 of White \"Nf4\": no Springer can reach f4",
    );
    // The Norwegian 2014 preset announces with German pieces.
    assert_fails(
        &["say", "--voice", "nb", "--laws", "2014", "e4", "e5", "Sf4"],
        &["Bauer Eva vier", "Bauer Eva fünf"],
        "annabella: hvits trekk 2 \"Sf4\": ingen Springer kan nå f4",
    );
}

#[test]
fn illegal_knight_move_says_why_in_the_voice_language() {
    assert_fails(
        &["say", "--voice", "da", "e4", "e5", "Sf4"],
        &["bonde Erik fire", "bonde Erik fem"],
        "annabella: Hvids træk 2 \"Sf4\": ingen springer kan nå f4",
    );
    assert_fails(
        &["say", "--voice", "nb", "e4", "e5", "Sf4"],
        &["bonde Eva fire", "bonde Eva fem"],
        "annabella: hvits trekk 2 \"Sf4\": ingen springer kan nå f4",
    );
}

#[test]
fn move_numbers_do_not_count_in_the_error() {
    assert_fails(
        &["say", "--lang", "en", "1.", "e4", "e5", "2.", "Nf4", "Nc6"],
        &["Bauer Eva vier", "Bauer Eva fünf"],
        "annabella: move 2 of White \"Nf4\": no Springer can reach f4",
    );
}

#[test]
fn pinned_piece_king_would_be_in_check() {
    assert_fails(
        &[
            "say",
            "--lang",
            "en",
            "--fen",
            "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
            "Ke2",
        ],
        &[],
        "annabella: move 1 of White \"Ke2\": e2 is taken by a piece of the same side (Springer)",
    );
    assert_fails(
        &[
            "say",
            "--lang",
            "en",
            "--fen",
            "4k3/4r3/8/8/8/8/P3N3/4K3 w - - 0 1",
            "a3",
            "Kd8",
            "Nc3",
        ],
        &["Bauer Anna drei", "König David acht"],
        "annabella: move 2 of White \"Nc3\": the König would be in check",
    );
}

#[test]
fn blocked_castling_says_why() {
    // In the vocabulary's words, as announced (issue 32: one vocabulary).
    assert_fails(
        &["say", "--lang", "en", "e4", "e5", "O-O"],
        &["Bauer Eva vier", "Bauer Eva fünf"],
        "annabella: move 2 of White \"O-O\": Kurze Rochade is not possible: there are pieces between König and Turm",
    );
    // The language's own words where the vocabulary is the language's.
    assert_fails(
        &["say", "--voice", "da", "e4", "e5", "O-O"],
        &["bonde Erik fire", "bonde Erik fem"],
        "annabella: Hvids træk 2 \"O-O\": kort rokade er ikke mulig: der står brikker mellem konge og tårn",
    );
    assert_fails(
        &["say", "--voice", "nb", "--laws", "2014", "e4", "e5", "O-O"],
        &["Bauer Eva vier", "Bauer Eva fünf"],
        "annabella: hvits trekk 2 \"O-O\": Kurze Rochade er ikke mulig: det står brikker mellom König og Turm",
    );
}

#[test]
fn caps_lock_pawn_or_bishop_names_both() {
    // Typed normally, "BXC3" is bxc3 or Bxc3; both are legal here.
    assert_fails(
        &[
            "say",
            "--lang",
            "en",
            "--letters",
            "en",
            "--fen",
            "4k3/8/8/4B3/8/2n5/1P6/4K3 w - - 0 1",
            "BXC3",
        ],
        &[],
        "annabella: move 1 of White \"BXC3\": \"BXC3\" fits several moves: bxc3 (b2c3) or Bxc3 (e5c3); type the one you mean more exactly",
    );
}

#[test]
fn lower_case_b_is_the_pawn_where_the_bishop_also_takes() {
    let fen = "4k3/8/8/4B3/8/2n5/1P6/4K3 w - - 0 1";
    assert_eq!(
        ok_lines(&["say", "--letters", "en", "--fen", fen, "Bxc3"]),
        ["Läufer schlägt Cesar drei"]
    );
    assert_eq!(
        ok_lines(&["say", "--letters", "en", "--fen", fen, "b2c3"]),
        ["Bauer Bella schlägt Cesar drei"]
    );
    // As written, a lower-case b is a file in every letter set.
    for letters in ["en", "de", "nl"] {
        assert_eq!(
            ok_lines(&["say", "--letters", letters, "--fen", fen, "bxc3"]),
            ["Bauer Bella schlägt Cesar drei"]
        );
    }
}

#[test]
fn dutch_p_without_dutch_letters_names_both() {
    assert_fails(
        &["say", "--lang", "en", "--letters", "da", "Pf3"],
        &[],
        "annabella: move 1 of White \"Pf3\": \"Pf3\" fits several moves: f3 (f2f3) or Sf3 (g1f3); type the one you mean more exactly",
    );
    assert_fails(
        &["say", "--voice", "da", "--letters", "da", "e4", "e5", "Pf3"],
        &["bonde Erik fire", "bonde Erik fem"],
        "annabella: Hvids træk 2 \"Pf3\": \"Pf3\" passer til flere træk: f3 (f2f3) eller Sf3 (g1f3); skriv mere præcist, hvilket du mener",
    );
}

#[test]
fn dutch_p_with_dutch_letters_is_a_knight() {
    assert_eq!(
        ok_lines(&["say", "--letters", "nl", "Pf3"]),
        ["Springer Felix drei"]
    );
}

#[test]
fn unreadable_input_says_so() {
    assert_fails(
        &["say", "--lang", "en", "e4", "xyz"],
        &["Bauer Eva vier"],
        "annabella: move 1 of Black \"xyz\": \"xyz\" is not a move I can read; type e.g. e4, Nf3, e2e4 or \"Springer Felix drei\"",
    );
    assert_fails(
        &["say", "--voice", "da", "xyz"],
        &[],
        "annabella: Hvids træk 1 \"xyz\": \"xyz\" kan ikke læses som et træk; skriv for eksempel e4, Sf3, e2e4 eller \"springer Frederik tre\"",
    );
}

#[test]
fn unknown_word_is_named() {
    assert_fails(
        &["say", "--lang", "en", "Springer Fritz drei"],
        &[],
        "annabella: move 1 of White \"Springer Fritz drei\": \"Springer Fritz drei\": the word \"Fritz\" is not a move word",
    );
}

#[test]
fn promotion_without_a_piece_asks_for_one() {
    assert_fails(
        &["say", "--lang", "en", "--fen", PROMOTION_FEN, "a8"],
        &[],
        "annabella: move 1 of White \"a8\": the Bauer reaches a8: name the new piece, e.g. a8Q",
    );
}

#[test]
fn castling_and_en_passant_are_followed_by_check() {
    let castle = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
    assert_eq!(
        ok_lines(&["say", "--fen", castle, "O-O"]),
        ["Kurze Rochade Schach"]
    );
    assert_eq!(
        ok_lines(&["say", "--voice", "nb", "--fen", castle, "kort rokade"]),
        ["kort rokade sjakk"]
    );
    let en_passant = "8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1";
    assert_eq!(
        ok_lines(&["say", "--fen", en_passant, "exd6"]),
        ["Bauer Eva schlägt David sechs en passant Schach"]
    );
    assert_eq!(
        ok_lines(&[
            "say", "--voice", "nb", "--long", "--fen", en_passant, "exd6"
        ]),
        ["bonde Eva fem slår David seks en passant sjakk"]
    );
}

#[test]
fn lower_case_d_is_the_pawn_where_the_queen_also_takes() {
    // The d-pawn and the queen on h2 can both take on e5.
    let fen = "4k3/8/8/4n3/3P4/8/7Q/4K3 w - - 0 1";
    for letters in ["en", "da", "de", "nb", "nl"] {
        assert_eq!(
            ok_lines(&["say", "--letters", letters, "--fen", fen, "dxe5"]),
            ["Bauer David schlägt Eva fünf"]
        );
    }
    // In capitals it may be either: both are named.
    assert_fails(
        &[
            "say",
            "--lang",
            "en",
            "--letters",
            "da",
            "--fen",
            fen,
            "DXE5",
        ],
        &[],
        "annabella: move 1 of White \"DXE5\": \"DXE5\" fits several moves: dxe5 (d4e5) or Dxe5+ (h2e5); type the one you mean more exactly",
    );
}

// ---------------------------------------------------------------------------
// The Norwegian 2014 preset (NO 2014 D2.1): `nb` under the 2014
// laws announces German ranks and pieces with its own files, in `say`, in
// `play` and from the settings file; a slot the user sets stays his.

#[test]
fn norwegian_2014_preset_selects_german_ranks_and_pieces() {
    let say = |args: &[&str]| ok_lines(&with_moves(args, &["e4", "Sc6", "Lc4"]));
    let german = [
        "Bauer Eva vier",
        "Springer Cæsar sechs",
        "Läufer Cæsar vier",
    ];
    assert_eq!(say(&["say", "--voice", "nb", "--laws", "2014"]), german);
    // Other editions keep the Norwegian words.
    assert_eq!(
        say(&["say", "--voice", "nb", "--laws", "2017"]),
        ["bonde Eva fire", "springer Cæsar seks", "løper Cæsar fire"]
    );
    // A slot given keeps its vocabulary.
    assert_eq!(
        say(&["say", "--voice", "nb", "--laws", "2014", "--ranks", "nb"]),
        ["Bauer Eva fire", "Springer Cæsar seks", "Läufer Cæsar fire"]
    );

    // From the settings file.
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        "[voice]\nvoice = \"nb\"\n[game]\nlaws = \"2014\"\n",
    )
    .unwrap();
    let config = config.to_str().unwrap();
    assert_eq!(say(&["say", "--config", config]), german);

    // In play, and in the game file: resumed, it still says the same words.
    let path = common::game_file(&dir, "nb.annabella");
    let got = common::play(
        &path,
        &["--voice", "nb", "--laws", "2014", "--manual-clock"],
        &["e4", "press", "Sc6"],
    );
    assert!(
        got.iter().any(|l| l == "Bauer Eva vier"),
        "{}",
        got.join("\n")
    );
    assert_eq!(got.last().unwrap(), "Springer Cæsar sechs");
    let got = common::play(&path, &[], &["press", "Sf3"]);
    assert_eq!(got.last().unwrap(), "Springer Felix drei");
}
