//! Who the operator speaks for, and what waits for `yes` (the program's
//! rules: the operator speaks for the blind player and names the opponent's
//! side; what ends the game or sets the result waits for `yes`; after a
//! restore the peg board is not assumed to follow): line mode, in English
//! and German, on the manual clock.

use crate::integration::common;

use common::{find_printed, game_file, has_printed, play, printed};

/// The lines of a game played with `args` in a fresh game file.
fn game(args: &[&str], commands: &[&str]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "operator.annabella");
    let mut all = vec!["--manual-clock"];
    all.extend(args);
    play(&path, &all, commands)
}

fn has(lines: &[String], want: &str) -> bool {
    lines.iter().any(|l| l == want)
}

/// The case: after `illegal` the blind player's knight still stands
/// on c6 of the peg board, and the app says so, with the steps, until
/// `peg fixed`; `status` and `diff` say it too.
#[test]
fn after_illegal_the_peg_board_keeps_the_move_until_it_is_put_right() {
    let moves = [
        "e4", "press", "e5", "press", "Nf3", "press", "Nc6", "press", "illegal", "yes",
    ];
    for (lang, steps, agrees) in [
        (
            "en",
            "The peg board differs from the game in one place; one step puts it right.\n\
             Peg board: Springer on Cesar sechs should be on Bella acht.\n\
             Step 1 of 1: move Springer from Cesar sechs to Bella acht.\n\
             When the peg board is right, type peg fixed.",
            "The peg board agrees with the game.",
        ),
        (
            "de",
            "Das Steckbrett weicht an einer Stelle von der Partie ab; ein Schritt korrigiert es.\n\
             Steckbrett: Springer auf Cesar sechs gehört auf Bella acht.\n\
             Schritt 1 von 1: Springer von Cesar sechs nach Bella acht umstecken.\n\
             Wenn das Steckbrett stimmt, peg fixed eingeben.",
            "Das Steckbrett stimmt mit der Partie überein.",
        ),
    ] {
        let mut commands = moves.to_vec();
        commands.extend(["diff", "status", "peg fixed", "diff"]);
        let got = game(&["--lang", lang], &commands);
        let at = find_printed(&got, steps)
            .unwrap_or_else(|| panic!("{lang}: no steps after illegal:\n{}", got.join("\n")));
        // Said at once after the restore (the penalty recorded after it),
        // and again by `diff`.
        let n = printed(steps).len();
        assert_eq!(find_printed(&got[at + n..], steps), Some(1), "{lang}");
        let after = &got[at + 2 * n + 1..];
        assert!(
            after[1].contains("Cesar sechs"),
            "{lang}: status: {}",
            got.join("\n")
        );
        assert!(!got[..at + 2 * n + 3].iter().any(|l| l == agrees), "{lang}");
        assert_eq!(got.last().unwrap(), agrees, "{lang}");
    }
}

/// Several pieces out of place after a rollback: `diff` gives the count,
/// then each difference and each numbered step on a line of its own, short
/// enough for a braille display, in Danish and Norwegian too.
#[test]
fn diff_gives_each_difference_and_each_step_a_line() {
    let moves = [
        "e4", "press", "e5", "press", "Sf3", "press", "Sc6", "press", "Lb5", "press",
    ];
    for (lang, heading, step, done) in [
        (
            "da",
            "Blindeskakbrættet afviger fra partiet 4 steder; det rettes i 4 trin.",
            "Trin 1 af 4: ",
            "Skriv peg fixed, når blindeskakbrættet er rettet.",
        ),
        (
            "nb",
            "Spesialbrettet avviker fra partiet på 4 steder; det rettes opp med 4 trinn.",
            "Trinn 1 av 4: ",
            "Når spesialbrettet er rettet, skriv peg fixed.",
        ),
    ] {
        let mut commands = moves.to_vec();
        commands.extend(["compare e4 e6", "rollback", "yes", "diff"]);
        let got = game(&["--voice", lang], &commands);
        let at = got
            .iter()
            .rposition(|l| l == heading)
            .unwrap_or_else(|| panic!("{lang}: no diff:\n{}", got.join("\n")));
        let diff = &got[at..];
        assert_eq!(diff.len(), 1 + 4 + 4 + 1, "{lang}: {diff:#?}");
        assert!(diff[5].starts_with(step), "{lang}: {diff:#?}");
        assert_eq!(diff[9], done, "{lang}");
        for line in diff {
            assert!(line.chars().count() <= 80, "{lang}: {line:?}");
        }
    }
}

