//! The input line and the message history: their keys, and the input
//! line's drawing, shared by play's and replay's full screens.

use crate::shell::text::ShellMessages as _;
use ratatui::Frame;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Position as CursorAt, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::edit::LineEditor;
use super::messages::MessageLog;
use super::palette::Palette;
use crate::core::text::Text;
use crate::shell::keys::KeyAction;

/// An editing key of the input line: what the cursor reached, to be heard
/// where it is not empty; `None` for a key that edits nothing.
pub fn edit_key(input: &mut LineEditor, code: KeyCode) -> Option<Option<String>> {
    let heard = match code {
        KeyCode::Backspace => input.backspace().map(String::from),
        KeyCode::Delete => input.delete().map(String::from),
        KeyCode::Left => input.left().map(String::from),
        KeyCode::Right => input.right().map(String::from),
        KeyCode::Home => input.home().map(String::from),
        KeyCode::End => input.end().map(String::from),
        KeyCode::Up => input.up(),
        KeyCode::Down => input.down(),
        _ => return None,
    };
    Some(heard.filter(|h| !h.is_empty()))
}

/// A key of the history, over the message area as last drawn (columns,
/// rows): the lines paged into view, or the line read back (or that the
/// history ends there), to be said in turn. `None` for another key.
pub fn history_key(
    messages: &mut MessageLog,
    action: KeyAction,
    (width, height): (usize, usize),
    t: &Text,
) -> Option<Vec<String>> {
    let read =
        |line: Option<String>, back: bool| vec![line.unwrap_or_else(|| t.tui_history_end(!back))];
    Some(match action {
        KeyAction::PageUp => messages.page_up(width, height),
        KeyAction::PageDown => messages.page_down(width, height),
        KeyAction::ReadBack => read(messages.read_back(width, height), true),
        KeyAction::ReadForward => read(messages.read_forward(width, height), false),
        _ => return None,
    })
}

/// The prompt and the visible part of the input line in `row`; returns
/// where the terminal's cursor goes in it.
pub fn draw_input(
    frame: &mut Frame,
    input: &LineEditor,
    prompt: String,
    p: &Palette,
    row: Rect,
) -> CursorAt {
    let prompt_width = prompt.chars().count();
    let room = usize::from(row.width)
        .saturating_sub(prompt_width + 1)
        .max(1);
    let (visible, column) = input.visible(room);
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(prompt, p.title),
            Span::styled(visible, p.text),
        ])),
        row,
    );
    CursorAt::new(row.x + (prompt_width + column) as u16, row.y)
}
