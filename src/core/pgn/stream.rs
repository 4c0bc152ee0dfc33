//! Reading a file's games as a stream: each game in turn, with where its
//! text stands in the file, holding only the game being read; and a game
//! read again from its place. Every turn of the reading loop moves on in
//! the file or ends it.

use std::cell::RefCell;
use std::io::{Cursor, Read, Seek, SeekFrom};
use std::ops::ControlFlow;
use std::rc::Rc;

use pgn_reader::Reader;

use super::read::{Building, PgnProblem, PgnRecord, Summary};
use super::span::FileSpan;
use super::words::{find_move, mistyped_move, open_paren, unknown_word};

/// Every game of a file, as a list shows it.
pub fn read_games(bytes: &[u8]) -> Vec<Summary> {
    list_games(Cursor::new(bytes))
}

/// Every game read from `source`, as a list shows it, each with where its
/// text stands in the file ([`Summary::at`]). Read as a stream: memory
/// holds the summaries and the game being read, never the whole file.
/// A file of more games is listed up to there ([`MOST_GAMES`]), so that
/// the list's memory is bounded too (about 50 MB at most).
pub fn list_games(source: impl Read + Seek) -> Vec<Summary> {
    let mut out = Vec::new();
    each(source, Origin::default(), |record, _| {
        out.push(record.summary());
        if out.len() == MOST_GAMES {
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    });
    out
}

/// The most games of a file that are listed.
pub const MOST_GAMES: usize = 120_000;

/// The most text one game may have to be opened: the longest games ever
/// annotated, with every variation, are a few hundred KB. A game past it (a
/// comment of hundreds of megabytes, a file of zeros) is refused with its
/// size before a byte of it is read.
pub const MOST_GAME_BYTES: u64 = 2 << 20;

/// Game `number` of a file (from 1), whole; `None` when the file has fewer.
pub fn read_game(bytes: &[u8], number: usize) -> Option<PgnRecord> {
    let mut found = None;
    each(Cursor::new(bytes), Origin::default(), |record, _| {
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
pub fn read_listed(summary: &Summary, text: &[u8]) -> Option<PgnRecord> {
    let mut found = None;
    each(
        Cursor::new(text),
        summary.at.origin(summary.number),
        |record, _| {
            found = Some(record);
            ControlFlow::Break(())
        },
    );
    found.filter(|record| {
        let again = record.summary();
        // Its text unchanged, where the list kept a checksum of it.
        let same = summary.at.crc.is_none() || again.at.crc == summary.at.crc;
        let named = same
            && (&again.white, &again.black, again.line)
                == (&summary.white, &summary.black, summary.line);
        // A damaged game may read otherwise alone than amid its file (a
        // comment left open runs on into what follows it); a whole one
        // reads as it was listed, byte for byte.
        let whole = || (again.moves, &again.problem) == (summary.moves, &None);
        named && (summary.problem.is_some() || whole())
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

/// The bytes of the game being read, kept as they pass to pgn-reader: to
/// count lines and find a bad move's place. Bytes before the game are
/// forgotten (their line breaks counted), and a game longer than
/// [`Window::KEEP`] keeps only its last part, so memory stays bounded
/// whatever the file. Where the game's text begins, and its line, are
/// noted as its bytes arrive, so that they are right however long it is.
struct Window {
    /// The offset in the file of `bytes[0]`.
    base: usize,
    bytes: Vec<u8>,
    /// The line `bytes[0]` is on.
    line: usize,
    /// Where the game being read begins ...
    from: usize,
    /// ... and its first byte that is not blank, with its line.
    start: Option<(usize, usize)>,
}

impl Window {
    const KEEP: usize = 1 << 20;

    fn end(&self) -> usize {
        self.base + self.bytes.len()
    }

    /// A new game begins at `from`: what is before it is forgotten.
    fn begin(&mut self, from: usize) {
        self.forget_before(from);
        self.from = from;
        self.start = None;
        self.find_start(self.base);
    }

    fn keep(&mut self, data: &[u8]) {
        let at = self.end();
        self.bytes.extend_from_slice(data);
        self.find_start(at);
        if self.bytes.len() > 2 * Window::KEEP {
            self.forget_before(self.end() - Window::KEEP);
        }
    }

    /// Notes the game's first byte that is not blank (nor part of a
    /// byte-order mark), looking from `at` on.
    fn find_start(&mut self, at: usize) {
        if self.start.is_some() {
            return;
        }
        let at = at.max(self.from).max(self.base);
        let blank = |b: &u8| b.is_ascii_whitespace() || [0xef, 0xbb, 0xbf].contains(b);
        if let Some(i) = self.bytes[at - self.base..].iter().position(|b| !blank(b)) {
            let start = at + i;
            self.start = Some((start, self.line_at(start)));
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

/// A reader that hands on what it reads to the [`Window`] too, a carriage
/// return alone (the line end of old Macs) turned into a line feed: byte
/// for byte, so that offsets stay the file's.
struct Kept<R> {
    inner: R,
    window: Rc<RefCell<Window>>,
    /// A carriage return at the end of the last read, held back until the
    /// byte after it tells what it is.
    held: bool,
}

impl<R: Read> Read for Kept<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        // pgn-reader reads into half its buffer or more; a smaller read is
        // handed on as it is, a held carriage return first.
        if buf.len() < 2 {
            if buf.is_empty() {
                return Ok(0);
            }
            let n = if std::mem::take(&mut self.held) {
                buf[0] = b'\r';
                1
            } else {
                self.inner.read(buf)?
            };
            self.window.borrow_mut().keep(&buf[..n]);
            return Ok(n);
        }
        let mut n = 0;
        if std::mem::take(&mut self.held) {
            buf[0] = b'\r';
            n = 1;
        }
        let got = self.inner.read(&mut buf[n..])?;
        let mut n = n + got;
        for i in 1..n {
            if buf[i - 1] == b'\r' && buf[i] != b'\n' {
                buf[i - 1] = b'\n';
            }
        }
        // The last byte: a line end at the end of the input, else held
        // back until the next byte tells.
        if n > 0 && buf[n - 1] == b'\r' {
            if got == 0 {
                buf[n - 1] = b'\n';
            } else {
                self.held = true;
                n -= 1;
            }
        }
        self.window.borrow_mut().keep(&buf[..n]);
        Ok(n)
    }
}

/// Whether the text is UTF-16 (a byte-order mark, or every other byte
/// nothing): read as bytes it would be no games at all. `Some` with the
/// number of bytes that told; the source is left at its start.
fn utf16(source: &mut impl ReadSeek) -> Option<usize> {
    let mut first = [1; 4];
    let mut n = 0;
    while n < 4 {
        match source.read(&mut first[n..]) {
            Ok(0) | Err(_) => break,
            Ok(got) => n += got,
        }
    }
    let _ = source.seek(SeekFrom::Start(0));
    let every_other = |a: usize| first[a] == 0 && first[a + 2] == 0 && first[1 - a] != 0;
    let marked = n >= 2 && (first[..2] == [0xff, 0xfe] || first[..2] == [0xfe, 0xff]);
    (marked || n == 4 && (every_other(0) || every_other(1))).then_some(n)
}

/// Reads the games of `source` in turn, handing each (with its span) to
/// `f` until it breaks. Every turn of the loop moves on in the file or
/// ends it: a reader that stood still would read the same bytes for ever.
/// A comment left open runs on into the games after it; there the reading
/// starts again, at the next game, and only the game with the open
/// comment is lost.
fn each<S: Read + Seek>(
    mut source: S,
    origin: Origin,
    mut f: impl FnMut(PgnRecord, FileSpan) -> ControlFlow<()>,
) {
    if origin.offset == 0
        && let Some(seen) = utf16(&mut source)
    {
        // Its span is the bytes that tell, so that it reads again as itself.
        let span = FileSpan {
            to: seen as u64,
            ..FileSpan::default()
        };
        let mut record = Building::empty();
        record.line = 1;
        record.number = 1;
        record.problem = Some((PgnProblem::Utf16, 1));
        record.at = span;
        let _ = f(record, span);
        return;
    }
    // Where the source's first byte stands in the file.
    let base = origin.offset;
    let mut origin = origin;
    let mut visitor = Building::default();
    loop {
        let window = Rc::new(RefCell::new(Window {
            base: origin.offset,
            bytes: Vec::new(),
            line: origin.line,
            from: origin.offset,
            start: None,
        }));
        let mut reader = Reader::new(Kept {
            inner: source,
            window: window.clone(),
            held: false,
        });
        let Some((mut record, open)) =
            games(&mut reader, &window, &mut visitor, &mut origin, &mut f)
        else {
            return;
        };
        // The comment ran on to the end: the next game, if any, begins
        // after the blank line before a tag line within it.
        source = reader.into_inner().inner;
        let after = after_open_comment(&mut source, base, &open);
        if let Some((_, line)) = after.brace {
            record.problem = Some((PgnProblem::OpenComment, line));
        }
        let mut span = record.at;
        // Its text runs on past what the reader kept: no checksum.
        span.crc = None;
        // Its text is all the comment ran over: to the next game, or to the end.
        span.to = (after.end as u64).max(span.from);
        record.at = span;
        if f(record, span).is_break() {
            return;
        }
        match after.next {
            Some((offset, line))
                if offset > open.start
                    && source.seek(SeekFrom::Start((offset - base) as u64)).is_ok() =>
            {
                origin.offset = offset;
                origin.line = line;
            }
            _ => return,
        }
    }
}

/// A game whose comment was left open: where its text begins, and its line.
#[derive(Debug, Clone, Copy)]
struct OpenComment {
    start: usize,
    line: usize,
}

/// What follows a comment left open: the brace that opened it and where
/// the next game begins (offset and line), where they are found, and
/// where the text ends (the next game, or the end of the source).
struct AfterOpen {
    brace: Option<(usize, usize)>,
    next: Option<(usize, usize)>,
    end: usize,
}

/// Reads the game's text again from its start, a block at a time: the
/// brace that opened the comment never closed, and after it the first tag
/// line that follows a blank line, where the next game begins.
fn after_open_comment(source: &mut impl ReadSeek, base: usize, open: &OpenComment) -> AfterOpen {
    let mut after = AfterOpen {
        brace: None,
        next: None,
        end: open.start,
    };
    if source
        .seek(SeekFrom::Start((open.start - base) as u64))
        .is_err()
    {
        return after;
    }
    let (mut at, mut line) = (open.start, open.line);
    let mut in_comment = false;
    // The last two bytes before this one, for "blank line, then [".
    let mut last = [b'x', b'x'];
    let mut line_comment = false;
    let mut block = vec![0; 1 << 16];
    loop {
        let n = match source.read(&mut block) {
            Ok(0) | Err(_) => {
                after.end = at;
                return after;
            }
            Ok(n) => n,
        };
        for &b in &block[..n] {
            let b = if b == b'\r' { b'\n' } else { b };
            match b {
                b'[' if in_comment && last == [b'\n', b'\n'] => {
                    after.next = Some((at, line));
                    after.end = at;
                    return after;
                }
                b'{' if !in_comment && !line_comment => {
                    in_comment = true;
                    after.brace = Some((at, line));
                }
                b'}' if in_comment => in_comment = false,
                b';' if !in_comment => line_comment = true,
                b'\n' => line_comment = false,
                _ => {}
            }
            if b == b'\n' {
                line += 1;
            }
            if !(b == b' ' || b == b'\t') || last[1] != b'\n' {
                last = [last[1], b];
            }
            at += 1;
        }
    }
}

/// A source that can be read again from an offset.
pub trait ReadSeek: Read + Seek {}
impl<T: Read + Seek> ReadSeek for T {}

/// The games of one reader in turn; where a comment was left open, the
/// game it is in (not yet handed on), to read on after it.
fn games<R: Read>(
    reader: &mut Reader<Kept<R>>,
    window: &Rc<RefCell<Window>>,
    visitor: &mut Building,
    origin: &mut Origin,
    f: &mut impl FnMut(PgnRecord, FileSpan) -> ControlFlow<()>,
) -> Option<(PgnRecord, OpenComment)> {
    let consumed = |reader: &Reader<Kept<R>>| window.borrow().end() - reader.buffer().len();
    // The last game broke on a tag line with no blank line after it: the
    // next "game" is the rest of it.
    let mut after_broken_tag = false;
    loop {
        let from = consumed(reader);
        window.borrow_mut().begin(from);
        let from_line = window.borrow().line_at(from);
        let result = reader.read_game(visitor);
        // A game the visitor stopped early leaves its rest to be skipped:
        // skipped now, so that the game's span holds all of its text.
        let more = matches!(reader.has_more(), Ok(true));
        let to = consumed(reader);
        let w = window.borrow();
        // A game of nothing but blanks begins where it is (the first byte
        // not blank may be the next game's).
        let (start, start_line) = w
            .start
            .filter(|(start, _)| *start < to)
            .unwrap_or((from, from_line));
        let mut open = None;
        let record = match result {
            Ok(None) => return None,
            Ok(Some(mut record)) => {
                record.line = start_line;
                if matches!(record.problem, Some((PgnProblem::OpenComment, _))) {
                    open = Some(OpenComment {
                        start,
                        line: start_line,
                    });
                }
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
                        Some((at, word)) => (PgnProblem::NoMove(word), Some(at)),
                        None if problem == PgnProblem::OpenVariation => (problem, open_paren(game)),
                        None => (problem, at),
                    };
                    let line = at.map_or(record.line, |at| w.line_at(base + at));
                    record.problem = Some((problem, line));
                }
                // A game read whole may still have passed over a mistyped
                // move at its end (where nothing after it failed to fit).
                if record.problem.is_none() && start >= w.base {
                    let (base, game) = w.text(start, to);
                    if let Some((at, word)) = mistyped_move(game) {
                        record.problem = Some((PgnProblem::NoMove(word), w.line_at(base + at)));
                    }
                }
                record
            }
            Err(error) => {
                // What the game had read before it broke: its tags, and its
                // moves up to a comment that never closed.
                let mut record = visitor.before_comment.take().unwrap_or_else(|| PgnRecord {
                    tags: std::mem::take(&mut visitor.tags),
                    ..Building::empty()
                });
                record.line = start_line;
                let at = w.line_at(to.saturating_sub(1).max(start));
                let problem = match error.to_string().as_str() {
                    "unterminated comment" => {
                        open = Some(OpenComment {
                            start,
                            line: start_line,
                        });
                        PgnProblem::OpenComment
                    }
                    "unterminated tag" => PgnProblem::OpenTag,
                    other => PgnProblem::Syntax(other.to_string()),
                };
                record.problem = Some((problem, at));
                record
            }
        };
        let mut record = record;
        if std::mem::take(&mut after_broken_tag) && record.problem.is_none() {
            record.problem = Some((PgnProblem::Fragment, record.line));
        }
        if matches!(record.problem, Some((PgnProblem::OpenTag, _))) {
            let text = w.text(from, to).1;
            let blank = text.len() - text.trim_ascii_end().len();
            after_broken_tag = newlines(&text[text.len() - blank..]) < 2;
        }
        drop(w);
        origin.games_before += 1;
        let span = FileSpan {
            from: from as u64,
            to: to as u64,
            line: from_line,
            crc: (from >= window.borrow().base)
                .then(|| crc32fast::hash(window.borrow().text(from, to).1)),
        };
        let record = PgnRecord {
            number: origin.games_before,
            at: span,
            ..record
        };
        if let Some(open) = open {
            // Said once its end is known (where the next game begins).
            return Some((record, open));
        }
        let stuck = to <= from;
        if f(record, span).is_break() || stuck || !more {
            return None;
        }
    }
}
