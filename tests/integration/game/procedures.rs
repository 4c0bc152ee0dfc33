//! The laws' procedures in line mode, on the manual clock and in English:
//! the two boards (peg board mirror, `diff`, `peg fixed`), the scoresheets
//! (`compare`, `rollback`), the assistant, the arbiter (`illegal`, `result`,
//! `claim time`, `touch`) and adjournment (`seal`, `envelope`, `unseal`).
//! After each procedure the game is quit and resumed, and says the same.

use crate::integration::common;

use std::path::Path;

use common::{
    DEFAULT_CONTROL, assert_lines, export_pgn, game_file, game_line, input_of,
    new_game_header as header, play, quit_lines, run_input, start_from_fen,
};

const EN: [&str; 3] = ["--manual-clock", "--lang", "en"];

const AGREE: &str = "The peg board agrees with the game.";

/// `EN` followed by `more`.
fn en(more: &[&'static str]) -> Vec<&'static str> {
    EN.iter().chain(more).copied().collect()
}

/// The pieces a rollback of nine moves leaves misplaced on the peg board,
/// and where each belongs, in the order `diff` gives them.
const PEG_STEPS_11: [(&str, &str, &str); 11] = [
    ("Läufer", "Cesar zwei", "Cesar eins"),
    ("Dame", "David zwei", "David eins"),
    ("Springer", "Gustav drei", "David zwei"),
    ("Bauer", "Anna vier", "Anna zwei"),
    ("Bauer", "Cesar vier", "Cesar sieben"),
    ("Springer", "Cesar fünf", "David sieben"),
    ("Bauer", "David fünf", "David vier"),
    ("Läufer", "Gustav fünf", "Bella drei"),
    ("Bauer", "Hector fünf", "Hector sieben"),
    ("Bauer", "Gustav sechs", "Gustav sieben"),
    ("Turm", "Eva acht", "Felix acht"),
];

/// `diff` where one piece stands on `on` instead of `back`: the count, the
/// difference and the step, a line each.
fn one_step(piece: &str, on: &str, back: &str) -> String {
    format!(
        "The peg board differs from the game in one place; one step puts it right.\n\
         Peg board: {piece} on {on} should be on {back}.\n\
         Step 1 of 1: move {piece} from {on} to {back}.\n\
         When the peg board is right, type peg fixed."
    )
}

/// What is said after a restore (D.2.9) where the peg board still shows one
/// piece where the taken-back move put it, and what `peg fixed` then says.
fn restored(piece: &str, on: &str, back: &str) -> [String; 2] {
    [
        one_step(piece, on, back),
        "The peg board is put right: it agrees with the game.".to_string(),
    ]
}

/// The question of a rollback with the clocks then, naming the moves it
/// takes back (issue 48): `first`, its first sentence as line mode cuts it
/// (a move's number stays with its move there). `moves`: the moves each
/// side then has completed.
fn rollback_question(first: &[&str], white: &str, black: &str, moves: (u32, u32)) -> String {
    let completed = |n: u32| format!("{n} move{}", if n == 1 { "" } else { "s" });
    format!(
        "{}\nClocks then: White {white} left; Black {black} left. White then has {} completed. \
         Black then has {} completed. Type yes to record it, or no to go on.",
        first.join("\n"),
        completed(moves.0),
        completed(moves.1)
    )
}

/// The question a command that ends the game asks before recording `what`.
fn ask(what: &str) -> String {
    format!("To be recorded: {what} Type yes to record it, or no to go on.")
}

/// The question of a claim on time: `no` leaves the flag fallen.
fn ask_time(what: &str) -> String {
    ask(&format!(
        "{what} If no: the fallen flag stays fallen, and the claim can be made again (claim time)."
    ))
}

/// The same question once the game is over: `no` leaves it as it stands.
fn ask_over(what: &str) -> String {
    format!("To be recorded: {what} Type yes to record it, or no to leave the game as it stands.")
}

/// A new game's header with the default control, White blind, then `rest`.
/// Each of `rest` is one answer, as the program says it; line mode prints a
/// long one cut at its sentence ends (`common::printed`).
fn new_game(path: &Path, laws: u16, rest: &[&str]) -> Vec<String> {
    let mut all = header(path, "White", DEFAULT_CONTROL, laws);
    all.extend(rest.iter().flat_map(|s| common::printed(s)));
    all
}

/// The lines a resumed game starts with.
fn resumed(path: &Path, number: usize, status: &str) -> Vec<String> {
    let mut all = common::printed(&format!("Game resumed at move {number}. {status}"));
    all.extend(common::printed(&game_line(path)));
    all
}

/// A resumed game whose status has more lines (what else is pending), then `rest`.
fn resumed_pending(path: &Path, number: usize, status: &[&str], rest: &[&str]) -> Vec<String> {
    let mut all = common::printed(&format!("Game resumed at move {number}. {}", status[0]));
    all.extend(status[1..].iter().flat_map(|s| common::printed(s)));
    all.extend(common::printed(&game_line(path)));
    all.extend(rest.iter().flat_map(|s| common::printed(s)));
    all
}

/// A refusal once the game is over: the end, and where to learn what can
/// still be done.
fn over(ended: &str) -> String {
    format!("{ended} {}", common::OVER_REFUSED)
}

/// A finished game resumed: its end and what can still be done, then `rest`.
fn resumed_over(path: &Path, number: usize, ended: &str, rest: &[&str]) -> Vec<String> {
    resumed_pending(path, number, &[ended, common::AFTER_END], rest)
}

/// A resumed game's first lines, then `rest`, as `new_game` has it.
fn resumed_then(path: &Path, number: usize, status: &str, rest: &[&str]) -> Vec<String> {
    let mut all = resumed(path, number, status);
    all.extend(rest.iter().flat_map(|s| common::printed(s)));
    all
}

/// Seconds as the English texts say a duration: "1 hour 3 minutes 3 seconds".
fn duration(seconds: u64) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    let unit = |n: u64, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(unit(h, "hour", "hours"));
    }
    if m > 0 {
        parts.push(unit(m, "minute", "minutes"));
    }
    if s > 0 || parts.is_empty() {
        parts.push(unit(s, "second", "seconds"));
    }
    parts.join(" ")
}

#[test]
fn duration_words() {
    assert_eq!(duration(0), "0 seconds");
    assert_eq!(duration(60), "1 minute");
    assert_eq!(duration(3783), "1 hour 3 minutes 3 seconds");
    assert_eq!(duration(5235), "1 hour 27 minutes 15 seconds");
}

// 1. The two boards ------------------------------------------------------

/// A wrong execution on the peg board is said at once, privately; `diff`
/// lists the difference and the numbered steps; `peg fixed` puts it right.
/// The difference, and then its fixing, survive a restart.
#[test]
fn wrong_peg_execution_is_said_at_once_and_diff_gives_the_steps() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "peg.annabella");
    let differs = &one_step("Bauer", "Eva sechs", "Eva fünf");
    let short = "The peg board differs: Bauer on Eva sechs should be on Eva fünf.";
    let got = play(
        &path,
        &EN,
        &["e4", "press", "e5", "peg e7 e6", "press", "diff", "quit"],
    );
    assert_lines(
        &got,
        &new_game(
            &path,
            2017,
            &[
                "Bauer Eva vier",
                "White completed move 1. Black to move.",
                "Bauer Eva fünf",
                "The peg board differs: Bauer on Eva sechs should be on Eva fünf.",
                "Black completed move 1. White to move.",
                differs,
                &quit_lines(&path),
            ],
        ),
    );

    // Resumed, the boards still differ; peg fixed puts them right.
    let got = play(
        &path,
        &[],
        &["status", "sheet", "diff", "peg fixed", "diff", "quit"],
    );
    assert_lines(
        &got,
        &resumed_pending(
            &path,
            2,
            &["White to move.", short],
            &[
                "White to move.",
                short,
                "1. e4 e5",
                differs,
                "The peg board is put right: it agrees with the game.",
                AGREE,
                &quit_lines(&path),
            ],
        ),
    );

    let got = play(&path, &[], &["diff", "status", "sheet"]);
    assert_lines(
        &got,
        &resumed_then(
            &path,
            2,
            "White to move.",
            &[AGREE, "White to move.", "1. e4 e5"],
        ),
    );
}

/// The execution of the last completed move can be entered again after the
/// press: wrongly, then as announced, which makes the boards agree again.
#[test]
fn peg_execution_of_the_completed_move_corrected() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "again.annabella");
    let got = play(
        &path,
        &EN,
        &[
            "peg e2 e4",
            "e4",
            "press",
            "peg e2 e3",
            "diff",
            "peg e5 e6",
            "peg ok",
            "diff",
            "Nf6",
            "peg g8 h6",
            "press",
            "peg Nf6",
            "quit",
        ],
    );
    assert_lines(
        &got,
        &new_game(
            &path,
            2017,
            &[
                "No move has been made yet: there is nothing to record on the peg board.",
                "Bauer Eva vier",
                "White completed move 1. Black to move.",
                "The peg board differs: Bauer on Eva drei should be on Eva vier.",
                &one_step("Bauer", "Eva drei", "Eva vier"),
                "\"e5 e6\" is not a move on the peg board: give two squares, the first with a piece on it, e.g. peg g1 f3.",
                AGREE,
                AGREE,
                "Springer Felix sechs",
                "The peg board differs: Springer on Hector sechs should be on Felix sechs.",
                "Black completed move 1. White to move.",
                AGREE,
                &quit_lines(&path),
            ],
        ),
    );
    let got = play(&path, &[], &["diff", "sheet"]);
    assert_lines(
        &got,
        &resumed_then(&path, 2, "White to move.", &[AGREE, "1. e4 Nf6"]),
    );
}

