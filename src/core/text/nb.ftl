### Norsk bokmål: every sentence the program says or prints. en.ftl describes
### the variables; this file has the same messages.

# The colours are written in lower case, and capitalized at the start of a
# sentence: { -white(case: "upper") }.
-white = { $case ->
       *[lower] hvit
        [upper] Hvit
    }
-black = { $case ->
       *[lower] svart
        [upper] Svart
    }

-king = konge
-queen = dronning
-rook = tårn
-bishop = løper
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
then = deretter
unit = { $unit ->
        [hour] { $n ->
            [one] time
           *[other] timer
        }
        [minute] { $n ->
            [one] minutt
           *[other] minutter
        }
        [second] { $n ->
            [one] sekund
           *[other] sekunder
        }
       *[move] trekk
    }

## Moves that cannot be read or played

empty = skriv et trekk
unreadable = "{ $input }" kan ikke leses som et trekk; skriv f.eks. e4, Sf3, e2e4 eller "springer Felix tre"
unknown-word = "{ $input }": ordet "{ $word }" hører ikke til et trekk
game-over = partiet er slutt
ambiguous = "{ $input }" passer med flere trekk: { $candidates }; skriv mer nøyaktig hvilket du mener
promotion-piece = bonden når { $square }: si hvilken brikke den blir, f.eks. { $example }
no-piece = { $side ->
        [white] { -white }
       *[black] { -black }
    } har ingen { piece }
cannot-reach = ingen { piece }{ $from ->
        [file] {" "}fra { $from_file }-linjen
        [rank] {" "}fra { $from_rank }. rad
        [square] {" "}fra { $from_square }
       *[none] {""}
    } kan nå { $to }
empty-square = det står ingen brikke på { $square }
not-your-piece = brikken på { $square } tilhører { $owner ->
        [white] { -white }
       *[black] { -black }
    }
cannot-move-there = brikken på { $from } ({ piece }) kan ikke flytte til { $to }
own-piece = på { $square } står en brikke av samme farge ({ piece })
nothing-to-capture = det er ingenting å slå på { $square }
not-en-passant = det er ikke et en passant-slag
no-promotion = bare en bonde som når siste rad, forvandles
promotion-choice = en bonde kan bare bli dronning, tårn, løper eller springer
king-in-check = kongen ville stå i sjakk
in-check = kongen står i sjakk, og trekket opphever ikke sjakken
castle = { $side ->
        [king-side] kort rokade
       *[queen-side] lang rokade
    } er ikke mulig: { $block ->
        [no-rights] kongen eller tårnet har flyttet
        [in-check] kongen står i sjakk
        [blocked] det står brikker mellom konge og tårn
       *[attacked] kongen ville passere eller lande på et angrepet felt
    }
bad-move = { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number } "{ $input }": { $reason }
number-misplaced = trekknummeret "{ $written }" står der { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number } kommer
result-inside = resultatet "{ $token }" står før flere trekk: et resultat avslutter notasjonsskjemaet
result-contradicts = resultatet "{ $given }" passer ikke med trekkene, som ender { $ended }
bad-fen = stillingen "{ $fen }" kan ikke brukes: { $detail }
unknown-vocabulary = det finnes ikke noe ordforråd "{ $id }"; kjente: { $known }

## The talking clock

time-line = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }: { $completed } trekk fullført, { $used } brukt, { $flag ->
        [true] flagget har falt
       *[false] { $left } igjen
    }.
time-pending = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number } er annonsert, ikke fullført: det er ikke telt med ennå, og den klokken går.
left = { $span } igjen
flag-fell = { $color ->
        [white] { -white(case: "upper") }s flagg har falt. { -black(case: "upper") }
       *[black] { -black(case: "upper") }s flagg har falt. { -white(case: "upper") }
    } { $opponent_can_mate ->
        [true] kan fortsatt sette matt: et krav gir seier på tid (veiledende).
       *[false] kan ikke sette matt med materialet som er igjen: et krav gir remis (veiledende).
    }
time-added = { $span } lagt til { $color ->
        [white] { -white }
       *[black] { -black }
    }s klokke.
clock-set = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s klokke er stilt til { $left }.
clock-now = Manuell klokke: { $since_start } siden start.
period-moves = { $moves } trekk på { $time }
period-repeats = deretter det samme igjen for hver { $moves } trekk
period-rest = { $time } for resten av partiet
# $from: the move it starts at, said where the control has several periods (0: not said).
increment = { $time } tillegg per trekk{ $from ->
        [0] {""}
       *[other] {" fra trekk "}{ $from }
    }
delay = { $time } forsinkelse per trekk{ $from ->
        [0] {""}
       *[other] {" fra trekk "}{ $from }
    }
control-error = betenkningstiden "{ $text }" forstås ikke; skriv f.eks. 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 eller 5400d5, hver tid høyst { $hours } timer
# A control that reads but is most likely a slip (decisions.md).
control-swapped = tenketiden "{ $text }" ville være { $moves } trekk på { $minutes } minutter; for { $minutes } trekk på { $moves } minutter skriv { $moves }/{ $minutes }{ $rest } eller { $minutes }/{ $seconds }
control-no-base = tenketiden "{ $text }" gir ingen tid fra start; skriv for eksempel 3+2 (3 minutter, deretter 2 sekunders tillegg per trekk)
control-seconds = i tenketiden "{ $text }": menes { $number } i minutter eller i sekunder? For minutter skriv { $number }m (eller { $seconds }), for sekunder { $number }s
cadence-error = tidsintervallet "{ $text }" kan ikke forstås; skriv f.eks. "5m, 1m<10m, 10s<1m" (hvert 5. minutt, hvert minutt under 10 minutter, hvert 10. sekund under 1 minutt), hver tid høyst { $hours } timer

## The move workflow

correction = Rettelse: { $announcement }
confirmed = Gjentatt av motstanderen.
completed = { $by ->
        [white] { -white(case: "upper") } har fullført trekk { $number }. { -black(case: "upper") } er i trekket.
       *[black] { -black(case: "upper") } har fullført trekk { $number }. { -white(case: "upper") } er i trekket.
    }
to-move = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trekket.
waiting-for-press = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk er annonsert; { $next ->
        [peg] skriv hvordan det ble utført på blindesjakkbrettet (peg ok), eller rett trekket (fix MOVE).
       *[press] trykk på klokken (press) eller rett trekket (fix MOVE).
    }
# Said first by every answer about the position while a move is announced
# and not yet completed: the answer describes the position after it.
shown-after-pending = Stillingen etter { $by ->
        [white] { -white }
       *[black] { -black }
    }s annonserte trekk "{ $announcement }", ennå ikke fullført.
pending = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk "{ $announcement }" er ikke fullført ennå. { $next ->
        [peg] Skriv først hvordan det ble utført på blindesjakkbrettet (peg ok, peg MOVE eller peg FROM TO), eller rett trekket (fix MOVE).
       *[press] Trykk først på klokken (press) eller rett trekket (fix MOVE).
    }
