//! What the session says: narration of events, answers to queries, refusals.

use shakmaty::{Color, Move, Position, Square};

use super::super::announce;
use super::super::laws::Rule;
use super::super::notation::{self, Letters};
use super::super::sound::Earcon;
use super::super::text;
use super::super::text::Text;

use super::arbiter::FlagsDown;
use super::*;

pub use super::super::say::{Channel, Say};

/// A decision with the article it applies, cited as the language's laws
/// cite it: "2 minutes added to Black's clock (7.5.1).", "(Art. 7.5.1)".
pub(super) fn with_rule(t: &Text, text: String, rule: &Option<String>) -> String {
    match rule {
        Some(r) => t.decision_rule(text.trim_end_matches('.'), r),
        None => text,
    }
}

/// Lines about a difference between the boards, as speech: the sound of a
/// discrepancy goes with the first.
fn discrepancy_says(lines: Vec<String>) -> impl Iterator<Item = Say> {
    lines.into_iter().enumerate().map(|(i, line)| {
        let say = Say::private(line);
        if i == 0 {
            say.with(Earcon::Discrepancy)
        } else {
            say
        }
    })
}

impl Session {
    /// The announcement of the pending move, or of the last completed one.
    pub fn announcement(&self, ctx: &Context) -> Option<(Color, usize, String, bool)> {
        if let Some(p) = &self.pending {
            let text = announce::announce(self.position(), p.played, self.setup.style, &ctx.voice);
            return Some((
                p.by,
                self.position().fullmoves().get() as usize,
                text,
                false,
            ));
        }
        let ply = self.game.plies().last()?;
        let text = announce::announce(&ply.before, ply.played, self.setup.style, &ctx.voice);
        Some((
            ply.before.turn(),
            ply.before.fullmoves().get() as usize,
            text,
            true,
        ))
    }

    /// The scoresheet in the setup's letters, with draw offers marked.
    pub fn sheet(&self, letters: Letters) -> String {
        notation::scoresheet_marked(self.game.sheet(), letters, |i| self.offers().contains(&i))
    }

    /// What one record means to the people at the board, after it was applied:
    /// what it says, then, the moment the peg board starts to differ from the
    /// game (or agrees again), that news, privately.
    pub fn narrate(&self, record: &Record, ctx: &Context) -> Vec<Say> {
        let t = self.setup.lang.text();
        let Record { at, event } = record;
        let mut says = self.narrate_event(*at, event, ctx);
        match (self.peg.news(), event) {
            // After a restore the peg board stays as it was (D.2.9): the
            // numbered steps bring it to the restored position.
            (_, Event::RolledBack { .. } | Event::IllegalDeclared { .. }) if self.peg.differs() => {
                says.extend(discrepancy_says(self.diff_report(ctx)));
            }
            (Some(true), _) | (None, Event::PegExecuted { .. }) if self.peg.differs() => {
                says.extend(discrepancy_says(self.differs_lines(ctx)));
                if let (Event::PegExecuted { .. }, Some(instead)) = (event, self.pegged_instead()) {
                    let written = notation::written(self.position(), instead, self.setup.letters);
                    says.push(Say::private(t.peg_other_move(&written)));
                }
            }
            (Some(false), _) | (None, Event::PegExecuted { .. })
                if !matches!(event, Event::PegFixed) =>
            {
                says.push(Say::private(t.boards_agree()));
            }
            _ => {}
        }
        // The sealed move is to be entered on the peg board under strict.
        if matches!(event, Event::Unsealed)
            && self.setup.mirror == Mirror::Strict
            && self.peg.differs()
        {
            says.push(Say::private(t.diff_peg_enter()));
        }
        says
    }

