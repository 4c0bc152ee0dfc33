//! The full screen as people who cannot see it well, or at all, use it
//! (issue 12): what is drawn, what the keys explore and what is said agree;
//! answers of several lines are shown whole and said in turn; the message
//! history; the large letters; small and large terminals. Drawn into
//! ratatui's TestBackend; speech read from the speech log.

use std::path::PathBuf;

use annabella::core::clock::Stamp;
use annabella::core::session::{Context, Session, Setup};
use annabella::shell::front::runner::{Runner, TimeSource};
use annabella::shell::front::tui::{App, Explored, Focus};
use annabella::shell::journal::Journal;
use annabella::shell::settings::{Choice, Settings, Theme};
use annabella::shell::speech::{Options, Speech};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::integration::front::tui_snapshots::{flat_screen, key, screen, setup};

/// An interface over a fresh game on the manual clock whose speech is
/// written to a log, as `--speech-log` does.
fn logged(dir: &tempfile::TempDir, control: &str, lang: &str) -> (App, PathBuf) {
    logged_calling(dir, control, lang, "")
}

/// The same, with time calls at a cadence (`--periodic`).
fn logged_calling(
    dir: &tempfile::TempDir,
    control: &str,
    lang: &str,
    cadence: &str,
) -> (App, PathBuf) {
    let mut setup: Setup = setup(control);
    setup.lang = lang.parse().unwrap();
    if !cadence.is_empty() {
        setup.cadence = annabella::core::clock::Cadence::parse(cadence).unwrap();
    }
    let all = annabella::shell::voices::builtin().unwrap();
    let ctx = Context::new(&setup, &all).unwrap();
    let (session, first) = Session::start(setup, Stamp(0)).unwrap();
    let journal = Journal::create(&dir.path().join("g.annabella"), &first).unwrap();
    let log = dir.path().join("speech.log");
    let options = Options {
        log: Some(log.clone()),
        ..Settings::defaults().speech.options(&ctx.voice)
    };
    let speech = Speech::open(Choice::Text, &options);
    let runner = Runner::new(session, ctx, journal, TimeSource::Manual(Stamp(0)), speech);
    let app = App::new(runner, Settings::defaults().keys, Theme::HighContrast, true);
    (app, log)
}

fn said(log: &PathBuf) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect()
}

fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        app.key(key(KeyCode::Char(c)));
    }
    app.key(key(KeyCode::Enter));
}

fn ctrl(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::CONTROL)
}

/// Point 1: after `e5` is announced and not yet pressed, the board drawn,
/// the squares explored and the moves listed are those after e5.
#[test]
fn the_board_drawn_explored_and_said_is_the_one_after_the_announced_move() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, log) = logged(&dir, "90/40+30+30s", "en");
    for c in ["e4", "press", "e5"] {
        app.command(c);
    }
    let drawn = flat_screen(&app, 100, 30);
    assert!(
        drawn.contains("Black announced Bauer Eva fünf: to carry out"),
        "{drawn}"
    );
    app.key(key(KeyCode::Esc));
    assert_eq!(app.focus, Focus::Board);
    app.key(key(KeyCode::Char('e')));
    app.key(key(KeyCode::Char('5')));
    assert_eq!(app.message(), "Eva fünf: black Bauer");
    app.key(key(KeyCode::Char('7')));
    assert_eq!(app.message(), "Eva sieben: empty");
    // The drawn e7 is empty and e5 holds the black pawn, marked as the last move.
    let drawn = screen(&app, 100, 30);
    let e5_row = drawn.lines().find(|l| l.contains("│5 ")).unwrap();
    assert!(e5_row.contains("*p"), "{drawn}");
    // White's knight on g1 lists its moves in the position after e5.
    app.key(key(KeyCode::Char('g')));
    app.key(key(KeyCode::Char('1')));
    app.key(key(KeyCode::Char('m')));
    assert!(
        app.message().contains("Springer Felix drei"),
        "{}",
        app.message()
    );
    let log = said(&log);
    assert!(
        log.contains(&"private\tcut\tEva fünf: black Bauer".to_string()),
        "{log:#?}"
    );
}

