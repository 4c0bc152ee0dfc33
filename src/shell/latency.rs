//! `annabella bench latency`: from the decision to speak to the first sound at
//! the sink, for the built-in voice and the system voice, and from an
//! interruption to silence. Runs on a real audio stack whose default input is
//! the monitor of the output (tests/audio/rig.sh sets that up): the sink is
//! recorded by this process, so decision and sound share one clock.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};

use super::audio::{AudioError, quiet_stderr};
use super::speech::{ClipSpeaker, Options, Speaker, SystemVoice};
use crate::core::session::Channel;

/// Above this a sample is sound (the null sink is exactly silent otherwise).
const LOUD: f32 = 0.01;

/// Samples heard at the sink, each with the moment it was captured.
struct Ear {
    heard: Arc<Mutex<Vec<(Instant, f32)>>>,
    _stream: cpal::Stream,
}

impl Ear {
    fn open() -> Result<Ear, AudioError> {
        quiet_stderr(|| {
            let host = cpal::default_host();
            let device = host.default_input_device().ok_or(AudioError::NoDevice)?;
            let supported = device
                .default_input_config()
                .map_err(|e| AudioError::Device(e.to_string()))?;
            let mut config = supported.config();
            config.buffer_size = cpal::BufferSize::Fixed(128);
            let rate = config.sample_rate as f64;
            let channels = config.channels as usize;
            let heard: Arc<Mutex<Vec<(Instant, f32)>>> = Arc::new(Mutex::new(Vec::new()));
            let sink = heard.clone();
            let stream = device
                .build_input_stream(
                    config,
                    move |data: &[f32], _: &cpal::InputCallbackInfo| {
                        let now = Instant::now();
                        let frames = data.len() / channels.max(1);
                        let Ok(mut heard) = sink.lock() else { return };
                        for (i, frame) in data.chunks(channels.max(1)).enumerate() {
                            // The last frame was captured just now, the first a buffer ago.
                            let age = Duration::from_secs_f64((frames - i) as f64 / rate);
                            let peak = frame.iter().fold(0.0f32, |m, s| m.max(s.abs()));
                            heard.push((now - age, peak));
                        }
                    },
                    |_| {},
                    None,
                )
                .map_err(|e| AudioError::Device(e.to_string()))?;
            stream
                .play()
                .map_err(|e| AudioError::Device(e.to_string()))?;
            Ok(Ear {
                heard,
                _stream: stream,
            })
        })
    }

    fn clear(&self) {
        if let Ok(mut h) = self.heard.lock() {
            h.clear();
        }
    }

