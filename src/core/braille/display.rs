//! What a braille display shows of the full screen, and what its keys do
//! there: the latest announcement or answer, one line of it at a time and
//! one window of cells at a time, or the input line while it is typed, the
//! window always over its cursor. Pure: the lines come translated into
//! cells by the shell (liblouis, in the player's national table), the keys
//! come as [`Key`]s, and what a key asks for comes back as an [`KeyRequest`].
//!
//! A window ends after the last blank that fits, as BRLTTY's own word wrap
//! does, so that no word is cut between two windows unless it is wider
//! than the display.

/// A line of text in braille: each cell's dots (ISO 11548-1: bit 0 is dot
/// 1, bit 7 dot 8), and for each cell the index of the character (not
/// byte) of the text it shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cells {
    pub dots: Vec<u8>,
    pub from: Vec<usize>,
}

/// The cursor of the input line: dots 7 and 8 under the character.
pub const CURSOR_DOTS: u8 = 0b1100_0000;

/// What the display is to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shown {
    /// The latest announcement or answer, its lines.
    Answer(Vec<String>),
    /// The input line being typed, its cursor before character `cursor`.
    Input { text: String, cursor: usize },
}

impl Shown {
    /// The lines of text to translate, in order.
    pub fn lines(&self) -> Vec<&str> {
        match self {
            Shown::Answer(lines) => lines.iter().map(String::as_str).collect(),
            Shown::Input { text, .. } => vec![text.as_str()],
        }
    }
}

/// A key of the display that moves its window or points at a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// The panning keys: the next or the previous window; past a line's
    /// end, the next line's first window.
    Forward,
    Back,
    /// A line down or up, at its first window.
    NextLine,
    PreviousLine,
    /// The first or the last line.
    Top,
    Bottom,
    /// A routing key, over the cell at this place in the window (0: the
    /// leftmost).
    Route(usize),
}

/// What a key asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyRequest {
    /// The window moved: it is to be written again.
    Moved,
    /// Nothing lies further that way: the window stays.
    Edge,
    /// A routing key over a word of an answer: the word, to be said.
    Say(String),
    /// A routing key over the input line: its cursor goes before this
    /// character.
    Cursor(usize),
    /// A routing key over no text.
    Nothing,
}

/// The display's content and window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panel {
    width: usize,
    shown: Shown,
    cells: Vec<Cells>,
    /// The line shown, and the first cell of the window in it.
    line: usize,
    start: usize,
}

impl Panel {
    /// An empty panel for a display `width` cells wide.
    pub fn new(width: usize) -> Panel {
        Panel {
            width: width.max(1),
            shown: Shown::Answer(Vec::new()),
            cells: Vec::new(),
            line: 0,
            start: 0,
        }
    }

    /// The text under the window: the line it shows.
    pub fn line_text(&self) -> &str {
        self.shown.lines().get(self.line).copied().unwrap_or("")
    }

    /// A display of another width (plugged in again, or another one): the
    /// window starts again at its line's beginning, or at the cursor.
    pub fn set_width(&mut self, width: usize) {
        let width = width.max(1);
        if width != self.width {
            self.width = width;
            self.start = 0;
            self.follow_cursor();
        }
    }

    /// Shows `shown`, each of its lines as `cells` gives it. The same
    /// answer again keeps the window where the player panned it; a new
    /// one starts at its first line; the input line keeps its window
    /// while the cursor is in it.
    pub fn show(&mut self, shown: Shown, cells: Vec<Cells>) {
        let same_answer = matches!(
            (&self.shown, &shown),
            (Shown::Answer(a), Shown::Answer(b)) if a == b
        );
        let was_input = matches!(self.shown, Shown::Input { .. });
        let is_input = matches!(shown, Shown::Input { .. });
        self.shown = shown;
        self.cells = cells;
        if !(same_answer || was_input && is_input) {
            self.line = 0;
            self.start = 0;
        }
        self.line = self.line.min(self.cells.len().saturating_sub(1));
        self.follow_cursor();
    }

    /// Whether `shown` is what the panel shows already.
    pub fn is_showing(&self, shown: &Shown) -> bool {
        &self.shown == shown
    }

