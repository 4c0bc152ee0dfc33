//! The engine as a player at the board: how long it may think, when it
//! resigns, how it answers a draw offer. Decisions of a chess program that
//! plays fair: it resigns a position it judges lost beyond doubt, accepts a
//! draw it cannot expect to win, and never thinks on the player's time.

use shakmaty::Color;

use super::judgement::Judgement;
use super::uci::Limit;
use crate::clock::{Clock, Span, Stamp};

/// How the engine's thinking is limited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Think {
    /// On its own clock, as a player: the time left on both clocks, the
    /// increments and the moves to the next control.
    Clock,
    /// A fixed time a move (its clock still runs).
    MoveTime(Span),
    /// A fixed number of positions: the same move every time.
    Nodes(u64),
}

/// The search to ask for, with `to_move`'s clock running on `clock`.
pub fn limit(think: Think, clock: &Clock, now: Stamp) -> Limit {
    match think {
        Think::MoveTime(span) => Limit::MoveTime(span),
        Think::Nodes(n) => Limit::Nodes(n),
        Think::Clock => {
            let white = clock.reading(Color::White, now);
            let black = clock.reading(Color::Black, now);
            let control = clock.control();
            let to_move = clock.running().unwrap_or(Color::White);
            let reading = if to_move.is_white() { &white } else { &black };
            let period = control.period(reading.period);
            Limit::Clocks {
                white: white.left,
                black: black.left,
                white_increment: control.period(white.period).increment,
                black_increment: control.period(black.period).increment,
                moves_to_go: period
                    .moves
                    .map(|n| n.saturating_sub(reading.in_period).max(1)),
            }
        }
    }
}

/// A position judged lost by more than this, from the engine's side (in
/// hundredths of a pawn), on its last `RESIGN_AFTER` moves, is resigned.
const RESIGN_BELOW: i32 = -800;
const RESIGN_AFTER: usize = 3;

/// Whether the engine resigns, given its judgements of its own last
/// positions (oldest first), from its side: lost beyond doubt three moves
/// running, or mated by force.
pub fn resigns(own: &[Judgement], side: Color) -> bool {
    let Some(last) = own.last() else {
        return false;
    };
    if matches!(last, Judgement::Mate { winner, .. } if *winner != side) {
        return true;
    }
    own.len() >= RESIGN_AFTER
        && own[own.len() - RESIGN_AFTER..]
            .iter()
            .all(|j| j.for_side(side) < RESIGN_BELOW)
}

/// Whether the engine accepts a draw offered to it, on its last judgement
/// from its side: yes where it stands clearly worse, or where the game is
/// level and has gone on long enough that it cannot expect more; never in
/// the opening, where nothing is decided yet.
pub fn accepts_draw(last: Option<Judgement>, side: Color, plies: usize) -> bool {
    let Some(judgement) = last else {
        return false;
    };
    let own = judgement.for_side(side);
    plies >= 30 && (own < -100 || (own.abs() <= 25 && plies >= 60))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeControl;

    #[test]
    fn on_its_clock_the_engine_is_told_both_clocks_and_the_moves_to_go() {
        let control = TimeControl::parse("90/40+30+30s").unwrap();
        let mut clock = Clock::new(control);
        clock.start(Color::White, Stamp(0));
        let limit = limit(Think::Clock, &clock, Stamp(60_000));
        assert_eq!(
            limit,
            Limit::Clocks {
                white: Span::minutes(89),
                black: Span::minutes(90),
                white_increment: Span::seconds(30),
                black_increment: Span::seconds(30),
                moves_to_go: Some(40),
            }
        );
        assert_eq!(
            super::limit(Think::Nodes(100), &clock, Stamp(0)),
            Limit::Nodes(100)
        );
    }

    #[test]
    fn the_engine_resigns_a_position_lost_beyond_doubt() {
        let lost = Judgement::Centipawns(-900);
        let bad = Judgement::Centipawns(-300);
        assert!(!resigns(&[lost, lost], Color::White), "not at once");
        assert!(resigns(&[bad, lost, lost, lost], Color::White));
        assert!(!resigns(&[lost, bad, lost], Color::White));
        // Black sees it the other way round.
        assert!(!resigns(&[lost, lost, lost], Color::Black));
        let mated = Judgement::Mate {
            winner: Color::Black,
            moves: 4,
        };
        assert!(resigns(&[mated], Color::White));
        assert!(!resigns(&[mated], Color::Black));
    }

    #[test]
    fn the_engine_accepts_a_draw_it_cannot_expect_to_win() {
        let even = Some(Judgement::Centipawns(10));
        assert!(!accepts_draw(even, Color::White, 20), "too early to settle");
        assert!(accepts_draw(even, Color::White, 80));
        assert!(accepts_draw(
            Some(Judgement::Centipawns(200)),
            Color::Black,
            40
        ));
        assert!(
            !accepts_draw(Some(Judgement::Centipawns(200)), Color::Black, 10),
            "no draw in the opening"
        );
        assert!(!accepts_draw(
            Some(Judgement::Centipawns(200)),
            Color::White,
            80
        ));
        assert!(!accepts_draw(None, Color::White, 80));
    }
}
