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
unreadable = "{ $input }" kan ikke leses som et trekk; skriv for eksempel e4, { $san }, e2e4 eller "{ $spoken }"
spoken-example = springer Felix tre
unknown-word = "{ $input }": ordet "{ $word }" brukes ikke i trekk
game-over = partiet er slutt
ambiguous = "{ $input }" passer til flere trekk: { $candidates }; skriv mer nøyaktig hvilket du mener
promotion-piece = { $native ->
       *[true] bonden når { $square }: si hvilken offiser som velges, for eksempel { $example }
        [false] { $pawn } når { $square }: si hvilken offiser som velges, for eksempel { $example }
    }
no-piece = { $side ->
        [white] { -white }
       *[black] { -black }
    } har { $role ->
        [rook] ikke noe
       *[other] ingen
    } { $piece }
cannot-reach = { $role ->
        [rook] ikke noe
       *[other] ingen
    } { $piece }{ $from ->
        [file] {" "}på { $from_file }-linjen
        [rank] {" "}på { $from_rank }. rad
        [square] {" "}på { $from_square }
       *[none] {""}
    } kan nå { $to }
empty-square = det står ingen brikke på { $square }
not-your-piece = brikken på { $square } tilhører { $owner ->
        [white] { -white }
       *[black] { -black }
    }
cannot-move-there = brikken på { $from } ({ $piece }) kan ikke flyttes til { $to }
own-piece = på { $square } står en brikke av samme farge ({ $piece })
nothing-to-capture = det er ingenting å slå på { $square }
not-en-passant = det er ikke et en passant-slag
no-promotion = bare en bonde som når siste rad, forvandles
promotion-choice = en bonde kan bare bli dronning, tårn, løper eller springer
other-sides-move = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trekket: det er et trekk for { $other ->
        [white] { -white }
       *[black] { -black }
    }, kanskje etter et trekk som ikke ble skrevet inn
king-in-check = { $native ->
       *[true] kongen ville stå i sjakk
        [false] { $king } ville stå i sjakk
    }
in-check = { $native ->
       *[true] kongen står i sjakk, og trekket opphever ikke sjakken
        [false] { $king } står i sjakk, og trekket opphever ikke sjakken
    }
castle = { $native ->
       *[true] { $side ->
            [king-side] kort rokade
           *[queen-side] lang rokade
        } er ikke mulig: { $block ->
            [no-rights] kongen eller dette tårnet er allerede flyttet
            [in-check] kongen står i sjakk
            [blocked] det står brikker mellom konge og tårn
           *[attacked] kongen ville passere eller havne på et angrepet felt
        }
        [false] { $castling } er ikke mulig: { $block ->
            [no-rights] { $king } eller dette { $rook } er allerede flyttet
            [in-check] { $king } står i sjakk
            [blocked] det står brikker mellom { $king } og { $rook }
           *[attacked] { $king } ville passere eller havne på et angrepet felt
        }
    }
bad-move = { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number } "{ $input }": { $reason }
number-misplaced = trekknummeret "{ $written }" står der { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number } skal stå
result-inside = resultatet "{ $token }" etterfølges av flere trekk: et resultat avslutter noteringsskjemaet
result-contradicts = resultatet "{ $given }" stemmer ikke med trekkene, som ender { $ended }
bad-fen = stillingen "{ $fen }" kan ikke brukes: { $detail ->
       *[whole] det er ikke en FEN med seks deler
        [board] brettdelen kan ikke leses
        [turn] siden i trekket er verken w eller b
        [castling] rokadedelen kan ikke leses
        [en-passant] en passant-feltet kan ikke leses
        [halfmoves] antallet halvtrekk kan ikke leses
        [fullmoves] trekknummeret kan ikke leses
        [move-number-too-high] trekknummeret er over 10 000, noe ingen partier når
        [empty-board] brettet er tomt
        [missing-king] en konge mangler
        [too-many-kings] en side har mer enn én konge
        [pawns-on-back-rank] en bonde står på første eller siste rad
        [castling-rights] en rokaderett passer ikke til konger og tårn
        [en-passant-square] en passant-feltet passer ikke til stillingen
        [opposite-check] siden som ikke er i trekket, står i sjakk
        [impossible-check] intet trekk kunne ha gitt denne sjakken
        [too-much-material] det er flere brikker enn et parti kan ha
    }
unknown-vocabulary = det finnes ikke noe ordforråd "{ $id }"; kjente: { $known }
# What is wrong in a vocabulary file (voices/ID.toml), for its author; the
# file and line stand before it.
vocab-bad-id = id-en "{ $id }" til ordforrådet (filnavnet) kan bare inneholde bokstaver, sifre, - og _
# $detail is the TOML reader's own (English) wording.
vocab-toml = { $detail }
vocab-not-eight = `{ $key }` har { $count } { $key ->
        [files] navn
       *[ranks] ord
    }, det trengs nøyaktig 8 ({ $key ->
        [files] a til h
       *[ranks] 1 til 8
    })
vocab-one-colour = `[{ $has }]` trenger en `[{ $lacks }]`-tabell ved siden av: de seks brikkene (konge, dronning, tårn, løper, springer, bonde) i hver farge, eller ingen av tabellene
vocab-empty = `{ $key }` er tom
vocab-same-word = `{ $a }` og `{ $b }` er det samme ordet "{ $word }"; alle ordene må være forskjellige
vocab-pronounce-empty = [pronounce] "{ $word }": et ord og hvordan det uttales, ingen av dem tomme

## The talking clock

time-line = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }: { $completed } trekk fullført, { $used } brukt, { $flag ->
        [true] klaffen har falt
       *[false] { $left } igjen
    }.
time-pending = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number } er annonsert, men ikke fullført: det telles ikke med ennå, og klokken til den som annonserte, går fortsatt.
left = { $span } igjen
flag-fell = { $color ->
        [white] { -white(case: "upper") }s klaff har falt. { -black(case: "upper") }
       *[black] { -black(case: "upper") }s klaff har falt. { -white(case: "upper") }
    } { $opponent_can_mate ->
        [true] kan fortsatt sette matt: et krav gir seier på tid (veiledende).
       *[false] kan ikke sette matt med materialet som er igjen: så snart en spiller krever det eller turneringslederen oppdager det, er partiet remis (veiledende).
    }
time-added = { $span } lagt til { $color ->
        [white] { -white }
       *[black] { -black }
    }s klokke.
clock-set = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s klokke er stilt til { $left }.
clock-now = Manuelt sjakkur: { $since_start } siden start.
period-moves = { $moves } trekk på { $time }
period-repeats = deretter det samme igjen per { $moves } trekk
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
control-error = tidskontrollen "{ $text }" forstås ikke; skriv for eksempel 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 eller 5400d5, hver tid høyst { $hours } timer
# A control that reads but is most likely a slip: refused with the likely meaning.
control-swapped = tidskontrollen "{ $text }" ville være { $moves } trekk på { $minutes } minutter; skriv { $moves }/{ $minutes }{ $rest } eller { $minutes }/{ $seconds } for { $minutes } trekk på { $moves } minutter
control-no-base = tidskontrollen "{ $text }" gir ingen tid fra start; skriv for eksempel 3+2 (3 minutter, deretter 2 sekunders tillegg per trekk)
control-seconds = i tidskontrollen "{ $text }": er { $number } minutter eller sekunder? For minutter skriv { $number }m (eller { $seconds }), for sekunder { $number }s

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
        [peg] skriv hvordan det ble utført på spesialbrettet (peg ok), eller rett trekket (fix MOVE).
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
        [peg] Skriv først hvordan det ble utført på spesialbrettet (peg ok, peg MOVE eller peg FROM TO), eller rett trekket (fix MOVE).
       *[press] Trykk først på klokken (press) eller rett trekket (fix MOVE).
    }
pending-after-answer = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk "{ $announcement }" er ikke fullført ennå; { $dropped ->
        [true] svares det no:
       *[false] etter svaret:
    } { $next ->
        [peg] skriv hvordan det ble utført på spesialbrettet (peg ok), eller rett det (fix MOVE).
       *[press] trykk på klokken (press), eller rett det (fix MOVE).
    }
nothing-to-press = Ikke noe trekk er annonsert: skriv trekket først, og trykk så på klokken (press).
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
no-offer = Det er ikke noe gjeldende remistilbud.
offer-standing = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud gjelder fortsatt: { $early ->
        [true] avslå det først (decline); remis kan først avtales når hver spiller har gjort et trekk (FIDEs regler 2017, § 5.2.3).
       *[false] ta imot eller avslå det først (accept, decline).
    }
agreement-too-early = Remis kan først avtales når hver spiller har gjort et trekk (FIDEs regler 2017, § 5.2.3).
offer-open = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud gjelder: { $early ->
        [true] remis kan først avtales når hver spiller har gjort et trekk (FIDEs regler 2017, § 5.2.3); avslå det (decline); et trekk regnes også som avslag.
       *[false] ta imot eller avslå det (accept, decline); et trekk regnes også som avslag.
    }
claim = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } krever remis { $kind ->
        [threefold] fordi samme stilling oppstår for tredje gang
       *[fifty] etter 50-trekksregelen
    }: { $correct ->
        [true] kravet er korrekt
       *[false] { $written ->
            [true] kravet er ikke korrekt; partiet fortsetter med det noterte trekket
           *[false] kravet er ikke korrekt; partiet fortsetter
        }
    }.
claim-with-pending = Et trekk er allerede annonsert. Krev remis før trekket gjøres, med trekket du har tenkt å spille: claim { $kind } MOVE.
ended = { $reason ->
        [checkmate] Matt.
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
        [threefold] Remis fordi samme stilling oppsto for tredje gang, krevd av { $by ->
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
            [white] { -white(case: "upper") } krever seier på tid.
            [black] { -black(case: "upper") } krever seier på tid.
           *[none] Begge klaffene har falt.
        }
        [illegal-moves] Turneringslederen fastsetter resultatet på grunn av de ulovlige trekkene.
        [quickplay] Turneringslederen erklærer remis etter krav fra { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        } under hurtigavslutningen.
       *[arbiter] Turneringslederen fastsetter resultatet.
    } { $result ->
        [white-wins] { -white(case: "upper") } vinner, 1-0.
        [black-wins] { -black(case: "upper") } vinner, 0-1.
       *[draw] Partiet er remis, 1/2-1/2.
    }

# What the players must know now: short phrases, joined with " · ".
situation-playing = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } i trekket, trekk { $number }
situation-adjourned = Hengeparti: { $side ->
        [white] { -white }
       *[black] { -black }
    } har forseglet trekk { $number }
situation-ended = Partiet er slutt, { $result ->
        [white-wins] 1-0
        [black-wins] 0-1
       *[draw] 1/2-1/2
    }
situation-carry-out = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har annonsert { $said }: skal utføres
situation-question = { $what ->
        [result] resultat { $result }: yes eller no?
        [rollback] gå tilbake: yes eller no?
        [illegal] ulovlig trekk: yes eller no?
        [clock] klokke: yes eller no?
       *[other] yes eller no?
    }
situation-offer = Remistilbud fra { $side ->
        [white] { -white }
       *[black] { -black }
    }
situation-peg = Spesialbrettet avviker
result-only = { $result ->
        [white-wins] Hvit vinner, 1-0.
        [black-wins] Svart vinner, 0-1.
       *[draw] Remis, 1/2-1/2.
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
    } spiller på spesialbrettet. Tidskontroll: { $control }. FIDEs regler { $laws }.
time-on-request = Tiden oppgis bare på forespørsel ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }): ingen varsler om lite tid; skriv time.
control-reached = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } nådde tidskontrollen med trekk { $moves }: { $added } lagt til.
note-control-reached = { $side ->
        [white] { -white }
       *[black] { -black }
    } nådde tidskontrollen med trekk { $moves }, { $added } lagt til
quickplay-announced = Hurtigavslutning kunngjort ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }): med under 2 minutter igjen i partiets siste fase kan spilleren i trekket kreve remis: claim quickplay.
quickplay-excluded = Hurtigavslutningen gjelder ikke for dette partiet ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }).
quickplay-not-announced = Turneringen har ikke kunngjort hurtigavslutning for dette partiet ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }): det finnes ikke noe slikt krav.
quickplay-not-yet = Et remiskrav under hurtigavslutningen forutsetter under 2 minutter igjen i partiets siste fase, før klaffen faller ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }); { $by ->
        [white] { -white }
       *[black] { -black }
    } har { $left }.
quickplay-claimed = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } krever remis under hurtigavslutningen med { $left } igjen ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }): klokkene er stanset for turneringslederen.
note-quickplay-claim = { $side ->
        [white] { -white }
       *[black] { -black }
    } krever remis under hurtigavslutningen med { $left } igjen{ $rule }
replacing-move-bound = Trekket som erstatter det, er bundet av regelen om rørt brikke ({ PART($touch) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $touch }).
increment-requested = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } ber om et tillegg på 5 sekunder per trekk for begge spillerne ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }): det er et remistilbud. { $by ->
        [white] { -black(case: "upper") }
       *[black] { -white(case: "upper") }
    } tar imot remis (accept) eller avslår (decline); avslås det, avgjør turneringslederen om tillegget skal gis.
increment-set = Fra nå av legges { $span } til begge klokkene etter hvert trekk
note-increment-set = fra nå av { $span } lagt til begge klokkene etter hvert trekk
no-increment-request = FIDEs regler { $year } har ingen bestemmelse om å be om tillegg; remis kreves med claim quickplay.
quickplay-not-now = turneringslederen avviser kravet eller utsetter avgjørelsen (remis erklæres da med result), og klokken til { $side ->
        [white] { -white }
       *[black] { -black }
    } går igjen.
words-used = Trekkene annonseres med disse ordene: { $examples } (andre: --voice da dansk, de tysk, nb norsk).
game-kind-standard = Standardsjakk.
game-kind = { $kind ->
        [rapid] Hurtigsjakk
       *[blitz] Lynsjakk
    } ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }).
kind-full = Turneringsreglene gjelder ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }).
kind-illegal-loses = Et fullført ulovlig trekk gir tap hvis motstanderen krever seier før sitt neste trekk, men remis hvis motstanderen ikke kan matte ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }).
kind-illegal-until = Et ulovlig trekk straffes bare når motstanderen fremmer krav om det før sitt eget neste trekk ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }).
kind-penalty = Tidsstraffer er { $minutes } minutt ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }).
kind-claimant-time = Et krav om seier på tid forutsetter at den som krever, har tid igjen på sin egen klokke ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }).
kind-both-flags = Har begge klaffene falt, er partiet remis ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }).
resumed = Partiet er gjenopptatt ved trekk { $number }. { $status }
time-while-closed = Mens annabella var lukket, gikk { $color ->
        [white] { -white }s klokke videre: { -white }
       *[black] { -black }s klokke videre: { -black }
    } har brukt { $span } i mellomtiden.
setup-ignored = Partiets egne innstillinger gjelder; ikke brukt: { $options }.
told-now = Fra nå av i dette partiet: { $options }.
assistant-on-resume = Skal { $name } assistere fra nå av, skriv: assistant on { $name }
resume-at-on-resume = Tid og sted for gjenopptakelsen angis med envelope TEXT, for eksempel envelope 2026-11-22 10:00, sal B.
over-at-start = Intet parti kan begynne fra denne stillingen: { $reason ->
        [checkmate] det er matt.
        [stalemate] det er patt.
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
board-differs = Spesialbrettet avviker: { $item }.
peg-still-differs = Spesialbrettet avviker fortsatt fra partiet på { $places ->
        [one] ett sted
       *[other] { $places } steder
    }{ $blocked ->
        [true] , og dette trekket kan ikke utføres på det
       *[false] {""}
    }: diff gir trinnene.
peg-other-move = Er { $written } trekket som ble gjort, rett heller annonseringen: fix { $written }.
boards-agree = Spesialbrettet stemmer overens med partiet.
diff-heading = Spesialbrettet avviker fra partiet på { $places ->
        [one] ett sted
       *[other] { $places } steder
    }; det rettes opp med { $steps ->
        [one] ett trinn
       *[other] { $steps } trinn
    }.
diff-item = Spesialbrettet: { $item }.
eboard-differs = Det elektroniske brettet avviker fra partiet på { $places ->
        [one] ett sted
       *[other] { $places } steder
    }.
eboard-item = På det elektroniske brettet: { $item }.
eboard-agrees = Det elektroniske brettet stemmer igjen med partiet.
eboard-connected = Det elektroniske brettet på { $path } er tilkoblet.
eboard-lost = Det elektroniske brettet på { $path } svarer ikke ({ $why }): koble det til igjen; partiet fortsetter.
eboard-promotion = Det elektroniske brettet viser { $piece } på { $square } ved forvandlingen: var en annen brikke ment, skriv fix og trekket med den brikken.
step-line = Trinn { $number } av { $count }: { $step }.
peg-fixed-hint = Når spesialbrettet er rettet, skriv peg fixed.
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
step-place = sett brikken du holder ({ $piece }) på { $on }
peg-fixed = Spesialbrettet er rettet: det stemmer overens med partiet.
peg-needed = Skriv først hvordan trekket ble utført på spesialbrettet: peg ok, peg MOVE eller peg FROM TO.
diff-peg-pending = Spesialbrettet stemmer med partiet før det annonserte trekket.
diff-peg-enter = Skriv hvordan trekket ble utført: peg ok, peg MOVE eller peg FROM TO.
nothing-to-peg = Det er ikke spilt noe trekk ennå: det er ingenting å registrere på spesialbrettet.
bad-peg-squares = "{ $text }" er ikke et trekk på spesialbrettet: oppgi to felt, det første med en brikke på, for eksempel peg g1 f3.
after-move = etter { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }
game-start = ved partiets start
sheet-notes = Notater til turneringslederen:
nothing-written = ingenting
sheets-agree = Noteringsskjemaene stemmer overens fram til stillingen { $through }.
correct-peg-board = Noteringsskjemaene stemmer overens, så brettet som avviker, rettes ({ PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }): spesialbrettet.
correct-other-board = Spesialbrettet stemmer overens med noteringsskjemaene. Hvis brettene avviker, settes motstanderens brett opp i stillingen fra noteringsskjemaene ({ PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }).
sheets-differ = Noteringsskjemaene avviker første gang ved { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }. Her står { $ours }, på det andre skjemaet { $theirs }. Forslag ({ PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }): gå tilbake til stillingen { $back_to }. Klokkene slik de sto da: { -white } { $white_left } igjen; { -black } { $black_left } igjen. Skriv rollback for å gjøre det; turneringslederen kan endre klokkene etterpå med setclock.
sheets-differ-announced = { $ours } er trekket som er annonsert og ennå ikke fullført. Ble { $theirs } spilt, rett heller annonseringen: fix { $theirs }.
sheet-pending = Ennå ikke på noteringsskjemaet: { $by ->
        [white] { -white }
       *[black] { -black }
    }, trekk { $number }, { $written }, annonsert og ikke fullført.
clocks-started = Kravet godtas ikke: klokken til { $side ->
        [white] { -white }
       *[black] { -black }
    } går igjen.
# What a proposal will do, said before yes (the program's rule: a proposal says
# everything it will change, core::session::proposal_words): each part a sentence.
proposal-end-undone = Resultatet { $result } faller dermed bort, og partiet fortsetter.
proposal-replaces = Det erstatter det registrerte resultatet, { $result }.
proposal-unplayed = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s annonserte trekk "{ $announcement }", som ikke er fullført, spilles ikke; partifilen fører det opp som tatt tilbake.
proposal-rollback = Tilbake til stillingen { $back_to }; { $has_moves ->
        [true] disse trekkene tas tilbake: { $moves }
       *[false] trekkene etter den tas tilbake
    }. Klokkene da: { -white } { $white_left } igjen; { -black } { $black_left } igjen.
proposal-illegal = Ulovlig trekk av { $by ->
        [white] { -white }
       *[black] { -black }
    } (nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDEs regler { $year }, { PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }): stillingen før trekket gjenopprettes.
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
proposal-flag-stays = Ved svaret no: klaffen regnes fortsatt som falt, og kravet kan fremsettes igjen (claim time).
proposal-offer-lapses = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud faller dermed bort.
flag-stands-again = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s klaff regnes ikke lenger som falt.
flag-will-fall = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s klaff faller.
proposal-if-no = Ved svaret no: { $what }
claim-not-upheld = kravet regnes som ukorrekt, og { $side ->
        [white] hvits
       *[black] svarts
    } klokke går igjen.
written-move-played = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } spiller trekket som ble skrevet med kravet, "{ $said }".
penalty-proposed = Deretter foreslått: { $what }
# Both flags are down; the program knows which fell first (or, set by
# hand, that it cannot be known).
flags-both = Begge klaffene har falt; klaffen til { $first ->
        [white] { -white }
       *[black] { -black }
    } falt først: kravet om seier på tid tilkommer { $other ->
        [white] { -white }
       *[black] { -black }
    } (veiledende).
flags-both-draw = Begge klaffene har falt: et krav om seier på tid gir remis ({ PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }).
flags-both-no-claim = Begge klaffene har falt; klaffen til { $first ->
        [white] { -white }
       *[black] { -black }
    } falt først, men et krav om seier på tid forutsetter tid igjen på klokken til den som krever ({ PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }): ingen kan derfor kreve seier, og partiet fortsetter med mindre turneringslederen bestemmer noe annet.
flags-both-unknown = Begge klaffene har falt, og det kan ikke fastslås hvilken som falt først: { $outcome ->
        [draw] et krav om seier på tid gir remis ({ PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }).
        [play-on] før partiets siste fase fortsetter partiet ({ PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }) uten krav om seier på tid.
       *[arbiter] disse reglene gir remis bare i partier uten tillegg ({ PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }); turneringslederen avgjør, med result hvis partiet slutter.
    }
proposal-open = Et forslag venter først på svar: yes registrerer det, no avviser det (status sier det igjen).
seal-what = Hvilket trekk skal forsegles? Skriv det med kommandoen, for eksempel: seal Sf3.
seal-not-a-move = Det trekket kan ikke spilles her; det gjentas ikke, slik at ingen hører det. Skriv seal og trekket igjen.
seal-ambiguous = Det passer til flere trekk; det gjentas ikke, så ingen hører trekket. Skriv seal og trekket igjen, med feltet brikken kommer fra.
seal-mistyped = Den linjen gjentas ikke, slik at ingen hører trekket i den. Skriv seal, et mellomrom og trekket for å forsegle det.
fix-same = Det er det annonserte trekket: ingenting å rette.
# A time typed with no unit outside a time control: both meanings.
unitless-time = { $number } minutter eller { $number } sekunder? Skriv { $prefix } { $number }m eller { $prefix } { $number }s.
colon-time = { $typed } som timer og minutter eller som minutter og sekunder? Skriv { $prefix } { $first }h{ $second }m eller { $prefix } { $first }m{ $second }s.
seal-pending = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s annonserte trekk er det hemmelige trekket: skriv seal alene for å forsegle det.
end-not-fixable = Trekket som avsluttet partiet, kan ikke lenger rettes med fix: noe annet er skrevet inn etter det.
after-end = { $can ->
        [fix] Inntil noe annet skrives, retter fix MOVE trekket som avsluttet partiet. Turneringslederen kan fortsatt ta trekket tilbake med illegal eller compare; result registrerer et annet resultat. { -after-end-rest }
        [move] Turneringslederen kan fortsatt ta tilbake trekket som avsluttet partiet, med illegal eller compare; result registrerer et annet resultat. { -after-end-rest }
       *[other] Turneringslederen kan fortsatt registrere et annet resultat med result. { -after-end-rest }
    }
game-over-refused = { $ended } Status sier hva som fortsatt kan gjøres.
-after-end-rest = Spørrekommandoene svarer fortsatt (sheet, board, square, time, status); setclock og addtime stiller fortsatt klokkene; etter quit skriver annabella export partiet ut.
record-question = Skal registreres: { $what } { $over ->
        [true] Skriv yes for å registrere det eller no for å la partiet stå som det er.
       *[false] Skriv yes for å registrere det eller no for å spille videre.
    }
record-cancelled = Ingenting ble registrert.
nothing-to-answer = Det er ikke noe åpent spørsmål: yes og no svarer på et forslag (en tilbakeføring, et resultat som skal registreres).{ $rollback ->
        [true] {" "}Den siste sammenligningen fant en forskjell: skriv rollback for å få forslaget om å gå tilbake, og svar så yes eller no.
       *[false] {""}
    }
