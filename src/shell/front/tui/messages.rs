//! The message area's history: every line shown, newest last, the latest
//! answer marked, a window over it that follows the latest answer until the
//! user pages or reads back, and a line being read back by key.
//!
//! Lines are wrapped to the area's width here, never cut at the edge; the
//! window is counted in wrapped rows, since that is what fits on screen.

/// Lines kept: a long game's worth of answers, small in memory (a few tens
/// of kilobytes).
const KEPT: usize = 500;

/// How a row is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// An earlier answer.
    Earlier,
    /// A line of the latest answer.
    Latest,
    /// The line being read back by key.
    Reading,
}

/// What the area shows: rows from the top, and how many rows of the history
/// lie below the window (shown as a hint to page down).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Window {
    pub rows: Vec<(String, Mark)>,
    pub below: usize,
}

#[derive(Debug, Clone, Default)]
pub struct MessageLog {
    lines: Vec<String>,
    /// How many of the last lines the latest answer has.
    latest: usize,
    /// How many of those came after it (the clock's calls): they page with
    /// it, but take no rows from the large letters.
    more: usize,
    /// The first wrapped row shown, once the user has paged; `None` follows
    /// the latest answer.
    top: Option<usize>,
    /// The line read back by key.
    reading: Option<usize>,
}

impl MessageLog {
    /// A new answer: shown in full where it fits, from its start where not.
    pub fn push_answer(&mut self, lines: impl IntoIterator<Item = String>) {
        let added = self.append(lines);
        if added > 0 {
            self.latest = added;
            self.more = 0;
            self.top = None;
            self.reading = None;
            self.keep_last();
        }
    }

    /// Lines that come while an answer is read (the clock's calls): added
    /// to the latest answer, so that it stays in view from its first line
    /// until the next command, and they follow it.
    pub fn push_more(&mut self, lines: impl IntoIterator<Item = String>) {
        let added = self.append(lines);
        if added > 0 {
            self.latest += added;
            self.more += added;
            self.keep_last();
        }
    }

    /// Adds `lines`; how many.
    fn append(&mut self, lines: impl IntoIterator<Item = String>) -> usize {
        let before = self.lines.len();
        self.lines.extend(lines);
        self.lines.len() - before
    }

    /// Drops the oldest lines past `KEPT`, and what counted them.
    fn keep_last(&mut self) {
        let extra = self.lines.len().saturating_sub(KEPT);
        self.lines.drain(..extra);
        self.latest = self.latest.min(self.lines.len());
        self.more = self.more.min(self.latest);
    }

    pub fn lines(&self) -> &[String] {
        &self.lines
    }

    /// The lines of the latest answer.
    pub fn answer(&self) -> &[String] {
        &self.lines[self.lines.len() - self.latest..]
    }

    pub fn last(&self) -> &str {
        self.lines.last().map_or("", String::as_str)
    }

    /// Each line wrapped to `width`, with the index of the line it belongs to.
    fn rows(&self, width: usize) -> Vec<(usize, String)> {
        let width = width.max(8);
        self.lines
            .iter()
            .enumerate()
            .flat_map(|(i, line)| {
                let wrapped = super::wrap::wrap(line, width);
                if wrapped.is_empty() {
                    vec![(i, String::new())]
                } else {
                    wrapped.into_iter().map(|r| (i, r.into_owned())).collect()
                }
            })
            .collect()
    }

    /// The first row shown in an area of `height` rows.
    fn top_row(&self, rows: &[(usize, String)], height: usize) -> usize {
        let last_top = rows.len().saturating_sub(height);
        match self.top {
            // Where paging put it, at a line's first row, as far as the last
            // page goes: that page begins at the first line whose first row
            // lets the last row be seen, and may show fewer rows rather than
            // begin mid-sentence.
            Some(top) => {
                let mut last_page = last_top;
                while last_page > 0
                    && last_page < rows.len()
                    && rows[last_page - 1].0 == rows[last_page].0
                {
                    last_page += 1;
                }
                top.min(last_page).min(rows.len().saturating_sub(1))
            }
            None => {
                let first_latest = self.lines.len() - self.latest;
                let start = rows
                    .iter()
                    .position(|(i, _)| *i >= first_latest)
                    .unwrap_or(rows.len());
                // The latest answer from its first line; the history above
                // it fills the rest of the area, from a line's first row
                // (never the end of a line cut off above: mid-sentence).
                let mut top = start.min(last_top);
                while top > 0 && top < start && rows[top - 1].0 == rows[top].0 {
                    top += 1;
                }
                top
            }
        }
    }

