//! What a proposal says before `yes` (the program's rule: a proposal says
//! everything it will change, `yes` does exactly that, `no` changes nothing):
//! every change to the position, the clocks, the flags and the result that
//! its events will record.

use shakmaty::Color;

use super::super::announce;
use super::super::laws::Rule;
use super::super::notation;
use super::narrate::with_rule;
use super::*;

impl Session {
    /// The question of the open proposal: everything `yes` records, what
    /// `no` does where it does anything, and how to answer.
    pub fn question(&self, ctx: &Context) -> Option<String> {
        let t = self.setup.lang.text();
        let proposal = self.proposal.as_ref()?;
        let mut what = self.to_be_recorded(&proposal.then, ctx);
        let reported = proposal.then.iter().find_map(|e| match e {
            Event::IllegalReported { by, .. } => Some(*by),
            _ => None,
        });
        if let Some(by) = reported {
            // The app cannot see the clock pressed after a move it refused:
            // only a completed illegal move is penalised, so the operator
            // says whether it was.
            let laws = self.setup.laws;
            what.push(' ');
            what.push_str(&t.illegal_report_if_not_completed(
                by,
                laws.article(Rule::IllegalMove),
                laws.article(Rule::TouchMove),
            ));
        } else if !proposal.otherwise.is_empty() {
            what.push(' ');
            what.push_str(&t.proposal_if_no(&self.to_be_recorded(&proposal.otherwise, ctx)));
        } else if proposal.then.iter().any(|e| {
            matches!(
                e,
                Event::Ended {
                    reason: EndReason::Time,
                    ..
                }
            )
        }) {
            // A claim on time declined leaves the flag where it is.
            what.push(' ');
            what.push_str(&t.proposal_flag_stays());
        }
        Some(t.record_question(&what, self.outcome.is_some()))
    }

    /// The open proposal is the arbiter's decision on a quickplay claim.
    fn quickplay_claim_open(&self) -> bool {
        self.proposal.as_ref().is_some_and(|p| {
            p.then.iter().any(|e| {
                matches!(
                    e,
                    Event::Ended {
                        reason: EndReason::QuickplayFinish,
                        ..
                    }
                )
            })
        })
    }