/// With the strict mirror the clock waits for the peg entry: `press` is
/// refused until `peg ok` or `peg MOVE`, after a restart too.
#[test]
fn strict_mirror_press_waits_for_the_peg_entry() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "strict.annabella");
    let needed =
        "Enter how the move was executed on the peg board first: peg ok, peg MOVE or peg FROM TO.";
    let differs = "The peg board differs: Springer on Hector drei should be on Felix drei.";
    let got = play(
        &path,
        &en(&["--mirror", "strict"]),
        &[
            "e4", "press", "peg ok", "press", "e5", "peg e5", "press", "Nf3", "peg Nh3", "press",
            "diff", "Nc6", "quit",
        ],
    );
    assert_lines(
        &got,
        &new_game(
            &path,
            2017,
            &[
                "Bauer Eva vier",
                needed,
                AGREE,
                "White completed move 1. Black to move.",
                "Bauer Eva fünf",
                AGREE,
                "Black completed move 1. White to move.",
                "Springer Felix drei",
                differs,
                // The blind player's own move: the announcement may be the slip.
                "If Nh3 is the move made, correct the announcement instead: fix Nh3.",
                "White completed move 2. Black to move.",
                &one_step("Springer", "Hector drei", "Felix drei"),
                "Springer Cesar sechs",
                // Issue 48, point 9: said again with the next move.
                "The peg board still differs from the game in one place: diff gives the steps.",
                &quit_lines(&path),
            ],
        ),
    );

    // Resumed with Black's move announced: still strict, still differing.
    let pending = "Black's move \"Springer Cesar sechs\" is not completed yet. \
    Enter how it was executed on the peg board (peg ok, peg MOVE or peg FROM TO) \
    or correct the move (fix MOVE) first.";
    let got = play(
        &path,
        &[],
        &[
            "status",
            "press",
            "peg ok",
            "press",
            "peg fixed",
            "sheet",
            "quit",
        ],
    );
    assert_lines(
        &got,
        &resumed_pending(
            &path,
            2,
            &[pending, differs],
            &[
                pending,
                differs,
                needed,
                differs,
                "Black completed move 2. White to move.",
                "The peg board is put right: it agrees with the game.",
                "1. e4 e5",
                "2. Nf3 Nc6",
                &quit_lines(&path),
            ],
        ),
    );
    let got = play(&path, &[], &["diff", "Bc4", "press"]);
    assert_lines(
        &got,
        &resumed_then(
            &path,
            3,
            "White to move.",
            &[AGREE, "Läufer Cesar vier", needed],
        ),
    );
}

// 2. Equal scoresheets --------------------------------------------------------

/// 1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 4. Bb5+ c6, each move pressed.
const EP_GAME: [&str; 16] = [
    "e4", "press", "d5", "press", "e5", "press", "f5", "press", "exf6", "press", "Nxf6", "press",
    "Bb5+", "press", "c6", "press",
];

const EP_SAID: [&str; 16] = [
    "Bauer Eva vier",
    "White completed move 1. Black to move.",
    "Bauer David fünf",
    "Black completed move 1. White to move.",
    "Bauer Eva fünf",
    "White completed move 2. Black to move.",
    "Bauer Felix fünf",
    "Black completed move 2. White to move.",
    "Bauer Eva schlägt Felix sechs en passant",
    "White completed move 3. Black to move.",
    "Springer schlägt Felix sechs",
    "Black completed move 3. White to move.",
    "Läufer Bella fünf Schach",
    "White completed move 4. Black to move.",
    "Bauer Cesar sechs",
    "Black completed move 4. White to move.",
];

/// EP_GAME's moves as the scoresheet writes them in English letters.
const EP_WRITTEN: [&str; 8] = ["e4", "d5", "e5", "f5", "exf6 e.p.", "Nxf6", "Bb5+", "c6"];

/// What entering EP_GAME's scoresheet after a bare `compare` says, a line
/// at a time: `per_line` is how many entries each typed line holds.
fn entered(per_line: &[usize]) -> Vec<String> {
    let side = |ply: usize| {
        if ply.is_multiple_of(2) {
            "White"
        } else {
            "Black"
        }
    };
    let mut out = common::printed(
        "Enter the other scoresheet's moves, one or more a line, in letters or in words. \
         Type end or an empty line to compare them, or cancel to leave.",
    );
    out.push("Next: move 1 of White.".to_string());
    let mut ply = 0;
    for &n in per_line {
        // Each typed line read back in one line, numbered, in the game's letters.
        let mut read: Vec<String> = Vec::new();
        for k in 0..n {
            let number = ply / 2 + 1;
            match (ply % 2, k) {
                (0, _) => read.push(format!("{number}. {}", EP_WRITTEN[ply])),
                (_, 0) => read.push(format!("{number}... {}", EP_WRITTEN[ply])),
                _ => read.push(EP_WRITTEN[ply].to_string()),
            }
            ply += 1;
        }
        out.extend(common::printed(&format!(
            "Read: {}. Next: move {} of {}.",
            read.join(" "),
            ply / 2 + 1,
            side(ply)
        )));
    }
    out
}

/// The other player's sheet, equal to the game, in every way it may be
/// written: letters of several languages, with and without capture, check
/// and en passant marks, numbered or not, on one line or one move a line.
#[test]
fn equal_scoresheets_in_any_writing_agree() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "sheets.annabella");
    let agree = "Both scoresheets agree, up to after move 4 of Black.";
    let other_board = "The peg board agrees with the scoresheets. If the boards differ, \
                       the opponent's board is set to the position of the scoresheets (D.2.9).";
    let peg_board = "The scoresheets agree, so the board that differs is put right (D.2.9): \
                     the peg board.\n\
                     Step 1 of 1: move Bauer from Cesar fünf to Cesar sechs.\n\
                     When the peg board is right, type peg fixed.";
    let mut commands: Vec<&str> = EP_GAME.to_vec();
    commands.extend([
        // English, with every mark, numbered
        "compare 1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 4. Bb5+ c6",
        // English, no marks, not numbered
        "compare e4 d5 e5 f5 ef6 Nf6 Bb5 c6",
        // Danish letters (S springer, L løber), numbered without spaces
        "compare 1.e4 d5 2.e5 f5 3.exf6 Sxf6 4.Lb5+ c6",
        // Dutch letters (P paard), en passant written "ep"
        "compare 1. e4 d5 2. e5 f5 3. exf6ep Pxf6 4. Lb5+ c6",
        // long algebraic
        "compare 1. e2-e4 d7-d5 2. e4-e5 f7-f5 3. e5xf6 Ng8xf6 4. Bf1-b5+ c7-c6",
        // one move a line, ended by an empty line
        "compare",
        "e4",
        "d5",
        "e5",
        "f5",
        "exf6",
        "Nxf6",
        "Bb5+",
        "c6",
        "",
        // numbered lines, ended by "end"
        "compare",
        "1. e4 d5",
        "2. e5 f5",
        "3. exf6 e.p. Sxf6",
        "4. Lb5+ c6",
        "end",
        // the peg board goes wrong: the agreeing sheets say which board to correct
        "peg c7 c5",
        "compare 1. e4 d5 2. e5 f5 3. exf6 Sxf6 4. Lb5+ c6",
        "compare",
        "e4",
        "d5",
        "e5",
        "f5",
        "exf6",
        "Pxf6",
        "Lb5",
        "c6",
        "end",
        "quit",
    ]);
    let got = play(&path, &EN, &commands);
    let mut want: Vec<String> = common::lines(&EP_SAID);
    for i in 0..7 {
        // Entered a line at a time: each entry said back, the next asked for.
        match i {
            5 => want.extend(entered(&[1; 8])),
            6 => want.extend(entered(&[2; 4])),
            _ => {}
        }
        want.extend(common::lines(&[agree, other_board]));
    }
    want.extend(common::lines(&[
        "The peg board differs: Bauer on Cesar fünf should be on Cesar sechs.",
        agree,
        peg_board,
    ]));
    want.extend(entered(&[1; 8]));
    want.extend(common::lines(&[agree, peg_board, &quit_lines(&path)]));
    assert_lines(
        &got,
        &new_game(&path, 2017, &[])
            .into_iter()
            .chain(want)
            .collect::<Vec<_>>(),
    );

    let got = play(
        &path,
        &[],
        &[
            "sheet",
            "status",
            "compare e4 d5 e5 f5 exf6 Nxf6 Bb5 c6",
            "peg fixed",
            "compare e4 d5 e5 f5 exf6 Nxf6 Bb5 c6",
        ],
    );
    let differs = "The peg board differs: Bauer on Cesar fünf should be on Cesar sechs.";
    assert_lines(
        &got,
        &resumed_pending(
            &path,
            5,
            &["White to move.", differs],
            &[
                "1. e4 d5",
                "2. e5 f5",
                "3. exf6 e.p. Nxf6",
                "4. Bb5+ c6",
                "White to move.",
                differs,
                agree,
                peg_board,
                "The peg board is put right: it agrees with the game.",
                agree,
                other_board,
            ],
        ),
    );
}

