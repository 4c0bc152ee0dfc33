//! The manual, made from the command tables and the catalogue, so that it
//! cannot drift from what the program reads: `help` lists the commands,
//! `help WORD` tells about one command or one guide, and `annabella manual`
//! prints it all. Each paragraph of a guide is one line of its message;
//! the front ends cut it to the width a braille display shows.

use fluent_bundle::FluentArgs;
use shakmaty::{Chess, Move, Role, Square, fen::Fen};

use super::replay;
use super::{COMMANDS, HELP_MOVE, Spec};
use crate::announce::{Style, announce};
use crate::text::Text;
use crate::vocab::Voice;

/// The guides, in the order the manual prints them and `help` names them.
pub const GUIDES: [&str; 24] = [
    "start",
    "game",
    "clock",
    "file",
    "mirror",
    "arbiter",
    "assistant",
    "adjourn",
    "lines",
    "screen",
    "explore",
    "speech",
    "braille",
    "moves",
    "replay",
    "pgn",
    "eboard",
    "windows",
    "settings",
    "vocabularies",
    "engine",
    "broadcast",
    "laws",
    "learn",
];

/// Where the help is asked for: in a game, or while listening to one
/// (whose commands are replay's, with the same words for the speech).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Within {
    Play,
    Replay,
}

/// Words the program takes besides the commands of the table: the answers
/// to a question and the words of a scoresheet entered line by line.
const OTHER_WORDS: [&str; 1] = ["help-end-cancel"];

