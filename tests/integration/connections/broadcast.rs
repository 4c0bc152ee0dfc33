//! The broadcast (`play --broadcast`) and the arbiter's overview
//! (`annabella arbiter`), on loopback only: a real HTTP client polls while
//! a game is played in line mode, the PGN it reads is parsed by
//! pgn-extract as a separate program, and the overview follows real
//! boards.

use std::io::Write;
use std::time::{Duration, Instant};

use crate::integration::common::{self, Running};

/// How long anything the tests wait for may take on a loaded machine.
const PATIENCE: Duration = Duration::from_secs(20);

/// A board: a game in line mode on the manual clock, served on a free
/// port of loopback; its address as the opening lines give it.
fn board(dir: &std::path::Path, name: &str, extra: &[&str]) -> (Running, String) {
    let game = dir.join(format!("{name}.annabella"));
    let game = game.to_str().expect("a UTF-8 path").to_string();
    let mut args = vec![
        "play",
        "--line",
        "--speech",
        "none",
        "--manual-clock",
        "--lang",
        "en",
        "--game",
        &game,
        "--white",
        "Anna",
        "--black",
        "Bo",
        "--round",
        "3",
    ];
    args.extend(extra);
    if !extra.contains(&"--broadcast") {
        args.extend(["--broadcast", "127.0.0.1:0"]);
    }
    let mut running = Running::start(&args);
    let line = running.expect("/game.pgn");
    let address = line
        .split("http://")
        .nth(1)
        .and_then(|a| a.split('/').next())
        .expect("the address in the opening line")
        .to_string();
    (running, address)
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(5)))
        .http_status_as_error(false)
        .proxy(None)
        .build()
        .into()
}

fn get(address: &str, path: &str) -> (u16, String) {
    let mut r = agent()
        .get(&format!("http://{address}{path}"))
        .call()
        .expect("the server answers");
    let status = r.status().as_u16();
    (status, r.body_mut().read_to_string().unwrap_or_default())
}

