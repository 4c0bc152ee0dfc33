//! What the operator asks for, and what comes of it.

use shakmaty::{Color, Position, Square};

use super::super::clock::Span;
use super::super::input::MoveError;
pub use super::super::laws::Breach;
use super::super::laws::Rule;
use super::super::outcome::{ClaimKind, GameResult};
use super::super::scoresheet::Unreadable;
use super::super::text;
use super::event::Record;
use super::{Context, Session};

/// What the operator asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A move in any notation, for the side to move.
    Move(String),
    /// Correct the pending announcement.
    Fix(String),
    /// The opponent repeated the announcement.
    Confirm,
    /// Press the clock: complete the pending move.
    Press,
    /// Offer a draw; by default the blind player's offer (nothing is
    /// inferred from whose turn it is).
    OfferDraw(Option<Color>),
    Accept,
    Decline,
    /// Resign; by default the blind player.
    Resign(Option<Color>),
    Claim(ClaimKind, Option<String>),
    AddTime(Color, Span),
    SetClock(Color, Span),
    /// Only advances time (manual clock).
    Wait,
    /// How the last move (the pending one, or else the last completed one) was
    /// executed on the peg board.
    Peg(PegInput),
    /// The peg board was put right after `diff`.
    PegFixed,
    /// The other player's scoresheet, to compare (D.2.9).
    Compare(String),
    /// Go back to the last move where the scoresheets agree (after `Compare`).
    Rollback,
    /// Name the assistant, or `None` for none.
    Assistant(Option<String>),
    /// The opponent touched the piece on this square.
    Touch(String, Option<Color>),
    /// A completed move was illegal (arbiter): the last one, or the one
    /// named, found later (7.5.1 / 7.4a).
    Illegal(Option<MoveRef>),
    /// 2017 7.7 / 7.8: a move made with two hands, or the clock pressed
    /// without a move, penalised as an illegal move.
    Breach(Breach, Color),
    /// `report illegal MOVE`: a move the app refused was made on a board;
    /// reported for the arbiter with the edition's penalty.
    ReportIllegal(String),
    /// The arbiter's result.
    Result(GameResult),
    /// Claim the win (or the draw) after the opponent's flag fell.
    ClaimTime,
    /// The player to move claims a draw in a quickplay finish.
    ClaimQuickplay,
    /// The player to move asks for a 5-second increment for both players,
    /// which is a draw offer (2017 III.4, 2014 G4).
    RequestIncrement,
    /// Seal this move and stop the clock (adjournment).
    Seal(String),
    /// Play the sealed move at resumption, the replier present (I.7).
    Unseal,
    /// The replier is absent at resumption: start his clock, the envelope
    /// closed (I.9.2).
    StartReplier,
    /// Seal this reply in a new envelope and start the absent opponent's
    /// clock (I.9.3).
    SealForAbsent(String),
    /// `yes` or `no` to the open proposal.
    Answer(bool),
}

/// A move of the record by its number and, where both sides made one,
/// its side: "move 12", "move 12 black".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRef {
    pub number: u32,
    pub side: Option<Color>,
}

/// A peg-board execution as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PegInput {
    /// "peg ok": executed as announced.
    AsAnnounced,
    /// "peg Nf3": as this move, in any notation.
    Move(String),
    /// "peg g1 f3": between two squares, legal or not; an optional promotion letter.
    Squares(String, String, Option<String>),
}

