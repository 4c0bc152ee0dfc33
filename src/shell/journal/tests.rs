//! The journal against another program that changes its file under it:
//! nothing more is written there, the append is refused, and the game as
//! recorded is saved whole where it can be found.

use super::*;
use crate::core::clock::Stamp;
use crate::core::session::Event;

/// `open` once the lock is free. A process another test forks holds a copy
/// of every open file, and so its lock, until it runs its program: a file
/// closed here may be locked a moment longer.
fn when_unlocked<T>(open: impl Fn() -> Result<T, JournalError>) -> Result<T, JournalError> {
    let start = std::time::Instant::now();
    loop {
        match open() {
            Err(JournalError::Locked(_)) if start.elapsed().as_secs() < 5 => {
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            other => return other,
        }
    }
}

fn waited(at: i64) -> Record {
    Record {
        at: Stamp(at),
        event: Event::Waited,
    }
}

/// A journal of three records at `dir/game.annabella`.
fn journal(dir: &Path) -> (Journal, PathBuf) {
    let path = dir.join("game.annabella");
    let mut journal = Journal::create(&path, &waited(0)).unwrap();
    journal.append(&[waited(1), waited(2)]).unwrap();
    (journal, path)
}

fn count(bytes: &[u8]) -> usize {
    read_records(bytes).unwrap().records.len()
}

// Cut or written into by another program: on Windows the lock is
// mandatory and such a change is refused by the system itself.
#[cfg(unix)]
#[test]
fn a_file_cut_under_the_game_is_left_alone_and_the_game_saved_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let (mut journal, path) = journal(dir.path());
    let whole = std::fs::read(&path).unwrap();
    let file = OpenOptions::new().write(true).open(&path).unwrap();
    file.set_len(whole.len() as u64 - 5).unwrap();
    drop(file);
    let Err(AppendError::Lost { lost, first: true }) = journal.append(&[waited(3)]) else {
        panic!("the cut file was written to");
    };
    assert_eq!(lost.change, Change::Cut);
    let saved = lost.saved.as_ref().unwrap();
    assert_eq!(*saved, dir.path().join("game.annabella.saved"));
    assert_eq!(std::fs::read(saved).unwrap(), whole);
    // Nothing more is written, and each later append says so again.
    assert_eq!(std::fs::read(&path).unwrap(), whole[..whole.len() - 5]);
    let again = journal.append(&[waited(3)]);
    assert!(matches!(again, Err(AppendError::Lost { first: false, .. })));
    assert_eq!(std::fs::read(&path).unwrap().len(), whole.len() - 5);
    assert!(journal.lost().is_some());
}

#[cfg(unix)]
#[test]
fn a_file_written_into_by_another_program_is_not_written_after() {
    let dir = tempfile::tempdir().unwrap();
    let (mut journal, path) = journal(dir.path());
    let whole = std::fs::read(&path).unwrap();
    let mut other = OpenOptions::new().append(true).open(&path).unwrap();
    other.write_all(b"{\"someone\":\"else\"}\n").unwrap();
    drop(other);
    let Err(AppendError::Lost { lost, .. }) = journal.append(&[waited(3)]) else {
        panic!("the changed file was written to");
    };
    assert_eq!(lost.change, Change::Grown);
    assert_eq!(
        count(&std::fs::read(lost.saved.as_ref().unwrap()).unwrap()),
        3
    );
    assert_eq!(std::fs::read(&path).unwrap().len(), whole.len() + 19);
}

#[cfg(unix)]
#[test]
fn what_is_appended_after_a_resume_is_checked_too() {
    let dir = tempfile::tempdir().unwrap();
    let (journal, path) = journal(dir.path());
    drop(journal);
    let mut opened = when_unlocked(|| Journal::open(&path)).unwrap();
    opened.journal.append(&[waited(3)]).unwrap();
    let len = std::fs::metadata(&path).unwrap().len();
    OpenOptions::new()
        .write(true)
        .open(&path)
        .unwrap()
        .set_len(len - 1)
        .unwrap();
    let Err(AppendError::Lost { lost, .. }) = opened.journal.append(&[waited(4)]) else {
        panic!("the cut file was written to");
    };
    // The save holds the four records the resumed game acknowledged.
    assert_eq!(
        count(&std::fs::read(lost.saved.as_ref().unwrap()).unwrap()),
        4
    );
}

/// On Windows the file cannot be moved or removed while a game is in it.
#[cfg(windows)]
#[test]
fn an_open_game_file_cannot_be_moved_away() {
    let dir = tempfile::tempdir().unwrap();
    let (mut journal, path) = journal(dir.path());
    assert!(std::fs::rename(&path, dir.path().join("moved")).is_err());
    assert!(std::fs::remove_file(&path).is_err());
    journal.append(&[waited(3)]).unwrap();
}

#[cfg(unix)]
mod moved {
    use super::*;

