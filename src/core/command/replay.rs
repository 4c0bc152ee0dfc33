//! The commands of `replay`, as data: one table names each command, its
//! words in the four languages, an example and its help line, and reads its
//! arguments. Line mode and the full screen parse a typed line here and hand
//! the [`ReplayCommand`] to the one replay runner.

use shakmaty::Color;

use super::super::engine::study::StudyQuestion;
use super::{self as play, color_word, pieces_words, positive};

/// A line typed while listening through a game, understood.
#[derive(Debug, Clone, PartialEq)]
pub enum ReplayCommand {
    /// `next`, `next 5`, or an empty line: the next moves, each said.
    Next(usize),
    /// `back`, `back 3`: take moves back.
    Back(usize),
    /// The start of the line listened to.
    First,
    /// The end of the line listened to.
    Last,
    /// `go 12`: after White's 12th move; `go 12 black`, `go 12...`: after Black's.
    Go(u32, Color),
    /// Whose move it is, and where in the game (and in which variation).
    Who,
    Board(Option<Color>),
    Square(String),
    Pieces(Option<Color>, String),
    /// The moves played to here, a move pair a line.
    Moves,
    Comment,
    /// The other moves the file gives for the move just heard.
    Variations,
    /// `variation 2`: into the second of them.
    Enter(usize),
    /// Back out of a variation to where it was entered.
    Leave,
    Result,
    Tags,
    /// The games of the file, a game a line, a page at a time: `games`,
    /// `games 2` (the second page), `games Morphy` (the games whose players,
    /// event or date hold the words), `games Morphy 2`. The words as typed:
    /// whether a last number is a page or a word to find (`games 1858`)
    /// depends on the file.
    Games(Vec<String>),
    /// `game 3`: listen to another game of the file.
    Game(usize),
    /// `help`, or `help WORD`: a command or a guide of the manual.
    Help(Option<String>),
    Quit,
    /// A question to the engine (`eval`, `best`, `line`, `review`), which
    /// the shell asks it.
    Study(StudyQuestion),
    /// A speech command of `play` (`repeat`, `quiet`, `rate 120`, `volume 80`,
    /// `earcons off`), which the shell carries out.
    Speech(play::Command),
    /// A command word with missing or wrong arguments: (command, example).
    Usage(&'static str, &'static str),
    /// A word that is no command.
    Unknown(String),
}

/// One command of the table.
pub struct ReplaySpec {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub example: &'static str,
    /// Its line in `help` (a Fluent message).
    pub help: &'static str,
    read: fn(&[&str]) -> Option<ReplayCommand>,
}

/// Nothing, or a count from 1 on.
fn count(words: &[&str], make: fn(usize) -> ReplayCommand) -> Option<ReplayCommand> {
    match words {
        [] => Some(make(1)),
        [n] => positive(n).map(make),
        _ => None,
    }
}

fn none(words: &[&str], command: ReplayCommand) -> Option<ReplayCommand> {
    words.is_empty().then_some(command)
}

/// `go 12`, `go 12 black`, `go 12...`, `go 0` (the start).
fn go(words: &[&str]) -> Option<ReplayCommand> {
    let (number, side) = match words {
        [n] => match n.strip_suffix("...") {
            Some(n) => (n, Color::Black),
            None => (n.trim_end_matches('.'), Color::White),
        },
        [n, c] => (n.trim_end_matches('.'), color_word(c)?),
        _ => return None,
    };
    Some(ReplayCommand::Go(number.parse().ok()?, side))
}

macro_rules! spec {
    ($name:literal, [$($alias:literal),*], $example:literal, $help:literal, $read:expr) => {
        ReplaySpec { name: $name, aliases: &[$($alias),*], example: $example, help: $help, read: $read }
    };
}

