//! The game session: actions in, events out; the state is the fold of the
//! events. The shell writes each event to the journal before it applies it,
//! so a game replays exactly from its journal.
//!
//! A move goes through the states of the laws: entered and announced
//! ([`Pending`]), optionally confirmed as repeated by the opponent, then
//! completed by the clock press. Before the press the announcement may be
//! corrected (a slip of the tongue); both are in the record.

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{ByColor, Chess, Color, EnPassantMode, Move, Position};

use super::announce::{self, Style};
use super::clock::{Cadence, Clock, Span, Stamp, TimeControl};
use super::game::{Game, position_from_fen};
use super::input::{MoveError, MoveReader};
use super::laws::Laws;
use super::notation::{self, Letters};
use super::text::{self, Lang};
use super::vocab::{UnknownVocabulary, Vocabularies, Voice, VoiceMix};

/// Colours in the journal are words, not shakmaty's internals.
mod side {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(if c.is_white() { "white" } else { "black" })
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        match String::deserialize(d)?.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(serde::de::Error::custom(format!(
                "unknown colour \"{other}\""
            ))),
        }
    }
}

/// Everything fixed when a game starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The blind or visually impaired player's colour: low-time warnings are for this clock.
    #[serde(with = "side")]
    pub blind: Color,
    pub white: String,
    pub black: String,
    pub laws: Laws,
    pub voice: VoiceMix,
    pub style: Style,
    pub lang: Lang,
    pub letters: Letters,
    pub control: TimeControl,
    /// The start position; `None` is the initial position.
    pub fen: Option<String>,
    /// Time left at which the blind player is warned, largest first.
    pub warnings: Vec<Span>,
    /// When the blind player's time left is called out unasked (off when empty).
    #[serde(default)]
    pub cadence: Cadence,
    /// The game runs on the manual clock (time moves only with `wait`).
    #[serde(default)]
    pub manual_clock: bool,
    /// The date the game was started, as PGN writes it ("2026.11.21").
    #[serde(default)]
    pub date: Option<String>,
}

impl Setup {
    pub fn name(&self, color: Color) -> &str {
        if color.is_white() {
            &self.white
        } else {
            &self.black
        }
    }
}

/// The result of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    #[serde(rename = "1-0")]
    WhiteWins,
    #[serde(rename = "0-1")]
    BlackWins,
    #[serde(rename = "1/2-1/2")]
    Draw,
}

impl GameResult {
    pub fn win_for(color: Color) -> GameResult {
        if color.is_white() {
            GameResult::WhiteWins
        } else {
            GameResult::BlackWins
        }
    }
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    Checkmate,
    Stalemate,
    /// No series of legal moves can mate (insufficient material).
    DeadPosition,
    /// 2014/2017: the same position for the fifth time.
    Fivefold,
    /// 2014/2017: 75 moves by each side with no capture or pawn move.
    SeventyFiveMoves,
    Resignation,
    Agreement,
    /// A correct claim of threefold repetition.
    Threefold,
    /// A correct claim under the 50-move rule.
    FiftyMoves,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimKind {
    Threefold,
    Fifty,
}

/// What happened. Times are when it happened, on the game's clock scale.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    Started {
        at: Stamp,
        setup: Box<Setup>,
    },
    /// A move was entered and announced; it is not complete until the press.
    Announced {
        at: Stamp,
        #[serde(with = "side")]
        by: Color,
        #[serde(rename = "move")]
        uci: String,
    },
    /// The pending announcement was corrected before the press.
    Corrected {
        at: Stamp,
        #[serde(with = "side")]
        by: Color,
        #[serde(rename = "move")]
        uci: String,
    },
    /// The opponent repeated the announcement.
    Confirmed {
        at: Stamp,
    },
    /// The clock was pressed (or, `auto`, the move ended the game).
    Completed {
        at: Stamp,
        #[serde(with = "side")]
        by: Color,
        auto: bool,
    },
    DrawOffered {
        at: Stamp,
        #[serde(with = "side")]
        by: Color,
    },
    DrawDeclined {
        at: Stamp,
        #[serde(with = "side")]
        by: Color,
    },
    Claimed {
        at: Stamp,
        #[serde(with = "side")]
        by: Color,
        kind: ClaimKind,
        /// The intended move, written and binding.
        #[serde(rename = "move")]
        uci: Option<String>,
        correct: bool,
    },
    FlagFell {
        at: Stamp,
        #[serde(with = "side")]
        color: Color,
        /// Advisory: whether the opponent could still mate at all.
        opponent_can_mate: bool,
    },
    Warned {
        at: Stamp,
        #[serde(with = "side")]
        color: Color,
        threshold: Span,
    },
    /// The time left was called out by the cadence the player chose.
    TimeCalled {
        at: Stamp,
        #[serde(with = "side")]
        color: Color,
        left: Span,
    },
    TimeAdded {
        at: Stamp,
        #[serde(with = "side")]
        color: Color,
        span: Span,
    },
    ClockSet {
        at: Stamp,
        #[serde(with = "side")]
        color: Color,
        left: Span,
    },
    Ended {
        at: Stamp,
        result: GameResult,
        reason: EndReason,
        /// Who resigned, accepted or claimed, where someone did.
        #[serde(default, skip_serializing_if = "Option::is_none", with = "opt_side")]
        by: Option<Color>,
    },
    /// The manual clock was advanced (testing and demonstration).
    Waited {
        at: Stamp,
    },
}

