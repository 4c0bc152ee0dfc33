use shakmaty::Color;

use super::*;
use crate::clock::{Span, Stamp, TimeControl};
use crate::pgn;
use crate::session::{Action, Context, Session, Setup};

/// A game driven as the shell drives it, at whole seconds.
struct Board {
    session: Session,
    ctx: Context,
}

impl Board {
    fn new() -> Board {
        let setup = Setup {
            white: "Anna".into(),
            black: "Bo".into(),
            round: Some("3".into()),
            board: Some("5".into()),
            ..Setup::manual(TimeControl::parse("90+30").unwrap())
        };
        let ctx = Context::new(&setup, &crate::vocab::shipped()).unwrap();
        let (session, _) = Session::start(setup, Stamp(0)).unwrap();
        Board { session, ctx }
    }

    fn act(&mut self, action: Action, at_s: i64) {
        let step = self.session.step(&action, Stamp(at_s * 1000), &self.ctx);
        assert_eq!(step.refusal, None, "{action:?}");
        for e in &step.events {
            self.session.apply(e).unwrap();
        }
    }

    /// Each move announced and completed `gap` seconds after the one before.
    fn play(&mut self, moves: &[&str], from_s: i64, gap: i64) {
        for (i, m) in moves.iter().enumerate() {
            let at = from_s + gap * i as i64;
            self.act(Action::Move(m.to_string()), at);
            if self.session.outcome().is_none() {
                self.act(Action::Press, at);
            }
        }
    }

    /// As broadcast at `upto_s`, with no delay.
    fn pgn(&self, upto_s: i64) -> String {
        pgn::broadcast(&self.session, Stamp(upto_s * 1000), Span::ZERO)
    }
}

