//! The layout of the sources (issue 30): no folder of `src/` holds more
//! than 16 files directly, and no two files depend on each other, however
//! far round: what a file names through `crate::`, `super::` or `self::`
//! paths is the file it depends on. (A module's own children, which its
//! `mod.rs` names bare, are no dependency of the parent on them: the parent
//! declares them.)

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const MOST_FILES: usize = 16;

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The module path of a source file: `shell/front/tui/app.rs` is
/// `["shell", "front", "tui", "app"]`; a `mod.rs` (and `lib.rs`) is its folder.
fn module_of(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The text of a file before its inline test module, if it has one: a
/// test may reach anywhere.
fn code(text: &str) -> &str {
    match text.find("#[cfg(test)]\nmod tests {") {
        Some(at) => &text[..at],
        None => text,
    }
}

/// The paths a file names: `crate::a::b`, `super::super::c`, `self::d`, and
/// each item of `crate::x::{a, b::c}`.
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    while i < bytes.len() {
        let starts = ["crate::", "super::", "self::"]
            .iter()
            .any(|p| bytes[i..].starts_with(p.as_bytes()));
        if !starts || (i > 0 && (word(bytes[i - 1]) || bytes[i - 1] == b':')) {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < bytes.len() && (word(bytes[j]) || bytes[j] == b':') {
            j += 1;
        }
        let base: Vec<String> = code[i..j]
            .split("::")
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        if bytes[j..].starts_with(b"{") {
            let close = code[j..].find('}').map_or(bytes.len(), |c| j + c);
            for item in code[j + 1..close].split(',') {
                let first = item.trim().split("::").next().unwrap_or("").trim();
                if !first.is_empty() && first != "self" && first != "*" {
                    let mut path = base.clone();
                    path.push(first.to_string());
                    out.push(path);
                }
            }
            out.push(base);
            i = close;
        } else {
            out.push(base);
            i = j;
        }
    }
    out
}

/// The file a path names from module `from`: the longest prefix that is a
/// module of the crate.
fn target<'a>(
    from: &[String],
    path: &[String],
    modules: &'a BTreeMap<Vec<String>, String>,
) -> Option<&'a String> {
    let mut full: Vec<String> = match path.first().map(String::as_str) {
        // The core is a crate of its own: its `crate::` is `core::`.
        Some("crate") if from.first().is_some_and(|m| m == "core") => vec!["core".to_string()],
        Some("crate") => Vec::new(),
        Some("self") => from.to_vec(),
        Some("super") => from.to_vec(),
        _ => return None,
    };
    let mut rest = &path[1..];
    if path[0] == "super" {
        full.pop();
        while rest.first().is_some_and(|s| s == "super") {
            full.pop();
            rest = &rest[1..];
        }
    }
    full.extend(rest.iter().cloned());
    (1..=full.len()).rev().find_map(|k| modules.get(&full[..k]))
}

#[test]
fn no_source_folder_holds_more_than_16_files() {
    let mut files = Vec::new();
    crate::integration::common::rust_sources(&src(), &mut files);
    let mut per_folder: BTreeMap<PathBuf, usize> = BTreeMap::new();
    for f in &files {
        *per_folder
            .entry(f.parent().unwrap().to_path_buf())
            .or_default() += 1;
    }
    let crowded: Vec<String> = per_folder
        .iter()
        .filter(|(_, n)| **n > MOST_FILES)
        .map(|(dir, n)| format!("{} holds {n} files", dir.display()))
        .collect();
    assert!(crowded.is_empty(), "{crowded:#?}");
}

