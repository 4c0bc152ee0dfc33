//! The clocks: their state, what was read from them after each move, flags
//! and warnings, the events the passage of time makes, and the claim on
//! time (6.9 / 6.10, A.4.3, the both-flags rules by edition).

use shakmaty::{ByColor, Chess, Color, Position};

use super::super::clock::{Clock, ClockReading, Span, Stamp, TimeControl};
use super::super::laws::BothFlags;
use super::super::outcome::EndReason;
use super::super::outcome::GameResult;
use super::super::sound::Earcon;
use super::super::text;
use super::Fold;
use super::Refusal;
use super::Say;
use super::Session;
use super::arbiter::FlagsDown;
use super::event::{Event, Record};
use super::narrate::with_rule;
use super::proposed;
use super::setup::{Setup, StartClocks};

#[derive(Debug, Clone)]
pub(super) struct Timing {
    clock: Clock,
    /// Time left on the mover's clock after each completed move (for PGN);
    /// `None` for a move made before the game was taken over, where the
    /// file gave no clock.
    clock_after: Vec<Option<Span>>,
    /// When each completed move was completed (the broadcast's delay).
    completed_at: Vec<Stamp>,
    /// Both clocks after each completed half-move; `[0]` is the start.
    snapshots: Vec<ByColor<ClockReading>>,
    flags: ByColor<Option<Stamp>>,
    /// Warning thresholds already said, and not yet left behind by added time.
    warned: Vec<Span>,
}

impl Timing {
    /// The clocks of a game that starts at `at` from `start`, where the
    /// moves `earlier` were made before it was taken over (each with the
    /// position it was made from and its mover's clock after it, where
    /// known). Moves made elsewhere count (the time control's periods go
    /// by them), with the clocks as they stood where they are known:
    /// `left` at the end, each earlier move's own reading before it.
    pub fn new(
        control: TimeControl,
        start: &Chess,
        earlier: &[(&Chess, Option<Span>)],
        left: Option<StartClocks>,
        at: Stamp,
    ) -> Timing {
        let completed = |pos: &Chess| {
            let before = pos.fullmoves().get() - 1;
            ByColor {
                white: before + pos.turn().is_black() as u32,
                black: before,
            }
        };
        // Both clocks as known after the earlier moves up to a point: a
        // side whose time the file never gave has its period's time.
        let readings = |pos: &Chess, known: ByColor<Option<Span>>| {
            let clock = Clock::taken_over(control.clone(), completed(pos), known);
            ByColor::new_with(|c| clock.reading(c, at))
        };
        let first_pos = earlier.first().map_or(start, |(pos, _)| *pos);
        let mut known = ByColor::new_with(|_| None);
        let mut snapshots = vec![readings(first_pos, known)];
        let mut clock_after = Vec::new();
        for (i, (pos, after)) in earlier.iter().enumerate() {
            known[pos.turn()] = after.or(known[pos.turn()]);
            let next = earlier.get(i + 1).map_or(start, |(p, _)| *p);
            snapshots.push(readings(next, known));
            clock_after.push(*after);
        }
        let left = left.unwrap_or_default();
        let left = ByColor {
            white: left.white,
            black: left.black,
        };
        let mut clock = Clock::taken_over(control, completed(start), left);
        clock.start(start.turn(), at);
        // The game's clocks as they stand now: the last reading.
        if let Some(last) = snapshots.last_mut() {
            *last = ByColor::new_with(|c| clock.reading(c, at));
        }
        Timing {
            clock,
            clock_after,
            completed_at: vec![at; earlier.len()],
            snapshots,
            flags: ByColor::new_with(|_| None),
            warned: Vec::new(),
        }
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }
    pub fn clock_after(&self) -> &[Option<Span>] {
        &self.clock_after
    }
    pub fn completed_at(&self) -> &[Stamp] {
        &self.completed_at
    }
    pub fn snapshot(&self, plies: usize) -> Option<ByColor<ClockReading>> {
        self.snapshots.get(plies).copied()
    }
    pub fn flag(&self, color: Color) -> Option<Stamp> {
        self.flags[color]
    }

