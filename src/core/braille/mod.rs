//! Braille for the adjourned-game envelope, laid out as a BRF document
//! (Braille Ready Format) for an embosser or a braille display: the cells
//! of each country's own code come from liblouis in the shell
//! ([`brf_of`], [`ascii_of`]); where there is no liblouis (Windows), the
//! built-in uncontracted code below writes them ([`brf`]).
//!
//! Written here rather than taken from crates.io, because no well-kept crate
//! does it: `louis` (bindings to liblouis) has had no release since 2018 and
//! needs the C library; `louis-rs` (liblouis redone in Rust) is young (0.x)
//! and reads liblouis's table files from disk at run time, which this pure
//! core must not do; `braille-ascii` only converts Unicode braille cells to
//! and from Braille ASCII, and `braille` draws pictures with braille dots.
//! Uncontracted braille needs few rules (a cell per letter, the number,
//! capital and letter signs, a punctuation table, three sets of national
//! letters), and they fit in this file.
//!
//! The rules, from Unified English Braille as used in North America:
//! - Capitals: the capital sign (dot 6, `,`) before each capital letter. There
//!   is no double capital sign for words all in capitals (so "KQkq" is
//!   `,k,qkq`): a FEN is read one letter at a time, and each letter carries its
//!   own sign.
//! - Numbers: the number sign (dots 3456, `#`) before a run of digits, the
//!   digits 1–9 and 0 written as the letters a–j. Numeric mode goes on across a
//!   period or a comma ("21.11.2026" takes one number sign) and ends at a space,
//!   a letter or any other sign, so each part of "1:02:03" has its own number
//!   sign. A letter a–j that follows in numeric mode takes the letter sign
//!   (dots 56, `;`) so it is not read as a digit: "1a" is `#a;a`; other letters,
//!   and capitals, do not need it: "4k3" is `#dk#c`.
//! - The slash is dots 34 (`/`) alone, as the envelope's FEN is easiest to read
//!   that way (Unified English Braille writes dots 456-34 in text; dots 34 alone
//!   is the slash of the older English Braille, and has no other meaning in
//!   uncontracted braille).
//! - National letters by [`Code`]; any other letter with an accent is spelled
//!   in plain letters (é as e, ö as oe in English), and a character with no
//!   braille at all is spelled as its code point (`U+2654`), so nothing is lost.

pub mod display;

/// Cells on one line of a BRF page.
pub const LINE_CELLS: usize = 40;
/// Lines on one BRF page.
pub const PAGE_LINES: usize = 25;

/// The braille code for the letters beyond a–z, which differs by language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Code {
    /// No letters beyond a–z: æ, ø, å, ä, ö, ü, ß are spelled ae, oe, aa, ae, oe, ue, ss.
    #[default]
    English,
    /// æ ⠜ (dots 345), ø ⠪ (246), å ⠡ (16).
    Danish,
    /// ä ⠜ (dots 345), ö ⠪ (246), ü ⠳ (1256), ß ⠮ (2346).
    German,
    /// æ ⠜ (dots 345), ø ⠪ (246), å ⠡ (16), as in Danish.
    Norwegian,
}

/// North American Braille ASCII: each of the 64 six-dot cells (its raised
/// dots, 1–3 down the left column, 4–6 down the right) and the ASCII character
/// that stands for it. Letters are written in lower case.
const TABLE: [(char, &str); 64] = [
    (' ', ""),
    ('!', "2346"),
    ('"', "5"),
    ('#', "3456"),
    ('$', "1246"),
    ('%', "146"),
    ('&', "12346"),
    ('\'', "3"),
    ('(', "12356"),
    (')', "23456"),
    ('*', "16"),
    ('+', "346"),
    (',', "6"),
    ('-', "36"),
    ('.', "46"),
    ('/', "34"),
    ('0', "356"),
    ('1', "2"),
    ('2', "23"),
    ('3', "25"),
    ('4', "256"),
    ('5', "26"),
    ('6', "235"),
    ('7', "2356"),
    ('8', "236"),
    ('9', "35"),
    (':', "156"),
    (';', "56"),
    ('<', "126"),
    ('=', "123456"),
    ('>', "345"),
    ('?', "1456"),
    ('@', "4"),
    ('a', "1"),
    ('b', "12"),
    ('c', "14"),
    ('d', "145"),
    ('e', "15"),
    ('f', "124"),
    ('g', "1245"),
    ('h', "125"),
    ('i', "24"),
    ('j', "245"),
    ('k', "13"),
    ('l', "123"),
    ('m', "134"),
    ('n', "1345"),
    ('o', "135"),
    ('p', "1234"),
    ('q', "12345"),
    ('r', "1235"),
    ('s', "234"),
    ('t', "2345"),
    ('u', "136"),
    ('v', "1236"),
    ('w', "2456"),
    ('x', "1346"),
    ('y', "13456"),
    ('z', "1356"),
    ('[', "246"),
    ('\\', "1256"),
    (']', "12456"),
    ('^', "45"),
    ('_', "456"),
];

