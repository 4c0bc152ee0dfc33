//! The front ends: line mode (`line`) and the full screen (`tui`), the keys
//! and the typed input they read, and what they drive (`driver`): a game
//! (`runner`) or a replay (`listener`).

pub mod driver;
pub mod input;
pub mod keys;
pub mod line;
pub mod listener;
pub mod runner;
pub mod tui;
