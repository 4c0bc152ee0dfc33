//! PGN: standard English SAN whatever the scoresheet language, the Seven Tag
//! Roster, the time control, `[%clk]` after each move, draw offers as comments.

use shakmaty::san::SanPlus;
use shakmaty::{Color, Position};

use super::super::clock::Span;
use super::super::outcome::{ClaimKind, EndReason};
use super::super::session::{Decision, Event, Noted, Session};
use super::super::text::Lang;

/// "taken back: 12... Nf6 13. Nc3" for moves that left the game (D.2.9 or an
/// illegal move): nothing the journal holds is lost in the export either.
fn taken_back_note(session: &Session, ply: usize, moves: &[shakmaty::Move]) -> String {
    let mut pos = match session.game().plies().get(ply) {
        Some(p) => p.before.clone(),
        None => session.position().clone(),
    };
    let mut words = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let number = pos.fullmoves();
        if pos.turn().is_white() {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        words.push(SanPlus::from_move(pos.clone(), *m).to_string());
        match pos.clone().play(*m) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
    }
    format!("taken back: {}", words.join(" "))
}

/// A `{comment}` as tokens that may be wrapped between words.
fn push_comment(tokens: &mut Vec<String>, comment: &str) {
    // Words, but a command like "[%clk 1:30:00]" stays whole: readers expect it on one line.
    let mut words: Vec<String> = Vec::new();
    let mut open = false;
    for w in comment.split_whitespace() {
        match words.last_mut() {
            Some(last) if open => {
                last.push(' ');
                last.push_str(w);
            }
            _ => words.push(w.to_string()),
        }
        if w.starts_with("[%") {
            open = true;
        }
        if w.ends_with(']') {
            open = false;
        }
    }
    let last = words.len().saturating_sub(1);
    for (i, w) in words.iter().enumerate() {
        let open = if i == 0 { "{" } else { "" };
        let close = if i == last { "}" } else { "" };
        tokens.push(format!("{open}{w}{close}"));
    }
}

fn side(color: Color) -> &'static str {
    if color.is_white() { "White" } else { "Black" }
}

/// " (laws 2017, 7.5.3)" for a decision's article.
fn article(session: &Session, rule: &Option<String>) -> String {
    let year = session.setup().laws.year();
    rule.as_deref()
        .map(|a| format!(" (laws {year}, {a})"))
        .unwrap_or_default()
}

/// A clock changed by `span` (taken off where negative), in English.
fn time_change(color: Color, span: Span) -> String {
    let t = Lang::En.text();
    let text = if span < Span::ZERO {
        t.time_taken(-span, color)
    } else {
        t.time_added(color, span)
    };
    text.trim_end_matches('.').to_string()
}

/// "after move 12 of Black" for the first `plies` half-moves of the game,
/// counted from its start (the moves may since have been taken back).
fn after_plies(session: &Session, plies: usize) -> String {
    let Some(index) = plies.checked_sub(1) else {
        return "the start of the game".to_string();
    };
    let start = session.game().start();
    let index = index + usize::from(start.turn().is_black());
    let number = start.fullmoves().get() as usize + index / 2;
    let by = if index % 2 == 0 {
        Color::White
    } else {
        Color::Black
    };
    format!("after move {number} of {}", side(by))
}