mod opt_side {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => super::side::serialize(c, s),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        match Option::<String>::deserialize(d)?.as_deref() {
            None => Ok(None),
            Some("white") => Ok(Some(Color::White)),
            Some("black") => Ok(Some(Color::Black)),
            Some(other) => Err(serde::de::Error::custom(format!(
                "unknown colour \"{other}\""
            ))),
        }
    }
}

impl Event {
    pub fn at(&self) -> Stamp {
        match self {
            Event::Started { at, .. }
            | Event::Announced { at, .. }
            | Event::Corrected { at, .. }
            | Event::Confirmed { at }
            | Event::Completed { at, .. }
            | Event::DrawOffered { at, .. }
            | Event::DrawDeclined { at, .. }
            | Event::Claimed { at, .. }
            | Event::FlagFell { at, .. }
            | Event::Warned { at, .. }
            | Event::TimeCalled { at, .. }
            | Event::TimeAdded { at, .. }
            | Event::ClockSet { at, .. }
            | Event::Ended { at, .. }
            | Event::Waited { at } => *at,
        }
    }
}

/// What the operator asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A move in any notation, for the side to move.
    Move(String),
    /// Correct the pending announcement.
    Fix(String),
    /// The opponent repeated the announcement.
    Confirm,
    /// Press the clock: complete the pending move.
    Press,
    /// Offer a draw; by default the player with a pending move, else the side to move.
    OfferDraw(Option<Color>),
    Accept,
    Decline,
    /// Resign; by default the side to move.
    Resign(Option<Color>),
    Claim(ClaimKind, Option<String>),
    AddTime(Color, Span),
    SetClock(Color, Span),
    /// Only advances time (manual clock).
    Wait,
}

/// Why an action was not taken. Each says what to do instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    Move {
        input: String,
        error: MoveError,
    },
    /// A move is announced but not completed.
    Pending {
        by: Color,
    },
    NothingToPress,
    NothingToFix,
    NothingToConfirm,
    NoOffer,
    /// 2017 5.2.3: each player must have made a move first.
    AgreementTooEarly,
    ClaimWithPending,
    OfferStanding {
        by: Color,
    },
}

/// The outcome of one action.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Step {
    pub events: Vec<Event>,
    pub refusal: Option<Refusal>,
}

/// A move announced and not yet completed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    pub by: Color,
    pub played: Move,
    pub at: Stamp,
    pub confirmed: bool,
    /// Earlier announcements of this move, corrected before the press.
    pub corrected: Vec<Move>,
}

/// A claim, kept for the record and the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimRecord {
    pub by: Color,
    pub kind: ClaimKind,
    pub intended: Option<Move>,
    pub correct: bool,
    pub at: Stamp,
    /// Half-moves completed when it was made.
    pub ply: usize,
}

/// Things the session needs that come from data files: the voice and the move
/// reader, built once from the setup and the vocabularies.
#[derive(Debug, Clone)]
pub struct Context {
    pub voice: Voice,
    pub reader: MoveReader,
}

impl Context {
    pub fn new(setup: &Setup, all: &Vocabularies) -> Result<Context, UnknownVocabulary> {
        let voice = all.voice(&setup.voice)?;
        let mut order = voice.vocabularies();
        let others: Vec<_> = all
            .iter()
            .filter(|v| !order.iter().any(|o| o.id() == v.id()))
            .cloned()
            .collect();
        order.extend(others);
        let reader = MoveReader::new(&order, Some(setup.letters));
        Ok(Context { voice, reader })
    }
}

