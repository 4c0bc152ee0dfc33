//! Answers that are lists, as lines a screen reader and a braille display
//! can read: the board one rank a line, a side's pieces one kind a line, the
//! scoresheet one move pair a line, the last moves one a line, and what
//! stands on a square and what attacks and defends it. Each line stands
//! alone (a long list repeats its label on every line it takes) and keeps
//! within [`lines::WIDTH`] characters wherever the list can be cut.
//!
//! Pure: positions, the voice's words and a message catalogue in, lines out.

use shakmaty::{Board, Chess, Color, File, Piece, Position, Rank, Role, Square};

use super::announce;
use super::explore::{attackers, describe_square, piece_on, square_words};
use super::input::MoveReader;
use super::lines::{self, WIDTH, pack};
use super::notation::{self, Letters, VALUE_ORDER};
use super::say::{Answer, Say};
use super::scoresheet::Entry;
use super::session::{Context, Session};
use super::text::Text;
use super::vocab::Voice;

/// The board from rank 8 to rank 1, a line a rank: "Rank 4, White: Bauer Eva
/// vier; Black: Läufer Bella vier." A rank too long for a line takes a line
/// a side, and a side too long for a line goes on with the same label.
pub fn rank_lines(board: &Board, voice: &Voice, t: &Text) -> Vec<String> {
    let mut out = Vec::new();
    for rank in Rank::ALL.into_iter().rev() {
        let number = rank as u32 + 1;
        let sides: Vec<(Color, Vec<String>)> = [Color::White, Color::Black]
            .into_iter()
            .map(|color| {
                let pieces = File::ALL
                    .into_iter()
                    .map(|file| Square::from_coords(file, rank))
                    .filter_map(|sq| {
                        let piece = board.piece_at(sq).filter(|p| p.color == color)?;
                        Some(piece_on(piece.role, sq, voice))
                    })
                    .collect();
                (color, pieces)
            })
            .filter(|(_, pieces): &(Color, Vec<String>)| !pieces.is_empty())
            .collect();
        if sides.is_empty() {
            out.push(t.rank_empty(number));
            continue;
        }
        let side = |color: Color, pieces: &[String]| t.rank_side(color, &pieces.join(", "));
        let whole: Vec<String> = sides.iter().map(|(c, p)| side(*c, p)).collect();
        let whole = t.rank_line(number, &whole.join("; "));
        if whole.chars().count() <= WIDTH {
            out.push(whole);
            continue;
        }
        for (color, pieces) in &sides {
            out.extend(pack(pieces, |_, run| {
                t.rank_line(number, &side(*color, run))
            }));
        }
    }
    out
}

/// Where the pieces of one kind of a side stand: "2 white rooks on Anna
/// eins, Hector eins."; "White has no queen." when there are none.
pub fn kind_lines(board: &Board, color: Color, role: Role, voice: &Voice, t: &Text) -> Vec<String> {
    let squares: Vec<String> = board
        .by_piece(Piece { color, role })
        .into_iter()
        .map(|sq| square_words(sq, voice))
        .collect();
    // The pieces in the vocabulary's words, as everywhere else in an
    // answer; the sentence around them in the message language.
    let noun = voice.piece(role);
    if squares.is_empty() {
        return vec![t.kind_none(color, role, noun, t.is_native(role, noun))];
    }
    let plural = t.plural_of(role, noun, voice.plural(role));
    // The adjective agrees with the language's own noun; a noun of another
    // language takes the common form, which in every catalogue is the
    // pawn's ("Zwarte Springer", not "Zwart" as for "het paard").
    let agrees = if t.is_native(role, noun) {
        role
    } else {
        Role::Pawn
    };
    pack(&squares, |first, run| {
        t.kind_squares(
            color,
            agrees,
            squares.len(),
            first,
            &run.join(", "),
            noun,
            &plural,
        )
    })
}

/// A side's pieces, a kind a line, the king first and the pawns last; the
/// kinds the side has none of are left out.
pub fn side_lines(board: &Board, color: Color, voice: &Voice, t: &Text) -> Vec<String> {
    VALUE_ORDER
        .into_iter()
        .filter(|&role| board.by_piece(Piece { color, role }).any())
        .flat_map(|role| kind_lines(board, color, role, voice, t))
        .collect()
}

