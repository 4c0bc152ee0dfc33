//! The integration tests, one test binary: each file is a module in a
//! folder of tests/integration/ named for the part of the program it walks
//! (commands, game, journal, pgn, speech, front, braille, connections, and
//! properties and house for what holds everywhere), so the crate is linked
//! once for all of them. Run one folder with `cargo test --test main
//! game::`, one file with `cargo test --test main notate::`.
//!
//! Cargo makes a test binary of every .rs file directly in tests/, so this is
//! the only one there; a new file goes into its folder and a line below.
//! Helpers used by several files are in `common`. Insta's snapshots are in
//! tests/integration/front/snapshots/, named after the module path
//! (`main__integration__front__tui_snapshots__…`). tests/audio/ holds the
//! scripts of the real audio stack.
//!
//! Unit tests live with their code in `src/`: in `mod tests` at the end of
//! the module, or, where they outgrow it, in `tests.rs` (or `tests/`) in the
//! module's own folder. `house::layout` holds both rules.

// The tests may unwrap and panic: a failure says where (Cargo.toml's [lints]).
#![allow(clippy::unwrap_used, clippy::panic)]

mod integration {
    mod common;

    mod commands {
        pub(crate) mod command_line;
        pub(crate) mod config_errors;
        pub(crate) mod country;
        pub(crate) mod kinds;
        pub(crate) mod manual;
        pub(crate) mod notate;
        pub(crate) mod say_examples;
        pub(crate) mod start_position;
    }

    mod game {
        pub(crate) mod arbiter_paths;
        pub(crate) mod compare;
        pub(crate) mod corners;
        pub(crate) mod game_state;
        pub(crate) mod lines;
        pub(crate) mod operator;
        pub(crate) mod play_line;
        pub(crate) mod procedures;
        pub(crate) mod typed_moves;
    }

    mod journal {
        pub(crate) mod crash;
        pub(crate) mod game_file_faults;
        pub(crate) mod game_file_races;
        pub(crate) mod journal_damage;
        pub(crate) mod journal_integrity;
    }

    mod pgn {
        pub(crate) mod pgn_export;
        pub(crate) mod pgn_property;
        pub(crate) mod replay;
    }

    mod speech {
        pub(crate) mod audio_export;
        pub(crate) mod audio_stack;
        pub(crate) mod clip_pace;
        pub(crate) mod clips_data;
        pub(crate) mod pronunciation;
        pub(crate) mod vocabulary_files;
    }

    mod front {
        pub(crate) mod tui_screen;
        pub(crate) mod tui_snapshots;
        pub(crate) mod tui_tmux;
    }

    mod braille {
        pub(crate) mod braille_display;
        pub(crate) mod national;
    }

    mod connections {
        pub(crate) mod broadcast;
        pub(crate) mod eboard;
        pub(crate) mod engine;
        pub(crate) mod learn;
    }

    mod properties {
        pub(crate) mod boards_property;
        pub(crate) mod fuzz;
        pub(crate) mod fuzz_files;
        pub(crate) mod hostile;
        pub(crate) mod roundtrip;
        pub(crate) mod session_property;
    }

    mod house {
        pub(crate) mod core_purity;
        pub(crate) mod layout;
        pub(crate) mod windows_wine;
    }
}
