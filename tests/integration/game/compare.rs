//! Comparing the other player's scoresheet as real sheets are written
//! (FIDE Laws 2017 D.2.9, by the program's rules in `core::session::compare`):
//! a sheet a move behind, a short
//! one, a longer one, an unreadable entry, the spoken words, and entry a
//! line at a time. Line mode, on the manual clock, in English, German and
//! Danish.

use crate::integration::common;

use common::{game_file, has_printed, play};

/// 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6, each pressed.
const RUY: [&str; 12] = [
    "e4", "press", "e5", "press", "Nf3", "press", "Nc6", "press", "Bb5", "press", "a6", "press",
];

/// The lines of the Ruy Lopez opening and then `commands`, in `lang`.
fn ruy(lang: &str, commands: &[&str]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "compare.annabella");
    let mut all = RUY.to_vec();
    all.extend(commands);
    play(&path, &["--manual-clock", "--lang", lang], &all)
}

/// No rollback is proposed, and `rollback` finds nothing to go back from:
/// the last comparison found no difference, or (`compared` false) nothing
/// was compared.
fn nothing_to_go_back_after(got: &[String], compared: bool) {
    let all = got.join("\n");
    assert!(!all.contains("Proposal"), "{all}");
    let want = if compared {
        "The last comparison found no difference between the scoresheets: \
         there is nothing to go back to."
    } else {
        "There is no difference between the scoresheets to go back from: \
         compare them first (compare MOVES)."
    };
    assert!(has_printed(got, want), "{all}");
}

fn nothing_to_go_back(got: &[String]) {
    nothing_to_go_back_after(got, true);
}

/// A sheet one move behind is allowed: the player may reply before writing
/// his last move down. A sheet further behind is no difference either, but
/// is to be brought up to date.
#[test]
fn a_sheet_behind_the_game_is_not_a_difference() {
    let behind = "The other scoresheet agrees with the game up to after move 3 of White. \
                  It stops there: the rest is not written on it yet.";
    let got = ruy("en", &["compare 1. e4 e5 2. Nf3 Nc6 3. Bb5", "rollback"]);
    assert!(has_printed(&got, behind), "{}", got.join("\n"));
    assert!(!got.iter().any(|l| l.contains("more than one move behind")));
    nothing_to_go_back(&got);

    // Three moves of six: the first three agree, the rest is not written.
    let got = ruy("en", &["compare 1. e4 e5 2. Nf3", "rollback"]);
    assert!(
        has_printed(
            &got,
            "The other scoresheet agrees with the game up to after move 2 of White. \
             It stops there: the rest is not written on it yet. It is more than one \
             move behind: have it brought up to date, then compare again."
        ),
        "{}",
        got.join("\n")
    );
    nothing_to_go_back(&got);

    let got = ruy("de", &["compare 1. e4 e5 2. Sf3"]);
    assert!(
        got.windows(2).any(|w| w
            == [
                "Das andere Partieformular stimmt bis zur Stellung nach Zug 2 von Weiß",
                "mit der Partie überein.",
            ]),
        "{}",
        got.join("\n")
    );
}

/// A sheet that goes on past the game's last move: the moves are named, to
/// be entered if they were played; nothing is taken back.
#[test]
fn a_sheet_longer_than_the_game_names_the_moves_it_has_more() {
    let got = ruy(
        "en",
        &[
            "compare 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6",
            "rollback",
        ],
    );
    assert!(
        has_printed(
            &got,
            "Both scoresheets agree up to after move 3 of Black, where the game stands. \
             The other sheet goes on with move 4 of White: Ba4 Nf6. \
             If that was played, enter it as a move; nothing is taken back."
        ),
        "{}",
        got.join("\n")
    );
    nothing_to_go_back(&got);
}

/// Issue 48, point 13: where the sheets agree through the move announced
/// and not yet completed, the game does not stand there yet: the sheet
/// says so, in every language, and asks for the move to be completed.
#[test]
fn a_sheet_agreeing_through_the_announced_move_says_it_is_not_completed() {
    for (lang, want) in [
        (
            "en",
            "Both scoresheets agree up to after move 4 of White, the last of them announced \
             and not yet completed.",
        ),
        (
            "de",
            "Beide Partieformulare stimmen bis zur Stellung nach Zug 4 von Weiß überein; \
             der letzte dieser Züge ist angesagt, aber noch nicht abgeschlossen.",
        ),
        (
            "da",
            "Begge noteringslister stemmer overens frem til stillingen efter Hvids træk 4; \
             det sidste træk er annonceret, men endnu ikke fuldført.",
        ),
    ] {
        let got = ruy(
            lang,
            &["Ba4", "compare 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6"],
        );
        let all = common::flat(&got.join(" "));
        assert!(all.contains(want), "{lang}:\n{}", got.join("\n"));
        assert!(!all.contains("where the game stands"), "{lang}: {all}");
    }
}