    /// Rows of the latest answer at `width`: the rows it keeps in view
    /// until the next command (the clock's calls after it page).
    pub fn answer_rows(&self, width: usize) -> usize {
        let width = width.max(8);
        let answer = self.answer();
        answer[..answer.len() - self.more.min(answer.len())]
            .iter()
            .map(|l| super::wrap::wrap(l, width).len().max(1))
            .sum()
    }

    /// The area's rows for `width` × `height`. When rows lie below, the last
    /// row of the area is left to the hint that says so.
    pub fn window(&self, width: usize, height: usize) -> Window {
        let first_latest = self.lines.len() - self.latest;
        // Following the latest answer (every redraw, once a second), only the
        // lines that can be in view are wrapped, not the whole history.
        if self.top.is_none() && self.reading.is_none() {
            let from = first_latest.saturating_sub(height);
            let tail = MessageLog {
                lines: self.lines[from..].to_vec(),
                latest: self.latest,
                more: self.more,
                top: None,
                reading: None,
            };
            return tail.window_all(width, height);
        }
        self.window_all(width, height)
    }

    fn window_all(&self, width: usize, height: usize) -> Window {
        let rows = self.rows(width);
        let first_latest = self.lines.len() - self.latest;
        let (top, shown) = self.in_view(&rows, height);
        let below = rows.len() - top - shown;
        let rows = rows[top..top + shown]
            .iter()
            .map(|(i, text)| {
                let mark = if Some(*i) == self.reading {
                    Mark::Reading
                } else if *i >= first_latest {
                    Mark::Latest
                } else {
                    Mark::Earlier
                };
                (text.clone(), mark)
            })
            .collect();
        Window { rows, below }
    }

    /// One page back; returns the lines now in view, to be said.
    pub fn page_up(&mut self, width: usize, height: usize) -> Vec<String> {
        let rows = self.rows(width);
        let top = self.top_row(&rows, height);
        let to = top.saturating_sub(height.saturating_sub(1).max(1));
        self.top = Some(Self::line_start(&rows, to));
        self.reading = None;
        self.lines_in_view(&rows, height)
    }

    /// One page on; returns the lines now in view, to be said.
    pub fn page_down(&mut self, width: usize, height: usize) -> Vec<String> {
        let rows = self.rows(width);
        let top = self.top_row(&rows, height);
        let to = top + height.saturating_sub(1).max(1);
        self.top = Some(Self::line_start(&rows, to).max(top + 1).min(to));
        self.reading = None;
        self.lines_in_view(&rows, height)
    }

    /// The first row in view and how many are: all the area's rows, but
    /// the last where rows lie below it (that row is the hint's).
    fn in_view(&self, rows: &[(usize, String)], height: usize) -> (usize, usize) {
        let top = self.top_row(rows, height);
        let mut shown = height.min(rows.len() - top);
        if top + shown < rows.len() && height > 1 {
            shown = height - 1;
        }
        (top, shown)
    }

    /// The lines in view: what is said is what is drawn, never a row under
    /// the hint or above the area. A line cut off at the bottom is said
    /// with the next page, where it is whole (it begins that page), not
    /// twice in part.
    fn lines_in_view(&self, rows: &[(usize, String)], height: usize) -> Vec<String> {
        let (top, shown) = self.in_view(rows, height);
        let mut said: Vec<(usize, String)> = Vec::new();
        for (i, text) in &rows[top..top + shown] {
            match said.last_mut() {
                Some((last, line)) if last == i => {
                    line.push(' ');
                    line.push_str(text);
                }
                _ => said.push((*i, text.clone())),
            }
        }
        let cut_off = rows
            .get(top + shown)
            .is_some_and(|(next, _)| said.last().is_some_and(|(last, _)| last == next));
        if cut_off && said.len() > 1 {
            said.pop();
        }
        said.into_iter().map(|(_, line)| line).collect()
    }

    /// A page's first row moved back to the first row of its line: a page
    /// never begins in the middle of a sentence.
    fn line_start(rows: &[(usize, String)], mut top: usize) -> usize {
        while top > 0 && top < rows.len() && rows[top - 1].0 == rows[top].0 {
            top -= 1;
        }
        top
    }

    /// The line before the one being read (the newest first); `None` at the
    /// oldest line kept.
    /// After paging, reading starts where the page is: back from its
    /// last line, forward from its first.
    pub fn read_back(&mut self, width: usize, height: usize) -> Option<String> {
        let at = match (self.reading, self.top) {
            (Some(i), _) => i.checked_sub(1)?,
            (None, Some(_)) => self.in_view_lines(width, height)?.1,
            (None, None) => self.lines.len().checked_sub(1)?,
        };
        self.read(at, width, height)
    }

    /// The line after the one being read; `None` at the newest.
    pub fn read_forward(&mut self, width: usize, height: usize) -> Option<String> {
        let at = match (self.reading, self.top) {
            (Some(i), _) => i + 1,
            (None, Some(_)) => self.in_view_lines(width, height)?.0,
            (None, None) => return None,
        };
        if at >= self.lines.len() {
            return None;
        }
        self.read(at, width, height)
    }

