//! `annabella play`: start a game in a game file, or resume the one there.

use crate::shell::text::ShellMessages as _;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use shakmaty::Position;

use crate::core::clock::{Span, Stamp};
use crate::core::kind::Regulations;
use crate::core::lines;
use crate::core::pgn::{self, GameText, TakenOver};
use crate::core::replay;
use crate::core::say::Answer;
use crate::core::session::{Context, Session, Setup, SetupProblem};
use crate::core::vocab::Vocabularies;

use crate::shell::commands::args::{PlayArgs, start_up};
use crate::shell::commands::engine;
use crate::shell::failure::{Done, Failure, InLang};
use crate::shell::front::runner::{Runner, TimeSource, wall_clock};
use crate::shell::journal::{Journal, JournalError};
use crate::shell::settings::Settings;
use crate::shell::speech::{self, Choice, open_speech};

fn default_game_path() -> PathBuf {
    let now = jiff::Zoned::now();
    crate::shell::places::games_dir().join(format!("{}.annabella", now.strftime("%Y-%m-%d-%H%M%S")))
}

/// A new game's setup: the settings, with the players and the clock mode
/// from the command line.
fn new_setup(args: &PlayArgs, settings: &Settings, all: &Vocabularies) -> Setup {
    let lang = settings.lang();
    let game = &settings.game;
    // The day it is played, with the real clock or the manual one.
    let date = Some(jiff::Zoned::now().strftime("%Y.%m.%d").to_string());
    Setup {
        blind: game.color,
        // No name given: none kept ("?" on paper, left out when said).
        white: args.white.as_deref().map(lines::clean).unwrap_or_default(),
        black: args.black.as_deref().map(lines::clean).unwrap_or_default(),
        laws: game.laws,
        // Fixed (as the control makes it) once the control is: see `fixed`.
        regulations: Regulations {
            kind: game.kind,
            supervision: game.supervision,
            quickplay: game.quickplay,
        },
        voice: all.mix_for(&settings.voice_mix(), game.laws.year()),
        style: settings.style(),
        lang,
        letters: settings.letters(),
        control: game.control.clone(),
        fen: args.fen.as_deref().map(|f| f.trim().to_string()),
        warnings: game.warnings.clone(),
        cadence: game.periodic.clone(),
        mirror: game.mirror,
        assistant: args.assistant.as_deref().map(lines::clean),
        opponent_assistant: args.opponent_assistant.as_deref().map(lines::clean),
        opponent_hearing_impaired: args.opponent_hearing_impaired,
        resume_at: args.resume_at.as_deref().map(lines::clean),
        manual_clock: args.manual_clock,
        date,
        event: args.event.as_deref().map(lines::clean),
        site: args.site.as_deref().map(lines::clean),
        round: args.round.as_deref().map(lines::clean),
        board: args.board.as_deref().map(lines::clean),
        // Set where the game is broadcast, once the broadcast started.
        broadcast_delay: None,
        before: Vec::new(),
        clocks: None,
        engine: None,
    }
}

