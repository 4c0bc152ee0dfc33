//! Every user-facing sentence, one catalogue per language. A catalogue is a
//! trait so that a language missing a sentence does not compile.

mod da;
mod de;
mod en;
mod nb;

use std::fmt;
use std::str::FromStr;

use shakmaty::{CastlingSide, Chess, Color, File, Move, Position, Rank, Role, Square};

use super::clock::{Span, TimeControl};
use super::input::{CastleBlock, Illegal, MoveError};
use super::notation::{self, Letters};
use super::outcome::{ClaimKind, EndReason, GameResult};

/// The language the program speaks to its user (not the announcement voice).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    Da,
    De,
    Nb,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Da, Lang::De, Lang::Nb];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Da => "da",
            Lang::De => "de",
            Lang::Nb => "nb",
        }
    }

    /// The UI language that goes with a vocabulary id; English for any other.
    pub fn for_voice(id: &str) -> Lang {
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == id)
            .unwrap_or(Lang::En)
    }

    /// The piece letters a user of this language writes.
    pub fn letters(self) -> Letters {
        match self {
            Lang::En => Letters::En,
            Lang::Da => Letters::Da,
            Lang::De => Letters::De,
            Lang::Nb => Letters::Nb,
        }
    }

    pub fn text(self) -> &'static dyn Catalogue {
        match self {
            Lang::En => &en::En,
            Lang::Da => &da::Da,
            Lang::De => &de::De,
            Lang::Nb => &nb::Nb,
        }
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown language \"{s}\" (use en, da, de or nb)"))
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

/// The sentences of one language. Reasons start in lower case: they follow a
/// label ("move 3 \"Nf4\": …"); the shell capitalizes a sentence standing alone.
pub trait Catalogue: Sync {
    fn side(&self, color: Color) -> &'static str;
    /// The noun for a piece, singular.
    fn piece(&self, role: Role) -> &'static str;
    fn or(&self) -> &'static str;

    fn empty(&self) -> String;
    fn unreadable(&self, input: &str) -> String;
    fn unknown_word(&self, input: &str, word: &str) -> String;
    fn game_over(&self) -> String;
    fn ambiguous(&self, input: &str, candidates: &str) -> String;
    /// `example` is the move with a queen named, in the user's letters.
    fn promotion_piece(&self, square: Square, example: &str) -> String;

    fn no_piece(&self, side: Color, role: Role) -> String;
    fn cannot_reach(&self, role: Role, from: Option<From>, to: Square) -> String;
    fn empty_square(&self, square: Square) -> String;
    fn not_your_piece(&self, square: Square, owner: Color) -> String;
    fn cannot_move_there(&self, role: Role, from: Square, to: Square) -> String;
    fn own_piece(&self, square: Square, role: Role) -> String;
    fn nothing_to_capture(&self, square: Square) -> String;
    fn not_en_passant(&self) -> String;
    fn no_promotion(&self) -> String;
    fn promotion_choice(&self) -> String;
    fn king_in_check(&self) -> String;
    fn in_check(&self) -> String;
    fn castle(&self, side: CastlingSide, block: CastleBlock) -> String;

    /// A bad move in a list of moves, with its number (1 for the first move given).
    fn bad_move(&self, number: usize, input: &str, reason: &str) -> String;
    /// `detail` is the chess library's own (English) wording.
    fn bad_fen(&self, fen: &str, detail: &str) -> String;
    fn unknown_vocabulary(&self, id: &str, known: &str) -> String;

