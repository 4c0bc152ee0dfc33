//! The engine a study asks (replay, a finished game, a game against the
//! engine): started when it is first asked, and asked again each time.

use crate::shell::text::ShellMessages as _;
use std::path::PathBuf;

use shakmaty::{Chess, Color, Move, Position};

use crate::core::announce::Style;
use crate::core::engine::learn::{self, Lesson, Verdict};
use crate::core::engine::review::Judged;
use crate::core::engine::study::{Analysis, StudyLimit, StudyQuestion};
use crate::core::engine::{Judgement, words};
use crate::core::listing;
use crate::core::text::Text;
use crate::core::vocab::Voice;

use super::analyst::{Analyst, Silence};

/// What a study's engine has: its process, the time it thinks, its last
/// answer (asked again about the same position, it says the same), and
/// whether a review's progress is printed as it goes (line mode, answering
/// in turn).
pub struct Work {
    program: String,
    options: Vec<(String, String)>,
    look: StudyLimit,
    analyst: Option<Analyst>,
    last: Option<(String, Analysis)>,
    printed: bool,
    /// The last game reviewed, each move judged: `mistakes`, `retry` and
    /// a move tried ask it again.
    reviewed: Option<Reviewed>,
    /// The turning points tried again.
    lesson: Option<Lesson>,
    /// Where the review of the game is kept between runs.
    keep: Option<PathBuf>,
    /// The last move tried at the turning point at hand.
    last_tried: Option<Move>,
}

/// A game and the engine's judgement of each of its moves.
struct Reviewed {
    game: Vec<(Chess, Move)>,
    judged: Vec<Judged>,
}

/// What the engine's work sends the front end while it goes on.
pub enum StudyEvent {
    /// A line of progress, to say now.
    Said(String),
    /// The answer, and the engine back for the next question.
    Done(Box<Work>, Vec<String>),
}

impl std::fmt::Debug for StudyEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            StudyEvent::Said(line) => write!(f, "Said({line:?})"),
            StudyEvent::Done(_, lines) => write!(f, "Done({lines:?})"),
        }
    }
}

/// Where the work's events go: the front end's loop.
pub type Sink = std::sync::Arc<dyn Fn(StudyEvent) + Send + Sync>;

/// The engine a study asks. Where a front end takes its events, the
/// question is answered beside the game, which goes on meanwhile (keys,
/// queries, quit); else (a script's lines, answered in turn) at once.
pub struct Tutor {
    /// `None` while the engine works on a question.
    work: Option<Box<Work>>,
    sink: Option<Sink>,
}

/// How a study's answer is said: the words of moves and sentences.
pub struct StudyTelling<'a> {
    pub style: Style,
    pub voice: &'a Voice,
    pub t: &'static Text,
}

impl Tutor {
    pub fn new(program: &str, options: &[(String, String)], look: StudyLimit) -> Tutor {
        Tutor {
            work: Some(Box::new(Work {
                program: program.to_string(),
                options: options.to_vec(),
                look,
                analyst: None,
                last: None,
                printed: false,
                reviewed: None,
                lesson: None,
                keep: None,
                last_tried: None,
            })),
            sink: None,
        }
    }

    /// The review of the game is kept at `path` (beside the game file),
    /// and read from there again.
    pub fn keep_reviews_at(&mut self, path: PathBuf) {
        if let Some(work) = &mut self.work {
            work.keep = Some(path);
        }
    }

    /// The game is listened to again: no turning point at hand.
    pub fn leave_lesson(&mut self) {
        if let Some(lesson) = self.work.as_mut().and_then(|w| w.lesson.as_mut()) {
            lesson.leave();
        }
    }

    /// The turning point at hand: the index in the game of its move.
    pub fn lesson_ply(&self) -> Option<usize> {
        let lesson = self.work.as_ref()?.lesson.as_ref()?;
        lesson.current().map(|(_, ply)| ply)
    }

    /// The turning point at hand: its number and how many there are.
    pub fn lesson_at(&self) -> Option<(usize, usize)> {
        let lesson = self.work.as_ref()?.lesson.as_ref()?;
        lesson.current().map(|(n, _)| (n, lesson.len()))
    }

    /// What the full screen shows at a turning point: its position, and
    /// the move last tried there.
    pub fn lesson_view(&self) -> Option<(Chess, Option<Move>)> {
        let pos = self.retrying()?;
        Some((pos, self.work.as_ref()?.last_tried))
    }

