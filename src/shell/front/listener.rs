//! The driver of `replay`, for line mode and the full screen alike: it
//! hands each command to the core's [`Study`] and answers the speech
//! commands itself.

use crate::shell::text::ShellMessages as _;
use std::path::PathBuf;

use shakmaty::Chess;

use crate::core::command::Command as PlayCommand;
use crate::core::notation::Letters;
use crate::core::replay::{self, ReplayCommand, Study};
use crate::core::say::Answer;
use crate::core::sound::Level;
use crate::core::text::Lang;
use crate::core::vocab::Voice;

use crate::core::engine::study::StudyQuestion;
use crate::core::pgn::Place;
use crate::core::session::Channel;
use crate::shell::engine::{StudyTelling, Tutor};
use crate::shell::front::driver::{Driver, Explored, KeyUse};
use crate::shell::keys::{KeyAction, KeyMap};
use crate::shell::speech::Speech;

/// Runs the commands of `replay` for line mode and the full screen alike.
pub struct Listener {
    pub study: Study,
    pub speech: Speech,
    /// The engine the study's questions go to.
    pub tutor: Tutor,
}

impl Listener {
    pub fn run(&mut self, command: ReplayCommand) -> Answer {
        let t = self.lang().text();
        match command {
            ReplayCommand::Speech(PlayCommand::Repeat) => {
                if self.speech.repeat() {
                    return Answer::default();
                }
                Answer::said(t.nothing_to_repeat())
            }
            ReplayCommand::Speech(PlayCommand::Quiet) => {
                self.speech.stop();
                Answer::default()
            }
            ReplayCommand::Speech(PlayCommand::Rate(p)) => {
                self.speech.set_rate(p);
                Answer::said(t.speech_setting(Level::Rate, p))
            }
            ReplayCommand::Speech(PlayCommand::Volume(p)) => {
                self.speech.set_volume(p);
                Answer::said(t.speech_setting(Level::Volume, p))
            }
            ReplayCommand::Speech(PlayCommand::Earcons(on)) => {
                self.speech.set_earcons(on);
                Answer::said(t.earcons_set(on))
            }
            ReplayCommand::Study(ask) => self.ask(ask),
            // Moving through the game leaves a turning point tried again.
            command @ (ReplayCommand::Next(_)
            | ReplayCommand::Back(_)
            | ReplayCommand::First
            | ReplayCommand::Last
            | ReplayCommand::Go(..)
            | ReplayCommand::Enter(_)
            | ReplayCommand::Leave
            | ReplayCommand::Game(_)) => {
                self.tutor.leave_lesson();
                self.study.run(command)
            }
            command => self.study.run(command),
        }
    }

    /// `eval`, `best`, `line` of the position heard; `review` of the whole
    /// game (its main line).
    fn ask(&mut self, ask: StudyQuestion) -> Answer {
        let Some(record) = self.study.record() else {
            return self.study.run(ReplayCommand::Who);
        };
        let whole = record.main.path(
            &record.start,
            &Place {
                branches: Vec::new(),
                at: record.main.moves.len(),
            },
        );
        let words = self.study.words();
        let telling = StudyTelling {
            style: words.style,
            voice: &words.voice,
            t: words.lang.text(),
        };
        let speech = &mut self.speech;
        // Heard as it goes: a review takes a while, and its answer comes
        // at the end.
        let mut progress = |line: String| {
            let _ = speech.say(Channel::Private, &line);
        };
        // At a turning point tried again, the engine is asked of it.
        let pos = (self.tutor.retrying()).unwrap_or_else(|| self.study.position());
        let answer = Answer::private(self.tutor.ask(ask, &pos, &whole, &telling, &mut progress));
        self.follow_lesson();
        answer
    }

    /// The game heard stands where the turning point at hand is: `board`,
    /// `who`, `square` and Enter then speak of it.
    fn follow_lesson(&mut self) {
        if let Some(ply) = self.tutor.lesson_ply() {
            self.study.go_main(ply);
        }
    }

