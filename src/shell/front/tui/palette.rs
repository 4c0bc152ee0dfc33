//! The themes' colours. Every theme sets both the text and its background,
//! so no theme depends on the terminal's own colours (light text on a light
//! terminal, or black on black); monochrome uses none and marks by symbol.

use ratatui::style::{Color as Tint, Modifier, Style};

use crate::shell::settings::Theme;

pub struct Palette {
    pub light: Style,
    pub dark: Style,
    pub cursor: Style,
    pub differs: Style,
    pub text: Style,
    /// The latest answer in the message area.
    pub latest: Style,
    pub title: Style,
    /// What fills a dark square's empty cells: a dot where there is no
    /// colour to tell dark from light.
    pub dark_fill: char,
}

pub fn palette(theme: Theme) -> Palette {
    let bold = Modifier::BOLD;
    match theme {
        Theme::HighContrast => {
            let text = Style::new().fg(Tint::White).bg(Tint::Black);
            Palette {
                light: Style::new()
                    .fg(Tint::Black)
                    .bg(Tint::White)
                    .add_modifier(bold),
                dark: text.add_modifier(bold),
                cursor: Style::new()
                    .fg(Tint::Black)
                    .bg(Tint::Yellow)
                    .add_modifier(bold),
                differs: Style::new()
                    .fg(Tint::White)
                    .bg(Tint::Red)
                    .add_modifier(bold),
                text,
                latest: text.add_modifier(bold),
                title: Style::new()
                    .fg(Tint::Yellow)
                    .bg(Tint::Black)
                    .add_modifier(bold),
                dark_fill: ' ',
            }
        }
        Theme::Dark => {
            let text = Style::new().fg(Tint::Gray).bg(Tint::Black);
            Palette {
                light: Style::new().fg(Tint::White).bg(Tint::DarkGray),
                dark: Style::new().fg(Tint::White).bg(Tint::Black),
                cursor: Style::new().fg(Tint::Black).bg(Tint::Cyan),
                differs: Style::new().fg(Tint::White).bg(Tint::Red),
                text,
                latest: Style::new().fg(Tint::White).bg(Tint::Black),
                title: Style::new().fg(Tint::Cyan).bg(Tint::Black),
                dark_fill: ' ',
            }
        }
        Theme::Light => {
            let text = Style::new().fg(Tint::Black).bg(Tint::White);
            Palette {
                light: Style::new().fg(Tint::Black).bg(Tint::White),
                dark: Style::new().fg(Tint::Black).bg(Tint::Gray),
                cursor: Style::new().fg(Tint::White).bg(Tint::Blue),
                differs: Style::new().fg(Tint::White).bg(Tint::Red),
                text,
                latest: text.add_modifier(bold),
                title: Style::new()
                    .fg(Tint::Blue)
                    .bg(Tint::White)
                    .add_modifier(bold),
                dark_fill: ' ',
            }
        }
        Theme::Mono => {
            let plain = Style::default();
            Palette {
                light: plain,
                dark: plain,
                cursor: plain.add_modifier(Modifier::REVERSED),
                differs: plain.add_modifier(bold),
                text: plain,
                latest: plain.add_modifier(bold),
                title: plain.add_modifier(bold),
                dark_fill: '·',
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_theme_sets_text_and_background() {
        for theme in [Theme::HighContrast, Theme::Dark, Theme::Light] {
            let p = palette(theme);
            for style in [
                p.text, p.latest, p.title, p.light, p.dark, p.cursor, p.differs,
            ] {
                assert!(
                    style.fg.is_some() && style.bg.is_some(),
                    "{theme:?}: {style:?}"
                );
                assert_ne!(style.fg, style.bg, "{theme:?}: {style:?}");
            }
        }
    }
}
