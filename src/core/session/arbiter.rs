//! What is kept for the arbiter: illegal moves counted (what they cost is
//! `illegal`'s), touched pieces (`touch`), the last scoresheet comparison,
//! the article the next decision applies, and every decision and
//! correction for the record; and what the edition's laws give: the
//! penalty of an incorrect claim, and the flags down.

use shakmaty::{ByColor, Color, Move, Position, Square};

use super::super::clock::{Span, Stamp};
use super::super::laws::Breach;
use super::super::laws::{BothFlags, Rule};
use super::super::outcome::{ClaimKind, EndReason, GameResult};
use super::Refusal;
use super::event::Event;
use super::peg::square;
use super::{Context, Fold, Say, Session};

/// A touched piece reported for the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Touch {
    /// The order of the record's notes: each note's place among all.
    pub seq: usize,
    pub at: Stamp,
    pub by: Color,
    pub square: Square,
    /// Who was to move, where known.
    pub turn: Option<Color>,
    /// Half-moves completed when it happened.
    pub ply: usize,
}

/// An illegal move made on a board and reported for the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub seq: usize,
    pub at: Stamp,
    pub by: Color,
    /// The move as typed.
    pub input: String,
    /// Half-moves completed when it happened: the position it was made in.
    pub ply: usize,
    pub rule: Option<String>,
    /// The player's illegal moves with this one.
    pub count: u32,
    /// The clock was pressed after it: an illegal move the laws penalise.
    pub completed: bool,
}

/// A decision of the arbiter's, or a correction, as the record keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// An announcement corrected before the press (D.2.8): `from` was said first.
    Corrected { by: Color, from: Move, to: Move },
    /// The last completed move declared illegal: `count` is the player's.
    Illegal {
        by: Color,
        count: u32,
        rule: Option<String>,
    },
    /// A draw claimed in a quickplay finish, with the claimant's time left.
    QuickplayClaim { by: Color, left: Span, rule: String },
    /// An increment for both players from now on (III.4, G4).
    IncrementSet { span: Span, rule: Option<String> },
    /// A time control reached: `by`'s move `moves` completed its period,
    /// and the next added `added`.
    ControlReached { by: Color, moves: u32, added: Span },
    /// 2017 7.7 / 7.8, counted as an illegal move.
    Breach {
        by: Color,
        breach: Breach,
        count: u32,
        rule: Option<String>,
    },
    /// Time added (or, negative, taken) by a decision.
    TimeAdded {
        color: Color,
        span: Span,
        rule: Option<String>,
    },
    ClockSet {
        color: Color,
        left: Span,
        rule: Option<String>,
    },
    /// A claim as found: correct or not.
    Claim {
        by: Color,
        kind: ClaimKind,
        correct: bool,
        /// The move written with it (9.2 / 9.3), binding.
        written: Option<Move>,
    },
    /// A correct claim the arbiter did not uphold: it counts as incorrect.
    NotUpheld { by: Color },
    /// A proposal answered no: what it would have recorded.
    Declined(Vec<Event>),
    /// A draw offer declined, by word or by a move.
    OfferDeclined { by: Color },
    /// A result recorded and then overruled by the arbiter's.
    Overruled {
        result: GameResult,
        reason: EndReason,
        by: Option<Color>,
    },
    /// A draw offered (9.1.2.2: marked "(=)"), each offer on its own.
    /// `before_move`: made on the offerer's turn before he moved (9.1.2.1
    /// asks for it after the move): noted with the move he then made.
    DrawOffered { by: Color, before_move: bool },
    /// A flag fell: the clock showed no time left.
    FlagFell { color: Color },
    /// The game went back (D.2.9) to after `to_ply` half-moves, the clocks
    /// set to what they showed then.
    RolledBack {
        to_ply: usize,
        white: Span,
        black: Span,
        rule: Option<String>,
    },
    /// A recorded result taken back with the move that ended the game (a
    /// slip corrected, a rollback, an illegal move).
    EndTakenBack {
        result: GameResult,
        reason: EndReason,
        by: Option<Color>,
    },
    /// The move sealed: the game adjourned.
    Sealed { by: Color },
    /// The reply sealed for the absent first sealer (I.9.3).
    SealedForAbsent { by: Color },
    /// The replier absent at resumption: his clock started (I.9.2).
    ReplierStarted { by: Color },
    /// A move to seal refused as no legal move (I.8).
    SealRefused { by: Color },
    /// The game resumed: the sealed move played.
    Resumed,
}

/// A decision and where it stands: after `ply` half-moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Noted {
    pub seq: usize,
    pub at: Stamp,
    pub ply: usize,
    pub decision: Decision,
}

