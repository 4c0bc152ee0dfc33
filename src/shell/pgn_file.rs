//! A PGN file from elsewhere, read as a stream: its games are listed in one
//! pass that holds a game at a time, and a game is read again from its
//! place in the file when it is opened. A file of 200 MB or 100,000 games
//! is never in memory whole.

use std::cell::RefCell;
use std::fs::File;
use std::io::{self, BufReader, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::core::pgn::{self, FileSpan, GameText, Summary};

use crate::shell::failure::Failure;

/// A PGN file whose games were listed.
#[derive(Debug)]
pub struct PgnFile {
    path: PathBuf,
}

impl GameText for PgnFile {
    /// The game's bytes, all of them: a file cut or replaced by a pipe
    /// since it was listed is an error (the game is said to be changed).
    fn read(&self, at: &FileSpan) -> io::Result<Vec<u8>> {
        if !std::fs::metadata(&self.path)?.is_file() {
            return Err(io::ErrorKind::InvalidInput.into());
        }
        // The core refused it already where it was chosen; the allocation
        // below has its bound here too, whoever asks.
        let size = at.to.saturating_sub(at.from);
        crate::shell::bounded::within(size, pgn::MOST_GAME_BYTES)?;
        let (mut file, _) = crate::shell::bounded::open_file(&self.path)?;
        file.seek(SeekFrom::Start(at.from))?;
        let mut text = vec![0; size as usize];
        file.read_exact(&mut text)?;
        Ok(text)
    }
}

/// The games of the file at `path`, and the file to read them again from.
pub fn list(path: &Path) -> Result<(Vec<Summary>, Rc<PgnFile>), Failure> {
    // Looked at before it is opened: a folder opens on some systems, a
    // pipe's opening waits for a writer, a device (/dev/zero) never ends,
    // and none can be read again from a game's place.
    let kind = std::fs::metadata(path).map_err(|e| Failure::io(path, e))?;
    if !kind.is_file() {
        return Err(Failure::NotAFile(path.to_path_buf()));
    }
    let file = File::open(path).map_err(|e| Failure::io(path, e))?;
    let failed = Rc::new(RefCell::new(None));
    // As long as the file says it is: a file of the kernel's that says
    // nothing (/proc/kmsg) is read as empty, not waited on or read for ever.
    let games = pgn::list_games(Noting {
        inner: BufReader::with_capacity(1 << 16, Bounded::new(file, kind.len())),
        failed: failed.clone(),
    });
    if let Some(e) = failed.take() {
        return Err(Failure::io(path, e));
    }
    let file = PgnFile {
        path: path.to_path_buf(),
    };
    Ok((games, Rc::new(file)))
}

/// A file read no further than the length it had when it was opened.
struct Bounded {
    file: File,
    len: u64,
}

impl Bounded {
    fn new(file: File, len: u64) -> Bounded {
        Bounded { file, len }
    }
}

impl Read for Bounded {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let at = self.file.stream_position()?;
        let room = self.len.saturating_sub(at).min(buf.len() as u64) as usize;
        self.file.read(&mut buf[..room])
    }
}

impl Seek for Bounded {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        self.file.seek(to)
    }
}

/// A reader that keeps its first error: the reader of games takes an error
/// for the end of the file, and the user must hear it was not.
struct Noting<R> {
    inner: R,
    failed: Rc<RefCell<Option<io::Error>>>,
}

impl<R: Seek> Seek for Noting<R> {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        self.inner.seek(to)
    }
}

impl<R: Read> Read for Noting<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let read = self.inner.read(buf);
        if let Err(e) = &read
            && e.kind() != io::ErrorKind::Interrupted
        {
            let mut failed = self.failed.borrow_mut();
            if failed.is_none() {
                *failed = Some(io::Error::new(e.kind(), e.to_string()));
            }
        }
        read
    }
}
