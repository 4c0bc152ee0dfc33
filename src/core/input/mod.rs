//! Reading a typed move against a position: SAN in any letter set, castling,
//! coordinates, and the spoken words of any vocabulary.
//!
//! Input is first read into readings (what the text says, without a
//! position), then matched against shakmaty's legal moves. What the text says
//! as written comes first: in SAN an upper-case letter is a piece and a
//! lower-case one a file, so "dxe5" is a pawn capture even where a queen (D)
//! could take too. Only where that fits no legal move are the other readings
//! tried: a lower-case piece letter ("nf3") and input typed in capitals
//! ("NF3"). Missing capture marks, "=" and check marks are forgiven; anything
//! that fits two legal moves is refused with both named; anything that fits
//! none is explained.

use std::collections::HashMap;
use std::sync::Arc;

use shakmaty::{CastlingSide, Chess, File, Move, Position, Rank, Role, Square};

use super::notation::Letters;
use super::vocab::{Vocabulary, Word};

/// A small set of piece kinds (a letter may name two: Dutch "P").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Roles(u8);

impl Roles {
    pub fn one(role: Role) -> Roles {
        Roles(1 << role as u8)
    }
    pub fn with(self, role: Role) -> Roles {
        Roles(self.0 | Roles::one(role).0)
    }
    pub fn contains(self, role: Role) -> bool {
        self.0 & Roles::one(role).0 != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The first piece in the order the set was meant (most valuable first).
    pub fn first(self) -> Option<Role> {
        super::notation::VALUE_ORDER
            .into_iter()
            .find(|&r| self.contains(r))
    }
    fn promotable(self) -> Roles {
        Roles(self.0 & !(Roles::one(Role::Pawn).0 | Roles::one(Role::King).0))
    }
}

/// What a piece of input may mean, before it is matched against a position.
#[derive(Debug, Default)]
struct Readings {
    /// The text as written, most literal reading first.
    written: Vec<Reading>,
    /// What it may mean where nothing as written is legal: a lower-case
    /// piece letter, capitals typed as lower case. Taken only where exactly
    /// one legal move fits, for these are guesses at a slip of the keyboard.
    otherwise: Vec<Reading>,
}

impl Readings {
    fn is_empty(&self) -> bool {
        self.written.is_empty() && self.otherwise.is_empty()
    }

    /// The reading whose failure is explained where no move fits.
    fn first(&self) -> Option<&Reading> {
        self.written.first().or(self.otherwise.first())
    }
}

/// What a piece of input says, before it is matched against a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    Castle(CastlingSide),
    /// Algebraic or spoken: a piece, optional from-file and from-rank, a target.
    Piece(Named),
    /// From-square and to-square ("e2e4", "e7-e8Q"); castling as the king's move.
    Squares {
        from: Square,
        to: Square,
        promotion: Option<Roles>,
    },
}

/// A move as algebraic notation or speech names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Named {
    pub roles: Roles,
    pub file: Option<File>,
    pub rank: Option<Rank>,
    /// The input marked a capture. An unmarked capture still matches.
    pub capture: bool,
    pub to: Square,
    pub promotion: Option<Roles>,
    pub en_passant: bool,
}

impl Named {
    /// A piece move as read, whichever notation it was written in; `from`
    /// is the file and rank the input gave of the moving piece's square.
    fn reading(
        roles: Roles,
        (file, rank): (Option<File>, Option<Rank>),
        capture: bool,
        to: Square,
        promotion: Option<Roles>,
        en_passant: bool,
    ) -> Reading {
        Reading::Piece(Named {
            roles,
            file,
            rank,
            capture,
            to,
            promotion,
            en_passant,
        })
    }

    /// Whether a piece standing on `from` fits the file and rank the input
    /// gave ("Sbd2": any knight on the b-file).
    pub fn may_start_on(&self, from: Square) -> bool {
        self.file.is_none_or(|f| f == from.file()) && self.rank.is_none_or(|r| r == from.rank())
    }
}

