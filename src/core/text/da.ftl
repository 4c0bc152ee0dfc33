### Dansk: every sentence the program says or prints. en.ftl describes the
### variables; this file has the same messages.

# The colours are written in lower case, and capitalized at the start of a
# sentence: { -white(case: "upper") }.
-white = { $case ->
       *[lower] hvid
        [upper] Hvid
    }
-black = { $case ->
       *[lower] sort
        [upper] Sort
    }

-king = konge
-queen = dronning
-rook = tårn
-bishop = løber
-knight = springer
-pawn = bonde

## Words

side = { $color ->
        [white] { -white }
       *[black] { -black }
    }
piece = { $role ->
        [king] { -king }
        [queen] { -queen }
        [rook] { -rook }
        [bishop] { -bishop }
        [knight] { -knight }
       *[pawn] { -pawn }
    }
or = eller
then = derefter
unit = { $unit ->
        [hour] { $n ->
            [one] time
           *[other] timer
        }
        [minute] { $n ->
            [one] minut
           *[other] minutter
        }
        [second] { $n ->
            [one] sekund
           *[other] sekunder
        }
       *[move] træk
    }

## Moves that cannot be read or played

empty = skriv et træk
unreadable = "{ $input }" kan ikke læses som et træk; skriv fx e4, Sf3, e2e4 eller "springer Frederik tre"
unknown-word = "{ $input }": ordet "{ $word }" hører ikke til et træk
game-over = partiet er slut
ambiguous = "{ $input }" passer på flere træk: { $candidates }; skriv mere præcist, hvilket du mener
promotion-piece = bonden når { $square }: nævn den nye brik, fx { $example }
# "ingen springer", but "intet tårn" (neuter).
no-piece = { $side ->
        [white] { -white }
       *[black] { -black }
    } har { $role ->
        [rook] intet
       *[other] ingen
    } { piece }
cannot-reach = { $role ->
        [rook] intet
       *[other] ingen
    } { piece }{ $from ->
        [file] {" "}fra { $from_file }-linjen
        [rank] {" "}fra { $from_rank }. række
        [square] {" "}fra { $from_square }
       *[none] {""}
    } kan nå { $to }
empty-square = der står ingen brik på { $square }
not-your-piece = brikken på { $square } tilhører { $owner ->
        [white] { -white }
       *[black] { -black }
    }
cannot-move-there = brikken på { $from } ({ piece }) kan ikke flytte til { $to }
own-piece = på { $square } står en brik af samme farve ({ piece })
nothing-to-capture = der er intet at slå på { $square }
not-en-passant = det er ikke et en passant-slag
no-promotion = kun en bonde, der når sidste række, forvandles
promotion-choice = en bonde kan kun blive dronning, tårn, løber eller springer
king-in-check = kongen ville stå i skak
in-check = kongen står i skak, og trækket ophæver ikke skakken
castle = { $side ->
        [king-side] kort rokade
       *[queen-side] lang rokade
    } er ikke mulig: { $block ->
        [no-rights] kongen eller tårnet har flyttet
        [in-check] kongen står i skak
        [blocked] der står brikker mellem konge og tårn
       *[attacked] kongen ville passere eller lande på et angrebet felt
    }
bad-move = { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number } "{ $input }": { $reason }
number-misplaced = trækketallet "{ $written }" står, hvor { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number } kommer
result-inside = resultatet "{ $token }" står før flere træk: et resultat afslutter noteringslisten
result-contradicts = resultatet "{ $given }" passer ikke til trækkene, som ender { $ended }
bad-fen = stillingen "{ $fen }" kan ikke bruges: { $detail }
unknown-vocabulary = der findes intet ordforråd "{ $id }"; kendte: { $known }

## The talking clock

time-line = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }: { $completed } træk fuldført, { $used } brugt, { $flag ->
        [true] flaget er faldet
       *[false] { $left } tilbage
    }.
time-pending = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number } er annonceret, ikke fuldført: det er ikke talt med endnu, og det ur går.
left = { $span } tilbage
flag-fell = { $color ->
        [white] { -white(case: "upper") }s flag er faldet. { -black(case: "upper") }
       *[black] { -black(case: "upper") }s flag er faldet. { -white(case: "upper") }
    } { $opponent_can_mate ->
        [true] kan stadig sætte mat: et krav giver gevinst på tid (vejledende).
       *[false] kan ikke sætte mat med det resterende materiale: et krav giver remis (vejledende).
    }
time-added = { $span } lagt til { $color ->
        [white] { -white }
       *[black] { -black }
    }s ur.
clock-set = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s ur er stillet til { $left }.
clock-now = Manuelt ur: { $since_start } siden start.
period-moves = { $moves } træk på { $time }
period-repeats = derefter det samme igen for hver { $moves } træk
period-rest = { $time } til resten af partiet
# $from: the move it starts at, said where the control has several periods (0: not said).
increment = { $time } tillæg per træk{ $from ->
        [0] {""}
       *[other] {" fra træk "}{ $from }
    }
delay = { $time } forsinkelse per træk{ $from ->
        [0] {""}
       *[other] {" fra træk "}{ $from }
    }
control-error = betænkningstiden "{ $text }" kan ikke forstås; skriv fx 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 eller 5400d5, hver tid højst { $hours } timer
# A control that reads but is most likely a slip (decisions.md).
control-swapped = betænkningstiden "{ $text }" ville være { $moves } træk på { $minutes } minutter; for { $minutes } træk på { $moves } minutter skriv { $moves }/{ $minutes }{ $rest } eller { $minutes }/{ $seconds }
control-no-base = betænkningstiden "{ $text }" giver ingen tid fra start; skriv for eksempel 3+2 (3 minutter, derefter 2 sekunders tillæg per træk)
control-seconds = i betænkningstiden "{ $text }": menes { $number } i minutter eller i sekunder? For minutter skriv { $number }m (eller { $seconds }), for sekunder { $number }s
cadence-error = tidsintervallet "{ $text }" kan ikke forstås; skriv fx "5m, 1m<10m, 10s<1m" (hvert 5. minut, hvert minut under 10 minutter, hvert 10. sekund under 1 minut), hver tid højst { $hours } timer

## The move workflow

correction = Rettelse: { $announcement }
confirmed = Gentaget af modstanderen.
completed = { $by ->
        [white] { -white(case: "upper") } har fuldført træk { $number }. { -black(case: "upper") } er i trækket.
       *[black] { -black(case: "upper") } har fuldført træk { $number }. { -white(case: "upper") } er i trækket.
    }
to-move = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trækket.
waiting-for-press = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk er annonceret; { $next ->
        [peg] skriv, hvordan det blev udført på blindeskakbrættet (peg ok), eller ret trækket (fix MOVE).
       *[press] tryk på uret (press) eller ret trækket (fix MOVE).
    }
# Said first by every answer about the position while a move is announced
# and not yet completed: the answer describes the position after it.
shown-after-pending = Stillingen efter { $by ->
        [white] { -white }
       *[black] { -black }
    }s annoncerede træk "{ $announcement }", endnu ikke fuldført.
