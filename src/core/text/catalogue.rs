//! The Fluent catalogues: one `.ftl` file per language, built into the
//! program and parsed the first time a sentence of that language is asked for.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use shakmaty::{CastlingSide, Color, Role, Square};
use unic_langid::{LanguageIdentifier, langid};

use super::{From, Lang, Unit};
use crate::clock::Span;
use crate::input::CastleBlock;
use crate::outcome::{ClaimKind, EndReason, GameResult};
use crate::sound::Level;

type Bundle = FluentBundle<FluentResource>;

/// The sentences of one language. Every method builds the Fluent variables
/// from its parameters (of the same names) and formats the message of the
/// same name, with hyphens for underscores.
pub struct Text {
    lang: Lang,
    bundle: OnceLock<Bundle>,
}

static EN: Text = Text::new(Lang::En);
static DA: Text = Text::new(Lang::Da);
static DE: Text = Text::new(Lang::De);
static NB: Text = Text::new(Lang::Nb);
static NL: Text = Text::new(Lang::Nl);

impl Text {
    const fn new(lang: Lang) -> Text {
        Text {
            lang,
            bundle: OnceLock::new(),
        }
    }

    pub(super) fn of(lang: Lang) -> &'static Text {
        match lang {
            Lang::En => &EN,
            Lang::Da => &DA,
            Lang::De => &DE,
            Lang::Nb => &NB,
            Lang::Nl => &NL,
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The catalogue's source, as built into the program.
    pub fn source(lang: Lang) -> &'static str {
        match lang {
            Lang::En => include_str!("en.ftl"),
            Lang::Da => include_str!("da.ftl"),
            Lang::De => include_str!("de.ftl"),
            Lang::Nb => include_str!("nb.ftl"),
            Lang::Nl => include_str!("nl.ftl"),
        }
    }

    #[allow(
        clippy::panic,
        reason = "the catalogues are compiled in: one that does not parse is a build fault, which every test finds"
    )]
    fn bundle(&self) -> &Bundle {
        self.bundle.get_or_init(|| {
            let id: LanguageIdentifier = match self.lang {
                Lang::En => langid!("en"),
                Lang::Da => langid!("da"),
                Lang::De => langid!("de"),
                Lang::Nb => langid!("nb"),
                Lang::Nl => langid!("nl"),
            };
            let mut bundle = Bundle::new_concurrent(vec![id]);
            // Isolation marks would reach a braille display and the speech
            // engine as stray characters.
            bundle.set_use_isolating(false);
            // PART($rule): what part of the laws a citation points into,
            // for the words a country's laws cite it with (laws::Part).
            bundle
                .add_function("PART", |positional, _named| match positional.first() {
                    Some(fluent_bundle::FluentValue::String(cited)) => {
                        crate::laws::Part::of(cited).key().into()
                    }
                    _ => crate::laws::Part::Article.key().into(),
                })
                .unwrap_or_else(|e| panic!("PART: {e:?}"));
            let resource = FluentResource::try_new(Text::source(self.lang).to_string())
                .unwrap_or_else(|(_, errors)| panic!("{}.ftl: {errors:?}", self.lang));
            bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("{}.ftl: {errors:?}", self.lang));
            bundle
        })
    }

    pub fn has_message(&self, id: &str) -> bool {
        self.bundle().has_message(id)
    }

    /// The message `id` formatted with `args`. A missing message or variable
    /// is a bug: tests (debug builds) stop on it; a release build says what
    /// Fluent could make of it (the message id, at worst) rather than nothing.
    pub fn message(&self, id: &str, args: &FluentArgs) -> String {
        let bundle = self.bundle();
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            self.failed(id, "there is no such message");
            return id.to_string();
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(args), &mut errors);
        if !errors.is_empty() {
            self.failed(id, &format!("{errors:?}"));
        }
        text.into_owned()
    }

    #[allow(
        clippy::panic,
        reason = "debug builds (the tests) only: a release build goes on with what Fluent made"
    )]
    fn failed(&self, id: &str, why: &str) {
        if cfg!(debug_assertions) {
            panic!("{}.ftl: message {id}: {why}", self.lang);
        }
    }
}

/// A method parameter as Fluent variables: a key to select on, a number (so
/// that plural rules apply) or a text. Most set one variable of the
/// parameter's name; an optional value also sets `has_NAME` (true, false),
/// since a translation cannot test a text for emptiness.
pub trait Arg<'a> {
    fn set(self, name: &'static str, args: &mut FluentArgs<'a>, t: &Text);
}

/// A parameter that is always one of a few keys.
trait Key {
    fn key(self) -> &'static str;
}

impl<'a, K: Key> Arg<'a> for K {
    fn set(self, name: &'static str, args: &mut FluentArgs<'a>, _: &Text) {
        args.set(name, self.key());
    }
}

impl Key for Color {
    fn key(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl Key for crate::laws::Breach {
    fn key(self) -> &'static str {
        match self {
            crate::laws::Breach::TwoHands => "hands",
            crate::laws::Breach::PressWithoutMove => "press",
        }
    }
}

impl Key for Option<Color> {
    fn key(self) -> &'static str {
        self.map_or("none", Key::key)
    }
}

