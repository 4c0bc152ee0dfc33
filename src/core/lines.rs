//! Lines that a screen reader and a braille display can read: at most
//! [`WIDTH`] characters wherever a natural boundary allows it, each line
//! standing alone, and nothing that a terminal would take as an escape
//! sequence.

/// The longest line, in characters (two pans of a 40-cell braille display).
pub const WIDTH: usize = 80;

fn width(text: &str) -> usize {
    text.chars().count()
}

/// `text` with its control characters removed: tabs and line breaks become
/// spaces, the rest (ESC, BEL, DEL, the C1 controls) are dropped. What a
/// user types and what a name holds is shown back only like this, so none
/// of it reaches a terminal as an escape sequence.
pub fn clean(text: &str) -> String {
    text.chars()
        .filter_map(|c| match c {
            '\t' | '\n' | '\r' | '\u{2028}' | '\u{2029}' => Some(' '),
            c if c.is_control() => None,
            // Marks that turn the text's direction would show it reversed
            // ("f3" as "3f"): no name or move of a game needs them.
            '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => None,
            c => Some(c),
        })
        .collect()
}

/// The longest text from outside (a FEN, a word typed, a name) that an
/// answer repeats whole; a longer one is cut, with "…" where it was.
pub const LONGEST_ECHO: usize = 100;

/// `text` as an answer repeats it: at most [`LONGEST_ECHO`] characters.
pub fn echoed(text: &str) -> String {
    if text.chars().count() <= LONGEST_ECHO {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(LONGEST_ECHO - 1).collect();
    cut.push('…');
    cut
}

/// `items` in as few lines as fit: each line is `line(first, run)` for a
/// run of consecutive items (`first` for the run that starts the list), with
/// as many items as keep it within [`WIDTH`] characters (at least one, so an
/// item longer than a line stands alone). `line` repeats the label of the
/// list on every line, so that each line stands alone ("Rank 2, White: …").
pub fn pack(items: &[String], line: impl Fn(bool, &[String]) -> String) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    while start < items.len() {
        let first = start == 0;
        let mut end = start + 1;
        while end < items.len() && width(&line(first, &items[start..=end])) <= WIDTH {
            end += 1;
        }
        out.push(line(first, &items[start..end]));
        start = end;
    }
    out
}

/// Whether a sentence may end after `word` (the text before a space) and
/// the next begin with `next`: `word` ends in a full stop, question or
/// exclamation mark (perhaps inside a closing bracket or quote), it is no
/// abbreviation ("e.p.", "z."; a file's path, with its dots, is none), and
/// `next` is a word with a capital, not a move ("Nc3" after "2.").
fn sentence_break(word: &str, next: &str) -> bool {
    const CLOSERS: [char; 6] = [')', '"', '\'', '»', '“', '”'];
    let core = word.trim_end_matches(CLOSERS);
    let Some(body) = core.strip_suffix(['.', '!', '?']) else {
        return false;
    };
    let inner = body.trim_end_matches(CLOSERS);
    let closed = core.len() < word.len() || inner.len() < body.len();
    let number = !inner.is_empty() && inner.chars().all(|c| c.is_ascii_digit());
    let path = inner.contains(['/', '\\']);
    let abbreviation =
        !closed && !path && (inner.contains('.') || inner.chars().count() < 2 && !number);
    let next = next.trim_end_matches([',', ':', ';', '.', '!', '?']);
    let starts_upper = next.chars().next().is_some_and(char::is_uppercase);
    let wordy = next
        .chars()
        .all(|c| c.is_alphabetic() || c == '\'' || c == '’');
    !abbreviation && starts_upper && wordy
}

/// The sentences of `text`, in order; a sentence keeps its final mark.
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let words: Vec<(usize, &str)> = text
        .split(' ')
        .scan(0, |at, w| {
            let here = *at;
            *at += w.len() + 1;
            Some((here, w))
        })
        .collect();
    for pair in words.windows(2) {
        let ((at, word), (next_at, next)) = (pair[0], pair[1]);
        // A sentence is more than its first word: "5." that begins one is
        // a move's number ("5. Springer schlägt …"), not a sentence.
        let numbered = at == start
            && word
                .trim_end_matches('.')
                .chars()
                .all(|c| c.is_ascii_digit())
            && word.ends_with('.');
        if !numbered && sentence_break(word, next) {
            out.push(text[start..at + word.len()].trim());
            start = next_at;
        }
    }
    out.push(text[start..].trim());
    out.retain(|s| !s.is_empty());
    out
}

