//! `replay` in the full screen: the board at the move heard, the moves to
//! here beside it, the answers below and the command line at the bottom.
//! Typed lines go to the same [`Listener`] as line mode; Enter on an empty
//! line (or the right arrow) says the next move, the left arrow takes one
//! back; Esc enters board mode, where the board keys of play explore the
//! position heard.

use std::cell::Cell;
use std::process::ExitCode;
use std::time::Duration;

use ratatui::Frame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};
use shakmaty::Position;

use super::board::{self, Marks};
use super::edit::LineEditor;
use super::explore::{Cursor, Look};
use super::layout;
use super::lines::{draw_input, edit_key, history_key};
use super::messages::MessageLog;
use super::palette::palette;
use super::view::{draw_messages, draw_said_big};
use super::{Focus, StderrToFile};
use crate::core::announce;
use crate::core::explore;
use crate::core::notation;
use crate::core::replay::Command;
use crate::core::session::Channel;
use crate::shell::front::input::MAX_LINE;
use crate::shell::front::keys::{KeyAction, KeyMap};
use crate::shell::front::listener::Listener;
use crate::shell::front::runner::Outcome;
use crate::shell::settings::Theme;
use crate::shell::text::ShellText;

pub struct StudyApp {
    pub listener: Listener,
    pub keys: KeyMap,
    pub theme: Theme,
    pub input: LineEditor,
    pub focus: Focus,
    pub cursor: Cursor,
    pub messages: MessageLog,
    pub message_area: Cell<(usize, usize)>,
    /// The move heard in large letters under the board.
    pub big: bool,
    pub quit: bool,
}

impl StudyApp {
    pub fn new(listener: Listener, keys: KeyMap, theme: Theme, big: bool) -> StudyApp {
        StudyApp {
            listener,
            keys,
            theme,
            input: LineEditor::new(MAX_LINE),
            focus: Focus::Input,
            cursor: Cursor::new(false),
            messages: MessageLog::default(),
            message_area: Cell::new((80, 2)),
            big,
            quit: false,
        }
    }

    /// The lines before any command: notes (said privately), then the file's
    /// list or the game opened (said already).
    pub fn notes(&mut self, notes: Vec<String>, opened: Outcome) {
        for note in &notes {
            self.listener.speech.say_in_turn(Channel::Private, note);
        }
        let lines = notes
            .into_iter()
            .chain(opened.parts.into_iter().map(|p| p.text));
        self.messages.push_answer(lines);
    }

    fn show(&mut self, outcome: Outcome) {
        self.quit |= outcome.quit;
        self.messages
            .push_answer(outcome.parts.into_iter().map(|part| part.text));
    }

    pub fn command(&mut self, text: &str) {
        let outcome = self.listener.line(text);
        self.show(outcome);
    }

    fn run(&mut self, command: Command) {
        let outcome = self.listener.run(command);
        self.show(outcome);
    }

    fn tell(&mut self, text: String) {
        let outcome = self.listener.tell(text);
        self.show(outcome);
    }

    /// The last line shown.
    pub fn message(&self) -> &str {
        self.messages.last()
    }

    fn describe_cursor(&mut self) {
        let words = self.listener.study.words();
        let t = words.lang.text();
        let text = explore::describe_square(
            &self.listener.study.position(),
            self.cursor.square,
            &words.voice,
            t,
        );
        self.tell(text);
    }

    pub fn key(&mut self, ev: KeyEvent) {
        if ev.kind != KeyEventKind::Press {
            return;
        }
        if ev.code == KeyCode::Char('c') && ev.modifiers.contains(KeyModifiers::CONTROL) {
            self.quit = true;
            return;
        }
        let t = self.listener.study.words().lang.text();
        let board = self.focus == Focus::Board;
        if let Some(action) = self.keys.action(&ev, board) {
            self.act(action);
            return;
        }
        let typed = !ev
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
        match (self.focus, ev.code) {
            (Focus::Board, KeyCode::Char(c)) if typed && self.cursor.typed(c) => {
                self.describe_cursor()
            }
            // On an empty line the arrows walk through the game.
            (Focus::Input, KeyCode::Right) if self.input.is_empty() => self.run(Command::Next(1)),
            (Focus::Input, KeyCode::Left) if self.input.is_empty() => self.run(Command::Back(1)),
            (Focus::Input, KeyCode::Char(c)) if typed => {
                if self.input.insert(c) {
                    self.listener.speech.echo(&c.to_string());
                } else {
                    self.tell(t.input_full(MAX_LINE));
                }
            }
            (Focus::Input, code) if self.edit(code) => {}
            _ => self.tell(t.tui_no_key(&self.keys.key(KeyAction::Help).label())),
        }
    }

    fn edit(&mut self, code: KeyCode) -> bool {
        let Some(heard) = edit_key(&mut self.input, code) else {
            return false;
        };
        if let Some(heard) = heard {
            self.listener.speech.echo(&heard);
        }
        true
    }