/// Each edition names its own article for the two boards.
#[test]
fn equal_scoresheets_name_the_article_of_the_edition() {
    let dir = tempfile::tempdir().unwrap();
    for (laws, article) in [
        ("2014", "D2.8"),
        ("2005", "F2.7-F2.8"),
        ("2001", "F2.7-F2.8"),
    ] {
        let path = game_file(&dir, &format!("laws{laws}.annabella"));
        let got = play(
            &path,
            &en(&["--laws", laws]),
            &["e4", "press", "compare 1. e4"],
        );
        let want = common::lines(&[
            "Both scoresheets agree, up to after move 1 of White.",
            &format!(
                "The peg board agrees with the scoresheets. If the boards differ, \
                 the opponent's board is set to the position of the scoresheets ({article})."
            ),
        ]);
        assert_eq!(got[got.len() - want.len()..], want, "laws {laws}");
    }
}

// 3. Differing scoresheets and the rollback ----------------------------------

/// A Ruy Lopez, Breyer variation: 20 moves.
const BREYER: [&str; 40] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "Nbd2", "Bb7", "Bc2", "Re8", "Nf1", "Bf8", "Ng3", "g6",
    "a4", "c5", "d5", "c4", "Bg5", "h6", "Be3", "Nc5", "Qd2", "h5", "Bg5", "Be7",
];

const BREYER_SAID: [&str; 40] = [
    "Bauer Eva vier",
    "Bauer Eva fünf",
    "Springer Felix drei",
    "Springer Cesar sechs",
    "Läufer Bella fünf",
    "Bauer Anna sechs",
    "Läufer Anna vier",
    "Springer Felix sechs",
    "Kurze Rochade",
    "Läufer Eva sieben",
    "Turm Eva eins",
    "Bauer Bella fünf",
    "Läufer Bella drei",
    "Bauer David sechs",
    "Bauer Cesar drei",
    "Kurze Rochade",
    "Bauer Hector drei",
    "Springer Bella acht",
    "Bauer David vier",
    "Springer Bella David sieben",
    "Springer Bella David zwei",
    "Läufer Bella sieben",
    "Läufer Cesar zwei",
    "Turm Eva acht",
    "Springer Felix eins",
    "Läufer Felix acht",
    "Springer Gustav drei",
    "Bauer Gustav sechs",
    "Bauer Anna vier",
    "Bauer Cesar fünf",
    "Bauer David fünf",
    "Bauer Cesar vier",
    "Läufer Gustav fünf",
    "Bauer Hector sechs",
    "Läufer Eva drei",
    "Springer Cesar fünf",
    "Dame David zwei",
    "Bauer Hector fünf",
    "Läufer Gustav fünf",
    "Läufer Eva sieben",
];

/// White thinks 45 s a move, Black 20 s.
const WHITE_THINKS: u64 = 45;
const BLACK_THINKS: u64 = 20;

/// The Breyer game, each move announced, thought over and pressed: the
/// commands and what is said.
fn breyer_game() -> (Vec<String>, Vec<String>) {
    let mut commands = Vec::new();
    let mut said = Vec::new();
    let mut since_start = 0;
    for (ply, (m, announced)) in BREYER.iter().zip(BREYER_SAID).enumerate() {
        let white = ply % 2 == 0;
        let think = if white { WHITE_THINKS } else { BLACK_THINKS };
        since_start += think;
        commands.extend([m.to_string(), format!("wait {think}s"), "press".to_string()]);
        said.push(announced.to_string());
        said.push(format!(
            "Manual clock: {} since the start.",
            duration(since_start)
        ));
        let (by, next) = if white {
            ("White", "Black")
        } else {
            ("Black", "White")
        };
        said.push(format!(
            "{by} completed move {}. {next} to move.",
            ply / 2 + 1
        ));
    }
    (commands, said)
}

/// The clock reading after `moves` moves of a side thinking `think` seconds
/// a move, with the 30 s increment of the default control: (used, left).
fn reading(moves: u64, think: u64) -> (String, String) {
    let used = moves * think;
    (duration(used), duration(90 * 60 - used + moves * 30))
}

/// A 20-move game; the other sheet differs at White's move 12. The proposal
/// names move 12 and the clocks recorded after move 11; `rollback` asks,
/// `yes` does it; the sheet and the clocks are those of move 11, and stay
/// so after a restart; the PGN keeps the moves taken back in a comment.
#[test]
fn differing_scoresheets_roll_back_to_the_last_agreed_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "breyer.annabella");
    let (mut commands, mut want) = breyer_game();
    let full_sheet = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. 0-0 Be7 6. Re1 b5 7. Bb3 d6 \
                      8. c3 0-0 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 \
                      14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 h5 20. Bg5 Be7";
    let sheet_11 = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. 0-0 Be7 6. Re1 b5 7. Bb3 d6 \
                    8. c3 0-0 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7";
    // The opponent wrote 12. Ba4 for 12. Bc2, and went on as played.
    let theirs = "compare 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 \
                  8.c3 O-O 9.h3 Nb8 10.d4 Nbd7 11.Nbd2 Bb7 12.Ba4 Re8 13.Nf1 Bf8 14.Ng3 g6 \
                  15.a4 c5 16.d5 c4 17.Bg5 h6 18.Be3 Nc5 19.Qd2 h5 20.Bg5 Be7";
    let (w20_used, w20_left) = reading(20, WHITE_THINKS);
    let (b20_used, b20_left) = reading(20, BLACK_THINKS);
    let (w11_used, w11_left) = reading(11, WHITE_THINKS);
    let (b11_used, b11_left) = reading(11, BLACK_THINKS);
    // The readings recorded after move 11, not those of now.
    assert_eq!(
        (w11_left.as_str(), b11_left.as_str()),
        (
            "1 hour 27 minutes 15 seconds",
            "1 hour 31 minutes 50 seconds"
        )
    );
    commands.extend(
        [
            "sheet",
            "time",
            theirs,
            "wait 1m",
            "rollback",
            "yes",
            "peg fixed",
            "sheet",
            "time",
            "wait 10s",
            "time",
            "quit",
        ]
        .map(String::from),
    );
    let since_start = 20 * (WHITE_THINKS + BLACK_THINKS);
    let time_11_later = [
        format!(
            "White: 11 moves completed, {} used, {} left.",
            duration(11 * WHITE_THINKS + 10),
            duration(90 * 60 - 11 * WHITE_THINKS + 11 * 30 - 10),
        ),
        format!("Black: 11 moves completed, {b11_used} used, {b11_left} left."),
    ];
    want.extend(common::pairs(full_sheet));
    want.extend([
        format!("White: 20 moves completed, {w20_used} used, {w20_left} left."),
        format!("Black: 20 moves completed, {b20_used} used, {b20_left} left."),
        format!(
            "The scoresheets differ first at move 12 of White: here Bc2, on the other sheet Ba4. \
             Proposal (D.2.9): go back to after move 11 of Black. Clocks as they were then: \
             White {w11_left} left; Black {b11_left} left. Type rollback to do it; \
             the arbiter may change the clocks afterwards with setclock."
        ),
        format!(
            "Manual clock: {} since the start.",
            duration(since_start + 60)
        ),
        rollback_question(
            &[
                "To be recorded: Back to after move 11 of Black; these moves are taken back:",
                "12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5",
                "19. Qd2 h5 20. Bg5 Be7.",
            ],
            &w11_left,
            &b11_left,
            (11, 11),
        ),
        format!(
            "Taken back to after move 11 of Black. Clocks set: White {w11_left} left; Black {b11_left} left. \
             White to move. The moves taken back stay in the game file."
        ),
        // D.2.9: the peg board still shows the moves taken back; the steps
        // bring it to the restored position.
        std::iter::once(
            "The peg board differs from the game in 11 places; 11 steps put it right.".to_string(),
        )
        .chain(
            PEG_STEPS_11
                .iter()
                .map(|(piece, on, back)| format!("Peg board: {piece} on {on} should be on {back}.")),
        )
        .chain(
            PEG_STEPS_11
                .iter()
                .enumerate()
                .map(|(i, (piece, on, back))| {
                    format!("Step {} of 11: move {piece} from {on} to {back}.", i + 1)
                }),
        )
        .chain(std::iter::once(
            "When the peg board is right, type peg fixed.".to_string(),
        ))
        .collect::<Vec<_>>()
        .join("\n"),
        "The peg board is put right: it agrees with the game.".to_string(),
    ]);
    want.extend(common::pairs(sheet_11));
    want.extend([
        format!("White: 11 moves completed, {w11_used} used, {w11_left} left."),
        format!("Black: 11 moves completed, {b11_used} used, {b11_left} left."),
        format!(
            "Manual clock: {} since the start.",
            duration(since_start + 70)
        ),
        // White's clock runs again from the rollback.
        time_11_later[0].clone(),
        time_11_later[1].clone(),
        quit_lines(&path),
    ]);
    let commands: Vec<&str> = commands.iter().map(String::as_str).collect();
    let got = play(&path, &EN, &commands);
    let want: Vec<&str> = want.iter().map(String::as_str).collect();
    assert_lines(&got, &new_game(&path, 2017, &want));

    let got = play(&path, &[], &["status", "sheet", "time", "rollback"]);
    assert_lines(
        &got,
        &resumed_then(
            &path,
            12,
            "White to move.",
            &[
                &["White to move.".to_string()][..],
                &common::pairs(sheet_11),
                &time_11_later,
                &["There is no difference between the scoresheets to go back from: compare them first (compare MOVES).".to_string()],
            ]
            .concat()
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
        ),
    );

    let pgn = export_pgn(&path).replace('\n', " ");
    assert!(
        pgn.contains(
            "11. Nbd2 {[%clk 1:27:15]} Bb7 {[%clk 1:31:50] taken back: 12. Bc2 Re8 13. Nf1 Bf8 \
             14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 h5 20. Bg5 Be7; \
             the game goes back to after move 11 of Black (laws 2017, D.2.9); \
             clocks set to White 1 hour 27 minutes 15 seconds, Black 1 hour 31 minutes 50 seconds} *"
        ),
        "{pgn}"
    );
}

