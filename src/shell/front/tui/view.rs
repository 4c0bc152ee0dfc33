//! Drawing: the only place that draws, and it changes nothing. The layout
//! comes from `layout` (whole boards only, as large as the screen allows),
//! the colours from `palette`, each board from `board`. The board drawn is
//! the position the keys explore and the speech describes: after the
//! announced move, marked until it is completed.

use crate::shell::text::ShellMessages as _;
use ratatui::Frame;
use ratatui::layout::{Position as CursorAt, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};
use shakmaty::{Color, Position, Square};

use super::Drawn;
use super::app::{App, Focus};
use super::big::draw_said_big;
use super::board::{self, Marks};
use super::layout::{self, Plan};
use super::lines::draw_input;
use super::messages::{Mark, MessageLog};
use super::palette::{Palette, palette};
use crate::core::clock::Span as Time;
use crate::core::text::{self, Text};
use crate::shell::front::driver::Driver;
use crate::shell::front::driver::Explored;
use crate::shell::front::runner::Runner;
use crate::shell::keys::{KeyAction, KeyMap};
use std::cell::Cell;

/// The clock panel's lines, each fitted to `width`: what does not fit is
/// left out (the word "running", then the player's name), never cut.
fn clock_lines(app: &App, t: &Text, width: usize) -> Vec<String> {
    let session = &app.driver.session;
    let now = app.driver.now();
    let mut lines = Vec::new();
    for color in [Color::White, Color::Black] {
        let r = session.clock().reading(color, now);
        let flag = session.flag(color).is_some() || r.left <= Time::ZERO;
        let mut head = format!("{} {}", r.left, text::sentence(&t.side(color)));
        if r.running {
            head.push_str(" ▶");
            let word = format!(" {}", t.tui_running());
            if head.chars().count() + word.chars().count() <= width {
                head.push_str(&word);
            }
        }
        if flag {
            head.push_str(&format!(" {}", t.tui_flag()));
        }
        lines.push(head);
        let figures = format!("{} {}, {}", r.used, t.tui_used(), t.tui_moves(r.completed));
        // A player without a name is the side the line above names, not
        // "?" (which a screen reader says as "question mark").
        let named = match session.setup().named(color) {
            Some(name) => format!("  {name}: {figures}"),
            None => format!("  {figures}"),
        };
        let fitting = [
            named,
            format!("  {figures}"),
            figures,
            format!("{}, {}", r.used, t.tui_moves(r.completed)),
        ];
        let fits = |l: &String| l.chars().count() <= width;
        let line = fitting.iter().find(|l| fits(l)).unwrap_or(&fitting[3]);
        lines.push(line.clone());
    }
    lines
}

/// The clock panel's title: where the game board is not drawn (the peg
/// board explored alone), whether the last move is completed.
fn clock_title(app: &App, t: &Text, boards: &[Explored]) -> String {
    if boards.contains(&Explored::Game) {
        t.tui_clock_title().to_string()
    } else {
        situation_title(app, t)
    }
}

/// What the players must know now, in short phrases joined (the move to
/// carry out, or where the game is; a question, an offer, a peg board that
/// differs): the game board's title, and the clocks' row where the game
/// board is not drawn.
fn situation_title(app: &App, t: &Text) -> String {
    let driver = &app.driver;
    driver.session.situation(&driver.ctx).brief(t).join(" · ")
}

/// Both clocks in one short line, for a board's title or a line of its own
/// where there is no panel: "W 1:29:50 ▶  S 1:30:00".
fn clock_brief(app: &App, t: &Text) -> String {
    clocks_brief(app, t, false)
}

