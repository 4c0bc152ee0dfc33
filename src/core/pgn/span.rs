//! Where a game's text stands in its PGN file: what a list of games keeps
//! of each, to read it again later.

/// Where a game's text stands in its file: the bytes from `from` to `to`,
/// and the line `from` is on (from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FileSpan {
    pub from: u64,
    pub to: u64,
    pub(super) line: usize,
    /// A checksum of the text, where all of it was kept: a game read again
    /// with other bytes (its moves changed in place) is another game.
    pub(super) crc: Option<u32>,
}