    /// The cells to write: the window, blank beyond its line's end, with
    /// the input line's cursor.
    pub fn window(&self) -> Vec<u8> {
        let mut out = vec![0; self.width];
        let Some(line) = self.cells.get(self.line) else {
            return out;
        };
        let end = self.window_end(line, self.start);
        for (slot, dots) in out.iter_mut().zip(&line.dots[self.start.min(end)..end]) {
            *slot = *dots;
        }
        if let Some(cell) = self.cursor_cell()
            && (self.start..self.start + self.width).contains(&cell)
        {
            out[cell - self.start] |= CURSOR_DOTS;
        }
        out
    }

    /// What `key` does.
    pub fn key(&mut self, key: Key) -> KeyRequest {
        match key {
            Key::Forward => self.forward(),
            Key::Back => self.back(),
            Key::NextLine => self.go_to_line(self.line + 1),
            Key::PreviousLine => match self.line.checked_sub(1) {
                Some(line) => self.go_to_line(line),
                None => KeyRequest::Edge,
            },
            Key::Top => self.go_to_line(0),
            Key::Bottom => self.go_to_line(self.cells.len().saturating_sub(1)),
            Key::Route(at) => self.route(at),
        }
    }

    fn forward(&mut self) -> KeyRequest {
        let Some(line) = self.cells.get(self.line) else {
            return KeyRequest::Edge;
        };
        let end = self.window_end(line, self.start);
        let next = skip_blanks(line, end);
        if next < line.dots.len() {
            self.start = next;
            return KeyRequest::Moved;
        }
        if self.line + 1 < self.cells.len() {
            self.line += 1;
            self.start = 0;
            return KeyRequest::Moved;
        }
        KeyRequest::Edge
    }

    fn back(&mut self) -> KeyRequest {
        if self.start > 0 {
            let line = &self.cells[self.line];
            self.start = self
                .starts(line)
                .into_iter()
                .take_while(|s| *s < self.start)
                .last()
                .unwrap_or(0);
            return KeyRequest::Moved;
        }
        if self.line == 0 {
            return KeyRequest::Edge;
        }
        self.line -= 1;
        self.start = self
            .starts(&self.cells[self.line])
            .last()
            .copied()
            .unwrap_or(0);
        KeyRequest::Moved
    }

    fn go_to_line(&mut self, line: usize) -> KeyRequest {
        if line >= self.cells.len() || (line == self.line && self.start == 0) {
            return KeyRequest::Edge;
        }
        self.line = line;
        self.start = 0;
        KeyRequest::Moved
    }

    fn route(&mut self, at: usize) -> KeyRequest {
        let Some(line) = self.cells.get(self.line) else {
            return KeyRequest::Nothing;
        };
        let cell = self.start + at;
        let end = self.window_end(line, self.start);
        if let Shown::Input { text, .. } = &self.shown {
            // Past the text's end: the cursor goes to its end.
            let chars = text.chars().count();
            let to = if cell < end {
                line.from[cell].min(chars)
            } else {
                chars
            };
            return KeyRequest::Cursor(to);
        }
        if at >= self.width || cell >= end {
            return KeyRequest::Nothing;
        }
        let text: Vec<char> = self.line_text().chars().collect();
        let Some(&index) = line.from.get(cell) else {
            return KeyRequest::Nothing;
        };
        match word_at(&text, index) {
            Some(word) => KeyRequest::Say(word),
            None => KeyRequest::Nothing,
        }
    }

    /// The window's end in `line` when it starts at `start`: after the
    /// last blank that fits, where the next cell would cut a word.
    fn window_end(&self, line: &Cells, start: usize) -> usize {
        let len = line.dots.len();
        let end = (start + self.width).min(len);
        if end == len || line.dots[end] == 0 {
            return end;
        }
        match (start + 1..end).rev().find(|&i| line.dots[i] == 0) {
            Some(blank) => blank + 1,
            None => end,
        }
    }

    /// Where each window of `line` starts.
    fn starts(&self, line: &Cells) -> Vec<usize> {
        let mut starts = vec![0];
        let mut start = 0;
        loop {
            let next = skip_blanks(line, self.window_end(line, start));
            if next >= line.dots.len() || next <= start {
                return starts;
            }
            starts.push(next);
            start = next;
        }
    }

    /// The input line's cursor as a cell: the first cell of the character
    /// it stands before, or the cell after the text at its end.
    fn cursor_cell(&self) -> Option<usize> {
        let Shown::Input { cursor, .. } = &self.shown else {
            return None;
        };
        let line = self.cells.first()?;
        Some(
            line.from
                .iter()
                .position(|from| from >= cursor)
                .unwrap_or(line.dots.len()),
        )
    }

