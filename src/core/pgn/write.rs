//! PGN: standard English SAN whatever the scoresheet language, the Seven Tag
//! Roster, the time control, `[%clk]` after each move, draw offers as comments.

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Position};

use super::super::clock::{Span, Stamp};
use super::super::laws::Rule;
use super::super::notation::{self, Letters};
use super::super::outcome::EndReason;
use super::super::session::{Decision, Event, Noted, Session};
use super::super::text::{Lang, Text};

/// Who a record's notes are written for: the PGN's readers (English and
/// SAN, as PGN is) or a scoresheet's (its language and its letters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notes {
    Pgn,
    Sheet(Lang, Letters),
}

impl Notes {
    fn text(self) -> &'static Text {
        match self {
            Notes::Pgn => Lang::En.text(),
            Notes::Sheet(lang, _) => lang.text(),
        }
    }

    /// A move as it was typed (an illegal move reported: no position reads
    /// it), in these notes' letters where it reads as written notation in
    /// the game's letters or in English.
    fn typed(self, input: &str, typed: Letters) -> String {
        let Notes::Sheet(_, letters) = self else {
            return input.to_string();
        };
        let mut chars = input.chars();
        let Some(first) = chars.next() else {
            return input.to_string();
        };
        let role = [typed, Letters::En].into_iter().find_map(|l| l.role(first));
        let english = match role.and_then(|r| Letters::En.letter(r)) {
            Some(letter) => format!("{letter}{}", chars.as_str()),
            None => input.to_string(),
        };
        match english.parse::<shakmaty::san::San>() {
            Ok(san) => notation::written_san(san, letters),
            Err(_) => input.to_string(),
        }
    }

    /// `m` played from `pos`, as these notes write a move.
    fn san(self, pos: &Chess, m: shakmaty::Move) -> String {
        match self {
            Notes::Pgn => SanPlus::from_move(pos.clone(), m).to_string(),
            Notes::Sheet(_, letters) => notation::written(pos, m, letters),
        }
    }
}

/// "taken back: 12... Nf6 13. Nc3" for moves that left the game (D.2.9 or an
/// illegal move): nothing the journal holds is lost in the export either.
fn taken_back_note(session: &Session, ply: usize, moves: &[shakmaty::Move], n: Notes) -> String {
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
        words.push(n.san(&pos, *m));
        match pos.clone().play(*m) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
    }
    n.text().note_taken_back(&words.join(" "))
}