/// A bare `resign` is the blind player's, whoever is to move, and is
/// recorded only after `yes`; `no` keeps the game going. The opponent's is
/// `resign white|black`.
#[test]
fn a_bare_resign_is_the_blind_players_and_waits_for_yes() {
    let got = game(
        &["--lang", "en"],
        &[
            "e4", "press", "resign", "no", "status", "resign", "yes", "status",
        ],
    );
    let white = "White resigns. Black wins, 0-1.";
    let ask = printed(&format!(
        "To be recorded: {white} Type yes to record it, or no to go on."
    ));
    let mut want = ask.clone();
    want.extend(common::lines(&["Nothing was recorded.", "Black to move."]));
    want.extend(ask);
    want.extend(common::lines(&[white, white, common::AFTER_END]));
    assert_eq!(got[got.len() - want.len()..], want);

    // Black blind, in German: bare resign is Black's even with White to move.
    let got = game(
        &["--lang", "de", "--color", "black"],
        &["resign", "yes", "status"],
    );
    let black = "Schwarz gibt auf. Weiß gewinnt, 1-0.";
    assert!(has(&got, black), "{}", got.join("\n"));
    assert_eq!(
        got.last().unwrap(),
        "nach quit gibt der Befehl annabella export die Partie aus."
    );

    // The opponent's resignation is named.
    let got = game(&["--lang", "en"], &["e4", "press", "resign black", "yes"]);
    assert_eq!(got.last().unwrap(), "Black resigns. White wins, 1-0.");
}

/// A bare `draw` is the blind player's offer, also while the opponent is to
/// move; accepting waits for `yes`.
#[test]
fn a_bare_draw_is_the_blind_players_offer() {
    let got = game(
        &["--lang", "en"],
        &[
            "e4", "press", "e5", "press", "Nf3", "press", "draw", "status", "accept", "yes",
        ],
    );
    assert!(has(&got, "White offers a draw."), "{}", got.join("\n"));
    assert!(common::has_printed(
        &got,
        "White's draw offer stands: accept or decline it (accept, decline); a move declines it too."
    ));
    assert_eq!(
        got.last().unwrap(),
        "Black accepts the draw offer. The game is drawn, 1/2-1/2."
    );
}

/// A correct claim stops both clocks while the arbiter is called; it is
/// recorded only after `yes`. Not upheld (`no`), the clock runs again.
#[test]
fn a_claim_stops_the_clocks_and_waits_for_the_arbiter() {
    let repeat = [
        "Nf3", "press", "Nf6", "press", "Ng1", "press", "Ng8", "press", "Nf3", "press", "Nf6",
        "press", "Ng1", "press",
    ];
    let mut commands = repeat.to_vec();
    commands.extend([
        "claim threefold Ng8",
        "time",
        "wait 5m",
        "time",
        "no",
        "wait 1m",
        "time",
    ]);
    let got = game(&["--lang", "en"], &commands);
    // The question names what `no` brings too: the claim counts as
    // incorrect, the written move is played and the penalty proposed.
    let ask = "To be recorded: Draw by threefold repetition, claimed by Black. \
               The game is drawn, 1/2-1/2. If no: the claim counts as incorrect, and \
               Black's clock runs again. Black plays the move written with the claim, \"Springer Gustav acht\". \
               Then proposed: Penalty: 2 minutes added to White's clock (9.5.3). \
               White then has 1 hour 34 minutes left. Type yes to record it, or no to go on.";
    assert!(has_printed(&got, ask), "{}", got.join("\n"));
    // The clocks stood still for the 5 minutes of the call (Black's, which
    // ran before the claim, as well).
    let during = got
        .iter()
        .filter(|l| l.starts_with("Black: ") && l.contains("moves completed"))
        .cloned()
        .collect::<Vec<_>>();
    assert_eq!(during.len(), 3, "{}", got.join("\n"));
    assert_eq!(during[0], during[1]);
    // The arbiter's no records the claim as not upheld: never "nothing
    // was recorded" before it.
    assert!(!has(&got, "Nothing was recorded."), "{}", got.join("\n"));
    assert!(has(
        &got,
        "The claim is not upheld: the clock of Black runs again."
    ));
    // Black's clock ran again for the minute after.
    assert_ne!(during[1], during[2]);
    let last = got.iter().rev().find(|l| l.starts_with("Black: ")).unwrap();
    assert!(last.contains("1 minute"), "{last}");
}

