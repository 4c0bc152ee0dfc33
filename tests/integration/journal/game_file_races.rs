//! Another program on the game file (issue 29): two starts at once, a
//! program held between its checks and its writes, and the file cut,
//! written into, moved or replaced under a running game. Never two
//! acknowledged games in one file; never an acknowledged event in a file
//! nobody can find; nothing at the path ever removed.

use std::path::{Path, PathBuf};
use std::process::{Child, Output, Stdio};
use std::time::{Duration, Instant};

use crate::integration::common::{command, export_pgn, fed};

/// `play --game PATH` as player `white`, fed `commands`, started (not waited for).
fn start(path: &Path, white: &str, commands: &str, hold: Option<(&str, &Path)>) -> Child {
    let mut c = command();
    c.args([
        "play",
        "--game",
        path.to_str().unwrap(),
        "--line",
        "--lang",
        "en",
    ])
    .args(["--manual-clock", "--white", white]);
    if let Some((point, flag)) = hold {
        c.env("ANNABELLA_TEST_HOLD", point)
            .env("ANNABELLA_TEST_HOLD_FILE", flag);
    }
    fed(&mut c, commands)
}

/// `start`, held at `point` until `release` is given the flag it returns;
/// it returns once the program is there.
fn start_held(dir: &Path, path: &Path, commands: &str, point: &str) -> (Child, PathBuf) {
    let flag = dir.join("hold");
    std::fs::write(&flag, "").unwrap();
    let child = start(path, "Anna", commands, Some((point, &flag)));
    let held = dir.join("hold.held");
    until(|| held.exists());
    (child, flag)
}

/// Lets a program held by `start_held` go on.
fn release(flag: &Path) {
    std::fs::remove_file(flag).unwrap();
}

fn finish(child: Child) -> (String, String, bool) {
    let Output {
        stdout,
        stderr,
        status,
    } = child.wait_with_output().unwrap();
    (
        String::from_utf8(stdout).unwrap(),
        String::from_utf8(stderr).unwrap(),
        status.success(),
    )
}

/// Waits until `what` holds (ten seconds at most).
fn until(what: impl Fn() -> bool) {
    let started = Instant::now();
    while !what() {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "waited in vain"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The White tag and the moves of the game in a file, as export reads it.
fn game_in(path: &Path) -> (String, String) {
    let pgn = export_pgn(path);
    let white = pgn
        .lines()
        .find_map(|l| l.strip_prefix("[White \""))
        .map(|w| w.trim_end_matches("\"]").to_string())
        .unwrap_or_default();
    // The moves without their clock comments.
    let text: Vec<&str> = pgn.lines().filter(|l| !l.starts_with('[')).collect();
    let mut moves = String::new();
    let mut depth = 0;
    for c in text.join(" ").chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => moves.push(c),
            _ => {}
        }
    }
    let moves = moves.split_whitespace().collect::<Vec<_>>().join(" ");
    (white, moves)
}

const NEW_GAME: &str = "New game. White: ";
/// White's move, announced and completed: acknowledged.
const E4_DONE: &str = "White completed move 1.";

/// Two programs started together on a file that is not there yet, many
/// times: at most one starts a game, and the file holds that one's game
/// with every move it acknowledged. The other is refused (or goes on with
/// the first one's game, if it came after it).
#[test]
fn two_starts_at_once_never_lose_a_game() {
    let dir = tempfile::tempdir().unwrap();
    for run in 0..40 {
        let path = dir.path().join(format!("race{run}.annabella"));
        let a = start(&path, "Anna", "e4\npress\nquit\n", None);
        let b = start(&path, "Bodil", "e4\npress\nquit\n", None);
        let outs = [finish(a), finish(b)];
        let started: Vec<&str> = ["Anna", "Bodil"]
            .into_iter()
            .zip(&outs)
            .filter(|(_, (out, _, _))| out.contains(NEW_GAME))
            .map(|(name, _)| name)
            .collect();
        assert_eq!(started.len(), 1, "run {run}: {outs:#?}");
        let (white, moves) = game_in(&path);
        assert_eq!(white, started[0], "run {run}: the file holds another game");
        let acknowledged = outs
            .iter()
            .filter(|(out, _, _)| out.contains(E4_DONE))
            .count();
        assert!(
            acknowledged >= 1 && moves.starts_with("1. e4"),
            "run {run}: {moves}"
        );
        for (out, err, ok) in &outs {
            if !out.contains(NEW_GAME) && !ok {
                assert!(
                    err.contains("open in another program") || err.contains("at the same moment"),
                    "run {run}: refused without saying why: {err}"
                );
            }
        }
    }
}

