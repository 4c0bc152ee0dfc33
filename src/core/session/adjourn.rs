//! Adjournment: the sealed move, kept until resumption and never said; the
//! resumption (the replier's clock, the envelope opened); and its papers, the outside of the envelope (which never holds the sealed
//! move) and the inside sheet for the arbiter (which does).

use shakmaty::{Color, EnPassantMode, Move, Position};

use super::super::notation;
use super::super::text;
use super::*;

use super::super::announce;
use super::super::laws::Rule;
use super::Fold;
use super::error::{ApplyError, legal};
use super::event::Event;

#[derive(Debug, Clone, Default)]
pub(super) struct Adjournment {
    sealed: Option<(Color, Move)>,
}

impl Adjournment {
    /// Who sealed which move, while the game is adjourned.
    pub fn sealed(&self) -> Option<(Color, Move)> {
        self.sealed
    }

    /// Applies the adjournment's part of an event; `fold.game` is the game
    /// after it. A sealed move the position does not allow is refused.
    pub fn apply(&mut self, event: &Event, fold: &Fold) -> Result<(), ApplyError> {
        match event {
            Event::Sealed { by, uci, .. } => {
                self.sealed = Some((*by, legal(fold.game.position(), *uci)?));
            }
            // Played by the session, which read it here first.
            Event::Unsealed => self.sealed = None,
            Event::RolledBack { .. } | Event::IllegalDeclared { .. } => self.sealed = None,
            _ => {}
        }
        Ok(())
    }
}

impl Session {
    /// `seal MOVE`: the sealed move, never said. A move made on the board
    /// once the sealed move is asked for is the sealed move (A.1): an
    /// announced one is sealed as it is. One that is no legal move here is
    /// refused, and the refusal noted for the arbiter (I.8) without the
    /// move. `absent`: the reply sealed because the opponent is absent at
    /// resumption, whose clock then starts (I.9.3).
    pub(super) fn seal(
        &self,
        input: &str,
        absent: bool,
        ctx: &Context,
    ) -> Result<Vec<Event>, Refusal> {
        let turn = self.position().turn();
        let sealed = match &self.pending {
            Some(p) if input.trim().is_empty() => p.played,
            Some(p) => match self.read(input, ctx) {
                Ok(m) if m == p.played => m,
                _ => return Err(Refusal::SealPending { by: p.by }),
            },
            None if input.trim().is_empty() => return Err(Refusal::SealWhat),
            None => match self.read(input, ctx) {
                Ok(m) => m,
                // Written so that it fits more than one move: a slip of
                // notation, not an illegal sealed move (I.8).
                Err(Refusal::Move {
                    error: crate::input::MoveError::Ambiguous(_),
                    ..
                }) => return Err(Refusal::SealAmbiguous),
                Err(_) => return Ok(vec![Event::SealRefused { by: turn }]),
            },
        };
        Ok(vec![Event::Sealed {
            by: turn,
            uci: UciMove::from_standard(sealed),
            opponent_absent: absent,
        }])
    }

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
            white_left: self.clock().reading(Color::White, now).left,
            black_left: self.clock().reading(Color::Black, now).left,
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

impl Session {
    /// The replier's clock started at resumption, before the envelope is opened.
    pub(super) fn start_replier(&self) -> Result<Vec<Event>, Refusal> {
        let (sealer, _) = self.adjourned.sealed().ok_or(Refusal::NotAdjourned)?;
        if self.clock().running() == Some(!sealer) {
            return Err(Refusal::ReplierRunning { by: !sealer });
        }
        Ok(vec![Event::ReplierStarted { by: !sealer }])
    }

    /// The envelope opened: the sealed move played, and what it ends.
    pub(super) fn unseal(&self) -> Result<Vec<Event>, Refusal> {
        let (by, sealed) = self.adjourned.sealed().ok_or(Refusal::NotAdjourned)?;
        let mut events = vec![Event::Unsealed];
        let after = self
            .position()
            .clone()
            .play(sealed)
            .expect("sealed moves are legal");
        if let Some((result, reason)) = self.end_of(&after, &self.keys, by) {
            events.push(Event::Ended {
                result,
                reason,
                by: None,
                rule: None,
            });
        }
        Ok(events)
    }
}

impl Session {
    /// What is said of a seal, the replier's clock and the envelope opened.
    pub(super) fn adjourn_said(&self, event: &Event, ctx: &Context) -> Vec<Say> {
        let t = self.setup.lang.text();
        match event {
            Event::Sealed {
                by,
                opponent_absent: true,
                ..
            } => vec![Say::private(t.sealed_for_absent(
                *by,
                self.position().fullmoves().get() as usize,
                self.setup.laws.article(Rule::SealerAbsent),
            ))],
            Event::ReplierStarted { by } => vec![Say::private(
                t.replier_started(*by, self.setup.laws.article(Rule::ReplierAbsent)),
            )],
            Event::SealRefused { .. } => vec![Say::private(
                t.seal_refused(self.setup.laws.article(Rule::InvalidSealedMove)),
            )],
            Event::Sealed { .. } => vec![Say::private(
                t.sealed(self.position().fullmoves().get() as usize),
            )],
            Event::Unsealed => {
                let Some(last) = self.game.plies().last() else {
                    return vec![];
                };
                let by = last.before.turn();
                let number = last.before.fullmoves().get() as usize;
                let mut says = vec![
                    Say::private(t.unsealed(by, number)),
                    Say::public(announce::announce(
                        &last.before,
                        last.played,
                        self.setup.style,
                        &ctx.voice,
                    )),
                ];
                // A move that ends the game: the end is said next, nobody is to move.
                if !self.position().is_game_over() {
                    says.push(Say::private(self.addressed(t.completed(by, number))));
                }
                says
            }
            // Other events are said by `narrate`.
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeControl;
    use crate::game::Game;
    use crate::session::setup::Setup;
    use shakmaty::Chess;

    #[test]
    fn the_sealed_move_is_checked_and_kept_until_unsealed() {
        let setup = Setup::manual(TimeControl::parse("15+10").unwrap());
        let game = Game::new(Chess::default());
        let fold = Fold::settled(&setup, &game);
        let mut adjourned = Adjournment::default();
        let bad = Event::Sealed {
            opponent_absent: false,
            by: Color::White,
            uci: "e2e5".parse().unwrap(),
        };
        assert!(adjourned.apply(&bad, &fold).is_err());
        assert_eq!(adjourned.sealed(), None);
        let good = Event::Sealed {
            opponent_absent: false,
            by: Color::White,
            uci: "g1f3".parse().unwrap(),
        };
        adjourned.apply(&good, &fold).unwrap();
        assert_eq!(adjourned.sealed().map(|s| s.0), Some(Color::White));
        adjourned.apply(&Event::Unsealed, &fold).unwrap();
        assert_eq!(adjourned.sealed(), None);
    }
}