    /// The position of the turning point at hand, where one is: a move
    /// typed is tried there, and `best` is asked of it.
    pub fn retrying(&self) -> Option<Chess> {
        let work = self.work.as_ref()?;
        let (_, i) = work.lesson.as_ref()?.current()?;
        Some(work.reviewed.as_ref()?.game.get(i)?.0.clone())
    }

    /// The answers go to `sink`, and come when they are ready.
    pub fn attach(&mut self, sink: Sink) {
        self.sink = Some(sink);
    }

    /// Line mode: a script's lines (`beside` false) answered in turn, a
    /// review's progress printed as it goes (beside the game it comes as
    /// events, which the front end prints).
    pub fn line_mode(&mut self, beside: bool) {
        if !beside {
            self.sink = None;
            if let Some(work) = &mut self.work {
                work.printed = true;
            }
        }
    }

    /// Asks `ask` about `pos`, reached by `game`: the answer now (in turn),
    /// or nothing now and the answer as an event (beside the game); a
    /// question while the engine works on another is refused.
    pub fn ask(
        &mut self,
        ask: StudyQuestion,
        pos: &Chess,
        game: &[(Chess, Move)],
        telling: &StudyTelling,
        progress: &mut dyn FnMut(String),
    ) -> Vec<String> {
        let Some(mut work) = self.work.take() else {
            return vec![telling.t.engine_busy()];
        };
        let Some(sink) = &self.sink else {
            let lines = work.answer(ask, pos, game, telling, progress);
            self.work = Some(work);
            return lines;
        };
        let (pos, game) = (pos.clone(), game.to_vec());
        let (style, voice, t) = (telling.style, telling.voice.clone(), telling.t);
        let send = sink.clone();
        let spawned = std::thread::Builder::new()
            .name("annabella-study".into())
            .spawn(move || {
                let telling = StudyTelling {
                    style,
                    voice: &voice,
                    t,
                };
                let mut said = |line: String| send(StudyEvent::Said(line));
                let lines = work.answer(ask, &pos, &game, &telling, &mut said);
                send(StudyEvent::Done(work, lines));
            });
        match spawned {
            Ok(_) => Vec::new(),
            Err(_) => vec![telling.t.engine_busy()],
        }
    }

    /// An event of the work: what to say.
    pub fn event(&mut self, event: StudyEvent) -> Vec<String> {
        match event {
            StudyEvent::Said(line) => vec![line],
            StudyEvent::Done(work, lines) => {
                self.work = Some(work);
                lines
            }
        }
    }
}

impl Work {
    /// The engine, started where it is not yet; `Err`: why it cannot be.
    fn analyst(&mut self, t: &Text) -> Result<&mut Analyst, String> {
        if self.analyst.is_none() {
            let started = Analyst::start(&self.program, &self.options, self.look)
                .map_err(|e| t.engine_for_study(&e.said(t)))?;
            self.analyst = Some(started);
        }
        Ok(self.analyst.as_mut().expect("started above"))
    }

