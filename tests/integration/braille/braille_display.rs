//! The full screen on a braille display (`--braille`), end to end: a real
//! BRLTTY with its virtual display driver stands in for the hardware. The
//! test is the display: it tells BRLTTY its size, reads back every cell
//! annabella writes, and presses the display's keys (panning, routing, its
//! braille keyboard). BRLTTY and the display are stopped and started again
//! to test that annabella says so and reconnects.
//!
//! Skipped, saying so, where BRLTTY or tmux is not installed (the README's
//! test command installs both).

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::sleep;
use std::time::{Duration, Instant};

use crate::integration::common::{lou_unicode, without_rig};
use crate::integration::front::tui_tmux::Tmux;

/// The virtual display's width.
const CELLS: usize = 40;

/// A BRLTTY of the test's own: the virtual driver waits for the display on
/// a socket in the test's folder, BrlAPI listens on its own TCP port, with
/// no key; no screen driver, no speech.
struct Brltty {
    child: Child,
    dir: PathBuf,
    api: String,
}

impl Brltty {
    fn start(dir: &Path, api: &str) -> Option<Brltty> {
        let socket = dir.join("vr.sock");
        let _ = std::fs::remove_file(&socket);
        let _ = std::fs::remove_file(dir.join("brltty.pid"));
        let child = Command::new("brltty")
            .args([
                "-n",
                "-q",
                "-e",
                "-f",
                "/dev/null",
                "-x",
                "no",
                "-s",
                "no",
                "-b",
                "vr",
            ])
            .arg(format!("-P{}", dir.join("brltty.pid").display()))
            .arg(format!("-U{}", dir.display()))
            .arg(format!("-W{}", dir.display()))
            .arg(format!("-dserver:{}", socket.display()))
            .arg(format!("-Aauth=none,host={api}"))
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(dir.join("brltty.log")).ok()?)
            .spawn()
            .ok()?;
        Some(Brltty {
            child,
            dir: dir.to_path_buf(),
            api: api.to_string(),
        })
    }

    fn socket(&self) -> PathBuf {
        self.dir.join("vr.sock")
    }

    /// Killed, as a crash or a stopped service would leave it.
    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Brltty {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The virtual display: every line of cells BRLTTY sends it, as Unicode
/// braille.
struct Display {
    stream: UnixStream,
    shown: Arc<Mutex<Vec<String>>>,
}

impl Display {
    /// Connects (BRLTTY makes its socket once it runs: at most 10 s).
    fn connect(brltty: &Brltty) -> Display {
        let start = Instant::now();
        let stream = loop {
            match UnixStream::connect(brltty.socket()) {
                Ok(stream) => break stream,
                Err(e) if start.elapsed() > Duration::from_secs(10) => {
                    panic!("BRLTTY's virtual display socket: {e}")
                }
                Err(_) => sleep(Duration::from_millis(100)),
            }
        };
        let shown = Arc::new(Mutex::new(Vec::new()));
        let reader = BufReader::new(stream.try_clone().unwrap());
        let lines = shown.clone();
        std::thread::spawn(move || {
            for line in reader.lines() {
                let Ok(line) = line else { return };
                if let Some(cells) = line.strip_prefix("Braille ") {
                    lines.lock().unwrap().push(unicode(cells));
                }
            }
        });
        let display = Display { stream, shown };
        display.send(&format!("cells {CELLS}"));
        // Live once BRLTTY writes to it (its own first message), as a
        // display is before a program starts on it.
        let start = Instant::now();
        while display.shown.lock().unwrap().is_empty() {
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "BRLTTY never wrote to the display"
            );
            sleep(Duration::from_millis(50));
        }
        display
    }

    /// A command to BRLTTY, as a key of the display: one at a time, as
    /// keys are pressed (the virtual driver reads one command a read).
    fn send(&self, command: &str) {
        (&self.stream)
            .write_all(format!("{command}\n").as_bytes())
            .unwrap();
        sleep(Duration::from_millis(150));
    }

    /// What it shows now.
    fn now(&self) -> String {
        self.shown
            .lock()
            .unwrap()
            .last()
            .cloned()
            .unwrap_or_default()
    }

    /// Waits (at most 15 s) until it shows cells starting with `cells`.
    fn shows(&self, cells: &str) -> String {
        let start = Instant::now();
        loop {
            let now = self.now();
            if now.starts_with(cells) {
                return now;
            }
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "the display shows\n{now}\nnot\n{cells}"
            );
            sleep(Duration::from_millis(50));
        }
    }

    /// Presses a key, and what it shows once it changed (at most 2 s).
    fn after(&self, command: &str) -> String {
        let before = self.now();
        self.send(command);
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(2) {
            let now = self.now();
            if now != before {
                return now;
            }
            sleep(Duration::from_millis(50));
        }
        before
    }

    /// Unplugged: the virtual driver's "quit".
    fn unplug(self) {
        self.send("quit");
        let _ = self.stream.shutdown(std::net::Shutdown::Both);
    }
}