/// `clock_brief`, or with `running_only` the running clock alone (and a
/// fallen flag): what a row of 40 columns holds with the state before it.
fn clocks_brief(app: &App, t: &Text, running_only: bool) -> String {
    let session = &app.driver.session;
    let now = app.driver.now();
    [Color::White, Color::Black]
        .into_iter()
        .filter(|&color| {
            !running_only
                || session.clock().reading(color, now).running
                || session.flag(color).is_some()
        })
        .map(|color| {
            let r = session.clock().reading(color, now);
            let initial: String = text::sentence(&t.side(color)).chars().take(1).collect();
            // No-break spaces: a clock row that wraps never parts a side's
            // letter from its time, nor the time from its ▶ (issue 48).
            let mut s = format!("{initial}\u{a0}{}", r.left);
            if r.running {
                s.push_str("\u{a0}▶");
            }
            if session.flag(color).is_some() || r.left <= Time::ZERO {
                s.push_str(&format!("\u{a0}{}", t.tui_flag()));
            }
            s
        })
        .collect::<Vec<_>>()
        .join("  ")
}

/// The scoresheet, one move number a line, the newest at the bottom.
fn sheet_lines(app: &App, room: usize) -> Vec<Line<'static>> {
    let sheet = app.driver.session.sheet(app.driver.session.setup().letters);
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

/// The boards as the plan has room for them: both while they differ, else
/// the one explored.
fn draw_boards(
    frame: &mut Frame,
    app: &App,
    t: &Text,
    p: &Palette,
    plan: &Plan,
    differs: &[Square],
) -> Option<CursorAt> {
    let session = &app.driver.session;
    let shown = session.shown_position();
    let peg = session.peg_board();
    let last_move: Vec<Square> = session
        .last_shown_move()
        .map(|m| m.from().into_iter().chain([m.to()]).collect())
        .unwrap_or_default();
    let check = shown
        .is_check()
        .then(|| shown.board().king_of(shown.turn()))
        .flatten();
    let boards: Vec<Explored> = match plan.boards {
        0 => vec![],
        1 => vec![app.explored],
        _ => vec![Explored::Game, Explored::Peg],
    };
    let width = layout::board_width(plan.square.0);
    let letters = session.setup().letters;
    let mut at = None;
    for (i, which) in boards.iter().enumerate() {
        let area = Rect {
            x: i as u16 * width,
            y: 0,
            width,
            height: plan.board_rows(),
        };
        let explored = *which == app.explored;
        let marks = Marks {
            cursor: (explored && app.focus == Focus::Board).then_some(app.cursor.square),
            last_move: last_move.clone(),
            check: (*which == Explored::Game).then_some(check).flatten(),
            differs: differs.to_vec(),
        };
        // Every board says which it is; the game board also whether the
        // last move is completed (where it is not drawn, the clocks say it).
        let title = match which {
            Explored::Game => t.tui_game_title(false),
            Explored::Peg if differs.is_empty() => t.tui_peg_title().to_string(),
            Explored::Peg => format!("{}: {}", t.tui_peg_title(), t.tui_differs()),
        };
        let drawn = match which {
            Explored::Game => shown.board().clone(),
            Explored::Peg => peg.clone(),
        };
        let cursor_at = board::draw(
            frame,
            area,
            &drawn,
            app.cursor.flipped,
            &marks,
            p,
            letters,
            &title,
            plan.square,
            plan.framed,
        );
        at = at.or(cursor_at);
    }
    if plan.sidebar {
        let x = plan.boards * width;
        let side = Rect {
            x,
            y: 0,
            width: frame.area().width - x,
            height: plan.board_rows(),
        };
        let clock = clock_lines(app, t, usize::from(side.width.saturating_sub(2)));
        let clock_rows = (clock.len() as u16 + 2).min(side.height);
        frame.render_widget(
            Paragraph::new(clock.into_iter().map(Line::from).collect::<Vec<_>>())
                .style(p.text)
                .block(
                    Block::default()
                        .borders(Borders::ALL)
                        .title(Span::styled(clock_title(app, t, &boards), p.title)),
                ),
            Rect {
                height: clock_rows,
                ..side
            },
        );
        let sheet = Rect {
            y: side.y + clock_rows,
            height: side.height - clock_rows,
            ..side
        };
        if sheet.height >= 3 {
            frame.render_widget(
                Paragraph::new(sheet_lines(app, usize::from(sheet.height - 2)))
                    .style(p.text)
                    .block(
                        Block::default()
                            .borders(Borders::ALL)
                            .title(Span::styled(t.tui_sheet_title(), p.title)),
                    ),
                sheet,
            );
        }
    }
    at
}

