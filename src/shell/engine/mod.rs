//! Chess engines over UCI: the engine's process (`process`), the engine
//! in the sighted player's seat (`seat`).

mod process;
mod seat;

pub use process::{EngineError, EngineEvent};
pub use seat::Seat;
