//! The engine in the sighted player's seat: it thinks when the game waits
//! for its move, and plays the move it finds as the sighted player would —
//! announced, then its clock pressed — through the same commands a typed
//! line runs. It answers a draw offer, claims what it may claim and
//! resigns a lost position. A move it sends that is not legal is refused
//! and said, never played; an engine that stops or does not answer is said,
//! and the game goes on at the keyboard.

use crate::shell::text::ShellMessages as _;
use std::time::{Duration, Instant};

use shakmaty::{Color, Position};

use crate::core::ClaimKind;
use crate::core::clock::Stamp;
use crate::core::command::Command;
use crate::core::engine::conduct::{self, Think};
use crate::core::engine::uci::{self, Reply};
use crate::core::engine::{Judgement, Opponent};
use crate::core::notation;
use crate::core::say::{Answer, Say};
use crate::core::session::{Action, Session};
use crate::shell::eboard::Table;

use super::process::{ENGINE_LINE_KB, Engine, EngineError, EngineEvent, Forwarded};

/// A search the engine was asked for: of the game as it stood then.
struct Asked {
    /// The game's length, and its position, when the search began.
    plies: usize,
    fen: String,
    /// When the search began, and how long it may take before the engine
    /// is taken to hang.
    since: Instant,
    allowed: Duration,
    /// The deepest judgement the search has reached, of the position
    /// before its move.
    judged: Option<Judgement>,
}

pub struct Seat {
    engine: Option<Engine>,
    pub opponent: Opponent,
    side: Color,
    asked: Option<Asked>,
    /// The engine's judgements of its own positions, oldest first.
    own: Vec<Judgement>,
    /// The player's fallen flag was claimed (once: a refused claim is not
    /// made again every second).
    flag_claimed: bool,
    /// A move found while a question waited for yes or no: played once it
    /// is answered, if the game still stands where it was found.
    held: Option<(String, String)>,
}

/// How long past its time an engine may take before it is taken to hang.
const GRACE: Duration = Duration::from_secs(10);

impl Seat {
    /// The engine `opponent` names, started, in `side`'s seat.
    pub fn start(opponent: Opponent, side: Color) -> Result<Seat, EngineError> {
        let engine = Engine::start(&opponent.program, &opponent.all_options())?;
        Ok(Seat {
            engine: Some(engine),
            opponent,
            side,
            asked: None,
            own: Vec::new(),
            flag_claimed: false,
            held: None,
        })
    }

    /// The engine's name, as the game records it.
    pub fn name(&self) -> &str {
        &self.opponent.name
    }

    /// The engine's own name, as it gave it (`id name`).
    pub fn engine_name(&self) -> String {
        match &self.engine {
            Some(engine) => engine.name.clone(),
            None => self.opponent.name.clone(),
        }
    }

    /// The range of a whole-number option of the engine's, where it has it.
    pub fn spin(&self, option: &str) -> Option<(i64, i64)> {
        let engine = self.engine.as_ref()?;
        let spin = engine
            .spins
            .iter()
            .find(|s| s.name.eq_ignore_ascii_case(option))?;
        Some((spin.min, spin.max))
    }

    pub fn side(&self) -> Color {
        self.side
    }

    /// Whether the engine plays (it was not lost).
    pub fn playing(&self) -> bool {
        self.engine.is_some()
    }

    pub fn engine_mut(&mut self) -> Option<&mut Engine> {
        self.engine.as_mut()
    }

    /// A move typed for the engine's side while the engine plays is
    /// refused: the engine is thinking over it.
    pub fn refuses(&self, action: &Action, session: &Session) -> bool {
        if !self.playing() || session.outcome().is_some() {
            return false;
        }
        match action {
            Action::Move(_) => {
                session.pending().is_none() && session.position().turn() == self.side
            }
            // The engine's move is its own to correct.
            Action::Fix(_) => session.pending().is_some_and(|p| p.by == self.side),
            _ => false,
        }
    }

    /// A decision of the engine's own (a resignation, a draw accepted, a
    /// claim): where it is a question for yes or no, the engine's yes
    /// answers it, and only what is recorded is said.
    fn decide(table: &mut impl Table, action: Action) -> Vec<Answer> {
        let asked = table.run(Command::Act(action));
        if table.session().proposal().is_some() {
            vec![table.run(Command::Act(Action::Answer(true)))]
        } else {
            vec![asked]
        }
    }

