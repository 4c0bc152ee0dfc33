//! annabella: over-the-board chess for blind and visually impaired players.
//!
//! `core` is pure (chess, notation, announcements); `shell` touches the world
//! (files, terminal, speech) and depends on `core`, never the reverse.

pub mod core;
pub mod shell;