/// The virtual driver's dots ("1|12| |") as Unicode braille.
fn unicode(cells: &str) -> String {
    cells
        .trim()
        .trim_matches('"')
        .split('|')
        .map(|cell| {
            let dots: u32 = cell
                .trim()
                .chars()
                .filter_map(|d| d.to_digit(10))
                .map(|d| 1 << (d - 1))
                .sum();
            char::from_u32(0x2800 + dots).unwrap()
        })
        .collect()
}

/// A BrlAPI address of this test's own: tests run side by side.
fn api_address() -> String {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    // BrlAPI's ":N" is TCP port 4101 + N.
    format!("127.0.0.1:{}", 3000 + (std::process::id() % 500) * 8 + n)
}

/// The program in the full screen, on the display of `api`.
fn annabella(dir: &Path, api: &str, args: &str) -> Option<Tmux> {
    let command = format!(
        "BRLAPI_HOST={api} BRLAPI_AUTH=none {} play --tui --braille --manual-clock \
         --speech text --speech-log {} --game {} {args}",
        env!("CARGO_BIN_EXE_annabella"),
        dir.join("speech.log").display(),
        dir.join("g.annabella").display(),
    );
    Tmux::start(&command)
}

/// Waits (at most 15 s) until the speech log has a line ending in `text`.
fn said(dir: &Path, text: &str) -> String {
    said_times(dir, text, 1)
}

/// Waits (at most 15 s) until the speech log has `times` lines ending in
/// `text`.
fn said_times(dir: &Path, text: &str, times: usize) -> String {
    let start = Instant::now();
    loop {
        let log = std::fs::read_to_string(dir.join("speech.log")).unwrap_or_default();
        if log.lines().filter(|l| l.ends_with(text)).count() >= times {
            return log;
        }
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "{text:?} not said; said:\n{log}"
        );
        sleep(Duration::from_millis(100));
    }
}

/// The rigs, or why the test cannot run here.
fn rigs() -> bool {
    for (program, package) in [("brltty", "brltty"), ("tmux", "tmux")] {
        let found = Command::new("sh")
            .args(["-c", &format!("command -v {program}")])
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !found {
            without_rig(&format!(
                "{program} is not installed (apt-get install {package})"
            ));
            return false;
        }
    }
    true
}

/// The cells of `text` in `table`, as the display shows a window of them:
/// its first `CELLS`, no further than the last blank that fits.
fn first_window(table: &str, text: &str) -> String {
    let cells: Vec<char> = lou_unicode(table, text).chars().collect();
    if cells.len() <= CELLS {
        return cells.into_iter().collect();
    }
    let end = (1..CELLS)
        .rev()
        .find(|&i| cells[i] == '\u{2800}')
        .map_or(CELLS, |i| i + 1);
    cells[..end].iter().collect()
}