pub fn run(args: PlayArgs) -> Done {
    // The whole configuration is read, or the game does not start.
    let (settings, all) = start_up(args.front.config.as_deref(), &args.voices, &args.given())?;
    // Listening before anything is written: an address taken starts no game.
    // A braille table named in the settings is there, or no game starts
    // (where the build has liblouis: elsewhere the built-in code writes).
    if let Some(name) = &settings.braille.table
        && let Err(crate::shell::braille::BrailleError::NoTable(_)) =
            crate::shell::braille::BrailleTable::open(name)
    {
        return Err(Failure::BrailleTable(name.clone())).in_lang(settings.lang());
    }
    let path = args.game.clone().unwrap_or_else(default_game_path);
    let mut broadcast = start_broadcast(&args, &settings, &path).in_lang(settings.lang())?;
    let exists = path.exists() && std::fs::metadata(&path).is_ok_and(|m| m.len() > 0);
    let mut notes = Vec::new();
    // No game at the path, but one saved beside it when another program
    // changed the file: never a new game there without a word.
    if !exists && let Some(saved) = crate::shell::commands::resume::saved_beside(&path, &[]) {
        let lang = settings.lang();
        return Err(Failure::NoGameButSaved { path, saved }).in_lang(lang);
    }
    let mut seat = None;
    let (session, journal, time) = if exists {
        let lang = crate::shell::commands::resume::refusal_lang(&path, &args, &settings);
        let resumed = resume(&path, &args, &settings, &all, &mut notes)
            .map_err(
                |e| match crate::shell::commands::resume::saved_beside(&path, &[]) {
                    Some(saved)
                        if !matches!(
                            e,
                            Failure::Journal(JournalError::Locked(_)) | Failure::SavedAhead { .. }
                        ) =>
                    {
                        Failure::SavedBeside {
                            inner: Box::new(e),
                            saved,
                        }
                    }
                    _ => e,
                },
            )
            .in_lang(lang)?;
        match engine::for_resumed_game(&args, resumed.0.setup()).in_lang(lang)? {
            Some(Ok(started)) => seat = Some(started),
            Some(Err(e)) => {
                let t = resumed.0.setup().lang.text();
                notes.push(format!("{} {}", e.said(t), t.engine_keyboard()));
            }
            None => {}
        }
        resumed
    } else {
        let mut setup = new_setup(&args, &settings, &all);
        setup.broadcast_delay = broadcast.as_ref().map(|b| b.delay());
        let lang = setup.lang;
        let taken = match &args.pgn {
            Some(file) => {
                let record = pgn_game(file, args.game_number).in_lang(lang)?;
                take_over(&mut setup, &args, &record);
                Some((file, record))
            }
            None => None,
        };
        Context::new(&setup, &all).in_lang(lang)?;
        // Said before anything is written: a position that is no chess
        // position (or a Chess960 one), or one where the game is already
        // over (a game taken over: where its moves end), starts no game.
        let start = match &setup.fen {
            Some(fen) => Some(
                crate::core::game::position_from_fen(fen)
                    .map_err(Failure::from)
                    .in_lang(lang)?,
            ),
            None => None,
        };
        let now = match &taken {
            Some((_, record)) => Some(record.end()),
            None => start,
        };
        if let Some(reason) = now.as_ref().and_then(crate::core::game::over_at) {
            return Err(Failure::OverAtStart(reason)).in_lang(lang);
        }
        if let Err(SetupProblem::HearingImpairedNeedsAssistant) = setup.check() {
            return Err(Failure::NeedsAssistant(setup.laws)).in_lang(lang);
        }
        // No engine, no game: nothing is written before it answers.
        seat = engine::for_new_game(&args, &settings.engine, &mut setup).in_lang(lang)?;
        let time = if setup.manual_clock {
            TimeSource::Manual(Stamp(0))
        } else {
            TimeSource::Real
        };
        // The kind is written in the game file as the start made it, so
        // that the game is ruled the same once resumed.
        setup.regulations.kind = Some(setup.ruling().kind);
        let (session, first) = Session::start(setup, time.now())
            .map_err(|error| Failure::NotAGame {
                path: path.clone(),
                error,
            })
            .in_lang(lang)?;
        // An empty file at the path (a start that never got written) is
        // taken over under its lock; nothing there is ever removed.
        let journal = Journal::create(&path, &first).in_lang(lang)?;
        let ctx = Context::new(session.setup(), &all).in_lang(lang)?;
        notes.push(crate::core::session::started(session.setup(), &ctx.voice));
        if let Some(opponent) = &session.setup().engine {
            notes.push(engine::introduced(
                opponent,
                !session.setup().blind,
                session.setup().lang,
            ));
        }
        if let Some((file, record)) = &taken {
            notes.extend(taken_over_notes(
                session.setup(),
                session.position(),
                file,
                record,
            ));
        } else if session.setup().fen.is_some() {
            let position = session.position();
            notes.push(
                session
                    .setup()
                    .lang
                    .text()
                    .started_from(position.fullmoves().get() as usize, position.turn()),
            );
        }
        let ctx = Context::new(session.setup(), &all).in_lang(lang)?;
        notes.extend(session.status(&ctx));
        (session, journal, time)
    };
    let setup = session.setup().clone();
    let t = setup.lang.text();
    let ctx = Context::new(&setup, &all).in_lang(setup.lang)?;
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let full_screen = args.front.tui || (interactive && !args.front.line);
    if full_screen && !interactive {
        return Err(Failure::NeedsTerminal).in_lang(setup.lang);
    }
    let (speech, told) = open_speech(
        settings.speech.backend,
        &crate::shell::speech::Options {
            log: args.front.speech_log.clone(),
            ..settings.speech.options(&ctx.voice)
        },
        interactive,
    );
    notes.extend(speech.said_at_start(told, t));
    if settings.speech.backend == Choice::Auto && interactive && speech::screen_reader_running() {
        notes.push(t.screen_reader_running());
    }
    notes.push(t.game_file(&journal.path().display().to_string()));
    if let Some(b) = &mut broadcast {
        b.keep_delay(setup.broadcast_delay);
        notes.extend(b.opening(t));
    }
    // `export` with no `--game` takes this game, wherever its file is.
    crate::shell::places::remember_last_game(journal.path());
    // A proposal waiting for its answer is on disk, and the resumed game's
    // status says it.
    let eboard = settings.game.eboard.clone().map(PathBuf::from);
    // A study asks the game's engine, or the settings'.
    let (program, options) = match &seat {
        Some(s) => (s.opponent.program.clone(), s.opponent.options.clone()),
        None => (
            settings.engine.program.clone(),
            settings.engine.options.clone(),
        ),
    };
    let mut tutor =
        crate::shell::engine::Tutor::new(&program, &options, settings.engine.analysis_time);
    // A finished game's review is kept beside its file (`mistakes`).
    let mut kept = journal.path().as_os_str().to_os_string();
    kept.push(".review");
    tutor.keep_reviews_at(kept.into());
    let runner = Runner::new(session, ctx, journal, time, speech)
        .with_eboard(eboard)
        .with_seat(seat)
        .with_tutor(tutor)
        .with_broadcast(broadcast)
        .with_braille_table(settings.braille.table.clone())
        .with_go_on(go_on_command(&args));
    crate::shell::front::run(runner, &settings, Answer::private(notes), full_screen)
        .map_err(|_| Failure::OutputClosed)
        .in_lang(setup.lang)
}

