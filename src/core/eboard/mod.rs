//! Electronic boards (DGT): the protocol, what the board shows, and what a
//! change on it means for the game. Pure: the serial port and its thread
//! live in the shell.

pub mod follow;
pub mod protocol;
pub mod seen;
pub mod squares;

pub use follow::{FollowStep, FollowedGame, Follower};
pub use seen::{Seen, seen};
pub use squares::{Orientation, Squares};
