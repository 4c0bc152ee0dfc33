//! An engine's score as a player hears it: who is better and by about how
//! much, or who mates in how many moves, always from White's side of the
//! board (a score from the side to move's view is turned first).

use shakmaty::Color;

use super::uci::Score;

/// A score from White's view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Judgement {
    /// `winner` mates in `moves` moves (0: the side to move is mated now).
    Mate { winner: Color, moves: u32 },
    /// Hundredths of a pawn, positive for White.
    Centipawns(i32),
}

impl Judgement {
    /// The engine's score, made with `to_move` to move, from White's view.
    pub fn of(score: Score, to_move: Color) -> Judgement {
        let sign = if to_move.is_white() { 1 } else { -1 };
        match score {
            Score::Centipawns(cp) => Judgement::Centipawns(cp.saturating_mul(sign)),
            // Mate in n for the side to move (n > 0), or against it (n ≤ 0).
            Score::Mate(n) => Judgement::Mate {
                winner: if n > 0 { to_move } else { !to_move },
                moves: n.unsigned_abs(),
            },
        }
    }

    /// The same judgement from `side`'s view, in hundredths of a pawn: a
    /// mate counts as far more than any material, the nearer the more.
    pub fn for_side(self, side: Color) -> i32 {
        let white = match self {
            Judgement::Centipawns(cp) => cp.clamp(-MATE + 1000, MATE - 1000),
            Judgement::Mate { winner, moves } => {
                let value = MATE - i32::try_from(moves.min(500)).unwrap_or(500);
                if winner.is_white() { value } else { -value }
            }
        };
        if side.is_white() { white } else { -white }
    }

    /// How the judgement is said: its kind, the side it favours and the
    /// number it names (pawns or moves).
    pub fn words(self) -> JudgementWords {
        match self {
            Judgement::Mate { winner, moves } => JudgementWords {
                kind: JudgementKind::Mate,
                side: winner,
                number: moves,
            },
            Judgement::Centipawns(cp) => {
                let side = if cp >= 0 { Color::White } else { Color::Black };
                let abs = cp.unsigned_abs();
                // Whole pawns, to the nearest ("about two pawns" from 1.5);
                // under 0.8 the words say "slightly" and name no number.
                let pawns = (abs + 50) / 100;
                let kind = match abs {
                    0..30 => JudgementKind::Even,
                    30..80 => JudgementKind::Slightly,
                    80..500 => JudgementKind::Better,
                    _ => JudgementKind::Winning,
                };
                JudgementWords {
                    kind,
                    side,
                    number: pawns.max(1),
                }
            }
        }
    }
}

/// A mate's worth in hundredths of a pawn, for comparing judgements.
const MATE: i32 = 100_000;

/// What the catalogue's `judgement` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JudgementWords {
    pub kind: JudgementKind,
    pub side: Color,
    /// Pawns (about), or the moves to mate.
    pub number: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JudgementKind {
    /// Within a third of a pawn.
    Even,
    /// Under a pawn.
    Slightly,
    /// About `number` pawns.
    Better,
    /// Five pawns or more.
    Winning,
    Mate,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_is_turned_to_whites_view() {
        assert_eq!(
            Judgement::of(Score::Centipawns(-120), Color::Black),
            Judgement::Centipawns(120)
        );
        assert_eq!(
            Judgement::of(Score::Mate(3), Color::Black),
            Judgement::Mate {
                winner: Color::Black,
                moves: 3
            }
        );
        assert_eq!(
            Judgement::of(Score::Mate(-2), Color::Black),
            Judgement::Mate {
                winner: Color::White,
                moves: 2
            }
        );
    }

    #[test]
    fn a_judgement_is_said_in_rounded_pawns() {
        let said = |cp| {
            let w = Judgement::Centipawns(cp).words();
            (w.kind, w.side, w.number)
        };
        assert_eq!(said(10), (JudgementKind::Even, Color::White, 1));
        assert_eq!(said(-45), (JudgementKind::Slightly, Color::Black, 1));
        assert_eq!(said(104), (JudgementKind::Better, Color::White, 1));
        assert_eq!(said(-260), (JudgementKind::Better, Color::Black, 3));
        assert_eq!(said(900), (JudgementKind::Winning, Color::White, 9));
    }

    #[test]
    fn a_mate_outweighs_any_material_and_a_near_one_more() {
        let mate_in = |moves| Judgement::Mate {
            winner: Color::White,
            moves,
        };
        assert!(
            mate_in(5).for_side(Color::White) > Judgement::Centipawns(5000).for_side(Color::White)
        );
        assert!(mate_in(1).for_side(Color::White) > mate_in(5).for_side(Color::White));
        assert_eq!(
            mate_in(2).for_side(Color::Black),
            -mate_in(2).for_side(Color::White)
        );
    }
}
