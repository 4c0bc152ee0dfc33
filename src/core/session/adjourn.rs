//! Adjournment: the sealed move, kept until resumption and never said.

use shakmaty::{Color, Move};

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
            Event::Sealed { by, uci } => {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::clock::TimeControl;
    use crate::core::game::Game;
    use crate::core::session::setup::Setup;
    use shakmaty::Chess;

    #[test]
    fn the_sealed_move_is_checked_and_kept_until_unsealed() {
        let setup = Setup::manual(TimeControl::parse("15+10").unwrap());
        let game = Game::new(Chess::default());
        let fold = Fold::settled(&setup, &game);
        let mut adjourned = Adjournment::default();
        let bad = Event::Sealed {
            by: Color::White,
            uci: "e2e5".parse().unwrap(),
        };
        assert!(adjourned.apply(&bad, &fold).is_err());
        assert_eq!(adjourned.sealed(), None);
        let good = Event::Sealed {
            by: Color::White,
            uci: "g1f3".parse().unwrap(),
        };
        adjourned.apply(&good, &fold).unwrap();
        assert_eq!(adjourned.sealed().map(|s| s.0), Some(Color::White));
        adjourned.apply(&Event::Unsealed, &fold).unwrap();
        assert_eq!(adjourned.sealed(), None);
    }
}
