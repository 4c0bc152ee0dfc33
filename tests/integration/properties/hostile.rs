//! Nothing from outside can stop, freeze or bloat a running game: each
//! channel annabella reads (the broadcast's network, an engine's pipe, a
//! file given by name, a FEN, a board's status in the overview) attacked
//! as a hostile tester would, and its bound asserted: the process's peak
//! memory (VmHWM, or the rusage of a program that ends), its threads, the
//! time it takes, and the game still answering afterwards. Loopback only;
//! every loop is bounded in count and time.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::integration::common::{self, Running};

/// How long anything the tests wait for may take on a loaded machine.
const PATIENCE: Duration = Running::PATIENCE;
/// The most memory the game may take through any attack (the issue's bound).
const PEAK_KB: u64 = 64 * 1024;
/// The most threads a game has, whatever its clients.
const MOST_THREADS: u64 = 8;

/// A field of /proc/PID/status, in its first number (kB for memory).
fn proc_status(pid: u32, field: &str) -> u64 {
    let text = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no {field} in /proc/{pid}/status"))
}

fn peak_kb(pid: u32) -> u64 {
    proc_status(pid, "VmHWM:")
}

fn threads(pid: u32) -> u64 {
    proc_status(pid, "Threads:")
}

/// Runs `annabella ARGS` to its end within `limit`: its stderr, exit code,
/// peak memory (kB, from wait4's rusage) and time taken. The child is
/// reaped by wait4 itself, which also gives its rusage.
#[allow(clippy::zombie_processes)]
fn run_measured(args: &[&str], limit: Duration) -> (String, i32, u64, Duration) {
    let began = Instant::now();
    let mut child = common::command()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("annabella starts");
    let mut err = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = err.read_to_string(&mut text);
        text
    });
    let pid = child.id() as libc::pid_t;
    // SAFETY: rusage is plain integers, for which all zeros is a value.
    let (mut status, mut usage) = (0, unsafe { std::mem::zeroed::<libc::rusage>() });
    // The program's own high-water mark, read while it runs: rusage's
    // counts the pages the child shared with this test process between
    // fork and exec too, which under a busy test run is most of them.
    let mut high_water: Option<u64> = None;
    loop {
        if let Some(kb) = vm_hwm_kb(pid) {
            high_water = Some(kb);
        }
        // SAFETY: our own child, reaped once; the out-parameters are ours.
        let got = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if got == pid {
            break;
        }
        if began.elapsed() > limit {
            let _ = child.kill();
            panic!("annabella {args:?} still ran after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    (
        reader.join().unwrap(),
        code,
        high_water.unwrap_or(usage.ru_maxrss as u64),
        began.elapsed(),
    )
}

/// VmHWM of a running process, in kB; `None` once it is gone (or before
/// its exec: the line is then this process's copy).
fn vm_hwm_kb(pid: libc::pid_t) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    // Before the exec the child still runs this test binary.
    let exe = std::fs::read_link(format!("/proc/{pid}/exe")).ok()?;
    if exe.file_name().is_none_or(|name| name != "annabella") {
        return None;
    }
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn game_args<'a>(game: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "play",
        "--line",
        "--speech",
        "text",
        "--manual-clock",
        "--lang",
        "en",
        "--game",
        game,
    ];
    args.extend_from_slice(extra);
    args
}

/// Sends `request` and reads the first line of the answer (or what ends it).
fn first_line(address: &str, request: &[u8]) -> String {
    let mut stream = TcpStream::connect(address).unwrap();
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    stream.set_write_timeout(Some(PATIENCE)).unwrap();
    // The server may answer and close before all of it is written.
    let _ = stream.write_all(request);
    let mut got = Vec::new();
    let mut byte = [0u8; 1];
    while let Ok(1) = stream.read(&mut byte) {
        if byte[0] == b'\n' {
            break;
        }
        got.push(byte[0]);
    }
    String::from_utf8_lossy(&got).trim_end().to_string()
}

