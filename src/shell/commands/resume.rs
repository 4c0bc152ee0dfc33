//! Resuming a game file: what the command line may still change, and what
//! it may not.
//!
//! A game's facts (the players, the clock, the laws, the colour, the mirror,
//! the assistants, the start position) were agreed when it started and stay;
//! an option that would change one is named as not applied. How the game is
//! told (the language, the letters, the voice, the cadence of time calls) is
//! the user's choice: given on resume, it is recorded and holds from then on.

use std::path::{Path, PathBuf};

use crate::core::lines;
use crate::core::session::{Context, Event, Record, Session, Setup, Telling};
use crate::core::text::Lang;
use crate::core::vocab::{Vocabularies, VoiceMix};

use crate::shell::commands::args::PlayArgs;
use crate::shell::failure::Failure;
use crate::shell::journal::{self, AppendError, Journal, JournalError};
use crate::shell::settings::Settings;

/// The options given for facts of the game that differ from the game's
/// own, as typed: they are not applied. Options equal to the game's are
/// not named; they change nothing.
pub(crate) fn not_applied(args: &PlayArgs, settings: &Settings, setup: &Setup) -> Vec<String> {
    let mut named = Vec::new();
    let mut differs = |flag: &str, value: Option<&str>, same: bool| {
        if !same {
            named.push(match value {
                Some(v) => format!("--{flag} {}", quoted(v)),
                None => format!("--{flag}"),
            });
        }
    };
    if args.manual_clock {
        differs("manual-clock", None, setup.manual_clock);
    }
    // The game's settings given: as read into the settings, against the
    // game's own. The devices and the board are this run's, and the calls
    // of the time are told anew (`retold`).
    let game = &settings.game;
    for (option, typed) in args.setup.0.iter() {
        let same = match option.option {
            "control" => game.control == setup.control,
            "color" => game.color == setup.blind,
            "laws" => game.laws == setup.laws,
            "kind" => game.kind == Some(setup.ruling().kind),
            "supervision" => game.supervision == setup.regulations.supervision,
            "quickplay" => setup.regulations.quickplay,
            "mirror" => game.mirror == setup.mirror,
            // The broadcast's delay the game was started with holds.
            "broadcast-delay" => match setup.broadcast_delay {
                Some(kept) => settings.broadcast.delay == kept,
                None => continue,
            },
            _ => continue,
        };
        differs(option.option, option.flag.is_none().then_some(typed), same);
    }
    for (flag, given, own) in [
        ("white", &args.white, Some(&setup.white)),
        ("black", &args.black, Some(&setup.black)),
        ("assistant", &args.assistant, setup.assistant.as_ref()),
        (
            "opponent-assistant",
            &args.opponent_assistant,
            setup.opponent_assistant.as_ref(),
        ),
        ("resume-at", &args.resume_at, setup.resume_at.as_ref()),
        ("event", &args.event, setup.event.as_ref()),
        ("site", &args.site, setup.site.as_ref()),
        ("round", &args.round, setup.round.as_ref()),
        ("board", &args.board, setup.board.as_ref()),
    ] {
        if let Some(text) = given {
            let same = own.is_some_and(|own| *own == lines::clean(text));
            differs(flag, Some(text), same);
        }
    }
    // The game keeps the engine it was started against (or none).
    if let Some(engine) = &args.engine {
        let value = Some(engine.as_str()).filter(|e| !e.is_empty());
        let same = setup
            .engine
            .as_ref()
            .is_some_and(|o| value.is_none_or(|v| v == o.program));
        differs("engine", value, same);
    }
    for (flag, value) in [
        ("engine-elo", args.engine_elo.map(|n| n.to_string())),
        ("engine-level", args.engine_level.map(|n| n.to_string())),
        ("engine-time", args.engine_time.clone()),
        ("engine-nodes", args.engine_nodes.map(|n| n.to_string())),
    ] {
        if let Some(value) = value {
            differs(flag, Some(&value), false);
        }
    }
    if args.opponent_hearing_impaired {
        differs(
            "opponent-hearing-impaired",
            None,
            setup.opponent_hearing_impaired,
        );
    }
    if let Some(fen) = &args.fen {
        let same = setup.fen.as_deref() == Some(fen.trim());
        differs("fen", Some(fen), same);
    }
    if let Some(file) = &args.pgn {
        // The game file's own moves are the game; a PGN file starts only a
        // new one.
        differs("pgn", Some(&file.display().to_string()), false);
    }
    if let Some(n) = args.game_number {
        differs("game-number", Some(&n.to_string()), false);
    }
    named
}

