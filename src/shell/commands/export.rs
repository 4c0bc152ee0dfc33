//! `annabella export`: a saved game as PGN or as a localized scoresheet.

use crate::shell::text::ShellMessages as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use shakmaty::{Color, Position};

use crate::core::announce;
use crate::core::lines;
use crate::core::notation::Letters;
use crate::core::session::Context;
use crate::core::sound::Pcm;

use crate::core::pgn;
use crate::core::session::Session;
use crate::core::text::{self, Lang};
use crate::shell::failure::{Done, Failure, InLang};
use crate::shell::speech::{ClipLibrary, SpeechError};
use crate::shell::voices;

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("format").required(true).args(["pgn", "sheet", "wav"]))]
pub struct ExportArgs {
    #[arg(long, value_name = "PATH")]
    game: Option<PathBuf>,
    #[arg(long)]
    pgn: bool,
    #[arg(long)]
    sheet: bool,
    #[arg(long, conflicts_with_all = ["pgn", "wav"])]
    braille: bool,
    #[arg(long, value_name = "FILE")]
    wav: Option<PathBuf>,
    #[arg(long, value_name = "SET")]
    lang: Option<Letters>,
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

/// The language of a sheet in `letters`: the one whose letters they are.
fn sheet_lang(session: &Session, letters: Letters) -> Lang {
    Lang::ALL
        .into_iter()
        .find(|l| l.code() == letters.code())
        .unwrap_or(session.setup().lang)
}

/// The scoresheet as text: the players, the moves, the result.
pub fn sheet_text(session: &Session, letters: Letters) -> String {
    let setup = session.setup();
    let lang = sheet_lang(session, letters);
    let t = lang.text();
    // A move pair a line, as a paper scoresheet and the in-game `sheet`
    // have them: lines a braille display and a screen reader hold.
    let pairs = crate::core::notation::scoresheet_pairs(session.game().sheet(), letters, |i| {
        session.offers().contains(&i)
    });
    let mut out = format!(
        "{}: {}\n{}: {}\n",
        text::sentence(&t.side(Color::White)),
        lines::clean(setup.name(Color::White)),
        text::sentence(&t.side(Color::Black)),
        lines::clean(setup.name(Color::Black)),
    );
    for (_, pair) in pairs {
        out.push_str(&pair);
        out.push('\n');
    }
    if let Some((result, _, _)) = session.outcome() {
        out.push_str(result.pgn());
        out.push('\n');
    }
    // What the arbiter decided and what was reported, on its move, as the
    // PGN has it.
    let notes =
        crate::core::pgn::arbiter_notes(session, crate::core::pgn::Notes::Sheet(lang, letters));
    if !notes.is_empty() {
        out.push('\n');
        out.push_str(&t.sheet_notes());
        out.push('\n');
        for (plies, note) in notes {
            let place = match plies
                .checked_sub(1)
                .and_then(|i| session.game().plies().get(i))
            {
                Some(ply) => t.after_move(ply.before.fullmoves().get() as usize, ply.before.turn()),
                None => t.game_start(),
            };
            // Each note in lines a braille display holds.
            let note = format!("{}: {}", text::sentence(&place), lines::clean(&note));
            for line in lines::printable(&note) {
                out.push_str(&line);
                out.push('\n');
            }
        }
    }
    out
}

/// Silence between a move number and its move, and after each announcement.
pub const AFTER_NUMBER_MS: u32 = 150;
pub const AFTER_MOVE_MS: u32 = 600;

/// The game read aloud by the built-in voice: for each half-move, White's
/// move number, then the announcement; the words joined by the voice's gap.
pub fn audio_sheet(session: &Session, library: &ClipLibrary, gap_ms: u32) -> Result<Pcm, Failure> {
    let all = voices::load(&[])?;
    let ctx = Context::new(session.setup(), &all)?;
    let rate = library.rate().ok_or(SpeechError::NoVoice)?;
    let mut samples: Vec<f32> = Vec::new();
    for (i, ply) in session.game().plies().iter().enumerate() {
        if ply.before.turn().is_white() || i == 0 {
            let number = library.render(&ply.before.fullmoves().to_string(), rate, gap_ms)?;
            samples.extend(number.samples);
            samples.extend(Pcm::silence(rate, AFTER_NUMBER_MS).samples);
        }
        let said = announce::announce(&ply.before, ply.played, session.setup().style, &ctx.voice);
        let pcm = library.render(&said, rate, gap_ms)?;
        samples.extend(pcm.samples);
        samples.extend(Pcm::silence(rate, AFTER_MOVE_MS).samples);
    }
    Ok(Pcm { rate, samples })
}

fn write_wav(session: &Session, path: &std::path::Path) -> Result<(), Failure> {
    let settings = crate::shell::settings::Settings::defaults();
    let all = voices::load(&[])?;
    let voice = all.voice(&session.setup().voice)?;
    let ids: Vec<String> = voice
        .vocabularies()
        .iter()
        .map(|v| v.id().to_string())
        .collect();
    let library = ClipLibrary::load_all(&ids)?;
    let pcm = audio_sheet(session, &library, settings.speech.gap_ms)?;
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: pcm.rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let io = |e: hound::Error| match e {
        hound::Error::IoError(e) => Failure::io(path, e),
        other => Failure::io(path, std::io::Error::other(other)),
    };
    let mut writer = hound::WavWriter::create(path, spec).map_err(io)?;
    for s in &pcm.samples {
        writer
            .write_sample((s.clamp(-1.0, 1.0) * i16::MAX as f32) as i16)
            .map_err(io)?;
    }
    writer.finalize().map_err(io)
}

/// A saved game, read only (a damaged file is reported, never repaired):
/// the session, and whether the file ends in a damaged record.
pub(crate) fn read_game(game: &std::path::Path) -> Result<(Session, bool), Failure> {
    // A pipe's opening waits for a writer, a device may never end.
    if std::fs::metadata(game).is_ok_and(|m| !m.is_file()) {
        return Err(Failure::NotAFile(game.to_path_buf()));
    }
    let bytes = crate::shell::bounded::open_file(game)
        .and_then(|(mut f, _)| crate::shell::journal::read_game_file(&mut f))
        .map_err(|e| {
            // Windows' locks are mandatory: a game open in another annabella
            // cannot be read (ERROR_LOCK_VIOLATION), and is said to be open.
            if cfg!(windows) && e.raw_os_error() == Some(33) {
                Failure::Journal(crate::shell::journal::JournalError::Locked(
                    game.to_path_buf(),
                ))
            } else {
                Failure::io(game, e)
            }
        })?
        .ok_or_else(|| Failure::Unreadable {
            path: game.to_path_buf(),
            why: crate::shell::journal::Damage::NotAGameFile,
        })?;
    let contents =
        crate::shell::journal::read_records(&bytes).map_err(|why| Failure::Unreadable {
            path: game.to_path_buf(),
            why,
        })?;
    let session = Session::replay(&contents.records).map_err(|error| Failure::NotAGame {
        path: game.to_path_buf(),
        error,
    })?;
    Ok((session, contents.sound < bytes.len()))
}

/// The scoresheet as BRF, in the table the settings name or that of the
/// language the sheet is written in (`lang`).
fn braille_sheet(text: &str, lang: Lang) -> Result<String, Failure> {
    let settings = crate::shell::settings::Settings::load(None)?;
    let writer = crate::shell::braille::Writer::new(settings.braille.table.as_deref(), lang);
    writer.brf(text).map_err(|error| Failure::Braille {
        table: writer.name().to_string(),
        error,
    })
}

/// `lang`: the user's language, as the command line found it.
pub fn run(args: ExportArgs, lang: Lang) -> Done {
    let game = match &args.game {
        Some(game) => game.clone(),
        // The game played last, wherever its file is; else the newest in
        // the games folder (`play` without `--game` writes there). Said on
        // stderr, so that the export itself stays as it is.
        None => {
            let folder = crate::shell::places::games_dir();
            let game = crate::shell::places::last_game()
                .or_else(|| crate::shell::places::newest_game(&folder))
                .ok_or(Failure::NoGame(folder))
                .in_lang(lang)?;
            crate::shell::failure::complain(
                &lang.text().export_newest(&game.display().to_string()),
            );
            game
        }
    };
    let (session, damaged) = read_game(&game).in_lang(lang)?;
    if damaged {
        crate::shell::failure::complain(&lang.text().damaged_tail(&game.display().to_string()));
    }
    if let Some(wav) = &args.wav {
        write_wav(&session, wav).in_lang(lang)?;
        return Ok(ExitCode::SUCCESS);
    }
    let letters = args.lang.unwrap_or(session.setup().letters);
    let mut text = if args.pgn {
        pgn::pgn(&session)
    } else {
        sheet_text(&session, letters)
    };
    if args.braille {
        // PGN is English; the sheet is in the language of its letters.
        let written = if args.pgn {
            Lang::En
        } else {
            sheet_lang(&session, letters)
        };
        text = braille_sheet(&text, written).in_lang(lang)?;
    }
    match &args.out {
        Some(path) => std::fs::write(path, text)
            .map_err(|e| Failure::io(path, e))
            .in_lang(lang)?,
        None => print!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}