/// PGN export keeps its lines within 79 characters (src/core/pgn.rs says so,
/// and the PGN standard asks it of the export format), a long "taken back"
/// comment included.
#[test]
fn pgn_lines_stay_short_with_a_long_taken_back_comment() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "long.annabella");
    let mut commands: Vec<&str> = Vec::new();
    for m in BREYER {
        commands.extend([m, "press"]);
    }
    commands.extend(["compare 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Ba4", "rollback", "yes"]);
    play(&path, &EN, &commands);
    let pgn = export_pgn(&path);
    assert!(pgn.contains("taken back: 12. Bc2"), "{pgn}");
    for line in pgn.lines() {
        assert!(
            line.chars().count() <= 79,
            "a PGN line of {} characters: {line:?}",
            line.chars().count()
        );
    }
}

/// `rollback` asks; it waits for `yes` or `no`, and nothing that would
/// change the game happens before the answer. A sheet that differs at
/// Black's move goes back to after White's move.
#[test]
fn rollback_waits_for_yes_or_no() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "cancel.annabella");
    let question = rollback_question(
        &[
            "To be recorded: Back to after move 2 of White;",
            "these moves are taken back: 2... Nc6.",
        ],
        "1 hour 30 minutes 20 seconds",
        "1 hour 30 minutes 10 seconds",
        (2, 1),
    );
    let question = question.as_str();
    let cancelled = "Nothing was recorded.";
    let nothing = "There is no difference between the scoresheets to go back from: compare them first (compare MOVES).";
    let waits = "A proposal waits for its answer first: yes records it, no leaves it (status says it again).";
    let got = play(
        &path,
        &EN,
        &[
            "yes",
            "rollback",
            "e4",
            "wait 10s",
            "press",
            "e5",
            "wait 20s",
            "press",
            "Nf3",
            "wait 30s",
            "press",
            "Nc6",
            "wait 40s",
            "press",
            "compare e4 e5 Nf3 Nf6",
            "rollback",
            // A question (status, time, sheet) and a setting leave it open;
            // a move waits for the answer.
            "status",
            "earcons on",
            "a3",
            "no",
            "rollback",
            "sheet",
            "quit",
        ],
    );
    let open =
        "No question is open: yes and no answer a proposal (a rollback, a result to record).";
    let earcons = "Earcons on: short sounds mark a completed move, a refusal and the clock.";
    assert_lines(
        &got,
        &new_game(
            &path,
            2017,
            &[
                open,
                nothing,
                "Bauer Eva vier",
                "Manual clock: 10 seconds since the start.",
                "White completed move 1. Black to move.",
                "Bauer Eva fünf",
                "Manual clock: 30 seconds since the start.",
                "Black completed move 1. White to move.",
                "Springer Felix drei",
                "Manual clock: 1 minute since the start.",
                "White completed move 2. Black to move.",
                "Springer Cesar sechs",
                "Manual clock: 1 minute 40 seconds since the start.",
                "Black completed move 2. White to move.",
                "The scoresheets differ first at move 2 of Black: here Nc6, on the other sheet Nf6. \
                 Proposal (D.2.9): go back to after move 2 of White. Clocks as they were then: \
                 White 1 hour 30 minutes 20 seconds left; Black 1 hour 30 minutes 10 seconds left. \
                 Type rollback to do it; the arbiter may change the clocks afterwards with setclock.",
                question,
                // status: the question waiting comes first.
                question,
                "White to move.",
                earcons,
                waits,
                cancelled,
                question,
                "1. e4 e5",
                "2. Nf3 Nc6",
                &quit_lines(&path),
            ],
        ),
    );
    // The question is on disk: a restart asks it again; yes takes back.
    // Taken back, the peg board still shows Black's knight on c6 (D.2.9).
    let got = play(&path, &[], &["sheet", "yes", "sheet", "time"]);
    let [nc6_back, _] = restored("Springer", "Cesar sechs", "Bella acht");
    let mut want = common::printed(&format!("Game resumed at move 3. {question}"));
    want.extend(common::printed("White to move."));
    want.extend(common::printed(&game_line(&path)));
    for line in [
        "1. e4 e5",
        "2. Nf3 Nc6",
        "Taken back to after move 2 of White. Clocks set: White 1 hour 30 minutes 20 seconds left; \
         Black 1 hour 30 minutes 10 seconds left. Black to move. The moves taken back stay in the game file.",
        &nc6_back,
        "1. e4 e5",
        "2. Nf3",
        "White: 2 moves completed, 40 seconds used, 1 hour 30 minutes 20 seconds left.",
        "Black: 1 move completed, 20 seconds used, 1 hour 30 minutes 10 seconds left.",
    ] {
        want.extend(common::printed(line));
    }
    assert_lines(&got, &want);
    let pgn = export_pgn(&path).replace('\n', " ");
    assert!(
        pgn.contains(
            "2. Nf3 {[%clk 1:30:20] proposed and not recorded: the rollback \
             (made after move 2 of Black, since taken back); taken back: 2... Nc6; \
             the game goes back to after move 2 of White (laws 2017, D.2.9); \
             clocks set to White 1 hour 30 minutes 20 seconds, Black 1 hour 30 minutes 10 seconds} *"
        ),
        "{pgn}"
    );
}

// 4. Illegal moves -----------------------------------------------------------

const ILLEGAL_1_WHITE_2017: &str = "Illegal move by White recorded (number 1 for White; laws of 2017, 7.5.1); \
     the position before it is restored. White to move. \
     The move that replaces it is bound by touch-move (4.3, 4.7).";
/// The two minutes an illegal move gives the opponent, as recorded after `yes`.
fn two_minutes_to(side: &str, rule: &str) -> String {
    format!("2 minutes added to {side}'s clock ({rule}).")
}

/// The proposal of `illegal`: the position restored, the count and the
/// penalty, with the clock it leaves (`then`) or the result.
/// `own`: the offender's time left once the move (and what it earned) is
/// taken back.
/// `completed`: the offender's moves completed without it.
fn illegal_question(
    side: &str,
    count: u32,
    year: u16,
    (own, completed): (&str, u32),
    penalty: &str,
) -> String {
    let (rule, _) = illegal_articles(year);
    let moves = if completed == 1 { "move" } else { "moves" };
    ask(&format!(
        "Illegal move by {side} (number {count} for {side}; laws of {year}, {rule}): \
         the position before it is restored. {side} then has {own} left. \
         {side} then has {completed} {moves} completed. {penalty}"
    ))
}

/// The articles of an illegal move and of its penalty, by edition.
fn illegal_articles(year: u16) -> (&'static str, &'static str) {
    match year {
        2017 => ("7.5.1", "7.5.3"),
        2014 => ("7.5a", "7.5b"),
        _ => ("7.4a", "7.4b"),
    }
}

/// The penalty part of an illegal move's proposal: 2 minutes to `opponent`,
/// who then has `then` left.
fn two_minutes_then(opponent: &str, year: u16, then: &str) -> String {
    let (_, rule) = illegal_articles(year);
    format!(
        "Penalty: 2 minutes added to {opponent}'s clock ({rule}). {opponent} then has {then} left."
    )
}