pending = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk "{ $announcement }" er ikke fuldført endnu. { $next ->
        [peg] Skriv først, hvordan det blev udført på blindeskakbrættet (peg ok, peg MOVE eller peg FROM TO), eller ret trækket (fix MOVE).
       *[press] Tryk først på uret (press) eller ret trækket (fix MOVE).
    }
pending-after-answer = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk "{ $announcement }" er ikke fuldført endnu; { $dropped ->
        [true] svares der no:
       *[false] efter svaret:
    } { $next ->
        [peg] angiv, hvordan det blev udført på blindeskakbrættet (peg ok), eller ret det (fix MOVE).
       *[press] tryk på uret (press), eller ret det (fix MOVE).
    }
nothing-to-press = Intet træk er annonceret: skriv først trækket, derefter press.
nothing-to-fix = Der er intet annonceret træk at rette: skriv trækket.
nothing-to-confirm = Der er intet annonceret træk at bekræfte.
last-move = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }, træk { $number }: { $announcement }.{ $completed ->
        [true] {""}
       *[false] {" "}Endnu ikke fuldført.
    }
no-moves = Der er ikke spillet noget træk endnu.

## Draws, claims, results

draw-offered = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } tilbyder remis.
draw-declined = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } afslår remistilbuddet.
no-offer = Der er intet remistilbud.
offer-standing = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud står stadig: { $early ->
        [true] afslå det først (decline); remis kan først aftales, når hver spiller har udført et træk (regler 2017, 5.2.3).
       *[false] tag imod det eller afslå det først (accept, decline).
    }
agreement-too-early = Remis kan først aftales, når hver spiller har udført et træk (regler 2017, 5.2.3).
offer-open = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud står: { $early ->
        [true] remis kan først aftales, når hver spiller har gjort et træk (reglerne fra 2017, 5.2.3); afslå det (decline), eller et træk afslår det.
       *[false] tag imod det eller afslå det (accept, decline); et træk afslår det også.
    }
claim = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } kræver remis { $kind ->
        [threefold] ved trefoldig gentagelse
       *[fifty] efter 50-træksreglen
    }: { $correct ->
        [true] kravet er korrekt
       *[false] { $written ->
            [true] kravet er ikke korrekt; spillet fortsætter med det noterede træk
           *[false] kravet er ikke korrekt; spillet fortsætter
        }
    }.
