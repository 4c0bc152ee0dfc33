//! UCI, the protocol of chess engines: the lines annabella sends an engine
//! and the engine's lines it reads. Only what a game and a study need:
//! the handshake, options, a position, a search and its result.

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position};

use crate::clock::Span;

/// A judgement as the engine gives it: from the side to move's view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Hundredths of a pawn.
    Centipawns(i32),
    /// Mate in this many moves; negative: the side to move is mated.
    Mate(i32),
}

/// A line of a search's progress (`info …`): what annabella reads of it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Info {
    pub depth: Option<u32>,
    pub score: Option<Score>,
    /// A score that is only a bound (`lowerbound`, `upperbound`): the
    /// search has not settled on it.
    pub bound: bool,
    /// The line the engine expects, in UCI moves ("e2e4").
    pub pv: Vec<String>,
    pub nodes: Option<u64>,
}

/// A whole-number option the engine offers, with its range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spin {
    pub name: String,
    pub default: i64,
    pub min: i64,
    pub max: i64,
}

/// A line the engine sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// `id name Stockfish 15.1`.
    Name(String),
    /// `option name X type spin default D min A max B`.
    Spin(Spin),
    /// Any other option, by name (`type check`, `combo`, `button`, `string`).
    Option(String),
    UciOk,
    ReadyOk,
    Info(Info),
    /// `bestmove e2e4 [ponder e7e5]`: the word as the engine wrote it
    /// (`(none)` or the null move `0000` where it says it has no move),
    /// `None` where it wrote none. Whether it is a move here is the
    /// position's to say ([`legal`]).
    BestMove(Option<String>),
    /// What annabella has no use for (`id author`, `info string`, noise).
    Other,
}

/// The longest engine name kept (`id name`).
const NAME_CHARS: usize = 60;

/// Reads one line of the engine.
pub fn reply(line: &str) -> Reply {
    let mut words = line.split_whitespace();
    match words.next() {
        Some("id") => match words.next() {
            // An engine's name is said with each of its moves: a short one.
            Some("name") => Reply::Name(
                words
                    .collect::<Vec<_>>()
                    .join(" ")
                    .chars()
                    .take(NAME_CHARS)
                    .collect(),
            ),
            _ => Reply::Other,
        },
        Some("uciok") => Reply::UciOk,
        Some("readyok") => Reply::ReadyOk,
        Some("bestmove") => Reply::BestMove(words.next().map(str::to_string)),
        Some("info") => info(words.collect()),
        Some("option") => option(&words.collect::<Vec<_>>()),
        _ => Reply::Other,
    }
}

fn info(words: Vec<&str>) -> Reply {
    if words.first() == Some(&"string") {
        return Reply::Other;
    }
    let mut info = Info::default();
    let mut i = 0;
    while i < words.len() {
        let next = words.get(i + 1).copied();
        match words[i] {
            "depth" => info.depth = next.and_then(|n| n.parse().ok()),
            "nodes" => info.nodes = next.and_then(|n| n.parse().ok()),
            "score" => {
                let value = words.get(i + 2).and_then(|n| n.parse().ok());
                info.score = match (next, value) {
                    (Some("cp"), Some(v)) => Some(Score::Centipawns(v)),
                    (Some("mate"), Some(v)) => Some(Score::Mate(v)),
                    _ => None,
                };
                i += 1;
            }
            "lowerbound" | "upperbound" => info.bound = true,
            // The line runs to the end of the info.
            "pv" => {
                info.pv = words[i + 1..].iter().map(|w| w.to_string()).collect();
                break;
            }
            _ => {}
        }
        i += 1;
    }
    Reply::Info(info)
}

fn option(words: &[&str]) -> Reply {
    // option name NAME (may have spaces) type KIND [default D] [min A] [max B] …
    let Some(type_at) = words.iter().position(|w| *w == "type") else {
        return Reply::Other;
    };
    if words.first() != Some(&"name") {
        return Reply::Other;
    }
    let name = words[1..type_at].join(" ");
    let field = |key: &str| {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
            .and_then(|v| v.parse::<i64>().ok())
    };
    match words.get(type_at + 1) {
        Some(&"spin") => match (field("default"), field("min"), field("max")) {
            (Some(default), Some(min), Some(max)) => Reply::Spin(Spin {
                name,
                default,
                min,
                max,
            }),
            _ => Reply::Option(name),
        },
        _ => Reply::Option(name),
    }
}

