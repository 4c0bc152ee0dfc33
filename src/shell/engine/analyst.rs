//! The engine as a teacher: a position analysed for the time the player
//! set, and its answer waited for (the player asked and waits to hear it).

use std::time::{Duration, Instant};

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode};

use crate::core::engine::study::Analysis;
use crate::core::engine::study::StudyLimit;
use crate::core::engine::uci::{self, Info, Reply};

use super::process::{Engine, EngineError, EngineEvent};

pub struct Analyst {
    engine: Engine,
    /// How long the engine thinks about a position.
    look: StudyLimit,
}

/// Why an analysis has no answer: the engine went, or did not answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Silence {
    Gone,
    Silent,
    /// It sent a line longer than any engine's.
    TooLong,
}

/// How long past its time an engine may take before it is taken to hang.
const GRACE: Duration = Duration::from_secs(10);

impl Analyst {
    pub fn start(
        program: &str,
        options: &[(String, String)],
        look: StudyLimit,
    ) -> Result<Analyst, EngineError> {
        Ok(Analyst {
            engine: Engine::start(program, options)?,
            look,
        })
    }

    /// The next positions are of another game: the engine forgets what it
    /// learned, so that the same game is judged the same way again.
    pub fn new_game(&mut self) {
        let _ = self.engine.send("ucinewgame");
    }

    pub fn name(&self) -> &str {
        &self.engine.name
    }

    /// The engine's judgement of `pos`, its best move and its line.
    pub fn analyse(&mut self, pos: &Chess) -> Result<Analysis, Silence> {
        let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
        let sent = self
            .engine
            .send(&uci::position(Some(&fen), pos, &[]))
            .and_then(|()| self.engine.send(&uci::go(self.look.limit())));
        if sent.is_err() {
            return Err(Silence::Gone);
        }
        let mut last = Info::default();
        let mut deadline = Instant::now() + self.look.about() + GRACE;
        let mut stopped = false;
        loop {
            match self.engine.next(deadline) {
                Some(EngineEvent::Reply(Reply::Info(info))) => {
                    // The deepest settled word: a bound is no judgement yet.
                    if info.score.is_some() && !info.bound && !info.pv.is_empty() {
                        last = info;
                    }
                }
                Some(EngineEvent::Reply(Reply::BestMove(best))) => {
                    let mut analysis = Analysis::of(pos, &last);
                    // A line that does not begin with the move the engine
                    // chose is not its line.
                    let best = best.and_then(|b| uci::legal(pos, &b).ok());
                    if analysis.best() != best {
                        analysis.line = best.map(|m| vec![(pos.clone(), m)]).unwrap_or_default();
                    }
                    return Ok(analysis);
                }
                Some(EngineEvent::Reply(_)) => {}
                Some(EngineEvent::Gone) => return Err(Silence::Gone),
                Some(EngineEvent::TooLong) => return Err(Silence::TooLong),
                None if !stopped => {
                    // Past its time: asked to stop, and a little more waited.
                    stopped = true;
                    let _ = self.engine.send("stop");
                    deadline = Instant::now() + Duration::from_secs(2);
                }
                None => return Err(Silence::Silent),
            }
        }
    }
}
