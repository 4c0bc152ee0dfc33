//! The interface's state and what each key does to it. Typed lines go to
//! the same runner as line mode, so everything line mode can do works here
//! too; every line of the runner's outcome is shown in the message area.

use std::cell::Cell;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use shakmaty::{Color, File, Position, Rank, Role, Square};

use crate::core::command::Command;
use crate::core::explore::{self, Direction};
use crate::core::session::{Action, Channel};
use crate::shell::input::MAX_LINE;
use crate::shell::keys::{KeyAction, KeyMap};
use crate::shell::runner::{Outcome, Runner};
use crate::shell::settings::Theme;
use crate::shell::text::ShellText;

/// Where the keys go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    /// Typing a move or a command.
    Input,
    /// Exploring the board with the cursor.
    Board,
}

pub struct App {
    pub runner: Runner,
    pub keys: KeyMap,
    pub theme: Theme,
    pub input: String,
    pub focus: Focus,
    pub cursor: Square,
    /// Black's side below.
    pub flipped: bool,
    pub help: bool,
    pub big: bool,
    /// The latest lines, newest last.
    pub messages: Vec<String>,
    /// How many of the last `messages` the latest answer had: the message
    /// area shows all of them.
    pub latest: usize,
    /// The first line of the latest answer shown, when the answer is longer
    /// than the message area (PageUp, PageDown).
    pub scroll: usize,
    /// The message area as last drawn: rows shown, and rows the answer has.
    pub message_rows: Cell<(usize, usize)>,
    pub quit: bool,
}

const KEPT_MESSAGES: usize = 200;

impl App {
    pub fn new(runner: Runner, keys: KeyMap, theme: Theme, big: bool) -> App {
        let flipped = runner.session.setup().blind == Color::Black;
        let cursor = if flipped { Square::E8 } else { Square::E1 };
        App {
            runner,
            keys,
            theme,
            input: String::new(),
            focus: Focus::Input,
            cursor,
            flipped,
            help: false,
            big,
            messages: Vec::new(),
            latest: 0,
            scroll: 0,
            message_rows: Cell::new((2, 0)),
            quit: false,
        }
    }

    /// Lines shown before any answer (the game file, a resumed game's state).
    pub fn notes(&mut self, notes: Vec<String>) {
        self.latest = notes.len();
        self.messages.extend(notes);
    }

    /// Shows every line of an answer; an answer with no lines leaves the last one.
    fn show(&mut self, outcome: Outcome) {
        self.quit |= outcome.quit;
        if outcome.parts.is_empty() {
            return;
        }
        self.latest = outcome.parts.len();
        self.scroll = 0;
        self.messages
            .extend(outcome.parts.into_iter().map(|part| part.text));
        let extra = self.messages.len().saturating_sub(KEPT_MESSAGES);
        self.messages.drain(..extra);
        self.latest = self.latest.min(self.messages.len());
    }

    /// A line shown and said privately (board exploration, mode changes).
    fn tell(&mut self, text: String) {
        let outcome = self.runner.tell(text);
        self.show(outcome);
    }

    /// Runs a typed line, as line mode would.
    pub fn command(&mut self, text: &str) {
        let outcome = self.runner.line(text);
        self.show(outcome);
    }

    /// Runs a command of a key.
    fn run(&mut self, command: Command) {
        let outcome = self.runner.run(command);
        self.show(outcome);
    }

    /// Once a second and after input: flag falls, warnings.
    pub fn tick(&mut self) {
        let outcome = self.runner.tick();
        self.show(outcome);
    }

    /// The last line shown.
    pub fn message(&self) -> &str {
        self.messages.last().map_or("", String::as_str)
    }

    /// The lines of the latest answer (at least the last line shown).
    pub fn answer(&self) -> &[String] {
        &self.messages[self.messages.len().saturating_sub(self.latest.max(1))..]
    }

    fn describe_cursor(&mut self) {
        let t = self.runner.session.setup().lang.text();
        let text = explore::describe_square(
            self.runner.session.position(),
            self.cursor,
            &self.runner.ctx.voice,
            t,
        );
        self.tell(text);
    }

    pub fn key(&mut self, ev: KeyEvent) {
        if ev.kind != KeyEventKind::Press {
            return;
        }
        // Ctrl-C always leaves, restoring the terminal; the game is saved.
        if ev.code == KeyCode::Char('c') && ev.modifiers.contains(KeyModifiers::CONTROL) {
            self.run(Command::Quit);
            self.quit = true;
            return;
        }
        if self.help {
            self.help = false;
            return;
        }
        let board = self.focus == Focus::Board;
        if let Some(action) = self.keys.action(&ev, board) {
            self.act(action);
            return;
        }
        match (self.focus, ev.code) {
            (Focus::Board, KeyCode::Char(c @ 'a'..='h')) => {
                self.cursor = explore::jump_file(self.cursor, File::from_char(c).expect("a-h"));
                self.describe_cursor();
            }
            (Focus::Board, KeyCode::Char(c @ '1'..='8')) => {
                self.cursor = explore::jump_rank(self.cursor, Rank::from_char(c).expect("1-8"));
                self.describe_cursor();
            }
            (Focus::Input, KeyCode::Char(c)) if !ev.modifiers.contains(KeyModifiers::CONTROL) => {
                // The same cap as a line typed in line mode: a key held down
                // or a long paste cannot grow the line without end.
                if self.input.len() + c.len_utf8() > MAX_LINE {
                    let t = self.runner.session.setup().lang.text();
                    self.tell(t.input_full(MAX_LINE));
                    return;
                }
                self.input.push(c);
                // Each key is heard: the character typed.
                self.runner.speech.say(Channel::Private, &c.to_string());
            }
            (Focus::Input, KeyCode::Backspace) => {
                // The character taken away is said, as a screen reader does.
                if let Some(c) = self.input.pop() {
                    self.runner.speech.say(Channel::Private, &c.to_string());
                }
            }
            _ => {}
        }
    }

