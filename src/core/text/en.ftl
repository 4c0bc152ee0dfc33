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
unreadable = "{ $input }" is not a move I can read; type e.g. e4, { $san }, e2e4 or "{ $spoken }"
spoken-example = Springer Felix drei
unknown-word = "{ $input }": the word "{ $word }" is not a move word
game-over = the game is over
ambiguous = "{ $input }" fits several moves: { $candidates }; type the one you mean more exactly
# $example is the move with a queen named, in the user's letters.
promotion-piece = { $native ->
       *[true] the pawn reaches { $square }: name the new piece, e.g. { $example }
        [false] the { $pawn } reaches { $square }: name the new piece, e.g. { $example }
    }
no-piece = { $side ->
        [white] { -white }
       *[black] { -black }
    } has no { $piece }
# $from says where the piece comes from, as far as the input said: none, file,
# rank or square; $from_file, $from_rank or $from_square gives it.
cannot-reach = no { $piece }{ $from ->
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
cannot-move-there = the { $piece } on { $from } cannot move to { $to }
own-piece = { $square } is taken by a piece of the same side ({ $piece })
nothing-to-capture = there is nothing to capture on { $square }
not-en-passant = that is not an en passant capture
no-promotion = only a pawn reaching the last rank is promoted
promotion-choice = a pawn can become a queen, rook, bishop or knight only
other-sides-move = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } is to move: that is a move of { $other ->
        [white] { -white }
       *[black] { -black }
    }, perhaps after a move not entered
king-in-check = { $native ->
       *[true] the king would be in check
        [false] the { $king } would be in check
    }
in-check = { $native ->
       *[true] the king is in check and this move does not answer it
        [false] the { $king } is in check and this move does not answer it
    }
castle = { $native ->
       *[true] { $side ->
            [king-side] castling short
           *[queen-side] castling long
        } is not possible: { $block ->
            [no-rights] the king or that rook has moved
            [in-check] the king is in check
            [blocked] there are pieces between king and rook
           *[attacked] the king would pass through or land on an attacked square
        }
        [false] { $castling } is not possible: { $block ->
            [no-rights] the { $king } or that { $rook } has moved
            [in-check] the { $king } is in check
            [blocked] there are pieces between { $king } and { $rook }
           *[attacked] the { $king } would pass through or land on an attacked square
        }
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
bad-fen = the position "{ $fen }" cannot be used: { $detail ->
       *[whole] it is not a FEN of six parts
        [board] the board part cannot be read
        [turn] the side to move is neither w nor b
        [castling] the castling part cannot be read
        [en-passant] the en passant square cannot be read
        [halfmoves] the halfmove count cannot be read
        [fullmoves] the move number cannot be read
        [move-number-too-high] the move number is over 10,000, which no game reaches
        [empty-board] the board is empty
        [missing-king] a king is missing
        [too-many-kings] a side has more than one king
        [pawns-on-back-rank] a pawn stands on the first or last rank
        [castling-rights] a castling right does not fit the kings and rooks
        [en-passant-square] the en passant square does not fit the position
        [opposite-check] the side not to move is in check
        [impossible-check] no move could have given this check
        [too-much-material] there are more pieces than a game can have
    }
unknown-vocabulary = there is no vocabulary "{ $id }"; known: { $known }
# What is wrong in a vocabulary file (voices/ID.toml), for its author; the
# file and line stand before it.
vocab-bad-id = the vocabulary id "{ $id }" (the file name) may hold only letters, digits, - and _
# $detail is the TOML reader's own (English) wording.
vocab-toml = { $detail }
vocab-not-eight = `{ $key }` has { $count } { $key ->
        [files] names
       *[ranks] words
    }, it needs exactly 8 ({ $key ->
        [files] a to h
       *[ranks] 1 to 8
    })
vocab-one-colour = `[{ $has }]` needs a `[{ $lacks }]` table beside it: the six pieces (king, queen, rook, bishop, knight, pawn) in each colour, or neither table
vocab-empty = `{ $key }` is empty
vocab-same-word = `{ $a }` and `{ $b }` are the same word "{ $word }"; every word must be distinct
vocab-pronounce-empty = [pronounce] "{ $word }": a word and how to say it, neither empty

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
       *[false] cannot mate with the material left: once the fall is claimed or seen by the arbiter, the game is drawn (advisory).
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
# A control that reads but is most likely a slip: refused with the likely meaning.
control-swapped = the time control "{ $text }" would be { $moves } moves in { $minutes } minutes; for { $minutes } moves in { $moves } minutes write { $moves }/{ $minutes }{ $rest } or { $minutes }/{ $seconds }
control-no-base = the time control "{ $text }" gives no time to start with; write for example 3+2 (3 minutes, then 2 seconds added per move)
control-seconds = in the time control "{ $text }", is { $number } in minutes or in seconds? For minutes write { $number }m (or { $seconds }), for seconds { $number }s

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
        [illegal-moves] The arbiter declares the result for the illegal moves.
        [quickplay] The arbiter declares a draw on the quickplay-finish claim of { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
       *[arbiter] The arbiter declares the result.
    } { $result ->
        [white-wins] { -white } wins, 1-0.
        [black-wins] { -black } wins, 0-1.
       *[draw] The game is drawn, 1/2-1/2.
    }

# What the players must know now: short phrases, joined with " · ".
situation-playing = { $side ->
        [white] { -white }
       *[black] { -black }
    } to move, move { $number }
situation-adjourned = Adjourned: { $side ->
        [white] { -white }
       *[black] { -black }
    } sealed move { $number }
situation-ended = Game over, { $result ->
        [white-wins] 1-0
        [black-wins] 0-1
       *[draw] 1/2-1/2
    }
situation-carry-out = { $side ->
        [white] { -white }
       *[black] { -black }
    } announced { $said }: to carry out
situation-question = { $what ->
        [result] result { $result }: yes or no?
        [rollback] go back: yes or no?
        [illegal] illegal move: yes or no?
        [clock] clock: yes or no?
       *[other] yes or no?
    }
situation-offer = Draw offer by { $side ->
        [white] { -white }
       *[black] { -black }
    }
situation-peg = Peg board differs
result-only = { $result ->
        [white-wins] { -white } wins, 1-0.
        [black-wins] { -black } wins, 0-1.
       *[draw] Draw, 1/2-1/2.
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
time-on-request = The time is told only on request ({ $article }): no low-time warnings; type time.
control-reached = { $side ->
        [white] { -white }
       *[black] { -black }
    } reached the time control with move { $moves }: { $added } added.
note-control-reached = { $side ->
        [white] { -white }
       *[black] { -black }
    } reached the time control with move { $moves }, { $added } added
quickplay-announced = Quickplay finish announced ({ $article }): with less than 2 minutes left in the last period, the player to move may claim a draw: claim quickplay.
quickplay-excluded = The quickplay finish does not apply to this game ({ $article }).
quickplay-not-announced = The event announced no quickplay finish for this game ({ $article }): there is no such claim.
quickplay-not-yet = A quickplay-finish claim needs less than 2 minutes left in the last period, before the flag falls ({ $article }); { $by ->
        [white] { -white }
       *[black] { -black }
    } has { $left }.
quickplay-claimed = { $by ->
        [white] { -white }
       *[black] { -black }
    } claims a draw in the quickplay finish with { $left } left ({ $article }): the clocks are stopped for the arbiter.
note-quickplay-claim = { $side ->
        [white] { -white }
       *[black] { -black }
    } claims a draw in the quickplay finish with { $left } left{ $rule }
replacing-move-bound = The move that replaces it is bound by touch-move ({ $touch }).
increment-requested = { $by ->
        [white] { -white }
       *[black] { -black }
    } asks for an increment of 5 seconds a move for both players ({ $article }): that is a draw offer. { $by ->
        [white] { -black }
       *[black] { -white }
    } accepts the draw (accept) or declines it (decline); declined, the arbiter decides on the increment.
increment-set = From now on { $span } are added to both clocks after each move
note-increment-set = from now on { $span } added to both clocks after each move
no-increment-request = The laws of { $year } know no request for an increment; the draw is claimed with claim quickplay.
quickplay-not-now = the arbiter rejects the claim or postpones his decision (a draw then comes with result), and the clock of { $side ->
        [white] { -white }
       *[black] { -black }
    } runs again.
words-used = Moves are announced in these words: { $examples } (others: --voice da Danish, de German, nb Norwegian).
game-kind-standard = Standard play.
game-kind = { $kind ->
        [rapid] Rapid play
       *[blitz] Blitz
    } ({ $article }).
kind-full = The competition rules apply ({ $article }).
kind-illegal-loses = A completed illegal move loses on the opponent's claim before his next move; a draw if he cannot mate ({ $article }).
kind-illegal-until = An illegal move is penalised only when the opponent claims it before making his own move ({ $article }).
kind-penalty = Time penalties are { $minutes } minute ({ $article }).
kind-claimant-time = A claim on time needs time left on the claimant's own clock ({ $article }).
kind-both-flags = Both flags down is a draw ({ $article }).
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
board-differs = The peg board differs: { $item }.
peg-still-differs = The peg board still differs from the game in { $places ->
        [one] one place
       *[other] { $places } places
    }{ $blocked ->
        [true] , and this move cannot be carried out on it
       *[false] {""}
    }: diff gives the steps.
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
sheet-notes = Notes for the arbiter:
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
# What a proposal will do, said before yes (the program's rule: a proposal says
# everything it will change, core::session::proposal_words): each part a sentence.
proposal-end-undone = The result { $result } is taken back with it, and play goes on.
proposal-replaces = It replaces the result recorded, { $result }.
proposal-unplayed = { $by ->
        [white] { -white }
       *[black] { -black }
    }'s announced move "{ $announcement }", not completed, is not played; the record keeps it as taken back.
proposal-rollback = Back to { $back_to }; { $has_moves ->
        [true] these moves are taken back: { $moves }
       *[false] the moves after it are taken back
    }. Clocks then: { -white } { $white_left } left; { -black } { $black_left } left.
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
claim-not-upheld = the claim counts as incorrect, and { $side ->
        [white] { -white }
       *[black] { -black }
    }'s clock runs again.
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
flags-both-draw = Both flags are down: a claim on time gives a draw ({ $rule }).
flags-both-no-claim = Both flags are down; the flag of { $first ->
        [white] { -white }
       *[black] { -black }
    } fell first, but a claim on time needs time left on the claimant's clock ({ $rule }): there is no claim, and play goes on unless the arbiter decides otherwise.
flags-both-unknown = Both flags are down, and which fell first cannot be known: { $outcome ->
        [draw] a claim on time gives a draw ({ $rule }).
        [play-on] before the last period the game goes on ({ $rule }), with no claim on time.
       *[arbiter] these laws give a draw only in games without increment ({ $rule }); the arbiter decides, with result if the game ends.
    }
proposal-open = A proposal waits for its answer first: yes records it, no leaves it (status says it again).
seal-what = Seal which move? Write it with the command, for example: seal Nf3.
seal-not-a-move = That move cannot be played here; it is not repeated, so that no one hears it. Type seal and the move again.
seal-ambiguous = That fits more than one move; it is not repeated, so that no one hears the move. Type seal and the move again, with the square it comes from.
seal-mistyped = That line is not repeated, so that no one hears the move in it. To seal, type seal, a space and the move.
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
game-over-refused = { $ended } Status says what can still be done.
-after-end-rest = The queries still answer (sheet, board, square, time, status); setclock and addtime still set the clocks; after quit, annabella export writes the game out.
record-question = To be recorded: { $what } { $over ->
        [true] Type yes to record it, or no to leave the game as it stands.
       *[false] Type yes to record it, or no to go on.
    }
record-cancelled = Nothing was recorded.
nothing-to-answer = No question is open: yes and no answer a proposal (a rollback, a result to record).{ $rollback ->
        [true] {" "}The last comparison found a difference: type rollback for the proposal to go back, then yes or no.
       *[false] {""}
    }
fix-after-press = The last move is completed: the clock was pressed. It can no longer be corrected. Only the arbiter can take it back (illegal), or the scoresheets decide (compare).
rolled-back = Taken back to { $back_to }. Clocks set: { -white } { $white_left } left; { -black } { $black_left } left. { $to_move ->
        [white] { -white }
       *[black] { -black }
    } to move. The moves taken back stay in the game file.
nothing-to-roll-back = { $compared ->
        [true] The last comparison found no difference between the scoresheets: there is nothing to go back to.
       *[false] There is no difference between the scoresheets to go back from: compare them first (compare MOVES).
    }
# The other sheet stops before the game ends: what it has agrees (FIDE Laws 2017
# D.2.9; moves missing at its end are no difference, core::session::compare).
# $far when more than one move is missing.
sheets-behind = The other scoresheet agrees with the game up to { $through }. It stops there: the rest is not written on it yet.
sheet-far-behind = It is more than one move behind: have it brought up to date, then compare again.
# The other sheet goes on past the game's last move with $extra.
sheets-ahead = Both scoresheets agree up to { $through }{ $announced ->
        [true] , the last of them announced and not yet completed.
       *[false] , where the game stands.
    } The other sheet goes on with move { $number } of { $side ->
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
sheet-entry-read = Read: { $moves }.
sheet-entry-again = Move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    }, "{ $text }", is no move in its position: type it again.
sheet-entry-ambiguous = Move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    }, "{ $text }", fits { $candidates }: type the one that was played.
sheet-misnumbered = The other scoresheet has move { $written } of { $wside ->
        [white] { -white }
       *[black] { -black }
    } where move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    } comes next: a move is missing there, or its number is wrong. Nothing was compared. Check the sheet and enter it again.
sheet-entry-misnumbered = Move { $written } of { $wside ->
        [white] { -white }
       *[black] { -black }
    } written where move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    } comes next: type move { $number } of { $side ->
        [white] { -white }
       *[black] { -black }
    }, or check the numbers.
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
    } touched { $what }, { $at } after the start{ $turn ->
        [white] , with { -white } to move
        [black] , with { -black } to move
       *[none] {""}
    }.
