//! The DGT board's serial protocol, as bytes and as messages: what annabella
//! sends (one byte each) and what the board answers, decoded from a stream
//! that may arrive in any pieces, with noise or a cut message in it.
//!
//! A message is a header of three bytes (its type with the top bit set, then
//! its whole length, header included, as two 7-bit halves, high first) and
//! its data.

use shakmaty::{Color, Piece, Role};

/// Commands to the board.
pub mod send {
    pub const RESET: u8 = 0x40;
    pub const WHOLE_BOARD: u8 = 0x42;
    /// Updates of the board and of an attached clock.
    pub const UPDATES: u8 = 0x43;
    pub const BOARD_UPDATES: u8 = 0x44;
    pub const SERIAL_NUMBER: u8 = 0x45;
    pub const VERSION: u8 = 0x4d;
}

/// Message types from the board (with the top bit set, as sent).
pub mod kind {
    pub const BOARD_DUMP: u8 = 0x86;
    pub const CLOCK: u8 = 0x8d;
    pub const FIELD_UPDATE: u8 = 0x8e;
    pub const SERIAL_NUMBER: u8 = 0x91;
    pub const VERSION: u8 = 0x93;
}

/// A clock side's time: hours, minutes, seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockTime {
    pub hours: u8,
    pub minutes: u8,
    pub seconds: u8,
}

/// What a DGT clock attached to the board reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockState {
    pub right: ClockTime,
    pub left: ClockTime,
    pub running: bool,
    /// Which side's clock runs (is to move): the lever's position.
    pub left_to_move: bool,
    pub right_to_move: bool,
    pub connected: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// The 64 squares in the board's order (a8, b8 … h1 as White sees a
    /// board standing the right way round), each a piece code.
    Board([u8; 64]),
    /// One square changed: its index in the same order and its new code.
    Field {
        square: u8,
        code: u8,
    },
    Clock(ClockState),
    Version {
        major: u8,
        minor: u8,
    },
    Serial(String),
    /// A message of another type, or of a known type with the wrong length.
    Other {
        kind: u8,
        data: Vec<u8>,
    },
}

/// The piece a board code stands for (`None`: empty, or a code for no
/// piece of chess, such as the "magic" pieces 13–15).
pub fn piece(code: u8) -> Option<Piece> {
    let (color, role) = match code {
        1 => (Color::White, Role::Pawn),
        2 => (Color::White, Role::Rook),
        3 => (Color::White, Role::Knight),
        4 => (Color::White, Role::Bishop),
        5 => (Color::White, Role::King),
        6 => (Color::White, Role::Queen),
        7 => (Color::Black, Role::Pawn),
        8 => (Color::Black, Role::Rook),
        9 => (Color::Black, Role::Knight),
        10 => (Color::Black, Role::Bishop),
        11 => (Color::Black, Role::King),
        12 => (Color::Black, Role::Queen),
        _ => return None,
    };
    Some(Piece { color, role })
}

/// The code of a piece (0 for an empty square), as the board sends it.
pub fn code(piece: Option<Piece>) -> u8 {
    let Some(p) = piece else { return 0 };
    let base = match p.role {
        Role::Pawn => 1,
        Role::Rook => 2,
        Role::Knight => 3,
        Role::Bishop => 4,
        Role::King => 5,
        Role::Queen => 6,
    };
    if p.color.is_white() { base } else { base + 6 }
}

/// Reads messages out of the bytes as they come. A message's data bytes
/// never have the top bit set (pieces, squares, BCD digits, letters), so a
/// byte that has it always starts a message: a message cut off (a board
/// unplugged mid-message) loses only itself.
#[derive(Debug, Default)]
pub struct Decoder {
    buffer: Vec<u8>,
}

/// No message is longer than this; a header that says more is noise.
const LONGEST: usize = 3 + 64 + 16;

impl Decoder {
    pub fn new() -> Decoder {
        Decoder::default()
    }

    /// Takes the bytes read and returns the messages they complete. Bytes
    /// before a header (noise, the tail of a message cut off at a replug)
    /// are skipped.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<Message> {
        self.buffer.extend_from_slice(bytes);
        let mut out = Vec::new();
        loop {
            // A message starts with a byte with the top bit set.
            match self.buffer.iter().position(|b| b & 0x80 != 0) {
                Some(0) => {}
                Some(n) => {
                    self.buffer.drain(..n);
                }
                None => {
                    self.buffer.clear();
                    return out;
                }
            }
            if self.buffer.len() < 3 {
                return out;
            }
            let (hi, lo) = (self.buffer[1], self.buffer[2]);
            let len = ((hi as usize) << 7) | lo as usize;
            if hi & 0x80 != 0 || lo & 0x80 != 0 || !(3..=LONGEST).contains(&len) {
                // Not a header after all: skip its first byte and look again.
                self.buffer.remove(0);
                continue;
            }
            // Data bytes never have the top bit set: one that does is the
            // start of the next message, and this header was cut off.
            if let Some(cut) = self.buffer[3..len.min(self.buffer.len())]
                .iter()
                .position(|b| b & 0x80 != 0)
            {
                self.buffer.drain(..3 + cut);
                continue;
            }
            if self.buffer.len() < len {
                return out;
            }
            let kind = self.buffer[0];
            let data: Vec<u8> = self.buffer[3..len].to_vec();
            self.buffer.drain(..len);
            out.push(message(kind, data));
        }
    }
}

