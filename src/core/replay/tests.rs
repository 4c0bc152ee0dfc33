use super::*;
use crate::vocab::VoiceMix;

/// German announcements, English messages and letters.
fn words() -> Words {
    let all = crate::vocab::shipped();
    let voice = all.voice(&VoiceMix::plain("de")).unwrap();
    Words {
        reader: MoveReader::new(&all.reading_order(&voice), Some(Letters::En)),
        voice,
        style: Style::default(),
        lang: Lang::En,
        letters: Letters::En,
    }
}

const FILE: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Bo\"]\n[Result \"1-0\"]\n\n\
    {An open game} 1. e4 e5 $1 {the classical reply} (1... c5 2. Nf3 d6) (1... e6) 2. Nf3 Nc6 1-0\n\n\
    [White \"Cy\"]\n[Black \"Di\"]\n[Variant \"Chess960\"]\n\n1. e4 *\n";

fn texts(a: &Answer) -> Vec<&str> {
    a.lines.iter().map(|l| l.text.as_str()).collect()
}

#[test]
fn a_file_of_many_games_is_listed_to_choose() {
    let (mut study, answer) = Study::open(FILE.as_bytes().to_vec(), None, words()).unwrap();
    let lines = texts(&answer);
    assert_eq!(lines[0], "The file holds 2 games:");
    assert_eq!(lines[1], "1: Anna against Bo, 1-0, Club, 2 moves.");
    assert!(
        lines[2].starts_with("2: Cy against Di, *, 0 moves. Line 8: it is a Chess960 game"),
        "{}",
        lines[2]
    );
    assert!(study.run(ReplayCommand::Next(1)).refused());
    assert!(study.run(ReplayCommand::Game(2)).refused());
    assert!(study.run(ReplayCommand::Game(3)).refused());
    let opened = study.run(ReplayCommand::Game(1));
    assert_eq!(
        texts(&opened)[0],
        "Game 1 of 2: Anna against Bo, 1-0, 2 moves."
    );
    assert!(texts(&opened).contains(&"A comment: type comment."));
}

#[test]
fn next_back_go_and_the_end() {
    let (mut study, _) = Study::open(FILE.as_bytes().to_vec(), Some(1), words()).unwrap();
    assert_eq!(
        texts(&study.run(ReplayCommand::Comment)),
        vec!["An open game"]
    );
    let a = study.run(ReplayCommand::Next(1));
    assert_eq!(a.lines[0].text, "1. Bauer Eva vier");
    assert_eq!(a.lines[0].words.as_deref(), Some("Bauer Eva vier"));
    let a = study.run(ReplayCommand::Next(1));
    assert_eq!(a.lines[0].text, "1... Bauer Eva fünf (good move)");
    assert_eq!(
        a.lines[1].text,
        "A comment: type comment. 2 other moves: type variations."
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Comment)),
        vec!["the classical reply", "good move"]
    );
    let a = study.run(ReplayCommand::Next(5));
    assert_eq!(
        texts(&a),
        vec![
            "2. Springer Felix drei",
            "2... Springer Cesar sechs",
            "That was the last move. Result: 1-0, White won."
        ]
    );
    assert!(study.run(ReplayCommand::Next(1)).refused());
    assert_eq!(
        texts(&study.run(ReplayCommand::Back(1))),
        vec!["After 2. Springer Felix drei.", "Black to move."]
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Go(1, Color::White))),
        vec!["After 1. Bauer Eva vier.", "Black to move."]
    );
    assert!(study.run(ReplayCommand::Go(9, Color::White)).refused());
    assert_eq!(
        texts(&study.run(ReplayCommand::First))[0],
        "At the start of the game."
    );
    assert!(study.run(ReplayCommand::Back(1)).refused());
    assert_eq!(
        study.run(ReplayCommand::Last).lines[0].text,
        "After 2... Springer Cesar sechs."
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Who)),
        vec!["White to move, move 3."]
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Result)),
        vec!["Result: 1-0, White won."]
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Moves)),
        vec!["1. e4 e5", "2. Nf3 Nc6"]
    );
}

