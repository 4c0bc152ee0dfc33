//! Issue 33: a practice game against a real chess engine (Debian's
//! Stockfish over UCI), driven through line mode as a player drives it:
//! a line typed, the answers read, the engine's move waited for. The
//! engine searches a fixed number of positions a move, so that it plays
//! the same moves every run. Scripts stand in for an engine only where an
//! engine must fail (exit, send garbage).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use crate::integration::common::{self, game_file};

/// Debian's Stockfish, where it is installed.
fn stockfish() -> Option<PathBuf> {
    [
        "/usr/games/stockfish",
        "/usr/bin/stockfish",
        "/usr/local/bin/stockfish",
    ]
    .into_iter()
    .map(PathBuf::from)
    .find(|p| p.is_file())
}

/// annabella in line mode, typed into and read line by line.
struct Game {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Game {
    fn start(args: &[&str]) -> Game {
        let mut child = common::command()
            .args(["play", "--line", "--speech", "text", "--manual-clock"])
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines() {
                let Ok(line) = line else { return };
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Game {
            input: child.stdin.take(),
            child,
            lines,
            seen: Vec::new(),
        }
    }

    fn type_line(&mut self, line: &str) {
        let input = self.input.as_mut().unwrap();
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
    }

    /// Reads until a line holds `text`; every line read is kept.
    fn until(&mut self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(text) {
                        return line;
                    }
                }
                Err(_) => panic!("no line with {text:?}; read:\n{}", self.seen.join("\n")),
            }
        }
    }

    /// Types `line`, then reads until a line holds `text`.
    fn says(&mut self, line: &str, text: &str) -> String {
        self.type_line(line);
        self.until(text)
    }

    /// `quit`, and what stderr said.
    fn quit(mut self) -> (Vec<String>, String) {
        self.type_line("quit");
        drop(self.input.take());
        let out = self.child.wait_with_output().unwrap();
        let mut seen = self.seen;
        seen.extend(self.lines.try_iter());
        (seen, String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

fn engine_args<'a>(engine: &'a Path, game: &'a Path) -> Vec<&'a str> {
    vec![
        "--lang",
        "en",
        "--engine",
        engine.to_str().unwrap(),
        "--engine-nodes",
        "20000",
        "--game",
        game.to_str().unwrap(),
    ]
}

/// The engine's move: announced as the sighted player's, its clock
/// pressed for it; the blind player's board follows; the clocks count;
/// the game file holds it and resumes against the engine; the PGN says
/// who was the program.
#[test]
fn a_game_against_the_engine_is_a_tournament_game_with_a_program_in_the_other_seat() {
    let Some(engine) = stockfish() else {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    };
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "engine.annabella");
    let mut game = Game::start(&engine_args(&engine, &path));
    game.until("plays Black, searching 20000 positions a move");
    game.says("e4", "Bauer Eva vier");
    game.says("press", "White completed move 1. Black to move.");
    // The engine's move is announced, and completed by its press.
    game.until("Black completed move 1. White to move.");
    let announced = game.seen[game.seen.len() - 2].clone();
    assert!(
        ["Bauer", "Springer"]
            .iter()
            .any(|p| announced.starts_with(p)),
        "the engine's move is announced in the voice's words: {announced}"
    );
    game.says("time", "White: 1 move completed");
    game.until("Black: 1 move completed");
    // The peg board took the engine's move as announced.
    game.says("diff", "The peg board agrees with the game.");
    game.says("d4", "Bauer David vier");
    game.says("press", "White completed move 2.");
    game.until("Black completed move 2. White to move.");
    let (seen, stderr) = game.quit();
    assert!(stderr.is_empty(), "{stderr}");
    assert!(
        seen.iter().any(|l| l.starts_with("Game file: ")),
        "{seen:#?}"
    );

    // Resumed: against the same engine, which plays on.
    let mut game = Game::start(&["--lang", "en", "--game", path.to_str().unwrap()]);
    game.until("Game resumed at move 3.");
    game.says("Nf3", "Springer Felix drei");
    game.says("press", "White completed move 3.");
    game.until("Black completed move 3. White to move.");
    game.says("sheet", "3. Nf3");
    game.quit();

    // The game file is studied as a PGN file is: replay --game.
    let (out, err, code) = common::run_input(
        &[
            "replay",
            "--line",
            "--lang",
            "en",
            "--analysis-time",
            "200ms",
            "--game",
            path.to_str().unwrap(),
        ],
        "next 2\neval\nquit\n",
    );
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert!(out.contains("against Stockfish"), "{out}");
    assert!(
        ["better", "even", "winning", "mates"]
            .iter()
            .any(|w| out.contains(w)),
        "{out}"
    );

    let pgn = common::export_pgn(&path);
    assert!(pgn.contains("[Black \"Stockfish"), "{pgn}");
    assert!(pgn.contains("[WhiteType \"human\"]"), "{pgn}");
    assert!(pgn.contains("[BlackType \"program\"]"), "{pgn}");
    assert!(pgn.contains("3. Nf3"), "{pgn}");
}

/// The engine resigns a lost position, and declines a draw it can expect
/// to win.
#[test]
fn the_engine_resigns_a_lost_game_and_declines_a_draw_it_would_win() {
    let Some(engine) = stockfish() else {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    };
    let dir = tempfile::tempdir().unwrap();
    // The engine plays White here, a rook down and more.
    let path = game_file(&dir, "resign.annabella");
    let mut args = engine_args(&engine, &path);
    args.extend(["--color", "black", "--fen", "k7/8/8/8/8/8/6qr/K7 w - - 0 1"]);
    let mut game = Game::start(&args);
    game.until("White resigns. Black wins, 0-1.");
    let (_, stderr) = game.quit();
    assert!(stderr.is_empty(), "{stderr}");
    assert!(common::export_pgn(&path).contains("[Result \"0-1\"]"));

    // Level, at the start: the engine does not settle for a draw.
    let path = game_file(&dir, "draw.annabella");
    let mut game = Game::start(&engine_args(&engine, &path));
    game.says("e4", "Bauer Eva vier");
    game.says("draw", "White offers a draw.");
    game.until("Black declines the draw offer.");
    game.quit();
}

/// Engine help is never had in a game against a person: a game started
/// without an engine never gets one.
#[test]
fn a_game_against_a_person_never_gets_an_engine() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "person.annabella");
    common::play(&path, &["--manual-clock", "--lang", "en"], &["e4", "press"]);
    let (_, stderr, code) = common::run(&[
        "play",
        "--line",
        "--lang",
        "en",
        "--game",
        path.to_str().unwrap(),
        "--engine",
    ]);
    assert_eq!(code, 1);
    assert!(
        common::flat(&stderr).contains("This game is against a person: it never gets an engine."),
        "{stderr}"
    );
}