fn message(kind: u8, data: Vec<u8>) -> Message {
    match (kind, data.len()) {
        (kind::BOARD_DUMP, 64) => {
            let mut squares = [0u8; 64];
            squares.copy_from_slice(&data);
            Message::Board(squares)
        }
        (kind::FIELD_UPDATE, 2) if data[0] < 64 => Message::Field {
            square: data[0],
            code: data[1],
        },
        (kind::CLOCK, 7) => match clock(&data) {
            Some(state) => Message::Clock(state),
            None => Message::Other { kind, data },
        },
        (kind::VERSION, 2) => Message::Version {
            major: data[0],
            minor: data[1],
        },
        (kind::SERIAL_NUMBER, 5) => Message::Serial(data.iter().map(|b| char::from(*b)).collect()),
        _ => Message::Other { kind, data },
    }
}

fn bcd(byte: u8) -> Option<u8> {
    let (tens, ones) = (byte >> 4, byte & 0x0f);
    (tens < 10 && ones < 10).then_some(tens * 10 + ones)
}

fn time(hours: u8, minutes: u8, seconds: u8) -> Option<ClockTime> {
    Some(ClockTime {
        hours: hours & 0x0f,
        minutes: bcd(minutes)?,
        seconds: bcd(seconds)?,
    })
}

/// The clock's 7 bytes: right side (hours with flags, minutes, seconds),
/// left side the same, then the status.
fn clock(data: &[u8]) -> Option<ClockState> {
    let status = data[6];
    Some(ClockState {
        right: time(data[0], data[1], data[2])?,
        left: time(data[3], data[4], data[5])?,
        running: status & 0x01 != 0,
        left_to_move: status & 0x08 != 0,
        right_to_move: status & 0x10 != 0,
        connected: status & 0x20 != 0,
    })
}

/// The bytes of a message, as a board sends it (for the test rig and tests).
pub fn encode(kind: u8, data: &[u8]) -> Vec<u8> {
    let len = data.len() + 3;
    let mut out = vec![kind, (len >> 7) as u8 & 0x7f, len as u8 & 0x7f];
    out.extend_from_slice(data);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start_codes() -> [u8; 64] {
        let mut b = [0u8; 64];
        let back = [8, 9, 10, 12, 11, 10, 9, 8];
        for i in 0..8 {
            b[i] = back[i];
            b[8 + i] = 7;
            b[48 + i] = 1;
            b[56 + i] = back[i] - 6;
        }
        b
    }

    #[test]
    fn codes_and_pieces_are_one_table() {
        for c in 0..16u8 {
            match piece(c) {
                Some(p) => assert_eq!(code(Some(p)), c),
                None => assert!(c == 0 || c >= 13),
            }
        }
    }

    #[test]
    fn a_board_dump_in_pieces_of_any_size_is_one_message() {
        let bytes = encode(kind::BOARD_DUMP, &start_codes());
        assert_eq!(&bytes[..3], &[0x86, 0, 67]);
        for size in [1, 2, 5, 66, 67] {
            let mut d = Decoder::new();
            let mut got = Vec::new();
            for chunk in bytes.chunks(size) {
                got.extend(d.push(chunk));
            }
            assert_eq!(got, [Message::Board(start_codes())], "chunks of {size}");
        }
    }

    #[test]
    fn noise_and_a_cut_message_are_skipped() {
        let mut bytes = vec![0x00, 0x13, 0x7f];
        // A field update cut after its header (a replug), then a whole one.
        bytes.extend_from_slice(&[0x8e, 0, 5]);
        bytes.extend(encode(kind::FIELD_UPDATE, &[52, 0]));
        assert_eq!(
            Decoder::new().push(&bytes),
            [Message::Field {
                square: 52,
                code: 0
            }]
        );
        let mut d = Decoder::new();
        assert!(d.push(&[0x00, 0x13]).is_empty());
        assert_eq!(
            d.push(&encode(kind::FIELD_UPDATE, &[12, 7])),
            [Message::Field {
                square: 12,
                code: 7
            }]
        );
    }

    #[test]
    fn a_header_with_an_impossible_length_is_not_a_header() {
        let mut bytes = vec![0x86, 0x7f, 0x7f];
        bytes.extend(encode(kind::VERSION, &[1, 8]));
        assert_eq!(
            Decoder::new().push(&bytes),
            [Message::Version { major: 1, minor: 8 }]
        );
    }

    #[test]
    fn the_clock_in_bcd_with_its_lever() {
        // Right 1:29:58, left 0:05:07; running, right side to move, connected.
        let data = [0x01, 0x29, 0x58, 0x00, 0x05, 0x07, 0x01 | 0x10 | 0x20];
        let got = Decoder::new().push(&encode(kind::CLOCK, &data));
        assert_eq!(
            got,
            [Message::Clock(ClockState {
                right: ClockTime {
                    hours: 1,
                    minutes: 29,
                    seconds: 58
                },
                left: ClockTime {
                    hours: 0,
                    minutes: 5,
                    seconds: 7
                },
                running: true,
                left_to_move: false,
                right_to_move: true,
                connected: true,
            })]
        );
        // Not BCD: not a clock reading.
        let bad = [0x01, 0x2a, 0x58, 0x00, 0x05, 0x07, 0x21];
        assert!(matches!(
            Decoder::new().push(&encode(kind::CLOCK, &bad))[..],
            [Message::Other {
                kind: kind::CLOCK,
                ..
            }]
        ));
    }

    #[test]
    fn serial_number_and_unknown_messages() {
        let mut d = Decoder::new();
        assert_eq!(
            d.push(&encode(kind::SERIAL_NUMBER, b"12345")),
            [Message::Serial("12345".into())]
        );
        assert_eq!(
            d.push(&encode(0xa0, &[1, 2])),
            [Message::Other {
                kind: 0xa0,
                data: vec![1, 2]
            }]
        );
    }
}