/// A walk found a skipped move read shifted onto the wrong moves: a move
/// number on the other sheet must be the next move's, on one line or line
/// by line, and the same is said either way.
#[test]
fn a_sheet_that_skips_a_move_is_stopped_at_its_number() {
    let one_line = ruy("en", &["compare 1. e4 e5 3. Bb5 a6", "rollback"]);
    let said = "The other scoresheet has move 3 of White where move 2 of White comes next: \
                a move is missing there, or its number is wrong. Nothing was compared. \
                Check the sheet and enter it again.";
    assert!(
        common::flat(&one_line.join(" ")).contains(said),
        "{}",
        one_line.join("\n")
    );
    nothing_to_go_back_after(&one_line, false);
    let by_line = ruy(
        "en",
        &["compare", "1. e4 e5", "3. Bb5 a6", "end", "rollback"],
    );
    let all = common::flat(&by_line.join(" "));
    assert!(
        all.contains(
            "Move 3 of White written where move 2 of White comes next: type move 2 of White, \
             or check the numbers. Next: move 2 of White."
        ),
        "{}",
        by_line.join("\n")
    );
    assert!(all.contains(said), "{}", by_line.join("\n"));
    nothing_to_go_back_after(&by_line, false);
    // A line typed again whole after its first move was taken (a walk:
    // "8. bxc3" then read as Black's move, a bishop's capture).
    let again = ruy(
        "en",
        &["compare", "1. e4 e5", "2. Nf3 Nc9", "2. Nf3 Nc6", "end"],
    );
    let all = common::flat(&again.join(" "));
    assert!(
        all.contains(
            "Move 2 of White written where move 2 of Black comes next: type move 2 of Black, \
             or check the numbers."
        ),
        "{}",
        again.join("\n")
    );
    assert!(!all.contains("Proposal"), "{}", again.join("\n"));
    // In Norwegian.
    let got = ruy("nb", &["compare 1. e4 e5 3. Lb5 a6"]);
    assert!(
        common::flat(&got.join(" "))
            .contains("Det andre noteringsskjemaet har hvits trekk 3 der hvits trekk 2 kommer"),
        "{}",
        got.join("\n")
    );
}

/// An entry that is no legal move is named, in the user's language, and
/// nothing is compared; it is never taken for a different move.
#[test]
fn an_unreadable_entry_is_named_and_nothing_compared() {
    for (lang, want) in [
        (
            "en",
            "Move 2 of White on the other scoresheet, \"Sb9\", is no move in its position: \
             nothing was compared. Check that entry and enter the sheet again, in letters or in words.",
        ),
        (
            "de",
            "Zug 2 von Weiß auf dem anderen Partieformular, \"Sb9\", ist in der Stellung davor \
             kein möglicher Zug: nichts wurde verglichen. Diesen Eintrag prüfen und das Formular erneut \
             eingeben, in Notation oder in den Wörtern der Ansage.",
        ),
        (
            "da",
            "Hvids træk 2 på den anden noteringsliste, \"Sb9\", er ikke et træk i stillingen: \
             intet blev sammenlignet. Kontrollér den notering, og skriv listen igen, med \
             bogstaver eller med ord.",
        ),
    ] {
        let got = ruy(lang, &["compare 1. e4 e5 2. Sb9 Sc6 3. Lb5 a6"]);
        assert!(has_printed(&got, want), "{lang}:\n{}", got.join("\n"));
    }
    // A move legal only elsewhere is unreadable here too, never a difference.
    let got = ruy("en", &["compare 1. e4 e5 2. Nf6", "rollback"]);
    assert!(got.iter().any(|l| l.contains("\"Nf6\", is no move")));
    nothing_to_go_back_after(&got, false);
}

/// The spoken words of a move are a sheet entry like any other, in the
/// voice's words or another vocabulary's; a real difference in words is
/// found at its move.
#[test]
fn spoken_words_are_read_as_entries() {
    let got = ruy(
        "en",
        &[
            "compare Bauer Eva vier Bauer Eva fünf Springer Felix drei Springer Cesar sechs \
           Läufer Bella fünf Bauer Anna sechs",
        ],
    );
    assert!(
        has_printed(&got, "Both scoresheets agree, up to after move 3 of Black."),
        "{}",
        got.join("\n")
    );
    let got = ruy(
        "da",
        &["compare 1. bonde Eva fire bonde Eva fem 2. springer Felix tre springer Felix seks"],
    );
    assert!(
        got.iter()
            .any(|l| l.starts_with("Noteringslisterne afviger første gang ved Sorts træk 2")),
        "{}",
        got.join("\n")
    );
}

