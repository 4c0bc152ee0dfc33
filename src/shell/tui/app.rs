//! The interface's state and what each key does to it. Commands go through
//! the same interpreter as line mode, so everything line mode can do works
//! here too; what it prints becomes the message line, and what it says is said.

use std::io::Write;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use shakmaty::{Color, File, Position, Rank, Role, Square};

use crate::core::explore::{self, Direction};
use crate::core::session::Channel;
use crate::shell::keys::{KeyAction, KeyMap};
use crate::shell::line::LineMode;
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
    pub line: LineMode<Vec<u8>>,
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
    pub quit: bool,
}

const KEPT_MESSAGES: usize = 50;

impl App {
    pub fn new(line: LineMode<Vec<u8>>, keys: KeyMap, theme: Theme, big: bool) -> App {
        let flipped = line.session.setup().blind == Color::Black;
        let cursor = if flipped { Square::E8 } else { Square::E1 };
        App {
            line,
            keys,
            theme,
            input: String::new(),
            focus: Focus::Input,
            cursor,
            flipped,
            help: false,
            big,
            messages: Vec::new(),
            quit: false,
        }
    }

    /// Lines the interpreter wrote since the last look.
    fn collect(&mut self) {
        let out = std::mem::take(&mut self.line.out);
        for line in String::from_utf8_lossy(&out).lines() {
            self.messages.push(line.to_string());
        }
        let extra = self.messages.len().saturating_sub(KEPT_MESSAGES);
        self.messages.drain(..extra);
    }

    /// A line shown and said privately (board exploration, mode changes).
    fn tell(&mut self, text: String) {
        self.line.say(&text);
        self.collect();
    }

    /// Runs a line-mode command.
    pub fn command(&mut self, text: &str) {
        if !self.line.handle(text) {
            self.quit = true;
        }
        let _ = self.line.out.flush();
        self.collect();
    }

    /// Once a second and after input: flag falls, warnings.
    pub fn tick(&mut self) {
        self.line.tick();
        self.collect();
    }

    pub fn message(&self) -> &str {
        self.messages.last().map_or("", String::as_str)
    }

    fn describe_cursor(&mut self) {
        let t = self.line.session.setup().lang.text();
        let text = explore::describe_square(
            self.line.session.position(),
            self.cursor,
            &self.line.ctx.voice,
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
            self.command("quit");
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
                self.input.push(c);
                // Each key is heard: the character typed.
                self.line.speech.say(Channel::Private, &c.to_string());
            }
            (Focus::Input, KeyCode::Backspace) => {
                // The character taken away is said, as a screen reader does.
                if let Some(c) = self.input.pop() {
                    self.line.speech.say(Channel::Private, &c.to_string());
                }
            }
            _ => {}
        }
    }

    fn act(&mut self, action: KeyAction) {
        let t = self.line.session.setup().lang.text();
        let turn = self.line.session.position().turn();
        match action {
            KeyAction::Submit => {
                let text = std::mem::take(&mut self.input);
                if !text.trim().is_empty() {
                    self.command(&text);
                }
            }
            KeyAction::Press => self.command("press"),
            KeyAction::Fix => {
                self.focus = Focus::Input;
                self.input = "fix ".into();
            }
            KeyAction::Time => self.command("time"),
            KeyAction::Last => self.command("last"),
            KeyAction::Repeat => self.command("repeat"),
            KeyAction::Help => {
                self.help = true;
                self.tell(t.tui_help_title().to_string());
                // The help is heard too, one key after another.
                for (action, key) in self.keys.bindings() {
                    let line = format!("{}: {}", key.label(), t.key_help(action));
                    self.line.speech.say_in_turn(Channel::Private, &line);
                }
                self.line
                    .speech
                    .say_in_turn(Channel::Private, &t.key_help_files_ranks());
            }
            KeyAction::BigText => self.big = !self.big,
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
                self.command("quit");
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
                let pos = self.line.session.position().clone();
                let voice = &self.line.ctx.voice;
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
                let pos = self.line.session.position().clone();
                let voice = self.line.ctx.voice.clone();
                let text = [Color::White, Color::Black]
                    .map(|c| explore::describe_pieces(&pos, c, &voice, t))
                    .join(" ");
                self.tell(text);
            }
            KeyAction::LegalMoves => {
                let pos = self.line.session.position().clone();
                let letters = self.line.session.setup().letters;
                let text = explore::describe_moves(
                    &pos,
                    self.cursor,
                    &self.line.ctx.voice,
                    t,
                    Some(letters),
                );
                self.tell(text);
            }
            KeyAction::Attackers => {
                let pos = self.line.session.position().clone();
                let text = explore::describe_attacks(&pos, self.cursor, &self.line.ctx.voice, t);
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
                    explore::next_piece(self.line.session.position().board(), self.cursor, role)
                {
                    self.cursor = sq;
                }
                self.describe_cursor();
            }
        }
        let _ = turn;
    }
}
