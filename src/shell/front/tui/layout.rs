//! Where things go on a screen of a given size. Pure arithmetic, so every
//! size can be tested: the boards first and whole (never half a board),
//! as large as the screen allows; the clock beside them, or on a row of its
//! own where there is no room; the large letters and the messages share
//! the rows below; and a screen smaller than the full layout says what it
//! needs.

/// Columns the clock and scoresheet panel needs beside the boards.
pub const SIDEBAR: u16 = 24;
/// Rows below the boards: the message area at least, and the input line.
pub const MESSAGES_MIN: u16 = 2;
const INPUT: u16 = 1;

/// The size of one square in cells: (columns, rows).
pub type Square = (u16, u16);

/// Columns of a board with squares `w` wide: rank labels and the border.
pub fn board_width(w: u16) -> u16 {
    8 * w + 4
}

/// Rows of a board with squares `h` high: file labels and the border.
pub fn board_height(h: u16) -> u16 {
    8 * h + 3
}

fn square(h: u16) -> Square {
    (2 * h + 1, h)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    /// Boards drawn side by side: 0, 1 (the explored one) or 2.
    pub boards: u16,
    pub square: Square,
    /// The clock and scoresheet panel beside the boards; without it the
    /// clocks are on a line of their own under the boards (with no board,
    /// with whether the last move is completed).
    pub sidebar: bool,
    /// The size of the full layout, when this screen is smaller than it.
    pub too_small: Option<(u16, u16)>,
    /// Rows under the boards for the large letters and the messages.
    pub below: u16,
    /// The boards in their frames, with their titles; without (two rows
    /// fewer) where the state's rows would leave the answer none.
    pub framed: bool,
}

impl Plan {
    /// Rows the boards take.
    pub fn board_rows(&self) -> u16 {
        match (self.boards, self.framed) {
            (0, _) => 0,
            (_, true) => board_height(self.square.1),
            (_, false) => board_height(self.square.1) - 2,
        }
    }
}

/// The layout for `width` × `height` with `wanted` boards (2 while the peg
/// board differs from the game).
pub fn plan(width: u16, height: u16, wanted: u16) -> Plan {
    let full_width = wanted * board_width(3) + SIDEBAR;
    let full_height = board_height(1) + MESSAGES_MIN + INPUT;
    let fits_all = width >= full_width && height >= full_height;
    let too_small = (!fits_all).then_some((full_width, full_height));
    // Largest squares first; the squares stop growing while the messages
    // would get fewer than a third of the rows.
    for h in (1..=6).rev() {
        let (w, _) = square(h);
        let rows = board_height(h);
        let below = height.saturating_sub(rows);
        let enough_below = if h == 1 {
            below >= MESSAGES_MIN + INPUT
        } else {
            below >= (height / 3).max(MESSAGES_MIN + INPUT + 2)
        };
        if enough_below && width >= wanted * board_width(w) + SIDEBAR {
            return Plan {
                boards: wanted,
                square: square(h),
                sidebar: true,
                too_small,
                below,
                framed: true,
            };
        }
    }
    // Smaller than the full layout: boards without the panel, then one
    // board, then none; the row that says a board is left out is shown
    // only where a row is free for it (it never costs a board).
    for boards in (1..=wanted).rev() {
        let rows = board_height(1);
        let below = height.saturating_sub(rows);
        // A row for the clocks, which have no panel, and at least one for
        // the messages (they page).
        const CLOCK: u16 = 1;
        const ONE_MESSAGE: u16 = 1;
        if width >= boards * board_width(3) && below >= CLOCK + ONE_MESSAGE + INPUT {
            return Plan {
                boards,
                square: square(1),
                sidebar: false,
                too_small,
                below,
                framed: true,
            };
        }
    }
    Plan {
        boards: 0,
        square: square(1),
        sidebar: false,
        too_small,
        below: height,
        framed: true,
    }
}

/// The smallest screen that draws `wanted` boards (without the panel):
/// what the notice asks for where one is left out.
pub fn boards_need(wanted: u16) -> (u16, u16) {
    (wanted * board_width(3), board_height(1) + 1 + 1 + INPUT)
}

/// How the large letters are drawn: cells per letter (columns, rows).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BigLetters {
    /// 8 × 8 cells a letter.
    Full,
    /// 8 × 4.
    HalfHeight,
    /// 4 × 4: the smallest of the 8×8 font whose block characters every
    /// terminal font has (smaller ones need the Legacy Computing symbols,
    /// often missing).
    Quadrant,
    /// 4 × 3: a 4×6 font in half-height blocks, where not even `Quadrant`
    /// fits the longest announcement (80×24: three lines in ten rows).
    Small,
}

