//! The other player's scoresheet read entry by entry along its own line of
//! play: in any letters, numbered or not, or in the spoken words.
//!
//! An entry that names no legal move in its position is unreadable. It is
//! never taken for a different move: the sheet is read only up to it. A
//! move number written on the sheet is checked against the move it comes
//! before: a skipped move or a wrong number stops the reading there too,
//! rather than shifting every later entry onto the wrong move.

use shakmaty::{Chess, Color, Move, Position};

use super::super::input::{MoveError, MoveReader};

/// One entry as written, and the move it names in its position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub text: String,
    pub played: Move,
    /// The position it was read in.
    pub before: Chess,
}

/// An entry that names no legal move in its position, or more than one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    /// The half-move it stands for (0 is the first move of the sheet).
    pub ply: usize,
    /// Its move number and side, as the sheet numbers them.
    pub number: u32,
    pub side: Color,
    pub text: String,
    /// The legal moves it fits, where it fits more than one ("Sd2" where
    /// both knights reach d2): named to the arbiter, never chosen.
    pub fits: Vec<Move>,
    /// The position it was read in (boxed: a refusal carries it).
    pub before: Box<Chess>,
    /// The move number and side written where `number` of `side` comes
    /// next: the sheet skips a move, or numbers it wrong (`text` is then the
    /// number as written).
    pub misnumbered: Option<(u32, Color)>,
}

/// The entries read so far, and the position the next is read in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OtherSheet {
    pos: Chess,
    entries: Vec<Entry>,
    /// The entry last refused, as written with its number, until one is
    /// taken in its place: entered line by line, the sheet is compared with
    /// it as a sheet on one line would be (issue 48, point 11: one rule for
    /// both).
    refused: Option<String>,
}

/// The longest run of words one spoken entry takes ("Springer Gustav eins
/// schlägt Felix drei Schach"): longer runs are never tried as one move.
const MOST_WORDS: usize = 8;

/// One piece of written text: a move number (which ends a run of words), a
/// written move (letters with a digit, or castling), or a word.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    /// "12", "12." (White's move 12), "12..." (Black's): the move number
    /// of the entry after it, and its side.
    Number(u32, Color),
    Written(String),
    Word(String),
    /// "e.p." or "(=)": belongs to the entry before.
    Mark(String),
}

fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    for raw in text.split_whitespace() {
        // "30. ... Kf7": the dots apart make the number Black's.
        if matches!(raw, "..." | "…")
            && let Some(Token::Number(_, side)) = out.last_mut()
        {
            *side = Color::Black;
            continue;
        }
        let digits = raw.chars().take_while(char::is_ascii_digit).count();
        let rest = &raw[digits..];
        // "00" and "000" are castling written with zeros, not numbers.
        let zeros = matches!(raw.trim_end_matches(['+', '#']), "00" | "000");
        let token = if zeros {
            raw
        } else if digits > 0 && (rest.is_empty() || rest.starts_with('.')) {
            // "12", "12.", "12...", "12.e4"; a number no sheet reaches
            // matches no move.
            let side = if rest.starts_with("..") || rest.starts_with('…') {
                Color::Black
            } else {
                Color::White
            };
            out.push(Token::Number(
                raw[..digits].parse().unwrap_or(u32::MAX),
                side,
            ));
            rest.trim_start_matches(['.', '…'])
        } else {
            raw
        };
        if token.is_empty() || is_result(token) {
            continue;
        }
        out.push(if is_mark(token) {
            Token::Mark(token.to_string())
        } else if zeros || token.chars().any(|c| c.is_ascii_digit()) || is_castling(token) {
            Token::Written(token.to_string())
        } else {
            Token::Word(token.to_string())
        });
    }
    out
}

/// "e.p." or "(=)" written apart: it belongs to the move before it.
fn is_mark(token: &str) -> bool {
    matches!(
        token.to_ascii_lowercase().as_str(),
        "e.p." | "e.p" | "ep" | "(=)"
    )
}

/// A result as a scoresheet ends with it ("1-0", "1/2-1/2", "*", …).
pub fn is_result(token: &str) -> bool {
    matches!(
        token,
        "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "+/-" | "-/+" | "-/-"
    )
}

