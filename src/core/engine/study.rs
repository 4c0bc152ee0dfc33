//! Studying with an engine: what a player asks of a position (its
//! judgement, the best move, the line that follows, a review of the whole
//! game) and what the engine's answer is, before it is put into words.

use shakmaty::{Chess, Color, Move, Position};

use super::judgement::Judgement;
use super::uci::{self, Info, Limit};
use crate::clock::Span;

/// What a player asks the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StudyQuestion {
    /// `eval`: who is better, by about how much.
    Eval,
    /// `best`: the engine's move here.
    Best,
    /// `line`: the moves the engine expects from here.
    Line,
    /// `review`: the whole game, each side's costliest moves.
    Review,
    /// `mistakes`: the moves that turned the game, of one side or both.
    Mistakes(Option<Color>),
    /// `retry`, `retry 2`: a turning point again, the next or the one named.
    Retry(Option<usize>),
    /// A move tried at the turning point at hand.
    Try(Move),
    /// `threat`: what the other side would do if it were its move.
    Threat,
}

/// The engine's answer about one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// From White's view; `None` where the engine gave no score.
    pub judgement: Option<Judgement>,
    /// The line it expects, its best move first, each with the position
    /// it is played from.
    pub line: Vec<(Chess, Move)>,
}

impl Analysis {
    /// The engine's last settled word on `pos` (its last `info` with a
    /// score that is no bound), with its line.
    pub fn of(pos: &Chess, last: &Info) -> Analysis {
        Analysis {
            judgement: last.score.map(|s| Judgement::of(s, pos.turn())),
            line: uci::line(pos, &last.pv),
        }
    }

    pub fn best(&self) -> Option<Move> {
        self.line.first().map(|(_, m)| *m)
    }
}

/// How long the engine looks at a position for a study: a time, or a
/// fixed number of positions, which gives the same answer every time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StudyLimit {
    Time(Span),
    Nodes(u64),
}

impl StudyLimit {
    pub fn limit(self) -> Limit {
        match self {
            StudyLimit::Time(span) => Limit::MoveTime(span),
            StudyLimit::Nodes(n) => Limit::Nodes(n),
        }
    }

    /// About how long a position takes, for the time a review is said to
    /// take and the time an engine is waited for: a search of nodes at
    /// about a million a second.
    pub fn about(self) -> std::time::Duration {
        match self {
            StudyLimit::Time(span) => span.duration(),
            StudyLimit::Nodes(n) => std::time::Duration::from_millis((n / 1000).max(50)),
        }
    }

    /// The look as a kept review names it: another look, another review.
    pub fn name(self) -> String {
        match self {
            StudyLimit::Time(span) => format!("{} ms", span.millis()),
            StudyLimit::Nodes(n) => format!("nodes {n}"),
        }
    }
}

/// How many moves of the line are said: enough to see the idea, short
/// enough to hear.
pub const LINE_MOVES: usize = 8;
