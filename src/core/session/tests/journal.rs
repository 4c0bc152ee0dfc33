//! Journals written before events lost their own `at` (by `annabella play
//! --manual-clock --line`, copied as written): every line still reads, replays
//! and is written back byte for byte, so old and new journals are one format.

use super::*;

/// Most kinds of event: corrections, confirmations, touches, draw offers, peg
/// executions of all three kinds, comparisons, a rollback, time calls, an
/// illegal move, time added and set, claims with and without a move, a sealed
/// move, a warning, a flag and a time claim.
const GAME_1: &str = include_str!("journal-v1-game1.jsonl");
/// A promotion executed on the peg board as another piece.
const GAME_2: &str = include_str!("journal-v1-game2.jsonl");
/// Checkmate: a move completed without a press, an end with nobody's name.
const GAME_3: &str = include_str!("journal-v1-game3.jsonl");
/// The arbiter's result after an illegal move, with the article proposed.
const GAME_4: &str = include_str!("journal-v1-game4.jsonl");

fn records(journal: &str) -> Vec<Record> {
    journal
        .lines()
        .enumerate()
        .map(|(i, line)| {
            serde_json::from_str(line).unwrap_or_else(|e| panic!("line {}: {e}: {line}", i + 1))
        })
        .collect()
}

#[test]
fn old_lines_are_written_back_byte_for_byte() {
    for journal in [GAME_1, GAME_2, GAME_3, GAME_4] {
        for (line, record) in journal.lines().zip(records(journal)) {
            assert_eq!(serde_json::to_string(&record).unwrap(), line);
        }
    }
}

#[test]
fn every_kind_of_event_is_in_the_old_journals() {
    let all: Vec<Record> = [GAME_1, GAME_2, GAME_3, GAME_4]
        .into_iter()
        .flat_map(records)
        .collect();
    let names: std::collections::BTreeSet<String> = all
        .iter()
        .map(|r| {
            let line = serde_json::to_value(r).unwrap();
            line["event"].as_str().unwrap().to_string()
        })
        .collect();
    assert_eq!(names.len(), 24, "{names:?}");
}

#[test]
fn old_journals_replay() {
    let game1 = Session::replay(&records(GAME_1)).unwrap();
    assert_eq!(
        game1.outcome(),
        Some((GameResult::BlackWins, EndReason::Time, Some(Color::Black)))
    );
    assert_eq!(
        game1.sheet(Letters::En),
        // Black offered before moving: the mark goes with his move (the
        // first with 1...d5, which the rollback took back; the second with
        // the sealed 3...Nc6).
        "1. d4 d5 2. Nc3 Nf6 3. e4 Nc6(=)"
    );
    assert_eq!(game1.assistant(), Some("Eva Holm"));
    assert_eq!(game1.illegal_count(Color::White), 1);
    assert_eq!(game1.taken_back().len(), 2);
    assert_eq!(game1.touches()[0].square, shakmaty::Square::E7);
    assert_eq!(game1.claims().len(), 2);
    assert_eq!(game1.flag(Color::White), Some(Stamp(580_000)));
    assert_eq!(game1.last_at(), Stamp(820_000));

    let game2 = Session::replay(&records(GAME_2)).unwrap();
    assert_ne!(game2.peg_board(), game2.game_board());
    assert_eq!(
        game2.peg_board().piece_at(shakmaty::Square::A8),
        Some(shakmaty::Piece {
            color: Color::White,
            role: shakmaty::Role::Rook
        })
    );

    let game3 = Session::replay(&records(GAME_3)).unwrap();
    assert_eq!(
        game3.outcome(),
        Some((GameResult::BlackWins, EndReason::Checkmate, None))
    );

    let game4 = Session::replay(&records(GAME_4)).unwrap();
    assert_eq!(game4.outcome().map(|o| o.1), Some(EndReason::Arbiter));
    assert!(game4.game().plies().is_empty());
}

/// What the session writes now is what it always wrote: a game played again
/// with the same actions gives the old journal's lines.
#[test]
fn the_same_play_writes_the_same_lines() {
    let setup = match &records(GAME_3)[0].event {
        Event::Started { setup } => setup.as_ref().clone(),
        other => panic!("{other:?}"),
    };
    let ctx = Context::new(&setup, &crate::vocab::shipped()).unwrap();
    let (mut session, first) = Session::start(setup, Stamp(0)).unwrap();
    let mut lines = vec![serde_json::to_string(&first).unwrap()];
    for action in ["f3", "", "e5", "", "g4", "", "Qh4"] {
        let action = match action {
            "" => Action::Press,
            m => Action::Move(m.into()),
        };
        let step = session.step(&action, Stamp(0), &ctx);
        assert_eq!(step.refusal, None);
        for r in &step.events {
            session.apply(r).unwrap();
            lines.push(serde_json::to_string(r).unwrap());
        }
    }
    assert_eq!(lines, GAME_3.lines().collect::<Vec<_>>());
}
