//! `annabella play` in line mode, driven through stdin on the manual clock:
//! whole games with corrections, refusals, the talking clock, warnings, flag
//! fall, claims and draw offers, and the resumption of a saved game.

use crate::integration::common;

use std::path::Path;

use common::{DEFAULT_CONTROL, assert_lines, game_file, game_line, lines, new_game_header, play};

const RESUME_PENDING_BLACK: &str = "Black's move \"Bauer Eva fünf\" is not completed yet. \
    Press the clock (press) or correct the move (fix MOVE) first.";

fn with_header(path: &Path, blind: &str, control: &str, laws: u16, rest: &[&str]) -> Vec<String> {
    let mut all = new_game_header(path, blind, control, laws);
    all.extend(lines(rest));
    all
}

/// A game from the first move to a correct threefold claim, with a correction,
/// every kind of refusal, the talking clock and a draw offer.
#[test]
fn full_game_with_corrections_refusals_clock_offer_and_claim() {
    let over = format!(
        "Draw by threefold repetition, claimed by Black. The game is drawn, 1/2-1/2. {}",
        common::OVER_REFUSED
    );
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "full.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "e4",
            "wait 45s",
            "press",
            "e5",
            "wait 10s",
            "press",
            "press",
            "Nf3",
            "fix Nc3",
            "wait 45s",
            "press",
            "time",
            "Nc6",
            "draw black",
            "press",
            "Ne2",
            "Ke3",
            "Ke4",
            "xyz",
            "Nf3",
            "Nd4",
            "press",
            "Nf6",
            "press",
            "Ng1",
            "press",
            "Ng8",
            "press",
            "Nf3",
            "press",
            "Nf6",
            "press",
            "Ng1",
            "press",
            "claim threefold Ng8",
            "yes",
            "sheet",
            "status",
            "time",
            "last",
            "press",
            "Nf3",
            "quit",
            "e4",
        ],
    );
    let want = with_header(
        &path,
        "White",
        DEFAULT_CONTROL,
        2017,
        &[
            "Bauer Eva vier",
            "Manual clock: 45 seconds since the start.",
            "White completed move 1. Black to move.",
            "Bauer Eva fünf",
            "Manual clock: 55 seconds since the start.",
            "Black completed move 1. White to move.",
            // press without a move
            "No move has been announced: type the move first, then press.",
            "Springer Felix drei",
            "Correction: Springer Cesar drei",
            "Manual clock: 1 minute 40 seconds since the start.",
            "White completed move 2. Black to move.",
            // White: 45 s + 45 s; 90 min + 2 × 30 s increment - 90 s.
            "White: 2 moves completed, 1 minute 30 seconds used, 1 hour 29 minutes 30 seconds left.",
            "Black: 1 move completed, 10 seconds used, 1 hour 30 minutes 20 seconds left.",
            "Springer Cesar sechs",
            "Black offers a draw.",
            "Black completed move 2. White to move.",
            // ambiguous, illegal, neither command nor move
            "\"Ne2\" fits several moves: Nge2 (g1e2) or Nce2 (c3e2); type the one you mean more exactly.",
            // the blind player's own move: a slip of typing, no hint to report it
            "No König can reach e3.",
            "e4 is taken by a piece of the same side (Bauer).",
            "\"xyz\" is neither a command nor a move. Type help for the commands.",
            // moving declines the standing offer
            "White declines the draw offer.",
            "Springer Felix drei",
            // a second move while one is pending
            "White's move \"Springer Felix drei\" is not completed yet.",
            "Press the clock (press) or correct the move (fix MOVE) first.",
            "White completed move 3. Black to move.",
            "Springer Felix sechs",
            "Black completed move 3. White to move.",
            "Springer Gustav eins",
            "White completed move 4. Black to move.",
            "Springer Gustav acht",
            "Black completed move 4. White to move.",
            "Springer Felix drei",
            "White completed move 5. Black to move.",
            "Springer Felix sechs",
            "Black completed move 5. White to move.",
            "Springer Gustav eins",
            "White completed move 6. Black to move.",
            "Black claims a draw by threefold repetition: the claim is correct.",
            "To be recorded: Draw by threefold repetition, claimed by Black. The game is drawn, \
             1/2-1/2. If no: the claim counts as incorrect, and Black's clock runs again. \
             Black plays the move written with the claim, \"Springer Gustav acht\". \
             Then proposed: Penalty: 2 minutes added to White's clock (9.5.3). \
             White then has 1 hour 33 minutes 30 seconds left. \
             Type yes to record it, or no to go on.",
            "Draw by threefold repetition, claimed by Black. The game is drawn, 1/2-1/2.",
            "1. e4 e5",
            "2. Nc3 Nc6(=)",
            "3. Nf3 Nf6",
            "4. Ng1 Ng8",
            "5. Nf3 Nf6",
            "6. Ng1",
            "Draw by threefold repetition, claimed by Black. The game is drawn, 1/2-1/2.",
            common::AFTER_END,
            "White: 6 moves completed, 1 minute 30 seconds used, 1 hour 31 minutes 30 seconds left.",
            "Black: 5 moves completed, 10 seconds used, 1 hour 32 minutes 20 seconds left.",
            "White, move 6: Springer Gustav eins.",
            // refused after the end: the end, and what can still be done
            &over,
            &over,
            // quit ends the session; the line after it is not read
            &common::quit_ended(&path),
        ],
    );
    assert_lines(&got, &want);

    // The finished game resumes finished, the clocks stopped where they were.
    let got = play(
        &path,
        &[],
        &["status", "time", "sheet", "e4", "wait 1m", "time"],
    );
    let ended = "Draw by threefold repetition, claimed by Black. The game is drawn, 1/2-1/2.";
    let time = [
        "White: 6 moves completed, 1 minute 30 seconds used, 1 hour 31 minutes 30 seconds left.",
        "Black: 5 moves completed, 10 seconds used, 1 hour 32 minutes 20 seconds left.",
    ];
    assert_lines(
        &got,
        &lines(&[
            "Game resumed at move 6. Draw by threefold repetition, claimed by Black.",
            "The game is drawn, 1/2-1/2.",
            common::AFTER_END,
            &game_line(&path),
            ended,
            common::AFTER_END,
            time[0],
            time[1],
            "1. e4 e5",
            "2. Nc3 Nc6(=)",
            "3. Nf3 Nf6",
            "4. Ng1 Ng8",
            "5. Nf3 Nf6",
            "6. Ng1",
            &over,
            "Manual clock: 2 minutes 40 seconds since the start.",
            time[0],
            time[1],
        ]),
    );
}

