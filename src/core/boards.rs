//! The peg board beside the game: the player's physical board is mirrored from
//! keyboard entry and may drift from the game as announced. This module says
//! what differs and which physical steps put the peg board right. Only data:
//! the caller words it.

use shakmaty::{Board, Move, Piece, Role, Square};

/// A square whose piece on the peg board (`have`) is not the game's (`want`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Difference {
    pub square: Square,
    pub have: Option<Piece>,
    pub want: Option<Piece>,
}

/// Every square where the boards disagree, in square order a1..h8.
pub fn differences(have: &Board, want: &Board) -> Vec<Difference> {
    Square::ALL
        .into_iter()
        .filter_map(|square| {
            let (h, w) = (have.piece_at(square), want.piece_at(square));
            (h != w).then_some(Difference {
                square,
                have: h,
                want: w,
            })
        })
        .collect()
}

/// What is wrong, in the terms a player uses: a piece on a wrong square that
/// belongs on another, a piece that should not be there, a piece missing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Discrepancy {
    Misplaced {
        piece: Piece,
        on: Square,
        should_be: Square,
    },
    Extra {
        piece: Piece,
        on: Square,
    },
    Missing {
        piece: Piece,
        on: Square,
    },
    /// The wrong piece on a square, which no other square wants and whose
    /// own is not on the board: one thing for the player to put right, not
    /// a piece too many and a piece missing on the same square.
    Replaced {
        have: Piece,
        want: Piece,
        on: Square,
    },
}

impl Discrepancy {
    /// Where the player puts a finger to find it; the tie-break puts what
    /// stands on a square before what is missing from it.
    fn order(&self) -> (Square, u8) {
        match *self {
            Discrepancy::Misplaced { on, .. }
            | Discrepancy::Extra { on, .. }
            | Discrepancy::Replaced { on, .. } => (on, 0),
            Discrepancy::Missing { on, .. } => (on, 1),
        }
    }
}

/// The differences read as pieces: an extra piece paired with a missing piece
/// of the same kind and colour is one misplaced piece (nearest pairs first);
/// an extra piece where another is missing is the wrong piece there; the
/// rest are extra or missing. Ordered by the square the piece is on (or
/// missing from).
pub fn discrepancies(have: &Board, want: &Board) -> Vec<Discrepancy> {
    let matched = Matching::new(have, want);
    let wanted_on = |square: Square| {
        matched
            .missing
            .iter()
            .find(|&&(_, on)| on == square)
            .map(|&(piece, _)| piece)
    };
    let mut out: Vec<Discrepancy> = matched
        .pairs
        .iter()
        .map(|&(piece, on, should_be)| Discrepancy::Misplaced {
            piece,
            on,
            should_be,
        })
        .chain(
            matched
                .extra
                .iter()
                .map(|&(piece, on)| match wanted_on(on) {
                    Some(want) => Discrepancy::Replaced {
                        have: piece,
                        want,
                        on,
                    },
                    None => Discrepancy::Extra { piece, on },
                }),
        )
        .chain(
            matched
                .missing
                .iter()
                .filter(|&&(_, on)| !matched.extra.iter().any(|&(_, at)| at == on))
                .map(|&(piece, on)| Discrepancy::Missing { piece, on }),
        )
        .collect();
    out.sort_by_key(Discrepancy::order);
    out
}

/// The pieces standing wrong paired with the squares wanting them.
struct Matching {
    /// (piece, where it stands, where it belongs), by source square.
    pairs: Vec<(Piece, Square, Square)>,
    /// Standing wrong with nowhere to go, by square.
    extra: Vec<(Piece, Square)>,
    /// Wanted with no piece on the board to bring, by square.
    missing: Vec<(Piece, Square)>,
}

