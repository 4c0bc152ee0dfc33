//! The arbiter's overview of many boards: what each board's last status
//! says, one line a board, and what changed since the poll before, as the
//! arbiter needs to hear it (a flag, a claim, a peg board that differs, a
//! board that stops answering). Polling is the shell's; this is what the
//! answers mean.

use fluent_bundle::FluentArgs;
use shakmaty::Color;

use super::super::text::{Arg, Text};
use super::status::{Side, Status, Waiting};

// The overview's sentences, beside what they say (their wording is in the
// catalogues, as every sentence's).
crate::messages! {
    /// The arbiter's overview: `what` of board `board` ("Board 3: …").
    fn overview_news(board: &str, what: &str);
    fn overview_to_move(number: u32, color: Color);
    /// Both clocks, as "1:02:03".
    fn overview_clocks(white: &str, black: &str);
    fn overview_result(result: &str);
    fn overview_adjourned();
    fn overview_resumed();
    fn overview_flag(color: Color);
    fn overview_claim();
    fn overview_decision();
    fn overview_result_waits();
    fn overview_offer(color: Color);
    fn overview_peg_differs();
    fn overview_peg_agrees();
    fn overview_stopped();
    fn overview_back();
    fn overview_no_answer();
    fn overview_foreign();
    fn overview_unbelievable();
    fn overview_waiting();
    fn overview_players(white: &str, black: &str);
    fn overview_round(round: &str);
    fn overview_source(source: &str);
}

/// What one poll of a board brought.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Polled {
    Answered(Box<Status>),
    /// No answer: nothing listens there, or it did not answer in time.
    Failed,
    /// An answer, but no board's status (another program, a wrong path).
    Foreign,
}

impl Polled {
    pub fn answered(status: Status) -> Polled {
        Polled::Answered(Box::new(status))
    }
}

/// The most boards one overview follows (each is polled by a thread of
/// its own): more than any hall's blind players' boards.
pub const MOST_BOARDS: usize = 200;

/// The longest board number a board is named by; longer, it is named by
/// its address.
const LONGEST_NUMBER: usize = 8;

/// Polls in a row without an answer before a board counts as stopped: one
/// lost on a busy network is not worth the arbiter's walk.
const MISSES: u32 = 2;

/// A board as the overview follows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Followed {
    /// Where it is polled (its address): its name until it answers, or
    /// where its game gives no board number.
    pub source: String,
    pub last: Option<Status>,
    /// Polls in a row without an answer.
    pub misses: u32,
    /// The last answer was no board's status.
    pub foreign: bool,
    /// The last answer was a status that cannot be right.
    pub unbelievable: bool,
}

impl Followed {
    /// The board's own name: its number in the round, else its address.
    /// (Two boards that give the same number are told apart by
    /// [`Overview::name`].)
    pub fn own_name(&self) -> String {
        self.claimed().unwrap_or(&self.source).to_string()
    }

    /// The board number its game gives, where it is one: short, of
    /// letters, digits, dots and dashes ("12", "3b", "1.4"), never a
    /// name that could be taken for an address.
    fn claimed(&self) -> Option<&str> {
        let board = self.last.as_ref()?.board.trim();
        let plain = |c: char| c.is_alphanumeric() || c == '.' || c == '-';
        (!board.is_empty() && board.chars().count() <= LONGEST_NUMBER && board.chars().all(plain))
            .then_some(board)
    }

    pub fn answering(&self) -> bool {
        self.misses < MISSES && self.last.is_some()
    }

    fn silent(&self) -> bool {
        self.misses >= MISSES
    }

    /// What its silence is, as a clause.
    fn silence(&self, t: &Text) -> String {
        match (self.foreign, &self.last) {
            _ if self.unbelievable => t.overview_unbelievable(),
            (true, _) => t.overview_foreign(),
            (false, Some(_)) => t.overview_stopped(),
            (false, None) => t.overview_no_answer(),
        }
    }

    /// Whether something here needs the arbiter now: a board that does
    /// not answer, or, in a game not over, a fallen flag, a claim or a
    /// decision waiting, or a peg board that differs.
    pub fn needs_arbiter(&self) -> bool {
        if self.silent() {
            return true;
        }
        self.last.as_ref().is_some_and(|s| {
            s.result.is_none()
                && (s.flag.is_some()
                    || s.peg_differs
                    || matches!(s.waiting, Some(Waiting::Claim | Waiting::Decision)))
        })
    }

