//! The game file when the world around it fails: the disk fills in the
//! middle of a game, a second program opens the same game (issue 11, points
//! 1 and 2).

use crate::integration::common;

use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

use common::{command, lines, play, run, run_input};

/// Moves enough for a game file of several kilobytes: knights out and back.
fn shuffle(rounds: usize) -> Vec<&'static str> {
    let mut moves = vec!["e4", "press", "e5", "press"];
    for _ in 0..rounds {
        moves.extend([
            "Nf3", "press", "Nc6", "press", "Ng1", "press", "Nb8", "press",
        ]);
    }
    moves
}

/// The game file may grow only to `limit` bytes (RLIMIT_FSIZE, which any
/// user may set, as a full disk): moves are acknowledged while it fits,
/// then refused as not saved, and the file holds exactly the acknowledged
/// ones: it resumes where the last acknowledged move left it, without repair.
#[test]
fn a_full_disk_loses_no_acknowledged_move_and_leaves_no_fragment() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("full.annabella");
    play(&path, &["--manual-clock", "--lang", "en"], &[]);
    let start = std::fs::metadata(&path).unwrap().len();
    let limit = start + 2500;
    let moves = shuffle(10);
    let mut child = command();
    child.args(["play", "--game", path.to_str().unwrap()]);
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        child.pre_exec(move || {
            let rl = libc::rlimit {
                rlim_cur: limit,
                rlim_max: limit,
            };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &rl) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            // A write past the limit then fails with EFBIG instead of a signal.
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            Ok(())
        });
    }
    let out = child
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = common::input_of(&moves);
    let mut stdin = out.stdin.as_ref().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    let out = out.wait_with_output().unwrap();
    let said: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(out.status.code(), Some(0), "{said:#?}");

    let completed: Vec<&String> = said
        .iter()
        .filter(|l| l.contains(" completed move "))
        .collect();
    let refused = said
        .iter()
        .position(|l| l.starts_with("Not saved: the file may not grow any further"))
        .unwrap_or_else(|| panic!("no refusal: {said:#?}"));
    assert!(completed.len() >= 4, "{said:#?}");
    // The refusal says what is lost and what to do.
    assert_eq!(
        said[refused..refused + 2],
        lines(&[
            "Not saved: the file may not grow any further (a file size limit). \
             Nothing of it is in the game, and the game file is as it was. \
             Move the game file where it may grow, then enter it again."
        ])[..2]
    );
    assert!(std::fs::metadata(&path).unwrap().len() <= limit);

    // Resumed without the limit: no repair, and the last acknowledged move is the last move.
    let last = completed.last().unwrap();
    let got = play(&path, &[], &["sheet", "status"]);
    assert!(!got.iter().any(|l| l.contains("damaged")), "{got:#?}");
    assert!(
        got[0].starts_with("Game resumed at move"),
        "{got:#?}\nafter {last}"
    );
    let sheet_plies: usize = got
        .iter()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(|l| l.split(' ').count() - 1)
        .sum();
    assert_eq!(sheet_plies, completed.len(), "{got:#?}");
    let mut copy = path.as_os_str().to_owned();
    copy.push(".damaged");
    assert!(!Path::new(&copy).exists());

    // And the game goes on.
    let got = play(&path, &[], &["a3", "press"]);
    assert!(
        got.iter().any(|l| l.contains(" completed move ")),
        "{got:#?}"
    );
}

