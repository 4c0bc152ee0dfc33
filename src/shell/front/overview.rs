//! The driver of `annabella arbiter`, for line mode and the full screen
//! alike: the boards' polls go to the core's [`Overview`], whose news is
//! said as it comes, and the arbiter's commands ask it.

use crate::shell::text::ShellMessages as _;
use std::path::PathBuf;

use shakmaty::Chess;

use crate::core::broadcast::overview::{Ask, Overview, Polled};
use crate::core::notation::Letters;
use crate::core::say::Answer;
use crate::core::text::Lang;
use crate::core::vocab::Voice;
use crate::shell::front::driver::{Driver, Explored, KeyUse};
use crate::shell::keys::{KeyAction, KeyMap};
use crate::shell::speech::Speech;

pub struct OverviewDriver {
    pub overview: Overview,
    pub lang: Lang,
    pub speech: Speech,
    /// The voice the speech was opened with (the trait asks for one; the
    /// overview names no square).
    pub voice: Voice,
    pub letters: Letters,
    /// The time between two polls of a board.
    pub every: std::time::Duration,
}

impl OverviewDriver {
    fn names(&self) -> String {
        self.overview.names().join(", ")
    }
}

impl Driver for OverviewDriver {
    fn lang(&self) -> Lang {
        self.lang
    }

    fn speech(&mut self) -> &mut Speech {
        &mut self.speech
    }

    fn line(&mut self, text: &str) -> Answer {
        let t = self.lang.text();
        match Ask::parse(&crate::core::lines::clean(text)) {
            Ask::List => Answer::private(self.overview.lines(t)),
            Ask::Board(name) => match self.overview.find(&name).as_slice() {
                [] => Answer::refuse(t.arbiter_no_board(&name, &self.names())),
                found => Answer::private(
                    found
                        .iter()
                        .flat_map(|i| self.overview.detail(*i, t))
                        .collect::<Vec<_>>(),
                ),
            },
            Ask::Which => Answer::refuse(t.arbiter_which(&self.names())),
            Ask::Help => Answer::said(t.arbiter_help()),
            Ask::Quit => Answer {
                lines: Vec::new(),
                quit: true,
            },
            Ask::Unknown(input) => Answer::refuse(t.arbiter_unknown(&input)),
        }
    }

    fn key(&mut self, action: KeyAction, keys: &KeyMap) -> KeyUse {
        let t = self.lang.text();
        let label = |a: KeyAction| keys.key(a).label(t);
        match action {
            KeyAction::Quit => KeyUse::Answer(Answer {
                lines: Vec::new(),
                quit: true,
            }),
            KeyAction::Repeat | KeyAction::Last => KeyUse::Answer(self.line("list")),
            // The commands, then the keys of the full screen.
            KeyAction::Help => {
                let mut answer = self.line("help");
                answer.push(t.arbiter_keys(
                    &label(KeyAction::PageUp),
                    &label(KeyAction::PageDown),
                    &label(KeyAction::ReadBack),
                    &label(KeyAction::ReadForward),
                    &label(KeyAction::Quit),
                ));
                KeyUse::Answer(answer)
            }
            _ => KeyUse::None,
        }
    }

    /// The polls start with the loop: a thread a board.
    fn attach(&mut self, tx: &std::sync::mpsc::Sender<crate::shell::front::driver::LoopEvent>) {
        let sources: Vec<String> = self
            .overview
            .boards
            .iter()
            .map(|b| b.source.clone())
            .collect();
        crate::shell::broadcast::poll::start(&sources, self.every, tx, |board, polled| {
            crate::shell::front::driver::LoopEvent::Poll(board, polled)
        });
    }

    fn polled(&mut self, board: usize, polled: Polled) -> Answer {
        let t = self.lang.text();
        Answer::private(self.overview.polled(board, polled, t))
    }

    fn log_path(&self) -> PathBuf {
        std::env::temp_dir().join("annabella-arbiter.log")
    }

    fn has_board(&self) -> bool {
        false
    }

    fn explored(&self, _which: Explored) -> Chess {
        Chess::default()
    }

    fn voice(&self) -> &Voice {
        &self.voice
    }

    fn letters(&self) -> Letters {
        self.letters
    }
}
