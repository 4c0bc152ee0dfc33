//! What comparing the scoresheets says (FIDE Laws 2017 D.2.9; the program's
//! rule: moves missing at the end of the other sheet are no difference):
//! agreement as far as the other sheet is written, moves it has beyond the
//! game, or the first difference and the proposal to go back; and the
//! actions, `compare` and `rollback`.

use shakmaty::{Color, Position};

use super::super::laws::Rule;
use super::super::notation;
use super::super::scoresheet::Outcome;
use super::super::text;

use super::*;

impl Session {
    /// What comparing with the other scoresheet found (FIDE Laws 2017 D.2.9;
    /// a sheet that stops early is no difference): equal as far as it is
    /// written, the board to put right; ahead of the game; or the first
    /// difference and the proposal.
    pub(super) fn comparison_says(&self, sheet: &str, ctx: &Context) -> Vec<Say> {
        let t = self.setup.lang.text();
        let c = self.compared(sheet, ctx);
        let through = self.back_to(c.agree);
        let mut says = Vec::new();
        match &c.outcome {
            Outcome::Same => says.push(t.sheets_agree(&through)),
            Outcome::Behind { missing } => {
                says.push(t.sheets_behind(&through));
                // A player may reply before writing down only his last move;
                // a sheet further behind is brought up to date before any
                // board is judged by it.
                if *missing > 2 {
                    says.push(t.sheet_far_behind());
                    return says.into_iter().map(Say::private).collect();
                }
            }
            Outcome::Ahead { extra, then } => {
                // Said in the game's letters, whatever letters the sheet uses.
                let letters = self.setup.letters;
                if extra.is_empty() {
                    says.push(t.sheets_agree(&through));
                } else {
                    let (number, side) = self.after_plies(c.agree);
                    let written: Vec<String> = extra
                        .iter()
                        .map(|e| notation::written(&e.before, e.played, letters))
                        .collect();
                    // The sheets may agree through the announced move: the
                    // game stands before it until it is completed.
                    let announced = self
                        .pending
                        .as_ref()
                        .filter(|_| c.agree > self.game.plies().len());
                    says.push(t.sheets_ahead(
                        &through,
                        announced.is_some(),
                        number,
                        side,
                        &written.join(" "),
                    ));
                    // The move the other sheet goes on with waits for the
                    // announced one to be completed.
                    if let Some(p) = announced {
                        says.push(self.not_completed(p.by, ctx));
                    }
                }
                if let Some(bad) = then.as_ref().filter(|b| b.misnumbered.is_some()) {
                    says.push(text::sheet_entry_problem(
                        self.setup.lang,
                        bad,
                        letters,
                        false,
                    ));
                } else if let Some(bad) = then {
                    let fits = if bad.fits.is_empty() {
                        "none".to_string()
                    } else {
                        text::candidates(self.setup.lang, &bad.before, &bad.fits, letters)
                    };
                    says.push(t.sheet_ahead_stops(&bad.text, &fits));
                }
                return says.into_iter().map(Say::private).collect();
            }
            Outcome::Differs { theirs, .. } => {
                let theirs = notation::written(&theirs.before, theirs.played, self.setup.letters);
                let mut says = vec![Say::private(self.divergence_text(c.agree, &theirs))];
                // At the announced move the sheets differ in what was said,
                // not yet in the game: the announcement can still be put right.
                if let Some(p) = self
                    .pending
                    .as_ref()
                    .filter(|_| c.agree == self.game.plies().len())
                {
                    let ours = notation::written(self.position(), p.played, self.setup.letters);
                    says.push(Say::private(t.sheets_differ_announced(&ours, &theirs)));
                }
                return says;
            }
            Outcome::Unreadable(bad) => {
                return vec![Say::private(text::sheet_entry_problem(
                    self.setup.lang,
                    bad,
                    self.setup.letters,
                    false,
                ))];
            }
        }
        // As far as written the sheets agree: the board that differs is put right.
        let rule = self.setup.laws.article(Rule::Discrepancy);
        if self.peg.differs() {
            says.push(t.correct_peg_board(rule));
            says.extend(self.step_lines(ctx));
        } else {
            says.push(t.correct_other_board(rule));
        }
        says.into_iter().map(Say::private).collect()
    }

    /// The move number and side to move after the first `plies` half-moves
    /// (the announced move counted).
    fn after_plies(&self, plies: usize) -> (u32, Color) {
        let pos = match self.game.plies().get(plies) {
            Some(p) => p.before.clone(),
            None => match &self.pending {
                Some(p) if plies > self.game.plies().len() => self
                    .position()
                    .clone()
                    .play(p.played)
                    .expect("the announced move is legal"),
                _ => self.position().clone(),
            },
        };
        (pos.fullmoves().get(), pos.turn())
    }

    /// Where the other scoresheet leaves the game, and the proposal to go back.
    fn divergence_text(&self, agree: usize, theirs: &str) -> String {
        let t = self.setup.lang.text();
        let (number, side) = self.after_plies(agree);
        let ours = match self.game.plies().get(agree) {
            Some(p) => notation::written(&p.before, p.played, self.setup.letters),
            None => match &self.pending {
                Some(p) => notation::written(self.position(), p.played, self.setup.letters),
                None => t.nothing_written(),
            },
        };
        let to_ply = agree.min(self.game.plies().len());
        let snap = self.snapshot(to_ply).expect("a snapshot after every move");
        t.sheets_differ(&text::SheetsDiffer {
            number: number as usize,
            side,
            ours: &ours,
            theirs,
            back_to: &self.back_to(to_ply),
            white_left: snap[Color::White].left,
            black_left: snap[Color::Black].left,
            rule: self.setup.laws.article(Rule::Discrepancy),
        })
    }
}

impl Session {
    /// `compare SHEET`: the other scoresheet read and compared (D.2.9).
    pub(super) fn compare(&self, sheet: &str, ctx: &Context) -> Result<Vec<Event>, Refusal> {
        let c = self.compared(sheet, ctx);
        if let Outcome::Unreadable(bad) = c.outcome {
            return Err(Refusal::SheetUnreadable(bad));
        }
        Ok(vec![Event::Compared {
            sheet: sheet.trim().to_string(),
            agree: c.agree,
            equal: !c.differs(),
        }])
    }

    /// `rollback`: back to the last move the sheets agree on, proposed.
    pub(super) fn rollback(&self) -> Result<Vec<Event>, Refusal> {
        match self.arbiter.comparison() {
            Some((agree, false)) => {
                let to_ply = agree.min(self.game.plies().len());
                let snap = self.snapshot(to_ply).expect("a snapshot after every move");
                Ok(vec![proposed(vec![Event::RolledBack {
                    to_ply,
                    white: snap[Color::White],
                    black: snap[Color::Black],
                    rule: Some(self.setup.laws.article(Rule::Discrepancy).to_string()),
                }])])
            }
            _ => Err(Refusal::NothingToRollBack),
        }
    }
}

impl Session {
    /// What is said of a comparison of the scoresheets, and of play gone
    /// back to where they agree, with the clocks set.
    pub(super) fn compare_said(&self, event: &Event, ctx: &Context) -> Vec<Say> {
        let t = self.setup.lang.text();
        match event {
            Event::Compared { sheet, .. } => self.comparison_says(sheet, ctx),
            Event::RolledBack {
                to_ply,
                white,
                black,
                ..
            } => vec![Say::private(t.rolled_back(
                &self.back_to(*to_ply),
                white.left,
                black.left,
                self.position().turn(),
            ))],
            _ => vec![],
        }
    }
}