claim-with-pending = Et træk er allerede annonceret. Kræv remis, før trækket udføres, med det træk, du vil spille: claim { $kind } MOVE.
ended = { $reason ->
        [checkmate] Skakmat.
        [stalemate] Pat.
        [dead-position] Ingen af siderne kan sætte mat: død stilling.
        [fivefold] Samme stilling for femte gang.
        [seventy-five-moves] 75 træk af hver side uden slag eller bondetræk.
        [resignation] { $by ->
            [white] { -white(case: "upper") }
            [black] { -black(case: "upper") }
           *[none] {""}
        } opgiver.
        [agreement] { $by ->
            [white] { -white(case: "upper") }
            [black] { -black(case: "upper") }
           *[none] {""}
        } tager imod remistilbuddet.
        [threefold] Remis ved trefoldig gentagelse, krævet af { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
        [fifty-moves] Remis efter 50-træksreglen, krævet af { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
        [time] { $by ->
            [white] { -white(case: "upper") } kræver partiet på tid.
            [black] { -black(case: "upper") } kræver partiet på tid.
           *[none] Begge plader er faldet.
        }
       *[arbiter] Dommeren fastsætter resultatet.
    } { $result ->
        [white-wins] { -white(case: "upper") } vinder, 1-0.
        [black-wins] { -black(case: "upper") } vinder, 0-1.
       *[draw] Partiet er remis, 1/2-1/2.
    }

## The game file

new-game = Nyt parti.{ $has_white ->
        [true] {" "}{ -white(case: "upper") }: { $white }.
       *[false] {""}
    }{ $has_black ->
        [true] {" "}{ -black(case: "upper") }: { $black }.
       *[false] {""}
    } { $blind ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } spiller på blindeskakbrættet. Betænkningstid: { $control }. Regler fra { $laws }.
resumed = Partiet er genoptaget ved træk { $number }. { $status }
time-while-closed = Mens annabella var lukket, gik { $color ->
        [white] { -white }s ur videre: { -white }
       *[black] { -black }s ur videre: { -black }
    } har brugt { $span } i mellemtiden.
setup-ignored = Partiets egne indstillinger gælder; ikke brugt: { $options }.
told-now = Fra nu af i dette parti: { $options }.
assistant-on-resume = Skal { $name } assistere fra nu af, så skriv: assistant on { $name }
resume-at-on-resume = Tid og sted for genoptagelsen angives med envelope TEXT, fx envelope 2026-11-22 10:00, sal B.
over-at-start = Intet parti kan begynde fra denne stilling: { $reason ->
        [checkmate] den er skakmat.
        [stalemate] den er pat.
       *[other] ingen af siderne kan sætte mat.
    }
started-from = Partiet begynder fra den angivne stilling, ved træk { $number } med { $side ->
        [white] hvid
       *[black] sort
    } i trækket. Skriv board for at høre den.

## Two boards, two scoresheets, the assistant, the arbiter, adjournment

misplaced = { $piece } på { $on } skal stå på { $should_be }
extra = { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) på { $on } skal ikke stå der
missing = { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) mangler på { $on }
replaced = { $have } ({ $have_side ->
        [white] { -white }
       *[black] { -black }
    }) står på { $on } i stedet for { $want } ({ $want_side ->
        [white] { -white }
       *[black] { -black }
    })
board-differs = Dit bræt afviger: { $item }.
peg-other-move = Er { $written } det udførte træk, så ret i stedet annonceringen: fix { $written }.
boards-agree = Blindeskakbrættet stemmer overens med partiet.
diff-heading = Blindeskakbrættet afviger fra partiet { $places ->
        [one] ét sted
       *[other] { $places } steder
    }; { $steps ->
        [one] ét trin retter
       *[other] { $steps } trin retter
    } det.
diff-item = Blindeskakbrættet: { $item }.
eboard-differs = Det elektroniske bræt afviger fra partiet { $places ->
        [one] ét sted
       *[other] { $places } steder
    }.
eboard-item = På det elektroniske bræt: { $item }.
eboard-agrees = Det elektroniske bræt stemmer igen med partiet.
eboard-connected = Det elektroniske bræt på { $path } er forbundet.
eboard-lost = Det elektroniske bræt på { $path } svarer ikke ({ $why }): sæt det i igen; partiet fortsætter.
eboard-promotion = Det elektroniske bræt viser { $piece } på { $square } ved forvandlingen: var en anden brik ment, så skriv fix med den.
step-line = Trin { $number } af { $count }: { $step }.
peg-fixed-hint = Når blindeskakbrættet er rettet, skriv peg fixed.
step-move = flyt { $piece } fra { $from } til { $to }
step-remove = fjern { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) fra { $from }
step-put-back = sæt { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) tilbage på { $on }
step-lift = løft { $piece } fra { $from } og hold brikken
step-place = sæt { $piece }, som du holder, på { $on }
peg-fixed = Blindeskakbrættet er rettet: det stemmer overens med partiet.
peg-needed = Skriv først, hvordan trækket blev udført på blindeskakbrættet: peg ok, peg MOVE eller peg FROM TO.
diff-peg-pending = Blindeskakbrættet stemmer overens med partiet før det annoncerede træk.
diff-peg-enter = Skriv, hvordan trækket blev udført: peg ok, peg MOVE eller peg FROM TO.
nothing-to-peg = Der er ikke spillet noget træk endnu: der er intet at registrere på blindeskakbrættet.
bad-peg-squares = "{ $text }" er ikke et træk på blindeskakbrættet: angiv to felter, det første med en brik på, fx peg g1 f3.
after-move = efter { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }
game-start = ved partiets start
sheet-notes = Noter til dommeren (på engelsk, som i PGN):
nothing-written = intet
sheets-agree = Begge noteringslister stemmer overens frem til stillingen { $through }.
correct-peg-board = Noteringslisterne stemmer overens, så det bræt, der afviger, rettes ({ $rule }): blindeskakbrættet.
correct-other-board = Blindeskakbrættet stemmer overens med noteringslisterne. Hvis brætterne afviger, stilles modstanderens bræt op i stillingen fra noteringslisterne ({ $rule }).
sheets-differ = Noteringslisterne afviger første gang ved { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }. Her { $ours }, på den anden liste { $theirs }. Forslag ({ $rule }): gå tilbage til stillingen { $back_to }. Urene, som de stod dengang: { -white } { $white_left } tilbage; { -black } { $black_left } tilbage. Skriv rollback for at gøre det; dommeren kan bagefter ændre urene med setclock.
sheets-differ-announced = { $ours } er det annoncerede træk, som endnu ikke er fuldført. Blev { $theirs } spillet, så ret i stedet annonceringen: fix { $theirs }.
sheet-pending = Endnu ikke på noteringslisten: { $by ->
        [white] { -white }
       *[black] { -black }
    }, træk { $number }, { $written }, annonceret og ikke fuldført.
clocks-started = Reklamationen godkendes ikke: { $side ->
        [white] { -white }
       *[black] { -black }
    }s ur går igen.
# What a proposal will do, said before yes (decisions.md "Proposals and
# their consequences"): each part a sentence.
proposal-end-undone = Resultatet { $result } tages tilbage med det, og partiet fortsætter.
proposal-replaces = Det erstatter det registrerede resultat, { $result }.
proposal-unplayed = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s annoncerede træk "{ $announcement }", der ikke er fuldført, spilles ikke; noteringen beholder det som taget tilbage.
proposal-rollback = Tilbage til stillingen { $back_to }; trækkene derefter tages tilbage. Urene da: { -white } { $white_left } tilbage; { -black } { $black_left } tilbage.
proposal-illegal = Ulovligt træk af { $by ->
        [white] { -white }
       *[black] { -black }
    } (nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; regler fra { $year }, { $rule }): stillingen før trækket genoprettes.
time-taken = { $span } trukket fra { $color ->
        [white] { -white }
       *[black] { -black }
    }s ur.
clock-then = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har da { $left } tilbage.
moves-then = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har da { $completed } træk fuldført.
proposal-flag-stays = Ved no: flaget forbliver faldet, og kravet kan fremsættes igen (claim time).
proposal-offer-lapses = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud bortfalder dermed.
flag-stands-again = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s plade regnes ikke længere som faldet.
flag-will-fall = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s plade falder.
proposal-if-no = Ved no: { $what }
claim-not-upheld = reklamationen regnes som forkert, og urene går igen.
written-move-played = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } spiller trækket, der blev skrevet med reklamationen, "{ $said }".
penalty-proposed = Derefter foreslås: { $what }
# Both flags are down; the program knows which fell first (or, set by
# hand, that it cannot be known).
flags-both = Begge plader er faldet; { $first ->
        [white] { -white }
       *[black] { -black }
    }s faldt først: en reklamation på tid er for { $other ->
        [white] { -white }
       *[black] { -black }
    } (vejledende).
flags-both-unknown = Begge plader er faldet, og hvilken der faldt først, kan ikke vides: { $outcome ->
        [draw] en reklamation på tid giver remis ({ $rule }).
        [play-on] før den sidste periode fortsætter partiet ({ $rule }) uden reklamation på tid.
       *[arbiter] disse regler giver kun remis i partier uden tillægstid ({ $rule }); dommeren afgør det, med result hvis partiet slutter.
    }
proposal-open = Et forslag venter først på svar: yes registrerer det, no afviser det (status siger det igen).
seal-what = Hvilket træk skal forsegles? Skriv det med kommandoen, for eksempel: seal Sf3.
fix-same = Det er det annoncerede træk: intet at rette.
# A time typed with no unit outside a time control: both meanings.
unitless-time = { $number } minutter eller { $number } sekunder? Skriv { $prefix } { $number }m eller { $prefix } { $number }s.
colon-time = { $typed } som timer og minutter eller som minutter og sekunder? Skriv { $prefix } { $first }h{ $second }m eller { $prefix } { $first }m{ $second }s.
seal-pending = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s annoncerede træk er det forseglede træk: skriv seal alene for at forsegle det.
end-not-fixable = Trækket, der afsluttede partiet, kan ikke længere rettes med fix: der er indtastet noget andet efter det.
after-end = { $can ->
        [fix] Indtil noget andet skrives, retter fix MOVE trækket, der afsluttede partiet. Dommeren kan stadig tage trækket tilbage med illegal eller compare; result registrerer et andet resultat. { -after-end-rest }
        [move] Dommeren kan stadig tage trækket, der afsluttede partiet, tilbage med illegal eller compare; result registrerer et andet resultat. { -after-end-rest }
       *[other] Dommeren kan stadig registrere et andet resultat med result. { -after-end-rest }
    }
-after-end-rest = Forespørgslerne svarer stadig (sheet, board, square, time, status); setclock og addtime stiller stadig urene; efter quit skriver annabella export partiet ud.
record-question = Skal registreres: { $what } { $over ->
        [true] Skriv yes for at registrere det eller no for at lade partiet stå, som det er.
       *[false] Skriv yes for at registrere det eller no for at spille videre.
    }
record-cancelled = Intet blev registreret.
nothing-to-answer = Der er intet åbent spørgsmål: yes og no besvarer et forslag (en tilbagerulning, et resultat, der skal registreres).
fix-after-press = Det sidste træk er fuldført: uret er trykket. Det kan ikke længere rettes. Kun dommeren kan tage det tilbage (illegal), ellers afgør noteringerne det (compare).
rolled-back = Partiet er sat tilbage til stillingen { $back_to }. Urene er stillet: { -white } { $white_left } tilbage; { -black } { $black_left } tilbage. { $to_move ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trækket. Trækkene, der blev taget tilbage, bliver stående i partifilen.
nothing-to-roll-back = { $compared ->
        [true] Den sidste sammenligning fandt ingen forskel mellem noteringslisterne: der er intet at gå tilbage til.
       *[false] Der er ingen forskel mellem noteringslisterne at gå tilbage fra: sammenlign dem først (compare MOVES).
    }
# The other sheet stops before the game ends: what it has agrees (D.2.9;
# decisions.md "Comparing scoresheets"). $far when more than one move is missing.
sheets-behind = Den anden noteringsliste stemmer overens med partiet, frem til stillingen { $through }. Den slutter der: resten er endnu ikke noteret på den.
sheet-far-behind = Den er mere end ét træk bagud: få den ført ajour, og sammenlign så igen.
# The other sheet goes on past the game's last move with $extra.
sheets-ahead = Begge noteringslister stemmer overens frem til stillingen { $through }, hvor partiet står. Den anden liste fortsætter med { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }: { $extra }. Hvis det blev spillet, så skriv det som et træk; intet tages tilbage.
sheet-unreadable = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number } på den anden noteringsliste, "{ $text }", er ikke et træk i sin stilling: intet blev sammenlignet. Kontrollér den notering, og skriv listen igen, med bogstaver eller med ord.
sheet-ambiguous = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number } på den anden noteringsliste, "{ $text }", passer på { $candidates }: intet blev sammenlignet. Spørg, hvilket der blev spillet, og skriv listen igen med det træk skrevet helt ud.
sheet-ahead-stops = Derefter står der "{ $text }" på den anden liste, { $candidates ->
        [none] som ikke er et træk i sin stilling.
       *[other] som passer på { $candidates }.
    }
