//! The laws' procedures on the session: the peg board mirror, the
//! scoresheets, the arbiter, adjournment and the assistant.

use super::*;

#[test]
fn a_wrong_peg_execution_is_news_at_once_and_fixed_by_the_steps() {
    let mut t = Table::new(setup("15+10"));
    t.play(&["e4"], 1);
    t.act(Action::Move("e5".into()), 2);
    assert_eq!(
        t.act(
            Action::Peg(PegInput::Squares("e7".into(), "e6".into(), None)),
            2
        ),
        None
    );
    assert_eq!(t.session.peg_news(), Some(true));
    assert_eq!(
        t.texts().last(),
        Some(&"The peg board differs: Bauer on Eva sechs should be on Eva fünf.")
    );
    t.act(Action::Press, 3);
    // Still different after the press; no news, and the steps put it right.
    assert_eq!(t.session.peg_news(), None);
    assert_eq!(
        t.session.diff_report(&t.ctx),
        [
            "The peg board differs from the game in one place; one step puts it right.",
            "Peg board: Bauer on Eva sechs should be on Eva fünf.",
            "Step 1 of 1: move Bauer from Eva sechs to Eva fünf.",
            "When the peg board is right, type peg fixed.",
        ]
    );
    let mut peg = t.session.peg_board();
    let mut held = Vec::new();
    for step in boards::steps(&peg, &t.session.game_board()) {
        boards::apply(&mut peg, &mut held, step).unwrap();
    }
    assert_eq!(peg, t.session.game_board());
    t.act(Action::PegFixed, 4);
    assert_eq!(t.session.peg_board(), t.session.game_board());
    assert_eq!(
        t.session.diff_report(&t.ctx),
        ["The peg board agrees with the game."]
    );
}

#[test]
fn the_last_completed_move_can_be_re_executed_on_the_peg_board() {
    let mut t = Table::new(setup("15+10"));
    t.play(&["Nf3"], 1);
    t.act(Action::Peg(PegInput::Move("Nh3".into())), 2);
    assert!(
        t.texts()
            .last()
            .unwrap()
            .starts_with("The peg board differs: Springer on Hector drei")
    );
    t.act(Action::Peg(PegInput::AsAnnounced), 3);
    assert_eq!(
        t.texts().last(),
        Some(&"The peg board agrees with the game.")
    );
    assert_eq!(
        t.act(
            Action::Peg(PegInput::Squares("e3".into(), "e4".into(), None)),
            3
        ),
        Some(Refusal::BadPegSquares("e3 e4".into()))
    );
}

#[test]
fn strict_mirror_waits_for_the_execution() {
    let mut s = setup("15+10");
    s.mirror = Mirror::Strict;
    let mut t = Table::new(s);
    t.act(Action::Move("e4".into()), 1);
    assert_eq!(t.act(Action::Press, 1), Some(Refusal::PegNeeded));
    t.act(Action::Peg(PegInput::AsAnnounced), 1);
    assert_eq!(t.act(Action::Press, 1), None);
}

#[test]
fn differing_scoresheets_roll_back_with_the_clocks_of_that_moment() {
    let mut t = Table::new(setup("10+0"));
    t.play(&["e4"], 10);
    t.play(&["e5"], 30);
    t.play(&["Nf3"], 70);
    t.play(&["Nc6"], 150);
    assert_eq!(
        t.act(Action::Compare("1. e4 e5 2. Nf3 Nf6".into()), 160),
        None
    );
    assert_eq!(t.session.comparison(), Some((3, false)));
    assert!(t.texts().last().unwrap().starts_with(
        "The scoresheets differ first at move 2 of Black: here Nc6, on the other sheet Nf6."
    ));
    assert_eq!(t.act(Action::Rollback, 170), None);
    assert_eq!(t.session.sheet(Letters::En), "1. e4 e5 2. Nf3 Nc6");
    t.answer(true, 170);
    assert_eq!(t.session.sheet(Letters::En), "1. e4 e5 2. Nf3");
    // Black had used 20 s at that point; White 10 + 40 = 50 s.
    assert_eq!(
        t.session.clock().reading(Color::Black, Stamp(170_000)).left,
        Span::seconds(580)
    );
    assert_eq!(
        t.session.clock().reading(Color::White, Stamp(170_000)).left,
        Span::seconds(550)
    );
    assert_eq!(t.session.clock().running(), Some(Color::Black));
    assert_eq!(t.session.taken_back().len(), 1);
    assert_eq!(
        t.act(Action::Rollback, 171),
        Some(Refusal::NothingToRollBack)
    );
}

