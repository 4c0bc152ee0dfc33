//! Why an event does not fit the game. Events made by `Session::step` always
//! fit; these errors describe a journal that does not belong to its game.
//! They are said only through the catalogues (`misfit-…` messages): the
//! journal's reader names the line and why, in the user's language.

use fluent_bundle::FluentArgs;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, EnPassantMode, Move, Square};

use super::super::game::FenError;
use crate::text::{Arg, Text};

/// Why one event cannot be applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ApplyError {
    NoStart,
    SecondStart,
    /// The setup's start position is no legal position.
    StartPosition(FenError),
    AfterTheEnd,
    MoveWhilePending,
    NotToMove {
        by: Color,
    },
    /// A move that the position does not allow; `fen` is the position.
    Illegal {
        uci: UciMove,
        fen: String,
    },
    NothingToCorrect,
    NothingToConfirm,
    /// No pending move, or one of the other side.
    NothingToPress {
        by: Color,
    },
    /// Only the pending move, or else the last completed one, can be executed.
    PegNotLast {
        ply: usize,
        plies: usize,
    },
    /// A peg execution that starts on an empty square of the peg board.
    PegFromEmpty {
        square: Square,
    },
    RollbackBeyond {
        to_ply: usize,
        plies: usize,
    },
    IllegalBeforeAnyMove,
    /// `by` did not make the last completed move, or a move is pending.
    IllegalNotLast {
        by: Color,
    },
    SealOutOfTurn {
        by: Color,
    },
    NothingSealed,
    ProposalOpen,
}

impl ApplyError {
    /// Why, in `t`'s language, as a clause.
    pub fn said(&self, t: &Text) -> String {
        match self {
            ApplyError::NoStart => t.misfit_no_start(),
            ApplyError::SecondStart => t.misfit_second_start(),
            ApplyError::StartPosition(e) => e.said(t),
            ApplyError::AfterTheEnd => t.misfit_after_the_end(),
            ApplyError::MoveWhilePending => t.misfit_move_while_pending(),
            ApplyError::NotToMove { by } => t.misfit_not_to_move(*by),
            ApplyError::Illegal { uci, fen } => t.misfit_illegal(&uci.to_string(), fen),
            ApplyError::NothingToCorrect => t.misfit_nothing_to_correct(),
            ApplyError::NothingToConfirm => t.misfit_nothing_to_confirm(),
            ApplyError::NothingToPress { by } => t.misfit_nothing_to_press(*by),
            ApplyError::PegNotLast { ply, plies } => t.misfit_peg_not_last(*ply, *plies),
            ApplyError::PegFromEmpty { square } => t.misfit_peg_from_empty(*square),
            ApplyError::RollbackBeyond { to_ply, plies } => {
                t.misfit_rollback_beyond(*to_ply, *plies)
            }
            ApplyError::IllegalBeforeAnyMove => t.misfit_illegal_before_any_move(),
            ApplyError::IllegalNotLast { by } => t.misfit_illegal_not_last(*by),
            ApplyError::SealOutOfTurn { by } => t.misfit_seal_out_of_turn(*by),
            ApplyError::NothingSealed => t.misfit_nothing_sealed(),
            ApplyError::ProposalOpen => t.misfit_proposal_open(),
        }
    }
}
crate::said_in_english!(ApplyError);

/// Why a journal's records do not make a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    /// 0-based index of the record.
    pub index: usize,
    pub error: ApplyError,
}

impl ReplayError {
    /// The line of the game file and why, in `t`'s language. Record i (from
    /// 0) is on line i + 2: the header is line 1.
    pub fn said(&self, t: &Text) -> String {
        t.event_misfit(self.index + 2, &self.error.said(t))
    }
}
crate::said_in_english!(ReplayError);

crate::messages! {
    /// Line `number` of a game file does not fit the game: `detail` says why.
    fn event_misfit(number: usize, detail: &str);
    fn misfit_no_start();
    fn misfit_second_start();
    fn misfit_after_the_end();
    fn misfit_move_while_pending();
    fn misfit_not_to_move(by: Color);
    /// `uci` in the position `fen`.
    fn misfit_illegal(uci: &str, fen: &str);
    fn misfit_nothing_to_correct();
    fn misfit_nothing_to_confirm();
    fn misfit_nothing_to_press(by: Color);
    /// An execution on the peg board for half-move `ply` of `plies`.
    fn misfit_peg_not_last(ply: usize, plies: usize);
    fn misfit_peg_from_empty(square: Square);
    fn misfit_rollback_beyond(to_ply: usize, plies: usize);
    fn misfit_illegal_before_any_move();
    fn misfit_illegal_not_last(by: Color);
    fn misfit_seal_out_of_turn(by: Color);
    fn misfit_nothing_sealed();
    fn misfit_proposal_open();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_misfit_is_said_in_the_users_language_with_its_line() {
        let e = ReplayError {
            index: 1,
            error: ApplyError::NotToMove { by: Color::Black },
        };
        let de = e.said(crate::text::Lang::De.text());
        assert!(de.starts_with("Zeile 3 "), "{de}");
        assert!(de.contains("Schwarz"), "{de}");
        assert!(e.to_string().starts_with("line 3 "), "{e}");
    }
}
