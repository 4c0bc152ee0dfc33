//! Rapid and blitz by edition, through the session: what `illegal`, a
//! late `illegal N`, `claim time` and a breach propose (the appendices on
//! rapid and blitz: FIDE Laws 2017 and 2014 A and B, 2005 and 2001 B and C).

use super::*;
use crate::kind::{Kind, Regulations, Supervision};
use crate::laws::Breach;

fn game(laws: Laws, control: &str, supervision: Supervision) -> Table {
    let setup = Setup {
        laws,
        white: "Anna".into(),
        black: "Bo".into(),
        regulations: Regulations {
            kind: None,
            supervision,
            quickplay: false,
        },
        ..Setup::manual(TimeControl::parse(control).unwrap())
    };
    Table::new(setup)
}

/// The penalty `yes` would record for the proposal: time for a side, or an end.
fn proposed(t: &Table) -> Event {
    let proposal = t.session.proposal().expect("a proposal");
    proposal.then.last().unwrap().clone()
}

fn time_added(span: Span) -> impl Fn(&Event) -> bool {
    move |e| matches!(e, Event::TimeAdded { span: s, .. } if *s == span)
}

fn ends(result: GameResult) -> impl Fn(&Event) -> bool {
    move |e| matches!(e, Event::Ended { result: r, reason: EndReason::IllegalMoves, .. } if *r == result)
}

/// The first completed illegal move, as each edition rules it for each
/// kind of game: time (1 minute in 2014/2017 blitz), or the loss on claim.
#[test]
fn the_first_illegal_move_by_edition_and_kind() {
    use Supervision::*;
    let one = Span::minutes(1);
    let two = Span::minutes(2);
    type Expected = Box<dyn Fn(&Event) -> bool>;
    let rows: Vec<(Laws, &str, Supervision, Expected)> = vec![
        (Laws::Y2017, "90m+30s", Partial, Box::new(time_added(two))),
        (
            Laws::Y2017,
            "15+10",
            Partial,
            Box::new(ends(GameResult::BlackWins)),
        ),
        (Laws::Y2017, "15+10", Full, Box::new(time_added(two))),
        (
            Laws::Y2017,
            "3+2",
            Partial,
            Box::new(ends(GameResult::BlackWins)),
        ),
        (Laws::Y2017, "3+2", Full, Box::new(time_added(one))),
        (Laws::Y2014, "3+2", Full, Box::new(time_added(one))),
        (
            Laws::Y2014,
            "25+0",
            Partial,
            Box::new(ends(GameResult::BlackWins)),
        ),
        (Laws::Y2005, "20+0", Partial, Box::new(time_added(two))),
        (
            Laws::Y2005,
            "5+0",
            Partial,
            Box::new(ends(GameResult::BlackWins)),
        ),
        (
            Laws::Y2001,
            "5+3",
            Full,
            Box::new(ends(GameResult::BlackWins)),
        ),
    ];
    for (laws, control, supervision, expected) in rows {
        let mut t = game(laws, control, supervision);
        t.play(&["Nf3"], 1);
        assert_eq!(t.act(Action::Illegal(None), 2), None);
        let penalty = proposed(&t);
        assert!(
            expected(&penalty),
            "{laws} {control} {}: {penalty:?}",
            supervision.name()
        );
    }
}

/// An illegal move where the claimant cannot mate is a draw (C3, A.4.2).
#[test]
fn the_claim_of_a_side_that_cannot_mate_is_a_draw() {
    for laws in [Laws::Y2005, Laws::Y2017] {
        let setup = Setup {
            laws,
            fen: Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into()),
            ..Setup::manual(TimeControl::parse("3+2").unwrap())
        };
        let mut t = Table::new(setup);
        t.play(&["e4"], 1);
        t.act(Action::Illegal(None), 2);
        assert!(ends(GameResult::Draw)(&proposed(&t)), "{laws}");
    }
}

