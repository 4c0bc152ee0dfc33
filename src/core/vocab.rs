//! Announcement vocabularies (`voices/<id>.toml`) and the mixing of their slots.
//!
//! A vocabulary is data: adding a language is one more TOML file, no code. This
//! module only parses text it is given; reading the files is the shell's job.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, CastlingSide, Color, File, Rank, Role};

/// A word of an announcement that is not a square or a piece name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Word {
    Castle(CastlingSide),
    Captures,
    Check,
    Checkmate,
    Promotes,
    EnPassant,
}

impl Word {
    pub const ALL: [Word; 7] = [
        Word::Castle(CastlingSide::KingSide),
        Word::Castle(CastlingSide::QueenSide),
        Word::Captures,
        Word::Check,
        Word::Checkmate,
        Word::Promotes,
        Word::EnPassant,
    ];
}

/// One vocabulary: every word an announcement in that language may use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vocabulary {
    id: String,
    name: String,
    language: String,
    files: [String; 8],
    ranks: [String; 8],
    pieces: [String; 6],
    /// Each piece with its colour ("weißer König", "hvidt tårn"), from the
    /// `[white]` and `[black]` tables: the adjective agrees with the noun,
    /// which only the vocabulary knows. `None` in a vocabulary written
    /// before these tables existed.
    phrases: Option<ByColor<[String; 6]>>,
    /// The pieces' plurals ("Türme", "løbere"), from `[plurals]`, for the
    /// lists of a side's pieces. `None` in a vocabulary without the table.
    plurals: Option<[String; 6]>,
    words: Words,
    /// What an edition of the laws selects for the slots a setting leaves
    /// empty, by the edition's year (`[editions.2014]`).
    editions: BTreeMap<String, Slots>,
    /// How the built-in voice's synthesizer is to say a word that it would
    /// say wrong from its spelling (`[pronounce]`): other letters ("Zesar")
    /// or espeak-ng phonemes ("[[ts'e:zA:r]]").
    pronounce: BTreeMap<String, String>,
}

