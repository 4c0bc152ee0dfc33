//! The input line: a text with a cursor, capped in length, with the lines
//! entered before reachable by Up and Down. Pure, so every key is tested.
//! The cursor counts chars; the screen is assumed to give each char one
//! column (the moves and commands typed here are letters, digits and signs).

#[derive(Debug, Clone, Default)]
pub struct LineEditor {
    text: Vec<char>,
    cursor: usize,
    max_bytes: usize,
    history: Vec<String>,
    /// Where Up and Down are in the history; `None` on the line being typed.
    browsing: Option<usize>,
    /// The line being typed, kept while the history is browsed.
    draft: Vec<char>,
}

impl LineEditor {
    pub fn new(max_bytes: usize) -> LineEditor {
        LineEditor {
            max_bytes,
            ..LineEditor::default()
        }
    }

    pub fn text(&self) -> String {
        self.text.iter().collect()
    }

    pub fn cursor(&self) -> usize {
        self.cursor
    }

    fn bytes(&self) -> usize {
        self.text.iter().map(|c| c.len_utf8()).sum()
    }

    /// Inserts at the cursor; false (and nothing changed) when the line
    /// would grow past its cap.
    pub fn insert(&mut self, c: char) -> bool {
        if self.bytes() + c.len_utf8() > self.max_bytes {
            return false;
        }
        self.text.insert(self.cursor, c);
        self.cursor += 1;
        true
    }

    /// Replaces the text (as far as the cap allows), the cursor at its end.
    pub fn set(&mut self, text: &str) {
        self.text.clear();
        self.cursor = 0;
        for c in text.chars() {
            if !self.insert(c) {
                break;
            }
        }
    }

    /// Removes the char before the cursor, and returns it.
    pub fn backspace(&mut self) -> Option<char> {
        if self.cursor == 0 {
            return None;
        }
        self.cursor -= 1;
        Some(self.text.remove(self.cursor))
    }

    /// Removes the char under the cursor, and returns it.
    pub fn delete(&mut self) -> Option<char> {
        (self.cursor < self.text.len()).then(|| self.text.remove(self.cursor))
    }

    /// One char left; returns the char now under the cursor.
    pub fn left(&mut self) -> Option<char> {
        if self.cursor == 0 {
            return None;
        }
        self.cursor -= 1;
        self.text.get(self.cursor).copied()
    }

    /// One char right; returns the char now under the cursor (none at the end).
    pub fn right(&mut self) -> Option<char> {
        if self.cursor == self.text.len() {
            return None;
        }
        self.cursor += 1;
        self.text.get(self.cursor).copied()
    }

    pub fn home(&mut self) {
        self.cursor = 0;
    }

    pub fn end(&mut self) {
        self.cursor = self.text.len();
    }

    fn show(&mut self, text: Vec<char>) -> String {
        self.text = text;
        self.cursor = self.text.len();
        self.text()
    }

    /// The line entered before the one shown; returns the text now shown.
    pub fn up(&mut self) -> String {
        let at = match self.browsing {
            None if self.history.is_empty() => return self.text(),
            None => {
                self.draft = std::mem::take(&mut self.text);
                self.history.len() - 1
            }
            Some(i) => i.saturating_sub(1),
        };
        self.browsing = Some(at);
        self.show(self.history[at].chars().collect())
    }

    /// The line entered after the one shown, and after the newest the line
    /// that was being typed; returns the text now shown.
    pub fn down(&mut self) -> String {
        match self.browsing {
            None => self.text(),
            Some(i) if i + 1 < self.history.len() => {
                self.browsing = Some(i + 1);
                self.show(self.history[i + 1].chars().collect())
            }
            Some(_) => {
                self.browsing = None;
                let draft = std::mem::take(&mut self.draft);
                self.show(draft)
            }
        }
    }

