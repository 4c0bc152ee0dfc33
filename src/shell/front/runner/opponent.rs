//! The runner's side of a game against an engine, and of the electronic
//! board: both act on the game through the commands a typed line runs
//! (the [`Table`] they sit at).

use crate::shell::text::ShellMessages as _;
use std::sync::mpsc::Sender;

use crate::core::command::Command;
use crate::core::say::Answer;
use crate::core::session::{Action, Context, Session};
use crate::shell::eboard::Table;
use shakmaty::{Chess, Move};

use crate::core::engine::study::StudyQuestion;
use crate::core::laws::Rule;
use crate::core::session::Channel;
use crate::shell::engine::{Forwarded, Seat, StudyTelling, Tutor};
use crate::shell::front::driver::LoopEvent;

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

    /// The engine a study of the game asks (a finished game, a game
    /// against the engine).
    pub fn with_tutor(mut self, tutor: Tutor) -> Runner {
        self.tutor = tutor;
        self
    }

    /// A question to the engine: refused during a game against a person
    /// (the laws forbid advice and analysis during play), else asked.
    pub(super) fn study(&mut self, ask: StudyQuestion) -> Vec<String> {
        let setup = self.session.setup();
        let t = setup.lang.text();
        if setup.engine.is_none() && self.session.outcome().is_none() {
            let laws = setup.laws;
            return vec![t.engine_refused(&laws.year().to_string(), laws.article(Rule::NoAdvice))];
        }
        // At a turning point tried again, the engine is asked of it.
        let pos = (self.tutor.retrying()).unwrap_or_else(|| self.session.shown_position());
        let game: Vec<(Chess, Move)> = self
            .session
            .game()
            .plies()
            .iter()
            .map(|p| (p.before.clone(), p.played))
            .collect();
        let telling = StudyTelling {
            style: setup.style,
            voice: &self.ctx.voice,
            t,
        };
        let speech = &mut self.speech;
        // Heard as it goes: a review takes a while, and its answer comes at
        // the end.
        let mut progress = |line: String| {
            let _ = speech.say(Channel::Private, &line);
        };
        self.tutor.ask(ask, &pos, &game, &telling, &mut progress)
    }

    /// A move tried at a turning point of the finished game, read as any
    /// move is.
    pub(super) fn tried(&mut self, pos: &Chess, text: &str) -> Answer {
        match self.ctx.reader.read(pos, text) {
            Ok(tried) => Answer::private(self.study(StudyQuestion::Try(tried))),
            Err(e) => {
                let setup = self.session.setup();
                Answer::refuse(crate::core::text::move_error(
                    setup.lang,
                    pos,
                    text,
                    &e,
                    setup.letters,
                    Some(&self.ctx.voice),
                ))
            }
        }
    }

    /// The engine's lines go to the front end's loop.
    pub(super) fn engine_attach(&mut self, tx: &Sender<LoopEvent>) {
        self.feed = Some(tx.clone());
        let study = tx.clone();
        self.tutor.attach(std::sync::Arc::new(move |e| {
            let _ = study.send(LoopEvent::Study(e));
        }));
        if let Some(engine) = self.seat.as_mut().and_then(Seat::engine_mut) {
            engine.forward(tx.clone(), LoopEvent::Engine);
        }
    }

    /// `engine restart`: the engine that stopped, started again; it thinks
    /// when the game waits for it (the look after every command).
    pub(super) fn engine_restart(&mut self) -> String {
        let t = self.lang().text();
        let Some(seat) = self.seat.as_mut() else {
            return t.engine_none();
        };
        if seat.playing() {
            return t.engine_already(seat.name());
        }
        match seat.restart() {
            Ok(()) => {
                if let (Some(engine), Some(tx)) = (seat.engine_mut(), &self.feed) {
                    engine.forward(tx.clone(), LoopEvent::Engine);
                }
                t.engine_restarted(seat.name())
            }
            Err(e) => e.said(t),
        }
    }

    /// A move typed for the engine's side while it plays: refused, with why.
    pub(super) fn engine_refusal(&self, action: &Action) -> Option<String> {
        let seat = self.seat.as_ref()?;
        let t = self.lang().text();
        seat.refuses(action, &self.session).then(|| match action {
            Action::Fix(_) => t.engine_own_move(seat.name()),
            _ => t.engine_thinking(seat.name()),
        })
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

    pub(super) fn engine_event(&mut self, event: Forwarded) -> Vec<Answer> {
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
        let mut answers = seat.tick(self);
        // A flag that fell this second is the engine's to claim.
        let now = self.now();
        answers.extend(seat.recheck(self, now));
        self.seat = Some(seat);
        answers
    }
}