/// Why a move that was read is not legal here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Illegal {
    /// The side to move has no such piece.
    NoPiece(Role),
    EmptySquare(Square),
    NotYourPiece(Square),
    /// No piece of that kind (from that file or rank) can reach the square.
    CannotReach {
        role: Role,
        file: Option<File>,
        rank: Option<Rank>,
        to: Square,
    },
    CannotMoveThere {
        role: Role,
        from: Square,
        to: Square,
    },
    OwnPiece {
        square: Square,
        role: Role,
    },
    NothingToCapture(Square),
    NotEnPassant,
    /// A promotion piece was named for a move that does not promote.
    NoPromotion,
    /// A pawn may become a queen, rook, bishop or knight only.
    PromotionPiece,
    /// The move would leave or put the own king in check.
    KingInCheck,
    /// The king is in check and the move does not answer it.
    InCheck,
    Castle(CastlingSide, CastleBlock),
    /// A move of the side not to move: typed in the wrong turn (the move
    /// before it not entered, or entered twice).
    OtherSidesMove,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CastleBlock {
    /// The king or that rook has moved.
    NoRights,
    InCheck,
    Blocked,
    /// The king would pass through or land on an attacked square.
    Attacked,
}

/// Why input was not taken as a move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    Empty,
    /// The text is no move in any accepted form; `word` is the first word that
    /// was not understood, where there is one.
    Unreadable {
        word: Option<String>,
    },
    GameOver,
    /// The input fits several legal moves.
    Ambiguous(Vec<Move>),
    /// A pawn reaches the last rank and the input names no piece.
    PromotionPiece(Square),
    Illegal(Illegal),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lexeme {
    File(File),
    Rank(Rank),
    Piece(Role),
    Word(Word),
}

/// Reads moves. Built once for a set of vocabularies and a preferred letter set.
#[derive(Debug, Clone)]
pub struct MoveReader {
    /// First folded word → (remaining words, meaning), longest phrase first.
    lexicon: HashMap<String, Vec<(Vec<String>, Lexeme)>>,
    letters: Option<Letters>,
}

/// Lower case, with the diacritics of the supported languages and their usual
/// keyboard spellings (ae, oe, ue, aa) folded, so "schlaegt" reads as "schlägt".
pub fn fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars().flat_map(char::to_lowercase) {
        match c {
            'æ' => out.push_str("ae"),
            'ä' | 'å' | 'á' | 'à' => out.push('a'),
            'ö' | 'ø' | 'ó' => out.push('o'),
            'ü' | 'ú' => out.push('u'),
            'é' | 'è' => out.push('e'),
            'ß' => out.push_str("ss"),
            _ => out.push(c),
        }
    }
    for (long, short) in [("ae", "a"), ("oe", "o"), ("ue", "u"), ("aa", "a")] {
        if out.contains(long) {
            out = out.replace(long, short);
        }
    }
    out
}

fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '!' | '?'))
        .map(|w| w.trim_matches('.'))
        .filter(|w| !w.is_empty())
        .map(fold)
        .collect()
}

impl MoveReader {
    /// `vocabularies` in order of precedence: where two give a word different
    /// meanings, the earlier wins. `letters` is the user's letter set, whose
    /// letters win over other sets' (Dutch "P" is a knight only with `nl`).
    pub fn new(vocabularies: &[Arc<Vocabulary>], letters: Option<Letters>) -> MoveReader {
        let mut lexicon: HashMap<String, Vec<(Vec<String>, Lexeme)>> = HashMap::new();
        let mut add = |phrase: &str, meaning: Lexeme| {
            let mut words = words_of(phrase);
            if words.is_empty() {
                return;
            }
            let first = words.remove(0);
            let entry = lexicon.entry(first).or_default();
            if !entry.iter().any(|(rest, _)| *rest == words) {
                entry.push((words, meaning));
                entry.sort_by_key(|(rest, _)| std::cmp::Reverse(rest.len()));
            }
        };
        for v in vocabularies {
            for file in File::ALL {
                add(v.file(file), Lexeme::File(file));
            }
            for rank in Rank::ALL {
                add(v.rank(rank), Lexeme::Rank(rank));
            }
            for role in Role::ALL {
                add(v.piece(role), Lexeme::Piece(role));
            }
            for word in Word::ALL {
                add(v.word(word), Lexeme::Word(word));
            }
        }
        MoveReader { lexicon, letters }
    }