# Bare compare: the other sheet entered a line at a time.
sheet-entry-start = Skriv trækkene fra den anden noteringsliste, et eller flere på en linje, med bogstaver eller med ord. Skriv end eller en tom linje for at sammenligne dem, eller cancel for at afbryde.
sheet-entry-next = Næste: { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }.
sheet-entry-read = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number }: { $written }, { $words }.
sheet-entry-again = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number }, "{ $text }", er ikke et træk i sin stilling: skriv det igen.
sheet-entry-ambiguous = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number }, "{ $text }", passer på { $candidates }: skriv det, der blev spillet.
sheet-entry-command = "{ $text }" er en kommando: skriv her trækkene fra den anden noteringsliste. Skriv end for at sammenligne dem, eller cancel for at afbryde.
sheet-entry-cancelled = Indtastningen af noteringslisten er afbrudt: intet blev sammenlignet.
sheet-entry-empty = Der blev ikke skrevet nogen træk: intet blev sammenlignet.
assistant-set = { $has_name ->
        [true] Assistent: { $name }. Anvisningerne rettes nu til assistenten.
       *[false] Ingen assistent: anvisningerne rettes til spilleren.
    }
claim-time-hint = Kræv det med: claim time.
hearing-needs-assistant = En hørehandicappet modstander kræver en assistent (reglerne fra 2017, { $rule }). Start partiet med --assistant NAME.
assistant-required = En hørehandicappet modstander kræver en assistent (reglerne fra 2017, { $rule }): assistenten bliver. En anden navngives med assistant NAME.
touched = Noteret til dommeren: { $side ->
        [white] { -white }
       *[black] { -black }
    } rørte { $what }, { $at } efter start.
bad-square = "{ $text }" er ikke et felt: skriv fx touch { $example }.
nothing-to-touch = Der står intet på { $square }: kun en berørt brik noteres til dommeren.
illegal-declared = Ulovligt træk af { $by ->
        [white] { -white }
       *[black] { -black }
    } registreret (nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; regler fra { $year }, { $rule }); stillingen før trækket er genoprettet. { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trækket.
# report illegal MOVE: a move the app refused was made on a board.
illegal-report = Ulovligt træk "{ $input }" af { $by ->
        [white] { -white }
       *[black] { -black }
    }, udført på brættet (nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; regler fra { $year }, { $rule }).
illegal-reported = Ulovligt træk "{ $input }" af { $by ->
        [white] { -white }
       *[black] { -black }
    } registreret til dommeren.{ $goes_on ->
        [true] {" "}{ $by ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } er i trækket og skal spille et lovligt træk.
       *[false] {""}
    }
# The penalty a report would record: $what is the time added or the result.
report-penalty = Straf: { $what }
report-hint = Hvis det blev udført på brættet, så meld det til dommeren: report illegal { $input }
report-legal = "{ $input }" er et lovligt træk her: skriv det som trækket.
no-move-to-declare = Der er intet fuldført træk at erklære ulovligt.
no-flag = Intet flag er faldet: et krav på tid kræver, at modstanderens flag er faldet.
sealed = Forseglet træk registreret, træk { $number }. Uret er stoppet; partiet er afbrudt (hængeparti).
adjourned = Partiet er afbrudt (hængeparti): { $by ->
        [white] { -white }
       *[black] { -black }
    } har forseglet træk { $number }. Ved genoptagelsen, når modstanderen er klar til at svare, skriv unseal. Indtil da venter træk, blindeskakbrættet, reklamationer og compare. Disse virker: draw, accept, decline, resign, result, addtime, setclock, assistant og envelope. Forespørgslerne virker også: time, status, sheet, last, board.
unsealed = Det forseglede træk er åbnet: { $by ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }.
not-adjourned = Intet er forseglet: partiet er ikke afbrudt.
envelope =
    Afbrudt parti (hængeparti): kuvert med forseglet træk
    { -white(case: "upper") }: { $white }
    { -black(case: "upper") }: { $black }
    Stilling før det forseglede træk: { $position }
    FEN: { $fen }
    Brugt tid: { -white } { $white_used }, { -black } { $black_used }
    Forseglet af: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Nummer på det forseglede træk: { $number }
    Stående remistilbud: { $offer ->
        [white] ja, fra { -white }
        [black] ja, fra { -black }
       *[none] intet
    }
    Genoptagelse: { $has_resume ->
        [true] { $resume }
       *[false] fastsættes af dommeren
    }
# The inside sheet of the envelope (decisions.md "Reports for the arbiter"):
# the scoresheet lines follow it, then envelope-sealed.
envelope-inside =
    Afbrudt parti (hængeparti): kuvertens inderside, til dommeren
    { -white(case: "upper") }: { $white }
    { -black(case: "upper") }: { $black }
    Forseglet af: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Noteringsliste til og med det forseglede træk:
envelope-sealed = Forseglet træk: { $number }{ $side ->
        [white] .
       *[black] ...
    } { $written }
envelope-written = Kuvert skrevet. Ydersiden, uden trækket: { $text } (tekst). Ydersiden i punktskrift: { $braille }. Indersiden, med noteringslisten og det forseglede træk: { $inside } (tekst). Indersiden i punktskrift: { $inside_braille }.
resume-needed = Dato, klokkeslæt og sted for genoptagelsen er ikke fastsat endnu; angiv dem med envelope TEXT, fx envelope 2026-11-22 10:00, sal B.

## Board exploration

# Where the vocabulary has no phrase of its own: "tårn" is neuter, "hvidt
# tårn" (sort is the same in both genders). A rook named in another language
# (a mixed voice's "Turm") keeps the common form.
square-piece = { $square }: { $has_phrase ->
        [true] { $phrase }
       *[false] { $color ->
            [white] { $role ->
                [rook] { $native ->
                    [true] hvidt
                   *[false] hvid
                }
               *[other] hvid
            }
           *[black] sort
        } { $piece }
    }
square-empty = { $square }: tom
empty-run = { $n } { $n ->
        [one] tom
       *[other] tomme
    }
line-report = { $items }.
pieces-report = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }: { $has_items ->
        [true] { $items }
       *[false] ingen
    }.
