//! Written notation: the piece letters of each scoresheet language and the
//! localized algebraic form of a move ("Sf3", "exd6 e.p.", "d8D", "0-0").

use std::fmt;
use std::str::FromStr;

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Chess, Move, Position, Role};

/// The pieces from the most valuable down: the order pieces are listed in,
/// and the one a set of letters means first.
pub const VALUE_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// A set of piece letters, as the laws' notation appendices give them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Letters {
    /// K Q R B N
    En,
    /// K D T L S (konge, dronning, tårn, løber, springer)
    Da,
    /// K D T L S (König, Dame, Turm, Läufer, Springer)
    De,
    /// K D T L S (konge, dronning, tårn, løper, springer)
    Nb,
    /// K D T L P (koning, dame, toren, loper, paard)
    Nl,
}

impl Letters {
    pub const ALL: [Letters; 5] = [
        Letters::En,
        Letters::Da,
        Letters::De,
        Letters::Nb,
        Letters::Nl,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Letters::En => "en",
            Letters::Da => "da",
            Letters::De => "de",
            Letters::Nb => "nb",
            Letters::Nl => "nl",
        }
    }

    /// The upper-case letter of a piece; pawns have none.
    pub fn letter(self, role: Role) -> Option<char> {
        let english = matches!(self, Letters::En);
        Some(match role {
            Role::Pawn => return None,
            Role::King => 'K',
            Role::Queen if english => 'Q',
            Role::Queen => 'D',
            Role::Rook if english => 'R',
            Role::Rook => 'T',
            Role::Bishop if english => 'B',
            Role::Bishop => 'L',
            Role::Knight if english => 'N',
            Role::Knight if self == Letters::Nl => 'P',
            Role::Knight => 'S',
        })
    }

    /// The upper-case letter a board drawn in text shows for a piece: the
    /// piece's letter, and for a pawn "P", or "I" (pion) in the Dutch set,
    /// whose "P" is the knight (paard): six different letters in every set.
    pub fn board_letter(self, role: Role) -> char {
        match self.letter(role) {
            Some(c) => c,
            None if self == Letters::Nl => 'I',
            None => 'P',
        }
    }

    /// The piece an upper-case letter names in this set.
    pub fn role(self, letter: char) -> Option<Role> {
        [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ]
        .into_iter()
        .find(|&r| self.letter(r) == Some(letter))
    }
}

/// A name typed (an option's value) that is none of a fixed set: a letter
/// set, a language, an edition of the laws. The command line says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownName {
    /// What the name should have named ("letter set").
    pub kind: &'static str,
    pub given: String,
    /// The names there are.
    pub allowed: Vec<String>,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let UnknownName {
            kind,
            given,
            allowed,
        } = self;
        write!(f, "unknown {kind} \"{given}\" (use {})", allowed.join(", "))
    }
}

impl std::error::Error for UnknownName {}

impl FromStr for Letters {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Letters, UnknownName> {
        Letters::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownName {
                kind: "letter set",
                given: s.to_string(),
                allowed: Letters::ALL.map(|l| l.code().to_string()).to_vec(),
            })
    }
}

impl fmt::Display for Letters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The move as written on a scoresheet in `letters`: SAN with the language's
/// letters, castling with zeros, promotion without "=", "e.p." after an en
/// passant capture, "+" or "#" after it. `pos` is the position before the move.
pub fn written(pos: &Chess, m: Move, letters: Letters) -> String {
    let san_plus = SanPlus::from_move(pos.clone(), m);
    let mut out = written_san(san_plus.san, letters);
    if let Some(suffix) = san_plus.suffix {
        out.push(match suffix {
            Suffix::Check => '+',
            Suffix::Checkmate => '#',
        });
    }
    if matches!(m, Move::EnPassant { .. }) {
        out.push_str(" e.p.");
    }
    out
}

/// The bare move (no check mark, no "e.p.") in `letters`.
pub fn written_san(san: San, letters: Letters) -> String {
    let mut out = String::with_capacity(8);
    match san {
        San::Castle(CastlingSide::KingSide) => out.push_str("0-0"),
        San::Castle(CastlingSide::QueenSide) => out.push_str("0-0-0"),
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            out.extend(letters.letter(role));
            out.extend(file.map(|f| f.char()));
            out.extend(rank.map(|r| r.char()));
            if capture {
                out.push('x');
            }
            out.push_str(&to.to_string());
            if let Some(p) = promotion {
                out.extend(letters.letter(p));
            }
        }
        San::Put { .. } | San::Null => out.push_str("--"),
    }
    out
}

/// The move in coordinates ("e2e4", "e7e8q", castling as the king's move "e1g1").
pub fn coordinates(m: Move) -> String {
    shakmaty::uci::UciMove::from_standard(m).to_string()
}

