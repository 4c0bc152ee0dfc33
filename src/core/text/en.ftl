### English: every sentence the program says or prints.
###
### A message's variables are the parameters of the Rust method of the same
### name (underscores become hyphens in the message id). Colours, pieces and
### other choices arrive as keys to select on: white, black; king, queen,
### rook, bishop, knight, pawn; true, false. Counts arrive as numbers, so
### plural variants follow the language's plural rules. Times arrive already
### written as durations ("1 hour 5 seconds"). A text that may be missing or
### empty comes with has_NAME (true, false) to select on.
###
### Reasons start in lower case: they follow a label ("move 3 "Nf4": …"); the
### program capitalizes a sentence standing alone.

-white = White
-black = Black

-king = king
-queen = queen
-rook = rook
-bishop = bishop
-knight = knight
-pawn = pawn

## Words

side = { $color ->
        [white] { -white }
       *[black] { -black }
    }
# The noun for a piece, singular.
piece = { $role ->
        [king] { -king }
        [queen] { -queen }
        [rook] { -rook }
        [bishop] { -bishop }
        [knight] { -knight }
       *[pawn] { -pawn }
    }
# Between the last two of a list of moves.
or = or
# Between the periods of a time control.
then = then
# The word for $n of a unit, without the number.
unit = { $unit ->
        [hour] { $n ->
            [one] hour
           *[other] hours
        }
        [minute] { $n ->
            [one] minute
           *[other] minutes
        }
        [second] { $n ->
            [one] second
           *[other] seconds
        }
       *[move] { $n ->
            [one] move
           *[other] moves
        }
    }

## Moves that cannot be read or played

empty = type a move
unreadable = "{ $input }" is not a move I can read; type e.g. e4, Nf3, e2e4 or "Springer Felix drei"
unknown-word = "{ $input }": the word "{ $word }" is not a move word
game-over = the game is over
ambiguous = "{ $input }" fits several moves: { $candidates }; type the one you mean more exactly
# $example is the move with a queen named, in the user's letters.
promotion-piece = the pawn reaches { $square }: name the new piece, e.g. { $example }
no-piece = { $side ->
        [white] { -white }
       *[black] { -black }
    } has no { piece }
# $from says where the piece comes from, as far as the input said: none, file,
# rank or square; $from_file, $from_rank or $from_square gives it.
cannot-reach = no { piece }{ $from ->
        [file] {" "}on the { $from_file }-file
        [rank] {" "}on rank { $from_rank }
        [square] {" "}on { $from_square }
       *[none] {""}
    } can reach { $to }
empty-square = there is no piece on { $square }
not-your-piece = the piece on { $square } is { $owner ->
        [white] { -white }
       *[black] { -black }
    }'s
cannot-move-there = the { piece } on { $from } cannot move to { $to }
own-piece = { $square } is taken by a piece of the same side ({ piece })
nothing-to-capture = there is nothing to capture on { $square }
not-en-passant = that is not an en passant capture
no-promotion = only a pawn reaching the last rank is promoted
promotion-choice = a pawn can become a queen, rook, bishop or knight only
king-in-check = the king would be in check
in-check = the king is in check and this move does not answer it
castle = { $side ->
        [king-side] castling short
       *[queen-side] castling long
    } is not possible: { $block ->
        [no-rights] the king or that rook has moved
        [in-check] the king is in check
        [blocked] there are pieces between king and rook
       *[attacked] the king would pass through or land on an attacked square
    }
# A bad move in a list of moves, with its number (1 for the first move given).
bad-move = move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    } "{ $input }": { $reason }
number-misplaced = the move number "{ $written }" stands where move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    } comes
result-inside = the result "{ $token }" stands before more moves: a result ends the scoresheet
result-contradicts = the result "{ $given }" does not fit the moves, which end { $ended }
# $detail is the chess library's own (English) wording.
bad-fen = the position "{ $fen }" cannot be used: { $detail }
unknown-vocabulary = there is no vocabulary "{ $id }"; known: { $known }

## The talking clock

time-line = { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $completed ->
        [one] { $completed } move
       *[other] { $completed } moves
    } completed, { $used } used, { $flag ->
        [true] flag fallen
       *[false] { $left } left
    }.
time-pending = Move { $number } of { $by ->
        [white] { -white }
       *[black] { -black }
    } is announced, not completed: not counted yet, and that clock runs.
left = { $span } left
flag-fell = { $color ->
        [white] { -white }'s flag has fallen. { -black }
       *[black] { -black }'s flag has fallen. { -white }
    } { $opponent_can_mate ->
        [true] can still mate: a claim wins on time (advisory).
       *[false] cannot mate with the material left: a claim gives a draw (advisory).
    }
time-added = { $span } added to { $color ->
        [white] { -white }
       *[black] { -black }
    }'s clock.
clock-set = { $color ->
        [white] { -white }
       *[black] { -black }
    }'s clock set to { $left }.
# After wait on the manual clock: the time since the start.
clock-now = Manual clock: { $since_start } since the start.
period-moves = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $time }
period-repeats = then the same again for every { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
period-rest = { $time } for the rest of the game
# $from: the move it starts at, said where the control has several periods (0: not said).
increment = { $time } added per move{ $from ->
        [0] {""}
       *[other] {" from move "}{ $from }
    }
delay = { $time } delay per move{ $from ->
        [0] {""}
       *[other] {" from move "}{ $from }
    }
control-error = the time control "{ $text }" is not understood; write e.g. 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 or 5400d5, each time at most { $hours } hours
# A control that reads but is most likely a slip (decisions.md).
control-swapped = the time control "{ $text }" would be { $moves } moves in { $minutes } minutes; for { $minutes } moves in { $moves } minutes write { $moves }/{ $minutes }{ $rest } or { $minutes }/{ $seconds }
control-no-base = the time control "{ $text }" gives no time to start with; write for example 3+2 (3 minutes, then 2 seconds added per move)
control-seconds = in the time control "{ $text }", is { $number } in minutes or in seconds? For minutes write { $number }m (or { $seconds }), for seconds { $number }s
cadence-error = the time-call cadence "{ $text }" is not understood; write e.g. "5m, 1m<10m, 10s<1m" (every 5 minutes, every minute under 10 minutes, every 10 seconds under 1 minute), each time at most { $hours } hours

## The move workflow

correction = Correction: { $announcement }
confirmed = Repeated by the opponent.
completed = { $by ->
        [white] { -white } completed move { $number }. { -black } to move.
       *[black] { -black } completed move { $number }. { -white } to move.
    }
to-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } to move.
waiting-for-press = { $by ->
        [white] { -white }
       *[black] { -black }
    }'s move is announced; { $next ->
        [peg] enter how it was executed on the peg board (peg ok) or correct it (fix MOVE).
       *[press] press the clock (press) or correct it (fix MOVE).
    }
