//! An engine's answers as a player hears them: its judgement in words,
//! its moves announced as every move is, and a review of a game a line a
//! finding.

use shakmaty::{Chess, Color, Move, Position};

use super::judgement::{Judgement, JudgementKind};
use super::review::{self, Judged};
use super::study::{Analysis, LINE_MOVES};
use crate::announce::{self, Style};
use crate::text::Text;
use crate::vocab::Voice;

/// "White is better, by about one pawn."; "Black mates in 3."
pub fn judgement(judgement: Option<Judgement>, t: &Text) -> String {
    let Some(judgement) = judgement else {
        return t.engine_no_judgement();
    };
    let words = judgement.words();
    let kind = match (words.kind, words.number) {
        (JudgementKind::Even, _) => "even",
        (JudgementKind::Slightly, _) => "slightly",
        (JudgementKind::Better, _) => "better",
        (JudgementKind::Winning, _) => "winning",
        (JudgementKind::Mate, 0) => "mated",
        (JudgementKind::Mate, _) => "mate",
    };
    t.judgement(kind, words.side, words.number)
}

/// The move as announced, with its number: "12. Springer Felix drei",
/// "12... Bauer Eva fünf".
fn numbered(pos: &Chess, m: Move, style: Style, voice: &Voice) -> String {
    let dots = if pos.turn().is_white() { "." } else { "..." };
    format!(
        "{}{dots} {}",
        pos.fullmoves(),
        announce::announce(pos, m, style, voice)
    )
}

/// `best`: the engine's move in announcement words, and its judgement.
pub fn best(analysis: &Analysis, style: Style, voice: &Voice, t: &Text) -> Vec<String> {
    match analysis.line.first() {
        Some((pos, m)) => vec![
            t.engine_best(&numbered(pos, *m, style, voice)),
            judgement(analysis.judgement, t),
        ],
        None => vec![t.engine_no_move()],
    }
}

/// `line`: the moves the engine expects, a move a line.
pub fn line(analysis: &Analysis, style: Style, voice: &Voice, t: &Text) -> Vec<String> {
    if analysis.line.is_empty() {
        return vec![t.engine_no_move()];
    }
    let shown = analysis.line.len().min(LINE_MOVES);
    let mut out = vec![t.engine_line(shown)];
    out.extend(
        analysis.line[..shown]
            .iter()
            .map(|(pos, m)| numbered(pos, *m, style, voice)),
    );
    out.push(judgement(analysis.judgement, t));
    out
}

/// How many of each side's moves a review names.
pub const REVIEW_PER_SIDE: usize = 3;

/// `review`: for each side, the moves where the judgement fell most, the
/// costliest first, each with the move the engine preferred; `positions`
/// the position before each move of `game`.
pub fn review(
    game: &[Judged],
    positions: &[Chess],
    style: Style,
    voice: &Voice,
    t: &Text,
) -> Vec<String> {
    let mut out = Vec::new();
    for side in Color::ALL {
        let worst = review::worst(game, side, REVIEW_PER_SIDE);
        out.push(t.review_side(side, worst.len()));
        for i in worst {
            let (judged, pos) = (&game[i], &positions[i]);
            let kind = match (judged.before, judged.after) {
                (_, Judgement::Mate { winner, .. }) if winner != side => "mate-allowed",
                (Judgement::Mate { winner, .. }, _) if winner == side => "mate-missed",
                _ => "pawns",
            };
            let pawns = u32::try_from(judged.loss().min(9_900) + 50).unwrap_or(0) / 100;
            let better = judged
                .best
                .map(|m| announce::announce(pos, m, style, voice))
                .unwrap_or_default();
            out.push(t.review_slip(
                &numbered(pos, judged.played, style, voice),
                kind,
                pawns.max(1),
                &better,
            ));
        }
    }
    out
}
