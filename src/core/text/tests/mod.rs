//! The sentences as said, the plurals, and the catalogues' completeness.

use super::*;
use crate::clock::TimeControl;
use crate::input::MoveReader;

fn reason(lang: Lang, fen: &str, input: &str) -> String {
    let pos: Chess = if fen.is_empty() {
        Chess::default()
    } else {
        fen.parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap()
    };
    let reader = MoveReader::new(&[], Some(lang.letters()));
    let e = reader.read(&pos, input).unwrap_err();
    move_error(lang, &pos, input, &e, lang.letters(), None)
}

/// (language, position (empty: the start), input, the reason said).
fn explained(cases: &[(Lang, &str, &str, &str)]) {
    for (lang, fen, input, said) in cases {
        assert_eq!(reason(*lang, fen, input), *said, "{lang} {input}");
    }
}

#[test]
fn english_reasons() {
    let pinned = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    explained(&[
        (Lang::En, "", "Nf4", "no knight can reach f4"),
        (Lang::En, "", "Ngf4", "no knight on the g-file can reach f4"),
        (Lang::En, "", "Qd4", "no queen can reach d4"),
        (Lang::En, "", "e3e4", "there is no piece on e3"),
        (
            Lang::En,
            "",
            "xyz",
            "\"xyz\" is not a move I can read; type e.g. e4, Nf3, e2e4 or \"Springer Felix drei\"",
        ),
        (Lang::En, pinned, "Nc3", "the king would be in check"),
        (
            Lang::En,
            "4k3/8/8/4B3/8/2n5/1P6/4K3 w - - 0 1",
            "BXC3",
            "\"BXC3\" fits several moves: bxc3 (b2c3) or Bxc3 (e5c3); type the one you mean more exactly",
        ),
        (
            Lang::En,
            "k7/3P4/8/8/8/8/8/4K3 w - - 0 1",
            "d8",
            "the pawn reaches d8: name the new piece, e.g. d8Q",
        ),
    ]);
}

#[test]
fn every_language_explains() {
    explained(&[
        (Lang::Da, "", "Sf4", "ingen springer kan nå f4"),
        (Lang::De, "", "Sf4", "kein Springer kann f4 erreichen"),
        (Lang::Nb, "", "Sf4", "ingen springer kan nå f4"),
        (Lang::De, "", "Dd4", "keine Dame kann d4 erreichen"),
        (Lang::Da, "", "Td4", "intet tårn kan nå d4"),
        (
            Lang::De,
            "",
            "0-0",
            "die kurze Rochade ist nicht möglich: zwischen König und Turm stehen Figuren",
        ),
        (
            Lang::Da,
            "k7/3P4/8/8/8/8/8/4K3 w - - 0 1",
            "d8",
            "bonden når d8: nævn den nye brik, for eksempel d8D",
        ),
    ]);
}

#[test]
fn a_message_alone_is_a_full_sentence() {
    assert_eq!(
        full_sentence("no king can reach e3"),
        "No king can reach e3."
    );
    assert_eq!(full_sentence("Done."), "Done.");
    assert_eq!(
        full_sentence("type \"Springer Felix drei\""),
        "Type \"Springer Felix drei\"."
    );
    assert_eq!(full_sentence("Go back? "), "Go back?");
    assert_eq!(full_sentence("(as it was.)"), "(as it was.)");
}

#[test]
fn sentence_capitalizes() {
    assert_eq!(sentence("ørn"), "Ørn");
    assert_eq!(sentence(""), "");
    assert_eq!(sentence("f2 is taken"), "f2 is taken");
}