fn moves_of(pgn: &str) -> String {
    pgn.lines()
        .filter(|l| !l.starts_with('[') && !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_broadcast_has_the_roster_round_board_and_clocks() {
    let mut b = Board::new();
    b.play(&["e4", "e5"], 10, 10);
    let pgn = b.pgn(100);
    for tag in [
        "[Event \"?\"]",
        "[Site \"?\"]",
        "[Round \"3\"]",
        "[Board \"5\"]",
        "[White \"Anna\"]",
        "[Black \"Bo\"]",
        "[Result \"*\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    assert_eq!(
        moves_of(&pgn),
        "1. e4 {[%clk 1:30:20]} e5 {[%clk 1:30:20]} *"
    );
}

#[test]
fn the_delay_holds_back_moves_until_the_game_is_over() {
    let mut b = Board::new();
    let delayed =
        |b: &Board, now_s: i64| pgn::broadcast(&b.session, Stamp(now_s * 1000), Span::seconds(15));
    b.play(&["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6"], 10, 10);
    // The moves completed at 10, 20 … 60 s, shown 15 s later.
    assert_eq!(moves_of(&delayed(&b, 24)), "*");
    assert_eq!(
        moves_of(&delayed(&b, 40)),
        "1. e4 {[%clk 1:30:20]} e5 {[%clk 1:30:20]} *"
    );
    let shown = delayed(&b, 70);
    assert!(shown.contains("Bc4") && !shown.contains("Nf6"), "{shown}");
    assert!(shown.contains("[Result \"*\"]"), "{shown}");
    // Mate: the game is over, and nothing is held back any more.
    b.play(&["Qxf7#"], 70, 10);
    let all = delayed(&b, 70);
    assert!(
        all.contains("Qxf7#") && all.contains("[Result \"1-0\"]"),
        "{all}"
    );
    assert!(moves_of(&all).ends_with("1-0"), "{all}");
}

#[test]
fn an_announced_move_and_a_sealed_move_are_never_broadcast() {
    let mut b = Board::new();
    b.play(&["e4"], 10, 10);
    b.act(Action::Move("e5".into()), 20);
    assert_eq!(moves_of(&b.pgn(1000)), "1. e4 {[%clk 1:30:20]} *");
    b.act(Action::Press, 21);
    b.play(&["Nf3"], 30, 10);
    b.act(Action::Seal("Nc6".into()), 40);
    let sealed = b.pgn(1_000_000);
    assert!(
        !sealed.contains("Nc6") && !sealed.contains("c6"),
        "{sealed}"
    );
    assert!(Status::of(&b.session, Stamp(41_000)).adjourned);
    b.act(Action::Unseal, 5000);
    assert!(!b.pgn(4999).contains("Nc6"));
    assert!(b.pgn(5000).contains("Nc6"));
}

#[test]
fn a_status_reads_back_as_it_was_written() {
    let mut b = Board::new();
    b.play(&["e4"], 1, 1);
    let status = Status::of(&b.session, Stamp(5000));
    assert_eq!((status.plies, status.move_number), (1, 1));
    assert_eq!(status.to_move, Side::Black);
    assert_eq!(status.running, Some(Side::Black));
    assert_eq!(status.board, "5");
    assert_eq!(
        status.left(Side::Black),
        Span::minutes(90) - Span::seconds(4)
    );
    assert_eq!(Status::from_json(&status.to_json()), Some(status));
}

#[test]
fn a_flag_down_and_an_offer_are_in_the_status() {
    let mut b = Board::new();
    b.play(&["e4"], 1, 1);
    b.act(Action::OfferDraw(Some(Color::Black)), 2);
    let status = Status::of(&b.session, Stamp(2000));
    assert_eq!(status.waiting, Some(Waiting::DrawOffer { by: Side::Black }));
    let late = Stamp(2 * 3_600_000);
    for r in b.session.due(late) {
        b.session.apply(&r).unwrap();
    }
    assert_eq!(Status::of(&b.session, late).flag, Some(Side::Black));
}

#[test]
fn a_claim_waits_for_the_arbiter_in_the_status() {
    let mut b = Board::new();
    b.play(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"], 1, 1);
    b.act(
        Action::Claim(crate::ClaimKind::Threefold, Some("Ng8".into())),
        10,
    );
    let status = Status::of(&b.session, Stamp(10_000));
    assert_eq!(status.waiting, Some(Waiting::Claim), "{status:?}");
}

#[test]
fn a_status_of_a_later_version_still_reads() {
    let json = r#"{"format": 2, "plies": 3, "move_number": 2, "to_move": "black",
        "white_ms": 1, "black_ms": 2, "new_field": [1, 2]}"#;
    let status = Status::from_json(json).unwrap();
    assert_eq!((status.plies, status.to_move), (3, Side::Black));
    // Another program's JSON is no board's status.
    assert_eq!(Status::from_json(r#"{"plies": 3}"#), None);
    assert_eq!(Status::from_json("<html>"), None);
    assert_eq!(Status::from_json("[1]"), None);
    assert_eq!(Status::from_json(r#"{"format": 2}"#), None);
}

mod overview_tests {
    use super::super::overview::{Ask, Overview, Polled, board_address};
    use super::super::{Side, Status, Waiting};
    use crate::text::Lang;

    fn status(board: &str) -> Status {
        Status {
            format: 1,
            board: board.into(),
            plies: 20,
            move_number: 11,
            white_ms: 3_600_000,
            black_ms: 2_700_000,
            running: Some(Side::White),
            ..Status::default()
        }
    }

    #[test]
    fn the_first_lines_come_together_in_the_boards_order() {
        let t = Lang::En.text();
        let mut o = Overview::new(vec!["a:1".into(), "b:2".into(), "c:3".into()]);
        assert!(o.polled(2, Polled::answered(status("9")), t).is_empty());
        assert!(o.polled(1, Polled::Failed, t).is_empty());
        assert!(o.polled(0, Polled::answered(status("3")), t).is_empty());
        // The silent board's second miss: now every board is known.
        assert_eq!(
            o.polled(1, Polled::Failed, t),
            [
                "Board 3: move 11, White to move, White 1:00:00, Black 0:45:00.",
                "Board b:2: no answer.",
                "Board 9: move 11, White to move, White 1:00:00, Black 0:45:00.",
            ]
        );
    }

    #[test]
    fn a_status_that_cannot_be_right_is_said_so_and_never_shown() {
        let t = Lang::En.text();
        let absurd = [
            Status {
                white_ms: i64::MIN,
                ..status("1")
            },
            Status {
                move_number: 4_294_967_295,
                ..status("1")
            },
            Status {
                event: "E".repeat(201),
                ..status("1")
            },
            Status {
                result: Some("2-0".into()),
                ..status("1")
            },
        ];
        assert!(status("1").believable());
        for lie in absurd {
            assert!(!lie.believable(), "{lie:?}");
            let mut o = Overview::new(vec!["a:1".into()]);
            o.polled(0, Polled::answered(lie.clone()), t);
            let said = o.polled(0, Polled::answered(lie), t);
            assert_eq!(
                said,
                [
                    "Board a:1: it answers with a status that cannot be right (a clock, a move number or a name no game has)."
                ]
            );
            assert!(o.boards[0].last.is_none() && o.boards[0].needs_arbiter());
        }
    }

    #[test]
    fn a_board_is_named_by_its_number_only_where_that_is_one() {
        let t = Lang::En.text();
        let mut o = Overview::new(vec!["a:1".into(), "b:2".into(), "c:3".into()]);
        o.polled(0, Polled::answered(status("b:2")), t);
        o.polled(1, Polled::answered(status("7")), t);
        o.polled(2, Polled::answered(status("a very long board name")), t);
        // Another board's address, or no number at all: its own address.
        assert_eq!(o.names(), ["a:1", "7", "c:3"]);
        // A number another board gives too: told apart by the address.
        o.polled(2, Polled::answered(status("7")), t);
        assert_eq!(o.names(), ["a:1", "7 (b:2)", "7 (c:3)"]);
    }

    #[test]
    fn after_the_first_lines_only_what_changed_is_said() {
        let t = Lang::En.text();
        let mut o = Overview::new(vec!["10.0.0.5:8064".into()]);
        assert_eq!(o.polled(0, Polled::answered(status("3")), t).len(), 1);
        assert!(o.polled(0, Polled::answered(status("3")), t).is_empty());
        let fallen = Status {
            flag: Some(Side::White),
            white_ms: -10,
            ..status("3")
        };
        assert_eq!(
            o.polled(0, Polled::answered(fallen.clone()), t),
            ["Board 3: White's flag has fallen."]
        );
        assert!(o.boards[0].needs_arbiter());
        let claimed = Status {
            waiting: Some(Waiting::Claim),
            ..fallen.clone()
        };
        assert_eq!(
            o.polled(0, Polled::answered(claimed), t),
            ["Board 3: a claim waits for the arbiter."]
        );
        // Recorded: the game is over, and nothing waits for the arbiter.
        let over = Status {
            result: Some("1-0".into()),
            ..fallen
        };
        assert_eq!(
            o.polled(0, Polled::answered(over), t),
            ["Board 3: result 1-0."]
        );
        assert!(!o.boards[0].needs_arbiter());
        assert!(!o.line(0, t).contains("flag"), "{}", o.line(0, t));
        let resigning = Status {
            waiting: Some(Waiting::Result),
            ..status("3")
        };
        o.polled(0, Polled::answered(resigning), t);
        assert!(!o.boards[0].needs_arbiter());
    }

    #[test]
    fn a_board_that_stops_answering_is_said_once_and_when_it_is_back() {
        let t = Lang::En.text();
        let mut o = Overview::new(vec!["10.0.0.5:8064".into()]);
        o.polled(0, Polled::answered(status("5")), t);
        assert!(o.polled(0, Polled::Failed, t).is_empty());
        assert_eq!(o.polled(0, Polled::Failed, t), ["Board 5: not answering."]);
        assert!(o.polled(0, Polled::Failed, t).is_empty());
        assert!(o.line(0, t).contains("not answering"), "{}", o.line(0, t));
        assert!(o.boards[0].needs_arbiter());
        assert_eq!(
            o.polled(0, Polled::answered(status("5")), t),
            ["Board 5: answering again."]
        );
        assert!(!o.line(0, t).contains("not answering"));
    }

    #[test]
    fn a_board_is_named_by_its_address_until_it_gives_a_number() {
        let t = Lang::En.text();
        let mut o = Overview::new(vec!["a:1".into(), "b:2".into()]);
        o.polled(0, Polled::answered(status("1")), t);
        o.polled(1, Polled::Foreign, t);
        assert_eq!(
            o.polled(1, Polled::Foreign, t)[1],
            "Board b:2: it answers, but with no board's status."
        );
        // No number of its own can clash with board 1.
        assert_eq!(o.find("1"), [0]);
        assert_eq!(o.find("b:2"), [1]);
        assert!(o.find("2").is_empty());
        // It starts: named by its address as its silence was, then its line.
        assert_eq!(
            o.polled(1, Polled::answered(status("7")), t),
            [
                "Board b:2: answering again.",
                "Board 7: move 11, White to move, White 1:00:00, Black 0:45:00."
            ]
        );
        assert_eq!(o.find("7"), [1]);
    }

    #[test]
    fn an_adjourned_game_that_ends_is_not_said_to_resume() {
        let t = Lang::En.text();
        let mut o = Overview::new(vec!["a:1".into()]);
        o.polled(0, Polled::answered(status("9")), t);
        let sealed = Status {
            adjourned: true,
            ..status("9")
        };
        assert_eq!(
            o.polled(0, Polled::answered(sealed), t),
            ["Board 9: adjourned."]
        );
        let resigned = Status {
            result: Some("1-0".into()),
            ..status("9")
        };
        assert_eq!(
            o.polled(0, Polled::answered(resigned), t),
            ["Board 9: result 1-0."]
        );
    }

    #[test]
    fn two_boards_that_give_one_number_are_told_apart_by_their_addresses() {
        let t = Lang::En.text();
        let mut o = Overview::new(vec!["a:1".into(), "b:2".into()]);
        o.polled(0, Polled::answered(status("3")), t);
        let first = o.polled(1, Polled::answered(status("3")), t);
        assert!(first[0].starts_with("Board 3 (a:1): move 11"), "{first:?}");
        assert!(first[1].starts_with("Board 3 (b:2): move 11"), "{first:?}");
        assert_eq!(o.names(), ["3 (a:1)", "3 (b:2)"]);
        assert_eq!(o.find("3"), [0, 1]);
        assert_eq!(o.find("3 (b:2)"), [1]);
    }

    #[test]
    fn commands_and_addresses_read() {
        assert_eq!(Ask::parse(""), Ask::List);
        assert_eq!(Ask::parse("board 3"), Ask::Board("3".into()));
        assert_eq!(Ask::parse("board"), Ask::Which);
        assert_eq!(Ask::parse(" 12 "), Ask::Board("12".into()));
        assert_eq!(Ask::parse("QUIT"), Ask::Quit);
        assert_eq!(Ask::parse("flip"), Ask::Unknown("flip".into()));
        for (given, read) in [
            ("10.0.0.5:8064", "10.0.0.5:8064"),
            ("http://hall-pc:8064/status.json", "hall-pc:8064"),
            ("HTTP://[::1]:80/", "[::1]:80"),
            ("10.0.0.5", "10.0.0.5:8064"),
            ("http://hall-pc/", "hall-pc:8064"),
            ("[::1]", "[::1]:8064"),
        ] {
            assert_eq!(board_address(given).as_deref(), Some(read), "{given}");
        }
        for bad in [
            "https://x:1",
            "",
            "x:1/../../etc",
            "a b:1",
            "ftp://x",
            "x:99999",
            "x:0",
            "::1",
            "[::1",
        ] {
            assert_eq!(board_address(bad), None, "{bad}");
        }
    }
}
