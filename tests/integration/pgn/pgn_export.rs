//! `annabella export`: a game played in line mode is exported as PGN, read
//! back with `pgn-reader`, and compared with what was played: the tags, the
//! moves, and the clock after each move, computed by hand from the control and
//! the waits. The scoresheet export in Danish letters marks the draw offer.

use crate::integration::common;

use std::ops::ControlFlow;
use std::path::Path;

use pgn_reader::shakmaty::{Chess, Position};
use pgn_reader::{Outcome, RawComment, RawTag, Reader, SanPlus, Visitor};

use common::{play, run};

/// A game as `pgn-reader` saw it.
#[derive(Debug, Default)]
struct ReadGame {
    tags: Vec<(String, String)>,
    moves: Vec<SanPlus>,
    /// Each comment with the number of moves before it.
    comments: Vec<(usize, String)>,
    outcome: Option<String>,
}

impl ReadGame {
    fn san(&self) -> Vec<String> {
        self.moves.iter().map(|m| m.to_string()).collect()
    }

    /// The comment after each move; each move must have exactly one.
    fn comment_per_move(&self) -> Vec<String> {
        (1..=self.moves.len())
            .map(|n| {
                let after: Vec<&String> = self
                    .comments
                    .iter()
                    .filter(|(k, _)| *k == n)
                    .map(|(_, c)| c)
                    .collect();
                assert_eq!(
                    after.len(),
                    1,
                    "comments after move {n}: {:?}",
                    self.comments
                );
                after[0].trim().to_string()
            })
            .collect()
    }
}

struct Collect;

impl Visitor for Collect {
    type Tags = Vec<(String, String)>;
    type Movetext = ReadGame;
    type Output = ReadGame;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(Vec::new())
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let name = String::from_utf8(name.to_vec()).expect("tag names are UTF-8");
        let value = value
            .decode_utf8()
            .expect("tag values are UTF-8")
            .into_owned();
        tags.push((name, value));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(ReadGame {
            tags,
            ..ReadGame::default()
        })
    }

    fn san(&mut self, game: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        game.moves.push(san_plus);
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        game: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        let text = std::str::from_utf8(comment.as_bytes())
            .expect("comments are UTF-8")
            .to_string();
        game.comments.push((game.moves.len(), text));
        ControlFlow::Continue(())
    }

    fn outcome(
        &mut self,
        game: &mut Self::Movetext,
        outcome: Outcome,
    ) -> ControlFlow<Self::Output> {
        game.outcome = Some(outcome.to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: Self::Movetext) -> Self::Output {
        game
    }
}

/// Reads the one game of a PGN text; checks there is no second one and that
/// every move is legal in turn.
fn read_pgn(pgn: &str) -> ReadGame {
    let mut reader = Reader::new(std::io::Cursor::new(pgn.as_bytes()));
    let game = reader
        .read_game(&mut Collect)
        .expect("the PGN reads")
        .expect("the PGN holds a game");
    assert!(
        reader
            .read_game(&mut Collect)
            .expect("the PGN reads")
            .is_none(),
        "a single game:\n{pgn}"
    );
    let mut pos = Chess::default();
    for (i, m) in game.moves.iter().enumerate() {
        let played = m
            .san
            .to_move(&pos)
            .unwrap_or_else(|e| panic!("move {} \"{m}\" is not legal: {e}\n{pgn}", i + 1));
        pos.play_unchecked(played);
    }
    game
}

fn export(path: &Path, args: &[&str]) -> String {
    let game = path.to_str().unwrap();
    let all: Vec<&str> = ["export", "--game", game]
        .iter()
        .chain(args)
        .copied()
        .collect();
    let (stdout, stderr, code) = run(&all);
    assert_eq!(
        (code, stderr.as_str()),
        (0, ""),
        "annabella {all:?}; stdout:\n{stdout}"
    );
    stdout
}

