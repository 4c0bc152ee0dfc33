//! The game as the tournament's systems read it while it is played: the
//! PGN a live broadcast polls (`pgn::broadcast`), the status the arbiter's
//! overview polls ([`Status`]), and the overview itself ([`overview`]),
//! which follows many boards by their statuses.
//!
//! The broadcast's delay holds back the moves, not the status: the status
//! names no move, only how many were made, and the arbiter needs it live.

pub mod overview;
mod status;

pub use status::{Side, Status, Waiting};

#[cfg(test)]
mod tests;
