//! How typed moves are read in `annabella play` (line mode), per the Input
//! section of the announcements spec: a lower-case letter is a file as
//! written, even where a piece letter (German and Scandinavian D, English B)
//! could take on the same square; a lower-case piece letter and Caps Lock are
//! read only where exactly one legal move fits; two fits are named.

use crate::integration::common;

use common::{game_file, new_game_header, play};

/// Plays `commands` in a new game with `args` (manual clock) and compares
/// everything after the new-game header and before the closing file line.
fn game(args: &[&str], commands: &[&str], want: &[&str]) {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "typed.annabella");
    let all: Vec<&str> = ["--manual-clock"].iter().chain(args).copied().collect();
    let mut commands = commands.to_vec();
    commands.push("quit");
    let got = play(&path, &all, &commands);
    let header = new_game_header(&path, "White", common::DEFAULT_CONTROL, 2017).len();
    let body = &got[header.min(got.len())..got.len().saturating_sub(common::quit_count(&path))];
    common::assert_lines(body, want);
}

/// 1.e4 d5 2.exd5 e5 3.d4 Sf6 4.De2 Ld6: the pawn d4 and the queen e2 can
/// both take on e5.
const QUEEN_ALSO_TAKES_E5: [&str; 16] = [
    "e4", "press", "d5", "press", "exd5", "press", "e5", "press", "d4", "press", "Sf6", "press",
    "De2", "press", "Ld6", "press",
];

#[test]
fn german_pawn_capture_where_the_queen_also_takes() {
    let mut commands = QUEEN_ALSO_TAKES_E5.to_vec();
    // Caps Lock fits both: refused, both named. Then as written; then
    // lower-case piece letters, which fit nothing as written.
    commands.extend(["DXE5", "dxe5", "press", "lxe5", "press", "sf3", "press"]);
    game(
        &["--lang", "en", "--letters", "de", "--voice", "de"],
        &commands,
        &[
            "Bauer Eva vier",
            "White completed move 1. Black to move.",
            "Bauer David fünf",
            "Black completed move 1. White to move.",
            "Bauer Eva schlägt David fünf",
            "White completed move 2. Black to move.",
            "Bauer Eva fünf",
            "Black completed move 2. White to move.",
            "Bauer David vier",
            "White completed move 3. Black to move.",
            "Springer Felix sechs",
            "Black completed move 3. White to move.",
            "Dame Eva zwei",
            "White completed move 4. Black to move.",
            "Läufer David sechs",
            "Black completed move 4. White to move.",
            "\"DXE5\" fits several moves: dxe5 (d4e5) or Dxe5+ (e2e5); type the one you mean more exactly.",
            "Bauer David schlägt Eva fünf",
            "White completed move 5. Black to move.",
            "Läufer schlägt Eva fünf",
            "Black completed move 5. White to move.",
            "Springer Felix drei",
            "White completed move 6. Black to move.",
        ],
    );
}

#[test]
fn danish_pawn_capture_where_the_queen_also_takes() {
    // 1.d4 c5 2.Dd3 Sc6 3.Da3 Sf6: pawn d4 and queen a3 can both take on c5.
    game(
        &["--lang", "da", "--letters", "da", "--voice", "da"],
        &[
            "d4", "press", "c5", "press", "Dd3", "press", "Sc6", "press", "Da3", "press", "Sf6",
            "press", "DXC5", "dxc5", "press",
        ],
        &[
            "bonde Dora fire",
            "Hvid har fuldført træk 1. Sort er i trækket.",
            "bonde Cecilie fem",
            "Sort har fuldført træk 1. Hvid er i trækket.",
            "dronning Dora tre",
            "Hvid har fuldført træk 2. Sort er i trækket.",
            "springer Cecilie seks",
            "Sort har fuldført træk 2. Hvid er i trækket.",
            "dronning Anna tre",
            "Hvid har fuldført træk 3. Sort er i trækket.",
            "springer Frederik seks",
            "Sort har fuldført træk 3. Hvid er i trækket.",
            "\"DXC5\" passer til flere træk: dxc5 (d4c5) eller Dxc5 (a3c5); skriv mere præcist, hvilket du mener.",
            "bonde Dora slår Cecilie fem",
            "Hvid har fuldført træk 4. Sort er i trækket.",
        ],
    );
}

