//! PGN: standard English SAN whatever the scoresheet language, the Seven Tag
//! Roster, the time control, `[%clk]` after each move, draw offers as comments.

use shakmaty::Position;
use shakmaty::san::SanPlus;

use super::super::session::Session;

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

/// What happened after `plies` half-moves, before the next: touched pieces
/// and illegal moves reported for the arbiter, moves taken back.
fn notes_after(session: &Session, plies: usize) -> Vec<String> {
    let reports = session.reports().iter().filter(|r| r.ply == plies);
    let reported = reports.map(|r| {
        let side = if r.by.is_white() { "White" } else { "Black" };
        let at = r.at - session.started_at();
        let year = session.setup().laws.year();
        let rule = r
            .rule
            .as_deref()
            .map(|a| format!(" (laws {year}, {a})"))
            .unwrap_or_default();
        format!(
            "{side} made the illegal move {} at {at}{rule}",
            super::super::lines::clean(&r.input).replace(['{', '}'], "")
        )
    });
    let touches = session.touches().iter().filter(|t| t.ply == plies);
    let touched = touches.map(|touch| {
        let side = if touch.by.is_white() {
            "White"
        } else {
            "Black"
        };
        let at = touch.at - session.started_at();
        format!("{side} touched {} at {at}", touch.square)
    });
    let taken_back = session.taken_back().iter().filter(|(p, _)| *p == plies);
    touched
        .chain(reported)
        .chain(taken_back.map(|(ply, moves)| taken_back_note(session, *ply, moves)))
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
        if session.offers().contains(&i) {
            notes.push("draw offer (=)".to_string());
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