pending-after-answer = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk "{ $announcement }" er ikke fullført ennå; { $dropped ->
        [true] svares det no:
       *[false] etter svaret:
    } { $next ->
        [peg] skriv hvordan det ble utført på blindesjakkbrettet (peg ok), eller rett det (fix MOVE).
       *[press] trykk på klokken (press), eller rett det (fix MOVE).
    }
nothing-to-press = Ingen trekk er annonsert: skriv trekket først, deretter press.
nothing-to-fix = Det er ikke noe annonsert trekk å rette: skriv trekket.
nothing-to-confirm = Det er ikke noe annonsert trekk å bekrefte.
last-move = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }, trekk { $number }: { $announcement }.{ $completed ->
        [true] {""}
       *[false] {" "}Ikke fullført ennå.
    }
no-moves = Det er ikke spilt noe trekk ennå.

## Draws, claims, results

draw-offered = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } tilbyr remis.
draw-declined = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } avslår remistilbudet.
no-offer = Det står ikke noe remistilbud.
offer-standing = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud står fortsatt: { $early ->
        [true] avslå det først (decline); remis kan først avtales når hver spiller har gjort et trekk (regler 2017, 5.2.3).
       *[false] ta imot eller avslå det først (accept, decline).
    }
agreement-too-early = Remis kan først avtales når hver spiller har gjort et trekk (regler 2017, 5.2.3).
offer-open = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud står: { $early ->
        [true] remis kan først avtales når hver spiller har gjort et trekk (reglene fra 2017, 5.2.3); avslå det (decline), eller et trekk avslår det.
       *[false] ta imot eller avslå det (accept, decline); et trekk avslår det også.
    }
claim = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } krever remis { $kind ->
        [threefold] ved trekkgjentakelse tre ganger
       *[fifty] etter 50-trekksregelen
    }: { $correct ->
        [true] kravet er riktig
       *[false] { $written ->
            [true] kravet er ikke riktig; spillet fortsetter med det noterte trekket
           *[false] kravet er ikke riktig; spillet fortsetter
        }
    }.
