use shakmaty::{CastlingSide, Color, Role, Square};

use super::{Catalogue, From};
use crate::core::input::CastleBlock;

pub struct Da;

impl Da {
    /// "ingen springer", but "intet tårn" (neuter).
    fn none(&self, role: Role) -> String {
        let word = if role == Role::Rook { "intet" } else { "ingen" };
        format!("{word} {}", self.piece(role))
    }
}

impl Catalogue for Da {
    fn side(&self, color: Color) -> &'static str {
        match color {
            Color::White => "hvid",
            Color::Black => "sort",
        }
    }
    fn piece(&self, role: Role) -> &'static str {
        match role {
            Role::King => "konge",
            Role::Queen => "dronning",
            Role::Rook => "tårn",
            Role::Bishop => "løber",
            Role::Knight => "springer",
            Role::Pawn => "bonde",
        }
    }
    fn or(&self) -> &'static str {
        "eller"
    }
    fn empty(&self) -> String {
        "skriv et træk".into()
    }
    fn unreadable(&self, input: &str) -> String {
        format!(
            "\"{input}\" kan ikke læses som et træk; skriv fx e4, Sf3, e2e4 eller \"springer Frederik tre\""
        )
    }
    fn unknown_word(&self, input: &str, word: &str) -> String {
        format!("\"{input}\": ordet \"{word}\" hører ikke til et træk")
    }
    fn game_over(&self) -> String {
        "partiet er slut".into()
    }
    fn ambiguous(&self, input: &str, candidates: &str) -> String {
        format!(
            "\"{input}\" passer på flere træk: {candidates}; skriv mere præcist, hvilket du mener"
        )
    }
    fn promotion_piece(&self, square: Square, example: &str) -> String {
        format!("bonden når {square}: nævn den nye brik, fx {example}")
    }
    fn no_piece(&self, side: Color, role: Role) -> String {
        format!("{} har {}", self.side(side), self.none(role))
    }
    fn cannot_reach(&self, role: Role, from: Option<From>, to: Square) -> String {
        let from = match from {
            None => String::new(),
            Some(From::File(f)) => format!(" fra {}-linjen", f.char()),
            Some(From::Rank(r)) => format!(" fra {}. række", r.char()),
            Some(From::Square(s)) => format!(" fra {s}"),
        };
        format!("{}{from} kan nå {to}", self.none(role))
    }
    fn empty_square(&self, square: Square) -> String {
        format!("der står ingen brik på {square}")
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
            "på {square} står en brik af samme farve ({})",
            self.piece(role)
        )
    }
    fn nothing_to_capture(&self, square: Square) -> String {
        format!("der er intet at slå på {square}")
    }
    fn not_en_passant(&self) -> String {
        "det er ikke et en passant-slag".into()
    }
    fn no_promotion(&self) -> String {
        "kun en bonde, der når sidste række, forvandles".into()
    }
    fn promotion_choice(&self) -> String {
        "en bonde kan kun blive dronning, tårn, løber eller springer".into()
    }
    fn king_in_check(&self) -> String {
        "kongen ville stå i skak".into()
    }
    fn in_check(&self) -> String {
        "kongen står i skak, og trækket ophæver ikke skakken".into()
    }
    fn castle(&self, side: CastlingSide, block: CastleBlock) -> String {
        let what = match side {
            CastlingSide::KingSide => "kort rokade",
            CastlingSide::QueenSide => "lang rokade",
        };
        let why = match block {
            CastleBlock::NoRights => "kongen eller tårnet har flyttet",
            CastleBlock::InCheck => "kongen står i skak",
            CastleBlock::Blocked => "der står brikker mellem konge og tårn",
            CastleBlock::Attacked => "kongen ville passere eller lande på et angrebet felt",
        };
        format!("{what} er ikke mulig: {why}")
    }
    fn bad_move(&self, number: usize, input: &str, reason: &str) -> String {
        format!("træk {number} \"{input}\": {reason}")
    }
    fn bad_fen(&self, fen: &str, detail: &str) -> String {
        format!("stillingen \"{fen}\" kan ikke bruges: {detail}")
    }
    fn unknown_vocabulary(&self, id: &str, known: &str) -> String {
        format!("der findes intet ordforråd \"{id}\"; kendte: {known}")
    }
}
