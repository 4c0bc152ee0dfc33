//! The editions of the FIDE Laws annabella follows, and what differs between
//! them for the app (the program's rule: 2017 by default; the others where
//! they change what the app does).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::clock::Span;
use super::notation::UnknownName;

/// What the laws give when both flags are down and the order is unknown,
/// with the article.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BothFlags {
    Draw(&'static str),
    PlayOn(&'static str),
    /// No rule applies (2017 with increment): the arbiter decides.
    ArbiterDecides(&'static str),
}

impl BothFlags {
    pub fn article(self) -> &'static str {
        match self {
            BothFlags::Draw(a) | BothFlags::PlayOn(a) | BothFlags::ArbiterDecides(a) => a,
        }
    }

    /// The key of the sentence that says it: draw, play-on, arbiter.
    pub fn key(self) -> &'static str {
        match self {
            BothFlags::Draw(_) => "draw",
            BothFlags::PlayOn(_) => "play-on",
            BothFlags::ArbiterDecides(_) => "arbiter",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Laws {
    /// Dutch 2001 (seed 004)
    #[serde(rename = "2001")]
    Y2001,
    /// Danish 2005 (seed 000)
    #[serde(rename = "2005")]
    Y2005,
    /// Norwegian 2014 (seed 003)
    #[serde(rename = "2014")]
    Y2014,
    /// Danish 2017 (seed 001), the default
    #[default]
    #[serde(rename = "2017")]
    Y2017,
}

impl Laws {
    pub const ALL: [Laws; 4] = [Laws::Y2001, Laws::Y2005, Laws::Y2014, Laws::Y2017];

    pub fn year(self) -> u16 {
        match self {
            Laws::Y2001 => 2001,
            Laws::Y2005 => 2005,
            Laws::Y2014 => 2014,
            Laws::Y2017 => 2017,
        }
    }

    /// Fivefold repetition and the 75-move rule end the game by themselves.
    pub fn automatic_draws(self) -> bool {
        matches!(self, Laws::Y2014 | Laws::Y2017)
    }

    /// A draw by agreement needs a move by each player first (2017 5.2.3).
    pub fn agreement_needs_moves(self) -> bool {
        self == Laws::Y2017
    }

    /// Time given to the opponent after an incorrect draw claim
    /// (2001/2005 9.5: 3 minutes; 2014 9.5b, 2017 9.5.3: 2 minutes).
    pub fn incorrect_claim_bonus(self) -> Span {
        if self.year() < 2014 {
            Span::minutes(3)
        } else {
            Span::minutes(2)
        }
    }

    /// The article of an incorrect claim, as the edition numbers it.
    pub fn incorrect_claim_rule(self) -> &'static str {
        match self {
            Laws::Y2001 => "9.5b",
            Laws::Y2005 => "9.5",
            Laws::Y2014 => "9.5b",
            Laws::Y2017 => "9.5.3",
        }
    }

    /// 2001/2005: the claimant also loses time: half of what is left, at most 3
    /// minutes, with more than 2 minutes; set to 1 minute with 1 to 2 minutes
    /// (exactly 2:00 counts as "more than 2"). With 1 minute or less left
    /// nothing is taken: there is no deduction to propose.
    pub fn incorrect_claim_deduction(self, left: Span) -> Option<Span> {
        if self.year() >= 2014 {
            return None;
        }
        let deduction = if left >= Span::minutes(2) {
            Span(left.millis() / 2).min(Span::minutes(3))
        } else {
            left - Span::minutes(1)
        };
        (deduction > Span::ZERO).then_some(deduction)
    }
}

/// What 2017 7.7 and 7.8 count as illegal moves, though the move (if any)
/// stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Breach {
    /// 7.7: two hands for one move.
    TwoHands,
    /// 7.8: the clock pressed without a move.
    PressWithoutMove,
}

/// Where a rule stands in each edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// The two boards differ: scoresheets decide (D.2.9).
    Discrepancy,
    /// The assistant's duties (D.2.10).
    Assistant,
    /// The sighted player's own assistant, and (2017) the hearing-impaired opponent (D.2.11).
    OpponentAssistant,
    /// An illegal move: restore the position, penalty (7.4 / 7.5).
    IllegalMove,
    /// The illegal move that loses, or draws when the opponent cannot mate.
    IllegalMoveLimit,
    /// Touch-move, which binds the move that replaces an illegal one.
    TouchMove,
    /// A flag fall, and the draw when the opponent cannot mate (6.9 / 6.10).
    FlagFall,
    /// Both flags down and which fell first unknown: a draw in the last period.
    BothFlags,
    /// Adjournment: the sealed move (appendix A / E / I).
    SealedMove,
    /// The envelope is opened only when the replier is present (A7 / E7 / I.7).
    EnvelopeOpened,
    /// A sealed move that is illegal or cannot be read loses (A8 / E8 / I.8).
    InvalidSealedMove,
    /// The replier absent at resumption: his clock starts (A9b / E9b / I.9.2).
    ReplierAbsent,
    /// The sealer absent: the reply is sealed anew and his clock starts
    /// (A9c / E9c / I.9.3).
    SealerAbsent,
    /// Time added as a penalty (12.9 / 13.4).
    TimePenalty,
    /// The arbiter sets the clocks after an irregularity (7.1 / 6.14).
    ClockSetting,
    /// No notes, advice, sources of information or analysis during play
    /// (11.3 / 12.2): no engine in a game against a person.
    NoAdvice,
}