    #[test]
    fn a_file_moved_away_is_saved_back_at_its_name() {
        let dir = tempfile::tempdir().unwrap();
        let (mut journal, path) = journal(dir.path());
        let whole = std::fs::read(&path).unwrap();
        let moved = dir.path().join("elsewhere.annabella");
        std::fs::rename(&path, &moved).unwrap();
        let Err(AppendError::Lost { lost, .. }) = journal.append(&[waited(3)]) else {
            panic!("the moved file was written to");
        };
        assert_eq!(lost.change, Change::Gone);
        #[cfg(target_os = "linux")]
        assert_eq!(lost.moved_to.as_deref(), Some(moved.as_path()));
        assert_eq!(lost.saved.as_deref().unwrap(), path.as_path());
        assert_eq!(std::fs::read(&path).unwrap(), whole);
        assert_eq!(std::fs::read(&moved).unwrap(), whole);
    }

    #[test]
    fn a_file_replaced_by_renaming_is_never_written_and_never_removed() {
        let dir = tempfile::tempdir().unwrap();
        let (mut journal, path) = journal(dir.path());
        let whole = std::fs::read(&path).unwrap();
        // An editor's save: a new file renamed over the name.
        let temp = dir.path().join(".game.swp");
        std::fs::write(&temp, b"edited").unwrap();
        std::fs::rename(&temp, &path).unwrap();
        let Err(AppendError::Lost { lost, .. }) = journal.append(&[waited(3)]) else {
            panic!("the replaced file was written to");
        };
        assert_eq!(lost.change, Change::Replaced);
        assert_eq!(lost.moved_to, None, "the old file has no name left");
        assert_eq!(std::fs::read(&path).unwrap(), b"edited");
        assert_eq!(std::fs::read(lost.saved.as_ref().unwrap()).unwrap(), whole);
    }

    #[test]
    fn a_file_removed_is_saved_back_at_its_name() {
        let dir = tempfile::tempdir().unwrap();
        let (mut journal, path) = journal(dir.path());
        std::fs::remove_file(&path).unwrap();
        let Err(AppendError::Lost { lost, .. }) = journal.append(&[waited(3)]) else {
            panic!("appended to a removed file");
        };
        assert_eq!((lost.change, lost.moved_to.clone()), (Change::Gone, None));
        assert_eq!(count(&std::fs::read(&path).unwrap()), 3);
    }
}

/// An empty file at the path is a start that never got written: taken
/// over under its lock, never removed; a file another journal holds is
/// refused, whatever it holds.
#[test]
fn a_new_game_takes_an_empty_file_only_under_its_lock() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.annabella");
    std::fs::write(&path, b"").unwrap();
    let first = Journal::create(&path, &waited(0)).unwrap();
    // Held by the first: refused, and the file is as it was.
    assert!(matches!(
        Journal::create(&path, &waited(0)),
        Err(JournalError::Locked(_))
    ));
    drop(first);
    let before = std::fs::read(&path).unwrap();
    assert_eq!(count(&before), 1);
    // Not held, but no longer empty: a game started elsewhere, never removed.
    let again = when_unlocked(|| Journal::create(&path, &waited(0)));
    assert!(
        matches!(again, Err(JournalError::StartedElsewhere(_))),
        "{:?}",
        again.as_ref().err()
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

/// What is no game file is refused after its first bytes: an endless
/// stream is refused, not read for ever.
#[test]
fn a_file_that_is_no_game_is_not_read_whole() {
    assert!(read_game_bytes(&mut io::repeat(b'x')).unwrap().is_none());
    let mut game = format!("\u{feff}{HEADER}\r\nrest").into_bytes();
    let read = read_game_bytes(&mut game.as_slice()).unwrap();
    assert_eq!(read.as_deref(), Some(game.as_slice()));
    game.truncate(10);
    assert!(read_game_bytes(&mut game.as_slice()).unwrap().is_none());
}

/// Written over in place, the length kept: found before the next append.
#[cfg(unix)]
#[test]
fn a_file_written_over_in_place_is_not_written_after() {
    let dir = tempfile::tempdir().unwrap();
    let (mut journal, path) = journal(dir.path());
    let mut bytes = std::fs::read(&path).unwrap();
    let at = bytes.len() - 10;
    bytes[at] ^= 1;
    std::os::unix::fs::FileExt::write_all_at(
        &OpenOptions::new().write(true).open(&path).unwrap(),
        &bytes[at..at + 1],
        at as u64,
    )
    .unwrap();
    let Err(AppendError::Lost { lost, .. }) = journal.append(&[waited(3)]) else {
        panic!("appended after an overwrite");
    };
    assert_eq!(lost.change, Change::Overwritten);
    assert_eq!(
        count(&std::fs::read(lost.saved.as_ref().unwrap()).unwrap()),
        3
    );
}

/// A change is found by a look, with nothing appended: once.
#[cfg(unix)]
#[test]
fn a_look_finds_a_change_with_nothing_appended() {
    let dir = tempfile::tempdir().unwrap();
    let (mut journal, path) = journal(dir.path());
    assert!(journal.check(true).is_none());
    std::fs::remove_file(&path).unwrap();
    let lost = journal.check(false).expect("the removal is found");
    assert_eq!(lost.change, Change::Gone);
    assert_eq!(count(&std::fs::read(&path).unwrap()), 3);
    assert!(journal.check(true).is_none(), "said once");
}
