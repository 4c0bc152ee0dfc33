//! The commands of the program: the command line (`cli`, `args`) and what
//! each subcommand does (`play` with `resume`, `replay`, `export`, and
//! `arbiter`, the overview of many boards), and what an installation
//! brings beside the program (`generate`: the man page, completions).

pub mod arbiter;
pub mod args;
pub mod cli;
mod command_line;
mod engine;
pub mod export;
mod generate;
pub mod play;
pub mod replay;
pub mod resume;
