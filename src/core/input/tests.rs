//! The move reader against positions: every form of input, the as-written
//! rule, the fallbacks for lower-case piece letters and Caps Lock.

use super::*;
use crate::vocab::Vocabulary;
use shakmaty::fen::Fen;
use shakmaty::san::San;

fn vocabularies() -> Vec<Arc<Vocabulary>> {
    crate::vocab::shipped().iter().cloned().collect()
}

fn reader(letters: Option<Letters>) -> MoveReader {
    MoveReader::new(&vocabularies(), letters)
}

fn fen(f: &str) -> Chess {
    f.parse::<Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap()
}

/// Every input reads as `m` with the default reader.
fn all_read_as(pos: &Chess, inputs: &[&str], m: Move) {
    let r = reader(None);
    for input in inputs {
        assert_eq!(r.read(pos, input), Ok(m), "{input}");
    }
}

fn san(pos: &Chess, s: &str) -> Move {
    s.parse::<San>().unwrap().to_move(pos).unwrap()
}

#[test]
fn every_form_of_one_move() {
    let pos = Chess::default();
    let nf3 = san(&pos, "Nf3");
    all_read_as(
        &pos,
        &[
            "Nf3",
            "Sf3",
            "Ng1f3",
            "Ng1-f3",
            "g1f3",
            "g1-f3",
            "nf3",
            "sf3",
            "Sf3+",
            "1. Sf3",
            "springer felix drei",
            "Springer Frederik tre",
            "springer f3",
            "Springer Felix 3",
            "SPRINGER FELIX DREI",
        ],
        nf3,
    );
    assert_eq!(reader(Some(Letters::Nl)).read(&pos, "Pf3"), Ok(nf3));
}

#[test]
fn dutch_p_against_a_pawn_is_ambiguous_without_dutch_letters() {
    let pos = Chess::default();
    match reader(Some(Letters::Da)).read(&pos, "Pf3") {
        Err(MoveError::Ambiguous(ms)) => {
            assert_eq!(ms.len(), 2);
            assert!(ms.contains(&san(&pos, "Nf3")) && ms.contains(&san(&pos, "f3")));
        }
        other => panic!("{other:?}"),
    }
}

/// Every letter set the reader may be built with, and none.
/// `input` reads as the move `want` (SAN in English letters) in `pos`.
fn reads(r: &MoveReader, pos: &Chess, input: &str, want: &str, letters: Option<Letters>) {
    assert_eq!(
        r.read(pos, input),
        Ok(san(pos, want)),
        "{input} {letters:?}"
    );
}

const EVERY_SET: [Option<Letters>; 6] = [
    None,
    Some(Letters::En),
    Some(Letters::Da),
    Some(Letters::De),
    Some(Letters::Nb),
    Some(Letters::Nl),
];

/// `input` is refused as fitting exactly the moves `sans`, in any order.
fn fits_these(r: &MoveReader, pos: &Chess, input: &str, sans: &[&str]) {
    match r.read(pos, input) {
        Err(MoveError::Ambiguous(ms)) => {
            let mut want: Vec<Move> = sans.iter().map(|s| san(pos, s)).collect();
            let mut got = ms.clone();
            want.sort_by_key(|m| format!("{m:?}"));
            got.sort_by_key(|m| format!("{m:?}"));
            assert_eq!(got, want, "{input} with {:?}", r.letters());
        }
        other => panic!("{input} with {:?}: {other:?}", r.letters()),
    }
}

#[test]
fn a_lower_case_file_is_a_pawn_even_where_a_piece_letter_could_take() {
    // Pawn b2 and bishop e5 can both take c3; pawn d4 and queen e2 both take e5.
    let bishop = fen("4k3/8/8/4B3/8/2n5/1P6/4K3 w - - 0 1");
    let queen = fen("4k3/8/8/4p3/3P4/8/4Q3/4K3 w - - 0 1");
    // Black: pawn d5 and queen e7 both take e4.
    let black = fen("4k3/4q3/8/3p4/4P3/8/8/4K3 b - - 0 1");
    for letters in EVERY_SET {
        let r = reader(letters);
        let read = |pos: &Chess, input: &str, want: &str| reads(&r, pos, input, want, letters);
        for input in ["bxc3", "bc3", "b:c3", "b2c3", "b2xc3"] {
            read(&bishop, input, "bxc3");
        }
        for input in ["Bxc3", "Lxc3", "Bc3", "Le5c3", "e5c3"] {
            read(&bishop, input, "Bxc3");
        }
        for input in ["dxe5", "de5", "dxe5+"] {
            read(&queen, input, "dxe5");
        }
        read(&queen, "Dxe5", "Qxe5");
        read(&black, "dxe4", "dxe4");
        read(&black, "Dxe4", "Qxe4");
    }
    assert_eq!(reader(None).read(&queen, "Qxe5"), Ok(san(&queen, "Qxe5")));
}