impl Drawn for Runner {
    fn draw(frame: &mut Frame, app: &App<Runner>) {
        draw(frame, app);
    }
}

pub fn draw(frame: &mut Frame, app: &App) {
    let t = app.driver.session.setup().lang.text();
    let p = palette(app.theme);
    let area = frame.area();
    frame.render_widget(Block::default().style(p.text), area);
    let differs = app.driver.session.differing_squares();
    let wanted = if differs.is_empty() { 1 } else { 2 };
    let mut plan = layout::plan(area.width, area.height, wanted);

    // Below the boards, top down: what the screen lacks, the clock where no
    // board carries it, the large letters, the messages; the input at the bottom.
    let bottom = area.height.saturating_sub(1);
    let row = |y: u16| Rect {
        x: 0,
        y,
        width: area.width,
        height: 1,
    };
    // What the players must know now, on a row of its own under the boards
    // at every size (issue 48), with the clocks where there is no panel.
    // Wrapped, never cut: on a narrow screen it takes two rows.
    let answer = app.messages.answer_rows(usize::from(area.width)).max(1);
    let brief = app.driver.session.situation(&app.driver.ctx).brief(t);
    // Every part of the state at every size (a move to carry out, an
    // offer, a question, the peg board): only the clocks give way.
    let state_rows = |clocks: Option<bool>| -> Vec<String> {
        let mut line = brief.join(" · ");
        // No clock runs while adjourned or after the end: then none.
        let clocks = clocks.map(|running_only| clocks_brief(app, t, running_only));
        if let Some(clocks) = clocks.filter(|c| !plan.sidebar && !c.is_empty()) {
            line = format!("{line} · {clocks}");
        }
        super::wrap::wrap(&line, usize::from(area.width).max(1))
            .into_iter()
            .map(|part| part.into_owned())
            .collect()
    };
    // Both clocks where the answer still fits whole; else the running
    // clock, the boards losing their frames (two rows) where that keeps it;
    // else no clock: the answer keeps a row and the row that says more
    // lies below (two rows) wherever the screen has them. The boards stay
    // whatever the answer's length (issue 48: a board that came and went
    // with each answer flickered); they lose their frames only as the
    // state changes.
    let board_rows = |framed: bool| Plan { framed, ..plan }.board_rows();
    let left = |framed: bool, rows: &Vec<String>| {
        usize::from(bottom.saturating_sub(board_rows(framed) + rows.len() as u16))
    };
    let need = answer.min(2);
    let both = state_rows(Some(false));
    let running = state_rows(Some(true));
    let none = state_rows(None);
    let (framed, clocks) = if left(true, &both) >= answer
        || (both.len() == running.len() && left(true, &both) >= need)
    {
        (true, both)
    } else if left(true, &running) >= need {
        (true, running)
    } else if plan.boards > 0 && left(false, &running) >= need {
        (false, running)
    } else if left(true, &none) >= need.min(1) {
        (true, none)
    } else {
        (false, none)
    };
    plan.framed = framed || plan.boards == 0;
    let mut y = plan.board_rows();
    let at = draw_boards(frame, app, t, &p, &plan, &differs);
    // The row saying what the screen lacks is only a notice: it gives way
    // where the latest answer would otherwise need paging.
    let room = bottom.saturating_sub(y + clocks.len() as u16);
    // Only where a board the game needs is not drawn: a screen without
    // the panel still shows everything (the clocks on the state's row).
    // Not where the boards lost their frames: rows are scarce there.
    if plan.too_small.is_some() && plan.boards < wanted && plan.framed && usize::from(room) > answer
    {
        let (w, h) = layout::boards_need(wanted);
        let line = t.tui_too_small(w, h);
        frame.render_widget(Paragraph::new(Span::styled(line, p.title)), row(y));
        y += 1;
    }
    for part in clocks {
        if y >= bottom {
            break;
        }
        frame.render_widget(Paragraph::new(Span::styled(part, p.text)), row(y));
        y += 1;
    }
    // From the game itself, not the last words spoken (after a rollback the
    // move the game now ends with): its end once it is over, else its last
    // announcement (the move not completed, or the last one completed).
    let session = &app.driver.session;
    // The end: the whole sentence where it fits, else the result alone.
    // In play, the last announcement, with a standing draw offer beside it
    // (D.2.11: the opponent must see both); an offer alone where no move
    // waits to be carried out.
    let situation = session.situation(&app.driver.ctx);
    let offer = situation.offer.map(|by| t.situation_offer(by));
    let big = match session.outcome() {
        Some((result, reason, by)) => {
            Some(vec![t.ended(result, reason, by), t.result_only(result)])
        }
        None => {
            let said = session.announcement(&app.driver.ctx).map(|a| a.2);
            match (said, offer, situation.to_carry_out.is_some()) {
                (Some(said), Some(offer), true) => Some(vec![format!("{said} · {offer}"), said]),
                (_, Some(offer), false) => Some(vec![offer]),
                (said, _, _) => said.map(|said| vec![said]),
            }
        }
    };
    let longest = crate::core::announce::longest(&app.driver.ctx.voice);
    draw_lower(
        frame,
        app,
        t,
        &p,
        y,
        big.map(|said| Big {
            said,
            longest,
            size_rows: layout::letter_rows_for(area.width, area.height, 2),
            hold: situation.holds_the_letters(),
        }),
        at,
        if app.driver.entering_sheet() {
            t.tui_prompt_sheet()
        } else {
            t.tui_prompt()
        },
    );
    if app.help {
        draw_help(frame, app, t, &p);
    }
}

