//! Board exploration, as lichess's blind mode has it: a cursor moved square by
//! square, jumps to a rank, a file or the next piece of a kind, scans of a
//! rank, a file and the diagonals, the pieces of each side, the legal moves of
//! a piece and what attacks and defends a square.
//!
//! Pure: the data first (squares, pieces, moves), then the spoken forms, built
//! from a voice's words and a message catalogue.

use shakmaty::{Board, Chess, Color, File, Move, Piece, Position, Rank, Role, Square};

use super::announce::{self, Style};
use super::notation::{self, Letters};
use super::text::{Lang, Text};
use super::vocab::Voice;

/// A cursor step, as the player sees the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

/// The square one step from `square`, or `None` at the edge. Up is towards
/// rank 8 and Right towards the h-file from White's side; `flipped` (Black's
/// side below) turns both round.
pub fn step(square: Square, dir: Direction, flipped: bool) -> Option<Square> {
    let (df, dr) = match dir {
        Direction::Up => (0, 1),
        Direction::Down => (0, -1),
        Direction::Left => (-1, 0),
        Direction::Right => (1, 0),
    };
    let sign = if flipped { -1 } else { 1 };
    let file = square.file().offset(df * sign)?;
    let rank = square.rank().offset(dr * sign)?;
    Some(Square::from_coords(file, rank))
}

/// The square on `rank` in the file of `square`.
pub fn jump_rank(square: Square, rank: Rank) -> Square {
    Square::from_coords(square.file(), rank)
}

/// The square on `file` in the rank of `square`.
pub fn jump_file(square: Square, file: File) -> Square {
    Square::from_coords(file, square.rank())
}

/// The next square after `from` in reading order (a1, b1 … h1, a2 … h8, then
/// a1 again) holding a piece of `role`, of either colour. `from` itself comes
/// last: it is the answer when it holds the only such piece.
pub fn next_piece(board: &Board, from: Square, role: Role) -> Option<Square> {
    (1..=64u32)
        .map(|i| Square::new((u32::from(from) + i) % 64))
        .find(|&sq| board.role_at(sq) == Some(role))
}

/// The rank of `square`, a to h.
pub fn rank_line(square: Square) -> Vec<Square> {
    File::ALL
        .into_iter()
        .map(|f| Square::from_coords(f, square.rank()))
        .collect()
}

/// The file of `square`, 1 to 8.
pub fn file_line(square: Square) -> Vec<Square> {
    Rank::ALL
        .into_iter()
        .map(|r| Square::from_coords(square.file(), r))
        .collect()
}

/// Both diagonals through `square`, each from its lowest rank to its highest:
/// first the one rising to the right (the a1–h8 direction), then the one
/// rising to the left (the h1–a8 direction). Both hold `square`.
pub fn diagonals(square: Square) -> (Vec<Square>, Vec<Square>) {
    let f = square.file() as i32;
    let r = square.rank() as i32;
    let on = |same: fn(i32, i32, i32, i32) -> bool| -> Vec<Square> {
        Square::ALL
            .into_iter()
            .filter(|s| same(s.file() as i32, s.rank() as i32, f, r))
            .collect()
    };
    (
        on(|sf, sr, f, r| sf - sr == f - r),
        on(|sf, sr, f, r| sf + sr == f + r),
    )
}

/// The pieces of `color`: king, queen, rooks, bishops, knights, pawns; the
/// squares of one kind in reading order.
pub fn pieces(board: &Board, color: Color) -> Vec<(Role, Square)> {
    super::notation::VALUE_ORDER
        .into_iter()
        .flat_map(|role| {
            board
                .by_piece(Piece { color, role })
                .into_iter()
                .map(move |sq| (role, sq))
        })
        .collect()
}

