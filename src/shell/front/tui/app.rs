//! The interface's state and what each key does to it. Typed lines go to
//! the same runner as line mode, so everything line mode can do works here
//! too; every line of the runner's outcome is shown in the message area.

use std::cell::Cell;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use shakmaty::{Board, CastlingMode, Chess, Color, FromSetup, Position};

use super::edit::LineEditor;
use super::explore::{Cursor, Look};
use super::lines::{edit_key, history_key};
use super::messages::MessageLog;

use crate::core::command::Command;
use crate::core::explore;
use crate::core::session::{Action, Channel};
use crate::shell::front::input::MAX_LINE;
use crate::shell::front::keys::{KeyAction, KeyMap};
use crate::shell::front::runner::{Outcome, Runner};
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

/// The board the cursor explores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explored {
    /// The game: the position after the announced move.
    Game,
    /// The peg board as the blind player has it.
    Peg,
}

impl Explored {
    pub fn other(self) -> Explored {
        match self {
            Explored::Game => Explored::Peg,
            Explored::Peg => Explored::Game,
        }
    }
}

pub struct App {
    pub runner: Runner,
    pub keys: KeyMap,
    pub theme: Theme,
    pub input: LineEditor,
    pub focus: Focus,
    pub explored: Explored,
    pub cursor: Cursor,
    pub help: bool,
    /// The first row of the help shown.
    pub help_scroll: usize,
    /// The help as last drawn: rows shown, rows it has, and the width it
    /// was wrapped to (a row said is a row drawn).
    pub help_rows: Cell<(usize, usize, usize)>,
    pub big: bool,
    /// Every line shown, with the window the message area shows.
    pub messages: MessageLog,
    /// The message area as last drawn (columns, rows): paging and reading
    /// back go by what is on screen.
    pub message_area: Cell<(usize, usize)>,
    pub quit: bool,
}

impl App {
    pub fn new(runner: Runner, keys: KeyMap, theme: Theme, big: bool) -> App {
        let cursor = Cursor::new(runner.session.setup().blind == Color::Black);
        App {
            runner,
            keys,
            theme,
            input: LineEditor::new(MAX_LINE),
            focus: Focus::Input,
            explored: Explored::Game,
            cursor,
            help: false,
            help_scroll: 0,
            help_rows: Cell::new((0, 0, 80)),
            big,
            messages: MessageLog::default(),
            message_area: Cell::new((80, 2)),
            quit: false,
        }
    }

    /// Lines shown and said before any answer: a new or resumed game's
    /// state, the game file; the same lines line mode prints.
    pub fn notes(&mut self, notes: Vec<String>) {
        for note in &notes {
            self.runner.speech.say_in_turn(Channel::Private, note);
        }
        self.messages.push_answer(notes);
    }

