//! An electronic board (DGT) on a serial port: the `serialport` crate at
//! 9600 baud, 8 data bits, no parity, 1 stop bit. A thread opens the port,
//! resets the board, asks for the whole board and then for updates, and
//! passes on the bytes it reads. When the board goes away (unplugged, a
//! Bluetooth link lost) it says so and opens the port again every second
//! until the board is back, and says that too.
//!
//! What the bytes mean is the core's (`core::eboard`); here they are read
//! into the board's squares and turned into the commands of a [`Table`].

use std::io::Read;
use std::path::PathBuf;
use std::sync::mpsc::Sender;
use std::time::Duration;

use crate::core::command::Command;
use crate::core::eboard::protocol::{self, Decoder, Message};
use crate::core::eboard::squares::{Orientation, Squares, orientation_of_start, square_of};
use crate::core::eboard::{FollowStep, FollowedGame, Follower, seen::differences};
use crate::core::notation;
use crate::core::session::{Action, Context, Session};
use shakmaty::Position;

use crate::core::say::Answer;

/// What the board's thread reports.
#[derive(Debug)]
pub enum BoardEvent {
    Connected,
    /// The port failed or went away: why, in the system's words.
    Lost(String),
    Bytes(Vec<u8>),
}

/// Starts the board's thread; what it reads goes to `tx`, each event made
/// into the loop's own type by `wrap`. The thread ends when `tx` is closed.
pub fn start<T: Send + 'static>(path: PathBuf, tx: Sender<T>, wrap: fn(BoardEvent) -> T) {
    std::thread::Builder::new()
        .name("annabella-eboard".into())
        .spawn(move || serve(&path, &tx, wrap))
        .expect("a thread starts");
}