# Said first by every answer about the position while a move is announced
# and not yet completed: the answer describes the position after it.
shown-after-pending = Position after { $by ->
        [white] { -white }
       *[black] { -black }
    }'s announced move "{ $announcement }", not yet completed.
pending = { $by ->
        [white] { -white }
       *[black] { -black }
    }'s move "{ $announcement }" is not completed yet. { $next ->
        [peg] Enter how it was executed on the peg board (peg ok, peg MOVE or peg FROM TO) or correct the move (fix MOVE) first.
       *[press] Press the clock (press) or correct the move (fix MOVE) first.
    }
pending-after-answer = { $by ->
        [white] { -white }
       *[black] { -black }
    }'s move "{ $announcement }" is not completed yet; { $dropped ->
        [true] if the answer is no,
       *[false] after the answer,
    } { $next ->
        [peg] enter how it was executed on the peg board (peg ok) or correct it (fix MOVE).
       *[press] press the clock (press) or correct it (fix MOVE).
    }
nothing-to-press = No move has been announced: type the move first, then press.
nothing-to-fix = There is no announced move to correct: type the move.
nothing-to-confirm = There is no announced move to confirm.
last-move = { $by ->
        [white] { -white }
       *[black] { -black }
    }, move { $number }: { $announcement }.{ $completed ->
        [true] {""}
       *[false] {" "}Not completed yet.
    }
no-moves = No move has been made yet.

## Draws, claims, results

draw-offered = { $by ->
        [white] { -white }
       *[black] { -black }
    } offers a draw.
draw-declined = { $by ->
        [white] { -white }
       *[black] { -black }
    } declines the draw offer.
no-offer = No draw offer is standing.
offer-standing = { $by ->
        [white] { -white }
       *[black] { -black }
    }'s draw offer is still standing: { $early ->
        [true] decline it first (decline); a draw can be agreed only after each player has made a move (laws 2017, 5.2.3).
       *[false] accept or decline it first (accept, decline).
    }
agreement-too-early = A draw can be agreed only after each player has made a move (laws 2017, 5.2.3).
offer-open = { $by ->
        [white] { -white }
       *[black] { -black }
    }'s draw offer stands: { $early ->
        [true] a draw can be agreed only after each player has made a move (laws 2017, 5.2.3); decline it (decline), or a move declines it.
       *[false] accept or decline it (accept, decline); a move declines it too.
    }
claim = { $by ->
        [white] { -white }
       *[black] { -black }
    } claims a draw by { $kind ->
        [threefold] threefold repetition
       *[fifty] the 50-move rule
    }: { $correct ->
        [true] the claim is correct
       *[false] { $written ->
            [true] the claim is not correct; play goes on with the written move
           *[false] the claim is not correct; play goes on
        }
    }.
claim-with-pending = A move is already announced. Claim before making the move, with the move you intend: claim { $kind } MOVE.
# $by is none when nobody in particular ended the game.
ended = { $reason ->
        [checkmate] Checkmate.
        [stalemate] Stalemate.
        [dead-position] Neither side can mate: dead position.
        [fivefold] The same position for the fifth time.
        [seventy-five-moves] 75 moves by each side without a capture or a pawn move.
        [resignation] { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        } resigns.
        [agreement] { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        } accepts the draw offer.
        [threefold] Draw by threefold repetition, claimed by { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
        [fifty-moves] Draw by the 50-move rule, claimed by { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
        [time] { $by ->
            [white] { -white } claims the game on time.
            [black] { -black } claims the game on time.
           *[none] Both flags are down.
        }
       *[arbiter] The arbiter declares the result.
    } { $result ->
        [white-wins] { -white } wins, 1-0.
        [black-wins] { -black } wins, 0-1.
       *[draw] The game is drawn, 1/2-1/2.
    }

## The game file

new-game = New game.{ $has_white ->
        [true] {" "}{ -white }: { $white }.
       *[false] {""}
    }{ $has_black ->
        [true] {" "}{ -black }: { $black }.
       *[false] {""}
    } { $blind ->
        [white] { -white }
       *[black] { -black }
    } plays on the peg board. Time control: { $control }. Laws of { $laws }.
resumed = Game resumed at move { $number }. { $status }
time-while-closed = While annabella was closed, { $color ->
        [white] { -white }'s clock ran on: { $span } counted to { -white }.
       *[black] { -black }'s clock ran on: { $span } counted to { -black }.
    }
setup-ignored = The game's own settings stay; not applied: { $options }.
told-now = From now on in this game: { $options }.
assistant-on-resume = To have { $name } assist from now on, type: assistant on { $name }
resume-at-on-resume = The time and place of resumption are set with envelope TEXT, e.g. envelope 2026-11-22 10:00, hall B.
over-at-start = No game can start from this position: { $reason ->
        [checkmate] it is checkmate.
        [stalemate] it is stalemate.
       *[other] neither side can mate.
    }
started-from = The game starts from the position given, at move { $number } with { $side ->
        [white] White
       *[black] Black
    } to move. Type board to hear it.

## Two boards, two scoresheets, the assistant, the arbiter, adjournment

misplaced = { $piece } on { $on } should be on { $should_be }
extra = { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) on { $on } should not be there
missing = { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) is missing on { $on }
replaced = { $have } ({ $have_side ->
        [white] { -white }
       *[black] { -black }
    }) stands on { $on } instead of { $want } ({ $want_side ->
        [white] { -white }
       *[black] { -black }
    })
board-differs = Your board differs: { $item }.
peg-other-move = If { $written } is the move made, correct the announcement instead: fix { $written }.
boards-agree = The peg board agrees with the game.
diff-heading = The peg board differs from the game in { $places ->
        [one] one place
       *[other] { $places } places
    }; { $steps ->
        [one] one step puts
       *[other] { $steps } steps put
    } it right.
diff-item = Peg board: { $item }.
eboard-differs = The electronic board differs from the game in { $places ->
        [one] one place
       *[other] { $places } places
    }.
eboard-item = On the electronic board: { $item }.
eboard-agrees = The electronic board agrees with the game again.
eboard-connected = The electronic board on { $path } is connected.
eboard-lost = The electronic board on { $path } does not answer ({ $why }): plug it in again; the game goes on.
eboard-promotion = The electronic board shows { $piece } on { $square } for the promotion: if another piece was meant, type fix with it.
step-line = Step { $number } of { $count }: { $step }.
peg-fixed-hint = When the peg board is right, type peg fixed.
step-move = move { $piece } from { $from } to { $to }
step-remove = take { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) off { $from }
step-put-back = put { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) back on { $on }
step-lift = lift { $piece } from { $from } and hold it
step-place = place the { $piece } you hold on { $on }
peg-fixed = The peg board is put right: it agrees with the game.
peg-needed = Enter how the move was executed on the peg board first: peg ok, peg MOVE or peg FROM TO.
diff-peg-pending = The peg board agrees with the game before the announced move.
diff-peg-enter = Enter how that move was executed: peg ok, peg MOVE or peg FROM TO.
nothing-to-peg = No move has been made yet: there is nothing to record on the peg board.
bad-peg-squares = "{ $text }" is not a move on the peg board: give two squares, the first with a piece on it, e.g. peg g1 f3.
after-move = after move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    }
game-start = the start of the game
sheet-notes = Notes for the arbiter (in English, as in the PGN):
nothing-written = nothing
sheets-agree = Both scoresheets agree, up to { $through }.
correct-peg-board = The scoresheets agree, so the board that differs is put right ({ $rule }): the peg board.
correct-other-board = The peg board agrees with the scoresheets. If the boards differ, the opponent's board is set to the position of the scoresheets ({ $rule }).
# Where the scoresheets first differ, and the proposal to go back (D.2.9).
sheets-differ = The scoresheets differ first at move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    }: here { $ours }, on the other sheet { $theirs }. Proposal ({ $rule }): go back to { $back_to }. Clocks as they were then: { -white } { $white_left } left; { -black } { $black_left } left. Type rollback to do it; the arbiter may change the clocks afterwards with setclock.
sheets-differ-announced = { $ours } is the move announced and not yet completed. If { $theirs } was played, correct the announcement instead: fix { $theirs }.
sheet-pending = Not on the scoresheet yet: { $by ->
        [white] { -white }
       *[black] { -black }
    }, move { $number }, { $written }, announced and not completed.
