//! The full-screen interface, drawn into ratatui's TestBackend at 80×24 and
//! 160×48: the start position, a game whose peg board differs, a fallen flag,
//! the help. Reviewed snapshots live in tests/integration/front/snapshots/.

use annabella::core::clock::{Stamp, TimeControl};
use annabella::core::session::{Context, Session, Setup};
use annabella::shell::front::runner::{Runner, TimeSource};
use annabella::shell::front::tui::{App, Focus, view};
use annabella::shell::journal::Journal;
use annabella::shell::settings::{Settings, Theme};
use annabella::shell::speech::Speech;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

pub(crate) fn setup(control: &str) -> Setup {
    Setup {
        white: "Anna Hansen".into(),
        black: "Bo Berg".into(),
        ..Setup::manual(TimeControl::parse(control).unwrap())
    }
}

/// An interface over a fresh game on the manual clock, speech printed only.
pub(crate) fn app(dir: &tempfile::TempDir, control: &str) -> App {
    app_in(dir, control, "en")
}

/// The same in the language `lang` ("de").
pub(crate) fn app_in(dir: &tempfile::TempDir, control: &str, lang: &str) -> App {
    let mut setup = setup(control);
    setup.lang = lang.parse().unwrap();
    let all = annabella::shell::voices::builtin().unwrap();
    let ctx = Context::new(&setup, &all).unwrap();
    let (session, first) = Session::start(setup, Stamp(0)).unwrap();
    let journal = Journal::create(&dir.path().join("g.annabella"), &first).unwrap();
    let runner = Runner::new(
        session,
        ctx,
        journal,
        TimeSource::Manual(Stamp(0)),
        Speech::text(),
    );
    App::new(runner, Settings::defaults().keys, Theme::HighContrast, true)
}

pub(crate) fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| view::draw(frame, app)).unwrap();
    terminal.backend().to_string()
}

/// The screen's text as one line, its rows joined: a phrase wrapped over
/// two rows (the state's row on a narrow screen) is found whole.
pub(crate) fn flat_screen(app: &App, width: u16, height: u16) -> String {
    screen(app, width, height)
        .lines()
        .map(|row| row.trim_matches('"'))
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

pub(crate) fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

#[test]
fn start_position() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir, "90/40+30+30s");
    insta::assert_snapshot!("start_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("start_160x48", screen(&app, 160, 48));
}

#[test]
fn a_game_whose_peg_board_differs() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir, "90/40+30+30s");
    for c in ["e4", "press", "wait 30s", "e5", "peg e7 e6", "press", "Nf3"] {
        app.command(c);
    }
    // The announcement, then the peg board still differing (issue 48).
    assert_eq!(
        app.answer(),
        [
            "Springer Felix drei",
            "The peg board still differs from the game in one place: diff gives the steps."
        ]
    );
    insta::assert_snapshot!("differs_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("differs_160x48", screen(&app, 160, 48));
}

#[test]
fn a_fallen_flag() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir, "1+0");
    app.command("e4");
    app.command("press");
    app.command("wait 61s");
    assert!(
        app.messages
            .lines()
            .iter()
            .any(|m| m.starts_with("Black's flag has fallen")),
        "{:?}",
        app.messages
    );
    insta::assert_snapshot!("flag_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("flag_160x48", screen(&app, 160, 48));
}

#[test]
fn help() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir, "90/40+30+30s");
    app.key(key(KeyCode::F(1)));
    assert!(app.help);
    insta::assert_snapshot!("help_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("help_160x48", screen(&app, 160, 48));
    // Any key closes it.
    app.key(key(KeyCode::Char(' ')));
    assert!(!app.help);
}

#[test]
fn board_keys_move_the_cursor_and_speak() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir, "90/40+30+30s");
    app.key(key(KeyCode::Esc));
    assert_eq!(app.focus, Focus::Board);
    app.key(key(KeyCode::Char('g')));
    assert_eq!(app.message(), "Gustav eins: white Springer");
    app.key(key(KeyCode::Up));
    app.key(key(KeyCode::Up));
    assert_eq!(app.message(), "Gustav drei: empty");
    app.key(key(KeyCode::Esc));
    assert_eq!(app.focus, Focus::Input);
    for c in "Nf3".chars() {
        app.key(key(KeyCode::Char(c)));
    }
    app.key(key(KeyCode::Enter));
    assert_eq!(app.message(), "Springer Felix drei");
    app.key(key(KeyCode::F(2)));
    assert_eq!(app.message(), "White completed move 1. Black to move.");
}

