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
use shakmaty::{Board, ByColor, Chess, Color, EnPassantMode, Move, Position, Role, Square};

use super::announce::{self, Style};
use super::boards;
use super::clock::{Cadence, Clock, Reading, Span, Stamp, TimeControl};
use super::game::{Game, position_from_fen};
use super::input::{MoveError, MoveReader};
use super::laws::{Laws, Rule};
use super::notation::{self, Letters};
use super::sound::Earcon;
use super::text::{self, Lang};
use super::vocab::{UnknownVocabulary, Vocabularies, Voice, VoiceMix};

pub use super::outcome::{ClaimKind, EndReason, GameResult};

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
    /// How the peg board is followed: each move assumed executed as announced,
    /// or (strict) every execution entered.
    #[serde(default)]
    pub mirror: Mirror,
    /// The blind player's assistant (D.2.10), if there is one.
    #[serde(default)]
    pub assistant: Option<String>,
    /// The sighted player's own assistant (D.2.11), if there is one.
    #[serde(default)]
    pub opponent_assistant: Option<String>,
    #[serde(default)]
    pub opponent_hearing_impaired: bool,
    /// Date, time and place of resumption after an adjournment, if known.
    #[serde(default)]
    pub resume_at: Option<String>,
}

/// How the peg board mirror learns of each move's execution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mirror {
    /// Executed as announced unless `peg` says otherwise.
    #[default]
    Assumed,
    /// The clock is pressed only after the execution was entered.
    Strict,
}

/// Why a setup cannot start a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupProblem {
    /// 2017 D.2.11: a hearing-impaired opponent needs the blind player to have an assistant.
    HearingImpairedNeedsAssistant,
}

impl Setup {
    /// A game on the manual clock with the defaults of everything but the
    /// time control: the blind player has White, 2017 laws, the German
    /// vocabulary, English messages and letters, warnings at 5 and 1 minutes.
    /// For tests and benchmarks; `play` builds its setup from the settings.
    pub fn manual(control: TimeControl) -> Setup {
        Setup {
            blind: Color::White,
            white: "White".into(),
            black: "Black".into(),
            laws: Laws::Y2017,
            voice: VoiceMix::plain("de"),
            style: Style::default(),
            lang: Lang::En,
            letters: Letters::En,
            control,
            fen: None,
            warnings: vec![Span::minutes(5), Span::minutes(1)],
            cadence: Cadence::default(),
            mirror: Mirror::Assumed,
            assistant: None,
            opponent_assistant: None,
            opponent_hearing_impaired: false,
            resume_at: None,
            manual_clock: true,
            date: None,
        }
    }

    /// Whether the laws let a game with this setup start.
    pub fn check(&self) -> Result<(), SetupProblem> {
        if self.opponent_hearing_impaired
            && self.laws.hearing_impaired_needs_assistant()
            && self
                .assistant
                .as_deref()
                .is_none_or(|a| a.trim().is_empty())
        {
            return Err(SetupProblem::HearingImpairedNeedsAssistant);
        }
        Ok(())
    }

    pub fn name(&self, color: Color) -> &str {
        if color.is_white() {
            &self.white
        } else {
            &self.black
        }
    }
}

