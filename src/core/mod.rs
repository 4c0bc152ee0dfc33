//! The pure core: no I/O, no threads, no wall clock. Everything here takes its
//! inputs as values and returns values, so it is tested without a terminal.

pub mod announce;
pub mod boards;
pub(crate) mod braille;
pub mod broadcast;
pub mod clock;
pub mod command;
pub mod eboard;
pub mod engine;
pub(crate) mod explore;
pub mod game;
pub mod input;
pub mod kind;
pub mod laws;
pub(crate) mod lines;
pub(crate) mod listing;
pub mod notation;
mod outcome;
pub mod pgn;
pub mod replay;
pub mod say;
pub(crate) mod scoresheet;
pub mod session;
pub(crate) mod sound;
pub mod spoken;
pub(crate) mod text;
pub mod vocab;

// The modules the shell and the tests have no business with are private;
// what they need of them is here.
pub use outcome::{ClaimKind, EndReason, GameResult};
pub use text::Lang;