/// How long a search may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// A game's clocks: each side's time left and increment, and the moves
    /// to the next time control where there is one.
    Clocks {
        white: Span,
        black: Span,
        white_increment: Span,
        black_increment: Span,
        moves_to_go: Option<u32>,
    },
    /// A fixed time for the move.
    MoveTime(Span),
    /// A number of positions (the same answer every time: the tests' and a
    /// reproducible study's).
    Nodes(u64),
}

/// `go …` for a search within `limit`.
pub fn go(limit: Limit) -> String {
    match limit {
        Limit::Clocks {
            white,
            black,
            white_increment,
            black_increment,
            moves_to_go,
        } => {
            // An engine is never told it has no time: it would not move.
            let ms = |s: Span| s.millis().max(1);
            let mut line = format!(
                "go wtime {} btime {} winc {} binc {}",
                ms(white),
                ms(black),
                white_increment.millis().max(0),
                black_increment.millis().max(0)
            );
            if let Some(n) = moves_to_go {
                line.push_str(&format!(" movestogo {n}"));
            }
            line
        }
        Limit::MoveTime(span) => format!("go movetime {}", span.millis().max(1)),
        Limit::Nodes(n) => format!("go nodes {}", n.max(1)),
    }
}

/// `position …`: the start (`fen`, else the initial position) and the
/// moves played from it.
pub fn position(fen: Option<&str>, start: &Chess, moves: &[Move]) -> String {
    let mut line = match fen {
        Some(fen) => format!("position fen {}", fen.trim()),
        None => "position startpos".to_string(),
    };
    if !moves.is_empty() {
        line.push_str(" moves");
        let mut pos = start.clone();
        for m in moves {
            line.push(' ');
            line.push_str(&UciMove::from_move(*m, CastlingMode::Standard).to_string());
            pos.play_unchecked(*m);
        }
    }
    line
}

/// `setoption name NAME value VALUE`.
pub fn set_option(name: &str, value: &str) -> String {
    format!("setoption name {name} value {value}")
}

/// Why a move the engine sent cannot be played.
// Never said: the seat says the engine's move is refused (`engine-bad-move`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadMove {
    Garbled(String),
    Illegal(String),
}

/// The engine's `bestmove`, checked against the position: an engine that
/// sends garbage or an illegal move is never obeyed.
pub fn legal(pos: &Chess, text: &str) -> Result<Move, BadMove> {
    let uci: UciMove = text
        .parse()
        .map_err(|_| BadMove::Garbled(text.to_string()))?;
    uci.to_move(pos)
        .map_err(|_| BadMove::Illegal(text.to_string()))
}

/// The engine's line as moves, played from `pos` as far as they are legal.
pub fn line(pos: &Chess, pv: &[String]) -> Vec<(Chess, Move)> {
    let mut pos = pos.clone();
    let mut out = Vec::new();
    for text in pv {
        let Ok(m) = legal(&pos, text) else { break };
        out.push((pos.clone(), m));
        pos.play_unchecked(m);
    }
    out
}

/// An engine's `info` lines folded into one between two hand-overs: an
/// engine may write thousands a second, and its readers keep only the
/// latest settled judgement (a score that is no bound, with its line). Of
/// the lines folded, the latest is kept unless an earlier one is worth
/// more to them.
#[derive(Debug, Default)]
pub struct FoldedInfo {
    held: Option<Info>,
}

impl FoldedInfo {
    pub fn fold(&mut self, info: Info) {
        if self.held.as_ref().is_none_or(|h| worth(&info) >= worth(h)) {
            self.held = Some(info);
        }
    }

    /// The line to hand over, if one was folded since the last.
    pub fn take(&mut self) -> Option<Info> {
        self.held.take()
    }
}

