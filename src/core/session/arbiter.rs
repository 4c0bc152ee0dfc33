//! What is kept for the arbiter: illegal moves counted, touched pieces, the
//! last scoresheet comparison, and the article the next decision applies.

use shakmaty::{ByColor, Color, Square};

use super::super::clock::Stamp;
use super::super::laws::Rule;
use super::Fold;
use super::event::Event;

/// A touched piece reported for the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Touch {
    pub at: Stamp,
    pub by: Color,
    pub square: Square,
    /// Half-moves completed when it happened.
    pub ply: usize,
}

/// An illegal move made on a board and reported for the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub at: Stamp,
    pub by: Color,
    /// The move as typed.
    pub input: String,
    /// Half-moves completed when it happened: the position it was made in.
    pub ply: usize,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Default)]
pub(super) struct Arbiter {
    illegal: ByColor<u32>,
    touches: Vec<Touch>,
    reports: Vec<Report>,
    /// The last scoresheet comparison: half-moves agreed, and whether equal.
    comparison: Option<(usize, bool)>,
    /// The article of the last penalty or procedure proposed, which the
    /// arbiter's following time or result decision applies.
    proposed_rule: Option<String>,
}

impl Arbiter {
    pub fn illegal_count(&self, color: Color) -> u32 {
        self.illegal[color]
    }
    pub fn touches(&self) -> &[Touch] {
        &self.touches
    }
    pub fn reports(&self) -> &[Report] {
        &self.reports
    }
    pub fn comparison(&self) -> Option<(usize, bool)> {
        self.comparison
    }
    pub fn proposed_rule(&self) -> Option<&str> {
        self.proposed_rule.as_deref()
    }

    /// Applies the arbiter's part of an event; `fold.game` is the game after it.
    pub fn apply(&mut self, at: Stamp, event: &Event, fold: &Fold) {
        let laws = fold.setup.laws;
        match event {
            // A proposal is answered before play goes on; later decisions
            // apply their own articles.
            Event::Completed { .. } => self.proposed_rule = None,
            Event::Claimed { correct: false, .. } => {
                self.proposed_rule = Some(laws.incorrect_claim_rule().to_string());
            }
            Event::Compared { agree, equal, .. } => {
                self.comparison = Some((*agree, *equal));
                if !equal {
                    self.proposed_rule = Some(laws.article(Rule::Discrepancy).to_string());
                }
            }
            Event::RolledBack { .. } => self.comparison = None,
            Event::Touched { by, square } => self.touches.push(Touch {
                at,
                by: *by,
                square: *square,
                ply: fold.game.plies().len(),
            }),
            Event::IllegalDeclared { by, count, .. } => {
                self.illegal[*by] = *count;
                // The penalty (2 minutes, or the loss) stands in the same
                // article as the limit: 7.5.3 in 2017, 7.5b in 2014, 7.4b before.
                self.proposed_rule = Some(laws.article(Rule::IllegalMoveLimit).to_string());
            }
            Event::IllegalReported {
                by,
                input,
                count,
                rule,
            } => {
                self.illegal[*by] = *count;
                self.proposed_rule = Some(laws.article(Rule::IllegalMoveLimit).to_string());
                self.reports.push(Report {
                    at,
                    by: *by,
                    input: input.clone(),
                    ply: fold.game.plies().len(),
                    rule: rule.clone(),
                });
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::clock::TimeControl;
    use crate::core::game::Game;
    use crate::core::laws::Laws;
    use crate::core::session::setup::Setup;
    use shakmaty::Chess;

    #[test]
    fn a_proposal_stands_until_the_next_press() {
        let mut setup = Setup::manual(TimeControl::parse("15+10").unwrap());
        setup.laws = Laws::Y2014;
        let game = Game::new(Chess::default());
        let fold = Fold::settled(&setup, &game);
        let mut arbiter = Arbiter::default();
        let illegal = Event::IllegalDeclared {
            by: Color::Black,
            count: 1,
            rule: None,
        };
        arbiter.apply(Stamp(0), &illegal, &fold);
        assert_eq!(arbiter.illegal_count(Color::Black), 1);
        assert_eq!(arbiter.proposed_rule(), Some("7.5b"));
        // Time passing is no answer to it.
        arbiter.apply(Stamp(1), &Event::Waited, &fold);
        assert_eq!(arbiter.proposed_rule(), Some("7.5b"));
        let press = Event::Completed {
            by: Color::Black,
            auto: false,
        };
        arbiter.apply(Stamp(2), &press, &fold);
        assert_eq!(arbiter.proposed_rule(), None);
        assert_eq!(arbiter.illegal_count(Color::Black), 1);
    }
}
