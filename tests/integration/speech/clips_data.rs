//! The built-in voice's data: every word a built-in vocabulary can speak has a
//! usable clip in `voices/ID/KEY.wav`, and there are no stray files.
//! The clips are made by `voices/make-clips.sh`; run it when this test fails
//! after a vocabulary or the spoken words changed.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use annabella::core::spoken::{clip_key, clip_words};
use annabella::shell::voices::builtin;

const MIN_SECONDS: f64 = 0.080;
const MAX_SECONDS: f64 = 2.5;
/// The loudest sample must exceed this fraction of full scale.
const MIN_PEAK: f64 = 0.05;
/// The first sample above `ONSET_LEVEL` of full scale must come within
/// `MAX_LEAD_SECONDS`: clips are joined, so a silent lead-in is a gap.
const ONSET_LEVEL: f64 = 0.02;
const MAX_LEAD_SECONDS: f64 = 0.015;

/// Checks one clip; returns what is wrong with it.
fn check_clip(path: &Path) -> Result<(), String> {
    let mut reader = hound::WavReader::open(path).map_err(|e| format!("unreadable: {e}"))?;
    let spec = reader.spec();
    if spec.channels != 1
        || spec.bits_per_sample != 16
        || spec.sample_format != hound::SampleFormat::Int
    {
        return Err(format!("not mono 16-bit PCM: {spec:?}"));
    }
    let rate = f64::from(spec.sample_rate);
    let samples: Vec<i16> = reader
        .samples::<i16>()
        .collect::<Result<_, _>>()
        .map_err(|e| format!("bad samples: {e}"))?;
    let seconds = samples.len() as f64 / rate;
    if !(MIN_SECONDS..=MAX_SECONDS).contains(&seconds) {
        return Err(format!(
            "lasts {seconds:.3} s, not {MIN_SECONDS}–{MAX_SECONDS} s"
        ));
    }
    let full = f64::from(i16::MAX);
    let peak = samples
        .iter()
        .map(|s| i32::from(*s).unsigned_abs())
        .max()
        .unwrap_or(0);
    if f64::from(peak) / full <= MIN_PEAK {
        return Err(format!(
            "too quiet: peak {:.3} of full scale",
            f64::from(peak) / full
        ));
    }
    let onset_level = (ONSET_LEVEL * full) as u32;
    let onset = samples
        .iter()
        .position(|s| i32::from(*s).unsigned_abs() > onset_level)
        .unwrap_or(samples.len());
    let lead = onset as f64 / rate;
    if lead > MAX_LEAD_SECONDS {
        return Err(format!(
            "starts with {:.1} ms of silence (at most {:.0} ms)",
            lead * 1000.0,
            MAX_LEAD_SECONDS * 1000.0
        ));
    }
    Ok(())
}

/// Checks one vocabulary's clip directory; returns its problems.
fn check_voice(dir: &Path, keys: &BTreeSet<String>) -> Vec<String> {
    let mut problems = Vec::new();
    for key in keys {
        let path = dir.join(format!("{key}.wav"));
        if !path.is_file() {
            problems.push(format!("{}: missing", path.display()));
        } else if let Err(e) = check_clip(&path) {
            problems.push(format!("{}: {e}", path.display()));
        }
    }
    match std::fs::read_dir(dir) {
        Ok(entries) => {
            for entry in entries {
                let entry = match entry {
                    Ok(entry) => entry,
                    Err(e) => {
                        problems.push(format!("{}: {e}", dir.display()));
                        continue;
                    }
                };
                let name = entry.file_name().to_string_lossy().into_owned();
                let listed = name
                    .strip_suffix(".wav")
                    .is_some_and(|key| keys.contains(key));
                if !listed {
                    problems.push(format!("{}: not a listed clip", entry.path().display()));
                }
            }
        }
        Err(e) => problems.push(format!("{}: {e}", dir.display())),
    }
    problems
}

#[test]
fn every_builtin_word_has_a_good_clip_and_nothing_else_is_there() {
    let vocabularies = builtin().expect("built-in vocabularies load");
    let voices_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("voices");

    let jobs: Vec<(String, PathBuf, BTreeSet<String>)> = vocabularies
        .iter()
        .map(|vocab| {
            let keys: BTreeSet<String> = clip_words(vocab).iter().map(|w| clip_key(w)).collect();
            assert!(!keys.is_empty(), "{}: no clip words", vocab.id());
            (vocab.id().to_string(), voices_dir.join(vocab.id()), keys)
        })
        .collect();
    assert!(!jobs.is_empty(), "no built-in vocabularies");

    // One thread per vocabulary: decoding ~20 MB of samples is the slow part.
    let problems: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = jobs
            .iter()
            .map(|(_, dir, keys)| scope.spawn(move || check_voice(dir, keys)))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("checker thread"))
            .collect()
    });

    assert!(
        problems.is_empty(),
        "{} problem(s) with the built-in clips (run voices/make-clips.sh):\n{}",
        problems.len(),
        problems.join("\n")
    );
}
