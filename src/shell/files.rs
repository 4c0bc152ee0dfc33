//! Files the program writes beside a game file (the envelope), written so
//! that nothing planted at their name is followed: the text goes to a new
//! temporary file in the same folder (created only if nothing is there, a
//! link included) and is then renamed over the name, which replaces a link
//! there instead of writing through it. A reader sees the old file or the
//! new one, never half of one.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes `bytes` as the file `path`, replacing what is there.
pub fn replace(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let folder = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no file name"))?;
    let (temp, mut file) = new_temp(folder, &name.to_string_lossy())?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .and_then(|()| std::fs::rename(&temp, path))
        .and_then(|()| sync_folder(folder));
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    written
}

/// Puts the folder's entries on disk: a new or renamed file's name is only
/// durable once its folder is synced. Unix only: Windows cannot open a
/// folder as a file (access denied), and there the file's own flush
/// (FlushFileBuffers, done by `sync_all`) is the durable step, since NTFS
/// journals its metadata.
#[cfg(unix)]
pub fn sync_folder(folder: &Path) -> io::Result<()> {
    File::open(folder)?.sync_all()
}

#[cfg(not(unix))]
pub fn sync_folder(_folder: &Path) -> io::Result<()> {
    Ok(())
}

/// A new file `.NAME.PID-N.tmp` in `folder`, made where nothing is.
fn new_temp(folder: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    for n in 0.. {
        let temp = folder.join(format!(".{name}.{}-{n}.tmp", std::process::id()));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && n < 100 => continue,
            Err(e) => return Err(e),
        }
    }
    unreachable!("the loop returns")
}

// Links are a Unix matter here.
#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_link_at_the_name_is_replaced_not_followed() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("precious.txt");
        std::fs::write(&target, "keep me").unwrap();
        let path = dir.path().join("game.envelope.txt");
        std::os::unix::fs::symlink(&target, &path).unwrap();
        replace(&path, b"envelope").unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "envelope");
        assert!(!std::fs::symlink_metadata(&path).unwrap().is_symlink());
        // Replaced again, and no temporary file is left.
        replace(&path, b"second").unwrap();
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }
}