/// The clauses of a sentence longer than a line, cut after each "; " that
/// is not inside brackets (the semicolon stays with the clause it ends); a
/// shorter sentence whole. A clause after a semicolon says something of its
/// own, where one after a comma or colon often does not.
fn clauses(sentence: &str) -> Vec<String> {
    if width(sentence) <= WIDTH {
        return vec![sentence.to_string()];
    }
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in sentence.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ';' if depth == 0 && sentence[i + 1..].starts_with(' ') => {
                parts.push(sentence[start..=i].to_string());
                start = i + 2;
            }
            _ => {}
        }
    }
    parts.push(sentence[start..].to_string());
    parts
}

/// The longest word (a file's path) or command to type ("annabella play
/// --line --game …") kept whole on a line of its own, however much longer
/// than [`WIDTH`]: cut, neither could be typed or copied. Only a longer one
/// (a name of a million letters from elsewhere) is cut.
pub const LONGEST_WHOLE: usize = 240;

/// The shortest line that ends a sentence begun on the line before: a
/// shorter end ("(D.2.9).", "screen.") takes words of that line with it,
/// so that no fragment stands alone.
const SHORTEST_END: usize = 20;

/// A text as printed lines: cleaned, and, if it is longer than [`WIDTH`],
/// cut at the ends of its sentences (and of the clauses of a sentence too
/// long for a line, and of the phrases of a clause still too long) into as
/// few lines as fit, no sentence ending in a lone fragment. A phrase still
/// longer than a line is cut at its spaces; a word or a command to type
/// stays whole up to [`LONGEST_WHOLE`], and only a longer one (a name of a
/// million letters from elsewhere) is cut into pieces of a line each.
pub fn printable(text: &str) -> Vec<String> {
    let text = clean(text);
    if width(&text) <= WIDTH {
        return vec![text];
    }
    let units: Vec<String> = sentences(&text)
        .into_iter()
        .flat_map(clauses)
        // The phrases of a clause make lines of their own: a line holds no
        // fragment of the next sentence.
        .flat_map(|clause| pack(&phrases(&clause), |_, run| run.join(" ")))
        .collect();
    let lines: Vec<String> = pack(&units, |_, run| run.join(" "))
        .into_iter()
        .flat_map(fold)
        .collect();
    no_lone_ends(lines)
}

/// Each line that ends a sentence begun on the line before, where shorter
/// than [`SHORTEST_END`], with the last words of that line moved to it (as
/// many as it takes and both keep: the line before at least half a line,
/// neither longer than [`WIDTH`], a move's number with its move).
fn no_lone_ends(mut lines: Vec<String>) -> Vec<String> {
    for i in 1..lines.len() {
        let continues = lines[i - 1]
            .trim_end()
            .chars()
            .last()
            .is_some_and(|c| !matches!(c, '.' | '!' | '?' | ':'));
        if !continues || is_command(&lines[i - 1]) {
            continue;
        }
        while width(&lines[i]) < SHORTEST_END {
            let before = &lines[i - 1];
            let Some((kept, word)) = before.rsplit_once(' ') else {
                break;
            };
            let (kept, word) = match kept.rsplit_once(' ') {
                Some((rest, number)) if is_move_number(number) => {
                    (rest, format!("{number} {word}"))
                }
                _ => (kept, word.to_string()),
            };
            let moved = format!("{word} {}", lines[i]);
            if kept.is_empty() || width(kept) < WIDTH / 2 || width(&moved) > WIDTH {
                break;
            }
            lines[i - 1] = kept.to_string();
            lines[i] = moved;
        }
    }
    lines
}

/// A command to type: the program's name and its arguments.
fn is_command(line: &str) -> bool {
    line.starts_with("annabella ")
}

