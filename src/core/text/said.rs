//! How the faults of what the core reads are said: a position (FEN) and
//! a vocabulary file. Beside the sentences, so that the types stay below
//! the text that says them.

use fluent_bundle::FluentArgs;

use super::{Arg, Text};
use crate::clock::{ControlError, MAX_TYPED_HOURS, Slip};
use crate::game::FenError;
use crate::lines::echoed;
use crate::vocab::{UnknownVocabulary, VocabError, VocabFault};

impl FenError {
    /// Why, in `t`'s language: the FEN echoed, and what is wrong with it.
    pub fn said(&self, t: &Text) -> String {
        t.bad_fen(&echoed(&self.fen), self.detail)
    }
}
crate::said_in_english!(FenError);

impl ControlError {
    /// Why the time control is refused, in `t`'s language: a likely slip
    /// with what was probably meant, else the forms it may take.
    pub fn said(&self, t: &Text) -> String {
        let text = &self.text;
        match self.slip {
            Some(Slip::Swapped { minutes, moves }) => {
                // What follows the first period ("+30") goes with the
                // shorthand suggested.
                let rest = text
                    .split_once('/')
                    .map(|(_, r)| r.trim_start_matches(|c: char| c.is_ascii_digit()))
                    .unwrap_or_default();
                t.control_swapped(text, minutes, moves, moves * 60, rest)
            }
            Some(Slip::NoBase) => t.control_no_base(text),
            Some(Slip::Seconds { seconds }) => t.control_seconds(text, seconds, seconds * 60),
            None => t.control_error(text, MAX_TYPED_HOURS),
        }
    }
}
crate::said_in_english!(ControlError);

impl UnknownVocabulary {
    /// The name asked for and those there are, in `t`'s language.
    pub fn said(&self, t: &Text) -> String {
        let known = echoed(&self.known.join(", "));
        t.unknown_vocabulary(&echoed(&self.id), &known)
    }
}
crate::said_in_english!(UnknownVocabulary);

impl VocabError {
    /// `source:line: what`, the what in `t`'s language.
    pub fn said(&self, t: &Text) -> String {
        let what = match &self.fault {
            VocabFault::BadId(id) => t.vocab_bad_id(id),
            VocabFault::Toml(detail) => t.vocab_toml(detail),
            VocabFault::NotEight { key, count } => t.vocab_not_eight(key, *count),
            VocabFault::OneColour { has, lacks } => t.vocab_one_colour(has, lacks),
            VocabFault::Empty(key) => t.vocab_empty(key),
            VocabFault::SameWord { a, b, word } => t.vocab_same_word(a, b, word),
            VocabFault::Pronounce(word) => t.vocab_pronounce_empty(word),
        };
        match self.line {
            Some(line) => format!("{}:{}: {}", self.source, line, what),
            None => format!("{}: {}", self.source, what),
        }
    }
}
crate::said_in_english!(VocabError);

crate::messages! {
    /// The vocabulary's file name, which is its id, holds other characters.
    fn vocab_bad_id(id: &str);
    /// The TOML reader's words on the file.
    fn vocab_toml(detail: &str);
    /// `key` is files or ranks.
    fn vocab_not_eight(key: &str, count: usize);
    /// `has` and `lacks` are white and black, as the tables are named.
    fn vocab_one_colour(has: &str, lacks: &str);
    fn vocab_empty(key: &str);
    fn vocab_same_word(a: &str, b: &str, word: &str);
    fn vocab_pronounce_empty(word: &str);
}
