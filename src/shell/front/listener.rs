//! The runner of `replay`, for line mode and the full screen alike: it
//! hands each command to the core's [`Study`], says each line (a move's
//! announcement in the announcement voice, the rest privately) and returns
//! the lines to show.

use crate::core::command::Command as PlayCommand;
use crate::core::replay::{self, Answer, Command, Study};
use crate::core::session::Channel;
use crate::core::sound::Earcon;
use crate::core::text::Lang;

use crate::shell::front::input::{Input, MAX_LINE};
use crate::shell::front::runner::{Outcome, Part, Voice};
use crate::shell::speech::Speech;

/// Runs the commands of `replay` for line mode and the full screen alike.
pub struct Listener {
    pub study: Study,
    pub speech: Speech,
}

impl Listener {
    fn lang(&self) -> Lang {
        self.study.words().lang
    }

    pub fn line(&mut self, text: &str) -> Outcome {
        self.run(replay::parse(text))
    }

    pub fn refuse_input(&mut self, input: &Input) -> Outcome {
        let t = self.lang().text();
        let text = match input {
            Input::TooLong => t.input_too_long(MAX_LINE),
            _ => t.input_not_text(),
        };
        self.deliver(Answer::refuse(text))
    }

    pub fn run(&mut self, command: Command) -> Outcome {
        let t = self.lang().text();
        let said = Answer::said;
        let answer = match command {
            Command::Speech(PlayCommand::Repeat) => {
                if self.speech.repeat() {
                    return Outcome::default();
                }
                said(t.nothing_to_repeat())
            }
            Command::Speech(PlayCommand::Quiet) => {
                self.speech.stop();
                return Outcome::default();
            }
            Command::Speech(PlayCommand::Rate(p)) => {
                self.speech.set_rate(p);
                said(t.speech_setting("rate", p))
            }
            Command::Speech(PlayCommand::Volume(p)) => {
                self.speech.set_volume(p);
                said(t.speech_setting("volume", p))
            }
            Command::Speech(PlayCommand::Earcons(on)) => {
                self.speech.set_earcons(on);
                said(t.earcons_set(on))
            }
            command => self.study.run(command),
        };
        self.deliver(answer)
    }

    /// A private line of the interface itself (board exploration, modes).
    pub fn tell(&mut self, text: String) -> Outcome {
        self.deliver(Answer::said(text))
    }

    /// Says an answer's lines in order, the first cutting what is said.
    pub fn deliver(&mut self, answer: Answer) -> Outcome {
        if answer.refused {
            self.speech.earcon(Earcon::Refused);
        }
        let mut parts = Vec::with_capacity(answer.lines.len());
        for (i, line) in answer.lines.into_iter().enumerate() {
            let (channel, words) = match &line.announcement {
                Some(said) => (Channel::Public, said.as_str()),
                None => (Channel::Private, line.text.as_str()),
            };
            let fallback = if i == 0 {
                self.speech.say(channel, words)
            } else {
                self.speech.say_in_turn(channel, words)
            };
            parts.push(Part {
                text: line.text,
                voice: Voice::Said(channel),
                earcon: None,
            });
            if let Some(f) = fallback {
                parts.push(Part {
                    text: self.lang().text().clip_fallback(&f.word, f.to),
                    voice: Voice::Shown,
                    earcon: None,
                });
            }
        }
        if self.speech.take_silenced() {
            parts.push(Part {
                text: self.lang().text().voice_silent(),
                voice: Voice::Shown,
                earcon: None,
            });
        }
        Outcome {
            parts,
            quit: answer.quit,
        }
    }
}
