//! `annabella export`: a saved game as PGN or as a localized scoresheet.

use std::path::PathBuf;

use clap::Args;
use shakmaty::{Color, Position};

use crate::core::announce;
use crate::core::notation::Letters;
use crate::core::session::Context;
use crate::core::sound::Pcm;

use super::speech::ClipLibrary;
use super::text::ShellText;
use super::voices;
use crate::core::pgn;
use crate::core::session::Session;
use crate::core::text::{self, Lang};

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("format").required(true).args(["pgn", "sheet", "wav"]))]
pub struct ExportArgs {
    /// The game file, e.g. --game round3.annabella
    #[arg(long, value_name = "PATH")]
    game: PathBuf,
    /// Standard PGN: English SAN, Seven Tag Roster, TimeControl, [%clk] after each move
    #[arg(long)]
    pgn: bool,
    /// The scoresheet in a language's letters, draw offers marked (=)
    #[arg(long)]
    sheet: bool,
    /// The audio scoresheet: move numbers and announcements in the built-in voice,
    /// as one WAV file (no sound card needed), e.g. --wav round3.wav
    #[arg(long, value_name = "FILE")]
    wav: Option<PathBuf>,
    /// Letters of the scoresheet: en, da, de, nb, nl [default: the game's], e.g. --lang da
    #[arg(long, value_name = "SET")]
    lang: Option<Letters>,
    /// Write to this file instead of standard output, e.g. --out round3.pgn
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

fn fail(message: &str) -> i32 {
    eprintln!("annabella: {message}");
    1
}

/// The scoresheet as text: the players, the moves, the result.
pub fn sheet_text(session: &Session, letters: Letters) -> String {
    let setup = session.setup();
    let lang = Lang::ALL
        .into_iter()
        .find(|l| l.code() == letters.code())
        .unwrap_or(setup.lang);
    let t = lang.text();
    let mut out = format!(
        "{}: {}\n{}: {}\n{}\n",
        text::sentence(&t.side(Color::White)),
        setup.white,
        text::sentence(&t.side(Color::Black)),
        setup.black,
        session.sheet(letters)
    );
    if let Some((result, _, _)) = session.outcome() {
        out.push_str(result.pgn());
        out.push('\n');
    }
    out
}

/// Silence between a move number and its move, and after each announcement.
pub const AFTER_NUMBER_MS: u32 = 150;
pub const AFTER_MOVE_MS: u32 = 600;

/// The game read aloud by the built-in voice: for each half-move, White's
/// move number, then the announcement; the words joined by the voice's gap.
pub fn audio_sheet(session: &Session, library: &ClipLibrary, gap_ms: u32) -> Result<Pcm, String> {
    let all = voices::load(&[]).map_err(|e| e.to_string())?;
    let ctx = Context::new(session.setup(), &all).map_err(|e| e.to_string())?;
    let rate = library.rate().ok_or("the built-in voice has no clips")?;
    let mut samples: Vec<f32> = Vec::new();
    for (i, ply) in session.game().plies().iter().enumerate() {
        if ply.before.turn().is_white() || i == 0 {
            let number = library
                .render(&ply.before.fullmoves().to_string(), rate, gap_ms)
                .map_err(|w| format!("no clip for the move number {w}"))?;
            samples.extend(number.samples);
            samples.extend(Pcm::silence(rate, AFTER_NUMBER_MS).samples);
        }
        let said = announce::announce(&ply.before, ply.played, session.setup().style, &ctx.voice);
        let pcm = library
            .render(&said, rate, gap_ms)
            .map_err(|w| format!("no clip for \"{w}\""))?;
        samples.extend(pcm.samples);
        samples.extend(Pcm::silence(rate, AFTER_MOVE_MS).samples);
    }
    Ok(Pcm { rate, samples })
}

fn write_wav(session: &Session, path: &std::path::Path) -> Result<(), String> {
    let settings = super::settings::Settings::defaults();
    let all = voices::load(&[]).map_err(|e| e.to_string())?;
    let voice = all
        .voice(&session.setup().voice)
        .map_err(|e| e.to_string())?;
    let ids: Vec<String> = voice
        .vocabularies()
        .iter()
        .map(|v| v.id().to_string())
        .collect();
    let library = ClipLibrary::load_all(&ids).map_err(|e| e.to_string())?;
    let pcm = audio_sheet(session, &library, settings.speech.gap_ms)?;
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: pcm.rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let io = |e: hound::Error| format!("{}: {e}", path.display());
    let mut writer = hound::WavWriter::create(path, spec).map_err(io)?;
    for s in &pcm.samples {
        writer
            .write_sample((s.clamp(-1.0, 1.0) * i16::MAX as f32) as i16)
            .map_err(io)?;
    }
    writer.finalize().map_err(io)
}

pub fn run(args: ExportArgs) -> i32 {
    // Reading only: a damaged file is reported, never repaired, by an export.
    let bytes = match std::fs::read(&args.game) {
        Ok(b) => b,
        Err(e) => return fail(&format!("{}: {e}", args.game.display())),
    };
    let (records, sound) = match super::journal::read_records(&bytes) {
        Ok(found) => found,
        Err(why) => return fail(&format!("{}: {why}", args.game.display())),
    };
    let session = match Session::replay(&records) {
        Ok(s) => s,
        Err(e) => return fail(&format!("{}: {e}", args.game.display())),
    };
    if sound < bytes.len() {
        eprintln!(
            "annabella: {}",
            session
                .setup()
                .lang
                .text()
                .damaged_tail(&args.game.display().to_string())
        );
    }
    if let Some(wav) = &args.wav {
        return match write_wav(&session, wav) {
            Ok(()) => 0,
            Err(e) => fail(&e),
        };
    }
    let text = if args.pgn {
        pgn::pgn(&session)
    } else {
        sheet_text(&session, args.lang.unwrap_or(session.setup().letters))
    };
    match &args.out {
        Some(path) => match std::fs::write(path, text) {
            Ok(()) => 0,
            Err(e) => fail(&format!("{}: {e}", path.display())),
        },
        None => {
            print!("{text}");
            0
        }
    }
}