#[test]
fn colour_adjectives_agree_with_the_piece() {
    let de = Lang::De.text();
    let w = Color::White;
    let b = Color::Black;
    assert_eq!(
        de.square_piece("David eins", Role::Queen, w, "Dame", None),
        "David eins: weiße Dame"
    );
    assert_eq!(
        de.square_piece("David acht", Role::Queen, b, "Dame", None),
        "David acht: schwarze Dame"
    );
    for role in [
        Role::King,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ] {
        let piece = de.piece(role);
        assert_eq!(
            de.square_piece("Felix drei", role, w, &piece, None),
            format!("Felix drei: weißer {piece}")
        );
        assert_eq!(
            de.square_piece("Felix drei", role, b, &piece, None),
            format!("Felix drei: schwarzer {piece}")
        );
    }
    // Danish and Norwegian adjectives agree with the noun's gender.
    for (lang, square, role, color, piece, said) in [
        (
            Lang::Da,
            "Anna et",
            Role::Rook,
            w,
            "tårn",
            "Anna et: hvidt tårn",
        ),
        (
            Lang::Da,
            "Anna otte",
            Role::Rook,
            b,
            "tårn",
            "Anna otte: sort tårn",
        ),
        (
            Lang::Da,
            "Frederik tre",
            Role::Knight,
            w,
            "springer",
            "Frederik tre: hvid springer",
        ),
        (
            Lang::Nb,
            "Anna en",
            Role::Rook,
            w,
            "tårn",
            "Anna en: hvitt tårn",
        ),
        (
            Lang::Nb,
            "Anna åtte",
            Role::Rook,
            b,
            "tårn",
            "Anna åtte: svart tårn",
        ),
        (
            Lang::Nb,
            "Felix tre",
            Role::Knight,
            w,
            "springer",
            "Felix tre: hvit springer",
        ),
        (
            Lang::En,
            "Felix drei",
            Role::Knight,
            w,
            "Springer",
            "Felix drei: white Springer",
        ),
    ] {
        assert_eq!(
            lang.text().square_piece(square, role, color, piece, None),
            said
        );
    }
    // A vocabulary's phrase, where given (in a sentence of its own
    // language: explore.rs decides), is said as it is; else this
    // language's colour word and the noun.
    let phrase = |lang: Lang, phrase| {
        lang.text()
            .square_piece("Eva eins", Role::King, w, "König", phrase)
    };
    assert_eq!(
        phrase(Lang::De, Some("weißer König")),
        "Eva eins: weißer König"
    );
    assert_eq!(phrase(Lang::En, None), "Eva eins: white König");
    assert_eq!(phrase(Lang::Da, None), "Eva eins: hvid König");
    let da = Lang::Da.text();
    assert_eq!(de.square_empty("Felix drei"), "Felix drei: leer");
    assert_eq!(da.square_empty("Frederik tre"), "Frederik tre: tom");
}

#[test]
fn exploration_sentences() {
    let en = Lang::En.text();
    assert_eq!(
        en.board_flipped(true),
        "The board is seen from Black's side."
    );
    assert_eq!(
        Lang::Da.text().board_flipped(false),
        "Brættet ses fra Hvids side."
    );
    assert_eq!(
        Lang::Nb.text().pieces_report(Color::White, "konge Eva en"),
        "Hvit: konge Eva en."
    );
    assert_eq!(
        en.moves_report("Springer Gustav eins", &["Springer Felix drei".into()]),
        "Springer Gustav eins has 1 move: Springer Felix drei."
    );
    assert_eq!(
        en.attack_report("Eva vier", "", "Bauer David drei"),
        "Eva vier: not attacked; defended by Bauer David drei."
    );
    assert_eq!(Lang::De.text().line_report(&["8 leer".into()]), "8 leer.");
    assert_eq!(Lang::Da.text().empty_run(1), "1 tom");
    assert_eq!(Lang::Nb.text().empty_run(3), "3 tomme");
}

// Plurals: every count said in every language, with 1 and with 2.

#[test]
fn the_clock_counts_moves_in_the_plural_only_for_more_than_one() {
    let line = |lang: Lang, n| {
        lang.text().time_line(
            Color::White,
            n,
            Span::seconds(61),
            Span::seconds(3661),
            false,
        )
    };
    assert_eq!(
        line(Lang::En, 1),
        "White: 1 move completed, 1 minute 1 second used, 1 hour 1 minute 1 second left."
    );
    assert_eq!(
        line(Lang::En, 2),
        "White: 2 moves completed, 1 minute 1 second used, 1 hour 1 minute 1 second left."
    );
    assert_eq!(
        line(Lang::De, 1),
        "Weiß: 1 Zug abgeschlossen, 1 Minute 1 Sekunde verbraucht, 1 Stunde 1 Minute 1 Sekunde übrig."
    );
    assert_eq!(
        line(Lang::De, 2),
        "Weiß: 2 Züge abgeschlossen, 1 Minute 1 Sekunde verbraucht, 1 Stunde 1 Minute 1 Sekunde übrig."
    );
    assert_eq!(
        line(Lang::Da, 1),
        "Hvid: 1 træk fuldført, 1 minut 1 sekund brugt, 1 time 1 minut 1 sekund tilbage."
    );
    assert_eq!(
        line(Lang::Da, 2),
        "Hvid: 2 træk fuldført, 1 minut 1 sekund brugt, 1 time 1 minut 1 sekund tilbage."
    );
    assert_eq!(
        line(Lang::Nb, 1),
        "Hvit: 1 trekk fullført, 1 minutt 1 sekund brukt, 1 time 1 minutt 1 sekund igjen."
    );
    assert_eq!(
        line(Lang::Nb, 2),
        "Hvit: 2 trekk fullført, 1 minutt 1 sekund brukt, 1 time 1 minutt 1 sekund igjen."
    );
    assert_eq!(
        Lang::En
            .text()
            .time_line(Color::Black, 0, Span::ZERO, Span::ZERO, true),
        "Black: 0 moves completed, 0 seconds used, flag fallen."
    );
}

