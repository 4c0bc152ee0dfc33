//! PGN both ways: `write` exports a game the session holds, `read` takes in
//! games from elsewhere (a database, a trainer's file, last round's game)
//! as a tree of moves, comments and variations.

mod read;
mod take;
mod tree;
mod write;

pub use read::{
    FileSpan, GameText, Problem, Record, Summary, list_games, read_game, read_games, read_listed,
};
pub use take::TakenOver;
pub use tree::{Line, Node, Place};
pub use write::{arbiter_notes, pgn};