/// `fix` after the press says the move is completed and who can change it.
#[test]
fn fix_after_the_press_names_the_procedures_that_can() {
    for (lang, want) in [
        (
            "en",
            "The last move is completed: the clock was pressed. It can no longer be corrected. \
             Only the arbiter can take it back (illegal), or the scoresheets decide (compare).",
        ),
        (
            "de",
            "Der letzte Zug ist abgeschlossen: die Uhr wurde gedrückt. Er kann nicht mehr \
             korrigiert werden. Nur der Schiedsrichter kann ihn zurücknehmen (illegal), oder die \
             Partieformulare entscheiden (compare).",
        ),
    ] {
        let got = game(&["--lang", lang], &["e4", "press", "fix d4"]);
        let want = printed(want);
        assert!(want.len() > 1, "{lang}: {want:?}");
        assert_eq!(got[got.len() - want.len()..], want, "{lang}");
    }
}

/// After a resume the announced move is named and `repeat` says it again.
#[test]
fn after_a_resume_the_announced_move_is_named_and_repeated() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "resume.annabella");
    play(
        &path,
        &["--manual-clock", "--lang", "de"],
        &["e4", "press", "Sf6"],
    );
    let got = play(&path, &[], &["repeat"]);
    assert!(
        got.iter().any(|l| l.contains("\"Springer Felix sechs\"")),
        "{}",
        got.join("\n")
    );
    assert_eq!(got.last().unwrap(), "Springer Felix sechs");
}

/// Only the opponent's flag invites the blind player to claim.
#[test]
fn the_blind_players_own_flag_invites_no_claim() {
    let got = game(&["--lang", "en", "--control", "1+0"], &["wait 61s"]);
    assert!(
        got.iter()
            .any(|l| l.starts_with("White's flag has fallen.")),
        "{}",
        got.join("\n")
    );
    assert!(!got.iter().any(|l| l.contains("claim time")));
}

