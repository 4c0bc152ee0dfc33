//! Games read from PGN with `pgn-reader`: every game of a file in turn, each
//! a [`Record`] (tags, start position, move tree) or, where a game cannot be
//! taken in whole, with the [`Problem`] and the line of the file it is on.
//! A broken game never stops the games after it from being read.
//!
//! Tag values and comments are UTF-8 where they are valid UTF-8, else
//! Windows-1252 (what older databases wrote, a superset of Latin-1), field by
//! field: a file joined from two sources reads right in both halves.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Read;
use std::ops::ControlFlow;
use std::rc::Rc;

use pgn_reader::{Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::fen::Fen;
use shakmaty::san::SanError;
use shakmaty::{CastlingMode, Chess, Color, Position};

use super::super::clock::{Span, parse_span};
use super::super::game::position_from_fen;
use super::super::lines;
use super::tree::{Line, Node};

/// Why a game, or part of one, could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// A Chess960 game (its Variant tag or its castling rights say so).
    Chess960,
    /// Another variant than standard chess, by its tag.
    Variant(String),
    /// The FEN tag is no legal position; `detail` is shakmaty's wording.
    Fen { fen: String, detail: String },
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
}

impl Problem {
    /// Whether the game can still be listened to (up to the problem).
    pub fn readable(&self) -> bool {
        matches!(
            self,
            Problem::Illegal { .. } | Problem::NoMove(_) | Problem::TooLong
        )
    }
}

/// One game of a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
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
    pub problem: Option<(Problem, usize)>,
    /// The illegal move as written, and how many equal moves came before it
    /// in the file's order: where to look for its line.
    bad_move: Option<(String, usize)>,
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
    pub problem: Option<(Problem, usize)>,
    /// Where its text stands in the file: to read it again from there.
    pub at: FileSpan,
}

impl Record {
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

