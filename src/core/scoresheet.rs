//! The other player's scoresheet, read and compared with the game (D.2.9).
//!
//! A scoresheet is read along its own line of play from the start position,
//! in any notation and letter set, numbered or not, so the first move where it
//! leaves the game is found even when later moves are only legal in its line.

use shakmaty::{Chess, Move, Position};

use super::input::{MoveError, MoveReader};

/// Where the two scoresheets first differ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Divergence {
    /// The half-move (0 is White's first move from the start position).
    pub ply: usize,
    /// The game's move there, if it has one.
    pub ours: Option<Move>,
    /// Their entry there as written, if the sheet has one.
    pub theirs: Option<String>,
    /// Their entry read as a move in the position, if it could be.
    pub theirs_move: Option<Move>,
}

/// The result of comparing: they agree on `agree` half-moves; `divergence`
/// is `None` when the sheets are equal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    pub agree: usize,
    pub divergence: Option<Divergence>,
}

/// The entries of a written sheet: move numbers dropped ("12.", "12...",
/// "12.e4"), results dropped, "e.p." and "(=)" joined to their move.
pub fn entries(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for raw in text.split_whitespace() {
        let digits = raw.chars().take_while(char::is_ascii_digit).count();
        let token = if digits > 0 && raw[digits..].starts_with('.') {
            raw[digits..].trim_start_matches('.')
        } else {
            raw
        };
        if token.is_empty()
            || matches!(
                token,
                "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "+/-" | "-/+" | "-/-"
            )
        {
            continue;
        }
        let lower = token.to_ascii_lowercase();
        let mark = matches!(lower.as_str(), "e.p." | "e.p" | "ep" | "(=)");
        match out.last_mut() {
            Some(last) if mark => {
                last.push(' ');
                last.push_str(token);
            }
            _ => out.push(token.to_string()),
        }
    }
    out
}

/// Reads one entry with the first reader that finds exactly one move
/// (readers differ in their letter set: Dutch P is a knight, elsewhere a pawn too).
fn read(readers: &[MoveReader], pos: &Chess, entry: &str) -> Result<Move, MoveError> {
    let mut first_error = None;
    for reader in readers {
        match reader.read(pos, entry) {
            Ok(m) => return Ok(m),
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    Err(first_error.unwrap_or(MoveError::Empty))
}

/// Compares the game (`start` and its moves) with a written sheet.
pub fn compare(start: &Chess, ours: &[Move], sheet: &str, readers: &[MoveReader]) -> Comparison {
    let theirs = entries(sheet);
    let mut pos = start.clone();
    let longest = ours.len().max(theirs.len());
    for ply in 0..longest {
        let our = ours.get(ply).copied();
        let their_text = theirs.get(ply).cloned();
        let their_move = their_text
            .as_deref()
            .and_then(|t| read(readers, &pos, t).ok());
        if our.is_none() || their_move.is_none() || our != their_move {
            return Comparison {
                agree: ply,
                divergence: Some(Divergence {
                    ply,
                    ours: our,
                    theirs: their_text,
                    theirs_move: their_move,
                }),
            };
        }
        pos = pos
            .play(our.expect("checked above"))
            .expect("game moves are legal");
    }
    Comparison {
        agree: longest,
        divergence: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::notation::Letters;
    use shakmaty::san::San;

    fn readers() -> Vec<MoveReader> {
        let mut list = vec![MoveReader::new(&[], Some(Letters::Da))];
        list.extend(Letters::ALL.map(|l| MoveReader::new(&[], Some(l))));
        list
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

    const GAME: [&str; 12] = [
        "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6", "Nxd6",
    ];

    #[test]
    fn entries_of_a_written_sheet() {
        assert_eq!(
            entries("1.e4 e5 2. Sf3 (=) 3...Sc6 6. exd6 e.p. 1-0"),
            ["e4", "e5", "Sf3 (=)", "Sc6", "exd6 e.p."]
        );
    }

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
                compare(&Chess::default(), &ours, sheet, &readers()),
                Comparison {
                    agree: 12,
                    divergence: None
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
        ] {
            let c = compare(&Chess::default(), &ours, sheet, &readers());
            assert_eq!(c.agree, 3, "{sheet}");
            let d = c.divergence.unwrap();
            assert_eq!(
                (d.ply, d.ours, d.theirs_move.is_some()),
                (3, Some(ours[3]), true),
                "{sheet}"
            );
        }
    }

    #[test]
    fn a_shorter_or_unreadable_sheet_differs_where_it_stops_making_sense() {
        let ours = game(&GAME);
        let c = compare(&Chess::default(), &ours, "1. e4 e5 2. Sf3", &readers());
        assert_eq!(
            (c.agree, c.divergence.as_ref().map(|d| d.theirs.clone())),
            (3, Some(None))
        );
        let c = compare(&Chess::default(), &ours, "1. e4 e5 2. Sf4", &readers());
        assert_eq!(c.divergence.unwrap().theirs, Some("Sf4".to_string()));
    }
}
