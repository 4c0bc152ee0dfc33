//! Crash safety: a game is fed line by line through a pipe, the process is
//! killed (SIGKILL) at many points — between commands and in the middle of
//! them — and restarted with the same game file. Nothing that was printed
//! (acknowledged) may be lost, and the clocks must read what the acknowledged
//! waits make them.
//!
//! The expected states come from one uninterrupted reference run of the same
//! script, with `status`, `sheet` and `time` asked after every command and the
//! output of each command fenced by a line that only prints a usage hint.

use crate::integration::common;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common::{command, input_of, run, run_input};

/// Moves, presses, waits, refusals, a correction, a confirmation, a draw offer
/// declined by a move, time queries, and a draw offered and declined at the
/// end (ending the game waits for `yes`, a question that is not a game event
/// and is asked again after a restart). Every command prints at least one line.
const SCRIPT: &[&str] = &[
    "e4", "wait 20s", "press", "press", "e5", "confirm", "wait 30s", "press", "time", "Nf3",
    "fix Nc3", "wait 15s", "press", "Nf6", "draw", "wait 10s", "press", "d4", "wait 5s", "press",
    "exd4", "wait 1m", "press", "Qxd4", "press", "Nc6", "wait 40s", "press", "time", "Qd1",
    "wait 25s", "press", "Bc5", "fix Bb4", "press", "Kf2", "Bd2", "press", "O-O", "wait 2m",
    "press", "sheet", "draw", "decline", "time",
];

const ARGS: &[&str] = &["--manual-clock", "--lang", "en"];

/// A command that changes nothing and always prints the same line.
const FENCE: &str = "fix";
const FENCE_LINE: &str = "fix is typed like this, for example \"fix Nf3\".";

/// What `status`, `sheet` and `time` say: the lines of each, joined by
/// spaces (the scoresheet is a line a move pair, the time a line a side).
#[derive(Debug, Clone, PartialEq)]
struct State {
    status: String,
    sheet: String,
    time: String,
    /// The lines of `sheet` and `time`, as printed.
    lines: Vec<String>,
}

impl State {
    /// From the answers to `status`, `sheet` and `time`, each fenced.
    fn of(answers: &[Vec<String>]) -> State {
        assert_eq!(answers.len(), 3, "{answers:?}");
        State {
            status: answers[0].join(" "),
            sheet: answers[1].join(" "),
            time: answers[2].join(" "),
            lines: answers[1..].concat(),
        }
    }
}

/// `status`, `sheet` and `time`, each followed by the fence.
const QUERIES: &[&str] = &["status", FENCE, "sheet", FENCE, "time", FENCE];

/// The answers between fences, for the lines that follow the queries.
fn fenced(lines: &[String]) -> Vec<Vec<String>> {
    let mut out = vec![Vec::new()];
    for l in lines {
        if l == FENCE_LINE {
            out.push(Vec::new());
        } else {
            out.last_mut().unwrap().push(l.clone());
        }
    }
    out
}

struct Reference {
    /// The lines each command of the script prints.
    output: Vec<Vec<String>>,
    /// The state after the first i commands, i = 0..=SCRIPT.len().
    states: Vec<State>,
    /// Seconds on the manual clock after the first i commands.
    clock: Vec<i64>,
    /// Whole lines in the game file after the first i commands.
    events: Vec<usize>,
    /// The finished game as PGN.
    pgn: String,
    /// How many lines a new game starts with, up to what to type now.
    header: usize,
}

