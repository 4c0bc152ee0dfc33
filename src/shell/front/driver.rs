//! What a front end drives: a game (the runner) or the study of a game
//! (the listener). Line mode and the full screen each have one loop over a
//! [`Driver`], fed by one [`LoopEvent`] type, and every answer is spoken and
//! shown in one place, [`speak`].

use crate::shell::text::ShellMessages as _;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};

use ratatui::crossterm::event::KeyEvent;

use shakmaty::{Chess, Square};

use crate::core::notation::Letters;
use crate::core::say::Answer;
use crate::core::sound::Earcon;
use crate::core::text::Lang;
use crate::core::vocab::Voice;

use crate::shell::eboard::{self, BoardEvent};
use crate::shell::engine::{Forwarded, StudyEvent};
use crate::shell::front::input::{Input, MAX_LINE};
use crate::shell::keys::{KeyAction, KeyMap};
use crate::shell::speech::Speech;

/// What a front end's loop waits for, sent by the threads that read the
/// world: a typed line (line mode), a key or a new size (the full screen),
/// the end of the input, or the electronic board. Between events, once a
/// second, the loop ticks.
#[derive(Debug)]
pub enum LoopEvent {
    Line(Input),
    Key(KeyEvent),
    Resize,
    End,
    /// A signal to stop (a closed terminal, a kill): leave as quit does,
    /// between two commands.
    Stop,
    Board(BoardEvent),
    /// A line of the engine in the sighted player's seat, or its end.
    Engine(Forwarded),
    /// What the engine a study asked says: progress, or the answer.
    Study(StudyEvent),
    /// What a poll of a board in the arbiter's overview brought.
    Poll(usize, crate::core::broadcast::overview::Polled),
    /// What became of the braille display, or a key of it.
    Braille(crate::shell::braille::display::News),
}

/// The channel of a front end's events, with the electronic board's thread
/// started on it where the driver reads one.
/// The signals to stop come on it too (on Unix: SIGTERM, SIGHUP), so that
/// the loop ends between two commands and restores the terminal.
pub fn events(driver: &mut impl Driver) -> (Sender<LoopEvent>, Receiver<LoopEvent>) {
    let (tx, rx) = mpsc::channel();
    if let Some(path) = driver.eboard() {
        eboard::start(path, tx.clone(), LoopEvent::Board);
    }
    driver.attach(&tx);
    #[cfg(unix)]
    stop_on_signals(tx.clone());
    (tx, rx)
}

#[cfg(unix)]
fn stop_on_signals(tx: Sender<LoopEvent>) {
    use signal_hook::consts::{SIGHUP, SIGTERM};
    // Without the handlers (they cannot be set) the signals keep their
    // default: the program ends at once, as before.
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP]) else {
        return;
    };
    let _ = std::thread::Builder::new()
        .name("annabella-signals".into())
        .spawn(move || {
            for _ in signals.forever() {
                if tx.send(LoopEvent::Stop).is_err() {
                    return;
                }
            }
        });
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

/// What a key of the full screen does here.
pub enum KeyUse {
    /// It runs a command: its answer.
    Answer(Answer),
    /// It starts a command in the input line, to be completed there.
    Type(&'static str),
    /// It opens the list of keys.
    KeyList,
    /// It has no use here.
    None,
}

/// A game or a study, as line mode and the full screen see it.
pub trait Driver {
    /// The language of its sentences.
    fn lang(&self) -> Lang;
    fn speech(&mut self) -> &mut Speech;

    /// A typed line.
    fn line(&mut self, text: &str) -> Answer;

    /// What a key of the full screen does (besides typing and the board keys).
    fn key(&mut self, action: KeyAction, keys: &KeyMap) -> KeyUse;

    /// Where a typed line stops being shown, heard or recalled (a sealed
    /// move): nothing of a line is secret unless the driver says so.
    fn secret(&self) -> fn(&str) -> Option<usize> {
        |_| None
    }

    /// The left or right arrow on an empty input line; `None` where the
    /// arrows only edit.
    fn step(&mut self, _forward: bool) -> Option<Answer> {
        None
    }

    /// Once a second: a clock's flag, warnings, the game file.
    fn tick(&mut self) -> Answer {
        Answer::default()
    }

    /// Whether the screen changes once a second (a clock shown running).
    fn ticking(&self) -> bool {
        false
    }

    /// At the end of the input, without `quit`.
    fn closing(&mut self) -> Answer {
        Answer::default()
    }

    /// Line mode's last opening line: what to type now (in a game).
    fn line_start_hint(&self) -> Option<String> {
        None
    }

    /// The lines to leave on the terminal once the full screen is gone.
    fn parting(&self) -> Vec<String> {
        Vec::new()
    }

    /// What the players must know now, in one line (issue 48): the
    /// braille display's last line, always reachable (Bottom, or panning
    /// past the answer). `None` where there is no game (a replay).
    fn state_line(&self) -> Option<String> {
        None
    }

