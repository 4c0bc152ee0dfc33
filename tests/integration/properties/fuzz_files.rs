//! Files and bytes from elsewhere (issue 29): every reader of outside input,
//! through the entry points the program uses, given real files mutated (a
//! byte changed, bytes put in, cut out, repeated, the file cut short),
//! answers within a time bound, never panics, and keeps what it promises.
//! (FEN text is fuzzed beside its reader, in `core::game`'s tests, and in
//! the FEN tags of the PGN files here.) A reader that stands still fails here by its time bound, not by hanging
//! the suite. Bounded here (`PROPTEST_CASES`, 256 a target by default); the
//! longer run for a release is in tests/README.md.

use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

use annabella::core::eboard::protocol::Decoder;
use annabella::core::pgn::{self, GameText, TakenOver};
use annabella::core::replay::{self, Study};
use annabella::core::vocab::Vocabulary;
use annabella::shell::journal::read_records;
use annabella::shell::settings::Settings;
use proptest::prelude::*;
use proptest::sample::Index;

/// How long one input may take, at most: far beyond what any takes (a few
/// milliseconds), short enough that a reader standing still is found.
const BOUND: Duration = Duration::from_secs(10);

/// Runs `f` on `input` in a thread of its own and fails if it does not
/// finish within [`BOUND`], naming the input.
fn bounded<T: Send + 'static>(what: &str, input: Vec<u8>, f: fn(&[u8]) -> T) -> T {
    let (tx, rx) = mpsc::channel();
    let shown = String::from_utf8_lossy(&input[..input.len().min(400)]).into_owned();
    std::thread::spawn(move || {
        let _ = tx.send(f(&input));
    });
    match rx.recv_timeout(BOUND) {
        Ok(out) => out,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            panic!("{what} did not answer within {BOUND:?}; its input began {shown:?}")
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("{what} panicked on {shown:?}"),
    }
}

/// The bytes an edit puts in: the marks that steer a reader, and any byte.
const MARKS: &[u8] =
    b"{}()[]\";%\n\r\t .$*/-+#=!?0123456789abcdefghKQRBNPOx\\\xef\xbb\xbf\xff\x80\x00";

/// One edit of a file.
#[derive(Debug, Clone)]
enum Edit {
    Set(Index, u8),
    Insert(Index, Vec<u8>),
    Remove(Index, usize),
    Repeat(Index, usize),
    Cut(Index),
}

fn edit() -> impl Strategy<Value = Edit> {
    let byte = prop_oneof![prop::sample::select(MARKS), any::<u8>()];
    prop_oneof![
        (any::<Index>(), byte.clone()).prop_map(|(i, b)| Edit::Set(i, b)),
        (any::<Index>(), prop::collection::vec(byte, 1..6)).prop_map(|(i, b)| Edit::Insert(i, b)),
        (any::<Index>(), 1usize..40).prop_map(|(i, n)| Edit::Remove(i, n)),
        (any::<Index>(), 1usize..80).prop_map(|(i, n)| Edit::Repeat(i, n)),
        any::<Index>().prop_map(Edit::Cut),
    ]
}

fn apply(mut bytes: Vec<u8>, edits: &[Edit]) -> Vec<u8> {
    for e in edits {
        let at = |i: &Index| {
            if bytes.is_empty() {
                0
            } else {
                i.index(bytes.len() + 1)
            }
        };
        match e {
            Edit::Set(i, b) if !bytes.is_empty() => {
                let i = i.index(bytes.len());
                bytes[i] = *b;
            }
            Edit::Set(..) => {}
            Edit::Insert(i, b) => {
                let i = at(i);
                bytes.splice(i..i, b.iter().copied());
            }
            Edit::Remove(i, n) => {
                let i = at(i);
                bytes.drain(i..(i + n).min(bytes.len()));
            }
            Edit::Repeat(i, n) => {
                let i = at(i);
                let part = bytes[i..(i + n).min(bytes.len())].to_vec();
                bytes.splice(i..i, part);
            }
            Edit::Cut(i) => {
                let i = at(i);
                bytes.truncate(i);
            }
        }
    }
    bytes
}

/// A real file of `seeds`, mutated by one to eight edits.
fn mutated(seeds: Vec<Vec<u8>>) -> impl Strategy<Value = Vec<u8>> {
    (
        prop::sample::select(seeds),
        prop::collection::vec(edit(), 1..8),
    )
        .prop_map(|(seed, edits)| apply(seed, &edits))
}

