//! annabella: over-the-board chess for blind and visually impaired players.
//!
//! `core` is pure (chess, notation, announcements); `shell` touches the world
//! (files, terminal, speech) and depends on `core`, never the reverse.
//! `tests/integration/core_purity.rs` fails on any file, clock, thread,
//! process, environment or shell the core names.

// Tests may unwrap and panic: a failed test says where (Cargo.toml's [lints]).
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::panic))]

pub mod core;
pub mod shell;
