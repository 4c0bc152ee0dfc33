//! Illegal moves (2017 7.5 to 7.8; 2014 7.5; 2005 and 2001 7.4): one the
//! arbiter declares after it was completed, one reported that was made on
//! a board and refused when typed, the other breaches (two hands, a press
//! without a move), and the penalty each costs by edition and kind of game.
//! What is counted is kept for the arbiter (`arbiter`).

use shakmaty::{Chess, Color, Position};

use super::super::input::MoveError;
use super::super::kind::IllegalRule;
use super::super::kind::IllegalUntil;
use super::super::laws::Breach;
use super::super::laws::Rule;
use super::event::Event;
use super::*;

/// What an illegal move costs (2017 7.5.3, 2014 7.5b, 2005 7.4b): 2 minutes
/// to the opponent; at the limit the loss, or a draw where the opponent
/// cannot mate (2014/2017).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum IllegalPenalty {
    Time,
    Loss,
    Draw,
}

impl Session {
    /// The event of the penalty for `by`'s illegal move number `count`,
    /// made in (or restored to) `pos`, as the edition and the kind of game
    /// give it.
    pub(super) fn illegal_penalty_event(&self, by: Color, count: u32, pos: &Chess) -> Event {
        let ruling = self.setup.ruling();
        let (span, blitz) = ruling.penalty();
        // The penalty stands in the same article as the limit (see arbiter.rs),
        // or in the rapid and blitz appendix's; blitz makes it 1 minute.
        let article = match ruling.illegal() {
            IllegalRule::LosesOnClaim(article) => article.to_string(),
            IllegalRule::Counted => {
                let limit = self.setup.laws.article(Rule::IllegalMoveLimit);
                match blitz {
                    Some(b) => format!("{limit}, {b}"),
                    None => limit.to_string(),
                }
            }
        };
        let rule = Some(article);
        match self.illegal_penalty(by, count, pos) {
            IllegalPenalty::Time => Event::TimeAdded {
                color: !by,
                span,
                rule,
            },
            ended => Event::Ended {
                result: if ended == IllegalPenalty::Draw {
                    GameResult::Draw
                } else {
                    GameResult::win_for(!by)
                },
                reason: EndReason::IllegalMoves,
                by: None,
                rule,
            },
        }
    }

    /// The penalty for `by`'s illegal move number `count` in `pos`: in
    /// rapid and blitz without full supervision the first one loses on the
    /// claim (A.4.2, C3); else time, and the loss at the edition's limit;
    /// a draw where the opponent cannot mate (2014/2017, and C3).
    pub(super) fn illegal_penalty(&self, by: Color, count: u32, pos: &Chess) -> IllegalPenalty {
        let laws = self.setup.laws;
        let cannot_mate = pos.has_insufficient_material(!by);
        match self.setup.ruling().illegal() {
            IllegalRule::LosesOnClaim(_) if cannot_mate => IllegalPenalty::Draw,
            IllegalRule::LosesOnClaim(_) => IllegalPenalty::Loss,
            IllegalRule::Counted if count < laws.illegal_moves_to_lose() => IllegalPenalty::Time,
            IllegalRule::Counted if laws.illegal_limit_draws_if_no_mate() && cannot_mate => {
                IllegalPenalty::Draw
            }
            IllegalRule::Counted => IllegalPenalty::Loss,
        }
    }

    /// `illegal`, `illegal 12`, `illegal 12 black`: the arbiter finds a
    /// completed move illegal. The game goes back to the position before
    /// it, the moves after it with it (7.5.1 / 7.4a), where the kind of
    /// game still lets it be dealt with; the penalty is the restored
    /// position's, so that an illegal capture does not take the opponent's
    /// mating material.
    pub(super) fn declare_illegal(&self, target: Option<MoveRef>) -> Result<Vec<Event>, Refusal> {
        let plies = self.game.plies();
        let last = plies.len().checked_sub(1).ok_or(Refusal::NoMoveToDeclare)?;
        let ply = match target {
            None => last,
            Some(named) => self.ply_of(named)?,
        };
        let illegal = &plies[ply];
        let by = illegal.before.turn();
        // The opponent has made his next move: completed, or announced;
        // under 2001 B5b a piece of his touched (and logged) is enough.
        let answered = ply < last || self.pending.is_some();
        let touched = (self.arbiter.touches().iter()).any(|t| t.by == !by && t.ply > ply);
        match self.setup.ruling().illegal_until() {
            IllegalUntil::OpponentMoves(article) if answered => {
                return Err(Refusal::IllegalStands { by, article });
            }
            IllegalUntil::OpponentTouches(article) if answered || touched => {
                return Err(Refusal::IllegalStands { by, article });
            }
            _ => {}
        }
        let count = self.arbiter.illegal_count(by) + 1;
        Ok(vec![proposed(vec![
            Event::IllegalDeclared {
                by,
                count,
                rule: Some(self.setup.laws.article(Rule::IllegalMove).to_string()),
                ply: (ply < last).then_some(ply),
            },
            self.illegal_penalty_event(by, count, &illegal.before),
        ])])
    }