/// 2017: the first illegal move gives the opponent 2 minutes, the second
/// loses; the count survives a restart.
#[test]
fn illegal_moves_under_2017_second_loses() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "illegal2017.annabella");
    let got = play(
        &path,
        &EN,
        &[
            "illegal",
            "e4",
            "illegal",
            "press",
            "illegal",
            "status",
            "yes",
            "peg fixed",
            "sheet",
            "quit",
        ],
    );
    let [e4_back, fixed] = restored("Bauer", "Eva vier", "Eva zwei");
    let question = illegal_question(
        "White",
        1,
        2017,
        ("1 hour 30 minutes", 0),
        &two_minutes_then("Black", 2017, "1 hour 32 minutes"),
    );
    assert_lines(
        &got,
        &new_game(
            &path,
            2017,
            &[
                "There is no completed move to declare illegal.",
                "Bauer Eva vier",
                // Only the announced move: nothing completed to declare.
                "There is no completed move to declare illegal.",
                "White completed move 1. Black to move.",
                &question,
                &question,
                "Black to move.",
                ILLEGAL_1_WHITE_2017,
                &e4_back,
                &two_minutes_to("Black", "7.5.3"),
                &fixed,
                "No move has been made yet.",
                &quit_lines(&path),
            ],
        ),
    );
    let got = play(
        &path,
        &[],
        &[
            "d4",
            "press",
            "e5",
            "press",
            "Nf3",
            "press",
            "illegal",
            "yes",
            "peg fixed",
            "status",
            "sheet",
            "quit",
        ],
    );
    let loses = "The arbiter declares the result for the illegal moves. Black wins, 0-1.";
    let question = illegal_question("White", 2, 2017, ("1 hour 30 minutes 30 seconds", 1), loses);
    let [nf3_back, _] = restored("Springer", "Felix drei", "Gustav eins");
    let ended = "The arbiter declares the result for the illegal moves. Black wins, 0-1.";
    assert_lines(
        &got,
        &resumed_then(
            &path,
            1,
            "White to move.",
            &[
                "Bauer David vier",
                "White completed move 1. Black to move.",
                "Bauer Eva fünf",
                "Black completed move 1. White to move.",
                "Springer Felix drei",
                "White completed move 2. Black to move.",
                &question,
                "Illegal move by White recorded (number 2 for White; laws of 2017, 7.5.1); \
                 the position before it is restored. White to move.",
                &nf3_back,
                "The arbiter declares the result for the illegal moves. Black wins, 0-1.",
                &over(ended),
                ended,
                common::AFTER_END,
                "1. d4 e5",
                &common::quit_ended(&path),
            ],
        ),
    );
    let got = play(&path, &[], &["status", "sheet", "e4"]);
    assert_lines(
        &got,
        &resumed_over(
            &path,
            2,
            ended,
            &[ended, common::AFTER_END, "1. d4 e5", &over(ended)],
        ),
    );
}

/// 2005: the first two illegal moves of a player each give the opponent 2
/// minutes, the third loses; the other player's count is his own.
#[test]
fn illegal_moves_under_2005_third_loses() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "illegal2005.annabella");
    // Where the game goes on, touch-move binds the move instead (7.4a, 4.3).
    let declared = |by: &str, n: u32| {
        let bound = if n < 3 {
            " The move that replaces it is bound by touch-move (4.3)."
        } else {
            ""
        };
        format!(
            "Illegal move by {by} recorded (number {n} for {by}; laws of 2005, 7.4a); \
             the position before it is restored. {by} to move.{bound}"
        )
    };
    let got = play(
        &path,
        &en(&["--laws", "2005"]),
        &[
            "e4",
            "press",
            "illegal",
            "yes",
            "peg fixed",
            "d4",
            "press",
            "e5",
            "press",
            "illegal",
            "yes",
            "peg fixed",
            "d5",
            "press",
            "Nf3",
            "press",
            "illegal",
            "yes",
            "peg fixed",
            "quit",
        ],
    );
    let [e4_back, fixed] = restored("Bauer", "Eva vier", "Eva zwei");
    let [e5_back, _] = restored("Bauer", "Eva fünf", "Eva sieben");
    let [nf3_back, _] = restored("Springer", "Felix drei", "Gustav eins");
    let [nc3_back, _] = restored("Springer", "Cesar drei", "Bella eins");
    let (w1, b1, w2) = (
        declared("White", 1),
        declared("Black", 1),
        declared("White", 2),
    );
    assert_lines(
        &got,
        &new_game(
            &path,
            2005,
            &[
                "Bauer Eva vier",
                "White completed move 1. Black to move.",
                &illegal_question(
                    "White",
                    1,
                    2005,
                    ("1 hour 30 minutes", 0),
                    &two_minutes_then("Black", 2005, "1 hour 32 minutes"),
                ),
                &w1,
                &e4_back,
                &two_minutes_to("Black", "7.4b"),
                &fixed,
                "Bauer David vier",
                "White completed move 1. Black to move.",
                "Bauer Eva fünf",
                "Black completed move 1. White to move.",
                &illegal_question(
                    "Black",
                    1,
                    2005,
                    ("1 hour 32 minutes", 0),
                    &two_minutes_then("White", 2005, "1 hour 32 minutes 30 seconds"),
                ),
                &b1,
                &e5_back,
                &two_minutes_to("White", "7.4b"),
                &fixed,
                "Bauer David fünf",
                "Black completed move 1. White to move.",
                "Springer Felix drei",
                "White completed move 2. Black to move.",
                &illegal_question(
                    "White",
                    2,
                    2005,
                    ("1 hour 32 minutes 30 seconds", 1),
                    &two_minutes_then("Black", 2005, "1 hour 34 minutes 30 seconds"),
                ),
                &w2,
                &nf3_back,
                &two_minutes_to("Black", "7.4b"),
                &fixed,
                &quit_lines(&path),
            ],
        ),
    );
    let w3 = declared("White", 3);
    let got = play(
        &path,
        &[],
        &["Nc3", "press", "illegal", "yes", "peg fixed", "sheet"],
    );
    assert_lines(
        &got,
        &resumed_then(
            &path,
            2,
            "White to move.",
            &[
                "Springer Cesar drei",
                "White completed move 2. Black to move.",
                &illegal_question(
                    "White",
                    3,
                    2005,
                    ("1 hour 32 minutes 30 seconds", 1),
                    "The arbiter declares the result for the illegal moves. Black wins, 0-1.",
                ),
                &w3,
                &nc3_back,
                "The arbiter declares the result for the illegal moves. Black wins, 0-1.",
                &over("The arbiter declares the result for the illegal moves. Black wins, 0-1."),
                "1. d4 d5",
            ],
        ),
    );
}

/// The two minutes for a first illegal move are given by the article of the
/// penalties (2017 7.5.3, 2014 7.5b, 2005 7.4b), not by the one that restores
/// the position (7.5.1, 7.5a, 7.4a); `addtime` after the proposal records
/// the article it applies.
#[test]
fn illegal_move_penalty_cites_the_article_of_the_penalty() {
    let dir = tempfile::tempdir().unwrap();
    for (laws, article) in [("2017", "7.5.3"), ("2014", "7.5b"), ("2005", "7.4b")] {
        let path = game_file(&dir, &format!("article{laws}.annabella"));
        let got = play(
            &path,
            &en(&["--laws", laws]),
            &["e4", "press", "illegal", "yes"],
        );
        assert_eq!(
            got.last().unwrap(),
            &format!("2 minutes added to Black's clock ({article})."),
            "laws {laws}: {}",
            got.join("\n")
        );
    }
}

/// The article of a proposal applies to the decision that follows it, not
/// to every later one: moves later, an unrelated `addtime` or `setclock` is
/// the arbiter's own (12.9.2, 7.1), as it is in a game without an illegal move.
#[test]
fn an_old_proposal_does_not_stick_to_later_decisions() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "sticky.annabella");
    let got = play(
        &path,
        &EN,
        &[
            "e4",
            "press",
            "illegal",
            "yes",
            "d4",
            "press",
            "e5",
            "press",
            "addtime white 1m",
            "yes",
            "setclock black 1h",
            "yes",
        ],
    );
    let got: Vec<String> = got
        .into_iter()
        .filter(|l| {
            !l.starts_with("To be recorded")
                && !l.starts_with("Penalty")
                && (l.contains("added to") || l.contains("clock set to"))
        })
        .collect();
    assert_eq!(
        got[got.len() - 2..],
        [
            "1 minute added to White's clock (12.9.2).".to_string(),
            "Black's clock set to 1 hour (7.1).".to_string(),
        ],
        "{}",
        got.join("\n")
    );
}

const ROOK_ENDING: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

/// 2017: the illegal move that would lose draws when the opponent (a lone
/// king) cannot mate.
#[test]
fn illegal_move_limit_draws_when_the_opponent_cannot_mate_2017() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "illegaldraw.annabella");
    start_from_fen(&path, &EN, ROOK_ENDING);
    let got = play(
        &path,
        &[],
        &[
            "Ra7", "press", "illegal", "yes", "Rb1", "press", "illegal", "yes", "status",
        ],
    );
    // The peg board was not put right after the first restore: it still
    // shows the rook on a7 (Rb1 found no rook on a1 there).
    let [ra7_back, _] = restored("Turm", "Anna sieben", "Anna eins");
    let drawn =
        "The arbiter declares the result for the illegal moves. The game is drawn, 1/2-1/2.";
    let got = got.join("\n");
    for want in [
        illegal_question("White", 2, 2017, ("1 hour 30 minutes", 0), drawn),
        "The arbiter declares the result for the illegal moves. The game is drawn, 1/2-1/2."
            .to_string(),
        ra7_back,
    ] {
        let want = common::printed(&want).join("\n");
        assert!(got.contains(&want), "{want}\nnot in:\n{got}");
    }
    // status, once the game is over: its end, and all that can still be done.
    let status = format!("{drawn} {}", common::AFTER_END);
    assert!(got.ends_with(&common::printed(&status).join("\n")), "{got}");
}