    fn narrate_event(&self, at: Stamp, event: &Event, ctx: &Context) -> Vec<Say> {
        let t = self.setup.lang.text();
        match event {
            Event::Started { setup, .. } => vec![Say::private(started(setup, &ctx.voice))],
            Event::Announced { .. } => {
                let Some(p) = &self.pending else {
                    return vec![];
                };
                let said =
                    announce::announce(self.position(), p.played, self.setup.style, &ctx.voice);
                let mut says = vec![self.checking(Say::public(said), p.played)];
                // A peg board that still differs is said again with each
                // move, and whether the move can be carried out on it
                // (issue 48, point 9): play on a wrong board goes wronger.
                if self.peg.differs() {
                    let blocked = !self.peg_can_carry_out(p.played);
                    let places = self.difference_count(ctx);
                    says.push(
                        Say::private(t.peg_still_differs(places, blocked))
                            .with(Earcon::Discrepancy),
                    );
                }
                says
            }
            Event::Corrected { .. } | Event::EndCorrected { .. } => {
                let Some(p) = &self.pending else {
                    return vec![];
                };
                let said =
                    announce::announce(self.position(), p.played, self.setup.style, &ctx.voice);
                vec![self.checking(Say::public(t.correction(&said)), p.played)]
            }
            Event::Confirmed => vec![Say::private(t.confirmed())],
            Event::Completed { by, auto, .. } => {
                if *auto {
                    return vec![];
                }
                let number = self
                    .game
                    .plies()
                    .last()
                    .map_or(1, |p| p.before.fullmoves().get() as usize);
                let mut said = t.completed(*by, number);
                if let Some((moves, added)) = self.control_reached(*by, at) {
                    said = format!("{said} {}", t.control_reached(*by, moves, added));
                }
                vec![Say::private(self.addressed(said)).with(Earcon::MoveDone)]
            }
            // Said by the file of the concern.
            Event::DrawOffered { .. }
            | Event::DrawDeclined { .. }
            | Event::Claimed { .. }
            | Event::QuickplayClaimed { .. }
            | Event::IncrementRequested { .. }
            | Event::IncrementSet { .. } => self.draws_said(event),
            // Said by the file of the concern.
            Event::FlagFell { .. }
            | Event::Warned { .. }
            | Event::TimeCalled { .. }
            | Event::TimeAdded { .. }
            | Event::ClockSet { .. } => self.timing_said(event),
            Event::Ended {
                result, reason, by, ..
            } => vec![Say::public(t.ended(*result, *reason, *by))],
            Event::Waited => vec![Say::private(t.clock_now(at - self.started))],
            // Said by the file of the concern.
            Event::PegExecuted { .. } | Event::PegFixed => self.peg_said(event),
            Event::Compared { .. } | Event::RolledBack { .. } => self.compare_said(event, ctx),
            Event::AssistantSet { name, .. } => {
                vec![Say::private(t.assistant_set(name.as_deref()))]
            }
            Event::Touched { .. } => self.touch_said(at, event, ctx),
            // Said by the file of the concern.
            Event::IllegalDeclared { .. }
            | Event::Breached { .. }
            | Event::IllegalReported { .. } => self.illegal_said(event),
            // Said by the file of the concern.
            Event::Sealed { .. }
            | Event::ReplierStarted { .. }
            | Event::SealRefused { .. }
            | Event::Unsealed => self.adjourn_said(event, ctx),
            Event::ClocksStarted => {
                vec![Say::private(t.clocks_started(self.position().turn()))]
            }
            Event::Proposed { .. } => self.question(ctx).map(Say::private).into_iter().collect(),
            // A `no` whose consequences follow (a correct claim not upheld)
            // is said by them: something is recorded.
            Event::Answered { yes: false } if self.declined_with_consequences => vec![],
            Event::Answered { yes: false } => vec![Say::private(t.record_cancelled())],
            Event::Answered { yes: true } | Event::Told { .. } => vec![],
        }
    }

    /// The check earcon goes with an announcement whose move gives check.
    fn checking(&self, say: Say, played: Move) -> Say {
        match self.position().clone().play(played) {
            Ok(after) if after.is_check() => say.with(Earcon::Check),
            _ => say,
        }
    }

    /// A prompt for whoever works the keyboard: the assistant by name, if there is one.
    pub(super) fn addressed(&self, text: String) -> String {
        match &self.assistant {
            Some(name) => format!("{name}: {text}"),
            None => text,
        }
    }

    /// A square in the voice's words: "Gustav eins".
    pub(super) fn square_words(&self, sq: Square, ctx: &Context) -> String {
        format!(
            "{} {}",
            ctx.voice.file(sq.file()),
            ctx.voice.rank(sq.rank())
        )
    }

    /// "after move 11 of White", or "the start of the game", for a point after `plies` half-moves.
    pub(super) fn back_to(&self, plies: usize) -> String {
        let t = self.setup.lang.text();
        match plies.checked_sub(1).and_then(|i| self.game.plies().get(i)) {
            Some(p) => t.after_move(p.before.fullmoves().get() as usize, p.before.turn()),
            None if plies == 0 => t.game_start(),
            None => {
                // The pending move: after it.
                let pos = self.position();
                t.after_move(pos.fullmoves().get() as usize, pos.turn())
            }
        }
    }

