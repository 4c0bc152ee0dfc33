//! The electronic board (issue 15) without hardware: a pseudo-terminal
//! (`openpty`) stands for the serial port, and this rig speaks the board's
//! side of the DGT protocol on it. It answers "send the whole board" with a
//! dump of its squares and sends a field update for each piece lifted or put
//! down, as a real board does. Each script is played twice, at full speed
//! and slowed down: what annabella says must not depend on timing.

use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::FromRawFd;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use annabella::core::eboard::protocol::{self, encode, kind};
use annabella::core::eboard::squares::{Orientation, Squares, square_of};
use shakmaty::{Chess, Color, Piece, Position, Role, Square};

/// The board's side of the pseudo-terminal.
struct Rig {
    master: File,
    /// Kept open so the terminal lives until the test ends.
    _slave: File,
    /// The port's name given to annabella: a link to the pseudo-terminal,
    /// so that a board plugged in again is found under the same name.
    path: PathBuf,
    _dir: tempfile::TempDir,
    squares: Arc<Mutex<Squares>>,
    orientation: Orientation,
    pause: Duration,
    /// Tells the thread answering on the current terminal to let it go.
    unplugged: Arc<std::sync::atomic::AtomicBool>,
}

fn raw(fd: i32) {
    // SAFETY: a termios of our own terminal, read, made raw, written back.
    unsafe {
        let mut t: libc::termios = std::mem::zeroed();
        libc::tcgetattr(fd, &mut t);
        libc::cfmakeraw(&mut t);
        libc::tcsetattr(fd, libc::TCSANOW, &t);
    }
}

impl Rig {
    fn new(orientation: Orientation, pause: Duration) -> Rig {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("board");
        let (master, slave) = Rig::terminal(&path);
        let rig = Rig {
            master,
            _slave: slave,
            path,
            _dir: dir,
            squares: Arc::new(Mutex::new(Squares::of(Chess::default().board()))),
            orientation,
            pause,
            unplugged: Arc::new(std::sync::atomic::AtomicBool::new(false)),
        };
        rig.answer_commands();
        rig
    }

