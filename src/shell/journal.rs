//! The game file: an append-only journal of records (an event and its time),
//! one JSON object a line after a header line. Every append is flushed to the disk (fsync) before the
//! program says anything about it, so a killed process loses nothing it
//! acknowledged.
//!
//! Recovery: a journal whose last lines are cut off or garbled (a crash in the
//! middle of a write, garbage appended) is cut back to its last whole event,
//! after a copy of the damaged file is kept beside it. Any other damage is an
//! error, and the file is left untouched.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::core::session::Record;

/// The first line of every game file.
pub const HEADER: &str = r#"{"annabella":"game journal","version":1}"#;

#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    #[error("{path}: {why}", path = .0.display(), why = .1)]
    Io(PathBuf, io::Error),
    /// Not a game file, or damaged other than at its end.
    #[error("{path}: {why}", path = .0.display(), why = .1)]
    Unreadable(PathBuf, Damage),
}

/// Why a file is no game file that can be resumed. Said in the user's
/// language (`ShellText::damage`); the English here is for logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    #[error("this is not an annabella game file (its first line is not the game-file header)")]
    NotAGameFile,
    #[error("line {0} is damaged, and whole events follow it: this is not a cut-off write")]
    Inside(usize),
    #[error("the file holds no game (no start event)")]
    NoGame,
}

pub struct Journal {
    file: File,
    path: PathBuf,
}

/// What was found at the path.
pub struct Opened {
    pub journal: Journal,
    pub records: Vec<Record>,
    /// Where the damaged file was copied, if its tail was cut off.
    pub repaired: Option<PathBuf>,
}

fn sync_dir(path: &Path) -> io::Result<()> {
    // The directory entry of a new file must be on disk too.
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    File::open(dir)?.sync_all()
}

impl Journal {
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Creates a new game file holding `first` (the start of the game).
    pub fn create(path: &Path, first: &Record) -> Result<Journal, JournalError> {
        let io = |e| JournalError::Io(path.to_path_buf(), e);
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(io)?;
        }
        let file = OpenOptions::new()
            .create_new(true)
            .append(true)
            .open(path)
            .map_err(io)?;
        let mut journal = Journal {
            file,
            path: path.to_path_buf(),
        };
        let mut text = String::from(HEADER);
        text.push('\n');
        text.push_str(&line(first));
        journal.write(&text).map_err(io)?;
        sync_dir(path).map_err(io)?;
        Ok(journal)
    }

    /// Opens an existing game file and reads its records, repairing a damaged tail.
    pub fn open(path: &Path) -> Result<Opened, JournalError> {
        let io = |e| JournalError::Io(path.to_path_buf(), e);
        let unreadable = |why: Damage| JournalError::Unreadable(path.to_path_buf(), why);
        let bytes = std::fs::read(path).map_err(io)?;
        let (records, good_len) = read_records(&bytes).map_err(unreadable)?;
        let mut repaired = None;
        if good_len < bytes.len() {
            let copy = free_name(path);
            std::fs::write(&copy, &bytes).map_err(io)?;
            File::open(&copy).and_then(|f| f.sync_all()).map_err(io)?;
            let f = OpenOptions::new().write(true).open(path).map_err(io)?;
            f.set_len(good_len as u64).map_err(io)?;
            f.sync_all().map_err(io)?;
            sync_dir(path).map_err(io)?;
            repaired = Some(copy);
        }
        let file = OpenOptions::new().append(true).open(path).map_err(io)?;
        Ok(Opened {
            journal: Journal {
                file,
                path: path.to_path_buf(),
            },
            records,
            repaired,
        })
    }

    /// Appends records and waits until they are on the disk.
    pub fn append(&mut self, records: &[Record]) -> io::Result<()> {
        if records.is_empty() {
            return Ok(());
        }
        let text: String = records.iter().map(line).collect();
        self.write(&text)
    }

    fn write(&mut self, text: &str) -> io::Result<()> {
        self.file.write_all(text.as_bytes())?;
        self.file.sync_data()
    }
}

fn line(record: &Record) -> String {
    let mut s = serde_json::to_string(record).expect("records serialize");
    s.push('\n');
    s
}

/// `PATH.damaged`, or `PATH.damaged-2`, … whichever does not exist yet.
fn free_name(path: &Path) -> PathBuf {
    let base = path.as_os_str().to_owned();
    (1..)
        .map(|n| {
            let mut name = base.clone();
            name.push(if n == 1 {
                ".damaged".to_string()
            } else {
                format!(".damaged-{n}")
            });
            PathBuf::from(name)
        })
        .find(|p| !p.exists())
        .expect("some name is free")
}

/// The records of a journal and the length of its sound part. A run of bad
/// lines at the end is a damaged tail (cut there); a bad line followed by a
/// good one is damage inside, and an error.
pub fn read_records(bytes: &[u8]) -> Result<(Vec<Record>, usize), Damage> {
    let header_end = bytes.iter().position(|b| *b == b'\n');
    match header_end {
        Some(n) if &bytes[..n] == HEADER.as_bytes() => {}
        _ => {
            return Err(Damage::NotAGameFile);
        }
    }
    let mut records = Vec::new();
    let mut good_len = header_end.unwrap_or(0) + 1;
    let mut offset = good_len;
    let mut first_bad: Option<usize> = None;
    let mut line_number = 1;
    while offset < bytes.len() {
        line_number += 1;
        let end = bytes[offset..]
            .iter()
            .position(|b| *b == b'\n')
            .map(|p| offset + p);
        let (text, next, whole) = match end {
            Some(e) => (&bytes[offset..e], e + 1, true),
            None => (&bytes[offset..], bytes.len(), false),
        };
        let parsed = whole
            .then(|| {
                std::str::from_utf8(text)
                    .ok()
                    .and_then(|t| serde_json::from_str::<Record>(t).ok())
            })
            .flatten();
        match (parsed, first_bad) {
            (Some(record), None) => {
                records.push(record);
                good_len = next;
            }
            (Some(_), Some(bad)) => {
                return Err(Damage::Inside(bad));
            }
            (None, None) => first_bad = Some(line_number),
            (None, Some(_)) => {}
        }
        offset = next;
    }
    if records.is_empty() {
        return Err(Damage::NoGame);
    }
    Ok((records, good_len))
}