/// An engine that cannot be had: said, with how to get one, and no game
/// is started.
#[test]
fn no_engine_is_said_and_starts_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "none.annabella");
    let (_, stderr, code) = common::run(&[
        "play",
        "--line",
        "--lang",
        "en",
        "--game",
        path.to_str().unwrap(),
        "--engine",
        "/nonexistent/stockfish",
    ]);
    assert_eq!(code, 1);
    let said = common::flat(&stderr);
    assert!(said.contains("No chess engine was found"), "{said}");
    assert!(said.contains("/nonexistent/stockfish"), "{said}");
    assert!(said.contains("sudo apt install stockfish"), "{said}");
    assert!(!path.exists(), "no game file without its engine");

    // A program that is no UCI engine.
    let not_uci = script(&dir, "not-uci", "#!/bin/sh\necho hello\nsleep 30\n");
    let (_, stderr, code) = common::run(&[
        "play",
        "--line",
        "--lang",
        "da",
        "--game",
        path.to_str().unwrap(),
        "--engine",
        not_uci.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(
        common::flat(&stderr).contains("svarede ikke som et UCI-skakprogram"),
        "{stderr}"
    );
    assert!(!path.exists());

    // The cause as it is: a program that ends at once, and a file that is
    // no program to run (not "no answer in 10 seconds", not "no permission
    // to write").
    let plain = dir.path().join("plain.txt");
    std::fs::write(&plain, "not a program\n").unwrap();
    for (engine, said) in [
        (
            "/bin/false",
            "hat sofort aufgehört, ohne als UCI-Schachprogramm zu antworten",
        ),
        (plain.to_str().unwrap(), "kann nicht ausgeführt werden"),
    ] {
        let (_, stderr, code) = common::run(&[
            "play",
            "--line",
            "--lang",
            "de",
            "--game",
            path.to_str().unwrap(),
            "--engine",
            engine,
        ]);
        assert_eq!(code, 1, "{engine}");
        let stderr = common::flat(&stderr);
        assert!(stderr.contains(said), "{engine}: {stderr}");
        assert!(!stderr.contains("Schreib"), "{engine}: {stderr}");
        assert!(!path.exists());
    }
}

/// A strength the engine has no such level for is refused with its range;
/// the strength asked for is set in the engine (its input logged on the
/// way by a wrapper around the real engine).
#[test]
fn the_strength_asked_for_reaches_the_engine() {
    let Some(engine) = stockfish() else {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    };
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "elo.annabella");
    let engine_arg = engine.to_str().unwrap();
    let (_, stderr, code) = common::run(&[
        "play",
        "--line",
        "--lang",
        "en",
        "--game",
        path.to_str().unwrap(),
        "--engine",
        engine_arg,
        "--engine-elo",
        "9999",
    ]);
    assert_eq!(code, 1);
    assert!(
        common::flat(&stderr).contains("plays UCI_Elo from 1350 to 2850, not 9999"),
        "{stderr}"
    );
    assert!(!path.exists());

    let log = dir.path().join("engine.log");
    let wrapper = script(
        &dir,
        "logged",
        &format!(
            "#!/bin/sh\ntee -a '{}' | '{}'\n",
            log.display(),
            engine.display()
        ),
    );
    for (flag, value, line) in [
        ("--engine-elo", "1500", "setoption name UCI_Elo value 1500"),
        ("--engine-level", "3", "setoption name Skill Level value 3"),
    ] {
        let path = game_file(&dir, &format!("{value}.annabella"));
        let mut args = engine_args(&wrapper, &path);
        args.extend([flag, value]);
        let mut game = Game::start(&args);
        game.says("e4", "Bauer Eva vier");
        game.says("press", "White completed move 1.");
        game.until("Black completed move 1.");
        game.quit();
        let sent = std::fs::read_to_string(&log).unwrap();
        assert!(sent.contains(line), "{flag} {value}: {sent}");
    }
    let sent = std::fs::read_to_string(&log).unwrap();
    assert!(
        sent.contains("setoption name UCI_LimitStrength value true"),
        "{sent}"
    );

    // The settings' own options reach it too, and the game file keeps them.
    let config = dir.path().join("options.toml");
    std::fs::write(&config, "[engine]\noptions = { Hash = 32, Threads = 1 }\n").unwrap();
    let path = game_file(&dir, "options.annabella");
    let mut args = engine_args(&wrapper, &path);
    args.extend(["--config", config.to_str().unwrap()]);
    let mut game = Game::start(&args);
    game.says("e4", "Bauer Eva vier");
    game.says("press", "White completed move 1.");
    game.until("Black completed move 1.");
    game.quit();
    let sent = std::fs::read_to_string(&log).unwrap();
    assert!(sent.contains("setoption name Hash value 32"), "{sent}");
    assert!(sent.contains("setoption name Threads value 1"), "{sent}");
}

