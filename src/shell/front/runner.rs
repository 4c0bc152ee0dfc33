//! The one runner of a game's commands. Line mode and the full-screen
//! interface both hand it a typed line or a [`Command`]; it journals what
//! happens and returns an [`Answer`]: every line to say and show, in order.
//! The front ends say it through [`Driver`]'s one [`speak`](super::driver::speak).

use crate::shell::text::ShellMessages as _;
use std::path::PathBuf;

use crate::core::clock::Stamp;
use crate::core::command::manual::{self, Within};
use crate::core::command::{self, Command};
use crate::core::input::MoveError;
use crate::core::scoresheet::OtherSheet;
use crate::core::session::{Action, Context, Refusal, Say, Session};
use crate::core::sound::{Earcon, Level};
use crate::core::text::Lang;
use crate::core::{lines, listing};

use shakmaty::{Board, CastlingMode, Chess, Color, FromSetup, Position, Square};

use crate::core::notation::Letters;
use crate::core::say::Answer;
use crate::core::vocab::Voice;
use crate::shell::eboard::{self, BoardEvent};
use crate::shell::engine::Seat;
use crate::shell::front::driver::{Driver, Explored, KeyUse};
use crate::shell::journal::Found;
use crate::shell::journal::Journal;
use crate::shell::keys::{KeyAction, KeyMap};
use crate::shell::speech::Speech;
use crate::shell::text::ShellText;

mod broadcast;
mod envelope;
mod game_file;
mod opponent;
mod sheet;

/// Where "now" comes from.
#[derive(Debug, Clone, Copy)]
pub enum TimeSource {
    /// The wall clock, in milliseconds since the Unix epoch.
    Real,
    /// Time stands still and moves only with `wait` (tests, demonstrations).
    Manual(Stamp),
}

impl TimeSource {
    pub fn now(&self) -> Stamp {
        match self {
            TimeSource::Real => wall_clock(),
            TimeSource::Manual(at) => *at,
        }
    }
}

pub fn wall_clock() -> Stamp {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    Stamp(since.as_millis() as i64)
}

/// What the runner waits for besides commands.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Mode {
    Ready,
    /// The other scoresheet, entered a line at a time after a bare `compare`.
    Sheet(OtherSheet),
}

pub struct Runner {
    pub session: Session,
    pub ctx: Context,
    pub journal: Journal,
    pub time: TimeSource,
    pub speech: Speech,
    mode: Mode,
    /// The sighted player's electronic board, where there is one.
    board: Option<(PathBuf, eboard::Board)>,
    /// The position (as its FEN) where the hint to report an illegal move
    /// was last said: said once a position, not with every refusal there.
    hinted: Option<String>,
    /// The engine in the sighted player's seat, where the game is against
    /// one, and where its lines go (the front end's loop).
    seat: Option<Seat>,
    feed: Option<std::sync::mpsc::Sender<crate::shell::front::driver::LoopEvent>>,
    /// The engine a finished game, or a game against the engine, asks.
    tutor: crate::shell::engine::Tutor,
    /// The game served while it is played, where it is.
    broadcast: Option<crate::shell::broadcast::Broadcast>,
    /// The liblouis table braille is written in; `None`: the language's.
    braille_table: Option<String>,
    /// The command that goes on with this game the way it is played here
    /// (`annabella play --line …`), without its `--game`: what `quit` says.
    go_on: Vec<String>,
}

impl Runner {
    pub fn new(
        session: Session,
        ctx: Context,
        journal: Journal,
        time: TimeSource,
        speech: Speech,
    ) -> Runner {
        Runner {
            session,
            ctx,
            journal,
            time,
            speech,
            mode: Mode::Ready,
            board: None,
            hinted: None,
            seat: None,
            feed: None,
            tutor: crate::shell::engine::Tutor::new(
                "stockfish",
                &[],
                crate::core::engine::study::StudyLimit::Time(crate::core::clock::Span::seconds(1)),
            ),
            broadcast: None,
            braille_table: None,
            go_on: vec!["annabella".into(), "play".into()],
        }
    }