/// An illegal move the app refused, but which was made on the board, is
/// reported for the arbiter (`report illegal MOVE`): the
/// refusal says how; the report says what it would record with the
/// edition's penalty and waits for `yes`; it is in the PGN.
#[test]
fn an_illegal_move_made_on_the_board_is_reported_with_its_penalty() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "report.annabella");
    // White is the sighted opponent: his moves are relayed from his board.
    let got = play(
        &path,
        &["--manual-clock", "--lang", "en", "--color", "black"],
        &[
            "e4",
            "press",
            "e5",
            "press",
            "wait 3m",
            "Bb6",
            "report illegal Bb6",
            "no",
            "report illegal Bb6",
            "yes",
            "time",
            "report illegal Nf3",
            "Nf3",
            "report illegal Ke3",
        ],
    );
    let ask = "To be recorded: Illegal move \"Bb6\" by White, made on the board \
               (number 1 for White; laws of 2017, 7.5.1). Penalty: 2 minutes added to \
               Black's clock (7.5.3). Black then has 1 hour 32 minutes 30 seconds left. \
               Only a completed illegal move is penalised (7.5.1): if the clock was not \
               pressed after it, type no: the report is recorded without a penalty, and \
               White makes a legal move instead, bound by touch-move (4.3, 4.7). \
               Type yes to record it, or no to go on.";
    let mut want = common::lines(&[
        "Manual clock: 3 minutes since the start.",
        "No Läufer can reach b6. If it was made on the board, report it for the arbiter: \
         report illegal Bb6",
        ask,
        // Not completed: no illegal move the laws penalise (7.5.1).
        "Illegal move \"Bb6\" by White recorded for the arbiter, not completed: no penalty. \
         White makes a legal move instead, bound by touch-move (4.3, 4.7).",
        ask,
        "Illegal move \"Bb6\" by White recorded for the arbiter. White to move, with a legal move.",
        "2 minutes added to Black's clock (7.5.3).",
        "White: 1 move completed, 3 minutes used, 1 hour 27 minutes 30 seconds left.",
        "Black: 1 move completed, 0 seconds used, 1 hour 32 minutes 30 seconds left.",
        "\"Nf3\" is a legal move here: type it as the move.",
        "Springer Felix drei",
    ]);
    want.extend(common::lines(&[
        "White's move \"Springer Felix drei\" is not completed yet. \
         Press the clock (press) or correct the move (fix MOVE) first.",
    ]));
    assert_eq!(got[got.len() - want.len()..], want, "{}", got.join("\n"));
    let pgn = common::export_pgn(&path).replace('\n', " ");
    assert!(
        pgn.contains(
            "{[%clk 1:30:30] White made the illegal move Bb6 at 0:03:00, not completed: \
             no penalty (laws 2017, 4.3, 4.7); White made the illegal move Bb6 at 0:03:00, \
             White's number 1 (laws 2017, 7.5.1); 2 minutes added to Black's clock (laws 2017, \
             7.5.3)}"
        ),
        "{pgn}"
    );

    // The second under the 2017 laws loses; in German.
    let path = game_file(&dir, "report2.annabella");
    let got = play(
        &path,
        &["--manual-clock", "--lang", "de", "--color", "black"],
        &[
            "report illegal Ke3",
            "yes",
            "report illegal Ke3",
            "status",
            "yes",
            "e4",
        ],
    );
    let all = got.join("\n");
    assert!(
        has_printed(
            &got,
            "Einzutragen: Regelwidriger Zug \"Ke3\" von Weiß, auf dem Brett ausgeführt \
             (der 2. regelwidrige Zug von Weiß; FIDE-Regeln 2017, Art. 7.5.1). Der Schiedsrichter legt das \
             Ergebnis wegen der regelwidrigen Züge fest. Schwarz gewinnt, 0-1. \
             Nur ein abgeschlossener regelwidriger Zug wird bestraft (Art. 7.5.1): wurde die Uhr \
             danach nicht gedrückt, geben Sie no ein: die Meldung wird ohne Strafe \
             vermerkt, und Weiß führt stattdessen einen \
             regelgemäßen Zug aus; dabei gilt die Regel \"berührt – geführt\" (Art. 4.3, 4.7). \
             Mit yes eintragen, mit no weiterspielen."
        ),
        "{all}"
    );
    let end = got
        .iter()
        .rposition(|l| l == "Regelwidriger Zug \"Ke3\" von Weiß für den Schiedsrichter vermerkt.")
        .unwrap_or_else(|| panic!("{all}"));
    let ended = "Der Schiedsrichter legt das Ergebnis wegen der regelwidrigen Züge fest. \
                 Schwarz gewinnt, 0-1.";
    assert_eq!(got[end + 1..end + 3].join(" "), ended, "{all}");
    // A move after the end: the end, and what can still be done.
    assert_eq!(
        got[end + 3..].join(" "),
        format!("{ended} Der Befehl status sagt, was noch möglich ist."),
        "{all}"
    );
}

/// The inside of the envelope is in the scoresheet's letters and language;
/// the outside never holds the sealed move.
#[test]
fn the_inside_sheet_holds_the_sealed_move_in_the_scoresheets_letters() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "hängepartie.annabella");
    play(
        &path,
        &["--manual-clock", "--lang", "de"],
        &[
            "e4", "press", "e5", "press", "Sf3", "press", "seal Sc6", "envelope",
        ],
    );
    let base = path.to_str().unwrap();
    let inside = std::fs::read_to_string(format!("{base}.envelope-inside.txt")).unwrap();
    assert!(
        inside.starts_with("Hängepartie: Innenblatt des Umschlags, für den Schiedsrichter\n"),
        "{inside}"
    );
    assert!(
        inside.ends_with("1. e4 e5\n2. Sf3 Sc6\nAbgegebener Zug: 2... Sc6\n"),
        "{inside}"
    );
    let outside = std::fs::read_to_string(format!("{base}.envelope.txt")).unwrap();
    assert!(!outside.contains("c6"), "{outside}");
    assert!(std::path::Path::new(&format!("{base}.envelope-inside.brf")).exists());
}