/// A line longer than [`WIDTH`] folded at its spaces, never between a
/// move's number and its move ("8. Ng1"), and a word longer than
/// [`LONGEST_WHOLE`] cut; a line within it as it is, and a command to type
/// whole up to [`LONGEST_WHOLE`].
fn fold(line: String) -> Vec<String> {
    if width(&line) <= WIDTH || (is_command(&line) && width(&line) <= LONGEST_WHOLE) {
        return vec![line];
    }
    let mut units: Vec<String> = Vec::new();
    for word in line.split(' ').filter(|w| !w.is_empty()) {
        match units.last_mut() {
            Some(number) if is_move_number(number) => {
                number.push(' ');
                number.push_str(word);
            }
            _ => units.push(word.to_string()),
        }
    }
    let units: Vec<String> = units
        .into_iter()
        .flat_map(|unit| {
            let chars: Vec<char> = unit.chars().collect();
            let piece = if chars.len() <= LONGEST_WHOLE {
                LONGEST_WHOLE
            } else {
                WIDTH
            };
            chars
                .chunks(piece)
                .map(|c| c.iter().collect::<String>())
                .collect::<Vec<_>>()
        })
        .collect();
    pack(&units, |_, run| run.join(" "))
}

/// "12." or "12...": a move's number, which goes with the move after it.
fn is_move_number(word: &str) -> bool {
    let digits = word.trim_end_matches('.');
    word.ends_with('.') && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// A clause still longer than a line, cut after each ": " and ", " outside
/// brackets and quotes (the mark stays with the part it ends), so that a
/// braille line holds it; a part still too long is cut before its brackets
/// and then after the commas inside them ([`inside_brackets`]); a shorter
/// clause whole.
fn phrases(clause: &str) -> Vec<String> {
    if width(clause) <= WIDTH {
        return vec![clause.to_string()];
    }
    let mut parts = Vec::new();
    let (mut depth, mut quoted, mut start) = (0usize, false, 0);
    for (i, c) in clause.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            '"' => quoted = !quoted,
            ':' | ',' if depth == 0 && !quoted && clause[i + 1..].starts_with(' ') => {
                parts.push(clause[start..=i].to_string());
                start = i + 2;
            }
            _ => {}
        }
    }
    parts.push(clause[start..].to_string());
    parts.into_iter().flat_map(inside_brackets).collect()
}