#[derive(Debug, Clone, Default)]
pub(super) struct Arbiter {
    /// Every decision and correction, in order.
    decisions: Vec<Noted>,
    /// The next note's place among all the record's notes.
    seq: usize,
    illegal: ByColor<u32>,
    touches: Vec<Touch>,
    reports: Vec<Report>,
    /// The last scoresheet comparison: half-moves agreed, and whether equal.
    comparison: Option<(usize, bool)>,
    /// The article of the last penalty or procedure proposed, which the
    /// arbiter's following time or result decision applies.
    proposed_rule: Option<String>,
    /// The result recorded, until a correction or a restore takes it back.
    ended: Option<(GameResult, EndReason, Option<Color>)>,
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
    pub fn decisions(&self) -> &[Noted] {
        &self.decisions
    }

    /// A proposal answered no, after `ply` half-moves: kept with what it
    /// would have recorded.
    pub fn declined(&mut self, at: Stamp, ply: usize, proposed: Vec<Event>) {
        self.note(at, ply, Decision::Declined(proposed));
    }

    /// A recorded result the arbiter overrules, after `ply` half-moves.
    pub fn overruled(
        &mut self,
        at: Stamp,
        ply: usize,
        (result, reason, by): (GameResult, EndReason, Option<Color>),
    ) {
        self.note(at, ply, Decision::Overruled { result, reason, by });
    }

    /// `by` reached a time control with his move number `moves`; the next
    /// period added `added`.
    pub fn control_reached(&mut self, at: Stamp, ply: usize, by: Color, moves: u32, added: Span) {
        let decision = Decision::ControlReached { by, moves, added };
        self.note(at, ply, decision);
    }

    fn note(&mut self, at: Stamp, ply: usize, decision: Decision) {
        let seq = self.next_seq();
        self.decisions.push(Noted {
            seq,
            at,
            ply,
            decision,
        });
    }

    /// The place of the next note, counted on.
    fn next_seq(&mut self) -> usize {
        self.seq += 1;
        self.seq
    }

    /// The place the next note will have: what is noted outside (moves
    /// taken back) goes before it.
    pub fn seq(&self) -> usize {
        self.seq + 1
    }

