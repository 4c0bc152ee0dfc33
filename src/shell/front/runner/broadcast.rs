//! What the runner writes for others while the game is played: the
//! broadcast it hands each change to, and the braille table of its pages.

use crate::core::session::Say;

use super::Runner;

impl Runner {
    /// Braille in this liblouis table instead of the language's own.
    pub fn with_braille_table(mut self, table: Option<String>) -> Runner {
        self.braille_table = table;
        self
    }

    /// Serves the game while it is played: the game as it stands now at
    /// once, then after each event and once a second.
    pub fn with_broadcast(
        mut self,
        broadcast: Option<crate::shell::broadcast::Broadcast>,
    ) -> Runner {
        self.broadcast = broadcast;
        let mut out = Vec::new();
        self.publish(&mut out);
        self
    }

    /// The game handed to the broadcast; a file that could not be written
    /// is said.
    pub(super) fn publish(&mut self, out: &mut Vec<Say>) {
        let now = self.now();
        let t = self.lang().text();
        if let Some(b) = self.broadcast.as_mut()
            && let Some(said) = b.publish(&self.session, now, t)
        {
            out.push(Say::private(said));
        }
    }
}
