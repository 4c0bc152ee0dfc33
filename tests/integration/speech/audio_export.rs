//! `export --wav`: the audio scoresheet of a 40-move game, from the built-in
//! voice's clips, with no sound card. Its length is the sum of its clips,
//! the gaps between words and the pauses after numbers and moves.

use std::process::Command;

use annabella::core::notation;
use annabella::core::spoken;
use annabella::shell::commands::export::{AFTER_MOVE_MS, AFTER_NUMBER_MS};
use annabella::shell::speech::ClipLibrary;
use shakmaty::{Chess, Move, Position};

/// A legal game of 80 half-moves that does not end early.
fn long_game() -> Vec<(Chess, Move)> {
    for seed in 1.. {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut pos = Chess::default();
        let mut plies = Vec::new();
        while plies.len() < 80 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.usize(..moves.len())];
            let next = pos.clone().play(m).unwrap();
            if next.is_game_over() || next.halfmoves() > 60 {
                break;
            }
            plies.push((pos.clone(), m));
            pos = next;
        }
        if plies.len() == 80 {
            return plies;
        }
    }
    unreachable!()
}

#[test]
fn the_audio_scoresheet_is_the_sum_of_its_clips_and_gaps() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    let plies = long_game();
    let mut input = String::new();
    for (_, m) in &plies {
        input.push_str(&format!("{}\npress\n", notation::coordinates(*m)));
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "play",
            "--manual-clock",
            "--lang",
            "en",
            "--game",
            game.to_str().unwrap(),
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    assert!(child.wait().unwrap().success());

    let wav = dir.path().join("g.wav");
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "export",
            "--game",
            game.to_str().unwrap(),
            "--wav",
            wav.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reader = hound::WavReader::open(&wav).unwrap();
    let spec = reader.spec();
    assert_eq!((spec.channels, spec.bits_per_sample), (1, 16));
    let got = reader.len() as usize;

    // The same sum, counted clip by clip.
    let library = ClipLibrary::load_all(&["de".to_string()]).unwrap();
    let rate = library.rate().unwrap();
    let samples_of = |ms: u32| (rate as u64 * ms as u64 / 1000) as usize;
    let gap = samples_of(
        annabella::shell::settings::Settings::defaults()
            .speech
            .gap_ms,
    );
    let all = annabella::shell::voices::builtin().unwrap();
    let voice = all
        .voice(&annabella::core::vocab::VoiceMix::plain("de"))
        .unwrap();
    let words = |text: &str| -> usize {
        let keys = spoken::to_clips(text, |k| library.has(k)).unwrap();
        keys.iter()
            .map(|k| library.clip(k).unwrap().samples.len())
            .sum::<usize>()
            + gap * (keys.len() - 1)
    };
    let mut want = 0;
    for (pos, m) in &plies {
        if pos.turn().is_white() {
            want += words(&pos.fullmoves().to_string()) + samples_of(AFTER_NUMBER_MS);
        }
        let said = annabella::core::announce::announce(pos, *m, Default::default(), &voice);
        want += words(&said) + samples_of(AFTER_MOVE_MS);
    }
    assert_eq!(got, want, "{got} samples, want {want}");
    // Forty moves of speech: minutes, not seconds.
    assert!(got as f64 / rate as f64 > 60.0);
}
