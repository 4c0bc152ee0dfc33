//! The benchmarks: figures printed, speed and memory targets said met or
//! not (they live here, not in timed tests). Out of the player's binary: run
//! with `cargo bench --bench figures -- notation` (see `--help`); `make test`
//! runs them all.

// The benchmarks may unwrap and panic: a failure says where (Cargo.toml's [lints]).
#![allow(clippy::unwrap_used, clippy::panic)]

mod attack;
mod broadcast;
mod engine;
mod latency;
mod learn;

use std::hint::black_box;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use shakmaty::{Chess, Move, Position};

use annabella::core::announce::{self, Style};
use annabella::core::input::MoveReader;
use annabella::core::notation::{self, Letters};
use annabella::core::vocab::VoiceMix;

use annabella::shell::voices;

/// annabella's benchmarks.
#[derive(Debug, Parser)]
#[command(name = "figures")]
struct BenchArgs {
    #[command(subcommand)]
    what: Bench,
}

fn main() -> std::process::ExitCode {
    // Started by annabella as its engine (`bench engine`): the go-between.
    if let Ok(log) = std::env::var(engine::PROXY_LOG) {
        return std::process::ExitCode::from(engine::proxy(&log) as u8);
    }
    // `cargo bench` hands every benchmark a `--bench` flag of its own.
    let args = std::env::args().filter(|a| a != "--bench");
    std::process::ExitCode::from(run(BenchArgs::parse_from(args)) as u8)
}

/// The player's program, built beside the benchmark.
fn annabella() -> &'static str {
    env!("CARGO_BIN_EXE_annabella")
}

#[derive(Debug, Subcommand)]
enum Bench {
    /// Parse + announce time per move over long random games (target: under 20 µs).
    Notation {
        /// Number of random games
        #[arg(long, default_value_t = 20)]
        games: usize,
        /// Seed of the game generator
        #[arg(long, default_value_t = 2026)]
        seed: u64,
    },
    /// Speech on a real audio stack: decision → first sound at the sink for the
    /// built-in voice and the system voice (p50, p95, p99; alone and with the
    /// other cores busy), stop → silence, and the spoken length of typical
    /// announcements. Run it in the test rig: tests/audio/rig.sh run -- annabella
    /// bench latency (targets: clips p99 ≤ 10 ms and tts p99 ≤ 40 ms when busy)
    Latency {
        /// Start trials per measurement (a hundred make a 99th percentile)
        #[arg(long, default_value_t = 100)]
        trials: usize,
        /// The vocabulary whose voice is measured
        #[arg(long, default_value = "de")]
        voice: String,
    },
    /// Keeps one core busy until its input closes (the load of `bench latency`)
    #[command(hide = true)]
    Spin,
    /// The full-screen interface for a while with the clock running (in tmux):
    /// its CPU time and peak memory (targets: 0.1 % of a core, 12 MB)
    Tui {
        /// How long to watch it
        #[arg(long, default_value_t = 60)]
        seconds: u64,
        /// Its speech backend (clips loads the built-in voice)
        #[arg(long, default_value = "clips")]
        speech: String,
    },
    /// Reading PGN: a file of random games (with comments, glyphs and
    /// variations) listed, and its last game opened (targets: 10,000 games
    /// listed in under 2 s, the last one opened in under 2 s).
    /// Then a file of 100,000 games on disk, listed and its last game
    /// opened by `annabella replay` itself: its time and peak memory
    /// (target: the file is never held whole, peak under 64 MB).
    Pgn {
        /// Games in the file
        #[arg(long, default_value_t = 10_000)]
        games: usize,
        /// Games in the file on disk (0: none)
        #[arg(long, default_value_t = 100_000)]
        file_games: usize,
        /// Folder for the file on disk
        #[arg(long, value_name = "DIR")]
        dir: Option<std::path::PathBuf>,
        /// Seed of the game generator
        #[arg(long, default_value_t = 2026)]
        seed: u64,
    },
    /// A game's turning points found by Stockfish in `replay` on a terminal:
    /// the first said, all of them, and `who` answered meanwhile (targets:
    /// 5 s, 60 s, 50 ms).
    Learn {
        /// Moves of the random game
        #[arg(long, default_value_t = 40)]
        moves: usize,
        /// Positions the engine searches in each position of the game
        #[arg(long, default_value_t = 200_000)]
        nodes: u64,
    },
    /// A game against Stockfish: from its bestmove to its move announced and
    /// pressed, a query while it thinks, and annabella's own CPU meanwhile
    /// (targets: 50 ms and 50 ms).
    Engine {
        /// Moves of the game
        #[arg(long, default_value_t = 5)]
        moves: usize,
        /// The engine's time a move
        #[arg(long, default_value = "2s")]
        think: String,
    },
    /// The arbiter's overview of many boards on loopback, each a real annabella
    /// serving its game: the poll cycle, and a move completed to its line in the
    /// overview (targets: every board asked on time, each move within a poll and a second).
    Broadcast {
        /// Boards served, a process each
        #[arg(long, default_value_t = 50)]
        boards: usize,
        /// Seconds between two polls of a board
        #[arg(long, default_value_t = 2.0)]
        every: f64,
        /// Half-moves played on each board
        #[arg(long, default_value_t = 4)]
        plies: usize,
    },
    /// The broadcast under attack on loopback: a thousand connections held
    /// open, slow heads, heads of a megabyte, bodies of 100 GB claimed; a
    /// typed command's answer meanwhile, and the game's threads and peak memory
    /// (targets: 5 ms at the 95th percentile, under 64 MB, no thread more).
    Attack {
        /// Half-moves played (the first half quiet, the second under attack)
        #[arg(long, default_value_t = 40)]
        plies: usize,
    },
    /// Journal append + fsync time per event, and resume time of a 300-ply game
    /// (targets: at most 2 ms and 20 ms).
    Journal {
        /// Directory for the test game file (its disk is what is measured)
        #[arg(long, value_name = "DIR")]
        dir: Option<std::path::PathBuf>,
        /// Half-moves of the game
        #[arg(long, default_value_t = 300)]
        plies: usize,
    },
}

