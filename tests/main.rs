//! The integration tests, one test binary: each area is a module in
//! tests/integration/, so the crate is linked once for all of them.
//! Run one area with `cargo test --test main notate::`.
//!
//! Cargo makes a test binary of every .rs file directly in tests/, so this is
//! the only one there; a new area is a file in tests/integration/ and a line
//! below. Helpers used by several areas are in `common`. Insta's snapshots are
//! in tests/integration/snapshots/, named after the module path
//! (`main__integration__tui_snapshots__…`). tests/audio/ holds the scripts
//! of the real audio stack.

// The tests may unwrap and panic: a failure says where (Cargo.toml's [lints]).
#![allow(clippy::unwrap_used, clippy::panic)]

mod integration {
    mod common;

    mod arbiter_paths;
    mod audio_export;
    mod audio_stack;
    mod boards_property;
    mod braille;
    mod braille_display;
    mod broadcast;
    mod clip_pace;
    mod clips_data;
    mod command_line;
    mod compare;
    mod config_errors;
    mod core_purity;
    mod corners;
    mod country;
    mod crash;
    mod eboard;
    mod engine;
    mod fuzz;
    mod fuzz_files;
    mod game_file_faults;
    mod game_file_races;
    mod game_state;
    mod hostile;
    mod journal_damage;
    mod journal_integrity;
    mod kinds;
    mod layout;
    mod lines;
    mod manual;
    mod notate;
    mod operator;
    mod pgn_export;
    mod pgn_property;
    mod play_line;
    mod procedures;
    mod pronunciation;
    mod replay;
    mod roundtrip;
    mod say_examples;
    mod session_property;
    mod start_position;
    mod tui_screen;
    mod tui_snapshots;
    mod tui_tmux;
    mod typed_moves;
    mod vocabulary_files;
    mod windows_wine;
}
