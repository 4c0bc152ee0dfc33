//! Loading vocabularies: the ones built into the binary from `voices/`, then
//! any `*.toml` in the directories the user names (later ones override).

use std::path::{Path, PathBuf};

use crate::core::text::Text;
use crate::core::vocab::{VocabError, Vocabularies, Vocabulary};
use crate::shell::text::ShellText as _;

include!(concat!(env!("OUT_DIR"), "/embedded_voices.rs"));

/// Where extra vocabularies are looked for, besides `--voices`: this variable
/// may hold a directory (or several, separated as in PATH).
pub const VOICES_ENV: &str = "ANNABELLA_VOICES";

/// Why the vocabularies could not be read; said only through the catalogues.
#[derive(Debug)]
pub enum LoadError {
    Vocabulary(VocabError),
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
}

impl LoadError {
    /// Why, in `t`'s language: the file (and line) and what is wrong.
    pub fn said(&self, t: &Text) -> String {
        match self {
            LoadError::Vocabulary(e) => e.said(t),
            LoadError::Io { path, error } => t.file_problem(&path.display().to_string(), error),
        }
    }
}
crate::core::said_in_english!(LoadError);

/// The built-in vocabularies. They were checked when the binary was tested,
/// so a failure here is a build defect, reported as an error all the same.
pub fn builtin() -> Result<Vocabularies, LoadError> {
    let mut all = Vocabularies::new();
    for (id, source, text) in EMBEDDED {
        all.add(Vocabulary::from_toml(id, source, text).map_err(LoadError::Vocabulary)?);
    }
    Ok(all)
}

/// Adds every `*.toml` in `dir` (sorted by name) to `all`.
pub fn add_dir(all: &mut Vocabularies, dir: &Path) -> Result<(), LoadError> {
    let io = |error| LoadError::Io {
        path: dir.to_path_buf(),
        error,
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(io)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    if paths.len() > crate::shell::bounded::VOCABULARY_FILES {
        return Err(io(crate::shell::bounded::ReadRefusal::TooManyFiles {
            count: paths.len(),
            most: crate::shell::bounded::VOCABULARY_FILES,
        }
        .into()));
    }
    paths.sort();
    for path in paths {
        let text = crate::shell::bounded::read_text(&path, crate::shell::bounded::VOCABULARY_BYTES)
            .map_err(|error| LoadError::Io {
                path: path.clone(),
                error,
            })?;
        let id = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        all.add(
            Vocabulary::from_toml(id, &path.display().to_string(), &text)
                .map_err(LoadError::Vocabulary)?,
        );
    }
    Ok(())
}

/// Built-ins, then the directories of `ANNABELLA_VOICES`, then `extra`.
pub fn load(extra: &[PathBuf]) -> Result<Vocabularies, LoadError> {
    let mut all = builtin()?;
    // An empty entry (the variable set to nothing, or "a::b") names no
    // folder, as in PATH's own readers.
    let from_env = std::env::var_os(VOICES_ENV)
        .map(|v| {
            std::env::split_paths(&v)
                .filter(|p| !p.as_os_str().is_empty())
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    for dir in from_env.iter().chain(extra) {
        add_dir(&mut all, dir)?;
    }
    Ok(all)
}