/// Capital sign: dot 6.
const CAPITAL: &str = "6";
/// Number sign: dots 3456.
const NUMBER: &str = "3456";
/// Letter sign (grade 1 indicator): dots 56.
const LETTER: &str = "56";

/// The raised dots of a cell as bits, dot 1 the lowest.
fn mask(dots: &str) -> u8 {
    dots.bytes()
        .filter(|d| (b'1'..=b'6').contains(d))
        .fold(0, |m, d| m | 1 << (d - b'1'))
}

/// The Braille ASCII character of one cell, given by its dots ("345").
fn cell(dots: &str) -> char {
    let wanted = mask(dots);
    TABLE
        .iter()
        .find(|(_, d)| mask(d) == wanted)
        .map_or(' ', |&(c, _)| c)
}

/// A sign of one or more cells, their dots joined by '-' ("5-126").
fn sign(dots: &str) -> String {
    dots.split('-').map(cell).collect()
}

/// The cell of a letter written as it is in `code`, lower case.
fn letter_cell(lower: char, code: Code) -> Option<char> {
    if lower.is_ascii_lowercase() {
        return Some(lower);
    }
    let dots = match (code, lower) {
        (Code::Danish | Code::Norwegian, 'æ') => "345",
        (Code::Danish | Code::Norwegian, 'ø') => "246",
        (Code::Danish | Code::Norwegian, 'å') => "16",
        (Code::German, 'ä') => "345",
        (Code::German, 'ö') => "246",
        (Code::German, 'ü') => "1256",
        (Code::German, 'ß') => "2346",
        _ => return None,
    };
    Some(cell(dots))
}

/// The dots of a punctuation mark or symbol (Unified English Braille, with the
/// slash as dots 34). `opening` tells an opening double quote from a closing one.
fn punctuation(c: char, opening: bool) -> Option<&'static str> {
    Some(match c {
        '.' => "256",
        ',' => "2",
        ';' => "23",
        ':' => "25",
        '?' => "236",
        '!' => "235",
        '-' | '\u{2010}' | '\u{2011}' => "36",
        '\'' | '’' | '`' | '´' => "3",
        '"' if opening => "236",
        '"' => "356",
        '“' | '„' | '«' => "236",
        '”' | '»' => "356",
        '‘' | '‚' => "6-236",
        '(' => "5-126",
        ')' => "5-345",
        '[' => "46-126",
        ']' => "46-345",
        '{' => "456-126",
        '}' => "456-345",
        '/' => "34",
        '\\' => "456-16",
        '|' => "456-1256",
        '–' | '—' => "6-36",
        '…' => "256-256-256",
        '&' => "4-12346",
        '@' => "4-1",
        '#' => "456-1456",
        '%' => "46-356",
        '*' => "5-35",
        '+' => "5-235",
        '=' => "5-2356",
        '−' => "5-36",
        '×' => "5-236",
        '÷' => "5-34",
        '<' => "4-126",
        '>' => "4-345",
        '~' => "4-35",
        '^' => "4-26",
        '_' => "46-36",
        '$' => "4-234",
        '¢' => "4-14",
        '€' => "4-15",
        '£' => "4-123",
        '¥' => "4-13456",
        '°' => "45-245",
        '§' => "45-234",
        '©' => "45-14",
        '®' => "45-1235",
        '™' => "45-2345",
        '•' => "456-256",
        _ => return None,
    })
}

