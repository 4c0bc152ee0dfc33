//! What is fixed when a game starts: the setup the journal's first record
//! holds, and what the data files add to it.

use serde::{Deserialize, Serialize};
use shakmaty::{Color, Role};

use super::super::announce::Style;
use super::super::clock::{Cadence, Span, TimeControl};
use super::super::engine::Opponent;
use super::super::input::MoveReader;
use super::super::kind::{IllegalRule, IllegalUntil, Regulations, Ruling, Supervision};
use super::super::laws::Laws;
use super::super::notation::Letters;
use super::super::text::{self, Lang};
use super::super::vocab::{UnknownVocabulary, Vocabularies, Voice, VoiceMix};
use super::written::side;

/// How a game is told to the people at the board: the language of the
/// sentences, the letters of notation, the voice and form of the
/// announcements, and when the blind player's time is called out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Telling {
    pub lang: Lang,
    pub letters: Letters,
    pub voice: VoiceMix,
    pub style: Style,
    pub cadence: Cadence,
}

/// Everything fixed when a game starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The blind or visually impaired player's colour: low-time warnings are for this clock.
    #[serde(with = "side")]
    pub blind: Color,
    pub white: String,
    pub black: String,
    pub laws: Laws,
    /// The kind of game and its supervision, where the event gives them;
    /// a game file of an older version has none: the kind follows from the
    /// control, as it does when not given.
    #[serde(default, skip_serializing_if = "Regulations::is_default")]
    pub regulations: Regulations,
    pub voice: VoiceMix,
    pub style: Style,
    pub lang: Lang,
    pub letters: Letters,
    pub control: TimeControl,
    /// The start position; `None` is the initial position.
    pub fen: Option<String>,
    /// Time left at which the blind player is warned, largest first.
    pub warnings: Vec<Span>,
    /// When the blind player's time left is called out unasked (off when empty).
    #[serde(default)]
    pub cadence: Cadence,
    /// The game runs on the manual clock (time moves only with `wait`).
    #[serde(default)]
    pub manual_clock: bool,
    /// The date the game was started, as PGN writes it ("2026.11.21").
    #[serde(default)]
    pub date: Option<String>,
    /// How the peg board is followed: each move assumed executed as announced,
    /// or (strict) every execution entered.
    #[serde(default)]
    pub mirror: Mirror,
    /// The blind player's assistant (D.2.10), if there is one.
    #[serde(default)]
    pub assistant: Option<String>,
    /// The sighted player's own assistant (D.2.11), if there is one.
    #[serde(default)]
    pub opponent_assistant: Option<String>,
    #[serde(default)]
    pub opponent_hearing_impaired: bool,
    /// Date, time and place of resumption after an adjournment, if known.
    #[serde(default)]
    pub resume_at: Option<String>,
    /// Event, site, round and board, given on the command line or taken
    /// over from a PGN file (the broadcast's tags). Left out of the journal
    /// when not known, so that a game of an older version is written back
    /// as it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// How long the broadcast holds the moves back, where the game was
    /// started broadcast: a resumed game keeps it, so that no move
    /// reaches the spectators early.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub broadcast_delay: Option<Span>,
    /// Time left on each clock at the start, where the game was taken over
    /// with its clocks (PGN's `[%clk]`); else each side starts with its
    /// period's time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<StartClocks>,
    /// The moves made before the game was taken over (`play --pgn`), from
    /// `fen`'s position (or the initial one): the game's own from then on,
    /// on both scoresheets, in its repetitions and its PGN; the clocks as
    /// `clocks` has them at the end of these moves. Empty in a game begun
    /// here, and in files written before games kept them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub before: Vec<Earlier>,
    /// The engine in the sighted player's seat, where the game is played
    /// against one (practice); `None`: a game against a person, which
    /// never gets an engine.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine: Option<Opponent>,
}

impl Setup {
    /// How the game is told now.
    pub fn telling(&self) -> Telling {
        Telling {
            lang: self.lang,
            letters: self.letters,
            voice: self.voice.clone(),
            style: self.style,
            cadence: self.cadence.clone(),
        }
    }