clocks-started = The claim is not upheld: the clock of { $side ->
        [white] { -white }
       *[black] { -black }
    } runs again.
# What a proposal will do, said before yes (decisions.md "Proposals and
# their consequences"): each part a sentence.
proposal-end-undone = The result { $result } is taken back with it, and play goes on.
proposal-replaces = It replaces the result recorded, { $result }.
proposal-unplayed = { $by ->
        [white] { -white }
       *[black] { -black }
    }'s announced move "{ $announcement }", not completed, is not played; the record keeps it as taken back.
proposal-rollback = Back to { $back_to }; the moves after it are taken back. Clocks then: { -white } { $white_left } left; { -black } { $black_left } left.
proposal-illegal = Illegal move by { $by ->
        [white] { -white }
       *[black] { -black }
    } (number { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; laws of { $year }, { $rule }): the position before it is restored.
time-taken = { $span } taken from { $color ->
        [white] { -white }
       *[black] { -black }
    }'s clock.
clock-then = { $color ->
        [white] { -white }
       *[black] { -black }
    } then has { $left } left.
moves-then = { $color ->
        [white] { -white }
       *[black] { -black }
    } then has { $completed ->
        [one] { $completed } move
       *[other] { $completed } moves
    } completed.
proposal-flag-stays = If no: the fallen flag stays fallen, and the claim can be made again (claim time).
proposal-offer-lapses = { $by ->
        [white] { -white }
       *[black] { -black }
    }'s draw offer lapses with it.
flag-stands-again = { $color ->
        [white] { -white }
       *[black] { -black }
    }'s flag no longer counts as fallen.
flag-will-fall = { $color ->
        [white] { -white }
       *[black] { -black }
    }'s flag falls.
proposal-if-no = If no: { $what }
claim-not-upheld = the claim counts as incorrect, and the clocks run again.
written-move-played = { $by ->
        [white] { -white }
       *[black] { -black }
    } plays the move written with the claim, "{ $said }".
penalty-proposed = Then proposed: { $what }
# Both flags are down; the program knows which fell first (or, set by
# hand, that it cannot be known).
flags-both = Both flags are down; { $first ->
        [white] { -white }
       *[black] { -black }
    }'s fell first: a claim on time is for { $other ->
        [white] { -white }
       *[black] { -black }
    } (advisory).
flags-both-unknown = Both flags are down, and which fell first cannot be known: { $outcome ->
        [draw] a claim on time gives a draw ({ $rule }).
        [play-on] before the last period the game goes on ({ $rule }), with no claim on time.
       *[arbiter] these laws give a draw only in games without increment ({ $rule }); the arbiter decides, with result if the game ends.
    }
proposal-open = A proposal waits for its answer first: yes records it, no leaves it (status says it again).
seal-what = Seal which move? Write it with the command, for example: seal Nf3.
fix-same = That is the move announced: nothing to correct.
# A time typed with no unit outside a time control: both meanings.
unitless-time = { $number } minutes or { $number } seconds? Type { $prefix } { $number }m or { $prefix } { $number }s.
colon-time = { $typed } as hours and minutes or as minutes and seconds? Type { $prefix } { $first }h{ $second }m or { $prefix } { $first }m{ $second }s.
seal-pending = { $by ->
        [white] { -white }
       *[black] { -black }
    }'s announced move is the sealed move: type seal alone to seal it.
end-not-fixable = The move that ended the game can no longer be corrected with fix: something else was entered after it.
after-end = { $can ->
        [fix] Until anything else is entered, fix MOVE corrects the move that ended it. The arbiter can still take that move back with illegal or compare; result records another result. { -after-end-rest }
        [move] The arbiter can still take back the move that ended it with illegal or compare; result records another result. { -after-end-rest }
       *[other] The arbiter can still record another result with result. { -after-end-rest }
    }
