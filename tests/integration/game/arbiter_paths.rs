//! Issue 28's rules walked through line mode, in two languages: one position
//! for every answer while a move is announced and not completed; both flags
//! down and which fell first; an announced move sealed as it is.

use crate::integration::common;

use common::{game_file, has_printed, play};

/// Every answer about the position, while a move is announced and not yet
/// completed, describes the position after it and says so first.
#[test]
fn queries_describe_the_position_after_the_announced_move() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, mark, on_e4, white_pawns) in [
        (
            "en",
            "Position after White's announced move \"Bauer Eva vier\", not yet completed.",
            "Eva vier: white Bauer",
            "White Bauern also on Gustav zwei, Hector zwei, Eva vier.",
        ),
        (
            "de",
            "Stellung nach dem angesagten Zug \"Bauer Eva vier\" von Weiß, noch nicht abgeschlossen.",
            "Eva vier: weißer Bauer",
            "Weiße Bauern auch auf Gustav zwei, Hector zwei, Eva vier.",
        ),
    ] {
        let path = game_file(&dir, &format!("shown-{lang}.annabella"));
        let got = play(
            &path,
            &["--manual-clock", "--lang", lang],
            &["e4", "square e4", "pieces white pawns", "board", "touch e4"],
        );
        let text = got.join(" ");
        // square, pieces, board and touch each open with the mark.
        assert_eq!(text.matches(mark).count(), 4, "{lang}: {text}");
        assert!(got.iter().any(|l| l == on_e4), "{lang}: {text}");
        assert!(got.iter().any(|l| l == white_pawns), "{lang}: {text}");
        // The pawn on e4 is there to touch.
        assert!(
            got[got.len() - 2..].join(" ").contains("Bauer Eva vier"),
            "{lang}: {text}"
        );
        // Completed, the answers carry no mark.
        let got = play(&path, &[], &["press", "square e4"]);
        assert!(!got.iter().any(|l| l == mark), "{lang}: {}", got.join("\n"));
    }
}

/// Both flags down: the program says which fell first, and a claim on time
/// is proposed for the other side (the program knows the order, so the
/// laws' rule for flags whose order is unknown, 2017 III.3.1, does not apply).
#[test]
fn both_flags_down_the_first_to_fall_loses() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, both, record) in [
        (
            "en",
            "White's fell first: a claim on time is for Black (advisory).",
            "Black wins, 0-1.",
        ),
        (
            "de",
            "das von Weiß zuerst: Schwarz kann Zeitüberschreitung reklamieren (unverbindlicher Hinweis).",
            "Schwarz gewinnt, 0-1.",
        ),
    ] {
        let path = game_file(&dir, &format!("flags-{lang}.annabella"));
        let got = play(
            &path,
            // Standard play: in blitz the claimant needs time left (A.4.3).
            &[
                "--manual-clock",
                "--lang",
                lang,
                "--control",
                "3+0",
                "--kind",
                "standard",
            ],
            &[
                "e4",
                "press",
                "e5",
                "press",
                "wait 3m10s",
                "Nf3",
                "press",
                "wait 3m10s",
                "status",
                "claim time",
                "yes",
            ],
        );
        let text = got.join(" ");
        assert!(text.matches(both).count() >= 2, "{lang}: {text}");
        assert!(got.last().unwrap().ends_with(record), "{lang}: {text}");
    }
}

/// A move announced once the sealed move is asked for is the sealed move
/// (A.1, I.1.1): `seal` alone seals it, another move is refused.
#[test]
fn an_announced_move_is_sealed_as_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "seal.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &["e4", "press", "e5", "seal e6", "seal", "status"],
    );
    let text = got.join(" ");
    assert!(
        has_printed(
            &got,
            "Black's announced move is the sealed move: type seal alone to seal it."
        ),
        "{text}"
    );
    assert!(text.contains("Sealed move recorded, move 1."), "{text}");
    let got = play(&path, &[], &["unseal", "sheet"]);
    assert_eq!(got.last().unwrap(), "1. e4 e5", "{}", got.join("\n"));
}

/// A typed move that ends the game is corrected with `fix` before anything
/// else (D.2.8), in any language; later the arbiter's `illegal` takes it
/// back, where the move was not the one played on the board.
#[test]
fn a_typed_move_that_mates_can_be_corrected() {
    let dir = tempfile::tempdir().unwrap();
    let fen = "6k1/8/6K1/8/8/8/8/R7 w - - 0 1";
    for (lang, mate, correction, completed) in [
        (
            "en",
            "Checkmate. White wins, 1-0.",
            "Correction: Turm Anna sieben",
            "White completed move 1. Black to move.",
        ),
        (
            "da",
            "Skakmat. Hvid vinder, 1-0.",
            // The Danish words: with no voice given, the country's.
            "Rettelse: tårn Anna syv",
            "Hvid har fuldført træk 1. Sort er i trækket.",
        ),
    ] {
        let path = game_file(&dir, &format!("mate-{lang}.annabella"));
        common::start_from_fen(&path, &["--manual-clock", "--lang", lang], fen);
        let got = play(&path, &[], &["Ra8", "status", "fix Ra7", "press", "sheet"]);
        let text = got.join(" ");
        // Right after the move, status names the correction.
        assert!(
            text.contains("fix MOVE corrects") || text.contains("retter fix MOVE"),
            "{lang}: {text}"
        );
        for want in [mate, correction, completed] {
            assert!(got.iter().any(|l| l == want), "{lang}: {want}\n{text}");
        }
        // Later, the end stands until the arbiter takes the move back.
        let path = game_file(&dir, &format!("mate-late-{lang}.annabella"));
        common::start_from_fen(&path, &["--manual-clock", "--lang", lang], fen);
        let got = play(
            &path,
            &[],
            &[
                "Ra8",
                "wait 5s",
                "status",
                "result 1/2",
                "no",
                "fix Ra7",
                "illegal",
                "yes",
                "status",
            ],
        );
        if lang == "en" {
            // Something else entered: fix no longer, the arbiter still.
            assert!(
                has_printed(&got, common::AFTER_MOVE_END),
                "{}",
                got.join("\n")
            );
        }
        let text = got.join(" ");
        assert!(!got.iter().any(|l| l == correction), "{lang}: {text}");
        // Declared illegal, the mate is taken back and White moves again.
        let to_move = if lang == "en" {
            "White to move."
        } else {
            "Hvid er i trækket."
        };
        assert!(
            got.iter().rev().take(3).any(|l| l == to_move),
            "{lang}: {text}"
        );
    }
}

