//! Line mode: one command a line on stdin, one line a response on stdout. No
//! cursor movement, colour or redraws, so a screen reader or a braille display
//! reads each line as it comes. Everything that would be spoken is a line.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

use crate::core::lines;
use crate::core::say::Answer;
use crate::shell::front::driver::{Driver, LoopEvent, Origin, events, speak};
use crate::shell::front::input::{self, Input};

/// Line mode over a game or a study.
pub struct LineMode<D: Driver, W: Write> {
    pub driver: D,
    pub out: W,
}

impl<D: Driver, W: Write> LineMode<D, W> {
    pub fn new(driver: D, out: W) -> LineMode<D, W> {
        LineMode { driver, out }
    }

    /// Says an answer to a command and prints its lines; whether the
    /// program ends.
    pub fn show(&mut self, answer: Answer) -> std::io::Result<bool> {
        self.show_from(answer, Origin::Command)
    }

    fn show_from(&mut self, answer: Answer, origin: Origin) -> std::io::Result<bool> {
        let lang = self.driver.lang();
        let shown = speak(self.driver.speech(), lang, answer, origin);
        self.print(shown.lines.iter().map(String::as_str))?;
        Ok(shown.quit)
    }

    /// Prints lines, in order, as a screen reader and a braille display
    /// read them: without control characters, and cut at sentence ends
    /// where a line would be longer than 80 characters.
    fn print<'a>(&mut self, shown: impl Iterator<Item = &'a str>) -> std::io::Result<()> {
        for part in shown {
            for line in lines::printable(part) {
                writeln!(self.out, "{line}")?;
            }
        }
        self.out.flush()
    }

    /// Reads commands until end of input or `quit`. Between lines, once a
    /// second, a game's clock is watched in real time (flag fall, warnings)
    /// and its file always (another program may change it).
    pub fn run(mut self, input: impl BufRead + Send + 'static) -> ExitCode {
        let (tx, rx) = events(&mut self.driver);
        std::thread::spawn(move || {
            let mut input = input;
            while let Some(line) = input::next_line(&mut input) {
                if tx.send(LoopEvent::Line(line)).is_err() {
                    return;
                }
            }
            let _ = tx.send(LoopEvent::End);
        });
        self.driver
            .line_mode(std::io::IsTerminal::is_terminal(&std::io::stdin()));
        for answer in self.driver.begun() {
            if self.show(answer).is_err() {
                return ExitCode::FAILURE;
            }
        }
        loop {
            // Once a second, whatever the clock: the game file is looked at
            // (another program may change it), and a real clock's flag.
            let event = match rx.recv_timeout(Duration::from_secs(1)) {
                Ok(event) => event,
                Err(RecvTimeoutError::Timeout) => {
                    let answer = self.driver.tick();
                    if self.show_from(answer, Origin::Clock).is_err() {
                        return ExitCode::FAILURE;
                    }
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            };
            let line = match event {
                LoopEvent::Line(line) => line,
                // The keys and the screen's size are the full screen's.
                LoopEvent::Key(_) | LoopEvent::Resize | LoopEvent::Braille(_) => continue,
                LoopEvent::End | LoopEvent::Stop => {
                    let answer = self.driver.closing();
                    if self.show(answer).is_err() {
                        return ExitCode::FAILURE;
                    }
                    // Ctrl+D at the keyboard ends as quit does: where the
                    // game is saved and how to go on (a script's piped
                    // input ends without them).
                    if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
                        let parting = self.driver.parting();
                        let _ = self.print(parting.iter().map(String::as_str));
                    }
                    break;
                }
                // A board's news waits for what is being said.
                LoopEvent::Poll(board, polled) => {
                    let answer = self.driver.polled(board, polled);
                    if self.show_from(answer, Origin::Clock).is_err() {
                        return ExitCode::FAILURE;
                    }
                    continue;
                }
                // What the world says besides the input: said as it comes.
                LoopEvent::Board(_) | LoopEvent::Study(_) | LoopEvent::Engine(_) => {
                    let answers = match event {
                        LoopEvent::Board(e) => self.driver.board_event(e),
                        LoopEvent::Study(e) => self.driver.study_event(e),
                        LoopEvent::Engine(e) => self.driver.engine_event(e),
                        _ => Vec::new(),
                    };
                    for answer in answers {
                        if self.show(answer).is_err() {
                            return ExitCode::FAILURE;
                        }
                    }
                    continue;
                }
            };
            let answer = match line {
                Input::Line(line) => self.driver.line(&line),
                bad => self.driver.refuse_input(&bad),
            };
            // Nobody reads any more (a closed pipe): the game is on disk; stop.
            let Ok(quit) = self.show(answer) else {
                return ExitCode::FAILURE;
            };
            for answer in self.driver.recheck() {
                if self.show(answer).is_err() {
                    return ExitCode::FAILURE;
                }
            }
            if quit {
                break;
            }
        }
        // At the end of the input, let the last words be said.
        self.driver.speech().finish(Duration::from_secs(20));
        ExitCode::SUCCESS
    }
}
