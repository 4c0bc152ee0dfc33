//! A chess engine as opponent and as teacher: the UCI protocol, the
//! engine's judgement in words, how it behaves as a player, and the review
//! of a game. Pure: the engine's process is the shell's; these functions
//! take its lines and the game, and return what to send and what to say.
//!
//! An engine is never a help in a game against a person (the laws'
//! article on electronic devices): only a game against the engine itself,
//! a replay and a finished game may ask it.

pub mod conduct;
pub mod judgement;
pub mod learn;
pub mod review;
pub mod study;
pub mod uci;
pub mod words;

use serde::{Deserialize, Serialize};

pub use conduct::Think;
pub use judgement::Judgement;

/// How strong the engine plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Strength {
    /// Its full strength.
    Full,
    /// A rating (UCI_LimitStrength and UCI_Elo), within the engine's range.
    Elo(u32),
    /// A level of the engine's own scale (Stockfish's Skill Level, 0–20).
    Level(u32),
}

impl Strength {
    /// The options that set it, as (name, value).
    pub fn options(self) -> Vec<(&'static str, String)> {
        match self {
            Strength::Full => vec![("UCI_LimitStrength", "false".into())],
            Strength::Elo(elo) => vec![
                ("UCI_LimitStrength", "true".into()),
                ("UCI_Elo", elo.to_string()),
            ],
            Strength::Level(level) => vec![("Skill Level", level.to_string())],
        }
    }
}

/// The engine a game is played against, as its game file records it: so
/// that the game resumes against the same engine, and its PGN says so.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opponent {
    /// The engine's own name (`id name`), e.g. "Stockfish 15.1".
    pub name: String,
    /// The program started ("stockfish", or a path).
    pub program: String,
    pub strength: Strength,
    pub think: Think,
    /// The engine's own options as the settings set them (Threads, Hash
    /// …), by name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<(String, String)>,
}

impl Opponent {
    /// Every option to set, the strength's first.
    pub fn all_options(&self) -> Vec<(String, String)> {
        let mut all: Vec<(String, String)> = self
            .strength
            .options()
            .into_iter()
            .map(|(n, v)| (n.to_string(), v))
            .collect();
        all.extend(self.options.iter().cloned());
        all
    }
}
