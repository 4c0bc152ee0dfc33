//! Following the game on an electronic board: each reading of the board,
//! judged against the game, becomes what annabella does about it. The
//! sighted player's moves on the board are entered as if typed; a move
//! changed before the clock is pressed is a correction (D.2.8); the blind
//! player's announced move, executed on the board, is checked at once.
//! Timing plays no part: the same readings give the same steps.

use shakmaty::{Chess, Color, Move, Position, Role};

use super::protocol::ClockState;
use super::seen::{Seen, seen};
use super::squares::Squares;

/// What the game is at, as the board must know it.
#[derive(Debug, Clone, Copy)]
pub struct FollowedGame<'a> {
    /// The position after the last completed move.
    pub position: &'a Chess,
    /// The announced move not yet completed, and who made it.
    pub pending: Option<(Color, Move)>,
    /// The blind player's colour: the other side plays on the board.
    pub blind: Color,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FollowStep {
    /// Enter this move for the side to move, as if typed.
    Move(Move),
    /// Correct the announced move to this one (before the press).
    Fix(Move),
    /// Complete the announced move (the clock was pressed, or the other
    /// side's reply is on the board).
    Press,
    /// A promotion to another piece than a queen came from the board: ask
    /// whether that piece was meant (a player with no queen to hand may put
    /// down another piece).
    AskPromotion(Move),
    /// Say privately where the board (as read) and the game differ.
    Differs(Squares),
    /// The board agrees with the game again.
    Agrees,
}

#[derive(Debug, Default)]
pub struct Follower {
    /// The last board said to differ: the same board is not said again.
    reported: Option<Squares>,
    /// The clock's side to move at its last reading.
    lever: Option<(bool, bool)>,
    /// The board at its last reading.
    last: Option<Squares>,
}

impl Follower {
    pub fn new() -> Follower {
        Follower::default()
    }

    /// What a reading of the board means, given the game. The same board
    /// read again (after a typed command changed the game) enters nothing:
    /// what is typed wins over what the board showed before it, and where
    /// they disagree the board differs.
    pub fn reading(&mut self, game: FollowedGame, board: &Squares) -> Vec<FollowStep> {
        let changed = self.last.replace(*board) != Some(*board);
        let mut steps = self.judge(game, board);
        let enters = |s: &FollowStep| {
            matches!(
                s,
                FollowStep::Move(_) | FollowStep::Fix(_) | FollowStep::Press
            )
        };
        if !changed && steps.iter().any(enters) {
            steps = vec![FollowStep::Differs(*board)];
        }
        if steps.iter().any(enters) {
            // A move from the board: what was said to differ is over.
            self.reported = None;
        }
        // The same board is said to differ once.
        if let Some(FollowStep::Differs(_)) = steps.first() {
            if self.reported == Some(*board) {
                steps.clear();
            } else {
                self.reported = Some(*board);
            }
        }
        steps
    }

    /// The board agrees with the game now (nothing to do, but a difference
    /// said before is over).
    fn agreed(&mut self) -> Vec<FollowStep> {
        if self.reported.take().is_some() {
            vec![FollowStep::Agrees]
        } else {
            Vec::new()
        }
    }

    fn judge(&mut self, game: FollowedGame, board: &Squares) -> Vec<FollowStep> {
        let base = game.position;
        let entered = |m: Move| {
            let mut steps = vec![FollowStep::Move(m)];
            if m.promotion().is_some_and(|r| r != Role::Queen) {
                steps.push(FollowStep::AskPromotion(m));
            }
            steps
        };
        let Some((by, played)) = game.pending else {
            return match seen(base, board) {
                Seen::Same => self.agreed(),
                Seen::OnTheWay => Vec::new(),
                Seen::Move(m) if base.turn() != game.blind => entered(m),
                // The blind player's move on the board before it was
                // announced: the board differs until it is typed.
                Seen::Move(_) | Seen::Differs(_) => vec![FollowStep::Differs(*board)],
            };
        };
        let mut shown = base.clone();
        shown.play_unchecked(played);
        match seen(&shown, board) {
            Seen::Same => return self.agreed(),
            Seen::Move(reply) => {
                // The reply of the other side: the announced move was completed.
                let mut steps = vec![FollowStep::Press];
                if shown.turn() != game.blind {
                    steps.extend(entered(reply));
                }
                return steps;
            }
            Seen::OnTheWay | Seen::Differs(_) => {}
        }
        match seen(base, board) {
            // Another move from the same position, by the one who moved:
            // a correction before the press.
            Seen::Move(other) if by != game.blind && other != played => {
                let mut steps = vec![FollowStep::Fix(other)];
                if other.promotion().is_some_and(|r| r != Role::Queen) {
                    steps.push(FollowStep::AskPromotion(other));
                }
                steps
            }
            // The blind player's move not yet executed, or on its way.
            Seen::Same | Seen::OnTheWay => Vec::new(),
            _ if matches!(seen(&shown, board), Seen::OnTheWay) => Vec::new(),
            // Executed otherwise than announced: at once, what differs.
            _ => vec![FollowStep::Differs(*board)],
        }
    }