/// The example of the issue: "White: 2 moves completed, 1 minute 30 seconds used".
#[test]
fn time_query_counts_moves_and_time_used() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "time.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en", "--control", "15+10"],
        &[
            "time", "e4", "wait 1m", "press", "time", "e5", "press", "d4", "wait 30s", "time",
            "press", "time",
        ],
    );
    assert_lines(
        &got,
        &with_header(
            &path,
            "White",
            "15 minutes for the rest of the game; 10 seconds added per move",
            2017,
            &[
                "White: 0 moves completed, 0 seconds used, 15 minutes left.",
                "Black: 0 moves completed, 0 seconds used, 15 minutes left.",
                "Bauer Eva vier",
                "Manual clock: 1 minute since the start.",
                "White completed move 1. Black to move.",
                "White: 1 move completed, 1 minute used, 14 minutes 10 seconds left.",
                "Black: 0 moves completed, 0 seconds used, 15 minutes left.",
                "Bauer Eva fünf",
                "Black completed move 1. White to move.",
                "Bauer David vier",
                "Manual clock: 1 minute 30 seconds since the start.",
                // The move is announced, not completed: the clock still runs for White.
                "White: 1 move completed, 1 minute 30 seconds used, 13 minutes 40 seconds left.",
                "Black: 1 move completed, 0 seconds used, 15 minutes 10 seconds left.",
                "Move 2 of White is announced, not completed: not counted yet,",
                "and that clock runs.",
                "White completed move 2. Black to move.",
                "White: 2 moves completed, 1 minute 30 seconds used, 13 minutes 50 seconds left.",
                "Black: 1 move completed, 0 seconds used, 15 minutes 10 seconds left.",
            ],
        ),
    );
}