/// The words of the game's own vocabulary that the manual's examples are
/// made of, so that a Danish game's manual says "Springer Frederik tre"
/// where a German game's says "Springer Felix drei": every square
/// (`$sq-f3`: "Felix drei"), every piece (`$piece-N`, plural `$pieces-R`)
/// and a few whole announcements (`$say-e4`, `$say-e5`, `$say-d3`,
/// `$say-d4`, `$say-Nf3`, `$say-Qxd4`, `$say-Ra8mate`), each as the game
/// announces it, and what exploring g1 at the start says (`$explore-g1`:
/// "Gustav eins: weißer Springer").
pub struct Examples(FluentArgs<'static>);

impl Examples {
    pub fn of(voice: &Voice, t: &Text) -> Examples {
        let mut args = FluentArgs::new();
        let start = Chess::default();
        args.set(
            "explore-g1",
            crate::explore::describe_square(&start, Square::G1, voice, t),
        );
        for sq in Square::ALL {
            let name = format!("sq-{sq}");
            args.set(
                name,
                format!("{} {}", voice.file(sq.file()), voice.rank(sq.rank())),
            );
        }
        for role in Role::ALL {
            let letter = role.upper_char();
            args.set(format!("piece-{letter}"), voice.piece(role).to_string());
            let plural = voice.plural(role).unwrap_or(voice.piece(role));
            args.set(format!("pieces-{letter}"), plural.to_string());
        }
        // Each from a position where it is legal, announced as in a game.
        for (name, fen, san) in [
            ("e4", None, "e4"),
            (
                "e5",
                Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
                "e5",
            ),
            ("d3", None, "d3"),
            ("d4", None, "d4"),
            ("Nf3", None, "Nf3"),
            ("Qxd4", Some("4k3/8/8/8/3p4/8/8/3QK3 w - - 0 1"), "Qxd4"),
            ("Ra8mate", Some("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), "Ra8#"),
        ] {
            let pos: Chess = fen.map_or_else(Chess::default, |f| {
                f.parse::<Fen>()
                    .ok()
                    .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
                    .unwrap_or_default()
            });
            let played: Option<Move> = san
                .parse::<shakmaty::san::San>()
                .ok()
                .and_then(|s| s.to_move(&pos).ok());
            if let Some(m) = played {
                args.set(
                    format!("say-{name}"),
                    announce(&pos, m, Style::default(), voice),
                );
            }
        }
        Examples(args)
    }
}

fn line(t: &Text, id: &str, words: &Examples) -> String {
    t.message(id, &words.0)
}

/// The paragraphs of a message, one a line.
fn paragraphs(t: &Text, id: &str, words: &Examples) -> Vec<String> {
    line(t, id, words)
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// `help`: every command a line, the other words taken, and how to ask more.
pub fn list(t: &Text, within: Within, words: &Examples) -> Vec<String> {
    let mut lines: Vec<String> = match within {
        Within::Play => std::iter::once(HELP_MOVE)
            .chain(COMMANDS.iter().flat_map(|s| s.help.iter().copied()))
            .chain(OTHER_WORDS)
            .map(|id| line(t, id, words))
            .collect(),
        Within::Replay => replay::COMMANDS
            .iter()
            .map(|s| line(t, s.help, words))
            .collect(),
    };
    lines.push(topics(t, within));
    lines
}

/// The line naming the topics, with an example that works where it is said.
fn topics(t: &Text, within: Within) -> String {
    t.help_topics(match within {
        Within::Play => "help compare",
        Within::Replay => "help next",
    })
}

fn play_spec(word: &str) -> Option<&'static Spec> {
    COMMANDS
        .iter()
        .find(|s| s.name == word || s.aliases.contains(&word))
}

fn replay_spec(word: &str) -> Option<&'static replay::ReplaySpec> {
    replay::COMMANDS
        .iter()
        .find(|s| s.name == word || s.aliases.contains(&word))
}

/// A command's help lines, its example and its other words.
fn forms(t: &Text, help: &[String], example: &str, aliases: &[&str]) -> Vec<String> {
    let mut lines = help.to_vec();
    if !example.is_empty() {
        lines.push(t.help_example(&in_letters(example, t.lang().letters())));
    }
    if !aliases.is_empty() {
        lines.push(t.help_other_words(&aliases.join(", ")));
    }
    lines
}

/// An example command with its moves in `letters`, the language's own
/// ("seal Nf3" is "seal Sf3" in German, "seal Pf3" in Dutch), as the text
/// around it writes them.
pub fn in_letters(example: &str, letters: crate::notation::Letters) -> String {
    example
        .split(' ')
        .map(|token| {
            let mut chars = token.chars();
            let role = chars
                .next()
                .and_then(|c| crate::notation::Letters::En.role(c));
            let rest: String = chars.collect();
            let is_move = rest.chars().any(|c| ('1'..='8').contains(&c))
                && rest.chars().any(|c| ('a'..='h').contains(&c));
            match (role.and_then(|r| letters.letter(r)), is_move) {
                (Some(letter), true) => format!("{letter}{rest}"),
                _ => token.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A command of play: its lines of `help` (or its own where another
/// command's line covers it), example, other words, then what it does
/// and what it asks next.
fn play_topic(t: &Text, spec: &Spec, words: &Examples) -> Vec<String> {
    let help: Vec<String> = if spec.help.is_empty() {
        vec![line(t, &format!("help-{}", spec.name), words)]
    } else {
        spec.help.iter().map(|id| line(t, id, words)).collect()
    };
    let mut lines = forms(t, &help, spec.example, spec.aliases);
    lines.extend(paragraphs(t, &format!("topic-{}", spec.name), words));
    lines
}

/// A guide: its title, then its paragraphs.
fn guide(t: &Text, name: &str, words: &Examples) -> Vec<String> {
    let mut lines = vec![line(t, &format!("manual-{name}-title"), words)];
    lines.extend(paragraphs(t, &format!("manual-{name}"), words));
    lines
}

/// A command of replay: its line of `help`, its example and other words.
fn replay_topic(t: &Text, spec: &replay::ReplaySpec, words: &Examples) -> Vec<String> {
    let mut lines = forms(t, &[line(t, spec.help, words)], spec.example, spec.aliases);
    // A command play and replay share (the engine's questions: one help
    // line for both) tells as much here as there.
    let more = format!("topic-{}", spec.name);
    if !spec.help.starts_with("help-replay-") && t.has_message(&more) {
        lines.extend(paragraphs(t, &more, words));
    }
    lines
}

/// `help WORD`: what the word names here. A command's own name first
/// (replay's `moves`; play's `assistant`, followed by its guide), then a
/// guide (play's `clock`, though also a word for `press`), then the words
/// of a sheet entered line by line (`end`, `cancel`), then any other word
/// of a command. `None` for a word that names nothing here.
pub fn topic(t: &Text, word: &str, within: Within, words: &Examples) -> Option<Vec<String>> {
    let word = word.trim().to_lowercase();
    // A command's form of several words ("claim time", "report illegal",
    // "peg fixed"): the command's topic, which tells every form.
    if let Some((first, _)) = word.split_once(char::is_whitespace)
        && let Some(lines) = topic(t, first, within, words)
    {
        return Some(lines);
    }
    let word = word.as_str();
    let guide_named = GUIDES.iter().find(|g| **g == word);
    match within {
        Within::Replay => {
            if let Some(spec) = replay::COMMANDS.iter().find(|s| s.name == word) {
                return Some(replay_topic(t, spec, words));
            }
        }
        Within::Play => {
            if let Some(spec) = COMMANDS.iter().find(|s| s.name == word) {
                let mut lines = play_topic(t, spec, words);
                if let Some(name) = guide_named {
                    lines.extend(guide(t, name, words));
                }
                return Some(lines);
            }
        }
    }
    if let Some(name) = guide_named {
        return Some(guide(t, name, words));
    }
    match within {
        Within::Replay => {
            if let Some(spec) = replay_spec(word) {
                return Some(replay_topic(t, spec, words));
            }
            // The speech commands of play work in replay too.
            play_spec(word)
                .filter(|s| ["repeat", "quiet", "rate", "volume", "earcons"].contains(&s.name))
                .map(|s| play_topic(t, s, words))
        }
        Within::Play if ["end", "cancel"].contains(&word) => {
            let compare = play_spec("compare").map(|s| s.help).unwrap_or_default();
            let mut lines = vec![line(t, "help-end-cancel", words)];
            lines.extend(compare.iter().map(|id| line(t, id, words)));
            Some(lines)
        }
        Within::Play => play_spec(word).map(|s| play_topic(t, s, words)),
    }
}

/// The answer to `help WORD` for a word that names nothing: said so, with
/// what can be asked.
pub fn unknown(t: &Text, word: &str, within: Within) -> Vec<String> {
    vec![t.help_unknown(word), topics(t, within)]
}

/// The whole manual, for `annabella manual`: the list of commands, every
/// guide, every command of play with a heading line, then replay's own.
pub fn all(t: &Text, words: &Examples) -> Vec<String> {
    let mut lines = vec![line(t, "manual-heading", words), String::new()];
    lines.extend(list(t, Within::Play, words));
    for name in GUIDES {
        lines.push(String::new());
        lines.extend(guide(t, name, words));
    }
    for spec in COMMANDS {
        lines.push(String::new());
        lines.push(t.help_heading(spec.name));
        lines.extend(play_topic(t, spec, words));
    }
    // Replay's commands, those play does not have under the same name.
    lines.push(String::new());
    lines.push(line(t, "manual-replay-title", words));
    for spec in replay::COMMANDS {
        if COMMANDS.iter().any(|s| s.name == spec.name) {
            continue;
        }
        lines.extend(replay_topic(t, spec, words));
    }
    lines
}

/// `annabella manual WORD`: a topic of play, else of replay.
pub fn any_topic(t: &Text, word: &str, words: &Examples) -> Option<Vec<String>> {
    topic(t, word, Within::Play, words).or_else(|| topic(t, word, Within::Replay, words))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Lang;

    /// The German words, the default of most languages.
    fn words() -> Examples {
        let all = crate::vocab::shipped();
        Examples::of(
            &all.voice(&crate::vocab::VoiceMix::plain("de")).unwrap(),
            Lang::En.text(),
        )
    }

    #[test]
    fn every_command_and_guide_has_its_text_in_every_language() {
        for lang in Lang::ALL {
            let t = lang.text();
            for spec in COMMANDS {
                let topic = topic(t, spec.name, Within::Play, &words()).unwrap();
                // The form line, then at least one paragraph of its own.
                assert!(topic.len() >= 2, "{lang}: {}: {topic:?}", spec.name);
                assert!(
                    t.has_message(&format!("topic-{}", spec.name)),
                    "{lang}: {}",
                    spec.name
                );
                if spec.help.is_empty() {
                    assert!(t.has_message(&format!("help-{}", spec.name)), "{lang}");
                }
            }
            for name in GUIDES {
                let g = topic(t, name, Within::Play, &words()).unwrap();
                assert!(g.len() >= 3, "{lang}: {name}: {g:?}");
            }
        }
    }

    /// Issue 47: the manual's examples are in the game's words. In a game
    /// announced in the Danish words, the topics that show what the game
    /// says show it in Danish words, in every language's manual; only the
    /// guides that name each vocabulary (moves, vocabularies) keep others.
    #[test]
    fn the_examples_are_in_the_words_of_the_game() {
        let all = crate::vocab::shipped();
        let da = all.voice(&crate::vocab::VoiceMix::plain("da")).unwrap();
        for lang in Lang::ALL {
            let t = lang.text();
            let danish = Examples::of(&da, t);
            for word in [
                "game", "mirror", "board", "square", "diff", "eboard", "explore", "lines",
            ] {
                let said = topic(t, word, Within::Play, &danish).unwrap().join("\n");
                for german in [
                    "Felix drei",
                    "Eva vier",
                    "Hector drei",
                    "Gustav eins",
                    "Felix sieben",
                ] {
                    assert!(
                        !said.contains(german),
                        "{lang}: help {word}: {german}: {said}"
                    );
                }
            }
            let game = topic(t, "game", Within::Play, &danish).unwrap().join("\n");
            assert!(game.contains("springer Frederik tre"), "{lang}: {game}");
            let german = topic(t, "game", Within::Play, &words()).unwrap().join("\n");
            assert!(german.contains("Springer Felix drei"), "{lang}: {german}");
        }
    }

    #[test]
    fn help_is_one_command_a_line() {
        for lang in Lang::ALL {
            let help = list(lang.text(), Within::Play, &words());
            let lines: usize = COMMANDS.iter().map(|c| c.help.len()).sum();
            // How to type a move, a line for each of the table's help ids,
            // the other words, and the topics to ask about.
            assert_eq!(help.len(), 1 + lines + OTHER_WORDS.len() + 1, "{lang}");
            let commands = &help[..help.len() - 1];
            assert!(
                commands.iter().all(|l| l.contains(": ")),
                "{lang}: {help:?}"
            );
            // A braille display shows each in two pans at most.
            for line in commands {
                assert!(line.chars().count() <= 80, "{lang}: {line}");
            }
        }
    }

    #[test]
    fn a_topic_is_found_by_any_of_its_words() {
        let t = Lang::En.text();
        let by = |w: &str, within| topic(t, w, within, &words()).map(|l| l[0].clone());
        assert_eq!(by("hilfe", Within::Play), by("help", Within::Play));
        assert_eq!(by("CORRECT", Within::Play), by("fix", Within::Play));
        assert!(by("compare", Within::Play).unwrap().starts_with("compare"));
        // Replay's own commands there, its speech commands too, play's others not.
        assert!(by("next", Within::Replay).unwrap().starts_with("next"));
        assert!(by("rate", Within::Replay).is_some());
        assert_eq!(by("press", Within::Replay), None);
        assert_eq!(by("next", Within::Play), None);
        assert_eq!(by("clock", Within::Replay), by("clock", Within::Play));
        assert_eq!(by("nothing", Within::Play), None);
        // A command's own name before a guide of that name, and a guide
        // before a command's other word.
        assert!(by("moves", Within::Replay).unwrap().starts_with("moves: "));
        assert!(
            by("assistant", Within::Play)
                .unwrap()
                .starts_with("assistant on")
        );
        let assistant = topic(t, "assistant", Within::Play, &words()).unwrap();
        assert!(assistant.contains(&line(t, "manual-assistant-title", &words())));
        assert_eq!(
            by("clock", Within::Play),
            Some(line(t, "manual-clock-title", &words()))
        );
        // The words of a sheet entered line by line.
        assert!(by("end", Within::Play).unwrap().starts_with("end / cancel"));
        assert_eq!(by("cancel", Within::Play), by("end", Within::Play));
        // A form of several words finds its command.
        assert_eq!(by("claim time", Within::Play), by("claim", Within::Play));
        assert_eq!(
            by("report illegal", Within::Play),
            by("report", Within::Play)
        );
        assert_eq!(by("peg fixed", Within::Play), by("peg", Within::Play));
        assert_eq!(by("nothing at all", Within::Play), None);
        // The example in the language's letters.
        let seal = |lang: Lang| {
            topic(lang.text(), "seal", Within::Play, &words())
                .unwrap()
                .join("\n")
        };
        assert!(seal(Lang::En).contains("seal Nf3"), "{}", seal(Lang::En));
        assert!(seal(Lang::De).contains("seal Sf3"), "{}", seal(Lang::De));
        assert!(seal(Lang::Nl).contains("seal Pf3"), "{}", seal(Lang::Nl));
        assert_eq!(
            in_letters("report illegal Bc5", Lang::Da.letters()),
            "report illegal Lc5"
        );
        assert_eq!(in_letters("result 1-0", Lang::Da.letters()), "result 1-0");
        // The manual on the command line knows replay's commands too.
        assert!(any_topic(t, "next", &words()).is_some());
        assert!(unknown(t, "press", Within::Replay)[1].contains("help next"));
    }

    #[test]
    fn the_list_names_every_command_the_answers_and_the_topics() {
        for lang in Lang::ALL {
            let t = lang.text();
            let list = list(t, Within::Play, &words());
            let text = list.join("\n");
            for word in ["yes", "no", "end", "cancel", "compare", "help"] {
                assert!(
                    list.iter()
                        .any(|l| l.split([' ', '/', ':', ',']).any(|w| w == word)),
                    "{lang}: {word} not in {text}"
                );
            }
            let topics = list.last().unwrap();
            for name in GUIDES {
                assert!(topics.contains(name), "{lang}: {name} not in {topics}");
            }
        }
    }
}