/// Plain spelling of a lower-case character that has no cell of its own.
fn spelled(lower: char) -> Option<&'static str> {
    Some(match lower {
        'à' | 'á' | 'â' | 'ã' | 'ā' | 'ă' | 'ą' => "a",
        'ä' | 'æ' => "ae",
        'å' => "aa",
        'ç' | 'ć' | 'č' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => "e",
        'ğ' => "g",
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => "i",
        'ł' | 'ľ' | 'ĺ' => "l",
        'ñ' | 'ń' | 'ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ō' | 'ő' => "o",
        'ö' | 'ø' | 'œ' => "oe",
        'ŕ' | 'ř' => "r",
        'ś' | 'š' | 'ş' | 'ș' => "s",
        'ß' => "ss",
        'ť' | 'ţ' | 'ț' => "t",
        'þ' => "th",
        'ù' | 'ú' | 'û' | 'ū' | 'ů' | 'ű' | 'ų' => "u",
        'ü' => "ue",
        'ý' | 'ÿ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        '½' => "1/2",
        '¼' => "1/4",
        '¾' => "3/4",
        _ => return None,
    })
}

/// Characters that are written as nothing: controls and invisible formatting.
fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2060}' | '\u{feff}'
        )
}

/// Turns characters into cells one at a time, keeping what the next one needs
/// to know: whether numeric mode is on, and the character before (for quotes).
struct Translator {
    code: Code,
    out: String,
    numeric: bool,
    prev: Option<char>,
}

impl Translator {
    fn new(code: Code, prev: Option<char>) -> Translator {
        Translator {
            code,
            out: String::new(),
            numeric: false,
            prev,
        }
    }

    /// Whether a double quote here opens a quotation.
    fn opening(&self) -> bool {
        self.prev.is_none_or(|p| {
            p.is_whitespace() || matches!(p, '(' | '[' | '{' | '-' | '–' | '—' | '“' | '„' | '‘')
        })
    }

    fn letter(&mut self, letter: char, capital: bool) {
        if capital {
            self.out.push(cell(CAPITAL));
            self.numeric = false;
        }
        if self.numeric && ('a'..='j').contains(&letter) {
            self.out.push(cell(LETTER));
        }
        self.numeric = false;
        self.out.push(letter);
    }

    fn push(&mut self, c: char) {
        if let Some(digit) = c.to_digit(10) {
            if !self.numeric {
                self.out.push(cell(NUMBER));
                self.numeric = true;
            }
            // 1–9 are a–i, 0 is j.
            let letter = b"jabcdefghi"[digit as usize];
            self.out.push(char::from(letter));
        } else if c == '\n' {
            self.out.push('\n');
            self.numeric = false;
        } else if c == '\t' || (c.is_whitespace() && !c.is_control()) {
            self.out.push(' ');
            self.numeric = false;
        } else if invisible(c) {
            // Nothing to feel.
        } else {
            let mut lower = c.to_lowercase();
            let lower = match (lower.next(), lower.next()) {
                (Some(l), None) => l,
                _ => c,
            };
            let capital = lower != c;
            if let Some(letter) = letter_cell(lower, self.code) {
                self.letter(letter, capital);
            } else if let Some(dots) = punctuation(c, self.opening()) {
                self.out.push_str(&sign(dots));
                self.numeric = self.numeric && matches!(c, '.' | ',');
            } else if let Some(plain) = spelled(lower) {
                for (i, p) in plain.chars().enumerate() {
                    self.push(if i == 0 && capital {
                        p.to_ascii_uppercase()
                    } else {
                        p
                    });
                }
            } else {
                for p in format!("U+{:04X}", u32::from(c)).chars() {
                    self.push(p);
                }
            }
        }
        self.prev = Some(c);
    }
}