    /// Whether the other scoresheet is being entered line by line (after a
    /// bare `compare`): the prompt says so.
    pub fn entering_sheet(&self) -> bool {
        matches!(self.mode, Mode::Sheet(_))
    }

    /// Reads the sighted player's moves from an electronic board on `path`.
    pub fn with_eboard(mut self, path: Option<PathBuf>) -> Runner {
        self.board = path.map(|p| (p.clone(), eboard::Board::new(&p)));
        self
    }

    fn lang(&self) -> Lang {
        self.session.setup().lang
    }

    /// The manual's examples in the words this game announces in.
    fn examples(&self) -> manual::Examples {
        manual::Examples::of(&self.ctx.voice, self.lang().text())
    }

    /// Handles one typed line, its control characters removed first: what
    /// is typed may be shown back, and never as an escape sequence.
    pub fn line(&mut self, line: &str) -> Answer {
        let line = &lines::clean(line);
        if let Mode::Sheet(sheet) = &self.mode {
            let sheet = sheet.clone();
            self.mode = Mode::Ready;
            return self.sheet_line(sheet, line.trim());
        }
        if line.trim().is_empty() {
            return Answer::default();
        }
        // A line holding a sealed move that is not the seal command (a slip
        // of typing: `sealNf3`): refused without repeating it.
        let parsed = command::parse(line);
        if command::secret_from(line).is_some()
            && !matches!(
                parsed,
                Command::Act(Action::Seal(_) | Action::SealForAbsent(_))
            )
        {
            return Answer::refuse(self.lang().text().seal_mistyped());
        }
        let setup = self.session.setup();
        let line = command::with_names(
            line,
            setup.named(shakmaty::Color::White),
            setup.named(shakmaty::Color::Black),
        );
        let parsed = command::parse(&line);
        // After the game, at a turning point tried again (mistakes, retry):
        // a move typed is tried there, not played.
        if let Command::Act(Action::Move(text)) = &parsed
            && self.session.outcome().is_some()
            && let Some(pos) = self.tutor.retrying()
        {
            return self.tried(&pos, text);
        }
        self.run(parsed)
    }

    /// Runs a command. A proposal waits for `yes` or `no`; until then the
    /// session refuses what would change the game, and says the question.
    pub fn run(&mut self, command: Command) -> Answer {
        let mut out = Vec::new();
        let quit = self.command(command, &mut out);
        Answer { lines: out, quit }
    }

    /// Now, on the game's time scale. The wall clock may be set back (a time
    /// server, a user); the game's time never goes back, or its file would
    /// hold a record before the one above it.
    pub fn now(&self) -> Stamp {
        self.time.now().max(self.session.last_at())
    }

    /// Once a second and after input: flag falls, warnings, time calls, and
    /// a look whether another program changed the game file.
    pub fn tick(&mut self) -> Answer {
        let mut out = Vec::new();
        let _ = self.watch(Found::Look, &mut out);
        self.due(&mut out);
        for answer in self.engine_tick() {
            out.extend(answer.lines);
        }
        self.publish(&mut out);
        Answer {
            lines: out,
            quit: false,
        }
    }

    fn due(&mut self, out: &mut Vec<Say>) {
        // Once the game file was changed by another program nothing is
        // recorded: a flag due is not said again every second.
        if self.journal.lost().is_some() {
            return;
        }
        let due = self.session.due(self.now());
        self.record(&due, out);
    }