-after-end-rest = The queries still answer (sheet, board, square, time, status); setclock and addtime still set the clocks; after quit, annabella export writes the game out.
record-question = To be recorded: { $what } { $over ->
        [true] Type yes to record it, or no to leave the game as it stands.
       *[false] Type yes to record it, or no to go on.
    }
record-cancelled = Nothing was recorded.
nothing-to-answer = No question is open: yes and no answer a proposal (a rollback, a result to record).
fix-after-press = The last move is completed: the clock was pressed. It can no longer be corrected. Only the arbiter can take it back (illegal), or the scoresheets decide (compare).
rolled-back = Taken back to { $back_to }. Clocks set: { -white } { $white_left } left; { -black } { $black_left } left. { $to_move ->
        [white] { -white }
       *[black] { -black }
    } to move. The moves taken back stay in the game file.
nothing-to-roll-back = { $compared ->
        [true] The last comparison found no difference between the scoresheets: there is nothing to go back to.
       *[false] There is no difference between the scoresheets to go back from: compare them first (compare MOVES).
    }
# The other sheet stops before the game ends: what it has agrees (D.2.9;
# decisions.md "Comparing scoresheets"). $far when more than one move is missing.
sheets-behind = The other scoresheet agrees with the game up to { $through }. It stops there: the rest is not written on it yet.
sheet-far-behind = It is more than one move behind: have it brought up to date, then compare again.
# The other sheet goes on past the game's last move with $extra.
sheets-ahead = Both scoresheets agree up to { $through }, where the game stands. The other sheet goes on with move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $extra }. If that was played, enter it as a move; nothing is taken back.
sheet-unreadable = Move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    } on the other scoresheet, "{ $text }", is no move in its position: nothing was compared. Check that entry and enter the sheet again, in letters or in words.
sheet-ambiguous = Move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    } on the other scoresheet, "{ $text }", fits { $candidates }: nothing was compared. Ask which was played, and enter the sheet again with that move written out.
sheet-ahead-stops = After that the other sheet has "{ $text }", { $candidates ->
        [none] which is no move in its position.
       *[other] which fits { $candidates }.
    }
# Bare compare: the other sheet entered a line at a time.
sheet-entry-start = Enter the other scoresheet's moves, one or more a line, in letters or in words. Type end or an empty line to compare them, or cancel to leave.
sheet-entry-next = Next: move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    }.
sheet-entry-read = Move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $written }, { $words }.
sheet-entry-again = Move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    }, "{ $text }", is no move in its position: type it again.
sheet-entry-ambiguous = Move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    }, "{ $text }", fits { $candidates }: type the one that was played.
sheet-entry-command = "{ $text }" is a command: here, type the other scoresheet's moves. Type end to compare them, or cancel to leave.
sheet-entry-cancelled = Scoresheet entry left: nothing was compared.
sheet-entry-empty = No moves were entered: nothing was compared.
assistant-set = { $has_name ->
        [true] Assistant: { $name }. Prompts now address the assistant.
       *[false] No assistant: prompts address the player.
    }
claim-time-hint = To claim it: claim time.
hearing-needs-assistant = A hearing-impaired opponent requires an assistant (laws of 2017, { $rule }). Start the game with --assistant NAME.
assistant-required = A hearing-impaired opponent requires an assistant (laws of 2017, { $rule }): the assistant stays. To name another: assistant NAME.
touched = Logged for the arbiter: { $side ->
        [white] { -white }
       *[black] { -black }
    } touched { $what }, { $at } after the start.
bad-square = "{ $text }" is not a square: write for example touch { $example }.
nothing-to-touch = Nothing stands on { $square }: only a touched piece is logged for the arbiter.
illegal-declared = Illegal move by { $by ->
        [white] { -white }
       *[black] { -black }
    } recorded (number { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; laws of { $year }, { $rule }); the position before it is restored. { $by ->
        [white] { -white }
       *[black] { -black }
    } to move.
# report illegal MOVE: a move the app refused was made on a board.
illegal-report = Illegal move "{ $input }" by { $by ->
        [white] { -white }
       *[black] { -black }
    }, made on the board (number { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; laws of { $year }, { $rule }).
illegal-reported = Illegal move "{ $input }" by { $by ->
        [white] { -white }
       *[black] { -black }
    } recorded for the arbiter.{ $goes_on ->
        [true] {" "}{ $by ->
            [white] { -white }
           *[black] { -black }
        } to move, with a legal move.
       *[false] {""}
    }
# The penalty a report would record: $what is the time added or the result.
report-penalty = Penalty: { $what }
report-hint = If it was made on the board, report it for the arbiter: report illegal { $input }
report-legal = "{ $input }" is a legal move here: type it as the move.
no-move-to-declare = There is no completed move to declare illegal.
no-flag = No flag has fallen: a claim on time needs the opponent's flag down.
sealed = Sealed move recorded, move { $number }. The clock is stopped; the game is adjourned.
adjourned = The game is adjourned: { $by ->
        [white] { -white }
       *[black] { -black }
    } has sealed move { $number }. At resumption, when the reply is ready, type unseal. Until then moves, the peg board, claims and compare wait. These work: draw, accept, decline, resign, result, addtime, setclock, assistant and envelope. The questions work too: time, status, sheet, last, board.
unsealed = The sealed move is opened: move { $number } of { $by ->
        [white] { -white }
       *[black] { -black }
    }.
not-adjourned = Nothing is sealed: the game is not adjourned.
# The data of an adjournment envelope, one item a line. $offer is none when
# no draw offer stands; $has_resume is false while the arbiter has not set
# the resumption.
envelope =
    Adjourned game: sealed move envelope
    { -white }: { $white }
    { -black }: { $black }
    Position before the sealed move: { $position }
    FEN: { $fen }
    Time used: { -white } { $white_used }, { -black } { $black_used }
    Sealed by: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Number of the sealed move: { $number }
    Standing draw offer: { $offer ->
        [white] yes, by { -white }
        [black] yes, by { -black }
       *[none] none
    }
    Resumption: { $has_resume ->
        [true] { $resume }
       *[false] to be set by the arbiter
    }
# The inside sheet of the envelope (decisions.md "Reports for the arbiter"):
# the scoresheet lines follow it, then envelope-sealed.
envelope-inside =
    Adjourned game: inside of the envelope, for the arbiter
    { -white }: { $white }
    { -black }: { $black }
    Sealed by: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Scoresheet up to and including the sealed move:
envelope-sealed = Sealed move: { $number }{ $side ->
        [white] .
       *[black] ...
    } { $written }
envelope-written = Envelope written. Outside, without the move: { $text } (text). Outside in braille: { $braille }. Inside, with the scoresheet and the sealed move: { $inside } (text). Inside in braille: { $inside_braille }.
resume-needed = The date, time and place of resumption are not set yet; give them with envelope TEXT, e.g. envelope 2026-11-22 10:00, hall B.

## Board exploration

# A square and the piece on it: "Eva eins: weißer König". $square is the
# voice's words for the square. $phrase is the vocabulary's words for the
# piece with its colour, where it has them ($has_phrase); else $piece, the
# voice's word for $role, gets this language's colour word, and $native is
# true when that word is this language's own, so an adjective can agree with
# it (German "weiße Dame", Danish "hvidt tårn").
square-piece = { $square }: { $has_phrase ->
        [true] { $phrase }
       *[false] { $color ->
            [white] white
           *[black] black
        } { $piece }
    }
square-empty = { $square }: empty
# A run of $n empty squares in a scanned line. Empty squares are counted, not
# named: the occupied squares around a run are named, so the count places it
# exactly, and the line stays short to listen to.
empty-run = { $n } empty
# A rank, file or diagonal scanned: the items, separated by semicolons.
line-report = { $items }.
pieces-report = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $has_items ->
        [true] { $items }
       *[false] none
    }.
# The legal moves of a piece ("Springer Gustav eins"), as announcements,
# separated by commas.
moves-report = { $piece_and_square } has { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }: { $moves }.
no-moves-from = { $piece_and_square } cannot move.
no-piece-here = No piece on { $square }.
attack-report = { $square }: { $has_attackers ->
        [true] attacked by { $attackers }
       *[false] not attacked
    }; { $has_defenders ->
        [true] defended by { $defenders }
       *[false] not defended
    }.
board-flipped = The board is seen from { $black_below ->
        [true] { -black }
       *[false] { -white }
    }'s side.

## Lists, a line for each item or run of items: each line stands alone and
## keeps within 80 characters wherever the list can be cut.

# One rank of the board: $sides is each side's pieces there (rank-side),
# separated by semicolons; $rank is the rank's number, 1 to 8.
rank-line = Rank { $rank }, { $sides }.
# The pieces of one side on a rank, in the voice's words, separated by commas.
rank-side = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $pieces }
rank-empty = Rank { $rank }: empty.
# The noun for a piece, plural.
piece-plural = { $role ->
        [king] kings
        [queen] queens
        [rook] rooks
        [bishop] bishops
        [knight] knights
       *[pawn] pawns
    }