/// One cell-string per character of `text`, uncontracted: capital sign before
/// capitals (dot 6, ASCII ','), number sign (dots 3456, ASCII '#') before a
/// run of digits with digits as a–j, letter sign (dots 56, ';') before a
/// letter a–j right after a digit, letters as is (lower case in output),
/// punctuation per the North American table (. , ; : ? ! - ' " ( ) / etc.),
/// and per `code` the national letters: Danish/Norwegian æ ⠜ (dots 345),
/// ø ⠪ (246), å ⠡ (16); German ä ⠜ (345), ö ⠪ (246), ü ⠳ (1256), ß ⠮ (2346).
/// Characters without a cell are spelled out in ASCII (é→e, etc.) rather than
/// dropped. Spaces and tabs become a blank cell, a newline stays a newline.
pub fn cells(text: &str, code: Code) -> String {
    let mut translator = Translator::new(code, None);
    for c in text.chars() {
        translator.push(c);
    }
    translator.out
}

/// A Unicode braille cell (U+2800–U+283F: six dots, as a national table
/// gives them) as its North American Braille ASCII character, the BRF's;
/// a blank for the blank cell and a space. `None` for a cell with dots 7 or
/// 8 (no six-dot page shows them) or anything that is no cell.
pub fn ascii_of(cell: char) -> Option<char> {
    if cell == ' ' {
        return Some(' ');
    }
    let bits = u32::from(cell).checked_sub(0x2800).filter(|b| *b < 0x40)?;
    TABLE
        .iter()
        .find(|(_, dots)| u32::from(mask(dots)) == bits)
        .map(|(c, _)| *c)
}

/// The same cell back in Unicode braille, from its Braille ASCII character
/// (upper or lower case): `ascii_of` undone.
pub fn unicode_of(ascii: char) -> Option<char> {
    let lower = ascii.to_ascii_lowercase();
    TABLE
        .iter()
        .find(|(c, _)| *c == lower)
        .and_then(|(_, dots)| char::from_u32(0x2800 + u32::from(mask(dots))))
}

/// A BRF document as [`brf`] lays it out, each word's cells given by
/// `cells` (Braille ASCII, a character a cell), as a national table
/// translates it. A word longer than a line is cut between two of its
/// characters, never inside a sign: each piece is translated on its own
/// (its capital and number signs start again), after a late '/' or '-'
/// where there is one.
pub fn brf_of<E>(
    text: &str,
    mut cells: impl FnMut(&str) -> Result<String, E>,
) -> Result<String, E> {
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in paragraph.split_whitespace() {
            let braille = cells(word)?;
            let width = braille.chars().count();
            if width == 0 {
                continue;
            }
            if width <= LINE_CELLS {
                if line.is_empty() {
                    line = braille;
                } else if line.chars().count() + 1 + width <= LINE_CELLS {
                    line.push(' ');
                    line.push_str(&braille);
                } else {
                    lines.push(std::mem::replace(&mut line, braille));
                }
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let mut pieces = pieces_of(word, &mut cells)?;
            line = pieces.pop().unwrap_or_default();
            lines.extend(pieces);
        }
        lines.push(line);
    }
    Ok(pages(&lines))
}

/// A word too long for a line, in pieces of at most a line's cells, each
/// translated on its own.
fn pieces_of<E>(
    word: &str,
    cells: &mut impl FnMut(&str) -> Result<String, E>,
) -> Result<Vec<String>, E> {
    let mut pieces = Vec::new();
    let mut rest: Vec<char> = word.chars().collect();
    while !rest.is_empty() {
        // The most characters whose cells fit, and the most up to a late
        // '/' or '-'.
        let (mut fit, mut fit_cells) = (0, String::new());
        let (mut late, mut late_cells) = (0, String::new());
        for n in 1..=rest.len() {
            let piece: String = rest[..n].iter().collect();
            let braille = cells(&piece)?;
            let width = braille.chars().count();
            if width > LINE_CELLS {
                break;
            }
            if matches!(rest[n - 1], '/' | '-') && width >= LINE_CELLS / 2 {
                (late, late_cells) = (n, braille.clone());
            }
            (fit, fit_cells) = (n, braille);
        }
        if fit == 0 {
            // One character wider than a line: its cells cut at the edge.
            let one = cells(&rest[0].to_string())?;
            let all: Vec<char> = one.chars().collect();
            pieces.extend(all.chunks(LINE_CELLS).map(|c| c.iter().collect::<String>()));
            fit = 1;
        } else if fit < rest.len() && late > 0 {
            (fit, fit_cells) = (late, late_cells);
            pieces.push(fit_cells);
        } else {
            pieces.push(fit_cells);
        }
        rest.drain(..fit);
    }
    Ok(pieces)
}