fn reference() -> &'static Reference {
    static REFERENCE: OnceLock<Reference> = OnceLock::new();
    REFERENCE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("reference.annabella");
        // Driven one command at a time, so that the game file can be looked at
        // after each.
        let mut child = spawn(&path);
        let mut stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut read_line = || {
            let mut line = String::new();
            assert!(
                stdout.read_line(&mut line).unwrap() > 0,
                "the reference run ended early"
            );
            line.trim_end_matches('\n').to_string()
        };
        let mut header: Vec<String> = vec![read_line()];
        while header.last().unwrap() != crate::integration::common::START_HINT {
            header.push(read_line());
        }
        assert!(header[0].starts_with("New game."), "{header:#?}");
        let mut ask = |commands: &[&str]| {
            let mut text = input_of(commands);
            text.push_str(&format!("{FENCE}\n"));
            stdin.write_all(text.as_bytes()).unwrap();
            stdin.flush().unwrap();
            let mut said = Vec::new();
            loop {
                let line = read_line();
                if line == FENCE_LINE {
                    return said;
                }
                said.push(line);
            }
        };
        let mut states = vec![State::of(&[
            ask(&["status"]),
            ask(&["sheet"]),
            ask(&["time"]),
        ])];
        let mut output = Vec::new();
        let mut clock = vec![0];
        let mut events = vec![journal_lines(&path)];
        for c in SCRIPT {
            let said = ask(&[c]);
            assert!(!said.is_empty(), "\"{c}\" prints something");
            let now = said
                .iter()
                .rev()
                .find_map(|l| manual_clock(l))
                .unwrap_or(*clock.last().unwrap());
            clock.push(now);
            output.push(said);
            events.push(journal_lines(&path));
            states.push(State::of(&[
                ask(&["status"]),
                ask(&["sheet"]),
                ask(&["time"]),
            ]));
        }
        drop(stdin);
        assert!(child.wait().unwrap().success());
        assert_eq!(states.last().unwrap().status, "White to move.");
        let (pgn, stderr, code) = run(&["export", "--game", path.to_str().unwrap(), "--pgn"]);
        assert_eq!((code, stderr.as_str()), (0, ""));
        Reference {
            output,
            states,
            clock,
            events,
            pgn,
            header: header.len(),
        }
    })
}

/// Whole lines in a game file (the header too); 0 if there is none.
fn journal_lines(path: &Path) -> usize {
    std::fs::read(path).map_or(0, |bytes| bytes.iter().filter(|b| **b == b'\n').count())
}

/// "1 hour 2 minutes 3 seconds" as seconds.
fn seconds(text: &str) -> i64 {
    let words: Vec<&str> = text.split_whitespace().collect();
    assert!(
        words.len().is_multiple_of(2) && !words.is_empty(),
        "a duration: {text:?}"
    );
    words
        .chunks(2)
        .map(|pair| {
            let n: i64 = pair[0]
                .parse()
                .unwrap_or_else(|_| panic!("a duration: {text:?}"));
            let unit = match pair[1] {
                "hour" | "hours" => 3600,
                "minute" | "minutes" => 60,
                "second" | "seconds" => 1,
                _ => panic!("a duration: {text:?}"),
            };
            n * unit
        })
        .sum()
}

/// The seconds of "Manual clock: … since the start."
fn manual_clock(line: &str) -> Option<i64> {
    let span = line
        .strip_prefix("Manual clock: ")?
        .strip_suffix(" since the start.")?;
    Some(seconds(span))
}

/// (moves completed, seconds used, seconds left) for White and Black.
fn time_report(line: &str) -> [(u32, i64, i64); 2] {
    // Without the sentence on a move announced and not yet counted.
    let line = line.split(" Move ").next().unwrap();
    let (white, black) = line
        .split_once(" Black: ")
        .unwrap_or_else(|| panic!("a time report: {line:?}"));
    let side = |text: &str| {
        let parts: Vec<&str> = text.split(", ").collect();
        assert_eq!(parts.len(), 3, "a time report: {line:?}");
        let completed = parts[0].split_whitespace().next().unwrap().parse().unwrap();
        let used = seconds(parts[1].strip_suffix(" used").expect("used"));
        let left = seconds(parts[2].strip_suffix(" left.").expect("left"));
        (completed, used, left)
    };
    [
        side(white.strip_prefix("White: ").expect("White first")),
        side(black),
    ]
}

/// The clock readings agree: the same moves, times within one second.
fn times_agree(a: &str, b: &str) -> bool {
    time_report(a)
        .iter()
        .zip(time_report(b))
        .all(|(x, y)| x.0 == y.0 && (x.1 - y.1).abs() <= 1 && (x.2 - y.2).abs() <= 1)
}

/// Half-moves on a scoresheet line ("1. e4 e5 2. Nc3"), without the line
/// that names a move announced and not yet on the sheet.
fn plies(sheet: &str) -> usize {
    let sheet = sheet
        .split("Not on the scoresheet yet:")
        .next()
        .unwrap()
        .trim();
    if sheet == "No move has been made yet." || sheet.is_empty() {
        return 0;
    }
    sheet
        .split_whitespace()
        .filter(|w| !w.ends_with('.'))
        .count()
}

