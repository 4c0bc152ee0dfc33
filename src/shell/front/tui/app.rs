//! The full screen's state and what each key does to it, for a game and
//! for the study of a game alike: typed lines go to the same [`Driver`] as
//! in line mode, so everything line mode can do works here too; every line
//! of an answer is spoken and shown through the one [`speak`].

use crate::shell::text::ShellMessages as _;
use std::cell::Cell;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::edit::LineEditor;
use super::explore::{Cursor, Look};
use super::lines::{edit_key, history_key};
use super::messages::MessageLog;

use crate::core::braille::display::{KeyRequest, Shown};
use crate::core::explore;
use crate::core::say::{Answer, Channel};
use crate::shell::braille::display::{DisplayKey, News};
use crate::shell::front::driver::{Driver, Explored, KeyUse, Origin, speak};
use crate::shell::front::input::MAX_LINE;
use crate::shell::front::runner::Runner;
use crate::shell::keys::{KeyAction, KeyMap};
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

pub struct App<D: Driver = Runner> {
    pub driver: D,
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
    /// The help's entry heard last while scrolling: an entry of several
    /// rows is heard once.
    help_said: Option<usize>,
    /// The clock's calls that came while the list of keys was open: queued
    /// behind its reading, they are said again once closing it stops that.
    under_help: Vec<String>,
    /// That the input line is full was said, and nothing was erased since.
    full_told: bool,
    pub big: bool,
    /// Every line shown, with the window the message area shows.
    pub messages: MessageLog,
    /// The message area as last drawn (columns, rows): paging and reading
    /// back go by what is on screen.
    pub message_area: Cell<(usize, usize)>,
    /// The screen as last drawn (columns, rows): whether the large letters
    /// have room on it.
    pub screen: Cell<(u16, u16)>,
    /// The history's lines last read back (Ctrl+Up, Page Up …): the braille
    /// display shows them too, until the next answer.
    read_back: Option<Vec<String>>,
    pub quit: bool,
    /// The braille display, where one is asked for (`--braille`).
    pub braille: Option<super::braille::Braille>,
    /// The lines said last, whatever said them: what a braille display
    /// shows when no line is being typed.
    latest: Vec<String>,
}

impl<D: Driver> App<D> {
    pub fn new(driver: D, keys: KeyMap, theme: Theme, big: bool) -> App<D> {
        let cursor = Cursor::new(driver.flipped());
        let input = LineEditor::new(MAX_LINE).with_secret(driver.secret());
        App {
            driver,
            keys,
            theme,
            input,
            focus: Focus::Input,
            explored: Explored::Game,
            cursor,
            help: false,
            help_scroll: 0,
            help_rows: Cell::new((0, 0, 80)),
            help_said: None,
            under_help: Vec::new(),
            full_told: false,
            big,
            messages: MessageLog::default(),
            message_area: Cell::new((80, 2)),
            screen: Cell::new((80, 24)),
            read_back: None,
            quit: false,
            braille: None,
            latest: Vec::new(),
        }
    }

    /// Says an answer to a command and shows every line of it; an answer
    /// with no lines leaves the last one.
    pub fn show(&mut self, answer: Answer) {
        self.show_from(answer, Origin::Command);
    }

    /// (The clock's lines follow the answer on screen, never push it away.)
    fn show_from(&mut self, answer: Answer, origin: Origin) {
        self.read_back = None;
        if self.help && origin == Origin::Clock {
            self.under_help.extend(
                answer
                    .lines
                    .iter()
                    .filter(|say| say.channel == Channel::Private)
                    .map(|say| say.spoken().to_string()),
            );
        }
        let lang = self.driver.lang();
        let shown = speak(self.driver.speech(), lang, answer, origin);
        self.quit |= shown.quit;
        if !shown.lines.is_empty() {
            self.latest.clone_from(&shown.lines);
        }
        match origin {
            Origin::Command => self.messages.push_answer(shown.lines),
            Origin::Clock => self.messages.push_more(shown.lines),
        }
    }

    /// A line shown and said privately (board exploration, mode changes).
    fn tell(&mut self, text: String) {
        self.show(Answer::said(text));
    }