/// Time controls as typed: the readback says where an increment starts; a
/// likely slip is refused with what was probably meant; a time with no unit
/// outside a control asks minutes or seconds (the program never guesses).
#[test]
fn time_controls_and_times_as_typed() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "control.annabella");
    let got = play(
        &path,
        &[
            "--manual-clock",
            "--lang",
            "en",
            "--control",
            "40/5400:1800+30",
        ],
        &["setclock white 90"],
    );
    let text = got.join(" ");
    assert!(
        text.contains("30 seconds added per move from move 41. Laws of 2017."),
        "{text}"
    );
    assert!(
        text.contains("90 minutes or 90 seconds? Type setclock white 90m or setclock white 90s."),
        "{text}"
    );
    // A last period with moves comes round again, and the readback says so;
    // a time typed in parts is read whole.
    for (lang, control, said, set) in [
        (
            "en",
            "90/40",
            "40 moves in 1 hour 30 minutes, then the same again for every 40 moves.",
            "White's clock set to 1 hour 30 minutes.",
        ),
        (
            "de",
            "40/5400:20/1800",
            "dann 20 Züge in 30 Minuten, danach jeweils dieselbe Zeit für 20 Züge.",
            "Die Uhr von Weiß ist auf 1 Stunde 30 Minuten gestellt.",
        ),
    ] {
        let path = game_file(&dir, &format!("repeat-{lang}.annabella"));
        let got = play(
            &path,
            &["--manual-clock", "--lang", lang, "--control", control],
            &["setclock white 1h 30m", "yes"],
        );
        let text = got.join(" ");
        assert!(text.contains(said), "{lang}: {text}");
        assert!(text.contains(set.trim_end_matches('.')), "{lang}: {text}");
    }
    for (lang, control, said) in [
        (
            "en",
            "40/90",
            "the time control \"40/90\" would be 90 moves in 40 minutes; for 40 moves in 90 minutes write 90/40 or 40/5400",
        ),
        (
            "de",
            "0+5",
            "die Bedenkzeit \"0+5\" enthält keine Grundzeit",
        ),
    ] {
        let path = game_file(&dir, &format!("slip-{lang}.annabella"));
        let (out, err, code) = common::run_input(
            &[
                "play",
                "--line",
                "--manual-clock",
                "--lang",
                lang,
                "--control",
                control,
                "--game",
                path.to_str().unwrap(),
            ],
            "",
        );
        assert_ne!(code, 0, "{lang}: {out}");
        assert!(common::flat(&err).contains(said), "{lang}: {err}");
        assert!(
            !path.exists() || std::fs::read_to_string(&path).unwrap().is_empty(),
            "{lang}: no game started"
        );
    }
}

/// The PGN holds everything the arbiter did, on the move where it happened:
/// a slip corrected, a claim and its outcome with the penalty applied, an
/// illegal move with its count and article, a proposal answered no.
#[test]
fn the_record_holds_every_decision_where_it_was_made() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "record.annabella");
    play(
        &path,
        &["--manual-clock", "--lang", "de"],
        &[
            "Nf3",
            "fix Nc3",
            "press",
            "Nf6",
            "press",
            "Nb1",
            "press",
            "Ng8",
            "press",
            "Nc3",
            "press",
            "Nf6",
            "press",
            "Nb1",
            "press",
            "claim threefold Ng8",
            "no",
            "yes",
            "press",
            "d4",
            "press",
            "illegal",
            "yes",
            "addtime white 1m",
            "no",
            "quit",
        ],
    );
    let pgn = common::export_pgn(&path).replace('\n', " ");
    for (after, note) in [
        (
            "1. Nc3 {[%clk 1:30:30]",
            "White announced Nf3 first and corrected it to Nc3 before the press",
        ),
        (
            "4. Nb1 {[%clk 1:32:00]",
            "Black claims a draw by threefold repetition with the written move Ng8: correct; \
             the arbiter does not \
             uphold Black's claim: it counts as incorrect; 2 minutes added to White's \
             clock (laws 2017, 9.5.3)",
        ),
        (
            "Ng8 {[%clk 1:32:00]",
            "taken back: 5. d4; illegal move by White, White's number 1 (laws 2017, \
             7.5.1); 2 minutes added to Black's clock (laws 2017, 7.5.3); proposed and \
             not recorded: 1 minute added to White's clock}",
        ),
    ] {
        let want = format!("{after} {note}");
        assert!(pgn.contains(&want), "{want}\nnot in\n{pgn}");
    }
    // The scoresheet lists the same notes, each on its move, in German here.
    let sheet = common::ok_lines(&[
        "export",
        "--game",
        path.to_str().unwrap(),
        "--sheet",
        "--lang",
        "de",
    ]);
    let text = sheet.join("\n");
    for want in [
        "Vermerke für den Schiedsrichter:",
        "Nach Zug 1 von Weiß: Weiß hat zuerst Sf3 angesagt und vor dem Drücken der Uhr zu Sc3 \
         korrigiert",
        "Nach Zug 4 von Schwarz: regelwidriger Zug von Weiß, der 1. von Weiß (FIDE-Regeln 2017, Art. 7.5.1)",
    ] {
        assert!(
            text.replace('\n', " ").contains(want),
            "{want}\nnot in\n{text}"
        );
    }
}