    /// The input line's window moved to hold its cursor.
    fn follow_cursor(&mut self) {
        let Some(cell) = self.cursor_cell() else {
            return;
        };
        let Some(line) = self.cells.first() else {
            return;
        };
        let in_window = |start: usize| {
            let end = self.window_end(line, start);
            // The cell after the text belongs to the last window that has room.
            cell >= start && (cell < end || (cell == line.dots.len() && cell < start + self.width))
        };
        if in_window(self.start) {
            return;
        }
        let starts = self.starts(line);
        self.start = starts
            .iter()
            .copied()
            .find(|s| in_window(*s))
            // A cursor past the last window: a window that ends with it.
            .unwrap_or_else(|| (cell + 1).saturating_sub(self.width));
    }
}

fn skip_blanks(line: &Cells, mut at: usize) -> usize {
    while at < line.dots.len() && line.dots[at] == 0 {
        at += 1;
    }
    at
}

/// The word around character `index` of `text`, without the punctuation
/// around it: "vier," is "vier", "e2-e4" stays whole.
fn word_at(text: &[char], index: usize) -> Option<String> {
    let index = index.min(text.len().checked_sub(1)?);
    if text[index].is_whitespace() {
        return None;
    }
    let begin = text[..index]
        .iter()
        .rposition(|c| c.is_whitespace())
        .map_or(0, |i| i + 1);
    let end = text[index..]
        .iter()
        .position(|c| c.is_whitespace())
        .map_or(text.len(), |i| index + i);
    let word: String = text[begin..end].iter().collect();
    let word = word.trim_matches(|c: char| !c.is_alphanumeric() && !"+#=".contains(c));
    (!word.is_empty()).then(|| word.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cell a character, as an eight-dot computer table writes plain
    /// letters: each character's code as dots, a blank for a space.
    fn cells(text: &str) -> Cells {
        let dots = text
            .chars()
            .map(|c| {
                if c == ' ' {
                    0
                } else {
                    (c as u32 % 63) as u8 + 1
                }
            })
            .collect();
        Cells {
            dots,
            from: (0..text.chars().count()).collect(),
        }
    }

    fn answer(lines: &[&str], width: usize) -> Panel {
        let mut panel = Panel::new(width);
        let shown = Shown::Answer(lines.iter().map(|l| l.to_string()).collect());
        let translated = lines.iter().map(|l| cells(l)).collect();
        panel.show(shown, translated);
        panel
    }

    /// The text under the window, as the cells show it.
    fn seen(panel: &Panel) -> String {
        let line: Vec<char> = panel.line_text().chars().collect();
        let cells = &panel.cells[panel.line];
        let end = panel.window_end(cells, panel.start);
        line[panel.start..end].iter().collect::<String>()
    }

    #[test]
    fn panning_goes_window_by_window_then_line_by_line_without_cutting_words() {
        let mut panel = answer(&["Bauer Eva vier, Bauer Eva fünf", "Weiß hat gezogen"], 12);
        assert_eq!(seen(&panel), "Bauer Eva ");
        assert_eq!(panel.key(Key::Forward), KeyRequest::Moved);
        assert_eq!(seen(&panel), "vier, Bauer ");
        assert_eq!(panel.key(Key::Forward), KeyRequest::Moved);
        assert_eq!(seen(&panel), "Eva fünf");
        // Past the line's end: the next line.
        assert_eq!(panel.key(Key::Forward), KeyRequest::Moved);
        assert_eq!(seen(&panel), "Weiß hat ");
        assert_eq!(panel.key(Key::Forward), KeyRequest::Moved);
        assert_eq!(seen(&panel), "gezogen");
        assert_eq!(panel.key(Key::Forward), KeyRequest::Edge);
        // And back, through the same windows.
        for want in ["Weiß hat ", "Eva fünf", "vier, Bauer ", "Bauer Eva "] {
            assert_eq!(panel.key(Key::Back), KeyRequest::Moved);
            assert_eq!(seen(&panel), want);
        }
        assert_eq!(panel.key(Key::Back), KeyRequest::Edge);
        assert_eq!(panel.key(Key::Bottom), KeyRequest::Moved);
        assert_eq!(seen(&panel), "Weiß hat ");
        assert_eq!(panel.key(Key::PreviousLine), KeyRequest::Moved);
        assert_eq!(seen(&panel), "Bauer Eva ");
    }

    #[test]
    fn a_word_wider_than_the_display_is_cut_where_the_display_ends() {
        let mut panel = answer(&["abcdefghij kl"], 4);
        assert_eq!(seen(&panel), "abcd");
        panel.key(Key::Forward);
        assert_eq!(seen(&panel), "efgh");
        panel.key(Key::Forward);
        assert_eq!(seen(&panel), "ij ");
        panel.key(Key::Forward);
        assert_eq!(seen(&panel), "kl");
        assert_eq!(panel.window()[2..], [0, 0]);
    }

    #[test]
    fn a_routing_key_over_a_word_gives_the_word_without_its_punctuation() {
        let mut panel = answer(&["Bauer Eva vier, Bauer Eva fünf"], 12);
        panel.key(Key::Forward);
        // "vier, Bauer ": cell 2 is in "vier,".
        assert_eq!(panel.key(Key::Route(2)), KeyRequest::Say("vier".into()));
        assert_eq!(panel.key(Key::Route(4)), KeyRequest::Say("vier".into()));
        assert_eq!(panel.key(Key::Route(5)), KeyRequest::Nothing);
        assert_eq!(panel.key(Key::Route(9)), KeyRequest::Say("Bauer".into()));
        // Beyond the window's text.
        assert_eq!(panel.key(Key::Route(12)), KeyRequest::Nothing);
        assert_eq!(panel.key(Key::Route(40)), KeyRequest::Nothing);
        let mut moves = answer(&["1. e2-e4 Nf3+"], 20);
        assert_eq!(moves.key(Key::Route(5)), KeyRequest::Say("e2-e4".into()));
        assert_eq!(moves.key(Key::Route(10)), KeyRequest::Say("Nf3+".into()));
    }

    #[test]
    fn the_same_answer_keeps_its_window_and_a_new_one_starts_at_its_beginning() {
        let mut panel = answer(&["one two three four", "five"], 8);
        panel.key(Key::Forward);
        let before = panel.clone();
        panel.show(
            Shown::Answer(vec!["one two three four".into(), "five".into()]),
            vec![cells("one two three four"), cells("five")],
        );
        assert_eq!(panel, before);
        panel.show(Shown::Answer(vec!["six".into()]), vec![cells("six")]);
        assert_eq!(seen(&panel), "six");
    }

    #[test]
    fn the_input_line_shows_its_cursor_and_keeps_it_in_the_window() {
        let mut panel = Panel::new(6);
        let input = |text: &str, cursor| {
            (
                Shown::Input {
                    text: text.into(),
                    cursor,
                },
                vec![cells(text)],
            )
        };
        let (shown, c) = input("e4", 2);
        panel.show(shown, c);
        // The cursor after the text: dots 7 and 8 on the blank cell.
        assert_eq!(panel.window()[2], CURSOR_DOTS);
        assert_eq!(panel.window()[0] & CURSOR_DOTS, 0);
        let (shown, c) = input("draw offer", 10);
        panel.show(shown, c);
        assert_eq!(seen(&panel), "offer");
        assert_eq!(panel.window()[5], CURSOR_DOTS);
        let (shown, c) = input("draw offer", 1);
        panel.show(shown, c);
        assert_eq!(seen(&panel), "draw ");
        assert_ne!(panel.window()[1] & CURSOR_DOTS, 0);
        // A routing key puts the cursor there; past the text, at its end.
        assert_eq!(panel.key(Key::Route(3)), KeyRequest::Cursor(3));
        assert_eq!(panel.key(Key::Route(5)), KeyRequest::Cursor(10));
    }

    #[test]
    fn a_new_width_starts_the_window_again() {
        let mut panel = answer(&["one two three four"], 8);
        panel.key(Key::Forward);
        panel.set_width(40);
        assert_eq!(seen(&panel), "one two three four");
        assert_eq!(panel.window().len(), 40);
    }

    #[test]
    fn cells_of_several_per_character_route_to_that_character() {
        // A capital sign before "B": two cells for one character.
        let mut panel = Panel::new(10);
        panel.show(
            Shown::Answer(vec!["Bo ja".into()]),
            vec![Cells {
                dots: vec![32, 3, 21, 0, 26, 1],
                from: vec![0, 0, 1, 2, 3, 4],
            }],
        );
        assert_eq!(panel.key(Key::Route(0)), KeyRequest::Say("Bo".into()));
        assert_eq!(panel.key(Key::Route(5)), KeyRequest::Say("ja".into()));
        assert_eq!(panel.key(Key::Route(3)), KeyRequest::Nothing);
    }
}
