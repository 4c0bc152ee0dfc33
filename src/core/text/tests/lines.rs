//! The program's rule for every sentence, so that a screen reader and a
//! braille display can read it: a printed line is at most
//! 80 characters wherever it can be cut at a natural boundary. Every
//! message of every catalogue is formatted, in each variant of each of its
//! selectors, with long but realistic values (a long name, hours, minutes
//! and seconds, a long square and announcement in words, a deep path), and
//! cut as line mode cuts it.

use fluent_bundle::{FluentArgs, FluentValue};

use super::*;
use crate::lines::{WIDTH, printable};

/// Plural and number keys: the variable is a count.
const NUMBER_KEYS: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// A long value of the kind a variable's name says, in `lang`.
fn long_value(lang: Lang, name: &str) -> FluentValue<'static> {
    let t = lang.text();
    let time = t.duration(Span(3 * 3_600_000 + 59 * 60_000 + 59_000));
    let value: String = match name {
        "path" | "saved" | "copy" | "inside" | "braille" | "inside_braille" | "found" => {
            "/home/spiller/Schach/Turniere/2026/runde-3-brett-5.annabella".into()
        }
        "name" | "white" | "black" | "sealer_name" | "sealed_by" | "who" | "owner" | "event"
        | "site" | "assistant" => "Alexandra Christiansen-Bjørnstad".into(),
        "span" | "time" | "left" | "used" | "white_left" | "black_left" | "white_used"
        | "black_used" | "since_start" | "extra" | "early" => time,
        "square" | "from" | "to" | "on" | "should_be" | "peg" | "from_square" | "at" => {
            "Cecilie otte".into()
        }
        "announcement" | "said" | "move_said" | "phrase" => {
            "Bauer Hector schlägt Gustav sieben wird Springer Schachmatt".into()
        }
        "san" | "written" | "typed" | "input" | "token" => "hxg8=D+".into(),
        "date" => "2026.11.26".into(),
        "fen" => "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".into(),
        _ => "Springer Gustav sieben".into(),
    };
    FluentValue::from(value)
}

/// The argument sets for one message: every variable at a first value,
/// then each selector through each of its keys in turn.
fn argument_sets(lang: Lang, refs: &Refs) -> Vec<FluentArgs<'static>> {
    let is_count = |name: &str| {
        refs.keys.get(name).is_some_and(|keys| {
            keys.iter()
                .any(|k| NUMBER_KEYS.contains(&k.as_str()) || k.parse::<f64>().is_ok())
        })
    };
    let value = |name: &str, key: Option<&str>| -> FluentValue<'static> {
        if is_count(name) {
            let n = match key {
                Some("one") => 1.0,
                Some(k) => k.parse::<f64>().unwrap_or(12.0),
                None => 12.0,
            };
            FluentValue::from(n)
        } else if let Some(k) = key {
            FluentValue::from(k.to_string())
        } else {
            long_value(lang, name)
        }
    };
    let base = |args: &mut FluentArgs<'static>| {
        for name in &refs.used {
            let first = refs.keys.get(name).and_then(|k| k.iter().next().cloned());
            args.set(name.clone(), value(name, first.as_deref()));
        }
    };
    let mut sets = Vec::new();
    let mut args = FluentArgs::new();
    base(&mut args);
    sets.push(args);
    for (name, keys) in &refs.keys {
        for key in keys {
            let mut args = FluentArgs::new();
            base(&mut args);
            args.set(name.clone(), value(name, Some(key)));
            sets.push(args);
        }
    }
    sets
}

/// Whether a line over the width could have been cut: it holds a sentence
/// end, a semicolon, colon or comma, or a bracket, outside quotes.
fn has_boundary(line: &str) -> bool {
    let mut quoted = false;
    let chars: Vec<char> = line.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        if *c == '"' {
            quoted = !quoted;
        }
        let next_space = chars.get(i + 1) == Some(&' ');
        let after = chars.get(i + 2).copied();
        if quoted {
            continue;
        }
        match c {
            ';' | ':' | ',' if next_space => return true,
            '.' | '!' | '?' if next_space && after.is_some_and(char::is_uppercase) => return true,
            '(' if i > 0 => return true,
            _ => {}
        }
    }
    false
}

#[test]
fn every_line_of_every_message_fits_where_it_can_be_cut() {
    let mut over = Vec::new();
    let mut formatted = 0;
    for lang in Lang::ALL {
        let t = lang.text();
        for (id, entry) in catalogue(lang) {
            if entry.message.value.is_none() {
                continue;
            }
            for args in argument_sets(lang, &entry.refs) {
                let text = t.message(id, &args);
                formatted += 1;
                let values: Vec<String> = args
                    .iter()
                    .filter_map(|(_, v)| match v {
                        FluentValue::String(s) => Some(s.to_string()),
                        _ => None,
                    })
                    .filter(|v| v.chars().count() >= 12)
                    .collect();
                // clap wraps the command line's help between words itself.
                let clap = id.starts_with("cli-");
                for paragraph in text.lines() {
                    for line in printable(paragraph) {
                        let long = line.chars().count() > WIDTH;
                        // A line long by the catalogue's own words, with
                        // nowhere to cut it, is a sentence to write shorter
                        // or with a comma where it may be cut.
                        let bare = values.iter().fold(line.clone(), |l, v| l.replace(v, ""));
                        let wordy = !clap && bare.chars().count() > WIDTH;
                        if long && (has_boundary(&line) || wordy) {
                            over.push(format!("{lang} {id} ({}): {line}", line.chars().count()));
                        }
                    }
                }
            }
        }
    }
    over.sort();
    over.dedup();
    assert!(formatted > 2000, "only {formatted} sentences formatted");
    assert!(
        over.is_empty(),
        "{} lines over {WIDTH} that could be cut:\n{}",
        over.len(),
        over.join("\n")
    );
}
