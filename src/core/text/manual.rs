//! The manual, made from the command tables and the catalogue, so that it
//! cannot drift from what the program reads: `help` lists the commands,
//! `help WORD` tells about one command or one guide, and `annabella manual`
//! prints it all. Each paragraph of a guide is one line of its message;
//! the front ends cut it to the width a braille display shows.

use fluent_bundle::FluentArgs;

use super::Text;
use crate::core::command::{COMMANDS, HELP_MOVE, Spec};
use crate::core::replay::command as replay;

/// The guides, in the order the manual prints them and `help` names them.
pub const GUIDES: [&str; 21] = [
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
    "moves",
    "replay",
    "pgn",
    "eboard",
    "windows",
    "settings",
    "vocabularies",
    "engine",
    "broadcast",
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

fn line(t: &Text, id: &str) -> String {
    t.message(id, &FluentArgs::new())
}

/// The paragraphs of a message, one a line.
fn paragraphs(t: &Text, id: &str) -> Vec<String> {
    line(t, id)
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// `help`: every command a line, the other words taken, and how to ask more.
pub fn list(t: &Text, within: Within) -> Vec<String> {
    let mut lines: Vec<String> = match within {
        Within::Play => std::iter::once(HELP_MOVE)
            .chain(COMMANDS.iter().flat_map(|s| s.help.iter().copied()))
            .chain(OTHER_WORDS)
            .map(|id| line(t, id))
            .collect(),
        Within::Replay => replay::COMMANDS.iter().map(|s| line(t, s.help)).collect(),
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

fn replay_spec(word: &str) -> Option<&'static replay::Spec> {
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
pub(crate) fn in_letters(example: &str, letters: crate::core::notation::Letters) -> String {
    example
        .split(' ')
        .map(|token| {
            let mut chars = token.chars();
            let role = chars
                .next()
                .and_then(|c| crate::core::notation::Letters::En.role(c));
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
fn play_topic(t: &Text, spec: &Spec) -> Vec<String> {
    let help: Vec<String> = if spec.help.is_empty() {
        vec![line(t, &format!("help-{}", spec.name))]
    } else {
        spec.help.iter().map(|id| line(t, id)).collect()
    };
    let mut lines = forms(t, &help, spec.example, spec.aliases);
    lines.extend(paragraphs(t, &format!("topic-{}", spec.name)));
    lines
}

/// A guide: its title, then its paragraphs.
fn guide(t: &Text, name: &str) -> Vec<String> {
    let mut lines = vec![line(t, &format!("manual-{name}-title"))];
    lines.extend(paragraphs(t, &format!("manual-{name}")));
    lines
}

/// A command of replay: its line of `help`, its example and other words.
fn replay_topic(t: &Text, spec: &replay::Spec) -> Vec<String> {
    let mut lines = forms(t, &[line(t, spec.help)], spec.example, spec.aliases);
    // A command play and replay share (the engine's questions: one help
    // line for both) tells as much here as there.
    let more = format!("topic-{}", spec.name);
    if !spec.help.starts_with("help-replay-") && t.has_message(&more) {
        lines.extend(paragraphs(t, &more));
    }
    lines
}

/// `help WORD`: what the word names here. A command's own name first
/// (replay's `moves`; play's `assistant`, followed by its guide), then a
/// guide (play's `clock`, though also a word for `press`), then the words
/// of a sheet entered line by line (`end`, `cancel`), then any other word
/// of a command. `None` for a word that names nothing here.
pub fn topic(t: &Text, word: &str, within: Within) -> Option<Vec<String>> {
    let word = word.trim().to_lowercase();
    // A command's form of several words ("claim time", "report illegal",
    // "peg fixed"): the command's topic, which tells every form.
    if let Some((first, _)) = word.split_once(char::is_whitespace)
        && let Some(lines) = topic(t, first, within)
    {
        return Some(lines);
    }
    let word = word.as_str();
    let guide_named = GUIDES.iter().find(|g| **g == word);
    match within {
        Within::Replay => {
            if let Some(spec) = replay::COMMANDS.iter().find(|s| s.name == word) {
                return Some(replay_topic(t, spec));
            }
        }
        Within::Play => {
            if let Some(spec) = COMMANDS.iter().find(|s| s.name == word) {
                let mut lines = play_topic(t, spec);
                if let Some(name) = guide_named {
                    lines.extend(guide(t, name));
                }
                return Some(lines);
            }
        }
    }
    if let Some(name) = guide_named {
        return Some(guide(t, name));
    }
    match within {
        Within::Replay => {
            if let Some(spec) = replay_spec(word) {
                return Some(replay_topic(t, spec));
            }
            // The speech commands of play work in replay too.
            play_spec(word)
                .filter(|s| ["repeat", "quiet", "rate", "volume", "earcons"].contains(&s.name))
                .map(|s| play_topic(t, s))
        }
        Within::Play if ["end", "cancel"].contains(&word) => {
            let compare = play_spec("compare").map(|s| s.help).unwrap_or_default();
            let mut lines = vec![line(t, "help-end-cancel")];
            lines.extend(compare.iter().map(|id| line(t, id)));
            Some(lines)
        }
        Within::Play => play_spec(word).map(|s| play_topic(t, s)),
    }
}

/// The answer to `help WORD` for a word that names nothing: said so, with
/// what can be asked.
pub fn unknown(t: &Text, word: &str, within: Within) -> Vec<String> {
    vec![t.help_unknown(word), topics(t, within)]
}

/// The whole manual, for `annabella manual`: the list of commands, every
/// guide, every command of play with a heading line, then replay's own.
pub fn all(t: &Text) -> Vec<String> {
    let mut lines = vec![line(t, "manual-heading"), String::new()];
    lines.extend(list(t, Within::Play));
    for name in GUIDES {
        lines.push(String::new());
        lines.extend(guide(t, name));
    }
    for spec in COMMANDS {
        lines.push(String::new());
        lines.push(t.help_heading(spec.name));
        lines.extend(play_topic(t, spec));
    }
    // Replay's commands, those play does not have under the same name.
    lines.push(String::new());
    lines.push(line(t, "manual-replay-title"));
    for spec in replay::COMMANDS {
        if COMMANDS.iter().any(|s| s.name == spec.name) {
            continue;
        }
        lines.extend(replay_topic(t, spec));
    }
    lines
}

/// `annabella manual WORD`: a topic of play, else of replay.
pub fn any_topic(t: &Text, word: &str) -> Option<Vec<String>> {
    topic(t, word, Within::Play).or_else(|| topic(t, word, Within::Replay))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::text::Lang;

    #[test]
    fn every_command_and_guide_has_its_text_in_every_language() {
        for lang in Lang::ALL {
            let t = lang.text();
            for spec in COMMANDS {
                let topic = topic(t, spec.name, Within::Play).unwrap();
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
                let g = topic(t, name, Within::Play).unwrap();
                assert!(g.len() >= 3, "{lang}: {name}: {g:?}");
            }
        }
    }

    #[test]
    fn help_is_one_command_a_line() {
        for lang in Lang::ALL {
            let help = list(lang.text(), Within::Play);
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
        let by = |w: &str, within| topic(t, w, within).map(|l| l[0].clone());
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
        let assistant = topic(t, "assistant", Within::Play).unwrap();
        assert!(assistant.contains(&line(t, "manual-assistant-title")));
        assert_eq!(
            by("clock", Within::Play),
            Some(line(t, "manual-clock-title"))
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
        let seal = |lang: Lang| topic(lang.text(), "seal", Within::Play).unwrap().join("\n");
        assert!(seal(Lang::En).contains("seal Nf3"), "{}", seal(Lang::En));
        assert!(seal(Lang::De).contains("seal Sf3"), "{}", seal(Lang::De));
        assert!(seal(Lang::Nl).contains("seal Pf3"), "{}", seal(Lang::Nl));
        assert_eq!(
            in_letters("report illegal Bc5", Lang::Da.letters()),
            "report illegal Lc5"
        );
        assert_eq!(in_letters("result 1-0", Lang::Da.letters()), "result 1-0");
        // The manual on the command line knows replay's commands too.
        assert!(any_topic(t, "next").is_some());
        assert!(unknown(t, "press", Within::Replay)[1].contains("help next"));
    }

    #[test]
    fn the_list_names_every_command_the_answers_and_the_topics() {
        for lang in Lang::ALL {
            let t = lang.text();
            let list = list(t, Within::Play);
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
