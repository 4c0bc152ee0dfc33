//! An engine's answers as a player hears them: its judgement in words,
//! its moves announced as every move is, and a review of a game a line a
//! finding.

use shakmaty::{Chess, Color, Move, Position};

use fluent_bundle::FluentArgs;

use super::judgement::{Judgement, JudgementKind};
use super::learn::{self, Punished, Turn, Verdict};
use super::review::{self, Judged};
use super::study::{Analysis, LINE_MOVES};
use crate::announce::{self, Style};
use crate::text::{Arg, Text};
use crate::vocab::Voice;

/// "White is better, by about one pawn."; "Black mates in 3."
pub fn judgement(judgement: Option<Judgement>, t: &Text) -> String {
    let Some(judgement) = judgement else {
        return t.engine_no_judgement();
    };
    let words = judgement.words();
    t.judgement(kind_key(words), words.side, words.number)
}

/// The catalogues' key for a judgement's kind.
fn kind_key(words: super::judgement::JudgementWords) -> &'static str {
    match (words.kind, words.number) {
        (JudgementKind::Even, _) => "even",
        (JudgementKind::Slightly, _) => "slightly",
        (JudgementKind::Better, _) => "better",
        (JudgementKind::Winning, _) => "winning",
        (JudgementKind::Mate, 0) => "mated",
        (JudgementKind::Mate, _) => "mate",
    }
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

/// A judgement in a few words, for a line that says two: "equal", "Black
/// better by about 2 pawns", "White mates in 3".
pub fn short_judgement(judgement: Judgement, t: &Text) -> String {
    let words = judgement.words();
    t.judgement_short(kind_key(words), words.side, words.number)
}

/// The most characters of a turning point's line.
const LINE_WIDTH: usize = 80;

/// `mistakes`: the moves that turned the game (`points`, index into
/// `game`), numbered for `retry`, a line each in the game's words.
pub fn mistakes(
    game: &[Judged],
    positions: &[Chess],
    points: &[usize],
    side: Option<Color>,
    style: Style,
    voice: &Voice,
    t: &Text,
) -> Vec<String> {
    let side_key = side.map_or("both", |c| if c.is_white() { "white" } else { "black" });
    if points.is_empty() {
        return vec![t.learn_none(side_key)];
    }
    let mut out = vec![t.learn_found(points.len())];
    for (n, &i) in points.iter().enumerate() {
        let Some(turn) = learn::turn(&game[i]) else {
            continue;
        };
        let played = numbered(&positions[i], game[i].played, style, voice);
        let (kind, moves, from, to) = match turn {
            Turn::MateMissed { moves } => ("mate-missed", moves, String::new(), String::new()),
            Turn::MateAllowed { moves } => ("mate-allowed", moves, String::new(), String::new()),
            Turn::Cost { from, to } => {
                ("cost", 0, short_judgement(from, t), short_judgement(to, t))
            }
        };
        let pawns = u32::try_from(game[i].loss().min(9_900) + 50).unwrap_or(0) / 100;
        let line = t.learn_point(n + 1, &played, kind, moves, &from, &to);
        // A line a braille display shows in two pans, read whole by a
        // screen reader: where the two judgements make it longer, the
        // one after the move alone.
        out.push(if line.chars().count() > LINE_WIDTH {
            t.learn_point(n + 1, &played, "lost", pawns.max(1), &from, &to)
        } else {
            line
        });
    }
    out
}

/// `retry`: turning point `n` of `total`, the position before the game's
/// move `played` there. The pieces follow, as the board command says them,
/// then [`your_move`].
pub fn retry(
    n: usize,
    total: usize,
    pos: &Chess,
    played: Move,
    style: Style,
    voice: &Voice,
    t: &Text,
) -> String {
    t.learn_retry(n, total, &numbered(pos, played, style, voice), pos.turn())
}

/// After the pieces of a turning point: whose move, in check where it is,
/// and what to do.
pub fn your_move(pos: &Chess, t: &Text) -> Vec<String> {
    let check = pos.is_check().then(|| t.learn_in_check(pos.turn()));
    check
        .into_iter()
        .chain([t.learn_your_move(pos.turn())])
        .collect()
}