/// Typed `help` answers with one line per command: every line is shown (the
/// message area grows, then scrolls with PageDown), not only the last.
#[test]
fn a_long_answer_is_shown_whole_and_scrolls() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir, "90/40+30+30s");
    app.command("help");
    let answer = app.answer().to_vec();
    assert!(answer.len() > 30, "{answer:?}");
    assert!(answer[0].starts_with("MOVE: announce a move"), "{answer:?}");
    assert!(answer.last().unwrap().starts_with("help TOPIC: "));
    let first = screen(&app, 80, 48);
    assert!(first.contains("MOVE: announce a move"), "{first}");
    assert!(first.contains("Move or command:"), "{first}");
    assert!(!first.contains("help TOPIC: "), "{first}");
    for _ in 0..10 {
        app.key(key(KeyCode::PageDown));
        let _ = screen(&app, 80, 48);
    }
    let last = screen(&app, 80, 48);
    assert!(last.contains("help TOPIC: "), "{last}");
    assert!(!last.contains("MOVE: announce a move"), "{last}");
    app.key(key(KeyCode::PageUp));
    for _ in 0..10 {
        app.key(key(KeyCode::PageUp));
        let _ = screen(&app, 80, 48);
    }
    assert!(screen(&app, 80, 48).contains("MOVE: announce a move"));
}

/// After a rollback the answer has several parts (what was taken back, the
/// clocks, the peg board's steps): all of them stay on the screen.
#[test]
fn every_part_of_a_rollback_stays_on_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir, "90/40+30+30s");
    for c in [
        "e4",
        "wait 10s",
        "press",
        "e5",
        "peg e7 e6",
        "wait 20s",
        "press",
        "Nf3",
        "wait 30s",
        "press",
        "compare e4 e6 Nf3",
        "rollback",
    ] {
        app.command(c);
    }
    app.command("yes");
    let answer = app.answer().to_vec();
    // D.2.9: the peg board does not follow the rollback by itself; the
    // steps bring it to the restored position, a line each.
    assert_eq!(
        answer[1..],
        [
            "The peg board differs from the game in 2 places; 2 steps put it right.",
            "Peg board: Springer on Felix drei should be on Gustav eins.",
            "Peg board: Bauer on Eva sechs should be on Eva sieben.",
            "Step 1 of 2: move Springer from Felix drei to Gustav eins.",
            "Step 2 of 2: move Bauer from Eva sechs to Eva sieben.",
            "When the peg board is right, type peg fixed.",
        ]
    );
    let shown = screen(&app, 160, 48);
    for part in [
        "Taken back to after move 1 of White",
        "The peg board differs",
        "type peg fixed.",
    ] {
        assert!(shown.contains(part), "{part:?} not shown:\n{shown}");
    }
}

/// A mate's announcement and the result it brings are one answer: the
/// result waits its turn in speech and both are shown.
#[test]
fn a_mate_and_its_result_are_both_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir, "90/40+30+30s");
    for c in ["f3", "press", "e5", "press", "g4", "press", "Qh4#"] {
        app.command(c);
    }
    assert_eq!(
        app.answer(),
        ["Dame Hector vier Schachmatt", "Checkmate. Black wins, 0-1."]
    );
}

/// The input line has the same cap as a line in line mode: a key past it
/// is refused and said, the line stays, and Enter still runs it.
#[test]
fn the_input_line_is_capped() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir, "90/40+30+30s");
    let max = annabella::shell::front::input::MAX_LINE;
    app.input.set(&"x".repeat(max - 1));
    app.key(key(KeyCode::Char('y')));
    assert_eq!(app.input.text().len(), max);
    app.key(key(KeyCode::Char('z')));
    assert_eq!(app.input.text().len(), max);
    assert_eq!(
        app.message(),
        "The line is full (4096 bytes): press Enter, or erase."
    );
    // A character of two bytes does not fit in the last byte either.
    app.key(key(KeyCode::Backspace));
    app.key(key(KeyCode::Char('ü')));
    assert_eq!(app.input.text().len(), max - 1);
    app.key(key(KeyCode::Enter));
    assert!(app.input.text().is_empty());
    assert!(
        !app.message().starts_with("The line is full"),
        "{}",
        app.message()
    );
}

/// A game started without names shows no "?" for a player (a screen
/// reader says it as "question mark"): the clock's line names the side,
/// the line below has the figures alone.
#[test]
fn players_without_names_are_no_question_marks() {
    let dir = tempfile::tempdir().unwrap();
    let mut unnamed = setup("90+30");
    unnamed.white = String::new();
    unnamed.black = String::new();
    let all = annabella::shell::voices::builtin().unwrap();
    let ctx = Context::new(&unnamed, &all).unwrap();
    let (session, first) = Session::start(unnamed, Stamp(0)).unwrap();
    let journal = Journal::create(&dir.path().join("u.annabella"), &first).unwrap();
    let runner = Runner::new(
        session,
        ctx,
        journal,
        TimeSource::Manual(Stamp(0)),
        Speech::text(),
    );
    let app = App::new(runner, Settings::defaults().keys, Theme::HighContrast, true);
    let shown = screen(&app, 80, 24);
    assert!(!shown.contains("?:"), "{shown}");
    assert!(shown.contains("White"), "{shown}");
}