    /// Applies the clock's part of an event; `fold.game` is the game after it.
    pub fn apply(&mut self, at: Stamp, event: &Event, fold: &Fold) {
        match event {
            Event::Completed { auto, .. } => self.moved(at, *auto, fold),
            Event::Unsealed => {
                // The sealer's clock runs for no time and is pressed: the move
                // counts as his, and the replier's clock starts.
                if let Some(last) = fold.game.plies().last() {
                    self.clock.start(last.before.turn(), at);
                }
                // A sealed move that ends the game is completed as a typed
                // one is: no press, nothing added.
                let ends = fold.game.position().is_game_over();
                self.moved(at, ends, fold);
            }
            Event::FlagFell { color, .. } => self.flags[*color] = Some(at),
            Event::Warned { threshold, .. } => {
                // The higher thresholds are passed too; they are not said again.
                let passed = fold
                    .setup
                    .warnings
                    .iter()
                    .filter(|t| **t >= *threshold)
                    .copied();
                self.warned.extend(passed.chain([*threshold]));
                self.warned.sort();
                self.warned.dedup();
            }
            // Time given to a side whose flag is down stands the flag again.
            // A fallen clock shows no time: what is added counts from zero,
            // not from the overtime it ran since.
            Event::TimeAdded { color, span, .. } => {
                let left = self.clock.reading(*color, at).left;
                if left < Span::ZERO {
                    self.clock.set(*color, *span, at);
                } else {
                    self.clock.add(*color, *span);
                }
                self.raise_flag(*color, at);
            }
            Event::ClockSet { color, left, .. } => {
                self.clock.set(*color, *left, at);
                self.raise_flag(*color, at);
            }
            // A claim stops both clocks while the arbiter is called.
            // The reply sealed for an absent opponent starts his clock (I.9.3).
            Event::Sealed {
                by,
                opponent_absent: true,
                ..
            } => self.clock.start(!*by, at),
            Event::IncrementSet { span, .. } => self.clock.set_increment(*span),
            // The absent replier's clock runs, the envelope closed (I.9.2).
            Event::ReplierStarted { by } => self.clock.start(*by, at),
            Event::Ended { .. }
            | Event::Sealed { .. }
            | Event::Claimed { correct: true, .. }
            | Event::QuickplayClaimed { .. } => self.clock.stop(at),
            Event::ClocksStarted => self.clock.start(fold.game.position().turn(), at),
            // The move that ended the game is announced again, corrected: its
            // player's clock runs until the press.
            Event::EndCorrected { by, .. } => {
                self.truncate(fold.game.plies().len());
                self.clock.uncount(*by);
                self.clock.start(*by, at);
            }
            Event::RolledBack { white, black, .. } => {
                self.truncate(fold.game.plies().len());
                self.clock.stop(at);
                self.clock.restore(Color::White, white, at);
                self.clock.restore(Color::Black, black, at);
                self.clock.start(fold.game.position().turn(), at);
                for color in [Color::White, Color::Black] {
                    self.raise_flag(color, at);
                }
            }
            Event::IllegalDeclared { by, .. } => {
                // Each side keeps the time it thought since; what the moves
                // taken back earned goes with them (7.1: the arbiter may set
                // the clocks otherwise after).
                let plies = fold.game.plies().len();
                let counted = ByColor::new_with(|c| self.after_illegal(c, plies, at));
                self.truncate(plies);
                self.clock.stop(at);
                for color in [Color::White, Color::Black] {
                    self.clock.restore(color, &counted[color], at);
                    self.raise_flag(color, at);
                }
                self.clock.start(*by, at);
            }
            _ => {}
        }
    }

    /// A side's clock once the moves after `plies` half-moves are taken
    /// back (an illegal move, and those after it): the time it thought
    /// stays used, and time the arbiter gave since stays given, but what the
    /// moves earned (increments, the next period's time) goes with them, and
    /// they no longer count.
    pub fn after_illegal(&self, by: Color, plies: usize, at: Stamp) -> ClockReading {
        let snap = self.snapshots[plies][by];
        let now = self.clock.reading(by, at);
        let control = self.clock.control();
        let earned = control.after(now.completed).2 - control.after(snap.completed).2;
        ClockReading {
            left: now.left - earned,
            used: now.used,
            completed: snap.completed,
            period: snap.period,
            in_period: snap.in_period,
            ..now
        }
    }