/// Point 2: answers of several lines typed in the TUI are shown whole (the
/// first lines, and the rest a page down) and said one after another.
#[test]
fn answers_of_several_lines_are_shown_and_said_whole() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, log) = logged(&dir, "90/40+30+30s", "en");
    typed(&mut app, "help");
    let answer = app.answer().to_vec();
    assert!(answer.len() > 20, "{answer:#?}");
    let drawn = screen(&app, 100, 30);
    assert!(drawn.contains(&answer[0]), "{drawn}");
    assert!(drawn.contains("more lines: PageDown"), "{drawn}");
    // Said in turn: the first cuts what was said before, the rest queue.
    let log = said(&log);
    let at = log.iter().position(|l| l.ends_with(&answer[0])).unwrap();
    for (i, line) in answer.iter().enumerate() {
        let how = if i == 0 { "cut" } else { "queue" };
        assert_eq!(log[at + i], format!("private\t{how}\t{line}"));
    }
    // PageDown shows the later lines and says them.
    app.key(key(KeyCode::PageDown));
    let drawn = screen(&app, 100, 30);
    assert!(!drawn.contains(&answer[0]), "{drawn}");
}

/// Points 2 and 5: a rollback proposal, the rollback, a checkmate and an
/// equal `compare`, each shown whole at 80×24 with no sentence cut.
#[test]
fn rollback_checkmate_and_compare_are_shown_whole() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    for c in ["e4", "press", "e5", "press", "Nf3", "press", "Nc6", "press"] {
        app.command(c);
    }
    typed(&mut app, "compare 1. e4 e5 2. Nf3 Nc6");
    assert!(app.message().contains("agree"), "{}", app.message());
    typed(&mut app, "compare 1. e4 e5 2. Nf3 Nf6");
    let proposal = app.answer().join(" ");
    assert!(proposal.contains("Type rollback"), "{proposal}");
    let drawn = screen(&app, 80, 24);
    let flat: String = drawn
        .lines()
        .map(|l| l.trim_matches('"').trim_end())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(flat.contains("Type rollback to do it;"), "{drawn}");
    typed(&mut app, "rollback");
    typed(&mut app, "yes");
    insta::assert_snapshot!("rolled_back_80x24", screen(&app, 80, 24));

    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    for c in ["f3", "press", "e5", "press", "g4", "press", "Qh4"] {
        app.command(c);
    }
    assert!(
        app.answer().iter().any(|l| l.starts_with("Checkmate")),
        "{:?}",
        app.answer()
    );
    insta::assert_snapshot!("checkmate_80x24", screen(&app, 80, 24));
}

/// Point 3: a key's echo never cuts a warning: it is logged as queued or
/// dropped, never as a cut.
#[test]
fn a_key_echo_is_never_a_cut() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, log) = logged(&dir, "20s+0", "en");
    app.command("wait 3s");
    app.tick();
    for c in "e4".chars() {
        app.key(key(KeyCode::Char(c)));
    }
    let log = said(&log);
    let echoes: Vec<&String> = log.iter().filter(|l| l.starts_with("echo")).collect();
    assert_eq!(echoes.len(), 2, "{log:#?}");
    assert!(echoes.iter().all(|l| !l.contains("\tcut\t")), "{log:#?}");
}

/// Point 5: the history is kept; Ctrl-Up reads it back line by line, each
/// line said and marked; a new answer returns to the latest.
#[test]
fn the_history_is_read_back_line_by_line() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, log) = logged(&dir, "90/40+30+30s", "en");
    for c in ["e4", "press", "e5", "press"] {
        app.command(c);
    }
    screen(&app, 100, 30);
    let lines = app.messages.lines().to_vec();
    app.key(ctrl(KeyCode::Up));
    app.key(ctrl(KeyCode::Up));
    let spoken = said(&log);
    assert_eq!(
        spoken[spoken.len() - 2..],
        [
            format!("private\tcut\t{}", lines[lines.len() - 1]),
            format!("private\tcut\t{}", lines[lines.len() - 2]),
        ]
    );
    app.key(ctrl(KeyCode::Down));
    app.key(ctrl(KeyCode::Down));
    let spoken = said(&log);
    assert_eq!(
        spoken.last().unwrap(),
        "private\tcut\tThat was the newest line."
    );
}

/// Point 6: the large letters wrap and show at 80×24; F7 says what it did.
#[test]
fn large_letters_wrap_and_f7_says_what_it_did() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "de");
    for c in ["e4", "press", "d5", "press", "Bb5"] {
        app.command(c);
    }
    insta::assert_snapshot!("big_letters_80x24", screen(&app, 80, 24));
    app.key(key(KeyCode::F(7)));
    assert_eq!(app.message(), "Große Schrift aus.");
    app.key(key(KeyCode::F(7)));
    assert_eq!(app.message(), "Große Schrift ein.");
}

