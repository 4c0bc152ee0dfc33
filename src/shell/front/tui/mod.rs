//! The full-screen terminal interface (ratatui + crossterm), over the same
//! drivers as line mode. It redraws on a key, a resize, a reading of the
//! electronic board, and once a second for a clock; it never busy-loops. The terminal
//! is restored on quit, Ctrl-C and panic; while it runs, the process's stderr
//! goes to a log file, so no library writes behind the screen's back.

pub mod app;
pub mod big;
pub mod board;
pub mod braille;
pub mod edit;
pub mod explore;
pub mod help;
pub mod layout;
pub mod lines;
pub mod messages;
pub mod overview;
pub mod palette;
pub mod study;
pub mod view;
mod wrap;

use std::process::ExitCode;
use std::time::{Duration, Instant};

use std::sync::mpsc::RecvTimeoutError;

use ratatui::Frame;
use ratatui::crossterm::event::{self, Event as CrosstermEvent};

use crate::shell::front::driver::{Driver, LoopEvent, events};

pub use crate::shell::front::driver::Explored;
pub use app::{App, Focus};

/// Sends the process's stderr to `log` until the guard is dropped.
struct StderrToFile {
    saved: i32,
}

impl StderrToFile {
    /// Where there are no Unix descriptors (Windows) stderr is left alone:
    /// the console libraries there write nothing to it.
    #[cfg(not(unix))]
    fn new(_log: &std::path::Path) -> Option<StderrToFile> {
        None
    }

    #[cfg(unix)]
    fn new(log: &std::path::Path) -> Option<StderrToFile> {
        use std::os::unix::io::IntoRawFd;
        let file = crate::shell::bounded::append_file(log).ok()?;
        // SAFETY: duplicating this process's own descriptors; restored in Drop.
        unsafe {
            let saved = libc::dup(2);
            if saved < 0 {
                return None;
            }
            let fd = file.into_raw_fd();
            libc::dup2(fd, 2);
            libc::close(fd);
            Some(StderrToFile { saved })
        }
    }
}

impl Drop for StderrToFile {
    fn drop(&mut self) {
        // SAFETY: restores the descriptor saved in `new`.
        unsafe {
            libc::dup2(self.saved, 2);
            libc::close(self.saved);
        }
    }
}

/// What the full screen draws of a driver: a game's boards, clocks and
/// scoresheet, or the position of a game listened to.
pub trait Drawn: Driver + Sized {
    fn draw(frame: &mut Frame, app: &App<Self>);
}

/// Runs the interface until the user quits; returns the exit status.
pub fn run<D: Drawn>(mut app: App<D>) -> ExitCode {
    let (tx, rx) = events(&mut app.driver);
    if let Some(braille) = app.braille.as_mut() {
        braille.start(&tx);
    }
    let guard = StderrToFile::new(&app.driver.log_path());
    let mut terminal = ratatui::init();
    // The terminal's keys, read on a thread of their own, come on the same
    // channel as the electronic board's readings.
    std::thread::Builder::new()
        .name("annabella-keys".into())
        .spawn(move || {
            loop {
                let event = match event::read() {
                    Ok(CrosstermEvent::Key(key)) => LoopEvent::Key(key),
                    Ok(CrosstermEvent::Resize(..)) => LoopEvent::Resize,
                    Ok(_) => continue,
                    Err(_) => LoopEvent::End,
                };
                let end = matches!(event, LoopEvent::End);
                if tx.send(event).is_err() || end {
                    return;
                }
            }
        })
        .expect("a thread starts");
    app.begun();
    let mut next_tick = Instant::now() + Duration::from_secs(1);
    let mut dirty = true;
    let status = loop {
        if dirty {
            app.braille_refresh();
            if terminal.draw(|frame| D::draw(frame, &app)).is_err() {
                break ExitCode::FAILURE;
            }
            dirty = false;
        }
        if app.quit {
            break ExitCode::SUCCESS;
        }
        let wait = next_tick.saturating_duration_since(Instant::now());
        match rx.recv_timeout(wait) {
            Ok(LoopEvent::Key(key)) => {
                app.key(key);
                app.board_recheck();
                dirty = true;
            }
            Ok(LoopEvent::Resize) => dirty = true,
            Ok(LoopEvent::Board(e)) => {
                app.board_event(e);
                dirty = true;
            }
            Ok(LoopEvent::Engine(e)) => {
                app.engine_event(e);
                dirty = true;
            }
            Ok(LoopEvent::Study(e)) => {
                app.study_event(e);
                dirty = true;
            }
            // The overview's lines change with every poll.
            Ok(LoopEvent::Poll(board, polled)) => {
                app.polled(board, polled);
                dirty = true;
            }
            Ok(LoopEvent::Braille(news)) => {
                app.braille_news(news);
                app.board_recheck();
                dirty = true;
            }
            // Typed lines are line mode's.
            Ok(LoopEvent::Line(_)) => {}
            // Asked to stop (a closed terminal, a kill): as quit, between commands.
            Ok(LoopEvent::Stop) => {
                let answer = app.driver.closing();
                app.show(answer);
                break ExitCode::SUCCESS;
            }
            Ok(LoopEvent::End) | Err(RecvTimeoutError::Disconnected) => break ExitCode::FAILURE,
            Err(RecvTimeoutError::Timeout) => {
                let said = app.tick();
                next_tick = Instant::now() + Duration::from_secs(1);
                // A clock on screen changes every second; else only what
                // the tick said.
                dirty = said || app.driver.ticking();
            }
        }
    };
    ratatui::restore();
    drop(guard);
    // The screen is gone with its messages: where the game is now, if its
    // file was changed by another program, stays on the terminal.
    // (A terminal closed under it takes nothing: that is no failure.)
    for line in app.driver.parting() {
        use std::io::Write;
        let _ = writeln!(std::io::stdout(), "{line}");
    }
    app.driver.speech().finish(Duration::from_secs(3));
    status
}