/// 2005 knows no such exception: the third illegal move loses even against
/// a lone king.
#[test]
fn illegal_move_limit_loses_against_a_lone_king_2005() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "illegal2005king.annabella");
    start_from_fen(&path, &en(&["--laws", "2005"]), ROOK_ENDING);
    let got = play(
        &path,
        &[],
        &[
            "Ra7",
            "press",
            "illegal",
            "yes",
            "peg fixed",
            "Ra7",
            "press",
            "illegal",
            "yes",
            "peg fixed",
            "Ra7",
            "press",
            "illegal",
        ],
    );
    let loses = illegal_question(
        "White",
        3,
        2005,
        ("1 hour 30 minutes", 0),
        "The arbiter declares the result for the illegal moves. Black wins, 0-1.",
    );
    let printed = common::printed(&loses);
    assert_eq!(
        got[got.len() - printed.len()..],
        printed,
        "{}",
        got.join("\n")
    );
}

// 5. Touched pieces -----------------------------------------------------------

/// The opponent's touches are logged with the time since the start, and go
/// into the PGN as comments where they happened.
#[test]
fn touched_pieces_are_logged_and_exported() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "touch.annabella");
    let got = play(
        &path,
        &EN,
        &[
            "touch e7",
            "e4",
            "wait 1m",
            "press",
            "wait 1h2m3s",
            "touch E7",
            "touch e5",
            "touch z9",
            "touch",
            // The blind player's own lifted piece (D.2.2) is named.
            "touch e4 white",
            "e5",
            "press",
            "quit",
        ],
    );
    assert_lines(
        &got,
        &new_game(
            &path,
            2017,
            &[
                "Logged for the arbiter: Black touched Bauer Eva sieben, 0 seconds after the start, \
                 with White to move.",
                "Bauer Eva vier",
                "Manual clock: 1 minute since the start.",
                "White completed move 1. Black to move.",
                "Manual clock: 1 hour 3 minutes 3 seconds since the start.",
                "Logged for the arbiter: Black touched Bauer Eva sieben, 1 hour 3 minutes 3 seconds \
                 after the start, with Black to move.",
                // Only a piece is touched: an empty square is a slip of the operator.
                "Nothing stands on Eva fünf: only a touched piece is logged for the arbiter.",
                "\"z9\" is not a square: write for example touch e8.",
                "touch is typed like this, for example \"touch e8\".",
                "Logged for the arbiter: White touched Bauer Eva vier, 1 hour 3 minutes 3 seconds \
                 after the start, with Black to move.",
                "Bauer Eva fünf",
                "Black completed move 1. White to move.",
                &quit_lines(&path),
            ],
        ),
    );
    let pgn = export_pgn(&path);
    let movetext = pgn.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(
        movetext,
        "{Black touched e7 at 0:00:00, White to move} 1. e4 {[%clk 1:29:30] Black touched \
         e7 at 1:03:03, Black to move; White touched e4 at 1:03:03, Black to move} \
         e5 {[%clk 0:28:27]} *",
        "{pgn}"
    );
    // Resumed: the same game, the same export.
    let got = play(&path, &[], &["status", "sheet"]);
    assert_lines(
        &got,
        &resumed_then(&path, 2, "White to move.", &["White to move.", "1. e4 e5"]),
    );
    assert_eq!(export_pgn(&path), pgn);
}

/// With the blind player on Black, the touching opponent is White.
#[test]
fn touch_by_white_when_black_is_blind() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "touchw.annabella");
    let got = play(&path, &en(&["--color", "black"]), &["wait 5s", "touch g1"]);
    assert!(common::has_printed(
        &got,
        "Logged for the arbiter: White touched Springer Gustav eins, 5 seconds after the start, \
         with White to move."
    ));
    assert!(
        export_pgn(&path).contains("{White touched g1 at 0:00:05, White to move} *"),
        "{}",
        export_pgn(&path)
    );
}

// 6. Adjournment -------------------------------------------------------------

/// A command refused while the game is adjourned.
const ADJOURNED_REFUSED: &str =
    "White has sealed move 2: adjourned. At resumption type unseal; more: status.";

const ADJOURNED: &str = "The game is adjourned: White has sealed move 2. At resumption, type unseal \
     once Black is present: the envelope is opened and the sealed move played (I.7). If Black is \
     absent, unseal absent starts the clock of Black, the envelope closed (I.9.2). Until then moves, the peg board, claims and compare wait. These work: draw, accept, \
     decline, resign, result, addtime, setclock, assistant and envelope. The questions work too: \
     time, status, sheet, last, board.";

/// Only the cells of North American Braille ASCII (letters in lower case).
fn is_braille_ascii(c: char) -> bool {
    matches!(c, ' '..='@' | 'a'..='z' | '['..='_')
}