    /// A flag that counted as fallen stands again once its clock shows time.
    fn raise_flag(&mut self, color: Color, at: Stamp) {
        if self.clock.reading(color, at).left > Span::ZERO {
            self.flags[color] = None;
        }
    }

    /// The clock's part of a completed move (the game's last): pressed, or
    /// stopped when the move ended the game.
    fn moved(&mut self, at: Stamp, auto: bool, fold: &Fold) {
        let Some(by) = fold.game.plies().last().map(|p| p.before.turn()) else {
            return;
        };
        if auto {
            self.clock.stop_completed(at);
        } else {
            self.clock.press(at);
        }
        let left = self.clock.reading(by, at).left;
        self.clock_after.push(Some(left));
        self.completed_at.push(at);
        self.snapshots
            .push(ByColor::new_with(|c| self.clock.reading(c, at)));
        // A warning is given again once the clock is back above it.
        if by == fold.setup.blind {
            self.warned.retain(|t| *t >= left);
        }
    }

    /// Forgets what was read after the half-moves taken back.
    fn truncate(&mut self, plies: usize) {
        self.clock_after.truncate(plies);
        self.completed_at.truncate(plies);
        self.snapshots.truncate(plies + 1);
    }

    /// Events due by the passage of time from `last` up to `now`: a flag
    /// falling, a low-time warning, a time call. Each carries the moment it
    /// happened, not `now`.
    pub fn due(&self, setup: &Setup, position: &Chess, last: Stamp, now: Stamp) -> Vec<Record> {
        let mut out = Vec::new();
        if let Some((color, at)) = self.clock.flag_at()
            && at <= now
            && self.flags[color].is_none()
        {
            let opponent_can_mate = !position.has_insufficient_material(!color);
            out.push(Record {
                at,
                event: Event::FlagFell {
                    color,
                    opponent_can_mate,
                },
            });
        }
        // A stopped clock set to no time (setclock, a deduction): its flag
        // fell when it was set, as the proposal said.
        for color in [Color::White, Color::Black] {
            if self.clock.running() != Some(color)
                && self.flags[color].is_none()
                && self.clock.reading(color, last).left <= Span::ZERO
            {
                out.push(Record {
                    at: last,
                    event: Event::FlagFell {
                        color,
                        opponent_can_mate: !position.has_insufficient_material(!color),
                    },
                });
            }
        }
        let blind = setup.blind;
        // Where the laws give the time only on request, no warning comes
        // unasked; the cadence the player chose is his standing request.
        let warnings: &[Span] = if setup.laws.time_only_on_request().is_some() {
            &[]
        } else {
            &setup.warnings
        };
        if self.clock.running() == Some(blind) {
            let left_now = self.clock.reading(blind, now).left;
            let before = self.clock.reading(blind, last).left;
            // A threshold is passed when the clock goes from at or above it to
            // below it (a game that starts with less time warns of nothing).
            // Only the lowest passed is said: "1 minute left" makes "5 minutes" stale.
            if let Some(&threshold) = warnings
                .iter()
                .filter(|t| **t <= before && left_now < **t && !self.warned.contains(t))
                .min()
            {
                let at = now - (threshold - left_now);
                out.push(Record {
                    at: at.max(last),
                    event: Event::Warned {
                        color: blind,
                        threshold,
                    },
                });
            }
            if let Some(mark) = setup.cadence.crossed(before, left_now)
                && !warnings.contains(&mark)
            {
                out.push(Record {
                    at: now - (mark - left_now),
                    event: Event::TimeCalled {
                        color: blind,
                        left: mark,
                    },
                });
            }
        }
        out.sort_by_key(|r| r.at);
        out
    }
}

