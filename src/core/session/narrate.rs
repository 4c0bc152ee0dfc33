//! What the session says: narration of events, answers to queries, refusals.

use shakmaty::{Color, Position};

use super::*;

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
        notation::scoresheet_marked(self.game.sheet(), letters, |i| self.offers.contains(&i))
    }

    /// What one event means to the people at the board, after it was applied.
    pub fn narrate(&self, event: &Event, ctx: &Context) -> Vec<Say> {
        let t = self.setup.lang.text();
        let name = |c: Color| text::sentence(t.side(c));
        match event {
            Event::Started { setup, .. } => vec![Say::private(text::started(setup))],
            Event::Announced { .. } => {
                let Some(p) = &self.pending else {
                    return vec![];
                };
                vec![Say::public(announce::announce(
                    self.position(),
                    p.played,
                    self.setup.style,
                    &ctx.voice,
                ))]
            }
            Event::Corrected { .. } => {
                let Some(p) = &self.pending else {
                    return vec![];
                };
                let said =
                    announce::announce(self.position(), p.played, self.setup.style, &ctx.voice);
                vec![Say::public(t.correction(&said))]
            }
            Event::Confirmed { .. } => vec![Say::private(t.confirmed())],
            Event::Completed { by, auto, .. } => {
                if *auto {
                    return vec![];
                }
                let number = self
                    .game
                    .plies()
                    .last()
                    .map_or(1, |p| p.before.fullmoves().get() as usize);
                vec![Say::private(t.completed(*by, number))]
            }
            Event::DrawOffered { by, .. } => vec![Say::public(t.draw_offered(*by))],
            Event::DrawDeclined { by, .. } => vec![Say::public(t.draw_declined(*by))],
            Event::Claimed {
                by,
                kind,
                correct,
                uci,
                ..
            } => {
                let mut says = vec![Say::public(t.claim(*by, *kind, *correct, uci.is_some()))];
                if !correct {
                    let laws = self.setup.laws;
                    let left = self.clock.reading(*by, self.last).left;
                    says.push(Say::private(t.claim_penalty(
                        laws.year(),
                        laws.incorrect_claim_rule(),
                        !*by,
                        laws.incorrect_claim_bonus(),
                        *by,
                        laws.incorrect_claim_deduction(left),
                    )));
                }
                says
            }
            Event::FlagFell {
                color,
                opponent_can_mate,
                ..
            } => {
                vec![Say::private(t.flag_fell(*color, *opponent_can_mate))]
            }
            Event::Warned {
                color,
                threshold: left,
                ..
            }
            | Event::TimeCalled { color, left, .. } => {
                vec![Say::private(format!("{}: {}", name(*color), t.left(*left)))]
            }
            Event::TimeAdded { color, span, .. } => vec![Say::private(t.time_added(*color, *span))],
            Event::ClockSet { color, left, .. } => vec![Say::private(t.clock_set(*color, *left))],
            Event::Ended {
                result, reason, by, ..
            } => vec![Say::public(t.ended(*result, *reason, *by))],
            Event::Waited { at } => vec![Say::private(t.clock_now(*at - self.started))],
        }
    }

    /// The talking clock: moves completed, time used and left, for both sides.
    pub fn time_report(&self, now: Stamp) -> String {
        let t = self.setup.lang.text();
        [Color::White, Color::Black]
            .map(|c| {
                let r = self.clock.reading(c, now);
                let flag = self.flags[c].is_some() || r.left <= Span::ZERO;
                t.time_line(c, r.completed, r.used, r.left, flag)
            })
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
                text::sentence(t.side(color)),
                pieces.join(", ")
            ));
        }
        let mut report = parts.join(" ");
        report.push(' ');
        report.push_str(&t.to_move(self.position().turn()));
        report
    }

    /// Whose turn it is and what is expected, for a prompt or "status".
    pub fn status(&self) -> String {
        let t = self.setup.lang.text();
        match (&self.outcome, &self.pending) {
            (Some((result, reason, by)), _) => t.ended(*result, *reason, *by),
            (None, Some(p)) => t.waiting_for_press(p.by),
            (None, None) => t.to_move(self.position().turn()),
        }
    }

    /// The reason a refusal gives, with what to do instead.
    pub fn refusal_text(&self, refusal: &Refusal, ctx: &Context) -> String {
        let t = self.setup.lang.text();
        let lang = self.setup.lang;
        match refusal {
            Refusal::GameOver => t.game_over(),
            Refusal::Move { input, error } => text::sentence(&text::move_error(
                lang,
                self.position(),
                input,
                error,
                self.setup.letters,
            )),
            Refusal::Pending { by } => {
                let said = self.announcement(ctx).map(|a| a.2).unwrap_or_default();
                t.pending(*by, &said)
            }
            Refusal::NothingToPress => t.nothing_to_press(),
            Refusal::NothingToFix => t.nothing_to_fix(),
            Refusal::NothingToConfirm => t.nothing_to_confirm(),
            Refusal::NoOffer => t.no_offer(),
            Refusal::AgreementTooEarly => t.agreement_too_early(),
            Refusal::ClaimWithPending => t.claim_with_pending(),
            Refusal::OfferStanding { by } => t.offer_standing(*by),
        }
    }
}