bad-square = "{ $text }" is not a square: write for example touch { $example }.
nothing-to-touch = Nothing stands on { $square }: only a touched piece is logged for the arbiter.
proposal-breach = { $breach ->
        [hands] Two hands for one move
       *[press] Clock pressed without a move
    } by { $by ->
        [white] { -white }
       *[black] { -black }
    } (illegal move number { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; laws of { $year }, { $rule }): the position stays.
breach-declared = { $breach ->
        [hands] Two hands for one move
       *[press] Clock pressed without a move
    } by { $by ->
        [white] { -white }
       *[black] { -black }
    } recorded (illegal move number { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; laws of { $year }, { $rule }); the position stays.
note-breach = { $breach ->
        [hands] two hands for a move
       *[press] clock pressed without a move
    } by { $side ->
        [white] { -white }
       *[black] { -black }
    }, illegal move number { $count }{ $rule }
proposal-illegal-later = The moves after it are taken back too: back to { $back_to }.
no-such-move = The record has no move { $number }{ $side ->
        [white] {" "}by { -white }
        [black] {" "}by { -black }
       *[none] {""}
    }.
which-side = Both sides made move { $number }: type illegal { $number } white or illegal { $number } black.
illegal-stands = { $by ->
        [white] { -black }
       *[black] { -white }
    } has made the next move: the illegal move of { $by ->
        [white] { -white }
       *[black] { -black }
    } stands, and play goes on ({ $article }).
no-such-breach = The laws of { $year } do not count this as an illegal move: the arbiter penalises it as he judges, with addtime or result.
claimant-out-of-time = The flag of { $by ->
        [white] { -white }
       *[black] { -black }
    } is down too: a claim on time needs time left on the claimant's clock ({ $article }). Play goes on unless the arbiter decides otherwise.
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
illegal-report-if-not-completed = Only a completed illegal move is penalised ({ $illegal }): if the clock was not pressed after it, type no: the report is recorded without a penalty, and { $by ->
        [white] { -white }
       *[black] { -black }
    } makes a legal move instead, bound by touch-move ({ $touch }).
illegal-reported-not-completed = Illegal move "{ $input }" by { $by ->
        [white] { -white }
       *[black] { -black }
    } recorded for the arbiter, not completed: no penalty. { $by ->
        [white] { -white }
       *[black] { -black }
    } makes a legal move instead, bound by touch-move ({ $touch }).
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
    } has sealed move { $number }. At resumption, type unseal once { $by ->
            [white] { -black }
           *[black] { -white }
        } is present: the envelope is opened and the sealed move played ({ $opened }). { $running ->
        [true] The clock of { $by ->
            [white] { -black }
           *[black] { -white }
        } runs, the envelope closed ({ $absent }).
       *[false] If { $by ->
            [white] { -black }
           *[black] { -white }
        } is absent, unseal absent starts the clock of { $by ->
            [white] { -black }
           *[black] { -white }
        }, the envelope closed ({ $absent }).
    } Until then moves, the peg board, claims and compare wait. These work: draw, accept, decline, resign, result, addtime, setclock, assistant and envelope. The questions work too: time, status, sheet, last, board.
unsealed = The sealed move is opened: move { $number } of { $by ->
        [white] { -white }
       *[black] { -black }
    }.
sealed-for-absent = { $by ->
        [white] { -white }
       *[black] { -black }
    } has sealed move { $number } in a new envelope for the absent { $by ->
        [white] { -black }
       *[black] { -white }
    } ({ $article }): the clock of { $by ->
        [white] { -black }
       *[black] { -white }
    } runs. When { $by ->
        [white] { -black }
       *[black] { -white }
    } comes, type unseal.
replier-started = The envelope stays closed: { $by ->
        [white] { -white }
       *[black] { -black }
    } is absent, and the clock of { $by ->
        [white] { -white }
       *[black] { -black }
    } runs ({ $article }). When { $by ->
        [white] { -white }
       *[black] { -black }
    } comes, type unseal: the envelope is opened and the sealed move played.
replier-running = The clock of { $by ->
        [white] { -white }
       *[black] { -black }
    } runs already, the envelope closed: when { $by ->
        [white] { -white }
       *[black] { -black }
    } comes, type unseal.
seal-refused = That move cannot be played here; it is not repeated, so that no one hears it. The refusal is noted for the arbiter ({ $article }). Type seal and the move again.
note-replier-started = { $side ->
        [white] { -white }
       *[black] { -black }
    } absent at resumption: the clock of { $side ->
        [white] { -white }
       *[black] { -black }
    } started, the envelope closed{ $rule }
note-seal-refused = a move to seal by { $side ->
        [white] { -white }
       *[black] { -black }
    } refused as no legal move{ $rule }
note-sealed-for-absent = { $side ->
        [white] { -white }
       *[black] { -black }
    } sealed the reply for the absent opponent{ $rule }
help-seal-absent = seal MOVE absent: the reply sealed anew, its opponent absent (I.9.3)
help-unseal-absent = unseal absent: the replier is absent: his clock starts, envelope closed
not-adjourned = Nothing is sealed: the game is not adjourned.
adjourned-refused = { $by ->
        [white] { -white }
       *[black] { -black }
    } has sealed move { $number }: adjourned. At resumption type unseal; more: status.
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
    Clocks to set at resumption: { -white } { $white_left }, { -black } { $black_left }
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
# The inside sheet of the envelope (the sealed move is never spoken, but the
# arbiter needs it on paper): the scoresheet lines follow it, then envelope-sealed.
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
resume-recorded = Date, time and place of resumption, on the envelope: { $text }.
resume-needed = The date, time and place of resumption are not set yet; give them with envelope TEXT, e.g. envelope 2026-11-22 10:00, hall B.

## The record's notes for the arbiter: the PGN's comments (always these
## English ones) and the scoresheet's (export --sheet). Clauses, without a
## full stop; $rule is " (laws 2017, 7.5.3)" or nothing.

# A decision with the article it applies.
decision-rule = { $decision } ({ $rule }).
note-rule = (laws { $year }, { $article })
note-taken-back = taken back: { $moves }
note-since-taken-back = { $note } (made { $made }, since taken back)
note-reported = { $side ->
        [white] { -white } made the illegal move { $input } at { $at }, { -white }'s
       *[black] { -black } made the illegal move { $input } at { $at }, { -black }'s
    } number { $count }{ $rule }
note-reported-not-completed = { $side ->
        [white] { -white }
       *[black] { -black }
    } made the illegal move { $input } at { $at }, not completed: no penalty{ $rule }
note-touched = { $side ->
        [white] { -white }
       *[black] { -black }
    } touched { $square } at { $at }{ $turn ->
        [white] , { -white } to move
        [black] , { -black } to move
       *[none] {""}
    }
note-corrected = { $side ->
        [white] { -white }
       *[black] { -black }
    } announced { $from } first and corrected it to { $to } before the press
note-illegal = illegal move by { $side ->
        [white] { -white }, { -white }'s
       *[black] { -black }, { -black }'s
    } number { $count }{ $rule }
note-claim = { $side ->
        [white] { -white }
       *[black] { -black }
    } claims a draw by { $kind ->
        [threefold] threefold repetition
       *[fifty] the 50-move rule
    }{ $written ->
        [none] {""}
       *[other] {" "}with the written move { $written }
    }: { $correct ->
        [true] correct
       *[false] incorrect
    }
note-offer-declined = { $side ->
        [white] { -white }
       *[black] { -black }
    } declines the draw offer
note-overruled = recorded, then overruled by the arbiter: { $ended }
note-draw-offered = { $side ->
        [white] { -white }
       *[black] { -black }
    } offers a draw (=){ $before_move ->
        [true] {" before his move"}
       *[false] {""}
    }
note-flag-fell = { $side ->
        [white] { -white }
       *[black] { -black }
    }'s flag falls
note-rolled-back = the game goes back to { $to }{ $rule }; clocks set to { -white } { $white }, { -black } { $black }
note-end-taken-back = taken back with its move: { $ended }
note-sealed = { $side ->
        [white] { -white }
       *[black] { -black }
    } seals the next move: the game is adjourned
note-resumed = the game resumes: the sealed move is played
note-not-upheld = the arbiter does not uphold { $side ->
        [white] { -white }'s
       *[black] { -black }'s
    } claim: it counts as incorrect
note-declined = proposed and not recorded: { $what }
note-declined-rollback = the rollback
note-declined-illegal = { $reported ->
        [true] a reported illegal move
       *[false] an illegal move
    } of { $side ->
        [white] { -white }
       *[black] { -black }
    }

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
            } { $piece }
           *[other] { $count } { $color ->
                [white] white
               *[black] black
            } { $pieces }
        } on
       *[false] { $color ->
            [white] White
           *[black] Black
        } { $pieces } also on
    } { $squares }.