/// The first program has made the file but not yet locked it when the
/// second starts, plays a game to its end and quits: the first then finds
/// a game there, starts none, and removes nothing.
#[test]
fn a_start_held_before_its_lock_finds_the_other_game_and_leaves_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("held.annabella");
    let (first, flag) = start_held(dir.path(), &path, "e4\npress\nquit\n", "created");
    let (out, _, ok) = finish(start(&path, "Bodil", "d4\npress\nd5\npress\nquit\n", None));
    assert!(
        ok && out.contains(NEW_GAME) && out.contains("Black completed move 1."),
        "{out}"
    );
    release(&flag);
    let (out, err, ok) = finish(first);
    assert!(!ok && !out.contains(NEW_GAME), "{out}");
    assert!(err.contains("at the same moment"), "{err}");
    assert_eq!(game_in(&path), ("Bodil".into(), "1. d4 d5 *".into()));
}

/// While one program holds the file, a second start is refused and the
/// file is left as it is, whatever it holds.
#[test]
fn a_start_on_a_file_in_use_is_refused_and_removes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("busy.annabella");
    // Held after its first move is typed, the lock held, the file written.
    let (first, flag) = start_held(dir.path(), &path, "e4\npress\nquit\n", "append");
    let before = std::fs::read(&path).unwrap();
    let (_, err, ok) = finish(start(&path, "Bodil", "d4\nquit\n", None));
    assert!(!ok && err.contains("open in another program"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    release(&flag);
    let (out, _, ok) = finish(first);
    assert!(ok && out.contains(E4_DONE), "{out}");
}

/// A game of two completed moves at `path`, then a second program resumes
/// it held before its first append, and `change` is done to the file.
fn changed_under_a_running_game(
    dir: &Path,
    point: &str,
    change: impl FnOnce(&Path),
) -> (PathBuf, String) {
    let path = dir.join("game.annabella");
    let (out, _, ok) = finish(start(&path, "Anna", "e4\npress\ne5\npress\nquit\n", None));
    assert!(ok, "{out}");
    // Resumed and waiting at its first append.
    let (running, flag) = start_held(dir, &path, "Nf3\npress\nNf3\nquit\n", point);
    change(&path);
    release(&flag);
    let (out, err, ok) = finish(running);
    assert!(ok, "{out}\n{err}");
    (path, out)
}

/// Nf3 was refused, said so once in full and then again in short; the game
/// as recorded (two moves) is where the program says, and resumes there.
fn assert_stopped_and_saved(out: &str, saved: &Path) {
    assert!(out.contains("was changed by another program"), "{out}");
    assert!(out.contains("this last entry is not in the game"), "{out}");
    assert!(
        out.contains(&format!("annabella play --game {}", saved.display())),
        "{out}"
    );
    assert!(!out.contains("White completed move 2."), "{out}");
    // Said again in short for each entry after it (found at the entry's
    // append, or by the look before the command), and at the end.
    assert!(
        out.contains("Not recorded: the game file was changed"),
        "{out}"
    );
    assert!(
        out.contains("Nothing is recorded any more: the game file was changed"),
        "{out}"
    );
    assert_eq!(game_in(saved).1, "1. e4 e5 *");
}

#[test]
fn a_file_cut_under_a_running_game_is_saved_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut cut_to = 0;
    let (path, out) = changed_under_a_running_game(dir.path(), "append", |path| {
        let len = std::fs::metadata(path).unwrap().len();
        cut_to = len - 7;
        std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .unwrap()
            .set_len(cut_to)
            .unwrap();
    });
    assert!(out.contains("it was cut short"), "{out}");
    let saved = path.with_extension("annabella.saved");
    assert_stopped_and_saved(&out, &saved);
    assert_eq!(
        std::fs::metadata(&path).unwrap().len(),
        cut_to,
        "written after the cut"
    );
    // Resumed at its name, the cut file holds less than the save: refused,
    // pointing to it, since going on there would lose a move.
    let (_, err, ok) = finish(start(&path, "Anna", "quit\n", None));
    assert!(
        !ok && crate::integration::common::flat(&err)
            .contains(&format!("holds less of the game than {}", saved.display())),
        "{err}"
    );
}