    /// Who the result says won: "white", "black", "draw", or "none" for a
    /// game given as unfinished (the words the sentences choose by).
    pub fn decided(&self) -> &'static str {
        match self.result() {
            "1-0" => "white",
            "0-1" => "black",
            "1/2-1/2" => "draw",
            _ => "none",
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

/// Every game of a file, as a list shows it.
pub fn read_games(bytes: &[u8]) -> Vec<Summary> {
    list_games(bytes)
}

/// Every game read from `source`, as a list shows it, each with where its
/// text stands in the file ([`Summary::at`]). Read as a stream: memory
/// holds the summaries and the game being read, never the whole file.
pub fn list_games(source: impl Read) -> Vec<Summary> {
    let mut out = Vec::new();
    each(source, Origin::default(), |record, _| {
        out.push(record.summary());
        ControlFlow::Continue(())
    });
    out
}

/// Game `number` of a file (from 1), whole; `None` when the file has fewer.
pub fn read_game(bytes: &[u8], number: usize) -> Option<Record> {
    let mut found = None;
    each(bytes, Origin::default(), |record, _| {
        if record.number == number {
            found = Some(record);
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    });
    found
}

/// The game a summary lists, from the bytes `summary.at` names (read from
/// the file again by whoever holds it); `None` if they hold no game, or
/// another than the list says (the file changed since).
pub fn read_listed(summary: &Summary, text: &[u8]) -> Option<Record> {
    let mut found = None;
    each(text, summary.at.origin(summary.number), |record, _| {
        found = Some(record);
        ControlFlow::Break(())
    });
    found.filter(|record| {
        let again = record.summary();
        (&again.white, &again.black, again.moves, again.line)
            == (&summary.white, &summary.black, summary.moves, summary.line)
    })
}

/// The text of the games a list was made from, read again a game at a
/// time: the file stays where it is, not in memory.
pub trait GameText: std::fmt::Debug {
    /// The bytes `at` names; an error where they cannot be read now.
    fn read(&self, at: &FileSpan) -> std::io::Result<Vec<u8>>;
}

/// A file's text held whole (a test's, a small file's).
impl GameText for Vec<u8> {
    fn read(&self, at: &FileSpan) -> std::io::Result<Vec<u8>> {
        let to = (at.to as usize).min(self.len());
        let from = (at.from as usize).min(to);
        Ok(self[from..to].to_vec())
    }
}

/// Where a game's text stands in its file: the bytes from `from` to `to`,
/// and the line `from` is on (from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FileSpan {
    pub from: u64,
    pub to: u64,
    line: usize,
}

impl FileSpan {
    fn origin(&self, number: usize) -> Origin {
        Origin {
            offset: self.from as usize,
            line: self.line,
            games_before: number.saturating_sub(1),
        }
    }
}

/// Where the bytes handed to the reader begin in their file.
#[derive(Debug, Clone, Copy)]
struct Origin {
    offset: usize,
    /// The line the first byte is on, from 1.
    line: usize,
    games_before: usize,
}

impl Default for Origin {
    fn default() -> Origin {
        Origin {
            offset: 0,
            line: 1,
            games_before: 0,
        }
    }
}

/// A text field: UTF-8 where it is, else Windows-1252; control characters out.
fn text_of(bytes: &[u8]) -> String {
    let decoded = match std::str::from_utf8(bytes) {
        Ok(s) => std::borrow::Cow::Borrowed(s),
        Err(_) => {
            encoding_rs::WINDOWS_1252
                .decode_without_bom_handling(bytes)
                .0
        }
    };
    lines::clean(&decoded)
}

/// The bytes of the game being read, kept as they pass to pgn-reader: to
/// count lines and find a bad move's place. Bytes before the game are
/// forgotten (their line breaks counted), and a game longer than
/// [`Window::KEEP`] keeps only its last part, so memory stays bounded
/// whatever the file.
struct Window {
    /// The offset in the file of `bytes[0]`.
    base: usize,
    bytes: Vec<u8>,
    /// The line `bytes[0]` is on.
    line: usize,
}

impl Window {
    const KEEP: usize = 1 << 20;

    fn end(&self) -> usize {
        self.base + self.bytes.len()
    }

    fn keep(&mut self, data: &[u8]) {
        self.bytes.extend_from_slice(data);
        if self.bytes.len() > 2 * Window::KEEP {
            self.forget_before(self.end() - Window::KEEP);
        }
    }

    fn forget_before(&mut self, offset: usize) {
        let cut = offset.saturating_sub(self.base).min(self.bytes.len());
        self.line += newlines(&self.bytes[..cut]);
        self.bytes.drain(..cut);
        self.base += cut;
    }

    /// The line of a byte offset (one forgotten counts as the first kept).
    fn line_at(&self, offset: usize) -> usize {
        let at = offset.clamp(self.base, self.end()) - self.base;
        self.line + newlines(&self.bytes[..at])
    }

    /// The kept bytes from `from` to `to`, and the offset they begin at.
    fn text(&self, from: usize, to: usize) -> (usize, &[u8]) {
        let from = from.clamp(self.base, self.end());
        let to = to.clamp(from, self.end());
        (from, &self.bytes[from - self.base..to - self.base])
    }
}

fn newlines(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b == b'\n').count()
}

/// A reader that hands on what it reads to the [`Window`] too.
struct Kept<R> {
    inner: R,
    window: Rc<RefCell<Window>>,
}

impl<R: Read> Read for Kept<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.window.borrow_mut().keep(&buf[..n]);
        Ok(n)
    }
}

/// Reads the games of `source` in turn, handing each (with its span) to
/// `f` until it breaks. Every turn of the loop moves on in the file or
/// ends it: a reader that stood still would read the same bytes for ever.
fn each(source: impl Read, origin: Origin, mut f: impl FnMut(Record, FileSpan) -> ControlFlow<()>) {
    let window = Rc::new(RefCell::new(Window {
        base: origin.offset,
        bytes: Vec::new(),
        line: origin.line,
    }));
    let mut reader = Reader::new(Kept {
        inner: source,
        window: window.clone(),
    });
    let mut visitor = Building;
    let mut number = origin.games_before;
    let consumed = |reader: &Reader<Kept<_>>| window.borrow().end() - reader.buffer().len();
    loop {
        let from = consumed(&reader);
        window.borrow_mut().forget_before(from);
        let result = reader.read_game(&mut visitor);
        // A game the visitor stopped early leaves its rest to be skipped:
        // skipped now, so that the game's span holds all of its text.
        let more = matches!(reader.has_more(), Ok(true));
        let to = consumed(&reader);
        let w = window.borrow();
        let start = first_content(w.text(from, to));
        let record = match result {
            Ok(None) => return,
            Ok(Some(mut record)) => {
                record.line = w.line_at(start);
                if let Some((problem, _)) = record.problem.take() {
                    let (base, game) = w.text(start, to);
                    let at = record
                        .bad_move
                        .as_ref()
                        .and_then(|(san, before)| find_move(game, san, *before));
                    // A word that is no move, passed over, put the moves
                    // after it out of step: it is the problem, not the
                    // move that then did not fit.
                    let (problem, at) = match at.and_then(|at| unknown_word(&game[..at])) {
                        Some((at, word)) => (Problem::NoMove(word), Some(at)),
                        None => (problem, at),
                    };
                    let line = at.map_or(record.line, |at| w.line_at(base + at));
                    record.problem = Some((problem, line));
                }
                record
            }
            Err(error) => {
                let mut record = Building::empty();
                record.line = w.line_at(start);
                let at = w.line_at(to.saturating_sub(1).max(start));
                record.problem = Some((Problem::Syntax(error.to_string()), at));
                record
            }
        };
        let span = FileSpan {
            from: from as u64,
            to: to as u64,
            line: w.line_at(from),
        };
        drop(w);
        number += 1;
        let stuck = to <= from;
        let record = Record {
            number,
            at: span,
            ..record
        };
        if f(record, span).is_break() || stuck || !more {
            return;
        }
    }
}

