//! The arbiter's overview over many boards on loopback: each board a real
//! annabella playing in line mode and serving its game (`play
//! --broadcast`); the overview the program's own, polling them with its
//! own threads. Printed: how long a poll cycle over every board takes,
//! how regularly each board is asked, and the delay from a move completed
//! to its line in the overview.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use annabella::core::Lang;
use annabella::core::broadcast::overview::{Overview, Polled};
use annabella::shell::broadcast::poll;

const MOVES: [&str; 8] = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"];

struct Board {
    child: Child,
    stdin: ChildStdin,
    address: String,
}

fn start_board(dir: &std::path::Path, n: usize) -> Board {
    let game = dir.join(format!("board{n}.annabella"));
    let served = Served::start(&game, &["--board", &n.to_string()]);
    // The rest of its output is read and dropped: a full pipe would stop it.
    let lines = served.lines;
    std::thread::spawn(move || for _ in lines {});
    Board {
        child: served.child,
        stdin: served.stdin,
        address: served.address,
    }
}

/// A game in line mode on the manual clock, served on a free port of
/// loopback: the process, its input, its address, and its output's lines
/// after the one that gave the address.
pub struct Served {
    pub child: Child,
    pub stdin: ChildStdin,
    pub address: String,
    pub lines: std::io::Lines<BufReader<std::process::ChildStdout>>,
}

impl Served {
    pub fn start(game: &std::path::Path, extra: &[&str]) -> Served {
        let mut child = Command::new(super::annabella())
            .args(["play", "--line", "--speech", "none", "--manual-clock"])
            .args(["--broadcast", "127.0.0.1:0"])
            .args(extra)
            .arg("--game")
            .arg(game)
            .env("LC_ALL", "C.UTF-8")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let address = loop {
            let line = lines.next().unwrap().unwrap();
            if let Some(rest) = line.split("http://").nth(1) {
                break rest.split('/').next().unwrap().to_string();
            }
        };
        Served {
            child,
            stdin,
            address,
            lines,
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

pub fn run(boards: usize, every: Duration, plies: usize) -> i32 {
    let dir = tempfile::tempdir().unwrap();
    let began = Instant::now();
    let mut served: Vec<Board> = (1..=boards).map(|n| start_board(dir.path(), n)).collect();
    println!(
        "bench broadcast: {boards} boards started in {:.1} s, each polled every {:.1} s",
        began.elapsed().as_secs_f64(),
        every.as_secs_f64()
    );
    let t = Lang::En.text();
    let mut overview = Overview::new(served.iter().map(|b| b.address.clone()).collect());
    let (tx, rx) = mpsc::channel::<(usize, Polled, Instant)>();
    // The overview's threads as `annabella arbiter` starts them; the time
    // each answer arrived noted beside it.
    let (inner_tx, inner_rx) = mpsc::channel();
    poll::start(
        &served.iter().map(|b| b.address.clone()).collect::<Vec<_>>(),
        every,
        &inner_tx,
        |i, p| (i, p),
    );
    std::thread::spawn(move || {
        for (i, p) in inner_rx {
            if tx.send((i, p, Instant::now())).is_err() {
                return;
            }
        }
    });
    // Every board answered once.
    let mut answered = vec![false; boards];
    let mut last_poll: Vec<Option<Instant>> = vec![None; boards];
    let mut intervals: Vec<Duration> = Vec::new();
    let mut failed = 0usize;
    let mut take = |overview: &mut Overview,
                    (i, p, at): (usize, Polled, Instant),
                    answered: &mut Vec<bool>|
     -> usize {
        if let Some(before) = last_poll[i].replace(at) {
            intervals.push(at - before);
        }
        if matches!(p, Polled::Failed) {
            failed += 1;
        }
        answered[i] |= matches!(p, Polled::Answered(_));
        overview.polled(i, p, t);
        i
    };
    while !answered.iter().all(|a| *a) {
        let got = rx.recv_timeout(Duration::from_secs(30)).unwrap();
        take(&mut overview, got, &mut answered);
    }
    // Moves completed on the boards in turn, a board every `gap`; for each,
    // the time until the overview's line of that board shows it.
    let gap = every / boards.max(1) as u32;
    let mut waiting: Vec<Option<(usize, Instant)>> = vec![None; boards];
    let mut delays: Vec<Duration> = Vec::new();
    // The k-th poll of every board: when the first and the last came.
    let mut rounds: Vec<(Instant, Instant, usize)> = Vec::new();
    let mut polls = vec![0usize; boards];
    let total = boards * plies;
    let mut made = 0;
    let mut next_move = Instant::now();
    while delays.len() < total {
        if made < total && Instant::now() >= next_move {
            let i = made % boards;
            let ply = made / boards;
            if waiting[i].is_none() {
                let b = &mut served[i];
                writeln!(b.stdin, "{}\npress", MOVES[ply % MOVES.len()]).unwrap();
                b.stdin.flush().unwrap();
                waiting[i] = Some((ply + 1, Instant::now()));
                made += 1;
            }
            next_move += gap;
        }
        let wait = next_move.saturating_duration_since(Instant::now());
        let Ok(got) = rx.recv_timeout(wait.max(Duration::from_millis(1))) else {
            continue;
        };
        let at = got.2;
        let i = take(&mut overview, got, &mut answered);
        let k = polls[i];
        polls[i] += 1;
        match rounds.get_mut(k) {
            Some((first, last, n)) => {
                *first = (*first).min(at);
                *last = (*last).max(at);
                *n += 1;
            }
            None => rounds.push((at, at, 1)),
        }
        if let Some((ply, since)) = waiting[i] {
            let shown = overview.boards[i]
                .last
                .as_ref()
                .is_some_and(|s| s.plies >= ply);
            if shown {
                // The line drawn from it is what the arbiter sees.
                let _line = overview.line(i, t);
                delays.push(at - since);
                waiting[i] = None;
            }
        }
    }
    delays.sort();
    intervals.sort();
    let mut cycle_spans: Vec<Duration> = rounds
        .iter()
        .filter(|(_, _, n)| *n == boards)
        .map(|(first, last, _)| *last - *first)
        .collect();
    cycle_spans.sort();
    let p50 = percentile(&delays, 0.5);
    let p95 = percentile(&delays, 0.95);
    let worst = delays.last().copied().unwrap_or_default();
    let late = percentile(&intervals, 1.0);
    println!(
        "  move completed -> its line in the overview ({} moves): p50 {:.0} ms, p95 {:.0} ms, max {:.0} ms",
        delays.len(),
        ms(p50),
        ms(p95),
        ms(worst)
    );
    println!(
        "  poll cycle (from the first board's answer to the last's, {} cycles): p50 {:.1} ms, max {:.1} ms",
        cycle_spans.len(),
        ms(percentile(&cycle_spans, 0.5)),
        ms(percentile(&cycle_spans, 1.0))
    );
    println!(
        "  time between two polls of a board: p50 {:.0} ms, max {:.0} ms; polls without an answer: {failed}",
        ms(percentile(&intervals, 0.5)),
        ms(late)
    );
    // Not falling behind: no board asked later than a second past its time,
    // and every move on the overview within one poll and a second.
    let target = every + Duration::from_secs(1);
    let met = late <= target && worst <= target && failed == 0;
    println!(
        "  target: every board asked every {:.1} s and each move shown within {:.1} s: {}",
        every.as_secs_f64(),
        target.as_secs_f64(),
        if met { "met" } else { "NOT met" }
    );
    for mut b in served {
        let _ = writeln!(b.stdin, "quit");
        drop(b.stdin);
        let _ = b.child.wait();
    }
    0
}