/// Polls `path` until its text satisfies `want`, as a broadcast polls.
fn poll_until(address: &str, path: &str, want: impl Fn(&str) -> bool) -> String {
    let end = Instant::now() + PATIENCE;
    loop {
        let (_, text) = get(address, path);
        if want(&text) {
            return text;
        }
        assert!(
            Instant::now() < end,
            "{path} never as wanted; last:\n{text}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// What status.json says waits (`kind`), or "".
fn waiting(status: &str) -> String {
    let json: serde_json::Value = serde_json::from_str(status).unwrap_or_default();
    json["waiting"]["kind"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The moves of a PGN text as pgn-extract, a separate program, reads
/// them (UCI), after it found nothing wrong.
fn pgn_extract_moves(dir: &std::path::Path, pgn: &str) -> String {
    let program = "/usr/games/pgn-extract";
    assert!(
        std::path::Path::new(program).exists(),
        "pgn-extract is needed: sudo apt install pgn-extract (make deps)"
    );
    let file = dir.join("read.pgn");
    std::fs::write(&file, pgn).unwrap();
    let out = std::process::Command::new(program)
        .args(["--quiet", "-Wuci", "--nocomments"])
        .arg(&file)
        .output()
        .expect("pgn-extract runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.trim().is_empty(),
        "{stderr}\n{pgn}"
    );
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('[') && !l.trim().is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_broadcast_shows_completed_moves_with_clocks_and_never_the_sealed_move() {
    let dir = tempfile::tempdir().unwrap();
    let (mut game, address) = board(dir.path(), "b5", &["--board", "5"]);
    let pgn = poll_until(&address, "/game.pgn", |t| t.contains("[Result \"*\"]"));
    for tag in [
        "[Event ",
        "[Site ",
        "[Date ",
        "[Round \"3\"]",
        "[White \"Anna\"]",
    ] {
        assert!(pgn.contains(tag), "{tag}: {pgn}");
    }
    assert!(pgn.contains("[Board \"5\"]"), "{pgn}");
    game.send("e4");
    game.send("press");
    poll_until(&address, "/game.pgn", |t| t.contains("1. e4 {[%clk"));
    // Announced, not completed: not broadcast.
    game.send("e5");
    game.expect("Bauer Eva fünf");
    let (_, shown) = get(&address, "/game.pgn");
    assert!(!shown.contains("e5"), "{shown}");
    game.send("press");
    game.send("Nf3");
    game.send("press");
    poll_until(&address, "/game.pgn", |t| t.contains("2. Nf3"));
    game.send("seal Nc6");
    let status = poll_until(&address, "/status.json", |t| {
        t.contains("\"adjourned\": true")
    });
    assert!(
        !status.contains("Nc6") && !status.contains("c6"),
        "{status}"
    );
    // Polled again and again while sealed: the move is never in either text.
    for _ in 0..5 {
        for path in ["/game.pgn", "/status.json"] {
            let (_, text) = get(&address, path);
            assert!(
                !text.contains("c6") && !text.contains("Nc6"),
                "{path}: {text}"
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    game.send("unseal");
    let pgn = poll_until(&address, "/game.pgn", |t| t.contains("Nc6"));
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    game.send("resign black");
    poll_until(&address, "/status.json", |t| waiting(t) == "result");
    game.send("yes");
    let pgn = poll_until(&address, "/game.pgn", |t| t.contains("[Result \"1-0\"]"));
    assert!(pgn.trim_end().ends_with("1-0"), "{pgn}");
    assert_eq!(
        pgn_extract_moves(dir.path(), &pgn),
        "e2e4 e7e5 g1f3 b8c6 1-0"
    );
    let status = poll_until(&address, "/status.json", |t| {
        t.contains("\"result\": \"1-0\"")
    });
    assert!(status.contains("\"board\": \"5\""), "{status}");
    game.quit();
    // The server stops with the game.
    let refused = agent().get(&format!("http://{address}/game.pgn")).call();
    assert!(refused.is_err(), "still served after quit");
}

#[test]
fn the_delay_holds_moves_back_and_the_file_is_the_same_pgn() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("round3").join("board5.pgn");
    let file_arg = file.to_str().unwrap().to_string();
    let (mut game, address) = board(
        dir.path(),
        "delayed",
        &["--broadcast-delay", "15m", "--broadcast-file", &file_arg],
    );
    game.expect("15 minutes after");
    game.send("e4");
    game.send("press");
    game.send("e5");
    game.send("press");
    game.send("wait 14m");
    game.expect("14 minutes");
    // The status is live; the moves are held back.
    poll_until(&address, "/status.json", |t| t.contains("\"plies\": 2"));
    let (_, held) = get(&address, "/game.pgn");
    assert!(!held.contains("e4"), "{held}");
    assert!(!std::fs::read_to_string(&file).unwrap().contains("e4"));
    game.send("wait 1m");
    let shown = poll_until(&address, "/game.pgn", |t| t.contains("1. e4"));
    assert!(
        shown.contains("e5"),
        "both completed at the same moment: {shown}"
    );
    let end = Instant::now() + PATIENCE;
    while std::fs::read_to_string(&file).unwrap() != shown {
        assert!(Instant::now() < end, "the file never held what is served");
        std::thread::sleep(Duration::from_millis(50));
    }
    // Replaced whole: nothing half-written is left beside it.
    let beside: Vec<_> = std::fs::read_dir(file.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(beside, ["board5.pgn"]);
    assert_eq!(pgn_extract_moves(dir.path(), &shown), "e2e4 e7e5 *");
    game.quit();
}

#[test]
fn requests_that_must_be_refused_are_and_the_server_listens_on_loopback() {
    let dir = tempfile::tempdir().unwrap();
    // `--broadcast` with no address: the settings' address (here any free
    // port; by default 127.0.0.1:8064), never more than this machine.
    let config = dir.path().join("c.toml");
    std::fs::write(&config, "[broadcast]\naddress = \"0\"\n").unwrap();
    let config = config.to_str().unwrap().to_string();
    let (game, address) = board(dir.path(), "safe", &["--config", &config, "--broadcast"]);
    assert!(address.starts_with("127.0.0.1:"), "{address}");
    for path in [
        "/",
        "/index.html",
        "/game.pgn/",
        "/../game.pgn",
        "/game.pgn/../../etc/passwd",
        "/etc/passwd",
        "/safe.annabella",
        "/GAME.PGN",
    ] {
        assert_eq!(get(&address, path).0, 404, "{path}");
    }
    for method in ["POST", "PUT", "DELETE", "PATCH"] {
        for path in ["/game.pgn", "/status.json"] {
            let r = agent()
                .run(
                    ureq::http::Request::builder()
                        .method(method)
                        .uri(format!("http://{address}{path}"))
                        .body(String::from("x"))
                        .unwrap(),
                )
                .unwrap();
            assert_eq!(r.status().as_u16(), 405, "{method} {path}");
        }
    }
    let head = agent()
        .head(&format!("http://{address}/game.pgn"))
        .call()
        .unwrap();
    assert_eq!(head.status().as_u16(), 200);
    // A query changes nothing (a viewer's cache-buster).
    assert_eq!(get(&address, "/game.pgn?t=1").0, 200);
    // Nothing a client sent was written: the folder holds the game file
    // and the settings only.
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["c.toml", "safe.annabella"]);
    game.quit();
}

#[test]
fn a_bad_or_taken_address_starts_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().to_string();
    for (address, said) in [
        (
            "not an address",
            "Not an address to serve on: not an address",
        ),
        (port.as_str(), "cannot be served at"),
    ] {
        let game = dir.path().join("g.annabella");
        let (out, err, code) = common::run_input(
            &[
                "play",
                "--lang",
                "en",
                "--line",
                "--game",
                game.to_str().unwrap(),
                "--broadcast",
                address,
            ],
            "quit\n",
        );
        assert_ne!(code, 0, "{out}");
        assert!(common::flat(&err).contains(said), "{err}");
        assert!(!game.exists(), "a game file was made");
    }
}

#[test]
fn the_overview_follows_two_boards_and_says_what_needs_the_arbiter() {
    let dir = tempfile::tempdir().unwrap();
    let (mut five, a5) = board(dir.path(), "b5", &["--board", "5", "--control", "5+0"]);
    let (seven, a7) = board(dir.path(), "b7", &["--board", "7"]);
    let url5 = format!("http://{a5}");
    let mut arbiter = Running::start(&[
        "arbiter", "--line", "--speech", "none", "--lang", "en", "--every", "1s", &url5, &a7,
    ]);
    arbiter.expect("Following 2 boards");
    arbiter.expect("Board 5: move 1, White to move, White 0:05:00, Black 0:05:00.");
    arbiter.expect("Board 7: move 1, White to move");
    five.send("e4");
    five.send("press");
    five.send("draw");
    arbiter.expect("Board 5: White offers a draw.");
    five.send("decline");
    five.send("wait 6m");
    arbiter.expect("Board 5: Black's flag has fallen.");
    five.send("claim time");
    arbiter.expect("Board 5: a claim waits for the arbiter.");
    arbiter.send("board 5");
    arbiter.expect("White: Anna. Black: Bo.");
    arbiter.expect("Round 3.");
    arbiter.drain(Duration::from_millis(300));
    arbiter.send("list");
    // A line a board, cut where it is longer than 80 characters.
    let list = arbiter.drain(Duration::from_millis(500)).join(" ");
    assert!(
        list.contains(
            "Board 5: move 1, Black to move, White 0:05:00, Black 0:00:00; \
             Black's flag has fallen; a claim waits for the arbiter. Board 7: move 1"
        ),
        "{list}"
    );
    // A board that stops answering, and comes back on its address.
    seven.quit();
    arbiter.expect("Board 7: not answering.");
    let game7 = dir.path().join("b7.annabella");
    let (seven, back) = board(dir.path(), "b7", &["--broadcast", &a7, "--board", "7"]);
    assert_eq!(back, a7);
    arbiter.expect("Board 7: answering again.");
    assert!(game7.exists());
    arbiter.send("board 9");
    arbiter.expect("No board 9 here. The boards: 5, 7.");
    arbiter.send("flip");
    arbiter.expect("Not a command of the overview: flip.");
    let quiet = arbiter.drain(Duration::from_millis(800));
    // Nothing is said again while nothing changes.
    assert!(quiet.is_empty(), "{quiet:?}");
    arbiter.quit();
    seven.quit();
    five.quit();
}

#[test]
fn the_overview_refuses_what_is_no_board_in_the_users_language() {
    // Refused with `said` on stderr, and no overview started.
    let refused = |args: &[&str], said: &str| {
        let (_, err, code) = common::run(&[&["arbiter", "--line"], args].concat());
        assert_ne!(code, 0, "{args:?}");
        assert!(common::flat(&err).contains(said), "{err}");
    };
    refused(
        &["--lang", "de", "https://x:1"],
        "Keine Adresse eines Bretts: https://x:1",
    );
    refused(&["--lang", "en"], "No board to follow");
    let dir = tempfile::tempdir().unwrap();
    // A file of addresses: a bad line is named by its number; a file
    // with none is said to have none.
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "# round 3\n127.0.0.1:8064\nhttps://x:1\n").unwrap();
    refused(
        &["--lang", "en", "--boards", bad.to_str().unwrap()],
        "bad.txt:3: not a board's address: https://x:1",
    );
    let empty = dir.path().join("empty.txt");
    std::fs::write(&empty, "# nothing yet\n\n").unwrap();
    refused(
        &["--lang", "en", "--boards", empty.to_str().unwrap()],
        "empty.txt holds no board's address",
    );
    let list = dir.path().join("boards.txt");
    std::fs::write(&list, "# round 3\n127.0.0.1:9 # board 1\n\n").unwrap();
    let mut arbiter = Running::start(&[
        "arbiter",
        "--line",
        "--speech",
        "none",
        "--lang",
        "da",
        "--every",
        "1s",
        "--boards",
        list.to_str().unwrap(),
    ]);
    arbiter.expect("Følger 1 bræt");
    arbiter.expect("Bræt 127.0.0.1:9: intet svar.");
    arbiter.quit();
}

#[test]
fn many_idle_and_slow_clients_hold_up_neither_the_game_nor_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let (mut game, address) = board(dir.path(), "busy", &[]);
    // A hundred connections that say nothing, and some that send half a
    // request and stop.
    let mut idle = Vec::new();
    for i in 0..100 {
        let mut c = std::net::TcpStream::connect(&address).unwrap();
        if i % 10 == 0 {
            c.write_all(b"GET /game.pgn HTTP/1.1\r\nHost: x\r\n")
                .unwrap();
        }
        idle.push(c);
    }
    // One that asks and never reads its answers.
    let mut greedy = std::net::TcpStream::connect(&address).unwrap();
    for _ in 0..50 {
        greedy
            .write_all(b"GET /game.pgn HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
    }
    game.send("e4");
    game.send("press");
    game.expect("White completed move 1");
    poll_until(&address, "/game.pgn", |t| t.contains("1. e4"));
    game.send("time");
    game.expect("Black");
    drop(idle);
    drop(greedy);
    game.quit();
}

/// The overview's full screen over `sources`, in `lang`, its speech
/// written to `log` where one is given (as `--speech-log` does).
fn overview_app(
    sources: Vec<String>,
    lang: &str,
    log: Option<std::path::PathBuf>,
) -> annabella::shell::front::tui::App<annabella::shell::front::overview::OverviewDriver> {
    use annabella::core::broadcast::overview::Overview;
    use annabella::shell::front::overview::OverviewDriver;
    use annabella::shell::front::tui::App;
    use annabella::shell::settings::{Choice, Settings, Theme};
    use annabella::shell::speech::{Options, Speech};
    let all = annabella::shell::voices::builtin().unwrap();
    let voice = all
        .voice(&annabella::core::vocab::VoiceMix::plain("de"))
        .unwrap();
    let choice = if log.is_some() {
        Choice::Text
    } else {
        Choice::None
    };
    let options = Options {
        log,
        ..Settings::defaults().speech.options(&voice)
    };
    let driver = OverviewDriver {
        overview: Overview::new(sources),
        lang: lang.parse().unwrap(),
        speech: Speech::open(choice, &options),
        voice,
        letters: lang.parse().unwrap(),
        every: Duration::from_secs(2),
    };
    App::new(driver, Settings::defaults().keys, Theme::HighContrast, true)
}

/// The overview's full screen drawn at `width` × `height`.
fn drawn(
    app: &annabella::shell::front::tui::App<annabella::shell::front::overview::OverviewDriver>,
    width: u16,
    height: u16,
) -> String {
    use annabella::shell::front::overview::OverviewDriver;
    use annabella::shell::front::tui::Drawn;
    use ratatui::{Terminal, backend::TestBackend};
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| <OverviewDriver as Drawn>::draw(frame, app))
        .unwrap();
    terminal.backend().to_string()
}

/// The overview in the full screen, drawn into ratatui's TestBackend: a
/// line a board, the news below; what a command answers is shown too.
#[test]
fn the_full_screen_overview_shows_a_line_a_board_and_the_news() {
    use annabella::core::broadcast::overview::Polled;
    use annabella::core::broadcast::{Side, Status, Waiting};

    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("speech.log");
    let sources = vec!["10.0.0.5:8064".into(), "10.0.0.6:8064".into()];
    let mut app = overview_app(sources, "nb", Some(log.clone()));
    let status = Status {
        format: 1,
        board: "5".into(),
        plies: 41,
        move_number: 21,
        to_move: Side::Black,
        white_ms: 600_000,
        black_ms: -1,
        running: Some(Side::Black),
        flag: Some(Side::Black),
        waiting: Some(Waiting::Claim),
        ..Status::default()
    };
    // Board 2 never answers; board 5 first as it stood, then with the
    // flag down and the claim made.
    app.polled(1, Polled::Failed);
    app.polled(1, Polled::Failed);
    let before = Status {
        flag: None,
        waiting: None,
        black_ms: 1000,
        ..status.clone()
    };
    app.polled(0, Polled::answered(before));
    app.polled(0, Polled::answered(status));
    app.command("board 5");
    let screen = drawn(&app, 100, 24);
    for shown in [
        "Brett 5: trekk 21, svart i trekket, hvit 0:10:00, svart 0:00:00; svarts klaff har falt;",
        "! Brett 10.0.0.6:8064: ikke noe svar.",
        "Brett 5: svarts klaff har falt.",
        "Brett 5: et krav venter på turneringslederen.",
        "Spurt på http://10.0.0.5:8064/status.json.",
    ] {
        assert!(screen.contains(shown), "{shown}\n{screen}");
    }
    // What is shown is said, in the order it came.
    let said = std::fs::read_to_string(&log).unwrap();
    assert!(
        said.contains("Brett 5: et krav venter på turneringslederen."),
        "{said}"
    );
}

#[test]
fn a_broadcast_file_that_is_no_file_or_the_game_file_starts_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let game_arg = game.to_str().unwrap();
    let folder = dir.path().join("a-folder");
    std::fs::create_dir(&folder).unwrap();
    let beside = format!("{game_arg}.log");
    for (file, said) in [
        (folder.to_str().unwrap(), "is no file"),
        (game_arg, "is the game file"),
        (beside.as_str(), "is the game file"),
    ] {
        let (out, err, code) = common::run_input(
            &[
                "play",
                "--lang",
                "en",
                "--line",
                "--game",
                game_arg,
                "--broadcast-file",
                file,
            ],
            "quit\n",
        );
        assert_ne!(code, 0, "{out}");
        assert!(common::flat(&err).contains(said), "{file}: {err}");
        assert!(!game.exists(), "a game file was made");
    }
    assert!(folder.is_dir());
    // A delay for nothing served is refused too.
    let (_, err, code) = common::run_input(
        &[
            "play",
            "--lang",
            "en",
            "--line",
            "--game",
            game_arg,
            "--broadcast-delay",
            "15m",
        ],
        "quit\n",
    );
    assert_ne!(code, 0);
    assert!(common::flat(&err).contains("nothing is"), "{err}");
    assert!(!game.exists());
}

#[test]
fn a_resumed_game_keeps_its_delay_and_a_finished_game_holds_nothing_back() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("b5.pgn");
    let file_arg = file.to_str().unwrap().to_string();
    let (mut game, _) = board(
        dir.path(),
        "kept",
        &["--broadcast-delay", "15m", "--broadcast-file", &file_arg],
    );
    game.send("e4");
    game.send("press");
    game.expect("White completed move 1");
    game.quit();
    // Resumed with no delay given: the game's own holds, and is said.
    let (mut game, address) = board(dir.path(), "kept", &["--broadcast-file", &file_arg]);
    game.expect("15 minutes after");
    let (_, held) = get(&address, "/game.pgn");
    assert!(!held.contains("e4"), "{held}");
    // Another delay on resume is not applied, and said so.
    drop(game);
    let (mut game, address) = board(
        dir.path(),
        "kept",
        &["--broadcast-delay", "1m", "--broadcast-file", &file_arg],
    );
    game.expect("not applied: --broadcast-delay 1m");
    // The game ends: everything is served at once, and left in the file.
    game.send("resign black");
    game.send("yes");
    let all = poll_until(&address, "/game.pgn", |t| t.contains("[Result \"1-0\"]"));
    assert!(all.contains("1. e4"), "{all}");
    game.quit();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), all);
}

/// Twelve boards on a small screen: what needs the arbiter comes first,
/// and the last row says how many more there are, and how many of them
/// need the arbiter.
#[test]
fn boards_that_do_not_fit_are_counted_and_those_that_need_the_arbiter_come_first() {
    use annabella::core::broadcast::overview::Polled;
    use annabella::core::broadcast::{Side, Status};

    let sources: Vec<String> = (1..=12).map(|n| format!("10.0.0.{n}:8064")).collect();
    let mut app = overview_app(sources, "en", None);
    for n in 1..=12 {
        let status = Status {
            format: 1,
            board: n.to_string(),
            white_ms: 60_000,
            black_ms: if n == 9 { -5 } else { 60_000 },
            flag: (n == 9).then_some(Side::Black),
            ..Status::default()
        };
        app.polled(n - 1, Polled::answered(status));
    }
    let screen = drawn(&app, 40, 15);
    let rows: Vec<&str> = screen.lines().collect();
    assert!(rows[1].contains("! Board 9: move 1"), "{screen}");
    assert!(screen.contains("▼ 9 more boards: list"), "{screen}");
    // Board 9's flag is news too, below the frame's rows.
    let small = drawn(&app, 40, 8);
    assert!(small.contains("need"), "{small}");
}
