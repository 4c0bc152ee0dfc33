//! The game file as the runner keeps it: every event on the disk before it
//! is said, another program's change to the file found and said, and what
//! `quit` (or the end of the input) leaves: where the game is saved and the
//! command that goes on with it.

use crate::core::listing;
use crate::core::say::Answer;
use crate::core::session::{Record, Say};
use crate::shell::journal::Found;
use crate::shell::journal::{AppendError, Lost};
use crate::shell::text::ShellMessages as _;
use crate::shell::text::ShellText;

use super::Runner;

impl Runner {
    /// The command `quit` names to go on with the game, without `--game`.
    pub fn with_go_on(mut self, command: Vec<String>) -> Runner {
        self.go_on = command;
        self
    }

    /// What `quit` leaves: that the game is saved, where, and the command
    /// that goes on with it (or gives its scoresheet, once it ended), so
    /// that a new user is never left with a file name alone.
    pub(super) fn saved(&self) -> Vec<String> {
        use crate::core::session::Phase;
        let t = self.lang().text();
        let path = crate::shell::places::shell_word(self.journal.path());
        let state = match self.session.situation(&self.ctx).phase {
            Phase::Playing { .. } => "playing",
            Phase::Adjourned { .. } => "adjourned",
            Phase::Ended { .. } => "ended",
        };
        let command = format!("{} --game {path}", self.go_on.join(" "));
        vec![t.game_saved(&path), t.game_go_on(state, &command, &path)]
    }

    /// When the input ends without `quit`: a last whole look at the game
    /// file, so that a change no append found is said and the game saved.
    pub fn closing(&mut self) -> Answer {
        let mut out = Vec::new();
        let _ = self.watch(Found::End, &mut out);
        Answer {
            lines: out,
            quit: false,
        }
    }

    /// Says it, and saves the game, when another program changed the game
    /// file though nothing was appended since: its name, its length and its
    /// bytes (read back from the disk cache: some microseconds a second).
    /// Whether it found one now.
    pub(super) fn watch(&mut self, when: Found, out: &mut Vec<Say>) -> bool {
        let Some(lost) = self.journal.check(true) else {
            return false;
        };
        out.extend(self.lost_said(&lost, when));
        true
    }

    /// Journals events, then applies and narrates each. Nothing is said of
    /// an event that is not on the disk.
    pub(super) fn record(&mut self, events: &[Record], out: &mut Vec<Say>) {
        let t = self.lang().text();
        match self.journal.append(events) {
            Ok(()) => {}
            Err(AppendError::Io(e)) => return out.push(Say::private(t.not_saved(&e))),
            Err(AppendError::Lost { lost, first: true }) => {
                return out.extend(self.lost_said(&lost, Found::Entry));
            }
            Err(AppendError::Lost { lost, first: false }) => {
                return out.push(Say::private(lost.said_again(t, Found::Entry)));
            }
        }
        for e in events {
            self.session.apply(e).expect("events of a step apply");
            out.extend(self.session.narrate(e, &self.ctx));
        }
        if !events.is_empty() {
            self.publish(out);
        }
    }

    /// What another program did to the game file, where the game is now,
    /// and, where it could not be saved, its moves to be written down.
    fn lost_said(&self, lost: &Lost, when: Found) -> Vec<Say> {
        let t = self.lang().text();
        let mut said: Vec<Say> = lost.said(t, when).into_iter().map(Say::private).collect();
        if lost.saved.is_err() {
            said.extend(
                listing::sheet(&self.session, None)
                    .into_iter()
                    .map(Say::private),
            );
        }
        said
    }
}
