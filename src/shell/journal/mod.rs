//! The game file: an append-only journal of records (an event and its time),
//! one JSON object a line after a header line. Every append is flushed to
//! the disk (fsync) before the program says anything about it, so a killed
//! process loses nothing it acknowledged; an append that fails is cut back
//! off, so the file stays as it was before it.
//!
//! Each record carries its number and a checksum of its text and number
//! (`"n"` and `"crc"`, the last two fields of the line): a record changed,
//! moved, left out or written twice is found, and the file is refused, not
//! replayed as another game. Version 1 files, written before the checksum,
//! are still read; what is appended to them is checked.
//!
//! Recovery: a journal whose last lines are cut off or garbled (a crash in the
//! middle of a write, garbage appended) is cut back to its last whole event,
//! after a copy of the damaged file is kept beside it. Any other damage is an
//! error, and the file is left untouched.
//!
//! One program at a time: the file is locked while a game is played in it.
//! A new game file is made where nothing is (create-new), or taken over
//! where an empty file stands only once its lock is held and it is still
//! empty; nothing at the path is ever removed. The lock is advisory (only
//! annabella honours it), so before and after each append the journal
//! checks that the file at the path is still the one it writes and holds
//! what it wrote. If another program moved, replaced, cut or wrote into
//! it, nothing more is written there and nothing more is acknowledged: the
//! game as recorded is saved whole (back at the path where it is free,
//! else beside it), and the error says where.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use crate::core::session::Record;

mod guard;
mod said;
#[cfg(test)]
mod tests;

use guard::{holds, options, same_file, save, test_hold, where_now};
pub use said::Found;

/// The first line of every game file written now.
pub const HEADER: &str = r#"{"annabella":"game journal","version":2}"#;
/// The first line of game files written before records had checksums.
const HEADER_V1: &str = r#"{"annabella":"game journal","version":1}"#;

/// Why a game file cannot be used; said only through the catalogues.
#[derive(Debug)]
pub enum JournalError {
    Io(PathBuf, io::Error),
    /// Not a game file, or damaged other than at its end.
    Unreadable(PathBuf, Damage),
    /// Another program has the game open.
    Locked(PathBuf),
    /// A folder on the way to the game file is a file.
    NotAFolder(PathBuf),
    /// Something at the path that is no file: a folder, a device, a pipe.
    NotAFile(PathBuf),
    /// Another program started a game in the file at the same moment.
    StartedElsewhere(PathBuf),
    /// Another program changed the file while it was being opened.
    ChangedWhileOpened(PathBuf),
    /// The file was changed by another program while it was written.
    Changed(std::rc::Rc<Lost>),
}

/// What another program did to the game file under a running game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// Nothing is at its name any more: moved away or removed.
    Gone,
    /// Another file stands at its name (a save by renaming, a copy over it).
    Replaced,
    /// It is shorter than what was written to it.
    Cut,
    /// Something else was written into it.
    Grown,
    /// What was written was overwritten in place, the length kept.
    Overwritten,
}

impl Change {
    /// The word the sentences choose by.
    pub fn word(self) -> &'static str {
        match self {
            Change::Gone => "gone",
            Change::Replaced => "replaced",
            Change::Cut => "cut",
            Change::Grown => "grown",
            Change::Overwritten => "overwritten",
        }
    }
}

/// The game file is no longer the one being written.
#[derive(Debug)]
pub struct Lost {
    pub path: PathBuf,
    pub change: Change,
    /// Where the file is now, where the system can say (it was moved there).
    pub moved_to: Option<PathBuf>,
    /// Where the game as recorded was saved, or why it could not be.
    pub saved: Result<PathBuf, io::Error>,
}

/// Why records were not appended.
#[derive(Debug)]
pub enum AppendError {
    Io(io::Error),
    /// The file was changed by another program: nothing is written any
    /// more. `first` is true the one time it is found.
    Lost {
        lost: std::rc::Rc<Lost>,
        first: bool,
    },
}

impl From<io::Error> for AppendError {
    fn from(e: io::Error) -> AppendError {
        AppendError::Io(e)
    }
}

