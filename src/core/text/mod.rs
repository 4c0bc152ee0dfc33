//! Every user-facing sentence, one Fluent catalogue per language (`en.ftl`,
//! `da.ftl`, `de.ftl`, `nb.ftl`, `nl.ftl`). The catalogues are tested to hold the same
//! messages, so a language missing a sentence fails the tests.

mod board_words;
mod catalogue;
mod messages;
mod said;
#[cfg(test)]
mod tests;

pub use catalogue::{Arg, Text};

use std::fmt;
use std::str::FromStr;

use shakmaty::{Chess, Color, File, Move, Position, Rank, Role, Square};

use super::clock::{Span, TimeControl};
use super::input::{Illegal, MoveError};
use super::notation::{self, Letters};

/// The language the program speaks to its user (not the announcement voice).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    Da,
    De,
    Nb,
    Nl,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Da, Lang::De, Lang::Nb, Lang::Nl];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Da => "da",
            Lang::De => "de",
            Lang::Nb => "nb",
            Lang::Nl => "nl",
        }
    }

    /// The UI language that goes with a vocabulary id; English for any other.
    pub fn for_voice(id: &str) -> Lang {
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == id)
            .unwrap_or(Lang::En)
    }

    /// The language of a system locale ("da_DK.UTF-8", "de-AT", "nb"),
    /// where there is a catalogue for it. Norwegian Nynorsk and plain "no"
    /// read Bokmål; "C" and "POSIX" name none.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let code = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match code.as_str() {
            "no" | "nn" => Some(Lang::Nb),
            code => Lang::ALL.into_iter().find(|l| l.code() == code),
        }
    }

    /// The piece letters a user of this language writes.
    pub fn letters(self) -> Letters {
        match self {
            Lang::En => Letters::En,
            Lang::Da => Letters::Da,
            Lang::De => Letters::De,
            Lang::Nb => Letters::Nb,
            Lang::Nl => Letters::Nl,
        }
    }

    /// This language's sentences; its catalogue is read on first use.
    pub fn text(self) -> &'static Text {
        Text::of(self)
    }
}

impl FromStr for Lang {
    type Err = notation::UnknownName;
    fn from_str(s: &str) -> Result<Lang, notation::UnknownName> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(s))
            .ok_or_else(|| notation::UnknownName {
                kind: "language",
                given: s.to_string(),
                allowed: Lang::ALL.map(|l| l.code().to_string()).to_vec(),
            })
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Where a piece came from, as far as the input said: a file, a rank or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum From {
    File(File),
    Rank(Rank),
    Square(Square),
}

impl From {
    fn of(file: Option<File>, rank: Option<Rank>) -> Option<From> {
        match (file, rank) {
            (Some(f), Some(r)) => Some(From::Square(Square::from_coords(f, r))),
            (Some(f), None) => Some(From::File(f)),
            (None, Some(r)) => Some(From::Rank(r)),
            (None, None) => None,
        }
    }
}

/// Where the scoresheets first differ, and the proposal to go back (D.2.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SheetsDiffer<'a> {
    /// The move number and side of the first difference.
    pub number: usize,
    pub side: Color,
    /// The entries there, written: this game's and the other sheet's.
    pub ours: &'a str,
    pub theirs: &'a str,
    /// "after move 11 of White", or "the start of the game".
    pub back_to: &'a str,
    pub white_left: Span,
    pub black_left: Span,
    pub rule: &'a str,
}

/// The data of an adjournment envelope, in words and figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Envelope {
    pub white: String,
    pub black: String,
    /// The position before the sealed move, in the voice's words.
    pub position: String,
    pub fen: String,
    pub white_used: Span,
    pub black_used: Span,
    /// What each clock is to show at resumption.
    pub white_left: Span,
    pub black_left: Span,
    pub sealed_by: Color,
    /// None where no name was given.
    pub sealer_name: Option<String>,
    pub number: usize,
    pub offer: Option<Color>,
    pub resume: Option<String>,
}

/// The units of the talking clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Hour,
    Minute,
    Second,
    Move,
}

