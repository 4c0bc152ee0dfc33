//! A vocabulary is one TOML file: a fourth language needs no code change, and
//! a broken file is refused with the file and the key named.

use std::path::Path;
use std::process::Command;

const DUTCH: &str = r#"
# A Dutch vocabulary written by the test: not shipped, proves the format.
name = "Nederlands"
language = "nl-NL"
files = ["Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"]
ranks = ["een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht"]

[pieces]
king = "koning"
queen = "dame"
rook = "toren"
bishop = "loper"
knight = "paard"
pawn = "pion"

[words]
castle_kingside = "korte rokade"
castle_queenside = "lange rokade"
captures = "slaat"
check = "schaak"
checkmate = "mat"
promotes = "wordt"
en_passant = "en passant"
"#;

fn annabella(args: &[&str], voices_env: Option<&Path>) -> (String, String, i32) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_annabella"));
    cmd.args(args).env_remove("ANNABELLA_VOICES");
    if let Some(dir) = voices_env {
        cmd.env("ANNABELLA_VOICES", dir);
    }
    let out = cmd.output().expect("the binary runs");
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

fn dir_with(name: &str, text: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(name), text).unwrap();
    dir
}

#[test]
fn a_fourth_vocabulary_is_one_file() {
    let dir = dir_with("nl.toml", DUTCH);
    let d = dir.path().to_str().unwrap();
    let (out, err, code) = annabella(
        &[
            "say", "--voices", d, "--voice", "nl", "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6",
            "dxc6", "O-O",
        ],
        None,
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "pion Eva vier\npion Eva vijf\npaard Felix drie\npaard Cesar zes\nloper Bella vijf\npion Anna zes\n\
         loper slaat Cesar zes\npion David slaat Cesar zes\nkorte rokade\n"
    );
    // Its words are read back as input, and it mixes with the built-in ones.
    let (out, _, code) = annabella(
        &[
            "say",
            "--voices",
            d,
            "--voice",
            "da",
            "--pieces",
            "nl",
            "paard felix drie",
        ],
        None,
    );
    assert_eq!((code, out.as_str()), (0, "paard Frederik tre\n"));
}

#[test]
fn the_environment_variable_names_a_voices_directory() {
    let dir = dir_with("nl.toml", DUTCH);
    let (out, err, code) = annabella(&["say", "--voice", "nl", "--long", "d4"], Some(dir.path()));
    assert_eq!(
        (code, err.as_str(), out.as_str()),
        (0, "", "pion David twee David vier\n")
    );
}

#[test]
fn seven_file_names_are_refused_with_file_line_and_key() {
    let broken = DUTCH.replace(", \"Hector\"", "");
    let dir = dir_with("nl.toml", &broken);
    let (out, err, code) = annabella(
        &["say", "--voices", dir.path().to_str().unwrap(), "e4"],
        None,
    );
    assert_eq!(code, 1);
    assert_eq!(out, "");
    let file = dir.path().join("nl.toml");
    assert_eq!(
        crate::integration::common::flat(&err),
        crate::integration::common::flat(&format!(
            "annabella: {}:5: `files` has 7 names, it needs exactly 8 (a to h)",
            file.display()
        ))
    );
}

/// The same fault found while a chosen voice is checked (on the command
/// line or in the settings) is said in the user's language, naming the
/// option as typed.
#[test]
fn a_broken_vocabulary_is_said_in_the_users_language_when_a_voice_is_chosen() {
    let broken = DUTCH.replace(", \"Hector\"", "");
    let dir = dir_with("nl.toml", &broken);
    let dirs = dir.path().to_str().unwrap();
    let (out, err, code) = annabella(
        &[
            "say", "--voices", dirs, "--voice", "nl", "--lang", "da", "e4",
        ],
        None,
    );
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    let err = crate::integration::common::flat(&err);
    assert!(err.starts_with("annabella: --voice nl: "), "{err}");
    assert!(
        err.contains("`files` har 7 navne, der skal være præcis 8 (a til h)"),
        "{err}"
    );
    assert!(!err.contains("needs"), "{err}");
}

#[test]
fn a_missing_word_is_refused_naming_it() {
    let broken = DUTCH.replace("checkmate = \"mat\"\n", "");
    let dir = dir_with("nl.toml", &broken);
    let (_, err, code) = annabella(
        &["say", "--voices", dir.path().to_str().unwrap(), "e4"],
        None,
    );
    assert_eq!(code, 1);
    let file = dir.path().join("nl.toml").display().to_string();
    assert!(err.starts_with(&format!("annabella: {file}:")), "{err}");
    assert!(err.contains("missing field `checkmate`"), "{err}");
}

#[test]
fn an_unknown_voice_lists_the_known_ones() {
    let (_, err, code) = annabella(&["say", "--voice", "xx", "--lang", "en", "e4"], None);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        "annabella: --voice xx is not a voice; allowed: da, de, nb"
    );
}
