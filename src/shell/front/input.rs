//! Lines typed or piped into line mode, read so that no line can break the
//! game: a line that is not UTF-8 text, or one longer than [`MAX_LINE`]
//! bytes, is refused on its own, and reading goes on with the next. A long
//! line is never held whole in memory.

use std::io::{self, BufRead};

/// The longest line read, in bytes: far more than any command or list of
/// moves a scoresheet holds, far less than a runaway paste.
pub const MAX_LINE: usize = 4096;

/// One line of input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    Line(String),
    /// Not UTF-8 text.
    NotText,
    /// Longer than [`MAX_LINE`] bytes; the rest of it was skipped.
    TooLong,
}

/// The next line of `reader`, without its line end; `None` at the end of
/// the input (or when it cannot be read any more).
pub fn next_line(reader: &mut impl BufRead) -> Option<Input> {
    let mut line = Vec::new();
    let mut too_long = false;
    let mut any = false;
    loop {
        let buf = match reader.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => return None,
        };
        if buf.is_empty() {
            break;
        }
        any = true;
        let (part, end) = match buf.iter().position(|b| *b == b'\n') {
            Some(i) => (&buf[..i], Some(i + 1)),
            None => (buf, None),
        };
        if line.len() + part.len() > MAX_LINE {
            too_long = true;
        } else if !too_long {
            line.extend_from_slice(part);
        }
        let used = end.unwrap_or(buf.len());
        reader.consume(used);
        if end.is_some() {
            break;
        }
    }
    if !any {
        return None;
    }
    if too_long {
        return Some(Input::TooLong);
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Some(String::from_utf8(line).map_or(Input::NotText, Input::Line))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(bytes: &[u8]) -> Vec<Input> {
        let mut reader = io::BufReader::with_capacity(16, bytes);
        std::iter::from_fn(|| next_line(&mut reader)).collect()
    }

    #[test]
    fn a_bad_line_is_refused_alone_and_reading_goes_on() {
        // "kønig" in Latin-1 is not UTF-8.
        let mut bytes = b"e4\npress\nk\xf8nig e1\nk\x00\n".to_vec();
        bytes.extend("x".repeat(MAX_LINE + 1).bytes());
        bytes.extend(b"\ne5\r\npress");
        assert_eq!(
            all(&bytes),
            [
                Input::Line("e4".into()),
                Input::Line("press".into()),
                Input::NotText,
                Input::Line("k\x00".into()),
                Input::TooLong,
                Input::Line("e5".into()),
                Input::Line("press".into()),
            ]
        );
    }

    #[test]
    fn a_line_of_exactly_the_limit_is_read() {
        let line = "y".repeat(MAX_LINE);
        assert_eq!(all(format!("{line}\n").as_bytes()), [Input::Line(line)]);
        assert_eq!(all(b""), []);
        assert_eq!(all(b"\n"), [Input::Line(String::new())]);
    }
}