/// A square, what stands on it, what attacks it and what defends it, a line
/// each: "Felix sieben: black Bauer", "Felix sieben, attacked by White:
/// Läufer Cesar vier.", "Felix sieben, defended by Black: König Eva acht."
/// The attackers are the pieces of the other side than the piece there; on
/// an empty square, those of the side not to move (as board exploration
/// has it).
pub fn square_lines(pos: &Chess, square: Square, voice: &Voice, t: &Text) -> Vec<String> {
    let own = pos.board().color_at(square).unwrap_or_else(|| pos.turn());
    let words = square_words(square, voice);
    let mut out = vec![describe_square(pos, square, voice, t)];
    for (attacked, color) in [(true, !own), (false, own)] {
        let pieces: Vec<String> = attackers(pos, square, color)
            .into_iter()
            .map(|(role, sq)| piece_on(role, sq, voice))
            .collect();
        if pieces.is_empty() {
            out.push(t.square_control(&words, attacked, color, None));
        } else {
            out.extend(pack(&pieces, |_, run| {
                t.square_control(&words, attacked, color, Some(&run.join(", ")))
            }));
        }
    }
    out
}

/// The scoresheet a move pair a line ("12. Sf3 Sc6"), from move `from` on.
pub fn sheet_lines(pairs: Vec<(u32, String)>, from: Option<usize>, t: &Text) -> Vec<String> {
    let Some(&(last, _)) = pairs.last() else {
        return vec![t.no_moves()];
    };
    let from = from.unwrap_or(1);
    let lines: Vec<String> = pairs
        .into_iter()
        .filter(|&(n, _)| n as usize >= from)
        .map(|(_, pair)| pair)
        .collect();
    if lines.is_empty() {
        vec![t.sheet_too_short(from, last)]
    } else {
        lines
    }
}

// The session's answers.

// Every answer about the position describes the position the screen shows
// (the one after a move announced and not yet completed) and then says so
// first: one position for the board drawn, the keys and the words.

/// The answer's lines after the mark of a move not yet completed, if one is.
fn marked(session: &Session, ctx: &Context, lines: Vec<String>) -> Vec<String> {
    session.shown_mark(ctx).into_iter().chain(lines).collect()
}

/// An answer about the position shown, marked as `marked` marks lines; a
/// refusal as it is.
fn marked_answer(session: &Session, ctx: &Context, mut answer: Answer) -> Answer {
    if !answer.refused() {
        let mark = session.shown_mark(ctx).into_iter().map(Say::private);
        answer.lines.splice(0..0, mark);
    }
    answer
}

/// `board`: the position rank by rank and whose move it is (or the move
/// still to be completed); `board white`: that side's pieces by kind.
pub fn board(session: &Session, ctx: &Context, side: Option<Color>) -> Vec<String> {
    let t = session.setup().lang.text();
    let pos = session.shown_position();
    let lines = match side {
        Some(color) => side_lines(pos.board(), color, &ctx.voice, t),
        None => {
            let mut out = rank_lines(pos.board(), &ctx.voice, t);
            out.push(match (session.outcome(), session.pending()) {
                (Some((result, reason, by)), _) => t.ended(result, reason, by),
                (None, Some(p)) => t.waiting_for_press(p.by, session.next_step()),
                (None, None) => t.to_move(pos.turn()),
            });
            out
        }
    };
    marked(session, ctx, lines)
}

/// `pieces white rooks`, `pieces rooks` (both sides), `pieces white` (all
/// kinds). The kind as typed, in any vocabulary's words or letters; refused
/// where it is none.
pub fn pieces(session: &Session, ctx: &Context, side: Option<Color>, kind: &str) -> Answer {
    let t = session.setup().lang.text();
    let answer = pieces_in(
        &session.shown_position(),
        &ctx.reader,
        &ctx.voice,
        t,
        side,
        kind,
    );
    marked_answer(session, ctx, answer)
}