/// Slots taken from other vocabularies, by id.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Slots {
    #[serde(default)]
    pub files: Option<String>,
    #[serde(default)]
    pub ranks: Option<String>,
    #[serde(default)]
    pub pieces: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct Words {
    castle_kingside: String,
    castle_queenside: String,
    captures: String,
    check: String,
    checkmate: String,
    promotes: String,
    en_passant: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPieces {
    king: String,
    queen: String,
    rook: String,
    bishop: String,
    knight: String,
    pawn: String,
}

impl RawPieces {
    /// Indexed by `Role as usize - 1`.
    fn by_role(self) -> [String; 6] {
        [
            self.pawn,
            self.knight,
            self.bishop,
            self.rook,
            self.queen,
            self.king,
        ]
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawVocabulary {
    name: String,
    language: String,
    files: toml::Spanned<Vec<String>>,
    ranks: toml::Spanned<Vec<String>>,
    pieces: RawPieces,
    #[serde(default)]
    white: Option<toml::Spanned<RawPieces>>,
    #[serde(default)]
    black: Option<toml::Spanned<RawPieces>>,
    #[serde(default)]
    plurals: Option<RawPieces>,
    words: Words,
    #[serde(default)]
    editions: BTreeMap<String, Slots>,
    #[serde(default)]
    pronounce: BTreeMap<String, String>,
}

/// Why a vocabulary file could not be used: `source:line: what`, the what
/// said through the catalogues for the file's author.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VocabError {
    pub source: String,
    pub line: Option<usize>,
    pub fault: VocabFault,
}

/// What is wrong in a vocabulary file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VocabFault {
    /// The file name, which is the id, holds more than letters, digits, - and _.
    BadId(String),
    /// Not TOML, or not a vocabulary's tables: the TOML reader's own words
    /// (English, as the library writes them).
    Toml(String),
    /// `files` or `ranks` with another count than 8.
    NotEight {
        key: &'static str,
        count: usize,
    },
    /// `[white]` without `[black]`, or the other way round.
    OneColour {
        has: &'static str,
        lacks: &'static str,
    },
    Empty(String),
    /// Two keys with one word: it could not be read back.
    SameWord {
        a: String,
        b: String,
        word: String,
    },
    /// A `[pronounce]` entry with an empty word or saying.
    Pronounce(String),
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

impl Vocabulary {
    /// Parses a vocabulary. `id` is what settings call it (the file stem);
    /// `source` names the file in error messages.
    pub fn from_toml(id: &str, source: &str, text: &str) -> Result<Vocabulary, VocabError> {
        let error = |line: Option<usize>, fault: VocabFault| VocabError {
            source: source.to_string(),
            line,
            fault,
        };
        if id.is_empty()
            || !id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(error(None, VocabFault::BadId(id.to_string())));
        }
        let raw: RawVocabulary = toml::from_str(text).map_err(|e| {
            let line = e.span().map(|s| line_of(text, s.start));
            error(line, VocabFault::Toml(e.message().trim().to_string()))
        })?;
        let eight = |key: &'static str, list: toml::Spanned<Vec<String>>| {
            let line = Some(line_of(text, list.span().start));
            let values = list.into_inner();
            let count = values.len();
            let array: [String; 8] = values
                .try_into()
                .map_err(|_| error(line, VocabFault::NotEight { key, count }))?;
            Ok::<_, VocabError>(array)
        };
        let files = eight("files", raw.files)?;
        let ranks = eight("ranks", raw.ranks)?;
        let one_colour = |span: std::ops::Range<usize>, has, lacks| {
            error(
                Some(line_of(text, span.start)),
                VocabFault::OneColour { has, lacks },
            )
        };
        // Half the phrases would leave the other colour to the fallback in
        // another grammar ("weißer König" beside "black König"): refused.
        let phrases = match (raw.white, raw.black) {
            (Some(white), Some(black)) => Some(ByColor {
                white: white.into_inner().by_role(),
                black: black.into_inner().by_role(),
            }),
            (None, None) => None,
            (Some(table), None) => return Err(one_colour(table.span(), "white", "black")),
            (None, Some(table)) => return Err(one_colour(table.span(), "black", "white")),
        };
        let vocabulary = Vocabulary {
            id: id.to_string(),
            name: raw.name,
            language: raw.language,
            files,
            ranks,
            pieces: raw.pieces.by_role(),
            phrases,
            plurals: raw.plurals.map(RawPieces::by_role),
            words: raw.words,
            editions: raw.editions,
            pronounce: raw.pronounce,
        };
        vocabulary.check_words().map_err(|m| error(None, m))?;
        if let Some((word, _)) = vocabulary
            .pronounce
            .iter()
            .find(|(word, said)| word.trim().is_empty() || said.trim().is_empty())
        {
            return Err(error(None, VocabFault::Pronounce(word.clone())));
        }
        Ok(vocabulary)
    }

    // The fault becomes a VocabError's, which names the file.
    fn check_words(&self) -> Result<(), VocabFault> {
        let mut named: Vec<(String, &str)> = Vec::new();
        for (i, w) in self.files.iter().enumerate() {
            named.push((format!("files[{i}]"), w));
        }
        for (i, w) in self.ranks.iter().enumerate() {
            named.push((format!("ranks[{i}]"), w));
        }
        for role in Role::ALL {
            named.push((format!("pieces.{}", role_key(role)), self.piece(role)));
        }
        // Phrases are only said, never read back, but two alike would still
        // say two pieces the same way (a `[black]` copied from `[white]`).
        for color in Color::ALL {
            for role in Role::ALL {
                if let Some(phrase) = self.phrase(color, role) {
                    named.push((format!("{color}.{}", role_key(role)), phrase));
                }
            }
        }
        let w = &self.words;
        for (key, value) in [
            ("words.castle_kingside", &w.castle_kingside),
            ("words.castle_queenside", &w.castle_queenside),
            ("words.captures", &w.captures),
            ("words.check", &w.check),
            ("words.checkmate", &w.checkmate),
            ("words.promotes", &w.promotes),
            ("words.en_passant", &w.en_passant),
        ] {
            named.push((key.to_string(), value));
        }
        named.push(("language".to_string(), &self.language));
        for (key, value) in &named {
            if value.trim().is_empty() {
                return Err(VocabFault::Empty(key.clone()));
            }
        }
        // A plural may be its singular ("Läufer", "tårn"): only never empty.
        for role in Role::ALL {
            if self.plural(role).is_some_and(|p| p.trim().is_empty()) {
                return Err(VocabFault::Empty(format!("plurals.{}", role_key(role))));
            }
        }
        // A word with two meanings in one vocabulary could not be read back.
        for (i, (key_a, a)) in named.iter().enumerate() {
            for (key_b, b) in &named[i + 1..] {
                if key_a != "language"
                    && key_b != "language"
                    && a.to_lowercase() == b.to_lowercase()
                {
                    return Err(VocabFault::SameWord {
                        a: key_a.clone(),
                        b: key_b.clone(),
                        word: a.to_string(),
                    });
                }
            }
        }
        Ok(())
    }

    pub fn id(&self) -> &str {
        &self.id
    }
    pub fn name(&self) -> &str {
        &self.name
    }
    /// BCP 47 tag for choosing a speech voice (`de-DE`, `da-DK`, `nb-NO`).
    pub fn language(&self) -> &str {
        &self.language
    }
    pub fn file(&self, file: File) -> &str {
        &self.files[file.to_usize()]
    }
    pub fn rank(&self, rank: Rank) -> &str {
        &self.ranks[rank.to_usize()]
    }
    pub fn piece(&self, role: Role) -> &str {
        &self.pieces[role as usize - 1]
    }
    /// What the synthesizer is given for `word`: its `[pronounce]` entry,
    /// or the word itself.
    pub fn pronounced<'a>(&'a self, word: &'a str) -> &'a str {
        self.pronounce.get(word).map_or(word, String::as_str)
    }

    /// The piece with its colour ("weißer König"); `None` where the
    /// vocabulary has no `[white]` and `[black]` tables.
    pub fn phrase(&self, color: Color, role: Role) -> Option<&str> {
        self.phrases
            .as_ref()
            .map(|p| p.get(color)[role as usize - 1].as_str())
    }
    /// The piece's plural ("Türme"); `None` where the vocabulary has no
    /// `[plurals]` table.
    pub fn plural(&self, role: Role) -> Option<&str> {
        self.plurals.as_ref().map(|p| p[role as usize - 1].as_str())
    }
    pub fn word(&self, word: Word) -> &str {
        let w = &self.words;
        match word {
            Word::Castle(CastlingSide::KingSide) => &w.castle_kingside,
            Word::Castle(CastlingSide::QueenSide) => &w.castle_queenside,
            Word::Captures => &w.captures,
            Word::Check => &w.check,
            Word::Checkmate => &w.checkmate,
            Word::Promotes => &w.promotes,
            Word::EnPassant => &w.en_passant,
        }
    }
}