    /// A new pseudo-terminal, linked at `link`: (master, slave).
    fn terminal(link: &std::path::Path) -> (File, File) {
        let (mut master, mut slave) = (0, 0);
        let mut name = [0 as libc::c_char; 128];
        // SAFETY: openpty fills the two descriptors and the name.
        let ok = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                name.as_mut_ptr(),
                std::ptr::null(),
                std::ptr::null(),
            )
        };
        assert_eq!(ok, 0, "openpty");
        // Not inherited by annabella: a child holding the board's end open
        // would keep an unplugged board alive.
        for fd in [master, slave] {
            // SAFETY: a flag on our own descriptor.
            unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) };
        }
        raw(slave);
        // SAFETY: the name is NUL-terminated by openpty.
        let path = unsafe { std::ffi::CStr::from_ptr(name.as_ptr()) }
            .to_string_lossy()
            .into_owned();
        let _ = std::fs::remove_file(link);
        std::os::unix::fs::symlink(path, link).unwrap();
        // SAFETY: both descriptors are ours from now on.
        unsafe { (File::from_raw_fd(master), File::from_raw_fd(slave)) }
    }

    /// The board unplugged (its terminal gone) and, after a while, plugged
    /// in again with the pieces as they stand.
    fn replug(&mut self, away: Duration) {
        use std::sync::atomic::Ordering;
        self.unplugged.store(true, Ordering::Relaxed);
        std::thread::sleep(Duration::from_millis(200));
        self.unplugged = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let _ = std::fs::remove_file(&self.path);
        let (master, slave) = Rig::terminal(&self.path);
        let _ = std::fs::remove_file(&self.path);
        // Dropping the old ends closes the old terminal: the port fails.
        self.master = master;
        self._slave = slave;
        std::thread::sleep(away);
        let (master, slave) = Rig::terminal(&self.path);
        self.master = master;
        self._slave = slave;
        self.answer_commands();
        std::thread::sleep(Duration::from_millis(1500));
    }

    /// Answers the commands annabella sends: a dump for "whole board".
    fn answer_commands(&self) {
        let mut reader = self.master.try_clone().unwrap();
        let mut writer = self.master.try_clone().unwrap();
        let squares = self.squares.clone();
        let orientation = self.orientation;
        let unplugged = self.unplugged.clone();
        std::thread::spawn(move || {
            use std::os::fd::AsRawFd;
            let mut byte = [0u8; 1];
            loop {
                // Wait a little at a time, so that an unplugged board's
                // terminal is let go (a read would hold it open).
                let mut poll = libc::pollfd {
                    fd: reader.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                };
                // SAFETY: one pollfd of our own descriptor.
                let ready = unsafe { libc::poll(&mut poll, 1, 50) };
                if unplugged.load(std::sync::atomic::Ordering::Relaxed) {
                    return;
                }
                if ready != 1 {
                    continue;
                }
                if !matches!(reader.read(&mut byte), Ok(1)) {
                    return;
                }
                if byte[0] == protocol::send::WHOLE_BOARD {
                    let codes = squares.lock().unwrap().codes(orientation);
                    if writer.write_all(&encode(kind::BOARD_DUMP, &codes)).is_err() {
                        return;
                    }
                }
            }
        });
    }

    /// Puts `piece` (or nothing) on `square`, as a hand does: one update.
    fn set(&mut self, square: Square, piece: Option<Piece>) {
        self.squares.lock().unwrap().set(square, piece);
        let index = (0..64u8)
            .find(|i| square_of(*i, self.orientation) == square)
            .unwrap();
        self.master
            .write_all(&encode(kind::FIELD_UPDATE, &[index, protocol::code(piece)]))
            .unwrap();
        std::thread::sleep(self.pause);
    }

    fn lift(&mut self, square: Square) {
        self.set(square, None);
    }

    fn put(&mut self, square: Square, color: Color, role: Role) {
        self.set(square, Some(Piece { color, role }));
    }

    /// A move by hand: the piece lifted, any piece on the target taken off
    /// (first, as most players do), the piece put down.
    fn slide(&mut self, from: Square, to: Square) {
        let piece = self.squares.lock().unwrap().get(from).unwrap();
        let captured = self.squares.lock().unwrap().get(to).is_some();
        if captured {
            self.lift(to);
        }
        self.lift(from);
        self.put(to, piece.color, piece.role);
    }
}

/// annabella playing with the rig's board, Black blind (White plays on the board).
struct Game {
    child: Child,
    _dir: tempfile::TempDir,
}

impl Game {
    fn start(rig: &Rig, extra: &[&str]) -> Game {
        let dir = tempfile::tempdir().unwrap();
        let game = dir.path().join("g.annabella");
        let child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args([
                "play",
                "--line",
                "--lang",
                "en",
                "--speech",
                "text",
                "--color",
                "black",
                "--control",
                "90+30",
            ])
            .arg("--game")
            .arg(&game)
            .arg("--eboard")
            .arg(&rig.path)
            .args(extra)
            .env_remove("ANNABELLA_VOICES")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut g = Game { child, _dir: dir };
        // Wait until the board is connected and read (its dump answered).
        std::thread::sleep(Duration::from_millis(400));
        let _ = &mut g;
        g
    }

    fn type_line(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        std::thread::sleep(Duration::from_millis(150));
    }

    /// Quits and returns every line printed.
    fn finish(mut self) -> Vec<String> {
        std::thread::sleep(Duration::from_millis(300));
        self.type_line("quit");
        drop(self.child.stdin.take());
        let out = self.child.wait_with_output().unwrap();
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect()
    }
}

/// Whether `line` was printed, whole or cut into lines as line mode cuts it.
fn has(lines: &[String], line: &str) -> bool {
    lines.iter().any(|l| l == line) || crate::integration::common::has_printed(lines, line)
}

/// Moves in turn with no clock on the board: each of White's slid on the
/// board and pressed, each of Black's typed, executed on the board and
/// pressed.
fn move_pairs(
    rig: &mut Rig,
    game: &mut Game,
    white: &[(Square, Square)],
    black: &[(&str, Square, Square)],
) {
    for ((from, to), (typed, bf, bt)) in white.iter().zip(black) {
        rig.slide(*from, *to);
        game.type_line("press");
        game.type_line(typed);
        rig.slide(*bf, *bt);
        game.type_line("press");
    }
}

