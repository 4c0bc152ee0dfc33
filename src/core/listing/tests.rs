use std::sync::Arc;

use shakmaty::{Move, Square::*};

use super::*;
use crate::clock::{Stamp, TimeControl};
use crate::session::{Action, Setup};
use crate::text::Lang;
use crate::vocab::{Vocabularies, VoiceMix};

use crate::explore::tests::{MIDDLEGAME, pos};

fn voice(id: &str) -> Voice {
    Voice::new(Arc::new(
        crate::vocab::shipped().get(id).unwrap().as_ref().clone(),
    ))
}

fn within_width(lines: &[String]) {
    for l in lines {
        assert!(
            l.chars().count() <= WIDTH,
            "{} characters: {l}",
            l.chars().count()
        );
    }
}

#[test]
fn the_start_position_rank_by_rank() {
    let lines = rank_lines(Chess::default().board(), &voice("de"), Lang::De.text());
    assert_eq!(
        lines,
        [
            "Reihe 8, Schwarz: Turm Anna acht, Springer Bella acht, Läufer Cesar acht.",
            "Reihe 8, Schwarz: Dame David acht, König Eva acht, Läufer Felix acht.",
            "Reihe 8, Schwarz: Springer Gustav acht, Turm Hector acht.",
            "Reihe 7, Schwarz: Bauer Anna sieben, Bauer Bella sieben, Bauer Cesar sieben.",
            "Reihe 7, Schwarz: Bauer David sieben, Bauer Eva sieben, Bauer Felix sieben.",
            "Reihe 7, Schwarz: Bauer Gustav sieben, Bauer Hector sieben.",
            "Reihe 6: leer.",
            "Reihe 5: leer.",
            "Reihe 4: leer.",
            "Reihe 3: leer.",
            "Reihe 2, Weiß: Bauer Anna zwei, Bauer Bella zwei, Bauer Cesar zwei.",
            "Reihe 2, Weiß: Bauer David zwei, Bauer Eva zwei, Bauer Felix zwei.",
            "Reihe 2, Weiß: Bauer Gustav zwei, Bauer Hector zwei.",
            "Reihe 1, Weiß: Turm Anna eins, Springer Bella eins, Läufer Cesar eins.",
            "Reihe 1, Weiß: Dame David eins, König Eva eins, Läufer Felix eins.",
            "Reihe 1, Weiß: Springer Gustav eins, Turm Hector eins.",
        ]
    );
    within_width(&lines);
}

#[test]
fn a_rank_with_both_sides_is_one_line() {
    let lines = rank_lines(pos(MIDDLEGAME).board(), &voice("de"), Lang::En.text());
    let middle: Vec<&str> = lines
        .iter()
        .map(String::as_str)
        .filter(|l| ["Rank 6", "Rank 5", "Rank 4", "Rank 3"].contains(&&l[..6]))
        .collect();
    assert_eq!(
        middle,
        [
            "Rank 6, Black: Springer Cesar sechs, Springer Felix sechs.",
            "Rank 5, Black: Bauer Eva fünf.",
            "Rank 4, White: Läufer Cesar vier, Bauer Eva vier.",
            "Rank 3, White: Springer Felix drei.",
        ]
    );
    let mixed = pos("r3k3/8/8/1b6/4P3/8/8/R3K3 w - - 0 1");
    assert_eq!(
        rank_lines(mixed.board(), &voice("de"), Lang::En.text())[3],
        "Rank 5, Black: Läufer Bella fünf."
    );
    let rank4 = pos("4k3/8/8/8/1b2P3/8/8/4K3 w - - 0 1");
    assert_eq!(
        rank_lines(rank4.board(), &voice("de"), Lang::De.text())[4],
        "Reihe 4, Weiß: Bauer Eva vier; Schwarz: Läufer Bella vier."
    );
    let endgame = pos("8/8/4k3/8/2pP4/8/4K3/8 b - d3 0 1");
    let da = rank_lines(endgame.board(), &voice("da"), Lang::Da.text());
    assert_eq!(
        da,
        [
            "Række 8: tom.",
            "Række 7: tom.",
            "Række 6, Sort: konge Erik seks.",
            "Række 5: tom.",
            "Række 4, Hvid: bonde Dora fire; Sort: bonde Cecilie fire.",
            "Række 3: tom.",
            "Række 2, Hvid: konge Erik to.",
            "Række 1: tom.",
        ]
    );
}

