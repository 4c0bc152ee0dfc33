//! Drawing: the only place that draws, and it changes nothing. Large, high
//! contrast, and nothing told by colour alone: white pieces are capitals,
//! black ones small letters; the cursor has brackets, a differing square "!".

use ratatui::Frame;
use ratatui::layout::{Constraint, Direction, Layout, Position as CursorAt, Rect};
use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use shakmaty::{Board, Color, File, Rank, Role, Square};
use tui_big_text::{BigText, PixelSize};

use super::app::{App, Focus};
use crate::core::clock::Span as Time;
use crate::core::text::{self, Text};
use crate::shell::settings::Theme;
use crate::shell::text::ShellText;

/// Colours of a theme; `None` where the theme uses none (monochrome).
struct Palette {
    light: Style,
    dark: Style,
    cursor: Style,
    differs: Style,
    text: Style,
    title: Style,
}

fn palette(theme: Theme) -> Palette {
    let plain = Style::default();
    match theme {
        Theme::HighContrast => Palette {
            light: Style::new()
                .fg(Tint::Black)
                .bg(Tint::White)
                .add_modifier(Modifier::BOLD),
            dark: Style::new()
                .fg(Tint::White)
                .bg(Tint::Black)
                .add_modifier(Modifier::BOLD),
            cursor: Style::new()
                .fg(Tint::Black)
                .bg(Tint::Yellow)
                .add_modifier(Modifier::BOLD),
            differs: Style::new()
                .fg(Tint::White)
                .bg(Tint::Red)
                .add_modifier(Modifier::BOLD),
            text: Style::new().fg(Tint::White).bg(Tint::Black),
            title: Style::new().fg(Tint::Yellow).add_modifier(Modifier::BOLD),
        },
        Theme::Dark => Palette {
            light: Style::new().fg(Tint::White).bg(Tint::DarkGray),
            dark: Style::new().fg(Tint::White).bg(Tint::Black),
            cursor: Style::new().fg(Tint::Black).bg(Tint::Cyan),
            differs: Style::new().fg(Tint::White).bg(Tint::Red),
            text: Style::new().fg(Tint::Gray),
            title: Style::new().fg(Tint::Cyan),
        },
        Theme::Light => Palette {
            light: Style::new().fg(Tint::Black).bg(Tint::White),
            dark: Style::new().fg(Tint::Black).bg(Tint::Gray),
            cursor: Style::new().fg(Tint::White).bg(Tint::Blue),
            differs: Style::new().fg(Tint::White).bg(Tint::Red),
            text: Style::new().fg(Tint::Black),
            title: Style::new().fg(Tint::Blue).add_modifier(Modifier::BOLD),
        },
        Theme::Mono => Palette {
            light: plain,
            dark: plain,
            cursor: plain.add_modifier(Modifier::REVERSED),
            differs: plain.add_modifier(Modifier::BOLD),
            text: plain,
            title: plain.add_modifier(Modifier::BOLD),
        },
    }
}

/// The letter of a piece in the user's letters; pawns "P" (capitals for White).
fn glyph(role: Role, color: Color, letters: crate::core::notation::Letters) -> char {
    let c = letters.letter(role).unwrap_or('P');
    if color.is_white() {
        c
    } else {
        c.to_ascii_lowercase()
    }
}

/// Square size in cells (width, height) for a board in `height` rows and at
/// most `width` columns: it grows with the terminal; a square is about twice
/// as wide as high, as terminal cells are tall.
fn square_size(width: u16, height: u16) -> (u16, u16) {
    let by_height = height.saturating_sub(3) / 8;
    let by_width = (width.saturating_sub(4) / 8).saturating_sub(1) / 2;
    let h = by_height.min(by_width).clamp(1, 4);
    (2 * h + 1, h)
}

/// Columns a board of squares `w` wide takes, with its rank labels and border.
fn board_width(w: u16) -> u16 {
    8 * w + 4
}

