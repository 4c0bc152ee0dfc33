//! The broadcast's PGN as a file (a shared folder, DGT LiveChess): replaced
//! whole (`files::replace`: written beside, then renamed over), so that a
//! reader polling at any moment reads the last whole game, never half.

use crate::shell::text::ShellMessages as _;
use std::path::{Path, PathBuf};

use crate::core::text::Text;
use crate::shell::files;
use crate::shell::text::ShellText;

pub struct BroadcastFile {
    /// Where it is shown to be written, as given.
    shown: PathBuf,
    /// Where it is written: the file a link at `shown` points to.
    path: PathBuf,
    /// The last write failed: the next change tries again, and says so
    /// when it works.
    failed: bool,
}

/// Why a broadcast file cannot be written where it is asked for.
#[derive(Debug)]
pub enum FileRefusal {
    /// Something stands there that is no file (a folder, a device, a pipe):
    /// it is never replaced.
    NotAFile(PathBuf),
    /// The game file, or a file annabella keeps beside it.
    GameFile(PathBuf),
    /// The folder cannot be made, or written in.
    Io(PathBuf, std::io::Error),
}

impl BroadcastFile {
    /// The file at `path`, checked before the game starts: a plain file or
    /// nothing (a link is followed to its file), never the game file or one
    /// beside it, in a folder where a file can be written.
    pub fn open(path: &Path, game: &Path) -> Result<BroadcastFile, FileRefusal> {
        let shown = path.to_path_buf();
        let target = match std::fs::canonicalize(path) {
            Ok(real) => {
                let plain = std::fs::metadata(&real).is_ok_and(|m| m.is_file());
                if !plain {
                    return Err(FileRefusal::NotAFile(shown));
                }
                real
            }
            // Nothing there yet (or a link to nothing): its folder's file.
            Err(_) => match std::fs::read_link(path) {
                Ok(to) => path.parent().map_or(to.clone(), |p| p.join(&to)),
                Err(_) => path.to_path_buf(),
            },
        };
        let game = resolved(game);
        let written = resolved(&target);
        if written
            .to_string_lossy()
            .starts_with(&*game.to_string_lossy())
        {
            return Err(FileRefusal::GameFile(shown));
        }
        probe(&target).map_err(|e| FileRefusal::Io(shown.clone(), e))?;
        Ok(BroadcastFile {
            shown,
            path: target,
            failed: false,
        })
    }

    /// The path as given (a link's, not its file's).
    pub fn shown(&self) -> &Path {
        &self.shown
    }

    pub fn failing(&self) -> bool {
        self.failed
    }

    /// Writes `text`; what to say, where the file failed or works again.
    pub fn write(&mut self, text: &str, t: &Text) -> Option<String> {
        let shown = self.shown.display().to_string();
        match replace(&self.path, text) {
            Ok(()) if self.failed => {
                self.failed = false;
                Some(t.broadcast_file_again(&shown))
            }
            Ok(()) => None,
            Err(_) if self.failed => None,
            Err(e) => {
                self.failed = true;
                Some(t.broadcast_file_failed(&shown, &t.io_problem(&e)))
            }
        }
    }
}

/// Where a path leads, whether or not its file exists yet: its folder
/// resolved by the system (links, `..`) where it exists, else the path
/// made absolute with `.` and `..` taken away as written.
fn resolved(path: &Path) -> PathBuf {
    if let Ok(real) = std::fs::canonicalize(path) {
        return real;
    }
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut out = PathBuf::new();
    for part in absolute.components() {
        match part {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    match (out.parent().map(std::fs::canonicalize), out.file_name()) {
        (Some(Ok(folder)), Some(name)) => folder.join(name),
        _ => out,
    }
}

/// Whether a file can be made beside `path`: its folder made, a file
/// written there and removed.
fn probe(path: &Path) -> std::io::Result<()> {
    let part = part_of(path);
    if let Some(folder) = part.parent() {
        // A file where a folder should be: said as such, not as the
        // system's "file exists".
        if folder.exists() && !folder.is_dir() {
            return Err(std::io::Error::from(std::io::ErrorKind::NotADirectory));
        }
        std::fs::create_dir_all(folder)?;
    }
    std::fs::File::create(&part)?;
    std::fs::remove_file(&part)
}

/// The probe's file, beside `path`: `board5.pgn.part`.
fn part_of(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".part");
    path.with_file_name(name)
}

/// `text` at `path`, replaced whole (the folder made where it is not):
/// never over something put there since that is no file.
fn replace(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)?;
    }
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return Err(std::io::Error::from(std::io::ErrorKind::IsADirectory));
    }
    files::replace(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_replaced_whole_and_its_failure_said_once() {
        let dir = tempfile::tempdir().unwrap();
        let t = crate::core::text::Lang::En.text();
        let game = dir.path().join("g.annabella");
        let path = dir.path().join("round3").join("board5.pgn");
        let mut file = BroadcastFile::open(&path, &game).unwrap();
        assert_eq!(file.write("1. e4 *\n", t), None);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. e4 *\n");
        assert!(!dir.path().join("round3/board5.pgn.part").exists());
        // A folder put where the file is, later: never replaced, said once.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        assert!(file.write("*", t).is_some());
        assert_eq!(file.write("*", t), None);
        assert!(path.is_dir());
        std::fs::remove_dir(&path).unwrap();
        assert!(file.write("*", t).is_some_and(|s| s.contains("board5.pgn")));
    }

    #[test]
    fn what_is_no_file_and_the_game_file_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let game = dir.path().join("g.annabella");
        std::fs::write(&game, "x").unwrap();
        // (A device is refused as a folder is; none is named here, so that
        // no fault of this test can ever write over one.)
        for refused in [
            dir.path().to_path_buf(),
            game.clone(),
            dir.path().join("g.annabella.log"),
            dir.path().join("sub").join("..").join("g.annabella"),
        ] {
            assert!(
                BroadcastFile::open(&refused, &game).is_err(),
                "{}",
                refused.display()
            );
        }
        // A link is followed: its file is written, the link stays.
        #[cfg(unix)]
        {
            let target = dir.path().join("target.pgn");
            std::fs::write(&target, "").unwrap();
            let link = dir.path().join("link.pgn");
            std::os::unix::fs::symlink(&target, &link).unwrap();
            let mut file = BroadcastFile::open(&link, &game).unwrap();
            file.write("*", crate::core::text::Lang::En.text());
            assert_eq!(std::fs::read_to_string(&target).unwrap(), "*");
            assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
        }
    }
}