fix-after-press = Det siste trekket er fullført: det er trykket på klokken. Det kan ikke lenger rettes. Bare turneringslederen kan ta det tilbake (illegal), ellers avgjør noteringsskjemaene det (compare).
rolled-back = Partiet er ført tilbake til stillingen { $back_to }. Klokkene er stilt: { -white } { $white_left } igjen; { -black } { $black_left } igjen. { $to_move ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trekket. Trekkene som ble tatt tilbake, blir stående i partifilen.
nothing-to-roll-back = { $compared ->
        [true] Den siste sammenligningen fant ingen forskjell mellom noteringsskjemaene: det er ingenting å gå tilbake til.
       *[false] Det er ingen forskjell mellom noteringsskjemaene å gå tilbake fra: sammenlign dem først (compare MOVES).
    }
# The other sheet stops before the game ends: what it has agrees (FIDE Laws 2017
# D.2.9; moves missing at its end are no difference, core::session::compare).
# $far when more than one move is missing.
sheets-behind = Det andre noteringsskjemaet stemmer overens med partiet fram til stillingen { $through }. Det slutter der: resten er ennå ikke notert på det.
sheet-far-behind = Det ligger mer enn ett trekk etter: få det oppdatert, og sammenlign så på nytt.
# The other sheet goes on past the game's last move with $extra.
sheets-ahead = Noteringsskjemaene stemmer overens fram til stillingen { $through }{ $announced ->
        [true] ; det siste trekket er annonsert, men ennå ikke fullført.
       *[false] , der partiet står.
    } Det andre skjemaet fortsetter med { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }: { $extra }. Hvis det ble spilt, skriv det som et trekk; ingenting tas tilbake.
sheet-unreadable = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number } på det andre noteringsskjemaet, "{ $text }", er ikke et trekk i stillingen der: ingenting ble sammenlignet. Kontroller den noteringen, og skriv skjemaet på nytt, med bokstaver eller med ord.
sheet-ambiguous = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number } på det andre noteringsskjemaet, "{ $text }", passer til { $candidates }: ingenting ble sammenlignet. Spør hvilket som ble spilt, og skriv skjemaet på nytt med det trekket skrevet helt ut.
sheet-ahead-stops = Deretter står det "{ $text }" på det andre skjemaet, { $candidates ->
        [none] som ikke er et trekk i stillingen der.
       *[other] som passer til { $candidates }.
    }
# Bare compare: the other sheet entered a line at a time.
sheet-entry-start = Skriv trekkene fra det andre noteringsskjemaet, ett eller flere på en linje, med bokstaver eller med ord. Skriv end eller en tom linje for å sammenligne dem, eller cancel for å avbryte.
sheet-entry-next = Neste: { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }.
sheet-entry-read = Lest: { $moves }.
sheet-entry-again = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number }, "{ $text }", er ikke et trekk i stillingen der: skriv det på nytt.
sheet-entry-ambiguous = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $number }, "{ $text }", passer til { $candidates }: skriv det som ble spilt.
sheet-misnumbered = Det andre noteringsskjemaet har { $wside ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $written } der { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number } kommer: det mangler et trekk der, eller nummeret er feil. Ingenting ble sammenlignet. Kontroller skjemaet, og skriv det inn igjen.
sheet-entry-misnumbered = { $wside ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s trekk { $written } er skrevet der { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number } kommer: skriv { $side ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }, eller kontroller numrene.
sheet-entry-command = "{ $text }" er en kommando: skriv her trekkene fra det andre noteringsskjemaet. Skriv end for å sammenligne dem, eller cancel for å avbryte.
sheet-entry-cancelled = Innskrivingen av noteringsskjemaet er avbrutt: ingenting ble sammenlignet.
sheet-entry-empty = Det ble ikke skrevet noen trekk: ingenting ble sammenlignet.
assistant-set = { $has_name ->
        [true] Assistent: { $name }. Beskjedene rettes nå til assistenten.
       *[false] Ingen assistent: beskjedene rettes til spilleren.
    }
claim-time-hint = Krev seier på tid med: claim time.
hearing-needs-assistant = Mot en hørselshemmet motstander må det brukes en assistent (FIDEs regler 2017, { PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }). Start partiet med --assistant NAME.
assistant-required = Mot en hørselshemmet motstander må det brukes en assistent (FIDEs regler 2017, { PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }): assistenten beholdes. En annen navngis med assistant NAME.
touched = Notert for turneringslederen: { $side ->
        [white] { -white }
       *[black] { -black }
    } rørte { $what }, { $at } etter start{ $turn ->
        [white] , med { -white } i trekket
        [black] , med { -black } i trekket
       *[none] {""}
    }.
bad-square = "{ $text }" er ikke et felt: skriv for eksempel touch { $example }.
nothing-to-touch = Det står ingenting på { $square }: bare en rørt brikke noteres for turneringslederen.
proposal-breach = { $breach ->
        [hands] Trekk utført med to hender
       *[press] Klokketrykk uten trekk
    } av { $by ->
        [white] { -white }
       *[black] { -black }
    } (ulovlig trekk nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDEs regler { $year }, { PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }): stillingen blir stående.
breach-declared = { $breach ->
        [hands] Trekk utført med to hender
       *[press] Klokketrykk uten trekk
    } av { $by ->
        [white] { -white }
       *[black] { -black }
    } registrert (ulovlig trekk nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDEs regler { $year }, { PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }); stillingen blir stående.
note-breach = { $breach ->
        [hands] trekk utført med to hender
       *[press] klokketrykk uten trekk
    } av { $side ->
        [white] { -white }
       *[black] { -black }
    }, ulovlig trekk nummer { $count }{ $rule }
proposal-illegal-later = Trekkene etter det tas også tilbake: tilbake til stillingen { $back_to }.
no-such-move = Partiet har ikke noe trekk { $number }{ $side ->
        [white] {" "}av { -white }
        [black] {" "}av { -black }
       *[none] {""}
    }.
which-side = Begge spillerne har gjort trekk { $number }: skriv illegal { $number } white eller illegal { $number } black.
illegal-stands = { $by ->
        [white] { -black(case: "upper") }
       *[black] { -white(case: "upper") }
    } har gjort sitt neste trekk: det ulovlige trekket av { $by ->
        [white] { -white }
       *[black] { -black }
    } blir stående, og partiet fortsetter ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }).
no-such-breach = FIDEs regler { $year } regner ikke dette som et ulovlig trekk: turneringslederen straffer det etter sitt skjønn, med addtime eller result.
claimant-out-of-time = Klaffen til { $by ->
        [white] { -white }
       *[black] { -black }
    } har også falt: et krav om seier på tid forutsetter tid igjen på klokken til den som krever ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }). Partiet fortsetter med mindre turneringslederen bestemmer noe annet.
illegal-declared = Ulovlig trekk av { $by ->
        [white] { -white }
       *[black] { -black }
    } registrert (nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDEs regler { $year }, { PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }); stillingen før trekket er gjenopprettet. { $by ->
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
    }; FIDEs regler { $year }, { PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }).
illegal-report-if-not-completed = Bare et fullført ulovlig trekk straffes ({ PART($illegal) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $illegal }): ble det ikke trykket på klokken etter det, skriv no: meldingen registreres uten straff, og { $by ->
        [white] { -white }
       *[black] { -black }
    } gjør et lovlig trekk i stedet, bundet av regelen om rørt brikke ({ PART($touch) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $touch }).
illegal-reported-not-completed = Ulovlig trekk "{ $input }" av { $by ->
        [white] { -white }
       *[black] { -black }
    } registrert for turneringslederen, ikke fullført: ingen straff. { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } gjør et lovlig trekk i stedet, bundet av regelen om rørt brikke ({ PART($touch) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $touch }).
illegal-reported = Ulovlig trekk "{ $input }" av { $by ->
        [white] { -white }
       *[black] { -black }
    } registrert for turneringslederen.{ $goes_on ->
        [true] {" "}{ $by ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } er i trekket og skal spille et lovlig trekk.
       *[false] {""}
    }
# The penalty a report would record: $what is the time added or the result.
report-penalty = Straff: { $what }
report-hint = Hvis det ble utført på brettet, meld det til turneringslederen: report illegal { $input }
report-legal = "{ $input }" er et lovlig trekk her: skriv det som trekket.
no-move-to-declare = Det er ikke noe fullført trekk å erklære ulovlig.
no-flag = Ingen klaff har falt: et krav om seier på tid forutsetter at motstanderens klaff har falt.
sealed = Hemmelig trekk registrert, trekk { $number }. Sjakkuret er stanset; det er tatt hengeparti.
adjourned = Det er tatt hengeparti: { $by ->
        [white] { -white }
       *[black] { -black }
    } har forseglet trekk { $number }. Ved gjenopptakelsen skriver du unseal når { $by ->
            [white] { -black }
           *[black] { -white }
        } er til stede: konvolutten åpnes, og det hemmelige trekket spilles ({ PART($opened) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $opened }). { $running ->
        [true] Klokken til { $by ->
            [white] { -black }
           *[black] { -white }
        } går, mens konvolutten forblir lukket ({ PART($absent) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $absent }).
       *[false] Er { $by ->
            [white] { -black }
           *[black] { -white }
        } fraværende, starter unseal absent klokken til { $by ->
            [white] { -black }
           *[black] { -white }
        }, og konvolutten forblir lukket ({ PART($absent) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $absent }).
    } Til da venter trekk, spesialbrettet, krav og compare. Disse kommandoene virker: draw, accept, decline, resign, result, addtime, setclock, assistant og envelope. Spørrekommandoene virker også: time, status, sheet, last, board.
unsealed = Det hemmelige trekket er åpnet: { $by ->
        [white] { -white }
       *[black] { -black }
    }s trekk { $number }.
sealed-for-absent = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har forseglet trekk { $number } i en ny konvolutt fordi { $by ->
        [white] { -black }
       *[black] { -white }
    } er fraværende ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }): klokken til { $by ->
        [white] { -black }
       *[black] { -white }
    } går. Skriv unseal når { $by ->
        [white] { -black }
       *[black] { -white }
    } kommer.
replier-started = Konvolutten forblir lukket: { $by ->
        [white] { -white }
       *[black] { -black }
    } er fraværende, og klokken til { $by ->
        [white] { -white }
       *[black] { -black }
    } går ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }). Skriv unseal når { $by ->
        [white] { -white }
       *[black] { -black }
    } kommer: konvolutten åpnes, og det hemmelige trekket spilles.
replier-running = Klokken til { $by ->
        [white] { -white }
       *[black] { -black }
    } går allerede, mens konvolutten forblir lukket: skriv unseal når { $by ->
        [white] { -white }
       *[black] { -black }
    } kommer.
seal-refused = Det trekket kan ikke spilles her; det gjentas ikke, slik at ingen hører det. Avvisningen er notert for turneringslederen ({ PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }). Skriv seal og trekket igjen.
note-replier-started = { $side ->
        [white] { -white }
       *[black] { -black }
    } fraværende ved gjenopptakelsen: klokken til { $side ->
        [white] { -white }
       *[black] { -black }
    } startet, konvolutten forble lukket{ $rule }
note-seal-refused = et hemmelig trekk fra { $side ->
        [white] { -white }
       *[black] { -black }
    } avvist som ulovlig{ $rule }
note-sealed-for-absent = { $side ->
        [white] { -white }
       *[black] { -black }
    } forseglet svaret i en ny konvolutt fordi motstanderen var fraværende{ $rule }
help-seal-absent = seal MOVE absent: forsegl svaret, motstanderen fraværende (retningslinje I.9.3)
help-unseal-absent = unseal absent: den fraværendes klokke settes i gang, konvolutten forblir lukket
not-adjourned = Ingenting er forseglet: det er ikke tatt hengeparti.
adjourned-refused = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har forseglet trekk { $number }: hengeparti. Ved gjenopptakelse: unseal; mer: status.
envelope =
    Hengeparti: konvolutt med hemmelig trekk
    { -white(case: "upper") }: { $white }
    { -black(case: "upper") }: { $black }
    Stillingen umiddelbart før det hemmelige trekket: { $position }
    FEN: { $fen }
    Tidsforbruk: { -white } { $white_used }, { -black } { $black_used }
    Klokkene stilles ved gjenopptakelsen til: { -white } { $white_left }, { -black } { $black_left }
    Forseglet av: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Nummeret på det hemmelige trekket: { $number }
    Gjeldende remistilbud: { $offer ->
        [white] ja, fra { -white }
        [black] ja, fra { -black }
       *[none] ingen
    }
    Gjenopptakelse: { $has_resume ->
        [true] { $resume }
       *[false] fastsettes av turneringslederen
    }
# The inside sheet of the envelope (the sealed move is never spoken, but the
# arbiter needs it on paper): the scoresheet lines follow it, then envelope-sealed.
envelope-inside =
    Hengeparti: innsiden av konvolutten, for turneringslederen
    { -white(case: "upper") }: { $white }
    { -black(case: "upper") }: { $black }
    Forseglet av: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Noteringsskjema til og med det hemmelige trekket:
envelope-sealed = Hemmelig trekk: { $number }{ $side ->
        [white] .
       *[black] ...
    } { $written }
envelope-written = Konvolutt skrevet. Utsiden, uten trekket: { $text } (tekst). Utsiden i punktskrift: { $braille }. Innsiden, med noteringsskjemaet og det hemmelige trekket: { $inside } (tekst). Innsiden i punktskrift: { $inside_braille }.
resume-recorded = Dato, klokkeslett og sted for gjenopptakelsen, på konvolutten: { $text }.
resume-needed = Dato, klokkeslett og sted for gjenopptakelsen er ikke fastsatt ennå; oppgi dem med envelope TEXT, for eksempel envelope 2026-11-22 10:00, sal B.

## The record's notes for the arbiter: the PGN's comments (always these
## English ones) and the scoresheet's (export --sheet). Clauses, without a
## full stop; $rule is " (laws 2017, 7.5.3)" or nothing.

# A decision with the article it applies.
decision-rule = { $decision } ({ PART($rule) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $rule }).
note-rule = (FIDEs regler { $year }, { PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article })
note-taken-back = tatt tilbake: { $moves }
note-since-taken-back = { $note } (gjort { $made }, senere tatt tilbake)
note-reported = { $side ->
        [white] { -white } spilte det ulovlige trekket { $input } { $at } etter start, { -white }s ulovlige trekk
       *[black] { -black } spilte det ulovlige trekket { $input } { $at } etter start, { -black }s ulovlige trekk
    } nummer { $count }{ $rule }
note-reported-not-completed = { $side ->
        [white] { -white }
       *[black] { -black }
    } gjorde det ulovlige trekket { $input } { $at } etter start, ikke fullført: ingen straff{ $rule }
note-touched = { $side ->
        [white] { -white }
       *[black] { -black }
    } rørte brikken på { $square } { $at } etter start{ $turn ->
        [white] , { -white } i trekket
        [black] , { -black } i trekket
       *[none] {""}
    }
note-corrected = { $side ->
        [white] { -white }
       *[black] { -black }
    } annonserte først { $from } og rettet det til { $to } før trykket på klokken
note-illegal = ulovlig trekk av { $side ->
        [white] { -white }, { -white }s
       *[black] { -black }, { -black }s
    } nummer { $count }{ $rule }
note-claim = { $side ->
        [white] { -white }
       *[black] { -black }
    } krever remis { $kind ->
        [threefold] fordi samme stilling oppstår for tredje gang
       *[fifty] etter 50-trekksregelen
    }{ $written ->
        [none] {""}
       *[other] {", med det noterte trekket "}{ $written }
    }: { $correct ->
        [true] korrekt
       *[false] ukorrekt
    }
note-offer-declined = { $side ->
        [white] { -white }
       *[black] { -black }
    } avslår remistilbudet
note-overruled = registrert, deretter omgjort av turneringslederen: { $ended }
note-draw-offered = { $side ->
        [white] { -white }
       *[black] { -black }
    } tilbyr remis (=){ $before_move ->
        [true] {" før sitt trekk"}
       *[false] {""}
    }
note-flag-fell = { $side ->
        [white] { -white }
       *[black] { -black }
    }s klaff har falt
note-rolled-back = partiet føres tilbake til stillingen { $to }{ $rule }; klokkene stilles til { -white } { $white }, { -black } { $black }
note-end-taken-back = tatt tilbake med trekket sitt: { $ended }
note-sealed = { $side ->
        [white] { -white }
       *[black] { -black }
    } forsegler neste trekk: det er tatt hengeparti
note-resumed = partiet gjenopptas: det hemmelige trekket spilles
note-not-upheld = turneringslederen gir ikke { $side ->
        [white] { -white }
       *[black] { -black }
    } medhold i kravet: det regnes som ukorrekt
note-declined = foreslått og ikke registrert: { $what }
note-declined-rollback = tilbakeføringen
note-declined-illegal = { $reported ->
        [true] et meldt ulovlig trekk
       *[false] et ulovlig trekk
    } av { $side ->
        [white] { -white }
       *[black] { -black }
    }

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
no-moves-from = { $piece_and_square } kan ikke flyttes.
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
            } { $piece }
           *[other] { $count } { $color ->
                [white] hvite
               *[black] svarte
            } { $pieces }
        } på
       *[false] { $color ->
            [white] Hvite
           *[black] Svarte
        } { $pieces } også på
    } { $squares }.
kind-none = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har { $role ->
        [rook] ikke noe
       *[other] ingen
    } { $piece }.
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
sheet-too-short = Noteringsskjemaet går til trekk { $last }: trekk { $from } er ikke spilt ennå.
not-a-square = "{ $text }" er ikke et felt: skriv for eksempel square f7 eller square { $spoken }.
not-a-kind = "{ $text }" er ikke en brikketype: skriv for eksempel pieces hvite tårn.

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
taken-over-clocks = Klokkene slik de står i filen: { $has_white ->
        [true] { -white } { $white } igjen
       *[false] { -white } etter tidskontrollen
    }, { $has_black ->
        [true] { -black } { $black } igjen.
       *[false] { -black } etter tidskontrollen.
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
pgn-game-too-large = Parti { $number } er på { $size } tekst, mer enn grensen på { $most } for å åpne et parti: det åpnes ikke.
pgn-game-problem = Parti { $number }, linje { $line }: { $problem }.
pgn-problem-at = Linje { $line }: { $problem }.
pgn-chess960 = det er et sjakk-960-parti; annabella spiller bare vanlig sjakk
pgn-variant = det er et parti i varianten { $variant }; annabella spiller bare vanlig sjakk
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
pgn-fragment = dette er resten av partiet foran, som har en ødelagt tagg-linje; begynnelsen mangler
pgn-utf16 = filen er UTF-16-tekst; annabella leser PGN i UTF-8 eller Windows-1252: lagre den som UTF-8
pgn-too-long = partiet har flere trekk, kommentarer eller varianter enn noe parti som noen gang er spilt; det er lest fram til der
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
        [18] { -white(case: "upper") } har vinnende fordel
        [19] { -black(case: "upper") } har vinnende fordel
        [22] { -white(case: "upper") } er i trekktvang
        [23] { -black(case: "upper") } er i trekktvang
        [36] { -white(case: "upper") } har initiativet
        [37] { -black(case: "upper") } har initiativet
        [40] { -white(case: "upper") } har angrep
        [41] { -black(case: "upper") } har angrep
        [132] { -white(case: "upper") } har motspill
        [133] { -black(case: "upper") } har motspill
        [146] nyhet
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
replay-choose = Skriv game og et nummer for å høre det partiet, for eksempel game 2.
replay-choose-first = Ikke noe parti er åpent. Skriv games for å få en liste over partiene, og game 2 for å åpne det andre.
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
replay-enter-how = Skriv variation og nummeret for å høre den, for eksempel variation 1.
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
replay-games-page = Partiene { $from } til { $to } av { $count }.{ $has_next ->
        [true] {" "}Skriv { $next } for de neste.
       *[false] {""}
    }
replay-no-page = Det finnes ingen side { $page }: { $pages ->
        [one] listen har én side.
       *[other] listen har { $pages } sider.
    }
# A PGN tag's name, as `tags` says it: the Seven Tag Roster and the time
# control in the language's words, any other as the file writes it.
tag-name = { $tag ->
        [Event] Turnering
        [Site] Sted
        [Date] Dato
        [Round] Runde
        [White] Hvit
        [Black] Svart
        [Result] Resultat
        [TimeControl] Tidskontroll
       *[other] { $tag }
    }
replay-no-tags = Filen har ingen opplysninger om partiet.
help-replay-next = next eller Enter: neste trekk; next 5: de neste fem
help-replay-back = back: ta siste trekk tilbake; back 3: tre
help-replay-first = first: begynnelsen (av partiet eller av varianten du er i)
help-replay-last = last: slutten (av partiet eller av varianten du er i)
help-replay-go = go 12: etter hvits 12. trekk; go 12 black: etter svarts; go 0: begynnelsen
help-replay-who = who: hvem som er i trekket, og ved hvilket trekk
help-replay-board = board: stillingen, én linje per rad; board white: hvits brikker etter type
help-replay-square = square f7: hva som står på et felt, og hva som angriper og dekker det
help-replay-pieces = pieces white rooks: hvor én sides brikker av én type står
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

## Why a voice or a sound device could not be had (the shell's speech
## and audio say them; `detail` is the system's own words), and the one
## failure that is never said aloud.
speech-no-clips = Det finnes ingen innspilte ord for stemmen { $voice }.
speech-no-voice = Det finnes ingen stemme å laste inn.
speech-bad-clip = Det innspilte ordet { $path } kan ikke leses: { $detail }
speech-no-clip-for = Det finnes ikke noe innspilt ord for «{ $word }».
speech-poisoned = De innspilte ordene kan ikke brukes etter en tidligere feil.
speech-service = Taletjenesten sviktet: { $detail }
speech-service-silent = Taletjenesten svarte ikke.
speech-thread = Stemmen kunne ikke startes: { $detail }
audio-no-device = Det finnes ingen lydenhet for avspilling.
audio-device = Lydenheten sviktet: { $detail }
audio-device-silent = Lydenheten svarte ikke.
audio-thread = Lyden kunne ikke startes: { $detail }
output-closed = Utdata ble lukket: ingenting mer kan skrives.

speech-backend = { $backend ->
        [clips] Tale: den innebygde stemmen.
        [tts] Tale: systemets stemme.
        [reader] Tale: gjennom skjermleseren, med skjermleserens egen stemme og tempo.
        [text] Tale: bare utskrevne linjer (ingen lydenhet eller taletjeneste svarte, eller tekst ble valgt).
       *[other] Tale: slått av.
    }
speech-not-had = Den valgte stemmen er ikke tilgjengelig. { $why }
screen-reader-running = En skjermleser kjører: med --speech reader snakker annabella gjennom den, med skjermleserens egen stemme og tempo.
tui-needs-terminal = Fullskjermvisningen trenger en terminal: kjør den i en, eller bruk --line.
clip-fallback = Den innebygde stemmen har ikke noe klipp for "{ $word }": { $to ->
        [tts] systemets stemme sier slike setninger
       *[other] slike setninger blir bare skrevet ut
    }.
nothing-to-repeat = Ingenting er annonsert ennå.
speech-setting = { $what ->
        [rate] Taletempo
       *[other] Lydstyrke
    } { $percent } %.
earcons-set = { $on ->
        [true] Lydsignaler på: korte lyder markerer et fullført trekk, en avvisning og klokken.
       *[false] Lydsignaler av: ingen korte lyder, bare tale.
    }
pgn-choose-number = { $path } inneholder { $count } partier. Velg ett med --game-number, for eksempel --game-number 2:
pgn-choose-more = Og { $more } til: annabella replay { $path } viser dem en side om gangen og finner et parti etter spiller, turnering eller dato (games NAME).
pgn-not-whole = { $path }: et parti overtas bare helt. { $problem }
game-file = Partifil: { $path }
game-saved = Partiet er lagret i { $path }
game-go-on = { $state ->
        [ended] Noteringsskjemaet: annabella export --sheet --game { $path }
        [adjourned] Partiet gjenopptas med: { $command }
       *[playing] Partiet fortsettes med: { $command }
    }
journal-repaired = Den siste posten i partifilen var skadet og er utelatt. Partiet fortsetter fra hendelsen før den. En kopi av den skadde filen ligger i { $copy }.
journal-unreadable = { $path } kan ikke brukes som partifil: { $detail }. Filen er ikke endret.
damage-not-a-game-file = dette er ikke en annabella-partifil (den første linjen er ikke filhodet til en partifil)
damage-inside = linje { $line } er skadet, og hele hendelser følger etter den: dette er ikke en avbrutt skriving
damage-no-game = filen inneholder ikke noe parti (ingen starthendelse)
event-misfit = linje { $number } passer ikke til partiet ({ $detail })
damage-changed = linje { $line } er endret etter at den ble skrevet (kontrollsummen stemmer ikke)
damage-out-of-order = linje { $line } inneholder post { $found } der post { $expected } hører hjemme: linjer er flyttet, fjernet eller gjentatt
damage-time-backwards = linje { $line } går tilbake i tid (tidspunktet er tidligere enn på linjen over)
# Why a line of a game file does not fit the game before it (the $detail of
# event-misfit). A game file annabella wrote always fits: these say what an
# edited or foreign file holds.
misfit-no-start = den første hendelsen er ikke starten på et parti
misfit-second-start = den starter enda et parti
misfit-after-the-end = den kommer etter slutten på partiet
misfit-move-while-pending = den annonserer et trekk mens et annet er annonsert eller forseglet
misfit-not-to-move = den annonserer et trekk for { $by ->
        [white] { -white }
       *[black] { -black }
    }, som ikke er i trekket
misfit-illegal = trekket { $uci } er ikke lovlig i stillingen { $fen }
misfit-nothing-to-correct = den retter et trekk, og ikke noe trekk er annonsert
misfit-nothing-to-confirm = den bekrefter et trekk, og ikke noe trekk er annonsert
misfit-nothing-to-press = { $by ->
        [white] { -white }
       *[black] { -black }
    } trykker på klokken uten å ha annonsert et trekk
misfit-peg-not-last = den utfører halvtrekk { $ply } på spesialbrettet, og bare det siste av { $plies } kan utføres der
misfit-peg-from-empty = den flytter en brikke fra { $square }, som er tomt på spesialbrettet
misfit-rollback-beyond = den fører partiet tilbake til halvtrekk { $to_ply }, og partiet har { $plies }
misfit-illegal-before-any-move = den erklærer et trekk ulovlig før noe trekk er spilt
misfit-illegal-not-last = den erklærer { $by ->
        [white] { -white }
       *[black] { -black }
    }s trekk ulovlig, og det er ikke det siste trekket
misfit-seal-out-of-turn = den leverer et hemmelig trekk mens et trekk er annonsert, eller for spilleren som ikke er i trekket
misfit-nothing-sealed = den åpner et hemmelig trekk, og det finnes ikke noe hemmelig trekk
misfit-proposal-open = den foreslår en endring mens et annet forslag venter på svar
input-not-text = Den linjen er ikke tekst (ikke UTF-8), så den ble ikke lest. Skriv den på nytt.
input-too-long = Den linjen er lengre enn { $max } byte, så den ble ikke lest.
voice-silent = Systemets stemme gir ingen lyd (taletjenesten snakket aldri ferdig en setning): fra nå av skrives talen bare ut.
input-full = Linjen er full ({ $max } byte): trykk Enter, eller slett.
journal-locked = { $path } er åpen i et annet program. Lukk partiet der først{ $readable ->
    [yes] ; annabella export kan fortsatt lese det.
   *[no] .
}
not-a-file = { $path } er ikke en fil (men en mappe, en enhet eller et rør): annabella leser partier fra filer.
export-newest = Partiet som sist ble skrevet: { $path }
no-game-to-export = Ingen parti er angitt, og { $folder } har ingen. Angi ett: --game FIL
not-a-folder = { $path } er en fil, ikke en mappe: det kan ikke lages en partifil under den.
io-problem = { $kind ->
        [gone] filen eller mappen finnes ikke (lenger)
        [full] disken er full
        [too-large] filen kan ikke vokse mer (en grense for filstørrelse)
        [denied] det mangler tillatelse til å skrive der
        [read-only] disken er skrivebeskyttet
        [folder] det er en mappe, ikke en fil
        [not-folder] en del av stien er en fil, ikke en mappe
        [in-use] adressen er allerede i bruk (et annet program bruker den)
        [not-here] adressen tilhører ikke denne maskinen
       *[other] { $detail }
    }
file-problem = { $path }: { $why }.
refused-not-a-file = det er en enhet, et rør eller en sokkel, ikke en fil
refused-too-large = den er på { $size }, mer enn de { $most } annabella leser av en slik fil
refused-too-many-files = den inneholder { $count } filer av det slaget, flere enn de { $most } annabella leser fra en mappe
journal-lost = { $path } ble endret av et annet program: { $change ->
        [gone] filen ble flyttet eller slettet
        [replaced] en annen fil har nå det samme navnet
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
        [yes] er lagt tilbake i { $saved }
       *[no] er lagret i { $saved }
    }. For å fortsette: { $ending ->
        [yes] kjør annabella play --game { $saved }
       *[no] avslutt, og kjør annabella play --game { $saved }
    }
journal-lost-unsaved = Partiet slik det er registrert til nå, kunne ikke lagres ({ $why }). Skriv ned trekkene nedenfor, og la turneringslederen finne filen før noe annet gjøres.
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
saved-ahead = { $path } inneholder mindre av partiet enn { $saved }, som annabella lagret da { $path } ble endret av et annet program: fortsetter partiet fra { $path }, går trekk tapt. For å fortsette: annabella play --game { $saved }
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
        [rate] rate trenger et tall fra { $low } til { $high } (prosent av normalt tempo): for eksempel "{ $example }".
        [volume] volume trenger et tall fra { $low } til { $high } (prosent): for eksempel "{ $example }".
        [result] result trenger 1-0, 0-1 eller 1/2: for eksempel "{ $example }".
        [earcons] earcons trenger on eller off: for eksempel "{ $example }".
        [claim] claim trenger time, threefold eller fifty, og trekket du vil spille: for eksempel "{ $example }".
        [report] report trenger illegal og det utførte trekket: for eksempel "{ $example }".
        [setclock] setclock trenger en farge og tiden klokken skal vise, fra { $low } til { $high } timer: for eksempel "{ $example }".
        [addtime] addtime trenger en farge og tiden som legges til, opptil { $high } timer (tid trekkes fra ved å stille klokken: setclock white 1h): for eksempel "{ $example }".
        [wait] wait trenger en tid opptil { $high } timer: for eksempel "{ $example }".
       *[other] { $command } skrives slik, for eksempel "{ $example }".
    }
