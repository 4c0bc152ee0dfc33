//! The chess clock: time controls with periods, Fischer increment and Bronstein
//! delay. The clock is computed from the timestamps it is given (when a clock
//! started, when it was pressed), never from accumulated ticks, so a reading at
//! any moment, or after a restart, is exact.

use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Color};

mod control;
pub use control::{ControlError, MAX_TYPED_HOURS, Period, Slip, TimeControl, parse_span};

/// A moment, in milliseconds on some fixed scale (the Unix epoch for the real
/// clock, the start of the game for the manual one).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Stamp(pub i64);

/// A length of time in milliseconds; negative when a clock is over its time.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Span(pub i64);

impl Span {
    pub const ZERO: Span = Span(0);
    /// The longest time a person may type (a control's period, a clock,
    /// a wait): far beyond any game, far below where arithmetic overflows.
    pub const MAX_TYPED: Span = Span(MAX_TYPED_HOURS * 3_600_000);
    pub const fn seconds(s: i64) -> Span {
        Span(s * 1000)
    }
    pub const fn minutes(m: i64) -> Span {
        Span(m * 60_000)
    }
    /// As a duration of the standard library (none where it is negative).
    pub fn duration(self) -> std::time::Duration {
        std::time::Duration::from_millis(u64::try_from(self.0).unwrap_or(0))
    }
    pub const fn millis(self) -> i64 {
        self.0
    }
    /// Whole seconds, rounded down (a clock never shows more than is left).
    pub fn whole_seconds(self) -> i64 {
        self.0.div_euclid(1000)
    }
    /// Whole seconds, rounded to the nearest (half a second up).
    pub fn nearest_seconds(self) -> i64 {
        (self.0 + 500).div_euclid(1000)
    }
    pub fn max(self, other: Span) -> Span {
        Span(self.0.max(other.0))
    }
    pub fn min(self, other: Span) -> Span {
        Span(self.0.min(other.0))
    }
}

impl Add for Span {
    type Output = Span;
    fn add(self, o: Span) -> Span {
        Span(self.0 + o.0)
    }
}
impl Sub for Span {
    type Output = Span;
    fn sub(self, o: Span) -> Span {
        Span(self.0 - o.0)
    }
}
impl Neg for Span {
    type Output = Span;
    fn neg(self) -> Span {
        Span(-self.0)
    }
}
impl AddAssign for Span {
    fn add_assign(&mut self, o: Span) {
        self.0 += o.0;
    }
}
impl SubAssign for Span {
    fn sub_assign(&mut self, o: Span) {
        self.0 -= o.0;
    }
}
impl Add<Span> for Stamp {
    type Output = Stamp;
    fn add(self, o: Span) -> Stamp {
        Stamp(self.0 + o.0)
    }
}
impl Sub<Span> for Stamp {
    type Output = Stamp;
    fn sub(self, o: Span) -> Stamp {
        Stamp(self.0 - o.0)
    }
}
impl Sub for Stamp {
    type Output = Span;
    fn sub(self, o: Stamp) -> Span {
        Span(self.0 - o.0)
    }
}

/// `H:MM:SS`, as the clock panel and PGN's `[%clk]` show a span: rounded to
/// the nearest second as the time is said (`Text::duration`), so that what
/// is seen is what is heard.
impl fmt::Display for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.nearest_seconds().max(0);
        write!(f, "{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    }
}

/// One side's clock between presses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Side {
    /// Time left when this clock last stopped (or at the start).
    left: Span,
    used: Span,
    completed: u32,
    period: usize,
    in_period: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Running {
    color: Color,
    since: Stamp,
}

/// What a clock shows at a moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockReading {
    /// May be negative: the flag has fallen.
    pub left: Span,
    pub used: Span,
    pub completed: u32,
    pub running: bool,
    /// The period the side plays in (0 is the first).
    pub period: usize,
    /// Moves completed in that period.
    #[serde(default)]
    pub in_period: u32,
}

/// What a press did besides switching the clocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Press {
    pub color: Color,
    /// The next period began: its time was added.
    pub new_period: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    sides: ByColor<Side>,
    running: Option<Running>,
}

impl Clock {
    pub fn new(control: TimeControl) -> Clock {
        let first = *control.period(0);
        let side = Side {
            left: first.base,
            ..Side::default()
        };
        Clock {
            control,
            sides: ByColor::new_with(|_| side),
            running: None,
        }
    }

