//! Everything that touches the world: files, the command line, the clock.

mod audio;
mod bench;
pub mod commands;
mod eboard;
mod failure;
mod files;
pub mod front;
pub mod journal;
mod latency;
mod pgn_file;
mod places;
pub mod settings;
pub mod speech;
mod text;
pub mod voices;
