### Dansk: every sentence the program says or prints. en.ftl describes the
### variables; this file has the same messages.

# The colours are written in lower case, and capitalized at the start of a
# sentence: { -white(case: "upper") }.
# The players are written with a capital, as the 2017 laws' glossary says
# of "Hvid" and "Sort" naming the player with those pieces.
-white = { $case ->
       *[lower] Hvid
        [upper] Hvid
    }
-black = { $case ->
       *[lower] Sort
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
unreadable = "{ $input }" kan ikke læses som et træk; skriv for eksempel e4, { $san }, e2e4 eller "{ $spoken }"
spoken-example = springer Frederik tre
unknown-word = "{ $input }": ordet "{ $word }" bruges ikke i træk
game-over = partiet er slut
ambiguous = "{ $input }" passer til flere træk: { $candidates }; skriv mere præcist, hvilket du mener
promotion-piece = { $native ->
       *[true] bonden når { $square }: nævn den nye brik, for eksempel { $example }
        [false] { $pawn } når { $square }: nævn den nye brik, for eksempel { $example }
    }
# "ingen springer", but "intet tårn" (neuter).
no-piece = { $side ->
        [white] { -white }
       *[black] { -black }
    } har { $role ->
        [rook] intet
       *[other] ingen
    } { $piece }
cannot-reach = { $role ->
        [rook] intet
       *[other] ingen
    } { $piece }{ $from ->
        [file] {" "}på { $from_file }-linjen
        [rank] {" "}på { $from_rank }. række
        [square] {" "}på { $from_square }
       *[none] {""}
    } kan nå { $to }
empty-square = der står ingen brik på { $square }
not-your-piece = brikken på { $square } tilhører { $owner ->
        [white] { -white }
       *[black] { -black }
    }
cannot-move-there = brikken på { $from } ({ $piece }) kan ikke flyttes til { $to }
own-piece = på { $square } står en brik af samme farve ({ $piece })
nothing-to-capture = der er intet at slå på { $square }
not-en-passant = det er ikke et en passant-slag
no-promotion = kun en bonde, der når sidste række, forvandles
promotion-choice = en bonde kan kun blive dronning, tårn, løber eller springer
other-sides-move = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trækket: det er et træk for { $other ->
        [white] { -white }
       *[black] { -black }
    }, måske efter et træk, der ikke blev indtastet
king-in-check = { $native ->
       *[true] kongen ville stå i skak
        [false] { $king } ville stå i skak
    }
in-check = { $native ->
       *[true] kongen står i skak, og trækket parerer ikke skakken
        [false] { $king } står i skak, og trækket parerer ikke skakken
    }
castle = { $native ->
       *[true] { $side ->
            [king-side] kort rokade
           *[queen-side] lang rokade
        } er ikke mulig: { $block ->
            [no-rights] kongen eller dette tårn har allerede været flyttet
            [in-check] kongen står i skak
            [blocked] der står brikker mellem konge og tårn
           *[attacked] et felt, som kongen skal passere eller flyttes til, er truet
        }
        [false] { $castling } er ikke mulig: { $block ->
            [no-rights] { $king } eller denne { $rook } har allerede været flyttet
            [in-check] { $king } står i skak
            [blocked] der står brikker mellem { $king } og { $rook }
           *[attacked] et felt, som { $king } skal passere eller flyttes til, er truet
        }
    }
bad-move = { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number } "{ $input }": { $reason }
number-misplaced = træknummeret "{ $written }" står der, hvor { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number } hører til
result-inside = resultatet "{ $token }" efterfølges af flere træk: et resultat afslutter noteringslisten
result-contradicts = resultatet "{ $given }" passer ikke til trækkene, som ender med { $ended }
bad-fen = stillingen "{ $fen }" kan ikke bruges: { $detail ->
       *[whole] det er ikke en FEN med seks dele
        [board] brætdelen kan ikke læses
        [turn] angivelsen af, hvem der er i trækket, er hverken w eller b
        [castling] rokadedelen kan ikke læses
        [en-passant] en passant-feltet kan ikke læses
        [halfmoves] antallet af halvtræk kan ikke læses
        [fullmoves] træknummeret kan ikke læses
        [move-number-too-high] træknummeret er over 10.000, hvilket intet parti når
        [empty-board] brættet er tomt
        [missing-king] en konge mangler
        [too-many-kings] en side har mere end én konge
        [pawns-on-back-rank] en bonde står på første eller sidste række
        [castling-rights] en rokaderet passer ikke til konger og tårne
        [en-passant-square] en passant-feltet passer ikke til stillingen
        [opposite-check] kongen hos den spiller, der ikke er i trækket, står i skak
        [impossible-check] intet træk kunne have givet denne skak
        [too-much-material] der er flere brikker, end et parti kan have
    }
unknown-vocabulary = der findes intet ordforråd "{ $id }"; kendte: { $known }
# What is wrong in a vocabulary file (voices/ID.toml), for its author; the
# file and line stand before it.
vocab-bad-id = ordforrådets id "{ $id }" (filnavnet) må kun indeholde bogstaver, cifre, - og _
# $detail is the TOML reader's own (English) wording.
vocab-toml = { $detail }
vocab-not-eight = `{ $key }` har { $count } { $key ->
        [files] navne
       *[ranks] ord
    }, der skal være præcis 8 ({ $key ->
        [files] a til h
       *[ranks] 1 til 8
    })
vocab-one-colour = `[{ $has }]` kræver en `[{ $lacks }]`-tabel ved siden af: de seks brikker (konge, dronning, tårn, løber, springer, bonde) i hver farve, eller ingen af tabellerne
vocab-empty = `{ $key }` er tom
vocab-same-word = `{ $a }` og `{ $b }` er det samme ord "{ $word }"; alle ord skal være forskellige
vocab-pronounce-empty = [pronounce] "{ $word }": et ord og hvordan det udtales, ingen af dem tomme

## The talking clock

time-line = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }: { $completed } træk fuldført, { $used } brugt, { $flag ->
        [true] vingen er faldet
       *[false] { $left } tilbage
    }.
time-pending = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number } er annonceret, men ikke fuldført: det tælles ikke med endnu, og spillerens ur går.
left = { $span } tilbage
flag-fell = { $color ->
        [white] { -white(case: "upper") }s vinge er faldet. { -black(case: "upper") }
       *[black] { -black(case: "upper") }s vinge er faldet. { -white(case: "upper") }
    } { $opponent_can_mate ->
        [true] kan stadig sætte mat: et krav giver gevinst på tid (vejledende).
       *[false] kan ikke sætte mat med det resterende materiale: når dommeren konstaterer vingefaldet, eller en spiller fremsætter krav herom, er partiet remis (vejledende).
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
period-moves = { $moves } træk i { $time }
period-repeats = derefter det samme for hver periode på { $moves } træk
period-rest = { $time } til resten af partiet
# $from: the move it starts at, said where the control has several periods (0: not said).
increment = { $time } tillægstid pr. træk{ $from ->
        [0] {""}
       *[other] {" fra træk "}{ $from }
    }
delay = { $time } delay (Bronstein) pr. træk{ $from ->
        [0] {""}
       *[other] {" fra træk "}{ $from }
    }
control-error = tidskontrollen "{ $text }" kan ikke forstås; skriv for eksempel 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 eller 5400d5, hver tid højst { $hours } timer
# A control that reads but is most likely a slip: refused with the likely meaning.
control-swapped = tidskontrollen "{ $text }" ville være { $moves } træk i { $minutes } minutter; skriv { $moves }/{ $minutes }{ $rest } eller { $minutes }/{ $seconds } for { $minutes } træk i { $moves } minutter
control-no-base = tidskontrollen "{ $text }" giver ingen tid at begynde med; skriv for eksempel 3+2 (3 minutter, derefter 2 sekunders tillægstid pr. træk)
control-seconds = i tidskontrollen "{ $text }": er { $number } minutter eller sekunder? Skriv { $number }m (eller { $seconds }) for minutter, { $number }s for sekunder

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
        [true] svares der nej (no), så
       *[false] efter svaret:
    } { $next ->
        [peg] angiv, hvordan det blev udført på blindeskakbrættet (peg ok), eller ret det (fix MOVE).
       *[press] tryk på uret (press), eller ret det (fix MOVE).
    }
nothing-to-press = Intet træk er annonceret: skriv først trækket, og tryk så på uret (press).
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
no-offer = Der er intet gældende remistilbud.
offer-standing = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud er stadig gældende: { $early ->
        [true] afslå det først (decline); remis kan først aftales, når hver spiller har udført et træk (FIDEs regler 2017, § 5.2.3).
       *[false] tag imod det eller afslå det først (accept, decline).
    }
agreement-too-early = Remis kan først aftales, når hver spiller har udført et træk (FIDEs regler 2017, § 5.2.3).
offer-open = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud er gældende: { $early ->
        [true] remis kan først aftales, når hver spiller har udført et træk (FIDEs regler 2017, § 5.2.3); afslå det (decline); det afslås også, når der trækkes.
       *[false] tag imod det eller afslå det (accept, decline); det afslås også, når der trækkes.
    }
claim = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } kræver remis { $kind ->
        [threefold] ved trefoldig stillingsgentagelse
       *[fifty] efter 50-træksreglen
    }: { $correct ->
        [true] kravet er korrekt
       *[false] { $written ->
            [true] kravet er ukorrekt; partiet fortsætter med det noterede træk
           *[false] kravet er ukorrekt; partiet fortsætter
        }
    }.
claim-with-pending = Et træk er allerede annonceret. Kræv remis, før trækket udføres, med det træk, du vil spille: claim { $kind } MOVE.
ended = { $reason ->
        [checkmate] Skakmat.
        [stalemate] Pat.
        [dead-position] Ingen af spillerne kan sætte mat: død stilling.
        [fivefold] Samme stilling for femte gang.
        [seventy-five-moves] 75 træk af hver spiller uden slag eller bondetræk.
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
        [threefold] Remis ved trefoldig stillingsgentagelse, krævet af { $by ->
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
            [white] { -white(case: "upper") } kræver gevinst på tid.
            [black] { -black(case: "upper") } kræver gevinst på tid.
           *[none] Begge vinger er faldet.
        }
        [illegal-moves] Dommeren fastsætter resultatet på grund af de ulovlige træk.
        [quickplay] Dommeren dømmer partiet remis efter krav fra { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        } under hurtigafslutningen.
       *[arbiter] Dommeren fastsætter resultatet.
    } { $result ->
        [white-wins] { -white(case: "upper") } vinder, 1-0.
        [black-wins] { -black(case: "upper") } vinder, 0-1.
       *[draw] Partiet er remis, 1/2-1/2.
    }

# What the players must know now: short phrases, joined with " · ".
situation-playing = { $side ->
        [white] { -white }
       *[black] { -black }
    } i trækket, træk { $number }
situation-adjourned = Partiet er afbrudt: { $side ->
        [white] { -white }
       *[black] { -black }
    } har afgivet hemmeligt træk { $number }
situation-ended = Partiet er slut, { $result ->
        [white-wins] 1-0
        [black-wins] 0-1
       *[draw] 1/2-1/2
    }
situation-carry-out = { $side ->
        [white] { -white }
       *[black] { -black }
    } har annonceret { $said }: skal udføres
situation-question = { $what ->
        [result] resultat { $result }: yes eller no?
        [rollback] gå tilbage: yes eller no?
        [illegal] ulovligt træk: yes eller no?
        [clock] ur: yes eller no?
       *[other] yes eller no?
    }
situation-offer = Remistilbud fra { $side ->
        [white] { -white }
       *[black] { -black }
    }
situation-peg = Blindeskakbrættet afviger
result-only = { $result ->
        [white-wins] Hvid vinder, 1-0.
        [black-wins] Sort vinder, 0-1.
       *[draw] Remis, 1/2-1/2.
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
    } spiller på blindeskakbrættet. Tidskontrol: { $control }. FIDEs regler fra { $laws }.
time-on-request = Tiden oplyses kun på anmodning ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }): ingen advarsler om tidnød; skriv time.
control-reached = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har klaret tidskontrollen med træk { $moves }: { $added } lagt til.
note-control-reached = { $side ->
        [white] { -white }
       *[black] { -black }
    } klarede tidskontrollen med træk { $moves }, { $added } lagt til
quickplay-announced = Hurtigafslutning bekendtgjort ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }): med under 2 minutter tilbage i sidste periode kan spilleren i trækket kræve remis: claim quickplay.
quickplay-excluded = Hurtigafslutningen gælder ikke for dette parti ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }).
quickplay-not-announced = Turneringen har ikke bekendtgjort hurtigafslutning for dette parti ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }): et sådant krav kan ikke fremsættes.
quickplay-not-yet = Et krav under hurtigafslutningen forudsætter, at spilleren har mindre end 2 minutter tilbage i sidste periode, før vingen falder ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }); { $by ->
        [white] { -white }
       *[black] { -black }
    } har { $left }.
quickplay-claimed = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } kræver remis under hurtigafslutningen med { $left } tilbage ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }): urene er standset, og dommeren tilkaldes.
note-quickplay-claim = { $side ->
        [white] { -white }
       *[black] { -black }
    } kræver remis under hurtigafslutningen med { $left } tilbage{ $rule }
replacing-move-bound = Trækket, der erstatter det, er omfattet af reglen om rørt brik ({ PART($touch) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $touch }).
increment-requested = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } anmoder om en tillægstid på 5 sekunder pr. træk for begge spillere ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }): det er et remistilbud. { $by ->
        [white] { -black(case: "upper") }
       *[black] { -white(case: "upper") }
    } tager imod remistilbuddet (accept) eller afslår det (decline); afslås tilbuddet, beslutter dommeren om anmodningen.
increment-set = Fra nu af lægges { $span } til begge ure efter hvert træk
note-increment-set = fra nu af { $span } lagt til begge ure efter hvert træk
no-increment-request = FIDEs regler fra { $year } giver ikke mulighed for at anmode om tillægstid; remis kræves med claim quickplay.
quickplay-not-now = dommeren afslår kravet eller udsætter sin beslutning (en senere remis registreres så med result), og uret for { $side ->
        [white] { -white }
       *[black] { -black }
    } går igen.
words-used = Trækkene annonceres med disse ord: { $examples } (andre: --voice da dansk, de tysk, nb norsk).
game-kind-standard = Standardskak.
game-kind = { $kind ->
        [rapid] Hurtigskak
       *[blitz] Lynskak
    } ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }).
kind-full = Turneringsreglerne gælder ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }).
kind-illegal-loses = Et fuldført ulovligt træk medfører tab, hvis modstanderen kræver gevinst, før han udfører sit næste træk; partiet er dog remis, hvis modstanderen ikke kan sætte mat ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }).
kind-illegal-until = Et ulovligt træk straffes kun, når modstanderen fremsætter krav herom, før han selv udfører sit træk ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }).
kind-penalty = Tidsstraffen er { $minutes } minut ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }).
kind-claimant-time = Et krav om gevinst på tid forudsætter tid tilbage på kravstillerens eget ur ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }).
kind-both-flags = Er begge vinger faldet, er partiet remis ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }).
resumed = Partiet er genoptaget ved træk { $number }. { $status }
time-while-closed = Mens annabella var lukket, gik { $color ->
        [white] { -white }s ur videre: { -white }
       *[black] { -black }s ur videre: { -black }
    } har brugt { $span } i mellemtiden.
setup-ignored = Partiets egne indstillinger gælder; ikke brugt: { $options }.
told-now = Fra nu af i dette parti: { $options }.
assistant-on-resume = Skal { $name } assistere fra nu af, så skriv: assistant on { $name }
resume-at-on-resume = Tid og sted for genoptagelsen angives med envelope TEXT, for eksempel envelope 2026-11-22 10:00, sal B.
over-at-start = Intet parti kan begynde fra denne stilling: { $reason ->
        [checkmate] det er skakmat.
        [stalemate] det er pat.
       *[other] ingen af spillerne kan sætte mat.
    }
started-from = Partiet begynder fra den angivne stilling, ved træk { $number } med { $side ->
        [white] Hvid
       *[black] Sort
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
board-differs = Blindeskakbrættet afviger: { $item }.
peg-still-differs = Blindeskakbrættet afviger stadig fra partiet { $places ->
        [one] ét sted
       *[other] { $places } steder
    }{ $blocked ->
        [true] , og dette træk kan ikke udføres på det
       *[false] {""}
    }: diff giver trinnene.
peg-other-move = Er { $written } det udførte træk, så ret i stedet annonceringen: fix { $written }.
boards-agree = Blindeskakbrættet stemmer overens med partiet.
diff-heading = Blindeskakbrættet afviger fra partiet { $places ->
        [one] ét sted
       *[other] { $places } steder
    }; det rettes i { $steps ->
        [one] ét trin
       *[other] { $steps } trin
    }.
diff-item = Blindeskakbrættet: { $item }.
eboard-differs = Det elektroniske bræt afviger fra partiet { $places ->
        [one] ét sted
       *[other] { $places } steder
    }.
eboard-item = På det elektroniske bræt: { $item }.
eboard-agrees = Det elektroniske bræt stemmer overens med partiet igen.
eboard-connected = Det elektroniske bræt på { $path } er forbundet.
eboard-lost = Det elektroniske bræt på { $path } svarer ikke ({ $why }): tilslut det igen; partiet fortsætter.
eboard-promotion = Det elektroniske bræt viser { $piece } på { $square } ved bondeforvandlingen: var en anden brik ment, så skriv fix med den.
step-line = Trin { $number } af { $count }: { $step }.
peg-fixed-hint = Skriv peg fixed, når blindeskakbrættet er rettet.
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
step-place = sæt brikken, du holder ({ $piece }), på { $on }
peg-fixed = Blindeskakbrættet er rettet: det stemmer overens med partiet.
peg-needed = Skriv først, hvordan trækket blev udført på blindeskakbrættet: peg ok, peg MOVE eller peg FROM TO.
diff-peg-pending = Blindeskakbrættet stemmer overens med partiet før det annoncerede træk.
diff-peg-enter = Skriv, hvordan trækket blev udført: peg ok, peg MOVE eller peg FROM TO.
nothing-to-peg = Der er ikke spillet noget træk endnu: der er intet at registrere på blindeskakbrættet.
bad-peg-squares = "{ $text }" er ikke et træk på blindeskakbrættet: angiv to felter, det første med en brik på, for eksempel peg g1 f3.
after-move = efter { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }
game-start = ved partiets start
sheet-notes = Notater til dommeren:
nothing-written = intet
sheets-agree = Begge noteringslister er ens frem til stillingen { $through }.
correct-peg-board = Noteringslisterne stemmer overens, så det bræt, der afviger, rettes ({ PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }): blindeskakbrættet.
correct-other-board = Blindeskakbrættet stemmer overens med noteringslisterne. Hvis brætterne afviger, stilles modstanderens bræt op i stillingen fra noteringslisterne ({ PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }).
sheets-differ = Noteringslisterne afviger første gang ved { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }. Her står { $ours }, på den anden liste { $theirs }. Forslag ({ PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }): gå tilbage til stillingen { $back_to }. Urene, som de stod dengang: { -white } { $white_left } tilbage; { -black } { $black_left } tilbage. Skriv rollback for at gøre det; dommeren kan bagefter ændre urene med setclock.
sheets-differ-announced = { $ours } er det annoncerede træk, som endnu ikke er fuldført. Blev { $theirs } spillet, så ret i stedet annonceringen: fix { $theirs }.
sheet-pending = Endnu ikke på noteringslisten: { $by ->
        [white] { -white }
       *[black] { -black }
    }, træk { $number }, { $written }, annonceret og ikke fuldført.
clocks-started = Kravet tages ikke til følge: { $side ->
        [white] { -white }
       *[black] { -black }
    }s ur går igen.
# What a proposal will do, said before yes (the program's rule: a proposal says
# everything it will change, core::session::proposal_words): each part a sentence.
proposal-end-undone = Resultatet { $result } tages dermed tilbage, og partiet fortsætter.
proposal-replaces = Det erstatter det registrerede resultat, { $result }.
proposal-unplayed = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s annoncerede træk "{ $announcement }", der ikke er fuldført, spilles ikke; i partifilen står det som taget tilbage.
proposal-rollback = Tilbage til stillingen { $back_to }; { $has_moves ->
        [true] disse træk tages tilbage: { $moves }
       *[false] trækkene efter den tages tilbage
    }. Urene vil da vise: { -white } { $white_left } tilbage; { -black } { $black_left } tilbage.
proposal-illegal = Ulovligt træk af { $by ->
        [white] { -white }
       *[black] { -black }
    } (ulovligt træk nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDEs regler { $year }, { PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }): stillingen før trækket genskabes.
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
proposal-flag-stays = Ved nej (no): vingen forbliver faldet, og kravet kan fremsættes igen (claim time).
proposal-offer-lapses = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s remistilbud bortfalder dermed.
flag-stands-again = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s vinge regnes ikke længere som faldet.
flag-will-fall = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s vinge falder.
proposal-if-no = Ved nej (no): { $what }
claim-not-upheld = kravet regnes som ukorrekt, og { $side ->
        [white] Hvids
       *[black] Sorts
    } ur går igen.
written-move-played = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } udfører trækket, der blev noteret med kravet, "{ $said }".
penalty-proposed = Derefter foreslås: { $what }
# Both flags are down; the program knows which fell first (or, set by
# hand, that it cannot be known).
flags-both = Begge vinger er faldet; { $first ->
        [white] { -white }
       *[black] { -black }
    }s faldt først: kravet om gevinst på tid tilkommer { $other ->
        [white] { -white }
       *[black] { -black }
    } (vejledende).
flags-both-draw = Begge vinger er faldet: et krav om gevinst på tid giver remis ({ PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }).
flags-both-no-claim = Begge vinger er faldet; vingen for { $first ->
        [white] { -white }
       *[black] { -black }
    } faldt først, men et krav om gevinst på tid forudsætter tid tilbage på kravstillerens ur ({ PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }): der kan ikke fremsættes krav, og partiet fortsætter, medmindre dommeren beslutter andet.
flags-both-unknown = Begge vinger er faldet, og det kan ikke afgøres, hvilken der faldt først: { $outcome ->
        [draw] et krav om gevinst på tid giver remis ({ PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }).
        [play-on] før den sidste periode fortsætter partiet ({ PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }), uden at der kan kræves gevinst på tid.
       *[arbiter] disse regler giver kun remis i partier uden tillægstid (anbefaling { $rule }); dommeren afgør det, med result hvis partiet slutter.
    }
proposal-open = Et forslag venter først på svar: yes registrerer det, no afviser det (status siger det igen).
seal-what = Hvilket træk skal være det hemmelige træk? Skriv det med kommandoen, for eksempel: seal Sf3.
seal-not-a-move = Det træk kan ikke spilles her; det gentages ikke, så ingen hører det. Skriv seal og trækket igen.
seal-ambiguous = Det passer til flere træk; det gentages ikke, så ingen hører trækket. Skriv seal og trækket igen, med det felt, brikken kommer fra.
seal-mistyped = Den linje gentages ikke, så ingen hører trækket i den. Skriv seal, et mellemrum og trækket for at afgive det som hemmeligt træk.
fix-same = Det er det annoncerede træk: intet at rette.
# A time typed with no unit outside a time control: both meanings.
unitless-time = { $number } minutter eller { $number } sekunder? Skriv { $prefix } { $number }m eller { $prefix } { $number }s.
colon-time = { $typed } som timer og minutter eller som minutter og sekunder? Skriv { $prefix } { $first }h{ $second }m eller { $prefix } { $first }m{ $second }s.
seal-pending = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s annoncerede træk er det hemmelige træk: skriv seal alene for at afgive det som hemmeligt træk.
end-not-fixable = Trækket, der afsluttede partiet, kan ikke længere rettes med fix: der er indtastet noget andet efter det.
after-end = { $can ->
        [fix] Indtil noget andet skrives, retter fix MOVE trækket, der afsluttede partiet. Dommeren kan stadig tage trækket tilbage med illegal eller compare; result registrerer et andet resultat. { -after-end-rest }
        [move] Dommeren kan stadig tage trækket, der afsluttede partiet, tilbage med illegal eller compare; result registrerer et andet resultat. { -after-end-rest }
       *[other] Dommeren kan stadig registrere et andet resultat med result. { -after-end-rest }
    }
game-over-refused = { $ended } Status siger, hvad der stadig kan gøres.
-after-end-rest = Forespørgslerne svarer stadig (sheet, board, square, time, status); setclock og addtime stiller stadig urene; efter quit skriver annabella export partiet ud.
record-question = Skal registreres: { $what } { $over ->
        [true] Skriv yes for at registrere det eller no for at lade partiet stå, som det er.
       *[false] Skriv yes for at registrere det eller no for at spille videre.
    }
