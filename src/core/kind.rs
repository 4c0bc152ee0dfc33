//! The kinds of game the laws know (standard, rapid, blitz): which one a
//! time control makes by each edition's own definition, and what each
//! edition's appendix changes for it (FIDE Laws 2017 and 2014 A and B, 2005
//! and 2001 B and C; the quickplay finish, 2017 Guidelines III, 2014 G, 2005
//! and 2001 article 10). The kind can also be given where the event's
//! regulations differ (the program's rule). Every rule is a table with one
//! row per edition and kind, and the article it stands in, as that edition
//! numbers it.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::clock::{Span, TimeControl};
use super::laws::Laws;
use super::notation::UnknownName;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Standard,
    Rapid,
    Blitz,
}

/// How the event supervises rapid and blitz games under 2014/2017 (A.5 /
/// B.5 make the event say it): fully, one arbiter for at most three games
/// and each game recorded (A.3 / B.3, the competition rules apply), or not
/// (A.4 / B.4, the appendix's own rules), the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Supervision {
    Full,
    #[default]
    Partial,
}

/// What the event's regulations say of its games, beyond the edition: the
/// kind where they differ from the control's (`None`: the control's), and
/// the supervision of rapid and blitz.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Regulations {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<Kind>,
    #[serde(default)]
    pub supervision: Supervision,
    /// The event announced a quickplay finish (2001/2005 10, 2014 G2,
    /// 2017 III.2.1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub quickplay: bool,
}

impl Regulations {
    /// Nothing given: a game file of an older version, written back as it was.
    pub fn is_default(&self) -> bool {
        *self == Regulations::default()
    }
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Standard, Kind::Rapid, Kind::Blitz];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Standard => "standard",
            Kind::Rapid => "rapid",
            Kind::Blitz => "blitz",
        }
    }

    /// The kind a control makes under `laws`, by its definition. Only a control
    /// in which all moves are made in a fixed time can be rapid or blitz;
    /// its time is the base, plus 60 times the increment (or delay) where
    /// the edition counts it (2005 B1/C1, 2014 A1/B1, 2017 A.1/B.1; 2001
    /// B1/C1 count the base alone).
    pub fn of(laws: Laws, control: &TimeControl) -> Kind {
        let [period] = control.periods.as_slice() else {
            return Kind::Standard;
        };
        if period.moves.is_some() {
            return Kind::Standard;
        }
        let per_move = period.increment.max(period.delay);
        let time = match laws {
            Laws::Y2001 => period.base,
            _ => period.base + Span(per_move.millis().saturating_mul(60)),
        };
        let (min15, min10, min60) = (Span::minutes(15), Span::minutes(10), Span::minutes(60));
        match laws {
            // "minimaal 15 en maximaal 60", "mellem 15 og 60"; blitz under 15.
            Laws::Y2001 | Laws::Y2005 if time < min15 => Kind::Blitz,
            Laws::Y2001 | Laws::Y2005 if time <= min60 => Kind::Rapid,
            // "10 minutes or less"; rapid "more than 10 and less than 60"
            // (exactly 60 is neither, so standard: 2017 A.1, 2014 A1).
            Laws::Y2014 | Laws::Y2017 if time <= min10 => Kind::Blitz,
            Laws::Y2014 | Laws::Y2017 if time < min60 => Kind::Rapid,
            _ => Kind::Standard,
        }
    }
}

