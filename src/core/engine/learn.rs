//! Learning from one's own game: the moves that turned it, found in the
//! engine's review, each tried again from the position before it, and the
//! move tried judged beside the engine's best and the game's move. The
//! review is kept beside the game as text (`cache_text`), checked against
//! the game's moves when it is read again, so a second look is instant.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position, Role};

use super::judgement::Judgement;
use super::review::{Judged, NOTED_FROM};

/// Why a move turned the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// Its side had a mate in `moves` and let it go.
    MateMissed { moves: u32 },
    /// It let the other side mate in `moves`.
    MateAllowed { moves: u32 },
    /// It cost at least a pawn: the judgement before, with the best move,
    /// and after the move played.
    Cost { from: Judgement, to: Judgement },
}

/// Why the move `judged` turned the game, if it did: a mate let go or
/// allowed, or a loss of at least [`NOTED_FROM`].
pub fn turn(judged: &Judged) -> Option<Turn> {
    if judged.loss() < NOTED_FROM {
        return None;
    }
    let side = judged.mover;
    Some(match (judged.before, judged.after) {
        (_, Judgement::Mate { winner, moves }) if winner != side => Turn::MateAllowed { moves },
        (Judgement::Mate { winner, moves }, after)
            if winner == side
                && !matches!(after, Judgement::Mate { winner: w, .. } if w == side) =>
        {
            Turn::MateMissed { moves }
        }
        (from, to) => Turn::Cost { from, to },
    })
}

/// The moves that turned the game (index into `game`), in the game's
/// order: of `side`, or of both.
pub fn turning_points(game: &[Judged], side: Option<Color>) -> Vec<usize> {
    game.iter()
        .enumerate()
        .filter(|(_, j)| side.is_none_or(|s| j.mover == s))
        .filter(|(_, j)| turn(j).is_some())
        .map(|(i, _)| i)
        .collect()
}

/// Within this many hundredths of a pawn of the engine's move, a move is as
/// good as it: engines differ by more from one search to the next.
pub const AS_GOOD: i32 = 30;

/// A move tried where the game's move turned the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The engine's own move.
    Best,
    /// Another move, as good as it.
    AsGood,
    /// Short of the engine's move, but no longer a turning point: better
    /// than the game's move.
    Better,
    /// It still costs at least a pawn.
    StillAMistake,
}

impl Verdict {
    /// Whether the turning point counts as found.
    pub fn found(self) -> bool {
        matches!(self, Verdict::Best | Verdict::AsGood)
    }
}

/// The move `tried` by `mover`, judged `after` it, beside the engine's move
/// `best` and its judgement `before` (the position with best play).
pub fn verdict(
    mover: Color,
    tried: Move,
    best: Option<Move>,
    before: Judgement,
    after: Judgement,
) -> Verdict {
    if best == Some(tried) {
        return Verdict::Best;
    }
    let loss = before.for_side(mover) - after.for_side(mover);
    match loss {
        l if l < AS_GOOD => Verdict::AsGood,
        l if l < NOTED_FROM => Verdict::Better,
        _ => Verdict::StillAMistake,
    }
}

/// Why a move tried is still a mistake, from the engine's line after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Punished {
    /// The other side mates in `moves`.
    Mate { moves: u32 },
    /// The reply takes a piece: the tried move loses it to `reply`.
    Loses { role: Role, reply: Move },
    /// Nothing taken at once: the position is worse, as `after` says.
    Worse { after: Judgement },
}

/// What punishes `mover`'s move: `after` the engine's judgement of the
/// position after it (`before` with the engine's move), `reply` the
/// engine's first move there, played in `pos` (the position after the move
/// tried). A reply that takes is a piece lost only where the move cost
/// about that piece: taken back, it was a trade.
pub fn punished(
    mover: Color,
    before: Judgement,
    after: Judgement,
    pos: &Chess,
    reply: Option<Move>,
) -> Punished {
    if let Judgement::Mate { winner, moves } = after
        && winner != mover
    {
        return Punished::Mate { moves };
    }
    let loss = before.for_side(mover) - after.for_side(mover);
    match reply {
        Some(reply) if pos.is_legal(reply) => match reply.capture() {
            Some(role) if loss + 50 >= worth(role) => Punished::Loses { role, reply },
            _ => Punished::Worse { after },
        },
        _ => Punished::Worse { after },
    }
}

/// A piece's worth in hundredths of a pawn, as players count it.
fn worth(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight | Role::Bishop => 300,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

/// The turning points, tried again one by one: which one is at hand, and
/// which were found.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Lesson {
    /// Index into the game of each turning point, in the game's order.
    points: Vec<usize>,
    /// Index into `points` of the one at hand.
    at: Option<usize>,
    /// The one at hand before the game was listened to again.
    left: Option<usize>,
    tried: BTreeSet<usize>,
    found: BTreeSet<usize>,
}

impl Lesson {
    pub fn new(points: Vec<usize>) -> Lesson {
        Lesson {
            points,
            ..Lesson::default()
        }
    }

