//! The command line: `say`, `notate`, `manual`.

use crate::shell::text::ShellMessages as _;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use shakmaty::Chess;

use crate::core::announce;
use crate::core::game::{Game, position_from_fen};
use crate::core::input::MoveReader;
use crate::core::notation::{self, Letters};
use crate::core::scoresheet;
use crate::core::text::{self, Lang};
use crate::core::vocab::{UnknownVocabulary, Voice};

use crate::core::session::Channel;
use crate::shell::commands::args::{PlayArgs, start_up};
use crate::shell::commands::{command_line, export, generate, play};
use crate::shell::failure::{self, Done, Failure, InLang};
use crate::shell::settings::Settings;
use crate::shell::settings::{EDITION, GivenIn, VOICE};
use crate::shell::speech::{Choice, Speech};
use crate::shell::voices;

// Every text of the help (what a command does, each option, the examples)
// is the catalogues' (`cli-…` messages): `command_line::localized` puts
// them in, in the user's language.
#[derive(Debug, Parser)]
#[command(
    name = "annabella",
    version,
    // Lines a braille display shows in two pans, as every line the program
    // prints (at most 80 characters: the program's rule); a narrower terminal
    // narrows them further.
    max_term_width = 80
)]
pub struct Cli {
    #[command(subcommand)]
    command: Task,
}

#[derive(Debug, Subcommand)]
enum Task {
    Say(SayArgs),
    Notate(NotateArgs),
    Play(Box<PlayArgs>),
    Replay(Box<crate::shell::commands::replay::ReplayArgs>),
    Export(export::ExportArgs),
    Arbiter(Box<crate::shell::commands::arbiter::ArbiterArgs>),
    Manual {
        #[arg(value_name = "TOPIC", num_args = 0..)]
        topic: Vec<String>,
        #[arg(long, value_name = "LANG")]
        lang: Option<Lang>,
        #[arg(long, value_name = "FILE")]
        config: Option<PathBuf>,
    },
    /// Every setting with its default and what it does, in the user's
    /// language: a settings file to start one's own from.
    Settings {
        #[arg(long, value_name = "LANG")]
        lang: Option<Lang>,
    },
    ClipWords {
        #[arg(long, value_name = "ID")]
        voice: String,
        #[arg(long = "voices", value_name = "DIR")]
        voices: Vec<PathBuf>,
    },
}

/// `annabella generate man|bash|zsh|fish [--lang LANG]`: what `make
/// install` and the Debian package put beside the program. Not a user's
/// command: read apart from the others, so that neither the help nor the
/// completions offer it.
#[derive(Debug, Parser)]
#[command(name = "annabella generate", bin_name = "annabella generate")]
struct GenerateCli {
    #[arg(value_enum)]
    what: generate::Generated,
    #[arg(long)]
    lang: Option<Lang>,
}

#[derive(Debug, Args)]
struct CommonArgs {
    #[arg(long, value_name = "FEN")]
    fen: Option<String>,
    #[arg(long = "voices", value_name = "DIR")]
    voices: Vec<PathBuf>,
}

#[derive(Debug, Args)]
struct SayArgs {
    #[command(flatten)]
    voice: GivenIn<VOICE>,
    /// `--laws`, for the words it selects.
    #[command(flatten)]
    laws: GivenIn<EDITION>,
    #[command(flatten)]
    common: CommonArgs,
    #[arg(long, value_enum, default_value = "text")]
    speech: Choice,
    #[arg(long, value_name = "FILE")]
    speech_log: Option<PathBuf>,
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    #[arg(value_name = "MOVE", required = true)]
    moves: Vec<String>,
}

#[derive(Debug, Args)]
struct NotateArgs {
    #[arg(long, value_name = "SET", default_value = "en")]
    lang: Letters,
    #[command(flatten)]
    common: CommonArgs,
    #[arg(value_name = "MOVE", required = true)]
    moves: Vec<String>,
}

