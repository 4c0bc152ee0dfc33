//! The full screen's help (F1): each key with what it does, then the board
//! keys and the legend. Drawn wrapped to the width of the window, read out
//! row by row as the help scrolls, and heard whole when it opens: the same
//! entries each time.

use crate::shell::text::ShellMessages as _;
use shakmaty::Role;

use crate::core::notation::Letters;
use crate::core::text::Text;
use crate::shell::keys::KeyMap;
use crate::shell::text::ShellText;

/// The help's entries: a key's label with what it does, then the lines with
/// no key (the board keys a–h and 1–8, the legend).
fn entries(keys: &KeyMap, t: &Text, letters: Letters) -> Vec<(String, String)> {
    let mut entries: Vec<(String, String)> = keys
        .bindings()
        .into_iter()
        .map(|(action, key)| (key.label(t), t.key_help(action.name())))
        .collect();
    let pieces: Vec<String> = Role::ALL
        .into_iter()
        .rev()
        .map(|role| format!("{} {}", letters.board_letter(role), t.piece(role)))
        .collect();
    for extra in [
        t.key_help_input_line(),
        t.key_help_files_ranks(),
        t.tui_legend(&pieces.join(", ")),
    ] {
        entries.push((String::new(), extra));
    }
    entries
}

/// The help as heard when it opens: an entry a line, "F2: press the clock …".
pub fn help_lines(keys: &KeyMap, t: &Text, letters: Letters) -> Vec<String> {
    entries(keys, t, letters)
        .into_iter()
        .map(|(key, text)| match key.as_str() {
            "" => text,
            key => format!("{key}: {text}"),
        })
        .collect()
}

/// The help's rows for an inner width: each key with its help, wrapped
/// under the help's column; the lines with no key across the whole width.
pub fn help_rows(keys: &KeyMap, t: &Text, letters: Letters, width: usize) -> Vec<(String, String)> {
    numbered_rows(keys, t, letters, width)
        .into_iter()
        .map(|(_, label, text)| (label, text))
        .collect()
}

/// The entry a row belongs to: its number, and its line as heard (a row is
/// heard as the whole entry it begins or continues, never a piece of one).
pub fn entry_of_row(
    keys: &KeyMap,
    t: &Text,
    letters: Letters,
    width: usize,
    row: usize,
) -> Option<(usize, String)> {
    let (entry, _, _) = numbered_rows(keys, t, letters, width)
        .into_iter()
        .nth(row)?;
    let line = help_lines(keys, t, letters).into_iter().nth(entry)?;
    Some((entry, line))
}

/// The rows, each with the number of the entry it is part of.
fn numbered_rows(
    keys: &KeyMap,
    t: &Text,
    letters: Letters,
    width: usize,
) -> Vec<(usize, String, String)> {
    let entries = entries(keys, t, letters);
    // The key column as wide as the longest key's name (German ones are
    // long: "Strg+Pfeil runter"), up to a third of the width.
    let longest = entries
        .iter()
        .map(|(key, _)| key.chars().count())
        .max()
        .unwrap_or(0);
    let key_width = longest.clamp(3, (width / 3).max(3));
    let text_width = width.saturating_sub(key_width + 2).max(10);
    let mut rows = Vec::new();
    for (n, (key, text)) in entries.into_iter().enumerate() {
        if key.is_empty() {
            for part in super::wrap::wrap(&text, width.max(10)) {
                rows.push((n, String::new(), part.into_owned()));
            }
            continue;
        }
        // A name wider than the column has a row of its own.
        let own_row = key.chars().count() > key_width;
        if own_row {
            rows.push((n, key.clone(), String::new()));
        }
        for (i, part) in super::wrap::wrap(&text, text_width).into_iter().enumerate() {
            let label = if i == 0 && !own_row {
                format!("{key:>key_width$}  ")
            } else {
                " ".repeat(key_width + 2)
            };
            rows.push((n, label, part.into_owned()));
        }
    }
    rows
}