#[test]
fn a_side_kind_by_kind() {
    let start = Chess::default();
    let lines = side_lines(start.board(), Color::White, &voice("de"), Lang::En.text());
    assert_eq!(
        lines,
        [
            "White König on Eva eins.",
            "White Dame on David eins.",
            "2 white Türme on Anna eins, Hector eins.",
            "2 white Läufer on Cesar eins, Felix eins.",
            "2 white Springer on Bella eins, Gustav eins.",
            "8 white Bauern on Anna zwei, Bella zwei, Cesar zwei, David zwei, Eva zwei.",
            "White Bauern also on Felix zwei, Gustav zwei, Hector zwei.",
        ]
    );
    within_width(&lines);
    let lone = pos("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(
        side_lines(lone.board(), Color::Black, &voice("de"), Lang::De.text()),
        ["Schwarzer König auf Eva acht."]
    );
}

#[test]
fn kinds_in_every_language() {
    let start = Chess::default();
    let b = start.board();
    let cases = [
        (
            Lang::De,
            "de",
            Color::Black,
            Role::Queen,
            "Schwarze Dame auf David acht.",
        ),
        (
            Lang::De,
            "de",
            Color::White,
            Role::Rook,
            "2 weiße Türme auf Anna eins, Hector eins.",
        ),
        (
            Lang::Da,
            "da",
            Color::White,
            Role::Rook,
            "2 hvide tårne på Anna et, Henrik et.",
        ),
        (
            Lang::Da,
            "da",
            Color::Black,
            Role::King,
            "Sort konge på Erik otte.",
        ),
        (
            Lang::Nb,
            "nb",
            Color::Black,
            Role::Bishop,
            "2 svarte løpere på Cæsar åtte, Felix åtte.",
        ),
        (
            Lang::Nb,
            "nb",
            Color::White,
            Role::King,
            "Hvit konge på Eva en.",
        ),
    ];
    for (lang, id, color, role, said) in cases {
        assert_eq!(kind_lines(b, color, role, &voice(id), lang.text()), [said]);
    }
    let rook = pos("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    let rb = rook.board();
    assert_eq!(
        kind_lines(rb, Color::White, Role::Rook, &voice("da"), Lang::Da.text()),
        ["Hvidt tårn på Anna et."]
    );
    assert_eq!(
        kind_lines(rb, Color::White, Role::Rook, &voice("nb"), Lang::Nb.text()),
        ["Hvitt tårn på Anna en."]
    );
    // None of a kind.
    // The noun is the vocabulary's; the sentence, and its grammar where the
    // noun is the language's own, the message language's.
    for (lang, words, role, said) in [
        (Lang::En, "de", Role::Queen, "Black has no Dame."),
        (Lang::De, "de", Role::Pawn, "Schwarz hat keinen Bauern."),
        (Lang::De, "de", Role::Queen, "Schwarz hat keine Dame."),
        (Lang::De, "da", Role::Pawn, "Schwarz hat keinen bonde."),
        (Lang::Da, "da", Role::Rook, "Sort har intet tårn."),
        (Lang::Da, "da", Role::Knight, "Sort har ingen springer."),
        (Lang::Nb, "nb", Role::Bishop, "Svart har ingen løper."),
        (Lang::Nb, "de", Role::Bishop, "Svart har ingen Läufer."),
    ] {
        assert_eq!(
            kind_lines(rb, Color::Black, role, &voice(words), lang.text()),
            [said],
            "{lang} {words}"
        );
    }
    // A long list goes on without repeating the count.
    let pawns = kind_lines(b, Color::Black, Role::Pawn, &voice("da"), Lang::Da.text());
    assert_eq!(
        pawns,
        [
            "8 sorte bønder på Anna syv, Bodil syv, Cecilie syv, Dora syv, Erik syv.",
            "Sorte bønder også på Frederik syv, Gustav syv, Henrik syv."
        ]
    );
}

#[test]
fn a_square_and_what_attacks_and_defends_it() {
    let mid = pos(MIDDLEGAME);
    assert_eq!(
        square_lines(&mid, F7, &voice("de"), Lang::De.text()),
        [
            "Felix sieben: schwarzer Bauer",
            "Felix sieben, angegriffen von Weiß: Läufer Cesar vier.",
            "Felix sieben, gedeckt von Schwarz: König Eva acht.",
        ]
    );
    // An empty square: White is to move, so Black's pieces attack it.
    assert_eq!(
        square_lines(&mid, D4, &voice("de"), Lang::En.text()),
        [
            "David vier: empty",
            "David vier, attacked by Black: Bauer Eva fünf, Springer Cesar sechs.",
            "David vier, defended by White: Springer Felix drei.",
        ]
    );
    let start = Chess::default();
    assert_eq!(
        square_lines(&start, E4, &voice("da"), Lang::Da.text()),
        [
            "Erik fire: tom",
            "Erik fire, ikke truet af Sort.",
            "Erik fire, ikke dækket af Hvid.",
        ]
    );
    assert_eq!(
        square_lines(&start, A1, &voice("nb"), Lang::Nb.text())[1..],
        [
            "Anna en, ikke angrepet av svart.",
            "Anna en, ikke dekket av hvit.",
        ]
    );
    assert_eq!(
        square_lines(&start, B1, &voice("de"), Lang::De.text())[1..],
        [
            "Bella eins, von Schwarz nicht angegriffen.",
            "Bella eins, gedeckt von Weiß: Turm Anna eins.",
        ]
    );
}

/// Plays `sans` from the start; the (position before, move) pairs.
fn played(sans: &[&str]) -> Vec<(Chess, Move)> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for san in sans {
        let m = san
            .parse::<shakmaty::san::San>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        out.push((pos.clone(), m));
        pos.play_unchecked(m);
    }
    out
}