/// Why a file is no game file that can be resumed. Said in the user's
/// language (`said`); its Display is the English sentence, for logs. Lines
/// are counted from 1, the header being line 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Damage {
    NotAGameFile,
    /// A damaged line with whole events after it: no cut-off write.
    Inside(usize),
    NoGame,
    /// The record's checksum does not match its text: it was changed.
    Changed(usize),
    /// The record's number is not the next one: lines were moved, left out
    /// or written twice.
    OutOfOrder {
        line: usize,
        expected: u64,
        found: u64,
    },
    /// The record's time is before the one above it.
    TimeBackwards(usize),
}

/// What a game file holds.
#[derive(Debug)]
pub struct Contents {
    pub records: Vec<Record>,
    /// The length of the sound part: the whole file, or up to the damage at its end.
    pub sound: usize,
    /// The last record is whole but has no line break after it.
    pub open_line: bool,
}

pub struct Journal {
    file: File,
    path: PathBuf,
    /// The length of the file after the last append that succeeded.
    len: u64,
    /// The file's bytes as written: saved whole if another program changes it.
    written: Vec<u8>,
    /// The number the next record gets.
    next: u64,
    /// A failed append could not be cut back off yet.
    dirty: bool,
    /// Set once the file was found changed by another program.
    lost: Option<std::rc::Rc<Lost>>,
}

/// What was found at the path.
pub struct Opened {
    pub journal: Journal,
    pub records: Vec<Record>,
    /// Where the damaged file was copied, if its tail was cut off.
    pub repaired: Option<PathBuf>,
}

