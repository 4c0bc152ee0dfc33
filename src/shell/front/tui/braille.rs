//! The full screen on a braille display (`--braille`): what the display
//! shows is the screen's latest announcement or answer, or the input line
//! while one is typed, in the player's national table; its keys pan,
//! route and type. The display itself is driven by
//! [`crate::shell::braille::display`]; what it shows and what its keys do
//! is [`crate::core::braille::display`].

use std::sync::mpsc::Sender;

use crate::core::braille::display::{Cells, Key, Outcome, Panel, Shown};
use crate::core::text::Text;
use crate::shell::braille::Table;
use crate::shell::braille::display::{Link, News};
use crate::shell::front::driver::Event;

/// The display, as the full screen holds it.
pub struct Braille {
    table: Option<Table>,
    panel: Panel,
    link: Option<Link>,
    /// What became of the display last, as told: the first connection is
    /// told as one, a later one as the display back.
    state: Option<News>,
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
    pub fn new(table: Option<Table>) -> Braille {
        Braille {
            table,
            panel: Panel::new(40),
            link: None,
            state: None,
            written: Vec::new(),
            #[cfg(windows)]
            reader: None,
        }
    }

    /// Starts the display's thread, its news sent to the front end's loop.
    /// On Windows the running screen reader shows braille, where Tolk finds
    /// one with a display: the same lines go to it, as text it translates.
    pub fn start(&mut self, tx: &Sender<Event>) {
        #[cfg(windows)]
        {
            let tolk = tolk::Tolk::new();
            if let Some(name) = tolk.detect_screen_reader().filter(|_| tolk.has_braille()) {
                self.reader = Some((tolk, String::new()));
                let _ = tx.send(Event::Braille(News::Reader(name)));
                return;
            }
        }
        let tx = tx.clone();
        self.link = Some(Link::start(move |news| {
            tx.send(Event::Braille(news)).is_ok()
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
    pub fn key(&mut self, key: Key) -> Outcome {
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
                Some(match before {
                    None => t.braille_display_ready(*cells),
                    Some(_) => t.braille_display_back(*cells),
                })
            }
            News::Offline => Some(t.braille_display_offline()),
            News::Gone => Some(match before {
                None => t.braille_display_absent(),
                Some(_) => t.braille_display_lost(),
            }),
            News::NoBrlapi if cfg!(target_os = "linux") => Some(t.braille_display_no_brlapi()),
            News::NoBrlapi => Some(t.braille_display_elsewhere()),
            News::Reader(name) => Some(t.braille_display_reader(name)),
            News::Key(_) => None,
        }
    }
}
