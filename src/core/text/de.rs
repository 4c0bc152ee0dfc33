use shakmaty::{CastlingSide, Color, Role, Square};

use super::{Catalogue, From};
use crate::core::input::CastleBlock;

pub struct De;

impl Catalogue for De {
    fn side(&self, color: Color) -> &'static str {
        match color {
            Color::White => "Weiß",
            Color::Black => "Schwarz",
        }
    }
    fn piece(&self, role: Role) -> &'static str {
        match role {
            Role::King => "König",
            Role::Queen => "Dame",
            Role::Rook => "Turm",
            Role::Bishop => "Läufer",
            Role::Knight => "Springer",
            Role::Pawn => "Bauer",
        }
    }
    fn or(&self) -> &'static str {
        "oder"
    }
    fn empty(&self) -> String {
        "bitte einen Zug eingeben".into()
    }
    fn unreadable(&self, input: &str) -> String {
        format!(
            "\"{input}\" ist als Zug nicht lesbar; zum Beispiel e4, Sf3, e2e4 oder \"Springer Felix drei\""
        )
    }
    fn unknown_word(&self, input: &str, word: &str) -> String {
        format!("\"{input}\": das Wort \"{word}\" gehört zu keinem Zug")
    }
    fn game_over(&self) -> String {
        "die Partie ist beendet".into()
    }
    fn ambiguous(&self, input: &str, candidates: &str) -> String {
        format!(
            "\"{input}\" passt auf mehrere Züge: {candidates}; bitte genauer angeben, welcher gemeint ist"
        )
    }
    fn promotion_piece(&self, square: Square, example: &str) -> String {
        format!("der Bauer erreicht {square}: bitte die neue Figur nennen, zum Beispiel {example}")
    }
    fn no_piece(&self, side: Color, role: Role) -> String {
        // Accusative: "keinen Springer", "keine Dame", "keinen Bauern".
        let (article, noun) = match role {
            Role::Queen => ("keine", "Dame"),
            Role::Pawn => ("keinen", "Bauern"),
            other => ("keinen", self.piece(other)),
        };
        format!("{} hat {article} {noun}", self.side(side))
    }
    fn cannot_reach(&self, role: Role, from: Option<From>, to: Square) -> String {
        let article = if role == Role::Queen { "keine" } else { "kein" };
        let from = match from {
            None => String::new(),
            Some(From::File(f)) => format!(" von der {}-Linie", f.char()),
            Some(From::Rank(r)) => format!(" von der {}. Reihe", r.char()),
            Some(From::Square(s)) => format!(" von {s}"),
        };
        format!("{article} {}{from} kann {to} erreichen", self.piece(role))
    }
    fn empty_square(&self, square: Square) -> String {
        format!("auf {square} steht keine Figur")
    }
    fn not_your_piece(&self, square: Square, owner: Color) -> String {
        format!("die Figur auf {square} gehört {}", self.side(owner))
    }
    fn cannot_move_there(&self, role: Role, from: Square, to: Square) -> String {
        format!(
            "die Figur auf {from} ({}) kann nicht nach {to} ziehen",
            self.piece(role)
        )
    }
    fn own_piece(&self, square: Square, role: Role) -> String {
        format!(
            "auf {square} steht eine Figur derselben Farbe ({})",
            self.piece(role)
        )
    }
    fn nothing_to_capture(&self, square: Square) -> String {
        format!("auf {square} gibt es nichts zu schlagen")
    }
    fn not_en_passant(&self) -> String {
        "das ist kein Schlagen en passant".into()
    }
    fn no_promotion(&self) -> String {
        "nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt".into()
    }
    fn promotion_choice(&self) -> String {
        "ein Bauer kann nur Dame, Turm, Läufer oder Springer werden".into()
    }
    fn king_in_check(&self) -> String {
        "der König stünde im Schach".into()
    }
    fn in_check(&self) -> String {
        "der König steht im Schach, und dieser Zug hebt das Schach nicht auf".into()
    }
    fn castle(&self, side: CastlingSide, block: CastleBlock) -> String {
        let what = match side {
            CastlingSide::KingSide => "Kurze Rochade",
            CastlingSide::QueenSide => "Lange Rochade",
        };
        let why = match block {
            CastleBlock::NoRights => "König oder Turm hat schon gezogen",
            CastleBlock::InCheck => "der König steht im Schach",
            CastleBlock::Blocked => "zwischen König und Turm stehen Figuren",
            CastleBlock::Attacked => {
                "der König würde ein angegriffenes Feld überqueren oder betreten"
            }
        };
        format!("{what} ist nicht möglich: {why}")
    }
    fn bad_move(&self, number: usize, input: &str, reason: &str) -> String {
        format!("Zug {number} \"{input}\": {reason}")
    }
    fn bad_fen(&self, fen: &str, detail: &str) -> String {
        format!("die Stellung \"{fen}\" ist nicht verwendbar: {detail}")
    }
    fn unknown_vocabulary(&self, id: &str, known: &str) -> String {
        format!("es gibt kein Vokabular \"{id}\"; bekannt sind: {known}")
    }
}