#[test]
fn variations_are_entered_and_left() {
    let (mut study, _) = Study::open(FILE.as_bytes().to_vec(), Some(1), words()).unwrap();
    assert!(study.run(ReplayCommand::Variations).refused());
    study.run(ReplayCommand::Next(2));
    assert_eq!(
        texts(&study.run(ReplayCommand::Variations)),
        vec![
            "2 other moves here:",
            "1: 1... c5 2. Nf3 d6",
            "2: 1... e6",
            "Type variation and its number to listen to it, e.g. variation 1."
        ]
    );
    assert!(study.run(ReplayCommand::Enter(3)).refused());
    assert_eq!(
        texts(&study.run(ReplayCommand::Enter(1))),
        vec!["Variation 1:", "1... Bauer Cesar fünf"]
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Who)),
        vec!["White to move, move 2. In a variation."]
    );
    let a = study.run(ReplayCommand::Next(2));
    assert_eq!(
        texts(&a).last().copied(),
        Some("That is the end of the variation. Type leave to go back.")
    );
    assert_eq!(
        study
            .position()
            .board()
            .piece_at(shakmaty::Square::D6)
            .map(|p| p.role),
        Some(shakmaty::Role::Pawn)
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Leave))[..2],
        [
            "Back in the game.",
            "After 1... Bauer Eva fünf (good move)."
        ]
    );
    assert!(study.run(ReplayCommand::Leave).refused());
    assert_eq!(
        study.run(ReplayCommand::Next(1)).lines[0].text,
        "2. Springer Felix drei"
    );
}

#[test]
fn a_chosen_game_that_cannot_be_read_is_refused() {
    let e = Study::open(FILE.as_bytes().to_vec(), Some(2), words()).unwrap_err();
    assert!(matches!(
        e,
        OpenError::Unreadable {
            number: 2,
            problem: PgnProblem::Chess960,
            line: 8
        }
    ));
    let e = Study::open(FILE.as_bytes().to_vec(), Some(5), words()).unwrap_err();
    assert_eq!(
        e,
        OpenError::NoSuchGame {
            number: 5,
            count: 2
        }
    );
    assert_eq!(
        Study::open(b"  \n".to_vec(), None, words()).unwrap_err(),
        OpenError::NoGames
    );
}

#[test]
fn a_variations_own_comment_is_said_on_entering_and_go_stays_in_it() {
    let pgn = "1. e4 e5 ({Also good:} 1... c5 2. Nf3 d6 3. d4) 2. Nf3 *";
    let (mut study, _) = Study::open(pgn.as_bytes().to_vec(), None, words()).unwrap();
    study.run(ReplayCommand::Next(2));
    assert_eq!(
        texts(&study.run(ReplayCommand::Enter(1))),
        vec!["Variation 1:", "Also good:", "1... Bauer Cesar fünf"]
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Go(3, Color::White))),
        vec!["After 3. Bauer David vier.", "Black to move."]
    );
    // Move 1 of the variation is Black's: White's first move is the game's.
    assert!(study.run(ReplayCommand::Go(1, Color::White)).refused());
    assert_eq!(
        texts(&study.run(ReplayCommand::First))[0],
        "At the start of the variation."
    );
    assert_eq!(study.position().fullmoves().get(), 1);
    assert_eq!(study.position().turn(), Color::Black);
}

#[test]
fn variations_within_variations() {
    let pgn = "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 3. exd5) d6) 2. Nf3 *";
    let (mut study, _) = Study::open(pgn.as_bytes().to_vec(), None, words()).unwrap();
    study.run(ReplayCommand::Next(2));
    study.run(ReplayCommand::Enter(1));
    assert_eq!(
        texts(&study.run(ReplayCommand::Next(1)))[..2],
        ["2. Springer Felix drei", "One other move: type variations."]
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Enter(1))),
        vec!["Variation 1, 2 deep:", "2. Bauer Cesar drei"]
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Who)),
        vec!["Black to move, move 2. In a variation 2 deep."]
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Last))[0],
        "After 3. Bauer Eva schlägt David fünf."
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Leave))[..2],
        ["Back in the variation.", "After 2. Springer Felix drei."]
    );
    assert_eq!(
        texts(&study.run(ReplayCommand::Leave))[..2],
        ["Back in the game.", "After 1... Bauer Eva fünf."]
    );
}