extra-words = { $command } skrives uten noe etter: "{ $words }" forstås ikke, og ingenting er gjort. Skriv { $command } alene.
manual-clock-only = Dette partiet bruker ekte tid; wait virker bare i et parti startet med play --manual-clock.
help-move = MOVE: annonser et trekk i enhver notasjon (e4, Sf3, g1f3, "{ $say-Nf3 }")
help-fix = fix MOVE: rett det annonserte trekket før det trykkes på klokken
help-confirm = confirm: motstanderen har gjentatt annonseringen
help-press = press: trykk på klokken, så det annonserte trekket er fullført
help-time = time: fullførte trekk, brukt tid og gjenværende tid for begge spillerne
help-last = last: gjenta det siste trekket; last 3: de siste tre trekkene, ett per linje
help-board = board: stillingen, én linje per rad; board white: hvits brikker etter type
help-sheet = sheet: noteringsskjemaet, én linje per trekkpar; sheet 12: fra trekk 12
help-square = square f7: hva som står på et felt, og hva som angriper og dekker det
help-pieces = pieces white rooks: hvor én sides brikker av én type står
help-eval = eval: sjakkprogrammets vurdering av stillingen (aldri i et parti mot en person)
help-best = best: sjakkprogrammets trekk her, slik det ville blitt annonsert
help-line = line: trekkene sjakkprogrammet forventer herfra, ett per linje
help-review = review: hele partiet; hver sides trekk som kostet mest, med det bedre trekket
help-engine = engine restart: start sjakkprogrammet igjen når det har stoppet eller henger
help-status = status: hvem som er i trekket, og hva som ventes
help-draw = draw: tilby remis (draw white, draw black for å si hvem)
help-accept = accept / decline: ta imot eller avslå et remistilbud
help-resign = resign: den synshemmede spilleren gir opp; resign white|black: den siden
help-claim = claim threefold MOVE / claim fifty MOVE: krev remis med trekket du vil spille
help-addtime = addtime COLOUR TIME: turneringslederen legger til tid, f.eks. addtime black 2m
help-setclock = setclock COLOUR TIME: turneringslederen stiller klokken (setclock white 1h2m3s)
help-wait = wait TIME: med --manual-clock, la tiden gå, for eksempel wait 90s
help-peg = peg ok / peg MOVE / peg FROM TO: slik siste trekk ble utført på spesialbrettet
help-peg-fixed = peg fixed: spesialbrettet er rettet
help-diff = diff: hvordan spesialbrettet avviker fra partiet, og hvordan det rettes
help-compare = compare MOVES: sammenlign det andre noteringsskjemaet (alene: linjevis, så end)
help-rollback = rollback: tilbake til siste trekk der skjemaene stemmer overens (så yes)
help-assistant = assistant on NAME / assistant off: hvem som bruker tastaturet
help-touch = touch e7: noter en brikke motstanderen rørte; touch e2 white: den sidens
help-illegal = illegal: turneringslederen erklærer siste fullførte trekk ulovlig
help-illegal-later = illegal 12 black (12...): oppdaget senere; tilbake til stillingen før
help-illegal-breach = illegal hands|press white: to hender, klokketrykk uten trekk (2017)
help-report = report illegal MOVE: meld et ulovlig trekk som ble utført på brettet (yes)
help-result = result 1-0 / 0-1 / 1/2: turneringslederens resultat
help-claim-time = claim time: krev seier på tid når motstanderens klaff har falt
help-claim-quickplay = claim quickplay: remis med under 2 minutter igjen; claim increment: 5 s
help-seal = seal MOVE: forsegl trekket ved hengeparti (sies aldri høyt)
help-envelope = envelope TEXT: lag konvolutten, med dato, tid og sted for gjenopptakelsen
help-unseal = unseal: ved gjenopptakelsen, spill det hemmelige trekket
help-repeat = repeat: si den siste annonseringen igjen
help-rate = rate N / volume N: taletempo og lydstyrke i prosent, for eksempel rate 120
help-earcons = earcons on / earcons off: de korte lydene for trekk, sjakk, advarsler
help-quiet = quiet: stopp talen nå
help-help = help: denne listen
help-quit = quit: avslutt; partiet er lagret og kan gjenopptas
tui-prompt = Trekk eller kommando:{" "}
tui-prompt-replay = Kommando, eller Enter for neste trekk:{" "}
tui-prompt-board = Brettmodus, Esc går tilbake:{" "}
tui-prompt-sheet = Det andre noteringsskjemaet, neste notering (end sammenligner, cancel avbryter):{" "}
tui-board-mode = Brettmodus: piltastene flytter markøren, Esc går tilbake til inntasting av trekk.
tui-clock-title = Sjakkur
tui-sheet-title = Noteringsskjema
tui-replay-variation = { $depth ->
        [1] i en variant
       *[other] i en variant, { $depth } nivåer inne
    }
tui-peg-title = Spesialbrett
tui-help-title = Taster
tui-running = går
tui-flag = KLAFF FALT
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
tui-study-keys = Taster: Enter på en tom linje, Høyre pil eller { $next }, neste trekk; Venstre pil, tilbake; { $who }, hvor partiet står; { $repeat }, trekket igjen; { $big }, store bokstaver på eller av; { $board_mode }, tastene fra brettmodusen i play; { $quit }, avslutt.
tui-no-key = Den tasten brukes ikke her; { $key } for hjelp.
tui-big-text = Store bokstaver { $on ->
        [true] på
       *[false] av
    }.{ $fits ->
        [false] { $on ->
            [true] {" "}Skjermen har ingen ledige rader til dem under brettet; et større vindu eller en mindre skrift gir plass.
           *[false] {""}
        }
       *[true] {""}
    }
tui-exploring = { $peg ->
        [true] Spesialbrettet utforskes
       *[false] Partiets brett utforskes
    }{ $differences ->
        [0] .
        [one] ; brettene avviker på 1 sted.
       *[other] ; brettene avviker på { $differences } steder.
    }
tui-other-board = { $peg ->
        [true] Spesialbrett
       *[false] Parti
    }: { $square }
tui-history-end = { $newest ->
        [true] Det var den nyeste linjen.
       *[false] Det var den eldste lagrede linjen.
    }
tui-legend = På brettet: store bokstaver er hvit, små bokstaver svart ({ $pieces }); [ ] markør, * siste trekk, + sjakk, ! avviker fra det andre brettet.
key-read-back = les opp den forrige linjen i meldingene
key-read-forward = les opp den neste linjen i meldingene
key-switch-board = utforsk det andre brettet: partiet eller spesialbrettet
key-submit = send det skrevne trekket eller den skrevne kommandoen
key-press = trykk på klokken, så det annonserte trekket er fullført
key-fix = rett det annonserte trekket før det trykkes på klokken
key-time = fullførte trekk, brukt tid og gjenværende tid for begge spillerne
key-last = gjenta det siste trekket
key-repeat = si den siste annonseringen igjen
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
key-files-ranks = I brettmodus hopper bokstavene a til h til en linje, og sifrene 1 til 8 til en rad.
key-clear-line = tøm inndatalinjen uten å sende den
key-input-line = I inndatalinjen: Venstre pil, Høyre pil, Home og End flytter markøren og sier tegnet den kommer til; Backspace og Delete sletter; Pil opp og Pil ned henter tidligere linjer.
# A key's name as this country's keyboards print it ($key: the config's
# name: ctrl, alt, shift, or a named key).
key-cap = { $key ->
        [ctrl] Ctrl
        [alt] Alt
        [shift] Skift
        [space] Mellomrom
        [esc] Esc
        [enter] Enter
        [tab] Tab
        [backspace] Backspace
        [up] Pil opp
        [down] Pil ned
        [left] Venstre pil
        [right] Høyre pil
        [home] Home
        [end] End
        [pageup] Page Up
        [pagedown] Page Down
        [insert] Insert
        [delete] Delete
       *[other] { $key }
    }
tui-line-cleared = Inndatalinjen er tom.
line-start-hint = Skriv et trekk (f.eks. e4) eller en kommando og Enter; help viser kommandoene.
tui-start-hint = { $help } viser tastene; skriv help for kommandoene; { $board } utforsker brettet.
tui-start-hint-commands = { $help } eller help sier kommandoene; Enter viser alle brett.

## Studying with an engine: eval, best, line and review, in replay, on a
## finished game, and in a game against the engine.

judgement = { $kind ->
        [even] Stillingen er omtrent jevn.
        [slightly] { $side ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } står litt bedre.
        [better] { $side ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } står bedre, med en fordel på omtrent { $number ->
            [one] én bonde
           *[other] { $number } bønder
        }.
        [winning] { $side ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } har vinnende fordel, tilsvarende omtrent { $number } bønder.
        [mated] { $side ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } har satt matt.
       *[mate] { $side ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } setter matt i { $number ->
            [one] ett trekk
           *[other] { $number } trekk
        }.
    }
engine-no-judgement = Sjakkprogrammet ga ingen vurdering av denne stillingen.
engine-best = Sjakkprogrammets trekk: { $said }.
engine-no-move = Ikke noe trekk: partiet er slutt i denne stillingen.
engine-line = Varianten sjakkprogrammet forventer, { $moves } trekk:
review-start = Sjakkprogrammet går gjennom { $moves } trekk; det tar omtrent { $seconds } sekunder.
review-progress = Trekk { $done } av { $total }.
review-side = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }: { $count ->
        [0] ikke noe trekk kostet en bonde eller mer.
        [one] trekket som kostet mest.
       *[other] de { $count } trekkene som kostet mest.
    }
review-slip = { $played }: { $kind ->
        [mate-allowed] tillater matt
        [mate-missed] overser matt
       *[pawns] taper omtrent { $pawns ->
            [one] én bonde
           *[other] { $pawns } bønder
        }
    }; bedre var { $better }.
engine-refused = Ikke noe sjakkprogram i et parti mot en person: reglene forbyr råd og analyse under spillet (FIDEs regler { $year }, { PART($article) ->
        [appendix] tillegg
        [guideline] retningslinje
       *[article] §
    } { $article }). Etter partiet kan sjakkprogrammet brukes i annabella replay og på filen til det avsluttede partiet.
engine-for-study = Ikke noe sjakkprogram å spørre: { $why }

## A game against a chess engine (play --engine).

engine-opponent = { $name } spiller { $side ->
        [white] { -white }
       *[black] { -black }
    }{ $strength ->
        [elo] , med rating { $rating },
        [level] , på nivå { $rating },
       *[full] {""}
    } og { $think ->
        [time] tenker { $time } per trekk
        [nodes] regner { $nodes } stillinger per trekk
       *[clock] tenker på sin egen klokke
    }. Trekkene annonseres, og det trykkes på klokken for den; utfør dem på spesialbrettet.
engine-thinking = { $name } er i trekket og tenker; time, board og de andre spørrekommandoene svarer imens.
engine-busy = Sjakkprogrammet arbeider fortsatt med det siste spørsmålet; svaret kommer først.
engine-none = Dette partiet spilles ikke mot et sjakkprogram.
engine-already = { $name } spiller allerede.
engine-restarted = { $name } er startet igjen og spiller videre.
engine-own-move = Det annonserte trekket er gjort av { $name }: bare den retter sine trekk. Skriv hvordan det ble utført på spesialbrettet (peg).
engine-gone = { $name } har stoppet. Partiet er lagret.
engine-silent = { $name } har ikke svart, selv lenge etter at tiden var ute, og er stoppet. Partiet er lagret.
engine-bad-move = { $name } sendte "{ $text }", som ikke er et lovlig trekk her: det spilles ikke.
engine-line-too-long = { $name } sendte en linje på over { $kb } KB, som ikke er et svar fra et sjakkprogram: { $name } er stoppet. Partiet er lagret.
engine-keyboard = Partiet fortsetter ved tastaturet: skriv trekkene til begge sider, eller skriv engine restart.
engine-not-found = Fant ikke noe sjakkprogram ({ $count ->
        [one] lette etter: { $shown }
       *[other] lette på { $count } steder, blant annet { $shown }
    }). Installer Stockfish (på Debian: sudo apt install stockfish), eller oppgi programmet: --engine /sti/til/program.
engine-no-start = { $program } kunne ikke startes: { $why }.
engine-no-uci = { $program } svarte ikke som et UCI-sjakkprogram innen 10 sekunder.
engine-exited = { $program } stoppet med en gang uten å svare som et UCI-sjakkprogram: det er ikke noe sjakkprogram, eller det kunne ikke starte.
engine-not-runnable = { $program } kan ikke kjøres: det er ikke et program, eller det får ikke kjøres (chmod +x tillater det).
engine-time-bad = "{ $text }" er ikke en tid for { $option }; skriv den som 2s, 500ms eller 1m.
engine-strength-range = { $name } godtar { $option } fra { $min } til { $max }, ikke { $value }.
engine-strength-none = { $name } har ikke innstillingen { $option }, og kan derfor ikke spille med en valgt styrke.
engine-persons-game = Dette partiet spilles mot en person: det får aldri et sjakkprogram. Start en ny partifil for et parti mot sjakkprogrammet.

## The command line: annabella --help and the errors of a command line.
## Option names, values, commands and examples stay as typed. Each
## cli-PATH-ID is the help of an option of a command (cli-arg-ID: of
## every command that has it); -long, its whole text for --help.

cli-usage = Bruk:
cli-arguments = Argumenter
cli-options = Valg
cli-commands = Kommandoer
cli-arg-no-pawn =
    Utelat navnet på bonden ("Eva vier" i stedet for "Bauer Eva vier")
cli-arg-no-check =
    Ikke annonser sjakk og matt
cli-possible-values = Mulige verdier:
cli-default = [standard: { $value }]
cli-help-flag = Vis hjelpen (-h en oversikt, --help alt)
cli-version-flag = Vis versjonen
cli-help-about = Vis hjelpen til en kommando
cli-help-command = Kommandoen, for eksempel play
cli-more = Mer: { $command } --help
cli-unknown-argument = { $arg } er verken et valg eller et argument til denne kommandoen.
cli-did-you-mean = Mente du { $similar }?
cli-dash-value = Skriv -- { $arg } for å gi { $arg } som verdi.
cli-unknown-command = Det finnes ingen kommando { $command }.
cli-invalid-value = { $value } er ikke en verdi for { $arg }.
cli-allowed = Tillatt: { $allowed }.
cli-no-value = { $arg } må ha en verdi.
cli-missing = Mangler: { $args }
cli-too-many = { $arg } kan ikke ha flere verdier; { $value } er én for mange.
cli-conflict = { $arg } kan ikke gis sammen med { $other }.
cli-twice = { $arg } kan bare gis én gang.
cli-not-text = Et argument er ikke UTF-8-tekst.

cli-about =
    Brettsjakk for blinde og svaksynte spillere
cli-long-about =
    annabella annonserer sjakktrekk med ordene fra tillegget for blinde og svaksynte spillere i FIDEs regler for sjakk (Anna, Bella, Cæsar …; eins, zwei, drei …; eller de danske og norske ordene), leser trekk skrevet i enhver notasjon og skriver noteringsskjemaet med bokstavene i ditt språk.
cli-after =
    Eksempler:
      annabella say e4 e5 Nf3
      annabella say --voice da "springer frederik tre"
      annabella notate --lang da e4 e5 Nf3 Nc6

    Kjør 'annabella help <command>' for å se alle valgene for en kommando.
cli-say-about =
    Skriv ut annonseringen av hvert trekk; trekkene spilles fra utgangsstillingen (eller fra --fen)
cli-say-after =
    Trekk kan skrives i enhver notasjon: SAN med engelske (K Q R B N), danske, tyske eller norske (K D T L S) eller nederlandske (K D T L P) bokstaver, med eller uten x + # = e.p.; rokade som 0-0 eller O-O; koordinater (e2e4, e2-e4, e7e8q); eller de talte ordene fra et hvilket som helst ordforråd, i anførselstegn ("Dame schlägt David vier").

    Eksempler:
      annabella say e4 e5 Nf3
          Bauer Eva vier / Bauer Eva fünf / Springer Felix drei
      annabella say --voice da e4 e5 Sf3
          bonde Erik fire / bonde Erik fem / springer Frederik tre
      annabella say --voice da --files de --ranks de Sf3
          springer Felix drei
      annabella say --voice nb --ranks de --pieces de e4
          Bauer Eva vier (FIDEs regler 2014, tillegg D2.1)
      annabella say --long --voice da e4 e5 Sf3 Sc6 d4
          … bonde Dora to Dora fire
      annabella say --no-pawn e4
          Eva vier
      annabella say --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1" Ra8#
          Turm Anna acht Schachmatt

    Ved et trekk som ikke kan spilles, skrives annonseringene før det ut, årsaken går til stderr, og avslutningskoden er 1.
cli-say-fen =
    Start fra denne stillingen (FEN) i stedet for utgangsstillingen, f.eks. --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
cli-say-voices =
    Last også inn alle *.toml-ordforråd i denne mappen (kan gjentas; variabelen ANNABELLA_VOICES kan angi flere), f.eks. --voices ~/my-voices
cli-say-speech =
    Si også annonseringene: auto, clips (innebygd stemme), tts (systemets stemme), text (bare utskrift), none, f.eks. --speech clips
cli-arg-speech-auto =
    Innebygd stemme hvis en lydenhet kan åpnes, ellers systemets stemme, ellers tekst
cli-arg-speech-clips =
    Den innebygde stemmen: innspilte ord spilt av gjennom lydkortet
cli-arg-speech-tts =
    Systemets taletjeneste (speech-dispatcher, SAPI, AVFoundation)
cli-arg-speech-reader =
    Windows: skjermleseren som kjører (NVDA, JAWS …), som snakker med sin egen stemme og sitt eget tempo; andre steder systemets stemme, som Orca deler
cli-arg-speech-text =
    Bare utskrift: en skjermleser eller leselist leser linjene
cli-arg-speech-none =
    Bare de utskrevne linjene
cli-say-speech-log =
    Logg hver taleforespørsel til denne filen, én linje hver
cli-say-config =
    En innstillingsfil som overstyrer config/default.toml (i stedet for ~/.config/annabella/config.toml)
cli-say-moves =
    Trekkene, hvert som ett argument; sett talte trekk i anførselstegn: "springer felix drei"
cli-notate-about =
    Skriv ut det nummererte noteringsskjemaet for trekkene med brikkebokstavene til et valgt språk
cli-notate-after =
    Eksempler:
      annabella notate --lang da e4 e5 Nf3 Nf6 d4 exd4 e5 Ne4 Qxd4 d5 exd6
          1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p.
      annabella notate --lang nl d4 Nf6 c4 e6
          1. d4 Pf6 2. c4 e6
      annabella notate --lang en "springer felix drei"
          1. Nf3
cli-notate-lang =
    Noteringsskjemaets bokstaver: en (K Q R B N), da, de, nb (K D T L S), nl (K D T L P), f.eks. --lang da
cli-notate-fen =
    Start fra denne stillingen (FEN) i stedet for utgangsstillingen, f.eks. --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