claim-with-pending = Et trekk er allerede annonsert. Krev remis før trekket gjøres, med trekket du har tenkt å spille: claim { $kind } MOVE.
ended = { $reason ->
        [checkmate] Sjakkmatt.
        [stalemate] Patt.
        [dead-position] Ingen av sidene kan sette matt: død stilling.
        [fivefold] Samme stilling for femte gang.
        [seventy-five-moves] 75 trekk av hver side uten slag eller bondetrekk.
        [resignation] { $by ->
            [white] { -white(case: "upper") }
            [black] { -black(case: "upper") }
           *[none] {""}
        } gir opp.
        [agreement] { $by ->
            [white] { -white(case: "upper") }
            [black] { -black(case: "upper") }
           *[none] {""}
        } tar imot remistilbudet.
        [threefold] Remis ved trekkgjentakelse tre ganger, krevd av { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
        [fifty-moves] Remis etter 50-trekksregelen, krevd av { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
        [time] { $by ->
            [white] { -white(case: "upper") } krever partiet på tid.
            [black] { -black(case: "upper") } krever partiet på tid.
           *[none] Begge flaggene er falt.
        }
       *[arbiter] Dommeren fastsetter resultatet.
    } { $result ->
        [white-wins] { -white(case: "upper") } vinner, 1-0.
        [black-wins] { -black(case: "upper") } vinner, 0-1.
       *[draw] Partiet er remis, 1/2-1/2.
    }

## The game file

new-game = Nytt parti.{ $has_white ->
        [true] {" "}{ -white(case: "upper") }: { $white }.
       *[false] {""}
    }{ $has_black ->
        [true] {" "}{ -black(case: "upper") }: { $black }.
       *[false] {""}
    } { $blind ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } spiller på blindesjakkbrettet. Betenkningstid: { $control }. Regler fra { $laws }.
resumed = Partiet er gjenopptatt ved trekk { $number }. { $status }
time-while-closed = Mens annabella var lukket, gikk { $color ->
        [white] { -white }s klokke videre: { -white }
       *[black] { -black }s klokke videre: { -black }
    } har brukt { $span } i mellomtiden.
setup-ignored = Partiets egne innstillinger gjelder; ikke brukt: { $options }.
told-now = Fra nå av i dette partiet: { $options }.
assistant-on-resume = Skal { $name } assistere fra nå av, skriv: assistant on { $name }
resume-at-on-resume = Tid og sted for gjenopptakelsen angis med envelope TEXT, f.eks. envelope 2026-11-22 10:00, sal B.
over-at-start = Intet parti kan begynne fra denne stillingen: { $reason ->
        [checkmate] den er sjakkmatt.
        [stalemate] den er patt.
       *[other] ingen av sidene kan sette matt.
    }
started-from = Partiet begynner fra den angitte stillingen, ved trekk { $number } med { $side ->
        [white] hvit
       *[black] svart
    } i trekket. Skriv board for å høre den.

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
board-differs = Brettet ditt avviker: { $item }.
peg-other-move = Er { $written } trekket som ble gjort, rett heller annonseringen: fix { $written }.
boards-agree = Blindesjakkbrettet stemmer overens med partiet.
diff-heading = Blindesjakkbrettet avviker fra partiet { $places ->
        [one] ett sted
       *[other] { $places } steder
    }; { $steps ->
        [one] ett trinn retter
       *[other] { $steps } trinn retter
    } det.
diff-item = Blindesjakkbrettet: { $item }.
eboard-differs = Det elektroniske brettet avviker fra partiet { $places ->
        [one] ett sted
       *[other] { $places } steder
    }.
eboard-item = På det elektroniske brettet: { $item }.
eboard-agrees = Det elektroniske brettet stemmer igjen med partiet.
eboard-connected = Det elektroniske brettet på { $path } er tilkoblet.
eboard-lost = Det elektroniske brettet på { $path } svarer ikke ({ $why }): koble det til igjen; partiet fortsetter.
eboard-promotion = Det elektroniske brettet viser { $piece } på { $square } ved forvandlingen: var en annen brikke ment, skriv fix med den.
step-line = Trinn { $number } av { $count }: { $step }.
peg-fixed-hint = Når blindesjakkbrettet er rettet, skriv peg fixed.
step-move = flytt { $piece } fra { $from } til { $to }
step-remove = fjern { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) fra { $from }
step-put-back = sett { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) tilbake på { $on }
step-lift = løft { $piece } fra { $from } og hold brikken
step-place = sett { $piece } som du holder, på { $on }
peg-fixed = Blindesjakkbrettet er rettet: det stemmer overens med partiet.
peg-needed = Skriv først hvordan trekket ble utført på blindesjakkbrettet: peg ok, peg MOVE eller peg FROM TO.
diff-peg-pending = Blindesjakkbrettet stemmer med partiet før det annonserte trekket.
diff-peg-enter = Skriv hvordan trekket ble utført: peg ok, peg MOVE eller peg FROM TO.
nothing-to-peg = Det er ikke spilt noe trekk ennå: det er ingenting å registrere på blindesjakkbrettet.
bad-peg-squares = "{ $text }" er ikke et trekk på blindesjakkbrettet: oppgi to felt, det første med en brikke på, f.eks. peg g1 f3.
after-move = etter { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }
game-start = ved partiets start
sheet-notes = Notater til dommeren (på engelsk, som i PGN):
nothing-written = ingenting
sheets-agree = Notasjonsskjemaene stemmer overens fram til stillingen { $through }.
correct-peg-board = Notasjonsskjemaene stemmer overens, så brettet som avviker, rettes ({ $rule }): blindesjakkbrettet.
correct-other-board = Blindesjakkbrettet stemmer overens med notasjonsskjemaene. Hvis brettene avviker, settes motstanderens brett opp i stillingen fra notasjonsskjemaene ({ $rule }).
sheets-differ = Notasjonsskjemaene avviker første gang ved { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }. Her { $ours }, på det andre skjemaet { $theirs }. Forslag ({ $rule }): gå tilbake til stillingen { $back_to }. Klokkene slik de sto da: { -white } { $white_left } igjen; { -black } { $black_left } igjen. Skriv rollback for å gjøre det; dommeren kan endre klokkene etterpå med setclock.
sheets-differ-announced = { $ours } er trekket som er annonsert og ennå ikke fullført. Ble { $theirs } spilt, rett heller annonseringen: fix { $theirs }.
sheet-pending = Ennå ikke på notasjonsskjemaet: { $by ->
        [white] { -white }
       *[black] { -black }
    }, trekk { $number }, { $written }, annonsert og ikke fullført.
clocks-started = Kravet godtas ikke: klokken til { $side ->
        [white] { -white }
       *[black] { -black }
    } går igjen.
# What a proposal will do, said before yes (decisions.md "Proposals and
# their consequences"): each part a sentence.
proposal-end-undone = Resultatet { $result } tas tilbake med det, og partiet fortsetter.
proposal-replaces = Det erstatter det registrerte resultatet, { $result }.
proposal-unplayed = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s annonserte trekk "{ $announcement }", som ikke er fullført, spilles ikke; noteringen beholder det som tatt tilbake.
proposal-rollback = Tilbake til stillingen { $back_to }; trekkene etter den tas tilbake. Klokkene da: { -white } { $white_left } igjen; { -black } { $black_left } igjen.
proposal-illegal = Ulovlig trekk av { $by ->
        [white] { -white }
       *[black] { -black }
    } (nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; regler fra { $year }, { $rule }): stillingen før trekket gjenopprettes.
time-taken = { $span } trukket fra { $color ->
        [white] { -white }
       *[black] { -black }
    }s klokke.
clock-then = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har da { $left } igjen.
moves-then = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har da { $completed } trekk fullført.
proposal-flag-stays = Ved no: flagget forblir falt, og kravet kan fremsettes igjen (claim time).
proposal-offer-lapses = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud faller dermed bort.
flag-stands-again = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s flagg regnes ikke lenger som falt.
flag-will-fall = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s flagg faller.
proposal-if-no = Ved no: { $what }
claim-not-upheld = krevet regnes som feil, og klokkene går igjen.
written-move-played = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } spiller trekket som ble skrevet med kravet, "{ $said }".
penalty-proposed = Deretter foreslås: { $what }
# Both flags are down; the program knows which fell first (or, set by
# hand, that it cannot be known).
flags-both = Begge flaggene er falt; { $first ->
        [white] { -white }
       *[black] { -black }
    }s falt først: et krav på tid er for { $other ->
        [white] { -white }
       *[black] { -black }
    } (veiledende).
flags-both-unknown = Begge flaggene er falt, og hvilket som falt først, kan ikke vites: { $outcome ->
        [draw] et krav på tid gir remis ({ $rule }).
        [play-on] før siste periode fortsetter partiet ({ $rule }) uten krav på tid.
       *[arbiter] disse reglene gir remis bare i partier uten tilleggstid ({ $rule }); dommeren avgjør, med result hvis partiet slutter.
    }
proposal-open = Et forslag venter først på svar: yes registrerer det, no avviser det (status sier det igjen).
seal-what = Hvilket trekk skal forsegles? Skriv det med kommandoen, for eksempel: seal Sf3.
fix-same = Det er det annonserte trekket: ingenting å rette.
# A time typed with no unit outside a time control: both meanings.
unitless-time = { $number } minutter eller { $number } sekunder? Skriv { $prefix } { $number }m eller { $prefix } { $number }s.
colon-time = { $typed } som timer og minutter eller som minutter og sekunder? Skriv { $prefix } { $first }h{ $second }m eller { $prefix } { $first }m{ $second }s.
seal-pending = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s annonserte trekk er det forseglede trekket: skriv seal alene for å forsegle det.
end-not-fixable = Trekket som avsluttet partiet, kan ikke lenger rettes med fix: noe annet er skrevet inn etter det.
after-end = { $can ->
        [fix] Inntil noe annet skrives, retter fix MOVE trekket som avsluttet partiet. Dommeren kan fortsatt ta trekket tilbake med illegal eller compare; result registrerer et annet resultat. { -after-end-rest }
        [move] Dommeren kan fortsatt ta tilbake trekket som avsluttet partiet, med illegal eller compare; result registrerer et annet resultat. { -after-end-rest }
       *[other] Dommeren kan fortsatt registrere et annet resultat med result. { -after-end-rest }
    }
-after-end-rest = Spørsmålene svarer fortsatt (sheet, board, square, time, status); setclock og addtime stiller fortsatt klokkene; etter quit skriver annabella export partiet ut.
record-question = Skal registreres: { $what } { $over ->
        [true] Skriv yes for å registrere det eller no for å la partiet stå som det er.
       *[false] Skriv yes for å registrere det eller no for å spille videre.
    }
record-cancelled = Ingenting ble registrert.
nothing-to-answer = Ingen spørsmål er åpne: yes og no svarer på et forslag (en tilbakerulling, et resultat som skal registreres).
fix-after-press = Det siste trekket er fullført: klokken er trykket. Det kan ikke lenger rettes. Bare dommeren kan ta det tilbake (illegal), ellers avgjør noteringsskjemaene det (compare).
rolled-back = Partiet er satt tilbake til stillingen { $back_to }. Klokkene er stilt: { -white } { $white_left } igjen; { -black } { $black_left } igjen. { $to_move ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trekket. Trekkene som ble tatt tilbake, blir stående i partifilen.
nothing-to-roll-back = { $compared ->
        [true] Den siste sammenligningen fant ingen forskjell mellom notasjonsskjemaene: det er ingenting å gå tilbake til.
       *[false] Det er ingen forskjell mellom notasjonsskjemaene å gå tilbake fra: sammenlign dem først (compare MOVES).
    }
# The other sheet stops before the game ends: what it has agrees (D.2.9;
# decisions.md "Comparing scoresheets"). $far when more than one move is missing.
sheets-behind = Det andre notasjonsskjemaet stemmer overens med partiet, fram til stillingen { $through }. Det slutter der: resten er ennå ikke notert på det.
sheet-far-behind = Det ligger mer enn ett trekk etter: få det oppdatert, og sammenlign så på nytt.
# The other sheet goes on past the game's last move with $extra.
sheets-ahead = Notasjonsskjemaene stemmer overens fram til stillingen { $through }, der partiet står. Det andre skjemaet fortsetter med { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }: { $extra }. Hvis det ble spilt, skriv det som et trekk; ingenting tas tilbake.
sheet-unreadable = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number } på det andre notasjonsskjemaet, "{ $text }", er ikke et trekk i sin stilling: ingenting ble sammenlignet. Kontroller den noteringen, og skriv skjemaet på nytt, med bokstaver eller med ord.
sheet-ambiguous = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number } på det andre notasjonsskjemaet, "{ $text }", passer med { $candidates }: ingenting ble sammenlignet. Spør hvilket som ble spilt, og skriv skjemaet på nytt med det trekket skrevet helt ut.
sheet-ahead-stops = Deretter står det "{ $text }" på det andre skjemaet, { $candidates ->
        [none] som ikke er et trekk i sin stilling.
       *[other] som passer med { $candidates }.
    }