#[test]
fn the_display_shows_answers_and_the_input_line_and_its_keys_pan_route_and_type() {
    if !rigs() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let api = api_address();
    let brltty = Brltty::start(dir.path(), &api).unwrap();
    let display = Display::connect(&brltty);
    let tmux = annabella(dir.path(), &api, "--lang en").unwrap();
    // English lines: English braille, the German voice's words too
    // (braille follows the text, never the voice).
    let table = "en-ueb-g1.ctb";
    said(dir.path(), "The braille display is connected: 40 cells.");
    display.shows(&first_window(
        table,
        "The braille display is connected: 40 cells.",
    ));
    // A walk found the game's opening never on the display: the display's
    // news comes first, the opening a line down.
    display.send("LNDN");
    display.shows(&first_window(table, "F1 lists the keys"));
    display.send("TOP");

    // A move typed on the terminal: its announcement on the display.
    tmux.keys(&["e4", "Enter"]);
    display.shows(&first_window(table, "Bauer Eva vier"));
    // A routing key over "Eva" (cells 7 to 10: "⠠⠑⠧⠁") says the word again.
    display.send("ROUTE 8");
    said(dir.path(), "\tEva");
    // Issue 48: the state is the last line, a Bottom away: the move the
    // opponent is still to carry out; Top is the answer again.
    display.shows(&first_window(table, "Bauer Eva vier"));
    display.send("BOT");
    display.shows(&first_window(
        table,
        "White announced Bauer Eva vier: to carry out",
    ));
    display.send("TOP");
    display.shows(&first_window(table, "Bauer Eva vier"));

    // A long line is read a window at a time with the panning keys, and
    // its windows put together are the whole line, no word cut; at its
    // end the window stays.
    tmux.keys(&["F2", "e5", "Enter", "F2", "time", "Enter"]);
    let line = "White: 1 move completed, 0 seconds used, 1 hour 30 minutes 30 seconds left. \
                Black: 1 move completed, 0 seconds used, 1 hour 30 minutes 30 seconds left.";
    let mut windows = vec![display.shows(&first_window(table, line))];
    loop {
        let now = display.after("FWINRT");
        if Some(&now) == windows.last() {
            break;
        }
        windows.push(now);
        assert!(windows.len() < 12, "panning never ends: {windows:?}");
    }
    // Past the answer's end, the state's line, and there the window stays.
    assert_eq!(
        windows.pop().unwrap().trim_end_matches('\u{2800}'),
        first_window(table, "White to move, move 2")
    );
    assert!(windows.len() > 2, "{windows:?}");
    let joined = windows
        .iter()
        .map(|w| w.trim_end_matches('\u{2800}'))
        .collect::<Vec<_>>()
        .join("\u{2800}");
    assert_eq!(joined, lou_unicode(table, line));
    for window in &windows {
        assert_eq!(window.chars().count(), CELLS);
    }
    // And back, window by window.
    for window in windows.iter().rev() {
        display.send("FWINLT");
        display.shows(window);
    }

    // An answer of several lines: the line keys go a line at a time, and
    // panning past a line's end reaches the next line.
    tmux.keys(&["help", "Enter"]);
    let first = display.after("TOP");
    let second = display.after("LNDN");
    assert_ne!(first, second);
    display.send("LNUP");
    display.shows(&first);
    loop {
        let now = display.after("FWINRT");
        if now == second {
            break;
        }
        assert_ne!(now, first, "panning never reached the second line");
    }
    // Issue 48, point 5: the list of keys (F1) on the display, its title
    // then an entry a line; F1 again closes it, the state again at the end.
    tmux.keys(&["F1"]);
    display.shows(&first_window(table, "Keys"));
    display.send("LNDN");
    display.shows(&first_window(
        table,
        "Enter: send the typed move or command",
    ));
    // The state is the list's last line too (a walk could not reach it
    // with the list open).
    display.send("BOT");
    display.shows(&first_window(table, "White to move, move 2"));
    tmux.keys(&["F1"]);
    display.send("BOT");
    display.shows(&first_window(table, "White to move, move 2"));

    // The braille keyboard types into the input line, shown with its
    // cursor (dots 7 and 8) after the text; a routing key moves the cursor.
    display.send("PASSCHAR 0x4e");
    display.send("PASSCHAR 0x66");
    display.send("PASSCHAR 0x33");
    let typed = lou_unicode(table, "Nf3");
    let cursor = "\u{28C0}";
    display.shows(&format!("{typed}{cursor}"));
    // Routing key 2 is over "f" (after the capital sign and "N").
    display.send("ROUTE 2");
    let cells: Vec<char> = typed.chars().collect();
    let marked = char::from_u32(u32::from(cells[2]) | 0xC0).unwrap();
    let routed: String = [&cells[..2], &[marked], &cells[3..]]
        .concat()
        .into_iter()
        .collect();
    display.shows(&routed);
    // Typed at the cursor, which stays on "f"; erased again.
    display.send("PASSCHAR 0x31");
    let inserted = display.shows(&lou_unicode(table, "N1")[..]);
    let unmarked: String = inserted
        .chars()
        .map(|c| char::from_u32(u32::from(c) & !0xC0).unwrap())
        .collect();
    assert!(
        unmarked.starts_with(&lou_unicode(table, "N1f3")),
        "{inserted}"
    );
    assert_eq!(
        inserted
            .chars()
            .filter(|c| u32::from(*c) & 0xC0 == 0xC0)
            .count(),
        1
    );
    display.send("KEY_BACKSPACE");
    display.shows(&routed);
    // Issue 48, point 6: a routing key over the letter cell of a capital
    // or over the digit after a number sign puts the cursor before that
    // character, whose first cell (the sign) then carries the cursor.
    // (BRLTTY's virtual driver passes "ROUTE n" on as cell n counted from
    // 0, as a display's own routing keys are, though its README counts
    // from 1: "ROUTE 2" is the third cell.)
    let cursor_on = |cell: usize| -> String {
        cells
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if i == cell {
                    char::from_u32(u32::from(*c) | 0xC0).unwrap()
                } else {
                    *c
                }
            })
            .collect()
    };
    display.send("ROUTE 1");
    display.shows(&cursor_on(0));
    display.send("ROUTE 4");
    display.shows(&cursor_on(3));
    display.send("PASSCHAR 0x32");
    let want = lou_unicode(table, "Nf23");
    let start = Instant::now();
    let unmarked = loop {
        let now: String = display
            .now()
            .chars()
            .map(|c| char::from_u32(u32::from(c) & !0xC0).unwrap())
            .collect();
        if now.starts_with(&want) || start.elapsed() > Duration::from_secs(15) {
            break now;
        }
        sleep(Duration::from_millis(50));
    };
    assert!(unmarked.starts_with(&want), "{unmarked} is not {want}");
    display.send("KEY_BACKSPACE");
    display.shows(&cursor_on(3));
    display.send("KEY_ENTER");
    said(dir.path(), "public\tcut\tSpringer Felix drei");
    display.shows(&first_window(table, "Springer Felix drei"));
    // A walk: the history read back (Ctrl+Up) was only heard; the display
    // shows the line read back too.
    let before = std::fs::read_to_string(dir.path().join("speech.log")).unwrap();
    tmux.keys(&["C-Up"]);
    let start = Instant::now();
    let read = loop {
        let log = std::fs::read_to_string(dir.path().join("speech.log")).unwrap();
        if log.len() > before.len() {
            break log[before.len()..]
                .lines()
                .last()
                .unwrap()
                .rsplit('\t')
                .next()
                .unwrap()
                .to_string();
        }
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "nothing read back"
        );
        sleep(Duration::from_millis(50));
    };
    display.shows(&first_window(table, &read));

    // Board mode: the square explored and what stands on it.
    tmux.keys(&["Escape", "g", "Up", "Up"]);
    display.shows(&first_window(table, "Gustav drei: empty"));
    tmux.keys(&["Left"]);
    display.shows(&first_window(table, "Felix drei: white Springer"));
    tmux.keys(&["Escape", "C-q"]);
    tmux.closed();
}