fn run(args: BenchArgs) -> i32 {
    match args.what {
        Bench::Notation { games, seed } => notation_bench(games, seed),
        Bench::Journal { dir, plies } => journal_bench(dir, plies),
        Bench::Tui { seconds, speech } => tui_bench(seconds, &speech),
        Bench::Latency { trials, voice } => latency::run(&voice, trials),
        Bench::Spin => latency::spin(),
        Bench::Engine { moves, think } => engine::run(moves, &think),
        Bench::Learn { moves, nodes } => learn::run(moves, nodes),
        Bench::Attack { plies } => attack::run(plies),
        Bench::Broadcast {
            boards,
            every,
            plies,
        } => broadcast::run(boards, Duration::from_secs_f64(every), plies),
        Bench::Pgn {
            games,
            file_games,
            dir,
            seed,
        } => pgn_bench(games, seed) | pgn_file_bench(file_games, dir, seed),
    }
}

/// A random legal game of up to `max_plies` half-moves: (position before, move).
pub fn random_game(rng: &mut fastrand::Rng, max_plies: usize) -> Vec<(Chess, Move)> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    while out.len() < max_plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.usize(..moves.len())];
        out.push((pos.clone(), m));
        pos = pos.play(m).expect("legal move");
    }
    out
}

/// A PGN file of `games` random games of up to 120 half-moves; every tenth
/// move has a comment, a glyph and a one-move variation.
fn random_pgn(games: usize, seed: u64) -> String {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut out = String::new();
    for n in 1..=games {
        out.push_str(&format!(
            "[Event \"Bench\"]\n[Round \"{n}\"]\n[White \"Anna\"]\n[Black \"Bo\"]\n[Result \"*\"]\n\n"
        ));
        for (i, (pos, m)) in random_game(&mut rng, 120).iter().enumerate() {
            if pos.turn().is_white() {
                out.push_str(&format!("{}. ", pos.fullmoves()));
            }
            out.push_str(&shakmaty::san::SanPlus::from_move(pos.clone(), *m).to_string());
            if i % 10 == 9 {
                let other = pos.legal_moves()[0];
                let alt = shakmaty::san::SanPlus::from_move(pos.clone(), other);
                let number = pos.fullmoves();
                let dots = if pos.turn().is_white() { "." } else { "..." };
                out.push_str(&format!(
                    " $1 {{a comment [%clk 0:10:00]}} ({number}{dots} {alt})"
                ));
            }
            out.push(if i % 8 == 7 { '\n' } else { ' ' });
        }
        out.push_str("*\n\n");
    }
    out
}

