//! Why an event does not fit the game. Events made by `Session::step` always
//! fit; these errors describe a journal that does not belong to its game.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, EnPassantMode, Move, Square};

use super::super::game::FenError;

/// Why one event cannot be applied.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ApplyError {
    #[error("the first event is not the start of a game")]
    NoStart,
    #[error("a second start")]
    SecondStart,
    /// The setup's start position is no legal position.
    #[error("{:?}", .0.detail)]
    StartPosition(FenError),
    #[error("an event after the end of the game")]
    AfterTheEnd,
    #[error("a move announced while another is pending or sealed")]
    MoveWhilePending,
    #[error("a move announced for the side not to move")]
    NotToMove { by: Color },
    /// A move that the position does not allow; `fen` is the position.
    #[error("\"{uci}\" is not legal in the position")]
    Illegal { uci: UciMove, fen: String },
    #[error("a correction with no pending move")]
    NothingToCorrect,
    #[error("a confirmation with no pending move")]
    NothingToConfirm,
    /// No pending move, or one of the other side.
    #[error("a press with no pending move")]
    NothingToPress { by: Color },
    /// Only the pending move, or else the last completed one, can be executed.
    #[error("a peg execution for a move that is not the last")]
    PegNotLast { ply: usize, plies: usize },
    /// A peg execution that starts on an empty square of the peg board.
    #[error("{square}: empty")]
    PegFromEmpty { square: Square },
    #[error("a rollback beyond the game")]
    RollbackBeyond { to_ply: usize, plies: usize },
    #[error("an illegal move declared before any move")]
    IllegalBeforeAnyMove,
    /// `by` did not make the last completed move, or a move is pending.
    #[error("an illegal move declared for a move that is not the last")]
    IllegalNotLast { by: Color },
    #[error("a sealed move while a move is pending, or by the side not to move")]
    SealOutOfTurn { by: Color },
    #[error("an unsealing with nothing sealed")]
    NothingSealed,
    #[error("a proposal while another waits for its answer")]
    ProposalOpen,
}

/// Why a journal's records do not make a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("event {}: {error}", .index + 1)]
pub struct ReplayError {
    /// 0-based index of the record.
    pub index: usize,
    pub error: ApplyError,
}

/// The move `uci` stands for in `pos`: parsed once, where it is applied.
pub(super) fn legal(pos: &Chess, uci: UciMove) -> Result<Move, ApplyError> {
    uci.to_move(pos).map_err(|_| illegal(pos, uci))
}

pub(super) fn illegal(pos: &Chess, uci: UciMove) -> ApplyError {
    ApplyError::Illegal {
        uci,
        fen: shakmaty::fen::Fen::from_position(pos, EnPassantMode::Legal).to_string(),
    }
}
