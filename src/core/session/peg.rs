//! The peg board mirror: the blind player's board as the moves were executed
//! on it, which may differ from the game.

use shakmaty::{Board, Chess, Move, Position, Role, Square};

use super::super::boards;
use super::Fold;
use super::error::{ApplyError, legal};
use super::event::{Event, PegExec};
use super::setup::Mirror;

/// A peg execution checked against the position it applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Execution {
    /// As the move announced, whichever it is by the press.
    Announced,
    Move(Move),
    Squares {
        from: Square,
        to: Square,
        promotion: Option<Role>,
    },
}

impl Execution {
    /// `exec` in the position `before` the move it executes.
    fn of(exec: PegExec, before: &Chess) -> Result<Execution, ApplyError> {
        Ok(match exec {
            PegExec::Announced => Execution::Announced,
            PegExec::Move { uci } => Execution::Move(legal(before, uci)?),
            PegExec::Squares {
                from,
                to,
                promotion,
            } => Execution::Squares {
                from,
                to,
                promotion,
            },
        })
    }

    /// Carries out the execution of `announced` on `board`.
    fn execute(self, board: &mut Board, announced: Move) -> Result<(), ApplyError> {
        match self {
            Execution::Announced => boards::execute(board, announced),
            Execution::Move(m) => boards::execute(board, m),
            Execution::Squares {
                from,
                to,
                promotion,
            } => boards::execute_squares(board, from, to, promotion)
                .map_err(|_| ApplyError::PegFromEmpty { square: from })?,
        }
        Ok(())
    }
}

#[derive(Debug, Clone)]
pub(super) struct PegMirror {
    /// The peg board after the completed moves as they were executed there.
    board: Board,
    /// The peg board before the last completed move's execution, so that
    /// execution can still be corrected; `None` after a restore, when the
    /// last completed move was executed long before the board was last seen.
    before_last: Option<Board>,
    /// How the pending move was executed; `None` while not entered (strict
    /// mirror) or with no move pending.
    pending: Option<Execution>,
    /// The peg board as it stood after the last event, pending move included:
    /// what the blind player has in front of him when the game is restored.
    seen: Board,
    differs: bool,
    /// Whether the last applied event made the boards differ (`Some(true)`)
    /// or agree again (`Some(false)`).
    news: Option<bool>,
}

impl PegMirror {
    /// A peg board set up as `start`.
    pub fn new(start: &Chess) -> PegMirror {
        PegMirror {
            board: start.board().clone(),
            before_last: Some(start.board().clone()),
            pending: None,
            seen: start.board().clone(),
            differs: false,
            news: None,
        }
    }

    /// A peg board set up as `now`, a game taken over with its moves: how
    /// the last of them was executed there is not known, so no `peg` entry
    /// corrects it (as after a restore).
    pub fn taken_over(now: &Chess) -> PegMirror {
        PegMirror {
            before_last: None,
            ..PegMirror::new(now)
        }
    }

    /// Whether the pending move's execution is known.
    pub fn pending_known(&self) -> bool {
        self.pending.is_some()
    }
    pub fn differs(&self) -> bool {
        self.differs
    }
    pub fn news(&self) -> Option<bool> {
        self.news
    }

    /// The board a `peg` entry applies to: before the pending move, or else
    /// before the last completed one (none after a restore).
    pub fn board_before(&self, pending: bool) -> Option<&Board> {
        if pending {
            Some(&self.board)
        } else {
            self.before_last.as_ref()
        }
    }

