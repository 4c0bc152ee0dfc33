//! PGN both ways: `write` exports a game the session holds, `read` takes in
//! games from elsewhere (a database, a trainer's file, last round's game)
//! as a tree of moves, comments and variations.

mod read;
mod span;
mod stream;
mod take;
mod tree;
mod words;
mod write;

pub use read::{PgnProblem, PgnRecord, Summary};
pub use span::FileSpan;
pub use stream::{
    GameText, MOST_GAME_BYTES, MOST_GAMES, list_games, read_game, read_games, read_listed,
};
pub use take::TakenOver;
pub use tree::{Line, Node, Place};
pub use write::{Notes, arbiter_notes, broadcast, pgn};
