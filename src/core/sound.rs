//! Sound as numbers: earcons made in code, clips joined with gaps, silence
//! trimmed, rates converted. Pure: the audio thread only plays what this makes.

/// Mono samples in [-1, 1] at a rate.
#[derive(Debug, Clone, PartialEq)]
pub struct Pcm {
    pub rate: u32,
    pub samples: Vec<f32>,
}

impl Pcm {
    pub fn silence(rate: u32, millis: u32) -> Pcm {
        Pcm {
            rate,
            samples: vec![0.0; (rate as u64 * millis as u64 / 1000) as usize],
        }
    }

    /// Length in milliseconds.
    pub fn millis(&self) -> u64 {
        self.samples.len() as u64 * 1000 / self.rate.max(1) as u64
    }

    pub fn peak(&self) -> f32 {
        self.samples.iter().fold(0.0, |m, s| m.max(s.abs()))
    }
}

/// A level of the speech a user sets in percent (`rate 120`, `volume 80`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    Rate,
    Volume,
}

/// A short sound that says what happened without words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Earcon {
    /// A move was completed (the clock pressed).
    MoveDone,
    Check,
    /// Input refused or illegal.
    Refused,
    LowTime,
    Flag,
    /// The peg board differs from the game.
    Discrepancy,
}

impl Earcon {
    pub const ALL: [Earcon; 6] = [
        Earcon::MoveDone,
        Earcon::Check,
        Earcon::Refused,
        Earcon::LowTime,
        Earcon::Flag,
        Earcon::Discrepancy,
    ];

    /// (frequency Hz, length ms) of each note, played one after another.
    /// Distinct by pitch and contour, so each is told apart without looking:
    /// a rising pair is good news, a falling or low one is a warning.
    fn notes(self) -> &'static [(f32, u32)] {
        match self {
            Earcon::MoveDone => &[(880.0, 45), (1175.0, 55)],
            Earcon::Check => &[(1319.0, 40), (1319.0, 40), (1568.0, 50)],
            Earcon::Refused => &[(330.0, 60), (247.0, 70)],
            Earcon::LowTime => &[(988.0, 35), (740.0, 35), (988.0, 35), (740.0, 35)],
            Earcon::Flag => &[(523.0, 60), (392.0, 80)],
            Earcon::Discrepancy => &[(622.0, 50), (659.0, 50), (622.0, 40)],
        }
    }

    /// The earcon's samples: sine notes with short fades, under 150 ms.
    pub fn render(self, rate: u32) -> Pcm {
        let mut samples = Vec::new();
        for &(freq, ms) in self.notes() {
            samples.extend(tone(rate, freq, ms, 0.4));
        }
        Pcm { rate, samples }
    }
}

/// A sine tone with 5 ms fades in and out (no clicks).
pub fn tone(rate: u32, freq: f32, millis: u32, volume: f32) -> Vec<f32> {
    let n = (rate as u64 * millis as u64 / 1000) as usize;
    let fade = ((rate as f32) * 0.005) as usize;
    (0..n)
        .map(|i| {
            let t = i as f32 / rate as f32;
            let edge = i.min(n - 1 - i);
            let gain = if fade > 0 && edge < fade {
                edge as f32 / fade as f32
            } else {
                1.0
            };
            (2.0 * std::f32::consts::PI * freq * t).sin() * volume * gain
        })
        .collect()
}

/// Clips one after another with `gap_ms` of silence between them (not after the last).
pub fn join(clips: &[&Pcm], rate: u32, gap_ms: u32) -> Pcm {
    let gap = (rate as u64 * gap_ms as u64 / 1000) as usize;
    // The exact length up front: no doubling of a growing buffer (memory).
    let total: usize = clips
        .iter()
        .map(|c| (c.samples.len() as u64 * rate as u64 / c.rate.max(1) as u64) as usize)
        .sum::<usize>()
        + gap * clips.len().saturating_sub(1);
    let mut samples = Vec::with_capacity(total);
    for (i, clip) in clips.iter().enumerate() {
        if i > 0 {
            samples.extend(std::iter::repeat_n(0.0, gap));
        }
        if clip.rate == rate {
            samples.extend_from_slice(&clip.samples);
        } else {
            samples.extend(resampled(&clip.samples, clip.rate, rate));
        }
    }
    Pcm { rate, samples }
}

