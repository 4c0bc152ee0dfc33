//! Reading a file's games as a stream: each game in turn, with where its
//! text stands in the file, holding only the game being read; and a game
//! read again from its place. Every turn of the reading loop moves on in
//! the file or ends it.

use std::cell::RefCell;
use std::io::Read;
use std::ops::ControlFlow;
use std::rc::Rc;

use pgn_reader::Reader;

use super::read::{Building, Problem, Record, Summary};
use super::words::{find_move, unknown_word};

/// Every game of a file, as a list shows it.
pub fn read_games(bytes: &[u8]) -> Vec<Summary> {
    list_games(bytes)
}

/// Every game read from `source`, as a list shows it, each with where its
/// text stands in the file ([`Summary::at`]). Read as a stream: memory
/// holds the summaries and the game being read, never the whole file.
/// A file of more games is listed up to there ([`MOST_GAMES`]), so that
/// the list's memory is bounded too (about 80 MB at most).
pub fn list_games(source: impl Read) -> Vec<Summary> {
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
pub const MOST_GAMES: usize = 200_000;

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