    /// Tells the game from now on as given; the facts of the game stay.
    pub fn tell(&mut self, telling: Telling) {
        let Telling {
            lang,
            letters,
            voice,
            style,
            cadence,
        } = telling;
        self.lang = lang;
        self.letters = letters;
        self.voice = voice;
        self.style = style;
        self.cadence = cadence;
    }
}

/// The clocks of a game taken over, as they stood; a side whose time is
/// not known starts with its period's time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StartClocks {
    #[serde(default)]
    pub white: Option<Span>,
    #[serde(default)]
    pub black: Option<Span>,
}

/// A move made before the game was taken over, and the time its mover had
/// left after it where the file gave it (PGN's `[%clk]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Earlier {
    #[serde(rename = "move")]
    pub uci: shakmaty::uci::UciMove,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Span>,
}

/// How the peg board mirror learns of each move's execution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mirror {
    /// Executed as announced unless `peg` says otherwise.
    #[default]
    Assumed,
    /// The clock is pressed only after the execution was entered.
    Strict,
}

/// Why a setup cannot start a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupProblem {
    /// 2017 D.2.11: a hearing-impaired opponent needs the blind player to have an assistant.
    HearingImpairedNeedsAssistant,
}

impl Setup {
    /// A game on the manual clock with the defaults of everything but the
    /// time control: the blind player has White, 2017 laws, the German
    /// vocabulary, English messages and letters, warnings at 5 and 1 minutes.
    /// For tests and benchmarks; `play` builds its setup from the settings.
    pub fn manual(control: TimeControl) -> Setup {
        Setup {
            blind: Color::White,
            white: "White".into(),
            black: "Black".into(),
            laws: Laws::Y2017,
            regulations: Regulations::default(),
            voice: VoiceMix::plain("de"),
            style: Style::default(),
            lang: Lang::En,
            letters: Letters::En,
            control,
            fen: None,
            warnings: vec![Span::minutes(5), Span::minutes(1)],
            cadence: Cadence::default(),
            mirror: Mirror::Assumed,
            assistant: None,
            opponent_assistant: None,
            opponent_hearing_impaired: false,
            resume_at: None,
            manual_clock: true,
            date: None,
            event: None,
            site: None,
            round: None,
            board: None,
            broadcast_delay: None,
            before: Vec::new(),
            clocks: None,
            engine: None,
        }
    }

    /// The rules the game is played by: its edition, kind and supervision.
    pub fn ruling(&self) -> Ruling {
        Ruling::new(self.laws, &self.control, self.regulations)
    }

    /// Whether the laws let a game with this setup start.
    pub fn check(&self) -> Result<(), SetupProblem> {
        if self.opponent_hearing_impaired
            && self.laws.hearing_impaired_needs_assistant()
            && self
                .assistant
                .as_deref()
                .is_none_or(|a| a.trim().is_empty())
        {
            return Err(SetupProblem::HearingImpairedNeedsAssistant);
        }
        Ok(())
    }

    /// A player's name, or "?" where none was given (as PGN writes it).
    pub fn name(&self, color: Color) -> &str {
        self.named(color).unwrap_or("?")
    }

    /// A player's name, if one was given: a game started without names
    /// keeps them empty (older game files hold the colour's word).
    pub fn named(&self, color: Color) -> Option<&str> {
        let name = if color.is_white() {
            &self.white
        } else {
            &self.black
        };
        Some(name.as_str()).filter(|n| !n.trim().is_empty())
    }
}

/// The first thing said in a new game.
pub fn started(setup: &Setup, voice: &Voice) -> String {
    let lang = setup.lang;
    let game = lang.text().new_game(
        setup.named(Color::White),
        setup.named(Color::Black),
        setup.blind,
        &text::control(lang, &setup.control),
        setup.laws.year(),
    );
    let mut said = format!("{game} {} {}", words_said(setup, voice), kind_said(setup));
    if let Some(quickplay) = quickplay_said(setup) {
        said.push(' ');
        said.push_str(&quickplay);
    }
    if let Some(article) = setup.laws.time_only_on_request()
        && !setup.warnings.is_empty()
    {
        said.push(' ');
        said.push_str(&lang.text().time_on_request(article));
    }
    // The assistant named at the start (issue 48, point 10): the prompts
    // that follow address him.
    if let Some(name) = &setup.assistant {
        said.push(' ');
        said.push_str(&lang.text().assistant_set(Some(name)));
    }
    said
}

