//! Why a move that was read does not fit the position: the reasons a
//! player is told, found from what the input named.

use shakmaty::attacks;
use shakmaty::{Bitboard, CastlingSide, Chess, Color, File, Move, Position, Rank, Role, Square};

use super::{CastleBlock, Illegal, Reading, Roles};

/// The square the king lands on when castling (shakmaty's `to` is the rook).
pub(super) fn king_target(m: Move) -> Square {
    match m {
        Move::Castle { king, rook } => {
            let file = if rook.file() < king.file() {
                File::C
            } else {
                File::G
            };
            Square::from_coords(file, king.rank())
        }
        _ => m.to(),
    }
}

pub(super) fn fits(reading: &Reading, m: Move) -> bool {
    match *reading {
        Reading::Castle(side) => m.castling_side() == Some(side),
        Reading::Squares {
            from,
            to,
            promotion,
        } => {
            m.from() == Some(from)
                && (king_target(m) == to || m.to() == to)
                && promotes_as(promotion, m)
        }
        Reading::Piece(n) => {
            let Some(from) = m.from() else { return false };
            !m.is_castle()
                && n.roles.contains(m.role())
                && m.to() == n.to
                && n.may_start_on(from)
                && (!n.capture || m.is_capture())
                && (!n.en_passant || m.is_en_passant())
                && promotes_as(n.promotion, m)
        }
    }
}

/// Whether a move's promotion is one the input allowed (none named: any).
fn promotes_as(read: Option<Roles>, m: Move) -> bool {
    match (read, m.promotion()) {
        (Some(p), Some(q)) => p.contains(q),
        (Some(_), None) => false,
        (None, _) => true,
    }
}

/// Whether the piece on `from` could move to `to` by its way of moving,
/// ignoring whether its own king would then be in check. This does not
/// generate moves (shakmaty does); it only tells the user *why* none fits.
fn reaches(pos: &Chess, from: Square, to: Square) -> bool {
    let board = pos.board();
    let Some(piece) = board.piece_at(from) else {
        return false;
    };
    let occupied = board.occupied();
    if board.color_at(to) == Some(piece.color) {
        return false;
    }
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, occupied).contains(to);
    }
    let ahead = if piece.color == Color::White { 8 } else { -8 };
    let enemy_on_target =
        board.color_at(to) == Some(!piece.color) || pos.maybe_ep_square() == Some(to);
    if attacks::pawn_attacks(piece.color, from).contains(to) {
        return enemy_on_target;
    }
    let one = from.offset(ahead);
    let start_rank = if piece.color == Color::White {
        Rank::Second
    } else {
        Rank::Seventh
    };
    if one == Some(to) {
        return !occupied.contains(to);
    }
    from.rank() == start_rank
        && one.is_some_and(|o| !occupied.contains(o))
        && from.offset(2 * ahead) == Some(to)
        && !occupied.contains(to)
}

fn check_reason(pos: &Chess) -> Illegal {
    if pos.is_check() {
        Illegal::InCheck
    } else {
        Illegal::KingInCheck
    }
}

fn castle_reason(pos: &Chess, side: CastlingSide) -> Illegal {
    let us = pos.turn();
    let castles = pos.castles();
    let block = if !castles.has(us, side) {
        CastleBlock::NoRights
    } else if pos.is_check() {
        CastleBlock::InCheck
    } else {
        let king = pos.board().king_of(us);
        let rook = castles.rook(us, side);
        let movers = king
            .into_iter()
            .chain(rook)
            .fold(Bitboard::EMPTY, |b, s| b.with(s));
        if castles
            .path(us, side)
            .intersects(pos.board().occupied().without(movers))
        {
            CastleBlock::Blocked
        } else {
            CastleBlock::Attacked
        }
    };
    Illegal::Castle(side, block)
}

/// Why no legal move fits `reading`.
pub(super) fn explain(pos: &Chess, reading: &Reading) -> Illegal {
    let us = pos.turn();
    let board = pos.board();
    let last_rank = if us == Color::White {
        Rank::Eighth
    } else {
        Rank::First
    };
    match *reading {
        Reading::Castle(side) => castle_reason(pos, side),
        Reading::Squares {
            from,
            to,
            promotion,
        } => {
            let Some(piece) = board.piece_at(from) else {
                return Illegal::EmptySquare(from);
            };
            if piece.color != us {
                return Illegal::NotYourPiece(from);
            }
            if piece.role == Role::King
                && from.file().distance(to.file()) == 2
                && from.rank() == to.rank()
            {
                let side = if to.file() < from.file() {
                    CastlingSide::QueenSide
                } else {
                    CastlingSide::KingSide
                };
                return castle_reason(pos, side);
            }
            if let Some(role) = board.role_at(to).filter(|_| board.color_at(to) == Some(us)) {
                return Illegal::OwnPiece { square: to, role };
            }
            if let Some(p) = promotion {
                if piece.role != Role::Pawn || to.rank() != last_rank {
                    return Illegal::NoPromotion;
                }
                if p.promotable().is_empty() {
                    return Illegal::PromotionPiece;
                }
            }
            if reaches(pos, from, to) {
                check_reason(pos)
            } else {
                Illegal::CannotMoveThere {
                    role: piece.role,
                    from,
                    to,
                }
            }
        }
        Reading::Piece(n) => {
            let role = n.roles.first().unwrap_or(Role::Pawn);
            let mut ours = Bitboard::EMPTY;
            for r in Role::ALL.into_iter().filter(|r| n.roles.contains(*r)) {
                ours = ours.with(board.by_piece(r.of(us)));
            }
            if ours.is_empty() {
                return Illegal::NoPiece(role);
            }
            if let Some(role) = board
                .role_at(n.to)
                .filter(|_| board.color_at(n.to) == Some(us))
            {
                return Illegal::OwnPiece { square: n.to, role };
            }
            if let Some(p) = n.promotion {
                if !n.roles.contains(Role::Pawn) || n.to.rank() != last_rank {
                    return Illegal::NoPromotion;
                }
                if p.promotable().is_empty() {
                    return Illegal::PromotionPiece;
                }
            }
            let ep_here = n.roles.contains(Role::Pawn) && pos.maybe_ep_square() == Some(n.to);
            if n.capture && board.piece_at(n.to).is_none() && !ep_here {
                return Illegal::NothingToCapture(n.to);
            }
            let candidates = ours.into_iter().filter(|&s| n.may_start_on(s));
            let reachers: Vec<Square> = candidates.filter(|&s| reaches(pos, s, n.to)).collect();
            if reachers.is_empty() {
                return Illegal::CannotReach {
                    role,
                    file: n.file,
                    rank: n.rank,
                    to: n.to,
                };
            }
            if n.en_passant && !ep_here {
                return Illegal::NotEnPassant;
            }
            check_reason(pos)
        }
    }
}