    /// The changes the arbiter hears of, as clauses.
    fn news(was: &Status, new: &Status, t: &Text) -> Vec<String> {
        let mut out = Vec::new();
        if new.flag.is_some() && new.flag != was.flag {
            out.extend(new.flag.map(|c| t.overview_flag(c.into())));
        }
        if new.waiting != was.waiting {
            out.extend(new.waiting.map(|w| waiting(w, t)));
        }
        if new.peg_differs != was.peg_differs {
            out.push(if new.peg_differs {
                t.overview_peg_differs()
            } else {
                t.overview_peg_agrees()
            });
        }
        // An adjourned game that ended (a resignation) was never resumed.
        if new.adjourned != was.adjourned && new.result.is_none() {
            out.push(if new.adjourned {
                t.overview_adjourned()
            } else {
                t.overview_resumed()
            });
        }
        if new.result.is_some() && new.result != was.result {
            out.extend(new.result.as_deref().map(|r| t.overview_result(r)));
        }
        out
    }
}

/// What waits, as a clause.
fn waiting(w: Waiting, t: &Text) -> String {
    match w {
        Waiting::Claim => t.overview_claim(),
        Waiting::Decision => t.overview_decision(),
        Waiting::Result => t.overview_result_waits(),
        Waiting::DrawOffer { by } => t.overview_offer(by.into()),
    }
}

/// Every board followed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Overview {
    pub boards: Vec<Followed>,
    /// Every board has answered or stayed silent once: until then the
    /// first answers are kept, to be said together in the boards' order.
    opened: bool,
}

impl Overview {
    pub fn new(sources: Vec<String>) -> Overview {
        Overview {
            boards: sources
                .into_iter()
                .map(|source| Followed {
                    source,
                    last: None,
                    misses: 0,
                    foreign: false,
                    unbelievable: false,
                })
                .collect(),
            opened: false,
        }
    }

    /// A poll's answer taken in: what the arbiter is told of it, one
    /// sentence a board ("Board 3: White's flag has fallen."). Once every
    /// board has answered or stayed silent, every board's line, in the
    /// boards' order; after that what changed, a board that stops
    /// answering, and one that is back.
    pub fn polled(&mut self, index: usize, polled: Polled, t: &Text) -> Vec<String> {
        let Some(board) = self.boards.get_mut(index) else {
            return Vec::new();
        };
        let silent_before = board.silent();
        let old = match polled {
            Polled::Failed | Polled::Foreign => {
                board.misses = board.misses.saturating_add(1);
                (board.foreign, board.unbelievable) = (polled == Polled::Foreign, false);
                None
            }
            // A status that cannot be right counts as no answer, said as such.
            Polled::Answered(status) if !status.believable() => {
                board.misses = board.misses.saturating_add(1);
                (board.foreign, board.unbelievable) = (false, true);
                None
            }
            Polled::Answered(status) => {
                board.misses = 0;
                board.unbelievable = false;
                board.last.replace(*status)
            }
        };
        if !self.opened {
            self.opened = self.boards.iter().all(|b| b.last.is_some() || b.silent());
            return if self.opened {
                self.lines(t)
            } else {
                Vec::new()
            };
        }
        let board = &self.boards[index];
        let name = self.name(index);
        let news = |what: String| t.overview_news(&name, &what);
        match (&board.last, old) {
            // Silent now, for the first time since it answered (or ever).
            (_, None) if board.misses == MISSES => vec![news(board.silence(t))],
            (_, None) if board.misses > 0 => Vec::new(),
            // Its first answer: after none, named by its address as its
            // silence was; then its line.
            (_, None) => {
                let mut out = Vec::new();
                if silent_before {
                    out.push(t.overview_news(&board.source, &t.overview_back()));
                }
                out.push(self.line(index, t));
                out
            }
            (None, Some(_)) => Vec::new(),
            (Some(now), Some(old)) => {
                let mut out = Vec::new();
                if silent_before {
                    out.push(news(t.overview_back()));
                }
                out.extend(Followed::news(&old, now, t).into_iter().map(news));
                out
            }
        }
    }

    /// One board's line: its move and clocks, then what needs the arbiter.
    pub fn line(&self, index: usize, t: &Text) -> String {
        let Some(board) = self.boards.get(index) else {
            return String::new();
        };
        let name = self.name(index);
        let Some(s) = &board.last else {
            let what = if board.silent() {
                board.silence(t)
            } else {
                t.overview_waiting()
            };
            return t.overview_news(&name, &what);
        };
        let mut parts = Vec::new();
        match &s.result {
            Some(result) => parts.push(t.overview_result(result)),
            None if s.adjourned => parts.push(t.overview_adjourned()),
            None => parts.push(t.overview_to_move(s.move_number, s.to_move.into())),
        }
        parts.push(t.overview_clocks(
            &s.left(Side::White).to_string(),
            &s.left(Side::Black).to_string(),
        ));
        let mut alerts = Vec::new();
        if !board.answering() {
            alerts.push(board.silence(t));
        }
        // A game over waits for nothing but its result's record.
        if s.result.is_none() {
            alerts.extend(s.flag.map(|c| t.overview_flag(c.into())));
            alerts.extend(s.waiting.map(|w| waiting(w, t)));
            if s.peg_differs {
                alerts.push(t.overview_peg_differs());
            }
        }
        let mut what = parts.join(", ");
        for alert in alerts {
            what.push_str("; ");
            what.push_str(&alert);
        }
        t.overview_news(&name, &what)
    }

