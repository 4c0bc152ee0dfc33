//! Games read from PGN with `pgn-reader`: every game of a file in turn, each
//! a [`PgnRecord`] (tags, start position, move tree) or, where a game cannot be
//! taken in whole, with the [`PgnProblem`] and the line of the file it is on.
//! A broken game never stops the games after it from being read.
//!
//! Tag values and comments are UTF-8 where they are valid UTF-8, else
//! Windows-1252 (what older databases wrote, a superset of Latin-1), field by
//! field: a file joined from two sources reads right in both halves.

use std::collections::HashMap;
use std::ops::ControlFlow;

use pgn_reader::{Nag, Outcome, RawComment, RawTag, SanPlus, Skip, Visitor};
use shakmaty::fen::Fen;
use shakmaty::san::SanError;
use shakmaty::{CastlingMode, Chess, Color, Position};

use super::super::clock::{Span, parse_span};
use super::super::game::position_from_fen;
use super::super::outcome::GameResult;
use super::span::FileSpan;
use super::tree::{Line, Node};
use super::words::text_of;

/// Why a game, or part of one, could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnProblem {
    /// A Chess960 game (its Variant tag or its castling rights say so).
    Chess960,
    /// Another variant than standard chess, by its tag.
    Variant(String),
    /// The FEN tag is no legal position; `detail` is shakmaty's wording.
    Fen {
        fen: String,
        detail: crate::game::FenProblem,
    },
    /// A move that is not legal (or not unique) where it stands; the game
    /// (or the variation) is read up to it.
    Illegal {
        number: u32,
        color: Color,
        san: String,
        ambiguous: bool,
    },
    /// A word among the moves that is no move ("Nf9"); the game is read up
    /// to the move before it.
    NoMove(String),
    /// The file itself is broken here (an unterminated tag); the reader's words.
    Syntax(String),
    /// The game holds more moves, comments or variations than any game
    /// played; it is read up to there.
    TooLong,
    /// A comment opened with `{` never closed: the game (with its line
    /// there) is lost, the games after it are read.
    OpenComment,
    /// A tag whose quote or bracket never closed at the end of the file.
    OpenTag,
    /// A variation opened with `(` never closed: the game is read with it
    /// closed at its end.
    OpenVariation,
    /// The file is UTF-16 text, not PGN as annabella reads it.
    Utf16,
    /// The rest of a game whose tag line broke (no blank line between):
    /// its beginning is lost, so it is not a game to take.
    Fragment,
}

impl PgnProblem {
    /// Whether the game can still be listened to (up to the problem).
    pub fn readable(&self) -> bool {
        matches!(
            self,
            PgnProblem::Illegal { .. }
                | PgnProblem::NoMove(_)
                | PgnProblem::TooLong
                | PgnProblem::OpenComment
                | PgnProblem::OpenVariation
        )
    }
}

/// One game of a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnRecord {
    /// Its place in the file, from 1.
    pub number: usize,
    /// The line of the file it starts on, from 1.
    pub line: usize,
    /// The tags as written, in order, decoded and cleaned of control characters.
    pub tags: Vec<(String, String)>,
    pub start: Chess,
    /// The FEN tag, where the game starts from a position.
    pub fen: Option<String>,
    pub main: Line,
    /// The result written at the end of the moves ("1-0", "*").
    pub termination: Option<String>,
    /// The first problem, and the line of the file it is on.
    pub problem: Option<(PgnProblem, usize)>,
    /// The illegal move as written, and how many equal moves came before it
    /// in the file's order: where to look for its line.
    pub(super) bad_move: Option<(String, usize)>,
    /// Where its text stands in the file.
    pub at: FileSpan,
}

/// A game as a list of games shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    pub number: usize,
    pub line: usize,
    pub white: String,
    pub black: String,
    pub result: String,
    pub date: Option<String>,
    pub event: Option<String>,
    /// Moves of the main line (full moves: White's and Black's are one).
    pub moves: usize,
    pub problem: Option<(PgnProblem, usize)>,
    /// Where its text stands in the file: to read it again from there.
    pub at: FileSpan,
}