cli-notate-voices =
    Last også inn alle *.toml-ordforråd i denne mappen (kan gjentas; variabelen ANNABELLA_VOICES kan angi flere), f.eks. --voices ~/my-voices
cli-notate-moves =
    Trekkene i enhver notasjon, hvert som ett argument
cli-play-about =
    Spill et parti ved tastaturet: hvert trekk annonseres, fullføres med trykket på klokken, tidtas og lagres i partifilen idet det skjer
cli-play-after =
    I partiet skriver du én kommando per linje (help viser dem): et trekk i enhver notasjon annonserer det; press fullfører det; fix MOVE retter det før trykket på klokken; time, last, board og sheet svarer; dessuten draw, accept, decline, resign, claim threefold MOVE og claim fifty MOVE; quit avslutter (partiet er lagret).

    Eksempler:
      annabella play --game runde3.annabella --white "Anna Hansen" --black "Bo Berg"
          et nytt parti med navn på hvit og svart, standard tidskontroll (90/40+30+30s)
      annabella play --game runde3.annabella
          gjenopptar partiet som er lagret der
      annabella play --voice da --color black --control 15+10
      annabella play --pgn hengeparti.pgn --game-number 3 --game runde5.annabella
          partiet fortsetter der PGN-partiet slutter
      printf 'e4\npress\nwait 90s\ntime\n' | annabella play --manual-clock
          et skript med kommandoer, én per linje
cli-play-game =
    Partifilen: et nytt parti startes der, eller partiet der gjenopptas, f.eks. --game runde3.annabella [standard: en ny fil i mappen for partier: ~/.local/share/annabella/games; på Windows %LOCALAPPDATA%\annabella\data\games]
cli-play-fen =
    Start det nye partiet fra denne stillingen (FEN) i stedet for utgangsstillingen: et hengeparti fra et annet system eller et parti flyttet til et annet brett, f.eks. --fen "8/5k2/8/8/8/8/3K4/4R3 w - - 0 50"
cli-play-pgn =
    Start det nye partiet der hovedvarianten i et PGN-parti slutter: taggene gir navn, turnering, sted, runde og dato, [%clk]-kommentarene klokkene, TimeControl tidskontrollen (valg gitt her går foran), f.eks. --pgn hengeparti.pgn
cli-play-game-number =
    Partiet i --pgn-filen, regnet fra 1 [standard: det eneste], f.eks. --game-number 3
cli-arg-line =
    Linjemodus: én kommando per linje, én linje per svar (automatisk når inn- eller utdata ikke er en terminal); for skjermlesere og leselister
cli-arg-tui =
    Fullskjermvisningen (standard når inn- og utdata er en terminal)
cli-play-config =
    En innstillingsfil som overstyrer config/default.toml, i stedet for ~/.config/annabella/config.toml, f.eks. --config tournament.toml
cli-play-speech-log =
    Logg også hver taleforespørsel til denne filen, én linje hver, f.eks. --speech-log speech.log
cli-play-manual-clock =
    Tiden står stille og går bare med kommandoen `wait DURATION`, f.eks. wait 90s
cli-play-white =
    Hvits navn, f.eks. --white "Anna Hansen"
cli-play-black =
    Svarts navn, f.eks. --black "Bo Berg"
cli-play-assistant =
    Den synshemmede spillerens assistent, som formidler trekk, noterer og betjener klokken (FIDEs regler 2017, tillegg D.2.10); beskjedene rettes til assistenten, f.eks. --assistant "Eva Holm"
cli-play-opponent-assistant =
    Den seende spillerens egen assistent (FIDEs regler 2017, tillegg D.2.11), f.eks. --opponent-assistant "Jon Dahl"
cli-play-opponent-hearing-impaired =
    Motstanderen er hørselshemmet: etter FIDEs regler 2017 må partiet ha --assistant
cli-play-resume-at =
    Dato, klokkeslett og sted for gjenopptakelsen, til konvolutten for et hengeparti, f.eks. --resume-at "2026-11-22 10:00, sal B"
cli-play-engine =
    Øv mot et sjakkprogram (UCI) på den seende spillerens plass: stockfish eller programmet som oppgis, for eksempel --engine eller --engine /usr/games/stockfish
cli-play-engine-elo =
    Sjakkprogrammets styrke som rating, for eksempel --engine-elo 1500 [standard: full styrke]
cli-play-engine-level =
    Sjakkprogrammets styrke som nivå fra 0 til 20, for eksempel --engine-level 5
cli-play-engine-time =
    Sjakkprogrammets tid per trekk i stedet for klokken, for eksempel --engine-time 2s [standard: fra innstillingene, 5s]
cli-play-engine-nodes =
    Sjakkprogrammets beregning som et antall stillinger per trekk (samme trekk hver gang), for eksempel --engine-nodes 20000
cli-play-voices =
    Last også inn *.toml-ordforrådene i denne mappen, f.eks. --voices ~/my-voices
cli-replay-about =
    Lytt gjennom et parti fra en PGN-fil: hvert trekk annonseres, kommentarer og varianter på forespørsel; en fil med mange partier listes opp, så du kan velge
cli-replay-after =
    I partiet sier Enter (eller next) neste trekk; back, first, last og go 12 flytter rundt i partiet; comment og variations leser opp det filen legger til, variation 1 og leave går inn i og ut av en variant; board, square og pieces svarer som i play; games lister opp filens partier, og game 2 åpner ett av dem; help viser alt.

    Eksempler:
      annabella replay runde3.pgn
      annabella replay --voice da --game-number 2 club.pgn
      printf 'next 3\ncomment\nquit\n' | annabella replay --line opera.pgn
cli-replay-file =
    PGN-filen, i UTF-8 (med eller uten BOM) eller Latin-1/Windows-1252
cli-replay-game =
    En av annabellas egne partifiler i stedet, for eksempel --game runde3.annabella
cli-replay-game-number =
    Partiet i filen som skal høres, regnet fra 1 [standard: det eneste; en fil med mange partier listes opp, så du kan velge]
cli-replay-config =
    En innstillingsfil som overstyrer config/default.toml, i stedet for ~/.config/annabella/config.toml, f.eks. --config tournament.toml
cli-replay-speech-log =
    Logg også hver taleforespørsel til denne filen, én linje hver, f.eks. --speech-log speech.log
cli-replay-engine =
    Sjakkprogrammet (UCI) som eval, best, line og review spør, for eksempel --engine /usr/games/stockfish [standard: fra innstillingene, stockfish]
cli-replay-voices =
    Last også inn *.toml-ordforrådene i denne mappen
cli-export-about =
    Skriv ut et lagret parti som PGN eller som noteringsskjema
cli-export-after =
    Eksempler:
      annabella export --sheet
      annabella export --game runde3.annabella --pgn > runde3.pgn
      annabella export --game runde3.annabella --sheet --lang da
cli-export-game =
    Partifilen, f.eks. --game runde3.annabella [standard: partiet som sist ble skrevet i mappen games]
cli-export-pgn =
    Standard-PGN: engelsk SAN, de sju hovedtaggene (Seven Tag Roster), TimeControl, [%clk] etter hvert trekk
cli-export-sheet =
    Noteringsskjemaet med bokstavene til et valgt språk, remistilbud markert med (=)
cli-export-braille =
    Noteringsskjemaet i punktskrift (BRF, 40 celler ganger 25 linjer), i punktskriften for noteringsskjemaets språk eller innstillingenes [braille] table (FIDEs regler 2017, tillegg D.2.7), f.eks. --sheet --braille --out runde3.brf
cli-export-wav =
    Noteringsskjemaet som lyd: trekknumre og annonseringer med den innebygde stemmen, som én WAV-fil (trenger ikke lydkort), f.eks. --wav runde3.wav
cli-export-lang =
    Noteringsskjemaets bokstaver: en, da, de, nb, nl [standard: partiets], f.eks. --lang da
cli-export-out =
    Skriv til denne filen i stedet for standard utdata, f.eks. --out runde3.pgn
cli-settings-about =
    Skriv ut alle innstillingene med standardverdi og hva de gjør, på ditt språk: en innstillingsfil å begynne din egen med
cli-settings-after =
    Eksempel:
      annabella settings --lang nb > ~/.config/annabella/config.toml
cli-settings-lang =
    Språket i kommentarene: en, da, de, nb eller nl [standard: innstillingenes, ellers systemets]
cli-manual-about =
    Skriv ut håndboken: alle kommandoer og alle veiledninger, eller ett emne (samme tekst som help TOPIC i et parti)
cli-manual-after =
    Eksempler:
      annabella manual
      annabella manual compare --lang de
      annabella manual clock > clock.txt
cli-manual-topic =
    En kommando (compare) eller en veiledning (clock); uten: hele håndboken
cli-manual-lang =
    Språket: en, da, de, nb eller nl [standard: det i innstillingene]
cli-manual-config =
    Innstillingsfilen som språket hentes fra
cli-clip-words-about =
    List opp ordene som den innebygde stemmen for et ordforråd trenger, ett per linje som "KEY<TAB>WORD" (voices/make-clips.sh lager et klipp av hvert)
cli-clip-words-after =
    Eksempel:
      annabella clip-words --voice da
cli-clip-words-voice =
    Ordforrådet, f.eks. --voice de
cli-clip-words-voices =
    Last også inn *.toml-ordforrådene i denne mappen
## The man page (annabella generate man): its title and its headings, in
## capitals as man pages write them.
man-title = annabella-håndbok
man-name = NAVN
man-synopsis = SYNOPSIS
man-command = KOMMANDO
man-options = VALG
man-description = BESKRIVELSE
man-commands = KOMMANDOER
man-in-a-game = I ET PARTI
man-see-also = SE OGSÅ

cli-play-event =
    Turneringen, til partifilen og overføringen, f.eks. --event "NM i sjakk"
cli-play-site =
    Hvor det spilles, f.eks. --site "Oslo"
cli-play-round =
    Runden, f.eks. --round 3
cli-play-board =
    Brettets nummer i runden, f.eks. --board 5
cli-play-broadcast =
    Send partiet mens det spilles, til en direkteoverføring og turneringslederens oversikt: GET /game.pgn og /status.json på denne adressen [standard: innstillingenes [broadcast] address, 127.0.0.1:8064], f.eks. --broadcast 0.0.0.0:8064
cli-play-broadcast-file =
    Skriv også overføringens PGN til denne filen etter hvert trekk, erstattet i sin helhet, f.eks. --broadcast-file runde3/brett5.pgn
cli-arbiter-about =
    Turneringslederens oversikt: følg brettene som sender partiene sine (play --broadcast), en linje per brett, og hør hva som krever turneringslederens oppmerksomhet
cli-arbiter-after =
    I oversikten skriver du list (eller Enter) for linjen til hvert brett, board 3 (eller 3) for ett brett i detalj, help og quit. En klaff som faller, et krav eller en avgjørelse som venter, et remistilbud, et spesialbrett som avviker, et resultat og et brett som slutter å svare, sies når det skjer.

    Eksempler:
      annabella arbiter http://10.0.0.5:8064 http://10.0.0.6:8064
      annabella arbiter --boards runde3.txt --every 5s
      annabella arbiter --line 127.0.0.1:8064
cli-arbiter-urls =
    Brettenes adresser, slik deres play --broadcast oppgir dem, f.eks. http://10.0.0.5:8064 10.0.0.6:8064