    fn act(&mut self, action: KeyAction) {
        let t = self.listener.study.words().lang.text();
        match action {
            // An empty line is `next`: Enter walks through the game.
            KeyAction::Submit => {
                let text = self.input.submit();
                self.command(&text);
            }
            KeyAction::Repeat => self.run(Command::Speech(crate::core::command::Command::Repeat)),
            KeyAction::Help => {
                let mut outcome = self.listener.run(Command::Help);
                let key = |action| self.keys.key(action).label();
                let keys = t.tui_study_keys(
                    &key(KeyAction::Press),
                    &key(KeyAction::Last),
                    &key(KeyAction::BigText),
                    &key(KeyAction::BoardMode),
                    &key(KeyAction::Quit),
                );
                outcome.parts.push(crate::shell::front::runner::Part {
                    text: keys.clone(),
                    voice: crate::shell::front::runner::Voice::Said(Channel::Private),
                    earcon: None,
                });
                self.listener.speech.say_in_turn(Channel::Private, &keys);
                self.show(outcome);
            }
            KeyAction::Quit => self.quit = true,
            // Play's keys where replay has a like: the press goes on to the
            // next move, the last move's key says where the game stands.
            KeyAction::Press => self.run(Command::Next(1)),
            KeyAction::Last => self.run(Command::Who),
            KeyAction::BigText => {
                self.big = !self.big;
                self.tell(t.tui_big_text(self.big));
            }
            KeyAction::BoardMode => {
                self.focus = match self.focus {
                    Focus::Board => Focus::Input,
                    Focus::Input => Focus::Board,
                };
                if self.focus == Focus::Board {
                    self.tell(t.tui_board_mode().to_string());
                    self.describe_cursor();
                } else {
                    self.tell(t.tui_prompt().trim_end().trim_end_matches(':').to_string());
                }
            }
            KeyAction::PageUp
            | KeyAction::PageDown
            | KeyAction::ReadBack
            | KeyAction::ReadForward => {
                let area = self.message_area.get();
                let lines = history_key(&mut self.messages, action, area, t).unwrap_or_default();
                self.listener.speech.say_all(Channel::Private, &lines);
            }
            board_key => {
                let pos = self.listener.study.position();
                let words = self.listener.study.words().clone();
                match self
                    .cursor
                    .key(board_key, &pos, &words.voice, t, words.letters)
                {
                    Some(Look::Square) => self.describe_cursor(),
                    Some(Look::Say(text)) => self.tell(text),
                    // The keys of play's clock and workflow do nothing here.
                    None => self.tell(t.tui_no_key(&self.keys.key(KeyAction::Help).label())),
                }
            }
        }
    }
}

/// The moves to here, a move pair a line, the newest at the bottom.
fn moves_lines(app: &StudyApp, room: usize) -> Vec<Line<'static>> {
    let study = &app.listener.study;
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

pub fn draw(frame: &mut Frame, app: &StudyApp) {
    let study = &app.listener.study;
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
    let mut y = plan.board_rows();
    let bottom = area.height.saturating_sub(1);
    let free = bottom.saturating_sub(y);
    let keep = layout::message_rows(free, app.messages.answer_rows(usize::from(area.width)));
    if app.big
        && let Some((before, m)) = study.last_move()
    {
        let said = announce::announce(&before, m, words.style, &words.voice);
        let room = Rect {
            x: 0,
            y,
            width: area.width,
            height: free - keep,
        };
        y += draw_said_big(frame, &p, &said, room);
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
        &p,
        message_area,
    );
    let row = Rect {
        x: 0,
        y: bottom,
        width: area.width,
        height: 1,
    };
    let input_at = draw_input(frame, &app.input, t, &p, row);
    match (app.focus, at) {
        (Focus::Board, Some(at)) => frame.set_cursor_position(at),
        _ => frame.set_cursor_position(input_at),
    }
}

/// The board's title: who is to move at which move.
fn text_title(app: &StudyApp) -> String {
    let pos = app.listener.study.position();
    let t = app.listener.study.words().lang.text();
    t.to_move(pos.turn()).trim_end_matches('.').to_string() + &format!(" ({})", pos.fullmoves())
}

/// Runs the full screen until the user quits.
pub fn run(mut app: StudyApp) -> ExitCode {
    let log = std::env::temp_dir().join("annabella-replay.log");
    let guard = StderrToFile::new(&log);
    let mut terminal = ratatui::init();
    let status = loop {
        if terminal.draw(|frame| draw(frame, &app)).is_err() {
            break ExitCode::FAILURE;
        }
        if app.quit {
            break ExitCode::SUCCESS;
        }
        match event::read() {
            Ok(Event::Key(key)) => app.key(key),
            Ok(_) => {}
            Err(_) => break ExitCode::FAILURE,
        }
    };
    ratatui::restore();
    drop(guard);
    app.listener.speech.finish(Duration::from_secs(3));
    status
}
