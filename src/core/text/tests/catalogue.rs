//! The catalogues' completeness: every language has every message of the
//! English one, uses no variable English does not (but for grammar), and
//! says every variable English says.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;

/// Variables a translation may select on though English needs not: the
/// grammar of the piece a colour adjective agrees with.
const GRAMMAR_ONLY: &[(&str, &str)] = &[
    ("square-piece", "role"),
    ("square-piece", "native"),
    ("kind-none", "native"),
    ("no-piece", "native"),
    ("no-piece", "role"),
    ("cannot-reach", "role"),
    ("cannot-move-there", "role"),
    ("own-piece", "role"),
    ("kind-none", "role"),
    ("kind-squares", "role"),
];

/// Messages a translation may write exactly as English: they hold no words
/// of their own, only variables and terms (the terms differ).
const SAME_AS_ENGLISH: &[&str] = &[
    "side",
    // Danish and Norwegian man pages keep the heading SYNOPSIS.
    "man-synopsis",
    "piece",
    "line-report",
    "rank-side",
    "file-problem",
    "config-value",
    "config-option",
    "config-item",
    // The TOML reader's own words, in English in every language.
    "vocab-toml",
    "spoken-example",
    // The colours' words beside clock readings or names.
    "overview-clocks",
    "overview-players",
];

/// What a message refers to: the variables it uses (in a selector or
/// printed), those it prints, and the messages it includes.
#[derive(Default)]
pub(super) struct Refs {
    pub(super) used: BTreeSet<String>,
    pub(super) printed: BTreeSet<String>,
    messages: BTreeSet<String>,
    /// The keys each selector variable is matched against.
    pub(super) keys: BTreeMap<String, BTreeSet<String>>,
}

impl Refs {
    fn pattern(&mut self, p: &ast::Pattern<&str>) {
        for e in &p.elements {
            if let ast::PatternElement::Placeable { expression } = e {
                self.expression(expression, true);
            }
        }
    }

    fn expression(&mut self, e: &ast::Expression<&str>, printed: bool) {
        match e {
            ast::Expression::Select { selector, variants } => {
                self.inline(selector, false);
                if let ast::InlineExpression::VariableReference { id } = selector {
                    let keys = self.keys.entry(id.name.to_string()).or_default();
                    for v in variants {
                        keys.insert(match &v.key {
                            ast::VariantKey::Identifier { name } => name.to_string(),
                            ast::VariantKey::NumberLiteral { value } => value.to_string(),
                        });
                    }
                }
                for v in variants {
                    self.pattern(&v.value);
                }
            }
            ast::Expression::Inline(i) => self.inline(i, printed),
        }
    }

    fn inline(&mut self, i: &ast::InlineExpression<&str>, printed: bool) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                self.used.insert(id.name.to_string());
                if printed {
                    self.printed.insert(id.name.to_string());
                }
            }
            ast::InlineExpression::MessageReference { id, .. } => {
                self.messages.insert(id.name.to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    self.inline(a, false);
                }
            }
            ast::InlineExpression::Placeable { expression } => self.expression(expression, printed),
            _ => {}
        }
    }
}

pub(super) struct FtlEntry<'s> {
    pub(super) message: ast::Message<&'s str>,
    attributes: BTreeSet<&'s str>,
    pub(super) refs: Refs,
}

pub(super) fn catalogue(lang: Lang) -> BTreeMap<&'static str, FtlEntry<'static>> {
    let resource = fluent_syntax::parser::parse(Text::source(lang))
        .unwrap_or_else(|(_, errors)| panic!("{lang}.ftl: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let mut refs = Refs::default();
                if let Some(value) = &message.value {
                    refs.pattern(value);
                }
                for a in &message.attributes {
                    refs.pattern(&a.value);
                }
                let attributes = message.attributes.iter().map(|a| a.id.name).collect();
                let id = message.id.name;
                let previous = out.insert(
                    id,
                    FtlEntry {
                        message,
                        attributes,
                        refs,
                    },
                );
                assert!(previous.is_none(), "{lang}.ftl: {id} twice");
            }
            ast::Entry::Junk { content } => panic!("{lang}.ftl cannot be read at: {content}"),
            _ => {}
        }
    }
    // A message included in another shares its variables.
    let included: Vec<(&str, BTreeSet<String>, BTreeSet<String>)> = out
        .iter()
        .map(|(id, e)| {
            let (mut used, mut printed) = (BTreeSet::new(), BTreeSet::new());
            let mut todo: Vec<&str> = e.refs.messages.iter().map(String::as_str).collect();
            let mut seen = BTreeSet::new();
            while let Some(m) = todo.pop() {
                if !seen.insert(m) {
                    continue;
                }
                let other = out
                    .get(m)
                    .unwrap_or_else(|| panic!("{lang}.ftl: {id} includes {m}, which is missing"));
                used.extend(other.refs.used.iter().cloned());
                printed.extend(other.refs.printed.iter().cloned());
                todo.extend(other.refs.messages.iter().map(String::as_str));
            }
            (*id, used, printed)
        })
        .collect();
    for (id, used, printed) in included {
        let e = out.get_mut(id).expect("listed");
        e.refs.used.extend(used);
        e.refs.printed.extend(printed);
    }
    out
}

#[test]
fn every_language_has_every_message_and_keeps_what_it_says() {
    let en = catalogue(Lang::En);
    for lang in [Lang::Da, Lang::De, Lang::Nb, Lang::Nl] {
        let tr = catalogue(lang);
        let missing: Vec<_> = en.keys().filter(|id| !tr.contains_key(*id)).collect();
        let extra: Vec<_> = tr.keys().filter(|id| !en.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{lang}.ftl lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang}.ftl has messages English lacks: {extra:?}"
        );
        for (id, english) in &en {
            let t = &tr[id];
            assert_eq!(t.attributes, english.attributes, "{lang}.ftl: {id}");
            let unknown: Vec<_> = t
                .refs
                .used
                .iter()
                .filter(|v| !english.refs.used.contains(*v))
                .filter(|v| !GRAMMAR_ONLY.contains(&(*id, v.as_str())))
                .collect();
            assert!(
                unknown.is_empty(),
                "{lang}.ftl: {id} uses {unknown:?}, which English does not"
            );
            let dropped: Vec<_> = english.refs.printed.difference(&t.refs.printed).collect();
            assert!(
                dropped.is_empty(),
                "{lang}.ftl: {id} does not say {dropped:?}, which English says"
            );
            let same = t.message.value == english.message.value
                && t.message.attributes == english.message.attributes;
            assert!(
                !same || SAME_AS_ENGLISH.contains(id),
                "{lang}.ftl: {id} is the English text"
            );
        }
    }
}

#[test]
fn the_completeness_test_sees_a_missing_variable() {
    let parse = |ftl: &'static str| {
        let resource = fluent_syntax::parser::parse(ftl).expect("valid");
        let ast::Entry::Message(m) = &resource.body[0] else {
            panic!("a message")
        };
        let mut refs = Refs::default();
        refs.pattern(m.value.as_ref().expect("a value"));
        refs
    };
    let en = parse("m = { $a ->\n    [x] { $b }\n   *[y] { $c }\n}\n");
    assert_eq!(en.used, ["a", "b", "c"].map(String::from).into());
    assert_eq!(en.printed, ["b", "c"].map(String::from).into());
}