/// Which words the moves are announced in, with examples, and how to
/// choose others (the program's rule: with no voice given, the messages'
/// language decides the words, and every game says which).
pub fn words_said(setup: &Setup, voice: &Voice) -> String {
    use shakmaty::{File, Rank};
    let files = [File::A, File::B, File::C]
        .map(|f| voice.file(f))
        .join(", ");
    let ranks = [Rank::First, Rank::Second, Rank::Third]
        .map(|r| voice.rank(r))
        .join(", ");
    let pieces = [Role::King, Role::Queen, Role::Knight]
        .map(|r| voice.piece(r))
        .join(", ");
    let examples = format!("{files} …; {ranks} …; {pieces} …");
    setup.lang.text().words_used(&examples)
}

/// The kind of game and what its appendix changes, each with its article.
pub fn kind_said(setup: &Setup) -> String {
    let t = setup.lang.text();
    let ruling = setup.ruling();
    let Some(definition) = ruling.definition() else {
        return t.game_kind_standard();
    };
    let mut said = Vec::new();
    let articles: Vec<&str> = [Some(definition), ruling.supervision_article()]
        .into_iter()
        .flatten()
        .collect();
    said.push(t.game_kind(ruling.kind.name(), &articles.join(", ")));
    if ruling.supervision == Supervision::Full
        && let Some(article) = ruling.supervision_article()
    {
        said.push(t.kind_full(article));
    }
    match (ruling.illegal(), ruling.illegal_until()) {
        (IllegalRule::LosesOnClaim(article), _) => said.push(t.kind_illegal_loses(article)),
        (
            IllegalRule::Counted,
            IllegalUntil::OpponentMoves(article) | IllegalUntil::OpponentTouches(article),
        ) => said.push(t.kind_illegal_until(article)),
        (IllegalRule::Counted, IllegalUntil::Found) => {}
    }
    if let (penalty, Some(article)) = ruling.penalty() {
        said.push(t.kind_penalty(penalty.whole_seconds() / 60, article));
    }
    if let Some(article) = ruling.claimant_needs_time() {
        said.push(t.kind_claimant_time(article));
    }
    if let Some(article) = ruling.both_flags_draw() {
        said.push(t.kind_both_flags(article));
    }
    said.join(" ")
}

/// The quickplay finish the event announced: how to claim it, or why it
/// does not apply; nothing where none was announced.
fn quickplay_said(setup: &Setup) -> Option<String> {
    let t = setup.lang.text();
    setup
        .regulations
        .quickplay
        .then(|| match setup.ruling().quickplay(&setup.control) {
            Ok(rule) => t.quickplay_announced(rule.claim),
            Err(article) => t.quickplay_excluded(article),
        })
}

/// Things the session needs that come from data files: the voice and the move
/// reader, built once from the setup and the vocabularies.
#[derive(Debug, Clone)]
pub struct Context {
    pub voice: Voice,
    pub reader: MoveReader,
    /// Readers for the other player's scoresheet: the setup's letters first,
    /// then every letter set (Dutch "P" is a knight there, a pawn elsewhere).
    pub sheet_readers: Vec<MoveReader>,
}

impl Context {
    pub fn new(setup: &Setup, all: &Vocabularies) -> Result<Context, UnknownVocabulary> {
        let voice = all.voice(&setup.voice)?;
        let order = all.reading_order(&voice);
        let reader = MoveReader::new(&order, Some(setup.letters));
        let mut sheet_readers = vec![reader.clone()];
        sheet_readers.extend(Letters::ALL.map(|l| MoveReader::new(&order, Some(l))));
        Ok(Context {
            voice,
            reader,
            sheet_readers,
        })
    }
}