    /// What `events` would record, said before they wait for `yes`: each
    /// change to the position, the clocks, the flags and the result.
    fn to_be_recorded(&self, events: &[Event], ctx: &Context) -> String {
        let t = self.setup.lang.text();
        let year = self.setup.laws.year();
        let now = self.last;
        let left = |c: Color| self.clock().reading(c, now).left;
        // A flag down that stands again, or a clock that shows no time.
        let flag = |c: Color, after: Span| {
            if self.flag(c).is_some() && after > Span::ZERO {
                Some(t.flag_stands_again(c))
            } else if self.flag(c).is_none() && after <= Span::ZERO {
                Some(t.flag_will_fall(c))
            } else {
                None
            }
        };
        // The announced move, not completed, that a step takes back or
        // leaves unplayed.
        let unplayed = || {
            self.pending_said(ctx)
                .map(|(by, said)| t.proposal_unplayed(by, &said))
        };
        // A restore takes a standing draw offer with it.
        let offer_lapses = || self.draws.standing().map(|by| t.proposal_offer_lapses(by));
        // Taking back the move that ended the game takes back the end.
        let end_undone = || {
            self.outcome
                .map(|(result, _, _)| t.proposal_end_undone(result.pgn()))
        };
        let mut parts: Vec<String> = Vec::new();
        for e in events {
            match e {
                Event::IllegalReported {
                    by,
                    input,
                    count,
                    rule,
                    ..
                } => parts.push(t.illegal_report(
                    *by,
                    input,
                    *count,
                    year,
                    rule.as_deref().unwrap_or(""),
                )),
                Event::Breached {
                    by,
                    breach,
                    count,
                    rule,
                } => parts.push(t.proposal_breach(
                    *breach,
                    *by,
                    *count,
                    year,
                    rule.as_deref().unwrap_or(""),
                )),
                Event::IllegalDeclared {
                    by,
                    count,
                    rule,
                    ply,
                } => {
                    parts.push(t.proposal_illegal(
                        *by,
                        *count,
                        year,
                        rule.as_deref().unwrap_or(""),
                    ));
                    let last = self.game.plies().len().saturating_sub(1);
                    let plies = ply.unwrap_or(last);
                    if plies < last {
                        parts.push(t.proposal_illegal_later(&self.back_to(plies)));
                    }
                    // Each clock without what the moves taken back earned
                    // (increments, the next period's time); the offender's
                    // first, whose clock runs.
                    for c in [*by, !*by] {
                        let reading = self.timing.after_illegal(c, plies, now);
                        let after = reading.left;
                        let changed = reading.completed != self.clock().reading(c, now).completed
                            || after != left(c);
                        if c == *by || changed {
                            parts.push(t.clock_then(c, after.max(Span::ZERO)));
                            parts.push(t.moves_then(c, reading.completed));
                        }
                        parts.extend(flag(c, after));
                    }
                    parts.extend(end_undone());
                    parts.extend(unplayed());
                    parts.extend(offer_lapses());
                }
                Event::TimeAdded { color, span, rule } => {
                    let change = if *span < Span::ZERO {
                        t.time_taken(-*span, *color)
                    } else {
                        t.time_added(*color, *span)
                    };
                    // Time the arbiter adds by itself (`addtime`, under the
                    // general article) is said as it is; time that an
                    // illegal move or a claim brings is its penalty.
                    // Time set after a discrepancy (D.2.9) is a readjustment,
                    // no penalty either.
                    // Nor is the time a quickplay finish gives the opponent
                    // of a claim rejected or an increment granted (III.4, III.5.3).
                    let ruling = self.setup.ruling();
                    let quickplay = ruling.quickplay(self.clock().control());
                    let plain = [
                        Some(self.setup.laws.article(Rule::TimePenalty)),
                        Some(self.setup.laws.article(Rule::Discrepancy)),
                        quickplay.ok().map(|q| q.rejected),
                        ruling.increment_request(),
                    ];
                    let penalty = rule.as_deref().is_some_and(|r| !plain.contains(&Some(r)))
                        || (events.len() > 1
                            && !rule
                                .as_deref()
                                .is_some_and(|r| plain[2..].contains(&Some(r))));
                    let change = with_rule(t, change, rule);
                    parts.push(if penalty {
                        t.report_penalty(&change)
                    } else {
                        change
                    });
                    let after = left(*color).max(Span::ZERO) + *span;
                    parts.push(t.clock_then(*color, after.max(Span::ZERO)));
                    parts.extend(flag(*color, after));
                }
                Event::IncrementSet { span, rule } => {
                    parts.push(with_rule(t, t.increment_set(*span), rule));
                }
                Event::ClockSet { color, left, rule } => {
                    parts.push(with_rule(t, t.clock_set(*color, *left), rule));
                    parts.extend(flag(*color, *left));
                }
                Event::RolledBack {
                    to_ply,
                    white,
                    black,
                    ..
                } => {
                    // The moves it takes back, named (issue 48, point 13).
                    let taken =
                        notation::scoresheet(self.game.sheet().skip(*to_ply), self.setup.letters);
                    let taken = (!taken.is_empty()).then_some(taken);
                    parts.push(t.proposal_rollback(
                        &self.back_to(*to_ply),
                        taken.as_deref(),
                        white.left,
                        black.left,
                    ));
                    for (c, r) in [(Color::White, white), (Color::Black, black)] {
                        parts.push(t.moves_then(c, r.completed));
                    }
                    parts.extend(end_undone());
                    // The announced move, not completed, goes with the rest.
                    parts.extend(unplayed());
                    parts.extend(offer_lapses());
                    for (c, r) in [(Color::White, white), (Color::Black, black)] {
                        if self.flag(c).is_some() && r.left > Span::ZERO {
                            parts.push(t.flag_stands_again(c));
                        }
                    }
                }
                Event::Ended {
                    result, reason, by, ..
                } => {
                    parts.push(t.ended(*result, *reason, *by));
                    // What the end does besides: the result it replaces,
                    // the announced move it leaves unplayed.
                    if let Some((before, _, _)) = self.outcome {
                        parts.push(t.proposal_replaces(before.pgn()));
                    }
                    parts.extend(unplayed());
                }
                // A quickplay-finish claim is rejected or postponed, not
                // found incorrect (III.5.2, III.5.3).
                Event::ClocksStarted if self.quickplay_claim_open() => {
                    parts.push(t.quickplay_not_now(self.position().turn()))
                }
                Event::ClocksStarted => parts.push(t.claim_not_upheld(self.position().turn())),
                Event::Announced { by, uci } => {
                    if let Ok(m) = uci.to_move(self.position()) {
                        let said =
                            announce::announce(self.position(), m, self.setup.style, &ctx.voice);
                        parts.push(t.written_move_played(*by, &said));
                    }
                }
                Event::Proposed { then, .. } => {
                    parts.push(t.penalty_proposed(&self.to_be_recorded(then, ctx)));
                }
                _ => {}
            }
        }
        parts.join(" ")
    }
}
