//! `annabella bench latency`: from the decision to speak to the first sound at
//! the sink, for the built-in voice and the system voice, and from an
//! interruption to silence. Runs on a real audio stack whose default input is
//! the monitor of the output (tests/audio/rig.sh sets that up): the sink is
//! recorded into this process through a pipe, so decision and sound share
//! one clock.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use shakmaty::Position;
use shakmaty::san::San;

use annabella::core::announce::{self, Style};
use annabella::core::session::Channel;
use annabella::core::vocab::{Voice, VoiceMix};
use annabella::shell::audio::AudioError;
use annabella::shell::settings::Settings;
use annabella::shell::speech::{ClipSpeaker, Speaker, SystemVoice};
use annabella::shell::voices;

/// Above this a sample is sound (the null sink is exactly silent otherwise).
const LOUD: f32 = 0.01;
/// Silence longer than the pauses between words: speech has stopped.
const WORD_PAUSE: Duration = Duration::from_millis(150);
/// Silence longer than the pause at a comma: the sentence has ended.
const SENTENCE_END: Duration = Duration::from_millis(700);
/// How long a stop may take to be heard before the trial is dropped.
const QUIET: Duration = Duration::from_secs(5);

/// Samples heard at the sink, each with the moment it was captured.
///
/// The sink is heard through PulseAudio's own recorder (`parec`) in a pipe,
/// not through cpal: on ALSA's PulseAudio plugin cpal's capture thread polls
/// in a loop whenever less than a period is waiting, and those bursts (50 ms
/// of one core seen in one trial) took the free core from the speech service
/// and made the instrument the load it measured. A blocking read sleeps.
struct Ear {
    heard: Arc<Mutex<Vec<(Instant, f32)>>>,
    recorder: std::process::Child,
}

/// The recorder's format: one channel (PulseAudio mixes the monitor down)
/// of 32-bit floats.
const EAR_RATE: u32 = 48_000;
const EAR_FRAME: usize = 4;
/// The recorder's fragment: as small as the built-in voice's own period
/// (128 frames), so a sound is handed over as soon as the sink renders it.
const EAR_FRAGMENT_FRAMES: usize = 128;