/// Seal, envelope, restart, unseal: the sealed move is never said before
/// it is opened; moves wait; the envelope has the fields of the laws, as
/// text and as braille; at resumption the replier's clock runs.
#[test]
fn sealed_move_envelope_and_resumption() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "adjourned.annabella");
    let base = path.to_str().unwrap();
    let (txt, brf) = (
        format!("{base}.envelope.txt"),
        format!("{base}.envelope.brf"),
    );
    let time = "White: 1 move completed, 1 minute 30 seconds used, 1 hour 29 minutes left. \
                Black: 1 move completed, 2 minutes used, 1 hour 28 minutes 30 seconds left.";
    let got = play(
        &path,
        &en(&["--white", "Anna Hansen", "--black", "Bo Berg"]),
        &[
            "e4",
            "wait 1m",
            "press",
            "e5",
            "wait 2m",
            "press",
            "wait 30s",
            "seal Nf3",
            "Nf3",
            "e4",
            "press",
            "seal Nc3",
            "illegal",
            "peg e2 e3",
            "compare e4 e5",
            "status",
            "sheet",
            "board",
            "last",
            "wait 5m",
            "time",
            "envelope",
            "envelope 2026-11-22 10:00, hall B",
            "quit",
        ],
    );
    let (inside_txt, inside_brf) = (
        format!("{base}.envelope-inside.txt"),
        format!("{base}.envelope-inside.brf"),
    );
    let written = format!(
        "Envelope written. Outside, without the move: {txt} (text). Outside in braille: {brf}. \
         Inside, with the scoresheet and the sealed move: {inside_txt} (text). \
         Inside in braille: {inside_brf}."
    );
    let position = "White: König Eva eins, Dame David eins, Turm Anna eins, Turm Hector eins, \
                    Läufer Cesar eins, Läufer Felix eins, Springer Bella eins, Springer Gustav eins, \
                    Bauer Anna zwei, Bauer Bella zwei, Bauer Cesar zwei, Bauer David zwei, \
                    Bauer Felix zwei, Bauer Gustav zwei, Bauer Hector zwei, Bauer Eva vier. \
                    Black: König Eva acht, Dame David acht, Turm Anna acht, Turm Hector acht, \
                    Läufer Cesar acht, Läufer Felix acht, Springer Bella acht, Springer Gustav acht, \
                    Bauer Eva fünf, Bauer Anna sieben, Bauer Bella sieben, Bauer Cesar sieben, \
                    Bauer David sieben, Bauer Felix sieben, Bauer Gustav sieben, Bauer Hector sieben. \
                    White to move.";
    let header = format!(
        "New game. White: Anna Hansen. Black: Bo Berg. White plays on the peg board. \
         Time control: {DEFAULT_CONTROL}. Laws of 2017. {} Standard play.",
        common::GERMAN_WORDS
    );
    // The board a rank a line, a long rank a side a line, a long side on more.
    let board = [
        "Rank 8, Black: Turm Anna acht, Springer Bella acht, Läufer Cesar acht.",
        "Rank 8, Black: Dame David acht, König Eva acht, Läufer Felix acht.",
        "Rank 8, Black: Springer Gustav acht, Turm Hector acht.",
        "Rank 7, Black: Bauer Anna sieben, Bauer Bella sieben, Bauer Cesar sieben.",
        "Rank 7, Black: Bauer David sieben, Bauer Felix sieben, Bauer Gustav sieben.",
        "Rank 7, Black: Bauer Hector sieben.",
        "Rank 6: empty.",
        "Rank 5, Black: Bauer Eva fünf.",
        "Rank 4, White: Bauer Eva vier.",
        "Rank 3: empty.",
        "Rank 2, White: Bauer Anna zwei, Bauer Bella zwei, Bauer Cesar zwei.",
        "Rank 2, White: Bauer David zwei, Bauer Felix zwei, Bauer Gustav zwei.",
        "Rank 2, White: Bauer Hector zwei.",
        "Rank 1, White: Turm Anna eins, Springer Bella eins, Läufer Cesar eins.",
        "Rank 1, White: Dame David eins, König Eva eins, Läufer Felix eins.",
        "Rank 1, White: Springer Gustav eins, Turm Hector eins.",
        "White to move.",
    ];
    let want = [
        &[header.as_str()][..],
        &[
            "White to move.",
            &game_line(&path),
            "Bauer Eva vier",
            "Manual clock: 1 minute since the start.",
            "White completed move 1. Black to move.",
            "Bauer Eva fünf",
            "Manual clock: 3 minutes since the start.",
            "Black completed move 1. White to move.",
            "Manual clock: 3 minutes 30 seconds since the start.",
            "Sealed move recorded, move 2. The clock is stopped; the game is adjourned.",
            // Issue 48, point 8: the envelope is written at the seal.
            &written,
            "The date, time and place of resumption are not set yet; give them with envelope TEXT, \
         e.g. envelope 2026-11-22 10:00, hall B.",
            // Nf3, e4, press, seal again, illegal, peg, compare: all wait,
            // each said in one line; status says the whole.
            ADJOURNED_REFUSED,
            ADJOURNED_REFUSED,
            ADJOURNED_REFUSED,
            ADJOURNED_REFUSED,
            ADJOURNED_REFUSED,
            ADJOURNED_REFUSED,
            ADJOURNED_REFUSED,
            ADJOURNED,
            "1. e4 e5",
        ],
        &board,
        &[
            "Black, move 1: Bauer Eva fünf.",
            "Manual clock: 8 minutes 30 seconds since the start.",
            // Neither clock ran while adjourned.
            time,
            &written,
            "The date, time and place of resumption are not set yet; give them with envelope TEXT, \
         e.g. envelope 2026-11-22 10:00, hall B.",
            // What `envelope TEXT` recorded, said back (a walk's finding).
            "Date, time and place of resumption, on the envelope: 2026-11-22 10:00, hall B.",
            &written,
            &common::quit_adjourned(&path),
        ],
    ]
    .concat()
    .iter()
    .flat_map(|l| common::printed(l))
    .collect::<Vec<_>>();
    assert_lines(&got, &want);
    let sealed_at = got
        .iter()
        .position(|l| l.starts_with("Sealed move recorded"))
        .unwrap();
    for line in &got[sealed_at..] {
        if line.contains(dir.path().to_str().unwrap()) {
            continue; // a temporary directory's name may hold anything
        }
        assert!(
            !line.contains("Springer Felix drei") && !line.contains("f3"),
            "the sealed move is said: {line:?}"
        );
    }

    let envelope = std::fs::read_to_string(&txt).unwrap();
    // Each line as a braille display holds it: the position cut at its commas.
    let wrapped = |text: String| -> String {
        text.lines()
            .flat_map(common::printed)
            .map(|l| l + "\n")
            .collect()
    };
    assert_eq!(
        envelope,
        wrapped(format!(
            "Adjourned game: sealed move envelope\n\
             White: Anna Hansen\n\
             Black: Bo Berg\n\
             Position before the sealed move: {position}\n\
             FEN: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n\
             Time used: White 1 minute 30 seconds, Black 2 minutes\n\
             Clocks to set at resumption: White 1 hour 29 minutes, \
             Black 1 hour 28 minutes 30 seconds\n\
             Sealed by: White (Anna Hansen)\n\
             Number of the sealed move: 2\n\
             Standing draw offer: none\n\
             Resumption: 2026-11-22 10:00, hall B\n"
        ))
    );
    assert!(!envelope.contains("f3") && !envelope.contains("Nf3"));

    // The inside sheet, for the arbiter: the scoresheet with the sealed move.
    assert_eq!(
        std::fs::read_to_string(&inside_txt).unwrap(),
        "Adjourned game: inside of the envelope, for the arbiter\n\
         White: Anna Hansen\n\
         Black: Bo Berg\n\
         Sealed by: White (Anna Hansen)\n\
         Scoresheet up to and including the sealed move:\n\
         1. e4 e5\n\
         2. Nf3\n\
         Sealed move: 2. Nf3\n"
    );
    // Braille in the table of the text's language (English here, though
    // the moves are announced in German words), cell for cell as
    // liblouis's own tool writes it.
    let inside_cells = std::fs::read_to_string(&inside_brf).unwrap();
    let sealed = common::lou_brf("en-ueb-g1.ctb", "Sealed move: 2. Nf3");
    assert!(
        inside_cells.contains(&format!("{sealed}\r\n")),
        "{sealed:?} in {inside_cells:?}"
    );

    let braille = std::fs::read_to_string(&brf).unwrap();
    assert!(braille.ends_with("\r\n"), "{braille:?}");
    assert!(
        !braille.replace("\r\n", "").contains(['\r', '\n']),
        "every line ends with CRLF: {braille:?}"
    );
    let pages: Vec<&str> = braille.split('\x0c').collect();
    assert!(pages.len() >= 2, "the position takes more than a page");
    for page in &pages {
        let lines: Vec<&str> = page.strip_suffix("\r\n").unwrap().split("\r\n").collect();
        assert!(lines.len() <= 25, "a page of {} lines", lines.len());
        for line in lines {
            assert!(
                line.chars().count() <= 40,
                "a line of more than 40 cells: {line:?}"
            );
            assert!(
                line.chars().all(is_braille_ascii),
                "not braille ASCII: {line:?}"
            );
        }
    }
    let first: String = [
        "Adjourned game: sealed move envelope",
        "White: Anna Hansen",
        "Black: Bo Berg",
    ]
    .map(|line| format!("{}\r\n", common::lou_brf("en-ueb-g1.ctb", line)))
    .concat();
    assert!(braille.starts_with(&first), "{first:?}\n{braille:?}");

    // Resumed: still adjourned, the clocks as they were; unseal opens the
    // sealed move, completes it and starts Black's clock.
    let got = play(
        &path,
        &[],
        &[
            "status", "time", "Nf3", "unseal", "unseal", "wait 10s", "time", "sheet", "status",
            "quit",
        ],
    );
    assert_lines(
        &got,
        &resumed_then(
            &path,
            2,
            ADJOURNED,
            &[
                ADJOURNED,
                time,
                ADJOURNED_REFUSED,
                "The sealed move is opened: move 2 of White.",
                "Springer Felix drei",
                "White completed move 2. Black to move.",
                "Nothing is sealed: the game is not adjourned.",
                "Manual clock: 8 minutes 40 seconds since the start.",
                "White: 2 moves completed, 1 minute 30 seconds used, 1 hour 29 minutes 30 seconds left.",
                "Black: 1 move completed, 2 minutes 10 seconds used, 1 hour 28 minutes 20 seconds left.",
                "1. e4 e5",
                "2. Nf3",
                "Black to move.",
                &quit_lines(&path),
            ],
        ),
    );
    let got = play(&path, &[], &["sheet", "envelope"]);
    assert_lines(
        &got,
        &resumed_then(
            &path,
            2,
            "Black to move.",
            &[
                "1. e4 e5",
                "2. Nf3",
                "Nothing is sealed: the game is not adjourned.",
            ],
        ),
    );
}

/// A draw offer made after the seal stands and goes on the envelope; the
/// resumption given at the start is used; a draw agreed before resumption
/// ends the game.
#[test]
fn envelope_with_a_standing_offer_and_the_resumption_given_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "offer.annabella");
    let got = play(
        &path,
        &en(&["--resume-at", "2026-11-22 10:00, hall B"]),
        &[
            "e4",
            "press",
            "e5",
            "press",
            "seal Nf3",
            "draw black",
            "envelope",
            "quit",
        ],
    );
    let base = path.to_str().unwrap();
    let mut want = vec!["Black offers a draw.".to_string()];
    want.extend(common::printed(&format!(
        "Envelope written. Outside, without the move: {base}.envelope.txt (text). \
         Outside in braille: {base}.envelope.brf. Inside, with the scoresheet and the sealed move: \
         {base}.envelope-inside.txt (text). Inside in braille: {base}.envelope-inside.brf."
    )));
    want.extend(common::printed(&common::quit_adjourned(&path)));
    assert_eq!(got[got.len() - want.len()..], want);
    let envelope = std::fs::read_to_string(format!("{base}.envelope.txt")).unwrap();
    assert!(
        envelope.ends_with(
            "Sealed by: White\nNumber of the sealed move: 2\n\
             Standing draw offer: yes, by Black\nResumption: 2026-11-22 10:00, hall B\n"
        ),
        "{envelope}"
    );
    let got = play(&path, &[], &["accept", "yes", "status"]);
    let ended = "White accepts the draw offer. The game is drawn, 1/2-1/2.";
    let offer = "Black's draw offer stands: accept or decline it (accept, decline); a move declines it too.";
    assert_lines(
        &got,
        &resumed_pending(
            &path,
            2,
            &[ADJOURNED, offer],
            &[&ask(ended), ended, ended, common::AFTER_END],
        ),
    );
}

// 7. The assistant and the hearing-impaired opponent ----------------------

const HEARING: &str = "annabella: A hearing-impaired opponent requires an assistant \
     (laws of 2017, D.2.11). Start the game with --assistant NAME.\n";

/// 2017 D.2.11: no game against a hearing-impaired opponent without an
/// assistant; nothing is written.
#[test]
fn hearing_impaired_opponent_needs_an_assistant_under_2017() {
    let dir = tempfile::tempdir().unwrap();
    for (name, extra) in [
        ("laws.annabella", vec!["--laws", "2017"]),
        ("default.annabella", vec![]),
        ("blank.annabella", vec!["--assistant", " "]),
    ] {
        let path = game_file(&dir, name);
        let mut args = vec!["play", "--game", path.to_str().unwrap()];
        args.extend(EN);
        args.extend(extra);
        args.push("--opponent-hearing-impaired");
        let (stdout, stderr, code) = run_input(&args, &input_of(&["e4", "press"]));
        assert_eq!(
            (code, stdout.as_str(), common::flat(&stderr)),
            (1, "", common::flat(HEARING)),
            "{name}"
        );
        assert!(!path.exists(), "{name}: a game file was written");
    }
}

