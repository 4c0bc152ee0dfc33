//! The other player's scoresheet, read and compared with the game (FIDE Laws
//! 2017 D.2.9), by the program's rules for comparing, below; what it says is
//! `core::session::compare`.
//!
//! A scoresheet is read along its own line of play from the start position,
//! so the first move where it leaves the game is found even when later moves
//! are only legal in its line. A sheet that stops early has not written the
//! rest yet, which is no difference; an entry that names no legal move is
//! unreadable, never a different move.

mod read;

use shakmaty::{Chess, Move};

use super::input::MoveReader;

pub use read::{Entry, OtherSheet, Unreadable, is_result};

/// How the other sheet stands to the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The same moves.
    Same,
    /// The same moves as far as it goes; the last `missing` half-moves are
    /// not written yet (a player may reply before writing his move down).
    Behind { missing: usize },
    /// The game's moves, and then `extra`: entries after the game's last
    /// move (moves played but not entered, or written ahead), and the
    /// entry after them that could not be read, if one stopped the reading.
    Ahead {
        extra: Vec<Entry>,
        then: Option<Unreadable>,
    },
    /// A different legal move, the entry `theirs`, where the game has `ours`.
    Differs { ours: Move, theirs: Entry },
    /// An entry before any difference names no legal move in its position.
    Unreadable(Unreadable),
}

/// The result of comparing: both agree on the first `agree` half-moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    pub agree: usize,
    pub outcome: Outcome,
}

impl Comparison {
    /// Whether the sheets differ, so that play goes back to `agree` (D.2.9).
    pub fn differs(&self) -> bool {
        matches!(self.outcome, Outcome::Differs { .. })
    }
}

/// Compares the game (`start` and its moves) with a written sheet.
pub fn compare(start: &Chess, ours: &[Move], sheet: &str, readers: &[MoveReader]) -> Comparison {
    let (theirs, bad) = OtherSheet::read(start, sheet, readers);
    let entries = theirs.entries();
    let agree = ours
        .iter()
        .zip(entries)
        .take_while(|(o, t)| **o == t.played)
        .count();
    let outcome = if agree < ours.len() && agree < entries.len() {
        Outcome::Differs {
            ours: ours[agree],
            theirs: entries[agree].clone(),
        }
    } else if agree < ours.len() {
        // The sheet stops here: at its end, or at an entry it cannot read.
        match bad {
            Some(bad) => Outcome::Unreadable(bad),
            None => Outcome::Behind {
                missing: ours.len() - agree,
            },
        }
    } else {
        let extra = entries[agree..].to_vec();
        if extra.is_empty() && bad.is_none() {
            Outcome::Same
        } else {
            Outcome::Ahead { extra, then: bad }
        }
    };
    Comparison { agree, outcome }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::notation::Letters;
    use shakmaty::san::San;
    use shakmaty::{Color, Position};

    /// The session's sheet readers: `first`'s letters, then every set.
    pub(super) fn readers_from(first: Letters) -> Vec<MoveReader> {
        let vocabularies: Vec<_> = crate::vocab::shipped().iter().cloned().collect();
        let mut list = vec![MoveReader::new(&vocabularies, Some(first))];
        list.extend(Letters::ALL.map(|l| MoveReader::new(&vocabularies, Some(l))));
        list
    }

    fn readers() -> Vec<MoveReader> {
        readers_from(Letters::Da)
    }

    fn game(sans: &[&str]) -> Vec<Move> {
        let mut pos = Chess::default();
        sans.iter()
            .map(|s| {
                let m = s.parse::<San>().unwrap().to_move(&pos).unwrap();
                pos = pos.clone().play(m).unwrap();
                m
            })
            .collect()
    }

    fn compared(ours: &[Move], sheet: &str) -> Comparison {
        compare(&Chess::default(), ours, sheet, &readers())
    }

    const GAME: [&str; 12] = [
        "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6", "Nxd6",
    ];

    #[test]
    fn equal_sheets_in_any_letters_and_forms_agree() {
        let ours = game(&GAME);
        for sheet in [
            "1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p. Sxd6",
            "1.e4 e5 2.Sf3 Sf6 3.d4 ed4 4.e5 Se4 5.Dd4 d5 6.ed6 Sd6",
            "e4 e5 Pf3 Pf6 d4 exd4 e5 Pe4 Dxd4 d5 exd6 Pxd6",
            "1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6",
            "e2e4 e7e5 g1f3 g8f6 d2d4 e5d4 e4e5 f6e4 d1d4 d7d5 e5d6 e4d6",
        ] {
            assert_eq!(
                compared(&ours, sheet),
                Comparison {
                    agree: 12,
                    outcome: Outcome::Same
                },
                "{sheet}"
            );
        }
    }

    #[test]
    fn the_first_difference_is_found_whatever_the_letters() {
        let ours = game(&GAME);
        for sheet in [
            "1. e4 e5 2. Sf3 Sc6 3. d4 exd4",
            "1. e4 e5 2. Nf3 Nc6 3. d4 exd4",
            "1.e4 e5 2.Pf3 Pc6 3.d4 ed4",
            "Bauer Eva vier Bauer Eva fünf Springer Felix drei Springer Cesar sechs",
        ] {
            let c = compared(&ours, sheet);
            assert_eq!(c.agree, 3, "{sheet}");
            assert!(c.differs(), "{sheet}");
            let Outcome::Differs { ours: o, .. } = c.outcome else {
                unreachable!()
            };
            assert_eq!(o, ours[3], "{sheet}");
        }
    }

    #[test]
    fn a_sheet_that_stops_early_has_not_written_the_rest() {
        let ours = game(&GAME);
        // One move behind (a player may reply before writing), or more.
        for (sheet, agree) in [
            ("1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5", 10),
            ("1. e4 e5 2. Sf3", 3),
            ("", 0),
        ] {
            assert_eq!(
                compared(&ours, sheet),
                Comparison {
                    agree,
                    outcome: Outcome::Behind {
                        missing: 12 - agree
                    }
                },
                "{sheet}"
            );
        }
    }

    #[test]
    fn a_sheet_longer_than_the_game_is_ahead_not_different() {
        let ours = game(&GAME[..4]);
        let c = compared(&ours, "1. e4 e5 2. Sf3 Sf6 3. d4 Sb9");
        assert_eq!(c.agree, 4);
        let Outcome::Ahead { extra, then } = &c.outcome else {
            panic!("{c:?}")
        };
        assert_eq!(
            extra.iter().map(|e| e.text.as_str()).collect::<Vec<_>>(),
            ["d4"]
        );
        assert_eq!(then.as_ref().map(|b| b.text.as_str()), Some("Sb9"));
        assert!(!c.differs());
    }

    #[test]
    fn an_unreadable_entry_is_named_not_taken_for_another_move() {
        let ours = game(&GAME);
        let c = compared(&ours, "1. e4 e5 2. Sb9 Sf6");
        assert_eq!(c.agree, 2);
        let Outcome::Unreadable(bad) = c.outcome else {
            panic!("{c:?}")
        };
        assert_eq!(
            (bad.number, bad.side, bad.text.as_str()),
            (2, Color::White, "Sb9")
        );
        // After a real difference, an unreadable entry no longer matters.
        let c = compared(&ours, "1. e4 e5 2. Sc3 Sb9");
        assert!(c.differs());
        // The position of an entry is the sheet's own: Sf6 is no move for White.
        let c = compared(&ours, "1. e4 e5 2. Sf6");
        assert!(matches!(c.outcome, Outcome::Unreadable(_)), "{c:?}");
    }
}
