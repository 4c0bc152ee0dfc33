use super::*;
use crate::boards;
use crate::clock::{Cadence, TimeControl};
use crate::laws::Laws;
use crate::notation::Letters;
use crate::vocab::Vocabularies;

mod journal;
mod kinds;
mod procedures;
mod situation;

fn vocabularies() -> Vocabularies {
    crate::vocab::shipped()
}

/// A standard game (whatever the control): these tests are of the
/// standard rules; rapid and blitz have their own.
fn setup(control: &str) -> Setup {
    Setup {
        regulations: crate::kind::Regulations {
            kind: Some(crate::kind::Kind::Standard),
            ..Default::default()
        },
        white: "Anna".into(),
        black: "Bo".into(),
        ..Setup::manual(TimeControl::parse(control).unwrap())
    }
}

/// A game driven like the shell drives it: step, then apply every event.
struct Table {
    session: Session,
    ctx: Context,
    journal: Vec<Record>,
    said: Vec<Say>,
}

impl Table {
    fn new(setup: Setup) -> Table {
        let ctx = Context::new(&setup, &vocabularies()).unwrap();
        let (session, first) = Session::start(setup, Stamp(0)).unwrap();
        Table {
            session,
            ctx,
            journal: vec![first],
            said: Vec::new(),
        }
    }

    fn act(&mut self, action: Action, at_s: i64) -> Option<Refusal> {
        let step = self.session.step(&action, Stamp(at_s * 1000), &self.ctx);
        for e in &step.events {
            self.session.apply(e).unwrap();
            self.said.extend(self.session.narrate(e, &self.ctx));
            self.journal.push(e.clone());
        }
        step.refusal
    }

    fn play(&mut self, moves: &[&str], at_s: i64) {
        for m in moves {
            assert_eq!(self.act(Action::Move(m.to_string()), at_s), None, "{m}");
            if self.session.outcome().is_none() {
                assert_eq!(self.act(Action::Press, at_s), None, "press after {m}");
            }
        }
    }

    /// The arbiter's answer to the open proposal.
    fn answer(&mut self, yes: bool, at_s: i64) {
        assert!(self.session.proposal().is_some(), "no proposal open");
        assert_eq!(self.act(Action::Answer(yes), at_s), None);
        assert!(self.session.proposal().is_none() || !yes);
    }

    fn texts(&self) -> Vec<&str> {
        self.said.iter().map(|s| s.text.as_str()).collect()
    }
}

#[test]
fn a_move_is_announced_then_completed_by_the_press() {
    let mut t = Table::new(setup("90m+30s"));
    assert_eq!(t.act(Action::Move("Nf3".into()), 10), None);
    assert_eq!(
        t.said.last().unwrap(),
        &Say::public("Springer Felix drei".into())
    );
    assert!(t.session.pending().is_some());
    assert_eq!(t.session.game().plies().len(), 0);
    assert_eq!(t.act(Action::Press, 12), None);
    assert_eq!(t.session.game().plies().len(), 1);
    assert_eq!(
        t.said.last().unwrap().text,
        "White completed move 1. Black to move."
    );
    let w = t.session.clock().reading(Color::White, Stamp(12_000));
    assert_eq!(
        (w.completed, w.used, w.left),
        (
            1,
            Span::seconds(12),
            Span::minutes(90) - Span::seconds(12) + Span::seconds(30)
        )
    );
}

#[test]
fn refusals_say_why() {
    let mut t = Table::new(setup("90m+30s"));
    assert_eq!(t.act(Action::Press, 1), Some(Refusal::NothingToPress));
    assert_eq!(
        t.act(Action::Fix("e4".into()), 1),
        Some(Refusal::NothingToFix)
    );
    assert!(matches!(
        t.act(Action::Move("Nf4".into()), 1),
        Some(Refusal::Move { .. })
    ));
    t.act(Action::Move("e4".into()), 2);
    assert_eq!(
        t.act(Action::Move("e5".into()), 3),
        Some(Refusal::Pending { by: Color::White })
    );
    let text = t
        .session
        .refusal_text(&Refusal::Pending { by: Color::White }, &t.ctx);
    assert!(
        text.contains("Bauer Eva vier") && text.contains("press"),
        "{text}"
    );
    let illegal = t.session.refusal_text(
        &Refusal::Move {
            input: "Nf4".into(),
            error: t.ctx.reader.read(&Chess::default(), "Nf4").unwrap_err(),
        },
        &t.ctx,
    );
    // The piece in the vocabulary's word, as in every answer (issue 32).
    assert_eq!(illegal, "No Springer can reach f4.");
}