/// Points 7 and 13: the four sizes of the issue, with both boards.
#[test]
fn small_and_large_terminals_draw_whole_boards() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    for c in ["e4", "press", "e5", "peg e7 e6", "press", "Nf3"] {
        app.command(c);
    }
    for (w, h) in [(80, 24), (100, 30), (40, 15), (60, 20), (200, 60)] {
        insta::assert_snapshot!(format!("two_boards_{w}x{h}"), screen(&app, w, h));
    }
    // One board of the two drawn: the notice says what the screen lacks,
    // where a row is free for it.
    let drawn = screen(&app, 40, 20);
    assert!(
        drawn.contains("Terminal too small: 56×14 needed"),
        "{drawn}"
    );
}

/// Point 10: a key with no use here says so.
#[test]
fn a_key_with_no_use_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    app.key(key(KeyCode::Esc));
    app.key(key(KeyCode::Char('q')));
    assert_eq!(app.message(), "No key here; F1 for help.");
    app.key(key(KeyCode::F(12)));
    assert_eq!(app.message(), "No key here; F1 for help.");
}

/// Point 12: Tab explores the peg board; where the boards differ, the other
/// board's square is said too.
#[test]
fn the_peg_board_is_explored_and_its_differences_said() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    for c in ["e4", "press", "e5", "peg e7 e6", "press"] {
        app.command(c);
    }
    app.key(key(KeyCode::Esc));
    app.key(key(KeyCode::Tab));
    assert_eq!(app.explored, Explored::Peg);
    assert!(
        app.messages
            .lines()
            .iter()
            .any(|l| l == "Exploring the peg board; the boards differ in 1 place."),
        "{:?}",
        app.messages.lines()
    );
    // Counted as diff counts them (issue 31: one source for each fact).
    app.command("diff");
    assert!(
        app.answer()[0].starts_with("The peg board differs from the game in one place;"),
        "{:?}",
        app.answer()
    );
    app.key(key(KeyCode::Char('e')));
    app.key(key(KeyCode::Char('6')));
    assert_eq!(
        app.message(),
        "Eva sechs: black Bauer; Game: Eva sechs: empty"
    );
    app.key(key(KeyCode::Tab));
    assert_eq!(app.explored, Explored::Game);
}

/// Point 9: the input line is edited in the middle and recalled with Up.
#[test]
fn the_input_line_edits_and_recalls() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    for c in "Nf".chars() {
        app.key(key(KeyCode::Char(c)));
    }
    app.key(key(KeyCode::Left));
    app.key(key(KeyCode::Delete));
    for c in "f3".chars() {
        app.key(key(KeyCode::Char(c)));
    }
    app.key(key(KeyCode::Home));
    app.key(key(KeyCode::End));
    assert_eq!(app.input.text(), "Nf3");
    app.key(key(KeyCode::Enter));
    assert_eq!(app.message(), "Springer Felix drei");
    app.key(key(KeyCode::Up));
    assert_eq!(app.input.text(), "Nf3");
    // A long line scrolls instead of being cut: its end and the cursor are shown.
    app.input
        .set("compare 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5");
    let drawn = screen(&app, 60, 20);
    assert!(drawn.contains("Re1 b5"), "{drawn}");
}

/// Point 8: the help scrolls with the arrows and pages, its title says which
/// part is shown, and the line that comes into view is said.
#[test]
fn the_help_scrolls() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, log) = logged(&dir, "90/40+30+30s", "en");
    app.key(key(KeyCode::F(1)));
    let first = screen(&app, 80, 24);
    assert!(first.contains("Keys 1–22/"), "{first}");
    assert!(!first.contains("next pawn"), "{first}");
    app.key(key(KeyCode::PageDown));
    app.key(key(KeyCode::PageDown));
    let last = screen(&app, 80, 24);
    assert!(app.help);
    assert!(last.contains("cursor to the next pawn"), "{last}");
    assert!(last.contains("On the board: capitals are White"), "{last}");
    app.key(key(KeyCode::Up));
    let said = said(&log);
    assert!(said.last().unwrap().starts_with("private\t"), "{said:#?}");
    // Any other key closes it.
    app.key(key(KeyCode::Char('x')));
    assert!(!app.help);
}