    pub fn len(&self) -> usize {
        self.points.len()
    }

    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// The game's move of turning point `n` (from 1).
    pub fn point(&self, n: usize) -> Option<usize> {
        n.checked_sub(1).and_then(|i| self.points.get(i).copied())
    }

    /// Turning point `n` (from 1) at hand: its move's index in the game.
    pub fn go(&mut self, n: usize) -> Option<usize> {
        let ply = self.point(n)?;
        self.at = Some(n - 1);
        Some(ply)
    }

    /// The next turning point after the one at hand (the first at the
    /// start); `None` after the last.
    pub fn advance(&mut self) -> Option<usize> {
        let n = self.at.or(self.left).map_or(1, |i| i + 2);
        self.go(n)
    }

    /// No turning point at hand any more: the game is listened to again.
    /// The next `retry` goes on after the last one at hand.
    pub fn leave(&mut self) {
        self.left = self.at.take().or(self.left);
    }

    /// The one at hand: its number (from 1) and its move's index.
    pub fn current(&self) -> Option<(usize, usize)> {
        self.at.map(|i| (i + 1, self.points[i]))
    }

    /// A move tried at the turning point at hand.
    pub fn tried(&mut self, verdict: Verdict) {
        if let Some(i) = self.at {
            self.tried.insert(i);
            if verdict.found() {
                self.found.insert(i);
            }
        }
    }

    /// How many were found, of how many tried, of how many there are.
    pub fn count(&self) -> (usize, usize, usize) {
        (self.found.len(), self.tried.len(), self.points.len())
    }
}

/// A review kept beside its game: the game's moves, and for each the
/// engine's judgement before and after and its own move there.
#[derive(Debug, Serialize, Deserialize)]
struct KeptReview {
    annabella: String,
    version: u32,
    /// The engine and how long it looked, which a second look must match.
    engine: String,
    moves: Vec<String>,
    judged: Vec<KeptMove>,
}

#[derive(Debug, Serialize, Deserialize)]
struct KeptMove {
    before: KeptJudgement,
    after: KeptJudgement,
    best: Option<String>,
}

/// A judgement as kept: hundredths of a pawn, or a mate.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum KeptJudgement {
    Cp(i32),
    Mate { white: bool, moves: u32 },
}

impl From<Judgement> for KeptJudgement {
    fn from(j: Judgement) -> KeptJudgement {
        match j {
            Judgement::Centipawns(cp) => KeptJudgement::Cp(cp),
            Judgement::Mate { winner, moves } => KeptJudgement::Mate {
                white: winner.is_white(),
                moves,
            },
        }
    }
}

impl From<KeptJudgement> for Judgement {
    fn from(k: KeptJudgement) -> Judgement {
        match k {
            KeptJudgement::Cp(cp) => Judgement::Centipawns(cp),
            KeptJudgement::Mate { white, moves } => Judgement::Mate {
                winner: Color::from_white(white),
                moves,
            },
        }
    }
}

const KEPT_NAME: &str = "review";
const KEPT_VERSION: u32 = 1;

/// The review of `game` (each move with the position it was played from)
/// as kept beside it; `engine` names the engine and its time.
pub fn cache_text(game: &[(Chess, Move)], judged: &[Judged], engine: &str) -> String {
    let kept = KeptReview {
        annabella: KEPT_NAME.to_string(),
        version: KEPT_VERSION,
        engine: engine.to_string(),
        moves: game.iter().map(|(_, m)| uci(*m)).collect(),
        judged: judged
            .iter()
            .map(|j| KeptMove {
                before: j.before.into(),
                after: j.after.into(),
                best: j.best.map(uci),
            })
            .collect(),
    };
    serde_json::to_string(&kept).unwrap_or_default()
}

/// The review kept in `text`, where it is of this game and engine: else
/// `None`, and the game is reviewed again.
pub fn from_cache(text: &str, game: &[(Chess, Move)], engine: &str) -> Option<Vec<Judged>> {
    let kept: KeptReview = serde_json::from_str(text).ok()?;
    let same = kept.annabella == KEPT_NAME
        && kept.version == KEPT_VERSION
        && kept.engine == engine
        && kept.moves.len() == game.len()
        && kept.judged.len() == game.len()
        && kept.moves.iter().zip(game).all(|(m, (_, g))| *m == uci(*g));
    if !same {
        return None;
    }
    kept.judged
        .into_iter()
        .zip(game)
        .map(|(k, (pos, played))| {
            let best = match &k.best {
                Some(text) => Some(text.parse::<UciMove>().ok()?.to_move(pos).ok()?),
                None => None,
            };
            Some(Judged {
                mover: pos.turn(),
                before: k.before.into(),
                best,
                after: k.after.into(),
                played: *played,
            })
        })
        .collect()
}

