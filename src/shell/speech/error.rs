//! Why a voice or a sound device could not be had. The speech facade falls
//! back to the next backend on any of them; the reason is kept so that the
//! user can be told what is wrong.

use std::path::PathBuf;

use crate::shell::audio::AudioError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SpeechError {
    #[error("no clips for the voice \"{0}\"")]
    NoClips(String),
    #[error("no voice to load")]
    NoVoice,
    #[error("{path}: {detail}", path = path.display())]
    BadClip { path: PathBuf, detail: String },
    /// A word of a sentence has no clip (the built-in voice falls back).
    #[error("no clip for \"{0}\"")]
    NoClipFor(String),
    #[error("the clip cache is poisoned")]
    Poisoned,
    #[error(transparent)]
    Audio(#[from] AudioError),
    #[error("the speech service: {0}")]
    Service(String),
    #[error("the speech service did not answer")]
    ServiceSilent,
    #[error("a thread could not be started: {0}")]
    Thread(String),
}