#[test]
fn equal_scoresheets_name_the_board_to_correct() {
    let mut t = Table::new(setup("10+0"));
    t.play(&["e4", "e5"], 10);
    t.act(Action::Compare("e4 e5".into()), 11);
    assert_eq!(t.session.comparison(), Some((2, true)));
    assert!(
        t.texts()
            .iter()
            .any(|s| s.starts_with("Both scoresheets agree"))
    );
    assert!(t.texts().last().unwrap().contains("the opponent's board"));
}

#[test]
fn illegal_moves_count_to_the_limit_of_the_edition() {
    for (laws, limit) in [(Laws::Y2017, 2), (Laws::Y2005, 3)] {
        let mut s = setup("15+10");
        s.laws = laws;
        let mut t = Table::new(s);
        for n in 1..=limit {
            t.play(&["Nf3"], n);
            assert_eq!(t.act(Action::Illegal(None), n), None);
            // Proposed: nothing changes before yes.
            assert_eq!(t.session.illegal_count(Color::White), n as u32 - 1);
            assert_eq!(t.session.game().plies().len(), 1);
            let question = t.session.question(&t.ctx).unwrap();
            if n < limit {
                assert!(
                    question.contains("2 minutes added to Black's clock"),
                    "{laws}: {question}"
                );
            } else {
                assert!(
                    question.contains("White wins, 1-0") || question.contains("Black wins, 0-1"),
                    "{laws}: {question}"
                );
            }
            t.answer(true, n);
            assert_eq!(t.session.illegal_count(Color::White), n as u32);
            assert_eq!(t.session.game().plies().len(), 0);
            let texts = t.texts();
            // D.2.9: the peg board keeps the knight until it is put back.
            assert!(t.session.peg_differs(), "{laws}");
            assert!(
                texts.iter().any(|s| s.starts_with("Step 1 of 1: ")),
                "{laws}: {texts:?}"
            );
            t.act(Action::PegFixed, n);
            if n == limit {
                // Lost for illegal moves: PGN's "rules infraction", said as such.
                assert_eq!(
                    t.session.outcome().map(|o| (o.0, o.1)),
                    Some((GameResult::BlackWins, EndReason::IllegalMoves)),
                    "{laws}"
                );
                let pgn = crate::pgn::pgn(&t.session);
                assert!(pgn.contains("[Termination \"rules infraction\"]"), "{pgn}");
                assert!(
                    t.texts()
                        .iter()
                        .any(|s| s
                            .contains("The arbiter declares the result for the illegal moves.")),
                    "{laws}: {:?}",
                    t.texts()
                );
            }
        }
    }
}