/// The position in which the piece on `square` moves: `pos` for the side to
/// move; for the other side, `pos` with the turn passed to it (no en
/// passant). `None` for an empty square.
fn mover_position(pos: &Chess, square: Square) -> Option<Chess> {
    let piece = pos.board().piece_at(square)?;
    if piece.color == pos.turn() {
        return Some(pos.clone());
    }
    // When the side to move is in check, passing the turn gives a position
    // with the other king attacked, which `from_setup` refuses whatever is
    // ignored (OPPOSITE_CHECK cannot be). A null move played unchecked gets
    // that position anyway: shakmaty's move generator only asks whether the
    // mover's own king is safe, so its legal moves there are the piece's
    // moves that do not leave its king in check, and captures of the other
    // king, which `moves_in` drops. The null move is the other king going
    // from its square to the same square: the board stays as it was; only
    // that side's castling rights go, which the mover's moves never use.
    // (shakmaty is pinned; the tests check this.)
    pos.clone().swap_turn().ok().or_else(|| {
        let king = pos.board().king_of(pos.turn())?;
        let mut passed = pos.clone();
        passed.play_unchecked(Move::Normal {
            role: Role::King,
            from: king,
            capture: None,
            to: king,
            promotion: None,
        });
        Some(passed)
    })
}

/// The legal moves from `square` in `pos`, by target square in reading order;
/// promotions to one square queen first. A king is never captured (a
/// position from `mover_position` may offer it).
fn moves_in(pos: &Chess, square: Square) -> Vec<Move> {
    let mut moves: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(square) && m.capture() != Some(Role::King))
        .collect();
    moves.sort_by_key(|m| (m.to(), std::cmp::Reverse(m.promotion())));
    moves
}

/// The legal moves of the piece on `square`. A piece of the side not to move
/// gets the moves it would have if it were its turn, even where the side to
/// move is in check; none for an empty square. By target
/// square in reading order (a castling move's target is its rook's square),
/// promotions queen first.
#[cfg(test)]
fn moves_from(pos: &Chess, square: Square) -> Vec<Move> {
    mover_position(pos, square)
        .map(|p| moves_in(&p, square))
        .unwrap_or_default()
}

/// The pieces of `color` that attack `square` (pinned ones too; no x-rays
/// through other pieces), the least valuable first: pawns, knights, bishops,
/// rooks, queens, king; one kind in reading order.
pub fn attackers(pos: &Chess, square: Square, color: Color) -> Vec<(Role, Square)> {
    let board = pos.board();
    let mut out: Vec<(Role, Square)> = board
        .attacks_to(square, color, board.occupied())
        .into_iter()
        .filter_map(|sq| board.role_at(sq).map(|role| (role, sq)))
        .collect();
    out.sort_by_key(|&(role, sq)| (role, sq));
    out
}

// The spoken forms.

/// A square in the voice's words: "Felix drei".
pub fn square_words(square: Square, voice: &Voice) -> String {
    format!(
        "{} {}",
        voice.file(square.file()),
        voice.rank(square.rank())
    )
}

/// A piece and its square in the voice's words: "Springer Gustav eins".
pub fn piece_on(role: Role, square: Square, voice: &Voice) -> String {
    format!("{} {}", voice.piece(role), square_words(square, voice))
}

/// "Felix drei: weißer Springer", or "Felix drei: leer". The piece with its
/// colour is a chess phrase, in the words of the vocabulary that names the
/// pieces, whatever the message language; `t` gives the rest.
pub fn describe_square(pos: &Chess, square: Square, voice: &Voice, t: &Text) -> String {
    let words = square_words(square, voice);
    match pos.board().piece_at(square) {
        // A vocabulary without phrases (written before `[white]` and
        // `[black]` existed) is said as it was then: the catalogue's colour
        // word before the vocabulary's noun. The catalogue of the
        // vocabulary's language tag might agree better, but a file's nouns
        // need not be in that language, and a file that speaks as it always
        // did is the smaller surprise; the two tables are the cure.
        // The vocabulary's phrase is in its own language: said only inside
        // a sentence of that language (issue 32: one vocabulary, and the
        // sentence around it, the colour too, the message language's).
        Some(p) => t.square_piece(
            &words,
            p.role,
            p.color,
            voice.piece(p.role),
            voice
                .phrase(p.color, p.role)
                .filter(|_| Lang::from_locale(voice.pieces_language()) == Some(t.lang())),
        ),
        None => t.square_empty(&words),
    }
}

