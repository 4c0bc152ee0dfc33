//! What is read from outside, read within a stated bound: a file given by
//! name is a file (not a device, a pipe or a socket, which never end or
//! never begin) of at most so many bytes, and a line of another program or
//! a device is at most so long. Past the bound the read is refused with a
//! [`ReadRefusal`], carried inside the `io::Error`, so that every place that
//! says a file's problem says this one too, with the sizes.

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, Read};
use std::path::Path;

/// The largest settings file (the defaults, with every comment, are 14 KB).
pub const SETTINGS_BYTES: u64 = 1 << 20;
/// The largest vocabulary (a built-in one is about 2 KB).
pub const VOCABULARY_BYTES: u64 = 256 << 10;
/// The most vocabularies read from one folder.
pub const VOCABULARY_FILES: usize = 100;
/// The largest list of boards for the arbiter (a line is about 30 bytes).
pub const BOARDS_BYTES: u64 = 1 << 20;
/// The largest clip of the built-in voice (a word; the largest shipped is
/// about 60 KB).
pub const CLIP_BYTES: u64 = 4 << 20;
/// The largest game file: a game of 600 moves with every event is under
/// 1 MB.
pub const GAME_FILE_BYTES: u64 = 16 << 20;
/// The longest line an engine may send: Stockfish's longest, an `info`
/// with a long line of moves, is under 2 KB.
pub const ENGINE_LINE_BYTES: usize = 64 << 10;
/// The most bytes a serial e-board is read at in a second: a DGT board
/// sends a few hundred; a device that floods the port is read no faster,
/// so that what waits for the game's loop stays small.
pub const EBOARD_BYTES_PER_SECOND: usize = 16 << 10;

/// Why something read from outside is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadRefusal {
    /// A device, a pipe or a socket where a file is expected.
    NotAFile,
    /// Larger than the bound: its size (as far as it was read) and the bound.
    TooLarge { size: u64, most: u64 },
    /// A folder with more files of a kind than are read from one.
    TooManyFiles { count: usize, most: usize },
}

impl fmt::Display for ReadRefusal {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ReadRefusal::NotAFile => write!(f, "not a file"),
            ReadRefusal::TooLarge { size, most } => write!(f, "{size} bytes, over {most}"),
            ReadRefusal::TooManyFiles { count, most } => write!(f, "{count} files, over {most}"),
        }
    }
}

impl std::error::Error for ReadRefusal {}

impl From<ReadRefusal> for io::Error {
    fn from(r: ReadRefusal) -> io::Error {
        io::Error::new(io::ErrorKind::InvalidData, r)
    }
}

/// `size` within `most`, else refused with both.
pub fn within(size: u64, most: u64) -> io::Result<()> {
    if size > most {
        return Err(ReadRefusal::TooLarge { size, most }.into());
    }
    Ok(())
}

/// Opens without waiting: a pipe's opening waits for the other end, and a
/// pipe is refused once open. (A file's reads and writes are not changed.)
fn never_waiting(options: &mut OpenOptions) -> &mut OpenOptions {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options
}

/// The refusal an error carries, if it is one.
pub fn refusal(error: &io::Error) -> Option<&ReadRefusal> {
    error.get_ref()?.downcast_ref::<ReadRefusal>()
}

/// Opens `path` for reading where it is a file, with its length; a folder
/// is the system's own error, anything else that is no file a
/// [`ReadRefusal::NotAFile`]. A pipe is opened without waiting for a writer.
pub fn open_file(path: &Path) -> io::Result<(File, u64)> {
    let file = never_waiting(OpenOptions::new().read(true)).open(path)?;
    let meta = file.metadata()?;
    if meta.is_dir() {
        return Err(io::ErrorKind::IsADirectory.into());
    }
    if !meta.is_file() {
        return Err(ReadRefusal::NotAFile.into());
    }
    Ok((file, meta.len()))
}

/// Opens `path` to append to, made where nothing is; a device, a pipe or
/// a socket there is refused, never waited on (a pipe's opening waits for
/// a reader) or written to.
pub fn append_file(path: &Path) -> io::Result<File> {
    let file = never_waiting(OpenOptions::new().create(true).append(true)).open(path)?;
    if !file.metadata()?.is_file() {
        return Err(ReadRefusal::NotAFile.into());
    }
    Ok(file)
}

/// The bytes of the file at `path`, at most `most` of them, else refused.
pub fn read_file(path: &Path, most: u64) -> io::Result<Vec<u8>> {
    let (file, len) = open_file(path)?;
    read_at_most(file, len, most)
}