    /// Runs a typed line, as line mode would.
    pub fn command(&mut self, text: &str) {
        let answer = self.driver.line(text);
        self.show(answer);
    }

    /// Once a second: flag falls, warnings. Whether it said anything.
    pub fn tick(&mut self) -> bool {
        let answer = self.driver.tick();
        let said = !answer.lines.is_empty();
        self.show_from(answer, Origin::Clock);
        said
    }

    /// The electronic board judged again after a key.
    pub fn board_recheck(&mut self) {
        for answer in self.driver.recheck() {
            self.show(answer);
        }
    }

    /// What the game waits for before any key (the engine's first move).
    pub fn begun(&mut self) {
        for answer in self.driver.begun() {
            self.show(answer);
        }
    }

    /// What the engine a study asked says.
    pub fn study_event(&mut self, event: crate::shell::engine::StudyEvent) {
        for answer in self.driver.study_event(event) {
            self.show(answer);
        }
    }

    /// What a poll of a board brought (the arbiter's overview): said
    /// after what is being said; whether it said anything.
    pub fn polled(
        &mut self,
        board: usize,
        polled: crate::core::broadcast::overview::Polled,
    ) -> bool {
        let answer = self.driver.polled(board, polled);
        let said = !answer.lines.is_empty();
        // Said after what is being said, as the clock's calls are, but
        // shown as an answer: the newest news is always in view.
        let lang = self.driver.lang();
        let shown = speak(self.driver.speech(), lang, answer, Origin::Clock);
        if !shown.lines.is_empty() {
            self.latest.clone_from(&shown.lines);
        }
        self.messages.push_answer(shown.lines);
        said
    }

    /// What the braille display is to show: the input line while one is
    /// typed (a sealed move hidden, as drawn), else the lines said last.
    fn braille_shown(&self) -> Shown {
        // The list of keys while it is open, an entry a line: the display
        // pans and moves through it as through an answer.
        if self.help {
            let t = self.driver.lang().text();
            let mut lines = vec![t.tui_help_title().to_string()];
            lines.extend(super::help::help_lines(
                &self.keys,
                t,
                self.driver.letters(),
            ));
            // The state last here too: always a Bottom away.
            lines.extend(self.driver.state_line());
            return Shown::Answer(lines);
        }
        if self.focus == Focus::Input && !self.input.is_empty() {
            Shown::Input {
                text: self.input.shown(),
                cursor: self.input.cursor(),
            }
        } else {
            // The state last: the answer (or the history read back) first,
            // the state always a Bottom (or a pan past the answer) away.
            let mut lines = self
                .read_back
                .clone()
                .unwrap_or_else(|| self.latest.clone());
            lines.extend(self.driver.state_line());
            Shown::Answer(lines)
        }
    }

    /// The braille display brought up to date with the screen.
    pub fn braille_refresh(&mut self) {
        let shown = self.braille_shown();
        if let Some(braille) = self.braille.as_mut() {
            braille.show(shown);
        }
    }

    /// What became of the braille display (said), or a key of it: a
    /// panning key moves its window, a routing key says the word under
    /// it or moves the input line's cursor, its keyboard types.
    pub fn braille_news(&mut self, news: News) {
        let Some(braille) = self.braille.as_mut() else {
            return;
        };
        match news {
            News::Key(DisplayKey::Typed(key)) => self.key(key),
            // (The panel is up to date: the loop refreshes it after every
            // event.)
            News::Key(DisplayKey::Panel(key)) => {
                match braille.key(key) {
                    KeyRequest::Say(word) => self.driver.speech().say(Channel::Private, &word),
                    KeyRequest::Cursor(at) => {
                        self.input.set_cursor(at);
                        None
                    }
                    KeyRequest::Moved | KeyRequest::Edge | KeyRequest::Nothing => None,
                };
            }
            news => {
                let t = self.driver.lang().text();
                if let Some(line) = braille.news(&news, t) {
                    // The display's own news comes first, the lines it
                    // showed (the game's opening, the move to carry out)
                    // after it, a line down: never replaced by it.
                    let before = std::mem::take(&mut self.latest);
                    self.show_from(Answer::said(line), Origin::Clock);
                    self.latest.extend(before);
                }
            }
        }
    }

