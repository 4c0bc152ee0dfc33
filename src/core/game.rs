//! A game record: the start position and the moves played from it.

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{CastlingMode, Chess, Move, Position, PositionError, PositionErrorKinds};

use super::input::{MoveError, MoveReader};
use super::outcome::EndReason;

/// One half-move: the position it was played from and the move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    pub before: Chess,
    pub played: Move,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    start: Chess,
    plies: Vec<Ply>,
    current: Chess,
}

/// Why a FEN was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError {
    pub fen: String,
    pub detail: FenProblem,
}

/// What is wrong with a FEN: a part that cannot be read, or a position
/// that cannot stand. Its own type, so that each language says it (the
/// library's wording is English).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FenProblem {
    /// Not six parts, or a part of another variant.
    Whole,
    Board,
    Turn,
    Castling,
    EnPassant,
    Halfmoves,
    Fullmoves,
    /// A move number past [`MOST_MOVE_NUMBER`]: no game gets there.
    MoveNumberTooHigh,
    EmptyBoard,
    MissingKing,
    TooManyKings,
    PawnsOnBackRank,
    CastlingRights,
    EnPassantSquare,
    OppositeCheck,
    ImpossibleCheck,
    TooMuchMaterial,
}

impl From<ParseFenError> for FenProblem {
    fn from(e: ParseFenError) -> FenProblem {
        match e {
            ParseFenError::InvalidBoard => FenProblem::Board,
            ParseFenError::InvalidTurn => FenProblem::Turn,
            ParseFenError::InvalidCastling => FenProblem::Castling,
            ParseFenError::InvalidEpSquare => FenProblem::EnPassant,
            ParseFenError::InvalidHalfmoveClock => FenProblem::Halfmoves,
            ParseFenError::InvalidFullmoves => FenProblem::Fullmoves,
            _ => FenProblem::Whole,
        }
    }
}

impl<P> From<PositionError<P>> for FenProblem {
    /// The first of the position's faults, in the order a reader would
    /// mend them.
    fn from(e: PositionError<P>) -> FenProblem {
        let kinds = e.kinds();
        [
            (PositionErrorKinds::EMPTY_BOARD, FenProblem::EmptyBoard),
            (PositionErrorKinds::MISSING_KING, FenProblem::MissingKing),
            (PositionErrorKinds::TOO_MANY_KINGS, FenProblem::TooManyKings),
            (
                PositionErrorKinds::PAWNS_ON_BACKRANK,
                FenProblem::PawnsOnBackRank,
            ),
            (
                PositionErrorKinds::INVALID_CASTLING_RIGHTS,
                FenProblem::CastlingRights,
            ),
            (
                PositionErrorKinds::INVALID_EP_SQUARE,
                FenProblem::EnPassantSquare,
            ),
            (
                PositionErrorKinds::OPPOSITE_CHECK,
                FenProblem::OppositeCheck,
            ),
            (
                PositionErrorKinds::IMPOSSIBLE_CHECK,
                FenProblem::ImpossibleCheck,
            ),
            (
                PositionErrorKinds::TOO_MUCH_MATERIAL,
                FenProblem::TooMuchMaterial,
            ),
        ]
        .into_iter()
        .find(|(kind, _)| kinds.contains(*kind))
        .map_or(FenProblem::Whole, |(_, problem)| problem)
    }
}

/// The highest move number a FEN may give: the longest game the laws
/// allow (every 75 moves a capture or a pawn move) ends before move 9,000.
pub const MOST_MOVE_NUMBER: u32 = 10_000;

/// A legal standard-chess position from FEN given now (on the command
/// line, in a PGN file), with a move number no game passes.
pub fn position_from_fen(text: &str) -> Result<Chess, FenError> {
    let pos = recorded_position_from_fen(text)?;
    if pos.fullmoves().get() > MOST_MOVE_NUMBER {
        return Err(FenError {
            fen: text.to_string(),
            detail: FenProblem::MoveNumberTooHigh,
        });
    }
    Ok(pos)
}

/// A legal standard-chess position from the FEN a game file recorded:
/// one written before the move number had its bound still resumes.
pub fn recorded_position_from_fen(text: &str) -> Result<Chess, FenError> {
    let error = |detail: FenProblem| FenError {
        fen: text.to_string(),
        detail,
    };
    let fen: Fen = text
        .trim()
        .parse()
        .map_err(|e: ParseFenError| error(e.into()))?;
    fen.into_position(CastlingMode::Standard)
        .map_err(|e| error(e.into()))
}

/// Why no game can go on from a position: checkmate, stalemate, or no
/// mating material on either side.
pub fn over_at(pos: &Chess) -> Option<EndReason> {
    if pos.is_checkmate() {
        Some(EndReason::Checkmate)
    } else if pos.is_stalemate() {
        Some(EndReason::Stalemate)
    } else if pos.is_insufficient_material() {
        Some(EndReason::DeadPosition)
    } else {
        None
    }
}