/// An unfinished game resumes where it stopped: a pending move stays pending,
/// the manual clock goes on from the last journaled event.
#[test]
fn resume_unfinished_game_with_a_pending_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "pending.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &["e4", "press", "e5", "wait 30s"],
    );
    assert_eq!(
        got.last().unwrap(),
        "Manual clock: 30 seconds since the start."
    );

    let got = play(
        &path,
        &[],
        &[
            "status", "last", "sheet", "wait 10s", "press", "status", "time",
        ],
    );
    assert_lines(
        &got,
        &lines(&[
            &format!("Game resumed at move 1. {RESUME_PENDING_BLACK}"),
            &game_line(&path),
            RESUME_PENDING_BLACK,
            "Black, move 1: Bauer Eva fünf. Not completed yet.",
            "1. e4",
            "Not on the scoresheet yet: Black, move 1, e5, announced and not completed.",
            "Manual clock: 40 seconds since the start.",
            "Black completed move 1. White to move.",
            "White to move.",
            "White: 1 move completed, 0 seconds used, 1 hour 30 minutes 30 seconds left.",
            "Black: 1 move completed, 40 seconds used, 1 hour 29 minutes 50 seconds left.",
        ]),
    );

    // Resumed again, now with White to move; a fact of the game given
    // otherwise is named as not applied, the language equal to the game's is not.
    let got = play(
        &path,
        &["--lang", "en", "--control", "5+0"],
        &["sheet", "Nf3", "press"],
    );
    assert_lines(
        &got,
        &lines(&[
            "The game's own settings stay; not applied: --control 5+0.",
            "Game resumed at move 2. White to move.",
            &game_line(&path),
            "1. e4 e5",
            "Springer Felix drei",
            "White completed move 2. Black to move.",
        ]),
    );
}

/// A game that was started and left before the first move.
#[test]
fn resume_before_the_first_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "empty.annabella");
    play(&path, &["--manual-clock", "--lang", "en"], &[]);
    let got = play(&path, &[], &["sheet", "last", "wait 5s"]);
    assert_lines(
        &got,
        &lines(&[
            "Game resumed at move 1. White to move.",
            &game_line(&path),
            "No move has been made yet.",
            "No move has been made yet.",
            "Manual clock: 5 seconds since the start.",
        ]),
    );
}

/// Knights out and back: the start position recurs after every fourth half-move.
fn knight_dance(times: usize) -> Vec<&'static str> {
    let mut commands = Vec::new();
    for _ in 0..times {
        commands.extend([
            "Nf3", "press", "Nf6", "press", "Ng1", "press", "Ng8", "press",
        ]);
    }
    commands.extend(["status", "sheet"]);
    commands
}

/// The scoresheet of `knight_dance(4)`, a move pair a line.
const DANCE_SHEET: [&str; 8] = [
    "1. Nf3 Nf6",
    "2. Ng1 Ng8",
    "3. Nf3 Nf6",
    "4. Ng1 Ng8",
    "5. Nf3 Nf6",
    "6. Ng1 Ng8",
    "7. Nf3 Nf6",
    "8. Ng1 Ng8",
];