/// The PGN's date, checked to be the day the test played it (a game with
/// the manual clock is dated too): today, or yesterday just past midnight.
fn played_today(pgn: &str) -> String {
    let date = pgn
        .lines()
        .find_map(|l| l.strip_prefix("[Date \"")?.strip_suffix("\"]"))
        .unwrap_or_else(|| panic!("no Date tag: {pgn}"))
        .to_string();
    let today = jiff::Zoned::now();
    let days =
        [today.clone(), today.yesterday().unwrap()].map(|d| d.strftime("%Y.%m.%d").to_string());
    assert!(days.contains(&date), "{date} is not {days:?}");
    date
}

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

fn clk(h_mm_ss: &str) -> String {
    format!("[%clk {h_mm_ss}]")
}

/// A game of 15 minutes + 10 seconds a move, with a correction, a draw offer
/// and a resignation. The waits make every clock reading different.
const SICILIAN: &[&str] = &[
    "e4",
    "wait 20s",
    "press", // White 15:00 - 0:20 + 0:10 = 14:50
    "c5",
    "wait 35s",
    "press", // Black 15:00 - 0:35 + 0:10 = 14:35
    "Nf3",
    "wait 1m5s",
    "press", // White 14:50 - 1:05 + 0:10 = 13:55
    "d6",
    "wait 2s",
    "draw black",
    "press", // Black 14:35 - 0:02 + 0:10 = 14:43, offer (=)
    "d4",
    "wait 3m",
    "press", // White 13:55 - 3:00 + 0:10 = 11:05 (declines)
    "cxd4",
    "wait 10s",
    "press", // Black 14:43 - 0:10 + 0:10 = 14:43
    "Nxd4",
    "wait 30s",
    "press", // White 11:05 - 0:30 + 0:10 = 10:45
    "Nc6",
    "fix Nf6",
    "wait 1m",
    "press", // Black 14:43 - 1:00 + 0:10 = 13:53
    "Nc3",
    "wait 45s",
    "press", // White 10:45 - 0:45 + 0:10 = 10:10
    "a6",
    "wait 20s",
    "press", // Black 13:53 - 0:20 + 0:10 = 13:43
    "Be3",
    "wait 15s",
    "press", // White 10:10 - 0:15 + 0:10 = 10:05
    "wait 1m",
    "resign black",
    "yes",
];

const SICILIAN_SAN: &[&str] = &[
    "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "Be3",
];

const SICILIAN_CLOCKS: &[&str] = &[
    "0:14:50", "0:14:35", "0:13:55", "0:14:43", "0:11:05", "0:14:43", "0:10:45", "0:13:53",
    "0:10:10", "0:13:43", "0:10:05",
];

fn sicilian(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("sicilian.annabella");
    let said = play(
        &path,
        &[
            "--manual-clock",
            "--lang",
            "en",
            "--control",
            "15+10",
            "--white",
            "Anna Hansen",
            "--black",
            "Bo Berg",
        ],
        SICILIAN,
    );
    assert_eq!(said.last().unwrap(), "Black resigns. White wins, 1-0.");
    path
}

#[test]
fn pgn_reads_back_to_the_moves_and_clocks_played() {
    let dir = tempfile::tempdir().unwrap();
    let path = sicilian(dir.path());
    let pgn = export(&path, &["--pgn"]);
    for line in pgn.lines() {
        assert!(
            line.len() <= 79,
            "PGN lines are at most 79 characters: {line:?}"
        );
    }
    let game = read_pgn(&pgn);
    let date = played_today(&pgn);
    assert_eq!(
        game.tags,
        tags(&[
            ("Event", "?"),
            ("Site", "?"),
            ("Date", &date),
            ("Round", "?"),
            ("White", "Anna Hansen"),
            ("Black", "Bo Berg"),
            ("Result", "1-0"),
            ("TimeControl", "900+10"),
            // 15+10 is rapid: 15 + 60 x 10 s = 25 minutes (2017 A.1).
            ("Rules", "FIDE Laws 2017, rapid (A.1, A.4)"),
            ("Termination", "normal"),
        ]),
        "{pgn}"
    );
    assert_eq!(game.san(), SICILIAN_SAN, "{pgn}");
    let mut want: Vec<String> = SICILIAN_CLOCKS.iter().map(|c| clk(c)).collect();
    // Black offered the draw with 2...d6.
    // Black offered the draw with 2...d6; White declined it by moving.
    want[3] = format!(
        "{} Black offers a draw (=); White declines the draw offer",
        want[3]
    );
    // The slip corrected before the press stays in the record (D.2.8).
    want[7] = format!(
        "{} Black announced Nc6 first and corrected it to Nf6 before the press",
        want[7]
    );
    // How it ended, where the moves do not show it.
    let last = want.len() - 1;
    want[last] = format!("{} Black resigns. White wins, 1-0", want[last]);
    // A comment wrapped over lines reads as one.
    let comments: Vec<String> = game
        .comment_per_move()
        .iter()
        .map(|c| c.replace('\n', " "))
        .collect();
    assert_eq!(comments, want, "{pgn}");
    assert_eq!(game.outcome.as_deref(), Some("1-0"), "{pgn}");
}