    fn command(&mut self, command: Command, out: &mut Vec<Say>) -> bool {
        // The game file first (all of it before the program ends), then every
        // answer is of the game as it stands now: a flag that fell (a clock
        // run out, or set to no time) is recorded first.
        let when = if command == Command::Quit {
            Found::End
        } else {
            Found::Look
        };
        let found_now = self.watch(when, out);
        self.due(out);
        let t = self.lang().text();
        let say = |out: &mut Vec<Say>, text: String| out.push(Say::private(text));
        match command {
            Command::Act(action) => self.act(&action, out),
            Command::Study(ask) => out.extend(self.study(ask).into_iter().map(Say::private)),
            Command::EngineRestart => out.push(Say::private(self.engine_restart())),
            Command::Diff => {
                out.extend(
                    self.session
                        .diff_report(&self.ctx)
                        .into_iter()
                        .map(Say::private),
                );
            }
            Command::CompareLines => {
                let sheet = OtherSheet::new(self.session.game().start());
                let (number, side) = sheet.next();
                say(out, t.sheet_entry_start());
                say(out, t.sheet_entry_next(number, side));
                self.mode = Mode::Sheet(sheet);
            }
            Command::Rollback => self.act(&Action::Rollback, out),
            Command::Yes => self.act(&Action::Answer(true), out),
            Command::No => self.act(&Action::Answer(false), out),
            Command::Envelope(resume) => self.envelope(resume, out),
            // The game's last announcement, said again from the game itself:
            // it is there after a resume, and a result said since is not it.
            Command::Repeat => match self.session.announcement(&self.ctx) {
                Some((_, _, said, _)) => out.push(Say::public(said)),
                None => say(out, t.nothing_to_repeat()),
            },
            Command::Rate(p) => {
                self.speech.set_rate(p);
                say(out, t.speech_setting(Level::Rate, p));
            }
            Command::Volume(p) => {
                self.speech.set_volume(p);
                say(out, t.speech_setting(Level::Volume, p));
            }
            Command::Earcons(on) => {
                self.speech.set_earcons(on);
                say(out, t.earcons_set(on));
            }
            Command::Quiet => self.speech.stop(),
            Command::Quit => {
                // Said in full just now by the look before the command, or
                // in one line where it was said before.
                match self.journal.lost() {
                    Some(_) if found_now => {}
                    Some(lost) => say(out, lost.said_again(t, Found::End)),
                    None => {
                        for line in self.saved() {
                            say(out, line);
                        }
                    }
                }
                return true;
            }
            Command::Help(None) => out.extend(
                manual::list(self.lang().text(), Within::Play, &self.examples())
                    .into_iter()
                    .map(Say::private),
            ),
            Command::Help(Some(word)) => {
                let t = self.lang().text();
                match manual::topic(t, &word, Within::Play, &self.examples()) {
                    Some(lines) => out.extend(lines.into_iter().map(Say::private)),
                    None => out.extend(
                        Answer::refusal(manual::unknown(t, &lines::clean(&word), Within::Play))
                            .lines,
                    ),
                }
            }
            Command::Usage(command, example) => {
                // An example that names a square or a move is one that
                // works here, as typed.
                let example = match command {
                    "claim" => self
                        .session
                        .example_move()
                        .map(|m| format!("claim threefold {m}"))
                        .unwrap_or_else(|| example.to_string()),
                    "touch" => format!("touch {}", self.session.example_square()),
                    _ => manual::in_letters(example, self.session.setup().letters),
                };
                say(out, t.usage(command, &example))
            }
            Command::Extra { command, words } => {
                let words = lines::echoed(&lines::clean(&words));
                say(out, t.extra_words(command, &words))
            }
            Command::Unitless { prefix, number } => say(out, t.unitless_time(number, &prefix)),
            Command::ColonTime {
                prefix,
                first,
                second,
            } => say(
                out,
                t.colon_time(&format!("{first}:{second:02}"), first, second, &prefix),
            ),
            Command::Wait(span) => match self.time {
                TimeSource::Manual(at) => {
                    self.time = TimeSource::Manual(at + span);
                    self.act(&Action::Wait, out);
                }
                TimeSource::Real => say(out, t.manual_clock_only()),
            },
            Command::Time => {
                say(out, self.session.time_report(self.now()));
            }
            Command::Last(n) => out.extend(
                listing::last(&self.session, &self.ctx, n)
                    .into_iter()
                    .map(Say::private),
            ),
            Command::Board(side) => {
                out.extend(
                    listing::board(&self.session, &self.ctx, side)
                        .into_iter()
                        .map(Say::private),
                );
            }
            Command::Sheet(from) => out.extend(
                listing::sheet(&self.session, from)
                    .into_iter()
                    .map(Say::private),
            ),
            Command::Square(text) => {
                out.extend(listing::square(&self.session, &self.ctx, &text).lines);
            }
            Command::Pieces(side, kind) => {
                out.extend(listing::pieces(&self.session, &self.ctx, side, &kind).lines);
            }
            Command::Status => {
                // Nothing is recorded any more: the first thing to know.
                if let Some(lost) = self.journal.lost() {
                    say(out, lost.said_again(t, Found::Look));
                }
                out.extend(self.session.status(&self.ctx).into_iter().map(Say::private));
            }
        }
        false
    }