fn pgn_bench(games: usize, seed: u64) -> i32 {
    use annabella::core::pgn;
    let text = random_pgn(games, seed);
    println!(
        "annabella bench pgn: {games} random games, {:.1} MB, seed {seed}",
        text.len() as f64 / 1e6
    );
    let started = Instant::now();
    let list = black_box(pgn::read_games(text.as_bytes()));
    let listed = started.elapsed();
    let started = Instant::now();
    let last = black_box(pgn::read_game(text.as_bytes(), games));
    let opened = started.elapsed();
    let moves: usize = list.iter().map(|s| s.moves).sum();
    let broken = list.iter().filter(|s| s.problem.is_some()).count();
    println!(
        "  listed {} games ({moves} moves, {broken} broken) in {:.0} ms: {:.0} games/s (target: 10,000 in 2 s)",
        list.len(),
        listed.as_secs_f64() * 1e3,
        list.len() as f64 / listed.as_secs_f64()
    );
    println!(
        "  opened the last game ({} half-moves) in {:.0} ms (target: 2 s)",
        last.map_or(0, |r| r.main.moves.len()),
        opened.as_secs_f64() * 1e3
    );
    let ok = list.len() == games && broken == 0;
    if !ok {
        eprintln!("annabella: the generated file did not read back whole");
    }
    i32::from(!ok)
}

/// A file of `games` games on disk (a thousand random ones, over and over:
/// the reader reads each anyway), listed and opened by `annabella replay`
/// in a process of its own, whose peak memory is the figure.
fn pgn_file_bench(games: usize, dir: Option<std::path::PathBuf>, seed: u64) -> i32 {
    use std::io::Write;
    if games == 0 {
        return 0;
    }
    let dir = dir.unwrap_or_else(std::env::temp_dir);
    let path = dir.join(format!("annabella-bench-{}.pgn", std::process::id()));
    let some = random_pgn(1000, seed);
    let per: Vec<&str> = some.split_inclusive("*\n\n").collect();
    let written = std::fs::File::create(&path).and_then(|f| {
        let mut out = std::io::BufWriter::new(f);
        for n in 0..games {
            out.write_all(per[n % per.len()].as_bytes())?;
        }
        out.flush()
    });
    let result = written.map_err(|e| e.to_string()).and_then(|()| {
        let size = std::fs::metadata(&path).map_or(0, |m| m.len());
        println!(
            "  a file of {games} games, {:.0} MB, read by annabella replay:",
            size as f64 / 1e6
        );
        replay_peak(&path, games)
    });
    let _ = std::fs::remove_file(&path);
    match result {
        Ok((took, peak_kb)) => {
            println!(
                "  listed it and opened its last game in {:.1} s, peak memory {:.1} MB (target: under 64 MB)",
                took.as_secs_f64(),
                peak_kb as f64 / 1024.0
            );
            i32::from(peak_kb > 64 * 1024)
        }
        Err(e) => {
            eprintln!("annabella: bench pgn: {e}");
            1
        }
    }
}