impl Game {
    pub fn new(start: Chess) -> Game {
        Game {
            current: start.clone(),
            start,
            plies: Vec::new(),
        }
    }

    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// The position now.
    pub fn position(&self) -> &Chess {
        &self.current
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// Plays a move that is legal in the current position (as `MoveReader::read` returns).
    pub fn play(&mut self, m: Move) -> Result<(), MoveError> {
        let before = self.current.clone();
        match before.clone().play(m) {
            Ok(after) => {
                self.current = after;
                self.plies.push(Ply { before, played: m });
                Ok(())
            }
            Err(_) => Err(MoveError::Illegal(super::input::Illegal::KingInCheck)),
        }
    }

    /// Takes the game back to after its first `plies` half-moves; returns the
    /// moves taken back.
    pub fn truncate(&mut self, plies: usize) -> Vec<Move> {
        if plies >= self.plies.len() {
            return Vec::new();
        }
        let removed: Vec<Ply> = self.plies.split_off(plies);
        self.current = removed[0].before.clone();
        removed.into_iter().map(|p| p.played).collect()
    }

    /// Reads and plays a typed move.
    pub fn play_input(&mut self, reader: &MoveReader, input: &str) -> Result<Move, MoveError> {
        let m = reader.read(&self.current, input)?;
        self.play(m)?;
        Ok(m)
    }

    /// The (position before, move) pairs, for the scoresheet.
    pub fn sheet(&self) -> impl Iterator<Item = (&Chess, Move)> {
        self.plies.iter().map(|p| (&p.before, p.played))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::default() })]

        /// Any FEN text from elsewhere, a real one changed or anything at
        /// all: a position, or the reason there is none, never a panic.
        #[test]
        fn any_fen_text_is_read_or_explained(
            text in prop_oneof![
                "[rnbqkpRNBQKP1-8/]{0,70} [wb-] [KQkq-]{1,4} [a-h1-8-]{1,2} [0-9]{1,4} [0-9]{1,5}",
                "(r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R|[ -~]{0,8}) [ -~]{0,20}",
                any::<String>(),
            ]
        ) {
            match position_from_fen(&text) {
                Ok(pos) => prop_assert!(pos.legal_moves().len() <= 218),
                Err(e) => prop_assert_eq!(e.fen, text),
            }
        }
    }

    #[test]
    fn a_move_number_no_game_reaches_is_refused_where_a_fen_is_given() {
        let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 4294967295";
        let e = position_from_fen(fen).unwrap_err();
        assert_eq!(e.detail, FenProblem::MoveNumberTooHigh);
        assert!(position_from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 10000").is_ok());
        // A game file that recorded one still resumes.
        assert_eq!(
            recorded_position_from_fen(fen).unwrap().fullmoves().get(),
            u32::MAX
        );
    }

    #[test]
    fn bad_fen_is_explained() {
        let e = position_from_fen("not a fen").unwrap_err();
        assert_eq!(e.fen, "not a fen");
        assert_eq!(e.detail, FenProblem::Board);
        let detail = |fen| position_from_fen(fen).unwrap_err().detail;
        assert_eq!(detail("8/8/8/8/8/8/8/8 w - - 0 1"), FenProblem::EmptyBoard);
        assert_eq!(
            detail("4k3/8/8/8/8/8/8/8 w - - 0 1"),
            FenProblem::MissingKing
        );
        assert_eq!(detail("4k3/8/8/8/8/8/8/4K3 x - - 0 1"), FenProblem::Turn);
        assert_eq!(
            detail("4k3/8/8/8/8/8/8/4K2P w - - 0 1"),
            FenProblem::PawnsOnBackRank
        );
        assert_eq!(
            detail("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"),
            FenProblem::OppositeCheck
        );
        assert!(position_from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").is_ok());
    }

    #[test]
    fn positions_where_the_game_is_over() {
        let over = |fen| over_at(&position_from_fen(fen).unwrap());
        assert_eq!(
            over("R5k1/8/6K1/8/8/8/8/8 b - - 0 1"),
            Some(EndReason::Checkmate)
        );
        assert_eq!(
            over("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
            Some(EndReason::Stalemate)
        );
        assert_eq!(
            over("4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
            Some(EndReason::DeadPosition)
        );
        assert_eq!(over("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), None);
    }

    #[test]
    fn plays_typed_moves() {
        let mut game = Game::new(Chess::default());
        let reader = MoveReader::new(&[], None);
        game.play_input(&reader, "e4").unwrap();
        game.play_input(&reader, "e5").unwrap();
        assert_eq!(game.plies().len(), 2);
        assert!(game.play_input(&reader, "Ke3").is_err());
        assert_eq!(game.plies().len(), 2);
        assert_eq!(game.position().fullmoves().get(), 2);
        let back = game.truncate(1);
        assert_eq!(back.len(), 1);
        assert_eq!(game.plies().len(), 1);
        assert_eq!(game.position().turn(), shakmaty::Color::Black);
        assert!(game.truncate(5).is_empty());
    }
}
