//! A UCI engine's process: found, started, greeted, and read by a thread
//! of its own, so that the game never waits for it. What its lines mean is
//! the core's (`core::engine::uci`).

use crate::shell::text::ShellMessages as _;
use std::io::{BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use crate::core::engine::uci::{self, FoldedInfo, Reply, Spin};
use crate::shell::bounded::{ENGINE_LINE_BYTES, ReadLine, read_line};

/// What the engine's thread reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineEvent {
    Reply(Reply),
    /// Its output ended: the engine crashed or quit.
    Gone,
    /// It sent a line longer than [`ENGINE_LINE_BYTES`]: no engine's
    /// answer, and nothing more of it is read.
    TooLong,
}

/// An engine's event as a front end's loop gets it, with the engine process
/// that sent it: after `engine restart` the old process may still report
/// its end, which is not the new one's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Forwarded {
    pub engine: u64,
    pub event: EngineEvent,
}

/// The number of the next engine process started.
static NEXT_ENGINE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// The bound on an engine's line, in kilobytes, as it is said.
pub const ENGINE_LINE_KB: usize = ENGINE_LINE_BYTES / 1024;

/// Why an engine could not be used.
#[derive(Debug)]
pub enum EngineError {
    /// No such program: the places looked in.
    NotFound { tried: Vec<PathBuf> },
    Start {
        program: PathBuf,
        source: std::io::Error,
    },
    /// It started but did not answer as a UCI engine does in time.
    Silent { program: PathBuf },
    /// It ended before it answered as a UCI engine does.
    Exited { program: PathBuf },
}

/// How long an engine may take to say it speaks UCI.
const GREETING: Duration = Duration::from_secs(10);

/// A running engine.
pub struct Engine {
    child: Child,
    input: ChildStdin,
    /// Its lines, until they are handed to a front end's loop.
    replies: Option<Receiver<EngineEvent>>,
    pub program: PathBuf,
    /// Its own name (`id name`).
    pub name: String,
    /// The whole-number options it offers, with their ranges.
    pub spins: Vec<Spin>,
    /// The names of all its options.
    pub options: Vec<String>,
    /// Which process of the program's life it is (`Forwarded::engine`).
    id: u64,
}

/// Where `program` is: a path as it is; a bare name on the PATH, then in
/// the folders Debian and others put games in (Debian's stockfish is in
/// /usr/games, which not every PATH has). `Err`: every place looked in.
pub fn find(program: &str) -> Result<PathBuf, Vec<PathBuf>> {
    let given = Path::new(program);
    if given.components().count() > 1 {
        return if given.is_file() {
            Ok(given.to_path_buf())
        } else {
            Err(vec![given.to_path_buf()])
        };
    }
    let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    for extra in [
        "/usr/games",
        "/usr/local/games",
        "/usr/local/bin",
        "/opt/homebrew/bin",
    ] {
        let extra = PathBuf::from(extra);
        if !dirs.contains(&extra) {
            dirs.push(extra);
        }
    }
    let names: Vec<String> = if cfg!(windows) && given.extension().is_none() {
        vec![format!("{program}.exe"), program.to_string()]
    } else {
        vec![program.to_string()]
    };
    let mut tried = Vec::new();
    for dir in dirs {
        for name in &names {
            let path = dir.join(name);
            if path.is_file() {
                return Ok(path);
            }
            tried.push(path);
        }
    }
    Err(tried)
}

impl Engine {
    /// Starts `program` and greets it (`uci` … `uciok`, `isready` …
    /// `readyok`), with `options` set.
    pub fn start(program: &str, options: &[(String, String)]) -> Result<Engine, EngineError> {
        let path = find(program).map_err(|tried| EngineError::NotFound { tried })?;
        let start = |source| EngineError::Start {
            program: path.clone(),
            source,
        };
        let mut child = Command::new(&path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(start)?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(start(std::io::Error::other("no pipes")));
        };
        let (tx, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("annabella-engine".into())
            .spawn(move || read(output, tx))
            .map_err(start)?;
        let mut engine = Engine {
            child,
            input,
            replies: Some(rx),
            program: path.clone(),
            name: path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            spins: Vec::new(),
            options: Vec::new(),
            id: NEXT_ENGINE.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        };
        // Silent, or gone before it answered (a program that is no engine
        // ends at once; its pipe may break before "uci" is even read).
        let silent = |ended: bool| match ended {
            true => EngineError::Exited {
                program: path.clone(),
            },
            false => EngineError::Silent {
                program: path.clone(),
            },
        };
        if engine.send("uci").is_err() {
            return Err(silent(true));
        }
        engine
            .greeting(|engine, reply| match reply {
                Reply::Name(name) => {
                    engine.name = name;
                    false
                }
                Reply::Spin(spin) => {
                    engine.options.push(spin.name.clone());
                    engine.spins.push(spin);
                    false
                }
                Reply::Option(name) => {
                    engine.options.push(name);
                    false
                }
                Reply::UciOk => true,
                _ => false,
            })
            .map_err(silent)?;
        for (name, value) in options {
            // An option the engine does not have is left out, not sent.
            if engine.options.iter().any(|o| o.eq_ignore_ascii_case(name)) {
                engine.send(&uci::set_option(name, value)).map_err(start)?;
            }
        }
        engine.ready().map_err(silent)?;
        Ok(engine)
    }

    /// Reads replies until `done` says the one awaited came, within the
    /// greeting's time; `Err(true)` where the engine's output ended first,
    /// `Err(false)` where the time ran out.
    fn greeting(&mut self, mut done: impl FnMut(&mut Engine, Reply) -> bool) -> Result<(), bool> {
        let deadline = Instant::now() + GREETING;
        loop {
            let rx = self.replies.as_ref().ok_or(false)?;
            let left = deadline.saturating_duration_since(Instant::now());
            match rx.recv_timeout(left) {
                Ok(EngineEvent::Reply(reply)) => {
                    if done(self, reply) {
                        return Ok(());
                    }
                }
                Ok(EngineEvent::Gone) | Err(RecvTimeoutError::Disconnected) => return Err(true),
                Ok(EngineEvent::TooLong) | Err(RecvTimeoutError::Timeout) => return Err(false),
            }
        }
    }

    /// `isready` … `readyok`; `Err(true)` where the engine is gone.
    pub fn ready(&mut self) -> Result<(), bool> {
        self.send("isready").map_err(|_| true)?;
        self.greeting(|_, reply| reply == Reply::ReadyOk)
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> std::io::Result<()> {
        writeln!(self.input, "{line}")?;
        self.input.flush()
    }

    /// Which process of the program's life it is.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The engine's lines from now on go to `tx`, each with this process's
    /// number and made into the loop's own type by `wrap` (a front end's
    /// loop waits for them among keys and typed lines).
    pub fn forward<T: Send + 'static>(&mut self, tx: Sender<T>, wrap: fn(Forwarded) -> T) {
        let Some(rx) = self.replies.take() else {
            return;
        };
        let engine = self.id;
        let _ = std::thread::Builder::new()
            .name("annabella-engine-forward".into())
            .spawn(move || {
                for event in rx {
                    if tx.send(wrap(Forwarded { engine, event })).is_err() {
                        return;
                    }
                }
            });
    }

    /// The next reply, where the lines were not forwarded: waited for until
    /// `deadline`.
    pub fn next(&mut self, deadline: Instant) -> Option<EngineEvent> {
        let rx = self.replies.as_ref()?;
        match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(event) => Some(event),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => Some(EngineEvent::Gone),
        }
    }
}