/// An engine that stops mid-game, or sends a move that is no move: said;
/// the game stays whole and goes on at the keyboard.
#[test]
fn an_engine_that_fails_mid_game_leaves_the_game_whole() {
    let dir = tempfile::tempdir().unwrap();
    // Speaks UCI, then exits when asked to move.
    let dies = uci_script(&dir, "dies", "exit 3");
    let path = game_file(&dir, "dies.annabella");
    let mut game = Game::start(&[
        "--lang",
        "en",
        "--engine",
        dies.to_str().unwrap(),
        "--game",
        path.to_str().unwrap(),
    ]);
    game.says("e4", "Bauer Eva vier");
    game.says("press", "White completed move 1.");
    game.until("Dies has stopped. The game is saved.");
    // Started again, it is asked again (and this one stops again).
    game.says("engine restart", "Dies is started again, and plays on.");
    game.until("Dies has stopped.");
    // At the keyboard: Black's move typed.
    game.says("e5", "Bauer Eva fünf");
    game.says("press", "Black completed move 1.");
    game.says("engine restart", "Dies is started again, and plays on.");
    game.says("engine restart", "Dies is playing already.");
    game.quit();

    // Sends an illegal move, then garbage.
    let liar = uci_script(
        &dir,
        "liar",
        "n=$((n+1)); if [ $n = 1 ]; then echo 'bestmove e2e5'; else echo 'bestmove ☃☃'; fi",
    );
    let path = game_file(&dir, "liar.annabella");
    let mut game = Game::start(&[
        "--lang",
        "en",
        "--engine",
        liar.to_str().unwrap(),
        "--game",
        path.to_str().unwrap(),
    ]);
    game.says("e4", "Bauer Eva vier");
    game.says("press", "White completed move 1.");
    game.until("Liar sent \"e2e5\", which is no legal move here: it is not played.");
    game.says("sheet", "1. e4");
    // Never obeyed; the game goes on at the keyboard.
    game.says("e5", "Bauer Eva fünf");
    game.says("press", "Black completed move 1.");
    game.quit();

    // Garbage for a move.
    let garbled = uci_script(&dir, "garbled", "echo 'bestmove ☃☃'");
    let path = game_file(&dir, "garbled.annabella");
    let mut game = Game::start(&[
        "--lang",
        "de",
        "--engine",
        garbled.to_str().unwrap(),
        "--game",
        path.to_str().unwrap(),
    ]);
    game.says("e4", "Bauer Eva vier");
    game.says("press", "Weiß hat Zug 1 abgeschlossen.");
    game.until("Garbled hat \"☃☃\" geschickt, das hier kein regelgemäßer Zug ist");
    game.says("e5", "Bauer Eva fünf");
    game.quit();
}

