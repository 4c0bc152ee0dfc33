//! Every catalogue against the glossary of its country's laws
//! (glossary.toml): no banned variant of a concept's term, anywhere.

use serde::Deserialize;

use super::super::Lang;

#[derive(Deserialize)]
struct Glossary {
    term: Vec<Term>,
}

#[derive(Deserialize)]
struct Term {
    lang: String,
    concept: String,
    term: String,
    #[allow(dead_code, reason = "the citation is for readers of the file")]
    laws: String,
    banned: Vec<String>,
}

fn glossary() -> Glossary {
    toml::from_str(include_str!("../glossary.toml")).expect("glossary.toml reads")
}

fn catalogue(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../en.ftl"),
        Lang::Da => include_str!("../da.ftl"),
        Lang::De => include_str!("../de.ftl"),
        Lang::Nb => include_str!("../nb.ftl"),
        Lang::Nl => include_str!("../nl.ftl"),
    }
}

/// The places `variant` starts a word in `text`: the line and its text.
fn uses<'a>(text: &'a str, variant: &str) -> Vec<(usize, &'a str)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            line.match_indices(variant).any(|(at, _)| {
                line[..at]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !c.is_alphanumeric())
            })
        })
        .map(|(i, line)| (i + 1, line))
        .collect()
}

#[test]
fn no_catalogue_uses_a_variant_its_laws_do_not() {
    let glossary = glossary();
    let mut found = Vec::new();
    for term in &glossary.term {
        let lang = Lang::ALL
            .into_iter()
            .find(|l| l.code() == term.lang)
            .unwrap_or_else(|| panic!("glossary: no language {}", term.lang));
        let text = catalogue(lang);
        // The term itself is there: the glossary names a word in use.
        assert!(
            text.contains(term.term.as_str()),
            "{}: {} is not used at all",
            term.lang,
            term.term
        );
        for variant in &term.banned {
            for (line, said) in uses(text, variant) {
                found.push(format!(
                    "{}.ftl:{line}: {:?} for {} (the laws say {}): {said}",
                    term.lang, variant, term.concept, term.term
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The test can fail: a banned word in a text is found, at a word's start.
#[test]
fn a_banned_variant_is_found_at_a_words_start() {
    assert_eq!(uses("Hvits flagg har falt", "flagg").len(), 1);
    assert_eq!(uses("flaggene", "flagg").len(), 1);
    assert_eq!(uses("Norflagg", "flagg").len(), 0);
}