    fn act(&mut self, action: &Action, out: &mut Vec<Say>) {
        if let Some(refusal) = self.engine_refusal(action) {
            out.push(Say::private(refusal).with(Earcon::Refused));
            return;
        }
        let step = self.session.step(action, self.now(), &self.ctx);
        let sealed_before = self.session.sealed().is_some();
        self.record(&step.events, out);
        // Issue 48, point 8: the envelope is written at the seal, unasked,
        // text and braille, so that the arbiter has it even
        // if nobody types envelope before quit.
        if !sealed_before && self.session.sealed().is_some() {
            self.envelope(None, out);
        }
        let Some(refusal) = step.refusal else {
            return;
        };
        let text = match (&refusal, action) {
            // A lone word that is no move is most likely a mistyped command.
            (
                Refusal::Move {
                    error: MoveError::Unreadable { .. },
                    input,
                },
                Action::Move(_),
            ) if !input.contains(char::is_whitespace) => self.lang().text().unknown_command(input),
            // After the end, a lone word that would not read as a move
            // either is a mistyped command, not a move too late.
            (Refusal::GameOver, Action::Move(input))
                if !input.trim().contains(char::is_whitespace)
                    && matches!(
                        self.ctx.reader.read(self.session.position(), input),
                        Err(MoveError::Unreadable { .. })
                    ) =>
            {
                self.lang().text().unknown_command(input.trim())
            }
            // A move of the blind player's opponent that the app cannot
            // take was made on his board and relayed; it can be reported for
            // the arbiter (`report illegal MOVE`): the first such refusal in a
            // position says how to report it, since a second illegal move can
            // decide the game; the next ones there do not say it again. The
            // blind player's own move refused is not made yet: a slip of
            // typing, with no hint.
            (
                Refusal::Move {
                    error: MoveError::Illegal(_),
                    input,
                },
                Action::Move(_),
            ) if shakmaty::Position::turn(self.session.position())
                != self.session.setup().blind
                && self.hinted.as_deref() != Some(&self.position_key()) =>
            {
                self.hinted = Some(self.position_key());
                format!(
                    "{}. {}",
                    self.session
                        .refusal_text(&refusal, &self.ctx)
                        .trim_end_matches('.'),
                    self.lang().text().report_hint(input)
                )
            }
            _ => self.session.refusal_text(&refusal, &self.ctx),
        };
        out.push(Say::private(text).with(Earcon::Refused));
    }

    /// The game's position, to tell one from another.
    fn position_key(&self) -> String {
        shakmaty::fen::Fen::from_position(self.session.position(), shakmaty::EnPassantMode::Legal)
            .to_string()
    }

    /// A file beside the game file: `round3.annabella.envelope.txt`.
    fn beside(&self, ext: &str) -> PathBuf {
        let mut p = self.journal.path().as_os_str().to_owned();
        p.push(ext);
        PathBuf::from(p)
    }
}

impl Driver for Runner {
    fn lang(&self) -> Lang {
        Runner::lang(self)
    }

