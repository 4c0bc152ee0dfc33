//! The front ends: line mode (`line`) and the full screen (`tui`), the keys
//! and the typed input they read, and what they drive (`driver`): a game
//! (`runner`) or a replay (`listener`); `run` starts the one asked for.

pub mod driver;
pub mod input;
pub mod line;
pub mod listener;
pub mod overview;
pub mod runner;
pub mod tui;

use crate::shell::text::ShellMessages as _;
use std::process::ExitCode;

use crate::core::say::Answer;
use crate::shell::keys;
use crate::shell::settings::{Settings, Theme};

/// Runs a game or a study in the front end asked for, its first lines
/// (`opening`) shown and said first: the full screen, whose first line says
/// where the help is, or line mode. `Err` when nobody reads line
/// mode's output any more.
pub fn run<D: tui::Drawn>(
    driver: D,
    settings: &Settings,
    mut opening: Answer,
    full_screen: bool,
) -> std::io::Result<ExitCode> {
    let t = driver.lang().text();
    if settings.braille.display && !full_screen {
        // The screen reader that reads line mode drives the display.
        opening.lines.push(crate::core::say::Say::private(
            t.braille_display_line_mode(),
        ));
    }
    if !full_screen {
        // Last, where a new user's screen reader stops: what to do now.
        if let Some(hint) = driver.line_start_hint() {
            opening.lines.push(crate::core::say::Say::private(hint));
        }
        let mut line_mode = line::LineMode::new(driver, std::io::stdout());
        line_mode.show(opening)?;
        return Ok(line_mode.run(std::io::BufReader::new(std::io::stdin())));
    }
    let key = |action| settings.keys.key(action).label(t);
    let braille = settings.braille.display.then(|| {
        use crate::shell::braille::{Writer, braille_problem};
        // Elsewhere the screen reader translates the lines itself.
        if !cfg!(target_os = "linux") {
            return tui::braille::Braille::new(None);
        }
        // The table named, else that of the language the lines are in.
        let writer = Writer::new(settings.braille.table.as_deref(), driver.lang());
        let name = writer.name().to_string();
        let table = writer.into_table();
        if let Err(e) = &table {
            opening
                .lines
                .push(crate::core::say::Say::private(braille_problem(e, &name, t)));
        }
        tui::braille::Braille::new(table.ok())
    });
    let hint = if driver.has_board() {
        t.tui_start_hint(
            &key(keys::KeyAction::Help),
            &key(keys::KeyAction::BoardMode),
        )
    } else {
        t.tui_start_hint_commands(&key(keys::KeyAction::Help))
    };
    // First: on a small screen the first row may be the only one.
    opening
        .lines
        .insert(0, crate::core::say::Say::private(hint));
    // NO_COLOR (no-color.org): any value means no colour.
    let theme = if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
        Theme::Mono
    } else {
        settings.tui.theme
    };
    let mut app = tui::App::new(driver, settings.keys.clone(), theme, settings.tui.big_text);
    app.braille = braille;
    app.show(opening);
    Ok(tui::run(app))
}
