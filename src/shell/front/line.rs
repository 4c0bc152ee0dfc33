//! Line mode: one command a line on stdin, one line a response on stdout. No
//! cursor movement, colour or redraws, so a screen reader or a braille display
//! reads each line as it comes. Everything that would be spoken is a line.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use crate::core::lines;
use crate::shell::eboard::{self, BoardEvent};
use crate::shell::front::input::{self, Input};
use crate::shell::front::runner::{Outcome, Runner};

pub struct LineMode<W: Write> {
    pub runner: Runner,
    pub out: W,
    /// The sighted player's electronic board, where there is one.
    board: Option<std::path::PathBuf>,
}

/// What the loop waits for: a typed line, the end of input, or the board.
enum Event {
    Input(Input),
    End,
    Board(BoardEvent),
}

impl<W: Write> LineMode<W> {
    pub fn new(runner: Runner, out: W) -> LineMode<W> {
        LineMode {
            runner,
            out,
            board: None,
        }
    }

    /// Reads the sighted player's moves from an electronic board on `path`.
    pub fn with_board(mut self, path: Option<std::path::PathBuf>) -> LineMode<W> {
        self.board = path;
        self
    }

    /// Prints every line of an outcome, in order, as a screen reader and a
    /// braille display read it: without control characters, and cut at
    /// sentence ends where a line would be longer than 80 characters.
    fn show(&mut self, outcome: &Outcome) -> std::io::Result<()> {
        for part in outcome.lines() {
            for line in lines::printable(part) {
                writeln!(self.out, "{line}")?;
            }
        }
        self.out.flush()
    }

    /// Reads commands until end of input or `quit`. Between lines, once a
    /// second, the clock is watched in real time (flag fall, warnings) and
    /// the game file always (another program may change it).
    pub fn run(mut self, input: impl BufRead + Send + 'static) -> ExitCode {
        let (tx, rx) = mpsc::channel::<Event>();
        let mut board = self.board.take().map(|path| {
            eboard::start(path.clone(), tx.clone(), Event::Board);
            eboard::Board::new(&path)
        });
        std::thread::spawn(move || {
            let mut input = input;
            while let Some(line) = input::next_line(&mut input) {
                if tx.send(Event::Input(line)).is_err() {
                    return;
                }
            }
            let _ = tx.send(Event::End);
        });
        loop {
            // Once a second, whatever the clock: the game file is looked at
            // (another program may change it), and a real clock's flag.
            let event = match rx.recv_timeout(Duration::from_secs(1)) {
                Ok(event) => event,
                Err(RecvTimeoutError::Timeout) => {
                    let outcome = self.runner.tick();
                    if self.show(&outcome).is_err() {
                        return ExitCode::FAILURE;
                    }
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            };
            let line = match event {
                Event::Input(line) => line,
                Event::End => {
                    let outcome = self.runner.closing();
                    if self.show(&outcome).is_err() {
                        return ExitCode::FAILURE;
                    }
                    break;
                }
                Event::Board(event) => {
                    let Some(board) = board.as_mut() else {
                        continue;
                    };
                    for outcome in board.event(event, &mut self.runner) {
                        if self.show(&outcome).is_err() {
                            return ExitCode::FAILURE;
                        }
                    }
                    continue;
                }
            };
            let mut outcome = match line {
                Input::Line(line) => self.runner.line(&line),
                bad => self.runner.refuse_input(&bad),
            };
            if let Some(board) = board.as_mut() {
                for more in board.recheck(&mut self.runner) {
                    outcome.parts.extend(more.parts);
                }
            }
            // Nobody reads any more (a closed pipe): the game is on disk; stop.
            if self.show(&outcome).is_err() {
                return ExitCode::FAILURE;
            }
            if outcome.quit {
                break;
            }
        }
        // At the end of the input, let the last words be said.
        self.runner.speech.finish(Duration::from_secs(20));
        ExitCode::SUCCESS
    }
}