/// Runs `script` at full speed and slowed down; both must print the same.
fn both_speeds(orientation: Orientation, script: impl Fn(&mut Rig, &mut Game)) -> Vec<String> {
    both_speeds_with(orientation, &[], script)
}

fn both_speeds_with(
    orientation: Orientation,
    extra: &[&str],
    script: impl Fn(&mut Rig, &mut Game),
) -> Vec<String> {
    let mut results = Vec::new();
    for pause in [Duration::from_millis(5), Duration::from_millis(60)] {
        let mut rig = Rig::new(orientation, pause);
        let mut game = Game::start(&rig, extra);
        script(&mut rig, &mut game);
        let port = rig.path.display().to_string();
        let lines: Vec<String> = game
            .finish()
            .into_iter()
            // The game file's and the port's names differ from run to run.
            .filter(|l| {
                let named = [
                    "Game file:",
                    "The game is saved in ",
                    "To go on with it:",
                    "To resume it:",
                    "Its scoresheet:",
                    "annabella play ",
                ];
                !named.iter().any(|start| l.starts_with(start))
            })
            .map(|l| l.replace(&port, "PORT"))
            .collect();
        results.push(lines);
    }
    assert_eq!(
        results[0], results[1],
        "the speed of the board changed what was said"
    );
    results.pop().unwrap()
}

#[test]
fn the_board_is_connected_and_the_sighted_players_move_is_announced() {
    let lines = both_speeds(Orientation::RightWayRound, |rig, _| {
        rig.slide(Square::E2, Square::E4);
    });
    assert!(
        has(&lines, "The electronic board on PORT is connected."),
        "{lines:#?}"
    );
    assert!(has(&lines, "Bauer Eva vier"), "{lines:#?}");
}

#[test]
fn a_pawn_slid_through_d3_to_d4_is_announced_and_corrected() {
    let lines = both_speeds(Orientation::RightWayRound, |rig, _| {
        rig.lift(Square::D2);
        rig.put(Square::D3, Color::White, Role::Pawn);
        rig.lift(Square::D3);
        rig.put(Square::D4, Color::White, Role::Pawn);
    });
    assert!(has(&lines, "Bauer David drei"), "{lines:#?}");
    assert!(has(&lines, "Correction: Bauer David vier"), "{lines:#?}");
}

#[test]
fn a_turned_board_is_read_turned() {
    let lines = both_speeds(Orientation::Turned, |rig, _| {
        rig.slide(Square::G1, Square::F3);
    });
    assert!(has(&lines, "Springer Felix drei"), "{lines:#?}");
}

#[test]
fn the_blind_players_move_executed_wrongly_is_said_at_once() {
    let lines = both_speeds(Orientation::RightWayRound, |rig, game| {
        rig.slide(Square::E2, Square::E4);
        game.type_line("press");
        game.type_line("Nf6");
        // The sighted player puts the knight on h6.
        rig.slide(Square::G8, Square::H6);
        // And puts it right.
        rig.slide(Square::H6, Square::F6);
    });
    assert!(has(&lines, "Springer Felix sechs"), "{lines:#?}");
    assert!(
        has(
            &lines,
            "The electronic board differs from the game in one place."
        ),
        "{lines:#?}"
    );
    assert!(
        has(
            &lines,
            "On the electronic board: Springer on Hector sechs should be on Felix sechs."
        ),
        "{lines:#?}"
    );
    assert!(
        has(&lines, "The electronic board agrees with the game again."),
        "{lines:#?}"
    );
}

impl Rig {
    /// A DGT clock's reading, the lever down on the `left` side or the right.
    fn clock(&mut self, left_to_move: bool) {
        let status = 0x01 | 0x20 | if left_to_move { 0x08 } else { 0x10 };
        let data = [0x01, 0x30, 0x00, 0x01, 0x30, 0x00, status];
        self.master.write_all(&encode(kind::CLOCK, &data)).unwrap();
        std::thread::sleep(self.pause);
    }
}

