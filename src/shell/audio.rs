//! The sound card: one cpal output stream on a thread of its own (cpal streams
//! are not `Send`), fed over a channel. The stream runs from the start with a
//! small buffer, so a new sound starts within one buffer (about 5 ms), and an
//! interruption silences the old one just as fast.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample};
use fluent_bundle::FluentArgs;

use crate::core::text::{Arg, Text};

/// Why the sound card could not be had: said only through the catalogues
/// (`said`; its Display is the English sentence, for logs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AudioError {
    NoDevice,
    /// The system's own words.
    Device(String),
    DeviceSilent,
    Thread(String),
}

crate::core::messages! {
    trait AudioMessages;
    fn audio_no_device();
    fn audio_device(detail: &str);
    fn audio_device_silent();
    fn audio_thread(detail: &str);
}

impl AudioError {
    /// Why, in `t`'s language.
    pub fn said(&self, t: &Text) -> String {
        match self {
            AudioError::NoDevice => t.audio_no_device(),
            AudioError::Device(detail) => t.audio_device(detail),
            AudioError::DeviceSilent => t.audio_device_silent(),
            AudioError::Thread(detail) => t.audio_thread(detail),
        }
    }
}

crate::core::said_in_english!(AudioError);

/// Silence after which the stream is closed (and reopened for the next sound).
pub const IDLE_BEFORE_PAUSE: std::time::Duration = std::time::Duration::from_secs(3);

/// Which kind of speech a sound belongs to, so a private word never cuts a
/// public announcement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tag {
    Public = 1,
    Private = 2,
}

/// A sound at its own rate, converted as it plays: a sentence of clips is
/// kept at 16 kHz, a third of the memory it would take at the device's rate.
struct Sound {
    samples: Vec<f32>,
    /// Position in `samples`, in samples (fractional: the rates differ).
    pos: f64,
    /// Samples of `samples` per device sample.
    step: f64,
    tag: Tag,
}

impl Sound {
    fn new(samples: Vec<f32>, step: f64, tag: Tag) -> Sound {
        Sound {
            samples,
            pos: 0.0,
            step,
            tag,
        }
    }

    fn done(&self) -> bool {
        self.pos as usize >= self.samples.len()
    }

    /// The sample at the position, interpolated between its neighbours.
    fn next(&mut self) -> f32 {
        let k = self.pos as usize;
        let frac = (self.pos - k as f64) as f32;
        let a = self.samples[k];
        let b = self.samples.get(k + 1).copied().unwrap_or(a);
        self.pos += self.step;
        a + (b - a) * frac
    }
}

#[derive(Default)]
struct Player {
    queue: VecDeque<Sound>,
    /// Earcons, mixed over whatever plays.
    overlay: Vec<f32>,
    overlay_pos: usize,
    volume: f32,
}

impl Player {
    fn next_sample(&mut self) -> f32 {
        let mut s = 0.0;
        while let Some(front) = self.queue.front_mut() {
            if !front.done() {
                s = front.next();
                break;
            }
            self.queue.pop_front();
        }
        if self.overlay_pos < self.overlay.len() {
            s += self.overlay[self.overlay_pos];
            self.overlay_pos += 1;
        }
        (s * self.volume).clamp(-1.0, 1.0)
    }
}

/// What plays now: 0 nothing, else a `Tag`.
struct Shared {
    player: Mutex<Player>,
    now: AtomicU8,
}

/// An open output device. A clone plays on the same device (a sound that
/// waits for another backend is played from its own thread).
#[derive(Clone)]
pub struct AudioOut {
    shared: Arc<Shared>,
    rate: u32,
    /// Wakes the audio thread: a sound is coming (the stream must run).
    wake: Sender<()>,
}

/// Runs `f` with the process's stderr sent to /dev/null: ALSA writes lines
/// like "cannot find card '0'" there, which would garble a full-screen
/// terminal and confuse a screen reader.
#[cfg(unix)]
pub fn quiet_stderr<T>(f: impl FnOnce() -> T) -> T {
    // SAFETY: plain POSIX descriptor calls on this process's own stderr; the
    // saved descriptor is restored and closed before returning.
    unsafe {
        let saved = libc::dup(2);
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_WRONLY);
        if saved < 0 || null < 0 {
            return f();
        }
        libc::dup2(null, 2);
        libc::close(null);
        let out = f();
        libc::dup2(saved, 2);
        libc::close(saved);
        out
    }
}