impl Key for Role {
    fn key(self) -> &'static str {
        match self {
            Role::King => "king",
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::Pawn => "pawn",
        }
    }
}

impl Key for bool {
    fn key(self) -> &'static str {
        if self { "true" } else { "false" }
    }
}

impl Key for CastlingSide {
    fn key(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "king-side",
            CastlingSide::QueenSide => "queen-side",
        }
    }
}

impl Key for CastleBlock {
    fn key(self) -> &'static str {
        match self {
            CastleBlock::NoRights => "no-rights",
            CastleBlock::InCheck => "in-check",
            CastleBlock::Blocked => "blocked",
            CastleBlock::Attacked => "attacked",
        }
    }
}

impl Key for Level {
    fn key(self) -> &'static str {
        match self {
            Level::Rate => "rate",
            Level::Volume => "volume",
        }
    }
}

impl Key for crate::game::FenProblem {
    fn key(self) -> &'static str {
        use crate::game::FenProblem as P;
        match self {
            P::Whole => "whole",
            P::Board => "board",
            P::Turn => "turn",
            P::Castling => "castling",
            P::EnPassant => "en-passant",
            P::Halfmoves => "halfmoves",
            P::Fullmoves => "fullmoves",
            P::MoveNumberTooHigh => "move-number-too-high",
            P::EmptyBoard => "empty-board",
            P::MissingKing => "missing-king",
            P::TooManyKings => "too-many-kings",
            P::PawnsOnBackRank => "pawns-on-back-rank",
            P::CastlingRights => "castling-rights",
            P::EnPassantSquare => "en-passant-square",
            P::OppositeCheck => "opposite-check",
            P::ImpossibleCheck => "impossible-check",
            P::TooMuchMaterial => "too-much-material",
        }
    }
}

impl Key for ClaimKind {
    fn key(self) -> &'static str {
        match self {
            ClaimKind::Threefold => "threefold",
            ClaimKind::Fifty => "fifty",
        }
    }
}

impl Key for EndReason {
    fn key(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::DeadPosition => "dead-position",
            EndReason::Fivefold => "fivefold",
            EndReason::SeventyFiveMoves => "seventy-five-moves",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
            EndReason::Threefold => "threefold",
            EndReason::FiftyMoves => "fifty-moves",
            EndReason::Time => "time",
            EndReason::Arbiter => "arbiter",
            EndReason::IllegalMoves => "illegal-moves",
            EndReason::QuickplayFinish => "quickplay",
        }
    }
}

impl Key for GameResult {
    fn key(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "white-wins",
            GameResult::BlackWins => "black-wins",
            GameResult::Draw => "draw",
        }
    }
}

/// A result that may not be given (an unfinished game): "none".
impl Key for Option<GameResult> {
    fn key(self) -> &'static str {
        self.map_or("none", Key::key)
    }
}

impl Key for Unit {
    fn key(self) -> &'static str {
        match self {
            Unit::Hour => "hour",
            Unit::Minute => "minute",
            Unit::Second => "second",
            Unit::Move => "move",
        }
    }
}

impl<'a> Arg<'a> for &'a str {
    fn set(self, name: &'static str, args: &mut FluentArgs<'a>, _: &Text) {
        args.set(name, self);
    }
}

impl<'a> Arg<'a> for Square {
    fn set(self, name: &'static str, args: &mut FluentArgs<'a>, _: &Text) {
        args.set(name, self.to_string());
    }
}

macro_rules! numbers {
    ($($n:ty)*) => {$(
        impl<'a> Arg<'a> for $n {
            fn set(self, name: &'static str, args: &mut FluentArgs<'a>, _: &Text) {
                args.set(name, FluentValue::from(self));
            }
        }
    )*};
}
numbers!(u8 u16 u32 usize i64);

/// A span of time is said as a duration in the catalogue's language.
impl<'a> Arg<'a> for Span {
    fn set(self, name: &'static str, args: &mut FluentArgs<'a>, t: &Text) {
        args.set(name, t.duration(self));
    }
}

impl<'a> Arg<'a> for Option<&'a str> {
    fn set(self, name: &'static str, args: &mut FluentArgs<'a>, t: &Text) {
        self.unwrap_or("").set(name, args, t);
        args.set(format!("has_{name}"), self.is_some().key());
    }
}

impl<'a> Arg<'a> for Option<Span> {
    fn set(self, name: &'static str, args: &mut FluentArgs<'a>, t: &Text) {
        let text = self.map(|s| t.duration(s)).unwrap_or_default();
        args.set(name, text);
        args.set(format!("has_{name}"), self.is_some().key());
    }
}

/// Where a piece came from: `from` is none, file, rank or square, and
/// `from_file`, `from_rank` or `from_square` says which.
impl<'a> Arg<'a> for Option<From> {
    fn set(self, name: &'static str, args: &mut FluentArgs<'a>, _: &Text) {
        let (kind, value) = match self {
            None => ("none", String::new()),
            Some(From::File(f)) => ("file", f.char().to_string()),
            Some(From::Rank(r)) => ("rank", r.char().to_string()),
            Some(From::Square(s)) => ("square", s.to_string()),
        };
        args.set(name, kind);
        if self.is_some() {
            args.set(format!("{name}_{kind}"), value);
        }
    }
}
