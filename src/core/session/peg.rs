//! The peg board mirror (D.2.2, D.2.3, D.2.9): the blind player's board as
//! the moves were executed on it, which may differ from the game; a peg
//! entry read and checked (`peg`); and what is said of it: where it differs
//! from the game, the numbered steps that put it right, `diff`, the
//! electronic board's readings against the game, and a peg entry that
//! shows another move than the one announced.

use shakmaty::{Board, Chess, Move, Position, Role, Square};

use super::super::boards;
use super::super::notation::Letters;
use super::Fold;
use super::error::{ApplyError, legal};
use super::event::{Event, PegExec};
use super::setup::Mirror;
use super::*;

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

impl Session {
    /// `peg …`: how the pending move, or else the last completed one, was
    /// executed on the peg board.
    pub(super) fn peg(&self, input: &PegInput, ctx: &Context) -> Result<Vec<Event>, Refusal> {
        let plies = self.game.plies();
        let (ply, before) = match &self.pending {
            Some(_) => (plies.len(), self.position()),
            None => match plies.last() {
                Some(last) => (plies.len() - 1, &last.before),
                None => return Err(Refusal::NothingToPeg),
            },
        };
        let board = self
            .peg
            .board_before(self.pending.is_some())
            .ok_or(Refusal::NothingToPeg)?;
        let exec = match input {
            PegInput::AsAnnounced => PegExec::Announced,
            PegInput::Move(text) => {
                let m = ctx
                    .reader
                    .read(before, text)
                    .map_err(|error| Refusal::Move {
                        input: text.trim().to_string(),
                        error,
                    })?;
                PegExec::Move {
                    uci: UciMove::from_standard(m),
                }
            }
            PegInput::Squares(from, to, promotion) => {
                let bad = || Refusal::BadPegSquares(format!("{from} {to}"));
                let (from_sq, to_sq) = square(from).zip(square(to)).ok_or_else(bad)?;
                if board.piece_at(from_sq).is_none() || from_sq == to_sq {
                    return Err(bad());
                }
                // A promotion letter of any letter set.
                let promotion = match promotion {
                    Some(p) => {
                        let letter = p.chars().next().map(|c| c.to_ascii_uppercase());
                        let role =
                            letter.and_then(|c| Letters::ALL.into_iter().find_map(|l| l.role(c)));
                        Some(role.ok_or_else(bad)?)
                    }
                    None => None,
                };
                PegExec::Squares {
                    from: from_sq,
                    to: to_sq,
                    promotion,
                }
            }
        };
        Ok(vec![Event::PegExecuted { ply, exec }])
    }
}

/// A square as typed: "e4", " E4".
pub(super) fn square(text: &str) -> Option<Square> {
    text.trim().to_ascii_lowercase().parse().ok()
}

impl Session {
    /// The legal move, other than the one the blind player announced, that
    /// his peg board shows made: the announcement may be the slip (D.2.8),
    /// put right with `fix` before the clock is pressed. (The opponent's
    /// move is made on the other board; a peg board that differs from it was
    /// executed wrongly, and the steps put it right.)
    pub(super) fn pegged_instead(&self) -> Option<Move> {
        let pending = self.pending.as_ref().filter(|p| p.by == self.setup.blind)?;
        let peg = self.peg_board();
        let pos = self.position();
        let mut fits = pos.legal_moves().into_iter().filter(|&m| {
            m != pending.played && pos.clone().play(m).is_ok_and(|after| *after.board() == peg)
        });
        let m = fits.next()?;
        fits.next().is_none().then_some(m)
    }

    /// What differs between the peg board and the game, in the voice's words,
    /// one item for each difference.
    fn discrepancies(&self, ctx: &Context) -> Vec<String> {
        self.worded(ctx, &self.peg_board(), &self.game_board())
    }

    /// What differs between a board (`have`) and `want`, in the voice's
    /// words, one item for each piece.
    fn worded(&self, ctx: &Context, have: &shakmaty::Board, want: &shakmaty::Board) -> Vec<String> {
        let t = self.setup.lang.text();
        let v = &ctx.voice;
        boards::discrepancies(have, want)
            .into_iter()
            .map(|d| match d {
                boards::Discrepancy::Misplaced {
                    piece,
                    on,
                    should_be,
                } => t.misplaced(
                    v.piece(piece.role),
                    &self.square_words(on, ctx),
                    &self.square_words(should_be, ctx),
                ),
                boards::Discrepancy::Extra { piece, on } => t.extra(
                    piece.color,
                    v.piece(piece.role),
                    &self.square_words(on, ctx),
                ),
                boards::Discrepancy::Missing { piece, on } => t.missing(
                    piece.color,
                    v.piece(piece.role),
                    &self.square_words(on, ctx),
                ),
                boards::Discrepancy::Replaced { have, want, on } => t.replaced(
                    have.color,
                    v.piece(have.role),
                    want.color,
                    v.piece(want.role),
                    &self.square_words(on, ctx),
                ),
            })
            .collect()
    }

    /// "The peg board differs: …", a line for each difference, so that a
    /// braille display shows each one whole.
    pub(super) fn differs_lines(&self, ctx: &Context) -> Vec<String> {
        let t = self.setup.lang.text();
        self.discrepancies(ctx)
            .iter()
            .map(|item| t.board_differs(item))
            .collect()
    }

