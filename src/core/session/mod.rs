//! The game session: actions in, events out; the state is the fold of the
//! events. The shell writes each record (an event and its time) to the
//! journal before it applies it, so a game replays exactly from its journal.
//!
//! A move goes through the states of the laws: entered and announced
//! ([`Pending`]), optionally confirmed as repeated by the opponent, then
//! completed by the clock press. Before the press the announcement may be
//! corrected (a slip of the tongue); both are in the record.
//!
//! The session keeps the game and the move in progress; each concern beside
//! them (clocks, peg board, draws, the arbiter's records, adjournment) is a
//! sub-state that applies its own part of every event.

use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Board, ByColor, Chess, Color, EnPassantMode, Move, Position, Square};

use super::clock::{Clock, ClockReading, Span, Stamp};
use super::game::{Game, recorded_position_from_fen};

mod act;
mod action;
mod adjourn;
mod arbiter;
mod compare;
mod draws;
mod error;
mod event;
mod illegal;
mod narrate;
mod peg;
mod proposal_words;
mod setup;
mod situation;
mod timing;
mod written;

pub use super::outcome::{ClaimKind, EndReason, GameResult};
pub use action::{Action, Breach, MoveRef, PegInput, Refusal, Step};
pub use arbiter::{Decision, Noted, Report, Touch};
pub use draws::ClaimRecord;
pub use error::{ApplyError, ReplayError};
pub use event::{Event, PegExec, Record};
pub use narrate::{Channel, Say};
pub use setup::started;
pub use setup::{Context, Earlier, Mirror, Setup, SetupProblem, StartClocks, Telling};
pub use situation::{Asked, Phase, Situation};

use adjourn::Adjournment;
use arbiter::Arbiter;
use draws::Draws;
use error::{illegal, legal};
use peg::PegMirror;
use timing::Timing;

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

/// A step waiting for the arbiter's `yes`: what `yes` records, and what
/// `no` records (mostly nothing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proposal {
    pub then: Vec<Event>,
    pub otherwise: Vec<Event>,
}

/// What a sub-state may read while it applies an event: the game and the
/// move in progress as the event left them.
struct Fold<'a> {
    setup: &'a Setup,
    game: &'a Game,
    pending: Option<&'a Pending>,
}

#[cfg(test)]
impl<'a> Fold<'a> {
    /// The view the sub-states' tests give them: no move in progress.
    fn settled(setup: &'a Setup, game: &'a Game) -> Fold<'a> {
        Fold {
            setup,
            game,
            pending: None,
        }
    }
}

/// The state of a game: the fold of its records.
#[derive(Debug, Clone)]
pub struct Session {
    setup: Setup,
    game: Game,
    /// Position keys: the start and after each completed move.
    keys: Vec<u64>,
    pending: Option<Pending>,
    outcome: Option<(GameResult, EndReason, Option<Color>)>,
    /// When the outcome was recorded.
    ended_at: Stamp,
    /// Moves taken back (by rollback or an illegal move), after how many half-moves.
    /// Moves taken back: after how many half-moves, when, and which.
    taken_back: Vec<TakenBack>,
    assistant: Option<String>,
    started: Stamp,
    last: Stamp,
    timing: Timing,
    peg: PegMirror,
    draws: Draws,
    arbiter: Arbiter,
    adjourned: Adjournment,
    /// The proposal waiting for `yes` or `no`.
    proposal: Option<Proposal>,
    /// The last proposal was declined and what its `no` records follows
    /// (a correct claim not upheld): that is said, not "nothing recorded".
    declined_with_consequences: bool,
    /// Who made the move that just ended the game at once, while nothing
    /// else was entered since: it can still be corrected (D.2.8).
    fixable_end: Option<Color>,
    /// Whether the game's end came from its last move (mate, stalemate, …):
    /// the arbiter can still declare that move illegal.
    ended_by_move: bool,
}

/// A proposal that `no` leaves as it was.
pub(super) fn proposed(then: Vec<Event>) -> Event {
    Event::Proposed {
        then,
        otherwise: Vec::new(),
    }
}

fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// Moves that left the game (D.2.9, or an illegal move): kept for the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakenBack {
    /// Half-moves left in the game: the moves followed this many.
    pub ply: usize,
    /// Its place among the record's notes.
    pub seq: usize,
    pub at: Stamp,
    pub moves: Vec<Move>,
}

