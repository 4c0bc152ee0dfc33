//! A user's config file that is wrong is refused whole, with the file, the
//! line, what is wrong and the allowed values. (Through the library for now;
//! `play --config` and `say --config` will pass the path to the same code.)

use std::path::{Path, PathBuf};

use annabella::core::Lang;
use annabella::shell::keys::KeyAction;
use annabella::shell::settings::{Settings, Theme};

use crate::integration::common;

/// Writes `text` to a config file in a fresh directory.
fn config(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, text).unwrap();
    (dir, path)
}

/// The error message for a config file holding `text`, with `{path}` in
/// `want` standing for the file's path.
fn refused(text: &str, want: &str) {
    let (_dir, path) = config(text);
    let err = Settings::load(Some(&path)).expect_err(text);
    let want = want.replace("{path}", &path.display().to_string());
    assert_eq!(err.to_string(), want, "config:\n{text}");
    assert_eq!(err.file, path.display().to_string());
}

#[test]
fn unknown_section() {
    refused(
        "[voice]\nvoice = \"da\"\n\n[colours]\ntheme = \"dark\"\n",
        "{path}:4: unknown section [colours]; allowed: voice, ui, game, speech, engine, broadcast, braille, tui, keys",
    );
}

#[test]
fn unknown_key() {
    refused(
        "[tui]\ntheme = \"dark\"\ncolour = \"red\"\n",
        "{path}:3: unknown key `colour` in [tui]; allowed: theme, big_text",
    );
}

#[test]
fn unknown_key_in_keys() {
    refused(
        "[keys]\njump = \"f9\"\n",
        "{path}:2: unknown key `jump` in [keys]; allowed: submit, press, fix, time, last, repeat, \
         help, big_text, board_mode, quit, page_up, page_down, read_back, read_forward, clear_line, up, down, \
         left, right, flip, switch_board, square, scan_rank, scan_file, scan_diagonals, list_pieces, legal_moves, attackers, next_king, next_queen, \
         next_rook, next_bishop, next_knight, next_pawn",
    );
}

#[test]
fn setting_outside_a_section() {
    refused(
        "theme = \"dark\"\n",
        "{path}:1: theme = \"dark\" is outside any section; allowed sections: voice, ui, game, \
         speech, engine, broadcast, braille, tui, keys",
    );
}

#[test]
fn wrong_type() {
    refused(
        "[speech]\nrate = \"fast\"\n",
        "{path}:2: rate = \"fast\" is a string; allowed: a whole number from 10 to 400",
    );
    refused(
        "[tui]\nbig_text = \"yes\"\n",
        "{path}:2: big_text = \"yes\" is a string; allowed: true, false",
    );
}

#[test]
fn bad_theme() {
    refused(
        "[tui]\ntheme = \"blue\"\n",
        "{path}:2: theme = \"blue\" is not a theme; allowed: high-contrast, dark, light, mono",
    );
}

#[test]
fn bad_speech_backend() {
    refused(
        "[speech]\n# who speaks\nbackend = \"loud\"\n",
        "{path}:3: backend = \"loud\" is not a speech backend; allowed: auto, clips, tts, reader, text, \
         none",
    );
}

#[test]
fn rate_out_of_range() {
    refused(
        "[speech]\nrate = 500\n",
        "{path}:2: rate = 500 is out of range; allowed: a whole number from 10 to 400",
    );
    refused(
        "[speech]\nrate = 9\n",
        "{path}:2: rate = 9 is out of range; allowed: a whole number from 10 to 400",
    );
}

#[test]
fn bad_voice() {
    refused(
        "[voice]\nvoice = \"sv\"\n",
        "{path}:2: voice = \"sv\" is not a voice; allowed: da, de, nb",
    );
}

#[test]
fn bad_time_control() {
    refused(
        "[game]\ncontrol = \"one hour\"\n",
        "{path}:2: control = \"one hour\" is not a time control; allowed: PGN's form \
         (40/5400:1800+30, 300+3, 5400d5) or FIDE's shorthand (90/40+30+30s, 15+10, 3+2), each time at most 100 hours",
    );
}