    /// The half-move a move number (and side) names.
    pub(super) fn ply_of(&self, named: MoveRef) -> Result<usize, Refusal> {
        let found: Vec<usize> = (self.game.plies().iter().enumerate())
            .filter(|(_, p)| {
                p.before.fullmoves().get() == named.number
                    && named.side.is_none_or(|side| p.before.turn() == side)
            })
            .map(|(i, _)| i)
            .collect();
        match found.as_slice() {
            [] => Err(Refusal::NoSuchMove(named)),
            [ply] => Ok(*ply),
            _ => Err(Refusal::WhichSide(named.number)),
        }
    }

    /// 2017 7.7 / 7.8: penalised as an illegal move, sharing its count
    /// (the program's reading: the laws leave open whether the count is
    /// shared); the position stays.
    pub(super) fn breach(&self, breach: Breach, by: Color) -> Result<Vec<Event>, Refusal> {
        let article = self
            .setup
            .laws
            .breach_article(breach)
            .ok_or(Refusal::NoSuchBreach(breach))?;
        let count = self.arbiter.illegal_count(by) + 1;
        let penalty = match self.illegal_penalty_event(by, count, self.position()) {
            // Its penalty stands in its own article (7.7.2 / 7.8.2).
            Event::TimeAdded { color, span, .. } => {
                let blitz = self.setup.ruling().penalty().1;
                let rule = match blitz {
                    Some(b) => format!("{article}.2, {b}"),
                    None => format!("{article}.2"),
                };
                Event::TimeAdded {
                    color,
                    span,
                    rule: Some(rule),
                }
            }
            ended => ended,
        };
        Ok(vec![proposed(vec![
            Event::Breached {
                by,
                breach,
                count,
                rule: Some(format!("{article}.1")),
            },
            penalty,
        ])])
    }

    /// The article a time decision applies: the one proposed, or else `rule`.
    /// An illegal move made on a board, for the arbiter, with the edition's
    /// penalty: 2 minutes to the opponent, or at the limit the loss (a draw
    /// where the opponent cannot mate, 2014/2017). Only a move that is no
    /// legal move here can be reported.
    pub(super) fn report_illegal(&self, input: &str, ctx: &Context) -> Result<Vec<Event>, Refusal> {
        if let Some(p) = &self.pending {
            return Err(Refusal::Pending { by: p.by });
        }
        let input = input.trim();
        match ctx.reader.read(self.position(), input) {
            Ok(_) | Err(MoveError::Ambiguous(_)) => {
                return Err(Refusal::ReportLegal(input.to_string()));
            }
            Err(MoveError::Illegal(_)) => {}
            Err(error) => {
                return Err(Refusal::Move {
                    input: input.to_string(),
                    error,
                });
            }
        }
        let laws = self.setup.laws;
        let by = self.position().turn();
        let count = self.arbiter.illegal_count(by);
        // `no`: the clock was not pressed after it, and only a completed
        // illegal move is penalised (7.5.1): the report stays, without
        // count or penalty, and touch-move binds the legal move instead.
        let not_completed = Event::IllegalReported {
            by,
            input: input.to_string(),
            count,
            rule: Some(laws.article(Rule::TouchMove).to_string()),
            not_completed: true,
        };
        Ok(vec![Event::Proposed {
            then: vec![
                Event::IllegalReported {
                    by,
                    input: input.to_string(),
                    count: count + 1,
                    rule: Some(laws.article(Rule::IllegalMove).to_string()),
                    not_completed: false,
                },
                self.illegal_penalty_event(by, count + 1, self.position()),
            ],
            otherwise: vec![not_completed],
        }])
    }
}

impl Session {
    /// What is said of an illegal move declared, reported or a breach.
    pub(super) fn illegal_said(&self, event: &Event) -> Vec<Say> {
        let t = self.setup.lang.text();
        match event {
            // The penalty was part of the proposal, and follows as its own event.
            Event::IllegalDeclared { by, count, .. } => {
                let laws = self.setup.laws;
                let mut said =
                    t.illegal_declared(*by, *count, laws.year(), laws.article(Rule::IllegalMove));
                // Where the game goes on, touch-move binds the move that
                // replaces it (7.5.1: 4.3 and 4.7).
                if self.illegal_penalty(*by, *count, self.position()) == IllegalPenalty::Time {
                    said.push(' ');
                    said.push_str(&t.replacing_move_bound(laws.article(Rule::TouchMove)));
                }
                vec![Say::public(said)]
            }
            Event::Breached {
                by,
                breach,
                count,
                rule,
            } => vec![Say::public(t.breach_declared(
                *breach,
                *by,
                *count,
                self.setup.laws.year(),
                rule.as_deref().unwrap_or(""),
            ))],
            Event::IllegalReported {
                by,
                input,
                not_completed: true,
                ..
            } => vec![Say::public(t.illegal_reported_not_completed(
                *by,
                input,
                self.setup.laws.article(Rule::TouchMove),
            ))],
            Event::IllegalReported {
                by, input, count, ..
            } => {
                let goes_on =
                    self.illegal_penalty(*by, *count, self.position()) == IllegalPenalty::Time;
                vec![Say::public(t.illegal_reported(*by, input, goes_on))]
            }
            // Other events are said by `narrate`.
            _ => Vec::new(),
        }
    }
}