    /// After anything that may have changed the game: a draw offer
    /// answered, or a search begun when the game waits for the engine.
    pub fn recheck(&mut self, table: &mut impl Table, now: Stamp) -> Vec<Answer> {
        let Some(engine) = self.engine.as_mut() else {
            return Vec::new();
        };
        let session = table.session();
        if session.outcome().is_some() || session.sealed().is_some() || session.proposal().is_some()
        {
            return self.stop_stale(table);
        }
        // The player's flag fell, the engine's stands: it claims the game
        // on time, as a player would (6.9).
        if !self.flag_claimed
            && session.flag(!self.side).is_some()
            && session.flag(self.side).is_none()
        {
            self.flag_claimed = true;
            let _ = self.stop_stale(table);
            return Seat::decide(table, Action::ClaimTime);
        }
        // A draw offered to the engine is answered at once.
        if session.standing_offer() == Some(!self.side) {
            let last = self
                .own
                .last()
                .copied()
                .or(self.asked.as_ref().and_then(|a| a.judged));
            let plies = session.game().plies().len();
            return if conduct::accepts_draw(last, self.side, plies) {
                Seat::decide(table, Action::Accept)
            } else {
                vec![table.run(Command::Act(Action::Decline))]
            };
        }
        // The engine's move announced and not yet completed: pressed once
        // the peg board's execution is entered (--mirror strict).
        if session.pending().is_some_and(|p| p.by == self.side) {
            return if session.next_step() == "press" {
                vec![table.run(Command::Act(Action::Press))]
            } else {
                Vec::new()
            };
        }
        let waits = session.pending().is_none() && session.position().turn() == self.side;
        if !waits {
            return self.stop_stale(table);
        }
        // A move found while a question waited: played now, where the game
        // stands as it did.
        if let Some((fen, best)) = self.held.take()
            && fen == fen_of(session)
        {
            return self.play(&best, table);
        }
        let fen = fen_of(session);
        if self.asked.as_ref().is_some_and(|a| a.fen == fen) {
            return Vec::new();
        }
        // A draw it may claim and does not expect to win is claimed.
        for kind in [ClaimKind::Threefold, ClaimKind::Fifty] {
            let level = self.own.last().is_none_or(|j| j.for_side(self.side) <= 50);
            if level && session.may_claim(kind) {
                return Seat::decide(table, Action::Claim(kind, None));
            }
        }
        let setup = session.setup();
        let start = session.game().start().clone();
        let moves: Vec<_> = session.game().plies().iter().map(|p| p.played).collect();
        let limit = conduct::limit(self.opponent.think, session.clock(), now);
        let allowed = match self.opponent.think {
            Think::Clock => session.clock().reading(self.side, now).left.duration(),
            Think::MoveTime(span) => span.duration(),
            Think::Nodes(_) => Duration::from_secs(20),
        };
        let sent = engine
            .send(&uci::position(setup.fen.as_deref(), &start, &moves))
            .and_then(|()| engine.send(&uci::go(limit)));
        if sent.is_err() {
            return self.lost(table, Lost::Gone);
        }
        self.asked = Some(Asked {
            plies: moves.len(),
            fen,
            since: Instant::now(),
            allowed: allowed + GRACE,
            judged: None,
        });
        Vec::new()
    }

    /// A search of a game that has since changed is stopped; its move will
    /// be of no use.
    fn stop_stale(&mut self, table: &impl Table) -> Vec<Answer> {
        let stale = self.asked.as_ref().is_some_and(|a| {
            a.fen != fen_of(table.session()) || table.session().outcome().is_some()
        });
        if stale && let Some(engine) = self.engine.as_mut() {
            let _ = engine.send("stop");
            self.asked = None;
        }
        Vec::new()
    }

    /// What the engine sent; nothing where another process sent it (the
    /// one an `engine restart` ended, reporting its end late).
    pub fn event(&mut self, sent: Forwarded, table: &mut impl Table, now: Stamp) -> Vec<Answer> {
        if self.engine.as_ref().map(Engine::id) != Some(sent.engine) {
            return Vec::new();
        }
        match sent.event {
            EngineEvent::Gone => self.lost(table, Lost::Gone),
            EngineEvent::TooLong => self.lost(table, Lost::TooLong),
            EngineEvent::Reply(Reply::Info(info)) => {
                if let (Some(asked), Some(score), false) =
                    (self.asked.as_mut(), info.score, info.bound)
                {
                    let turn = table.session().position().turn();
                    asked.judged = Some(Judgement::of(score, turn));
                }
                Vec::new()
            }
            EngineEvent::Reply(Reply::BestMove(best)) => self.best(best, table, now),
            EngineEvent::Reply(_) => Vec::new(),
        }
    }

