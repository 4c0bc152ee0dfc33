//! The Windows build under Wine (issue 14): `make test` cross-builds
//! annabella.exe (x86_64-pc-windows-gnu, mingw-w64) and runs this with
//! `ANNABELLA_WINDOWS_EXE` (the program) and `ANNABELLA_WINE_DLLS` (a folder
//! with the stand-in `bcryptprimitives.dll` of tests/windows/, which Wine 8
//! lacks; see there). Without them (a plain `cargo test`) it says it is
//! skipped. Wine is given no sound card and there is no speech service, as on
//! a server, so the built-in voice asked for must fall back to text.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The program and the folder it runs in, with the stand-in DLL beside it.
struct Windows {
    dir: tempfile::TempDir,
    prefix: PathBuf,
    no_sound: PathBuf,
}

fn windows() -> Option<Windows> {
    let (Some(exe), Some(dlls)) = (
        std::env::var_os("ANNABELLA_WINDOWS_EXE"),
        std::env::var_os("ANNABELLA_WINE_DLLS"),
    ) else {
        crate::integration::common::without_rig(
            "no Windows build given (make test sets ANNABELLA_WINDOWS_EXE and ANNABELLA_WINE_DLLS)",
        );
        return None;
    };
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(&exe, dir.path().join("annabella.exe")).expect("the Windows build is there");
    std::fs::copy(
        Path::new(&dlls).join("bcryptprimitives.dll"),
        dir.path().join("bcryptprimitives.dll"),
    )
    .expect("the stand-in DLL is there");
    // One prefix for all runs (making one takes seconds), beside the DLLs.
    let prefix = Path::new(&dlls).join("prefix");
    let no_sound = dir.path().join("no-sound.conf");
    std::fs::write(&no_sound, "").unwrap();
    Some(Windows {
        dir,
        prefix,
        no_sound,
    })
}

impl Windows {
    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new("wine");
        command
            .arg("annabella.exe")
            .args(args)
            .current_dir(self.dir.path())
            .env("WINEPREFIX", &self.prefix)
            .env("WINEDEBUG", "-all")
            // No sound card whatever the host has: Wine's ALSA driver gets an
            // empty configuration and its PulseAudio driver is off. (With
            // no driver at all, Wine 8 offers a device that plays into
            // nothing, which no Windows does.)
            .env("ALSA_CONFIG_PATH", &self.no_sound)
            .env("WINEDLLOVERRIDES", "winepulse.drv=d;mscoree=d;mshtml=d")
            .env_remove("DISPLAY")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    /// Runs annabella.exe with `args` and `input`: (stdout, stderr, success).
    fn run(&self, args: &[&str], input: &str) -> (String, String, bool) {
        let mut child = self
            .command(args)
            .spawn()
            .expect("wine runs (apt-get install wine64)");
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        (
            String::from_utf8(out.stdout).expect("UTF-8 on standard output"),
            // Wine's own lines (a missing 32-bit Wine) are not the program's.
            String::from_utf8_lossy(&out.stderr)
                .lines()
                .filter(|l| {
                    !l.contains("wine32")
                        && !l.contains("multiarch")
                        && !l.contains("execute \"dpkg")
                })
                .collect::<Vec<_>>()
                .join("\n"),
            out.status.success(),
        )
    }
}

/// Windows input: every line ends in CR LF.
fn typed(commands: &[&str]) -> String {
    commands.iter().map(|c| format!("{c}\r\n")).collect()
}

