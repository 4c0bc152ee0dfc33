//! Everything that touches the world: files, the command line, the clock.

mod args;
mod audio;
mod bench;
pub mod cli;
mod eboard;
pub mod export;
mod failure;
mod files;
pub mod input;
pub mod journal;
pub mod keys;
mod latency;
mod line;
mod pgn_file;
mod places;
mod play;
mod replay;
mod resume;
pub mod runner;
pub mod settings;
pub mod speech;
mod text;
pub mod tui;
pub mod voices;
