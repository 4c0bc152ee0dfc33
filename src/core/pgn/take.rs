//! What a new game takes over from a game read from PGN: its main line's
//! moves from where it starts, the players, event, site, round and date its tags name, its
//! time control and the clocks its last `[%clk]` comments show.

use shakmaty::fen::Fen;
use shakmaty::{Color, EnPassantMode, Position};

use super::super::clock::TimeControl;
use super::super::session::{Earlier, StartClocks};
use super::read::PgnRecord;

/// A PGN game's part of a new game's setup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakenOver {
    /// The position the game starts from; `None` for the initial one.
    pub fen: Option<String>,
    /// The main line's moves, each with its mover's `[%clk]`: the game's
    /// own, on its scoresheets and in its repetitions.
    pub before: Vec<Earlier>,
    pub white: Option<String>,
    pub black: Option<String>,
    pub event: Option<String>,
    pub site: Option<String>,
    pub round: Option<String>,
    /// As PGN writes it ("2026.11.21"), where the tag gives a whole date.
    pub date: Option<String>,
    /// The TimeControl tag, where it is one annabella reads.
    pub control: Option<TimeControl>,
    pub clocks: StartClocks,
}

impl TakenOver {
    pub fn of(record: &PgnRecord) -> TakenOver {
        let fen = record
            .fen
            .is_some()
            .then(|| Fen::from_position(&record.start, EnPassantMode::Legal).to_string());
        let before = record
            .main
            .moves
            .iter()
            .map(|node| Earlier {
                uci: node.played.to_uci(shakmaty::CastlingMode::Standard),
                clock: node.clock,
            })
            .collect();
        let tag = |name: &str| record.tag(name).map(String::from);
        // The last reading of each side's clock on the main line.
        let mut clocks = StartClocks::default();
        let mut turn = record.start.turn();
        for node in &record.main.moves {
            if let Some(left) = node.clock {
                match turn {
                    Color::White => clocks.white = Some(left),
                    Color::Black => clocks.black = Some(left),
                }
            }
            turn = !turn;
        }
        let date = tag("Date").filter(|d| {
            d.len() == 10
                && d.bytes().enumerate().all(|(i, b)| match i {
                    4 | 7 => b == b'.',
                    _ => b.is_ascii_digit(),
                })
        });
        TakenOver {
            fen,
            before,
            white: tag("White"),
            black: tag("Black"),
            event: tag("Event"),
            site: tag("Site"),
            round: tag("Round"),
            date,
            control: record
                .tag("TimeControl")
                .and_then(|t| TimeControl::parse(t).ok()),
            clocks,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Span;
    use crate::pgn::read_game;

    #[test]
    fn tags_clocks_and_the_moves() {
        let pgn = "[Event \"Open\"]\n[Site \"Aarhus\"]\n[Date \"2026.11.21\"]\n[Round \"3\"]\n\
            [White \"Anna\"]\n[Black \"?\"]\n[TimeControl \"40/7200:3600\"]\n\n\
            1. e4 {[%clk 1:59:50]} e5 {[%clk 1:59:40]} 2. Nf3 {[%clk 1:58:00]} *\n";
        let record = read_game(pgn.as_bytes(), 1).unwrap();
        let taken = TakenOver::of(&record);
        // From the initial position, its three moves with their clocks.
        assert_eq!(taken.fen, None);
        let moves: Vec<(String, Option<Span>)> = taken
            .before
            .iter()
            .map(|e| (e.uci.to_string(), e.clock))
            .collect();
        assert_eq!(
            moves,
            [
                ("e2e4".to_string(), Some(Span::seconds(7190))),
                ("e7e5".to_string(), Some(Span::seconds(7180))),
                ("g1f3".to_string(), Some(Span::seconds(7080))),
            ]
        );
        assert_eq!(taken.white.as_deref(), Some("Anna"));
        assert_eq!(taken.black, None);
        assert_eq!(taken.event.as_deref(), Some("Open"));
        assert_eq!(taken.round.as_deref(), Some("3"));
        assert_eq!(taken.date.as_deref(), Some("2026.11.21"));
        assert_eq!(taken.control.unwrap().pgn(), "40/7200:3600");
        assert_eq!(taken.clocks.white, Some(Span::seconds(7080)));
        assert_eq!(taken.clocks.black, Some(Span::seconds(7180)));
        let bare = read_game(b"[Date \"2026.??.??\"]\n\n*\n", 1).unwrap();
        let taken = TakenOver::of(&bare);
        assert_eq!((taken.fen, taken.date, taken.control), (None, None, None));
    }
}