    /// The time control `by` has just reached, until his next move: the
    /// moves it counted and the time the new period added.
    pub(super) fn control_reached(&self, by: Color, now: Stamp) -> Option<(u32, Span)> {
        let r = self.clock().reading(by, now);
        (r.period > 0 && r.in_period == 0 && r.completed > 0)
            .then(|| (r.completed, self.clock().control().period(r.period).base))
    }

    /// The talking clock: moves completed, time used and left, for both sides.
    pub fn time_report(&self, now: Stamp) -> String {
        let t = self.setup.lang.text();
        [Color::White, Color::Black]
            .map(|c| {
                let r = self.clock().reading(c, now);
                let flag = self.flag(c).is_some() || r.left <= Span::ZERO;
                let line = t.time_line(c, r.completed, r.used, r.left, flag);
                // Until the side's next move: the control it just reached.
                match self.control_reached(c, now) {
                    Some((moves, added)) => {
                        format!("{line} {}", t.control_reached(c, moves, added))
                    }
                    None => line,
                }
            })
            .into_iter()
            // The announced move is not counted yet: its side's clock runs.
            .chain(
                self.pending
                    .as_ref()
                    .map(|p| t.time_pending(p.by, self.position().fullmoves().get())),
            )
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The repeated last move: "White's move 12: Springer Felix drei".
    pub fn last_report(&self, ctx: &Context) -> String {
        let t = self.setup.lang.text();
        match self.announcement(ctx) {
            Some((by, number, said, completed)) => t.last_move(by, number, &said, completed),
            None => t.no_moves(),
        }
    }

    /// The position in the voice's words: each side's pieces with their squares.
    pub fn board_report(&self, ctx: &Context) -> String {
        let t = self.setup.lang.text();
        let board = self.position().board();
        let order = [
            shakmaty::Role::King,
            shakmaty::Role::Queen,
            shakmaty::Role::Rook,
            shakmaty::Role::Bishop,
            shakmaty::Role::Knight,
            shakmaty::Role::Pawn,
        ];
        let mut parts = Vec::new();
        for color in [Color::White, Color::Black] {
            let mut pieces = Vec::new();
            for role in order {
                for sq in board.by_piece(role.of(color)) {
                    let v = &ctx.voice;
                    pieces.push(format!(
                        "{} {} {}",
                        v.piece(role),
                        v.file(sq.file()),
                        v.rank(sq.rank())
                    ));
                }
            }
            parts.push(format!(
                "{}: {}.",
                text::sentence(&t.side(color)),
                pieces.join(", ")
            ));
        }
        let mut report = parts.join(" ");
        report.push(' ');
        report.push_str(&t.to_move(self.position().turn()));
        report
    }

    /// Whose turn it is and what is expected, for a prompt or "status".
    /// `status`: where the game stands and everything still pending, one
    /// line each: the move not yet completed, a standing draw offer, a peg
    /// board that differs, a fallen flag, an adjournment.
    pub fn status(&self, ctx: &Context) -> Vec<String> {
        let t = self.setup.lang.text();
        // A proposal waiting for its answer comes first: nothing else is
        // taken before it, so the announced move waits for the answer too.
        if self.outcome.is_none()
            && let (Some(question), Some(p)) = (self.question(ctx), &self.pending)
        {
            let said = self.announcement(ctx).map(|a| a.2).unwrap_or_default();
            // Whether `yes` takes the announced move back with it.
            let dropped = self.proposal.as_ref().is_some_and(|proposal| {
                proposal.then.iter().any(|e| {
                    matches!(
                        e,
                        Event::RolledBack { .. }
                            | Event::IllegalDeclared { .. }
                            | Event::Ended { .. }
                    )
                })
            });
            let mut lines = vec![
                question,
                t.pending_after_answer(p.by, &said, self.next_step(), dropped),
            ];
            lines.extend(self.offer_line());
            if self.peg.differs() {
                lines.extend(self.differs_lines(ctx));
            }
            return lines;
        }
        let mut lines = vec![match (&self.outcome, &self.pending) {
            (Some((result, reason, by)), _) => t.ended(*result, *reason, *by),
            (None, Some(p)) => self.not_completed(p.by, ctx),
            (None, None) => match self.sealed() {
                Some((by, _)) => {
                    let laws = self.setup.laws;
                    t.adjourned(
                        by,
                        self.position().fullmoves().get() as usize,
                        laws.article(Rule::EnvelopeOpened),
                        laws.article(Rule::ReplierAbsent),
                        self.clock().running() == Some(!by),
                    )
                }
                None => t.to_move(self.position().turn()),
            },
        }];
        if self.outcome.is_some() {
            lines.extend(self.question(ctx));
            if self.proposal.is_none() {
                lines.push(t.after_end(self.after_end_can()));
            }
            return lines;
        }
        lines.extend(self.offer_line());
        if self.peg.differs() {
            lines.extend(self.differs_lines(ctx));
        }
        match self.flags_down() {
            FlagsDown::None => {}
            FlagsDown::BothAtOnce => {
                lines.push(self.both_flags_text());
            }
            FlagsDown::First(first) if self.flag(!first).is_some() => {
                lines.push(self.both_down_text(first));
            }
            FlagsDown::First(color) => {
                let can_mate = !self.position().has_insufficient_material(!color);
                lines.push(t.flag_fell(color, can_mate));
            }
        }
        // A proposal waiting for its answer comes first, as above.
        if let Some(question) = self.question(ctx) {
            lines.insert(0, question);
        }
        lines
    }

    /// A square that holds a piece now, for examples that must work as
    /// typed (`touch e1`): the king of the side to move.
    pub fn example_square(&self) -> Square {
        self.position()
            .board()
            .king_of(self.position().turn())
            .unwrap_or(Square::E1)
    }

    /// A legal move now in the game's letters, for examples that must work
    /// as typed (`claim threefold Nf3`); none where there is no move.
    pub fn example_move(&self) -> Option<String> {
        let pos = self.shown_position();
        let moves = pos.legal_moves();
        // A piece's move shows the letters better than a pawn's.
        let m = moves
            .iter()
            .find(|m| m.role() != shakmaty::Role::Pawn)
            .or(moves.first())
            .copied()?;
        Some(notation::written(&pos, m, self.setup.letters))
    }

    /// What can still change a finished game: "fix", "move" or "other".
    pub(super) fn after_end_can(&self) -> &'static str {
        if self.fixable_end.is_some() {
            "fix"
        } else if self.ended_by_move {
            "move"
        } else {
            "other"
        }
    }

