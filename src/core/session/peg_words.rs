//! What is said of the peg board: where it differs from the game, the
//! numbered steps that put it right (D.2.9), `diff`, the electronic board's
//! readings against the game, and a peg entry that shows another move than
//! the one announced.

use shakmaty::{Move, Position};

use super::super::boards;

use super::*;

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
