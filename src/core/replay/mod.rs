//! Listening through games from a PGN file: the games of the file, the one
//! open, and where in it (which variation, how many moves played). Each
//! command answers with lines to show and say; a move's line carries its
//! announcement in the chosen words, said as a move is said in play.
//!
//! Pure: the file's text (read through [`GameText`]), the words and the
//! commands in, lines out.

#[cfg(test)]
mod tests;

// The commands' table lives beside play's, which the manual reads.
use super::command::positive;
pub use super::command::replay::{COMMANDS, ReplayCommand, parse};

use shakmaty::{Chess, Color, Move, Position};

use super::announce::{self, Style};
use super::input::MoveReader;
use super::listing;
use super::notation::{self, Letters};
use std::rc::Rc;

use super::command::manual::{self, Within};
use super::pgn::{self, GameText, Line, Node, PgnProblem, PgnRecord, Place, Summary};
use super::text::{Lang, Text};
use super::vocab::Voice;

pub use super::say::{Answer, Say};

/// How moves and everything else are said.
#[derive(Debug, Clone)]
pub struct Words {
    pub voice: Voice,
    /// Reads squares and piece kinds typed in any vocabulary's words.
    pub reader: MoveReader,
    pub style: Style,
    pub lang: Lang,
    pub letters: Letters,
}

/// Why a file cannot be listened to at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OpenError {
    /// Not one game in it.
    NoGames,
    NoSuchGame {
        number: usize,
        count: usize,
    },
    /// The game asked for has more text than a game is opened with
    /// ([`pgn::MOST_GAME_BYTES`]).
    TooLarge {
        number: usize,
        bytes: u64,
    },
    /// The game asked for cannot be read (a Chess960 game, a bad FEN).
    Unreadable {
        number: usize,
        problem: PgnProblem,
        line: usize,
    },
}

impl OpenError {
    /// The error as a sentence; `file` names the file where the sentence
    /// stands alone (on the command line), `None` inside a session.
    pub fn sentence(&self, file: Option<&str>, t: &Text) -> String {
        match self {
            OpenError::NoGames => t.pgn_no_games(file.unwrap_or_default()),
            OpenError::NoSuchGame { number, count } => {
                // A file listed up to the most: it may hold the game, unread.
                let sentence = if *count == pgn::MOST_GAMES {
                    t.pgn_beyond_most(*number, *count)
                } else {
                    t.pgn_no_such_game(*number, *count)
                };
                match file {
                    Some(file) => format!("{file}: {sentence}"),
                    None => sentence,
                }
            }
            OpenError::Unreadable {
                number,
                problem,
                line,
            } => t.pgn_game_problem(*number, *line, &problem_text(problem, t)),
            OpenError::TooLarge { number, bytes } => {
                let sentence = t.pgn_game_too_large(
                    *number,
                    &super::text::size_text(*bytes),
                    &super::text::size_text(pgn::MOST_GAME_BYTES),
                );
                match file {
                    Some(file) => format!("{file}: {sentence}"),
                    None => sentence,
                }
            }
        }
    }
}

/// The game of a file's list to take: game `number`, or the only one;
/// `None` where the file holds several and none was asked for.
pub fn chosen(games: &[Summary], number: Option<usize>) -> Result<Option<&Summary>, OpenError> {
    if games.is_empty() {
        return Err(OpenError::NoGames);
    }
    let Some(n) = number.or((games.len() == 1).then_some(1)) else {
        return Ok(None);
    };
    let game = games.get(n.wrapping_sub(1)).ok_or(OpenError::NoSuchGame {
        number: n,
        count: games.len(),
    })?;
    // Read again whole when opened: a game's text has a bound.
    let bytes = game.at.to.saturating_sub(game.at.from);
    if bytes > pgn::MOST_GAME_BYTES {
        return Err(OpenError::TooLarge { number: n, bytes });
    }
    Ok(Some(game))
}

/// A game of the list that can be listened to (whole, or up to its
/// problem); else why not.
fn listenable(summary: &Summary) -> Result<usize, OpenError> {
    match &summary.problem {
        Some((problem, line)) if !problem.readable() => Err(OpenError::Unreadable {
            number: summary.number,
            problem: problem.clone(),
            line: *line,
        }),
        _ => Ok(summary.number),
    }
}

