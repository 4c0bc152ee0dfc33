//! The built-in voice: one WAV clip per word in `voices/<id>/`, joined with
//! short gaps and played through the sound card. Where a word has no clip the
//! system voice says the sentence instead, and the user is told once.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::{Fallback, Options, Speaker, SpeechError, Spoke, SystemVoice};
use crate::core::session::Channel;
use crate::core::sound::{self, Earcon, Pcm};
use crate::core::spoken;
use crate::shell::audio::{AudioOut, Tag};

/// The clips of a voice, by clip key. Clips are read when first needed and
/// kept: a game uses some fifty words, and all 700 clips as samples would
/// take 40 MB.
#[derive(Debug, Default)]
pub struct ClipLibrary {
    files: HashMap<String, PathBuf>,
    /// Clips read so far, kept as 16-bit samples (half the memory of f32).
    loaded: Mutex<HashMap<String, Arc<Clip16>>>,
}

/// A clip as it is stored: 16-bit samples at their rate.
#[derive(Debug)]
struct Clip16 {
    rate: u32,
    samples: Vec<i16>,
}

impl Clip16 {
    fn of(pcm: Pcm) -> Clip16 {
        let samples = pcm
            .samples
            .iter()
            .map(|s| (s.clamp(-1.0, 1.0) * i16::MAX as f32) as i16)
            .collect();
        Clip16 {
            rate: pcm.rate,
            samples,
        }
    }

    fn pcm(&self) -> Pcm {
        Pcm {
            rate: self.rate,
            samples: self
                .samples
                .iter()
                .map(|s| *s as f32 / i16::MAX as f32)
                .collect(),
        }
    }
}

/// Where the clips of `voice` are: `$ANNABELLA_VOICES/<id>`, the user's data
/// directory, beside the binary (an unpacked release), the installed share
/// (`<prefix>/share/annabella/voices`, where `make install` and the Debian
/// package put them), the binary's source tree, or the tree it was built
/// from.
pub fn clip_dirs(voice: &str) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = Vec::new();
    if let Some(v) = std::env::var_os(crate::shell::voices::VOICES_ENV) {
        dirs.extend(std::env::split_paths(&v).map(|d| d.join(voice)));
    }
    if let Some(data) = crate::shell::places::data_dir() {
        dirs.push(data.join("voices").join(voice));
    }
    if let Ok(exe) = std::env::current_exe() {
        if let Some(dir) = exe.parent() {
            dirs.push(dir.join("voices").join(voice));
        }
        // <prefix>/bin/annabella → <prefix>/share/annabella/voices
        if let Some(prefix) = exe.parent().and_then(Path::parent) {
            dirs.push(prefix.join("share/annabella/voices").join(voice));
        }
        // target/release/annabella → the repository's voices/
        if let Some(root) = exe.parent().and_then(Path::parent).and_then(Path::parent) {
            dirs.push(root.join("voices").join(voice));
        }
    }
    dirs.push(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("voices")
            .join(voice),
    );
    dirs
}

impl ClipLibrary {
    /// Finds the clips (`*.wav`) of the first directory that has them.
    pub fn load(voice: &str) -> Result<ClipLibrary, SpeechError> {
        for dir in clip_dirs(voice) {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            let mut files = HashMap::new();
            for entry in entries.filter_map(Result::ok) {
                let path = entry.path();
                if path.extension().is_none_or(|e| e != "wav") {
                    continue;
                }
                let Some(key) = path
                    .file_stem()
                    .and_then(|s| s.to_str())
                    .map(str::to_string)
                else {
                    continue;
                };
                files.insert(key, path);
            }
            if !files.is_empty() {
                let library = ClipLibrary {
                    files,
                    loaded: Mutex::new(HashMap::new()),
                };
                // One clip read now: a broken voice directory is found at once.
                let first = library.files.keys().next().cloned().unwrap_or_default();
                library.get(&first)?;
                return Ok(library);
            }
        }
        Err(SpeechError::NoClips(voice.to_string()))
    }