#[test]
fn a_display_unplugged_or_brltty_stopped_is_said_and_connected_again() {
    if !rigs() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let api = api_address();
    let mut brltty = Brltty::start(dir.path(), &api).unwrap();
    let display = Display::connect(&brltty);
    // Danish: Danish messages, the Danish voice, Danish braille.
    let tmux = annabella(dir.path(), &api, "--lang da --voice da").unwrap();
    let table = "da-dk-g16.ctb";
    said(dir.path(), "Punktdisplayet er tilsluttet: 40 celler.");
    tmux.keys(&["e4", "Enter"]);
    said(dir.path(), "public\tcut\tbonde Erik fire");
    display.shows(&first_window(table, "bonde Erik fire"));

    // Unplugged: said, and the game goes on.
    display.unplug();
    said(
        dir.path(),
        "Punktdisplayet svarer ikke: frakoblet eller slukket. Partiet fortsætter; det vises igen, når displayet er tilbage.",
    );
    tmux.keys(&["F2", "e5", "Enter"]);
    said(dir.path(), "public\tcut\tbonde Erik fem");
    // Plugged in again: said, and shown again.
    let display = Display::connect(&brltty);
    said(dir.path(), "Punktdisplayet er tilbage: 40 celler.");
    display.shows(&first_window(
        table,
        "Punktdisplayet er tilbage: 40 celler.",
    ));

    // BRLTTY stopped: said; started again: connected again.
    brltty.stop();
    drop(display);
    said(
        dir.path(),
        "BRLTTY er stoppet: intet vises i punktskrift. Partiet fortsætter; displayet tilsluttes igen, så snart BRLTTY kører.",
    );
    let brltty = Brltty::start(dir.path(), &brltty.api.clone()).unwrap();
    let display = Display::connect(&brltty);
    let log = said_times(dir.path(), "Punktdisplayet er tilbage: 40 celler.", 2);
    assert_eq!(
        log.matches("Punktdisplayet er tilbage").count(),
        2,
        "each return said once: {log}"
    );
    display.shows(&first_window(
        table,
        "Punktdisplayet er tilbage: 40 celler.",
    ));
    tmux.keys(&["F2", "Nf3", "Enter"]);
    display.shows(&first_window(table, "springer Frederik tre"));
    tmux.keys(&["C-q"]);
    tmux.closed();
}