impl BigLetters {
    pub fn cells(self) -> (u16, u16) {
        match self {
            BigLetters::Full => (8, 8),
            BigLetters::HalfHeight => (8, 4),
            BigLetters::Quadrant => (4, 4),
            BigLetters::Small => (4, 3),
        }
    }

    /// The lines `text` takes in this size, wrapped at spaces, if they fit
    /// in `width` × `rows`.
    fn lines(self, text: &str, width: u16, rows: u16) -> Option<Vec<String>> {
        let (cw, ch) = self.cells();
        let per_line = usize::from(width / cw);
        if per_line == 0 {
            return None;
        }
        let lines: Vec<String> = super::wrap::wrap(text, per_line)
            .into_iter()
            .map(|l| l.into_owned())
            .collect();
        let fits =
            lines.iter().all(|l| l.chars().count() <= per_line) && lines.len() as u16 * ch <= rows;
        fits.then_some(lines)
    }
}

/// The announcement in large letters in `width` × `rows`. The size is the
/// largest in which the `longest` announcement fits in `size_rows` (the
/// most the letters ever get on this screen), so that it stays the same
/// from move to move whatever the answer under it; where not even the
/// longest fits the smallest size, the smallest. A text that does not fit
/// that size (a long result) takes the next smaller one that it fits.
/// `None` when `text` fits in no size (the rows are taken by a long
/// answer, or the screen is small).
pub fn big_letters(
    text: &str,
    longest: &str,
    width: u16,
    size_rows: u16,
    rows: u16,
) -> Option<(BigLetters, Vec<String>)> {
    const SIZES: [BigLetters; 4] = [
        BigLetters::Full,
        BigLetters::HalfHeight,
        BigLetters::Quadrant,
        BigLetters::Small,
    ];
    let size = SIZES
        .iter()
        .position(|letters| letters.lines(longest, width, size_rows).is_some())
        .unwrap_or(SIZES.len() - 1);
    SIZES[size..]
        .iter()
        .find_map(|&letters| Some((letters, letters.lines(text, width, rows)?)))
}

/// The most rows the large letters get in `free` rows: all but the
/// message area's least.
pub fn letter_rows(free: u16) -> u16 {
    free.saturating_sub(MESSAGES_MIN)
}

/// The rows the large letters are sized for on a `width` × `height`
/// screen: the fewest any layout with up to `boards` boards leaves them, so
/// that the size stays when the peg board comes and goes.
pub fn letter_rows_for(width: u16, height: u16, boards: u16) -> u16 {
    (1..=boards.max(1))
        .map(|wanted| {
            let p = plan(width, height, wanted);
            let fixed = INPUT + u16::from(p.too_small.is_some()) + u16::from(!p.sidebar);
            letter_rows(p.below.saturating_sub(fixed))
        })
        .min()
        .unwrap_or(0)
}