/// `report illegal`: only a move that is no legal move is reported; it
/// keeps the position, counts with the declared ones, and brings the
/// edition's penalty: 2 minutes, at the limit the loss, or a draw where the
/// opponent cannot mate (2014/2017).
#[test]
fn reported_illegal_moves_count_and_bring_the_penalty() {
    let report = |input: &str| Action::ReportIllegal(input.into());
    for (laws, limit) in [(Laws::Y2017, 2), (Laws::Y2005, 3)] {
        let mut s = setup("15+10");
        s.laws = laws;
        let mut t = Table::new(s);
        assert_eq!(
            t.act(report("Nf3"), 1),
            Some(Refusal::ReportLegal("Nf3".into()))
        );
        assert!(matches!(
            t.act(report("xyz"), 1),
            Some(Refusal::Move { .. })
        ));
        t.play(&["e4"], 1);
        // An illegal move counted by the arbiter first: reports go on from it.
        t.play(&["Nf6"], 2);
        assert_eq!(t.act(Action::Illegal(None), 2), None);
        t.answer(true, 2);
        for n in 2..=limit {
            let step = t.session.step(&report("Ke4"), Stamp(3000), &t.ctx);
            let Some(Event::Proposed { then: kinds, .. }) = step.events.first().map(|r| &r.event)
            else {
                panic!("{laws}: {step:?}");
            };
            let kinds: Vec<_> = kinds.iter().collect();
            assert!(
                matches!(kinds[0], Event::IllegalReported { by: Color::Black, count, .. } if *count == n as u32),
                "{laws}: {kinds:?}"
            );
            if n < limit {
                assert!(
                    matches!(kinds[1], Event::TimeAdded { color: Color::White, span, .. } if *span == Span::minutes(2)),
                    "{laws}: {kinds:?}"
                );
            } else {
                assert!(
                    matches!(
                        kinds[1],
                        Event::Ended {
                            result: GameResult::WhiteWins,
                            ..
                        }
                    ),
                    "{laws}: {kinds:?}"
                );
            }
            assert_eq!(t.act(report("Ke4"), 3), None);
            t.answer(true, 3);
            assert_eq!(t.session.game().plies().len(), 1);
        }
        assert!(t.session.outcome().is_some());
    }
    // 2017: the offender's opponent has a lone king and cannot mate: a draw.
    let mut s = setup("15+10");
    s.fen = Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1".into());
    let mut t = Table::new(s);
    assert_eq!(t.act(report("Rb2"), 1), None);
    t.answer(true, 1);
    assert_eq!(t.act(report("Rb2"), 2), None);
    t.answer(true, 2);
    assert_eq!(
        t.session.outcome().map(|(r, _, _)| r),
        Some(GameResult::Draw)
    );
}

#[test]
fn the_sealed_move_made_at_resumption_declines_the_offer_it_faced() {
    let mut t = Table::new(setup("90m+0"));
    t.play(&["e4"], 10);
    assert_eq!(t.act(Action::OfferDraw(Some(Color::White)), 20), None);
    assert_eq!(t.session.standing_offer(), Some(Color::White));
    assert_eq!(t.act(Action::Seal("e5".into()), 70), None);
    // Adjourned, the offer still stands: the sealed move is not made yet.
    assert_eq!(t.session.standing_offer(), Some(Color::White));
    assert_eq!(t.act(Action::Unseal, 5000), None);
    assert_eq!(t.session.standing_offer(), None);
}