    /// Shows every line of an answer; an answer with no lines leaves the last one.
    fn show(&mut self, outcome: Outcome) {
        self.quit |= outcome.quit;
        self.messages
            .push_answer(outcome.parts.into_iter().map(|part| part.text));
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

    /// The board judged again after a key (a typed command may have changed
    /// the game).
    pub fn board_recheck(&mut self, board: &mut crate::shell::eboard::Board) {
        for outcome in board.recheck(&mut self.runner) {
            self.show(outcome);
        }
    }

    /// An event of the electronic board, carried out as typed commands are.
    pub fn board_event(
        &mut self,
        board: &mut crate::shell::eboard::Board,
        event: crate::shell::eboard::BoardEvent,
    ) {
        for outcome in board.event(event, &mut self.runner) {
            self.show(outcome);
        }
    }

    /// The last line shown.
    pub fn message(&self) -> &str {
        self.messages.last()
    }

    /// The lines of the latest answer.
    pub fn answer(&self) -> &[String] {
        self.messages.answer()
    }

    /// The position the keys explore: the game's after the announced move,
    /// or the peg board's pieces with the same side to move.
    fn explored_position(&self) -> Chess {
        self.position_of(self.explored)
    }

    fn position_of(&self, which: Explored) -> Chess {
        let shown = self.runner.session.shown_position();
        match which {
            Explored::Game => shown,
            Explored::Peg => peg_position(&self.runner.session.peg_board(), &shown),
        }
    }

    /// The square under the cursor said; where the two boards differ there,
    /// the other board's square too.
    fn describe_cursor(&mut self) {
        let t = self.runner.session.setup().lang.text();
        let voice = &self.runner.ctx.voice;
        let mut text =
            explore::describe_square(&self.explored_position(), self.cursor.square, voice, t);
        if self
            .runner
            .session
            .differing_squares()
            .contains(&self.cursor.square)
        {
            let other = self.explored.other();
            let there =
                explore::describe_square(&self.position_of(other), self.cursor.square, voice, t);
            text = format!(
                "{text}; {}",
                t.tui_other_board(other == Explored::Peg, &there)
            );
        }
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
            self.help_key(&ev);
            return;
        }
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
                self.describe_cursor();
            }
            (Focus::Input, KeyCode::Char(c)) if typed => {
                // The same cap as a line typed in line mode: a key held down
                // or a long paste cannot grow the line without end.
                if self.input.insert(c) {
                    // Each key is heard, unless something else is being said.
                    self.runner.speech.echo(&c.to_string());
                } else {
                    let t = self.runner.session.setup().lang.text();
                    self.tell(t.input_full(MAX_LINE));
                }
            }
            (Focus::Input, code) if self.edit(code) => {}
            _ => {
                let t = self.runner.session.setup().lang.text();
                self.tell(t.tui_no_key(&self.keys.key(KeyAction::Help).label()));
            }
        }
    }

    /// Editing keys of the input line; false for a key that is none. What
    /// the cursor reaches is heard, as a screen reader says it.
    fn edit(&mut self, code: KeyCode) -> bool {
        let Some(heard) = edit_key(&mut self.input, code) else {
            return false;
        };
        if let Some(heard) = heard {
            self.runner.speech.echo(&heard);
        }
        true
    }

    /// Keys while the help is open: arrows and pages scroll it, saying the
    /// line that comes into view; any other key closes it.
    fn help_key(&mut self, ev: &KeyEvent) {
        let (visible, rows, width) = self.help_rows.get();
        let last = rows.saturating_sub(visible);
        let top = self.help_scroll.min(last);
        let page = visible.max(1);
        let to = match ev.code {
            KeyCode::Up => top.saturating_sub(1),
            KeyCode::Down => (top + 1).min(last),
            KeyCode::PageUp => top.saturating_sub(page),
            KeyCode::PageDown => (top + page).min(last),
            _ => {
                self.help = false;
                self.help_scroll = 0;
                return;
            }
        };
        self.help_scroll = to;
        // The row that came into view: the bottom one going down, else the top one.
        let said_row = if ev.code == KeyCode::Down {
            (to + visible).saturating_sub(1)
        } else {
            to
        };
        let t = self.runner.session.setup().lang.text();
        let rows = super::help::help_rows(&self.keys, t, width);
        if let Some((key, text)) = rows.get(said_row) {
            let line = format!("{} {}", key.trim(), text);
            self.runner.speech.say(Channel::Private, line.trim());
        }
    }

    fn act(&mut self, action: KeyAction) {
        let t = self.runner.session.setup().lang.text();
        match action {
            KeyAction::Submit => {
                let text = self.input.submit();
                if !text.trim().is_empty() {
                    self.command(&text);
                }
            }
            KeyAction::Press => self.run(Command::Act(Action::Press)),
            KeyAction::Fix => {
                self.focus = Focus::Input;
                self.input.set("fix ");
            }
            KeyAction::Time => self.run(Command::Time),
            KeyAction::Last => self.run(Command::Last(1)),
            KeyAction::Repeat => self.run(Command::Repeat),
            KeyAction::Help => {
                self.help = true;
                self.help_scroll = 0;
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
            KeyAction::BigText => {
                self.big = !self.big;
                self.tell(t.tui_big_text(self.big));
            }
            // The history is read page by page, or line by line; each line
            // is said as it comes into view.
            KeyAction::PageUp
            | KeyAction::PageDown
            | KeyAction::ReadBack
            | KeyAction::ReadForward => {
                let area = self.message_area.get();
                let lines = history_key(&mut self.messages, action, area, t).unwrap_or_default();
                self.runner.speech.say_all(Channel::Private, &lines);
            }
            KeyAction::SwitchBoard => {
                self.explored = self.explored.other();
                let differences = self.runner.session.differing_squares().len();
                self.tell(t.tui_exploring(self.explored == Explored::Peg, differences));
                self.describe_cursor();
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
            board_key => {
                let pos = self.explored_position();
                let letters = self.runner.session.setup().letters;
                let voice = self.runner.ctx.voice.clone();
                match self.cursor.key(board_key, &pos, &voice, t, letters) {
                    Some(Look::Square) => self.describe_cursor(),
                    Some(Look::Say(text)) => self.tell(text),
                    None => {}
                }
            }
        }
    }
}

/// The peg board's pieces as a position to explore, with the game's side to
/// move; where they make no legal position (a king missing), an empty
/// board stands in, so that no key fails.
fn peg_position(peg: &Board, game: &Chess) -> Chess {
    let mut setup = game.to_setup(shakmaty::EnPassantMode::Legal);
    setup.board = peg.clone();
    Chess::from_setup(setup, CastlingMode::Standard)
        .or_else(shakmaty::PositionError::ignore_invalid_castling_rights)
        .or_else(shakmaty::PositionError::ignore_invalid_ep_square)
        .or_else(shakmaty::PositionError::ignore_too_much_material)
        .or_else(shakmaty::PositionError::ignore_impossible_check)
        .unwrap_or_else(|_| game.clone())
}