/// The samples without the quiet at both ends (below `threshold`), so speech
/// starts at once: espeak-ng puts about 12 ms of silence before each word.
pub fn trim(samples: &[f32], threshold: f32) -> &[f32] {
    let start = samples
        .iter()
        .position(|s| s.abs() > threshold)
        .unwrap_or(samples.len());
    let end = samples
        .iter()
        .rposition(|s| s.abs() > threshold)
        .map_or(start, |e| e + 1);
    &samples[start..end.max(start)]
}

/// Linear-interpolation rate conversion, the samples one by one without a
/// buffer of their own. Enough for speech clips and earcons; a full
/// resampling crate would be a heavy dependency for this.
fn resampled(samples: &[f32], from: u32, to: u32) -> impl Iterator<Item = f32> + '_ {
    let n = if samples.is_empty() {
        0
    } else {
        (samples.len() as u64 * to as u64 / from as u64) as usize
    };
    let step = from as f64 / to as f64;
    (0..n).map(move |i| {
        let pos = i as f64 * step;
        let k = pos as usize;
        let frac = (pos - k as f64) as f32;
        let a = samples[k.min(samples.len() - 1)];
        let b = samples[(k + 1).min(samples.len() - 1)];
        a + (b - a) * frac
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earcons_are_short_audible_and_distinct() {
        let rendered: Vec<Pcm> = Earcon::ALL.iter().map(|e| e.render(48_000)).collect();
        for (e, pcm) in Earcon::ALL.iter().zip(&rendered) {
            assert!(pcm.millis() < 150, "{e:?} lasts {} ms", pcm.millis());
            assert!(pcm.millis() >= 60, "{e:?} is too short to hear");
            assert!(
                pcm.peak() > 0.3 && pcm.peak() <= 1.0,
                "{e:?} peak {}",
                pcm.peak()
            );
            // No click: it starts and ends near silence.
            assert!(pcm.samples[0].abs() < 0.01 && pcm.samples.last().unwrap().abs() < 0.05);
        }
        for i in 0..rendered.len() {
            for j in i + 1..rendered.len() {
                assert_ne!(
                    rendered[i].samples,
                    rendered[j].samples,
                    "{:?} = {:?}",
                    Earcon::ALL[i],
                    Earcon::ALL[j]
                );
            }
        }
    }

    #[test]
    fn join_puts_gaps_between_clips_only() {
        let a = Pcm {
            rate: 1000,
            samples: vec![0.5; 100],
        };
        let b = Pcm {
            rate: 1000,
            samples: vec![-0.5; 50],
        };
        let joined = join(&[&a, &b], 1000, 20);
        assert_eq!(joined.samples.len(), 100 + 20 + 50);
        assert!(joined.samples[100..120].iter().all(|s| *s == 0.0));
        assert_eq!(joined.samples[120], -0.5);
        assert_eq!(join(&[], 1000, 20).samples.len(), 0);
    }

    #[test]
    fn join_converts_the_rate() {
        let a = Pcm {
            rate: 22_050,
            samples: vec![0.25; 22_050],
        };
        let joined = join(&[&a], 44_100, 80);
        assert_eq!(joined.samples.len(), 44_100);
        assert!(joined.samples.iter().all(|s| (*s - 0.25).abs() < 1e-6));
    }

    #[test]
    fn trimming_drops_leading_and_trailing_quiet() {
        let s = [0.0, 0.001, 0.5, -0.4, 0.0, 0.002];
        assert_eq!(trim(&s, 0.01), &[0.5, -0.4]);
        assert!(trim(&[0.0; 4], 0.01).is_empty());
    }

    #[test]
    fn resampling_keeps_a_tone() {
        let t = tone(22_050, 440.0, 100, 0.5);
        let r: Vec<f32> = resampled(&t, 22_050, 48_000).collect();
        assert_eq!(r.len(), 4800);
        let peak = r.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        assert!((peak - 0.5).abs() < 0.02, "{peak}");
    }
}