/// With an assistant the game starts, and the prompts address the assistant,
/// after a restart too.
#[test]
fn hearing_impaired_opponent_with_an_assistant() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "eva.annabella");
    let got = play(
        &path,
        &en(&[
            "--laws",
            "2017",
            "--opponent-hearing-impaired",
            "--assistant",
            "Eva",
        ]),
        &["e4", "press", "quit"],
    );
    // Issue 48, point 10: the start names the assistant the prompts address.
    let mut want = new_game(
        &path,
        2017,
        &[
            "Bauer Eva vier",
            "Eva: White completed move 1. Black to move.",
            &quit_lines(&path),
        ],
    );
    let kind = want
        .iter()
        .position(|l| l == "Standard play.")
        .expect("the kind said");
    want[kind] = "Standard play. Assistant: Eva. Prompts now address the assistant.".to_string();
    assert_lines(&got, &want);
    let got = play(&path, &[], &["e5", "press"]);
    assert_lines(
        &got,
        &resumed_then(
            &path,
            1,
            "Black to move.",
            &[
                "Bauer Eva fünf",
                "Eva: Black completed move 1. White to move.",
            ],
        ),
    );
}

/// Before 2017 the laws ask no assistant for a hearing-impaired opponent.
#[test]
fn hearing_impaired_opponent_without_an_assistant_under_2014() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "2014.annabella");
    let got = play(
        &path,
        &en(&["--laws", "2014", "--opponent-hearing-impaired"]),
        &["e4", "press"],
    );
    assert_lines(
        &got,
        &new_game(
            &path,
            2014,
            &["Bauer Eva vier", "White completed move 1. Black to move."],
        ),
    );
}

/// The assistant can be named, changed and taken away during the game; the
/// prompts follow, and the change survives a restart.
#[test]
fn assistant_on_and_off() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "assistant.annabella");
    let got = play(
        &path,
        &EN,
        &[
            "assistant",
            "assistant on",
            "assistant on Eva Holm",
            "e4",
            "press",
            "assistant Jon",
            "e5",
            "press",
            "assistant off",
            "Nf3",
            "press",
            "assistant on Jon Dahl",
            "quit",
        ],
    );
    assert_lines(
        &got,
        &new_game(
            &path,
            2017,
            &[
                "assistant is typed like this, for example \"assistant on Eva Holm\".",
                "assistant is typed like this, for example \"assistant on Eva Holm\".",
                "Assistant: Eva Holm. Prompts now address the assistant.",
                "Bauer Eva vier",
                "Eva Holm: White completed move 1. Black to move.",
                "Assistant: Jon. Prompts now address the assistant.",
                "Bauer Eva fünf",
                "Jon: Black completed move 1. White to move.",
                "No assistant: prompts address the player.",
                "Springer Felix drei",
                "White completed move 2. Black to move.",
                "Assistant: Jon Dahl. Prompts now address the assistant.",
                &quit_lines(&path),
            ],
        ),
    );
    let got = play(&path, &[], &["Nc6", "press"]);
    assert_lines(
        &got,
        &resumed_then(
            &path,
            2,
            "Black to move.",
            &[
                "Springer Cesar sechs",
                "Jon Dahl: Black completed move 2. White to move.",
            ],
        ),
    );
}

/// 2017 D.2.11 makes the assistant compulsory against a hearing-impaired
/// opponent: the game does not start without one, so it cannot go on
/// without one either. `assistant off` should be refused, and the prompts
/// should keep addressing the assistant.
#[test]
fn hearing_impaired_opponent_keeps_the_assistant() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "keep.annabella");
    let got = play(
        &path,
        &en(&["--opponent-hearing-impaired", "--assistant", "Eva"]),
        &["assistant off", "e4", "press"],
    );
    assert!(
        common::has_printed(
            &got,
            "A hearing-impaired opponent requires an assistant (laws of 2017, D.2.11): \
             the assistant stays. To name another: assistant NAME."
        ),
        "{}",
        got.join("\n")
    );
    assert!(!got.iter().any(|l| l.contains("No assistant")));
    assert_eq!(
        got.last().unwrap(),
        "Eva: White completed move 1. Black to move.",
        "{}",
        got.join("\n")
    );
}

// 8. Claims on time and the arbiter's result -----------------------------

/// No claim without a fallen flag; after it, the claim wins; the result
/// stands after a restart.
#[test]
fn claim_on_time_wins_after_the_flag_fell() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "claim.annabella");
    let got = play(
        &path,
        &en(&["--control", "6+0", "--color", "black"]),
        &[
            "claim time",
            "wait 5m",
            "claim time",
            "wait 1m1s",
            "claim time",
            "yes",
            "status",
            "e4",
            "quit",
        ],
    );
    let won = "Black claims the game on time. Black wins, 0-1.";
    let no_flag = "No flag has fallen: a claim on time needs the opponent's flag down.";
    let mut want = header(&path, "Black", "6 minutes for the rest of the game", 2017);
    want.extend(
        [
            no_flag,
            "Manual clock: 5 minutes since the start.",
            no_flag,
            "White's flag has fallen. Black can still mate: a claim wins on time (advisory).",
            "To claim it: claim time.",
            "Manual clock: 6 minutes 1 second since the start.",
            &ask_time(won),
            won,
            won,
            common::AFTER_END,
            &over(won),
            &common::quit_ended(&path),
        ]
        .map(String::from),
    );
    assert_lines(&got, &want);
    let got = play(&path, &[], &["status", "time", "claim time"]);
    assert_lines(
        &got,
        &resumed_over(
            &path,
            1,
            won,
            &[
                won,
                common::AFTER_END,
                "White: 0 moves completed, 6 minutes 1 second used, flag fallen.",
                "Black: 0 moves completed, 0 seconds used, 6 minutes left.",
                &over(won),
            ],
        ),
    );
}

/// The blind player's own flag: the sighted opponent claims, with the
/// assistant addressed by the advisory.
#[test]
fn claim_on_time_against_the_blind_player() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "claimw.annabella");
    let got = play(
        &path,
        &en(&["--control", "6+0", "--assistant", "Eva"]),
        &["e4", "press", "wait 6m1s", "claim time", "yes"],
    );
    let won = "White claims the game on time. White wins, 1-0.";
    let want = common::lines(&[
        "Eva: Black's flag has fallen. \
         White can still mate: a claim wins on time (advisory). To claim it: claim time.",
        "Manual clock: 6 minutes 1 second since the start.",
        &ask_time(won),
        won,
    ]);
    assert_eq!(got[got.len() - want.len()..], want, "{}", got.join("\n"));
}

/// A lone king cannot mate: its claim on time draws.
#[test]
fn claim_on_time_draws_when_the_claimant_cannot_mate() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "claimdraw.annabella");
    start_from_fen(
        &path,
        &en(&["--control", "6+0", "--color", "black"]),
        ROOK_ENDING,
    );
    let got = play(&path, &[], &["wait 6m1s", "claim time", "yes", "quit"]);
    let drawn = "Black claims the game on time. The game is drawn, 1/2-1/2.";
    assert_lines(
        &got,
        &resumed_then(
            &path,
            1,
            "White to move.",
            &[
                "White's flag has fallen. Black cannot mate with the material left: once the fall is claimed or seen by the arbiter, the game is drawn (advisory). \
                 To claim it: claim time.",
                "Manual clock: 6 minutes 1 second since the start.",
                &ask_time(drawn),
                drawn,
                &common::quit_ended(&path),
            ],
        ),
    );
    let got = play(&path, &[], &["status"]);
    assert_lines(
        &got,
        &resumed_over(&path, 1, drawn, &[drawn, common::AFTER_END]),
    );
}

/// The arbiter's result ends the game, whatever the position.
#[test]
fn arbiter_declares_the_result() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "arbiter.annabella");
    let drawn = "The arbiter declares the result. The game is drawn, 1/2-1/2.";
    let got = play(
        &path,
        &EN,
        &[
            "result",
            "result 2-0",
            "e4",
            "press",
            "result 1/2",
            "yes",
            "status",
            "e5",
            "result 1-0",
            "no",
            "quit",
        ],
    );
    assert_lines(
        &got,
        &new_game(
            &path,
            2017,
            &[
                "result takes 1-0, 0-1 or 1/2: for example \"result 1-0\".",
                "result takes 1-0, 0-1 or 1/2: for example \"result 1-0\".",
                "Bauer Eva vier",
                "White completed move 1. Black to move.",
                &ask(drawn),
                drawn,
                drawn,
                common::AFTER_END,
                &over(drawn),
                // The arbiter can still overrule a recorded result.
                &ask_over(
                    "The arbiter declares the result. White wins, 1-0. It replaces the result recorded, 1/2-1/2.",
                ),
                "Nothing was recorded.",
                &common::quit_ended(&path),
            ],
        ),
    );
    let got = play(&path, &[], &["status", "sheet"]);
    assert_lines(
        &got,
        &resumed_over(&path, 1, drawn, &[drawn, common::AFTER_END, "1. e4"]),
    );
    assert!(
        export_pgn(&path).contains("[Result \"1/2-1/2\"]"),
        "{}",
        export_pgn(&path)
    );
}