/// The rest of an open file of `len` bytes, at most `most`, else refused:
/// a file that grows while it is read is refused at the bound too.
pub fn read_at_most(file: impl Read, len: u64, most: u64) -> io::Result<Vec<u8>> {
    within(len, most)?;
    let mut bytes = Vec::with_capacity(len as usize);
    file.take(most + 1).read_to_end(&mut bytes)?;
    within(bytes.len() as u64, most)?;
    Ok(bytes)
}

/// The text of the file at `path` (UTF-8), at most `most` bytes.
pub fn read_text(path: &Path, most: u64) -> io::Result<String> {
    String::from_utf8(read_file(path, most)?)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
}

/// One line read.
#[derive(Debug, PartialEq, Eq)]
pub enum ReadLine {
    /// A line, in the buffer (with its line break, where it had one).
    Read,
    /// The end: nothing more.
    End,
    /// A line longer than the bound: what was read of it is dropped, and
    /// the rest of it is not read.
    TooLong,
}

/// Reads one line into `line` (emptied first), at most `most` bytes of it.
pub fn read_line(from: &mut impl BufRead, line: &mut Vec<u8>, most: usize) -> io::Result<ReadLine> {
    line.clear();
    loop {
        let buffer = match from.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            return Ok(if line.is_empty() {
                ReadLine::End
            } else {
                ReadLine::Read
            });
        }
        let (taken, ended) = match buffer.iter().position(|b| *b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buffer.len(), false),
        };
        if line.len() + taken > most + 1 {
            line.clear();
            return Ok(ReadLine::TooLong);
        }
        line.extend_from_slice(&buffer[..taken]);
        from.consume(taken);
        if ended {
            return Ok(ReadLine::Read);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_past_its_bound_is_refused_with_its_size() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.toml");
        std::fs::write(&path, vec![b'x'; 2048]).unwrap();
        assert_eq!(read_file(&path, 2048).unwrap().len(), 2048);
        let e = read_file(&path, 2047).unwrap_err();
        assert_eq!(
            refusal(&e),
            Some(&ReadRefusal::TooLarge {
                size: 2048,
                most: 2047
            })
        );
    }

    #[test]
    fn a_sparse_file_is_refused_by_its_length_before_a_byte_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sparse.pgn");
        let file = File::create(&path).unwrap();
        file.set_len(1 << 40).unwrap();
        let e = read_file(&path, SETTINGS_BYTES).unwrap_err();
        assert!(matches!(
            refusal(&e),
            Some(ReadRefusal::TooLarge { size, .. }) if *size == 1 << 40
        ));
    }

    #[cfg(unix)]
    #[test]
    fn devices_and_pipes_are_refused_without_waiting() {
        let e = read_file(Path::new("/dev/zero"), SETTINGS_BYTES).unwrap_err();
        assert_eq!(refusal(&e), Some(&ReadRefusal::NotAFile));
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid C string, a plain mode.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        let e = read_file(&fifo, SETTINGS_BYTES).unwrap_err();
        assert_eq!(refusal(&e), Some(&ReadRefusal::NotAFile));
        let e = read_file(dir.path(), SETTINGS_BYTES).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::IsADirectory);
        // Nor appended to: a pipe without a reader is not waited on.
        let e = append_file(&fifo).unwrap_err();
        assert!(
            refusal(&e) == Some(&ReadRefusal::NotAFile) || e.raw_os_error() == Some(libc::ENXIO)
        );
        let e = append_file(Path::new("/dev/full")).unwrap_err();
        assert_eq!(refusal(&e), Some(&ReadRefusal::NotAFile));
        append_file(&dir.path().join("log")).unwrap();
    }

    #[test]
    fn lines_are_read_up_to_their_bound() {
        let text = b"short\nexactly10\n0123456789x\nlast";
        let mut from = io::BufReader::with_capacity(4, &text[..]);
        let mut line = Vec::new();
        assert_eq!(read_line(&mut from, &mut line, 10).unwrap(), ReadLine::Read);
        assert_eq!(line, b"short\n");
        assert_eq!(read_line(&mut from, &mut line, 10).unwrap(), ReadLine::Read);
        assert_eq!(line, b"exactly10\n");
        assert_eq!(
            read_line(&mut from, &mut line, 10).unwrap(),
            ReadLine::TooLong
        );
        assert!(line.is_empty());
    }

    #[test]
    fn an_endless_line_costs_no_more_than_its_bound() {
        let mut endless = io::BufReader::new(io::repeat(b'a'));
        let mut line = Vec::new();
        assert_eq!(
            read_line(&mut endless, &mut line, ENGINE_LINE_BYTES).unwrap(),
            ReadLine::TooLong
        );
        assert!(line.capacity() <= 2 * ENGINE_LINE_BYTES + 8192);
    }
}
