//! Why a voice or a sound device could not be had. The speech facade falls
//! back to the next backend on any of them; the reason is kept so that the
//! user can be told what is wrong.

use std::path::PathBuf;

use fluent_bundle::FluentArgs;

use crate::core::text::{Arg, Text};
use crate::shell::audio::AudioError;

/// Said only through the catalogues (`said`; its Display is the English
/// sentence, for logs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechError {
    NoClips(String),
    NoVoice,
    BadClip {
        path: PathBuf,
        /// The system's own words.
        detail: String,
    },
    /// A word of a sentence has no clip (the built-in voice falls back).
    NoClipFor(String),
    Poisoned,
    Audio(AudioError),
    Service(String),
    ServiceSilent,
    Thread(String),
}

impl From<AudioError> for SpeechError {
    fn from(e: AudioError) -> SpeechError {
        SpeechError::Audio(e)
    }
}

crate::core::messages! {
    trait SpeechMessages;
    fn speech_no_clips(voice: &str);
    fn speech_no_voice();
    fn speech_bad_clip(path: &str, detail: &str);
    fn speech_no_clip_for(word: &str);
    fn speech_poisoned();
    fn speech_service(detail: &str);
    fn speech_service_silent();
    fn speech_thread(detail: &str);
}

impl SpeechError {
    /// Why, in `t`'s language.
    pub fn said(&self, t: &Text) -> String {
        match self {
            SpeechError::NoClips(voice) => t.speech_no_clips(voice),
            SpeechError::NoVoice => t.speech_no_voice(),
            SpeechError::BadClip { path, detail } => {
                t.speech_bad_clip(&path.display().to_string(), detail)
            }
            SpeechError::NoClipFor(word) => t.speech_no_clip_for(word),
            SpeechError::Poisoned => t.speech_poisoned(),
            SpeechError::Audio(e) => e.said(t),
            SpeechError::Service(detail) => t.speech_service(detail),
            SpeechError::ServiceSilent => t.speech_service_silent(),
            SpeechError::Thread(detail) => t.speech_thread(detail),
        }
    }
}

crate::core::said_in_english!(SpeechError);
