//! Fuzzing of every reader of outside input (issue 11): the move reader, the
//! command parser, the game-file reader and the settings reader take any
//! input without panicking, and the game-file reader never takes a changed
//! file for a sound one. Bounded here (256 cases a target, a few seconds);
//! a longer run: `PROPTEST_CASES=100000 cargo test --release --test main fuzz::`.

use std::sync::{Arc, OnceLock};

use annabella::core::command;
use annabella::core::input::MoveReader;
use annabella::core::notation::Letters;
use annabella::core::session::Session;
use annabella::shell::journal::read_records;
use annabella::shell::settings::Settings;
use annabella::shell::voices;
use proptest::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

/// Text as people and programs type it: letters, digits, the notation's
/// marks, the phonetic words, and any character at all.
fn typed() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-hA-Z0-9 x+#=:/-]{0,24}",
        "(springer|felix|drei|dame|anna|eins|bauer|schlägt|rokade|0-0|e4|Nf3|[a-z]{1,6}| ){0,8}",
        any::<String>(),
    ]
}

/// Game files as the program writes them: entry `m` holds the first `m`
/// plies of a short game (0 unused). Written once, by the real binary.
fn journals() -> &'static [Vec<u8>] {
    static JOURNALS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    JOURNALS.get_or_init(|| {
        let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"];
        (0..=moves.len())
            .map(|n| {
                let dir = tempfile::tempdir().unwrap();
                let path = dir.path().join("fuzz.annabella");
                let commands: Vec<&str> = moves[..n]
                    .iter()
                    .flat_map(|m| [*m, "wait 3s", "press"])
                    .collect();
                crate::integration::common::play(
                    &path,
                    &["--manual-clock", "--lang", "en"],
                    &commands,
                );
                std::fs::read(&path).unwrap()
            })
            .collect()
    })
}

fn positions() -> Vec<Chess> {
    [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ]
    .iter()
    .map(|f| {
        f.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    })
    .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::default() })]

    /// Any text is read as a move or refused with a reason.
    #[test]
    fn the_move_reader_takes_any_text(text in typed(), which in 0usize..3) {
        let all = voices::builtin().unwrap();
        let order: Vec<Arc<_>> = all.iter().cloned().collect();
        let reader = MoveReader::new(&order, Some(Letters::De));
        let pos = &positions()[which];
        if let Ok(m) = reader.read(pos, &text) {
            prop_assert!(pos.is_legal(m), "{text:?} read as an illegal {m:?}");
        }
    }

    /// Any line is a command, a move or a usage message.
    #[test]
    fn the_command_parser_takes_any_line(line in typed()) {
        let _ = command::parse(&line);
        let _ = command::is_command(&line);
    }

    /// Any settings text is taken or refused with its file and line.
    #[test]
    fn the_settings_reader_takes_any_text(
        text in prop_oneof![
            "(\\[(voice|game|speech|tui|keys|ui)\\]\n|[a-z_]{1,8} = (\"[a-z0-9]{0,4}\"|[0-9]{1,20}|true|\\[\\]|\\{\\})\n){0,6}",
            any::<String>(),
        ]
    ) {
        if let Err(e) = Settings::from_toml(&text, "fuzz.toml", &[]) {
            prop_assert_eq!(e.file, "fuzz.toml");
        }
    }

    /// Any bytes: refused or read, never a panic.
    #[test]
    fn the_game_file_reader_takes_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        if let Ok(contents) = read_records(&bytes) {
            let _ = Session::replay(&contents.records);
        }
    }

    /// A real game file with one byte changed, a line cut, or a line
    /// repeated: refused, or read as a sound prefix (a cut-off tail); never
    /// replayed as a game with other moves than the file's own.
    #[test]
    fn a_changed_game_file_is_never_another_game(
        moves in 1usize..8,
        at in any::<prop::sample::Index>(),
        byte in any::<u8>(),
        how in 0u8..3,
    ) {
        let whole = journals()[moves].clone();
        let sound = read_records(&whole).unwrap();
        let mut bytes = whole.clone();
        let i = at.index(bytes.len());
        match how {
            0 => bytes[i] = byte,
            1 => bytes.truncate(i),
            _ => {
                let start = bytes[..i].iter().rposition(|b| *b == b'\n').map_or(0, |p| p + 1);
                let end = bytes[i..].iter().position(|b| *b == b'\n').map_or(bytes.len(), |p| i + p + 1);
                let line = bytes[start..end].to_vec();
                bytes.splice(end..end, line);
            }
        }
        if let Ok(contents) = read_records(&bytes) {
            // What is read is the start of the game, record for record.
            prop_assert!(contents.records.len() <= sound.records.len());
            prop_assert_eq!(&contents.records[..], &sound.records[..contents.records.len()]);
        }
    }
}