/// The 2014 and 2017 laws end the game at the fifth occurrence of a position
/// without a claim (9.6.1); the 2001 and 2005 laws know no such rule.
#[test]
fn fivefold_repetition_ends_the_game_under_2017_not_2005() {
    let fivefold = "The same position for the fifth time. The game is drawn, 1/2-1/2.";
    for laws in ["2017", "2014"] {
        let dir = tempfile::tempdir().unwrap();
        let path = game_file(&dir, "five.annabella");
        let got = play(
            &path,
            &["--manual-clock", "--lang", "en", "--laws", laws],
            &knight_dance(4),
        );
        let n = got.len();
        let mut want = lines(&[
            "White completed move 8. Black to move.",
            "Springer Gustav acht",
            fivefold,
            // the press that would have completed the move: the game is
            // over, and where to learn what can still be done
            &format!("{fivefold} {}", common::OVER_REFUSED),
            fivefold,
            common::AFTER_MOVE_END_FIX,
        ]);
        want.extend(lines(&DANCE_SHEET));
        assert_lines(&got[n - want.len()..], &want);
        assert_eq!(
            got.iter().filter(|l| l.contains("fifth")).count(),
            3,
            "laws {laws}"
        );
        let again = play(&path, &[], &["status"]);
        // The number of the move that would come next.
        assert_eq!(
            again[..2],
            [
                "Game resumed at move 9. The same position for the fifth time.",
                "The game is drawn, 1/2-1/2."
            ]
        );
    }
    for laws in ["2005", "2001"] {
        let dir = tempfile::tempdir().unwrap();
        let path = game_file(&dir, "five.annabella");
        let mut commands = knight_dance(4);
        commands.extend(["Nf3", "press", "sheet"]);
        let got = play(
            &path,
            &["--manual-clock", "--lang", "en", "--laws", laws],
            &commands,
        );
        assert!(
            !got.iter()
                .any(|l| l.contains("fifth") || l.contains("drawn")),
            "laws {laws}: {got:#?}"
        );
        let n = got.len();
        let mut want = lines(&[
            "White completed move 8. Black to move.",
            "Springer Gustav acht",
            "Black completed move 8. White to move.",
            "White to move.",
        ]);
        want.extend(lines(&DANCE_SHEET));
        want.extend(lines(&[
            "Springer Felix drei",
            "White completed move 9. Black to move.",
        ]));
        want.extend(lines(&DANCE_SHEET));
        want.push("9. Nf3".to_string());
        assert_lines(&got[n - 23..], &want);
    }
}

/// An incorrect claim: the written move stands, and the penalty is proposed.
#[test]
fn incorrect_threefold_claim_makes_the_written_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "claim.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "Nf3",
            "press",
            "Nf6",
            "press",
            "Ng1",
            "press",
            "Ng8",
            "press",
            "claim threefold Nf3",
            "status",
            "press",
            "yes",
            "press",
            "sheet",
        ],
    );
    // The penalty is a proposal like any other: nothing else before its answer.
    let ask = "To be recorded: Penalty: 2 minutes added to Black's clock (9.5.3). \
               Black then has 1 hour 33 minutes left. Type yes to record it, or no to go on.";
    let want = lines(&[
        "White claims a draw by threefold repetition: the claim is not correct; play goes on with the written move.",
        "Springer Felix drei",
        ask,
        // status: the question first, then what completes the move after it.
        ask,
        "White's move \"Springer Felix drei\" is not completed yet; after the answer, press the clock (press) or correct it (fix MOVE).",
        "A proposal waits for its answer first: yes records it, no leaves it (status says it again).",
        "2 minutes added to Black's clock (9.5.3).",
        "White completed move 3. Black to move.",
        "1. Nf3 Nf6",
        "2. Ng1 Ng8",
        "3. Nf3",
    ]);
    assert_lines(&got[got.len() - want.len()..], &want);
}