/// The same on a real file system that fills: a 64 KiB tmpfs, mounted in a
/// private mount namespace (`unshare`, which needs no root where user
/// namespaces are allowed). A second file fills the disk in the middle of the
/// game; moves are refused as not saved; the file is deleted while the same
/// program runs, the refused command entered again is saved, and the game
/// resumes with every acknowledged move. Where no namespace can be made, the
/// file-size limit above is the test, and this one says it was skipped.
#[test]
fn a_full_tmpfs_freed_while_the_game_runs_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mount = dir.path().join("small");
    std::fs::create_dir(&mount).unwrap();
    let mount_here = "mount -t tmpfs -o size=64k annabella \"$1\"";
    let can = std::process::Command::new("unshare")
        .args(["-rm", "sh", "-c", mount_here, "sh"])
        .arg(&mount)
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !can {
        common::without_rig("no mount namespace here (the file-size limit test covers this)");
        return;
    }
    let mut unshared = std::process::Command::new("unshare");
    unshared.args([
        "-rm",
        "sh",
        "-c",
        &format!(
            "{mount_here} && exec \"$2\" play --manual-clock --lang en --game \"$1/g.annabella\""
        ),
        "sh",
    ])
    .arg(&mount)
    .arg(env!("CARGO_BIN_EXE_annabella"))
    .env_remove("ANNABELLA_VOICES");
    let mut game = Running::spawn(unshared);
    // The tmpfs as the game sees it (the sh has become annabella).
    let inside = Path::new("/proc")
        .join(game.child.id().to_string())
        .join("root")
        .join(mount.strip_prefix("/").unwrap());
    let mut acknowledged = 0;
    for command in ["e4", "press", "e5", "press"] {
        acknowledged += usize::from(send_counting(&mut game, command));
    }
    // Fill the disk.
    let filler = inside.join("filler");
    {
        let mut file = std::fs::File::create(&filler).unwrap();
        let block = [0u8; 4096];
        while file.write_all(&block).is_ok() {}
    }
    // Clock events until the game file's last block is full too: each is
    // an event on disk, and none changes the position (moves would repeat it).
    let mut added = 0;
    let refusal = loop {
        // addtime is a proposal: its answer records it.
        let got = exchange(&mut game, "addtime white 1s");
        if got[0].starts_with("Not saved") {
            break got;
        }
        let got = exchange(&mut game, "yes");
        if got[0].starts_with("Not saved") {
            break got;
        }
        assert!(got[0].contains("added to White's clock"), "{got:#?}");
        added += 1;
        assert!(added < 1000, "the disk never filled");
    };
    assert_eq!(
        refusal[..2],
        lines(&[
            "Not saved: the disk is full. Nothing of it is in the game, and the game file is \
             as it was. Free space, then enter it again."
        ])[..2]
    );
    // Space back, in the same program: the refused command goes in now.
    std::fs::remove_file(&filler).unwrap();
    // The proposal may have gone in before its answer did not: answered
    // no first, it is proposed and answered again.
    exchange(&mut game, "no");
    exchange(&mut game, "addtime white 1s");
    let got = exchange(&mut game, "yes");
    assert!(got[0].contains("added to White's clock"), "{got:#?}");
    for command in ["Nf3", "press", "Nc6", "press"] {
        acknowledged += usize::from(send_counting(&mut game, command));
    }
    let clocks = exchange(&mut game, "sheet");
    let clocks = &clocks[clocks.len() - 2..];
    // Every acknowledged second is on White's clock: 1:30 + two increments + added.
    let left = 91 * 60 + added + 1;
    let (m, s) = (left / 60 - 60, left % 60);
    let said = match s {
        0 => format!("1 hour {m} minutes left"),
        1 => format!("1 hour {m} minutes 1 second left"),
        _ => format!("1 hour {m} minutes {s} seconds left"),
    };
    assert!(
        clocks[0].ends_with(&format!("{said}.")),
        "{said}: {clocks:#?}"
    );
    let copy = dir.path().join("copy.annabella");
    std::fs::copy(inside.join("g.annabella"), &copy).unwrap();
    game.quit();

    // The copy resumes exactly where the game stood.
    let got = play(&copy, &[], &["sheet", "time"]);
    assert!(!got.iter().any(|l| l.contains("damaged")), "{got:#?}");
    let plies: usize = got
        .iter()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(|l| l.split(' ').count() - 1)
        .sum();
    assert_eq!(plies, acknowledged, "{got:#?}");
    assert_eq!(got[got.len() - 2..], *clocks, "{got:#?}");
}

/// Sends a command and reads its whole answer: `time`, sent after it, ends
/// with Black's line.
fn exchange(game: &mut Running, command: &str) -> Vec<String> {
    game.send(&format!("{command}\ntime"), "Black: ")
}

/// Sends a command that must be saved; true when it completed a move.
fn send_counting(game: &mut Running, command: &str) -> bool {
    let got = exchange(game, command);
    assert!(
        !got.iter().any(|l| l.starts_with("Not saved")),
        "{command}: {got:#?}"
    );
    got.iter().any(|l| l.contains(" completed move "))
}

/// A line-mode game running in a child process, driven a command at a time.
struct Running {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Running {
    fn start(path: &Path) -> Running {
        let mut play = command();
        play.args(["play", "--manual-clock", "--lang", "en", "--game"])
            .arg(path);
        Running::spawn(play)
    }

    fn spawn(mut command: std::process::Command) -> Running {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let mut running = Running {
            child,
            stdin,
            stdout,
        };
        running.until("Game file: ");
        running
    }