    /// The steps that put the peg board right, in the voice's words.
    fn steps(&self, ctx: &Context) -> Vec<String> {
        let t = self.setup.lang.text();
        let v = &ctx.voice;
        boards::steps(&self.peg_board(), &self.game_board())
            .into_iter()
            .map(|step| match step {
                boards::PegAction::Move { piece, from, to } => t.step_move(
                    v.piece(piece.role),
                    &self.square_words(from, ctx),
                    &self.square_words(to, ctx),
                ),
                boards::PegAction::Remove { piece, from } => t.step_remove(
                    piece.color,
                    v.piece(piece.role),
                    &self.square_words(from, ctx),
                ),
                boards::PegAction::PutBack { piece, on } => t.step_put_back(
                    piece.color,
                    v.piece(piece.role),
                    &self.square_words(on, ctx),
                ),
                boards::PegAction::Lift { piece, from } => {
                    t.step_lift(v.piece(piece.role), &self.square_words(from, ctx))
                }
                boards::PegAction::Place { piece, on } => {
                    t.step_place(v.piece(piece.role), &self.square_words(on, ctx))
                }
            })
            .collect()
    }

    /// The steps that put the peg board right, a numbered line each ("Step 2
    /// of 3: …", standing alone), then how to say it is done.
    pub(super) fn step_lines(&self, ctx: &Context) -> Vec<String> {
        self.numbered(self.steps(ctx))
    }

    fn numbered(&self, steps: Vec<String>) -> Vec<String> {
        let t = self.setup.lang.text();
        let count = steps.len();
        let mut lines: Vec<String> = steps
            .iter()
            .enumerate()
            .map(|(i, step)| t.step_line(i + 1, count, step))
            .collect();
        lines.push(t.peg_fixed_hint());
        lines
    }

    /// In how many places the peg board differs from the game, counted as
    /// `diff` counts them (a piece on the wrong square is one place).
    /// Whether the peg board, as it stands before the announced move `m`,
    /// can carry it out: the piece on its square, and no piece of the same
    /// side where it goes (a pawn onto a square where the player's own
    /// knight still stands on the peg board cannot).
    pub(super) fn peg_can_carry_out(&self, m: shakmaty::Move) -> bool {
        let Some(board) = self.peg.board_before(true) else {
            return true;
        };
        let side = self.position().turn();
        match m {
            shakmaty::Move::Castle { king, rook } => {
                board.piece_at(king) == Some(side.king())
                    && board.piece_at(rook) == Some(side.rook())
            }
            m => {
                let from_ok = m
                    .from()
                    .is_some_and(|from| board.piece_at(from) == Some(m.role().of(side)));
                from_ok && board.color_at(m.to()) != Some(side)
            }
        }
    }

    pub fn difference_count(&self, ctx: &Context) -> usize {
        if self.peg.differs() {
            self.discrepancies(ctx).len()
        } else {
            0
        }
    }

    /// `diff`: how far the peg board is from the game, every difference and
    /// every step, a line each.
    pub fn diff_report(&self, ctx: &Context) -> Vec<String> {
        let t = self.setup.lang.text();
        if !self.peg.differs() {
            // Under --mirror strict the announced move's execution is not
            // known until it is entered: the boards agree only before it.
            if self.pending.is_some() && self.next_step() == "peg" {
                return vec![t.diff_peg_pending(), t.diff_peg_enter()];
            }
            // With the announced move on it, as assumed: marked.
            return self
                .shown_mark(ctx)
                .into_iter()
                .chain([t.boards_agree()])
                .collect();
        }
        let items = self.discrepancies(ctx);
        let steps = self.steps(ctx);
        let mut lines = vec![t.diff_heading(items.len(), steps.len())];
        lines.extend(items.iter().map(|item| t.diff_item(item)));
        lines.extend(self.numbered(steps));
        lines
    }

    /// Where the sighted player's electronic board (`board`, as read)
    /// differs from the game as announced: a heading and a line a piece, in
    /// the words of `diff`.
    pub fn eboard_report(&self, ctx: &Context, board: &shakmaty::Board) -> Vec<String> {
        let t = self.setup.lang.text();
        let items = self.worded(ctx, board, self.shown_position().board());
        let mut lines = vec![t.eboard_differs(items.len())];
        lines.extend(items.iter().map(|item| t.eboard_item(item)));
        lines
    }

    /// The question after a promotion read from the board to another piece
    /// than a queen.
    pub fn eboard_promotion(&self, ctx: &Context, m: shakmaty::Move) -> String {
        let t = self.setup.lang.text();
        let role = m.promotion().unwrap_or(shakmaty::Role::Queen);
        t.eboard_promotion(ctx.voice.piece(role), &self.square_words(m.to(), ctx))
    }

    pub fn eboard_agrees(&self) -> String {
        self.setup.lang.text().eboard_agrees()
    }
}

impl Session {
    /// What is said of the peg board put right; an execution entered says
    /// nothing more than its checks did.
    pub(super) fn peg_said(&self, event: &Event) -> Vec<Say> {
        let t = self.setup.lang.text();
        match event {
            // Under --mirror strict, put right before the announced move:
            // its execution is still to be entered.
            Event::PegFixed if self.pending.is_some() && self.next_step() == "peg" => vec![
                Say::private(t.diff_peg_pending()),
                Say::private(t.diff_peg_enter()),
            ],
            Event::PegFixed => vec![Say::private(t.peg_fixed())],
            _ => vec![],
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