#[test]
fn bad_warning() {
    refused(
        "[game]\nwarnings = [\"5m\", \"soon\"]\n",
        "{path}:2: \"soon\" in warnings is not a time; allowed: times such as \"5m\", \"1m30s\", \
         \"90s\" or \"1:30\" (a bare number is minutes), at most 100 hours",
    );
}

#[test]
fn bad_key_name() {
    refused(
        "[keys]\npress = \"f13\"\n",
        "{path}:2: press = \"f13\" is not a key; allowed: a letter, digit or sign (x, ?), \
         f1–f12, esc, enter, space, tab, backspace, up, down, left, right, home, end, pageup, \
         pagedown, insert, delete, each with ctrl-, alt- or shift- before it if wanted \
         (ctrl-q, shift-k)",
    );
}

#[test]
fn ctrl_c_is_kept_for_leaving() {
    // Ctrl-C quits before any action is looked for: a key it could never be.
    refused(
        "[keys]\npress = \"f2\"\ntime = \"ctrl-c\"\n",
        "{path}:3: time = \"ctrl-c\" is kept for leaving the program: Ctrl-C, also with alt or \
         shift, always quits and saves the game; allowed: any other key",
    );
    refused(
        "[keys]\nflip = \"Ctrl+Alt+C\"\n",
        "{path}:2: flip = \"Ctrl+Alt+C\" is kept for leaving the program: Ctrl-C, also with alt \
         or shift, always quits and saves the game; allowed: any other key",
    );
}

#[test]
fn key_bound_twice() {
    // press takes fix's default key.
    refused(
        "[keys]\npress = \"f3\"\n",
        "{path}:2: press = \"f3\" is already the key of fix; allowed: a key no other action has \
         (set fix to another key to free it)",
    );
    // Of two new settings that clash, the later one is named.
    refused(
        "[keys]\npress = \"f9\"\nfix = \"f9\"\n",
        "{path}:3: fix = \"f9\" is already the key of press; allowed: a key no other action has \
         (set press to another key to free it)",
    );
}

#[test]
fn keys_swapped_are_no_clash() {
    let (_dir, path) = config("[keys]\npress = \"f3\"\nfix = \"f2\"\n");
    let s = Settings::load(Some(&path)).unwrap();
    assert_eq!(s.keys.key(KeyAction::Press).label(Lang::En.text()), "F3");
    assert_eq!(s.keys.key(KeyAction::Fix).label(Lang::En.text()), "F2");
}

#[test]
fn board_key_on_a_file_letter() {
    refused(
        "[keys]\nflip = \"a\"\n",
        "{path}:2: flip = \"a\" cannot be a board key: in board mode a–h jump to a file and 1–8 \
         to a rank; allowed: any other key, e.g. a letter from i to z, a sign, an F-key or a \
         named key",
    );
}

#[test]
fn plain_letter_on_a_global_action() {
    refused(
        "[keys]\nquit = \"q\"\n",
        "{path}:2: quit = \"q\" would be typed into the move input; allowed for quit: f1–f12, \
         esc, tab, pageup, pagedown, insert, or a key with ctrl- or alt- (ctrl-q)",
    );
}