/// `annabella replay FILE` opening its last game and quitting: how long it
/// took and its peak resident memory in kB.
#[cfg(unix)]
fn replay_peak(path: &std::path::Path, games: usize) -> Result<(Duration, u64), String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let started = Instant::now();
    let mut child = Command::new(annabella())
        .arg("replay")
        .arg(path)
        .args(["--line", "--lang", "en", "--speech", "text"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().expect("piped");
    let _ = writeln!(stdin, "game {games}\nlast\nquit");
    drop(stdin);
    let out = child.stdout.take().expect("piped");
    let said = std::thread::spawn(move || std::io::read_to_string(out).unwrap_or_default());
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value for wait4 to fill.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the pid is our own child's, not yet waited for; the pointers
    // are to live locals. wait4 reaps it and reports its peak memory.
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    let took = started.elapsed();
    let said = said.join().unwrap_or_default();
    if pid < 0 || !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Err(format!("replay did not finish well: {said}"));
    }
    if !said.contains(&format!("Game {games} of {games}")) {
        return Err(format!("replay did not open the last game: {said}"));
    }
    // ru_maxrss is in kilobytes on Linux.
    Ok((took, usage.ru_maxrss as u64))
}

#[cfg(not(unix))]
fn replay_peak(_: &std::path::Path, _: usize) -> Result<(Duration, u64), String> {
    Err("measured on Unix only".into())
}

/// Writes a move as a user would type it.
type Form = fn(&Chess, Move, &annabella::core::vocab::Voice) -> String;

fn notation_bench(games: usize, seed: u64) -> i32 {
    let all = match voices::builtin() {
        Ok(all) => all,
        Err(e) => {
            eprintln!("annabella: {e}");
            return 1;
        }
    };
    let voice = all
        .voice(&VoiceMix::plain("de"))
        .expect("built-in de voice");
    let order: Vec<_> = all.iter().cloned().collect();
    let reader = MoveReader::new(&order, Some(Letters::De));
    let style = Style::default();
    let mut rng = fastrand::Rng::with_seed(seed);
    let plies: Vec<Vec<(Chess, Move)>> = (0..games).map(|_| random_game(&mut rng, 300)).collect();
    let count: usize = plies.iter().map(Vec::len).sum();

    // Inputs are made before timing, as a user would type them.
    let forms: [(&str, Form); 3] = [
        ("SAN (de letters)", |p, m, _| {
            notation::written(p, m, Letters::De)
        }),
        ("coordinates", |_, m, _| notation::coordinates(m)),
        ("spoken words", |p, m, v| {
            announce::announce(p, m, Style::default(), v)
        }),
    ];
    println!("annabella bench notation: {games} random games, {count} moves, seed {seed}");
    let mut worst = Duration::ZERO;
    for (name, form) in forms {
        let inputs: Vec<Vec<String>> = plies
            .iter()
            .map(|g| g.iter().map(|(p, m)| form(p, *m, &voice)).collect())
            .collect();
        let started = Instant::now();
        for (game, texts) in plies.iter().zip(&inputs) {
            for ((pos, m), text) in game.iter().zip(texts) {
                let read = reader.read(pos, text);
                debug_assert!(
                    read.is_ok()
                        || matches!(read, Err(annabella::core::input::MoveError::Ambiguous(_)))
                );
                let said = announce::announce(pos, black_box(*m), style, &voice);
                black_box((read.is_ok(), said));
            }
        }
        let per_move = started.elapsed() / count.max(1) as u32;
        worst = worst.max(per_move);
        println!(
            "  parse {name} + announce: {:.2} µs per move",
            per_move.as_secs_f64() * 1e6
        );
    }
    let verdict = if worst < Duration::from_micros(20) {
        "met"
    } else {
        "NOT met"
    };
    println!(
        "  slowest form: {:.2} µs per move; target under 20 µs: {verdict}",
        worst.as_secs_f64() * 1e6
    );
    0
}