/// A public announcement for the table, or private speech for the player or
/// assistant (clock, answers, warnings, refusals).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Public,
    Private,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Say {
    pub channel: Channel,
    pub text: String,
}

impl Say {
    fn public(text: String) -> Say {
        Say {
            channel: Channel::Public,
            text,
        }
    }
    fn private(text: String) -> Say {
        Say {
            channel: Channel::Private,
            text,
        }
    }
}

/// Why a journal's events do not make a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    /// 0-based index of the event.
    pub index: usize,
    pub detail: String,
}

/// The state of a game: the fold of its events.
#[derive(Debug, Clone)]
pub struct Session {
    setup: Setup,
    game: Game,
    /// Position keys: the start and after each completed move.
    keys: Vec<u64>,
    pending: Option<Pending>,
    clock: Clock,
    /// Time left on the mover's clock after each completed move (for PGN).
    clock_after: Vec<Span>,
    offer: Option<Color>,
    /// Half-move indices after which a draw was offered: "(=)".
    offers: Vec<usize>,
    claims: Vec<ClaimRecord>,
    flags: ByColor<Option<Stamp>>,
    warned: Vec<Span>,
    outcome: Option<(GameResult, EndReason, Option<Color>)>,
    started: Stamp,
    last: Stamp,
}

fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

fn uci(m: Move) -> String {
    UciMove::from_standard(m).to_string()
}

fn parse_uci(pos: &Chess, text: &str) -> Result<Move, String> {
    let u: UciMove = text
        .parse()
        .map_err(|_| format!("\"{text}\" is not a move in coordinates"))?;
    u.to_move(pos)
        .map_err(|_| format!("\"{text}\" is not legal in the position"))
}

impl Session {
    /// A new game; the first event of its journal.
    pub fn start(setup: Setup, at: Stamp) -> Result<(Session, Event), ReplayError> {
        let event = Event::Started {
            at,
            setup: Box::new(setup),
        };
        let session = Session::replay(std::slice::from_ref(&event))?;
        Ok((session, event))
    }

