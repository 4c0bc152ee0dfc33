//! A game against the engine, timed: from the engine's `bestmove` to its
//! move announced, queries answered while the engine thinks, and the CPU
//! annabella itself uses meanwhile. The benchmark's own program stands
//! between annabella and Stockfish (the real engine) and notes when each
//! `bestmove` passes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Set for the benchmark's program when it is started as the engine.
pub const PROXY_LOG: &str = "ANNABELLA_BENCH_ENGINE_LOG";

fn now_ms() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_millis()
}

fn stockfish() -> Option<&'static str> {
    [
        "/usr/games/stockfish",
        "/usr/bin/stockfish",
        "/usr/local/bin/stockfish",
    ]
    .into_iter()
    .find(|p| std::path::Path::new(p).is_file())
}

/// Started as the engine: Stockfish behind, every line passed on, the
/// time each `bestmove` passed written to the log.
pub fn proxy(log: &str) -> i32 {
    let Some(engine) = stockfish() else { return 1 };
    let mut child = Command::new(engine)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut to_engine = child.stdin.take().unwrap();
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if writeln!(to_engine, "{line}").is_err() {
                break;
            }
        }
    });
    let mut log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .unwrap();
    let stdout = std::io::stdout();
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let Ok(line) = line else { break };
        let mut out = stdout.lock();
        if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
            break;
        }
        if line.starts_with("bestmove") {
            let _ = writeln!(log, "{}", now_ms());
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    0
}

fn percentile(sorted: &[u128], p: usize) -> u128 {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

/// `moves` moves against the engine, each thought over for `think`.
pub fn run(moves: usize, think: &str) -> i32 {
    if stockfish().is_none() {
        eprintln!("annabella bench engine: Stockfish is needed (apt install stockfish)");
        return 1;
    }
    let dir = std::env::temp_dir().join(format!("annabella-engine-bench-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let log = dir.join("bestmove.log");
    let game = dir.join("bench.annabella");
    let me = std::env::current_exe().unwrap();
    let mut child = Command::new(super::annabella())
        .args([
            "play", "--line", "--speech", "text", "--lang", "en", "--engine",
        ])
        .arg(&me)
        .args(["--engine-time", think, "--game"])
        .arg(&game)
        .env(PROXY_LOG, &log)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut input = child.stdin.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let out = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines() {
            let Ok(line) = line else { return };
            if tx.send((now_ms(), line)).is_err() {
                return;
            }
        }
    });
    let wait_for = |text: &str, within: Duration| -> Option<u128> {
        let deadline = Instant::now() + within;
        loop {
            let left = deadline.checked_duration_since(Instant::now())?;
            let (at, line) = rx.recv_timeout(left).ok()?;
            if line.contains(text) {
                return Some(at);
            }
        }
    };
    let mut send = |line: &str| {
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
    };
    wait_for("Game file:", Duration::from_secs(10));
    // Pawn moves on the rim, legal whatever the engine answers (mostly).
    let ours = ["a3", "h3", "a4", "h4", "b3", "g3", "b4", "g4"];
    let (mut announced, mut queries, mut cpu_think) = (Vec::new(), Vec::new(), Vec::new());
    for (i, m) in ours.iter().take(moves).enumerate() {
        send(m);
        send("press");
        if wait_for(
            &format!("White completed move {}", i + 1),
            Duration::from_secs(5),
        )
        .is_none()
        {
            eprintln!("annabella bench engine: move {m} was not completed");
            break;
        }
        let cpu0 = super::cpu_and_peak(pid).map(|(c, _)| c);
        let start = Instant::now();
        // Queries while the engine thinks: each answered, and how soon.
        std::thread::sleep(Duration::from_millis(200));
        let asked = now_ms();
        send("time");
        if let Some(at) = wait_for("White: ", Duration::from_secs(5)) {
            queries.push(at.saturating_sub(asked));
        }
        let Some(done) = wait_for(
            &format!("Black completed move {}", i + 1),
            Duration::from_secs(30),
        ) else {
            eprintln!("annabella bench engine: the engine did not move");
            break;
        };
        let cpu1 = super::cpu_and_peak(pid).map(|(c, _)| c);
        if let (Some(c0), Some(c1)) = (cpu0, cpu1) {
            cpu_think.push((c1 - c0).as_secs_f64() / start.elapsed().as_secs_f64() * 100.0);
        }
        let best: Vec<u128> = std::fs::read_to_string(&log)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| l.parse().ok())
            .collect();
        if let Some(b) = best.last() {
            announced.push(done.saturating_sub(*b));
        }
    }
    send("quit");
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&dir);
    if announced.is_empty() || queries.is_empty() {
        eprintln!("annabella bench engine: no figures");
        return 1;
    }
    announced.sort_unstable();
    queries.sort_unstable();
    let worst_a = *announced.last().unwrap();
    let worst_q = *queries.last().unwrap();
    println!(
        "annabella bench engine: {} moves against Stockfish, {think} a move",
        announced.len()
    );
    println!(
        "  bestmove → move announced and pressed: p50 {} ms, worst {worst_a} ms; target at most 50 ms: {}",
        percentile(&announced, 50),
        if worst_a <= 50 { "met" } else { "NOT met" }
    );
    println!(
        "  a query while the engine thinks: p50 {} ms, worst {worst_q} ms; target at most 50 ms: {}",
        percentile(&queries, 50),
        if worst_q <= 50 { "met" } else { "NOT met" }
    );
    let cpu = cpu_think.iter().cloned().fold(0.0, f64::max);
    println!("  annabella's own CPU while the engine thinks: at most {cpu:.2} % of one core");
    0
}