#[test]
fn a_system_locale_names_a_language_where_there_is_a_catalogue() {
    assert_eq!(Lang::from_locale("da_DK.UTF-8"), Some(Lang::Da));
    assert_eq!(Lang::from_locale("de-AT"), Some(Lang::De));
    assert_eq!(Lang::from_locale("nb_NO"), Some(Lang::Nb));
    assert_eq!(Lang::from_locale("nn_NO.UTF-8"), Some(Lang::Nb));
    assert_eq!(Lang::from_locale("en-US"), Some(Lang::En));
    assert_eq!(Lang::from_locale("sv_SE.UTF-8"), None);
    assert_eq!(Lang::from_locale("C.UTF-8"), None);
    assert_eq!(Lang::from_locale("POSIX"), None);
    assert_eq!(Lang::from_locale(""), None);
}

#[test]
fn durations_say_each_unit_in_the_right_number() {
    let said = |lang: Lang, seconds| lang.text().duration(Span::seconds(seconds));
    let two = 2 * 3600 + 2 * 60 + 2;
    assert_eq!(said(Lang::En, 3661), "1 hour 1 minute 1 second");
    assert_eq!(said(Lang::En, two), "2 hours 2 minutes 2 seconds");
    assert_eq!(said(Lang::En, 0), "0 seconds");
    assert_eq!(said(Lang::De, 3661), "1 Stunde 1 Minute 1 Sekunde");
    assert_eq!(said(Lang::De, two), "2 Stunden 2 Minuten 2 Sekunden");
    assert_eq!(said(Lang::De, 0), "0 Sekunden");
    assert_eq!(said(Lang::Da, 3661), "1 time 1 minut 1 sekund");
    assert_eq!(said(Lang::Da, two), "2 timer 2 minutter 2 sekunder");
    assert_eq!(said(Lang::Da, 0), "0 sekunder");
    assert_eq!(said(Lang::Nb, 3661), "1 time 1 minutt 1 sekund");
    assert_eq!(said(Lang::Nb, two), "2 timer 2 minutter 2 sekunder");
    assert_eq!(said(Lang::Nb, 60), "1 minutt");
}

#[test]
fn a_piece_has_one_move_or_several() {
    let report = |lang: Lang, n: usize| {
        let moves: Vec<String> = ["Felix drei", "Hugo drei"][..n]
            .iter()
            .map(|m| m.to_string())
            .collect();
        lang.text().moves_report("Springer Gustav eins", &moves)
    };
    assert_eq!(
        report(Lang::En, 1),
        "Springer Gustav eins has 1 move: Felix drei."
    );
    assert_eq!(
        report(Lang::En, 2),
        "Springer Gustav eins has 2 moves: Felix drei, Hugo drei."
    );
    assert_eq!(
        report(Lang::De, 1),
        "Springer Gustav eins hat 1 Zug: Felix drei."
    );
    assert_eq!(
        report(Lang::De, 2),
        "Springer Gustav eins hat 2 Züge: Felix drei, Hugo drei."
    );
    assert_eq!(
        report(Lang::Da, 1),
        "Springer Gustav eins har 1 træk: Felix drei."
    );
    assert_eq!(
        report(Lang::Da, 2),
        "Springer Gustav eins har 2 træk: Felix drei, Hugo drei."
    );
    assert_eq!(
        report(Lang::Nb, 1),
        "Springer Gustav eins har 1 trekk: Felix drei."
    );
    assert_eq!(
        report(Lang::Nb, 2),
        "Springer Gustav eins har 2 trekk: Felix drei, Hugo drei."
    );
}

#[test]
fn runs_of_empty_squares_agree_with_their_count() {
    let run = |lang: Lang, n| lang.text().empty_run(n);
    assert_eq!(run(Lang::En, 1), "1 empty");
    assert_eq!(run(Lang::En, 2), "2 empty");
    assert_eq!(run(Lang::De, 1), "1 leer");
    assert_eq!(run(Lang::De, 2), "2 leer");
    assert_eq!(run(Lang::Da, 1), "1 tom");
    assert_eq!(run(Lang::Da, 2), "2 tomme");
    assert_eq!(run(Lang::Nb, 1), "1 tom");
    assert_eq!(run(Lang::Nb, 2), "2 tomme");
}