/// Resume: a fact of the game given otherwise is named, one given as the
/// game has it is not; the language, letters, voice and cadence are the
/// user's and change from then on, recorded for the next resume.
#[test]
fn resume_names_what_it_does_not_apply_and_tells_in_the_language_asked() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "resume.annabella");
    play(
        &path,
        &["--manual-clock", "--lang", "en", "--white", "Anna Holm"],
        &["e4", "press"],
    );
    // Equal to the game's: nothing named.
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en", "--white", "Anna Holm"],
        &["status"],
    );
    assert!(
        !got.iter().any(|l| l.contains("not applied")),
        "{}",
        got.join("\n")
    );
    // Facts given otherwise: named as typed; the language changes.
    let got = play(
        &path,
        &[
            "--lang",
            "de",
            "--white",
            "Bo Berg",
            "--laws",
            "2005",
            "--letters",
            "da",
        ],
        &["Sf6", "press", "sheet"],
    );
    let text = got.join(" ");
    assert!(
        text.contains("Ab jetzt in dieser Partie: --lang de, --letters da."),
        "{text}"
    );
    assert!(
        text.contains("nicht übernommen: --laws 2005, --white \"Bo Berg\"."),
        "{text}"
    );
    assert!(got.iter().any(|l| l == "1. e4 Sf6"), "{text}");
    // The next resume keeps German and the Danish letters unasked.
    let got = play(&path, &[], &["sheet"]);
    assert!(
        has_printed(&got, "Partie bei Zug 2 fortgesetzt. Weiß ist am Zug."),
        "{}",
        got.join("\n")
    );
    assert!(got.iter().any(|l| l == "1. e4 Sf6"), "{}", got.join("\n"));
    // A real-clock game resumed with --manual-clock: named, and `wait` says why.
    let real = game_file(&dir, "real.annabella");
    play(&real, &["--lang", "en"], &[]);
    let got = play(&real, &["--manual-clock"], &["wait 5s"]);
    let text = got.join(" ");
    assert!(text.contains("not applied: --manual-clock."), "{text}");
    assert!(text.contains("This game runs on the real clock"), "{text}");
}

/// A game open in another annabella is refused in the game's language, not
/// the settings'.
#[test]
fn a_game_held_elsewhere_is_refused_in_its_language() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "held.annabella");
    play(&path, &["--manual-clock", "--lang", "en"], &[]);
    let mut holder = common::command()
        .args(["play", "--line", "--game", path.to_str().unwrap()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The holder has the lock once it has said the game file.
    let mut out = std::io::BufReader::new(holder.stdout.take().unwrap());
    let mut line = String::new();
    while std::io::BufRead::read_line(&mut out, &mut line).unwrap() > 0 {
        if line.contains("Game file") {
            break;
        }
        line.clear();
    }
    let (_, stderr, code) = common::run_input(
        &["play", "--line", "--game", path.to_str().unwrap()],
        "status\n",
    );
    drop(holder.stdin.take());
    holder.wait().unwrap();
    assert_ne!(code, 0);
    assert!(stderr.contains("is open in another program"), "{stderr}");
}

/// `compare`: an entry that fits two moves names both; a sheet far behind
/// is brought up to date before any board is judged by it; a longer sheet
/// is said in the game's letters, whatever letters it was written in.
#[test]
fn compare_names_both_fits_and_speaks_the_games_letters() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, fits, ahead, far, no_board) in [
        (
            "en",
            "Move 3 of White on the other scoresheet, \"Sd2\", fits Nbd2 (b1d2) or Nfd2 (f3d2): nothing was compared.",
            "The other sheet goes on with move 4 of White: Nbd2 Nc6.",
            "It is more than one move behind: have it brought up to date, then compare again.",
            "board",
        ),
        (
            "de",
            "Zug 3 von Weiß auf dem anderen Partieformular, \"Nd2\", passt auf Sbd2 (b1d2) oder Sfd2 (f3d2): nichts wurde verglichen.",
            "Das andere Formular geht weiter mit Zug 4 von Weiß: Sbd2 Sc6.",
            "Es ist mehr als einen Zug im Rückstand: die fehlenden Züge nachtragen lassen, dann erneut vergleichen.",
            "Brett",
        ),
    ] {
        let path = game_file(&dir, &format!("compare-{lang}.annabella"));
        let moves = ["d4", "press", "d5", "press", "Nf3", "press", "Nf6", "press"];
        let mut commands: Vec<&str> = moves.to_vec();
        commands.extend([
            "e3",
            "press",
            "e6",
            "press",
            if lang == "en" {
                "compare 1. d4 d5 2. Nf3 Nf6 3. Sd2"
            } else {
                "compare 1. d4 d5 2. Nf3 Nf6 3. Nd2"
            },
            "compare 1. d4 d5 2. Nf3 Nf6 3. e3 e6 4. Pbd2 Pc6",
            "compare 1. d4 d5",
        ]);
        let got = play(&path, &["--manual-clock", "--lang", lang], &commands);
        let text = got.join(" ");
        assert!(has_printed(&got, fits), "{lang}: {text}");
        assert!(has_printed(&got, ahead), "{lang}: {text}");
        assert!(has_printed(&got, far), "{lang}: {text}");
        // Far behind: no advice about which board to put right.
        let after_far = text.split(far).nth(1).unwrap_or_default();
        assert!(!after_far.contains(no_board), "{lang}: {text}");
    }
}

/// Small things an arbiter hits: under `--mirror strict`, what completes the
/// move is the peg entry, and `status` and `board` say so; once the game is
/// over, `board` says the end, a refusal says what can still be done, and
/// `result` asks whether to leave the game as it stands.
#[test]
fn every_answer_says_what_can_be_done_next() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, peg_first, board_peg, over_hint, leave) in [
        (
            "en",
            "Enter how it was executed on the peg board (peg ok, peg MOVE or peg FROM TO)",
            "enter how it was executed on the peg board (peg ok)",
            // A move refused after the end: the end, and where to learn more.
            "White resigns. Black wins, 0-1. Status says what can still be done.",
            "Type yes to record it, or no to leave the game as it stands.",
        ),
        (
            "da",
            "Skriv først, hvordan det blev udført på blindeskakbrættet (peg ok, peg MOVE eller peg FROM TO)",
            "skriv, hvordan det blev udført på blindeskakbrættet (peg ok)",
            "Status siger, hvad der stadig kan gøres.",
            "Skriv yes for at registrere det eller no for at lade partiet stå, som det er.",
        ),
    ] {
        let path = game_file(&dir, &format!("strict-{lang}.annabella"));
        let got = play(
            &path,
            &["--manual-clock", "--lang", lang, "--mirror", "strict"],
            &["e4", "status", "board", "peg ok", "status"],
        );
        let text = got.join(" ");
        assert!(text.contains(peg_first), "{lang}: {text}");
        assert!(text.contains(board_peg), "{lang}: {text}");
        // After the peg entry, the press.
        assert!(got.last().unwrap().contains("(press)"), "{lang}: {text}");

        let path = game_file(&dir, &format!("over-{lang}.annabella"));
        let got = play(
            &path,
            &["--manual-clock", "--lang", lang],
            &["resign", "yes", "board", "e4", "result 1/2"],
        );
        let text = got.join(" ");
        // The board's last line is the end, not whose move it is.
        let rank1 = got
            .iter()
            .rposition(|l| l.contains(" 1, "))
            .unwrap_or_else(|| panic!("{lang}: {text}"));
        assert!(got[rank1 + 1].contains("0-1"), "{lang}: {text}");
        assert!(text.contains(over_hint), "{lang}: {text}");
        assert_eq!(got.last().unwrap(), leave, "{lang}: {text}");
    }
}

