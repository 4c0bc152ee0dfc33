//! Property: through the session, the peg board stays a faithful record of
//! what was executed on it. Random legal games are played with
//! `Action::Move` and `Action::Press`, with random mistakes on the peg board
//! (`Action::Peg` between random squares, before or after the press), under
//! the assumed or the strict mirror. At the end:
//! - the planned steps (`boards::steps`) apply one by one and leave the peg
//!   board equal to the game's board;
//! - `diff` says the boards agree exactly when they are equal;
//! - replaying the journal gives the same peg board and the same game;
//! - after `Action::PegFixed` the peg board is the game's board, replayed too.

use annabella::core::boards;
use annabella::core::clock::{Stamp, TimeControl};
use annabella::core::session::{
    Action, Context, Mirror, PegInput, Record, Refusal, Session, Setup,
};
use annabella::shell::voices;
use proptest::prelude::*;
use shakmaty::uci::UciMove;
use shakmaty::{Position, Square};

fn setup(mirror: Mirror) -> Setup {
    // Long enough that no flag falls in these games.
    Setup {
        white: "Anna".into(),
        black: "Bo".into(),
        mirror,
        ..Setup::manual(TimeControl::parse("300m+30s").unwrap())
    }
}

/// What happens at one half-move besides the move and the press.
#[derive(Debug, Clone)]
struct Ply {
    /// Which legal move is played (modulo their number).
    choice: usize,
    /// Seconds thought before the press.
    think: i64,
    /// A wrong execution entered before the press: the piece on the
    /// `from`-th occupied square goes to square number `to`.
    before: Option<(usize, u8)>,
    /// A wrong execution of the completed move, entered after the press.
    after: Option<(usize, u8)>,
    /// The peg board is put right after this half-move.
    fixed: bool,
}

fn mistake() -> impl Strategy<Value = Option<(usize, u8)>> {
    prop_oneof![
        4 => Just(None),
        1 => (any::<usize>(), 0u8..64).prop_map(Some),
    ]
}

fn ply() -> impl Strategy<Value = Ply> {
    (
        any::<usize>(),
        0i64..120,
        mistake(),
        mistake(),
        prop::bool::weighted(0.05),
    )
        .prop_map(|(choice, think, before, after, fixed)| Ply {
            choice,
            think,
            before,
            after,
            fixed,
        })
}

/// A game driven like the shell drives it: step, then apply every event and
/// keep it for the journal.
struct Table {
    session: Session,
    ctx: Context,
    journal: Vec<Record>,
    now: i64,
}

impl Table {
    fn new(mirror: Mirror) -> Table {
        let setup = setup(mirror);
        let all = voices::builtin().expect("the built-in vocabularies load");
        let ctx = Context::new(&setup, &all).expect("the German voice is built in");
        let (session, first) = Session::start(setup, Stamp(0)).expect("a game starts");
        Table {
            session,
            ctx,
            journal: vec![first],
            now: 0,
        }
    }

    fn act(&mut self, action: Action) -> Option<Refusal> {
        let step = self
            .session
            .step(&action, Stamp(self.now * 1000), &self.ctx);
        for e in &step.events {
            self.session
                .apply(e)
                .unwrap_or_else(|why| panic!("{e:?} from {action:?} does not apply: {why}"));
            // Telling it must not fail either.
            let _ = self.session.narrate(e, &self.ctx);
            self.journal.push(e.clone());
        }
        step.refusal
    }

    /// A wrong execution between a random occupied square of the peg board
    /// and another square. The square may be empty on the board the entry
    /// applies to (the one before the move): then it is refused as such.
    fn peg_mistake(&mut self, (from, to): (usize, u8)) {
        let board = self.session.peg_board();
        let occupied: Vec<Square> = board.occupied().into_iter().collect();
        let from = occupied[from % occupied.len()];
        let mut to = Square::new(u32::from(to));
        if to == from {
            to = Square::new((u32::from(to) + 1) % 64);
        }
        match self.act(Action::Peg(PegInput::Squares(
            from.to_string(),
            to.to_string(),
            None,
        ))) {
            None | Some(Refusal::BadPegSquares(_)) => {}
            Some(other) => panic!("peg {from} {to} refused: {other:?}"),
        }
    }
}

/// The steps put the peg board right: each applies, nothing is left in the
/// hand, and the board is the game's.
fn steps_put_it_right(session: &Session) -> Result<(), TestCaseError> {
    let (peg, want) = (session.peg_board(), session.game_board());
    let mut board = peg.clone();
    let mut held = Vec::new();
    for step in boards::steps(&peg, &want) {
        boards::apply(&mut board, &mut held, step)
            .map_err(|why| TestCaseError::fail(format!("{step:?}: {why:?}")))?;
    }
    prop_assert!(held.is_empty(), "pieces left in hand: {:?}", held);
    prop_assert_eq!(&board, &want);
    Ok(())
}