#[test]
fn a_slip_of_the_tongue_is_corrected_before_the_press_and_both_are_recorded() {
    let mut t = Table::new(setup("90m+30s"));
    t.act(Action::Move("e4".into()), 1);
    assert_eq!(t.act(Action::Fix("d4".into()), 2), None);
    assert_eq!(
        t.said.last().unwrap(),
        &Say::public("Correction: Bauer David vier".into())
    );
    assert_eq!(t.session.pending().unwrap().corrected.len(), 1);
    t.act(Action::Press, 3);
    assert_eq!(t.session.sheet(Letters::En), "1. d4");
    assert!(
        t.journal
            .iter()
            .any(|r| matches!(&r.event, Event::Corrected { uci, .. } if uci.to_string() == "d2d4"))
    );
    assert!(
        t.journal
            .iter()
            .any(|r| matches!(&r.event, Event::Announced { uci, .. } if uci.to_string() == "e2e4"))
    );
}

#[test]
fn checkmate_ends_the_game_without_a_press() {
    let mut t = Table::new(setup("15+10"));
    t.play(&["f3", "e5", "g4", "Qh4#"], 1);
    assert_eq!(
        t.session.outcome(),
        Some((GameResult::BlackWins, EndReason::Checkmate, None))
    );
    assert_eq!(t.texts().last().unwrap(), &"Checkmate. Black wins, 0-1.");
    assert!(t.texts().contains(&"Dame Hector vier Schachmatt"));
    assert_eq!(t.session.clock().running(), None);
    assert_eq!(
        t.act(Action::Move("Ke2".into()), 2),
        Some(Refusal::GameOver)
    );
}

#[test]
fn draw_offer_is_marked_on_the_scoresheet_and_can_be_declined_or_accepted() {
    let mut t = Table::new(setup("15+10"));
    assert_eq!(t.act(Action::OfferDraw(None), 1), None);
    assert_eq!(t.act(Action::Accept, 1), Some(Refusal::AgreementTooEarly));
    t.act(Action::Decline, 1);
    t.play(&["e4", "e5"], 2);
    t.act(Action::Move("Nf3".into()), 3);
    t.act(Action::OfferDraw(None), 3);
    t.act(Action::Press, 3);
    assert_eq!(t.session.sheet(Letters::De), "1. e4(=) e5 2. Sf3(=)");
    assert_eq!(t.act(Action::Accept, 4), None);
    assert_eq!(t.session.outcome(), None, "recorded only after yes");
    t.answer(true, 4);
    assert_eq!(
        t.session.outcome(),
        Some((GameResult::Draw, EndReason::Agreement, Some(Color::Black)))
    );
}

#[test]
fn moving_declines_a_standing_offer() {
    let mut t = Table::new(setup("15+10"));
    t.play(&["e4"], 1);
    t.act(Action::OfferDraw(Some(Color::White)), 2);
    t.act(Action::Move("e5".into()), 3);
    assert_eq!(t.session.standing_offer(), None);
    assert!(t.texts().contains(&"Black declines the draw offer."));
}