/// The blind player's clock passes 5 minutes and then 1 minute: each is said once.
#[test]
fn low_time_warnings_for_the_blind_player() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "low.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en", "--control", "6+0"],
        &[
            "e4",
            "press",
            "e5",
            "press",
            "wait 59s",
            "wait 1s",
            "wait 1s",
            "time",
            "wait 3m59s",
            "wait 1s",
            "time",
            "Nf3",
            "press",
            "Nf6",
            "wait 10m",
            "press",
        ],
    );
    assert_lines(
        &got,
        &with_header(
            &path,
            "White",
            "6 minutes for the rest of the game",
            2017,
            &[
                "Bauer Eva vier",
                "White completed move 1. Black to move.",
                "Bauer Eva fünf",
                "Black completed move 1. White to move.",
                "Manual clock: 59 seconds since the start.",
                // exactly 5 minutes left is not yet below 5 minutes
                "Manual clock: 1 minute since the start.",
                "White: 5 minutes left",
                "Manual clock: 1 minute 1 second since the start.",
                "White: 1 move completed, 1 minute 1 second used, 4 minutes 59 seconds left.",
                "Black: 1 move completed, 0 seconds used, 6 minutes left.",
                // exactly 1 minute left is not yet below 1 minute
                "Manual clock: 5 minutes since the start.",
                "White: 1 minute left",
                "Manual clock: 5 minutes 1 second since the start.",
                "White: 1 move completed, 5 minutes 1 second used, 59 seconds left.",
                "Black: 1 move completed, 0 seconds used, 6 minutes left.",
                "Springer Felix drei",
                "White completed move 2. Black to move.",
                // Black's clock is not the blind player's: no warnings, only the flag.
                "Springer Felix sechs",
                "Black's flag has fallen. White can still mate: a claim wins on time (advisory).",
                "To claim it: claim time.",
                "Manual clock: 15 minutes 1 second since the start.",
                "Black completed move 2. White to move.",
            ],
        ),
    );
}

/// Jumping from above 5 minutes to below 1 minute says only "1 minute left";
/// "5 minutes left" must not follow it later, when far less is left.
#[test]
fn no_five_minute_warning_after_the_one_minute_warning() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "stale.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en", "--control", "6+0"],
        &["wait 5m30s", "wait 1s", "time"],
    );
    assert_lines(
        &got,
        &with_header(
            &path,
            "White",
            "6 minutes for the rest of the game",
            2017,
            &[
                "White: 1 minute left",
                "Manual clock: 5 minutes 30 seconds since the start.",
                "Manual clock: 5 minutes 31 seconds since the start.",
                "White: 0 moves completed, 5 minutes 31 seconds used, 29 seconds left.",
                "Black: 0 moves completed, 0 seconds used, 6 minutes left.",
            ],
        ),
    );
}

/// In a 3-minute game the clock never passes 5 minutes: no "5 minutes left"
/// at the first move, when 3 minutes are left.
#[test]
fn no_warning_above_the_time_of_the_control() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "blitz.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en", "--control", "3+2"],
        &["e4", "wait 5s", "press"],
    );
    assert_lines(
        &got,
        &with_header(
            &path,
            "White",
            "3 minutes for the rest of the game; 2 seconds added per move",
            2017,
            &[
                "Bauer Eva vier",
                "Manual clock: 5 seconds since the start.",
                "White completed move 1. Black to move.",
            ],
        ),
    );
}

