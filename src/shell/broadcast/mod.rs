//! The game served while it is played: over HTTP for a live broadcast and
//! the arbiter's overview (`server`), and as a PGN file replaced whole
//! after each move, for systems that read a folder (`file`); and the
//! arbiter's overview asking the boards for their status (`poll`).
//!
//! The game never waits for either: after each event and once a second
//! the runner hands over new texts (a swap under a lock held for no
//! longer than that), and the server's own threads answer the clients.

mod file;
pub mod poll;
mod server;

use crate::shell::text::ShellMessages as _;
use std::sync::{Arc, Mutex};

use crate::core::broadcast::Status;
use crate::core::clock::{Span, Stamp};
use crate::core::pgn;
use crate::core::session::Session;
use crate::core::text::Text;

use file::BroadcastFile;
pub use file::FileRefusal;
use server::Server;

/// What the server serves now.
#[derive(Debug, Clone, Default)]
pub struct Published {
    pub pgn: Arc<str>,
    pub status: Arc<str>,
}

/// Where and how the game is served.
#[derive(Debug, Clone, Default)]
pub struct ServePlan {
    /// The address to serve on, where the game is served.
    pub address: Option<String>,
    pub delay: Span,
    pub file: Option<std::path::PathBuf>,
    /// The game file, which the broadcast file may never be.
    pub game: std::path::PathBuf,
}

/// Why the broadcast cannot start.
#[derive(Debug)]
pub enum StartError {
    /// The address cannot be listened on.
    Serve(std::io::Error),
    File(FileRefusal),
}

impl ServePlan {
    pub fn any(&self) -> bool {
        self.address.is_some() || self.file.is_some()
    }
}

/// The broadcast of one game.
pub struct Broadcast {
    shared: Arc<Mutex<Published>>,
    server: Option<Server>,
    file: Option<BroadcastFile>,
    delay: Span,
}

impl Broadcast {
    /// Starts what `plan` asks for: the server listening (or the error of
    /// its address), the file to be written at the first publish.
    pub fn start(plan: &ServePlan) -> Result<Broadcast, StartError> {
        let file = match &plan.file {
            Some(path) => Some(BroadcastFile::open(path, &plan.game).map_err(StartError::File)?),
            None => None,
        };
        let shared = Arc::new(Mutex::new(Published::default()));
        let server = match &plan.address {
            Some(address) => {
                Some(Server::start(address, shared.clone()).map_err(StartError::Serve)?)
            }
            None => None,
        };
        Ok(Broadcast {
            shared,
            server,
            file,
            delay: plan.delay,
        })
    }

    /// The delay the game keeps (it was started with one): it holds, over
    /// what the command line or the settings say now.
    pub fn keep_delay(&mut self, kept: Option<Span>) {
        if let Some(delay) = kept {
            self.delay = delay;
        }
    }

    pub fn delay(&self) -> Span {
        self.delay
    }

    /// The opening lines: where the game is served, and how.
    pub fn opening(&self, t: &Text) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(server) = &self.server {
            match server.reached_at() {
                Some(address) => out.push(t.broadcast_serving(&address)),
                None => out.push(t.broadcast_serving_everywhere(server.port())),
            }
        }
        if let Some(file) = &self.file {
            out.push(t.broadcast_file(&file.shown().display().to_string()));
        }
        if self.delay > Span::ZERO {
            out.push(t.broadcast_delay(self.delay));
        }
        out
    }

    /// The game as it stands at `now`, handed to the server and written to
    /// the file where it changed; a sentence where the file could not be
    /// written (said once, until it can again).
    pub fn publish(&mut self, session: &Session, now: Stamp, t: &Text) -> Option<String> {
        let text = pgn::broadcast(session, now, self.delay);
        let status = Status::of(session, now).to_json();
        let changed = {
            let mut shared = self.shared.lock().unwrap_or_else(|p| p.into_inner());
            let changed = *shared.pgn != *text;
            if changed {
                shared.pgn = Arc::from(text.as_str());
            }
            shared.status = Arc::from(status.as_str());
            changed
        };
        let file = self.file.as_mut()?;
        (changed || file.failing())
            .then(|| file.write(&text, t))
            .flatten()
    }
}