fn spawn(path: &Path) -> Child {
    command()
        .args(["play", "--game", path.to_str().unwrap()])
        .args(ARGS)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the annabella binary runs")
}

/// The lines of a killed run, and what it said on stderr.
struct Killed {
    printed: Vec<String>,
    stderr: String,
}

/// Writes all of `commands` at once, reads `lines` lines of output, then kills;
/// what was printed before the kill is read to the end.
fn kill_after_lines(path: &Path, commands: &[&str], lines: usize) -> Killed {
    let mut child = spawn(path);
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input_of(commands).as_bytes()).unwrap();
    // Closed: at the end of the input the program ends by itself.
    drop(stdin);
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut printed = Vec::new();
    let mut line = String::new();
    while printed.len() < lines {
        line.clear();
        if stdout.read_line(&mut line).unwrap() == 0 {
            break;
        }
        printed.push(line.trim_end_matches('\n').to_string());
    }
    child.kill().unwrap();
    child.wait().unwrap();
    for line in stdout.lines() {
        printed.push(line.unwrap());
    }
    Killed {
        printed,
        stderr: stderr_of(&mut child),
    }
}

/// Feeds `commands` one a line with short random pauses, and kills the
/// process `after` from its start, wherever it is (None: lets it finish).
fn kill_after_delay(path: &Path, commands: &[&str], after: Option<Duration>, seed: u64) -> Killed {
    let mut child = spawn(path);
    let mut stdin = child.stdin.take().unwrap();
    let lines: Vec<String> = commands.iter().map(|c| format!("{c}\n")).collect();
    let writer = std::thread::spawn(move || {
        let mut rng = fastrand::Rng::with_seed(seed);
        for line in lines {
            if stdin
                .write_all(line.as_bytes())
                .and_then(|_| stdin.flush())
                .is_err()
            {
                break;
            }
            std::thread::sleep(Duration::from_micros(rng.u64(0..1500)));
        }
    });
    let stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        BufReader::new(stdout)
            .lines()
            .map(Result::unwrap)
            .collect::<Vec<_>>()
    });
    if let Some(after) = after {
        std::thread::sleep(after);
        child.kill().unwrap();
    }
    child.wait().unwrap();
    let printed = reader.join().unwrap();
    writer.join().unwrap();
    Killed {
        printed,
        stderr: stderr_of(&mut child),
    }
}

/// All a finished process wrote to stderr.
fn stderr_of(child: &mut std::process::Child) -> String {
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    stderr
}

/// The lines after the opening (its "Game file: …" line and what to type
/// now), or None if it was not printed.
fn after_header<'a>(lines: &'a [String], path: &Path) -> Option<&'a [String]> {
    let game_file = format!("Game file: {}", path.display());
    lines
        .windows(2)
        .position(|w| w[0] == game_file && w[1] == crate::integration::common::START_HINT)
        .map(|i| &lines[i + 2..])
}

