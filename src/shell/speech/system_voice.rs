//! The system voice's handle. Each platform's connection lives on its own
//! thread (`ssip_voice` on Linux, `tts_voice` elsewhere), so that a slow
//! service never sits on the path of a key press; the handle sends it
//! requests and reads two flags it keeps up to date.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use super::SpeechError;
use super::{Speaker, Spoke};
use crate::core::session::Channel;

#[cfg(target_os = "linux")]
use super::ssip_voice as platform;
#[cfg(not(target_os = "linux"))]
use super::tts_voice as platform;

/// A request to the voice's thread.
pub(super) enum Ask {
    Speak {
        text: String,
        interrupt: bool,
    },
    Stop,
    /// Percent of the normal rate.
    Rate(u32),
    /// Percent of full volume.
    Volume(u32),
}

/// What the thread reports: whether anything is being said, and whether an
/// announcement (public) is among it.
#[derive(Clone, Default)]
pub(super) struct Flags {
    pub speaking: Arc<AtomicBool>,
    pub public: Arc<AtomicBool>,
}

impl Flags {
    /// The voice has gone quiet.
    pub fn quiet(&self) {
        self.speaking.store(false, Ordering::Relaxed);
        self.public.store(false, Ordering::Relaxed);
    }
}

pub struct SystemVoice {
    tx: Sender<Ask>,
    flags: Flags,
}

impl SystemVoice {
    /// Connects to the speech service in `language`; fails (never panics)
    /// when there is none.
    pub fn open(language: &str) -> Result<SystemVoice, SpeechError> {
        let flags = Flags::default();
        let tx = platform::start(language, flags.clone())?;
        Ok(SystemVoice { tx, flags })
    }
}

impl Speaker for SystemVoice {
    fn name(&self) -> &'static str {
        "tts"
    }
    fn speak(&mut self, channel: Channel, text: &str, interrupt: bool) -> Spoke {
        self.flags.speaking.store(true, Ordering::Relaxed);
        if channel == Channel::Public {
            self.flags.public.store(true, Ordering::Relaxed);
        }
        let _ = self.tx.send(Ask::Speak {
            text: text.to_string(),
            interrupt,
        });
        Spoke::Done
    }
    fn stop(&mut self) {
        let _ = self.tx.send(Ask::Stop);
    }
    fn saying_public(&self) -> bool {
        self.flags.public.load(Ordering::Relaxed) && self.flags.speaking.load(Ordering::Relaxed)
    }
    fn busy(&self) -> bool {
        self.flags.speaking.load(Ordering::Relaxed)
    }
    fn set_rate(&mut self, percent: u32) {
        let _ = self.tx.send(Ask::Rate(percent));
    }
    fn set_volume(&mut self, percent: u32) {
        let _ = self.tx.send(Ask::Volume(percent));
    }
}
