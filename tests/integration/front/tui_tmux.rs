//! The full-screen interface end to end: the real binary in tmux, keys sent
//! with send-keys, the screen read with capture-pane, the speech read from the
//! speech log. Skipped, saying so, where tmux is not installed (the README's
//! test command installs it).

use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

pub(crate) struct Tmux {
    socket: String,
}

impl Tmux {
    pub(crate) fn start(command: &str) -> Option<Tmux> {
        Tmux::start_sized(command, 100, 30, "")
    }

    fn start_sized(command: &str, width: u16, height: u16, name: &str) -> Option<Tmux> {
        // A server of its own for each session: tests run side by side.
        static STARTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = STARTED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let socket = format!("annabella-test-{}-{n}{name}", std::process::id());
        let (width, height) = (width.to_string(), height.to_string());
        let ok = Command::new("tmux")
            .args([
                "-L",
                &socket,
                "new-session",
                "-d",
                "-x",
                &width,
                "-y",
                &height,
                command,
            ])
            .status()
            .map(|s| s.success())
            .unwrap_or(false);
        ok.then_some(Tmux { socket })
    }

    pub(crate) fn keys(&self, keys: &[&str]) {
        for k in keys {
            let status = Command::new("tmux")
                .args(["-L", &self.socket, "send-keys", k])
                .status()
                .unwrap();
            assert!(status.success());
            // Each key is drawn before the next comes.
            sleep(Duration::from_millis(120));
        }
    }

    pub(crate) fn capture(&self) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen once it has settled: drawn, and the same for 400 ms (at
    /// most 15 s), so that a busy machine's redraw is not read half done.
    pub(crate) fn screen(&self) -> String {
        let start = Instant::now();
        let mut last = self.capture();
        loop {
            sleep(Duration::from_millis(400));
            let now = self.capture();
            let drawn = [
                "Move or command:",
                "Board mode, Esc returns:",
                "Command, or Enter",
                "Befehl oder Eingabetaste",
            ]
            .iter()
            .any(|prompt| now.contains(prompt));
            if (now == last && drawn) || start.elapsed() > Duration::from_secs(15) {
                return now;
            }
            last = now;
        }
    }

    /// The settled screen once it shows `wanted` (at most 15 s): a loaded
    /// machine may pause longer than `screen`'s 400 ms before a redraw.
    pub(crate) fn screen_with(&self, wanted: &str) -> String {
        let start = Instant::now();
        loop {
            let now = self.screen();
            if now.contains(wanted) || start.elapsed() > Duration::from_secs(15) {
                return now;
            }
        }
    }

    /// Waits (at most 15 s) until the program has quit and its session closed:
    /// its speech log is then whole.
    pub(crate) fn closed(&self) {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(15) {
            let open = Command::new("tmux")
                .args(["-L", &self.socket, "has-session"])
                .stderr(std::process::Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
            if !open {
                return;
            }
            sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
    }
}

#[test]
fn play_a_few_moves_and_explore_the_board_by_keys() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let log = dir.path().join("speech.log");
    let command = format!(
        "{} play --tui --manual-clock --lang en --speech text --speech-log {} --game {}",
        env!("CARGO_BIN_EXE_annabella"),
        log.display(),
        game.display()
    );
    let Some(tmux) = Tmux::start(&command) else {
        crate::integration::common::without_rig(
            "tmux is not installed here (apt-get install tmux)",
        );
        return;
    };
    let first = tmux.screen();
    assert!(first.contains("Move or command:"), "{first}");
    // A new game is shown (and said, below) as line mode prints it.
    assert!(first.contains("New game."), "{first}");
    // The first screen says where the help is (issue 31).
    assert!(
        first.contains("F1 lists the keys; type help for the commands; Esc explores the board."),
        "{first}"
    );
    // The squares grow with the terminal: the pieces of a rank with spaces between.
    let rank = |screen: &str, pieces: &str| {
        screen
            .lines()
            .any(|l| l.split_whitespace().collect::<String>().contains(pieces))
    };
    assert!(rank(&first, "1RNBQKBNR"), "{first}");

    // A move typed and announced, the clock pressed with F2, Black's reply.
    tmux.keys(&["e4", "Enter", "F2", "e5", "Enter", "F2"]);
    let screen = tmux.screen();
    assert!(screen.contains("1. e4 e5"), "{screen}");
    assert!(
        screen.contains("Black completed move 1. White to move."),
        "{screen}"
    );

    // Board mode: jump to the g-file, up twice; the cursor sits there and each square is said.
    tmux.keys(&["Escape", "g", "Up", "Up"]);
    let screen = tmux.screen();
    assert!(screen.contains("Gustav drei: empty"), "{screen}");
    assert!(screen.contains("[ ]"), "the cursor is drawn: {screen}");
    tmux.keys(&["Escape", "C-q"]);
    tmux.closed();

    let spoken = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = spoken.lines().collect();
    assert!(lines.iter().any(|l| l.contains("\tNew game.")), "{spoken}");
    for want in [
        "public\tcut\tBauer Eva vier",
        "earcon\tMoveDone",
        "private\tcut\tWhite completed move 1. Black to move.",
        "public\tcut\tBauer Eva fünf",
        "private\tcut\tGustav eins: white Springer",
        "private\tcut\tGustav drei: empty",
    ] {
        assert!(lines.contains(&want), "{want:?} not said; said: {spoken}");
    }
    // The game is saved: the journal resumes to the same scoresheet.
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "export",
            "--game",
            game.to_str().unwrap(),
            "--sheet",
            "--lang",
            "en",
        ])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("1. e4 e5"));
}

