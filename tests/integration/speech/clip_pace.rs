//! The built-in voice's pace (issue 13, performance): an announcement of
//! joined clips must not take longer than the system voice saying it as one
//! sentence at its normal rate. A word said alone is drawn out, so the clips
//! are made faster (voices/make-clips.sh, SPEED) and joined closely (gap_ms
//! in config/default.toml); this checks the pair against espeak-ng, the
//! system voice's synthesizer, at speech-dispatcher's normal rate for it
//! (EspeakNormalRate 170). `cargo bench --bench figures -- latency` measures the same at
//! the sound card. Skipped, saying so, without espeak-ng.

use std::process::Command;

use annabella::shell::settings::Settings;
use annabella::shell::speech::ClipLibrary;

use crate::integration::common::ok_lines;

/// speech-dispatcher's espeak-ng module at rate 0 (its EspeakNormalRate).
const SYSTEM_NORMAL_WPM: &str = "170";

/// A piece move, a pawn capture, a promotion with check: as `say` prints them.
fn typical_announcements(voice: &str) -> Vec<String> {
    let last = |args: &[&str]| {
        let mut all = vec!["say", "--speech", "text", "--voice", voice];
        all.extend_from_slice(args);
        ok_lines(&all).pop().expect("say printed the moves")
    };
    vec![
        last(&["Nf3"]),
        last(&["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6"]),
        last(&["--fen", "8/4P3/8/7k/8/8/8/4K3 w - - 0 1", "e8=Q+"]),
    ]
}

/// Seconds of sound in a WAV file, its silence at both ends left out.
fn sounding_seconds(path: &std::path::Path) -> f64 {
    let mut reader = hound::WavReader::open(path).expect("espeak-ng wrote a WAV file");
    let spec = reader.spec();
    let full = (1i64 << (spec.bits_per_sample - 1)) as f32;
    let samples: Vec<f32> = reader
        .samples::<i32>()
        .map(|s| s.expect("a sample") as f32 / full)
        .collect();
    // The same threshold as the clips' own trimming.
    let loud = |s: &&f32| s.abs() > 0.01;
    let first = samples.iter().position(|s| loud(&s)).unwrap_or(0);
    let last = samples
        .iter()
        .rposition(|s| loud(&s))
        .map_or(first, |i| i + 1);
    (last - first) as f64 / spec.sample_rate as f64 / spec.channels as f64
}

#[test]
fn joined_clips_take_no_longer_than_the_system_voice_says_the_sentence() {
    if Command::new("espeak-ng").arg("--version").output().is_err() {
        crate::integration::common::without_rig(
            "espeak-ng is not installed here (apt-get install espeak-ng)",
        );
        return;
    }
    let gap_ms = Settings::defaults().speech.gap_ms;
    let dir = tempfile::tempdir().unwrap();
    let wav = dir.path().join("sentence.wav");
    let mut longer = Vec::new();
    for (voice, language) in [("de", "de"), ("da", "da"), ("nb", "nb")] {
        let library = ClipLibrary::load(voice).expect("the built-in clips load");
        let rate = library.rate().expect("the clips have a rate");
        for sentence in typical_announcements(voice) {
            let clips = library
                .render(&sentence, rate, gap_ms)
                .unwrap_or_else(|e| panic!("{voice}: \"{sentence}\": {e}"));
            let clips_s = clips.samples.len() as f64 / rate as f64;
            let status = Command::new("espeak-ng")
                .args(["-v", language, "-s", SYSTEM_NORMAL_WPM, "-w"])
                .arg(&wav)
                .arg(&sentence)
                .status()
                .unwrap();
            assert!(status.success());
            let system_s = sounding_seconds(&wav);
            eprintln!(
                "{voice}: \"{sentence}\": clips {clips_s:.2} s, system voice {system_s:.2} s"
            );
            if clips_s > system_s {
                longer.push(format!(
                    "{voice}: \"{sentence}\": clips {clips_s:.2} s, system voice {system_s:.2} s"
                ));
            }
        }
    }
    assert!(longer.is_empty(), "{}", longer.join("\n"));
}
