//! Runs the built `annabella` binary for the integration tests.

use std::process::Command;

/// Runs `annabella ARGS…` and returns (stdout, stderr, exit code).
pub fn run(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        // Only the built-in vocabularies: a user's extra voices must not change results.
        .env_remove("ANNABELLA_VOICES")
        .envs(no_locale())
        .env("XDG_DATA_HOME", data_home())
        .output()
        .expect("the annabella binary runs");
    (
        String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        String::from_utf8(out.stderr).expect("stderr is UTF-8"),
        out.status.code().expect("annabella exits with a status"),
    )
}

/// Runs `annabella ARGS…` on a system whose locale is `locale`
/// ("da_DK.UTF-8"); returns (stdout, stderr, exit code).
pub fn in_locale(locale: &str, args: &[&str]) -> (String, String, i32) {
    let out = command()
        .args(args)
        .env("LC_ALL", locale)
        .env("LANG", locale)
        .output()
        .expect("the annabella binary runs");
    (
        String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        String::from_utf8(out.stderr).expect("stderr is UTF-8"),
        out.status.code().expect("annabella exits with a status"),
    )
}

/// Runs a command that must succeed silently on stderr; returns stdout's lines.
pub fn ok_lines(args: &[&str]) -> Vec<String> {
    let (stdout, stderr, code) = run(args);
    assert_eq!(
        (code, stderr.as_str()),
        (0, ""),
        "annabella {args:?} failed; stdout:\n{stdout}"
    );
    stdout.lines().map(str::to_string).collect()
}

/// `args` followed by `moves`, as one argument list.
pub fn with_moves<'a>(args: &[&'a str], moves: &[&'a str]) -> Vec<&'a str> {
    args.iter().chain(moves).copied().collect()
}

/// The `annabella` binary as a command, with only the built-in vocabularies.
pub fn command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .env_remove("ANNABELLA_VOICES")
        .envs(no_locale())
        .env("XDG_DATA_HOME", data_home());
    command
}

/// The data folder the tests' programs keep their notes in (the game
/// played last), never the user's own.
pub fn data_home() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("annabella-tests-{}", std::process::id()))
}

/// A system locale that names no language (the messages then follow the
/// voice, as the tests expect), whatever the machine's own.
pub fn no_locale() -> [(&'static str, &'static str); 3] {
    [
        ("LC_ALL", "C.UTF-8"),
        ("LC_MESSAGES", ""),
        ("LANG", "C.UTF-8"),
    ]
}

/// Runs `annabella ARGS…` with `input` on stdin; returns (stdout, stderr, exit code).
pub fn run_input(args: &[&str], input: &str) -> (String, String, i32) {
    let out = fed(command().args(args), input)
        .wait_with_output()
        .expect("annabella finishes");
    (
        String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        String::from_utf8(out.stderr).expect("stderr is UTF-8"),
        out.status.code().expect("annabella exits with a status"),
    )
}

/// Starts `command` with its output piped and `input` written to its stdin
/// by a thread of its own: the program may stop reading (quit, an error)
/// before all is written.
pub fn fed(command: &mut Command, input: &str) -> std::process::Child {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the annabella binary runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_string();
    std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    child
}

/// Commands as stdin text, one a line.
pub fn input_of(commands: &[&str]) -> String {
    commands.iter().map(|c| format!("{c}\n")).collect()
}

/// `annabella play --game GAME ARGS…` in line mode with `commands` on stdin;
/// must succeed with nothing on stderr. Returns stdout's lines.
pub fn play(game: &std::path::Path, args: &[&str], commands: &[&str]) -> Vec<String> {
    let game = game.to_str().expect("a UTF-8 path");
    let all: Vec<&str> = ["play", "--game", game]
        .iter()
        .chain(args)
        .copied()
        .collect();
    let (stdout, stderr, code) = run_input(&all, &input_of(commands));
    assert_eq!(
        (code, stderr.as_str()),
        (0, ""),
        "annabella {all:?} failed; stdout:\n{stdout}"
    );
    stdout.lines().map(str::to_string).collect()
}