/// A rank, file or diagonal (as `rank_line`, `file_line`, `diagonals` give
/// them), square by square: each occupied square described in full, each run
/// of empty squares counted ("Anna eins: weißer Turm; 2 leer; David eins:
/// weiße Dame; …").
///
/// Counting reads better aloud than naming: a rank in the middlegame is
/// mostly empty, and "Bella vier: leer; Cesar vier: leer; David vier: leer"
/// buries the pieces under square names, while "3 leer" keeps the line short
/// and still places every gap exactly, since the squares on either side of
/// it are named.
pub fn describe_line(pos: &Chess, line: &[Square], voice: &Voice, t: &Text) -> String {
    let mut items = Vec::new();
    let mut empty = 0;
    for &sq in line {
        if pos.board().piece_at(sq).is_some() {
            if empty > 0 {
                items.push(t.empty_run(empty));
                empty = 0;
            }
            items.push(describe_square(pos, sq, voice, t));
        } else {
            empty += 1;
        }
    }
    if empty > 0 {
        items.push(t.empty_run(empty));
    }
    t.line_report(&items)
}

/// "White: König Eva eins, Dame David eins, …".
pub fn describe_pieces(pos: &Chess, color: Color, voice: &Voice, t: &Text) -> String {
    let items: Vec<String> = pieces(pos.board(), color)
        .into_iter()
        .map(|(role, sq)| piece_on(role, sq, voice))
        .collect();
    t.pieces_report(color, &items.join(", "))
}

