//! The front ends: line mode (`line`) and the full screen (`tui`), the keys
//! and the typed input they read, and the runners they share (`runner` for
//! a game, `listener` for a replay).

pub mod input;
pub mod keys;
pub mod line;
pub mod listener;
pub mod runner;
pub mod tui;