    /// Every board's line, in the order given.
    pub fn lines(&self, t: &Text) -> Vec<String> {
        (0..self.boards.len()).map(|i| self.line(i, t)).collect()
    }

    /// A board's name: its own, with its address where another board
    /// gives the same number (two games started with the same --board).
    pub fn name(&self, index: usize) -> String {
        let Some(board) = self.boards.get(index) else {
            return String::new();
        };
        let own = board.own_name();
        // Its number is another board's, or another board's address.
        let shared = self
            .boards
            .iter()
            .enumerate()
            .any(|(i, b)| i != index && (b.own_name() == own || b.source == own));
        if shared && own != board.source {
            format!("{own} ({})", board.source)
        } else {
            own
        }
    }

    /// Every board's name, in the order given.
    pub fn names(&self) -> Vec<String> {
        (0..self.boards.len()).map(|i| self.name(i)).collect()
    }

    /// The boards of this name: its number in the round (every board that
    /// gives it), its whole name, or its address.
    pub fn find(&self, name: &str) -> Vec<usize> {
        let name = name.trim();
        (0..self.boards.len())
            .filter(|i| {
                let b = &self.boards[*i];
                b.own_name() == name || self.name(*i) == name || b.source == name
            })
            .collect()
    }

    /// One board in full: the line, then who plays, the tournament's tags
    /// and where it is polled.
    pub fn detail(&self, index: usize, t: &Text) -> Vec<String> {
        let Some(board) = self.boards.get(index) else {
            return Vec::new();
        };
        let mut out = vec![self.line(index, t)];
        if let Some(s) = &board.last {
            if !s.white.is_empty() || !s.black.is_empty() {
                out.push(t.overview_players(&s.white, &s.black));
            }
            let round = (!s.round.is_empty()).then(|| t.overview_round(&s.round));
            let tags: Vec<String> = [s.event.clone(), s.site.clone()]
                .into_iter()
                .filter(|e| !e.is_empty())
                .chain(round)
                .collect();
            if !tags.is_empty() {
                out.push(format!(
                    "{}.",
                    super::super::text::sentence(&tags.join(", "))
                ));
            }
        }
        out.push(t.overview_source(&board.source));
        out
    }
}

/// A command of the overview, as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ask {
    /// Every board's line (`list`, or an empty line).
    List,
    /// One board in full (`board 3`, or `3`).
    Board(String),
    /// `board` alone: which?
    Which,
    Help,
    Quit,
    Unknown(String),
}

impl Ask {
    pub fn parse(line: &str) -> Ask {
        let line = line.trim();
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or_default().to_lowercase();
        let rest: Vec<&str> = words.collect();
        match (first.as_str(), rest.as_slice()) {
            ("" | "list" | "boards" | "status", []) => Ask::List,
            ("board", [name]) => Ask::Board(name.to_string()),
            ("board", []) => Ask::Which,
            (name, []) if name.chars().all(|c| c.is_ascii_digit()) => Ask::Board(name.to_string()),
            ("help" | "?", _) => Ask::Help,
            ("quit" | "exit" | "q", []) => Ask::Quit,
            _ => Ask::Unknown(line.to_string()),
        }
    }
}

/// A board's address as given ("10.0.0.5:8064", "http://hall-pc:8064/",
/// "http://10.0.0.5:8064/status.json") as `host:port`, where it is one:
/// the overview asks `http://host:port/status.json` of it, and nothing
/// else.
pub fn board_address(text: &str) -> Option<String> {
    let text = text.trim();
    let rest = match text.split_once("://") {
        Some((scheme, rest)) if scheme.eq_ignore_ascii_case("http") => rest,
        Some(_) => return None,
        None => text,
    };
    let at = ["/status.json", "/game.pgn", "/"]
        .iter()
        .find_map(|end| rest.strip_suffix(end))
        .unwrap_or(rest);
    // "[::1]:8064", "10.0.0.5:8064", "hall-pc": the host, and the port
    // where one is given (else play --broadcast's, 8064).
    let (host, port) = match at.rsplit_once(':') {
        Some((host, port))
            if !host.ends_with(':') && (host.contains(']') || !host.contains(':')) =>
        {
            (host, port.parse::<u16>().ok().filter(|p| *p > 0)?)
        }
        _ => (at, DEFAULT_PORT),
    };
    let plain = |c: char| c.is_ascii_alphanumeric() || "-.:[]".contains(c);
    let bracketed = host.starts_with('[') == host.ends_with(']');
    (!host.is_empty() && host.chars().all(plain) && bracketed && !host.starts_with(':'))
        .then(|| format!("{host}:{port}"))
}

/// The port `play --broadcast` serves on unless told otherwise.
pub const DEFAULT_PORT: u16 = 8064;
