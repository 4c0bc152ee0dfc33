//! Everything that touches the world: files, the command line, the clock.

pub mod audio;
pub mod bounded;
pub mod braille;
pub mod broadcast;
pub mod commands;
mod eboard;
mod engine;
mod failure;
mod files;
pub mod front;
pub mod journal;
/// The keys of the full screen, below the settings and the sentences
/// that name them.
pub mod keys;
mod pgn_file;
mod places;
pub mod settings;
pub mod speech;
mod text;
pub mod voices;