moves-report = { $piece_and_square } har { $count } træk: { $moves }.
no-moves-from = { $piece_and_square } kan ikke flytte.
no-piece-here = Der står ingen brik på { $square }.
attack-report = { $square }: { $has_attackers ->
        [true] angrebet af { $attackers }
       *[false] ikke angrebet
    }; { $has_defenders ->
        [true] dækket af { $defenders }
       *[false] ikke dækket
    }.
board-flipped = Brættet ses fra { $black_below ->
        [true] { -black }
       *[false] { -white }
    }s side.

## Lister, en linje for hvert punkt eller hver række af punkter

rank-line = Række { $rank }, { $sides }.
rank-side = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $pieces }
rank-empty = Række { $rank }: tom.
piece-plural = { $role ->
        [king] konger
        [queen] dronninger
        [rook] tårne
        [bishop] løbere
        [knight] springere
       *[pawn] bønder
    }
kind-squares = { $first ->
        [true] { $count ->
            [one] { $color ->
                [white] { $role ->
                    [rook] Hvidt
                   *[other] Hvid
                }
               *[black] Sort
            } { piece }
           *[other] { $count } { $color ->
                [white] hvide
               *[black] sorte
            } { piece-plural }
        } på
       *[false] { $color ->
            [white] Hvide
           *[black] Sorte
        } { piece-plural } også på
    } { $squares }.
kind-none = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har { $role ->
        [rook] intet
       *[other] ingen
    } { piece }.
square-control = { $square }, { $has_pieces ->
        [true] { $attacked ->
            [true] angrebet
           *[false] dækket
        } af { side }: { $pieces }
       *[false] ikke { $attacked ->
            [true] angrebet
           *[false] dækket
        } af { side }
    }.
sheet-too-short = Noteringslisten går til træk { $last }: træk { $from } er ikke spillet endnu.
not-a-square = "{ $text }" er ikke et felt: skriv for eksempel square f7 eller square Frederik syv.
not-a-kind = "{ $text }" er ikke en slags brik: skriv for eksempel pieces hvid tårne.

## Partier fra PGN: et overtaget parti, partier gennemgået

taken-over = Overtaget fra parti { $number } i { $file }: { $moves ->
        [0] ingen træk spillet
        [one] ét træk spillet
       *[other] { $moves } træk spillet
    }. Partiet fortsætter ved træk { $next } med { $side ->
        [white] { -white }
       *[black] { -black }
    } i trækket. Skriv board for at høre stillingen.
taken-over-tags = { $has_event ->
        [true] Turnering: { $event }.{" "}
       *[false] {""}
    }{ $has_site ->
        [true] Sted: { $site }.{" "}
       *[false] {""}
    }{ $has_round ->
        [true] Runde: { $round }.{" "}
       *[false] {""}
    }{ $has_date ->
        [true] Dato: { $date }.
       *[false] {""}
    }
taken-over-clocks = Urene som filen efterlod dem: { $has_white ->
        [true] { -white } { $white } tilbage
       *[false] { -white } efter betænkningstiden
    }, { $has_black ->
        [true] { -black } { $black } tilbage.
       *[false] { -black } efter betænkningstiden.
    }
taken-over-result = Filen angiver resultatet { $result } ({ $kind ->
        [white-wins] { -white } vandt
        [black-wins] { -black } vandt
       *[draw] remis
    }), men stillingen er ikke afgjort: der spilles videre fra den.
pgn-no-games = { $file } indeholder ingen partier.
pgn-no-such-game = Der er intet parti { $number }: filen indeholder { $count ->
        [one] ét parti
       *[other] { $count } partier
    }.
pgn-game-problem = Parti { $number }, linje { $line }: { $problem }.
pgn-problem-at = Linje { $line }: { $problem }.
pgn-chess960 = det er et Chess960-parti; annabella spiller kun almindelig skak
pgn-variant = det er et parti { $variant }; annabella spiller kun almindelig skak
pgn-illegal = { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } { $ambiguous ->
        [true] kan være mere end ét træk der
       *[false] er ikke et lovligt træk der
    }; partiet er læst indtil da