/// Issue 12, points 1 to 6 at 80×24, the most common terminal size, in a
/// resumed game: the resumed state shown and said; a rollback proposal shown
/// whole; a typed `help` said line after line; the board explored after an
/// announced move; the large letters shown and F7 saying what it did; no
/// key echo ever cutting speech.
#[test]
fn a_resumed_game_at_80x24_shows_and_says_everything() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let log = dir.path().join("speech.log");
    let made = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--line", "--manual-clock", "--lang", "en", "--game"])
        .arg(&game)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .unwrap()
                .write_all(b"e4\npress\ne5\npress\nNf3\npress\nNc6\npress\nquit\n")?;
            child.wait()
        })
        .unwrap();
    assert!(made.success());
    let command = format!(
        "{} play --tui --speech text --speech-log {} --game {}",
        env!("CARGO_BIN_EXE_annabella"),
        log.display(),
        game.display()
    );
    let Some(tmux) = Tmux::start_sized(&command, 80, 24, "-80") else {
        crate::integration::common::without_rig(
            "tmux is not installed here (apt-get install tmux)",
        );
        return;
    };
    // Point 4: the resumed state, on screen and said.
    let screen = tmux.screen();
    assert!(screen.contains("Game resumed at move 3"), "{screen}");
    // Point 5: the rollback proposal whole, its instruction included.
    tmux.keys(&["compare 1. e4 e5 2. Nf3 Nf6", "Enter"]);
    let screen = tmux.screen();
    let flat: String = screen
        .lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(flat.contains("Type rollback to do it;"), "{screen}");
    // Point 2: a typed help, said line after line.
    tmux.keys(&["help", "Enter"]);
    // Point 1: an announced move, then the board explored.
    tmux.keys(&["Bb5", "Enter", "Escape", "b", "5"]);
    let screen = tmux.screen();
    assert!(
        screen.contains("White announced Läufer Bella fünf: to carry out"),
        "{screen}"
    );
    assert!(screen.contains("Bella fünf: white Läufer"), "{screen}");
    // Point 6: the large letters at 80×24, and F7 says what it did.
    assert!(screen.contains('▀') || screen.contains('█'), "{screen}");
    tmux.keys(&["F7"]);
    let screen = tmux.screen();
    assert!(screen.contains("Large letters off."), "{screen}");
    assert!(!screen.contains('▀'), "{screen}");
    tmux.keys(&["C-q"]);
    tmux.closed();

    let spoken = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = spoken.lines().collect();
    assert!(
        lines.iter().any(|l| l.contains("Game resumed at move 3")),
        "{spoken}"
    );
    let help = lines
        .iter()
        .position(|l| l.ends_with("\tMoves: type them as on the scoresheet or as spoken."))
        .or_else(|| lines.iter().position(|l| l.contains("help: this list")));
    assert!(help.is_some(), "{spoken}");
    let queued = lines
        .iter()
        .filter(|l| l.starts_with("private\tqueue\t"))
        .count();
    assert!(
        queued > 20,
        "the help's lines are queued, not cut: {spoken}"
    );
    assert!(
        lines.contains(&"private\tcut\tBella fünf: white Läufer"),
        "{spoken}"
    );
    assert!(
        lines.contains(&"private\tcut\tLarge letters off."),
        "{spoken}"
    );
    // Point 3: every key typed was echoed, and no echo cut anything.
    let echoes: Vec<&&str> = lines.iter().filter(|l| l.starts_with("echo\t")).collect();
    assert!(echoes.len() > 20, "{spoken}");
    assert!(echoes.iter().all(|l| !l.contains("\tcut\t")), "{spoken}");
}

