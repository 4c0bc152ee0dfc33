//! The core's sentences: one method per message of the catalogues. The
//! wording and all grammar (plurals, cases, genders) are in the `.ftl` files.

use fluent_bundle::FluentArgs;
use shakmaty::{CastlingSide, Color, Role, Square};

use super::catalogue::Arg;
use super::{Envelope, From, SheetsDiffer, Text, Unit};
use crate::clock::Span;
use crate::input::CastleBlock;
use crate::laws::Breach;
use crate::outcome::{ClaimKind, EndReason, GameResult};

/// Methods whose parameters are the message's variables, one to one: on
/// `Text` itself for the core's messages, and for the shell's, which cannot
/// add to a type of this crate, on a trait it names (`trait Name;` first),
/// implemented for `Text`. The caller has `FluentArgs`, `Arg` and `Text` in
/// scope.
#[macro_export]
macro_rules! messages {
    (trait $trait:ident; $($(#[$attr:meta])* fn $name:ident($($arg:ident: $ty:ty),* $(,)?);)*) => {
        pub trait $trait {$(
            $(#[$attr])*
            fn $name(&self, $($arg: $ty),*) -> String;
        )*}
        impl $trait for Text {$(
            fn $name(&self, $($arg: $ty),*) -> String {
                #[allow(unused_mut)]
                let mut args = FluentArgs::new();
                $(Arg::set($arg, stringify!($arg), &mut args, self);)*
                self.message(&stringify!($name).replace('_', "-"), &args)
            }
        )*}
    };
    ($($(#[$attr:meta])* fn $name:ident($($arg:ident: $ty:ty),* $(,)?);)*) => {
        impl Text {$(
            $(#[$attr])*
            pub fn $name(&self, $($arg: $ty),*) -> String {
                #[allow(unused_mut)]
                let mut args = FluentArgs::new();
                $(Arg::set($arg, stringify!($arg), &mut args, self);)*
                self.message(&stringify!($name).replace('_', "-"), &args)
            }
        )*}
    };
}
// The shell's own sentences are declared the same way (`shell::text`).

/// `Display` and `Error` for an error said only through the catalogues:
/// its Display is its `said` sentence in English, for logs and tests.
#[macro_export]
macro_rules! said_in_english {
    ($ty:ty) => {
        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.said($crate::text::Lang::En.text()))
            }
        }
        impl std::error::Error for $ty {}
    };
}

crate::messages! {
    fn side(color: Color);
    /// The noun for a piece, singular.
    fn piece(role: Role);
    /// The noun for a piece, plural.
    fn piece_plural(role: Role);
    fn or();
    fn then();
    /// The word for `n` of a unit ("1 hour", "2 hours": the word only).
    fn unit(unit: Unit, n: i64);

    fn empty();
    /// `san`: a knight's move in the user's letters, `spoken` the same
    /// in the words of the vocabulary in use (examples of what reads).
    fn unreadable(input: &str, san: &str, spoken: &str);
    fn unknown_word(input: &str, word: &str);
    fn game_over();
    fn ambiguous(input: &str, candidates: &str);
    /// `example` is the move with a queen named, in the user's letters.
    fn promotion_piece(square: Square, example: &str, pawn: &str, native: bool);

    /// `piece`: the vocabulary's noun (or the language's own), `native`
    /// whether it is the language's own (its case forms apply).
    fn no_piece(side: Color, role: Role, piece: &str, native: bool);
    fn cannot_reach(role: Role, from: Option<From>, to: Square, piece: &str);
    fn empty_square(square: Square);
    fn not_your_piece(square: Square, owner: Color);
    fn cannot_move_there(role: Role, from: Square, to: Square, piece: &str);
    fn own_piece(square: Square, role: Role, piece: &str);
    fn nothing_to_capture(square: Square);
    fn not_en_passant();
    fn no_promotion();
    fn promotion_choice();
    /// `native`: the king is named in the language's own word, else in
    /// the vocabulary's (`king`).
    fn king_in_check(king: &str, native: bool);
    /// A move of `other`, typed while `side` is to move.
    fn other_sides_move(side: Color, other: Color);
    fn in_check(king: &str, native: bool);
    /// A spoken move, as an example where no vocabulary is in use.
    fn spoken_example();
    /// `castling`, `king`, `rook`: the vocabulary's words, said where
    /// they are not the language's own (`native`).
    fn castle(
        side: CastlingSide,
        block: CastleBlock,
        castling: &str,
        king: &str,
        rook: &str,
        native: bool,
    );

    /// A bad move in a list of moves, with its number (1 for the first move given).
    fn bad_move(number: u32, side: Color, input: &str, reason: &str);
    /// `say`/`notate`: a move number that is not the next move's.
    fn number_misplaced(written: &str, number: u32, side: Color);
    /// `say`/`notate`: a result with moves after it.
    fn result_inside(token: &str);
    /// `say`/`notate`: a result the moves contradict; `ended` is theirs.
    fn result_contradicts(given: &str, ended: &str);
    /// `detail` is the chess library's own (English) wording.
    fn bad_fen(fen: &str, detail: crate::game::FenProblem);
    fn unknown_vocabulary(id: &str, known: &str);

    // The talking clock.
    /// "White: 2 moves completed, 1 minute 30 seconds used, 1 hour 28 minutes left."
    fn time_line(side: Color, completed: u32, used: Span, left: Span, flag: bool);
    /// "5 minutes left"
    fn left(span: Span);
    fn flag_fell(color: Color, opponent_can_mate: bool);
    fn time_added(color: Color, span: Span);
    fn clock_set(color: Color, left: Span);
    /// After `wait` on the manual clock: the time since the start.
    fn clock_now(since_start: Span);
    /// "40 moves in 1 hour 30 minutes"
    fn period_moves(moves: u32, time: &str);
    /// The last period, with moves, comes round again.
    fn period_repeats(moves: u32);
    /// "30 minutes for the rest of the game"
    fn period_rest(time: &str);
    /// "30 seconds added per move"
    fn increment(time: &str, from: u32);
    /// "5 seconds delay per move"
    fn delay(time: &str, from: u32);
    fn control_error(text: &str, hours: i64);
    fn control_swapped(text: &str, minutes: u32, moves: u32, seconds: u32, rest: &str);
    fn control_no_base(text: &str);
    /// A period of bare seconds under three minutes: minutes were likely meant.
    fn control_seconds(text: &str, number: u32, seconds: u32);

    // The move workflow.
    fn correction(announcement: &str);
    fn confirmed();
    fn completed(by: Color, number: usize);
    fn to_move(color: Color);
    /// `next`: "press", or "peg" where the peg board comes first.
    fn waiting_for_press(by: Color, next: &str);
    /// `next` is what completes it: "press", or "peg" where the peg
    /// board's execution must be entered first.
    fn pending(by: Color, announcement: &str, next: &str);
    fn shown_after_pending(by: Color, announcement: &str);
    /// A proposal takes back the move that ended the game, and the end.
    fn proposal_end_undone(result: &str);
    /// A result proposed over one recorded: `result` is the one it replaces.
    fn proposal_replaces(result: &str);
    /// An end proposed while a move is announced: the move is not played.
    fn proposal_unplayed(by: Color, announcement: &str);
    /// `moves`: the completed moves the rollback takes back, numbered as
    /// a scoresheet writes them ("12. Sf3 Sc6 13. Lb5"), where there are.
    fn proposal_rollback(back_to: &str, moves: Option<&str>, white_left: Span, black_left: Span);
    fn proposal_illegal(by: Color, count: u32, year: u16, rule: &str);
    fn time_taken(span: Span, color: Color);
    fn clock_then(color: Color, left: Span);
    /// The moves a side has completed after a proposal (an illegal move
    /// taken back counts no more).
    fn moves_then(color: Color, completed: u32);
    /// A restore takes the standing draw offer with it.
    fn proposal_offer_lapses(by: Color);
    /// The announced move while a proposal waits: what completes it after the answer.
    /// `dropped`: `yes` takes the announced move back, so only `no` leaves it.
    fn pending_after_answer(by: Color, announcement: &str, next: &str, dropped: bool);
    /// `time` while a move is announced: it is not counted yet.
    fn time_pending(by: Color, number: u32);
    /// `fix` refused: something was entered since the move that ended the game.
    fn end_not_fixable();
    /// What `no` to a claim on time leaves.
    fn proposal_flag_stays();
    fn flag_stands_again(color: Color);
    fn flag_will_fall(color: Color);
    fn proposal_if_no(what: &str);
    /// `side`: the claimant, whose clock runs again.
    fn claim_not_upheld(side: Color);
    fn written_move_played(by: Color, said: &str);
    fn penalty_proposed(what: &str);
    fn flags_both(first: Color, other: Color);
    /// `outcome`: draw, play-on or arbiter (no rule of the edition applies).
    fn flags_both_unknown(rule: &str, outcome: &str);
    fn flags_both_draw(rule: &str);
    fn flags_both_no_claim(first: Color, rule: &str);
    fn proposal_open();
    fn seal_pending(by: Color);
    fn seal_what();
    fn seal_not_a_move();
    fn seal_ambiguous();
    /// A line with `seal` in it that is not the seal command: not repeated.
    fn seal_mistyped();
    fn fix_same();
    fn unitless_time(number: u32, prefix: &str);
    /// `report illegal`: penalised only if the clock was pressed after it.
    fn illegal_reported_not_completed(by: Color, input: &str, touch: &str);
    fn illegal_report_if_not_completed(by: Color, illegal: &str, touch: &str);
    /// A command that takes no words, typed with some: nothing was done.
    fn extra_words(command: &str, words: &str);
    /// `setclock white 1:30`: hours and minutes, or minutes and seconds?
    fn colon_time(typed: &str, first: u32, second: u32, prefix: &str);
    fn nothing_to_press();
    fn nothing_to_fix();
    fn nothing_to_confirm();
    fn last_move(by: Color, number: usize, announcement: &str, completed: bool);
    fn no_moves();

    // Draws, claims, results.
    fn draw_offered(by: Color);
    fn draw_declined(by: Color);
    fn no_offer();
    /// `early`: a draw cannot be agreed yet (2017, 5.2.3): decline only.
    fn offer_standing(by: Color, early: bool);
    /// `status` with a draw offer standing; `early`: it cannot be accepted yet.
    fn offer_open(by: Color, early: bool);
    fn agreement_too_early();
    fn claim(by: Color, kind: ClaimKind, correct: bool, written: bool);
    /// `kind`: threefold or fifty, as the command is typed.
    fn claim_with_pending(kind: &str);
    fn ended(result: GameResult, reason: EndReason, by: Option<Color>);
    /// The result alone, where the whole end does not fit (the large letters).
    fn result_only(result: GameResult);
    /// What the players must know now (session::Situation), each part a
    /// short phrase for a title, a clock row or a braille state line.
    fn situation_playing(side: Color, number: u32);
    fn situation_adjourned(side: Color, number: u32);
    fn situation_ended(result: GameResult);
    /// The move announced and not completed, as announced (`said`).
    fn situation_carry_out(side: Color, said: &str);
    /// `what`: result (then `result` is its PGN form), rollback, illegal,
    /// clock or other.
    fn situation_question(what: &str, result: &str);
    fn situation_offer(side: Color);
    fn situation_peg();

    // The game file.
    /// The names are left out where none was given.
    fn new_game(white: Option<&str>, black: Option<&str>, blind: Color, control: &str, laws: u16);
    fn game_kind_standard();
    /// `examples`: files, ranks and pieces in the game's words.
    fn words_used(examples: &str);
    fn quickplay_not_now(side: Color);
    fn increment_requested(by: Color, article: &str);
    fn increment_set(span: Span);
    fn note_increment_set(span: Span);
    fn no_increment_request(year: u16);
    fn replacing_move_bound(touch: &str);
    fn quickplay_announced(article: &str);
    fn quickplay_excluded(article: &str);
    fn quickplay_not_announced(article: &str);
    fn quickplay_not_yet(by: Color, left: Span, article: &str);
    fn quickplay_claimed(by: Color, left: Span, article: &str);
    fn note_quickplay_claim(side: Color, left: Span, rule: &str);
    /// `moves`: the side's moves completed when it reached the control.
    fn control_reached(side: Color, moves: u32, added: Span);
    fn note_control_reached(side: Color, moves: u32, added: Span);
    fn time_on_request(article: &str);
    /// `kind`: rapid or blitz; `article`: its definition and supervision.
    fn game_kind(kind: &str, article: &str);
    fn kind_full(article: &str);
    fn kind_illegal_loses(article: &str);
    fn kind_illegal_until(article: &str);
    fn kind_penalty(minutes: i64, article: &str);
    fn kind_claimant_time(article: &str);
    fn kind_both_flags(article: &str);
    fn resumed(number: usize, status: &str);
    fn time_while_closed(color: Color, span: Span);
    /// Options for facts of the game, as typed, that a resume does not apply.
    fn setup_ignored(options: &str);
    /// Options that change how the game is told from now on, as typed.
    fn told_now(options: &str);
    /// `--assistant` on resume: the command that names one now.
    fn assistant_on_resume(name: &str);
    /// `--resume-at` on resume: the command that sets it now.
    fn resume_at_on_resume();
    /// No game can start from a position where the game is over.
    fn over_at_start(reason: EndReason);
    /// A new game started from a position given (FEN).
    fn started_from(number: usize, side: Color);
    /// A new game taken over from game `number` of a PGN file.
    fn taken_over(number: usize, file: &str, moves: usize, next: u32, side: Color);
    fn taken_over_tags(event: Option<&str>, site: Option<&str>, round: Option<&str>, date: Option<&str>);
    fn taken_over_clocks(white: Option<Span>, black: Option<Span>);
    /// The file gives a result (`kind`: white, black, draw) for a game
    /// whose position is still playable.
    fn taken_over_result(result: &str, kind: GameResult);

    // Games read from PGN.
    fn pgn_no_games(file: &str);
    fn pgn_no_such_game(number: usize, count: usize);
    /// A game with more text than a game is opened with.
    fn pgn_game_too_large(number: usize, size: &str, most: &str);
    /// A problem of a game: where, and what (one of the clauses below).
    fn pgn_game_problem(number: usize, line: usize, problem: &str);
    /// The same, in a list of games (the game is named already).
    fn pgn_problem_at(line: usize, problem: &str);
    fn pgn_chess960();
    fn pgn_variant(variant: &str);
    fn pgn_illegal(number: u32, side: Color, san: &str, ambiguous: bool);
    fn pgn_no_move(word: &str);
    fn pgn_syntax(detail: &str);
    fn pgn_too_long();
    fn pgn_open_comment();
    fn pgn_open_tag();
    fn pgn_open_variation();
    fn pgn_utf16();
    fn pgn_fragment();
    /// A file of more games than are listed.
    fn pgn_most_games(most: usize);
    /// A game asked for beyond the most games that are listed.
    fn pgn_beyond_most(number: usize, most: usize);
    /// A game listed can no longer be read from its file.
    fn pgn_changed(number: usize);
    /// A game of a list, a line.
    #[allow(clippy::too_many_arguments)]
    fn pgn_game(
        number: usize,
        white: &str,
        black: &str,
        result: &str,
        date: Option<&str>,
        event: Option<&str>,
        moves: usize,
    );
    fn pgn_games(count: usize);
    /// A numeric annotation glyph ($1 is a good move …).
    fn nag(nag: u8);

    // Listening through a game.
    #[allow(clippy::too_many_arguments)]
    fn replay_opened(
        number: usize,
        count: usize,
        white: &str,
        black: &str,
        result: &str,
        date: Option<&str>,
        moves: usize,
    );
    fn replay_from_position(number: u32, side: Color);
    fn replay_damaged(line: usize, problem: &str);
    fn replay_how();
    fn replay_choose();
    fn replay_choose_first();
    fn replay_usage(command: &str, example: &str);
    /// The manual (`help WORD`): a command's example, its other words, a
    /// word with no help, a command's heading in the whole manual.
    fn help_example(example: &str);
    fn help_other_words(words: &str);
    fn help_unknown(word: &str);
    fn help_heading(command: &str);
    /// The last line of `help`: the topics, with an example of the place.
    fn help_topics(example: &str);
    fn replay_unknown(word: &str);
    /// What there is to ask about the move just heard.
    fn replay_hints(comment: bool, variations: usize);
    fn replay_game_end(result: &str);
    fn replay_variation_end();
    fn replay_at_start(variation: bool);
    fn replay_after(move_said: &str);
    fn replay_no_move(number: u32, side: Color, first: u32, last: u32);
    fn replay_who(side: Color, number: u32, depth: usize);
    fn replay_no_comment();
    fn replay_no_variations();
    fn replay_variations_heading(count: usize);
    fn replay_enter_how();
    fn replay_no_variation(number: usize, count: usize);
    fn replay_entered(number: usize, depth: usize);
    fn replay_not_in_variation();
    fn replay_left(depth: usize);
    /// `kind` is white, black (who won), draw, or anything else for none.
    fn replay_result(result: &str, kind: Option<GameResult>);
    /// `games Morphy`: how many of the file's games hold the words.
    fn replay_games_found(count: usize, total: usize, find: &str);
    /// Which games a page lists, and what lists the next (none on the last).
    fn replay_games_page(from: usize, to: usize, count: usize, next: Option<&str>);
    fn replay_no_page(page: usize, pages: usize);
    fn replay_no_tags();

    // Two boards, two scoresheets, the assistant, the arbiter, adjournment.
    fn misplaced(piece: &str, on: &str, should_be: &str);
    fn extra(side: Color, piece: &str, on: &str);
    fn missing(side: Color, piece: &str, on: &str);
    /// The wrong piece (`have`) on a square that wants another.
    fn replaced(have_side: Color, have: &str, want_side: Color, want: &str, on: &str);
    /// One difference between the boards, a line each.
    fn board_differs(item: &str);
    /// With a move announced: the peg board still differs in `places`
    /// places; `blocked`, the move cannot be carried out on it.
    fn peg_still_differs(places: usize, blocked: bool);
    fn boards_agree();
    /// The head of `diff`: how many differences and how many steps.
    fn diff_heading(places: usize, steps: usize);
    fn diff_item(item: &str);
    /// The sighted player's electronic board differs from the game.
    fn eboard_differs(places: usize);
    fn eboard_item(item: &str);
    fn eboard_agrees();
    fn eboard_connected(path: &str);
    /// `why` is the system's own (English) wording.
    fn eboard_lost(path: &str, why: &str);
    /// A promotion read from the board to another piece than a queen.
    fn eboard_promotion(piece: &str, square: &str);
    fn step_line(number: usize, count: usize, step: &str);
    fn peg_fixed_hint();
    fn step_move(piece: &str, from: &str, to: &str);
    fn step_remove(side: Color, piece: &str, from: &str);
    fn step_put_back(side: Color, piece: &str, on: &str);
    fn step_lift(piece: &str, from: &str);
    fn step_place(piece: &str, on: &str);
    fn peg_fixed();
    fn peg_needed();
    /// `diff` under --mirror strict before the announced move's peg entry.
    fn diff_peg_pending();
    fn diff_peg_enter();
    fn nothing_to_peg();
    fn bad_peg_squares(text: &str);
    fn after_move(number: usize, side: Color);
    fn game_start();
    /// The heading of the scoresheet's notes for the arbiter.
    fn sheet_notes();
    /// A PGN tag's name in the language's words, where it is a common one.
    fn tag_name(tag: &str);

    // The notes of a record for the arbiter: the PGN's comments (in
    // English) and the scoresheet's (in its language). Clauses without a
    // full stop; `rule` is " (laws 2017, 7.5.3)" or nothing.
    /// "(laws 2017, 7.5.3)".
    fn note_rule(year: &str, article: &str);
    /// A decision (its sentence without the full stop) with the article
    /// it applies: "Black's clock set to 0 seconds (6.14)."
    fn decision_rule(decision: &str, rule: &str);
    fn note_taken_back(moves: &str);
    /// A note on a move since taken back: where it was `made`.
    fn note_since_taken_back(note: &str, made: &str);
    /// An illegal move reported: `at` the game's time since its start.
    fn note_reported(side: Color, input: &str, at: &str, count: u32, rule: &str);
    fn note_reported_not_completed(side: Color, input: &str, at: &str, rule: &str);
    /// `turn`: who was to move, where known.
    fn note_touched(side: Color, square: &str, at: &str, turn: Option<Color>);
    fn note_corrected(side: Color, from: &str, to: &str);
    fn note_illegal(side: Color, count: u32, rule: &str);
    /// `written`: the move written with it, or "".
    fn note_claim(side: Color, kind: ClaimKind, correct: bool, written: &str);
    fn note_offer_declined(side: Color);
    fn note_overruled(ended: &str);
    fn note_draw_offered(side: Color, before_move: bool);
    fn note_flag_fell(side: Color);
    /// `to`: where the game went back to, as `after_move` says it.
    fn note_rolled_back(to: &str, rule: &str, white: Span, black: Span);
    fn note_end_taken_back(ended: &str);
    fn note_sealed(side: Color);
    fn note_resumed();
    fn note_replier_started(side: Color, rule: &str);
    fn note_seal_refused(side: Color, rule: &str);
    fn note_sealed_for_absent(side: Color, rule: &str);
    fn note_not_upheld(side: Color);
    /// What the arbiter was proposed and did not take: the list.
    fn note_declined(what: &str);
    fn note_declined_rollback();
    fn note_declined_illegal(side: Color, reported: bool);
    fn nothing_written();
    fn sheets_agree(through: &str);
    fn correct_peg_board(rule: &str);
    fn correct_other_board(rule: &str);
    /// A claim not upheld: the clocks it stopped run again.
    fn clocks_started(side: Color);
    /// What a command would record, waiting for yes.
    /// `over`: the game is over, and `no` leaves it so.
    fn record_question(what: &str, over: bool);
    /// What can still be done once the game is over; `can`: "fix" right
    /// after a move ended it, "move" where the arbiter can still take that
    /// move back, else "other".
    fn after_end(can: &str);
    /// A command refused once the game is over: its end, and where to learn
    /// what can still be done (the whole list was said at the end).
    fn game_over_refused(ended: &str);
    fn record_cancelled();
    /// `yes` or `no` with no question open.
    /// `rollback`: the last comparison found a difference, so `rollback`
    /// is what the user may have meant.
    fn nothing_to_answer(rollback: bool);
    /// `fix` with no announced move, after moves were completed.
    fn fix_after_press();
    fn rolled_back(back_to: &str, white_left: Span, black_left: Span, to_move: Color);
    /// `compared`: the last comparison found no difference.
    fn nothing_to_roll_back(compared: bool);
    fn sheets_behind(through: &str);
    fn sheet_far_behind();
    /// The peg board shows another legal move than the one announced.
    fn peg_other_move(written: &str);
    /// `sheet` while a move is announced: it is not on the record yet.
    fn sheet_pending(by: Color, number: u32, written: &str);
    /// The first difference is the announced move, not yet completed: a
    /// slip the announcer corrects (6.12.4 / D.2.3) rather than a rollback.
    fn sheets_differ_announced(ours: &str, theirs: &str);
    /// `announced`: the last move both sheets hold is announced, not completed.
    fn sheets_ahead(through: &str, announced: bool, number: u32, side: Color, extra: &str);
    fn sheet_unreadable(number: u32, side: Color, text: &str);
    /// An entry of the other sheet that fits several moves, named.
    fn sheet_ambiguous(number: u32, side: Color, text: &str, candidates: &str);
    fn sheet_entry_ambiguous(number: u32, side: Color, text: &str, candidates: &str);
    /// After the moves a longer sheet has beyond the game, an entry that
    /// stops the reading: no move (`candidates` "none"), or several.
    fn sheet_ahead_stops(text: &str, candidates: &str);
    fn sheet_entry_start();
    fn sheet_entry_next(number: u32, side: Color);
    /// An entry read back: as written in the scoresheet's letters, and as said.
    fn sheet_entry_read(moves: &str);
    /// The other sheet numbers move `written` where move `number` of
    /// `side` comes next: comparing it, and entering it line by line.
    fn sheet_misnumbered(written: u32, wside: Color, number: u32, side: Color);
    fn sheet_entry_misnumbered(written: u32, wside: Color, number: u32, side: Color);
    fn sheet_entry_again(number: u32, side: Color, text: &str);
    fn sheet_entry_command(text: &str);
    fn sheet_entry_cancelled();
    fn sheet_entry_empty();
    fn assistant_set(name: Option<&str>);
    fn claim_time_hint();
    fn hearing_needs_assistant(rule: &str);
    /// `assistant off` in a running game that must have one.
    fn assistant_required(rule: &str);
    fn touched(side: Color, what: &str, at: Span, turn: Option<Color>);
    fn bad_square(text: &str, example: &str);
    fn nothing_to_touch(square: &str);
    fn illegal_declared(by: Color, count: u32, year: u16, rule: &str);
    fn proposal_breach(breach: Breach, by: Color, count: u32, year: u16, rule: &str);
    fn breach_declared(breach: Breach, by: Color, count: u32, year: u16, rule: &str);
    fn note_breach(breach: Breach, side: Color, count: u32, rule: &str);
    fn proposal_illegal_later(back_to: &str);
    fn no_such_move(number: u32, side: Option<Color>);
    fn which_side(number: u32);
    /// `by` made the illegal move; the other side has moved since.
    fn illegal_stands(by: Color, article: &str);
    fn no_such_breach(year: u16);
    fn claimant_out_of_time(by: Color, article: &str);
    fn no_move_to_declare();
    /// What `report illegal` would record, before `yes`.
    fn illegal_report(by: Color, input: &str, count: u32, year: u16, rule: &str);
    /// `goes_on` unless the report ends the game.
    fn illegal_reported(by: Color, input: &str, goes_on: bool);
    /// After a refused move: how to report it if it was made on the board.
    fn report_hint(input: &str);
    fn report_legal(input: &str);
    fn report_penalty(what: &str);
    fn no_flag();
    fn sealed(number: usize);
    /// `opened`: the article of opening the envelope; `absent`: that of
    /// the absent replier; `running`: the replier's clock runs already.
    fn adjourned(by: Color, number: usize, opened: &str, absent: &str, running: bool);
    fn sealed_for_absent(by: Color, number: usize, article: &str);
    fn replier_started(by: Color, article: &str);
    fn replier_running(by: Color);
    fn seal_refused(article: &str);
    fn unsealed(by: Color, number: usize);
    fn not_adjourned();
    /// A command refused while the game is adjourned: one line (the whole
    /// list of what works was said at the seal, and `status` says it).
    fn adjourned_refused(by: Color, number: usize);
    fn envelope_written(text: &str, braille: &str, inside: &str, inside_braille: &str);
    /// The head of the envelope's inside sheet; the scoresheet follows.
    fn envelope_inside(white: &str, black: &str, sealed_by: Color, sealer_name: Option<&str>);
    fn envelope_sealed(number: u32, side: Color, written: &str);
    fn resume_needed();
    /// `envelope TEXT`: the resumption as recorded, said back.
    fn resume_recorded(text: &str);

    // Board exploration.
    /// "Felix drei: leer".
    fn square_empty(square: &str);
    /// A run of `n` empty squares in a scanned line: "3 leer".
    fn empty_run(n: usize);
    fn no_piece_here(square: &str);
    fn board_flipped(black_below: bool);

    // Lists, a line for each item or run of items, each line standing alone.
    /// One rank of the board: `sides` is each side's pieces there (as
    /// `rank_side` says them), separated by semicolons.
    fn rank_line(rank: u32, sides: &str);
    /// "White: Bauer Eva vier, Springer Felix vier".
    fn rank_side(color: Color, pieces: &str);
    fn rank_empty(rank: u32);
    /// "2 white rooks on Anna eins, Hector eins."; `first` is false on a
    /// line that continues a long list. `piece` and `pieces` are the
    /// vocabulary's nouns (singular, plural); `role` gives the grammar.
    #[allow(
        clippy::too_many_arguments,
        reason = "one parameter per variable of the message, as every method here"
    )]
    fn kind_squares(
        color: Color,
        role: Role,
        count: usize,
        first: bool,
        squares: &str,
        piece: &str,
        pieces: &str,
    );
    /// "White has no queen."; `piece` is the vocabulary's noun, `native`
    /// whether it is this language's own (its case forms apply).
    fn kind_none(color: Color, role: Role, piece: &str, native: bool);
    /// What of `color` attacks (`attacked`) or defends a square; `pieces`
    /// none when nothing does.
    fn square_control(square: &str, attacked: bool, color: Color, pieces: Option<&str>);
    /// `sheet 12` in a game whose scoresheet ends at move `last`.
    fn sheet_too_short(from: usize, last: u32);
    /// `spoken`: f7 in the words of the vocabulary in use.
    fn not_a_square(text: &str, spoken: &str);
    fn not_a_kind(text: &str);
}

impl Text {
    /// "1 hour 2 minutes 5 seconds": units that are zero left out, "0 seconds"
    /// for none. Every language here writes a count before its unit and puts
    /// a space between the parts.
    /// Rounded to the nearest second, so that time used and time left,
    /// both said this way, add up to the time there was; the clock panel
    /// and `[%clk]` show a span the same way (`Span`'s `Display`).
    pub fn duration(&self, span: Span) -> String {
        let s = span.nearest_seconds().max(0);
        let parts: Vec<String> = [
            (Unit::Hour, s / 3600),
            (Unit::Minute, s / 60 % 60),
            (Unit::Second, s % 60),
        ]
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(u, n)| format!("{n} {}", self.unit(u, n)))
        .collect();
        if parts.is_empty() {
            format!("0 {}", self.unit(Unit::Second, 0))
        } else {
            parts.join(" ")
        }
    }

    /// Where the scoresheets first differ, and the proposal to go back.
    pub fn sheets_differ(&self, d: &SheetsDiffer) -> String {
        let mut args = FluentArgs::new();
        d.number.set("number", &mut args, self);
        d.side.set("side", &mut args, self);
        d.ours.set("ours", &mut args, self);
        d.theirs.set("theirs", &mut args, self);
        d.back_to.set("back_to", &mut args, self);
        d.white_left.set("white_left", &mut args, self);
        d.black_left.set("black_left", &mut args, self);
        d.rule.set("rule", &mut args, self);
        self.message("sheets-differ", &args)
    }

    /// The text of an adjournment envelope, one item a line.
    pub fn envelope(&self, e: &Envelope) -> String {
        let mut args = FluentArgs::new();
        e.white.as_str().set("white", &mut args, self);
        e.black.as_str().set("black", &mut args, self);
        e.position.as_str().set("position", &mut args, self);
        e.fen.as_str().set("fen", &mut args, self);
        e.white_used.set("white_used", &mut args, self);
        e.black_used.set("black_used", &mut args, self);
        e.white_left.set("white_left", &mut args, self);
        e.black_left.set("black_left", &mut args, self);
        e.sealed_by.set("sealed_by", &mut args, self);
        e.sealer_name.as_deref().set("sealer_name", &mut args, self);
        e.number.set("number", &mut args, self);
        e.offer.set("offer", &mut args, self);
        e.resume.as_deref().set("resume", &mut args, self);
        self.message("envelope", &args)
    }
}
