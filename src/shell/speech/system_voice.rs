//! The system voice's handle. Each platform's connection lives on its own
//! thread (`ssip_voice` on Linux, `tts_voice` elsewhere), so that a slow
//! service never sits on the path of a key press; the handle sends it
//! requests and reads two flags it keeps up to date.

use std::sync::atomic::Ordering;
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use super::SpeechError;
use super::shared::{Flags, VoiceRequest};
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
    tx: Sender<VoiceRequest>,
    flags: Flags,
    first_end: FirstEnd,
    rate: u32,
    /// "tts", or "reader" when it speaks through the screen reader.
    backend: Backend,
}

/// How long the first sentence may take to end, from when it went out.
/// Until one has ended, a sentence that cuts it starts the wait again: a
/// sentence cut never ends, and that is no sign of silence (a command typed
/// during the first lines must not turn the voice off).
#[derive(Default)]
struct FirstEnd {
    asked: Option<(Instant, Duration)>,
}

impl FirstEnd {
    fn asked(&mut self, text: &str, interrupt: bool, any_ended: bool, rate: u32, now: Instant) {
        if !text.trim().is_empty() && (self.asked.is_none() || (interrupt && !any_ended)) {
            let chars = text.chars().count() as u32;
            let spoken = PER_CHAR * chars * 100 / rate.max(10);
            self.asked = Some((now, FIRST_END + spoken));
        }
    }

    /// Whether the service began (`began_ms` after the first request) and
    /// has not ended a sentence in the time allowed.
    fn overdue(&self, began_ms: u32, any_ended: bool, now: Instant) -> bool {
        !any_ended
            && began_ms != u32::MAX
            && self.asked.is_some_and(|(at, allowed)| {
                now.duration_since(at) > Duration::from_millis(began_ms.into()) + allowed
            })
    }
}

/// A way to say a sentence from another thread, later: for a sentence that
/// waits until the built-in voice has finished.
pub struct LaterVoice {
    tx: Sender<VoiceRequest>,
    flags: Flags,
    public: bool,
}

impl LaterVoice {
    pub fn speak(&self, text: &str) {
        self.flags.asked(self.public);
        let _ = self.tx.send(VoiceRequest::Speak {
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
            first_end: FirstEnd::default(),
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
                first_end: FirstEnd::default(),
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
        let any_ended = self.flags.ended.load(Ordering::Relaxed);
        self.first_end
            .asked(text, interrupt, any_ended, self.rate, Instant::now());
        self.flags.asked(channel == Channel::Public);
        let _ = self.tx.send(VoiceRequest::Speak {
            text: text.to_string(),
            interrupt,
            public: channel == Channel::Public,
        });
        Spoke::Done
    }
    fn stop(&mut self) {
        let _ = self.tx.send(VoiceRequest::Stop);
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
        let any_ended = self.flags.ended.load(Ordering::Relaxed);
        self.first_end.overdue(began_ms, any_ended, Instant::now())
    }
    fn events(&self) -> Option<Events> {
        Some(Events {
            ended: self.flags.ends.load(Ordering::Relaxed),
            cut: self.flags.cuts.load(Ordering::Relaxed),
            reordered: self.flags.reordered.load(Ordering::Relaxed),
            first_word_ms: self.flags.first_begin_ms.load(Ordering::Relaxed),
            heard: self
                .flags
                .heard
                .lock()
                .map(|h| h.fates())
                .unwrap_or_default(),
        })
    }
    fn set_rate(&mut self, percent: u32) {
        self.rate = percent;
        let _ = self.tx.send(VoiceRequest::Rate(percent));
    }
    fn set_volume(&mut self, percent: u32) {
        let _ = self.tx.send(VoiceRequest::Volume(percent));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_sentence_cut_is_no_sign_of_silence() {
        let t0 = Instant::now();
        let s = |secs: u64| t0 + Duration::from_secs(secs);
        let mut first = FirstEnd::default();
        // 40 characters at the normal rate: 2.5 s + 4 s from the first word.
        first.asked(&"x".repeat(40), false, false, 100, t0);
        assert!(!first.overdue(u32::MAX, false, s(60)), "never began");
        assert!(!first.overdue(0, false, s(6)));
        assert!(first.overdue(0, false, s(7)));
        assert!(!first.overdue(0, true, s(7)), "one has ended");
        // Cut at 5 s by a command's answer: the wait starts again.
        first.asked(&"y".repeat(40), true, false, 100, s(5));
        assert!(!first.overdue(0, false, s(7)));
        assert!(first.overdue(0, false, s(12)));
        // A sentence in turn does not.
        first.asked("z", false, false, 100, s(11));
        assert!(first.overdue(0, false, s(12)));
    }

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