/// Every command of `replay`.
pub static COMMANDS: &[ReplaySpec] = &[
    spec!(
        "next",
        ["n", "weiter", "næste", "neste", "volgende"],
        "next 5",
        "help-replay-next",
        |w| { count(w, ReplayCommand::Next) }
    ),
    spec!(
        "back",
        [
            "b", "previous", "zurück", "zurueck", "tilbage", "tilbake", "forrige"
        ],
        "back 3",
        "help-replay-back",
        |w| count(w, ReplayCommand::Back)
    ),
    spec!("first", ["start", "anfang"], "", "help-replay-first", |w| {
        none(w, ReplayCommand::First)
    }),
    spec!(
        "last",
        ["end", "ende", "slut", "slutt", "einde"],
        "",
        "help-replay-last",
        |w| { none(w, ReplayCommand::Last) }
    ),
    spec!(
        "go",
        ["gehe", "gå", "ga"],
        "go 12 black",
        "help-replay-go",
        go
    ),
    spec!("who", ["wer", "hvem", "wie"], "", "help-replay-who", |w| {
        none(w, ReplayCommand::Who)
    }),
    spec!(
        "board",
        ["brett", "bræt", "bord"],
        "board white",
        "help-replay-board",
        |w| match w {
            [] => Some(ReplayCommand::Board(None)),
            [c] => color_word(c).map(|c| ReplayCommand::Board(Some(c))),
            _ => None,
        }
    ),
    spec!(
        "square",
        ["feld", "felt", "veld"],
        "square f7",
        "help-replay-square",
        |w| { (!w.is_empty()).then(|| ReplayCommand::Square(w.join(" "))) }
    ),
    spec!(
        "pieces",
        ["figuren", "brikker", "stukken"],
        "pieces white rooks",
        "help-replay-pieces",
        |w| pieces_words(w).map(|(side, kind)| ReplayCommand::Pieces(side, kind))
    ),
    spec!(
        "moves",
        ["sheet", "züge", "træk", "trekk", "zetten"],
        "",
        "help-replay-moves",
        |w| { none(w, ReplayCommand::Moves) }
    ),
    spec!(
        "comment",
        ["c", "kommentar", "commentaar"],
        "",
        "help-replay-comment",
        |w| { none(w, ReplayCommand::Comment) }
    ),
    spec!(
        "variations",
        ["v", "varianten", "varianter"],
        "",
        "help-replay-variations",
        |w| none(w, ReplayCommand::Variations)
    ),
    spec!(
        "variation",
        ["variante", "variant"],
        "variation 2",
        "help-replay-variation",
        |w| {
            match w {
                [n] => positive(n).map(ReplayCommand::Enter),
                _ => None,
            }
        }
    ),
    spec!(
        "leave",
        ["verlassen", "forlad", "forlat", "verlaten"],
        "",
        "help-replay-leave",
        |w| { none(w, ReplayCommand::Leave) }
    ),
    spec!(
        "result",
        ["ergebnis", "resultat", "resultaat"],
        "",
        "help-replay-result",
        |w| { none(w, ReplayCommand::Result) }
    ),
    spec!("tags", [], "", "help-replay-tags", |w| none(
        w,
        ReplayCommand::Tags
    )),
    spec!(
        "games",
        ["partien", "partier", "partijen"],
        "games Morphy",
        "help-replay-games",
        |w| Some(ReplayCommand::Games(
            w.iter().map(|w| w.to_string()).collect()
        ))
    ),
    spec!(
        "game",
        ["partie", "parti", "partij"],
        "game 2",
        "help-replay-game",
        |w| match w {
            [n] => positive(n).map(ReplayCommand::Game),
            _ => None,
        }
    ),
    spec!(
        "eval",
        ["bewertung", "vurdering", "evaluatie"],
        "",
        "help-eval",
        |w| { none(w, ReplayCommand::Study(StudyQuestion::Eval)) }
    ),
    spec!(
        "best",
        ["bester", "bedste", "beste"],
        "",
        "help-best",
        |w| { none(w, ReplayCommand::Study(StudyQuestion::Best)) }
    ),
    spec!("line", ["abspiel"], "", "help-line", |w| {
        none(w, ReplayCommand::Study(StudyQuestion::Line))
    }),
    spec!("review", [], "", "help-review", |w| {
        none(w, ReplayCommand::Study(StudyQuestion::Review))
    }),
    spec!(
        "mistakes",
        ["fehler", "fejl", "feil", "fouten"],
        "mistakes white",
        "help-mistakes",
        |w| match w {
            [] => Some(ReplayCommand::Study(StudyQuestion::Mistakes(None))),
            [c] => color_word(c).map(|c| ReplayCommand::Study(StudyQuestion::Mistakes(Some(c)))),
            _ => None,
        }
    ),
    spec!(
        "threat",
        ["drohung", "trussel", "dreiging"],
        "",
        "help-threat",
        |w| { none(w, ReplayCommand::Study(StudyQuestion::Threat)) }
    ),
    spec!(
        "retry",
        ["nochmal", "igen", "igjen", "opnieuw"],
        "retry 2",
        "help-retry",
        |w| match w {
            [] => Some(ReplayCommand::Study(StudyQuestion::Retry(None))),
            // Any number: one that names no turning point is said so.
            [n] => n
                .parse()
                .ok()
                .map(|n| ReplayCommand::Study(StudyQuestion::Retry(Some(n)))),
            _ => None,
        }
    ),
    spec!(
        "help",
        ["?", "hilfe", "hjælp", "hjelp", "hulp"],
        "help next",
        "help-replay-help",
        |w| { Some(ReplayCommand::Help((!w.is_empty()).then(|| w.join(" ")))) }
    ),
    spec!(
        "quit",
        ["exit", "q", "beenden", "afslut", "avslut", "afsluiten"],
        "",
        "help-replay-quit",
        |_| { Some(ReplayCommand::Quit) }
    ),
];

