//! `play --engine`: the engine a practice game is played against, from the
//! command line, started before anything of the game is written (no engine,
//! no game), and started again when its game is resumed.

use crate::shell::text::ShellMessages as _;
use shakmaty::Color;

use crate::core::engine::{Opponent, Strength, Think};
use crate::core::session::Setup;
use crate::core::text::Lang;
use crate::shell::commands::args::PlayArgs;
use crate::shell::engine::{EngineError, Seat};
use crate::shell::failure::Failure;
use crate::shell::settings::EngineSettings;

/// The engine the command line asks for, with its strength and its time:
/// what the command line gives, else the settings' `[engine]`.
fn asked(args: &PlayArgs, settings: &EngineSettings) -> Result<Option<Opponent>, Failure> {
    let Some(program) = &args.engine else {
        return Ok(None);
    };
    let program = match program.trim() {
        "" => settings.program.clone(),
        given => given.to_string(),
    };
    let strength = match (args.engine_elo, args.engine_level) {
        (Some(elo), _) => Strength::Elo(elo),
        (None, Some(level)) => Strength::Level(level),
        (None, None) => settings.strength,
    };
    let think = match (&args.engine_time, args.engine_nodes) {
        (Some(text), _) => match crate::shell::settings::engine_time(text) {
            Some(span) => Think::MoveTime(span),
            None => return Err(Failure::EngineTime(text.clone())),
        },
        (None, Some(nodes)) => Think::Nodes(nodes),
        (None, None) => settings.think,
    };
    Ok(Some(Opponent {
        name: program.clone(),
        program,
        strength,
        think,
        options: settings.options.clone(),
    }))
}

/// A new game's engine, started, in the seat the blind player does not
/// take; its name goes on the scoresheet where none was given.
pub(crate) fn for_new_game(
    args: &PlayArgs,
    settings: &EngineSettings,
    setup: &mut Setup,
) -> Result<Option<Seat>, Failure> {
    let Some(opponent) = asked(args, settings)? else {
        return Ok(None);
    };
    let side = !setup.blind;
    let mut seat = Seat::start(opponent.clone(), side).map_err(Failure::from)?;
    check_strength(&mut seat)?;
    let name = seat.engine_name();
    seat.opponent.name = name.clone();
    let named = match side {
        Color::White => &mut setup.white,
        Color::Black => &mut setup.black,
    };
    if named.is_empty() {
        *named = name;
    }
    setup.engine = Some(seat.opponent.clone());
    Ok(Some(seat))
}

/// A strength the engine cannot play at is refused with what it can.
fn check_strength(seat: &mut Seat) -> Result<(), Failure> {
    let (option, value) = match seat.opponent.strength {
        Strength::Full => return Ok(()),
        Strength::Elo(elo) => ("UCI_Elo", i64::from(elo)),
        Strength::Level(level) => ("Skill Level", i64::from(level)),
    };
    let name = seat.engine_name();
    match seat.spin(option) {
        Some((min, max)) if (min..=max).contains(&value) => Ok(()),
        Some((min, max)) => Err(Failure::EngineStrength {
            name,
            option: option.to_string(),
            value,
            range: Some((min, max)),
        }),
        None => Err(Failure::EngineStrength {
            name,
            option: option.to_string(),
            value,
            range: None,
        }),
    }
}

/// The engine of a resumed game, started again; `Err` says why it could
/// not be (the game then goes on at the keyboard). A game against a person
/// never gets one.
pub(crate) fn for_resumed_game(
    args: &PlayArgs,
    setup: &Setup,
) -> Result<Option<Result<Seat, EngineError>>, Failure> {
    match &setup.engine {
        None if args.engine.is_some() => Err(Failure::EngineInPersonsGame),
        None => Ok(None),
        Some(opponent) => Ok(Some(Seat::start(opponent.clone(), !setup.blind))),
    }
}

/// "Stockfish 15.1 plays Black, at Elo 1500, on its own clock."
pub(crate) fn introduced(opponent: &Opponent, side: Color, lang: Lang) -> String {
    let t = lang.text();
    let (strength, rating) = match opponent.strength {
        Strength::Full => ("full", 0),
        Strength::Elo(elo) => ("elo", elo),
        Strength::Level(level) => ("level", level),
    };
    let (think, time, nodes) = match opponent.think {
        Think::Clock => ("clock", String::new(), 0),
        Think::MoveTime(span) => ("time", t.duration(span), 0),
        Think::Nodes(n) => (
            "nodes",
            String::new(),
            usize::try_from(n).unwrap_or(usize::MAX),
        ),
    };
    t.engine_opponent(&opponent.name, side, strength, rating, think, &time, nodes)
}