#[test]
fn a_lower_case_piece_letter_where_no_move_fits_as_written() {
    let after_e4_e5 = fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    for letters in EVERY_SET {
        let r = reader(letters);
        let read = |input: &str, want: &str| {
            assert_eq!(
                r.read(&after_e4_e5, input),
                Ok(san(&after_e4_e5, want)),
                "{input} {letters:?}"
            );
        };
        // No pawn reaches b5 or h5, or e2 from the d-file: a bishop, a queen.
        read("bb5", "Bb5");
        read("lb5", "Bb5");
        read("dh5", "Qh5");
        read("qh5", "Qh5");
        read("de2", "Qe2");
        read("ke2", "Ke2");
        read("nf3", "Nf3");
        read("sf3", "Nf3");
        read("ng1f3", "Nf3");
        // A pawn d2-d3 fits as written; the bishop f1 could also go to d3.
        read("dd3", "d3");
        read("d3", "d3");
        // Bishop f1 reaches c4; as written "bc4" is no pawn move.
        read("bc4", "Bc4");
    }
    // The bishop takes on c3 where no pawn can.
    let no_pawn = fen("4k3/8/8/4B3/8/2n5/8/4K3 w - - 0 1");
    assert_eq!(
        reader(None).read(&no_pawn, "bxc3"),
        Ok(san(&no_pawn, "Bxc3"))
    );
    // Two knights reach e2: the fallback names both and takes neither.
    let two_knights = fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3");
    fits_these(
        &reader(Some(Letters::De)),
        &two_knights,
        "se2",
        &["Nge2", "Nce2"],
    );
    fits_these(&reader(None), &two_knights, "ne2", &["Nge2", "Nce2"]);
    // Nothing fits either way: the written reading is explained.
    assert_eq!(
        reader(None).read(&after_e4_e5, "bxc3"),
        Err(MoveError::Illegal(Illegal::NothingToCapture(Square::C3)))
    );
    assert_eq!(
        reader(None).read(&Chess::default(), "nf4"),
        Err(MoveError::Illegal(Illegal::CannotReach {
            role: Role::Knight,
            file: None,
            rank: None,
            to: Square::F4
        }))
    );
}

#[test]
fn caps_lock_reads_as_typed_normally() {
    let start = Chess::default();
    for letters in EVERY_SET {
        let r = reader(letters);
        let read = |pos: &Chess, input: &str, want: &str| reads(&r, pos, input, want, letters);
        for input in [
            "NF3", "G1F3", "G1-F3", "NG1F3", "NG1-F3", "G1 F3", "1. NF3", "NF3+",
        ] {
            read(&start, input, "Nf3");
        }
        for input in ["E4", "E2E4", "E2-E4", "E 4", "BAUER EVA VIER"] {
            read(&start, input, "e4");
        }
        let ep = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        for input in ["EXD6", "EXD6 E.P.", "ED6", "E5D6", "E5XD6"] {
            read(&ep, input, "exd6");
        }
        let promotion = fen("k7/3P4/8/8/8/5p2/8/4K1N1 w - - 0 1");
        for input in ["D8Q", "D8=Q", "D7D8Q", "D7-D8=Q"] {
            read(&promotion, input, "d8=Q");
        }
        read(&promotion, "D8N", "d8=N");
        read(&promotion, "NXF3", "Nxf3");
        assert_eq!(
            r.read(&promotion, "D8"),
            Err(MoveError::PromotionPiece(Square::D8))
        );
        let castle = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        read(&castle, "O-O", "O-O");
        read(&castle, "O-O-O", "O-O-O");
        read(&castle, "E1G1", "O-O");
        assert_eq!(
            r.read(&start, "NF4"),
            Err(MoveError::Illegal(Illegal::CannotReach {
                role: Role::Knight,
                file: None,
                rank: None,
                to: Square::F4
            }))
        );
        assert_eq!(
            r.read(&start, "XYZ"),
            Err(MoveError::Unreadable {
                word: Some("XYZ".into())
            })
        );
    }
    for letters in [Letters::Da, Letters::De, Letters::Nb] {
        let r = reader(Some(letters));
        assert_eq!(r.read(&start, "SF3"), Ok(san(&start, "Nf3")), "{letters}");
        assert_eq!(
            r.read(&start, "SG1-F3"),
            Ok(san(&start, "Nf3")),
            "{letters}"
        );
        let promotion = fen("k7/3P4/8/8/8/5p2/8/4K1N1 w - - 0 1");
        assert_eq!(r.read(&promotion, "D8D"), Ok(san(&promotion, "d8=Q")));
        assert_eq!(r.read(&promotion, "D8S"), Ok(san(&promotion, "d8=N")));
    }
    let dutch = reader(Some(Letters::Nl));
    assert_eq!(dutch.read(&start, "PF3"), Ok(san(&start, "Nf3")));
}