    /// A line of the engine in the sighted player's seat.
    pub fn engine_event(&mut self, event: crate::shell::engine::Forwarded) {
        for answer in self.driver.engine_event(event) {
            self.show(answer);
        }
    }

    /// An event of the electronic board, carried out as typed commands are.
    pub fn board_event(&mut self, event: crate::shell::eboard::BoardEvent) {
        for answer in self.driver.board_event(event) {
            self.show(answer);
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

    fn no_key(&mut self) {
        let t = self.driver.lang().text();
        self.tell(t.tui_no_key(&self.keys.key(KeyAction::Help).label(t)));
    }

    /// The square under the cursor; where the two boards differ there, the
    /// other board's square too.
    fn cursor_line(&self) -> String {
        let t = self.driver.lang().text();
        let voice = self.driver.voice();
        let square = self.cursor.square;
        let text = explore::describe_square(&self.driver.explored(self.explored), square, voice, t);
        if !self.driver.differing().contains(&square) {
            return text;
        }
        let other = self.explored.other();
        let there = explore::describe_square(&self.driver.explored(other), square, voice, t);
        format!(
            "{text}; {}",
            t.tui_other_board(other == Explored::Peg, &there)
        )
    }

    /// The square under the cursor said.
    fn describe_cursor(&mut self) {
        let line = self.cursor_line();
        self.tell(line);
    }

    /// A line about a change of mode, then the square under the cursor, in
    /// one answer: the square waits for the line before it.
    fn tell_then_cursor(&mut self, text: String) {
        let square = self.cursor_line();
        self.show(Answer::private([text, square]));
    }

    pub fn key(&mut self, ev: KeyEvent) {
        if ev.kind != KeyEventKind::Press {
            return;
        }
        // Ctrl-C always leaves, restoring the terminal; a game is saved.
        if ev.code == KeyCode::Char('c') && ev.modifiers.contains(KeyModifiers::CONTROL) {
            self.act(KeyAction::Quit);
            self.quit = true;
            return;
        }
        if self.help && self.help_key(&ev) {
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
            (Focus::Input, KeyCode::Right | KeyCode::Left) if self.input.is_empty() => {
                match self.driver.step(ev.code == KeyCode::Right) {
                    Some(answer) => self.show(answer),
                    None => {
                        self.edit(ev.code);
                    }
                }
            }
            (Focus::Input, KeyCode::Char(c)) if typed => {
                // The same cap as a line typed in line mode: a key held down
                // or a long paste cannot grow the line without end.
                if self.input.insert(c) {
                    self.full_told = false;
                    // Each key is heard, unless something else is being
                    // said, or it is of a sealed move.
                    if !self.input.typed_secret() {
                        self.driver.speech().echo(&c.to_string());
                    }
                } else if !self.full_told {
                    // Once, not for every key of a long paste.
                    self.full_told = true;
                    let t = self.driver.lang().text();
                    self.tell(t.input_full(MAX_LINE));
                }
            }
            (Focus::Input, code) if self.edit(code) => {}
            _ => self.no_key(),
        }
    }

    /// Editing keys of the input line; false for a key that is none. What
    /// the cursor reaches is heard, as a screen reader says it.
    fn edit(&mut self, code: KeyCode) -> bool {
        let Some(heard) = edit_key(&mut self.input, code) else {
            return false;
        };
        self.full_told = false;
        if let Some(heard) = heard {
            self.driver.speech().echo(&heard);
        }
        true
    }

    /// Keys while the help is open: arrows and pages scroll it, saying the
    /// line that comes into view; any other key closes it, and but for Esc
    /// and the help key, then does what it does (F2 still presses the
    /// clock: no key is lost). Whether the key is used up.
    fn help_key(&mut self, ev: &KeyEvent) -> bool {
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
                // Closed, the list is no longer read out.
                self.help = false;
                self.help_scroll = 0;
                self.driver.speech().stop_private();
                for call in std::mem::take(&mut self.under_help) {
                    self.driver.speech().say_in_turn(Channel::Private, &call);
                }
                let closes_only = ev.code == KeyCode::Esc
                    || self.keys.action(ev, self.focus == Focus::Board) == Some(KeyAction::Help);
                return closes_only;
            }
        };
        self.help_scroll = to;
        // The row that came into view: the bottom one going down, else the top one.
        let said_row = if ev.code == KeyCode::Down {
            (to + visible).saturating_sub(1)
        } else {
            to
        };
        let t = self.driver.lang().text();
        let letters = self.driver.letters();
        let entry = super::help::entry_of_row(&self.keys, t, letters, width, said_row);
        if let Some((n, line)) = entry.filter(|(n, _)| Some(*n) != self.help_said) {
            self.help_said = Some(n);
            self.driver.speech().say(Channel::Private, &line);
        }
        true
    }