impl Session {
    /// A new game; the first record of its journal.
    pub fn start(setup: Setup, at: Stamp) -> Result<(Session, Record), ReplayError> {
        let first = Record {
            at,
            event: Event::Started {
                setup: Box::new(setup),
            },
        };
        let session = Session::replay(std::slice::from_ref(&first))?;
        Ok((session, first))
    }

    /// The state after a journal's records.
    pub fn replay(records: &[Record]) -> Result<Session, ReplayError> {
        let at_start = |error| ReplayError { index: 0, error };
        let Some(Record {
            at,
            event: Event::Started { setup },
        }) = records.first()
        else {
            return Err(at_start(ApplyError::NoStart));
        };
        let mut session = Session::new(setup, *at).map_err(at_start)?;
        for (index, record) in records.iter().enumerate().skip(1) {
            session
                .apply(record)
                .map_err(|error| ReplayError { index, error })?;
        }
        // Files written before proposals were journaled: a correct claim's
        // result that waited for `yes` waits again.
        if session.proposal.is_none()
            && let Some(then) = session.standing_claim()
        {
            session.proposal = Some(Proposal {
                then,
                otherwise: vec![Event::ClocksStarted],
            });
        }
        Ok(session)
    }

    fn new(setup: &Setup, at: Stamp) -> Result<Session, ApplyError> {
        let start = match &setup.fen {
            Some(fen) => recorded_position_from_fen(fen).map_err(ApplyError::StartPosition)?,
            None => Chess::default(),
        };
        // A game taken over with its moves: they are the game's from the
        // start, made before the clocks here ran.
        let mut game = Game::new(start.clone());
        let mut keys = vec![key(&start)];
        for earlier in &setup.before {
            let illegal = |pos: &Chess| ApplyError::Illegal {
                uci: earlier.uci,
                fen: shakmaty::fen::Fen::from_position(pos, EnPassantMode::Legal).to_string(),
            };
            let played = earlier
                .uci
                .to_move(game.position())
                .map_err(|_| illegal(game.position()))?;
            game.play(played).map_err(|_| illegal(game.position()))?;
            keys.push(key(game.position()));
        }
        let earlier: Vec<(&Chess, Option<Span>)> = game
            .plies()
            .iter()
            .zip(&setup.before)
            .map(|(ply, e)| (&ply.before, e.clock))
            .collect();
        let timing = Timing::new(
            setup.control.clone(),
            game.position(),
            &earlier,
            setup.clocks,
            at,
        );
        // The peg board is set up as the game stands when taken over.
        let peg = if setup.before.is_empty() {
            PegMirror::new(&start)
        } else {
            PegMirror::taken_over(game.position())
        };
        Ok(Session {
            setup: setup.clone(),
            keys,
            pending: None,
            outcome: None,
            ended_at: at,
            taken_back: Vec::new(),
            assistant: setup.assistant.clone(),
            started: at,
            last: at,
            timing,
            peg,
            draws: Draws::default(),
            arbiter: Arbiter::default(),
            adjourned: Adjournment::default(),
            proposal: None,
            declined_with_consequences: false,
            fixable_end: None,
            ended_by_move: false,
            game,
        })
    }

    /// Applies one record. Records made by [`Session::step`] and
    /// [`Session::due`] always apply; an error means a journal that does not
    /// belong to this game.
    pub fn apply(&mut self, record: &Record) -> Result<(), ApplyError> {
        let Record { at, event } = record;
        if self.outcome.is_some() && !event.after_the_end() {
            return Err(ApplyError::AfterTheEnd);
        }
        self.advance(*at, event)?;
        // Built from the fields, not by `fold()`, so that the sub-states can
        // be borrowed mutably beside it.
        let fold = Fold {
            setup: &self.setup,
            game: &self.game,
            pending: self.pending.as_ref(),
        };
        // The sub-states that can refuse an event check it before they
        // change anything, and go first: a refused Sealed, Claimed or
        // PegExecuted, which the game's part leaves alone, changes nothing.
        self.adjourned.apply(event, &fold)?;
        self.draws.apply(*at, event, &fold)?;
        self.peg.apply(event, &fold)?;
        let mover = match event {
            Event::Completed { by, .. } => Some(*by),
            _ => None,
        };
        let period_before = mover.map(|c| self.timing.clock().reading(c, *at).period);
        self.timing.apply(*at, event, &fold);
        self.arbiter.apply(*at, event, &fold);
        // A press that completes a period's moves reaches the time control:
        // on the record, with the time the next period adds.
        if let (Some(by), Some(before)) = (mover, period_before)
            && let Some((moves, added)) = self.control_reached(by, *at)
            && self.timing.clock().reading(by, *at).period > before
        {
            let plies = self.game.plies().len();
            self.arbiter.control_reached(*at, plies, by, moves, added);
        }
        self.last = self.last.max(*at);
        self.fixable_end = match event {
            Event::Completed { by, auto: true } => Some(*by),
            // `wait` is something else entered; a warning or a time call
            // the clock makes is not.
            Event::Ended { .. }
            | Event::Told { .. }
            | Event::Warned { .. }
            | Event::TimeCalled { .. } => self.fixable_end,
            _ => None,
        };
        Ok(())
    }