/// The large letters: the text (the whole, then shorter forms), the
/// longest announcement and the rows they are sized for.
pub struct Big {
    pub said: Vec<String>,
    pub longest: String,
    pub size_rows: u16,
    /// The letters hold their rows whatever the answer's length (a move
    /// to carry out, an offer standing): the answer takes the rows left,
    /// and pages.
    pub hold: bool,
}

/// The rows from `y` down, in play and replay alike: the large letters of
/// `big`, the
/// messages, and the input line at the bottom with its prompt (`prompt` at
/// the move input; board mode's own). The terminal cursor goes where the
/// eye should be (screen magnifiers follow it): the board square explored
/// (`board_at`) in board mode, else the input line.
#[allow(clippy::too_many_arguments)]
pub fn draw_lower<D: Driver>(
    frame: &mut Frame,
    app: &App<D>,
    t: &Text,
    p: &Palette,
    mut y: u16,
    big: Option<Big>,
    board_at: Option<CursorAt>,
    prompt: String,
) {
    let area = frame.area();
    app.screen.set((area.width, area.height));
    let bottom = area.height.saturating_sub(1);
    let free = bottom.saturating_sub(y);
    let answer = app.messages.answer_rows(usize::from(area.width));
    if app.big
        && let Some(big) = big
    {
        let keep = if big.hold {
            layout::MESSAGES_MIN.min(free)
        } else {
            layout::message_rows(free, answer)
        };
        let room = Rect {
            x: 0,
            y,
            width: area.width,
            height: free - keep,
        };
        y += draw_said_big(frame, p, &big.said, &big.longest, big.size_rows, room);
    }
    let message_area = Rect {
        x: 0,
        y,
        width: area.width,
        height: bottom.saturating_sub(y),
    };
    draw_messages(
        frame,
        &app.messages,
        &app.message_area,
        &app.keys,
        t,
        p,
        message_area,
    );
    let prompt = match app.focus {
        Focus::Board => t.tui_prompt_board(),
        Focus::Input => prompt,
    };
    let row = Rect {
        x: 0,
        y: bottom,
        width: area.width,
        height: 1,
    };
    let input_at = draw_input(frame, &app.input, prompt, p, row);
    match (app.focus, board_at) {
        (Focus::Board, Some(at)) => frame.set_cursor_position(at),
        _ => frame.set_cursor_position(input_at),
    }
}