# Bare compare: the other sheet entered a line at a time.
sheet-entry-start = Skriv trekkene fra det andre notasjonsskjemaet, ett eller flere på en linje, med bokstaver eller med ord. Skriv end eller en tom linje for å sammenligne dem, eller cancel for å avbryte.
sheet-entry-next = Neste: { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }.
sheet-entry-read = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number }: { $written }, { $words }.
sheet-entry-again = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number }, "{ $text }", er ikke et trekk i sin stilling: skriv det på nytt.
sheet-entry-ambiguous = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number }, "{ $text }", passer med { $candidates }: skriv det som ble spilt.
sheet-entry-command = "{ $text }" er en kommando: skriv her trekkene fra det andre notasjonsskjemaet. Skriv end for å sammenligne dem, eller cancel for å avbryte.
sheet-entry-cancelled = Innskrivingen av notasjonsskjemaet er avbrutt: ingenting ble sammenlignet.
sheet-entry-empty = Det ble ikke skrevet noen trekk: ingenting ble sammenlignet.
assistant-set = { $has_name ->
        [true] Assistent: { $name }. Beskjedene rettes nå til assistenten.
       *[false] Ingen assistent: beskjedene rettes til spilleren.
    }
claim-time-hint = Krev det med: claim time.
hearing-needs-assistant = En hørselshemmet motstander krever en assistent (reglene fra 2017, { $rule }). Start partiet med --assistant NAME.
assistant-required = En hørselshemmet motstander krever en assistent (reglene fra 2017, { $rule }): assistenten blir. En annen navngis med assistant NAME.
touched = Notert for dommeren: { $side ->
        [white] { -white }
       *[black] { -black }
    } berørte { $what }, { $at } etter start.
