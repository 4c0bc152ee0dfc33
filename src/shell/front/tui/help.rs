//! The rows of the full screen's help (F1): each key with what it does,
//! wrapped to the width of the window. Drawn by the view and read out row
//! by row as the help scrolls.

use shakmaty::Role;

use crate::core::notation::Letters;
use crate::core::text::Text;
use crate::shell::front::keys::KeyMap;
use crate::shell::text::ShellText;

/// The help's rows for an inner width: each key with its help, wrapped
/// under the help's column; then the board keys and the legend.
pub fn help_rows(keys: &KeyMap, t: &Text, letters: Letters, width: usize) -> Vec<(String, String)> {
    const KEY: usize = 12;
    let text_width = width.saturating_sub(KEY).max(10);
    let mut rows = Vec::new();
    for (action, key) in keys.bindings() {
        for (i, part) in textwrap::wrap(&t.key_help(action), text_width)
            .into_iter()
            .enumerate()
        {
            let label = if i == 0 {
                format!("{:>10}  ", key.label())
            } else {
                " ".repeat(KEY)
            };
            rows.push((label, part.into_owned()));
        }
    }
    let pieces: Vec<String> = Role::ALL
        .into_iter()
        .rev()
        .map(|role| format!("{} {}", letters.board_letter(role), t.piece(role)))
        .collect();
    for extra in [t.key_help_files_ranks(), t.tui_legend(&pieces.join(", "))] {
        for part in textwrap::wrap(&extra, width.max(10)) {
            rows.push((String::new(), part.into_owned()));
        }
    }
    rows
}