/// A time control in words: "40 moves in 1 hour 30 minutes, then 30 minutes
/// for the rest of the game; 30 seconds added per move". An increment or a
/// delay that all periods share is said once at the end; one that differs
/// between periods is said with each period that has it ("then 30 minutes
/// for the rest of the game (30 seconds added per move)").
pub fn control(lang: Lang, control: &TimeControl) -> String {
    let t = lang.text();
    let first = control.periods[0];
    let shared =
        |of: fn(&super::clock::Period) -> Span| control.periods.iter().all(|p| of(p) == of(&first));
    let (increment_shared, delay_shared) = (shared(|p| p.increment), shared(|p| p.delay));
    // Where there are several periods, each increment and delay says the
    // move it starts at ("from move 41" for 40/5400:1800+30).
    let several = control.periods.len() > 1;
    let starts: Vec<u32> = control
        .periods
        .iter()
        .scan(1, |next, p| {
            let from = *next;
            *next += p.moves.unwrap_or(0);
            Some(if several { from } else { 0 })
        })
        .collect();
    let mut parts = Vec::new();
    for (p, &from) in control.periods.iter().zip(&starts) {
        let time = t.duration(p.base);
        let mut part = match p.moves {
            Some(n) => t.period_moves(n, &time),
            None => t.period_rest(&time),
        };
        let mut own = Vec::new();
        if !increment_shared && p.increment > Span::ZERO {
            own.push(t.increment(&t.duration(p.increment), from));
        }
        if !delay_shared && p.delay > Span::ZERO {
            own.push(t.delay(&t.duration(p.delay), from));
        }
        // After a semicolon, not in brackets: a long control is then cut
        // into lines at its clauses, each of which says its move.
        if !own.is_empty() {
            part.push_str(&format!("; {}", own.join("; ")));
        }
        parts.push(part);
    }
    let mut out = parts.join(&format!(", {} ", t.then()));
    // A last period with a number of moves comes round again (PGN's "40/7200").
    if let Some(n) = control.periods.last().and_then(|p| p.moves) {
        out.push_str(&format!(", {}", t.period_repeats(n)));
    }
    if increment_shared && first.increment > Span::ZERO {
        out.push_str(&format!(
            "; {}",
            t.increment(&t.duration(first.increment), starts[0])
        ));
    }
    if delay_shared && first.delay > Span::ZERO {
        out.push_str(&format!(
            "; {}",
            t.delay(&t.duration(first.delay), starts[0])
        ));
    }
    out
}

/// A move named so that the user can type it back: written form, and the
/// squares in brackets, which never fit two moves.
pub fn candidate(pos: &Chess, m: Move, letters: Letters) -> String {
    format!(
        "{} ({})",
        notation::written(pos, m, letters),
        notation::coordinates(m)
    )
}

/// The moves an input fits, in `letters` with their squares: "Nbd2 (b1d2)
/// or Nfd2 (f3d2)".
pub fn candidates(lang: Lang, pos: &Chess, moves: &[Move], letters: Letters) -> String {
    let names: Vec<String> = moves.iter().map(|&m| candidate(pos, m, letters)).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("{} {} {}", rest.join(", "), lang.text().or(), last)
        }
        _ => names.join(""),
    }
}

/// Why an entry of the other scoresheet stopped the reading, in `lang`:
/// no move in its position, or the moves it fits. `entering` is the entry
/// a line at a time, where it is typed again; else the whole sheet.
pub fn sheet_entry_problem(
    lang: Lang,
    bad: &crate::scoresheet::Unreadable,
    letters: Letters,
    entering: bool,
) -> String {
    let t = lang.text();
    let (number, side, text) = (bad.number, bad.side, bad.text.as_str());
    if let Some((written, wside)) = bad.misnumbered {
        return if entering {
            t.sheet_entry_misnumbered(written, wside, number, side)
        } else {
            t.sheet_misnumbered(written, wside, number, side)
        };
    }
    if bad.fits.is_empty() {
        if entering {
            t.sheet_entry_again(number, side, text)
        } else {
            t.sheet_unreadable(number, side, text)
        }
    } else {
        let fits = candidates(lang, &bad.before, &bad.fits, letters);
        if entering {
            t.sheet_entry_ambiguous(number, side, text, &fits)
        } else {
            t.sheet_ambiguous(number, side, text, &fits)
        }
    }
}

