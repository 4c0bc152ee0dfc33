//! What happened, as the journal keeps it: one [`Record`] a line, the moment
//! it happened and the [`Event`].
//!
//! The lines are those of every journal written so far: the event's name, its
//! time, then its fields (`{"event":"announced","at":123,"by":"white","move":"e2e4"}`).
//! `at` belongs to the record, not to each event, so [`Record`] writes it
//! between the name and the fields itself.

use serde::ser::{self, Impossible, SerializeStruct};
use serde::{Deserialize, Serialize, Serializer};
use shakmaty::uci::UciMove;
use shakmaty::{Color, Role, Square};

use super::super::clock::{ClockReading, Span, Stamp};
use super::super::laws::Breach;
use super::super::outcome::{ClaimKind, EndReason, GameResult};
use super::setup::{Setup, Telling};
use super::written::{opt_side, side, square};

/// An event and when it happened, on the game's clock scale.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Record {
    pub at: Stamp,
    #[serde(flatten)]
    pub event: Event,
}

/// How a move was executed on the peg board, as entered with `peg`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "as", rename_all = "snake_case")]
pub enum PegExec {
    /// As announced.
    Announced,
    /// As another legal move.
    Move {
        #[serde(rename = "move")]
        uci: UciMove,
    },
    /// A physical move between squares, legal or not.
    Squares {
        #[serde(with = "square")]
        from: Square,
        #[serde(with = "square")]
        to: Square,
        #[serde(default, skip_serializing_if = "Option::is_none", with = "promotion")]
        promotion: Option<Role>,
    },
}