    // The talking clock.
    /// The word for `n` of a unit ("1 hour", "2 hours": the word only).
    fn unit(&self, unit: Unit, n: i64) -> &'static str;
    /// "1 hour 2 minutes 5 seconds": units that are zero left out, "0 seconds" for none.
    fn duration(&self, span: Span) -> String {
        let s = span.whole_seconds().max(0);
        let parts: Vec<String> = [
            (Unit::Hour, s / 3600),
            (Unit::Minute, s / 60 % 60),
            (Unit::Second, s % 60),
        ]
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(u, n)| format!("{n} {}", self.unit(u, n)))
        .collect();
        if parts.is_empty() {
            format!("0 {}", self.unit(Unit::Second, 0))
        } else {
            parts.join(" ")
        }
    }
    /// "White: 2 moves completed, 1 minute 30 seconds used, 1 hour 28 minutes left."
    fn time_line(&self, side: Color, completed: u32, used: Span, left: Span, flag: bool) -> String;
    /// "5 minutes left"
    fn left(&self, span: Span) -> String;
    fn flag_fell(&self, color: Color, opponent_can_mate: bool) -> String;
    fn time_added(&self, color: Color, span: Span) -> String;
    fn clock_set(&self, color: Color, left: Span) -> String;
    /// After `wait` on the manual clock: the time since the start.
    fn clock_now(&self, since_start: Span) -> String;
    /// "40 moves in 1 hour 30 minutes"
    fn period_moves(&self, moves: u32, time: &str) -> String;
    /// "30 minutes for the rest of the game"
    fn period_rest(&self, time: &str) -> String;
    fn then(&self) -> &'static str;
    /// "30 seconds added per move"
    fn increment(&self, time: &str) -> String;
    /// "5 seconds delay per move"
    fn delay(&self, time: &str) -> String;
    fn control_error(&self, text: &str) -> String;
    fn cadence_error(&self, text: &str) -> String;

    // The move workflow.
    fn correction(&self, announcement: &str) -> String;
    fn confirmed(&self) -> String;
    fn completed(&self, by: Color, number: usize) -> String;
    fn to_move(&self, color: Color) -> String;
    fn waiting_for_press(&self, by: Color) -> String;
    fn pending(&self, by: Color, announcement: &str) -> String;
    fn nothing_to_press(&self) -> String;
    fn nothing_to_fix(&self) -> String;
    fn nothing_to_confirm(&self) -> String;
    fn last_move(&self, by: Color, number: usize, announcement: &str, completed: bool) -> String;
    fn no_moves(&self) -> String;

    // Draws, claims, results.
    fn draw_offered(&self, by: Color) -> String;
    fn draw_declined(&self, by: Color) -> String;
    fn no_offer(&self) -> String;
    fn offer_standing(&self, by: Color) -> String;
    fn agreement_too_early(&self) -> String;
    fn claim(&self, by: Color, kind: ClaimKind, correct: bool, written: bool) -> String;
    fn claim_with_pending(&self) -> String;
    /// The penalty the laws give for an incorrect claim, proposed to the arbiter.
    fn claim_penalty(
        &self,
        year: u16,
        rule: &str,
        opponent: Color,
        bonus: Span,
        claimant: Color,
        deduction: Option<Span>,
    ) -> String;
    fn ended(&self, result: GameResult, reason: EndReason, by: Option<Color>) -> String;

    // The game file and the program.
    fn new_game(&self, white: &str, black: &str, blind: Color, control: &str, laws: u16) -> String;
    fn game_file(&self, path: &str) -> String;
    fn resumed(&self, number: usize, status: &str) -> String;
    fn time_while_closed(&self, color: Color, span: Span) -> String;
    fn journal_repaired(&self, copy: &str) -> String;
    fn journal_unreadable(&self, path: &str, detail: &str) -> String;
    /// An export read a game file whose last record is damaged, without repairing it.
    fn damaged_tail(&self, path: &str) -> String;
    fn setup_ignored(&self) -> String;
    fn unknown_command(&self, word: &str) -> String;
    fn usage(&self, command: &str, example: &str) -> String;
    fn manual_clock_only(&self) -> String;
    /// One line per command of line mode.
    fn help(&self) -> Vec<String>;

    // Two boards, two scoresheets, the assistant, the arbiter, adjournment.
    fn misplaced(&self, piece: &str, on: &str, should_be: &str) -> String;
    fn extra(&self, side: Color, piece: &str, on: &str) -> String;
    fn missing(&self, side: Color, piece: &str, on: &str) -> String;
    fn board_differs(&self, list: &str) -> String;
    fn boards_agree(&self) -> String;
    fn diff_report(&self, differences: &str, steps: &str) -> String;
    fn step_move(&self, piece: &str, from: &str, to: &str) -> String;
    fn step_remove(&self, side: Color, piece: &str, from: &str) -> String;
    fn step_put_back(&self, side: Color, piece: &str, on: &str) -> String;
    fn step_lift(&self, piece: &str, from: &str) -> String;
    fn step_place(&self, piece: &str, on: &str) -> String;
    fn peg_fixed(&self) -> String;
    fn peg_needed(&self) -> String;
    fn nothing_to_peg(&self) -> String;
    fn bad_peg_squares(&self, text: &str) -> String;
    fn after_move(&self, number: usize, side: Color) -> String;
    fn game_start(&self) -> String;
    fn nothing_written(&self) -> String;
    fn sheets_agree(&self, through: &str) -> String;
    fn correct_peg_board(&self, rule: &str, steps: &str) -> String;
    fn correct_other_board(&self, rule: &str) -> String;
    fn sheets_differ(&self, d: &SheetsDiffer) -> String;
    fn rollback_confirm(&self, back_to: &str, white_left: Span, black_left: Span) -> String;
    fn rollback_cancelled(&self) -> String;
    fn rolled_back(
        &self,
        back_to: &str,
        white_left: Span,
        black_left: Span,
        to_move: Color,
    ) -> String;
    fn nothing_to_roll_back(&self) -> String;
    fn assistant_set(&self, name: Option<&str>) -> String;
    fn claim_time_hint(&self) -> String;
    fn hearing_needs_assistant(&self, rule: &str) -> String;
    fn touched(&self, side: Color, what: &str, at: Span) -> String;
    fn bad_square(&self, text: &str) -> String;
    fn illegal_declared(&self, by: Color, count: u32, year: u16, rule: &str) -> String;
    fn illegal_penalty_time(&self, opponent: Color) -> String;
    fn illegal_penalty_loss(&self, by: Color, rule: &str, result: &str) -> String;
    fn illegal_penalty_draw(&self, opponent: Color, rule: &str) -> String;
    fn no_move_to_declare(&self) -> String;
    fn no_flag(&self) -> String;
    fn sealed(&self, number: usize) -> String;
    fn adjourned(&self, by: Color, number: usize) -> String;
    fn unsealed(&self, by: Color, number: usize) -> String;
    fn not_adjourned(&self) -> String;
    fn envelope(&self, e: &Envelope) -> String;
    fn envelope_written(&self, text: &str, braille: &str) -> String;
    fn resume_needed(&self) -> String;

    // Speech.
    fn speech_backend(&self, backend: &str) -> String;
    fn tui_needs_terminal(&self) -> &'static str;
    fn clip_fallback(&self, word: &str, to: &str) -> String;
    fn nothing_to_repeat(&self) -> String;
    fn speech_setting(&self, what: &str, percent: u32) -> String;

    // Board exploration and the full-screen interface.
    /// A square and the piece on it: "Felix drei: weißer Springer". `square`
    /// is the voice's words for the square, `piece` the voice's word for
    /// `role`; the colour adjective agrees with it (German "weiße Dame",
    /// Danish "hvidt tårn").
    fn square_piece(&self, square: &str, role: Role, color: Color, piece: &str) -> String;
    /// "Felix drei: leer".
    fn square_empty(&self, square: &str) -> String;
    /// A run of `n` empty squares in a scanned line: "3 leer". Empty squares
    /// are counted, not named: the occupied squares around a run are named,
    /// so the count places it exactly, and the line stays short to listen to.
    fn empty_run(&self, n: usize) -> String;
    /// A rank, file or diagonal scanned: the items (occupied squares as
    /// `square_piece` says them, runs of empty ones as `empty_run`) in order.
    fn line_report(&self, items: &[String]) -> String;
    /// "White: König Eva eins, Dame David eins, …"; `items` empty for none.
    fn pieces_report(&self, color: Color, items: &str) -> String;
    /// The legal moves of a piece ("Springer Gustav eins"), as announcements.
    fn moves_report(&self, piece_and_square: &str, moves: &[String]) -> String;
    fn no_moves_from(&self, piece_and_square: &str) -> String;
    fn no_piece_here(&self, square: &str) -> String;
    /// What attacks and defends a square; an empty list says "not attacked",
    /// "not defended".
    fn attack_report(&self, square: &str, attackers: &str, defenders: &str) -> String;
    fn board_flipped(&self, black_below: bool) -> String;
    fn tui_prompt(&self) -> &'static str;
    fn tui_board_mode(&self) -> &'static str;
    fn tui_clock_title(&self) -> &'static str;
    fn tui_sheet_title(&self) -> &'static str;
    fn tui_peg_title(&self) -> &'static str;
    fn tui_help_title(&self) -> &'static str;
    fn tui_running(&self) -> &'static str;
    fn tui_flag(&self) -> &'static str;
    fn tui_used(&self) -> &'static str;
    fn tui_moves(&self) -> &'static str;
    fn tui_differs(&self) -> &'static str;
    /// One line describing a key action of the full-screen interface (the
    /// key itself is shown beside it); an unknown action name is returned as is.
    fn key_help(&self, action: &str) -> String;
    fn key_help_files_ranks(&self) -> String;
}