    /// The game's part of an event: the move in progress, the moves played
    /// or taken back, the end. Checks come before changes.
    fn advance(&mut self, at: Stamp, event: &Event) -> Result<(), ApplyError> {
        let turn = self.position().turn();
        match event {
            Event::Started { .. } => return Err(ApplyError::SecondStart),
            Event::Told { telling } => self.setup.tell(telling.clone()),
            Event::Announced { by, uci } => {
                if self.pending.is_some() || self.adjourned.sealed().is_some() {
                    return Err(ApplyError::MoveWhilePending);
                }
                if *by != turn {
                    return Err(ApplyError::NotToMove { by: *by });
                }
                self.pending = Some(Pending {
                    by: *by,
                    played: legal(self.position(), *uci)?,
                    at,
                    confirmed: false,
                    corrected: Vec::new(),
                });
            }
            Event::Corrected { by, uci } => {
                let pending = self
                    .pending
                    .as_mut()
                    .filter(|p| p.by == *by)
                    .ok_or(ApplyError::NothingToCorrect)?;
                let played = legal(self.game.position(), *uci)?;
                pending.corrected.push(pending.played);
                pending.played = played;
                pending.confirmed = false;
            }
            Event::Confirmed => {
                self.pending
                    .as_mut()
                    .ok_or(ApplyError::NothingToConfirm)?
                    .confirmed = true;
            }
            Event::Completed { by, .. } => {
                let pending = self
                    .pending
                    .take_if(|p| p.by == *by)
                    .ok_or(ApplyError::NothingToPress { by: *by })?;
                self.play(pending.played)?;
            }
            Event::Ended {
                result, reason, by, ..
            } => {
                // A result overruled stays in the record; an announced move
                // the end leaves unplayed is kept as taken back.
                if let Some(before) = self.outcome {
                    self.arbiter.overruled(at, self.game.plies().len(), before);
                }
                if self.pending.is_some() {
                    self.take_back(self.game.plies().len(), at);
                }
                self.ended_by_move = self.fixable_end.is_some();
                self.outcome = Some((*result, *reason, *by));
                self.ended_at = at;
            }
            Event::EndCorrected { by, uci } => {
                let last = self
                    .game
                    .plies()
                    .last()
                    .filter(|_| self.fixable_end == Some(*by))
                    .ok_or(ApplyError::NothingToCorrect)?;
                let played = legal(&last.before, *uci)?;
                let plies = self.game.plies().len();
                let corrected = self.game.truncate(plies - 1);
                self.keys.truncate(plies);
                self.outcome = None;
                self.ended_by_move = false;
                self.pending = Some(Pending {
                    by: *by,
                    played,
                    at,
                    confirmed: false,
                    corrected,
                });
            }
            Event::RolledBack { to_ply, .. } => {
                let plies = self.game.plies().len();
                if *to_ply > plies {
                    return Err(ApplyError::RollbackBeyond {
                        to_ply: *to_ply,
                        plies,
                    });
                }
                if self.outcome.is_some() {
                    // Only a game a move ended goes back (D.2.9 after D.2.8).
                    if !self.ended_by_move || *to_ply == plies {
                        return Err(ApplyError::AfterTheEnd);
                    }
                    self.outcome = None;
                    self.ended_by_move = false;
                }
                self.take_back(*to_ply, at);
            }
            Event::IllegalDeclared { by, ply, .. } => {
                let plies = self.game.plies().len();
                let ply = ply.unwrap_or(plies.saturating_sub(1));
                let illegal = self
                    .game
                    .plies()
                    .get(ply)
                    .ok_or(ApplyError::IllegalBeforeAnyMove)?;
                if illegal.before.turn() != *by {
                    return Err(ApplyError::IllegalNotLast { by: *by });
                }
                if self.outcome.is_some() && !self.ended_by_move {
                    return Err(ApplyError::AfterTheEnd);
                }
                // The move that ended the game is taken back, and the end with it.
                self.outcome = None;
                self.ended_by_move = false;
                self.take_back(ply, at);
            }
            Event::Sealed { by, .. } if *by != turn => {
                return Err(ApplyError::SealOutOfTurn { by: *by });
            }
            // A move announced once the sealed move was asked for is sealed (A.1).
            Event::Sealed { by, uci, .. } if self.pending.is_some() => {
                let sealed = legal(self.position(), *uci)?;
                self.pending
                    .take_if(|p| p.by == *by && p.played == sealed)
                    .ok_or(ApplyError::SealOutOfTurn { by: *by })?;
            }
            Event::Unsealed => {
                let (_, sealed) = self.adjourned.sealed().ok_or(ApplyError::NothingSealed)?;
                self.play(sealed)?;
            }
            Event::AssistantSet { name } => self.assistant = name.clone(),
            Event::Proposed { then, otherwise } => {
                if self.proposal.is_some() {
                    return Err(ApplyError::ProposalOpen);
                }
                self.proposal = Some(Proposal {
                    then: then.clone(),
                    otherwise: otherwise.clone(),
                });
            }
            // Files of older versions answered without a proposal on record.
            Event::Answered { yes } => {
                let proposal = self.proposal.take();
                self.declined_with_consequences =
                    !*yes && proposal.as_ref().is_some_and(|p| !p.otherwise.is_empty());
                // A report found not completed is noted as such, not as
                // a penalty declined.
                let reported = |p: &Proposal| {
                    p.otherwise.iter().any(|e| {
                        matches!(
                            e,
                            Event::IllegalReported {
                                not_completed: true,
                                ..
                            }
                        )
                    })
                };
                if let Some(proposal) = proposal
                    && !*yes
                    && !reported(&proposal)
                {
                    let plies = self.game.plies().len();
                    self.arbiter.declined(at, plies, proposal.then);
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Plays a completed move on the game.
    fn play(&mut self, played: Move) -> Result<(), ApplyError> {
        let before = self.position().clone();
        self.game
            .play(played)
            .map_err(|_| illegal(&before, UciMove::from_standard(played)))?;
        self.keys.push(key(self.game.position()));
        Ok(())
    }

    /// Takes the game back to after `plies` half-moves; the moves taken back
    /// (and a pending one) are kept for the record.
    fn take_back(&mut self, plies: usize, at: Stamp) {
        let mut moves = self.game.truncate(plies);
        moves.extend(self.pending.take().map(|p| p.played));
        if !moves.is_empty() {
            self.taken_back.push(TakenBack {
                ply: plies,
                seq: self.arbiter.seq(),
                at,
                moves,
            });
        }
        self.keys.truncate(plies + 1);
    }

    fn fold(&self) -> Fold<'_> {
        Fold {
            setup: &self.setup,
            game: &self.game,
            pending: self.pending.as_ref(),
        }
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
    /// The proposal waiting for `yes` or `no`, if one is open.
    /// What completes the announced move: "press", or "peg" where the peg
    /// board's execution is to be entered first (`--mirror strict`).
    pub fn next_step(&self) -> &'static str {
        if self.peg.pending_known() {
            "press"
        } else {
            "peg"
        }
    }

    pub fn proposal(&self) -> Option<&Proposal> {
        self.proposal.as_ref()
    }
    /// The position the screen and the board exploration describe: after
    /// the announced move, which is not yet completed (the game's position
    /// still waits for the press). One position for the board drawn, the
    /// keys that explore it and the words said about it.
    pub fn shown_position(&self) -> Chess {
        let position = self.position().clone();
        match &self.pending {
            Some(p) => position.play(p.played).expect("pending moves are legal"),
            None => position,
        }
    }
    /// The move the screen marks as the last one: the announced move, or
    /// the last completed one.
    pub fn last_shown_move(&self) -> Option<Move> {
        self.pending
            .as_ref()
            .map(|p| p.played)
            .or_else(|| self.game.plies().last().map(|p| p.played))
    }
    pub fn clock(&self) -> &Clock {
        self.timing.clock()
    }
    pub fn outcome(&self) -> Option<(GameResult, EndReason, Option<Color>)> {
        self.outcome
    }
    pub fn offers(&self) -> &[usize] {
        self.draws.offers()
    }
    /// Whether the side to move may claim a draw of `kind` now, without a
    /// move written (9.2: the position stands for the third time; 9.3:
    /// fifty moves of each side without a capture or a pawn move).
    pub fn may_claim(&self, kind: ClaimKind) -> bool {
        let now = self.position();
        match kind {
            ClaimKind::Threefold => {
                let k = key(now);
                self.keys.iter().filter(|x| **x == k).count() >= 3
            }
            ClaimKind::Fifty => now.halfmoves() >= 100,
        }
    }
    pub fn standing_offer(&self) -> Option<Color> {
        self.draws.standing()
    }
    pub fn claims(&self) -> &[ClaimRecord] {
        self.draws.claims()
    }

    /// The end a correct claim waits for `yes` to record, where one stands
    /// (the claim and the stopped clocks are on disk, the end is not yet):
    /// a game file closed while it waited resumes with the question.
    pub fn standing_claim(&self) -> Option<Vec<Event>> {
        let claim = self.draws.standing_claim()?;
        let reason = match claim.kind {
            ClaimKind::Threefold => EndReason::Threefold,
            ClaimKind::Fifty => EndReason::FiftyMoves,
        };
        Some(vec![Event::Ended {
            result: GameResult::Draw,
            reason,
            by: Some(claim.by),
            rule: None,
        }])
    }
    pub fn flag(&self, color: Color) -> Option<Stamp> {
        self.timing.flag(color)
    }
    pub fn clock_after(&self) -> &[Option<Span>] {
        self.timing.clock_after()
    }
    /// When each completed half-move was completed.
    pub fn completed_at(&self) -> &[Stamp] {
        self.timing.completed_at()
    }
    /// When the game's result was recorded, where it was.
    pub fn ended_at(&self) -> Option<Stamp> {
        self.outcome.map(|_| self.ended_at)
    }
    pub fn started_at(&self) -> Stamp {
        self.started
    }
    /// The time of the latest event.
    pub fn last_at(&self) -> Stamp {
        self.last
    }

    /// The peg board as it stands: the completed moves as executed there, and
    /// the pending move if its execution is known.
    pub fn peg_board(&self) -> Board {
        self.peg.board_now(&self.fold())
    }

    /// The squares where the peg board differs from what it should show.
    pub fn differing_squares(&self) -> Vec<Square> {
        super::boards::differences(&self.peg_board(), &self.game_board())
            .into_iter()
            .map(|d| d.square)
            .collect()
    }

    /// What the peg board should show: the game, with the pending move if its
    /// execution is known.
    pub fn game_board(&self) -> Board {
        self.peg.game_board(&self.fold())
    }

    /// Whether the last applied event made the boards differ (`Some(true)`) or
    /// agree again (`Some(false)`).
    pub fn peg_news(&self) -> Option<bool> {
        self.peg.news()
    }

    pub fn assistant(&self) -> Option<&str> {
        self.assistant.as_deref()
    }
    pub fn touches(&self) -> &[Touch] {
        self.arbiter.touches()
    }
    pub fn reports(&self) -> &[Report] {
        self.arbiter.reports()
    }
    /// Every decision of the arbiter's and every correction, in order.
    pub fn decisions(&self) -> &[Noted] {
        self.arbiter.decisions()
    }
    pub fn taken_back(&self) -> &[TakenBack] {
        &self.taken_back
    }
    pub fn sealed(&self) -> Option<(Color, Move)> {
        self.adjourned.sealed()
    }
    pub fn illegal_count(&self, color: Color) -> u32 {
        self.arbiter.illegal_count(color)
    }
    /// The article the arbiter's next time or result decision applies.
    pub fn proposed_rule(&self) -> Option<&str> {
        self.arbiter.proposed_rule()
    }
    /// Whether the peg board differs from the game as far as the app knows.
    pub fn peg_differs(&self) -> bool {
        self.peg.differs()
    }
    pub fn comparison(&self) -> Option<(usize, bool)> {
        self.arbiter.comparison()
    }
    /// Both clocks as they were after `plies` completed half-moves.
    pub fn snapshot(&self, plies: usize) -> Option<ByColor<ClockReading>> {
        self.timing.snapshot(plies)
    }

    /// The index of the last half-move `color` completed.
    fn last_ply_of(&self, color: Color) -> Option<usize> {
        self.game
            .plies()
            .iter()
            .rposition(|p| p.before.turn() == color)
    }
}

#[cfg(test)]
mod tests;