#[test]
fn seal_stops_the_clock_and_unseal_plays_the_move() {
    let mut t = Table::new(setup("90m+0"));
    t.play(&["e4"], 10);
    assert_eq!(t.act(Action::Seal("e5".into()), 70), None);
    assert!(!t.texts().iter().any(|s| s.contains("fünf")));
    assert_eq!(t.session.clock().running(), None);
    assert_eq!(
        t.act(Action::Move("e5".into()), 80),
        Some(Refusal::Adjourned)
    );
    let envelope = t
        .session
        .envelope(&t.ctx, Some("Sunday 10:00"), Stamp(80_000))
        .unwrap();
    assert!(
        envelope.contains("FEN: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
        "{envelope}"
    );
    assert!(envelope.contains("Resumption: Sunday 10:00"));
    assert_eq!(t.act(Action::Unseal, 5000), None);
    assert_eq!(t.session.sheet(Letters::En), "1. e4 e5");
    assert_eq!(t.session.clock().running(), Some(Color::White));
    assert_eq!(
        t.session
            .clock()
            .reading(Color::Black, Stamp(5_000_000))
            .used,
        Span::seconds(60)
    );
}

#[test]
fn hearing_impaired_opponent_needs_an_assistant_in_2017() {
    let mut s = setup("15+10");
    s.opponent_hearing_impaired = true;
    assert_eq!(s.check(), Err(SetupProblem::HearingImpairedNeedsAssistant));
    s.assistant = Some("Eva".into());
    assert_eq!(s.check(), Ok(()));
    s.assistant = None;
    s.laws = Laws::Y2014;
    assert_eq!(s.check(), Ok(()));
}

#[test]
fn claim_on_time_and_the_arbiters_result() {
    let mut t = Table::new(setup("1+0"));
    assert_eq!(t.act(Action::ClaimTime, 1), Some(Refusal::NoFlag));
    t.act(Action::Wait, 61);
    // The blind player (White) is not invited to claim against his own flag.
    assert!(t.texts().iter().any(|s| s.contains("flag")));
    assert!(!t.texts().iter().any(|s| s.contains("claim time")));
    assert_eq!(t.act(Action::ClaimTime, 62), None);
    t.answer(true, 62);
    assert_eq!(
        t.session.outcome(),
        Some((GameResult::BlackWins, EndReason::Time, Some(Color::Black)))
    );
    // The opponent's flag is the one to claim.
    let mut t = Table::new(setup("1+0"));
    t.play(&["e4"], 1);
    t.act(Action::Wait, 70);
    assert!(t.texts().iter().any(|s| s.contains("claim time")));
    let mut t = Table::new(setup("15+10"));
    t.act(Action::Result(GameResult::Draw), 5);
    t.answer(true, 5);
    assert_eq!(t.session.outcome().map(|o| o.1), Some(EndReason::Arbiter));
    // The arbiter can overrule a result already recorded.
    assert_eq!(t.act(Action::Result(GameResult::WhiteWins), 6), None);
    t.answer(true, 6);
    assert_eq!(
        t.session.outcome().map(|o| o.0),
        Some(GameResult::WhiteWins)
    );
}

#[test]
fn the_assistant_is_addressed() {
    let mut t = Table::new(setup("15+10"));
    t.act(Action::Assistant(Some("Eva".into())), 1);
    t.play(&["e4"], 2);
    assert_eq!(
        t.texts().last(),
        Some(&"Eva: White completed move 1. Black to move.")
    );
}

/// An end the laws make at once that the moves do not show (a dead
/// position, the fifth repetition, 75 moves) is in the record with its
/// reason: the PGN's last comment and the scoresheet's notes.
#[test]
fn an_end_the_moves_do_not_show_is_recorded_with_its_reason() {
    let mut s = setup("90+30");
    s.fen = Some("4k3/3n4/8/1B6/8/8/8/4K3 w - - 0 1".into());
    let mut t = Table::new(s);
    t.play(&["Bxd7+"], 5);
    assert_eq!(
        t.session.outcome().map(|o| (o.0, o.1)),
        Some((GameResult::Draw, EndReason::DeadPosition))
    );
    let pgn = crate::pgn::pgn(&t.session);
    let flat = pgn.replace('\n', " ");
    assert!(
        flat.contains("Neither side can mate: dead position. The game is drawn, 1/2-1/2}"),
        "{pgn}"
    );
    assert!(pgn.contains("[Termination \"normal\"]"), "{pgn}");
    let notes = crate::pgn::arbiter_notes(
        &t.session,
        crate::pgn::Notes::Sheet(crate::text::Lang::En, Letters::En),
    );
    assert!(
        notes
            .iter()
            .any(|(plies, n)| *plies == 1 && n.contains("dead position")),
        "{notes:?}"
    );
}

/// Resumption with a player absent (I.9.2, I.9.3): the absent replier's
/// clock runs with the envelope closed; a reply sealed for the absent
/// sealer starts his clock. Each side's waiting time is its own.
#[test]
fn resumption_with_a_player_absent() {
    let mut t = Table::new(setup("90m+0"));
    t.play(&["e4"], 10);
    assert_eq!(t.act(Action::Seal("e5".into()), 70), None);
    // I.9.2: White, the replier, is absent: his clock runs.
    assert_eq!(t.act(Action::StartReplier, 1000), None);
    assert_eq!(t.session.clock().running(), Some(Color::White));
    assert_eq!(
        t.act(Action::StartReplier, 1001),
        Some(Refusal::ReplierRunning { by: Color::White })
    );
    // The envelope stays closed until he comes.
    assert_eq!(t.session.sheet(Letters::En), "1. e4");
    assert!(t.texts().last().unwrap().contains("(I.9.2)"));
    assert_eq!(t.act(Action::Unseal, 1600), None);
    assert_eq!(t.session.sheet(Letters::En), "1. e4 e5");
    let white = t.session.clock().reading(Color::White, Stamp(1_600_000));
    assert_eq!(white.used, Span::seconds(10 + 600));
    // I.9.3: White replies, Black (who sealed) is absent: the reply is
    // sealed anew and Black's clock runs until he comes.
    assert_eq!(t.act(Action::SealForAbsent("Nf3".into()), 1700), None);
    assert_eq!(t.session.clock().running(), Some(Color::Black));
    assert_eq!(t.act(Action::Unseal, 2000), None);
    assert_eq!(t.session.sheet(Letters::En), "1. e4 e5 2. Nf3");
    let black = t.session.clock().reading(Color::Black, Stamp(2_000_000));
    assert_eq!(black.used, Span::seconds(60 + 300));
    assert_eq!(t.session.clock().running(), Some(Color::Black));
}

/// A move to seal that is no legal move is refused without a word of it,
/// and noted for the arbiter (I.8).
#[test]
fn a_refused_sealed_move_leaves_a_trace() {
    let mut t = Table::new(setup("90m+0"));
    t.play(&["e4"], 10);
    assert_eq!(t.act(Action::Seal("Ke3".into()), 20), None);
    assert!(t.session.sealed().is_none());
    assert!(
        t.journal
            .iter()
            .any(|r| matches!(r.event, Event::SealRefused { by: Color::Black }))
    );
    let said = t.texts().last().unwrap().to_string();
    assert!(said.contains("(I.8)") && !said.contains("Ke3"), "{said}");
}

/// Issue 48, point 13: a sealed move written so that it fits two moves is
/// refused as such (not "cannot be played"), is not noted for the arbiter
/// as an illegal sealed move, and names neither move.
#[test]
fn a_sealed_move_that_fits_two_moves_is_refused_as_ambiguous() {
    let mut t = Table::new(setup("90/40+30+30s"));
    t.play(&["e4", "d6", "d4", "Nf6", "Nc3"], 1);
    let before = t.journal.len();
    assert_eq!(
        t.act(Action::Seal("Nd7".into()), 2),
        Some(Refusal::SealAmbiguous)
    );
    assert_eq!(t.journal.len(), before, "nothing recorded");
    let said = t.session.refusal_text(&Refusal::SealAmbiguous, &t.ctx);
    assert!(said.contains("more than one move"), "{said}");
    assert!(!said.contains("d7") && !said.contains("Springer"), "{said}");
    assert_eq!(t.act(Action::Seal("Nbd7".into()), 2), None);
    assert!(t.session.sealed().is_some());
}

/// Issue 48, point 9: a peg board that differs is said again with each
/// move announced, and the move that cannot be carried out on it is
/// flagged: here a pawn to h3, where the knight still stands on the peg
/// board.
#[test]
fn a_peg_board_that_differs_is_said_again_with_each_move() {
    let mut t = Table::new(setup("90/40+30+30s"));
    t.act(Action::Move("Nf3".into()), 1);
    t.act(Action::Peg(PegInput::Move("Nh3".into())), 1);
    t.act(Action::Press, 1);
    let before = t.said.len();
    t.play(&["e5"], 2);
    let reminded = |t: &Table, from: usize| -> Vec<String> {
        t.said[from..]
            .iter()
            .map(|s| s.text.clone())
            .filter(|s| s.starts_with("The peg board still differs"))
            .collect()
    };
    let once = reminded(&t, before);
    assert_eq!(once.len(), 1, "{:?}", t.texts());
    assert!(!once[0].contains("cannot be carried out"), "{once:?}");
    let before = t.said.len();
    t.act(Action::Move("h3".into()), 3);
    let blocked = reminded(&t, before);
    assert_eq!(blocked.len(), 1, "{:?}", t.texts());
    assert!(
        blocked[0].contains("this move cannot be carried out on it"),
        "{blocked:?}"
    );
    // Put right, nothing more is said.
    t.act(Action::Press, 3);
    t.act(Action::PegFixed, 3);
    let before = t.said.len();
    t.play(&["d6"], 4);
    assert!(reminded(&t, before).is_empty(), "{:?}", t.texts());
}