/// A BRF document: the text's paragraphs (split on '\n'), each word-wrapped to
/// 40 cells (a word longer than 40 is broken, after a '/' or '-' where one
/// comes late enough, and a number broken there gets its number sign again),
/// 25 lines a page, pages separated by form feed, lines ended by "\r\n". An
/// empty paragraph is a blank line; an empty text is an empty document.
pub fn brf(text: &str, code: Code) -> String {
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        wrap(paragraph, code, &mut lines);
    }
    pages(&lines)
}

/// Lines as BRF pages: 25 lines a page, pages parted by a form feed, each
/// line ended by "\r\n" (the embosser's line end).
fn pages(lines: &[String]) -> String {
    let mut document = String::new();
    for (i, page) in lines.chunks(PAGE_LINES).enumerate() {
        if i > 0 {
            document.push('\x0c');
        }
        for line in page {
            document.push_str(line);
            document.push_str("\r\n");
        }
    }
    document
}

/// Appends the lines of one paragraph.
fn wrap(paragraph: &str, code: Code, lines: &mut Vec<String>) {
    let mut line = String::new();
    for word in paragraph.split_whitespace() {
        let braille = cells(word, code);
        if braille.is_empty() {
            continue;
        }
        if braille.len() <= LINE_CELLS {
            if line.is_empty() {
                line = braille;
            } else if line.len() + 1 + braille.len() <= LINE_CELLS {
                line.push(' ');
                line.push_str(&braille);
            } else {
                lines.push(std::mem::replace(&mut line, braille));
            }
        } else {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let mut pieces = break_word(word, code);
            line = pieces.pop().unwrap_or_default();
            lines.extend(pieces);
        }
    }
    lines.push(line);
}

