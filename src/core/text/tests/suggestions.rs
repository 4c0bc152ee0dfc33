//! The commands the catalogues suggest, each typed as it is written.

/// Every command a catalogue suggests can be typed as it is (issue 28):
/// each suggestion — in parentheses in every language, and after "type" in
/// English — with its placeholders filled as the program fills them, is read
/// by play's or replay's command table as that command, never as a usage
/// error, an unknown word or a move.
#[test]
fn every_suggested_command_is_read_as_typed() {
    use crate::command::{self, COMMANDS};
    use crate::replay;
    let catalogues = [
        ("en", include_str!("../en.ftl")),
        ("de", include_str!("../de.ftl")),
        ("da", include_str!("../da.ftl")),
        ("nb", include_str!("../nb.ftl")),
    ];
    // Placeholders as the messages fill them, and the words help uses for
    // an argument.
    let fill = [
        ("{ $input }", "Bb6"),
        ("{ $opponent }", "white"),
        ("{ $claimant }", "black"),
        ("{ $minutes }", "2"),
        ("{ $result }", "1-0"),
        ("{ $theirs }", "d5"),
        ("{ $written }", "d5"),
        ("MOVES", "e4 e5"),
        ("MOVE", "e4"),
        ("NAME", "Eva"),
        ("game and a number", "game 2"),
        ("variation and its number", "variation 2"),
        // "type fix with it": the move the sentence names.
        (" with it", " e4"),
    ];
    let is_command = |word: &str| {
        COMMANDS.iter().any(|s| s.name == word) || replay::COMMANDS.iter().any(|s| s.name == word)
    };
    let mut checked = 0;
    for (lang, catalogue) in catalogues {
        let mut candidates: Vec<String> = Vec::new();
        // The manual's prose (its guides and command topics) and the command
        // line's help name commands inside sentences; the manual's forms
        // are the help lines, checked here. The arbiter's overview has
        // commands of its own (list, board 3), read by its own parser.
        let mut prose = false;
        for line in catalogue
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
        {
            if !line.starts_with(' ') && line.contains(" =") {
                prose = [
                    "manual-",
                    "topic-",
                    "cli-",
                    "arbiter-",
                    "tui-prompt-arbiter",
                ]
                .iter()
                .any(|p| line.starts_with(p));
            }
            if prose {
                continue;
            }
            let mut rest = line;
            while let Some(open) = rest.find('(') {
                let Some(close) = rest[open..].find(')') else {
                    break;
                };
                candidates.push(rest[open + 1..open + close].to_string());
                rest = &rest[open + close + 1..];
            }
            // "To claim it: claim time." (A help line's colon stands between
            // a command and what it does.)
            let help = line.starts_with("help-") || line.starts_with("replay-help");
            for (i, _) in line.match_indices(": ").filter(|_| !help) {
                let after = &line[i + 2..];
                let end = after.find(['.', ';', ')']).unwrap_or(after.len());
                candidates.push(after[..end].to_string());
            }
            if lang == "en" {
                for (i, _) in line.match_indices("ype ") {
                    let after = &line[i + 4..];
                    let end = after.find(['.', ',', ';', ':', ')']).unwrap_or(after.len());
                    candidates.push(after[..end].to_string());
                }
            }
        }
        // A list of suggestions is one each: "draw white, draw black",
        // "addtime black 3m and setclock white 1h".
        let candidates: Vec<String> = candidates
            .iter()
            .flat_map(|c| {
                c.split([',', ';', ':'])
                    .flat_map(|c| c.split(" and "))
                    .map(str::to_string)
            })
            .collect();
        for candidate in candidates {
            let mut text = candidate.trim().to_string();
            for (from, to) in fill {
                text = text.replace(from, to);
            }
            // Prose about something the program fills in is no command.
            if text.contains('{') {
                continue;
            }
            // What follows the command in the sentence, not in the command.
            for cut in [
                " to ",
                " with ",
                " alone",
                " for ",
                " or ",
                " first",
                " it ",
                " eingeben",
            ] {
                if let Some(i) = text.find(cut) {
                    text.truncate(i);
                }
            }
            let Some(word) = text.split_whitespace().next() else {
                continue;
            };
            // A command named alone, in a list of what works, is a mention.
            if !is_command(word) || !text.trim().contains(' ') {
                continue;
            }
            checked += 1;
            let play = command::parse(&text);
            let replay = replay::parse(&text);
            let read = !matches!(
                play,
                command::Command::Usage(..)
                    | command::Command::Act(crate::session::Action::Move(_))
            ) || !matches!(
                replay,
                replay::ReplayCommand::Usage(..) | replay::ReplayCommand::Unknown(_)
            );
            assert!(
                read,
                "{lang}: \"{text}\" (from \"{candidate}\") is not read: {play:?} / {replay:?}"
            );
        }
    }
    assert!(checked > 40, "only {checked} suggestions found");
}