/// A numbered scoresheet: "1. e4 e5 2. Sf3 …"; a game starting with Black to
/// move begins "1... e5". Each entry is `(position before, move)`.
pub fn scoresheet<'a>(
    plies: impl IntoIterator<Item = (&'a Chess, Move)>,
    letters: Letters,
) -> String {
    scoresheet_marked(plies, letters, |_| false)
}

/// A scoresheet with the draw-offer mark "(=)" after the half-moves (counted
/// from 0) for which `offered` is true: "11. Kb1(=)".
pub fn scoresheet_marked<'a>(
    plies: impl IntoIterator<Item = (&'a Chess, Move)>,
    letters: Letters,
    offered: impl Fn(usize) -> bool,
) -> String {
    scoresheet_pairs(plies, letters, offered)
        .into_iter()
        .map(|(_, pair)| pair)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The scoresheet as `scoresheet_marked` writes it, one move pair at a time,
/// each with its move number: (11, "11. Kb1(=) Kb8"). A game starting with
/// Black to move begins (1, "1... e5").
pub fn scoresheet_pairs<'a>(
    plies: impl IntoIterator<Item = (&'a Chess, Move)>,
    letters: Letters,
    offered: impl Fn(usize) -> bool,
) -> Vec<(u32, String)> {
    let mut out: Vec<(u32, String)> = Vec::new();
    for (i, (pos, m)) in plies.into_iter().enumerate() {
        let number = pos.fullmoves().get();
        let mut entry = written(pos, m, letters);
        if offered(i) {
            entry.push_str("(=)");
        }
        match out.last_mut() {
            Some((n, pair)) if *n == number && !pos.turn().is_white() => {
                pair.push(' ');
                pair.push_str(&entry);
            }
            _ if pos.turn().is_white() => out.push((number, format!("{number}. {entry}"))),
            _ => out.push((number, format!("{number}... {entry}"))),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_draws_six_different_letters() {
        for letters in Letters::ALL {
            let drawn: std::collections::HashSet<char> =
                Role::ALL.map(|r| letters.board_letter(r)).into();
            assert_eq!(drawn.len(), 6, "{letters}: {drawn:?}");
            assert!(drawn.iter().all(char::is_ascii_uppercase), "{letters}");
        }
    }
    use shakmaty::san::San;

    fn play(sans: &[&str]) -> (Vec<Chess>, Vec<Move>) {
        let mut pos = Chess::default();
        let (mut before, mut moves) = (Vec::new(), Vec::new());
        for s in sans {
            let m = s.parse::<San>().unwrap().to_move(&pos).unwrap();
            before.push(pos.clone());
            moves.push(m);
            pos = pos.play(m).unwrap();
        }
        (before, moves)
    }

    const DANISH_GAME: [&str; 21] = [
        "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6", "Nxd6", "Bg5",
        "Nc6", "Qe3+", "Be7", "Nbd2", "O-O", "O-O-O", "Re8", "Kb1",
    ];

    #[test]
    fn danish_appendix_game_in_danish_letters() {
        let (before, moves) = play(&DANISH_GAME);
        let sheet = scoresheet(before.iter().zip(moves.iter().copied()), Letters::Da);
        assert_eq!(
            sheet,
            "1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p. Sxd6 7. Lg5 Sc6 8. De3+ Le7 \
             9. Sbd2 0-0 10. 0-0-0 Te8 11. Kb1"
        );
    }

    #[test]
    fn every_letter_set() {
        let (before, moves) = play(&["Nf3", "d5", "Bg2"][..2]);
        let one = |l| written(&before[0], moves[0], l);
        assert_eq!(one(Letters::En), "Nf3");
        assert_eq!(one(Letters::De), "Sf3");
        assert_eq!(one(Letters::Nl), "Pf3");
        assert_eq!(Letters::Nl.role('P'), Some(Role::Knight));
        assert_eq!(Letters::En.role('P'), None);
        assert_eq!("NB".parse::<Letters>(), Ok(Letters::Nb));
    }

    #[test]
    fn promotion_without_equals_sign() {
        let pos: Chess = "8/3P4/8/8/8/8/8/k1K5 w - - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        let m = "d8=Q".parse::<San>().unwrap().to_move(&pos).unwrap();
        assert_eq!(written(&pos, m, Letters::Da), "d8D");
        assert_eq!(written(&pos, m, Letters::En), "d8Q");
        assert_eq!(coordinates(m), "d7d8q");
        assert_eq!(scoresheet([(&pos, m)], Letters::Nl), "1. d8D");
    }

    #[test]
    fn black_to_move_first() {
        let (before, moves) = play(&["e4", "e5"]);
        assert_eq!(scoresheet([(&before[1], moves[1])], Letters::En), "1... e5");
    }
}