/// What a move tried is worth, and for a mistake what punishes it.
pub fn verdict(
    verdict: Verdict,
    punished: Punished,
    after: &Chess,
    style: Style,
    voice: &Voice,
    t: &Text,
) -> String {
    let kind = match verdict {
        Verdict::Best => "best",
        Verdict::AsGood => "as-good",
        Verdict::Better => "better",
        Verdict::StillAMistake => "mistake",
    };
    let why = match punished {
        Punished::Mate { moves } => t.learn_why("mate", moves, "", ""),
        Punished::Loses { role, reply } => t.learn_why(
            "loses",
            0,
            &t.piece(role),
            &announce::announce(after, reply, style, voice),
        ),
        Punished::Worse { after } => t.learn_why("worse", 0, &short_judgement(after, t), ""),
    };
    t.learn_verdict(kind, &why)
}

crate::messages! {
    // The engine's answers in a study (replay, a finished game, a game
    // against the engine), beside the words that say them.
    /// `kind`: even, slightly, better, winning (`number` pawns), mate
    /// (`number` moves) or mated (on the board now); `side` the side it favours.
    fn judgement(kind: &str, side: Color, number: u32);
    fn engine_no_judgement();
    /// `said`: the move with its number, as announced.
    fn engine_best(said: &str);
    /// No move: the game is over in this position.
    fn engine_no_move();
    /// Before the line's moves, a move a line.
    fn engine_line(moves: usize);
    /// A review begins: how many moves, about how long.
    fn review_start(moves: usize, seconds: usize);
    fn review_progress(done: usize, total: usize);
    /// A side's heading: how many of its moves follow (0: none cost a pawn).
    fn review_side(side: Color, count: usize);
    /// `played`: the move with its number, as announced; `kind`: pawns
    /// (about `pawns` lost), mate-allowed or mate-missed; `better`: the
    /// engine's move there.
    fn review_slip(played: &str, kind: &str, pawns: u32, better: &str);
    /// Engine help asked for in a game against a person (the article:
    /// no advice, no analysis during play).
    fn engine_refused(year: &str, article: &str);
    /// The engine for a study could not be had: why, already said.
    fn engine_for_study(why: &str);

    /// `kind` and `side` as for `judgement`; a few words, no sentence.
    fn judgement_short(kind: &str, side: Color, number: u32);
    /// No move turned the game; `side`: white, black or both.
    fn learn_none(side: &str);
    /// How many moves turned the game, before the list.
    fn learn_found(count: usize);
    /// Turning point `n`: the move `played`, and `kind`: mate-missed or
    /// mate-allowed (in `number` moves), cost (`from` and `to`, the
    /// judgements), or lost (`number` pawns, where both judgements make the
    /// line too long).
    fn learn_point(n: usize, played: &str, kind: &str, number: u32, from: &str, to: &str);
    /// Turning point `n` of `total`, the position before the game's move.
    fn learn_retry(n: usize, total: usize, played: &str, side: Color);
    /// After the pieces: the move to find.
    fn learn_your_move(side: Color);
    /// `kind`: best, as-good, better or mistake (`why` says why).
    fn learn_verdict(kind: &str, why: &str);
    /// `kind`: mate (in `moves`), loses (`piece` to `reply`), worse
    /// (`piece` is then the judgement after).
    fn learn_why(kind: &str, moves: u32, piece: &str, reply: &str);
    /// The count: found of tried, and how many there are.
    fn learn_count(found: usize, tried: usize, total: usize);
    /// `retry` with no turning points known: `mistakes` first.
    fn learn_first();
    /// `retry` past the last one.
    fn learn_done(found: usize, total: usize);
    /// `retry N` for a number that is none of them.
    fn learn_no_point(n: usize, total: usize);
    /// A move typed where no turning point is at hand.
    fn learn_not_retrying();
    /// The game's own move tried again.
    fn learn_game_move();
    /// At a turning point's set-up: the side to move is in check.
    fn learn_in_check(side: Color);
    /// `threat`: the move `side` would make were it its turn, as announced.
    fn threat(side: Color, said: &str);
    /// `threat` in check: `side` gives it.
    fn threat_check(side: Color);
    fn threat_none(side: Color);
}