    /// The first and the last line in view.
    fn in_view_lines(&self, width: usize, height: usize) -> Option<(usize, usize)> {
        let rows = self.rows(width);
        let (top, shown) = self.in_view(&rows, height);
        let first = rows.get(top)?.0;
        let last = rows.get(top + shown.max(1) - 1)?.0;
        Some((first, last))
    }

    /// Reads line `at`, scrolling the window so that it is in view, all
    /// its rows where they fit.
    fn read(&mut self, at: usize, width: usize, height: usize) -> Option<String> {
        self.reading = Some(at);
        let rows = self.rows(width);
        let first = rows.iter().position(|(i, _)| *i == at)?;
        let last = rows.iter().rposition(|(i, _)| *i == at)?;
        let top = self.top_row(&rows, height);
        // The area's last row may be the hint's.
        let room = height.saturating_sub(1).max(1);
        if first < top || last >= top + room {
            let centred = first.saturating_sub(height / 2);
            // Not so far down that its last rows fall below the area.
            let fits = (last + 1).saturating_sub(room);
            self.top = Some(centred.max(fits).min(first));
        }
        Some(self.lines[at].clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn log(answers: &[&[&str]]) -> MessageLog {
        let mut log = MessageLog::default();
        for answer in answers {
            log.push_answer(answer.iter().map(|s| s.to_string()));
        }
        log
    }

    fn texts(w: &Window) -> Vec<&str> {
        w.rows.iter().map(|(t, _)| t.as_str()).collect()
    }

    #[test]
    fn reading_line_by_line_starts_where_the_page_is() {
        let lines: Vec<String> = (1..=20).map(|n| format!("line {n}")).collect();
        let mut log = MessageLog::default();
        log.push_answer(lines);
        // The newest first, where nothing was paged.
        assert_eq!(log.read_back(40, 5).as_deref(), Some("line 20"));
        let mut log2 = log.clone();
        log2.reading = None;
        log2.top = None;
        log2.page_up(40, 5);
        log2.page_up(40, 5);
        let view: Vec<String> = log2.window(40, 5).rows.into_iter().map(|r| r.0).collect();
        let last = view.last().unwrap().clone();
        // Back from the page's last line, forward from its first.
        let mut back = log2.clone();
        assert_eq!(back.read_back(40, 5), Some(last));
        assert_eq!(log2.read_forward(40, 5), Some(view[0].clone()));
    }

    #[test]
    fn a_line_read_back_is_shown_whole_where_it_fits() {
        let long = "word ".repeat(30);
        let mut lines: Vec<String> = (1..=10).map(|n| format!("line {n}")).collect();
        lines.insert(3, long.trim().to_string());
        lines.extend((11..=20).map(|n| format!("line {n}")));
        let mut log = MessageLog::default();
        log.push_answer(lines);
        let mut read = None;
        for _ in 0..18 {
            read = log.read_back(40, 8);
        }
        assert!(
            read.as_deref().is_some_and(|r| r.starts_with("word")),
            "{read:?}"
        );
        let window = log.window(40, 8);
        let shown = window
            .rows
            .iter()
            .filter(|(_, mark)| *mark == Mark::Reading)
            .count();
        assert_eq!(shown, super::super::wrap::wrap(long.trim(), 40).len());
    }

    #[test]
    fn the_latest_answer_and_the_history_above_it_fill_the_area() {
        let log = log(&[&["one"], &["two"], &["three", "four"]]);
        let w = log.window(40, 3);
        assert_eq!(texts(&w), ["two", "three", "four"]);
        assert_eq!(w.rows[0].1, Mark::Earlier);
        assert_eq!(w.rows[1].1, Mark::Latest);
        assert_eq!(w.below, 0);
    }

    #[test]
    fn a_long_line_is_wrapped_not_cut() {
        let log =
            log(&[&["the rollback takes the game back to move 12 with the clocks as they were"]]);
        let w = log.window(30, 5);
        assert!(w.rows.len() > 1);
        assert_eq!(
            texts(&w).join(" "),
            "the rollback takes the game back to move 12 with the clocks as they were"
        );
        assert!(w.rows.iter().all(|(t, _)| t.chars().count() <= 30));
    }

    #[test]
    fn an_answer_longer_than_the_area_starts_at_its_first_line() {
        let log = log(&[&["old"], &["a", "b", "c", "d", "e"]]);
        let w = log.window(40, 3);
        assert_eq!(texts(&w), ["a", "b"]);
        assert_eq!(w.below, 3);
    }

    #[test]
    fn lines_that_come_later_follow_the_answer_and_never_push_it_away() {
        let mut log = log(&[&["old"], &["a", "b", "c"]]);
        log.push_more(["tick".to_string()]);
        assert_eq!(log.answer(), ["a", "b", "c", "tick"]);
        // A small area still shows the answer from its first line.
        assert_eq!(texts(&log.window(40, 3)), ["a", "b"]);
        assert_eq!(log.window(40, 3).below, 2);
    }

    #[test]
    fn the_history_above_an_answer_starts_at_a_line_never_mid_sentence() {
        let long = "an earlier answer that wraps over three rows of this narrow area";
        let log = log(&[&[long], &["a", "b"]]);
        // Six columns wide... the earlier line takes many rows: none of its
        // rows is shown unless its first is.
        let w = log.window(24, 4);
        assert_eq!(texts(&w), ["a", "b"]);
        let w = log.window(24, 6);
        assert_eq!(w.rows.len(), 5, "{:?}", texts(&w));
        assert!(texts(&w)[0].starts_with("an earlier"));
    }

    #[test]
    fn a_page_begins_at_a_line_and_says_only_the_rows_drawn() {
        let long = "a line of the history that wraps over three rows here";
        let mut log = log(&[&["1", long, "2"], &["3", "4", "5"]]);
        // 20 columns: the long line is three rows. A page back starts at the
        // long line's first row, never in its middle.
        let said = log.page_up(20, 4);
        assert!(said[0].starts_with("a line of"), "{said:?}");
        // What is said is what is drawn (the hint takes the last row).
        let drawn = texts(&log.window(20, 4)).join(" ");
        assert_eq!(said.join(" "), drawn);
    }

    #[test]
    fn the_last_page_begins_at_a_line_and_a_line_cut_off_is_said_once() {
        let long = "a line that wraps into two rows";
        let mut log = log(&[&["1", "2", "3"], &["4", long, "5"]]);
        // 20 columns, 3 rows: paging down never leaves a page beginning
        // with the end of the long line (two rows).
        log.page_up(20, 3);
        log.page_up(20, 3);
        for _ in 0..6 {
            let said = log.page_down(20, 3);
            let window = log.window(20, 3);
            let drawn = texts(&window);
            let first = drawn.first().copied().unwrap_or_default();
            assert!(
                !long.contains(first) || long.starts_with(first),
                "{drawn:?}"
            );
            // The long line is said whole once, on the page it begins.
            for line in &said {
                assert!(!long.contains(line.as_str()) || line == long, "{said:?}");
            }
        }
        assert_eq!(texts(&log.window(20, 3)).last().copied(), Some("5"));
    }

    #[test]
    fn pages_go_back_through_the_history_and_return() {
        let mut log = log(&[&["1", "2", "3", "4", "5", "6"], &["7"]]);
        assert_eq!(texts(&log.window(40, 3)), ["5", "6", "7"]);
        // What is said is what is drawn: "5" is under the hint (issue 31).
        assert_eq!(log.page_up(40, 3), ["3", "4"]);
        assert_eq!(texts(&log.window(40, 3)), ["3", "4"]);
        log.page_up(40, 3);
        log.page_up(40, 3);
        assert_eq!(texts(&log.window(40, 3)), ["1", "2"]);
        log.page_down(40, 3);
        log.page_down(40, 3);
        log.page_down(40, 3);
        assert_eq!(texts(&log.window(40, 3)), ["5", "6", "7"]);
    }

    #[test]
    fn reading_back_goes_line_by_line_and_marks_the_line() {
        let mut log = log(&[&["1", "2", "3", "4", "5"], &["6"]]);
        assert_eq!(log.read_back(40, 3).as_deref(), Some("6"));
        assert_eq!(log.read_back(40, 3).as_deref(), Some("5"));
        for _ in 0..3 {
            log.read_back(40, 3);
        }
        assert_eq!(log.read_back(40, 3).as_deref(), Some("1"));
        assert_eq!(log.read_back(40, 3), None);
        let w = log.window(40, 3);
        assert!(
            w.rows
                .iter()
                .any(|r| *r == ("1".to_string(), Mark::Reading))
        );
        assert_eq!(log.read_forward(40, 3).as_deref(), Some("2"));
        // A new answer ends the reading.
        log.push_answer(["7".to_string()]);
        assert!(log.window(40, 3).rows.iter().all(|r| r.1 != Mark::Reading));
        assert_eq!(log.read_forward(40, 3), None);
    }

    #[test]
    fn the_history_is_bounded() {
        let mut log = MessageLog::default();
        for i in 0..2 * KEPT {
            log.push_answer([i.to_string()]);
        }
        assert_eq!(log.lines().len(), KEPT);
        assert_eq!(log.last(), (2 * KEPT - 1).to_string());
    }
}
