//! The input line as an editor: a cursor that moves within the text, and
//! the lines entered before, recalled with up and down as a shell does.
//!
//! Pure: no terminal and no keys. The interface maps keys to these calls,
//! draws `visible` and speaks what the moving calls return, so that a
//! screen-reader user hears the letter the cursor lands on.

/// The most lines kept for recall; the oldest go first. A game of a few
/// hundred moves and commands fits.
pub const HISTORY: usize = 500;

/// An input line being edited. The cursor is a char index: 0 before the
/// first char, `len` after the last.
#[derive(Debug, Clone)]
pub struct LineEditor {
    text: String,
    cursor: usize,
    max_bytes: usize,
    /// Entered lines, oldest first.
    history: Vec<String>,
    /// The history entry shown, or `None` for the line being typed.
    at: Option<usize>,
    /// The line being typed, kept while entries are shown.
    draft: String,
    /// Entries edited after being recalled, by index, until the next
    /// submit: an edit survives moving up and down, as in a shell, and the
    /// entered lines themselves never change.
    edits: Vec<(usize, String)>,
    /// Where a line stops being shown or heard (a sealed move), as a char
    /// index; such a line is never kept for recall.
    secret: fn(&str) -> Option<usize>,
}

impl LineEditor {
    /// An empty line that holds at most `max_bytes` bytes of UTF-8.
    pub fn new(max_bytes: usize) -> LineEditor {
        LineEditor {
            text: String::new(),
            cursor: 0,
            max_bytes,
            history: Vec::new(),
            at: None,
            draft: String::new(),
            edits: Vec::new(),
            secret: |_| None,
        }
    }

    /// The same, with the part of a line that `secret` finds never drawn,
    /// heard or recalled.
    pub fn with_secret(mut self, secret: fn(&str) -> Option<usize>) -> LineEditor {
        self.secret = secret;
        self
    }

    /// The char index from which the line is secret (its length if none).
    fn hidden_from(&self) -> usize {
        (self.secret)(&self.text).unwrap_or(usize::MAX)
    }

    /// A char at `i` as it may be heard: a secret one not at all.
    fn heard(&self, i: usize, c: Option<char>) -> Option<char> {
        c.filter(|_| i < self.hidden_from())
    }

    /// Whether the char just typed (before the cursor) is secret.
    pub fn typed_secret(&self) -> bool {
        self.cursor > self.hidden_from()
    }