    /// A line that is no command, at a turning point tried again: a move
    /// tried there, read in any notation.
    fn tried(&mut self, pos: &shakmaty::Chess, text: &str) -> Answer {
        let words = self.study.words();
        match words.reader.read(pos, text) {
            Ok(tried) => self.ask(StudyQuestion::Try(tried)),
            Err(e) => Answer::said(crate::core::text::move_error(
                words.lang,
                pos,
                text,
                &e,
                words.letters,
                Some(&words.voice),
            )),
        }
    }
}

impl Driver for Listener {
    fn lang(&self) -> Lang {
        self.study.words().lang
    }

    fn speech(&mut self) -> &mut Speech {
        &mut self.speech
    }

    fn line(&mut self, text: &str) -> Answer {
        let command = replay::parse(text);
        if let ReplayCommand::Unknown(_) = command
            && let Some(pos) = self.tutor.retrying()
        {
            return self.tried(&pos, text);
        }
        self.run(command)
    }

    /// Play's keys where replay has a like: the press goes on to the next
    /// move, the last move's key says where the game stands.
    fn key(&mut self, action: KeyAction, keys: &KeyMap) -> KeyUse {
        let command = match action {
            KeyAction::Press => ReplayCommand::Next(1),
            KeyAction::Last => ReplayCommand::Who,
            KeyAction::Repeat => ReplayCommand::Speech(PlayCommand::Repeat),
            KeyAction::Quit => ReplayCommand::Quit,
            KeyAction::Help => {
                let mut answer = self.run(ReplayCommand::Help(None));
                let key = |action| keys.key(action).label(self.lang().text());
                answer.push(self.lang().text().tui_study_keys(
                    &key(KeyAction::Press),
                    &key(KeyAction::Last),
                    &key(KeyAction::Repeat),
                    &key(KeyAction::BigText),
                    &key(KeyAction::BoardMode),
                    &key(KeyAction::Quit),
                ));
                return KeyUse::Answer(answer);
            }
            _ => return KeyUse::None,
        };
        KeyUse::Answer(self.run(command))
    }

    /// Where the replay stands (whose move, which move, in a variation),
    /// once a game is open: the braille display's last line.
    /// At a turning point tried again: which, and whose move there.
    fn state_line(&self) -> Option<String> {
        self.study.record()?;
        if let (Some((n, total)), Some(pos)) = (self.tutor.lesson_at(), self.tutor.retrying()) {
            return Some(
                self.lang()
                    .text()
                    .learn_state(n, total, shakmaty::Position::turn(&pos)),
            );
        }
        Some(self.study.who())
    }

    /// On an empty line the arrows walk through the game.
    fn step(&mut self, forward: bool) -> Option<Answer> {
        Some(self.run(if forward {
            ReplayCommand::Next(1)
        } else {
            ReplayCommand::Back(1)
        }))
    }

    fn log_path(&self) -> PathBuf {
        std::env::temp_dir().join("annabella-replay.log")
    }

    fn line_mode(&mut self, beside: bool) {
        self.tutor.line_mode(beside);
    }

    fn attach(&mut self, tx: &std::sync::mpsc::Sender<crate::shell::front::driver::LoopEvent>) {
        let study = tx.clone();
        self.tutor.attach(std::sync::Arc::new(move |e| {
            let _ = study.send(crate::shell::front::driver::LoopEvent::Study(e));
        }));
    }

    fn study_event(&mut self, event: crate::shell::engine::StudyEvent) -> Vec<Answer> {
        let answer = Answer::private(self.tutor.event(event));
        self.follow_lesson();
        vec![answer]
    }

    /// At a turning point tried again, its position is explored.
    fn explored(&self, _which: Explored) -> Chess {
        (self.tutor.retrying()).unwrap_or_else(|| self.study.position())
    }

    fn voice(&self) -> &Voice {
        &self.study.words().voice
    }

    fn letters(&self) -> Letters {
        self.study.words().letters
    }
}
