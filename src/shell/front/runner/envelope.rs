//! The envelope of an adjourned game, written beside the game file as
//! text and as braille (BRF).

use crate::core::lines;
use crate::core::session::Say;
use crate::shell::braille::{Writer, braille_problem};
use crate::shell::files;
use crate::shell::text::ShellMessages as _;
use crate::shell::text::ShellText;

use super::Runner;

impl Runner {
    /// Writes the envelope of an adjourned game beside the game file, as text
    /// and as braille (BRF).
    pub(super) fn envelope(&mut self, resume: Option<String>, out: &mut Vec<Say>) {
        let t = self.lang().text();
        let now = self.now();
        let Some(text) = self.session.envelope(&self.ctx, resume.as_deref(), now) else {
            out.push(Say::private(t.not_adjourned()));
            return;
        };
        let inside = self.session.envelope_inside().unwrap_or_default();
        // The braille of the language the envelope is written in.
        let writer = Writer::new(self.braille_table.as_deref(), self.lang());
        let table_name = writer.name().to_string();
        let brf_of = |content: &str| writer.brf(content);
        let sheets = [("envelope", &text), ("envelope-inside", &inside)];
        // Both texts first: whatever keeps the braille from being written,
        // the arbiter's sheets are on the disk.
        let mut texts = Vec::new();
        for (name, content) in sheets {
            let txt = self.beside(&format!(".{name}.txt"));
            // Lines a braille display and a screen reader hold (the BRF
            // is wrapped to its own page).
            let text: Vec<String> = content.lines().flat_map(lines::printable).collect();
            if let Err(e) = files::replace(&txt, format!("{}\n", text.join("\n")).as_bytes()) {
                out.push(Say::private(t.file_problem(&txt.display().to_string(), &e)));
                return;
            }
            texts.push(txt.display().to_string());
        }
        let mut brfs = Vec::new();
        for (name, content) in sheets {
            let brf = self.beside(&format!(".{name}.brf"));
            // A table missing or writing no six-dot cells: said, with the
            // texts written.
            let cells = match brf_of(content) {
                Ok(cells) => cells,
                Err(e) => {
                    out.push(Say::private(braille_problem(&e, &table_name, t)));
                    out.push(Say::private(t.envelope_text_written(&texts[0], &texts[1])));
                    return;
                }
            };
            if let Err(e) = files::replace(&brf, cells.as_bytes()) {
                out.push(Say::private(t.file_problem(&brf.display().to_string(), &e)));
                out.push(Say::private(t.envelope_text_written(&texts[0], &texts[1])));
                return;
            }
            brfs.push(brf.display().to_string());
        }
        // What was recorded, said back: the arbiter hears it as written.
        if let Some(resume) = resume.as_deref() {
            out.push(Say::private(t.resume_recorded(&lines::clean(resume))));
        }
        out.push(Say::private(
            t.envelope_written(&texts[0], &brfs[0], &texts[1], &brfs[1]),
        ));
        if resume.is_none() && self.session.setup().resume_at.is_none() {
            out.push(Say::private(t.resume_needed()));
        }
    }
}