    fn best(&mut self, best: Option<String>, table: &mut impl Table, now: Stamp) -> Vec<Answer> {
        let Some(asked) = self.asked.take() else {
            return Vec::new();
        };
        let session = table.session();
        // The answer to a game that has changed since (a rollback, a fix
        // typed meanwhile): of no use; the game as it is now is asked.
        if asked.fen != fen_of(session) || asked.plies != session.game().plies().len() {
            return self.recheck(table, now);
        }
        if let Some(judged) = asked.judged {
            self.own.push(judged);
        }
        if conduct::resigns(&self.own, self.side) {
            return Seat::decide(table, Action::Resign(Some(self.side)));
        }
        // No move where the game is over on the board (mate, stalemate),
        // which the game says. Anywhere else "no move" (`0000`, `(none)`,
        // nothing) is a fault like any move the position does not allow.
        if session.position().legal_moves().is_empty() {
            return Vec::new();
        }
        let text = best.unwrap_or_else(|| "(none)".to_string());
        // A question waits for yes or no (a claim of the player's): the
        // move waits for its answer.
        if session.proposal().is_some() {
            self.held = Some((asked.fen, text));
            return Vec::new();
        }
        self.play(&text, table)
    }

    /// The engine's move: checked, announced, and its clock pressed where
    /// nothing else must come first (the peg board's entry under --mirror
    /// strict).
    fn play(&mut self, text: &str, table: &mut impl Table) -> Vec<Answer> {
        let session = table.session();
        let m = match uci::legal(session.position(), text) {
            Ok(m) => m,
            // Never obeyed: said, and the game goes on at the keyboard.
            Err(_) => return self.lost(table, Lost::BadMove(text.to_string())),
        };
        // The move that completes fifty moves without a capture or a pawn
        // move is written with the claim (9.3), where the engine does not
        // expect to win.
        let mut after = session.position().clone();
        after.play_unchecked(m);
        let level = self.own.last().is_none_or(|j| j.for_side(self.side) <= 50);
        if level && after.halfmoves() >= 100 && session.position().halfmoves() < 100 {
            let claim = Action::Claim(ClaimKind::Fifty, Some(notation::coordinates(m)));
            return Seat::decide(table, claim);
        }
        let mut answers = vec![table.run(Command::Act(Action::Move(notation::coordinates(m))))];
        let session = table.session();
        if session.pending().is_some() && session.next_step() == "press" {
            answers.push(table.run(Command::Act(Action::Press)));
        }
        answers
    }

    /// Once a second: an engine that thinks far past its time is taken to
    /// hang, stopped and said.
    pub fn tick(&mut self, table: &mut impl Table) -> Vec<Answer> {
        match &self.asked {
            Some(asked) if asked.since.elapsed() > asked.allowed => self.lost(table, Lost::Silent),
            _ => Vec::new(),
        }
    }

    /// The engine is gone: said, and the game goes on at the keyboard.
    fn lost(&mut self, table: &impl Table, how: Lost) -> Vec<Answer> {
        if self.engine.take().is_none() {
            return Vec::new();
        }
        self.asked = None;
        let t = table.session().setup().lang.text();
        let said = match how {
            Lost::Gone => t.engine_gone(self.name()),
            Lost::Silent => t.engine_silent(self.name()),
            Lost::BadMove(text) => t.engine_bad_move(self.name(), &text),
            Lost::TooLong => t.engine_line_too_long(self.name(), ENGINE_LINE_KB),
        };
        let said = format!("{said} {}", t.engine_keyboard());
        vec![Answer {
            lines: vec![Say::private(said)],
            quit: false,
        }]
    }

    /// The engine started again after it was lost.
    pub fn restart(&mut self) -> Result<(), EngineError> {
        self.engine = None;
        self.asked = None;
        let engine = Engine::start(&self.opponent.program, &self.opponent.all_options())?;
        self.engine = Some(engine);
        Ok(())
    }
}

enum Lost {
    Gone,
    Silent,
    /// It sent this as its move, which is none here.
    BadMove(String),
    /// It sent a line longer than any engine's.
    TooLong,
}

/// The position the game waits in, as a key: a search is of one position.
fn fen_of(session: &Session) -> String {
    shakmaty::fen::Fen::from_position(session.position(), shakmaty::EnPassantMode::Legal)
        .to_string()
}