/// A text with its lines joined by single spaces: what a failure on stderr
/// says, whatever lines it was cut into (that each line keeps within 80
/// characters is tested apart, in `lines.rs`).
pub fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Compares output lines with the expected ones, line by line first, so a
/// failure names the first wrong line and shows all the output.
pub fn assert_lines<S: AsRef<str>>(got: &[String], want: &[S]) {
    // Each expected text as line mode prints it; a text already cut stays as it is.
    let want: Vec<String> = want.iter().flat_map(|w| printed(w.as_ref())).collect();
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(
            g,
            w,
            "line {} differs; all output:\n{}",
            i + 1,
            got.join("\n")
        );
    }
    assert_eq!(
        got.len(),
        want.len(),
        "number of lines; all output:\n{}",
        got.join("\n")
    );
}

/// Starts a game in `game` with `args` and sets its start position to `fen`,
/// as a game from a position would have: the game file's `"fen":null` is
/// replaced before the first move. The file is rewritten as version 1 (no
/// checksums), which a changed record must be to be read.
pub fn start_from_fen(game: &std::path::Path, args: &[&str], fen: &str) {
    play(game, args, &["quit"]);
    let text = as_version_1(&std::fs::read_to_string(game).expect("the game file is written"));
    assert!(text.contains(r#""fen":null"#), "{text}");
    std::fs::write(
        game,
        text.replacen(r#""fen":null"#, &format!(r#""fen":"{fen}""#), 1),
    )
    .expect("the game file is rewritten");
}

/// A game file's text as version 1 wrote it: the old header, and no record
/// number or checksum on its lines.
pub fn as_version_1(text: &str) -> String {
    let mut out = String::new();
    for (i, line) in text.lines().enumerate() {
        if i == 0 {
            assert!(line.contains(r#""version":2"#), "{line}");
            out.push_str(&line.replace(r#""version":2"#, r#""version":1"#));
        } else {
            let at = line.rfind(r#","n":"#).expect("a record number");
            assert!(line[at..].contains(r#","crc":""#), "{line}");
            out.push_str(&line[..at]);
            out.push('}');
        }
        out.push('\n');
    }
    out
}

/// `annabella export --game GAME --pgn`: the PGN text.
pub fn export_pgn(game: &std::path::Path) -> String {
    let game = game.to_str().expect("a UTF-8 path");
    ok_lines(&["export", "--game", game, "--pgn"]).join("\n")
}

/// The default control (config/default.toml), as the English header says it.
pub const DEFAULT_CONTROL: &str = "40 moves in 1 hour 30 minutes, then 30 minutes for the rest of the game; 30 seconds added per move from move 1";

/// A game file named `name` in `dir`.
pub fn game_file(dir: &tempfile::TempDir, name: &str) -> std::path::PathBuf {
    dir.path().join(name)
}

/// The line that names the game file, after a game starts or resumes.
pub fn game_line(path: &std::path::Path) -> String {
    format!("Game file: {}\n{START_HINT}", path.display())
}

/// Line mode's last opening line in a game, in English: what to type now.
pub const START_HINT: &str =
    "Type a move (e.g. e4) or a command and Enter; help lists the commands.";

/// The three lines a new game starts with (players "White" and "Black").
pub fn new_game_header(
    path: &std::path::Path,
    blind: &str,
    control: &str,
    laws: u16,
) -> Vec<String> {
    // No names given: none said.
    let kind = kind_said(control, laws);
    // 2001 F2.9d, 2014 D2.9d: the time only on request.
    let on_request = match laws {
        2001 => " The time is told only on request (F2.9d): no low-time warnings; type time.",
        2014 => " The time is told only on request (D2.9d): no low-time warnings; type time.",
        _ => "",
    };
    let mut all = printed(&format!(
        "New game. {blind} plays on the peg board. Time control: {control}. Laws of {laws}. \
         {GERMAN_WORDS} {kind}{on_request}"
    ));
    all.push("White to move.".to_string());
    all.extend(printed(&game_line(path)));
    all
}

/// Which words a new game announces in, said at its start: the German, the
/// words of an English game where no voice is given.
pub const GERMAN_WORDS: &str = "Moves are announced in these words: Anna, Bella, Cesar …; \
    eins, zwei, drei …; König, Dame, Springer … (others: --voice da Danish, de German, nb Norwegian).";

/// What a new game says of its kind after the laws (the program says it at
/// the start, with the control), for the controls these tests start games
/// with.
pub fn kind_said(control: &str, laws: u16) -> &'static str {
    const RAPID_2017: &str = "Rapid play (A.1, A.4). A completed illegal move loses on the \
        opponent's claim before his next move; a draw if he cannot mate (A.4.2). \
        A claim on time needs time left on the claimant's own clock (A.4.3).";
    const BLITZ_2017: &str = "Blitz (B.1, B.4). A completed illegal move loses on the \
        opponent's claim before his next move; a draw if he cannot mate (B.4, A.4.2). \
        Time penalties are 1 minute (B.2). \
        A claim on time needs time left on the claimant's own clock (A.4.3).";
    match (control, laws) {
        (DEFAULT_CONTROL, _) => "Standard play.",
        ("15 minutes for the rest of the game; 10 seconds added per move", 2017) => RAPID_2017,
        (
            "6 minutes for the rest of the game"
            | "3 minutes for the rest of the game; 2 seconds added per move",
            2017,
        ) => BLITZ_2017,
        _ => panic!("no kind known for {control} under {laws}"),
    }
}

/// Sentences as line mode prints them: on one line if it takes at most 80
/// characters, else on as few lines of at most 80 as they fit (a longer
/// sentence alone on its line).
pub fn sentence_lines(sentences: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let whole = sentences.join(" ");
    if whole.chars().count() <= 80 {
        return vec![whole];
    }
    for s in sentences {
        match out.last_mut() {
            Some(line) if line.chars().count() + 1 + s.chars().count() <= 80 => {
                line.push(' ');
                line.push_str(s);
            }
            _ => out.push(s.clone()),
        }
    }
    out
}

/// A text of these tests as line mode prints it: its sentences (cut after
/// ". ", "? " or "! " before a capital; one longer than 80 characters also
/// after each "; " outside brackets) packed by `sentence_lines`. A line break
/// in `text` separates answers the program gives as lines of their own (the
/// differences and steps of `diff`), which are never packed together.
pub fn printed(text: &str) -> Vec<String> {
    if text.contains('\n') {
        return text.split('\n').flat_map(printed).collect();
    }
    let mut sentences: Vec<String> = Vec::new();
    let mut rest = text;
    while let Some(at) = rest
        .match_indices(['.', '?', '!'])
        .map(|(i, _)| i)
        .find(|&i| rest[i + 1..].starts_with(' ') && rest[i + 2..].starts_with(char::is_uppercase))
    {
        sentences.push(rest[..=at].to_string());
        rest = &rest[at + 2..];
    }
    sentences.push(rest.to_string());
    // A sentence too long for a line is cut after its "; ".
    let units: Vec<String> = sentences
        .iter()
        .flat_map(|s| {
            if s.chars().count() <= 80 {
                return vec![s.clone()];
            }
            // Not inside brackets.
            let mut clauses = vec![String::new()];
            let mut depth = 0;
            for c in s.chars() {
                let last = clauses.last_mut().unwrap();
                if c == ' ' && depth == 0 && last.ends_with(';') {
                    clauses.push(String::new());
                    continue;
                }
                depth += (c == '(') as i32 - (c == ')') as i32;
                last.push(c);
            }
            clauses
        })
        // A clause still too long is cut after its ": " and ", " outside
        // brackets and quotes.
        .flat_map(|clause| {
            if clause.chars().count() <= 80 {
                return vec![clause];
            }
            let mut parts = vec![String::new()];
            let (mut depth, mut quoted) = (0, false);
            for c in clause.chars() {
                let last = parts.last_mut().unwrap();
                if c == ' ' && depth == 0 && !quoted && (last.ends_with(',') || last.ends_with(':'))
                {
                    parts.push(String::new());
                    continue;
                }
                depth += (c == '(') as i32 - (c == ')') as i32;
                if c == '"' {
                    quoted = !quoted;
                }
                last.push(c);
            }
            // A part still too long is cut before its brackets, and a
            // bracket still too long after its ", " and "; " (never in quotes).
            let parts: Vec<String> = parts
                .into_iter()
                .flat_map(|part| {
                    split_long(part, |piece, c, depth| {
                        c == '(' && depth == 0 && piece.ends_with(' ')
                    })
                })
                .flat_map(|part| {
                    split_long(part, |piece, _, depth| {
                        depth > 0 && (piece.ends_with(", ") || piece.ends_with("; "))
                    })
                })
                .collect();
            // Packed among themselves: no fragment joins the next sentence.
            sentence_lines(&parts)
        })
        .collect();
    lone_ends_joined(sentence_lines(&units))
}

/// A sentence's end of fewer than 20 characters on a line of its own takes
/// the last words of the line before (while that keeps half a line and the
/// end fits 80), as line mode prints it; a move's number stays with its move.
fn lone_ends_joined(mut lines: Vec<String>) -> Vec<String> {
    let width = |s: &str| s.chars().count();
    for i in 1..lines.len() {
        let last = lines[i - 1].trim_end().chars().last();
        if matches!(last, None | Some('.' | '!' | '?' | ':'))
            || lines[i - 1].starts_with("annabella ")
        {
            continue;
        }
        while width(&lines[i]) < 20 {
            let Some((kept, word)) = lines[i - 1].rsplit_once(' ') else {
                break;
            };
            let numbered = kept.rsplit_once(' ').filter(|(_, n)| {
                n.ends_with('.') && n.trim_end_matches('.').chars().all(|c| c.is_ascii_digit())
            });
            let (kept, word) = match numbered {
                Some((rest, number)) => (rest, format!("{number} {word}")),
                None => (kept, word.to_string()),
            };
            let moved = format!("{word} {}", lines[i]);
            if kept.is_empty() || width(kept) < 40 || width(&moved) > 80 {
                break;
            }
            lines[i - 1] = kept.to_string();
            lines[i] = moved;
        }
    }
    lines
}

/// `part` if it fits a line; else cut where `at(piece so far, next char,
/// bracket depth before it)` holds outside quotes, each piece trimmed.
fn split_long(part: String, at: impl Fn(&str, char, i32) -> bool) -> Vec<String> {
    if part.chars().count() <= 80 {
        return vec![part];
    }
    let mut pieces = vec![String::new()];
    let (mut depth, mut quoted) = (0, false);
    for c in part.chars() {
        let last = pieces.last().unwrap();
        if !quoted && !last.trim().is_empty() && at(last, c, depth) {
            pieces.push(String::new());
        }
        depth += (c == '(') as i32 - (c == ')') as i32;
        if c == '"' {
            quoted = !quoted;
        }
        pieces.last_mut().unwrap().push(c);
    }
    pieces
        .into_iter()
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty())
        .collect()
}

/// Where `text`, as line mode prints it (`printed`), starts in `got`.
pub fn find_printed(got: &[String], text: &str) -> Option<usize> {
    let want = printed(text);
    got.windows(want.len()).position(|w| w == want.as_slice())
}

/// Whether `got` holds `text` as line mode prints it.
pub fn has_printed(got: &[String], text: &str) -> bool {
    find_printed(got, text).is_some()
}

/// A scoresheet written on one line ("1. e4 e5 2. Nf3"), as `sheet` prints
/// it: a move pair a line.
pub fn pairs(sheet: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in sheet.split(' ') {
        let number = word.ends_with('.') && word[..word.len() - 1].parse::<u32>().is_ok();
        match out.last_mut() {
            Some(pair) if !number => {
                pair.push(' ');
                pair.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
    }
    out
}

/// Every line at most 80 characters, for a screen reader and a braille
/// display; `except` names the lines that are one sentence too long to cut.
pub fn assert_within_80(lines: &[String], except: &[&str]) {
    for l in lines {
        assert!(
            l.chars().count() <= 80 || except.iter().any(|e| l.starts_with(e)),
            "{} characters: {l}",
            l.chars().count()
        );
    }
}

/// Expected output lines, from string literals: each literal is one answer,
/// cut into lines as line mode prints it (`printed`).
pub fn lines(texts: &[&str]) -> Vec<String> {
    texts.iter().flat_map(|s| printed(s)).collect()
}

/// A PGN file of tests/integration/pgn/, by name.
pub fn pgn_fixture(name: &str) -> String {
    format!(
        "{}/tests/integration/pgn/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// What `status` and a refusal add once a game is over (English): what can
/// still be done; where a move ended the game, taking it back too, and right
/// after it, correcting it.
/// What a command refused once the game is over adds to the end: where to
/// learn what can still be done (`status` says it whole).
pub const OVER_REFUSED: &str = "Status says what can still be done.";

pub const AFTER_END: &str = "The arbiter can still record another result with result. \
     The queries still answer (sheet, board, square, time, status); setclock and addtime \
     still set the clocks; after quit, annabella export writes the game out.";
pub const AFTER_MOVE_END: &str = "The arbiter can still take back the move that ended it \
     with illegal or compare; result records another result. The queries still answer \
     (sheet, board, square, time, status); setclock and addtime still set the clocks; \
     after quit, annabella export writes the game out.";
pub const AFTER_MOVE_END_FIX: &str = "Until anything else is entered, fix MOVE corrects the \
     move that ended it. The arbiter can still take that move back with illegal or compare; \
     result records another result. The queries still answer (sheet, board, square, time, \
     status); setclock and addtime still set the clocks; after quit, annabella export writes \
     the game out.";

/// A test whose rig (a program, a kernel feature) is not on this machine:
/// said, and the test ends without its checks. Under CI=true, where
/// `make deps` installs every rig, that is a failure: a test must not pass
/// there without running.
pub fn without_rig(why: &str) {
    assert!(
        std::env::var("CI").map_or(true, |v| v != "true"),
        "the rig is missing under CI: {why}"
    );
    eprintln!("ignored: {why}");
}

/// The words replay speaks and reads in: the German voice, German letters.
pub fn de_words() -> annabella::core::replay::Words {
    use annabella::core::input::MoveReader;
    use annabella::core::notation::Letters;
    use annabella::core::vocab::VoiceMix;
    let all = annabella::shell::voices::builtin().unwrap();
    let voice = all.voice(&VoiceMix::plain("de")).unwrap();
    annabella::core::replay::Words {
        reader: MoveReader::new(&all.reading_order(&voice), Some(Letters::De)),
        voice,
        style: annabella::core::announce::Style::default(),
        lang: annabella::core::Lang::De,
        letters: Letters::De,
    }
}

/// Every Rust source under `dir`, added to `out`.
pub fn rust_sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `text` in BRF cells (lower case) as liblouis's own tool, a separate
/// program, writes it with `table`.
pub fn lou_brf(table: &str, text: &str) -> String {
    lou("en-us-brf.dis", table, text)
        .trim_end()
        .to_ascii_lowercase()
}

/// `text` in Unicode braille cells as liblouis's own tool writes it with
/// `table`.
pub fn lou_unicode(table: &str, text: &str) -> String {
    lou("unicode.dis", table, text)
}

fn lou(display: &str, table: &str, text: &str) -> String {
    use std::io::Write;
    let mut child = Command::new("lou_translate")
        .args(["--forward", &format!("{display},{table}")])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("lou_translate (liblouis-bin) is installed: make deps");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    stdin
        .write_all(format!("{text}\n").as_bytes())
        .expect("lou_translate reads");
    drop(stdin);
    let out = child.wait_with_output().expect("lou_translate ends");
    String::from_utf8(out.stdout)
        .expect("cells are text")
        .trim_end_matches('\n')
        .to_string()
}

/// A program in line mode whose lines are read as they come (a game, the
/// arbiter's overview), for tests that act while it runs.
pub struct Running {
    pub child: std::process::Child,
    pub stdin: Option<std::process::ChildStdin>,
    lines: std::sync::mpsc::Receiver<String>,
    /// Every line read so far.
    pub seen: Vec<String>,
}

impl Running {
    /// How long a line waited for may take on a loaded machine.
    pub const PATIENCE: std::time::Duration = std::time::Duration::from_secs(30);

    pub fn start(args: &[&str]) -> Running {
        use std::io::BufRead;
        use std::process::Stdio;
        let mut child = command()
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("annabella starts");
        let stdin = child.stdin.take();
        let out = child.stdout.take().expect("stdout is piped");
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Running {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    pub fn send(&mut self, line: &str) {
        use std::io::Write;
        let stdin = self.stdin.as_mut().expect("stdin is open");
        writeln!(stdin, "{line}").expect("annabella reads");
        stdin.flush().expect("annabella reads");
    }

    /// A line containing `text`, among those seen or the next to come.
    pub fn expect(&mut self, text: &str) -> String {
        if let Some(l) = self.seen.iter().find(|l| l.contains(text)) {
            return l.clone();
        }
        self.until(text)
    }

    /// The next line containing `text`, of those still to come.
    pub fn until(&mut self, text: &str) -> String {
        let end = std::time::Instant::now() + Running::PATIENCE;
        loop {
            let left = end.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(text) {
                        return line;
                    }
                }
                Err(_) => panic!("no line with {text:?}; seen:\n{}", self.seen.join("\n")),
            }
        }
    }

    /// Sends `command` and waits for its answer's line containing `text`.
    pub fn says(&mut self, command: &str, text: &str) -> String {
        self.send(command);
        self.until(text)
    }

    /// The lines that came since, after `settle` with none.
    pub fn drain(&mut self, settle: std::time::Duration) -> Vec<String> {
        let mut got = Vec::new();
        while let Ok(line) = self.lines.recv_timeout(settle) {
            got.push(line);
        }
        self.seen.extend(got.iter().cloned());
        got
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// `quit`, and the program ends well.
    pub fn quit(mut self) {
        self.send("quit");
        drop(self.stdin.take());
        let status = self.child.wait().expect("annabella ends");
        assert!(status.success(), "{status:?}");
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Proptest's settings with `cases` cases, the failures it finds kept beside
/// the test's source (`roundtrip.rs` → `roundtrip.regressions`), inside
/// tests/ rather than in a folder at the top of the repository.
pub fn cases_kept_beside(cases: u32) -> proptest::test_runner::Config {
    proptest::test_runner::Config {
        cases,
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("regressions"),
        )),
        ..proptest::test_runner::Config::default()
    }
}

/// What `quit` leaves in a game still being played (in English): that it
/// is saved, and the command that goes on with it.
pub fn quit_lines(path: &std::path::Path) -> String {
    let p = path.display();
    format!("The game is saved in {p}\nTo go on with it: annabella play --game {p}")
}

/// What `quit` leaves in an adjourned game.
pub fn quit_adjourned(path: &std::path::Path) -> String {
    let p = path.display();
    format!("The game is saved in {p}\nTo resume it: annabella play --game {p}")
}

/// What `quit` leaves once the game ended: its scoresheet's command.
pub fn quit_ended(path: &std::path::Path) -> String {
    let p = path.display();
    format!("The game is saved in {p}\nIts scoresheet: annabella export --sheet --game {p}")
}

/// How many lines [`quit_lines`] and its kin take.
pub fn quit_count(path: &std::path::Path) -> usize {
    printed(&quit_lines(path)).len()
}
