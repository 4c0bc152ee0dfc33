//! One board drawn: nothing told by colour alone. White pieces are
//! capitals, black ones small letters; the cursor has brackets, the last
//! move a "*", a king in check a "+", a square that differs from the other
//! board a "!". The squares grow with the space given.

use ratatui::Frame;
use ratatui::layout::{Position as CursorAt, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};
use shakmaty::{Board, Color, File, Rank, Role, Square};

use super::palette::Palette;
use crate::core::notation::Letters;

/// What is marked on a board besides its pieces.
#[derive(Debug, Clone, Default)]
pub struct Marks {
    pub cursor: Option<Square>,
    pub last_move: Vec<Square>,
    pub check: Option<Square>,
    pub differs: Vec<Square>,
}

/// The letter of a piece in the user's letters (capitals for White).
fn glyph(role: Role, color: Color, letters: Letters) -> char {
    let c = letters.board_letter(role);
    if color.is_white() {
        c
    } else {
        c.to_ascii_lowercase()
    }
}

/// The cells of one square's middle row: the piece in the middle, the marks
/// around it (the cursor's brackets win over the other marks).
fn middle(piece: Option<char>, fill: char, w: usize, sq: Square, marks: &Marks) -> Vec<char> {
    let mut cell = vec![fill; w];
    let mid = w / 2;
    if let Some(c) = piece {
        cell[mid] = c;
    }
    if w < 3 {
        return cell;
    }
    if marks.last_move.contains(&sq) {
        cell[mid - 1] = '*';
    }
    if marks.check == Some(sq) {
        cell[mid + 1] = '+';
    }
    if marks.differs.contains(&sq) {
        cell[mid + 1] = '!';
    }
    if marks.cursor == Some(sq) {
        cell[mid - 1] = '[';
        cell[mid + 1] = ']';
    }
    cell
}

/// Draws a board in `area` (which must hold it: see `layout`); returns the
/// screen position of the cursor's square, if there is one.
#[allow(clippy::too_many_arguments)]
pub fn draw(
    frame: &mut Frame,
    area: Rect,
    board: &Board,
    flipped: bool,
    marks: &Marks,
    p: &Palette,
    letters: Letters,
    title: &str,
    (w, h): (u16, u16),
    framed: bool,
) -> Option<CursorAt> {
    // Unframed where rows are scarce: the state's row below says what
    // the title would.
    let block = if framed {
        Block::default()
            .borders(Borders::ALL)
            .style(p.text)
            .title(Span::styled(title.to_string(), p.title))
    } else {
        Block::default().style(p.text)
    };
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut lines: Vec<Line> = Vec::new();
    let mut at = None;
    let ranks: Vec<Rank> = if flipped {
        Rank::ALL.to_vec()
    } else {
        Rank::ALL.iter().rev().copied().collect()
    };
    let files: Vec<File> = if flipped {
        File::ALL.iter().rev().copied().collect()
    } else {
        File::ALL.to_vec()
    };
    for (row, rank) in ranks.iter().enumerate() {
        for sub in 0..h {
            let label = if sub == h / 2 {
                format!("{} ", rank.char())
            } else {
                "  ".into()
            };
            let mut spans = vec![Span::styled(label, p.text)];
            for (col, file) in files.iter().enumerate() {
                let sq = Square::from_coords(*file, *rank);
                let style: Style = if marks.cursor == Some(sq) {
                    at.get_or_insert(CursorAt::new(
                        inner.x + 2 + col as u16 * w + w / 2,
                        inner.y + row as u16 * h + h / 2,
                    ));
                    p.cursor
                } else if marks.differs.contains(&sq) {
                    p.differs
                } else if sq.is_light() {
                    p.light
                } else {
                    p.dark
                };
                let fill = if sq.is_light() { ' ' } else { p.dark_fill };
                let cell: Vec<char> = if sub == h / 2 {
                    let piece = board
                        .piece_at(sq)
                        .map(|pc| glyph(pc.role, pc.color, letters));
                    middle(piece, fill, w as usize, sq, marks)
                } else {
                    vec![fill; w as usize]
                };
                spans.push(Span::styled(cell.into_iter().collect::<String>(), style));
            }
            lines.push(Line::from(spans));
        }
    }
    let mut labels = vec![Span::styled("  ", p.text)];
    for file in &files {
        let mut cell = vec![' '; w as usize];
        cell[(w / 2) as usize] = file.char();
        labels.push(Span::styled(cell.into_iter().collect::<String>(), p.text));
    }
    lines.push(Line::from(labels));
    frame.render_widget(Paragraph::new(lines), inner);
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_stand_beside_the_piece_and_the_cursor_wins() {
        let marks = Marks {
            cursor: Some(Square::A1),
            last_move: vec![Square::E2, Square::E4],
            check: Some(Square::E8),
            differs: vec![Square::D1],
        };
        let cell = |sq, piece| {
            middle(piece, ' ', 3, sq, &marks)
                .into_iter()
                .collect::<String>()
        };
        assert_eq!(cell(Square::E4, Some('P')), "*P ");
        assert_eq!(cell(Square::E2, None), "*  ");
        assert_eq!(cell(Square::E8, Some('k')), " k+");
        assert_eq!(cell(Square::D1, Some('Q')), " Q!");
        assert_eq!(cell(Square::A1, Some('R')), "[R]");
        assert_eq!(middle(Some('K'), ' ', 1, Square::E8, &marks), ['K']);
    }
}
