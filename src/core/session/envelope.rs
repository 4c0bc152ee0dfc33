//! The papers of an adjournment: the outside of the envelope, which never
//! holds the sealed move, and the inside sheet for the arbiter, which does.

use shakmaty::{Color, EnPassantMode, Position};

use super::super::notation;
use super::super::text;

use super::*;

impl Session {
    /// The envelope of an adjourned game, in the UI language, or `None` when
    /// nothing is sealed. `resume` overrides the setup's resumption.
    pub fn envelope(&self, ctx: &Context, resume: Option<&str>, now: Stamp) -> Option<String> {
        let (by, _) = self.sealed()?;
        let t = self.setup.lang.text();
        let position = self.board_report(ctx);
        let fen =
            shakmaty::fen::Fen::from_position(self.position(), EnPassantMode::Legal).to_string();
        let e = text::Envelope {
            white: self.setup.name(Color::White).to_string(),
            black: self.setup.name(Color::Black).to_string(),
            position,
            fen,
            white_used: self.clock().reading(Color::White, now).used,
            black_used: self.clock().reading(Color::Black, now).used,
            sealed_by: by,
            sealer_name: self.setup.named(by).map(str::to_string),
            number: self.position().fullmoves().get() as usize,
            offer: self.standing_offer(),
            resume: resume
                .map(str::to_string)
                .or_else(|| self.setup.resume_at.clone()),
        };
        Some(t.envelope(&e))
    }

    /// The inside sheet of the envelope, for the arbiter: the scoresheet up
    /// to and including the sealed move, in the scoresheet's letters, or
    /// `None` when nothing is sealed. Never said: it holds the sealed move.
    pub fn envelope_inside(&self) -> Option<String> {
        let (by, sealed) = self.sealed()?;
        let t = self.setup.lang.text();
        let letters = self.setup.letters;
        let pos = self.position();
        let mut lines = vec![t.envelope_inside(
            self.setup.name(Color::White),
            self.setup.name(Color::Black),
            by,
            self.setup.named(by),
        )];
        let plies = self.game.sheet().chain(std::iter::once((pos, sealed)));
        let pairs = notation::scoresheet_pairs(plies, letters, |i| self.offers().contains(&i));
        lines.extend(pairs.into_iter().map(|(_, pair)| pair));
        lines.push(t.envelope_sealed(
            pos.fullmoves().get(),
            by,
            &notation::written(pos, sealed, letters),
        ));
        Some(lines.join("\n"))
    }
}
