//! Draw offers and claims: the claims the operator makes (threefold, fifty
//! moves, the quickplay finish and its increment), an offer made, accepted
//! or declined, the standing offer,
//! where offers were made (the scoresheet's "(=)"), and every claim for the
//! record.

use shakmaty::{Color, Move, Position};

use super::super::clock::Stamp;
use super::super::outcome::ClaimKind;
use super::Fold;
use super::error::{ApplyError, legal};
use super::event::Event;
use super::*;

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

impl Session {
    /// `claim threefold|fifty [MOVE]` (9.2, 9.3): the claim and the move
    /// written with it; a correct one waits for the arbiter's `yes`, an
    /// incorrect one (or a correct one not upheld) makes the written move
    /// and proposes the edition's penalty (9.5).
    pub(super) fn claim(
        &self,
        kind: ClaimKind,
        input: Option<&str>,
        ctx: &Context,
    ) -> Result<Vec<Event>, Refusal> {
        let turn = self.position().turn();
        if self.pending.is_some() {
            return Err(Refusal::ClaimWithPending(kind));
        }
        let intended = input.map(|i| self.read(i, ctx)).transpose()?;
        let after = match intended {
            Some(m) => self
                .position()
                .clone()
                .play(m)
                .expect("read moves are legal"),
            None => self.position().clone(),
        };
        let correct = match kind {
            ClaimKind::Threefold => {
                let k = key(&after);
                let seen =
                    self.keys.iter().filter(|x| **x == k).count() + usize::from(intended.is_some());
                seen >= 3
            }
            ClaimKind::Fifty => after.halfmoves() >= 100,
        };
        let mut events = vec![Event::Claimed {
            by: turn,
            kind,
            uci: intended.map(UciMove::from_standard),
            correct,
        }];
        // An incorrect claim, or a correct one the arbiter does not
        // uphold (9.2/9.3, 9.5): the written move is binding, it is
        // now the move made, and the edition's penalty is proposed.
        let mut incorrect = Vec::new();
        if let Some(m) = intended {
            incorrect.push(Event::Announced {
                by: turn,
                uci: UciMove::from_standard(m),
            });
        }
        let ends = intended.map(|m| self.ending(m, turn)).unwrap_or_default();
        if ends.is_empty() {
            incorrect.push(proposed(self.claim_penalty(turn)));
        }
        incorrect.extend(ends);
        if correct {
            let reason = match kind {
                ClaimKind::Threefold => EndReason::Threefold,
                ClaimKind::Fifty => EndReason::FiftyMoves,
            };
            let mut otherwise = vec![Event::ClocksStarted];
            otherwise.extend(incorrect);
            events.push(Event::Proposed {
                then: vec![Event::Ended {
                    result: GameResult::Draw,
                    reason,
                    by: Some(turn),
                    rule: None,
                }],
                otherwise,
            });
        } else {
            events.extend(incorrect);
        }
        Ok(events)
    }

    /// `claim quickplay`: the player to move, with less than 2 minutes left
    /// in the last period and his flag up, claims a draw; the clocks stop,
    /// and the arbiter declares the draw (`yes`) or rejects or postpones
    /// it (`no`: 2 minutes for the opponent, play goes on; a postponed
    /// draw is declared later with `result`).
    pub(super) fn claim_quickplay(&self) -> Result<Vec<Event>, Refusal> {
        let ruling = self.setup.ruling();
        if !self.setup.regulations.quickplay {
            return Err(Refusal::QuickplayNotAnnounced(
                ruling.quickplay_announced_in(),
            ));
        }
        // The clock's control: an increment set in the game (III.4) ends
        // the claim (III.2.2).
        let rule = ruling
            .quickplay(self.clock().control())
            .map_err(Refusal::QuickplayExcluded)?;
        if let Some(p) = &self.pending {
            return Err(Refusal::Pending { by: p.by });
        }
        let by = self.position().turn();
        let r = self.clock().reading(by, self.last);
        let last_period = self.clock().control().period(r.period).moves.is_none();
        if !last_period || r.left >= Span::minutes(2) || self.flag(by).is_some() {
            return Err(Refusal::QuickplayNotYet {
                by,
                left: r.left.max(Span::ZERO),
                article: rule.claim,
            });
        }
        Ok(vec![
            Event::QuickplayClaimed { by, left: r.left },
            Event::Proposed {
                then: vec![Event::Ended {
                    result: GameResult::Draw,
                    reason: EndReason::QuickplayFinish,
                    by: Some(by),
                    rule: Some(rule.draw.to_string()),
                }],
                otherwise: vec![
                    Event::ClocksStarted,
                    Event::TimeAdded {
                        color: !by,
                        span: Span::minutes(2),
                        rule: Some(rule.rejected.to_string()),
                    },
                ],
            },
        ])
    }