/// A script that speaks UCI as far as the greeting, named `name` (its
/// `id name` capitalized), and does `on_go` when asked to move: an engine
/// that fails the way a test needs.
fn uci_script(dir: &tempfile::TempDir, name: &str, on_go: &str) -> PathBuf {
    let id = name[..1].to_uppercase() + &name[1..];
    let go = if on_go.is_empty() {
        String::new()
    } else {
        format!("    go*) {on_go};;\n")
    };
    script(
        dir,
        name,
        &format!(
            "#!/bin/sh\nn=0\nwhile read line; do\n  case \"$line\" in\n    uci) echo 'id name {id}'; echo uciok;;\n    isready) echo readyok;;\n{go}  esac\ndone\n"
        ),
    )
}

fn script(dir: &tempfile::TempDir, name: &str, text: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// In replay, the engine's judgement, best move and line are said in the
/// words of the game's language and vocabulary; a review names the moves
/// that lost the game.
#[test]
fn a_replay_asks_the_engine_in_the_players_words() {
    if stockfish().is_none() {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    }
    let file = common::pgn_fixture("blunders.pgn");
    for (lang, judged, best, line) in [
        (
            "de",
            &["steht", "ausgeglichen", "setzt"][..],
            "Der Zug des Schachprogramms: 4... ",
            "Die Variante, die das Schachprogramm erwartet",
        ),
        (
            "da",
            &["står", "lige", "sætter mat"],
            "Skakprogrammets træk: 4... ",
            "Den variant, skakprogrammet forventer",
        ),
        (
            "nb",
            &["står", "lik", "setter matt"],
            "Sjakkprogrammets trekk: 4... ",
            "Varianten sjakkprogrammet forventer",
        ),
    ] {
        let (out, err, code) = common::run_input(
            &[
                "replay",
                "--line",
                "--lang",
                lang,
                "--analysis-time",
                "200ms",
                &file,
            ],
            "go 4\neval\nbest\nline\nquit\n",
        );
        assert_eq!((code, err.as_str()), (0, ""), "{lang}: {out}");
        let lines: Vec<&str> = out.lines().collect();
        let after = lines
            .iter()
            // The country's words: "Springer" in German and Norwegian,
            // "springer" in Danish.
            .position(|l| l.to_lowercase().contains("4. springer"))
            .unwrap();
        let eval = lines[after + 2];
        assert!(
            judged.iter().any(|w| eval.contains(w)),
            "{lang}: {eval}\n{out}"
        );
        assert!(lines.iter().any(|l| l.starts_with(best)), "{lang}: {out}");
        let heading = lines.iter().position(|l| l.starts_with(line)).unwrap();
        assert!(lines[heading + 1].starts_with("4... "), "{lang}: {out}");
        assert!(lines[heading + 2].starts_with("5. "), "{lang}: {out}");
        common::assert_within_80(&out.lines().map(String::from).collect::<Vec<_>>(), &[]);
    }
    // The review: White's mate allowed and knight thrown away.
    let (out, _, _) = common::run_input(
        &[
            "replay",
            "--line",
            "--lang",
            "en",
            "--analysis-time",
            "200ms",
            &file,
        ],
        "review\nquit\n",
    );
    // Its progress printed as it goes, before the findings.
    let start = out.find("The engine goes through 14 moves").expect(&out);
    let white = out.find("White: the 3 costliest moves.").expect(&out);
    assert!(start < white, "{out}");
    let black = out.find("Black: ").expect(&out);
    let white_part = &out[white..black];
    assert!(
        white_part.contains("7. Läufer Eva zwei: allows a mate"),
        "{out}"
    );
    assert!(
        white_part.contains("5. Springer schlägt Felix sieben: loses about"),
        "{out}"
    );
    assert!(white_part.contains("better was "), "{out}");
}

/// Engine help is refused during a game against a person, with the laws'
/// article of each edition; once the game is over, the engine answers.
#[test]
fn engine_help_is_refused_during_a_game_against_a_person() {
    let dir = tempfile::tempdir().unwrap();
    for (laws, article) in [
        ("2017", "11.3.1"),
        ("2014", "11.3a"),
        ("2005", "12.2a"),
        ("2001", "12.2"),
    ] {
        let path = game_file(&dir, &format!("{laws}.annabella"));
        let got = common::play(
            &path,
            &["--manual-clock", "--lang", "en", "--laws", laws],
            &["e4", "press", "eval", "best", "line", "review"],
        );
        let refused: Vec<&String> = got
            .iter()
            .filter(|l| l.starts_with("No engine in a game against a person"))
            .collect();
        assert_eq!(refused.len(), 4, "{laws}: {got:#?}");
        let text = got.join(" ");
        assert!(
            text.contains(&format!("(laws of {laws}, {article})")),
            "{laws}: {text}"
        );
    }
    if stockfish().is_none() {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    }
    let path = game_file(&dir, "over.annabella");
    let got = common::play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &["e4", "press", "resign black", "yes", "eval"],
    );
    let last = got
        .iter()
        .rev()
        .find(|l| !l.starts_with("Game file"))
        .unwrap();
    assert!(
        ["better", "even", "winning", "mates"]
            .iter()
            .any(|w| last.contains(w)),
        "{got:#?}"
    );
}