#[cfg(unix)]
#[test]
fn a_file_moved_away_under_a_running_game_is_saved_back_at_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let moved = dir.path().join("synced.annabella");
    let (path, out) = changed_under_a_running_game(dir.path(), "append", |path| {
        std::fs::rename(path, &moved).unwrap();
    });
    assert!(out.contains("it was moved away or removed"), "{out}");
    #[cfg(target_os = "linux")]
    assert!(
        out.contains(&format!("It is now at {}", moved.display())),
        "{out}"
    );
    assert!(out.contains("is back at"), "{out}");
    assert_stopped_and_saved(&out, &path);
    // The moved file got nothing after it was moved.
    assert_eq!(game_in(&moved).1, "1. e4 e5 *");
}

/// Moved away between the program's check and its write: the move went to
/// the moved file, so it is not acknowledged, and the game saved back at
/// the name is the one acknowledged.
#[cfg(unix)]
#[test]
fn a_file_moved_between_check_and_write_acknowledges_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let moved = dir.path().join("synced.annabella");
    let (path, out) = changed_under_a_running_game(dir.path(), "checked", |path| {
        std::fs::rename(path, &moved).unwrap();
    });
    assert_stopped_and_saved(&out, &path);
    assert!(!out.contains("Springer Felix drei"), "Nf3 announced: {out}");
}

#[cfg(unix)]
#[test]
fn a_file_replaced_under_a_running_game_is_left_as_the_other_program_wrote_it() {
    let dir = tempfile::tempdir().unwrap();
    let (path, out) = changed_under_a_running_game(dir.path(), "append", |path| {
        let temp = path.with_extension("tmp");
        std::fs::write(&temp, "an editor's text\n").unwrap();
        std::fs::rename(&temp, path).unwrap();
    });
    assert!(out.contains("another file now stands at its name"), "{out}");
    assert_stopped_and_saved(&out, &path.with_extension("annabella.saved"));
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "an editor's text\n"
    );
}

/// A game driven a line at a time: what it printed so far can be waited for.
struct Driven {
    child: Child,
    stdin: std::process::ChildStdin,
    said: std::sync::Arc<std::sync::Mutex<String>>,
}