    /// The text as it may be shown and heard: a secret part as dots.
    pub fn shown(&self) -> String {
        let from = self.hidden_from();
        self.text
            .chars()
            .enumerate()
            .map(|(i, c)| {
                if i >= from && !c.is_whitespace() {
                    '•'
                } else {
                    c
                }
            })
            .collect()
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// The cursor as a char index into `text`.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Puts the cursor before char `i`, or at the end where the line is
    /// shorter (a braille display's routing key).
    pub fn set_cursor(&mut self, i: usize) {
        self.cursor = i.min(self.len());
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    fn len(&self) -> usize {
        self.text.chars().count()
    }

    /// The byte offset of char index `i` (the end for `len`).
    fn byte(&self, i: usize) -> usize {
        self.text
            .char_indices()
            .nth(i)
            .map_or(self.text.len(), |(b, _)| b)
    }

    fn char_at(&self, i: usize) -> Option<char> {
        self.text.chars().nth(i)
    }

    /// Types `c` at the cursor, which moves past it. `false`, and nothing
    /// typed, for a control character or where the line would grow past its
    /// byte limit.
    pub fn insert(&mut self, c: char) -> bool {
        if c.is_control() || self.text.len() + c.len_utf8() > self.max_bytes {
            return false;
        }
        let at = self.byte(self.cursor);
        self.text.insert(at, c);
        self.cursor += 1;
        true
    }

    /// Removes the char before the cursor; `None` at the start.
    pub fn backspace(&mut self) -> Option<char> {
        if self.cursor == 0 {
            return None;
        }
        let hidden = self.hidden_from();
        self.cursor -= 1;
        let at = self.byte(self.cursor);
        Some(self.text.remove(at)).filter(|_| self.cursor < hidden)
    }

    /// Removes the char under the cursor; `None` at the end.
    pub fn delete(&mut self) -> Option<char> {
        if self.cursor == self.len() {
            return None;
        }
        let hidden = self.hidden_from();
        let at = self.byte(self.cursor);
        Some(self.text.remove(at)).filter(|_| self.cursor < hidden)
    }

    /// One char to the left, staying at the start; the char now under the
    /// cursor.
    pub fn left(&mut self) -> Option<char> {
        self.cursor = self.cursor.saturating_sub(1);
        self.heard(self.cursor, self.char_at(self.cursor))
    }

    /// One char to the right, staying at the end; the char now under the
    /// cursor, `None` at the end (after the last char).
    pub fn right(&mut self) -> Option<char> {
        if self.cursor < self.len() {
            self.cursor += 1;
        }
        self.heard(self.cursor, self.char_at(self.cursor))
    }

    /// To the start; the char now under the cursor.
    pub fn home(&mut self) -> Option<char> {
        self.cursor = 0;
        self.heard(0, self.char_at(0))
    }

    /// To the end, after the last char; that last char, as a screen reader
    /// says where the line ends.
    pub fn end(&mut self) -> Option<char> {
        self.cursor = self.len();
        let last = self.cursor.checked_sub(1)?;
        self.heard(last, self.char_at(last))
    }

    /// Replaces the text (cut at the byte limit, between chars) and puts the
    /// cursor at its end.
    pub fn set(&mut self, text: &str) {
        let mut end = text.len().min(self.max_bytes);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        self.text = text[..end].to_string();
        self.cursor = self.len();
    }

    /// The entry before the one shown (from the line being typed: the
    /// newest), with the cursor at its end; the new text. `None`, and
    /// nothing changed, at the oldest entry or with none entered.
    pub fn up(&mut self) -> Option<String> {
        let to = match self.at {
            None => self.history.len().checked_sub(1)?,
            Some(i) => i.checked_sub(1)?,
        };
        self.show(Some(to));
        Some(self.shown())
    }

    /// The entry after the one shown, and after the newest the line being
    /// typed as it was left; the new text. `None`, and nothing changed,
    /// when the line being typed is shown.
    pub fn down(&mut self) -> Option<String> {
        let i = self.at?;
        let to = (i + 1 < self.history.len()).then_some(i + 1);
        self.show(to);
        Some(self.shown())
    }

    /// Keeps the text shown where it belongs, then shows entry `to` (the
    /// line being typed for `None`).
    fn show(&mut self, to: Option<usize>) {
        let text = std::mem::take(&mut self.text);
        match self.at {
            None => self.draft = text,
            Some(i) => {
                self.edits.retain(|(j, _)| *j != i);
                if text != self.history[i] {
                    self.edits.push((i, text));
                }
            }
        }
        self.text = match to {
            None => std::mem::take(&mut self.draft),
            Some(i) => self
                .edits
                .iter()
                .find(|(j, _)| *j == i)
                .map_or_else(|| self.history[i].clone(), |(_, t)| t.clone()),
        };
        self.at = to;
        self.cursor = self.len();
    }

    /// Takes the line to be carried out and starts an empty one. The line
    /// joins the history unless it is blank, secret, or the same as the
    /// newest entry; entries edited after recall are as they were entered
    /// again.
    pub fn submit(&mut self) -> String {
        let text = std::mem::take(&mut self.text);
        let secret = (self.secret)(&text).is_some();
        if !secret && !text.trim().is_empty() && self.history.last() != Some(&text) {
            if self.history.len() == HISTORY {
                self.history.remove(0);
            }
            self.history.push(text.clone());
        }
        self.cursor = 0;
        self.at = None;
        self.draft.clear();
        self.edits.clear();
        text
    }

    /// What to draw of the line in `width` columns, and the cursor's column
    /// in it. A char takes one column (wide and combining chars are not
    /// measured: moves and commands are written in Latin letters). A line
    /// that does not fit scrolls: the part from its start while the cursor
    /// is within the first `width` columns, else the part that ends with the
    /// cursor in the last column. No scroll state is kept, so a line and
    /// cursor always draw the same way.
    pub fn visible(&self, width: usize) -> (String, usize) {
        if width == 0 {
            return (String::new(), 0);
        }
        let start = (self.cursor + 1).saturating_sub(width);
        let shown = self.shown().chars().skip(start).take(width).collect();
        (shown, self.cursor - start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An editor holding `text`, the cursor at its end.
    fn with(text: &str) -> LineEditor {
        let mut e = LineEditor::new(100);
        e.set(text);
        e
    }

    #[test]
    fn a_sealed_move_is_never_drawn_heard_or_recalled() {
        let mut e = LineEditor::new(100).with_secret(crate::core::command::secret_from);
        enter(&mut e, "e4");
        for c in "seal N".chars() {
            assert!(e.insert(c));
        }
        // The command word is heard; the move's letters are not.
        assert!(e.typed_secret());
        assert!(e.insert('f'));
        assert_eq!(e.shown(), "seal ••");
        assert_eq!(e.visible(20).0, "seal ••");
        assert_eq!(e.left(), None);
        e.end();
        assert_eq!(e.backspace(), None);
        assert!(e.insert('f'));
        e.home();
        assert_eq!(e.right(), Some('e'));
        e.end();
        assert!(e.insert('3'));
        assert_eq!(e.submit(), "seal Nf3");
        // Never recalled: up gives the line before it.
        assert_eq!(e.up().as_deref(), Some("e4"));
        assert_eq!(e.up(), None);
        // A draft with a secret is heard masked when it comes back.
        assert_eq!(e.down(), Some(String::new()));
        for c in "seal Qd1".chars() {
            e.insert(c);
        }
        e.submit();
        for c in "SEAL Qd1".chars() {
            e.insert(c);
        }
        assert_eq!(e.up().as_deref(), Some("e4"));
        assert_eq!(e.down().as_deref(), Some("SEAL •••"));
    }

    /// Types `text` and enters it.
    fn enter(e: &mut LineEditor, text: &str) -> String {
        for c in text.chars() {
            assert!(e.insert(c));
        }
        e.submit()
    }

    #[test]
    fn typing_inserts_at_the_cursor() {
        let mut e = LineEditor::new(100);
        assert!(e.is_empty());
        for c in "Sf3".chars() {
            assert!(e.insert(c));
        }
        assert_eq!((e.text(), e.cursor()), ("Sf3", 3));
        e.home();
        assert!(e.insert('x'));
        assert_eq!((e.text(), e.cursor()), ("xSf3", 1));
        e.right();
        assert!(e.insert('ü'));
        assert_eq!((e.text(), e.cursor()), ("xSüf3", 3));
        e.end();
        assert_eq!(e.cursor(), 5);
        assert!(!e.insert('\n'), "a control character is not typed");
        assert!(!e.insert('\u{7}'));
        assert_eq!(e.text(), "xSüf3");
    }

    #[test]
    fn the_byte_limit_counts_utf8() {
        let mut e = LineEditor::new(4);
        assert!(e.insert('a'));
        assert!(e.insert('æ'));
        assert!(!e.insert('ø'), "2 more bytes would make 5");
        assert!(e.insert('b'));
        assert!(!e.insert('c'));
        assert_eq!(e.text(), "aæb");
        assert_eq!(e.text().len(), 4);
        assert_eq!(e.backspace(), Some('b'));
        assert!(!e.insert('ø'));
        assert!(e.insert('c'));
        // `set` cuts at the limit, between chars.
        e.set("æøå");
        assert_eq!((e.text(), e.cursor()), ("æø", 2));
        e.set("abcdef");
        assert_eq!((e.text(), e.cursor()), ("abcd", 4));
        let mut none = LineEditor::new(0);
        assert!(!none.insert('a'));
    }

    #[test]
    fn backspace_and_delete_take_a_whole_letter() {
        let mut e = with("Läufer");
        e.home();
        assert_eq!(e.backspace(), None, "nothing before the start");
        assert_eq!(e.right(), Some('ä'));
        assert_eq!(e.delete(), Some('ä'));
        assert_eq!((e.text(), e.cursor()), ("Lufer", 1));
        assert_eq!(e.backspace(), Some('L'));
        assert_eq!((e.text(), e.cursor()), ("ufer", 0));
        e.end();
        assert_eq!(e.delete(), None, "nothing under the cursor at the end");
        assert_eq!(e.backspace(), Some('r'));
        assert_eq!((e.text(), e.cursor()), ("ufe", 3));
        let mut empty = LineEditor::new(10);
        assert_eq!(empty.backspace(), None);
        assert_eq!(empty.delete(), None);
    }

    #[test]
    fn moving_says_the_letter_under_the_cursor() {
        let mut e = with("bæk");
        assert_eq!(e.cursor(), 3);
        assert_eq!(e.right(), None, "at the end, past the last letter");
        assert_eq!(e.cursor(), 3);
        assert_eq!(e.left(), Some('k'));
        assert_eq!(e.left(), Some('æ'));
        assert_eq!(e.left(), Some('b'));
        assert_eq!(e.cursor(), 0);
        assert_eq!(e.left(), Some('b'), "stays at the start");
        assert_eq!(e.cursor(), 0);
        assert_eq!(e.right(), Some('æ'));
        assert_eq!(e.right(), Some('k'));
        assert_eq!(e.right(), None);
        let mut empty = LineEditor::new(10);
        assert_eq!(empty.left(), None);
        assert_eq!(empty.right(), None);
        empty.home();
        empty.end();
        assert_eq!(empty.cursor(), 0);
    }

    #[test]
    fn submit_takes_the_line_and_remembers_it() {
        let mut e = LineEditor::new(100);
        assert_eq!(enter(&mut e, "e4"), "e4");
        assert!(e.is_empty());
        assert_eq!(e.cursor(), 0);
        assert_eq!(enter(&mut e, "e4"), "e4", "the same line again");
        assert_eq!(enter(&mut e, ""), "");
        assert_eq!(enter(&mut e, "  "), "  ");
        assert_eq!(enter(&mut e, "Sf3"), "Sf3");
        // Blank lines and the repeat were not kept.
        assert_eq!(e.up().as_deref(), Some("Sf3"));
        assert_eq!(e.up().as_deref(), Some("e4"));
        assert_eq!(e.up(), None, "the oldest");
        assert_eq!(e.text(), "e4");
        // A line entered from the history is the newest again.
        assert_eq!(e.submit(), "e4");
        assert_eq!(e.up().as_deref(), Some("e4"));
        assert_eq!(e.up().as_deref(), Some("Sf3"));
    }

    #[test]
    fn up_and_down_keep_the_line_being_typed() {
        let mut e = LineEditor::new(100);
        assert_eq!(e.up(), None, "nothing entered yet");
        assert_eq!(e.down(), None);
        enter(&mut e, "e4");
        enter(&mut e, "time");
        for c in "Dä".chars() {
            e.insert(c);
        }
        e.left();
        assert_eq!(e.down(), None, "already the line being typed");
        assert_eq!(e.cursor(), 1, "and nothing moved");
        assert_eq!(e.up().as_deref(), Some("time"));
        assert_eq!(e.cursor(), 4, "the cursor at the end of the entry");
        assert_eq!(e.up().as_deref(), Some("e4"));
        assert_eq!(e.down().as_deref(), Some("time"));
        assert_eq!(
            e.down().as_deref(),
            Some("Dä"),
            "the line being typed comes back"
        );
        assert_eq!(e.cursor(), 2);
        assert_eq!(e.down(), None);
        assert_eq!(e.text(), "Dä");
    }

    #[test]
    fn an_entry_edited_after_recall_keeps_the_edit_until_submit() {
        let mut e = LineEditor::new(100);
        enter(&mut e, "e4");
        enter(&mut e, "Sf3");
        enter(&mut e, "Lb5");
        e.insert('a');
        assert_eq!(e.up().as_deref(), Some("Lb5"));
        assert_eq!(e.up().as_deref(), Some("Sf3"));
        assert_eq!(e.backspace(), Some('3'));
        assert!(e.insert('6'));
        e.home();
        assert!(e.insert('ø'));
        assert_eq!(e.text(), "øSf6");
        assert_eq!(e.up().as_deref(), Some("e4"));
        assert_eq!(e.down().as_deref(), Some("øSf6"), "the edit is kept");
        assert_eq!(e.down().as_deref(), Some("Lb5"));
        assert_eq!(e.down().as_deref(), Some("a"));
        assert_eq!(e.up().as_deref(), Some("Lb5"));
        assert_eq!(e.up().as_deref(), Some("øSf6"));
        // Entered: a new line; the entry itself is as it was.
        assert_eq!(e.submit(), "øSf6");
        assert_eq!(e.up().as_deref(), Some("øSf6"));
        assert_eq!(e.up().as_deref(), Some("Lb5"));
        assert_eq!(e.up().as_deref(), Some("Sf3"));
        assert_eq!(e.up().as_deref(), Some("e4"));
        // An edit undone by hand is no edit.
        assert_eq!(e.down().as_deref(), Some("Sf3"));
        e.backspace();
        e.insert('3');
        assert_eq!(e.up().as_deref(), Some("e4"));
        assert_eq!(e.down().as_deref(), Some("Sf3"));
        // After a submit the edits are gone, and the draft with them.
        e.set("Sf3x");
        e.submit();
        assert_eq!(e.up().as_deref(), Some("Sf3x"));
        assert_eq!(e.up().as_deref(), Some("øSf6"));
        assert_eq!(e.up().as_deref(), Some("Lb5"));
        assert_eq!(e.up().as_deref(), Some("Sf3"));
        assert_eq!(e.down().as_deref(), Some("Lb5"));
        assert_eq!(e.down().as_deref(), Some("øSf6"));
        assert_eq!(e.down().as_deref(), Some("Sf3x"));
        assert_eq!(e.down().as_deref(), Some(""));
    }

    #[test]
    fn set_replaces_the_shown_line() {
        let mut e = LineEditor::new(100);
        enter(&mut e, "e4");
        e.set("fix ");
        assert_eq!((e.text(), e.cursor()), ("fix ", 4));
        assert_eq!(e.up().as_deref(), Some("e4"));
        assert_eq!(e.down().as_deref(), Some("fix "));
    }

    #[test]
    fn the_history_keeps_the_newest_lines() {
        let mut e = LineEditor::new(10);
        for i in 0..=HISTORY {
            e.set(&i.to_string());
            e.submit();
        }
        let mut oldest = String::new();
        while let Some(text) = e.up() {
            oldest = text.to_string();
        }
        assert_eq!(oldest, "1", "line 0 went");
    }

    #[test]
    fn a_short_line_is_drawn_whole() {
        let mut e = with("Sf3");
        assert_eq!(e.visible(10), ("Sf3".to_string(), 3));
        e.home();
        assert_eq!(e.visible(10), ("Sf3".to_string(), 0));
        // The cursor after the last letter needs a column of its own.
        e.end();
        assert_eq!(e.visible(4), ("Sf3".to_string(), 3));
        assert_eq!(e.visible(3), ("f3".to_string(), 2));
        assert_eq!(e.visible(0), (String::new(), 0));
        assert_eq!(LineEditor::new(5).visible(8), (String::new(), 0));
    }

    #[test]
    fn a_long_line_scrolls_to_keep_the_cursor_in_view() {
        let mut e = with("Springer Felix drei");
        // At the end: the last columns, the cursor after the last letter.
        assert_eq!(e.visible(8), ("ix drei".to_string(), 7));
        // Within the first columns: the line's start.
        e.home();
        assert_eq!(e.visible(8), ("Springer".to_string(), 0));
        for _ in 0..7 {
            e.right();
        }
        assert_eq!(e.visible(8), ("Springer".to_string(), 7));
        // One further: the line scrolls by one, the cursor in the last column.
        assert_eq!(e.right(), Some(' '));
        assert_eq!(e.visible(8), ("pringer ".to_string(), 7));
        for width in 1..25 {
            for cursor in 0..=e.len() {
                e.home();
                for _ in 0..cursor {
                    e.right();
                }
                let (shown, column) = e.visible(width);
                assert!(shown.chars().count() <= width, "{width} {cursor}");
                assert!(column < width, "{width} {cursor}");
                // The char drawn under the cursor is the one there.
                assert_eq!(
                    shown.chars().nth(column),
                    e.text().chars().nth(cursor),
                    "{width} {cursor}"
                );
            }
        }
    }

    #[test]
    fn scrolling_counts_letters_not_bytes() {
        let mut e = with("æøåüß");
        assert_eq!(e.visible(3), ("üß".to_string(), 2));
        e.home();
        assert_eq!(e.visible(3), ("æøå".to_string(), 0));
        for _ in 0..3 {
            e.right();
        }
        assert_eq!(e.visible(3), ("øåü".to_string(), 2));
    }
}