/// The reason a move was refused, in `lang`, naming candidates in `letters`.
/// Why a typed move cannot be played. The pieces are named in `voice`'s
/// words where there is one (the words of every other answer), else in the
/// language's own.
pub fn move_error(
    lang: Lang,
    pos: &Chess,
    input: &str,
    error: &MoveError,
    letters: Letters,
    voice: Option<&crate::vocab::Voice>,
) -> String {
    let t = lang.text();
    let input = input.trim();
    match error {
        MoveError::Empty => t.empty(),
        MoveError::Unreadable { word: Some(w) } if w != input => t.unknown_word(input, w),
        MoveError::Unreadable { .. } => {
            let san = notation::written_san(
                shakmaty::san::San::Normal {
                    role: Role::Knight,
                    file: None,
                    rank: None,
                    capture: false,
                    to: Square::F3,
                    promotion: None,
                },
                letters,
            );
            t.unreadable(input, &san, &spoken_example(t, voice))
        }
        MoveError::GameOver => t.game_over(),
        MoveError::Ambiguous(moves) => t.ambiguous(input, &candidates(lang, pos, moves, letters)),
        MoveError::PromotionPiece(square) => {
            let queen = letters.letter(Role::Queen).unwrap_or('Q');
            let pawn = match voice {
                Some(v) => v.piece(Role::Pawn).to_string(),
                None => t.piece(Role::Pawn),
            };
            let native = t.is_native(Role::Pawn, &pawn);
            t.promotion_piece(*square, &format!("{square}{queen}"), &pawn, native)
        }
        MoveError::Illegal(reason) => illegal(t, pos, *reason, voice),
    }
}

/// A knight's move to f3 in the words of `voice` ("Springer Felix drei"),
/// or where there is none, in the language's own example.
fn spoken_example(t: &Text, voice: Option<&crate::vocab::Voice>) -> String {
    match voice {
        Some(v) => format!(
            "{} {} {}",
            v.piece(Role::Knight),
            v.file(Square::F3.file()),
            v.rank(Square::F3.rank())
        ),
        None => t.spoken_example(),
    }
}

fn illegal(t: &Text, pos: &Chess, reason: Illegal, voice: Option<&crate::vocab::Voice>) -> String {
    let noun = |role: Role| match voice {
        Some(v) => v.piece(role).to_string(),
        None => t.piece(role),
    };
    let king = noun(Role::King);
    let native = t.is_native(Role::King, &king);
    match reason {
        Illegal::NoPiece(role) => {
            let piece = noun(role);
            t.no_piece(pos.turn(), role, &piece, t.is_native(role, &piece))
        }
        Illegal::EmptySquare(s) => t.empty_square(s),
        Illegal::NotYourPiece(s) => t.not_your_piece(s, !pos.turn()),
        Illegal::CannotReach {
            role,
            file,
            rank,
            to,
        } => t.cannot_reach(role, From::of(file, rank), to, &noun(role)),
        Illegal::CannotMoveThere { role, from, to } => {
            t.cannot_move_there(role, from, to, &noun(role))
        }
        Illegal::OwnPiece { square, role } => t.own_piece(square, role, &noun(role)),
        Illegal::NothingToCapture(s) => t.nothing_to_capture(s),
        Illegal::NotEnPassant => t.not_en_passant(),
        Illegal::NoPromotion => t.no_promotion(),
        Illegal::PromotionPiece => t.promotion_choice(),
        Illegal::OtherSidesMove => t.other_sides_move(pos.turn(), !pos.turn()),
        Illegal::KingInCheck => t.king_in_check(&king, native),
        Illegal::InCheck => t.in_check(&king, native),
        Illegal::Castle(side, block) => {
            let castling = match voice {
                Some(v) => v.word(crate::vocab::Word::Castle(side)).to_string(),
                None => String::new(),
            };
            t.castle(side, block, &castling, &king, &noun(Role::Rook), native)
        }
    }
}

/// A size as people read it: "52 KB", "300 MB" (rounded up); units are
/// the same in every language.
pub fn size_text(bytes: u64) -> String {
    const KB: u64 = 1024;
    if bytes < KB {
        format!("{bytes} B")
    } else if bytes < KB * KB {
        format!("{} KB", bytes.div_ceil(KB))
    } else {
        format!("{} MB", bytes.div_ceil(KB * KB))
    }
}

/// A message standing alone as a sentence: its first letter in upper case
/// (as `sentence`), a full stop at its end unless it ends in one, or in a
/// question or exclamation mark.
pub fn full_sentence(text: &str) -> String {
    let mut s = sentence(text.trim_end());
    let core = s.trim_end_matches(['"', ')', '\'', '»', '”']);
    if !core.ends_with(['.', '?', '!']) {
        s.push('.');
    }
    s
}

/// The first letter in upper case, for a sentence standing alone; a sentence
/// that starts with a square ("f2 is …") keeps it as written.
pub fn sentence(text: &str) -> String {
    let b = text.as_bytes();
    if b.len() >= 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]) {
        return text.to_string();
    }
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