    pub fn letters(&self) -> Option<Letters> {
        self.letters
    }

    /// The legal move `input` names in `pos`.
    pub fn read(&self, pos: &Chess, input: &str) -> Result<Move, MoveError> {
        let readings = self.readings(input)?;
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return Err(MoveError::GameOver);
        }
        let fitting = |tier: &[Reading]| -> Vec<Move> {
            let mut found: Vec<Move> = Vec::new();
            for m in &legal {
                if tier.iter().any(|r| fits(r, *m)) && !found.contains(m) {
                    found.push(*m);
                }
            }
            found
        };
        let mut found = fitting(&readings.written);
        if found.is_empty() {
            found = fitting(&readings.otherwise);
        }
        match found.len() {
            1 => Ok(found[0]),
            0 => {
                let first = readings
                    .first()
                    .expect("readings() reads something or fails");
                let why = explain(pos, first);
                // Legal for the other side as written: the turn is what is
                // wrong, and that is said rather than why the side to move
                // cannot (never for a guess at a slip of the keyboard; a
                // square named holds the other side's piece says it too).
                let theirs = !matches!(why, Illegal::NotYourPiece(_))
                    && pos.clone().swap_turn().ok().is_some_and(|other| {
                        other
                            .legal_moves()
                            .iter()
                            .any(|m| readings.written.iter().any(|r| fits(r, *m)))
                    });
                Err(MoveError::Illegal(if theirs {
                    Illegal::OtherSidesMove
                } else {
                    why
                }))
            }
            _ => {
                let (first, rest) = (found[0], &found[1..]);
                let same_squares = rest
                    .iter()
                    .all(|m| m.from() == first.from() && m.to() == first.to());
                if same_squares && first.is_promotion() {
                    return Err(MoveError::PromotionPiece(first.to()));
                }
                // A promotion with no piece named is one candidate, not four:
                // it stands in the list as the queen's.
                let queen_too = |m: &Move| {
                    found.iter().any(|q| {
                        q.from() == m.from()
                            && q.to() == m.to()
                            && q.promotion() == Some(Role::Queen)
                    })
                };
                let candidates = found
                    .iter()
                    .filter(|m| {
                        !m.is_promotion() || m.promotion() == Some(Role::Queen) || !queen_too(m)
                    })
                    .copied()
                    .collect();
                Err(MoveError::Ambiguous(candidates))
            }
        }
    }

    /// What the text may mean. Text in capitals ("NF3", "G1-F3") is read as
    /// typed normally: all in lower case ("g1-f3"), or with its first letter
    /// a piece ("Nf3"); both may fit ("BXC3"), so neither is preferred.
    fn readings(&self, input: &str) -> Result<Readings, MoveError> {
        if !in_capitals(input) {
            return self.literal(input);
        }
        let lower = input.to_lowercase();
        let piece_first = capitalize_first_letter(&lower);
        let mut readings = Readings::default();
        for typed in [lower, piece_first] {
            if let Ok(r) = self.literal(&typed) {
                readings.otherwise.extend(r.written);
            }
        }
        if readings.is_empty() {
            // The error names the word as the user typed it.
            return self.literal(input);
        }
        Ok(readings)
    }

    /// What the text says, taking its letters' case as written.
    fn literal(&self, input: &str) -> Result<Readings, MoveError> {
        let text = strip_marks(input.trim());
        if text.body.is_empty() {
            return Err(MoveError::Empty);
        }
        let compact: String = text.body.split_whitespace().collect();
        let spaced = text.body.split_whitespace().count() > 1;
        let only = |r: Reading| Readings {
            written: vec![r],
            otherwise: Vec::new(),
        };
        if let Some(side) = castling(&compact) {
            return Ok(only(Reading::Castle(side)));
        }
        if let Some(r) = self.squares(&compact) {
            return Ok(only(r));
        }
        let algebraic = self.algebraic(&compact, text.en_passant);
        if !spaced && !algebraic.is_empty() {
            return Ok(algebraic);
        }
        match self.spoken(&text.body, text.en_passant) {
            Ok(r) => Ok(only(r)),
            Err(e) if algebraic.is_empty() => Err(e),
            Err(_) => Ok(algebraic),
        }
    }

    fn piece_letter(&self, letter: char) -> Roles {
        let upper = letter.to_ascii_uppercase();
        if let Some(role) = self.letters.and_then(|l| l.role(upper)) {
            return Roles::one(role);
        }
        let mut roles = Roles::default();
        for set in Letters::ALL {
            if let Some(role) = set.role(upper) {
                roles = roles.with(role);
            }
        }
        if upper == 'P' {
            // Many write a pawn move as "Pe4"; with Dutch letters that is a knight.
            roles = roles.with(Role::Pawn);
        }
        roles
    }

    fn promotion_letter(&self, letter: char) -> Option<Roles> {
        let upper = letter.to_ascii_uppercase();
        if let Some(role) = self.letters.and_then(|l| l.role(upper)) {
            return Some(Roles::one(role));
        }
        let roles = Letters::ALL
            .into_iter()
            .filter_map(|set| set.role(upper))
            .fold(Roles::default(), Roles::with);
        (!roles.is_empty()).then_some(roles)
    }

    fn squares(&self, s: &str) -> Option<Reading> {
        let b = s.as_bytes();
        let square = |i: usize| -> Option<Square> {
            let f = *b.get(i)?;
            let r = *b.get(i + 1)?;
            (matches!(f, b'a'..=b'h') && matches!(r, b'1'..=b'8'))
                .then(|| Square::from_ascii(&b[i..i + 2]).ok())?
        };
        let from = square(0)?;
        let at = if matches!(b.get(2), Some(b'-' | b'x' | b':')) {
            3
        } else {
            2
        };
        let to = square(at)?;
        let mut rest = &s[at + 2..];
        rest = rest.strip_prefix('=').unwrap_or(rest);
        let promotion = match rest.chars().collect::<Vec<_>>()[..] {
            [] => None,
            [c] => Some(self.promotion_letter(c)?),
            _ => return None,
        };
        Some(Reading::Squares {
            from,
            to,
            promotion,
        })
    }

    /// SAN with any letter set. A lower-case first letter is a file as
    /// written ("bxc3", "dxe5"); read as a piece ("nf3", "lb5", and "bb5" for
    /// Bb5) only otherwise.
    fn algebraic(&self, s: &str, en_passant: bool) -> Readings {
        let chars: Vec<char> = s.chars().collect();
        let mut out = Readings::default();
        let Some(&first) = chars.first() else {
            return out;
        };
        if ('a'..='h').contains(&first) {
            out.written
                .extend(self.algebraic_body(Roles::one(Role::Pawn), &chars, en_passant));
        }
        let roles = if first.is_alphabetic() {
            self.piece_letter(first)
        } else {
            Roles::default()
        };
        if !roles.is_empty()
            && let Some(r) = self.algebraic_body(roles, &chars[1..], en_passant)
        {
            if first.is_uppercase() {
                out.written.push(r);
            } else {
                out.otherwise.push(r);
            }
        }
        out
    }

    /// The part after the piece letter: [file][rank][x]target[=][promotion].
    fn algebraic_body(&self, roles: Roles, chars: &[char], en_passant: bool) -> Option<Reading> {
        let is_file = |c: char| ('a'..='h').contains(&c);
        let is_rank = |c: char| ('1'..='8').contains(&c);
        // The target is the last file+rank pair; anything after it is a promotion.
        let target_at = (0..chars.len().saturating_sub(1))
            .rev()
            .find(|&i| is_file(chars[i]) && is_rank(chars[i + 1]))?;
        let to = Square::from_coords(
            File::from_char(chars[target_at])?,
            Rank::from_char(chars[target_at + 1])?,
        );
        let mut tail = &chars[target_at + 2..];
        if tail.first() == Some(&'=') {
            tail = &tail[1..];
        }
        let promotion = match tail {
            [] => None,
            [c] => Some(self.promotion_letter(*c)?),
            _ => return None,
        };
        let mut head = &chars[..target_at];
        let mut capture = false;
        if let Some(&last) = head.last()
            && matches!(last, 'x' | ':' | '-')
        {
            capture = last != '-';
            head = &head[..head.len() - 1];
        }
        // The file and rank of the moving piece's square, as far as given.
        let origin = match head {
            [] => (None, None),
            [f] if is_file(*f) => (File::from_char(*f), None),
            [r] if is_rank(*r) => (None, Rank::from_char(*r)),
            [f, r] if is_file(*f) && is_rank(*r) => (File::from_char(*f), Rank::from_char(*r)),
            _ => return None,
        };
        Some(Named::reading(
            roles, origin, capture, to, promotion, en_passant,
        ))
    }
}