fn uci(m: Move) -> String {
    m.to_uci(shakmaty::CastlingMode::Standard).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::san::San;

    /// The game `sans` from the start, each move with its position.
    fn game(sans: &[&str]) -> Vec<(Chess, Move)> {
        let mut pos = Chess::default();
        let mut out = Vec::new();
        for san in sans {
            let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
            out.push((pos.clone(), m));
            pos.play_unchecked(m);
        }
        out
    }

    fn judged(g: &[(Chess, Move)], i: usize, before: Judgement, after: Judgement) -> Judged {
        let (pos, played) = &g[i];
        Judged {
            mover: pos.turn(),
            before,
            best: pos.legal_moves().into_iter().find(|m| m != played),
            after,
            played: *played,
        }
    }

    const CP: fn(i32) -> Judgement = Judgement::Centipawns;

    #[test]
    fn the_turning_points_are_the_costly_moves_in_the_games_order() {
        let g = game(&["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
        let mate = Judgement::Mate {
            winner: Color::White,
            moves: 1,
        };
        let judged: Vec<Judged> = vec![
            judged(&g, 0, CP(30), CP(30)),
            judged(&g, 1, CP(30), CP(40)),
            judged(&g, 2, CP(40), CP(-20)),  // White: 0.6, no turn
            judged(&g, 3, CP(-20), CP(-10)), // Black: nothing
            judged(&g, 4, CP(-10), CP(-30)),
            judged(&g, 5, CP(-30), mate), // Black allows a mate
            judged(&g, 6, mate, mate),
        ];
        assert_eq!(turning_points(&judged, None), [5]);
        assert_eq!(
            turning_points(&judged, Some(Color::White)),
            [] as [usize; 0]
        );
        assert_eq!(turn(&judged[5]), Some(Turn::MateAllowed { moves: 1 }));
        let missed = Judged {
            after: CP(200),
            ..judged[6].clone()
        };
        assert_eq!(turn(&missed), Some(Turn::MateMissed { moves: 1 }));
    }

    #[test]
    fn a_move_tried_is_judged_beside_the_best_and_the_games() {
        let g = game(&["e4"]);
        let (pos, played) = &g[0];
        let best = pos.legal_moves().into_iter().find(|m| m != played);
        let tried = *played;
        let v = |after| verdict(Color::White, tried, best, CP(100), after);
        assert_eq!(
            verdict(Color::White, best.unwrap(), best, CP(100), CP(-500)),
            Verdict::Best
        );
        assert_eq!(v(CP(80)), Verdict::AsGood);
        assert_eq!(v(CP(40)), Verdict::Better);
        assert_eq!(v(CP(-20)), Verdict::StillAMistake);
        assert!(Verdict::AsGood.found() && !Verdict::Better.found());
    }

    #[test]
    fn a_mistake_is_punished_by_the_reply_that_takes() {
        // After 1. e4 d5, the reply exd5 takes a pawn.
        let g = game(&["e4", "d5"]);
        let mut after = g[1].0.clone();
        after.play_unchecked(g[1].1);
        let reply = "exd5".parse::<San>().unwrap().to_move(&after).unwrap();
        assert_eq!(
            punished(Color::Black, CP(20), CP(120), &after, Some(reply)),
            Punished::Loses {
                role: Role::Pawn,
                reply
            }
        );
        // The same take, where the move cost nothing like a pawn: a trade.
        assert_eq!(
            punished(Color::Black, CP(20), CP(40), &after, Some(reply)),
            Punished::Worse { after: CP(40) }
        );
        let mated = Judgement::Mate {
            winner: Color::White,
            moves: 2,
        };
        assert_eq!(
            punished(Color::Black, CP(20), mated, &after, Some(reply)),
            Punished::Mate { moves: 2 }
        );
    }

    #[test]
    fn a_lesson_goes_through_its_points_and_counts_the_found() {
        let mut lesson = Lesson::new(vec![4, 9, 15]);
        assert_eq!(lesson.advance(), Some(4));
        lesson.tried(Verdict::StillAMistake);
        lesson.tried(Verdict::Best);
        assert_eq!(lesson.go(3), Some(15));
        lesson.tried(Verdict::Better);
        assert_eq!(lesson.current(), Some((3, 15)));
        assert_eq!(lesson.advance(), None);
        assert_eq!(lesson.count(), (1, 2, 3));
        assert_eq!(lesson.go(4), None);
        // Listening again leaves it; retry goes on after it.
        lesson.go(1);
        lesson.leave();
        assert_eq!(lesson.current(), None);
        assert_eq!(lesson.advance(), Some(9));
    }

    #[test]
    fn a_kept_review_serves_only_its_own_game_and_engine() {
        let g = game(&["e4", "e5", "Nf3"]);
        let judged: Vec<Judged> = (0..3).map(|i| judged(&g, i, CP(20), CP(-150))).collect();
        let text = cache_text(&g, &judged, "Stockfish 16, 1000 ms");
        assert_eq!(
            from_cache(&text, &g, "Stockfish 16, 1000 ms").as_deref(),
            Some(judged.as_slice())
        );
        assert_eq!(from_cache(&text, &g, "Stockfish 16, 2000 ms"), None);
        assert_eq!(
            from_cache(&text, &game(&["e4", "e5", "Nc3"]), "Stockfish 16, 1000 ms"),
            None
        );
        assert_eq!(from_cache(&text, &g[..2], "Stockfish 16, 1000 ms"), None);
        assert_eq!(from_cache("{broken", &g, "Stockfish 16, 1000 ms"), None);
    }
}
