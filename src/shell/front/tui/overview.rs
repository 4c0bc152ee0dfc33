//! `arbiter` in the full screen: a line a board at the top, what needs the
//! arbiter marked ("!" and the alert colour), the news below, the command
//! line at the bottom. Where the boards do not all fit, those that need
//! the arbiter come first, and the last row says how many more there are.

use crate::shell::text::ShellMessages as _;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

use super::palette::palette;
use super::view::draw_lower;
use super::{App, Drawn};
use crate::shell::front::overview::OverviewDriver;

impl Drawn for OverviewDriver {
    fn draw(frame: &mut Frame, app: &App<OverviewDriver>) {
        draw(frame, app);
    }
}

/// A board's line as rows of `width`, marked where it needs the arbiter,
/// its later rows indented so that each board is seen to begin.
fn rows(text: &str, alert: bool, width: usize) -> Vec<String> {
    let first = if alert { "! " } else { "" };
    let options = super::wrap::options(width.max(8))
        .initial_indent(first)
        .subsequent_indent("  ");
    textwrap::wrap(text, options)
        .into_iter()
        .map(|r| r.into_owned())
        .collect()
}

fn draw(frame: &mut Frame, app: &App<OverviewDriver>) {
    let t = app.driver.lang.text();
    let p = palette(app.theme);
    let area = frame.area();
    frame.render_widget(Block::default().style(p.text), area);
    let overview = &app.driver.overview;
    let inner = usize::from(area.width.saturating_sub(2)).max(1);
    // The boards' frame may take all but the news's three rows and the
    // input line.
    let room = usize::from(area.height.saturating_sub(2 + 4)).max(1);
    let mut order: Vec<usize> = (0..overview.boards.len()).collect();
    let all: usize = order
        .iter()
        .map(|i| {
            let b = &overview.boards[*i];
            rows(&overview.line(*i, t), b.needs_arbiter(), inner).len()
        })
        .sum();
    if all > room {
        // What needs the arbiter first, each part in the boards' order.
        order.sort_by_key(|i| !overview.boards[*i].needs_arbiter());
    }
    let count = overview.boards.len();
    let marker_rows = rows(&t.tui_more_boards(count, count), false, inner).len();
    let mut lines: Vec<Line> = Vec::new();
    let mut shown = 0;
    for i in &order {
        let board = &overview.boards[*i];
        let alert = board.needs_arbiter();
        let board_rows = rows(&overview.line(*i, t), alert, inner);
        // The last rows are kept for what did not fit (counted at its
        // longest: every board, every one needing the arbiter).
        let limit = if all > room {
            room.saturating_sub(marker_rows)
        } else {
            room
        };
        if lines.len() + board_rows.len() > limit {
            break;
        }
        let style = if alert { p.differs } else { p.text };
        lines.extend(
            board_rows
                .into_iter()
                .map(|r| Line::from(Span::styled(r, style))),
        );
        shown += 1;
    }
    let hidden = &order[shown..];
    if !hidden.is_empty() {
        let alerts = hidden
            .iter()
            .filter(|i| overview.boards[**i].needs_arbiter())
            .count();
        let style = if alerts > 0 { p.differs } else { p.title };
        // Wrapped, never cut: the count of those that need the arbiter is
        // what matters most.
        let marker = rows(&t.tui_more_boards(hidden.len(), alerts), false, inner);
        lines.extend(
            marker
                .into_iter()
                .map(|r| Line::from(Span::styled(r, style))),
        );
    }
    let height = (lines.len() as u16 + 2).min(area.height);
    let boards = Rect {
        x: 0,
        y: 0,
        width: area.width,
        height,
    };
    frame.render_widget(
        Paragraph::new(lines).style(p.text).block(
            Block::default()
                .borders(Borders::ALL)
                .title(Span::styled(t.tui_boards_title(), p.title)),
        ),
        boards,
    );
    draw_lower(
        frame,
        app,
        t,
        &p,
        height,
        None,
        None,
        t.tui_prompt_arbiter(),
    );
}