impl FromStr for Kind {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Kind, UnknownName> {
        let given = s.trim().to_lowercase();
        Kind::ALL
            .into_iter()
            .find(|k| k.name() == given)
            .ok_or_else(|| UnknownName {
                kind: "kind of game",
                given: s.to_string(),
                allowed: Kind::ALL.iter().map(|k| k.name().to_string()).collect(),
            })
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Supervision {
    pub fn name(self) -> &'static str {
        match self {
            Supervision::Full => "full",
            Supervision::Partial => "partial",
        }
    }
}

impl FromStr for Supervision {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Supervision, UnknownName> {
        match s.trim().to_lowercase().as_str() {
            "full" => Ok(Supervision::Full),
            "partial" => Ok(Supervision::Partial),
            _ => Err(UnknownName {
                kind: "supervision",
                given: s.to_string(),
                allowed: vec!["partial".to_string(), "full".to_string()],
            }),
        }
    }
}

/// What an illegal move brings, once completed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalRule {
    /// Counted, with time for the opponent and the loss at the edition's
    /// limit (7.4 / 7.5).
    Counted,
    /// The opponent may claim the win (a draw where he cannot mate), and
    /// the arbiter declares it if he sees it (2001/2005 C3, 2014 A4b, 2017
    /// A.4.2; blitz through B4 / B.4).
    LosesOnClaim(&'static str),
}

/// Until when an illegal move can be dealt with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalUntil {
    /// Whenever it is found: the game goes back to the position before it
    /// (2017 7.5.1, 2014 7.5a, 2001/2005 7.4a).
    Found,
    /// Only until the opponent has made his next move; then it stands.
    OpponentMoves(&'static str),
    /// Only until the opponent has touched a piece (4.3) or moved (2001 B5b).
    OpponentTouches(&'static str),
}

/// The articles of a quickplay-finish claim: the claim, the draw the
/// arbiter declares, the 2 minutes the opponent gets when it is rejected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuickplayRule {
    pub claim: &'static str,
    pub draw: &'static str,
    pub rejected: &'static str,
}

/// The rules one game is played by: its edition, its kind and, for rapid
/// and blitz, how the event supervises it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ruling {
    pub laws: Laws,
    pub kind: Kind,
    pub supervision: Supervision,
}

impl Ruling {
    pub fn new(laws: Laws, control: &TimeControl, regulations: Regulations) -> Ruling {
        Ruling {
            laws,
            kind: regulations.kind.unwrap_or_else(|| Kind::of(laws, control)),
            supervision: regulations.supervision,
        }
    }

    fn modern(self) -> bool {
        matches!(self.laws, Laws::Y2014 | Laws::Y2017)
    }

    /// Whether the rapid or blitz appendix's own rules apply: always in
    /// 2001/2005; in 2014/2017 only where the game is not fully supervised
    /// (A.3 / B.3 make the competition rules apply).
    fn appendix(self) -> bool {
        self.kind != Kind::Standard && !(self.modern() && self.supervision == Supervision::Full)
    }