    /// Applies the arbiter's part of an event; `fold.game` is the game after it.
    pub fn apply(&mut self, at: Stamp, event: &Event, fold: &Fold) {
        let laws = fold.setup.laws;
        let plies = fold.game.plies().len();
        match event {
            // Noted after the move it corrects, once that is completed.
            Event::Corrected { by, .. } | Event::EndCorrected { by, .. } => {
                if let Some(p) = fold.pending
                    && let Some(&from) = p.corrected.last()
                {
                    let decision = Decision::Corrected {
                        by: *by,
                        from,
                        to: p.played,
                    };
                    self.note(at, plies + 1, decision);
                }
            }
            Event::TimeAdded { color, span, rule } => self.note(
                at,
                plies,
                Decision::TimeAdded {
                    color: *color,
                    span: *span,
                    rule: rule.clone(),
                },
            ),
            Event::ClockSet { color, left, rule } => self.note(
                at,
                plies,
                Decision::ClockSet {
                    color: *color,
                    left: *left,
                    rule: rule.clone(),
                },
            ),
            Event::Claimed {
                by,
                kind,
                correct,
                uci,
            } => self.note(
                at,
                plies,
                Decision::Claim {
                    by: *by,
                    kind: *kind,
                    correct: *correct,
                    written: uci.and_then(|u| u.to_move(fold.game.position()).ok()),
                },
            ),
            Event::DrawOffered { by } => {
                // Noted with the offerer's move, where the sheet marks its
                // "(=)": the announced one, the one he makes next when he
                // offers before moving (said so), or else his last.
                let before_move = fold.pending.is_none() && fold.game.position().turn() == *by;
                let ply = match fold.pending {
                    Some(p) if p.by == *by => plies + 1,
                    _ if before_move => plies + 1,
                    _ => plies,
                };
                let decision = Decision::DrawOffered {
                    by: *by,
                    before_move,
                };
                self.note(at, ply, decision);
            }
            Event::FlagFell { color, .. } => {
                self.note(at, plies, Decision::FlagFell { color: *color })
            }
            Event::Ended {
                result, reason, by, ..
            } => self.ended = Some((*result, *reason, *by)),
            // A correct claim's result declined: the claim is not upheld,
            // which says more than the declined result.
            Event::ClocksStarted => {
                let claim = self.decisions.iter().rev().find_map(|n| match n.decision {
                    Decision::Claim { by, correct, .. } => Some((by, correct)),
                    // Rejected or postponed: said by its own note.
                    Decision::QuickplayClaim { by, .. } => Some((by, false)),
                    _ => None,
                });
                if let Some((by, true)) = claim {
                    if matches!(
                        self.decisions.last(),
                        Some(Noted {
                            decision: Decision::Declined(_),
                            ..
                        })
                    ) {
                        self.decisions.pop();
                    }
                    self.note(at, plies, Decision::NotUpheld { by });
                }
            }
            _ => {}
        }
        // The end goes with the move that made it: said after the
        // correction, or where the game went back to.
        if matches!(
            event,
            Event::EndCorrected { .. } | Event::RolledBack { .. } | Event::IllegalDeclared { .. }
        ) && let Some((result, reason, by)) = self.ended.take()
        {
            let ply = if matches!(event, Event::EndCorrected { .. }) {
                plies + 1
            } else {
                plies
            };
            self.note(at, ply, Decision::EndTakenBack { result, reason, by });
        }
        match event {
            // A proposal is answered before play goes on; later decisions
            // apply their own articles. The penalty an article was proposed
            // for, once recorded, closes it too: the arbiter's own `addtime`
            // after it is no penalty (the penalty's events hold their
            // article already).
            Event::Completed { .. } | Event::TimeAdded { .. } | Event::ClockSet { .. } => {
                self.proposed_rule = None
            }
            Event::Claimed { correct: false, .. } => {
                self.proposed_rule = Some(laws.incorrect_claim_rule().to_string());
            }
            Event::Compared { agree, equal, .. } => {
                self.comparison = Some((*agree, *equal));
                if !equal {
                    self.proposed_rule = Some(laws.article(Rule::Discrepancy).to_string());
                }
            }
            Event::RolledBack {
                to_ply,
                white,
                black,
                rule,
            } => {
                self.comparison = None;
                let decision = Decision::RolledBack {
                    to_ply: *to_ply,
                    white: white.left,
                    black: black.left,
                    rule: rule.clone(),
                };
                self.note(at, plies, decision);
            }
            Event::DrawDeclined { by } => self.note(at, plies, Decision::OfferDeclined { by: *by }),
            Event::Sealed {
                by,
                opponent_absent,
                ..
            } => {
                let decision = if *opponent_absent {
                    Decision::SealedForAbsent { by: *by }
                } else {
                    Decision::Sealed { by: *by }
                };
                self.note(at, plies, decision)
            }
            Event::QuickplayClaimed { by, left } => {
                let rule = fold.setup.ruling().quickplay(&fold.setup.control);
                let rule = rule.map(|r| r.claim).unwrap_or_default().to_string();
                let decision = Decision::QuickplayClaim {
                    by: *by,
                    left: *left,
                    rule,
                };
                self.note(at, plies, decision);
            }
            Event::IncrementSet { span, rule } => {
                let decision = Decision::IncrementSet {
                    span: *span,
                    rule: rule.clone(),
                };
                self.note(at, plies, decision)
            }
            Event::ReplierStarted { by } => {
                self.note(at, plies, Decision::ReplierStarted { by: *by })
            }
            Event::SealRefused { by } => self.note(at, plies, Decision::SealRefused { by: *by }),
            Event::Unsealed => self.note(at, plies, Decision::Resumed),
            Event::Touched { by, square, turn } => {
                let seq = self.next_seq();
                self.touches.push(Touch {
                    seq,
                    at,
                    by: *by,
                    square: *square,
                    turn: *turn,
                    ply: fold.game.plies().len(),
                })
            }
            Event::Breached {
                by,
                breach,
                count,
                rule,
            } => {
                self.illegal[*by] = *count;
                let decision = Decision::Breach {
                    by: *by,
                    breach: *breach,
                    count: *count,
                    rule: rule.clone(),
                };
                self.note(at, plies, decision);
                self.proposed_rule = rule.clone();
            }
            Event::IllegalDeclared {
                by, count, rule, ..
            } => {
                self.illegal[*by] = *count;
                let decision = Decision::Illegal {
                    by: *by,
                    count: *count,
                    rule: rule.clone(),
                };
                self.note(at, plies, decision);
                // The penalty (2 minutes, or the loss) stands in the same
                // article as the limit: 7.5.3 in 2017, 7.5b in 2014, 7.4b before.
                self.proposed_rule = Some(laws.article(Rule::IllegalMoveLimit).to_string());
            }
            Event::IllegalReported {
                by,
                input,
                count,
                rule,
                not_completed,
            } => {
                if !not_completed {
                    self.illegal[*by] = *count;
                    self.proposed_rule = Some(laws.article(Rule::IllegalMoveLimit).to_string());
                }
                let seq = self.next_seq();
                self.reports.push(Report {
                    seq,
                    at,
                    by: *by,
                    input: input.clone(),
                    ply: fold.game.plies().len(),
                    rule: rule.clone(),
                    count: *count,
                    completed: !not_completed,
                });
            }
            _ => {}
        }
    }
}