/// What an `info` line is worth to its readers: a settled score first,
/// then a line of moves.
fn worth(info: &Info) -> u8 {
    u8::from(info.score.is_some() && !info.bound) * 2 + u8::from(!info.pv.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_are_folded_into_the_one_worth_most_and_latest() {
        let info = |line: &str| match reply(line) {
            Reply::Info(i) => i,
            other => panic!("{other:?}"),
        };
        let mut folded = FoldedInfo::default();
        assert_eq!(folded.take(), None);
        folded.fold(info("info depth 10 score cp 20 pv e2e4 e7e5"));
        folded.fold(info("info depth 11 score cp 25 lowerbound pv e2e4"));
        folded.fold(info("info depth 11 nodes 5000"));
        assert_eq!(folded.take().and_then(|i| i.depth), Some(10));
        folded.fold(info("info depth 11 score cp 25 pv e2e4 e7e5"));
        folded.fold(info("info depth 12 score cp 30 pv d2d4"));
        assert_eq!(folded.take().and_then(|i| i.depth), Some(12));
        assert_eq!(folded.take(), None);
    }

    #[test]
    fn an_engines_lines_are_read() {
        assert_eq!(
            reply("id name Stockfish 15.1"),
            Reply::Name("Stockfish 15.1".into())
        );
        assert_eq!(reply("uciok"), Reply::UciOk);
        assert_eq!(reply("readyok"), Reply::ReadyOk);
        assert_eq!(
            reply("bestmove e2e4 ponder e7e5"),
            Reply::BestMove(Some("e2e4".into()))
        );
        assert_eq!(
            reply("bestmove (none)"),
            Reply::BestMove(Some("(none)".into()))
        );
        assert_eq!(reply("bestmove"), Reply::BestMove(None));
        assert_eq!(
            reply("option name UCI_Elo type spin default 1350 min 1350 max 2850"),
            Reply::Spin(Spin {
                name: "UCI_Elo".into(),
                default: 1350,
                min: 1350,
                max: 2850
            })
        );
        assert_eq!(
            reply("option name Skill Level type spin default 20 min 0 max 20"),
            Reply::Spin(Spin {
                name: "Skill Level".into(),
                default: 20,
                min: 0,
                max: 20
            })
        );
        assert_eq!(
            reply("option name UCI_LimitStrength type check default false"),
            Reply::Option("UCI_LimitStrength".into())
        );
        let Reply::Info(info) = reply(
            "info depth 12 seldepth 15 multipv 1 score cp -35 nodes 4242 nps 1 pv e7e5 g1f3 b8c6",
        ) else {
            panic!("an info line");
        };
        assert_eq!(info.depth, Some(12));
        assert_eq!(info.score, Some(Score::Centipawns(-35)));
        assert_eq!(info.nodes, Some(4242));
        assert_eq!(info.pv, ["e7e5", "g1f3", "b8c6"]);
        assert!(!info.bound);
        let Reply::Info(info) = reply("info depth 3 score mate -2 lowerbound pv a1a2") else {
            panic!("an info line");
        };
        assert_eq!(info.score, Some(Score::Mate(-2)));
        assert!(info.bound);
        assert_eq!(reply("info string NNUE evaluation enabled"), Reply::Other);
        assert_eq!(reply("garbage ☃"), Reply::Other);
    }

    #[test]
    fn a_search_is_asked_for_within_its_limit() {
        assert_eq!(
            go(Limit::Clocks {
                white: Span::minutes(90),
                black: Span(-5),
                white_increment: Span::seconds(30),
                black_increment: Span::seconds(30),
                moves_to_go: Some(39),
            }),
            "go wtime 5400000 btime 1 winc 30000 binc 30000 movestogo 39"
        );
        assert_eq!(go(Limit::MoveTime(Span::seconds(2))), "go movetime 2000");
        assert_eq!(go(Limit::Nodes(5000)), "go nodes 5000");
    }

    #[test]
    fn a_position_is_the_start_and_the_moves() {
        let start = Chess::default();
        assert_eq!(position(None, &start, &[]), "position startpos");
        let e4 = legal(&start, "e2e4").unwrap();
        let mut after = start.clone();
        after.play_unchecked(e4);
        let e5 = legal(&after, "e7e5").unwrap();
        assert_eq!(
            position(None, &start, &[e4, e5]),
            "position startpos moves e2e4 e7e5"
        );
        let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
        let pos: Chess = fen
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let castle = legal(&pos, "e1g1").unwrap();
        assert!(castle.is_castle());
        assert_eq!(
            position(Some(fen), &pos, &[castle]),
            format!("position fen {fen} moves e1g1")
        );
    }

    #[test]
    fn an_engines_move_is_checked_before_it_is_played() {
        let start = Chess::default();
        assert!(legal(&start, "g1f3").is_ok());
        assert_eq!(legal(&start, "e2e5"), Err(BadMove::Illegal("e2e5".into())));
        assert_eq!(legal(&start, "xyz"), Err(BadMove::Garbled("xyz".into())));
        assert_eq!(legal(&start, ""), Err(BadMove::Garbled(String::new())));
        // "No move" where there are moves is no answer to obey either.
        assert_eq!(legal(&start, "0000"), Err(BadMove::Illegal("0000".into())));
        assert!(legal(&start, "(none)").is_err());
        let pv: Vec<String> = ["e2e4", "e7e5", "e1e3", "g8f6"].map(String::from).to_vec();
        assert_eq!(line(&start, &pv).len(), 2, "the line stops at a bad move");
    }
}