struct Stripped {
    body: String,
    en_passant: bool,
}

/// Removes what does not identify a move: a leading move number, check and
/// mate marks, annotation marks, a draw-offer mark "(=)"; notes "e.p.".
fn strip_marks(input: &str) -> Stripped {
    let mut s = input.replace("(=)", " ");
    // "12." / "12..." / "12 ..." before the move.
    let trimmed = s.trim_start();
    let digits = trimmed.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 && trimmed[digits..].starts_with('.') {
        s = trimmed[digits..].trim_start_matches(['.', ' ']).to_string();
    }
    let mut en_passant = false;
    loop {
        let t = s.trim_end();
        let lower = t.to_ascii_lowercase();
        if let Some(cut) = ["e.p.", "e.p", "ep."]
            .iter()
            .find(|m| lower.ends_with(*m))
            .map(|m| m.len())
            .or_else(|| {
                let before = lower.strip_suffix("ep")?.chars().last();
                before
                    .is_none_or(|c| c.is_ascii_digit() || c.is_whitespace())
                    .then_some(2)
            })
        {
            en_passant = true;
            s = t[..t.len() - cut].to_string();
        } else if let Some(c) = t
            .chars()
            .last()
            .filter(|c| matches!(c, '+' | '#' | '!' | '?'))
        {
            s = t[..t.len() - c.len_utf8()].to_string();
        } else {
            s = t.to_string();
            break;
        }
    }
    Stripped {
        body: s,
        en_passant,
    }
}

/// Whether the text has letters and all of them are capitals: Caps Lock.
fn in_capitals(text: &str) -> bool {
    text.chars().any(char::is_alphabetic) && !text.chars().any(char::is_lowercase)
}

/// `text` (in lower case) with its first letter in upper case: "1. nf3" →
/// "1. Nf3".
fn capitalize_first_letter(text: &str) -> String {
    match text.char_indices().find(|(_, c)| c.is_alphabetic()) {
        Some((at, c)) => {
            let rest = &text[at + c.len_utf8()..];
            format!("{}{}{rest}", &text[..at], c.to_uppercase())
        }
        None => text.to_string(),
    }
}

fn castling(s: &str) -> Option<CastlingSide> {
    let norm: String = s
        .chars()
        .filter(|c| *c != '-')
        .map(|c| if c == 'o' || c == 'O' { '0' } else { c })
        .collect();
    match norm.as_str() {
        "00" => Some(CastlingSide::KingSide),
        "000" => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

mod explain;
mod spoken;
mod words;

use explain::{explain, fits};

#[cfg(test)]
mod tests;