/// Issue 31: the keys the move input needs to edit and send a line are its
/// own; given to an action of play, the setting is refused naming the key.
#[test]
fn a_key_the_input_line_needs_is_refused_for_an_action() {
    for (entry, key) in [
        ("press = \"backspace\"", "backspace"),
        ("fix = \"left\"", "left"),
        ("time = \"delete\"", "delete"),
        ("repeat = \"up\"", "up"),
        ("press = \"enter\"", "enter"),
        ("help = \"shift-home\"", "home"),
        // Keys a terminal sends as the editing keys themselves.
        ("press = \"ctrl-h\"", "backspace"),
        ("time = \"ctrl-m\"", "enter"),
        ("fix = \"ctrl-j\"", "enter"),
        ("repeat = \"ctrl-i\"", "tab"),
    ] {
        let action = entry.split(' ').next().unwrap();
        refused(
            &format!("[keys]\n{entry}\n"),
            &format!(
                "{{path}}:2: {entry} edits the move input ({key} is needed there: backspace and \
                 delete, the arrows, home and end move and delete, up and down recall earlier \
                 lines, enter sends the line); allowed for {action}: f1–f12, esc, tab, pageup, \
                 pagedown, insert, or a key with ctrl- or alt- (ctrl-q)"
            ),
        );
    }
}

#[test]
fn toml_syntax_error() {
    refused(
        "[tui]\nbig_text = true\ntheme = \"dark\n",
        "{path}:3: not valid TOML: a text in quotes is not closed with the same quote",
    );
    refused(
        "[tui]\ntheme = \"dark\"\ntheme = \"mono\"\n",
        "{path}:3: not valid TOML: this key or section is written twice",
    );
}

#[test]
fn missing_explicit_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nowhere.toml");
    let err = Settings::load(Some(&path)).unwrap_err();
    assert_eq!(err.to_string(), format!("{}: no such file", path.display()));
    assert_eq!(err.line, None);
}

#[test]
fn the_first_error_in_the_file_is_reported() {
    refused(
        "[speech]\nrate = 120\nvolume = 300\n[tui]\ntheme = \"blue\"\n",
        "{path}:3: volume = 300 is out of range; allowed: a whole number from 0 to 100",
    );
}

#[test]
fn good_file_overrides_only_what_it_sets() {
    let (_dir, path) = config(
        "# mine\n[voice]\nvoice = \"da\"\n\n[speech]\nrate = 150\n\n[tui]\ntheme = \"light\"\n\n\
         [keys]\nquit = \"ctrl-x\"\nflip = \"shift-f\"\n",
    );
    let got = Settings::load(Some(&path)).unwrap();
    let mut want = Settings::defaults();
    want.voice.voice = "da".into();
    want.speech.rate = 150;
    want.tui.theme = Theme::Light;
    assert_eq!(got.voice, want.voice);
    assert_eq!(got.ui, want.ui);
    assert_eq!(got.game, want.game);
    assert_eq!(got.speech, want.speech);
    assert_eq!(got.tui, want.tui);
    for (action, key) in want.keys.bindings() {
        let label = match action {
            KeyAction::Quit => "Ctrl+X".to_string(),
            KeyAction::Flip => "Shift+F".to_string(),
            _ => key.label(Lang::En.text()),
        };
        assert_eq!(
            got.keys.key(action).label(Lang::En.text()),
            label,
            "{action}"
        );
    }
    // The voice's language follows the voice, as without a file.
    assert_eq!(got.lang().code(), "da");
}

#[test]
fn empty_file_is_the_defaults() {
    let (_dir, path) = config("# nothing yet\n");
    assert_eq!(Settings::load(Some(&path)).unwrap(), Settings::defaults());
}

#[test]
fn default_file_is_a_valid_user_file() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("config/default.toml");
    assert_eq!(Settings::load(Some(&path)).unwrap(), Settings::defaults());
}

/// Through the binary: a broken user file stops `play` before anything starts,
/// with the same `file:line` message, and no game file is made.
#[test]
fn play_refuses_to_start_with_a_broken_config() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("bad.toml");
    std::fs::write(&config, "[tui]\ntheme = \"blue\"\n").unwrap();
    let game = dir.path().join("g.annabella");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "play",
            "--line",
            "--config",
            config.to_str().unwrap(),
            "--game",
            game.to_str().unwrap(),
        ])
        // An English system: the error speaks the system's language.
        .env("LC_ALL", "en_GB.UTF-8")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        common::flat(&String::from_utf8_lossy(&out.stderr)),
        common::flat(&format!(
            "annabella: {}:2: theme = \"blue\" is not a theme; allowed: high-contrast, dark, light, mono",
            config.display()
        ))
    );
    assert!(!game.exists());
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["say", "--config", config.to_str().unwrap(), "e4"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(out.stdout, b"");
}

