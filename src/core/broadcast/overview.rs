//! The arbiter's overview of many boards: what each board's last status
//! says, one line a board, and what changed since the poll before, as the
//! arbiter needs to hear it (a flag, a claim, a peg board that differs, a
//! board that stops answering). Polling is the shell's; this is what the
//! answers mean.

use super::super::text::Text;
use super::status::{Side, Status, Waiting};

/// What one poll of a board brought.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Polled {
    Answered(Status),
    /// No answer, or none that reads as a status.
    Failed,
}

/// Polls in a row without an answer before a board counts as stopped: one
/// lost on a busy network is not worth the arbiter's walk.
const MISSES: u32 = 2;

/// A board as the overview follows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Followed {
    /// Where it is polled (its address), to name it until it answers.
    pub source: String,
    /// Its place in the list, from 1: its name where its status has none.
    pub place: usize,
    pub last: Option<Status>,
    /// Polls in a row without an answer.
    pub misses: u32,
}

impl Followed {
    /// The board's name: its number in the round, else its place.
    pub fn name(&self) -> String {
        self.last
            .as_ref()
            .map(|s| s.board.trim())
            .filter(|b| !b.is_empty())
            .map_or_else(|| self.place.to_string(), str::to_string)
    }

    pub fn answering(&self) -> bool {
        self.misses < MISSES && self.last.is_some()
    }

    /// The changes the arbiter hears of, as sentences.
    fn news(was: &Status, new: &Status, t: &Text) -> Vec<String> {
        let mut out = Vec::new();
        if new.flag.is_some() && new.flag != was.flag {
            out.extend(new.flag.map(|c| t.overview_flag(c.into())));
        }
        if new.waiting != was.waiting {
            match new.waiting {
                Some(Waiting::Claim) => out.push(t.overview_claim()),
                Some(Waiting::Decision) => out.push(t.overview_decision()),
                Some(Waiting::DrawOffer { by }) => out.push(t.overview_offer(by.into())),
                None => {}
            }
        }
        if new.peg_differs != was.peg_differs {
            out.push(if new.peg_differs {
                t.overview_peg_differs()
            } else {
                t.overview_peg_agrees()
            });
        }
        if new.adjourned != was.adjourned {
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

/// Every board followed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Overview {
    pub boards: Vec<Followed>,
}

impl Overview {
    pub fn new(sources: Vec<String>) -> Overview {
        Overview {
            boards: sources
                .into_iter()
                .enumerate()
                .map(|(i, source)| Followed {
                    source,
                    place: i + 1,
                    last: None,
                    misses: 0,
                })
                .collect(),
        }
    }

    /// A poll's answer taken in: what the arbiter is told of it, one
    /// sentence a board ("Board 3: White's flag has fallen."). A board's
    /// first answer says its line; one that stops answering, or is back,
    /// says so.
    pub fn polled(&mut self, index: usize, polled: Polled, t: &Text) -> Vec<String> {
        let Some(board) = self.boards.get_mut(index) else {
            return Vec::new();
        };
        match polled {
            Polled::Failed => {
                board.misses = board.misses.saturating_add(1);
                if board.misses != MISSES {
                    return Vec::new();
                }
                let what = if board.last.is_some() {
                    t.overview_stopped()
                } else {
                    t.overview_no_answer(&board.source)
                };
                vec![t.overview_news(&board.name(), &what)]
            }
            Polled::Answered(status) => {
                let back = board.misses >= MISSES && board.last.is_some();
                board.misses = 0;
                let old = board.last.replace(status.clone());
                let name = board.name();
                // The first answer's line says what already waits there.
                let Some(old) = old else {
                    return vec![self.line(index, t)];
                };
                let mut out = Vec::new();
                if back {
                    out.push(t.overview_news(&name, &t.overview_back()));
                }
                let news = Followed::news(&old, &status, t);
                out.extend(news.iter().map(|what| t.overview_news(&name, what)));
                out
            }
        }
    }

    /// One board's line: its move and clocks, then what needs the arbiter.
    pub fn line(&self, index: usize, t: &Text) -> String {
        let Some(board) = self.boards.get(index) else {
            return String::new();
        };
        let name = board.name();
        let Some(s) = &board.last else {
            let what = if board.misses >= MISSES {
                t.overview_no_answer(&board.source)
            } else {
                t.overview_waiting(&board.source)
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
            alerts.push(t.overview_stopped());
        }
        alerts.extend(s.flag.map(|c| t.overview_flag(c.into())));
        match s.waiting {
            Some(Waiting::Claim) => alerts.push(t.overview_claim()),
            Some(Waiting::Decision) => alerts.push(t.overview_decision()),
            Some(Waiting::DrawOffer { by }) => alerts.push(t.overview_offer(by.into())),
            None => {}
        }
        if s.peg_differs {
            alerts.push(t.overview_peg_differs());
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

    /// The board of this name (its number in the round, or its place).
    pub fn find(&self, name: &str) -> Option<usize> {
        let name = name.trim();
        self.boards
            .iter()
            .position(|b| b.name() == name)
            .or_else(|| {
                name.parse::<usize>()
                    .ok()
                    .filter(|n| (1..=self.boards.len()).contains(n))
                    .map(|n| n - 1)
            })
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
            let tags: Vec<String> = [s.event.clone()]
                .into_iter()
                .filter(|e| !e.is_empty())
                .chain(round)
                .collect();
            if !tags.is_empty() {
                out.push(format!("{}.", tags.join(", ")));
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
    let host = ["/status.json", "/game.pgn", "/"]
        .iter()
        .find_map(|end| rest.strip_suffix(end))
        .unwrap_or(rest);
    let plain = |c: char| c.is_ascii_alphanumeric() || "-.:[]".contains(c);
    (!host.is_empty() && host.chars().all(plain) && !host.starts_with(':'))
        .then(|| host.to_string())
}