/// A word too long for a line, in pieces of at most 40 cells. Each piece is
/// translated afresh, so a number cut in two gets its number sign again.
fn break_word(word: &str, code: Code) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut rest = word;
    let mut prev = None;
    while !rest.is_empty() {
        let mut translator = Translator::new(code, prev);
        // Bytes of `rest` and cells that fit; the same after a late '/' or '-'.
        let (mut fit, mut fit_cells) = (0, 0);
        let (mut late, mut late_cells) = (0, 0);
        for (i, c) in rest.char_indices() {
            translator.push(c);
            let width = translator.out.len();
            if width > LINE_CELLS {
                break;
            }
            (fit, fit_cells) = (i + c.len_utf8(), width);
            if matches!(c, '/' | '-') && width >= LINE_CELLS / 2 {
                (late, late_cells) = (fit, width);
            }
        }
        let mut out = translator.out;
        if fit == 0 {
            // One character wider than a line: cut its cells (all ASCII).
            let first = rest.chars().next().map_or(1, char::len_utf8);
            let mut alone = Translator::new(code, prev);
            alone.push(rest[..first].chars().next().unwrap_or(' '));
            let mut cut = alone.out.as_str();
            while cut.len() > LINE_CELLS {
                let (head, tail) = cut.split_at(LINE_CELLS);
                pieces.push(head.to_string());
                cut = tail;
            }
            pieces.push(cut.to_string());
            fit = first;
        } else {
            if fit < rest.len() && late > 0 {
                (fit, fit_cells) = (late, late_cells);
            }
            out.truncate(fit_cells);
            pieces.push(out);
        }
        prev = rest[..fit].chars().next_back();
        rest = &rest[fit..];
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character that cells() may write: the 64 cells and the newline.
    fn is_braille_ascii(c: char) -> bool {
        c == '\n' || TABLE.iter().any(|&(t, _)| t == c)
    }

    #[test]
    fn table_has_each_of_the_64_cells_once() {
        let mut masks: Vec<u8> = TABLE.iter().map(|(_, d)| mask(d)).collect();
        masks.sort_unstable();
        masks.dedup();
        assert_eq!(masks, (0..64).collect::<Vec<u8>>());
        let mut chars: Vec<char> = TABLE.iter().map(|&(c, _)| c).collect();
        chars.sort_unstable();
        chars.dedup();
        assert_eq!(chars.len(), 64);
        for c in 'a'..='z' {
            assert_eq!(cells(&c.to_string(), Code::English), c.to_string());
        }
    }

    #[test]
    fn cells_named_by_their_dots() {
        assert_eq!(cell(CAPITAL), ',');
        assert_eq!(cell(NUMBER), '#');
        assert_eq!(cell(LETTER), ';');
        assert_eq!(cell("345"), '>');
        assert_eq!(cell("246"), '[');
        assert_eq!(cell("16"), '*');
        assert_eq!(cell("1256"), '\\');
        assert_eq!(cell("2346"), '!');
        assert_eq!(cell("34"), '/');
        assert_eq!(sign("5-126"), "\"<");
    }

    #[test]
    fn plain_letters() {
        assert_eq!(cells("abc", Code::English), "abc");
        assert_eq!(cells("", Code::English), "");
    }

    #[test]
    fn capitals_take_the_capital_sign() {
        assert_eq!(cells("Anna", Code::English), ",anna");
        assert_eq!(cells("KQkq", Code::English), ",k,qkq");
    }

    #[test]
    fn times_restart_the_number_after_each_colon() {
        assert_eq!(cells("1:02:03", Code::English), "#a3#jb3#jc");
    }

    #[test]
    fn digits_are_a_to_j_after_the_number_sign() {
        assert_eq!(cells("41", Code::English), "#da");
        assert_eq!(cells("14", Code::English), "#ad");
        assert_eq!(cells("1234567890", Code::English), "#abcdefghij");
        assert_eq!(cells("move 40", Code::English), "move #dj");
    }

    #[test]
    fn dates_and_decimals_keep_numeric_mode() {
        assert_eq!(cells("21.11.2026", Code::English), "#ba4aa4bjbf");
        assert_eq!(cells("1,000", Code::English), "#a1jjj");
        assert_eq!(cells("2026-11-21", Code::English), "#bjbf-#aa-#ba");
    }

    #[test]
    fn letters_after_digits_stay_letters() {
        // k is not a digit letter: no letter sign, the next digit restarts.
        assert_eq!(cells("4k3", Code::English), "#dk#c");
        assert_eq!(cells("1a", Code::English), "#a;a");
        assert_eq!(cells("1.e4", Code::English), "#a4;e#d");
        assert_eq!(cells("4P3", Code::English), "#d,p#c");
        assert_eq!(cells("e4", Code::English), "e#d");
        assert_eq!(cells("1st", Code::English), "#ast");
    }

    #[test]
    fn fen_reads_rank_by_rank() {
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        assert_eq!(
            cells(fen, Code::English),
            "rnbqkbnr/pppppppp/#h/#h/#d,p#c/#h/,p,p,p,p#a,p,p,p/\
             ,r,n,b,q,k,b,n,r b ,k,qkq e#c #j #a"
        );
    }

    #[test]
    fn punctuation() {
        assert_eq!(cells("Hello, world.", Code::English), ",hello1 world4");
        assert_eq!(cells("Why? Now!", Code::English), ",why8 ,now6");
        assert_eq!(cells("a; b: c", Code::English), "a2 b3 c");
        assert_eq!(cells("(1-0)", Code::English), "\"<#a-#j\">");
        assert_eq!(cells("\"Yes\" he said", Code::English), "8,yes0 he said");
        assert_eq!(cells("O'Brien", Code::English), ",o',brien");
        assert_eq!(cells("a/b", Code::English), "a/b");
        assert_eq!(cells("½-½", Code::English), "#a/#b-#a/#b");
    }

    #[test]
    fn danish_and_norwegian_letters() {
        assert_eq!(cells("Bodil tårn", Code::Danish), ",bodil t*rn");
        assert_eq!(cells("Ærø", Code::Danish), ",>r[");
        assert_eq!(cells("Ærø Åse", Code::Norwegian), ",>r[ ,*se");
    }

    #[test]
    fn german_letters() {
        assert_eq!(cells("König", Code::German), ",k[nig");
        assert_eq!(cells("Grüße", Code::German), ",gr\\!e");
        assert_eq!(cells("Ärger", Code::German), ",>rger");
    }

    #[test]
    fn letters_without_a_cell_are_spelled() {
        assert_eq!(cells("König", Code::English), ",koenig");
        assert_eq!(cells("Café", Code::English), ",cafe");
        assert_eq!(cells("Ørsted", Code::German), ",oersted");
        assert_eq!(cells("Müller", Code::Danish), ",mueller");
        assert_eq!(cells("Straße", Code::Norwegian), ",strasse");
        assert_eq!(cells("Ærø", Code::English), ",aeroe");
        assert_eq!(cells("♔", Code::English), ",u\"6#bfed");
    }

    #[test]
    fn controls_vanish_and_whitespace_is_a_blank_cell() {
        assert_eq!(cells("a\tb\r\nc\u{7}", Code::English), "a b\nc");
        assert_eq!(cells("1 2", Code::English), "#a #b");
    }

    #[test]
    fn output_is_braille_ascii_only() {
        let text = "Anna Bodil Kønig-Straße 12:34:56 «Åh» — “quote” 3½ € £ ~ ^ _ | \\ \
                    {x} [y] <z> 100% #1 @home a*b+c=d ÷ × − ° © ™ … • ✓ 日本 ẞ İ";
        for code in [Code::English, Code::Danish, Code::German, Code::Norwegian] {
            let out = cells(text, code);
            assert!(out.chars().all(is_braille_ascii), "{code:?}: {out}");
            assert!(!out.chars().any(|c| c.is_ascii_uppercase()));
        }
    }

    fn brf_lines(document: &str) -> Vec<Vec<&str>> {
        document
            .split('\x0c')
            .map(|page| {
                assert!(page.ends_with("\r\n"), "page {page:?}");
                page[..page.len() - 2].split("\r\n").collect()
            })
            .collect()
    }

    #[test]
    fn empty_text_is_an_empty_document() {
        assert_eq!(brf("", Code::English), "");
    }

    #[test]
    fn short_text_is_one_line() {
        assert_eq!(brf("Anna", Code::English), ",anna\r\n");
        assert_eq!(brf("a\n\nb\n", Code::English), "a\r\n\r\nb\r\n");
        assert_eq!(brf("a\r\nb", Code::English), "a\r\nb\r\n");
    }

    #[test]
    fn words_wrap_at_forty_cells() {
        // Ten-cell words: three and a bit fit (10 + 1 + 10 + 1 + 10 = 32).
        let text = "abcdefghij ".repeat(7);
        let document = brf(&text, Code::English);
        assert_eq!(
            document,
            "abcdefghij abcdefghij abcdefghij\r\n\
             abcdefghij abcdefghij abcdefghij\r\n\
             abcdefghij\r\n"
        );
        // A word of exactly forty cells stays whole.
        let forty = "x".repeat(40);
        assert_eq!(
            brf(&format!("a {forty}"), Code::English),
            format!("a\r\n{forty}\r\n")
        );
    }

    #[test]
    fn long_words_are_broken() {
        let long = "y".repeat(95);
        assert_eq!(
            brf(&long, Code::English),
            format!(
                "{}\r\n{}\r\n{}\r\n",
                "y".repeat(40),
                "y".repeat(40),
                "y".repeat(15)
            )
        );
        // A number cut in two gets its number sign again.
        let digits = "1".repeat(50);
        let document = brf(&digits, Code::English);
        assert_eq!(
            document,
            format!("#{}\r\n#{}\r\n", "a".repeat(39), "a".repeat(11))
        );
        // A FEN is broken after a slash.
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1";
        let document = brf(&format!("Position: {fen}"), Code::English);
        assert_eq!(
            document,
            ",position3\r\n\
             rnbqkbnr/pppppppp/#h/#h/#d,p#c/#h/\r\n\
             ,p,p,p,p#a,p,p,p/,r,n,b,q,k,b,n,r w\r\n\
             ,k,qkq - #j #a\r\n"
        );
    }

    #[test]
    fn pages_hold_twenty_five_lines_of_forty_cells() {
        let mut text = String::new();
        for i in 0..60 {
            text.push_str(&format!(
                "Paragraph {i}: Bodil Åse Ærø 1:02:03 König-Straße\n"
            ));
        }
        text.push_str(&"Wörterbuch ".repeat(300));
        text.push_str(&"z".repeat(333));
        for code in [Code::English, Code::Danish, Code::German, Code::Norwegian] {
            let document = brf(&text, code);
            let pages = brf_lines(&document);
            assert!(pages.len() > 3);
            for (i, page) in pages.iter().enumerate() {
                if i + 1 < pages.len() {
                    assert_eq!(page.len(), PAGE_LINES);
                } else {
                    assert!(!page.is_empty() && page.len() <= PAGE_LINES);
                }
                for line in page {
                    assert!(line.len() <= LINE_CELLS, "{line:?}");
                    assert!(line.chars().all(|c| c != '\n' && is_braille_ascii(c)));
                    assert!(!line.starts_with(' ') && !line.ends_with(' '));
                }
            }
            // Only the words were moved: joined again they are the same cells.
            let words: Vec<&str> = pages
                .iter()
                .flatten()
                .flat_map(|line| line.split(' '))
                .filter(|w| !w.is_empty())
                .collect();
            let first: Vec<String> = text
                .lines()
                .take(60)
                .flat_map(|p| p.split(' ').map(|w| cells(w, code)).collect::<Vec<_>>())
                .collect();
            assert_eq!(words[..first.len()], first[..]);
        }
    }

    #[test]
    fn unicode_cells_are_braille_ascii_and_back() {
        // ⠠⠃ (capital b), ⠼⠁ (number 1), ⠜ (dots 345), a blank.
        let ascii: String = "⠠⠃⠼⠁⠜⠀".chars().map(|c| ascii_of(c).unwrap()).collect();
        assert_eq!(ascii, ",b#a> ");
        let back: String = ascii.chars().map(|c| unicode_of(c).unwrap()).collect();
        assert_eq!(back, "⠠⠃⠼⠁⠜⠀");
        // Dots 7 and 8 have no six-dot cell.
        assert_eq!(ascii_of('\u{2840}'), None);
        assert_eq!(ascii_of('x'), None);
    }

    #[test]
    fn words_of_a_table_are_laid_out_as_the_built_in_ones() {
        let text = "one two\n\nthree";
        let laid = brf_of(text, |w| Ok::<_, ()>(w.to_string())).unwrap();
        assert_eq!(laid, "one two\r\n\r\nthree\r\n");
        let long = "x".repeat(45);
        let laid = brf_of(&long, |w| Ok::<_, ()>(w.to_string())).unwrap();
        assert_eq!(laid, format!("{}\r\n{}\r\n", "x".repeat(40), "x".repeat(5)));
        // A long word is cut between characters, each piece translated on
        // its own: a sign ("#" before a run of digits) starts again.
        let number = "1".repeat(50);
        let signed = |w: &str| Ok::<_, ()>(format!("#{}", w.replace('1', "a")));
        let laid = brf_of(&number, signed).unwrap();
        let lines: Vec<&str> = laid.trim_end().split("\r\n").collect();
        assert_eq!(
            lines,
            [
                format!("#{}", "a".repeat(39)),
                format!("#{}", "a".repeat(11))
            ]
        );
        // After a late slash, where there is one.
        let fen = format!("{}/{}", "p".repeat(30), "q".repeat(20));
        let laid = brf_of(&fen, |w: &str| Ok::<_, ()>(w.to_string())).unwrap();
        assert!(
            laid.starts_with(&format!("{}/\r\n", "p".repeat(30))),
            "{laid:?}"
        );
        let many: Vec<String> = (0..30).map(|n| n.to_string()).collect();
        let laid = brf_of(&many.join("\n"), |w| Ok::<_, ()>(w.to_string())).unwrap();
        assert_eq!(laid.split('\x0c').count(), 2);
        assert_eq!(
            brf_of("a", |_| Err::<String, _>("no table")),
            Err("no table")
        );
    }
}