/// A move found illegal several moves later: the game goes back to the
/// position before it in standard play; in rapid without full supervision
/// it stands once the opponent has moved.
#[test]
fn an_illegal_move_found_later() {
    let mut t = game(Laws::Y2017, "90m+30s", Supervision::Partial);
    t.play(&["e4", "e5", "Nf3", "Nc6", "Bb5"], 10);
    assert_eq!(
        t.act(
            Action::Illegal(Some(MoveRef {
                number: 2,
                side: None
            })),
            20
        ),
        Some(Refusal::WhichSide(2))
    );
    assert_eq!(
        t.act(
            Action::Illegal(Some(MoveRef {
                number: 7,
                side: None
            })),
            20
        ),
        Some(Refusal::NoSuchMove(MoveRef {
            number: 7,
            side: None
        }))
    );
    let named = MoveRef {
        number: 2,
        side: Some(Color::Black),
    };
    assert_eq!(t.act(Action::Illegal(Some(named)), 20), None);
    let question = t.session.question(&t.ctx).unwrap();
    assert!(question.contains("taken back too"), "{question}");
    assert!(
        question.contains("2 minutes added to White's clock"),
        "{question}"
    );
    t.answer(true, 21);
    assert_eq!(t.session.game().plies().len(), 3);
    assert_eq!(t.session.position().turn(), Color::Black);
    assert_eq!(t.session.illegal_count(Color::Black), 1);
    assert_eq!(t.session.clock().running(), Some(Color::Black));
    // Each side's moves since go from its count.
    let white = t.session.clock().reading(Color::White, Stamp(21_000));
    assert_eq!(white.completed, 2);

    for (laws, control, article) in [
        (Laws::Y2017, "15+10", "A.4.2"),
        (Laws::Y2005, "20+0", "B6"),
        (Laws::Y2001, "5+0", "C3"),
    ] {
        let mut t = game(laws, control, Supervision::Partial);
        t.play(&["e4", "e5", "Nf3"], 10);
        let named = MoveRef {
            number: 1,
            side: Some(Color::Black),
        };
        assert_eq!(
            t.act(Action::Illegal(Some(named)), 20),
            Some(Refusal::IllegalStands {
                by: Color::Black,
                article
            }),
            "{laws}"
        );
        // An announced reply is a move made: too late as well.
        t.act(Action::Move("Nc6".into()), 21);
        assert!(matches!(
            t.act(Action::Illegal(None), 22),
            Some(Refusal::IllegalStands { .. })
        ));
    }
}

/// Both flags down, White's first: the standard claim is Black's; 2005
/// rapid gives a draw (B9); 2017 rapid gives no claim (A.4.3).
#[test]
fn both_flags_down_by_edition_and_kind() {
    let cases = [
        (Laws::Y2017, "90m", Some(GameResult::BlackWins)),
        (Laws::Y2005, "20+0", Some(GameResult::Draw)),
        (Laws::Y2001, "5+0", Some(GameResult::Draw)),
        (Laws::Y2017, "20+0", None),
        (Laws::Y2014, "5+0", None),
    ];
    for (laws, control, result) in cases {
        let mut t = game(laws, control, Supervision::Partial);
        let base = t
            .session
            .clock()
            .reading(Color::White, Stamp(0))
            .left
            .whole_seconds();
        // White thinks until a second is left, Black until a second is left,
        // then White's flag falls, White moves, and Black's falls.
        t.play(&["e4"], base - 1);
        t.play(&["e5"], 2 * base - 2);
        t.act(Action::Wait, 2 * base + 10);
        assert!(t.session.flag(Color::White).is_some(), "{laws} {control}");
        t.play(&["Nf3"], 2 * base + 10);
        t.act(Action::Wait, 2 * base + 20);
        assert!(t.session.flag(Color::Black).is_some(), "{laws} {control}");
        let refusal = t.act(Action::ClaimTime, 2 * base + 21);
        match result {
            Some(result) => {
                assert_eq!(refusal, None, "{laws} {control}");
                assert!(
                    matches!(proposed(&t), Event::Ended { result: r, .. } if r == result),
                    "{laws} {control}: {:?}",
                    proposed(&t)
                );
            }
            None => assert!(
                matches!(
                    refusal,
                    Some(Refusal::ClaimantOutOfTime {
                        by: Color::Black,
                        ..
                    })
                ),
                "{laws} {control}: {refusal:?}"
            ),
        }
    }
}

/// An incorrect claim in 2017 blitz costs 1 minute (B.2).
#[test]
fn an_incorrect_claim_in_blitz_costs_one_minute() {
    let mut t = game(Laws::Y2017, "3+2", Supervision::Partial);
    t.play(&["e4", "e5"], 5);
    assert_eq!(t.act(Action::Claim(ClaimKind::Threefold, None), 6), None);
    assert!(
        t.journal.iter().any(|r| matches!(
            &r.event,
            Event::Proposed { then, .. } if then.iter().any(time_added(Span::minutes(1)))
        )),
        "{:?}",
        t.journal
    );
}