fn read(path: impl AsRef<Path>) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// PGN as clubs and databases write it, and the shapes that broke a reader.
fn pgn_seeds() -> Vec<Vec<u8>> {
    let mut seeds: Vec<Vec<u8>> = ["classics.pgn", "clocks-bom.pgn", "club-latin1.pgn"]
        .iter()
        .map(|f| read(format!("tests/integration/pgn/{f}")))
        .collect();
    seeds.push(b"} d8".to_vec());
    seeds.push(b"[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 60\"]\n\n60. O-O (60. Rh8+ Kd7 (60... Ke7)) Kd7 {[%clk 0:00:05]} $2 1-0\n".to_vec());
    seeds
}

/// A PGN file as `replay` and `play --pgn` read it: listed, each game read
/// again from its place, taken over, and listened through to its end, its
/// variations entered.
fn through_pgn(bytes: &[u8]) -> Result<(), String> {
    let games = pgn::list_games(std::io::Cursor::new(bytes));
    let text = bytes.to_vec();
    for s in &games {
        let again = text.read(&s.at).unwrap();
        let Some(record) = pgn::read_listed(s, &again) else {
            return Err(format!(
                "game {} did not read again from its place",
                s.number
            ));
        };
        // A whole game reads again as it was read amid its file.
        if s.problem.is_none() && record != pgn::read_game(bytes, s.number).unwrap() {
            return Err(format!("game {} read again is another game", s.number));
        }
        let _ = TakenOver::of(&record);
    }
    if let Ok((mut study, _)) = Study::open(text, None, crate::integration::common::de_words()) {
        for n in 1..=games.len().min(5) {
            study.run(replay::ReplayCommand::Game(n));
            for command in [
                "variation 1",
                "next 500",
                "leave",
                "last",
                "board",
                "moves",
                "tags",
                "games 2",
            ] {
                study.run(replay::parse(command));
            }
        }
    }
    Ok(())
}

/// Each case is bounded; a case that fails by its bound is shrunk only a
/// few steps, since each step may wait out the bound again.
fn config() -> ProptestConfig {
    ProptestConfig {
        failure_persistence: None,
        max_shrink_iters: 16,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn pgn_from_elsewhere_is_read_or_refused_in_bounded_time(bytes in mutated(pgn_seeds())) {
        let out = bounded("the PGN reader", bytes, through_pgn);
        prop_assert!(out.is_ok(), "{}", out.unwrap_err());
    }

    #[test]
    fn any_bytes_as_pgn(bytes in prop::collection::vec(prop_oneof![prop::sample::select(MARKS), any::<u8>()], 0..300)) {
        let out = bounded("the PGN reader", bytes, through_pgn);
        prop_assert!(out.is_ok(), "{}", out.unwrap_err());
    }

    #[test]
    fn settings_from_elsewhere(bytes in mutated(vec![read("config/default.toml")])) {
        let out = bounded("the settings reader", bytes, |b| {
            match Settings::from_toml(&String::from_utf8_lossy(b), "fuzz.toml", &[]) {
                Ok(_) => Ok(()),
                Err(e) if e.file == "fuzz.toml" => Ok(()),
                Err(e) => Err(e.file),
            }
        });
        prop_assert!(out.is_ok());
    }

    #[test]
    fn vocabularies_from_elsewhere(bytes in mutated(vec![read("voices/de.toml"), read("voices/da.toml"), read("voices/nb.toml")])) {
        bounded("the vocabulary reader", bytes, |b| {
            let _ = Vocabulary::from_toml("fuzz", "fuzz.toml", &String::from_utf8_lossy(b));
        });
    }

    #[test]
    fn eboard_bytes(chunks in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..90), 1..12)) {
        let joined = chunks.concat();
        bounded("the e-board decoder", joined, |b| {
            let mut decoder = Decoder::new();
            // Handed on in pieces, as a serial port reads them.
            for piece in b.chunks(7) {
                let _ = decoder.push(piece);
            }
        });
    }

    #[test]
    fn replay_lines_typed(line in any::<String>()) {
        bounded("the replay command reader", line.into_bytes(), |b| {
            let _ = replay::parse(&String::from_utf8_lossy(b));
        });
    }
}

