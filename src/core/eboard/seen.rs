//! What a board's squares mean against the game's position: nothing new, a
//! legal move made, pieces in hand on their way, or a board that differs.
//!
//! Timing plays no part: each reading of the board is judged alone, so the
//! same sequence of readings gives the same answers however fast it comes.

use shakmaty::{Chess, Move, Position};

use super::squares::Squares;
pub use crate::boards::Difference;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seen {
    /// The board shows the game's position.
    Same,
    /// The board shows the position after this legal move.
    Move(Move),
    /// Pieces are in hand or on their way: the board shows no position, but
    /// every piece on it stands where it stood or where one legal move
    /// takes it (a capture half made, the king of a castling moved first,
    /// pieces knocked over). Nothing to say yet.
    OnTheWay,
    /// A piece stands where neither the position nor any one legal move
    /// puts it: these squares differ from the game.
    Differs(Vec<Difference>),
}

/// What `board` means for `position`, whose side is to move.
pub fn seen(position: &Chess, board: &Squares) -> Seen {
    let now = Squares::of(position.board());
    if *board == now {
        return Seen::Same;
    }
    let afters: Vec<(Move, Squares)> = position
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut after = position.clone();
            after.play_unchecked(m);
            (m, Squares::of(after.board()))
        })
        .collect();
    if let Some((m, _)) = afters.iter().find(|(_, after)| after == board) {
        return Seen::Move(*m);
    }
    let on_the_way = |after: &Squares| {
        (0..64).all(|i| {
            let b = board.0[i];
            b.is_none() || b == now.0[i] || b == after.0[i]
        })
    };
    // Pieces only lifted are in hand whatever comes next.
    if (0..64).all(|i| board.0[i].is_none() || board.0[i] == now.0[i])
        || afters.iter().any(|(_, after)| on_the_way(after))
    {
        return Seen::OnTheWay;
    }
    Seen::Differs(differences(board, &now))
}

