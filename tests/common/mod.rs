//! Runs the built `annabella` binary for the integration tests.
#![allow(dead_code)]

use std::process::Command;

/// Runs `annabella ARGS…` and returns (stdout, stderr, exit code).
pub fn run(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        // Only the built-in vocabularies: a user's extra voices must not change results.
        .env_remove("ANNABELLA_VOICES")
        .output()
        .expect("the annabella binary runs");
    (
        String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        String::from_utf8(out.stderr).expect("stderr is UTF-8"),
        out.status.code().expect("annabella exits with a status"),
    )
}

/// Runs a command that must succeed silently on stderr; returns stdout's lines.
pub fn ok_lines(args: &[&str]) -> Vec<String> {
    let (stdout, stderr, code) = run(args);
    assert_eq!(
        (code, stderr.as_str()),
        (0, ""),
        "annabella {args:?} failed; stdout:\n{stdout}"
    );
    stdout.lines().map(str::to_string).collect()
}

/// `args` followed by `moves`, as one argument list.
pub fn with_moves<'a>(args: &[&'a str], moves: &[&'a str]) -> Vec<&'a str> {
    args.iter().chain(moves).copied().collect()
}