    /// A clock reading: a change of the side to move is the lever pressed,
    /// which completes an announced move.
    pub fn clock(&mut self, state: &ClockState, pending: bool) -> Option<FollowStep> {
        let lever = (state.left_to_move, state.right_to_move);
        let before = self.lever.replace(lever);
        let pressed = before.is_some_and(|b| b != lever) && lever != (false, false);
        (pressed && pending).then_some(FollowStep::Press)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Square;
    use shakmaty::san::San;

    fn mv(pos: &Chess, san: &str) -> Move {
        san.parse::<San>().unwrap().to_move(pos).unwrap()
    }

    fn board_after(pos: &Chess, moves: &[&str]) -> Squares {
        let mut p = pos.clone();
        for san in moves {
            let m = mv(&p, san);
            p.play_unchecked(m);
        }
        Squares::of(p.board())
    }

    const BLIND_BLACK: Color = Color::Black;

    #[test]
    fn the_sighted_players_move_is_entered_and_a_slide_is_a_correction() {
        let pos = Chess::default();
        let mut f = Follower::new();
        let game = FollowedGame {
            position: &pos,
            pending: None,
            blind: BLIND_BLACK,
        };
        let d3 = mv(&pos, "d3");
        assert_eq!(
            f.reading(game, &board_after(&pos, &["d3"])),
            [FollowStep::Move(d3)]
        );
        let pending = FollowedGame {
            pending: Some((Color::White, d3)),
            ..game
        };
        // The pawn lifted again on its way to d4: nothing; then d4: a correction.
        let mut lifted = board_after(&pos, &["d3"]);
        lifted.set(Square::D3, None);
        assert_eq!(f.reading(pending, &lifted), []);
        let d4 = mv(&pos, "d4");
        assert_eq!(
            f.reading(pending, &board_after(&pos, &["d4"])),
            [FollowStep::Fix(d4)]
        );
    }

    #[test]
    fn the_blind_players_move_executed_wrongly_is_said_at_once() {
        let pos = Chess::default().play(mv(&Chess::default(), "e4")).unwrap();
        let nf6 = mv(&pos, "Nf6");
        let mut f = Follower::new();
        let game = FollowedGame {
            position: &pos,
            pending: Some((Color::Black, nf6)),
            blind: BLIND_BLACK,
        };
        // Not yet executed: nothing.
        assert_eq!(f.reading(game, &Squares::of(pos.board())), []);
        // The knight put on h6 instead of f6.
        let wrong = board_after(&pos, &["Nh6"]);
        assert_eq!(f.reading(game, &wrong), [FollowStep::Differs(wrong)]);
        // The same board again is not said again; put right, it agrees.
        assert_eq!(f.reading(game, &wrong), []);
        assert_eq!(
            f.reading(game, &board_after(&pos, &["Nf6"])),
            [FollowStep::Agrees]
        );
    }

    #[test]
    fn the_reply_on_the_board_completes_the_announced_move() {
        let pos = Chess::default();
        let e4 = mv(&pos, "e4");
        let mut f = Follower::new();
        // White is blind here; Black plays on the board.
        let game = FollowedGame {
            position: &pos,
            pending: Some((Color::White, e4)),
            blind: Color::White,
        };
        let after = pos.clone().play(e4).unwrap();
        let c5 = mv(&after, "c5");
        assert_eq!(
            f.reading(game, &board_after(&pos, &["e4", "c5"])),
            [FollowStep::Press, FollowStep::Move(c5)]
        );
    }

    #[test]
    fn an_underpromotion_is_asked_about() {
        let pos = crate::game::position_from_fen("8/4P3/8/7k/8/8/8/4K3 w - - 0 1").unwrap();
        let mut f = Follower::new();
        let game = FollowedGame {
            position: &pos,
            pending: None,
            blind: BLIND_BLACK,
        };
        let rook = mv(&pos, "e8=R");
        assert_eq!(
            f.reading(game, &board_after(&pos, &["e8=R"])),
            [FollowStep::Move(rook), FollowStep::AskPromotion(rook)]
        );
        let queen = mv(&pos, "e8=Q+");
        assert_eq!(
            f.reading(game, &board_after(&pos, &["e8=Q+"])),
            [FollowStep::Move(queen)]
        );
    }

    #[test]
    fn a_typed_correction_wins_over_the_board_read_before_it() {
        let pos = Chess::default();
        let mut f = Follower::new();
        let game = FollowedGame {
            position: &pos,
            pending: None,
            blind: BLIND_BLACK,
        };
        let board = board_after(&pos, &["d3"]);
        let d3 = mv(&pos, "d3");
        assert_eq!(f.reading(game, &board), [FollowStep::Move(d3)]);
        // The operator types fix d4; the board, unchanged, still shows d3.
        let d4 = mv(&pos, "d4");
        let fixed = FollowedGame {
            pending: Some((Color::White, d4)),
            ..game
        };
        assert_eq!(f.reading(fixed, &board), [FollowStep::Differs(board)]);
        // The pawn moved on to d4: it agrees.
        assert_eq!(
            f.reading(fixed, &board_after(&pos, &["d4"])),
            [FollowStep::Agrees]
        );
    }

    #[test]
    fn the_lever_completes_only_a_pending_move() {
        let mut f = Follower::new();
        let mut state = ClockState {
            right: super::super::protocol::ClockTime {
                hours: 1,
                minutes: 0,
                seconds: 0,
            },
            left: super::super::protocol::ClockTime {
                hours: 1,
                minutes: 0,
                seconds: 0,
            },
            running: true,
            left_to_move: true,
            right_to_move: false,
            connected: true,
        };
        assert_eq!(f.clock(&state, true), None, "the first reading is no press");
        assert_eq!(f.clock(&state, true), None);
        (state.left_to_move, state.right_to_move) = (false, true);
        assert_eq!(f.clock(&state, true), Some(FollowStep::Press));
        (state.left_to_move, state.right_to_move) = (true, false);
        assert_eq!(f.clock(&state, false), None);
    }
}