/// Point 15: F6 shows the sentence it says, after a correction too.
#[test]
fn f6_shows_what_it_says() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, log) = logged(&dir, "90/40+30+30s", "en");
    app.command("e4");
    app.command("fix e3");
    app.key(key(KeyCode::F(6)));
    let spoken = said(&log);
    let last = spoken.last().unwrap();
    assert_eq!(last, &format!("public\tcut\t{}", app.message()));
    assert_eq!(app.message(), "Bauer Eva drei");
}

/// Issue 31, point 2: a sealed move is never drawn, heard or recalled. Its
/// keys are not echoed, the input line shows dots, Up never brings it back,
/// and a move that cannot be sealed is refused without being named.
#[test]
fn a_sealed_move_is_never_shown_heard_or_recalled() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, log) = logged(&dir, "90/40+30+30s", "en");
    typed(&mut app, "e4");
    typed(&mut app, "press");
    for c in "seal Nf9".chars() {
        app.key(key(KeyCode::Char(c)));
    }
    let drawn = screen(&app, 80, 24);
    assert!(drawn.contains("seal •••"), "{drawn}");
    assert!(!drawn.contains("Nf9"), "{drawn}");
    app.key(key(KeyCode::Enter));
    assert!(app.message().contains("not repeated"), "{}", app.message());
    // Mistyped, it is hidden and refused all the same, never repeated.
    for line in ["sealNf9", "seal:Nf9", "e4seal Nf9"] {
        for c in line.chars() {
            app.key(key(KeyCode::Char(c)));
        }
        let drawn = screen(&app, 80, 24);
        assert!(!drawn.contains("Nf9"), "{line}: {drawn}");
        app.key(key(KeyCode::Enter));
        assert!(app.message().contains("not repeated"), "{}", app.message());
    }
    for c in "seal Nf6".chars() {
        app.key(key(KeyCode::Char(c)));
    }
    app.key(key(KeyCode::Enter));
    assert!(
        app.answer()
            .iter()
            .any(|l| l.starts_with("Sealed move recorded")),
        "{:?}",
        app.answer()
    );
    // Up recalls the line before the seals, never a seal.
    app.key(key(KeyCode::Up));
    assert_eq!(app.input.text(), "press");
    app.key(key(KeyCode::Up));
    assert_eq!(app.input.text(), "e4");
    let drawn = screen(&app, 80, 24);
    let said = said(&log).join("\n");
    for secret in ["Nf6", "Nf9", "Felix sechs", "Felix neun"] {
        assert!(!drawn.contains(secret), "{secret}: {drawn}");
        assert!(!said.contains(secret), "{secret}: {said}");
    }
    // The command word is heard as typed; the move's letters never.
    let echoes: Vec<&str> = said
        .lines()
        .filter(|l| l.starts_with("echo"))
        .map(|l| l.rsplit('\t').next().unwrap())
        .collect();
    // (Up says the lines it recalls: press, then e4.)
    assert_eq!(
        echoes.concat(),
        "e4pressseal sealseale4seal seal presse4",
        "{said}"
    );
}

/// Issue 31, point 1: whatever the size and the mode, the screen says which
/// board it draws and whether the last move is completed, and the clock
/// that runs (whose move it is); the large letters are the game's own
/// last move, also after a rollback.
#[test]
fn every_size_and_mode_says_the_board_the_move_and_whose_clock_runs() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    for c in ["e4", "press", "e5", "peg e7 e6", "press", "Nf3"] {
        app.command(c);
    }
    let sizes = [(30, 12), (40, 15), (60, 20), (80, 24), (100, 30), (160, 48)];
    let to_carry_out = "White announced Springer Felix drei: to carry out";
    for (w, h) in sizes {
        let drawn = flat_screen(&app, w, h);
        assert!(drawn.contains(to_carry_out), "{w}×{h}:\n{drawn}");
        assert!(drawn.contains('▶'), "{w}×{h}:\n{drawn}");
    }
    // Board mode on the peg board, alone where only one board fits.
    app.key(key(KeyCode::Esc));
    app.key(key(KeyCode::Tab));
    for (w, h) in [(40, 15), (80, 24)] {
        let drawn = flat_screen(&app, w, h);
        assert!(drawn.contains(to_carry_out), "{w}×{h}:\n{drawn}");
        assert!(
            drawn.contains("Board mode, Esc returns:"),
            "{w}×{h}:\n{drawn}"
        );
    }
    // Back at the input, the game board again.
    app.key(key(KeyCode::Esc));
    assert_eq!(app.explored, Explored::Game);
    app.command("press");
    for (w, h) in sizes {
        let drawn = flat_screen(&app, w, h);
        assert!(!drawn.contains("to carry out"), "{w}×{h}:\n{drawn}");
        assert!(drawn.contains("Black to move, move 2"), "{w}×{h}:\n{drawn}");
        assert!(drawn.contains('▶'), "{w}×{h}:\n{drawn}");
    }
    // After a rollback the large letters show the move the game ends with.
    app.command("d4");
    app.command("press");
    app.command("compare 1. e4 e5 2. Nf3 Nc6");
    app.command("rollback");
    app.command("yes");
    let drawn = flat_screen(&app, 100, 40);
    assert!(!drawn.contains("to carry out"), "{drawn}");
    let big = app.driver.session.announcement(&app.driver.ctx).unwrap().2;
    assert_eq!(big, "Springer Felix drei", "{drawn}");
}

