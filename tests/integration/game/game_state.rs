//! Issue 48: what the players must know now — whose move, the move to carry
//! out, an offer standing, a question waiting for yes or no, a peg board
//! that differs, an adjourned or ended game — on every surface at every
//! moment, as one table: the states × the surfaces (the full screen at
//! 40×15 to 160×48, the braille display's state line, line mode's
//! `status`) × two languages.

use annabella::shell::front::driver::Driver;
use annabella::shell::front::tui::App;

use crate::integration::common;
use crate::integration::front::tui_snapshots::{app_in, flat_screen, screen};

/// The sizes of the issue: a large-font user's 40×15 up to 160×48.
const SIZES: [(u16, u16); 5] = [(40, 15), (60, 20), (80, 24), (100, 30), (160, 48)];

/// A state: the commands that reach it, and what the state line says of it
/// in English and German — its first part, then the others.
struct State {
    name: &'static str,
    commands: &'static [&'static str],
    en: &'static [&'static str],
    de: &'static [&'static str],
    /// What `status` says of it in line mode, in English.
    status: &'static str,
}

const STATES: [State; 7] = [
    State {
        name: "playing",
        commands: &["e4", "press"],
        en: &["Black to move, move 1"],
        de: &["Schwarz am Zug, Zug 1"],
        status: "Black to move.",
    },
    State {
        name: "a move to carry out",
        commands: &["e4"],
        en: &["White announced Bauer Eva vier: to carry out"],
        de: &["Weiß hat Bauer Eva vier angesagt: noch auszuführen"],
        status: "White's move \"Bauer Eva vier\" is not completed yet.",
    },
    State {
        name: "an offer standing",
        commands: &["e4", "press", "draw black"],
        en: &["Black to move, move 1", "Draw offer by Black"],
        de: &["Schwarz am Zug, Zug 1", "Remisangebot von Schwarz"],
        status: "Black's draw offer stands",
    },
    State {
        name: "a question waiting",
        commands: &["e4", "press", "illegal"],
        en: &["Black to move, move 1", "illegal move: yes or no?"],
        de: &["Schwarz am Zug, Zug 1", "regelwidriger Zug: yes oder no?"],
        status: "Type yes to record it, or no to go on.",
    },
    State {
        name: "the peg board differs",
        commands: &["e4", "press", "e5", "peg e7 e6", "press"],
        en: &["White to move, move 2", "Peg board differs"],
        de: &["Weiß am Zug, Zug 2", "Steckbrett weicht ab"],
        status: "The peg board differs: Bauer on Eva sechs should be on Eva fünf.",
    },
    State {
        name: "adjourned",
        commands: &["e4", "press", "e5", "press", "seal Nf3"],
        en: &["Adjourned: White sealed move 2"],
        de: &["Hängepartie: Weiß hat Zug 2 abgegeben"],
        status: "The game is adjourned: White has sealed move 2.",
    },
    State {
        name: "ended",
        commands: &["e4", "press", "resign black", "yes"],
        en: &["Game over, 1-0"],
        de: &["Partie beendet, 1-0"],
        status: "Black resigns. White wins, 1-0.",
    },
];

/// The full screen over a new game in `lang`, the state's commands typed.
fn reached(dir: &tempfile::TempDir, lang: &str, state: &State) -> App {
    let mut app = app_in(dir, "90/40+30+30s", lang);
    for c in state.commands {
        app.command(c);
    }
    app
}