/// Why an action was not taken. Each says what to do instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    /// `fix` after something else was entered since the move that ended
    /// the game: only the arbiter can take it back now.
    EndNotFixable,
    Move {
        input: String,
        error: MoveError,
    },
    /// A move is announced but not completed.
    Pending {
        by: Color,
    },
    NothingToPress,
    NothingToFix,
    /// `fix` after the press: the move is completed; only the arbiter or the
    /// scoresheet procedure changes it.
    AlreadyCompleted,
    NothingToConfirm,
    NoOffer,
    /// 2017 5.2.3: each player must have made a move first.
    AgreementTooEarly,
    /// A claim typed after a move is announced: said with the claim's kind.
    ClaimWithPending(ClaimKind),
    /// There is no move to record a peg execution for.
    NothingToPeg,
    /// `peg` names no square, or a square with no piece.
    BadPegSquares(String),
    /// Strict mirror: the execution must be entered before the press.
    PegNeeded,
    /// `rollback` without a comparison that found a difference.
    NothingToRollBack,
    /// An entry of the other scoresheet names no legal move in its position:
    /// nothing is compared until it is entered again.
    SheetUnreadable(Unreadable),
    /// `touch` without a square.
    BadSquare(String),
    /// `touch` on an empty square.
    NothingToTouch(Square),
    /// `report illegal` with a move that is legal here.
    ReportLegal(String),
    /// `illegal` with no completed move (or a pending one first).
    NoMoveToDeclare,
    /// `illegal N` where the record has no such move.
    NoSuchMove(MoveRef),
    /// `illegal N` where both sides made move N: which one?
    WhichSide(u32),
    /// The illegal move can no longer be dealt with: the opponent has made
    /// his next move (rapid and blitz: 2017 A.4.2, 2005 B6, C3 …).
    IllegalStands {
        by: Color,
        article: &'static str,
    },
    /// `illegal hands` / `illegal press` under an edition without 7.7/7.8.
    NoSuchBreach(Breach),
    /// `claim time` with the claimant's own flag down too, where the
    /// claimant must have time left (2017 A.4.3, 2005 B8 …).
    ClaimantOutOfTime {
        by: Color,
        article: &'static str,
    },
    /// `claim time` with no flag of the opponent down.
    NoFlag,
    /// The game is adjourned: only unseal, time, draw and result work.
    Adjourned,
    /// `unseal` with nothing sealed.
    NotAdjourned,
    /// `claim increment` under an edition without it (2001, 2005).
    NoIncrementRequest,
    /// `claim quickplay` where the event announced no quickplay finish.
    QuickplayNotAnnounced(&'static str),
    /// `claim quickplay` in a game it does not apply to (blitz, increment).
    QuickplayExcluded(&'static str),
    /// `claim quickplay` with 2 minutes or more, before the last period,
    /// or with the flag down.
    QuickplayNotYet {
        by: Color,
        left: Span,
        article: &'static str,
    },
    /// `unseal absent` once the replier's clock runs.
    ReplierRunning {
        by: Color,
    },
    /// `assistant off` where the laws require one (2017 D.2.11).
    AssistantRequired,
    OfferStanding {
        by: Color,
    },
    /// `seal MOVE` with another move announced: that one is the sealed move.
    SealPending {
        by: Color,
    },
    /// `fix` with the move already announced: nothing to correct.
    FixSame,
    /// `seal` alone with no move announced.
    SealWhat,
    /// `seal MOVE` with a move that cannot be played: said without the
    /// move, which no one may hear.
    SealNotAMove,
    /// `seal MOVE` whose text fits several moves: not an illegal sealed
    /// move (nothing is noted for the arbiter), said without the moves.
    SealAmbiguous,
    /// `yes` or `no` with no proposal open.
    NothingToAnswer,
    /// Both flags fell at once where the laws give no draw: play goes on,
    /// or the arbiter decides; there is no claim on time.
    BothFlagsNoClaim,
    /// A proposal waits for `yes` or `no` first.
    ProposalOpen,
}

impl Session {
    /// The reason a refusal gives, with what to do instead.
    pub fn refusal_text(&self, refusal: &Refusal, ctx: &Context) -> String {
        // Some messages are also parts of longer lines (`say`'s errors):
        // alone, each is a whole sentence.
        text::full_sentence(&self.refusal_words(refusal, ctx))
    }

    fn refusal_words(&self, refusal: &Refusal, ctx: &Context) -> String {
        let t = self.setup.lang.text();
        let lang = self.setup.lang;
        match refusal {
            Refusal::BothFlagsNoClaim => self.both_flags_text(),
            Refusal::EndNotFixable => {
                format!(
                    "{} {}",
                    t.end_not_fixable(),
                    t.after_end(self.after_end_can())
                )
            }
            Refusal::GameOver => match self.outcome {
                Some((result, reason, by)) => t.game_over_refused(&t.ended(result, reason, by)),
                None => t.game_over(),
            },
            Refusal::Move { input, error } => text::sentence(&text::move_error(
                lang,
                self.position(),
                input,
                error,
                self.setup.letters,
                Some(&ctx.voice),
            )),
            Refusal::Pending { by } => self.not_completed(*by, ctx),
            Refusal::NothingToPress => t.nothing_to_press(),
            Refusal::NothingToFix => t.nothing_to_fix(),
            Refusal::AlreadyCompleted => t.fix_after_press(),
            Refusal::NothingToConfirm => t.nothing_to_confirm(),
            Refusal::NoOffer => t.no_offer(),
            Refusal::AgreementTooEarly => t.agreement_too_early(),
            Refusal::ClaimWithPending(kind) => t.claim_with_pending(match kind {
                ClaimKind::Threefold => "threefold",
                ClaimKind::Fifty => "fifty",
            }),
            Refusal::OfferStanding { by } => t.offer_standing(*by, self.agreement_too_early()),
            Refusal::NothingToPeg => t.nothing_to_peg(),
            Refusal::BadPegSquares(text) => t.bad_peg_squares(text),
            Refusal::PegNeeded => t.peg_needed(),
            Refusal::NothingToRollBack => {
                t.nothing_to_roll_back(self.arbiter.comparison().is_some())
            }
            Refusal::ReportLegal(input) => t.report_legal(input),
            Refusal::SheetUnreadable(bad) => {
                text::sheet_entry_problem(self.setup.lang, bad, self.setup.letters, false)
            }
            Refusal::BadSquare(text) => t.bad_square(text, &self.example_square().to_string()),
            Refusal::NothingToTouch(square) => t.nothing_to_touch(&self.square_words(*square, ctx)),
            Refusal::NoMoveToDeclare => t.no_move_to_declare(),
            Refusal::NoSuchMove(named) => t.no_such_move(named.number, named.side),
            Refusal::WhichSide(number) => t.which_side(*number),
            Refusal::IllegalStands { by, article } => t.illegal_stands(*by, article),
            Refusal::NoSuchBreach(_) => t.no_such_breach(self.setup.laws.year()),
            Refusal::ClaimantOutOfTime { by, article } => t.claimant_out_of_time(*by, article),
            Refusal::NoFlag => t.no_flag(),
            Refusal::Adjourned => match self.sealed() {
                Some((by, _)) => {
                    t.adjourned_refused(by, self.position().fullmoves().get() as usize)
                }
                None => t.not_adjourned(),
            },
            Refusal::NotAdjourned => t.not_adjourned(),
            Refusal::ReplierRunning { by } => t.replier_running(*by),
            Refusal::QuickplayNotAnnounced(article) => t.quickplay_not_announced(article),
            Refusal::NoIncrementRequest => t.no_increment_request(self.setup.laws.year()),
            Refusal::QuickplayExcluded(article) => t.quickplay_excluded(article),
            Refusal::QuickplayNotYet { by, left, article } => {
                t.quickplay_not_yet(*by, *left, article)
            }
            Refusal::SealPending { by } => t.seal_pending(*by),
            Refusal::SealWhat => t.seal_what(),
            Refusal::SealNotAMove => t.seal_not_a_move(),
            Refusal::SealAmbiguous => t.seal_ambiguous(),
            Refusal::FixSame => t.fix_same(),
            Refusal::NothingToAnswer => {
                t.nothing_to_answer(matches!(self.arbiter.comparison(), Some((_, false))))
            }
            Refusal::ProposalOpen => t.proposal_open(),
            Refusal::AssistantRequired => {
                t.assistant_required(self.setup.laws.article(Rule::OpponentAssistant))
            }
        }
    }
}

/// The outcome of one action.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Step {
    /// What to journal and apply, in order: the events time made, then the
    /// action's own.
    pub events: Vec<Record>,
    /// Why the action was not taken; the events time made still stand.
    pub refusal: Option<Refusal>,
}