#[test]
fn illegal_moves_are_numbered() {
    let declared = |lang: Lang, n| lang.text().illegal_declared(Color::Black, n, 2017, "7.5.5");
    assert_eq!(
        declared(Lang::En, 1),
        "Illegal move by Black recorded (number 1 for Black; laws of 2017, 7.5.5); the position before it is restored. Black to move."
    );
    assert_eq!(
        declared(Lang::En, 2),
        "Illegal move by Black recorded (number 2 for Black; laws of 2017, 7.5.5); the position before it is restored. Black to move."
    );
    assert_eq!(
        declared(Lang::De, 2),
        "Regelwidriger Zug von Schwarz vermerkt (der 2. regelwidrige Zug von Schwarz; FIDE-Regeln 2017, Art. 7.5.5); die Stellung davor ist wiederhergestellt. Schwarz ist am Zug."
    );
    assert_eq!(
        declared(Lang::Da, 1),
        "Ulovligt træk af Sort registreret (ulovligt træk nummer 1 for Sort; FIDEs regler 2017, § 7.5.5); stillingen før trækket er genskabt. Sort er i trækket."
    );
    assert_eq!(
        declared(Lang::Nb, 2),
        "Ulovlig trekk av svart registrert (nummer 2 for svart; FIDEs regler 2017, § 7.5.5); stillingen før trekket er gjenopprettet. Svart er i trekket."
    );
}

#[test]
fn time_controls_count_their_moves() {
    for (lang, text, said) in [
        (
            Lang::En,
            "1/60s:30s",
            "1 move in 1 minute, then 30 seconds for the rest of the game",
        ),
        (
            Lang::En,
            "90/40+30+30s",
            "40 moves in 1 hour 30 minutes, then 30 minutes for the rest of the game; 30 seconds added per move from move 1",
        ),
        // An increment of the second period only is said with it, and
        // from the move it starts at (the program's readback of a control).
        (
            Lang::En,
            "40/5400:1800+30",
            "40 moves in 1 hour 30 minutes, then 30 minutes for the rest of the game; 30 seconds added per move from move 41",
        ),
        (
            Lang::En,
            "40/5400+10:1800+30",
            "40 moves in 1 hour 30 minutes; 10 seconds added per move from move 1, then 30 minutes for the rest of the game; 30 seconds added per move from move 41",
        ),
        (
            Lang::De,
            "40/5400:1800+30",
            "40 Züge in 1 Stunde 30 Minuten, dann 30 Minuten für den Rest der Partie; 30 Sekunden Zuschlag pro Zug ab Zug 41",
        ),
        // A single period: from the first move, not said.
        (
            Lang::En,
            "15+10",
            "15 minutes for the rest of the game; 10 seconds added per move",
        ),
        (
            Lang::De,
            "1/60s:30s",
            "1 Zug in 1 Minute, dann 30 Sekunden für den Rest der Partie",
        ),
        (
            Lang::De,
            "2/60s:30s",
            "2 Züge in 1 Minute, dann 30 Sekunden für den Rest der Partie",
        ),
        (
            Lang::Da,
            "1/60s:30s",
            "1 træk i 1 minut, derefter 30 sekunder til resten af partiet",
        ),
        (
            Lang::Nb,
            "2/7200:60s",
            "2 trekk på 2 timer, deretter 1 minutt for resten av partiet",
        ),
    ] {
        assert_eq!(control(lang, &TimeControl::parse(text).unwrap()), said);
    }
}

#[test]
fn no_isolation_marks_reach_the_output() {
    for lang in Lang::ALL {
        let said = lang.text().unknown_word("xyz q", "q");
        assert!(!said.contains(['\u{2068}', '\u{2069}']), "{said:?}");
    }
}

// A debug build's check: a release build says the message's name instead.
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "no-such-message")]
fn a_missing_message_stops_the_tests() {
    Lang::De
        .text()
        .message("no-such-message", &fluent_bundle::FluentArgs::new());
}

#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "unreadable")]
fn a_missing_variable_stops_the_tests() {
    Lang::Da
        .text()
        .message("unreadable", &fluent_bundle::FluentArgs::new());
}

/// Time used and time left are rounded the same way, so they add up to the
/// time there was.
#[test]
fn used_and_left_add_up() {
    let t = Lang::En.text();
    let total = Span::minutes(90);
    for used_ms in [10_400, 10_600, 59_999, 3_599_501] {
        let used = Span(used_ms);
        let said = |s: Span| {
            let text = t.duration(s);
            text.split(' ')
                .collect::<Vec<_>>()
                .chunks(2)
                .map(|c| {
                    let n: i64 = c[0].parse().unwrap();
                    n * match c[1].trim_end_matches('s') {
                        "hour" => 3600,
                        "minute" => 60,
                        _ => 1,
                    }
                })
                .sum::<i64>()
        };
        assert_eq!(said(used) + said(total - used), 5400, "{used_ms}");
    }
}

mod catalogue;
mod glossary;
mod lines;
mod suggestions;

use catalogue::{Refs, catalogue};

#[test]
fn sizes_read_as_people_say_them() {
    assert_eq!(size_text(10), "10 B");
    assert_eq!(size_text(4097), "5 KB");
    assert_eq!(size_text(300 << 20), "300 MB");
}
