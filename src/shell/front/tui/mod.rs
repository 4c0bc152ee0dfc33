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

use ratatui::crossterm::event::{self, Event};

use crate::shell::text::ShellText;

pub use app::{App, Explored, Focus};

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

/// Runs the interface until the user quits; returns the exit status.
pub fn run(mut app: App, eboard: Option<std::path::PathBuf>) -> ExitCode {
    // The electronic board's thread reports on a channel, looked at between
    // key presses (every 100 ms while a board is attached).
    let (board_tx, board_rx) = std::sync::mpsc::channel();
    let mut board = eboard.map(|path| {
        crate::shell::eboard::start(path.clone(), board_tx, |e| e);
        crate::shell::eboard::Board::new(&path)
    });
    let log = {
        let mut p = app.runner.journal.path().as_os_str().to_owned();
        p.push(".log");
        std::path::PathBuf::from(p)
    };
    let guard = StderrToFile::new(&log);
    let mut terminal = ratatui::init();
    let mut next_tick = Instant::now() + Duration::from_secs(1);
    let mut dirty = true;
    let status = loop {
        if dirty {
            if terminal.draw(|frame| view::draw(frame, &app)).is_err() {
                break ExitCode::FAILURE;
            }
            dirty = false;
        }
        if app.quit {
            break ExitCode::SUCCESS;
        }
        if let Some(board) = board.as_mut() {
            while let Ok(e) = board_rx.try_recv() {
                app.board_event(board, e);
                dirty = true;
            }
        }
        let mut wait = next_tick.saturating_duration_since(Instant::now());
        if board.is_some() {
            wait = wait.min(Duration::from_millis(100));
        }
        match event::poll(wait) {
            Ok(true) => match event::read() {
                Ok(Event::Key(key)) => {
                    app.key(key);
                    if let Some(board) = board.as_mut() {
                        app.board_recheck(board);
                    }
                    dirty = true;
                }
                Ok(Event::Resize(..)) => dirty = true,
                Ok(_) => {}
                Err(_) => break ExitCode::FAILURE,
            },
            Ok(false) if Instant::now() >= next_tick => {
                app.tick();
                next_tick = Instant::now() + Duration::from_secs(1);
                dirty = true;
            }
            Ok(false) => {}
            Err(_) => break ExitCode::FAILURE,
        }
    };
    ratatui::restore();
    drop(guard);
    // The screen is gone with its messages: where the game is now, if its
    // file was changed by another program, stays on the terminal.
    if let Some(lost) = app.runner.journal.lost() {
        let t = app.runner.session.setup().lang.text();
        println!(
            "{}",
            t.journal_lost_again(lost, crate::shell::text::Found::End)
        );
    }
    app.runner.speech.finish(Duration::from_secs(3));
    status
}