/// 2017 7.7 and 7.8 share the illegal-move count: the second loses.
/// Before 2017 they are no illegal moves.
#[test]
fn breaches_count_as_illegal_moves_in_2017_only() {
    let mut t = game(Laws::Y2017, "90m+30s", Supervision::Partial);
    t.play(&["e4", "e5"], 5);
    t.act(Action::Illegal(None), 6);
    t.answer(true, 6);
    assert_eq!(t.session.illegal_count(Color::Black), 1);
    assert_eq!(
        t.act(Action::Breach(Breach::PressWithoutMove, Color::Black), 7),
        None
    );
    assert!(ends(GameResult::WhiteWins)(&proposed(&t)));
    t.answer(true, 7);
    assert_eq!(t.session.illegal_count(Color::Black), 2);

    let mut t = game(Laws::Y2014, "90m+30s", Supervision::Partial);
    assert_eq!(
        t.act(Action::Breach(Breach::TwoHands, Color::White), 1),
        Some(Refusal::NoSuchBreach(Breach::TwoHands))
    );
}

/// The kind is said at the start, with its articles, and kept by the setup.
#[test]
fn the_kind_is_said_at_the_start() {
    let t = game(Laws::Y2017, "15+10", Supervision::Partial);
    let said = started(t.session.setup(), &t.ctx.voice);
    assert!(said.contains("Rapid play (A.1, A.4)"), "{said}");
    assert!(said.contains("loses on the opponent's claim"), "{said}");
    assert_eq!(t.session.setup().ruling().kind, Kind::Rapid);
    let t = game(Laws::Y2014, "3+2", Supervision::Full);
    let said = started(t.session.setup(), &t.ctx.voice);
    assert!(said.contains("Blitz (B1, B3)"), "{said}");
    assert!(said.contains("Time penalties are 1 minute (B2)"), "{said}");
}

/// 2001 F2.9d and 2014 D2.9d: the time only on request, so no low-time
/// warning comes unasked; 2005 and 2017 warn as set.
#[test]
fn low_time_warnings_only_where_the_laws_let_them_come_unasked() {
    for (laws, warned) in [
        (Laws::Y2001, false),
        (Laws::Y2005, true),
        (Laws::Y2014, false),
        (Laws::Y2017, true),
    ] {
        let mut t = game(laws, "90m", Supervision::Partial);
        t.act(Action::Wait, 86 * 60);
        let any = t
            .journal
            .iter()
            .any(|r| matches!(r.event, Event::Warned { .. }));
        assert_eq!(any, warned, "{laws}");
        let said = started(t.session.setup(), &t.ctx.voice);
        assert_eq!(said.contains("only on request"), !warned, "{laws}: {said}");
    }
}

/// A press that completes a period reaches the time control: said with
/// the press and by `time` until the side's next move, and recorded.
#[test]
fn a_time_control_reached_is_said_and_recorded() {
    let mut t = game(Laws::Y2017, "2/300:60s", Supervision::Partial);
    t.play(&["e4", "e5", "Nf3"], 1);
    let said = t.texts().last().unwrap().to_string();
    assert!(
        said.contains("White reached the time control with move 2: 1 minute added."),
        "{said}"
    );
    let time = t.session.time_report(Stamp(1000));
    assert!(time.contains("White reached the time control"), "{time}");
    assert!(!time.contains("Black reached"), "{time}");
    assert!(t.session.decisions().iter().any(|n| matches!(
        n.decision,
        Decision::ControlReached {
            by: Color::White,
            moves: 2,
            ..
        }
    )));
    t.play(&["Nc6", "Bb5"], 2);
    let time = t.session.time_report(Stamp(2000));
    assert!(!time.contains("White reached"), "{time}");
}