/// The settings' `[engine]` gives the program, its strength and its time
/// where the command line does not.
#[test]
fn the_settings_choose_the_engine_and_how_it_plays() {
    let Some(engine) = stockfish() else {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    };
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("c.toml");
    std::fs::write(
        &config,
        format!(
            "[engine]\nprogram = \"{}\"\nstrength = \"level 3\"\nthink = \"nodes 5000\"\n",
            engine.display()
        ),
    )
    .unwrap();
    let path = game_file(&dir, "settings.annabella");
    let mut game = Game::start(&[
        "--lang",
        "en",
        "--engine",
        "--config",
        config.to_str().unwrap(),
        "--game",
        path.to_str().unwrap(),
    ]);
    game.until("plays Black, at level 3, searching 5000 positions a move.");
    game.says("e4", "Bauer Eva vier");
    game.says("press", "White completed move 1.");
    game.until("Black completed move 1.");
    game.quit();
}

/// An engine that thinks far past its time is stopped and said; the game
/// goes on at the keyboard.
#[test]
fn an_engine_that_hangs_is_stopped_and_said() {
    let dir = tempfile::tempdir().unwrap();
    let hangs = uci_script(&dir, "hangs", "");
    let path = game_file(&dir, "hangs.annabella");
    let mut game = Game::start(&[
        "--lang",
        "en",
        "--engine",
        hangs.to_str().unwrap(),
        "--engine-time",
        "1s",
        "--game",
        path.to_str().unwrap(),
    ]);
    game.says("e4", "Bauer Eva vier");
    game.says("press", "White completed move 1.");
    // Queries answer while it thinks.
    game.says("time", "White: 1 move completed");
    game.until("Hangs has not answered long past its time and was stopped.");
    game.says("e5", "Bauer Eva fünf");
    game.says("press", "Black completed move 1.");
    game.quit();
}