/// A flag falls: said once, as advice; the game goes on until someone claims.
/// The blind player has Black, so White's clock gives no low-time warnings.
#[test]
fn flag_fall_when_the_opponent_can_mate() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "flag.annabella");
    let got = play(
        &path,
        &[
            "--manual-clock",
            "--lang",
            "en",
            "--control",
            "6+0",
            "--color",
            "black",
        ],
        &[
            "wait 5m59s",
            "wait 2s",
            "time",
            "e4",
            "press",
            "status",
            "time",
        ],
    );
    assert_lines(
        &got,
        &with_header(
            &path,
            "Black",
            "6 minutes for the rest of the game",
            2017,
            &[
                "Manual clock: 5 minutes 59 seconds since the start.",
                "White's flag has fallen. Black can still mate: a claim wins on time (advisory).",
                "To claim it: claim time.",
                "Manual clock: 6 minutes 1 second since the start.",
                "White: 0 moves completed, 6 minutes 1 second used, flag fallen.",
                "Black: 0 moves completed, 0 seconds used, 6 minutes left.",
                "Bauer Eva vier",
                "White completed move 1. Black to move.",
                "Black to move.",
                // `status` says what is pending: the fallen flag.
                "White's flag has fallen. Black can still mate: a claim wins on time (advisory).",
                "White: 1 move completed, 6 minutes 1 second used, flag fallen.",
                "Black: 0 moves completed, 0 seconds used, 6 minutes left.",
            ],
        ),
    );
    // The fall is in the journal: resumed, it is not said again.
    let got = play(&path, &[], &["wait 1s", "time"]);
    assert_lines(
        &got,
        &lines(&[
            "Game resumed at move 1. Black to move.",
            "White's flag has fallen. Black can still mate: a claim wins on time (advisory).",
            &game_line(&path),
            "Manual clock: 6 minutes 2 seconds since the start.",
            "White: 1 move completed, 6 minutes 1 second used, flag fallen.",
            "Black: 0 moves completed, 1 second used, 5 minutes 59 seconds left.",
        ]),
    );
}

/// White's flag falls with a rook against a lone king: Black cannot mate, so
/// the advisory says the fall, once claimed or seen, draws the game. The game file of a new game gets a
/// start position (`fen`), as a game from a position would have.
#[test]
fn flag_fall_when_the_opponent_cannot_mate() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "lone.annabella");
    play(
        &path,
        &[
            "--manual-clock",
            "--lang",
            "en",
            "--control",
            "6+0",
            "--color",
            "black",
        ],
        &["quit"],
    );
    // Changed by hand: a version 1 file, which has no checksums.
    let text = common::as_version_1(&std::fs::read_to_string(&path).unwrap());
    assert!(text.contains(r#""fen":null"#), "{text}");
    std::fs::write(
        &path,
        text.replace(r#""fen":null"#, r#""fen":"4k3/8/8/8/8/8/8/R3K3 w - - 0 1""#),
    )
    .unwrap();

    let got = play(&path, &[], &["board", "wait 6m1s", "Ra8", "press", "time"]);
    assert_lines(
        &got,
        &lines(&[
            "Game resumed at move 1. White to move.",
            &game_line(&path),
            // The board a rank a line.
            "Rank 8, Black: König Eva acht.",
            "Rank 7: empty.",
            "Rank 6: empty.",
            "Rank 5: empty.",
            "Rank 4: empty.",
            "Rank 3: empty.",
            "Rank 2: empty.",
            "Rank 1, White: Turm Anna eins, König Eva eins.",
            "White to move.",
            "White's flag has fallen. Black cannot mate with the material left:",
            "once the fall is claimed or seen by the arbiter, the game is drawn (advisory).",
            "To claim it: claim time.",
            "Manual clock: 6 minutes 1 second since the start.",
            "Turm Anna acht Schach",
            "White completed move 1. Black to move.",
            "White: 1 move completed, 6 minutes 1 second used, flag fallen.",
            "Black: 0 moves completed, 0 seconds used, 6 minutes left.",
        ]),
    );
}

/// A draw offer is recorded against the move it was made with and shown as
/// "(=)"; accepting ends the game.
#[test]
fn draw_offer_marked_on_the_sheet_and_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "offer.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "accept",
            "draw",
            "accept",
            "decline",
            "e4",
            "draw",
            "draw",
            "press",
            "decline",
            "sheet",
            "e5",
            "press",
            "Nf3",
            "press",
            "draw black",
            "sheet",
            "accept",
            "yes",
            "status",
            "sheet",
        ],
    );
    assert_lines(
        &got,
        &with_header(
            &path,
            "White",
            DEFAULT_CONTROL,
            2017,
            &[
                "No draw offer is standing.",
                "White offers a draw.",
                "A draw can be agreed only after each player has made a move (laws 2017, 5.2.3).",
                "Black declines the draw offer.",
                "Bauer Eva vier",
                "White offers a draw.",
                "White's draw offer is still standing: decline it first (decline); a draw can be agreed only after each player has made a move (laws 2017, 5.2.3).",
                "White completed move 1. Black to move.",
                "Black declines the draw offer.",
                "1. e4(=)",
                "Bauer Eva fünf",
                "Black completed move 1. White to move.",
                "Springer Felix drei",
                "White completed move 2. Black to move.",
                // Offered by Black before his move: marked with the move
                // he makes next, or, accepted first, with his last.
                "Black offers a draw.",
                "1. e4(=) e5",
                "2. Nf3",
                "To be recorded: White accepts the draw offer. The game is drawn, 1/2-1/2. \
                 Type yes to record it, or no to go on.",
                "White accepts the draw offer. The game is drawn, 1/2-1/2.",
                "White accepts the draw offer. The game is drawn, 1/2-1/2.",
                common::AFTER_END,
                "1. e4(=) e5(=)",
                "2. Nf3",
            ],
        ),
    );
}

