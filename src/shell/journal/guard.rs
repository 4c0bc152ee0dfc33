//! The journal's guard against other programs: how the game file is
//! opened, how it is known to be still the file at its path, and where the
//! game goes when it is not.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::{JournalError, keep_copy, sync_dir};

/// How game files are opened: to read and append. On Windows others may
/// read and write it but not rename or remove it while it is open.
pub(super) fn options() -> OpenOptions {
    let mut options = OpenOptions::new();
    options.read(true).append(true);
    #[cfg(windows)]
    {
        use std::os::windows::fs::OpenOptionsExt;
        // FILE_SHARE_READ | FILE_SHARE_WRITE: no FILE_SHARE_DELETE.
        options.share_mode(0x1 | 0x2);
    }
    options
}

#[cfg(unix)]
pub(super) fn same_file(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    (a.dev(), a.ino()) == (b.dev(), b.ino())
}

/// On Windows the open file cannot be renamed or removed (see `options`),
/// so the file at the path is the one open.
#[cfg(not(unix))]
pub(super) fn same_file(_: &std::fs::Metadata, _: &std::fs::Metadata) -> bool {
    true
}

/// Whether the open file holds exactly `bytes` (read at their places,
/// not moving where appends go).
pub(super) fn holds(file: &File, bytes: &[u8]) -> bool {
    let mut there = vec![0; bytes.len()];
    read_at(file, &mut there).is_ok() && there == bytes
}

#[cfg(unix)]
fn read_at(file: &File, buf: &mut [u8]) -> io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, 0)
}

#[cfg(windows)]
fn read_at(file: &File, buf: &mut [u8]) -> io::Result<()> {
    use std::os::windows::fs::FileExt;
    let mut at = 0;
    while at < buf.len() {
        match file.seek_read(&mut buf[at..], at as u64)? {
            0 => return Err(io::ErrorKind::UnexpectedEof.into()),
            n => at += n,
        }
    }
    Ok(())
}

/// Where an open file is now, where the system says (Linux).
pub(super) fn where_now(file: &File) -> Option<PathBuf> {
    #[cfg(target_os = "linux")]
    {
        use std::os::fd::AsRawFd;
        let link = std::fs::read_link(format!("/proc/self/fd/{}", file.as_raw_fd())).ok()?;
        // A removed file's name ends so.
        (!link.to_string_lossy().ends_with(" (deleted)")).then_some(link)
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = file;
        None
    }
}

/// Writes the game as recorded to a new file: at `path` where nothing is
/// there, else at `PATH.saved` (or `-2`, `-3` …), never over anything.
pub(super) fn save(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    match OpenOptions::new().write(true).create_new(true).open(path) {
        Ok(mut f) => {
            f.write_all(bytes).and_then(|()| f.sync_all())?;
            sync_dir(path)?;
            Ok(path.to_path_buf())
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => keep_copy(path, bytes, "saved")
            .map_err(|e| match e {
                JournalError::Io(_, e) => e,
                other => io::Error::other(other.to_string()),
            }),
        Err(e) => Err(e),
    }
}

/// A test's hold on the program at a named point: it waits while the file
/// `ANNABELLA_TEST_HOLD_FILE` exists (a minute at most), when
/// `ANNABELLA_TEST_HOLD` names the point, and says it is there by making
/// `ANNABELLA_TEST_HOLD_FILE.held`. Races with another program are
/// reproduced so, not hoped for. Unset, it costs one look at the
/// environment, nothing beside an append's disk write.
pub(super) fn test_hold(point: &str) {
    if std::env::var_os("ANNABELLA_TEST_HOLD").is_some_and(|p| p == point)
        && let Some(flag) = std::env::var_os("ANNABELLA_TEST_HOLD_FILE")
    {
        let mut held = flag.clone();
        held.push(".held");
        let _ = File::create(&held);
        let started = std::time::Instant::now();
        while Path::new(&flag).exists() && started.elapsed().as_secs() < 60 {
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }
}