fn quoted(value: &str) -> String {
    if value.is_empty() || value.contains(char::is_whitespace) {
        format!("\"{value}\"")
    } else {
        value.to_string()
    }
}

/// How the game is told from now on, where the command line changes it,
/// with the options that change it, as typed.
pub(crate) fn retold(
    args: &PlayArgs,
    settings: &Settings,
    setup: &Setup,
    all: &Vocabularies,
) -> Option<(Telling, Vec<String>)> {
    let old = setup.telling();
    let mut new = old.clone();
    let mut named = Vec::new();
    let v = &args.voice.0;
    // What was given, as the settings read it.
    let lang = settings.ui.lang.filter(|_| v.has("lang"));
    if let Some(lang) = lang.filter(|l| *l != old.lang) {
        new.lang = lang;
        named.push(format!("--lang {}", lang.code()));
    }
    match settings.ui.letters.filter(|_| v.has("letters")) {
        Some(letters) if letters != old.letters => {
            new.letters = letters;
            named.push(format!("--letters {}", letters.code()));
        }
        Some(_) => {}
        // Another language brings its letters, unless the settings fix
        // them; named, as they change what is typed and shown.
        None if new.lang != old.lang => {
            new.letters = settings.letters();
            if new.letters != old.letters {
                named.push(format!("letters {}", new.letters.code()));
            }
        }
        None => {}
    }
    // "" is the voice's own part, as in the settings: on a resumed game,
    // nothing given.
    let part = |option: &str| v.get(option).filter(|v| !v.is_empty()).map(str::to_string);
    let (voice, files, ranks, pieces) =
        (part("voice"), part("files"), part("ranks"), part("pieces"));
    if voice.is_some() || files.is_some() || ranks.is_some() || pieces.is_some() {
        let id = voice.clone().unwrap_or_else(|| old.voice.voice.clone());
        // A voice named brings its own parts for the edition, even the one
        // the game has (`--voice nb` on a game whose Norwegian words took
        // German ranks and pieces gives the Norwegian ones); only a part
        // given alone keeps the others. The parts given win.
        let same_voice = voice.is_none();
        let keep = |own: &Option<String>| if same_voice { own.clone() } else { None };
        let mix = VoiceMix {
            voice: id,
            files: files.clone().or_else(|| keep(&old.voice.files)),
            ranks: ranks.clone().or_else(|| keep(&old.voice.ranks)),
            pieces: pieces.clone().or_else(|| keep(&old.voice.pieces)),
        };
        new.voice = all.mix_for(&mix, setup.laws.year());
        if new.voice != old.voice {
            for (flag, value) in [
                ("voice", &voice),
                ("files", &files),
                ("ranks", &ranks),
                ("pieces", &pieces),
            ] {
                if let Some(value) = value {
                    named.push(format!("--{flag} {value}"));
                }
            }
        }
    }
    for (flag, given, slot, on) in [
        ("long", v.has("long"), &mut new.style.long, true),
        ("no-pawn", v.has("no-pawn"), &mut new.style.pawn_name, false),
        ("no-check", v.has("no-check"), &mut new.style.check, false),
    ] {
        if given && *slot != on {
            *slot = on;
            named.push(format!("--{flag}"));
        }
    }
    if let Some(text) = args.setup.0.get("periodic")
        && settings.game.periodic != old.cadence
    {
        new.cadence = settings.game.periodic.clone();
        named.push(format!("--periodic {}", quoted(text)));
    }
    (new != old).then_some((new, named))
}