#[test]
fn pgn_to_a_file_is_the_same_text() {
    let dir = tempfile::tempdir().unwrap();
    let path = sicilian(dir.path());
    let out = dir.path().join("game.pgn");
    assert_eq!(
        export(&path, &["--pgn", "--out", out.to_str().unwrap()]),
        ""
    );
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        export(&path, &["--pgn"])
    );
}

/// A move pair a line (issue 48, point 12: the whole game on one line of
/// some 700 characters was beyond a braille display and a screen reader).
#[test]
fn danish_scoresheet_with_the_draw_offer() {
    let dir = tempfile::tempdir().unwrap();
    let path = sicilian(dir.path());
    assert_eq!(
        export(&path, &["--sheet", "--lang", "da"]),
        "Hvid: Anna Hansen\n\
         Sort: Bo Berg\n\
         1. e4 c5\n\
         2. Sf3 d6(=)\n\
         3. d4 cxd4\n\
         4. Sxd4 Sf6\n\
         5. Sc3 a6\n\
         6. Le3\n\
         1-0\n\
         \n\
         Notater til dommeren:\n\
         Efter Sorts træk 2: Sort tilbyder remis (=)\n\
         Efter Sorts træk 2: Hvid afslår remistilbuddet\n\
         Efter Sorts træk 4:\n\
         Sort annoncerede først Sc6 og rettede det til Sf6 før tryk på uret\n\
         Efter Hvids træk 6: Sort opgiver. Hvid vinder, 1-0\n"
    );
    // The game's own letters (English) by default.
    assert_eq!(
        export(&path, &["--sheet"]),
        "White: Anna Hansen\n\
         Black: Bo Berg\n\
         1. e4 c5\n\
         2. Nf3 d6(=)\n\
         3. d4 cxd4\n\
         4. Nxd4 Nf6\n\
         5. Nc3 a6\n\
         6. Be3\n\
         1-0\n\
         \n\
         Notes for the arbiter:\n\
         After move 2 of Black: Black offers a draw (=)\n\
         After move 2 of Black: White declines the draw offer\n\
         After move 4 of Black:\n\
         Black announced Nc6 first and corrected it to Nf6 before the press\n\
         After move 6 of White: Black resigns. White wins, 1-0\n"
    );
}

/// Mate ends the game without a press: the last clock has no increment.
#[test]
fn pgn_of_a_checkmate() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mate.annabella");
    let said = play(
        &path,
        &["--manual-clock", "--lang", "en", "--control", "3+2"],
        &[
            "e4", "wait 5s", "press", // 3:00 - 0:05 + 0:02 = 2:57
            "e5", "press", // 3:00 + 0:02 = 3:02
            "Qh5", "wait 7s", "press", // 2:57 - 0:07 + 0:02 = 2:52
            "Nc6", "press", // 3:04
            "Bc4", "press", // 2:54
            "Nf6", "wait 3s", "press", // 3:04 - 0:03 + 0:02 = 3:03
            "Qxf7",  // mate: 2:54, no press
        ],
    );
    assert_eq!(said.last().unwrap(), "Checkmate. White wins, 1-0.");
    let pgn = export(&path, &["--pgn"]);
    let game = read_pgn(&pgn);
    assert_eq!(
        game.san(),
        ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"],
        "{pgn}"
    );
    let want: Vec<String> = [
        "0:02:57", "0:03:02", "0:02:52", "0:03:04", "0:02:54", "0:03:03", "0:02:54",
    ]
    .iter()
    .map(|c| clk(c))
    .collect();
    assert_eq!(game.comment_per_move(), want, "{pgn}");
    assert_eq!(game.tags[6], ("Result".to_string(), "1-0".to_string()));
    assert_eq!(
        game.tags[7],
        ("TimeControl".to_string(), "180+2".to_string())
    );
    assert_eq!(game.outcome.as_deref(), Some("1-0"));
}