#[test]
fn no_brltty_is_said_and_the_game_goes_on() {
    if !rigs() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // Nothing listens there.
    let tmux = annabella(dir.path(), &api_address(), "--lang en").unwrap();
    said(
        dir.path(),
        "BRLTTY cannot be reached: nothing is shown in braille yet. The game goes on; the display is connected once BRLTTY runs.",
    );
    tmux.keys(&["e4", "Enter"]);
    said(dir.path(), "public\tcut\tBauer Eva vier");
    tmux.keys(&["C-q"]);
    tmux.closed();
}

#[test]
fn line_mode_leaves_the_display_to_the_screen_reader() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let (out, _, code) = crate::integration::common::run_input(
        &[
            "play",
            "--line",
            "--braille",
            "--lang",
            "en",
            "--game",
            game.to_str().unwrap(),
        ],
        "quit\n",
    );
    assert_eq!(code, 0, "{out}");
    assert!(
        crate::integration::common::flat(&out).contains(
            "Line mode leaves the braille display to the screen reader: --braille shows the full screen on it."
        ),
        "{out}"
    );
}

/// Issue 50 on the display: a turning point set up in replay is shown at
/// the top, its state (which one, whose move) a Bottom away, and the
/// judgement of a move tried replaces it at the top.
#[test]
fn a_turning_point_and_a_move_tried_are_on_the_display() {
    if !rigs() || !Path::new("/usr/games/stockfish").exists() {
        return without_rig("BRLTTY, tmux or Stockfish is not installed");
    }
    let dir = tempfile::tempdir().unwrap();
    let api = api_address();
    let brltty = Brltty::start(dir.path(), &api).unwrap();
    let display = Display::connect(&brltty);
    let file = dir.path().join("trap.pgn");
    std::fs::copy(
        crate::integration::common::pgn_fixture("blunders.pgn"),
        &file,
    )
    .unwrap();
    let command = format!(
        "BRLAPI_HOST={api} BRLAPI_AUTH=none {} replay --tui --braille --lang en \
         --speech text --speech-log {} --analysis-time \"nodes 100000\" {}",
        env!("CARGO_BIN_EXE_annabella"),
        dir.path().join("speech.log").display(),
        file.display(),
    );
    let tmux = Tmux::start(&command).unwrap();
    let table = "en-ueb-g1.ctb";
    said(dir.path(), "The braille display is connected: 40 cells.");
    tmux.keys(&["mistakes", "Enter"]);
    said(dir.path(), "7. Läufer Eva zwei: allowed a mate in 1.");
    tmux.keys(&["retry 5", "Enter"]);
    display.shows(&first_window(
        table,
        "Turning point 5 of 5: the position before 7. Läufer Eva zwei.",
    ));
    display.send("BOT");
    display.shows(&first_window(table, "Turning point 5 of 5, White to move"));
    display.send("TOP");
    tmux.keys(&["Qe2", "Enter"]);
    display.shows(&first_window(table, "Found: the engine's own move."));
    tmux.keys(&["C-q"]);
    tmux.closed();
}