#[test]
fn the_scoresheet_a_move_pair_a_line() {
    let game = played(&["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]);
    let pairs =
        || notation::scoresheet_pairs(game.iter().map(|(p, m)| (p, *m)), Letters::De, |i| i == 3);
    let t = Lang::De.text();
    assert_eq!(
        sheet_lines(pairs(), None, t),
        ["1. e4 e5", "2. Sf3 Sc6(=)", "3. Lb5 a6", "4. La4"]
    );
    assert_eq!(sheet_lines(pairs(), Some(3), t), ["3. Lb5 a6", "4. La4"]);
    assert_eq!(sheet_lines(pairs(), Some(4), t), ["4. La4"]);
    assert_eq!(
        sheet_lines(pairs(), Some(12), t),
        ["Das Partieformular reicht bis Zug 4: Zug 12 ist noch nicht gespielt."]
    );
    assert_eq!(
        sheet_lines(pairs(), Some(12), Lang::En.text()),
        ["The scoresheet goes up to move 4: there is no move 12 yet."]
    );
    assert_eq!(
        sheet_lines(Vec::new(), Some(3), Lang::En.text()),
        ["No move has been made yet."]
    );
    // The one-line scoresheet is the same pairs, joined.
    assert_eq!(
        notation::scoresheet_marked(game.iter().map(|(p, m)| (p, *m)), Letters::De, |i| i == 3),
        "1. e4 e5 2. Sf3 Sc6(=) 3. Lb5 a6 4. La4"
    );
    // A game from a position with Black to move.
    let black = pos("4k3/4p3/8/8/8/8/4P3/4K3 b - - 0 1");
    let e5 = Move::Normal {
        role: Role::Pawn,
        from: E7,
        capture: None,
        to: E5,
        promotion: None,
    };
    let after = black.clone().play(e5).unwrap();
    let e4 = Move::Normal {
        role: Role::Pawn,
        from: E2,
        capture: None,
        to: E4,
        promotion: None,
    };
    let sheet = notation::scoresheet_pairs([(&black, e5), (&after, e4)], Letters::En, |_| false);
    assert_eq!(
        sheet,
        [(1, "1... e5".to_string()), (2, "2. e4".to_string())]
    );
}

/// A session on the manual clock, with these moves made and completed, and
/// then `announced` announced but not completed.
fn session(moves: &[&str], announced: Option<&str>, lang: Lang) -> (Session, Context) {
    let setup = Setup {
        lang,
        letters: lang.letters(),
        voice: VoiceMix::plain("de"),
        ..Setup::manual(TimeControl::parse("90+30").unwrap())
    };
    let all: Vocabularies = crate::vocab::shipped();
    let ctx = Context::new(&setup, &all).unwrap();
    let (mut session, _) = Session::start(setup, Stamp(0)).unwrap();
    let act = |session: &mut Session, action: Action| {
        let step = session.step(&action, Stamp(0), &ctx);
        assert_eq!(step.refusal, None, "{action:?}");
        for e in &step.events {
            session.apply(e).unwrap();
        }
    };
    for m in moves {
        act(&mut session, Action::Move(m.to_string()));
        act(&mut session, Action::Press);
    }
    if let Some(m) = announced {
        act(&mut session, Action::Move(m.to_string()));
    }
    (session, ctx)
}

#[test]
fn the_last_moves_one_a_line() {
    let (s, ctx) = session(&["e4", "e5", "Nf3", "Nc6"], Some("Bb5"), Lang::En);
    assert_eq!(
        last(&s, &ctx, 3),
        [
            "White, move 2: Springer Felix drei.",
            "Black, move 2: Springer Cesar sechs.",
            "White, move 3: Läufer Bella fünf. Not completed yet.",
        ]
    );
    assert_eq!(
        last(&s, &ctx, 1),
        ["White, move 3: Läufer Bella fünf. Not completed yet."]
    );
    assert_eq!(last(&s, &ctx, 50).len(), 5);
    let (s, ctx) = session(&["e4", "e5"], None, Lang::De);
    assert_eq!(
        last(&s, &ctx, 3),
        [
            "Weiß, Zug 1: Bauer Eva vier.",
            "Schwarz, Zug 1: Bauer Eva fünf.",
        ]
    );
    let (s, ctx) = session(&[], None, Lang::En);
    assert_eq!(last(&s, &ctx, 3), ["No move has been made yet."]);
}

#[test]
fn session_answers_read_squares_and_kinds_in_words() {
    let (s, ctx) = session(&["e4", "e5", "Nf3", "Nc6"], None, Lang::De);
    let f7 = lines_of(square(&s, &ctx, "Felix sieben")).unwrap();
    assert_eq!(lines_of(square(&s, &ctx, "f7")).unwrap(), f7);
    assert_eq!(f7[0], "Felix sieben: schwarzer Bauer");
    assert_eq!(
        lines_of(square(&s, &ctx, "Felix neun")),
        Err(
            "\"Felix neun\" ist kein Feld: zum Beispiel square f7 oder square Felix sieben eingeben.".into()
        )
    );
    assert_eq!(
        lines_of(pieces(&s, &ctx, Some(Color::White), "Springer")).unwrap(),
        ["2 weiße Springer auf Bella eins, Felix drei."]
    );
    assert_eq!(
        lines_of(pieces(&s, &ctx, None, "Türme")).unwrap(),
        [
            "2 weiße Türme auf Anna eins, Hector eins.",
            "2 schwarze Türme auf Anna acht, Hector acht."
        ]
    );
    assert_eq!(
        lines_of(pieces(&s, &ctx, Some(Color::Black), "")).unwrap(),
        side_lines(
            s.position().board(),
            Color::Black,
            &ctx.voice,
            Lang::De.text()
        )
    );
    assert_eq!(
        lines_of(pieces(&s, &ctx, Some(Color::Black), "Elefanten")),
        Err("\"Elefanten\" ist keine Figurenart: zum Beispiel pieces weiße Türme eingeben.".into())
    );
    let board = board(&s, &ctx, None);
    assert_eq!(board.len(), 17, "{board:#?}");
    assert_eq!(board[6], "Reihe 6, Schwarz: Springer Cesar sechs.");
    assert_eq!(board.last().unwrap(), "Weiß ist am Zug.");
    assert_eq!(
        super::board(&s, &ctx, Some(Color::White)),
        side_lines(
            s.position().board(),
            Color::White,
            &ctx.voice,
            Lang::De.text()
        )
    );
    assert_eq!(sheet(&s, Some(2)), ["2. Sf3 Sc6"]);
}

/// Random games: every line of every list keeps within the width, in every
/// language, for positions full and sparse.
#[test]
fn every_line_keeps_within_the_width() {
    let mut rng = fastrand::Rng::with_seed(10);
    for lang in Lang::ALL {
        let id = match lang {
            // The Dutch appendix announces with the German words.
            Lang::En | Lang::De | Lang::Nl => "de",
            Lang::Da => "da",
            Lang::Nb => "nb",
        };
        let v = voice(id);
        let t = lang.text();
        for _ in 0..8 {
            let mut p = Chess::default();
            for _ in 0..rng.usize(0..120) {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(moves[rng.usize(0..moves.len())]);
            }
            within_width(&rank_lines(p.board(), &v, t));
            for color in [Color::White, Color::Black] {
                within_width(&side_lines(p.board(), color, &v, t));
            }
            for sq in Square::ALL {
                within_width(&square_lines(&p, sq, &v, t));
            }
        }
    }
}

/// An answer as its lines, or the refusal that says why there are none.
fn lines_of(answer: crate::say::Answer) -> Result<Vec<String>, String> {
    if answer.refused() {
        Err(answer.lines[0].text.clone())
    } else {
        Ok(answer.texts().map(String::from).collect())
    }
}