/// Draws a board; returns the screen position of `cursor`'s square, if drawn.
#[allow(clippy::too_many_arguments)]
fn draw_board(
    frame: &mut Frame,
    area: Rect,
    board: &Board,
    flipped: bool,
    cursor: Option<Square>,
    differs: &[Square],
    app: &App,
    title: &str,
    (w, h): (u16, u16),
) -> Option<CursorAt> {
    let p = palette(app.theme);
    let letters = app.runner.session.setup().letters;
    let block = Block::default()
        .borders(Borders::ALL)
        .title(Span::styled(title.to_string(), p.title));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut lines: Vec<Line> = Vec::new();
    let mut at = None;
    let ranks: Vec<Rank> = if flipped {
        Rank::ALL.to_vec()
    } else {
        Rank::ALL.iter().rev().copied().collect()
    };
    let files: Vec<File> = if flipped {
        File::ALL.iter().rev().copied().collect()
    } else {
        File::ALL.to_vec()
    };
    for (row, rank) in ranks.iter().enumerate() {
        for sub in 0..h {
            let mut spans = vec![Span::styled(
                if sub == h / 2 {
                    format!("{} ", rank.char())
                } else {
                    "  ".into()
                },
                p.text,
            )];
            for (col, file) in files.iter().enumerate() {
                let sq = Square::from_coords(*file, *rank);
                let light = sq.is_light();
                let mut style = if light { p.light } else { p.dark };
                let is_cursor = cursor == Some(sq);
                let is_diff = differs.contains(&sq);
                if is_diff {
                    style = p.differs;
                }
                if is_cursor {
                    style = p.cursor;
                    at.get_or_insert(CursorAt::new(
                        inner.x + 2 + col as u16 * w + w / 2,
                        inner.y + row as u16 * h + h / 2,
                    ));
                }
                let fill = if !light && app.theme == Theme::Mono {
                    '·'
                } else {
                    ' '
                };
                let mut cell: Vec<char> = vec![fill; w as usize];
                if sub == h / 2 {
                    let mid = (w / 2) as usize;
                    match board.piece_at(sq) {
                        Some(piece) => cell[mid] = glyph(piece.role, piece.color, letters),
                        None if fill == ' ' => {}
                        None => cell[mid] = fill,
                    }
                    if is_cursor && w >= 3 {
                        cell[mid - 1] = '[';
                        cell[mid + 1] = ']';
                    }
                    if is_diff && w >= 3 {
                        cell[(mid + 2).min(w as usize - 1)] = '!';
                    }
                }
                spans.push(Span::styled(cell.into_iter().collect::<String>(), style));
            }
            lines.push(Line::from(spans));
        }
    }
    let mut labels = vec![Span::styled("  ", p.text)];
    for file in &files {
        let mut cell = vec![' '; w as usize];
        cell[(w / 2) as usize] = file.char();
        labels.push(Span::styled(cell.into_iter().collect::<String>(), p.text));
    }
    lines.push(Line::from(labels));
    frame.render_widget(Paragraph::new(lines), inner);
    at
}

fn clock_lines(app: &App, t: &Text, width: u16) -> Vec<Line<'static>> {
    let p = palette(app.theme);
    let session = &app.runner.session;
    let now = app.runner.now();
    let mut lines = Vec::new();
    for color in [Color::White, Color::Black] {
        let r = session.clock().reading(color, now);
        let flag = session.flag(color).is_some() || r.left <= Time::ZERO;
        // The figures first: they are what a glance looks for.
        let mut head = format!("{} {}", r.left, text::sentence(&t.side(color)));
        if r.running {
            head.push_str(" ▶");
            // The word too, where there is room for it.
            if head.chars().count() + t.tui_running().chars().count() < width as usize {
                head.push(' ');
                head.push_str(&t.tui_running());
            }
        }
        if flag {
            head.push_str(&format!(" {}", t.tui_flag()));
        }
        let style = if r.running { p.title } else { p.text };
        lines.push(Line::from(Span::styled(head, style)));
        lines.push(Line::from(Span::styled(
            format!(
                "  {}: {} {}, {}",
                session.setup().name(color),
                r.used,
                t.tui_used(),
                t.tui_moves(r.completed)
            ),
            p.text,
        )));
    }
    lines
}

/// The scoresheet, one move number a line, the newest at the bottom.
fn sheet_lines(app: &App, room: usize) -> Vec<Line<'static>> {
    let sheet = app.runner.session.sheet(app.runner.session.setup().letters);
    let mut rows: Vec<String> = Vec::new();
    for token in sheet.split(' ') {
        if token.ends_with('.') || rows.is_empty() {
            rows.push(token.to_string());
        } else if let Some(last) = rows.last_mut() {
            last.push(' ');
            last.push_str(token);
        }
    }
    let skip = rows.len().saturating_sub(room);
    rows.into_iter().skip(skip).map(Line::from).collect()
}