/// Reads a typed line. An empty line is `next`: Enter walks through a game.
pub fn parse(line: &str) -> ReplayCommand {
    let line = line.trim();
    if line.is_empty() {
        return ReplayCommand::Next(1);
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let word = words[0].to_lowercase();
    if let Some(spec) = COMMANDS
        .iter()
        .find(|s| s.name == word || s.aliases.contains(&word.as_str()))
    {
        return (spec.read)(&words[1..]).unwrap_or(ReplayCommand::Usage(spec.name, spec.example));
    }
    match play::parse(line) {
        speech @ (play::Command::Repeat
        | play::Command::Quiet
        | play::Command::Rate(_)
        | play::Command::Volume(_)
        | play::Command::Earcons(_)) => ReplayCommand::Speech(speech),
        play::Command::Usage(name @ ("rate" | "volume" | "earcons"), example) => {
            ReplayCommand::Usage(name, example)
        }
        _ => ReplayCommand::Unknown(words[0].to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_in_four_languages() {
        assert_eq!(parse(""), ReplayCommand::Next(1));
        assert_eq!(parse("next 5"), ReplayCommand::Next(5));
        assert_eq!(parse("weiter"), ReplayCommand::Next(1));
        assert_eq!(parse("tilbage 2"), ReplayCommand::Back(2));
        assert_eq!(parse("go 12"), ReplayCommand::Go(12, Color::White));
        assert_eq!(parse("go 12..."), ReplayCommand::Go(12, Color::Black));
        assert_eq!(parse("gå 12 sort"), ReplayCommand::Go(12, Color::Black));
        assert_eq!(parse("go 0"), ReplayCommand::Go(0, Color::White));
        assert_eq!(parse("go"), ReplayCommand::Usage("go", "go 12 black"));
        assert_eq!(parse("variation 2"), ReplayCommand::Enter(2));
        assert_eq!(
            parse("variation x"),
            ReplayCommand::Usage("variation", "variation 2")
        );
        assert_eq!(
            parse("pieces rooks white"),
            ReplayCommand::Pieces(Some(Color::White), "rooks".into())
        );
        assert_eq!(
            parse("repeat"),
            ReplayCommand::Speech(play::Command::Repeat)
        );
        assert_eq!(
            parse("rate 120"),
            ReplayCommand::Speech(play::Command::Rate(120))
        );
        assert_eq!(parse("e4"), ReplayCommand::Unknown("e4".into()));
        assert_eq!(parse("Next"), ReplayCommand::Next(1));
    }

    #[test]
    fn no_word_is_two_commands() {
        let mut seen = std::collections::HashSet::new();
        for spec in COMMANDS {
            for word in std::iter::once(&spec.name).chain(spec.aliases) {
                assert!(seen.insert(*word), "{word} twice");
            }
        }
    }
}
