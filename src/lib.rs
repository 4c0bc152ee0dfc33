//! annabella: over-the-board chess for blind and visually impaired players.
//!
//! `core` is pure (chess, notation, announcements), a crate of its own
//! (`annabella-core`, in src/core); `shell` touches the world (files,
//! terminal, speech) and depends on `core`, which cannot name it.
//! `tests/integration/house/core_purity.rs` fails on any file, clock, thread,
//! process, environment or shell the core names.

// Tests may unwrap and panic: a failed test says where (Cargo.toml's [lints]).
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::panic))]

// The core is its own crate (src/core); under this name the shell and the
// tests reach it as before.
pub use annabella_core as core;
pub mod shell;
