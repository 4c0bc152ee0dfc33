//! Chess engines over UCI: the engine's process (`process`), the engine
//! in the sighted player's seat (`seat`), and the engine a study asks
//! (`analyst`, `tutor`).

mod analyst;
mod process;
mod seat;
mod tutor;

pub use process::{EngineError, Forwarded};
pub use seat::Seat;
pub use tutor::{StudyEvent, StudyTelling, Tutor};
