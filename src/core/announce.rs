//! Move announcements: move + position → tokens → words. The words are those
//! of the laws' appendix for blind players (FIDE Laws 2017 D.2.1, 2014 D2.1,
//! 2005 and 2001 F2.1), with words the program chose for captures, check and
//! mate, promotion and en passant; the order is the piece, what algebraic
//! notation needs to tell it apart (the from-square in the long form), the
//! capture, the square, the promotion, en passant, then check or mate.

use shakmaty::san::San;
use shakmaty::{CastlingSide, Chess, File, Move, Position, Rank, Role};

use super::vocab::{Voice, Word};

/// One spoken unit of an announcement; a voice turns it into a word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Token {
    Piece(Role),
    File(File),
    Rank(Rank),
    Word(Word),
}

/// How moves are announced (settings).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Style {
    /// Long form: always the from-square. Short form: only the disambiguation
    /// that algebraic notation needs.
    pub long: bool,
    /// Say "Bauer" before pawn moves.
    pub pawn_name: bool,
    /// Say check and mate (the 2001 laws make announcing check optional).
    pub check: bool,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            long: false,
            pawn_name: true,
            check: true,
        }
    }
}

/// The tokens announcing `m`, played from `pos`.
pub fn tokens(pos: &Chess, m: Move, style: Style) -> Vec<Token> {
    let mut out = Vec::with_capacity(8);
    match m {
        Move::Castle { king, rook } => {
            let side = if rook.file() < king.file() {
                CastlingSide::QueenSide
            } else {
                CastlingSide::KingSide
            };
            out.push(Token::Word(Word::Castle(side)));
        }
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            if role != Role::Pawn || style.pawn_name {
                out.push(Token::Piece(role));
            }
            if style.long {
                out.push(Token::File(from.file()));
                out.push(Token::Rank(from.rank()));
            } else if let San::Normal { file, rank, .. } = San::from_move(pos, m) {
                out.extend(file.map(Token::File));
                out.extend(rank.map(Token::Rank));
            }
            if capture.is_some() {
                out.push(Token::Word(Word::Captures));
            }
            out.push(Token::File(to.file()));
            out.push(Token::Rank(to.rank()));
            if let Some(new) = promotion {
                out.push(Token::Word(Word::Promotes));
                out.push(Token::Piece(new));
            }
        }
        Move::EnPassant { from, to } => {
            if style.pawn_name {
                out.push(Token::Piece(Role::Pawn));
            }
            out.push(Token::File(from.file()));
            if style.long {
                out.push(Token::Rank(from.rank()));
            }
            out.push(Token::Word(Word::Captures));
            out.push(Token::File(to.file()));
            out.push(Token::Rank(to.rank()));
            out.push(Token::Word(Word::EnPassant));
        }
        Move::Put { .. } => {}
    }
    if style.check {
        let after = pos.clone().play(m);
        if let Ok(after) = after {
            if after.is_checkmate() {
                out.push(Token::Word(Word::Checkmate));
            } else if after.is_check() {
                out.push(Token::Word(Word::Check));
            }
        }
    }
    out
}

/// The word a voice speaks for one token.
pub fn word(token: Token, voice: &Voice) -> &str {
    match token {
        Token::Piece(role) => voice.piece(role),
        Token::File(file) => voice.file(file),
        Token::Rank(rank) => voice.rank(rank),
        Token::Word(w) => voice.word(w),
    }
}

/// The tokens as text: words joined by single spaces.
pub fn render(tokens: &[Token], voice: &Voice) -> String {
    let mut out = String::with_capacity(tokens.len() * 8);
    for (i, &t) in tokens.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(word(t, voice));
    }
    out
}

/// The longest announcement a voice can make: a pawn, named, taking on a
/// square and promoting with mate ("Bauer Gustav schlägt Hector sieben
/// wird Springer Schachmatt"), each slot at its longest word. What a
/// display sized once for every move must hold: no announcement is
/// longer, nor wraps into more lines (each word is at least as long).
pub fn longest(voice: &Voice) -> String {
    fn most<'a>(words: impl Iterator<Item = &'a str>) -> &'a str {
        words.max_by_key(|w| w.chars().count()).unwrap_or("")
    }
    let file = most(File::ALL.iter().map(|f| voice.file(*f)));
    let rank = most(Rank::ALL.iter().map(|r| voice.rank(*r)));
    let piece = most(Role::ALL.iter().map(|r| voice.piece(*r)));
    [
        voice.piece(Role::Pawn),
        file,
        voice.word(Word::Captures),
        file,
        rank,
        voice.word(Word::Promotes),
        piece,
        voice.word(Word::Checkmate),
    ]
    .join(" ")
}

/// The announcement of `m` from `pos` as text.
pub fn announce(pos: &Chess, m: Move, style: Style, voice: &Voice) -> String {
    render(&tokens(pos, m, style), voice)
}

#[cfg(test)]
mod longest_tests {
    use super::*;

    #[test]
    fn the_longest_announcement_is_each_slot_at_its_longest() {
        let all = crate::vocab::shipped();
        let de = all.voice(&crate::vocab::VoiceMix::plain("de")).unwrap();
        assert_eq!(
            longest(&de),
            "Bauer Hector schlägt Hector sieben wird Springer Schachmatt"
        );
        for id in ["da", "nb"] {
            let v = all.voice(&crate::vocab::VoiceMix::plain(id)).unwrap();
            assert!(longest(&v).chars().count() > 40, "{id}: {}", longest(&v));
        }
    }
}
