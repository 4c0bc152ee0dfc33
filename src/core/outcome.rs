//! How a game ends and what a player may claim: below both the session,
//! which records them, and the catalogues, which say them.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

/// The result of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    #[serde(rename = "1-0")]
    WhiteWins,
    #[serde(rename = "0-1")]
    BlackWins,
    #[serde(rename = "1/2-1/2")]
    Draw,
}

impl GameResult {
    pub fn win_for(color: Color) -> GameResult {
        if color.is_white() {
            GameResult::WhiteWins
        } else {
            GameResult::BlackWins
        }
    }
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    Checkmate,
    Stalemate,
    /// No series of legal moves can mate (insufficient material).
    DeadPosition,
    /// 2014/2017: the same position for the fifth time.
    Fivefold,
    /// 2014/2017: 75 moves by each side with no capture or pawn move.
    SeventyFiveMoves,
    Resignation,
    Agreement,
    /// A correct claim of threefold repetition.
    Threefold,
    /// A correct claim under the 50-move rule.
    FiftyMoves,
    /// A claim on time after the opponent's flag fell.
    Time,
    /// The arbiter declared the result (a penalty, an overruling, …).
    Arbiter,
    /// The arbiter declared the result for completed illegal moves past the
    /// limit (2017 7.5.5, 2014 7.5.5, 2001/2005 7.4b): PGN's "rules
    /// infraction", not an adjudication.
    IllegalMoves,
    /// The arbiter declared a draw on a quickplay-finish claim (2001/2005
    /// 10.2, 2014 G5, 2017 III.5).
    QuickplayFinish,
}

/// What a draw claim rests on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimKind {
    Threefold,
    Fifty,
}