impl Laws {
    /// The article of `rule` as this edition numbers it.
    /// Both flags down and which fell first cannot be known: what the
    /// edition gives, in the last period (all remaining moves) or before it,
    /// with or without an increment or delay.
    pub fn both_flags(self, last_period: bool, increment: bool) -> BothFlags {
        use Laws::*;
        match (self, last_period) {
            // Guidelines III apply only to games without increment (III.2.2).
            (Y2017, _) if increment => BothFlags::ArbiterDecides("III.2.2"),
            (Y2017, true) => BothFlags::Draw("III.3.1.2"),
            (Y2017, false) => BothFlags::PlayOn("III.3.1.1"),
            (Y2014, true) => BothFlags::Draw("6.11b"),
            (Y2014, false) => BothFlags::PlayOn("6.11a"),
            (Y2005, true) => BothFlags::Draw("6.12b"),
            (Y2005, false) => BothFlags::PlayOn("6.12a"),
            // 2001: play on (6.12); the quickplay finish is drawn (10.3).
            (Y2001, true) => BothFlags::Draw("10.3"),
            (Y2001, false) => BothFlags::PlayOn("6.12"),
        }
    }

    pub fn article(self, rule: Rule) -> &'static str {
        use Laws::*;
        use Rule::*;
        match (rule, self) {
            (Discrepancy, Y2017) => "D.2.9",
            (Discrepancy, Y2014) => "D2.8",
            (Discrepancy, _) => "F2.7-F2.8",
            (Assistant, Y2017) => "D.2.10",
            (Assistant, Y2014) => "D2.9",
            (Assistant, _) => "F2.9",
            (OpponentAssistant, Y2017) => "D.2.11",
            (OpponentAssistant, Y2014) => "D2.10",
            (OpponentAssistant, _) => "F2.9",
            (IllegalMove, Y2017) => "7.5.1",
            (IllegalMove, Y2014) => "7.5a",
            (IllegalMove, _) => "7.4a",
            (IllegalMoveLimit, Y2017) => "7.5.3",
            (IllegalMoveLimit, Y2014) => "7.5b",
            (IllegalMoveLimit, _) => "7.4b",
            (TouchMove, Y2017 | Y2014) => "4.3, 4.7",
            (TouchMove, _) => "4.3",
            (FlagFall, Y2017 | Y2014) => "6.9",
            (FlagFall, _) => "6.10",
            (BothFlags, Y2017) => "III.3.1",
            (BothFlags, Y2014) => "6.11",
            (BothFlags, _) => "6.12",
            (SealedMove, Y2017) => "I.1",
            (SealedMove, Y2014) => "E1",
            (SealedMove, _) => "A1",
            (EnvelopeOpened, Y2017) => "I.7",
            (EnvelopeOpened, Y2014) => "E7",
            (EnvelopeOpened, _) => "A7",
            (InvalidSealedMove, Y2017) => "I.8",
            (InvalidSealedMove, Y2014) => "E8",
            (InvalidSealedMove, _) => "A8",
            (ReplierAbsent, Y2017) => "I.9.2",
            (ReplierAbsent, Y2014) => "E9b",
            (ReplierAbsent, _) => "A9b",
            (SealerAbsent, Y2017) => "I.9.3",
            (SealerAbsent, Y2014) => "E9c",
            (SealerAbsent, _) => "A9c",
            (TimePenalty, Y2017) => "12.9.2",
            (TimePenalty, Y2014) => "12.9b",
            (TimePenalty, _) => "13.4b",
            (ClockSetting, Y2017 | Y2014) => "7.1",
            (ClockSetting, _) => "6.14",
            (NoAdvice, Y2017) => "11.3.1",
            (NoAdvice, Y2014) => "11.3a",
            (NoAdvice, Y2005) => "12.2a",
            (NoAdvice, Y2001) => "12.2",
        }
    }

    /// The illegal move (counted per player) that loses the game.
    pub fn illegal_moves_to_lose(self) -> u32 {
        if self.year() < 2014 { 3 } else { 2 }
    }

    /// 2014/2017: instead of a loss, a draw if the opponent cannot mate.
    pub fn illegal_limit_draws_if_no_mate(self) -> bool {
        self.year() >= 2014
    }

    /// The article that makes a breach an illegal move: 2017 only (7.7
    /// two hands, 7.8 the clock pressed without a move); before 2017 they
    /// are the arbiter's to penalise (12.9 / 13.4).
    pub fn breach_article(self, breach: Breach) -> Option<&'static str> {
        use Breach::*;
        match (self, breach) {
            (Laws::Y2017, TwoHands) => Some("7.7"),
            (Laws::Y2017, PressWithoutMove) => Some("7.8"),
            _ => None,
        }
    }

    /// The assistant tells the time and the moves only at the blind
    /// player's request (2001 F2.9d "slechts op diens verzoek", 2014 D2.9d
    /// "bare på forespørsel"): no low-time warning unasked. The article.
    pub fn time_only_on_request(self) -> Option<&'static str> {
        match self {
            Laws::Y2001 => Some("F2.9d"),
            Laws::Y2014 => Some("D2.9d"),
            _ => None,
        }
    }

    /// 2017 D.2.11: a hearing-impaired opponent makes an assistant compulsory.
    pub fn hearing_impaired_needs_assistant(self) -> bool {
        self == Laws::Y2017
    }
}

