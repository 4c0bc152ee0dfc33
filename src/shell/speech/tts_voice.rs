//! The system voice through the `tts` crate where there is no
//! speech-dispatcher (Windows, macOS), kept behind its own thread: `Tts` is
//! not `Send`, and choosing a voice by language lists every voice, which
//! must never sit on the path of a key press.

use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, Sender};
use std::time::Duration;

use super::SpeechError;
use super::shared::{Flags, VoiceRequest};

/// Connects to the system's own voice (OneCore on Windows, never the
/// screen reader: that is `start_reader`) and starts the voice's thread;
/// fails (never panics) when there is no service.
pub(super) fn start(language: &str, flags: Flags) -> Result<Sender<VoiceRequest>, SpeechError> {
    #[cfg(windows)]
    let make = || tts::Tts::new(tts::Backends::WinRt);
    #[cfg(not(windows))]
    let make = tts::Tts::default;
    spawn(make, Some(language.to_string()), flags)
}

/// Connects to the running screen reader through Tolk; fails when none runs.
#[cfg(windows)]
pub(super) fn start_reader(flags: Flags) -> Result<Sender<VoiceRequest>, SpeechError> {
    spawn(|| tts::Tts::new(tts::Backends::Tolk), None, flags)
}

fn spawn(
    make: impl FnOnce() -> Result<tts::Tts, tts::Error> + Send + 'static,
    language: Option<String>,
    flags: Flags,
) -> Result<Sender<VoiceRequest>, SpeechError> {
    let (tx, rx) = mpsc::channel::<VoiceRequest>();
    let (ready_tx, ready_rx) = mpsc::channel::<Result<(), SpeechError>>();
    std::thread::Builder::new()
        .name("annabella-tts".into())
        .spawn(move || {
            let tts = crate::shell::audio::quiet_stderr(make);
            let mut tts = match tts {
                Ok(t) => t,
                Err(e) => {
                    let _ = ready_tx.send(Err(SpeechError::Service(e.to_string())));
                    return;
                }
            };
            let _ = ready_tx.send(Ok(()));
            if let Some(language) = &language {
                choose_voice(&mut tts, language);
            }
            let features = tts.supported_features();
            // A screen reader (Tolk) has neither rate nor volume here (the
            // reader's own are kept), and asking for them panics in tts 0.26.
            let (min_rate, normal_rate, max_rate) = if features.rate {
                (tts.min_rate(), tts.normal_rate(), tts.max_rate())
            } else {
                (1.0, 1.0, 1.0)
            };
            let (min_vol, max_vol) = if features.volume {
                (tts.min_volume(), tts.max_volume())
            } else {
                (0.0, 1.0)
            };
            // After a request the service may report "not speaking" for a
            // moment before the new words begin (a cut, then the new say).
            let mut asked = std::time::Instant::now();
            loop {
                // While silent, wait for a request without waking; while
                // speaking, look every 15 ms whether it has finished.
                let next = if flags.speaking() {
                    rx.recv_timeout(Duration::from_millis(15))
                } else {
                    rx.recv().map_err(|_| mpsc::RecvTimeoutError::Disconnected)
                };
                match next {
                    Ok(VoiceRequest::Speak {
                        text,
                        interrupt,
                        public,
                    }) => {
                        if tts.speak(text, interrupt).is_ok() {
                            // SAPI and AVSpeech speak what they accept: no
                            // end event is awaited there.
                            flags.ended.store(true, Ordering::Relaxed);
                            // A screen reader cannot be asked whether it is
                            // still speaking: it counts as done at once, so
                            // that nothing waits for it forever.
                            if features.is_speaking {
                                flags.saying(public);
                            }
                            asked = std::time::Instant::now();
                        }
                        flags.handled(public);
                    }
                    Ok(VoiceRequest::Stop) => {
                        let _ = tts.stop();
                        flags.quiet();
                    }
                    Ok(VoiceRequest::Rate(p)) if features.rate => {
                        let rate = (normal_rate * p as f32 / 100.0).clamp(min_rate, max_rate);
                        let _ = tts.set_rate(rate);
                    }
                    Ok(VoiceRequest::Volume(p)) if features.volume => {
                        let volume = min_vol + (max_vol - min_vol) * (p.min(100) as f32 / 100.0);
                        let _ = tts.set_volume(volume);
                    }
                    Ok(_) => {}
                    Err(mpsc::RecvTimeoutError::Timeout) => {
                        if features.is_speaking && asked.elapsed() > Duration::from_millis(400) {
                            let now = tts.is_speaking().unwrap_or(false);
                            if !now {
                                flags.quiet();
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
    Ok(tx)
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
