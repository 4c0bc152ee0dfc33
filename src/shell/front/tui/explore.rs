//! The board keys, shared by play's and replay's full screen: each moves
//! the cursor over a position or says something about it.

use shakmaty::{Chess, Color, File, Position, Rank, Role, Square};

use crate::core::explore::{self, Direction};
use crate::core::notation::Letters;
use crate::core::text::Text;
use crate::core::vocab::Voice;
use crate::shell::keys::KeyAction;

/// What a board key asks to be said.
pub enum Look {
    /// The square under the cursor (moved there, or asked for).
    Square,
    /// A sentence about the position.
    Say(String),
}

/// The cursor over a board, and which way up the board is.
#[derive(Debug, Clone, Copy)]
pub struct Cursor {
    pub square: Square,
    /// Black's side below.
    pub flipped: bool,
}

impl Cursor {
    /// On the king's file of the side below.
    pub fn new(flipped: bool) -> Cursor {
        Cursor {
            square: if flipped { Square::E8 } else { Square::E1 },
            flipped,
        }
    }

    /// A typed a–h or 1–8 in board mode: a jump to that file or rank.
    pub fn typed(&mut self, c: char) -> bool {
        if let Some(file) = File::from_char(c) {
            self.square = explore::jump_file(self.square, file);
        } else if let Some(rank) = Rank::from_char(c) {
            self.square = explore::jump_rank(self.square, rank);
        } else {
            return false;
        }
        true
    }

    /// What a board key does in `pos`; `None` for a key that is no board key.
    pub fn key(
        &mut self,
        action: KeyAction,
        pos: &Chess,
        voice: &Voice,
        t: &Text,
        letters: Letters,
    ) -> Option<Look> {
        let mut role = |role| {
            if let Some(sq) = explore::next_piece(pos.board(), self.square, role) {
                self.square = sq;
            }
            Some(Look::Square)
        };
        match action {
            KeyAction::Up | KeyAction::Down | KeyAction::Left | KeyAction::Right => {
                let dir = match action {
                    KeyAction::Up => Direction::Up,
                    KeyAction::Down => Direction::Down,
                    KeyAction::Left => Direction::Left,
                    _ => Direction::Right,
                };
                if let Some(sq) = explore::step(self.square, dir, self.flipped) {
                    self.square = sq;
                }
                Some(Look::Square)
            }
            KeyAction::Flip => {
                self.flipped = !self.flipped;
                Some(Look::Say(t.board_flipped(self.flipped)))
            }
            KeyAction::Square => Some(Look::Square),
            KeyAction::ScanRank => Some(Look::Say(explore::describe_line(
                pos,
                &explore::rank_line(self.square),
                voice,
                t,
            ))),
            KeyAction::ScanFile => Some(Look::Say(explore::describe_line(
                pos,
                &explore::file_line(self.square),
                voice,
                t,
            ))),
            KeyAction::ScanDiagonals => {
                let (a, b) = explore::diagonals(self.square);
                Some(Look::Say(format!(
                    "{} {}",
                    explore::describe_line(pos, &a, voice, t),
                    explore::describe_line(pos, &b, voice, t)
                )))
            }
            KeyAction::ListPieces => Some(Look::Say(
                [Color::White, Color::Black]
                    .map(|c| explore::describe_pieces(pos, c, voice, t))
                    .join(" "),
            )),
            KeyAction::LegalMoves => Some(Look::Say(explore::describe_moves(
                pos,
                self.square,
                voice,
                t,
                Some(letters),
            ))),
            KeyAction::Attackers => Some(Look::Say(explore::describe_attacks(
                pos,
                self.square,
                voice,
                t,
            ))),
            KeyAction::NextKing => role(Role::King),
            KeyAction::NextQueen => role(Role::Queen),
            KeyAction::NextRook => role(Role::Rook),
            KeyAction::NextBishop => role(Role::Bishop),
            KeyAction::NextKnight => role(Role::Knight),
            KeyAction::NextPawn => role(Role::Pawn),
            _ => None,
        }
    }
}