/// The offset of the first byte of `text` (which begins at `base`) that
/// is not white space (or a BOM).
fn first_content((base, text): (usize, &[u8])) -> usize {
    let bom = usize::from(text.starts_with(b"\xef\xbb\xbf")) * 3;
    let blank = text[bom..]
        .iter()
        .take_while(|b| b.is_ascii_whitespace())
        .count();
    base + bom + blank
}

/// The words of a game's moves, with their offsets in `text`: outside
/// comments (`{…}`, `;` to the end of the line) and tag lines, split at
/// white space and parentheses, a move number in front cut off ("12.e4").
/// Each step moves on by at least one byte.
fn words(text: &[u8]) -> Vec<(usize, &[u8])> {
    let until = |i: usize, end: u8| {
        text[i..]
            .iter()
            .position(|&c| c == end)
            .map_or(text.len(), |n| i + n)
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let b = text[i];
        let line_start = i == 0 || text[i - 1] == b'\n';
        match b {
            b'{' => i = until(i, b'}') + 1,
            b';' => i = until(i, b'\n'),
            b'[' if line_start => i = until(i, b'\n'),
            // A brace with no comment open, like white space and
            // parentheses, only parts words.
            _ if SEPARATORS.contains(&b) => i += 1,
            _ => {
                let end = text[i..]
                    .iter()
                    .position(|c| SEPARATORS.contains(c) || *c == b'{' || *c == b';')
                    .map_or(text.len(), |n| i + n);
                let word = &text[i..end];
                let cut = match word.iter().rposition(|&c| c == b'.') {
                    Some(dot) if word[..dot].iter().all(|c| c.is_ascii_digit() || *c == b'.') => {
                        dot + 1
                    }
                    _ => 0,
                };
                if cut < word.len() {
                    out.push((i + cut, &word[cut..]));
                }
                i = end;
            }
        }
    }
    out
}

/// The bytes that part the words of the moves.
const SEPARATORS: &[u8] = b" \t\r\n\x0b\x0c()}";

/// Whether pgn-reader takes a word as part of the moves (a move, a number,
/// an annotation, a result); a word it is not, it passes over in silence.
fn known(word: &[u8]) -> bool {
    let bare = word.strip_suffix(b"e.p.").unwrap_or(word);
    let bare = match bare.iter().rposition(|c| !b"!?".contains(c)) {
        Some(last) => &bare[..=last],
        None => return true,
    };
    bare.iter().all(u8::is_ascii_digit)
        || bare.first() == Some(&b'$')
        || [&b"1-0"[..], b"0-1", b"1/2-1/2", b"*", b"e.p.", b"ep"].contains(&bare)
        || SanPlus::from_ascii(bare).is_ok()
}

/// Where a move stands in a game's text: the move `san` after `before` equal
/// ones. Written forms the reader takes alike ("0-0", "e8Q", "Nf3!") are
/// compared as the reader reads them.
fn find_move(text: &[u8], san: &str, before: usize) -> Option<usize> {
    words(text)
        .into_iter()
        .filter(|(_, w)| SanPlus::from_ascii(w).is_ok_and(|s| s.san.to_string() == san))
        .nth(before)
        .map(|(at, _)| at)
}

