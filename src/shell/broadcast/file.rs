//! The broadcast's PGN as a file (a shared folder, DGT LiveChess): written
//! whole beside itself and renamed over the old one, so that a reader
//! polling at any moment reads the last whole game, never half of one.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::core::text::Text;

pub struct BroadcastFile {
    path: PathBuf,
    /// The last write failed: the next change tries again, and says so
    /// when it works.
    failed: bool,
}

impl BroadcastFile {
    pub fn new(path: PathBuf) -> BroadcastFile {
        BroadcastFile {
            path,
            failed: false,
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn failing(&self) -> bool {
        self.failed
    }

    /// Writes `text`; what to say, where the file failed or works again.
    pub fn write(&mut self, text: &str, t: &Text) -> Option<String> {
        let shown = self.path.display().to_string();
        match replace(&self.path, text) {
            Ok(()) if self.failed => {
                self.failed = false;
                Some(t.broadcast_file_again(&shown))
            }
            Ok(()) => None,
            Err(_) if self.failed => None,
            Err(e) => {
                self.failed = true;
                Some(t.broadcast_file_failed(&shown, &e.to_string()))
            }
        }
    }
}

/// `text` at `path`, replaced whole: a temporary file in the same folder,
/// flushed to the disk, then renamed over it (atomic on one file system).
fn replace(path: &Path, text: &str) -> std::io::Result<()> {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&folder)?;
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".part");
    let part = folder.join(name);
    let mut f = std::fs::File::create(&part)?;
    f.write_all(text.as_bytes())?;
    f.sync_all()?;
    drop(f);
    std::fs::rename(&part, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_replaced_whole_and_its_failure_said_once() {
        let dir = tempfile::tempdir().unwrap();
        let t = crate::core::text::Lang::En.text();
        let path = dir.path().join("round3").join("board5.pgn");
        let mut file = BroadcastFile::new(path.clone());
        assert_eq!(file.write("1. e4 *\n", t), None);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. e4 *\n");
        assert!(!dir.path().join("round3/board5.pgn.part").exists());
        // A folder where the file should be: it cannot be written.
        let blocked = dir.path().join("blocked");
        std::fs::create_dir_all(blocked.join("x.pgn")).unwrap();
        let mut file = BroadcastFile::new(blocked.join("x.pgn"));
        assert!(file.write("*", t).is_some());
        assert_eq!(file.write("*", t), None);
        std::fs::remove_dir(blocked.join("x.pgn")).unwrap();
        assert!(file.write("*", t).is_some_and(|s| s.contains("x.pgn")));
    }
}
