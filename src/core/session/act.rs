//! Where every action comes in: the guards each passes (a proposal open,
//! the game over, the game adjourned), the hand-over to the file of its
//! concern (peg, compare, draws, timing, adjourn, illegal, arbiter), and
//! the move itself: announced, fixed, confirmed, pressed, and the end it
//! makes; and the events time makes.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position};

use super::super::game::over_at;
use super::super::input::MoveError;
use super::super::laws::Rule;
use super::super::scoresheet;

use super::*;

impl Session {
    /// Records due by the passage of time up to `now`: a flag falling, a
    /// low-time warning. Each carries the moment it happened, not `now`.
    pub fn due(&self, now: Stamp) -> Vec<Record> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.timing
            .due(&self.setup, self.position(), self.last, now)
    }

    /// What `action` at `now` does: the records to journal and apply, in
    /// order (time-driven ones first), or why it is refused.
    pub fn step(&self, action: &Action, now: Stamp, ctx: &Context) -> Step {
        let mut probe = self.clone();
        let mut events = self.due(now);
        for r in &events {
            probe.apply(r).expect("due events apply");
        }
        let refusal = match probe.act(action, ctx) {
            Ok(more) => {
                events.extend(more.into_iter().map(|event| Record { at: now, event }));
                None
            }
            Err(refusal) => Some(refusal),
        };
        Step { events, refusal }
    }

    /// The events of `action`, all at the moment it is taken.
    fn act(&self, action: &Action, ctx: &Context) -> Result<Vec<Event>, Refusal> {
        // An answer comes first: after the end, and while adjourned, too.
        if let Action::Answer(yes) = action {
            return self.answer(*yes);
        }
        // Nothing happens to the game beside a proposal that it did not
        // name; the peg board, a touch and the time are no part of it.
        let beside_a_proposal = matches!(
            action,
            Action::Wait
                | Action::Peg(_)
                | Action::PegFixed
                | Action::Touch(..)
                | Action::Assistant(_)
        );
        if self.proposal.is_some() && !beside_a_proposal {
            return Err(Refusal::ProposalOpen);
        }
        let over = self.outcome.is_some();
        // A move that ended the game can still be corrected before anything
        // else (D.2.8), and declared illegal by the arbiter later.
        let after_the_end = match action {
            Action::Wait | Action::AddTime(..) | Action::SetClock(..) | Action::Result(_) => true,
            Action::Fix(_) => self.fixable_end.is_some(),
            Action::Illegal(_) | Action::Compare(_) | Action::Rollback => self.ended_by_move,
            _ => false,
        };
        if over && !after_the_end {
            // The slip that ended the game is no longer a slip to correct.
            if matches!(action, Action::Fix(_)) && self.ended_by_move {
                return Err(Refusal::EndNotFixable);
            }
            return Err(Refusal::GameOver);
        }
        let adjourned_allows = matches!(
            action,
            Action::Wait
                | Action::AddTime(..)
                | Action::SetClock(..)
                | Action::Unseal
                | Action::StartReplier
                | Action::OfferDraw(_)
                | Action::Accept
                | Action::Decline
                | Action::Resign(_)
                | Action::Result(_)
                | Action::Assistant(_)
        );
        if self.adjourned.sealed().is_some() && !adjourned_allows {
            return Err(Refusal::Adjourned);
        }
        let turn = self.position().turn();
        match action {
            Action::Answer(yes) => self.answer(*yes),
            Action::Wait => Ok(vec![Event::Waited]),
            Action::Peg(input) => self.peg(input, ctx),
            Action::PegFixed => Ok(vec![Event::PegFixed]),
            Action::Compare(sheet) => self.compare(sheet, ctx),
            Action::Rollback => self.rollback(),
            Action::Assistant(name) => {
                let name = name
                    .as_ref()
                    .map(|n| n.trim().to_string())
                    .filter(|n| !n.is_empty());
                // D.2.11 (2017): against a hearing-impaired opponent the assistant stays.
                let mut without = self.setup.clone();
                without.assistant = name.clone();
                if name.is_none() && without.check().is_err() {
                    return Err(Refusal::AssistantRequired);
                }
                Ok(vec![Event::AssistantSet { name }])
            }
            Action::Touch(text, by) => self.touch(text, *by),
            Action::Illegal(target) => self.declare_illegal(*target),
            Action::Breach(breach, by) => self.breach(*breach, *by),
            Action::ReportIllegal(input) => self.report_illegal(input, ctx),
            Action::Result(result) => Ok(vec![proposed(vec![Event::Ended {
                result: *result,
                reason: EndReason::Arbiter,
                by: None,
                rule: self.arbiter.proposed_rule().map(str::to_string),
            }])]),
            Action::ClaimTime => self.claim_time(),
            Action::ClaimQuickplay => self.claim_quickplay(),
            Action::RequestIncrement => self.request_increment(),
            Action::Seal(input) => self.seal(input, false, ctx),
            Action::SealForAbsent(input) => self.seal(input, true, ctx),
            Action::StartReplier => self.start_replier(),
            Action::Unseal => self.unseal(),
            Action::Move(input) => {
                if let Some(p) = &self.pending {
                    // Text that is no move at all is said to be so; a move
                    // waits for the announced one to be completed.
                    return Err(match self.read(input, ctx) {
                        Err(
                            unreadable @ Refusal::Move {
                                error: MoveError::Unreadable { .. },
                                ..
                            },
                        ) => unreadable,
                        _ => Refusal::Pending { by: p.by },
                    });
                }
                let played = self.read(input, ctx)?;
                let mut events = Vec::new();
                if self.draws.standing() == Some(!turn) {
                    events.push(Event::DrawDeclined { by: turn });
                }
                events.push(Event::Announced {
                    by: turn,
                    uci: UciMove::from_standard(played),
                });
                events.extend(self.ending(played, turn));
                Ok(events)
            }
            Action::Fix(input) if over => {
                let last = self.game.plies().last().ok_or(Refusal::GameOver)?;
                let by = last.before.turn();
                let played = self.read_in(&last.before, input, ctx)?;
                if played == last.played {
                    return Err(Refusal::FixSame);
                }
                let keys = &self.keys[..self.keys.len() - 1];
                let mut events = vec![Event::EndCorrected {
                    by,
                    uci: UciMove::from_standard(played),
                }];
                events.extend(self.ending_from(&last.before, keys, played, by));
                Ok(events)
            }
            Action::Fix(input) => {
                let Some(p) = &self.pending else {
                    return Err(if self.game.plies().is_empty() {
                        Refusal::NothingToFix
                    } else {
                        Refusal::AlreadyCompleted
                    });
                };
                let played = self.read(input, ctx)?;
                if played == p.played {
                    return Err(Refusal::FixSame);
                }
                let mut events = vec![Event::Corrected {
                    by: p.by,
                    uci: UciMove::from_standard(played),
                }];
                events.extend(self.ending(played, p.by));
                Ok(events)
            }
            Action::Confirm => match &self.pending {
                Some(_) => Ok(vec![Event::Confirmed]),
                None => Err(Refusal::NothingToConfirm),
            },
            Action::Press => match &self.pending {
                Some(_) if !self.peg.pending_known() => Err(Refusal::PegNeeded),
                Some(p) => Ok(vec![Event::Completed {
                    by: p.by,
                    auto: false,
                }]),
                None => Err(Refusal::NothingToPress),
            },
            Action::OfferDraw(by) => self.offer_draw(*by),
            Action::Accept => self.accept(),
            Action::Decline => self.decline(),
            Action::Resign(by) => {
                let by = by.unwrap_or(self.setup.blind);
                Ok(vec![proposed(vec![Event::Ended {
                    result: GameResult::win_for(!by),
                    reason: EndReason::Resignation,
                    by: Some(by),
                    rule: None,
                }])])
            }
            Action::Claim(kind, input) => self.claim(*kind, input.as_deref(), ctx),
            // The arbiter's changes to a clock are proposals too: what the
            // clock then shows, and a flag that stands again or falls, are
            // said before `yes`.
            Action::AddTime(color, span) => Ok(vec![proposed(vec![Event::TimeAdded {
                color: *color,
                span: *span,
                rule: Some(self.decision_rule(Rule::TimePenalty)),
            }])]),
            Action::SetClock(color, left) => Ok(vec![proposed(vec![Event::ClockSet {
                color: *color,
                left: *left,
                rule: Some(self.decision_rule(Rule::ClockSetting)),
            }])]),
        }
    }

    /// `yes` or `no` to the open proposal: the answer, then what it records.
    fn answer(&self, yes: bool) -> Result<Vec<Event>, Refusal> {
        let proposal = self.proposal.as_ref().ok_or(Refusal::NothingToAnswer)?;
        let mut events = vec![Event::Answered { yes }];
        events.extend(if yes {
            proposal.then.clone()
        } else {
            proposal.otherwise.clone()
        });
        Ok(events)
    }

    /// The game, with a move announced but not completed, against the other
    /// player's sheet.
    pub(super) fn compared(&self, sheet: &str, ctx: &Context) -> scoresheet::Comparison {
        let mut ours: Vec<Move> = self.game.plies().iter().map(|p| p.played).collect();
        ours.extend(self.pending.as_ref().map(|p| p.played));
        scoresheet::compare(self.game.start(), &ours, sheet, &ctx.sheet_readers)
    }

    pub(super) fn read(&self, input: &str, ctx: &Context) -> Result<Move, Refusal> {
        self.read_in(self.position(), input, ctx)
    }

    fn read_in(&self, pos: &Chess, input: &str, ctx: &Context) -> Result<Move, Refusal> {
        ctx.reader.read(pos, input).map_err(|error| Refusal::Move {
            input: input.trim().to_string(),
            error,
        })
    }

    /// The events that end the game at once after `m` by `by`, if it does:
    /// the laws end it without a press.
    pub(super) fn ending(&self, m: Move, by: Color) -> Vec<Event> {
        self.ending_from(self.position(), &self.keys, m, by)
    }

    /// [`Session::ending`] of `m` played in `before`, whose game had the
    /// positions `keys` so far.
    fn ending_from(&self, before: &Chess, keys: &[u64], m: Move, by: Color) -> Vec<Event> {
        let after = before.clone().play(m).expect("read moves are legal");
        match self.end_of(&after, keys, by) {
            Some((result, reason)) => vec![
                Event::Completed { by, auto: true },
                Event::Ended {
                    result,
                    reason,
                    by: None,
                    rule: None,
                },
            ],
            None => Vec::new(),
        }
    }

    /// Whether the position `after` a move by `by` ends the game at once.
    pub(super) fn end_of(
        &self,
        after: &Chess,
        keys: &[u64],
        by: Color,
    ) -> Option<(GameResult, EndReason)> {
        let laws = self.setup.laws;
        Some(if let Some(reason) = over_at(after) {
            let result = match reason {
                EndReason::Checkmate => GameResult::win_for(by),
                _ => GameResult::Draw,
            };
            (result, reason)
        } else if laws.automatic_draws()
            && keys.iter().filter(|k| **k == key(after)).count() + 1 >= 5
        {
            (GameResult::Draw, EndReason::Fivefold)
        } else if laws.automatic_draws() && after.halfmoves() >= 150 {
            (GameResult::Draw, EndReason::SeventyFiveMoves)
        } else {
            return None;
        })
    }
}