/// The screen and the braille display: every part of the state at every
/// size (where the row narrows, only the clocks give way); the display's
/// state line every part, in order.
#[test]
fn every_state_is_on_the_screen_and_the_display_at_every_size() {
    for lang in ["en", "de"] {
        for state in &STATES {
            let dir = tempfile::tempdir().unwrap();
            let app = reached(&dir, lang, state);
            let parts = if lang == "en" { state.en } else { state.de };
            for (w, h) in SIZES {
                let flat = flat_screen(&app, w, h);
                for part in parts {
                    assert!(
                        flat.contains(part),
                        "{lang}, {}, {w}×{h}: {part:?} not shown:\n{}",
                        state.name,
                        screen(&app, w, h)
                    );
                }
            }
            let line = app.driver.state_line().unwrap_or_default();
            // Parted by "; ", which every braille code writes as such.
            assert_eq!(line, parts.join("; "), "{lang}, {}", state.name);
        }
    }
}

/// Line mode: `status` says each state, through the real binary: what
/// it adds to the same commands without it.
#[test]
fn every_state_is_in_line_modes_status() {
    let said = |state: &State, status: bool| {
        let dir = tempfile::tempdir().unwrap();
        let path = common::game_file(&dir, "state.annabella");
        let mut commands = state.commands.to_vec();
        if status {
            commands.push("status");
        }
        commands.push("quit");
        let dir_name = dir.path().display().to_string();
        common::play(&path, &["--manual-clock", "--lang", "en"], &commands)
            .into_iter()
            .map(|l| l.replace(&dir_name, "DIR"))
            .collect::<Vec<_>>()
    };
    for state in &STATES {
        let (without, with) = (said(state, false), said(state, true));
        // The quit's lines name the file, which differs: left out.
        let before = without.len() - 2;
        assert_eq!(with[..before], without[..before], "{}", state.name);
        let status = common::flat(&with[before..with.len() - 2].join(" "));
        assert!(
            status.contains(state.status),
            "{}: {:?} not in status: {status}",
            state.name,
            state.status
        );
    }
}

/// A walk at a large-font size: with a move to carry out, an offer and a
/// long answer at once, the state keeps every part, the answer keeps a
/// row, and that more of it lies below is shown (issue 48, point 2).
#[test]
fn at_the_smallest_sizes_the_state_the_answer_and_more_below_all_show() {
    let state = State {
        name: "a move to carry out and an offer",
        commands: &[
            "e4",
            "press",
            "e5",
            "press",
            "Nf3",
            "press",
            "Nc6",
            "draw black",
            "status",
        ],
        en: &[
            "Black announced Springer Cesar sechs: to carry out",
            "Draw offer by Black",
        ],
        de: &[],
        status: "",
    };
    for (w, h) in [(28, 15), (30, 15), (40, 15), (60, 20)] {
        let dir = tempfile::tempdir().unwrap();
        let app = reached(&dir, "en", &state);
        let drawn = screen(&app, w, h);
        let flat = flat_screen(&app, w, h);
        for part in state.en {
            assert!(flat.contains(part), "{w}×{h}: {part:?}:\n{drawn}");
        }
        // The answer's first words, and the mark or the row saying more.
        assert!(
            flat.contains("Black's move"),
            "{w}×{h}: no answer:\n{drawn}"
        );
        // Its end ("… first."), or the mark that more lies below.
        assert!(
            flat.contains("(fix MOVE) first.") || flat.contains("▼"),
            "{w}×{h}: nothing says more lies below:\n{drawn}"
        );
    }
}

/// A walk at 40×15: F7 turned the large letters on where no row is free
/// for them and said only "on"; it says the screen has no room.
#[test]
fn large_letters_turned_on_where_they_do_not_fit_say_so() {
    use crate::integration::front::tui_snapshots::key;
    use ratatui::crossterm::event::KeyCode;
    let state = &STATES[0];
    for ((w, h), fits) in [((40, 15), false), ((80, 24), true)] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = reached(&dir, "en", state);
        screen(&app, w, h);
        app.key(key(KeyCode::F(7)));
        app.key(key(KeyCode::F(7)));
        let said = app.answer().join(" ");
        assert!(said.starts_with("Large letters on."), "{w}×{h}: {said}");
        assert_eq!(said.contains("no rows free"), !fits, "{w}×{h}: {said}");
    }
}