    /// Takes the line entered, keeping it in the history (once, if it is
    /// the same as the last).
    pub fn submit(&mut self) -> String {
        let text = self.text();
        self.text.clear();
        self.cursor = 0;
        self.browsing = None;
        self.draft.clear();
        if !text.trim().is_empty() && self.history.last() != Some(&text) {
            self.history.push(text.clone());
        }
        text
    }

    /// The part of the line shown in `width` columns and the cursor's column
    /// in it: the view scrolls so that the cursor is always in it, with the
    /// end of the text in view where it fits.
    pub fn visible(&self, width: usize) -> (String, usize) {
        let width = width.max(1);
        // The cursor may stand after the last char: it needs a column too.
        let first = (self.cursor + 1).saturating_sub(width);
        let shown: String = self.text.iter().skip(first).take(width).collect();
        (shown, self.cursor - first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(text: &str) -> LineEditor {
        let mut e = LineEditor::new(64);
        for c in text.chars() {
            assert!(e.insert(c));
        }
        e
    }

    #[test]
    fn the_cursor_moves_and_edits_in_the_middle() {
        let mut e = typed("Nf3");
        assert_eq!(e.left(), Some('3'));
        assert_eq!(e.left(), Some('f'));
        assert!(e.insert('x'));
        assert_eq!(e.text(), "Nxf3");
        e.home();
        assert_eq!(e.left(), None);
        assert_eq!(e.delete(), Some('N'));
        assert_eq!(e.backspace(), None);
        e.end();
        assert_eq!(e.right(), None);
        assert_eq!(e.backspace(), Some('3'));
        assert_eq!(e.delete(), None);
        assert_eq!(e.text(), "xf");
    }

    #[test]
    fn letters_beyond_ascii_are_one_step_each() {
        let mut e = typed("König");
        e.home();
        assert_eq!(e.right(), Some('ö'));
        assert_eq!(e.right(), Some('n'));
        assert_eq!(e.backspace(), Some('ö'));
        assert!(e.insert('æ'));
        assert_eq!(e.text(), "Kænig");
    }

    #[test]
    fn the_cap_counts_bytes() {
        let mut e = LineEditor::new(5);
        assert!(e.insert('a'));
        assert!(e.insert('ø'));
        assert!(e.insert('b'));
        assert!(!e.insert('ø'));
        assert!(e.insert('c'));
        assert!(!e.insert('d'));
        assert_eq!(e.text(), "aøbc");
        e.set("fix Nf3");
        assert_eq!(e.text(), "fix N");
    }

    #[test]
    fn up_and_down_walk_the_history_and_keep_the_line_being_typed() {
        let mut e = typed("e4");
        assert_eq!(e.submit(), "e4");
        e.set("press");
        e.submit();
        e.set("press");
        e.submit();
        e.set("Nf");
        assert_eq!(e.up(), "press");
        assert_eq!(e.up(), "e4");
        assert_eq!(e.up(), "e4");
        assert_eq!(e.down(), "press");
        assert_eq!(e.down(), "Nf");
        assert_eq!(e.down(), "Nf");
        // A line taken from the history and changed is a new entry.
        e.up();
        e.insert('!');
        assert_eq!(e.submit(), "press!");
        assert_eq!(e.up(), "press!");
        assert_eq!(e.up(), "press");
    }

    #[test]
    fn a_long_line_scrolls_to_keep_the_cursor_in_view() {
        let mut e = typed("compare 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6");
        // At the end: the end of the text, and a column for the cursor after it.
        let (shown, col) = e.visible(10);
        assert_eq!(shown, "3. Bb5 a6");
        assert_eq!(col, 9);
        e.home();
        assert_eq!(e.visible(10), ("compare 1.".to_string(), 0));
        for _ in 0..11 {
            e.right();
        }
        let (shown, col) = e.visible(10);
        assert_eq!(shown.chars().nth(col), Some('e'));
        assert!(col < 10);
        assert_eq!(typed("e4").visible(10), ("e4".to_string(), 2));
    }
}