impl Ear {
    fn open() -> Result<Ear, AudioError> {
        use std::io::Read;
        let mut command = std::process::Command::new("parec");
        command
            .args([
                "--raw",
                "--format=float32le",
                &format!("--rate={EAR_RATE}"),
                "--channels=1",
                &format!("--latency={}", EAR_FRAGMENT_FRAMES * EAR_FRAME),
            ])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null());
        if let Ok(sink) = std::env::var("ANNABELLA_SINK") {
            command.arg(format!("--device={sink}.monitor"));
        }
        let mut recorder = command
            .spawn()
            .map_err(|e| AudioError::Device(format!("parec: {e}")))?;
        let mut out = recorder.stdout.take().ok_or(AudioError::NoDevice)?;
        let heard: Arc<Mutex<Vec<(Instant, f32)>>> = Arc::new(Mutex::new(Vec::new()));
        let sink = heard.clone();
        std::thread::Builder::new()
            .name("annabella-ear".into())
            .spawn(move || {
                let mut buf = vec![0u8; 16 * 1024];
                // Bytes of a frame split between two reads.
                let mut carry = 0usize;
                loop {
                    let n = match out.read(&mut buf[carry..]) {
                        Ok(0) | Err(_) => return,
                        Ok(n) => n,
                    };
                    let now = Instant::now();
                    let have = carry + n;
                    let frames = have / EAR_FRAME;
                    if let Ok(mut heard) = sink.lock() {
                        for (i, f) in buf[..frames * EAR_FRAME]
                            .chunks_exact(EAR_FRAME)
                            .enumerate()
                        {
                            let sample = f32::from_le_bytes([f[0], f[1], f[2], f[3]]);
                            // The last frame was captured just now, the first a read ago.
                            let age =
                                Duration::from_secs_f64((frames - i) as f64 / EAR_RATE as f64);
                            heard.push((now - age, sample.abs()));
                        }
                    }
                    carry = have - frames * EAR_FRAME;
                    buf.copy_within(frames * EAR_FRAME..have, 0);
                }
            })
            .map_err(|e| AudioError::Device(e.to_string()))?;
        let ear = Ear { heard, recorder };
        // The recorder is ready when the sink's silence reaches us.
        let until = Instant::now() + Duration::from_secs(5);
        while Instant::now() < until {
            if ear.heard.lock().is_ok_and(|h| !h.is_empty()) {
                return Ok(ear);
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        Err(AudioError::NoDevice)
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

    /// The start of the first stretch of `quiet` silence after `since`.
    fn silence_of(&self, since: Instant, quiet: Duration, limit: Duration) -> Option<Instant> {
        let until = Instant::now() + limit;
        while Instant::now() < until {
            if let Ok(h) = self.heard.lock() {
                let mut start: Option<Instant> = None;
                for (t, p) in h.iter().filter(|(t, _)| *t >= since) {
                    if *p > LOUD {
                        start = None;
                    } else {
                        let s = *start.get_or_insert(*t);
                        if *t - s >= quiet {
                            return Some(s);
                        }
                    }
                }
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        None
    }

    /// The start of the first silence longer than the pauses between words.
    fn silence(&self, since: Instant, limit: Duration) -> Option<Instant> {
        self.silence_of(since, WORD_PAUSE, limit)
    }

    fn wait_quiet(&self) {
        std::thread::sleep(Duration::from_millis(50));
        let _ = self.silence(Instant::now(), Duration::from_secs(8));
    }
}

impl Drop for Ear {
    fn drop(&mut self) {
        let _ = self.recorder.kill();
        let _ = self.recorder.wait();
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// The value below which `p` percent of the trials lie (nearest rank).
fn percentile(sorted: &[Duration], p: usize) -> Option<Duration> {
    let rank = (sorted.len() * p).div_ceil(100).max(1);
    sorted.get(rank - 1).copied()
}

/// Start latencies of one speaker: each trial is cut as soon as it is heard,
/// so a hundred trials take seconds, not minutes.
fn starts(ear: &Ear, speaker: &mut dyn Speaker, text: &str, trials: usize) -> Vec<Duration> {
    let mut out = Vec::with_capacity(trials);
    for _ in 0..trials {
        ear.wait_quiet();
        ear.clear();
        let decided = Instant::now();
        speaker.speak(Channel::Public, text, true);
        if let Some(sound) = ear.first_sound(decided, Duration::from_secs(5)) {
            out.push(sound.saturating_duration_since(decided));
        }
        speaker.stop();
    }
    out.sort();
    out
}

/// Interruption times: speech is let run a little, then stopped.
fn cuts(ear: &Ear, speaker: &mut dyn Speaker, text: &str, trials: usize) -> Vec<Duration> {
    let mut out = Vec::with_capacity(trials);
    for _ in 0..trials {
        ear.wait_quiet();
        ear.clear();
        speaker.speak(Channel::Public, text, true);
        if ear
            .first_sound(Instant::now(), Duration::from_secs(5))
            .is_none()
        {
            continue;
        }
        std::thread::sleep(Duration::from_millis(250));
        let cut = Instant::now();
        speaker.stop();
        if let Some(quiet) = ear.silence(cut, QUIET) {
            out.push(quiet.saturating_duration_since(cut));
        }
    }
    out.sort();
    out
}

/// From the first sound of `text` to its last, as heard at the sink.
fn spoken_length(ear: &Ear, speaker: &mut dyn Speaker, text: &str) -> Option<Duration> {
    ear.wait_quiet();
    ear.clear();
    let asked = Instant::now();
    speaker.speak(Channel::Public, text, true);
    let first = ear.first_sound(asked, Duration::from_secs(5))?;
    let end = ear.silence_of(first, SENTENCE_END, Duration::from_secs(15))?;
    Some(end.saturating_duration_since(first))
}

/// Processes that keep the other cores busy while they live: a compile or a
/// browser beside the game. Each is this program (`bench spin`) in a session
/// of its own, as another program would be, so the scheduler weighs it as
/// one (a spinning thread inside this process would share its group and
/// slow the measuring itself).
struct Load {
    children: Vec<std::process::Child>,
}

impl Load {
    fn spin(count: usize) -> Load {
        let children = std::env::current_exe()
            .ok()
            .map(|exe| {
                (0..count)
                    .filter_map(|_| {
                        let mut command = std::process::Command::new(&exe);
                        command
                            .arg("spin")
                            .stdin(std::process::Stdio::piped())
                            .stdout(std::process::Stdio::null());
                        own_session(&mut command);
                        command.spawn().ok()
                    })
                    .collect()
            })
            .unwrap_or_default();
        Load { children }
    }
}

impl Drop for Load {
    fn drop(&mut self) {
        for child in &mut self.children {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

#[cfg(unix)]
fn own_session(command: &mut std::process::Command) {
    use std::os::unix::process::CommandExt;
    // SAFETY: setsid is async-signal-safe and touches nothing of the parent.
    unsafe {
        command.pre_exec(|| {
            libc::setsid();
            Ok(())
        });
    }
}

#[cfg(not(unix))]
fn own_session(_command: &mut std::process::Command) {}

/// Writes out what is waiting for the disk before measuring. Right after a
/// build, gigabytes of its output are still being written back, and that
/// work is load the benchmark does not name: with 2.4 GB waiting, the system
/// voice's busy p99 rose from about 25 ms to 58 ms.
#[cfg(unix)]
fn settle_disk() {
    // SAFETY: sync takes no arguments and only asks the kernel to write back.
    unsafe { libc::sync() };
}

#[cfg(not(unix))]
fn settle_disk() {}

/// `bench spin`: keeps one core busy until its input closes (the
/// benchmark that started it has ended, or died).
pub fn spin() -> i32 {
    std::thread::spawn(|| {
        let _ = std::io::copy(&mut std::io::stdin(), &mut std::io::sink());
        std::process::exit(0);
    });
    let mut x = 0u64;
    loop {
        x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
    }
}

/// The sentences whose spoken length is printed: a piece move, a pawn
/// capture and a promotion with check, as announced in `voice`.
fn typical_announcements(voice: &Voice, style: Style) -> Vec<String> {
    let games: [(&str, &[&str]); 3] = [
        (FEN_START, &["Nf3"]),
        (
            FEN_START,
            &["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6"],
        ),
        ("8/4P3/8/7k/8/8/8/4K3 w - - 0 1", &["e8=Q+"]),
    ];
    games
        .iter()
        .filter_map(|(fen, moves)| {
            let mut pos = annabella::core::game::position_from_fen(fen).ok()?;
            let mut said = None;
            for san in *moves {
                let m = San::from_ascii(san.as_bytes()).ok()?.to_move(&pos).ok()?;
                said = Some(announce::announce(&pos, m, style, voice));
                pos = pos.play(m).ok()?;
            }
            said
        })
        .collect()
}

const FEN_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// One row of the table: p50, p95, p99 and the slowest, in milliseconds.
fn row(name: &str, sorted: &[Duration], trials: usize) {
    let cell =
        |p: usize| percentile(sorted, p).map_or("—".to_string(), |d| format!("{:.1}", ms(d)));
    println!(
        "  {name:<28} {:>7} {:>7} {:>7} {:>7}   {}/{trials} heard",
        cell(50),
        cell(95),
        cell(99),
        cell(100),
        sorted.len()
    );
}

/// Everything measured of one backend.
struct Figures {
    starts: Vec<Duration>,
    busy: Vec<Duration>,
    cuts: Vec<Duration>,
    lengths: Vec<Option<Duration>>,
}

fn figures(
    ear: &Ear,
    speaker: &mut dyn Speaker,
    trials: usize,
    spinners: usize,
    sentences: &[String],
) -> Figures {
    // The start and stop trials say the first: a piece move, in the voice's words.
    let probe = sentences.first().map_or("", String::as_str);
    // Warm up: the stream, the clips or the service's voice are ready before the clock runs.
    let _ = starts(ear, speaker, probe, 2);
    let quiet = starts(ear, speaker, probe, trials);
    let busy = {
        let _load = Load::spin(spinners);
        starts(ear, speaker, probe, trials)
    };
    // A stop is heard in a second or so, after a silence: as many as the
    // starts (make test's few), ten at most.
    let cut = cuts(ear, speaker, probe, cut_trials(trials));
    let lengths = sentences
        .iter()
        .map(|s| spoken_length(ear, speaker, s))
        .collect();
    Figures {
        starts: quiet,
        busy,
        cuts: cut,
        lengths,
    }
}

const CUT_TRIALS: usize = 10;

fn cut_trials(trials: usize) -> usize {
    trials.clamp(2, CUT_TRIALS)
}

pub fn run(voice_id: &str, trials: usize) -> i32 {
    let settings = Settings::defaults();
    let voice = match voices::builtin().map(|all| all.voice(&VoiceMix::plain(voice_id))) {
        Ok(Ok(v)) => v,
        _ => {
            eprintln!("annabella: unknown vocabulary \"{voice_id}\"");
            return 1;
        }
    };
    let ear = match Ear::open() {
        Ok(e) => e,
        Err(e) => {
            eprintln!(
                "annabella bench latency: {e}; run it in an audio stack: tests/audio/rig.sh run -- cargo bench --bench figures -- latency"
            );
            return 1;
        }
    };
    settle_disk();
    let options = settings.speech.options(&voice);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let spinners = cores.saturating_sub(1).max(1);
    let sentences = typical_announcements(&voice, settings.style());
    if sentences.is_empty() {
        eprintln!("annabella bench latency: the sample moves could not be announced");
        return 1;
    }
    println!(
        "annabella bench latency: voice {voice_id}, rate {} %, gap {} ms; {trials} trials each, \"busy\" with {spinners} spinning process(es) beside it on {cores} core(s)",
        options.rate, options.gap_ms
    );
    println!("  decision → first sound at the sink, ms     p50     p95     p99     max");
    let mut clips = match ClipSpeaker::open(&options) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("annabella bench latency: the built-in voice did not open: {e}");
            return 1;
        }
    };
    let clip = figures(&ear, &mut clips, trials, spinners, &sentences);
    // After a few seconds of silence the stream pauses (it costs CPU while it
    // runs): the first words after a pause wait for it to restart.
    let mut cold = Vec::new();
    // Each waits out the pause (over 3 s): three in a full run, one in
    // make test's few.
    for _ in 0..trials.div_ceil(10).clamp(1, 3) {
        std::thread::sleep(annabella::shell::audio::IDLE_BEFORE_PAUSE + Duration::from_millis(600));
        cold.extend(starts(&ear, &mut clips, &sentences[0], 1));
    }
    cold.sort();
    drop(clips);
    let mut system = match SystemVoice::open(&options.language) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("annabella bench latency: the speech service did not answer: {e}");
            return 1;
        }
    };
    system.set_rate(options.rate);
    system.set_volume(options.volume);
    let tts = figures(&ear, &mut system, trials, spinners, &sentences);
    row("clips, start", &clip.starts, trials);
    row("clips, start, busy", &clip.busy, trials);
    row(
        "clips, start after a pause",
        &cold,
        trials.div_ceil(10).clamp(1, 3),
    );
    row("tts, start", &tts.starts, trials);
    row("tts, start, busy", &tts.busy, trials);
    row("clips, stop → silence", &clip.cuts, cut_trials(trials));
    row("tts, stop → silence", &tts.cuts, cut_trials(trials));
    println!("  spoken length, first sound to last, s      clips     tts");
    let mut longer = 0;
    for ((s, c), t) in sentences.iter().zip(&clip.lengths).zip(&tts.lengths) {
        let secs = |d: &Option<Duration>| {
            d.map_or("—".to_string(), |d| format!("{:.2}", d.as_secs_f64()))
        };
        println!("  {:<42} {:>6} {:>7}", format!("\"{s}\""), secs(c), secs(t));
        if matches!((c, t), (Some(c), Some(t)) if c > t) || c.is_none() {
            longer += 1;
        }
    }
    let (Some(c50), Some(t50), Some(cut50), Some(c99), Some(t99)) = (
        percentile(&clip.starts, 50),
        percentile(&tts.starts, 50),
        percentile(&clip.cuts, 50),
        percentile(&clip.busy, 99),
        percentile(&tts.busy, 99),
    ) else {
        println!("  targets: not judged, some trials were not heard");
        return 0;
    };
    let ratio = ms(c50) / ms(t50).max(0.001);
    let met = |ok: bool| if ok { "met" } else { "NOT met" };
    println!("  clips / tts start (p50): {ratio:.2}");
    println!(
        "  targets: clips p50 ≤ 8 ms: {}; clips ≤ half of tts: {}; interruption ≤ 10 ms: {}",
        met(ms(c50) <= 8.0),
        met(ratio <= 0.5),
        met(ms(cut50) <= 10.0)
    );
    println!(
        "           busy: clips p99 ≤ 10 ms: {}; tts p99 ≤ 40 ms: {}; clips no longer than tts: {}",
        met(ms(c99) <= 10.0),
        met(ms(t99) <= 40.0),
        met(longer == 0)
    );
    0
}
