//! `replay` in the full screen, as drawn: the board at the move heard, the
//! moves to here beside it, the answers below and the command line at the
//! bottom. The keys are play's ([`App`]); Enter on an empty line (or the
//! right arrow) says the next move, the left arrow takes one back.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};
use shakmaty::Position;

use super::board::{self, Marks};
use super::layout;
use super::palette::palette;
use super::view::{Big, draw_lower};
use super::{App, Drawn, Focus};
use crate::core::announce;
use crate::core::notation;
use crate::shell::front::listener::Listener;

impl Drawn for Listener {
    fn draw(frame: &mut Frame, app: &App<Listener>) {
        draw(frame, app);
    }
}

/// The moves to here, a move pair a line, the newest at the bottom.
fn moves_lines(app: &App<Listener>, room: usize) -> Vec<Line<'static>> {
    let study = &app.driver.study;
    let path = study.path();
    let pairs = notation::scoresheet_pairs(
        path.iter().map(|(p, m)| (p, *m)),
        study.words().letters,
        |_| false,
    );
    let skip = pairs.len().saturating_sub(room);
    pairs
        .into_iter()
        .skip(skip)
        .map(|(_, pair)| Line::from(pair))
        .collect()
}

fn draw(frame: &mut Frame, app: &App<Listener>) {
    let study = &app.driver.study;
    let words = study.words();
    let t = words.lang.text();
    let p = palette(app.theme);
    let area = frame.area();
    frame.render_widget(Block::default().style(p.text), area);
    let plan = layout::plan(area.width, area.height, 1);
    let pos = study.position();
    let last_move = study
        .last_move()
        .map(|(_, m)| m.from().into_iter().chain([m.to()]).collect())
        .unwrap_or_default();
    let marks = Marks {
        cursor: (app.focus == Focus::Board).then_some(app.cursor.square),
        last_move,
        check: pos
            .is_check()
            .then(|| pos.board().king_of(pos.turn()))
            .flatten(),
        differs: Vec::new(),
    };
    let width = layout::board_width(plan.square.0);
    let mut at = None;
    if plan.boards > 0 {
        let title = text_title(app);
        let board_area = Rect {
            x: 0,
            y: 0,
            width,
            height: plan.board_rows(),
        };
        at = board::draw(
            frame,
            board_area,
            pos.board(),
            app.cursor.flipped,
            &marks,
            &p,
            words.letters,
            &title,
            plan.square,
        );
        if plan.sidebar {
            let side = Rect {
                x: width,
                y: 0,
                width: area.width - width,
                height: plan.board_rows(),
            };
            frame.render_widget(
                Paragraph::new(moves_lines(app, usize::from(side.height.saturating_sub(2))))
                    .style(p.text)
                    .block(
                        Block::default()
                            .borders(Borders::ALL)
                            .title(Span::styled(t.tui_sheet_title(), p.title)),
                    ),
                side,
            );
        }
    }
    let big = study
        .last_move()
        .map(|(before, m)| announce::announce(&before, m, words.style, &words.voice))
        .map(|said| Big {
            said: vec![said],
            longest: announce::longest(&words.voice),
            size_rows: layout::letter_rows_for(area.width, area.height, 1),
            hold: false,
        });
    draw_lower(
        frame,
        app,
        t,
        &p,
        plan.board_rows(),
        big,
        at,
        t.tui_prompt_replay(),
    );
}

/// The board's title: who is to move at which move.
fn text_title(app: &App<Listener>) -> String {
    let pos = app.driver.study.position();
    let t = app.driver.study.words().lang.text();
    t.to_move(pos.turn()).trim_end_matches('.').to_string() + &format!(" ({})", pos.fullmoves())
}
