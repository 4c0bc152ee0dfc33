//! A game read from PGN as a tree: the main line, each move with its
//! comments, annotation glyphs, clock reading and the variations that
//! stand in for it; and a [`Place`] in that tree.

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};

use super::super::clock::Span;

/// One move of a line, with what the file says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    pub san: SanPlus,
    pub played: Move,
    /// Numeric annotation glyphs ($1 is "!", $2 "?" …).
    pub nags: Vec<u8>,
    /// The comments after the move, without `[%…]` commands.
    pub comments: Vec<String>,
    /// `[%clk]`: time left on the mover's clock after the move.
    pub clock: Option<Span>,
    /// Other moves in this move's place, each a line of its own.
    pub variations: Vec<Line>,
}

/// A sequence of moves: the main line or a variation.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Line {
    /// Comments before the first move.
    pub intro: Vec<String>,
    pub moves: Vec<Node>,
}

/// Where a listener stands: the branches taken from the main line (at move
/// `i` of a line, its variation `k`), and how many moves of the line reached
/// are played. The start of the game is the default.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Place {
    pub branches: Vec<(usize, usize)>,
    pub at: usize,
}

impl Place {
    /// The end of the main line.
    pub fn end_of(main: &Line) -> Place {
        Place {
            branches: Vec::new(),
            at: main.moves.len(),
        }
    }

    /// Whether this place is in a variation.
    pub fn in_variation(&self) -> bool {
        !self.branches.is_empty()
    }
}

impl Line {
    /// The line a place is in; `None` for a place that is not in the tree.
    pub fn follow(&self, branches: &[(usize, usize)]) -> Option<&Line> {
        let mut line = self;
        for &(i, k) in branches {
            line = line.moves.get(i)?.variations.get(k)?;
        }
        Some(line)
    }

    /// The position at a place, and the moves that led there (the last
    /// one's position before it is the second value).
    pub fn position(&self, start: &Chess, place: &Place) -> Option<Chess> {
        let mut pos = start.clone();
        let mut line = self;
        for &(i, k) in &place.branches {
            for node in line.moves.get(..i)? {
                pos.play_unchecked(node.played);
            }
            line = line.moves.get(i)?.variations.get(k)?;
        }
        for node in line.moves.get(..place.at)? {
            pos.play_unchecked(node.played);
        }
        Some(pos)
    }

    /// The half-moves played to reach a place, each with the position it was
    /// played from: what a scoresheet of that path shows.
    pub fn path(&self, start: &Chess, place: &Place) -> Vec<(Chess, Move)> {
        let mut out = Vec::new();
        let mut pos = start.clone();
        let mut line = self;
        let mut play = |pos: &mut Chess, nodes: &[Node]| {
            for node in nodes {
                out.push((pos.clone(), node.played));
                pos.play_unchecked(node.played);
            }
        };
        for &(i, k) in &place.branches {
            let (Some(nodes), Some(next)) = (
                line.moves.get(..i),
                line.moves.get(i).and_then(|n| n.variations.get(k)),
            ) else {
                return out;
            };
            play(&mut pos, nodes);
            line = next;
        }
        play(&mut pos, line.moves.get(..place.at).unwrap_or(&line.moves));
        out
    }

    /// The number of moves in this line and all its variations.
    pub fn count(&self) -> usize {
        self.moves
            .iter()
            .map(|n| 1 + n.variations.iter().map(Line::count).sum::<usize>())
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::san::San;

    fn node(pos: &Chess, san: &str, variations: Vec<Line>) -> Node {
        let san: San = san.parse().unwrap();
        Node {
            played: san.to_move(pos).unwrap(),
            san: SanPlus { san, suffix: None },
            nags: Vec::new(),
            comments: Vec::new(),
            clock: None,
            variations,
        }
    }

    #[test]
    fn places_follow_branches() {
        let start = Chess::default();
        let e4 = node(&start, "e4", vec![]);
        let after_e4 = start.clone().play(e4.played).unwrap();
        let c5 = node(&after_e4, "c5", vec![]);
        let e5 = node(
            &after_e4,
            "e5",
            vec![Line {
                intro: vec![],
                moves: vec![c5],
            }],
        );
        let main = Line {
            intro: vec![],
            moves: vec![e4, e5],
        };
        let in_sicilian = Place {
            branches: vec![(1, 0)],
            at: 1,
        };
        let pos = main.position(&start, &in_sicilian).unwrap();
        assert_eq!(pos.fullmoves().get(), 2);
        assert!(pos.board().piece_at(shakmaty::Square::C5).is_some());
        assert_eq!(main.path(&start, &in_sicilian).len(), 2);
        assert_eq!(main.count(), 3);
        assert!(main.follow(&[(0, 0)]).is_none());
        assert!(
            main.position(
                &start,
                &Place {
                    branches: vec![],
                    at: 3
                }
            )
            .is_none()
        );
        assert_eq!(Place::end_of(&main).at, 2);
    }
}
