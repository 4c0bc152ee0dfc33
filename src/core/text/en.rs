use shakmaty::{CastlingSide, Color, Role, Square};

use super::{Catalogue, From};
use crate::core::input::CastleBlock;

pub struct En;

impl Catalogue for En {
    fn side(&self, color: Color) -> &'static str {
        match color {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
    fn piece(&self, role: Role) -> &'static str {
        match role {
            Role::King => "king",
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::Pawn => "pawn",
        }
    }
    fn or(&self) -> &'static str {
        "or"
    }
    fn empty(&self) -> String {
        "type a move".into()
    }
    fn unreadable(&self, input: &str) -> String {
        format!(
            "\"{input}\" is not a move I can read; type e.g. e4, Nf3, e2e4 or \"Springer Felix drei\""
        )
    }
    fn unknown_word(&self, input: &str, word: &str) -> String {
        format!("\"{input}\": the word \"{word}\" is not a move word")
    }
    fn game_over(&self) -> String {
        "the game is over".into()
    }
    fn ambiguous(&self, input: &str, candidates: &str) -> String {
        format!("\"{input}\" fits several moves: {candidates}; type the one you mean more exactly")
    }
    fn promotion_piece(&self, square: Square, example: &str) -> String {
        format!("the pawn reaches {square}: name the new piece, e.g. {example}")
    }
    fn no_piece(&self, side: Color, role: Role) -> String {
        format!("{} has no {}", self.side(side), self.piece(role))
    }
    fn cannot_reach(&self, role: Role, from: Option<From>, to: Square) -> String {
        let from = match from {
            None => String::new(),
            Some(From::File(f)) => format!(" on the {}-file", f.char()),
            Some(From::Rank(r)) => format!(" on rank {}", r.char()),
            Some(From::Square(s)) => format!(" on {s}"),
        };
        format!("no {}{from} can reach {to}", self.piece(role))
    }
    fn empty_square(&self, square: Square) -> String {
        format!("there is no piece on {square}")
    }
    fn not_your_piece(&self, square: Square, owner: Color) -> String {
        format!("the piece on {square} is {}'s", self.side(owner))
    }
    fn cannot_move_there(&self, role: Role, from: Square, to: Square) -> String {
        format!("the {} on {from} cannot move to {to}", self.piece(role))
    }
    fn own_piece(&self, square: Square, role: Role) -> String {
        format!(
            "{square} is taken by a piece of the same side ({})",
            self.piece(role)
        )
    }
    fn nothing_to_capture(&self, square: Square) -> String {
        format!("there is nothing to capture on {square}")
    }
    fn not_en_passant(&self) -> String {
        "that is not an en passant capture".into()
    }
    fn no_promotion(&self) -> String {
        "only a pawn reaching the last rank is promoted".into()
    }
    fn promotion_choice(&self) -> String {
        "a pawn can become a queen, rook, bishop or knight only".into()
    }
    fn king_in_check(&self) -> String {
        "the king would be in check".into()
    }
    fn in_check(&self) -> String {
        "the king is in check and this move does not answer it".into()
    }
    fn castle(&self, side: CastlingSide, block: CastleBlock) -> String {
        let what = match side {
            CastlingSide::KingSide => "castling short",
            CastlingSide::QueenSide => "castling long",
        };
        let why = match block {
            CastleBlock::NoRights => "the king or that rook has moved",
            CastleBlock::InCheck => "the king is in check",
            CastleBlock::Blocked => "there are pieces between king and rook",
            CastleBlock::Attacked => "the king would pass through or land on an attacked square",
        };
        format!("{what} is not possible: {why}")
    }
    fn bad_move(&self, number: usize, input: &str, reason: &str) -> String {
        format!("move {number} \"{input}\": {reason}")
    }
    fn bad_fen(&self, fen: &str, detail: &str) -> String {
        format!("the position \"{fen}\" cannot be used: {detail}")
    }
    fn unknown_vocabulary(&self, id: &str, known: &str) -> String {
        format!("there is no vocabulary \"{id}\"; known: {known}")
    }
}
