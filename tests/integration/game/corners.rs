//! The smaller corners of issue 10 (point 15) in German and Danish: what a
//! command takes, earcons answered, a touch of an empty square, the
//! assistant that stays, what still works while adjourned, and a refusal
//! that is a whole sentence.

use crate::integration::common;

use common::{game_file, has_printed, play};

fn game(lang: &str, args: &[&str], commands: &[&str]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "corners.annabella");
    let mut all = vec!["--manual-clock", "--lang", lang];
    all.extend(args);
    play(&path, &all, commands)
}

#[test]
fn commands_say_what_they_take() {
    let got = game("de", &[], &["rate 500", "volume 300", "result 2-0"]);
    let want = common::lines(&[
        "rate erwartet eine Zahl von 10 bis 400 (Prozent der normalen Geschwindigkeit): \
         zum Beispiel \"rate 120\".",
        "volume erwartet eine Zahl von 0 bis 100 (Prozent): zum Beispiel \"volume 80\".",
        "result erwartet 1-0, 0-1 oder 1/2: zum Beispiel \"result 1-0\".",
    ]);
    assert_eq!(got[got.len() - want.len()..], want);
}

#[test]
fn earcons_off_is_answered() {
    let got = game("da", &[], &["earcons off", "earcons on"]);
    assert_eq!(
        got[got.len() - 2..],
        [
            "Lydsignaler fra: ingen korte lyde, kun tale.",
            "Lydsignaler til: korte lyde markerer et fuldført træk, en afvisning og uret.",
        ]
    );
}

#[test]
fn a_touch_of_an_empty_square_is_refused_not_logged() {
    let got = game("de", &[], &["touch e4", "touch e7"]);
    let want = common::lines(&[
        "Auf Eva vier steht nichts: nur eine berührte Figur wird für den Schiedsrichter \
         protokolliert.",
        "Für den Schiedsrichter protokolliert: Schwarz hat eine Figur berührt, \
         Bauer Eva sieben, 0 Sekunden nach Partiebeginn, Weiß am Zug.",
    ]);
    assert_eq!(got[got.len() - want.len()..], want);
}

#[test]
fn the_required_assistant_stays() {
    let got = game(
        "de",
        &["--opponent-hearing-impaired", "--assistant", "Eva"],
        &["assistant off"],
    );
    assert!(
        has_printed(
            &got,
            "Bei einem hörbehinderten Gegner ist ein Assistent vorgeschrieben (FIDE-Regeln 2017, Anhang D.2.11): \
             der Assistent bleibt. Einen anderen benennen: assistant NAME."
        ),
        "{}",
        got.join("\n")
    );
}

#[test]
fn adjourned_says_what_still_works() {
    let got = game(
        "da",
        &[],
        &["e4", "press", "seal e5", "Sf3", "Sc3", "sheet", "status"],
    );
    let all = got.join("\n");
    // A move refused while adjourned: one line, the same each time; the
    // whole list of what works comes with status (issue 32: nothing said
    // twice for nothing).
    // Two sentences over 80 characters: a line each.
    let refused = [
        "Sort har afgivet hemmeligt træk 1: partiet er afbrudt.",
        "Ved genoptagelsen: unseal; mere: status.",
    ];
    assert_eq!(
        got.windows(2)
            .filter(|w| w[0] == refused[0] && w[1] == refused[1])
            .count(),
        2,
        "{all}"
    );
    let sheet = got
        .iter()
        .position(|l| l == "1. e4")
        .unwrap_or_else(|| panic!("{all}"));
    assert_eq!(got[sheet - 1], refused[1], "{all}");
    assert!(
        got[sheet..]
            .join(" ")
            .contains("time, status, sheet, last, board."),
        "{all}"
    );
}

#[test]
fn a_refusal_is_a_whole_sentence() {
    // The blind player's own move refused is a slip of typing: no hint.
    let got = game("de", &[], &["Se5"]);
    assert_eq!(got.last().unwrap(), "Kein Springer kann e5 erreichen.");
    // The opponent's, relayed from his board, can be reported.
    let got = game(
        "de",
        &[],
        &["e4", "press", "f5", "press", "Dh5", "press", "Kf7"],
    );
    let want = common::lines(&[
        "Der König steht im Schach, und dieser Zug hebt das Schach nicht auf. \
         Wenn er auf dem Brett ausgeführt wurde, für den Schiedsrichter melden: \
         report illegal Kf7",
    ]);
    assert_eq!(got[got.len() - want.len()..], want);
}