    /// Sends a command and reads up to the line starting with `until`.
    fn send(&mut self, command: &str, until: &str) -> Vec<String> {
        writeln!(self.stdin, "{command}").unwrap();
        self.until(until)
    }

    fn until(&mut self, until: &str) -> Vec<String> {
        let mut got = Vec::new();
        loop {
            let mut line = String::new();
            assert!(self.stdout.read_line(&mut line).unwrap() > 0, "{got:#?}");
            let line = line.trim_end().to_string();
            let done = line.starts_with(until);
            got.push(line);
            if done {
                return got;
            }
        }
    }

    fn quit(mut self) {
        self.send("quit", "To go on with it: ");
        self.child.wait().unwrap();
    }
}

/// While one program plays a game, a second one is refused with a sentence
/// naming the file, and writes nothing; an export may still read it. When
/// the first has quit, the game resumes.
#[test]
fn a_second_program_on_the_same_game_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("one.annabella");
    let mut first = Running::start(&path);
    first.send("e4", "Bauer Eva vier");
    first.send("press", "White completed move 1");
    let before = std::fs::read(&path).unwrap();

    let game = path.to_str().unwrap();
    let (stdout, stderr, code) =
        run_input(&["play", "--lang", "en", "--game", game], "e5\npress\n");
    assert_eq!(
        (code, stdout.as_str(), common::flat(&stderr)),
        (
            1,
            "",
            common::flat(&format!(
                "annabella: {game} is open in another program. \
                 Close the game there first; annabella export can still read it.\n"
            ))
        )
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
    let (sheet, _, code) = run(&["export", "--game", game, "--sheet"]);
    assert_eq!((code, sheet.as_str()), (0, "White: ?\nBlack: ?\n1. e4\n"));

    // The first goes on; then, closed, the game resumes elsewhere.
    first.send("e5", "Bauer Eva fünf");
    first.send("press", "Black completed move 1");
    first.quit();
    let got = play(&path, &[], &["sheet"]);
    assert_eq!(got.last().unwrap(), "1. e4 e5");
}

/// A line that is not UTF-8 text, and one of 100 kB, are each refused with
/// a sentence of their own; the game goes on with the next line.
#[test]
fn a_line_that_is_no_text_or_too_long_is_refused_and_play_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("input.annabella");
    let mut input = b"e4\npress\nk\xf8nig e1\n".to_vec();
    input.extend("Nf3 ".repeat(25_000).bytes());
    input.extend(b"\ne5\npress\nsheet\n");
    let mut child = command()
        .args(["play", "--manual-clock", "--lang", "en", "--game"])
        .arg(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(&input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let said: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let at = said.iter().position(|l| l == "Bauer Eva vier").unwrap();
    assert_eq!(
        said[at..],
        lines(&[
            "Bauer Eva vier",
            "White completed move 1. Black to move.",
            "That line is not text (not UTF-8), so it was not read. Type it again.",
            "That line is longer than 4096 bytes, so it was not read.",
            "Bauer Eva fünf",
            "Black completed move 1. White to move.",
            "1. e4 e5",
        ])
    );
}

/// Times beyond what a clock can hold (or where the arithmetic would wrap)
/// are refused with the range, and the clocks stay as they were; time is
/// not taken off with `addtime` (issue 11, points 5 and 6).
#[test]
fn times_out_of_range_are_refused_with_the_range() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("range.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "setclock white 2562047788015216h",
            "wait 9223372036854775807",
            "addtime white -5m",
            "time",
        ],
    );
    let at = got
        .iter()
        .position(|l| l.starts_with("setclock takes"))
        .unwrap();
    assert_eq!(
        got[at..],
        lines(&[
            "setclock takes a colour and the time the clock is to show, from 0 to 100 hours: \
             for example \"setclock white 1h2m3s\".",
            "wait takes a time up to 100 hours: for example \"wait 90s\".",
            "addtime takes a colour and the time to add, up to 100 hours \
             (to take time off, set the clock: setclock white 1h): for example \"addtime black 2m\".",
            "White: 0 moves completed, 0 seconds used, 1 hour 30 minutes left.",
            "Black: 0 moves completed, 0 seconds used, 1 hour 30 minutes left.",
        ])
    );
    // A control refused is a mistake in the command line (2).
    for (control, code) in [("2562047788015216h", 2), ("100h", 0)] {
        let other = dir.path().join(format!("{code}.annabella"));
        let (_, stderr, got) = run_input(
            &[
                "play",
                "--lang",
                "en",
                "--control",
                control,
                "--game",
                other.to_str().unwrap(),
            ],
            "quit\n",
        );
        assert_eq!(got, code, "{control}: {stderr}");
        if code == 2 {
            assert!(
                stderr.contains("each time at most 100 hours"),
                "{control}: {stderr}"
            );
        }
    }
}