/// The player's flag falls: the engine claims the game on time, as a
/// player would.
#[test]
fn the_engine_claims_the_game_when_the_players_flag_falls() {
    let Some(engine) = stockfish() else {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    };
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "flag.annabella");
    let mut args = engine_args(&engine, &path);
    args.extend(["--control", "90+30"]);
    let mut game = Game::start(&args);
    game.says("e4", "Bauer Eva vier");
    game.says("press", "White completed move 1.");
    game.until("Black completed move 1.");
    game.says("wait 1h31m", "White's flag has fallen.");
    game.until("Black claims the game on time. Black wins, 0-1.");
    game.quit();
    assert!(common::export_pgn(&path).contains("[Result \"0-1\"]"));
}

/// The engine claims a draw it may claim and cannot expect to win: with
/// the move that completes fifty moves, written with the claim (9.3).
#[test]
fn the_engine_claims_the_fifty_move_draw_with_its_move() {
    let Some(engine) = stockfish() else {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    };
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "fifty.annabella");
    let mut args = engine_args(&engine, &path);
    args.extend(["--fen", "8/5k2/8/8/8/8/3K4/4R3 w - - 98 80"]);
    let mut game = Game::start(&args);
    game.says("Kd3", "König David drei");
    game.says("press", "White completed move 80.");
    game.until("Draw by the 50-move rule, claimed by Black.");
    game.quit();
}

/// Under --mirror strict the engine's clock is pressed once the player has
/// entered its move's execution on the peg board, and its move is its own
/// to correct.
#[test]
fn under_a_strict_mirror_the_engines_press_waits_for_the_peg_board() {
    let Some(engine) = stockfish() else {
        return common::without_rig("Stockfish is not installed (apt install stockfish)");
    };
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "strict.annabella");
    let mut args = engine_args(&engine, &path);
    args.extend(["--mirror", "strict"]);
    let mut game = Game::start(&args);
    game.says("e4", "Bauer Eva vier");
    game.says("peg ok", "peg board");
    game.says("press", "White completed move 1.");
    // Its move announced; the press waits for the peg board.
    let announced = game.until("Bauer");
    assert!(!announced.contains("Eva vier"), "{announced}");
    game.says("fix e7e5", "only it corrects its moves");
    game.says("peg ok", "Black completed move 1. White to move.");
    game.quit();
}