/// 45 games: Anna plays the odd ones against Bo, Cy the even ones against Di.
fn many() -> Vec<u8> {
    (1..=45)
        .map(|n| {
            let (white, black) = if n % 2 == 1 { ("Anna", "Bo") } else { ("Cy", "Di") };
            format!(
                "[Event \"Round {n}\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
            )
        })
        .collect::<String>()
        .into_bytes()
}

#[test]
fn a_long_file_is_listed_a_page_at_a_time() {
    let (mut study, answer) = Study::open(many(), None, words()).unwrap();
    let lines = texts(&answer);
    assert_eq!(lines[0], "The file holds 45 games:");
    assert_eq!(lines[1], "1: Anna against Bo, *, Round 1, one move.");
    assert_eq!(lines[20], "20: Cy against Di, *, Round 20, one move.");
    assert_eq!(lines[21], "Games 1 to 20 of 45. Type games 2 for the next.");
    assert_eq!(
        lines[22],
        "Type game and a number to listen to that game, e.g. game 2."
    );
    assert_eq!(lines.len(), 23);
    let last = study.run(parse("games 3"));
    let lines = texts(&last);
    assert_eq!(lines[1], "41: Anna against Bo, *, Round 41, one move.");
    assert_eq!(lines.last(), Some(&"Games 41 to 45 of 45."));
    assert_eq!(lines.len(), 7);
    let beyond = study.run(parse("games 50"));
    assert!(beyond.refused());
    assert_eq!(
        texts(&beyond),
        vec!["There is no page 50: the list has 3 pages."]
    );
}

#[test]
fn games_are_found_by_player_event_or_date() {
    let (mut study, _) = Study::open(many(), None, words()).unwrap();
    // Every word must be there, in any case: Cy's games in rounds 1x.
    let found = study.run(parse("games round 1 cy"));
    let lines = texts(&found);
    assert_eq!(lines[0], "5 of the file's 45 games hold \"round 1 cy\":");
    assert_eq!(lines[1], "10: Cy against Di, *, Round 10, one move.");
    assert_eq!(lines.len(), 6);
    // Anna's 23 games: two pages, the next named with the words.
    let anna = study.run(parse("games ANNA"));
    assert_eq!(
        texts(&anna).last(),
        Some(&"Games 1 to 20 of 23. Type games ANNA 2 for the next.")
    );
    let second = study.run(parse("games ANNA 2"));
    assert_eq!(
        texts(&second)[1],
        "41: Anna against Bo, *, Round 41, one move."
    );
    // A last number is a page where there is one, else a word to find.
    let year = study.run(parse("games round 45"));
    assert_eq!(
        texts(&year)[1],
        "45: Anna against Bo, *, Round 45, one move."
    );
    let none = study.run(parse("games Morphy"));
    assert_eq!(
        texts(&none),
        vec!["None of the file's 45 games holds \"Morphy\"."]
    );
}

/// A file of more games than are listed is read up to there, and said so:
/// the list's memory is bounded like the reading's.
#[test]
fn a_file_of_too_many_games_is_listed_up_to_the_most() {
    let bytes = "*\n\n".repeat(pgn::MOST_GAMES + 5).into_bytes();
    let (study, answer) = Study::open(bytes, None, words()).unwrap();
    assert_eq!(
        texts(&answer)[0],
        "The file holds more games than annabella lists: the first 120000 are read."
    );
    assert_eq!(study.games.len(), pgn::MOST_GAMES);
}

/// Where the listener stands after `back` is no move played now: said
/// privately and whole, as it is shown (issue 31: speech as shown).
#[test]
fn back_says_where_the_listener_stands_as_shown() {
    let (mut study, _) = Study::open(FILE.as_bytes().to_vec(), Some(1), words()).unwrap();
    study.run(ReplayCommand::Next(2));
    let a = study.run(ReplayCommand::Back(1));
    assert_eq!(a.lines[0].text, "After 1. Bauer Eva vier.");
    assert_eq!(a.lines[0].channel, crate::say::Channel::Private);
    assert_eq!(a.lines[0].spoken(), a.lines[0].text);
}