pgn-no-move = "{ $word }" er ikke et træk; partiet er læst til trækket før
pgn-syntax = filen er ødelagt der ({ $detail })
pgn-beyond-most = annabella læser de første { $most } partier i en fil, og parti { $number } ligger efter dem. Del filen for at nå det.
pgn-most-games = Filen indeholder flere partier, end annabella viser: de første { $most } læses.
pgn-open-comment = en kommentar, der begynder her med {"{"}, lukkes aldrig; partierne efter den læses
pgn-open-variation = en variant, der begynder med (, lukkes aldrig; trækkene efter den læses som variantens
pgn-open-tag = et tag her lukkes aldrig eller er længere, end annabella læser
pgn-fragment = dette er resten af partiet før, hvis tag-linje er ødelagt; begyndelsen mangler
pgn-utf16 = filen er UTF-16-tekst; annabella læser PGN i UTF-8 eller Windows-1252: gem den som UTF-8
pgn-too-long = partiet har flere træk, kommentarer eller varianter end noget spillet parti; det er læst til dér
pgn-changed = Parti { $number } kan ikke længere læses fra filen: den er ændret, flyttet eller slettet, siden den blev åbnet. Åbn filen igen.
pgn-game = { $number }: { $white } mod { $black }, { $result }{ $has_date ->
        [true] , { $date }
       *[false] {""}
    }{ $has_event ->
        [true] , { $event }
       *[false] {""}
    }, { $moves ->
        [one] ét træk
       *[other] { $moves } træk
    }.
pgn-games = { $count ->
        [one] Filen indeholder ét parti:
       *[other] Filen indeholder { $count } partier:
    }
nag = { $nag ->
        [1] godt træk
        [2] fejl
        [3] fremragende træk
        [4] grov fejl
        [5] interessant træk
        [6] tvivlsomt træk
        [7] tvungent træk
        [10] lige stilling
        [13] uklar stilling
        [14] { -white(case: "upper") } står lidt bedre
        [15] { -black(case: "upper") } står lidt bedre
        [16] { -white(case: "upper") } står bedre
        [17] { -black(case: "upper") } står bedre
        [18] { -white(case: "upper") } står til gevinst
        [19] { -black(case: "upper") } står til gevinst
        [22] { -white(case: "upper") } er i træktvang
        [23] { -black(case: "upper") } er i træktvang
        [36] { -white(case: "upper") } har initiativet
        [37] { -black(case: "upper") } har initiativet
        [40] { -white(case: "upper") } har angreb
        [41] { -black(case: "upper") } har angreb
        [132] { -white(case: "upper") } har modspil
        [133] { -black(case: "upper") } har modspil
        [146] nyhed
       *[other] kommentartegn { $nag }
    }
replay-opened = Parti { $number } af { $count }: { $white } mod { $black }, { $result }{ $has_date ->
        [true] , { $date }
       *[false] {""}
    }, { $moves ->
        [one] ét træk
       *[other] { $moves } træk
    }.
replay-from-position = Det begynder fra en stilling: træk { $number }, { $side ->
        [white] { -white }
       *[black] { -black }
    } i trækket.
replay-damaged = Partiet kan kun læses til linje { $line }: { $problem }.
replay-how = Tryk Enter eller skriv next for næste træk; help viser kommandoerne.
replay-choose = Skriv game og et nummer for at høre det parti, fx game 2.
replay-choose-first = Intet parti er åbent. Skriv games for at få dem opremset, game 2 for at åbne det andet.
replay-usage = { $command } skal have mere: for eksempel "{ $example }".
replay-unknown = "{ $word }" er ikke en kommando til gennemgang. Skriv help for at få kommandoerne.
help-example = Eksempel: { $example }
help-other-words = Kan også skrives: { $words }
help-unknown = Der er ingen hjælp om "{ $word }".
help-heading = Kommandoen { $command }
replay-hints = { $comment ->
        [true] En kommentar: skriv comment.{ $variations ->
            [0] {""}
            [one] {" "}Ét andet træk: skriv variations.
           *[other] {" "}{ $variations } andre træk: skriv variations.
        }
       *[false] { $variations ->
            [one] Ét andet træk: skriv variations.
           *[other] { $variations } andre træk: skriv variations.
        }
    }
replay-game-end = Det var sidste træk. { $result }
replay-variation-end = Det er slutningen på varianten. Skriv leave for at gå tilbage.
replay-at-start = { $variation ->
        [true] Ved begyndelsen af varianten.
       *[false] Ved begyndelsen af partiet.
    }
replay-after = Efter { $move_said }.
replay-no-move = Der er intet træk { $number } for { $side ->
        [white] { -white }
       *[black] { -black }
    } her: trækkene går fra { $first } til { $last }.
replay-who = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } i trækket, træk { $number }.{ $depth ->
        [0] {""}
        [1] {" "}I en variant.
       *[other] {" "}I en variant, { $depth } niveauer inde.
    }
replay-no-comment = Ingen kommentar her.
replay-no-variations = Filen giver intet andet træk her.
replay-variations-heading = { $count ->
        [one] Ét andet træk her:
       *[other] { $count } andre træk her:
    }
replay-enter-how = Skriv variation og dens nummer for at høre den, fx variation 1.
replay-no-variation = Der er ingen variant { $number } her: { $count ->
        [0] filen giver intet andet træk her.
        [one] der er én.
       *[other] der er { $count }.
    }
replay-entered = Variant { $number }{ $depth ->
        [1] {""}
       *[other] , { $depth } niveauer inde
    }:
replay-not-in-variation = Dette er selve partiet, ikke en variant.
replay-left = { $depth ->
        [0] Tilbage i partiet.
       *[other] Tilbage i varianten.
    }
replay-result = Resultat: { $kind ->
        [white-wins] { $result }, { -white } vandt.
        [black-wins] { $result }, { -black } vandt.
        [draw] { $result }, remis.
       *[other] ikke angivet; partiet er måske ikke færdigt.
    }
replay-games-found = { $count ->
        [0] Ingen af filens { $total } partier indeholder "{ $find }".
        [one] Ét af filens { $total } partier indeholder "{ $find }":
       *[other] { $count } af filens { $total } partier indeholder "{ $find }":
    }
replay-games-page = Parti { $from } til { $to } af { $count }.{ $has_next ->
        [true] {" "}Skriv { $next } for de næste.
       *[false] {""}
    }
replay-no-page = Der er ingen side { $page }: { $pages ->
        [one] listen har én side.
       *[other] listen har { $pages } sider.
    }
replay-no-tags = Partiet har ingen oplysninger.
help-replay-next = next eller Enter: næste træk; next 5: de næste fem
help-replay-back = back: tag sidste træk tilbage; back 3: tre
help-replay-first = first: begyndelsen (af partiet eller af den variant, du er i)
help-replay-last = last: slutningen (af partiet eller af den variant, du er i)
help-replay-go = go 12: efter hvids 12. træk; go 12 black: efter sorts; go 0: begyndelsen
help-replay-who = who: hvem der er i trækket, og ved hvilket træk
help-replay-board = board: stillingen, én linje pr. række; board white: hvids brikker efter slags
help-replay-square = square f7: hvad der står på et felt, og hvad der angriber og dækker det
help-replay-pieces = pieces white rooks: hvor én sides brikker af en slags står
help-replay-moves = moves: trækkene indtil nu, én linje pr. træk-par
help-replay-comment = comment: kommentaren til det træk, du lige har hørt
help-replay-variations = variations: de andre træk, filen giver for det træk, du lige har hørt
help-replay-variation = variation 2: hør den anden af dem
help-replay-leave = leave: ud af en variant, tilbage til hvor du gik ind
help-replay-result = result: partiets resultat
help-replay-tags = tags: alt hvad filen siger om partiet (turnering, spillere, dato …)
help-replay-games = games: filens partier, ét pr. linje, 20 ad gangen; games 2: anden side; games Morphy: en spillers, turnerings eller datos partier
help-replay-game = game 2: hør filens andet parti
help-replay-help = help: denne liste; repeat, quiet, rate N og volume N virker som under spillet
help-replay-quit = quit: afslut

## Shell: speech, the game file, line mode and the full-screen interface.
## Only src/shell asks for these.

speech-backend = { $backend ->
        [clips] Tale: den indbyggede stemme.
        [tts] Tale: systemets stemme.
        [reader] Tale: gennem skærmlæseren, med dens egen stemme og hastighed.
        [text] Tale: kun udskrevne linjer (ingen lydenhed eller taletjeneste svarede, eller tekst blev valgt).
       *[other] Tale: slået fra.
    }
screen-reader-running = En skærmlæser kører: med --speech reader taler annabella gennem den, med dens egen stemme og hastighed.
tui-needs-terminal = Fuldskærmsvisningen kræver en terminal: kør den i en, eller brug --line.
clip-fallback = Den indbyggede stemme har intet klip for "{ $word }": { $to ->
        [tts] systemets stemme siger den slags sætninger
       *[other] den slags sætninger bliver kun udskrevet
    }.
nothing-to-repeat = Der er endnu ikke meddelt noget træk.
speech-setting = { $what ->
        [rate] Taletempo
       *[other] Lydstyrke
    } { $percent } %.
earcons-set = { $on ->
        [true] Lydsignaler til: korte lyde markerer et fuldført træk, en afvisning og uret.
       *[false] Lydsignaler fra: ingen korte lyde, kun tale.
    }
