//! `annabella bench …`: benchmarks that print figures. Speed targets live here,
//! not in timed tests.

use std::hint::black_box;
use std::time::{Duration, Instant};

use clap::{Args, Subcommand};
use shakmaty::{Chess, Move, Position};

use crate::core::announce::{self, Style};
use crate::core::input::MoveReader;
use crate::core::notation::{self, Letters};
use crate::core::vocab::VoiceMix;

use super::voices;

#[derive(Debug, Args)]
pub struct BenchArgs {
    #[command(subcommand)]
    what: Bench,
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
}

pub fn run(args: BenchArgs) -> i32 {
    match args.what {
        Bench::Notation { games, seed } => notation_bench(games, seed),
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

/// Writes a move as a user would type it.
type Form = fn(&Chess, Move, &crate::core::vocab::Voice) -> String;

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
                        || matches!(read, Err(crate::core::input::MoveError::Ambiguous(_)))
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
