//! `arbiter` in the full screen: a line a board at the top (what needs
//! the arbiter shown in the alert colour), the news below, the command
//! line at the bottom.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::palette::palette;
use super::view::draw_lower;
use super::{App, Drawn};
use crate::shell::front::overview::OverviewDriver;

impl Drawn for OverviewDriver {
    fn draw(frame: &mut Frame, app: &App<OverviewDriver>) {
        draw(frame, app);
    }
}

fn draw(frame: &mut Frame, app: &App<OverviewDriver>) {
    let t = app.driver.lang.text();
    let p = palette(app.theme);
    let area = frame.area();
    frame.render_widget(Block::default().style(p.text), area);
    let overview = &app.driver.overview;
    let lines: Vec<Line> = overview
        .boards
        .iter()
        .enumerate()
        .map(|(i, board)| {
            let text = overview.line(i, t);
            // A board with something for the arbiter: a flag, a claim, a
            // question, a peg board that differs, or no answer.
            let alert = !board.answering()
                || board
                    .last
                    .as_ref()
                    .is_some_and(|s| s.flag.is_some() || s.waiting.is_some() || s.peg_differs);
            Line::from(Span::styled(text, if alert { p.differs } else { p.text }))
        })
        .collect();
    // The boards' lines as wrapped, in their frame: up to half the screen;
    // the news and the input the rest.
    let inner = usize::from(area.width.saturating_sub(2)).max(1);
    let wrapped: usize = (0..overview.boards.len())
        .map(|i| textwrap::wrap(&overview.line(i, t), inner).len().max(1))
        .sum();
    let rows = (wrapped as u16 + 2).min(area.height / 2).max(3);
    let boards = Rect {
        x: 0,
        y: 0,
        width: area.width,
        height: rows,
    };
    frame.render_widget(
        Paragraph::new(lines)
            .style(p.text)
            .wrap(Wrap { trim: true })
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(Span::styled(t.tui_boards_title(), p.title)),
            ),
        boards,
    );
    draw_lower(frame, app, t, &p, rows, None, None, t.tui_prompt_arbiter());
}
