//! Squares and kinds of piece as a question names them ("square Felix
//! sieben", "pieces white rooks"): in coordinates and letters, or in the
//! words of any vocabulary the moves are read in.

use shakmaty::{Rank, Role, Square};

use super::{Lexeme, MoveReader, fold, words_of};
use crate::notation::Letters;

/// The kinds of piece in the words of the four message languages, singular
/// and plural (the vocabularies hold the singular their announcements use).
const KIND_WORDS: &[(&str, Role)] = &[
    ("king", Role::King),
    ("kings", Role::King),
    ("könig", Role::King),
    ("könige", Role::King),
    ("konge", Role::King),
    ("konger", Role::King),
    ("queen", Role::Queen),
    ("queens", Role::Queen),
    ("dame", Role::Queen),
    ("damen", Role::Queen),
    ("dronning", Role::Queen),
    ("dronninger", Role::Queen),
    ("rook", Role::Rook),
    ("rooks", Role::Rook),
    ("turm", Role::Rook),
    ("türme", Role::Rook),
    ("tårn", Role::Rook),
    ("tårne", Role::Rook),
    ("bishop", Role::Bishop),
    ("bishops", Role::Bishop),
    ("läufer", Role::Bishop),
    ("løber", Role::Bishop),
    ("løbere", Role::Bishop),
    ("løper", Role::Bishop),
    ("løpere", Role::Bishop),
    ("knight", Role::Knight),
    ("knights", Role::Knight),
    ("springer", Role::Knight),
    ("springere", Role::Knight),
    ("pawn", Role::Pawn),
    ("pawns", Role::Pawn),
    ("bauer", Role::Pawn),
    ("bauern", Role::Pawn),
    ("bonde", Role::Pawn),
    ("bønder", Role::Pawn),
    // Dutch, the message language of the 2001 laws.
    ("koning", Role::King),
    ("koningen", Role::King),
    ("dames", Role::Queen),
    ("toren", Role::Rook),
    ("torens", Role::Rook),
    ("loper", Role::Bishop),
    ("lopers", Role::Bishop),
    ("paard", Role::Knight),
    ("paarden", Role::Knight),
    ("pion", Role::Pawn),
    ("pionnen", Role::Pawn),
];

impl MoveReader {
    /// The meanings a single word has in the vocabularies.
    fn single(&self, word: &str) -> impl Iterator<Item = Lexeme> + '_ {
        self.lexicon
            .get(word)
            .into_iter()
            .flatten()
            .filter(|(rest, _)| rest.is_empty())
            .map(|(_, meaning)| *meaning)
    }

    /// A square as coordinates ("f7", "F7") or as a file word and a rank
    /// word or digit of any vocabulary ("Felix sieben", "frederik 7").
    pub fn square(&self, text: &str) -> Option<Square> {
        let compact: String = text.split_whitespace().collect::<String>().to_lowercase();
        if let Ok(square) = compact.parse::<Square>() {
            return Some(square);
        }
        let [file, rank]: [String; 2] = words_of(text).try_into().ok()?;
        let file = self.single(&file).find_map(|m| match m {
            Lexeme::File(f) => Some(f),
            _ => None,
        })?;
        let rank = match rank.parse::<u32>() {
            Ok(n) if (1..=8).contains(&n) => Rank::new(n - 1),
            Ok(_) => return None,
            Err(_) => self.single(&rank).find_map(|m| match m {
                Lexeme::Rank(r) => Some(r),
                _ => None,
            })?,
        };
        Some(Square::from_coords(file, rank))
    }

    /// A kind of piece: a piece word of any vocabulary, the word of a message
    /// language in the singular or plural ("rooks", "Türme", "tårne"), or a
    /// piece letter ("R", "T"; "P" is a pawn unless the letters are Dutch).
    pub fn role(&self, text: &str) -> Option<Role> {
        let word = fold(text.trim());
        if let Some(role) = self.single(&word).find_map(|m| match m {
            Lexeme::Piece(r) => Some(r),
            _ => None,
        }) {
            return Some(role);
        }
        if let Some(&(_, role)) = KIND_WORDS.iter().find(|(w, _)| fold(w) == word) {
            return Some(role);
        }
        let mut chars = text.trim().chars();
        let (Some(letter), None) = (chars.next(), chars.next()) else {
            return None;
        };
        if letter.eq_ignore_ascii_case(&'p') && self.letters != Some(Letters::Nl) {
            return Some(Role::Pawn);
        }
        let roles = self.piece_letter(letter);
        let role = roles.first()?;
        (roles == super::Roles::one(role)).then_some(role)
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Square::*;

    use super::*;

    fn reader(letters: Option<Letters>) -> MoveReader {
        let all = crate::vocab::shipped();
        let order: Vec<_> = ["de", "da", "nb"]
            .iter()
            .map(|id| all.get(id).unwrap().clone())
            .collect();
        MoveReader::new(&order, letters)
    }

    #[test]
    fn squares_in_coordinates_and_words() {
        let r = reader(Some(Letters::En));
        assert_eq!(r.square("f7"), Some(F7));
        assert_eq!(r.square(" F7 "), Some(F7));
        assert_eq!(r.square("Felix sieben"), Some(F7));
        assert_eq!(r.square("frederik syv"), Some(F7));
        assert_eq!(r.square("Cæsar åtte"), Some(C8));
        assert_eq!(r.square("caesar aatte"), Some(C8));
        assert_eq!(r.square("felix 7"), Some(F7));
        assert_eq!(r.square("felix"), None);
        assert_eq!(r.square("felix 9"), None);
        assert_eq!(r.square("sieben felix"), None);
        assert_eq!(r.square("i9"), None);
        assert_eq!(r.square(""), None);
    }

    #[test]
    fn kinds_in_words_and_letters() {
        let r = reader(Some(Letters::En));
        for (text, role) in [
            ("rooks", Role::Rook),
            ("Rook", Role::Rook),
            ("Türme", Role::Rook),
            ("tuerme", Role::Rook),
            ("tårne", Role::Rook),
            ("Turm", Role::Rook),
            ("R", Role::Rook),
            ("T", Role::Rook),
            ("løbere", Role::Bishop),
            ("Läufer", Role::Bishop),
            ("B", Role::Bishop),
            ("springere", Role::Knight),
            ("paarden", Role::Knight),
            ("torens", Role::Rook),
            ("pionnen", Role::Pawn),
            ("N", Role::Knight),
            ("S", Role::Knight),
            ("pawns", Role::Pawn),
            ("Bauern", Role::Pawn),
            ("bønder", Role::Pawn),
            ("p", Role::Pawn),
            ("queens", Role::Queen),
            ("D", Role::Queen),
            ("k", Role::King),
        ] {
            assert_eq!(r.role(text), Some(role), "{text}");
        }
        assert_eq!(r.role("felix"), None);
        assert_eq!(r.role("x"), None);
        assert_eq!(reader(Some(Letters::Nl)).role("P"), Some(Role::Knight));
    }
}