/// Commands with missing arguments say how they are used; `wait` needs the manual clock.
#[test]
fn usage_and_help() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "usage.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en"],
        &[
            "fix",
            "wait soon",
            "claim",
            "resign nobody",
            "addtime black",
            "confirm",
            "fix e4",
        ],
    );
    let header = got.iter().position(|l| l == common::START_HINT).unwrap() + 1;
    assert_lines(
        &got[header..],
        &lines(&[
            "fix is typed like this, for example \"fix Nf3\".",
            "wait takes a time up to 100 hours: for example \"wait 90s\".",
            "claim takes time, threefold or fifty, and the move you would make: \
             for example \"claim threefold Na3\".",
            "resign is typed like this, for example \"resign black\".",
            "addtime takes a colour and the time to add, up to 100 hours \
             (to take time off, set the clock: setclock white 1h): for example \"addtime black 2m\".",
            "There is no announced move to confirm.",
            "There is no announced move to correct: type the move.",
        ]),
    );
    let path = game_file(&dir, "real.annabella");
    let got = play(&path, &["--lang", "en"], &["wait 5s", "help"]);
    let header = got.iter().position(|l| l == common::START_HINT).unwrap() + 1;
    assert_eq!(
        got[header..header + 2],
        [
            "This game runs on the real clock;",
            "wait works only in a game started with play --manual-clock."
        ]
    );
    assert_eq!(
        got[header + 2],
        "MOVE: announce a move in any notation (e4, Nf3, g1f3, \"Springer Felix drei\")"
    );
    common::assert_within_80(&got[header + 2..], &[]);
    let help = &got[header + 2..];
    let topics = help
        .iter()
        .position(|l| l.starts_with("help TOPIC: "))
        .unwrap();
    assert_eq!(topics, 54, "{help:#?}");
    assert!(help.contains(&"quit: leave; the game is saved and can be resumed".to_string()));
    assert!(help.contains(
        &"yes: answer a proposal or a question; a proposal is recorded as said".to_string()
    ));
    assert_eq!(
        help[topics - 1],
        "end / cancel: in compare line by line, end compares, cancel leaves"
    );
}

/// The parts of one answer are queued in speech, never cut each other: a
/// mate's result waits for the announcement, and every line of `help` is
/// said after the one before it.
#[test]
fn the_parts_of_one_answer_are_queued_in_speech() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "mate.annabella");
    let log = dir.path().join("speech.log");
    let args = [
        "--manual-clock",
        "--lang",
        "en",
        "--speech",
        "text",
        "--speech-log",
        log.to_str().unwrap(),
    ];
    let out = play(
        &path,
        &args,
        &["f3", "press", "e5", "press", "g4", "press", "Qh4#", "help"],
    );
    let said = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = said.lines().filter(|l| !l.starts_with("earcon")).collect();
    let mate = lines
        .iter()
        .position(|l| *l == "public\tcut\tDame Hector vier Schachmatt")
        .unwrap_or_else(|| panic!("no mate announcement in {said}"));
    assert_eq!(
        lines[mate + 1],
        "public\tqueue\tCheckmate. Black wins, 0-1."
    );
    let help = &lines[mate + 2..];
    // A line said for each line printed, the topics' line (cut to lines
    // when printed) once.
    let printed = out
        .iter()
        .skip_while(|l| !l.starts_with("MOVE:"))
        .take_while(|l| !l.starts_with("help TOPIC"))
        .count()
        + 1;
    assert_eq!(help.len(), printed, "{said}");
    assert!(help[0].starts_with("private\tcut\tMOVE:"), "{said}");
    assert!(
        help[1..].iter().all(|l| l.starts_with("private\tqueue\t")),
        "{said}"
    );
}