/// `replay` in the full screen: Enter and the arrows walk through the game,
/// typed commands answer as in line mode, Esc's board keys explore the
/// position heard; the announcements go to the announcement voice.
#[test]
fn replay_walks_through_a_game_and_explores_it() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("speech.log");
    let command = format!(
        "{} replay --tui --lang en --speech text --speech-log {} --game-number 1 {}/tests/integration/pgn/classics.pgn",
        env!("CARGO_BIN_EXE_annabella"),
        log.display(),
        env!("CARGO_MANIFEST_DIR"),
    );
    let Some(tmux) = Tmux::start(&command) else {
        crate::integration::common::without_rig(
            "tmux is not installed here (apt-get install tmux)",
        );
        return;
    };
    let first = tmux.screen();
    assert!(first.contains("Game 1 of 3: Paul Morphy"), "{first}");
    tmux.keys(&["Enter", "Right", "Enter", "Left"]);
    let screen = tmux.screen();
    assert!(screen.contains("After 1... Bauer Eva fünf."), "{screen}");
    // The moves to here beside the board, in the user's letters.
    assert!(screen.contains("1. e4 e5"), "{screen}");
    tmux.keys(&["go 3 black", "Enter", "comment", "Enter"]);
    let screen = tmux.screen();
    assert!(screen.contains("This is a weak move already."), "{screen}");
    // Play's keys with a like here: F5 says where the game stands, F2 goes on.
    tmux.keys(&["F5"]);
    let screen = tmux.screen();
    assert!(screen.contains("White to move, move 4."), "{screen}");
    tmux.keys(&["F2"]);
    let screen = tmux.screen();
    assert!(
        screen.contains("4. Bauer David schlägt Eva fünf"),
        "{screen}"
    );
    // The move heard in large letters under the board, until F7 turns them off.
    let big = |screen: &str| {
        screen
            .chars()
            .any(|c| ('\u{2580}'..='\u{259F}').contains(&c))
    };
    assert!(big(&screen), "{screen}");
    tmux.keys(&["F7"]);
    let screen = tmux.screen();
    assert!(screen.contains("Large letters off."), "{screen}");
    assert!(!big(&screen), "{screen}");
    // Board mode: the bishop on g4, found by the file jump.
    tmux.keys(&["Escape", "g", "4"]);
    let screen = tmux.screen();
    assert!(screen.contains("Gustav vier: black Läufer"), "{screen}");
    tmux.keys(&["Escape", "C-q"]);
    tmux.closed();
    let spoken = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = spoken.lines().collect();
    for want in [
        "public\tcut\tBauer Eva vier",
        "public\tcut\tBauer Eva fünf",
        "public\tcut\tSpringer Felix drei",
        "public\tcut\tBauer David schlägt Eva fünf",
        "private\tcut\tGustav vier: black Läufer",
    ] {
        assert!(lines.contains(&want), "{want:?} not said; said: {spoken}");
    }
}