record-cancelled = Intet blev registreret.
nothing-to-answer = Der er intet åbent spørgsmål: yes og no besvarer et forslag (en tilbageføring af partiet, et resultat, der skal registreres).{ $rollback ->
        [true] {" "}Den sidste sammenligning fandt en forskel: skriv rollback for at få forslaget om at gå tilbage, og svar så yes eller no.
       *[false] {""}
    }
fix-after-press = Det sidste træk er fuldført: der er trykket på uret. Det kan ikke længere rettes. Kun dommeren kan tage det tilbage (illegal), eller noteringslisterne afgør det (compare).
rolled-back = Partiet er ført tilbage til stillingen { $back_to }. Urene er stillet: { -white } { $white_left } tilbage; { -black } { $black_left } tilbage. { $to_move ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trækket. Trækkene, der blev taget tilbage, bliver stående i partifilen.
nothing-to-roll-back = { $compared ->
        [true] Den sidste sammenligning fandt ingen forskel mellem noteringslisterne: der er intet at gå tilbage til.
       *[false] Der er ingen forskel mellem noteringslisterne at gå tilbage fra: sammenlign dem først (compare MOVES).
    }
# The other sheet stops before the game ends: what it has agrees (FIDE Laws 2017
# D.2.9; moves missing at its end are no difference, core::session::compare).
# $far when more than one move is missing.
sheets-behind = Den anden noteringsliste stemmer overens med partiet frem til stillingen { $through }. Den slutter der: resten er endnu ikke noteret på den.
sheet-far-behind = Den er mere end ét træk bagud: få den ført ajour, og sammenlign så igen.
# The other sheet goes on past the game's last move with $extra.
sheets-ahead = Begge noteringslister stemmer overens frem til stillingen { $through }{ $announced ->
        [true] ; det sidste træk er annonceret, men endnu ikke fuldført.
       *[false] , hvor partiet står.
    } Den anden liste fortsætter med { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }: { $extra }. Hvis det blev spillet, så skriv det som et træk; intet tages tilbage.
sheet-unreadable = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number } på den anden noteringsliste, "{ $text }", er ikke et træk i stillingen: intet blev sammenlignet. Kontrollér den notering, og skriv listen igen, med bogstaver eller med ord.
sheet-ambiguous = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number } på den anden noteringsliste, "{ $text }", passer til { $candidates }: intet blev sammenlignet. Spørg, hvilket der blev spillet, og skriv listen igen med det træk skrevet helt ud.
sheet-ahead-stops = Derefter står der "{ $text }" på den anden liste, { $candidates ->
        [none] som ikke er et træk i stillingen.
       *[other] som passer til { $candidates }.
    }
# Bare compare: the other sheet entered a line at a time.
sheet-entry-start = Skriv trækkene fra den anden noteringsliste, et eller flere på en linje, med bogstaver eller med ord. Skriv end eller en tom linje for at sammenligne dem, eller cancel for at afbryde.
sheet-entry-next = Næste: { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }.
sheet-entry-read = Læst: { $moves }.
sheet-entry-again = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number }, "{ $text }", er ikke et træk i stillingen: skriv det igen.
sheet-entry-ambiguous = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $number }, "{ $text }", passer til { $candidates }: skriv det, der blev spillet.
sheet-misnumbered = Den anden noteringsliste har { $wside ->
        [white] { -white }
       *[black] { -black }
    }s træk { $written }, hvor { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number } kommer: der mangler et træk, eller nummeret er forkert. Intet blev sammenlignet. Kontrollér listen, og skriv den igen.
sheet-entry-misnumbered = { $wside ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }s træk { $written } er skrevet, hvor { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number } kommer: skriv { $side ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }, eller kontrollér numrene.
sheet-entry-command = "{ $text }" er en kommando: skriv her trækkene fra den anden noteringsliste. Skriv end for at sammenligne dem, eller cancel for at afbryde.
sheet-entry-cancelled = Indtastning af noteringsliste afbrudt: intet blev sammenlignet.
sheet-entry-empty = Der blev ikke skrevet nogen træk: intet blev sammenlignet.
assistant-set = { $has_name ->
        [true] Assistent: { $name }. Anvisningerne rettes nu til assistenten.
       *[false] Ingen assistent: anvisningerne rettes til spilleren.
    }
claim-time-hint = Kræv gevinst på tid med: claim time.
hearing-needs-assistant = Mod en modstander med hørenedsættelse skal der bruges en assistent (FIDEs regler 2017, { PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }). Start partiet med --assistant NAME.
assistant-required = Mod en modstander med hørenedsættelse skal der bruges en assistent (FIDEs regler 2017, { PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }): assistenten bliver. En anden navngives med assistant NAME.
touched = Noteret til dommeren: { $side ->
        [white] { -white }
       *[black] { -black }
    } rørte { $what }, { $at } efter start{ $turn ->
        [white] , med { -white } i trækket
        [black] , med { -black } i trækket
       *[none] {""}
    }.
bad-square = "{ $text }" er ikke et felt: skriv for eksempel touch { $example }.
nothing-to-touch = Der står intet på { $square }: kun en rørt brik noteres til dommeren.
proposal-breach = { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } { $breach ->
        [hands] har brugt begge hænder til ét træk
       *[press] har trykket på uret uden at have udført et træk
    } (ulovligt træk nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDEs regler { $year }, { PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }): stillingen bliver stående.
breach-declared = Registreret: { $by ->
        [white] { -white }
       *[black] { -black }
    } { $breach ->
        [hands] har brugt begge hænder til ét træk
       *[press] har trykket på uret uden at have udført et træk
    } (ulovligt træk nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDEs regler { $year }, { PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }); stillingen bliver stående.
note-breach = { $side ->
        [white] { -white }
       *[black] { -black }
    } { $breach ->
        [hands] brugte begge hænder til ét træk
       *[press] trykkede på uret uden at have udført et træk
    }, ulovligt træk nummer { $count }{ $rule }
proposal-illegal-later = Trækkene efter det tages også tilbage: tilbage til stillingen { $back_to }.
no-such-move = Partiet har intet træk { $number }{ $side ->
        [white] {" "}af { -white }
        [black] {" "}af { -black }
       *[none] {""}
    }.
which-side = Begge spillere har udført træk { $number }: skriv illegal { $number } white eller illegal { $number } black.
illegal-stands = { $by ->
        [white] { -black(case: "upper") }
       *[black] { -white(case: "upper") }
    } har udført sit næste træk: det ulovlige træk af { $by ->
        [white] { -white }
       *[black] { -black }
    } gælder, og partiet fortsætter ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }).
no-such-breach = FIDEs regler fra { $year } regner ikke dette for et ulovligt træk: dommeren straffer det efter sit skøn, med addtime eller result.
claimant-out-of-time = Vingen for { $by ->
        [white] { -white }
       *[black] { -black }
    } er også faldet: et krav om gevinst på tid forudsætter tid tilbage på kravstillerens ur ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }). Partiet fortsætter, medmindre dommeren beslutter andet.
illegal-declared = Ulovligt træk af { $by ->
        [white] { -white }
       *[black] { -black }
    } registreret (ulovligt træk nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDEs regler { $year }, { PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }); stillingen før trækket er genskabt. { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trækket.
# report illegal MOVE: a move the app refused was made on a board.
illegal-report = Ulovligt træk "{ $input }" af { $by ->
        [white] { -white }
       *[black] { -black }
    }, udført på brættet (ulovligt træk nummer { $count } for { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDEs regler { $year }, { PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }).
illegal-report-if-not-completed = Kun et fuldført ulovligt træk straffes ({ PART($illegal) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $illegal }): blev der ikke trykket på uret efter det, så skriv no: meldingen registreres uden straf, og { $by ->
        [white] { -white }
       *[black] { -black }
    } udfører et lovligt træk i stedet, omfattet af reglen om rørt brik ({ PART($touch) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $touch }).
illegal-reported-not-completed = Ulovligt træk "{ $input }" af { $by ->
        [white] { -white }
       *[black] { -black }
    } noteret til dommeren, ikke fuldført: ingen straf. { $by ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } udfører et lovligt træk i stedet, omfattet af reglen om rørt brik ({ PART($touch) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $touch }).
illegal-reported = Ulovligt træk "{ $input }" af { $by ->
        [white] { -white }
       *[black] { -black }
    } noteret til dommeren.{ $goes_on ->
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
no-flag = Ingen vinge er faldet: et krav om gevinst på tid forudsætter, at modstanderens vinge er faldet.
sealed = Hemmeligt træk registreret, træk { $number }. Uret er stoppet; partiet er afbrudt (hængeparti).
adjourned = Partiet er afbrudt (hængeparti): { $by ->
        [white] { -white }
       *[black] { -black }
    } har afgivet hemmeligt træk { $number }. Skriv unseal ved genoptagelsen, når { $by ->
            [white] { -black }
           *[black] { -white }
        } er til stede: kuverten åbnes, og det hemmelige træk spilles ({ PART($opened) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $opened }). { $running ->
        [true] Uret for { $by ->
            [white] { -black }
           *[black] { -white }
        } går, og kuverten forbliver lukket ({ PART($absent) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $absent }).
       *[false] Er { $by ->
            [white] { -black }
           *[black] { -white }
        } fraværende, starter unseal absent uret for { $by ->
            [white] { -black }
           *[black] { -white }
        }, med kuverten lukket ({ PART($absent) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $absent }).
    } Indtil da venter træk, blindeskakbrættet, krav og compare. Disse virker: draw, accept, decline, resign, result, addtime, setclock, assistant og envelope. Forespørgslerne virker også: time, status, sheet, last, board.
unsealed = Kuverten med det hemmelige træk er åbnet: { $by ->
        [white] { -white }
       *[black] { -black }
    }s træk { $number }.
sealed-for-absent = { $by ->
        [white] { -white }
       *[black] { -black }
    } har afgivet træk { $number } i en ny kuvert, da { $by ->
        [white] { -black }
       *[black] { -white }
    } er fraværende ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }): uret for { $by ->
        [white] { -black }
       *[black] { -white }
    } går. Skriv unseal, når { $by ->
        [white] { -black }
       *[black] { -white }
    } kommer.
replier-started = Kuverten forbliver lukket: { $by ->
        [white] { -white }
       *[black] { -black }
    } er fraværende, og uret for { $by ->
        [white] { -white }
       *[black] { -black }
    } går ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }). Skriv unseal, når { $by ->
        [white] { -white }
       *[black] { -black }
    } kommer: kuverten åbnes, og det hemmelige træk spilles.
replier-running = Uret for { $by ->
        [white] { -white }
       *[black] { -black }
    } går allerede, og kuverten er lukket: skriv unseal, når { $by ->
        [white] { -white }
       *[black] { -black }
    } kommer.
seal-refused = Det træk kan ikke spilles her; det gentages ikke, så ingen hører det. Afvisningen er noteret til dommeren ({ PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }). Skriv seal og trækket igen.
note-replier-started = { $side ->
        [white] { -white }
       *[black] { -black }
    } fraværende ved genoptagelsen: uret for { $side ->
        [white] { -white }
       *[black] { -black }
    } startes, kuverten forbliver lukket{ $rule }
note-seal-refused = et hemmeligt træk fra { $side ->
        [white] { -white }
       *[black] { -black }
    } afvist som ulovligt{ $rule }
note-sealed-for-absent = { $side ->
        [white] { -white }
       *[black] { -black }
    } afgav sit svar i en ny kuvert, da modstanderen var fraværende{ $rule }
help-seal-absent = seal MOVE absent: svar i ny kuvert ved fraværende modstander (anbefaling I.9.3)
help-unseal-absent = unseal absent: uret går for den fraværende, der skal svare; kuverten åbnes ikke
not-adjourned = Der er intet hemmeligt træk: partiet er ikke afbrudt.
adjourned-refused = { $by ->
        [white] { -white }
       *[black] { -black }
    } har afgivet hemmeligt træk { $number }: partiet er afbrudt. Ved genoptagelsen: unseal; mere: status.
envelope =
    Afbrudt parti (hængeparti): kuvert med hemmeligt træk
    { -white(case: "upper") }: { $white }
    { -black(case: "upper") }: { $black }
    Stillingen før det hemmelige træk: { $position }
    FEN: { $fen }
    Forbrugt betænkningstid: { -white } { $white_used }, { -black } { $black_used }
    Urene stilles ved genoptagelsen til: { -white } { $white_left }, { -black } { $black_left }
    Afgivet af: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Det hemmelige træks nummer: { $number }
    Gældende remistilbud: { $offer ->
        [white] ja, fra { -white }
        [black] ja, fra { -black }
       *[none] intet
    }
    Genoptagelse: { $has_resume ->
        [true] { $resume }
       *[false] fastsættes af dommeren
    }
# The inside sheet of the envelope (the sealed move is never spoken, but the
# arbiter needs it on paper): the scoresheet lines follow it, then envelope-sealed.
envelope-inside =
    Afbrudt parti (hængeparti): kuvertens inderside, til dommeren
    { -white(case: "upper") }: { $white }
    { -black(case: "upper") }: { $black }
    Afgivet af: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Noteringsliste til og med det hemmelige træk:
envelope-sealed = Hemmeligt træk: { $number }{ $side ->
        [white] .
       *[black] ...
    } { $written }
envelope-written = Kuvert skrevet. Ydersiden, uden trækket: { $text } (tekst). Ydersiden i punktskrift: { $braille }. Indersiden, med noteringslisten og det hemmelige træk: { $inside } (tekst). Indersiden i punktskrift: { $inside_braille }.
resume-recorded = Dato, klokkeslæt og sted for genoptagelsen, på kuverten: { $text }.
resume-needed = Dato, klokkeslæt og sted for genoptagelsen er ikke fastsat endnu; angiv dem med envelope TEXT, for eksempel envelope 2026-11-22 10:00, sal B.

## The record's notes for the arbiter: the PGN's comments (always these
## English ones) and the scoresheet's (export --sheet). Clauses, without a
## full stop; $rule is " (laws 2017, 7.5.3)" or nothing.

# A decision with the article it applies.
decision-rule = { $decision } ({ PART($rule) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $rule }).
note-rule = (FIDEs regler { $year }, { PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article })
note-taken-back = taget tilbage: { $moves }
note-since-taken-back = { $note } (sket { $made }, senere taget tilbage)
note-reported = { $side ->
        [white] { -white } udførte det ulovlige træk { $input } { $at } efter start, ulovligt træk nummer { $count } for { -white }
       *[black] { -black } udførte det ulovlige træk { $input } { $at } efter start, ulovligt træk nummer { $count } for { -black }
    }{ $rule }
note-reported-not-completed = { $side ->
        [white] { -white }
       *[black] { -black }
    } udførte det ulovlige træk { $input } { $at } efter start, ikke fuldført: ingen straf{ $rule }
note-touched = { $side ->
        [white] { -white }
       *[black] { -black }
    } rørte brikken på { $square } { $at } efter start{ $turn ->
        [white] , { -white } i trækket
        [black] , { -black } i trækket
       *[none] {""}
    }
note-corrected = { $side ->
        [white] { -white }
       *[black] { -black }
    } annoncerede først { $from } og rettede det til { $to } før tryk på uret
note-illegal = ulovligt træk af { $side ->
        [white] { -white }, nummer { $count } for { -white }
       *[black] { -black }, nummer { $count } for { -black }
    }{ $rule }
note-claim = { $side ->
        [white] { -white }
       *[black] { -black }
    } kræver remis { $kind ->
        [threefold] ved trefoldig stillingsgentagelse
       *[fifty] efter 50-træksreglen
    }{ $written ->
        [none] {""}
       *[other] {" "}med det noterede træk { $written }
    }: { $correct ->
        [true] korrekt
       *[false] ukorrekt
    }
note-offer-declined = { $side ->
        [white] { -white }
       *[black] { -black }
    } afslår remistilbuddet
note-overruled = registreret, derefter underkendt af dommeren: { $ended }
note-draw-offered = { $side ->
        [white] { -white }
       *[black] { -black }
    } tilbyder remis (=){ $before_move ->
        [true] {" før sit træk"}
       *[false] {""}
    }
note-flag-fell = { $side ->
        [white] { -white }
       *[black] { -black }
    }s vinge er faldet
note-rolled-back = partiet føres tilbage til stillingen { $to }{ $rule }; urene stilles til { -white } { $white }, { -black } { $black }
note-end-taken-back = taget tilbage med sit træk: { $ended }
note-sealed = { $side ->
        [white] { -white }
       *[black] { -black }
    } afgiver det hemmelige træk: partiet er afbrudt (hængeparti)
note-resumed = partiet genoptages: det hemmelige træk spilles
note-not-upheld = dommeren tager ikke { $side ->
        [white] { -white }s
       *[black] { -black }s
    } krav til følge: det regnes som ukorrekt
note-declined = foreslået og ikke registreret: { $what }
note-declined-rollback = tilbageføringen
note-declined-illegal = { $reported ->
        [true] et meldt ulovligt træk
       *[false] et ulovligt træk
    } af { $side ->
        [white] { -white }
       *[black] { -black }
    }

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
no-moves-from = { $piece_and_square } kan ikke flyttes.
no-piece-here = Der står ingen brik på { $square }.
attack-report = { $square }: { $has_attackers ->
        [true] truet af { $attackers }
       *[false] ikke truet
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
            } { $piece }
           *[other] { $count } { $color ->
                [white] hvide
               *[black] sorte
            } { $pieces }
        } på
       *[false] { $color ->
            [white] Hvide
           *[black] Sorte
        } { $pieces } også på
    } { $squares }.
kind-none = { $color ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } har { $role ->
        [rook] intet
       *[other] ingen
    } { $piece }.
square-control = { $square }, { $has_pieces ->
        [true] { $attacked ->
            [true] truet
           *[false] dækket
        } af { side }: { $pieces }
       *[false] ikke { $attacked ->
            [true] truet
           *[false] dækket
        } af { side }
    }.
sheet-too-short = Noteringslisten går til træk { $last }: træk { $from } er ikke spillet endnu.
not-a-square = "{ $text }" er ikke et felt: skriv for eksempel square f7 eller square { $spoken }.
not-a-kind = "{ $text }" er ikke en slags brik: skriv for eksempel pieces white rooks.

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
       *[false] { -white } som tidskontrollen giver
    }, { $has_black ->
        [true] { -black } { $black } tilbage.
       *[false] { -black } som tidskontrollen giver.
    }
taken-over-result = Filen angiver resultatet { $result } ({ $kind ->
        [white-wins] { -white } vandt
        [black-wins] { -black } vandt
       *[draw] remis
    }), men stillingen er ikke en slutstilling: der spilles videre fra den.
pgn-no-games = { $file } indeholder ingen partier.
pgn-no-such-game = Der er intet parti { $number }: filen indeholder { $count ->
        [one] ét parti
       *[other] { $count } partier
    }.
pgn-game-too-large = Parti { $number } fylder { $size } tekst, mere end de { $most }, et parti højst må fylde: det åbnes ikke.
pgn-game-problem = Parti { $number }, linje { $line }: { $problem }.
pgn-problem-at = Linje { $line }: { $problem }.
pgn-chess960 = det er et Skak960-parti; annabella spiller kun almindelig skak
pgn-variant = det er et parti { $variant }; annabella spiller kun almindelig skak
pgn-illegal = { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } { $ambiguous ->
        [true] kan betyde mere end ét træk der
       *[false] er ikke et lovligt træk der
    }; partiet er læst indtil da