/// The hint to report an illegal move follows the opponent's moves, relayed
/// from his board; the blind player's own refused move is a slip of typing.
#[test]
fn the_report_hint_follows_the_opponents_moves_only() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "hint.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "e4", "press", "e5", "press", "Ke3", "Nf3", "press", "Ke6", "Kf6", "Ke7", "press",
            "d4", "press", "Kd5",
        ],
    );
    let text = got.join(" ");
    assert!(!text.contains("report illegal Ke3"), "{text}");
    assert!(text.contains("report illegal Ke6"), "{text}");
    // Said once a position (issue 32: nothing said twice for nothing): not
    // again for the next refused move there, again in the next position.
    assert!(!text.contains("report illegal Kf6"), "{text}");
    assert!(text.contains("report illegal Kd5"), "{text}");
}

/// `say` and `notate` read their moves as a scoresheet: in one argument or
/// many, with a result at the end; an error names the chess move.
#[test]
fn say_and_notate_read_a_whole_scoresheet() {
    let (out, err, code) =
        common::run(&["say", "--lang", "de", "1. e4 e5 2. Sf3 Sc6 3. Lb5", "1-0"]);
    assert_eq!((err.as_str(), code), ("", 0), "{out}");
    assert_eq!(out.lines().count(), 5, "{out}");
    let (out, err, code) =
        common::run(&["notate", "--lang", "en", "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf9"]);
    assert_eq!(code, 1);
    assert_eq!(out, "1. e4 e5 2. Nf3 Nc6 3. Bb5\n");
    assert!(
        err.starts_with("annabella: move 3 of Black \"Nf9\""),
        "{err}"
    );
    let (_, err, _) = common::run(&["say", "--lang", "de", "1.", "e4", "e5", "2.", "Sf3", "Sx9"]);
    assert!(
        err.starts_with("annabella: Zug 2 von Schwarz \"Sx9\""),
        "{err}"
    );
    // A result ends the sheet: printed by notate, refused before more moves
    // or where the moves contradict it.
    let (out, _, code) = common::run(&["notate", "--lang", "en", "e4 e5 Nf3 Nc6", "1/2-1/2"]);
    assert_eq!((out.as_str(), code), ("1. e4 e5 2. Nf3 Nc6 1/2-1/2\n", 0));
    let (_, err, code) = common::run(&["notate", "--lang", "en", "1. e4 1-0 e5"]);
    assert_eq!(code, 1);
    assert_eq!(
        common::flat(&err),
        "annabella: the result \"1-0\" stands before more moves: a result ends the scoresheet"
    );
    let (out, err, code) = common::run(&["notate", "--lang", "en", "1. e4 2. e5 3. Nf3"]);
    assert_eq!((out.as_str(), code), ("1. e4\n", 1));
    assert_eq!(
        common::flat(&err),
        "annabella: the move number \"2.\" stands where move 1 of Black comes"
    );
    let (_, err, _) = common::run(&["say", "--lang", "da", "1. f3 e5 2. g4 Dh4#", "1-0"]);
    assert_eq!(
        err,
        "annabella: resultatet \"1-0\" passer ikke til trækkene, som ender med 0-1\n"
    );
}

/// A move that ended the game, found wrong by comparing the scoresheets:
/// the rollback proposal says the end is taken back with it.
#[test]
fn a_mate_the_sheets_disagree_on_is_taken_back_by_rollback() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "mate-compare.annabella");
    let got = play(
        &path,
        &[
            "--manual-clock",
            "--lang",
            "en",
            "--fen",
            "6k1/8/6K1/8/8/8/8/R7 w - - 0 1",
        ],
        &[
            "Ra8",
            "sheet",
            "compare Ra7",
            "rollback",
            "yes",
            "Ra7",
            "status",
        ],
    );
    let text = got.join(" ");
    assert!(
        has_printed(
            &got,
            "The result 1-0 is taken back with it, and play goes on."
        ),
        "{text}"
    );
    assert!(text.contains("Turm Anna sieben"), "{text}");
    assert!(!got.last().unwrap().contains("1-0"), "{text}");
}

/// Both flags down at the same moment (clocks set by hand): in the last
/// period a claim gives a draw; before it, play goes on with no claim
/// (III.3.1 / 6.11 / 6.12). A stopped clock set to no time has its flag down
/// at once, as the proposal said.
#[test]
fn both_flags_at_once_draw_only_in_the_last_period() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, control, laws, want) in [
        (
            "en",
            "40/5400:1800",
            "2017",
            "before the last period the game goes on (III.3.1.1), with no claim on time.",
        ),
        (
            "en",
            "5+0",
            "2017",
            "To be recorded: Both flags are down. The game is drawn, 1/2-1/2.",
        ),
        (
            "en",
            "15+10",
            "2017",
            "these laws give a draw only in games without increment (III.2.2)",
        ),
        (
            "de",
            "40/5400:1800",
            "2005",
            "vor dem letzten Zeitabschnitt geht die Partie weiter (Art. 6.12a), ohne Reklamation wegen Zeitüberschreitung.",
        ),
        (
            "da",
            "5+0",
            "2001",
            "Begge vinger er faldet. Partiet er remis, 1/2-1/2.",
        ),
    ] {
        let path = game_file(
            &dir,
            &format!("both-{lang}-{control}.annabella").replace('/', "-"),
        );
        let got = play(
            &path,
            &[
                "--manual-clock",
                "--lang",
                lang,
                "--control",
                control,
                "--laws",
                laws,
            ],
            &[
                "e4",
                "press",
                "setclock white 0s",
                "yes",
                "setclock black 0s",
                "yes",
                "claim time",
            ],
        );
        let text = got.join(" ");
        assert!(text.contains(want), "{lang} {control}: {text}");
        if !want.contains("1/2-1/2") {
            assert!(!text.contains("claim time."), "{lang} {control}: {text}");
        }
    }
}