# Where a side's pieces of one kind stand: $squares in the voice's words,
# separated by commas, $count of them in all. $first is false on a line that
# continues a long list: it must not repeat the count.
kind-squares = { $first ->
        [true] { $count ->
            [one] { $color ->
                [white] White
               *[black] Black
            } { piece }
           *[other] { $count } { $color ->
                [white] white
               *[black] black
            } { piece-plural }
        } on
       *[false] { $color ->
            [white] White
           *[black] Black
        } { piece-plural } also on
    } { $squares }.
kind-none = { $color ->
        [white] { -white }
       *[black] { -black }
    } has no { piece }.
# What attacks ($attacked true) or defends ($attacked false) a square: the
# pieces of $color, in the voice's words, separated by commas.
square-control = { $square }, { $has_pieces ->
        [true] { $attacked ->
            [true] attacked
           *[false] defended
        } by { side }: { $pieces }
       *[false] not { $attacked ->
            [true] attacked
           *[false] defended
        } by { side }
    }.
# sheet 12 in a game whose scoresheet ends at move $last.
sheet-too-short = The scoresheet goes up to move { $last }: there is no move { $from } yet.
not-a-square = "{ $text }" is not a square: write for example square f7 or square Felix sieben.
not-a-kind = "{ $text }" is not a kind of piece: write for example pieces white rooks.

## Games from PGN: a game taken over, games listened through

taken-over = Taken over from game { $number } of { $file }: { $moves ->
        [0] no moves played
        [one] one move played
       *[other] { $moves } moves played
    }. The game goes on at move { $next } with { $side ->
        [white] { -white }
       *[black] { -black }
    } to move. Type board to hear the position.
taken-over-tags = { $has_event ->
        [true] Event: { $event }.{" "}
       *[false] {""}
    }{ $has_site ->
        [true] Site: { $site }.{" "}
       *[false] {""}
    }{ $has_round ->
        [true] Round: { $round }.{" "}
       *[false] {""}
    }{ $has_date ->
        [true] Date: { $date }.
       *[false] {""}
    }
taken-over-clocks = The clocks as the file left them: { $has_white ->
        [true] { -white } { $white } left
       *[false] { -white } as the time control gives
    }, { $has_black ->
        [true] { -black } { $black } left.
       *[false] { -black } as the time control gives.
    }
taken-over-result = The file gives the result { $result } ({ $kind ->
        [white-wins] { -white } won
        [black-wins] { -black } won
       *[draw] a draw
    }), but the position is not over: play goes on from it.
pgn-no-games = { $file } holds no games.
pgn-no-such-game = There is no game { $number }: the file holds { $count ->
        [one] one game
       *[other] { $count } games
    }.
pgn-game-problem = Game { $number }, line { $line }: { $problem }.
pgn-problem-at = Line { $line }: { $problem }.
pgn-chess960 = it is a Chess960 game; annabella plays standard chess only
pgn-variant = it is a game of { $variant }; annabella plays standard chess only
pgn-illegal = { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } { $ambiguous ->
        [true] could be more than one move there
       *[false] is not a legal move there
    }; the game is read up to it
