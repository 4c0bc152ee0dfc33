//! `status.json`: what an arbiter walking the hall needs to know of a board
//! at a glance, as data another program reads.

use serde::{Deserialize, Serialize};
use shakmaty::{Color, Position};

use super::super::clock::{Span, Stamp};
use super::super::outcome::EndReason;
use super::super::session::{Event, Session};

/// A colour as the status writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        if c.is_white() {
            Side::White
        } else {
            Side::Black
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// What waits for someone at the board; in the JSON an object whose
/// `kind` says which: `{"kind": "draw_offer", "by": "white"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Waiting {
    /// A claim (a draw, the opponent's flag) waits for the arbiter's yes or no.
    Claim,
    /// Another decision the app proposed waits for yes or no (a penalty, a
    /// restore, an illegal move's consequences).
    Decision,
    /// A result the players gave (a resignation, an agreed draw) waits for
    /// yes or no.
    Result,
    /// A draw offer waits for the opponent's answer.
    DrawOffer { by: Side },
}

/// A board's state at one moment, for `status.json`. Every field has a
/// default, so that a status of a later version, with more, still reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Status {
    /// The form of this status ([`FORMAT`]): a JSON without it is none of
    /// annabella's.
    pub format: u32,
    pub event: String,
    pub site: String,
    pub round: String,
    pub board: String,
    pub white: String,
    pub black: String,
    /// Half-moves completed in the game (the announced one is not).
    pub plies: usize,
    /// The number of the move being played.
    pub move_number: u32,
    pub to_move: Side,
    /// Time left on each clock, in milliseconds (negative past the flag).
    pub white_ms: i64,
    pub black_ms: i64,
    /// Whose clock runs, if one does.
    pub running: Option<Side>,
    /// A flag that has fallen and stands down (White's first).
    pub flag: Option<Side>,
    pub waiting: Option<Waiting>,
    /// The blind player's peg board differs from the game.
    pub peg_differs: bool,
    /// Adjourned: a move sealed, not yet unsealed.
    pub adjourned: bool,
    /// The result once recorded: "1-0", "0-1", "1/2-1/2".
    pub result: Option<String>,
    /// When this was read, in milliseconds since the Unix epoch.
    pub at: i64,
}

/// The longest name (of the event, the site, a player …) a board's status
/// is believed with.
pub const LONGEST_NAME: usize = 200;
/// The most time a clock is believed to show, either way: 36 hours.
const LONGEST_CLOCK_MS: u64 = 36 * 3600 * 1000;

/// The form `status.json` is written in; a later form only adds fields.
pub const FORMAT: u32 = 1;

impl Default for Status {
    fn default() -> Status {
        Status {
            format: 0,
            event: String::new(),
            site: String::new(),
            round: String::new(),
            board: String::new(),
            white: String::new(),
            black: String::new(),
            plies: 0,
            move_number: 1,
            to_move: Side::White,
            white_ms: 0,
            black_ms: 0,
            running: None,
            flag: None,
            waiting: None,
            peg_differs: false,
            adjourned: false,
            result: None,
            at: 0,
        }
    }
}

impl Status {
    /// The board as it stands at `now`.
    pub fn of(session: &Session, now: Stamp) -> Status {
        let setup = session.setup();
        let position = session.position();
        let left = |c: Color| session.clock().reading(c, now).left;
        let flag = Color::ALL
            .into_iter()
            .find(|c| session.flag(*c).is_some() && left(*c) <= Span::ZERO);
        let waiting = match session.proposal() {
            Some(p) if p.then.iter().any(is_claim) => Some(Waiting::Claim),
            Some(p) if p.then.iter().any(is_players_result) => Some(Waiting::Result),
            Some(_) => Some(Waiting::Decision),
            None if session.standing_claim().is_some() => Some(Waiting::Claim),
            None => session
                .standing_offer()
                .map(|by| Waiting::DrawOffer { by: by.into() }),
        };
        let text = |s: &Option<String>| s.clone().unwrap_or_default();
        Status {
            format: FORMAT,
            event: text(&setup.event),
            site: text(&setup.site),
            round: text(&setup.round),
            board: text(&setup.board),
            white: setup.named(Color::White).unwrap_or_default().to_string(),
            black: setup.named(Color::Black).unwrap_or_default().to_string(),
            plies: session.game().plies().len(),
            move_number: position.fullmoves().get(),
            to_move: position.turn().into(),
            white_ms: left(Color::White).millis(),
            black_ms: left(Color::Black).millis(),
            running: session.clock().running().map(Side::from),
            flag: flag.map(Side::from),
            waiting,
            peg_differs: session.peg_differs(),
            // A game resigned while adjourned is over, not adjourned.
            adjourned: session.sealed().is_some() && session.outcome().is_none(),
            result: session.outcome().map(|(r, _, _)| r.pgn().to_string()),
            at: now.0,
        }
    }

    pub fn to_json(&self) -> String {
        // A struct of strings and numbers always serialises.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// A board's status, where `text` is one: an object with at least the
    /// fields every form has had (a later form only adds).
    pub fn from_json(text: &str) -> Option<Status> {
        let value: serde_json::Value = serde_json::from_str(text).ok()?;
        let object = value.as_object()?;
        let complete = [
            "format",
            "plies",
            "move_number",
            "to_move",
            "white_ms",
            "black_ms",
        ]
        .iter()
        .all(|k| object.contains_key(*k));
        serde_json::from_value::<Status>(value)
            .ok()
            .filter(|s| complete && s.format >= FORMAT)
    }

    /// Whether a board could have said this: a move number a game reaches,
    /// clocks within a day and a half of zero, a result the laws know,
    /// and names of at most [`LONGEST_NAME`] characters. What another
    /// program sends past that is not shown as a board's.
    pub fn believable(&self) -> bool {
        let most = super::super::game::MOST_MOVE_NUMBER;
        let clock = |ms: i64| ms.unsigned_abs() <= LONGEST_CLOCK_MS;
        let name = |s: &String| s.chars().count() <= LONGEST_NAME;
        (1..=most).contains(&self.move_number)
            && self.plies <= 2 * most as usize
            && clock(self.white_ms)
            && clock(self.black_ms)
            && [
                &self.event,
                &self.site,
                &self.round,
                &self.board,
                &self.white,
                &self.black,
            ]
            .into_iter()
            .all(name)
            && self
                .result
                .as_deref()
                .is_none_or(|r| ["1-0", "0-1", "1/2-1/2"].contains(&r))
    }

    /// Time left on `side`'s clock.
    pub fn left(&self, side: Side) -> Span {
        Span(match side {
            Side::White => self.white_ms,
            Side::Black => self.black_ms,
        })
    }
}

/// A result the players gave, waiting for its record.
fn is_players_result(e: &Event) -> bool {
    matches!(
        e,
        Event::Ended {
            reason: EndReason::Resignation | EndReason::Agreement,
            ..
        }
    )
}

/// A claim's part of a proposal: the claim itself, or the end a claim
/// brings (on time, by repetition, by the fifty-move rule). A resignation
/// or a result the arbiter declares waits as a decision.
fn is_claim(e: &Event) -> bool {
    matches!(
        e,
        Event::Claimed { .. }
            | Event::Ended {
                reason: EndReason::Time | EndReason::Threefold | EndReason::FiftyMoves,
                ..
            }
    )
}