/// An illegal move taken back takes back what it earned: its increment and
/// the next period's time. The proposal says the offender's clock then; the
/// move made again earns them once.
#[test]
fn an_illegal_move_taken_back_takes_back_its_increment_and_period() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, then, after) in [
        (
            "en",
            "White then has 1 hour 30 minutes left.",
            "White: 40 moves completed, 0 seconds used, 2 hours 30 seconds left.",
        ),
        (
            "nb",
            "Hvit har da 1 time 30 minutter igjen.",
            "Hvit: 40 trekk fullført, 0 sekunder brukt, 2 timer 30 sekunder igjen.",
        ),
    ] {
        let path = game_file(&dir, &format!("illegal-clock-{lang}.annabella"));
        let got = play(
            &path,
            &[
                "--manual-clock",
                "--lang",
                lang,
                "--fen",
                "4k3/8/8/8/8/8/8/R3K3 w - - 0 40",
            ],
            &["Ra2", "press", "illegal", "yes", "Ra2", "press", "time"],
        );
        let text = got.join(" ");
        assert!(text.contains(then), "{lang}: {text}");
        assert!(text.contains(after), "{lang}: {text}");
    }
}

/// A standing draw offer in `status`: what can be done with it, and under
/// the 2017 laws before each player has moved, that it cannot be accepted
/// yet; a refused move of the opponent says how to report it every time,
/// and `diff` under --mirror strict waits for the peg entry.
#[test]
fn status_and_diff_say_what_can_be_done_now() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "offer-early.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en", "--laws", "2017"],
        &["draw black", "accept", "status"],
    );
    assert!(
        has_printed(
            &got,
            "Black's draw offer stands: a draw can be agreed only after each player has made \
             a move (laws 2017, 5.2.3); decline it (decline), or a move declines it."
        ),
        "{}",
        got.join("\n")
    );
    let path = game_file(&dir, "hints.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "da"],
        &["e4", "press", "Ke6", "Ke5", "e5", "press"],
    );
    // Once a position: the second refusal there does not repeat the hint.
    let hints = got.iter().filter(|l| l.contains("report illegal")).count();
    assert_eq!(hints, 1, "{}", got.join("\n"));
    let path = game_file(&dir, "strict-diff.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "de", "--mirror", "strict"],
        &["e4", "diff"],
    );
    assert_eq!(
        got[got.len() - 2..],
        [
            "Das Steckbrett stimmt mit der Partie vor dem angesagten Zug überein.",
            "Eingeben, wie der Zug ausgeführt wurde: peg ok, peg MOVE oder peg FROM TO."
        ]
    );
}

/// A period of bare seconds under three minutes in a PGN control is most
/// likely minutes: refused with both readings; the swapped shorthand keeps
/// what follows it.
#[test]
fn a_control_in_seconds_that_meant_minutes_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, control, want) in [
        (
            "en",
            "40/90:30",
            "annabella: in the time control \"40/90:30\", is 90 in minutes or in seconds? \
             For minutes write 90m (or 5400), for seconds 90s\n",
        ),
        (
            "da",
            "10",
            "annabella: i tidskontrollen \"10\": er 10 minutter eller sekunder? \
             Skriv 10m (eller 600) for minutter, 10s for sekunder\n",
        ),
        (
            "de",
            "40/90+30",
            "annabella: die Bedenkzeit \"40/90+30\" hieße 90 Züge in 40 Minuten; für 40 Züge \
             in 90 Minuten: 90/40+30 oder 40/5400 schreiben\n",
        ),
    ] {
        let path = game_file(&dir, "never.annabella");
        let (_, err, code) = common::run(&[
            "play",
            "--line",
            "--manual-clock",
            "--lang",
            lang,
            "--control",
            control,
            "--game",
            path.to_str().unwrap(),
        ]);
        assert_eq!(
            (code, common::flat(&err)),
            (2, common::flat(want)),
            "{lang}"
        );
        assert!(!path.exists());
    }
}

/// The record says how the game ended where the moves do not: a claim on
/// time answered no and then yes, the PGN's Termination tag.
#[test]
fn the_record_says_how_the_game_ended() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "time-claim.annabella");
    play(
        &path,
        &["--manual-clock", "--lang", "de", "--control", "5+0"],
        &[
            "e4",
            "press",
            "wait 6m",
            "claim time",
            "no",
            "claim time",
            "yes",
        ],
    );
    let pgn = common::export_pgn(&path).replace('\n', " ");
    for want in [
        "[Termination \"time forfeit\"]",
        "proposed and not recorded: White claims the game on time. White wins, 1-0;",
        "White claims the game on time. White wins, 1-0} 1-0",
    ] {
        assert!(pgn.contains(want), "{want}\nnot in\n{pgn}");
    }
}

/// The record's notes on a move come in the order they happened: each
/// reported illegal move before its own penalty.
#[test]
fn the_notes_on_a_move_keep_their_order() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "order.annabella");
    play(
        &path,
        &[
            "--manual-clock",
            "--lang",
            "en",
            "--laws",
            "2005",
            "--color",
            "black",
        ],
        &[
            "e4",
            "press",
            "Ke6",
            "report illegal Ke6",
            "yes",
            "Kf6",
            "report illegal Kf6",
            "yes",
        ],
    );
    let pgn = common::export_pgn(&path).replace('\n', " ");
    let first = pgn.find("illegal move Ke6").expect(&pgn);
    let penalty = pgn[first..]
        .find("2 minutes added to White's clock")
        .expect(&pgn)
        + first;
    let second = pgn.find("illegal move Kf6").expect(&pgn);
    assert!(first < penalty && penalty < second, "{pgn}");
}

/// An end proposed while a move is announced says the move is not played
/// and keeps it as taken back; a result over one recorded says which it
/// replaces, and the record keeps both; an adjournment is in the record.
#[test]
fn ends_and_adjournments_are_recorded_whole() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, unplayed, replaces) in [
        (
            "en",
            "Black's announced move \"Bauer Eva fünf\", not completed, is not played;",
            "It replaces the result recorded, 1-0.",
        ),
        (
            "de",
            "Der angesagte Zug \"Bauer Eva fünf\" von Schwarz (noch nicht abgeschlossen) wird nicht gespielt;",
            "Dies ersetzt das eingetragene Ergebnis 1-0.",
        ),
    ] {
        let path = game_file(&dir, &format!("ends-{lang}.annabella"));
        let got = play(
            &path,
            &["--manual-clock", "--lang", lang],
            &[
                "e4",
                "press",
                "e5",
                "result 1-0",
                "yes",
                "result 0-1",
                "yes",
            ],
        );
        let text = got.join(" ");
        assert!(text.contains(unplayed), "{lang}: {text}");
        assert!(text.contains(replaces), "{lang}: {text}");
        let pgn = common::export_pgn(&path).replace('\n', " ");
        assert!(pgn.contains("taken back: 1... e5;"), "{pgn}");
        assert!(
            pgn.contains("recorded, then overruled by the arbiter: The arbiter declares the result. White wins, 1-0;"),
            "{pgn}"
        );
    }
    let path = game_file(&dir, "adjourned.annabella");
    play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &["e4", "press", "e5", "seal"],
    );
    play(&path, &[], &["unseal"]);
    let pgn = common::export_pgn(&path).replace('\n', " ");
    assert!(
        pgn.contains("Black seals the next move: the game is adjourned"),
        "{pgn}"
    );
    assert!(
        pgn.contains("the game resumes: the sealed move is played"),
        "{pgn}"
    );
}