fn folder_of(path: &Path) -> &Path {
    path.parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

fn sync_dir(path: &Path) -> io::Result<()> {
    // The directory entry of a new file must be on disk too.
    super::files::sync_folder(folder_of(path))
}

/// Takes the lock of an open game file, or says who holds it.
fn lock(file: &File, path: &Path) -> Result<(), JournalError> {
    match file.try_lock() {
        Ok(()) => Ok(()),
        Err(TryLockError::WouldBlock) => Err(JournalError::Locked(path.to_path_buf())),
        Err(TryLockError::Error(e)) => Err(JournalError::Io(path.to_path_buf(), e)),
    }
}

/// Refuses a folder, a device or a pipe at the path (looked at before it is
/// opened: a pipe's opening may wait, a device takes writes and keeps none).
fn no_file_at(path: &Path) -> Result<(), JournalError> {
    match std::fs::metadata(path) {
        Ok(m) if !m.is_file() => Err(JournalError::NotAFile(path.to_path_buf())),
        _ => Ok(()),
    }
}

/// The first folder on the way to `path` that exists as something else.
fn file_in_the_way(path: &Path) -> Option<PathBuf> {
    path.ancestors()
        .skip(1)
        .filter(|a| !a.as_os_str().is_empty())
        .find(|a| std::fs::metadata(a).is_ok_and(|m| !m.is_dir()))
        .map(Path::to_path_buf)
}

impl Journal {
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Creates a new game file holding `first` (the start of the game):
    /// where nothing is, or in an empty file once it is locked and still
    /// empty (a start that never got written). A file another program
    /// holds, or one that gained a game meanwhile, is refused, not removed.
    pub fn create(path: &Path, first: &Record) -> Result<Journal, JournalError> {
        let io = |e| JournalError::Io(path.to_path_buf(), e);
        if let Some(blocker) = file_in_the_way(path) {
            return Err(JournalError::NotAFolder(blocker));
        }
        std::fs::create_dir_all(folder_of(path)).map_err(io)?;
        no_file_at(path)?;
        let file = match options().create_new(true).open(path) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                options().open(path).map_err(io)?
            }
            Err(e) => return Err(io(e)),
        };
        test_hold("created");
        lock(&file, path)?;
        let mut journal = Journal {
            file,
            path: path.to_path_buf(),
            len: 0,
            written: Vec::new(),
            next: 1,
            dirty: false,
            lost: None,
        };
        // Under the lock: still the file at the path, and still empty.
        if journal.change(false).is_some() {
            return Err(JournalError::StartedElsewhere(path.to_path_buf()));
        }
        // One write: a file is never left with a header and no game.
        let text = format!("{HEADER}\n{}", line(first, 1));
        journal.write(&text).map_err(|e| match e {
            AppendError::Io(e) => io(e),
            AppendError::Lost { .. } => JournalError::StartedElsewhere(path.to_path_buf()),
        })?;
        journal.next = 2;
        sync_dir(path).map_err(io)?;
        Ok(journal)
    }

    /// Opens an existing game file and reads its records, repairing a
    /// damaged tail. The file is locked first: what is read is what is
    /// appended to.
    pub fn open(path: &Path) -> Result<Opened, JournalError> {
        let io = |e| JournalError::Io(path.to_path_buf(), e);
        let unreadable = |why: Damage| JournalError::Unreadable(path.to_path_buf(), why);
        no_file_at(path)?;
        let mut file = options().open(path).map_err(io)?;
        lock(&file, path)?;
        let mut bytes = read_game_file(&mut file)
            .map_err(io)?
            .ok_or(unreadable(Damage::NotAGameFile))?;
        let contents = read_records(&bytes).map_err(unreadable)?;
        let mut repaired = None;
        if contents.sound < bytes.len() {
            let copy = keep_copy(path, &bytes, "damaged")?;
            file.set_len(contents.sound as u64).map_err(io)?;
            file.sync_all().map_err(io)?;
            repaired = Some(copy);
        }
        bytes.truncate(contents.sound);
        let mut journal = Journal {
            file,
            path: path.to_path_buf(),
            len: contents.sound as u64,
            written: bytes,
            next: contents.records.len() as u64 + 1,
            dirty: false,
            lost: None,
        };
        // What was read is the file at the path (not one moved away or
        // changed between opening and locking it).
        if journal.change(false).is_some() {
            return Err(JournalError::ChangedWhileOpened(path.to_path_buf()));
        }
        if contents.open_line {
            journal.write("\n").map_err(|e| match e {
                AppendError::Io(e) => io(e),
                AppendError::Lost { .. } => JournalError::ChangedWhileOpened(path.to_path_buf()),
            })?;
        }
        Ok(Opened {
            journal,
            records: contents.records,
            repaired,
        })
    }

    /// Appends records and waits until they are on the disk. If that fails
    /// (a full disk), the file is cut back to what it was and the records
    /// are not in the game. If the file at the path is not the one written
    /// before, or not after, the records are not in the game either, and
    /// nothing is written any more.
    pub fn append(&mut self, records: &[Record]) -> Result<(), AppendError> {
        if records.is_empty() {
            return Ok(());
        }
        let text: String = records
            .iter()
            .enumerate()
            .map(|(i, r)| line(r, self.next + i as u64))
            .collect();
        test_hold("append");
        self.write(&text)?;
        self.next += records.len() as u64;
        Ok(())
    }

    /// Whether the file was found changed by another program.
    pub fn lost(&self) -> Option<&Lost> {
        self.lost.as_deref()
    }

    fn write(&mut self, text: &str) -> Result<(), AppendError> {
        if let Some(lost) = &self.lost {
            return Err(AppendError::Lost {
                lost: lost.clone(),
                first: false,
            });
        }
        if self.dirty {
            self.cut_back()?;
        }
        if let Some(change) = self.change(true) {
            return Err(self.lose(change));
        }
        test_hold("checked");
        let written = self
            .file
            .write_all(text.as_bytes())
            .and_then(|()| self.file.sync_data());
        if let Err(e) = written {
            // What part of it reached the file must not stay there: a
            // later append after a fragment would damage the file inside.
            self.dirty = self.cut_back().is_err();
            return Err(e.into());
        }
        self.len += text.len() as u64;
        // Moved away while it was written: what went there is not said to
        // be recorded, since no one may find it at the path.
        if let Some(change) = self.change(false) {
            self.len -= text.len() as u64;
            return Err(self.lose(change));
        }
        self.written.extend_from_slice(text.as_bytes());
        Ok(())
    }

    fn cut_back(&mut self) -> io::Result<()> {
        self.file.set_len(self.len)?;
        self.file.sync_data()?;
        self.dirty = false;
        Ok(())
    }

    /// How the file at the path differs from the one written, if it does:
    /// another file or none at the path, another length, and (`whole`)
    /// other bytes than were written, as an overwrite in place leaves it.
    fn change(&self, whole: bool) -> Option<Change> {
        let ours = self.file.metadata().ok()?;
        match std::fs::metadata(&self.path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Some(Change::Gone),
            Ok(there) if !same_file(&ours, &there) => return Some(Change::Replaced),
            _ => {}
        }
        match ours.len() {
            n if n < self.len => Some(Change::Cut),
            n if n > self.len => Some(Change::Grown),
            _ if whole && !holds(&self.file, &self.written) => Some(Change::Overwritten),
            _ => None,
        }
    }

    /// Looks whether another program changed the file since the last
    /// append (`whole`: its bytes too, else its name and length). The first
    /// time it finds a change, it stops writing, saves the game as
    /// recorded and returns what happened; `None` after that, or if nothing
    /// changed. For a game in which nothing is appended for a while (and
    /// before the program ends), so that a change is found and the game
    /// saved even then.
    pub fn check(&mut self, whole: bool) -> Option<std::rc::Rc<Lost>> {
        if self.lost.is_some() {
            return None;
        }
        let change = self.change(whole)?;
        match self.lose(change) {
            AppendError::Lost { lost, .. } => Some(lost),
            AppendError::Io(_) => None,
        }
    }

    /// Stops writing, and saves the game as recorded: back at the path
    /// where nothing stands there now, else beside it.
    fn lose(&mut self, change: Change) -> AppendError {
        let moved_to = matches!(change, Change::Gone | Change::Replaced)
            .then(|| where_now(&self.file))
            .flatten()
            .filter(|p| *p != self.path);
        // Nothing acknowledged yet (a start whose file went at once): no
        // empty copy is made.
        let saved = if self.written.is_empty() {
            Err(io::Error::other("nothing was recorded yet"))
        } else {
            save(&self.path, &self.written)
        };
        let lost = std::rc::Rc::new(Lost {
            path: self.path.clone(),
            change,
            moved_to,
            saved,
        });
        self.lost = Some(lost.clone());
        AppendError::Lost { lost, first: true }
    }
}