/// The legal moves of the piece on `square` (as `mover_position` and
/// `moves_in` find them), each as its
/// announcement in the short form; with `letters`, each followed by its
/// written form in brackets ("Springer Felix drei (Sf3)") for a screen or
/// braille display. For a piece of the side not to move, a sentence saying
/// whose move it is follows, so that the moves are not taken for playable
/// ones.
pub fn describe_moves(
    pos: &Chess,
    square: Square,
    voice: &Voice,
    t: &Text,
    letters: Option<Letters>,
) -> String {
    let Some(piece) = pos.board().piece_at(square) else {
        return t.no_piece_here(&square_words(square, voice));
    };
    let what = piece_on(piece.role, square, voice);
    let moves: Vec<String> = mover_position(pos, square)
        .map(|mover| {
            moves_in(&mover, square)
                .into_iter()
                .map(|m| {
                    let said = announce::announce(&mover, m, Style::default(), voice);
                    match letters {
                        Some(l) => format!("{said} ({})", notation::written(&mover, m, l)),
                        None => said,
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    let report = if moves.is_empty() {
        t.no_moves_from(&what)
    } else {
        t.moves_report(&what, &moves)
    };
    if piece.color == pos.turn() {
        report
    } else {
        format!("{report} {}", t.to_move(pos.turn()))
    }
}

/// What attacks and defends `square`: the attackers are the pieces of the
/// opponent of the piece there, the defenders its own side's; on an empty
/// square the attackers are those of the side not to move.
pub fn describe_attacks(pos: &Chess, square: Square, voice: &Voice, t: &Text) -> String {
    let own = pos.board().color_at(square).unwrap_or_else(|| pos.turn());
    let list = |color: Color| {
        attackers(pos, square, color)
            .into_iter()
            .map(|(role, sq)| piece_on(role, sq, voice))
            .collect::<Vec<_>>()
            .join(", ")
    };
    t.attack_report(&square_words(square, voice), &list(!own), &list(own))
}

#[cfg(test)]
pub(crate) mod tests {
    use std::sync::Arc;

    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Square::*};

    use super::*;
    use crate::text::Lang;
    use crate::vocab::{Vocabularies, Vocabulary, VoiceMix};

    /// The Two Knights Defence: 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6, White to move.
    pub(crate) const MIDDLEGAME: &str =
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

    pub(crate) fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn vocabulary(id: &str) -> Vocabulary {
        crate::vocab::shipped()
            .get(id)
            .expect("a shipped vocabulary")
            .as_ref()
            .clone()
    }

    fn voice(id: &str) -> Voice {
        Voice::new(Arc::new(vocabulary(id)))
    }

    /// The target squares, in reading order.
    fn targets(moves: &[Move]) -> Vec<Square> {
        let mut to: Vec<Square> = moves.iter().map(|m| m.to()).collect();
        to.sort();
        to
    }

    #[test]
    fn steps_from_whites_side() {
        assert_eq!(step(E4, Direction::Up, false), Some(E5));
        assert_eq!(step(E4, Direction::Down, false), Some(E3));
        assert_eq!(step(E4, Direction::Left, false), Some(D4));
        assert_eq!(step(E4, Direction::Right, false), Some(F4));
        assert_eq!(step(A1, Direction::Left, false), None);
        assert_eq!(step(A1, Direction::Down, false), None);
        assert_eq!(step(H8, Direction::Up, false), None);
        assert_eq!(step(H8, Direction::Right, false), None);
    }

    #[test]
    fn steps_from_blacks_side() {
        assert_eq!(step(E4, Direction::Up, true), Some(E3));
        assert_eq!(step(E4, Direction::Down, true), Some(E5));
        assert_eq!(step(E4, Direction::Left, true), Some(F4));
        assert_eq!(step(E4, Direction::Right, true), Some(D4));
        assert_eq!(step(A1, Direction::Up, true), None);
        assert_eq!(step(A1, Direction::Right, true), None);
        assert_eq!(step(A1, Direction::Down, true), Some(A2));
        assert_eq!(step(A1, Direction::Left, true), Some(B1));
        assert_eq!(step(H8, Direction::Up, true), Some(H7));
        assert_eq!(step(H8, Direction::Left, true), None);
    }

    #[test]
    fn jumps_keep_the_other_coordinate() {
        assert_eq!(jump_rank(E4, Rank::Eighth), E8);
        assert_eq!(jump_rank(A1, Rank::First), A1);
        assert_eq!(jump_file(E4, File::A), A4);
        assert_eq!(jump_file(E4, File::H), H4);
    }

    #[test]
    fn next_piece_reads_on_and_wraps() {
        let start = Chess::default();
        let b = start.board();
        assert_eq!(next_piece(b, A1, Role::Knight), Some(B1));
        assert_eq!(next_piece(b, B1, Role::Knight), Some(G1));
        assert_eq!(next_piece(b, G1, Role::Knight), Some(B8));
        assert_eq!(next_piece(b, B8, Role::Knight), Some(G8));
        assert_eq!(next_piece(b, G8, Role::Knight), Some(B1));
        assert_eq!(next_piece(b, H8, Role::Rook), Some(A1));
        assert_eq!(next_piece(b, D1, Role::Queen), Some(D8));
        assert_eq!(next_piece(b, E4, Role::Pawn), Some(A7));
        // The only queen: found from anywhere, itself last.
        let lone = pos("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        assert_eq!(next_piece(lone.board(), D1, Role::Queen), Some(D1));
        assert_eq!(next_piece(lone.board(), H8, Role::Queen), Some(D1));
        assert_eq!(next_piece(lone.board(), A1, Role::Knight), None);
    }

    #[test]
    fn lines_through_a_square() {
        assert_eq!(rank_line(E4), vec![A4, B4, C4, D4, E4, F4, G4, H4]);
        assert_eq!(file_line(E4), vec![E1, E2, E3, E4, E5, E6, E7, E8]);
        assert_eq!(
            diagonals(E4),
            (
                vec![B1, C2, D3, E4, F5, G6, H7],
                vec![H1, G2, F3, E4, D5, C6, B7, A8]
            )
        );
        assert_eq!(
            diagonals(A1),
            (vec![A1, B2, C3, D4, E5, F6, G7, H8], vec![A1])
        );
        assert_eq!(
            diagonals(H1),
            (vec![H1], vec![H1, G2, F3, E4, D5, C6, B7, A8])
        );
        assert_eq!(diagonals(A8).0, vec![A8]);
    }

    #[test]
    fn pieces_in_listing_order() {
        let start = Chess::default();
        let white = pieces(start.board(), Color::White);
        assert_eq!(
            &white[..8],
            &[
                (Role::King, E1),
                (Role::Queen, D1),
                (Role::Rook, A1),
                (Role::Rook, H1),
                (Role::Bishop, C1),
                (Role::Bishop, F1),
                (Role::Knight, B1),
                (Role::Knight, G1),
            ]
        );
        assert_eq!(white[8], (Role::Pawn, A2));
        assert_eq!(white[15], (Role::Pawn, H2));
        assert_eq!(white.len(), 16);
        let black = pieces(pos(MIDDLEGAME).board(), Color::Black);
        assert_eq!(black[0], (Role::King, E8));
        assert!(black.contains(&(Role::Knight, C6)));
        assert!(black.contains(&(Role::Pawn, E5)));
    }

    #[test]
    fn moves_of_either_side() {
        let start = Chess::default();
        assert_eq!(targets(&moves_from(&start, G1)), vec![F3, H3]);
        // Black's pawn, though White is to move.
        assert_eq!(targets(&moves_from(&start, E7)), vec![E5, E6]);
        assert!(moves_from(&start, E4).is_empty());
        assert!(moves_from(&start, A1).is_empty());
        let mid = pos(MIDDLEGAME);
        assert_eq!(
            targets(&moves_from(&mid, C4)),
            vec![F1, E2, B3, D3, B5, D5, A6, E6, F7]
        );
        assert_eq!(targets(&moves_from(&mid, F6)), vec![E4, G4, D5, H5, G8]);
    }

    #[test]
    fn moves_include_castling() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let white = moves_from(&p, E1);
        assert_eq!(white.len(), 7);
        assert_eq!(
            white.iter().filter(|m| m.is_castle()).count(),
            2,
            "{white:?}"
        );
        let black = moves_from(&p, E8);
        assert_eq!(black.iter().filter(|m| m.is_castle()).count(), 2);
    }

    #[test]
    fn moves_for_the_other_side_while_the_side_to_move_is_in_check() {
        // Black is in check from the rook; the turn cannot pass to White in
        // a valid position, yet White's pieces have their moves.
        let p = pos("4k3/8/8/8/1b6/8/3NR3/4K3 b - - 0 1");
        // Up the file short of the king, along the rank to the right.
        assert_eq!(
            targets(&moves_from(&p, E2)),
            vec![F2, G2, H2, E3, E4, E5, E6, E7]
        );
        // The knight is pinned to its king by the bishop.
        assert!(moves_from(&p, D2).is_empty());
        assert_eq!(targets(&moves_from(&p, E1)), vec![D1, F1, F2]);
        // Black's own moves, as ever.
        assert_eq!(targets(&moves_from(&p, E8)), vec![D7, F7, D8, F8]);
        // Castling rights of the side not to move stay.
        let castle = pos("4k3/8/8/1B6/8/8/8/R3K2R b KQ - 0 1");
        let king = moves_from(&castle, E1);
        assert_eq!(king.len(), 7, "{king:?}");
        assert_eq!(king.iter().filter(|m| m.is_castle()).count(), 2);
        // A piece giving check next to the king: no capture of the king.
        let next = pos("3k4/3Q4/8/8/8/8/8/4K3 b - - 0 1");
        let queen = moves_from(&next, D7);
        assert!(!queen.iter().any(|m| m.to() == D8), "{queen:?}");
        assert!(queen.iter().any(|m| m.to() == A7));
    }

    #[test]
    fn moves_of_the_side_not_to_move_say_whose_move_it_is() {
        let v = voice("de");
        let t = Lang::De.text();
        let start = Chess::default();
        assert_eq!(
            describe_moves(&start, B8, &v, t, None),
            "Springer Bella acht hat 2 Züge: Springer Anna sechs, Springer Cesar sechs. \
             Weiß ist am Zug."
        );
        assert_eq!(
            describe_moves(&start, A8, &v, Lang::En.text(), None),
            "Turm Anna acht cannot move. White to move."
        );
        // Black in check: White's rook still has its moves.
        let p = pos("4k3/8/8/8/1b6/8/3NR3/4K3 b - - 0 1");
        let said = describe_moves(&p, E2, &v, t, Some(Letters::De));
        assert!(
            said.starts_with("Turm Eva zwei hat 8 Züge: Turm Felix zwei (Tf2), ")
                && said.ends_with("Turm Eva sieben Schach (Te7+). Schwarz ist am Zug."),
            "{said}"
        );
        assert_eq!(
            describe_moves(&p, D2, &v, t, None),
            "Springer David zwei kann nicht ziehen. Schwarz ist am Zug."
        );
        // The side to move hears no such sentence.
        assert!(describe_moves(&p, E8, &v, t, None).ends_with("König Felix acht."));
    }

    #[test]
    fn attackers_least_valuable_first() {
        let start = Chess::default();
        assert_eq!(
            attackers(&start, F3, Color::White),
            vec![(Role::Pawn, E2), (Role::Pawn, G2), (Role::Knight, G1)]
        );
        assert!(attackers(&start, F3, Color::Black).is_empty());
        let mid = pos(MIDDLEGAME);
        assert_eq!(attackers(&mid, E5, Color::White), vec![(Role::Knight, F3)]);
        assert_eq!(attackers(&mid, E5, Color::Black), vec![(Role::Knight, C6)]);
        assert_eq!(attackers(&mid, F7, Color::White), vec![(Role::Bishop, C4)]);
        assert_eq!(attackers(&mid, F7, Color::Black), vec![(Role::King, E8)]);
    }

    #[test]
    fn squares_in_german() {
        let v = voice("de");
        let t = Lang::De.text();
        let start = Chess::default();
        assert_eq!(
            describe_square(&start, G1, &v, t),
            "Gustav eins: weißer Springer"
        );
        assert_eq!(
            describe_square(&start, D8, &v, t),
            "David acht: schwarze Dame"
        );
        assert_eq!(describe_square(&start, D1, &v, t), "David eins: weiße Dame");
        assert_eq!(
            describe_square(&start, A8, &v, t),
            "Anna acht: schwarzer Turm"
        );
        assert_eq!(describe_square(&start, E4, &v, t), "Eva vier: leer");
        // The piece is the vocabulary's; the words around it, the colour
        // too, the message language's (issue 32: one vocabulary).
        let en = Lang::En.text();
        assert_eq!(
            describe_square(&start, G1, &v, en),
            "Gustav eins: white Springer"
        );
        assert_eq!(describe_square(&start, E1, &v, en), "Eva eins: white König");
        assert_eq!(
            describe_square(&start, D8, &v, Lang::Da.text()),
            "David acht: sort Dame"
        );
        assert_eq!(describe_square(&start, E4, &v, en), "Eva vier: empty");
    }

    #[test]
    fn danish_pieces_under_english_messages() {
        let (da, en) = (voice("da"), Lang::En.text());
        let start = Chess::default();
        assert_eq!(describe_square(&start, E1, &da, en), "Erik et: white konge");
        assert_eq!(
            describe_square(&start, H1, &da, en),
            "Henrik et: white tårn"
        );
        assert_eq!(
            describe_square(&start, D8, &da, en),
            "Dora otte: black dronning"
        );
        assert_eq!(
            describe_line(&start, &file_line(A1), &da, en),
            "Anna et: white tårn; Anna to: white bonde; 4 empty; \
             Anna syv: black bonde; Anna otte: black tårn."
        );
    }

    /// A shipped vocabulary as it was before the `[white]` and `[black]`
    /// tables.
    fn without_phrases(id: &str) -> Voice {
        let text = match id {
            "de" => include_str!("../../voices/de.toml"),
            "da" => include_str!("../../voices/da.toml"),
            _ => unreachable!("a vocabulary of these tests"),
        };
        let (head, rest) = text.split_once("[white]").expect("the table");
        let (_, words) = rest.split_once("[words]").expect("the table");
        let old = format!("{head}[words]{words}");
        let vocabulary = Vocabulary::from_toml(id, id, &old).expect("an old vocabulary loads");
        assert_eq!(vocabulary.phrase(Color::White, Role::King), None);
        Voice::new(Arc::new(vocabulary))
    }

    #[test]
    fn a_vocabulary_without_phrases_gets_the_catalogues_colour_words() {
        let start = Chess::default();
        let de = without_phrases("de");
        assert_eq!(
            describe_square(&start, E1, &de, Lang::De.text()),
            "Eva eins: weißer König"
        );
        assert_eq!(
            describe_square(&start, D8, &de, Lang::De.text()),
            "David acht: schwarze Dame"
        );
        assert_eq!(
            describe_square(&start, E1, &de, Lang::En.text()),
            "Eva eins: white König"
        );
        let da = without_phrases("da");
        assert_eq!(
            describe_square(&start, A1, &da, Lang::Da.text()),
            "Anna et: hvidt tårn"
        );
        assert_eq!(
            describe_line(&start, &file_line(E1), &da, Lang::En.text()),
            "Erik et: white konge; Erik to: white bonde; 4 empty; \
             Erik syv: black bonde; Erik otte: black konge."
        );
    }

    #[test]
    fn squares_in_danish_and_norwegian() {
        let start = Chess::default();
        let (da, tda) = (voice("da"), Lang::Da.text());
        assert_eq!(
            describe_square(&start, F1, &da, tda),
            "Frederik et: hvid løber"
        );
        assert_eq!(describe_square(&start, A1, &da, tda), "Anna et: hvidt tårn");
        assert_eq!(
            describe_square(&start, H8, &da, tda),
            "Henrik otte: sort tårn"
        );
        assert_eq!(describe_square(&start, F3, &da, tda), "Frederik tre: tom");
        let (nb, tnb) = (voice("nb"), Lang::Nb.text());
        assert_eq!(
            describe_square(&start, G1, &nb, tnb),
            "Gustav en: hvit springer"
        );
        assert_eq!(describe_square(&start, A1, &nb, tnb), "Anna en: hvitt tårn");
        assert_eq!(
            describe_square(&start, A8, &nb, tnb),
            "Anna åtte: svart tårn"
        );
        // The FIDE mix for Norway names the pieces in German: so are they
        // said with their colours.
        let mut all = Vocabularies::new();
        all.add(vocabulary("nb"));
        all.add(vocabulary("de"));
        let mix = all
            .voice(&VoiceMix {
                voice: "nb".into(),
                files: None,
                ranks: Some("de".into()),
                pieces: Some("de".into()),
            })
            .unwrap();
        assert_eq!(
            describe_square(&start, A1, &mix, tnb),
            "Anna eins: hvit Turm"
        );
        assert_eq!(
            describe_square(&start, D8, &mix, tnb),
            "David acht: svart Dame"
        );
        // A noun that is also the message language's own ("Springer",
        // "Dame") still gets that language's colour, never the
        // vocabulary's phrase in another language.
        assert_eq!(
            describe_square(&start, B1, &mix, tnb),
            "Bella eins: hvit Springer"
        );
        let de = voice("de");
        assert_eq!(
            describe_square(&start, D1, &de, Lang::Nl.text()),
            "David eins: witte Dame"
        );
        assert_eq!(
            describe_square(&start, B1, &voice("da"), Lang::De.text()),
            "Bodil et: weißer springer"
        );
    }

    #[test]
    fn lines_count_empty_squares() {
        let v = voice("de");
        let t = Lang::De.text();
        let start = Chess::default();
        assert_eq!(describe_line(&start, &rank_line(E4), &v, t), "8 leer.");
        assert_eq!(
            describe_line(&start, &file_line(E4), &v, t),
            "Eva eins: weißer König; Eva zwei: weißer Bauer; 4 leer; \
             Eva sieben: schwarzer Bauer; Eva acht: schwarzer König."
        );
        let mid = pos(MIDDLEGAME);
        let (rising_right, _) = diagonals(C4);
        assert_eq!(
            describe_line(&mid, &rising_right, &v, Lang::En.text()),
            "Anna zwei: white Bauer; 1 empty; Cesar vier: white Läufer; 2 empty; \
             Felix sieben: black Bauer; 1 empty."
        );
    }

    #[test]
    fn pieces_listed_by_side() {
        let v = voice("de");
        let p = pos("4k3/8/8/8/8/8/4P3/3QK2R w K - 0 1");
        assert_eq!(
            describe_pieces(&p, Color::White, &v, Lang::En.text()),
            "White: König Eva eins, Dame David eins, Turm Hector eins, Bauer Eva zwei."
        );
        assert_eq!(
            describe_pieces(&p, Color::Black, &v, Lang::De.text()),
            "Schwarz: König Eva acht."
        );
        let da = voice("da");
        assert_eq!(
            describe_pieces(&p, Color::Black, &da, Lang::Da.text()),
            "Sort: konge Erik otte."
        );
    }

    #[test]
    fn moves_as_announcements() {
        let v = voice("de");
        let t = Lang::De.text();
        let start = Chess::default();
        assert_eq!(
            describe_moves(&start, G1, &v, t, None),
            "Springer Gustav eins hat 2 Züge: Springer Felix drei, Springer Hector drei."
        );
        assert_eq!(
            describe_moves(&start, E7, &v, t, Some(Letters::De)),
            "Bauer Eva sieben hat 2 Züge: Bauer Eva fünf (e5), Bauer Eva sechs (e6). \
             Weiß ist am Zug."
        );
        assert_eq!(
            describe_moves(&start, A1, &v, t, None),
            "Turm Anna eins kann nicht ziehen."
        );
        assert_eq!(
            describe_moves(&start, E4, &v, t, None),
            "Auf Eva vier steht keine Figur."
        );
        let mid = pos(MIDDLEGAME);
        let said = describe_moves(&mid, C4, &v, Lang::En.text(), None);
        assert!(
            said.starts_with("Läufer Cesar vier has 9 moves: ")
                && said.contains("Läufer schlägt Felix sieben Schach"),
            "{said}"
        );
        let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        let said = describe_moves(&castle, E1, &v, t, None);
        assert!(
            said.contains("Kurze Rochade") && said.contains("Lange Rochade"),
            "{said}"
        );
        let da = voice("da");
        assert_eq!(
            describe_moves(&start, B8, &da, Lang::Da.text(), None),
            "Springer Bodil otte har 2 træk: springer Anna seks, springer Cecilie seks. \
             Hvid er i trækket."
        );
        assert_eq!(
            describe_moves(&start, H1, &voice("nb"), Lang::Nb.text(), None),
            "Tårn Hector en kan ikke flyttes."
        );
    }

    #[test]
    fn attacks_and_defences_spoken() {
        let v = voice("de");
        let mid = pos(MIDDLEGAME);
        let t = Lang::De.text();
        assert_eq!(
            describe_attacks(&mid, F7, &v, t),
            "Felix sieben: angegriffen von Läufer Cesar vier; gedeckt von König Eva acht."
        );
        // An empty square: White is to move, so Black's pieces attack it.
        assert_eq!(
            describe_attacks(&mid, D4, &v, Lang::En.text()),
            "David vier: attacked by Bauer Eva fünf, Springer Cesar sechs; \
             defended by Springer Felix drei."
        );
        let start = Chess::default();
        assert_eq!(
            describe_attacks(&start, E4, &v, t),
            "Eva vier: nicht angegriffen; nicht gedeckt."
        );
        assert_eq!(
            describe_attacks(&start, A1, &voice("nb"), Lang::Nb.text()),
            "Anna en: ikke angrepet; ikke dekket."
        );
        assert_eq!(
            describe_attacks(&start, B1, &voice("da"), Lang::Da.text()),
            "Bodil et: ikke truet; dækket af tårn Anna et."
        );
    }

    #[test]
    fn promotions_queen_first() {
        let p = pos("7k/1P6/8/8/8/8/8/K7 w - - 0 1");
        let moves = moves_from(&p, B7);
        let promoted: Vec<Option<Role>> = moves.iter().map(|m| m.promotion()).collect();
        assert_eq!(
            promoted,
            vec![
                Some(Role::Queen),
                Some(Role::Rook),
                Some(Role::Bishop),
                Some(Role::Knight)
            ]
        );
        assert_eq!(
            describe_moves(&p, B7, &voice("da"), Lang::Da.text(), None),
            "Bonde Bodil syv har 4 træk: bonde Bodil otte bliver dronning skak, \
             bonde Bodil otte bliver tårn skak, bonde Bodil otte bliver løber, \
             bonde Bodil otte bliver springer."
        );
    }
}