/// Checks a killed run that was fed `SCRIPT[start..]` on a game in the state
/// after `start` commands, by restarting with the same game file; returns how
/// many commands of the script the game now holds.
///
/// `probes` is the number of earlier restarts of this game file: each wrote
/// one event (`wait 0s`) that the reference does not have.
fn check_restart(path: &Path, start: usize, probes: usize, killed: &Killed, label: &str) -> usize {
    let r = reference();
    let n = SCRIPT.len();
    assert_eq!(killed.stderr, "", "{label}: nothing on stderr");
    // Whole events on the disk; a cut-off write at the end is not counted.
    let on_disk = journal_lines(path).saturating_sub(probes);

    // What was printed is the reference output, cut somewhere.
    let body = after_header(&killed.printed, path).unwrap_or(&[]);
    let mut done = start;
    let mut at = 0;
    while done < n && at + r.output[done].len() <= body.len() {
        assert_eq!(
            body[at..at + r.output[done].len()],
            r.output[done][..],
            "{label}: output of \"{}\"",
            SCRIPT[done]
        );
        at += r.output[done].len();
        done += 1;
    }
    let partial = at < body.len();
    if partial {
        let rest = &body[at..];
        assert!(
            done < n && rest.len() < r.output[done].len(),
            "{label}: more output than the script makes: {rest:?}"
        );
        assert_eq!(
            rest,
            &r.output[done][..rest.len()],
            "{label}: part of the output of \"{}\"",
            SCRIPT[done]
        );
    }
    let acknowledged_clock = body
        .iter()
        .rev()
        .find_map(|l| manual_clock(l))
        .unwrap_or(r.clock[start]);
    let completed_printed = plies(&r.states[start].sheet)
        + body
            .iter()
            .filter(|l| l.contains(" completed move "))
            .count();
    // The last acknowledged move was announced and not completed.
    let announced_only = r.states[done].status.contains("is not completed yet");

    // Restart and ask.
    let game = path.to_str().unwrap();
    let args: Vec<&str> = ["play", "--game", game]
        .iter()
        .chain(ARGS)
        .copied()
        .collect();
    let mut queries = QUERIES.to_vec();
    queries.push("wait 0s");
    let (stdout, stderr, code) = run_input(&args, &input_of(&queries));
    assert_eq!(
        (code, stderr.as_str()),
        (0, ""),
        "{label}: restart; stdout:\n{stdout}"
    );
    let lines: Vec<String> = stdout.lines().map(str::to_string).collect();
    let answers = fenced(
        after_header(&lines, path).unwrap_or_else(|| panic!("{label}: restart header:\n{stdout}")),
    );
    assert_eq!(answers.len(), 4, "{label}: restart:\n{stdout}");
    assert_eq!(answers[3].len(), 1, "{label}: restart:\n{stdout}");
    let resumed = State::of(&answers[..3]);
    let clock = manual_clock(&answers[3][0]).unwrap_or_else(|| panic!("{label}: {:?}", answers[3]));
    if !body.is_empty() || start > 0 {
        // "Game resumed at move 5." and the status, on one line or two.
        let header = lines.join(" ");
        let resumed_at = header
            .find("Game resumed at move ")
            .unwrap_or_else(|| panic!("{label}: the game is resumed:\n{stdout}"));
        let said = &header[resumed_at..];
        let number_end = said.find(". ").expect("the move number ends the sentence");
        assert!(
            said[number_end + 2..].starts_with(&resumed.status),
            "{label}: {said:?}"
        );
    }

    // Every completed move that was said is on the sheet; an announced one is
    // pending or on the sheet.
    let on_sheet = plies(&resumed.sheet);
    assert!(
        on_sheet >= completed_printed,
        "{label}: {completed_printed} moves completed, sheet {:?}",
        resumed.sheet
    );
    if announced_only {
        assert!(
            resumed.status.contains("is not completed yet") || on_sheet > completed_printed,
            "{label}: an announced move is lost: {resumed:?}"
        );
    }

    // The state is that after the acknowledged commands, or after one more
    // whose events were written and not yet told (never more than that). The
    // events on the disk tell the two apart where the answers do not (an
    // offer made while a move is pending).
    let candidates: Vec<usize> = if partial {
        vec![done + 1]
    } else {
        vec![done, done + 1]
    };
    let found = candidates.iter().copied().filter(|&j| j <= n).find(|&j| {
        (on_disk == r.events[j] || (start == 0 && j == 0 && on_disk == 0))
            && r.states[j].status == resumed.status
            && r.states[j].sheet == resumed.sheet
            && times_agree(&r.states[j].time, &resumed.time)
    });
    let Some(j) = found else {
        panic!(
            "{label}: after {done} acknowledged commands (partial: {partial}) the restarted game \
             ({on_disk} lines on the disk) is\n{resumed:#?}\nexpected one of {:#?}\nprinted:\n{}",
            candidates
                .iter()
                .filter(|&&j| j <= n)
                .map(|&j| (r.events[j], &r.states[j]))
                .collect::<Vec<_>>(),
            killed.printed.join("\n")
        );
    };
    if std::env::var_os("CRASH_TEST_VERBOSE").is_some() {
        eprintln!("{label}: {done} acknowledged, partial {partial}, restarted at {j}");
    }
    // The manual clock goes on from the acknowledged waits (or from one wait
    // more, written and not told).
    assert!(
        (clock - r.clock[j]).abs() <= 1,
        "{label}: manual clock {clock} s, expected {} s",
        r.clock[j]
    );
    if j == done {
        assert!(
            (clock - acknowledged_clock).abs() <= 1,
            "{label}: clock {clock} s, acknowledged {acknowledged_clock} s"
        );
    }
    j
}