/// A decision as the record's comment says it, in English as PGN is.
fn decision_note(session: &Session, noted: &Noted) -> String {
    let t = Lang::En.text();
    match &noted.decision {
        Decision::Corrected { by, from, to } => {
            let before = noted
                .ply
                .checked_sub(1)
                .and_then(|i| session.game().plies().get(i))
                .map_or_else(|| session.position().clone(), |p| p.before.clone());
            let san = |m| SanPlus::from_move(before.clone(), m).to_string();
            format!(
                "{} announced {} first and corrected it to {} before the press",
                side(*by),
                san(*from),
                san(*to)
            )
        }
        Decision::Illegal { by, count, rule } => format!(
            "illegal move by {}, {}'s number {count}{}",
            side(*by),
            side(*by),
            article(session, rule)
        ),
        Decision::TimeAdded { color, span, rule } => {
            format!("{}{}", time_change(*color, *span), article(session, rule))
        }
        Decision::ClockSet { color, left, rule } => format!(
            "{}{}",
            t.clock_set(*color, *left).trim_end_matches('.'),
            article(session, rule)
        ),
        Decision::Claim { by, kind, correct } => format!(
            "{} claims a draw by {}: {}",
            side(*by),
            match kind {
                ClaimKind::Threefold => "threefold repetition",
                ClaimKind::Fifty => "the 50-move rule",
            },
            if *correct { "correct" } else { "incorrect" }
        ),
        Decision::OfferDeclined { by } => format!("{} declines the draw offer", side(*by)),
        Decision::Overruled { result, reason, by } => format!(
            "recorded, then overruled by the arbiter: {}",
            t.ended(*result, *reason, *by).trim_end_matches('.')
        ),
        Decision::DrawOffered { by } => format!("{} offers a draw (=)", side(*by)),
        Decision::FlagFell { color } => format!("{}'s flag falls", side(*color)),
        Decision::RolledBack {
            to_ply,
            white,
            black,
            rule,
        } => format!(
            "the game goes back to {}{}; clocks set to White {}, Black {}",
            after_plies(session, *to_ply),
            article(session, rule),
            t.duration(*white),
            t.duration(*black),
        ),
        Decision::EndTakenBack { result, reason, by } => format!(
            "taken back with its move: {}",
            t.ended(*result, *reason, *by).trim_end_matches('.')
        ),
        Decision::Sealed { by } => {
            format!("{} seals the next move: the game is adjourned", side(*by))
        }
        Decision::Resumed => "the game resumes: the sealed move is played".to_string(),
        Decision::NotUpheld { by } => format!(
            "the arbiter does not uphold {}'s claim: it counts as incorrect",
            side(*by)
        ),
        Decision::Declined(events) => {
            let what: Vec<String> = events
                .iter()
                .filter_map(|e| match e {
                    Event::RolledBack { .. } => Some("the rollback".to_string()),
                    Event::IllegalDeclared { by, .. } => {
                        Some(format!("an illegal move of {}", side(*by)))
                    }
                    Event::IllegalReported { by, .. } => {
                        Some(format!("a reported illegal move of {}", side(*by)))
                    }
                    Event::TimeAdded { color, span, .. } => Some(time_change(*color, *span)),
                    Event::ClockSet { color, left, .. } => {
                        Some(t.clock_set(*color, *left).trim_end_matches('.').to_string())
                    }
                    Event::Ended {
                        result, reason, by, ..
                    } => Some(
                        t.ended(*result, *reason, *by)
                            .trim_end_matches('.')
                            .to_string(),
                    ),
                    _ => None,
                })
                .collect();
            format!("proposed and not recorded: {}", what.join(", "))
        }
    }
}

/// Where a note made after `ply` half-moves (its place `seq` among the
/// notes) stands in the record: there, or, if a later restore took that
/// move back, where the game went back to — so that nothing the arbiter
/// did on moves taken back is lost from the record.
fn placed(session: &Session, ply: usize, seq: usize) -> usize {
    session
        .taken_back()
        .iter()
        .filter(|b| b.seq > seq)
        .map(|b| b.ply)
        .fold(ply, usize::min)
}

/// What happened after `plies` half-moves, before the next: touched pieces
/// and illegal moves reported for the arbiter, moves taken back, and the
/// decisions and corrections made there.
fn notes_after(session: &Session, plies: usize) -> Vec<String> {
    // Each note with its place in the record: the comment says them in the
    // order they happened (a report, then its penalty, then the next).
    let mut timed: Vec<(usize, String)> = Vec::new();
    for back in session.taken_back().iter().filter(|b| b.ply == plies) {
        timed.push((back.seq, taken_back_note(session, back.ply, &back.moves)));
    }
    // A note on a move since taken back says where it was made.
    let here = |ply: usize, seq: usize, note: String| {
        let at = placed(session, ply, seq);
        (at == plies).then(|| {
            if at == ply {
                note
            } else {
                let made = after_plies(session, ply);
                format!("{note} (made {made}, since taken back)")
            }
        })
    };
    for r in session.reports() {
        let side = side(r.by);
        let at = r.at - session.started_at();
        let year = session.setup().laws.year();
        let rule = r
            .rule
            .as_deref()
            .map(|a| format!(" (laws {year}, {a})"))
            .unwrap_or_default();
        let note = format!(
            "{side} made the illegal move {} at {at}, {side}'s number {}{rule}",
            super::super::lines::clean(&r.input).replace(['{', '}'], ""),
            r.count
        );
        timed.extend(here(r.ply, r.seq, note).map(|n| (r.seq, n)));
    }
    for touch in session.touches() {
        let at = touch.at - session.started_at();
        let note = format!("{} touched {} at {at}", side(touch.by), touch.square);
        timed.extend(here(touch.ply, touch.seq, note).map(|n| (touch.seq, n)));
    }
    for noted in session.decisions() {
        // Only what stands here is written out (a decision's words cost).
        if placed(session, noted.ply, noted.seq) == plies {
            let note = here(noted.ply, noted.seq, decision_note(session, noted));
            timed.extend(note.map(|n| (noted.seq, n)));
        }
    }
    // Stable: moves taken back go before the decision that took them.
    timed.sort_by_key(|(seq, _)| *seq);
    // How the game ended, after its last move, where the moves do not show
    // it (a resignation, an agreement, a claim, the arbiter).
    let ended = session
        .outcome()
        .filter(|_| plies == session.game().plies().len())
        .filter(|(_, reason, _)| {
            !matches!(
                reason,
                EndReason::Checkmate
                    | EndReason::Stalemate
                    | EndReason::DeadPosition
                    | EndReason::Fivefold
                    | EndReason::SeventyFiveMoves
            )
        })
        .map(|(result, reason, by)| {
            Lang::En
                .text()
                .ended(result, reason, by)
                .trim_end_matches('.')
                .to_string()
        });
    timed
        .into_iter()
        .map(|(_, note)| note)
        .chain(ended)
        .map(|note| note.replace(['{', '}'], ""))
        .collect()
}

