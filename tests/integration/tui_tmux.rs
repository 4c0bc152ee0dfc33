//! The full-screen interface end to end: the real binary in tmux, keys sent
//! with send-keys, the screen read with capture-pane, the speech read from the
//! speech log. Skipped, saying so, where tmux is not installed (the README's
//! test command installs it).

use std::process::Command;
use std::thread::sleep;
use std::time::Duration;

struct Tmux {
    socket: String,
}

impl Tmux {
    fn start(command: &str) -> Option<Tmux> {
        let socket = format!("annabella-test-{}", std::process::id());
        let ok = Command::new("tmux")
            .args([
                "-L",
                &socket,
                "new-session",
                "-d",
                "-x",
                "100",
                "-y",
                "30",
                command,
            ])
            .status()
            .map(|s| s.success())
            .unwrap_or(false);
        ok.then_some(Tmux { socket })
    }

    fn keys(&self, keys: &[&str]) {
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

    fn screen(&self) -> String {
        sleep(Duration::from_millis(300));
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
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
        eprintln!("skipped: tmux is not installed here (apt-get install tmux)");
        return;
    };
    sleep(Duration::from_millis(800));
    let first = tmux.screen();
    assert!(first.contains("Move or command:"), "{first}");
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
    sleep(Duration::from_millis(400));

    let spoken = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = spoken.lines().collect();
    for want in [
        "public\tcut\tBauer Eva vier",
        "earcon\tMoveDone",
        "private\tcut\tWhite completed move 1. Black to move.",
        "public\tcut\tBauer Eva fünf",
        "private\tcut\tGustav eins: weißer Springer",
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