/// The message area: the window over the history, and a hint to page down
/// where more lies below. Its size is kept for paging and reading back.
pub fn draw_messages(
    frame: &mut Frame,
    messages: &MessageLog,
    drawn: &Cell<(usize, usize)>,
    keys: &KeyMap,
    t: &Text,
    p: &Palette,
    area: Rect,
) {
    let (width, height) = (usize::from(area.width), usize::from(area.height));
    drawn.set((width, height));
    if height == 0 {
        return;
    }
    let window = messages.window(width, height);
    let mut lines: Vec<Line> = window
        .rows
        .into_iter()
        .map(|(text, mark)| {
            let style = match mark {
                Mark::Earlier => p.text,
                Mark::Latest => p.latest,
                Mark::Reading => p.cursor,
            };
            Line::from(Span::styled(text, style))
        })
        .collect();
    if window.below > 0 && lines.len() < height {
        let key = keys.key(KeyAction::PageDown).label(t);
        lines.push(Line::from(Span::styled(
            t.tui_more_below(window.below, &key),
            p.title,
        )));
    } else if window.below > 0
        && let Some(last) = lines.last_mut()
    {
        // One row only: it ends with the mark that more lies below.
        let text: String = last.spans.iter().map(|s| s.content.as_ref()).collect();
        let kept: String = text.chars().take(width.saturating_sub(2)).collect();
        *last = Line::from(vec![
            Span::styled(kept, p.latest),
            Span::styled(" ▼", p.title),
        ]);
    }
    frame.render_widget(Paragraph::new(lines), area);
}

fn draw_help(frame: &mut Frame, app: &App, t: &Text, p: &Palette) {
    let area = frame.area();
    let popup = Rect {
        x: area.width / 10,
        y: 0,
        width: area.width - area.width / 5,
        height: area.height,
    };
    let inner_width = usize::from(popup.width.saturating_sub(2));
    let rows = super::help::help_rows(&app.keys, t, app.driver.letters(), inner_width);
    let visible = usize::from(popup.height.saturating_sub(2));
    app.help_rows.set((visible, rows.len(), inner_width));
    let first = app.help_scroll.min(rows.len().saturating_sub(visible));
    // Where the help is longer than the screen, the title says which part is shown.
    let title = if rows.len() > visible {
        format!(
            "{} {}–{}/{} ↑↓",
            t.tui_help_title(),
            first + 1,
            (first + visible).min(rows.len()),
            rows.len()
        )
    } else {
        t.tui_help_title()
    };
    let lines: Vec<Line> = rows
        .into_iter()
        .skip(first)
        .take(visible)
        .map(|(key, text)| Line::from(vec![Span::styled(key, p.title), Span::styled(text, p.text)]))
        .collect();
    // Over the boards and the clocks, its lower edge says what they would:
    // whether the last move is completed, and whose clock runs.
    let state = format!("{} · {}", situation_title(app, t), clock_brief(app, t));
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines).style(p.text).block(
            Block::default()
                .borders(Borders::ALL)
                .title(Span::styled(title, p.title))
                .title_bottom(Span::styled(state, p.title)),
        ),
        popup,
    );
}
