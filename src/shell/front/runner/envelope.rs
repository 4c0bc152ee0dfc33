//! The envelope of an adjourned game, written beside the game file as
//! text and as braille (BRF).

use crate::core::braille;
use crate::core::lines;
use crate::core::session::Say;
use crate::core::text::Lang;
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
        let mut paths = Vec::new();
        for (name, content) in [("envelope", &text), ("envelope-inside", &inside)] {
            let (txt, brf) = (
                self.beside(&format!(".{name}.txt")),
                self.beside(&format!(".{name}.brf")),
            );
            // Lines a braille display and a screen reader hold (the BRF
            // is wrapped to its own page).
            let text: Vec<String> = content.lines().flat_map(lines::printable).collect();
            let written = files::replace(&txt, format!("{}\n", text.join("\n")).as_bytes())
                .map_err(|e| (&txt, e))
                .and_then(|()| {
                    files::replace(&brf, braille::brf(content, code).as_bytes())
                        .map_err(|e| (&brf, e))
                });
            if let Err((path, e)) = written {
                out.push(Say::private(
                    t.file_problem(&path.display().to_string(), &e),
                ));
                return;
            }
            paths.extend([txt, brf].map(|p| p.display().to_string()));
        }
        out.push(Say::private(
            t.envelope_written(&paths[0], &paths[1], &paths[2], &paths[3]),
        ));
        if resume.is_none() && self.session.setup().resume_at.is_none() {
            out.push(Say::private(t.resume_needed()));
        }
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
            // Dutch braille has no cells of its own for these letters
            // (issue 35 brings each country's code through liblouis).
            Lang::En | Lang::Nl => braille::Code::English,
        },
    }
}