    /// The article that defines the kind; none for standard play.
    pub fn definition(self) -> Option<&'static str> {
        use Kind::*;
        use Laws::*;
        Some(match (self.laws, self.kind) {
            (_, Standard) => return None,
            (Y2001 | Y2005, Rapid) => "B1",
            (Y2001 | Y2005, Blitz) => "C1",
            (Y2014, Rapid) => "A1",
            (Y2014, Blitz) => "B1",
            (Y2017, Rapid) => "A.1",
            (Y2017, Blitz) => "B.1",
        })
    }

    /// The article of the event's supervision (2014/2017 rapid and blitz).
    pub fn supervision_article(self) -> Option<&'static str> {
        use Kind::*;
        use Laws::*;
        use Supervision::*;
        Some(match (self.laws, self.kind, self.supervision) {
            (Y2001 | Y2005, ..) | (_, Standard, _) => return None,
            (Y2014, Rapid, Full) => "A3",
            (Y2014, Rapid, Partial) => "A4",
            (Y2014, Blitz, Full) => "B3",
            (Y2014, Blitz, Partial) => "B4",
            (Y2017, Rapid, Full) => "A.3",
            (Y2017, Rapid, Partial) => "A.4",
            (Y2017, Blitz, Full) => "B.3",
            (Y2017, Blitz, Partial) => "B.4",
        })
    }

    /// The time penalty of articles 7 and 9 (an illegal move, an incorrect
    /// claim under 2014/2017): 2 minutes, 1 in blitz under 2014 B2 and 2017
    /// B.2, whatever the supervision. With the article that makes it 1.
    pub fn penalty(self) -> (Span, Option<&'static str>) {
        match (self.laws, self.kind) {
            (Laws::Y2014, Kind::Blitz) => (Span::minutes(1), Some("B2")),
            (Laws::Y2017, Kind::Blitz) => (Span::minutes(1), Some("B.2")),
            _ => (Span::minutes(2), None),
        }
    }

    /// Time given to the opponent of an incorrect draw claim: 3 minutes in
    /// 2001/2005 (9.5, which their rapid and blitz keep), 2 in 2014/2017
    /// (1 in their blitz).
    pub fn incorrect_claim_bonus(self) -> Span {
        if self.modern() {
            self.penalty().0
        } else {
            self.laws.incorrect_claim_bonus()
        }
    }

    /// What a completed illegal move brings.
    pub fn illegal(self) -> IllegalRule {
        use Kind::*;
        use Laws::*;
        if !self.appendix() {
            return IllegalRule::Counted;
        }
        match (self.laws, self.kind) {
            // 2001/2005 rapid keeps the laws' penalty (B2), claimed in time (B5b / B6).
            (Y2001 | Y2005, Rapid) | (_, Standard) => IllegalRule::Counted,
            (Y2001 | Y2005, Blitz) => IllegalRule::LosesOnClaim("C3"),
            (Y2014, Rapid) => IllegalRule::LosesOnClaim("A4b"),
            (Y2014, Blitz) => IllegalRule::LosesOnClaim("B4, A4b"),
            (Y2017, Rapid) => IllegalRule::LosesOnClaim("A.4.2"),
            (Y2017, Blitz) => IllegalRule::LosesOnClaim("B.4, A.4.2"),
        }
    }

    /// Until when an illegal move can be dealt with.
    pub fn illegal_until(self) -> IllegalUntil {
        use Kind::*;
        use Laws::*;
        if !self.appendix() {
            return IllegalUntil::Found;
        }
        IllegalUntil::OpponentMoves(match (self.laws, self.kind) {
            (_, Standard) => return IllegalUntil::Found,
            // A claim is lost once the claimant touched a piece (4.3).
            (Y2001, Rapid) => return IllegalUntil::OpponentTouches("B5b"),
            (Y2005, Rapid) => "B6",
            (Y2001 | Y2005, Blitz) => "C3",
            (Y2014, _) => "A4b",
            (Y2017, _) => "A.4.2",
        })
    }

    /// A claim on time needs time on the claimant's own clock (his flag
    /// up): 2001 B7, 2005 B8 (their blitz through C2), 2014 A4c, 2017
    /// A.4.3 (blitz through B4 / B.4).
    pub fn claimant_needs_time(self) -> Option<&'static str> {
        use Laws::*;
        if !self.appendix() {
            return None;
        }
        Some(match self.laws {
            Y2001 => "B7",
            Y2005 => "B8",
            Y2014 => "A4c",
            Y2017 => "A.4.3",
        })
    }

    /// Both flags down is a draw, whichever fell first: 2001 B8, 2005 B9
    /// (rapid, and blitz through C2).
    pub fn both_flags_draw(self) -> Option<&'static str> {
        match (self.laws, self.kind) {
            (_, Kind::Standard) => None,
            (Laws::Y2001, _) => Some("B8"),
            (Laws::Y2005, _) => Some("B9"),
            _ => None,
        }
    }

    /// The quickplay finish, where the event announced it: its articles, or
    /// the article that keeps it from this game (blitz: 2001 C4, 2005 C2;
    /// blitz or an increment: 2014 G3, 2017 III.2.2).
    pub fn quickplay(self, control: &TimeControl) -> Result<QuickplayRule, &'static str> {
        use Laws::*;
        let increment = control
            .periods
            .iter()
            .any(|p| p.increment > Span::ZERO || p.delay > Span::ZERO);
        match (self.laws, self.kind) {
            (Y2001, Kind::Blitz) => Err("C4"),
            (Y2005, Kind::Blitz) => Err("C2"),
            (Y2014, Kind::Blitz) => Err("G3"),
            (Y2017, Kind::Blitz) => Err("III.2.2"),
            (Y2014, _) if increment => Err("G3"),
            (Y2017, _) if increment => Err("III.2.2"),
            (Y2001 | Y2005, _) => Ok(QuickplayRule {
                claim: "10.2",
                draw: "10.2a",
                rejected: "10.2c",
            }),
            (Y2014, _) => Ok(QuickplayRule {
                claim: "G5",
                draw: "G5a",
                rejected: "G5c",
            }),
            (Y2017, _) => Ok(QuickplayRule {
                claim: "III.5",
                draw: "III.5.1",
                rejected: "III.5.3",
            }),
        }
    }

    /// The request for a 5-second increment for both players, which counts
    /// as a draw offer (2014 G4, 2017 III.4); 2001/2005 have none.
    pub fn increment_request(self) -> Option<&'static str> {
        match self.laws {
            Laws::Y2014 => Some("G4"),
            Laws::Y2017 => Some("III.4"),
            Laws::Y2001 | Laws::Y2005 => None,
        }
    }

    /// Where the event announces a quickplay finish (the program's rule: it
    /// applies only where announced, in every edition).
    pub fn quickplay_announced_in(self) -> &'static str {
        match self.laws {
            Laws::Y2001 | Laws::Y2005 => "10.1",
            Laws::Y2014 => "G2",
            Laws::Y2017 => "III.2.1",
        }
    }

    /// Whether the players must record the moves (rapid and blitz need
    /// not: 2001/2005 B3, 2014 A2, 2017 A.2), with the article that frees
    /// them.
    pub fn recording_free(self) -> Option<&'static str> {
        use Laws::*;
        if self.kind == Kind::Standard {
            return None;
        }
        Some(match (self.laws, self.kind) {
            (Y2001 | Y2005, Kind::Rapid) => "B3",
            // Blitz follows the rapid rules (C2).
            (Y2001 | Y2005, _) => "C2, B3",
            (Y2014, Kind::Rapid) => "A2",
            (Y2014, _) => "B4, A2",
            (Y2017, Kind::Rapid) => "A.2",
            (Y2017, _) => "B.4, A.2",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Kind::*;
    use Laws::*;

    fn control(text: &str) -> TimeControl {
        TimeControl::parse(text).unwrap()
    }

    /// The definitions as a table: control, then the kind in 2001, 2005,
    /// 2014 and 2017 (2017 A.1/B.1, 2014 A1/B1, 2005 and 2001 B1/C1).
    #[test]
    fn each_edition_defines_the_kinds_by_its_own_words() {
        let table = [
            ("90/40+30+30s", [Standard, Standard, Standard, Standard]),
            ("120m", [Standard, Standard, Standard, Standard]),
            // Exactly 60: rapid in 2001/2005 ("maximaal 60"), standard after.
            ("60m", [Rapid, Rapid, Standard, Standard]),
            ("60+0", [Rapid, Rapid, Standard, Standard]),
            ("59m", [Rapid, Rapid, Rapid, Rapid]),
            // 45 + 60 x 15 s = 60 min: 2001 counts no increment.
            ("45+15", [Rapid, Rapid, Standard, Standard]),
            ("25+10", [Rapid, Rapid, Rapid, Rapid]),
            ("20+0", [Rapid, Rapid, Rapid, Rapid]),
            ("15+0", [Rapid, Rapid, Rapid, Rapid]),
            ("14m", [Blitz, Blitz, Rapid, Rapid]),
            // 10 + 60 x 2 s = 12 min; 2001 sees 10.
            ("10+2", [Blitz, Blitz, Rapid, Rapid]),
            ("11m", [Blitz, Blitz, Rapid, Rapid]),
            ("10m", [Blitz, Blitz, Blitz, Blitz]),
            ("3+2", [Blitz, Blitz, Blitz, Blitz]),
            // 10 + 60 x 5 s = 15: rapid in 2005, blitz in 2001 (base 10).
            ("10+5", [Blitz, Rapid, Rapid, Rapid]),
            // A delay counts as the increment does.
            ("600d5", [Blitz, Rapid, Rapid, Rapid]),
            // Moves in a period: not all moves in a fixed time.
            ("40/1500", [Standard, Standard, Standard, Standard]),
        ];
        for (text, kinds) in table {
            for (laws, kind) in Laws::ALL.into_iter().zip(kinds) {
                assert_eq!(Kind::of(laws, &control(text)), kind, "{text} under {laws}");
            }
        }
    }

    fn ruling(laws: Laws, kind: Kind, supervision: Supervision) -> Ruling {
        Ruling {
            laws,
            kind,
            supervision,
        }
    }

    /// Every edition, kind and supervision: the penalty, the illegal move,
    /// until when, the claim on time, both flags (2017 and 2014 appendices A
    /// and B, 2005 and 2001 B and C).
    #[test]
    fn the_appendices_as_a_table() {
        use IllegalRule::*;
        use IllegalUntil::*;
        use Supervision::*;
        type Row = (
            Laws,
            Kind,
            Supervision,
            i64,
            IllegalRule,
            IllegalUntil,
            Option<&'static str>,
            Option<&'static str>,
        );
        let table: [Row; 20] = [
            (Y2001, Standard, Partial, 2, Counted, Found, None, None),
            (
                Y2001,
                Rapid,
                Partial,
                2,
                Counted,
                OpponentTouches("B5b"),
                Some("B7"),
                Some("B8"),
            ),
            (
                Y2001,
                Blitz,
                Partial,
                2,
                LosesOnClaim("C3"),
                OpponentMoves("C3"),
                Some("B7"),
                Some("B8"),
            ),
            // 2001/2005 know no supervision: full is the same.
            (
                Y2001,
                Blitz,
                Full,
                2,
                LosesOnClaim("C3"),
                OpponentMoves("C3"),
                Some("B7"),
                Some("B8"),
            ),
            (Y2005, Standard, Partial, 2, Counted, Found, None, None),
            (
                Y2005,
                Rapid,
                Partial,
                2,
                Counted,
                OpponentMoves("B6"),
                Some("B8"),
                Some("B9"),
            ),
            (
                Y2005,
                Rapid,
                Full,
                2,
                Counted,
                OpponentMoves("B6"),
                Some("B8"),
                Some("B9"),
            ),
            (
                Y2005,
                Blitz,
                Partial,
                2,
                LosesOnClaim("C3"),
                OpponentMoves("C3"),
                Some("B8"),
                Some("B9"),
            ),
            (Y2014, Standard, Partial, 2, Counted, Found, None, None),
            (
                Y2014,
                Rapid,
                Partial,
                2,
                LosesOnClaim("A4b"),
                OpponentMoves("A4b"),
                Some("A4c"),
                None,
            ),
            (Y2014, Rapid, Full, 2, Counted, Found, None, None),
            (
                Y2014,
                Blitz,
                Partial,
                1,
                LosesOnClaim("B4, A4b"),
                OpponentMoves("A4b"),
                Some("A4c"),
                None,
            ),
            (Y2014, Blitz, Full, 1, Counted, Found, None, None),
            (Y2017, Standard, Partial, 2, Counted, Found, None, None),
            (Y2017, Standard, Full, 2, Counted, Found, None, None),
            (
                Y2017,
                Rapid,
                Partial,
                2,
                LosesOnClaim("A.4.2"),
                OpponentMoves("A.4.2"),
                Some("A.4.3"),
                None,
            ),
            (Y2017, Rapid, Full, 2, Counted, Found, None, None),
            (
                Y2017,
                Blitz,
                Partial,
                1,
                LosesOnClaim("B.4, A.4.2"),
                OpponentMoves("A.4.2"),
                Some("A.4.3"),
                None,
            ),
            (Y2017, Blitz, Full, 1, Counted, Found, None, None),
            (
                Y2005,
                Blitz,
                Full,
                2,
                LosesOnClaim("C3"),
                OpponentMoves("C3"),
                Some("B8"),
                Some("B9"),
            ),
        ];
        for (laws, kind, sup, minutes, illegal, until, needs_time, both) in table {
            let r = ruling(laws, kind, sup);
            let row = format!("{laws} {kind} {}", sup.name());
            assert_eq!(r.penalty().0, Span::minutes(minutes), "{row}");
            assert_eq!(r.illegal(), illegal, "{row}");
            assert_eq!(r.illegal_until(), until, "{row}");
            assert_eq!(r.claimant_needs_time(), needs_time, "{row}");
            assert_eq!(r.both_flags_draw(), both, "{row}");
        }
    }

    /// The quickplay finish by edition, kind and increment (2017 Guidelines
    /// III, 2014 G, 2005 and 2001 article 10).
    #[test]
    fn the_quickplay_finish_by_edition() {
        let q =
            |laws, kind, text| ruling(laws, kind, Supervision::Partial).quickplay(&control(text));
        assert_eq!(q(Y2017, Standard, "90m").map(|r| r.draw), Ok("III.5.1"));
        assert_eq!(q(Y2017, Rapid, "25m").map(|r| r.rejected), Ok("III.5.3"));
        assert_eq!(q(Y2017, Standard, "90m+30s"), Err("III.2.2"));
        assert_eq!(q(Y2017, Blitz, "5m"), Err("III.2.2"));
        assert_eq!(q(Y2014, Rapid, "25+5"), Err("G3"));
        assert_eq!(q(Y2014, Standard, "120m").map(|r| r.claim), Ok("G5"));
        assert_eq!(q(Y2005, Blitz, "5m"), Err("C2"));
        assert_eq!(q(Y2001, Blitz, "5m"), Err("C4"));
        // 2001/2005 say nothing of increments.
        assert_eq!(q(Y2005, Rapid, "25+10").map(|r| r.claim), Ok("10.2"));
    }

    #[test]
    fn incorrect_claims_cost_by_edition_and_kind() {
        let bonus = |laws, kind| ruling(laws, kind, Supervision::Partial).incorrect_claim_bonus();
        assert_eq!(bonus(Y2017, Blitz), Span::minutes(1));
        assert_eq!(bonus(Y2014, Blitz), Span::minutes(1));
        assert_eq!(bonus(Y2017, Rapid), Span::minutes(2));
        assert_eq!(bonus(Y2005, Blitz), Span::minutes(3));
        assert_eq!(bonus(Y2001, Standard), Span::minutes(3));
    }

    #[test]
    fn articles_follow_the_edition() {
        let r = |laws, kind, sup| ruling(laws, kind, sup);
        assert_eq!(
            r(Y2017, Rapid, Supervision::Partial).definition(),
            Some("A.1")
        );
        assert_eq!(
            r(Y2005, Blitz, Supervision::Partial).definition(),
            Some("C1")
        );
        assert_eq!(r(Y2014, Standard, Supervision::Partial).definition(), None);
        assert_eq!(
            r(Y2017, Blitz, Supervision::Full).supervision_article(),
            Some("B.3")
        );
        assert_eq!(
            r(Y2005, Rapid, Supervision::Full).supervision_article(),
            None
        );
        assert_eq!(
            r(Y2014, Blitz, Supervision::Partial).recording_free(),
            Some("B4, A2")
        );
        assert_eq!(
            r(Y2014, Standard, Supervision::Partial).recording_free(),
            None
        );
        assert_eq!("Rapid".parse::<Kind>(), Ok(Rapid));
        assert!("bullet".parse::<Kind>().is_err());
        assert_eq!("full".parse::<Supervision>(), Ok(Supervision::Full));
    }

    #[test]
    fn a_kind_given_by_the_event_wins_over_the_control() {
        let given = Regulations {
            kind: Some(Rapid),
            supervision: Supervision::Full,
            quickplay: false,
        };
        let r = Ruling::new(Y2017, &control("90/40+30+30s"), given);
        assert_eq!((r.kind, r.supervision), (Rapid, Supervision::Full));
        let r = Ruling::new(Y2017, &control("3+2"), Regulations::default());
        assert_eq!((r.kind, r.supervision), (Blitz, Supervision::Partial));
    }
}
