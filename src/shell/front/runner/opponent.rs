//! The runner's side of a game against an engine, and of the electronic
//! board: both act on the game through the commands a typed line runs
//! (the [`Table`] they sit at).

use std::sync::mpsc::Sender;

use crate::core::command::Command;
use crate::core::say::Answer;
use crate::core::session::{Action, Context, Session};
use crate::shell::eboard::Table;
use crate::shell::engine::{EngineEvent, Seat};
use crate::shell::front::driver::Event;

use super::Runner;

impl Table for Runner {
    fn session(&self) -> &Session {
        &self.session
    }

    fn ctx(&self) -> &Context {
        &self.ctx
    }

    fn run(&mut self, command: Command) -> Answer {
        Runner::run(self, command)
    }
}

impl Runner {
    /// The game is played against the engine in `seat`.
    pub fn with_seat(mut self, seat: Option<Seat>) -> Runner {
        self.seat = seat;
        self
    }

    /// The engine's lines go to the front end's loop.
    pub(super) fn engine_attach(&mut self, tx: &Sender<Event>) {
        self.feed = Some(tx.clone());
        if let Some(engine) = self.seat.as_mut().and_then(Seat::engine_mut) {
            engine.forward(tx.clone(), Event::Engine);
        }
    }

    /// A move typed for the engine's side while it plays: refused, with why.
    pub(super) fn engine_refusal(&self, action: &Action) -> Option<String> {
        let seat = self.seat.as_ref()?;
        seat.refuses(action, &self.session)
            .then(|| self.lang().text().engine_thinking(seat.name()))
    }

    /// The engine asked for its move, or its answer to an offer, when the
    /// game waits for it.
    pub(super) fn engine_recheck(&mut self) -> Vec<Answer> {
        let Some(mut seat) = self.seat.take() else {
            return Vec::new();
        };
        let now = self.now();
        let answers = seat.recheck(self, now);
        self.seat = Some(seat);
        answers
    }

    pub(super) fn engine_event(&mut self, event: EngineEvent) -> Vec<Answer> {
        let Some(mut seat) = self.seat.take() else {
            return Vec::new();
        };
        let now = self.now();
        let mut answers = seat.event(event, self, now);
        // What the engine's move changed may ask it again (a claim, an offer).
        answers.extend(seat.recheck(self, now));
        self.seat = Some(seat);
        answers
    }

    pub(super) fn engine_tick(&mut self) -> Vec<Answer> {
        let Some(mut seat) = self.seat.take() else {
            return Vec::new();
        };
        let answers = seat.tick(self);
        self.seat = Some(seat);
        answers
    }
}