/// 2001/2005: an incorrect claim's deduction is said as time taken once
/// recorded, as the proposal said; a claim typed after a move is announced
/// suggests its own kind; a spoken move typed in quotes, as the help shows
/// it, is read.
#[test]
fn what_is_said_after_yes_is_what_the_proposal_said() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "claim2005.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en", "--laws", "2005"],
        &[
            "e4",
            "press",
            "e5",
            "press",
            "claim fifty Nf3",
            "yes",
            "claim fifty",
        ],
    );
    let text = got.join(" ");
    assert!(
        text.contains("3 minutes taken from White's clock (9.5)."),
        "{text}"
    );
    assert!(!text.contains(" 0 seconds added"), "{text}");
    assert!(text.contains("claim fifty MOVE."), "{text}");
    let path = game_file(&dir, "quoted.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "da"],
        &["\"springer felix drei\""],
    );
    // Read in the German words, announced in the Danish (the country's).
    assert_eq!(got.last().unwrap(), "springer Frederik tre");
}

/// A clock time with a colon is as ambiguous as one with no unit: hours and
/// minutes, or minutes and seconds? Both suggestions work as typed.
#[test]
fn a_clock_time_with_a_colon_asks_which_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "colon.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "setclock white 1:30",
            "setclock white 1h30m",
            "no",
            "setclock white 1m30s",
            "no",
        ],
    );
    let text = got.join(" ");
    assert!(
        has_printed(
            &got,
            "1:30 as hours and minutes or as minutes and seconds? \
             Type setclock white 1h30m or setclock white 1m30s."
        ),
        "{text}"
    );
    assert!(
        text.contains("White's clock set to 1 hour 30 minutes"),
        "{text}"
    );
    assert!(
        text.contains("White's clock set to 1 minute 30 seconds"),
        "{text}"
    );
}

/// A rollback with a move announced names that move among what it takes
/// back; time the arbiter adds by itself is not called a penalty.
#[test]
fn a_rollback_names_the_announced_move_it_takes_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "rollback-pending.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "e4",
            "press",
            "addtime white 2m",
            "no",
            "e5",
            "compare e4 c5",
            "rollback",
        ],
    );
    let text = got.join(" ");
    assert!(
        text.contains("To be recorded: 2 minutes added to White's clock (12.9.2)."),
        "{text}"
    );
    assert!(
        text.contains("Black's announced move \"Bauer Eva fünf\", not completed, is not played;"),
        "{text}"
    );
}

/// An announced move that the other sheet or the peg board shows otherwise
/// is a slip the announcer can still correct (D.2.8): `compare` and a
/// differing peg entry both name `fix` with the move, and `sheet` says the
/// announced move is not on the record yet — one position for every answer.
#[test]
fn a_difference_at_the_announced_move_suggests_fix() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, sheet_pending, compare_fix, peg_fix) in [
        (
            "en",
            "Not on the scoresheet yet: Black, move 1, e5, announced and not completed.",
            "If d5 was played, correct the announcement instead: fix d5.",
            "If d4 is the move made, correct the announcement instead: fix d4.",
        ),
        (
            "da",
            "Endnu ikke på noteringslisten: Sort, træk 1, e5, annonceret og ikke fuldført.",
            "Blev d5 spillet, så ret i stedet annonceringen: fix d5.",
            "Er d4 det udførte træk, så ret i stedet annonceringen: fix d4.",
        ),
    ] {
        let path = game_file(&dir, &format!("slip-{lang}.annabella"));
        let got = play(
            &path,
            &["--manual-clock", "--lang", lang],
            &[
                "e4",
                "press",
                "e5",
                "sheet",
                "compare 1. e4 d5",
                "fix d5",
                "press",
                "compare 1. e4 d5",
            ],
        );
        let text = got.join("\n");
        assert!(has_printed(&got, sheet_pending), "{lang}: {text}");
        assert_eq!(text.matches(compare_fix).count(), 1, "{lang}: {text}");
        // Corrected and completed, the sheets agree: nothing to roll back.
        assert!(!text.ends_with(compare_fix), "{lang}: {text}");
        // Completed, the sheet has no such line.
        let got = play(&path, &[], &["sheet"]);
        assert!(
            !has_printed(&got, sheet_pending),
            "{lang}: {}",
            got.join("\n")
        );

        // The peg board shows another legal move than the one announced,
        // in either mirror mode.
        for mirror in ["strict", "assumed"] {
            let path = game_file(&dir, &format!("slip-peg-{lang}-{mirror}.annabella"));
            let got = play(
                &path,
                &["--manual-clock", "--lang", lang, "--mirror", mirror],
                &["e4", "peg d4", "fix d4", "press", "board white"],
            );
            let text = got.join("\n");
            assert!(has_printed(&got, peg_fix), "{lang} {mirror}: {text}");
            // A peg entry that is no other legal move suggests nothing of the kind.
            let path = game_file(&dir, &format!("slip-peg2-{lang}-{mirror}.annabella"));
            let got = play(
                &path,
                &["--manual-clock", "--lang", lang, "--mirror", mirror],
                &["e4", "peg e2 e5", "peg fixed"],
            );
            assert!(
                !got.join(" ").contains(": fix "),
                "{lang} {mirror}: {}",
                got.join("\n")
            );
        }
    }
}

