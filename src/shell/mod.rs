//! Everything that touches the world: files, the command line, the clock.

pub mod args;
pub mod audio;
pub mod bench;
pub mod cli;
pub mod export;
pub mod failure;
pub mod journal;
pub mod keys;
pub mod latency;
pub mod line;
pub mod play;
pub mod runner;
pub mod settings;
pub mod speech;
pub mod text;
pub mod tui;
pub mod voices;