/// `annabella play` with the options that say how the game is played
/// here (line mode or the full screen, the braille display, the settings
/// file, who speaks), as given: what `quit` names to go on with it. The
/// game's own facts are in its file and need no option.
fn go_on_command(args: &PlayArgs) -> Vec<String> {
    let front = &args.front;
    let mut words = vec!["annabella".to_string(), "play".to_string()];
    for (given, flag) in [
        (front.line, "--line"),
        (front.tui, "--tui"),
        (front.given.0.has("braille"), "--braille"),
    ] {
        if given {
            words.push(flag.into());
        }
    }
    if let Some(config) = &front.config {
        words.extend(["--config".into(), crate::shell::places::shell_word(config)]);
    }
    if let Some(name) = front.given.0.get("speech") {
        words.extend(["--speech".into(), name.to_string()]);
    }
    words
}

/// The broadcast the command line and the settings ask for, listening,
/// its file checked: refused before anything of the game is written.
fn start_broadcast(
    args: &PlayArgs,
    settings: &Settings,
    game: &Path,
) -> Result<Option<crate::shell::broadcast::Broadcast>, Failure> {
    use crate::shell::broadcast::{Broadcast, FileRefusal, ServePlan, StartError};
    use crate::shell::settings::read_address;
    let own = &settings.broadcast;
    let address = match args.broadcast.as_deref() {
        Some("") => Some(own.address.clone()),
        Some(given) => {
            Some(read_address(given).ok_or_else(|| Failure::BroadcastAddress(given.to_string()))?)
        }
        None => own.serve.then(|| own.address.clone()),
    };
    // An address no one can listen on (no such host) is no address.
    if let Some(a) = &address
        && std::net::ToSocketAddrs::to_socket_addrs(a.as_str()).is_err()
    {
        return Err(Failure::BroadcastAddress(a.clone()));
    }
    let delay = own.delay;
    let plan = ServePlan {
        address: address.clone(),
        delay,
        file: args.broadcast_file.clone(),
        game: game.to_path_buf(),
    };
    if !plan.any() {
        // A delay for nothing served is a mistake, not a setting.
        return match args.setup.0.has("broadcast-delay") {
            true => Err(Failure::DelayAlone),
            false => Ok(None),
        };
    }
    Broadcast::start(&plan).map(Some).map_err(|e| match e {
        StartError::Serve(source) => Failure::BroadcastServe {
            address: address.unwrap_or_default(),
            source,
        },
        StartError::File(FileRefusal::NotAFile(path)) => Failure::BroadcastNotAFile(path),
        StartError::File(FileRefusal::GameFile(path)) => Failure::BroadcastGameFile(path),
        StartError::File(FileRefusal::Io(path, source)) => Failure::BroadcastFile { path, source },
    })
}

