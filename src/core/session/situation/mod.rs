//! What the players must know now (issue 48): the move to carry out, whose
//! move, an offer standing, a question waiting for yes or no, an adjourned
//! or ended game, a peg board that differs. One model, read from the
//! session; every surface draws it (the full screen's board title and
//! clock row, the large letters, the braille display's state line, line
//! mode's `status`), so that none of them can leave a state out.

use shakmaty::{Color, Position};

use super::{Context, Session};
use crate::outcome::GameResult;
use crate::text::Text;

/// What the players must know now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Situation {
    pub phase: Phase,
    /// The move announced and not yet completed, by whom and as announced:
    /// the opponent is still to carry it out on his board (D.2.11).
    pub to_carry_out: Option<(Color, String)>,
    /// A proposal (an end, an arbiter's decision) waits for yes or no,
    /// and what it would record.
    pub question: Option<Asked>,
    /// A draw offer stands, made by this side.
    pub offer: Option<Color>,
    /// The peg board differs from the game.
    pub peg_differs: bool,
}

/// What a proposal waiting for yes or no would record, in a word: the
/// state line names it, not only that a question waits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    Result(GameResult),
    Rollback,
    Illegal,
    Clock,
    Other,
}

impl Asked {
    fn of(then: &[super::Event]) -> Asked {
        use super::Event;
        then.iter()
            .find_map(|e| match e {
                Event::Ended { result, .. } => Some(Asked::Result(*result)),
                Event::RolledBack { .. } => Some(Asked::Rollback),
                Event::IllegalDeclared { .. } | Event::IllegalReported { .. } => {
                    Some(Asked::Illegal)
                }
                Event::TimeAdded { .. } | Event::ClockSet { .. } | Event::IncrementSet { .. } => {
                    Some(Asked::Clock)
                }
                _ => None,
            })
            .unwrap_or(Asked::Other)
    }
}

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// In play: this side to move, at this move number.
    Playing {
        to_move: Color,
        number: u32,
    },
    /// Adjourned: this side sealed this move.
    Adjourned {
        sealed_by: Color,
        number: u32,
    },
    Ended {
        result: GameResult,
    },
}

impl Session {
    /// What the players must know now.
    pub fn situation(&self, ctx: &Context) -> Situation {
        let position = self.position();
        let number = position.fullmoves().get();
        let phase = match (self.outcome(), self.sealed()) {
            (Some((result, _, _)), _) => Phase::Ended { result },
            (None, Some((sealed_by, _))) => Phase::Adjourned { sealed_by, number },
            (None, None) => Phase::Playing {
                to_move: position.turn(),
                number,
            },
        };
        let to_carry_out = self
            .pending()
            .filter(|_| self.outcome().is_none())
            .map(|p| {
                let said = self.announcement(ctx).map(|a| a.2).unwrap_or_default();
                (p.by, said)
            });
        Situation {
            phase,
            to_carry_out,
            question: self.proposal().map(|p| Asked::of(&p.then)),
            offer: self.standing_offer().filter(|_| self.outcome().is_none()),
            peg_differs: self.peg_differs(),
        }
    }
}

impl Situation {
    /// The large letters never give way while the opponent is still to
    /// carry out a move or an offer stands: an answer takes other rows.
    pub fn holds_the_letters(&self) -> bool {
        self.to_carry_out.is_some() || self.offer.is_some()
    }

    /// The situation in short phrases, the most urgent first: the move to
    /// carry out (else where the game is), the question, the offer, the
    /// peg board. A title shows as many as fit.
    pub fn brief(&self, t: &Text) -> Vec<String> {
        let mut parts = vec![match (&self.to_carry_out, self.phase) {
            (Some((by, said)), _) => t.situation_carry_out(*by, said),
            (None, Phase::Playing { to_move, number }) => t.situation_playing(to_move, number),
            (None, Phase::Adjourned { sealed_by, number }) => {
                t.situation_adjourned(sealed_by, number)
            }
            (None, Phase::Ended { result }) => t.situation_ended(result),
        }];
        if let Some(asked) = self.question {
            let (what, result) = match asked {
                Asked::Result(result) => ("result", result.pgn()),
                Asked::Rollback => ("rollback", ""),
                Asked::Illegal => ("illegal", ""),
                Asked::Clock => ("clock", ""),
                Asked::Other => ("other", ""),
            };
            parts.push(t.situation_question(what, result));
        }
        if let Some(by) = self.offer {
            parts.push(t.situation_offer(by));
        }
        if self.peg_differs {
            parts.push(t.situation_peg());
        }
        parts
    }
}
