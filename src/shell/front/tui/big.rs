//! The large letters: the last announcement (or the result) drawn in a
//! font several rows high, for a player who reads the screen with low
//! vision. The three larger sizes are tui-big-text's 8×8 font; the
//! smallest is embedded-graphics' 4×6 Latin-1 font in half-height blocks
//! (4×3 cells a letter, square pixels), so that the longest announcement
//! still fits an 80×24 screen.

use embedded_graphics::Pixel;
use embedded_graphics::mono_font::MonoTextStyle;
use embedded_graphics::mono_font::iso_8859_1::FONT_4X6;
use embedded_graphics::pixelcolor::BinaryColor;
use embedded_graphics::prelude::{DrawTarget, Drawable, OriginDimensions, Point, Size};
use embedded_graphics::text::{Baseline, Text};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;
use tui_big_text::{BigText, PixelSize};

use super::layout::{self, BigLetters};
use super::palette::Palette;

/// An announcement in large letters at the top of `room`, the first of
/// `said` (the whole, then a shorter form) that fits; the rows it took. The
/// size is the one `layout::big_letters` keeps for `size_rows` rows, so
/// that it does not change with the answer's length.
pub fn draw_said_big(
    frame: &mut Frame,
    p: &Palette,
    said: &[String],
    longest: &str,
    size_rows: u16,
    room: Rect,
) -> u16 {
    let Some(big) = said
        .iter()
        .find_map(|s| layout::big_letters(s, longest, room.width, size_rows, room.height))
    else {
        return 0;
    };
    let height = big.1.len() as u16 * big.0.cells().1;
    draw_big(frame, p, big, Rect { height, ..room });
    height
}

/// The large letters, wrapped as `layout::big_letters` found they fit.
fn draw_big(
    frame: &mut Frame,
    p: &Palette,
    (letters, lines): (BigLetters, Vec<String>),
    area: Rect,
) {
    let size = match letters {
        BigLetters::Full => PixelSize::Full,
        BigLetters::HalfHeight => PixelSize::HalfHeight,
        BigLetters::Quadrant => PixelSize::Quadrant,
        BigLetters::Small => {
            let rows: Vec<Line> = lines
                .iter()
                .flat_map(|l| small_rows(l))
                .map(Line::from)
                .collect();
            frame.render_widget(Paragraph::new(rows).style(p.title), area);
            return;
        }
    };
    let big = BigText::builder()
        .pixel_size(size)
        .style(p.title)
        .lines(lines.into_iter().map(Line::from).collect::<Vec<_>>())
        .build();
    frame.render_widget(big, area);
}

/// One line of text in the 4×6 font as three rows of half-height blocks.
pub fn small_rows(text: &str) -> Vec<String> {
    let (cw, ch) = BigLetters::Small.cells();
    let width = text.chars().count() * usize::from(cw);
    let mut pixels = Pixels {
        width,
        on: vec![false; width * usize::from(ch) * 2],
    };
    let style = MonoTextStyle::new(&FONT_4X6, BinaryColor::On);
    // The font's zero has a bar across it (to tell it from O), which at
    // three pixels wide reads as an A: "0-1" would look like "A-1".
    let text = text.replace('0', "O");
    // Drawing into a grid that has room for every pixel cannot fail.
    let _ = Text::with_baseline(&text, Point::zero(), style, Baseline::Top).draw(&mut pixels);
    (0..usize::from(ch))
        .map(|row| {
            (0..width)
                .map(
                    |x| match (pixels.get(x, row * 2), pixels.get(x, row * 2 + 1)) {
                        (false, false) => ' ',
                        (true, false) => '▀',
                        (false, true) => '▄',
                        (true, true) => '█',
                    },
                )
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect()
}

/// A grid of pixels, six high, that embedded-graphics draws the text into.
struct Pixels {
    width: usize,
    on: Vec<bool>,
}

impl Pixels {
    fn get(&self, x: usize, y: usize) -> bool {
        self.on.get(y * self.width + x).copied().unwrap_or(false)
    }
}

impl OriginDimensions for Pixels {
    fn size(&self) -> Size {
        let height = self.on.len().checked_div(self.width).unwrap_or(0);
        Size::new(self.width as u32, height as u32)
    }
}

impl DrawTarget for Pixels {
    type Color = BinaryColor;
    type Error = std::convert::Infallible;

    fn draw_iter<I>(&mut self, pixels: I) -> Result<(), Self::Error>
    where
        I: IntoIterator<Item = Pixel<Self::Color>>,
    {
        for Pixel(at, color) in pixels {
            if let (Ok(x), Ok(y)) = (usize::try_from(at.x), usize::try_from(at.y))
                && x < self.width
                && let Some(cell) = self.on.get_mut(y * self.width + x)
            {
                *cell = color.is_on();
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_small_font_draws_every_letter_of_the_announcements_in_three_rows() {
        let rows = small_rows("Bauer schlägt Dæ");
        assert_eq!(rows.len(), 3);
        // Four columns a letter, every letter drawn.
        assert!(rows.iter().all(|r| r.chars().count() <= 64), "{rows:?}");
        for (i, c) in "Bauer schlägt Dæ".chars().enumerate() {
            let drawn = rows
                .iter()
                .any(|r| r.chars().skip(4 * i).take(4).any(|q| q != ' '));
            assert_eq!(drawn, c != ' ', "letter {i} {c:?}: {rows:?}");
        }
        // Different letters draw differently.
        assert_ne!(small_rows("ä"), small_rows("a"));
        assert_ne!(small_rows("S"), small_rows("D"));
        // A result's zero is not drawn like an A.
        assert_ne!(small_rows("0"), small_rows("A"));
    }
}
