//! `annabella export`: a saved game as PGN or as a localized scoresheet.

use std::path::PathBuf;

use clap::Args;
use shakmaty::Color;

use crate::core::notation::Letters;
use crate::core::pgn;
use crate::core::session::Session;
use crate::core::text::{self, Lang};

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("format").required(true).args(["pgn", "sheet"]))]
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
        text::sentence(t.side(Color::White)),
        setup.white,
        text::sentence(t.side(Color::Black)),
        setup.black,
        session.sheet(letters)
    );
    if let Some((result, _, _)) = session.outcome() {
        out.push_str(result.pgn());
        out.push('\n');
    }
    out
}

pub fn run(args: ExportArgs) -> i32 {
    // Reading only: a damaged file is reported, never repaired, by an export.
    let bytes = match std::fs::read(&args.game) {
        Ok(b) => b,
        Err(e) => return fail(&format!("{}: {e}", args.game.display())),
    };
    let (events, sound) = match super::journal::read_events(&bytes) {
        Ok(found) => found,
        Err(why) => return fail(&format!("{}: {why}", args.game.display())),
    };
    let session = match Session::replay(&events) {
        Ok(s) => s,
        Err(e) => {
            return fail(&format!(
                "{}: event {}: {}",
                args.game.display(),
                e.index + 1,
                e.detail
            ));
        }
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
