//! Embeds every `voices/*.toml` in the binary, so the built-in vocabularies
//! travel with it and a new vocabulary file needs no code change.

use std::path::Path;

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&root).join("voices");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("voices/ is part of the source tree")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    let mut code = String::from(
        "/// (id, file name, text) of every vocabulary in voices/.\npub const EMBEDDED: &[(&str, &str, &str)] = &[\n",
    );
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("UTF-8 file name");
        let name = path
            .file_name()
            .and_then(|s| s.to_str())
            .expect("UTF-8 file name");
        code.push_str(&format!(
            "    ({stem:?}, \"voices/{name}\", include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("embedded_voices.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}
