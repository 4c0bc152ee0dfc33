//! A move in the words of any vocabulary ("Springer Gustav eins schlägt
//! Felix drei", "kurze Rochade"), read as a run of lexemes: the piece, the
//! squares, the capture and the promotion as said.

use super::*;

impl MoveReader {
    pub(super) fn spoken(&self, body: &str, mut en_passant: bool) -> Result<Reading, MoveError> {
        let words = words_of(body);
        let mut lexemes = Vec::with_capacity(words.len());
        let mut i = 0;
        while i < words.len() {
            let w = &words[i];
            if let Some(entry) = self.lexicon.get(w)
                && let Some((rest, meaning)) = entry
                    .iter()
                    .find(|(rest, _)| words[i + 1..].starts_with(rest))
            {
                lexemes.push(*meaning);
                i += 1 + rest.len();
                continue;
            }
            // Letters and digits mixed into words: "springer f 3", "Dame f3", "x".
            let b = w.as_bytes();
            match b {
                [f @ b'a'..=b'h'] => {
                    lexemes.push(Lexeme::File(File::from_char(*f as char).expect("a-h")))
                }
                [r @ b'1'..=b'8'] => {
                    lexemes.push(Lexeme::Rank(Rank::from_char(*r as char).expect("1-8")))
                }
                [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
                    lexemes.push(Lexeme::File(File::from_char(*f as char).expect("a-h")));
                    lexemes.push(Lexeme::Rank(Rank::from_char(*r as char).expect("1-8")));
                }
                b"x" | b"-" => lexemes.push(Lexeme::Word(Word::Captures)),
                b"+" => lexemes.push(Lexeme::Word(Word::Check)),
                b"#" | b"++" => lexemes.push(Lexeme::Word(Word::Checkmate)),
                b"=" => lexemes.push(Lexeme::Word(Word::Promotes)),
                _ => {
                    return Err(MoveError::Unreadable {
                        word: Some(body.split_whitespace().nth(i).unwrap_or(w).to_string()),
                    });
                }
            }
            i += 1;
        }
        let unreadable = || MoveError::Unreadable { word: None };
        if let Some(side) = lexemes.iter().find_map(|l| match l {
            Lexeme::Word(Word::Castle(side)) => Some(*side),
            _ => None,
        }) {
            return Ok(Reading::Castle(side));
        }
        let mut role = None;
        let mut squares: Vec<Lexeme> = Vec::new();
        let mut capture = false;
        let mut promotion = None;
        let mut promoting = false;
        for l in lexemes {
            match l {
                Lexeme::Piece(r) if role.is_none() && squares.is_empty() => role = Some(r),
                Lexeme::Piece(r) if !squares.is_empty() && promotion.is_none() => {
                    // "wird Dame", or the piece named straight after the square.
                    promotion = Some(Roles::one(r));
                    promoting = false;
                }
                Lexeme::Piece(_) => return Err(unreadable()),
                Lexeme::File(_) | Lexeme::Rank(_) if promoting || promotion.is_some() => {
                    return Err(unreadable());
                }
                Lexeme::File(_) | Lexeme::Rank(_) => squares.push(l),
                Lexeme::Word(Word::Captures) => capture = true,
                Lexeme::Word(Word::Promotes) => promoting = true,
                Lexeme::Word(Word::EnPassant) => en_passant = true,
                Lexeme::Word(_) => {}
            }
        }
        if promoting {
            return Err(unreadable());
        }
        let (to, disambiguation) = match squares.as_slice() {
            [rest @ .., Lexeme::File(f), Lexeme::Rank(r)] => (Square::from_coords(*f, *r), rest),
            _ => return Err(unreadable()),
        };
        let origin = match disambiguation {
            [] => (None, None),
            [Lexeme::File(f)] => (Some(*f), None),
            [Lexeme::Rank(r)] => (None, Some(*r)),
            [Lexeme::File(f), Lexeme::Rank(r)] => (Some(*f), Some(*r)),
            _ => return Err(unreadable()),
        };
        let roles = Roles::one(role.unwrap_or(Role::Pawn));
        Ok(Named::reading(
            roles, origin, capture, to, promotion, en_passant,
        ))
    }
}