pgn-no-move = "{ $word }" er ikke et træk; partiet er læst til trækket før
pgn-syntax = filen er ødelagt der ({ $detail })
pgn-beyond-most = annabella læser de første { $most } partier i en fil, og parti { $number } ligger efter dem. Del filen for at nå det.
pgn-most-games = Filen indeholder flere partier, end annabella viser: de første { $most } læses.
pgn-open-comment = en kommentar, der begynder her med {"{"}, lukkes aldrig; partierne efter den læses
pgn-open-variation = en variant, der begynder med (, lukkes aldrig; trækkene efter den læses som variantens
pgn-open-tag = et tag her lukkes aldrig eller er længere, end annabella læser
pgn-fragment = dette er resten af det foregående parti, hvis tag-linje er ødelagt; begyndelsen mangler
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
replay-choose = Skriv game og et nummer for at høre det parti, for eksempel game 2.
replay-choose-first = Intet parti er åbent. Skriv games for at få dem opremset, game 2 for at åbne det andet.
replay-usage = { $command } mangler noget: for eksempel "{ $example }".
replay-unknown = "{ $word }" er ikke en kommando til gennemgang. Skriv help for at få kommandoerne.
help-example = Eksempel: { $example }
help-other-words = Kan også skrives: { $words }
help-unknown = Der er ingen hjælp om "{ $word }".
help-heading = Kommandoen { $command }
replay-hints = { $comment ->
        [true] En kommentar: skriv comment.{ $variations ->
            [0] {""}
            [one] {" "}Et andet træk: skriv variations.
           *[other] {" "}{ $variations } andre træk: skriv variations.
        }
       *[false] { $variations ->
            [one] Et andet træk: skriv variations.
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
        [one] Et andet træk her:
       *[other] { $count } andre træk her:
    }
replay-enter-how = Skriv variation og dens nummer for at høre den, for eksempel variation 1.
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
replay-games-page = Partierne { $from } til { $to } af { $count }.{ $has_next ->
        [true] {" "}Skriv { $next } for de næste.
       *[false] {""}
    }
replay-no-page = Der er ingen side { $page }: { $pages ->
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
        [White] Hvid
        [Black] Sort
        [Result] Resultat
        [TimeControl] Tidskontrol
       *[other] { $tag }
    }
replay-no-tags = Filen har ingen oplysninger om partiet.
help-replay-next = next eller Enter: næste træk; next 5: de næste fem
help-replay-back = back: tag sidste træk tilbage; back 3: tre
help-replay-first = first: begyndelsen (af partiet eller af den variant, du er i)
help-replay-last = last: slutningen (af partiet eller af den variant, du er i)
help-replay-go = go 12: efter Hvids 12. træk; go 12 black: efter Sorts; go 0: begyndelsen
help-replay-who = who: hvem der er i trækket, og ved hvilket træk
help-replay-board = board: stillingen, én linje pr. række; board white: Hvids brikker efter slags
help-replay-square = square f7: hvad der står på et felt, og hvad der truer og dækker det
help-replay-pieces = pieces white rooks: hvor én sides brikker af én slags står
help-replay-moves = moves: trækkene indtil nu, én linje pr. trækpar
help-replay-comment = comment: kommentaren til det træk, du lige har hørt
help-replay-variations = variations: de andre træk, filen giver for det træk, du lige har hørt
help-replay-variation = variation 2: hør den anden af dem
help-replay-leave = leave: ud af en variant, tilbage til hvor du gik ind
help-replay-result = result: partiets resultat
help-replay-tags = tags: alt hvad filen siger om partiet (turnering, spillere, dato …)
help-replay-games = games: filens partier, ét pr. linje, 20 ad gangen; games 2: anden side; games Morphy: partier efter spiller, turnering eller dato
help-replay-game = game 2: hør filens andet parti
help-replay-help = help: denne liste; repeat, quiet, rate N og volume N virker som i play
help-replay-quit = quit: afslut

## Shell: speech, the game file, line mode and the full-screen interface.
## Only src/shell asks for these.

## Why a voice or a sound device could not be had (the shell's speech
## and audio say them; `detail` is the system's own words), and the one
## failure that is never said aloud.
speech-no-clips = Der er ingen indtalte ord til stemmen { $voice }.
speech-no-voice = Der er ingen stemme at indlæse.
speech-bad-clip = Det indtalte ord { $path } kan ikke læses: { $detail }
speech-no-clip-for = Der er intet indtalt ord for "{ $word }".
speech-poisoned = De indtalte ord kan ikke bruges efter en tidligere fejl.
speech-service = Taletjenesten svigtede: { $detail }
speech-service-silent = Taletjenesten svarede ikke.
speech-thread = Stemmen kunne ikke startes: { $detail }
audio-no-device = Der er ingen lydenhed til afspilning.
audio-device = Lydenheden svigtede: { $detail }
audio-device-silent = Lydenheden svarede ikke.
audio-thread = Lyden kunne ikke startes: { $detail }
output-closed = Uddata blev lukket: der kan ikke skrives mere.

speech-backend = { $backend ->
        [clips] Tale: den indbyggede stemme.
        [tts] Tale: systemets stemme.
        [reader] Tale: gennem skærmlæseren, med dens egen stemme og hastighed.
        [text] Tale: kun udskrevne linjer (ingen lydenhed eller taletjeneste svarede, eller tekst blev valgt).
       *[other] Tale: slået fra.
    }
speech-not-had = Den ønskede stemme er ikke til rådighed. { $why }
screen-reader-running = En skærmlæser kører: med --speech reader taler annabella gennem den, med dens egen stemme og hastighed.
tui-needs-terminal = Fuldskærmsvisningen kræver en terminal: kør den i en, eller brug --line.
clip-fallback = Den indbyggede stemme har intet klip for "{ $word }": { $to ->
        [tts] systemets stemme siger den slags sætninger
       *[other] den slags sætninger bliver kun udskrevet
    }.
nothing-to-repeat = Der er endnu ikke annonceret noget.
speech-setting = { $what ->
        [rate] Taletempo
       *[other] Lydstyrke
    } { $percent } %.
earcons-set = { $on ->
        [true] Lydsignaler til: korte lyde markerer et fuldført træk, en afvisning og uret.
       *[false] Lydsignaler fra: ingen korte lyde, kun tale.
    }
pgn-choose-number = { $path } indeholder { $count } partier. Vælg et med --game-number, for eksempel --game-number 2:
pgn-choose-more = Og { $more } til: annabella replay { $path } viser dem en side ad gangen og finder et parti efter spiller, turnering eller dato (games NAME).
pgn-not-whole = { $path }: et parti overtages kun helt. { $problem }
game-file = Partifil: { $path }
game-saved = Partiet er gemt i { $path }
game-go-on = { $state ->
        [ended] Noteringslisten: annabella export --sheet --game { $path }
        [adjourned] Partiet genoptages med: { $command }
       *[playing] Partiet fortsættes med: { $command }
    }
journal-repaired = Partifilens sidste post var beskadiget og er udeladt. Partiet fortsætter fra hændelsen før den. En kopi af den beskadigede fil ligger i { $copy }.
journal-unreadable = { $path } kan ikke bruges som partifil: { $detail }. Filen er ikke ændret.
damage-not-a-game-file = dette er ikke en annabella-partifil (dens første linje er ikke partifilens hoved)
damage-inside = linje { $line } er beskadiget, og hele hændelser følger efter den: det er ikke en afbrudt skrivning
damage-no-game = filen indeholder intet parti (ingen starthændelse)
event-misfit = linje { $number } passer ikke til partiet ({ $detail })
damage-changed = linje { $line } er ændret, efter den blev skrevet (dens kontrolsum passer ikke)
damage-out-of-order = linje { $line } indeholder post { $found }, hvor post { $expected } hører til: linjer er flyttet, fjernet eller gentaget
damage-time-backwards = linje { $line } går tilbage i tiden (dens tid ligger før tiden i linjen over den)
# Why a line of a game file does not fit the game before it (the $detail of
# event-misfit). A game file annabella wrote always fits: these say what an
# edited or foreign file holds.
misfit-no-start = dens første hændelse er ikke starten på et parti
misfit-second-start = den starter endnu et parti
misfit-after-the-end = den kommer efter partiets afslutning
misfit-move-while-pending = den annoncerer et træk, mens et andet er annonceret eller afgivet som hemmeligt træk
misfit-not-to-move = den annoncerer et træk for { $by ->
        [white] { -white }
       *[black] { -black }
    }, som ikke er i trækket
misfit-illegal = trækket { $uci } er ikke lovligt i stillingen { $fen }
misfit-nothing-to-correct = den retter et træk, og intet træk er annonceret
misfit-nothing-to-confirm = den bekræfter et træk, og intet træk er annonceret
misfit-nothing-to-press = { $by ->
        [white] { -white }
       *[black] { -black }
    } trykker på uret uden at have annonceret et træk
misfit-peg-not-last = den udfører halvtræk { $ply } på blindeskakbrættet, og kun det sidste af { $plies } kan udføres der
misfit-peg-from-empty = den flytter en brik fra { $square }, som er tomt på blindeskakbrættet
misfit-rollback-beyond = den fører partiet tilbage til halvtræk { $to_ply }, og partiet har { $plies }
misfit-illegal-before-any-move = den erklærer et træk ulovligt, før der er spillet noget træk
misfit-illegal-not-last = den erklærer { $by ->
        [white] { -white }
       *[black] { -black }
    }s træk ulovligt, og det er ikke det sidste træk
misfit-seal-out-of-turn = den afgiver et hemmeligt træk, mens et træk er annonceret, eller for den spiller, der ikke er i trækket
misfit-nothing-sealed = den åbner et hemmeligt træk, og der er intet hemmeligt træk
misfit-proposal-open = den foreslår en ændring, mens et andet forslag venter på svar
input-not-text = Den linje er ikke tekst (ikke UTF-8), så den blev ikke læst. Skriv den igen.
input-too-long = Den linje er længere end { $max } byte, så den blev ikke læst.
voice-silent = Systemets stemme giver ingen lyd (taletjenesten talte aldrig en sætning færdig): fra nu af skrives talen kun ud.
input-full = Linjen er fuld ({ $max } byte): tryk Enter, eller slet.
journal-locked = { $path } er åben i et andet program. Luk partiet der først{ $readable ->
    [yes] ; annabella export kan stadig læse det.
   *[no] .
}
not-a-file = { $path } er ikke en fil (men en mappe, en enhed eller en pipe): annabella læser partier fra filer.
export-newest = Det senest skrevne parti: { $path }
no-game-to-export = Intet parti er angivet, og { $folder } har ingen. Angiv et: --game FIL
not-a-folder = { $path } er en fil, ikke en mappe: der kan ikke laves en partifil under den.
io-problem = { $kind ->
        [gone] filen eller mappen findes ikke (længere)
        [full] disken er fuld
        [too-large] filen må ikke vokse mere (en grænse for filstørrelse)
        [denied] der er ikke tilladelse til at skrive der
        [read-only] disken er skrivebeskyttet
        [folder] det er en mappe, ikke en fil
        [not-folder] en del af stien er en fil, ikke en mappe
        [in-use] adressen er allerede i brug (et andet program lytter allerede på den)
        [not-here] adressen tilhører ikke denne maskine
       *[other] { $detail }
    }
file-problem = { $path }: { $why }.
refused-not-a-file = det er en enhed, en pipe eller en socket, ikke en fil
refused-too-large = den fylder { $size }, mere end de { $most }, annabella læser af sådan en fil
refused-too-many-files = den indeholder { $count } filer af den slags, flere end de { $most }, annabella læser fra en mappe
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
saved-ahead = { $path } indeholder mindre af partiet end { $saved }, som annabella gemte, da { $path } blev ændret af et andet program: fortsættes der fra { $path }, går der træk tabt. For at fortsætte: annabella play --game { $saved }
no-game-but-saved = { $path } indeholder intet parti, men { $saved } indeholder partiet, som annabella gemte, da { $path } blev ændret af et andet program. For at fortsætte det: annabella play --game { $saved }. For at starte et nyt parti i { $path } skal { $saved } først flyttes.
saved-instead = Partiet, som annabella sidst registrerede det, blev gemt i { $saved }, da filen blev ændret af et andet program: annabella play --game { $saved }
saved-beside = { $saved } indeholder dette parti, som annabella sidst registrerede det, gemt da { $path } blev ændret af et andet program; de to er forskellige. For at fortsætte derfra i stedet: annabella play --game { $saved }
not-saved = Ikke gemt: { $why }. Intet af det er i partiet, og partifilen er som før. { $kind ->
        [full] Frigør plads, og indtast det så igen.
        [too-large] Flyt partifilen til et sted, hvor den må vokse, og indtast det så igen.
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
        [setclock] setclock tager en farve og den tid, uret skal vise, fra { $low } til { $high } timer: for eksempel "{ $example }".
        [addtime] addtime tager en farve og den tid, der lægges til, op til { $high } timer (tid trækkes fra ved at stille uret: setclock white 1h): for eksempel "{ $example }".
        [wait] wait tager en tid op til { $high } timer: for eksempel "{ $example }".
       *[other] { $command } skrives sådan, for eksempel "{ $example }".
    }
extra-words = { $command } skrives uden noget efter: "{ $words }" forstås ikke, og intet er gjort. Skriv { $command } alene.
manual-clock-only = Dette parti følger den virkelige tid; wait virker kun i et parti startet med play --manual-clock.
help-move = MOVE: annoncér træk i enhver notation (e4, Sf3, g1f3, "{ $say-Nf3 }")
help-fix = fix MOVE: ret det annoncerede træk, før der trykkes på uret
help-confirm = confirm: modstanderen har gentaget annonceringen
help-press = press: tryk på uret, så det annoncerede træk er fuldført
help-time = time: fuldførte træk, brugt tid og resterende tid for begge spillere
help-last = last: gentag det sidste træk; last 3: de sidste tre træk, ét pr. linje
help-board = board: stillingen, én linje pr. række; board white: Hvids brikker efter slags
help-sheet = sheet: noteringslisten, én linje pr. trækpar; sheet 12: fra træk 12
help-square = square f7: hvad der står på et felt, og hvad der truer og dækker det
help-pieces = pieces white rooks: hvor en sides brikker af én slags står
help-eval = eval: skakprogrammets vurdering af stillingen (aldrig i et parti mod en person)
help-best = best: skakprogrammets træk her, som det ville blive annonceret
help-line = line: de træk, skakprogrammet forventer herfra, ét pr. linje
help-review = review: hele partiet; hver spillers dyreste fejl, med det bedre træk
help-engine = engine restart: start skakprogrammet igen, når det er stoppet eller hænger
help-status = status: hvem der er i trækket, og hvad der ventes
help-draw = draw: tilbyd remis (draw white, draw black for at sige hvem)
help-accept = accept / decline: tag imod eller afslå et remistilbud
help-resign = resign: den blinde spiller opgiver; resign white|black: den spiller
help-claim = claim threefold MOVE / claim fifty MOVE: kræv remis med det træk, du vil spille
help-addtime = addtime COLOUR TIME: dommeren lægger tid til, for eksempel addtime black 2m
help-setclock = setclock COLOUR TIME: dommeren stiller et ur, for eksempel setclock white 1h2m3s
help-wait = wait TIME: med --manual-clock, lad tiden gå, for eksempel wait 90s
help-peg = peg ok / peg MOVE / peg FROM TO: sådan blev trækket udført på blindeskakbrættet
help-peg-fixed = peg fixed: blindeskakbrættet er rettet
help-diff = diff: hvordan blindeskakbrættet afviger fra partiet, og hvordan det rettes
help-compare = compare MOVES: sammenlign den anden noteringsliste (alene: linjevis, så end)
help-rollback = rollback: tilbage til sidste træk, hvor noteringslisterne er ens (så yes)
help-assistant = assistant on NAME / assistant off: hvem der betjener tastaturet
help-touch = touch e7: noter en brik, modstanderen rørte; touch e2 white: den spillers
help-illegal = illegal: dommeren erklærer sidste fuldførte træk ulovligt
help-illegal-later = illegal 12 black (12...): opdaget senere; tilbage til stillingen før
help-illegal-breach = illegal hands|press white: begge hænder, tryk på uret uden træk (2017)
help-report = report illegal MOVE: meld et ulovligt træk på brættet til dommeren (så yes)
help-result = result 1-0 / 0-1 / 1/2: dommerens resultat
help-claim-time = claim time: kræv gevinst på tid, når modstanderens vinge er faldet
help-claim-quickplay = claim quickplay: remis med under 2 minutter tilbage; claim increment: 5 s
help-seal = seal MOVE: afgiv hemmeligt træk ved afbrydelse (siges aldrig højt)
help-envelope = envelope TEXT: skriv kuverten, med dato, klokkeslæt og sted for genoptagelsen
help-unseal = unseal: udfør det hemmelige træk ved genoptagelsen
help-repeat = repeat: sig den sidste annoncering igen
help-rate = rate N / volume N: taletempo og lydstyrke i procent, for eksempel rate 120
help-earcons = earcons on / earcons off: de korte lyde for træk, skak, advarsler
help-quiet = quiet: stop talen nu
help-help = help: denne liste
help-quit = quit: afslut; partiet er gemt og kan genoptages
tui-prompt = Træk eller kommando:{" "}
tui-prompt-replay = Kommando, eller Enter for næste træk:{" "}
tui-prompt-board = Brættilstand, Esc vender tilbage:{" "}
tui-prompt-sheet = Anden noteringsliste, næste notering (end sammenligner, cancel afbryder):{" "}
tui-board-mode = Brættilstand: piletasterne flytter, Esc går tilbage til indtastning af træk.
tui-clock-title = Ur
tui-sheet-title = Noteringsliste
tui-replay-variation = { $depth ->
        [1] i en variant
       *[other] i en variant, { $depth } niveauer inde
    }
tui-peg-title = Blindeskakbræt
tui-help-title = Taster
tui-running = går
tui-flag = VINGEFALD
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
tui-study-keys = Taster: Enter på en tom linje, Højre pil eller { $next }, næste træk; Venstre pil, tilbage; { $who }, hvor partiet står; { $repeat }, trækket igen; { $big }, store bogstaver til eller fra; { $board_mode }, brættets taster fra play; { $quit }, afslut.
tui-no-key = Den tast bruges ikke her; { $key } for hjælp.
tui-big-text = Store bogstaver { $on ->
        [true] til
       *[false] fra
    }.{ $fits ->
        [false] { $on ->
            [true] {" "}Skærmen har ingen ledige rækker til dem under brættet; et større vindue eller en mindre skrift giver plads.
           *[false] {""}
        }
       *[true] {""}
    }
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
tui-legend = På brættet: store bogstaver er Hvids brikker, små bogstaver Sorts ({ $pieces }); [ ] markør, * sidste træk, + skak, ! afviger fra det andet bræt.
key-read-back = læs den forrige linje i meddelelserne op
key-read-forward = læs den næste linje i meddelelserne op
key-switch-board = udforsk det andet bræt: partiet eller blindeskakbrættet
key-submit = send det skrevne træk eller den skrevne kommando
key-press = tryk på uret, så det annoncerede træk er fuldført
key-fix = ret det annoncerede træk, før der trykkes på uret
key-time = fuldførte træk, brugt tid og resterende tid for begge spillere
key-last = gentag det sidste træk
key-repeat = sig den sidste annoncering igen
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
key-attackers = sig hvad der truer og dækker feltet under markøren
key-next-king = markøren til næste konge
key-next-queen = markøren til næste dronning
key-next-rook = markøren til næste tårn
key-next-bishop = markøren til næste løber
key-next-knight = markøren til næste springer
key-next-pawn = markøren til næste bonde
key-files-ranks = I brættilstand hopper a til h til en linje og 1 til 8 til en række.
key-clear-line = tøm indtastningslinjen uden at sende den
key-input-line = I indtastningslinjen: Venstre pil, Højre pil, Home og End flytter og siger tegnet; Backspace og Delete sletter; Pil op og Pil ned henter tidligere linjer.
# A key's name as this country's keyboards print it ($key: the config's
# name: ctrl, alt, shift, or a named key).
key-cap = { $key ->
        [ctrl] Ctrl
        [alt] Alt
        [shift] Skift
        [space] Mellemrum
        [esc] Esc
        [enter] Enter
        [tab] Tab
        [backspace] Backspace
        [up] Pil op
        [down] Pil ned
        [left] Venstre pil
        [right] Højre pil
        [home] Home
        [end] End
        [pageup] Page Up
        [pagedown] Page Down
        [insert] Insert
        [delete] Delete
       *[other] { $key }
    }
tui-line-cleared = Indtastningslinjen er tom.
line-start-hint = Skriv et træk (f.eks. e4) eller en kommando og Enter; help viser kommandoerne.
tui-start-hint = { $help } viser tasterne; skriv help for kommandoerne; { $board } udforsker brættet.
tui-start-hint-commands = { $help } eller help siger kommandoerne; Enter viser alle brætter.

## Studying with an engine: eval, best, line and review, in replay, on a
## finished game, and in a game against the engine.

judgement = { $kind ->
        [even] Stillingen er omtrent lige.
        [slightly] { $side ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } står lidt bedre.
        [better] { $side ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } står omkring { $number ->
            [one] én bonde
           *[other] { $number } bønder
        } bedre.
        [winning] { $side ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } står til gevinst, omkring { $number } bønder foran.
        [mated] { $side ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } har sat mat.
       *[mate] { $side ->
            [white] { -white(case: "upper") }
           *[black] { -black(case: "upper") }
        } sætter mat i { $number ->
            [one] ét træk
           *[other] { $number } træk
        }.
    }
engine-no-judgement = Skakprogrammet gav ingen vurdering af denne stilling.
engine-best = Skakprogrammets træk: { $said }.
engine-no-move = Intet træk: partiet er slut i denne stilling.
engine-line = Den variant, skakprogrammet forventer, { $moves } træk:
review-start = Skakprogrammet gennemgår { $moves } træk; det tager omkring { $seconds } sekunder.
review-progress = Træk { $done } af { $total }.
review-side = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    }: { $count ->
        [0] intet træk kostede en bonde eller mere.
        [one] den dyreste fejl.
       *[other] de { $count } dyreste fejl.
    }
review-slip = { $played }: { $kind ->
        [mate-allowed] tillader mat
        [mate-missed] overser en mat
       *[pawns] taber omkring { $pawns ->
            [one] én bonde
           *[other] { $pawns } bønder
        }
    }; bedre var { $better }.
engine-refused = Intet skakprogram i et parti mod en person: reglerne forbyder råd og analyse under partiet (FIDEs regler { $year }, { PART($article) ->
        [appendix] tillæg
        [guideline] anbefaling
       *[article] §
    } { $article }). Efter partiet kan skakprogrammet bruges i annabella replay og på det afsluttede partis fil.
engine-for-study = Intet skakprogram at spørge: { $why }

## A game against a chess engine (play --engine).

engine-opponent = { $name } spiller { $side ->
        [white] { -white }
       *[black] { -black }
    }{ $strength ->
        [elo] {" "}med en rating på { $rating }
        [level] {" "}på niveau { $rating }
       *[full] {""}
    } og { $think ->
        [time] tænker { $time } pr. træk
        [nodes] beregner { $nodes } stillinger pr. træk
       *[clock] tænker på sit eget ur
    }. Dets træk annonceres, og der trykkes på uret for det; udfør dem på blindeskakbrættet.
engine-thinking = Det er { $name }s træk, og det tænker; time, board og de andre forespørgsler svarer imens.
engine-busy = Skakprogrammet arbejder stadig på det sidste spørgsmål; dets svar kommer først.
engine-none = Dette parti spilles ikke mod et skakprogram.
engine-already = { $name } spiller allerede.
engine-restarted = { $name } er startet igen og spiller videre.
engine-own-move = Det annoncerede træk er { $name }s: kun det retter sine træk. Indtast, hvordan det blev udført på blindeskakbrættet (peg).
engine-gone = { $name } er stoppet. Partiet er gemt.
engine-silent = { $name } har ikke svaret, selv længe efter at tiden var gået, og er blevet standset. Partiet er gemt.
engine-bad-move = { $name } sendte "{ $text }", som ikke er et lovligt træk her: det spilles ikke.
engine-line-too-long = { $name } sendte en linje på over { $kb } KB, som ikke er et svar fra et skakprogram: det er blevet standset. Partiet er gemt.
engine-keyboard = Partiet fortsætter ved tastaturet: skriv begge spilleres træk, eller skriv engine restart.
engine-not-found = Der blev ikke fundet noget skakprogram ({ $count ->
        [one] der blev søgt efter: { $shown }
       *[other] der blev søgt { $count } steder, blandt andet { $shown }
    }). Installér Stockfish (på Debian: sudo apt install stockfish), eller angiv programmet: --engine /sti/til/program.
engine-no-start = { $program } kunne ikke startes: { $why }.
engine-no-uci = { $program } svarede ikke som et UCI-skakprogram inden for 10 sekunder.
engine-exited = { $program } stoppede med det samme uden at svare som et UCI-skakprogram: det er intet skakprogram, eller det kunne ikke starte.
engine-not-runnable = { $program } kan ikke køres: det er ikke et program, eller det må ikke køres (chmod +x tillader det).
engine-time-bad = "{ $text }" er ikke en tid for { $option }; skriv den som 2s, 500ms eller 1m.
engine-strength-range = { $name } spiller { $option } fra { $min } til { $max }, ikke { $value }.
engine-strength-none = { $name } har ikke indstillingen { $option }: det kan ikke spille med en valgt styrke.
engine-persons-game = Dette parti spilles mod en person: det får aldrig et skakprogram. Start en ny partifil for et parti mod skakprogrammet.

## The command line: annabella --help and the errors of a command line.
## Option names, values, commands and examples stay as typed. Each
## cli-PATH-ID is the help of an option of a command (cli-arg-ID: of
## every command that has it); -long, its whole text for --help.

cli-usage = Brug:
cli-arguments = Argumenter
cli-options = Tilvalg
cli-commands = Kommandoer
cli-arg-no-pawn =
    Udelad bondens navn ("Erik fire" i stedet for "bonde Erik fire")
cli-arg-no-check =
    Annoncér ikke skak og mat
cli-possible-values = Mulige værdier:
cli-default = [standard: { $value }]
cli-help-flag = Vis hjælpen (-h et overblik, --help det hele)
cli-version-flag = Vis versionen
cli-help-about = Vis hjælpen til en kommando
cli-help-command = Kommandoen, f.eks. play
cli-more = Mere: { $command } --help
cli-unknown-argument = { $arg } er hverken et tilvalg eller et argument til denne kommando.
cli-did-you-mean = Mente du { $similar }?
cli-dash-value = Skriv -- { $arg } for at give { $arg } som værdi.
cli-unknown-command = Der er ingen kommando { $command }.
cli-invalid-value = { $value } er ikke en værdi for { $arg }.
cli-allowed = Tilladt: { $allowed }.
cli-no-value = { $arg } skal have en værdi.
cli-missing = Mangler: { $args }
cli-too-many = { $arg } tager ikke flere værdier; { $value } er én for mange.
cli-conflict = { $arg } kan ikke gives sammen med { $other }.
cli-twice = { $arg } kan kun gives én gang.
cli-not-text = Et argument er ikke UTF-8-tekst.

cli-about =
    Nærskak for blinde og synshandicappede spillere
cli-long-about =
    annabella annoncerer skaktræk med ordene fra tillægget til FIDEs regler for skak om spil med blinde og synshandicappede (Anna, Bella, Cesar …; eins, zwei, drei …; eller de danske og norske ord), læser træk skrevet i enhver notation og skriver noteringslisten med dit sprogs bogstaver.
cli-after =
    Eksempler:
      annabella say e4 e5 Nf3
      annabella say --voice da "springer frederik tre"
      annabella notate --lang da e4 e5 Nf3 Nc6

    Kør 'annabella help <command>' for at se alle tilvalg for en kommando.
cli-say-about =
    Udskriv annonceringen af hvert træk; trækkene spilles fra udgangsstillingen (eller fra --fen)
cli-say-after =
    Træk kan skrives i enhver notation: SAN med engelske (K Q R B N), danske, tyske eller norske (K D T L S) eller hollandske (K D T L P) bogstaver, med eller uden x + # = e.p.; rokade som 0-0 eller O-O; koordinater (e2e4, e2-e4, e7e8q); eller de talte ord fra ethvert ordforråd, i anførselstegn ("Dame schlägt David vier").

    Eksempler:
      annabella say e4 e5 Nf3
          Bauer Eva vier / Bauer Eva fünf / Springer Felix drei
      annabella say --voice da e4 e5 Sf3
          bonde Erik fire / bonde Erik fem / springer Frederik tre
      annabella say --voice da --files de --ranks de Sf3
          springer Felix drei
      annabella say --voice nb --ranks de --pieces de e4
          Bauer Eva vier (FIDEs standard i Norge)
      annabella say --long --voice da e4 e5 Sf3 Sc6 d4
          … bonde Dora to Dora fire
      annabella say --no-pawn e4
          Eva vier
      annabella say --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1" Ra8#
          Turm Anna acht Schachmatt

    Ved et træk, der ikke kan spilles, udskrives annonceringerne før det, årsagen skrives til stderr, og afslutningsstatus er 1.
cli-say-fen =
    Start fra denne stilling (FEN) i stedet for udgangsstillingen, f.eks. --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
cli-say-voices =
    Indlæs også alle *.toml-ordforråd i denne mappe (kan gentages; variablen ANNABELLA_VOICES kan angive flere), f.eks. --voices ~/my-voices
cli-say-speech =
    Sig også annonceringerne: auto, clips (indbygget stemme), tts (systemets stemme), text (kun udskrift), none, f.eks. --speech clips
cli-arg-speech-auto =
    Indbygget stemme, hvis en lydenhed kan åbnes, ellers systemets stemme, ellers tekst
cli-arg-speech-clips =
    Den indbyggede stemme: indtalte ord afspillet gennem lydkortet
cli-arg-speech-tts =
    Systemets taletjeneste (speech-dispatcher, SAPI, AVFoundation)
cli-arg-speech-reader =
    Windows: den kørende skærmlæser (NVDA, JAWS …), med dens egen stemme og hastighed; andre steder systemets stemme, som Orca deler
cli-arg-speech-text =
    Kun udskrift: en skærmlæser eller et punktdisplay læser linjerne
cli-arg-speech-none =
    Kun de udskrevne linjer
cli-say-speech-log =
    Log hver taleanmodning i denne fil, én linje hver
cli-say-config =
    En indstillingsfil, der tilsidesætter config/default.toml (i stedet for ~/.config/annabella/config.toml)
cli-say-moves =
    Trækkene, hvert som ét argument; sæt talte træk i anførselstegn: "springer felix drei"
cli-notate-about =
    Udskriv trækkenes nummererede noteringsliste med et sprogs brikbogstaver
cli-notate-after =
    Eksempler:
      annabella notate --lang da e4 e5 Nf3 Nf6 d4 exd4 e5 Ne4 Qxd4 d5 exd6
          1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p.
      annabella notate --lang nl d4 Nf6 c4 e6
          1. d4 Pf6 2. c4 e6
      annabella notate --lang en "springer felix drei"
          1. Nf3
cli-notate-lang =
    Noteringslistens bogstaver: en (K Q R B N), da, de, nb (K D T L S), nl (K D T L P), f.eks. --lang da
cli-notate-fen =
    Start fra denne stilling (FEN) i stedet for udgangsstillingen, f.eks. --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
cli-notate-voices =
    Indlæs også alle *.toml-ordforråd i denne mappe (kan gentages; variablen ANNABELLA_VOICES kan angive flere), f.eks. --voices ~/my-voices
cli-notate-moves =
    Trækkene i enhver notation, hvert som ét argument
cli-play-about =
    Spil et parti ved tastaturet: hvert træk annonceres, fuldføres med tryk på uret, tidtages og gemmes i partifilen, mens det sker
cli-play-after =
    Under partiet skrives én kommando på hver linje (help viser dem): et træk i enhver notation annoncerer det; press fuldfører det; fix MOVE retter det før tryk på uret; time, last, board og sheet svarer; desuden draw, accept, decline, resign, claim threefold MOVE og claim fifty MOVE; quit afslutter (partiet er gemt).

    Eksempler:
      annabella play --game runde3.annabella --white "Anna Hansen" --black "Bo Berg"
          et nyt parti med navne på Hvid og Sort, standardtidskontrollen (90/40+30+30s)
      annabella play --game runde3.annabella
          genoptager partiet, der er gemt dér
      annabella play --voice da --color black --control 15+10
      annabella play --pgn afbrudt.pgn --game-number 3 --game runde5.annabella
          partiet fortsætter, hvor PGN-partiet slutter
      printf 'e4\npress\nwait 90s\ntime\n' | annabella play --manual-clock
          et script med kommandoer, én på hver linje
cli-play-game =
    Partifilen: et nyt parti startes i den, eller partiet i den genoptages, f.eks. --game runde3.annabella [standard: en ny fil i mappen games: ~/.local/share/annabella/games; på Windows %LOCALAPPDATA%\annabella\data\games]
cli-play-fen =
    Start det nye parti fra denne stilling (FEN) i stedet for udgangsstillingen: et hængeparti fra et andet system eller et parti flyttet til et andet bræt, f.eks. --fen "8/5k2/8/8/8/8/3K4/4R3 w - - 0 50"
cli-play-pgn =
    Start det nye parti, hvor hovedvarianten i et PGN-parti slutter: dets tags giver navne, turnering, sted, runde og dato, dets [%clk]-kommentarer urene, dets TimeControl tidskontrollen (tilvalg angivet her går forud), f.eks. --pgn afbrudt.pgn
cli-play-game-number =
    Partiet i --pgn-filen, talt fra 1 [standard: det eneste], f.eks. --game-number 3
cli-arg-line =
    Linjetilstand: én kommando pr. linje, én linje pr. svar (automatisk, når input eller output ikke er en terminal); til skærmlæsere og punktdisplays
cli-arg-tui =
    Fuldskærmsvisningen (standard, når input og output er en terminal)
cli-play-config =
    En indstillingsfil, der tilsidesætter config/default.toml, i stedet for ~/.config/annabella/config.toml, f.eks. --config tournament.toml
cli-play-speech-log =
    Log også hver taleanmodning i denne fil, én linje hver, f.eks. --speech-log speech.log
cli-play-manual-clock =
    Tiden står stille og går kun med kommandoen `wait DURATION`, f.eks. wait 90s
cli-play-white =
    Hvids navn, f.eks. --white "Anna Hansen"
cli-play-black =
    Sorts navn, f.eks. --black "Bo Berg"
cli-play-assistant =
    Den blinde spillers assistent, som videregiver træk, noterer og betjener uret (tillæg D.2.10); anvisningerne rettes til assistenten, f.eks. --assistant "Eva Holm"
cli-play-opponent-assistant =
    Den seende spillers egen assistent (tillæg D.2.11), f.eks. --opponent-assistant "Jon Dahl"
cli-play-opponent-hearing-impaired =
    Modstanderen har hørenedsættelse: efter FIDEs regler fra 2017 kræver partiet --assistant (tillæg D.2.11)
cli-play-resume-at =
    Dato, klokkeslæt og sted for genoptagelsen, til kuverten for et hængeparti, f.eks. --resume-at "2026-11-22 10:00, sal B"
cli-play-engine =
    Øv mod et skakprogram (UCI) på den seende spillers plads: stockfish eller det angivne program, f.eks. --engine eller --engine /usr/games/stockfish
cli-play-engine-elo =
    Skakprogrammets styrke som rating, f.eks. --engine-elo 1500 [standard: fuld styrke]
cli-play-engine-level =
    Skakprogrammets styrke som niveau fra 0 til 20, f.eks. --engine-level 5
cli-play-engine-time =
    Skakprogrammets tid pr. træk i stedet for dets ur, f.eks. --engine-time 2s [standard: fra indstillingerne, 5s]
cli-play-engine-nodes =
    Skakprogrammets beregning som et antal stillinger pr. træk (samme træk hver gang), f.eks. --engine-nodes 20000
cli-play-voices =
    Indlæs også *.toml-ordforrådene i denne mappe, f.eks. --voices ~/my-voices
cli-replay-about =
    Lyt et parti fra en PGN-fil igennem: hvert træk annonceres, kommentarer og varianter efter ønske; en fil med mange partier opremses, så du kan vælge
cli-replay-after =
    I partiet siger Enter (eller next) det næste træk; back, first, last og go 12 flytter rundt i partiet; comment og variations læser op, hvad filen tilføjer, variation 1 og leave går ind i og ud af en variant; board, square og pieces svarer som i play; games opremser filens partier, og game 2 åbner et af dem; help viser det hele.

    Eksempler:
      annabella replay runde3.pgn
      annabella replay --voice da --game-number 2 club.pgn
      printf 'next 3\ncomment\nquit\n' | annabella replay --line opera.pgn
cli-replay-file =
    PGN-filen, i UTF-8 (med eller uden BOM) eller Latin-1/Windows-1252
cli-replay-game =
    En af annabellas egne partifiler i stedet, f.eks. --game runde3.annabella
cli-replay-game-number =
    Det parti i filen, der skal høres, talt fra 1 [standard: det eneste; en fil med mange partier opremses, så du kan vælge]
cli-replay-config =
    En indstillingsfil, der tilsidesætter config/default.toml, i stedet for ~/.config/annabella/config.toml, f.eks. --config tournament.toml
cli-replay-speech-log =
    Log også hver taleanmodning i denne fil, én linje hver, f.eks. --speech-log speech.log
cli-replay-engine =
    Skakprogrammet (UCI), som eval, best, line og review spørger, f.eks. --engine /usr/games/stockfish [standard: fra indstillingerne, stockfish]
cli-replay-voices =
    Indlæs også *.toml-ordforrådene i denne mappe
cli-export-about =
    Skriv et gemt parti ud som PGN eller som noteringsliste
cli-export-after =
    Eksempler:
      annabella export --sheet
      annabella export --game runde3.annabella --pgn > runde3.pgn
      annabella export --game runde3.annabella --sheet --lang da
cli-export-game =
    Partifilen, f.eks. --game runde3.annabella [standard: det senest skrevne parti i mappen games]
cli-export-pgn =
    Standard-PGN: engelsk SAN, de syv hovedtags (Seven Tag Roster), TimeControl, [%clk] efter hvert træk
cli-export-sheet =
    Noteringslisten med et sprogs bogstaver, remistilbud markeret med (=)
cli-export-braille =
    Noteringslisten i punktskrift (BRF, 40 celler gange 25 linjer), i punktskriften for noteringslistens sprog eller indstillingernes [braille] table (tillæg D.2.7), f.eks. --sheet --braille --out runde3.brf
cli-export-wav =
    Noteringslisten som lyd: træknumre og annonceringer med den indbyggede stemme, som én WAV-fil (intet lydkort nødvendigt), f.eks. --wav runde3.wav
cli-export-lang =
    Noteringslistens bogstaver: en, da, de, nb, nl [standard: partiets], f.eks. --lang da
cli-export-out =
    Skriv til denne fil i stedet for standardoutput, f.eks. --out runde3.pgn
cli-settings-about =
    Skriv alle indstillinger med deres standardværdi og hvad de gør, på dit sprog: en indstillingsfil at begynde din egen med
cli-settings-after =
    Eksempel:
      annabella settings --lang da > ~/.config/annabella/config.toml
cli-settings-lang =
    Sproget i kommentarerne: en, da, de, nb eller nl [standard: indstillingernes, ellers systemets]
cli-manual-about =
    Udskriv vejledningen: alle kommandoer og alle emner, eller ét emne (samme tekst som help TOPIC i et parti)
cli-manual-after =
    Eksempler:
      annabella manual
      annabella manual compare --lang de
      annabella manual clock > clock.txt
cli-manual-topic =
    En kommando (compare) eller et emne (clock); uden: hele vejledningen
cli-manual-lang =
    Sproget: en, da, de, nb eller nl [standard: indstillingernes]
cli-manual-config =
    Indstillingsfilen, som sproget hentes fra
cli-clip-words-about =
    Vis de ord, som et ordforråds indbyggede stemme skal bruge, ét pr. linje som "KEY<TAB>WORD" (voices/make-clips.sh laver et klip af hvert)
cli-clip-words-after =
    Eksempel:
      annabella clip-words --voice da
cli-clip-words-voice =
    Ordforrådet, f.eks. --voice de
cli-clip-words-voices =
    Indlæs også *.toml-ordforrådene i denne mappe
## The man page (annabella generate man): its title and its headings, in
## capitals as man pages write them.
man-title = annabella-vejledning
man-name = NAVN
man-synopsis = SYNOPSIS
man-command = KOMMANDO
man-options = TILVALG
man-description = BESKRIVELSE
man-commands = KOMMANDOER
man-in-a-game = I ET PARTI
man-see-also = SE OGSÅ

cli-play-event =
    Turneringen, til partiets oplysninger og transmissionen, f.eks. --event "DM i skak"
cli-play-site =
    Hvor der spilles, f.eks. --site "Vejle"
cli-play-round =
    Runden, f.eks. --round 3
cli-play-board =
    Brættets nummer i runden, f.eks. --board 5
cli-play-broadcast =
    Send partiet, mens det spilles, til en direkte transmission og dommerens overblik: GET /game.pgn og /status.json på denne adresse [standard: indstillingernes [broadcast] address, 127.0.0.1:8064], f.eks. --broadcast 0.0.0.0:8064
cli-play-broadcast-file =
    Skriv også transmissionens PGN til denne fil efter hvert træk, erstattet i sin helhed, f.eks. --broadcast-file runde3/braet5.pgn
cli-arbiter-about =
    Dommerens overblik: følg de brætter, der sender deres partier (play --broadcast), en linje pr. bræt, og hør, hvad der kræver dommeren
cli-arbiter-after =
    I overblikket skriver du list (eller Enter) for alle brætters linje, board 3 (eller 3) for ét bræt i detaljer, help og quit. En vinge, der falder, et krav eller en afgørelse, der venter, et remistilbud, et blindeskakbræt, der afviger, et resultat og et bræt, der holder op med at svare, siges, når det sker.

    Eksempler:
      annabella arbiter http://10.0.0.5:8064 http://10.0.0.6:8064
      annabella arbiter --boards runde3.txt --every 5s
      annabella arbiter --line 127.0.0.1:8064
cli-arbiter-urls =
    Brætternes adresser, som deres play --broadcast oplyser dem, f.eks. http://10.0.0.5:8064 10.0.0.6:8064
cli-arbiter-boards =
    En fil med brætternes adresser, én pr. linje (# indleder en kommentar), f.eks. --boards runde3.txt
cli-arbiter-every =
    Tiden mellem to forespørgsler til et bræt, f.eks. --every 5s [standard: 2s]
cli-arbiter-config =
    En indstillingsfil, der tilsidesætter config/default.toml, i stedet for ~/.config/annabella/config.toml, f.eks. --config turnering.toml
cli-arbiter-speech-log =
    Log også hver taleanmodning i denne fil, én linje hver, f.eks. --speech-log tale.log

## The broadcast (play --broadcast) and the arbiter's overview of many
## boards (annabella arbiter).
broadcast-serving = Partiet sendes på http://{ $address }/game.pgn. Dommerens status: http://{ $address }/status.json.
broadcast-file = Transmissionens PGN skrives til { $path } efter hvert træk.
broadcast-delay = Trækkene når transmissionen { $delay } efter, at de er fuldført.
broadcast-file-failed = Transmissionsfilen { $path } kunne ikke skrives: { $reason }. Partiet fortsætter; der forsøges igen efter hvert træk.
broadcast-file-again = Transmissionsfilen { $path } skrives igen.
braille-table-missing = Punktskrifttabellen { $table } er ikke installeret (liblouis): der skrives ingen punktskrift. Installér den (sudo apt install liblouis-data), eller angiv en anden tabel i [braille] table.
braille-untranslatable = Punktskrifttabellen { $table } skriver “{ $text }” i celler, som ingen seks-punkts side viser (en otte-punkts tabel eller ingen teksttabel): der skrives ingen punktskrift. Angiv en seks-punkts teksttabel i [braille] table.
braille-display-ready = Punktdisplayet er tilsluttet: { $cells } celler.
braille-display-back = Punktdisplayet er tilbage: { $cells } celler.
braille-display-offline = Punktdisplayet svarer ikke: frakoblet eller slukket. Partiet fortsætter; det vises igen, når displayet er tilbage.
braille-display-absent = BRLTTY kan ikke nås: intet vises endnu i punktskrift. Partiet fortsætter; displayet tilsluttes, så snart BRLTTY kører.
braille-display-lost = BRLTTY er stoppet: intet vises i punktskrift. Partiet fortsætter; displayet tilsluttes igen, så snart BRLTTY kører.
braille-display-no-brlapi = Intet punktdisplay: BrlAPI, BRLTTYs bibliotek, er ikke installeret (sudo apt install brltty libbrlapi0.8). Partiet fortsætter.
braille-display-elsewhere = Her viser skærmlæseren punktskrift (NVDA, JAWS): tilvalget --braille styrer et display gennem BRLTTY, på Linux.
braille-display-line-mode = Linjetilstand overlader punktdisplayet til skærmlæseren: --braille viser fuldskærmen på det.
braille-display-reader = Punktskrift går til { $reader }: skærmlæseren viser fuldskærmens linjer på sit display.
envelope-text-written = Kuverten er skrevet som tekst: ydersiden, uden trækket, { $outside }; indersiden, med det hemmelige træk, { $inside }.
braille-table-unknown = Punktskrifttabellen { $table } er ikke installeret (liblouis): angiv en tabel fra /usr/share/liblouis/tables i [braille] table, eller "" for sprogets egen. Intet blev startet.
broadcast-serving-everywhere = Partiet sendes på alle denne maskines adresser, port { $port }: /game.pgn og /status.json til dommeren.
broadcast-delay-alone = --broadcast-delay holder det sendte tilbage, men intet sendes: angiv også --broadcast eller --broadcast-file, eller serve = true i [broadcast].
broadcast-file-not-a-file = { $path } er ikke en fil (en mappe, en enhed eller en pipe): transmissionens PGN skrives aldrig hen over den. Angiv et filnavn, f.eks. --broadcast-file runde3/braet5.pgn.
broadcast-file-game = { $path } er partifilen eller en fil, annabella har ved siden af den: transmissionens PGN skal i sin egen fil, f.eks. --broadcast-file runde3/braet5.pgn.
broadcast-file-unwritable = Transmissionsfilen { $path } kan ikke skrives: { $reason }. Intet blev startet.
arbiter-which = Hvilket bræt? Skriv board og dets nummer. Brætterne: { $names }.
arbiter-keys = Taster: { $page_up } og { $page_down } blader i meddelelserne, { $read_back } og { $read_forward } læser dem en linje ad gangen, { $quit } afslutter.
overview-result-waits = et resultat venter på yes eller no
overview-foreign = det svarer, men ikke med et bræts status
overview-unbelievable = det svarer med en status, der ikke kan passe (et ur, et træknummer eller et navn, som intet parti har)
tui-more-boards = ▼ { $count ->
        [one] 1 bræt mere
       *[other] { $count } brætter mere
    }{ $alerts ->
        [0] {""}
        [one] , 1 kræver dommeren
       *[other] , { $alerts } kræver dommeren
    }: list
broadcast-address-bad = Ikke en adresse at sende på: { $text }. Angiv en port (8064) eller en adresse og en port (127.0.0.1:8064, 0.0.0.0:8064).
broadcast-unavailable = Partiet kan ikke sendes på { $address }: { $reason }. { $kind ->
        [in-use] Angiv en anden port, f.eks. --broadcast 127.0.0.1:8065;
       *[other] Angiv en adresse på denne maskine, f.eks. --broadcast 127.0.0.1:8064 eller 0.0.0.0:8064;
    } intet blev startet.
arbiter-following = Følger { $count ->
        [one] 1 bræt, spurgt
       *[other] { $count } brætter, hvert spurgt
    } med { $every } mellemrum. list: alle brætter; board og et nummer: ét i detaljer; help; quit.
arbiter-help = list (eller Enter): alle brætters linje. board 3 (eller 3): ét bræt i detaljer. quit: afslut. Det, der kræver dommeren, siges, når det sker.
arbiter-unknown = Ikke en kommando i overblikket: { $input }. Skriv list, board 3, help eller quit.
arbiter-no-board = Intet bræt { $name } her. Brætterne: { $names }.
arbiter-address-bad = Ikke et bræts adresse: { $text }. Angiv den, som play --broadcast oplyser den, f.eks. http://10.0.0.5:8064 (almindelig http, en port fra 1 til 65535).
arbiter-no-boards = Intet bræt at følge: angiv deres adresser, f.eks. annabella arbiter http://10.0.0.5:8064, eller en fil med dem, f.eks. --boards runde3.txt.
arbiter-too-many-boards = { $count } brætter angivet: ét overblik følger højst { $most }. Fordel dem på flere overblik, f.eks. to filer til --boards.
arbiter-address-bad-in = { $path }:{ $line }: ikke et bræts adresse: { $text }. Angiv én pr. linje, som play --broadcast oplyser den, f.eks. http://10.0.0.5:8064.
arbiter-no-boards-in = { $path } indeholder intet bræts adresse: angiv én pr. linje, f.eks. http://10.0.0.5:8064 (# indleder en kommentar).
arbiter-every-bad = Ikke en tid mellem forespørgsler: { $text }. Angiv hele sekunder, mindst 1, f.eks. --every 2s.
overview-news = Bræt { $board }: { $what }.
overview-to-move = træk { $number }, { $color ->
        [white] { -white }
       *[black] { -black }
    } i trækket
overview-clocks = { -white } { $white }, { -black } { $black }
overview-result = resultat { $result }
overview-adjourned = afbrudt
overview-resumed = genoptaget
overview-flag = { $color ->
        [white] { -white }
       *[black] { -black }
    }s vinge er faldet
overview-claim = et krav venter på dommeren
overview-decision = en afgørelse venter på yes eller no
overview-offer = { $color ->
        [white] { -white }
       *[black] { -black }
    } tilbyder remis
overview-peg-differs = blindeskakbrættet afviger
overview-peg-agrees = blindeskakbrættet stemmer overens igen
overview-stopped = svarer ikke
overview-back = svarer igen
overview-no-answer = intet svar
overview-waiting = venter på det første svar
overview-players = { -white(case: "upper") }: { $white }. { -black(case: "upper") }: { $black }.
overview-round = runde { $round }
overview-source = Spurgt på http://{ $source }/status.json.
tui-boards-title = Brætter
tui-prompt-arbiter = Kommando:{" "}
## Settings files: what is wrong in one, after "FILE:LINE: ". Keys,
## sections, values and the names a setting takes are written as in the file.

config-no-such-file = filen findes ikke
config-unreadable = den kan ikke læses: { $why }
config-not-text = denne linje er ikke UTF-8-tekst; gem filen som UTF-8
config-syntax = ikke gyldig TOML: { $kind ->
        [no-value] en nøgle uden værdi; skriv nøgle = værdi
        [unclosed] en [ er ikke lukket med ]
        [unclosed-text] en tekst i anførselstegn er ikke lukket med det samme anførselstegn
        [not-quoted] en tekst skal stå i anførselstegn, som i lang = "da"
        [twice] denne nøgle eller dette afsnit står der to gange
       *[other] { $detail }
    }
config-unknown-section = ukendt afsnit [{ $name }]; tilladt: { $allowed }
config-outside-section = { $name } = { $value } står uden for alle afsnit; tilladte afsnit: { $allowed }
config-not-a-section = { $name } = { $value } er { $kind ->
        [integer] et heltal
        [float] et decimaltal
        [boolean] en sandhedsværdi
        [date] en dato
        [list] en liste
        [table] en tabel
       *[text] en tekst
    }; tilladt: et afsnit [{ $name }]
config-unknown-key = ukendt nøgle `{ $key }` i [{ $section }]; tilladt: { $allowed }
config-value = { $key } = { $value } { $why }
# An option of the command line: --laws 2018 and what is wrong with the value.
config-option = { $option } { $value } { $why }
config-item = { $item } i { $key } { $why }
config-vocabularies = { $key }: ordforrådene kan ikke læses, så værdien kan ikke kontrolleres: { $why }
config-why-kind = er { $kind ->
        [integer] et heltal
        [float] et decimaltal
        [boolean] en sandhedsværdi
        [date] en dato
        [list] en liste
        [table] en tabel
       *[text] en tekst
    }; tilladt: { $allowed }
config-why-not = er ikke { $what ->
        [language] et sprog
        [letter-set] et bogstavsæt
        [theme] et farvetema
        [speech-backend] en måde at tale på
        [colour] en farve
        [mirror-mode] en måde at følge blindeskakbrættet på
        [kind-of-game] en partitype (standard, rapid, blitz)
        [supervision] en måde at overvåge partierne på
        [time-control] en tidskontrol
        [cadence] en hyppighed for tidsmeldinger
        [time] en tid
        [edition] en udgave af reglerne
        [strength] en styrke for skakprogrammet
        [think] en betænkningstid for skakprogrammet
        [address] en adresse at sende på
       *[voice] et ordforråd
    }; tilladt: { $allowed }
config-why-range = ligger uden for det tilladte område; tilladt: { $allowed }
config-allowed-or-empty = { $names }, "" ({ $empty ->
        [system-language] systemets sprog, ellers et valgt ordforråds, ellers engelsk
        [of-language] som i lang
        [of-control] som tidskontrollen giver
       *[of-voice] som i voice
    })
config-allowed-whole = et helt tal fra { $lo } til { $hi }
config-allowed-vocabulary = id'et for et ordforråd, f.eks. "de"
config-allowed-vocabulary-or-empty = id'et for et ordforråd, eller "" (som i voice)
config-allowed-serial-port = en seriel port som "/dev/ttyACM0" eller "COM3", eller "" for ingen
config-allowed-device = en del af en lydenheds navn, eller ""
config-allowed-control = PGN-formen (40/5400:1800+30, 300+3, 5400d5) eller FIDEs korte form (90/40+30+30s, 15+10, 3+2), hver tid højst { $hours } timer
config-allowed-time = tider som "5m", "1m30s", "90s" eller "1:30" (et tal alene er minutter), højst { $hours } timer
config-allowed-times = en liste af tider som "5m", "1m30s", "90s" eller "1:30" (et tal alene er minutter), højst { $hours } timer, eller [] for ingen
config-allowed-cadence = "" (fra) eller meldinger som "5m, 1m<10m, 10s<1m", hver tid højst { $hours } timer
config-allowed-engine = et program, der taler UCI, som "stockfish" eller "/usr/games/stockfish"
config-allowed-engine-options = en tabel over skakprogrammets indstillinger og deres værdier, som { "{" } Threads = 2, Hash = 128 { "}" }
config-allowed-strength = "" (fuld styrke), en rating som "1500" eller et niveau som "level 5"
config-allowed-address = en port som "8064" (kun denne maskine) eller en adresse og en port som "0.0.0.0:8064"
config-allowed-braille-table = navnet på en liblouis-tabel, som "da-dk-g26.ctb", eller "" (sprogets egen)
config-allowed-think = "" (på sit eget ur), en tid pr. træk som "2s" eller "nodes 20000"; hver tid højst { $hours } timer
config-allowed-seconds = tider som "1s", "500ms" eller "2" (et tal alene er sekunder), højst { $hours } timer, eller "nodes 20000" (samme svar hver gang)
config-allowed-key = en tast i anførselstegn, som "f2", "ctrl-q" eller "shift-k"
config-allowed-keys = en tabel af handlinger og deres taster
config-key-not-a-key = er ikke en tast{ $reason ->
        [modifier-twice] {" "}(en ændringstast to gange: "{ $text }")
        [shift-on-sign] {" "}(shift- hører kun til bogstaver og navngivne taster; skriv selve tegnet, ikke "{ $text }")
       *[none] {""}
    }; tilladt: et bogstav, et ciffer eller et tegn (x, ?), f1–f12, esc, enter, space, tab, backspace, up, down, left, right, home, end, pageup, pagedown, insert, delete, hver med ctrl-, alt- eller shift- foran efter ønske (ctrl-q, shift-k)
config-key-board-jump = kan ikke være en brættast: i brættilstand hopper a–h til en linje og 1–8 til en række; tilladt: enhver anden tast, f.eks. et bogstav fra i til z, et tegn, en F-tast eller en navngiven tast
config-key-types = ville blive skrevet i indtastningslinjen; tilladt for { $action }: f1–f12, esc, tab, pageup, pagedown, insert eller en tast med ctrl- eller alt- (ctrl-q)
config-key-edits = redigerer indtastningslinjen ({ $key } bruges der: backspace og delete, pilene, home og end flytter og sletter, up og down henter tidligere linjer, enter sender linjen); tilladt for { $action }: f1–f12, esc, tab, pageup, pagedown, insert eller en tast med ctrl- eller alt- (ctrl-q)
config-key-taken = er allerede tasten for { $action }; tilladt: en tast, som ingen anden handling har (giv { $action } en anden tast for at frigøre den)
config-key-ctrl-c = er reserveret til at afslutte programmet: Ctrl+C, også med Alt eller Skift, afslutter altid og gemmer partiet; tilladt: enhver anden tast

## Manualen: help EMNE og annabella manual. Hver indrykket linje er et afsnit.

manual-heading = annabella: vejledningen

## Vejledninger, én for hvert emne, i den rækkefølge help-topics nævner dem.

manual-start-title = Start af et parti
manual-start =
    Skriv annabella play for at starte et parti ved tastaturet. Hvert træk annonceres, fuldføres med tryk på uret, tidtages og gemmes, mens det sker.
    For eksempel: annabella play --game runde3.annabella --control 90/40+30+30s. Angiv spillerne med --white Hansen --black Berg. Sæt et navn med mellemrum i anførselstegn.
    Tilvalget --game FILE angiver partifilen. Uden det oprettes en ny fil i mappen games: ~/.local/share/annabella/games på Linux. Filens sti siges ved starten og ved quit.
    Partiets egne indstillinger: --white NAME og --black NAME, spillerne; --control, tidskontrollen. Reglernes udgave: --laws 2017, 2014, 2005 eller 2001; standard er 2017. Når den blinde spiller har de sorte brikker: --color black. Skal trykket på uret vente på blindeskakbrættet: --mirror strict. Den blinde spillers assistent: --assistant NAME.
    Hvordan partiet formidles: --voice de, da eller nb, annonceringernes ord; --lang en, da, de, nb eller nl, sproget for alt andet. Desuden: --letters, brikbogstaverne, der skrives og vises; --speech, hvem der taler. Tilvalgene --long, --no-pawn og --no-check ændrer annonceringens form.
    I en terminal åbnes fuldskærmsvisningen; --tui vælger den altid. Tilvalget --line vælger altid linjetilstand, til en skærmlæser eller et punktdisplay. Med --manual-clock står tiden stille, undtagen ved wait: til øvelse og demonstrationer.
    Ved starten hører du: Nyt parti; hvem der spiller på blindeskakbrættet; tidskontrollen, som den er forstået; reglernes udgave; og Hvid er i trækket.
    For at genoptage efter quit, en pause eller et nedbrud: skriv annabella play --game runde3.annabella igen. Du hører: Partiet er genoptaget ved træk 23, og hvad der venter. Partiets egne indstillinger forbliver, som de var; et tilvalg, der afviger, nævnes som ikke brugt. Formidlingen kan ændres: --lang, --letters, tilvalgene for stemmen og --periodic gælder fra da af.
    Andre tilvalg: --fen og --pgn starter fra en stilling; --eboard læser et elektronisk bræt; --config FILE angiver en indstillingsfil. Kommandoen annabella help play viser alle tilvalg, hvert med et eksempel.
    Se også: help game, help clock, help file, help pgn, help settings.

manual-game-title = Et træk, fra annoncering til tryk på uret
manual-game =
    Skriv et træk, og tryk Enter: det annonceres straks med de valgte ord, for eksempel { $say-Nf3 }. Reglerne kalder det at meddele trækket (FIDEs regler 2017, tillæg D.2.1); her hedder det at annoncere. Trækket er nu annonceret, ikke fuldført. Indtil der trykkes på uret, beskriver svar om brættet stillingen efter trækket, og det siges først.
    Når modstanderen har gentaget annonceringen, registrerer confirm det. Det er valgfrit. Du hører: Gentaget af modstanderen.
    Kommandoen press fuldfører trækket, ligesom tryk på uret gør. Du hører for eksempel: Hvid har fuldført træk 2. Sort er i trækket. Et tryk uden annonceret træk afvises, og det siges.
    En fortalelse før tryk på uret rettes med fix og det mente træk: fix Sc3. Du hører Rettelse og den nye annoncering; begge bliver stående i partifilen. Efter tryk på uret afvises fix. Kun dommerens illegal, eller compare og rollback, ændrer et fuldført træk.
    Remis: draw tilbyder remis for den blinde spiller; draw white, draw black eller draw med et navn er den spillers tilbud. Det markeres med (=) på noteringslisten. Derefter besvares det med accept eller decline; det afslås også, når der trækkes.
    Opgivelse: resign alene gælder den blinde spiller, uanset hvem der er i trækket; resign white, resign black eller resign med et navn gælder den spiller. Krav: claim threefold MOVE og claim fifty MOVE kræver remis, med det træk, du vil spille. Og claim time kræver gevinst på tid, når modstanderens vinge er faldet.
    Alt, der afslutter partiet eller fastsætter resultatet, er et forslag. Det samme er alle dommerens handlinger. Et forslag siger først alt, hvad det ville registrere, og derefter: Skriv yes for at registrere det eller no for at spille videre. Svaret no registrerer intet. Indtil der er svaret, tages intet andet imod, der ville ændre partiet; forespørgslerne, peg, touch og indstillingerne virker stadig.
    Skakmat, pat og død stilling afslutter partiet straks, uden tryk på uret; urene stopper. Det samme gælder, efter reglerne fra 2014 og 2017, femfoldig stillingsgentagelse og 75-træksreglen. Indtil noget andet indtastes, retter fix MOVE stadig trækket, der afsluttede partiet, og afslutningen tages tilbage.
    En opgivelse, en aftalt remis, et krav eller dommerens resultat afslutter partiet, når yes registrerer det. Efter afslutningen svarer forespørgslerne stadig, og result kan registrere et andet resultat. Efter quit skriver annabella export partiet ud.
    Se også: help status, help claim, help yes, help arbiter, help moves.

manual-clock-title = Det talende ur
manual-clock =
    Angiv tidskontrollen med --control eller med control i indstillingerne; standard er 90/40+30+30s. Skriv den som i PGN: 40/5400:1800+30, 300+3 eller 5400d5 for 5 sekunders delay (Bronstein) pr. træk. Eller i FIDEs korte form: 90/40+30+30s, 15+10, 3+2.
    Et X+Y uden enheder er minutter og sekunder, når X er under 180, som i 15+10. Fra 180 og op er det sekunder og sekunder, som i 300+3. En angivet enhed gælder altid: 90m+30s.
    Perioder, tillægstid (Fischer) og delay (Bronstein) håndteres alle. Den næste periodes tid lægges til, når det sidste træk i en periode er fuldført. Ved starten gentages tidskontrollen, som den er forstået, for eksempel: 30 sekunder tillægstid pr. træk fra træk 41.
    En sandsynlig tastefejl afvises, med det, der formentlig var ment. For eksempel ville 40/90 være 90 træk i 40 minutter: for 40 træk i 90 minutter skrives 90/40 eller 40/5400. Og 0+5 giver ingen tid at begynde med. Uden for en tidskontrol spørges der tilbage om en tid uden enhed: 90 minutter eller 90 sekunder?
    Kommandoen time svarer for begge spillere, en linje hver: fuldførte træk, brugt tid, resterende tid. Et træk, der er annonceret og ikke fuldført, er ikke talt med endnu, og spillerens ur går; time siger det. I fuldskærmsvisningen gør F4 det samme.
    Advarsler kommer, når der er 5 minutter og 1 minut tilbage på den blinde spillers eget ur; indstillingen warnings fastsætter dem. Intet andet om tiden siges uopfordret, medmindre du vælger periodiske meldinger.
    Periodiske meldinger er som standard slået fra. Angiv hyppigheden med --periodic, i anførselstegn, eller med periodic i indstillingerne. For eksempel betyder 5m, 1m<10m, 10s<1m hvert 5. minut; hvert minut under 10 minutter; hvert 10. sekund under et minut.
    Ved nul hører du, at vingen er faldet, og om modstanderen stadig kan sætte mat (vejledende). Når modstanderens vinge falder, foreslås claim time; ikke når den blinde spillers egen falder. Er begge vinger faldet, siger programmet, hvilken der faldt først.
    Kun dommeren ændrer et ur, med addtime og setclock. En indtastet tid er højst 100 timer. Med --manual-clock står tiden stille og går kun med wait, for eksempel wait 90s.
    Se også: help time, help claim, help addtime, help setclock, help arbiter.

manual-file-title = Partifilen: intet går tabt
manual-file =
    Hver hændelse skrives i partifilen og helt ned på disken, før der siges noget om den. Et træk, et tryk på uret, en rettelse, et forslag og svaret på det er alle hændelser.
    For at fortsætte et parti: skriv annabella play --game FILE. Stillingen, noteringslisten og urene er, som de var. Tid, der gik, mens programmet var lukket, tæller for den spiller, hvis ur gik; det siges ved genoptagelsen. Et forslag, der venter på yes, stilles igen.
    Tager disken ikke imod en hændelse, fordi den er fuld, eller fordi filen ikke må vokse, fjernes hændelsen fra filen igen. Du hører: Ikke gemt: disken er fuld. Intet af det er i partiet, og partifilen er som før. Frigør plads, og indtast det så igen. Partiet fortsætter.
    En fil, hvis sidste post blev afbrudt af et nedbrud, genoptages fra dens sidste hele hændelse. En kopi af den beskadigede fil gemmes ved siden af den, med .damaged føjet til navnet.
    Hver post har sit nummer og en kontrolsum. En post, der er ændret manuelt, afvises, og linjen nævnes; det samme gælder ombyttede, udeladte eller gentagne linjer og en tid, der går tilbage. Filen røres ikke og afspilles aldrig som et andet parti. Linjeskift fra Windows og et BOM (byte order mark) læses.
    Ét program ad gangen: et nyt play på et parti, der er åbent et andet sted, afvises, og filen nævnes. Men annabella export kan stadig læse det. Intet på stien fjernes nogensinde. En partifil kan flyttes uændret mellem Windows og Linux.
    Et andet program kan ændre filen under et igangværende parti: en editor, et synkroniseringsværktøj, en afkortning, en overskrivning. Det opdages ved hver indtastning, ved hver kommando, én gang i sekundet og ved afslutningen. Så skrives der ikke mere i filen, og partiet, som det er registreret, gemmes helt. Det lægges tilbage under sit navn, hvis det er ledigt, ellers ved siden af, med .saved føjet til. Meddelelsen siger, hvad der skete, hvor partiet er, og hvordan man fortsætter.
    Ved genoptagelse nævnes en nyere gemt kopi, der afviger. En fil, der indeholder mindre end sin gemte kopi, afvises, og meddelelsen henviser til kopien. På Windows kan intet andet program flytte, slette eller afkorte den åbne fil.
    Ikke garanteret: efter et strømsvigt kan en disk, hvis cache melder skrivninger, den aldrig har gemt, miste de sidste hændelser.
    Se også: help start, help quit, help pgn.

manual-mirror-title = To brætter, to noteringslister
manual-mirror =
    Som FIDEs regler kræver i tillæg D.2.9, følger programmet den blinde spillers blindeskakbræt. Hvert træk regnes som udført, som det blev annonceret, medmindre du angiver andet med peg.
    Skriv peg MOVE eller peg FROM TO for, hvordan trækket faktisk blev udført på blindeskakbrættet, lovligt eller ej: peg g1 h3. Skriv peg ok, når det blev udført som annonceret. Ved bondeforvandling følger brikbogstavet: peg e7 e8 q.
    Så snart blindeskakbrættet afviger, siger én privat linje det: Blindeskakbrættet afviger: { $piece-N } på { $sq-h3 } skal stå på { $sq-f3 }. Var det det træk, der faktisk blev udført, foreslår linjen i stedet fix.
    Kommandoen diff siger, hvor mange steder der er forskel, og i hvor mange trin det rettes. Derefter kommer hvert på sin linje: Trin 1 af 1: flyt { $piece-N } fra { $sq-h3 } til { $sq-f3 }. Når brættet er rettet, skriver du peg fixed.
    Efter rollback eller illegal antages blindeskakbrættet ikke at følge med. Trinnene til den genskabte stilling siges straks. Brætterne regnes som forskellige indtil peg fixed.
    Med --mirror strict venter trykket på uret ved hvert træk på peg; indstillingen hedder mirror. Så er peg ok nok, når trækket blev udført som annonceret.
    Den anden spillers noteringsliste kontrolleres med compare og listens træk: compare 1. e4 e5 2. Sf3 Sc6. Alle brikbogstaver kan bruges, med eller uden træknumre, og også de talte ord. Skrevet alene beder compare om listen en linje ad gangen: end eller en tom linje sammenligner, cancel afbryder.
    Ens lister nævner det bræt, der skal rettes. En liste, der slutter før tid, er ingen forskel; er den mere end ét træk bagud, bør den føres ajour. En liste, der er længere end partiet, nævner sine ekstra træk: indtast dem som træk, hvis de blev spillet. En indtastning, der ikke er et træk eller passer til to træk, nævnes, og intet sammenlignes.
    Forskellige lister nævner det første træk, der afviger. De foreslår at gå tilbage til det sidste træk, hvor de stemmer overens, med urene, som de stod dengang. Derefter siger rollback, hvad den ville registrere, og yes gør det. Dommeren kan bagefter ændre urene med setclock. Trækkene, der tages tilbage, bliver stående i partifilen og i PGN.
    Se også: help peg, help diff, help compare, help rollback, help explore.

manual-arbiter-title = Til dommeren
manual-arbiter =
    Programmet foreslår; et menneske afgør. Hver af dommerens handlinger siger først, hvad den ville registrere. Det er stillingen, hvert ur, en vinge, der ikke længere regnes som faldet, eller som falder, antallet af ulovlige træk og resultatet. Derefter registrerer yes netop det; no registrerer intet. Begge dele gemmes i partifilen og i PGN.
    Skriv illegal, når det sidste fuldførte træk var ulovligt. Det foreslår at genskabe stillingen før trækket, med straffen efter reglernes udgave.
    Skriv report illegal MOVE, når et ulovligt træk blev udført på et bræt og blev afvist, da det blev skrevet. Den første afvisning af sådan et træk siger hvordan: Hvis det blev udført på brættet, så meld det til dommeren: report illegal Lb6. En melding tæller med blandt de erklærede ulovlige træk. Den blinde spillers eget afviste træk er en tastefejl og får ingen henvisning.
    For at lægge tid til: addtime black 2m. For at stille, hvad et ur viser, eller trække tid fra: setclock white 1h2m3s. For at registrere dommerens resultat: result 1-0, result 0-1 eller result 1/2. Det tilsidesætter også et resultat, der allerede er registreret.
    Når modstanderens vinge er faldet, foreslår claim time gevinst. Kan kravstilleren ikke sætte mat, foreslår det remis. Ved no forbliver vingen faldet. Er begge vinger faldet, gælder kravet for den spiller, hvis vinge faldt sidst. Vinger, der faldt i samme øjeblik på manuelt indstillede ure, giver remis i den sidste periode; før den fortsætter partiet.
    Et korrekt krav om remis ved trefoldig stillingsgentagelse eller efter 50-træksreglen stopper begge ure. De står stille, mens dommeren tilkaldes. Tages kravet ikke til følge (no), regnes det som ukorrekt. Kravstillerens ur går igen, det noterede træk udføres, og straffen foreslås.
    Straffe efter udgave. Et ulovligt træk giver modstanderen 2 minutter. Ved det andet ulovlige træk tabes partiet efter reglerne fra 2014 og 2017, ved det tredje efter reglerne fra 2001 og 2005. Efter reglerne fra 2014 og 2017 er det i stedet remis, hvis modstanderen ikke kan sætte mat.
    Et ukorrekt krav giver modstanderen 2 minutter efter reglerne fra 2014 og 2017. Efter reglerne fra 2001 og 2005 giver det 3 minutter, og der trækkes tid fra kravstilleren. Femfoldig stillingsgentagelse og 75-træksreglen afslutter kun partiet efter reglerne fra 2014 og 2017. Efter reglerne fra 2017 skal der bruges en assistent mod en modstander med hørenedsættelse.
    Kommandoen touch noterer en brik, som modstanderen rørte, med tidspunktet. Eksporten, annabella export --game FILE --pgn eller --sheet, giver hvert notat ved sit træk. Notaterne: remistilbud, rørte brikker, ulovlige træk, krav, ændringer af urene, forslag, der ikke blev registreret.
    Se også: help illegal, help report, help claim, help result, help yes, help pgn.

manual-assistant-title = Assistenten
manual-assistant =
    Den blinde spiller har ret til at bruge en assistent, som videregiver træk, noterer og betjener uret (FIDEs regler 2017, tillæg D.2.10). Assistenten navngives ved starten med --assistant NAME. Under partiet bruges assistant on NAME. Anvisningerne rettes så til assistenten. Med assistant off rettes de igen til spilleren.
    Ved tastaturet sidder den blinde spiller eller assistenten: operatøren, som taler for den blinde spiller. Et resign eller draw alene gælder den blinde spiller. For modstanderen skrives resign white, resign black, draw white eller draw black. En spillers navn kan stå i stedet for farven.
    Skriv touch e7 for at notere til dommeren, at modstanderen rørte en brik, med tiden siden start. Det står i PGN og i noteringslistens notater. Et tomt felt afvises.
    Til den blinde spillers krav: når modstanderens vinge falder, lyder det: Kræv gevinst på tid med: claim time. Kravene claim threefold MOVE og claim fifty MOVE fremsættes før trækket, med det tilsigtede træk.
    Assistenten kan videregive et træk fra modstanderen, som programmet afviser. Det kan alligevel være udført på brættet: den første sådanne afvisning siger, hvordan det meldes, med report illegal MOVE.
    Til den seende spillers egen assistent (FIDEs regler 2017, tillæg D.2.11): --opponent-assistant NAME. Efter reglerne fra 2017 kræver --opponent-hearing-impaired også --assistant. Uden det starter partiet ikke, og det siges hvorfor; assistenten bliver derefter.
    Se også: help touch, help claim, help report, help status.

manual-adjourn-title = Afbrydelse af et parti (hængeparti)
manual-adjourn =
    Ved en afbrydelse afgiver spilleren i trækket hemmeligt træk: seal Sf3. Trækket kontrolleres og registreres, men siges aldrig højt. Du hører kun: Hemmeligt træk registreret, træk 41. Uret er stoppet; partiet er afbrudt (hængeparti).
    Et træk, der allerede er annonceret, er det hemmelige træk: skriv seal alene for at afgive det.
    Mens partiet er afbrudt, venter træk, blindeskakbrættet, krav og compare. Disse virker stadig: draw, accept, decline, resign, result, addtime, setclock. Det gør assistant, envelope og forespørgslerne også: time, status, sheet, last, board.
    Skriv envelope med dato, klokkeslæt og sted for genoptagelsen: envelope 2026-11-22 10:00, sal 2. De kan også angives ved starten med --resume-at. Uden dem står der på kuverten, at de fastsættes af dommeren.
    Kuverten skrives ved siden af partifilen, som tekst og i punktskrift: BRF, 40 celler gange 25 linjer. Punktskriften følger det sprog, kuverten er skrevet på, gennem liblouis (dansk, tysk, norsk, hollandsk eller engelsk uforkortet); [braille] table i indstillingerne angiver en anden tabel. Ydersiden indeholder aldrig trækket. Den har spillerne, stillingen før det hemmelige træk, den forbrugte betænkningstid og urenes stilling ved genoptagelsen, hvem der afgav det hemmelige træk, og dets nummer. Den har også et gældende remistilbud og genoptagelsen.
    Indersiden er til dommeren: noteringslisten til og med det hemmelige træk, med noteringslistens bogstaver. Du hører navnene på de fire filer.
    Programmet må gerne lukkes. Ved genoptagelsen stiller annabella play --game FILE stillingen og urene op. Når modstanderen er klar til at svare, skriver du unseal. Det hemmelige træk udføres og annonceres, og uret for den spiller, der skal svare, starter.
    Se også: help seal, help envelope, help unseal, help file.

manual-lines-title = Linjetilstand, til skærmlæsere og punktdisplays
manual-lines =
    I linjetilstand skrives én kommando på en linje, og svaret kommer som linjer. Der er ingen markørbevægelser, farver eller gentegning. NVDA, JAWS, Orca og punktdisplays læser hver linje, når den kommer. Start den med --line; den bruges af sig selv, når input eller output ikke er en terminal.
    Hver linje er højst 80 tegn, hvor den kan deles et naturligt sted. Et langt svar deles ved sætningsslut; derefter ved semikolon; derefter ved kolon og komma. En liste deles mellem sine punkter og gentager sin overskrift. Hver linje står for sig selv.
    Kommandoen board læser stillingen op, én række på hver linje: Række 4, Hvid: { $say-e4 }. Med board white kommer én sides brikker, én slags på hver linje: 2 hvide { $pieces-R } på { $sq-a1 }, { $sq-h1 }.
    Kommandoen sheet læser noteringslisten op, ét trækpar på hver linje; sheet 12 begynder ved træk 12. Kommandoen last siger det sidste træk med annonceringens ord; last 3 siger de sidste tre.
    Skriv square f7 eller square { $sq-f7 } for at høre, hvad der står der, og hvad der truer og dækker feltet. Skriv pieces white rooks for at høre, hvor en sides brikker af én slags står. Også pieces black N og pieces weiße Türme virker.
    Kommandoen status siger, hvad der venter, og time oplyser urene. Ingen af disse forespørgsler ændrer partiet. De kan stilles, mens et forslag venter på yes eller no.
    Mens et træk er annonceret og ikke fuldført, gælder disse svar og touch stillingen efter det. De siger det først: Stillingen efter Hvids annoncerede træk "{ $say-e4 }", endnu ikke fuldført.
    Indtastningen gentages, og navne udskrives, kun med kontroltegn fjernet. En linje, der ikke er UTF-8 eller er længere end 4096 byte, afvises for sig. Partiet fortsætter.
    Skriv help for at få kommandoerne, én på hver linje. Skriv help med en kommando eller et emne for at høre mere.
    Se også: help board, help sheet, help square, help pieces, help speech.

manual-screen-title = Fuldskærmsvisningen
manual-screen =
    Når input og output er en terminal, åbner annabella play fuldskærmsvisningen. Tilvalget --tui vælger den altid; --line vælger altid linjetilstand. Træk og alle linjetilstandens kommandoer skrives i dens indtastningslinje.
    Den viser brættet og, når de afviger, blindeskakbrættet ved siden af. Den viser begge ure: resterende tid, brugt tid, fuldførte træk, hvis ur der går, og vingefald. Den viser også noteringslisten, meddelelserne og den sidste annoncering med store bogstaver. Tasten F1 viser alle taster og siger dem.
    Det tegnede bræt er stillingen efter det annoncerede træk. Dets titel er Træk ikke fuldført, indtil der trykkes på uret. Intet vises kun med farve: hvide brikker er store bogstaver, sorte er små. En stjerne markerer det sidste træk og et plustegn en konge i skak. Et udråbstegn er et felt, hvor brætterne afviger; firkantede parenteser er markøren.
    Felterne vokser med terminalen: 3 gange 1 celler ved 80 gange 24, 9 gange 4 ved 200 gange 60. Et bræt tegnes helt eller slet ikke. Er terminalen for lille, siger én linje, hvilken størrelse der kræves. Først flytter uret ind i brættets titel; så viger blindeskakbrættet, og til sidst brættet. Tasten F7 slår de store bogstaver til og fra.
    Meddelelserne fylder de ledige rækker; en linje ombrydes, men afkortes aldrig. De sidste 500 linjer gemmes. Tasterne Page Up og Page Down blader i dem. Med Ctrl+Pil op og Ctrl+Pil ned læser du dem linje for linje, og hver siges, når du når den.
    Linjerne i et svar siges efter tur og afbryder aldrig hinanden. Ekkoet af en tast udelades, mens noget andet siges. En advarsel om tidnød eller vingefald afbrydes kun af en nyere.
    Venstre pil, Højre pil, Home, End, Delete og Backspace redigerer indtastningslinjen, og det tegn, markøren når, siges. Pil op og Pil ned henter tidligere linjer frem. Tasterne: F2 trykker på uret; F3 retter det annoncerede træk; F4 siger uret; F5 det sidste træk. Desuden: F6 gentager annonceringen; Esc går til brættilstand; Ctrl+Q afslutter.
    En tast uden funktion siger: Den tast bruges ikke her; F1 for hjælp. Tasten Ctrl+C afslutter altid, og partiet er gemt. Mens fuldskærmsvisningen kører, går fejludskrifter til en logfil: partifilens navn med .log føjet til.
    Temaer: høj kontrast, som er standard; mørkt; lyst; og monokromt. Variablen NO_COLOR vælger altid monokromt. Temaet og alle taster kan ændres i indstillingerne.
    Se også: help explore, help lines, help speech, help settings.

manual-explore-title = Udforskning af brættet med taster
manual-explore =
    I fuldskærmsvisningen skifter Esc til brættilstand; Esc igen går tilbage til indtastning af træk. Den udforskede stilling er den, der tegnes og siges: efter det annoncerede træk, hvis der er et.
    Piletasterne flytter en markør ét felt, og feltet siges: { $explore-g1 }. Brikken og dens farve siges med ordforrådets ord. Pil op går væk fra den side, der vises nederst.
    Bogstaverne a til h hopper til en linje og tallene 1 til 8 til en række. Mellemrum siger feltet under markøren. Skift med K, Q, R, B, N eller P går til næste konge, dronning, tårn, løber, springer eller bonde, uanset farve.
    Tasten x læser markørens række op, y dens linje og u begge diagonaler; tomme felter tælles, de nævnes ikke. Tasten l nævner begge siders brikker.
    Tasten m siger de lovlige træk for brikken under markøren. For en brik, der tilhører den spiller, der ikke er i trækket, siger den også, hvem der er i trækket. Tasten t siger, hvad der truer og dækker feltet, og v vender brættet.
    Tab udforsker blindeskakbrættet i stedet for partiet. Du hører for eksempel: Blindeskakbrættet udforskes; brætterne afviger på 1 felt. Hvor de afviger, siges det andet bræts felt også.
    Terminalens markør står på det udforskede felt, af hensyn til skærmforstørrere. Under replay giver Esc de samme taster i den stilling, du hører. Tasterne kan ændres i indstillingerne.
    Se også: help screen, help mirror, help square.

manual-speech-title = Tale: stemmer, lydenheder og lyde
manual-speech =
    Tilvalget --speech vælger, hvem der taler: auto, clips, tts, reader, text eller none. Indstillingen backend gør det samme.
    Den indbyggede stemme, clips, afspiller indtalte ord gennem lydkortet. Den er hurtigst, få millisekunder til det første ord, og kræver kun et lydkort. En sætning med et ord, der ikke har noget klip, går som helhed til systemets stemme.
    Systemets stemme, tts, er speech-dispatcher på Linux og Windows' egen stemme på Windows. Den siger alle sætninger, med den stemme og det tempo, der er valgt for den.
    Med reader taler den kørende skærmlæser på Windows, med sin egen stemme og sit eget tempo: NVDA, JAWS eller en anden. Andre steder er reader systemets stemme, som Orca deler. Med text bliver linjerne kun udskrevet, til en skærmlæser eller et punktdisplay. Med none taler intet; linjerne udskrives stadig.
    Valget auto tager den indbyggede stemme, hvis et lydkort kan åbnes; ellers systemets stemme; ellers text. Det siger én gang hvilken. I en pipe betyder auto text. Et manglende lydkort eller en manglende taletjeneste stopper aldrig partiet: det fortsætter i tekst og siger det. Giver systemets stemme ingen lyd, opdages det inden for få sekunder, og tekst tager over.
    Annonceringer er offentlige, til bordet. Uret, svar, advarsler og fejl er private. En ny annoncering afbryder en forældet; privat tale afbryder aldrig en annoncering. For at sende dem til en højttaler og en øretelefon: brug --public-device og --private-device. Hver tager en del af en lydenheds navn.
    Under partiet: repeat siger den sidste annoncering igen; rate 120 og volume 80 sætter tempo og lydstyrke i procent. Desuden: earcons off eller earcons on slår de korte lyde fra eller til; quiet stopper talen nu. Lydsignalerne markerer et fuldført træk, skak, en afvisning, tidnød, vingefald og et blindeskakbræt, der afviger.
    Kører en skærmlæser på samme speech-dispatcher, sendes annonceringer med prioriteten important. Privat tale sendes med message, ligesom skærmlæserens egne meddelelser. En annoncering afbryder skærmlæserens linje og afbrydes aldrig af den. Sætningerne bevarer deres rækkefølge.
    I linjetilstand læser en skærmlæser allerede hver udskrevet linje. Vælg --speech text, så du ikke hører hver sætning to gange. Eller behold den indbyggede stemme kun til bordet, på en højttaler angivet med --public-device.
    Se også: help repeat, help rate, help volume, help earcons, help quiet, help windows.

manual-moves-title = Sådan læses indtastede træk
manual-moves =
    Alt, der skrives, og som ikke er en kommando, er et træk. Det læses i enhver form, en spiller eller en assistent kan finde på at skrive, i stillingen, som den står.
    Skreven notation, med engelske, danske, tyske, norske eller hollandske bogstaver: Nf3 eller Sf3. Tegnene x, +, #, = og e.p. kan udelades. Rokade er 0-0 eller O-O og 0-0-0 eller O-O-O. En bondeforvandling nævner brikken: e8Q, e8=D. Et manglende slagtegn eller = gør aldrig et lovligt træk ulæseligt.
    Koordinater: e2e4, e2-e4, g1f3 og e7e8q for en bondeforvandling.
    De talte ord fra ethvert ordforråd: springer felix drei, Dame schlägt David vier (tysk), kort rokade (norsk). Store og små bogstaver er ligegyldige. Bogstaverne ä, æ, å, ø og ü kan skrives som ae, aa, oe og ue. Anførselstegn om et træk ignoreres.
    I skreven notation er et stort bogstav en brik og et lille bogstav en linje, som på en noteringsliste. Derfor er dxe5 og bxc3 bondeslag, også hvor en dronning (D) eller en løber (engelsk B) kunne slå der.
    Kun hvor det ikke passer til noget lovligt træk, læses et lille bogstav som en brik: nf3, lb5. En indtastning med store bogstaver, med Caps Lock slået til, læses, som var den skrevet normalt: NF3, G1-F3. Begge dele læses kun sådan, hvor præcis ét lovligt træk passer.
    En indtastning, der passer til to lovlige træk, afvises, og begge nævnes; der gættes aldrig. Skriv det, du mener, mere præcist, for eksempel Sbd2. En indtastning, der ikke passer til noget træk, forklares: Ingen dronning kan nå d4; kongen ville stå i skak.
    Tilvalget --letters fastsætter brikbogstaverne på noteringslisten og i svarene: en, da, de, nb eller nl. Engelsk er K Q R B N; dansk, tysk og norsk K D T L S; hollandsk K D T L P, hvor P er springeren.
    Kommandoerne fix, claim, seal og compare læser deres træk på samme måde.
    Se også: help fix, help compare, help vocabularies.

manual-replay-title = Lyt et parti igennem: replay
manual-replay =
    Skriv annabella replay FILE.pgn for at høre et parti fra en PGN-fil, et træk ad gangen, med de valgte ord. Tilvalgene --voice, --files, --ranks, --pieces og --long virker som i play. Både linjetilstand og fuldskærmsvisningen virker.
    En fil med mange partier opremses først, 20 på hver side: nummer, spillere, resultat, dato, turnering og træk. Skriv games 2 for anden side. Skriv games Morphy for de partier, hvis spillere, turnering eller dato indeholder ordet; games Morphy 1858 kræver begge ord. Skriv game 2 for at åbne det andet parti; --game-number 2 åbner det med det samme.
    Enter på en tom linje, eller next, siger næste træk; next 5 siger de næste fem. For at gå tilbage: back eller back 3. For at gå til begyndelsen eller slutningen: first, last. For at komme til stillingen efter Hvids 12. træk: go 12; efter Sorts: go 12 black; begyndelsen: go 0. For at høre, hvem der er i trækket, og ved hvilket træk: who.
    Efter et træk hører du, om filen har en kommentar til det eller andre træk i stedet for det. Kommandoen comment læser kommentaren op, med kommentartegnene i ord: tvivlsomt træk, fremragende træk.
    Kommandoen variations opremser de andre træk, i skreven notation. Skriv variation 1 for at gå ind i den første; dens træk siges som partiets. Skriv leave for at komme tilbage til, hvor du gik ind.
    Forespørgslerne board, square f7 og pieces white rooks svarer som i play. Kommandoen moves siger de træk, der er spillet indtil her, ét trækpar på hver linje. Kommandoerne result og tags siger, hvad filen siger om partiet. Også repeat, quiet, rate og volume virker som i play; help viser kommandoerne; quit afslutter.
    I fuldskærmsvisningen går Højre pil og Venstre pil frem og tilbage, når linjen er tom. Esc giver brættets taster fra play, i den stilling, du hører. Tasten F2 går videre til næste træk; F5 siger, hvor partiet står; F7 slår de store bogstaver til og fra.
    For eksempel: annabella replay --voice da --game-number 2 club.pgn
    Se også: help pgn, help explore, help lines.

manual-pgn-title = Partier udefra, og partier skrevet ud
manual-pgn =
    Skriv annabella play --fen FEN for at starte et nyt parti fra en stilling. Det bruges til et parti, der er afbrudt under et andet system eller flyttet til et andet bræt. Sæt FEN-strengen i anførselstegn.
    For at fortsætte, hvor hovedvarianten i et PGN-parti slutter, bruges --pgn med filen. Til en fil med mange partier tilføjes --game-number 3. Uden det opremser sådan en fil sine første 20 partier og siger, hvor mange flere der er. For eksempel: annabella play --pgn afbrudt.pgn --game runde5.annabella
    Filens spillere, turnering, sted, runde, dato og tidskontrol overtages og siges. Det samme gør hver spillers sidste uraflæsning. Tilvalg på kommandolinjen går forud for filen. De træk, der allerede er spillet, tæller med i tidskontrollen og blandt de fuldførte træk.
    Et parti, som filen angiver som afgjort, men hvis stilling stadig kan spilles, overtages med en bemærkning om det. Et parti, der ikke kan overtages helt, afvises med angivelse af partiet og linjen i filen. Det gælder et ulovligt træk, et ord, der ikke er et træk, Skak960 eller en anden variant eller en ugyldig FEN. Det samme gælder en stilling, hvor partiet allerede er slut. Der er intet skrevet forinden.
    Filer læses, som de er: UTF-8 med eller uden BOM, og Latin-1 eller Windows-1252 fra ældre databaser. En UTF-16-fil meldes som sådan: gem den som UTF-8. En mappe, en enhed eller en pipe afvises straks. Uraflæsninger og vurderinger i kommentarer læses aldrig højt.
    En beskadiget fil stopper aldrig læsningen. En løs krøllet parentes, et afbrudt tag eller en kommentar uden ende siges med sin linje; partierne efter den kan stadig læses. Et ødelagt parti nævner sin linje og sit problem i listen; det kan stadig høres frem til dér. Om et parti, hvis fil er ændret, siden partiet blev opremset, siges det, at det er ændret.
    For at skrive standard-PGN: annabella export --game FILE --pgn. Den har engelske bogstaver, de syv hovedtags, tidskontrollen og uret efter hvert træk. Remistilbud, rørte brikker, meldte ulovlige træk og dommerens afgørelser er kommentarer. For at skrive den til en fil tilføjes --out runde3.pgn.
    For at skrive noteringslisten med et sprogs bogstaver: annabella export --game FILE --sheet --lang da. Notaterne til dommeren følger, hvert ved sit træk, på bogstavernes sprog. Noteringslisten som lyd, med den indbyggede stemme, kræver intet lydkort: annabella export --game FILE --wav runde3.wav
    Se også: help replay, help file, help arbiter.

manual-eboard-title = Et elektronisk bræt til den seende spiller
manual-eboard =
    Når den seende modstander spiller på et elektronisk DGT-bræt, læses trækkene fra det. På Linux er porten over USB ttyACM0 eller ttyUSB0: annabella play --eboard /dev/ttyACM0 --color black. På Windows: --eboard COM3. Indstillingen er eboard, i afsnittet game.
    På Linux skal brugeren have lov til at åbne porten: sudo usermod -aG dialout $USER, og log derefter ind igen.
    Den seende spillers træk annonceres, så snart brikkerne står, som om det var skrevet. En brik, der skubbes hen over felter, er en rettelse før tryk på uret: { $say-d3 }, derefter Rettelse: { $say-d4 }.
    Slag, rokade med kongen først, en passant og bondeforvandling læses fra brikkerne. En brik, der løftes og sættes tilbage, giver ingen meddelelse. Det gør brikker, der væltes og stilles op igen, heller ikke.
    En bondeforvandling til en anden brik end dronning tages, som brættet viser den, og der spørges privat. Du hører: Det elektroniske bræt viser { $piece-N } på { $sq-g8 } ved bondeforvandlingen: var en anden brik ment, så skriv fix med den.
    Et DGT-ur ved brættet fuldfører trækket med sin vippearm. Uden et sådant fuldfører press det; i fuldskærmsvisningen F2. Det gør modstanderens svar også, når det dukker op på brættet.
    Den blinde spillers træk skrives som før. Den seende spiller kan udføre et af dem anderledes end annonceret. Så hører du straks, privat: På det elektroniske bræt: { $piece-N } på { $sq-h6 } skal stå på { $sq-f6 }. Du hører igen, når det stemmer. Et bræt, der ikke passer til noget lovligt træk, meldes på samme måde, én gang.
    Et bræt, der står omvendt, genkendes ud fra udgangsstillingen og læses vendt. Kobles brættet fra, siges det, at det ikke svarer; partiet fortsætter ved tastaturet. Kobles det til igen, siges det, at det er tilbage, og det læses, som det står.
    Både linjetilstand og fuldskærmsvisningen læser brættet. Det er afprøvet med et simuleret bræt, endnu ikke med et rigtigt DGT-bræt og -ur. Brætter med Bluetooth er ikke afprøvet. De brikker, som nogle brætter bruger til resultater, læses som tomme felter.
    Se også: help mirror, help press, help fix.

manual-braille-title = Punktdisplayet
manual-braille =
    Med --braille (eller display = true i [braille]) på Linux skriver annabella til punktdisplayet gennem BrlAPI, grænsefladen til BRLTTY, som skal køre. Teksten står i uforkortet punktskrift på det sprog, meddelelserne er på, eller i den tabel, som [braille] table angiver.
    Displayet viser den seneste annoncering eller det seneste svar, én linje ad gangen. Rulletasterne flytter vinduet hen ad linjen, linjetasterne fra linje til linje. Efter svarets sidste linje kommer partiets tilstand: trækket, der endnu skal udføres, et remistilbud, et spørgsmål, der venter på yes eller no, et afbrudt parti eller et parti, der er slut. Tasten til bunden springer straks derhen.
    Mens et træk eller en kommando skrives, viser displayet indtastningslinjen med dens markør (punkt 7 og 8). En markørflyttetast over indtastningslinjen sætter markøren der; over et svar siges ordet under den igen. Punkttastaturet skriver, som computerens tastatur gør.
    Tasten F1 viser listen over tasterne på displayet, én tast på hver linje. Når displayet frakobles, eller BRLTTY stopper, siger annabella det, og partiet fortsætter; displayet tilsluttes igen, når det er tilbage.
    I linjetilstand overlades displayet til skærmlæseren, som læser hver udskrevet linje. På Windows sender --braille de samme linjer til den kørende skærmlæsers punktdisplay.
manual-windows-title = annabella på Windows
manual-windows =
    Windows-zipfilen indeholder annabella.exe, stemmerne, standardindstillingerne, README og LICENSE. Pak den ud hvor som helst; intet bliver installeret.
    Et dobbeltklik på annabella.exe åbner en konsol, og et nyt parti starter i linjetilstand. NVDA og JAWS læser det linje for linje. Partifilen gemmes i %LOCALAPPDATA%\annabella\data\games.
    Fra en konsol: annabella play --game runde3.annabella spiller eller genoptager et parti. I Windows Terminal åbner annabella play --tui fuldskærmsvisningen. Alle kommandoer virker ens; stier kan være Windows-stier.
    Indstillingerne læses fra %APPDATA%\annabella\config\config.toml. Filen config\default.toml i zipfilen viser alle indstillinger, hver med sin kommentar.
    Den indbyggede stemme spiller gennem lydkortet. Med --speech tts taler Windows' egen stemme. Med --speech reader taler den kørende skærmlæser, med sin egen stemme og sit eget tempo: NVDA, JAWS eller en anden. Finder auto en kørende skærmlæser, siger den det og foreslår --speech reader.
    Valget reader passer til fuldskærmsvisningen. I linjetilstand læser skærmlæseren allerede hver udskrevet linje. Vælg derfor --speech text for ikke at høre hver sætning to gange; eller den indbyggede stemme på en højttaler, med --public-device.
    Uden lydkort og uden taletjeneste fortsætter partiet i tekst og siger det; det samme gør reader uden skærmlæser. Konsollen skiftes til UTF-8, så fünf og Cæsar når hele frem til skærmlæseren. Linjeskift fra Windows læses.
    Tale gennem NVDA og JAWS er endnu ikke afprøvet på en rigtig Windows-maskine: prøv det før runden.
    Se også: help speech, help settings, help lines.

manual-settings-title = Indstillinger
manual-settings =
    Kommandoen annabella settings skriver alle indstillinger med deres standardværdi og hvad de gør, på dit sprog: en fil at begynde din egen med. Din egen fil behøver kun det, du ændrer; den går forud for standardværdierne. På Linux er den ~/.config/annabella/config.toml. På Windows er den %APPDATA%\annabella\config\config.toml. For en enkelt kørsel bruger --config FILE en anden fil: --config tournament.toml.
    Skriv kun det, du ændrer, under afsnittets overskrift. Afsnittet voice: voice, files, ranks, pieces, long, pawn_name, check. Afsnittet ui: lang, letters. Afsnittet game: control, laws, kind, supervision, quickplay, color, warnings, periodic, mirror, eboard.
    Afsnittet speech: backend, rate, volume, earcons, gap_ms, public_device, private_device. Afsnittet engine: program, strength, think, analysis_time, options. Afsnittet broadcast: serve, address, delay. Afsnittet braille: table, display. Afsnittet tui: theme, big_text. Afsnittet keys: én tast for hver handling i fuldskærmsvisningen.
    Tilvalg på kommandolinjen går forud for indstillingerne. Et genoptaget parti beholder sine egne indstillinger: spillere, ur, regler, farve, mirror.
    En forkert nøgle eller værdi stopper programmet, før noget er gjort. Meddelelsen nævner filen og linjen, hvad der er galt, og hvad der er tilladt. For eksempel med laws sat til 2018 på linje 2: config.toml:2: laws = "2018" er ikke en udgave af reglerne; tilladt: 2017, 2014, 2005, 2001. Intet fra en fejlbehæftet fil bruges.
    En tast skrives f2, ctrl-q, alt-x, shift-k, esc, enter, space, tab, up, pageup og lignende. Den kan også være ét bogstav, ét ciffer eller ét tegn. En tast, der virker overalt, skal være en F-tast eller en navngiven tast eller have ctrl- eller alt-. I brættilstand kan a til h og 1 til 8 ikke tildeles. Tasten Ctrl+C hører ikke til nogen handling: den afslutter altid, og partiet er gemt.
    Se også: help start, help speech, help screen, help vocabularies.

manual-vocabularies-title = Ordforråd: annonceringernes ord
manual-vocabularies =
    Hvert ordforråd er én fil i voices/. Internationalt og tysk, de.toml: Anna, Bella, Cesar; eins, zwei, drei. Dansk, da.toml: Anna, Bodil, Cecilie; et, to, tre. Norsk, nb.toml: Anna, Bella, Cæsar; en, to, tre. Tilvalget --voice vælger et af dem.
    Tilvalgene --files, --ranks og --pieces tager én del fra et andet ordforråd: --voice da --files de siger springer Felix tre. For at høre ord uden et parti: annabella say --voice da Sf3 udskriver springer Frederik tre.
    Flere kan tilføjes uden at ændre programmet. Læg en ny fil i voices/; den bygges ind, næste gang programmet bygges. Eller angiv en mappe ved kørsel, med --voices DIR eller variablen ANNABELLA_VOICES.
    En fil skal have name og language: et sprogmærke for tale, for eksempel da-DK. Den skal have otte navne til linjerne og otte ord til rækkerne. Den skal have en tabel pieces: king, queen, rook, bishop, knight, pawn. Og en tabel words: castle_kingside, castle_queenside, captures, check, checkmate, promotes, en_passant.
    De valgfrie tabeller white og black, med de samme seks nøgler, giver hver brik med sin farve: weißer König, hvidt tårn. Udforskningen af brættet siger dem. De hører sammen. Uden dem sættes meddelelsessprogets farveord foran brikken.
    En fil med et manglende ord, et forkert antal eller et ord brugt to gange afvises. Meddelelsen nævner filen, linjen og nøglen.
    En valgfri tabel editions, for eksempel editions.2014, angiver, hvad en udgave af reglerne vælger. Den udfylder de dele, indstillingerne lader stå tomme. For 2014 har nb.toml tyske ord for rækker og brikker, FIDEs standard for en norsk turnering. Derfor annoncerer --voice nb --laws 2014 Bauer Eva vier.
    En valgfri tabel pronounce fortæller den indbyggede stemme, hvordan et ord skal udtales. Den bruges til et ord, stemmen ville udtale forkert ud fra stavemåden. Angiv andre bogstaver eller espeak-ng-fonemer i dobbelte firkantede parenteser. Det tyske Cesar udtales Zesar, ikke Kesar. Scriptet voices/make-clips.sh laver klippene ud fra den.
    Se også: help speech, help moves, help settings.
manual-engine-title = Øvelse og studier med et skakprogram
manual-engine =
    Mellem turneringerne kan du spille mod et skakprogram og gennemgå partier med det. Skakprogrammet er Stockfish eller et andet program, der taler UCI: på Debian sudo apt install stockfish.
    For at øve: annabella play --engine. Skakprogrammet tager den farve, du ikke har. Dets træk annonceres som den seende spillers, og der trykkes på uret for det; du udfører dem på blindeskakbrættet, og du annoncerer dine egne træk og trykker selv på uret, som i en turnering. Det svarer på et remistilbud, kræver remis, når det kan, og opgiver et tabt parti. Sæt styrken med --engine-elo 1500 eller --engine-level 5, og tiden med --engine-time 2s; ellers tænker det 5 sekunder pr. træk (think = "" i indstillingerne: på sit eget ur, som en turneringsspiller). Partifilen husker skakprogrammet, og partiet genoptages mod det.
    For at studere: eval siger, hvem der står bedre, og omtrent hvor meget; best siger skakprogrammets træk; line siger de træk, det forventer; review gennemgår hele partiet og nævner for hver spiller de træk, der kostede mest, med det bedre træk. De virker i annabella replay, også på en partifil med --game, på et afsluttet parti og i et parti mod skakprogrammet. I et parti mod en person afvises de, mens partiet står på.
    Indstillingernes afsnit [engine] fastsætter programmet, styrken, betænkningstiden og tiden til studier (--analysis-time 2s i replay).

manual-broadcast-title = Transmission og dommerens overblik
manual-broadcast =
    Et parti kan følges, mens det spilles. annabella play --broadcast sender det over HTTP: GET /game.pgn er partiet som PGN til en direkte transmission (Lichess' transmissioner og DGT LiveChess henter fra sådan en adresse), og GET /status.json er brættets tilstand til dommeren. Partiets første linjer siger adressen.
    Kun fuldførte træk sendes, hvert med sit ur, og resultatet, når det er registreret. Et annonceret træk venter på sit tryk. Et hemmeligt træk sendes aldrig før unseal. Med --broadcast-delay 15m holdes trækkene tilbage, som turneringer gør mod snyd; status holdes ikke tilbage og nævner intet træk.
    Som standard sendes partiet kun til denne maskine, på 127.0.0.1:8064. Med --broadcast 0.0.0.0:8064 når hele netværket det; --broadcast 8065 bruger en anden port. Angiv runden og brættet med --round 3 --board 5, turneringen med --event og --site. Til systemer, der læser en mappe: --broadcast-file runde3/braet5.pgn. Den skriver samme PGN til en fil efter hvert træk, erstattet i sin helhed.
    Dommeren følger brætterne med annabella arbiter og deres adresser, eller en fil med dem med --boards. Overblikket viser en linje pr. bræt: hvem der er i trækket, urene og det, der kræver dommeren. Det siger, når det sker: en vinge, der er faldet, et krav eller en afgørelse, der venter, et remistilbud, et blindeskakbræt, der afviger, et resultat, og et bræt, der holder op med at svare eller er tilbage. Skriv list for alle brætter, board 5 for ét bræt i detaljer.
    Indstillingernes afsnit [broadcast] sender alle partier (serve = true) og angiver adressen og forsinkelsen.

manual-laws-title = De regler, programmet følger
manual-laws =
    Denne vejledning sammenfatter FIDEs regler for skak, sådan som programmet følger dem: først og fremmest tillægget om spil med blinde og synshandicappede, og nogle få almindelige regler. Programmet kender fire udgaver: 2001, 2005, 2014 og 2017. Teksterne er den hollandske fra 2001, de danske fra 2005 og 2017 og den norske fra 2014; hver citeres her med sin egen nummerering. Tillægget hedder D i 2014 og 2017 og F i 2001 og 2005. Udgaven vælges med --laws 2017, 2014, 2005 eller 2001, eller med laws i indstillingerne. Uden dem gælder 2017, på alle sprog: sproget vælger kun annonceringernes ord. Ved starten af et parti nævnes udgaven, og et genoptaget parti beholder sin egen. Turneringsarrangøren kan, efter rådgivning fra dommeren, tilpasse reglerne efter lokale forhold; i 2001 kan dommerne selv gøre det (FIDEs regler 2017, tillæg D.1; 2014, tillæg D1; 2005 og 2001, tillæg F1). Arrangøren afgør altså for eksempel, om programmets tale er selve annonceringen eller en hjælp til spillerens egen.
    Hver spiller kan kræve to brætter: et almindeligt til den seende spiller, et specielt fremstillet til den blinde spiller (FIDEs regler 2017, tillæg D.1; 2014, tillæg D1; 2005 og 2001, tillæg F1). Det er blindeskakbrættet: mindst 20 gange 20 cm, de sorte felter hævet en smule, et hul i hvert felt. Hver brik har en tap, der passer i hullet, og de sorte brikker er særligt markeret. På blindeskakbrættet regnes en brik som rørt, når dens tap er taget op af hullet, i alle udgaver (FIDEs regler 2017, tillæg D.2.2; 2014, tillæg D2.2; 2005 og 2001, tillæg F2.2). For den seende spiller gælder de normale regler for at røre og udføre træk (FIDEs regler 2017, tillæg D.2.5; 2014, tillæg D2.4; 2005 og 2001, tillæg F2.3). Programmet kan ikke mærke tappene. Skriv touch og feltet, som i touch e7, for at notere en rørt brik til dommeren, med tiden.
    Hvert træk annonceres tydeligt, gentages af modstanderen og udføres på hans bræt (FIDEs regler 2017, tillæg D.2.1; 2014, tillæg D2.1; 2005 og 2001, tillæg F2.1). Ved bondeforvandling nævner spilleren den valgte brik; programmets annoncering gør det altid. Linjerne har navne i stedet for bogstaver, internationalt Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector. Rækkerne er tal, talt fra Hvids side. Rokade annonceres som lang eller kort rokade, på tysk Lange Rochade og Kurze Rochade. Brikkerne har også navne, på tysk König, Dame, Turm, Läufer, Springer, Bauer. Når modstanderen har gentaget et træk, registrerer confirm det; det er valgfrit.
    Udgaverne bruger forskellige ord. De danske tekster fra 2005 og 2017 anbefaler danske navne først: Anna, Bodil, Cecilie, Dora, Erik, Frederik, Gustav, Henrik, med de internationale navne som det andet valg. De giver danske eller tyske tal og brikkenavne; i 2017 kan dommeren bestemme andet for tallene. Den norske tekst fra 2014 gør de internationale navne obligatoriske, stavet Cæsar, med tyske brikkenavne og tyske tal, medmindre dommeren bestemmer andet. Mellem skandinaviske spillere vil den i stedet have skandinaviske ord, men nævner ingen. Den hollandske tekst fra 2001 anbefaler de internationale navne, med tyske tal og brikkenavne. Er der ikke valgt en stemme, tager programmet ordene fra sproget i sine meddelelser. Danske meddelelser giver de danske ord; norske meddelelser navnene fra 2014-teksten med tyske tal og brikkenavne; de andre sprog de tyske ord. Ved starten af hvert parti siges det, hvilke ord der bruges; --voice vælger andre (se help vocabularies).
    På blindeskakbrættet er et træk udført, når en slået brik er fjernet fra brættet, den flyttede briks tap står i et andet hul, og trækket er annonceret. Først derefter må modstanderens ur startes (FIDEs regler 2017, tillæg D.2.3 og D.2.4; 2014, tillæg D2.3; 2005 og 2001, tillæg F2.3). Et træk fuldføres med tryk på uret (FIDEs regler 2017, § 6.2.1; 2014, § 6.2a; 2005 og 2001, § 6.8a). I programmet annonceres et indtastet træk straks, og press fuldfører det. Et tryk uden annonceret træk afvises. Med --mirror strict venter trykket på uret også på peg for trækket. En fortalelse ved annonceringen rettes straks, inden modstanderens ur startes (FIDEs regler 2017, tillæg D.2.8; 2014, tillæg D2.7; 2005 og 2001, tillæg F2.6). Skriv fix og det mente træk; efter tryk på uret afvises fix.
    Viser de to brætter forskellige stillinger, rettes det med dommeren og begge spilleres noteringslister (FIDEs regler 2017, tillæg D.2.9; 2014, tillæg D2.8; 2005 og 2001, tillæg F2.7 og F2.8). Er noteringslisterne ens, retter den spiller, der noterede det rigtige træk, men udførte et forkert, sit bræt efter noteringslisten. Er de forskellige, føres partiet tilbage til det sidste træk, hvor de er ens, og dommeren indstiller urene. I programmet følger peg og diff blindeskakbrættet, og compare kontrollerer den anden noteringsliste. Ens lister nævner det bræt, der skal rettes. Forskellige lister foreslår rollback, med urene, som de stod dengang; dommeren kan indstille dem med setclock.
    Den blinde spiller må bruge et ur, der er specielt fremstillet for synshandicappede. I 2017 bør det kunne oplyse tidsforbruget og antallet af fuldførte træk (FIDEs regler 2017, tillæg D.2.6.1); alternativt et analogt ur med forstærkede visere og en vinge, der let kan føles. Teksterne fra 2001, 2005 og 2014 beskriver kun sådan et analogt ur; i 2014 kan det også sige antallet af træk højt (2014, tillæg D2.5; 2005 og 2001, tillæg F2.4). Programmet er et talende ur: time oplyser for begge spillere de fuldførte træk, brugt tid og resterende tid. Den blinde spiller noterer i punktskrift eller almindelig skrift, eller indtaler trækkene på en optager (FIDEs regler 2017, tillæg D.2.7; 2014, tillæg D2.6; 2005 og 2001, tillæg F2.5); programmet fører noteringslisten, og sheet læser den op. Efter reglerne fra 2017 skal alt elektronisk udstyr godkendes af dommeren, også dette program (FIDEs regler 2017, § 11.3.2.1). Det giver ingen råd: skakprogrammet afvises i et parti mod en person (FIDEs regler 2017, § 11.3.1).
    Den blinde spiller har ret til at bruge en assistent (FIDEs regler 2017, tillæg D.2.10; 2014, tillæg D2.9; 2005 og 2001, tillæg F2.9). Assistenten udfører begge spilleres træk på modstanderens bræt. Assistenten annoncerer dem også. Assistenten noterer trækkene for den blinde spiller og starter modstanderens ur, når trækket er annonceret. På forespørgsel oplyser assistenten antal træk og begge spilleres tidsforbrug. Ved tidsoverskridelse kræver assistenten gevinst; i teksten fra 2014 gevinst eller remis. Har modstanderen rørt en brik, gør assistenten dommeren opmærksom på det. Ved et afbrudt parti udfører assistenten formaliteterne. Efter reglerne fra 2001 og 2014 oplyses træk og tid kun på forespørgsel: så giver programmet ingen advarsler om tidnød, men periodiske meldinger, som spilleren har valgt, kommer stadig. Har den blinde spiller ingen assistent, må den seende spiller bruge en til at udføre og annoncere trækkene (FIDEs regler 2017, tillæg D.2.11; 2014, tillæg D2.10; 2005 og 2001, tillæg F2.9). Kun reglerne fra 2017 kræver en assistent mod en modstander med hørenedsættelse (tillæg D.2.11).
    Ved en afbrydelse afgiver spilleren i trækket hemmeligt træk. Spilleren noterer det på sin noteringsliste, lægger begge noteringslister i en kuvert og standser først derefter sit ur (FIDEs regler 2017, anbefaling I.1.1; 2014, tillæg E1; 2005 og 2001, tillæg A1). På kuverten står spillerne, stillingen, betænkningstiden, hvem der afgav det hemmelige træk og dets nummer, et gældende remistilbud og genoptagelsen (FIDEs regler 2017, anbefaling I.2; 2014, tillæg E2; 2005 og 2001, tillæg A2). Den åbnes først, når den spiller, der skal besvare det hemmelige træk, er til stede (FIDEs regler 2017, anbefaling I.7; 2014, tillæg E7; 2005 og 2001, tillæg A7). Assistenten udfører formaliteterne (FIDEs regler 2017, tillæg D.2.10.6). I programmet registrerer seal trækket uden at sige det; envelope skriver kuverten, med en inderside til dommeren; unseal spiller trækket ved genoptagelsen.
    Straffene afhænger af udgaven. Programmet foreslår dem, og dommeren bekræfter dem med yes. Viser et fuldført træk sig at være ulovligt, genskabes stillingen før det, og modstanderen får 2 minutter (FIDEs regler 2017, §§ 7.5.1 og 7.5.3; 2014, § 7.5; 2005 og 2001, § 7.4). Efter reglerne fra 2014 og 2017 taber en spiller ved sit andet ulovlige træk, efter reglerne fra 2001 og 2005 ved sit tredje. Efter reglerne fra 2014 og 2017 er det i stedet remis, hvis modstanderen ikke kan sætte mat. Efter reglerne fra 2017 tæller to ting også som ulovlige træk: at bruge begge hænder til ét træk, og at trykke på uret uden at have udført et træk (FIDEs regler 2017, §§ 7.7 og 7.8). Et ukorrekt krav giver modstanderen 2 minutter efter reglerne fra 2014 og 2017 (FIDEs regler 2017, § 9.5.3; 2014, § 9.5b). Efter reglerne fra 2001 og 2005 giver det 3 minutter, og der trækkes tid fra kravstilleren: med mere end 2 minutter tilbage halvdelen, højst 3 minutter; med 1 til 2 minutter alt undtagen 1 minut (2005, § 9.5; 2001, § 9.5b).
    Spilleren i trækket kan kræve remis ved trefoldig stillingsgentagelse, når den samme stilling opstår for tredje gang, eller efter 50 træk af hver spiller uden bondetræk og uden slag (FIDEs regler 2017, §§ 9.2 og 9.3; samme numre i de andre udgaver). Kravstilleren noterer det træk, der skal udføres, og urene standses, mens dommeren tilkaldes (FIDEs regler 2017, § 9.5.1). Efter reglerne fra 2014 og 2017 er partiet straks remis, uden krav, ved femfoldig stillingsgentagelse, eller efter 75 sådanne træk af hver spiller (FIDEs regler 2017, § 9.6; 2014, § 9.6). Teksterne fra 2001 og 2005 har ingen af de to regler. Skakmat, pat og død stilling afslutter partiet straks i alle udgaver. En spiller, hvis vinge falder, taber; men partiet er remis, hvis modstanderen ikke kan sætte mat (FIDEs regler 2017 og 2014, § 6.9; 2005 og 2001, § 6.10). I programmet fremsættes kravene med claim threefold MOVE, claim fifty MOVE og claim time, og resultatet venter på yes.
    Se også: help mirror, help assistant, help arbiter, help adjourn, help clock, help game, help vocabularies.

## Kommandoer: mere om hver, efter dens hjælpelinje og eksempel.

topic-fix =
    Brug den ved en fortalelse, før der trykkes på uret: fix Sc3 sætter det mente træk i stedet for det annoncerede. Du hører Rettelse og den nye annoncering; begge bliver stående i partifilen.
    Med selve det annoncerede træk retter fix intet og siger det. Efter tryk på uret afvises den. Kun dommerens illegal, eller compare og rollback, tager et fuldført træk tilbage.
    Et indtastet træk, der afsluttede partiet, kan stadig rettes med fix, indtil noget andet indtastes. Afslutningen tages så tilbage med det. I fuldskærmsvisningen begynder F3 indtastningen med fix.

topic-confirm =
    Valgfri: den registrerer, at modstanderen har gentaget annonceringen, som reglerne kræver. Du hører: Gentaget af modstanderen.
    Den fuldfører ikke trækket; det gør press. Er intet træk annonceret, siger den, at der ikke er noget at bekræfte.

topic-press =
    Den fuldfører det annoncerede træk, ligesom tryk på uret: uret for spilleren, der har trukket, stopper, og modstanderens starter. Du hører for eksempel: Hvid har fuldført træk 2. Sort er i trækket.
    Uden annonceret træk afvises den: skriv trækket først. Med --mirror strict venter den på, at trækket angives med peg. I fuldskærmsvisningen trykker F2; det samme gør vippearmen på et elektronisk bræts ur.

topic-time =
    Den spørger uret og ændrer intet. Den giver en linje for hver spiller: fuldførte træk, brugt tid og resterende tid, eller at vingen er faldet.
    Et træk, der er annonceret og ikke fuldført, er ikke talt med endnu, og spillerens ur går; en ekstra linje siger det. Den kan bruges, mens et forslag venter på yes eller no. I fuldskærmsvisningen gør F4 det samme.

topic-last =
    Den siger, hvem der udførte det sidste træk, dets nummer og annoncering, og om det er fuldført. Med last 3 hører du de sidste tre træk, ét på hver linje, det ældste først.
    I fuldskærmsvisningen siger F5 det. Kommandoen repeat siger kun den sidste annoncering igen.

topic-board =
    Den læser stillingen op fra række 8 til række 1, én række på hver linje, med annonceringens ord: Række 4, Hvid: { $say-e4 }. Om en tom række siges det, at den er tom.
    Med board white eller board black kommer den sides brikker, én slags på hver linje: 2 hvide { $pieces-R } på { $sq-a1 }, { $sq-h1 }. Mens et træk er annonceret og ikke fuldført, er stillingen den efter trækket. Den første linje siger det.

topic-sheet =
    Den læser noteringslisten op med dine brikbogstaver, ét trækpar på hver linje, som den er skrevet. Et remistilbud er markeret med (=).
    Med sheet 12 begynder den ved træk 12, så du kan høre slutningen af et langt parti. Beder du om et træk efter det sidste, svarer den, hvor langt noteringslisten går.

topic-square =
    Den nævner, hvad der står på et felt, og hvilke brikker fra hver side der truer og dækker det. Skriv feltet som koordinat eller med et ordforråds ord: square f7, square { $sq-f7 }.
    Mens et træk er annonceret og ikke fuldført, gælder svaret stillingen efter trækket. I fuldskærmsvisningens brættilstand siger t det samme om feltet under markøren.

topic-pieces =
    Den siger, hvor en sides brikker af én slags står, og hvor mange de er, med annonceringens ord. Side og slags kan komme i vilkårlig rækkefølge, med ord eller bogstaver fra alle sprogene: pieces black N, pieces weiße Türme.
    Udelad siden for at høre begge sider: pieces rooks. Udelad slagsen for at høre alle slags brikker for én side: pieces white. En lang liste fortsætter på en ny linje, som igen begynder med sin overskrift.

topic-eval =
    Den spørger skakprogrammet, hvordan stillingen står, og siger det i ord: hvem der står bedre, og med omtrent hvor mange bønder, eller hvem der sætter mat i hvor mange træk. Skakprogrammet tænker den tid, der er sat med --analysis-time, ét sekund, hvis intet er sat.
    Den virker i replay, på et afsluttet parti og i et parti mod skakprogrammet. I et parti mod en person afvises den, mens partiet står på: reglerne forbyder råd og analyse under partiet.
topic-best =
    Den siger skakprogrammets træk i stillingen, med dets nummer, som det ville blive annonceret, og derefter vurderingen. Den virker, hvor eval virker.
topic-line =
    Den siger de træk, skakprogrammet forventer fra stillingen, op til otte, ét pr. linje, hvert med sit nummer, som det ville blive annonceret; derefter vurderingen. Den virker, hvor eval virker.
topic-review =
    Den gennemgår hele partiet med skakprogrammet, stilling for stilling. Derefter nævner den for hver spiller de tre træk, der kostede mest, hvert med det træk, skakprogrammet foretrak. Det tager omkring et sekund pr. træk, og den siger undervejs, hvor langt den er nået.
topic-mistakes =
    Skakprogrammet gennemgår hele partiet og nævner de træk, der vendte det, i partiets rækkefølge, ét på hver linje: trækket, og hvad det kostede, fra én vurdering til en anden, eller en mat, der blev overset eller tilladt. Det første siges, så snart det er fundet. mistakes white eller mistakes black nævner kun den ene spillers træk.
    Skakprogrammets gennemgang gemmes ved siden af partifilen, så en ny mistakes går med det samme. Det virker, hvor eval virker.
topic-retry =
    Den stiller stillingen før et træk, der vendte partiet, op som på blindeskakbrættet: brikkerne for den spiller, der er i trækket, og så den andens. Skriv så et bedre træk, i en hvilken som helst notation; svaret siger, om det er skakprogrammets træk, lige så godt, bedre end partiets træk, eller stadig en fejl, og hvorfor.
    retry går videre til det næste, retry 3 til det tredje; efter det sidste kommer en optælling af de fundne. best siger skakprogrammets træk dér; next eller go forlader stillingen.
topic-threat =
    Den siger, hvad den anden spiller ville spille, hvis den var i trækket: truslen, der skal pareres. Står man i skak, er skakken selv truslen. Det virker, hvor eval virker, og ved et vendepunkt, der prøves igen.
topic-engine =
    I et parti mod et skakprogram, der er stoppet, hænger eller har sendt noget, der ikke er et træk, starter engine restart det igen, og det spiller videre, hvor partiet står. Indtil da fortsætter partiet ved tastaturet: skriv begge spilleres træk.
topic-status =
    Den siger, hvem der er i trækket, og alt, hvad der venter, én ting på hver linje. Det er et træk, der endnu ikke er fuldført, og hvad der fuldfører det; et gældende remistilbud; et blindeskakbræt, der afviger. Desuden en faldet vinge, en afbrydelse og et spørgsmål, der venter på yes eller no.
    Når partiet er slut, siger den, hvordan det endte, og hvad der stadig kan gøres: result, forespørgslerne og annabella export efter quit. Den ændrer intet og kan bruges når som helst.

topic-draw =
    Tilbuddet er den blinde spillers, medmindre en anden spiller nævnes: draw white, draw black eller en spillers navn, som i draw Bo. Det markeres med (=) på noteringslisten og i PGN.
    Den anden spiller svarer med accept eller decline; det afslås også, når der trækkes. Efter reglerne fra 2017 kan remis først aftales, når hver spiller har udført et træk.

topic-accept =
    Den tager imod det gældende remistilbud, for den spiller, der ikke fremsatte det. Det er et forslag. Du hører, hvad der ville blive registreret, for eksempel: Hvid tager imod remistilbuddet. Partiet er remis, 1/2-1/2.
    Derefter registrerer yes det og afslutter partiet. Svaret no registrerer intet, og tilbuddet er stadig gældende.

topic-decline =
    Den afslår det gældende remistilbud. Det registreres straks, uden spørgsmål. Trækker den spiller, der fik tilbuddet, afslås det også. Er der intet gældende tilbud, siger decline det.

topic-resign =
    Skrevet alene gælder resign altid den blinde spiller, uanset hvem der er i trækket. For modstanderen skriver du resign white, resign black eller resign med spillerens navn: resign Bo Berg.
    Det er et forslag. Du hører for eksempel: Skal registreres: Hvid opgiver. Sort vinder, 0-1. Derefter registrerer yes det og afslutter partiet; no registrerer intet, og partiet fortsætter.

topic-claim =
    Kravene claim threefold og claim fifty er for den spiller, der er i trækket. Skriv det tilsigtede træk efter dem: claim threefold Sg1. Fremsæt kravet, før trækket annonceres. Uden et træk gælder kravet stillingen, som den står.
    Et korrekt krav stopper begge ure, mens dommeren tilkaldes, og foreslår remis: yes registrerer det. Svaret no betyder, at dommeren ikke tager kravet til følge: det regnes som ukorrekt.
    Efter et ukorrekt krav fortsætter partiet med det noterede træk, og straffen efter reglernes udgave foreslås. Efter reglerne fra 2014 og 2017 er den 2 minutter til modstanderen. Efter reglerne fra 2001 og 2005 er den 3 minutter til modstanderen, og der trækkes tid fra kravstilleren.
    Kravet claim time fremsættes, når modstanderens vinge er faldet: det giver gevinst, eller remis, hvis kravstilleren ikke kan sætte mat. Det er et forslag. Ved no forbliver vingen faldet, og kravet kan fremsættes igen.

topic-addtime =
    Dommeren lægger tid til et ur, for eksempel efter en straf: addtime black 2m. Skriv tiden med enheder: 90s, 2m, 1h30m; højst 100 timer. Ved et tal uden enhed spørges der tilbage: minutter eller sekunder?
    Det er et forslag. Du hører, hvad uret derefter vil vise, og om en vinge ikke længere regnes som faldet; yes registrerer det. For at trække tid fra stilles uret med setclock.

topic-setclock =
    Dommeren stiller et ur til den tid, det skal vise: setclock white 1h2m3s, setclock black 25m. Ved et tal uden enhed spørges der tilbage: minutter eller sekunder? Det gælder også 1:30: timer og minutter eller minutter og sekunder?
    Det er et forslag. Hvad uret vil vise, og en vinge, der falder eller ikke længere regnes som faldet, siges, før yes registrerer det. Den retter også urene efter rollback.

topic-wait =
    Den virker kun i et parti startet med --manual-clock, hvor tiden står stille. Den lader tiden gå på det ur, der går, til øvelse og demonstrationer. Skriv wait 90s, wait 5m, wait 1h2m; ved et tal uden enhed spørges der tilbage.
    Du hører, hvor meget tid der er gået siden start, og enhver advarsel eller ethvert vingefald i mellemtiden. I et parti, der følger den virkelige tid, afvises wait.

topic-peg =
    Den fortæller programmet, hvordan et træk blev udført på den blinde spillers blindeskakbræt. Med peg ok: som annonceret. Med peg MOVE et andet træk: peg Sh3. Med peg FROM TO en fysisk flytning, lovlig eller ej: peg g1 h3. En bondeforvandling tilføjer brikbogstavet: peg e7 e8 q.
    Uden peg regnes hvert træk som udført, som det blev annonceret; med --mirror strict venter trykket på uret på peg. Afviger blindeskakbrættet så, siger én privat linje hvordan, og diff giver trinnene.
    Indtastningen peg fixed siger, at blindeskakbrættet er rettet, for eksempel efter trinnene fra diff. Brætterne regnes igen som ens.

topic-diff =
    Den siger, hvordan blindeskakbrættet afviger fra partiet. Først hvor mange steder der er forskel, og i hvor mange trin det rettes. Derefter hver forskel og hvert nummereret trin på sin egen linje: Trin 1 af 2: flyt { $piece-N } fra { $sq-f3 } til { $sq-g1 }.
    Et trin flytter en brik, fjerner en eller sætter en tilbage; eller løfter en for at sætte den et andet sted. Når brættet er rettet, skriver du peg fixed. Stemmer brætterne overens, siger diff det.

topic-compare =
    Den sammenligner den anden spillers noteringsliste med partiet, som reglerne kræver, når brætterne afviger. Skriv trækkene efter den, med eller uden numre, med alle slags bogstaver eller med de talte ord: compare 1. e4 e5 2. Sf3 Sc6
    Skrevet alene beder compare om listen en linje ad gangen. Den nævner det træk, den forventer, og gentager hver linje i én linje, nummereret, med partiets bogstaver (ord, der skrives, gentages som bogstaver). Derefter sammenligner end eller en tom linje; cancel afbryder. En kommando, der skrives dér, afvises med en henvisning.
    Ens lister nævner det bræt, der skal rettes. Forskellige lister nævner det første træk, der afviger. De foreslår at gå tilbage til det sidste træk, hvor de stemmer overens: rollback og derefter yes gør det. En indtastning, der ikke er et træk eller passer til to træk, nævnes; intet sammenlignes.

topic-rollback =
    Når compare har fundet, at noteringslisterne afviger, går rollback tilbage til det sidste træk, hvor de stemmer overens. Urene stilles tilbage, som de stod dengang. Det er et forslag: stillingen, hvert ur og de fuldførte træk siges. Derefter udfører yes det; no ændrer intet.
    Trækkene, der tages tilbage, bliver stående i partifilen og i PGN. Trinnene, der bringer blindeskakbrættet til den genskabte stilling, siges. Brætterne regnes som forskellige indtil peg fixed. Dommeren kan derefter ændre urene med setclock.
    Har compare ikke fundet nogen forskel, beder rollback dig sammenligne først.

topic-yes =
    Den registrerer det åbne forslag, nøjagtig som det blev sagt efter Skal registreres. Forslag kommer fra resign, accept, kravene, result, rollback, illegal, report illegal, addtime, setclock og en straf.
    Indtil der er svaret yes eller no, tages intet andet imod, der ville ændre partiet. Forespørgslerne, peg, touch og taleindstillingerne virker stadig. Er intet spørgsmål åbent, siger yes det.

topic-no =
    Den afviser det åbne forslag: intet registreres, og partiet fortsætter, som det stod. Både forslaget og svaret gemmes i partifilen.
    Ved et korrekt krav betyder no, at dommeren ikke tager kravet til følge; det regnes som ukorrekt. Kravstillerens ur går igen, det noterede træk udføres, og straffen foreslås. Efter claim time lader no vingen forblive faldet, og kravet kan fremsættes igen.

topic-assistant =
    Den navngiver den blinde spillers assistent, som betjener tastaturet (FIDEs regler 2017, tillæg D.2.10). Skriv assistant on Eva Holm eller assistant Eva Holm. Anvisningerne rettes så til assistenten. Med assistant off rettes de igen til spilleren.
    Det samme kan angives ved starten med --assistant NAME. Efter reglerne fra 2017 bliver assistenten, når modstanderen har hørenedsættelse: en anden kan navngives, men ingen kan slås fra.

topic-touch =
    Den noterer til dommeren, at modstanderen rørte en brik, med tiden siden start: touch e7. Det registreres straks. Det står i PGN og i notaterne på den eksporterede noteringsliste; intet på brættet ændres.
    Kun et felt med en brik på godtages. Mens et træk er annonceret og ikke fuldført, læses feltet i stillingen efter trækket.

topic-illegal =
    Dommeren erklærer det sidste fuldførte træk ulovligt. Det er et forslag. Du hører spillerens antal ulovlige træk, den genskabte stilling, hvert ur og straffen efter reglernes udgave. Derefter registrerer yes det.
    Straffen er 2 minutter til modstanderen. Ved det andet ulovlige træk tabes partiet efter reglerne fra 2014 og 2017, ved det tredje efter reglerne fra 2001 og 2005. Efter reglerne fra 2014 og 2017 er det i stedet remis, hvis modstanderen ikke kan sætte mat.
    Derefter siges trinnene, der bringer blindeskakbrættet til den genskabte stilling. Den spiller, hvis træk var ulovligt, er i trækket igen.

topic-report =
    Den melder et ulovligt træk, der faktisk blev udført på brættet, efter at programmet afviste det, da det blev skrevet. Den første sådanne afvisning siger hvordan: Hvis det blev udført på brættet, så meld det til dommeren: report illegal Lb6.
    Det er et forslag. Du hører trækket, som det blev skrevet, antallet af ulovlige træk og straffen efter reglernes udgave. Det er 2 minutter til modstanderen; når grænsen er nået, tabes partiet, eller det er remis, hvis modstanderen ikke kan sætte mat. Derefter registrerer yes det, og spilleren udfører et lovligt træk.
    Det tæller med blandt de træk, der er erklæret med illegal. I PGN står det som en kommentar, med tidspunktet og henvisningen til reglerne. Et lovligt træk meldes ikke: skriv det som trækket.

topic-result =
    Dommeren registrerer et resultat: result 1-0, result 0-1 eller result 1/2 for remis. Det er et forslag: yes registrerer det, og no lader partiet stå, som det er.
    Det tilsidesætter også et resultat, der allerede er registreret. Et træk, der er annonceret og ikke fuldført, spilles så ikke; i partifilen står det som taget tilbage.

topic-seal =
    Ved en afbrydelse afgiver spilleren i trækket hemmeligt træk: seal Sf3. Trækket kontrolleres og registreres, men siges aldrig højt. Du hører kun: Hemmeligt træk registreret, træk 41. Uret er stoppet; partiet er afbrudt (hængeparti).
    Er trækket allerede annonceret, skriver du seal alene: så er det det hemmelige træk. Skriv derefter kuverten med envelope. Ved genoptagelsen udfører unseal trækket.

topic-unseal =
    Ved genoptagelsen stiller annabella play --game FILE stillingen og urene op. Derefter udfører unseal det hemmelige træk: det annonceres og fuldføres, og uret for den spiller, der skal svare, starter.
    Indtil da venter træk, blindeskakbrættet, krav og compare. Er der intet hemmeligt træk, siger unseal det.
    Kuverten åbnes kun, når den spiller, der skal svare, er til stede (FIDEs regler 2017, anbefaling I.7). Er han fraværende, starter unseal absent hans ur, og kuverten forbliver lukket (anbefaling I.9.2); når han kommer, åbner unseal den. Er den, der afgav trækket, fraværende, kan svaret afgives i en ny kuvert med seal MOVE absent: hans ur starter, og unseal spiller svaret, når han kommer (anbefaling I.9.3).

topic-envelope =
    Den skriver kuverten til et afbrudt parti ved siden af partifilen, som tekst og i punktskrift (BRF). Angiv dato, klokkeslæt og sted for genoptagelsen efter den: envelope 2026-11-22 10:00, sal 2. Uden dem står der på kuverten, at de fastsættes af dommeren.
    Ydersiden indeholder aldrig trækket. Indersiden, til dommeren, er noteringslisten til og med det hemmelige træk. Du hører navnene på de fire filer, der blev skrevet.

topic-repeat =
    Den siger den sidste annoncering igen, med de samme ord. Efter en genoptagelse siger den det træk, der er annonceret og endnu ikke fuldført. I fuldskærmsvisningen gør F6 det. Kommandoen last siger i stedet det sidste træk med dets nummer.

topic-rate =
    Den sætter taletempoet i procent af normal hastighed, fra 10 til 400. For eksempel taler rate 120 en femtedel hurtigere; rate 100 er normalt. Tempoet ved start er rate i afsnittet speech i indstillingerne.

topic-volume =
    Den sætter talens lydstyrke i procent, fra 0 til 100: volume 80. Lydstyrken ved start er volume i afsnittet speech i indstillingerne.

topic-earcons =
    Den slår de korte lyde til eller fra: earcons off, earcons on. De markerer et fuldført træk, skak, en afvisning, tidnød, vingefald og et blindeskakbræt, der afviger. Talen ændres ikke.
    Valget ved start er earcons i afsnittet speech i indstillingerne.

topic-quiet =
    Den stopper det, der siges lige nu, for eksempel en lang liste. Den næste annoncering eller det næste svar siges som normalt. Kommandoen repeat siger den sidste annoncering igen.

topic-help =
    Skrevet alene viser help alle kommandoer, én på hver linje, efter linjen for et træk. Med et kommandoord siger den mere om den kommando: help compare. Med et emne læser den en vejledning op: help clock.
    Emnerne: start, game, clock, file, mirror, arbiter, assistant, adjourn, lines, screen. Og: explore, speech, braille, moves, replay, pgn, eboard, windows, settings, vocabularies, engine, broadcast, laws, learn. Kommandoen annabella manual udskriver hele vejledningen.
    Uden for et parti viser annabella help play alle tilvalg til play, med eksempler.

topic-quit =
    Den afslutter annabella. Partiet er allerede gemt: hver hændelse blev skrevet i partifilen, da den skete. Du hører partifilens sti.
    For at fortsætte senere: annabella play --game FILE. Et annonceret træk, et forslag, der venter på yes, eller en afbrydelse tages op igen. Tiden, mens programmet var lukket, tælles med på det ur, der gik, og det siges ved genoptagelsen.
    I fuldskærmsvisningen afslutter Ctrl+Q; Ctrl+C afslutter også altid.

## Hjælpens linjer, én for hver kommando.

help-yes = yes: besvar et forslag eller spørgsmål; forslaget registreres, som det blev sagt
help-no = no: afvis et forslag uden at registrere det; partiet fortsætter, som det stod
help-decline = decline: afslå det gældende remistilbud (det afslås også, når der trækkes)
help-volume = volume N: talens lydstyrke i procent, fra 0 til 100, for eksempel volume 80
help-end-cancel = end / cancel: i compare linje for linje sammenligner end, cancel afbryder
help-topics = help TOPIC: mere om en kommando eller et emne, for eksempel { $example }. Emner: start, game, clock, file, mirror, arbiter, assistant, adjourn, lines, screen. Og: explore, speech, braille, moves, replay, pgn, eboard, windows, settings, vocabularies, engine, broadcast, laws, learn.

## Settings: what each setting does. The same sentence is the help of the
## command-line option that gives the setting for one run (--control for
## control), and the comment above it in the file `annabella generate
## settings` writes. Keys and values are written as in the file.

settings-file-header =
    annabellas indstillinger, hver med det, den gør. Din egen fil ({ $path }) behøver kun det, du ændrer, under afsnittets overskrift; det, den udelader, beholder den værdi, der står her. Et tilvalg på kommandolinjen går forud for begge i én kørsel.
settings-section-voice = Hvordan træk annonceres: ordene, og hvor mange af dem.
settings-section-ui = Det sprog, annabella taler til dig på, og de bogstaver, du skriver.
settings-section-game = Hvordan et nyt parti sættes op. Et genoptaget parti beholder sine egne.
settings-section-speech = Hvem der taler, hvor hurtigt og hvor højt, og på hvilken enhed.
settings-section-engine = Skakprogrammet til øvelsespartier og studier.
settings-section-broadcast = Den direkte transmission og dommerens overblik.
settings-section-braille = Punktskrift: tabellen til kuvertens sider og punktdisplayet.
settings-section-tui = Fuldskærmsvisningen.
settings-section-keys = Fuldskærmsvisningens taster, én for hver handling. En tast skrives "f2", "ctrl-q", "alt-x", "shift-k", "esc", "enter", "space", "tab", "backspace", "up", "down", "left", "right", "home", "end", "pageup", "pagedown", "insert", "delete" eller som ét bogstav, ét ciffer eller ét tegn ("v", "?"). Store og små bogstaver er ligegyldige i navnene; "K" er det samme som "shift-k". Ctrl+C er ikke tasten for nogen handling: den afslutter altid programmet, og partiet er gemt. En tast, der virker overalt, skal være en F-tast, en navngiven tast eller have ctrl- eller alt-, da et almindeligt tegn skrives i indtastningslinjen.

setting-voice-voice = Annonceringernes ordforråd: de, da, nb eller et, du selv tilføjer. Tom: ordene fra meddelelsessprogets land: danske meddelelser giver de danske (Anna, Bodil, Cecilie … et, to, tre); norske standarden fra 2014 (Anna, Bella, Cæsar … eins, zwei, med de tyske brikker); andre sprog de tyske (Anna, Bella, Cesar … eins, zwei). En valgt stemme går altid forud.
setting-voice-files = Tag linjernes navne (Anna, Bella …) fra et andet ordforråd, f.eks. de med stemmen da. Tom: fra stemmen.
setting-voice-ranks = Tag rækkernes ord (eins, zwei …) fra et andet ordforråd. Tom: fra stemmen.
setting-voice-pieces = Tag briknavnene fra et andet ordforråd. Tom: fra stemmen.
setting-voice-long = Lang form: nævn hvert træks udgangsfelt ("Springer Gustav eins Felix drei").
setting-voice-pawn-name = Sig bondens navn før et bondetræk ("Bauer Eva vier"); slået fra siges kun feltet ("Eva vier").
setting-voice-check = Annoncér skak og mat (valgfrit efter reglerne fra 2001).
setting-ui-lang = Det sprog, annabella taler til dig på: en, da, de, nb, nl. Tom: systemets sprog, hvis annabella har det, ellers sproget for en valgt stemme, ellers engelsk.
setting-ui-letters = Brikbogstaverne, du skriver og læser: en, da, de, nb, nl. Tom: sprogets egne. Med nl er P en springer (paard).
setting-game-control = Tidskontrollen, som PGN skriver den (40/5400:1800+30, 300+3, 5400d5 for 5 sekunders delay) eller i FIDEs korte form (90/40+30+30s, 15+10, 3+2). Et X+Y uden enheder er minutter og sekunder, når X er under 180 (15+10), ellers sekunder og sekunder (300+3).
setting-game-laws = Udgaven af FIDEs regler for skak: 2017, 2014, 2005 eller 2001.
setting-game-kind = Partitypen: standard, rapid eller blitz. Tom: som tidskontrollen giver den efter udgavens definition. Angiv den, hvor turneringsreglementet fastsætter en anden.
setting-game-supervision = Hvordan turneringen overvåger hurtig- og lynskakpartier, efter reglerne fra 2014 og 2017: partial (tillæg A.4 og B.4: et ulovligt træk taber, når modstanderen fremsætter krav herom, og et krav om gevinst på tid forudsætter tid på kravstillerens ur), som er reglernes standard, eller full (tillæg A.3 og B.3: én dommer til højst tre partier, som hver noteres; turneringsreglerne gælder).
setting-game-quickplay = Turneringen har bekendtgjort hurtigafslutning (FIDEs regler 2017, anbefaling III; 2014, tillæg G; 2005 og 2001, § 10): den spiller, der er i trækket, kan kræve remis med mindre end 2 minutter tilbage i sidste periode. Ikke i lynskak, og efter reglerne fra 2014 og 2017 heller ikke med tillægstid eller delay.
setting-game-color = Den blinde eller synshandicappede spillers farve: white eller black.
setting-game-warnings = Hvor meget tid der er tilbage på den blinde spillers eget ur, når annabella advarer.
setting-game-periodic = Meld den blinde spillers resterende tid uopfordret: fra (tom), medmindre spilleren vælger det, da uopfordret tale er begrænset til det, spilleren har valgt. For eksempel hyppigheden "5m, 1m<10m, 10s<1m": hvert 5. minut, hvert minut under 10 minutter, hvert 10. sekund under et minut.
setting-game-mirror = Hvordan blindeskakbrættet følges: assumed (hvert træk regnes som udført, som det blev annonceret, medmindre en angivelse med peg siger andet) eller strict (trykket på uret venter, indtil udførelsen er angivet med peg).
setting-game-eboard = Den serielle port til den seende spillers elektroniske bræt (DGT), hvis træk så læses fra det: /dev/ttyACM0, /dev/ttyUSB0, COM3. Tom: ingen.
setting-speech-backend = Hvem der taler: auto (den indbyggede stemme, hvis et lydkort kan åbnes, ellers systemets stemme, ellers udskrevne linjer), clips (den indbyggede stemme), tts (systemets stemme), reader (Windows: den kørende skærmlæser, NVDA eller JAWS, med sin egen stemme; andre steder systemets stemme), text (kun udskrevne linjer, til skærmlæsere og punktdisplays), none. Når input eller output ikke er en terminal, betyder auto text.
setting-speech-rate = Taletempoet i procent af normal hastighed.
setting-speech-volume = Talens lydstyrke i procent af normal lydstyrke.
setting-speech-earcons = Korte lyde for et fuldført træk, skak, en afvisning, tidnød, vingefald og et blindeskakbræt, der afviger.
setting-speech-gap-ms = Pausen mellem den indbyggede stemmes ord, i millisekunder.
setting-speech-public-device = Lydenheden (en del af dens navn) til offentlige annonceringer: en højttaler til bordet. Tom: standardenheden.
setting-speech-private-device = Lydenheden (en del af dens navn) til privat tale: en øretelefon. Tom: standardenheden.
setting-engine-program = Skakprogrammet til øvelsespartier og studier (eval, best, line, review): et program, der taler UCI, angivet ved navn på PATH (også /usr/games, hvor Debian lægger stockfish) eller ved sin sti.
setting-engine-strength = Hvor stærkt skakprogrammet spiller i et øvelsesparti: "" (fuld styrke), en rating som "1500" eller et niveau som "level 5" (0 til 20).
setting-engine-think = Hvor længe skakprogrammet tænker over et træk i et øvelsesparti: en tid som "5s" (dets ur går imens), "" (på sit eget ur, som en turneringsspiller) eller "nodes 20000" (en fast beregning: samme træk hver gang).
setting-engine-analysis-time = Hvor længe skakprogrammet tænker over en stilling, når et studie spørger det, f.eks. 2s; eller "nodes 20000", en fast søgning, der giver samme svar hver gang.
setting-engine-options = Skakprogrammets egne indstillinger, sendt, som de er, når programmet har dem, f.eks. { "{" } Threads = 2, Hash = 128 { "}" }.
setting-broadcast-serve = Send hvert parti, mens det spilles, til en direkte transmission og dommerens overblik: GET /game.pgn og /status.json over HTTP.
setting-broadcast-address = Hvor partiet sendes: en port, kun til denne maskine ("8064"), eller en adresse og en port ("0.0.0.0:8064" for hele netværket; port 0: en hvilken som helst ledig port).
setting-broadcast-delay = Hvor længe trækkene holdes tilbage fra transmissionens PGN, mod snyd, f.eks. 15m (et tal alene er minutter). Status holdes ikke tilbage: den nævner intet træk, og dommeren har brug for den, som den er.
setting-braille-table = Liblouis-tabellen til kuvertens punktskriftsider (BRF) og til punktdisplayet. Tom: den uforkortede tabel for det sprog, teksten er på (da-dk-g16.ctb, de-g0-detailed.utb, no-no-g0.utb, nl-NL-g0.utb, en-ueb-g1.ctb); ellers en hvilken som helst sekspunktstabel ved navn, f.eks. "de-g1.ctb".
setting-braille-display = Vis også fuldskærmsvisningen på et punktdisplay: gennem BRLTTY på Linux, det lokale, medmindre BRLAPI_HOST angiver et andet. Linjetilstand overlader displayet til skærmlæseren.
setting-tui-theme = Fuldskærmsvisningens farver: high-contrast, dark, light eller mono (ingen farver: kun inverteret tekst og understregning). NO_COLOR i miljøet gennemtvinger mono.
setting-tui-big-text = Vis den sidste annoncering med store bogstaver hen over skærmen (tasten big_text slår det til og fra under partiet).

## Learning from one's own game: the moves that turned it (mistakes), each
## tried again from the position before it (retry), and the move tried
## judged beside the engine's and the game's.

judgement-short = { $kind ->
        [even] lige stilling
        [slightly] { $side ->
            [white] { -white }
           *[black] { -black }
        } lidt bedre
        [better] { $side ->
            [white] { -white }
           *[black] { -black }
        } omkring { $number ->
            [one] én bonde
           *[other] { $number } bønder
        } bedre
        [winning] { $side ->
            [white] { -white }
           *[black] { -black }
        } vinder
        [mate] { $side ->
            [white] { -white }
           *[black] { -black }
        } sætter mat i { $number ->
            [one] ét træk
           *[other] { $number } træk
        }
       *[mated] mat
    }
learn-none = { $side ->
        [white] Ingen af { -white }s træk vendte partiet.
        [black] Ingen af { -black }s træk vendte partiet.
       *[both] Intet træk vendte partiet.
    }
learn-found = { $count ->
        [one] Ét træk vendte partiet; retry prøver det igen:
       *[other] { $count } træk vendte partiet; retry prøver det første igen:
    }
learn-point = { $n }. { $played }: { $kind ->
        [mate-missed] overså mat i { $number ->
            [one] ét træk
           *[other] { $number } træk
        }
        [mate-allowed] tillod mat i { $number ->
            [one] ét træk
           *[other] { $number } træk
        }
        [lost] kostede omkring { $number ->
            [one] én bonde
           *[other] { $number } bønder
        }
       *[cost] fra { $from } til { $to }
    }.
learn-retry = Vendepunkt { $n } af { $total }: stillingen før { $played }.
learn-state = Vendepunkt { $n } af { $total }, { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trækket
learn-game-move = Det er trækket fra partiet: det var det, der vendte partiet.
learn-in-check = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } står i skak.
learn-your-move = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } er i trækket. Skriv et bedre træk; best siger skakprogrammets, retry går videre.
learn-verdict = { $kind ->
        [best] Fundet: skakprogrammets eget træk.
        [as-good] Fundet: lige så godt som skakprogrammets træk.
        [better] Bedre end partiets træk, men endnu ikke det bedste.
       *[mistake] Stadig en fejl: { $why }.
    }
learn-why = { $kind ->
        [mate] det tillader mat i { $moves ->
            [one] ét træk
           *[other] { $moves } træk
        }
        [loses] det koster en brik ({ $piece }) efter { $reply }
       *[worse] efter det, { $piece }
    }
learn-count = { $found } af { $total } fundet ({ $tried } prøvet).
learn-first = Skriv først mistakes: skakprogrammet finder de træk, der vendte partiet.
learn-done = Det var det sidste vendepunkt: { $found } af { $total } fundet.
learn-no-point = Der er intet vendepunkt { $n }: der er { $total }.
learn-not-retrying = Der er intet vendepunkt i gang: skriv retry for at prøve et igen.
help-mistakes = mistakes: de træk, der vendte partiet, nummereret til retry
threat = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } truer med { $said }.
threat-check = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } giver skak: skakken skal pareres først.
threat-none = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } truer ikke med noget, som skakprogrammet ser.
help-threat = threat: hvad den anden spiller ville gøre, hvis den var i trækket
help-retry = retry: et vendepunkt igen (retry 2: det andet); skriv så et træk
manual-learn-title = Lær af dine egne partier
manual-learn =
    Efter en turnering åbner du dit parti: annabella replay --game runde3.annabella, eller en PGN-fil. Skriv mistakes. Skakprogrammet gennemgår partiet og nævner de træk, der vendte det, ét pr. linje: trækket, og hvad det kostede, fra lige stilling til Sort omkring én bonde bedre, eller en overset mat. Mens det arbejder, siges det, hvor langt det er nået. Skakprogrammets gennemgang gemmes ved siden af partifilen, så en ny gennemgang er klar med det samme.
    Skriv retry. Stillingen før det første af disse træk siges, som du stiller den op på blindeskakbrættet: først brikkerne for den spiller, der er i trækket, derefter modstanderens. Skriv et bedre træk, i enhver notation. Svaret siger, om det er skakprogrammets eget træk, lige så godt, bedre end partiets træk eller stadig en fejl, og hvorfor: det koster en brik (springer) efter Dame David vier.
    Prøv igen, eller skriv best for skakprogrammets træk og dets variant. Derefter går retry videre til det næste; retry 3 går til det tredje. Til sidst siger en optælling, hvor mange du fandt. mistakes white nævner kun Hvids træk.
    Det virker i replay og efter et afsluttet parti, aldrig under et parti mod en person.
    Se også: help engine, help replay.
