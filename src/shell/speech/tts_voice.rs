//! The system voice through the `tts` crate where there is no
//! speech-dispatcher (Windows, macOS), kept behind its own thread: `Tts` is
//! not `Send`, and choosing a voice by language lists every voice, which
//! must never sit on the path of a key press.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::time::Duration;

use super::SpeechError;
use super::{Speaker, Spoke};
use crate::core::session::Channel;

enum Command {
    Speak { text: String, interrupt: bool },
    Stop,
    Rate(u32),
    Volume(u32),
}

pub struct SystemVoice {
    tx: Sender<Command>,
    speaking: Arc<AtomicBool>,
    public: Arc<AtomicBool>,
}

impl SystemVoice {
    /// Connects to the speech service; fails (never panics) when there is none.
    pub fn open(language: &str) -> Result<SystemVoice, SpeechError> {
        let (tx, rx) = mpsc::channel::<Command>();
        let (ready_tx, ready_rx) = mpsc::channel::<Result<(), SpeechError>>();
        let speaking = Arc::new(AtomicBool::new(false));
        let public = Arc::new(AtomicBool::new(false));
        let (speaking_t, public_t) = (speaking.clone(), public.clone());
        let language = language.to_string();
        std::thread::Builder::new()
            .name("annabella-tts".into())
            .spawn(move || {
                let tts = super::super::audio::quiet_stderr(tts::Tts::default);
                let mut tts = match tts {
                    Ok(t) => t,
                    Err(e) => {
                        let _ = ready_tx.send(Err(SpeechError::Service(e.to_string())));
                        return;
                    }
                };
                let _ = ready_tx.send(Ok(()));
                choose_voice(&mut tts, &language);
                let features = tts.supported_features();
                let (min_rate, normal_rate, max_rate) =
                    (tts.min_rate(), tts.normal_rate(), tts.max_rate());
                let (min_vol, max_vol) = (tts.min_volume(), tts.max_volume());
                // After a request the service may report "not speaking" for a
                // moment before the new words begin (a cut, then the new say).
                let mut asked = std::time::Instant::now();
                loop {
                    // While silent, wait for a request without waking; while
                    // speaking, look every 15 ms whether it has finished.
                    let next = if speaking_t.load(Ordering::Relaxed) {
                        rx.recv_timeout(Duration::from_millis(15))
                    } else {
                        rx.recv().map_err(|_| mpsc::RecvTimeoutError::Disconnected)
                    };
                    match next {
                        Ok(Command::Speak { text, interrupt }) => {
                            if tts.speak(text, interrupt).is_ok() {
                                speaking_t.store(true, Ordering::Relaxed);
                                asked = std::time::Instant::now();
                            }
                        }
                        Ok(Command::Stop) => {
                            let _ = tts.stop();
                            speaking_t.store(false, Ordering::Relaxed);
                            public_t.store(false, Ordering::Relaxed);
                        }
                        Ok(Command::Rate(p)) if features.rate => {
                            let rate = (normal_rate * p as f32 / 100.0).clamp(min_rate, max_rate);
                            let _ = tts.set_rate(rate);
                        }
                        Ok(Command::Volume(p)) if features.volume => {
                            let volume =
                                min_vol + (max_vol - min_vol) * (p.min(100) as f32 / 100.0);
                            let _ = tts.set_volume(volume);
                        }
                        Ok(_) => {}
                        Err(mpsc::RecvTimeoutError::Timeout) => {
                            if features.is_speaking && asked.elapsed() > Duration::from_millis(400)
                            {
                                let now = tts.is_speaking().unwrap_or(false);
                                speaking_t.store(now, Ordering::Relaxed);
                                if !now {
                                    public_t.store(false, Ordering::Relaxed);
                                }
                            }
                        }
                        Err(mpsc::RecvTimeoutError::Disconnected) => break,
                    }
                }
            })
            .map_err(|e| SpeechError::Thread(e.to_string()))?;
        ready_rx
            .recv_timeout(Duration::from_secs(5))
            .map_err(|_| SpeechError::ServiceSilent)??;
        Ok(SystemVoice {
            tx,
            speaking,
            public,
        })
    }
}

/// Picks the first voice of the language (by its primary subtag): Danish
/// words in an English voice would be no announcement at all. Never calls
/// `Tts::voice()`, which panics in tts 0.26.
fn choose_voice(tts: &mut tts::Tts, language: &str) {
    if !tts.supported_features().voice {
        return;
    }
    let primary = language
        .split(['-', '_'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    let Ok(voices) = tts.voices() else { return };
    let exact = voices
        .iter()
        .find(|v| v.language().as_str().eq_ignore_ascii_case(language));
    let same = voices.iter().find(|v| {
        v.language()
            .primary_language()
            .eq_ignore_ascii_case(&primary)
    });
    if let Some(v) = exact.or(same) {
        let _ = tts.set_voice(v);
    }
}

impl Speaker for SystemVoice {
    fn name(&self) -> &'static str {
        "tts"
    }
    fn speak(&mut self, channel: Channel, text: &str, interrupt: bool) -> Spoke {
        self.speaking.store(true, Ordering::Relaxed);
        if channel == Channel::Public {
            self.public.store(true, Ordering::Relaxed);
        }
        let _ = self.tx.send(Command::Speak {
            text: text.to_string(),
            interrupt,
        });
        Spoke::Done
    }
    fn stop(&mut self) {
        let _ = self.tx.send(Command::Stop);
    }
    fn saying_public(&self) -> bool {
        self.public.load(Ordering::Relaxed) && self.speaking.load(Ordering::Relaxed)
    }
    fn busy(&self) -> bool {
        self.speaking.load(Ordering::Relaxed)
    }
    fn set_rate(&mut self, percent: u32) {
        let _ = self.tx.send(Command::Rate(percent));
    }
    fn set_volume(&mut self, percent: u32) {
        let _ = self.tx.send(Command::Volume(percent));
    }
}