/// How a move was executed on the peg board, as entered with `peg`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "as", rename_all = "snake_case")]
pub enum PegExec {
    /// As announced.
    Announced,
    /// As another legal move (coordinates).
    Move {
        #[serde(rename = "move")]
        uci: String,
    },
    /// A physical move between squares, legal or not.
    Squares {
        from: String,
        to: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        promotion: Option<String>,
    },
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
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    ClockSet {
        at: Stamp,
        #[serde(with = "side")]
        color: Color,
        left: Span,
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    Ended {
        at: Stamp,
        result: GameResult,
        reason: EndReason,
        /// Who resigned, accepted or claimed, where someone did.
        #[serde(default, skip_serializing_if = "Option::is_none", with = "opt_side")]
        by: Option<Color>,
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    /// The manual clock was advanced (testing and demonstration).
    Waited {
        at: Stamp,
    },
    /// How a move (the half-move `ply`, 0 the first) was executed on the peg board.
    PegExecuted {
        at: Stamp,
        ply: usize,
        exec: PegExec,
    },
    /// The peg board was put right: it equals the game again.
    PegFixed {
        at: Stamp,
    },
    /// The other player's scoresheet was entered and compared (D.2.9).
    Compared {
        at: Stamp,
        sheet: String,
        /// Half-moves on which both sheets agree.
        agree: usize,
        equal: bool,
    },
    /// The game went back to after `to_ply` half-moves, the clocks set to the
    /// readings recorded then (D.2.9). The moves taken back stay in the journal.
    RolledBack {
        at: Stamp,
        to_ply: usize,
        white: Reading,
        black: Reading,
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    AssistantSet {
        at: Stamp,
        name: Option<String>,
    },
    /// The opponent touched a piece (reported for the arbiter, D.2.10.5).
    Touched {
        at: Stamp,
        #[serde(with = "side")]
        by: Color,
        square: String,
    },
    /// The arbiter found the last completed move illegal: the position before
    /// it is restored; `count` is the player's illegal moves so far.
    IllegalDeclared {
        at: Stamp,
        #[serde(with = "side")]
        by: Color,
        count: u32,
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    /// The move sealed at an adjournment; the sealer's clock stops.
    Sealed {
        at: Stamp,
        #[serde(with = "side")]
        by: Color,
        #[serde(rename = "move")]
        uci: String,
    },
    /// At resumption the sealed move is played and the replier's clock starts.
    Unsealed {
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
            | Event::Waited { at }
            | Event::PegExecuted { at, .. }
            | Event::PegFixed { at }
            | Event::Compared { at, .. }
            | Event::RolledBack { at, .. }
            | Event::AssistantSet { at, .. }
            | Event::Touched { at, .. }
            | Event::IllegalDeclared { at, .. }
            | Event::Sealed { at, .. }
            | Event::Unsealed { at } => *at,
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
    /// How the last move (the pending one, or else the last completed one) was
    /// executed on the peg board.
    Peg(PegInput),
    /// The peg board was put right after `diff`.
    PegFixed,
    /// The other player's scoresheet, to compare (D.2.9).
    Compare(String),
    /// Go back to the last move where the scoresheets agree (after `Compare`).
    Rollback,
    /// Name the assistant, or `None` for none.
    Assistant(Option<String>),
    /// The opponent touched the piece on this square.
    Touch(String),
    /// The last completed move was illegal (arbiter).
    Illegal,
    /// The arbiter's result.
    Result(GameResult),
    /// Claim the win (or the draw) after the opponent's flag fell.
    ClaimTime,
    /// Seal this move and stop the clock (adjournment).
    Seal(String),
    /// Play the sealed move at resumption.
    Unseal,
}

/// A peg-board execution as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PegInput {
    /// "peg ok": executed as announced.
    AsAnnounced,
    /// "peg Nf3": as this move, in any notation.
    Move(String),
    /// "peg g1 f3": between two squares, legal or not; an optional promotion letter.
    Squares(String, String, Option<String>),
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
    /// There is no move to record a peg execution for.
    NothingToPeg,
    /// `peg` names no square, or a square with no piece.
    BadPegSquares(String),
    /// Strict mirror: the execution must be entered before the press.
    PegNeeded,
    /// `rollback` without a comparison that found a difference.
    NothingToRollBack,
    /// `touch` without a square.
    BadSquare(String),
    /// `illegal` with no completed move (or a pending one first).
    NoMoveToDeclare,
    /// `claim time` with no flag of the opponent down.
    NoFlag,
    /// The game is adjourned: only unseal, time, draw and result work.
    Adjourned,
    /// `unseal` with nothing sealed.
    NotAdjourned,
    /// `assistant off` where the laws require one (2017 D.2.11).
    AssistantRequired,
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
    /// How it was executed on the peg board; `None` while not entered (strict mirror).
    pub peg: Option<PegExec>,
}

/// A touched piece reported for the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Touch {
    pub at: Stamp,
    pub by: Color,
    pub square: Square,
    /// Half-moves completed when it happened.
    pub ply: usize,
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
    /// Readers for the other player's scoresheet: the setup's letters first,
    /// then every letter set (Dutch "P" is a knight there, a pawn elsewhere).
    pub sheet_readers: Vec<MoveReader>,
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
        let mut sheet_readers = vec![reader.clone()];
        sheet_readers.extend(Letters::ALL.map(|l| MoveReader::new(&order, Some(l))));
        Ok(Context {
            voice,
            reader,
            sheet_readers,
        })
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
    /// A short sound that goes with it.
    pub earcon: Option<Earcon>,
}

impl Say {
    fn public(text: String) -> Say {
        Say {
            channel: Channel::Public,
            text,
            earcon: None,
        }
    }
    fn with(mut self, earcon: Earcon) -> Say {
        self.earcon = Some(earcon);
        self
    }
    fn private(text: String) -> Say {
        Say {
            channel: Channel::Private,
            text,
            earcon: None,
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
    /// The peg board after the completed moves as they were executed there.
    peg: Board,
    /// The peg board before the last completed move's execution, so that
    /// execution can still be corrected.
    peg_before_last: Board,
    peg_differs: bool,
    /// Whether the last applied event made the boards differ (`Some(true)`)
    /// or agree again (`Some(false)`).
    peg_news: Option<bool>,
    /// Both clocks after each completed half-move; `[0]` is the start.
    snapshots: Vec<ByColor<Reading>>,
    /// The last scoresheet comparison: half-moves agreed, and whether equal.
    comparison: Option<(usize, bool)>,
    /// Moves taken back (by rollback or an illegal move), after how many half-moves.
    taken_back: Vec<(usize, Vec<Move>)>,
    assistant: Option<String>,
    touches: Vec<Touch>,
    illegal: ByColor<u32>,
    /// The sealed move of an adjourned game.
    sealed: Option<(Color, Move)>,
    /// The article of the last penalty or procedure proposed, which the
    /// arbiter's following time or result decision applies.
    proposed_rule: Option<String>,
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

pub(super) fn parse_square(text: &str) -> Result<Square, String> {
    text.trim()
        .to_ascii_lowercase()
        .parse()
        .map_err(|_| format!("\"{text}\" is not a square"))
}

/// Carries out a move's execution on a peg board.
fn execute_peg(
    board: &mut Board,
    before: &Chess,
    announced: Move,
    exec: &PegExec,
) -> Result<(), String> {
    match exec {
        PegExec::Announced => boards::execute(board, announced),
        PegExec::Move { uci } => boards::execute(board, parse_uci(before, uci)?),
        PegExec::Squares {
            from,
            to,
            promotion,
        } => {
            let promotion = match promotion.as_deref() {
                Some(p) => Some(
                    p.chars()
                        .next()
                        .and_then(Role::from_char)
                        .ok_or_else(|| format!("\"{p}\" is not a piece letter"))?,
                ),
                None => None,
            };
            boards::execute_squares(board, parse_square(from)?, parse_square(to)?, promotion)?;
        }
    }
    Ok(())
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
        let peg = start.board().clone();
        let first = ByColor::new_with(|c| clock.reading(c, *at));
        let mut session = Session {
            peg_before_last: peg.clone(),
            peg,
            peg_differs: false,
            peg_news: None,
            snapshots: vec![first],
            comparison: None,
            taken_back: Vec::new(),
            assistant: setup.assistant.clone(),
            touches: Vec::new(),
            illegal: ByColor::new_with(|_| 0),
            sealed: None,
            proposed_rule: None,
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
                if self.pending.is_some() || self.sealed.is_some() {
                    return Err("a move announced while another is pending or sealed".into());
                }
                if *by != self.position().turn() {
                    return Err("a move announced for the side not to move".into());
                }
                let played = parse_uci(self.position(), uci)?;
                if self.offer == Some(!*by) {
                    // Moving declines the opponent's offer (touching a piece does, 9.1).
                    self.offer = None;
                }
                let peg = (self.setup.mirror == Mirror::Assumed).then_some(PegExec::Announced);
                self.pending = Some(Pending {
                    by: *by,
                    played,
                    at: *at,
                    confirmed: false,
                    corrected: Vec::new(),
                    peg,
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
                let exec = pending.peg.clone().unwrap_or(PegExec::Announced);
                self.complete(pending.played, &exec, *at, *auto)?;
                // A proposal is answered before play goes on; later decisions apply their own articles.
                self.proposed_rule = None;
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
                if !correct {
                    self.proposed_rule = Some(self.setup.laws.incorrect_claim_rule().to_string());
                }
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
            Event::ClockSet {
                at, color, left, ..
            } => self.clock.set(*color, *left, *at),
            Event::Ended {
                at,
                result,
                reason,
                by,
                ..
            } => {
                self.clock.stop(*at);
                self.offer = None;
                self.outcome = Some((*result, *reason, *by));
            }
            Event::Waited { .. } => {}
            Event::PegExecuted { ply, exec, .. } => {
                let plies = self.game.plies().len();
                if let Some(p) = self.pending.as_mut().filter(|_| *ply == plies) {
                    let mut probe = self.peg.clone();
                    execute_peg(&mut probe, self.game.position(), p.played, exec)?;
                    p.peg = Some(exec.clone());
                } else if *ply + 1 == plies {
                    let last = &self.game.plies()[*ply];
                    let mut board = self.peg_before_last.clone();
                    execute_peg(&mut board, &last.before, last.played, exec)?;
                    self.peg = board;
                } else {
                    return Err("a peg execution for a move that is not the last".into());
                }
            }
            Event::PegFixed { .. } => {
                self.peg = self.position().board().clone();
                if let Some(p) = self.pending.as_mut().filter(|p| p.peg.is_some()) {
                    p.peg = Some(PegExec::Announced);
                }
            }
            Event::Compared { agree, equal, .. } => {
                self.comparison = Some((*agree, *equal));
                if !equal {
                    self.proposed_rule =
                        Some(self.setup.laws.article(Rule::Discrepancy).to_string());
                }
            }
            Event::RolledBack {
                at,
                to_ply,
                white,
                black,
                ..
            } => {
                if *to_ply > self.game.plies().len() {
                    return Err("a rollback beyond the game".into());
                }
                self.take_back(*to_ply);
                self.clock.stop(*at);
                self.clock.restore(Color::White, white, *at);
                self.clock.restore(Color::Black, black, *at);
                self.clock.start(self.position().turn(), *at);
                for color in [Color::White, Color::Black] {
                    if self.clock.reading(color, *at).left > Span::ZERO {
                        self.flags[color] = None;
                    }
                }
                self.comparison = None;
            }
            Event::AssistantSet { name, .. } => self.assistant = name.clone(),
            Event::Touched { at, by, square } => {
                let square = parse_square(square)?;
                let ply = self.game.plies().len();
                self.touches.push(Touch {
                    at: *at,
                    by: *by,
                    square,
                    ply,
                });
            }
            Event::IllegalDeclared { at, by, count, .. } => {
                let ply = self
                    .game
                    .plies()
                    .len()
                    .checked_sub(1)
                    .ok_or("an illegal move declared before any move")?;
                if self.pending.is_some() || self.game.plies()[ply].before.turn() != *by {
                    return Err("an illegal move declared for a move that is not the last".into());
                }
                // The offender moves again; his clock runs. His time stays
                // as it is until the arbiter sets it; the move no longer counts.
                let snap = self.snapshots[ply][*by];
                self.take_back(ply);
                self.clock.stop(*at);
                let now = self.clock.reading(*by, *at);
                let counted = Reading {
                    completed: snap.completed,
                    period: snap.period,
                    in_period: snap.in_period,
                    ..now
                };
                self.clock.restore(*by, &counted, *at);
                self.clock.start(*by, *at);
                self.illegal[*by] = *count;
                let laws = self.setup.laws;
                // The penalty (2 minutes, or the loss) stands in the same
                // article as the limit: 7.5.3 in 2017, 7.5b in 2014, 7.4b before.
                self.proposed_rule = Some(laws.article(Rule::IllegalMoveLimit).to_string());
            }
            Event::Sealed { at, by, uci } => {
                if self.pending.is_some() || *by != self.position().turn() {
                    return Err(
                        "a sealed move while a move is pending, or by the side not to move".into(),
                    );
                }
                let sealed = parse_uci(self.position(), uci)?;
                self.clock.stop(*at);
                self.sealed = Some((*by, sealed));
            }
            Event::Unsealed { at } => {
                let (by, sealed) = self
                    .sealed
                    .take()
                    .ok_or("an unsealing with nothing sealed")?;
                // The sealer's clock runs for no time and is pressed: the move
                // counts as his, and the replier's clock starts.
                self.clock.start(by, *at);
                self.complete(sealed, &PegExec::Announced, *at, false)?;
            }
        }
        self.last = self.last.max(event.at());
        let differs = self.peg_board() != self.game_board();
        self.peg_news = (differs != self.peg_differs).then_some(differs);
        self.peg_differs = differs;
        Ok(())
    }

    /// Plays a move that was made: on the game, on the peg board as executed,
    /// and on the clock (pressed, or stopped when the move ends the game).
    fn complete(
        &mut self,
        played: Move,
        exec: &PegExec,
        at: Stamp,
        auto: bool,
    ) -> Result<(), String> {
        let by = self.position().turn();
        let before = self.position().clone();
        self.game
            .play(played)
            .map_err(|_| "an illegal move in the journal".to_string())?;
        self.keys.push(key(self.game.position()));
        self.peg_before_last = self.peg.clone();
        execute_peg(&mut self.peg, &before, played, exec)?;
        if auto {
            self.clock.stop(at);
        } else {
            self.clock.press(at);
        }
        let left = self.clock.reading(by, at).left;
        self.clock_after.push(left);
        self.snapshots
            .push(ByColor::new_with(|c| self.clock.reading(c, at)));
        // A warning is given again once the clock is back above it.
        if by == self.setup.blind {
            self.warned.retain(|t| *t >= left);
        }
        Ok(())
    }

    /// Takes the game back to after `plies` half-moves; the moves taken back
    /// are kept for the record. Both boards are set up again by hand, so the
    /// peg board equals the game.
    fn take_back(&mut self, plies: usize) {
        let mut moves = self.game.truncate(plies);
        moves.extend(self.pending.take().map(|p| p.played));
        if !moves.is_empty() {
            self.taken_back.push((plies, moves));
        }
        self.keys.truncate(plies + 1);
        self.clock_after.truncate(plies);
        self.snapshots.truncate(plies + 1);
        self.offers.retain(|o| *o < plies);
        self.offer = None;
        self.sealed = None;
        self.peg = self.position().board().clone();
        self.peg_before_last = match self.game.plies().last() {
            Some(p) => p.before.board().clone(),
            None => self.peg.clone(),
        };
    }

    /// The peg board as it stands: the completed moves as executed there, and
    /// the pending move if its execution is known.
    pub fn peg_board(&self) -> Board {
        let mut board = self.peg.clone();
        if let Some(p) = &self.pending
            && let Some(exec) = &p.peg
        {
            // Checked when the execution was recorded.
            let _ = execute_peg(&mut board, self.position(), p.played, exec);
        }
        board
    }

    /// What the peg board should show: the game, with the pending move if its
    /// execution is known.
    pub fn game_board(&self) -> Board {
        match &self.pending {
            Some(p) if p.peg.is_some() => {
                let after = self
                    .position()
                    .clone()
                    .play(p.played)
                    .expect("pending moves are legal");
                after.board().clone()
            }
            _ => self.position().board().clone(),
        }
    }

    /// Whether the last applied event made the boards differ (`Some(true)`) or
    /// agree again (`Some(false)`).
    pub fn peg_news(&self) -> Option<bool> {
        self.peg_news
    }

    pub fn assistant(&self) -> Option<&str> {
        self.assistant.as_deref()
    }
    pub fn touches(&self) -> &[Touch] {
        &self.touches
    }
    pub fn taken_back(&self) -> &[(usize, Vec<Move>)] {
        &self.taken_back
    }
    pub fn sealed(&self) -> Option<(Color, Move)> {
        self.sealed
    }
    pub fn illegal_count(&self, color: Color) -> u32 {
        self.illegal[color]
    }
    /// The article the arbiter's next time or result decision applies.
    pub fn proposed_rule(&self) -> Option<&str> {
        self.proposed_rule.as_deref()
    }
    pub fn comparison(&self) -> Option<(usize, bool)> {
        self.comparison
    }
    /// Both clocks as they were after `plies` completed half-moves.
    pub fn snapshot(&self, plies: usize) -> Option<ByColor<Reading>> {
        self.snapshots.get(plies).copied()
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
pub use narrate::started;

#[cfg(test)]
mod tests;