/// The key action names of the full-screen interface that `key_help` describes.
pub const KEY_ACTIONS: [&str; 28] = [
    "submit",
    "press",
    "fix",
    "time",
    "last",
    "repeat",
    "help",
    "big_text",
    "board_mode",
    "quit",
    "up",
    "down",
    "left",
    "right",
    "flip",
    "square",
    "scan_rank",
    "scan_file",
    "scan_diagonals",
    "list_pieces",
    "legal_moves",
    "attackers",
    "next_king",
    "next_queen",
    "next_rook",
    "next_bishop",
    "next_knight",
    "next_pawn",
];

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
    pub sealed_by: Color,
    pub sealer_name: String,
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
/// for the rest of the game; 30 seconds added per move".
pub fn control(lang: Lang, control: &TimeControl) -> String {
    let t = lang.text();
    let mut parts = Vec::new();
    for p in &control.periods {
        let time = t.duration(p.base);
        parts.push(match p.moves {
            Some(n) => t.period_moves(n, &time),
            None => t.period_rest(&time),
        });
    }
    let mut out = parts.join(&format!(", {} ", t.then()));
    let first = control.periods[0];
    if first.increment > Span::ZERO {
        out.push_str(&format!("; {}", t.increment(&t.duration(first.increment))));
    }
    if first.delay > Span::ZERO {
        out.push_str(&format!("; {}", t.delay(&t.duration(first.delay))));
    }
    out
}