    /// The clocks of a game taken over after `completed` moves of each side
    /// (a position from another board or another program): each side in
    /// the period those moves reach, with that period's time, or with the
    /// time its clock showed (`left`) where that is known. Where it is, the
    /// time used is what the control gave by then less what is left (the
    /// clock's own count: increments given, delays not charged).
    pub fn taken_over(
        control: TimeControl,
        completed: ByColor<u32>,
        left: ByColor<Option<Span>>,
    ) -> Clock {
        let mut clock = Clock::new(control);
        for color in Color::ALL {
            let side = &mut clock.sides[color];
            side.completed = completed[color];
            let (period, in_period, given) = clock.control.after(completed[color]);
            (side.period, side.in_period) = (period, in_period);
            side.left = left[color].unwrap_or(clock.control.period(side.period).base);
            if left[color].is_some() {
                side.used = (given - side.left).max(Span::ZERO);
            }
        }
        clock
    }

    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    pub fn running(&self) -> Option<Color> {
        self.running.map(|r| r.color)
    }

    /// How much the running side has been charged by `now` (delay given back).
    fn charge(&self, color: Color, now: Stamp) -> (Span, Span) {
        match self.running {
            Some(r) if r.color == color => {
                let elapsed = (now - r.since).max(Span::ZERO);
                let delay = self.control.period(self.sides[color].period).delay;
                ((elapsed - delay).max(Span::ZERO), elapsed)
            }
            _ => (Span::ZERO, Span::ZERO),
        }
    }

    pub fn reading(&self, color: Color, now: Stamp) -> ClockReading {
        let side = &self.sides[color];
        let (charged, elapsed) = self.charge(color, now);
        ClockReading {
            left: side.left - charged,
            used: side.used + elapsed,
            completed: side.completed,
            running: self.running.is_some_and(|r| r.color == color),
            period: side.period,
            in_period: side.in_period,
        }
    }

    /// Stops whatever runs, charging it, and starts `color`'s clock.
    pub fn start(&mut self, color: Color, at: Stamp) {
        self.stop(at);
        self.running = Some(Running { color, since: at });
    }

    /// Stops both clocks; the running side is charged up to `at`.
    pub fn stop(&mut self, at: Stamp) {
        if let Some(r) = self.running.take() {
            let (charged, elapsed) = {
                self.running = Some(r);
                let c = self.charge(r.color, at);
                self.running = None;
                c
            };
            let side = &mut self.sides[r.color];
            side.left -= charged;
            side.used += elapsed;
        }
    }

    /// The running side's move ended the game: its clock stops, and the
    /// move counts as completed (no press follows it), with nothing added.
    pub fn stop_completed(&mut self, at: Stamp) {
        let color = self.running.map(|r| r.color);
        self.stop(at);
        if let Some(c) = color {
            self.sides[c].completed += 1;
        }
    }

    /// The move that ended the game was corrected (D.2.8): it no longer counts.
    pub fn uncount(&mut self, color: Color) {
        let side = &mut self.sides[color];
        side.completed = side.completed.saturating_sub(1);
    }

    /// The running side completes a move: its clock stops (increment added,
    /// the next period's time added when the period's moves are made) and the
    /// other side's starts. Returns `None` when no clock runs.
    pub fn press(&mut self, at: Stamp) -> Option<Press> {
        let color = self.running?.color;
        self.stop(at);
        let period = *self.control.period(self.sides[color].period);
        let side = &mut self.sides[color];
        side.completed += 1;
        side.in_period += 1;
        side.left += period.increment;
        let mut new_period = None;
        if period.moves.is_some_and(|n| side.in_period >= n) {
            side.period += 1;
            side.in_period = 0;
            side.left += self.control.period(side.period).base;
            new_period = Some(side.period);
        }
        self.running = Some(Running {
            color: !color,
            since: at,
        });
        Some(Press { color, new_period })
    }

    /// When the running side's flag falls if nobody presses: the moment its
    /// time (after the delay) reaches zero.
    pub fn flag_at(&self) -> Option<(Color, Stamp)> {
        let r = self.running?;
        let side = &self.sides[r.color];
        let delay = self.control.period(side.period).delay;
        Some((r.color, r.since + delay + side.left.max(Span::ZERO)))
    }