/// Game files as the program writes them, mutated: refused or read, in
/// bounded time (the integrity of what is read is `fuzz::`'s property).
#[test]
fn game_files_from_elsewhere() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.annabella");
    crate::integration::common::play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "e4",
            "wait 3s",
            "press",
            "e5",
            "press",
            "offer draw",
            "Nf3",
            "press",
            "no",
        ],
    );
    let seed = std::fs::read(&path).unwrap();
    let mut runner = proptest::test_runner::TestRunner::new(config());
    runner
        .run(&mutated(vec![seed]), |bytes| {
            bounded("the game-file reader", bytes, |b| {
                if let Ok(c) = read_records(b) {
                    let _ = annabella::core::session::Session::replay(&c.records);
                }
            });
            Ok(())
        })
        .unwrap();
}

/// Runs the program on `input`, and fails if it has not finished within
/// [`BOUND`] (it is killed then). Returns what it printed.
fn run_bounded(args: &[&str], input: &str) -> (String, String) {
    let mut child =
        crate::integration::common::fed(crate::integration::common::command().args(args), input);
    let started = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > BOUND {
            let _ = child.kill();
            let _ = child.wait();
            panic!("annabella {args:?} did not answer within {BOUND:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The four bytes that froze `replay` and `play --pgn`, and mutated club
/// files, through the program itself: each answers, and `quit` ends it.
#[test]
fn pgn_files_from_elsewhere_through_the_program() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("x.pgn");
    let file_arg = file.to_str().unwrap().to_string();
    let check = |bytes: &[u8], n: usize| {
        std::fs::write(&file, bytes).unwrap();
        let (out, err) = run_bounded(
            &["replay", &file_arg, "--line", "--lang", "en"],
            "next\nlast\ngames\nquit\n",
        );
        assert!(!out.is_empty() || !err.is_empty(), "replay said nothing");
        let game = dir.path().join(format!("g{n}.annabella"));
        let game = game.to_str().unwrap();
        let (out, err) = run_bounded(
            &[
                "play",
                "--pgn",
                &file_arg,
                "--game",
                game,
                "--game-number",
                "1",
                "--line",
                "--lang",
                "en",
                "--manual-clock",
            ],
            "status\nquit\n",
        );
        assert!(
            !out.is_empty() || !err.is_empty(),
            "play --pgn said nothing"
        );
    };
    check(b"} d8", 0);
    let (out, _) = run_bounded(&["replay", &file_arg, "--line", "--lang", "en"], "quit\n");
    assert!(out.contains("d8 is not a legal move"), "{out}");
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: 16,
        ..config()
    });
    let n = std::cell::Cell::new(0);
    runner
        .run(&mutated(pgn_seeds()), |bytes| {
            n.set(n.get() + 1);
            check(&bytes, n.get());
            Ok(())
        })
        .unwrap();
}

/// A folder, a device that never ends, or a pipe with no writer, given as a
/// PGN file or a game file: refused at once with a sentence, never read
/// for ever or waited on.
#[cfg(unix)]
#[test]
fn what_is_no_file_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.pgn");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    for path in [
        fifo.to_str().unwrap(),
        "/dev/zero",
        dir.path().to_str().unwrap(),
    ] {
        let (_, err) = run_bounded(&["replay", path, "--line", "--lang", "de"], "quit\n");
        assert!(err.contains("ist keine Datei"), "replay {path}: {err}");
        let (_, err) = run_bounded(
            &[
                "play",
                "--pgn",
                path,
                "--game",
                &format!("{}/g.annabella", dir.path().display()),
                "--line",
                "--lang",
                "en",
            ],
            "quit\n",
        );
        assert!(err.contains("is not a file"), "play --pgn {path}: {err}");
    }
    // A file of the kernel's says it is empty and may never end or answer:
    // read no further than it says.
    let (out, _) = run_bounded(
        &["replay", "/proc/self/pagemap", "--line", "--lang", "en"],
        "quit\n",
    );
    assert!(out.is_empty(), "{out}");
    for path in [fifo.to_str().unwrap(), "/dev/null"] {
        let (_, err) = run_bounded(
            &[
                "play",
                "--game",
                path,
                "--line",
                "--lang",
                "en",
                "--manual-clock",
            ],
            "e4\nquit\n",
        );
        assert!(err.contains("is not a file"), "play --game {path}: {err}");
    }
}

/// The inputs fuzzing found wrong once, kept: each reads as the rule says.
#[test]
fn inputs_fuzzing_found() {
    for n in 0..=3 {
        let bytes = read(format!("tests/integration/pgn/fuzz-found-{n}.pgn"));
        let out = bounded("the PGN reader", bytes, through_pgn);
        assert!(out.is_ok(), "fuzz-found-{n}: {}", out.unwrap_err());
    }
}