#[test]
fn captures_with_the_captured_piece_lifted_first_or_last() {
    for captured_first in [true, false] {
        let lines = both_speeds(Orientation::RightWayRound, |rig, game| {
            rig.slide(Square::E2, Square::E4);
            game.type_line("press");
            game.type_line("d5");
            rig.slide(Square::D7, Square::D5);
            game.type_line("press");
            if captured_first {
                rig.lift(Square::D5);
                rig.lift(Square::E4);
            } else {
                rig.lift(Square::E4);
                rig.lift(Square::D5);
            }
            rig.put(Square::D5, Color::White, Role::Pawn);
        });
        assert!(has(&lines, "Bauer Eva schlägt David fünf"), "{lines:#?}");
        assert!(!lines.iter().any(|l| l.contains("differs")), "{lines:#?}");
    }
}

#[test]
fn castling_king_first_and_the_clock_lever_completing_moves() {
    let lines = both_speeds(Orientation::RightWayRound, |rig, game| {
        rig.clock(false);
        for (white, black) in [
            ((Square::E2, Square::E4), "e5"),
            ((Square::G1, Square::F3), "Nc6"),
            ((Square::F1, Square::C4), "Bc5"),
        ] {
            rig.slide(white.0, white.1);
            rig.clock(true);
            game.type_line(black);
            let m = black;
            let (from, to) = match m {
                "e5" => (Square::E7, Square::E5),
                "Nc6" => (Square::B8, Square::C6),
                _ => (Square::F8, Square::C5),
            };
            rig.slide(from, to);
            rig.clock(false);
        }
        // King first, then the rook.
        rig.lift(Square::E1);
        rig.put(Square::G1, Color::White, Role::King);
        rig.lift(Square::H1);
        rig.put(Square::F1, Color::White, Role::Rook);
        rig.clock(true);
    });
    assert!(has(&lines, "Kurze Rochade"), "{lines:#?}");
    assert!(
        has(&lines, "White completed move 4. Black to move."),
        "{lines:#?}"
    );
    assert!(!lines.iter().any(|l| l.contains("differs")), "{lines:#?}");
}

#[test]
fn en_passant_with_the_captured_pawn_taken_off_last() {
    let lines = both_speeds(Orientation::RightWayRound, |rig, game| {
        move_pairs(
            rig,
            game,
            &[(Square::E2, Square::E4), (Square::E4, Square::E5)],
            &[
                ("a6", Square::A7, Square::A6),
                ("d5", Square::D7, Square::D5),
            ],
        );
        // e5xd6 en passant, the captured pawn taken off last.
        rig.lift(Square::E5);
        rig.put(Square::D6, Color::White, Role::Pawn);
        rig.lift(Square::D5);
    });
    assert!(lines.iter().any(|l| l.contains("en passant")), "{lines:#?}");
    assert!(!lines.iter().any(|l| l.contains("differs")), "{lines:#?}");
}

#[test]
fn a_piece_lifted_and_put_back_and_a_board_that_fits_no_move() {
    let lines = both_speeds(Orientation::RightWayRound, |rig, _| {
        // Touched and put back: nothing.
        rig.lift(Square::G1);
        rig.put(Square::G1, Color::White, Role::Knight);
        // Two black pieces knocked over and set up again, rightly.
        rig.lift(Square::C8);
        rig.lift(Square::D8);
        rig.put(Square::D8, Color::Black, Role::Queen);
        rig.put(Square::C8, Color::Black, Role::Bishop);
        // A white knight put on e5: no legal move puts it there.
        rig.lift(Square::B1);
        rig.put(Square::E5, Color::White, Role::Knight);
    });
    let after_connect: Vec<&String> = lines
        .iter()
        .skip_while(|l| !l.ends_with("is connected."))
        .skip(1)
        .collect();
    assert_eq!(
        after_connect,
        [
            "The electronic board differs from the game in one place.",
            "On the electronic board: Springer on Eva fünf should be on Bella eins.",
        ],
        "{lines:#?}"
    );
}