    /// Adds (or with a negative span, deducts) time: an arbiter's decision.
    /// From now on `span` is added to both clocks after each completed move
    /// (a quickplay finish's increment, 2017 III.4).
    pub fn set_increment(&mut self, span: Span) {
        for period in &mut self.control.periods {
            period.increment = span;
        }
    }

    pub fn add(&mut self, color: Color, span: Span) {
        self.sides[color].left += span;
    }

    /// Sets the time left on `color`'s clock as read at `now`.
    pub fn set(&mut self, color: Color, left: Span, now: Stamp) {
        let (charged, _) = self.charge(color, now);
        self.sides[color].left = left + charged;
    }

    /// Sets a whole reading: time left and used, moves completed (for taking
    /// the game back to an earlier point).
    pub fn restore(&mut self, color: Color, reading: &ClockReading, now: Stamp) {
        self.set(color, reading.left, now);
        let side = &mut self.sides[color];
        side.used = reading.used;
        side.completed = reading.completed;
        side.period = reading.period;
        side.in_period = reading.in_period;
    }
}

/// When to call out the time left unasked: "every 5 minutes, every minute under
/// 10 minutes, every 10 s under a minute" is written `5m, 1m<10m, 10s<1m`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Cadence {
    /// (every, under): call every `every` while the time left is below `under`
    /// (or always, with no `under`).
    pub rules: Vec<(Span, Option<Span>)>,
}