/// The language a refusal about a game file is said in: the one asked
/// for on the command line, else the game's own (read without the lock,
/// so that a game another annabella holds is refused in its language),
/// else the settings'.
pub(crate) fn refusal_lang(path: &Path, args: &PlayArgs, settings: &Settings) -> Lang {
    (args.voice.0.get("lang").and_then(|l| l.parse().ok()))
        .or_else(|| game_lang(path))
        .unwrap_or_else(|| settings.lang())
}

fn game_lang(path: &Path) -> Option<Lang> {
    let (mut file, _) = crate::shell::bounded::open_file(path).ok()?;
    let bytes = journal::read_game_file(&mut file).ok()??;
    let records = journal::read_records(&bytes).ok()?.records;
    let mut lang = None;
    for record in records {
        match record.event {
            Event::Started { setup } => lang = Some(setup.lang),
            Event::Told { telling } => lang = Some(telling.lang),
            _ => {}
        }
    }
    lang
}

/// The game saved beside this file when another program changed it under
/// a running game (`PATH.saved`, `-2` …: the newest that is a game),
/// where it holds another record than `records`: a resume says so, and a
/// new game is not started quietly where one was saved beside.
pub(crate) fn saved_beside(path: &Path, records: &[Record]) -> Option<PathBuf> {
    newest_saved(path)
        .filter(|(_, theirs)| theirs != records)
        .map(|(saved, _)| saved)
}

/// The newest game saved beside this file where it holds all of `records`
/// and more: the file was cut under a running game, and going on from it
/// would lose what was acknowledged.
pub(crate) fn saved_ahead(path: &Path, records: &[Record]) -> Option<PathBuf> {
    newest_saved(path)
        .filter(|(_, theirs)| theirs.len() > records.len() && theirs.starts_with(records))
        .map(|(saved, _)| saved)
}

/// `PATH.saved`, `-2` …: the newest that is a game file, and its records.
fn newest_saved(path: &Path) -> Option<(PathBuf, Vec<Record>)> {
    let mut newest: Option<(std::time::SystemTime, PathBuf, Vec<Record>)> = None;
    for n in 1..=100 {
        let mut name = path.as_os_str().to_owned();
        name.push(if n == 1 {
            ".saved".to_string()
        } else {
            format!(".saved-{n}")
        });
        let saved = PathBuf::from(name);
        let Ok(meta) = std::fs::symlink_metadata(&saved) else {
            continue;
        };
        let Some(theirs) = std::fs::File::open(&saved)
            .ok()
            .filter(|_| meta.is_file())
            .and_then(|mut f| journal::read_game_file(&mut f).ok().flatten())
            .and_then(|bytes| journal::read_records(&bytes).ok())
        else {
            continue;
        };
        let when = meta.modified().unwrap_or(std::time::UNIX_EPOCH);
        if newest.as_ref().is_none_or(|(at, _, _)| when >= *at) {
            newest = Some((when, saved, theirs.records));
        }
    }
    newest.map(|(_, saved, records)| (saved, records))
}

/// Records how the game is told from now on, on disk before it is used.
pub(crate) fn tell(
    session: &mut Session,
    journal: &mut Journal,
    telling: Telling,
    all: &Vocabularies,
) -> Result<(), Failure> {
    let mut setup = session.setup().clone();
    setup.tell(telling.clone());
    // A voice that is not there is refused before anything is written.
    Context::new(&setup, all)?;
    let record = Record {
        at: session.last_at(),
        event: Event::Told { telling },
    };
    journal
        .append(std::slice::from_ref(&record))
        .map_err(|e| match e {
            AppendError::Io(e) => JournalError::Io(journal.path().to_path_buf(), e),
            AppendError::Lost { lost, .. } => JournalError::Changed(lost),
        })?;
    session
        .apply(&record)
        .expect("a telling applies to every game");
    Ok(())
}