    fn speech(&mut self) -> &mut Speech {
        &mut self.speech
    }

    fn line(&mut self, text: &str) -> Answer {
        Runner::line(self, text)
    }

    fn secret(&self) -> fn(&str) -> Option<usize> {
        command::secret_from
    }

    fn key(&mut self, action: KeyAction, _keys: &KeyMap) -> KeyUse {
        let command = match action {
            KeyAction::Press => Command::Act(Action::Press),
            KeyAction::Time => Command::Time,
            KeyAction::Last => Command::Last(1),
            KeyAction::Repeat => Command::Repeat,
            KeyAction::Quit => Command::Quit,
            KeyAction::Fix => return KeyUse::Type("fix "),
            KeyAction::Help => return KeyUse::KeyList,
            _ => return KeyUse::None,
        };
        KeyUse::Answer(self.run(command))
    }

    fn tick(&mut self) -> Answer {
        Runner::tick(self)
    }

    fn ticking(&self) -> bool {
        true
    }

    fn closing(&mut self) -> Answer {
        Runner::closing(self)
    }

    fn state_line(&self) -> Option<String> {
        let t = self.lang().text();
        // "; " between the parts, not the screen's "·": braille codes
        // write that as "?" (Danish) or nothing (German).
        Some(self.session.situation(&self.ctx).brief(t).join("; "))
    }

    fn line_start_hint(&self) -> Option<String> {
        Some(self.lang().text().line_start_hint())
    }

    fn parting(&self) -> Vec<String> {
        match self.journal.lost() {
            Some(lost) => vec![lost.said_again(self.lang().text(), Found::End)],
            None => self.saved(),
        }
    }

    fn log_path(&self) -> PathBuf {
        self.beside(".log")
    }

    fn eboard(&self) -> Option<PathBuf> {
        self.board.as_ref().map(|(path, _)| path.clone())
    }

    fn board_event(&mut self, event: BoardEvent) -> Vec<Answer> {
        let Some((path, mut board)) = self.board.take() else {
            return Vec::new();
        };
        let answers = board.event(event, self);
        self.board = Some((path, board));
        answers
    }

    fn recheck(&mut self) -> Vec<Answer> {
        let mut answers = match self.board.take() {
            Some((path, mut board)) => {
                let answers = board.recheck(self);
                self.board = Some((path, board));
                answers
            }
            None => Vec::new(),
        };
        answers.extend(self.engine_recheck());
        answers
    }

    fn attach(&mut self, tx: &std::sync::mpsc::Sender<crate::shell::front::driver::LoopEvent>) {
        self.engine_attach(tx);
    }

    fn begun(&mut self) -> Vec<Answer> {
        self.engine_recheck()
    }

    fn line_mode(&mut self, beside: bool) {
        self.tutor.line_mode(beside);
    }

    fn study_event(&mut self, event: crate::shell::engine::StudyEvent) -> Vec<Answer> {
        vec![Answer::private(self.tutor.event(event))]
    }

    fn engine_event(&mut self, event: crate::shell::engine::Forwarded) -> Vec<Answer> {
        Runner::engine_event(self, event)
    }

    /// The game's position after the announced move, or the peg board's
    /// pieces with the same side to move.
    fn explored(&self, which: Explored) -> Chess {
        let shown = self.session.shown_position();
        match which {
            Explored::Game => shown,
            Explored::Peg => peg_position(&self.session.peg_board(), &shown),
        }
    }

    fn has_peg(&self) -> bool {
        true
    }

    fn differing(&self) -> Vec<Square> {
        self.session.differing_squares()
    }

    fn differences(&self) -> usize {
        self.session.difference_count(&self.ctx)
    }

    fn flipped(&self) -> bool {
        self.session.setup().blind == Color::Black
    }

    fn voice(&self) -> &Voice {
        &self.ctx.voice
    }

    fn letters(&self) -> Letters {
        self.session.setup().letters
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