impl Cadence {
    pub fn parse(text: &str) -> Result<Cadence, ControlError> {
        let error = || ControlError {
            text: text.to_string(),
            slip: None,
        };
        let mut rules = Vec::new();
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (every, under) = match part.split_once('<') {
                Some((e, u)) => (e, Some(parse_span(u, Span::minutes(1)).ok_or_else(error)?)),
                None => (part, None),
            };
            let every = parse_span(every, Span::minutes(1))
                .filter(|e| *e > Span::ZERO)
                .ok_or_else(error)?;
            rules.push((every, under));
        }
        Ok(Cadence { rules })
    }

    pub fn is_off(&self) -> bool {
        self.rules.is_empty()
    }

    /// The interval in force with `left` on the clock: the rule with the
    /// smallest bound above it.
    fn every(&self, left: Span) -> Option<Span> {
        self.rules
            .iter()
            .filter(|(_, under)| under.is_none_or(|u| left < u))
            .min_by_key(|(_, under)| under.map_or(i64::MAX, |u| u.millis()))
            .map(|(every, _)| *every)
    }

    /// The last mark (a multiple of the interval in force there) that the time
    /// left reached going down from `before` (not included) to `after`
    /// (included), if any. Consecutive windows call each mark once.
    pub fn crossed(&self, before: Span, after: Span) -> Option<Span> {
        if after >= before || before <= Span::ZERO {
            return None;
        }
        let mut best: Option<Span> = None;
        for (every, _) in &self.rules {
            // The lowest multiple of this interval at or above `after` …
            let k = (after.millis() + every.millis() - 1).div_euclid(every.millis());
            let mark = Span(k * every.millis());
            // … counts if the clock went from above it to it or below (so the
            // time it started at is not called), and this interval is in force
            // just below the mark.
            if mark < before && mark > Span::ZERO && self.every(mark - Span(1)) == Some(*every) {
                best = Some(best.map_or(mark, |b: Span| b.min(mark)));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_span_is_shown_as_it_is_said() {
        let t = crate::text::Lang::En.text();
        for (ms, shown, said) in [
            (49_600, "0:00:50", "50 seconds"),
            (49_400, "0:00:49", "49 seconds"),
            (5_568_600, "1:32:49", "1 hour 32 minutes 49 seconds"),
        ] {
            assert_eq!(Span(ms).to_string(), shown);
            assert_eq!(t.duration(Span(ms)), said);
        }
    }

    /// Controls that read but are most likely slips are refused with what
    /// was probably meant (the program's rule: a likely slip is refused,
    /// never guessed).
    #[test]
    fn likely_slips_are_refused_with_the_likely_meaning() {
        let slip = |s: &str| TimeControl::parse(s).err().and_then(|e| e.slip);
        assert_eq!(
            slip("40/90"),
            Some(Slip::Swapped {
                minutes: 40,
                moves: 90
            })
        );
        assert_eq!(slip("0+5"), Some(Slip::NoBase));
        for (typed, seconds) in [
            ("40/90:30", 90),
            ("90/40:30+30", 40),
            ("10", 10),
            ("40/5400:60", 60),
        ] {
            assert_eq!(slip(typed), Some(Slip::Seconds { seconds }), "{typed}");
        }
        assert!(TimeControl::parse("40/5400:0").is_err());
        assert_eq!(slip("90m/40+30m+30s"), None);
        // A delay after a plus is a player's form: the base is minutes.
        for (typed, minutes) in [("5+d3", 5), ("90+d5", 90)] {
            let c = TimeControl::parse(typed).unwrap();
            assert_eq!(c.periods[0].base, Span::minutes(minutes), "{typed}");
        }
        assert_eq!(tc("90m/40"), tc("90/40"));
        let g = TimeControl::parse("G/90+d5").unwrap();
        assert_eq!(
            (g.periods[0].base, g.periods[0].delay),
            (Span::minutes(90), Span::seconds(5))
        );
        for fine in ["90s", "40/5400:1800", "40/180", "60s+1", "5400d5"] {
            assert!(TimeControl::parse(fine).is_ok(), "{fine}");
        }
        assert_eq!(slip("0s+5s"), Some(Slip::NoBase));
        for fine in ["90/40+30+30s", "40/5400:1800+30", "15+10", "3+2", "300+3"] {
            assert!(TimeControl::parse(fine).is_ok(), "{fine}");
        }
    }

    fn tc(s: &str) -> TimeControl {
        TimeControl::parse(s).unwrap_or_else(|_| panic!("{s}"))
    }

    /// Where a side stands after `completed` moves, counted a move at a time.
    fn after_one_by_one(control: &TimeControl, completed: u32) -> (usize, u32, Span) {
        let (mut period, mut in_period) = (0, 0);
        let mut given = control.period(0).base;
        for _ in 0..completed {
            let p = *control.period(period);
            given += p.increment;
            in_period += 1;
            if p.moves.is_some_and(|n| in_period >= n) {
                period += 1;
                in_period = 0;
                given += control.period(period).base;
            }
        }
        (period, in_period, given)
    }

    #[test]
    fn the_moves_before_a_position_are_counted_by_periods_not_one_by_one() {
        for control in [
            "40/7200",
            "40/5400+30:1800+30",
            "90+30",
            "40/7200:20/3600:900",
            "3+2",
        ] {
            let control = tc(control);
            for completed in (0..300).chain([999, 4000, 40_001]) {
                assert_eq!(
                    control.after(completed),
                    after_one_by_one(&control, completed),
                    "{control:?} after {completed}"
                );
            }
        }
        // Move 4,294,967,295: at once, in the repeating period's round.
        let (period, in_period, given) = tc("40/7200").after(u32::MAX - 1);
        assert_eq!((period, in_period), (107_374_182, 14));
        assert_eq!(given, Span::seconds(7200 * 107_374_183));
    }

    fn period(moves: Option<u32>, base_s: i64, inc_s: i64) -> Period {
        Period {
            moves,
            base: Span::seconds(base_s),
            increment: Span::seconds(inc_s),
            delay: Span::ZERO,
        }
    }

    #[test]
    fn pgn_forms() {
        assert_eq!(
            tc("40/5400:1800+30").periods,
            vec![period(Some(40), 5400, 0), period(None, 1800, 30)]
        );
        assert_eq!(tc("300+3").periods, vec![period(None, 300, 3)]);
        assert_eq!(tc("5400").periods, vec![period(None, 5400, 0)]);
        assert_eq!(tc("40/7200").periods, vec![period(Some(40), 7200, 0)]);
        let d = tc("300d5").periods[0];
        assert_eq!((d.base, d.delay), (Span::seconds(300), Span::seconds(5)));
        assert_eq!(tc("40/5400+30:1800+30").pgn(), "40/5400+30:1800+30");
    }

    #[test]
    fn fide_shorthand() {
        assert_eq!(
            tc("90/40+30+30s").periods,
            vec![period(Some(40), 5400, 30), period(None, 1800, 30)]
        );
        assert_eq!(
            tc("120/40+60/20+30").periods,
            vec![
                period(Some(40), 7200, 0),
                period(Some(20), 3600, 0),
                period(None, 1800, 0)
            ]
        );
        assert_eq!(tc("15+10").periods, vec![period(None, 900, 10)]);
        assert_eq!(tc("3+2").periods, vec![period(None, 180, 2)]);
        assert_eq!(tc("90+30").periods, vec![period(None, 5400, 30)]);
        assert_eq!(tc("90m+30s").periods, vec![period(None, 5400, 30)]);
        assert_eq!(tc("300s+3s").periods, vec![period(None, 300, 3)]);
        assert_eq!(tc("G/90").periods, vec![period(None, 5400, 0)]);
        assert_eq!(tc("5+0d2").periods[0].delay, Span::seconds(2));
    }

    #[test]
    fn nonsense_is_refused() {
        for bad in ["", "abc", "40/", "0", "x+3", "40/5400:30/", "+"] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn spans_typed_by_people() {
        assert_eq!(parse_span("90s", Span::seconds(1)), Some(Span::seconds(90)));
        assert_eq!(
            parse_span("1h2m", Span::seconds(1)),
            Some(Span::seconds(3720))
        );
        assert_eq!(
            parse_span("1h2m3s", Span::seconds(1)),
            Some(Span::seconds(3723))
        );
        assert_eq!(parse_span("2m", Span::seconds(1)), Some(Span::seconds(120)));
        assert_eq!(
            parse_span("1:30", Span::seconds(1)),
            Some(Span::seconds(90))
        );
        assert_eq!(
            parse_span("1:02:03", Span::seconds(1)),
            Some(Span::seconds(3723))
        );
        assert_eq!(parse_span("5", Span::minutes(1)), Some(Span::minutes(5)));
        assert_eq!(parse_span("5x", Span::seconds(1)), None);
        assert_eq!(parse_span("m", Span::seconds(1)), None);
        assert_eq!(parse_span("1:75", Span::seconds(1)), None);
    }

    #[test]
    fn increment_and_periods() {
        let mut c = Clock::new(tc("2/60s+10:30s"));
        c.start(Color::White, Stamp(0));
        assert_eq!(
            c.reading(Color::White, Stamp(5_000)).left,
            Span::seconds(55)
        );
        c.press(Stamp(5_000));
        let w = c.reading(Color::White, Stamp(5_000));
        assert_eq!(
            (w.left, w.used, w.completed, w.running),
            (Span::seconds(65), Span::seconds(5), 1, false)
        );
        assert!(c.reading(Color::Black, Stamp(5_000)).running);
        c.press(Stamp(6_000));
        c.press(Stamp(7_000)); // White's 2nd move ends the period: +30 s; the increment is the first period's
        let w = c.reading(Color::White, Stamp(7_000));
        assert_eq!(w.left, Span::seconds(65 - 1 + 10 + 30));
        assert_eq!(w.period, 1);
    }

    #[test]
    fn delay_gives_back_the_used_part() {
        let mut c = Clock::new(tc("60sd5"));
        c.start(Color::White, Stamp(0));
        assert_eq!(
            c.reading(Color::White, Stamp(3_000)).left,
            Span::seconds(60)
        );
        assert_eq!(
            c.reading(Color::White, Stamp(8_000)).left,
            Span::seconds(57)
        );
        assert_eq!(c.flag_at(), Some((Color::White, Stamp(65_000))));
        c.press(Stamp(4_000));
        assert_eq!(
            c.reading(Color::White, Stamp(4_000)).left,
            Span::seconds(60)
        );
        assert_eq!(c.reading(Color::White, Stamp(4_000)).used, Span::seconds(4));
    }

    #[test]
    fn flag_and_arbiter_changes() {
        let mut c = Clock::new(tc("60s"));
        c.start(Color::White, Stamp(1_000));
        assert_eq!(c.flag_at(), Some((Color::White, Stamp(61_000))));
        assert_eq!(
            c.reading(Color::White, Stamp(71_000)).left,
            Span::seconds(-10)
        );
        c.add(Color::White, Span::minutes(2));
        assert_eq!(c.flag_at(), Some((Color::White, Stamp(181_000))));
        c.set(Color::White, Span::seconds(30), Stamp(11_000));
        assert_eq!(
            c.reading(Color::White, Stamp(11_000)).left,
            Span::seconds(30)
        );
        assert_eq!(
            c.reading(Color::White, Stamp(21_000)).left,
            Span::seconds(20)
        );
        c.set(Color::Black, Span::seconds(5), Stamp(21_000));
        assert_eq!(
            c.reading(Color::Black, Stamp(99_000)).left,
            Span::seconds(5)
        );
    }

    #[test]
    fn cadence_calls_the_marks_passed() {
        let c = Cadence::parse("5m, 1m<10m, 10s<1m").unwrap();
        assert_eq!(
            c.crossed(Span::minutes(16), Span::minutes(14)),
            Some(Span::minutes(15))
        );
        assert_eq!(c.crossed(Span::minutes(14), Span::minutes(13)), None);
        assert_eq!(
            c.crossed(Span::seconds(9 * 60 + 5), Span::seconds(8 * 60 + 50)),
            Some(Span::minutes(9))
        );
        assert_eq!(
            c.crossed(Span::minutes(12), Span::minutes(8) + Span::seconds(30)),
            Some(Span::minutes(9))
        );
        assert_eq!(
            c.crossed(Span::seconds(41), Span::seconds(39)),
            Some(Span::seconds(40))
        );
        assert_eq!(c.crossed(Span::seconds(5), Span::seconds(-1)), None);
        assert_eq!(c.crossed(Span::minutes(20), Span::minutes(16)), None);
        assert_eq!(
            c.crossed(Span::minutes(16), Span::minutes(15)),
            Some(Span::minutes(15))
        );
        assert_eq!(c.crossed(Span::minutes(15), Span::minutes(14)), None);
        assert!(Cadence::parse("").unwrap().is_off());
        assert!(Cadence::parse("0s").is_err());
        assert!(Cadence::parse("5m<x").is_err());
    }

    #[test]
    fn taken_over_in_the_period_the_moves_reach() {
        let control = tc("40/7200:3600+30");
        let completed = ByColor {
            white: 45,
            black: 44,
        };
        let clock = Clock::taken_over(control.clone(), completed, ByColor::default());
        let white = clock.reading(Color::White, Stamp(0));
        assert_eq!((white.period, white.in_period, white.completed), (1, 5, 45));
        assert_eq!(white.left, Span::seconds(3600));
        let left = ByColor {
            white: None,
            black: Some(Span::seconds(200)),
        };
        let clock = Clock::taken_over(control, ByColor { white: 0, black: 0 }, left);
        assert_eq!(
            clock.reading(Color::Black, Stamp(0)).left,
            Span::seconds(200)
        );
        assert_eq!(
            clock.reading(Color::White, Stamp(0)).left,
            Span::seconds(7200)
        );
        // A repeating period: 40/7200 after 85 moves is its third time round.
        let clock = Clock::taken_over(
            tc("40/7200"),
            ByColor {
                white: 85,
                black: 85,
            },
            ByColor::default(),
        );
        assert_eq!(clock.reading(Color::White, Stamp(0)).period, 2);
    }

    /// Taken over with its clocks known, a side has used what the control
    /// gave it by then less what is left; unknown, nothing is counted.
    #[test]
    fn taken_over_time_used_is_what_was_given_less_what_is_left() {
        let completed = ByColor {
            white: 45,
            black: 44,
        };
        let left = ByColor {
            white: Some(Span::seconds(1000)),
            black: None,
        };
        let clock = Clock::taken_over(tc("40/7200:3600+30"), completed, left);
        // 7200 for the first 40 moves, 3600 more, 30 for each of the 5 since.
        assert_eq!(
            clock.reading(Color::White, Stamp(0)).used,
            Span::seconds(7200 + 3600 + 5 * 30 - 1000)
        );
        assert_eq!(clock.reading(Color::Black, Stamp(0)).used, Span::ZERO);
        // An increment from the first move, and a clock showing more than
        // was given (set by hand) counts nothing used.
        let clock = Clock::taken_over(
            tc("300+2"),
            ByColor {
                white: 10,
                black: 10,
            },
            ByColor {
                white: Some(Span::seconds(250)),
                black: Some(Span::seconds(400)),
            },
        );
        assert_eq!(
            clock.reading(Color::White, Stamp(0)).used,
            Span::seconds(70)
        );
        assert_eq!(clock.reading(Color::Black, Stamp(0)).used, Span::ZERO);
    }

    #[test]
    fn pgn_clock_form() {
        assert_eq!(Span::seconds(3723).to_string(), "1:02:03");
        assert_eq!(Span(-5).to_string(), "0:00:00");
    }
}