impl Drop for Engine {
    /// `quit`, and the process ended if it does not go.
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The engine's output, a line at a time, until it ends, or until a line
/// longer than any engine's (an endless one would take all the memory):
/// then nothing more is read, and the engine is stopped by whoever holds it.
/// What is handed on has a bound too: `info` lines folded into one every
/// [`INFO_GAP`], and at most [`MOST_REPLIES`] replies in a tenth of a
/// second (an engine that writes faster waits, as its pipe fills).
fn read(output: std::process::ChildStdout, tx: Sender<EngineEvent>) {
    let mut output = BufReader::new(output);
    let mut line = Vec::new();
    let mut folded = FoldedInfo::default();
    let mut info_sent = Instant::now();
    let (mut window, mut in_window) = (Instant::now(), 0usize);
    let mut send = |reply: Reply| {
        if window.elapsed() >= WINDOW {
            (window, in_window) = (Instant::now(), 0);
        } else if in_window >= MOST_REPLIES {
            std::thread::sleep(WINDOW.saturating_sub(window.elapsed()));
            (window, in_window) = (Instant::now(), 0);
        }
        in_window += 1;
        tx.send(EngineEvent::Reply(reply)).is_ok()
    };
    loop {
        match read_line(&mut output, &mut line, ENGINE_LINE_BYTES) {
            Ok(ReadLine::End) | Err(_) => break,
            Ok(ReadLine::TooLong) => {
                let _ = tx.send(EngineEvent::TooLong);
                return;
            }
            Ok(ReadLine::Read) => {
                // An engine that writes what is not text is read as far as
                // it is; a garbled move is refused by the core.
                let text = String::from_utf8_lossy(&line);
                let sent = match uci::reply(text.trim_end()) {
                    Reply::Other => true,
                    Reply::Info(info) => {
                        folded.fold(info);
                        if info_sent.elapsed() < INFO_GAP {
                            continue;
                        }
                        info_sent = Instant::now();
                        folded.take().is_none_or(|i| send(Reply::Info(i)))
                    }
                    // The judgement before the move (or the greeting) first.
                    reply => folded.take().is_none_or(|i| send(Reply::Info(i))) && send(reply),
                };
                if !sent {
                    return;
                }
            }
        }
    }
    if let Some(info) = folded.take() {
        let _ = tx.send(EngineEvent::Reply(Reply::Info(info)));
    }
    let _ = tx.send(EngineEvent::Gone);
}

/// The least time between two `info` lines handed on.
const INFO_GAP: Duration = Duration::from_millis(20);
/// The most replies handed on in a [`WINDOW`].
const MOST_REPLIES: usize = 200;
const WINDOW: Duration = Duration::from_millis(100);

impl EngineError {
    /// Why the engine could not be used, and how to go on, in `t`'s
    /// language: said by the engine's own module, wherever it is reported.
    pub fn said(&self, t: &crate::core::text::Text) -> String {
        use crate::shell::text::ShellText as _;
        match self {
            EngineError::NotFound { tried } => {
                let tried: Vec<String> = tried.iter().map(|p| p.display().to_string()).collect();
                // The places are many on a long PATH: the first few say enough.
                let shown = tried.iter().take(4).cloned().collect::<Vec<_>>().join(", ");
                t.engine_not_found(&shown, tried.len())
            }
            // Found but no program to run (a text file, no execute bit):
            // not the "permission to write" of a file problem.
            EngineError::Start { program, source }
                if source.kind() == std::io::ErrorKind::PermissionDenied =>
            {
                t.engine_not_runnable(&program.display().to_string())
            }
            EngineError::Start { program, source } => {
                t.engine_no_start(&program.display().to_string(), &t.io_problem(source))
            }
            EngineError::Silent { program } => t.engine_no_uci(&program.display().to_string()),
            EngineError::Exited { program } => t.engine_exited(&program.display().to_string()),
        }
    }
}
crate::core::said_in_english!(EngineError);
