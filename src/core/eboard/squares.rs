//! What an electronic board shows: a piece or nothing on each square, read
//! from the board's own square order, the board standing either way round.

use shakmaty::{Board, Chess, File, Piece, Position, Rank, Square};

use super::protocol;

/// How the board stands on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Orientation {
    /// White's pieces start at the board's first rank, as its maker means.
    #[default]
    RightWayRound,
    /// Turned: White's pieces start at the board's eighth rank.
    Turned,
}

/// The board's 64 squares, by chess square (a1 = 0 … h8 = 63).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Squares(pub [Option<Piece>; 64]);

impl Default for Squares {
    fn default() -> Squares {
        Squares([None; 64])
    }
}

/// The chess square of the board's square `index` (0 = a8 … 63 = h1 when
/// the board stands the right way round).
pub fn square_of(index: u8, orientation: Orientation) -> Square {
    let index = match orientation {
        Orientation::RightWayRound => index,
        Orientation::Turned => 63 - index,
    };
    Square::from_coords(
        File::new(u32::from(index % 8)),
        Rank::new(7 - u32::from(index / 8)),
    )
}

impl Squares {
    /// A board dump's codes, read with `orientation`.
    pub fn from_codes(codes: &[u8; 64], orientation: Orientation) -> Squares {
        let mut out = Squares::default();
        for (i, code) in codes.iter().enumerate() {
            out.0[square_of(i as u8, orientation) as usize] = protocol::piece(*code);
        }
        out
    }

    /// The squares of a position's board.
    pub fn of(board: &Board) -> Squares {
        let mut out = Squares::default();
        for (square, piece) in board.clone() {
            out.0[square as usize] = Some(piece);
        }
        out
    }

    /// The squares as a board of pieces.
    pub fn board(&self) -> Board {
        let mut board = Board::empty();
        for square in Square::ALL {
            if let Some(piece) = self.get(square) {
                board.set_piece_at(square, piece);
            }
        }
        board
    }

    pub fn get(&self, square: Square) -> Option<Piece> {
        self.0[square as usize]
    }

    pub fn set(&mut self, square: Square, piece: Option<Piece>) {
        self.0[square as usize] = piece;
    }

    /// The board's codes in its own order, as a dump sends them (the test
    /// rig's side of the protocol).
    pub fn codes(&self, orientation: Orientation) -> [u8; 64] {
        let mut codes = [0u8; 64];
        for (i, code) in codes.iter_mut().enumerate() {
            *code = protocol::code(self.get(square_of(i as u8, orientation)));
        }
        codes
    }
}

/// How a board stands, told from a dump of the starting position: `None`
/// when the dump is no starting position either way round.
pub fn orientation_of_start(codes: &[u8; 64]) -> Option<Orientation> {
    let start = Squares::of(Chess::default().board());
    [Orientation::RightWayRound, Orientation::Turned]
        .into_iter()
        .find(|o| Squares::from_codes(codes, *o) == start)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Color, Role};

    #[test]
    fn the_boards_order_runs_a8_to_h1() {
        let o = Orientation::RightWayRound;
        assert_eq!(square_of(0, o), Square::A8);
        assert_eq!(square_of(7, o), Square::H8);
        assert_eq!(square_of(8, o), Square::A7);
        assert_eq!(square_of(63, o), Square::H1);
        assert_eq!(square_of(0, Orientation::Turned), Square::H1);
        assert_eq!(square_of(63, Orientation::Turned), Square::A8);
    }

    #[test]
    fn the_start_is_recognised_either_way_round() {
        let start = Squares::of(Chess::default().board());
        for o in [Orientation::RightWayRound, Orientation::Turned] {
            let codes = start.codes(o);
            assert_eq!(orientation_of_start(&codes), Some(o));
            assert_eq!(Squares::from_codes(&codes, o), start);
        }
        // Right way round, a8 is Black's rook: code 8.
        assert_eq!(start.codes(Orientation::RightWayRound)[0], 8);
        let mut moved = start;
        moved.set(Square::E2, None);
        moved.set(
            Square::E4,
            Some(Piece {
                color: Color::White,
                role: Role::Pawn,
            }),
        );
        assert_eq!(
            orientation_of_start(&moved.codes(Orientation::RightWayRound)),
            None
        );
    }
}