impl Matching {
    fn new(have: &Board, want: &Board) -> Matching {
        let diffs = differences(have, want);
        let sources: Vec<(Piece, Square)> = diffs
            .iter()
            .filter_map(|d| d.have.map(|p| (p, d.square)))
            .collect();
        let targets: Vec<(Piece, Square)> = diffs
            .iter()
            .filter_map(|d| d.want.map(|p| (p, d.square)))
            .collect();

        // Greedy nearest-first rather than an optimal assignment: the player
        // expects "the knight that belongs there" to be the one close by, and
        // the count of moves is the same either way.
        let mut candidates: Vec<(u32, u32, Square, Square, Piece)> = Vec::new();
        for &(piece, from) in &sources {
            for &(wanted, to) in &targets {
                if piece == wanted {
                    candidates.push((from.distance(to), manhattan(from, to), from, to, piece));
                }
            }
        }
        candidates.sort_by_key(|&(d, m, from, to, _)| (d, m, from, to));

        let mut source_used = [false; 64];
        let mut target_used = [false; 64];
        let mut pairs = Vec::new();
        for (_, _, from, to, piece) in candidates {
            if !source_used[from.to_usize()] && !target_used[to.to_usize()] {
                source_used[from.to_usize()] = true;
                target_used[to.to_usize()] = true;
                pairs.push((piece, from, to));
            }
        }
        pairs.sort_by_key(|&(_, from, _)| from);

        let extra = sources
            .into_iter()
            .filter(|&(_, sq)| !source_used[sq.to_usize()])
            .collect();
        let missing = targets
            .into_iter()
            .filter(|&(_, sq)| !target_used[sq.to_usize()])
            .collect();
        Matching {
            pairs,
            extra,
            missing,
        }
    }
}

fn manhattan(a: Square, b: Square) -> u32 {
    a.file().distance(b.file()) + a.rank().distance(b.rank())
}

/// One physical action on the peg board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PegAction {
    /// Lift the piece from `from` and place it on `to` (`to` is empty at that point).
    Move {
        piece: Piece,
        from: Square,
        to: Square,
    },
    /// Take the piece off the board (it is not needed).
    Remove { piece: Piece, from: Square },
    /// Put a piece that is off the board onto `on` (empty at that point).
    PutBack { piece: Piece, on: Square },
    /// Lift the piece and hold it (breaks a cycle, e.g. two pieces swapped).
    Lift { piece: Piece, from: Square },
    /// Place the held piece on `on` (empty at that point).
    Place { piece: Piece, on: Square },
}

/// Steps that, done in order, turn `have` into `want`.
///
/// Removals come first because they only free squares; then the moves, each
/// as soon as its target is free, with a lift only where the moves form a
/// closed cycle (no target in it ever frees otherwise); pieces from off the
/// board come last, when every square they go to has been vacated.
pub fn steps(have: &Board, want: &Board) -> Vec<PegAction> {
    let matched = Matching::new(have, want);
    let mut board = have.clone();
    let mut held = Vec::new();
    let mut out = Vec::new();

    let mut push = |board: &mut Board, held: &mut Vec<Piece>, step: PegAction| {
        // The plan is built by simulation, so a failure here is a bug in the
        // planner, not in the boards given.
        apply(board, held, step).expect("planned step applies");
        out.push(step);
    };

    for &(piece, from) in &matched.extra {
        push(&mut board, &mut held, PegAction::Remove { piece, from });
    }

    // (piece, from, to, lifted): a lifted piece waits in the hand for `to`.
    let mut pending: Vec<(Piece, Square, Square, bool)> = matched
        .pairs
        .iter()
        .map(|&(piece, from, to)| (piece, from, to, false))
        .collect();
    while !pending.is_empty() {
        if let Some(i) = pending
            .iter()
            .position(|&(_, _, to, _)| board.piece_at(to).is_none())
        {
            let (piece, from, to, lifted) = pending.remove(i);
            let step = if lifted {
                PegAction::Place { piece, on: to }
            } else {
                PegAction::Move { piece, from, to }
            };
            push(&mut board, &mut held, step);
        } else {
            // Every target is occupied by another pending piece, so the rest
            // are cycles; taking one piece in hand frees a square in one.
            let first = pending
                .iter_mut()
                .find(|(_, _, _, lifted)| !lifted)
                .expect("a blocked target holds a piece still to move");
            first.3 = true;
            let (piece, from) = (first.0, first.1);
            push(&mut board, &mut held, PegAction::Lift { piece, from });
        }
    }

    for &(piece, on) in &matched.missing {
        push(&mut board, &mut held, PegAction::PutBack { piece, on });
    }
    out
}

/// Why a step or a physical move cannot be done on a board. For test
/// failures and logs, never for the player: the steps are made to fit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepError {
    NotThere {
        square: Square,
        expected: Piece,
        found: Option<Piece>,
    },
    Occupied {
        square: Square,
        found: Piece,
    },
    NotHeld {
        on: Square,
        piece: Piece,
    },
    Empty(Square),
}