    fn act(&mut self, action: KeyAction) {
        let t = self.driver.lang().text();
        match action {
            KeyAction::Submit => {
                self.full_told = false;
                let text = self.input.submit();
                self.command(&text);
            }
            KeyAction::ClearLine => {
                self.full_told = false;
                self.input.set("");
                self.tell(t.tui_line_cleared());
            }
            KeyAction::BigText => {
                self.big = !self.big;
                // Turned on where the screen has no rows for them: said.
                let (w, h) = self.screen.get();
                let fits = super::layout::letter_rows_for(w, h, 2)
                    >= super::layout::BigLetters::Small.cells().1;
                self.tell(t.tui_big_text(self.big, fits));
            }
            // The history is read page by page, or line by line; each line
            // is said as it comes into view.
            KeyAction::PageUp
            | KeyAction::PageDown
            | KeyAction::ReadBack
            | KeyAction::ReadForward => {
                let area = self.message_area.get();
                let lines = history_key(&mut self.messages, action, area, t).unwrap_or_default();
                self.driver.speech().say_all(Channel::Private, &lines);
                if !lines.is_empty() {
                    self.read_back = Some(lines);
                }
            }
            KeyAction::SwitchBoard if self.driver.has_peg() => {
                self.explored = self.explored.other();
                let differences = self.driver.differences();
                self.tell_then_cursor(t.tui_exploring(self.explored == Explored::Peg, differences));
            }
            KeyAction::BoardMode if self.driver.has_board() => {
                self.focus = if self.focus == Focus::Board {
                    Focus::Input
                } else {
                    Focus::Board
                };
                if self.focus == Focus::Board {
                    self.tell_then_cursor(t.tui_board_mode().to_string());
                } else {
                    // Back at the move input, the board drawn is the game's.
                    self.explored = Explored::Game;
                    self.tell(t.tui_prompt().trim_end().trim_end_matches(':').to_string());
                }
            }
            action => match self.driver.key(action, &self.keys) {
                KeyUse::Answer(answer) => self.show(answer),
                KeyUse::Type(start) => {
                    self.focus = Focus::Input;
                    self.input.set(start);
                }
                KeyUse::KeyList => {
                    self.help = true;
                    self.help_scroll = 0;
                    self.help_said = None;
                    self.under_help.clear();
                    // Said, not kept as the answer: closing the list leaves
                    // the screen and the display as they were.
                    self.driver
                        .speech()
                        .say(Channel::Private, &t.tui_help_title());
                    // The help is heard too, one key after another.
                    // (The same lines as drawn, unwrapped.)
                    let letters = self.driver.letters();
                    for line in super::help::help_lines(&self.keys, t, letters) {
                        self.driver.speech().say_in_turn(Channel::Private, &line);
                    }
                }
                KeyUse::None => self.board_key(action),
            },
        }
    }

    /// A key of board mode, over the board explored.
    fn board_key(&mut self, action: KeyAction) {
        let t = self.driver.lang().text();
        let pos = self.driver.explored(self.explored);
        let letters = self.driver.letters();
        let voice = self.driver.voice().clone();
        match self.cursor.key(action, &pos, &voice, t, letters) {
            Some(Look::Square) => self.describe_cursor(),
            Some(Look::Say(text)) => self.tell(text),
            None => self.no_key(),
        }
    }
}