/// A record as a line: its JSON with its number and checksum added as the
/// last two fields.
fn line(record: &Record, n: u64) -> String {
    let json = serde_json::to_string(record).expect("records serialize");
    let body = json.strip_suffix('}').expect("a record is a JSON object");
    format!(
        "{body},\"n\":{n},\"crc\":\"{:08x}\"}}\n",
        checksum(&json, n)
    )
}

/// The checksum of a record's JSON and its number.
fn checksum(json: &str, n: u64) -> u32 {
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(n.to_string().as_bytes());
    hasher.update(b":");
    hasher.update(json.as_bytes());
    hasher.finalize()
}

/// A line's record JSON, number and checksum, if it ends in the two fields
/// `line` adds; `None` for a line written before records had them.
fn checked_parts(text: &str) -> Option<(String, u64, u32)> {
    let body = text.strip_suffix("\"}")?;
    let (body, crc) = body.rsplit_once(",\"crc\":\"")?;
    let (body, n) = body.rsplit_once(",\"n\":")?;
    let n: u64 = n.parse().ok()?;
    let crc = u32::from_str_radix(crc, 16)
        .ok()
        .filter(|_| crc.len() == 8)?;
    Some((format!("{body}}}"), n, crc))
}

/// Copies a file's bytes to `PATH.SUFFIX` (or `-2`, `-3` …), never over
/// anything there, a link included.
fn keep_copy(path: &Path, bytes: &[u8], suffix: &str) -> Result<PathBuf, JournalError> {
    let base = path.as_os_str().to_owned();
    for n in 1.. {
        let mut name = base.clone();
        name.push(if n == 1 {
            format!(".{suffix}")
        } else {
            format!(".{suffix}-{n}")
        });
        let copy = PathBuf::from(name);
        let io = |e| JournalError::Io(copy.clone(), e);
        match OpenOptions::new().write(true).create_new(true).open(&copy) {
            Ok(mut f) => {
                f.write_all(bytes).and_then(|()| f.sync_all()).map_err(io)?;
                sync_dir(&copy).map_err(io)?;
                return Ok(copy);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(io(e)),
        }
    }
    unreachable!("some name is free")
}

/// A game file's bytes, read whole only once its first bytes are a game
/// file's header: a film or a disk image given as a game is refused
/// after a few bytes, not read into memory. `None` for no game file.
pub fn read_game_bytes(from: &mut impl Read) -> io::Result<Option<Vec<u8>>> {
    let mut start = Vec::new();
    // The header, a byte-order mark before it and a CR after it.
    from.by_ref()
        .take(HEADER.len() as u64 + 5)
        .read_to_end(&mut start)?;
    let body = start.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&start);
    if ![HEADER, HEADER_V1]
        .iter()
        .any(|h| body.starts_with(h.as_bytes()))
    {
        return Ok(None);
    }
    let most = crate::shell::bounded::GAME_FILE_BYTES;
    from.take(most + 1 - start.len() as u64)
        .read_to_end(&mut start)?;
    crate::shell::bounded::within(start.len() as u64, most)?;
    Ok(Some(start))
}