/// A command line clap could not read, or the help and version it prints,
/// in `lang`: each line cut at its natural boundaries to the width of every
/// other line the program prints.
fn argument_error(e: clap::Error, lang: Lang) -> ExitCode {
    let lines = match command_line::error_lines(&e, lang.text()) {
        Some(lines) => lines,
        None => e
            .render()
            .to_string()
            .lines()
            .flat_map(crate::core::lines::printable)
            .collect::<Vec<_>>(),
    };
    let out = lines.join("\n");
    // A reader that stops early (`| head`) is no failure.
    let _ = if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        writeln!(std::io::stdout(), "{out}")
    } else {
        writeln!(std::io::stderr(), "{out}")
    };
    ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
}

/// Runs the program; returns the exit status.
pub fn main() -> ExitCode {
    utf8_console();
    let args = arguments();
    let lang = command_line::language(&args);
    if args.get(1).is_some_and(|a| a == "generate") {
        return match GenerateCli::try_parse_from(&args[1..]) {
            // The command line's language: --lang first.
            Ok(asked) => failure::exit(generated(asked.what, lang)),
            Err(e) => argument_error(e, lang),
        };
    }
    let args = lang_first(args);
    let command = command_line::localized(Cli::command(), lang.text());
    let matches = match command.clone().try_get_matches_from(&args) {
        Ok(matches) => matches,
        Err(e) => return argument_error(e, lang),
    };
    // `help COMMAND`: clap's own help subcommand would speak English.
    if let Some(("help", asked)) = matches.subcommand() {
        let mut line = vec!["annabella"];
        line.extend(asked.get_one::<String>("command").map(String::as_str));
        line.push("--help");
        return match command.try_get_matches_from(line) {
            Err(e) => argument_error(e, lang),
            Ok(_) => ExitCode::SUCCESS,
        };
    }
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return argument_error(e, lang),
    };
    failure::exit(match cli.command {
        Task::Say(args) => say(args),
        Task::Notate(args) => notate(args, lang),
        Task::Play(args) => play::run(*args),
        Task::Replay(args) => crate::shell::commands::replay::run(*args),
        Task::Export(args) => export::run(args, lang),
        Task::Arbiter(args) => crate::shell::commands::arbiter::run(*args),
        // The command line's language is --lang where given.
        Task::Settings { .. } => settings_file(lang),
        Task::ClipWords { voice, voices } => clip_words(&voice, &voices, lang),
        Task::Manual {
            topic,
            lang,
            config,
        } => {
            // "manual claim time": a topic of several words, unquoted.
            let topic = (!topic.is_empty()).then(|| topic.join(" "));
            manual(topic.as_deref(), lang, config.as_deref())
        }
    })
}

/// The words a game in `lang` would announce in, for the manual's
/// examples: the settings' voice, else the country's; the German words
/// where the settings or their voice cannot be read (the manual is still
/// worth printing).
fn manual_words(
    lang: Lang,
    config: Option<&std::path::Path>,
) -> Result<crate::core::command::manual::Examples, Failure> {
    use crate::core::vocab::VoiceMix;
    let all = crate::shell::voices::load(&[])?;
    let mix =
        Settings::load(config).map_or_else(|_| VoiceMix::plain("de"), |s| s.voice_mix_for(lang));
    let voice = all
        .voice(&mix)
        .or_else(|_| all.voice(&VoiceMix::plain("de")))?;
    Ok(crate::core::command::manual::Examples::of(
        &voice,
        lang.text(),
    ))
}

