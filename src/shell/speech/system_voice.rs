//! The system voice's handle. Each platform's connection lives on its own
//! thread (`ssip_voice` on Linux, `tts_voice` elsewhere), so that a slow
//! service never sits on the path of a key press; the handle sends it
//! requests and reads two flags it keeps up to date.

use std::sync::atomic::Ordering;
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use super::SpeechError;
use super::shared::{Ask, Flags};
use super::{Backend, Events, Speaker, Spoke};
use crate::core::session::Channel;

#[cfg(target_os = "linux")]
use super::ssip_voice as platform;
#[cfg(not(target_os = "linux"))]
use super::tts_voice as platform;

/// A speech service that cannot reach an audio server accepts every
/// request and reports it begun, but never ended: the first sentence may
/// take this long from its first word, plus `PER_CHAR` for each of its
/// characters at the normal rate, to end before the voice is taken for one
/// that gives no sound.
const FIRST_END: Duration = Duration::from_millis(2500);
const PER_CHAR: Duration = Duration::from_millis(100);

pub struct SystemVoice {
    tx: Sender<Ask>,
    flags: Flags,
    /// When the first sentence went out, and how long it may take to end.
    first_asked: Option<(Instant, Duration)>,
    rate: u32,
    /// "tts", or "reader" when it speaks through the screen reader.
    backend: Backend,
}

/// A way to say a sentence from another thread, later: for a sentence that
/// waits until the built-in voice has finished.
pub struct LaterVoice {
    tx: Sender<Ask>,
    flags: Flags,
    public: bool,
}

impl LaterVoice {
    pub fn speak(&self, text: &str) {
        self.flags.asked(self.public);
        let _ = self.tx.send(Ask::Speak {
            text: text.to_string(),
            interrupt: false,
            public: self.public,
        });
    }
    pub fn busy(&self) -> bool {
        self.flags.busy()
    }
}

impl SystemVoice {
    /// A handle to say sentences later, from another thread (while one
    /// waits, the caller counts the voice busy).
    pub fn later(&self, public: bool) -> LaterVoice {
        LaterVoice {
            tx: self.tx.clone(),
            flags: self.flags.clone(),
            public,
        }
    }

    /// Connects to the speech service in `language`; fails (never panics)
    /// when there is none.
    pub fn open(language: &str) -> Result<SystemVoice, SpeechError> {
        let flags = Flags::default();
        let tx = platform::start(language, flags.clone())?;
        Ok(SystemVoice {
            tx,
            flags,
            first_asked: None,
            rate: 100,
            backend: Backend::Tts,
        })
    }

    /// The running screen reader as the voice (Windows, through Tolk); fails
    /// when none is running. Elsewhere the system voice: on Linux Orca
    /// speaks through the same speech-dispatcher.
    pub fn open_reader(language: &str) -> Result<SystemVoice, SpeechError> {
        #[cfg(windows)]
        {
            let _ = language; // the reader speaks in its own language
            let flags = Flags::default();
            let tx = platform::start_reader(flags.clone())?;
            Ok(SystemVoice {
                tx,
                flags,
                first_asked: None,
                rate: 100,
                backend: Backend::Reader,
            })
        }
        #[cfg(not(windows))]
        SystemVoice::open(language)
    }
}

impl Speaker for SystemVoice {
    fn backend(&self) -> Backend {
        self.backend
    }
    fn speak(&mut self, channel: Channel, text: &str, interrupt: bool) -> Spoke {
        if self.first_asked.is_none() && !text.trim().is_empty() {
            let chars = text.chars().count() as u32;
            let spoken = PER_CHAR * chars * 100 / self.rate.max(10);
            self.first_asked = Some((Instant::now(), FIRST_END + spoken));
        }
        self.flags.asked(channel == Channel::Public);
        let _ = self.tx.send(Ask::Speak {
            text: text.to_string(),
            interrupt,
            public: channel == Channel::Public,
        });
        Spoke::Done
    }
    fn stop(&mut self) {
        let _ = self.tx.send(Ask::Stop);
    }
    fn saying_public(&self) -> bool {
        self.flags.saying_public()
    }
    fn busy(&self) -> bool {
        self.flags.busy()
    }
    /// Counted from the first word: a sentence that waits behind a screen
    /// reader's speech has not begun, and is no sign of a silent service.
    fn silent(&self) -> bool {
        let began_ms = self.flags.first_begin_ms.load(Ordering::Relaxed);
        !self.flags.ended.load(Ordering::Relaxed)
            && began_ms != u32::MAX
            && self.first_asked.is_some_and(|(at, allowed)| {
                at.elapsed() > Duration::from_millis(began_ms.into()) + allowed
            })
    }
    fn events(&self) -> Option<Events> {
        Some(Events {
            ended: self.flags.ends.load(Ordering::Relaxed),
            cut: self.flags.cuts.load(Ordering::Relaxed),
            reordered: self.flags.reordered.load(Ordering::Relaxed),
            first_word_ms: self.flags.first_begin_ms.load(Ordering::Relaxed),
        })
    }
    fn set_rate(&mut self, percent: u32) {
        self.rate = percent;
        let _ = self.tx.send(Ask::Rate(percent));
    }
    fn set_volume(&mut self, percent: u32) {
        let _ = self.tx.send(Ask::Volume(percent));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cut's last event can find the voice quiet just before the thread
    /// takes the sentence asked after it: the voice stays busy (and public)
    /// until that sentence is taken, and while it is said.
    #[test]
    fn a_sentence_on_its_way_keeps_the_voice_busy_through_a_quiet() {
        let flags = Flags::default();
        assert!(!flags.busy());
        flags.asked(true);
        flags.quiet();
        assert!(flags.busy() && flags.saying_public());
        flags.saying(true);
        flags.handled(true);
        assert!(flags.busy() && flags.saying_public());
        flags.quiet();
        assert!(!flags.busy() && !flags.saying_public());
    }

    #[test]
    fn private_speech_is_not_public() {
        let flags = Flags::default();
        flags.asked(false);
        assert!(flags.busy() && !flags.saying_public());
        flags.saying(false);
        flags.handled(false);
        assert!(flags.busy() && !flags.saying_public());
    }
}