/// The flags down: none, one (or both, the one that fell first), or both
/// at the same moment, when the order cannot be known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum FlagsDown {
    None,
    First(Color),
    BothAtOnce,
}

impl Session {
    /// The penalty for `by`'s incorrect claim (9.5): time for the opponent
    /// (1 minute in 2014/2017 blitz, B.2) and, in 2001/2005, time taken
    /// from the claimant.
    pub(super) fn claim_penalty(&self, by: Color) -> Vec<Event> {
        let laws = self.setup.laws;
        let ruling = self.setup.ruling();
        let article = match ruling.penalty() {
            (_, Some(blitz)) => format!("{}, {blitz}", laws.incorrect_claim_rule()),
            (_, None) => laws.incorrect_claim_rule().to_string(),
        };
        let rule = Some(article);
        let mut events = vec![Event::TimeAdded {
            color: !by,
            span: ruling.incorrect_claim_bonus(),
            rule: rule.clone(),
        }];
        let left = self.clock().reading(by, self.last).left;
        if let Some(deduction) = laws.incorrect_claim_deduction(left) {
            events.push(Event::TimeAdded {
                color: by,
                span: -deduction,
                rule,
            });
        }
        events
    }

    /// Which flags are down, and which fell first where both are.
    pub(super) fn flags_down(&self) -> FlagsDown {
        match (self.flag(Color::White), self.flag(Color::Black)) {
            (None, None) => FlagsDown::None,
            (Some(_), None) => FlagsDown::First(Color::White),
            (None, Some(_)) => FlagsDown::First(Color::Black),
            (Some(w), Some(b)) if w < b => FlagsDown::First(Color::White),
            (Some(w), Some(b)) if b < w => FlagsDown::First(Color::Black),
            _ => FlagsDown::BothAtOnce,
        }
    }

    /// A draw cannot be agreed yet: the 2017 laws want a move of each
    /// player first (5.2.3).
    pub(super) fn agreement_too_early(&self) -> bool {
        self.setup.laws.agreement_needs_moves()
            && !(self.last_ply_of(Color::White).is_some()
                && self.last_ply_of(Color::Black).is_some())
    }

    /// What the laws give for both flags down in an order not known: in
    /// the last period (all remaining moves) or before it, with or without
    /// an increment.
    pub(super) fn both_flags_rule(&self) -> BothFlags {
        let control = self.clock().control();
        let (mut last, mut increment) = (false, false);
        for color in [Color::White, Color::Black] {
            let period = control.period(self.clock().reading(color, self.last).period);
            last |= period.moves.is_none();
            increment |= period.increment > Span::ZERO || period.delay > Span::ZERO;
        }
        self.setup.laws.both_flags(last, increment)
    }
}

impl Session {
    /// `touch SQUARE`: a touched piece logged for the arbiter.
    pub(super) fn touch(&self, text: &str, by: Option<Color>) -> Result<Vec<Event>, Refusal> {
        match square(text) {
            // Only a piece can be touched (4.3): an empty square is a slip.
            Some(square) if self.shown_position().board().piece_at(square).is_none() => {
                Err(Refusal::NothingToTouch(square))
            }
            // Unnamed, the opponent: the blind player's own touch is named.
            Some(square) => Ok(vec![Event::Touched {
                by: by.unwrap_or(!self.setup.blind),
                square,
                turn: Some(self.position().turn()),
            }]),
            None => Err(Refusal::BadSquare(text.trim().to_string())),
        }
    }

    pub(super) fn decision_rule(&self, rule: Rule) -> String {
        self.arbiter
            .proposed_rule()
            .unwrap_or_else(|| self.setup.laws.article(rule))
            .to_string()
    }
}

impl Session {
    /// What is said of a touched piece reported: the piece and its square,
    /// who touched it and when, of the position shown (after an announced
    /// move, marked).
    pub(super) fn touch_said(&self, at: Stamp, event: &Event, ctx: &Context) -> Vec<Say> {
        let Event::Touched { by, square, turn } = event else {
            return vec![];
        };
        let t = self.setup.lang.text();
        let what = match self.shown_position().board().piece_at(*square) {
            Some(piece) => format!(
                "{} {}",
                ctx.voice.piece(piece.role),
                self.square_words(*square, ctx)
            ),
            None => self.square_words(*square, ctx),
        };
        self.shown_mark(ctx)
            .into_iter()
            .chain([t.touched(*by, &what, at - self.started, *turn)])
            .map(Say::private)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeControl;
    use crate::game::Game;
    use crate::laws::Laws;
    use crate::session::setup::Setup;
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
            ply: None,
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