/// `annabella manual [TOPIC]`: the manual in lines a screen reader and a
/// braille display read, as line mode prints them.
fn manual(topic: Option<&str>, lang: Option<Lang>, config: Option<&std::path::Path>) -> Done {
    let lang = match lang {
        Some(lang) => lang,
        None => Settings::load(config)
            .in_lang(crate::shell::settings::early_lang(None, None, config))?
            .lang(),
    };
    let t = lang.text();
    let words = manual_words(lang, config).in_lang(lang)?;
    let lines = match topic {
        None => crate::core::command::manual::all(t, &words),
        Some(word) => match crate::core::command::manual::any_topic(t, word, &words) {
            Some(lines) => lines,
            None => {
                for line in crate::core::command::manual::unknown(
                    t,
                    &crate::core::lines::clean(word),
                    crate::core::command::manual::Within::Play,
                ) {
                    for line in crate::core::lines::printable(&line) {
                        eprintln!("{line}");
                    }
                }
                return Ok(ExitCode::FAILURE);
            }
        },
    };
    let mut out = std::io::stdout().lock();
    for line in lines.iter().flat_map(|l| crate::core::lines::printable(l)) {
        if writeln!(out, "{line}").is_err() {
            return Err(Failure::OutputClosed).in_lang(lang);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The command line. On Windows a program started by a double-click has
/// none, and its console closes when it ends: there it plays a game in line
/// mode (the mode a screen reader reads), instead of printing help into a
/// window that vanishes.
fn arguments() -> Vec<std::ffi::OsString> {
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if cfg!(windows) && args.len() == 1 {
        args.extend(["play".into(), "--line".into()]);
    }
    args
}

/// `annabella --lang da play …`, `annabella --lang da --help`: a language
/// given before the command goes to the command; with no command that
/// takes one (the help, the version), it is left out, having chosen the
/// help's language already (`command_line::language` reads it there).
fn lang_first(mut args: Vec<std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    // `help play --lang da`, `help --lang da play`: the language was read
    // already (`command_line::language`); help itself takes no options.
    if args.get(1).and_then(|a| a.to_str()) == Some("help") {
        let mut kept = Vec::with_capacity(args.len());
        let mut words = args.into_iter();
        while let Some(word) = words.next() {
            match word.to_str() {
                Some("--lang") => {
                    words.next();
                }
                Some(w) if w.starts_with("--lang=") => {}
                _ => kept.push(word),
            }
        }
        return kept;
    }
    let taken: Vec<std::ffi::OsString> = match args.get(1).and_then(|a| a.to_str()) {
        Some("--lang") if args.len() > 2 => args.drain(1..3).collect(),
        Some(a) if a.starts_with("--lang=") => args.drain(1..2).collect(),
        _ => return args,
    };
    let takes_lang = [
        "say", "notate", "play", "replay", "export", "manual", "arbiter",
    ];
    if args
        .get(1)
        .and_then(|a| a.to_str())
        .is_some_and(|c| takes_lang.contains(&c))
    {
        args.splice(2..2, taken);
    }
    args
}

/// Windows: the console reads and writes UTF-8. Rust writes to a console
/// in UTF-16 already; this is for what goes through the code page (a pipe to
/// `more`, a screen reader reading a redirected console), so that "fünf" and
/// "Cæsar" are never shown as two letters each.
#[cfg(windows)]
fn utf8_console() {
    use windows_sys::Win32::System::Console::{SetConsoleCP, SetConsoleOutputCP};
    const UTF8: u32 = 65001;
    // SAFETY: both take a plain number; without a console they fail harmlessly.
    unsafe {
        SetConsoleOutputCP(UTF8);
        SetConsoleCP(UTF8);
    }
}

#[cfg(not(windows))]
fn utf8_console() {}

/// `annabella generate man|bash|zsh|fish`: the man page or a shell's
/// completions, on stdout, in `lang`.
fn generated(what: generate::Generated, lang: Lang) -> Done {
    let command = command_line::localized(Cli::command(), lang.text());
    let words = manual_words(lang, None).in_lang(lang)?;
    // A reader that stops early (`| head`) is no error.
    let _ = generate::write(what, command, lang, &words, &mut std::io::stdout().lock());
    Ok(ExitCode::SUCCESS)
}

fn settings_file(lang: Lang) -> Done {
    let user = crate::shell::settings::user_path()
        .map_or_else(|| "config.toml".to_string(), |p| p.display().to_string());
    let text = crate::shell::settings::commented(lang.text(), &user);
    // A reader that stops early (`| head`) is no error.
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    Ok(ExitCode::SUCCESS)
}

fn clip_words(voice: &str, dirs: &[PathBuf], lang: Lang) -> Done {
    let all = voices::load(dirs).in_lang(lang)?;
    let Some(vocabulary) = all.get(voice) else {
        let unknown = UnknownVocabulary {
            id: voice.to_string(),
            known: all.ids().iter().map(|s| s.to_string()).collect(),
        };
        return Err(unknown).in_lang(lang);
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for word in crate::core::spoken::clip_words(vocabulary) {
        // A reader that stops early (`| head`) is no error.
        // A third column where the synthesizer is to be given other text.
        let key = crate::core::spoken::clip_key(&word);
        let said = vocabulary.pronounced(&word);
        let line = if said == word {
            format!("{key}\t{word}")
        } else {
            format!("{key}\t{word}\t{said}")
        };
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn start_position(common: &CommonArgs) -> Result<Chess, Failure> {
    match &common.fen {
        None => Ok(Chess::default()),
        Some(fen) => Ok(position_from_fen(fen)?),
    }
}

/// The moves of a command line, read as a scoresheet is: one argument a
/// move or the whole sheet in one, move numbers and a result skipped, a
/// lone "e.p." joined to the move before, spoken words in runs. The moves
/// up to the first that cannot be played, and that one as a failure named
/// by its move number and side, in `lang`, its candidates in `letters`.
fn read_moves(
    start: &Chess,
    args: &[String],
    reader: &MoveReader,
    lang: Lang,
    letters: Letters,
    voice: Option<&Voice>,
) -> (Vec<scoresheet::Entry>, Option<Failure>) {
    // A result ends the sheet: one before more moves is a slip.
    let words: Vec<&str> = args.iter().flat_map(|a| a.split_whitespace()).collect();
    if let Some(i) = words.iter().position(|w| scoresheet::is_result(w))
        && i + 1 < words.len()
    {
        return (
            Vec::new(),
            Some(Failure::ResultInside(words[i].to_string())),
        );
    }
    // Argument by argument: where one ends, a move ends ("kurze rochade"
    // "lange rochade" are two moves however the words would run together).
    let readers = std::slice::from_ref(reader);
    let mut sheet = scoresheet::OtherSheet::new(start);
    let mut bad = None;
    'args: for arg in args {
        // A move number must be the number of the move after it ("2." is
        // White's second, "1..." Black's first): read up to each number,
        // then check it.
        let mut run: Vec<&str> = Vec::new();
        for word in arg.split_whitespace() {
            let Some((number, black, rest)) = move_number(word) else {
                run.push(word);
                continue;
            };
            if let Err(b) = sheet.add(&run.join(" "), readers) {
                bad = Some(b);
                break 'args;
            }
            run.clear();
            let (next, side) = sheet.next();
            // "1." before Black's move is how a sheet is often begun from
            // a position with Black to move; "1..." before White's is not.
            let fits = number == next && (!black || side == shakmaty::Color::Black);
            if !fits {
                return (
                    sheet.entries().to_vec(),
                    Some(Failure::NumberMisplaced {
                        written: word.to_string(),
                        number: next,
                        side,
                    }),
                );
            }
            if !rest.is_empty() {
                run.push(rest);
            }
        }
        if let Err(b) = sheet.add(&run.join(" "), readers) {
            bad = Some(b);
            break;
        }
    }
    let failure = bad.map(|bad| {
        let reason = match reader.read(&bad.before, &bad.text) {
            Err(e) => text::move_error(lang, &bad.before, &bad.text, &e, letters, voice),
            // Read alone it is a move: it was part of a run of words.
            Ok(_) => lang.text().game_over(),
        };
        Failure::BadMove {
            number: bad.number,
            side: bad.side,
            input: bad.text.trim().to_string(),
            reason,
        }
    });
    let failure = failure.or_else(|| contradicted(sheet.entries(), start, words.last()));
    (sheet.entries().to_vec(), failure)
}

/// A move number as a sheet writes it ("12.", "12...", "12.e4"): the
/// number, whether it is Black's ("..."), and the move written on to it.
fn move_number(word: &str) -> Option<(u32, bool, &str)> {
    let digits = word.chars().take_while(char::is_ascii_digit).count();
    let after = &word[digits..];
    let dots = after.chars().take_while(|c| *c == '.').count();
    if digits == 0 || dots == 0 {
        return None;
    }
    let number = word[..digits].parse().ok()?;
    Some((number, dots >= 3, &after[dots..]))
}

/// A result written at the end that the moves contradict: they end in
/// mate or stalemate, with another result.
fn contradicted(
    entries: &[scoresheet::Entry],
    start: &Chess,
    last: Option<&&str>,
) -> Option<Failure> {
    use shakmaty::Position;
    let given = last.filter(|w| scoresheet::is_result(w))?;
    let end = match entries.last() {
        Some(e) => e.before.clone().play(e.played).ok()?,
        None => start.clone(),
    };
    let ended = match end.outcome().known()? {
        shakmaty::KnownOutcome::Decisive { winner } if winner.is_white() => "1-0",
        shakmaty::KnownOutcome::Decisive { .. } => "0-1",
        shakmaty::KnownOutcome::Draw => "1/2-1/2",
    };
    let same = *given == ended || (ended == "1/2-1/2" && *given == "½-½");
    (!same).then(|| Failure::ResultContradicts {
        given: given.to_string(),
        ended: ended.to_string(),
    })
}

fn say(args: SayArgs) -> Done {
    let given = args.voice.0.clone().with(&args.laws.0);
    let (settings, all) = start_up(args.config.as_deref(), &args.common.voices, &given)?;
    let lang = settings.lang();
    let laws = settings.game.laws;
    let voice = all
        .voice(&all.mix_for(&settings.voice_mix(), laws.year()))
        .in_lang(lang)?;
    let start = start_position(&args.common).in_lang(lang)?;
    let order = all.reading_order(&voice);
    let reader = MoveReader::new(&order, Some(settings.letters()));
    let style = settings.style();
    let mut speech = match args.speech {
        Choice::Text | Choice::None if args.speech_log.is_none() => Speech::text(),
        choice => {
            let mut options = settings.speech.options(&voice);
            options.log = args.speech_log.clone();
            let speech = Speech::open(choice, &options);
            let told =
                (choice == Choice::Auto || !speech.backend().is(choice)).then(|| speech.backend());
            for line in speech.said_at_start(told, lang.text()) {
                crate::shell::failure::complain(&line);
            }
            speech
        }
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut done = Ok(ExitCode::SUCCESS);
    let (entries, failure) = read_moves(
        &start,
        &args.moves,
        &reader,
        lang,
        settings.letters(),
        Some(&voice),
    );
    for entry in &entries {
        let said = announce::announce(&entry.before, entry.played, style, &voice);
        if writeln!(out, "{said}").is_err() {
            return Err(Failure::OutputClosed).in_lang(lang);
        }
        if let Some(f) = speech.say_in_turn(Channel::Public, &said) {
            crate::shell::failure::complain(&lang.text().clip_fallback(&f.word, f.to));
        }
    }
    if let Some(failure) = failure {
        let _ = out.flush();
        speech.say_in_turn(Channel::Private, &failure.sentence(lang));
        done = Err(failure).in_lang(lang);
    }
    let _ = out.flush();
    // A one-shot command waits until everything is said, and no longer
    // than a voice that gives no sound takes to show it.
    speech.finish(std::time::Duration::from_secs(60));
    if speech.take_silenced() {
        crate::shell::failure::complain(&lang.text().voice_silent());
    }
    done
}

/// `lang`: the user's language, as the command line found it (that of
/// --lang where it is given).
fn notate(args: NotateArgs, lang: Lang) -> Done {
    let letters = args.lang;
    let all = voices::load(&args.common.voices).in_lang(lang)?;
    let start = start_position(&args.common).in_lang(lang)?;
    let order: Vec<_> = all.iter().cloned().collect();
    let reader = MoveReader::new(&order, Some(letters));
    let (entries, failure) = read_moves(&start, &args.moves, &reader, lang, letters, None);
    let mut game = Game::new(start);
    for entry in entries {
        game.play(entry.played)
            .expect("a move read in its position");
    }
    if let Some(failure) = failure {
        println!("{}", notation::scoresheet(game.sheet(), letters));
        return Err(failure).in_lang(lang);
    }
    // The result written at the end ends the printed sheet too.
    let result = args
        .moves
        .last()
        .and_then(|a| a.split_whitespace().last())
        .filter(|w| scoresheet::is_result(w));
    let sheet = notation::scoresheet(game.sheet(), letters);
    match result {
        Some(result) if sheet.is_empty() => println!("{result}"),
        Some(result) => println!("{sheet} {result}"),
        None => println!("{sheet}"),
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn command_line_is_consistent() {
        Cli::command().debug_assert();
    }

    fn read(args: &[&str]) -> (Vec<String>, Option<(u32, bool, String)>) {
        let all: Vec<_> = crate::shell::voices::builtin()
            .unwrap()
            .iter()
            .cloned()
            .collect();
        let reader = MoveReader::new(&all, Some(Letters::De));
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (entries, bad) = read_moves(
            &Chess::default(),
            &args,
            &reader,
            Lang::De,
            Letters::De,
            None,
        );
        let sans = entries
            .iter()
            .map(|e| notation::written(&e.before, e.played, Letters::En))
            .collect();
        let bad = bad.map(|f| match f {
            Failure::BadMove {
                number,
                side,
                input,
                ..
            } => (number, side.is_white(), input),
            other => panic!("{other:?}"),
        });
        (sans, bad)
    }

    #[test]
    fn moves_are_read_as_a_scoresheet_in_any_split() {
        let game = ["e4", "e5", "Nf3", "Nc6", "Bb5"];
        for args in [
            &["1.", "e4", "e5", "2.", "Sf3", "Sc6", "3.", "Lb5"][..],
            &["1. e4 e5 2. Sf3 Sc6 3. Lb5"],
            &["1. e4 e5", "2. Sf3", "Sc6 3.Lb5", "1-0"],
            &[
                "e4",
                "Bauer Eva fünf",
                "Springer Felix drei Springer Cesar sechs",
                "Lb5",
            ],
        ] {
            assert_eq!(
                read(args),
                (game.map(String::from).to_vec(), None),
                "{args:?}"
            );
        }
        let (_, bad) = read(&["exd6", "e.p."]);
        assert_eq!(bad, Some((1, true, "exd6".into())));
    }

    #[test]
    fn a_move_number_must_be_the_next_moves() {
        let all: Vec<_> = crate::shell::voices::builtin()
            .unwrap()
            .iter()
            .cloned()
            .collect();
        let reader = MoveReader::new(&all, Some(Letters::En));
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let misplaced = |a: &[&str]| {
            matches!(
                read_moves(
                    &Chess::default(),
                    &args(a),
                    &reader,
                    Lang::En,
                    Letters::En,
                    None
                )
                .1,
                Some(Failure::NumberMisplaced { .. })
            )
        };
        assert!(misplaced(&["1. e4 2. e5"]));
        assert!(misplaced(&["5.", "e4"]));
        assert!(misplaced(&["1...", "e5"]));
        assert!(!misplaced(&["1. e4 e5 2.Nf3 2... Nc6"]));
    }

    #[test]
    fn a_move_that_cannot_be_played_is_named_by_its_move_number_and_side() {
        let (sans, bad) = read(&["1. e4 e5 2. Sf3 Sc6 3. Lb5 Sx9"]);
        assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
        assert_eq!(bad, Some((3, false, "Sx9".into())));
    }
}