pgn-choose-number = { $path } indeholder { $count } partier. Vælg et med --game-number, fx --game-number 2:
pgn-choose-more = Og { $more } til: annabella replay { $path } viser dem en side ad gangen og finder et parti efter spiller, turnering eller dato (games NAVN).
pgn-not-whole = { $path }: et parti overtages kun helt. { $problem }
game-file = Partifil: { $path }
journal-repaired = Partifilens sidste post var beskadiget og er udeladt. Partiet fortsætter fra hændelsen før den. En kopi af den beskadigede fil ligger i { $copy }.
journal-unreadable = { $path } kan ikke bruges som partifil: { $detail }. Filen er ikke ændret.
damage-not-a-game-file = dette er ikke en annabella-partifil (dens første linje er ikke partifilens hoved)
damage-inside = linje { $line } er beskadiget, og hele hændelser følger efter den: det er ikke en afbrudt skrivning
damage-no-game = filen indeholder intet parti (ingen starthændelse)
event-misfit = linje { $number } passer ikke til partiet ({ $detail })
damage-changed = linje { $line } er ændret, efter den blev skrevet (dens kontrolsum passer ikke)
damage-out-of-order = linje { $line } indeholder post { $found }, hvor post { $expected } hører til: linjer er flyttet, fjernet eller gentaget
damage-time-backwards = linje { $line } går tilbage i tiden (dens tid ligger før linjen over den)
input-not-text = Den linje er ikke tekst (ikke UTF-8), så den blev ikke læst. Skriv den igen.
input-too-long = Den linje er længere end { $max } tegn, så den blev ikke læst.
voice-silent = Systemstemmen giver ingen lyd (taletjenesten talte aldrig en sætning færdig): fra nu af skrives talen kun ud.
input-full = Linjen er fuld ({ $max } tegn): tryk Enter, eller slet.
journal-locked = { $path } er åben i et andet program. Luk partiet der først{ $readable ->
    [yes] ; annabella export kan stadig læse det.
   *[no] .
}
not-a-file = { $path } er ikke en fil (men en mappe, en enhed eller et rør): annabella læser partier fra filer.
not-a-folder = { $path } er en fil, ikke en mappe: der kan ikke laves en partifil under den.
io-problem = { $kind ->
        [gone] filen eller mappen findes ikke (længere)
        [full] disken er fuld
        [too-large] filen må ikke vokse mere (en grænse for filstørrelse)
        [denied] der er ikke tilladelse til at skrive der
        [read-only] disken er skrivebeskyttet
       *[other] { $detail }
    }
file-problem = { $path }: { $why }.
journal-lost = { $path } blev ændret af et andet program: { $change ->
        [gone] filen blev flyttet eller slettet
        [replaced] en anden fil står nu under dens navn
        [cut] den blev afkortet
        [overwritten] det, der stod i den, blev overskrevet
       *[grown] der blev skrevet noget andet i den
    }.
journal-lost-moved = Den ligger nu i { $moved }.
journal-lost-stopped = Der skrives ikke mere i den, og intet mere registreres her{ $entry ->
        [yes] : denne sidste indtastning er ikke med i partiet.
       *[no] .
    }
journal-lost-saved = Partiet, som det er registreret indtil nu, { $back ->
        [yes] ligger igen i { $saved }
       *[no] er gemt i { $saved }
    }. For at fortsætte: { $ending ->
        [yes] kør annabella play --game { $saved }
       *[no] afslut, og kør annabella play --game { $saved }
    }
journal-lost-unsaved = Partiet, som det er registreret indtil nu, kunne ikke gemmes ({ $why }). Skriv trækkene nedenfor op, og lad dommeren finde filen, før andet gøres.
journal-lost-unsaved-moved = Partiet kunne ikke gemmes igen ({ $why }), men den flyttede fil indeholder det, som det er registreret. For at fortsætte: afslut, og kør annabella play --game { $moved }
journal-lost-again = { $what ->
        [status] Intet registreres længere
        [end] Intet registreres længere
       *[entry] Ikke registreret
    }: partifilen blev ændret af et andet program. Partiet er i { $saved }: { $what ->
        [end] kør annabella play --game { $saved }
       *[other] afslut, og kør annabella play --game { $saved }
    }
journal-lost-again-unsaved = { $what ->
        [status] Intet registreres længere
        [end] Intet registreres længere
       *[entry] Ikke registreret
    }: partifilen blev ændret af et andet program. Afslut.
started-elsewhere = { $path }: et andet program startede et parti i denne fil i samme øjeblik. Intet blev skrevet. Kør kommandoen igen for at fortsætte det parti.
changed-while-opened = { $path } blev ændret af et andet program, mens annabella åbnede den. Intet blev skrevet. Kør kommandoen igen.
saved-ahead = { $path } indeholder mindre af partiet end { $saved }, som annabella gemte, da { $path } blev ændret af et andet program: fra { $path } ville træk gå tabt. For at fortsætte: annabella play --game { $saved }
no-game-but-saved = { $path } indeholder intet parti, men { $saved } indeholder partiet, som annabella gemte, da { $path } blev ændret af et andet program. For at fortsætte det: annabella play --game { $saved }. For at starte et nyt parti i { $path } skal { $saved } først flyttes.
saved-instead = Partiet, som annabella sidst registrerede det, blev gemt i { $saved }, da filen blev ændret af et andet program: annabella play --game { $saved }
saved-beside = { $saved } indeholder dette parti, som annabella sidst registrerede det, gemt da { $path } blev ændret af et andet program; de to er forskellige. For at fortsætte derfra i stedet: annabella play --game { $saved }
not-saved = Ikke gemt: { $why }. Intet af det er i partiet, og partifilen er som før. { $kind ->
        [full] Frigør plads, og indtast det så igen.
        [too-large] Flyt partifilen, hvor den må vokse, og indtast det så igen.
       *[other] Ret det, og indtast det så igen.
    }
damaged-tail = Den sidste post i { $path } er beskadiget og er udeladt her; play --game { $path } reparerer filen.
unknown-command = "{ $word }" er hverken en kommando eller et træk. Skriv help for at få kommandoerne.
usage = { $command ->
        [rate] rate tager et tal fra { $low } til { $high } (procent af normal hastighed): for eksempel "{ $example }".
        [volume] volume tager et tal fra { $low } til { $high } (procent): for eksempel "{ $example }".
        [result] result tager 1-0, 0-1 eller 1/2: for eksempel "{ $example }".
        [earcons] earcons tager on eller off: for eksempel "{ $example }".
        [claim] claim tager time, threefold eller fifty, og det træk, du vil spille: for eksempel "{ $example }".
        [report] report tager illegal og det udførte træk: for eksempel "{ $example }".
        [setclock] setclock skal have en farve og den tid, uret skal vise, fra { $low } til { $high } timer: for eksempel "{ $example }".
        [addtime] addtime skal have en farve og den tid, der lægges til, op til { $high } timer (tid trækkes fra ved at stille uret: setclock white 1h): for eksempel "{ $example }".
        [wait] wait skal have en tid op til { $high } timer: for eksempel "{ $example }".
       *[other] { $command } skrives sådan, for eksempel "{ $example }".
    }