/// "O-O", "0-0-0", "o-o+": castling written without a digit of a square.
fn is_castling(token: &str) -> bool {
    let body = token.trim_end_matches(['+', '#']);
    let parts: Vec<&str> = body.split('-').collect();
    (2..=3).contains(&parts.len()) && parts.iter().all(|p| matches!(*p, "O" | "0" | "o"))
}

/// Reads one entry with the first reader that finds exactly one move
/// (readers differ in their letter set: Dutch P is a knight, elsewhere a pawn too).
fn read_one(readers: &[MoveReader], pos: &Chess, entry: &str) -> Option<Move> {
    readers.iter().find_map(|r| r.read(pos, entry).ok())
}

/// An entry after its move number: "12. e4", "12... e5".
fn numbered(number: u32, side: Color, text: &str) -> String {
    match side {
        Color::White => format!("{number}. {text}"),
        Color::Black => format!("{number}... {text}"),
    }
}

impl OtherSheet {
    pub fn new(start: &Chess) -> OtherSheet {
        OtherSheet {
            pos: start.clone(),
            entries: Vec::new(),
            refused: None,
        }
    }

    /// A whole sheet, read up to its first unreadable entry.
    pub fn read(
        start: &Chess,
        text: &str,
        readers: &[MoveReader],
    ) -> (OtherSheet, Option<Unreadable>) {
        let mut sheet = OtherSheet::new(start);
        let bad = sheet.add(text, readers).err();
        (sheet, bad)
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Whether nothing was entered: no entry taken, none refused.
    pub fn is_blank(&self) -> bool {
        self.entries.is_empty() && self.refused.is_none()
    }

    /// The move number and side of the next entry.
    pub fn next(&self) -> (u32, Color) {
        (self.pos.fullmoves().get(), self.pos.turn())
    }

    /// Reads the entries of `text` in order and keeps them, up to the first
    /// that names no legal move in its position, which is returned.
    pub fn add(&mut self, text: &str, readers: &[MoveReader]) -> Result<(), Unreadable> {
        let read = self.add_tokens(text, readers);
        self.refused = read.as_ref().err().map(|bad| match bad.misnumbered {
            Some(_) => bad.text.clone(),
            None => numbered(bad.number, bad.side, &bad.text),
        });
        read
    }

    fn add_tokens(&mut self, text: &str, readers: &[MoveReader]) -> Result<(), Unreadable> {
        let tokens = tokens(text);
        let mut i = 0;
        while i < tokens.len() {
            match &tokens[i] {
                Token::Number(written, side) => {
                    if (*written, *side) != self.next() {
                        return Err(Unreadable {
                            text: numbered(*written, *side, "").trim_end().to_string(),
                            misnumbered: Some((*written, *side)),
                            ..self.unreadable("", readers)
                        });
                    }
                    i += 1;
                }
                Token::Mark(mark) => {
                    if let Some(last) = self.entries.last_mut() {
                        last.text.push(' ');
                        last.text.push_str(mark);
                    }
                    i += 1;
                }
                Token::Written(text) => {
                    self.take(text, readers)?;
                    i += 1;
                }
                Token::Word(_) => {
                    let run: Vec<&str> = tokens[i..]
                        .iter()
                        .map_while(|t| match t {
                            Token::Word(w) => Some(w.as_str()),
                            _ => None,
                        })
                        .collect();
                    // The longest run of words that names a move: a piece's
                    // name alone may name one, and its square would be lost.
                    let taken = (1..=run.len().min(MOST_WORDS))
                        .rev()
                        .find(|&k| read_one(readers, &self.pos, &run[..k].join(" ")).is_some());
                    match taken {
                        Some(k) => {
                            self.take(&run[..k].join(" "), readers)?;
                            i += k;
                        }
                        None => return Err(self.unreadable(&run.join(" "), readers)),
                    }
                }
            }
        }
        Ok(())
    }

    fn take(&mut self, text: &str, readers: &[MoveReader]) -> Result<(), Unreadable> {
        let played =
            read_one(readers, &self.pos, text).ok_or_else(|| self.unreadable(text, readers))?;
        let before = self.pos.clone();
        self.pos.play_unchecked(played);
        self.entries.push(Entry {
            text: text.to_string(),
            played,
            before,
        });
        Ok(())
    }

    fn unreadable(&self, text: &str, readers: &[MoveReader]) -> Unreadable {
        let (number, side) = self.next();
        let fits = readers
            .iter()
            .find_map(|r| match r.read(&self.pos, text) {
                Err(MoveError::Ambiguous(moves)) => Some(moves),
                _ => None,
            })
            .unwrap_or_default();
        Unreadable {
            ply: self.entries.len(),
            number,
            side,
            text: text.to_string(),
            fits,
            before: Box::new(self.pos.clone()),
            misnumbered: None,
        }
    }

    /// The entries as a text that reads back the same: each after its move
    /// number, so that runs of spoken words stay apart.
    /// The sheet as written, a move number before each entry; the entry
    /// last refused at its end, where none was taken in its place since
    /// (it is what the other sheet says there).
    pub fn written(&self) -> String {
        let mut out: Vec<String> = self
            .entries
            .iter()
            .map(|e| numbered(e.before.fullmoves().get(), e.before.turn(), &e.text))
            .collect();
        out.extend(self.refused.clone());
        out.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Letters;
    use shakmaty::san::San;

    fn readers() -> Vec<MoveReader> {
        super::super::tests::readers_from(Letters::De)
    }

    fn sans(sheet: &OtherSheet) -> Vec<String> {
        sheet
            .entries()
            .iter()
            .map(|e| San::from_move(&e.before, e.played).to_string())
            .collect()
    }

    /// Issue 48, point 11: one rule for a sheet entered line by line and on
    /// one line. An entry refused and not replaced stays in what the sheet
    /// says, so the comparison meets it as it meets it on one line; one
    /// typed again in its place replaces it.
    #[test]
    fn a_refused_entry_stands_until_another_takes_its_place() {
        let start = Chess::default();
        let mut by_line = OtherSheet::new(&start);
        for line in ["e4", "e5"] {
            by_line.add(line, &readers()).unwrap();
        }
        assert!(by_line.add("Sf9", &readers()).is_err());
        assert_eq!(by_line.written(), "1. e4 1... e5 2. Sf9");
        let (whole, bad) = OtherSheet::read(&start, &by_line.written(), &readers());
        assert_eq!(bad.map(|b| b.text), Some("Sf9".to_string()));
        assert_eq!(sans(&whole), ["e4", "e5"]);
        by_line.add("Sf3", &readers()).unwrap();
        assert_eq!(by_line.written(), "1. e4 1... e5 2. Sf3");
        let mut blank = OtherSheet::new(&start);
        assert!(blank.is_blank());
        assert!(blank.add("Sf9", &readers()).is_err());
        assert!(!blank.is_blank());
    }

    #[test]
    fn numbers_results_and_marks() {
        assert_eq!(
            tokens("1.e4 e5 2. Sf3 (=) 3...Sc6 6. exd6 e.p. 1-0 O-O 0-0-0+ 12"),
            [
                Token::Number(1, Color::White),
                Token::Written("e4".into()),
                Token::Written("e5".into()),
                Token::Number(2, Color::White),
                Token::Written("Sf3".into()),
                Token::Mark("(=)".into()),
                Token::Number(3, Color::Black),
                Token::Written("Sc6".into()),
                Token::Number(6, Color::White),
                Token::Written("exd6".into()),
                Token::Mark("e.p.".into()),
                Token::Written("O-O".into()),
                Token::Written("0-0-0+".into()),
                Token::Number(12, Color::White),
            ]
        );
    }

    /// Issue 48 (a walk): a sheet that skips a move, or numbers one wrong,
    /// stops there; it is never read shifted onto the wrong moves.
    #[test]
    fn a_written_number_must_be_the_next_moves() {
        for (text, read, written, number, side) in [
            ("1. e4 e5 3. Lb5 a6", 2, (3, Color::White), 2, Color::White),
            ("1. e4 2. Sf3", 1, (2, Color::White), 1, Color::Black),
            (
                "1. e4 e5 2. Sf3 Sc6 2. Lb5",
                4,
                (2, Color::White),
                3,
                Color::White,
            ),
            // White's number where Black's move comes: a walk's line typed
            // again whole ("8. bxc3 Le7") after its first move was taken.
            (
                "1. e4 e5 2. Sf3 2. Sc6",
                3,
                (2, Color::White),
                2,
                Color::Black,
            ),
            (
                "1. e4 1... e5 2... Sf3",
                2,
                (2, Color::Black),
                2,
                Color::White,
            ),
        ] {
            let (sheet, bad) = OtherSheet::read(&Chess::default(), text, &readers());
            let bad = bad.unwrap_or_else(|| panic!("{text}: read whole"));
            assert_eq!(sheet.entries().len(), read, "{text}");
            assert_eq!(
                (bad.misnumbered, bad.number, bad.side),
                (Some(written), number, side),
                "{text}"
            );
            // Entered line by line, the sheet compares the same.
            let number = numbered(written.0, written.1, "");
            assert!(sheet.written().ends_with(number.trim_end()), "{text}");
        }
        // Numbers as sheets write them: after Black's move, before it, or none.
        for text in [
            "1. e4 e5 2. Sf3",
            "1.e4 1...e5 2.Sf3",
            "e4 e5 Sf3",
            "1 e4 e5 2 Sf3",
        ] {
            let (sheet, bad) = OtherSheet::read(&Chess::default(), text, &readers());
            assert_eq!((sheet.entries().len(), bad), (3, None), "{text}");
        }
    }

    #[test]
    fn spoken_words_make_one_entry_a_move() {
        for text in [
            "Bauer Eva vier Bauer Eva fünf Springer Felix drei",
            "1. Bauer Eva vier 1... Bauer Eva fünf 2. Springer Felix drei",
            "e4 Bauer Eva fünf Sf3",
            "bonde Eva fire bonde Eva fem springer Felix tre",
        ] {
            let (sheet, bad) = OtherSheet::read(&Chess::default(), text, &readers());
            assert_eq!(bad, None, "{text}");
            assert_eq!(sans(&sheet), ["e4", "e5", "Nf3"], "{text}");
            // What it writes reads back the same.
            let (again, _) = OtherSheet::read(&Chess::default(), &sheet.written(), &readers());
            assert_eq!(again.entries(), sheet.entries(), "{text}");
        }
    }

    #[test]
    fn an_entry_that_is_no_move_stops_the_reading_and_is_named() {
        let (sheet, bad) = OtherSheet::read(&Chess::default(), "1. e4 e5 2. Sb9 Sc6", &readers());
        assert_eq!(sans(&sheet), ["e4", "e5"]);
        assert_eq!(
            bad.map(|b| (b.ply, b.number, b.side, b.text, b.fits)),
            Some((2, 2, Color::White, "Sb9".into(), vec![]))
        );
        // A move that is legal only somewhere else is no move here either.
        let (_, bad) = OtherSheet::read(&Chess::default(), "e4 e5 Sf6", &readers());
        assert_eq!(bad.map(|b| (b.ply, b.text)), Some((2, "Sf6".into())));
        // Words that name no move.
        let (_, bad) = OtherSheet::read(&Chess::default(), "e4 Bauer Eva neun", &readers());
        assert_eq!(bad.map(|b| b.text), Some("Bauer Eva neun".into()));
    }

    #[test]
    fn an_entry_that_fits_two_moves_names_both_and_takes_neither() {
        // 1. d4 d5 2. Nf3 Nf6: both white knights reach d2.
        let (sheet, bad) =
            OtherSheet::read(&Chess::default(), "1. d4 d5 2. Sf3 Sf6 3. Sd2", &readers());
        assert_eq!(sans(&sheet), ["d4", "d5", "Nf3", "Nf6"]);
        let bad = bad.expect("the entry is not taken");
        let mut fits: Vec<String> = bad
            .fits
            .iter()
            .map(|m| crate::notation::written(&bad.before, *m, Letters::En))
            .collect();
        fits.sort();
        assert_eq!((bad.number, bad.text.as_str()), (3, "Sd2"));
        assert_eq!(fits, ["Nbd2", "Nfd2"]);
    }

    #[test]
    fn lines_added_one_by_one_go_on_from_where_the_last_stopped() {
        let mut sheet = OtherSheet::new(&Chess::default());
        assert_eq!(sheet.add("e4", &readers()), Ok(()));
        assert_eq!(sheet.next(), (1, Color::Black));
        assert!(sheet.add("e5 Sx9", &readers()).is_err());
        assert_eq!(sheet.next(), (2, Color::White));
        assert_eq!(sheet.add("Sf3", &readers()), Ok(()));
        assert_eq!(sans(&sheet), ["e4", "e5", "Nf3"]);
    }
}