/// A problem of a game, as a clause in the user's language.
pub fn problem_text(problem: &PgnProblem, t: &Text) -> String {
    match problem {
        PgnProblem::Chess960 => t.pgn_chess960(),
        PgnProblem::Variant(v) => t.pgn_variant(v),
        PgnProblem::Fen { fen, detail } => t.bad_fen(&super::lines::echoed(fen), *detail),
        PgnProblem::Illegal {
            number,
            color,
            san,
            ambiguous,
        } => t.pgn_illegal(*number, *color, san, *ambiguous),
        PgnProblem::NoMove(word) => t.pgn_no_move(word),
        PgnProblem::Syntax(detail) => t.pgn_syntax(detail),
        PgnProblem::TooLong => t.pgn_too_long(),
        PgnProblem::OpenComment => t.pgn_open_comment(),
        PgnProblem::OpenTag => t.pgn_open_tag(),
        PgnProblem::OpenVariation => t.pgn_open_variation(),
        PgnProblem::Utf16 => t.pgn_utf16(),
        PgnProblem::Fragment => t.pgn_fragment(),
    }
}

/// Games listed at a time: a screen reader or a braille display reads a
/// page, not a file of thousands.
pub const PAGE: usize = 20;

/// Whether a game's players, event or date hold every one of `words`
/// (letters in any case).
fn holds(s: &Summary, words: &str) -> bool {
    let text = [
        Some(s.white.as_str()),
        Some(s.black.as_str()),
        s.event.as_deref(),
        s.date.as_deref(),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" ")
    .to_lowercase();
    words
        .split_whitespace()
        .all(|w| text.contains(&w.to_lowercase()))
}

/// A game of a list, a line: number, players, result, date, moves, and
/// what is wrong with it.
pub fn summary_line(s: &Summary, t: &Text) -> String {
    let line = t.pgn_game(
        s.number,
        &s.white,
        &s.black,
        &s.result,
        s.date.as_deref(),
        s.event.as_deref(),
        s.moves,
    );
    match &s.problem {
        Some((problem, at)) => format!(
            "{line} {}",
            t.pgn_problem_at(*at, &problem_text(problem, t))
        ),
        None => line,
    }
}

/// A file's games, the one open and where the listener stands in it.
#[derive(Debug, Clone)]
pub struct Study {
    /// The file's text, read again a game at a time.
    text: Rc<dyn GameText>,
    games: Vec<Summary>,
    open: Option<PgnRecord>,
    place: Place,
    words: Words,
}

impl Study {
    /// The main line with `plies` of its moves played: where a turning
    /// point of the game is tried again, so that every command describes
    /// that position and the next move heard is the one played there.
    pub fn go_main(&mut self, plies: usize) {
        let len = self.open.as_ref().map_or(0, |r| r.main.moves.len());
        self.place = Place {
            branches: Vec::new(),
            at: plies.min(len),
        };
    }

    /// Opens a file held whole: game `number`, or its only game; a file of
    /// many games without a number is listed, to choose from.
    pub fn open(
        bytes: Vec<u8>,
        number: Option<usize>,
        words: Words,
    ) -> Result<(Study, Answer), OpenError> {
        let games = pgn::read_games(&bytes);
        Study::listed(Rc::new(bytes), games, number, words)
    }

    /// Opens a file whose games are listed: its text is read again a game
    /// at a time, as one is opened.
    pub fn listed(
        text: Rc<dyn GameText>,
        games: Vec<Summary>,
        number: Option<usize>,
        words: Words,
    ) -> Result<(Study, Answer), OpenError> {
        let number = chosen(&games, number)?.map(listenable).transpose()?;
        let mut study = Study {
            text,
            games,
            open: None,
            place: Place::default(),
            words,
        };
        let mut answer = match number {
            Some(n) => study.game(n),
            None => study.list(None, 1, true),
        };
        if study.games.len() == pgn::MOST_GAMES {
            // In place of "The file holds 120000 games", which it does not.
            let cut = Say::private(study.t().pgn_most_games(pgn::MOST_GAMES));
            match number {
                None => answer.lines[0] = cut,
                Some(_) => answer.lines.insert(0, cut),
            }
        }
        Ok((study, answer))
    }