/// Goes on with the rest of the script from state `j`: the game ends as the
/// reference did, with the same output on the way.
fn check_goes_on(path: &Path, j: usize, label: &str) {
    let r = reference();
    let mut commands: Vec<&str> = SCRIPT[j..].to_vec();
    commands.extend(["sheet", "time"]);
    let game = path.to_str().unwrap();
    let args: Vec<&str> = ["play", "--game", game]
        .iter()
        .chain(ARGS)
        .copied()
        .collect();
    let (stdout, stderr, code) = run_input(&args, &input_of(&commands));
    assert_eq!(
        (code, stderr.as_str()),
        (0, ""),
        "{label}: going on; stdout:\n{stdout}"
    );
    let lines: Vec<String> = stdout.lines().map(str::to_string).collect();
    let got = after_header(&lines, path).unwrap_or_else(|| panic!("{label}: header:\n{stdout}"));
    let mut want: Vec<String> = r.output[j..].concat();
    let last = r.states.last().unwrap();
    want.extend(last.lines.iter().cloned());
    assert_eq!(got, &want[..], "{label}: going on from command {j}");
    let (pgn, _, _) = run(&["export", "--game", game, "--pgn"]);
    assert_eq!(pgn, r.pgn, "{label}: PGN");
}

/// Kills after 1, 2, 3, … lines of output, with all input already in the pipe:
/// the process is then anywhere in the following commands.
#[test]
fn killed_after_each_number_of_lines() {
    let r = reference();
    let total = r.header + r.output.iter().map(Vec::len).sum::<usize>();
    let mut seen = Vec::new();
    for lines in 0..total {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.annabella");
        let label = format!("killed after {lines} lines");
        let killed = kill_after_lines(&path, SCRIPT, lines);
        let j = check_restart(&path, 0, 0, &killed, &label);
        check_goes_on(&path, j, &label);
        seen.push(j);
    }
    seen.dedup();
    assert!(seen.len() >= 10, "kills landed at too few places: {seen:?}");
}

/// Kills at random moments (seeded) while the commands trickle in.
#[test]
fn killed_at_random_moments() {
    let mut rng = fastrand::Rng::with_seed(0x5EED_A11A);
    // How long a whole run takes here and now (some 40 ms on an idle machine):
    // the kills are spread over that.
    let dir = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let whole = kill_after_delay(&dir.path().join("timing.annabella"), SCRIPT, None, 1);
    let span = started.elapsed().as_micros() as u64;
    assert_eq!(whole.stderr, "");
    let mut seen = Vec::new();
    for round in 0..60 {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.annabella");
        let after = Duration::from_micros(rng.u64(0..span));
        let label = format!("round {round}, killed after {after:?} of {span} µs");
        let killed = kill_after_delay(&path, SCRIPT, Some(after), rng.u64(..));
        let j = check_restart(&path, 0, 0, &killed, &label);
        check_goes_on(&path, j, &label);
        seen.push(j);
    }
    seen.sort();
    seen.dedup();
    assert!(seen.len() >= 3, "kills landed at too few places: {seen:?}");
}

/// One game, killed again and again, each time restarted with the rest of the
/// script; in the end it is the reference game, PGN and all.
#[test]
fn killed_again_and_again_until_the_game_is_done() {
    for seed in [0xC0FFEE, 0xBEEF, 7] {
        let mut rng = fastrand::Rng::with_seed(seed);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.annabella");
        let mut j = 0;
        let mut kills = 0;
        while j < SCRIPT.len() && kills < 80 {
            let label = format!("seed {seed}, kill {kills} from command {j}");
            let killed = if rng.bool() {
                // A few lines past the header, which is 5 to 7 lines long.
                kill_after_lines(&path, &SCRIPT[j..], rng.usize(5..11))
            } else {
                kill_after_delay(
                    &path,
                    &SCRIPT[j..],
                    Some(Duration::from_micros(rng.u64(0..20_000))),
                    rng.u64(..),
                )
            };
            j = check_restart(&path, j, kills, &killed, &label);
            kills += 1;
        }
        assert!(kills >= 5, "seed {seed}: only {kills} kills");
        check_goes_on(&path, j, &format!("seed {seed}, after all the kills"));
    }
}