/// A bare `compare` asks for the sheet a move number at a time, says each
/// entry back, refuses commands and unreadable entries with a hint, and
/// compares at `end` (or an empty line); `cancel` leaves.
#[test]
fn entering_a_sheet_line_by_line() {
    let got = ruy(
        "en",
        &[
            "compare",
            "time",
            "quit",
            "e4 e5",
            "Sb9",
            "Springer Felix drei Nc6",
            "end",
            "compare",
            "e4",
            "cancel",
            "status",
        ],
    );
    let mut want = common::lines(&[
        "Enter the other scoresheet's moves, one or more a line, in letters or in words. \
         Type end or an empty line to compare them, or cancel to leave.",
        "Next: move 1 of White.",
        "\"time\" is a command: here, type the other scoresheet's moves. \
         Type end to compare them, or cancel to leave. Next: move 1 of White.",
        "\"quit\" is a command: here, type the other scoresheet's moves. \
         Type end to compare them, or cancel to leave. Next: move 1 of White.",
        // One line read back for each line typed, words typed as letters.
        "Read: 1. e4 e5. Next: move 2 of White.",
        "Move 2 of White, \"Sb9\", is no move in its position: type it again. \
         Next: move 2 of White.",
        "Read: 2. Nf3 Nc6. Next: move 3 of White.",
        "The other scoresheet agrees with the game up to after move 2 of Black. \
         It stops there: the rest is not written on it yet.",
        "The peg board agrees with the scoresheets. If the boards differ, the opponent's \
         board is set to the position of the scoresheets (D.2.9).",
    ]);
    want.extend(common::lines(&[
        "Enter the other scoresheet's moves, one or more a line, in letters or in words. \
         Type end or an empty line to compare them, or cancel to leave.",
        "Next: move 1 of White.",
        "Read: 1. e4. Next: move 1 of Black.",
        "Scoresheet entry left: nothing was compared.",
        "White to move.",
    ]));
    assert_eq!(got[got.len() - want.len()..], want, "{}", got.join("\n"));

    // In Danish; an empty line compares, and nothing entered compares nothing.
    let got = ruy("da", &["compare", "", "compare", "e4 e5", ""]);
    let all = got.join("\n");
    assert!(
        all.contains("Der blev ikke skrevet nogen træk: intet blev sammenlignet."),
        "{all}"
    );
    // Read back in the Danish letters.
    assert!(all.contains("Læst: 1. e4 e5."), "{all}");
    assert!(all.contains("Næste: Hvids træk 2."), "{all}");
    assert!(
        all.contains("Den anden noteringsliste stemmer overens med partiet"),
        "{all}"
    );
}

/// Issue 48, point 11: one rule whether the other sheet is typed on one
/// line or line by line: an entry that is no move in its position, not
/// typed again, stops the comparison in both ("nothing was compared"),
/// where line by line used to say the sheets agreed up to it.
#[test]
fn an_impossible_entry_stops_the_comparison_typed_either_way() {
    let refused = "Move 2 of White on the other scoresheet, \"Nf9\", is no move in its \
                   position: nothing was compared.";
    for commands in [
        &["compare 1. e4 e5 2. Nf9"][..],
        &["compare", "e4", "e5", "Nf9", "end"][..],
    ] {
        let got = ruy("en", commands);
        assert!(
            has_printed(&got, refused),
            "{commands:?}: {}",
            got.join("\n")
        );
        assert!(
            !got.iter().any(|l| l.contains("agrees with the game")),
            "{commands:?}: {}",
            got.join("\n")
        );
    }
}

/// A walk's dead end: after a comparison found a difference, `yes` (as if
/// the proposal were open) says to type rollback for it.
#[test]
fn yes_after_a_difference_points_to_rollback() {
    let got = ruy("en", &["compare 1. e4 e5 2. Nf3 Nf6", "yes"]);
    assert!(
        common::flat(&got.join(" ")).contains(
            "No question is open: yes and no answer a proposal (a rollback, a result to record). \
             The last comparison found a difference: type rollback for the proposal to go back, then yes or no."
        ),
        "{}",
        got.join("\n")
    );
    // With nothing compared, no such hint.
    let got = ruy("en", &["yes"]);
    assert!(
        !got.join(" ").contains("type rollback"),
        "{}",
        got.join("\n")
    );
}