/// A phrase still longer than a line whose only boundaries are in or at
/// its brackets: cut before each " (" outside quotes, so that the bracket
/// begins a line of its own, and a bracket still too long after its ", "
/// and "; ". Words inside quotes (a move as announced) are never cut.
fn inside_brackets(phrase: String) -> Vec<String> {
    if width(&phrase) <= WIDTH {
        return vec![phrase];
    }
    let cut = |part: &str, at: &dyn Fn(&str, usize, char, usize) -> Option<usize>| {
        let (mut depth, mut quoted, mut start) = (0usize, false, 0);
        let mut out = Vec::new();
        for (i, c) in part.char_indices() {
            match c {
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                '"' => quoted = !quoted,
                _ => {}
            }
            if quoted {
                continue;
            }
            if let Some(end) = at(part, i, c, depth) {
                let piece = part[start..end].trim();
                if !piece.is_empty() {
                    out.push(piece.to_string());
                }
                start = end;
            }
        }
        out.push(part[start..].trim().to_string());
        out.retain(|p| !p.is_empty());
        out
    };
    // Before a bracket that opens after a space.
    let before = |part: &str, i: usize, c: char, depth: usize| {
        (c == '(' && depth == 1 && part[..i].ends_with(' ')).then_some(i)
    };
    // After a comma or semicolon inside a bracket.
    let within = |part: &str, i: usize, c: char, depth: usize| {
        (matches!(c, ',' | ';') && depth > 0 && part[i + 1..].starts_with(' ')).then_some(i + 1)
    };
    cut(&phrase, &before)
        .into_iter()
        .flat_map(|part| {
            if width(&part) <= WIDTH {
                vec![part]
            } else {
                cut(&part, &within)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_removed() {
        assert_eq!(clean("Ann\u{1b}[31mRed"), "Ann[31mRed");
        assert_eq!(clean("a\tb\nc\r"), "a b c ");
        assert_eq!(clean("\u{7}bell\u{7f}\u{9b}2J"), "bell2J");
        assert_eq!(clean("Søren Ærø – ß"), "Søren Ærø – ß");
    }

    #[test]
    fn lists_pack_into_lines_that_repeat_their_label() {
        let items: Vec<String> = (1..=12).map(|i| format!("item number {i:02}")).collect();
        let lines = pack(&items, |_, run| format!("Label: {}.", run.join(", ")));
        assert!(lines.len() > 1);
        for l in &lines {
            assert!(l.starts_with("Label: ") && width(l) <= WIDTH, "{l}");
        }
        let joined: Vec<String> = lines
            .iter()
            .flat_map(|l| {
                l.trim_start_matches("Label: ")
                    .trim_end_matches('.')
                    .split(", ")
                    .map(String::from)
                    .collect::<Vec<_>>()
            })
            .collect();
        assert_eq!(joined, items);
        // An item longer than a line still gets a line of its own.
        let long = vec!["x".repeat(100), "y".into()];
        assert_eq!(
            pack(&long, |_, run| run.join(" ")),
            vec!["x".repeat(100), "y".into()]
        );
        assert!(pack(&[], |_, run| run.join(" ")).is_empty());
        // Only the first line is told it is the first.
        let firsts = pack(&items, |first, run| format!("{first} {}", run.join(", ")));
        assert!(firsts[0].starts_with("true ") && firsts[1].starts_with("false "));
    }

    #[test]
    fn long_texts_are_cut_at_sentence_ends() {
        let time = "White: 2 moves completed, 1 minute 30 seconds used, 1 hour 29 minutes 30 seconds left. \
                    Black: 1 move completed, 10 seconds used, 1 hour 30 minutes 20 seconds left.";
        assert_eq!(
            printable(time),
            vec![
                // Longer than a line: cut after a comma.
                "White: 2 moves completed, 1 minute 30 seconds used,",
                "1 hour 29 minutes 30 seconds left.",
                "Black: 1 move completed, 10 seconds used, 1 hour 30 minutes 20 seconds left."
            ]
        );
        // Short texts stay whole.
        assert_eq!(
            printable("White completed move 12. Black to move."),
            vec!["White completed move 12. Black to move."]
        );
        let resumed = "Game resumed at move 12. Black's move is announced; press the clock (press) \
                       or correct it (fix MOVE).";
        assert_eq!(
            printable(resumed),
            vec![
                "Game resumed at move 12.",
                "Black's move is announced; press the clock (press) or correct it (fix MOVE)."
            ]
        );
    }

    #[test]
    fn no_cut_inside_notation_or_abbreviations() {
        let sheet = "1. e4 e5 2. Nc3 Nc6 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 \
                     9. exd6 e.p. Sxd6 10. Kb1";
        // Longer than a line: cut between moves, never after a move's number.
        let lines = printable(sheet);
        assert_eq!(lines.join(" "), sheet);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(lines[1].starts_with("8. Ng1"), "{lines:?}");
        assert!(!sentence_break("e.p.", "Sxd6"));
        assert!(!sentence_break("z.", "Beispiel"));
        assert!(!sentence_break("2.", "Nc3"));
        assert!(sentence_break("12.", "Black's"));
        assert!(sentence_break("1.", "Black's"));
        assert!(!sentence_break("1.", "e4"));
        assert!(sentence_break("(5.2.3).", "Type"));
        assert!(sentence_break("yes?", "Type"));
        assert!(!sentence_break("left.", "white"));
        // A path's dots are not an abbreviation's.
        assert!(sentence_break(
            "/tmp/game.annabella.envelope.brf.",
            "Inside"
        ));
        assert!(sentence_break(r"C:\Users\Ann\game.annabella.", "Inside"));
        // A move's number that begins a line is no sentence of its own.
        let review =
            "5. Springer schlägt Felix sieben: verliert etwa 5 Bauern; besser war Kurze Rochade.";
        assert_eq!(sentences(review), vec![review]);
        assert_eq!(
            sentences("Move 12. Black wins."),
            vec!["Move 12.", "Black wins."]
        );
    }

    #[test]
    fn a_sentence_too_long_for_a_line_is_cut_after_its_semicolons() {
        let text = "Clocks set: White 1 hour 29 minutes 58 seconds left; Black 1 hour 2 minutes \
                    30 seconds left. White to move.";
        assert_eq!(
            printable(text),
            [
                "Clocks set: White 1 hour 29 minutes 58 seconds left;",
                "Black 1 hour 2 minutes 30 seconds left. White to move.",
            ]
        );
        // Not inside brackets; a clause still too long at its commas.
        let text = "To be recorded: Illegal move \"Ke2\" by White, made on the board (number 2 \
                    for White; laws of 2017, 7.5.1).";
        assert_eq!(
            printable(text),
            [
                "To be recorded: Illegal move \"Ke2\" by White,",
                "made on the board (number 2 for White; laws of 2017, 7.5.1)."
            ]
        );
        // A sentence that fits keeps its semicolons.
        let short = "Type rollback to do it; the arbiter may change the clocks with setclock.";
        assert_eq!(printable(&format!("{short} {short}")), [short, short]);
    }

    #[test]
    fn a_phrase_too_long_is_cut_at_its_brackets() {
        let text = "Der er intet åbent spørgsmål: yes og no besvarer et forslag (en \
                    tilbagerulning, et resultat, der skal registreres).";
        assert_eq!(
            printable(text),
            [
                "Der er intet åbent spørgsmål: yes og no besvarer et forslag",
                "(en tilbagerulning, et resultat, der skal registreres)."
            ]
        );
        // A bracket too long for a line is cut after its commas; quotes never.
        let long = format!(
            "{} (first part of the bracket is long, \"a b, c\" {} and more; tail)",
            "x".repeat(30),
            "y".repeat(40)
        );
        let lines = printable(&long);
        assert_eq!(lines.join(" "), long);
        assert!(lines.iter().any(|l| l.contains("\"a b, c\"")), "{lines:?}");
        assert!(lines.iter().all(|l| width(l) <= WIDTH), "{lines:?}");
    }

    #[test]
    fn every_line_is_clean_and_within_the_width_where_sentences_allow() {
        let text = format!(
            "{}. {}. {}.",
            "A".repeat(50),
            "B".repeat(50),
            "C".repeat(90)
        );
        let lines = printable(&text);
        // The word longer than a line stays whole, on a line of its own
        // (a path is typed or copied whole); one past LONGEST_WHOLE is cut.
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(lines[..2].iter().all(|l| width(l) <= WIDTH), "{lines:?}");
        assert_eq!(lines[2], format!("{}.", "C".repeat(90)));
        let lines = printable(&format!("{}.", "C".repeat(LONGEST_WHOLE + 10)));
        assert!(lines.iter().all(|l| width(l) <= WIDTH), "{lines:?}");
    }

    #[test]
    fn text_from_outside_is_echoed_short_and_in_its_direction() {
        assert_eq!(echoed("rnbqkbnr/8"), "rnbqkbnr/8");
        let long = echoed(&"x".repeat(120_000));
        assert_eq!(long.chars().count(), LONGEST_ECHO);
        assert!(long.ends_with('…'));
        assert_eq!(clean("Ev\u{202E}il\u{2066}"), "Evil");
    }

    #[test]
    fn no_line_is_longer_than_the_width_whatever_the_text() {
        // A name of a million letters from outside, and one of many words.
        let name = "E".repeat(1_000_000);
        let lines = printable(&format!("Event: {name}."));
        assert!(lines.iter().all(|l| width(l) <= WIDTH));
        assert_eq!(lines.concat().matches('E').count(), 1_000_001);
        let words = "word ".repeat(100);
        let lines = printable(&format!("(\"{words}\")"));
        assert!(lines.iter().all(|l| width(l) <= WIDTH), "{lines:?}");
    }

    /// Issue 48 (a walk): a path and a command to type are never cut, and
    /// no sentence ends in a lone fragment.
    #[test]
    fn paths_and_commands_stay_whole_and_no_sentence_ends_alone() {
        let path = format!(
            "/home/someone/.local/share/annabella/games/{}.annabella",
            "x".repeat(60)
        );
        let lines = printable(&format!(
            "The game is saved in {path}. To go on with it: annabella play --line --speech text --game {path}"
        ));
        assert!(lines.iter().any(|l| l.starts_with(&path)), "{lines:?}");
        let command = format!("annabella play --line --speech text --game {path}");
        assert!(lines.contains(&command), "{lines:?}");
        // "(D.2.9)." alone used to end this sentence.
        let lines = printable(
            "The peg board agrees with the scoresheets. If the boards differ, the opponent's board is set to the position of the scoresheets (D.2.9).",
        );
        assert!(lines.iter().all(|l| width(l) <= WIDTH), "{lines:?}");
        assert!(
            lines.last().is_some_and(|l| width(l) >= SHORTEST_END),
            "{lines:?}"
        );
        // A move's number stays with its move when words move down.
        for text in [
            "a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j 12. Nf3 end.",
            "Word word word word word word word word word word word word word word, 1. e4 e5 2. Nf3 ok.",
        ] {
            for line in printable(text) {
                assert!(
                    !line.ends_with('.') || !line.rsplit(' ').next().is_some_and(is_move_number),
                    "{line}"
                );
            }
        }
    }
}
