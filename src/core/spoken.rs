//! What the built-in voice needs: the words a vocabulary and the talking clock
//! can say, each a clip, and how a sentence is cut into those clip words.
//!
//! Clip keys are lower case, with spaces as `_` ("kurze_rochade"); a phrase of
//! the vocabulary (castling, en passant) is one clip, so it sounds whole.

use shakmaty::{Color, File, Rank, Role};

use super::clock::Span;
use super::text::Lang;
use super::vocab::{Vocabulary, Word};

/// The clip key of a word or phrase.
pub fn clip_key(word: &str) -> String {
    word.trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || c.is_whitespace() || *c == '-')
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("_")
}

/// The highest number the built-in voice has a clip for: move numbers of long
/// games, and the clock's 0–59.
pub const LAST_NUMBER: u32 = 199;

/// Every word and phrase (as spoken, not yet keyed) that the built-in voice
/// for `vocabulary` needs: the vocabulary's words, the numbers 0 to
/// `LAST_NUMBER`, and — where the vocabulary's language is also a message
/// language — the words of the talking clock's sentences in that language.
pub fn clip_words(vocabulary: &Vocabulary) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut add = |w: &str| {
        let w = w.trim().to_string();
        if !w.is_empty() && !words.iter().any(|x| clip_key(x) == clip_key(&w)) {
            words.push(w);
        }
    };
    for f in File::ALL {
        add(vocabulary.file(f));
    }
    for r in Rank::ALL {
        add(vocabulary.rank(r));
    }
    for role in Role::ALL {
        add(vocabulary.piece(role));
    }
    // A phrase's words one by one: "weißer" is one clip for four phrases.
    for color in [Color::White, Color::Black] {
        for role in Role::ALL {
            for w in sentence_words(vocabulary.phrase(color, role).unwrap_or_default()) {
                add(&w);
            }
        }
    }
    for w in Word::ALL {
        add(vocabulary.word(w));
    }
    for n in 0..=LAST_NUMBER {
        add(&n.to_string());
    }
    // The letters, for every key typed into the move input ("e", "4").
    for c in 'a'..='z' {
        add(&c.to_string());
    }
    if let Some(lang) = Lang::ALL
        .into_iter()
        .find(|l| vocabulary.language().starts_with(l.code()))
    {
        for sentence in clock_sentences(lang, vocabulary) {
            for w in sentence_words(&sentence) {
                add(&w);
            }
        }
    }
    words
}

/// The private sentences said most often — the talking clock with every unit
/// in singular and plural, a completed move, whose turn it is, the squares of
/// board exploration, check and the end of a game — so their words are all
/// clips, and the built-in voice says them without the system voice.
fn clock_sentences(lang: Lang, vocabulary: &Vocabulary) -> Vec<String> {
    use super::outcome::{EndReason, GameResult};
    let t = lang.text();
    let mut out = Vec::new();
    for color in [Color::White, Color::Black] {
        for (completed, used, left) in [
            (1, Span::seconds(3661), Span::seconds(3661)),
            (2, Span::seconds(7322), Span::seconds(7322)),
            (0, Span::ZERO, Span::ZERO),
        ] {
            out.push(t.time_line(color, completed, used, left, false));
            out.push(t.time_line(color, completed, used, left, true));
        }
        out.push(format!("{}: {}", t.side(color), t.left(Span::minutes(5))));
        out.push(format!("{}: {}", t.side(color), t.left(Span::minutes(1))));
        out.push(t.completed(color, 12));
        out.push(t.to_move(color));
        out.push(t.draw_offered(color));
        out.push(t.draw_declined(color));
        out.push(t.flag_fell(color, true));
        out.push(t.flag_fell(color, false));
        for role in Role::ALL {
            out.push(t.square_piece(
                "",
                role,
                color,
                vocabulary.piece(role),
                vocabulary.phrase(color, role),
            ));
        }
        for reason in [
            EndReason::Checkmate,
            EndReason::Stalemate,
            EndReason::Resignation,
            EndReason::Agreement,
        ] {
            out.push(t.ended(GameResult::win_for(color), reason, Some(color)));
        }
    }
    out.push(t.ended(GameResult::Draw, EndReason::Agreement, Some(Color::White)));
    out.push(t.square_empty(""));
    out.push(t.confirmed());
    out
}

/// The words of a sentence, as clips would say them: punctuation dropped,
/// numbers kept as digits.
pub fn sentence_words(sentence: &str) -> Vec<String> {
    sentence
        .split(|c: char| {
            c.is_whitespace() || matches!(c, ',' | ';' | ':' | '.' | '!' | '?' | '(' | ')' | '"')
        })
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// A word of a sentence that the built-in voice has no clip for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoClip(pub String);

/// Cuts a sentence into clip keys, preferring the longest phrase that has a
/// clip ("Kurze Rochade" is one clip); else the first word without one.
pub fn to_clips(sentence: &str, has: impl Fn(&str) -> bool) -> Result<Vec<String>, NoClip> {
    let words = sentence_words(sentence);
    let mut out = Vec::new();
    let mut i = 0;
    'words: while i < words.len() {
        for len in (1..=3.min(words.len() - i)).rev() {
            let key = clip_key(&words[i..i + len].join(" "));
            if has(&key) {
                out.push(key);
                i += len;
                continue 'words;
            }
        }
        return Err(NoClip(words[i].clone()));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn de() -> Vocabulary {
        crate::vocab::shipped()
            .get("de")
            .expect("shipped")
            .as_ref()
            .clone()
    }

    #[test]
    fn keys_are_plain() {
        assert_eq!(clip_key("Kurze Rochade"), "kurze_rochade");
        assert_eq!(clip_key("schlägt"), "schlägt");
        assert_eq!(clip_key(" Läufer, "), "läufer");
    }

    #[test]
    fn the_german_voice_needs_its_words_numbers_and_clock_words() {
        let words = clip_words(&de());
        for w in [
            "Anna",
            "acht",
            "Springer",
            "Kurze Rochade",
            "en passant",
            "0",
            "59",
            "199",
            "Stunde",
            "Minuten",
            "Sekunden",
            "Weiß",
            "Schwarz",
        ] {
            assert!(words.iter().any(|x| x == w), "{w} missing from {words:?}");
        }
        let keys: Vec<String> = words.iter().map(|w| clip_key(w)).collect();
        let mut unique = keys.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), keys.len());
    }

    #[test]
    fn sentences_become_clips_longest_phrase_first() {
        let keys: Vec<String> = clip_words(&de()).iter().map(|w| clip_key(w)).collect();
        let has = |k: &str| keys.iter().any(|x| x == k);
        assert_eq!(
            to_clips("Kurze Rochade Schach", has).unwrap(),
            ["kurze_rochade", "schach"]
        );
        assert_eq!(
            to_clips("Bauer Eva schlägt David sechs en passant", has)
                .unwrap()
                .len(),
            6
        );
        let clock = Lang::De.text().time_line(
            Color::White,
            2,
            Span::seconds(90),
            Span::seconds(5000),
            false,
        );
        assert!(to_clips(&clock, has).is_ok(), "{clock}");
        assert_eq!(
            to_clips("Bauer Quatsch", has),
            Err(NoClip("Quatsch".to_string()))
        );
    }
}
