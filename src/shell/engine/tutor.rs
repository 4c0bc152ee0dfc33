//! The engine a study asks (replay, a finished game, a game against the
//! engine): started when it is first asked, and asked again each time.

use std::time::Duration;

use shakmaty::{Chess, Move, Position};

use crate::core::announce::Style;
use crate::core::engine::review::Judged;
use crate::core::engine::study::{Analysis, Ask};
use crate::core::engine::{Judgement, words};
use crate::core::text::Text;
use crate::core::vocab::Voice;
use crate::shell::failure::engine_failure;

use super::analyst::{Analyst, Silence};

pub struct Tutor {
    program: String,
    time: Duration,
    analyst: Option<Analyst>,
    /// Whether a review's progress is printed as it goes (line mode).
    pub printed: bool,
}

/// How a study's answer is said: the words of moves and sentences.
pub struct Telling<'a> {
    pub style: Style,
    pub voice: &'a Voice,
    pub t: &'static Text,
}

impl Tutor {
    pub fn new(program: &str, time: Duration) -> Tutor {
        Tutor {
            program: program.to_string(),
            time,
            analyst: None,
            printed: false,
        }
    }

    /// The engine, started where it is not yet; `Err`: why it cannot be.
    fn analyst(&mut self, t: &Text) -> Result<&mut Analyst, String> {
        if self.analyst.is_none() {
            let started = Analyst::start(&self.program, self.time)
                .map_err(|e| t.engine_for_study(&engine_failure(&e, t)))?;
            self.analyst = Some(started);
        }
        Ok(self.analyst.as_mut().expect("started above"))
    }

    fn analyse(&mut self, pos: &Chess, t: &Text) -> Result<Analysis, String> {
        let analyst = self.analyst(t)?;
        let name = analyst.name().to_string();
        analyst.analyse(pos).map_err(|silence| {
            // An engine that went or hangs is started afresh when asked next.
            self.analyst = None;
            match silence {
                Silence::Gone => t.engine_gone(&name),
                Silence::Silent => t.engine_silent(&name),
            }
        })
    }

    /// The answer to `ask` about `pos`, reached by `game` (each move with
    /// the position it was played from); `progress` hears how a review goes.
    pub fn answer(
        &mut self,
        ask: Ask,
        pos: &Chess,
        game: &[(Chess, Move)],
        telling: &Telling,
        progress: &mut dyn FnMut(String),
    ) -> Vec<String> {
        let t = telling.t;
        let (style, voice) = (telling.style, telling.voice);
        let result = match ask {
            Ask::Eval => self
                .analyse(pos, t)
                .map(|a| vec![words::judgement(a.judgement, t)]),
            Ask::Best => self
                .analyse(pos, t)
                .map(|a| words::best(&a, style, voice, t)),
            Ask::Line => self
                .analyse(pos, t)
                .map(|a| words::line(&a, style, voice, t)),
            Ask::Review => self.review(game, telling, progress),
        };
        result.unwrap_or_else(|said| vec![said])
    }

    fn review(
        &mut self,
        game: &[(Chess, Move)],
        telling: &Telling,
        said: &mut dyn FnMut(String),
    ) -> Result<Vec<String>, String> {
        let t = telling.t;
        let printed = self.printed;
        // Heard, and in line mode printed, as it goes: the findings come
        // at the end.
        let mut progress = |line: String| {
            if printed {
                use std::io::Write;
                let mut out = std::io::stdout().lock();
                for part in crate::core::lines::printable(&line) {
                    let _ = writeln!(out, "{part}");
                }
                let _ = out.flush();
            }
            said(line);
        };
        let millis = (game.len() as u128 + 1) * self.time.as_millis();
        let seconds = usize::try_from(millis.div_ceil(1000)).unwrap_or(usize::MAX);
        progress(t.review_start(game.len(), seconds));
        // Each position judged once: before each move, and after the last.
        let mut positions: Vec<Chess> = game.iter().map(|(p, _)| p.clone()).collect();
        if let Some((p, m)) = game.last() {
            let mut after = p.clone();
            after.play_unchecked(*m);
            positions.push(after);
        }
        let mut analyses = Vec::with_capacity(positions.len());
        for (i, pos) in positions.iter().enumerate() {
            analyses.push(self.analyse(pos, t)?);
            if i > 0 && i % 10 == 0 {
                progress(t.review_progress(i, positions.len()));
            }
        }
        let judged: Vec<Judged> = game
            .iter()
            .enumerate()
            .map(|(i, (pos, played))| Judged {
                mover: pos.turn(),
                before: judged_or_over(&analyses[i], pos),
                best: analyses[i].best(),
                after: judged_or_over(&analyses[i + 1], &positions[i + 1]),
                played: *played,
            })
            .collect();
        let before: Vec<Chess> = game.iter().map(|(p, _)| p.clone()).collect();
        Ok(words::review(
            &judged,
            &before,
            telling.style,
            telling.voice,
            t,
        ))
    }
}

/// The engine's judgement; where it gave none (the game is over on the
/// board), mate is the side's that gave it, and else the game is level.
fn judged_or_over(analysis: &Analysis, pos: &Chess) -> Judgement {
    analysis.judgement.unwrap_or(if pos.is_checkmate() {
        Judgement::Mate {
            winner: !pos.turn(),
            moves: 0,
        }
    } else {
        Judgement::Centipawns(0)
    })
}
