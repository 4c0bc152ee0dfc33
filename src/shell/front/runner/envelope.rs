//! The envelope of an adjourned game, written beside the game file as
//! text and as braille (BRF).

use crate::core::braille;
use crate::core::lines;
use crate::core::session::Say;
use crate::core::text::Lang;
use crate::shell::braille::{BrailleError, Table, table_for};
use crate::shell::files;
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
        let code = braille_code(self.ctx.voice.language(), self.lang());
        // The player's country's braille (liblouis), where this build has
        // liblouis; else the built-in uncontracted code.
        let table_name = self
            .braille_table
            .clone()
            .unwrap_or_else(|| table_for(self.ctx.voice.language(), self.lang()).to_string());
        let table = Table::open(&table_name);
        let brf_of = |content: &str| match &table {
            Ok(table) => table.brf(content),
            Err(BrailleError::NoLiblouis) => Ok(braille::brf(content, code)),
            Err(e) => Err(e.clone()),
        };
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
        out.push(Say::private(
            t.envelope_written(&texts[0], &brfs[0], &texts[1], &brfs[1]),
        ));
        if resume.is_none() && self.session.setup().resume_at.is_none() {
            out.push(Say::private(t.resume_needed()));
        }
    }
}

/// What keeps a braille page from being written, as said.
fn braille_problem(e: &BrailleError, name: &str, t: &crate::core::text::Text) -> String {
    match e {
        BrailleError::Untranslatable(text) => t.braille_untranslatable(name, text),
        BrailleError::NoTable(_) | BrailleError::NoLiblouis => t.braille_table_missing(name),
    }
}

/// The envelope mixes the UI language with the voice's words ("König Eva
/// eins"): the voice's language decides the letters beyond a-z.
fn braille_code(voice_language: &str, lang: Lang) -> braille::Code {
    let language = voice_language.to_ascii_lowercase();
    match language.split(['-', '_']).next().unwrap_or("") {
        "da" => braille::Code::Danish,
        "de" => braille::Code::German,
        "nb" | "no" | "nn" => braille::Code::Norwegian,
        _ => match lang {
            Lang::Da => braille::Code::Danish,
            Lang::De => braille::Code::German,
            Lang::Nb => braille::Code::Norwegian,
            // Dutch braille has no cells of its own for these letters.
            // (Where liblouis is, each country's own table is used.)
            Lang::En | Lang::Nl => braille::Code::English,
        },
    }
}
