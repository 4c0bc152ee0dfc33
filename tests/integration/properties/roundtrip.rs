//! Property: for random legal games, every move written in any letter set, in
//! coordinates, or in the spoken words of any voice reads back as the same move,
//! and typed in capitals reads back or is refused naming it; announcing never
//! panics.

use std::sync::Arc;

use annabella::core::announce::{self, Style};
use annabella::core::input::{MoveError, MoveReader};
use annabella::core::notation::{self, Letters};
use annabella::core::vocab::{Vocabulary, VoiceMix};
use annabella::shell::voices;
use proptest::prelude::*;
use shakmaty::{Chess, Move, Position};

/// A random legal game: each choice picks one of the legal moves.
fn game(choices: &[u32]) -> Vec<(Chess, Move)> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[c as usize % moves.len()];
        out.push((pos.clone(), m));
        pos = pos.play(m).unwrap();
    }
    out
}

fn all_vocabularies() -> Vec<Arc<Vocabulary>> {
    voices::builtin().unwrap().iter().cloned().collect()
}

/// Typed with Caps Lock on, a written move may read two ways ("BXC3": bxc3
/// or Bxc3); then the reader must refuse and name both, the move played
/// among them, and each named move's coordinates must read back.
fn caps_lock_reads_back(
    reader: &MoveReader,
    pos: &Chess,
    m: Move,
    result: &Result<Move, MoveError>,
) -> bool {
    match result {
        Ok(read) => *read == m,
        // Caps lock makes a file letter a piece letter ("DXC5": the d-pawn,
        // or a Dame, of which there may be two): every reading is listed.
        Err(MoveError::Ambiguous(list)) => {
            list.len() >= 2
                && list.contains(&m)
                && list
                    .iter()
                    .all(|&c| reader.read(pos, &notation::coordinates(c)) == Ok(c))
        }
        _ => false,
    }
}

proptest! {
    #![proptest_config(crate::integration::common::cases_kept_beside(64))]

    #[test]
    fn written_moves_read_back(choices in prop::collection::vec(any::<u32>(), 1..160)) {
        let vocabularies = all_vocabularies();
        for letters in Letters::ALL {
            let reader = MoveReader::new(&vocabularies, Some(letters));
            for (pos, m) in game(&choices) {
                let text = notation::written(&pos, m, letters);
                let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal);
                // As written, a lower-case letter is a file and an upper-case one a piece: exact.
                prop_assert_eq!(reader.read(&pos, &text), Ok(m), "{}: {:?} in {}", letters, text, fen);
                let coordinates = notation::coordinates(m);
                prop_assert_eq!(reader.read(&pos, &coordinates), Ok(m), "{}", coordinates);
                for typed in [text.to_uppercase(), coordinates.to_uppercase()] {
                    let result = reader.read(&pos, &typed);
                    prop_assert!(caps_lock_reads_back(&reader, &pos, m, &result),
                        "{letters}: {typed:?} in {fen} read as {result:?}, played {m:?}");
                }
            }
        }
    }

    #[test]
    fn spoken_moves_read_back(choices in prop::collection::vec(any::<u32>(), 1..160)) {
        let all = voices::builtin().unwrap();
        let mixes = [
            VoiceMix::plain("de"),
            VoiceMix::plain("da"),
            VoiceMix::plain("nb"),
            VoiceMix { voice: "da".into(), files: Some("de".into()), ranks: Some("de".into()), pieces: None },
            VoiceMix { voice: "nb".into(), files: None, ranks: Some("de".into()), pieces: Some("de".into()) },
        ];
        let styles = [
            Style::default(),
            Style { long: true, ..Style::default() },
            Style { pawn_name: false, ..Style::default() },
            Style { long: true, pawn_name: false, check: false },
        ];
        let plies = game(&choices);
        for mix in &mixes {
            let voice = all.voice(mix).unwrap();
            let reader = MoveReader::new(&voice.vocabularies(), None);
            for style in styles {
                for (pos, m) in &plies {
                    let said = announce::announce(pos, *m, style, &voice);
                    prop_assert!(!said.is_empty());
                    prop_assert_eq!(reader.read(pos, &said), Ok(*m), "{:?} {:?}: {:?}", mix, style, said);
                }
            }
        }
    }
}
