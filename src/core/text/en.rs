use shakmaty::{CastlingSide, Color, Role, Square};

use super::{Catalogue, Envelope, From, SheetsDiffer, Unit};
use crate::core::clock::Span;
use crate::core::input::CastleBlock;
use crate::core::outcome::{ClaimKind, EndReason, GameResult};

pub struct En;

impl En {
    fn name(&self, color: Color) -> &'static str {
        self.side(color)
    }
}

impl Catalogue for En {
    fn side(&self, color: Color) -> &'static str {
        match color {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
    fn piece(&self, role: Role) -> &'static str {
        match role {
            Role::King => "king",
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::Pawn => "pawn",
        }
    }
    fn or(&self) -> &'static str {
        "or"
    }
    fn empty(&self) -> String {
        "type a move".into()
    }
    fn unreadable(&self, input: &str) -> String {
        format!(
            "\"{input}\" is not a move I can read; type e.g. e4, Nf3, e2e4 or \"Springer Felix drei\""
        )
    }
    fn unknown_word(&self, input: &str, word: &str) -> String {
        format!("\"{input}\": the word \"{word}\" is not a move word")
    }
    fn game_over(&self) -> String {
        "the game is over".into()
    }
    fn ambiguous(&self, input: &str, candidates: &str) -> String {
        format!("\"{input}\" fits several moves: {candidates}; type the one you mean more exactly")
    }
    fn promotion_piece(&self, square: Square, example: &str) -> String {
        format!("the pawn reaches {square}: name the new piece, e.g. {example}")
    }
    fn no_piece(&self, side: Color, role: Role) -> String {
        format!("{} has no {}", self.side(side), self.piece(role))
    }
    fn cannot_reach(&self, role: Role, from: Option<From>, to: Square) -> String {
        let from = match from {
            None => String::new(),
            Some(From::File(f)) => format!(" on the {}-file", f.char()),
            Some(From::Rank(r)) => format!(" on rank {}", r.char()),
            Some(From::Square(s)) => format!(" on {s}"),
        };
        format!("no {}{from} can reach {to}", self.piece(role))
    }
    fn empty_square(&self, square: Square) -> String {
        format!("there is no piece on {square}")
    }
    fn not_your_piece(&self, square: Square, owner: Color) -> String {
        format!("the piece on {square} is {}'s", self.side(owner))
    }
    fn cannot_move_there(&self, role: Role, from: Square, to: Square) -> String {
        format!("the {} on {from} cannot move to {to}", self.piece(role))
    }
    fn own_piece(&self, square: Square, role: Role) -> String {
        format!(
            "{square} is taken by a piece of the same side ({})",
            self.piece(role)
        )
    }
    fn nothing_to_capture(&self, square: Square) -> String {
        format!("there is nothing to capture on {square}")
    }
    fn not_en_passant(&self) -> String {
        "that is not an en passant capture".into()
    }
    fn no_promotion(&self) -> String {
        "only a pawn reaching the last rank is promoted".into()
    }
    fn promotion_choice(&self) -> String {
        "a pawn can become a queen, rook, bishop or knight only".into()
    }
    fn king_in_check(&self) -> String {
        "the king would be in check".into()
    }
    fn in_check(&self) -> String {
        "the king is in check and this move does not answer it".into()
    }
    fn castle(&self, side: CastlingSide, block: CastleBlock) -> String {
        let what = match side {
            CastlingSide::KingSide => "castling short",
            CastlingSide::QueenSide => "castling long",
        };
        let why = match block {
            CastleBlock::NoRights => "the king or that rook has moved",
            CastleBlock::InCheck => "the king is in check",
            CastleBlock::Blocked => "there are pieces between king and rook",
            CastleBlock::Attacked => "the king would pass through or land on an attacked square",
        };
        format!("{what} is not possible: {why}")
    }
    fn bad_move(&self, number: usize, input: &str, reason: &str) -> String {
        format!("move {number} \"{input}\": {reason}")
    }
    fn bad_fen(&self, fen: &str, detail: &str) -> String {
        format!("the position \"{fen}\" cannot be used: {detail}")
    }
    fn unknown_vocabulary(&self, id: &str, known: &str) -> String {
        format!("there is no vocabulary \"{id}\"; known: {known}")
    }

    fn unit(&self, unit: Unit, n: i64) -> &'static str {
        let one = n == 1;
        match unit {
            Unit::Hour if one => "hour",
            Unit::Hour => "hours",
            Unit::Minute if one => "minute",
            Unit::Minute => "minutes",
            Unit::Second if one => "second",
            Unit::Second => "seconds",
            Unit::Move if one => "move",
            Unit::Move => "moves",
        }
    }
    fn time_line(&self, side: Color, completed: u32, used: Span, left: Span, flag: bool) -> String {
        let left = if flag {
            "flag fallen".to_string()
        } else {
            self.left(left)
        };
        format!(
            "{}: {completed} {} completed, {} used, {left}.",
            self.name(side),
            self.unit(Unit::Move, completed.into()),
            self.duration(used)
        )
    }
    fn left(&self, span: Span) -> String {
        format!("{} left", self.duration(span))
    }
    fn flag_fell(&self, color: Color, opponent_can_mate: bool) -> String {
        let other = self.name(!color);
        if opponent_can_mate {
            format!(
                "{}'s flag has fallen. {other} can still mate: a claim wins on time (advisory).",
                self.name(color)
            )
        } else {
            format!(
                "{}'s flag has fallen. {other} cannot mate with the material left: a claim gives a draw (advisory).",
                self.name(color)
            )
        }
    }
    fn time_added(&self, color: Color, span: Span) -> String {
        format!(
            "{} added to {}'s clock.",
            self.duration(span),
            self.name(color)
        )
    }
    fn clock_set(&self, color: Color, left: Span) -> String {
        format!(
            "{}'s clock set to {}.",
            self.name(color),
            self.duration(left)
        )
    }
    fn clock_now(&self, since_start: Span) -> String {
        format!(
            "Manual clock: {} since the start.",
            self.duration(since_start)
        )
    }
    fn period_moves(&self, moves: u32, time: &str) -> String {
        format!("{moves} moves in {time}")
    }
    fn period_rest(&self, time: &str) -> String {
        format!("{time} for the rest of the game")
    }
    fn then(&self) -> &'static str {
        "then"
    }
    fn increment(&self, time: &str) -> String {
        format!("{time} added per move")
    }
    fn delay(&self, time: &str) -> String {
        format!("{time} delay per move")
    }
    fn control_error(&self, text: &str) -> String {
        format!(
            "the time control \"{text}\" is not understood; write e.g. 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 or 5400d5"
        )
    }
    fn cadence_error(&self, text: &str) -> String {
        format!(
            "the time-call cadence \"{text}\" is not understood; write e.g. \"5m, 1m<10m, 10s<1m\" (every 5 minutes, every minute under 10 minutes, every 10 seconds under 1 minute)"
        )
    }
    fn correction(&self, announcement: &str) -> String {
        format!("Correction: {announcement}")
    }
    fn confirmed(&self) -> String {
        "Repeated by the opponent.".into()
    }
    fn completed(&self, by: Color, number: usize) -> String {
        format!(
            "{} completed move {number}. {}",
            self.name(by),
            self.to_move(!by)
        )
    }
    fn to_move(&self, color: Color) -> String {
        format!("{} to move.", self.name(color))
    }
    fn waiting_for_press(&self, by: Color) -> String {
        format!(
            "{}'s move is announced; press the clock (press) or correct it (fix MOVE).",
            self.name(by)
        )
    }
    fn pending(&self, by: Color, announcement: &str) -> String {
        format!(
            "{}'s move \"{announcement}\" is not completed yet: press the clock (press) or correct it (fix MOVE) first.",
            self.name(by)
        )
    }
    fn nothing_to_press(&self) -> String {
        "No move has been announced: type the move first, then press.".into()
    }
    fn nothing_to_fix(&self) -> String {
        "There is no announced move to correct: type the move.".into()
    }
    fn nothing_to_confirm(&self) -> String {
        "There is no announced move to confirm.".into()
    }
    fn last_move(&self, by: Color, number: usize, announcement: &str, completed: bool) -> String {
        let state = if completed { "" } else { " Not completed yet." };
        format!("{}, move {number}: {announcement}.{state}", self.name(by))
    }
    fn no_moves(&self) -> String {
        "No move has been made yet.".into()
    }
    fn draw_offered(&self, by: Color) -> String {
        format!("{} offers a draw.", self.name(by))
    }
    fn draw_declined(&self, by: Color) -> String {
        format!("{} declines the draw offer.", self.name(by))
    }
    fn no_offer(&self) -> String {
        "No draw offer is standing.".into()
    }
    fn offer_standing(&self, by: Color) -> String {
        format!(
            "{}'s draw offer is still standing: accept or decline it first.",
            self.name(by)
        )
    }
    fn agreement_too_early(&self) -> String {
        "A draw can be agreed only after each player has made a move (laws 2017, 5.2.3).".into()
    }
    fn claim(&self, by: Color, kind: ClaimKind, correct: bool, written: bool) -> String {
        let what = match kind {
            ClaimKind::Threefold => "threefold repetition",
            ClaimKind::Fifty => "the 50-move rule",
        };
        let verdict = if correct {
            "the claim is correct"
        } else if written {
            "the claim is not correct; play goes on with the written move"
        } else {
            "the claim is not correct; play goes on"
        };
        format!("{} claims a draw by {what}: {verdict}.", self.name(by))
    }
    fn claim_with_pending(&self) -> String {
        "A move is already announced. Claim before making the move, with the move you intend: claim threefold MOVE.".into()
    }
    fn claim_penalty(
        &self,
        year: u16,
        rule: &str,
        opponent: Color,
        bonus: Span,
        claimant: Color,
        deduction: Option<Span>,
    ) -> String {
        let minutes = bonus.whole_seconds() / 60;
        let mut s = format!(
            "Penalty to propose to the arbiter (laws {year}, {rule}): {} added to {}'s clock",
            self.duration(bonus),
            self.name(opponent)
        );
        if let Some(d) = deduction {
            s.push_str(&format!(
                ", {} taken from {}'s",
                self.duration(d),
                self.name(claimant)
            ));
        }
        s.push_str(&format!(
            ". To apply it: addtime {} {minutes}m",
            self.name(opponent).to_lowercase()
        ));
        if let Some(d) = deduction {
            s.push_str(&format!(
                " and addtime {} -{}s",
                self.name(claimant).to_lowercase(),
                d.whole_seconds()
            ));
        }
        s.push('.');
        s
    }
    fn ended(&self, result: GameResult, reason: EndReason, by: Option<Color>) -> String {
        let who = by.map(|c| self.name(c)).unwrap_or("");
        let why = match reason {
            EndReason::Checkmate => "Checkmate.".to_string(),
            EndReason::Stalemate => "Stalemate.".to_string(),
            EndReason::DeadPosition => "Neither side can mate: dead position.".to_string(),
            EndReason::Fivefold => "The same position for the fifth time.".to_string(),
            EndReason::SeventyFiveMoves => {
                "75 moves by each side without a capture or a pawn move.".to_string()
            }
            EndReason::Resignation => format!("{who} resigns."),
            EndReason::Agreement => format!("{who} accepts the draw offer."),
            EndReason::Threefold => format!("Draw by threefold repetition, claimed by {who}."),
            EndReason::FiftyMoves => format!("Draw by the 50-move rule, claimed by {who}."),
            EndReason::Time => format!("{who} claims the game on time."),
            EndReason::Arbiter => "The arbiter declares the result.".to_string(),
        };
        let result = match result {
            GameResult::WhiteWins => "White wins, 1-0.",
            GameResult::BlackWins => "Black wins, 0-1.",
            GameResult::Draw => "The game is drawn, 1/2-1/2.",
        };
        format!("{why} {result}")
    }
    fn new_game(&self, white: &str, black: &str, blind: Color, control: &str, laws: u16) -> String {
        format!(
            "New game. White: {white}. Black: {black}. {} plays on the peg board. Time control: {control}. Laws of {laws}.",
            self.name(blind)
        )
    }
    fn game_file(&self, path: &str) -> String {
        format!("Game file: {path}")
    }
    fn resumed(&self, number: usize, status: &str) -> String {
        format!("Game resumed at move {number}. {status}")
    }
    fn time_while_closed(&self, color: Color, span: Span) -> String {
        format!(
            "While annabella was closed, {}'s clock ran on: {} counted to {}.",
            self.name(color),
            self.duration(span),
            self.name(color)
        )
    }
    fn journal_repaired(&self, copy: &str) -> String {
        format!(
            "The last record of the game file was damaged and is left out; the game goes on from the event before it. A copy of the damaged file is at {copy}."
        )
    }
    fn journal_unreadable(&self, path: &str, detail: &str) -> String {
        format!("{path} cannot be used as a game file: {detail}. The file is left as it is.")
    }
    fn damaged_tail(&self, path: &str) -> String {
        format!(
            "The last record of {path} is damaged and is left out here; play --game {path} repairs the file."
        )
    }
    fn setup_ignored(&self) -> String {
        "The game's own settings are used; the game options given on the command line are ignored."
            .into()
    }
    fn unknown_command(&self, word: &str) -> String {
        format!("\"{word}\" is neither a command nor a move. Type help for the commands.")
    }
    fn usage(&self, command: &str, example: &str) -> String {
        format!("{command} needs more: for example \"{example}\".")
    }
    fn manual_clock_only(&self) -> String {
        "wait works only with the manual clock (play --manual-clock).".into()
    }
    fn help(&self) -> Vec<String> {
        [
            "MOVE: announce a move for the side to move, in any notation (e4, Nf3, Sf3, g1f3, \"springer felix drei\")",
            "fix MOVE: correct the announced move before the clock is pressed",
            "confirm: the opponent has repeated the announcement",
            "press: press the clock, completing the announced move",
            "time: moves completed, time used and time left for both players",
            "last: repeat the last move",
            "board: read the position, piece by piece",
            "sheet: read the scoresheet",
            "status: whose turn it is and what is expected",
            "draw: offer a draw (draw white, draw black to say who)",
            "accept / decline: answer a draw offer",
            "resign: the side to move resigns (resign white, resign black to say who)",
            "claim threefold MOVE / claim fifty MOVE: claim a draw, writing the intended move",
            "addtime COLOUR TIME: the arbiter adds time, e.g. addtime black 2m",
            "setclock COLOUR TIME: the arbiter sets a clock, e.g. setclock white 1h2m3s",
            "wait TIME: with --manual-clock, let time pass, e.g. wait 90s",
            "peg ok / peg MOVE / peg FROM TO: how the last move was executed on the peg board, e.g. peg e7 e6",
            "peg fixed: the peg board has been put right",
            "diff: what differs between the peg board and the game, and the steps to put it right",
            "compare MOVES: compare the other player's scoresheet (or compare alone, then one move a line, then an empty line)",
            "rollback: go back to the last move where the scoresheets agree (confirm with yes)",
            "assistant on NAME / assistant off: who works the keyboard",
            "touch SQUARE: log for the arbiter that the opponent touched a piece, e.g. touch e7",
            "illegal: the arbiter finds the last completed move illegal",
            "result 1-0 / 0-1 / 1/2: the arbiter's result",
            "claim time: claim the game after the opponent's flag fell",
            "seal MOVE: seal the move at an adjournment (never said aloud)",
            "envelope TEXT: write the envelope of the adjourned game, with date, time and place of resumption",
            "unseal: at resumption, play the sealed move",
            "repeat: say the last announcement again",
            "rate N / volume N: speech rate and volume in percent, e.g. rate 120",
            "earcons on / earcons off: the short sounds for moves, check, warnings",
            "quiet: stop speaking now",
            "help: this list",
            "quit: leave; the game is saved and can be resumed",
        ]
        .map(String::from)
        .to_vec()
    }
    fn misplaced(&self, piece: &str, on: &str, should_be: &str) -> String {
        format!("{piece} on {on} should be on {should_be}")
    }
    fn extra(&self, side: Color, piece: &str, on: &str) -> String {
        format!("{piece} ({}) on {on} should not be there", self.side(side))
    }
    fn missing(&self, side: Color, piece: &str, on: &str) -> String {
        format!("{piece} ({}) is missing on {on}", self.side(side))
    }
    fn board_differs(&self, list: &str) -> String {
        format!("Your board differs: {list}.")
    }
    fn boards_agree(&self) -> String {
        "The peg board agrees with the game.".into()
    }
    fn diff_report(&self, differences: &str, steps: &str) -> String {
        format!(
            "The peg board differs: {differences}. To put it right: {steps}. Then type peg fixed."
        )
    }
    fn step_move(&self, piece: &str, from: &str, to: &str) -> String {
        format!("move {piece} from {from} to {to}")
    }
    fn step_remove(&self, side: Color, piece: &str, from: &str) -> String {
        format!("take {piece} ({}) off {from}", self.side(side))
    }
    fn step_put_back(&self, side: Color, piece: &str, on: &str) -> String {
        format!("put {piece} ({}) back on {on}", self.side(side))
    }
    fn step_lift(&self, piece: &str, from: &str) -> String {
        format!("lift {piece} from {from} and hold it")
    }
    fn step_place(&self, piece: &str, on: &str) -> String {
        format!("place the {piece} you hold on {on}")
    }
    fn peg_fixed(&self) -> String {
        "The peg board is put right: it agrees with the game.".into()
    }
    fn peg_needed(&self) -> String {
        "Enter how the move was executed on the peg board first: peg ok, peg MOVE or peg FROM TO."
            .into()
    }
    fn nothing_to_peg(&self) -> String {
        "No move has been made yet: there is nothing to record on the peg board.".into()
    }
    fn bad_peg_squares(&self, text: &str) -> String {
        format!(
            "\"{text}\" is not a move on the peg board: give two squares, the first with a piece on it, e.g. peg g1 f3."
        )
    }
    fn after_move(&self, number: usize, side: Color) -> String {
        format!("after move {number} of {}", self.side(side))
    }
    fn game_start(&self) -> String {
        "the start of the game".into()
    }
    fn nothing_written(&self) -> String {
        "nothing".into()
    }
    fn sheets_agree(&self, through: &str) -> String {
        format!("Both scoresheets agree, up to {through}.")
    }
    fn correct_peg_board(&self, rule: &str, steps: &str) -> String {
        format!(
            "The scoresheets agree, so the board that differs is put right ({rule}): the peg board: {steps}. Then type peg fixed."
        )
    }
    fn correct_other_board(&self, rule: &str) -> String {
        format!(
            "The peg board agrees with the scoresheets: if the boards differ, the opponent's board is set to the position of the scoresheets ({rule})."
        )
    }
    fn sheets_differ(&self, d: &SheetsDiffer) -> String {
        let SheetsDiffer {
            number,
            side,
            ours,
            theirs,
            back_to,
            white_left,
            black_left,
            rule,
        } = *d;
        format!(
            "The scoresheets differ first at move {number} of {}: here {ours}, on the other sheet {theirs}. Proposal ({rule}): go back to {back_to}, with the clocks as they were then: White {} left, Black {} left. Type rollback to do it; the arbiter may change the clocks afterwards with setclock.",
            self.side(side),
            self.duration(white_left),
            self.duration(black_left)
        )
    }
    fn rollback_confirm(&self, back_to: &str, white_left: Span, black_left: Span) -> String {
        format!(
            "Go back to {back_to}, with White {} left and Black {} left? Type yes to confirm.",
            self.duration(white_left),
            self.duration(black_left)
        )
    }
    fn rollback_cancelled(&self) -> String {
        "Nothing was taken back.".into()
    }
    fn rolled_back(
        &self,
        back_to: &str,
        white_left: Span,
        black_left: Span,
        to_move: Color,
    ) -> String {
        format!(
            "Taken back to {back_to}; clocks set: White {} left, Black {} left. {} to move. The moves taken back stay in the game file.",
            self.duration(white_left),
            self.duration(black_left),
            self.side(to_move)
        )
    }
    fn nothing_to_roll_back(&self) -> String {
        "There is no difference between the scoresheets to go back from: compare them first (compare MOVES).".into()
    }
    fn assistant_set(&self, name: Option<&str>) -> String {
        match name {
            Some(n) => format!("Assistant: {n}. Prompts now address the assistant."),
            None => "No assistant: prompts address the player.".into(),
        }
    }
    fn claim_time_hint(&self) -> String {
        "To claim it: claim time.".into()
    }
    fn hearing_needs_assistant(&self, rule: &str) -> String {
        format!(
            "Under the laws of 2017 ({rule}) a visually impaired player facing a hearing-impaired opponent must have an assistant: start the game with --assistant NAME."
        )
    }
    fn touched(&self, side: Color, what: &str, at: Span) -> String {
        format!(
            "Logged for the arbiter: {} touched {what}, {} after the start.",
            self.side(side),
            self.duration(at)
        )
    }
    fn bad_square(&self, text: &str) -> String {
        format!("\"{text}\" is not a square: write for example touch e2.")
    }
    fn illegal_declared(&self, by: Color, count: u32, year: u16, rule: &str) -> String {
        format!(
            "Illegal move by {} recorded (number {count} for {}; laws of {year}, {rule}); the position before it is restored. {} to move.",
            self.side(by),
            self.side(by),
            self.side(by)
        )
    }
    fn illegal_penalty_time(&self, opponent: Color) -> String {
        format!(
            "Penalty to propose: 2 minutes added to {}'s clock: addtime {} 2m.",
            self.side(opponent),
            if opponent.is_white() {
                "white"
            } else {
                "black"
            }
        )
    }
    fn illegal_penalty_loss(&self, by: Color, rule: &str, result: &str) -> String {
        format!(
            "That is the illegal move that loses ({rule}): {} loses. The arbiter confirms with result {result}.",
            self.side(by)
        )
    }
    fn illegal_penalty_draw(&self, opponent: Color, rule: &str) -> String {
        format!(
            "That is the illegal move that loses, but {} cannot mate: a draw instead ({rule}). The arbiter confirms with result 1/2.",
            self.side(opponent)
        )
    }
    fn no_move_to_declare(&self) -> String {
        "There is no completed move to declare illegal.".into()
    }
    fn no_flag(&self) -> String {
        "No flag has fallen: a claim on time needs the opponent's flag down.".into()
    }
    fn sealed(&self, number: usize) -> String {
        format!("Sealed move recorded, move {number}. The clock is stopped; the game is adjourned.")
    }
    fn adjourned(&self, by: Color, number: usize) -> String {
        format!(
            "The game is adjourned: {} has sealed move {number}. At resumption, when the reply is ready, type unseal; until then only unseal, time, draw, accept, decline, resign and result work.",
            self.side(by)
        )
    }
    fn unsealed(&self, by: Color, number: usize) -> String {
        format!(
            "The sealed move is opened: move {number} of {}.",
            self.side(by)
        )
    }
    fn not_adjourned(&self) -> String {
        "Nothing is sealed: the game is not adjourned.".into()
    }
    fn envelope(&self, e: &Envelope) -> String {
        {
            let offer = match e.offer {
                Some(c) => format!("yes, by {}", self.side(c)),
                None => "none".into(),
            };
            let resume = e
                .resume
                .clone()
                .unwrap_or_else(|| "to be set by the arbiter".into());
            [
                "Adjourned game: sealed move envelope".to_string(),
                format!("White: {}", e.white),
                format!("Black: {}", e.black),
                format!("Position before the sealed move: {}", e.position),
                format!("FEN: {}", e.fen),
                format!(
                    "Time used: White {}, Black {}",
                    self.duration(e.white_used),
                    self.duration(e.black_used)
                ),
                format!("Sealed by: {} ({})", self.side(e.sealed_by), e.sealer_name),
                format!("Number of the sealed move: {}", e.number),
                format!("Standing draw offer: {offer}"),
                format!("Resumption: {resume}"),
            ]
            .join("\n")
        }
    }
    fn envelope_written(&self, text: &str, braille: &str) -> String {
        format!("Envelope written: {text} (text) and {braille} (braille).")
    }
    fn resume_needed(&self) -> String {
        "The date, time and place of resumption are not set yet: give them with envelope TEXT, e.g. envelope 2026-11-22 10:00, hall B.".into()
    }
    fn tui_needs_terminal(&self) -> &'static str {
        "The full-screen interface needs a terminal: run it in one, or use --line."
    }
    fn speech_backend(&self, backend: &str) -> String {
        match backend { "clips" => "Speech: the built-in voice.".into(), "tts" => "Speech: the system voice.".into(), "text" => "Speech: printed lines only (no sound device or speech service answered, or text was chosen).".into(), _ => "Speech: off.".into() }
    }
    fn clip_fallback(&self, word: &str, to: &str) -> String {
        format!(
            "The built-in voice has no clip for \"{word}\": {}.",
            if to == "tts" {
                "the system voice says such sentences"
            } else {
                "such sentences are printed only"
            }
        )
    }
    fn nothing_to_repeat(&self) -> String {
        "No announcement has been made yet.".into()
    }
    fn speech_setting(&self, what: &str, percent: u32) -> String {
        format!(
            "{} {percent} %.",
            if what == "rate" {
                "Speech rate"
            } else {
                "Volume"
            }
        )
    }

    // Board exploration and the full-screen interface.
    fn square_piece(&self, square: &str, _role: Role, color: Color, piece: &str) -> String {
        let colour = match color {
            Color::White => "white",
            Color::Black => "black",
        };
        format!("{square}: {colour} {piece}")
    }
    fn square_empty(&self, square: &str) -> String {
        format!("{square}: empty")
    }
    fn empty_run(&self, n: usize) -> String {
        format!("{n} empty")
    }
    fn line_report(&self, items: &[String]) -> String {
        format!("{}.", items.join("; "))
    }
    fn pieces_report(&self, color: Color, items: &str) -> String {
        let items = if items.is_empty() { "none" } else { items };
        format!("{}: {items}.", self.side(color))
    }
    fn moves_report(&self, piece_and_square: &str, moves: &[String]) -> String {
        let n = moves.len();
        super::sentence(&format!(
            "{piece_and_square} has {n} {}: {}.",
            self.unit(Unit::Move, n as i64),
            moves.join(", ")
        ))
    }
    fn no_moves_from(&self, piece_and_square: &str) -> String {
        super::sentence(&format!("{piece_and_square} cannot move."))
    }
    fn no_piece_here(&self, square: &str) -> String {
        format!("No piece on {square}.")
    }
    fn attack_report(&self, square: &str, attackers: &str, defenders: &str) -> String {
        let attacked = if attackers.is_empty() {
            "not attacked".to_string()
        } else {
            format!("attacked by {attackers}")
        };
        let defended = if defenders.is_empty() {
            "not defended".to_string()
        } else {
            format!("defended by {defenders}")
        };
        format!("{square}: {attacked}; {defended}.")
    }
    fn board_flipped(&self, black_below: bool) -> String {
        let side = self.side(if black_below {
            Color::Black
        } else {
            Color::White
        });
        format!("The board is seen from {side}'s side.")
    }
    fn tui_prompt(&self) -> &'static str {
        "Move or command: "
    }
    fn tui_board_mode(&self) -> &'static str {
        "Board mode: arrows move, Esc returns to the move input."
    }
    fn tui_clock_title(&self) -> &'static str {
        "Clock"
    }
    fn tui_sheet_title(&self) -> &'static str {
        "Scoresheet"
    }
    fn tui_peg_title(&self) -> &'static str {
        "Peg board"
    }
    fn tui_help_title(&self) -> &'static str {
        "Keys"
    }
    fn tui_running(&self) -> &'static str {
        "running"
    }
    fn tui_flag(&self) -> &'static str {
        "FLAG"
    }
    fn tui_used(&self) -> &'static str {
        "used"
    }
    fn tui_moves(&self) -> &'static str {
        "moves"
    }
    fn tui_differs(&self) -> &'static str {
        "differs from the game"
    }
    fn key_help(&self, action: &str) -> String {
        match action {
            "submit" => "send the typed move or command",
            "press" => "press the clock, completing the announced move",
            "fix" => "correct the announced move before the clock is pressed",
            "time" => "moves completed, time used and time left for both players",
            "last" => "repeat the last move",
            "repeat" => "say the last announcement again",
            "help" => "show or hide the list of keys",
            "big_text" => "show the last move in large letters, or go back",
            "board_mode" => "explore the board with the cursor",
            "quit" => "leave; the game is saved and can be resumed",
            "up" => "cursor one square up, away from the side below",
            "down" => "cursor one square down, towards the side below",
            "left" => "cursor one square to the left",
            "right" => "cursor one square to the right",
            "flip" => "turn the board: see it from the other side",
            "square" => "say the square under the cursor",
            "scan_rank" => "read the cursor's rank, from the a-file to the h-file",
            "scan_file" => "read the cursor's file, from rank 1 to rank 8",
            "scan_diagonals" => "read both diagonals through the cursor",
            "list_pieces" => "list the pieces of both sides",
            "legal_moves" => "say the legal moves of the piece under the cursor",
            "attackers" => "say what attacks and defends the square under the cursor",
            "next_king" => "cursor to the next king",
            "next_queen" => "cursor to the next queen",
            "next_rook" => "cursor to the next rook",
            "next_bishop" => "cursor to the next bishop",
            "next_knight" => "cursor to the next knight",
            "next_pawn" => "cursor to the next pawn",
            other => other,
        }
        .to_string()
    }
    fn key_help_files_ranks(&self) -> String {
        "In board mode, a to h jump to a file and 1 to 8 to a rank.".into()
    }
}