/// Links planted at the names of the envelope's files and of the damaged
/// file's copy are never written through: the files they point to stay as
/// they were (issue 11, point 7).
#[test]
fn links_at_the_names_of_written_files_are_not_followed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("linked.annabella");
    let target = dir.path().join("precious.txt");
    std::fs::write(&target, "keep me").unwrap();
    let beside = |ext: &str| {
        let mut name = path.as_os_str().to_owned();
        name.push(ext);
        std::path::PathBuf::from(name)
    };
    for ext in [
        ".envelope.txt",
        ".envelope.brf",
        ".envelope-inside.txt",
        ".envelope-inside.brf",
        ".damaged",
    ] {
        std::os::unix::fs::symlink(&target, beside(ext)).unwrap();
    }
    play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &["e4", "press", "seal e5", "envelope 2026-11-24 10:00"],
    );
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
    let envelope = std::fs::read_to_string(beside(".envelope.txt")).unwrap();
    assert!(envelope.contains("Adjourned game"), "{envelope}");

    // A damaged tail: the copy goes beside the link, not through it.
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend(b"{\"event\":\"pre");
    std::fs::write(&path, &bytes).unwrap();
    let got = play(&path, &[], &[]);
    assert!(got.iter().any(|l| l.contains(".damaged-2")), "{got:#?}");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
    assert_eq!(std::fs::read(beside(".damaged-2")).unwrap(), bytes);
}

/// A game file asked for under a file, not a folder, is refused with a
/// sentence naming that file, not "File exists (os error 17)" (point 11).
#[test]
fn a_game_file_under_a_file_names_the_file_in_the_way() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("notes.txt");
    std::fs::write(&file, "round 3").unwrap();
    let game = file.join("round3").join("game.annabella");
    let (stdout, stderr, code) = run_input(
        &["play", "--lang", "en", "--game", game.to_str().unwrap()],
        "e4\n",
    );
    assert_eq!(
        (code, stdout.as_str(), common::flat(&stderr)),
        (
            1,
            "",
            common::flat(&format!(
                "annabella: {} is a file, not a folder: no game file can be made under it.\n",
                file.display()
            ))
        )
    );
}

/// Repairing a damaged file in a folder where nothing may be written names
/// the copy that could not be made, and leaves the game file as it was.
/// (Not as root, who may write anywhere.)
#[test]
fn a_repair_that_cannot_keep_its_copy_names_the_copy() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("ro");
    std::fs::create_dir(&folder).unwrap();
    let path = folder.join("game.annabella");
    play(&path, &["--manual-clock", "--lang", "en"], &["e4", "press"]);
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend(b"{\"event\":\"pre");
    std::fs::write(&path, &bytes).unwrap();
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o555)).unwrap();
    let args = ["play", "--lang", "en", "--game", path.to_str().unwrap()];
    // Root may write anywhere: as root the program runs as nobody, who may
    // write the game file but not the folder.
    // SAFETY: geteuid takes nothing, touches no memory and cannot fail.
    let root = unsafe { libc::geteuid() } == 0;
    let (stderr, code) = if root {
        let open = |p: &std::path::Path, mode| {
            std::fs::set_permissions(p, std::fs::Permissions::from_mode(mode)).unwrap()
        };
        open(dir.path(), 0o755);
        open(&path, 0o666);
        let out = std::process::Command::new("setpriv")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .env("HOME", dir.path())
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("XDG_DATA_HOME")
            .env_remove("ANNABELLA_VOICES")
            .stdin(std::process::Stdio::null())
            .output()
            .expect("setpriv runs (util-linux)");
        (
            String::from_utf8(out.stderr).unwrap(),
            out.status.code().unwrap(),
        )
    } else {
        let (_, stderr, code) = run_input(&args, "quit\n");
        (stderr, code)
    };
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(
        (code, common::flat(&stderr)),
        (
            1,
            common::flat(&format!(
                "annabella: {}.damaged: there is no permission to write there.\n",
                path.display()
            ))
        )
    );
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}
