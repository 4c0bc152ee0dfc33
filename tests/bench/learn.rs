//! `bench learn`: a 40-move game's turning points found by the real
//! Stockfish through `annabella replay`, on a terminal (a pseudo-terminal
//! by util-linux's `script`, so the engine works beside the replay as it
//! does for a player): the time to the first turning point said and to the
//! whole list, and the answers to `who` typed meanwhile.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use shakmaty::Position;

/// Targets of issue 50.
const WHOLE: Duration = Duration::from_secs(60);
const FIRST: Duration = Duration::from_secs(5);
const ANSWER: Duration = Duration::from_millis(50);

pub fn run(moves: usize, nodes: u64) -> i32 {
    if !std::path::Path::new("/usr/games/stockfish").exists() {
        eprintln!("annabella bench learn: Stockfish is needed (apt-get install stockfish)");
        return 1;
    }
    let dir = std::env::temp_dir().join(format!("annabella-learn-bench-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let file = dir.join("game.pgn");
    std::fs::write(&file, game_pgn(moves)).unwrap();
    let command = format!(
        "{} replay --line --lang en --speech text --analysis-time 'nodes {nodes}' {}",
        super::annabella(),
        file.display()
    );
    let mut child = match Command::new("script")
        .args(["-qfec", &command, "/dev/null"])
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(child) => child,
        Err(_) => {
            eprintln!("annabella bench learn: util-linux's script is needed");
            return 1;
        }
    };
    let mut input = child.stdin.take().unwrap();
    let output = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines() {
            let Ok(line) = line else { break };
            if tx.send((Instant::now(), line)).is_err() {
                break;
            }
        }
    });
    let wait_for = |rx: &mpsc::Receiver<(Instant, String)>, what: &str| -> Option<Instant> {
        let until = Instant::now() + Duration::from_secs(10);
        while let Ok((at, line)) = rx.recv_timeout(until.saturating_duration_since(Instant::now()))
        {
            if line.contains(what) {
                return Some(at);
            }
        }
        None
    };
    if wait_for(&rx, "Game 1 of 1").is_none() {
        eprintln!("annabella bench learn: replay did not start");
        let _ = child.kill();
        return 1;
    }
    let start = Instant::now();
    writeln!(input, "mistakes").unwrap();
    let (mut first, mut done, mut count) = (None, None, 0);
    let mut asked: Option<Instant> = None;
    let mut answers = Vec::new();
    while done.is_none() && start.elapsed() < WHOLE * 3 {
        if asked.is_none() {
            writeln!(input, "who").unwrap();
            asked = Some(Instant::now());
        }
        let Ok((at, line)) = rx.recv_timeout(Duration::from_millis(250)) else {
            continue;
        };
        let line = line.trim_end_matches('\r');
        if line.starts_with("White to move, move 1.") {
            if let Some(sent) = asked.take() {
                answers.push(at - sent);
            }
            // The next question a little later, as a player asks.
            std::thread::sleep(Duration::from_millis(200));
        } else if first.is_none() && line.starts_with("1. ") {
            first = Some(at - start);
        } else if line.contains("turned the game") {
            done = Some(at - start);
            count = line
                .split_whitespace()
                .next()
                .and_then(|n| n.parse::<usize>().ok())
                .unwrap_or(1);
        }
    }
    let _ = writeln!(input, "quit");
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&dir);
    answers.sort();
    let at = |p: usize| {
        answers
            .get((answers.len() * p / 100).min(answers.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default()
    };
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "annabella bench learn: a {moves}-move random game, Stockfish at {nodes} nodes a position, {cores} core(s)"
    );
    let (Some(first), Some(done)) = (first, done) else {
        println!(
            "  the turning points were not all said within {:.0} s",
            (WHOLE * 3).as_secs_f64()
        );
        return 1;
    };
    println!(
        "  {count} turning points; the first said after {:.1} s, all after {:.1} s",
        first.as_secs_f64(),
        done.as_secs_f64()
    );
    println!(
        "  `who` meanwhile ({} times): p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        answers.len(),
        ms(at(50)),
        ms(at(95)),
        ms(answers.last().copied().unwrap_or_default())
    );
    let met = done <= WHOLE && first <= FIRST && at(95) <= ANSWER && !answers.is_empty();
    println!(
        "  targets: all within 60 s, the first within 5 s, answers within 50 ms (p95): {}",
        if met { "met" } else { "NOT met" }
    );
    0
}

/// A random game of `moves` moves (no mate or stalemate before), as PGN.
fn game_pgn(moves: usize) -> String {
    let mut seed = 50;
    let game = loop {
        let mut rng = fastrand::Rng::with_seed(seed);
        let game = super::random_game(&mut rng, moves * 2);
        if game.len() == moves * 2 {
            break game;
        }
        seed += 1;
    };
    let mut out =
        String::from("[Event \"Bench\"]\n[White \"Anna\"]\n[Black \"Bo\"]\n[Result \"*\"]\n\n");
    for (pos, m) in &game {
        if pos.turn().is_white() {
            out.push_str(&format!("{}. ", pos.fullmoves()));
        }
        out.push_str(&shakmaty::san::SanPlus::from_move(pos.clone(), *m).to_string());
        out.push(' ');
    }
    out.push_str("*\n");
    out
}
