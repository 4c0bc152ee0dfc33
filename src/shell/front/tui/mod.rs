//! The full-screen terminal interface (ratatui + crossterm), over the same
//! session and command interpreter as line mode. It redraws on a key, a
//! resize, and once a second for the clock; it never busy-loops. The terminal
//! is restored on quit, Ctrl-C and panic; while it runs, the process's stderr
//! goes to a log file, so no library writes behind the screen's back.

pub mod app;
pub mod board;
pub mod edit;
pub mod explore;
pub mod help;
pub mod layout;
pub mod lines;
pub mod messages;
pub mod palette;
pub mod study;
pub mod view;

use std::process::ExitCode;
use std::time::{Duration, Instant};

use ratatui::Frame;
use ratatui::crossterm::event::{self, Event};

use crate::shell::front::driver::Driver;

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
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .ok()?;
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
    // The electronic board's thread reports on a channel, looked at between
    // key presses (every 100 ms while a board is attached).
    let (board_tx, board_rx) = std::sync::mpsc::channel();
    let board = app.driver.eboard();
    if let Some(path) = board.clone() {
        crate::shell::eboard::start(path, board_tx, |e| e);
    }
    let guard = StderrToFile::new(&app.driver.log_path());
    let mut terminal = ratatui::init();
    let mut next_tick = Instant::now() + Duration::from_secs(1);
    let mut dirty = true;
    let status = loop {
        if dirty {
            if terminal.draw(|frame| D::draw(frame, &app)).is_err() {
                break ExitCode::FAILURE;
            }
            dirty = false;
        }
        if app.quit {
            break ExitCode::SUCCESS;
        }
        while let Ok(e) = board_rx.try_recv() {
            app.board_event(e);
            dirty = true;
        }
        let mut wait = next_tick.saturating_duration_since(Instant::now());
        if board.is_some() {
            wait = wait.min(Duration::from_millis(100));
        }
        match event::poll(wait) {
            Ok(true) => match event::read() {
                Ok(Event::Key(key)) => {
                    app.key(key);
                    app.board_recheck();
                    dirty = true;
                }
                Ok(Event::Resize(..)) => dirty = true,
                Ok(_) => {}
                Err(_) => break ExitCode::FAILURE,
            },
            Ok(false) if Instant::now() >= next_tick => {
                let said = app.tick();
                next_tick = Instant::now() + Duration::from_secs(1);
                // A clock on screen changes every second; else only what
                // the tick said.
                dirty = said || app.driver.ticking();
            }
            Ok(false) => {}
            Err(_) => break ExitCode::FAILURE,
        }
    };
    ratatui::restore();
    drop(guard);
    // The screen is gone with its messages: where the game is now, if its
    // file was changed by another program, stays on the terminal.
    if let Some(line) = app.driver.parting() {
        println!("{line}");
    }
    app.driver.speech().finish(Duration::from_secs(3));
    status
}
