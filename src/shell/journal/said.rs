//! How the game file's troubles are said: why a file cannot be used, why
//! an entry was not recorded, and what another program did to the file
//! under a running game. Said only through the catalogues; each Display is
//! the English sentence, for logs and tests.

use std::path::Path;

use super::{AppendError, Damage, JournalError, Lost};
use crate::core::text::Text;
use crate::shell::text::{ShellMessages as _, ShellText as _, say};

/// What found that another program changed the game file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// An entry about to be recorded (it is not).
    Entry,
    /// A look with nothing entered.
    Look,
    /// The look as the program ends.
    End,
}

impl JournalError {
    /// Why, in `t`'s language, as a sentence that names the file.
    pub fn said(&self, t: &Text) -> String {
        let shown = |path: &Path| path.display().to_string();
        match self {
            JournalError::Io(path, e) => t.file_problem(&shown(path), e),
            JournalError::Unreadable(path, why) => t.journal_unreadable(&shown(path), &why.said(t)),
            JournalError::Locked(path) => t.journal_locked(&shown(path)),
            JournalError::NotAFolder(path) => t.not_a_folder(&shown(path)),
            JournalError::NotAFile(path) => t.not_a_file(&shown(path)),
            JournalError::StartedElsewhere(path) => t.started_elsewhere(&shown(path)),
            JournalError::ChangedWhileOpened(path) => t.changed_while_opened(&shown(path)),
            JournalError::Changed(lost) => lost.said(t, Found::End).join(" "),
        }
    }
}
crate::core::said_in_english!(JournalError);

impl AppendError {
    /// Why, in `t`'s language: the entry was not recorded.
    pub fn said(&self, t: &Text) -> String {
        match self {
            AppendError::Io(e) => t.not_saved(e),
            AppendError::Lost { lost, .. } => lost.said_again(t, Found::Entry),
        }
    }
}
crate::core::said_in_english!(AppendError);

impl Damage {
    /// Why, in `t`'s language, as a clause (`damage-…` messages).
    pub fn said(&self, t: &Text) -> String {
        let mut args = fluent_bundle::FluentArgs::new();
        let id = match self {
            Damage::NotAGameFile => "damage-not-a-game-file",
            Damage::Inside(line) => {
                args.set("line", line.to_string());
                "damage-inside"
            }
            Damage::NoGame => "damage-no-game",
            Damage::Changed(line) => {
                args.set("line", line.to_string());
                "damage-changed"
            }
            Damage::OutOfOrder {
                line,
                expected,
                found,
            } => {
                args.set("line", line.to_string());
                args.set("expected", expected.to_string());
                args.set("found", found.to_string());
                "damage-out-of-order"
            }
            Damage::TimeBackwards(line) => {
                args.set("line", line.to_string());
                "damage-time-backwards"
            }
        };
        t.message(id, &args)
    }
}

crate::core::said_in_english!(Damage);

impl Lost {
    /// What happened, where the game is now, how to go on, a sentence
    /// each; `when` says what found it.
    pub fn said(&self, t: &Text, when: Found) -> Vec<String> {
        let lost = self;
        let path = lost.path.display().to_string();
        let mut out = vec![say(
            t,
            "journal-lost",
            [("path", path.as_str()), ("change", lost.change.word())],
        )];
        if let Some(moved) = &lost.moved_to {
            out.push(say(
                t,
                "journal-lost-moved",
                [("moved", moved.display().to_string().as_str())],
            ));
        }
        let entry = if when == Found::Entry { "yes" } else { "no" };
        out.push(say(t, "journal-lost-stopped", [("entry", entry)]));
        out.push(match &lost.saved {
            Ok(saved) => {
                let saved = saved.display().to_string();
                let back = if saved == path { "yes" } else { "no" };
                let ending = if when == Found::End { "yes" } else { "no" };
                say(
                    t,
                    "journal-lost-saved",
                    [
                        ("saved", saved.as_str()),
                        ("back", back),
                        ("ending", ending),
                    ],
                )
            }
            Err(e) => {
                let why = t.io_problem(e);
                match &lost.moved_to {
                    // Moved, its records whole: the game goes on from there.
                    Some(moved) => say(
                        t,
                        "journal-lost-unsaved-moved",
                        [
                            ("why", why.as_str()),
                            ("moved", moved.display().to_string().as_str()),
                        ],
                    ),
                    None => say(t, "journal-lost-unsaved", [("why", why.as_str())]),
                }
            }
        });
        out
    }
    /// The same, in one line, after it was said once: for an entry refused,
    /// for `status` (a look), or as the program ends.
    pub fn said_again(&self, t: &Text, when: Found) -> String {
        let lost = self;
        let what = match when {
            Found::Entry => "entry",
            Found::Look => "status",
            Found::End => "end",
        };
        match &lost.saved {
            Ok(saved) => say(
                t,
                "journal-lost-again",
                [
                    ("saved", saved.display().to_string().as_str()),
                    ("what", what),
                ],
            ),
            Err(_) => say(t, "journal-lost-again-unsaved", [("what", what)]),
        }
    }
}