#[test]
fn the_windows_build_says_plays_saves_resumes_and_exports_under_wine() {
    let Some(win) = windows() else { return };

    // say: the words of the Linux build, in UTF-8 ("Cæsar", "løper").
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6"];
    let mut args = vec!["say", "--voice", "nb"];
    args.extend(moves);
    let (out, err, ok) = win.run(&args, "");
    assert!(ok, "{err}");
    let linux = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(&args)
        .output()
        .unwrap();
    assert_eq!(out, String::from_utf8(linux.stdout).unwrap());
    assert!(
        out.lines().any(|l| l == "bonde David slår Cæsar seks"),
        "{out}"
    );

    // The built-in voice asked for, with no sound card and no speech
    // service: text, and it says so.
    let (out, err, ok) = win.run(&["say", "--speech", "clips", "--lang", "en", "e4"], "");
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "Bauer Eva vier");
    assert!(err.contains("printed lines only"), "stderr: {err:?}");

    // The screen reader asked for where none runs: text, and it says so.
    let (out, err, ok) = win.run(&["say", "--speech", "reader", "--lang", "en", "e4"], "");
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "Bauer Eva vier");
    assert!(err.contains("printed lines only"), "stderr: {err:?}");

    // A scripted game in line mode, typed with Windows line ends.
    let game = ["play", "--lang", "en", "--game", "round1.annabella"];
    let mut new = game.to_vec();
    new.extend(["--control", "90+30"]);
    let (out, err, ok) = win.run(&new, &typed(&["e4", "press", "e5", "press", "quit"]));
    assert!(ok, "{err}");
    for line in [
        "New game. White plays on the peg board.",
        "Bauer Eva vier",
        "White completed move 1. Black to move.",
        "Bauer Eva fünf",
        "Black completed move 1. White to move.",
    ] {
        assert!(out.lines().any(|l| l == line), "no \"{line}\" in:\n{out}");
    }
    assert!(win.dir.path().join("round1.annabella").exists());

    // Resumed by a second run: the moves are there and play goes on.
    let (out, err, ok) = win.run(&game, &typed(&["Nf3", "press", "quit"]));
    assert!(ok, "{err}");
    assert!(
        out.contains("Game resumed at move 2. White to move."),
        "{out}"
    );
    assert!(out.lines().any(|l| l == "Springer Felix drei"), "{out}");

    // Exported as PGN by Windows, and the same file read by Linux gives the same moves.
    let (_, err, ok) = win.run(
        &[
            "export",
            "--game",
            "round1.annabella",
            "--pgn",
            "--out",
            "round1.pgn",
        ],
        "",
    );
    assert!(ok, "{err}");
    let pgn = std::fs::read_to_string(win.dir.path().join("round1.pgn")).unwrap();
    assert!(pgn.contains("[TimeControl \"5400+30\"]"), "{pgn}");
    // The movetext's words: tag lines (whose values hold spaces) left out.
    let moves = |pgn: &str| -> Vec<String> {
        pgn.lines()
            .filter(|line| !line.starts_with('['))
            .flat_map(str::split_whitespace)
            .filter(|w| {
                !w.starts_with('[') && !w.starts_with('{') && !w.ends_with('}') && !w.ends_with(']')
            })
            .map(str::to_string)
            .collect()
    };
    assert_eq!(moves(&pgn), ["1.", "e4", "e5", "2.", "Nf3", "*"], "{pgn}");
    let linux = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["export", "--pgn", "--game"])
        .arg(win.dir.path().join("round1.annabella"))
        .output()
        .unwrap();
    assert!(linux.status.success());
    assert_eq!(
        moves(&String::from_utf8(linux.stdout).unwrap()),
        moves(&pgn)
    );
}

/// The program starts on a Windows that has only its own DLLs: mingw's C++
/// and thread libraries (Tolk is C++) are linked in, not needed beside it.
#[test]
fn the_windows_build_needs_no_dll_of_the_compiler() {
    let Some(win) = windows() else { return };
    let out = Command::new("x86_64-w64-mingw32-objdump")
        .arg("-p")
        .arg(win.dir.path().join("annabella.exe"))
        .output()
        .expect("objdump of mingw-w64 runs");
    let imports: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.trim().strip_prefix("DLL Name: "))
        .map(str::to_lowercase)
        .collect();
    assert!(imports.iter().any(|d| d == "kernel32.dll"), "{imports:?}");
    let foreign: Vec<&String> = imports
        .iter()
        .filter(|d| {
            d.starts_with("lib")
                || d.contains("stdc++")
                || d.contains("pthread")
                || d.contains("gcc")
        })
        .collect();
    assert!(foreign.is_empty(), "{foreign:?} would have to be shipped");
}