/// The game of a PGN file that a new game takes over: the one asked for,
/// or the only one; whole, or refused with where it breaks.
fn pgn_game(path: &Path, number: Option<usize>) -> Result<pgn::PgnRecord, Failure> {
    let (games, text) = crate::shell::pgn_file::list(path)?;
    let chosen = replay::chosen(&games, number).map_err(|error| Failure::Pgn {
        path: path.to_path_buf(),
        error,
    })?;
    let Some(number) = chosen.map(|s| s.number) else {
        return Err(Failure::PgnChoose {
            path: path.to_path_buf(),
            games,
        });
    };
    let listed = &games[number - 1];
    // A game not whole is refused as the list found it, before it is read again.
    if let Some((problem, line)) = listed.problem.clone() {
        return Err(Failure::PgnNotWhole {
            path: path.to_path_buf(),
            number,
            problem,
            line,
        });
    }
    let record = text.read(&listed.at).map_err(|e| Failure::io(path, e))?;
    let Some(record) = pgn::read_listed(listed, &record) else {
        let e = std::io::Error::other("the file changed while it was read");
        return Err(Failure::io(path, e));
    };
    if let Some((problem, line)) = record.problem.clone() {
        return Err(Failure::PgnNotWhole {
            path: path.to_path_buf(),
            number,
            problem,
            line,
        });
    }
    Ok(record)
}

/// A PGN game's part of the setup, under the options given on the command line.
fn take_over(setup: &mut Setup, args: &PlayArgs, record: &pgn::PgnRecord) {
    let taken = TakenOver::of(record);
    setup.fen = taken.fen;
    setup.before = taken.before;
    if args.white.is_none() {
        setup.white = taken.white.as_deref().map(lines::clean).unwrap_or_default();
    }
    if args.black.is_none() {
        setup.black = taken.black.as_deref().map(lines::clean).unwrap_or_default();
    }
    // The tournament's own tags, where given, win over the file's.
    setup.event = setup.event.take().or(taken.event);
    setup.site = setup.site.take().or(taken.site);
    setup.round = setup.round.take().or(taken.round);
    if taken.date.is_some() {
        setup.date = taken.date;
    }
    if let Some(control) = taken.control.filter(|_| !args.setup.0.has("control")) {
        setup.control = control;
    }
    let clocks = taken.clocks;
    setup.clocks = (clocks.white.is_some() || clocks.black.is_some()).then_some(clocks);
}

