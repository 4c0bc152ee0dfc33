//! The broadcast under attack (`bench attack`), on loopback: one annabella
//! playing in line mode and serving its game (`play --broadcast`), while
//! attackers hold a thousand connections open, send heads a byte at a
//! time, heads of a megabyte and requests that claim a body of 100 GB.
//! Printed: a typed command's answer (a move, the press, `status`) before
//! and during the attack, the game's threads, and its peak memory.
//! Targets: the answer within 5 ms at the 95th percentile under attack,
//! the peak under 64 MB.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use shakmaty::san::San;

/// How long an answer's lines are waited for once the first came.
const SETTLE: Duration = Duration::from_millis(40);

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// Sends each command and notes how long its answer's first line took.
fn answers(
    stdin: &mut impl Write,
    lines: &Receiver<Instant>,
    commands: &[String],
) -> Vec<Duration> {
    let mut took = Vec::new();
    for command in commands {
        while lines.recv_timeout(SETTLE).is_ok() {}
        let sent = Instant::now();
        writeln!(stdin, "{command}").unwrap();
        stdin.flush().unwrap();
        if let Ok(at) = lines.recv_timeout(Duration::from_secs(10)) {
            took.push(at.saturating_duration_since(sent));
        }
    }
    took
}

fn threads(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("Threads:"))
                .and_then(|n| n.trim().parse().ok())
        })
        .unwrap_or(0)
}

/// Starts an attacker's loop on a thread of its own until `stop`.
fn attacker(
    stop: &Arc<AtomicBool>,
    count: &Arc<AtomicUsize>,
    mut each: impl FnMut() + Send + 'static,
) -> std::thread::JoinHandle<()> {
    let (stop, count) = (stop.clone(), count.clone());
    std::thread::spawn(move || {
        while !stop.load(Ordering::Relaxed) {
            each();
            count.fetch_add(1, Ordering::Relaxed);
        }
    })
}

fn answer_of(mut stream: TcpStream) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let mut buf = [0u8; 512];
    let _ = stream.read(&mut buf);
}

pub fn run(plies: usize) -> i32 {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("attacked.annabella");
    let super::broadcast::Served {
        mut child,
        mut stdin,
        address,
        lines: out,
    } = super::broadcast::Served::start(&game, &[]);
    let pid = child.id();
    let (tx, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for _ in out {
            if tx.send(Instant::now()).is_err() {
                return;
            }
        }
    });
    // A random game's moves, each pressed and followed by `status`.
    let mut rng = fastrand::Rng::with_seed(45);
    let game_moves = super::random_game(&mut rng, plies);
    let commands: Vec<String> = game_moves
        .iter()
        .flat_map(|(pos, m)| {
            [
                San::from_move(pos, *m).to_string(),
                "press".to_string(),
                "status".to_string(),
            ]
        })
        .collect();
    let (quiet_part, attacked_part) = commands.split_at(commands.len() / 2);
    let mut quiet = answers(&mut stdin, &lines, quiet_part);
    let quiet_threads = threads(pid);

    let stop = Arc::new(AtomicBool::new(false));
    let requests = Arc::new(AtomicUsize::new(0));
    // A thousand connections held open (each tried once).
    let idle: Vec<TcpStream> = (0..1000)
        .filter_map(|_| TcpStream::connect(&address).ok())
        .collect();
    let held = idle.len();
    let mut workers = Vec::new();
    // Slow clients: a byte of a head every 200 ms, on a new connection once
    // the server closes theirs.
    for _ in 0..4 {
        let address = address.clone();
        let mut stream: Option<TcpStream> = None;
        workers.push(attacker(&stop, &requests, move || {
            let s = stream.get_or_insert_with(|| TcpStream::connect(&address).unwrap());
            if s.write_all(b"G").is_err() {
                stream = None;
            }
            std::thread::sleep(Duration::from_millis(200));
        }));
    }
    // Heads of a megabyte.
    let address_large = address.clone();
    workers.push(attacker(&stop, &requests, move || {
        let Ok(mut s) = TcpStream::connect(&address_large) else {
            return;
        };
        let _ = s.set_write_timeout(Some(Duration::from_secs(2)));
        let _ = s.write_all(b"GET /status.json HTTP/1.1\r\nX-Large: ");
        let chunk = [b'a'; 64 * 1024];
        for _ in 0..16 {
            if s.write_all(&chunk).is_err() {
                break;
            }
        }
        answer_of(s);
    }));
    // Bodies claimed of 100 GB.
    let address_body = address.clone();
    workers.push(attacker(&stop, &requests, move || {
        let Ok(mut s) = TcpStream::connect(&address_body) else {
            return;
        };
        let _ = s.write_all(
            b"GET /game.pgn HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999\r\n\r\nxxxx",
        );
        answer_of(s);
    }));
    std::thread::sleep(Duration::from_millis(500));
    let attacked_threads = threads(pid);
    let mut attacked = answers(&mut stdin, &lines, attacked_part);
    stop.store(true, Ordering::Relaxed);
    for w in workers {
        let _ = w.join();
    }
    drop(idle);
    let peak = super::cpu_and_peak(pid).map_or(0, |(_, kb)| kb);
    let _ = writeln!(stdin, "quit");
    drop(stdin);
    let _ = child.wait();

    quiet.sort();
    attacked.sort();
    let p95 = percentile(&attacked, 0.95);
    println!(
        "bench attack: {held} connections held open, 4 slow clients, heads of 1 MB and bodies of 100 GB claimed ({} attacks)",
        requests.load(Ordering::Relaxed)
    );
    for (what, took) in [("quiet", &quiet), ("under attack", &attacked)] {
        println!(
            "  a typed command's answer, {what} ({} commands): p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
            took.len(),
            ms(percentile(took, 0.5)),
            ms(percentile(took, 0.95)),
            ms(percentile(took, 1.0))
        );
    }
    println!("  the game's threads: {quiet_threads} quiet, {attacked_threads} under attack");
    println!("  the game's peak memory: {:.1} MB", peak as f64 / 1024.0);
    let met = p95 <= Duration::from_millis(5)
        && peak < 64 * 1024
        && attacked_threads <= quiet_threads + 1
        && attacked.len() == attacked_part.len();
    println!(
        "  target: answers within 5 ms (p95) under attack, peak under 64 MB, no thread more: {}",
        if met { "met" } else { "NOT met" }
    );
    0
}
