//! How typed lines are read: each command of the table, and what is refused.

use super::*;
use crate::outcome::ClaimKind;
use crate::session::{Breach, MoveRef, PegInput};

/// A command that takes no words refuses any typed after it, with the
/// words; `illegal` reads a move's number and side, and nothing else.
#[test]
fn words_after_a_command_that_takes_none_are_never_dropped() {
    let named = |number, side| Command::Act(Action::Illegal(Some(MoveRef { number, side })));
    assert_eq!(parse("illegal"), Command::Act(Action::Illegal(None)));
    assert_eq!(parse("illegal 3"), named(3, None));
    assert_eq!(parse("illegal 3 black"), named(3, Some(Color::Black)));
    assert_eq!(parse("illegal white 3"), named(3, Some(Color::White)));
    assert_eq!(parse("illegal 3..."), named(3, Some(Color::Black)));
    assert_eq!(parse("illegal 3."), named(3, Some(Color::White)));
    assert_eq!(
        parse("illegal hands black"),
        Command::Act(Action::Breach(Breach::TwoHands, Color::Black))
    );
    assert_eq!(
        parse("illegal white press"),
        Command::Act(Action::Breach(Breach::PressWithoutMove, Color::White))
    );
    for unread in [
        "illegal 3 x",
        "illegal 3... white",
        "illegal 0",
        "illegal hands",
        "illegal 3 4",
    ] {
        assert_eq!(
            parse(unread),
            Command::Usage("illegal", "illegal 12 black"),
            "{unread}"
        );
    }
    let alone: Vec<&Spec> = COMMANDS.iter().filter(|s| s.example.is_empty()).collect();
    assert!(alone.len() >= 19);
    for spec in alone {
        // compare and envelope take what follows (a sheet, a date).
        if ["compare", "envelope"].contains(&spec.name) {
            continue;
        }
        assert!(
            matches!(parse(&format!("{} black 3", spec.name)), Command::Extra { command, .. } if command == spec.name),
            "{}",
            spec.name
        );
    }
}

#[test]
fn commands_and_moves() {
    assert_eq!(parse("press"), Command::Act(Action::Press));
    assert_eq!(parse("fix Nf3"), Command::Act(Action::Fix("Nf3".into())));
    assert_eq!(parse("fix"), Command::Usage("fix", "fix Nf3"));
    let names = |line: &str| with_names(line, Some("Anna Hansen"), Some("Bo Berg"));
    assert_eq!(names("resign Anna Hansen"), "resign white");
    assert_eq!(names("draw bo"), "draw black");
    assert_eq!(names("resign Carl"), "resign Carl");
    assert_eq!(names("e4"), "e4");
    // A word both names share names neither.
    assert_eq!(
        with_names("resign Berg", Some("Ib Berg"), Some("Bo Berg")),
        "resign Berg"
    );
    assert_eq!(
        parse("\"springer felix drei\""),
        Command::Act(Action::Move("springer felix drei".into()))
    );
    assert_eq!(
        parse("fix \"Nf3\""),
        Command::Act(Action::Fix("Nf3".into()))
    );
    assert_eq!(
        parse("springer felix drei"),
        Command::Act(Action::Move("springer felix drei".into()))
    );
    assert_eq!(
        parse("claim threefold Ng1"),
        Command::Act(Action::Claim(ClaimKind::Threefold, Some("Ng1".into())))
    );
    assert_eq!(
        parse("claim fifty"),
        Command::Act(Action::Claim(ClaimKind::Fifty, None))
    );
    assert_eq!(parse("claim Time"), Command::Act(Action::ClaimTime));
    assert_eq!(
        parse("addtime black 2m"),
        Command::Act(Action::AddTime(Color::Black, Span::minutes(2)))
    );
    assert_eq!(
        parse("addtime white -30s"),
        Command::Usage("addtime", "addtime black 2m")
    );
    // Beyond what a person may type, or where the arithmetic would wrap.
    for too_long in [
        "setclock white 2562047788015216h",
        "setclock white 101h",
        "addtime white 9223372036854775807",
    ] {
        assert!(matches!(parse(too_long), Command::Usage(..)), "{too_long}");
    }
    assert_eq!(
        parse("wait 9223372036854775807"),
        Command::Usage("wait", "wait 90s")
    );
    assert_eq!(parse("wait 100h"), Command::Wait(Span::MAX_TYPED));
    assert_eq!(
        parse("setclock white 1h2m3s"),
        Command::Act(Action::SetClock(Color::White, Span::seconds(3723)))
    );
    assert_eq!(parse("wait 1h2m"), Command::Wait(Span::seconds(3720)));
    // A time typed in parts, each with its unit; bare numbers are not joined.
    assert_eq!(
        parse("setclock weiß 1h 2m 3s"),
        Command::Act(Action::SetClock(Color::White, Span::seconds(3723)))
    );
    assert_eq!(
        parse("addtime sort 1m 30s"),
        Command::Act(Action::AddTime(Color::Black, Span::seconds(90)))
    );
    assert!(matches!(parse("setclock white 1 30"), Command::Usage(..)));
    assert_eq!(
        parse("addtime black 2 minutes"),
        Command::Act(Action::AddTime(Color::Black, Span::minutes(2)))
    );
    // No time added is no decision.
    assert!(matches!(parse("addtime black 0s"), Command::Usage(..)));
    // A bare number outside a time control: minutes or seconds?
    assert_eq!(
        parse("setclock White 90"),
        Command::Unitless {
            prefix: "setclock white".into(),
            number: 90
        }
    );
    assert_eq!(
        parse("wait 90"),
        Command::Unitless {
            prefix: "wait".into(),
            number: 90
        }
    );
    assert_eq!(parse("wait soon"), Command::Usage("wait", "wait 90s"));
    assert_eq!(
        parse("setclock white 1:30"),
        Command::ColonTime {
            prefix: "setclock white".into(),
            first: 1,
            second: 30
        }
    );
    assert_eq!(
        parse("draw black"),
        Command::Act(Action::OfferDraw(Some(Color::Black)))
    );
    assert_eq!(parse("draw purple"), Command::Usage("draw", "draw white"));
    assert_eq!(parse("Time"), Command::Time);
    assert_eq!(parse("hilfe"), Command::Help(None));
    assert_eq!(parse("help peg"), Command::Help(Some("peg".into())));
    assert_eq!(parse("compare"), Command::CompareLines);
    assert_eq!(
        parse("compare e4 e5"),
        Command::Act(Action::Compare("e4 e5".into()))
    );
    assert_eq!(
        parse("peg e7 e6"),
        Command::Act(Action::Peg(PegInput::Squares(
            "e7".into(),
            "e6".into(),
            None
        )))
    );
    assert_eq!(
        parse("assistant on"),
        Command::Usage("assistant", "assistant on Eva Holm")
    );
    assert_eq!(parse("rate 500"), Command::Usage("rate", "rate 120"));
    assert_eq!(parse("volume 80%"), Command::Volume(80));
}