/// The squares where the board (`have`) differs from the game (`want`).
pub fn differences(have: &Squares, want: &Squares) -> Vec<Difference> {
    crate::boards::differences(&have.board(), &want.board())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::position_from_fen;
    use shakmaty::san::San;
    use shakmaty::{Color, Piece, Role, Square};

    fn position(fen: &str) -> Chess {
        position_from_fen(fen).unwrap()
    }

    fn after(pos: &Chess, san: &str) -> Chess {
        let m = san.parse::<San>().unwrap().to_move(pos).unwrap();
        pos.clone().play(m).unwrap()
    }

    fn squares(pos: &Chess) -> Squares {
        Squares::of(pos.board())
    }

    fn piece(color: Color, role: Role) -> Option<Piece> {
        Some(Piece { color, role })
    }

    /// The readings of a move made by hand: `steps` are (square, what is
    /// put there), applied one after another to the position's squares.
    fn readings(pos: &Chess, steps: &[(Square, Option<Piece>)]) -> Vec<Seen> {
        let mut board = squares(pos);
        steps
            .iter()
            .map(|(s, p)| {
                board.set(*s, *p);
                seen(pos, &board)
            })
            .collect()
    }

    fn is_move(seen: &Seen, pos: &Chess, san: &str) -> bool {
        let m = san.parse::<San>().unwrap().to_move(pos).unwrap();
        *seen == Seen::Move(m)
    }

    #[test]
    fn the_position_itself_is_nothing_new() {
        let pos = Chess::default();
        assert_eq!(seen(&pos, &squares(&pos)), Seen::Same);
    }

    #[test]
    fn a_pawn_slid_through_d3_shows_d3_then_d4() {
        let pos = Chess::default();
        let pawn = piece(Color::White, Role::Pawn);
        let r = readings(
            &pos,
            &[
                (Square::D2, None),
                (Square::D3, pawn),
                (Square::D3, None),
                (Square::D4, pawn),
            ],
        );
        assert_eq!(r[0], Seen::OnTheWay);
        assert!(is_move(&r[1], &pos, "d3"));
        assert_eq!(r[2], Seen::OnTheWay);
        assert!(is_move(&r[3], &pos, "d4"));
    }

    #[test]
    fn a_capture_with_the_captured_piece_lifted_first_or_last() {
        let pos = position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        let pawn = piece(Color::White, Role::Pawn);
        let first = readings(
            &pos,
            &[(Square::D5, None), (Square::E4, None), (Square::D5, pawn)],
        );
        assert_eq!(first[..2], [Seen::OnTheWay, Seen::OnTheWay]);
        assert!(is_move(&first[2], &pos, "exd5"));
        // Own pawn lifted first, the captured one taken off, then put down.
        let last = readings(
            &pos,
            &[(Square::E4, None), (Square::D5, None), (Square::D5, pawn)],
        );
        assert_eq!(last[..2], [Seen::OnTheWay, Seen::OnTheWay]);
        assert!(is_move(&last[2], &pos, "exd5"));
    }

    #[test]
    fn castling_king_first_or_rook_first() {
        let pos = position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        let king = piece(Color::White, Role::King);
        let rook = piece(Color::White, Role::Rook);
        let king_first = readings(
            &pos,
            &[
                (Square::E1, None),
                (Square::G1, king),
                (Square::H1, None),
                (Square::F1, rook),
            ],
        );
        assert_eq!(
            king_first[..3],
            [Seen::OnTheWay, Seen::OnTheWay, Seen::OnTheWay]
        );
        assert!(is_move(&king_first[3], &pos, "O-O"));
        let rook_first = readings(
            &pos,
            &[
                (Square::A1, None),
                (Square::D1, rook),
                (Square::E1, None),
                (Square::C1, king),
            ],
        );
        // The rook on d1 with the king still on e1 is a rook move of its own.
        assert!(is_move(&rook_first[1], &pos, "Rd1"));
        assert!(is_move(&rook_first[3], &pos, "O-O-O"));
    }

    #[test]
    fn en_passant_with_the_captured_pawn_taken_off_last() {
        let pos = position("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        let pawn = piece(Color::White, Role::Pawn);
        let r = readings(
            &pos,
            &[(Square::E5, None), (Square::F6, pawn), (Square::F5, None)],
        );
        assert_eq!(r[0], Seen::OnTheWay);
        // The pawn on f6 with the black pawn still on f5: on its way.
        assert_eq!(r[1], Seen::OnTheWay);
        assert!(is_move(&r[2], &pos, "exf6"));
    }

    #[test]
    fn a_promotion_is_the_piece_put_down() {
        let pos = position("8/4P3/8/7k/8/8/8/4K3 w - - 0 1");
        for (role, san) in [
            (Role::Queen, "e8=Q+"),
            (Role::Knight, "e8=N"),
            (Role::Rook, "e8=R"),
        ] {
            let r = readings(
                &pos,
                &[(Square::E7, None), (Square::E8, piece(Color::White, role))],
            );
            assert_eq!(r[0], Seen::OnTheWay);
            assert!(is_move(&r[1], &pos, san), "{san}: {:?}", r[1]);
        }
    }

    #[test]
    fn a_piece_lifted_and_put_back_and_pieces_knocked_over() {
        let pos = Chess::default();
        let knight = piece(Color::White, Role::Knight);
        let r = readings(&pos, &[(Square::G1, None), (Square::G1, knight)]);
        assert_eq!(r, [Seen::OnTheWay, Seen::Same]);
        // Two of the other side's pieces knocked over and set up again.
        let bishop = piece(Color::Black, Role::Bishop);
        let queen = piece(Color::Black, Role::Queen);
        let r = readings(
            &pos,
            &[
                (Square::C8, None),
                (Square::D8, None),
                (Square::D8, queen),
                (Square::C8, bishop),
            ],
        );
        assert_eq!(
            r,
            [Seen::OnTheWay, Seen::OnTheWay, Seen::OnTheWay, Seen::Same]
        );
    }

    #[test]
    fn pieces_set_up_wrongly_differ_square_by_square() {
        let pos = Chess::default();
        let bishop = piece(Color::Black, Role::Bishop);
        let queen = piece(Color::Black, Role::Queen);
        // Queen and bishop set up on each other's squares.
        let r = readings(
            &pos,
            &[
                (Square::C8, None),
                (Square::D8, None),
                (Square::C8, queen),
                (Square::D8, bishop),
            ],
        );
        assert_eq!(
            r[3],
            Seen::Differs(vec![
                Difference {
                    square: Square::C8,
                    have: queen,
                    want: bishop
                },
                Difference {
                    square: Square::D8,
                    have: bishop,
                    want: queen
                },
            ])
        );
    }

    #[test]
    fn a_move_of_the_side_not_to_move_differs() {
        let pos = after(&Chess::default(), "e4");
        // White plays again instead of Black: no legal move of Black.
        let knight = piece(Color::White, Role::Knight);
        let r = readings(&pos, &[(Square::G1, None), (Square::F3, knight)]);
        assert_eq!(r[0], Seen::OnTheWay);
        assert!(
            matches!(&r[1], Seen::Differs(d) if d.len() == 2),
            "{:?}",
            r[1]
        );
    }
}