/// The first word of a game's text that is no part of the moves.
fn unknown_word(text: &[u8]) -> Option<(usize, String)> {
    words(text)
        .into_iter()
        .find(|(_, w)| !known(w))
        .map(|(at, w)| (at, text_of(w)))
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
struct Open {
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

/// The visitor: builds one [`Record`] per game.
struct Building;

/// The tags of a game as they come.
struct Tags {
    tags: Vec<(String, String)>,
}

struct Movetext {
    record: Record,
    lines: Vec<Open>,
    /// How often each move was written so far, for finding an illegal one
    /// in the file.
    written: HashMap<String, usize>,
    /// A comment longer than the reader's buffer, as its pieces come.
    partial: String,
    /// Moves, comment text and variations taken in so far, against
    /// [`Movetext::BUDGET`].
    taken: usize,
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

    /// Takes `cost` from the budget; false (and the problem said) once it is spent.
    fn take(&mut self, cost: usize) -> bool {
        self.taken = self.taken.saturating_add(cost);
        if self.taken > Movetext::BUDGET {
            self.problem(Problem::TooLong);
            return false;
        }
        true
    }
}

impl Building {
    fn empty() -> Record {
        Record {
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

    fn problem(&mut self, problem: Problem) {
        if self.record.problem.is_none() {
            self.record.problem = Some((problem, 0));
        }
    }
}

impl Visitor for Building {
    type Tags = Tags;
    type Movetext = Movetext;
    type Output = Record;

    fn begin_tags(&mut self) -> ControlFlow<Record, Tags> {
        ControlFlow::Continue(Tags { tags: Vec::new() })
    }

    fn tag(&mut self, tags: &mut Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<Record> {
        tags.tags.push((text_of(name), text_of(&value.decode())));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<Record, Movetext> {
        let mut record = Building::empty();
        record.tags = tags.tags;
        let refuse = |mut record: Record, problem| {
            record.problem = Some((problem, 0));
            ControlFlow::Break(record)
        };
        if let Some(variant) = record.tag("Variant").filter(|v| !standard(v)) {
            let problem = if chess960(variant) {
                Problem::Chess960
            } else {
                Problem::Variant(variant.to_string())
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
                        Some(_) => Problem::Chess960,
                        None => Problem::Fen {
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
        })
    }

    fn san(&mut self, m: &mut Movetext, san_plus: SanPlus) -> ControlFlow<Record> {
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
                let problem = Problem::Illegal {
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

    fn nag(&mut self, m: &mut Movetext, nag: Nag) -> ControlFlow<Record> {
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
    ) -> ControlFlow<Record> {
        if m.take(comment.as_bytes().len()) {
            m.partial.push_str(&text_of(comment.as_bytes()));
        }
        ControlFlow::Continue(())
    }

    fn comment(&mut self, m: &mut Movetext, comment: RawComment<'_>) -> ControlFlow<Record> {
        let mut whole = std::mem::take(&mut m.partial);
        if m.take(comment.as_bytes().len()) {
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

    fn begin_variation(&mut self, m: &mut Movetext) -> ControlFlow<Record, Skip> {
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

    fn end_variation(&mut self, m: &mut Movetext) -> ControlFlow<Record> {
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

    fn outcome(&mut self, m: &mut Movetext, outcome: Outcome) -> ControlFlow<Record> {
        if m.lines.len() == 1 {
            m.record.termination = Some(outcome.to_string());
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mut m: Movetext) -> Record {
        // Variations left open at the end of the game are closed.
        while m.lines.len() > 1 {
            let _ = self.end_variation(&mut m);
        }
        let main = m.lines.pop().expect("the main line").line;
        Record { main, ..m.record }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Bo\"]\n[Result \"1-0\"]\n\n\
        1. e4 {best by test [%clk 1:29:50]} e5 $1 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 Nc6 1-0\n\n\
        [Event \"Club\"]\n[White \"Cy\"]\n[Black \"Di\"]\n\n1. d4 d5 2. Nf9 Nf6 3. Bf4 *\n";

    #[test]
    fn reads_a_tree_with_comments_clocks_and_variations() {
        let game = read_game(TWO.as_bytes(), 1).unwrap();
        assert_eq!(game.tag("White"), Some("Anna"));
        assert_eq!(game.result(), "1-0");
        assert_eq!(game.main.moves.len(), 4);
        let e4 = &game.main.moves[0];
        assert_eq!(e4.comments, vec!["best by test".to_string()]);
        assert_eq!(e4.clock, Some(Span::seconds(5390)));
        let e5 = &game.main.moves[1];
        assert_eq!(e5.nags, vec![1]);
        assert_eq!(e5.variations.len(), 1);
        assert_eq!(e5.variations[0].moves.len(), 2);
        assert_eq!(
            e5.variations[0].moves[0].comments,
            vec!["Sicilian".to_string()]
        );
        assert_eq!(game.moves(), 2);
        assert!(game.problem.is_none());
    }

    #[test]
    fn a_broken_game_names_its_line_and_the_next_is_read() {
        let summaries = read_games(TWO.as_bytes());
        assert_eq!(summaries.len(), 2);
        assert_eq!(summaries[1].line, 8);
        // "Nf9" is no move at all: pgn-reader passes over it, and Black's
        // Nf6 does not fit as White's move; the word is named.
        let game = read_game(TWO.as_bytes(), 2).unwrap();
        let (problem, line) = game.problem.clone().unwrap();
        assert_eq!(problem, Problem::NoMove("Nf9".into()));
        assert_eq!(line, 12);
        assert_eq!(game.main.moves.len(), 2);
    }

    #[test]
    fn latin1_and_bom() {
        let mut bytes = b"\xef\xbb\xbf[White \"J\xc3\xb8rgen\"]\n\n1. e4 *\n\n".to_vec();
        bytes.extend_from_slice(b"[White \"M\xfcller\"]\n\n1. d4 {gut f\xfcr Wei\xdf} *\n");
        let games = read_games(&bytes);
        assert_eq!(games[0].white, "Jørgen");
        assert_eq!(games[1].white, "Müller");
        assert_eq!(games[1].line, 5);
        let second = read_game(&bytes, 2).unwrap();
        assert_eq!(second.main.moves[0].comments[0], "gut für Weiß");
    }

    #[test]
    fn chess960_and_variants_are_refused_and_bad_fen_explained() {
        let pgn = "[Variant \"Chess960\"]\n[FEN \"bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w KQkq - 0 1\"]\n\n1. e4 *\n\n\
            [FEN \"bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w FCfc - 0 1\"]\n\n1. e4 *\n\n\
            [Variant \"Crazyhouse\"]\n\n1. e4 *\n\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n\n\
            [FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 60\"]\n\n60. O-O Kd7 *\n";
        let games = read_games(pgn.as_bytes());
        let problems: Vec<_> = games
            .iter()
            .map(|g| g.problem.clone().map(|p| p.0))
            .collect();
        assert_eq!(problems[0], Some(Problem::Chess960));
        assert_eq!(problems[1], Some(Problem::Chess960));
        assert_eq!(problems[2], Some(Problem::Variant("Crazyhouse".into())));
        assert!(matches!(problems[3], Some(Problem::Fen { .. })));
        assert_eq!(problems[4], None);
        assert_eq!(games[4].moves, 1);
        let last = read_game(pgn.as_bytes(), 5).unwrap();
        assert_eq!(last.end().fullmoves().get(), 61);
    }

    #[test]
    fn unterminated_tag_is_a_problem_and_reading_goes_on() {
        // A quote left open at the end of a line ends there (pgn-reader is lenient) …
        let pgn = "[White \"Anna\n\n1. e4 *\n\n[White \"Bo\"]\n\n1. d4 *\n";
        let games = read_games(pgn.as_bytes());
        assert_eq!(games[0].white, "Anna");
        assert!(games.iter().any(|g| g.white == "Bo" && g.problem.is_none()));
        // … but not at the end of the file.
        let games = read_games(b"1. e4 *\n\n[White \"Bo");
        assert_eq!(games.len(), 2);
        assert!(matches!(games[1].problem, Some((Problem::Syntax(_), 3))));
    }

    /// A brace with no comment open once made the search for a bad move's
    /// line stand still: the four bytes `} d8` froze the program.
    #[test]
    fn a_stray_brace_is_read_past() {
        for pgn in [
            "} d8",
            "}",
            "}}}} e4 }",
            "1. e4 } e5 }} Nf9 *",
            ")} d8 (",
            "} ;\n}",
        ] {
            let games = read_games(pgn.as_bytes());
            for s in &games {
                let again = read_game(pgn.as_bytes(), s.number).unwrap();
                assert_eq!(again.summary(), *s, "{pgn:?}");
            }
        }
        let game = read_game(b"} d8", 1).unwrap();
        assert!(matches!(game.problem, Some((Problem::Illegal { .. }, 1))));
        let words: Vec<_> = words(b"}e4}} Nf3{x}d5")
            .into_iter()
            .map(|(_, w)| w)
            .collect();
        assert_eq!(words, [&b"e4"[..], b"Nf3", b"d5"]);
    }

    /// Each game read again from its place in the file is the game the
    /// list names, a game refused before its moves included.
    #[test]
    fn every_game_reads_again_from_its_span() {
        let mut pgn = String::from("\u{feff}");
        pgn.push_str(TWO);
        pgn.push_str("\n[Variant \"Chess960\"]\n\n1. e4 e5 2. Nf3 *\n\n[White \"Eve\"]\n\n1. c4 (1. d4 d5 (1... Nf6)) c5 *\n\n");
        pgn.push_str("[White \"Fay\n\n1. e4 *\n\n1. d4 Nf6 2. Nf9 *");
        let bytes = pgn.into_bytes();
        let games = read_games(&bytes);
        assert!(games.len() >= 5, "{games:?}");
        for s in &games {
            let whole = read_game(&bytes, s.number).unwrap();
            let text = bytes.read(&s.at).unwrap();
            let again = read_listed(s, &text).unwrap_or_else(|| panic!("game {}", s.number));
            assert_eq!(again, whole, "game {}", s.number);
        }
        // Another game at that place is not taken for it.
        let other = read_game(&bytes, 2).unwrap().summary();
        assert!(read_listed(&other, &bytes.read(&games[0].at).unwrap()).is_none());
    }

    /// What one game may take is bounded: moves beyond any game played,
    /// one endless comment, variations inside variations.
    #[test]
    fn a_game_takes_bounded_memory() {
        let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(100_000);
        let game = read_game(format!("1. {shuffle}*").as_bytes(), 1).unwrap();
        assert!(game.main.moves.len() < 100_000);
        assert_eq!(game.problem.as_ref().map(|p| &p.0), Some(&Problem::TooLong));
        let comment = "x".repeat(10 << 20);
        let game = read_game(format!("1. e4 {{{comment}}} e5 *").as_bytes(), 1).unwrap();
        assert!(game.main.moves[0].comments[0].len() <= Movetext::BUDGET);
        assert_eq!(game.main.moves.len(), 1, "the rest of the game is left out");
        let deep = format!("1. e4 {}e5 *", "(1. d4 ".repeat(10_000));
        let game = read_game(deep.as_bytes(), 1).unwrap();
        fn depth(line: &Line) -> usize {
            1 + line
                .moves
                .iter()
                .flat_map(|n| &n.variations)
                .map(depth)
                .max()
                .unwrap_or(0)
        }
        assert!(depth(&game.main) <= Movetext::DEPTH + 1);
        // A long comment is one comment, not one per piece the reader hands on.
        let long = "word ".repeat(200);
        let game = read_game(format!("1. e4 {{{long}}} *").as_bytes(), 1).unwrap();
        assert_eq!(game.main.moves[0].comments, vec![long.trim().to_string()]);
    }

    /// Lines are counted right far into a file, past what is forgotten.
    #[test]
    fn lines_are_counted_across_a_long_file() {
        let mut pgn = String::new();
        for i in 0..3000 {
            pgn.push_str(&format!(
                "[White \"P{i}\"]\n\n1. e4 {{{}}} e5 *\n\n",
                "c".repeat(500)
            ));
        }
        pgn.push_str("[White \"Last\"]\n\n1. e4 e5 2. Ke3 *\n");
        let games = read_games(pgn.as_bytes());
        assert_eq!(games.len(), 3001);
        assert_eq!(games[2999].line, 2999 * 4 + 1);
        assert_eq!(
            games[3000].problem.as_ref().map(|p| p.1),
            Some(3000 * 4 + 3)
        );
    }

    #[test]
    fn clock_commands_are_taken_out_of_comments() {
        assert_eq!(
            comment_parts("[%clk 0:05:03.2] [%eval 0.3] a fine move"),
            (Some(Span::seconds(303)), "a fine move".into())
        );
        assert_eq!(comment_parts("no clock"), (None, "no clock".into()));
    }
}