    fn t(&self) -> &'static Text {
        self.words.lang.text()
    }

    pub fn words(&self) -> &Words {
        &self.words
    }

    /// The game open, if one is.
    pub fn record(&self) -> Option<&PgnRecord> {
        self.open.as_ref()
    }

    /// The position the listener is at (the start position while choosing).
    pub fn position(&self) -> Chess {
        self.open
            .as_ref()
            .and_then(|r| r.main.position(&r.start, &self.place))
            .unwrap_or_default()
    }

    /// The move just heard, and the position it was played from.
    pub fn last_move(&self) -> Option<(Chess, Move)> {
        self.path().pop()
    }

    /// The moves played to here, each with the position it was played from.
    pub fn path(&self) -> Vec<(Chess, Move)> {
        match &self.open {
            Some(r) => r.main.path(&r.start, &self.place),
            None => Vec::new(),
        }
    }

    /// Where in [`path`](Self::path) each variation entered begins (the
    /// half-move that stands in for the line's own): empty on the main line.
    pub fn variation_starts(&self) -> Vec<usize> {
        self.place
            .branches
            .iter()
            .scan(0, |at, &(i, _)| {
                *at += i;
                Some(*at)
            })
            .collect()
    }

    /// The line the listener is in.
    fn line(&self) -> Option<&Line> {
        let r = self.open.as_ref()?;
        r.main.follow(&self.place.branches)
    }

    pub fn run(&mut self, command: ReplayCommand) -> Answer {
        let t = self.t();
        match command {
            ReplayCommand::Games(words) => {
                let (find, page) = self.page_asked(&words);
                return self.list(find.as_deref(), page, false);
            }
            ReplayCommand::Game(n) => return self.choose(n),
            ReplayCommand::Help(None) => {
                let words = manual::Examples::of(&self.words.voice, t);
                return Answer::private(manual::list(t, Within::Replay, &words));
            }
            ReplayCommand::Help(Some(word)) => {
                let words = manual::Examples::of(&self.words.voice, t);
                return match manual::topic(t, &word, Within::Replay, &words) {
                    Some(lines) => Answer::private(lines),
                    None => Answer::refusal(manual::unknown(
                        t,
                        &super::lines::clean(&word),
                        Within::Replay,
                    )),
                };
            }
            ReplayCommand::Quit => {
                return Answer {
                    quit: true,
                    ..Answer::default()
                };
            }
            ReplayCommand::Usage(name, example) => {
                return Answer::refuse(t.replay_usage(name, example));
            }
            ReplayCommand::Unknown(word) => {
                return Answer::refuse(t.replay_unknown(&super::lines::clean(&word)));
            }
            // The shell says these (the engine answers a study's
            // questions); nothing to do here.
            ReplayCommand::Speech(_) | ReplayCommand::Study(_) => return Answer::default(),
            _ => {}
        }
        if self.open.is_none() {
            return Answer::refuse(t.replay_choose_first());
        }
        match command {
            ReplayCommand::Next(n) => self.next(n),
            ReplayCommand::Back(n) => self.back(n),
            ReplayCommand::First => {
                self.place.at = 0;
                self.here()
            }
            ReplayCommand::Last => {
                self.place.at = self.line().map_or(0, |l| l.moves.len());
                self.here()
            }
            ReplayCommand::Go(number, side) => self.go(number, side),
            ReplayCommand::Who => {
                let mut a = Answer::default();
                a.push(self.who());
                a
            }
            ReplayCommand::Board(side) => {
                let pos = self.position();
                let voice = &self.words.voice;
                let mut a = Answer::default();
                match side {
                    Some(color) => a.lines.extend(
                        listing::side_lines(pos.board(), color, voice, t)
                            .into_iter()
                            .map(Say::private),
                    ),
                    None => {
                        a.lines.extend(
                            listing::rank_lines(pos.board(), voice, t)
                                .into_iter()
                                .map(Say::private),
                        );
                        a.push(t.to_move(pos.turn()));
                    }
                }
                a
            }
            ReplayCommand::Square(text) => {
                let w = &self.words;
                listing::square_in(&self.position(), &w.reader, &w.voice, t, &text)
            }
            ReplayCommand::Pieces(side, kind) => {
                let w = &self.words;
                listing::pieces_in(&self.position(), &w.reader, &w.voice, t, side, &kind)
            }
            ReplayCommand::Moves => {
                let path = self.path();
                let pairs = notation::scoresheet_pairs(
                    path.iter().map(|(p, m)| (p, *m)),
                    self.words.letters,
                    |_| false,
                );
                let mut a = Answer::default();
                a.lines.extend(
                    listing::sheet_lines(pairs, None, t)
                        .into_iter()
                        .map(Say::private),
                );
                a
            }
            ReplayCommand::Comment => self.comment(),
            ReplayCommand::Variations => self.variations(),
            ReplayCommand::Enter(k) => self.enter(k),
            ReplayCommand::Leave => self.leave(),
            ReplayCommand::Result => {
                let mut a = Answer::default();
                a.push(self.result());
                a
            }
            ReplayCommand::Tags => {
                let r = self.open.as_ref().expect("a game is open");
                let mut a = Answer::default();
                for (name, value) in &r.tags {
                    a.push(format!("{}: {value}", t.tag_name(name)));
                }
                if r.tags.is_empty() {
                    a.push(t.replay_no_tags());
                }
                a
            }
            _ => Answer::default(),
        }
    }

    /// What `games WORDS` asks for: the words to find and the page. A last
    /// number is a page where the list it pages has that many (`games 3`,
    /// `games Morphy 2`), else a word to find where a game holds it
    /// (`games 1858`), else a page that is not there.
    fn page_asked(&self, words: &[String]) -> (Option<String>, usize) {
        let find = |words: &[String]| (!words.is_empty()).then(|| words.join(" "));
        if let Some((last, rest)) = words.split_last()
            && let Some(n) = positive(last)
        {
            let found = self.found(find(rest).as_deref()).len();
            let a_page = n <= found.div_ceil(PAGE) && (rest.is_empty() || found > PAGE);
            let a_word = !self.found(Some(&words.join(" "))).is_empty();
            if a_page || !a_word {
                return (find(rest), n);
            }
        }
        (find(words), 1)
    }

    /// The file's games, or those that hold the words `find`.
    fn found(&self, find: Option<&str>) -> Vec<&Summary> {
        self.games
            .iter()
            .filter(|s| find.is_none_or(|words| holds(s, words)))
            .collect()
    }

    /// A page of the file's games, a line each, or of those that hold the
    /// words `find`; `choosing` adds how to choose.
    fn list(&self, find: Option<&str>, page: usize, choosing: bool) -> Answer {
        let t = self.t();
        let mut a = Answer::default();
        let found = self.found(find);
        a.push(match find {
            None => t.pgn_games(self.games.len()),
            Some(words) => t.replay_games_found(found.len(), self.games.len(), words),
        });
        let pages = found.len().div_ceil(PAGE).max(1);
        if page > pages {
            return Answer::refuse(t.replay_no_page(page, pages));
        }
        let from = (page - 1) * PAGE;
        a.lines.extend(
            found
                .iter()
                .skip(from)
                .take(PAGE)
                .map(|s| Say::private(summary_line(s, t))),
        );
        if pages > 1 {
            let next = (page < pages).then(|| match find {
                Some(words) => format!("games {words} {}", page + 1),
                None => format!("games {}", page + 1),
            });
            let to = (from + PAGE).min(found.len());
            a.push(t.replay_games_page(from + 1, to, found.len(), next.as_deref()));
        }
        if choosing && !found.is_empty() {
            a.push(t.replay_choose());
        }
        a
    }

    fn choose(&mut self, n: usize) -> Answer {
        match chosen(&self.games, Some(n)).and_then(|s| listenable(s.expect("a number given"))) {
            Ok(n) => self.game(n),
            Err(e) => Answer::refuse(e.sentence(None, self.t())),
        }
    }

    /// Opens game `n` (known to be in the file), at its start.
    fn game(&mut self, n: usize) -> Answer {
        let t = self.t();
        let listed = &self.games[n - 1];
        let record = self
            .text
            .read(&listed.at)
            .ok()
            .and_then(|text| pgn::read_listed(listed, &text));
        let Some(record) = record else {
            return Answer::refuse(t.pgn_changed(n));
        };
        let mut a = Answer::default();
        let s = record.summary();
        a.push(t.replay_opened(
            n,
            self.games.len(),
            &s.white,
            &s.black,
            &s.result,
            s.date.as_deref(),
            s.moves,
        ));
        if record.fen.is_some() {
            a.push(t.replay_from_position(record.start.fullmoves().get(), record.start.turn()));
        }
        if let Some((problem, line)) = &record.problem {
            a.push(t.replay_damaged(*line, &problem_text(problem, t)));
        }
        if !record.main.intro.is_empty() {
            a.push(t.replay_hints(true, 0));
        }
        a.push(t.replay_how());
        self.open = Some(record);
        self.place = Place::default();
        a
    }

    /// The move that led to a place in the line, as a line: "12. Springer
    /// Felix drei", with the annotation glyphs said.
    fn move_line(&self, pos: &Chess, node: &Node) -> Say {
        let t = self.t();
        let said = announce::announce(pos, node.played, self.words.style, &self.words.voice);
        let number = pos.fullmoves().get();
        let dots = if pos.turn().is_white() { "." } else { "..." };
        let mut text = format!("{number}{dots} {said}");
        for nag in &node.nags {
            text.push_str(&format!(" ({})", t.nag(*nag)));
        }
        Say::announced(text, said)
    }

    /// What there is to ask about the move just heard.
    fn hints(&self, node: &Node) -> Option<String> {
        let (comment, variations) = (!node.comments.is_empty(), node.variations.len());
        (comment || variations > 0).then(|| self.t().replay_hints(comment, variations))
    }

    fn next(&mut self, n: usize) -> Answer {
        let t = self.t();
        let line_len = self.line().map_or(0, |l| l.moves.len());
        if self.place.at >= line_len {
            return Answer::refuse(self.end_line());
        }
        let mut a = Answer::default();
        let mut pos = self.position();
        for _ in 0..n {
            let Some(node) = self
                .line()
                .and_then(|l| l.moves.get(self.place.at))
                .cloned()
            else {
                break;
            };
            a.lines.push(self.move_line(&pos, &node));
            // Said after the move it belongs to, also in a run of moves.
            a.lines.extend(self.hints(&node).map(Say::private));
            pos.play_unchecked(node.played);
            self.place.at += 1;
        }
        if self.place.at >= line_len {
            a.push(self.end_line());
        } else if n > 1 {
            a.push(t.to_move(pos.turn()));
        }
        a
    }

    /// The game's result, said with who won.
    fn result(&self) -> String {
        match &self.open {
            Some(r) => self.t().replay_result(r.result(), r.decided()),
            None => self.t().replay_result("*", None),
        }
    }

    /// Said at the end of the line listened to.
    fn end_line(&self) -> String {
        let t = self.t();
        if self.place.in_variation() {
            t.replay_variation_end()
        } else {
            t.replay_game_end(&self.result())
        }
    }

    fn back(&mut self, n: usize) -> Answer {
        if self.place.at == 0 {
            return Answer::refuse(self.t().replay_at_start(self.place.in_variation()));
        }
        self.place.at = self.place.at.saturating_sub(n);
        self.here()
    }

    /// Where the listener now stands: the last move heard (or the start),
    /// and who is to move.
    fn here(&self) -> Answer {
        let t = self.t();
        let mut a = Answer::default();
        match self.last_move() {
            Some((before, _)) if self.place.at > 0 => {
                let node = &self.line().expect("a line").moves[self.place.at - 1];
                // Where the listener stands, not a move played now: said
                // privately, whole, as shown ("After 1... Bauer Eva fünf.").
                let said = self.move_line(&before, node);
                a.push(t.replay_after(&said.text));
                if let Some(hint) = self.hints(node) {
                    a.push(hint);
                }
            }
            _ => a.push(t.replay_at_start(self.place.in_variation())),
        }
        a.push(t.to_move(self.position().turn()));
        a
    }

    fn go(&mut self, number: u32, side: Color) -> Answer {
        let t = self.t();
        if number == 0 {
            self.place.at = 0;
            return self.here();
        }
        let r = self.open.as_ref().expect("a game is open");
        let branches = self.place.branches.clone();
        let path = r.main.path(
            &r.start,
            &Place {
                branches: branches.clone(),
                at: self.line().map_or(0, |l| l.moves.len()),
            },
        );
        // The moves of this line only: the ones before its first branch point are the parents'.
        let skip = path.len() - self.line().map_or(0, |l| l.moves.len());
        let found = path
            .iter()
            .skip(skip)
            .position(|(pos, _)| pos.fullmoves().get() == number && pos.turn() == side);
        match found {
            Some(i) => {
                self.place.at = i + 1;
                self.here()
            }
            None => {
                let first = path.get(skip).map_or(1, |(p, _)| p.fullmoves().get());
                let last = path.last().map_or(0, |(p, _)| p.fullmoves().get());
                Answer::refuse(t.replay_no_move(number, side, first, last))
            }
        }
    }

    /// Whose move, at which move, and whether in a variation: `where`'s
    /// answer, and the braille display's last line in a replay.
    pub fn who(&self) -> String {
        let pos = self.position();
        self.t()
            .replay_who(pos.turn(), pos.fullmoves().get(), self.place.branches.len())
    }

    fn comment(&self) -> Answer {
        let t = self.t();
        let line = self.line().expect("a line");
        let (comments, nags) = match self.place.at {
            0 => (line.intro.clone(), Vec::new()),
            at => (
                line.moves[at - 1].comments.clone(),
                line.moves[at - 1].nags.clone(),
            ),
        };
        let mut a = Answer::default();
        a.lines.extend(comments.into_iter().map(Say::private));
        if a.lines.is_empty() && nags.is_empty() {
            a.push(t.replay_no_comment());
        }
        for nag in nags {
            a.push(t.nag(nag));
        }
        a
    }

    /// The alternatives to the move just heard, a line each in written
    /// moves (the user's letters), their first moves only.
    fn variations(&self) -> Answer {
        let t = self.t();
        let Some((before, _)) = self.last_move().filter(|_| self.place.at > 0) else {
            return Answer::refuse(t.replay_no_variations());
        };
        let node = &self.line().expect("a line").moves[self.place.at - 1];
        if node.variations.is_empty() {
            return Answer::refuse(t.replay_no_variations());
        }
        let mut a = Answer::default();
        a.push(t.replay_variations_heading(node.variations.len()));
        for (k, variation) in node.variations.iter().enumerate() {
            a.push(format!(
                "{}: {}",
                k + 1,
                self.written(&before, variation, 8)
            ));
        }
        a.push(t.replay_enter_how());
        a
    }

    /// The first `plies` moves of a line from `pos`, as written on a scoresheet.
    fn written(&self, pos: &Chess, line: &Line, plies: usize) -> String {
        let mut pos = pos.clone();
        let mut words = Vec::new();
        for (i, node) in line.moves.iter().take(plies).enumerate() {
            let number = pos.fullmoves().get();
            if pos.turn().is_white() {
                words.push(format!("{number}."));
            } else if i == 0 {
                words.push(format!("{number}..."));
            }
            words.push(notation::written(&pos, node.played, self.words.letters));
            pos.play_unchecked(node.played);
        }
        if line.moves.len() > plies {
            words.push("…".into());
        }
        words.join(" ")
    }

    fn enter(&mut self, k: usize) -> Answer {
        let t = self.t();
        let count = match self.place.at {
            0 => 0,
            at => self.line().expect("a line").moves[at - 1].variations.len(),
        };
        if k == 0 || k > count {
            return Answer::refuse(t.replay_no_variation(k, count));
        }
        let at = self.place.at;
        self.place.branches.push((at - 1, k - 1));
        self.place.at = 0;
        let mut a = Answer::default();
        a.push(t.replay_entered(k, self.place.branches.len()));
        // A comment before the variation's first move introduces it: said now.
        let intro = self.line().map(|l| l.intro.clone()).unwrap_or_default();
        a.lines.extend(intro.into_iter().map(Say::private));
        let next = self.next(1);
        a.lines.extend(next.lines);
        a
    }

    fn leave(&mut self) -> Answer {
        let t = self.t();
        let Some((i, _)) = self.place.branches.pop() else {
            return Answer::refuse(t.replay_not_in_variation());
        };
        // Back where the variation was entered: after the move it stands in for.
        self.place.at = i + 1;
        let mut a = Answer::default();
        a.push(t.replay_left(self.place.branches.len()));
        a.lines.extend(self.here().lines);
        a
    }
}