fn role_key(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// The vocabularies a program knows, in a fixed order (the order they were added).
#[derive(Debug, Clone, Default)]
pub struct Vocabularies {
    list: Vec<Arc<Vocabulary>>,
}

impl Vocabularies {
    pub fn new() -> Vocabularies {
        Vocabularies::default()
    }

    /// Adds a vocabulary; one with the same id replaces the earlier one, so a
    /// user's file can override a built-in.
    pub fn add(&mut self, vocabulary: Vocabulary) {
        let vocabulary = Arc::new(vocabulary);
        match self.list.iter_mut().find(|v| v.id == vocabulary.id) {
            Some(slot) => *slot = vocabulary,
            None => self.list.push(vocabulary),
        }
    }

    pub fn get(&self, id: &str) -> Option<&Arc<Vocabulary>> {
        self.list.iter().find(|v| v.id == id)
    }

    pub fn ids(&self) -> Vec<&str> {
        self.list.iter().map(|v| v.id.as_str()).collect()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Arc<Vocabulary>> {
        self.list.iter()
    }

    /// Builds a voice: `base` with optional `files`, `ranks` and `pieces` slots
    /// taken from other vocabularies.
    /// The vocabularies a typed move is read in: the voice's own first, then
    /// every other one.
    pub fn reading_order(&self, voice: &Voice) -> Vec<Arc<Vocabulary>> {
        let mut order = voice.vocabularies();
        let others: Vec<_> = self
            .iter()
            .filter(|v| !order.iter().any(|o| o.id() == v.id()))
            .cloned()
            .collect();
        order.extend(others);
        order
    }

    /// `mix` under the laws of `year`: the slots it leaves empty filled as
    /// its vocabulary's `[editions.YEAR]` says (the FIDE default in Norway
    /// under the 2014 laws: German ranks and pieces with `nb`). The game keeps
    /// the result, so it announces the same words whatever the files say later.
    pub fn mix_for(&self, mix: &VoiceMix, year: u16) -> VoiceMix {
        let preset = self
            .get(&mix.voice)
            .and_then(|v| v.editions.get(&year.to_string()))
            .cloned()
            .unwrap_or_default();
        VoiceMix {
            voice: mix.voice.clone(),
            files: mix.files.clone().or(preset.files),
            ranks: mix.ranks.clone().or(preset.ranks),
            pieces: mix.pieces.clone().or(preset.pieces),
        }
    }

    pub fn voice(&self, mix: &VoiceMix) -> Result<Voice, UnknownVocabulary> {
        let find = |id: &str| {
            self.get(id).cloned().ok_or_else(|| UnknownVocabulary {
                id: id.to_string(),
                known: self.ids().iter().map(|s| s.to_string()).collect(),
            })
        };
        let base = find(&mix.voice)?;
        let pick = |slot: &Option<String>| match slot {
            Some(id) => find(id),
            None => Ok(base.clone()),
        };
        Ok(Voice {
            files: pick(&mix.files)?,
            ranks: pick(&mix.ranks)?,
            pieces: pick(&mix.pieces)?,
            base,
        })
    }
}

/// A voice setting as the user writes it: one vocabulary and three optional overrides.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoiceMix {
    pub voice: String,
    pub files: Option<String>,
    pub ranks: Option<String>,
    pub pieces: Option<String>,
}

impl VoiceMix {
    pub fn plain(voice: &str) -> VoiceMix {
        VoiceMix {
            voice: voice.to_string(),
            files: None,
            ranks: None,
            pieces: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownVocabulary {
    pub id: String,
    pub known: Vec<String>,
}

/// A mixed voice: which vocabulary speaks each slot of an announcement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Voice {
    base: Arc<Vocabulary>,
    files: Arc<Vocabulary>,
    ranks: Arc<Vocabulary>,
    pieces: Arc<Vocabulary>,
}

impl Voice {
    pub fn new(base: Arc<Vocabulary>) -> Voice {
        Voice {
            files: base.clone(),
            ranks: base.clone(),
            pieces: base.clone(),
            base,
        }
    }
    pub fn base(&self) -> &Vocabulary {
        &self.base
    }
    /// The speech language follows the base vocabulary.
    pub fn language(&self) -> &str {
        self.base.language()
    }
    pub fn file(&self, file: File) -> &str {
        self.files.file(file)
    }
    pub fn rank(&self, rank: Rank) -> &str {
        self.ranks.rank(rank)
    }
    pub fn piece(&self, role: Role) -> &str {
        self.pieces.piece(role)
    }
    /// The language of the vocabulary that names the pieces (BCP 47).
    pub fn pieces_language(&self) -> &str {
        self.pieces.language()
    }
    /// The piece with its colour, from the vocabulary that names the pieces:
    /// its adjective agrees with that vocabulary's noun.
    pub fn phrase(&self, color: Color, role: Role) -> Option<&str> {
        self.pieces.phrase(color, role)
    }
    /// The piece's plural, from the vocabulary that names the pieces.
    pub fn plural(&self, role: Role) -> Option<&str> {
        self.pieces.plural(role)
    }
    pub fn word(&self, word: Word) -> &str {
        self.pieces.word(word)
    }
    /// The vocabularies this voice uses, base first: the order in which input
    /// words are looked up when two vocabularies disagree.
    pub fn vocabularies(&self) -> Vec<Arc<Vocabulary>> {
        let mut list = vec![self.base.clone()];
        for v in [&self.files, &self.ranks, &self.pieces] {
            if !list.iter().any(|x| x.id == v.id) {
                list.push(v.clone());
            }
        }
        list
    }
}

/// The shipped vocabularies, for the core's own tests (the shell loads them
/// for the program).
#[cfg(test)]
pub(crate) fn shipped() -> Vocabularies {
    let mut all = Vocabularies::new();
    for (id, text) in [
        ("de", include_str!("../../voices/de.toml")),
        ("da", include_str!("../../voices/da.toml")),
        ("nb", include_str!("../../voices/nb.toml")),
    ] {
        all.add(Vocabulary::from_toml(id, id, text).expect("shipped vocabularies are valid"));
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
name = "Test"
language = "xx-XX"
files = ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"]
ranks = ["r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8"]
[pieces]
king = "K"
queen = "Q"
rook = "R"
bishop = "B"
knight = "N"
pawn = "P"
[words]
castle_kingside = "short"
castle_queenside = "long"
captures = "takes"
check = "check"
checkmate = "mate"
promotes = "becomes"
en_passant = "in passing"
"#;

    #[test]
    fn reads_every_slot() {
        let v = Vocabulary::from_toml("xx", "xx.toml", GOOD).unwrap();
        assert_eq!(v.file(File::C), "c1");
        assert_eq!(v.rank(Rank::Eighth), "r8");
        assert_eq!(v.piece(Role::Knight), "N");
        assert_eq!(v.piece(Role::Pawn), "P");
        assert_eq!(v.word(Word::Castle(CastlingSide::QueenSide)), "long");
        assert_eq!(v.language(), "xx-XX");
    }

    const PHRASES: &str = r#"
[white]
king = "white K"
queen = "white Q"
rook = "white R"
bishop = "white B"
knight = "white N"
pawn = "white P"

[black]
king = "black K"
queen = "black Q"
rook = "black R"
bishop = "black B"
knight = "black N"
pawn = "black P"
"#;

    /// GOOD with `tables` before its `[words]`.
    fn with_tables(tables: &str) -> String {
        GOOD.replace("[words]", &format!("{tables}\n[words]"))
    }

    #[test]
    fn reads_the_pieces_with_their_colours() {
        let v = Vocabulary::from_toml("xx", "xx.toml", &with_tables(PHRASES)).unwrap();
        assert_eq!(v.phrase(Color::White, Role::Knight), Some("white N"));
        assert_eq!(v.phrase(Color::Black, Role::King), Some("black K"));
        assert_eq!(v.phrase(Color::Black, Role::Pawn), Some("black P"));
        // A vocabulary from before the tables still loads, without phrases.
        let old = Vocabulary::from_toml("xx", "xx.toml", GOOD).unwrap();
        assert_eq!(old.phrase(Color::White, Role::King), None);
        let de = shipped();
        let de = de.get("de").unwrap();
        assert_eq!(de.phrase(Color::White, Role::Queen), Some("weiße Dame"));
        assert_eq!(de.phrase(Color::Black, Role::Rook), Some("schwarzer Turm"));
    }

    #[test]
    fn reads_the_plurals_where_there_are_some() {
        let all = shipped();
        assert_eq!(all.get("de").unwrap().plural(Role::Rook), Some("Türme"));
        assert_eq!(all.get("da").unwrap().plural(Role::Pawn), Some("bønder"));
        assert_eq!(all.get("nb").unwrap().plural(Role::Rook), Some("tårn"));
        let old = Vocabulary::from_toml("xx", "xx.toml", GOOD).unwrap();
        assert_eq!(old.plural(Role::King), None);
        let table = "[plurals]\nking = \"Ks\"\nqueen = \"\"\nrook = \"Rs\"\nbishop = \"Bs\"\n\
                     knight = \"Ns\"\npawn = \"Ps\"\n";
        let err = Vocabulary::from_toml("xx", "xx.toml", &with_tables(table)).unwrap_err();
        assert!(
            err.to_string().contains("`plurals.queen` is empty"),
            "{err}"
        );
    }

    #[test]
    fn the_phrases_follow_the_pieces_slot() {
        let mut all = Vocabularies::new();
        all.add(Vocabulary::from_toml("xx", "xx.toml", GOOD).unwrap());
        all.add(Vocabulary::from_toml("yy", "yy.toml", &with_tables(PHRASES)).unwrap());
        let mix = |pieces: Option<&str>, base: &str| {
            all.voice(&VoiceMix {
                voice: base.into(),
                files: None,
                ranks: None,
                pieces: pieces.map(String::from),
            })
            .unwrap()
        };
        assert_eq!(
            mix(Some("yy"), "xx").phrase(Color::White, Role::Rook),
            Some("white R")
        );
        assert_eq!(mix(Some("xx"), "yy").phrase(Color::White, Role::Rook), None);
        assert_eq!(
            mix(None, "yy").phrase(Color::Black, Role::Bishop),
            Some("black B")
        );
    }

    #[test]
    fn one_colour_without_the_other_is_refused() {
        let white_only = PHRASES.split("[black]").next().unwrap();
        let e =
            Vocabulary::from_toml("xx", "voices/xx.toml", &with_tables(white_only)).unwrap_err();
        assert_eq!(e.line, Some(14), "{e}");
        assert!(
            e.to_string()
                .contains(": `[white]` needs a `[black]` table beside it"),
            "{e}"
        );
        let black_only = format!("[black]{}", PHRASES.split("[black]").nth(1).unwrap());
        let e = Vocabulary::from_toml("xx", "xx.toml", &with_tables(&black_only)).unwrap_err();
        assert!(
            e.to_string().contains(": `[black]` needs a `[white]`"),
            "{e}"
        );
    }

    #[test]
    fn phrases_are_checked_like_words() {
        let missing = PHRASES.replace("queen = \"black Q\"\n", "");
        let e = Vocabulary::from_toml("xx", "xx.toml", &with_tables(&missing)).unwrap_err();
        assert!(e.to_string().contains("queen"), "{e}");
        let copied = PHRASES.replace("black R", "white R");
        let e = Vocabulary::from_toml("xx", "xx.toml", &with_tables(&copied)).unwrap_err();
        assert!(
            e.to_string().contains("white.rook") && e.to_string().contains("black.rook"),
            "{e}"
        );
        let empty = PHRASES.replace("\"white P\"", "\" \"");
        let e = Vocabulary::from_toml("xx", "xx.toml", &with_tables(&empty)).unwrap_err();
        assert!(e.to_string().contains("`white.pawn` is empty"), "{e}");
        let unknown = PHRASES.replace("pawn = \"white P\"", "pawn = \"white P\"\nqueen2 = \"x\"");
        assert!(Vocabulary::from_toml("xx", "xx.toml", &with_tables(&unknown)).is_err());
    }

    #[test]
    fn seven_files_names_the_key_and_line() {
        let text = GOOD.replace("\"h1\"", "").replace("\"g1\", ", "\"g1\"");
        let e = Vocabulary::from_toml("xx", "voices/xx.toml", &text).unwrap_err();
        assert_eq!(e.source, "voices/xx.toml");
        assert_eq!(e.line, Some(4));
        assert!(e.to_string().contains("`files` has 7 names"), "{e}");
    }

    #[test]
    fn missing_word_names_the_key() {
        let text = GOOD.replace("checkmate = \"mate\"\n", "");
        let e = Vocabulary::from_toml("xx", "voices/xx.toml", &text).unwrap_err();
        assert!(e.to_string().starts_with("voices/xx.toml:"), "{e}");
        assert!(e.to_string().contains("checkmate"), "{e}");
    }

    #[test]
    fn unknown_key_is_refused() {
        let text = GOOD.replace("check = \"check\"", "check = \"check\"\nchek = \"x\"");
        let e = Vocabulary::from_toml("xx", "xx.toml", &text).unwrap_err();
        assert!(e.to_string().contains("chek"), "{e}");
    }

    #[test]
    fn a_word_with_two_meanings_is_refused() {
        let text = GOOD.replace("\"r2\"", "\"b1\"");
        let e = Vocabulary::from_toml("xx", "xx.toml", &text).unwrap_err();
        assert!(
            e.to_string().contains("files[1]") && e.to_string().contains("ranks[1]"),
            "{e}"
        );
    }

    #[test]
    fn mixing_takes_each_slot_from_its_vocabulary() {
        let mut all = Vocabularies::new();
        all.add(Vocabulary::from_toml("xx", "xx.toml", GOOD).unwrap());
        let other = GOOD
            .replace("\"c1\"", "\"Cee\"")
            .replace("\"N\"", "\"Horse\"")
            .replace("\"r3\"", "\"three\"");
        all.add(Vocabulary::from_toml("yy", "yy.toml", &other).unwrap());
        let mix = VoiceMix {
            voice: "xx".into(),
            files: Some("yy".into()),
            ranks: None,
            pieces: None,
        };
        let voice = all.voice(&mix).unwrap();
        assert_eq!(voice.file(File::C), "Cee");
        assert_eq!(voice.rank(Rank::Third), "r3");
        assert_eq!(voice.piece(Role::Knight), "N");
        assert_eq!(voice.language(), "xx-XX");
        let e = all.voice(&VoiceMix::plain("zz")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "there is no vocabulary \"zz\"; known: xx, yy"
        );
    }

    #[test]
    fn pronunciations_are_read_and_an_empty_one_is_refused() {
        let de = include_str!("../../voices/de.toml");
        let v = Vocabulary::from_toml("de", "de.toml", de).unwrap();
        assert_eq!(v.pronounced("Cesar"), "[[ts'e:zA:r]]");
        assert_eq!(v.pronounced("Eva"), "Eva");
        let broken = format!("{de}\nBella = \"\"\n");
        let err = Vocabulary::from_toml("de", "de.toml", &broken).unwrap_err();
        assert!(err.to_string().contains("[pronounce] \"Bella\""), "{err}");
    }
}