    /// `claim increment`: instead of a quickplay claim, the player to move
    /// asks for a 5-second increment for both players; it is a draw offer
    /// (2017 III.4, 2014 G4). Declined, the arbiter is asked.
    pub(super) fn request_increment(&self) -> Result<Vec<Event>, Refusal> {
        if self.setup.ruling().increment_request().is_none() {
            return Err(Refusal::NoIncrementRequest);
        }
        // The same conditions as the claim: announced, no increment yet,
        // less than 2 minutes in the last period.
        self.claim_quickplay()?;
        let by = self.position().turn();
        Ok(vec![
            Event::DrawOffered { by },
            Event::IncrementRequested { by },
        ])
    }
}

impl Session {
    /// `draw`: an offer, where none stands.
    pub(super) fn offer_draw(&self, by: Option<Color>) -> Result<Vec<Event>, Refusal> {
        // A bare `draw` is the blind player's: the operator speaks for him.
        let by = by.unwrap_or(self.setup.blind);
        match self.draws.standing() {
            Some(standing) => Err(Refusal::OfferStanding { by: standing }),
            None => Ok(vec![Event::DrawOffered { by }]),
        }
    }

    /// `accept`: the standing offer taken, the draw proposed.
    pub(super) fn accept(&self) -> Result<Vec<Event>, Refusal> {
        let offerer = self.draws.standing().ok_or(Refusal::NoOffer)?;
        if self.agreement_too_early() {
            return Err(Refusal::AgreementTooEarly);
        }
        Ok(vec![proposed(vec![Event::Ended {
            result: GameResult::Draw,
            reason: EndReason::Agreement,
            by: Some(!offerer),
            rule: None,
        }])])
    }

    /// `decline`: the standing offer declined, and an increment asked for with it proposed.
    pub(super) fn decline(&self) -> Result<Vec<Event>, Refusal> {
        let offerer = self.draws.standing().ok_or(Refusal::NoOffer)?;
        let mut events = vec![Event::DrawDeclined { by: !offerer }];
        // An increment asked for with the offer (III.4, G4): the
        // arbiter agrees (yes: the increment, 2 minutes for the
        // opponent) or not.
        if let Some(by) = self.draws.increment_request()
            && let Some(article) = self.setup.ruling().increment_request()
        {
            events.push(proposed(vec![
                Event::IncrementSet {
                    span: Span::seconds(5),
                    rule: Some(article.to_string()),
                },
                Event::TimeAdded {
                    color: !by,
                    span: Span::minutes(2),
                    rule: Some(article.to_string()),
                },
            ]));
        }
        Ok(events)
    }
}

impl Session {
    /// What is said of an offer, a claim, and the quickplay finish's claim
    /// and increment: each to both players.
    pub(super) fn draws_said(&self, event: &Event) -> Vec<Say> {
        let t = self.setup.lang.text();
        let said = match event {
            Event::DrawOffered { by, .. } => t.draw_offered(*by),
            Event::DrawDeclined { by, .. } => t.draw_declined(*by),
            // An incorrect claim's penalty follows as a proposal.
            Event::Claimed {
                by,
                kind,
                correct,
                uci,
                ..
            } => t.claim(*by, *kind, *correct, uci.is_some()),
            Event::QuickplayClaimed { by, left } => {
                let rule = self.setup.ruling().quickplay(&self.setup.control);
                let article = rule.map(|r| r.claim).unwrap_or_default();
                t.quickplay_claimed(*by, *left, article)
            }
            Event::IncrementRequested { by } => {
                let article = self.setup.ruling().increment_request().unwrap_or_default();
                t.increment_requested(*by, article)
            }
            Event::IncrementSet { span, rule } => {
                super::narrate::with_rule(t, t.increment_set(*span), rule)
            }
            _ => return vec![],
        };
        vec![Say::public(said)]
    }
}

#[cfg(test)]
mod tests {
    use super::super::Pending;
    use super::super::setup::Setup;
    use super::*;
    use crate::clock::TimeControl;
    use crate::game::Game;
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
        assert_eq!(
            error.to_string(),
            "the move e2e5 is not legal in the position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        assert!(draws.claims().is_empty());
    }
}
