//! Every catalogue against the glossary of its country's laws
//! (`glossary/<lang>.toml`): no banned variant of a concept's term, anywhere.

use serde::Deserialize;

use super::super::Lang;

#[derive(Deserialize)]
struct Glossary {
    #[serde(default)]
    term: Vec<Term>,
}

#[derive(Deserialize)]
struct Term {
    concept: String,
    term: String,
    /// Where the country's laws use the term (a seed and its articles).
    laws: String,
    banned: Vec<String>,
}

/// The languages with a glossary: those whose laws the project has.
const GLOSSED: [Lang; 4] = [Lang::Da, Lang::De, Lang::Nb, Lang::Nl];

fn glossary(lang: Lang) -> Glossary {
    let text = match lang {
        Lang::Da => include_str!("../glossary/da.toml"),
        Lang::De => include_str!("../glossary/de.toml"),
        Lang::Nb => include_str!("../glossary/nb.toml"),
        Lang::Nl => include_str!("../glossary/nl.toml"),
        Lang::En => panic!("English has no laws of its own here"),
    };
    toml::from_str(text).unwrap_or_else(|e| panic!("glossary/{}.toml: {e}", lang.code()))
}

/// The concepts every glossary names (issue 47): the words of the laws the
/// program says most.
const CONCEPTS: [&str; 16] = [
    "arbiter",
    "flag",
    "sealed move",
    "adjourned game",
    "time control",
    "delay",
    "increment",
    "claim",
    "draw offer",
    "illegal move",
    "scoresheet",
    "peg board",
    "announce",
    "complete",
    "execute",
    "resume",
];

#[test]
fn every_glossary_names_each_concept_once() {
    for lang in GLOSSED {
        let glossary = glossary(lang);
        for concept in CONCEPTS {
            assert!(
                glossary.term.iter().any(|t| t.concept == concept),
                "glossary/{}.toml: no term for {concept}",
                lang.code()
            );
        }
        let mut seen = std::collections::HashSet::new();
        for term in &glossary.term {
            assert!(
                seen.insert(term.concept.as_str()),
                "glossary/{}.toml: {} twice",
                lang.code(),
                term.concept
            );
            assert!(
                !term.laws.is_empty(),
                "{}: {} has no citation",
                lang.code(),
                term.concept
            );
        }
    }
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
    let mut found = Vec::new();
    for (lang, term) in GLOSSED
        .into_iter()
        .flat_map(|lang| glossary(lang).term.into_iter().map(move |t| (lang, t)))
    {
        let text = catalogue(lang);
        // The term itself is there: the glossary names a word in use.
        assert!(
            text.contains(term.term.as_str()),
            "{}: {} is not used at all",
            lang.code(),
            term.term
        );
        for variant in &term.banned {
            for (line, said) in uses(text, variant) {
                found.push(format!(
                    "{}.ftl:{line}: {:?} for {} (the laws say {}): {said}",
                    lang.code(),
                    variant,
                    term.concept,
                    term.term
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