impl Session {
    /// `claim time`: the win (or the draw) a fallen flag gives, proposed.
    pub(super) fn claim_time(&self) -> Result<Vec<Event>, Refusal> {
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
                BothFlags::Draw(article) => (GameResult::Draw, None, Some(article.to_string())),
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
}

impl Session {
    /// What is said of a flag, a low-time warning, a time called, and the arbiter's changes to a clock.
    pub(super) fn timing_said(&self, event: &Event) -> Vec<Say> {
        let t = self.setup.lang.text();
        let name = |c: Color| text::sentence(&t.side(c));
        match event {
            Event::FlagFell {
                color,
                opponent_can_mate,
                ..
            } => {
                let fell = match self.flags_down() {
                    FlagsDown::First(first) if first != *color => self.both_down_text(first),
                    FlagsDown::BothAtOnce => self.both_flags_text(),
                    _ => t.flag_fell(*color, *opponent_can_mate),
                };
                // Only the opponent's flag is the blind player's to claim,
                // and none where the laws give no claim.
                let claim = if *color == self.setup.blind || !self.time_claimable() {
                    fell
                } else {
                    format!("{fell} {}", t.claim_time_hint())
                };
                vec![Say::private(self.addressed(claim)).with(Earcon::Flag)]
            }
            Event::Warned {
                color, threshold, ..
            } => {
                vec![
                    Say::private(format!("{}: {}", name(*color), t.left(*threshold)))
                        .with(Earcon::LowTime),
                ]
            }
            Event::TimeCalled { color, left, .. } => {
                vec![Say::private(format!("{}: {}", name(*color), t.left(*left)))]
            }
            Event::TimeAdded {
                color, span, rule, ..
            } => {
                // A deduction (2001/2005's incorrect claim) is said as time taken.
                let change = if *span < Span::ZERO {
                    t.time_taken(-*span, *color)
                } else {
                    t.time_added(*color, *span)
                };
                vec![Say::private(with_rule(t, change, rule))]
            }
            Event::ClockSet {
                color, left, rule, ..
            } => {
                vec![Say::private(with_rule(t, t.clock_set(*color, *left), rule))]
            }
            // Other events are said by `narrate`.
            _ => Vec::new(),
        }
    }

    /// Both flags down, the order not known: what the edition gives.
    /// Whether `claim time` would be proposed now: a flag is down, and the
    /// laws give a claim (not both at once before the last period, not a
    /// claimant out of time where he must have time left).
    pub(super) fn time_claimable(&self) -> bool {
        let ruling = self.setup.ruling();
        match self.flags_down() {
            FlagsDown::None => false,
            FlagsDown::First(first) if self.flag(!first).is_some() => {
                ruling.both_flags_draw().is_some() || ruling.claimant_needs_time().is_none()
            }
            FlagsDown::First(_) => true,
            FlagsDown::BothAtOnce => {
                ruling.both_flags_draw().is_some()
                    || matches!(self.both_flags_rule(), BothFlags::Draw(_))
            }
        }
    }
    /// Both flags down, `first`'s first: whose claim it is, as the kind of
    /// game rules it (2005 B9: a draw; 2017 A.4.3: no claim).
    pub(super) fn both_down_text(&self, first: Color) -> String {
        let t = self.setup.lang.text();
        let ruling = self.setup.ruling();
        if let Some(rule) = ruling.both_flags_draw() {
            t.flags_both_draw(rule)
        } else if let Some(rule) = ruling.claimant_needs_time() {
            t.flags_both_no_claim(first, rule)
        } else {
            t.flags_both(first, !first)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::session::error::legal;

    #[test]
    fn an_illegal_move_no_longer_counts_but_its_time_stays_used() {
        let setup = Setup::manual(TimeControl::parse("90m+0").unwrap());
        let mut game = Game::new(Chess::default());
        let mut timing = Timing::new(
            setup.control.clone(),
            &Chess::default(),
            &[],
            None,
            Stamp(0),
        );
        game.play(legal(game.position(), "g1f3".parse().unwrap()).unwrap())
            .unwrap();
        let fold = Fold::settled(&setup, &game);
        let press = Event::Completed {
            by: Color::White,
            auto: false,
        };
        timing.apply(Stamp(10_000), &press, &fold);
        assert_eq!(
            timing.clock_after(),
            [Some(Span::minutes(90) - Span::seconds(10))]
        );
        game.truncate(0);
        let fold = Fold::settled(&setup, &game);
        let illegal = Event::IllegalDeclared {
            by: Color::White,
            count: 1,
            rule: None,
            ply: None,
        };
        timing.apply(Stamp(15_000), &illegal, &fold);
        let white = timing.clock().reading(Color::White, Stamp(15_000));
        assert_eq!((white.completed, white.used), (0, Span::seconds(10)));
        assert_eq!(timing.clock().running(), Some(Color::White));
        assert!(timing.clock_after().is_empty());
    }
}
