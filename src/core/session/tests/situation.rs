//! Issue 48: one model of what the players must know now, read from the
//! session in every state a game passes through.

use super::*;
use crate::session::situation::{Phase, Situation};
use crate::text::Lang;

fn table() -> Table {
    Table::new(setup("90/40+30+30s"))
}

fn situation(t: &Table) -> Situation {
    t.session.situation(&t.ctx)
}

#[test]
fn every_state_of_a_game_is_in_the_situation() {
    let white = Color::White;
    let black = Color::Black;
    // (what is done, the phase, the move to carry out, question, offer, peg)
    type Case = (
        &'static str,
        fn(&mut Table),
        Phase,
        Option<(Color, &'static str)>,
        bool,
        Option<Color>,
        bool,
    );
    let cases: [Case; 8] = [
        (
            "the start",
            |_| {},
            Phase::Playing {
                to_move: white,
                number: 1,
            },
            None,
            false,
            None,
            false,
        ),
        (
            "a move announced",
            |t| {
                t.act(Action::Move("e4".into()), 1);
            },
            Phase::Playing {
                to_move: white,
                number: 1,
            },
            Some((white, "Bauer Eva vier")),
            false,
            None,
            false,
        ),
        (
            "completed",
            |t| t.play(&["e4"], 1),
            Phase::Playing {
                to_move: black,
                number: 1,
            },
            None,
            false,
            None,
            false,
        ),
        (
            "an offer standing with a move announced",
            |t| {
                t.play(&["e4"], 1);
                t.act(Action::Move("e5".into()), 2);
                t.act(Action::OfferDraw(Some(Color::Black)), 2);
            },
            Phase::Playing {
                to_move: black,
                number: 1,
            },
            Some((black, "Bauer Eva fünf")),
            false,
            Some(black),
            false,
        ),
        (
            "a question waiting",
            |t| {
                t.play(&["e4"], 1);
                t.act(Action::Resign(Some(Color::Black)), 2);
            },
            Phase::Playing {
                to_move: black,
                number: 1,
            },
            None,
            true,
            None,
            false,
        ),
        (
            "the peg board differing",
            |t| {
                t.act(Action::Move("e4".into()), 1);
                t.act(Action::Peg(PegInput::Move("e3".into())), 1);
            },
            Phase::Playing {
                to_move: white,
                number: 1,
            },
            Some((white, "Bauer Eva vier")),
            false,
            None,
            true,
        ),
        (
            "adjourned",
            |t| {
                t.play(&["e4"], 1);
                t.act(Action::Seal("e5".into()), 2);
            },
            Phase::Adjourned {
                sealed_by: black,
                number: 1,
            },
            None,
            false,
            None,
            false,
        ),
        (
            "ended, with the offer it ended with gone",
            |t| {
                t.play(&["e4", "e5"], 1);
                t.act(Action::OfferDraw(Some(Color::White)), 2);
                t.act(Action::Accept, 2);
                t.answer(true, 2);
            },
            Phase::Ended {
                result: GameResult::Draw,
            },
            None,
            false,
            None,
            false,
        ),
    ];
    for (what, done, phase, carry, question, offer, peg) in cases {
        let mut t = table();
        done(&mut t);
        let s = situation(&t);
        assert_eq!(s.phase, phase, "{what}");
        assert_eq!(
            s.to_carry_out,
            carry.map(|(c, said)| (c, said.to_string())),
            "{what}"
        );
        assert_eq!(s.question.is_some(), question, "{what}");
        assert_eq!(s.offer, offer, "{what}");
        assert_eq!(s.peg_differs, peg, "{what}");
        assert_eq!(
            s.holds_the_letters(),
            carry.is_some() || offer.is_some(),
            "{what}"
        );
        // Said in every language, each part a short phrase.
        for lang in Lang::ALL {
            let brief = s.brief(lang.text());
            let parts = 1 + usize::from(question) + usize::from(offer.is_some()) + usize::from(peg);
            assert_eq!(brief.len(), parts, "{what}: {lang}: {brief:?}");
            for part in &brief {
                assert!(
                    !part.is_empty() && part.chars().count() <= 80,
                    "{what}: {part}"
                );
            }
        }
    }
}

#[test]
fn the_brief_names_the_move_to_carry_out_first() {
    let mut t = table();
    t.act(Action::Move("Nf3".into()), 1);
    t.act(Action::OfferDraw(Some(Color::White)), 1);
    let brief = situation(&t).brief(Lang::En.text());
    assert_eq!(
        brief,
        [
            "White announced Springer Felix drei: to carry out",
            "Draw offer by White"
        ]
    );
    t.act(Action::Press, 2);
    t.play(&["e5"], 3);
    t.act(Action::Seal("Nc3".into()), 4);
    assert_eq!(
        situation(&t).brief(Lang::De.text()),
        ["Hängepartie: Weiß hat Zug 2 abgegeben"]
    );
}

/// Issue 48, point 3: while the acceptance of a draw offer waits for yes,
/// `status` asks for the answer and no longer offers accept or decline.
#[test]
fn status_does_not_offer_what_the_open_answer_decides() {
    let mut t = table();
    t.play(&["e4", "e5"], 1);
    t.act(Action::OfferDraw(Some(Color::White)), 2);
    let open = t.session.status(&t.ctx).join(" ");
    assert!(open.contains("accept or decline"), "{open}");
    t.act(Action::Accept, 2);
    let waiting = t.session.status(&t.ctx).join(" ");
    assert!(!waiting.contains("accept or decline"), "{waiting}");
    assert!(waiting.contains("yes"), "{waiting}");
}

/// The state names what a question would record (a walk heard "yes or
/// no?" on the display with nothing to say what about).
#[test]
fn a_question_names_what_it_would_record() {
    use crate::session::situation::Asked;
    let mut t = table();
    t.play(&["e4"], 1);
    assert_eq!(t.act(Action::Resign(Some(Color::Black)), 2), None);
    assert_eq!(
        situation(&t).question,
        Some(Asked::Result(GameResult::WhiteWins))
    );
    let brief = situation(&t).brief(Lang::En.text());
    assert!(
        brief.contains(&"result 1-0: yes or no?".to_string()),
        "{brief:?}"
    );
    t.answer(false, 3);
    assert_eq!(situation(&t).question, None);
}