impl PgnRecord {
    /// A tag's value; `None` where it is missing, empty or unknown ("?").
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty() && v.chars().any(|c| c != '?' && c != '.'))
    }

    /// The result: the Result tag, else the one after the moves, else "*".
    pub fn result(&self) -> &str {
        self.tag("Result")
            .or(self.termination.as_deref())
            .unwrap_or("*")
    }

    /// The result given, if the game is given as decided.
    pub fn decided(&self) -> Option<GameResult> {
        match self.result() {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            _ => None,
        }
    }

    /// The moves of the main line, counted as a scoresheet counts them.
    pub fn moves(&self) -> usize {
        let plies = self.main.moves.len();
        let black_first = self.start.turn().is_black() as usize;
        (plies + black_first).div_ceil(2)
    }

    /// The position at the end of the main line.
    pub fn end(&self) -> Chess {
        let mut pos = self.start.clone();
        for node in &self.main.moves {
            pos.play_unchecked(node.played);
        }
        pos
    }

    pub fn summary(&self) -> Summary {
        let named = |tag| self.tag(tag).unwrap_or("?").to_string();
        Summary {
            number: self.number,
            line: self.line,
            white: named("White"),
            black: named("Black"),
            result: self.result().to_string(),
            date: self.tag("Date").map(String::from),
            event: self.tag("Event").map(String::from),
            moves: self.moves(),
            problem: self.problem.clone(),
            at: self.at,
        }
    }
}

/// The `[%clk 1:02:03]` of a comment, and the comment without its `[%…]`
/// commands (an engine's `[%eval]`, a GUI's arrows: nothing to read aloud).
fn comment_parts(text: &str) -> (Option<Span>, String) {
    let mut clock = None;
    let mut words = String::new();
    let mut rest = text;
    while let Some(open) = rest.find("[%") {
        words.push_str(&rest[..open]);
        let close = rest[open..].find(']').map_or(rest.len(), |c| open + c + 1);
        let command = rest[open + 2..close].trim_end_matches(']');
        if let Some(value) = command.strip_prefix("clk") {
            // Tenths are dropped: "0:05:03.2" is 5 minutes 3 seconds left.
            let value = value.trim().split('.').next().unwrap_or("");
            clock = parse_span(value, Span::seconds(1)).or(clock);
        }
        rest = &rest[close..];
    }
    words.push_str(rest);
    let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
    (clock, words)
}

/// A line being read: the position after its last move, and before it.
pub(super) struct Open {
    line: Line,
    pos: Chess,
    before_last: Chess,
    /// An illegal move was met: the rest of this line is not read.
    dead: bool,
}

impl Open {
    fn new(pos: Chess) -> Open {
        Open {
            line: Line::default(),
            before_last: pos.clone(),
            pos,
            dead: false,
        }
    }
}

/// The visitor: builds one [`PgnRecord`] per game.
#[derive(Default)]
pub(super) struct Building {
    /// The tags of the game being read: kept for a game that breaks
    /// before its end, so that it is still named.
    pub(super) tags: Vec<(String, String)>,
    /// The game as read before a comment that has not closed yet: what is
    /// left of it if the comment never closes.
    pub(super) before_comment: Option<PgnRecord>,
}

/// The tags of a game as they come.
pub(super) struct Tags {
    tags: Vec<(String, String)>,
}

pub(super) struct Movetext {
    record: PgnRecord,
    lines: Vec<Open>,
    /// How often each move was written so far, for finding an illegal one
    /// in the file.
    written: HashMap<String, usize>,
    /// A comment longer than the reader's buffer, as its pieces come.
    partial: String,
    /// Moves, comment text and variations taken in so far, against
    /// [`Movetext::BUDGET`].
    taken: usize,
    /// The last bytes of a long comment's last piece.
    tail: Vec<u8>,
}

impl Movetext {
    /// What one game may take in: far more than any game played (the
    /// longest possible game has under 12,000 half-moves), and a bound on
    /// memory whatever a file holds. What is over it is left out, and said.
    const BUDGET: usize = 4 << 20;
    /// Variations inside variations, at most.
    const DEPTH: usize = 64;
    /// What a move or a variation counts against the budget.
    const NODE: usize = 64;

    /// The game as read up to a comment left open, which ran on into the
    /// next game: its tags and moves, and the problem.
    fn left_open(&mut self) -> PgnRecord {
        let main = self.lines[0].line.clone();
        PgnRecord {
            main,
            problem: Some((PgnProblem::OpenComment, 0)),
            ..self.record.clone()
        }
    }