/// A game in progress: the announced move that is not completed is not in the
/// PGN, and the result is "*". The default control has two periods.
#[test]
fn pgn_of_a_game_in_progress() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("going.annabella");
    play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "e4", "wait 1m", "press", "e5", "wait 2m", "press", "Nf3", "wait 1h", "draw",
        ],
    );
    let pgn = export(&path, &["--pgn"]);
    let game = read_pgn(&pgn);
    assert_eq!(game.san(), ["e4", "e5"], "{pgn}");
    // 90:00 - 1:00 + 0:30 = 89:30; 90:00 - 2:00 + 0:30 = 88:30. The
    // offer made with the announced move stands after the last move.
    assert_eq!(
        game.comment_per_move(),
        [
            clk("1:29:30"),
            format!("{} White offers a draw (=)", clk("1:28:30"))
        ],
        "{pgn}"
    );
    assert_eq!(game.tags[6], ("Result".to_string(), "*".to_string()));
    assert_eq!(
        game.tags[7],
        ("TimeControl".to_string(), "40/5400+30:1800+30".to_string())
    );
    assert_eq!(game.outcome.as_deref(), Some("*"));
    assert_eq!(
        export(&path, &["--sheet", "--lang", "da"]),
        "Hvid: ?\nSort: ?\n1. e4 e5\n\nNotater til dommeren:\nEfter Sorts træk 1: Hvid tilbyder remis (=)\n"
    );
}

/// Names with quotes and backslashes are escaped in the tags and read back intact.
#[test]
fn pgn_escapes_names() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("names.annabella");
    play(
        &path,
        &[
            "--manual-clock",
            "--lang",
            "en",
            "--white",
            "Anna \"AH\" Hansen",
            "--black",
            r"Bo \ Berg",
        ],
        &["d4", "press"],
    );
    let game = read_pgn(&export(&path, &["--pgn"]));
    assert_eq!(
        game.tags[4],
        ("White".to_string(), "Anna \"AH\" Hansen".to_string())
    );
    assert_eq!(
        game.tags[5],
        ("Black".to_string(), r"Bo \ Berg".to_string())
    );
}

/// Names not given are not made up: left out when said, "?" in the PGN (as
/// PGN writes an unknown), and the colour's word never stands for a name.
#[test]
fn names_not_given_are_question_marks_in_the_pgn() {
    let dir = tempfile::tempdir().unwrap();
    let path = common::game_file(&dir, "ohne-namen.annabella");
    let got = play(&path, &["--manual-clock", "--lang", "de"], &["e4", "press"]);
    assert_eq!(got[0], "Neue Partie. Weiß spielt auf dem Steckbrett.");
    let pgn = common::export_pgn(&path);
    assert!(pgn.contains("[White \"?\"]\n[Black \"?\"]\n"), "{pgn}");

    let path = common::game_file(&dir, "mit-namen.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "de", "--black", "Bo Berg"],
        &["quit"],
    );
    assert_eq!(
        got[0],
        "Neue Partie. Schwarz: Bo Berg. Weiß spielt auf dem Steckbrett."
    );
    let pgn = common::export_pgn(&path);
    assert!(
        pgn.contains("[White \"?\"]\n[Black \"Bo Berg\"]\n"),
        "{pgn}"
    );
}