#[test]
fn norwegian_pawn_capture_where_the_queen_also_takes() {
    // 1.c4 d5 2.Sc3 Dd6 3.Sf3 Da6 4.e3: Black's pawn d5 and queen a6 can both
    // take on c4.
    game(
        &["--lang", "nb", "--letters", "nb", "--voice", "nb"],
        &[
            "c4", "press", "d5", "press", "Sc3", "press", "Dd6", "press", "Sf3", "press", "Da6",
            "press", "e3", "press", "dc4", "press",
        ],
        &[
            "bonde Cæsar fire",
            "Hvit har fullført trekk 1. Svart er i trekket.",
            "bonde David fem",
            "Svart har fullført trekk 1. Hvit er i trekket.",
            "springer Cæsar tre",
            "Hvit har fullført trekk 2. Svart er i trekket.",
            "dronning David seks",
            "Svart har fullført trekk 2. Hvit er i trekket.",
            "springer Felix tre",
            "Hvit har fullført trekk 3. Svart er i trekket.",
            "dronning Anna seks",
            "Svart har fullført trekk 3. Hvit er i trekket.",
            "bonde Eva tre",
            "Hvit har fullført trekk 4. Svart er i trekket.",
            "bonde David slår Cæsar fire",
            "Svart har fullført trekk 4. Hvit er i trekket.",
        ],
    );
}

#[test]
fn english_pawn_capture_where_the_bishop_also_takes() {
    // 1.d3 e6 2.Bd2 Bb4 3.h3 Bc3: pawn b2, bishop d2 and knight b1 can take c3.
    game(
        &["--lang", "en", "--letters", "en", "--voice", "de"],
        &[
            "d3", "press", "e6", "press", "Bd2", "press", "Bb4", "press", "h3", "press", "Bc3",
            "press", "bxc3", "press",
        ],
        &[
            "Bauer David drei",
            "White completed move 1. Black to move.",
            "Bauer Eva sechs",
            "Black completed move 1. White to move.",
            "Läufer David zwei",
            "White completed move 2. Black to move.",
            "Läufer Bella vier",
            "Black completed move 2. White to move.",
            "Bauer Hector drei",
            "White completed move 3. Black to move.",
            "Läufer Cesar drei",
            "Black completed move 3. White to move.",
            "Bauer Bella schlägt Cesar drei",
            "White completed move 4. Black to move.",
        ],
    );
}

#[test]
fn caps_lock_in_german_letters() {
    game(
        &["--lang", "en", "--letters", "de", "--voice", "de"],
        &[
            "NF3",
            "fix SF3",
            "fix G1F3",
            "fix G1-F3",
            "PRESS",
            "SC6",
            "PRESS",
            "F3G1",
            "PRESS",
            "C6-B8",
            "PRESS",
            "G1 F3",
            "PRESS",
            "E5",
            "PRESS",
            "SXE5",
            "PRESS",
            "D6",
            "PRESS",
        ],
        &[
            "Springer Felix drei",
            // Each writing is read as the move announced: nothing to correct.
            "That is the move announced: nothing to correct.",
            "That is the move announced: nothing to correct.",
            "That is the move announced: nothing to correct.",
            "White completed move 1. Black to move.",
            "Springer Cesar sechs",
            "Black completed move 1. White to move.",
            "Springer Gustav eins",
            "White completed move 2. Black to move.",
            "Springer Bella acht",
            "Black completed move 2. White to move.",
            "Springer Felix drei",
            "White completed move 3. Black to move.",
            "Bauer Eva fünf",
            "Black completed move 3. White to move.",
            "Springer schlägt Eva fünf",
            "White completed move 4. Black to move.",
            "Bauer David sechs",
            "Black completed move 4. White to move.",
        ],
    );
}

#[test]
fn caps_lock_in_danish_and_norwegian_letters() {
    game(
        &["--lang", "da", "--letters", "da", "--voice", "da"],
        &[
            "SF3",
            "PRESS",
            "SC6",
            "PRESS",
            "F3G1",
            "PRESS",
            "C6-B8",
            "PRESS",
            "G1-F3",
            "fix E2-E4",
            "PRESS",
        ],
        &[
            "springer Frederik tre",
            "Hvid har fuldført træk 1. Sort er i trækket.",
            "springer Cecilie seks",
            "Sort har fuldført træk 1. Hvid er i trækket.",
            "springer Gustav et",
            "Hvid har fuldført træk 2. Sort er i trækket.",
            "springer Bodil otte",
            "Sort har fuldført træk 2. Hvid er i trækket.",
            "springer Frederik tre",
            "Rettelse: bonde Erik fire",
            "Hvid har fuldført træk 3. Sort er i trækket.",
        ],
    );
    game(
        &["--lang", "nb", "--letters", "nb", "--voice", "nb"],
        &["G1F3", "PRESS", "SC6", "PRESS", "E4", "PRESS"],
        &[
            "springer Felix tre",
            "Hvit har fullført trekk 1. Svart er i trekket.",
            "springer Cæsar seks",
            "Svart har fullført trekk 1. Hvit er i trekket.",
            "bonde Eva fire",
            "Hvit har fullført trekk 2. Svart er i trekket.",
        ],
    );
}
