//! A braille display driven through BRLTTY (BrlAPI), on a thread of its
//! own: it connects, writes the cells the full screen gives it, reads the
//! display's keys, and tells the front end what became of the display
//! (ready, unplugged, BRLTTY gone, back again) as [`News`]. It never stops
//! trying: a display plugged in later, or a BRLTTY started later, is
//! connected then.
//!
//! BRLTTY answers nothing while its driver restarts (a display unplugged)
//! or while it shows a message of its own:
//! a call that hangs longer than [`STUCK`] is told as the display gone
//! offline by a second thread that watches the first.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;
#[cfg(target_os = "linux")]
use std::{sync::Mutex, time::Instant};

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::core::braille::display::Key;

/// What became of the display, or a key of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum News {
    /// Connected, or answering again: a display of this many cells.
    Ready {
        cells: usize,
    },
    /// Connected, but the display does not answer (unplugged, switched off).
    Offline,
    /// No BRLTTY to connect to (not running, or stopped): tried again
    /// every second.
    Gone,
    /// This machine has no BrlAPI (libbrlapi): nothing more comes.
    NoBrlapi,
    /// Braille goes to this screen reader's display instead (Windows,
    /// through Tolk).
    Reader(String),
    Key(DisplayKey),
}

/// A key of the display.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DisplayKey {
    /// Panning, line and routing keys: they act on what the display shows.
    Panel(Key),
    /// A key of its braille keyboard, typed as the terminal's keys are.
    Typed(KeyEvent),
}

/// How long a call to BRLTTY may hang before the display is told offline:
/// longer than BRLTTY holds a message of its own (4 s by default), during
/// which it answers nothing either.
pub const STUCK: Duration = Duration::from_secs(5);

/// The display's thread, for the front end: cells go to it, news comes
/// back through the function given to [`Link::start`].
pub struct Link {
    cells: mpsc::Sender<Vec<u8>>,
    stop: Arc<AtomicBool>,
}

impl Link {
    /// Starts the thread; `send` returns false once the front end is gone,
    /// which stops it.
    pub fn start(send: impl Fn(News) -> bool + Send + Sync + 'static) -> Link {
        let (tx, rx) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = stop.clone();
        let send: Arc<dyn Fn(News) -> bool + Send + Sync> = Arc::new(send);
        let _ = std::thread::Builder::new()
            .name("annabella-braille".into())
            .spawn(move || drive(rx, &stopped, send));
        Link { cells: tx, stop }
    }