/// The quickplay finish: only where announced and where it applies; the
/// claim needs less than 2 minutes in the last period; `yes` is the
/// arbiter's draw, `no` gives the opponent 2 minutes (2017 Guidelines III.2,
/// III.5).
#[test]
fn a_quickplay_finish_claim() {
    let quickplay = |laws, control: &str, announced| {
        let setup = Setup {
            laws,
            regulations: Regulations {
                quickplay: announced,
                ..Default::default()
            },
            ..Setup::manual(TimeControl::parse(control).unwrap())
        };
        Table::new(setup)
    };
    let mut t = quickplay(Laws::Y2017, "60m", false);
    assert_eq!(
        t.act(Action::ClaimQuickplay, 1),
        Some(Refusal::QuickplayNotAnnounced("III.2.1"))
    );
    let mut t = quickplay(Laws::Y2017, "60m+5s", true);
    assert_eq!(
        t.act(Action::ClaimQuickplay, 1),
        Some(Refusal::QuickplayExcluded("III.2.2"))
    );
    let mut t = quickplay(Laws::Y2005, "5m", true);
    assert_eq!(
        t.act(Action::ClaimQuickplay, 1),
        Some(Refusal::QuickplayExcluded("C2"))
    );

    let mut t = quickplay(Laws::Y2017, "60m", true);
    assert!(matches!(
        t.act(Action::ClaimQuickplay, 1),
        Some(Refusal::QuickplayNotYet {
            by: Color::White,
            ..
        })
    ));
    t.play(&["e4"], 59 * 60);
    t.play(&["e5"], 59 * 60);
    assert_eq!(t.act(Action::ClaimQuickplay, 59 * 60 + 10), None);
    assert_eq!(t.session.clock().running(), None);
    t.answer(false, 59 * 60 + 20);
    let black = t.session.clock().reading(Color::Black, Stamp(3_600_000));
    assert_eq!(black.left, Span::minutes(62));
    assert_eq!(t.session.clock().running(), Some(Color::White));
    assert_eq!(t.act(Action::ClaimQuickplay, 59 * 60 + 30), None);
    t.answer(true, 59 * 60 + 30);
    assert_eq!(
        t.session.outcome(),
        Some((
            GameResult::Draw,
            EndReason::QuickplayFinish,
            Some(Color::White)
        ))
    );
}

/// 2001 rapid: the claim of an illegal move is lost once the claimant has
/// touched a piece (B5b, 4.3), even before he moves.
#[test]
fn a_touch_ends_the_claim_in_2001_rapid() {
    let mut t = game(Laws::Y2001, "30m", Supervision::Partial);
    t.play(&["e4"], 5);
    assert_eq!(
        t.act(Action::Touch("g8".into(), Some(Color::Black)), 6),
        None
    );
    assert_eq!(
        t.act(Action::Illegal(None), 7),
        Some(Refusal::IllegalStands {
            by: Color::White,
            article: "B5b"
        })
    );
    // Under 2005 (B6) only his move ends it.
    let mut t = game(Laws::Y2005, "30m", Supervision::Partial);
    t.play(&["e4"], 5);
    t.act(Action::Touch("g8".into(), Some(Color::Black)), 6);
    assert_eq!(t.act(Action::Illegal(None), 7), None);
}

/// 2017 III.4: instead of claiming, the player to move asks for a
/// 5-second increment for both; it is a draw offer; declined, the arbiter
/// sets it and gives the opponent 2 minutes; then no quickplay claim.
#[test]
fn an_increment_asked_for_in_the_quickplay_finish() {
    let setup = Setup {
        regulations: Regulations {
            quickplay: true,
            ..Default::default()
        },
        ..Setup::manual(TimeControl::parse("60m").unwrap())
    };
    let mut t = Table::new(setup);
    t.play(&["e4"], 59 * 60);
    t.play(&["e5"], 59 * 60);
    assert_eq!(t.act(Action::RequestIncrement, 59 * 60 + 10), None);
    assert_eq!(t.session.standing_offer(), Some(Color::White));
    assert_eq!(t.act(Action::Decline, 59 * 60 + 12), None);
    t.answer(true, 59 * 60 + 12);
    let black = t.session.clock().reading(Color::Black, Stamp(3_552_000));
    assert_eq!(black.left, Span::minutes(62));
    t.play(&["Nf3"], 59 * 60 + 15);
    let white = t.session.clock().reading(Color::White, Stamp(3_555_000));
    // 60 s left at 59:00, 15 s thought, 5 s added.
    assert_eq!(white.left, Span::seconds(50));
    t.play(&["Nc6"], 59 * 60 + 15);
    assert_eq!(
        t.act(Action::ClaimQuickplay, 59 * 60 + 16),
        Some(Refusal::QuickplayExcluded("III.2.2"))
    );
    // 2005 has no such request.
    let setup = Setup {
        laws: Laws::Y2005,
        regulations: Regulations {
            quickplay: true,
            ..Default::default()
        },
        ..Setup::manual(TimeControl::parse("60m").unwrap())
    };
    let mut t = Table::new(setup);
    assert_eq!(
        t.act(Action::RequestIncrement, 1),
        Some(Refusal::NoIncrementRequest)
    );
}