#[test]
fn caps_lock_that_fits_two_moves_names_both() {
    let bishop = fen("4k3/8/8/4B3/8/2n5/1P6/4K3 w - - 0 1");
    let queen = fen("4k3/8/8/4p3/3P4/8/4Q3/4K3 w - - 0 1");
    for letters in EVERY_SET {
        let r = reader(letters);
        fits_these(&r, &bishop, "BXC3", &["bxc3", "Bxc3"]);
        fits_these(&r, &queen, "DXE5", &["dxe5", "Qxe5"]);
    }
    // Where only one of the two readings is legal, that one is taken.
    let no_pawn = fen("4k3/8/8/4B3/8/2n5/8/4K3 w - - 0 1");
    assert_eq!(
        reader(None).read(&no_pawn, "BXC3"),
        Ok(san(&no_pawn, "Bxc3"))
    );
    let no_queen = fen("4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1");
    let de = reader(Some(Letters::De));
    assert_eq!(de.read(&no_queen, "DXE5"), Ok(san(&no_queen, "dxe5")));
    // Dutch P against a pawn, in capitals too.
    fits_these(
        &reader(Some(Letters::Da)),
        &Chess::default(),
        "PF3",
        &["Nf3", "f3"],
    );
}

#[test]
fn missing_capture_mark_and_equals_sign_are_forgiven() {
    let pos = fen("k7/3P4/8/8/8/5p2/8/4K1N1 w - - 0 1");
    let r = reader(None);
    assert_eq!(r.read(&pos, "Nf3"), Ok(san(&pos, "Nxf3")));
    assert_eq!(r.read(&pos, "d8D"), Ok(san(&pos, "d8=Q")));
    assert_eq!(r.read(&pos, "d8=Q+"), Ok(san(&pos, "d8=Q")));
    assert_eq!(r.read(&pos, "d7d8q"), Ok(san(&pos, "d8=Q")));
    assert_eq!(
        r.read(&pos, "Bauer David acht wird Dame"),
        Ok(san(&pos, "d8=Q"))
    );
    assert_eq!(
        r.read(&pos, "bonde Dora otte dronning"),
        Ok(san(&pos, "d8=Q"))
    );
    assert_eq!(
        r.read(&pos, "d8"),
        Err(MoveError::PromotionPiece(Square::D8))
    );
    assert_eq!(
        r.read(&pos, "d8K"),
        Err(MoveError::Illegal(Illegal::PromotionPiece))
    );
}

#[test]
fn en_passant_in_every_form() {
    let pos = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    let ep = pos.en_passant_moves()[0];
    all_read_as(
        &pos,
        &[
            "exd6",
            "exd6 e.p.",
            "exd6ep",
            "ed6",
            "e5d6",
            "Bauer Eva schlägt David sechs en passant",
            "bonde Erik slår Dora seks",
        ],
        ep,
    );
}

#[test]
fn castling_in_every_form() {
    let pos = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let r = reader(None);
    for (input, side) in [
        ("0-0", CastlingSide::KingSide),
        ("O-O", CastlingSide::KingSide),
        ("o-o+", CastlingSide::KingSide),
        ("e1g1", CastlingSide::KingSide),
        ("kort rokade", CastlingSide::KingSide),
        ("Kurze Rochade", CastlingSide::KingSide),
        ("0-0-0", CastlingSide::QueenSide),
        ("O-O-O", CastlingSide::QueenSide),
        ("Lange Rochade", CastlingSide::QueenSide),
        ("lang rokade", CastlingSide::QueenSide),
        ("e1c1", CastlingSide::QueenSide),
    ] {
        assert_eq!(
            r.read(&pos, input).map(|m| m.castling_side()),
            Ok(Some(side)),
            "{input}"
        );
    }
}

#[test]
fn spoken_words_fold_diacritics() {
    let pos = fen("4k3/8/8/8/3p4/8/8/3QK3 w - - 0 1");
    let qxd4 = san(&pos, "Qxd4");
    all_read_as(
        &pos,
        &[
            "Dame schlägt David vier",
            "dame schlaegt david vier",
            "dronning slår Dora fire",
            "Dame David vier",
        ],
        qxd4,
    );
}