/// What a game taken over from PGN took: the game, its tags and its clocks.
fn taken_over_notes(
    setup: &Setup,
    position: &shakmaty::Chess,
    file: &Path,
    record: &pgn::PgnRecord,
) -> Vec<String> {
    let t = setup.lang.text();
    let mut notes = vec![t.taken_over(
        record.number,
        &file.display().to_string(),
        record.moves(),
        position.fullmoves().get(),
        position.turn(),
    )];
    let (event, site, round) = (&setup.event, &setup.site, &setup.round);
    if event.is_some() || site.is_some() || round.is_some() || record.tag("Date").is_some() {
        // The last tag given ends without the space that parts two.
        let tags = t.taken_over_tags(
            event.as_deref(),
            site.as_deref(),
            round.as_deref(),
            record.tag("Date"),
        );
        notes.push(tags.trim_end().to_string());
    }
    if let Some(clocks) = setup.clocks {
        notes.push(t.taken_over_clocks(clocks.white, clocks.black));
    }
    // A game over on the board is refused before this; one the file gives
    // as decided (a resignation, a loss on time) is said to be so.
    if let Some(decided) = record.decided() {
        notes.push(t.taken_over_result(record.result(), decided));
    }
    notes
}

fn resume(
    path: &Path,
    args: &PlayArgs,
    settings: &Settings,
    all: &Vocabularies,
    notes: &mut Vec<String>,
) -> Result<(Session, Journal, TimeSource), Failure> {
    let mut opened = Journal::open(path)?;
    // Cut under a running game, whose whole game was saved beside it:
    // going on here would lose what was acknowledged.
    if let Some(saved) = crate::shell::commands::resume::saved_ahead(path, &opened.records) {
        return Err(Failure::SavedAhead {
            path: path.to_path_buf(),
            saved,
        });
    }
    let mut session = Session::replay(&opened.records).map_err(|error| Failure::NotAGame {
        path: path.to_path_buf(),
        error,
    })?;
    if let Some((telling, named)) =
        crate::shell::commands::resume::retold(args, settings, session.setup(), all)
    {
        crate::shell::commands::resume::tell(&mut session, &mut opened.journal, telling, all)?;
        notes.push(session.setup().lang.text().told_now(&named.join(", ")));
    }
    let t = session.setup().lang.text();
    if let Some(copy) = &opened.repaired {
        notes.push(t.journal_repaired(&copy.display().to_string()));
    }
    if let Some(saved) = crate::shell::commands::resume::saved_beside(path, &opened.records) {
        let (path, saved) = (path.display().to_string(), saved.display().to_string());
        notes.push(t.saved_beside(&path, &saved));
    }
    let ignored = crate::shell::commands::resume::not_applied(args, settings, session.setup());
    if !ignored.is_empty() {
        notes.push(t.setup_ignored(&ignored.join(", ")));
    }
    // Where the time and place of resumption go once the game is on.
    if session.sealed().is_some() && ignored.iter().any(|o| o.starts_with("--resume-at ")) {
        notes.push(t.resume_at_on_resume());
    }
    // The assistant can change during the game: by its command.
    if let Some(name) = args
        .assistant
        .as_deref()
        .filter(|_| ignored.iter().any(|o| o.starts_with("--assistant ")))
    {
        notes.push(t.assistant_on_resume(&crate::core::lines::clean(name)));
    }
    let number = session.position().fullmoves().get() as usize;
    let ctx = Context::new(session.setup(), all)?;
    // The first line says where the game stands (the announced move not yet
    // completed, in its words); the rest, what else is pending.
    let mut status = session.status(&ctx).into_iter();
    notes.push(t.resumed(number, &status.next().unwrap_or_default()));
    notes.extend(status);
    let time = if session.setup().manual_clock {
        TimeSource::Manual(session.last_at())
    } else {
        let now = wall_clock();
        if let Some(color) = session
            .clock()
            .running()
            .filter(|_| session.outcome().is_none())
        {
            let closed = now - session.last_at();
            if closed >= Span::seconds(1) {
                notes.push(t.time_while_closed(color, closed));
            }
        }
        TimeSource::Real
    };
    Ok((session, opened.journal, time))
}