/// What happened; when is the [`Record`]'s.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    Started {
        setup: Box<Setup>,
    },
    /// A move was entered and announced; it is not complete until the press.
    Announced {
        #[serde(with = "side")]
        by: Color,
        #[serde(rename = "move")]
        uci: UciMove,
    },
    /// The pending announcement was corrected before the press.
    Corrected {
        #[serde(with = "side")]
        by: Color,
        #[serde(rename = "move")]
        uci: UciMove,
    },
    /// The move that ended the game at once (mate, stalemate, …) was a slip
    /// of the tongue, corrected before anything else (D.2.8): the end is
    /// taken back and this move is announced in its place.
    EndCorrected {
        #[serde(with = "side")]
        by: Color,
        #[serde(rename = "move")]
        uci: UciMove,
    },
    /// The opponent repeated the announcement.
    Confirmed,
    /// The clock was pressed (or, `auto`, the move ended the game).
    Completed {
        #[serde(with = "side")]
        by: Color,
        auto: bool,
    },
    DrawOffered {
        #[serde(with = "side")]
        by: Color,
    },
    DrawDeclined {
        #[serde(with = "side")]
        by: Color,
    },
    Claimed {
        #[serde(with = "side")]
        by: Color,
        kind: ClaimKind,
        /// The intended move, written and binding.
        #[serde(rename = "move")]
        uci: Option<UciMove>,
        correct: bool,
    },
    FlagFell {
        #[serde(with = "side")]
        color: Color,
        /// Advisory: whether the opponent could still mate at all.
        opponent_can_mate: bool,
    },
    Warned {
        #[serde(with = "side")]
        color: Color,
        threshold: Span,
    },
    /// The time left was called out by the cadence the player chose.
    TimeCalled {
        #[serde(with = "side")]
        color: Color,
        left: Span,
    },
    TimeAdded {
        #[serde(with = "side")]
        color: Color,
        span: Span,
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    ClockSet {
        #[serde(with = "side")]
        color: Color,
        left: Span,
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    Ended {
        result: GameResult,
        reason: EndReason,
        /// Who resigned, accepted or claimed, where someone did.
        #[serde(default, skip_serializing_if = "Option::is_none", with = "opt_side")]
        by: Option<Color>,
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    /// The manual clock was advanced (testing and demonstration).
    Waited,
    /// How a move (the half-move `ply`, 0 the first) was executed on the peg board.
    PegExecuted {
        ply: usize,
        exec: PegExec,
    },
    /// The peg board was put right: it equals the game again.
    PegFixed,
    /// The other player's scoresheet was entered and compared (D.2.9).
    Compared {
        sheet: String,
        /// Half-moves on which both sheets agree.
        agree: usize,
        equal: bool,
    },
    /// The game went back to after `to_ply` half-moves, the clocks set to the
    /// readings recorded then (D.2.9). The moves taken back stay in the journal.
    RolledBack {
        to_ply: usize,
        white: ClockReading,
        black: ClockReading,
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    AssistantSet {
        name: Option<String>,
    },
    /// A player touched a piece (reported for the arbiter, D.2.10.5): the
    /// opponent's, or the blind player's own lifted one (D.2.2).
    Touched {
        #[serde(with = "side")]
        by: Color,
        #[serde(with = "square")]
        square: Square,
        /// Who was to move: touch-move binds only him (4.3). Not known
        /// in game files of older versions.
        #[serde(default, with = "opt_side", skip_serializing_if = "Option::is_none")]
        turn: Option<Color>,
    },
    /// The arbiter found a completed move illegal: the position before it
    /// is restored; `count` is the player's illegal moves so far.
    IllegalDeclared {
        #[serde(with = "side")]
        by: Color,
        count: u32,
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
        /// The illegal move's place among the half-moves, where it was found
        /// later (7.5.1): the moves after it go too. `None`: the last one
        /// (every game file of an older version).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ply: Option<usize>,
    },
    /// 2017 7.7 / 7.8: two hands for one move, or the clock pressed without
    /// a move; the position stays, and it counts as an illegal move.
    Breached {
        #[serde(with = "side")]
        by: Color,
        breach: Breach,
        count: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    /// An illegal move made on a board and never entered (the app refused
    /// it), reported for the arbiter as typed: the position stays, and the
    /// player makes a legal move. `count` is the player's illegal moves so far.
    IllegalReported {
        #[serde(with = "side")]
        by: Color,
        input: String,
        count: u32,
        /// The article it applies, as the edition numbers it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
        /// The clock was not pressed after it: no illegal move the laws
        /// penalise (7.5.1), only a report for the arbiter; `count` is the
        /// player's illegal moves as they stand.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        not_completed: bool,
    },
    /// The move sealed at an adjournment; the sealer's clock stops. Sealed
    /// because the opponent is absent at resumption (I.9.3), the opponent's
    /// clock starts instead.
    Sealed {
        #[serde(with = "side")]
        by: Color,
        #[serde(rename = "move")]
        uci: UciMove,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        opponent_absent: bool,
    },
    /// At resumption the sealed move is played and the replier's clock starts.
    Unsealed,
    /// The player to move claims a draw in a quickplay finish, with `left`
    /// on his clock: the clocks stop for the arbiter.
    QuickplayClaimed {
        #[serde(with = "side")]
        by: Color,
        left: Span,
    },
    /// The player to move asked for a 5-second increment for both players
    /// (III.4, G4); a draw offer goes with it.
    IncrementRequested {
        #[serde(with = "side")]
        by: Color,
    },
    /// From now on `span` is added to both clocks per move (III.4, G4).
    IncrementSet {
        span: Span,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    /// At resumption the replier is absent: his clock starts and the
    /// envelope stays closed until he comes (I.9.2).
    ReplierStarted {
        #[serde(with = "side")]
        by: Color,
    },
    /// A move typed to be sealed that is no legal move here: refused, and
    /// noted for the arbiter (I.8) without the move, which no one may read.
    SealRefused {
        #[serde(with = "side")]
        by: Color,
    },
    /// The arbiter did not uphold a claim that stopped the clocks: the side
    /// to move's clock runs again.
    ClocksStarted,
    /// A step that waits for the arbiter's `yes` (a rollback, a penalty, a
    /// result): everything it will record, said before the answer.
    Proposed {
        /// What `yes` records, at the moment of the answer.
        then: Vec<Event>,
        /// What `no` records: mostly nothing; after a correct claim the
        /// arbiter does not uphold, what an incorrect claim brings.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        otherwise: Vec<Event>,
    },
    /// The open proposal was answered; the events of the answer follow.
    Answered {
        yes: bool,
    },
    /// How the game is told changed when it was resumed (`--lang`, the
    /// letters, the voice, the cadence): the user's choices, not facts of
    /// the game, which stay as they were.
    Told {
        telling: Telling,
    },
}

impl Event {
    /// Whether the event may follow the end of the game: the clocks can still
    /// be read, and the arbiter can still set them.
    pub fn after_the_end(&self) -> bool {
        matches!(
            self,
            Event::Waited
                | Event::Told { .. }
                | Event::EndCorrected { .. }
                | Event::Compared { .. }
                | Event::RolledBack { .. }
                | Event::IllegalDeclared { .. }
                | Event::Breached { .. }
                | Event::Proposed { .. }
                | Event::Answered { .. }
                | Event::TimeAdded { .. }
                | Event::ClockSet { .. }
                // The arbiter can overrule a result already recorded.
                | Event::Ended {
                    reason: EndReason::Arbiter | EndReason::IllegalMoves,
                    ..
                }
        )
    }
}

impl Serialize for Record {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.event.serialize(AtAfterName {
            inner: serializer,
            at: self.at,
        })
    }
}

/// Takes the derived form of an [`Event`] (a struct whose first field is its
/// name) and writes `at` right after that first field. Anything else is not
/// the shape the derive makes, and an error.
struct AtAfterName<S> {
    inner: S,
    at: Stamp,
}

struct AtAfterNameStruct<T> {
    inner: T,
    at: Option<Stamp>,
}

fn not_an_event<E: ser::Error>() -> E {
    E::custom("a record holds an event, written as a struct")
}

macro_rules! refuse {
    ($($method:ident($($arg:ty),*);)*) => {
        $(fn $method(self, $(_: $arg),*) -> Result<S::Ok, S::Error> {
            Err(not_an_event())
        })*
    };
}

impl<S: Serializer> Serializer for AtAfterName<S> {
    type Ok = S::Ok;
    type Error = S::Error;
    type SerializeSeq = Impossible<S::Ok, S::Error>;
    type SerializeTuple = Impossible<S::Ok, S::Error>;
    type SerializeTupleStruct = Impossible<S::Ok, S::Error>;
    type SerializeTupleVariant = Impossible<S::Ok, S::Error>;
    type SerializeMap = Impossible<S::Ok, S::Error>;
    type SerializeStruct = AtAfterNameStruct<S::SerializeStruct>;
    type SerializeStructVariant = Impossible<S::Ok, S::Error>;

    fn serialize_struct(
        self,
        name: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStruct, S::Error> {
        Ok(AtAfterNameStruct {
            inner: self.inner.serialize_struct(name, len + 1)?,
            at: Some(self.at),
        })
    }

    refuse! {
        serialize_bool(bool);
        serialize_i8(i8);
        serialize_i16(i16);
        serialize_i32(i32);
        serialize_i64(i64);
        serialize_u8(u8);
        serialize_u16(u16);
        serialize_u32(u32);
        serialize_u64(u64);
        serialize_f32(f32);
        serialize_f64(f64);
        serialize_char(char);
        serialize_str(&str);
        serialize_bytes(&[u8]);
        serialize_none();
        serialize_unit();
        serialize_unit_struct(&'static str);
        serialize_unit_variant(&'static str, u32, &'static str);
    }

    fn serialize_some<T: ?Sized + Serialize>(self, _: &T) -> Result<S::Ok, S::Error> {
        Err(not_an_event())
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: &T,
    ) -> Result<S::Ok, S::Error> {
        Err(not_an_event())
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<S::Ok, S::Error> {
        Err(not_an_event())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, S::Error> {
        Err(not_an_event())
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, S::Error> {
        Err(not_an_event())
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, S::Error> {
        Err(not_an_event())
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, S::Error> {
        Err(not_an_event())
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, S::Error> {
        Err(not_an_event())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, S::Error> {
        Err(not_an_event())
    }
}

impl<T: SerializeStruct> SerializeStruct for AtAfterNameStruct<T> {
    type Ok = T::Ok;
    type Error = T::Error;

    fn serialize_field<V: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &V,
    ) -> Result<(), T::Error> {
        self.inner.serialize_field(key, value)?;
        // The first field is the event's name.
        if let Some(at) = self.at.take() {
            self.inner.serialize_field("at", &at)?;
        }
        Ok(())
    }

    fn skip_field(&mut self, key: &'static str) -> Result<(), T::Error> {
        self.inner.skip_field(key)
    }

    fn end(self) -> Result<T::Ok, T::Error> {
        self.inner.end()
    }
}

/// A promotion piece as its letter ("q"); of a longer word the first letter counts.
mod promotion {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Role;

    pub fn serialize<S: Serializer>(role: &Option<Role>, s: S) -> Result<S::Ok, S::Error> {
        match role {
            Some(role) => s.serialize_char(role.char()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Role>, D::Error> {
        let Some(text) = Option::<String>::deserialize(d)? else {
            return Ok(None);
        };
        text.chars()
            .next()
            .and_then(Role::from_char)
            .map(Some)
            .ok_or_else(|| serde::de::Error::custom(format!("\"{text}\" is not a piece letter")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(r: &Record) -> String {
        serde_json::to_string(r).unwrap()
    }

    #[test]
    fn the_time_follows_the_name() {
        let r = Record {
            at: Stamp(123),
            event: Event::Announced {
                by: Color::White,
                uci: "e2e4".parse().unwrap(),
            },
        };
        assert_eq!(
            line(&r),
            r#"{"event":"announced","at":123,"by":"white","move":"e2e4"}"#
        );
        let r = Record {
            at: Stamp(5),
            event: Event::Confirmed,
        };
        assert_eq!(line(&r), r#"{"event":"confirmed","at":5}"#);
    }

    #[test]
    fn fields_left_out_stay_out_and_read_back() {
        let r = Record {
            at: Stamp(0),
            event: Event::PegExecuted {
                ply: 3,
                exec: PegExec::Squares {
                    from: Square::B7,
                    to: Square::A8,
                    promotion: None,
                },
            },
        };
        let text = line(&r);
        assert_eq!(
            text,
            r#"{"event":"peg_executed","at":0,"ply":3,"exec":{"as":"squares","from":"b7","to":"a8"}}"#
        );
        assert_eq!(serde_json::from_str::<Record>(&text).unwrap(), r);
    }

    #[test]
    fn squares_and_pieces_are_read_as_leniently_as_before() {
        let r: Record = serde_json::from_str(
            r#"{"event":"peg_executed","at":0,"ply":0,"exec":{"as":"squares","from":" B7","to":"A8","promotion":"queen"}}"#,
        )
        .unwrap();
        assert_eq!(
            r.event,
            Event::PegExecuted {
                ply: 0,
                exec: PegExec::Squares {
                    from: Square::B7,
                    to: Square::A8,
                    promotion: Some(Role::Queen),
                },
            }
        );
        let bad = r#"{"event":"touched","at":0,"by":"black","square":"z9"}"#;
        assert!(serde_json::from_str::<Record>(bad).is_err());
    }
}
