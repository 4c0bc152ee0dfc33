//! The other scoresheet typed line by line after a bare `compare`
//! (D.2.9): each line's entries read back, the next move asked for, `end` compares.

use crate::core::command;
use crate::core::listing;
use crate::core::say::Answer;
use crate::core::scoresheet::OtherSheet;
use crate::core::session::{Action, Say};

use super::{Mode, Runner};

impl Runner {
    /// A line of the other scoresheet after a bare `compare`: its entries
    /// read and said back, and the next move number asked for; `end` or an
    /// empty line compares, `cancel` leaves. A command is refused with a
    /// hint, never taken for an entry.
    pub(super) fn sheet_line(&mut self, mut sheet: OtherSheet, line: &str) -> Answer {
        let t = self.lang().text();
        let mut out = Vec::new();
        let word = line.to_lowercase();
        if line.is_empty() || word == "end" {
            if sheet.is_blank() {
                out.push(Say::private(t.sheet_entry_empty()));
            } else {
                self.act(&Action::Compare(sheet.written()), &mut out);
            }
            return Answer {
                lines: out,
                quit: false,
            };
        }
        if word == "cancel" {
            return Answer {
                lines: vec![Say::private(t.sheet_entry_cancelled())],
                quit: false,
            };
        }
        let before = sheet.entries().len();
        let read = sheet.add(line, &self.ctx.sheet_readers);
        let entries = &sheet.entries()[before..];
        // One line for each line typed: what was read, and what comes next.
        let mut said: Vec<String> = listing::sheet_entries(&self.session, entries)
            .into_iter()
            .collect();
        if let Err(bad) = read {
            said.push(if entries.is_empty() && command::is_command(line) {
                t.sheet_entry_command(line)
            } else {
                crate::core::text::sheet_entry_problem(
                    self.session.setup().lang,
                    &bad,
                    self.session.setup().letters,
                    true,
                )
            });
        }
        let (number, side) = sheet.next();
        said.push(t.sheet_entry_next(number, side));
        out.push(Say::private(said.join(" ")));
        self.mode = Mode::Sheet(sheet);
        Answer {
            lines: out,
            quit: false,
        }
    }
}