    /// Takes `cost` from the budget; false (and the problem said) once it is spent.
    fn take(&mut self, cost: usize) -> bool {
        self.taken = self.taken.saturating_add(cost);
        if self.taken > Movetext::BUDGET {
            self.problem(PgnProblem::TooLong);
            return false;
        }
        true
    }
}

impl Building {
    pub(super) fn empty() -> PgnRecord {
        PgnRecord {
            number: 0,
            line: 0,
            tags: Vec::new(),
            start: Chess::default(),
            fen: None,
            main: Line::default(),
            termination: None,
            problem: None,
            bad_move: None,
            at: FileSpan::default(),
        }
    }
}

/// Whether a comment's text holds a blank line and then a tag line: a
/// comment whose brace was never closed, run on into the next game.
fn runs_into_a_game(text: &[u8]) -> bool {
    // The text before the first line break ends a line: it is none. (A
    // carriage return alone reached the reader as a line feed.)
    let mut blank = false;
    for (i, line) in text.split(|&b| b == b'\n').enumerate() {
        let line = line.trim_ascii_start();
        let tag = line.first() == Some(&b'[') && line.get(1).is_some_and(u8::is_ascii_alphabetic);
        if blank && tag {
            return true;
        }
        blank = i > 0 && line.is_empty();
    }
    false
}

/// The most tags a game keeps.
const MOST_TAGS: usize = 256;

/// The variants a Variant tag may name that are standard chess.
fn standard(variant: &str) -> bool {
    matches!(
        variant.trim().to_ascii_lowercase().as_str(),
        "" | "standard" | "chess" | "normal" | "from position" | "?"
    )
}

fn chess960(variant: &str) -> bool {
    let v = variant.to_ascii_lowercase().replace([' ', '-'], "");
    v.contains("960") || v.contains("fischerandom") || v.contains("fischerrandom")
}

impl Movetext {
    fn top(&mut self) -> &mut Open {
        self.lines
            .last_mut()
            .expect("the main line is never closed")
    }

    fn problem(&mut self, problem: PgnProblem) {
        if self.record.problem.is_none() {
            self.record.problem = Some((problem, 0));
        }
    }
}

impl Visitor for Building {
    type Tags = Tags;
    type Movetext = Movetext;
    type Output = PgnRecord;

    fn begin_tags(&mut self) -> ControlFlow<PgnRecord, Tags> {
        self.tags.clear();
        self.before_comment = None;
        ControlFlow::Continue(Tags { tags: Vec::new() })
    }