    fn act(&mut self, action: KeyAction) {
        let t = self.runner.session.setup().lang.text();
        let turn = self.runner.session.position().turn();
        match action {
            KeyAction::Submit => {
                let text = std::mem::take(&mut self.input);
                if !text.trim().is_empty() {
                    self.command(&text);
                }
            }
            KeyAction::Press => self.run(Command::Act(Action::Press)),
            KeyAction::Fix => {
                self.focus = Focus::Input;
                self.input = "fix ".into();
            }
            KeyAction::Time => self.run(Command::Time),
            KeyAction::Last => self.run(Command::Last(1)),
            KeyAction::Repeat => self.run(Command::Repeat),
            KeyAction::Help => {
                self.help = true;
                self.tell(t.tui_help_title().to_string());
                // The help is heard too, one key after another.
                for (action, key) in self.keys.bindings() {
                    let line = format!("{}: {}", key.label(), t.key_help(action));
                    self.runner.speech.say_in_turn(Channel::Private, &line);
                }
                self.runner
                    .speech
                    .say_in_turn(Channel::Private, &t.key_help_files_ranks());
            }
            KeyAction::BigText => self.big = !self.big,
            // A long answer (help, a report) is read page by page.
            KeyAction::PageUp | KeyAction::PageDown => {
                let (page, rows) = self.message_rows.get();
                self.scroll = if action == KeyAction::PageUp {
                    self.scroll.saturating_sub(page)
                } else {
                    (self.scroll + page).min(rows.saturating_sub(page))
                };
            }
            KeyAction::BoardMode => {
                self.focus = if self.focus == Focus::Board {
                    Focus::Input
                } else {
                    Focus::Board
                };
                if self.focus == Focus::Board {
                    self.tell(t.tui_board_mode().to_string());
                    self.describe_cursor();
                } else {
                    self.tell(t.tui_prompt().trim_end().trim_end_matches(':').to_string());
                }
            }
            KeyAction::Quit => {
                self.run(Command::Quit);
                self.quit = true;
            }
            KeyAction::Up | KeyAction::Down | KeyAction::Left | KeyAction::Right => {
                let dir = match action {
                    KeyAction::Up => Direction::Up,
                    KeyAction::Down => Direction::Down,
                    KeyAction::Left => Direction::Left,
                    _ => Direction::Right,
                };
                if let Some(sq) = explore::step(self.cursor, dir, self.flipped) {
                    self.cursor = sq;
                }
                self.describe_cursor();
            }
            KeyAction::Flip => {
                self.flipped = !self.flipped;
                self.tell(t.board_flipped(self.flipped));
            }
            KeyAction::Square => self.describe_cursor(),
            KeyAction::ScanRank | KeyAction::ScanFile | KeyAction::ScanDiagonals => {
                let pos = self.runner.session.position().clone();
                let voice = &self.runner.ctx.voice;
                let text = match action {
                    KeyAction::ScanRank => {
                        explore::describe_line(&pos, &explore::rank_line(self.cursor), voice, t)
                    }
                    KeyAction::ScanFile => {
                        explore::describe_line(&pos, &explore::file_line(self.cursor), voice, t)
                    }
                    _ => {
                        let (a, b) = explore::diagonals(self.cursor);
                        format!(
                            "{} {}",
                            explore::describe_line(&pos, &a, voice, t),
                            explore::describe_line(&pos, &b, voice, t)
                        )
                    }
                };
                self.tell(text);
            }
            KeyAction::ListPieces => {
                let pos = self.runner.session.position().clone();
                let voice = self.runner.ctx.voice.clone();
                let text = [Color::White, Color::Black]
                    .map(|c| explore::describe_pieces(&pos, c, &voice, t))
                    .join(" ");
                self.tell(text);
            }
            KeyAction::LegalMoves => {
                let pos = self.runner.session.position().clone();
                let letters = self.runner.session.setup().letters;
                let text = explore::describe_moves(
                    &pos,
                    self.cursor,
                    &self.runner.ctx.voice,
                    t,
                    Some(letters),
                );
                self.tell(text);
            }
            KeyAction::Attackers => {
                let pos = self.runner.session.position().clone();
                let text = explore::describe_attacks(&pos, self.cursor, &self.runner.ctx.voice, t);
                self.tell(text);
            }
            KeyAction::NextKing
            | KeyAction::NextQueen
            | KeyAction::NextRook
            | KeyAction::NextBishop
            | KeyAction::NextKnight
            | KeyAction::NextPawn => {
                let role = match action {
                    KeyAction::NextKing => Role::King,
                    KeyAction::NextQueen => Role::Queen,
                    KeyAction::NextRook => Role::Rook,
                    KeyAction::NextBishop => Role::Bishop,
                    KeyAction::NextKnight => Role::Knight,
                    _ => Role::Pawn,
                };
                if let Some(sq) =
                    explore::next_piece(self.runner.session.position().board(), self.cursor, role)
                {
                    self.cursor = sq;
                }
                self.describe_cursor();
            }
        }
        let _ = turn;
    }
}