/// `pieces` in any position (a game replayed).
pub fn pieces_in(
    pos: &Chess,
    reader: &MoveReader,
    voice: &Voice,
    t: &Text,
    side: Option<Color>,
    kind: &str,
) -> Answer {
    let board = pos.board();
    let sides = side.map_or(vec![Color::White, Color::Black], |c| vec![c]);
    if kind.trim().is_empty() {
        return Answer::private(
            sides
                .into_iter()
                .flat_map(|c| side_lines(board, c, voice, t)),
        );
    }
    let Some(role) = reader.role(kind) else {
        return Answer::refuse(t.not_a_kind(&lines::clean(kind)));
    };
    Answer::private(
        sides
            .into_iter()
            .flat_map(|c| kind_lines(board, c, role, voice, t)),
    )
}

/// `square f7`, `square Felix sieben`; refused where the text is no square.
pub fn square(session: &Session, ctx: &Context, text: &str) -> Answer {
    let t = session.setup().lang.text();
    let answer = square_in(&session.shown_position(), &ctx.reader, &ctx.voice, t, text);
    marked_answer(session, ctx, answer)
}

/// `square` in any position (a game replayed).
pub fn square_in(pos: &Chess, reader: &MoveReader, voice: &Voice, t: &Text, text: &str) -> Answer {
    match reader.square(text) {
        Some(square) => Answer::private(square_lines(pos, square, voice, t)),
        None => Answer::refuse(t.not_a_square(
            &lines::clean(text),
            &crate::explore::square_words(Square::F7, voice),
        )),
    }
}

/// `sheet`, `sheet 12`: the scoresheet in the setup's letters, draw offers
/// marked, a move pair a line. It is the record of completed moves: a move
/// announced and not completed is not on it yet, and a last line says so
/// (as `last` and `status` name it), so that no answer hides it.
pub fn sheet(session: &Session, from: Option<usize>) -> Vec<String> {
    let letters: Letters = session.setup().letters;
    let t = session.setup().lang.text();
    let pairs = notation::scoresheet_pairs(session.game().sheet(), letters, |i| {
        session.offers().contains(&i)
    });
    let Some(p) = session.pending() else {
        return sheet_lines(pairs, from, t);
    };
    let pos = session.position();
    let number = pos.fullmoves().get();
    // `sheet 12` with move 12 announced: the sheet has nothing from there
    // on, and that move is not "not played".
    let nothing_from = from.is_some_and(|f| f == number as usize)
        && pairs.iter().all(|&(n, _)| (n as usize) < number as usize);
    let mut lines = if nothing_from {
        Vec::new()
    } else {
        sheet_lines(pairs, from, t)
    };
    let written = notation::written(pos, p.played, letters);
    lines.push(t.sheet_pending(p.by, number, &written));
    lines
}

/// `last`, `last 3`: the last `n` half-moves, the oldest first, each as its
/// announcement with the side and the move number; a move announced but not
/// completed is the last of them, and says so.
pub fn last(session: &Session, ctx: &Context, n: usize) -> Vec<String> {
    let t = session.setup().lang.text();
    let style = session.setup().style;
    let number = |pos: &Chess| pos.fullmoves().get() as usize;
    let pending = session.pending().map(|p| {
        let pos = session.position();
        let said = announce::announce(pos, p.played, style, &ctx.voice);
        t.last_move(p.by, number(pos), &said, false)
    });
    let plies = session.game().plies();
    let completed = n.saturating_sub(usize::from(pending.is_some()));
    let mut out: Vec<String> = plies[plies.len().saturating_sub(completed)..]
        .iter()
        .map(|ply| {
            let said = announce::announce(&ply.before, ply.played, style, &ctx.voice);
            t.last_move(ply.before.turn(), number(&ply.before), &said, true)
        })
        .collect();
    out.extend(pending.filter(|_| n > 0));
    if out.is_empty() {
        out.push(t.no_moves());
    }
    out
}

/// The entries of the other scoresheet that one typed line gave, read back
/// in one line, numbered, in the game's letters: enough to hear what was
/// understood (words typed come back as letters) without a sentence for
/// each move of a 40-move sheet.
pub fn sheet_entries(session: &Session, entries: &[Entry]) -> Option<String> {
    let setup = session.setup();
    let plies = entries.iter().map(|e| (&e.before, e.played));
    let moves = notation::scoresheet(plies, setup.letters);
    (!entries.is_empty()).then(|| setup.lang.text().sheet_entry_read(&moves))
}

#[cfg(test)]
mod tests;