/// "FIDE Laws 2017, rapid (A.1, A.4)": the value of the Rules tag.
fn rules_tag(setup: &super::super::session::Setup) -> String {
    let ruling = setup.ruling();
    let articles: Vec<&str> = [ruling.definition(), ruling.supervision_article()]
        .into_iter()
        .flatten()
        .collect();
    let mut value = format!("FIDE Laws {}, {}", setup.laws.year(), ruling.kind);
    if !articles.is_empty() {
        value.push_str(&format!(" ({})", articles.join(", ")));
    }
    value
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

/// " (laws 2017, I.9.2)" for a rule of the game's edition.
fn law(session: &Session, rule: Rule, t: &Text) -> String {
    article(
        session,
        &Some(session.setup().laws.article(rule).to_string()),
        t,
    )
}

/// " (laws 2017, 7.5.3)" for a decision's article.
fn article(session: &Session, rule: &Option<String>, t: &Text) -> String {
    let year = session.setup().laws.year().to_string();
    rule.as_deref()
        .map(|a| format!(" {}", t.note_rule(&year, a)))
        .unwrap_or_default()
}

/// A sentence of the catalogue as a note: no full stop.
fn clause(sentence: String) -> String {
    sentence.trim_end_matches('.').to_string()
}

/// A clock changed by `span` (taken off where negative).
fn time_change(color: Color, span: Span, t: &Text) -> String {
    clause(if span < Span::ZERO {
        t.time_taken(-span, color)
    } else {
        t.time_added(color, span)
    })
}

/// "after move 12 of Black" for the first `plies` half-moves of the game,
/// counted from its start (the moves may since have been taken back).
fn after_plies(session: &Session, plies: usize, t: &Text) -> String {
    let Some(index) = plies.checked_sub(1) else {
        return t.game_start();
    };
    let start = session.game().start();
    let index = index + usize::from(start.turn().is_black());
    let number = start.fullmoves().get() as usize + index / 2;
    let by = if index % 2 == 0 {
        Color::White
    } else {
        Color::Black
    };
    t.after_move(number, by)
}

/// A decision as the record's notes say it.
fn decision_note(session: &Session, noted: &Noted, n: Notes) -> String {
    let t = n.text();
    let ended = |result, reason, by| clause(t.ended(result, reason, by));
    match &noted.decision {
        Decision::Corrected { by, from, to } => {
            let before = noted
                .ply
                .checked_sub(1)
                .and_then(|i| session.game().plies().get(i))
                .map_or_else(|| session.position().clone(), |p| p.before.clone());
            t.note_corrected(*by, &n.san(&before, *from), &n.san(&before, *to))
        }
        Decision::Illegal { by, count, rule } => {
            t.note_illegal(*by, *count, &article(session, rule, t))
        }
        Decision::Breach {
            by,
            breach,
            count,
            rule,
        } => t.note_breach(*breach, *by, *count, &article(session, rule, t)),
        Decision::TimeAdded { color, span, rule } => {
            format!(
                "{}{}",
                time_change(*color, *span, t),
                article(session, rule, t)
            )
        }
        Decision::ClockSet { color, left, rule } => format!(
            "{}{}",
            clause(t.clock_set(*color, *left)),
            article(session, rule, t)
        ),
        Decision::Claim {
            by,
            kind,
            correct,
            written,
        } => {
            // The position the claim was made in: after `ply` half-moves.
            let at = (session.game().plies().get(noted.ply))
                .map_or_else(|| session.position().clone(), |p| p.before.clone());
            let written = written.map_or_else(|| "none".to_string(), |m| n.san(&at, m));
            t.note_claim(*by, *kind, *correct, &written)
        }
        Decision::OfferDeclined { by } => t.note_offer_declined(*by),
        Decision::Overruled { result, reason, by } => {
            t.note_overruled(&ended(*result, *reason, *by))
        }
        Decision::DrawOffered { by, before_move } => t.note_draw_offered(*by, *before_move),
        Decision::FlagFell { color } => t.note_flag_fell(*color),
        Decision::RolledBack {
            to_ply,
            white,
            black,
            rule,
        } => t.note_rolled_back(
            &after_plies(session, *to_ply, t),
            &article(session, rule, t),
            *white,
            *black,
        ),
        Decision::EndTakenBack { result, reason, by } => {
            t.note_end_taken_back(&ended(*result, *reason, *by))
        }
        Decision::Sealed { by } => t.note_sealed(*by),
        Decision::QuickplayClaim { by, left, rule } => {
            t.note_quickplay_claim(*by, *left, &article(session, &Some(rule.clone()), t))
        }
        Decision::IncrementSet { span, rule } => {
            format!(
                "{}{}",
                t.note_increment_set(*span),
                article(session, rule, t)
            )
        }
        Decision::ControlReached { by, moves, added } => {
            t.note_control_reached(*by, *moves, *added)
        }
        Decision::SealedForAbsent { by } => {
            t.note_sealed_for_absent(*by, &law(session, Rule::SealerAbsent, t))
        }
        Decision::ReplierStarted { by } => {
            t.note_replier_started(*by, &law(session, Rule::ReplierAbsent, t))
        }
        Decision::SealRefused { by } => {
            t.note_seal_refused(*by, &law(session, Rule::InvalidSealedMove, t))
        }
        Decision::Resumed => t.note_resumed(),
        Decision::NotUpheld { by } => t.note_not_upheld(*by),
        Decision::Declined(events) => {
            let what: Vec<String> = events
                .iter()
                .filter_map(|e| match e {
                    Event::RolledBack { .. } => Some(t.note_declined_rollback()),
                    Event::IllegalDeclared { by, .. } => Some(t.note_declined_illegal(*by, false)),
                    Event::IllegalReported { by, .. } => Some(t.note_declined_illegal(*by, true)),
                    Event::TimeAdded { color, span, .. } => Some(time_change(*color, *span, t)),
                    Event::ClockSet { color, left, .. } => Some(clause(t.clock_set(*color, *left))),
                    Event::Ended {
                        result, reason, by, ..
                    } => Some(ended(*result, *reason, *by)),
                    _ => None,
                })
                .collect();
            t.note_declined(&what.join(", "))
        }
    }
}

/// Where a note made after `ply` half-moves (its place `seq` among the
/// notes) stands in the record: there, or, if a later restore took that
/// move back, where the game went back to — so that nothing the arbiter
/// did on moves taken back is lost from the record.
fn placed(session: &Session, ply: usize, seq: usize) -> usize {
    // A note on a move not made (an offer before a move the game ended
    // without) stands after the last move.
    let last = session.game().plies().len();
    session
        .taken_back()
        .iter()
        .filter(|b| b.seq > seq)
        .map(|b| b.ply)
        .fold(ply.min(last), usize::min)
}

/// What happened after `plies` half-moves, before the next: touched pieces
/// and illegal moves reported for the arbiter, moves taken back, and the
/// decisions and corrections made there.
fn notes_after(session: &Session, plies: usize, n: Notes) -> Vec<String> {
    let t = n.text();
    // Each note with its place in the record: the comment says them in the
    // order they happened (a report, then its penalty, then the next).
    let mut timed: Vec<(usize, String)> = Vec::new();
    for back in session.taken_back().iter().filter(|b| b.ply == plies) {
        timed.push((back.seq, taken_back_note(session, back.ply, &back.moves, n)));
    }
    // A note on a move since taken back says where it was made.
    let here = |ply: usize, seq: usize, note: String| {
        let at = placed(session, ply, seq);
        // A move not made yet is no move taken back.
        let moved_back = session
            .taken_back()
            .iter()
            .any(|b| b.seq > seq && b.ply < ply);
        (at == plies).then(|| {
            if !moved_back {
                note
            } else {
                t.note_since_taken_back(&note, &after_plies(session, ply, t))
            }
        })
    };
    for r in session.reports() {
        let at = (r.at - session.started_at()).to_string();
        let typed = n.typed(
            &super::super::lines::clean(&r.input),
            session.setup().letters,
        );
        let typed = typed.replace(['{', '}'], "");
        let rule = article(session, &r.rule, t);
        let note = if r.completed {
            t.note_reported(r.by, &typed, &at, r.count, &rule)
        } else {
            t.note_reported_not_completed(r.by, &typed, &at, &rule)
        };
        timed.extend(here(r.ply, r.seq, note).map(|n| (r.seq, n)));
    }
    for touch in session.touches() {
        let at = touch.at - session.started_at();
        let square = touch.square.to_string();
        let note = t.note_touched(touch.by, &square, &at.to_string(), touch.turn);
        timed.extend(here(touch.ply, touch.seq, note).map(|n| (touch.seq, n)));
    }
    for noted in session.decisions() {
        // Only what stands here is written out (a decision's words cost).
        if placed(session, noted.ply, noted.seq) == plies {
            let note = here(noted.ply, noted.seq, decision_note(session, noted, n));
            timed.extend(note.map(|n| (noted.seq, n)));
        }
    }
    // Stable: moves taken back go before the decision that took them.
    timed.sort_by_key(|(seq, _)| *seq);
    // How the game ended, after its last move, where the moves do not show
    // it: a resignation, an agreement, a claim, the arbiter, and the ends
    // the laws make at once that no reader sees in the moves (a dead
    // position, the fifth repetition, 75 moves). Mate and stalemate show.
    let ended = session
        .outcome()
        .filter(|_| plies == session.game().plies().len())
        .filter(|(_, reason, _)| !matches!(reason, EndReason::Checkmate | EndReason::Stalemate))
        .map(|(result, reason, by)| clause(t.ended(result, reason, by)));
    timed
        .into_iter()
        .map(|(_, note)| note)
        .chain(ended)
        .map(|note| note.replace(['{', '}'], ""))
        .collect()
}

/// Every note of the record with the number of half-moves it follows (0:
/// before the first move), written for `n`: the PGN has them as comments,
/// the scoresheet lists them.
pub fn arbiter_notes(session: &Session, n: Notes) -> Vec<(usize, String)> {
    (0..=session.game().plies().len())
        .flat_map(|plies| {
            notes_after(session, plies, n)
                .into_iter()
                .map(move |note| (plies, note))
        })
        .collect()
}

/// The game as PGN text, lines at most 79 characters long.
pub fn pgn(session: &Session) -> String {
    write(session, Form::Record)
}

/// The game as a live broadcast polls it at `now`: the moves completed
/// `delay` before (held back against cheating), each with its `[%clk]`,
/// and the result once it was recorded by then, else `*`. Once the result
/// is recorded nothing is held back: no move can help the game any more,
/// and a program closed at the end leaves the whole game in its file.
/// No notes: the arbiter's record is not the spectators', and nothing of
/// a move not completed (announced, or sealed) is in it.
pub fn broadcast(session: &Session, now: Stamp, delay: Span) -> String {
    let upto = if session.outcome().is_some() {
        now
    } else {
        now - delay
    };
    write(session, Form::Broadcast { upto })
}

#[derive(Debug, Clone, Copy)]
enum Form {
    /// The whole record, the arbiter's notes as comments.
    Record,
    Broadcast {
        upto: Stamp,
    },
}

fn write(session: &Session, form: Form) -> String {
    let setup = session.setup();
    // The half-moves shown, and whether the end is.
    let (plies, ended) = match form {
        Form::Record => (session.game().plies().len(), true),
        Form::Broadcast { upto } => {
            let shown = session
                .completed_at()
                .iter()
                .take_while(|at| **at <= upto)
                .count()
                .min(session.game().plies().len());
            let all = shown == session.game().plies().len();
            (
                shown,
                all && session.ended_at().is_some_and(|at| at <= upto),
            )
        }
    };
    let notes_on = matches!(form, Form::Record);
    let result = session
        .outcome()
        .filter(|_| ended)
        .map_or("*", |(r, _, _)| r.pgn());
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
        // After the Seven Tag Roster: what broadcasts sort boards by.
        ("Board", setup.board.clone().unwrap_or_default()),
        ("TimeControl", setup.control.pgn()),
    ] {
        if tag == "Board" && value.is_empty() {
            continue;
        }
        out.push_str(&format!("[{tag} \"{}\"]\n", quoted(&value)));
    }
    // The rules the game was played by (no PGN standard tag holds them):
    // the edition, the kind of game and its article, the supervision.
    out.push_str(&format!("[Rules \"{}\"]\n", rules_tag(setup)));
    if let Some(fen) = &setup.fen {
        out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", quoted(fen)));
    }
    // A game against an engine says so (PGN's WhiteType and BlackType):
    // no one takes it for a game between two people.
    if setup.engine.is_some() {
        let engine = !setup.blind;
        for color in shakmaty::Color::ALL {
            let kind = if color == engine { "program" } else { "human" };
            let tag = color.fold_wb("WhiteType", "BlackType");
            out.push_str(&format!("[{tag} \"{kind}\"]\n"));
        }
    }
    // PGN's Termination: how the game ended, where it did.
    if let Some((_, reason, _)) = session.outcome().filter(|_| ended) {
        let termination = match reason {
            EndReason::Time => "time forfeit",
            EndReason::Arbiter | EndReason::QuickplayFinish => "adjudication",
            EndReason::IllegalMoves => "rules infraction",
            _ => "normal",
        };
        out.push_str(&format!("[Termination \"{termination}\"]\n"));
    }
    out.push('\n');
    let mut tokens: Vec<String> = Vec::new();
    let mut notes: Vec<String> = Vec::new();
    let notes_after = |session: &Session, plies: usize, n: Notes| {
        if notes_on {
            notes_after(session, plies, n)
        } else {
            Vec::new()
        }
    };
    // Before the first move: touches and take-backs at the very start.
    notes.extend(notes_after(session, 0, Notes::Pgn));
    if !notes.is_empty() {
        push_comment(&mut tokens, &notes.join("; "));
        notes.clear();
    }
    let clocks = session.clock_after();
    for (i, ply) in session.game().plies().iter().take(plies).enumerate() {
        let pos = &ply.before;
        let number = pos.fullmoves();
        if pos.turn().is_white() {
            tokens.push(format!("{number}."));
        } else if i == 0 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(SanPlus::from_move(pos.clone(), ply.played).to_string());
        let mut comment = String::new();
        if let Some(left) = clocks.get(i).copied().flatten() {
            comment.push_str(&format!("[%clk {left}]"));
        }
        notes.extend(notes_after(session, i + 1, Notes::Pgn));
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