/// The record keeps everything the arbiter did, also on moves a restore
/// took back (where they were made is said), the restore itself with the
/// clocks it set, every draw offer on its own, every flag fall, and a
/// result taken back with the move that made it.
#[test]
fn the_record_keeps_what_was_done_on_moves_taken_back() {
    let dir = tempfile::tempdir().unwrap();
    let flat = |path: &std::path::Path| common::export_pgn(path).replace('\n', " ");
    for lang in ["en", "de"] {
        // Notes on moves a rollback took back.
        let path = game_file(&dir, &format!("back-{lang}.annabella"));
        play(
            &path,
            &["--manual-clock", "--lang", lang],
            &[
                "e4",
                "press",
                "e5",
                "press",
                "Nf3",
                "press",
                "touch b8",
                "draw",
                "setclock white 1h",
                "yes",
                "Nc6",
                "press",
                "compare e4 e5 Nc3",
                "rollback",
                "yes",
            ],
        );
        let pgn = flat(&path);
        for note in [
            "Black touched b8 at 0:00:00, Black to move (made after move 2 of White, since taken back)",
            "White offers a draw (=) (made after move 2 of White, since taken back)",
            "White's clock set to 1 hour (laws 2017, 7.1) (made after move 2 of White, since taken back)",
            "taken back: 2. Nf3 Nc6; the game goes back to after move 1 of Black (laws 2017, D.2.9); \
             clocks set to White 1 hour 30 minutes 30 seconds, Black 1 hour 30 minutes 30 seconds",
        ] {
            assert!(pgn.contains(note), "{lang}: {note}\n{pgn}");
        }
        // The same notes in the scoresheet's list.
        let game = path.to_str().unwrap();
        let sheet = common::ok_lines(&["export", "--game", game, "--sheet"]).join("\n");
        let since = match lang {
            "de" => "inzwischen zurückgenommen",
            _ => "since taken back",
        };
        assert!(sheet.contains(since), "{lang}: {sheet}");

        // A declined proposal on a move an illegal-move decision took back.
        let path = game_file(&dir, &format!("illegal-{lang}.annabella"));
        play(
            &path,
            &["--manual-clock", "--lang", lang],
            &[
                "e4", "press", "e5", "press", "Nf3", "press", "illegal", "no", "illegal", "yes",
            ],
        );
        let pgn = flat(&path);
        assert!(
            pgn.contains("proposed and not recorded: an illegal move of White"),
            "{lang}: {pgn}"
        );

        // Each draw offer on its own, declined or not.
        let path = game_file(&dir, &format!("offers-{lang}.annabella"));
        play(
            &path,
            &["--manual-clock", "--lang", lang],
            &["e4", "draw", "press", "decline", "draw", "e5", "press"],
        );
        let pgn = flat(&path);
        assert_eq!(
            pgn.matches("White offers a draw (=)").count(),
            2,
            "{lang}: {pgn}"
        );

        // A flag fall.
        let path = game_file(&dir, &format!("flag-{lang}.annabella"));
        play(
            &path,
            &["--manual-clock", "--lang", lang, "--control", "1+0"],
            &["e4", "press", "e5", "wait 70s"],
        );
        assert!(flat(&path).contains("Black's flag falls"), "{lang}");

        // A stalemate taken back with the slip that made it.
        let path = game_file(&dir, &format!("stalemate-{lang}.annabella"));
        play(
            &path,
            &[
                "--manual-clock",
                "--lang",
                lang,
                "--fen",
                "7k/4Q3/6K1/8/8/8/8/8 w - - 0 1",
            ],
            &["Qf7", "fix Qd7", "press"],
        );
        let pgn = flat(&path);
        assert!(
            pgn.contains(
                "White announced Qf7 first and corrected it to Qd7 before the press; \
                 taken back with its move: Stalemate. The game is drawn, 1/2-1/2"
            ),
            "{lang}: {pgn}"
        );
        assert!(pgn.contains("[Result \"*\"]"), "{lang}: {pgn}");
    }
}

/// While a move is announced and not completed: `illegal` reaches the last
/// completed move and names the announced one it leaves unplayed; `compare`
/// says the announced move comes first; under `--mirror strict`, `peg fixed`
/// and `unseal` ask for the peg entry; a late `fix` of a game-ending move is
/// refused as such.
#[test]
fn the_paths_beside_an_announced_move() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, unplayed, first, enter, late) in [
        (
            "en",
            "White's announced move \"Springer Felix drei\", not completed, is not played;",
            "White's move \"Springer Felix drei\" is not completed yet.",
            "Enter how that move was executed: peg ok, peg MOVE or peg FROM TO.",
            "The move that ended the game can no longer be corrected with fix:",
        ),
        (
            "de",
            "Der angesagte Zug \"Springer Felix drei\" von Weiß",
            "Der Zug \"Springer Felix drei\" von Weiß ist noch nicht abgeschlossen.",
            "Eingeben, wie der Zug ausgeführt wurde: peg ok, peg MOVE oder peg FROM TO.",
            "Der Zug, der die Partie beendet hat, kann nicht mehr mit fix korrigiert werden:",
        ),
    ] {
        let args = ["--manual-clock", "--lang", lang];
        let path = game_file(&dir, &format!("illegal-{lang}.annabella"));
        let got = play(
            &path,
            &args,
            &[
                "e4", "press", "e5", "press", "Nf3", "illegal", "yes", "sheet",
            ],
        );
        let text = got.join("\n");
        assert!(
            got.iter().any(|l| l.starts_with(unplayed)),
            "{lang}: {text}"
        );
        // Black's e5 and White's announced Nf3 are gone.
        assert_eq!(
            got.last().map(String::as_str),
            Some("1. e4"),
            "{lang}: {text}"
        );

        let path = game_file(&dir, &format!("ahead-{lang}.annabella"));
        let got = play(
            &path,
            &args,
            &["e4", "press", "e5", "press", "Nf3", "compare e4 e5 Nf3 Nc6"],
        );
        assert!(got.iter().any(|l| l == first), "{lang}: {}", got.join("\n"));

        let strict = ["--manual-clock", "--lang", lang, "--mirror", "strict"];
        let path = game_file(&dir, &format!("strict-{lang}.annabella"));
        let got = play(
            &path,
            &strict,
            &[
                "e4",
                "peg ok",
                "press",
                "e5",
                "peg ok",
                "press",
                "Nf3",
                "peg fixed",
            ],
        );
        assert!(has_printed(&got, enter), "{lang}: {}", got.join("\n"));
        let got = play(&path, &[], &["seal", "quit"]);
        assert!(!got.is_empty());
        let got = play(&path, &[], &["unseal", "diff", "peg ok", "diff"]);
        let text = got.join("\n");
        assert!(has_printed(&got, enter), "{lang}: {text}");
        // Entered, the boards agree.
        assert!(
            got.last().unwrap().contains("agree") || got.last().unwrap().contains("stimmt"),
            "{lang}: {text}"
        );

        let path = game_file(&dir, &format!("late-{lang}.annabella"));
        let got = play(
            &path,
            &args,
            &[
                "f3",
                "press",
                "e5",
                "press",
                "g4",
                "press",
                "Qh4",
                "setclock white 1m",
                "yes",
                "fix Qe7",
            ],
        );
        assert!(
            got.iter().any(|l| l.starts_with(late)),
            "{lang}: {}",
            got.join("\n")
        );
    }
}