impl Driven {
    fn start(path: &Path, lang: &str) -> Driven {
        let mut child = command()
            .args([
                "play",
                "--game",
                path.to_str().unwrap(),
                "--line",
                "--lang",
                lang,
            ])
            .arg("--manual-clock")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let mut out = child.stdout.take().unwrap();
        let said = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let into = said.clone();
        std::thread::spawn(move || {
            use std::io::Read;
            let mut buf = [0; 4096];
            while let Ok(n) = out.read(&mut buf) {
                if n == 0 {
                    break;
                }
                into.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        Driven { child, stdin, said }
    }

    /// Types `lines` and waits until the output holds `text`.
    fn type_until(&mut self, lines: &str, text: &str) {
        use std::io::Write;
        self.stdin.write_all(lines.as_bytes()).unwrap();
        until(|| self.said.lock().unwrap().contains(text));
    }

    fn finish(mut self, lines: &str) -> String {
        use std::io::Write;
        self.stdin.write_all(lines.as_bytes()).unwrap();
        drop(self.stdin);
        assert!(self.child.wait().unwrap().success());
        // The reader has the rest once the program has ended.
        until(|| Arc::strong_count(&self.said) == 1);
        self.said.lock().unwrap().clone()
    }
}

use std::sync::Arc;

/// Removed, moved away, cut to nothing or written over in place while
/// nothing more is entered: the next command (or the end of the input)
/// finds it, says it, and saves the game; resumed, the game is all there.
#[cfg(unix)]
#[test]
fn a_change_with_nothing_entered_after_it_is_found_before_the_end() {
    type Change = fn(&Path);
    let changes: [(&str, Change, &str); 4] = [
        ("removed", |p| std::fs::remove_file(p).unwrap(), ""),
        (
            "moved",
            |p| std::fs::rename(p, p.with_extension("away")).unwrap(),
            "",
        ),
        ("emptied", |p| std::fs::write(p, "").unwrap(), ".saved"),
        (
            "overwritten",
            |p| {
                let mut bytes = std::fs::read(p).unwrap();
                let at = bytes.len() - 3;
                bytes[at] ^= 1;
                std::fs::write(p, bytes).unwrap();
            },
            ".saved",
        ),
    ];
    for (how, change, suffix) in changes {
        for ending in ["status\nquit\n", ""] {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("g.annabella");
            let mut game = Driven::start(&path, "en");
            game.type_until("e4\npress\ne5\npress\n", "Black completed move 1.");
            change(&path);
            let out = game.finish(ending);
            assert!(
                out.contains("was changed by another program"),
                "{how}: {out}"
            );
            let saved = PathBuf::from(format!("{}{suffix}", path.display()));
            assert!(
                out.contains(&format!("annabella play --game {}", saved.display())),
                "{how}: {out}"
            );
            assert_eq!(game_in(&saved).1, "1. e4 e5 *", "{how}");
            // Played again at its name: never a new game without a word.
            let (out, err, _) = finish(start(&path, "Anna", "quit\n", None));
            assert!(!out.contains(NEW_GAME), "{how}: {out}");
            if suffix.is_empty() {
                assert!(out.contains("Game resumed at move 2"), "{how}: {out}");
            } else {
                assert!(
                    format!("{out}{err}").contains(&saved.display().to_string()),
                    "{how}: {out}{err}"
                );
            }
        }
    }
}

/// In line mode with the clock standing still, a change is found within
/// about a second with nothing entered.
#[cfg(unix)]
#[test]
fn a_change_is_found_while_nothing_is_typed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.annabella");
    let mut game = Driven::start(&path, "en");
    game.type_until("e4\npress\n", "White completed move 1.");
    std::fs::remove_file(&path).unwrap();
    game.type_until("", "was changed by another program");
    let out = game.finish("quit\n");
    assert_eq!(game_in(&path).1, "1. e4 *", "{out}");
}

/// A save beside the file never goes over an older one, and what is said
/// afterwards names the newest.
#[cfg(unix)]
#[test]
fn the_newest_save_is_the_one_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.annabella");
    let mut game = Driven::start(&path, "en");
    game.type_until("e4\npress\n", "White completed move 1.");
    let older = PathBuf::from(format!("{}.saved", path.display()));
    std::fs::copy(&path, &older).unwrap();
    game.type_until("e5\npress\n", "Black completed move 1.");
    std::fs::write(&path, "").unwrap();
    let out = game.finish("quit\n");
    let newest = PathBuf::from(format!("{}.saved-2", path.display()));
    assert!(out.contains(&newest.display().to_string()), "{out}");
    assert_eq!(
        game_in(&older).1,
        "1. e4 *",
        "the older save is left as it was"
    );
    let (_, err, ok) = finish(start(&path, "Anna", "quit\n", None));
    assert!(
        !ok && crate::integration::common::flat(&err)
            .contains(&format!("holds no game, but {}", newest.display())),
        "{err}"
    );
}