/// Issue 31, point 6: a kill (SIGTERM) or a closed terminal (SIGHUP) leaves
/// the full screen as quit does: the terminal back in its normal mode and
/// off the alternate screen, the game file whole and resumable.
#[test]
fn a_signal_to_stop_restores_the_terminal() {
    for signal in ["TERM", "HUP"] {
        let dir = tempfile::tempdir().unwrap();
        let game = dir.path().join("g.annabella");
        let stty = dir.path().join("stty");
        let command = format!(
            "sh -c '{} play --tui --lang en --speech text --manual-clock --game {}; stty -a > {}; sleep 30'",
            env!("CARGO_BIN_EXE_annabella"),
            game.display(),
            stty.display(),
        );
        let Some(tmux) = Tmux::start(&command) else {
            crate::integration::common::without_rig(
                "tmux is not installed here (apt-get install tmux)",
            );
            return;
        };
        tmux.screen();
        tmux.keys(&["e4", "Enter"]);
        assert!(
            tmux.screen_with("Bauer Eva vier")
                .contains("Bauer Eva vier")
        );
        let shell = Command::new("tmux")
            .args(["-L", &tmux.socket, "list-panes", "-F", "#{pane_pid}"])
            .output()
            .unwrap();
        let shell = String::from_utf8_lossy(&shell.stdout).trim().to_string();
        let killed = Command::new("pkill")
            .args([&format!("-{signal}"), "-P", &shell, "-x", "annabella"])
            .status()
            .unwrap();
        assert!(killed.success(), "{signal}: no annabella under {shell}");
        // A loaded machine (the whole suite, four at a time) may take long.
        // The shell makes the file before stty writes into it: read it once
        // it holds stty's words.
        let start = Instant::now();
        let mut modes = String::new();
        while !modes.contains("icanon") && start.elapsed() < Duration::from_secs(30) {
            sleep(Duration::from_millis(100));
            modes = std::fs::read_to_string(&stty).unwrap_or_default();
        }
        let still = Command::new("pgrep")
            .args(["-a", "-P", &shell])
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default();
        assert!(
            modes.contains(" icanon") && modes.contains(" echo "),
            "{signal}: {modes}; still running under the shell: {still}; screen:\n{}",
            tmux.capture()
        );
        let alternate = Command::new("tmux")
            .args(["-L", &tmux.socket, "display", "-p", "#{alternate_on}"])
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&alternate.stdout).trim(),
            "0",
            "{signal}"
        );
        // The game resumes with its announced move.
        let got = crate::integration::common::play(&game, &["--lang", "en"], &["status"]);
        assert!(
            got.iter().any(|l| l.contains("Bauer Eva vier")),
            "{signal}: {got:#?}"
        );
    }
}

/// Issue 48, point 12: quitting the full screen leaves on the terminal
/// that the game is saved, where, and the command that goes on with it,
/// in the game's language.
#[test]
fn quitting_the_full_screen_leaves_how_to_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let command = format!(
        "sh -c '{} play --tui --lang da --speech text --manual-clock --game {}; sleep 30'",
        env!("CARGO_BIN_EXE_annabella"),
        game.display(),
    );
    let Some(tmux) = Tmux::start(&command) else {
        crate::integration::common::without_rig(
            "tmux is not installed here (apt-get install tmux)",
        );
        return;
    };
    tmux.screen();
    tmux.keys(&["e4", "Enter", "quit", "Enter"]);
    let start = Instant::now();
    let mut left = tmux.capture();
    while !left.contains("--speech text --game") && start.elapsed() < Duration::from_secs(15) {
        sleep(Duration::from_millis(100));
        left = tmux.capture();
    }
    let flat = crate::integration::common::flat(&left);
    for want in [
        format!("Partiet er gemt i {}", game.display()),
        // The command goes on the way the game is played here.
        format!(
            "Partiet fortsættes med: annabella play --tui --speech text --game {}",
            game.display()
        ),
    ] {
        assert!(
            flat.contains(&want),
            "{want:?} not left on the terminal:\n{left}"
        );
    }
}

/// Issue 48, point 4: inside a variation the board's title and the moves'
/// title say so, and the variation's moves stand in parentheses on the
/// scoresheet, not as the game's; leaving it takes both back.
#[test]
fn a_replay_inside_a_variation_says_so_on_the_screen() {
    let command = format!(
        "{} replay --tui --lang de --speech text --game-number 1 {}/tests/integration/pgn/classics.pgn",
        env!("CARGO_BIN_EXE_annabella"),
        env!("CARGO_MANIFEST_DIR"),
    );
    let Some(tmux) = Tmux::start(&command) else {
        crate::integration::common::without_rig(
            "tmux is not installed here (apt-get install tmux)",
        );
        return;
    };
    tmux.screen();
    tmux.keys(&["next 8", "Enter"]);
    let main = tmux.screen();
    assert!(
        !main.lines().next().unwrap_or_default().contains("Variante"),
        "{main}"
    );
    tmux.keys(&["variation 1", "Enter", "next 3", "Enter"]);
    let inside = tmux.screen_with("in einer Variante");
    assert!(
        inside.contains("Partieformular, in einer Variante"),
        "{inside}"
    );
    assert!(inside.contains("am Zug (6), in einer Variante"), "{inside}");
    // The variation's first move opens a parenthesis, closed after the last.
    let sheet_of = |screen: &str| -> Vec<String> {
        screen
            .lines()
            .filter_map(|l| l.split("││").nth(1))
            .map(|l| l.trim_end_matches('│').trim().to_string())
            .filter(|l| !l.is_empty())
            .collect()
    };
    let sheet = sheet_of(&inside);
    let opened = sheet
        .iter()
        .position(|l| l.starts_with('('))
        .unwrap_or_else(|| panic!("no ( line: {sheet:?}\n{inside}"));
    assert!(sheet[opened..].last().unwrap().ends_with(')'), "{sheet:?}");
    tmux.keys(&["leave", "Enter"]);
    let back = tmux.screen();
    // The titles, on the top row.
    let titles = back.lines().next().unwrap_or_default();
    assert!(titles.contains("Weiß ist am Zug (5)─"), "{back}");
    assert!(!titles.contains("Variante"), "{back}");
    assert!(sheet_of(&back).iter().all(|l| !l.contains('(')), "{back}");
    tmux.keys(&["C-q"]);
    tmux.closed();
}

