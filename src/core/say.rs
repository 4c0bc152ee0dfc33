//! A line said, and an answer: the lines one command gives, in order. The
//! game (`session`) and the study of a game (`replay`) answer in these
//! same terms, and the shell shows and speaks them in one place.

use super::sound::Earcon;

/// A public announcement for the table, or private speech for the player or
/// assistant (clock, answers, warnings, refusals).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Public,
    Private,
}

/// A line said: shown as `text`, spoken on its channel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Say {
    pub channel: Channel,
    pub text: String,
    /// A short sound that goes with it.
    pub earcon: Option<Earcon>,
    /// What is spoken where it is not the text: a replayed move's
    /// announcement, whose line on screen adds the move number.
    pub words: Option<String>,
}

impl Say {
    pub fn public(text: String) -> Say {
        Say {
            channel: Channel::Public,
            text,
            earcon: None,
            words: None,
        }
    }

    pub fn private(text: String) -> Say {
        Say {
            channel: Channel::Private,
            ..Say::public(text)
        }
    }

    /// An announcement shown as `text` and spoken as `words`.
    pub fn announced(text: String, words: String) -> Say {
        Say {
            words: Some(words),
            ..Say::public(text)
        }
    }

    pub fn with(mut self, earcon: Earcon) -> Say {
        self.earcon = Some(earcon);
        self
    }

    /// The words spoken.
    pub fn spoken(&self) -> &str {
        self.words.as_deref().unwrap_or(&self.text)
    }
}

/// What one command did: the lines to show and say, in order, and whether
/// the program ends.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Answer {
    pub lines: Vec<Say>,
    pub quit: bool,
}

impl Answer {
    /// One line, said privately.
    pub fn said(text: String) -> Answer {
        Answer {
            lines: vec![Say::private(text)],
            quit: false,
        }
    }

    /// A command refused: one private line, with the refusal's sound.
    pub fn refuse(text: String) -> Answer {
        Answer::refusal([text])
    }

    /// A command refused: private lines, the first with the refusal's sound.
    pub fn refusal(lines: impl IntoIterator<Item = String>) -> Answer {
        let mut answer = Answer::private(lines);
        if let Some(first) = answer.lines.first_mut() {
            first.earcon = Some(Earcon::Refused);
        }
        answer
    }

    /// Private lines, in order.
    pub fn private(lines: impl IntoIterator<Item = String>) -> Answer {
        Answer {
            lines: lines.into_iter().map(Say::private).collect(),
            quit: false,
        }
    }

    /// A line more, said privately.
    pub fn push(&mut self, text: String) {
        self.lines.push(Say::private(text));
    }

    /// Whether the command was refused (its first line says why).
    pub fn refused(&self) -> bool {
        self.lines
            .first()
            .is_some_and(|l| l.earcon == Some(Earcon::Refused))
    }

    /// The lines as shown.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.lines.iter().map(|l| l.text.as_str())
    }
}