    /// Shows these cells (one per cell of the display) from now on.
    pub fn show(&self, cells: Vec<u8>) {
        let _ = self.cells.send(cells);
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

#[cfg(target_os = "linux")]
fn drive(
    orders: mpsc::Receiver<Vec<u8>>,
    stop: &AtomicBool,
    send: Arc<dyn Fn(News) -> bool + Send + Sync>,
) {
    use super::brlapi::{Api, Connection};

    let Some(api) = Api::load() else {
        send(News::NoBrlapi);
        return;
    };
    let watch = Watch::start(send.clone());
    // The state last told, so that each change is told once.
    let mut told: Option<News> = None;
    let tell = |news: News, told: &mut Option<News>| {
        if told.as_ref() != Some(&news) {
            *told = Some(news.clone());
            send(news);
        }
    };
    let mut latest: Vec<u8> = Vec::new();
    while !stop.load(Ordering::SeqCst) {
        let Some(mut link) = watch.around(|| Connection::open(&api)) else {
            tell(News::Gone, &mut told);
            // Once a second, the cells kept meanwhile.
            for _ in 0..10 {
                std::thread::sleep(Duration::from_millis(100));
                latest = orders.try_iter().last().unwrap_or(latest);
            }
            continue;
        };
        let mut written: Option<Vec<u8>> = None;
        while !stop.load(Ordering::SeqCst) {
            latest = orders.try_iter().last().unwrap_or(latest);
            if watch.told_stuck() {
                told = Some(News::Offline);
            }
            let Some(online) = watch.around(|| link.online()) else {
                break;
            };
            let cells = if online {
                match watch.around(|| link.cells()) {
                    Some(cells) => cells,
                    None => break,
                }
            } else {
                0
            };
            if online && cells > 0 {
                watch.arm();
                if told != Some(News::Ready { cells }) {
                    written = None;
                }
                tell(News::Ready { cells }, &mut told);
                let mut fitted = latest.clone();
                fitted.resize(cells, 0);
                if written.as_ref() != Some(&fitted) {
                    if !watch.around(|| link.write(&fitted)) {
                        break;
                    }
                    written = Some(fitted);
                }
            } else {
                tell(News::Offline, &mut told);
            }
            match link.key(100) {
                None => break,
                Some(Some(code)) => {
                    if let Some(key) = decode(code)
                        && !send(News::Key(key))
                    {
                        return;
                    }
                }
                Some(None) => {}
            }
        }
        // Connected again at once where BRLTTY still runs (it restarted
        // its driver): only a BRLTTY that does not answer is told gone.
    }
}

/// Where there is no BRLTTY (Windows, macOS): the screen reader shows
/// braille there.
#[cfg(not(target_os = "linux"))]
fn drive(
    _orders: mpsc::Receiver<Vec<u8>>,
    _stop: &AtomicBool,
    send: Arc<dyn Fn(News) -> bool + Send + Sync>,
) {
    send(News::NoBrlapi);
}

/// Watches the calls to BRLTTY from a thread of its own: once the display
/// was ready, one that hangs longer than [`STUCK`] is told as the display
/// offline (before, BRLTTY may still be starting).
#[cfg(target_os = "linux")]
struct Watch {
    state: Arc<Mutex<Watched>>,
}

#[cfg(target_os = "linux")]
#[derive(Default)]
struct Watched {
    /// Since when a call hangs.
    busy: Option<Instant>,
    /// That it was told.
    told: bool,
    /// That the display was ready once.
    armed: bool,
}

#[cfg(target_os = "linux")]
impl Watch {
    fn start(send: Arc<dyn Fn(News) -> bool + Send + Sync>) -> Watch {
        let state = Arc::new(Mutex::new(Watched::default()));
        let watched = Arc::downgrade(&state);
        let _ = std::thread::Builder::new()
            .name("annabella-braille-watch".into())
            .spawn(move || {
                while let Some(state) = watched.upgrade() {
                    let stuck = {
                        let mut s = state.lock().unwrap_or_else(|p| p.into_inner());
                        let stuck = s.armed
                            && !s.told
                            && s.busy.is_some_and(|since| since.elapsed() > STUCK);
                        s.told |= stuck;
                        stuck
                    };
                    drop(state);
                    if stuck && !send(News::Offline) {
                        return;
                    }
                    std::thread::sleep(Duration::from_millis(250));
                }
            });
        Watch { state }
    }

    /// `call`, watched.
    fn around<T>(&self, call: impl FnOnce() -> T) -> T {
        self.lock().busy = Some(Instant::now());
        let out = call();
        self.lock().busy = None;
        out
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Watched> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The display was ready: a hang from now on is told.
    fn arm(&self) {
        self.lock().armed = true;
    }

    /// Whether a hung call was told as the display offline since last asked.
    fn told_stuck(&self) -> bool {
        std::mem::take(&mut self.lock().told)
    }
}

/// BrlAPI's key codes (brlapi_keycodes.h, brlapi_constants.h).
const TYPE_CMD: u64 = 0x2000_0000;
const TYPE_MASK: u64 = 0xE000_0000;
const CODE_MASK: u64 = 0x1FFF_FFFF;
const BLOCK_SHIFT: u64 = 16;
const ARG_MASK: u64 = 0xFFFF;
const FLAG_SHIFT: u64 = 32;
const FLAG_SHIFT_KEY: u64 = 0x01;
const FLAG_CONTROL: u64 = 0x04;
const FLAG_META: u64 = 0x08;
const SYM_UNICODE: u64 = 0x0100_0000;
const SYM_FUNCTION: u64 = 0xFFBE;

/// A key code as annabella uses it: BRLTTY's commands for panning and
/// routing, its keyboard's characters and keys as typed keys; `None` for
/// the rest (BRLTTY keeps its own: switching consoles, preferences).
pub fn decode(code: u64) -> Option<DisplayKey> {
    let flags = code >> FLAG_SHIFT;
    let value = code & CODE_MASK;
    if code & TYPE_MASK == TYPE_CMD {
        let block = value >> BLOCK_SHIFT;
        let arg = value & ARG_MASK;
        let key = match (block, arg) {
            (0, 1) => Key::PreviousLine,
            (0, 2) => Key::NextLine,
            // TOP, TOP_LEFT, HOME (to the cursor: here, the beginning).
            (0, 9 | 11 | 29) => Key::Top,
            (0, 10 | 12) => Key::Bottom,
            // FWINLT, FWINLTSKIP; FWINRT, FWINRTSKIP.
            (0, 23 | 25) => Key::Back,
            (0, 24 | 26) => Key::Forward,
            (1, cell) => Key::Route(cell as usize),
            _ => return None,
        };
        return Some(DisplayKey::Panel(key));
    }
    if code & TYPE_MASK != 0 {
        return None;
    }
    let key = match value {
        0xFF08 => KeyCode::Backspace,
        0xFF09 => KeyCode::Tab,
        0xFF0D => KeyCode::Enter,
        0xFF1B => KeyCode::Esc,
        0xFF50 => KeyCode::Home,
        0xFF51 => KeyCode::Left,
        0xFF52 => KeyCode::Up,
        0xFF53 => KeyCode::Right,
        0xFF54 => KeyCode::Down,
        0xFF55 => KeyCode::PageUp,
        0xFF56 => KeyCode::PageDown,
        0xFF57 => KeyCode::End,
        0xFF63 => KeyCode::Insert,
        0xFFFF => KeyCode::Delete,
        f @ SYM_FUNCTION..=0xFFDD => KeyCode::F((f - SYM_FUNCTION + 1) as u8),
        c if c < 0x100 => KeyCode::Char(char::from_u32(c as u32)?),
        c if c & 0xFF00_0000 == SYM_UNICODE => {
            KeyCode::Char(char::from_u32((c & 0x00FF_FFFF) as u32)?)
        }
        _ => return None,
    };
    let mut modifiers = KeyModifiers::NONE;
    if flags & FLAG_CONTROL != 0 {
        modifiers |= KeyModifiers::CONTROL;
    }
    if flags & FLAG_META != 0 {
        modifiers |= KeyModifiers::ALT;
    }
    // A character carries its case; only other keys keep Shift.
    if flags & FLAG_SHIFT_KEY != 0 && !matches!(key, KeyCode::Char(_)) {
        modifiers |= KeyModifiers::SHIFT;
    }
    Some(DisplayKey::Typed(KeyEvent::new(key, modifiers)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(code: KeyCode) -> Option<DisplayKey> {
        Some(DisplayKey::Typed(KeyEvent::new(code, KeyModifiers::NONE)))
    }

    #[test]
    fn brlttys_commands_pan_and_route_and_its_keyboard_types() {
        // Codes as BRLTTY 6.5 sent them to a test client.
        assert_eq!(decode(0x2000_0017), Some(DisplayKey::Panel(Key::Back)));
        assert_eq!(decode(0x2000_0018), Some(DisplayKey::Panel(Key::Forward)));
        assert_eq!(decode(0x2000_0002), Some(DisplayKey::Panel(Key::NextLine)));
        assert_eq!(decode(0x2001_0003), Some(DisplayKey::Panel(Key::Route(3))));
        assert_eq!(decode(0x68), typed(KeyCode::Char('h')));
        assert_eq!(decode(0xE6), typed(KeyCode::Char('æ')));
        assert_eq!(decode(0x0100_0000 | 0x0153), typed(KeyCode::Char('œ')));
        assert_eq!(decode(0xFF0D), typed(KeyCode::Enter));
        assert_eq!(decode(0xFF08), typed(KeyCode::Backspace));
        assert_eq!(decode(0xFFBF), typed(KeyCode::F(2)));
        assert_eq!(
            decode((FLAG_CONTROL << FLAG_SHIFT) | 0x71),
            Some(DisplayKey::Typed(KeyEvent::new(
                KeyCode::Char('q'),
                KeyModifiers::CONTROL
            )))
        );
        // Switching consoles, preferences: BRLTTY's own.
        assert_eq!(decode(0x2000_0000 | 73), None);
        assert_eq!(decode(0x2022_0013), None);
    }
}