fn serve<T>(path: &std::path::Path, tx: &Sender<T>, wrap: fn(BoardEvent) -> T) {
    let name = path.to_string_lossy().into_owned();
    let mut told_lost = false;
    loop {
        let opened = serialport::new(&name, 9600)
            .data_bits(serialport::DataBits::Eight)
            .parity(serialport::Parity::None)
            .stop_bits(serialport::StopBits::One)
            .timeout(Duration::from_millis(200))
            .open();
        let mut port = match opened {
            Ok(p) => p,
            Err(e) => {
                if !told_lost {
                    told_lost = true;
                    if tx.send(wrap(BoardEvent::Lost(e.to_string()))).is_err() {
                        return;
                    }
                }
                std::thread::sleep(Duration::from_secs(1));
                continue;
            }
        };
        let asked = [
            protocol::send::RESET,
            protocol::send::WHOLE_BOARD,
            protocol::send::UPDATES,
        ];
        if let Err(e) = port.write_all(&asked).and_then(|()| port.flush()) {
            let _ = tx.send(wrap(BoardEvent::Lost(e.to_string())));
            std::thread::sleep(Duration::from_secs(1));
            continue;
        }
        if tx.send(wrap(BoardEvent::Connected)).is_err() {
            return;
        }
        let mut buffer = [0u8; 256];
        let (mut second, mut this_second) = (std::time::Instant::now(), 0usize);
        let lost = loop {
            // A device that floods the port is read no faster than a board
            // writes ([`EBOARD_BYTES_PER_SECOND`]).
            if second.elapsed() >= Duration::from_secs(1) {
                (second, this_second) = (std::time::Instant::now(), 0);
            } else if this_second >= crate::shell::bounded::EBOARD_BYTES_PER_SECOND {
                std::thread::sleep(Duration::from_secs(1).saturating_sub(second.elapsed()));
                continue;
            }
            match port.read(&mut buffer) {
                Ok(0) => break "the port closed".to_string(),
                Ok(n) => {
                    this_second += n;
                    if tx
                        .send(wrap(BoardEvent::Bytes(buffer[..n].to_vec())))
                        .is_err()
                    {
                        return;
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => break e.to_string(),
            }
        };
        told_lost = true;
        if tx.send(wrap(BoardEvent::Lost(lost))).is_err() {
            return;
        }
        std::thread::sleep(Duration::from_secs(1));
    }
}

/// What the board's readings act on: the game, and the runner of its
/// commands (the same commands as typed).
pub trait Table {
    fn session(&self) -> &Session;
    fn ctx(&self) -> &Context;
    fn run(&mut self, command: Command) -> Answer;
}

/// The board as read, and what its changes mean for the game.
pub struct Board {
    path: String,
    decoder: Decoder,
    squares: Option<Squares>,
    orientation: Option<Orientation>,
    follower: Follower,
}

impl Board {
    pub fn new(path: &std::path::Path) -> Board {
        Board {
            path: path.display().to_string(),
            decoder: Decoder::new(),
            squares: None,
            orientation: None,
            follower: Follower::new(),
        }
    }

    /// An event of the board's thread, carried out at the table:
    /// what it says and does, as the answers of commands.
    pub fn event(&mut self, event: BoardEvent, table: &mut impl Table) -> Vec<Answer> {
        let t = table.session().setup().lang.text();
        match event {
            BoardEvent::Connected => {
                // A new connection sends the whole board again; the old
                // readings are of no use.
                self.decoder = Decoder::new();
                vec![Answer::said(t.eboard_connected(&self.path))]
            }
            BoardEvent::Lost(why) => vec![Answer::said(t.eboard_lost(&self.path, &why))],
            BoardEvent::Bytes(bytes) => {
                let mut out = Vec::new();
                for message in self.decoder.push(&bytes) {
                    out.extend(self.message(message, table));
                }
                out
            }
        }
    }

    /// The board judged again after a typed command changed the game (a
    /// move announced, a correction, a rollback): a board that no longer
    /// fits is said at once.
    pub fn recheck(&mut self, table: &mut impl Table) -> Vec<Answer> {
        self.read(table)
    }

    fn message(&mut self, message: Message, table: &mut impl Table) -> Vec<Answer> {
        match message {
            Message::Board(codes) => {
                let orientation = *self.orientation.get_or_insert_with(|| {
                    orientation_of_start(&codes).unwrap_or_else(|| closest(&codes, table))
                });
                self.squares = Some(Squares::from_codes(&codes, orientation));
                self.read(table)
            }
            Message::Field { square, code } => {
                let (Some(squares), Some(orientation)) = (self.squares.as_mut(), self.orientation)
                else {
                    return Vec::new();
                };
                squares.set(square_of(square, orientation), protocol::piece(code));
                self.read(table)
            }
            Message::Clock(state) => {
                let pending = table.session().pending().is_some();
                match self.follower.clock(&state, pending) {
                    Some(step) => self.carry_out(step, table),
                    None => Vec::new(),
                }
            }
            Message::Version { .. } | Message::Serial(_) | Message::Other { .. } => Vec::new(),
        }
    }

    fn read(&mut self, table: &mut impl Table) -> Vec<Answer> {
        let Some(squares) = self.squares else {
            return Vec::new();
        };
        let session = table.session();
        let game = FollowedGame {
            position: session.position(),
            pending: session.pending().map(|p| (p.by, p.played)),
            blind: session.setup().blind,
        };
        let steps = self.follower.reading(game, &squares);
        steps
            .into_iter()
            .flat_map(|step| self.carry_out(step, table))
            .collect()
    }

    fn carry_out(&mut self, step: FollowStep, table: &mut impl Table) -> Vec<Answer> {
        match step {
            FollowStep::Move(m) => {
                vec![table.run(Command::Act(Action::Move(notation::coordinates(m))))]
            }
            FollowStep::Fix(m) => {
                vec![table.run(Command::Act(Action::Fix(notation::coordinates(m))))]
            }
            FollowStep::Press => vec![table.run(Command::Act(Action::Press))],
            FollowStep::AskPromotion(m) => {
                let text = table.session().eboard_promotion(table.ctx(), m);
                vec![Answer::said(text)]
            }
            FollowStep::Differs(board) => {
                let lines = table.session().eboard_report(table.ctx(), &board.board());
                vec![Answer::private(lines)]
            }
            FollowStep::Agrees => {
                let text = table.session().eboard_agrees();
                vec![Answer::said(text)]
            }
        }
    }
}

/// The way round that makes a board (not at the start) most like the game.
fn closest(codes: &[u8; 64], table: &impl Table) -> Orientation {
    let game = Squares::of(table.session().shown_position().board());
    [Orientation::RightWayRound, Orientation::Turned]
        .into_iter()
        .min_by_key(|o| differences(&Squares::from_codes(codes, *o), &game).len())
        .unwrap_or_default()
}