    fn analyse(&mut self, pos: &Chess, t: &Text) -> Result<Analysis, String> {
        // The same position asked again: the same answer (eval, then best,
        // then line, agree).
        let fen =
            shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal).to_string();
        if let Some((last, analysis)) = &self.last
            && *last == fen
        {
            return Ok(analysis.clone());
        }
        let analysis = self.analyse_anew(pos, t)?;
        self.last = Some((fen, analysis.clone()));
        Ok(analysis)
    }

    fn analyse_anew(&mut self, pos: &Chess, t: &Text) -> Result<Analysis, String> {
        let analyst = self.analyst(t)?;
        let name = analyst.name().to_string();
        analyst.analyse(pos).map_err(|silence| {
            // An engine that went or hangs is started afresh when asked next.
            self.analyst = None;
            match silence {
                Silence::Gone => t.engine_gone(&name),
                Silence::Silent => t.engine_silent(&name),
                Silence::TooLong => t.engine_line_too_long(&name, super::process::ENGINE_LINE_KB),
            }
        })
    }

    /// The answer to `ask` about `pos`, reached by `game` (each move with
    /// the position it was played from); `progress` hears how a review goes.
    pub fn answer(
        &mut self,
        ask: StudyQuestion,
        pos: &Chess,
        game: &[(Chess, Move)],
        telling: &StudyTelling,
        progress: &mut dyn FnMut(String),
    ) -> Vec<String> {
        let t = telling.t;
        let (style, voice) = (telling.style, telling.voice);
        let result = match ask {
            // On a board where the game is over, the board says how.
            StudyQuestion::Eval => self
                .analyse(pos, t)
                .map(|a| vec![words::judgement(Some(judged_or_over(&a, pos)), t)]),
            // At a turning point, the idea too: the line that follows.
            StudyQuestion::Best if self.lesson.as_ref().is_some_and(|l| l.current().is_some()) => {
                self.analyse(pos, t).map(|a| {
                    let mut lines = words::best(&a, style, voice, t);
                    if lines.len() > 1 {
                        lines.truncate(1);
                        lines.extend(words::line(&a, style, voice, t));
                    }
                    lines
                })
            }
            StudyQuestion::Best => self
                .analyse(pos, t)
                .map(|a| words::best(&a, style, voice, t)),
            StudyQuestion::Line => self
                .analyse(pos, t)
                .map(|a| words::line(&a, style, voice, t)),
            StudyQuestion::Review => self.review(game, telling, progress),
            StudyQuestion::Mistakes(side) => self.mistakes(side, game, telling, progress),
            StudyQuestion::Retry(n) => Ok(self.retry(n, game, telling)),
            StudyQuestion::Try(tried) => self.tried(tried, telling),
            StudyQuestion::Threat => self.threat(pos, telling),
        };
        result.unwrap_or_else(|said| vec![said])
    }

    /// Each move of `game` judged: as kept in memory or beside the game,
    /// else by the engine now (and then kept). `hear` hears the progress
    /// and each move judged, as it is.
    fn judged(
        &mut self,
        game: &[(Chess, Move)],
        t: &Text,
        hear: &mut dyn FnMut(ReviewNews),
    ) -> Result<Vec<Judged>, String> {
        if let Some(r) = &self.reviewed
            && r.game == game
        {
            return Ok(r.judged.clone());
        }
        let engine = format!("{} {}", self.program, self.look.name());
        let kept = self
            .keep
            .as_ref()
            .and_then(|p| crate::shell::bounded::read_text(p, REVIEW_BYTES).ok())
            .and_then(|text| learn::from_cache(&text, game, &engine));
        let judged = match kept {
            Some(judged) => judged,
            None => {
                let judged = self.judge_anew(game, t, hear)?;
                if let Some(path) = &self.keep {
                    // Kept where it can be: a folder that takes no file
                    // costs a second look, never the answer.
                    let _ = std::fs::write(path, learn::cache_text(game, &judged, &engine));
                }
                judged
            }
        };
        self.reviewed = Some(Reviewed {
            game: game.to_vec(),
            judged: judged.clone(),
        });
        Ok(judged)
    }

    fn judge_anew(
        &mut self,
        game: &[(Chess, Move)],
        t: &Text,
        hear: &mut dyn FnMut(ReviewNews),
    ) -> Result<Vec<Judged>, String> {
        let millis = (game.len() as u128 + 1) * self.look.about().as_millis();
        let seconds = usize::try_from(millis.div_ceil(1000)).unwrap_or(usize::MAX);
        hear(ReviewNews::Progress(t.review_start(game.len(), seconds)));
        let mut judged = Vec::with_capacity(game.len());
        let Some((first, _)) = game.first() else {
            return Ok(judged);
        };
        // A fresh look: what the engine learned of another game searched
        // alongside would change its answers.
        self.last = None;
        if let Ok(analyst) = self.analyst(t) {
            analyst.new_game();
        }
        let mut before = self.analyse(first, t)?;
        for (i, (pos, played)) in game.iter().enumerate() {
            let mut after_pos = pos.clone();
            after_pos.play_unchecked(*played);
            let after = self.analyse(&after_pos, t)?;
            let j = Judged {
                mover: pos.turn(),
                before: judged_or_over(&before, pos),
                best: before.best(),
                after: judged_or_over(&after, &after_pos),
                played: *played,
            };
            hear(ReviewNews::Judged(i, &j));
            judged.push(j);
            before = after;
            if i > 0 && i % 10 == 0 && i + 1 < game.len() {
                hear(ReviewNews::Progress(t.review_progress(i, game.len())));
            }
        }
        Ok(judged)
    }

    /// `mistakes`: the moves that turned the game, each said as soon as
    /// it is found when the engine looks anew; a lesson of them begins.
    fn mistakes(
        &mut self,
        side: Option<Color>,
        game: &[(Chess, Move)],
        telling: &StudyTelling,
        progress: &mut dyn FnMut(String),
    ) -> Result<Vec<String>, String> {
        let t = telling.t;
        let printed = self.printed;
        let (style, voice) = (telling.style, telling.voice);
        // The first turning point is said as soon as it is found: the
        // player has something to think about while the engine goes on.
        let mut first_said = false;
        let mut hear = |heard: ReviewNews| {
            let line = match heard {
                // Once a turning point is said, the count of moves would
                // cut it off in the speech: the list follows soon.
                ReviewNews::Progress(_) if first_said => return,
                ReviewNews::Progress(line) => line,
                ReviewNews::Judged(i, j) if !first_said && side.is_none_or(|s| s == j.mover) => {
                    if learn::turn(j).is_none() {
                        return;
                    }
                    first_said = true;
                    let pos = &game[i].0;
                    let lines = words::mistakes(
                        std::slice::from_ref(j),
                        std::slice::from_ref(pos),
                        &[0],
                        side,
                        style,
                        voice,
                        t,
                    );
                    match lines.get(1) {
                        Some(line) => line.clone(),
                        None => return,
                    }
                }
                ReviewNews::Judged(..) => return,
            };
            if printed {
                print_now(&line);
            }
            progress(line);
        };
        let judged = self.judged(game, t, &mut hear)?;
        let points = learn::turning_points(&judged, side);
        let positions: Vec<Chess> = game.iter().map(|(p, _)| p.clone()).collect();
        self.lesson = Some(Lesson::new(points.clone()));
        Ok(words::mistakes(
            &judged,
            &positions,
            &points,
            side,
            telling.style,
            telling.voice,
            t,
        ))
    }

    /// `retry`: the next turning point, or the one named; the count after
    /// the last.
    fn retry(
        &mut self,
        n: Option<usize>,
        game: &[(Chess, Move)],
        telling: &StudyTelling,
    ) -> Vec<String> {
        let t = telling.t;
        // The lesson is of the game listened to, not of one heard before.
        let (Some(lesson), Some(reviewed)) = (&mut self.lesson, &self.reviewed) else {
            return vec![t.learn_first()];
        };
        if reviewed.game != game {
            return vec![t.learn_first()];
        }
        if lesson.is_empty() {
            return vec![t.learn_none("both")];
        }
        let ply = match n {
            Some(n) => match lesson.go(n) {
                Some(ply) => ply,
                None => return vec![t.learn_no_point(n, lesson.len())],
            },
            None => match lesson.advance() {
                Some(ply) => ply,
                None => {
                    let (found, _, total) = lesson.count();
                    return vec![t.learn_done(found, total)];
                }
            },
        };
        self.last_tried = None;
        let (number, _) = lesson.current().unwrap_or((1, ply));
        let (pos, played) = &reviewed.game[ply];
        // Set up as on the peg board: the side to move's pieces first.
        let mut lines = vec![words::retry(
            number,
            lesson.len(),
            pos,
            *played,
            telling.style,
            telling.voice,
            t,
        )];
        for color in [pos.turn(), !pos.turn()] {
            lines.extend(listing::side_lines(pos.board(), color, telling.voice, t));
        }
        lines.extend(words::your_move(pos, t));
        lines
    }

    /// `threat`: the other side's best move, were it its turn (the engine
    /// asked of the position with the move passed); in check, the threat
    /// is the check itself.
    fn threat(&mut self, pos: &Chess, telling: &StudyTelling) -> Result<Vec<String>, String> {
        let t = telling.t;
        let them = !pos.turn();
        if pos.is_check() {
            return Ok(vec![t.threat_check(them)]);
        }
        let Ok(passed) = pos.clone().swap_turn() else {
            return Ok(vec![t.threat_none(them)]);
        };
        let analysis = self.analyse(&passed, t)?;
        // A quiet move is no threat: only a take, a check or a mate is.
        let threatening = |m: &Move| {
            m.is_capture() || passed.clone().play(*m).is_ok_and(|after| after.is_check())
        };
        Ok(vec![match analysis.best().filter(threatening) {
            Some(m) => t.threat(
                them,
                &crate::core::announce::announce(&passed, m, telling.style, telling.voice),
            ),
            None => t.threat_none(them),
        }])
    }

    /// A move tried at the turning point at hand: judged by the engine
    /// beside its own move and the game's.
    fn tried(&mut self, tried: Move, telling: &StudyTelling) -> Result<Vec<String>, String> {
        let t = telling.t;
        let at = self.lesson.as_ref().and_then(Lesson::current);
        let (Some((_, ply)), Some(reviewed)) = (at, &self.reviewed) else {
            return Ok(vec![t.learn_not_retrying()]);
        };
        let (pos, played) = reviewed.game[ply].clone();
        let judged = reviewed.judged[ply].clone();
        // The game's own move: said so, and why it turned the game.
        if tried == played && judged.best != Some(played) {
            if let Some(lesson) = &mut self.lesson {
                lesson.tried(Verdict::StillAMistake);
            }
            self.last_tried = Some(tried);
            return Ok(vec![t.learn_game_move()]);
        }
        let mut after = pos.clone();
        after.play_unchecked(tried);
        let analysis = self.analyse(&after, t)?;
        let after_judgement = judged_or_over(&analysis, &after);
        let verdict = learn::verdict(
            judged.mover,
            tried,
            judged.best,
            judged.before,
            after_judgement,
        );
        let punished = learn::punished(
            judged.mover,
            judged.before,
            after_judgement,
            &after,
            analysis.best(),
        );
        if let Some(lesson) = &mut self.lesson {
            lesson.tried(verdict);
        }
        self.last_tried = Some(tried);
        Ok(vec![words::verdict(
            verdict,
            punished,
            &after,
            telling.style,
            telling.voice,
            t,
        )])
    }

    fn review(
        &mut self,
        game: &[(Chess, Move)],
        telling: &StudyTelling,
        said: &mut dyn FnMut(String),
    ) -> Result<Vec<String>, String> {
        let t = telling.t;
        let printed = self.printed;
        // Heard, and in line mode printed, as it goes: the findings come
        // at the end.
        let mut progress = |line: String| {
            if printed {
                print_now(&line);
            }
            said(line);
        };
        let millis = (game.len() as u128 + 1) * self.look.about().as_millis();
        let seconds = usize::try_from(millis.div_ceil(1000)).unwrap_or(usize::MAX);
        progress(t.review_start(game.len(), seconds));
        // Each position judged once: before each move, and after the last.
        let mut positions: Vec<Chess> = game.iter().map(|(p, _)| p.clone()).collect();
        if let Some((p, m)) = game.last() {
            let mut after = p.clone();
            after.play_unchecked(*m);
            positions.push(after);
        }
        let mut analyses = Vec::with_capacity(positions.len());
        for (i, pos) in positions.iter().enumerate() {
            analyses.push(self.analyse(pos, t)?);
            if i > 0 && i % 10 == 0 && i < game.len() {
                progress(t.review_progress(i, game.len()));
            }
        }
        let judged: Vec<Judged> = game
            .iter()
            .enumerate()
            .map(|(i, (pos, played))| Judged {
                mover: pos.turn(),
                before: judged_or_over(&analyses[i], pos),
                best: analyses[i].best(),
                after: judged_or_over(&analyses[i + 1], &positions[i + 1]),
                played: *played,
            })
            .collect();
        let before: Vec<Chess> = game.iter().map(|(p, _)| p.clone()).collect();
        Ok(words::review(
            &judged,
            &before,
            telling.style,
            telling.voice,
            t,
        ))
    }
}

/// What a review in progress says.
enum ReviewNews<'a> {
    Progress(String),
    /// Move `i` of the game, judged.
    Judged(usize, &'a Judged),
}

/// The most a kept review is read: a long game's is some tens of KB.
const REVIEW_BYTES: u64 = 4 << 20;

/// A line printed at once, in line mode (a script's answers come in turn).
fn print_now(line: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    for part in crate::core::lines::printable(line) {
        let _ = writeln!(out, "{part}");
    }
    let _ = out.flush();
}

/// The engine's judgement; where it gave none (the game is over on the
/// board), mate is the side's that gave it, and else the game is level.
fn judged_or_over(analysis: &Analysis, pos: &Chess) -> Judgement {
    analysis.judgement.unwrap_or(if pos.is_checkmate() {
        Judgement::Mate {
            winner: !pos.turn(),
            moves: 0,
        }
    } else {
        Judgement::Centipawns(0)
    })
}
