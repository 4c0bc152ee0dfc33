//! Properties of the PGN reader and of replay (issue 30), for random legal
//! games written as PGN with comments, glyphs, clocks and variations (each a
//! legal alternative to its move): the file reads back to the same moves,
//! comments, glyphs, clocks and variations, several games each from its
//! place; and replay, walked forward, back, to any move and into each
//! variation, stands where the moves say.

use std::rc::Rc;

use annabella::core::pgn;
use annabella::core::replay::{ReplayCommand, Study};
use proptest::prelude::*;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position};

/// One half-move of a written game: the move, and what the file adds to it.
#[derive(Debug, Clone)]
struct Written {
    before: Chess,
    played: Move,
    comment: Option<String>,
    nag: Option<u8>,
    clock: Option<u32>,
    /// A legal alternative, written as a one-move variation.
    variation: Option<Move>,
}

/// A random legal game from the start, each choice picking the move, a
/// comment, a glyph, a clock and a variation, or none.
fn game(choices: &[(u32, u8)]) -> Vec<Written> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for (i, &(c, extra)) in choices.iter().enumerate() {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let played = moves[c as usize % moves.len()];
        let other = moves
            .iter()
            .copied()
            .find(|m| *m != played)
            .filter(|_| extra % 5 == 0);
        out.push(Written {
            before: pos.clone(),
            played,
            comment: (extra % 3 == 0).then(|| format!("note {i} (a) ; b")),
            nag: (extra % 7 == 0).then_some(1 + extra % 6),
            clock: (extra % 2 == 0).then_some(5400 - i as u32),
            variation: other,
        });
        pos = pos.play(played).unwrap();
    }
    out
}

fn clock(seconds: u32) -> String {
    format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// The game as a PGN file would hold it.
fn pgn_text(moves: &[Written], white: &str) -> String {
    let mut out =
        format!("[Event \"Property\"]\n[White \"{white}\"]\n[Black \"B\"]\n[Result \"*\"]\n\n");
    for w in moves {
        let number = w.before.fullmoves();
        if w.before.turn() == Color::White {
            out.push_str(&format!("{number}. "));
        }
        out.push_str(&SanPlus::from_move(w.before.clone(), w.played).to_string());
        out.push(' ');
        if let Some(nag) = w.nag {
            out.push_str(&format!("${nag} "));
        }
        match (&w.comment, w.clock) {
            (None, None) => {}
            (text, clk) => {
                let mut c = String::new();
                if let Some(s) = clk {
                    c.push_str(&format!("[%clk {}] ", clock(s)));
                }
                c.push_str(text.as_deref().unwrap_or(""));
                out.push_str(&format!("{{{}}} ", c.trim()));
            }
        }
        if let Some(alt) = w.variation {
            let mover = if w.before.turn() == Color::White {
                format!("{number}. ")
            } else {
                format!("{number}... ")
            };
            let san = SanPlus::from_move(w.before.clone(), alt);
            out.push_str(&format!("({mover}{san}) "));
            // After a variation, Black's move needs its number again.
            if w.before.turn() == Color::White {
                out.push_str(&format!("{number}... "));
            }
        }
    }
    out.push_str("*\n\n");
    out
}

/// The position after the first `plies` moves.
fn after(moves: &[Written], plies: usize) -> Chess {
    match moves.get(plies) {
        Some(w) => w.before.clone(),
        None => moves
            .last()
            .map(|w| w.before.clone().play(w.played).unwrap())
            .unwrap_or_default(),
    }
}

proptest! {
    #![proptest_config(crate::integration::common::cases_kept_beside(64))]

    #[test]
    fn a_written_game_reads_back_whole(
        choices in prop::collection::vec((any::<u32>(), any::<u8>()), 1..120),
        others in 0usize..3,
    ) {
        let moves = game(&choices);
        // The game among others: each is found again from its place.
        let mut text = String::new();
        for i in 0..others {
            text.push_str(&pgn_text(&game(&[(i as u32, 1)]), &format!("Other {i}")));
        }
        text.push_str(&pgn_text(&moves, "Player"));
        let bytes = text.as_bytes();
        let games = pgn::list_games(std::io::Cursor::new(bytes));
        prop_assert_eq!(games.len(), others + 1, "{}", text);
        let summary = &games[others];
        let record = pgn::read_listed(summary, &bytes[summary.at.from as usize..summary.at.to as usize])
            .or_else(|| pgn::read_listed(summary, bytes))
            .ok_or_else(|| TestCaseError::fail("the game did not read again"))?;
        prop_assert!(record.problem.is_none(), "{:?}\n{}", record.problem, text);
        prop_assert_eq!(record.tag("White"), Some("Player"));
        prop_assert_eq!(record.main.moves.len(), moves.len());
        for (node, w) in record.main.moves.iter().zip(&moves) {
            prop_assert_eq!(node.played, w.played);
            let comment = w.comment.clone().map(|c| c.trim().to_string());
            prop_assert_eq!(node.comments.first().cloned(), comment);
            prop_assert_eq!(node.nags.first().copied(), w.nag);
            prop_assert_eq!(node.clock.map(|s| s.whole_seconds() as u32), w.clock);
            match w.variation {
                Some(alt) => {
                    prop_assert_eq!(node.variations.len(), 1);
                    prop_assert_eq!(node.variations[0].moves[0].played, alt);
                }
                None => prop_assert!(node.variations.is_empty()),
            }
        }
    }

    #[test]
    fn replay_stands_where_the_moves_say(
        choices in prop::collection::vec((any::<u32>(), any::<u8>()), 1..80),
        steps in prop::collection::vec(any::<u8>(), 1..20),
    ) {
        let moves = game(&choices);
        let bytes = pgn_text(&moves, "Player").into_bytes();
        let games = pgn::read_games(&bytes);
        let (mut study, _) = Study::listed(Rc::new(bytes), games, Some(1), crate::integration::common::de_words())
            .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        // Where the listener should be, in plies of the main line.
        let mut at = 0usize;
        prop_assert_eq!(study.position(), Chess::default());
        for step in steps {
            let n = (step % 7) as usize;
            match step % 4 {
                0 => {
                    study.run(ReplayCommand::Next(n.max(1)));
                    at = (at + n.max(1)).min(moves.len());
                }
                1 => {
                    study.run(ReplayCommand::Back(n.max(1)));
                    at = at.saturating_sub(n.max(1));
                }
                2 => {
                    // `go N` for White's move N, or Black's.
                    let plies = (step as usize * 3) % (moves.len() + 1);
                    if plies == 0 {
                        study.run(ReplayCommand::First);
                        at = 0;
                    } else {
                        let w = &moves[plies - 1];
                        study.run(ReplayCommand::Go(w.before.fullmoves().get(), w.before.turn()));
                        at = plies;
                    }
                }
                _ => {
                    // Into the variation of the move just heard, and out again.
                    let entered = at > 0 && moves[at - 1].variation.is_some();
                    study.run(ReplayCommand::Enter(1));
                    if entered {
                        let w = &moves[at - 1];
                        let alt = w.before.clone().play(w.variation.unwrap()).unwrap();
                        prop_assert_eq!(study.position(), alt);
                    }
                    study.run(ReplayCommand::Leave);
                }
            }
            prop_assert_eq!(study.position(), after(&moves, at), "at {}", at);
        }
        study.run(ReplayCommand::Last);
        prop_assert_eq!(study.position(), after(&moves, moves.len()));
    }
}