pub fn bad_fen(lang: Lang, e: &super::game::FenError) -> String {
    lang.text().bad_fen(&e.fen, &e.detail)
}

pub fn unknown_vocabulary(lang: Lang, e: &super::vocab::UnknownVocabulary) -> String {
    lang.text().unknown_vocabulary(&e.id, &e.known.join(", "))
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

/// The reason a move was refused, in `lang`, naming candidates in `letters`.
pub fn move_error(
    lang: Lang,
    pos: &Chess,
    input: &str,
    error: &MoveError,
    letters: Letters,
) -> String {
    let t = lang.text();
    let input = input.trim();
    match error {
        MoveError::Empty => t.empty(),
        MoveError::Unreadable { word: Some(w) } if w != input => t.unknown_word(input, w),
        MoveError::Unreadable { .. } => t.unreadable(input),
        MoveError::GameOver => t.game_over(),
        MoveError::Ambiguous(moves) => {
            let names: Vec<String> = moves.iter().map(|&m| candidate(pos, m, letters)).collect();
            let list = match names.split_last() {
                Some((last, rest)) if !rest.is_empty() => {
                    format!("{} {} {}", rest.join(", "), t.or(), last)
                }
                _ => names.join(""),
            };
            t.ambiguous(input, &list)
        }
        MoveError::PromotionPiece(square) => {
            let queen = letters.letter(Role::Queen).unwrap_or('Q');
            t.promotion_piece(*square, &format!("{square}{queen}"))
        }
        MoveError::Illegal(reason) => illegal(t, pos, *reason),
    }
}

fn illegal(t: &dyn Catalogue, pos: &Chess, reason: Illegal) -> String {
    match reason {
        Illegal::NoPiece(role) => t.no_piece(pos.turn(), role),
        Illegal::EmptySquare(s) => t.empty_square(s),
        Illegal::NotYourPiece(s) => t.not_your_piece(s, !pos.turn()),
        Illegal::CannotReach {
            role,
            file,
            rank,
            to,
        } => t.cannot_reach(role, From::of(file, rank), to),
        Illegal::CannotMoveThere { role, from, to } => t.cannot_move_there(role, from, to),
        Illegal::OwnPiece { square, role } => t.own_piece(square, role),
        Illegal::NothingToCapture(s) => t.nothing_to_capture(s),
        Illegal::NotEnPassant => t.not_en_passant(),
        Illegal::NoPromotion => t.no_promotion(),
        Illegal::PromotionPiece => t.promotion_choice(),
        Illegal::KingInCheck => t.king_in_check(),
        Illegal::InCheck => t.in_check(),
        Illegal::Castle(side, block) => t.castle(side, block),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input::MoveReader;

    fn reason(lang: Lang, fen: &str, input: &str) -> String {
        let pos: Chess = if fen.is_empty() {
            Chess::default()
        } else {
            fen.parse::<shakmaty::fen::Fen>()
                .unwrap()
                .into_position(shakmaty::CastlingMode::Standard)
                .unwrap()
        };
        let reader = MoveReader::new(&[], Some(lang.letters()));
        let e = reader.read(&pos, input).unwrap_err();
        move_error(lang, &pos, input, &e, lang.letters())
    }

    #[test]
    fn english_reasons() {
        assert_eq!(reason(Lang::En, "", "Nf4"), "no knight can reach f4");
        assert_eq!(
            reason(Lang::En, "", "Ngf4"),
            "no knight on the g-file can reach f4"
        );
        assert_eq!(reason(Lang::En, "", "Qd4"), "no queen can reach d4");
        assert_eq!(reason(Lang::En, "", "e3e4"), "there is no piece on e3");
        assert_eq!(
            reason(Lang::En, "", "xyz"),
            "\"xyz\" is not a move I can read; type e.g. e4, Nf3, e2e4 or \"Springer Felix drei\""
        );
        let pinned = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
        assert_eq!(
            reason(Lang::En, pinned, "Nc3"),
            "the king would be in check"
        );
        assert_eq!(
            reason(Lang::En, "4k3/8/8/4B3/8/2n5/1P6/4K3 w - - 0 1", "bxc3"),
            "\"bxc3\" fits several moves: bxc3 (b2c3) or Bxc3 (e5c3); type the one you mean more exactly"
        );
        assert_eq!(
            reason(Lang::En, "k7/3P4/8/8/8/8/8/4K3 w - - 0 1", "d8"),
            "the pawn reaches d8: name the new piece, e.g. d8Q"
        );
    }

    #[test]
    fn every_language_explains() {
        assert_eq!(reason(Lang::Da, "", "Sf4"), "ingen springer kan nå f4");
        assert_eq!(
            reason(Lang::De, "", "Sf4"),
            "kein Springer kann f4 erreichen"
        );
        assert_eq!(reason(Lang::Nb, "", "Sf4"), "ingen springer kan nå f4");
        assert_eq!(reason(Lang::De, "", "Dd4"), "keine Dame kann d4 erreichen");
        assert_eq!(reason(Lang::Da, "", "Td4"), "intet tårn kan nå d4");
        assert_eq!(
            reason(Lang::De, "", "0-0"),
            "Kurze Rochade ist nicht möglich: zwischen König und Turm stehen Figuren"
        );
        assert_eq!(
            reason(Lang::Da, "k7/3P4/8/8/8/8/8/4K3 w - - 0 1", "d8"),
            "bonden når d8: nævn den nye brik, fx d8D"
        );
    }

    #[test]
    fn sentence_capitalizes() {
        assert_eq!(sentence("ørn"), "Ørn");
        assert_eq!(sentence(""), "");
        assert_eq!(sentence("f2 is taken"), "f2 is taken");
    }

    #[test]
    fn colour_adjectives_agree_with_the_piece() {
        let de = Lang::De.text();
        let w = Color::White;
        let b = Color::Black;
        assert_eq!(
            de.square_piece("David eins", Role::Queen, w, "Dame"),
            "David eins: weiße Dame"
        );
        assert_eq!(
            de.square_piece("David acht", Role::Queen, b, "Dame"),
            "David acht: schwarze Dame"
        );
        for role in [
            Role::King,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ] {
            let piece = de.piece(role);
            assert_eq!(
                de.square_piece("Felix drei", role, w, piece),
                format!("Felix drei: weißer {piece}")
            );
            assert_eq!(
                de.square_piece("Felix drei", role, b, piece),
                format!("Felix drei: schwarzer {piece}")
            );
        }
        let da = Lang::Da.text();
        assert_eq!(
            da.square_piece("Anna et", Role::Rook, w, "tårn"),
            "Anna et: hvidt tårn"
        );
        assert_eq!(
            da.square_piece("Anna otte", Role::Rook, b, "tårn"),
            "Anna otte: sort tårn"
        );
        assert_eq!(
            da.square_piece("Frederik tre", Role::Knight, w, "springer"),
            "Frederik tre: hvid springer"
        );
        let nb = Lang::Nb.text();
        assert_eq!(
            nb.square_piece("Anna en", Role::Rook, w, "tårn"),
            "Anna en: hvitt tårn"
        );
        assert_eq!(
            nb.square_piece("Anna åtte", Role::Rook, b, "tårn"),
            "Anna åtte: svart tårn"
        );
        assert_eq!(
            nb.square_piece("Felix tre", Role::Knight, w, "springer"),
            "Felix tre: hvit springer"
        );
        assert_eq!(
            Lang::En
                .text()
                .square_piece("Felix drei", Role::Knight, w, "Springer"),
            "Felix drei: white Springer"
        );
        assert_eq!(de.square_empty("Felix drei"), "Felix drei: leer");
        assert_eq!(da.square_empty("Frederik tre"), "Frederik tre: tom");
    }

    #[test]
    fn exploration_sentences() {
        let en = Lang::En.text();
        assert_eq!(
            en.board_flipped(true),
            "The board is seen from Black's side."
        );
        assert_eq!(
            Lang::Da.text().board_flipped(false),
            "Brættet ses fra hvids side."
        );
        assert_eq!(
            Lang::Nb.text().pieces_report(Color::White, "konge Eva en"),
            "Hvit: konge Eva en."
        );
        assert_eq!(
            en.moves_report("Springer Gustav eins", &["Springer Felix drei".into()]),
            "Springer Gustav eins has 1 move: Springer Felix drei."
        );
        assert_eq!(
            en.attack_report("Eva vier", "", "Bauer David drei"),
            "Eva vier: not attacked; defended by Bauer David drei."
        );
        assert_eq!(Lang::De.text().line_report(&["8 leer".into()]), "8 leer.");
        assert_eq!(Lang::Da.text().empty_run(1), "1 tom");
        assert_eq!(Lang::Nb.text().empty_run(3), "3 tomme");
    }

    #[test]
    fn every_key_action_is_described() {
        for lang in Lang::ALL {
            let t = lang.text();
            let mut seen = std::collections::HashSet::new();
            for action in KEY_ACTIONS {
                let help = t.key_help(action);
                assert_ne!(help, action, "{lang}: {action} has no description");
                assert!(seen.insert(help.clone()), "{lang}: {help} twice");
            }
            assert_eq!(t.key_help("no_such_action"), "no_such_action");
            assert!(!t.key_help_files_ranks().is_empty());
            assert!(t.tui_prompt().ends_with(": "));
        }
    }
}
