//! Property: however the peg board drifts from a random legal game (moves
//! executed wrongly, illegal physical moves, skipped moves, pieces knocked
//! off or swapped), the planned steps apply one by one and leave it equal to the game's
//! board; the differences are empty exactly when the boards are equal.

use annabella::core::boards::*;
use proptest::prelude::*;
use shakmaty::{Board, Chess, Position, Role, Square};

/// What happens on the peg board at one ply.
#[derive(Debug, Clone)]
enum Ply {
    /// The game's move, executed faithfully.
    Follow,
    /// The game's move is never made on the peg board.
    Skip,
    /// Instead of the game's move, a piece goes from the `from`-th occupied
    /// square to another square, perhaps promoting.
    Wrong {
        from: usize,
        to: u32,
        promotion: Option<Role>,
    },
    /// Besides the game's move, the `which`-th piece is knocked off.
    KnockOff { which: usize },
    /// Besides the game's move, two pieces trade places (as when king and
    /// queen are set up the wrong way round), so the steps meet cycles.
    Swap { a: usize, b: usize },
}

fn ply() -> impl Strategy<Value = Ply> {
    let promotion = prop_oneof![
        6 => Just(None),
        1 => prop::sample::select(vec![Role::Queen, Role::Knight, Role::Rook, Role::Bishop])
            .prop_map(Some),
    ];
    prop_oneof![
        16 => Just(Ply::Follow),
        1 => Just(Ply::Skip),
        2 => (any::<usize>(), 1u32..64, promotion).prop_map(|(from, to, promotion)| Ply::Wrong {
            from,
            to,
            promotion
        }),
        1 => any::<usize>().prop_map(|which| Ply::KnockOff { which }),
        1 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Ply::Swap { a, b }),
    ]
}

fn nth_occupied(board: &Board, n: usize) -> Option<Square> {
    let count = board.occupied().count();
    (count > 0).then(|| board.occupied().into_iter().nth(n % count).unwrap())
}

/// The steps put `peg` right: each applies, the result equals `want`, and
/// nothing is left in hand.
fn check(peg: &Board, want: &Board) -> Result<(), TestCaseError> {
    let diffs = differences(peg, want);
    prop_assert_eq!(diffs.is_empty(), peg == want);
    let plan = steps(peg, want);
    prop_assert_eq!(plan.is_empty(), peg == want);
    let mut board = peg.clone();
    let mut held = Vec::new();
    for (i, &step) in plan.iter().enumerate() {
        if let Err(e) = apply(&mut board, &mut held, step) {
            return Err(TestCaseError::fail(format!(
                "step {i} {step:?} failed: {e:?}; plan {plan:?}"
            )));
        }
    }
    prop_assert_eq!(&board, want);
    prop_assert!(held.is_empty(), "left in hand: {:?}", held);
    prop_assert_eq!(steps(peg, want), plan, "not deterministic");

    // Every discrepancy names a square that really differs.
    for d in discrepancies(peg, want) {
        let (on, also) = match d {
            Discrepancy::Misplaced { on, should_be, .. } => (on, Some(should_be)),
            Discrepancy::Extra { on, .. }
            | Discrepancy::Missing { on, .. }
            | Discrepancy::Replaced { on, .. } => (on, None),
        };
        for sq in std::iter::once(on).chain(also) {
            prop_assert!(diffs.iter().any(|x| x.square == sq), "{:?}", d);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(crate::integration::common::cases_kept_beside(64))]

    #[test]
    fn steps_put_a_drifted_peg_board_right(
        plies in prop::collection::vec((any::<u32>(), ply(), prop::bool::weighted(0.15)), 0..120),
    ) {
        let mut pos = Chess::default();
        let mut peg = pos.board().clone();
        for (choice, ply, check_now) in plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[choice as usize % moves.len()];
            match ply {
                Ply::Follow => execute(&mut peg, m),
                Ply::Skip => {}
                Ply::Wrong { from, to, promotion } => {
                    if let Some(from) = nth_occupied(&peg, from) {
                        let to = Square::new((from.to_u32() + to) % 64);
                        prop_assert!(execute_squares(&mut peg, from, to, promotion).is_ok());
                    }
                }
                Ply::KnockOff { which } => {
                    execute(&mut peg, m);
                    if let Some(sq) = nth_occupied(&peg, which) {
                        peg.discard_piece_at(sq);
                    }
                }
                Ply::Swap { a, b } => {
                    execute(&mut peg, m);
                    if let (Some(a), Some(b)) = (nth_occupied(&peg, a), nth_occupied(&peg, b)) {
                        let (pa, pb) = (peg.piece_at(a).unwrap(), peg.piece_at(b).unwrap());
                        peg.set_piece_at(a, pb);
                        peg.set_piece_at(b, pa);
                    }
                }
            }
            pos = pos.play(m).unwrap();
            if check_now {
                check(&peg, pos.board())?;
            }
        }
        check(&peg, pos.board())?;
    }

    /// Without mistakes the peg board never drifts.
    #[test]
    fn faithful_execution_matches_the_game(choices in prop::collection::vec(any::<u32>(), 0..200)) {
        let mut pos = Chess::default();
        let mut peg = pos.board().clone();
        for c in choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[c as usize % moves.len()];
            execute(&mut peg, m);
            pos = pos.play(m).unwrap();
            prop_assert_eq!(&peg, pos.board(), "after {:?}", m);
        }
    }
}
