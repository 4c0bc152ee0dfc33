use shakmaty::{CastlingSide, Color, Role, Square};

use super::{Catalogue, From};
use crate::core::input::CastleBlock;

pub struct Nb;

impl Catalogue for Nb {
    fn side(&self, color: Color) -> &'static str {
        match color {
            Color::White => "hvit",
            Color::Black => "svart",
        }
    }
    fn piece(&self, role: Role) -> &'static str {
        match role {
            Role::King => "konge",
            Role::Queen => "dronning",
            Role::Rook => "tårn",
            Role::Bishop => "løper",
            Role::Knight => "springer",
            Role::Pawn => "bonde",
        }
    }
    fn or(&self) -> &'static str {
        "eller"
    }
    fn empty(&self) -> String {
        "skriv et trekk".into()
    }
    fn unreadable(&self, input: &str) -> String {
        format!(
            "\"{input}\" kan ikke leses som et trekk; skriv f.eks. e4, Sf3, e2e4 eller \"springer Felix tre\""
        )
    }
    fn unknown_word(&self, input: &str, word: &str) -> String {
        format!("\"{input}\": ordet \"{word}\" hører ikke til et trekk")
    }
    fn game_over(&self) -> String {
        "partiet er slutt".into()
    }
    fn ambiguous(&self, input: &str, candidates: &str) -> String {
        format!(
            "\"{input}\" passer med flere trekk: {candidates}; skriv mer nøyaktig hvilket du mener"
        )
    }
    fn promotion_piece(&self, square: Square, example: &str) -> String {
        format!("bonden når {square}: si hvilken brikke den blir, f.eks. {example}")
    }
    fn no_piece(&self, side: Color, role: Role) -> String {
        format!("{} har ingen {}", self.side(side), self.piece(role))
    }
    fn cannot_reach(&self, role: Role, from: Option<From>, to: Square) -> String {
        let from = match from {
            None => String::new(),
            Some(From::File(f)) => format!(" fra {}-linjen", f.char()),
            Some(From::Rank(r)) => format!(" fra {}. rad", r.char()),
            Some(From::Square(s)) => format!(" fra {s}"),
        };
        format!("ingen {}{from} kan nå {to}", self.piece(role))
    }
    fn empty_square(&self, square: Square) -> String {
        format!("det står ingen brikke på {square}")
    }
    fn not_your_piece(&self, square: Square, owner: Color) -> String {
        format!("brikken på {square} tilhører {}", self.side(owner))
    }
    fn cannot_move_there(&self, role: Role, from: Square, to: Square) -> String {
        format!(
            "brikken på {from} ({}) kan ikke flytte til {to}",
            self.piece(role)
        )
    }
    fn own_piece(&self, square: Square, role: Role) -> String {
        format!(
            "på {square} står en brikke av samme farge ({})",
            self.piece(role)
        )
    }
    fn nothing_to_capture(&self, square: Square) -> String {
        format!("det er ingenting å slå på {square}")
    }
    fn not_en_passant(&self) -> String {
        "det er ikke et en passant-slag".into()
    }
    fn no_promotion(&self) -> String {
        "bare en bonde som når siste rad, forvandles".into()
    }
    fn promotion_choice(&self) -> String {
        "en bonde kan bare bli dronning, tårn, løper eller springer".into()
    }
    fn king_in_check(&self) -> String {
        "kongen ville stå i sjakk".into()
    }
    fn in_check(&self) -> String {
        "kongen står i sjakk, og trekket opphever ikke sjakken".into()
    }
    fn castle(&self, side: CastlingSide, block: CastleBlock) -> String {
        let what = match side {
            CastlingSide::KingSide => "kort rokade",
            CastlingSide::QueenSide => "lang rokade",
        };
        let why = match block {
            CastleBlock::NoRights => "kongen eller tårnet har flyttet",
            CastleBlock::InCheck => "kongen står i sjakk",
            CastleBlock::Blocked => "det står brikker mellom konge og tårn",
            CastleBlock::Attacked => "kongen ville passere eller lande på et angrepet felt",
        };
        format!("{what} er ikke mulig: {why}")
    }
    fn bad_move(&self, number: usize, input: &str, reason: &str) -> String {
        format!("trekk {number} \"{input}\": {reason}")
    }
    fn bad_fen(&self, fen: &str, detail: &str) -> String {
        format!("stillingen \"{fen}\" kan ikke brukes: {detail}")
    }
    fn unknown_vocabulary(&self, id: &str, known: &str) -> String {
        format!("det finnes ikke noe ordforråd \"{id}\"; kjente: {known}")
    }
}