cli-arbiter-boards =
    En fil med brettenes adresser, én per linje (# innleder en kommentar), f.eks. --boards runde3.txt
cli-arbiter-every =
    Tiden mellom to forespørsler til et brett, f.eks. --every 5s [standard: 2s]
cli-arbiter-config =
    En innstillingsfil som overstyrer config/default.toml, i stedet for ~/.config/annabella/config.toml, f.eks. --config turnering.toml
cli-arbiter-speech-log =
    Logg også hver taleforespørsel i denne filen, én linje hver, f.eks. --speech-log tale.log

## The broadcast (play --broadcast) and the arbiter's overview of many
## boards (annabella arbiter).
broadcast-serving = Partiet sendes på http://{ $address }/game.pgn. Turneringslederens status: http://{ $address }/status.json.
broadcast-file = Overføringens PGN skrives til { $path } etter hvert trekk.
broadcast-delay = Trekkene når overføringen { $delay } etter at de er fullført.
broadcast-file-failed = Overføringsfilen { $path } kunne ikke skrives: { $reason }. Partiet fortsetter; det prøves igjen etter hvert trekk.
broadcast-file-again = Overføringsfilen { $path } skrives igjen.
braille-table-missing = Punktskrifttabellen { $table } er ikke installert (liblouis): det skrives ingen punktskrift. Installer den (sudo apt install liblouis-data), eller oppgi en annen tabell i [braille] table.
braille-untranslatable = Punktskrifttabellen { $table } skriver «{ $text }» i celler som ingen sekspunkts side viser (en åttepunkts tabell eller ingen teksttabell): det skrives ingen punktskrift. Oppgi en sekspunkts teksttabell i [braille] table.
braille-display-ready = Leselisten er tilkoblet: { $cells } celler.
braille-display-back = Leselisten er tilbake: { $cells } celler.
braille-display-offline = Leselisten svarer ikke: frakoblet eller slått av. Partiet fortsetter; det vises igjen når leselisten er tilbake.
braille-display-absent = BRLTTY kan ikke nås: ingenting vises ennå i punktskrift. Partiet fortsetter; leselisten kobles til så snart BRLTTY kjører.
braille-display-lost = BRLTTY har stoppet: ingenting vises i punktskrift. Partiet fortsetter; leselisten kobles til igjen så snart BRLTTY kjører.
braille-display-no-brlapi = Ingen leselist: BrlAPI, biblioteket til BRLTTY, er ikke installert (sudo apt install brltty libbrlapi0.8). Partiet fortsetter.
braille-display-elsewhere = Her viser skjermleseren punktskrift (NVDA, JAWS): valget --braille styrer en leselist gjennom BRLTTY, på Linux.
braille-display-line-mode = Linjemodus overlater leselisten til skjermleseren: --braille viser fullskjermvisningen på den.
braille-display-reader = Punktskrift går til { $reader }: skjermleseren viser linjene fra fullskjermvisningen på sin leselist.
envelope-text-written = Konvolutten er skrevet som tekst: utsiden, uten trekket, { $outside }; innsiden, med det hemmelige trekket, { $inside }.
braille-table-unknown = Punktskrifttabellen { $table } er ikke installert (liblouis): oppgi en tabell fra /usr/share/liblouis/tables i [braille] table, eller "" for språkets egen. Ingenting ble startet.
broadcast-serving-everywhere = Partiet sendes på alle denne maskinens adresser, port { $port }: /game.pgn, og /status.json for turneringslederen.
broadcast-delay-alone = --broadcast-delay holder tilbake det som sendes, men ingenting sendes: oppgi også --broadcast eller --broadcast-file, eller serve = true i [broadcast].
broadcast-file-not-a-file = { $path } er ikke en fil (en mappe, en enhet eller et rør): overføringens PGN skrives aldri over den. Oppgi et filnavn, f.eks. --broadcast-file runde3/brett5.pgn.
broadcast-file-game = { $path } er partifilen eller en fil annabella har ved siden av den: overføringens PGN skal i en egen fil, f.eks. --broadcast-file runde3/brett5.pgn.
broadcast-file-unwritable = Overføringsfilen { $path } kan ikke skrives: { $reason }. Ingenting ble startet.
arbiter-which = Hvilket brett? Skriv board og nummeret. Brettene: { $names }.
arbiter-keys = Taster: { $page_up } og { $page_down } blar i meldingene, { $read_back } og { $read_forward } leser dem en linje om gangen, { $quit } avslutter.
overview-result-waits = et resultat venter på yes eller no
overview-foreign = det svarer, men ikke med status fra et brett
overview-unbelievable = det svarer med en status som ikke kan stemme (en klokke, et trekknummer eller et navn som intet parti har)
tui-more-boards = ▼ { $count ->
        [one] 1 brett til
       *[other] { $count } brett til
    }{ $alerts ->
        [0] {""}
        [one] , 1 krever turneringslederens oppmerksomhet
       *[other] , { $alerts } krever turneringslederens oppmerksomhet
    }: list
broadcast-address-bad = Ikke en adresse å sende på: { $text }. Oppgi en port (8064) eller en adresse og en port (127.0.0.1:8064, 0.0.0.0:8064).
broadcast-unavailable = Partiet kan ikke sendes på { $address }: { $reason }. { $kind ->
        [in-use] Oppgi en annen port, f.eks. --broadcast 127.0.0.1:8065;
       *[other] Oppgi en adresse på denne maskinen, f.eks. --broadcast 127.0.0.1:8064 eller 0.0.0.0:8064;
    } ingenting ble startet.
arbiter-following = Følger { $count ->
        [one] 1 brett, spurt
       *[other] { $count } brett, hvert spurt
    } med { $every } mellomrom. list: alle brett; board og et nummer: ett i detalj; help; quit.
arbiter-help = list (eller Enter): linjen til hvert brett. board 3 (eller 3): ett brett i detalj. quit: avslutt. Det som krever turneringslederens oppmerksomhet, sies når det skjer.
arbiter-unknown = Ikke en kommando i oversikten: { $input }. Skriv list, board 3, help eller quit.
arbiter-no-board = Ikke noe brett { $name } her. Brettene: { $names }.
arbiter-address-bad = Ikke en brettadresse: { $text }. Oppgi den slik play --broadcast oppgir den, f.eks. http://10.0.0.5:8064 (vanlig http, en port fra 1 til 65535).
arbiter-no-boards = Ikke noe brett å følge: oppgi adressene deres, f.eks. annabella arbiter http://10.0.0.5:8064, eller en fil med dem, f.eks. --boards runde3.txt.
arbiter-too-many-boards = { $count } brett oppgitt: én oversikt følger høyst { $most }. Del dem mellom flere oversikter, f.eks. to filer til --boards.
arbiter-address-bad-in = { $path }:{ $line }: ikke en brettadresse: { $text }. Oppgi én per linje, slik play --broadcast oppgir den, f.eks. http://10.0.0.5:8064.
arbiter-no-boards-in = { $path } inneholder ingen brettadresse: oppgi én per linje, f.eks. http://10.0.0.5:8064 (# innleder en kommentar).
arbiter-every-bad = Ikke en tid mellom forespørsler: { $text }. Oppgi hele sekunder, minst 1, f.eks. --every 2s.
overview-news = Brett { $board }: { $what }.
overview-to-move = trekk { $number }, { $color ->
        [white] { -white }
       *[black] { -black }
    } i trekket
overview-clocks = { -white } { $white }, { -black } { $black }
overview-result = resultat { $result }
overview-adjourned = hengeparti
overview-resumed = gjenopptatt
overview-flag = { $color ->
        [white] { -white }
       *[black] { -black }
    }s klaff har falt
overview-claim = et krav venter på turneringslederen
overview-decision = en avgjørelse venter på yes eller no
overview-offer = { $color ->
        [white] { -white }
       *[black] { -black }
    } tilbyr remis
overview-peg-differs = spesialbrettet avviker
overview-peg-agrees = spesialbrettet stemmer igjen
overview-stopped = svarer ikke
overview-back = svarer igjen
overview-no-answer = ikke noe svar
overview-waiting = venter på det første svaret
overview-players = { -white(case: "upper") }: { $white }. { -black(case: "upper") }: { $black }.
overview-round = runde { $round }
overview-source = Spurt på http://{ $source }/status.json.
tui-boards-title = Brett
tui-prompt-arbiter = Kommando:{" "}
## Settings files: what is wrong in one, after "FILE:LINE: ". Keys,
## sections, values and the names a setting takes are written as in the file.

config-no-such-file = filen finnes ikke
config-unreadable = den kan ikke leses: { $why }
config-not-text = denne linjen er ikke UTF-8-tekst; lagre filen som UTF-8
config-syntax = ikke gyldig TOML: { $kind ->
        [no-value] en nøkkel uten verdi; skriv nøkkel = verdi
        [unclosed] en [ er ikke lukket med ]
        [unclosed-text] en tekst i anførselstegn er ikke lukket med det samme tegnet
        [not-quoted] en tekst må stå i anførselstegn, som i lang = "nb"
        [twice] denne nøkkelen eller denne seksjonen står der to ganger
       *[other] { $detail }
    }
config-unknown-section = ukjent seksjon [{ $name }]; tillatt: { $allowed }
config-outside-section = { $name } = { $value } står utenfor alle seksjoner; tillatte seksjoner: { $allowed }
config-not-a-section = { $name } = { $value } er { $kind ->
        [integer] et heltall
        [float] et desimaltall
        [boolean] en sannhetsverdi
        [date] en dato
        [list] en liste
        [table] en tabell
       *[text] en tekst
    }; tillatt: en seksjon [{ $name }]
config-unknown-key = ukjent nøkkel `{ $key }` i [{ $section }]; tillatt: { $allowed }
config-value = { $key } = { $value } { $why }
# An option of the command line: --laws 2018 and what is wrong with the value.
config-option = { $option } { $value } { $why }
config-item = { $item } i { $key } { $why }
config-vocabularies = { $key }: ordforrådene kan ikke leses, så verdien kan ikke kontrolleres: { $why }
config-why-kind = er { $kind ->
        [integer] et heltall
        [float] et desimaltall
        [boolean] en sannhetsverdi
        [date] en dato
        [list] en liste
        [table] en tabell
       *[text] en tekst
    }; tillatt: { $allowed }
config-why-not = er ikke { $what ->
        [language] et språk
        [letter-set] et bokstavsett
        [theme] et fargetema
        [speech-backend] en måte å snakke på
        [colour] en farge
        [mirror-mode] en måte å speile brettet på
        [kind-of-game] en partitype (standard, rapid, blitz)
        [supervision] en måte å føre tilsyn med partiene på
        [time-control] en tidskontroll
        [cadence] et intervall for tidsmeldinger
        [time] en tid
        [edition] en utgave av reglene
        [strength] en styrke for sjakkprogrammet
        [think] en tenketid for sjakkprogrammet
        [address] en adresse å sende på
       *[voice] et ordforråd
    }; tillatt: { $allowed }
config-why-range = er utenfor det tillatte området; tillatt: { $allowed }
config-allowed-or-empty = { $names }, "" ({ $empty ->
        [system-language] systemets språk, ellers språket til et valgt ordforråd, ellers engelsk
        [of-language] som lang
        [of-control] slik tidskontrollen bestemmer
       *[of-voice] som voice
    })
config-allowed-whole = et helt tall fra { $lo } til { $hi }
config-allowed-vocabulary = id-en til et ordforråd, for eksempel "de"
config-allowed-vocabulary-or-empty = id-en til et ordforråd, eller "" (som voice)
config-allowed-serial-port = en seriell port som "/dev/ttyACM0" eller "COM3", eller "" for ingen
config-allowed-device = en del av navnet på en lydenhet, eller ""
config-allowed-control = formen i PGN (40/5400:1800+30, 300+3, 5400d5) eller FIDEs kortform (90/40+30+30s, 15+10, 3+2), hver tid høyst { $hours } timer
config-allowed-time = tider som "5m", "1m30s", "90s" eller "1:30" (et tall alene er minutter), høyst { $hours } timer
config-allowed-times = en liste med tider som "5m", "1m30s", "90s" eller "1:30" (et tall alene er minutter), høyst { $hours } timer, eller [] for ingen
config-allowed-cadence = "" (av) eller meldinger som "5m, 1m<10m, 10s<1m", hver tid høyst { $hours } timer
config-allowed-engine = et program som snakker UCI, som "stockfish" eller "/usr/games/stockfish"
config-allowed-engine-options = en tabell over sjakkprogrammets innstillinger og verdiene deres, som { "{" } Threads = 2, Hash = 128 { "}" }
config-allowed-strength = "" (full styrke), en rating som "1500" eller et nivå som "level 5"
config-allowed-address = en port som "8064" (bare denne maskinen) eller en adresse og en port som "0.0.0.0:8064"
config-allowed-braille-table = navnet på en liblouis-tabell, som "no-no-g0.utb", eller "" (språkets egen)
config-allowed-think = "" (på sin egen klokke), en tid per trekk som "2s" eller "nodes 20000"; hver tid høyst { $hours } timer
config-allowed-seconds = tider som "1s", "500ms" eller "2" (et tall alene er sekunder), høyst { $hours } timer, eller "nodes 20000" (samme svar hver gang)
config-allowed-key = en tast i anførselstegn, som "f2", "ctrl-q" eller "shift-k"
config-allowed-keys = en tabell med handlinger og tastene deres
config-key-not-a-key = er ikke en tast{ $reason ->
        [modifier-twice] {" "}(en modifikatortast to ganger: "{ $text }")
        [shift-on-sign] {" "}(shift- hører bare til bokstaver og navngitte taster; skriv selve tegnet, ikke "{ $text }")
       *[none] {""}
    }; tillatt: en bokstav, et siffer eller et tegn (x, ?), f1–f12, esc, enter, space, tab, backspace, up, down, left, right, home, end, pageup, pagedown, insert, delete, hver med ctrl-, alt- eller shift- foran om ønskelig (ctrl-q, shift-k)
config-key-board-jump = kan ikke være en tast i brettmodus: i brettmodus hopper bokstavene a–h til en linje og sifrene 1–8 til en rad; tillatt: enhver annen tast, for eksempel en bokstav fra i til z, et tegn, en F-tast eller en navngitt tast
config-key-types = ville blitt skrevet i inndatalinjen; tillatt for { $action }: f1–f12, esc, tab, pageup, pagedown, insert eller en tast med ctrl- eller alt- (ctrl-q)
config-key-edits = redigerer inndatalinjen ({ $key } trengs der: pilene, home og end flytter markøren, backspace og delete sletter, up og down henter tidligere linjer, enter sender linjen); tillatt for { $action }: f1–f12, esc, tab, pageup, pagedown, insert eller en tast med ctrl- eller alt- (ctrl-q)
config-key-taken = er allerede tasten til { $action }; tillatt: en tast ingen annen handling har (gi { $action } en annen tast for å frigjøre den)
config-key-ctrl-c = er satt av til å forlate programmet: Ctrl+C, også med Alt eller Skift, avslutter alltid og lagrer partiet; tillatt: enhver annen tast

## Manualen: help EMNE og annabella manual. Hver innrykket linje er et avsnitt.

manual-heading = annabella: håndboken

## Veiledninger, én per emne, i den rekkefølgen help-topics nevner dem.

manual-start-title = Å starte et parti
manual-start =
    Skriv annabella play for å starte et parti ved tastaturet. Hvert trekk annonseres, fullføres med trykket på klokken, tidtas og lagres idet det skjer.
    For eksempel: annabella play --game runde3.annabella --control 90/40+30+30s. Legg til spillerne med --white Hansen --black Berg. Sett et navn med mellomrom i anførselstegn.
    Valget --game FILE angir partifilen. Uten det lages en ny fil i mappen for partier: ~/.local/share/annabella/games på Linux. Filens sti sies ved start og ved quit.
    Opplysningene om partiet: --white NAME og --black NAME, spillerne; --control, tidskontrollen. Utgaven av reglene: --laws 2017, 2014, 2005 eller 2001; 2017 som standard. Når den synshemmede spilleren spiller med svart: --color black. For at trykket på klokken skal vente på spesialbrettet: --mirror strict. Den synshemmede spillerens assistent: --assistant NAME.
    Hvordan partiet formidles: --voice de, da eller nb, ordene i annonseringene; --lang en, da, de, nb eller nl, språket i alt annet. Dessuten: --letters, brikkebokstavene som skrives og vises; --speech, hvem som snakker. Valgene --long, --no-pawn og --no-check endrer formen på en annonsering.
    I en terminal åpnes fullskjermvisningen; --tui tvinger den fram. Valget --line tvinger fram linjemodus, for skjermleser eller leselist. Med --manual-clock står tiden stille unntatt ved wait: til øving og demonstrasjon.
    Ved start hører du: Nytt parti; hvem som spiller på spesialbrettet; tidskontrollen slik den er forstått; reglenes utgave; og Hvit er i trekket.
    For å fortsette etter quit, et avbrudd eller et krasj, skriv annabella play --game runde3.annabella igjen. Du hører: Partiet er gjenopptatt ved trekk 23, og hva som venter. Opplysningene om partiet forblir som de var; et valg som avviker, nevnes som ikke brukt. Formidlingen kan endres: --lang, --letters, stemmevalgene og --periodic gjelder fra da av.
    Andre valg: --fen og --pgn starter fra en stilling; --eboard leser et elektronisk brett; --config FILE angir en innstillingsfil. Kommandoen annabella help play viser alle valgene, med et eksempel.
    Se også: help game, help clock, help file, help pgn, help settings.

manual-game-title = Et trekk, fra annonseringen til trykket på klokken
manual-game =
    Skriv et trekk og trykk Enter: det annonseres straks med de valgte ordene, for eksempel { $say-Nf3 }. Reglene sier at trekkene «leses opp» (FIDEs regler 2014, tillegg D2.1); her heter det å annonsere. Trekket er nå annonsert, ikke fullført. Fram til trykket på klokken beskriver svar om brettet stillingen etter trekket, og sier det først.
    Når motstanderen har gjentatt annonseringen, registrerer confirm det. Det er valgfritt. Du hører: Gjentatt av motstanderen.
    Kommandoen press fullfører trekket, slik trykket på klokken gjør. Du hører for eksempel: Hvit har fullført trekk 2. Svart er i trekket. Er ikke noe trekk annonsert, avvises press med en beskjed om det.
    En forsnakkelse før trykket på klokken rettes med fix og trekket som var ment: fix Sc3. Du hører Rettelse og den nye annonseringen; begge blir stående i partifilen. Etter trykket avvises fix. Bare turneringslederens illegal, eller compare og rollback, endrer et fullført trekk.
    Remis: draw tilbyr remis for den synshemmede spilleren; draw white, draw black eller draw med et navn er den sidens tilbud. Det markeres med (=) på noteringsskjemaet. Deretter svarer accept eller decline på det; et trekk regnes også som avslag.
    Å gi opp: resign alene gjelder alltid den synshemmede spilleren, uansett hvem som er i trekket. For en bestemt side: resign white, resign black eller resign med et navn. Krav: claim threefold MOVE og claim fifty MOVE krever remis, med trekket du vil gjøre. Og claim time krever seier på tid når motstanderens klaff har falt.
    Alt som avslutter partiet eller fastsetter resultatet, er et forslag. Det samme er hvert inngrep fra turneringslederen. Forslaget sier først alt det ville registrere, deretter: Skriv yes for å registrere det eller no for å spille videre. Svaret no registrerer ingenting. Fram til svaret tas ikke noe annet imot som ville endre partiet; spørrekommandoene, peg, touch og innstillingene tas fortsatt imot.
    Matt, patt og død stilling avslutter partiet straks, uten trykk på klokken; klokkene stopper. Etter reglene fra 2014 og 2017 gjelder dette også når samme stilling oppstår for femte gang, og ved 75-trekksregelen. Fram til noe annet skrives inn, retter fix MOVE fortsatt trekket som avsluttet partiet, og slutten tas tilbake.
    Oppgivelse, avtalt remis, et krav eller turneringslederens resultat avslutter partiet når yes registrerer det. Etter slutten svarer spørrekommandoene fortsatt, og result kan registrere et annet resultat. Etter quit skriver annabella export partiet ut.
    Se også: help status, help claim, help yes, help arbiter, help moves.

manual-clock-title = Det talende sjakkuret
manual-clock =
    Angi tidskontrollen med --control, eller control i innstillingene; standard er 90/40+30+30s. Skriv den som i PGN: 40/5400:1800+30, 300+3, eller 5400d5 for 5 sekunders forsinkelse. Eller i FIDEs kortform: 90/40+30+30s, 15+10, 3+2.
    En enkel X+Y betyr minutter og sekunder når X er under 180, som i 15+10. Fra 180 og oppover er det sekunder og sekunder, som i 300+3. En oppgitt enhet gjelder alltid: 90m+30s.
    Perioder, Fischer-tillegg og Bronstein-forsinkelse følges alle. Neste periodes tid legges til når det siste trekket i en periode er fullført. Ved start gjentas tidskontrollen slik den er forstått, for eksempel: 30 sekunder tillegg per trekk fra trekk 41.
    En sannsynlig skrivefeil avvises, med det som trolig var ment. For eksempel ville 40/90 være 90 trekk på 40 minutter: for 40 trekk på 90 minutter, skriv 90/40 eller 40/5400. Og 0+5 gir ingen tid fra start. I andre kommandoer spørres det tilbake om en tid uten enhet: 90 minutter eller 90 sekunder?
    Kommandoen time svarer for begge spillerne, én linje hver: fullførte trekk, brukt tid, gjenværende tid. Et trekk som er annonsert og ikke fullført, er ikke talt med ennå, og klokken går; time sier fra om det. I fullskjermvisningen gjør tasten F4 det samme.
    Advarsler kommer ved 5 og 1 minutt igjen på den synshemmede spillerens klokke; innstillingen warnings bestemmer dem. Ellers sies ingenting om tid uten at du spør, med mindre du velger periodiske tidsmeldinger.
    Periodiske tidsmeldinger er av som standard. Angi et intervall med --periodic, i anførselstegn, eller periodic i innstillingene. For eksempel betyr 5m, 1m<10m, 10s<1m hvert femte minutt; hvert minutt under 10 minutter; hvert tiende sekund under ett minutt.
    Ved null hører du at klaffen har falt, og om motstanderen fortsatt kan sette matt (veiledende). Motstanderens klaff gir et hint om claim time; den synshemmede spillerens egen gjør det ikke. Har begge klaffene falt, sier programmet hvilken som falt først.
    Bare turneringslederen endrer en klokke, med addtime og setclock. En innskrevet tid er høyst 100 timer. Med --manual-clock står tiden stille og går bare med wait, for eksempel wait 90s.
    Se også: help time, help claim, help addtime, help setclock, help arbiter.

manual-file-title = Partifilen: ingenting går tapt
manual-file =
    Hver hendelse skrives til partifilen, og helt ned på disken, før noe blir sagt om den. Et trekk, et trykk på klokken, en rettelse, et forslag og svaret på det er alle hendelser.
    For å fortsette et parti, skriv annabella play --game FILE. Stillingen, noteringsskjemaet og klokkene er som de var. Tid som gikk mens programmet var lukket, teller for spilleren hvis klokke gikk; gjenopptakelsen sier fra om det. Et forslag som venter på yes, stilles på nytt.
    Tar ikke disken imot en hendelse, fordi den er full eller filen ikke får vokse, kuttes hendelsen bort fra filen igjen. Du hører: Ikke lagret: disken er full. Ingenting av det er i partiet, og partifilen er som før. Frigjør plass, og skriv det inn igjen. Partiet fortsetter.
    En fil der et krasj kuttet av den siste posten, fortsetter fra den siste hele hendelsen. En kopi av den skadde filen beholdes ved siden av, med .damaged lagt til navnet.
    Hver post har sitt nummer og en kontrollsum. En post som er endret for hånd, avvises med linjenummeret. Det samme gjelder linjer som er byttet om, utelatt eller gjentatt, og en tid som går bakover. Filen blir ikke rørt, og spilles aldri av som et annet parti. Linjeskift fra Windows og et byte-order-merke (BOM) leses.
    Ett program om gangen: en ny play-kommando for et parti som er åpent et annet sted, avvises, og filen nevnes. Men annabella export kan fortsatt lese det. Ingenting på stien blir noen gang fjernet. En partifil kan flyttes mellom Windows og Linux uendret.
    Et annet program kan endre filen mens partiet pågår: en editor, et synkroniseringsverktøy, en forkorting, en overskriving. Det oppdages ved hver inntasting, ved hver kommando, én gang i sekundet og ved slutten. Da skrives ingenting mer der, og partiet slik det er registrert, lagres helt. Det legges tilbake under sitt navn hvis det er ledig, ellers ved siden av, med .saved lagt til. Meldingen sier hva som skjedde, hvor partiet er, og hvordan du fortsetter.
    Ved gjenopptakelse nevnes en nyere lagring som avviker. En fil som inneholder mindre enn lagringen sin, avvises, og meldingen viser til lagringen. På Windows kan ingen andre programmer flytte, slette eller forkorte den åpne filen.
    Ikke garantert: etter strømbrudd kan en disk miste de siste hendelsene, hvis diskens hurtigbuffer bekrefter skrivinger som aldri ble lagret.
    Se også: help start, help quit, help pgn.

manual-mirror-title = To brett, to noteringsskjemaer
manual-mirror =
    Slik reglene krever (FIDEs regler 2017, tillegg D.2.9), følger programmet den synshemmede spillerens spesialbrett (brettet med festehull, FIDEs regler 2014, tillegg D1). Hvert trekk regnes som utført slik det ble annonsert, med mindre du sier noe annet med peg.
    Skriv hvordan trekket faktisk ble utført på spesialbrettet, lovlig eller ikke, med peg MOVE eller peg FROM TO: peg g1 h3. Skriv peg ok når det ble utført som annonsert. Ved forvandling følger brikkebokstaven: peg e7 e8 q.
    Så snart spesialbrettet avviker, sier én privat linje fra: Spesialbrettet avviker: { $piece-N } på { $sq-h3 } skal stå på { $sq-f3 }. Var det trekket som faktisk ble gjort, foreslår linjen heller fix.
    Kommandoen diff sier hvor mange steder som avviker, og hvor mange trinn som trengs for å rette det opp. Deretter kommer hvert på en linje: Trinn 1 av 1: flytt { $piece-N } fra { $sq-h3 } til { $sq-f3 }. Når brettet er riktig, skriv peg fixed.
    Etter rollback eller illegal antas det ikke at spesialbrettet er oppdatert. Trinnene til den gjenopprettede stillingen sies straks. Brettene regnes som forskjellige fram til peg fixed.
    Med --mirror strict venter trykket på klokken på peg for hvert trekk; innstillingen heter mirror. Da holder peg ok når trekket ble utført som annonsert.
    For å kontrollere den andre spillerens noteringsskjema, skriv compare og trekkene på det: compare 1. e4 e5 2. Sf3 Sc6. Alle bokstavsett virker, med eller uten nummer, og også de talte ordene. Alene ber compare om skjemaet én linje om gangen: end eller en tom linje sammenligner, cancel avbryter.
    Stemmer skjemaene overens, nevnes brettet som skal rettes. Et skjema som slutter tidlig, er ingen forskjell; ligger det mer enn ett trekk etter, bør det oppdateres. Er skjemaet lengre enn partiet, nevnes de ekstra trekkene: skriv dem inn som trekk, hvis de ble spilt. En notering som ikke er et trekk, eller som passer til to trekk, nevnes, og ingenting sammenlignes.
    Er skjemaene forskjellige, nevnes det første trekket som avviker. Programmet foreslår å gå tilbake til det siste trekket der de stemmer overens, med klokkene slik de sto da. Deretter sier rollback hva det ville registrere, og yes gjør det. Turneringslederen kan endre klokkene etterpå med setclock. Trekkene som tas tilbake, blir stående i partifilen og i PGN-en.
    Se også: help peg, help diff, help compare, help rollback, help explore.

manual-arbiter-title = For turneringslederen
manual-arbiter =
    Programmet foreslår; et menneske avgjør. Hvert inngrep fra turneringslederen sier først hva det ville registrere. Det er stillingen, hver klokke, en klaff som ikke lenger regnes som falt eller som faller, antallet ulovlige trekk og resultatet. Deretter registrerer yes nøyaktig det; no registrerer ingenting. Begge deler lagres i partifilen og i PGN-en.
    Skriv illegal når det siste fullførte trekket var ulovlig. Det foreslår å gjenopprette stillingen før trekket, med straffen etter reglenes utgave.
    Skriv report illegal MOVE når et ulovlig trekk ble utført på et brett, men avvist da det ble skrevet inn. Den første avvisningen av et slikt trekk sier hvordan: Hvis det ble utført på brettet, meld det til turneringslederen: report illegal Lb6. En melding teller sammen med de erklærte ulovlige trekkene. Et avvist trekk fra den synshemmede spilleren selv er en skrivefeil, og gir ikke noe slikt hint.
    For å legge til tid: addtime black 2m. For å stille det en klokke viser, eller trekke fra tid: setclock white 1h2m3s. For å registrere turneringslederens resultat: result 1-0, result 0-1 eller result 1/2. Det overstyrer også et resultat som allerede er registrert.
    Når motstanderens klaff har falt, foreslår claim time seier. Kan den som krever, ikke sette matt, foreslår det remis. Ved svaret no regnes klaffen fortsatt som falt. Har begge klaffene falt, tilkommer kravet siden hvis klaff falt sist. Falt klaffene i samme øyeblikk, på klokker stilt for hånd, blir det remis i partiets siste fase; før den spilles det videre.
    Et korrekt remiskrav (samme stilling oppstår for tredje gang, eller 50-trekksregelen) stopper begge klokkene. De står stille mens turneringslederen tilkalles. Godtas det ikke (no), regnes kravet som ukorrekt. Klokken til den som krevde, går igjen, det noterte trekket spilles, og straffen foreslås.
    Straffene avhenger av reglenes utgave. Et ulovlig trekk gir motstanderen 2 minutter. Det andre ulovlige trekket gir tap etter reglene fra 2014 og 2017, det tredje etter reglene fra 2001 og 2005. Etter reglene fra 2014 og 2017 blir det i stedet remis der motstanderen ikke kan sette matt.
    Et ukorrekt krav gir motstanderen 2 minutter etter reglene fra 2014 og 2017. Etter reglene fra 2001 og 2005 gir det 3 minutter, og den som krever, får trukket fra tid. Samme stilling for femte gang og 75-trekksregelen avslutter partiet, men bare etter reglene fra 2014 og 2017. Etter reglene fra 2017 må det brukes en assistent mot en hørselshemmet motstander.
    Kommandoen touch noterer en brikke motstanderen rørte, med tidspunktet. Eksporten, annabella export --game FILE --pgn eller --sheet, gir hvert notat ved sitt trekk. Notatene: remistilbud, rørte brikker, ulovlige trekk, krav, klokkeendringer, forslag som ikke ble registrert.
    Se også: help illegal, help report, help claim, help result, help yes, help pgn.

manual-assistant-title = Assistenten
manual-assistant =
    Den synshemmede spilleren kan ha en assistent som formidler trekk, noterer og betjener klokken (FIDEs regler 2017, tillegg D.2.10). Angi assistenten med --assistant NAME ved start, eller assistant on NAME under partiet. Beskjedene rettes da til assistenten. Med assistant off rettes de til spilleren igjen.
    Ved tastaturet sitter den synshemmede spilleren eller assistenten: operatøren, som taler for den synshemmede spilleren. En resign eller draw alene gjelder den synshemmede spilleren. For motstanderen skrives resign white, resign black, draw white eller draw black. Et spillernavn kan stå i stedet for fargen.
    Skriv touch e7 for å notere for turneringslederen en brikke motstanderen rørte, med tiden siden start. Det vises i PGN-en og i notatene på noteringsskjemaet. Et tomt felt avvises.
    Om den synshemmede spillerens krav: når motstanderens klaff faller, kommer hintet Krev seier på tid med: claim time. Kravene claim threefold MOVE og claim fifty MOVE kommer før trekket, med trekket man har tenkt å gjøre.
    Assistenten kan formidle et trekk fra motstanderen som programmet avviser. Det kan likevel ha blitt utført på brettet: den første slike avvisningen sier hvordan det meldes, med report illegal MOVE.
    For den seende spillerens egen assistent (FIDEs regler 2017, tillegg D.2.11), bruk --opponent-assistant NAME. Etter reglene fra 2017 krever --opponent-hearing-impaired også --assistant. Uten det starter ikke partiet, og det sies hvorfor; assistenten blir da værende.
    Se også: help touch, help claim, help report, help status.

manual-adjourn-title = Hengeparti
manual-adjourn =
    Ved hengeparti forsegler spilleren i trekket sitt trekk: seal Sf3. Reglene kaller det et hemmelig trekk. Trekket kontrolleres og registreres, men sies aldri høyt. Du hører bare: Hemmelig trekk registrert, trekk 41. Sjakkuret stanses, og det er tatt hengeparti.
    Et trekk som allerede er annonsert, er det hemmelige trekket: skriv seal alene for å forsegle det.
    Fram til partiet gjenopptas, venter trekk, spesialbrettet, krav og compare. Disse kommandoene virker fortsatt: draw, accept, decline, resign, result, addtime, setclock. Det gjør også assistant, envelope og spørrekommandoene: time, status, sheet, last, board.
    Skriv envelope med dato, klokkeslett og sted for gjenopptakelsen: envelope 2026-11-22 10:00, sal 2. De kan også angis ved start, med --resume-at. Uten dem står det på konvolutten at de fastsettes av turneringslederen.
    Konvolutten skrives ved siden av partifilen, som tekst og i punktskrift: BRF, 40 celler ganger 25 linjer. Punktskriften er den for språket konvolutten er skrevet på, gjennom liblouis (dansk, tysk, norsk, nederlandsk eller engelsk fullskrift); [braille] table i innstillingene oppgir en annen tabell. Utsiden inneholder aldri trekket. Den har spillerne, stillingen før det hemmelige trekket, tidsforbruket og hva klokkene skal stilles på ved gjenopptakelsen, hvem som forseglet og trekknummeret. Den har også et gjeldende remistilbud og gjenopptakelsen.
    Innsiden er for turneringslederen: noteringsskjemaet til og med det hemmelige trekket, med noteringsskjemaets bokstaver. Du hører navnene på de fire filene.
    Programmet kan lukkes. Når partiet gjenopptas, setter annabella play --game FILE opp stillingen og klokkene. Når svaret er klart, skriv unseal. Det hemmelige trekket spilles og annonseres, og klokken til spilleren som skal svare, starter.
    Se også: help seal, help envelope, help unseal, help file.

manual-lines-title = Linjemodus, for skjermlesere og leselister
manual-lines =
    I linjemodus skrives én kommando per linje, og svarene kommer som linjer. Det er ingen markørflytting, farger eller omtegning. NVDA, JAWS, Orca og leselister leser hver linje når den kommer. Start den med --line; den brukes av seg selv når inn- eller utdata ikke er en terminal.
    Hver linje er høyst 80 tegn, overalt der den kan deles på et naturlig sted. Et langt svar deles ved setningsslutt; deretter ved semikolon; deretter ved kolon og komma. En liste deles mellom punktene og gjentar overskriften sin. Hver linje står for seg selv.
    Kommandoen board leser stillingen én rad per linje: Rad 4, hvit: { $say-e4 }. Med board white kommer én sides brikker én type per linje: 2 hvite { $pieces-R } på { $sq-a1 }, { $sq-h1 }.
    Kommandoen sheet leser noteringsskjemaet, ett trekkpar per linje; sheet 12 begynner ved trekk 12. Kommandoen last sier det siste trekket med annonseringens ord; last 3 sier de tre siste.
    Skriv square f7, eller square { $sq-f7 }, for å høre hva som står der, og hva som angriper og dekker feltet. Skriv pieces white rooks for å høre hvor én sides brikker av én type står. Også pieces black N og pieces weiße Türme virker.
    Kommandoen status sier hva som venter, og time leser opp klokkene. Ingen av disse spørsmålene endrer partiet. De kan stilles mens et forslag venter på yes eller no.
    Mens et trekk er annonsert og ikke fullført, gjelder disse svarene og touch stillingen etter det. De sier det først: Stillingen etter hvits annonserte trekk "{ $say-e4 }", ennå ikke fullført.
    Inndata vises tilbake, og navn skrives ut, bare med kontrolltegn fjernet. En linje som ikke er UTF-8, eller som er lengre enn 4096 byte, avvises for seg. Partiet fortsetter.
    Skriv help for kommandoene, én per linje. Skriv help med en kommando eller et emne for å høre mer.
    Se også: help board, help sheet, help square, help pieces, help speech.

manual-screen-title = Fullskjermvisningen
manual-screen =
    Når inn- og utdata er en terminal, åpner annabella play fullskjermvisningen. Valget --tui tvinger den fram; --line tvinger fram linjemodus. Trekk og alle kommandoene fra linjemodus skrives i inndatalinjen.
    Den viser brettet, og spesialbrettet ved siden av når de avviker. Den viser begge klokkene: gjenværende tid, brukt tid, fullførte trekk, hvilken klokke som går, og klaffen. Den viser også noteringsskjemaet, meldingene og den siste annonseringen med store bokstaver. Tasten F1 viser alle tastene og leser dem opp.
    Brettet som tegnes, er stillingen etter det annonserte trekket. Det har tittelen Trekk ikke fullført til det er trykket på klokken. Ingenting vises bare med farge: hvite brikker er store bokstaver, svarte små. En stjerne markerer siste trekk, og et plusstegn en konge i sjakk. Et utropstegn er et felt der brettene avviker; hakeparenteser er markøren.
    Feltene vokser med terminalen: 3 ganger 1 tegnceller ved 80 ganger 24, 9 ganger 4 ved 200 ganger 60. Et brett tegnes helt eller ikke i det hele tatt. Er terminalen for liten, sier én linje hvilken størrelse som trengs. Når terminalen krymper, flyttes klokken først inn i brettets tittel; deretter viker spesialbrettet, og til sist brettet. Tasten F7 slår de store bokstavene av og på.
    Meldingene fyller de ledige radene; en linje brytes, men kuttes aldri. De siste 500 linjene beholdes. Tastene Page Up og Page Down blar gjennom dem. Med Ctrl+Pil opp og Ctrl+Pil ned leser du dem linje for linje, og hver leses opp når du kommer til den.
    Linjene i ett svar leses etter tur og avbryter aldri hverandre. Ekkoet av en tast faller bort mens noe annet leses opp. En advarsel om lite tid, eller klaffen, avbrytes bare av en nyere.
    Venstre pil, Høyre pil, Home, End, Delete og Backspace redigerer inndatalinjen, og tegnet du kommer til, leses opp. Pil opp og Pil ned henter fram tidligere linjer. Tastene: F2 trykker på klokken; F3 retter det annonserte trekket; F4 sier klokkene; F5 det siste trekket. Dessuten: F6 gjentar annonseringen; Esc går til brettmodus; Ctrl+Q avslutter.
    En tast uten funksjon sier: Den tasten brukes ikke her; F1 for hjelp. Tasten Ctrl+C avslutter alltid, og partiet er lagret. Mens fullskjermvisningen kjører, går feilutdata til en loggfil: partifilens navn med .log lagt til.
    Temaer: høy kontrast, som er standard; mørkt; lyst; og monokromt. Variabelen NO_COLOR tvinger fram monokromt. Temaet og alle tastene kan endres i innstillingene.
    Se også: help explore, help lines, help speech, help settings.

manual-explore-title = Å utforske brettet med tastene
manual-explore =
    I fullskjermvisningen bytter Esc til brettmodus; Esc igjen går tilbake til inntasting av trekk. Stillingen som utforskes, er den som tegnes og leses opp: etter det annonserte trekket, hvis det finnes et.
    Piltastene flytter en markør ett felt, og feltet leses opp: { $explore-g1 }. Brikken og fargen sies med ordforrådets ord. Pil opp går bort fra siden som vises nederst.
    Bokstavene a til h hopper til en linje, og sifrene 1 til 8 til en rad. Mellomrom sier feltet under markøren. Skift med K, Q, R, B, N eller P går til neste konge, dronning, tårn, løper, springer eller bonde, av begge farger.
    Tasten x leser markørens rad, y markørens linje, og u begge diagonalene; tomme felt telles, men nevnes ikke. Tasten l leser opp begge sidenes brikker.
    Tasten m sier de lovlige trekkene for brikken under markøren. For en brikke fra siden som ikke er i trekket, sier den også hvem som er i trekket. Tasten t sier hva som angriper og dekker feltet, og v snur brettet.
    Tab utforsker spesialbrettet i stedet for partiet. Du hører for eksempel: Spesialbrettet utforskes; brettene avviker på 1 sted. Der de avviker, leses også det andre brettets felt.
    Terminalmarkøren står på feltet som utforskes, for skjermforstørrere. I replay gir Esc de samme tastene for stillingen du har hørt. Tastene kan endres i innstillingene.
    Se også: help screen, help mirror, help square.

manual-speech-title = Tale: stemmer, enheter og lyder
manual-speech =
    Valget --speech velger hvem som snakker: auto, clips, tts, reader, text eller none. Innstillingen backend gjør det samme.
    Den innebygde stemmen, clips, spiller innspilte ord gjennom lydkortet. Den er raskest, noen få millisekunder til første ord, og trenger bare et lydkort. En setning med et ord som ikke har noe klipp, går i sin helhet til systemets stemme.
    Systemets stemme, tts, er speech-dispatcher på Linux og Windows' egen stemme på Windows. Den sier hver setning, med stemmen og tempoet som er stilt inn for den.
    Med reader snakker skjermleseren som kjører på Windows, med sin egen stemme og sitt eget tempo: NVDA, JAWS eller en annen. Andre steder er reader systemets stemme, som Orca deler. Med text skrives linjene bare ut, for en skjermleser eller en leselist. Med none snakker ingenting; linjene skrives likevel ut.
    Valget auto velger den innebygde stemmen hvis et lydkort kan åpnes; ellers systemets stemme; ellers text. Det sier én gang hvilken. I et rør betyr auto text. Et manglende lydkort eller en manglende taletjeneste stopper aldri partiet: det fortsetter i tekst, og sier fra. Gir systemets stemme ingen lyd, oppdages det i løpet av sekunder, og tekst tar over.
    Annonseringer er offentlige, for bordet. Klokken, svar, advarsler og feil er private. En ny annonsering avbryter en gammel; privat tale avbryter aldri en annonsering. For å sende dem til en høyttaler og en øreplugg, bruk --public-device og --private-device. Hvert av dem angis med en del av navnet på en enhet.
    Under partiet: repeat sier den siste annonseringen igjen; rate 120 og volume 80 stiller tempo og lydstyrke i prosent. Dessuten: earcons off eller earcons on slår de korte lydene av eller på; quiet stopper talen nå. Lydsignalene markerer et fullført trekk, sjakk, en avvisning, lite tid, klaffen og et spesialbrett som avviker.
    Deler annabella speech-dispatcher med en skjermleser, sendes annonseringer med prioriteten important. Privat tale sendes med message, slik skjermleserens egne meldinger gjør. En annonsering avbryter skjermleserens linje og blir aldri avbrutt av den. Setningene beholder rekkefølgen.
    I linjemodus leser skjermleseren allerede hver utskrevne linje. Velg --speech text, så du ikke hører hver setning to ganger. Eller behold den innebygde stemmen bare for bordet, på en høyttaler angitt med --public-device.
    Se også: help repeat, help rate, help volume, help earcons, help quiet, help windows.

manual-moves-title = Hvordan innskrevne trekk leses
manual-moves =
    Alt som skrives inn og ikke er en kommando, er et trekk. Det leses i enhver form en spiller eller en assistent kan skrive, i stillingen slik den står.
    Skriftlig notasjon, med engelske, danske, tyske, norske eller nederlandske bokstaver: Nf3 eller Sf3. Tegnene x, +, #, = og e.p. kan utelates. Rokade er 0-0 eller O-O, og 0-0-0 eller O-O-O. Ved forvandling nevnes brikken: e8Q, e8=D. Et manglende slagtegn eller = gjør aldri et lovlig trekk uleselig.
    Koordinater: e2e4, e2-e4, g1f3, og e7e8q for forvandling.
    De talte ordene fra ethvert ordforråd: springer felix drei, Dame schlägt David vier (tysk), kort rokade (norsk). Store og små bokstaver spiller ingen rolle. Bokstavene ä, æ, å, ø og ü kan skrives som ae, aa, oe og ue. Anførselstegn rundt et trekk ignoreres.
    I skriftlig notasjon er en stor bokstav en brikke og en liten bokstav en linje, som på et noteringsskjema. Derfor er dxe5 og bxc3 bondeslag, også der en dronning (D) eller en løper (B) kunne slått.
    Bare der det ikke passer til noe lovlig trekk, leses en liten bokstav som en brikke: nf3, lb5. Inndata med store bokstaver, med Caps Lock på, leses som om det var skrevet normalt: NF3, G1-F3. Begge deler leses slik bare der nøyaktig ett lovlig trekk passer.
    Inndata som passer til to lovlige trekk, avvises, og begge nevnes; det gjettes aldri. Skriv det du mener mer nøyaktig, for eksempel Sbd2. Inndata som ikke passer til noe trekk, forklares: Ingen dronning kan nå d4; kongen ville stå i sjakk.
    Valget --letters bestemmer brikkebokstavene på noteringsskjemaet og i svarene: en, da, de, nb eller nl. Engelsk er K Q R B N; dansk, tysk og norsk K D T L S; nederlandsk K D T L P, der P er springeren.
    Kommandoene fix, claim, seal og compare leser trekkene sine på samme måte.
    Se også: help fix, help compare, help vocabularies.

manual-replay-title = Å lytte gjennom et parti: replay
manual-replay =
    Skriv annabella replay FILE.pgn for å høre et parti fra en PGN-fil, ett trekk om gangen, med de valgte ordene. Valgene --voice, --files, --ranks, --pieces og --long virker som i play. Både linjemodus og fullskjermvisningen virker.
    En fil med mange partier listes først, 20 per side: nummer, spillere, resultat, dato, turnering og antall trekk. Skriv games 2 for den andre siden. Skriv games Morphy for partiene der spillerne, turneringen eller datoen inneholder ordet; games Morphy 1858 krever begge ordene. Skriv game 2 for å åpne det andre partiet; --game-number 2 åpner det straks.
    Enter på en tom linje, eller next, sier neste trekk; next 5 sier de neste fem. For å gå tilbake: back, eller back 3. For å gå til begynnelsen eller slutten: first, last. For å gå til stillingen etter hvits 12. trekk: go 12; etter svarts: go 12 black; begynnelsen: go 0. For å høre hvem som er i trekket, og ved hvilket trekk: who.
    Etter et trekk hører du om filen har en kommentar til det, eller andre trekk i stedet for det. Kommandoen comment leser kommentaren, med kommentartegnene i ord: tvilsomt trekk, glimrende trekk.
    Kommandoen variations leser opp de andre trekkene, i skriftlig notasjon. Skriv variation 1 for å gå inn i den første; trekkene i den leses som partiets. Skriv leave for å komme tilbake dit du gikk inn.
    Spørsmålene board, square f7 og pieces white rooks svarer som i play. Kommandoen moves sier trekkene som er spilt fram til nå, ett trekkpar per linje. Kommandoene result og tags sier hva filen sier om partiet. Også repeat, quiet, rate og volume virker som i play; help viser kommandoene; quit avslutter.
    I fullskjermvisningen går Høyre pil og Venstre pil fram og tilbake på en tom linje. Esc gir tastene fra brettmodusen i play, for stillingen du har hørt. Tasten F2 går videre til neste trekk; F5 sier hvor partiet står; F7 slår de store bokstavene av og på.
    For eksempel: annabella replay --voice da --game-number 2 club.pgn
    Se også: help pgn, help explore, help lines.

manual-pgn-title = Partier fra andre steder, og partier skrevet ut
manual-pgn =
    Skriv annabella play --fen FEN for å starte et nytt parti fra en stilling. Det passer for et hengeparti fra et annet system, eller et parti som er flyttet til et annet brett. Sett FEN-en i anførselstegn.
    For å fortsette der hovedvarianten i et PGN-parti slutter, bruk --pgn med filen. For en fil med mange partier, legg til --game-number 3. Uten det lister en slik fil sine første 20 partier, og sier hvor mange flere det er. For eksempel: annabella play --pgn hengeparti.pgn --game runde5.annabella
    Filens spillere, turnering, sted, runde, dato og tidskontroll overtas og leses opp. Det samme gjelder den siste klokkeavlesningen for hver side. Valg gitt på kommandolinjen går foran filen. Trekkene som allerede er gjort, teller med mot tidskontrollene og blant de fullførte trekkene.
    Et parti som filen oppgir som avgjort, men der stillingen fortsatt kan spilles, overtas med en beskjed om det. Et parti som ikke kan overtas helt, avvises, med partiet og linjen i filen. Det gjelder et ulovlig trekk, et ord som ikke er et trekk, sjakk-960 eller en annen variant, eller en ugyldig FEN. Det samme gjelder en stilling der partiet allerede er slutt. Da er ingenting skrevet.
    Filer leses slik de er: UTF-8 med eller uten BOM, og Latin-1 eller Windows-1252 fra eldre databaser. For en UTF-16-fil sies det fra: lagre den som UTF-8. En mappe, en enhet eller et rør avvises straks. Klokkeavlesninger og vurderinger i kommentarer leses aldri opp.
    En skadet fil stopper aldri lesingen. En løs krøllparentes, en avkuttet tagg eller en kommentar uten slutt meldes med linjen sin; partiene etter den kan fortsatt leses. Et ødelagt parti står i listen med linjen og problemet, og kan likevel høres fram til der. Et parti hvis fil er endret etter at listen ble vist, meldes som endret.
    For å skrive standard PGN: annabella export --game FILE --pgn. Den har engelske bokstaver, de sju hovedtaggene, tidskontrollen og klokken etter hvert trekk. Remistilbud, rørte brikker, meldte ulovlige trekk og turneringslederens avgjørelser er kommentarer. For å skrive den til en fil, legg til --out runde3.pgn.
    For å skrive noteringsskjemaet med bokstavene til et annet språk: annabella export --game FILE --sheet --lang da. Notatene til turneringslederen følger, hvert ved sitt trekk, på bokstavenes språk. Lydversjonen av noteringsskjemaet, med den innebygde stemmen, trenger ikke lydkort: annabella export --game FILE --wav runde3.wav
    Se også: help replay, help file, help arbiter.

manual-eboard-title = Et elektronisk brett for den seende spilleren
manual-eboard =
    Når den seende motstanderen spiller på et elektronisk DGT-brett, leses trekkene fra det. På Linux, over USB, er porten ttyACM0 eller ttyUSB0: annabella play --eboard /dev/ttyACM0 --color black. På Windows: --eboard COM3. Innstillingen er eboard, i game-seksjonen.
    På Linux må brukeren ha lov til å åpne porten: sudo usermod -aG dialout $USER, og logg så inn på nytt.
    Den seende spillerens trekk annonseres så snart brikkene står, som om det var skrevet inn. En brikke som skyves gjennom flere felt, gir en rettelse før trykket på klokken: { $say-d3 }, deretter Rettelse: { $say-d4 }.
    Slag, rokade med kongen først, en passant og forvandling leses fra brikkene. En brikke som løftes og settes tilbake, gir ingen melding. Det gjør heller ikke brikker som veltes og settes opp igjen.
    En forvandling til en annen brikke enn dronning tas slik brettet viser den, og det spørres privat. Du hører: Det elektroniske brettet viser { $piece-N } på { $sq-g8 } ved forvandlingen: var en annen brikke ment, skriv fix og trekket med den brikken.
    En DGT-klokke koblet til brettet fullfører trekket med vippen sin. Uten klokke fullfører press trekket; i fullskjermvisningen F2. Det gjør også den andre sidens svar når det dukker opp på brettet.
    Den synshemmede spillerens trekk skrives inn som før. Den seende spilleren kan utføre et av dem annerledes enn annonsert. Da hører du straks, privat: På det elektroniske brettet: { $piece-N } på { $sq-h6 } skal stå på { $sq-f6 }. Du får beskjed igjen når det stemmer. Et brett som ikke passer til noe lovlig trekk, meldes på samme måte, én gang.
    Et brett som står feil vei, gjenkjennes fra utgangsstillingen og leses snudd. Kobles brettet fra, meldes det at det ikke svarer; partiet fortsetter ved tastaturet. Kobles det til igjen, meldes det at det er tilbake, og det leses slik det står.
    Både linjemodus og fullskjermvisningen leser brettet. Det er prøvd med et simulert brett, men ennå ikke med et ekte DGT-brett og en ekte DGT-klokke. Brett med Bluetooth er ikke prøvd. Brikkene noen brett bruker for å melde resultater, leses som tomme felt.
    Se også: help mirror, help press, help fix.

manual-braille-title = Leselisten
manual-braille =
    Med --braille, eller display = true i [braille], skriver annabella til leselisten på Linux. Det går gjennom BrlAPI, grensesnittet til BRLTTY, som må kjøre. Punktskriften er fullskrift for meldingenes språk, eller tabellen som [braille] table oppgir.
    Leselisten viser den siste annonseringen eller det siste svaret, én linje om gangen. Panoreringstastene flytter vinduet langs linjen, og linjetastene fra linje til linje. Etter svarets siste linje kommer partiets status: trekket som ennå skal utføres, et remistilbud, et spørsmål som venter på yes eller no, et hengeparti eller et avsluttet parti. Med tasten for bunnen kommer du dit med én gang.
    Mens et trekk eller en kommando skrives, viser leselisten inndatalinjen med markøren (punkt 7 og 8). En markørhentingstast over inndatalinjen flytter markøren dit; over et svar leser den opp igjen ordet under tasten. Punkttastaturet skriver slik datamaskinens tastatur gjør.
    F1 viser listen over tastene på leselisten, én tast per linje. Når leselisten kobles fra eller BRLTTY stopper, sier annabella fra, og partiet fortsetter; leselisten kobles til igjen når den er tilbake.
    I linjemodus overlates leselisten til skjermleseren, som leser hver utskrevne linje. På Windows sender --braille de samme linjene til skjermleseren som kjører, og den viser dem på sin leselist.
manual-windows-title = annabella på Windows
manual-windows =
    Zip-filen for Windows inneholder annabella.exe, stemmene, standardinnstillingene, README og LICENSE. Pakk den ut hvor som helst; ingenting installeres.
    Et dobbeltklikk på annabella.exe åpner en konsoll, og starter et nytt parti i linjemodus. NVDA og JAWS leser det linje for linje. Partifilen havner i %LOCALAPPDATA%\annabella\data\games.
    Fra en konsoll: annabella play --game runde3.annabella spiller eller gjenopptar et parti. I Windows Terminal åpner annabella play --tui fullskjermvisningen. Alle kommandoer virker likt; stier kan være Windows-stier.
    Innstillingene leses fra %APPDATA%\annabella\config\config.toml. Filen config\default.toml i zip-filen viser alle innstillingene, med kommentarer.
    Den innebygde stemmen spiller gjennom lydkortet. Med --speech tts snakker Windows' egen stemme. Med --speech reader snakker skjermleseren som kjører, med sin egen stemme og sitt eget tempo: NVDA, JAWS eller en annen. Når auto finner en skjermleser som kjører, sier den fra og foreslår --speech reader.
    Valget reader passer for fullskjermvisningen. I linjemodus leser skjermleseren allerede hver utskrevne linje. Velg derfor --speech text, så du ikke hører hver setning to ganger; eller den innebygde stemmen på en høyttaler, med --public-device.
    Uten lydkort og taletjeneste fortsetter partiet i tekst, og sier fra; det samme gjør reader uten skjermleser. Konsollen settes til UTF-8, så fünf og Cæsar når skjermleseren hele. Windows-linjeskift leses.
    Tale gjennom NVDA og JAWS er ennå ikke prøvd på en ekte Windows-maskin: prøv den før runden.
    Se også: help speech, help settings, help lines.

manual-settings-title = Innstillinger
manual-settings =
    Kommandoen annabella settings skriver alle innstillingene med standardverdien og hva de gjør, på ditt språk: en fil å begynne din egen med. Din egen fil trenger bare det du endrer; den overstyrer standardverdiene. På Linux er den ~/.config/annabella/config.toml. På Windows er den %APPDATA%\annabella\config\config.toml. For én kjøring bruker --config FILE en annen fil: --config tournament.toml.
    Skriv bare det du endrer, under seksjonens overskrift. Seksjonen voice: voice, files, ranks, pieces, long, pawn_name, check. Seksjonen ui: lang, letters. Seksjonen game: control, laws, kind, supervision, quickplay, color, warnings, periodic, mirror, eboard.
    Seksjonen speech: backend, rate, volume, earcons, gap_ms, public_device, private_device. Seksjonen engine: program, strength, think, analysis_time, options. Seksjonen broadcast: serve, address, delay. Seksjonen braille: table, display. Seksjonen tui: theme, big_text. Seksjonen keys: én tast for hver handling i fullskjermvisningen.
    Valg gitt på kommandolinjen går foran innstillingene. Et gjenopptatt parti beholder sine egne opplysninger: spillere, klokke, regler, farge, mirror.
    En feil nøkkel eller verdi stopper programmet før noe er gjort. Meldingen nevner filen og linjen, hva som er galt, og hva som er tillatt. For eksempel, med laws satt til 2018 på linje 2: config.toml:2: laws = "2018" er ikke en utgave av reglene; tillatt: 2017, 2014, 2005, 2001. Ingenting fra en ødelagt fil brukes.
    En tast skrives f2, ctrl-q, alt-x, shift-k, esc, enter, space, tab, up, pageup og lignende. Den kan også være én bokstav, ett siffer eller ett tegn. En tast som virker overalt, må være en F-tast eller en navngitt tast, eller ha ctrl- eller alt-. I brettmodus kan a til h og 1 til 8 ikke bindes. Tasten Ctrl+C hører ikke til noen handling: den avslutter alltid, og partiet er lagret.
    Se også: help start, help speech, help screen, help vocabularies.

manual-vocabularies-title = Ordforråd: ordene i annonseringene
manual-vocabularies =
    Hvert ordforråd er én fil i voices/. Internasjonalt og tysk, de.toml: Anna, Bella, Cesar; eins, zwei, drei. Dansk, da.toml: Anna, Bodil, Cecilie; et, to, tre. Norsk, nb.toml: Anna, Bella, Cæsar; en, to, tre. Valget --voice velger ett av dem.
    Valgene --files, --ranks og --pieces henter én del fra et annet ordforråd: --voice da --files de sier springer Felix tre. For å høre ordene uten et parti: annabella say --voice da Sf3 skriver ut springer Frederik tre.
    Flere kan legges til uten å endre programmet. Legg en ny fil i voices/; den bygges inn ved neste bygging. Eller angi en mappe ved kjøring, med --voices DIR eller variabelen ANNABELLA_VOICES.
    En fil trenger name og language: en språkkode for tale, som da-DK. Den trenger navn på de åtte linjene og de åtte radene. Den trenger en pieces-tabell: king, queen, rook, bishop, knight, pawn. Og en words-tabell: castle_kingside, castle_queenside, captures, check, checkmate, promotes, en_passant.
    De valgfrie tabellene white og black, med de samme seks nøklene, gir hver brikke med fargen: weißer König, hvidt tårn. Utforskingen av brettet bruker dem. De må komme sammen. Uten dem settes fargeordet fra meldingsspråket foran brikken.
    En fil med et manglende ord, feil antall eller et ord brukt to ganger avvises. Meldingen nevner filen, linjen og nøkkelen.
    En valgfri editions-tabell, som editions.2014, angir hva en utgave av reglene velger. Den fyller ut delene innstillingene lar stå tomme. For 2014 har nb.toml tyske tall for radene og tyske brikkenavn (FIDEs regler 2014, tillegg D2.1). Derfor annonserer --voice nb --laws 2014 Bauer Eva vier.
    En valgfri pronounce-tabell lærer den innebygde stemmen å uttale et ord. Den er for ord stemmen ville uttale feil ut fra stavemåten. Gi andre bokstaver, eller espeak-ng-fonemer i doble hakeparenteser. Tysk Cesar uttales Zesar, ikke Kesar. Skriptet voices/make-clips.sh lager klippene ut fra den.
    Se også: help speech, help moves, help settings.
manual-engine-title = Øving og studier med et sjakkprogram
manual-engine =
    Mellom turneringene kan du spille mot et sjakkprogram, og gå gjennom partier med det. Sjakkprogrammet er Stockfish eller et annet program som snakker UCI: på Debian sudo apt install stockfish.
    For å øve: annabella play --engine. Sjakkprogrammet tar fargen du ikke har. Trekkene til sjakkprogrammet annonseres som den seende spillerens, og det trykkes på klokken for det; du utfører dem på spesialbrettet og annonserer dine egne trekk og trykker selv på klokken, som i en turnering. Det svarer på et remistilbud, krever remis når det har rett til det, og gir opp et tapt parti. Still styrken med --engine-elo 1500 eller --engine-level 5, og tiden med --engine-time 2s; ellers tenker det 5 sekunder per trekk (think = "" i innstillingene: på sin egen klokke, som en turneringsspiller). Partifilen husker sjakkprogrammet, og partiet gjenopptas mot det.
    For å studere: eval sier hvem som står bedre, og med omtrent hvor mye; best sier sjakkprogrammets trekk; line sier trekkene det forventer; review går gjennom hele partiet, og nevner for hver side trekkene som kostet mest, med det bedre trekket. De virker i annabella replay, også for en partifil med --game, på et avsluttet parti og i et parti mot sjakkprogrammet. I et parti mot en person avvises de mens partiet pågår.
    Innstillingenes seksjon [engine] setter programmet, styrken, tenketiden og tiden til studier (--analysis-time 2s i replay).

manual-broadcast-title = Overføring og turneringslederens oversikt
manual-broadcast =
    Et parti kan følges mens det spilles. Kommandoen annabella play --broadcast sender det over HTTP: GET /game.pgn er partiet som PGN til en direkteoverføring (Lichess' overføringer og DGT LiveChess henter fra en slik adresse), og GET /status.json er brettets tilstand for turneringslederen. Partiets første linjer sier adressen.
    Bare fullførte trekk sendes, hvert med sin klokke, og resultatet når det er registrert. Et annonsert trekk sendes først når det er trykket på klokken. Et hemmelig trekk sendes aldri før unseal. Med --broadcast-delay 15m holdes trekkene tilbake, slik turneringer gjør mot juks; statusen holdes ikke tilbake og nevner ikke noe trekk.
    Som standard sendes partiet bare til denne maskinen, på 127.0.0.1:8064. Med --broadcast 0.0.0.0:8064 når hele nettverket det; --broadcast 8065 bruker en annen port. Oppgi runden og brettet med --round 3 --board 5, turneringen med --event og --site. For systemer som leser en mappe: --broadcast-file runde3/brett5.pgn. Det skriver samme PGN til en fil etter hvert trekk, erstattet i sin helhet.
    Turneringslederen følger brettene med annabella arbiter og adressene deres, eller en fil med dem med --boards. Oversikten viser en linje per brett: hvem som er i trekket, klokkene og det som krever turneringslederens oppmerksomhet. Den sier når det skjer: en klaff som har falt, et krav eller en avgjørelse som venter, et remistilbud, et spesialbrett som avviker, et resultat, og et brett som slutter å svare eller er tilbake. Skriv list for alle brett, board 5 for ett brett i detalj.
    Innstillingenes seksjon [broadcast] sender alle partier (serve = true) og setter adressen og forsinkelsen.

manual-laws-title = Reglene programmet følger
manual-laws =
    Veiledningen oppsummerer FIDEs regler for sjakk slik programmet følger dem: først og fremst tillegget for blinde og synshemmede spillere, og noen få generelle regler. Programmet kjenner fire utgaver: 2001, 2005, 2014 og 2017. Tekstene det følger, er den nederlandske fra 2001, de danske fra 2005 og 2017 og den norske fra 2014; hver siteres her med sin egen nummerering. Tillegget heter D i 2014 og 2017, og F i 2001 og 2005. Velg utgave med --laws 2017, 2014, 2005 eller 2001, eller med laws i innstillingene. Uten noen av dem gjelder 2017, på alle språk: språket velger bare ordene i annonseringene. Ved starten av et parti nevnes utgaven, og et gjenopptatt parti beholder sin egen. Arrangøren kan, i samråd med turneringslederen, tilpasse reglene til lokale forhold; etter reglene fra 2001 kan turneringslederne selv gjøre det (FIDEs regler 2017, tillegg D.1; 2014, tillegg D1; 2005 og 2001, tillegg F1). Arrangøren avgjør altså for eksempel om programmets tale er selve annonseringen, eller en hjelp til spillerens egen.
    Hver spiller kan kreve to brett: et vanlig brett for den seende spilleren, og et spesialbrett for den synshemmede spilleren (FIDEs regler 2017, tillegg D.1; 2014, tillegg D1; 2005 og 2001, tillegg F1). Spesialbrettet er minst 20 ganger 20 cm, med de svarte feltene litt opphøyde og et festehull i hvert felt. Hver brikke har en tapp som passer i festehullet, og de svarte brikkene er spesielt merket. På spesialbrettet regnes en brikke som rørt når den er tatt ut av festehullet, i alle utgavene (FIDEs regler 2017, tillegg D.2.2; 2014, tillegg D2.2; 2005 og 2001, tillegg F2.2). For den seende spilleren gjelder de vanlige reglene om å røre og utføre trekk (FIDEs regler 2017, tillegg D.2.5; 2014, tillegg D2.4; 2005 og 2001, tillegg F2.3). Programmet kan ikke kjenne tappene. Skriv touch og feltet, som i touch e7, for å notere en rørt brikke for turneringslederen, med tiden.
    Hvert trekk annonseres tydelig, gjentas av motstanderen og utføres på motstanderens brett (FIDEs regler 2017, tillegg D.2.1; 2014, tillegg D2.1; 2005 og 2001, tillegg F2.1). Ved forvandling sier spilleren hvilken brikke som velges; programmets annonsering gjør det alltid. Linjene har navn i stedet for bokstaver: Anna, Bella, Cæsar, David, Eva, Felix, Gustav, Hector. Radene er tall, talt fra hvit til svart. Rokade er lang eller kort rokade, på tysk Lange Rochade og Kurze Rochade. Brikkene har også navn, på tysk König, Dame, Turm, Läufer, Springer, Bauer. Når motstanderen har gjentatt et trekk, registrerer confirm det; det er valgfritt.
    Utgavene bruker ulike ord. De danske tekstene fra 2005 og 2017 anbefaler danske navn først: Anna, Bodil, Cecilie, Dora, Erik, Frederik, Gustav, Henrik, med navnene ovenfor, stavet Cesar, som det andre valget. De gir danske eller tyske tall og brikkenavn; etter reglene fra 2017 kan turneringslederen bestemme noe annet for tallene. Den norske teksten fra 2014 gjør navnene obligatoriske, med tyske brikkenavn og tyske tall for radene, med mindre turneringslederen bestemmer noe annet. Mellom skandinaviske spillere skal skandinaviske ord brukes i stedet, men teksten nevner ingen. Den nederlandske teksten fra 2001 anbefaler navnene, stavet Cesar, med tyske tall og brikkenavn. Er ingen stemme valgt, tar programmet ordene fra språket i meldingene. Danske meldinger gir de danske ordene; norske meldinger navnene fra 2014-teksten med tyske tall og brikkenavn; de andre språkene de tyske ordene. Ved starten av hvert parti sies det hvilke ord som brukes; --voice velger andre (se help vocabularies).
    På spesialbrettet er et trekk utført når en slått brikke er fjernet fra brettet, brikken er satt i et annet festehull, og trekket er annonsert. Først da skal motstanderens klokke settes i gang (FIDEs regler 2017, tillegg D.2.3 og D.2.4; 2014, tillegg D2.3; 2005 og 2001, tillegg F2.3). Et trekk fullføres med trykk på klokken (FIDEs regler 2017, § 6.2.1; 2014, § 6.2a; 2005 og 2001, § 6.8a). I programmet annonseres et innskrevet trekk straks, og press fullfører det. Et trykk på klokken uten annonsert trekk avvises. Med --mirror strict venter trykket på klokken også på peg for trekket. En forsnakkelse ved annonseringen rettes straks, før motstanderens klokke settes i gang (FIDEs regler 2017, tillegg D.2.8; 2014, tillegg D2.7; 2005 og 2001, tillegg F2.6). Skriv fix og trekket som var ment; etter trykket på klokken avvises fix.
    Oppstår det ulike stillinger på de to brettene, rettes de opp med turneringslederen og begge noteringsskjemaene (FIDEs regler 2017, tillegg D.2.9; 2014, tillegg D2.8; 2005 og 2001, tillegg F2.7 og F2.8). Stemmer skjemaene overens, retter spilleren som skrev det riktige trekket, men utførte et annet, stillingen på sitt brett etter skjemaet. Stemmer de ikke overens, tas trekkene tilbake til det siste trekket der de stemmer overens, og turneringslederen justerer klokkene. I programmet følger peg og diff spesialbrettet, og compare kontrollerer det andre noteringsskjemaet. Stemmer skjemaene overens, nevnes brettet som skal rettes. Er de forskjellige, foreslås rollback, med klokkene slik de sto da; turneringslederen kan justere dem med setclock.
    Den synshemmede spilleren kan bruke et sjakkur laget for synshemmede. Etter reglene fra 2017 bør det kunne si tidsforbruket og antall fullførte trekk (FIDEs regler 2017, tillegg D.2.6.1); alternativt et analogt ur, med forsterkede visere og en klaff som lett kan kjennes. Tekstene fra 2001, 2005 og 2014 beskriver bare et slikt analogt ur; etter reglene fra 2014 kan det også angi antallet trekk hørbart (2014, tillegg D2.5; 2005 og 2001, tillegg F2.4). Programmet er et talende sjakkur: time oppgir for begge spillerne fullførte trekk, brukt tid og gjenværende tid. Den synshemmede spilleren noterer med blindeskrift eller vanlig skrift, eller leser trekkene inn på en opptaker (FIDEs regler 2017, tillegg D.2.7; 2014, tillegg D2.6; 2005 og 2001, tillegg F2.5); programmet fører noteringsskjemaet, og sheet leser det opp. Etter reglene fra 2017 må turneringslederen godkjenne alt elektronisk utstyr, også dette programmet (FIDEs regler 2017, § 11.3.2.1). Programmet gir ingen råd: sjakkprogrammet avvises i et parti mot en person (FIDEs regler 2017, § 11.3.1).
    Den synshemmede spilleren har rett til å bruke en assistent (FIDEs regler 2017, tillegg D.2.10; 2014, tillegg D2.9; 2005 og 2001, tillegg F2.9). Assistenten utfører begge spillernes trekk på motstanderens brett, og leser dem opp. Assistenten noterer trekkene for den synshemmede spilleren, og starter motstanderens klokke når trekket er annonsert. På forespørsel oppgir assistenten antall trekk og begge spillernes tidsforbruk. Assistenten fremmer krav om seier på tid, sier fra til turneringslederen når motstanderen har rørt en brikke, og tar seg av formalitetene ved hengeparti. Etter reglene fra 2001 og 2014 oppgis trekk og tid bare på forespørsel: da gir programmet ingen varsler om lite tid, men periodiske tidsmeldinger som spilleren har valgt, kommer fortsatt. Ved overskredet tid lar teksten fra 2014 assistenten kreve seier eller remis; de andre sier seier. Har den synshemmede spilleren ingen assistent, kan den seende spilleren bruke en til å utføre og lese opp trekkene (FIDEs regler 2017, tillegg D.2.11; 2014, tillegg D2.10; 2005 og 2001, tillegg F2.9). Bare reglene fra 2017 krever en assistent når motstanderen er hørselshemmet (tillegg D.2.11).
    Ved hengeparti forsegler spilleren i trekket sitt trekk, et hemmelig trekk. Spilleren noterer det på noteringsskjemaet, legger begge skjemaene i en konvolutt og stanser først deretter sjakkuret (FIDEs regler 2017, retningslinje I.1.1; 2014, tillegg E1; 2005 og 2001, tillegg A1). Konvolutten angir spillerne, stillingen, tidsforbruket, hvem som forseglet og trekknummeret, et gjeldende remistilbud og gjenopptakelsen (FIDEs regler 2017, retningslinje I.2; 2014, tillegg E2; 2005 og 2001, tillegg A2). Den åpnes ikke før spilleren som skal svare, er til stede (FIDEs regler 2017, retningslinje I.7; 2014, tillegg E7; 2005 og 2001, tillegg A7). Assistenten tar seg av formalitetene (FIDEs regler 2017, tillegg D.2.10.6). I programmet registrerer seal trekket uten å si det; envelope skriver konvolutten, med en innside for turneringslederen; unseal spiller trekket ved gjenopptakelsen.
    Straffene avhenger av utgaven. Programmet foreslår dem, og turneringslederen bekrefter dem med yes. Viser et fullført trekk seg å være ulovlig, gjenopprettes stillingen før det, og motstanderen får 2 minutter (FIDEs regler 2017, §§ 7.5.1 og 7.5.3; 2014, § 7.5; 2005 og 2001, § 7.4). Det andre ulovlige trekket gir tap etter reglene fra 2014 og 2017, det tredje etter reglene fra 2001 og 2005. Etter reglene fra 2014 og 2017 blir det i stedet remis, der motstanderen ikke kan sette matt. Etter reglene fra 2017 regnes to ting til som ulovlige trekk: et trekk utført med to hender, og et klokketrykk uten trekk (FIDEs regler 2017, §§ 7.7 og 7.8). Et ukorrekt remiskrav gir motstanderen 2 minutter etter reglene fra 2014 og 2017 (FIDEs regler 2017, § 9.5.3; 2014, § 9.5b). Etter reglene fra 2001 og 2005 gir det 3 minutter, og den som krever, får trukket fra tid: med mer enn 2 minutter igjen halvparten, høyst 3 minutter; med 1 til 2 minutter alt unntatt 1 minutt (2005, § 9.5; 2001, § 9.5b).
    Spilleren i trekket kan kreve remis når samme stilling oppstår for tredje gang, eller etter 50 trekk av hver spiller uten bondetrekk og uten slag (FIDEs regler 2017, §§ 9.2 og 9.3; samme numre i de andre utgavene). Den som krever, skriver trekket som skal utføres, og klokkene stanses mens turneringslederen tilkalles (FIDEs regler 2017, § 9.5.1). Etter reglene fra 2014 og 2017 blir partiet straks remis, uten krav, når samme stilling oppstår for femte gang, eller etter 75 slike trekk av hver spiller (FIDEs regler 2017, § 9.6; 2014, § 9.6). Tekstene fra 2001 og 2005 har ingen av de to reglene. Matt, patt og død stilling avslutter partiet straks i alle utgavene. Faller klaffen til en spiller, taper spilleren; men partiet er remis der motstanderen ikke kan sette matt (FIDEs regler 2017 og 2014, § 6.9; 2005 og 2001, § 6.10). I programmet fremmes kravene med claim threefold MOVE, claim fifty MOVE og claim time, og resultatet venter på yes.
    Se også: help mirror, help assistant, help arbiter, help adjourn, help clock, help game, help vocabularies.

## Kommandoer: mer om hver, etter hjelpelinjen og eksemplet.

topic-fix =
    Bruk den ved en forsnakkelse, før det er trykket på klokken: fix Sc3 setter trekket som var ment, i stedet for det annonserte. Du hører Rettelse og den nye annonseringen; begge blir stående i partifilen.
    Er trekket det samme som allerede er annonsert, retter fix ingenting, og sier det. Etter trykket på klokken avvises den. Bare turneringslederens illegal, eller compare og rollback, tar et fullført trekk tilbake.
    Et innskrevet trekk som avsluttet partiet, kan fortsatt rettes med fix, til noe annet er skrevet inn. Slutten tas tilbake samtidig. I fullskjermvisningen begynner tasten F3 inntastingen med fix.

topic-confirm =
    Valgfri: den registrerer at motstanderen har gjentatt annonseringen, slik reglene krever. Du hører: Gjentatt av motstanderen.
    Den fullfører ikke trekket; det gjør press. Er ikke noe trekk annonsert, sier den at det ikke er noe å bekrefte.

topic-press =
    Den fullfører det annonserte trekket, slik trykket på klokken gjør: klokken til den som trakk, stopper, og motstanderens starter. Du hører for eksempel: Hvit har fullført trekk 2. Svart er i trekket.
    Er ikke noe trekk annonsert, avvises den: skriv trekket først. Med --mirror strict venter den på peg-inntastingen for trekket. I fullskjermvisningen trykker F2 på klokken; det gjør også vippen på klokken til et elektronisk brett.

topic-time =
    Den leser av klokkene og endrer ingenting. Den gir én linje for hver spiller: fullførte trekk, brukt tid, og gjenværende tid eller at klaffen har falt.
    Et trekk som er annonsert og ikke fullført, er ikke talt med ennå, og klokken går; en egen linje sier fra om det. Den kan brukes mens et forslag venter på yes eller no. I fullskjermvisningen gjør tasten F4 det samme.

topic-last =
    Den sier hvem som gjorde det siste trekket, nummeret og annonseringen, og om trekket er fullført. Med last 3 hører du de tre siste trekkene, ett per linje, det eldste først.
    I fullskjermvisningen sier tasten F5 det samme. Kommandoen repeat sier bare den siste annonseringen igjen.

topic-board =
    Den leser stillingen fra rad 8 til rad 1, én rad per linje, med annonseringens ord: Rad 4, hvit: { $say-e4 }. En tom rad leses som tom.
    Med board white eller board black kommer den sidens brikker én type per linje: 2 hvite { $pieces-R } på { $sq-a1 }, { $sq-h1 }. Mens et trekk er annonsert og ikke fullført, er stillingen den etter trekket. Den første linjen sier fra om det.

topic-sheet =
    Den leser noteringsskjemaet med dine brikkebokstaver, ett trekkpar per linje, slik det er skrevet. Et remistilbud markeres med (=).
    Med sheet 12 begynner den ved trekk 12, for å høre slutten av et langt parti. Ber du om et trekk etter det siste, svarer den med hvor langt noteringsskjemaet går.

topic-square =
    Den sier hva som står på et felt, og hvilke brikker fra hver side som angriper og dekker det. Skriv feltet som koordinater eller med ord fra et ordforråd: square f7, square { $sq-f7 }.
    Mens et trekk er annonsert og ikke fullført, gjelder svaret stillingen etter trekket. I brettmodus, i fullskjermvisningen, sier tasten t det samme om feltet under markøren.

topic-pieces =
    Den sier hvor én sides brikker av én type står, med antallet, med annonseringens ord. Side og type kan komme i hvilken som helst rekkefølge, med ord eller bokstaver fra alle språkene: pieces black N, pieces weiße Türme.
    Utelat siden for å høre begge sider: pieces rooks. Utelat typen for å høre alle typer for én side: pieces white. En lang liste fortsetter på en ny linje, som begynner med overskriften igjen.

topic-eval =
    Den spør sjakkprogrammet hvordan stillingen står, og sier det i ord: hvem som står bedre, med omtrent hvor mange bønder, eller hvem som setter matt i hvor mange trekk. Sjakkprogrammet tenker den tiden som er satt med --analysis-time, ett sekund om ingenting er satt.
    Den virker i replay, på et avsluttet parti og i et parti mot sjakkprogrammet. I et parti mot en person avvises den mens partiet pågår: reglene forbyr råd og analyse under spillet.
topic-best =
    Den sier sjakkprogrammets trekk i stillingen, med nummeret, slik det ville blitt annonsert, og deretter vurderingen. Den virker der eval virker.
topic-line =
    Den sier trekkene sjakkprogrammet forventer fra stillingen, opptil åtte, ett per linje, hvert med nummeret, slik det ville blitt annonsert; deretter vurderingen. Den virker der eval virker.
topic-review =
    Den går gjennom hele partiet med sjakkprogrammet, stilling for stilling. Deretter nevner den for hver side de tre trekkene som kostet mest, hvert med trekket sjakkprogrammet foretrakk. Det tar omtrent ett sekund per trekk, og den sier underveis hvor langt den har kommet.
topic-mistakes =
    Sjakkprogrammet går gjennom hele partiet og nevner trekkene som snudde det, i partiets rekkefølge, ett på hver linje: trekket, og hva det kostet, fra én vurdering til en annen, eller en matt som ble oversett eller tillatt. Det første sies så snart det er funnet. mistakes white eller mistakes black nevner bare den ene spillerens trekk.
    Sjakkprogrammets gjennomgang lagres ved siden av partifilen, så en ny mistakes kommer straks. Det virker der eval virker.
topic-retry =
    Den stiller opp stillingen før et trekk som snudde partiet, slik du setter den opp på spesialbrettet: brikkene til spilleren som er i trekket, så den andres. Skriv så et bedre trekk, i hvilken som helst notasjon; svaret sier om det er sjakkprogrammets trekk, like godt, bedre enn trekket i partiet, eller fortsatt en feil, og hvorfor.
    retry går videre til det neste, retry 3 til det tredje; etter det siste kommer en opptelling av dem du fant. best sier sjakkprogrammets trekk der; next eller go forlater stillingen.
topic-threat =
    Den sier hva den andre spilleren ville spilt om den var i trekket: trusselen som må pareres. Står du i sjakk, er sjakken selv trusselen. Det virker der eval virker, og ved et vendepunkt som prøves igjen.
topic-engine =
    I et parti mot et sjakkprogram som har stoppet, henger eller har sendt noe som ikke er et trekk, starter engine restart det igjen, og det spiller videre der partiet står. Til da fortsetter partiet ved tastaturet: skriv trekkene til begge sider.
topic-status =
    Den sier hvem som er i trekket, og alt som venter, én linje hver. Det er et trekk som ennå ikke er fullført, og hva som fullfører det; et gjeldende remistilbud; et spesialbrett som avviker. Dessuten en falt klaff, et hengeparti og et spørsmål som venter på yes eller no.
    Når partiet er slutt, sier den hvordan det endte, og hva som fortsatt kan gjøres: result, spørrekommandoene, og annabella export etter quit. Den endrer ingenting og kan brukes når som helst.

topic-draw =
    Tilbudet er den synshemmede spillerens, med mindre en side nevnes: draw white, draw black eller et spillernavn, som i draw Bo. Det markeres med (=) på noteringsskjemaet og i PGN-en.
    Den andre siden svarer med accept eller decline; et trekk regnes også som avslag. Etter reglene fra 2017 kan remis først avtales når hver spiller har gjort et trekk.

topic-accept =
    Den tar imot det gjeldende remistilbudet, for siden som ikke kom med det. Det er et forslag. Du hører hva som ville bli registrert, for eksempel: Hvit tar imot remistilbudet. Partiet er remis, 1/2-1/2.
    Deretter registrerer yes det og avslutter partiet. Svaret no registrerer ingenting, og tilbudet gjelder fortsatt.

topic-decline =
    Den avslår det gjeldende remistilbudet. Det registreres straks, uten spørsmål. Et trekk av siden som fikk tilbudet, regnes også som avslag. Er det ikke noe gjeldende tilbud, sier decline fra om det.

topic-resign =
    Alene gjelder resign alltid den synshemmede spilleren, uansett hvem som er i trekket. For motstanderen, skriv resign white, resign black, eller resign med spillerens navn: resign Bo Berg.
    Det er et forslag. Du hører for eksempel: Skal registreres: Hvit gir opp. Svart vinner, 0-1. Deretter registrerer yes det og avslutter partiet; no registrerer ingenting, og partiet fortsetter.

topic-claim =
    Kravene claim threefold og claim fifty er for siden som er i trekket. Skriv trekket du har tenkt å gjøre, etter dem: claim threefold Sg1. Krev før trekket annonseres. Uten trekk gjelder kravet stillingen slik den står.
    Et korrekt krav stopper begge klokkene mens turneringslederen tilkalles, og foreslår remis: yes registrerer det. Svaret no betyr at turneringslederen ikke godtar kravet: det regnes som ukorrekt.
    Etter et ukorrekt krav fortsetter partiet med det noterte trekket, og straffen etter reglenes utgave foreslås. Etter reglene fra 2014 og 2017 er den 2 minutter til motstanderen. Etter reglene fra 2001 og 2005 er den 3 minutter til motstanderen, og tid trekkes fra den som krever.
    Kommandoen claim time krever seier på tid når motstanderens klaff har falt; kan den som krever, ikke sette matt, blir det remis. Det er et forslag. Ved svaret no regnes klaffen fortsatt som falt, og kravet kan fremsettes igjen.

topic-addtime =
    Turneringslederen legger tid til en klokke, for eksempel etter en straff: addtime black 2m. Skriv tiden med enhet: 90s, 2m, 1h30m; høyst 100 timer. Ved et tall uten enhet spørres det tilbake: minutter eller sekunder?
    Det er et forslag. Du hører hva klokken da vil vise, og om en klaff ikke lenger regnes som falt; yes registrerer det. For å trekke fra tid, still klokken med setclock.

topic-setclock =
    Turneringslederen stiller en klokke til tiden den skal vise: setclock white 1h2m3s, setclock black 25m. Ved et tall uten enhet spørres det tilbake: minutter eller sekunder? Det samme gjelder 1:30: timer og minutter, eller minutter og sekunder?
    Det er et forslag. Hva klokken vil vise, og om en klaff faller eller ikke lenger regnes som falt, sies før yes registrerer det. Den retter også klokkene etter en rollback.

topic-wait =
    Den virker bare i et parti startet med --manual-clock, der tiden står stille. Den lar tiden gå på den klokken som går, til øving og demonstrasjon. Skriv wait 90s, wait 5m, wait 1h2m; ved et tall uten enhet spørres det tilbake.
    Du hører hvor mye tid som har gått siden start, og eventuelle advarsler eller klaffer som har falt i mellomtiden. I et parti med ekte tid avvises wait.

topic-peg =
    Den forteller programmet hvordan et trekk ble utført på spesialbrettet. Med peg ok: som annonsert. Med peg MOVE, et annet trekk: peg Sh3. Med peg FROM TO, en fysisk flytting, lovlig eller ikke: peg g1 h3. Ved forvandling legges brikkebokstaven til: peg e7 e8 q.
    Uten peg regnes hvert trekk som utført slik det ble annonsert; med --mirror strict venter trykket på klokken på peg. Avviker spesialbrettet da, sier én privat linje hvordan, og diff gir trinnene.
    Inntastingen peg fixed sier at spesialbrettet er rettet, for eksempel etter trinnene fra diff. Brettene regnes da igjen for å stemme overens.

topic-diff =
    Den sier hvordan spesialbrettet avviker fra partiet. Først hvor mange steder som avviker, og hvor mange trinn som trengs for å rette det opp. Deretter hver forskjell og hvert nummererte trinn, på en egen linje: Trinn 1 av 2: flytt { $piece-N } fra { $sq-f3 } til { $sq-g1 }.
    Et trinn flytter en brikke, fjerner en, eller setter en tilbake; eller løfter en for å sette den et annet sted. Når brettet er riktig, skriv peg fixed. Stemmer brettene overens, sier diff det.

topic-compare =
    Den sammenligner den andre spillerens noteringsskjema med partiet, slik reglene krever når brettene avviker. Skriv trekkene etter den, med eller uten nummer, med alle slags bokstaver eller med talte ord: compare 1. e4 e5 2. Sf3 Sc6
    Alene ber compare om skjemaet én linje om gangen. Den nevner trekket den venter, og gjentar hver linje i én linje, nummerert, med partiets bokstaver (ord som skrives, gjentas som bokstaver). Deretter sammenligner end eller en tom linje; cancel avbryter. En kommando som skrives der, avvises med et hint.
    Stemmer skjemaene overens, nevnes brettet som skal rettes. Er de forskjellige, nevnes det første trekket som avviker. Det foreslås å gå tilbake til det siste trekket der de stemmer overens: rollback, så yes, gjør det. En notering som ikke er et trekk, eller som passer til to trekk, nevnes; ingenting sammenlignes.

topic-rollback =
    Når compare har funnet at noteringsskjemaene er forskjellige, går rollback tilbake til det siste trekket der de stemmer overens. Klokkene settes tilbake slik de sto da. Det er et forslag: stillingen, hver klokke og de fullførte trekkene sies. Deretter gjør yes det; no endrer ingenting.
    Trekkene som tas tilbake, blir stående i partifilen og i PGN-en. Trinnene som fører spesialbrettet til den gjenopprettede stillingen, sies. Brettene regnes som forskjellige fram til peg fixed. Turneringslederen kan deretter endre klokkene med setclock.
    Har ikke compare funnet noen forskjell, ber rollback deg sammenligne først.

topic-yes =
    Den registrerer det åpne forslaget, nøyaktig slik det ble sagt etter Skal registreres. Forslag kommer fra resign, accept, kravene, result, rollback, illegal, report illegal, addtime, setclock og en straff.
    Fram til yes eller no tas ikke noe annet imot som ville endre partiet. Spørrekommandoene, peg, touch og taleinnstillingene virker fortsatt. Er det ikke noe åpent spørsmål, sier yes fra om det.

topic-no =
    Den avviser det åpne forslaget: ingenting registreres, og partiet fortsetter slik det sto. Både forslaget og svaret lagres i partifilen.
    Ved et korrekt krav betyr no at turneringslederen ikke godtar det; det regnes som ukorrekt. Klokken til den som krevde, går igjen, det noterte trekket spilles, og straffen foreslås. Etter claim time regnes klaffen fortsatt som falt ved no, og kravet kan fremsettes igjen.

topic-assistant =
    Den angir den synshemmede spillerens assistent, som bruker tastaturet (FIDEs regler 2017, tillegg D.2.10). Skriv assistant on Eva Holm, eller assistant Eva Holm. Beskjedene rettes da til assistenten. Med assistant off rettes de til spilleren igjen.
    Det samme kan angis ved start, med --assistant NAME. Etter reglene fra 2017, med en hørselshemmet motstander, beholdes assistenten: en annen kan navngis, men assistenten kan ikke slås av.

topic-touch =
    Den noterer for turneringslederen at motstanderen rørte en brikke, med tiden siden start: touch e7. Det registreres straks. Det vises i PGN-en og i notatene på det eksporterte noteringsskjemaet; ingenting på brettet endres.
    Bare et felt med en brikke på tas imot. Mens et trekk er annonsert og ikke fullført, leses feltet i stillingen etter trekket.

topic-illegal =
    Turneringslederen erklærer det siste fullførte trekket ulovlig. Det er et forslag. Du hører sidens antall ulovlige trekk, stillingen som gjenopprettes, hver klokke og straffen etter reglenes utgave. Deretter registrerer yes det.
    Straffen er 2 minutter til motstanderen. Det andre ulovlige trekket gir tap etter reglene fra 2014 og 2017, det tredje etter reglene fra 2001 og 2005. Etter reglene fra 2014 og 2017 blir det i stedet remis der motstanderen ikke kan sette matt.
    Etterpå sies trinnene som setter spesialbrettet tilbake til stillingen før trekket. Siden som gjorde det ulovlige trekket, er i trekket igjen.

topic-report =
    Den melder et ulovlig trekk som faktisk ble utført på brettet, etter at programmet avviste det da det ble skrevet inn. Den første slike avvisningen sier hvordan: Hvis det ble utført på brettet, meld det til turneringslederen: report illegal Lb6.
    Det er et forslag. Du hører trekket slik det ble skrevet, antallet ulovlige trekk og straffen etter reglenes utgave. Den er 2 minutter til motstanderen; når grensen er nådd, tap av partiet; eller remis der motstanderen ikke kan sette matt. Deretter registrerer yes det, og spilleren gjør et lovlig trekk.
    Meldingen teller sammen med trekkene som er erklært med illegal. I PGN-en står den som en kommentar, med tidspunkt og paragraf. Et lovlig trekk meldes ikke: skriv det som trekket.

topic-result =
    Turneringslederen registrerer et resultat: result 1-0, result 0-1, eller result 1/2 for remis. Det er et forslag: yes registrerer det, og no lar partiet stå som det er.
    Det overstyrer også et resultat som allerede er registrert. Et trekk som er annonsert og ikke fullført, spilles da ikke; partifilen fører det opp som tatt tilbake.

topic-seal =
    Ved hengeparti forsegler spilleren i trekket sitt trekk: seal Sf3. Trekket kontrolleres og registreres, men sies aldri høyt. Du hører bare: Hemmelig trekk registrert, trekk 41. Sjakkuret stanses, og det er tatt hengeparti.
    Er trekket allerede annonsert, skriv seal alene: det er det hemmelige trekket. Lag deretter konvolutten med envelope. Ved gjenopptakelsen spiller unseal trekket.

topic-unseal =
    Når partiet gjenopptas, setter annabella play --game FILE opp stillingen og klokkene. Deretter spiller unseal det hemmelige trekket: det annonseres og fullføres, og klokken til spilleren som skal svare, starter.
    Til da venter trekk, spesialbrettet, krav og compare. Er ingenting forseglet, sier unseal fra om det.
    Konvolutten åpnes bare når spilleren som skal svare, er til stede (FIDEs regler 2017, retningslinje I.7). Er spilleren fraværende, starter unseal absent spillerens klokke med konvolutten lukket (retningslinje I.9.2); når spilleren kommer, åpner unseal den. Er den som forseglet, fraværende, kan svaret forsegles på nytt med seal MOVE absent: klokken til den som forseglet, starter, og unseal spiller svaret når vedkommende kommer (retningslinje I.9.3).

topic-envelope =
    Den lager konvolutten for et hengeparti ved siden av partifilen, som tekst og i punktskrift (BRF). Oppgi dato, klokkeslett og sted for gjenopptakelsen etter den: envelope 2026-11-22 10:00, sal 2. Uten dem står det på konvolutten at de fastsettes av turneringslederen.
    Utsiden inneholder aldri trekket. Innsiden, for turneringslederen, er noteringsskjemaet til og med det hemmelige trekket. Du hører navnene på de fire filene som ble skrevet.

topic-repeat =
    Den sier den siste annonseringen igjen, med de samme ordene. Etter en gjenopptakelse sier den trekket som er annonsert og ennå ikke fullført. I fullskjermvisningen gjør tasten F6 det samme. Kommandoen last sier i stedet det siste trekket med nummeret.

topic-rate =
    Den stiller taletempoet, i prosent av normalt tempo, fra 10 til 400. For eksempel snakker rate 120 en femtedel raskere; rate 100 er normalt. Tempoet ved start er rate, i speech-seksjonen i innstillingene.

topic-volume =
    Den stiller lydstyrken for talen i prosent, fra 0 til 100: volume 80. Lydstyrken ved start er volume, i speech-seksjonen i innstillingene.

topic-earcons =
    Den slår de korte lydene av eller på: earcons off, earcons on. De markerer et fullført trekk, sjakk, en avvisning, lite tid, klaffen og et spesialbrett som avviker. Talen endres ikke.
    Valget ved start er earcons, i speech-seksjonen i innstillingene.

topic-quiet =
    Den stopper det som blir sagt nå, for eksempel en lang liste. Neste annonsering eller svar leses som vanlig. Kommandoen repeat sier den siste annonseringen igjen.

topic-help =
    Alene viser help alle kommandoene, én per linje, etter linjen for et trekk. Med et kommandoord sier den mer om den kommandoen: help compare. Med et emne leser den en veiledning: help clock.
    Emnene: start, game, clock, file, mirror, arbiter, assistant, adjourn, lines, screen. Og: explore, speech, braille, moves, replay, pgn, eboard, windows, settings, vocabularies, engine, broadcast, laws, learn. Kommandoen annabella manual skriver ut hele håndboken.
    Utenfor et parti viser annabella help play alle valgene for play, med eksempler.

topic-quit =
    Den avslutter annabella. Partiet er allerede lagret: hver hendelse ble skrevet til partifilen idet den skjedde. Du hører stien til partifilen.
    For å fortsette senere: annabella play --game FILE. Et annonsert trekk, et forslag som venter på yes, eller et hengeparti tas opp igjen. En klokke som gikk, teller tiden mens programmet var lukket, og gjenopptakelsen sier fra om det.
    I fullskjermvisningen avslutter Ctrl+Q; Ctrl+C avslutter også alltid.

## Enlinjes oppføringer i help.

help-yes = yes: svar på forslag eller spørsmål; forslaget registreres slik det ble lest opp
help-no = no: avvis et forslag uten å registrere det; partiet fortsetter slik det sto
help-decline = decline: avslå det gjeldende remistilbudet (et trekk regnes også som avslag)
help-volume = volume N: lydstyrke for talen i prosent, fra 0 til 100, for eksempel volume 80
help-end-cancel = end / cancel: i compare linje for linje: end sammenligner, cancel avbryter
help-topics = help TOPIC: mer om en kommando eller et emne, for eksempel { $example }. Emner: start, game, clock, file, mirror, arbiter, assistant, adjourn, lines, screen. Og: explore, speech, braille, moves, replay, pgn, eboard, windows, settings, vocabularies, engine, broadcast, laws, learn.

## Settings: what each setting does. The same sentence is the help of the
## command-line option that gives the setting for one run (--control for
## control), and the comment above it in the file `annabella generate
## settings` writes. Keys and values are written as in the file.

settings-file-header =
    Innstillingene til annabella, hver med hva den gjør. Din egen fil ({ $path }) trenger bare det du endrer, under seksjonens overskrift; det den utelater, beholder verdien som vises her. Et valg på kommandolinjen går foran begge for én kjøring.
settings-section-voice = Hvordan trekkene annonseres: ordene, og hvor mange av dem.
settings-section-ui = Språket annabella snakker til deg på, og bokstavene du skriver.
settings-section-game = Hvordan et nytt parti settes opp. Et gjenopptatt parti beholder sitt eget oppsett.
settings-section-speech = Hvem som snakker, i hvilket tempo og med hvilken lydstyrke, og på hvilken enhet.
settings-section-engine = Sjakkprogrammet for øvingspartier og studier.
settings-section-broadcast = Direkteoverføringen og turneringslederens oversikt.
settings-section-braille = Punktskrift: tabellen for konvoluttens sider, og leselisten.
settings-section-tui = Fullskjermvisningen.
settings-section-keys = Tastene i fullskjermvisningen, én for hver handling. En tast skrives "f2", "ctrl-q", "alt-x", "shift-k", "esc", "enter", "space", "tab", "backspace", "up", "down", "left", "right", "home", "end", "pageup", "pagedown", "insert", "delete", eller som én bokstav, ett siffer eller ett tegn ("v", "?"). I navnene spiller store og små bokstaver ingen rolle; "K" er det samme som "shift-k". Tasten Ctrl+C hører ikke til noen handling: den avslutter alltid programmet, og partiet er lagret. En tast som virker overalt, må være en F-tast eller en navngitt tast, eller ha ctrl- eller alt-, siden et vanlig tegn skrives i inndatalinjen.

setting-voice-voice = Ordforrådet i annonseringene: de, da, nb eller et du legger til. Tom verdi: ordene til meldingenes land: dansk på dansk (Anna, Bodil, Cecilie; et, to, tre), på norsk ordene fra 2014-teksten (Anna, Bella, Cæsar; eins, zwei, med tyske brikkenavn), ellers tysk (Anna, Bella, Cesar; eins, zwei). Et valgt ordforråd går alltid foran.
setting-voice-files = Hent navnene på linjene (Anna, Bella …) fra et annet ordforråd, f.eks. de når voice er da. Tom verdi: som voice.
setting-voice-ranks = Hent ordene for radene (eins, zwei …) fra et annet ordforråd. Tom verdi: som voice.
setting-voice-pieces = Hent brikkenavnene fra et annet ordforråd. Tom verdi: som voice.
setting-voice-long = Lang form: nevn utgangsfeltet for hvert trekk ("Springer Gustav eins Felix drei").
setting-voice-pawn-name = Si navnet på bonden foran et bondetrekk ("Bauer Eva vier"); slått av: bare feltet ("Eva vier").
setting-voice-check = Annonser sjakk og matt (valgfritt etter reglene fra 2001).
setting-ui-lang = Språket annabella snakker til deg på: en, da, de, nb, nl. Tom verdi: systemets språk, hvis annabella har det, ellers språket til et valgt ordforråd, ellers engelsk.
setting-ui-letters = Brikkebokstavene du skriver og leser: en, da, de, nb, nl. Tom verdi: bokstavene til språket i lang. Med nl er P springeren (paard).
setting-game-control = Tidskontrollen, slik PGN skriver den (40/5400:1800+30, 300+3, 5400d5 for 5 sekunders forsinkelse), eller i FIDEs kortform (90/40+30+30s, 15+10, 3+2). En enkel X+Y betyr minutter og sekunder når X er under 180 (15+10), ellers sekunder og sekunder (300+3).
setting-game-laws = Utgaven av sjakkreglene: 2017, 2014, 2005 eller 2001.
setting-game-kind = Partitypen: standard (standardsjakk), rapid (hurtigsjakk) eller blitz (lynsjakk). Tom verdi: slik tidskontrollen bestemmer den etter utgavens definisjon. Oppgi den der turneringens regler avviker.
setting-game-supervision = Hvordan turneringen fører tilsyn med hurtig- og lynsjakkpartier etter reglene fra 2014 og 2017: partial (tillegg A4 og B4: et ulovlig trekk gir tap når motstanderen krever det, og et krav om seier på tid forutsetter tid igjen på klokken til den som krever), som er reglenes utgangspunkt, eller full (tillegg A3 og B3: én turneringsleder for høyst tre partier, og hvert parti noteres; turneringsreglene gjelder).
setting-game-quickplay = Turneringen har kunngjort hurtigavslutning (FIDEs regler 2017, retningslinje III; 2014, tillegg G; 2005 og 2001, § 10): med under 2 minutter igjen i partiets siste fase kan spilleren i trekket kreve remis. Ikke i lynsjakk, og heller ikke med tillegg eller forsinkelse etter reglene fra 2014 og 2017.
setting-game-color = Fargen til den synshemmede spilleren: white (hvit) eller black (svart).
setting-game-warnings = Hvor mye tid som er igjen på den synshemmede spillerens egen klokke når annabella advarer.
setting-game-periodic = Les opp den synshemmede spillerens gjenværende tid uoppfordret: av (tom) med mindre det er valgt, siden uoppfordret tale er begrenset til det spilleren selv har valgt. For eksempel "5m, 1m<10m, 10s<1m": hvert femte minutt, hvert minutt under 10 minutter, hvert tiende sekund under ett minutt.
setting-game-mirror = Hvordan spesialbrettet følges: assumed (hvert trekk regnes som utført slik det ble annonsert, med mindre en angivelse med peg sier noe annet) eller strict (trykket på klokken venter til utførelsen er angitt med peg).
setting-game-eboard = Den serielle porten til den seende spillerens elektroniske brett (DGT), som trekkene da leses fra: /dev/ttyACM0, /dev/ttyUSB0, COM3. Tom verdi: ikke noe brett.
setting-speech-backend = Hvem som snakker: auto (den innebygde stemmen hvis et lydkort kan åpnes, ellers systemets stemme, ellers utskrevne linjer), clips (den innebygde stemmen), tts (systemets stemme), reader (Windows: skjermleseren som kjører, NVDA eller JAWS, med skjermleserens egen stemme; andre steder systemets stemme), text (bare utskrevne linjer, for skjermlesere og leselister), none. Når inn- eller utdata ikke er en terminal, betyr auto text.
setting-speech-rate = Taletempoet, i prosent av normalt.
setting-speech-volume = Lydstyrken for talen, i prosent av normalt.
setting-speech-earcons = Korte lyder for et fullført trekk, sjakk, en avvisning, lite tid, en klaff som faller, og et spesialbrett som avviker.
setting-speech-gap-ms = Pausen mellom ordene til den innebygde stemmen, i millisekunder.
setting-speech-public-device = Lydenheten (en del av navnet) for offentlige annonseringer: en høyttaler for bordet. Tom verdi: standardenheten.
setting-speech-private-device = Lydenheten (en del av navnet) for privat tale: en øreplugg. Tom verdi: standardenheten.
setting-engine-program = Sjakkprogrammet for øvingspartier og studier (eval, best, line, review): et program som snakker UCI, angitt med navn på PATH (også /usr/games, der Debian legger stockfish) eller med sti.
setting-engine-strength = Hvor sterkt sjakkprogrammet spiller i et øvingsparti: "" (full styrke), en rating som "1500", eller et nivå som "level 5" (0 til 20).
setting-engine-think = Hvor lenge sjakkprogrammet tenker på et trekk i et øvingsparti: en tid som "5s" (klokken til sjakkprogrammet går imens), "" (på sin egen klokke, som en turneringsspiller), eller "nodes 20000" (en fast beregning: samme trekk hver gang).
setting-engine-analysis-time = Hvor lenge sjakkprogrammet tenker over en stilling når det blir spurt under studier, f.eks. 2s; eller "nodes 20000", en fast beregning som gir samme svar hver gang.
setting-engine-options = Sjakkprogrammets egne innstillinger, sendt som de er der programmet har dem, f.eks. { "{" } Threads = 2, Hash = 128 { "}" }.
setting-broadcast-serve = Send hvert parti mens det spilles, til en direkteoverføring og turneringslederens oversikt: GET /game.pgn og /status.json over HTTP.
setting-broadcast-address = Hvor det sendes: en port bare på denne maskinen ("8064"), eller en adresse og en port ("0.0.0.0:8064" for hele nettverket; port 0: en hvilken som helst ledig port).
setting-broadcast-delay = Hvor lenge trekkene holdes tilbake fra overføringens PGN, mot juks, f.eks. 15m (et tall alene er minutter). Statusen holdes ikke tilbake: den nevner ikke noe trekk, og turneringslederen trenger den slik den er.
setting-braille-table = Tabellen fra liblouis for konvoluttens sider i punktskrift (BRF) og for leselisten. Tom verdi: fullskrifttabellen for språket teksten er på (da-dk-g16.ctb, de-g0-detailed.utb, no-no-g0.utb, nl-NL-g0.utb, en-ueb-g1.ctb); ellers en hvilken som helst sekspunkts tabell, angitt med navn, f.eks. "de-g1.ctb".
setting-braille-display = Vis også fullskjermvisningen på en leselist: gjennom BRLTTY på Linux, den lokale med mindre BRLAPI_HOST oppgir en annen. Linjemodus overlater leselisten til skjermleseren.
setting-tui-theme = Fargene i fullskjermvisningen: high-contrast (høy kontrast), dark (mørkt), light (lyst) eller mono (ingen farge: bare invertert skrift og understreking). Variabelen NO_COLOR i miljøet tvinger fram mono.
setting-tui-big-text = Vis den siste annonseringen med store bokstaver over hele skjermen (tasten big_text slår det av og på under partiet).

## Learning from one's own game: the moves that turned it (mistakes), each
## tried again from the position before it (retry), and the move tried
## judged beside the engine's and the game's.

judgement-short = { $kind ->
        [even] jevnt
        [slightly] { $side ->
            [white] { -white }
           *[black] { -black }
        } litt bedre
        [better] { $side ->
            [white] { -white }
           *[black] { -black }
        } bedre med omtrent { $number ->
            [one] én bonde
           *[other] { $number } bønder
        }
        [winning] { $side ->
            [white] { -white }
           *[black] { -black }
        } med vinnende fordel
        [mate] { $side ->
            [white] { -white }
           *[black] { -black }
        } med matt i { $number } trekk
       *[mated] matt
    }
learn-none = { $side ->
        [white] Ingen av trekkene til { -white } snudde partiet.
        [black] Ingen av trekkene til { -black } snudde partiet.
       *[both] Ikke noe trekk snudde partiet.
    }
learn-found = { $count ->
        [one] Ett trekk snudde partiet; retry prøver det igjen:
       *[other] { $count } trekk snudde partiet; retry prøver det første igjen:
    }
learn-point = { $n }. { $played }: { $kind ->
        [mate-missed] overså matt i { $number } trekk
        [mate-allowed] tillot matt i { $number } trekk
        [lost] kostet omtrent { $number ->
            [one] én bonde
           *[other] { $number } bønder
        }
       *[cost] fra { $from } til { $to }
    }.
learn-retry = Vendepunkt { $n } av { $total }: stillingen før { $played }.
learn-state = Vendepunkt { $n } av { $total }, { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trekket
learn-game-move = Det er trekket fra partiet: det var det som snudde partiet.
learn-in-check = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } står i sjakk.
learn-your-move = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trekket. Skriv et bedre trekk; best sier sjakkprogrammets trekk, retry går videre.
learn-verdict = { $kind ->
        [best] Funnet: sjakkprogrammets eget trekk.
        [as-good] Funnet: like godt som sjakkprogrammets trekk.
        [better] Bedre enn trekket i partiet, men ennå ikke det beste.
       *[mistake] Fortsatt en feil: { $why }.
    }
learn-why = { $kind ->
        [mate] det tillater matt i { $moves } trekk
        [loses] det koster en brikke ({ $piece }) etter { $reply }
       *[worse] etter det, { $piece }
    }
learn-count = { $found } av { $total } funnet ({ $tried } prøvd).
learn-first = Skriv mistakes først: sjakkprogrammet finner trekkene som snudde partiet.
learn-done = Det var det siste vendepunktet: { $found } av { $total } funnet.
learn-no-point = Det finnes ikke noe vendepunkt { $n }: det er { $total } i alt.
learn-not-retrying = Ikke noe vendepunkt er valgt: skriv retry for å prøve ett igjen.
help-mistakes = mistakes: trekkene som snudde partiet, nummerert for retry
threat = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } truer med { $said }.
threat-check = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } gir sjakk: sjakken må pareres først.
threat-none = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } truer ikke med noe sjakkprogrammet ser.
help-threat = threat: hva den andre spilleren ville gjort om den var i trekket
help-retry = retry: et vendepunkt igjen (retry 2: det andre); skriv så et trekk
manual-learn-title = Å lære av egne partier
manual-learn =
    Etter en turnering åpner du partiet ditt: annabella replay --game runde3.annabella, eller en PGN-fil. Skriv mistakes. Sjakkprogrammet går gjennom partiet og nevner trekkene som snudde det, ett per linje: trekket, og hva det kostet, fra jevnt til svart bedre med omtrent én bonde, eller en matt som ble oversett. Framdriften meldes mens det arbeider. Det sjakkprogrammet fant, lagres ved siden av partifilen, så neste gang kommer svaret straks.
    Skriv retry. Stillingen før det første av disse trekkene leses opp, slik du setter den opp på spesialbrettet: brikkene til siden i trekket, deretter brikkene til den andre siden. Skriv et bedre trekk, i enhver notasjon. Svaret sier om det er sjakkprogrammets eget trekk, like godt som det, bedre enn trekket i partiet, eller fortsatt en feil, og hvorfor: det koster en brikke (springer) etter Dame David vier.
    Prøv igjen, eller skriv best for trekket og varianten til sjakkprogrammet. Deretter går retry videre til neste vendepunkt; retry 3 går til det tredje. Til slutt sier en opptelling hvor mange du fant. Med mistakes white nevnes bare hvits trekk.
    Dette virker i replay og når et parti er slutt, aldri mens et parti mot en person pågår.
    Se også: help engine, help replay.