/// Replay and `play --pgn` in the Windows build: a Latin-1 file (what
/// Windows programs write) and a file of many games, typed with Windows line
/// ends, read out word for word as the Linux build reads them.
#[test]
fn the_windows_build_replays_and_takes_over_pgn_games_under_wine() {
    let Some(win) = windows() else { return };
    for name in ["club-latin1.pgn", "classics.pgn"] {
        std::fs::copy(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/integration/pgn")
                .join(name),
            win.dir.path().join(name),
        )
        .unwrap();
    }
    let commands = [
        "games klub",
        "game 1",
        "next 4",
        "comment",
        "board",
        "game 4",
        "result",
        "quit",
    ];
    let args = [
        "replay",
        "--line",
        "--lang",
        "da",
        "--speech",
        "text",
        "club-latin1.pgn",
    ];
    let (out, err, ok) = win.run(&args, &typed(&commands));
    assert!(ok, "{err}");
    // The Linux build on the same file (its path appears in no answer).
    let path = win.dir.path().join("club-latin1.pgn");
    let mut on_linux = args.to_vec();
    *on_linux.last_mut().unwrap() = path.to_str().unwrap();
    let (same, _, _) = crate::integration::common::run_input(
        &on_linux,
        &commands.map(|c| format!("{c}\n")).concat(),
    );
    assert_eq!(out, same);
    for line in [
        "2 af filens 4 partier indeholder \"klub\":",
        "1: Jørgen Højgaard mod Åse Müller, 1/2-1/2, 2024.03.14, Klubmesterskab, 8 træk.",
        "Najdorf følger",
    ] {
        assert!(out.lines().any(|l| l == line), "no \"{line}\" in:\n{out}");
    }

    // Taken over from the Latin-1 file: the names as written, the file's
    // result said, and the game goes on.
    let (out, err, ok) = win.run(
        &[
            "play",
            "--lang",
            "en",
            "--pgn",
            "club-latin1.pgn",
            "--game-number",
            "1",
            "--game",
            "taken.annabella",
        ],
        &typed(&["Be3", "press", "quit"]),
    );
    assert!(ok, "{err}");
    for line in [
        "New game. White: Jørgen Højgaard. Black: Åse Müller.",
        "The file gives the result 1/2-1/2 (a draw), but the position is not over: play goes on from it.",
        "Läufer Eva drei",
    ] {
        // A long answer is cut into lines as line mode cuts it.
        assert!(
            crate::integration::common::has_printed(
                &out.lines().map(String::from).collect::<Vec<_>>(),
                line
            ),
            "no \"{line}\" in:\n{out}"
        );
    }
}

/// Issue 35: on Windows `--braille` sends the full screen's lines to the
/// running screen reader's braille display through Tolk. The reader is a
/// stand-in of System Access's API (tests/windows/saapi.c) beside the
/// program, which writes what it is shown to reader.log; the full screen
/// runs under Wine in tmux.
#[test]
fn the_full_screen_shows_its_lines_on_the_screen_readers_braille_display_under_wine() {
    let Some(w) = windows() else { return };
    let dlls = w.prefix.parent().unwrap();
    std::fs::copy(dlls.join("SAAPI64.dll"), w.dir.path().join("SAAPI64.dll"))
        .expect("the stand-in reader is there (make windows builds it)");
    let command = format!(
        "cd {} && env -u DISPLAY WINEPREFIX={} WINEDEBUG=-all ALSA_CONFIG_PATH={} \
         WINEDLLOVERRIDES='winepulse.drv=d;mscoree=d;mshtml=d' \
         wine annabella.exe play --tui --braille --speech text --lang en --manual-clock \
         --game g.annabella",
        w.dir.path().display(),
        w.prefix.display(),
        w.no_sound.display(),
    );
    let Some(tmux) = crate::integration::front::tui_tmux::Tmux::start(&command) else {
        crate::integration::common::without_rig(
            "tmux is not installed here (apt-get install tmux)",
        );
        return;
    };
    let log = w.dir.path().join("reader.log");
    let shown = |line: &str| {
        let start = std::time::Instant::now();
        loop {
            let text = std::fs::read_to_string(&log).unwrap_or_default();
            if text.lines().any(|l| l == format!("braille\t{line}")) {
                return;
            }
            assert!(
                start.elapsed() < std::time::Duration::from_secs(60),
                "{line:?} not on the reader's display; it showed:\n{text}"
            );
            std::thread::sleep(std::time::Duration::from_millis(200));
        }
    };
    shown(
        "Braille goes to System Access: the screen reader shows the full screen's lines on its display.",
    );
    // A move typed: the input line while it is typed, then the announcement.
    tmux.keys(&["e4"]);
    shown("e4");
    tmux.keys(&["Enter"]);
    shown("Bauer Eva vier");
    tmux.keys(&["F2"]);
    shown("White completed move 1. Black to move.");
    tmux.keys(&["C-q"]);
    tmux.closed();
    // Nothing else of the screen reader was asked for: speech is text here.
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(text.lines().all(|l| l.starts_with("braille\t")), "{text}");
}