/// A walk: Ctrl+D in line mode at the keyboard ended the program with no
/// word; it ends as quit does, saying where the game is saved and how to
/// go on.
#[test]
fn ctrl_d_at_the_keyboard_in_line_mode_says_how_to_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let command = format!(
        "sh -c '{} play --line --lang en --manual-clock --game {}; sleep 30'",
        env!("CARGO_BIN_EXE_annabella"),
        game.display(),
    );
    let Some(tmux) = Tmux::start(&command) else {
        crate::integration::common::without_rig(
            "tmux is not installed here (apt-get install tmux)",
        );
        return;
    };
    let start = Instant::now();
    while !tmux.capture().contains("help lists the commands")
        && start.elapsed() < Duration::from_secs(15)
    {
        sleep(Duration::from_millis(100));
    }
    tmux.keys(&["e4", "Enter", "C-d"]);
    let start = Instant::now();
    let mut left = tmux.capture();
    while !left.contains("--game") && start.elapsed() < Duration::from_secs(15) {
        sleep(Duration::from_millis(100));
        left = tmux.capture();
    }
    let flat = crate::integration::common::flat(&left);
    assert!(flat.contains("Bauer Eva vier"), "{left}");
    assert!(
        flat.contains(&format!("The game is saved in {}", game.display())),
        "{left}"
    );
    assert!(
        flat.contains(&format!(
            "To go on with it: annabella play --line --game {}",
            game.display()
        )),
        "{left}"
    );
}

/// Issue 50 in the full screen: `retry` shows the turning point's position
/// on the board, a move tried goes into the large letters and is judged,
/// and listening on shows the game again.
#[test]
fn a_turning_point_is_shown_and_tried_on_the_full_screen() {
    if !std::path::Path::new("/usr/games/stockfish").exists() {
        return crate::integration::common::without_rig("Stockfish is not installed");
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("trap.pgn");
    std::fs::copy(
        crate::integration::common::pgn_fixture("blunders.pgn"),
        &file,
    )
    .unwrap();
    let command = format!(
        "{} replay --tui --lang en --speech text --analysis-time \"nodes 100000\" {}",
        env!("CARGO_BIN_EXE_annabella"),
        file.display(),
    );
    let Some(tmux) = Tmux::start(&command) else {
        crate::integration::common::without_rig(
            "tmux is not installed here (apt-get install tmux)",
        );
        return;
    };
    tmux.keys(&["mistakes white", "Enter"]);
    let mut screen = tmux.screen();
    for _ in 0..100 {
        if screen.contains("allowed a mate in 1") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        screen = tmux.screen();
    }
    assert!(screen.contains("allowed a mate in 1"), "{screen}");
    tmux.keys(&["retry 4", "Enter"]);
    // The board at the turning point: White's king in check from the queen
    // on e4 (marked "+"), where the start of the game was shown before.
    let mut screen = tmux.screen();
    for _ in 0..50 {
        if screen.contains("K+") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        screen = tmux.screen();
    }
    assert!(screen.contains("Turning point 4 of 4"), "{screen}");
    assert!(screen.contains("K+"), "{screen}");
    tmux.keys(&["Qe2", "Enter"]);
    let mut screen = tmux.screen();
    for _ in 0..50 {
        if screen.contains("Found: ") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        screen = tmux.screen();
    }
    assert!(screen.contains("Found: the engine's own move."), "{screen}");
    // The move tried in large letters under the board.
    assert!(
        screen
            .chars()
            .any(|c| ('\u{2580}'..='\u{259F}').contains(&c)),
        "{screen}"
    );
    tmux.keys(&["C-q"]);
    tmux.closed();
}