    /// Where the full screen sends the process's stderr while it runs.
    fn log_path(&self) -> PathBuf;

    /// The electronic board to read moves from, where there is one.
    fn eboard(&self) -> Option<PathBuf> {
        None
    }

    /// An event of the electronic board, carried out as typed commands are.
    fn board_event(&mut self, _event: BoardEvent) -> Vec<Answer> {
        Vec::new()
    }

    /// The electronic board judged again after input (a typed command may
    /// have changed the game), and the engine asked when it is its move.
    fn recheck(&mut self) -> Vec<Answer> {
        Vec::new()
    }

    /// The loop's channel, for what sends to it besides the input (the
    /// engine's lines).
    fn attach(&mut self, _tx: &Sender<LoopEvent>) {}

    /// Line mode: a long answer's progress printed as it goes (a review),
    /// for the screen reader that reads the lines; a script's lines
    /// (`beside` false: the input is no terminal) answered in turn, each
    /// after the one before.
    fn line_mode(&mut self, _beside: bool) {}

    /// What the engine a study asked says, when it says it.
    fn study_event(&mut self, _event: StudyEvent) -> Vec<Answer> {
        Vec::new()
    }

    /// Once the loop runs, before any input: what the game waits for
    /// without it (the engine's first move, where it has White).
    fn begun(&mut self) -> Vec<Answer> {
        Vec::new()
    }

    /// A line of the engine, or its end.
    fn engine_event(&mut self, _event: Forwarded) -> Vec<Answer> {
        Vec::new()
    }

    /// What a poll of a board brought (the arbiter's overview): what
    /// changed there.
    fn polled(
        &mut self,
        _board: usize,
        _polled: crate::core::broadcast::overview::Polled,
    ) -> Answer {
        Answer::default()
    }

    /// The position a board explores.
    fn explored(&self, which: Explored) -> Chess;

    /// Whether there is a board to explore at all (the arbiter's overview
    /// has none: its keys and its first hint say so).
    fn has_board(&self) -> bool {
        true
    }

    /// Whether there is a peg board to explore besides the game.
    fn has_peg(&self) -> bool {
        false
    }

    /// The squares where the peg board differs from the game.
    fn differing(&self) -> Vec<Square> {
        Vec::new()
    }

    /// In how many places the boards differ, as `diff` counts them.
    fn differences(&self) -> usize {
        0
    }

    /// Whether the board is seen from Black's side.
    fn flipped(&self) -> bool {
        false
    }

    /// The words of squares and pieces.
    fn voice(&self) -> &Voice;
    fn letters(&self) -> Letters;

    /// A line of input that could not be read as a line: said, and nothing
    /// else happens.
    fn refuse_input(&mut self, input: &Input) -> Answer {
        let t = self.lang().text();
        Answer::said(match input {
            Input::TooLong => t.input_too_long(MAX_LINE),
            _ => t.input_not_text(),
        })
    }
}

/// The lines an answer shows, once it is said, and whether the program ends.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AnswerShown {
    pub lines: Vec<String>,
    pub quit: bool,
}

/// Where an answer comes from. This, with the channel of each line, is the
/// one place that decides what may cut what is being said:
/// - an answer to a command (typed, a key, the electronic board) may cut
///   with its first line: an announcement cuts anything; private speech
///   cuts only stale private speech, never an announcement (`Speech::say`);
/// - the clock's own calls (warnings, the flag, time calls) and what the
///   once-a-second look finds wait for what is being said: they never cut
///   an answer in progress (the steps of `diff`, a game's first lines);
/// - every later line of an answer waits for the one before;
/// - a key's echo is said only into silence (`Speech::echo`);
/// - a view closed (the list of keys) stops the private speech it started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Command,
    Clock,
}

/// Says an answer's lines in order and returns them to show, as `Origin`
/// decides; a low-time warning or the flag is said so that only a newer one
/// cuts it. A fallback of the built-in voice, and a system voice that fell
/// silent, are shown as notices after the line that caused them.
pub fn speak(speech: &mut Speech, lang: Lang, answer: Answer, origin: Origin) -> AnswerShown {
    let t = lang.text();
    let mut lines = Vec::with_capacity(answer.lines.len());
    for (i, say) in answer.lines.into_iter().enumerate() {
        if let Some(earcon) = say.earcon {
            speech.earcon(earcon);
        }
        let urgent = matches!(say.earcon, Some(Earcon::LowTime | Earcon::Flag));
        let notice = if urgent {
            speech.say_urgent(say.spoken())
        } else if i == 0 && origin == Origin::Command {
            speech.say(say.channel, say.spoken())
        } else {
            speech.say_in_turn(say.channel, say.spoken())
        };
        lines.push(say.text);
        if let Some(f) = notice {
            lines.push(t.clip_fallback(&f.word, f.to));
        }
    }
    if speech.take_silenced() {
        lines.push(t.voice_silent());
    }
    AnswerShown {
        lines,
        quit: answer.quit,
    }
}