#[test]
fn a_board_unplugged_and_plugged_in_again_is_said_both_times_and_read_on() {
    let mut rig = Rig::new(Orientation::RightWayRound, Duration::from_millis(20));
    let mut game = Game::start(&rig, &[]);
    rig.slide(Square::E2, Square::E4);
    rig.replug(Duration::from_millis(1500));
    game.type_line("press");
    game.type_line("e5");
    rig.slide(Square::E7, Square::E5);
    game.type_line("press");
    rig.slide(Square::G1, Square::F3);
    let lines: Vec<String> = game
        .finish()
        .into_iter()
        .map(|l| l.replace(&rig.path.display().to_string(), "PORT"))
        .collect();
    let connected = lines
        .iter()
        .filter(|l| *l == "The electronic board on PORT is connected.")
        .count();
    assert_eq!(connected, 2, "{lines:#?}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("The electronic board on PORT does not answer (")),
        "{lines:#?}"
    );
    assert!(has(&lines, "Springer Felix drei"), "{lines:#?}");
}

/// The full-screen interface reads the board too: in tmux, the sighted
/// player's move appears (and is said) without a key pressed.
#[test]
fn the_full_screen_interface_reads_the_board_between_keys() {
    let has_tmux = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_tmux {
        crate::integration::common::without_rig(
            "tmux is not installed here (apt-get install tmux)",
        );
        return;
    }
    let mut rig = Rig::new(Orientation::RightWayRound, Duration::from_millis(20));
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("speech.log");
    let command = format!(
        "{} play --tui --lang en --speech text --speech-log {} --color black --control 90+30 --game {} --eboard {}",
        env!("CARGO_BIN_EXE_annabella"),
        log.display(),
        dir.path().join("g.annabella").display(),
        rig.path.display()
    );
    let socket = format!("annabella-eboard-{}", std::process::id());
    let tmux = |args: &[&str]| {
        Command::new("tmux")
            .arg("-L")
            .arg(&socket)
            .args(args)
            .output()
            .unwrap()
    };
    assert!(
        tmux(&["new-session", "-d", "-x", "100", "-y", "30", &command])
            .status
            .success()
    );
    std::thread::sleep(Duration::from_millis(1500));
    rig.slide(Square::G1, Square::F3);
    std::thread::sleep(Duration::from_millis(800));
    let screen = String::from_utf8_lossy(&tmux(&["capture-pane", "-p"]).stdout).into_owned();
    let _ = tmux(&["send-keys", "C-q"]);
    std::thread::sleep(Duration::from_millis(300));
    let _ = tmux(&["kill-server"]);
    assert!(screen.contains("Springer Felix drei"), "{screen}");
    let said = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(said.contains("Springer Felix drei"), "{said}");
}

/// A whole game from the board in each language: White on the board with a
/// DGT clock, Black blind and typing; every announcement as `say` words it.
#[test]
fn a_whole_game_from_the_board_in_each_language() {
    let moves = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
    let squares = [
        (Square::E2, Square::E4),
        (Square::E7, Square::E5),
        (Square::F1, Square::C4),
        (Square::B8, Square::C6),
        (Square::D1, Square::H5),
        (Square::G8, Square::F6),
        (Square::H5, Square::F7),
    ];
    for voice in ["de", "da", "nb"] {
        let lines = both_speeds_with(
            Orientation::RightWayRound,
            &["--voice", voice],
            |rig, game| {
                rig.clock(false);
                for (i, (from, to)) in squares.iter().enumerate() {
                    if i % 2 == 1 {
                        game.type_line(moves[i]);
                    }
                    rig.slide(*from, *to);
                    if i + 1 < moves.len() {
                        rig.clock(i % 2 == 0);
                    }
                }
            },
        );
        let mut said = Command::new(env!("CARGO_BIN_EXE_annabella"));
        said.args(["say", "--voice", voice]).args(moves);
        let said = String::from_utf8(said.output().unwrap().stdout).unwrap();
        let mut at = 0;
        for announcement in said.lines() {
            let found = lines[at..].iter().position(|l| l == announcement);
            assert!(
                found.is_some(),
                "{voice}: no \"{announcement}\" after line {at}: {lines:#?}"
            );
            at += found.unwrap() + 1;
        }
        assert!(
            lines.iter().any(|l| l.contains("1-0")),
            "{voice}: {lines:#?}"
        );
        assert!(
            !lines.iter().any(|l| l.contains("differs")),
            "{voice}: {lines:#?}"
        );
    }
}

/// A pawn promoted on the board to a knight: entered as the board shows it,
/// and asked about, since a player with no queen to hand may put down
/// another piece; `fix` puts it right before the press.
#[test]
fn a_promotion_from_the_board_is_entered_and_an_underpromotion_asked_about() {
    let lines = both_speeds(Orientation::RightWayRound, |rig, game| {
        let white = [
            (Square::H2, Square::H4),
            (Square::H4, Square::G5),
            (Square::G5, Square::H6),
            (Square::H6, Square::H7),
        ];
        let black = [
            ("g5", Square::G7, Square::G5),
            ("h6", Square::H7, Square::H6),
            ("a6", Square::A7, Square::A6),
            ("a5", Square::A6, Square::A5),
        ];
        move_pairs(rig, game, &white, &black);
        // h7xg8: the knight on g8 taken off, the pawn lifted, a knight put down.
        rig.lift(Square::G8);
        rig.lift(Square::H7);
        rig.put(Square::G8, Color::White, Role::Knight);
        game.type_line("fix hxg8=Q");
    });
    assert!(
        has(
            &lines,
            "The electronic board shows Springer on Gustav acht for the promotion: if another piece was meant, type fix with it."
        ),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Correction: ") && l.contains("Dame")),
        "{lines:#?}"
    );
    // The knight still on the board is said at once, and once: one wrong
    // piece on one square, not a piece too many and a piece missing.
    let said = lines
        .join(" ")
        .matches(
            "On the electronic board: Springer (White) stands on Gustav acht instead of Dame (White).",
        )
        .count();
    assert_eq!(said, 1, "{lines:#?}");
    assert!(
        has(
            &lines,
            "The electronic board differs from the game in one place."
        ),
        "{lines:#?}"
    );
}

/// Castling with the rook moved first is a rook move until the king
/// follows: then a correction to castling, before the press.
#[test]
fn castling_rook_first_is_corrected_to_castling() {
    let lines = both_speeds(Orientation::RightWayRound, |rig, game| {
        let white = [
            (Square::D2, Square::D4),
            (Square::C1, Square::F4),
            (Square::B1, Square::C3),
            (Square::D1, Square::D2),
        ];
        let black = [
            ("a6", Square::A7, Square::A6),
            ("a5", Square::A6, Square::A5),
            ("h6", Square::H7, Square::H6),
            ("h5", Square::H6, Square::H5),
        ];
        move_pairs(rig, game, &white, &black);
        rig.lift(Square::A1);
        rig.put(Square::D1, Color::White, Role::Rook);
        rig.lift(Square::E1);
        rig.put(Square::C1, Color::White, Role::King);
    });
    assert!(has(&lines, "Turm David eins"), "{lines:#?}");
    assert!(has(&lines, "Correction: Lange Rochade"), "{lines:#?}");
    assert!(!lines.iter().any(|l| l.contains("differs")), "{lines:#?}");
}

/// No clock on the board and no press typed: the reply executed on the
/// board completes the announced move.
#[test]
fn the_reply_on_the_board_completes_a_move_without_a_clock() {
    let lines = both_speeds(Orientation::RightWayRound, |rig, game| {
        rig.slide(Square::E2, Square::E4);
        // The blind player says e5 aloud; the sighted player executes it
        // before the operator has typed it.
        rig.slide(Square::E7, Square::E5);
        game.type_line("e5");
    });
    let completed = lines
        .iter()
        .position(|l| l == "White completed move 1. Black to move.")
        .expect("White's move completed");
    let said = lines
        .iter()
        .position(|l| l == "Bauer Eva fünf")
        .expect("e5 announced");
    assert!(completed < said, "{lines:#?}");
    assert!(!lines.iter().any(|l| l.contains("differs")), "{lines:#?}");
}