/// A request's head that grows to `bytes`, sent until the server stops
/// taking it; then its answer's first line ("" where it only closed).
fn oversized_head(address: &str, header: &[u8], bytes: usize) -> String {
    let mut stream = TcpStream::connect(address).unwrap();
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    stream
        .set_write_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let _ = stream.write_all(b"GET /status.json HTTP/1.1\r\nHost: a\r\n");
    let mut sent = 0;
    while sent < bytes {
        if stream.write_all(header).is_err() {
            break;
        }
        sent += header.len();
    }
    let mut answer = String::new();
    let _ = BufReader::new(&stream).read_line(&mut answer);
    answer.trim_end().to_string()
}

/// The broadcast under attack: a body claimed of 100 GB, heads of 30 MB,
/// a hundred thousand headers, a thousand connections held open and slow
/// clients. Each is answered 4xx or dropped, the game's threads and memory
/// stay as they were, and the game answers all along.
#[test]
fn the_broadcast_bounds_every_request_and_connection() {
    let dir = tempfile::tempdir().unwrap();
    let game = common::game_file(&dir, "served.annabella");
    let mut g = Running::start(&game_args(
        game.to_str().unwrap(),
        &["--broadcast", "127.0.0.1:0"],
    ));
    let line = g.until("http://");
    let address = line
        .split("http://")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .unwrap()
        .to_string();
    let status = "GET /status.json HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n";
    assert_eq!(first_line(&address, status.as_bytes()), "HTTP/1.1 200 OK");
    let quiet_threads = threads(g.pid());

    // 1. A body claimed of 100 GB: refused, never read, nothing allocated.
    let body =
        b"GET /game.pgn HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999\r\n\r\nsome of it";
    for _ in 0..3 {
        let answer = first_line(&address, body);
        assert!(answer.starts_with("HTTP/1.1 413"), "{answer:?}");
    }
    let chunked =
        b"POST /game.pgn HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nffffffff\r\n";
    assert!(first_line(&address, chunked).starts_with("HTTP/1.1 405"));

    // 2. Heads of 30 MB, and a hundred thousand small headers: 431 or
    // closed after a few kilobytes.
    let long = vec![b'a'; 64 * 1024];
    let mut header = b"X-Long: ".to_vec();
    header.extend_from_slice(&long);
    for _ in 0..8 {
        let answer = oversized_head(&address, &header, 30 << 20);
        assert!(
            answer.is_empty() || answer.starts_with("HTTP/1.1 431"),
            "{answer:?}"
        );
    }
    let answer = oversized_head(&address, b"X: y\r\n", 600_000);
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 431"),
        "{answer:?}"
    );
    g.says("e4", "Bauer Eva vier");

    // 3. A thousand connections held open, and slow clients sending a
    // byte now and then: no thread more, and the game answers at once.
    let idle: Vec<TcpStream> = (0..1000)
        .filter_map(|_| TcpStream::connect(&address).ok())
        .collect();
    assert!(idle.len() >= 900, "only {} connections", idle.len());
    let mut slow: Vec<TcpStream> = (0..20)
        .map(|_| TcpStream::connect(&address).unwrap())
        .collect();
    for _ in 0..5 {
        for s in &mut slow {
            let _ = s.write_all(b"G");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let began = Instant::now();
    g.says("press", "White completed move 1.");
    let answered_in = began.elapsed();
    // The game's own few threads (input, broadcast, speech): a thousand
    // connections add none (tiny_http, before, took a thread each).
    let attacked_threads = threads(g.pid());
    assert!(
        attacked_threads <= MOST_THREADS,
        "{attacked_threads} threads under attack, {quiet_threads} before"
    );
    assert!(answered_in < Duration::from_secs(2), "{answered_in:?}");
    drop(idle);
    drop(slow);

    // The server answers again once the attackers are gone.
    let end = Instant::now() + PATIENCE;
    loop {
        if first_line(&address, status.as_bytes()) == "HTTP/1.1 200 OK" {
            break;
        }
        assert!(Instant::now() < end, "the broadcast never answered again");
        std::thread::sleep(Duration::from_millis(200));
    }
    g.says("status", "Black to move");
    let peak = peak_kb(g.pid());
    assert!(peak < PEAK_KB, "peak {peak} kB");
    g.quit();
    // Nothing of the game was lost: it resumes with its move.
    let lines = common::play(&game, &["--manual-clock"], &["sheet", "quit"]);
    assert!(lines.iter().any(|l| l.contains("1. e4")), "{lines:?}");
}

/// A script that speaks UCI as far as the greeting and does `on_go` when
/// asked to move.
fn uci_script(dir: &Path, name: &str, on_go: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let id = name[..1].to_uppercase() + &name[1..];
    let text = format!(
        "#!/bin/sh\nwhile read line; do\n  case \"$line\" in\n    uci) echo 'id name {id}'; echo uciok;;\n    isready) echo readyok;;\n    go*) {on_go};;\n  esac\ndone\n"
    );
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// An engine that answers "no move" where there are moves, or writes a
/// line without end: a fault said like any other, the game goes on at the
/// keyboard, `engine restart` starts it again, and the memory stays small.
#[test]
fn an_engine_that_answers_no_move_or_an_endless_line_is_a_fault() {
    let dir = tempfile::tempdir().unwrap();
    for (name, on_go, said) in [
        (
            "nullmove",
            "echo 'bestmove 0000'",
            "Nullmove sent \"0000\", which is no legal move here",
        ),
        (
            "nomove",
            "echo 'bestmove (none)'",
            "Nomove sent \"(none)\", which is no legal move here",
        ),
        (
            "endless",
            "tr '\\000' x < /dev/zero",
            "Endless sent a line longer than 64 KB, which is no engine's answer",
        ),
    ] {
        let engine = uci_script(dir.path(), name, on_go);
        let game = common::game_file(&dir, &format!("{name}.annabella"));
        let mut g = Running::start(&game_args(
            game.to_str().unwrap(),
            &["--engine", engine.to_str().unwrap()],
        ));
        g.says("e4", "Bauer Eva vier");
        g.says("press", "White completed move 1.");
        g.until(said);
        // The game goes on at the keyboard, and the engine can be asked again.
        g.says("e5", "Bauer Eva fünf");
        g.says("press", "Black completed move 1.");
        g.says("engine restart", "is started again, and plays on.");
        g.says("Nf3", "Springer Felix drei");
        g.says("press", "White completed move 2.");
        g.until(said);
        g.says("status", "Black to move");
        let peak = peak_kb(g.pid());
        assert!(peak < PEAK_KB, "{name}: peak {peak} kB");
        g.quit();
    }
}

/// An engine that floods its pipe with `info` lines, or with replies of
/// any other kind, while it thinks: what is handed on is folded and
/// paced, so the game's memory stays small and it answers meanwhile.
#[test]
fn an_engine_that_floods_its_pipe_costs_no_memory() {
    let dir = tempfile::tempdir().unwrap();
    for (name, flood) in [
        (
            "infos",
            "yes 'info depth 1 score cp 0 nodes 1 pv e7e5 g1f3'",
        ),
        ("replies", "yes readyok"),
    ] {
        let engine = uci_script(dir.path(), name, flood);
        let game = common::game_file(&dir, &format!("{name}.annabella"));
        let mut g = Running::start(&game_args(
            game.to_str().unwrap(),
            &["--engine", engine.to_str().unwrap(), "--engine-time", "20s"],
        ));
        g.says("e4", "Bauer Eva vier");
        g.says("press", "White completed move 1.");
        std::thread::sleep(Duration::from_secs(3));
        let began = Instant::now();
        g.says("time", "White:");
        assert!(
            began.elapsed() < Duration::from_secs(2),
            "{name}: {:?}",
            began.elapsed()
        );
        let peak = peak_kb(g.pid());
        assert!(peak < PEAK_KB, "{name}: peak {peak} kB");
        g.quit();
    }
}

/// Every file given by name is a file of a bounded size: a device, a pipe
/// or a file too large is refused at once with a sentence that says so
/// (and how large), in little memory; a PGN game's text and a FEN's move
/// number have their bounds too.
#[test]
fn every_file_given_by_name_is_a_file_within_its_bound() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.toml");
    let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid C string, a plain mode.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let huge = dir.path().join("huge.toml");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(50 << 20)
        .unwrap();
    let game = common::game_file(&dir, "g.annabella");
    let game = game.to_str().unwrap();
    let quick = Duration::from_secs(10);
    let device = "it is a device, a pipe or a socket, not a file";
    for (config, said) in [
        ("/dev/zero", device),
        (fifo.to_str().unwrap(), device),
        (huge.to_str().unwrap(), "it holds 50 MB, more than the 1 MB"),
    ] {
        let (err, code, peak, _) = run_measured(&game_args(game, &["--config", config]), quick);
        assert_ne!(code, 0);
        assert!(
            common::flat(&err).contains(said),
            "--config {config}: {err}"
        );
        assert!(peak < PEAK_KB, "--config {config}: peak {peak} kB");
    }

    // Vocabularies: a pipe and a huge file among them.
    for (file, said) in [
        (&fifo, device),
        (&huge, "it holds 50 MB, more than the 256 KB"),
    ] {
        let voices = tempfile::tempdir().unwrap();
        let target = voices.path().join("x.toml");
        std::os::unix::fs::symlink(file, &target).unwrap();
        let (err, code, peak, _) = run_measured(
            &game_args(game, &["--voices", voices.path().to_str().unwrap()]),
            quick,
        );
        assert_ne!(code, 0);
        assert!(common::flat(&err).contains(said), "--voices: {err}");
        assert!(peak < PEAK_KB, "--voices: peak {peak} kB");
    }

    // A folder of more vocabularies than are read from one.
    let voices = tempfile::tempdir().unwrap();
    for n in 0..101 {
        std::fs::write(voices.path().join(format!("v{n}.toml")), "").unwrap();
    }
    let (err, code, _, _) = run_measured(
        &game_args(game, &["--voices", voices.path().to_str().unwrap()]),
        quick,
    );
    assert_ne!(code, 0);
    assert!(
        common::flat(&err).contains("it holds 101 files of that kind, more than the 100"),
        "{err}"
    );

    // A speech log that is a pipe: not waited on, the game goes on.
    let logged = common::game_file(&dir, "logged.annabella");
    let (err, code, _, _) = run_measured(
        &game_args(
            logged.to_str().unwrap(),
            &["--speech-log", fifo.to_str().unwrap()],
        ),
        quick,
    );
    assert_eq!(code, 0, "{err}");

    // More boards than one overview follows.
    let many = dir.path().join("boards.txt");
    let list: String = (1..=201)
        .map(|p| format!("127.0.0.1:{}\n", 20000 + p))
        .collect();
    std::fs::write(&many, list).unwrap();
    let (err, code, _, _) = run_measured(
        &[
            "arbiter",
            "--line",
            "--lang",
            "en",
            "--boards",
            many.to_str().unwrap(),
        ],
        quick,
    );
    assert_ne!(code, 0);
    assert!(
        common::flat(&err).contains("201 boards given: one overview follows at most 200"),
        "{err}"
    );

    // The arbiter's list of boards.
    let (err, code, _, _) = run_measured(
        &["arbiter", "--line", "--lang", "en", "--boards", "/dev/zero"],
        quick,
    );
    assert_ne!(code, 0);
    assert!(common::flat(&err).contains(device), "{err}");

    // A game file of 1 GB (sparse: 4 KB on disk) after a real header.
    let played = common::game_file(&dir, "played.annabella");
    common::play(&played, &["--manual-clock"], &["e4", "quit"]);
    let len = std::fs::metadata(&played).unwrap().len();
    std::fs::OpenOptions::new()
        .write(true)
        .open(&played)
        .unwrap()
        .set_len(len + (1 << 30))
        .unwrap();
    let (err, code, peak, _) = run_measured(&game_args(played.to_str().unwrap(), &[]), quick);
    assert_ne!(code, 0);
    assert!(
        common::flat(&err).contains("it holds 1025 MB, more than the 16 MB"),
        "{err}"
    );
    assert!(peak < PEAK_KB, "game file: peak {peak} kB");

    // A PGN game with a comment of 20 MB: refused with its size, in little
    // memory, however often it is asked for.
    let pgn = dir.path().join("comment.pgn");
    let mut text =
        b"[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. e4 {".to_vec();
    text.resize(text.len() + (20 << 20), b'c');
    text.extend_from_slice(b"} e5 *\n");
    std::fs::write(&pgn, &text).unwrap();
    let (err, code, peak, _) = run_measured(
        &[
            "replay",
            "--line",
            "--speech",
            "text",
            "--lang",
            "en",
            pgn.to_str().unwrap(),
        ],
        Duration::from_secs(30),
    );
    assert_ne!(code, 0);
    assert!(
        common::flat(&err).contains("Game 1 holds 21 MB of text, more than the 2 MB"),
        "{err}"
    );
    assert!(peak < PEAK_KB, "PGN: peak {peak} kB");
    let (err, code, _, _) = run_measured(
        &game_args(game, &["--pgn", pgn.to_str().unwrap()]),
        Duration::from_secs(30),
    );
    assert_ne!(code, 0);
    assert!(common::flat(&err).contains("holds 21 MB of text"), "{err}");

    // A FEN whose move number no game reaches: refused at once.
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 4294967295";
    let (err, code, _, took) = run_measured(&game_args(game, &["--fen", fen]), quick);
    assert_ne!(code, 0);
    assert!(common::flat(&err).contains("over 10,000"), "{err}");
    assert!(took < Duration::from_secs(5), "{took:?}");
}

/// A board whose status cannot be right (clocks of a million hours, a
/// name of a megabyte) is said to be so, not shown; a board that claims
/// another board's address for its number is named by its own; and no
/// line of line mode is longer than 80 characters whatever it names.
#[test]
fn the_overview_believes_no_status_that_cannot_be_right() {
    let liar = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = liar.local_addr().unwrap().to_string();
    let honest = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let honest_address = honest.local_addr().unwrap().to_string();
    let absurd = format!(
        r#"{{"format":1,"plies":2,"move_number":2,"to_move":"white","white_ms":-9000000000000000000,"black_ms":1,"event":"{}"}}"#,
        "E".repeat(500_000)
    );
    // The second board claims the first's address as its number.
    let claims = format!(
        r#"{{"format":1,"plies":0,"move_number":1,"to_move":"white","white_ms":60000,"black_ms":60000,"board":"{address}"}}"#
    );
    for (listener, body) in [(liar, absurd), (honest, claims)] {
        std::thread::spawn(move || {
            for stream in listener.incoming().take(200) {
                let Ok(mut stream) = stream else { continue };
                let mut head = [0u8; 4096];
                let _ = stream.read(&mut head);
                let _ = write!(
                    stream,
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                );
            }
        });
    }
    let mut o = Running::start(&[
        "arbiter",
        "--line",
        "--speech",
        "none",
        "--lang",
        "en",
        "--every",
        "1s",
        &address,
        &honest_address,
    ]);
    o.until("cannot be right");
    o.send("list");
    let line = o.until("1:00");
    assert!(line.contains(&format!("Board {honest_address}:")), "{line}");
    o.send("quit");
    drop(o.stdin.take());
    let _ = o.child.wait();
    assert!(
        o.seen.iter().all(|l| l.chars().count() <= 80),
        "{:?}",
        o.seen
    );
}

/// A PGN game taken over whose Event tag is as long as PGN's reader takes
/// (a few kilobytes): every line line mode prints is at most 80 characters.
#[test]
fn line_mode_keeps_to_80_characters_whatever_a_file_names() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("event.pgn");
    let event = "Open ".repeat(400) + &"X".repeat(1000);
    std::fs::write(
        &pgn,
        format!(
            "[Event \"{event}\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"
        ),
    )
    .unwrap();
    let game = common::game_file(&dir, "event.annabella");
    let (out, err, code) = common::run_input(
        &game_args(game.to_str().unwrap(), &["--pgn", pgn.to_str().unwrap()]),
        "status\nsheet\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines.iter().any(|l| l.contains("XXXX")),
        "the event is said"
    );
    let longest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    assert!(longest <= 80, "a line of {longest} characters");
}