/// A settings file saved in Latin-1: the line that is not UTF-8 is named
/// (issue 11, point 11).
#[test]
fn a_line_that_is_not_utf8_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(
        &path,
        b"[voice]\nvoice = \"da\"\n[game]\nwhite = \"S\xf8ren\"\n",
    )
    .unwrap();
    let err = Settings::load(Some(&path)).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "{}:4: this line is not UTF-8 text; save the file as UTF-8",
            path.display()
        )
    );
}

/// A value nested deeper than the TOML reader goes (100+ levels), over many
/// lines or on one, is named with its line, not only refused.
#[test]
fn nesting_too_deep_is_named_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    for (text, line) in [
        (format!("[game]\nx = [\n{}", "[\n".repeat(300)), 82),
        (format!("[game]\n\nx = {}", "[".repeat(300)), 3),
        (format!("x = {}", "{a = ".repeat(300)), 1),
    ] {
        std::fs::write(&path, &text).unwrap();
        let err = Settings::load(Some(&path)).unwrap_err().to_string();
        assert!(
            err.starts_with(&format!("{}:{line}: ", path.display())),
            "{err}"
        );
    }
}

/// An option that is a setting is read by the setting's own reader, over
/// the file: the same mistake is refused in the same words, in a file
/// (with its place) and on the command line (with the option as typed).
#[test]
fn an_option_and_its_setting_refuse_alike() {
    for (lang, option, setting, typed, why) in [
        (
            "en",
            "--control",
            "[game]\ncontrol",
            "40/90",
            "the time control \"40/90\" would be 90 moves in 40 minutes; \
             for 40 moves in 90 minutes write 90/40 or 40/5400",
        ),
        (
            "de",
            "--periodic",
            "[game]\nperiodic",
            "oft",
            "ist kein Ansagerhythmus",
        ),
        (
            "da",
            "--voice",
            "[voice]\nvoice",
            "xx",
            "er ikke et ordforråd",
        ),
    ] {
        let (_dir, path) = config(&format!("{setting} = \"{typed}\"\n"));
        let file = common::run(&[
            "say",
            "--lang",
            lang,
            "--config",
            path.to_str().unwrap(),
            "e4",
        ]);
        let given = common::run(&["play", "--lang", lang, "--line", option, typed]);
        // A mistake in the command line exits as clap's own do (2).
        for (how, (_, err, code), exit) in [("file", &file, 1), ("command line", &given, 2)] {
            assert_eq!(*code, exit, "{how} {option}: {err}");
            assert!(common::flat(err).contains(why), "{how} {option}: {err}");
        }
        assert!(
            common::flat(&file.1).starts_with(&format!("annabella: {}:2: ", path.display())),
            "{}",
            file.1
        );
        // The option as typed, where the sentence does not name the value
        // itself; never a file.
        let given = common::flat(&given.1);
        assert!(given.contains(typed) && !given.contains(".toml"), "{given}");
    }
}

/// The command line wins over the file, and the file over the defaults:
/// three layers, one reader.
#[test]
fn an_option_wins_over_its_setting() {
    let (_dir, path) = config("[game]\ncontrol = \"15+10\"\nlaws = \"2005\"\n");
    let (out, err, code) = common::run_input(
        &[
            "play",
            "--line",
            "--manual-clock",
            "--config",
            path.to_str().unwrap(),
            "--control",
            "5+3",
        ],
        "time\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    let out = common::flat(&out);
    assert!(out.contains("5 minutes"), "{out}");
    assert!(!out.contains("15 minutes"), "{out}");
    assert!(out.contains("2005"), "{out}");
}
