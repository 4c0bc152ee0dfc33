//! `replay` in the full screen, as drawn: the board at the move heard, the
//! moves to here beside it, the answers below and the command line at the
//! bottom. The keys are play's ([`App`]); Enter on an empty line (or the
//! right arrow) says the next move, the left arrow takes one back.

use crate::shell::text::ShellMessages as _;
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

/// The moves to here, a move pair a line, the newest at the bottom; a
/// variation's moves in parentheses, as PGN and printed games write them,
/// each variation from a line of its own: "(12. Bc4 Nf6".
fn moves_lines(app: &App<Listener>, room: usize) -> Vec<Line<'static>> {
    let study = &app.driver.study;
    let pairs = variation_pairs(
        &study.path(),
        &study.variation_starts(),
        study.words().letters,
    );
    let skip = pairs.len().saturating_sub(room);
    pairs.into_iter().skip(skip).map(Line::from).collect()
}

/// The path's moves a pair a line, each variation begun (at `starts`)
/// opening a parenthesis on a new line, all closed after the last move.
fn variation_pairs(
    path: &[(shakmaty::Chess, shakmaty::Move)],
    starts: &[usize],
    letters: crate::core::notation::Letters,
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, (pos, m)) in path.iter().enumerate() {
        let number = pos.fullmoves().get();
        let entry = notation::written(pos, *m, letters);
        let opens = starts.iter().filter(|&&s| s == i).count();
        let paren = "(".repeat(opens);
        match out.last_mut() {
            Some(pair) if opens == 0 && !pos.turn().is_white() => {
                pair.push(' ');
                pair.push_str(&entry);
            }
            _ if pos.turn().is_white() => out.push(format!("{paren}{number}. {entry}")),
            _ => out.push(format!("{paren}{number}... {entry}")),
        }
    }
    if let Some(last) = out.last_mut() {
        last.push_str(&")".repeat(starts.len()));
    }
    out
}

fn draw(frame: &mut Frame, app: &App<Listener>) {
    let study = &app.driver.study;
    let words = study.words();
    let t = words.lang.text();
    let p = palette(app.theme);
    let area = frame.area();
    frame.render_widget(Block::default().style(p.text), area);
    let plan = layout::plan(area.width, area.height, 1);
    // At a turning point tried again: its position, and the move tried
    // there in large letters.
    let lesson = app.driver.tutor.lesson_view();
    let shown = match &lesson {
        Some((pos, tried)) => tried.map(|m| (pos.clone(), m)),
        None => study.last_move(),
    };
    let pos = lesson
        .as_ref()
        .map_or_else(|| study.position(), |(pos, _)| pos.clone());
    let last_move = shown
        .as_ref()
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
            plan.framed,
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
                    .block(Block::default().borders(Borders::ALL).title(Span::styled(
                        format!(
                            "{}{}",
                            t.tui_sheet_title(),
                            variation_suffix(app).unwrap_or_default()
                        ),
                        p.title,
                    ))),
                side,
            );
        }
    }
    let big = shown
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

/// The board's title: who is to move at which move, and whether in a
/// variation (the board then shows no position of the game itself).
fn text_title(app: &App<Listener>) -> String {
    let study = &app.driver.study;
    let pos = study.position();
    let t = study.words().lang.text();
    let mut title = t.to_move(pos.turn()).trim_end_matches('.').to_string()
        + &format!(" ({})", pos.fullmoves());
    if let Some(suffix) = variation_suffix(app) {
        title.push_str(&suffix);
    }
    title
}

/// ", in a variation" where the replay is in one, for the titles.
fn variation_suffix(app: &App<Listener>) -> Option<String> {
    let study = &app.driver.study;
    let depth = study.variation_starts().len();
    (depth > 0).then(|| {
        format!(
            ", {}",
            study.words().lang.text().tui_replay_variation(depth)
        )
    })
}