/// Issue 31, point 5: a key empties the input line, and the list of keys
/// says what the input line's own keys do.
#[test]
fn a_key_empties_the_input_line_and_the_help_names_the_line_keys() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    for c in "compare 1. e4".chars() {
        app.key(key(KeyCode::Char(c)));
    }
    app.key(ctrl(KeyCode::Char('u')));
    assert_eq!(app.input.text(), "");
    assert_eq!(app.message(), "Input line empty.");
    app.key(key(KeyCode::F(1)));
    for _ in 0..3 {
        app.key(key(KeyCode::PageDown));
    }
    let drawn = screen(&app, 100, 40);
    assert!(
        drawn.contains("In the input line: Left, Right, Home and End"),
        "{drawn}"
    );
    assert!(drawn.contains("Ctrl+U"), "{drawn}");
}

/// Issue 31, point 3: the clock's calls wait for an answer in progress
/// (a game's first lines, the steps of diff), and closing the list of keys
/// stops its reading. Decided in one place (`driver::Origin`).
#[test]
fn the_clock_waits_for_an_answer_and_a_closed_view_stops_speaking() {
    let dir = tempfile::tempdir().unwrap();
    // 5 minutes: the first look at the clock after a second warns.
    let (mut app, log) = logged(&dir, "5+3", "en");
    app.command("wait 1s");
    app.command("status");
    app.tick();
    let first = said(&log);
    let warning = first
        .iter()
        .find(|l| l.contains("minutes left"))
        .unwrap_or_else(|| panic!("no warning in {first:#?}"));
    assert!(warning.starts_with("private\tqueue\t"), "{first:#?}");
    // A time call (every 10 s) waits for the steps of diff.
    let dir = tempfile::tempdir().unwrap();
    let (mut app, log) = logged_calling(&dir, "90/40+30+30s", "en", "10s");
    for c in ["e4", "press", "e5", "peg e7 e6", "press"] {
        app.command(c);
    }
    app.command("diff");
    // Ten seconds pass on the clock, as the real one lets them between keys.
    let later = app.driver.now() + annabella::core::clock::Span::seconds(10);
    app.driver.time = TimeSource::Manual(later);
    let before = said(&log).len();
    app.tick();
    let after = said(&log);
    assert!(after.len() > before, "no time call: {after:#?}");
    assert!(
        after[before..]
            .iter()
            .filter(|l| !l.starts_with("earcon"))
            .all(|l| l.contains("\tqueue\t")),
        "{:#?}",
        &after[before..]
    );
    // The list of keys, closed, is no longer read.
    app.key(key(KeyCode::F(1)));
    app.key(key(KeyCode::Esc));
    assert!(!app.help);
    assert_eq!(said(&log).last().map(String::as_str), Some("stop\tprivate"));
}