    /// The state after a journal's events.
    pub fn replay(events: &[Event]) -> Result<Session, ReplayError> {
        let Some(Event::Started { at, setup }) = events.first() else {
            return Err(ReplayError {
                index: 0,
                detail: "the first event is not the start of a game".into(),
            });
        };
        let start = match &setup.fen {
            Some(fen) => position_from_fen(fen).map_err(|e| ReplayError {
                index: 0,
                detail: e.detail,
            })?,
            None => Chess::default(),
        };
        let mut clock = Clock::new(setup.control.clone());
        clock.start(start.turn(), *at);
        let mut session = Session {
            keys: vec![key(&start)],
            game: Game::new(start),
            setup: setup.as_ref().clone(),
            pending: None,
            clock,
            clock_after: Vec::new(),
            offer: None,
            offers: Vec::new(),
            claims: Vec::new(),
            flags: ByColor::new_with(|_| None),
            warned: Vec::new(),
            outcome: None,
            started: *at,
            last: *at,
        };
        for (index, event) in events.iter().enumerate().skip(1) {
            session
                .apply(event)
                .map_err(|detail| ReplayError { index, detail })?;
        }
        Ok(session)
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn game(&self) -> &Game {
        &self.game
    }
    pub fn position(&self) -> &Chess {
        self.game.position()
    }
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    pub fn clock(&self) -> &Clock {
        &self.clock
    }
    pub fn outcome(&self) -> Option<(GameResult, EndReason, Option<Color>)> {
        self.outcome
    }
    pub fn offers(&self) -> &[usize] {
        &self.offers
    }
    pub fn standing_offer(&self) -> Option<Color> {
        self.offer
    }
    pub fn claims(&self) -> &[ClaimRecord] {
        &self.claims
    }
    pub fn flag(&self, color: Color) -> Option<Stamp> {
        self.flags[color]
    }
    pub fn clock_after(&self) -> &[Span] {
        &self.clock_after
    }
    pub fn started_at(&self) -> Stamp {
        self.started
    }
    /// The time of the latest event.
    pub fn last_at(&self) -> Stamp {
        self.last
    }

    /// Applies one event. Events made by [`Session::step`] always apply; an
    /// error means a journal that does not belong to this game.
    pub fn apply(&mut self, event: &Event) -> Result<(), String> {
        if self.outcome.is_some()
            && !matches!(
                event,
                Event::Waited { .. } | Event::TimeAdded { .. } | Event::ClockSet { .. }
            )
        {
            return Err("an event after the end of the game".into());
        }
        match event {
            Event::Started { .. } => return Err("a second start".into()),
            Event::Announced { at, by, uci } => {
                if self.pending.is_some() {
                    return Err("a move announced while another is pending".into());
                }
                if *by != self.position().turn() {
                    return Err("a move announced for the side not to move".into());
                }
                let played = parse_uci(self.position(), uci)?;
                if self.offer == Some(!*by) {
                    // Moving declines the opponent's offer (touching a piece does, 9.1).
                    self.offer = None;
                }
                self.pending = Some(Pending {
                    by: *by,
                    played,
                    at: *at,
                    confirmed: false,
                    corrected: Vec::new(),
                });
            }
            Event::Corrected { by, uci, .. } => {
                let pos = self.position().clone();
                let pending = self
                    .pending
                    .as_mut()
                    .filter(|p| p.by == *by)
                    .ok_or("a correction with no pending move")?;
                let played = parse_uci(&pos, uci)?;
                pending.corrected.push(pending.played);
                pending.played = played;
                pending.confirmed = false;
            }
            Event::Confirmed { .. } => {
                self.pending
                    .as_mut()
                    .ok_or("a confirmation with no pending move")?
                    .confirmed = true;
            }
            Event::Completed { at, by, auto } => {
                let pending = self
                    .pending
                    .take()
                    .filter(|p| p.by == *by)
                    .ok_or("a press with no pending move")?;
                self.game
                    .play(pending.played)
                    .map_err(|_| "an illegal move in the journal".to_string())?;
                self.keys.push(key(self.game.position()));
                if *auto {
                    self.clock.stop(*at);
                } else {
                    self.clock.press(*at);
                }
                let left = self.clock.reading(*by, *at).left;
                self.clock_after.push(left);
                // A warning is given again once the clock is back above it.
                if *by == self.setup.blind {
                    self.warned.retain(|t| *t >= left);
                }
            }
            Event::DrawOffered { by, .. } => {
                self.offer = Some(*by);
                let ply = match &self.pending {
                    Some(p) if p.by == *by => self.game.plies().len(),
                    _ => self.last_ply_of(*by).unwrap_or(0),
                };
                if !self.offers.contains(&ply) {
                    self.offers.push(ply);
                }
            }
            Event::DrawDeclined { .. } => self.offer = None,
            Event::Claimed {
                at,
                by,
                kind,
                uci,
                correct,
            } => {
                let intended = uci
                    .as_deref()
                    .map(|u| parse_uci(self.position(), u))
                    .transpose()?;
                self.claims.push(ClaimRecord {
                    by: *by,
                    kind: *kind,
                    intended,
                    correct: *correct,
                    at: *at,
                    ply: self.game.plies().len(),
                });
            }
            Event::FlagFell { at, color, .. } => self.flags[*color] = Some(*at),
            Event::Warned { threshold, .. } => {
                // The higher thresholds are passed too; they are not said again.
                let passed = self
                    .setup
                    .warnings
                    .iter()
                    .filter(|t| **t >= *threshold)
                    .copied();
                self.warned.extend(passed.chain([*threshold]));
                self.warned.sort();
                self.warned.dedup();
            }
            Event::TimeCalled { .. } => {}
            Event::TimeAdded { color, span, .. } => self.clock.add(*color, *span),
            Event::ClockSet { at, color, left } => self.clock.set(*color, *left, *at),
            Event::Ended {
                at,
                result,
                reason,
                by,
            } => {
                self.clock.stop(*at);
                self.offer = None;
                self.outcome = Some((*result, *reason, *by));
            }
            Event::Waited { .. } => {}
        }
        self.last = self.last.max(event.at());
        Ok(())
    }

    /// The index of the last half-move `color` completed.
    fn last_ply_of(&self, color: Color) -> Option<usize> {
        self.game
            .plies()
            .iter()
            .rposition(|p| p.before.turn() == color)
    }
}

mod act;
mod narrate;

#[cfg(test)]
mod tests;