/// A line break, a quote or a backslash in a name writes no tag of its own
/// (issue 11, point 9): the PGN has exactly its seven tags and the control,
/// and an unfinished game stays "*".
#[test]
fn a_name_cannot_write_a_tag() {
    let dir = tempfile::tempdir().unwrap();
    let path = common::game_file(&dir, "tags.annabella");
    play(
        &path,
        &[
            "--manual-clock",
            "--lang",
            "en",
            "--white",
            "Ann\n[Result \"1-0\"]",
            "--black",
            "B\"x\\",
        ],
        &["e4", "press"],
    );
    let pgn = common::export_pgn(&path);
    let date = format!("[Date \"{}\"]", played_today(&pgn));
    let tags: Vec<&str> = pgn.lines().filter(|l| l.starts_with('[')).collect();
    assert_eq!(
        tags,
        [
            "[Event \"?\"]",
            "[Site \"?\"]",
            &date,
            "[Round \"?\"]",
            "[White \"Ann [Result \\\"1-0\\\"]\"]",
            "[Black \"B\\\"x\\\\\"]",
            "[Result \"*\"]",
            "[TimeControl \"40/5400+30:1800+30\"]",
            "[Rules \"FIDE Laws 2017, standard\"]",
        ],
        "{pgn}"
    );
}

/// Issue 48, point 12: `export` without `--game` takes the game written
/// last in the games folder (where `play` without `--game` writes) and
/// says which on stderr; with none there it says so and how to name one.
#[test]
fn export_without_a_game_takes_the_one_written_last() {
    let data = tempfile::tempdir().unwrap();
    let run = |args: &[&str], input: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .env("XDG_DATA_HOME", data.path())
            .env("HOME", data.path())
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child.stdin.take().unwrap().write_all(input.as_bytes())?;
                child.wait_with_output()
            })
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, out, err) = run(&["--lang", "en", "export", "--sheet"], "");
    assert_eq!((code, out.as_str()), (Some(1), ""), "{err}");
    let games = data.path().join("annabella").join("games");
    assert_eq!(
        common::flat(&err),
        format!(
            "annabella: No game is named and {} holds none. Name one: --game FILE",
            games.display()
        )
    );
    // A game with White's name and one move, in a file of its own or, with
    // none named, in the games folder.
    let play = |white: &str, moves: &str, game: Option<&std::path::Path>| {
        let mut args = vec![
            "play",
            "--line",
            "--lang",
            "en",
            "--manual-clock",
            "--white",
            white,
        ];
        let path = game.map(|g| g.to_str().unwrap().to_string());
        if let Some(path) = &path {
            args.extend(["--game", path.as_str()]);
        }
        let (code, _, err) = run(&args, moves);
        assert_eq!(code, Some(0), "{err}");
    };
    for (white, moves) in [("Ann", "e4\npress\nquit\n"), ("Bo", "d4\npress\nquit\n")] {
        play(white, moves, None);
        // The names of new games are the second they start in.
        std::thread::sleep(std::time::Duration::from_millis(1100));
    }
    let (code, out, err) = run(&["--lang", "de", "export", "--sheet"], "");
    assert_eq!(code, Some(0), "{err}");
    // The letters of the game's voice (German).
    assert!(out.starts_with("Weiß: Bo\n"), "{out}");
    assert!(out.contains("1. d4"), "{out}");
    let newest = common::flat(&err);
    let said = format!(
        "annabella: Die zuletzt geschriebene Partie: {}",
        games.display()
    );
    assert!(newest.starts_with(&said), "{err}");
    // A game played last with its own file elsewhere is the one taken
    // (a walk got the games folder's instead).
    let elsewhere = tempfile::tempdir().unwrap();
    let own = elsewhere.path().join("round3.annabella");
    play("Cy", "c4\npress\nquit\n", Some(&own));
    let (code, out, err) = run(&["--lang", "en", "export", "--sheet"], "");
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.starts_with("White: Cy\n") && out.contains("1. c4"),
        "{out}"
    );
    assert!(common::flat(&err).contains("round3.annabella"), "{err}");
}