    pub(super) fn both_flags_text(&self) -> String {
        if let Some(rule) = self.setup.ruling().both_flags_draw() {
            return self.setup.lang.text().flags_both_draw(rule);
        }
        let rule = self.both_flags_rule();
        self.setup
            .lang
            .text()
            .flags_both_unknown(rule.article(), rule.key())
    }

    /// The line that comes first in every answer about the position while
    /// a move is announced and not yet completed: the answer is about the
    /// position after it ([`Session::shown_position`]).
    pub fn shown_mark(&self, ctx: &Context) -> Option<String> {
        let (by, said) = self.pending_said(ctx)?;
        Some(self.setup.lang.text().shown_after_pending(by, &said))
    }

    /// The announced move not yet completed, and who announced it, in its words.
    pub(super) fn pending_said(&self, ctx: &Context) -> Option<(Color, String)> {
        let p = self.pending.as_ref()?;
        let said = announce::announce(self.position(), p.played, self.setup.style, &ctx.voice);
        Some((p.by, said))
    }

    /// `by`'s announced move, in its words, is not completed yet.
    /// The standing offer and what can be done with it; nothing while its
    /// acceptance waits for yes (the question says what yes records).
    fn offer_line(&self) -> Option<String> {
        let by = self.draws.standing()?;
        let accepted = self.proposal.as_ref().is_some_and(|p| {
            p.then.iter().any(|e| {
                matches!(
                    e,
                    Event::Ended {
                        reason: EndReason::Agreement,
                        ..
                    }
                )
            })
        });
        (!accepted).then(|| {
            self.setup
                .lang
                .text()
                .offer_open(by, self.agreement_too_early())
        })
    }

    pub(super) fn not_completed(&self, by: Color, ctx: &Context) -> String {
        let said = self.announcement(ctx).map(|a| a.2).unwrap_or_default();
        self.setup.lang.text().pending(by, &said, self.next_step())
    }
}
