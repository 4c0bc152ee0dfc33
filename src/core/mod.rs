//! The pure core: no I/O, no threads, no wall clock. Everything here takes its
//! inputs as values and returns values, so it is tested without a terminal.
//! A crate of its own (`annabella-core`): the program depends on it, and it
//! cannot name the program.

// Tests may unwrap and panic: a failed test says where (Cargo.toml's [lints]).
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::panic))]

pub mod announce;
pub mod boards;
pub mod braille;
pub mod broadcast;
pub mod clock;
pub mod command;
pub mod eboard;
pub mod engine;
pub mod explore;
pub mod game;
pub mod input;
pub mod kind;
pub mod laws;
pub mod lines;
pub mod listing;
pub mod notation;
mod outcome;
pub mod pgn;
pub mod replay;
pub mod say;
pub mod scoresheet;
pub mod session;
pub mod sound;
pub mod spoken;
pub mod text;
pub mod vocab;

// The modules the shell and the tests have no business with are private;
// what they need of them is here.
pub use outcome::{ClaimKind, EndReason, GameResult};
pub use text::Lang;