pub fn draw(frame: &mut Frame, app: &App) {
    let t = app.runner.session.setup().lang.text();
    let p = palette(app.theme);
    let area = frame.area();
    frame.render_widget(Block::default().style(p.text), area);
    let big = app.big && area.height >= 30;
    let answer = message_lines(app, area.width);
    // The message area grows with a long answer, up to what leaves the
    // boards their room; the rest is reached with PageDown.
    let room = area
        .height
        .saturating_sub(12 + 1 + if big { 9 } else { 0 })
        .max(2);
    let message_height = (answer.len() as u16).clamp(2, room);
    let rows = Layout::default()
        .direction(Direction::Vertical)
        .constraints([
            Constraint::Min(12),
            Constraint::Length(if big { 9 } else { 0 }),
            Constraint::Length(message_height),
            Constraint::Length(1),
        ])
        .split(area);
    let session = &app.runner.session;
    let differs: Vec<Square> =
        crate::core::boards::differences(&session.peg_board(), &session.game_board())
            .into_iter()
            .map(|d| d.square)
            .collect();
    let with_peg = !differs.is_empty();
    // Boards take at most half the width (a third each with the peg board).
    let share = if with_peg {
        area.width * 3 / 8
    } else {
        area.width / 2
    };
    let size = square_size(share, rows[0].height);
    let width = board_width(size.0);
    let mut constraints = vec![Constraint::Length(width)];
    if with_peg {
        constraints.push(Constraint::Length(width));
    }
    constraints.push(Constraint::Min(24));
    let cols = Layout::default()
        .direction(Direction::Horizontal)
        .constraints(constraints)
        .split(rows[0]);
    let cursor = (app.focus == Focus::Board).then_some(app.cursor);
    let game_board = session.game_board();
    let at = draw_board(
        frame,
        cols[0],
        &game_board,
        app.flipped,
        cursor,
        &[],
        app,
        "",
        size,
    );
    let side = if with_peg {
        let peg = session.peg_board();
        let title = format!("{}: {}", t.tui_peg_title(), t.tui_differs());
        draw_board(
            frame,
            cols[1],
            &peg,
            app.flipped,
            None,
            &differs,
            app,
            &title,
            size,
        );
        cols[2]
    } else {
        cols[1]
    };
    let right = Layout::default()
        .direction(Direction::Vertical)
        .constraints([Constraint::Length(6), Constraint::Min(3)])
        .split(side);
    frame.render_widget(
        Paragraph::new(clock_lines(app, t, right[0].width.saturating_sub(2))).block(
            Block::default()
                .borders(Borders::ALL)
                .title(Span::styled(t.tui_clock_title(), p.title)),
        ),
        right[0],
    );
    let room = right[1].height.saturating_sub(2) as usize;
    frame.render_widget(
        Paragraph::new(sheet_lines(app, room)).block(
            Block::default()
                .borders(Borders::ALL)
                .title(Span::styled(t.tui_sheet_title(), p.title)),
        ),
        right[1],
    );
    if big && let Some(said) = app.runner.speech.last_public() {
        let size = if rows[1].width as usize >= said.chars().count() * 8 {
            PixelSize::Full
        } else {
            PixelSize::Quadrant
        };
        let big_text = BigText::builder()
            .pixel_size(size)
            .style(p.title)
            .lines(vec![said.to_string().into()])
            .build();
        frame.render_widget(big_text, rows[1]);
    }
    let shown = message_height as usize;
    app.message_rows.set((shown, answer.len()));
    let first = app.scroll.min(answer.len().saturating_sub(shown));
    let lines: Vec<Line> = answer
        .into_iter()
        .skip(first)
        .take(shown)
        .map(|l| Line::from(Span::styled(l, p.text)))
        .collect();
    frame.render_widget(Paragraph::new(lines), rows[2]);
    let prompt = t.tui_prompt();
    let input_line = Line::from(vec![
        Span::styled(prompt.clone(), p.title),
        Span::styled(app.input.clone(), p.text),
    ]);
    frame.render_widget(Paragraph::new(input_line), rows[3]);
    match (app.focus, at) {
        // Screen magnifiers follow the terminal cursor: it sits where the eye should be.
        (Focus::Board, Some(at)) => frame.set_cursor_position(at),
        _ => frame.set_cursor_position(CursorAt::new(
            rows[3].x + (prompt.chars().count() + app.input.chars().count()) as u16,
            rows[3].y,
        )),
    }
    if app.help {
        draw_help(frame, app, t);
    }
}

/// The latest answer's lines, wrapped to the width.
fn message_lines(app: &App, width: u16) -> Vec<String> {
    let width = usize::from(width.max(8));
    app.answer()
        .iter()
        .flat_map(|line| textwrap::wrap(line, width))
        .map(|l| l.into_owned())
        .collect()
}

fn draw_help(frame: &mut Frame, app: &App, t: &Text) {
    let p = palette(app.theme);
    let area = frame.area();
    let popup = Rect {
        x: area.width / 10,
        y: 1,
        width: area.width - area.width / 5,
        height: area.height.saturating_sub(2),
    };
    let mut lines: Vec<Line> = app
        .keys
        .bindings()
        .into_iter()
        .map(|(action, key)| {
            Line::from(vec![
                Span::styled(format!("{:>10}  ", key.label()), p.title),
                Span::styled(t.key_help(action), p.text),
            ])
        })
        .collect();
    lines.push(Line::from(Span::styled(t.key_help_files_ranks(), p.text)));
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .style(p.text)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(Span::styled(t.tui_help_title(), p.title)),
            ),
        popup,
    );
}