/// Issue 31, point 4: at 80×24 with the large letters on, every line of an
/// answer stays on screen until the next command: the large letters give
/// way to a long answer, the history above never starts mid-sentence, and
/// a time call follows the answer instead of pushing it away. The letters
/// keep one size from move to move.
#[test]
fn an_answer_stays_readable_until_the_next_command() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged_calling(&dir, "90/40+30+30s", "en", "10s");
    assert!(app.big);
    for c in ["e4", "press", "e5", "peg e7 e6", "press"] {
        app.command(c);
    }
    app.command("diff");
    let later = app.driver.now() + annabella::core::clock::Span::seconds(10);
    app.driver.time = TimeSource::Manual(later);
    assert!(app.tick());
    let drawn = screen(&app, 80, 24);
    for line in [
        "The peg board differs from the game in one place;",
        "Step 1 of 1: move Bauer from Eva sechs to Eva fünf.",
        "When the peg board is right, type peg fixed.",
    ] {
        assert!(drawn.contains(line), "{line}:\n{drawn}");
    }
    // The large letters: one size for a short and a long move.
    let rows_of = |drawn: &str| {
        drawn
            .lines()
            .filter(|l| l.chars().any(|c| ('\u{2580}'..='\u{259F}').contains(&c)))
            .count()
    };
    // The clock's calls after the answer page with it, and take no rows
    // from the large letters.
    let with_answer = rows_of(&screen(&app, 80, 24));
    for _ in 0..5 {
        let later = app.driver.now() + annabella::core::clock::Span::seconds(10);
        app.driver.time = TimeSource::Manual(later);
        app.tick();
    }
    let drawn = screen(&app, 80, 24);
    assert!(with_answer > 0, "{drawn}");
    assert_eq!(rows_of(&drawn), with_answer, "{drawn}");
    assert!(drawn.contains("The peg board differs"), "{drawn}");
    app.command("peg fixed");
    app.command("Nf3");
    let short = rows_of(&screen(&app, 80, 24));
    app.command("press");
    app.command("Nc6");
    app.command("press");
    app.command("Bb5");
    let long = rows_of(&screen(&app, 80, 24));
    assert_eq!(short, long, "the letters changed size");
    assert!(short > 0);
}

/// Issue 48, point 2: at 40×15 (a large-font user's size) the board stays
/// whatever the answer's length (it used to give way to a long answer and
/// come back with a short one: it flickered), the state's row stays, no
/// notice asks for a larger screen while everything is drawn, and a long
/// answer pages to its end.
#[test]
fn on_a_small_screen_the_board_stays_and_a_long_answer_pages() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    for c in ["e4", "press", "e5", "peg e7 e6", "press", "Nf3"] {
        app.command(c);
    }
    let files = "a b c d e f g h";
    let to_carry_out = "White announced Springer Felix drei: to carry out";
    for answer in ["diff", "status", "time", "help", "repeat"] {
        app.command(answer);
        let drawn = flat_screen(&app, 40, 15);
        assert!(drawn.contains(files), "{answer}: {drawn}");
        assert!(drawn.contains(to_carry_out), "{answer}: {drawn}");
        assert!(!drawn.contains("Terminal too small"), "{answer}: {drawn}");
    }
    app.command("diff");
    let drawn = screen(&app, 40, 15);
    assert!(
        flat_screen(&app, 40, 15).contains("The peg board differs"),
        "{drawn}"
    );
    let mut paged = 0;
    while !flat_screen(&app, 40, 15).contains("When the peg board is right") {
        assert!(paged < 20, "the answer's end is never reached");
        app.key(key(KeyCode::PageDown));
        paged += 1;
        assert!(flat_screen(&app, 40, 15).contains(files));
    }
    // In board mode the board explored stays too.
    app.key(key(KeyCode::Esc));
    app.key(key(KeyCode::Tab));
    let drawn = flat_screen(&app, 40, 15);
    assert!(drawn.contains(files), "{drawn}");
    assert!(drawn.contains(to_carry_out), "{drawn}");
    assert!(drawn.contains("Exploring the peg board;"), "{drawn}");
}

/// Issue 31, point 4: the game's result is shown in large letters at
/// 80×24 in every language: the whole end where it fits, else the result
/// alone (a German draw by agreement is too long for three lines).
#[test]
fn the_result_is_shown_large_at_80x24() {
    for lang in ["de", "en", "da", "nb", "nl"] {
        let dir = tempfile::tempdir().unwrap();
        let (mut app, _) = logged(&dir, "90/40+30+30s", lang);
        for c in ["e4", "press", "e5", "press", "draw", "accept", "yes"] {
            app.command(c);
        }
        assert!(app.driver.session.outcome().is_some(), "{lang}");
        let drawn = screen(&app, 80, 24);
        // The rows under the board hold the large letters' blocks.
        let rows: Vec<&str> = drawn.lines().skip(11).collect();
        let big = rows
            .iter()
            .filter(|r| r.contains('█') || r.contains('▀') || r.contains('▄'))
            .count();
        assert!(big >= 3, "{lang}: no large letters:\n{drawn}");
    }
}