/// What part of the laws a citation points into, from its number: an
/// article ("7.5.5", "6.12a"), an appendix ("D.2.11", "E1a", "B9": a
/// capital then a number) or one of the 2017 Guidelines ("I.9.2",
/// "III.5": a Roman numeral then a point). The catalogues name each as
/// their country's laws do ("§ 7.5.5", "tillæg D.2.11", "anbefaling
/// III.5"), through the function `PART` (catalogue.rs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Article,
    Appendix,
    Guideline,
}

impl Part {
    pub fn of(citation: &str) -> Part {
        let head: String = citation
            .chars()
            .take_while(char::is_ascii_uppercase)
            .collect();
        let after = citation[head.len()..].chars().next();
        match (head.as_str(), after) {
            ("", _) => Part::Article,
            ("I" | "II" | "III", Some('.')) => Part::Guideline,
            (_, Some(c)) if c == '.' || c.is_ascii_digit() => Part::Appendix,
            _ => Part::Article,
        }
    }

    /// The key a catalogue selects on.
    pub fn key(self) -> &'static str {
        match self {
            Part::Article => "article",
            Part::Appendix => "appendix",
            Part::Guideline => "guideline",
        }
    }
}

#[cfg(test)]
mod part_tests {
    use super::Part;

    #[test]
    fn a_citation_is_an_article_an_appendix_or_a_guideline() {
        for (cited, part) in [
            ("7.5.5", Part::Article),
            ("6.12a", Part::Article),
            ("D.2.11", Part::Appendix),
            ("E1a", Part::Appendix),
            ("B9", Part::Appendix),
            ("A.1, A.4", Part::Appendix),
            ("F2.9d", Part::Appendix),
            ("I.9.2", Part::Guideline),
            ("III.5", Part::Guideline),
            ("", Part::Article),
        ] {
            assert_eq!(Part::of(cited), part, "{cited}");
        }
    }
}

impl FromStr for Laws {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Laws, UnknownName> {
        Laws::ALL
            .into_iter()
            .find(|l| l.year().to_string() == s.trim())
            .ok_or_else(|| UnknownName {
                kind: "laws edition",
                given: s.to_string(),
                allowed: Laws::ALL
                    .iter()
                    .rev()
                    .map(|l| l.year().to_string())
                    .collect(),
            })
    }
}

impl fmt::Display for Laws {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.year())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claim_penalties_by_edition() {
        assert_eq!(Laws::Y2017.incorrect_claim_bonus(), Span::minutes(2));
        assert_eq!(Laws::Y2005.incorrect_claim_bonus(), Span::minutes(3));
        assert_eq!(
            Laws::Y2017.incorrect_claim_deduction(Span::minutes(10)),
            None
        );
        assert_eq!(
            Laws::Y2005.incorrect_claim_deduction(Span::minutes(10)),
            Some(Span::minutes(3))
        );
        assert_eq!(
            Laws::Y2005.incorrect_claim_deduction(Span::minutes(4)),
            Some(Span::minutes(2))
        );
        assert_eq!(
            Laws::Y2001.incorrect_claim_deduction(Span::minutes(2)),
            Some(Span::minutes(1))
        );
        assert_eq!(
            Laws::Y2001.incorrect_claim_deduction(Span::seconds(90)),
            Some(Span::seconds(30))
        );
        assert_eq!(
            Laws::Y2001.incorrect_claim_deduction(Span::minutes(1)),
            None
        );
        assert_eq!(
            Laws::Y2001.incorrect_claim_deduction(Span::seconds(59)),
            None
        );
        assert_eq!("2014".parse::<Laws>(), Ok(Laws::Y2014));
        assert_eq!(Laws::Y2005.illegal_moves_to_lose(), 3);
        assert_eq!(Laws::Y2017.illegal_moves_to_lose(), 2);
        assert_eq!(Laws::Y2017.article(Rule::Discrepancy), "D.2.9");
        assert!(
            Laws::Y2017.hearing_impaired_needs_assistant()
                && !Laws::Y2014.hearing_impaired_needs_assistant()
        );
        assert!("1999".parse::<Laws>().is_err());
    }
}
