//! The words of a game's moves as they stand in the file: to find the line
//! of a move that did not fit, and a word that is no move at all.

use pgn_reader::SanPlus;

use super::super::lines;

/// The words of a game's moves, with their offsets in `text`: outside
/// comments (`{…}`, `;` to the end of the line) and tag lines, split at
/// white space and parentheses, a move number in front cut off ("12.e4").
/// Each step moves on by at least one byte.
pub(super) fn words(text: &[u8]) -> Vec<(usize, &[u8])> {
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
pub(super) fn find_move(text: &[u8], san: &str, before: usize) -> Option<usize> {
    words(text)
        .into_iter()
        .filter(|(_, w)| SanPlus::from_ascii(w).is_ok_and(|s| s.san.to_string() == san))
        .nth(before)
        .map(|(at, _)| at)
}

/// The first word of a game's text that is no part of the moves.
pub(super) fn unknown_word(text: &[u8]) -> Option<(usize, String)> {
    words(text)
        .into_iter()
        .find(|(_, w)| !known(w))
        .map(|(at, w)| (at, text_of(w)))
}

/// Where the first `(` of a game's text that is never closed stands
/// (outside comments and tag lines).
pub(super) fn open_paren(text: &[u8]) -> Option<usize> {
    let mut open = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let line_start = i == 0 || text[i - 1] == b'\n';
        let skip_to = |end: u8| {
            text[i..]
                .iter()
                .position(|&c| c == end)
                .map_or(text.len(), |n| i + n)
        };
        match text[i] {
            b'{' => i = skip_to(b'}'),
            b';' => i = skip_to(b'\n'),
            b'[' if line_start => i = skip_to(b'\n'),
            b'(' => open.push(i),
            b')' => {
                open.pop();
            }
            _ => {}
        }
        i += 1;
    }
    open.first().copied()
}

/// The first word of a game's text that looks like a move (a piece or a
/// file letter, a digit) but is none: a move mistyped, which the reader
/// passes over in silence, so that what follows it is read without it.
pub(super) fn mistyped_move(text: &[u8]) -> Option<(usize, String)> {
    let move_like = |w: &[u8]| {
        matches!(
            w[0],
            b'K' | b'Q' | b'R' | b'B' | b'N' | b'P' | b'O' | b'a'..=b'h'
        ) && w.iter().any(u8::is_ascii_digit)
    };
    words(text)
        .into_iter()
        .find(|(_, w)| move_like(w) && !known(w))
        .map(|(at, w)| (at, text_of(w)))
}

/// A text field: UTF-8 where it is, else Windows-1252; control characters out.
pub(super) fn text_of(bytes: &[u8]) -> String {
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