    /// The first loud sample captured after `since`, waiting at most `limit`.
    fn first_sound(&self, since: Instant, limit: Duration) -> Option<Instant> {
        let until = Instant::now() + limit;
        while Instant::now() < until {
            if let Ok(h) = self.heard.lock()
                && let Some((t, _)) = h.iter().find(|(t, p)| *t >= since && *p > LOUD)
            {
                return Some(*t);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        None
    }

    /// The start of the first 150 ms of silence after `since`: longer than
    /// the pauses between words, so only a real stop counts.
    fn silence(&self, since: Instant, limit: Duration) -> Option<Instant> {
        let until = Instant::now() + limit;
        while Instant::now() < until {
            if let Ok(h) = self.heard.lock() {
                let mut start: Option<Instant> = None;
                for (t, p) in h.iter().filter(|(t, _)| *t >= since) {
                    if *p > LOUD {
                        start = None;
                    } else {
                        let s = *start.get_or_insert(*t);
                        if *t - s >= Duration::from_millis(150) {
                            return Some(s);
                        }
                    }
                }
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        None
    }

    fn wait_quiet(&self) {
        std::thread::sleep(Duration::from_millis(50));
        let _ = self.silence(Instant::now(), Duration::from_secs(8));
    }
}

fn median(mut v: Vec<Duration>) -> Option<Duration> {
    v.sort();
    v.get(v.len() / 2).copied()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Start latencies and interruption times of one speaker.
fn measure(ear: &Ear, speaker: &mut dyn Speaker, trials: usize) -> (Vec<Duration>, Vec<Duration>) {
    let (mut starts, mut cuts) = (Vec::new(), Vec::new());
    for _ in 0..trials {
        ear.wait_quiet();
        ear.clear();
        let decided = Instant::now();
        speaker.speak(Channel::Public, "Springer Bella David zwei", true);
        let Some(sound) = ear.first_sound(decided, Duration::from_secs(5)) else {
            continue;
        };
        starts.push(sound.saturating_duration_since(decided));
        // Let it speak a little, then cut it.
        std::thread::sleep(Duration::from_millis(250));
        let cut = Instant::now();
        speaker.stop();
        if let Some(quiet) = ear.silence(cut, Duration::from_secs(5)) {
            cuts.push(quiet.saturating_duration_since(cut));
        }
    }
    (starts, cuts)
}

pub fn run(voice: &str, language: &str, trials: usize) -> i32 {
    let ear = match Ear::open() {
        Ok(e) => e,
        Err(e) => {
            eprintln!(
                "annabella bench latency: {e}; run it in an audio stack: tests/audio/rig.sh run -- annabella bench latency"
            );
            return 1;
        }
    };
    let options = Options {
        voices: vec![voice.to_string()],
        language: language.to_string(),
        rate: 100,
        volume: 100,
        earcons: false,
        gap_ms: 60,
        public_device: None,
        private_device: None,
        log: None,
    };
    println!(
        "annabella bench latency: {trials} trials each, voice {voice}; decision → first sound at the sink, and stop → silence"
    );
    let mut clips = match ClipSpeaker::open(&options) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("annabella bench latency: the built-in voice did not open: {e}");
            return 1;
        }
    };
    // Warm up: the stream and the clip library are ready before the clock runs.
    let _ = measure(&ear, &mut clips, 1);
    let (clip_starts, clip_cuts) = measure(&ear, &mut clips, trials);
    // After a few seconds of silence the stream pauses (it costs CPU while it
    // runs): the first words after a pause wait for it to restart.
    let mut cold = Vec::new();
    for _ in 0..3 {
        std::thread::sleep(super::audio::IDLE_BEFORE_PAUSE + Duration::from_millis(600));
        cold.extend(measure(&ear, &mut clips, 1).0);
    }
    drop(clips);
    let mut tts = match SystemVoice::open(language) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("annabella bench latency: the speech service did not answer: {e}");
            return 1;
        }
    };
    // The first words wait for the voice of the language to be chosen.
    let _ = measure(&ear, &mut tts, 2);
    let (tts_starts, tts_cuts) = measure(&ear, &mut tts, trials);
    let line = |name: &str, v: &[Duration], n: usize| match median(v.to_vec()) {
        Some(m) => println!(
            "  {name}: median {:.1} ms ({} of {n} trials heard)",
            ms(m),
            v.len()
        ),
        None => println!("  {name}: nothing heard"),
    };
    line("clips, start", &clip_starts, trials);
    line("clips, start after a pause", &cold, 3);
    line("tts,   start", &tts_starts, trials);
    line("clips, stop → silence", &clip_cuts, trials);
    line("tts,   stop → silence", &tts_cuts, trials);
    if let (Some(c), Some(t), Some(cut)) =
        (median(clip_starts), median(tts_starts), median(clip_cuts))
    {
        let ratio = ms(c) / ms(t).max(0.001);
        println!("  clips / tts start: {ratio:.2}");
        let met = |ok: bool| if ok { "met" } else { "NOT met" };
        println!(
            "  targets: clips ≤ 8 ms: {}; clips ≤ half of tts: {}; interruption ≤ 10 ms: {}",
            met(ms(c) <= 8.0),
            met(ratio <= 0.5),
            met(ms(cut) <= 10.0)
        );
    }
    0
}
