//! A whole game gone through with the engine: for each side, the moves
//! where the judgement fell most, with the move the engine preferred.

use shakmaty::{Color, Move};

use super::judgement::Judgement;

/// One move of the game as the engine saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judged {
    /// Who made the move.
    pub mover: Color,
    /// The position before it, with best play, and the engine's move there.
    pub before: Judgement,
    pub best: Option<Move>,
    /// The position after the move played.
    pub after: Judgement,
    pub played: Move,
}

impl Judged {
    /// What the move cost its side, in hundredths of a pawn (0 for the
    /// engine's own choice or better); a mate counts as far more than any
    /// material, so a mate allowed or missed always stands out.
    pub fn loss(&self) -> i32 {
        if self.best == Some(self.played) {
            return 0;
        }
        (self.before.for_side(self.mover) - self.after.for_side(self.mover)).max(0)
    }
}

/// A move is named in a review only if it cost at least this much.
pub const NOTED_FROM: i32 = 100;

/// For each side, its `per_side` most costly moves (index into `game`),
/// the costliest first; moves that cost less than a pawn are left out.
pub fn worst(game: &[Judged], side: Color, per_side: usize) -> Vec<usize> {
    let mut costly: Vec<(usize, i32)> = game
        .iter()
        .enumerate()
        .filter(|(_, j)| j.mover == side)
        .map(|(i, j)| (i, j.loss()))
        .filter(|(_, loss)| *loss >= NOTED_FROM)
        .collect();
    // The costliest first; of two equal, the earlier.
    costly.sort_by_key(|(i, loss)| (-loss, *i));
    costly.into_iter().take(per_side).map(|(i, _)| i).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position};

    fn judged(mover: Color, before: i32, after: i32, best_played: bool) -> Judged {
        let pos = Chess::default();
        let moves = pos.legal_moves();
        Judged {
            mover,
            before: Judgement::Centipawns(before),
            best: Some(moves[0]),
            after: Judgement::Centipawns(after),
            played: if best_played { moves[0] } else { moves[1] },
        }
    }

    #[test]
    fn a_review_names_each_sides_costliest_moves_first() {
        let game = [
            judged(Color::White, 20, 10, false),    // 0.1: nothing
            judged(Color::Black, 10, 400, false),   // Black loses 3.9
            judged(Color::White, 400, 350, false),  // 0.5: nothing
            judged(Color::Black, 350, 500, false),  // Black loses 1.5
            judged(Color::White, 500, -100, false), // White loses 6
            judged(Color::Black, -100, 300, true),  // the engine's move: nothing
        ];
        assert_eq!(worst(&game, Color::Black, 5), [1, 3]);
        assert_eq!(worst(&game, Color::Black, 1), [1]);
        assert_eq!(worst(&game, Color::White, 5), [4]);
    }

    #[test]
    fn a_mate_allowed_outweighs_any_material() {
        let mut mate = judged(Color::White, 0, 0, false);
        mate.after = Judgement::Mate {
            winner: Color::Black,
            moves: 2,
        };
        let queen = judged(Color::White, 0, -900, false);
        let game = [queen, mate];
        assert_eq!(worst(&game, Color::White, 2), [1, 0]);
    }
}
