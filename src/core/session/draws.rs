//! Draw offers and claims: the standing offer, where offers were made (the
//! scoresheet's "(=)"), and every claim for the record.

use shakmaty::{Color, Move, Position};

use super::super::clock::Stamp;
use super::super::outcome::ClaimKind;
use super::Fold;
use super::error::{ApplyError, legal};
use super::event::Event;

/// A claim, kept for the record and the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimRecord {
    pub by: Color,
    pub kind: ClaimKind,
    pub intended: Option<Move>,
    pub correct: bool,
    pub at: Stamp,
    /// Half-moves completed when it was made.
    pub ply: usize,
}

#[derive(Debug, Clone, Default)]
pub(super) struct Draws {
    /// Who has a draw offer standing.
    offer: Option<Color>,
    /// Half-move indices after which a draw was offered: "(=)".
    offers: Vec<usize>,
    claims: Vec<ClaimRecord>,
    /// A correct claim stopped the clocks and its result waits for `yes`.
    claim_standing: bool,
    /// Who asked for an increment with his draw offer (III.4), while it stands.
    increment_request: Option<Color>,
}

impl Draws {
    pub fn standing(&self) -> Option<Color> {
        self.offer
    }
    /// Who asked for an increment with the offer that stands (III.4).
    pub fn increment_request(&self) -> Option<Color> {
        self.increment_request.filter(|by| self.offer == Some(*by))
    }
    pub fn offers(&self) -> &[usize] {
        &self.offers
    }
    pub fn claims(&self) -> &[ClaimRecord] {
        &self.claims
    }
    /// The correct claim whose result is not recorded yet, if one stands.
    pub fn standing_claim(&self) -> Option<&ClaimRecord> {
        self.claims.last().filter(|_| self.claim_standing)
    }

    /// Applies the draws' part of an event; `fold.game` is the game after it.
    /// A claimed move the position does not allow is refused before anything changes.
    pub fn apply(&mut self, at: Stamp, event: &Event, fold: &Fold) -> Result<(), ApplyError> {
        let plies = fold.game.plies();
        match event {
            Event::Announced { by, .. } if self.offer == Some(!*by) => {
                // Moving declines the opponent's offer (touching a piece does, 9.1).
                self.offer = None;
            }
            Event::DrawOffered { by } => {
                self.offer = Some(*by);
                // The offer is marked with the offerer's move (9.1.2.2): the
                // announced one, the one he is about to make when he offers
                // before moving, or else his last.
                let ply = match fold.pending {
                    Some(p) if p.by == *by => plies.len(),
                    None if fold.game.position().turn() == *by => plies.len(),
                    _ => plies
                        .iter()
                        .rposition(|p| p.before.turn() == *by)
                        .unwrap_or(0),
                };
                if !self.offers.contains(&ply) {
                    self.offers.push(ply);
                }
            }
            Event::DrawDeclined { .. } => self.offer = None,
            Event::IncrementRequested { by } => self.increment_request = Some(*by),
            // The sealed move made at resumption declines the offer its
            // player had, as any move does.
            Event::Unsealed => {
                let sealer = plies.last().map(|p| p.before.turn());
                if sealer.is_some_and(|s| self.offer == Some(!s)) {
                    self.offer = None;
                }
            }
            Event::Ended { .. } => {
                self.offer = None;
                self.claim_standing = false;
                // An offer marked for a move never made (the game ended
                // first, by its acceptance) goes to the offerer's last move.
                let offerer = fold.game.position().turn();
                let his_last = plies.iter().rposition(|p| p.before.turn() == offerer);
                let never_made = plies.len();
                if self.offers.contains(&never_made) {
                    self.offers.retain(|o| *o != never_made);
                    if let Some(last) = his_last.filter(|l| !self.offers.contains(l)) {
                        self.offers.push(last);
                    }
                }
            }
            // The clocks run again: the claim's result was not recorded.
            Event::ClocksStarted => self.claim_standing = false,
            Event::Claimed {
                by,
                kind,
                uci,
                correct,
            } => {
                let intended = uci.map(|u| legal(fold.game.position(), u)).transpose()?;
                self.claims.push(ClaimRecord {
                    by: *by,
                    kind: *kind,
                    intended,
                    correct: *correct,
                    at,
                    ply: plies.len(),
                });
                self.claim_standing = *correct;
            }
            Event::RolledBack { .. } | Event::IllegalDeclared { .. } => {
                self.offers.retain(|o| *o < plies.len());
                self.offer = None;
                self.claim_standing = false;
            }
            _ => {}
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::Pending;
    use super::super::setup::Setup;
    use super::*;
    use crate::core::clock::TimeControl;
    use crate::core::game::Game;
    use shakmaty::Chess;

    fn fold<'a>(setup: &'a Setup, game: &'a Game, pending: Option<&'a Pending>) -> Fold<'a> {
        Fold {
            setup,
            game,
            pending,
        }
    }

    #[test]
    fn an_offer_is_marked_after_the_offerers_move_and_moving_declines_it() {
        let setup = Setup::manual(TimeControl::parse("15+10").unwrap());
        let mut game = Game::new(Chess::default());
        let e4 = legal(game.position(), "e2e4".parse().unwrap()).unwrap();
        game.play(e4).unwrap();
        let mut draws = Draws::default();
        let black = Event::DrawOffered { by: Color::Black };
        // Black offers before moving: the mark goes with his coming move.
        draws
            .apply(Stamp(0), &black, &fold(&setup, &game, None))
            .unwrap();
        let e5 = legal(game.position(), "e7e5".parse().unwrap()).unwrap();
        let pending = Pending {
            by: Color::Black,
            played: e5,
            at: Stamp(1),
            confirmed: false,
            corrected: Vec::new(),
        };
        let white = Event::DrawOffered { by: Color::White };
        draws
            .apply(Stamp(1), &white, &fold(&setup, &game, Some(&pending)))
            .unwrap();
        assert_eq!(draws.offers(), [1, 0]);
        assert_eq!(draws.standing(), Some(Color::White));
        let moved = Event::Announced {
            by: Color::Black,
            uci: "e7e5".parse().unwrap(),
        };
        draws
            .apply(Stamp(2), &moved, &fold(&setup, &game, None))
            .unwrap();
        assert_eq!(draws.standing(), None);
    }

    #[test]
    fn a_claimed_move_must_be_legal() {
        let setup = Setup::manual(TimeControl::parse("15+10").unwrap());
        let game = Game::new(Chess::default());
        let mut draws = Draws::default();
        let claim = Event::Claimed {
            by: Color::White,
            kind: ClaimKind::Threefold,
            uci: Some("e2e5".parse().unwrap()),
            correct: false,
        };
        let error = draws
            .apply(Stamp(0), &claim, &fold(&setup, &game, None))
            .unwrap_err();
        assert_eq!(error.to_string(), "\"e2e5\" is not legal in the position");
        assert!(draws.claims().is_empty());
    }
}