/// Windows' sound and speech services write nothing to the console.
#[cfg(not(unix))]
pub fn quiet_stderr<T>(f: impl FnOnce() -> T) -> T {
    f()
}

fn build<T: SizedSample + FromSample<f32>>(
    device: &cpal::Device,
    config: cpal::StreamConfig,
    shared: Arc<Shared>,
) -> Result<cpal::Stream, cpal::Error> {
    let channels = config.channels as usize;
    // Nothing acts on a stream error yet (an underrun, an unplugged device).
    let on_error = |_e: cpal::Error| {};
    device.build_output_stream(
        config,
        move |data: &mut [T], _: &cpal::OutputCallbackInfo| {
            let Ok(mut player) = shared.player.lock() else {
                return;
            };
            for frame in data.chunks_mut(channels) {
                let s = player.next_sample();
                for out in frame.iter_mut() {
                    *out = T::from_sample(s);
                }
            }
            let now = player.queue.front().map_or(0, |s| s.tag as u8);
            shared.now.store(now, Ordering::Relaxed);
        },
        on_error,
        None,
    )
}

/// Builds and starts an output stream on `device`; returns it and its rate.
fn open_stream(
    device: &cpal::Device,
    shared: &Arc<Shared>,
) -> Result<(cpal::Stream, u32), AudioError> {
    let device_error = |e: &dyn std::fmt::Display| AudioError::Device(e.to_string());
    let supported = device
        .default_output_config()
        .map_err(|e| device_error(&e))?;
    let mut config = supported.config();
    // A small buffer: a new sound, or silence after an interruption, within ~3 ms.
    config.buffer_size = cpal::BufferSize::Fixed(128);
    let rate = config.sample_rate;
    let stream = match supported.sample_format() {
        SampleFormat::F32 => build::<f32>(device, config, shared.clone()),
        SampleFormat::I16 => build::<i16>(device, config, shared.clone()),
        SampleFormat::U16 => build::<u16>(device, config, shared.clone()),
        other => {
            return Err(AudioError::Device(format!(
                "unsupported sample format {other:?}"
            )));
        }
    }
    .or_else(|_| {
        // Some devices refuse a fixed buffer: take theirs.
        config.buffer_size = cpal::BufferSize::Default;
        build::<f32>(device, config, shared.clone())
    })
    .map_err(|e| device_error(&e))?;
    stream.play().map_err(|e| device_error(&e))?;
    Ok((stream, rate))
}

fn find_device(host: &cpal::Host, name: Option<&str>) -> Option<cpal::Device> {
    match name.filter(|n| !n.is_empty()) {
        None => host.default_output_device(),
        Some(wanted) => host.output_devices().ok()?.find(|d| {
            d.description()
                .map(|desc| desc.name().contains(wanted))
                .unwrap_or(false)
                || d.id()
                    .map(|id| id.to_string().contains(wanted))
                    .unwrap_or(false)
        }),
    }
}

