//! The board in words, as exploring it says it: a square and its piece,
//! a line scanned, a side's pieces, a piece's moves, what attacks a square.
//! Apart from the one-to-one messages (`messages`): each agrees a
//! vocabulary's words with this language's grammar.

use fluent_bundle::FluentArgs;
use shakmaty::{Color, Role};

use super::catalogue::Arg;
use super::{Text, sentence};

impl Text {
    /// Whether `noun`, a vocabulary's word for `role`, is this language's
    /// own (its grammar then applies: "weiße Dame", "hvidt tårn").
    pub fn is_native(&self, role: Role, noun: &str) -> bool {
        noun.to_lowercase() == self.piece(role).to_lowercase()
    }

    /// A vocabulary's plural for `role`, or where it has none, this
    /// language's own where the noun is, else the noun itself.
    pub fn plural_of(&self, role: Role, noun: &str, plural: Option<&str>) -> String {
        match plural {
            Some(p) => p.to_string(),
            None if self.is_native(role, noun) => self.piece_plural(role),
            None => noun.to_string(),
        }
    }

    /// A square and the piece on it: "Felix drei: weißer Springer". `square`
    /// is the voice's words for the square; `phrase` the voice's words for
    /// the piece with its colour, where its vocabulary has them. Without,
    /// `piece`, the voice's word for `role`, gets this catalogue's colour
    /// adjective, agreeing with it (German "weiße Dame", Danish "hvidt
    /// tårn") where the word is this language's own (`native`).
    pub fn square_piece(
        &self,
        square: &str,
        role: Role,
        color: Color,
        piece: &str,
        phrase: Option<&str>,
    ) -> String {
        let native = self.is_native(role, piece);
        let mut args = FluentArgs::new();
        square.set("square", &mut args, self);
        role.set("role", &mut args, self);
        color.set("color", &mut args, self);
        piece.set("piece", &mut args, self);
        phrase.set("phrase", &mut args, self);
        native.set("native", &mut args, self);
        self.message("square-piece", &args)
    }

    /// A rank, file or diagonal scanned: the items (occupied squares as
    /// `square_piece` says them, runs of empty ones as `empty_run`) in order.
    pub fn line_report(&self, items: &[String]) -> String {
        let mut args = FluentArgs::new();
        args.set("items", items.join("; "));
        self.message("line-report", &args)
    }

    /// "White: König Eva eins, Dame David eins, …"; `items` empty for none.
    pub fn pieces_report(&self, color: Color, items: &str) -> String {
        let mut args = FluentArgs::new();
        color.set("color", &mut args, self);
        items.set("items", &mut args, self);
        (!items.is_empty()).set("has_items", &mut args, self);
        self.message("pieces-report", &args)
    }

    /// The legal moves of a piece ("Springer Gustav eins"), as announcements.
    /// The piece comes first, in the voice's words: capitalized here, as a
    /// sentence standing alone.
    pub fn moves_report(&self, piece_and_square: &str, moves: &[String]) -> String {
        let mut args = FluentArgs::new();
        piece_and_square.set("piece_and_square", &mut args, self);
        moves.len().set("count", &mut args, self);
        args.set("moves", moves.join(", "));
        sentence(&self.message("moves-report", &args))
    }

    pub fn no_moves_from(&self, piece_and_square: &str) -> String {
        let mut args = FluentArgs::new();
        piece_and_square.set("piece_and_square", &mut args, self);
        sentence(&self.message("no-moves-from", &args))
    }

    /// What attacks and defends a square; an empty list says "not attacked",
    /// "not defended".
    pub fn attack_report(&self, square: &str, attackers: &str, defenders: &str) -> String {
        let mut args = FluentArgs::new();
        square.set("square", &mut args, self);
        attackers.set("attackers", &mut args, self);
        (!attackers.is_empty()).set("has_attackers", &mut args, self);
        defenders.set("defenders", &mut args, self);
        (!defenders.is_empty()).set("has_defenders", &mut args, self);
        self.message("attack-report", &args)
    }
}