    /// The clips of a mixed voice: its own vocabulary's, then the words the
    /// others add (a Danish voice with German file names).
    pub fn load_all(voices: &[String]) -> Result<ClipLibrary, SpeechError> {
        let mut all = ClipLibrary::default();
        let mut first_error = None;
        for voice in voices {
            match ClipLibrary::load(voice) {
                Ok(lib) => {
                    for (k, v) in lib.files {
                        all.files.entry(k).or_insert(v);
                    }
                }
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        match first_error {
            Some(e) if all.is_empty() => Err(e),
            _ if all.is_empty() => Err(SpeechError::NoVoice),
            _ => Ok(all),
        }
    }

    /// A clip, read on first use.
    fn get(&self, key: &str) -> Result<Arc<Clip16>, SpeechError> {
        let mut loaded = self.loaded.lock().map_err(|_| SpeechError::Poisoned)?;
        if let Some(pcm) = loaded.get(key) {
            return Ok(pcm.clone());
        }
        let path = self
            .files
            .get(key)
            .ok_or_else(|| SpeechError::NoClipFor(key.to_string()))?;
        let clip = Arc::new(Clip16::of(read_wav(path)?));
        loaded.insert(key.to_string(), clip.clone());
        Ok(clip)
    }

    /// The rate of the clips (they share one; the script makes them so).
    pub fn rate(&self) -> Option<u32> {
        let key = self.files.keys().next()?;
        self.get(key).ok().map(|p| p.rate)
    }

    /// One clip, by key.
    pub fn clip(&self, key: &str) -> Option<Pcm> {
        self.get(key).ok().map(|c| c.pcm())
    }

    pub fn has(&self, key: &str) -> bool {
        self.files.contains_key(key)
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The sentence as joined clips at `rate`, or the first word with no clip.
    pub fn render(&self, text: &str, rate: u32, gap_ms: u32) -> Result<Pcm, SpeechError> {
        let keys =
            spoken::to_clips(text, |k| self.has(k)).map_err(|no| SpeechError::NoClipFor(no.0))?;
        let clips = keys
            .iter()
            .map(|k| self.get(k).map(|c| c.pcm()))
            .collect::<Result<Vec<_>, _>>()?;
        let refs: Vec<&Pcm> = clips.iter().collect();
        Ok(sound::join(&refs, rate, gap_ms))
    }
}

/// A clip as samples, its silence at both ends trimmed.
pub fn read_wav(path: &Path) -> Result<Pcm, SpeechError> {
    let bad = |detail: String| SpeechError::BadClip {
        path: path.to_path_buf(),
        detail,
    };
    // A clip is a word (about 50 KB): a device, a pipe or a file past the
    // bound is no clip, and is never read.
    let bytes = crate::shell::bounded::read_file(path, crate::shell::bounded::CLIP_BYTES)
        .map_err(|e| bad(e.to_string()))?;
    let mut reader =
        hound::WavReader::new(std::io::Cursor::new(bytes)).map_err(|e| bad(e.to_string()))?;
    let spec = reader.spec();
    let channels = spec.channels.max(1) as usize;
    let raw: Vec<f32> = match spec.sample_format {
        hound::SampleFormat::Int => {
            let full = (1i64 << (spec.bits_per_sample - 1)) as f32;
            reader
                .samples::<i32>()
                .filter_map(Result::ok)
                .map(|s| s as f32 / full)
                .collect()
        }
        hound::SampleFormat::Float => reader.samples::<f32>().filter_map(Result::ok).collect(),
    };
    let mono: Vec<f32> = raw
        .chunks(channels)
        .map(|c| c.iter().sum::<f32>() / channels as f32)
        .collect();
    Ok(Pcm {
        rate: spec.sample_rate,
        samples: sound::trim(&mono, 0.01).to_vec(),
    })
}

pub struct ClipSpeaker {
    library: ClipLibrary,
    public: AudioOut,
    private: Option<AudioOut>,
    gap_ms: u32,
    volume: f32,
    language: String,
    /// The system voice for sentences with a word that has no clip, opened when first needed.
    fallback: Option<Result<SystemVoice, SpeechError>>,
    /// Counts cuts: a sentence waiting for the other backend is dropped if
    /// a cut came after it.
    cuts: Arc<AtomicU64>,
    /// Sentences waiting for the other backend to finish.
    waiting: Arc<AtomicU64>,
}

/// One sentence goes to one backend, and the two never talk at once: a
/// sentence that is not to cut waits, on a thread of its own, until the
/// other backend is quiet (at most `WAIT_AT_MOST`), unless a cut comes first.
fn after(
    cuts: &Arc<AtomicU64>,
    waiting: &Arc<AtomicU64>,
    quiet: impl Fn() -> bool + Send + 'static,
    then: impl FnOnce() + Send + 'static,
) {
    const WAIT_AT_MOST: Duration = Duration::from_secs(30);
    let cut_at = cuts.load(Ordering::SeqCst);
    let (cuts, waiting) = (cuts.clone(), waiting.clone());
    waiting.fetch_add(1, Ordering::SeqCst);
    let spawned = std::thread::Builder::new()
        .name("annabella-after".into())
        .spawn({
            let waiting = waiting.clone();
            move || {
                let until = Instant::now() + WAIT_AT_MOST;
                // Polled only while a sentence waits, a few seconds at most.
                while !quiet() && Instant::now() < until && cuts.load(Ordering::SeqCst) == cut_at {
                    std::thread::sleep(Duration::from_millis(10));
                }
                if cuts.load(Ordering::SeqCst) == cut_at {
                    then();
                }
                waiting.fetch_sub(1, Ordering::SeqCst);
            }
        });
    if spawned.is_err() {
        waiting.fetch_sub(1, Ordering::SeqCst);
    }
}

impl ClipSpeaker {
    /// Loads the clips and opens the sound card (and the private device, if one is set).
    pub fn open(options: &Options) -> Result<ClipSpeaker, SpeechError> {
        let library = ClipLibrary::load_all(&options.voices)?;
        let public = AudioOut::open(options.public_device.as_deref())?;
        let private = match options.private_device.as_deref().filter(|d| !d.is_empty()) {
            Some(d) => Some(AudioOut::open(Some(d))?),
            None => None,
        };
        Ok(ClipSpeaker {
            library,
            public,
            private,
            gap_ms: options.gap_ms,
            volume: options.volume as f32 / 100.0,
            language: options.language.clone(),
            fallback: None,
            cuts: Arc::new(AtomicU64::new(0)),
            waiting: Arc::new(AtomicU64::new(0)),
        })
    }

    fn out(&self, channel: Channel) -> &AudioOut {
        match (channel, &self.private) {
            (Channel::Private, Some(p)) => p,
            _ => &self.public,
        }
    }
}

impl Speaker for ClipSpeaker {
    fn backend(&self) -> super::Backend {
        super::Backend::Clips
    }

    fn speak(&mut self, channel: Channel, text: &str, interrupt: bool) -> Spoke {
        if interrupt {
            self.cuts.fetch_add(1, Ordering::SeqCst);
            if let Some(Ok(tts)) = self.fallback.as_mut() {
                tts.stop();
            }
        }
        let out = self.out(channel).clone();
        // Joined at the clips' own rate; the device's rate is reached as it plays.
        let rate = self.library.rate().unwrap_or(out.rate());
        match self.library.render(text, rate, self.gap_ms) {
            Ok(pcm) => {
                let tag = if channel == Channel::Public {
                    Tag::Public
                } else {
                    Tag::Private
                };
                match self.fallback.as_ref() {
                    // The system voice is saying an earlier sentence: this
                    // one follows it, never over it.
                    Some(Ok(tts)) if !interrupt && tts.busy() => {
                        let tts = tts.later(false);
                        after(
                            &self.cuts,
                            &self.waiting,
                            move || !tts.busy(),
                            move || out.play(pcm.samples, pcm.rate, tag, false),
                        );
                    }
                    _ => out.play(pcm.samples, pcm.rate, tag, interrupt),
                }
                Spoke::Done
            }
            Err(e) => {
                let word = match e {
                    SpeechError::NoClipFor(word) => word,
                    other => other.to_string(),
                };
                if interrupt {
                    out.stop();
                }
                let language = self.language.clone();
                let fallback = self
                    .fallback
                    .get_or_insert_with(|| SystemVoice::open(&language));
                match fallback {
                    // Clips are playing an earlier sentence: the system voice
                    // waits for them to end.
                    Ok(tts)
                        if !interrupt
                            && (self.public.playing().is_some()
                                || self
                                    .private
                                    .as_ref()
                                    .is_some_and(|p| p.playing().is_some())) =>
                    {
                        let later = tts.later(channel == Channel::Public);
                        let (public, private) = (self.public.clone(), self.private.clone());
                        let text = text.to_string();
                        let quiet = move || {
                            public.playing().is_none()
                                && private.as_ref().is_none_or(|p| p.playing().is_none())
                        };
                        after(&self.cuts, &self.waiting, quiet, move || later.speak(&text));
                        Spoke::Fallback(Fallback { word, to: "tts" })
                    }
                    Ok(tts) => {
                        tts.speak(channel, text, interrupt);
                        Spoke::Fallback(Fallback { word, to: "tts" })
                    }
                    Err(_) => Spoke::Fallback(Fallback { word, to: "text" }),
                }
            }
        }
    }

    fn stop(&mut self) {
        self.cuts.fetch_add(1, Ordering::SeqCst);
        self.public.stop();
        if let Some(p) = &self.private {
            p.stop();
        }
        if let Some(Ok(tts)) = self.fallback.as_mut() {
            tts.stop();
        }
    }

    fn saying_public(&self) -> bool {
        self.public.playing() == Some(Tag::Public)
    }

    fn busy(&self) -> bool {
        self.waiting.load(Ordering::SeqCst) > 0
            || self.public.playing().is_some()
            || self.private.as_ref().is_some_and(|p| p.playing().is_some())
            || matches!(&self.fallback, Some(Ok(t)) if t.busy())
    }

    fn set_volume(&mut self, percent: u32) {
        self.volume = percent.min(100) as f32 / 100.0;
        self.public.set_volume(self.volume);
        if let Some(p) = &self.private {
            p.set_volume(self.volume);
        }
    }

    fn earcon(&mut self, earcon: Earcon) {
        let rate = self.public.rate();
        self.public.overlay(earcon.render(rate).samples);
    }
}