impl AudioOut {
    /// Opens the default output device, or the first whose name contains
    /// `device`, and starts its stream. Fails, never panics, with no sound card.
    pub fn open(device: Option<&str>) -> Result<AudioOut, AudioError> {
        let shared = Arc::new(Shared {
            player: Mutex::new(Player {
                volume: 1.0,
                ..Player::default()
            }),
            now: AtomicU8::new(0),
        });
        let (ready_tx, ready_rx) = mpsc::channel::<Result<u32, AudioError>>();
        let (wake_tx, wake_rx): (Sender<()>, Receiver<()>) = mpsc::channel();
        let wanted = device.map(str::to_string);
        let thread_shared = shared.clone();
        std::thread::Builder::new()
            .name("annabella-audio".into())
            .spawn(move || {
                let opened = quiet_stderr(
                    || -> Result<(cpal::Device, cpal::Stream, u32), AudioError> {
                        let host = cpal::default_host();
                        let device =
                            find_device(&host, wanted.as_deref()).ok_or(AudioError::NoDevice)?;
                        let (stream, rate) = open_stream(&device, &thread_shared)?;
                        Ok((device, stream, rate))
                    },
                );
                match opened {
                    Ok((device, stream, rate)) => {
                        let _ = ready_tx.send(Ok(rate));
                        // The stream lives until the AudioOut is dropped, but
                        // is closed after a while of silence and opened again
                        // for the next sound: even a paused stream keeps the
                        // sound server's client busy; a closed one costs
                        // nothing, and reopens in a few milliseconds.
                        let mut stream = Some(stream);
                        let mut quiet_since = std::time::Instant::now();
                        loop {
                            match wake_rx.recv_timeout(std::time::Duration::from_millis(250)) {
                                Ok(()) => {
                                    if stream.is_none() {
                                        stream =
                                            quiet_stderr(|| open_stream(&device, &thread_shared))
                                                .ok()
                                                .map(|(s, _)| s);
                                    }
                                    quiet_since = std::time::Instant::now();
                                }
                                Err(mpsc::RecvTimeoutError::Timeout) => {
                                    let busy = thread_shared.now.load(Ordering::Relaxed) != 0
                                        || thread_shared
                                            .player
                                            .lock()
                                            .is_ok_and(|p| p.overlay_pos < p.overlay.len());
                                    if busy {
                                        quiet_since = std::time::Instant::now();
                                    } else if stream.is_some()
                                        && quiet_since.elapsed() > IDLE_BEFORE_PAUSE
                                    {
                                        stream = None;
                                    }
                                }
                                Err(mpsc::RecvTimeoutError::Disconnected) => break,
                            }
                        }
                        drop(stream);
                    }
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                    }
                }
            })
            .map_err(|e| AudioError::Thread(e.to_string()))?;
        let rate = ready_rx
            .recv_timeout(std::time::Duration::from_secs(5))
            .map_err(|_| AudioError::DeviceSilent)??;
        Ok(AudioOut {
            shared,
            rate,
            wake: wake_tx,
        })
    }

    pub fn rate(&self) -> u32 {
        self.rate
    }

    /// Plays `samples`, made at `rate`: at once, cutting what plays, or after it.
    pub fn play(&self, samples: Vec<f32>, rate: u32, tag: Tag, interrupt: bool) {
        let step = rate as f64 / self.rate.max(1) as f64;
        let _ = self.wake.send(());
        if let Ok(mut p) = self.shared.player.lock() {
            if interrupt {
                p.queue.clear();
            }
            p.queue.push_back(Sound::new(samples, step, tag));
        }
        self.shared.now.store(tag as u8, Ordering::Relaxed);
    }

    /// Mixes a short sound over whatever plays.
    pub fn overlay(&self, samples: Vec<f32>) {
        let _ = self.wake.send(());
        if let Ok(mut p) = self.shared.player.lock() {
            p.overlay = samples;
            p.overlay_pos = 0;
        }
    }

    pub fn stop(&self) {
        if let Ok(mut p) = self.shared.player.lock() {
            p.queue.clear();
            p.overlay.clear();
        }
        self.shared.now.store(0, Ordering::Relaxed);
    }

    pub fn set_volume(&self, volume: f32) {
        if let Ok(mut p) = self.shared.player.lock() {
            p.volume = volume.clamp(0.0, 1.0);
        }
    }

    /// What plays now, if anything.
    pub fn playing(&self) -> Option<Tag> {
        match self.shared.now.load(Ordering::Relaxed) {
            1 => Some(Tag::Public),
            2 => Some(Tag::Private),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_player_plays_in_order_and_mixes_the_overlay() {
        let mut p = Player {
            volume: 1.0,
            ..Player::default()
        };
        p.queue
            .push_back(Sound::new(vec![0.1, 0.2], 1.0, Tag::Public));
        p.queue.push_back(Sound::new(vec![0.3], 1.0, Tag::Private));
        p.overlay = vec![0.5];
        let out: Vec<f32> = (0..4).map(|_| p.next_sample()).collect();
        assert_eq!(out, vec![0.6, 0.2, 0.3, 0.0]);
        assert!(p.queue.is_empty() || p.queue.iter().all(Sound::done));
    }

    #[test]
    fn a_sound_at_a_third_of_the_rate_plays_three_times_as_many_samples() {
        let mut p = Player {
            volume: 1.0,
            ..Player::default()
        };
        p.queue
            .push_back(Sound::new(vec![0.0, 0.3, 0.6], 1.0 / 3.0, Tag::Public));
        let out: Vec<f32> = (0..9).map(|_| p.next_sample()).collect();
        let want = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.6, 0.6];
        for (o, w) in out.iter().zip(want) {
            assert!((o - w).abs() < 1e-5, "{out:?}");
        }
        assert_eq!(p.next_sample(), 0.0);
    }

    #[test]
    fn volume_scales_and_clips() {
        let mut p = Player {
            volume: 0.5,
            ..Player::default()
        };
        p.queue.push_back(Sound::new(vec![0.8], 1.0, Tag::Public));
        p.overlay = vec![0.9];
        assert!((p.next_sample() - 0.85).abs() < 1e-6);
    }
}