/// A game of `plies` half-moves as the session journals it: one announcement
/// and one press a move, time passing between them.
fn journal_records(plies: usize) -> Vec<annabella::core::session::Record> {
    use annabella::core::clock::{Stamp, TimeControl};
    use annabella::core::session::{Event, Record, Setup};
    use shakmaty::uci::UciMove;
    let setup = Setup {
        laws: annabella::core::laws::Laws::Y2014,
        warnings: Vec::new(),
        ..Setup::manual(TimeControl::parse("40/5400:1800+30").expect("valid control"))
    };
    let mut rng = fastrand::Rng::with_seed(7);
    // A random game long enough: random games often end early, so draw until one is.
    let game = loop {
        let g = random_game(&mut rng, plies);
        if g.len() == plies {
            break g;
        }
    };
    let mut records = vec![Record {
        at: Stamp(0),
        event: Event::Started {
            setup: Box::new(setup),
        },
    }];
    for (i, (pos, m)) in game.iter().enumerate() {
        let at = Stamp(i as i64 * 10_000);
        let by = pos.turn();
        records.push(Record {
            at,
            event: Event::Announced {
                by,
                uci: UciMove::from_standard(*m),
            },
        });
        records.push(Record {
            at: Stamp(at.0 + 2_000),
            event: Event::Completed { by, auto: false },
        });
    }
    records
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn journal_bench(dir: Option<std::path::PathBuf>, plies: usize) -> i32 {
    use annabella::core::session::Session;
    use annabella::shell::journal::Journal;
    let dir = dir.unwrap_or_else(std::env::temp_dir);
    let path = dir.join(format!("annabella-bench-{}.annabella", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let events = journal_records(plies);
    println!(
        "annabella bench journal: {} events ({plies} half-moves) in {}",
        events.len(),
        path.display()
    );
    let mut journal = match Journal::create(&path, &events[0]) {
        Ok(j) => j,
        Err(e) => {
            eprintln!("annabella: {e}");
            return 1;
        }
    };
    let mut appends = Vec::with_capacity(events.len());
    for e in &events[1..] {
        let started = Instant::now();
        if let Err(e) = journal.append(std::slice::from_ref(e)) {
            eprintln!("annabella: {e}");
            return 1;
        }
        appends.push(started.elapsed());
    }
    let append = median(appends.clone());
    let worst = appends.iter().max().copied().unwrap_or_default();
    println!(
        "  append + fsync: median {:.3} ms, slowest {:.3} ms per event; target at most 2 ms: {}",
        append.as_secs_f64() * 1e3,
        worst.as_secs_f64() * 1e3,
        if append <= Duration::from_millis(2) {
            "met"
        } else {
            "NOT met"
        }
    );
    drop(journal);
    let mut resumes = Vec::new();
    for _ in 0..15 {
        let started = Instant::now();
        let opened = Journal::open(&path).expect("the file just written opens");
        let session = Session::replay(&opened.records).expect("the game replays");
        black_box(session.position());
        resumes.push(started.elapsed());
    }
    let resume = median(resumes);
    println!(
        "  resume (read, parse, replay {plies} half-moves): median {:.2} ms; target at most 20 ms: {}",
        resume.as_secs_f64() * 1e3,
        if resume <= Duration::from_millis(20) {
            "met"
        } else {
            "NOT met"
        }
    );
    let _ = std::fs::remove_file(&path);
    0
}

/// A process's CPU time (user + system) and peak resident memory, from /proc
/// (Linux only: the benchmark runs in tmux).
#[cfg(not(target_os = "linux"))]
pub fn cpu_and_peak(_pid: u32) -> Option<(Duration, u64)> {
    None
}

/// A process's CPU time (user + system) and peak resident memory, from /proc.
#[cfg(target_os = "linux")]
pub fn cpu_and_peak(pid: u32) -> Option<(Duration, u64)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command's closing parenthesis: utime is the 12th, stime the 13th.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let peak_kb: u64 = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()?;
    Some((Duration::from_millis(ticks * 1000 / hz), peak_kb))
}

/// The pid of the process whose command line holds `needle`.
fn find_process(needle: &str) -> Option<u32> {
    std::fs::read_dir("/proc")
        .ok()?
        .filter_map(Result::ok)
        .find_map(|e| {
            let pid: u32 = e.file_name().to_str()?.parse().ok()?;
            let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).ok()?;
            let args: Vec<String> = cmdline
                .split(|b| *b == 0)
                .map(|a| String::from_utf8_lossy(a).into_owned())
                .collect();
            // annabella itself, not the tmux that started it with the same words.
            let ours = args.first().is_some_and(|a| a.ends_with("annabella"));
            (ours && args.iter().any(|a| a == "play") && args.iter().any(|a| a.contains(needle)))
                .then_some(pid)
        })
}

/// Runs the full-screen interface in a detached tmux for `seconds` with the
/// clock running and prints its CPU time and peak memory.
pub fn tui_bench(seconds: u64, speech: &str) -> i32 {
    let exe = std::path::PathBuf::from(annabella());
    let dir = std::env::temp_dir().join(format!("annabella-tui-bench-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let game = dir.join("bench.annabella");
    let socket = format!("annabella-bench-{}", std::process::id());
    let command = format!(
        "{} play --tui --speech {speech} --control 90+30 --game {}",
        exe.display(),
        game.display()
    );
    let tmux = |args: &[&str]| {
        std::process::Command::new("tmux")
            .arg("-L")
            .arg(&socket)
            .args(args)
            .output()
    };
    match tmux(&["new-session", "-d", "-x", "120", "-y", "40", &command]) {
        Ok(o) if o.status.success() => {}
        _ => {
            eprintln!("annabella bench tui: tmux is needed (apt-get install tmux)");
            return 1;
        }
    }
    std::thread::sleep(Duration::from_secs(2));
    let Some(pid) = find_process(&game.display().to_string()) else {
        eprintln!("annabella bench tui: the interface did not start");
        let _ = tmux(&["kill-server"]);
        return 1;
    };
    // White's clock runs from the start; a move makes it the opponent's turn to think too.
    let _ = tmux(&["send-keys", "e4", "Enter"]);
    std::thread::sleep(Duration::from_millis(300));
    let _ = tmux(&["send-keys", "F2"]);
    // The move is said, then the sound card is closed after a few seconds
    // of silence: that is counted apart, and the window starts after it.
    let start = cpu_and_peak(pid);
    std::thread::sleep(Duration::from_secs(12));
    let before = cpu_and_peak(pid);
    std::thread::sleep(Duration::from_secs(seconds));
    let after = cpu_and_peak(pid);
    if let (Some((c0, _)), Some((c1, _))) = (start, before) {
        println!(
            "  the move and its words (12 s): {:.3} s of CPU",
            (c1 - c0).as_secs_f64()
        );
    }
    let _ = tmux(&["send-keys", "C-q"]);
    std::thread::sleep(Duration::from_millis(500));
    let _ = tmux(&["kill-server"]);
    let _ = std::fs::remove_dir_all(&dir);
    match (before, after) {
        (Some((cpu0, _)), Some((cpu1, peak_kb))) => {
            let share = (cpu1 - cpu0).as_secs_f64() / seconds as f64 * 100.0;
            println!(
                "annabella bench tui: then {seconds} s with the clock running, speech {speech}"
            );
            println!(
                "  CPU: {:.3} s = {share:.3} % of one core; target at most 0.1 %: {}",
                (cpu1 - cpu0).as_secs_f64(),
                if share <= 0.1 { "met" } else { "NOT met" }
            );
            println!(
                "  peak memory: {:.1} MB; target at most 12 MB: {}",
                peak_kb as f64 / 1024.0,
                if peak_kb <= 12 * 1024 {
                    "met"
                } else {
                    "NOT met"
                }
            );
            0
        }
        _ => {
            eprintln!("annabella bench tui: could not read the process's figures");
            1
        }
    }
}