/// Does one step to a board; Err if its precondition does not hold.
pub fn apply(board: &mut Board, held: &mut Vec<Piece>, step: PegAction) -> Result<(), StepError> {
    fn holds(board: &Board, piece: Piece, square: Square) -> Result<(), StepError> {
        match board.piece_at(square) {
            Some(p) if p == piece => Ok(()),
            found => Err(StepError::NotThere {
                square,
                expected: piece,
                found,
            }),
        }
    }
    fn empty(board: &Board, square: Square) -> Result<(), StepError> {
        match board.piece_at(square) {
            None => Ok(()),
            Some(found) => Err(StepError::Occupied { square, found }),
        }
    }
    match step {
        PegAction::Move { piece, from, to } => {
            holds(board, piece, from)?;
            empty(board, to)?;
            board.discard_piece_at(from);
            board.set_piece_at(to, piece);
        }
        PegAction::Remove { piece, from } => {
            holds(board, piece, from)?;
            board.discard_piece_at(from);
        }
        PegAction::PutBack { piece, on } => {
            empty(board, on)?;
            board.set_piece_at(on, piece);
        }
        PegAction::Lift { piece, from } => {
            holds(board, piece, from)?;
            board.discard_piece_at(from);
            held.push(piece);
        }
        PegAction::Place { piece, on } => {
            empty(board, on)?;
            let i = held
                .iter()
                .position(|&p| p == piece)
                .ok_or(StepError::NotHeld { on, piece })?;
            held.remove(i);
            board.set_piece_at(on, piece);
        }
    }
    Ok(())
}

/// Executes a legal move physically, as a player does on a real board:
/// castling moves king and rook, en passant removes the captured pawn,
/// promotion replaces the pawn.
///
/// The board may have drifted from the position the move is legal in, so the
/// hands move whatever actually stands on the origin square (its colour also
/// gives the promoted piece's colour); from an empty square nothing moves.
/// A drop (`Move::Put`) carries no colour and has no place in standard chess,
/// so it leaves the board as it is.
pub fn execute(board: &mut Board, m: Move) {
    match m {
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => {
            let _ = execute_squares(board, from, to, promotion);
        }
        Move::EnPassant { from, to } => {
            if board.piece_at(from).is_some() {
                board.discard_piece_at(Square::from_coords(to.file(), from.rank()));
                let _ = execute_squares(board, from, to, None);
            }
        }
        Move::Castle { king, rook } => {
            let side = m.castling_side().expect("a castling move has a side");
            let king_to = Square::from_coords(side.king_to_file(), king.rank());
            let rook_to = Square::from_coords(side.rook_to_file(), rook.rank());
            // Both are in hand before either is set down: in Chess960 the
            // king may land where the rook stood, or the other way round.
            let k = board.remove_piece_at(king);
            let r = board.remove_piece_at(rook);
            if let Some(k) = k {
                board.set_piece_at(king_to, k);
            }
            if let Some(r) = r {
                board.set_piece_at(rook_to, r);
            }
        }
        Move::Put { .. } => {}
    }
}