/// A correct claim stops the clocks at once; its result waits for `yes`.
/// Closed while it waits, the game resumes with the same question (before,
/// the question was gone and the game went on with the clocks stopped).
#[test]
fn a_claim_waiting_for_yes_waits_again_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("claim.annabella");
    let moves = [
        "Nf3", "press", "Nf6", "press", "Ng1", "press", "Ng8", "press", "Nf3", "press", "Nf6",
        "press", "Ng1", "press",
    ];
    let mut commands: Vec<&str> = moves.to_vec();
    commands.push("claim threefold Ng8");
    let first = play(&game, &["--manual-clock", "--lang", "en"], &commands);
    let question = "To be recorded: Draw by threefold repetition, claimed by Black.";
    let at = first.iter().position(|l| l == question).expect("asked");
    assert!(
        first[at..].last().unwrap().ends_with("or no to go on."),
        "{first:#?}"
    );
    // A file of an older version kept no proposal: its standing correct
    // claim is asked again all the same.
    let text = std::fs::read_to_string(&game).unwrap();
    let older = dir.path().join("older.annabella");
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !l.contains("\"proposed\""))
        .collect();
    std::fs::write(&older, kept.join("\n") + "\n").unwrap();
    for file in [&game, &older] {
        let again = play(file, &[], &["yes", "status"]);
        assert!(
            again.iter().any(|l| l == question),
            "the question is asked again: {again:#?}"
        );
        assert!(
            again
                .iter()
                .any(|l| l.contains("1/2-1/2") && !l.contains("Type yes")),
            "yes records the draw: {again:#?}"
        );
    }
    // Recorded, it is asked no more.
    let last = play(&game, &[], &["status"]);
    assert!(!last.iter().any(|l| l == question), "{last:#?}");
}

/// Issue 32, point 7: with no `--lang` and no setting, the messages follow
/// the system's language where there is a catalogue for it, then the
/// voice's; `--lang` is over both.
#[test]
fn messages_follow_the_system_language_unless_one_is_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let first_line = |locale: &str, args: &[&str]| -> String {
        let game = dir
            .path()
            .join(format!("g{locale}{}.annabella", args.len()));
        let out = common::command()
            .env("LC_ALL", "")
            .env("LANG", locale)
            .args(["play", "--line", "--manual-clock", "--game"])
            .arg(&game)
            .args(args)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string()
    };
    assert!(first_line("da_DK.UTF-8", &[]).starts_with("Nyt parti."));
    assert!(first_line("nb_NO.UTF-8", &[]).starts_with("Nytt parti."));
    assert!(first_line("en_GB.UTF-8", &[]).starts_with("New game."));
    assert!(first_line("nl_BE.UTF-8", &[]).starts_with("Nieuwe partij."));
    // No catalogue for Swedish, and no system language: English, unless a
    // voice was chosen (then its language).
    assert!(first_line("sv_SE.UTF-8", &[]).starts_with("New game."));
    assert!(first_line("C.UTF-8", &[]).starts_with("New game."));
    assert!(first_line("C.UTF-8", &["--voice", "da"]).starts_with("Nyt parti."));
    assert!(first_line("da_DK.UTF-8", &["--lang", "en"]).starts_with("New game."));
}
