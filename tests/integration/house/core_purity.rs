//! The core is pure (issue 30): no file, no clock, no thread, no process,
//! no environment, no network, and nothing of the shell. A test reads the
//! core's sources and fails on any of them, so that the rule is not only a
//! comment in `src/lib.rs`. (Reading and seeking a source handed in, as
//! `std::io::Read` lets the PGN reader do, is no I/O of its own.)

use std::path::Path;

/// What the core may not name, and why.
const FORBIDDEN: &[(&str, &str)] = &[
    ("std::fs", "files"),
    ("File::open", "files"),
    ("File::create", "files"),
    ("OpenOptions", "files"),
    ("std::env", "the environment"),
    ("std::process", "processes"),
    ("std::net", "the network"),
    ("std::thread", "threads"),
    ("thread::spawn", "threads"),
    ("std::sync::mpsc", "threads"),
    ("Instant", "the wall clock"),
    ("SystemTime", "the wall clock"),
    ("UNIX_EPOCH", "the wall clock"),
    ("std::os::", "the system"),
    ("crate::shell", "the shell"),
    ("stdin()", "the terminal"),
    ("stdout()", "the terminal"),
    ("stderr()", "the terminal"),
    ("println!", "the terminal"),
    ("eprintln!", "the terminal"),
];

#[test]
fn the_core_touches_nothing_outside_it() {
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core");
    let mut files = Vec::new();
    crate::integration::common::rust_sources(&core, &mut files);
    assert!(files.len() > 40, "the core's sources are found");
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for (name, what) in FORBIDDEN {
                if code.contains(name) {
                    let at = file.strip_prefix(&core).unwrap().display();
                    found.push(format!("src/core/{at}:{}: {name} ({what})", n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "the core reaches outside:\n{}",
        found.join("\n")
    );
}

/// The rule is checked for real: a line that breaks it is found.
#[test]
fn a_line_that_breaks_the_rule_is_found() {
    let line = "    let t = std::time::Instant::now();";
    assert!(FORBIDDEN.iter().any(|(name, _)| line.contains(name)));
}
