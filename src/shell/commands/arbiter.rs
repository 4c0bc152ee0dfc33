//! `annabella arbiter URL…`: the arbiter's overview of the boards that
//! serve their games (`play --broadcast`), in line mode or the full screen.

use crate::shell::text::ShellMessages as _;
use std::io::IsTerminal;
use std::path::PathBuf;

use clap::Args;

use crate::core::broadcast::overview::{MOST_BOARDS, Overview, board_address};
use crate::core::clock::Span;
use crate::core::say::Answer;
use crate::shell::commands::args::{FrontArgs, start_up};
use crate::shell::failure::{Done, Failure, InLang};
use crate::shell::front::overview::OverviewDriver;
use crate::shell::settings::{GivenIn, LANG};
use crate::shell::speech;

#[derive(Debug, Args)]
pub struct ArbiterArgs {
    #[arg(value_name = "URL")]
    pub(crate) urls: Vec<String>,
    #[arg(long, value_name = "FILE")]
    pub(crate) boards: Option<PathBuf>,
    #[arg(long, value_name = "TIME")]
    pub(crate) every: Option<String>,
    #[command(flatten)]
    pub(crate) front: FrontArgs,
    /// `--lang`.
    #[command(flatten)]
    pub(crate) lang: GivenIn<LANG>,
}

/// The boards given, on the command line and in the file, as `host:port`;
/// a line of the file that is no address is named by its number.
fn boards(args: &ArbiterArgs) -> Result<Vec<String>, Failure> {
    let mut given: Vec<(String, Option<usize>)> =
        args.urls.iter().map(|u| (u.clone(), None)).collect();
    if let Some(path) = &args.boards {
        let text = crate::shell::bounded::read_text(path, crate::shell::bounded::BOARDS_BYTES)
            .map_err(|e| Failure::io(path, e))?;
        let before = given.len();
        given.extend(
            text.lines()
                .enumerate()
                .map(|(n, l)| (l.split('#').next().unwrap_or_default().trim(), n + 1))
                .filter(|(l, _)| !l.is_empty())
                .map(|(l, n)| (l.to_string(), Some(n))),
        );
        if given.len() == before {
            return Err(Failure::NoBoardsIn(path.clone()));
        }
    }
    if given.is_empty() {
        return Err(Failure::NoBoards);
    }
    let mut boards: Vec<String> = Vec::new();
    for (g, line) in &given {
        let board = board_address(g).ok_or_else(|| match (line, &args.boards) {
            (Some(line), Some(path)) => Failure::BoardAddressIn {
                path: path.clone(),
                line: *line,
                text: g.clone(),
            },
            _ => Failure::BoardAddress(g.clone()),
        })?;
        // The same board given twice (its PGN's and its status's address)
        // is followed once.
        if !boards.contains(&board) {
            boards.push(board);
        }
        // A thread a board: their number has a bound.
        if boards.len() > MOST_BOARDS {
            let count = given.len();
            return Err(Failure::TooManyBoards { count });
        }
    }
    Ok(boards)
}

pub fn run(args: ArbiterArgs) -> Done {
    let given = args.lang.0.clone().with(&args.front.given.0);
    let (settings, all) = start_up(args.front.config.as_deref(), &[], &given)?;
    let lang = settings.lang();
    let every = match &args.every {
        // Whole seconds, as they are said: nothing faster is of use to
        // a person walking the hall.
        Some(text) => crate::shell::settings::engine_time(text)
            .filter(|s| *s >= Span::seconds(1) && s.millis() % 1000 == 0)
            .ok_or_else(|| Failure::PollEvery(text.clone()))
            .in_lang(lang)?,
        None => Span::seconds(2),
    };
    let boards = boards(&args).in_lang(lang)?;
    let mix = all.mix_for(&settings.voice_mix(), settings.game.laws.year());
    let voice = all.voice(&mix).in_lang(lang)?;
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let full_screen = args.front.tui || (interactive && !args.front.line);
    if full_screen && !interactive {
        return Err(Failure::NeedsTerminal).in_lang(lang);
    }
    let (speech, told) = speech::open_speech(
        settings.speech.backend,
        &crate::shell::speech::Options {
            log: args.front.speech_log.clone(),
            ..settings.speech.options(&voice)
        },
        interactive,
    );
    let t = lang.text();
    let mut notes = Vec::new();
    notes.extend(speech.said_at_start(told, t));
    notes.push(t.arbiter_following(boards.len(), every));
    let driver = OverviewDriver {
        overview: Overview::new(boards),
        lang,
        speech,
        voice,
        letters: settings.letters(),
        every: every.duration(),
    };
    crate::shell::front::run(driver, &settings, Answer::private(notes), full_screen)
        .map_err(|_| Failure::OutputClosed)
        .in_lang(lang)
}