/// The third walk's cases: `status` with a proposal open asks for the
/// answer first; a restore names the draw offer it takes and the moves each
/// side then has; `sheet N` at the announced move; the move that mates
/// counts as completed; a draw offer before one's move is marked with it;
/// a delay after a plus is minutes; times typed in parts.
#[test]
fn proposals_and_records_name_what_they_change() {
    let dir = tempfile::tempdir().unwrap();
    let flat = |path: &std::path::Path| common::export_pgn(path).replace('\n', " ");
    for (lang, after_answer, lapses, moves) in [
        (
            "en",
            "White's move \"Springer Felix drei\" is not completed yet; if the answer is no,",
            "Black's draw offer lapses with it.",
            "White then has 1 move completed. Black then has 1 move completed.",
        ),
        (
            "da",
            "Hvids træk \"springer Frederik tre\" er ikke fuldført endnu; svares der nej (no), så",
            "Sorts remistilbud bortfalder dermed.",
            "Hvid har da 1 træk fuldført. Sort har da 1 træk fuldført.",
        ),
    ] {
        let args = ["--manual-clock", "--lang", lang];
        let path = game_file(&dir, &format!("answer-{lang}.annabella"));
        let got = play(
            &path,
            &args,
            &[
                "e4",
                "press",
                "e5",
                "press",
                "Nf3",
                "compare e4 d5",
                "rollback",
                "status",
            ],
        );
        let text = got.join("\n");
        assert!(
            text.replace('\n', " ").contains(after_answer),
            "{lang}: {text}"
        );

        let path = game_file(&dir, &format!("lapses-{lang}.annabella"));
        let got = play(
            &path,
            &args,
            &[
                "e4",
                "press",
                "e5",
                "press",
                "Nf3",
                "press",
                "draw black",
                "compare e4 e5 Nc3",
                "rollback",
            ],
        );
        let text = got.join(" ");
        assert!(text.contains(lapses), "{lang}: {text}");
        assert!(text.contains(moves), "{lang}: {text}");
    }

    let path = game_file(&dir, "sheet-n.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &["e4", "press", "e5", "press", "Nf3", "sheet 2"],
    );
    assert_eq!(
        got.last().map(String::as_str),
        Some("Not on the scoresheet yet: White, move 2, Nf3, announced and not completed."),
        "{}",
        got.join("\n")
    );
    assert!(!got.iter().any(|l| l.contains("not played yet")));

    // The mating move counts as completed.
    let path = game_file(&dir, "mate-count.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &["f3", "press", "e5", "press", "g4", "press", "Qh4", "time"],
    );
    assert!(
        got.iter()
            .any(|l| l.starts_with("Black: 2 moves completed")),
        "{}",
        got.join("\n")
    );

    // Offered before moving: the mark goes with the offerer's move.
    let path = game_file(&dir, "offer-before.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "e4",
            "press",
            "e5",
            "press",
            "draw white",
            "Nf3",
            "press",
            "Nc6",
            "press",
            "sheet",
        ],
    );
    assert!(
        got.iter().any(|l| l == "2. Nf3(=) Nc6"),
        "{}",
        got.join("\n")
    );
    assert!(
        // One place for the offer: with the move the sheet marks (=), said
        // to have come before it (9.1.2.1).
        flat(&path).contains("2. Nf3 {[%clk 1:31:00] White offers a draw (=) before his move;"),
        "{}",
        flat(&path)
    );

    // A delay after a plus is a player's minutes; times in parts.
    let path = game_file(&dir, "delay.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en", "--control", "5+d3"],
        &["addtime black 2 minutes", "yes"],
    );
    let text = got.join(" ");
    assert!(
        text.contains("5 minutes for the rest of the game; 3 seconds delay"),
        "{text}"
    );
    assert!(text.contains("2 minutes added to Black's clock"), "{text}");
}

/// The fourth walk's cases: a sealed move that mates ends the game as a
/// typed one does (no increment, nobody to move); text that is no move is
/// said to be so while a move is announced; time words of each language;
/// the early draw offer names `decline`.
#[test]
fn a_sealed_mate_unknown_words_and_time_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "sealed-mate.annabella");
    let args = ["--manual-clock", "--lang", "en"];
    play(
        &path,
        &args,
        &["f3", "press", "e5", "press", "g4", "press", "seal Qh4"],
    );
    let got = play(&path, &[], &["unseal", "time"]);
    let text = got.join("\n");
    assert!(
        got.iter().any(|l| l == "Checkmate. Black wins, 0-1."),
        "{text}"
    );
    assert!(!text.contains("White to move"), "{text}");
    assert!(
        got.iter()
            .any(|l| l
                == "Black: 2 moves completed, 0 seconds used, 1 hour 30 minutes 30 seconds left."),
        "{text}"
    );

    for (lang, unknown, added) in [
        (
            "en",
            "\"foo\" is neither a command nor a move. Type help for the commands.",
            "addtime black 2 minutes",
        ),
        (
            "de",
            "\"foo\" ist weder ein Befehl noch ein Zug. Für die Befehle help eingeben.",
            "addtime schwarz 2 Minuten",
        ),
    ] {
        let path = game_file(&dir, &format!("words-{lang}.annabella"));
        let got = play(
            &path,
            &["--manual-clock", "--lang", lang],
            &["e4", "foo", added, "yes", "draw", "status"],
        );
        let text = got.join(" ");
        assert!(text.contains(unknown), "{lang}: {text}");
        assert!(
            text.contains("2 minutes added to Black's clock")
                || text.contains("2 Minuten zur Uhr von Schwarz hinzugefügt"),
            "{lang}: {text}"
        );
        assert!(text.contains("(decline)"), "{lang}: {text}");
    }
}