#[test]
fn lists_and_their_arguments() {
    assert_eq!(parse("board"), Command::Board(None));
    assert_eq!(parse("board white"), Command::Board(Some(Color::White)));
    assert_eq!(parse("board Schwarz"), Command::Board(Some(Color::Black)));
    assert_eq!(
        parse("board purple"),
        Command::Usage("board", "board white")
    );
    assert_eq!(parse("sheet"), Command::Sheet(None));
    assert_eq!(parse("sheet 12"), Command::Sheet(Some(12)));
    assert_eq!(parse("sheet 0"), Command::Usage("sheet", "sheet 12"));
    assert_eq!(parse("sheet twelve"), Command::Usage("sheet", "sheet 12"));
    assert_eq!(parse("last"), Command::Last(1));
    assert_eq!(parse("last 3"), Command::Last(3));
    assert_eq!(parse("last -3"), Command::Usage("last", "last 3"));
    assert_eq!(parse("square f7"), Command::Square("f7".into()));
    assert_eq!(
        parse("felt Frederik syv"),
        Command::Square("Frederik syv".into())
    );
    assert_eq!(parse("square"), Command::Usage("square", "square f7"));
    assert_eq!(
        parse("pieces white rooks"),
        Command::Pieces(Some(Color::White), "rooks".into())
    );
    assert_eq!(
        parse("figuren Türme schwarz"),
        Command::Pieces(Some(Color::Black), "Türme".into())
    );
    assert_eq!(parse("pieces R"), Command::Pieces(None, "R".into()));
    assert_eq!(
        parse("brikker hvid"),
        Command::Pieces(Some(Color::White), String::new())
    );
    // Dutch words, and colours inflected before a plural.
    assert_eq!(
        parse("pieces zwarte paarden"),
        Command::Pieces(Some(Color::Black), "paarden".into())
    );
    assert_eq!(
        parse("pieces hvide tårne"),
        Command::Pieces(Some(Color::White), "tårne".into())
    );
    assert_eq!(parse("board wit"), Command::Board(Some(Color::White)));
    assert_eq!(parse("nee"), parse("no"));
    assert_eq!(
        parse("pieces"),
        Command::Usage("pieces", "pieces white rooks")
    );
}

#[test]
fn every_help_line_is_in_every_catalogue() {
    let ids =
        std::iter::once(HELP_MOVE).chain(COMMANDS.iter().flat_map(|s| s.help.iter().copied()));
    for lang in crate::text::Lang::ALL {
        for id in ids.clone() {
            assert!(lang.text().has_message(id), "{lang}: no {id}");
        }
    }
}

#[test]
fn a_sealed_move_is_secret_as_it_is_typed() {
    assert_eq!(secret_from("seal Nf3"), Some(4));
    assert_eq!(secret_from("  SEAL Nf3"), Some(6));
    assert_eq!(secret_from("seal N"), Some(4));
    // Nothing secret yet, or nothing to hide.
    assert_eq!(secret_from("seal"), None);
    assert_eq!(secret_from("seal "), None);
    assert_eq!(secret_from("unseal"), None);
    assert_eq!(secret_from("e4"), None);
    assert_eq!(secret_from("fix Nf3"), None);
    // Mistyped: hidden all the same.
    assert_eq!(secret_from("sealNf3"), Some(4));
    assert_eq!(secret_from("seal:Nf3"), Some(4));
    assert_eq!(secret_from("/seal Nf3"), Some(5));
    assert_eq!(secret_from("e4seal Nf3"), Some(6));
    assert_eq!(secret_from("Seal,Nf3"), Some(4));
    // Letters beyond ASCII before it do not shift where it starts.
    assert_eq!(secret_from("ẞİ seal Nf3"), Some(7));
}

#[test]
fn every_word_names_one_command() {
    let mut seen = std::collections::HashSet::new();
    for spec in COMMANDS {
        for word in std::iter::once(&spec.name).chain(spec.aliases) {
            assert!(seen.insert(*word), "\"{word}\" names two commands");
            assert_eq!(word.to_lowercase(), *word, "table words are lower case");
        }
        if !spec.example.is_empty() {
            assert!(
                spec.example.starts_with(spec.name),
                "{}: {}",
                spec.name,
                spec.example
            );
        }
    }
}