/// Each source file of the program (not its tests) and the files it
/// depends on.
fn file_edges() -> BTreeMap<String, BTreeSet<String>> {
    let root = src();
    let mut files = Vec::new();
    crate::integration::common::rust_sources(&root, &mut files);
    let rel = |p: &Path| {
        p.strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .into_owned()
    };
    let modules: BTreeMap<Vec<String>, String> = files
        .iter()
        .map(|f| (module_of(f.strip_prefix(&root).unwrap()), rel(f)))
        .collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for f in &files {
        let name = rel(f);
        // Test files are no part of the program's structure.
        if name.ends_with("tests.rs") || name.contains("/tests/") {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap();
        let from = module_of(f.strip_prefix(&root).unwrap());
        let deps = edges.entry(name.clone()).or_default();
        for path in paths(code(&text)) {
            if let Some(t) = target(&from, &path, &modules).filter(|t| **t != name) {
                deps.insert(t.clone());
            }
        }
    }
    edges
}

/// The cycles of a graph: each node that reaches itself again, the way
/// round written from its least node.
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> BTreeSet<String> {
    let mut cycles = BTreeSet::new();
    for start in edges.keys() {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<(String, Vec<String>)> = vec![(start.clone(), vec![start.clone()])];
        while let Some((at, trail)) = todo.pop() {
            for next in edges.get(&at).into_iter().flatten() {
                if next == start {
                    let mut cycle = trail.clone();
                    let least = (0..cycle.len()).min_by_key(|&i| &cycle[i]).unwrap();
                    cycle.rotate_left(least);
                    cycles.insert(cycle.join(" → "));
                } else if seen.insert(next.clone()) {
                    let mut longer = trail.clone();
                    longer.push(next.clone());
                    todo.push((next.clone(), longer));
                }
            }
        }
    }
    cycles
}

#[test]
fn no_two_files_depend_on_each_other() {
    let cycles = cycles(&file_edges());
    assert!(
        cycles.is_empty(),
        "files that depend on each other:\n{cycles:#?}"
    );
}

/// The module of the core or the shell a file belongs to: `core/text/mod.rs`
/// and `core/text/catalogue.rs` are `core::text`, `shell/front/tui/app.rs`
/// is `shell::front`; the crate's roots are their own.
fn area_of(file: &str) -> String {
    let module = module_of(Path::new(file));
    module
        .iter()
        .take(2)
        .cloned()
        .collect::<Vec<_>>()
        .join("::")
}

/// Issue 49: no two modules of the core or of the shell depend on each
/// other either, however far round (the manual once tied eight modules of
/// the core into one, through the command tables it reads).
#[test]
fn no_two_modules_depend_on_each_other() {
    let mut areas: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, deps) in file_edges() {
        let from = area_of(&file);
        let to = areas.entry(from.clone()).or_default();
        to.extend(deps.iter().map(|d| area_of(d)).filter(|d| *d != from));
    }
    assert!(areas.len() > 20, "{areas:#?}");
    let cycles = cycles(&areas);
    assert!(
        cycles.is_empty(),
        "modules that depend on each other:\n{cycles:#?}"
    );
}

/// The reader of paths finds what it is meant to, so that the test above
/// cannot pass by reading nothing.
#[test]
fn the_paths_of_a_file_are_read() {
    let text = "use super::super::clock::{Span, parse_span};\nuse crate::shell::speech::{self, Choice};\nlet x = super::text::sentence(a);\nfoo::crate_like::bar";
    let got = paths(text);
    assert!(got.contains(&vec!["super".into(), "super".into(), "clock".into()]));
    assert!(got.contains(&vec![
        "crate".into(),
        "shell".into(),
        "speech".into(),
        "Choice".into()
    ]));
    assert!(got.contains(&vec!["super".into(), "text".into(), "sentence".into()]));
    assert_eq!(got.len(), 6, "{got:?}");
    // And the crate's own files have dependencies to check.
    let mut files = Vec::new();
    crate::integration::common::rust_sources(&src(), &mut files);
    assert!(files.len() > 100);
}

/// Issue 49: one convention for where unit tests live. A module's tests are
/// in `mod tests` at its end, or, where they outgrow it, in `tests.rs` (or
/// a folder `tests/`) in the module's own folder, which the module declares
/// as `mod tests;`: never a file of another name or a `#[path]`.
#[test]
fn unit_tests_live_at_the_end_of_their_module_or_in_its_folder() {
    let root = src();
    let mut files = Vec::new();
    crate::integration::common::rust_sources(&root, &mut files);
    let mut wrong = Vec::new();
    for f in &files {
        let rel = f
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(f).unwrap();
        if text.contains("#[path") {
            wrong.push(format!("{rel}: #[path]"));
        }
        let name = f.file_name().unwrap().to_string_lossy();
        if name != "tests.rs" && name.contains("test") && !rel.contains("/tests/") {
            wrong.push(format!("{rel}: tests in a file of another name"));
        }
        // `x/tests.rs` and `x/tests/mod.rs` are the tests of `x.rs` or
        // `x/mod.rs`, which declares them.
        let folder = match (name.as_ref(), f.parent().unwrap()) {
            ("tests.rs", dir) => Some(dir.to_path_buf()),
            ("mod.rs", dir) if dir.ends_with("tests") => dir.parent().map(Path::to_path_buf),
            _ => None,
        };
        if let Some(folder) = folder {
            let declared = [folder.join("mod.rs"), folder.with_extension("rs")]
                .into_iter()
                .filter_map(|o| std::fs::read_to_string(o).ok())
                .any(|o| o.contains("#[cfg(test)]\nmod tests;"));
            if !declared {
                wrong.push(format!("{rel}: not its folder's module's `mod tests;`"));
            }
        }
        if let Some(at) = text.find("#[cfg(test)]\nmod tests {") {
            // The module's last item: its closing brace ends the file.
            let after = &text[at..];
            let close = after.find("\n}\n").map(|c| c + 3);
            if close.is_none_or(|c| !after[c..].trim().is_empty()) {
                wrong.push(format!("{rel}: code after `mod tests`"));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}