#[test]
fn threefold_claim_with_the_intended_move() {
    let mut t = Table::new(setup("15+10"));
    t.play(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"], 1);
    // Black claims: Ng8 would repeat the start position a third time.
    assert_eq!(
        t.act(Action::Claim(ClaimKind::Threefold, Some("Ng8".into())), 2),
        None
    );
    assert_eq!(
        t.session.clock().running(),
        None,
        "a claim stops the clocks"
    );
    t.answer(true, 2);
    assert_eq!(
        t.session.outcome(),
        Some((GameResult::Draw, EndReason::Threefold, Some(Color::Black)))
    );
}

/// Issue 48, point 13: a game taken over with its moves (`play --pgn`)
/// holds them: the scoresheet and the PGN have them from the start, the
/// repetitions count them, the clocks stand as the file left them, and
/// the game file written since reads back to the same game.
#[test]
fn a_game_taken_over_keeps_its_moves() {
    let mut s = setup("90m+30s");
    let moves = ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"];
    s.before = moves
        .iter()
        .enumerate()
        .map(|(i, m)| crate::session::Earlier {
            uci: m.parse().unwrap(),
            clock: (i == 6).then(|| Span::minutes(80)),
        })
        .collect();
    s.clocks = Some(StartClocks {
        white: Some(Span::minutes(80)),
        black: Some(Span::minutes(85)),
    });
    let mut t = Table::new(s);
    assert_eq!(t.session.game().plies().len(), 7);
    assert_eq!(
        t.session.clock_after(),
        [None, None, None, None, None, None, Some(Span::minutes(80))]
    );
    let black = t.session.clock().reading(Color::Black, Stamp(0));
    assert_eq!((black.left, black.completed), (Span::minutes(85), 3));
    assert!(!t.session.peg_differs());
    // Ng8 repeats the start a third time: the moves before count.
    assert_eq!(
        t.act(Action::Claim(ClaimKind::Threefold, Some("Ng8".into())), 2),
        None
    );
    t.answer(true, 2);
    assert_eq!(
        t.session.outcome(),
        Some((GameResult::Draw, EndReason::Threefold, Some(Color::Black)))
    );
    let pgn = crate::pgn::pgn(&t.session).replace('\n', " ");
    assert!(
        pgn.contains("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 {[%clk 1:20:00] Black claims"),
        "{pgn}"
    );
    let again = Session::replay(&t.journal).unwrap();
    assert_eq!(again.game(), t.session.game());
}

#[test]
fn an_incorrect_claim_proposes_the_penalty_and_the_written_move_is_made() {
    let mut t = Table::new(setup("15+10"));
    t.play(&["Nf3", "Nf6", "Ng1"], 1);
    assert_eq!(
        t.act(Action::Claim(ClaimKind::Threefold, Some("Ng8".into())), 2),
        None
    );
    assert_eq!(t.session.outcome(), None);
    let question = t.texts().last().unwrap().to_string();
    let white = t.session.clock().reading(Color::White, Stamp(3000)).left;
    assert!(
        question.contains("2 minutes added to White's clock (9.5.3)")
            && question.contains(
                &crate::text::Lang::En
                    .text()
                    .clock_then(Color::White, white + Span::minutes(2))
            ),
        "{question}"
    );
    assert_eq!(t.session.pending().map(|p| p.by), Some(Color::Black));
    assert!(!t.session.claims()[0].correct);
    // Nothing else happens before the answer.
    assert_eq!(t.act(Action::Press, 3), Some(Refusal::ProposalOpen));
    t.answer(true, 3);
    assert_eq!(
        t.session.clock().reading(Color::White, Stamp(3000)).left,
        white + Span::minutes(2)
    );
}

/// A correct claim the arbiter does not uphold is an incorrect claim: the
/// written move is played and the penalty proposed (FIDE Laws 2017 9.5.3,
/// 2005 9.5).
#[test]
fn a_correct_claim_not_upheld_plays_the_written_move_and_proposes_the_penalty() {
    for laws in [Laws::Y2017, Laws::Y2005] {
        let mut s = setup("15+10");
        s.laws = laws;
        let mut t = Table::new(s);
        t.play(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"], 1);
        t.act(Action::Claim(ClaimKind::Threefold, Some("Ng8".into())), 2);
        let question = t.session.question(&t.ctx).unwrap();
        assert!(
            question.contains("If no: the claim counts as incorrect"),
            "{question}"
        );
        assert!(question.contains("\"Springer Gustav acht\""), "{question}");
        let at = |t: &Table, c: Color, s: i64| t.session.clock().reading(c, Stamp(s * 1000)).left;
        let (white, black) = (at(&t, Color::White, 3), at(&t, Color::Black, 3));
        t.answer(false, 3);
        assert_eq!(t.session.outcome(), None);
        assert_eq!(t.session.pending().map(|p| p.by), Some(Color::Black));
        assert_eq!(t.session.clock().running(), Some(Color::Black));
        t.answer(true, 3);
        assert_eq!(
            at(&t, Color::White, 3),
            white + laws.incorrect_claim_bonus()
        );
        // 2005: the claimant also loses half his time, at most 3 minutes.
        let deduction = laws.incorrect_claim_deduction(black).unwrap_or(Span::ZERO);
        assert_eq!(at(&t, Color::Black, 3), black - deduction, "{laws}");
    }
}

#[test]
fn fifty_move_claim_counts_half_moves() {
    let mut s = setup("15+10");
    s.fen = Some("4k3/8/8/8/8/8/8/R3K3 w - - 99 80".into());
    let mut t = Table::new(s);
    // 99 half-moves so far: not yet.
    assert_eq!(t.act(Action::Claim(ClaimKind::Fifty, None), 1), None);
    assert_eq!(t.session.outcome(), None);
    t.answer(false, 1);
    // With the intended move, the 100th half-move: correct.
    assert_eq!(
        t.act(Action::Claim(ClaimKind::Fifty, Some("Ra2".into())), 1),
        None
    );
    t.answer(true, 1);
    assert_eq!(
        t.session.outcome(),
        Some((GameResult::Draw, EndReason::FiftyMoves, Some(Color::White)))
    );
}

#[test]
fn a_claim_comes_before_the_move() {
    let mut t = Table::new(setup("15+10"));
    t.act(Action::Move("Nf3".into()), 1);
    assert_eq!(
        t.act(Action::Claim(ClaimKind::Fifty, None), 1),
        Some(Refusal::ClaimWithPending(ClaimKind::Fifty))
    );
}

#[test]
fn fivefold_repetition_ends_the_game_under_2017_only() {
    for (laws, ends) in [(Laws::Y2017, true), (Laws::Y2005, false)] {
        let mut s = setup("15+10");
        s.laws = laws;
        let mut t = Table::new(s);
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        for _ in 0..4 {
            t.play(&shuffle, 1);
        }
        assert_eq!(
            t.session.outcome().map(|o| o.1),
            ends.then_some(EndReason::Fivefold),
            "{laws}"
        );
    }
}

#[test]
fn flag_fall_is_an_event_at_the_moment_it_fell_with_the_advisory() {
    let mut t = Table::new(setup("1+0"));
    assert_eq!(t.act(Action::Wait, 75), None);
    let flag = t.journal.iter().find_map(|r| match r.event {
        Event::FlagFell {
            color,
            opponent_can_mate,
        } => Some((r.at, color, opponent_can_mate)),
        _ => None,
    });
    assert_eq!(flag, Some((Stamp(60_000), Color::White, true)));
    assert!(
        t.texts()
            .iter()
            .any(|s| s.starts_with("White's flag has fallen. Black can still mate"))
    );
    assert!(t.session.time_report(Stamp(75_000)).contains("flag fallen"));
}

#[test]
fn flag_advisory_when_the_opponent_cannot_mate() {
    let mut s = setup("1+0");
    s.fen = Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into());
    let mut t = Table::new(s);
    t.act(Action::Wait, 61);
    assert!(t.journal.iter().any(|r| matches!(
        &r.event,
        Event::FlagFell {
            opponent_can_mate: false,
            ..
        }
    )));
}

#[test]
fn low_time_warnings_for_the_blind_players_clock_once_each() {
    let mut t = Table::new(setup("6+0"));
    t.act(Action::Wait, 30);
    assert!(
        !t.journal
            .iter()
            .any(|r| matches!(&r.event, Event::Warned { .. }))
    );
    t.act(Action::Wait, 70);
    let warned: Vec<_> = t
        .journal
        .iter()
        .filter_map(|r| match r.event {
            Event::Warned { threshold, .. } => Some((r.at, threshold)),
            _ => None,
        })
        .collect();
    assert_eq!(warned, vec![(Stamp(60_000), Span::minutes(5))]);
    assert!(t.texts().contains(&"White: 5 minutes left"));
    t.act(Action::Wait, 80);
    assert_eq!(
        t.journal
            .iter()
            .filter(|r| matches!(&r.event, Event::Warned { .. }))
            .count(),
        1
    );
    t.act(Action::Wait, 301);
    assert_eq!(
        t.journal
            .iter()
            .filter(|r| matches!(&r.event, Event::Warned { .. }))
            .count(),
        2
    );
}

#[test]
fn the_talking_clock_reads_moves_completed_and_time_used() {
    let mut t = Table::new(setup("90m+0"));
    t.play(&["e4"], 60);
    t.act(Action::Move("e5".into()), 70);
    t.act(Action::Press, 70);
    t.act(Action::Move("Nf3".into()), 90);
    t.act(Action::Press, 90);
    assert_eq!(
        t.session.time_report(Stamp(90_000)),
        "White: 2 moves completed, 1 minute 20 seconds used, 1 hour 28 minutes 40 seconds left. \
         Black: 1 move completed, 10 seconds used, 1 hour 29 minutes 50 seconds left."
    );
}

#[test]
fn arbiter_time_changes_are_recorded() {
    let mut t = Table::new(setup("90m+0"));
    t.act(Action::AddTime(Color::Black, Span::minutes(2)), 5);
    // A proposal: the clock as it will then stand is said before yes; time
    // the arbiter adds by itself is no penalty of anything.
    assert_eq!(
        t.session.question(&t.ctx).unwrap(),
        "To be recorded: 2 minutes added to Black's clock (12.9.2). \
         Black then has 1 hour 32 minutes left. Type yes to record it, or no to go on."
    );
    t.answer(true, 5);
    t.act(Action::SetClock(Color::White, Span::minutes(10)), 5);
    t.answer(true, 5);
    assert_eq!(
        t.session.clock().reading(Color::Black, Stamp(5_000)).left,
        Span::minutes(92)
    );
    assert_eq!(
        t.session.clock().reading(Color::White, Stamp(65_000)).left,
        Span::minutes(9)
    );
    // Recorded with the article applied: a time penalty, a clock setting.
    assert!(
        t.texts()
            .contains(&"2 minutes added to Black's clock (12.9.2).")
    );
    assert!(
        t.texts()
            .contains(&"White's clock set to 10 minutes (7.1).")
    );
    assert!(
        t.journal
            .iter()
            .any(|r| matches!(&r.event, Event::TimeAdded { rule: Some(r), .. } if r == "12.9.2"))
    );
}

/// Time given to a side whose flag is down stands the flag again, and a
/// clock set to nothing makes it fall: both said before `yes`.
#[test]
fn a_clock_change_says_the_flag_it_raises_or_drops() {
    let mut t = Table::new(setup("1+0"));
    t.act(Action::Wait, 61);
    assert!(t.session.flag(Color::White).is_some());
    t.act(Action::AddTime(Color::White, Span::minutes(2)), 62);
    let question = t.session.question(&t.ctx).unwrap();
    assert!(
        question.contains("White's flag no longer counts as fallen."),
        "{question}"
    );
    t.answer(true, 62);
    assert_eq!(t.session.flag(Color::White), None);
    t.act(Action::SetClock(Color::Black, Span::ZERO), 63);
    let question = t.session.question(&t.ctx).unwrap();
    assert!(question.contains("Black's flag falls."), "{question}");
    // No: nothing changes.
    t.answer(false, 63);
    assert_eq!(
        t.session.clock().reading(Color::Black, Stamp(63_000)).left,
        Span::minutes(1)
    );
}

/// A typed move that ends the game is a slip of the tongue until anything
/// else is entered (D.2.8): `fix` takes the end back and the corrected move
/// stands; later only the arbiter's `illegal` takes it back.
#[test]
fn a_move_that_ends_the_game_can_be_corrected() {
    let mut s = setup("15+10");
    s.fen = Some("6k1/8/6K1/8/8/8/8/R7 w - - 0 1".into());
    let mut t = Table::new(s.clone());
    assert_eq!(t.act(Action::Move("Ra8".into()), 1), None);
    assert_eq!(t.session.outcome().map(|o| o.1), Some(EndReason::Checkmate));
    assert_eq!(t.act(Action::Fix("Ra8".into()), 2), Some(Refusal::FixSame));
    assert_eq!(t.act(Action::Fix("Ra7".into()), 2), None);
    assert_eq!(t.session.outcome(), None);
    assert_eq!(t.session.game().plies().len(), 0);
    let pending = t.session.pending().unwrap();
    assert_eq!(pending.corrected.len(), 1);
    assert_eq!(t.session.clock().running(), Some(Color::White));
    assert!(
        t.texts()
            .last()
            .unwrap()
            .starts_with("Correction: Turm Anna sieben")
    );
    assert_eq!(t.act(Action::Press, 3), None);
    // The journal replays to the same game.
    let again = Session::replay(&t.journal).unwrap();
    assert_eq!(again.game().plies().len(), 1);
    assert_eq!(again.outcome(), None);

    // Anything else entered first: the end stands, and only `illegal` (a
    // proposal) takes the move back.
    let mut t = Table::new(s);
    t.act(Action::Move("Ra8".into()), 1);
    t.act(Action::Wait, 2);
    assert_eq!(t.act(Action::Result(GameResult::Draw), 2), None);
    t.answer(false, 2);
    assert_eq!(
        t.act(Action::Fix("Ra7".into()), 3),
        Some(Refusal::EndNotFixable)
    );
    assert_eq!(t.act(Action::Illegal(None), 3), None);
    t.answer(true, 3);
    assert_eq!(t.session.outcome(), None);
    assert_eq!(t.session.game().plies().len(), 0);
    assert_eq!(t.session.illegal_count(Color::White), 1);
    assert_eq!(Session::replay(&t.journal).unwrap().outcome(), None);
}

#[test]
fn the_journal_replays_to_the_same_state() {
    let mut t = Table::new(setup("40/5400:1800+30"));
    t.play(&["e4", "e5", "Nf3"], 3);
    t.act(Action::OfferDraw(None), 4);
    t.act(Action::Move("Nc6".into()), 5);
    t.act(Action::Fix("Nf6".into()), 6);
    let text: Vec<String> = t
        .journal
        .iter()
        .map(|e| serde_json::to_string(e).unwrap())
        .collect();
    let back: Vec<Record> = text
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(back, t.journal);
    let replayed = Session::replay(&back).unwrap();
    assert_eq!(replayed.sheet(Letters::En), t.session.sheet(Letters::En));
    assert_eq!(replayed.pending(), t.session.pending());
    assert_eq!(
        replayed.time_report(Stamp(9_000)),
        t.session.time_report(Stamp(9_000))
    );
}

#[test]
fn a_journal_of_another_game_is_refused() {
    let t = Table::new(setup("15+10"));
    let mut records = t.journal.clone();
    records.push(Record {
        at: Stamp(1),
        event: Event::Announced {
            by: Color::White,
            uci: "e2e5".parse().unwrap(),
        },
    });
    let e = Session::replay(&records).unwrap_err();
    assert_eq!(e.index, 1);
    assert_eq!(
        e.error.to_string(),
        "the move e2e5 is not legal in the position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    records[1].event = Event::Completed {
        by: Color::White,
        auto: false,
    };
    assert_eq!(
        Session::replay(&records).unwrap_err().error,
        ApplyError::NothingToPress { by: Color::White }
    );
}

#[test]
fn board_and_last_move_reports() {
    let mut s = setup("15+10");
    s.fen = Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into());
    let mut t = Table::new(s);
    assert_eq!(t.session.last_report(&t.ctx), "No move has been made yet.");
    t.act(Action::Move("e4".into()), 1);
    assert_eq!(
        t.session.last_report(&t.ctx),
        "White, move 1: Bauer Eva vier. Not completed yet."
    );
    t.act(Action::Press, 1);
    assert_eq!(
        t.session.board_report(&t.ctx),
        "White: König Eva eins, Bauer Eva vier. Black: König Eva acht. Black to move."
    );
}

#[test]
fn periodic_time_calls_follow_the_cadence() {
    let mut s = setup("20+0");
    s.cadence = Cadence::parse("5m, 1m<10m").unwrap();
    let mut t = Table::new(s);
    t.act(Action::Wait, 4 * 60);
    assert!(!t.texts().iter().any(|x| x.ends_with("left")));
    t.act(Action::Wait, 6 * 60);
    // Said when it happened, before the end of the wait.
    assert_eq!(
        t.texts()[t.texts().len() - 2..],
        [
            "White: 15 minutes left",
            "Manual clock: 6 minutes since the start."
        ]
    );
    t.act(Action::Wait, 11 * 60 + 30);
    // 10 minutes and 9 minutes were both passed: only the latest is said.
    assert_eq!(t.texts()[t.texts().len() - 2], "White: 9 minutes left");
    let calls = t
        .journal
        .iter()
        .filter(|r| matches!(&r.event, Event::TimeCalled { .. }))
        .count();
    assert_eq!(calls, 2);
}