manual-clock-only = Dette parti går på det rigtige ur; wait virker kun i et parti startet med play --manual-clock.
help-move = MOVE: annoncér et træk i enhver notation (e4, Sf3, "springer frederik tre")
help-fix = fix MOVE: ret det annoncerede træk, før der trykkes på uret
help-confirm = confirm: modstanderen har gentaget annonceringen
help-press = press: tryk på uret, så det annoncerede træk er fuldført
help-time = time: fuldførte træk, brugt tid og resterende tid for begge spillere
help-last = last: gentag det sidste træk; last 3: de sidste tre træk, ét pr. linje
help-board = board: stillingen, én linje pr. række; board white: hvids brikker efter slags
help-sheet = sheet: noteringen, én linje pr. trækpar; sheet 12: fra træk 12
help-square = square f7: hvad der står på et felt, og hvad der angriber og dækker det
help-pieces = pieces white rooks: hvor en sides brikker af en slags står
help-status = status: hvem der er i trækket, og hvad der ventes
help-draw = draw: tilbyd remis (draw white, draw black for at sige hvem)
help-accept = accept / decline: tag imod eller afslå et remistilbud
help-resign = resign: den blinde spiller opgiver; resign white|black: den side
help-claim = claim threefold MOVE / claim fifty MOVE: kræv remis med det træk, du vil spille
help-addtime = addtime COLOUR TIME: dommeren lægger tid til, fx addtime black 2m
help-setclock = setclock COLOUR TIME: dommeren stiller et ur, fx setclock white 1h2m3s
help-wait = wait TIME: med --manual-clock, lad tiden gå, fx wait 90s
help-peg = peg ok / peg MOVE / peg FROM TO: sidste træk, som det blev udført på brættet
help-peg-fixed = peg fixed: blindeskakbrættet er rettet
help-diff = diff: hvordan blindeskakbrættet afviger fra partiet, og hvordan det rettes
help-compare = compare MOVES: sammenlign den anden noteringsliste (alene: linjevis, så end)
help-rollback = rollback: tilbage til sidste træk, hvor noteringslisterne er ens (så yes)
help-assistant = assistant on NAME / assistant off: hvem der betjener tastaturet
help-touch = touch SQUARE: noter til dommeren, at modstanderen rørte en brik, fx touch e7
help-illegal = illegal: dommeren erklærer sidste fuldførte træk ulovligt
help-report = report illegal MOVE: meld et ulovligt træk udført på brættet (så yes)
help-result = result 1-0 / 0-1 / 1/2: dommerens resultat
help-claim-time = claim time: kræv partiet, når modstanderens flag er faldet
help-seal = seal MOVE: forsegl trækket ved afbrydelse (siges aldrig højt)
help-envelope = envelope TEXT: skriv kuverten, med dato, tid og sted for genoptagelsen
help-unseal = unseal: ved genoptagelsen, spil det forseglede træk
help-repeat = repeat: sig den sidste meddelelse igen
help-rate = rate N / volume N: taletempo og lydstyrke i procent, fx rate 120
help-earcons = earcons on / earcons off: de korte lyde for træk, skak, advarsler
help-quiet = quiet: stop talen nu
help-help = help: denne liste
help-quit = quit: afslut; partiet er gemt og kan genoptages
tui-prompt = Træk eller kommando:{" "}
tui-board-mode = Brættilstand: piletasterne flytter, Esc går tilbage til indtastning af træk.
tui-clock-title = Ur
tui-sheet-title = Noteringsliste
tui-peg-title = Blindeskakbræt
tui-help-title = Taster
tui-running = går
tui-flag = FLAG FALDET
tui-used = brugt
tui-moves = { $count } træk
tui-differs = afviger
tui-game-title = { $pending ->
        [true] Træk ikke fuldført
       *[false] Parti
    }
tui-too-small = Terminalen er for lille: { $width }×{ $height } kræves
tui-more-below = ▼ { $n ->
        [one] 1 linje mere
       *[other] { $n } linjer mere
    }: { $key }
tui-study-keys = Taster: Enter på en tom linje, højre pil eller { $next }, næste træk; venstre pil, tilbage; { $who }, hvor partiet står; { $big }, store bogstaver til eller fra; { $board_mode }, brættets taster som under spillet; { $quit }, afslut.
tui-no-key = Den tast bruges ikke her; { $key } for hjælp.
tui-big-text = Store bogstaver { $on ->
        [true] til
       *[false] fra
    }.
tui-exploring = { $peg ->
        [true] Blindeskakbrættet udforskes
       *[false] Partiets bræt udforskes
    }{ $differences ->
        [0] .
        [one] ; brætterne afviger på 1 felt.
       *[other] ; brætterne afviger på { $differences } felter.
    }
tui-other-board = { $peg ->
        [true] Blindeskakbræt
       *[false] Parti
    }: { $square }
tui-history-end = { $newest ->
        [true] Det var den nyeste linje.
       *[false] Det var den ældste gemte linje.
    }
tui-legend = På brættet: [ ] markør, * sidste træk, + skak, ! afviger fra det andet bræt.
key-read-back = læs den forrige linje i meddelelserne op
key-read-forward = læs den næste linje i meddelelserne op
key-switch-board = udforsk det andet bræt: partiet eller blindeskakbrættet
key-submit = send det skrevne træk eller den skrevne kommando
key-press = tryk på uret, så det annoncerede træk er fuldført
key-fix = ret det annoncerede træk, før der trykkes på uret
key-time = fuldførte træk, brugt tid og resterende tid for begge spillere
key-last = gentag det sidste træk
key-repeat = sig den sidste meddelelse igen
key-help = vis eller skjul listen over taster
key-big-text = vis det sidste træk med store bogstaver, eller gå tilbage
key-board-mode = udforsk brættet med markøren
key-quit = afslut; partiet er gemt og kan genoptages
key-page-up = vis de tidligere linjer af et langt svar
key-page-down = vis de senere linjer af et langt svar
key-up = markøren et felt op, væk fra siden nederst
key-down = markøren et felt ned, mod siden nederst
key-left = markøren et felt til venstre
key-right = markøren et felt til højre
key-flip = vend brættet: se det fra den anden side
key-square = sig feltet under markøren
key-scan-rank = læs markørens række op, fra a-linjen til h-linjen
key-scan-file = læs markørens linje op, fra række 1 til række 8
key-scan-diagonals = læs begge diagonaler gennem markøren op
key-list-pieces = nævn begge siders brikker
key-legal-moves = sig de lovlige træk for brikken under markøren
key-attackers = sig hvad der angriber og dækker feltet under markøren
key-next-king = markøren til næste konge
key-next-queen = markøren til næste dronning
key-next-rook = markøren til næste tårn
key-next-bishop = markøren til næste løber
key-next-knight = markøren til næste springer
key-next-pawn = markøren til næste bonde
key-files-ranks = I brættilstand springer a til h til en linje og 1 til 8 til en række.