pgn-no-move = "{ $word }" is no move; the game is read up to the move before it
pgn-syntax = the file is broken there ({ $detail })
pgn-beyond-most = annabella reads the first { $most } games of a file, and game { $number } is beyond them. Split the file to reach it.
pgn-most-games = The file holds more games than annabella lists: the first { $most } are read.
pgn-open-comment = a comment opened here with {"{"} is never closed; the games after it are read
pgn-open-variation = a variation opened with ( is never closed; the moves after it are read as the variation's
pgn-open-tag = a tag here is never closed, or longer than annabella reads
pgn-fragment = this is the rest of the game before it, whose tag line broke; its beginning is lost
pgn-utf16 = the file is UTF-16 text; annabella reads PGN in UTF-8 or Windows-1252: save it as UTF-8
pgn-too-long = the game holds more moves, comments or variations than any game played; it is read up to there
pgn-changed = Game { $number } can no longer be read from the file: it was changed, moved or removed since it was opened. Open the file again.
pgn-game = { $number }: { $white } against { $black }, { $result }{ $has_date ->
        [true] , { $date }
       *[false] {""}
    }{ $has_event ->
        [true] , { $event }
       *[false] {""}
    }, { $moves ->
        [one] one move
       *[other] { $moves } moves
    }.
pgn-games = { $count ->
        [one] The file holds one game:
       *[other] The file holds { $count } games:
    }
nag = { $nag ->
        [1] good move
        [2] mistake
        [3] brilliant move
        [4] blunder
        [5] interesting move
        [6] dubious move
        [7] forced move
        [10] equal position
        [13] unclear position
        [14] { -white } is slightly better
        [15] { -black } is slightly better
        [16] { -white } is better
        [17] { -black } is better
        [18] { -white } is winning
        [19] { -black } is winning
        [22] { -white } is in zugzwang
        [23] { -black } is in zugzwang
        [36] { -white } has the initiative
        [37] { -black } has the initiative
        [40] { -white } has the attack
        [41] { -black } has the attack
        [132] { -white } has counterplay
        [133] { -black } has counterplay
        [146] novelty
       *[other] annotation { $nag }
    }
replay-opened = Game { $number } of { $count }: { $white } against { $black }, { $result }{ $has_date ->
        [true] , { $date }
       *[false] {""}
    }, { $moves ->
        [one] one move
       *[other] { $moves } moves
    }.
replay-from-position = It starts from a position: move { $number }, { $side ->
        [white] { -white }
       *[black] { -black }
    } to move.
replay-damaged = The game can be read only up to line { $line }: { $problem }.
replay-how = Press Enter or type next for the next move; help lists the commands.
replay-choose = Type game and a number to listen to that game, e.g. game 2.
replay-choose-first = No game is open. Type games to list them, game 2 to open the second.
replay-usage = { $command } needs more: for example "{ $example }".
replay-unknown = "{ $word }" is no replay command. Type help for the commands.
replay-hints = { $comment ->
        [true] A comment: type comment.{ $variations ->
            [0] {""}
            [one] {" "}One other move: type variations.
           *[other] {" "}{ $variations } other moves: type variations.
        }
       *[false] { $variations ->
            [one] One other move: type variations.
           *[other] { $variations } other moves: type variations.
        }
    }
replay-game-end = That was the last move. { $result }
replay-variation-end = That is the end of the variation. Type leave to go back.
replay-at-start = { $variation ->
        [true] At the start of the variation.
       *[false] At the start of the game.
    }
replay-after = After { $move_said }.
replay-no-move = There is no move { $number } for { $side ->
        [white] { -white }
       *[black] { -black }
    } here: the moves go from { $first } to { $last }.
replay-who = { $side ->
        [white] { -white }
       *[black] { -black }
    } to move, move { $number }.{ $depth ->
        [0] {""}
        [1] {" "}In a variation.
       *[other] {" "}In a variation { $depth } deep.
    }
replay-no-comment = No comment here.
replay-no-variations = The file gives no other move here.
replay-variations-heading = { $count ->
        [one] One other move here:
       *[other] { $count } other moves here:
    }
replay-enter-how = Type variation and its number to listen to it, e.g. variation 1.
replay-no-variation = There is no variation { $number } here: { $count ->
        [0] the file gives no other move here.
        [one] there is one.
       *[other] there are { $count }.
    }
replay-entered = Variation { $number }{ $depth ->
        [1] {""}
       *[other] , { $depth } deep
    }:
replay-not-in-variation = This is the game itself, not a variation.
replay-left = { $depth ->
        [0] Back in the game.
       *[other] Back in the variation.
    }
replay-result = Result: { $kind ->
        [white-wins] { $result }, { -white } won.
        [black-wins] { $result }, { -black } won.
        [draw] { $result }, a draw.
       *[other] not given; the game may not be finished.
    }
replay-games-found = { $count ->
        [0] None of the file's { $total } games holds "{ $find }".
        [one] One of the file's { $total } games holds "{ $find }":
       *[other] { $count } of the file's { $total } games hold "{ $find }":
    }
replay-games-page = Games { $from } to { $to } of { $count }.{ $has_next ->
        [true] {" "}Type { $next } for the next.
       *[false] {""}
    }
replay-no-page = There is no page { $page }: { $pages ->
        [one] the list is one page.
       *[other] the list has { $pages } pages.
    }
replay-no-tags = The game has no tags.
help-replay-next = next, or Enter: the next move; next 5: the next five
help-replay-back = back: take the last move back; back 3: three
help-replay-first = first: the start (of the game, or of the variation you are in)
help-replay-last = last: the end (of the game, or of the variation you are in)
help-replay-go = go 12: after White's 12th move; go 12 black: after Black's; go 0: the start
help-replay-who = who: whose move it is, and at which move
help-replay-board = board: the position, one line a rank; board white: White's pieces by kind
help-replay-square = square f7: what stands on a square, and what attacks and defends it
help-replay-pieces = pieces white rooks: where one side's pieces of a kind stand
help-replay-moves = moves: the moves played to here, one line a move pair
help-replay-comment = comment: the comment on the move just heard
help-replay-variations = variations: the other moves the file gives for the move just heard
help-replay-variation = variation 2: listen to the second of them
help-replay-leave = leave: back out of a variation, to where you entered it
help-replay-result = result: the game's result
help-replay-tags = tags: everything the file says about the game (event, players, date …)
help-replay-games = games: the games of the file, one a line, 20 at a time; games 2: the second page; games Morphy: the games of a player, event or date
help-replay-game = game 2: listen to the second game of the file
help-replay-help = help: this list; repeat, quiet, rate N and volume N work as in play
help-replay-quit = quit: leave

## Shell: speech, the game file, line mode and the full-screen interface.
## Only src/shell asks for these.

speech-backend = { $backend ->
        [clips] Speech: the built-in voice.
        [tts] Speech: the system voice.
        [reader] Speech: through the screen reader, in its own voice and rate.
        [text] Speech: printed lines only (no sound device or speech service answered, or text was chosen).
       *[other] Speech: off.
    }
screen-reader-running = A screen reader is running: with --speech reader annabella speaks through it, in its own voice and rate.
tui-needs-terminal = The full-screen interface needs a terminal: run it in one, or use --line.
clip-fallback = The built-in voice has no clip for "{ $word }": { $to ->
        [tts] the system voice says such sentences
       *[other] such sentences are printed only
    }.
nothing-to-repeat = No announcement has been made yet.
speech-setting = { $what ->
        [rate] Speech rate
       *[other] Volume
    } { $percent } %.
earcons-set = { $on ->
        [true] Earcons on: short sounds mark a completed move, a refusal and the clock.
       *[false] Earcons off: no short sounds, only speech.
    }
pgn-choose-number = { $path } holds { $count } games. Choose one with --game-number, e.g. --game-number 2:
pgn-choose-more = And { $more } more: annabella replay { $path } lists them a page at a time and finds a game by player, event or date (games NAME).
pgn-not-whole = { $path }: a game is taken over only whole. { $problem }
game-file = Game file: { $path }
journal-repaired = The last record of the game file was damaged and is left out. The game goes on from the event before it. A copy of the damaged file is at { $copy }.
journal-unreadable = { $path } cannot be used as a game file: { $detail }. The file is left as it is.
damage-not-a-game-file = this is not an annabella game file (its first line is not the game-file header)
damage-inside = line { $line } is damaged, and whole events follow it: this is not a cut-off write
damage-no-game = the file holds no game (no start event)
event-misfit = line { $number } does not fit the game ({ $detail })
damage-changed = line { $line } was changed after it was written (its checksum does not match)
damage-out-of-order = line { $line } holds record { $found } where record { $expected } belongs: lines were moved, removed or repeated
damage-time-backwards = line { $line } goes back in time (its time is before that of the line above it)
input-not-text = That line is not text (not UTF-8), so it was not read. Type it again.
input-too-long = That line is longer than { $max } characters, so it was not read.
voice-silent = The system voice gives no sound (the speech service never finished a sentence): speech is printed only from now on.
input-full = The line is full ({ $max } characters): press Enter, or erase.
journal-locked = { $path } is open in another program. Close the game there first{ $readable ->
    [yes] ; annabella export can still read it.
   *[no] .
}
not-a-file = { $path } is not a file (it is a folder, a device or a pipe): annabella reads games from files.
not-a-folder = { $path } is a file, not a folder: no game file can be made under it.
io-problem = { $kind ->
        [gone] there is no such file or folder (any more)
        [full] the disk is full
        [too-large] the file may not grow any further (a file size limit)
        [denied] there is no permission to write there
        [read-only] the disk is read-only
       *[other] { $detail }
    }
file-problem = { $path }: { $why }.
journal-lost = { $path } was changed by another program: { $change ->
        [gone] it was moved away or removed
        [replaced] another file now stands at its name
        [cut] it was cut short
        [overwritten] what was written in it was written over
       *[grown] something else was written into it
    }.
journal-lost-moved = It is now at { $moved }.
journal-lost-stopped = Nothing more is written to it, and nothing more is recorded here{ $entry ->
        [yes] : this last entry is not in the game.
       *[no] .
    }
journal-lost-saved = The game as recorded so far is { $back ->
        [yes] back at { $saved }
       *[no] saved in { $saved }
    }. To go on: { $ending ->
        [yes] annabella play --game { $saved }
       *[no] quit, then annabella play --game { $saved }
    }
journal-lost-unsaved = The game as recorded so far could not be saved ({ $why }). Write down the moves below, and have the arbiter find the file before anything else is done.
journal-lost-unsaved-moved = The game could not be saved again ({ $why }), but the moved file holds it as recorded. To go on: quit, then annabella play --game { $moved }
journal-lost-again = { $what ->
        [status] Nothing is recorded any more
        [end] Nothing is recorded any more
       *[entry] Not recorded
    }: the game file was changed by another program. The game is in { $saved }: { $what ->
        [end] annabella play --game { $saved }
       *[other] quit, then annabella play --game { $saved }
    }
journal-lost-again-unsaved = { $what ->
        [status] Nothing is recorded any more
        [end] Nothing is recorded any more
       *[entry] Not recorded
    }: the game file was changed by another program. Quit.
started-elsewhere = { $path }: another program started a game in this file at the same moment. Nothing was written. Run the command again to go on with that game.
changed-while-opened = { $path } was changed by another program while annabella opened it. Nothing was written. Run the command again.
saved-ahead = { $path } holds less of the game than { $saved }, which annabella saved when { $path } was changed by another program: going on from { $path } would lose moves. To go on: annabella play --game { $saved }
no-game-but-saved = { $path } holds no game, but { $saved } holds the game annabella saved when { $path } was changed by another program. To go on with it: annabella play --game { $saved }. To start a new game at { $path }, first move { $saved } away.
saved-instead = The game as annabella last recorded it was saved in { $saved } when the file was changed by another program: annabella play --game { $saved }
saved-beside = { $saved } holds this game as annabella last recorded it, saved when { $path } was changed by another program; the two differ. To go on from that record instead: annabella play --game { $saved }
not-saved = Not saved: { $why }. Nothing of it is in the game, and the game file is as it was. { $kind ->
        [full] Free space, then enter it again.
        [too-large] Move the game file where it may grow, then enter it again.
       *[other] Put that right, then enter it again.
    }
# An export read a game file whose last record is damaged, without repairing it.
damaged-tail = The last record of { $path } is damaged and is left out here; play --game { $path } repairs the file.
unknown-command = "{ $word }" is neither a command nor a move. Type help for the commands.
usage = { $command ->
        [rate] rate takes a number from { $low } to { $high } (percent of the normal speed): for example "{ $example }".
        [volume] volume takes a number from { $low } to { $high } (percent): for example "{ $example }".
        [result] result takes 1-0, 0-1 or 1/2: for example "{ $example }".
        [earcons] earcons takes on or off: for example "{ $example }".
        [claim] claim takes time, threefold or fifty, and the move you would make: for example "{ $example }".
        [report] report takes illegal and the move made: for example "{ $example }".
        [setclock] setclock takes a colour and the time the clock is to show, from { $low } to { $high } hours: for example "{ $example }".
        [addtime] addtime takes a colour and the time to add, up to { $high } hours (to take time off, set the clock: setclock white 1h): for example "{ $example }".
        [wait] wait takes a time up to { $high } hours: for example "{ $example }".
       *[other] { $command } is typed like this, for example "{ $example }".
    }
manual-clock-only = This game runs on the real clock; wait works only in a game started with play --manual-clock.
# The help of line mode: one line per command (the table in src/core/command.rs names
# each command's lines), after the line for a move.
help-move = MOVE: announce a move in any notation (e4, Nf3, g1f3, "springer felix drei")
help-fix = fix MOVE: correct the announced move before the clock is pressed
help-confirm = confirm: the opponent has repeated the announcement
help-press = press: press the clock, completing the announced move
help-time = time: moves completed, time used and time left for both players
help-last = last: repeat the last move; last 3: the last three moves, one a line
help-board = board: the position, one line a rank; board white: White's pieces by kind
help-sheet = sheet: the scoresheet, one line a move pair; sheet 12: from move 12 on
help-square = square f7: what stands on a square, and what attacks and defends it
help-pieces = pieces white rooks: where one side's pieces of a kind stand
help-status = status: whose turn it is and what is expected
help-draw = draw: offer a draw (draw white, draw black to say who)
help-accept = accept / decline: answer a draw offer
help-resign = resign: the blind player resigns; resign white|black: that side
help-claim = claim threefold MOVE / claim fifty MOVE: claim a draw, writing the intended move
help-addtime = addtime COLOUR TIME: the arbiter adds time, e.g. addtime black 2m
help-setclock = setclock COLOUR TIME: the arbiter sets a clock, e.g. setclock white 1h2m3s
help-wait = wait TIME: with --manual-clock, let time pass, e.g. wait 90s
help-peg = peg ok / peg MOVE / peg FROM TO: the last move as made on the peg board
help-peg-fixed = peg fixed: the peg board has been put right
help-diff = diff: how the peg board differs from the game, and the steps to put it right
help-compare = compare MOVES: compare the other scoresheet (alone: line by line, then end)
help-rollback = rollback: go back to the last move where the scoresheets agree (then yes)
help-assistant = assistant on NAME / assistant off: who works the keyboard
help-touch = touch SQUARE: log for the arbiter a piece the opponent touched, e.g. touch e7
help-illegal = illegal: the arbiter finds the last completed move illegal
help-report = report illegal MOVE: an illegal move made on the board, for the arbiter (yes)
help-result = result 1-0 / 0-1 / 1/2: the arbiter's result
help-claim-time = claim time: claim the game after the opponent's flag fell
help-seal = seal MOVE: seal the move at an adjournment (never said aloud)
help-envelope = envelope TEXT: write the envelope, with date, time and place of resumption
help-unseal = unseal: at resumption, play the sealed move
help-repeat = repeat: say the last announcement again
help-rate = rate N / volume N: speech rate and volume in percent, e.g. rate 120
help-earcons = earcons on / earcons off: the short sounds for moves, check, warnings
help-quiet = quiet: stop speaking now
help-help = help: this list
help-quit = quit: leave; the game is saved and can be resumed
# The prompt keeps its trailing space: the typed text follows it.
tui-prompt = Move or command:{" "}
tui-board-mode = Board mode: arrows move, Esc returns to the move input.
tui-clock-title = Clock
tui-sheet-title = Scoresheet
tui-peg-title = Peg board
tui-help-title = Keys
tui-running = running
tui-flag = FLAG
tui-used = used
# Moves completed, shown with the count beside the time used.
tui-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
tui-differs = differs
tui-game-title = { $pending ->
        [true] Move not completed
       *[false] Game
    }
tui-too-small = Terminal too small: { $width }×{ $height } needed
tui-more-below = ▼ { $n ->
        [one] 1 more line
       *[other] { $n } more lines
    }: { $key }
tui-study-keys = Keys: Enter on an empty line, the right arrow or { $next }, the next move; the left arrow, back; { $who }, where the game stands; { $big }, large letters on or off; { $board_mode }, the board keys of play; { $quit }, leave.
tui-no-key = No key here; { $key } for help.
tui-big-text = Large letters { $on ->
        [true] on
       *[false] off
    }.
tui-exploring = { $peg ->
        [true] Exploring the peg board
       *[false] Exploring the game board
    }{ $differences ->
        [0] .
        [one] ; the boards differ in 1 place.
       *[other] ; the boards differ in { $differences } places.
    }
tui-other-board = { $peg ->
        [true] Peg board
       *[false] Game
    }: { $square }
tui-history-end = { $newest ->
        [true] That was the newest line.
       *[false] That was the oldest line kept.
    }
tui-legend = On the board: [ ] cursor, * last move, + check, ! differs from the other board.
key-read-back = read the line before, in the history of messages
key-read-forward = read the next line in the history of messages
key-switch-board = explore the other board: the game or the peg board
# One line per key action of the full-screen interface (the key is shown
# beside it): key- and the action's config name, with hyphens.
key-submit = send the typed move or command
key-press = press the clock, completing the announced move
key-fix = correct the announced move before the clock is pressed
key-time = moves completed, time used and time left for both players
key-last = repeat the last move
key-repeat = say the last announcement again
key-help = show or hide the list of keys
key-big-text = show the last move in large letters, or go back
key-board-mode = explore the board with the cursor
key-quit = leave; the game is saved and can be resumed
key-page-up = show the earlier lines of a long answer
key-page-down = show the later lines of a long answer
key-up = cursor one square up, away from the side below
key-down = cursor one square down, towards the side below
key-left = cursor one square to the left
key-right = cursor one square to the right
key-flip = turn the board: see it from the other side
key-square = say the square under the cursor
key-scan-rank = read the cursor's rank, from the a-file to the h-file
key-scan-file = read the cursor's file, from rank 1 to rank 8
key-scan-diagonals = read both diagonals through the cursor
key-list-pieces = list the pieces of both sides
key-legal-moves = say the legal moves of the piece under the cursor
key-attackers = say what attacks and defends the square under the cursor
key-next-king = cursor to the next king
key-next-queen = cursor to the next queen
key-next-rook = cursor to the next rook
key-next-bishop = cursor to the next bishop
key-next-knight = cursor to the next knight
key-next-pawn = cursor to the next pawn
key-files-ranks = In board mode, a to h jump to a file and 1 to 8 to a rank.
