//! The full screen on a braille display (`--braille`): what the display
//! shows is the screen's latest announcement or answer, or the input line
//! while one is typed, in the player's national table; its keys pan,
//! route and type. The display itself is driven by
//! [`crate::shell::braille::display`]; what it shows and what its keys do
//! is [`crate::core::braille::display`].

use crate::shell::text::ShellMessages as _;
use std::sync::mpsc::Sender;

use crate::core::braille::display::{Cells, Key, KeyRequest, Panel, Shown};
use crate::core::text::Text;
use crate::shell::braille::BrailleTable;
use crate::shell::braille::display::{Link, News};
use crate::shell::front::driver::LoopEvent;

/// The display, as the full screen holds it.
pub struct Braille {
    table: Option<BrailleTable>,
    panel: Panel,
    link: Option<Link>,
    /// What became of the display last, as told.
    state: Option<News>,
    /// That it was ready once: a later connection is told as the display
    /// back, a BRLTTY gone as stopped (before, as not reached yet).
    was_ready: bool,
    /// Cells as last given to the display.
    written: Vec<u8>,
    /// The running screen reader's display, where braille goes through
    /// Tolk (Windows), and the text last sent to it.
    #[cfg(windows)]
    reader: Option<(std::sync::Arc<tolk::Tolk>, String)>,
}

impl Braille {
    /// A display that shows text in `table` (`None`: the table could not
    /// be opened, and the display shows nothing but blank cells).
    pub fn new(table: Option<BrailleTable>) -> Braille {
        Braille {
            table,
            panel: Panel::new(40),
            link: None,
            state: None,
            was_ready: false,
            written: Vec::new(),
            #[cfg(windows)]
            reader: None,
        }
    }

    /// Starts the display's thread, its news sent to the front end's loop.
    /// On Windows the running screen reader shows braille, where Tolk finds
    /// one with a display: the same lines go to it, as text it translates.
    pub fn start(&mut self, tx: &Sender<LoopEvent>) {
        #[cfg(windows)]
        {
            let tolk = tolk::Tolk::new();
            if let Some(name) = tolk.detect_screen_reader().filter(|_| tolk.has_braille()) {
                self.reader = Some((tolk, String::new()));
                let _ = tx.send(LoopEvent::Braille(News::Reader(name)));
                return;
            }
        }
        let tx = tx.clone();
        self.link = Some(Link::start(move |news| {
            tx.send(LoopEvent::Braille(news)).is_ok()
        }));
    }

    /// Shows `shown` from now on (nothing is written where it is shown
    /// already and the window did not move).
    pub fn show(&mut self, shown: Shown) {
        if !self.panel.is_showing(&shown) {
            let cells = shown.lines().iter().map(|line| self.cells(line)).collect();
            self.panel.show(shown, cells);
        }
        self.write();
    }

    fn cells(&self, line: &str) -> Cells {
        // A sealed move's hidden characters, as a cell every table has.
        let line = line.replace('•', "*");
        self.table
            .as_ref()
            .and_then(|table| table.cells(&line).ok())
            .unwrap_or_default()
    }

    fn write(&mut self) {
        #[cfg(windows)]
        if let Some((tolk, sent)) = &mut self.reader {
            let line = self.panel.line_text().to_string();
            if line != *sent {
                tolk.braille(line.as_str());
                *sent = line;
            }
            return;
        }
        let window = self.panel.window();
        if window != self.written {
            if let Some(link) = &self.link {
                link.show(window.clone());
            }
            self.written = window;
        }
    }

    /// A panning, line or routing key.
    pub fn key(&mut self, key: Key) -> KeyRequest {
        let outcome = self.panel.key(key);
        self.write();
        outcome
    }

    /// What became of the display, as said; `None` for nothing to say.
    pub fn news(&mut self, news: &News, t: &Text) -> Option<String> {
        if matches!(news, News::Key(_)) {
            return None;
        }
        let before = self.state.replace(news.clone());
        if before.as_ref() == Some(news) {
            return None;
        }
        match news {
            News::Ready { cells } => {
                self.panel.set_width(*cells);
                // Written again whole: the display is new, or was away.
                self.written.clear();
                self.write();
                let back = std::mem::replace(&mut self.was_ready, true);
                Some(if back {
                    t.braille_display_back(*cells)
                } else {
                    t.braille_display_ready(*cells)
                })
            }
            News::Offline => Some(t.braille_display_offline()),
            News::Gone if self.was_ready => Some(t.braille_display_lost()),
            News::Gone => Some(t.braille_display_absent()),
            News::NoBrlapi if cfg!(target_os = "linux") => Some(t.braille_display_no_brlapi()),
            News::NoBrlapi => Some(t.braille_display_elsewhere()),
            News::Reader(name) => Some(t.braille_display_reader(name)),
            News::Key(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::text::Lang;
    use crate::shell::braille::display::DisplayKey;

    fn told(news: &[News]) -> Vec<String> {
        let t = Lang::En.text();
        let mut braille = Braille::new(None);
        news.iter().filter_map(|n| braille.news(n, t)).collect()
    }

    #[test]
    fn the_first_connection_is_told_as_one_and_every_later_one_as_the_display_back() {
        let t = Lang::En.text();
        let ready = News::Ready { cells: 40 };
        // Started before BRLTTY, or before the display answered.
        assert_eq!(
            told(&[
                News::Gone,
                News::Offline,
                ready.clone(),
                News::Gone,
                ready.clone()
            ]),
            [
                t.braille_display_absent(),
                t.braille_display_offline(),
                t.braille_display_ready(40),
                t.braille_display_lost(),
                t.braille_display_back(40),
            ]
        );
        // Each change told once; keys are no news.
        assert_eq!(
            told(&[
                ready.clone(),
                ready.clone(),
                News::Key(DisplayKey::Panel(Key::Forward)),
                News::Offline,
                News::Offline,
                ready
            ]),
            [
                t.braille_display_ready(40),
                t.braille_display_offline(),
                t.braille_display_back(40),
            ]
        );
    }
}