/// Issue 31, point 5: a key pressed while the list of keys is open closes
/// it and does what it does: F2 still presses the clock (no key is lost);
/// Esc and F1 only close it.
#[test]
fn a_key_pressed_over_the_help_still_acts() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, log) = logged(&dir, "90/40+30+30s", "en");
    app.command("e4");
    assert!(app.driver.session.pending().is_some());
    app.key(key(KeyCode::F(1)));
    assert!(app.help);
    app.key(key(KeyCode::F(2)));
    assert!(!app.help);
    assert!(app.driver.session.pending().is_none(), "the press was lost");
    assert!(said(&log).iter().any(|l| l == "stop\tprivate"));
    app.key(key(KeyCode::F(1)));
    app.key(key(KeyCode::Esc));
    assert!(!app.help);
    assert_eq!(app.focus, Focus::Input, "Esc only closed the list");
}

/// Issue 31, point 5: the other scoresheet entered line by line has its
/// own prompt, so that a move typed there is not taken for one to play.
#[test]
fn entering_the_other_scoresheet_has_its_own_prompt() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    app.command("compare");
    let drawn = screen(&app, 80, 24);
    assert!(drawn.contains("Other scoresheet, next entry"), "{drawn}");
    app.command("cancel");
    let drawn = screen(&app, 80, 24);
    assert!(drawn.contains("Move or command:"), "{drawn}");
}

/// Issue 31, point 3: a clock's call that comes while the list of keys is
/// read waits behind it; closing the list stops the list, not the call,
/// which is said again after the stop.
#[test]
fn closing_the_help_keeps_the_clocks_call() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, log) = logged_calling(&dir, "90/40+30+30s", "en", "10s");
    app.key(key(KeyCode::F(1)));
    let later = app.driver.now() + annabella::core::clock::Span::seconds(10);
    app.driver.time = TimeSource::Manual(later);
    assert!(app.tick());
    app.key(key(KeyCode::Esc));
    let said = said(&log);
    let stop = said
        .iter()
        .rposition(|l| l == "stop\tprivate")
        .unwrap_or_else(|| panic!("no stop: {said:#?}"));
    assert!(
        said[stop + 1..]
            .iter()
            .any(|l| l.starts_with("private\tqueue\t") && l.contains("left")),
        "{said:#?}"
    );
}

/// Issue 47, point 5: the list of keys names them as the country's
/// keyboards print them: Strg, Bild auf and Entf on a German screen, Ctrl
/// and PageUp on an English one; and the hint of a key with no use names
/// the help key the same way.
#[test]
fn the_keys_are_named_as_the_countrys_keyboards_print_them() {
    for (lang, quit, page, absent) in [
        ("de", "Strg+Q", "Bild ab", "Ctrl+"),
        ("en", "Ctrl+Q", "PageDown", "Strg+"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (mut app, _) = logged(&dir, "90/40+30+30s", lang);
        app.key(key(KeyCode::F(1)));
        let mut drawn = screen(&app, 100, 40);
        for _ in 0..3 {
            app.key(key(KeyCode::PageDown));
            drawn.push_str(&screen(&app, 100, 40));
        }
        assert!(drawn.contains(quit), "{lang}: {drawn}");
        assert!(drawn.contains(page), "{lang}: {drawn}");
        assert!(!drawn.contains(absent), "{lang}: {drawn}");
    }
}

/// Issue 48, point 3: an adjourned game says so on the state's row at
/// every size, and with no clock running the row names none (it ended in
/// a lone "·" at 40×15).
#[test]
fn an_adjourned_game_is_on_the_states_row_at_every_size() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = logged(&dir, "90/40+30+30s", "en");
    for c in ["e4", "press", "e5", "press", "seal Nf3"] {
        app.command(c);
    }
    for (w, h) in [(40, 15), (60, 20), (80, 24), (160, 48)] {
        let drawn = screen(&app, w, h);
        assert!(
            flat_screen(&app, w, h).contains("Adjourned: White sealed move 2"),
            "{w}×{h}:\n{drawn}"
        );
        assert!(
            !drawn
                .lines()
                .any(|l| l.trim_matches('"').trim_end().ends_with('·')),
            "{w}×{h}:\n{drawn}"
        );
    }
}