bad-square = "{ $text }" er ikke et felt: skriv f.eks. touch { $example }.
nothing-to-touch = Det står ingenting på { $square }: bare en berørt brikke noteres for dommeren.
illegal-declared = Ulovlig trekk av { $by ->
        [white] { -white }
       *[black] { -black }
    } registrert (nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; regler fra { $year }, { $rule }); stillingen før trekket er gjenopprettet. { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trekket.
# report illegal MOVE: a move the app refused was made on a board.
illegal-report = Ulovlig trekk "{ $input }" av { $by ->
        [white] { -white }
       *[black] { -black }
    }, utført på brettet (nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; regler fra { $year }, { $rule }).
illegal-reported = Ulovlig trekk "{ $input }" av { $by ->
        [white] { -white }
       *[black] { -black }
    } registrert for dommeren.{ $goes_on ->
        [true] {" "}{ $by ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } er i trekket og skal spille et lovlig trekk.
       *[false] {""}
    }
# The penalty a report would record: $what is the time added or the result.
report-penalty = Straff: { $what }
report-hint = Hvis det ble utført på brettet, meld det til dommeren: report illegal { $input }
report-legal = "{ $input }" er et lovlig trekk her: skriv det som trekket.
no-move-to-declare = Det er ikke noe fullført trekk å erklære ulovlig.
no-flag = Ingen flagg har falt: et krav på tid krever at motstanderens flagg har falt.
sealed = Forseglet trekk registrert, trekk { $number }. Klokken er stoppet; partiet er nå et hengeparti.
adjourned = Partiet er et hengeparti: { $by ->
        [white] { -white }
       *[black] { -black }
    } har forseglet trekk { $number }. Ved gjenopptakelsen, når motstanderen er klar til å svare, skriv unseal. Til da venter trekk, blindesjakkbrettet, reklamasjoner og compare. Disse virker: draw, accept, decline, resign, result, addtime, setclock, assistant og envelope. Spørsmålene virker også: time, status, sheet, last, board.
unsealed = Det forseglede trekket er åpnet: { $by ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }.
not-adjourned = Ingenting er forseglet: partiet er ikke et hengeparti.
envelope =
    Hengeparti: konvolutt med forseglet trekk
    { -white(case: "upper") }: { $white }
    { -black(case: "upper") }: { $black }
    Stilling før det forseglede trekket: { $position }
    FEN: { $fen }
    Brukt tid: { -white } { $white_used }, { -black } { $black_used }
    Forseglet av: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Nummeret på det forseglede trekket: { $number }
    Stående remistilbud: { $offer ->
        [white] ja, fra { -white }
        [black] ja, fra { -black }
       *[none] ingen
    }
    Gjenopptakelse: { $has_resume ->
        [true] { $resume }
       *[false] fastsettes av dommeren
    }
# The inside sheet of the envelope (decisions.md "Reports for the arbiter"):
# the scoresheet lines follow it, then envelope-sealed.
envelope-inside =
    Hengeparti: innsiden av konvolutten, for dommeren
    { -white(case: "upper") }: { $white }
    { -black(case: "upper") }: { $black }
    Forseglet av: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Notasjonsskjema til og med det forseglede trekket:
envelope-sealed = Forseglet trekk: { $number }{ $side ->
        [white] .
       *[black] ...
    } { $written }
envelope-written = Konvolutt skrevet. Utsiden, uten trekket: { $text } (tekst). Utsiden i punktskrift: { $braille }. Innsiden, med notasjonsskjemaet og det forseglede trekket: { $inside } (tekst). Innsiden i punktskrift: { $inside_braille }.
resume-needed = Dato, klokkeslett og sted for gjenopptakelsen er ikke fastsatt ennå; oppgi dem med envelope TEXT, f.eks. envelope 2026-11-22 10:00, sal B.

## Board exploration

# Where the vocabulary has no phrase of its own: "tårn" is neuter, "hvitt
# tårn" (svart is the same in both genders). A rook named in another language
# (a mixed voice's "Turm") keeps the common form.
square-piece = { $square }: { $has_phrase ->
        [true] { $phrase }
       *[false] { $color ->
            [white] { $role ->
                [rook] { $native ->
                    [true] hvitt
                   *[false] hvit
                }
               *[other] hvit
            }
           *[black] svart
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
moves-report = { $piece_and_square } har { $count } trekk: { $moves }.
no-moves-from = { $piece_and_square } kan ikke flytte.
no-piece-here = Det står ingen brikke på { $square }.
attack-report = { $square }: { $has_attackers ->
        [true] angrepet av { $attackers }
       *[false] ikke angrepet
    }; { $has_defenders ->
        [true] dekket av { $defenders }
       *[false] ikke dekket
    }.
board-flipped = Brettet vises fra { $black_below ->
        [true] { -black }
       *[false] { -white }
    }s side.

## Lister, en linje for hvert punkt eller hver rekke av punkter

rank-line = Rad { $rank }, { $sides }.
rank-side = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $pieces }
rank-empty = Rad { $rank }: tom.
piece-plural = { $role ->
        [king] konger
        [queen] dronninger
        [rook] tårn
        [bishop] løpere
        [knight] springere
       *[pawn] bønder
    }
kind-squares = { $first ->
        [true] { $count ->
            [one] { $color ->
                [white] { $role ->
                    [rook] Hvitt
                   *[other] Hvit
                }
               *[black] Svart
            } { piece }
           *[other] { $count } { $color ->
                [white] hvite
               *[black] svarte
            } { piece-plural }
        } på
       *[false] { $color ->
            [white] Hvite
           *[black] Svarte
        } { piece-plural } også på
    } { $squares }.
kind-none = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har ingen { piece }.
square-control = { $square }, { $has_pieces ->
        [true] { $attacked ->
            [true] angrepet
           *[false] dekket
        } av { side }: { $pieces }
       *[false] ikke { $attacked ->
            [true] angrepet
           *[false] dekket
        } av { side }
    }.
sheet-too-short = Notasjonsskjemaet går til trekk { $last }: trekk { $from } er ikke spilt ennå.
not-a-square = "{ $text }" er ikke et felt: skriv for eksempel square f7 eller square Felix sju.
not-a-kind = "{ $text }" er ikke en brikke: skriv for eksempel pieces hvit tårn.

## Partier fra PGN: et overtatt parti, partier gjennomgått

taken-over = Overtatt fra parti { $number } i { $file }: { $moves ->
        [0] ingen trekk spilt
        [one] ett trekk spilt
       *[other] { $moves } trekk spilt
    }. Partiet fortsetter ved trekk { $next } med { $side ->
        [white] { -white }
       *[black] { -black }
    } i trekket. Skriv board for å høre stillingen.
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
taken-over-clocks = Klokkene slik filen etterlot dem: { $has_white ->
        [true] { -white } { $white } igjen
       *[false] { -white } etter betenkningstiden
    }, { $has_black ->
        [true] { -black } { $black } igjen.
       *[false] { -black } etter betenkningstiden.
    }
taken-over-result = Filen oppgir resultatet { $result } ({ $kind ->
        [white-wins] { -white } vant
        [black-wins] { -black } vant
       *[draw] remis
    }), men stillingen er ikke avgjort: det spilles videre fra den.
pgn-no-games = { $file } inneholder ingen partier.
pgn-no-such-game = Det finnes ikke noe parti { $number }: filen inneholder { $count ->
        [one] ett parti
       *[other] { $count } partier
    }.
pgn-game-problem = Parti { $number }, linje { $line }: { $problem }.
pgn-problem-at = Linje { $line }: { $problem }.
pgn-chess960 = det er et Chess960-parti; annabella spiller bare vanlig sjakk
pgn-variant = det er et parti { $variant }; annabella spiller bare vanlig sjakk
pgn-illegal = { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } { $ambiguous ->
        [true] kan være mer enn ett trekk der
       *[false] er ikke et lovlig trekk der
    }; partiet er lest fram til det
pgn-no-move = "{ $word }" er ikke et trekk; partiet er lest fram til trekket før
pgn-syntax = filen er ødelagt der ({ $detail })
pgn-beyond-most = annabella leser de første { $most } partiene i en fil, og parti { $number } ligger etter dem. Del filen for å nå det.
pgn-most-games = Filen inneholder flere partier enn annabella viser: de første { $most } leses.
pgn-open-comment = en kommentar som begynner her med {"{"}, lukkes aldri; partiene etter den leses
pgn-open-variation = en variant som begynner med (, lukkes aldri; trekkene etter den leses som variantens
pgn-open-tag = en tagg her lukkes aldri eller er lengre enn annabella leser
pgn-fragment = dette er resten av partiet før, der tagg-linjen er ødelagt; begynnelsen mangler
pgn-utf16 = filen er UTF-16-tekst; annabella leser PGN i UTF-8 eller Windows-1252: lagre den som UTF-8
pgn-too-long = partiet har flere trekk, kommentarer eller varianter enn noe spilt parti; det er lest fram til der
pgn-changed = Parti { $number } kan ikke lenger leses fra filen: den er endret, flyttet eller slettet siden den ble åpnet. Åpne filen på nytt.
pgn-game = { $number }: { $white } mot { $black }, { $result }{ $has_date ->
        [true] , { $date }
       *[false] {""}
    }{ $has_event ->
        [true] , { $event }
       *[false] {""}
    }, { $moves ->
        [one] ett trekk
       *[other] { $moves } trekk
    }.
pgn-games = { $count ->
        [one] Filen inneholder ett parti:
       *[other] Filen inneholder { $count } partier:
    }
nag = { $nag ->
        [1] godt trekk
        [2] feil
        [3] glimrende trekk
        [4] grov feil
        [5] interessant trekk
        [6] tvilsomt trekk
        [7] tvunget trekk
        [10] lik stilling
        [13] uklar stilling
        [14] { -white(case: "upper") } står litt bedre
        [15] { -black(case: "upper") } står litt bedre
        [16] { -white(case: "upper") } står bedre
        [17] { -black(case: "upper") } står bedre
        [18] { -white(case: "upper") } står til gevinst
        [19] { -black(case: "upper") } står til gevinst
        [22] { -white(case: "upper") } er i trekktvang
        [23] { -black(case: "upper") } er i trekktvang
        [36] { -white(case: "upper") } har initiativet
        [37] { -black(case: "upper") } har initiativet
        [40] { -white(case: "upper") } har angrep
        [41] { -black(case: "upper") } har angrep
        [132] { -white(case: "upper") } har motspill
        [133] { -black(case: "upper") } har motspill
        [146] nyvinning
       *[other] kommentartegn { $nag }
    }
replay-opened = Parti { $number } av { $count }: { $white } mot { $black }, { $result }{ $has_date ->
        [true] , { $date }
       *[false] {""}
    }, { $moves ->
        [one] ett trekk
       *[other] { $moves } trekk
    }.
replay-from-position = Det begynner fra en stilling: trekk { $number }, { $side ->
        [white] { -white }
       *[black] { -black }
    } i trekket.
replay-damaged = Partiet kan bare leses fram til linje { $line }: { $problem }.
replay-how = Trykk Enter eller skriv next for neste trekk; help viser kommandoene.
replay-choose = Skriv game og et nummer for å høre det partiet, f.eks. game 2.
replay-choose-first = Ingen partier er åpne. Skriv games for å få dem listet, game 2 for å åpne det andre.
replay-usage = { $command } trenger mer: for eksempel "{ $example }".
replay-unknown = "{ $word }" er ikke en kommando for gjennomgang. Skriv help for å få kommandoene.
help-example = Eksempel: { $example }
help-other-words = Kan også skrives: { $words }
help-unknown = Det finnes ingen hjelp om "{ $word }".
help-heading = Kommandoen { $command }
replay-hints = { $comment ->
        [true] En kommentar: skriv comment.{ $variations ->
            [0] {""}
            [one] {" "}Ett annet trekk: skriv variations.
           *[other] {" "}{ $variations } andre trekk: skriv variations.
        }
       *[false] { $variations ->
            [one] Ett annet trekk: skriv variations.
           *[other] { $variations } andre trekk: skriv variations.
        }
    }
replay-game-end = Det var siste trekk. { $result }
replay-variation-end = Det er slutten på varianten. Skriv leave for å gå tilbake.
replay-at-start = { $variation ->
        [true] Ved begynnelsen av varianten.
       *[false] Ved begynnelsen av partiet.
    }
replay-after = Etter { $move_said }.
replay-no-move = Det finnes ikke noe trekk { $number } for { $side ->
        [white] { -white }
       *[black] { -black }
    } her: trekkene går fra { $first } til { $last }.
replay-who = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } i trekket, trekk { $number }.{ $depth ->
        [0] {""}
        [1] {" "}I en variant.
       *[other] {" "}I en variant, { $depth } nivåer inne.
    }
replay-no-comment = Ingen kommentar her.
replay-no-variations = Filen gir ikke noe annet trekk her.
replay-variations-heading = { $count ->
        [one] Ett annet trekk her:
       *[other] { $count } andre trekk her:
    }
replay-enter-how = Skriv variation og nummeret for å høre den, f.eks. variation 1.
replay-no-variation = Det finnes ingen variant { $number } her: { $count ->
        [0] filen gir ikke noe annet trekk her.
        [one] det finnes én.
       *[other] det finnes { $count }.
    }
replay-entered = Variant { $number }{ $depth ->
        [1] {""}
       *[other] , { $depth } nivåer inne
    }:
replay-not-in-variation = Dette er selve partiet, ikke en variant.
replay-left = { $depth ->
        [0] Tilbake i partiet.
       *[other] Tilbake i varianten.
    }
replay-result = Resultat: { $kind ->
        [white-wins] { $result }, { -white } vant.
        [black-wins] { $result }, { -black } vant.
        [draw] { $result }, remis.
       *[other] ikke oppgitt; partiet er kanskje ikke ferdig.
    }
replay-games-found = { $count ->
        [0] Ingen av filens { $total } partier inneholder "{ $find }".
        [one] Ett av filens { $total } partier inneholder "{ $find }":
       *[other] { $count } av filens { $total } partier inneholder "{ $find }":
    }
replay-games-page = Parti { $from } til { $to } av { $count }.{ $has_next ->
        [true] {" "}Skriv { $next } for de neste.
       *[false] {""}
    }
replay-no-page = Det finnes ingen side { $page }: { $pages ->
        [one] listen har én side.
       *[other] listen har { $pages } sider.
    }
replay-no-tags = Partiet har ingen opplysninger.
help-replay-next = next eller Enter: neste trekk; next 5: de neste fem
help-replay-back = back: ta siste trekk tilbake; back 3: tre
help-replay-first = first: begynnelsen (av partiet eller av varianten du er i)
help-replay-last = last: slutten (av partiet eller av varianten du er i)
help-replay-go = go 12: etter hvits 12. trekk; go 12 black: etter svarts; go 0: begynnelsen
help-replay-who = who: hvem som er i trekket, og ved hvilket trekk
help-replay-board = board: stillingen, én linje per rad; board white: hvits brikker etter slag
help-replay-square = square f7: hva som står på et felt, og hva som angriper og dekker det
help-replay-pieces = pieces white rooks: hvor én sides brikker av et slag står
help-replay-moves = moves: trekkene fram til nå, én linje per trekkpar
help-replay-comment = comment: kommentaren til trekket du nettopp hørte
help-replay-variations = variations: de andre trekkene filen gir for trekket du nettopp hørte
help-replay-variation = variation 2: hør den andre av dem
help-replay-leave = leave: ut av en variant, tilbake dit du gikk inn
help-replay-result = result: partiets resultat
help-replay-tags = tags: alt filen sier om partiet (turnering, spillere, dato …)
help-replay-games = games: filens partier, ett per linje, 20 om gangen; games 2: andre side; games Morphy: partiene til en spiller, turnering eller dato
help-replay-game = game 2: hør filens andre parti
help-replay-help = help: denne listen; repeat, quiet, rate N og volume N virker som under spillet
help-replay-quit = quit: avslutt

## Shell: speech, the game file, line mode and the full-screen interface.
## Only src/shell asks for these.

speech-backend = { $backend ->
        [clips] Tale: den innebygde stemmen.
        [tts] Tale: systemets stemme.
        [reader] Tale: gjennom skjermleseren, med dens egen stemme og hastighet.
        [text] Tale: bare utskrevne linjer (ingen lydenhet eller taletjeneste svarte, eller tekst ble valgt).
       *[other] Tale: slått av.
    }
screen-reader-running = En skjermleser kjører: med --speech reader snakker annabella gjennom den, med dens egen stemme og hastighet.
tui-needs-terminal = Fullskjermvisningen trenger en terminal: kjør den i en, eller bruk --line.
clip-fallback = Den innebygde stemmen har ikke noe klipp for "{ $word }": { $to ->
        [tts] systemets stemme sier slike setninger
       *[other] slike setninger blir bare skrevet ut
    }.
nothing-to-repeat = Det er ikke meldt noe trekk ennå.
speech-setting = { $what ->
        [rate] Taletempo
       *[other] Lydstyrke
    } { $percent } %.
earcons-set = { $on ->
        [true] Lydsignaler på: korte lyder markerer et fullført trekk, en avvisning og klokken.
       *[false] Lydsignaler av: ingen korte lyder, bare tale.
    }
pgn-choose-number = { $path } inneholder { $count } partier. Velg ett med --game-number, f.eks. --game-number 2:
pgn-choose-more = Og { $more } til: annabella replay { $path } viser dem en side om gangen og finner et parti etter spiller, turnering eller dato (games NAVN).
pgn-not-whole = { $path }: et parti overtas bare helt. { $problem }
game-file = Partifil: { $path }
journal-repaired = Den siste posten i partifilen var skadet og er utelatt. Partiet fortsetter fra hendelsen før den. En kopi av den skadde filen ligger i { $copy }.
journal-unreadable = { $path } kan ikke brukes som partifil: { $detail }. Filen er ikke endret.
damage-not-a-game-file = dette er ikke en annabella-partifil (den første linjen er ikke partifilens hode)
damage-inside = linje { $line } er skadet, og hele hendelser følger etter den: dette er ikke en avbrutt skriving
damage-no-game = filen inneholder ikke noe parti (ingen starthendelse)
event-misfit = linje { $number } passer ikke til partiet ({ $detail })
damage-changed = linje { $line } er endret etter at den ble skrevet (kontrollsummen stemmer ikke)
damage-out-of-order = linje { $line } inneholder post { $found } der post { $expected } hører hjemme: linjer er flyttet, fjernet eller gjentatt
damage-time-backwards = linje { $line } går tilbake i tid (tiden ligger før linjen over)
input-not-text = Den linjen er ikke tekst (ikke UTF-8), så den ble ikke lest. Skriv den på nytt.
input-too-long = Den linjen er lengre enn { $max } tegn, så den ble ikke lest.
voice-silent = Systemstemmen gir ingen lyd (taletjenesten snakket aldri ferdig en setning): fra nå av skrives talen bare ut.
input-full = Linjen er full ({ $max } tegn): trykk Enter, eller slett.
journal-locked = { $path } er åpen i et annet program. Lukk partiet der først{ $readable ->
    [yes] ; annabella export kan fortsatt lese det.
   *[no] .
}
not-a-file = { $path } er ikke en fil (men en mappe, en enhet eller et rør): annabella leser partier fra filer.
not-a-folder = { $path } er en fil, ikke en mappe: det kan ikke lages en partifil under den.
io-problem = { $kind ->
        [gone] filen eller mappen finnes ikke (lenger)
        [full] disken er full
        [too-large] filen kan ikke vokse mer (en grense for filstørrelse)
        [denied] det mangler tillatelse til å skrive der
        [read-only] disken er skrivebeskyttet
       *[other] { $detail }
    }
file-problem = { $path }: { $why }.
journal-lost = { $path } ble endret av et annet program: { $change ->
        [gone] filen ble flyttet eller slettet
        [replaced] en annen fil står nå under navnet dens
        [cut] den ble forkortet
        [overwritten] det som sto i den, ble overskrevet
       *[grown] noe annet ble skrevet inn i den
    }.
journal-lost-moved = Den ligger nå i { $moved }.
journal-lost-stopped = Ingenting mer skrives i den, og ingenting mer registreres her{ $entry ->
        [yes] : denne siste inntastingen er ikke med i partiet.
       *[no] .
    }
journal-lost-saved = Partiet slik det er registrert til nå, { $back ->
        [yes] ligger igjen i { $saved }
       *[no] er lagret i { $saved }
    }. For å fortsette: { $ending ->
        [yes] kjør annabella play --game { $saved }
       *[no] avslutt, og kjør annabella play --game { $saved }
    }
journal-lost-unsaved = Partiet slik det er registrert til nå, kunne ikke lagres ({ $why }). Skriv ned trekkene nedenfor, og la dommeren finne filen før noe annet gjøres.
journal-lost-unsaved-moved = Partiet kunne ikke lagres på nytt ({ $why }), men den flyttede filen inneholder det slik det er registrert. For å fortsette: avslutt, og kjør annabella play --game { $moved }
journal-lost-again = { $what ->
        [status] Ingenting registreres lenger
        [end] Ingenting registreres lenger
       *[entry] Ikke registrert
    }: partifilen ble endret av et annet program. Partiet er i { $saved }: { $what ->
        [end] kjør annabella play --game { $saved }
       *[other] avslutt, og kjør annabella play --game { $saved }
    }
journal-lost-again-unsaved = { $what ->
        [status] Ingenting registreres lenger
        [end] Ingenting registreres lenger
       *[entry] Ikke registrert
    }: partifilen ble endret av et annet program. Avslutt.
started-elsewhere = { $path }: et annet program startet et parti i denne filen i samme øyeblikk. Ingenting ble skrevet. Kjør kommandoen igjen for å fortsette det partiet.
changed-while-opened = { $path } ble endret av et annet program mens annabella åpnet den. Ingenting ble skrevet. Kjør kommandoen igjen.
saved-ahead = { $path } inneholder mindre av partiet enn { $saved }, som annabella lagret da { $path } ble endret av et annet program: fra { $path } ville trekk gå tapt. For å fortsette: annabella play --game { $saved }
no-game-but-saved = { $path } inneholder ikke noe parti, men { $saved } inneholder partiet annabella lagret da { $path } ble endret av et annet program. For å fortsette det: annabella play --game { $saved }. For å starte et nytt parti i { $path } må { $saved } først flyttes.
saved-instead = Partiet slik annabella sist registrerte det, ble lagret i { $saved } da filen ble endret av et annet program: annabella play --game { $saved }
saved-beside = { $saved } inneholder dette partiet slik annabella sist registrerte det, lagret da { $path } ble endret av et annet program; de to er forskjellige. For å fortsette derfra i stedet: annabella play --game { $saved }
not-saved = Ikke lagret: { $why }. Ingenting av det er i partiet, og partifilen er som før. { $kind ->
        [full] Frigjør plass, og skriv det inn igjen.
        [too-large] Flytt partifilen dit den kan vokse, og skriv det inn igjen.
       *[other] Rett det, og skriv det inn igjen.
    }
damaged-tail = Den siste posten i { $path } er skadet og er utelatt her; play --game { $path } reparerer filen.
unknown-command = "{ $word }" er verken en kommando eller et trekk. Skriv help for å få kommandoene.
usage = { $command ->
        [rate] rate tar et tall fra { $low } til { $high } (prosent av normal hastighet): for eksempel "{ $example }".
        [volume] volume tar et tall fra { $low } til { $high } (prosent): for eksempel "{ $example }".
        [result] result tar 1-0, 0-1 eller 1/2: for eksempel "{ $example }".
        [earcons] earcons tar on eller off: for eksempel "{ $example }".
        [claim] claim tar time, threefold eller fifty, og trekket du vil spille: for eksempel "{ $example }".
        [report] report tar illegal og det utførte trekket: for eksempel "{ $example }".
        [setclock] setclock trenger en farge og tiden klokken skal vise, fra { $low } til { $high } timer: for eksempel "{ $example }".
        [addtime] addtime trenger en farge og tiden som legges til, opptil { $high } timer (tid trekkes fra ved å stille klokken: setclock white 1h): for eksempel "{ $example }".
        [wait] wait trenger en tid opptil { $high } timer: for eksempel "{ $example }".
       *[other] { $command } skrives slik, for eksempel "{ $example }".
    }
manual-clock-only = Dette partiet går på den virkelige klokka; wait virker bare i et parti startet med play --manual-clock.
help-move = MOVE: annonser et trekk i enhver notasjon (e4, Sf3, g1f3, "springer felix tre")
help-fix = fix MOVE: rett det annonserte trekket før klokken trykkes
help-confirm = confirm: motstanderen har gjentatt annonseringen
help-press = press: trykk på klokken, så det annonserte trekket er fullført
help-time = time: fullførte trekk, brukt tid og gjenværende tid for begge spillerne
help-last = last: gjenta det siste trekket; last 3: de siste tre trekkene, ett per linje
help-board = board: stillingen, én linje per rad; board white: hvits brikker etter slag
help-sheet = sheet: notasjonen, én linje per trekkpar; sheet 12: fra trekk 12
help-square = square f7: hva som står på et felt, og hva som angriper og dekker det
help-pieces = pieces white rooks: hvor en sides brikker av et slag står
help-status = status: hvem som er i trekket, og hva som ventes
help-draw = draw: tilby remis (draw white, draw black for å si hvem)
help-accept = accept / decline: ta imot eller avslå et remistilbud
help-resign = resign: den blinde spilleren gir opp; resign white|black: den siden
help-claim = claim threefold MOVE / claim fifty MOVE: krev remis med trekket du vil spille
help-addtime = addtime COLOUR TIME: dommeren legger til tid, f.eks. addtime black 2m
help-setclock = setclock COLOUR TIME: dommeren stiller en klokke, f.eks. setclock white 1h2m3s
help-wait = wait TIME: med --manual-clock, la tiden gå, f.eks. wait 90s
help-peg = peg ok / peg MOVE / peg FROM TO: siste trekk, slik det ble utført på brettet
help-peg-fixed = peg fixed: blindesjakkbrettet er rettet
help-diff = diff: hvordan blindesjakkbrettet avviker fra partiet, og hvordan det rettes
help-compare = compare MOVES: sammenlign motstanderens skjema (alene: linjevis, så end)
help-rollback = rollback: tilbake til siste trekk der notasjonsskjemaene er like (så yes)
help-assistant = assistant on NAME / assistant off: hvem som bruker tastaturet
help-touch = touch SQUARE: noter for dommeren en brikke motstanderen rørte, f.eks. touch e7
help-illegal = illegal: dommeren erklærer siste fullførte trekk ulovlig
help-report = report illegal MOVE: meld et ulovlig trekk utført på brettet (så yes)
help-result = result 1-0 / 0-1 / 1/2: dommerens resultat
help-claim-time = claim time: krev partiet når motstanderens flagg har falt
help-seal = seal MOVE: forsegl trekket ved hengeparti (sies aldri høyt)
help-envelope = envelope TEXT: skriv konvolutten, med dato, tid og sted for gjenopptakelsen
help-unseal = unseal: ved gjenopptakelsen, spill det forseglede trekket
help-repeat = repeat: si den siste meldingen igjen
help-rate = rate N / volume N: taletempo og lydstyrke i prosent, f.eks. rate 120
help-earcons = earcons on / earcons off: de korte lydene for trekk, sjakk, advarsler
help-quiet = quiet: stopp talen nå
help-help = help: denne listen
help-quit = quit: avslutt; partiet er lagret og kan gjenopptas
tui-prompt = Trekk eller kommando:{" "}
tui-board-mode = Brettmodus: piltastene flytter, Esc går tilbake til inntasting av trekk.
tui-clock-title = Klokke
tui-sheet-title = Notasjonsskjema
tui-peg-title = Blindesjakkbrett
tui-help-title = Taster
tui-running = går
tui-flag = FLAGG FALT
tui-used = brukt
tui-moves = { $count } trekk
tui-differs = avviker
tui-game-title = { $pending ->
        [true] Trekk ikke fullført
       *[false] Parti
    }
tui-too-small = Terminalen er for liten: { $width }×{ $height } trengs
tui-more-below = ▼ { $n ->
        [one] 1 linje til
       *[other] { $n } linjer til
    }: { $key }
tui-study-keys = Taster: Enter på en tom linje, høyre pil eller { $next }, neste trekk; venstre pil, tilbake; { $who }, hvor partiet står; { $big }, store bokstaver på eller av; { $board_mode }, brettets taster som under spillet; { $quit }, avslutt.
tui-no-key = Den tasten brukes ikke her; { $key } for hjelp.
tui-big-text = Store bokstaver { $on ->
        [true] på
       *[false] av
    }.
tui-exploring = { $peg ->
        [true] Blindesjakkbrettet utforskes
       *[false] Partiets brett utforskes
    }{ $differences ->
        [0] .
        [one] ; brettene avviker på 1 felt.
       *[other] ; brettene avviker på { $differences } felt.
    }
tui-other-board = { $peg ->
        [true] Blindesjakkbrett
       *[false] Parti
    }: { $square }
tui-history-end = { $newest ->
        [true] Det var den nyeste linjen.
       *[false] Det var den eldste lagrede linjen.
    }
tui-legend = På brettet: [ ] markør, * siste trekk, + sjakk, ! avviker fra det andre brettet.
key-read-back = les opp den forrige linjen i meldingene
key-read-forward = les opp den neste linjen i meldingene
key-switch-board = utforsk det andre brettet: partiet eller blindesjakkbrettet
key-submit = send det skrevne trekket eller den skrevne kommandoen
key-press = trykk på klokken, så det annonserte trekket er fullført
key-fix = rett det annonserte trekket før klokken trykkes
key-time = fullførte trekk, brukt tid og gjenværende tid for begge spillerne
key-last = gjenta det siste trekket
key-repeat = si den siste meldingen igjen
key-help = vis eller skjul listen over taster
key-big-text = vis det siste trekket med store bokstaver, eller gå tilbake
key-board-mode = utforsk brettet med markøren
key-quit = avslutt; partiet er lagret og kan gjenopptas
key-page-up = vis de tidligere linjene i et langt svar
key-page-down = vis de senere linjene i et langt svar
key-up = markøren ett felt opp, bort fra siden nederst
key-down = markøren ett felt ned, mot siden nederst
key-left = markøren ett felt til venstre
key-right = markøren ett felt til høyre
key-flip = snu brettet: se det fra den andre siden
key-square = si feltet under markøren
key-scan-rank = les opp markørens rad, fra a-linjen til h-linjen
key-scan-file = les opp markørens linje, fra rad 1 til rad 8
key-scan-diagonals = les opp begge diagonalene gjennom markøren
key-list-pieces = les opp begge sidenes brikker
key-legal-moves = si de lovlige trekkene for brikken under markøren
key-attackers = si hva som angriper og dekker feltet under markøren
key-next-king = markøren til neste konge
key-next-queen = markøren til neste dronning
key-next-rook = markøren til neste tårn
key-next-bishop = markøren til neste løper
key-next-knight = markøren til neste springer
key-next-pawn = markøren til neste bonde
key-files-ranks = I brettmodus hopper a til h til en linje og 1 til 8 til en rad.