    /// Applies the peg board's part of an event; `fold` shows the game after
    /// it. An execution that does not fit is refused before anything changes.
    pub fn apply(&mut self, event: &Event, fold: &Fold) -> Result<(), ApplyError> {
        match event {
            Event::Announced { .. } => {
                self.pending =
                    (fold.setup.mirror == Mirror::Assumed).then_some(Execution::Announced);
            }
            Event::PegExecuted { ply, exec } => {
                let plies = fold.game.plies();
                if let Some(p) = fold.pending.filter(|_| *ply == plies.len()) {
                    let done = Execution::of(*exec, fold.game.position())?;
                    done.execute(&mut self.board.clone(), p.played)?;
                    self.pending = Some(done);
                } else if let Some(before) = self
                    .before_last
                    .as_ref()
                    .filter(|_| *ply + 1 == plies.len())
                {
                    let last = &plies[*ply];
                    let mut board = before.clone();
                    Execution::of(*exec, &last.before)?.execute(&mut board, last.played)?;
                    self.board = board;
                } else {
                    return Err(ApplyError::PegNotLast {
                        ply: *ply,
                        plies: plies.len(),
                    });
                }
            }
            Event::PegFixed => {
                self.board = fold.game.position().board().clone();
                if self.pending.is_some() {
                    self.pending = Some(Execution::Announced);
                }
            }
            // Under --mirror strict the sealed move played at resumption is
            // on the peg board only once it is entered (`peg ok`): until
            // then the boards differ.
            Event::Unsealed if fold.setup.mirror == Mirror::Strict => {
                self.before_last = Some(self.board.clone());
            }
            Event::Completed { .. } | Event::Unsealed => {
                let done = match event {
                    Event::Completed { .. } => self.pending.take(),
                    _ => None,
                };
                if let Some(last) = fold.game.plies().last() {
                    let mut board = self.board.clone();
                    done.unwrap_or(Execution::Announced)
                        .execute(&mut board, last.played)?;
                    self.before_last = Some(std::mem::replace(&mut self.board, board));
                }
            }
            // The move that ended the game is announced again, corrected:
            // the peg board is as before it, and the correction pending.
            Event::EndCorrected { .. } => {
                if let Some(before) = self.before_last.take() {
                    self.board = before;
                }
                self.pending =
                    (fold.setup.mirror == Mirror::Assumed).then_some(Execution::Announced);
            }
            // The sealed move is played on the boards at resumption.
            Event::Sealed { .. } => self.pending = None,
            Event::RolledBack { .. } | Event::IllegalDeclared { .. } => {
                // D.2.9: the peg board does not follow a restore by itself. It
                // stays as it was last seen, the boards count as different
                // until it is put right (`peg fixed`) or shown equal.
                self.board = self.seen.clone();
                self.before_last = None;
                self.pending = None;
            }
            _ => {}
        }
        self.seen = self.board_now(fold);
        let differs = self.seen != self.game_board(fold);
        self.news = (differs != self.differs).then_some(differs);
        self.differs = differs;
        Ok(())
    }

    /// The peg board as it stands: the completed moves as executed there, and
    /// the pending move if its execution is known.
    pub fn board_now(&self, fold: &Fold) -> Board {
        let mut board = self.board.clone();
        if let (Some(p), Some(done)) = (fold.pending, self.pending) {
            // Checked when the execution was recorded.
            let _ = done.execute(&mut board, p.played);
        }
        board
    }

    /// What the peg board should show: the game, with the pending move if its
    /// execution is known.
    pub fn game_board(&self, fold: &Fold) -> Board {
        let position = fold.game.position();
        match fold.pending {
            Some(p) if self.pending.is_some() => {
                let after = position
                    .clone()
                    .play(p.played)
                    .expect("pending moves are legal");
                after.board().clone()
            }
            _ => position.board().clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeControl;
    use crate::game::Game;
    use crate::session::setup::Setup;
    use shakmaty::Color;

    #[test]
    fn the_last_move_is_executed_again_from_the_board_before_it() {
        let setup = Setup::manual(TimeControl::parse("15+10").unwrap());
        let mut game = Game::new(Chess::default());
        let mut peg = PegMirror::new(game.position());
        game.play(legal(game.position(), "e2e4".parse().unwrap()).unwrap())
            .unwrap();
        let fold = Fold::settled(&setup, &game);
        let press = Event::Completed {
            by: Color::White,
            auto: false,
        };
        peg.apply(&press, &fold).unwrap();
        assert!(!peg.differs());
        let wrong = PegExec::Squares {
            from: Square::E2,
            to: Square::E3,
            promotion: None,
        };
        peg.apply(
            &Event::PegExecuted {
                ply: 0,
                exec: wrong,
            },
            &fold,
        )
        .unwrap();
        assert_eq!(peg.news(), Some(true));
        let right = PegExec::Announced;
        peg.apply(
            &Event::PegExecuted {
                ply: 0,
                exec: right,
            },
            &fold,
        )
        .unwrap();
        assert_eq!(peg.news(), Some(false));
        assert_eq!(peg.board_now(&fold), peg.game_board(&fold));
        let later = Event::PegExecuted {
            ply: 1,
            exec: right,
        };
        assert_eq!(
            peg.apply(&later, &fold),
            Err(ApplyError::PegNotLast { ply: 1, plies: 1 })
        );
    }
}