/// Executes a physical move given as squares, which may be illegal: whatever
/// stands on `to` is taken off, the piece on `from` goes to `to` (becoming
/// `promotion` if given, in its own colour). Err if `from` is empty.
pub fn execute_squares(
    board: &mut Board,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Result<(), StepError> {
    let piece = board.remove_piece_at(from).ok_or(StepError::Empty(from))?;
    let placed = promotion.map_or(piece, |role| role.of(piece.color));
    board.set_piece_at(to, placed);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess, Color, Position};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn board(fen: &str) -> Board {
        fen.parse::<Fen>().unwrap().into_setup().board
    }

    /// The physical execution lands where the rules do.
    fn executes_like_play(fen: &str, uci: &str) -> Board {
        let pos = position(fen);
        let m = uci
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        let mut peg = pos.board().clone();
        execute(&mut peg, m);
        assert_eq!(&peg, pos.play(m).unwrap().board());
        peg
    }

    fn run(have: &Board, want: &Board) -> Vec<PegAction> {
        let plan = steps(have, want);
        let mut peg = have.clone();
        let mut held = Vec::new();
        for &s in &plan {
            apply(&mut peg, &mut held, s).unwrap();
        }
        assert_eq!(&peg, want);
        assert!(held.is_empty());
        plan
    }

    const CASTLES: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

    #[test]
    fn execute_normal() {
        let peg = executes_like_play(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "g1f3",
        );
        assert_eq!(peg.piece_at(Square::F3), Some(Color::White.knight()));
        assert_eq!(peg.piece_at(Square::G1), None);
    }

    #[test]
    fn execute_capture() {
        executes_like_play(
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "e4d5",
        );
    }

    #[test]
    fn execute_castling_king_side() {
        let peg = executes_like_play(CASTLES, "e1g1");
        assert_eq!(peg.piece_at(Square::G1), Some(Color::White.king()));
        assert_eq!(peg.piece_at(Square::F1), Some(Color::White.rook()));
        assert_eq!(peg.piece_at(Square::H1), None);
    }

    #[test]
    fn execute_castling_queen_side() {
        let peg = executes_like_play("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", "e8c8");
        assert_eq!(peg.piece_at(Square::C8), Some(Color::Black.king()));
        assert_eq!(peg.piece_at(Square::D8), Some(Color::Black.rook()));
        assert_eq!(peg.piece_at(Square::A8), None);
    }

    #[test]
    fn execute_en_passant() {
        let peg = executes_like_play(
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "e5f6",
        );
        assert_eq!(peg.piece_at(Square::F5), None);
        assert_eq!(peg.piece_at(Square::F6), Some(Color::White.pawn()));
    }

    #[test]
    fn execute_promotion() {
        let peg = executes_like_play("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8n");
        assert_eq!(peg.piece_at(Square::B8), Some(Color::White.knight()));
        let peg = executes_like_play("4k3/8/8/8/8/8/p7/4K3 b - - 0 1", "a2a1q");
        assert_eq!(peg.piece_at(Square::A1), Some(Color::Black.queen()));
    }

    #[test]
    fn execute_squares_takes_whatever_stands_there() {
        let mut peg = Board::new();
        execute_squares(&mut peg, Square::D1, Square::D8, None).unwrap();
        assert_eq!(peg.piece_at(Square::D8), Some(Color::White.queen()));
        assert_eq!(peg.by_piece(Color::Black.queen()).count(), 0);
        execute_squares(&mut peg, Square::A2, Square::A8, Some(Role::Queen)).unwrap();
        assert_eq!(peg.piece_at(Square::A8), Some(Color::White.queen()));
        assert!(execute_squares(&mut peg, Square::E4, Square::E5, None).is_err());
    }

    #[test]
    fn knight_left_on_g1_is_misplaced() {
        let want = board("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 1");
        let have = Board::new();
        let knight = Color::White.knight();
        assert_eq!(
            differences(&have, &want),
            vec![
                Difference {
                    square: Square::G1,
                    have: Some(knight),
                    want: None
                },
                Difference {
                    square: Square::F3,
                    have: None,
                    want: Some(knight)
                },
            ]
        );
        assert_eq!(
            discrepancies(&have, &want),
            vec![Discrepancy::Misplaced {
                piece: knight,
                on: Square::G1,
                should_be: Square::F3
            }]
        );
        assert_eq!(
            run(&have, &want),
            vec![PegAction::Move {
                piece: knight,
                from: Square::G1,
                to: Square::F3
            }]
        );
    }

    #[test]
    fn extra_pawn() {
        let want = Board::new();
        let mut have = want.clone();
        have.set_piece_at(Square::E4, Color::Black.pawn());
        assert_eq!(
            differences(&have, &want),
            vec![Difference {
                square: Square::E4,
                have: Some(Color::Black.pawn()),
                want: None
            }]
        );
        assert_eq!(
            discrepancies(&have, &want),
            vec![Discrepancy::Extra {
                piece: Color::Black.pawn(),
                on: Square::E4
            }]
        );
    }

    #[test]
    fn missing_pawn() {
        let want = Board::new();
        let mut have = want.clone();
        have.discard_piece_at(Square::C7);
        assert_eq!(
            differences(&have, &want),
            vec![Difference {
                square: Square::C7,
                have: None,
                want: Some(Color::Black.pawn())
            }]
        );
        assert_eq!(
            discrepancies(&have, &want),
            vec![Discrepancy::Missing {
                piece: Color::Black.pawn(),
                on: Square::C7
            }]
        );
        assert_eq!(
            run(&have, &want),
            vec![PegAction::PutBack {
                piece: Color::Black.pawn(),
                on: Square::C7
            }]
        );
    }

    #[test]
    fn misplaced_prefers_the_nearest() {
        // Two white knights wrong, two squares wanting knights: each goes to
        // its near square, not across the board.
        let mut want = Board::empty();
        want.set_piece_at(Square::C3, Color::White.knight());
        want.set_piece_at(Square::F6, Color::White.knight());
        let mut have = Board::empty();
        have.set_piece_at(Square::B1, Color::White.knight());
        have.set_piece_at(Square::G8, Color::White.knight());
        assert_eq!(
            discrepancies(&have, &want),
            vec![
                Discrepancy::Misplaced {
                    piece: Color::White.knight(),
                    on: Square::B1,
                    should_be: Square::C3
                },
                Discrepancy::Misplaced {
                    piece: Color::White.knight(),
                    on: Square::G8,
                    should_be: Square::F6
                },
            ]
        );
    }

    #[test]
    fn swap_needs_a_hand() {
        let want = Board::new();
        let mut have = want.clone();
        have.set_piece_at(Square::D1, Color::White.king());
        have.set_piece_at(Square::E1, Color::White.queen());
        let (q, k) = (Color::White.queen(), Color::White.king());
        assert_eq!(
            run(&have, &want),
            vec![
                PegAction::Lift {
                    piece: k,
                    from: Square::D1
                },
                PegAction::Move {
                    piece: q,
                    from: Square::E1,
                    to: Square::D1
                },
                PegAction::Place {
                    piece: k,
                    on: Square::E1
                },
            ]
        );
    }

    #[test]
    fn chain_moves_the_far_end_first() {
        // Rook a1 belongs on b1, the knight from b1 on c3: the knight must go
        // first to free b1.
        let mut want = Board::empty();
        want.set_piece_at(Square::B1, Color::White.rook());
        want.set_piece_at(Square::C3, Color::White.knight());
        let mut have = Board::empty();
        have.set_piece_at(Square::A1, Color::White.rook());
        have.set_piece_at(Square::B1, Color::White.knight());
        assert_eq!(
            run(&have, &want),
            vec![
                PegAction::Move {
                    piece: Color::White.knight(),
                    from: Square::B1,
                    to: Square::C3
                },
                PegAction::Move {
                    piece: Color::White.rook(),
                    from: Square::A1,
                    to: Square::B1
                },
            ]
        );
    }

    #[test]
    fn wrong_kind_is_removed_and_put_back() {
        let want = Board::new();
        let mut have = want.clone();
        have.set_piece_at(Square::C1, Color::White.knight());
        assert_eq!(
            discrepancies(&have, &want),
            vec![Discrepancy::Replaced {
                have: Color::White.knight(),
                want: Color::White.bishop(),
                on: Square::C1
            }]
        );
        assert_eq!(
            run(&have, &want),
            vec![
                PegAction::Remove {
                    piece: Color::White.knight(),
                    from: Square::C1
                },
                PegAction::PutBack {
                    piece: Color::White.bishop(),
                    on: Square::C1
                },
            ]
        );
    }

    #[test]
    fn equal_boards_need_nothing() {
        let b = Board::new();
        assert!(differences(&b, &b).is_empty());
        assert!(discrepancies(&b, &b).is_empty());
        assert!(steps(&b, &b).is_empty());
    }

    #[test]
    fn apply_refuses_broken_preconditions() {
        let mut b = Board::new();
        let mut held = Vec::new();
        let pawn = Color::White.pawn();
        let knight = Color::White.knight();
        let mv = |from, to| PegAction::Move {
            piece: pawn,
            from,
            to,
        };
        assert!(apply(&mut b, &mut held, mv(Square::E2, Square::E7)).is_err());
        assert!(apply(&mut b, &mut held, mv(Square::E3, Square::E4)).is_err());
        assert!(
            apply(
                &mut b,
                &mut held,
                PegAction::Remove {
                    piece: knight,
                    from: Square::E2
                }
            )
            .is_err()
        );
        assert!(
            apply(
                &mut b,
                &mut held,
                PegAction::PutBack {
                    piece: knight,
                    on: Square::E2
                }
            )
            .is_err()
        );
        assert!(
            apply(
                &mut b,
                &mut held,
                PegAction::Place {
                    piece: knight,
                    on: Square::E4
                }
            )
            .is_err()
        );
        assert_eq!(b, Board::new());
    }
}