#[test]
fn norwegian_en_passant_is_not_rank_one() {
    let pos = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert!(
        reader(None)
            .read(&pos, "bonde Eva slår David seks en passant")
            .is_ok()
    );
}

#[test]
fn illegal_moves_are_explained() {
    let r = reader(None);
    let start = Chess::default();
    let illegal = |pos: &Chess, s: &str| match r.read(pos, s) {
        Err(MoveError::Illegal(i)) => i,
        other => panic!("{s}: {other:?}"),
    };
    assert_eq!(
        illegal(&start, "Nf4"),
        Illegal::CannotReach {
            role: Role::Knight,
            file: None,
            rank: None,
            to: Square::F4
        }
    );
    assert_eq!(
        illegal(&start, "Nd2"),
        Illegal::OwnPiece {
            square: Square::D2,
            role: Role::Pawn
        }
    );
    assert_eq!(illegal(&start, "e3e4"), Illegal::EmptySquare(Square::E3));
    assert_eq!(illegal(&start, "e7e5"), Illegal::NotYourPiece(Square::E7));
    // A walk: a move of the side not to move is said to be that, not why
    // the side to move cannot make it; a guess at a slip never is.
    let after_e4 = start.clone().play(r.read(&start, "e4").unwrap()).unwrap();
    for typed in ["d4", "Nf3", "Bc4"] {
        assert_eq!(
            illegal(&after_e4, typed),
            Illegal::OtherSidesMove,
            "{typed}"
        );
    }
    assert_eq!(
        illegal(&after_e4, "Nd4"),
        Illegal::CannotReach {
            role: Role::Knight,
            file: None,
            rank: None,
            to: Square::D4
        }
    );
    assert_eq!(
        illegal(&start, "0-0"),
        Illegal::Castle(CastlingSide::KingSide, CastleBlock::Blocked)
    );
    assert_eq!(
        illegal(&start, "Nxf3"),
        Illegal::NothingToCapture(Square::F3)
    );
    assert_eq!(illegal(&start, "e4D"), Illegal::NoPromotion);
    // Pinned knight.
    let pinned = fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(illegal(&pinned, "Nc3"), Illegal::KingInCheck);
    let checked = fen("4k3/8/8/8/8/8/3PP3/r3K3 w - - 0 1");
    assert_eq!(illegal(&checked, "e3"), Illegal::InCheck);
    let no_queen = fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(illegal(&no_queen, "Qd4"), Illegal::NoPiece(Role::Queen));
    let through = fen("4k3/5r2/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(
        illegal(&through, "0-0"),
        Illegal::Castle(CastlingSide::KingSide, CastleBlock::Attacked)
    );
    let moved = fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    assert_eq!(
        illegal(&moved, "0-0"),
        Illegal::Castle(CastlingSide::KingSide, CastleBlock::NoRights)
    );
}

#[test]
fn unreadable_input_names_the_word() {
    let r = reader(None);
    let pos = Chess::default();
    assert_eq!(
        r.read(&pos, "Springer Fritz drei"),
        Err(MoveError::Unreadable {
            word: Some("Fritz".into())
        })
    );
    assert_eq!(
        r.read(&pos, "zz9"),
        Err(MoveError::Unreadable {
            word: Some("zz9".into())
        })
    );
    assert_eq!(r.read(&pos, "  "), Err(MoveError::Empty));
}

#[test]
fn game_over() {
    let mate = fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(reader(None).read(&mate, "Kh7"), Err(MoveError::GameOver));
}

#[test]
fn fold_spellings() {
    assert_eq!(fold("Cæsar"), fold("Caesar"));
    assert_eq!(fold("tårn"), fold("taarn"));
    assert_eq!(fold("løper"), fold("loeper"));
    assert_eq!(fold("fünf"), fold("fuenf"));
}

/// Caps Lock where a pawn could promote on the square: the promotion is one
/// candidate (named as the queen's), not four, beside the piece's move.
#[test]
fn caps_lock_counts_a_promotion_once() {
    let pos = fen("r3kb2/8/2p1KP2/1p1p2P1/8/4B3/rpb2N1P/8 b - - 1 64");
    let got = reader(Some(Letters::En)).read(&pos, "BB1");
    let Err(MoveError::Ambiguous(list)) = got else {
        panic!("{got:?}")
    };
    assert_eq!(list.len(), 2, "{list:?}");
    assert!(list.contains(&san(&pos, "b1=Q")));
    assert!(list.contains(&san(&pos, "Bb1")));
}