/// Rows the message area keeps below the large letters: the whole latest
/// answer where the rows allow (it stays readable until the next command;
/// the large letters take what is left), and never fewer than two.
pub fn message_rows(below: u16, answer_rows: usize) -> u16 {
    (answer_rows.min(usize::from(u16::MAX)) as u16)
        .max(MESSAGES_MIN)
        .min(below)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_common_sizes_get_whole_boards_and_the_panel() {
        for (w, h, boards) in [(80, 24, 1), (80, 24, 2), (100, 30, 1), (100, 30, 2)] {
            let p = plan(w, h, boards);
            assert_eq!(
                (p.boards, p.sidebar, p.too_small),
                (boards, true, None),
                "{w}×{h}"
            );
            assert!(
                boards * board_width(p.square.0) + SIDEBAR <= w,
                "{w}×{h}: {p:?}"
            );
            assert!(p.board_rows() + 3 <= h);
        }
    }

    #[test]
    fn the_board_grows_with_the_terminal() {
        let small = plan(80, 24, 1);
        let large = plan(200, 60, 1);
        assert_eq!(small.square, (3, 1));
        assert!(large.square.1 >= 3, "{large:?}");
        assert!(board_width(large.square.0) + SIDEBAR <= 200);
        assert!(large.below >= 20);
    }

    #[test]
    fn small_terminals_draw_whole_boards_or_none_and_say_what_they_need() {
        // 40×15: one board, the clocks on a row of their own.
        let p = plan(40, 15, 1);
        assert_eq!((p.boards, p.sidebar), (1, false));
        assert_eq!(p.too_small, Some((52, 14)));
        // 60×20 with the peg board: both boards, no panel.
        let p = plan(60, 20, 2);
        assert_eq!((p.boards, p.sidebar), (2, false));
        assert_eq!(p.too_small, Some((80, 14)));
        // 40×15 with the peg board: one board.
        assert_eq!(plan(40, 15, 2).boards, 1);
        // What the notice asks for: the size that draws the boards wanted.
        assert_eq!(boards_need(2), (56, 14));
        assert_eq!(plan(56, 14, 2).boards, 2);
        assert_eq!(plan(55, 14, 2).boards, 1);
        // 40×14 draws the board (the notice never costs one).
        assert_eq!(plan(40, 14, 1).boards, 1);
        // Too narrow or too low for any board.
        assert_eq!(plan(27, 30, 1).boards, 0);
        assert_eq!(plan(80, 13, 1).boards, 0);
        for (w, h) in [(20, 10), (10, 5), (0, 0), (1, 1)] {
            let p = plan(w, h, 2);
            assert_eq!(p.boards, 0);
            assert!(p.too_small.is_some());
        }
    }

    #[test]
    fn every_size_fits_what_it_plans() {
        for w in 0..=220 {
            for h in 0..=70 {
                for wanted in [1, 2] {
                    let p = plan(w, h, wanted);
                    let cols =
                        p.boards * board_width(p.square.0) + if p.sidebar { SIDEBAR } else { 0 };
                    assert!(cols <= w, "{w}×{h}: {p:?}");
                    assert!(p.board_rows() + p.below <= h.max(p.below), "{w}×{h}: {p:?}");
                    if p.boards > 0 {
                        assert!(p.below >= MESSAGES_MIN + INPUT, "{w}×{h}: {p:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn large_letters_keep_one_size_for_every_move_and_wrap() {
        let longest = "Bauer Gustav schlägt Gustav sieben wird Springer Schachmatt";
        let said = "Läufer schlägt Felix sieben";
        // 80×24 leaves 10 rows (13 under the board, less the input line
        // and two message rows): the smallest font, for every move, and
        // the longest announcement fits.
        let rows = letter_rows(plan(80, 24, 1).below - 1);
        assert_eq!(rows, 10);
        let (letters, lines) = big_letters(longest, longest, 80, rows, rows).unwrap();
        assert_eq!(letters, BigLetters::Small);
        assert_eq!(lines.len(), 3, "{lines:?}");
        let (letters, lines) = big_letters(said, longest, 80, rows, rows).unwrap();
        assert_eq!(letters, BigLetters::Small);
        assert_eq!(lines, ["Läufer schlägt Felix", "sieben"]);
        // The size stays while an answer takes some of the rows.
        assert_eq!(
            big_letters("e4", longest, 80, rows, 3).unwrap().0,
            BigLetters::Small
        );
        // Wide and high: a larger font, the same for a short and a long move.
        let (letters, _) = big_letters(said, longest, 200, 30, 30).unwrap();
        assert_eq!(big_letters("e4", longest, 200, 30, 30).unwrap().0, letters);
        assert_ne!(letters, BigLetters::Small);
        // A result longer than any move takes a smaller size where needed.
        let result = "Schwarz gewinnt durch Zeitüberschreitung des Weißen, 0-1 und so weiter";
        assert!(big_letters(result, longest, 200, 30, 30).is_some());
        // No room: none.
        assert!(big_letters(said, longest, 80, rows, 2).is_none());
        assert!(big_letters("Schachmatt", "Schachmatt", 30, 1, 1).is_none());
    }

    #[test]
    fn the_letters_keep_their_size_when_the_peg_board_comes() {
        let longest = "Bauer Hector schlägt Hector sieben wird Springer Schachmatt";
        for (w, h) in [(80, 24), (100, 30), (160, 48)] {
            let rows = letter_rows_for(w, h, 2);
            for boards in [1, 2] {
                let p = plan(w, h, boards);
                assert!(rows <= letter_rows(p.below), "{w}×{h}");
            }
            let size = |room| big_letters("e4", longest, w, rows, room).map(|b| b.0);
            assert_eq!(size(rows), size(rows.saturating_sub(1)), "{w}×{h}");
        }
    }

    #[test]
    fn messages_get_the_rows_the_whole_answer_needs() {
        assert_eq!(message_rows(12, 1), 2);
        assert_eq!(message_rows(12, 4), 4);
        assert_eq!(message_rows(12, 10), 10);
        assert_eq!(message_rows(12, 40), 12);
        assert_eq!(message_rows(1, 4), 1);
    }
}