/// Every note of the record with the number of half-moves it follows (0:
/// before the first move), in English as in the PGN: the scoresheet lists
/// them too.
pub fn arbiter_notes(session: &Session) -> Vec<(usize, String)> {
    (0..=session.game().plies().len())
        .flat_map(|plies| {
            notes_after(session, plies)
                .into_iter()
                .map(move |note| (plies, note))
        })
        .collect()
}

/// The game as PGN text, lines at most 79 characters long.
pub fn pgn(session: &Session) -> String {
    let setup = session.setup();
    let result = session.outcome().map_or("*", |(r, _, _)| r.pgn());
    // A tag value holds no control character (the PGN standard has none in
    // its strings), so a name never reaches a terminal as an escape sequence.
    let quoted = |s: &str| {
        super::super::lines::clean(s)
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
    };
    let mut out = String::new();
    for (tag, value) in [
        ("Event", setup.event.clone().unwrap_or_else(|| "?".into())),
        ("Site", setup.site.clone().unwrap_or_else(|| "?".into())),
        (
            "Date",
            setup.date.clone().unwrap_or_else(|| "????.??.??".into()),
        ),
        ("Round", setup.round.clone().unwrap_or_else(|| "?".into())),
        ("White", setup.name(shakmaty::Color::White).to_string()),
        ("Black", setup.name(shakmaty::Color::Black).to_string()),
        ("Result", result.to_string()),
        ("TimeControl", setup.control.pgn()),
    ] {
        out.push_str(&format!("[{tag} \"{}\"]\n", quoted(&value)));
    }
    if let Some(fen) = &setup.fen {
        out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", quoted(fen)));
    }
    // PGN's Termination: how the game ended, where it did.
    if let Some((_, reason, _)) = session.outcome() {
        let termination = match reason {
            EndReason::Time => "time forfeit",
            EndReason::Arbiter => "adjudication",
            _ => "normal",
        };
        out.push_str(&format!("[Termination \"{termination}\"]\n"));
    }
    out.push('\n');
    let mut tokens: Vec<String> = Vec::new();
    let mut notes: Vec<String> = Vec::new();
    // Before the first move: touches and take-backs at the very start.
    notes.extend(notes_after(session, 0));
    if !notes.is_empty() {
        push_comment(&mut tokens, &notes.join("; "));
        notes.clear();
    }
    let clocks = session.clock_after();
    for (i, ply) in session.game().plies().iter().enumerate() {
        let pos = &ply.before;
        let number = pos.fullmoves();
        if pos.turn().is_white() {
            tokens.push(format!("{number}."));
        } else if i == 0 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(SanPlus::from_move(pos.clone(), ply.played).to_string());
        let mut comment = String::new();
        if let Some(left) = clocks.get(i) {
            comment.push_str(&format!("[%clk {left}]"));
        }
        notes.extend(notes_after(session, i + 1));
        if !notes.is_empty() {
            if !comment.is_empty() {
                comment.push(' ');
            }
            comment.push_str(&notes.join("; "));
            notes.clear();
        }
        if !comment.is_empty() {
            // A comment may break between its words: lines stay short.
            push_comment(&mut tokens, &comment);
        }
    }
    tokens.push(result.to_string());
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}