    fn tag(&mut self, tags: &mut Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<PgnRecord> {
        // More tags than any game has are left out: a bound on memory.
        if tags.tags.len() < MOST_TAGS {
            tags.tags.push((text_of(name), text_of(&value.decode())));
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<PgnRecord, Movetext> {
        self.tags = tags.tags.clone();
        let mut record = Building::empty();
        record.tags = tags.tags;
        let refuse = |mut record: PgnRecord, problem| {
            record.problem = Some((problem, 0));
            ControlFlow::Break(record)
        };
        if let Some(variant) = record.tag("Variant").filter(|v| !standard(v)) {
            let problem = if chess960(variant) {
                PgnProblem::Chess960
            } else {
                PgnProblem::Variant(variant.to_string())
            };
            return refuse(record, problem);
        }
        if let Some(fen) = record.tag("FEN").map(String::from) {
            match position_from_fen(&fen) {
                Ok(pos) => {
                    record.start = pos;
                    record.fen = Some(fen);
                }
                Err(e) => {
                    let as960 = fen
                        .parse::<Fen>()
                        .ok()
                        .and_then(|f| f.into_position::<Chess>(CastlingMode::Chess960).ok());
                    let problem = match as960 {
                        Some(_) => PgnProblem::Chess960,
                        None => PgnProblem::Fen {
                            fen,
                            detail: e.detail,
                        },
                    };
                    return refuse(record, problem);
                }
            }
        }
        let start = record.start.clone();
        ControlFlow::Continue(Movetext {
            record,
            lines: vec![Open::new(start)],
            written: HashMap::new(),
            partial: String::new(),
            taken: 0,
            tail: Vec::new(),
        })
    }

    fn san(&mut self, m: &mut Movetext, san_plus: SanPlus) -> ControlFlow<PgnRecord> {
        let written = san_plus.san.to_string();
        let count = m.written.entry(written.clone()).or_default();
        let before = *count;
        *count += 1;
        if m.top().dead || !m.take(Movetext::NODE) {
            return ControlFlow::Continue(());
        }
        let top = m.top();
        match san_plus.san.to_move(&top.pos) {
            Ok(played) => {
                top.before_last = top.pos.clone();
                top.pos.play_unchecked(played);
                top.line.moves.push(Node {
                    san: san_plus,
                    played,
                    nags: Vec::new(),
                    comments: Vec::new(),
                    clock: None,
                    variations: Vec::new(),
                });
            }
            Err(error) => {
                top.dead = true;
                let problem = PgnProblem::Illegal {
                    number: top.pos.fullmoves().get(),
                    color: top.pos.turn(),
                    san: written.clone(),
                    ambiguous: error == SanError::AmbiguousSan,
                };
                if m.record.problem.is_none() {
                    m.record.bad_move = Some((written, before));
                }
                m.problem(problem);
            }
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, m: &mut Movetext, nag: Nag) -> ControlFlow<PgnRecord> {
        if !m.take(8) {
            return ControlFlow::Continue(());
        }
        let top = m.top();
        if let Some(node) = top.line.moves.last_mut().filter(|_| !top.dead) {
            node.nags.push(nag.0);
        }
        ControlFlow::Continue(())
    }

    fn partial_comment(
        &mut self,
        m: &mut Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<PgnRecord> {
        let bytes = comment.as_bytes();
        if runs_into_a_game(&[&m.tail[..], bytes].concat()) {
            return ControlFlow::Break(m.left_open());
        }
        if m.partial.is_empty() && m.tail.is_empty() {
            self.before_comment = Some(m.left_open());
        }
        m.tail = bytes[bytes.len().saturating_sub(8)..].to_vec();
        if m.take(bytes.len()) {
            m.partial.push_str(&text_of(bytes));
        }
        ControlFlow::Continue(())
    }

    fn comment(&mut self, m: &mut Movetext, comment: RawComment<'_>) -> ControlFlow<PgnRecord> {
        if runs_into_a_game(&[&std::mem::take(&mut m.tail)[..], comment.as_bytes()].concat()) {
            return ControlFlow::Break(m.left_open());
        }
        self.before_comment = None;
        let mut whole = std::mem::take(&mut m.partial);
        if m.take(comment.as_bytes().len() + Movetext::NODE) {
            whole.push_str(&text_of(comment.as_bytes()));
        }
        let (clock, words) = comment_parts(&whole);
        let top = m.top();
        if top.dead {
            return ControlFlow::Continue(());
        }
        match top.line.moves.last_mut() {
            Some(node) => {
                node.clock = clock.or(node.clock);
                if !words.is_empty() {
                    node.comments.push(words);
                }
            }
            None if !words.is_empty() => top.line.intro.push(words),
            None => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, m: &mut Movetext) -> ControlFlow<PgnRecord, Skip> {
        let top = m.top();
        // A variation stands in for the line's last move; before any move, or
        // after an illegal one, there is nothing it could stand in for.
        if top.dead || top.line.moves.is_empty() {
            return ControlFlow::Continue(Skip(true));
        }
        if m.lines.len() > Movetext::DEPTH || !m.take(Movetext::NODE) {
            return ControlFlow::Continue(Skip(true));
        }
        let from = m.top().before_last.clone();
        m.lines.push(Open::new(from));
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, m: &mut Movetext) -> ControlFlow<PgnRecord> {
        if m.lines.len() > 1 {
            let done = m.lines.pop().expect("more than one line");
            let parent = m.top();
            if let Some(node) = parent.line.moves.last_mut()
                && !done.line.moves.is_empty()
            {
                node.variations.push(done.line);
            }
        }
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, m: &mut Movetext, outcome: Outcome) -> ControlFlow<PgnRecord> {
        if m.lines.len() == 1 {
            m.record.termination = Some(outcome.to_string());
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mut m: Movetext) -> PgnRecord {
        // Variations left open at the end of the game are closed, and said:
        // the moves after the `(` may have been the main line's.
        if m.lines.len() > 1 {
            m.problem(PgnProblem::OpenVariation);
        }
        while m.lines.len() > 1 {
            let _ = self.end_variation(&mut m);
        }
        let main = m.lines.pop().expect("the main line").line;
        PgnRecord { main, ..m.record }
    }
}

#[cfg(test)]
mod tests;