fn same_state(a: &Session, b: &Session) -> Result<(), TestCaseError> {
    prop_assert_eq!(a.peg_board(), b.peg_board());
    prop_assert_eq!(a.game_board(), b.game_board());
    prop_assert_eq!(a.position(), b.position());
    prop_assert_eq!(a.pending(), b.pending());
    Ok(())
}

proptest! {
    #![proptest_config(crate::integration::common::cases_kept_beside(48))]

    #[test]
    fn peg_board_is_put_right_by_its_steps(
        strict in any::<bool>(),
        plies in prop::collection::vec(ply(), 0..70),
        last_pending in any::<bool>(),
        last_mistake in mistake(),
    ) {
        let mirror = if strict { Mirror::Strict } else { Mirror::Assumed };
        let mut t = Table::new(mirror);
        for p in &plies {
            if t.session.outcome().is_some() {
                break;
            }
            let legal = t.session.position().legal_moves();
            let m = legal[p.choice % legal.len()];
            let uci = UciMove::from_standard(m).to_string();
            prop_assert_eq!(t.act(Action::Move(uci.clone())), None, "{}", uci);
            if t.session.outcome().is_some() {
                break; // the move ended the game: no press
            }
            if let Some(wrong) = p.before {
                t.peg_mistake(wrong);
            }
            t.now += p.think;
            match t.act(Action::Press) {
                None => {}
                Some(Refusal::PegNeeded) => {
                    prop_assert!(strict);
                    prop_assert_eq!(t.act(Action::Peg(PegInput::AsAnnounced)), None);
                    prop_assert_eq!(t.act(Action::Press), None);
                }
                Some(other) => prop_assert!(false, "press refused: {:?}", other),
            }
            if let Some(wrong) = p.after {
                t.peg_mistake(wrong);
            }
            if p.fixed {
                prop_assert_eq!(t.act(Action::PegFixed), None);
                prop_assert_eq!(t.session.peg_board(), t.session.game_board());
            }
        }
        // Perhaps end with a move announced and not pressed, perhaps wrongly executed.
        if last_pending && t.session.outcome().is_none() {
            let legal = t.session.position().legal_moves();
            let m = legal[plies.len() % legal.len()];
            prop_assert_eq!(t.act(Action::Move(UciMove::from_standard(m).to_string())), None);
            if let Some(wrong) = last_mistake.filter(|_| t.session.outcome().is_none()) {
                t.peg_mistake(wrong);
            }
        }

        steps_put_it_right(&t.session)?;
        let differs = t.session.peg_board() != t.session.game_board();
        let diff = t.session.diff_report(&t.ctx);
        // Under --mirror strict, before the announced move's peg entry, the
        // boards agree up to that move, and `diff` says what to enter.
        let agrees = diff.last().map(String::as_str) == Some("The peg board agrees with the game.")
            || diff.first().map(String::as_str)
                == Some("The peg board agrees with the game before the announced move.");
        prop_assert_eq!(agrees, !differs);
        // A line for each difference and each step: a braille display shows each whole.
        // (The mark of an announced move is a sentence line mode cuts.)
        for line in diff.iter().filter(|l| !l.starts_with("Position after")) {
            prop_assert!(line.chars().count() <= 80, "{line:?}");
        }

        // The journal replays to the same boards.
        let replayed = Session::replay(&t.journal)
            .map_err(|e| TestCaseError::fail(format!("replay: {e:?}")))?;
        same_state(&t.session, &replayed)?;

        // peg fixed: the boards agree, in the replay too (not after the end of the game).
        if t.session.outcome().is_none() {
            prop_assert_eq!(t.act(Action::PegFixed), None);
            prop_assert_eq!(t.session.peg_board(), t.session.game_board());
            let diff = t.session.diff_report(&t.ctx);
            prop_assert!(
                diff.last().map(String::as_str) == Some("The peg board agrees with the game.")
                    || diff.first().map(String::as_str)
                        == Some("The peg board agrees with the game before the announced move."),
                "{diff:?}"
            );
            let replayed = Session::replay(&t.journal)
                .map_err(|e| TestCaseError::fail(format!("replay: {e:?}")))?;
            same_state(&t.session, &replayed)?;
            prop_assert_eq!(replayed.peg_board(), t.session.game_board());
        }
    }
}
