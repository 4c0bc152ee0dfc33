//! Line mode: one command a line on stdin, one line a response on stdout. No
//! cursor movement, colour or redraws, so a screen reader or a braille display
//! reads each line as it comes. Everything that would be spoken is a line.

use std::io::{BufRead, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use shakmaty::Color;

use crate::core::braille;
use crate::core::session::{Channel, Say};
use crate::core::sound::Earcon;

use super::speech::Speech;
use super::text::ShellText;
use crate::core::clock::{Span, Stamp, parse_span};
use crate::core::session::{Action, ClaimKind, Context, Event, GameResult, PegInput, Session};

use super::journal::Journal;

/// Where "now" comes from.
#[derive(Debug, Clone, Copy)]
pub enum TimeSource {
    /// The wall clock, in milliseconds since the Unix epoch.
    Real,
    /// Time stands still and moves only with `wait` (tests, demonstrations).
    Manual(Stamp),
}

impl TimeSource {
    pub fn now(&self) -> Stamp {
        match self {
            TimeSource::Real => wall_clock(),
            TimeSource::Manual(at) => *at,
        }
    }
}

pub fn wall_clock() -> Stamp {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    Stamp(since.as_millis() as i64)
}

/// A line of input, understood.
#[derive(Debug, Clone, PartialEq)]
enum Command {
    Act(Action),
    Time,
    Last,
    Board,
    Sheet,
    Status,
    Wait(Span),
    Help,
    Quit,
    Diff,
    /// `compare` alone: the sheet follows, one move a line, until an empty line or `end`.
    CompareLines,
    /// `rollback`: ask, then `yes` does it.
    Rollback,
    Yes,
    Envelope(Option<String>),
    No,
    Repeat,
    Rate(u32),
    Volume(u32),
    Earcons(bool),
    Quiet,
    /// A command word with missing or wrong arguments: (command, example).
    Usage(&'static str, &'static str),
}

fn color_word(word: &str) -> Option<Color> {
    match word.to_lowercase().as_str() {
        "white" | "w" | "hvid" | "hvit" | "weiß" | "weiss" => Some(Color::White),
        "black" | "b" | "sort" | "svart" | "schwarz" => Some(Color::Black),
        _ => None,
    }
}

/// A span with an optional sign: "2m", "-30s".
fn signed_span(text: &str) -> Option<Span> {
    match text.strip_prefix('-') {
        Some(rest) => parse_span(rest, Span::seconds(1)).map(|s| -s),
        None => parse_span(text.strip_prefix('+').unwrap_or(text), Span::seconds(1)),
    }
}

fn is_square(word: &str) -> bool {
    word.to_ascii_lowercase()
        .parse::<shakmaty::Square>()
        .is_ok()
}

fn parse(line: &str) -> Command {
    let line = line.trim();
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    let args: Vec<&str> = rest.split_whitespace().collect();
    match word.to_lowercase().as_str() {
        "fix" | "correct" if !rest.is_empty() => Command::Act(Action::Fix(rest.to_string())),
        "fix" | "correct" => Command::Usage("fix", "fix Nf3"),
        "press" | "clock" => Command::Act(Action::Press),
        "confirm" | "ok" | "repeated" => Command::Act(Action::Confirm),
        "time" | "tid" | "zeit" => Command::Time,
        "last" => Command::Last,
        "board" => Command::Board,
        "sheet" => Command::Sheet,
        "status" => Command::Status,
        "draw" | "remis" => match args.as_slice() {
            [] => Command::Act(Action::OfferDraw(None)),
            [c] if color_word(c).is_some() => Command::Act(Action::OfferDraw(color_word(c))),
            _ => Command::Usage("draw", "draw white"),
        },
        "accept" => Command::Act(Action::Accept),
        "decline" => Command::Act(Action::Decline),
        "resign" => match args.as_slice() {
            [] => Command::Act(Action::Resign(None)),
            [c] if color_word(c).is_some() => Command::Act(Action::Resign(color_word(c))),
            _ => Command::Usage("resign", "resign black"),
        },
        "claim" if args.first().is_some_and(|a| a.eq_ignore_ascii_case("time")) => {
            Command::Act(Action::ClaimTime)
        }
        "claim" => {
            let kind = match args.first().map(|a| a.to_lowercase()) {
                Some(k) if ["threefold", "repetition", "3"].contains(&k.as_str()) => {
                    ClaimKind::Threefold
                }
                Some(k) if ["fifty", "50"].contains(&k.as_str()) => ClaimKind::Fifty,
                _ => return Command::Usage("claim", "claim threefold Ng1"),
            };
            let intended = args[1..].join(" ");
            Command::Act(Action::Claim(
                kind,
                (!intended.is_empty()).then_some(intended),
            ))
        }
        "addtime" => match args.as_slice() {
            [c, t] => match (color_word(c), signed_span(t)) {
                (Some(c), Some(t)) => Command::Act(Action::AddTime(c, t)),
                _ => Command::Usage("addtime", "addtime black 2m"),
            },
            _ => Command::Usage("addtime", "addtime black 2m"),
        },
        "setclock" => match args.as_slice() {
            [c, t] => match (color_word(c), parse_span(t, Span::seconds(1))) {
                (Some(c), Some(t)) => Command::Act(Action::SetClock(c, t)),
                _ => Command::Usage("setclock", "setclock white 1h2m3s"),
            },
            _ => Command::Usage("setclock", "setclock white 1h2m3s"),
        },
        "wait" => match parse_span(rest, Span::seconds(1)) {
            Some(span) => Command::Wait(span),
            None => Command::Usage("wait", "wait 90s"),
        },
        "help" | "?" | "hjælp" | "hilfe" | "hjelp" => Command::Help,
        "peg" => match args.as_slice() {
            [] => Command::Usage("peg", "peg g1 f3"),
            [w] if w.eq_ignore_ascii_case("ok") => Command::Act(Action::Peg(PegInput::AsAnnounced)),
            [w] if w.eq_ignore_ascii_case("fixed") => Command::Act(Action::PegFixed),
            [a, b] if is_square(a) && is_square(b) => Command::Act(Action::Peg(PegInput::Squares(
                a.to_string(),
                b.to_string(),
                None,
            ))),
            [a, b, p] if is_square(a) && is_square(b) && p.chars().count() == 1 => {
                Command::Act(Action::Peg(PegInput::Squares(
                    a.to_string(),
                    b.to_string(),
                    Some(p.to_string()),
                )))
            }
            _ => Command::Act(Action::Peg(PegInput::Move(rest.to_string()))),
        },
        "diff" => Command::Diff,
        "compare" if rest.is_empty() => Command::CompareLines,
        "compare" => Command::Act(Action::Compare(rest.to_string())),
        "rollback" => Command::Rollback,
        "yes" | "ja" => Command::Yes,
        "no" | "nej" | "nein" | "nei" => Command::No,
        "assistant" => match args.as_slice() {
            [] => Command::Usage("assistant", "assistant on Eva Holm"),
            [w] if w.eq_ignore_ascii_case("off") => Command::Act(Action::Assistant(None)),
            [w, name @ ..] if w.eq_ignore_ascii_case("on") && !name.is_empty() => {
                Command::Act(Action::Assistant(Some(name.join(" "))))
            }
            [w] if w.eq_ignore_ascii_case("on") => {
                Command::Usage("assistant", "assistant on Eva Holm")
            }
            name => Command::Act(Action::Assistant(Some(name.join(" ")))),
        },
        "touch" if args.len() == 1 => Command::Act(Action::Touch(rest.to_string())),
        "touch" => Command::Usage("touch", "touch e2"),
        "illegal" => Command::Act(Action::Illegal),
        "result" => match rest.to_lowercase().replace(' ', "").as_str() {
            "1-0" => Command::Act(Action::Result(GameResult::WhiteWins)),
            "0-1" => Command::Act(Action::Result(GameResult::BlackWins)),
            "1/2" | "1/2-1/2" | "½" | "½-½" | "draw" | "remis" => {
                Command::Act(Action::Result(GameResult::Draw))
            }
            _ => Command::Usage("result", "result 1-0"),
        },
        "seal" if !rest.is_empty() => Command::Act(Action::Seal(rest.to_string())),
        "seal" => Command::Usage("seal", "seal Nf3"),
        "unseal" => Command::Act(Action::Unseal),
        "envelope" => Command::Envelope((!rest.is_empty()).then(|| rest.to_string())),
        "repeat" | "again" => Command::Repeat,
        "rate" => match rest.trim_end_matches('%').trim().parse::<u32>() {
            Ok(p) if (10..=400).contains(&p) => Command::Rate(p),
            _ => Command::Usage("rate", "rate 120"),
        },
        "volume" => match rest.trim_end_matches('%').trim().parse::<u32>() {
            Ok(p) if p <= 100 => Command::Volume(p),
            _ => Command::Usage("volume", "volume 80"),
        },
        "earcons" => match rest.to_lowercase().as_str() {
            "on" => Command::Earcons(true),
            "off" => Command::Earcons(false),
            _ => Command::Usage("earcons", "earcons off"),
        },
        "quiet" | "hush" | "stop" => Command::Quiet,
        "quit" | "exit" | "bye" => Command::Quit,
        _ => Command::Act(Action::Move(line.to_string())),
    }
}

pub struct LineMode<W: Write> {
    pub session: Session,
    pub ctx: Context,
    pub journal: Journal,
    pub time: TimeSource,
    pub out: W,
    pub speech: Speech,
    /// `rollback` was asked and waits for `yes`.
    pub awaiting_yes: bool,
    /// Lines of a scoresheet being entered after a bare `compare`.
    pub sheet_lines: Option<Vec<String>>,
}

impl<W: Write> LineMode<W> {
    /// Prints a private line and says it.
    pub fn say(&mut self, text: &str) -> bool {
        let printed = self.print_line(text);
        self.speak(Channel::Private, text);
        printed
    }

    /// Says a line on its channel; tells, once, if the built-in voice had to fall back.
    fn speak(&mut self, channel: Channel, text: &str) {
        if let Some(notice) = self.speech.say(channel, text) {
            let (word, to) = notice.split_once('\t').unwrap_or((&notice, "text"));
            let line = self.session.setup().lang.text().clip_fallback(word, to);
            self.print_line(&line);
        }
    }

    /// A line of the session: printed, said on its channel, with its earcon.
    fn tell(&mut self, said: &Say) -> bool {
        let printed = self.print_line(&said.text);
        if let Some(earcon) = said.earcon {
            self.speech.earcon(earcon);
        }
        self.speak(said.channel, &said.text);
        printed
    }

    fn print_line(&mut self, text: &str) -> bool {
        writeln!(self.out, "{text}")
            .and_then(|_| self.out.flush())
            .is_ok()
    }

    /// Journals events, then applies and tells each. Nothing is said of an
    /// event that is not on the disk.
    fn record(&mut self, events: &[Event]) -> bool {
        if let Err(e) = self.journal.append(events) {
            let path = self.journal.path().display().to_string();
            return self.say(&format!("annabella: {path}: {e}"));
        }
        for e in events {
            self.session.apply(e).expect("events of a step apply");
            for said in self.session.narrate(e, &self.ctx) {
                if !self.tell(&said) {
                    return false;
                }
            }
        }
        true
    }

    pub fn tick(&mut self) -> bool {
        let due = self.session.due(self.time.now());
        self.record(&due)
    }

    /// Handles one line; false when the session should end.
    pub fn handle(&mut self, line: &str) -> bool {
        if let Some(lines) = self.sheet_lines.as_mut() {
            let done = line.trim().is_empty() || line.trim().eq_ignore_ascii_case("end");
            if !done {
                lines.push(line.trim().to_string());
                return true;
            }
            let sheet = self.sheet_lines.take().unwrap_or_default().join(" ");
            return self.act(&Action::Compare(sheet));
        }
        if line.trim().is_empty() {
            return true;
        }
        let t = self.session.setup().lang.text();
        let command = parse(line);
        if self.awaiting_yes {
            self.awaiting_yes = false;
            if command == Command::Yes {
                return self.act(&Action::Rollback);
            }
            if !self.say(&t.rollback_cancelled()) {
                return false;
            }
            if command == Command::No {
                return true;
            }
        }
        match command {
            Command::Diff => {
                let report = self.session.diff_report(&self.ctx);
                self.say(&report)
            }
            Command::CompareLines => {
                self.sheet_lines = Some(Vec::new());
                true
            }
            Command::Rollback => match self.session.rollback_question() {
                Some(question) => {
                    self.awaiting_yes = true;
                    self.say(&question)
                }
                None => self.say(&t.nothing_to_roll_back()),
            },
            Command::Yes | Command::No => self.say(&t.nothing_to_roll_back()),
            Command::Envelope(resume) => self.envelope(resume),
            Command::Repeat => {
                if self.speech.repeat() {
                    match self.session.announcement(&self.ctx) {
                        Some((_, _, said, _)) => self.print_line(&said),
                        None => true,
                    }
                } else {
                    self.say(&t.nothing_to_repeat())
                }
            }
            Command::Rate(p) => {
                self.speech.set_rate(p);
                self.say(&t.speech_setting("rate", p))
            }
            Command::Volume(p) => {
                self.speech.set_volume(p);
                self.say(&t.speech_setting("volume", p))
            }
            Command::Earcons(on) => {
                self.speech.set_earcons(on);
                true
            }
            Command::Quiet => {
                self.speech.stop();
                true
            }
            Command::Quit => {
                let path = self.journal.path().display().to_string();
                self.say(&t.game_file(&path));
                false
            }
            Command::Help => {
                let lines = t.help();
                lines.iter().all(|l| self.say(l))
            }
            Command::Usage(command, example) => self.say(&t.usage(command, example)),
            Command::Wait(span) => match self.time {
                TimeSource::Manual(at) => {
                    self.time = TimeSource::Manual(at + span);
                    self.act(&Action::Wait)
                }
                TimeSource::Real => self.say(&t.manual_clock_only()),
            },
            Command::Time => {
                let tick = self.tick();
                let report = self.session.time_report(self.time.now());
                tick && self.say(&report)
            }
            Command::Last => {
                let report = self.session.last_report(&self.ctx);
                self.say(&report)
            }
            Command::Board => {
                let report = self.session.board_report(&self.ctx);
                self.say(&report)
            }
            Command::Sheet => {
                let sheet = self.session.sheet(self.session.setup().letters);
                let text = if sheet.is_empty() {
                    t.no_moves()
                } else {
                    sheet
                };
                self.say(&text)
            }
            Command::Status => {
                let status = self.session.status();
                self.say(&status)
            }
            Command::Act(action) => self.act(&action),
        }
    }

    /// Writes the envelope of an adjourned game beside the game file, as text
    /// and as braille (BRF).
    fn envelope(&mut self, resume: Option<String>) -> bool {
        let t = self.session.setup().lang.text();
        let now = self.time.now();
        let Some(text) = self.session.envelope(&self.ctx, resume.as_deref(), now) else {
            return self.say(&t.not_adjourned());
        };
        // The envelope mixes the UI language with the voice's words ("König
        // Eva eins"): the voice's language decides the letters beyond a-z.
        let language = self.ctx.voice.language().to_ascii_lowercase();
        let code = match language.split(['-', '_']).next().unwrap_or("") {
            "da" => braille::Code::Danish,
            "de" => braille::Code::German,
            "nb" | "no" | "nn" => braille::Code::Norwegian,
            _ => match self.session.setup().lang {
                crate::core::text::Lang::Da => braille::Code::Danish,
                crate::core::text::Lang::De => braille::Code::German,
                crate::core::text::Lang::Nb => braille::Code::Norwegian,
                crate::core::text::Lang::En => braille::Code::English,
            },
        };
        let base = self.journal.path().as_os_str().to_owned();
        let with = |ext: &str| {
            let mut p = base.clone();
            p.push(ext);
            std::path::PathBuf::from(p)
        };
        let (txt, brf) = (with(".envelope.txt"), with(".envelope.brf"));
        let written = std::fs::write(&txt, format!("{text}\n"))
            .and_then(|_| std::fs::write(&brf, braille::brf(&text, code)));
        if let Err(e) = written {
            return self.say(&format!("annabella: {}: {e}", txt.display()));
        }
        let mut ok =
            self.say(&t.envelope_written(&txt.display().to_string(), &brf.display().to_string()));
        if resume.is_none() && self.session.setup().resume_at.is_none() {
            ok &= self.say(&t.resume_needed());
        }
        ok
    }

    fn act(&mut self, action: &Action) -> bool {
        let step = self.session.step(action, self.time.now(), &self.ctx);
        if !self.record(&step.events) {
            return false;
        }
        match step.refusal {
            None => true,
            Some(refusal) => {
                let t = self.session.setup().lang.text();
                let text = match (&refusal, action) {
                    // A lone word that is no move is most likely a mistyped command.
                    (
                        crate::core::session::Refusal::Move {
                            error: crate::core::input::MoveError::Unreadable { .. },
                            input,
                        },
                        Action::Move(_),
                    ) if !input.contains(char::is_whitespace) => t.unknown_command(input),
                    _ => self.session.refusal_text(&refusal, &self.ctx),
                };
                self.speech.earcon(Earcon::Refused);
                self.say(&text)
            }
        }
    }

    /// Reads commands until end of input or `quit`. In real time the clock is
    /// watched between lines (flag fall, warnings), once a second.
    pub fn run(mut self, input: impl BufRead + Send + 'static) -> i32 {
        let (tx, rx) = mpsc::channel::<String>();
        std::thread::spawn(move || {
            for line in input.lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        loop {
            let line = match self.time {
                TimeSource::Manual(_) => match rx.recv() {
                    Ok(line) => line,
                    Err(_) => break,
                },
                TimeSource::Real => match rx.recv_timeout(Duration::from_secs(1)) {
                    Ok(line) => line,
                    Err(RecvTimeoutError::Timeout) => {
                        if !self.tick() {
                            return 1;
                        }
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => break,
                },
            };
            if !self.handle(&line) {
                break;
            }
        }
        // At the end of the input, let the last words be said.
        self.speech.finish(Duration::from_secs(20));
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_and_moves() {
        assert_eq!(parse("press"), Command::Act(Action::Press));
        assert_eq!(parse("fix Nf3"), Command::Act(Action::Fix("Nf3".into())));
        assert_eq!(parse("fix"), Command::Usage("fix", "fix Nf3"));
        assert_eq!(
            parse("springer felix drei"),
            Command::Act(Action::Move("springer felix drei".into()))
        );
        assert_eq!(
            parse("claim threefold Ng1"),
            Command::Act(Action::Claim(ClaimKind::Threefold, Some("Ng1".into())))
        );
        assert_eq!(
            parse("claim fifty"),
            Command::Act(Action::Claim(ClaimKind::Fifty, None))
        );
        assert_eq!(
            parse("addtime black 2m"),
            Command::Act(Action::AddTime(Color::Black, Span::minutes(2)))
        );
        assert_eq!(
            parse("addtime white -30s"),
            Command::Act(Action::AddTime(Color::White, Span::seconds(-30)))
        );
        assert_eq!(
            parse("setclock white 1h2m3s"),
            Command::Act(Action::SetClock(Color::White, Span::seconds(3723)))
        );
        assert_eq!(parse("wait 1h2m"), Command::Wait(Span::seconds(3720)));
        assert_eq!(parse("wait soon"), Command::Usage("wait", "wait 90s"));
        assert_eq!(
            parse("draw black"),
            Command::Act(Action::OfferDraw(Some(Color::Black)))
        );
        assert_eq!(parse("Time"), Command::Time);
    }
}
