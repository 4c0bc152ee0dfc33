//! What actions do: the events an action makes, and the events time makes.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position, Square};

use super::super::game::over_at;
use super::super::input::MoveError;
use super::super::kind::IllegalUntil;
use super::super::laws::{BothFlags, Rule};
use super::super::notation::Letters;
use super::super::scoresheet;
use super::arbiter::FlagsDown;

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
            Action::Compare(sheet) => {
                let c = self.compared(sheet, ctx);
                if let scoresheet::Outcome::Unreadable(bad) = c.outcome {
                    return Err(Refusal::SheetUnreadable(bad));
                }
                Ok(vec![Event::Compared {
                    sheet: sheet.trim().to_string(),
                    agree: c.agree,
                    equal: !c.differs(),
                }])
            }
            Action::Rollback => match self.arbiter.comparison() {
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
            },
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
            Action::Touch(text, by) => match square(text) {
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
            },
            Action::Illegal(target) => self.declare_illegal(*target),
            Action::Breach(breach, by) => self.breach(*breach, *by),
            Action::ReportIllegal(input) => self.report_illegal(input, ctx),
            Action::Result(result) => Ok(vec![proposed(vec![Event::Ended {
                result: *result,
                reason: EndReason::Arbiter,
                by: None,
                rule: self.arbiter.proposed_rule().map(str::to_string),
            }])]),
            Action::ClaimTime => {
                let ruling = self.setup.ruling();
                let (result, claimant, rule) = match self.flags_down() {
                    FlagsDown::None => return Err(Refusal::NoFlag),
                    // Both down, the claimant's fell second: in 2001/2005
                    // rapid and blitz a draw (B8 / B9); where the claimant
                    // must have time left (2017 A.4.3), no claim.
                    FlagsDown::First(fallen)
                        if self.flag(!fallen).is_some()
                            && let Some(article) = ruling.both_flags_draw() =>
                    {
                        (GameResult::Draw, None, Some(article.to_string()))
                    }
                    FlagsDown::First(fallen)
                        if self.flag(!fallen).is_some()
                            && let Some(article) = ruling.claimant_needs_time() =>
                    {
                        return Err(Refusal::ClaimantOutOfTime {
                            by: !fallen,
                            article,
                        });
                    }
                    FlagsDown::First(fallen) => {
                        let claimant = !fallen;
                        // A player who cannot mate gets a draw, not a win (6.9 / 6.10).
                        let result = if self.position().has_insufficient_material(claimant) {
                            GameResult::Draw
                        } else {
                            GameResult::win_for(claimant)
                        };
                        (result, Some(claimant), None)
                    }
                    // Which fell first cannot be known: the edition says
                    // a draw, play on, or (2017 with increment) nothing.
                    FlagsDown::BothAtOnce if let Some(article) = ruling.both_flags_draw() => {
                        (GameResult::Draw, None, Some(article.to_string()))
                    }
                    FlagsDown::BothAtOnce => match self.both_flags_rule() {
                        BothFlags::Draw(article) => {
                            (GameResult::Draw, None, Some(article.to_string()))
                        }
                        _ => return Err(Refusal::BothFlagsNoClaim),
                    },
                };
                Ok(vec![proposed(vec![Event::Ended {
                    result,
                    reason: EndReason::Time,
                    by: claimant,
                    rule,
                }])])
            }
            Action::ClaimQuickplay => self.claim_quickplay(),
            Action::RequestIncrement => self.request_increment(),
            Action::Seal(input) => self.seal(input, false, ctx),
            Action::SealForAbsent(input) => self.seal(input, true, ctx),
            Action::StartReplier => {
                let (sealer, _) = self.adjourned.sealed().ok_or(Refusal::NotAdjourned)?;
                if self.clock().running() == Some(!sealer) {
                    return Err(Refusal::ReplierRunning { by: !sealer });
                }
                Ok(vec![Event::ReplierStarted { by: !sealer }])
            }
            Action::Unseal => {
                let (by, sealed) = self.adjourned.sealed().ok_or(Refusal::NotAdjourned)?;
                let mut events = vec![Event::Unsealed];
                let after = self
                    .position()
                    .clone()
                    .play(sealed)
                    .expect("sealed moves are legal");
                if let Some((result, reason)) = self.end_of(&after, &self.keys, by) {
                    events.push(Event::Ended {
                        result,
                        reason,
                        by: None,
                        rule: None,
                    });
                }
                Ok(events)
            }
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
            Action::OfferDraw(by) => {
                // A bare `draw` is the blind player's: the operator speaks for him.
                let by = by.unwrap_or(self.setup.blind);
                match self.draws.standing() {
                    Some(standing) => Err(Refusal::OfferStanding { by: standing }),
                    None => Ok(vec![Event::DrawOffered { by }]),
                }
            }
            Action::Accept => {
                let offerer = self.draws.standing().ok_or(Refusal::NoOffer)?;
                if self.agreement_too_early() {
                    return Err(Refusal::AgreementTooEarly);
                }
                Ok(vec![proposed(vec![Event::Ended {
                    result: GameResult::Draw,
                    reason: EndReason::Agreement,
                    by: Some(!offerer),
                    rule: None,
                }])])
            }
            Action::Decline => {
                let offerer = self.draws.standing().ok_or(Refusal::NoOffer)?;
                let mut events = vec![Event::DrawDeclined { by: !offerer }];
                // An increment asked for with the offer (III.4, G4): the
                // arbiter agrees (yes: the increment, 2 minutes for the
                // opponent) or not.
                if let Some(by) = self.draws.increment_request()
                    && let Some(article) = self.setup.ruling().increment_request()
                {
                    events.push(proposed(vec![
                        Event::IncrementSet {
                            span: Span::seconds(5),
                            rule: Some(article.to_string()),
                        },
                        Event::TimeAdded {
                            color: !by,
                            span: Span::minutes(2),
                            rule: Some(article.to_string()),
                        },
                    ]));
                }
                Ok(events)
            }
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

    /// `illegal`, `illegal 12`, `illegal 12 black`: the arbiter finds a
    /// completed move illegal. The game goes back to the position before
    /// it, the moves after it with it (7.5.1 / 7.4a), where the kind of
    /// game still lets it be dealt with; the penalty is the restored
    /// position's, so that an illegal capture does not take the opponent's
    /// mating material.
    fn declare_illegal(&self, target: Option<MoveRef>) -> Result<Vec<Event>, Refusal> {
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
    fn ply_of(&self, named: MoveRef) -> Result<usize, Refusal> {
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
    fn breach(&self, breach: Breach, by: Color) -> Result<Vec<Event>, Refusal> {
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
    fn report_illegal(&self, input: &str, ctx: &Context) -> Result<Vec<Event>, Refusal> {
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

    /// The game, with a move announced but not completed, against the other
    /// player's sheet.
    pub(super) fn compared(&self, sheet: &str, ctx: &Context) -> scoresheet::Comparison {
        let mut ours: Vec<Move> = self.game.plies().iter().map(|p| p.played).collect();
        ours.extend(self.pending.as_ref().map(|p| p.played));
        scoresheet::compare(self.game.start(), &ours, sheet, &ctx.sheet_readers)
    }

    fn decision_rule(&self, rule: Rule) -> String {
        self.arbiter
            .proposed_rule()
            .unwrap_or_else(|| self.setup.laws.article(rule))
            .to_string()
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
    fn end_of(&self, after: &Chess, keys: &[u64], by: Color) -> Option<(GameResult, EndReason)> {
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

    /// `peg …`: how the pending move, or else the last completed one, was
    /// executed on the peg board.
    fn peg(&self, input: &PegInput, ctx: &Context) -> Result<Vec<Event>, Refusal> {
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
fn square(text: &str) -> Option<Square> {
    text.trim().to_ascii_lowercase().parse().ok()
}