/// [`read_game_bytes`] of an open game file: one larger than a game file
/// can be ([`GAME_FILE_BYTES`](crate::shell::bounded::GAME_FILE_BYTES)) is
/// refused with its size before a byte is read.
pub fn read_game_file(file: &mut File) -> io::Result<Option<Vec<u8>>> {
    crate::shell::bounded::within(
        file.metadata()?.len(),
        crate::shell::bounded::GAME_FILE_BYTES,
    )?;
    read_game_bytes(file)
}

/// The records of a journal and the length of its sound part. A run of bad
/// lines at the end is a damaged tail (cut there); a bad line followed by a
/// good one is damage inside, and an error. A record changed, out of its
/// order or going back in time is an error wherever it is. A UTF-8 byte-order
/// mark and CRLF line ends (an editor's, a Windows copy's) are read as if
/// they were not there.
pub fn read_records(bytes: &[u8]) -> Result<Contents, Damage> {
    let start = if bytes.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    let header_end = bytes[start..]
        .iter()
        .position(|b| *b == b'\n')
        .map(|p| start + p)
        .ok_or(Damage::NotAGameFile)?;
    let header = &bytes[start..header_end];
    let header = header.strip_suffix(b"\r").unwrap_or(header);
    let checked_only = match header {
        h if h == HEADER.as_bytes() => true,
        h if h == HEADER_V1.as_bytes() => false,
        _ => return Err(Damage::NotAGameFile),
    };
    let mut records: Vec<Record> = Vec::new();
    let mut sound = header_end + 1;
    let mut open_line = false;
    let mut offset = sound;
    let mut first_bad: Option<usize> = None;
    let mut line_number = 1;
    while offset < bytes.len() {
        line_number += 1;
        let end = bytes[offset..]
            .iter()
            .position(|b| *b == b'\n')
            .map(|p| offset + p);
        let (text, next) = match end {
            Some(e) => (&bytes[offset..e], e + 1),
            None => (&bytes[offset..], bytes.len()),
        };
        let (record, number) = match parse_line(text, checked_only) {
            Parsed::Record(record, number) => (record, number),
            Parsed::Changed => return Err(Damage::Changed(line_number)),
            Parsed::Bad => {
                first_bad.get_or_insert(line_number);
                offset = next;
                continue;
            }
        };
        if let Some(bad) = first_bad {
            return Err(Damage::Inside(bad));
        }
        let expected = records.len() as u64 + 1;
        if let Some(found) = number.filter(|n| *n != expected) {
            return Err(Damage::OutOfOrder {
                line: line_number,
                expected,
                found,
            });
        }
        if records.last().is_some_and(|last| record.at < last.at) {
            return Err(Damage::TimeBackwards(line_number));
        }
        records.push(record);
        sound = next;
        open_line = end.is_none();
        offset = next;
    }
    if records.is_empty() {
        return Err(Damage::NoGame);
    }
    Ok(Contents {
        records,
        sound,
        open_line,
    })
}

/// What one line of the file holds.
enum Parsed {
    /// A record, with its number if the line has one.
    Record(Record, Option<u64>),
    /// A whole line whose checksum does not match, or (in a file whose
    /// records all have one) a record without its checksum.
    Changed,
    /// Not a record: cut off or garbled.
    Bad,
}

fn parse_line(text: &[u8], checked_only: bool) -> Parsed {
    let Ok(text) = std::str::from_utf8(text) else {
        return Parsed::Bad;
    };
    let text = text.strip_suffix('\r').unwrap_or(text);
    match checked_parts(text) {
        Some((json, n, crc)) if checksum(&json, n) == crc => {
            match serde_json::from_str::<Record>(&json) {
                Ok(record) => Parsed::Record(record, Some(n)),
                Err(_) => Parsed::Bad,
            }
        }
        // Whole JSON, but not what was written: changed, not cut off.
        Some(_) if serde_json::from_str::<serde_json::Value>(text).is_ok() => Parsed::Changed,
        Some(_) => Parsed::Bad,
        None => match serde_json::from_str::<Record>(text) {
            Ok(_) if checked_only => Parsed::Changed,
            Ok(record) => Parsed::Record(record, None),
            Err(_) => Parsed::Bad,
        },
    }
}