kind-none = { $color ->
        [white] { -white }
       *[black] { -black }
    } has no { $piece }.
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
not-a-square = "{ $text }" is not a square: write for example square f7 or square { $spoken }.
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
pgn-game-too-large = Game { $number } holds { $size } of text, more than the { $most } a game is opened with: it is not opened.
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
help-example = Example: { $example }
help-other-words = Also typed as: { $words }
help-unknown = There is no help on "{ $word }".
help-heading = The command { $command }
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
# A PGN tag's name, as `tags` says it: the Seven Tag Roster and the time
# control in the language's words, any other as the file writes it.
tag-name = { $tag ->
        [Event] Event
        [Site] Site
        [Date] Date
        [Round] Round
        [White] White
        [Black] Black
        [Result] Result
        [TimeControl] Time control
       *[other] { $tag }
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

## Why a voice or a sound device could not be had (the shell's speech
## and audio say them; `detail` is the system's own words), and the one
## failure that is never said aloud.
speech-no-clips = There are no recorded words for the voice { $voice }.
speech-no-voice = There is no voice to load.
speech-bad-clip = The recorded word { $path } cannot be read: { $detail }
speech-no-clip-for = There is no recorded word for "{ $word }".
speech-poisoned = The recorded words cannot be used after an earlier fault.
speech-service = The speech service failed: { $detail }
speech-service-silent = The speech service did not answer.
speech-thread = The voice could not be started: { $detail }
audio-no-device = There is no sound output device.
audio-device = The sound device failed: { $detail }
audio-device-silent = The sound device did not answer.
audio-thread = The sound could not be started: { $detail }
output-closed = The output was closed: nothing more can be written.

speech-backend = { $backend ->
        [clips] Speech: the built-in voice.
        [tts] Speech: the system voice.
        [reader] Speech: through the screen reader, in its own voice and rate.
        [text] Speech: printed lines only (no sound device or speech service answered, or text was chosen).
       *[other] Speech: off.
    }
speech-not-had = The voice asked for is not available. { $why }
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
game-saved = The game is saved in { $path }
game-go-on = { $state ->
        [ended] Its scoresheet: annabella export --sheet --game { $path }
        [adjourned] To resume it: { $command }
       *[playing] To go on with it: { $command }
    }
journal-repaired = The last record of the game file was damaged and is left out. The game goes on from the event before it. A copy of the damaged file is at { $copy }.
journal-unreadable = { $path } cannot be used as a game file: { $detail }. The file is left as it is.
damage-not-a-game-file = this is not an annabella game file (its first line is not the game-file header)
damage-inside = line { $line } is damaged, and whole events follow it: this is not a cut-off write
damage-no-game = the file holds no game (no start event)
event-misfit = line { $number } does not fit the game ({ $detail })
damage-changed = line { $line } was changed after it was written (its checksum does not match)
damage-out-of-order = line { $line } holds record { $found } where record { $expected } belongs: lines were moved, removed or repeated
damage-time-backwards = line { $line } goes back in time (its time is before that of the line above it)
# Why a line of a game file does not fit the game before it (the $detail of
# event-misfit). A game file annabella wrote always fits: these say what an
# edited or foreign file holds.
misfit-no-start = its first event is not the start of a game
misfit-second-start = it starts a second game
misfit-after-the-end = it comes after the end of the game
misfit-move-while-pending = it announces a move while another is announced or sealed
misfit-not-to-move = it announces a move for { $by ->
        [white] { -white }
       *[black] { -black }
    }, who is not to move
misfit-illegal = the move { $uci } is not legal in the position { $fen }
misfit-nothing-to-correct = it corrects a move, and no move is announced
misfit-nothing-to-confirm = it confirms a move, and no move is announced
misfit-nothing-to-press = { $by ->
        [white] { -white }
       *[black] { -black }
    } presses the clock with no move of theirs announced
misfit-peg-not-last = it executes half-move { $ply } on the peg board, and only the last of { $plies } can be
misfit-peg-from-empty = it moves a peg from { $square }, which is empty on the peg board
misfit-rollback-beyond = it goes back to half-move { $to_ply }, and the game has { $plies }
misfit-illegal-before-any-move = it declares an illegal move before any move
misfit-illegal-not-last = it declares the move of { $by ->
        [white] { -white }
       *[black] { -black }
    } illegal, and that is not the last move
misfit-seal-out-of-turn = it seals a move while a move is announced, or for the side not to move
misfit-nothing-sealed = it opens a sealed move, and none is sealed
misfit-proposal-open = it proposes a change while another waits for its answer
input-not-text = That line is not text (not UTF-8), so it was not read. Type it again.
input-too-long = That line is longer than { $max } bytes, so it was not read.
voice-silent = The system voice gives no sound (the speech service never finished a sentence): speech is printed only from now on.
input-full = The line is full ({ $max } bytes): press Enter, or erase.
journal-locked = { $path } is open in another program. Close the game there first{ $readable ->
    [yes] ; annabella export can still read it.
   *[no] .
}
not-a-file = { $path } is not a file (it is a folder, a device or a pipe): annabella reads games from files.
export-newest = The game written last: { $path }
no-game-to-export = No game is named and { $folder } holds none. Name one: --game FILE
not-a-folder = { $path } is a file, not a folder: no game file can be made under it.
io-problem = { $kind ->
        [gone] there is no such file or folder (any more)
        [full] the disk is full
        [too-large] the file may not grow any further (a file size limit)
        [denied] there is no permission to write there
        [read-only] the disk is read-only
        [folder] it is a folder, not a file
        [not-folder] a part of the path is a file, not a folder
        [in-use] the address is already in use (another program serves there)
        [not-here] the address is not one of this machine
       *[other] { $detail }
    }
file-problem = { $path }: { $why }.
refused-not-a-file = it is a device, a pipe or a socket, not a file
refused-too-large = it holds { $size }, more than the { $most } annabella reads of such a file
refused-too-many-files = it holds { $count } files of that kind, more than the { $most } annabella reads from a folder
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
saved-instead = The game as annabella last recorded it was saved in { $saved }, when the file was changed by another program: annabella play --game { $saved }
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
extra-words = { $command } takes nothing after it: "{ $words }" is not understood, and nothing was done. Type { $command } alone.
manual-clock-only = This game runs on the real clock; wait works only in a game started with play --manual-clock.
# The help of line mode: one line per command (the table in src/core/command.rs names
# each command's lines), after the line for a move.
help-move = MOVE: announce a move in any notation (e4, Nf3, g1f3, "{ $say-Nf3 }")
help-fix = fix MOVE: correct the announced move before the clock is pressed
help-confirm = confirm: the opponent has repeated the announcement
help-press = press: press the clock, completing the announced move
help-time = time: moves completed, time used and time left for both players
help-last = last: repeat the last move; last 3: the last three moves, one a line
help-board = board: the position, one line a rank; board white: White's pieces by kind
help-sheet = sheet: the scoresheet, one line a move pair; sheet 12: from move 12 on
help-square = square f7: what stands on a square, and what attacks and defends it
help-pieces = pieces white rooks: where one side's pieces of a kind stand
help-eval = eval: the engine's judgement of the position (never in a game against a person)
help-best = best: the engine's move here, as it would be announced
help-line = line: the moves the engine expects from here, a move a line
help-review = review: the whole game; each side's costliest moves, with the better move
help-engine = engine restart: start the engine again after it stopped or hung
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
help-touch = touch e7: log a piece the opponent touched; touch e2 white: that side's
help-illegal = illegal: the arbiter finds the last completed move illegal
help-illegal-later = illegal 12 black (12...): found later; back to the position before it
help-illegal-breach = illegal hands|press white: two hands, clock without a move (2017)
help-report = report illegal MOVE: an illegal move made on the board, for the arbiter (yes)
help-result = result 1-0 / 0-1 / 1/2: the arbiter's result
help-claim-time = claim time: claim the game after the opponent's flag fell
help-claim-quickplay = claim quickplay: a draw with under 2 minutes left; claim increment: 5 s
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
tui-prompt-replay = Command, or Enter for the next move:{" "}
tui-prompt-board = Board mode, Esc returns:{" "}
tui-prompt-sheet = Other scoresheet, next entry (end compares, cancel leaves):{" "}
tui-board-mode = Board mode: arrows move, Esc returns to the move input.
tui-clock-title = Clock
tui-sheet-title = Scoresheet
tui-replay-variation = { $depth ->
        [1] in a variation
       *[other] in a variation { $depth } deep
    }
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
tui-study-keys = Keys: Enter on an empty line, the right arrow or { $next }, the next move; the left arrow, back; { $who }, where the game stands; { $repeat }, the move again; { $big }, large letters on or off; { $board_mode }, the board keys of play; { $quit }, leave.
tui-no-key = No key here; { $key } for help.
tui-big-text = Large letters { $on ->
        [true] on
       *[false] off
    }.{ $fits ->
        [false] { $on ->
            [true] {" "}This screen has no rows free for them under the board; a larger window or a smaller font makes room.
           *[false] {""}
        }
       *[true] {""}
    }
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
tui-legend = On the board: capitals are White, small letters Black ({ $pieces }); [ ] cursor, * last move, + check, ! differs from the other board.
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
key-clear-line = empty the input line without sending it
key-input-line = In the input line: Left, Right, Home and End move, saying the character reached; Backspace and Delete erase; Up and Down recall earlier lines.
# A key's name as this country's keyboards print it ($key: the config's
# name: ctrl, alt, shift, or a named key).
key-cap = { $key ->
        [ctrl] Ctrl
        [alt] Alt
        [shift] Shift
        [space] Space
        [esc] Esc
        [enter] Enter
        [tab] Tab
        [backspace] Backspace
        [up] Up
        [down] Down
        [left] Left
        [right] Right
        [home] Home
        [end] End
        [pageup] PageUp
        [pagedown] PageDown
        [insert] Insert
        [delete] Delete
       *[other] { $key }
    }
tui-line-cleared = Input line empty.
line-start-hint = Type a move (e.g. e4) or a command and Enter; help lists the commands.
tui-start-hint = { $help } lists the keys; type help for the commands; { $board } explores the board.
tui-start-hint-commands = { $help } or help says the commands; Enter lists every board.

## Studying with an engine: eval, best, line and review, in replay, on a
## finished game, and in a game against the engine.

judgement = { $kind ->
        [even] The position is about even.
        [slightly] { $side ->
            [white] { -white }
           *[black] { -black }
        } is slightly better.
        [better] { $side ->
            [white] { -white }
           *[black] { -black }
        } is better, by about { $number ->
            [one] one pawn
           *[other] { $number } pawns
        }.
        [winning] { $side ->
            [white] { -white }
           *[black] { -black }
        } is winning, by about { $number } pawns.
        [mated] { $side ->
            [white] { -white }
           *[black] { -black }
        } has mated.
       *[mate] { $side ->
            [white] { -white }
           *[black] { -black }
        } mates in { $number ->
            [one] one move
           *[other] { $number } moves
        }.
    }
engine-no-judgement = The engine gave no judgement of this position.
engine-best = The engine's move: { $said }.
engine-no-move = No move: the game is over in this position.
engine-line = The line the engine expects, { $moves ->
        [one] one move
       *[other] { $moves } moves
    }:
review-start = The engine goes through { $moves } moves, about { $seconds } seconds.
review-progress = Move { $done } of { $total }.
review-side = { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $count ->
        [0] no move lost a pawn or more.
        [one] the costliest move.
       *[other] the { $count } costliest moves.
    }
review-slip = { $played }: { $kind ->
        [mate-allowed] allows a mate
        [mate-missed] misses a mate
       *[pawns] loses about { $pawns ->
            [one] one pawn
           *[other] { $pawns } pawns
        }
    }; better was { $better }.
engine-refused = No engine in a game against a person: the laws forbid advice and analysis during play (laws of { $year }, { $article }). After the game, annabella replay and the finished game's file may ask it.
engine-for-study = No engine to ask: { $why }

## A game against a chess engine (play --engine).

engine-opponent = { $name } plays { $side ->
        [white] { -white }
       *[black] { -black }
    }{ $strength ->
        [elo] , at a rating of { $rating }
        [level] , at level { $rating }
       *[full] {""}
    }, { $think ->
        [time] thinking { $time } a move
        [nodes] searching { $nodes } positions a move
       *[clock] thinking on its own clock
    }. Its moves are announced and its clock pressed for it; execute them on the peg board.
engine-thinking = It is { $name }'s move, and it is thinking; time, board and the other queries answer meanwhile.
engine-busy = The engine is still working on the last question; its answer comes first.
engine-none = This game is not against an engine.
engine-already = { $name } is playing already.
engine-restarted = { $name } is started again, and plays on.
engine-own-move = The announced move is { $name }'s: only it corrects its moves. Enter how it was executed on the peg board (peg).
engine-gone = { $name } has stopped. The game is saved.
engine-silent = { $name } has not answered long past its time and was stopped. The game is saved.
engine-bad-move = { $name } sent "{ $text }", which is no legal move here: it is not played.
engine-line-too-long = { $name } sent a line longer than { $kb } KB, which is no engine's answer: it was stopped. The game is saved.
engine-keyboard = The game goes on at the keyboard: type the moves of both sides, or type engine restart.
engine-not-found = No chess engine was found ({ $count ->
        [one] looked for: { $shown }
       *[other] looked in { $count } places, among them { $shown }
    }). Install Stockfish (on Debian: sudo apt install stockfish), or give the engine's program: --engine /path/to/engine.
engine-no-start = { $program } could not be started: { $why }.
engine-no-uci = { $program } did not answer as a UCI chess engine within 10 seconds.
engine-exited = { $program } stopped at once, without answering as a UCI chess engine: it is no chess engine, or it could not start.
engine-not-runnable = { $program } cannot be run: it is not a program, or it may not be run (chmod +x makes it so).
engine-time-bad = "{ $text }" is no time for { $option }; write it as 2s, 500ms or 1m.
engine-strength-range = { $name } plays { $option } from { $min } to { $max }, not { $value }.
engine-strength-none = { $name } has no option { $option }: it cannot play at a set strength.
engine-persons-game = This game is against a person: it never gets an engine. Start a new game file for a game against the engine.

## The command line: annabella --help and the errors of a command line.
## Option names, values, commands and examples stay as typed. Each
## cli-PATH-ID is the help of an option of a command (cli-arg-ID: of
## every command that has it); -long, its whole text for --help.

cli-usage = Usage:
cli-arguments = Arguments
cli-options = Options
cli-commands = Commands
cli-arg-no-pawn =
    Leave out the pawn's name ("Eva vier" instead of "Bauer Eva vier")
cli-arg-no-check =
    Do not announce check and mate
cli-possible-values = Possible values:
cli-default = [default: { $value }]
cli-help-flag = Print the help (-h a summary, --help all of it)
cli-version-flag = Print the version
cli-help-about = Print the help of a command
cli-help-command = The command, e.g. play
cli-more = More: { $command } --help
cli-unknown-argument = { $arg } is not an option or argument of this command.
cli-did-you-mean = Did you mean { $similar }?
cli-dash-value = To give { $arg } as a value, write -- { $arg }.
cli-unknown-command = There is no command { $command }.
cli-invalid-value = { $value } is not a value of { $arg }.
cli-allowed = Allowed: { $allowed }.
cli-no-value = { $arg } needs a value.
cli-missing = Missing: { $args }
cli-too-many = { $arg } takes no more values than it has; { $value } is one too many.
cli-conflict = { $arg } cannot be given with { $other }.
cli-twice = { $arg } can be given only once.
cli-not-text = An argument is not UTF-8 text.

cli-about =
    Over-the-board chess for blind and visually impaired players
cli-long-about =
    annabella announces chess moves in the words of the FIDE Laws' appendix for blind and visually impaired players (Anna, Bella, Cesar …; eins, zwei, drei …; or the Danish and Norwegian words), reads moves typed in any notation, and writes the scoresheet in the letters of your language.
cli-after =
    Examples:
      annabella say e4 e5 Nf3
      annabella say --voice da "springer frederik tre"
      annabella notate --lang da e4 e5 Nf3 Nc6

    Run 'annabella help <command>' for every option of a command.
cli-say-about =
    Print the announcement of each move, playing them from the start (or --fen)
cli-say-after =
    Moves may be typed in any notation: SAN with English (K Q R B N), Danish, German or Norwegian (K D T L S) or Dutch (K D T L P) letters, with or without x + # = e.p.; castling as 0-0 or O-O; coordinates (e2e4, e2-e4, e7e8q); or the spoken words of any vocabulary, quoted ("Dame schlägt David vier").

    Examples:
      annabella say e4 e5 Nf3
          Bauer Eva vier / Bauer Eva fünf / Springer Felix drei
      annabella say --voice da e4 e5 Sf3
          bonde Erik fire / bonde Erik fem / springer Frederik tre
      annabella say --voice da --files de --ranks de Sf3
          springer Felix drei
      annabella say --voice nb --ranks de --pieces de e4
          Bauer Eva vier (the FIDE default in Norway)
      annabella say --long --voice da e4 e5 Sf3 Sc6 d4
          … bonde Dora to Dora fire
      annabella say --no-pawn e4
          Eva vier
      annabella say --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1" Ra8#
          Turm Anna acht Schachmatt

    On a move that cannot be played, the announcements before it are printed, the reason goes to stderr, and the exit status is 1.
cli-say-fen =
    Start from this position (FEN) instead of the initial one, e.g. --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
cli-say-voices =
    Also load every *.toml vocabulary in this directory (may be repeated; the variable ANNABELLA_VOICES may name more), e.g. --voices ~/my-voices
cli-say-speech =
    Also say the announcements: auto, clips (built-in voice), tts (system voice), text (print only), none, e.g. --speech clips
cli-arg-speech-auto =
    Built-in voice if an audio device opens, else the system voice, else text
cli-arg-speech-clips =
    The built-in voice: recorded words played through the sound card
cli-arg-speech-tts =
    The system speech service (speech-dispatcher, SAPI, AVFoundation)
cli-arg-speech-reader =
    Windows: the running screen reader (NVDA, JAWS …), in its own voice and rate; elsewhere the system voice, which Orca shares
cli-arg-speech-text =
    Print only: a screen reader or braille display reads the lines
cli-arg-speech-none =
    Nothing but the printed lines
cli-say-speech-log =
    Log every speech request to this file, one line each
cli-say-config =
    A settings file over config/default.toml (instead of ~/.config/annabella/config.toml)
cli-say-moves =
    The moves, each one argument; quote spoken moves: "springer felix drei"
cli-notate-about =
    Print the numbered scoresheet of the moves in a language's piece letters
cli-notate-after =
    Examples:
      annabella notate --lang da e4 e5 Nf3 Nf6 d4 exd4 e5 Ne4 Qxd4 d5 exd6
          1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p.
      annabella notate --lang nl d4 Nf6 c4 e6
          1. d4 Pf6 2. c4 e6
      annabella notate --lang en "springer felix drei"
          1. Nf3
cli-notate-lang =
    Letters of the scoresheet: en (K Q R B N), da, de, nb (K D T L S), nl (K D T L P), e.g. --lang da
cli-notate-fen =
    Start from this position (FEN) instead of the initial one, e.g. --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
cli-notate-voices =
    Also load every *.toml vocabulary in this directory (may be repeated; the variable ANNABELLA_VOICES may name more), e.g. --voices ~/my-voices
cli-notate-moves =
    The moves in any notation, each one argument
cli-play-about =
    Play a game at the keyboard: every move announced, completed by the clock press, timed, and saved to the game file as it happens
cli-play-after =
    In the game, type one command a line (help lists them): a move in any notation announces it; press completes it; fix MOVE corrects it before the press; time, last, board and sheet answer; draw, accept, decline, resign, claim threefold MOVE and claim fifty MOVE; quit leaves (the game is saved).

    Examples:
      annabella play --game round3.annabella --white "Anna Hansen" --black "Bo Berg"
          a new game, White and Black named, the default control (90/40+30+30s)
      annabella play --game round3.annabella
          resumes the game saved there
      annabella play --voice da --color black --control 15+10
      annabella play --pgn adjourned.pgn --game-number 3 --game round5.annabella
          the game goes on where the PGN game ends
      printf 'e4\npress\nwait 90s\ntime\n' | annabella play --manual-clock
          a script of commands, one a line
cli-play-game =
    The game file: a new game is started there, or the game there is resumed, e.g. --game round3.annabella [default: a new file in the games folder: ~/.local/share/annabella/games; on Windows %LOCALAPPDATA%\annabella\data\games]
cli-play-fen =
    Start the new game from this position (FEN) instead of the initial one: a game adjourned under another system, or moved to another board, e.g. --fen "8/5k2/8/8/8/8/3K4/4R3 w - - 0 50"
cli-play-pgn =
    Start the new game where a PGN game's main line ends: its tags give the names, event, site, round and date, its [%clk] comments the clocks, its TimeControl the time control (options given here win), e.g. --pgn adjourned.pgn
cli-play-game-number =
    The game of the --pgn file, from 1 [default: the only one], e.g. --game-number 3
cli-arg-line =
    Line mode: one command a line, one line a response (automatic when input or output is not a terminal); for screen readers and braille displays
cli-arg-tui =
    The full-screen interface (the default when input and output are a terminal)
cli-play-config =
    A settings file to use over config/default.toml, instead of ~/.config/annabella/config.toml, e.g. --config tournament.toml
cli-play-speech-log =
    Also log every speech request to this file, one line each, e.g. --speech-log speech.log
cli-play-manual-clock =
    Time stands still and moves only with the command `wait DURATION`, e.g. wait 90s
cli-play-white =
    White's name, e.g. --white "Anna Hansen"
cli-play-black =
    Black's name, e.g. --black "Bo Berg"
cli-play-assistant =
    The blind player's assistant, who relays moves, keeps the score and runs the clock (D.2.10); prompts address the assistant, e.g. --assistant "Eva Holm"
cli-play-opponent-assistant =
    The sighted player's own assistant (D.2.11), e.g. --opponent-assistant "Jon Dahl"
cli-play-opponent-hearing-impaired =
    The opponent is hearing impaired: under the 2017 laws the game needs --assistant
cli-play-resume-at =
    Date, time and place of resumption, for the envelope of an adjourned game, e.g. --resume-at "2026-11-22 10:00, hall B"
cli-play-engine =
    Practise against a chess engine (UCI) in the sighted player's seat: stockfish, or the program given, e.g. --engine or --engine /usr/games/stockfish
cli-play-engine-elo =
    The engine's strength as a rating, e.g. --engine-elo 1500 [default: its full strength]
cli-play-engine-level =
    The engine's strength as a level from 0 to 20, e.g. --engine-level 5
cli-play-engine-time =
    The engine's time for each move, instead of its clock, e.g. --engine-time 2s [default: from the settings, 5s]
cli-play-engine-nodes =
    The engine's search as a number of positions for each move (the same move every time), e.g. --engine-nodes 20000
cli-play-voices =
    Also load the *.toml vocabularies in this directory, e.g. --voices ~/my-voices
cli-replay-about =
    Listen through a game of a PGN file: every move announced, comments and variations on request; a file of many games is listed to choose from
cli-replay-after =
    In the game, Enter (or next) says the next move; back, first, last and go 12 move about; comment and variations read what the file adds, variation 1 and leave enter and leave a variation; board, square and pieces answer as in play; games lists the file's games and game 2 opens one; help lists all.

    Examples:
      annabella replay round3.pgn
      annabella replay --voice da --game-number 2 club.pgn
      printf 'next 3\ncomment\nquit\n' | annabella replay --line opera.pgn
cli-replay-file =
    The PGN file, in UTF-8 (with or without BOM) or Latin-1/Windows-1252
cli-replay-game =
    A game file of annabella's own instead, e.g. --game round3.annabella
cli-replay-game-number =
    The game of the file to listen to, from 1 [default: the only one; a file of many games is listed to choose from]
cli-replay-config =
    A settings file to use over config/default.toml, instead of ~/.config/annabella/config.toml, e.g. --config tournament.toml
cli-replay-speech-log =
    Also log every speech request to this file, one line each, e.g. --speech-log speech.log
cli-replay-engine =
    The chess engine (UCI) that eval, best, line and review ask, e.g. --engine /usr/games/stockfish [default: from the settings, stockfish]
cli-replay-voices =
    Also load the *.toml vocabularies in this directory
cli-export-about =
    Write a saved game as PGN or as a scoresheet
cli-export-after =
    Examples:
      annabella export --sheet
      annabella export --game round3.annabella --pgn > round3.pgn
      annabella export --game round3.annabella --sheet --lang da
cli-export-game =
    The game file, e.g. --game round3.annabella [default: the game written last in the games folder]
cli-export-pgn =
    Standard PGN: English SAN, Seven Tag Roster, TimeControl, [%clk] after each move
cli-export-sheet =
    The scoresheet in a language's letters, draw offers marked (=)
cli-export-braille =
    The scoresheet as braille (BRF, 40 cells by 25 lines), in the braille of the sheet's language, or the settings' [braille] table (D.2.7), e.g. --sheet --braille --out round3.brf
cli-export-wav =
    The audio scoresheet: move numbers and announcements in the built-in voice, as one WAV file (no sound card needed), e.g. --wav round3.wav
cli-export-lang =
    Letters of the scoresheet: en, da, de, nb, nl [default: the game's], e.g. --lang da
cli-export-out =
    Write to this file instead of standard output, e.g. --out round3.pgn
cli-settings-about =
    Print every setting with its default and what it does, in your language: a settings file to start your own from
cli-settings-after =
    Example:
      annabella settings --lang da > ~/.config/annabella/config.toml
cli-settings-lang =
    The language of the comments: en, da, de, nb or nl [default: that of the settings, else the system's]
cli-manual-about =
    Print the manual: every command and every guide, or one topic (the same text as help TOPIC in a game)
cli-manual-after =
    Examples:
      annabella manual
      annabella manual compare --lang de
      annabella manual clock > clock.txt
cli-manual-topic =
    A command (compare) or a guide (clock); none: the whole manual
cli-manual-lang =
    The language: en, da, de, nb or nl [default: that of the settings]
cli-manual-config =
    The settings file to take the language from
cli-clip-words-about =
    List the words the built-in voice of a vocabulary needs, one a line as "KEY<TAB>WORD" (voices/make-clips.sh makes a clip of each)
cli-clip-words-after =
    Example:
      annabella clip-words --voice da
cli-clip-words-voice =
    The vocabulary, e.g. --voice de
cli-clip-words-voices =
    Also load the *.toml vocabularies in this directory
## The man page (annabella generate man): its title and its headings, in
## capitals as man pages write them.
man-title = annabella manual
man-name = NAME
man-synopsis = SYNOPSIS
man-command = COMMAND
man-options = OPTIONS
man-description = DESCRIPTION
man-commands = COMMANDS
man-in-a-game = IN A GAME
man-see-also = SEE ALSO

cli-play-event =
    The tournament, for the game's record and its broadcast, e.g. --event "Danish Championship"
cli-play-site =
    Where it is played, e.g. --site "Vejle"
cli-play-round =
    The round, e.g. --round 3
cli-play-board =
    The board's number in the round, e.g. --board 5
cli-play-broadcast =
    Serve the game while it is played, for a live broadcast and the arbiter's overview: GET /game.pgn and /status.json, on this address [default: the settings' [broadcast] address, 127.0.0.1:8064], e.g. --broadcast 0.0.0.0:8064
cli-play-broadcast-file =
    Also write the broadcast's PGN to this file after each move, replaced whole, e.g. --broadcast-file round3/board5.pgn
cli-arbiter-about =
    The arbiter's overview: follow the boards that serve their games (play --broadcast), a line a board, and hear what needs the arbiter
cli-arbiter-after =
    In the overview, type list (or Enter) for every board's line, board 3 (or 3) for one board in full, help, and quit. A flag that falls, a claim or a decision waiting, a draw offer, a peg board that differs, a result, and a board that stops answering are said as they happen.

    Examples:
      annabella arbiter http://10.0.0.5:8064 http://10.0.0.6:8064
      annabella arbiter --boards round3.txt --every 5s
      annabella arbiter --line 127.0.0.1:8064
cli-arbiter-urls =
    The boards' addresses, as their play --broadcast gives them, e.g. http://10.0.0.5:8064 10.0.0.6:8064
cli-arbiter-boards =
    A file of the boards' addresses, one a line (# begins a comment), e.g. --boards round3.txt
cli-arbiter-every =
    The time between two polls of a board, e.g. --every 5s [default: 2s]
cli-arbiter-config =
    A settings file to use over config/default.toml, instead of ~/.config/annabella/config.toml, e.g. --config tournament.toml
cli-arbiter-speech-log =
    Also log every speech request to this file, one line each, e.g. --speech-log speech.log

## The broadcast (play --broadcast) and the arbiter's overview of many
## boards (annabella arbiter). $address is HOST:PORT; $board a board's
## number; $what one of the overview-* clauses, which have no full stop.
broadcast-serving = The game is served at http://{ $address }/game.pgn. The arbiter's status: http://{ $address }/status.json.
broadcast-file = The broadcast's PGN is written to { $path } after each move.
broadcast-delay = Moves reach the broadcast { $delay } after they are completed.
broadcast-file-failed = The broadcast file { $path } could not be written: { $reason }. The game goes on; it is tried again after each move.
broadcast-file-again = The broadcast file { $path } is written again.
braille-table-missing = The braille table { $table } is not installed (liblouis): no braille is written. Install it (sudo apt install liblouis-data), or name another table in [braille] table.
braille-untranslatable = The braille table { $table } writes “{ $text }” in no cells a six-dot page shows (an eight-dot table, or no text table): no braille is written. Name a six-dot text table in [braille] table.
braille-display-ready = The braille display is connected: { $cells } cells.
braille-display-back = The braille display is back: { $cells } cells.
braille-display-offline = The braille display does not answer: unplugged or switched off. The game goes on; it is shown again when the display is back.
braille-display-absent = BRLTTY cannot be reached: nothing is shown in braille yet. The game goes on; the display is connected once BRLTTY runs.
braille-display-lost = BRLTTY has stopped: nothing is shown in braille. The game goes on; the display is connected again once BRLTTY runs.
braille-display-no-brlapi = No braille display: BrlAPI, BRLTTY's library, is not installed (sudo apt install brltty libbrlapi0.8). The game goes on.
braille-display-elsewhere = Here the screen reader shows braille (NVDA, JAWS): the option --braille drives a display through BRLTTY, on Linux.
braille-display-line-mode = Line mode leaves the braille display to the screen reader: --braille shows the full screen on it.
braille-display-reader = Braille goes to { $reader }: the screen reader shows the full screen's lines on its display.
envelope-text-written = The envelope is written as text: outside, without the move, { $outside }; inside, with the sealed move, { $inside }.
braille-table-unknown = The braille table { $table } is not installed (liblouis): name a table of /usr/share/liblouis/tables in [braille] table, or "" for the language's own. Nothing was started.
broadcast-serving-everywhere = The game is served on every address of this machine, port { $port }: /game.pgn, and /status.json for the arbiter.
broadcast-delay-alone = --broadcast-delay holds back what is served, but nothing is: give --broadcast or --broadcast-file too, or serve = true in [broadcast].
broadcast-file-not-a-file = { $path } is no file (a folder, a device or a pipe): the broadcast's PGN is never written over it. Give a file's name, e.g. --broadcast-file round3/board5.pgn.
broadcast-file-game = { $path } is the game file, or a file annabella keeps beside it: the broadcast's PGN goes to a file of its own, e.g. --broadcast-file round3/board5.pgn.
broadcast-file-unwritable = The broadcast file { $path } cannot be written: { $reason }. Nothing was started.
arbiter-which = Which board? Type board and its number. The boards: { $names }.
arbiter-keys = Keys: { $page_up } and { $page_down } page through the news, { $read_back } and { $read_forward } read it a line at a time, { $quit } leaves.
overview-result-waits = a result waits for yes or no
overview-foreign = it answers, but with no board's status
overview-unbelievable = it answers with a status that cannot be right (a clock, a move number or a name no game has)
tui-more-boards = ▼ { $count ->
        [one] 1 more board
       *[other] { $count } more boards
    }{ $alerts ->
        [0] {""}
        [one] , 1 needing the arbiter
       *[other] , { $alerts } needing the arbiter
    }: list
broadcast-address-bad = Not an address to serve on: { $text }. Give a port (8064), or an address and a port (127.0.0.1:8064, 0.0.0.0:8064).
broadcast-unavailable = The game cannot be served at { $address }: { $reason }. { $kind ->
        [in-use] Give another port, e.g. --broadcast 127.0.0.1:8065;
       *[other] Give an address of this machine, e.g. --broadcast 127.0.0.1:8064 or 0.0.0.0:8064;
    } nothing was started.
arbiter-following = Following { $count ->
        [one] 1 board, asked
       *[other] { $count } boards, each asked
    } every { $every }. list: every board; board and a number: one in full; help; quit.
arbiter-help = list (or Enter): every board's line. board 3 (or 3): one board in full. quit: leave. What needs the arbiter is said as it happens.
arbiter-unknown = Not a command of the overview: { $input }. Type list, board 3, help or quit.
arbiter-no-board = No board { $name } here. The boards: { $names }.
arbiter-address-bad = Not a board's address: { $text }. Give it as play --broadcast says it, e.g. http://10.0.0.5:8064 (plain http, a port from 1 to 65535).
arbiter-no-boards = No board to follow: give their addresses, e.g. annabella arbiter http://10.0.0.5:8064, or a file of them, e.g. --boards round3.txt.
arbiter-too-many-boards = { $count } boards given: one overview follows at most { $most }. Give each overview its share, e.g. two files for --boards.
arbiter-address-bad-in = { $path }:{ $line }: not a board's address: { $text }. Give one a line as play --broadcast says it, e.g. http://10.0.0.5:8064.
arbiter-no-boards-in = { $path } holds no board's address: give one a line, e.g. http://10.0.0.5:8064 (# begins a comment).
arbiter-every-bad = Not a time between polls: { $text }. Give whole seconds, at least 1, e.g. --every 2s.
overview-news = Board { $board }: { $what }.
overview-to-move = move { $number }, { $color ->
        [white] { -white }
       *[black] { -black }
    } to move
overview-clocks = { -white } { $white }, { -black } { $black }
overview-result = result { $result }
overview-adjourned = adjourned
overview-resumed = resumed
overview-flag = { $color ->
        [white] { -white }
       *[black] { -black }
    }'s flag has fallen
overview-claim = a claim waits for the arbiter
overview-decision = a decision waits for yes or no
overview-offer = { $color ->
        [white] { -white }
       *[black] { -black }
    } offers a draw
overview-peg-differs = the peg board differs
overview-peg-agrees = the peg board agrees again
overview-stopped = not answering
overview-back = answering again
overview-no-answer = no answer
overview-waiting = waiting for its first answer
overview-players = { -white }: { $white }. { -black }: { $black }.
overview-round = round { $round }
overview-source = Asked at http://{ $source }/status.json.
tui-boards-title = Boards
tui-prompt-arbiter = Command:{" "}
## Settings files: what is wrong in one, after "FILE:LINE: ". Keys,
## sections, values and the names a setting takes are written as in the file.

config-no-such-file = no such file
config-unreadable = cannot read it: { $why }
config-not-text = this line is not UTF-8 text; save the file as UTF-8
config-syntax = not valid TOML: { $kind ->
        [no-value] a key with no value; write key = value
        [unclosed] a [ is not closed with ]
        [unclosed-text] a text in quotes is not closed with the same quote
        [not-quoted] a text must be in quotes, as in lang = "da"
        [twice] this key or section is written twice
       *[other] { $detail }
    }
config-unknown-section = unknown section [{ $name }]; allowed: { $allowed }
config-outside-section = { $name } = { $value } is outside any section; allowed sections: { $allowed }
config-not-a-section = { $name } = { $value } is { $kind ->
        [integer] an integer
        [float] a float
        [boolean] a boolean
        [date] a date
        [list] an array
        [table] a table
       *[text] a string
    }; allowed: a section [{ $name }]
config-unknown-key = unknown key `{ $key }` in [{ $section }]; allowed: { $allowed }
config-value = { $key } = { $value } { $why }
# An option of the command line: --laws 2018 and what is wrong with the value.
config-option = { $option } { $value } { $why }
config-item = { $item } in { $key } { $why }
config-vocabularies = { $key }: the vocabularies cannot be read to check it: { $why }
config-why-kind = is { $kind ->
        [integer] an integer
        [float] a float
        [boolean] a boolean
        [date] a date
        [list] an array
        [table] a table
       *[text] a string
    }; allowed: { $allowed }
config-why-not = is not { $what ->
        [language] a language
        [letter-set] a letter set
        [theme] a theme
        [speech-backend] a speech backend
        [colour] a colour
        [mirror-mode] a mirror mode
        [kind-of-game] a kind of game (standard, rapid, blitz)
        [supervision] how the games are supervised
        [time-control] a time control
        [cadence] a cadence
        [time] a time
        [edition] an edition of the laws
        [strength] an engine strength
        [think] an engine's thinking time
        [address] an address to serve on
       *[voice] a voice
    }; allowed: { $allowed }
config-why-range = is out of range; allowed: { $allowed }
config-allowed-or-empty = { $names }, "" ({ $empty ->
        [system-language] the system's language, else that of a voice chosen, else English
        [of-language] those of lang
        [of-control] as the time control makes it
       *[of-voice] from voice
    })
config-allowed-whole = a whole number from { $lo } to { $hi }
config-allowed-vocabulary = the id of a vocabulary, such as "de"
config-allowed-vocabulary-or-empty = the id of a vocabulary, or "" (from voice)
config-allowed-serial-port = a serial port such as "/dev/ttyACM0" or "COM3", or "" for none
config-allowed-device = a part of a device's name, or ""
config-allowed-control = PGN's form (40/5400:1800+30, 300+3, 5400d5) or FIDE's shorthand (90/40+30+30s, 15+10, 3+2), each time at most { $hours } hours
config-allowed-time = times such as "5m", "1m30s", "90s" or "1:30" (a bare number is minutes), at most { $hours } hours
config-allowed-times = a list of times such as "5m", "1m30s", "90s" or "1:30" (a bare number is minutes), at most { $hours } hours, or [] for none
config-allowed-cadence = "" (off) or calls such as "5m, 1m<10m, 10s<1m", each time at most { $hours } hours
config-allowed-engine = a program speaking UCI, such as "stockfish" or "/usr/games/stockfish"
config-allowed-engine-options = a table of the engine's options and their values, such as { "{" } Threads = 2, Hash = 128 { "}" }
config-allowed-strength = "" (full strength), a rating such as "1500", or a level such as "level 5"
config-allowed-address = a port such as "8064" (this machine only), or an address and a port such as "0.0.0.0:8064"
config-allowed-braille-table = the name of a liblouis table, such as "de-g1.ctb", or "" (the language's own)
config-allowed-think = "" (on its own clock), a time a move such as "2s", or "nodes 20000"; each time at most { $hours } hours
config-allowed-seconds = times such as "1s", "500ms" or "2" (a bare number is seconds), at most { $hours } hours, or "nodes 20000" (the same answer every time)
config-allowed-key = a key in quotes, such as "f2", "ctrl-q" or "shift-k"
config-allowed-keys = a table of actions and their keys
config-key-not-a-key = is not a key{ $reason ->
        [modifier-twice] {" "}(a modifier twice: "{ $text }")
        [shift-on-sign] {" "}(shift- goes with letters and named keys only; write the sign itself, not "{ $text }")
       *[none] {""}
    }; allowed: a letter, digit or sign (x, ?), f1–f12, esc, enter, space, tab, backspace, up, down, left, right, home, end, pageup, pagedown, insert, delete, each with ctrl-, alt- or shift- before it if wanted (ctrl-q, shift-k)
config-key-board-jump = cannot be a board key: in board mode a–h jump to a file and 1–8 to a rank; allowed: any other key, e.g. a letter from i to z, a sign, an F-key or a named key
config-key-types = would be typed into the move input; allowed for { $action }: f1–f12, esc, tab, pageup, pagedown, insert, or a key with ctrl- or alt- (ctrl-q)
config-key-edits = edits the move input ({ $key } is needed there: backspace and delete, the arrows, home and end move and delete, up and down recall earlier lines, enter sends the line); allowed for { $action }: f1–f12, esc, tab, pageup, pagedown, insert, or a key with ctrl- or alt- (ctrl-q)
config-key-taken = is already the key of { $action }; allowed: a key no other action has (set { $action } to another key to free it)
config-key-ctrl-c = is kept for leaving the program: Ctrl-C, also with alt or shift, always quits and saves the game; allowed: any other key

## The manual, shown by help TOPIC and annabella manual.
##
## Each indented line of a message is one paragraph. The program cuts a
## paragraph into lines of at most 80 characters at sentence ends, then at
## semicolons, then at colons and commas. A sentence end is seen only before
## a word with a capital, so every sentence here begins with one. No
## variables are used here.

manual-heading = annabella: the manual

## Guides, one a topic, in the order help-topics names them.

manual-start-title = Starting a game
manual-start =
    Type annabella play to start a game at the keyboard. Every move is announced, completed by the clock press, timed, and saved as it happens.
    For example: annabella play --game round3.annabella --control 90/40+30+30s. Add the players with --white Hansen --black Berg. Put a name with a space in quotation marks.
    The option --game FILE names the game file. Without it, a new file is made in the games folder: ~/.local/share/annabella/games on Linux. The file's path is said at the start and on quit.
    The facts of the game: --white NAME and --black NAME, the players; --control, the time control. The edition of the Laws: --laws 2017, 2014, 2005 or 2001; 2017 by default. When the blind player has Black: --color black. To have the press wait for the peg board: --mirror strict. The blind player's assistant: --assistant NAME.
    How the game is told: --voice de, da or nb, the words of the announcements; --lang en, da, de, nb or nl, the language of everything else. Also: --letters, the piece letters typed and shown; --speech, who speaks. The options --long, --no-pawn and --no-check change the form of an announcement.
    In a terminal the full screen opens; --tui forces it. The option --line forces line mode, for a screen reader or a braille display. With --manual-clock, time stands still except for wait: for practice and demonstrations.
    At the start you hear: New game; who plays on the peg board; the time control as understood; the edition of the laws; and White to move.
    To resume after quit, a break or a crash, type annabella play --game round3.annabella again. You hear: Game resumed at move 23, and what is pending. The facts of the game stay as they were; an option that differs is named as not applied. How it is told may change: --lang, --letters, the voice options and --periodic hold from then on.
    Other options: --fen and --pgn start from a position; --eboard reads an electronic board; --config FILE gives a settings file. The command annabella help play lists every option, with an example.
    See also: help game, help clock, help file, help pgn, help settings.

manual-game-title = A move, from the announcement to the clock press
manual-game =
    Type a move and press Enter: it is announced at once in the chosen words, for example { $say-Nf3 }. The move is now announced, not completed. Until the press, answers about the board describe the position after it, and say so first.
    When the opponent has repeated the announcement, confirm records it. This is optional. You hear: Repeated by the opponent.
    The command press completes the move, as the clock press does. You hear, for example: White completed move 2. Black to move. Pressing with no move announced is refused, and said so.
    A slip of the tongue before the press is corrected with fix and the move meant: fix Nc3. You hear Correction and the new announcement; both stay in the record. After the press fix is refused. Only the arbiter's illegal, or compare and rollback, change a completed move.
    Draws: draw offers a draw for the blind player; draw white, draw black, or draw with a name, is that side's offer. It is marked (=) on the scoresheet. Then accept or decline answers it; a move declines it too.
    Resigning: resign alone is the blind player's, whoever is to move; resign white, resign black, or resign with a name, is that side's. Claims: claim threefold MOVE and claim fifty MOVE claim a draw, with the move you would make. And claim time claims the game when the opponent's flag has fallen.
    Whatever ends the game or sets the result is a proposal. So is every procedure of the arbiter. It first says everything it would record, then: Type yes to record it, or no to go on. The answer no records nothing. Until the answer, nothing else that would change the game is taken; the questions, peg, touch and settings still are.
    Checkmate, stalemate and a dead position end the game at once, with no press; the clocks stop. Under the 2014 and 2017 laws, so do fivefold repetition and the 75-move rule. Until anything else is entered, fix MOVE still corrects the move that ended it, and the end is taken back.
    A resignation, an agreed draw, a claim or the arbiter's result ends the game when yes records it. After the end, the questions still answer, and result can record another result. After quit, annabella export writes the game out.
    See also: help status, help claim, help yes, help arbiter, help moves.

manual-clock-title = The talking clock
manual-clock =
    Give the time control with --control, or control in the settings; the default is 90/40+30+30s. Write it as PGN does: 40/5400:1800+30, 300+3, or 5400d5 for a 5-second delay. Or in FIDE's shorthand: 90/40+30+30s, 15+10, 3+2.
    A bare X+Y is minutes and seconds when X is under 180, as in 15+10. From 180 on it is seconds and seconds, as in 300+3. A unit always wins: 90m+30s.
    Periods, the Fischer increment and the Bronstein delay are all kept. The next period's time is added when the last move of a period is completed. At the start the control is said back as understood, for example: 30 seconds added per move from move 41.
    A likely slip is refused, with what was probably meant. For example, 40/90 would be 90 moves in 40 minutes: for 40 moves in 90 minutes, write 90/40 or 40/5400. And 0+5 gives no time to start with. Outside a control, a time with no unit is asked back: 90 minutes or 90 seconds?
    The command time answers for both players, a line each: moves completed, time used, time left. A move announced and not completed is not counted yet, and its clock runs; time says so. In the full screen, F4 asks it.
    Warnings come at 5 minutes and at 1 minute left on the blind player's own clock; the setting warnings sets them. Nothing else about time is said unasked, unless you choose periodic calls.
    Periodic calls are off by default. Give a cadence with --periodic, in quotation marks, or periodic in the settings. For example, 5m, 1m<10m, 10s<1m means every 5 minutes; every minute under 10 minutes; every 10 seconds under a minute.
    At zero you hear that the flag has fallen, and whether the opponent can still mate (advisory). The opponent's flag prompts claim time; the blind player's own does not. With both flags down, the program says which fell first.
    Only the arbiter changes a clock, with addtime and setclock. A time typed is at most 100 hours. With --manual-clock time stands still, and passes only with wait, for example wait 90s.
    See also: help time, help claim, help addtime, help setclock, help arbiter.

manual-file-title = The game file: nothing is lost
manual-file =
    Every event is written to the game file, and flushed to the disk, before anything is said about it. A move, a press, a correction, a proposal and its answer are all events.
    To go on with a game, type annabella play --game FILE. The position, the scoresheet and the clocks are as they were. Time that passed while closed counts for the player whose clock ran; the resume says so. A proposal waiting for yes is asked again.
    If the disk does not take an event, because it is full or the file may not grow, the event is cut back off the file. You hear: Not saved: the disk is full. Nothing of it is in the game, and the game file is as it was. Free space, then enter it again. The game goes on.
    A file whose last record a crash cut off resumes from its last whole event. A copy of the damaged file is kept beside it, with .damaged added to its name.
    Each record carries its number and a checksum. A record changed by hand is refused, naming its line; so are lines swapped, left out or repeated, and a time going back. The file is left untouched, and never replayed as another game. Windows line ends and a byte-order mark are read.
    One program at a time: a second play on a game open elsewhere is refused, naming the file. But annabella export can still read it. Nothing at the path is ever removed. A game file moves between Windows and Linux unchanged.
    Another program may change the file under a running game: an editor, a sync tool, a cut, an overwrite. This is noticed at each entry, at each command, once a second and at the end. Then nothing more is written there, and the game as recorded is saved whole. It goes back at its name if that is free, else beside it, with .saved added. The message says what happened, where the game is, and how to go on.
    A resume names a newer save that differs. A file that holds less than its save is refused, and the message points to the save. On Windows, no other program can move, remove or cut the open file.
    Not guaranteed: after a power loss, a disk whose cache claims writes it never stored can lose the last events.
    See also: help start, help quit, help pgn.

manual-mirror-title = Two boards, two scoresheets
manual-mirror =
    As the laws ask in D.2.9, the program follows the blind player's peg board. Each move is taken as executed as announced, unless you say otherwise with peg.
    Type peg MOVE or peg FROM TO for how the move was really made on the peg board, legal or not: peg g1 h3. Type peg ok when it was made as announced. For a promotion, the piece letter follows: peg e7 e8 q.
    The moment the peg board differs, one private line says so: The peg board differs: { $piece-N } on { $sq-h3 } should be on { $sq-f3 }. If that was the move really made, the line suggests fix instead.
    The command diff says how many places differ, and how many steps put it right. Then each comes on a line: Step 1 of 1: move { $piece-N } from { $sq-h3 } to { $sq-f3 }. When the board is right, type peg fixed.
    After rollback or illegal, the peg board is not assumed to follow. The steps to the restored position are said at once. The boards count as different until peg fixed.
    With --mirror strict, the clock press waits for a peg entry, for every move; the setting is mirror. Then peg ok is enough when the move was made as announced.
    To check the other player's scoresheet, type compare and its moves: compare 1. e4 e5 2. Nf3 Nc6. Any letters, numbered or not, or the spoken words. Alone, compare asks for it a line at a time: end or an empty line compares, cancel leaves.
    Equal sheets name the board to correct. A sheet that stops early is no difference; more than a move behind, it should be brought up to date. A sheet longer than the game names its extra moves: enter them as moves, if they were played. An entry that is no move, or fits two moves, is named, and nothing is compared.
    Different sheets name the first move that differs. They propose going back to the last move where they agree, with the clocks as they were then. Then rollback says what it would record, and yes does it. The arbiter can change the clocks afterwards with setclock. The moves taken back stay in the game file and in the PGN.
    See also: help peg, help diff, help compare, help rollback, help explore.

manual-arbiter-title = For the arbiter
manual-arbiter =
    The program proposes; a person decides. Each procedure of the arbiter first says what it would record. That is the position, each clock, a flag that stands again or falls, the count of illegal moves, the result. Then yes records exactly that; no records nothing. Both are kept in the game file and the PGN.
    Type illegal when the last completed move was illegal. It proposes to restore the position before it, with the edition's penalty.
    Type report illegal MOVE when an illegal move was made on a board, and was refused when typed. The first refusal of such a move says how: If it was made on the board, report it for the arbiter: report illegal Bb6. A report counts with the illegal moves declared. The blind player's own refused move is a typing slip, and gets no such hint.
    To add time: addtime black 2m. To set what a clock shows, or take time off: setclock white 1h2m3s. To record the arbiter's result: result 1-0, result 0-1 or result 1/2. It also overrules a result already recorded.
    After the opponent's flag fell, claim time proposes the win. Where the claimant cannot mate, it proposes a draw. If no, the flag stays fallen. With both flags down, the claim is for the side whose flag fell second. Flags down at the same moment, on clocks set by hand, give a draw in the last period; before it, play goes on.
    A correct claim of threefold repetition or the 50-move rule stops both clocks. They stay stopped while the arbiter is called. If it is not upheld (no), it counts as incorrect. The claimant's clock runs again, the written move is played, and the penalty is proposed.
    Penalties by edition. An illegal move gives the opponent 2 minutes. The second illegal move loses under the 2014 and 2017 laws, the third under 2001 and 2005. Under 2014 and 2017, it is a draw instead where the opponent cannot mate.
    An incorrect claim gives the opponent 2 minutes under 2014 and 2017. Under 2001 and 2005 it gives 3 minutes, and time is taken from the claimant. Fivefold repetition and the 75-move rule end the game only under 2014 and 2017. Under 2017 a hearing-impaired opponent requires an assistant.
    The command touch logs a piece the opponent touched, with its time. The export, annabella export --game FILE --pgn or --sheet, gives every note on its move. The notes: draw offers, touches, illegal moves, claims, clock changes, proposals not recorded.
    See also: help illegal, help report, help claim, help result, help yes, help pgn.

manual-assistant-title = The assistant
manual-assistant =
    The blind player may have an assistant, who relays moves, keeps the score and runs the clock (laws D.2.10). Name the assistant with --assistant NAME at the start, or assistant on NAME in the game. Prompts then address the assistant. With assistant off they address the player again.
    At the keyboard sits the blind player or the assistant: the operator, who speaks for the blind player. A bare resign or draw is the blind player's. The opponent's is resign white, resign black, draw white or draw black. A player's name may stand in place of the colour.
    Type touch e7 to log for the arbiter a piece the opponent touched, with the time since the start. It appears in the PGN and in the scoresheet's notes. An empty square is refused.
    For the blind player's claims: the opponent's flag fall prompts: To claim it: claim time. The claims claim threefold MOVE and claim fifty MOVE come before the move, with the move intended.
    The assistant may relay a move of the opponent that the program refuses. It may still have been made on the board: the first such refusal says how to report it, with report illegal MOVE.
    For the sighted player's own assistant (laws D.2.11), use --opponent-assistant NAME. Under the 2017 laws, a game with --opponent-hearing-impaired needs --assistant. Without it the game does not start, and says why; the assistant then stays.
    See also: help touch, help claim, help report, help status.

manual-adjourn-title = Adjourning a game
manual-adjourn =
    At an adjournment the player to move seals the move: seal Nf3. The move is checked and recorded, but never said aloud. You hear only: Sealed move recorded, move 41. The clock stops, and the game is adjourned.
    A move already announced is the sealed move: type seal alone to seal it.
    While the game is adjourned, moves, the peg board, claims and compare wait. These still work: draw, accept, decline, resign, result, addtime, setclock. So do assistant, envelope, and the questions: time, status, sheet, last, board.
    Type envelope with the date, time and place of resumption: envelope 2026-11-22 10:00, hall 2. They may also be given at the start, with --resume-at. Without them, the envelope says they are to be set by the arbiter.
    The envelope is written beside the game file, as text and as braille: BRF, 40 cells by 25 lines. The braille is that of the language the envelope is written in, through liblouis (Danish, German, Norwegian, Dutch or English uncontracted); [braille] table in the settings names another table. The outside never holds the move. It has the players, the position before the sealed move, the time used and the clocks to set at resumption, who sealed and the move number. It also has a standing draw offer, and the resumption.
    The inside sheet is for the arbiter: the scoresheet up to and including the sealed move, in the scoresheet's letters. You hear the names of the four files.
    The program may be closed. At resumption, annabella play --game FILE sets up the position and the clocks. When the reply is ready, type unseal. The sealed move is played and announced, and the replying player's clock starts.
    See also: help seal, help envelope, help unseal, help file.

manual-lines-title = Line mode, for screen readers and braille displays
manual-lines =
    In line mode one command goes in a line, and lines come out. There is no cursor movement, colour or redraw. NVDA, JAWS, Orca and braille displays read each line as it comes. Start it with --line; it is used by itself when input or output is not a terminal.
    Every line is at most 80 characters, wherever it can be cut at a natural place. A long answer is cut at its sentence ends; then at semicolons; then at colons and commas. A list is cut between its items, and repeats its label. Each line stands alone.
    The command board reads the position one rank a line: Rank 4, White: { $say-e4 }. With board white, one side's pieces come a kind a line: 2 white { $pieces-R } on { $sq-a1 }, { $sq-h1 }.
    The command sheet reads the scoresheet, one move pair a line; sheet 12 starts at move 12. The command last says the last move in announcement words; last 3 says the last three.
    Type square f7, or square { $sq-f7 }, to hear what stands there, and what attacks and defends it. Type pieces white rooks to hear where a side's pieces of a kind stand. Also pieces black N and pieces weiße Türme work.
    The command status says what is pending, and time tells the clocks. None of these questions changes the game. They may be asked while a proposal waits for yes or no.
    While a move is announced and not completed, these answers and touch are about the position after it. They say so first: Position after White's announced move { $say-e4 }, not yet completed.
    Input is shown back, and names are printed, only with control characters removed. A line that is not UTF-8, or is longer than 4096 bytes, is refused on its own. Play goes on.
    Type help for the commands, one a line. Type help with a command or a topic to hear more.
    See also: help board, help sheet, help square, help pieces, help speech.

manual-screen-title = The full-screen interface
manual-screen =
    When input and output are a terminal, annabella play opens the full screen. The option --tui forces it; --line forces line mode. Moves, and every command of line mode, are typed in its input line.
    It shows the board, and the peg board beside it when they differ. It shows both clocks: time left, time used, moves completed, whose clock runs, and the flag. It also shows the scoresheet, the messages, and the last announcement in large letters. The key F1 shows every key, and says them.
    The board drawn is the position after the announced move. It is titled Move not completed until the clock is pressed. Nothing is told by colour alone: white pieces are capitals, black ones small letters. An asterisk marks the last move, and a plus sign a king in check. An exclamation mark is a square where the boards differ; square brackets are the cursor.
    The squares grow with the terminal: 3 by 1 cells at 80 by 24, 9 by 4 at 200 by 60. A board is drawn whole or not at all. When the terminal is too small, one line says what size is needed. The clock moves into the board's title; then the peg board gives way, and last the board. The key F7 switches the large letters.
    The messages take the free rows; a line is wrapped, never cut. The last 500 lines are kept. The keys PageUp and PageDown page through them. With Ctrl+Up and Ctrl+Down you read them back line by line, each said as it is reached.
    The lines of one answer are said in turn, never cutting each other. A typed key's echo is dropped while something else is said. A low-time warning or the flag is cut only by a newer one.
    Left, Right, Home, End, Delete and Backspace edit the input line, and the character reached is said. Up and Down recall earlier lines. The keys: F2 presses the clock; F3 corrects the announced move; F4 says the clock; F5, the last move. Also: F6 repeats the announcement; Esc enters board mode; Ctrl+Q leaves.
    A key with no use says: No key here; F1 for help. The key Ctrl+C always leaves, and the game is saved. While the full screen runs, error output goes to a log file: the game file's name with .log added.
    Themes: high contrast, the default; dark; light; and monochrome. The variable NO_COLOR forces monochrome. The theme and every key can be changed in the settings.
    See also: help explore, help lines, help speech, help settings.

manual-explore-title = Exploring the board with keys
manual-explore =
    In the full screen, Esc switches to board mode; Esc again returns to the move input. The position explored is the one drawn and spoken: after the announced move, if there is one.
    The arrows move a cursor one square, and the square is said: { $explore-g1 }. The piece and its colour are in the vocabulary's words. Up goes away from the side shown below.
    Letters a to h jump to a file, and digits 1 to 8 to a rank. Space says the square under the cursor. Shift with K, Q, R, B, N or P goes to the next king, queen, rook, bishop, knight or pawn, of either colour.
    The key x reads the cursor's rank, y its file, and u both diagonals; empty squares are counted, not named. The key l lists the pieces of both sides.
    The key m says the legal moves of the piece under the cursor. For a piece of the side not to move, it also says whose move it is. The key t says what attacks and defends the square, and v turns the board round.
    Tab explores the peg board instead of the game. You hear, for example: Exploring the peg board; the boards differ in 1 place. Where they differ, the other board's square is said too.
    The terminal cursor sits on the square explored, for screen magnifiers. In replay, Esc gives the same keys over the position heard. The keys can be changed in the settings.
    See also: help screen, help mirror, help square.

manual-speech-title = Speech: voices, devices and sounds
manual-speech =
    The option --speech chooses who speaks: auto, clips, tts, reader, text or none. The setting backend does the same.
    The built-in voice, clips, plays recorded words through the sound card. It is the quickest, a few milliseconds to the first word, and needs only a sound card. A sentence with a word that has no clip goes whole to the system voice.
    The system voice, tts, is speech-dispatcher on Linux and Windows' own voice on Windows. It says every sentence, in the voice and rate set for it.
    With reader, the running screen reader speaks on Windows, in its own voice and rate: NVDA, JAWS or another. Elsewhere reader is the system voice, which Orca shares. With text, lines are printed only, for a screen reader or a braille display. With none, nothing speaks; the lines are still printed.
    The choice auto takes the built-in voice if a sound card opens; else the system voice; else text. It says which, once. In a pipe, auto means text. A missing sound card or speech service never stops the game: it goes on in text, and says so. A system voice that gives no sound is noticed within seconds, and text takes over.
    Announcements are public, for the table. The clock, answers, warnings and errors are private. A new announcement cuts off a stale one; private speech never cuts an announcement. To send them to a speaker and an earphone, use --public-device and --private-device. Each takes part of a device's name.
    In the game: repeat says the last announcement again; rate 120 and volume 80 set the rate and volume in percent. Also: earcons off or earcons on switches the short sounds; quiet stops speaking now. The earcons mark a completed move, check, a refusal, low time, the flag, and a peg board that differs.
    Beside a screen reader on the same speech-dispatcher, announcements go at the priority important. Private speech goes at message, as the reader's own messages do. An announcement cuts the reader's line, and is never cut by it. Sentences keep their order.
    In line mode a screen reader already reads each printed line. Choose --speech text, so as not to hear every sentence twice. Or keep the built-in voice for the table alone, on a speaker named with --public-device.
    See also: help repeat, help rate, help volume, help earcons, help quiet, help windows.

manual-moves-title = How typed moves are read
manual-moves =
    Anything typed that is not a command is a move. It is read in every form a player or an assistant may type, in the position as it stands.
    Written notation, in English, Danish, German, Norwegian or Dutch letters: Nf3 or Sf3. The marks x, +, #, = and e.p. may be left out. Castling is 0-0 or O-O, and 0-0-0 or O-O-O. A promotion names the piece: e8Q, e8=D. A missing capture mark or = never makes a legal move unreadable.
    Coordinates: e2e4, e2-e4, g1f3, and e7e8q for a promotion.
    The spoken words of any vocabulary: springer felix drei, Dame schlägt David vier (German), kort rokade (Norwegian). Case does not matter. The letters ä, æ, å, ø and ü may be typed as ae, aa, oe and ue. Quotation marks around a move are ignored.
    In written notation a capital is a piece, and a small letter a file, as on a scoresheet. So dxe5 and bxc3 are pawn captures, even where a queen (D) or a bishop (B) could take there.
    Only where that fits no legal move is a small letter read as a piece: nf3, lb5. Input in capitals, with Caps Lock on, is read as if typed normally: NF3, G1-F3. Either is read so only where exactly one legal move fits.
    Input that fits two legal moves is refused, with both named; it is never guessed. Type the one you mean more exactly, for example Nbd2. Input that fits no move is explained: No queen can reach d4; the king would be in check.
    The option --letters sets the piece letters of the scoresheet and answers: en, da, de, nb or nl. English is K Q R B N; Danish, German and Norwegian, K D T L S; Dutch, K D T L P, where P is the knight.
    The commands fix, claim, seal and compare read their moves the same way.
    See also: help fix, help compare, help vocabularies.

manual-replay-title = Listening through a game: replay
manual-replay =
    Type annabella replay FILE.pgn to hear a game of a PGN file, a move at a time, in the chosen words. The options --voice, --files, --ranks, --pieces and --long work as in play. Line mode and the full screen both work.
    A file of many games is listed first, 20 a page: number, players, result, date, event and moves. Type games 2 for the second page. Type games Morphy for the games whose players, event or date hold the word; games Morphy 1858 needs both words. Type game 2 to open the second game; --game-number 2 opens it at once.
    Enter on an empty line, or next, says the next move; next 5 says the next five. To go back: back, or back 3. To go to the start or the end: first, last. To go to after White's 12th move: go 12; after Black's: go 12 black; the start: go 0. To hear whose move it is, and at which move: who.
    After a move you hear whether the file has a comment on it, or other moves in its place. The command comment reads the comment, with the annotation signs in words: dubious move, brilliant move.
    The command variations lists the other moves, in written notation. Type variation 1 to go into the first; its moves are said as the game's. Type leave to come back to where you went in.
    The questions board, square f7 and pieces white rooks answer as in play. The command moves says the moves played up to here, one move pair a line. The commands result and tags say what the file says about the game. Also repeat, quiet, rate and volume work as in play; help lists the commands; quit leaves.
    In the full screen, the right and left arrows step forward and back on an empty line. Esc gives the board keys of play, over the position heard. The key F2 goes on to the next move; F5 says where the game stands; F7 switches the large letters.
    For example: annabella replay --voice da --game-number 2 club.pgn
    See also: help pgn, help explore, help lines.

manual-pgn-title = Games from elsewhere, and games written out
manual-pgn =
    Type annabella play --fen FEN to start a new game from a position. It serves a game adjourned under another system, or moved to another board. Put the FEN in quotation marks.
    To go on where the main line of a PGN game ends, use --pgn with the file. For a file of many games, add --game-number 3. Without it, such a file lists its first 20 games, and says how many more. For example: annabella play --pgn adjourned.pgn --game round5.annabella
    The file's players, event, site, round, date and time control are taken over and said. So is the last clock reading of each side. Options given on the command line win over the file. The moves already made count for the time control and the moves completed.
    A game the file gives as decided, whose position can still be played, is taken over with a word that it is. A game that cannot be taken over whole is refused, with the game and the line of the file. That is an illegal move, a word that is no move, Chess960 or another variant, or a bad FEN. So is a position where the game is already over. Nothing is written before.
    Files are read as they come: UTF-8 with or without a byte-order mark, and Latin-1 or Windows-1252 from older databases. A UTF-16 file is said to be one: save it as UTF-8. A folder, a device or a pipe is refused at once. Clock readings and evaluations in comments are never read aloud.
    A damaged file never stops the reading. A stray brace, a cut tag or an endless comment is said with its line; the games after it stay readable. A broken game names its line and its problem in the list, and can still be heard up to there. A game whose file changed since it was listed is said to be changed.
    To write standard PGN: annabella export --game FILE --pgn. It has English letters, the seven main tags, the time control, and the clock after each move. Draw offers, touches, reported illegal moves and the arbiter's decisions are comments. To write it to a file, add --out round3.pgn.
    To write the scoresheet in a language's letters: annabella export --game FILE --sheet --lang da. The notes for the arbiter follow, each on its move, in the language of the letters. The audio scoresheet, in the built-in voice, needs no sound card: annabella export --game FILE --wav round3.wav
    See also: help replay, help file, help arbiter.

manual-eboard-title = An electronic board for the sighted player
manual-eboard =
    When the sighted opponent plays on a DGT electronic board, the moves are read from it. On Linux, over USB the port is ttyACM0 or ttyUSB0: annabella play --eboard /dev/ttyACM0 --color black. On Windows: --eboard COM3. The setting is eboard, in the game section.
    On Linux the user must be allowed to open the port: sudo usermod -aG dialout $USER, then log in again.
    The sighted player's move is announced as soon as the pieces stand, as if it had been typed. A piece slid through squares is a correction before the press: { $say-d3 }, then Correction: { $say-d4 }.
    Captures, castling king first, en passant and promotion are read from the pieces. A piece lifted and put back says nothing. Nor do pieces knocked over and set up again.
    A promotion to another piece than a queen is taken as the board shows it, and asked about privately. You hear: The electronic board shows { $piece-N } on { $sq-g8 } for the promotion: if another piece was meant, type fix with it.
    A DGT clock on the board completes the move with its lever. Without one, press completes it; in the full screen, F2. So does the other side's reply appearing on the board.
    The blind player's moves are typed as before. The sighted player may execute one otherwise than announced. Then you hear at once, privately: On the electronic board: { $piece-N } on { $sq-h6 } should be on { $sq-f6 }. You hear again when it agrees. A board that fits no legal move is reported the same way, once.
    A board standing the wrong way round is recognised from the starting position, and read turned. Unplugged, the board is said not to answer; the game goes on at the keyboard. Plugged in again, it is said to be back, and read from where it stands.
    Line mode and the full screen both read the board. It has been tried with a simulated board, not yet a real DGT board and clock. Bluetooth boards have not been tried. The pieces some boards use for results are read as empty squares.
    See also: help mirror, help press, help fix.

manual-braille-title = The braille display
manual-braille =
    With --braille (or display = true in [braille]) on Linux, annabella writes to the braille display through BrlAPI, the interface of BRLTTY, which must be running. The text is in the uncontracted braille of the language the messages are in, or in the table that [braille] table names.
    The display shows the latest announcement or answer, a line at a time. The panning keys move the window along the line, the line keys from line to line. After the answer's last line comes the game's state: the move still to be carried out, a draw offer, a question waiting for yes or no, an adjourned or ended game. The key to the bottom goes there at once.
    While a move or a command is typed, the display shows the input line with its cursor (dots 7 and 8). A routing key over the input line puts the cursor there; over an answer, it says the word under it again. The braille keyboard types as the computer's keyboard does.
    F1 shows the list of keys on the display, a key a line. When the display is unplugged or BRLTTY stops, annabella says so and the game goes on; it connects again when the display is back.
    In line mode the display is left to the screen reader, which reads each printed line. On Windows, --braille sends the same lines to the running screen reader's braille display.
manual-windows-title = annabella on Windows
manual-windows =
    The Windows zip holds annabella.exe, the voices, the default settings, the README and the LICENSE. Unpack it anywhere; nothing is installed.
    A double-click on annabella.exe opens a console, and starts a new game in line mode. NVDA and JAWS read it line by line. The game file goes to %LOCALAPPDATA%\annabella\data\games.
    From a console, type annabella play --game round3.annabella to play or resume a game. In Windows Terminal, annabella play --tui opens the full screen. Every command works the same; paths may be Windows paths.
    The settings are read from %APPDATA%\annabella\config\config.toml. The file config\default.toml in the zip shows every setting, with its comment.
    The built-in voice plays through the sound card. With --speech tts, Windows' own voice speaks. With --speech reader, the running screen reader speaks, in its own voice and rate: NVDA, JAWS or another. When auto finds a screen reader running, it says so, and offers --speech reader.
    The choice reader suits the full screen. In line mode the reader already reads each printed line. So choose --speech text, not to hear every sentence twice; or the built-in voice on a speaker, with --public-device.
    With no sound card and no speech service, the game goes on in text, and says so; so does reader with no screen reader. The console is switched to UTF-8, so fünf and Cæsar reach the screen reader whole. Windows line ends are read.
    Speech through NVDA and JAWS has not yet been tried on a real Windows machine: try it before the round.
    See also: help speech, help settings, help lines.

manual-settings-title = Settings
manual-settings =
    The command annabella settings writes every setting with its default and what it does, in your language: a file to start your own from. Your own file needs only what you change; it overrides the defaults. On Linux it is ~/.config/annabella/config.toml. On Windows it is %APPDATA%\annabella\config\config.toml. For one run, --config FILE uses another file: --config tournament.toml.
    Write only what you change, under its section's heading. The voice section: voice, files, ranks, pieces, long, pawn_name, check. The ui section: lang, letters. The game section: control, laws, kind, supervision, quickplay, color, warnings, periodic, mirror, eboard.
    The speech section: backend, rate, volume, earcons, gap_ms, public_device, private_device. The engine section: program, strength, think, analysis_time, options. The broadcast section: serve, address, delay. The braille section: table, display. The tui section: theme, big_text. The keys section: one key for each action of the full screen.
    Options given on the command line win over the settings. A resumed game keeps its own facts: players, clock, laws, colour, mirror.
    A wrong key or value stops the program before anything is done. The message names the file and the line, what is wrong, and what is allowed. For example, with laws set to 2018 on line 2: config.toml:2: laws = "2018" is not an edition of the laws; allowed: 2017, 2014, 2005, 2001. Nothing of a broken file is used.
    A key is written f2, ctrl-q, alt-x, shift-k, esc, enter, space, tab, up, pageup and the like. It may also be one letter, digit or sign. A key that works everywhere must be an F-key or a named key, or have ctrl- or alt-. In board mode, a to h and 1 to 8 cannot be bound. The key Ctrl-C belongs to no action: it always leaves, and the game is saved.
    See also: help start, help speech, help screen, help vocabularies.

manual-vocabularies-title = Vocabularies: the words of the announcements
manual-vocabularies =
    Each vocabulary is one file in voices/. International and German, de.toml: Anna, Bella, Cesar; eins, zwei, drei. Danish, da.toml: Anna, Bodil, Cecilie; et, to, tre. Norwegian, nb.toml: Anna, Bella, Cæsar; en, to, tre. The option --voice chooses one.
    The options --files, --ranks and --pieces take one part from another vocabulary: --voice da --files de says springer Felix tre. To hear words without a game: annabella say --voice da Sf3 prints springer Frederik tre.
    More can be added without changing the program. Put a new file in voices/, built in at the next build. Or give a folder at run time, with --voices DIR or the variable ANNABELLA_VOICES.
    A file needs name, and language: a speech language tag such as da-DK. It needs eight files and eight ranks. It needs a pieces table: king, queen, rook, bishop, knight, pawn. And a words table: castle_kingside, castle_queenside, captures, check, checkmate, promotes, en_passant.
    The optional tables white and black, with the same six keys, give each piece with its colour: weißer König, hvidt tårn. Board exploration says them. They go together. Without them, the message language's colour word goes before the piece.
    A file with a missing word, a wrong count or a word used twice is refused. The message names the file, the line and the key.
    An optional editions table, such as editions.2014, names what an edition of the laws selects. It fills the parts the settings leave empty. For 2014, nb.toml has German ranks and pieces, the FIDE default for a Norwegian event. So --voice nb --laws 2014 announces Bauer Eva vier.
    An optional pronounce table tells the built-in voice how to say a word. It serves a word the voice would say wrong from its spelling. Give other letters, or espeak-ng phonemes in double square brackets. German Cesar is said Zesar, not Kesar. The script voices/make-clips.sh makes the clips from it.
    See also: help speech, help moves, help settings.
manual-engine-title = Practice and study with a chess engine
manual-engine =
    Between tournaments you can play a chess engine and go through games with it. The engine is Stockfish, or any program that speaks UCI: on Debian, sudo apt install stockfish.
    To practise: annabella play --engine. The engine takes the colour you do not. Its moves are announced as the sighted player's, and its clock is pressed for it; you execute them on the peg board, and announce and press your own, as in a tournament. It answers a draw offer, claims a draw it may claim, and resigns a lost game. Set its strength with --engine-elo 1500 or --engine-level 5, and its time with --engine-time 2s; otherwise it thinks 5 seconds a move (think = "" in the settings: on its own clock, as a tournament player). The game file remembers the engine, and the game resumes against it.
    To study: eval says who is better, and by about how much; best says the engine's move; line says the moves it expects; review goes through the whole game and names, for each side, the moves that cost most, with the better move. They work in annabella replay, also of a game file with --game, on a finished game, and in a game against the engine. In a game against a person they are refused while the game goes on.
    The settings' [engine] section sets the program, the strength, the thinking time and the time for study (--analysis-time 2s in replay).

manual-broadcast-title = Broadcast, and the arbiter's overview
manual-broadcast =
    A game can be followed while it is played. The command annabella play --broadcast serves it over HTTP: GET /game.pgn is the game as PGN, for a live broadcast (Lichess broadcasts and DGT LiveChess poll such an address), and GET /status.json is the board's state for the arbiter. The game's first lines say the address.
    Only completed moves are served, each with its clock, and the result once it is recorded. An announced move waits for its press. A sealed move is never served before unseal. With --broadcast-delay 15m the moves are held back, as tournaments do against cheating; the status is not held back, and names no move.
    By default the game is served to this machine only, at 127.0.0.1:8064. With --broadcast 0.0.0.0:8064 the whole network reaches it; --broadcast 8065 takes another port. Give the round and the board with --round 3 --board 5, the tournament with --event and --site. With --broadcast-file round3/board5.pgn, the same PGN is written to a file after each move, replaced whole, for systems that read a folder.
    The arbiter follows the boards with annabella arbiter and their addresses, or a file of them with --boards. It shows a line a board: whose move, the clocks, and what needs the arbiter. It says as they happen a fallen flag, a claim or a decision waiting, a draw offer, a peg board that differs, a result, and a board that stops answering or is back. Type list for every board, board 5 for one board in full.
    The settings' [broadcast] section serves every game (serve = true) and sets the address and the delay.

manual-laws-title = The rules the program follows
manual-laws =
    This guide sums up the FIDE Laws of Chess as the program follows them: above all the appendix for blind and visually impaired players, and a few general rules. The program knows four editions: 2001, 2005, 2014 and 2017. The texts it follows are the Dutch text of 2001, the Danish texts of 2005 and 2017, and the Norwegian text of 2014; each is cited here as it numbers itself. The appendix is D in 2014 and 2017, and F in 2001 and 2005. Choose the edition with --laws 2017, 2014, 2005 or 2001, or laws in the settings. Without either it is 2017, in every language: the language chooses only the words of the announcements. The start of a game names the edition, and a resumed game keeps its own. The organiser, after advice from the arbiter, may adapt these rules to local conditions; in 2001 the arbiters may (2017 Laws, Appendix D.1; 2014, D1; 2005 and 2001, F1). So the organiser decides, for example, whether the program's speech is the announcement itself, or an aid to the player's own.
    Either player may ask for two boards: a normal board for the sighted player, and a special board for the blind player (2017 Laws, Appendix D.1; 2014, D1; 2005 and 2001, F1). That is the peg board: at least 20 by 20 cm, the black squares a little raised, a hole in each square. Every piece has a peg that fits the hole, and the black pieces are marked. On the peg board a piece counts as touched when it is taken out of its hole, in every edition (2017 Laws, Appendix D.2.2; 2014, D2.2; 2005 and 2001, F2.2). For the sighted player the usual rules of touching and moving apply (2017 Laws, Appendix D.2.5; 2014, D2.4; 2005 and 2001, F2.3). The program cannot feel the pegs. Type touch and the square, as in touch e7, to log a touched piece for the arbiter, with the time.
    Every move is announced clearly, repeated by the opponent, and executed on his board (2017 Laws, Appendix D.2.1; 2014, D2.1; 2005 and 2001, F2.1). At a promotion the player names the new piece; the program's announcement always does. The files have names instead of letters: Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector. The ranks are numbers, counted from White's side. Castling is long or short castling: in German, Lange Rochade and Kurze Rochade. The pieces are named too, in German König, Dame, Turm, Läufer, Springer, Bauer. When the opponent has repeated a move, confirm records it; this is optional.
    The editions differ in the words. The Danish texts of 2005 and 2017 recommend Danish names first: Anna, Bodil, Cecilie, Dora, Erik, Frederik, Gustav, Henrik, with the names above as the other choice. They give Danish or German numbers and pieces; in 2017 the arbiter may decide otherwise for the numbers. The Norwegian text of 2014 makes the names compulsory, spelt Cæsar, with German pieces, and German numbers unless the arbiter decides otherwise. Between Scandinavian players it wants Scandinavian words instead, but lists none. The Dutch text of 2001 recommends the names, with German numbers and pieces. With no voice chosen, the program takes the words from the language of its messages. Danish messages give the Danish words; Norwegian messages the names of the 2014 text, with German numbers and pieces; the others the German words. The start of every game says which words it uses; --voice chooses others (see help vocabularies).
    On the peg board a move is executed when a captured piece is off the board, the moved piece is in another hole, and the move is announced. Only then may the opponent's clock be started (2017 Laws, Appendix D.2.3 and D.2.4; 2014, D2.3; 2005 and 2001, F2.3). A move is completed by the clock press (2017 Laws, 6.2.1; 2014, 6.2a; 2005 and 2001, 6.8a). In the program a typed move is announced at once, and press completes it. A press with no move announced is refused. With --mirror strict, the press also waits for the peg entry of the move. A slip of the tongue is corrected at once, before the opponent's clock is started (2017 Laws, Appendix D.2.8; 2014, D2.7; 2005 and 2001, F2.6). Type fix and the move meant; after the press, fix is refused.
    When the two boards differ, they are corrected with the arbiter and both scoresheets (2017 Laws, Appendix D.2.9; 2014, D2.8; 2005 and 2001, F2.7 and F2.8). If the scoresheets agree, the player who wrote the right move, but executed a wrong one, corrects his board to the scoresheet. If they differ, the moves are taken back to the last move where they agree, and the arbiter adjusts the clocks. In the program, peg and diff follow the peg board, and compare checks the other scoresheet. Equal sheets name the board to correct. Different sheets propose rollback, with the clocks as they were then; the arbiter can adjust them with setclock.
    The blind player may use a clock made for the visually impaired. In 2017 it should tell the time used and the number of completed moves (2017 Laws, Appendix D.2.6.1); an analogue clock with strong hands and a flag easy to feel is the alternative. The texts of 2001, 2005 and 2014 describe only such an analogue clock; in 2014 it may also say the number of moves aloud (2014, D2.5; 2005 and 2001, F2.4). The program is a talking clock: time tells, for both players, the moves completed, the time used and the time left. The blind player keeps score in braille, in writing, or on a recorder (2017 Laws, Appendix D.2.7; 2014, D2.6; 2005 and 2001, F2.5); the program keeps the scoresheet, and sheet reads it. In 2017 every electronic device needs the arbiter's approval, this program included (2017 Laws, 11.3.2.1). It gives no advice: its engine is refused in a game against a person (2017 Laws, 11.3.1).
    The blind player may have an assistant (2017 Laws, Appendix D.2.10; 2014, D2.9; 2005 and 2001, F2.9). The assistant executes both players' moves on the opponent's board, and announces them. He keeps the blind player's score, and starts the opponent's clock once the move is announced. On request, he tells the blind player the number of moves and the time used by both. He claims on time, tells the arbiter when the opponent has touched a piece, and does what an adjournment needs. In 2001 and 2014 moves and time are told only on request: then the program gives no low-time warnings, though periodic calls the player chose still come. On time, the 2014 text has him claim a win or a draw; the others, the win. If the blind player has no assistant, the sighted player may have one, to execute and announce the moves (2017 Laws, Appendix D.2.11; 2014, D2.10; 2005 and 2001, F2.9). Only 2017 requires an assistant when the opponent is hearing impaired (D.2.11).
    At an adjournment the player to move seals his move. He writes it on his scoresheet, puts it in an envelope, and only then stops his clock (2017 Laws, Guidelines I.1.1; 2014, Appendix E1; 2005 and 2001, Appendix A1). The envelope names the players, the position, the time used, who sealed and the move number, a standing draw offer, and the resumption (2017 Laws, Guidelines I.2; 2014, E2; 2005 and 2001, A2). It is opened only when the player who must reply is present (2017 Laws, Guidelines I.7; 2014, E7; 2005 and 2001, A7). The assistant does the formalities (2017 Laws, Appendix D.2.10.6). In the program, seal records the move and never says it; envelope writes the envelope, with an inside sheet for the arbiter; unseal plays the move at resumption.
    The penalties differ by edition. The program proposes them, and the arbiter confirms them with yes. When a completed move is found illegal, the position before it is restored, and the opponent gets 2 minutes (2017 Laws, 7.5.1 and 7.5.3; 2014, 7.5; 2005 and 2001, 7.4). The second illegal move of a player loses in 2014 and 2017, the third in 2001 and 2005. In 2014 and 2017 it is a draw instead, where the opponent cannot mate. In 2017 two hands for one move, and a clock pressed without a move, count as illegal moves too (2017 Laws, 7.7 and 7.8). An incorrect draw claim gives the opponent 2 minutes in 2014 and 2017 (2017 Laws, 9.5.3; 2014, 9.5b). In 2001 and 2005 it gives 3 minutes, and takes time from the claimant: with more than 2 minutes left, half of it, at most 3 minutes; with 1 to 2 minutes, all but 1 minute (2005, 9.5; 2001, 9.5b).
    The player to move may claim a draw: when the same position appears for the third time, or after 50 moves by each player with no pawn move and no capture (2017 Laws, 9.2 and 9.3; the same in the other editions). He writes the move he intends, and the clocks stop while the arbiter is called (2017 Laws, 9.5.1). In 2014 and 2017 the game is drawn at once, with no claim, when a position appears for the fifth time, or after 75 such moves by each player (2017 Laws, 9.6; 2014, 9.6). The texts of 2001 and 2005 have neither rule. Checkmate, stalemate and a dead position end the game at once in every edition. A player whose flag falls loses; but it is a draw where the opponent cannot mate (2017 and 2014 Laws, 6.9; 2005 and 2001, 6.10). In the program, claim threefold MOVE, claim fifty MOVE and claim time make the claims, and the result waits for yes.
    See also: help mirror, help assistant, help arbiter, help adjourn, help clock, help game, help vocabularies.

## Commands: more about each, after its help line and example.

topic-fix =
    Use it for a slip of the tongue, before the clock is pressed: fix Nc3 puts the move meant in place of the one announced. You hear Correction and the new announcement; both stay in the record.
    With the move already announced, fix corrects nothing, and says so. After the press it is refused. Only the arbiter's illegal, or compare and rollback, take a completed move back.
    A typed move that ended the game can still be corrected with fix, until anything else is entered. The end is taken back with it. In the full screen, F3 starts the input with fix.

topic-confirm =
    Optional: it records that the opponent has repeated the announcement, as the laws ask. You hear: Repeated by the opponent.
    It does not complete the move; press does. With no move announced, it says there is nothing to confirm.

topic-press =
    It completes the announced move, as the clock press does: the mover's clock stops, and the other's starts. You hear, for example: White completed move 2. Black to move.
    With no move announced it is refused: type the move first. Under --mirror strict, it waits for the peg entry of the move. In the full screen, F2 presses; so does the lever of an electronic board's clock.

topic-time =
    It asks the clock, and changes nothing. It gives a line for each player: moves completed, time used, and time left or the flag fallen.
    A move announced and not completed is not counted yet, and its clock runs; another line says so. It may be asked while a proposal waits for yes or no. In the full screen, F4 asks it.

topic-last =
    It says who made the last move, its number and its announcement, and whether it is completed. With last 3 you hear the last three moves, one a line, the oldest first.
    In the full screen, F5 says it. The command repeat says only the last announcement again.

topic-board =
    It reads the position from rank 8 to rank 1, a rank a line, in announcement words: Rank 4, White: { $say-e4 }. An empty rank is said to be empty.
    With board white or board black, that side's pieces come a kind a line: 2 white { $pieces-R } on { $sq-a1 }, { $sq-h1 }. While a move is announced and not completed, the position is the one after it. The first line says so.

topic-sheet =
    It reads the scoresheet in your piece letters, one move pair a line, as it is written. A draw offer is marked (=).
    With sheet 12 it starts at move 12, to hear the end of a long game. A move past the last is answered with how far the scoresheet goes.

topic-square =
    It names what stands on a square, and which pieces of each side attack and defend it. Type the square in coordinates or in a vocabulary's words: square f7, square { $sq-f7 }.
    While a move is announced and not completed, the answer is about the position after it. In board mode of the full screen, t says the same for the square under the cursor.

topic-pieces =
    It says where a side's pieces of one kind stand, with their count, in announcement words. Side and kind may come in either order, in any of the languages' words or letters: pieces black N, pieces weiße Türme.
    Leave out the side to hear both sides: pieces rooks. Leave out the kind to hear every kind of one side: pieces white. A long list goes on in a new line, which starts again with its label.

topic-eval =
    It asks the engine how the position stands, and says it in words: who is better, by about how many pawns, or who mates in how many moves. The engine thinks for the time set with --analysis-time, one second unless set.
    It works in replay, on a finished game, and in a game against the engine. In a game against a person it is refused while the game goes on: the laws forbid advice and analysis during play.
topic-best =
    It says the engine's move in the position, with its number, as it would be announced, and then the judgement. It works where eval works.
topic-line =
    It says the moves the engine expects from the position, up to eight, one a line, each with its number as it would be announced; then the judgement. It works where eval works.
topic-review =
    It goes through the whole game with the engine, position by position. Then it names, for each side, the three moves that cost most, each with the move the engine preferred. It takes about a second a move, and says how far it has come as it goes.
topic-mistakes =
    The engine goes through the whole game and names the moves that turned it, in the game's order, a line each: the move, and what it cost, from one judgement to the other, or a mate missed or allowed. The first is said as soon as it is found. mistakes white or mistakes black names one side's only.
    The engine's look is kept beside the game file, so a second mistakes is instant. It works where eval works.
topic-retry =
    It sets up the position before a move that turned the game, as on the peg board: the pieces of the side to move, then the other side's. Then type a better move, in any notation; the answer says whether it is the engine's move, as good as it, better than the game's, or still a mistake, and why.
    retry goes on to the next, retry 3 to the third; after the last, a count of those found. best says the engine's move there; next or go leaves the position.
topic-threat =
    It says what the other side would play if it were its move: the threat to parry. In check, the check itself is the threat. It works where eval works, and at a turning point tried again.
topic-engine =
    In a game against an engine that stopped, hung or sent what is no move, engine restart starts it again, and it plays on from where the game stands. Until then the game goes on at the keyboard: type the moves of both sides.
topic-status =
    It says whose turn it is, and everything pending, a line each. That is a move not yet completed and what completes it; a standing draw offer; a peg board that differs. Also a fallen flag, an adjournment, and a question waiting for yes or no.
    Once the game is over, it says how it ended, and what can still be done: result, the questions, and annabella export after quit. It changes nothing, and may be asked at any time.

topic-draw =
    The offer is the blind player's unless a side is named: draw white, draw black, or a player's name, as in draw Bo. It is marked (=) on the scoresheet and in the PGN.
    The other side answers with accept or decline; a move declines it too. Under the 2017 laws a draw can be agreed only after each player has made a move.

topic-accept =
    It accepts the standing draw offer, for the side that did not make it. It is a proposal. You hear what would be recorded, for example: White accepts the draw offer. The game is drawn, 1/2-1/2.
    Then yes records it, and ends the game. The answer no records nothing, and the offer still stands.

topic-decline =
    It declines the standing draw offer. This is recorded at once, with no question. A move by the side offered the draw declines it too. With no offer standing, decline says so.

topic-resign =
    Alone, resign is always the blind player's, whoever is to move. For the opponent, type resign white, resign black, or resign with the player's name: resign Bo Berg.
    It is a proposal. You hear, for example: To be recorded: White resigns. Black wins, 0-1. Then yes records it and ends the game; no records nothing, and the game goes on.

topic-claim =
    The claims claim threefold and claim fifty are for the side to move. Write the intended move after them: claim threefold Ng1. Claim before the move is announced. Without a move, the claim is on the position as it stands.
    A correct claim stops both clocks while the arbiter is called, and proposes the draw: yes records it. The answer no means the arbiter does not uphold it: it counts as incorrect.
    After an incorrect claim, play goes on with the written move, and the edition's penalty is proposed. Under 2014 and 2017 it is 2 minutes to the opponent. Under 2001 and 2005 it is 3 minutes to the opponent, and time taken from the claimant.
    The command claim time claims the game when the opponent's flag has fallen: the win, or a draw where the claimant cannot mate. It is a proposal. If no, the flag stays fallen, and the claim can be made again.

topic-addtime =
    The arbiter adds time to a clock, for example after a penalty: addtime black 2m. Write the time with its units: 90s, 2m, 1h30m; at most 100 hours. A bare number is asked back: minutes or seconds?
    It is a proposal. You hear what the clock will then show, and a flag that stands again; yes records it. To take time off, set the clock with setclock.

topic-setclock =
    The arbiter sets a clock to the time it is to show: setclock white 1h2m3s, setclock black 25m. A bare number is asked back: minutes or seconds? So is 1:30: hours and minutes, or minutes and seconds?
    It is a proposal. What the clock will show, and a flag that falls or stands again, are said before yes records it. It also corrects the clocks after a rollback.

topic-wait =
    It works only in a game started with --manual-clock, where time stands still. It lets time pass on the running clock, for practice and demonstrations. Write wait 90s, wait 5m, wait 1h2m; a bare number is asked back.
    You hear how much time has passed since the start, and any warning or flag that came meanwhile. In a game on the real clock, wait is refused.

topic-peg =
    It tells the program how a move was executed on the blind player's peg board. With peg ok: as announced. With peg MOVE, another move: peg Nh3. With peg FROM TO, a physical move, legal or not: peg g1 h3. A promotion adds the piece letter: peg e7 e8 q.
    Without peg, each move is taken as executed as announced; under --mirror strict the clock press waits for it. When the peg board then differs, one private line says how, and diff gives the steps.
    The entry peg fixed says the peg board has been put right, for example after diff's steps. The boards count as agreeing again.

topic-diff =
    It says how the peg board differs from the game. First, how many places differ, and how many steps put it right. Then each difference and each numbered step, on a line of its own: Step 1 of 2: move { $piece-N } from { $sq-f3 } to { $sq-g1 }.
    A step moves a piece, takes one off, or puts one back; or lifts one, to place it elsewhere. When the board is right, type peg fixed. If the boards agree, diff says so.

topic-compare =
    It compares the other player's scoresheet with the game, as the laws ask when the boards differ. Type the moves after it, numbered or not, in any letters, or in the spoken words: compare 1. e4 e5 2. Nf3 Nc6
    Alone, compare asks for the sheet a line at a time. It names the move it expects, and reads each line back in one line, numbered, in the game's letters (words typed come back as letters). Then end or an empty line compares; cancel leaves. A command typed there is refused, with a hint.
    Equal sheets name the board to correct. Different sheets name the first move that differs, and propose going back to the last move where they agree: rollback, then yes, does it. An entry that is no move, or fits two moves, is named; nothing is compared.

topic-rollback =
    After compare has found the scoresheets different, rollback goes back to the last move where they agree. The clocks go back as they were then. It is a proposal: the position, each clock and the moves completed are said. Then yes does it; no changes nothing.
    The moves taken back stay in the game file and in the PGN. The steps that bring the peg board to the restored position are said. The boards count as different until peg fixed. The arbiter may then change the clocks with setclock.
    Without a difference found by compare, rollback says to compare first.

topic-yes =
    It records the open proposal, exactly as it was said after To be recorded. Proposals come from resign, accept, the claims, result, rollback, illegal, report illegal, addtime, setclock, and a penalty.
    Until yes or no, nothing else that would change the game is taken. The questions, peg, touch and the speech settings still work. With no question open, yes says so.

topic-no =
    It leaves the open proposal: nothing is recorded, and the game goes on as it stood. The proposal and the answer are both kept in the game file.
    For a correct claim, no means the arbiter does not uphold it; it counts as incorrect. The claimant's clock runs again, the written move is played, and the penalty is proposed. After claim time, no leaves the flag fallen, and the claim can be made again.

topic-assistant =
    It names the blind player's assistant, who works the keyboard (laws D.2.10). Type assistant on Eva Holm, or assistant Eva Holm. Prompts then address the assistant. With assistant off they address the player again.
    The same can be given at the start, with --assistant NAME. Under the 2017 laws, with a hearing-impaired opponent, the assistant stays: another can be named, but none switched off.

topic-touch =
    It logs for the arbiter that the opponent touched a piece, with the time since the start: touch e7. It is recorded at once. It appears in the PGN, and in the notes of the exported scoresheet; nothing on the board changes.
    Only a square with a piece on it is taken. While a move is announced and not completed, the square is read in the position after it.

topic-illegal =
    The arbiter declares the last completed move illegal. It is a proposal. You hear the side's count of illegal moves, the position restored, each clock, and the edition's penalty. Then yes records it.
    The penalty is 2 minutes to the opponent. The second illegal move loses under the 2014 and 2017 laws, the third under 2001 and 2005. Under 2014 and 2017 it is a draw instead, where the opponent cannot mate.
    After it, the steps that bring the peg board to the restored position are said. The side whose move was illegal is to move again.

topic-report =
    It reports an illegal move that was really made on the board, after the program refused it when it was typed. The first such refusal says how: If it was made on the board, report it for the arbiter: report illegal Bb6.
    It is a proposal. You hear the move as typed, the count of illegal moves, and the edition's penalty. That is 2 minutes to the opponent; at the limit, the loss; or a draw where the opponent cannot mate. Then yes records it, and the player makes a legal move.
    It counts with the moves declared with illegal. The PGN has it as a comment, with the time and the article. A legal move is not reported: type it as the move.

topic-result =
    The arbiter records a result: result 1-0, result 0-1, or result 1/2 for a draw. It is a proposal: yes records it, and no leaves the game as it stands.
    It also overrules a result already recorded. A move announced and not completed is then not played; the record keeps it as taken back.

topic-seal =
    At an adjournment, the player to move seals the move: seal Nf3. The move is checked and recorded, but never said aloud. You hear only: Sealed move recorded, move 41. The clock stops, and the game is adjourned.
    If the move is already announced, type seal alone: it is the sealed move. Then write the envelope with envelope. At resumption, unseal plays the move.

topic-unseal =
    At resumption, annabella play --game FILE sets up the position and the clocks. Then unseal plays the sealed move: it is announced and completed, and the replying player's clock starts.
    Until then, moves, the peg board, claims and compare wait. If nothing is sealed, unseal says so.
    The envelope is opened only when the replying player is present (I.7). If he is absent, unseal absent starts his clock with the envelope closed (I.9.2); when he comes, unseal opens it. If the player who sealed is absent, the reply may be sealed anew with seal MOVE absent: his clock starts, and unseal plays the reply when he comes (I.9.3).

topic-envelope =
    It writes the envelope of an adjourned game beside the game file, as text and as braille (BRF). Give the date, time and place of resumption after it: envelope 2026-11-22 10:00, hall 2. Without them, the envelope says they are to be set by the arbiter.
    The outside never holds the move. The inside sheet, for the arbiter, is the scoresheet up to and including the sealed move. You hear the names of the four files written.

topic-repeat =
    It says the last announcement again, in the same words. After a resume, it says the move announced and not yet completed. In the full screen, F6 does it. The command last says the last move with its number instead.

topic-rate =
    It sets the speech rate, in percent of the normal speed, from 10 to 400. For example, rate 120 speaks a fifth faster; rate 100 is normal. The starting rate is rate, in the speech section of the settings.

topic-volume =
    It sets the speech volume in percent, from 0 to 100: volume 80. The starting volume is volume, in the speech section of the settings.

topic-earcons =
    It switches the short sounds on or off: earcons off, earcons on. They mark a completed move, check, a refusal, low time, the flag, and a peg board that differs. Speech is not changed.
    The starting choice is earcons, in the speech section of the settings.

topic-quiet =
    It stops what is being said now, for example a long list. The next announcement or answer is spoken as usual. The command repeat says the last announcement again.

topic-help =
    Alone, help lists every command, one a line, after the line for a move. With a command word it says more about that command: help compare. With a topic it reads a guide: help clock.
    The topics: start, game, clock, file, mirror, arbiter, assistant, adjourn, lines, screen. And: explore, speech, braille, moves, replay, pgn, eboard, windows, settings, vocabularies, engine, broadcast, laws, learn. The command annabella manual prints the whole manual.
    Outside a game, annabella help play lists every option of play, with examples.

topic-quit =
    It leaves annabella. The game is already saved: every event was written to the game file as it happened. You hear the game file's path.
    To go on later: annabella play --game FILE. An announced move, a proposal waiting for yes, or an adjournment is taken up again. A running clock counts the time while the program was closed, and the resume says so.
    In the full screen Ctrl+Q leaves; Ctrl+C always leaves too.

## One-line entries of help.

help-yes = yes: answer a proposal or a question; a proposal is recorded as said
help-no = no: leave a proposal unrecorded; the game goes on as it stood
help-decline = decline: decline the standing draw offer (a move declines it too)
help-volume = volume N: speech volume in percent, from 0 to 100, e.g. volume 80
help-end-cancel = end / cancel: in compare line by line, end compares, cancel leaves
help-topics = help TOPIC: more about a command or a topic, e.g. { $example }. Topics: start, game, clock, file, mirror, arbiter, assistant, adjourn, lines, screen. And: explore, speech, braille, moves, replay, pgn, eboard, windows, settings, vocabularies, engine, broadcast, laws, learn.

## Settings: what each setting does. The same sentence is the help of the
## command-line option that gives the setting for one run (--control for
## control), and the comment above it in the file `annabella generate
## settings` writes. Keys and values are written as in the file.

settings-file-header =
    annabella's settings, each with what it does. Your own file ({ $path }) needs only what you change, under its section's heading; whatever it leaves out keeps the value shown here. An option on the command line wins over both for one run.
settings-section-voice = How moves are announced: the words and how many of them.
settings-section-ui = The language annabella speaks to you in, and the letters you type.
settings-section-game = How a new game is set up. A resumed game keeps its own.
settings-section-speech = Who speaks, how fast and how loud, and on which device.
settings-section-engine = The chess engine of practice games and of study.
settings-section-broadcast = The live broadcast and the arbiter's overview.
settings-section-braille = Braille: the table of the envelope's pages and the braille display.
settings-section-tui = The full-screen interface.
settings-section-keys = The keys of the full-screen interface, one for each action. A key is written as "f2", "ctrl-q", "alt-x", "shift-k", "esc", "enter", "space", "tab", "backspace", "up", "down", "left", "right", "home", "end", "pageup", "pagedown", "insert", "delete", or a single letter, digit or sign ("v", "?"). Names are case-insensitive; "K" is the same as "shift-k". Ctrl-C is no action's key: it always leaves the program, and the game is saved. A key that works everywhere must be an F-key, a named key, or have ctrl- or alt-, since a plain character is typed into the input line.

setting-voice-voice = The announcement vocabulary: de, da, nb, or one you add. Empty: the words of the messages' country: Danish in Danish (Anna, Bodil, Cecilie … et, to, tre), in Norwegian the 2014 default (Anna, Bella, Cæsar … eins, zwei, with the German pieces), else German (Anna, Bella, Cesar … eins, zwei). A voice chosen always wins.
setting-voice-files = Take the file names (Anna, Bella …) from another vocabulary, e.g. de with the voice da. Empty: from the voice.
setting-voice-ranks = Take the rank numbers (eins, zwei …) from another vocabulary. Empty: from the voice.
setting-voice-pieces = Take the piece names from another vocabulary. Empty: from the voice.
setting-voice-long = Long form: name the from-square of every move ("Springer Gustav eins Felix drei").
setting-voice-pawn-name = Say the pawn's name before a pawn move ("Bauer Eva vier"); off, the square alone ("Eva vier").
setting-voice-check = Announce check and mate (optional under the 2001 laws).
setting-ui-lang = The language annabella speaks to you in: en, da, de, nb, nl. Empty: the system's language where annabella has it, else the language of a voice chosen, else English.
setting-ui-letters = The piece letters you type and read: en, da, de, nb, nl. Empty: those of the language. With nl, P is a knight (paard).
setting-game-control = The time control, as PGN writes it (40/5400:1800+30, 300+3, 5400d5 for a 5-second delay) or in FIDE's shorthand (90/40+30+30s, 15+10, 3+2). A bare X+Y is minutes and seconds when X is under 180 (15+10), else seconds and seconds (300+3).
setting-game-laws = The edition of the Laws of Chess: 2017, 2014, 2005 or 2001.
setting-game-kind = The kind of game: standard, rapid or blitz. Empty: as the time control makes it by the edition's definition. Give it where the event's rules differ.
setting-game-supervision = How the event supervises rapid and blitz games under the 2014 and 2017 laws: partial (A.4 and B.4: an illegal move loses on the opponent's claim, a claim on time needs time on the claimant's clock), the laws' default, or full (A.3 and B.3: one arbiter for at most three games, each recorded; the standard rules apply).
setting-game-quickplay = The event announced a quickplay finish (2017 III, 2014 G, 2005 and 2001 article 10): with less than 2 minutes left in the last period, the player to move may claim a draw. Not in blitz, nor (2014 and 2017) with an increment or delay.
setting-game-color = The colour of the blind or visually impaired player: white or black.
setting-game-warnings = The time left on the blind player's own clock at which annabella warns.
setting-game-periodic = Call out the blind player's time left unasked: off (empty) unless chosen, since unprompted speech is limited to what the player chose. For example "5m, 1m<10m, 10s<1m": every 5 minutes, every minute under 10 minutes, every 10 seconds under a minute.
setting-game-mirror = How the peg board is followed: assumed (each move executed as announced, unless a peg entry says otherwise) or strict (the clock press waits until the execution was entered with peg).
setting-game-eboard = The serial port of the sighted player's electronic board (DGT), whose moves are then read from it: /dev/ttyACM0, /dev/ttyUSB0, COM3. Empty: none.
setting-speech-backend = Who speaks: auto (the built-in voice if a sound card opens, else the system voice, else printed lines), clips (the built-in voice), tts (the system voice), reader (Windows: the running screen reader, NVDA or JAWS, in its own voice; elsewhere the system voice), text (printed lines only, for screen readers and braille displays), none. When input or output is not a terminal, auto means text.
setting-speech-rate = The speech rate, in percent of normal.
setting-speech-volume = The speech volume, in percent of normal.
setting-speech-earcons = Short sounds for a completed move, check, a refusal, low time, a flag, and a peg board that differs.
setting-speech-gap-ms = The silence between the built-in voice's words, in milliseconds.
setting-speech-public-device = The sound device (a part of its name) for public announcements: a speaker for the table. Empty: the default device.
setting-speech-private-device = The sound device (a part of its name) for private speech: an earphone. Empty: the default device.
setting-engine-program = The chess engine of practice games and of study (eval, best, line, review): a program speaking UCI, by name on the PATH (also /usr/games, where Debian puts stockfish) or by path.
setting-engine-strength = How strong it plays in a practice game: "" (its full strength), a rating such as "1500", or a level such as "level 5" (0 to 20).
setting-engine-think = How long it thinks a move in a practice game: a time such as "5s" (its clock runs meanwhile), "" (on its own clock, as a tournament player), or "nodes 20000" (a fixed search: the same move every time).
setting-engine-analysis-time = How long the engine thinks about a position when a study asks it, e.g. 2s; or "nodes 20000", a fixed search that gives the same answer every time.
setting-engine-options = The engine's own options, sent as they are where it has them, e.g. { "{" } Threads = 2, Hash = 128 { "}" }.
setting-broadcast-serve = Serve every game while it is played, for a live broadcast and the arbiter's overview: GET /game.pgn and /status.json over HTTP.
setting-broadcast-address = Where to serve: a port on this machine only ("8064"), or an address and a port ("0.0.0.0:8064" for the whole network; port 0: any free port).
setting-broadcast-delay = How long the moves are held back from the broadcast's PGN, against cheating, e.g. 15m (a bare number is minutes). The status is not held back: it names no move, and the arbiter needs it as it is.
setting-braille-table = The liblouis table of the envelope's braille pages (BRF) and of the braille display. Empty: the uncontracted table of the language the text is in (da-dk-g16.ctb, de-g0-detailed.utb, no-no-g0.utb, nl-NL-g0.utb, en-ueb-g1.ctb); else any six-dot table by name, e.g. "de-g1.ctb".
setting-braille-display = Show the full screen on a braille display too: through BRLTTY on Linux, the local one unless BRLAPI_HOST names another. Line mode leaves the display to the screen reader.
setting-tui-theme = The colours of the full-screen interface: high-contrast, dark, light or mono (no colour: reverse video and underline only). NO_COLOR in the environment forces mono.
setting-tui-big-text = Show the last announcement in large letters across the screen (the big_text key switches it during the game).

## Learning from one's own game: the moves that turned it (mistakes), each
## tried again from the position before it (retry), and the move tried
## judged beside the engine's and the game's.

judgement-short = { $kind ->
        [even] equal
        [slightly] { $side ->
            [white] { -white }
           *[black] { -black }
        } slightly better
        [better] { $side ->
            [white] { -white }
           *[black] { -black }
        } about { $number ->
            [one] a pawn
           *[other] { $number } pawns
        } up
        [winning] { $side ->
            [white] { -white }
           *[black] { -black }
        } winning
        [mate] { $side ->
            [white] { -white }
           *[black] { -black }
        } mates in { $number }
       *[mated] mate
    }
learn-none = { $side ->
        [white] No move of { -white } turned the game.
        [black] No move of { -black } turned the game.
       *[both] No move turned the game.
    }
learn-found = { $count ->
        [one] One move turned the game; retry tries it again:
       *[other] { $count } moves turned the game; retry tries the first again:
    }
learn-point = { $n }. { $played }: { $kind ->
        [mate-missed] missed a mate in { $number }
        [mate-allowed] allowed a mate in { $number }
        [lost] lost about { $number ->
            [one] a pawn
           *[other] { $number } pawns
        }
       *[cost] from { $from } to { $to }
    }.
learn-retry = Turning point { $n } of { $total }: the position before { $played }.
learn-state = Turning point { $n } of { $total }, { $side ->
        [white] { -white }
       *[black] { -black }
    } to move
learn-game-move = That is the move played in the game: it turned the game.
learn-in-check = { $side ->
        [white] { -white }
       *[black] { -black }
    } is in check.
learn-your-move = { $side ->
        [white] { -white }
       *[black] { -black }
    } to move. Type a better move; best says the engine's, retry moves on.
learn-verdict = { $kind ->
        [best] Found: the engine's own move.
        [as-good] Found: as good as the engine's move.
        [better] Better than the game's move, but not yet the best.
       *[mistake] Still a mistake: { $why }.
    }
learn-why = { $kind ->
        [mate] it allows a mate in { $moves }
        [loses] it loses the { $piece } to { $reply }
       *[worse] after it, { $piece }
    }
learn-count = { $found } of { $total } found ({ $tried } tried).
learn-first = Type mistakes first: the engine finds the moves that turned the game.
learn-done = That was the last turning point: { $found } of { $total } found.
learn-no-point = There is no turning point { $n }: there are { $total }.
learn-not-retrying = No turning point is at hand: type retry to try one again.
help-mistakes = mistakes: the moves that turned the game, numbered for retry
threat = { $side ->
        [white] { -white }
       *[black] { -black }
    } threatens { $said }.
threat-check = { $side ->
        [white] { -white }
       *[black] { -black }
    } gives check: the check is to be parried first.
threat-none = { $side ->
        [white] { -white }
       *[black] { -black }
    } threatens nothing the engine sees.
help-threat = threat: what the other side would do if it were its move
help-retry = retry: a turning point again (retry 2: the second); then type a move
manual-learn-title = Learning from your own games
manual-learn =
    After a tournament, open your game: annabella replay --game round3.annabella, or a PGN file. Type mistakes. The engine goes through the game and names the moves that turned it, a line each: the move, and what it cost, from equal to Black better by about a pawn, or a mate missed. Its progress is said while it works. The engine's look is kept beside the game file, so a second look is instant.
    Type retry. The position before the first of those moves is said as you set it up on the peg board: the pieces of the side to move, then the other side's. Type a better move, in any notation. The answer says whether it is the engine's own move, as good as it, better than the game's move, or still a mistake, and why: it loses the knight to Dame David vier.
    Try again, or type best for the engine's move and its line. Then retry goes on to the next; retry 3 goes to the third. At the end a count says how many you found. mistakes white names only White's moves.
    It works in replay and after a game has ended, never during a game against a person.
    See also: help engine, help replay.
