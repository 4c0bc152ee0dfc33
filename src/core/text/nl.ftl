### Nederlands (Dutch): every sentence the program says or prints.
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
###
### Chess terms follow the official Dutch translation of the FIDE Laws of
### Chess (KNSB, 2001): arbiter, claimen, afgegeven zet, envelop, afgebroken
### partij, notatieformulier, onreglementaire zet, voltooid. The blind
### player's peg board (appendix F1: pieces with a "pen") is the pennenbord.

-white = Wit
-black = Zwart

-king = koning
-queen = dame
-rook = toren
-bishop = loper
-knight = paard
-pawn = pion

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
or = of
# Between the periods of a time control.
then = dan
# The word for $n of a unit, without the number.
unit = { $unit ->
        [hour] { $n ->
            [one] uur
           *[other] uur
        }
        [minute] { $n ->
            [one] minuut
           *[other] minuten
        }
        [second] { $n ->
            [one] seconde
           *[other] seconden
        }
       *[move] { $n ->
            [one] zet
           *[other] zetten
        }
    }

## Moves that cannot be read or played

empty = typ een zet
unreadable = "{ $input }" is geen zet die ik kan lezen; typ bijvoorbeeld e4, { $san }, e2e4 of "{ $spoken }"
spoken-example = Springer Felix drei
unknown-word = "{ $input }": het woord "{ $word }" is geen woord voor een zet
game-over = de partij is afgelopen
ambiguous = "{ $input }" past op meerdere zetten: { $candidates }; typ nauwkeuriger welke je bedoelt
# $example is the move with a queen named, in the user's letters.
promotion-piece = { $native ->
       *[true] de pion bereikt { $square }: noem het nieuwe stuk, bijvoorbeeld { $example }
        [false] de { $pawn } bereikt { $square }: noem het nieuwe stuk, bijvoorbeeld { $example }
    }
no-piece = { $side ->
        [white] { -white }
       *[black] { -black }
    } heeft geen { $piece }
# $from says where the piece comes from, as far as the input said: none, file,
# rank or square; $from_file, $from_rank or $from_square gives it.
cannot-reach = geen { $piece }{ $from ->
        [file] {" "}op de { $from_file }-lijn
        [rank] {" "}op rij { $from_rank }
        [square] {" "}op { $from_square }
       *[none] {""}
    } kan { $to } bereiken
empty-square = er staat geen stuk op { $square }
not-your-piece = het stuk op { $square } is van { $owner ->
        [white] { -white }
       *[black] { -black }
    }
cannot-move-there = { $piece ->
        [paard] het
       *[other] de
    } { $piece } op { $from } kan niet naar { $to }
own-piece = op { $square } staat al een stuk van dezelfde kleur ({ $piece })
nothing-to-capture = er valt niets te slaan op { $square }
not-en-passant = dat is geen slag en passant
no-promotion = alleen een pion die de laatste rij bereikt, promoveert
promotion-choice = een pion kan alleen dame, toren, loper of paard worden
other-sides-move = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } is aan zet: dat is een zet van { $other ->
        [white] { -white }
       *[black] { -black }
    }, misschien na een zet die niet is ingevoerd
king-in-check = { $native ->
       *[true] de koning zou schaak staan
        [false] de { $king } zou schaak staan
    }
in-check = { $native ->
       *[true] de koning staat schaak en deze zet heft het schaak niet op
        [false] de { $king } staat schaak en deze zet heft het schaak niet op
    }
castle = { $native ->
       *[true] { $side ->
            [king-side] korte rokade
           *[queen-side] lange rokade
        } is niet mogelijk: { $block ->
            [no-rights] met de koning of met die toren is al gezet
            [in-check] de koning staat schaak
            [blocked] er staan stukken tussen koning en toren
           *[attacked] de koning zou een aangevallen veld overschrijden of bezetten
        }
        [false] { $castling } is niet mogelijk: { $block ->
            [no-rights] met de { $king } of met die { $rook } is al gezet
            [in-check] de { $king } staat schaak
            [blocked] er staan stukken tussen { $king } en { $rook }
           *[attacked] de { $king } zou een aangevallen veld overschrijden of bezetten
        }
    }
# A bad move in a list of moves, with its number (1 for the first move given).
bad-move = zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    } "{ $input }": { $reason }
number-misplaced = het zetnummer "{ $written }" staat waar zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    } hoort
result-inside = de uitslag "{ $token }" staat vóór nog meer zetten: een uitslag sluit het notatieformulier af
result-contradicts = de uitslag "{ $given }" past niet bij de zetten, die op { $ended } eindigen
# $detail is the chess library's own (English) wording.
bad-fen = de stelling "{ $fen }" is niet bruikbaar: { $detail ->
       *[whole] het is geen FEN van zes delen
        [board] het borddeel is niet leesbaar
        [turn] de kleur aan zet is noch w noch b
        [castling] het rokadedeel is niet leesbaar
        [en-passant] het en-passantveld is niet leesbaar
        [halfmoves] het aantal halve zetten is niet leesbaar
        [fullmoves] het zetnummer is niet leesbaar
        [move-number-too-high] het zetnummer is hoger dan 10.000, wat geen partij bereikt
        [empty-board] het bord is leeg
        [missing-king] er ontbreekt een koning
        [too-many-kings] een kleur heeft meer dan één koning
        [pawns-on-back-rank] er staat een pion op de eerste of laatste rij
        [castling-rights] een rokaderecht past niet bij de koningen en torens
        [en-passant-square] het en-passantveld past niet bij de stelling
        [opposite-check] de koning van de kleur die niet aan zet is, staat schaak
        [impossible-check] geen zet kan dit schaak hebben gegeven
        [too-much-material] er zijn meer stukken dan een partij kan hebben
    }
unknown-vocabulary = er is geen vocabulaire "{ $id }"; bekend zijn: { $known }
# What is wrong in a vocabulary file (voices/ID.toml), for its author; the
# file and line stand before it.
vocab-bad-id = de id "{ $id }" van het vocabulaire (de bestandsnaam) mag alleen letters, cijfers, - en _ bevatten
# $detail is the TOML reader's own (English) wording.
vocab-toml = { $detail }
vocab-not-eight = `{ $key }` heeft { $count } { $key ->
        [files] namen
       *[ranks] woorden
    }, er zijn er precies 8 nodig ({ $key ->
        [files] a tot h
       *[ranks] 1 tot 8
    })
vocab-one-colour = `[{ $has }]` heeft een tabel `[{ $lacks }]` ernaast nodig: de zes stukken (koning, dame, toren, loper, paard, pion) in elke kleur, of geen van beide tabellen
vocab-empty = `{ $key }` is leeg
vocab-same-word = `{ $a }` en `{ $b }` zijn hetzelfde woord "{ $word }"; alle woorden moeten verschillend zijn
vocab-pronounce-empty = [pronounce] "{ $word }": een woord en hoe je het uitspreekt, geen van beide leeg

## The talking clock

time-line = { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $completed ->
        [one] { $completed } zet
       *[other] { $completed } zetten
    } voltooid, { $used } verbruikt, { $flag ->
        [true] vlag gevallen
       *[false] { $left } over
    }.
time-pending = Zet { $number } van { $by ->
        [white] { -white }
       *[black] { -black }
    } is aangekondigd, niet voltooid: de zet telt nog niet mee, en de klok van { $by ->
        [white] { -white }
       *[black] { -black }
    } loopt nog.
left = { $span } over
flag-fell = { $color ->
        [white] De vlag van { -white } is gevallen. { -black }
       *[black] De vlag van { -black } is gevallen. { -white }
    } { $opponent_can_mate ->
        [true] kan nog mat zetten: een claim geeft winst op tijd (niet bindend).
       *[false] kan met het resterende materiaal niet mat zetten: zodra het vallen van de vlag is geclaimd of door de arbiter is waargenomen, is de partij remise (niet bindend).
    }
time-added = { $span } toegevoegd aan de klok van { $color ->
        [white] { -white }
       *[black] { -black }
    }.
clock-set = De klok van { $color ->
        [white] { -white }
       *[black] { -black }
    } is op { $left } ingesteld.
# After wait on the manual clock: the time since the start.
clock-now = Handmatige klok: { $since_start } sinds het begin.
period-moves = { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    } in { $time }
period-repeats = dan telkens hetzelfde per { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
period-rest = { $time } voor de rest van de partij
# $from: the move it starts at, said where the control has several periods (0: not said).
increment = { $time } extra per zet{ $from ->
        [0] {""}
       *[other] {" vanaf zet "}{ $from }
    }
delay = { $time } vertraging per zet{ $from ->
        [0] {""}
       *[other] {" vanaf zet "}{ $from }
    }
control-error = het speeltempo "{ $text }" wordt niet begrepen; schrijf bijvoorbeeld 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 of 5400d5, elke tijd ten hoogste { $hours } uur
# A control that reads but is most likely a slip: refused with the likely meaning.
control-swapped = het speeltempo "{ $text }" zou { $moves } zetten in { $minutes } minuten zijn; voor { $minutes } zetten in { $moves } minuten schrijf je { $moves }/{ $minutes }{ $rest } of { $minutes }/{ $seconds }
control-no-base = het speeltempo "{ $text }" geeft geen begintijd; schrijf bijvoorbeeld 3+2 (3 minuten, daarna 2 seconden extra per zet)
control-seconds = in het speeltempo "{ $text }": is { $number } in minuten of in seconden? Voor minuten schrijf je { $number }m (of { $seconds }), voor seconden { $number }s

## The move workflow

correction = Correctie: { $announcement }
confirmed = Herhaald door de tegenstander.
completed = { $by ->
        [white] { -white } heeft zet { $number } voltooid. { -black } is aan zet.
       *[black] { -black } heeft zet { $number } voltooid. { -white } is aan zet.
    }
to-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } is aan zet.
waiting-for-press = De zet van { $by ->
        [white] { -white }
       *[black] { -black }
    } is aangekondigd; { $next ->
        [peg] voer in hoe die op het pennenbord is uitgevoerd (peg ok) of corrigeer de zet (fix MOVE).
       *[press] druk de klok in (press) of corrigeer de zet (fix MOVE).
    }
# Said first by every answer about the position while a move is announced
# and not yet completed: the answer describes the position after it.
shown-after-pending = Stelling na de aangekondigde zet "{ $announcement }" van { $by ->
        [white] { -white }
       *[black] { -black }
    }, nog niet voltooid.
pending = De zet "{ $announcement }" van { $by ->
        [white] { -white }
       *[black] { -black }
    } is nog niet voltooid. { $next ->
        [peg] Voer eerst in hoe die op het pennenbord is uitgevoerd (peg ok, peg MOVE of peg FROM TO) of corrigeer de zet (fix MOVE).
       *[press] Druk eerst de klok in (press) of corrigeer de zet (fix MOVE).
    }
pending-after-answer = De zet "{ $announcement }" van { $by ->
        [white] { -white }
       *[black] { -black }
    } is nog niet voltooid; { $dropped ->
        [true] als het antwoord no is,
       *[false] na het antwoord,
    } { $next ->
        [peg] voer in hoe die op het pennenbord is uitgevoerd (peg ok) of corrigeer de zet (fix MOVE).
       *[press] druk de klok in (press) of corrigeer de zet (fix MOVE).
    }
nothing-to-press = Er is geen zet aangekondigd: typ eerst de zet en druk dan de klok in.
nothing-to-fix = Er is geen aangekondigde zet om te corrigeren: typ de zet.
nothing-to-confirm = Er is geen aangekondigde zet om te bevestigen.
last-move = { $by ->
        [white] { -white }
       *[black] { -black }
    }, zet { $number }: { $announcement }.{ $completed ->
        [true] {""}
       *[false] {" "}Nog niet voltooid.
    }
no-moves = Er is nog geen zet gedaan.

## Draws, claims, results

draw-offered = { $by ->
        [white] { -white }
       *[black] { -black }
    } biedt remise aan.
draw-declined = { $by ->
        [white] { -white }
       *[black] { -black }
    } wijst het remiseaanbod af.
no-offer = Er staat geen remiseaanbod open.
offer-standing = Het remiseaanbod van { $by ->
        [white] { -white }
       *[black] { -black }
    } staat nog open: { $early ->
        [true] wijs het eerst af (decline); remise kan pas worden overeengekomen nadat beide spelers een zet hebben gedaan (FIDE-regels 2017, art. 5.2.3).
       *[false] neem het eerst aan of wijs het af (accept, decline).
    }
agreement-too-early = Remise kan pas worden overeengekomen nadat beide spelers een zet hebben gedaan (FIDE-regels 2017, art. 5.2.3).
offer-open = Het remiseaanbod van { $by ->
        [white] { -white }
       *[black] { -black }
    } staat open: { $early ->
        [true] remise kan pas worden overeengekomen nadat beide spelers een zet hebben gedaan (FIDE-regels 2017, art. 5.2.3); wijs het af (decline); ook een zet geldt als afwijzing.
       *[false] neem het aan of wijs het af (accept, decline); ook een zet geldt als afwijzing.
    }
claim = { $by ->
        [white] { -white }
       *[black] { -black }
    } claimt remise op grond van { $kind ->
        [threefold] drievoudige herhaling
       *[fifty] de 50-zettenregel
    }: { $correct ->
        [true] de claim is terecht
       *[false] { $written ->
            [true] de claim is onterecht; de partij gaat verder met de genoteerde zet
           *[false] de claim is onterecht; de partij gaat verder
        }
    }.
claim-with-pending = Er is al een zet aangekondigd. Claim voordat je de zet doet, en noem daarbij de zet die je wilt spelen: claim { $kind } MOVE.
# $by is none when nobody in particular ended the game.
ended = { $reason ->
        [checkmate] Mat.
        [stalemate] Pat.
        [dead-position] Geen van beide spelers kan nog mat zetten: dode stelling.
        [fivefold] Dezelfde stelling voor de vijfde keer.
        [seventy-five-moves] 75 zetten van elke speler zonder slag of pionzet.
        [resignation] { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        } geeft op.
        [agreement] { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        } neemt het remiseaanbod aan.
        [threefold] Remise door drievoudige herhaling, geclaimd door { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
        [fifty-moves] Remise door de 50-zettenregel, geclaimd door { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
        [time] { $by ->
            [white] { -white } claimt op tijd.
            [black] { -black } claimt op tijd.
           *[none] Beide vlaggen zijn gevallen.
        }
        [illegal-moves] De arbiter stelt de uitslag vast vanwege de onreglementaire zetten.
        [quickplay] Bij versneld beëindigen verklaart de arbiter remise op de claim van { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
       *[arbiter] De arbiter stelt de uitslag vast.
    } { $result ->
        [white-wins] { -white } wint, 1-0.
        [black-wins] { -black } wint, 0-1.
       *[draw] De partij is remise, 1/2-1/2.
    }

# What the players must know now: short phrases, joined with " · ".
situation-playing = { $side ->
        [white] { -white }
       *[black] { -black }
    } aan zet, zet { $number }
situation-adjourned = Afgebroken: { $side ->
        [white] { -white }
       *[black] { -black }
    } heeft zet { $number } afgegeven
situation-ended = Partij afgelopen, { $result ->
        [white-wins] 1-0
        [black-wins] 0-1
       *[draw] 1/2-1/2
    }
situation-carry-out = { $side ->
        [white] { -white }
       *[black] { -black }
    } kondigde { $said } aan: nog uit te voeren
situation-question = { $what ->
        [result] uitslag { $result }: yes of no?
        [rollback] teruggaan: yes of no?
        [illegal] onreglementaire zet: yes of no?
        [clock] klok: yes of no?
       *[other] yes of no?
    }
situation-offer = Remiseaanbod van { $side ->
        [white] { -white }
       *[black] { -black }
    }
situation-peg = Pennenbord wijkt af
result-only = { $result ->
        [white-wins] { -white } wint, 1-0.
        [black-wins] { -black } wint, 0-1.
       *[draw] Remise, 1/2-1/2.
    }
## The game file

new-game = Nieuwe partij.{ $has_white ->
        [true] {" "}{ -white }: { $white }.
       *[false] {""}
    }{ $has_black ->
        [true] {" "}{ -black }: { $black }.
       *[false] {""}
    } { $blind ->
        [white] { -white }
       *[black] { -black }
    } speelt op het pennenbord. Speeltempo: { $control }. FIDE-regels { $laws }.
time-on-request = De tijd wordt alleen op verzoek meegedeeld ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }): geen waarschuwingen bij weinig tijd; typ time.
control-reached = { $side ->
        [white] { -white }
       *[black] { -black }
    } heeft met zet { $moves } de tijdcontrole bereikt: { $added } toegevoegd.
note-control-reached = { $side ->
        [white] { -white }
       *[black] { -black }
    } bereikte de tijdcontrole met zet { $moves }, { $added } toegevoegd
quickplay-announced = Versneld beëindigen aangekondigd ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }): met minder dan 2 minuten op de klok in de laatste periode mag de speler aan zet remise claimen: claim quickplay.
quickplay-excluded = Versneld beëindigen geldt niet voor deze partij ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }).
quickplay-not-announced = Het toernooi heeft voor deze partij geen versneld beëindigen aangekondigd ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }): zo'n claim is dus niet mogelijk.
quickplay-not-yet = Een claim bij versneld beëindigen kan alleen met minder dan 2 minuten op de klok in de laatste periode, voordat de vlag valt ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }); { $by ->
        [white] { -white }
       *[black] { -black }
    } heeft { $left }.
quickplay-claimed = { $by ->
        [white] { -white }
       *[black] { -black }
    } claimt remise bij versneld beëindigen met { $left } over ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }): de klokken zijn stilgezet voor de arbiter.
note-quickplay-claim = { $side ->
        [white] { -white }
       *[black] { -black }
    } claimt remise bij versneld beëindigen met { $left } over{ $rule }
replacing-move-bound = Voor de zet die hem vervangt, geldt "aanraken is zetten" ({ PART($touch) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $touch }).
increment-requested = { $by ->
        [white] { -white }
       *[black] { -black }
    } vraagt om 5 seconden extra per zet voor beide spelers ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }): dat is een remiseaanbod. { $by ->
        [white] { -black }
       *[black] { -white }
    } neemt het remiseaanbod aan (accept) of wijst het af (decline); bij afwijzing beslist de arbiter over de extra tijd per zet.
increment-set = Vanaf nu wordt na elke zet { $span } toegevoegd aan beide klokken
note-increment-set = vanaf nu na elke zet { $span } toegevoegd aan beide klokken
no-increment-request = De FIDE-regels { $year } kennen geen verzoek om extra tijd per zet; remise claim je met claim quickplay.
quickplay-not-now = de arbiter wijst de claim af of stelt zijn beslissing uit (remise wordt dan vastgelegd met result), en de klok van { $side ->
        [white] { -white }
       *[black] { -black }
    } loopt weer.
words-used = De zetten worden aangekondigd met deze woorden: { $examples } (andere: --voice da Deens, de Duits, nb Noors).
game-kind-standard = Standaardschaak.
game-kind = { $kind ->
        [rapid] Rapidschaak
       *[blitz] Snelschaak
    } ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }).
kind-full = De wedstrijdregels gelden ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }).
kind-illegal-loses = Een voltooide onreglementaire zet kost de partij als de tegenstander de winst claimt voordat hij zelf zet; remise als hij niet mat kan zetten ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }).
kind-illegal-until = Een onreglementaire zet wordt alleen bestraft als de tegenstander die claimt voordat hij zelf zet ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }).
kind-penalty = Een tijdstraf bedraagt { $minutes ->
        [one] { $minutes } minuut
       *[other] { $minutes } minuten
    } ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }).
kind-claimant-time = Op tijd claimen kan alleen wie zelf nog tijd op de klok heeft ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }).
kind-both-flags = Als beide vlaggen zijn gevallen, is de partij remise ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }).
resumed = Partij hervat bij zet { $number }. { $status }
time-while-closed = Terwijl annabella afgesloten was, { $color ->
        [white] liep de klok van { -white } door: { $span } komt voor rekening van { -white }.
       *[black] liep de klok van { -black } door: { $span } komt voor rekening van { -black }.
    }
setup-ignored = De eigen instellingen van de partij blijven gelden; niet toegepast: { $options }.
told-now = Vanaf nu in deze partij: { $options }.
assistant-on-resume = Om { $name } vanaf nu te laten assisteren, typ je: assistant on { $name }
resume-at-on-resume = Tijd en plaats van de hervatting stel je in met envelope TEXT, bijvoorbeeld envelope 2026-11-22 10:00, zaal B.
over-at-start = Vanuit deze stelling kan geen partij beginnen: { $reason ->
        [checkmate] het is mat.
        [stalemate] het is pat.
       *[other] geen van beide spelers kan nog mat zetten.
    }
started-from = De partij begint vanuit de gegeven stelling, bij zet { $number }, met { $side ->
        [white] Wit
       *[black] Zwart
    } aan zet. Typ board om de stelling te horen.

## Two boards, two scoresheets, the assistant, the arbiter, adjournment

misplaced = { $piece } op { $on } hoort op { $should_be } te staan
extra = { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) op { $on } hoort daar niet te staan
missing = { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) ontbreekt op { $on }
replaced = { $have } ({ $have_side ->
        [white] { -white }
       *[black] { -black }
    }) staat op { $on } in plaats van { $want } ({ $want_side ->
        [white] { -white }
       *[black] { -black }
    })
board-differs = Het pennenbord wijkt af: { $item }.
peg-still-differs = Het pennenbord wijkt nog { $places ->
        [one] op één plaats
       *[other] op { $places } plaatsen
    } af van de partij{ $blocked ->
        [true] , en deze zet kan er niet op worden uitgevoerd
       *[false] {""}
    }: diff geeft de stappen.
peg-other-move = Als { $written } de gespeelde zet is, corrigeer dan in plaats daarvan de aankondiging: fix { $written }.
boards-agree = Het pennenbord stemt overeen met de partij.
diff-heading = Het pennenbord wijkt op { $places ->
        [one] één plaats
       *[other] { $places } plaatsen
    } af van de partij; { $steps ->
        [one] één stap brengt
       *[other] { $steps } stappen brengen
    } het in orde.
diff-item = Pennenbord: { $item }.
eboard-differs = Het elektronische bord wijkt op { $places ->
        [one] één plaats
       *[other] { $places } plaatsen
    } af van de partij.
eboard-item = Op het elektronische bord: { $item }.
eboard-agrees = Het elektronische bord stemt weer overeen met de partij.
eboard-connected = Het elektronische bord op { $path } is verbonden.
eboard-lost = Het elektronische bord op { $path } antwoordt niet ({ $why }): sluit het opnieuw aan; de partij gaat door.
eboard-promotion = Het elektronische bord toont { $piece } op { $square } voor de promotie: als een ander stuk bedoeld was, typ dan fix met dat stuk.
step-line = Stap { $number } van { $count }: { $step }.
peg-fixed-hint = Als het pennenbord klopt, typ dan peg fixed.
step-move = zet { $piece } van { $from } naar { $to }
step-remove = haal { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) weg van { $from }
step-put-back = zet { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) terug op { $on }
step-lift = pak { $piece } op van { $from } en houd het stuk vast
step-place = plaats het stuk dat je vasthoudt ({ $piece }) op { $on }
peg-fixed = Het pennenbord is gecorrigeerd: het stemt overeen met de partij.
peg-needed = Voer eerst in hoe de zet op het pennenbord is uitgevoerd: peg ok, peg MOVE of peg FROM TO.
diff-peg-pending = Het pennenbord stemt overeen met de partij vóór de aangekondigde zet.
diff-peg-enter = Voer in hoe die zet is uitgevoerd: peg ok, peg MOVE of peg FROM TO.
nothing-to-peg = Er is nog geen zet gedaan: er valt niets op het pennenbord vast te leggen.
bad-peg-squares = "{ $text }" is geen zet op het pennenbord: geef twee velden, het eerste met een stuk erop, bijvoorbeeld peg g1 f3.
after-move = na zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    }
game-start = bij het begin van de partij
sheet-notes = Aantekeningen voor de arbiter:
nothing-written = niets
sheets-agree = Beide notatieformulieren stemmen overeen, tot en met de stelling { $through }.
correct-peg-board = De notatieformulieren stemmen overeen, dus wordt het bord dat afwijkt gecorrigeerd ({ PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }): het pennenbord.
correct-other-board = Het pennenbord stemt overeen met de notatieformulieren. Als de borden verschillen, wordt het bord van de tegenstander gecorrigeerd naar de stelling van de notatieformulieren ({ PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }).
# Where the scoresheets first differ, and the proposal to go back (D.2.9).
sheets-differ = De notatieformulieren verschillen voor het eerst bij zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    }: hier { $ours }, op het andere formulier { $theirs }. Voorstel ({ PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }): terug naar de stelling { $back_to }. Klokken zoals ze toen stonden: { -white } { $white_left } over; { -black } { $black_left } over. Typ rollback om dat te doen; de arbiter kan de klokken daarna bijstellen met setclock.
sheets-differ-announced = { $ours } is de aangekondigde zet, nog niet voltooid. Als { $theirs } gespeeld is, corrigeer dan in plaats daarvan de aankondiging: fix { $theirs }.
sheet-pending = Nog niet op het notatieformulier: { $by ->
        [white] { -white }
       *[black] { -black }
    }, zet { $number }, { $written }, aangekondigd en niet voltooid.
clocks-started = De claim wordt niet toegewezen: de klok van { $side ->
        [white] { -white }
       *[black] { -black }
    } loopt weer.
# What a proposal will do, said before yes (the program's rule: a proposal says
# everything it will change, core::session::proposal_words): each part a sentence.
proposal-end-undone = De uitslag { $result } wordt daarmee teruggenomen, en de partij gaat verder.
proposal-replaces = Dit vervangt de vastgelegde uitslag, { $result }.
proposal-unplayed = De aangekondigde zet "{ $announcement }" van { $by ->
        [white] { -white }
       *[black] { -black }
    }, niet voltooid, wordt niet gespeeld; in het partijbestand blijft hij staan als teruggenomen.
proposal-rollback = Terug naar de stelling { $back_to }; { $has_moves ->
        [true] deze zetten worden teruggenomen: { $moves }
       *[false] de zetten daarna worden teruggenomen
    }. Klokken dan: { -white } { $white_left } over; { -black } { $black_left } over.
proposal-illegal = Onreglementaire zet van { $by ->
        [white] { -white }
       *[black] { -black }
    } (nummer { $count } voor { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDE-regels { $year }, { PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }): de stelling ervóór wordt hersteld.
time-taken = { $span } afgetrokken van de klok van { $color ->
        [white] { -white }
       *[black] { -black }
    }.
clock-then = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft dan { $left } over.
moves-then = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft dan { $completed ->
        [one] { $completed } zet
       *[other] { $completed } zetten
    } voltooid.
proposal-flag-stays = Bij no blijft de gevallen vlag gevallen, en kan de claim opnieuw worden gedaan (claim time).
proposal-offer-lapses = Het remiseaanbod van { $by ->
        [white] { -white }
       *[black] { -black }
    } vervalt daarmee.
flag-stands-again = De vlag van { $color ->
        [white] { -white }
       *[black] { -black }
    } geldt niet langer als gevallen.
flag-will-fall = De vlag van { $color ->
        [white] { -white }
       *[black] { -black }
    } valt.
proposal-if-no = Bij no: { $what }
claim-not-upheld = de claim geldt als onterecht, en de klok van { $side ->
        [white] { -white }
       *[black] { -black }
    } loopt weer.
written-move-played = { $by ->
        [white] { -white }
       *[black] { -black }
    } speelt de zet die bij de claim is genoteerd, "{ $said }".
penalty-proposed = Daarna voorgesteld: { $what }
# Both flags are down; the program knows which fell first (or, set by
# hand, that it cannot be known).
flags-both = Beide vlaggen zijn gevallen; die van { $first ->
        [white] { -white }
       *[black] { -black }
    } viel het eerst: een claim op tijd komt { $other ->
        [white] { -white }
       *[black] { -black }
    } toe (niet bindend).
flags-both-draw = Beide vlaggen zijn gevallen: een claim op tijd geeft remise ({ PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }).
flags-both-no-claim = Beide vlaggen zijn gevallen; de vlag van { $first ->
        [white] { -white }
       *[black] { -black }
    } viel het eerst, maar op tijd claimen kan alleen wie zelf nog tijd op de klok heeft ({ PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }): er is geen claim, en de partij gaat door, tenzij de arbiter anders beslist.
flags-both-unknown = Beide vlaggen zijn gevallen, en welke het eerst viel, is niet vast te stellen: { $outcome ->
        [draw] een claim op tijd geeft remise ({ PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }).
        [play-on] vóór de laatste periode gaat de partij door ({ PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }), zonder claim op tijd.
       *[arbiter] deze regels geven alleen remise in partijen zonder extra tijd per zet ({ PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }); de arbiter beslist, met result als de partij eindigt.
    }
proposal-open = Eerst moet het openstaande voorstel worden beantwoord: yes legt het vast, no verwerpt het (status herhaalt het).
seal-what = Welke zet wordt afgegeven? Schrijf hem achter het commando, bijvoorbeeld: seal Pf3.
seal-not-a-move = Die zet kan hier niet worden gespeeld; hij wordt niet herhaald, zodat niemand hem hoort. Typ opnieuw seal en de zet.
seal-ambiguous = Dat past op meer dan één zet; het wordt niet herhaald, zodat niemand de zet hoort. Typ opnieuw seal en de zet, met het veld waar het stuk vandaan komt.
seal-mistyped = Die regel wordt niet herhaald, zodat niemand de zet erin hoort. Typ seal, een spatie en de zet om hem af te geven.
fix-same = Dat is de aangekondigde zet: er valt niets te corrigeren.
# A time typed with no unit outside a time control: both meanings.
unitless-time = { $number } minuten of { $number } seconden? Typ { $prefix } { $number }m of { $prefix } { $number }s.
colon-time = { $typed } als uren en minuten of als minuten en seconden? Typ { $prefix } { $first }h{ $second }m of { $prefix } { $first }m{ $second }s.
seal-pending = De aangekondigde zet van { $by ->
        [white] { -white }
       *[black] { -black }
    } is de afgegeven zet: typ seal zonder toevoeging om hem af te geven.
end-not-fixable = De zet die de partij beëindigde, kan niet meer met fix worden gecorrigeerd: er is daarna iets anders ingevoerd.
after-end = { $can ->
        [fix] Tot er iets anders wordt ingevoerd, corrigeert fix MOVE de zet die de partij beëindigde. De arbiter kan die zet nog terugnemen met illegal of compare; result legt een andere uitslag vast. { -after-end-rest }
        [move] De arbiter kan de zet die de partij beëindigde nog terugnemen met illegal of compare; result legt een andere uitslag vast. { -after-end-rest }
       *[other] De arbiter kan nog een andere uitslag vastleggen met result. { -after-end-rest }
    }
game-over-refused = { $ended } Het commando status zegt wat er nog kan.
-after-end-rest = De opvraagcommando's werken nog (sheet, board, square, time, status); setclock en addtime stellen de klokken nog steeds in; na quit kun je de partij exporteren met annabella export.
record-question = Vast te leggen: { $what } { $over ->
        [true] Typ yes om het vast te leggen, of no om de partij te laten zoals ze is.
       *[false] Typ yes om het vast te leggen, of no om verder te gaan.
    }
record-cancelled = Er is niets vastgelegd.
nothing-to-answer = Er staat geen vraag open: yes en no beantwoorden een voorstel (teruggaan naar een eerdere stelling, een vast te leggen uitslag).{ $rollback ->
        [true] {" "}De laatste vergelijking vond een verschil: typ rollback voor het voorstel om terug te gaan, en daarna yes of no.
       *[false] {""}
    }
fix-after-press = De laatste zet is voltooid: de klok is ingedrukt. Hij kan niet meer worden gecorrigeerd. Alleen de arbiter kan hem terugnemen (illegal), of de notatieformulieren beslissen (compare).
rolled-back = Teruggezet naar de stelling { $back_to }. Klokken ingesteld: { -white } { $white_left } over; { -black } { $black_left } over. { $to_move ->
        [white] { -white }
       *[black] { -black }
    } is aan zet. De teruggenomen zetten blijven in het partijbestand.
nothing-to-roll-back = { $compared ->
        [true] De laatste vergelijking vond geen verschil tussen de notatieformulieren: er is geen stelling om naar terug te keren.
       *[false] Er is nog geen verschil tussen de notatieformulieren gevonden, dus niets om terug te zetten: vergelijk ze eerst (compare MOVES).
    }
# The other sheet stops before the game ends: what it has agrees (FIDE Laws 2017
# D.2.9; moves missing at its end are no difference, core::session::compare).
# $far when more than one move is missing.
sheets-behind = Het andere notatieformulier stemt overeen met de partij, tot en met de stelling { $through }. Daar houdt het op: de rest staat er nog niet op.
sheet-far-behind = Het loopt meer dan één zet achter: laat het bijwerken en vergelijk dan opnieuw.
# The other sheet goes on past the game's last move with $extra.
sheets-ahead = Beide notatieformulieren stemmen overeen, tot en met de stelling { $through }{ $announced ->
        [true] ; de laatste zet daarvan is aangekondigd, maar nog niet voltooid.
       *[false] , waar de partij staat.
    } Het andere formulier gaat verder met zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $extra }. Als die gespeeld is, voer hem dan in als zet; er wordt niets teruggenomen.
sheet-unreadable = Zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    } op het andere notatieformulier, "{ $text }", is geen zet in die stelling: er is niets vergeleken. Controleer die notatie en voer het formulier opnieuw in, in letters of in woorden.
sheet-ambiguous = Zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    } op het andere notatieformulier, "{ $text }", past op { $candidates }: er is niets vergeleken. Vraag welke gespeeld is, en voer het formulier opnieuw in met die zet volledig uitgeschreven.
sheet-ahead-stops = Daarna staat op het andere formulier "{ $text }", { $candidates ->
        [none] dat in die stelling geen zet is.
       *[other] dat past op { $candidates }.
    }
# Bare compare: the other sheet entered a line at a time.
sheet-entry-start = Voer de zetten van het andere notatieformulier in, één of meer per regel, in letters of in woorden. Typ end of een lege regel om ze te vergelijken, of cancel om te stoppen.
sheet-entry-next = Volgende: zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    }.
sheet-entry-read = Gelezen: { $moves }.
sheet-entry-again = Zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    }, "{ $text }", is geen zet in die stelling: typ hem opnieuw.
sheet-entry-ambiguous = Zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    }, "{ $text }", past op { $candidates }: typ de zet die gespeeld is.
sheet-misnumbered = Het andere notatieformulier heeft zet { $written } van { $wside ->
        [white] { -white }
       *[black] { -black }
    } waar zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    } volgt: daar ontbreekt een zet, of het nummer klopt niet. Er is niets vergeleken. Controleer het formulier en voer het opnieuw in.
sheet-entry-misnumbered = Zet { $written } van { $wside ->
        [white] { -white }
       *[black] { -black }
    } geschreven waar zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    } volgt: typ zet { $number } van { $side ->
        [white] { -white }
       *[black] { -black }
    }, of controleer de nummers.
sheet-entry-command = "{ $text }" is een commando: typ hier de zetten van het andere notatieformulier. Typ end om ze te vergelijken, of cancel om te stoppen.
sheet-entry-cancelled = Invoer van het notatieformulier gestopt: er is niets vergeleken.
sheet-entry-empty = Er zijn geen zetten ingevoerd: er is niets vergeleken.
assistant-set = { $has_name ->
        [true] Assistent: { $name }. De aanwijzingen zijn nu gericht aan de assistent.
       *[false] Geen assistent: de aanwijzingen zijn gericht aan de speler.
    }
claim-time-hint = Om dit te claimen: claim time.
hearing-needs-assistant = Bij een slechthorende tegenstander is een assistent verplicht (FIDE-regels 2017, { PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }). Start de partij met --assistant NAME.
assistant-required = Bij een slechthorende tegenstander is een assistent verplicht (FIDE-regels 2017, { PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }): de assistent blijft. Om een ander aan te wijzen: assistant NAME.
touched = Vastgelegd voor de arbiter: { $side ->
        [white] { -white }
       *[black] { -black }
    } heeft { $what } aangeraakt, { $at } na het begin van de partij{ $turn ->
        [white] , met { -white } aan zet
        [black] , met { -black } aan zet
       *[none] {""}
    }.
bad-square = "{ $text }" is geen veld: schrijf bijvoorbeeld touch { $example }.
nothing-to-touch = Op { $square } staat niets: alleen een aangeraakt stuk wordt voor de arbiter vastgelegd.
proposal-breach = { $breach ->
        [hands] Zet met twee handen
       *[press] Klok ingedrukt zonder zet
    } door { $by ->
        [white] { -white }
       *[black] { -black }
    } (onreglementaire zet nummer { $count } voor { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDE-regels { $year }, { PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }): de stelling blijft ongewijzigd.
breach-declared = { $breach ->
        [hands] Zet met twee handen
       *[press] Klok ingedrukt zonder zet
    } door { $by ->
        [white] { -white }
       *[black] { -black }
    } vastgelegd (onreglementaire zet nummer { $count } voor { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDE-regels { $year }, { PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }); de stelling blijft ongewijzigd.
note-breach = { $breach ->
        [hands] zet met twee handen
       *[press] klok ingedrukt zonder zet
    } door { $side ->
        [white] { -white }
       *[black] { -black }
    }, onreglementaire zet nummer { $count }{ $rule }
proposal-illegal-later = De zetten erna worden ook teruggenomen: terug naar de stelling { $back_to }.
no-such-move = De partij heeft geen zet { $number }{ $side ->
        [white] {" "}van { -white }
        [black] {" "}van { -black }
       *[none] {""}
    }.
which-side = Beide spelers hebben zet { $number } gedaan: typ illegal { $number } white of illegal { $number } black.
illegal-stands = { $by ->
        [white] { -black }
       *[black] { -white }
    } heeft de volgende zet gedaan: de onreglementaire zet van { $by ->
        [white] { -white }
       *[black] { -black }
    } blijft staan, en de partij gaat door ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }).
no-such-breach = De FIDE-regels { $year } beschouwen dit niet als een onreglementaire zet: de arbiter bestraft het naar eigen oordeel, met addtime of result.
claimant-out-of-time = De vlag van { $by ->
        [white] { -white }
       *[black] { -black }
    } is ook gevallen: op tijd claimen kan alleen wie zelf nog tijd op de klok heeft ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }). De partij gaat door, tenzij de arbiter anders beslist.
illegal-declared = Onreglementaire zet van { $by ->
        [white] { -white }
       *[black] { -black }
    } vastgelegd (nummer { $count } voor { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDE-regels { $year }, { PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }); de stelling ervóór is hersteld. { $by ->
        [white] { -white }
       *[black] { -black }
    } is aan zet.
# report illegal MOVE: a move the app refused was made on a board.
illegal-report = Onreglementaire zet "{ $input }" van { $by ->
        [white] { -white }
       *[black] { -black }
    }, gedaan op het bord (nummer { $count } voor { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDE-regels { $year }, { PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }).
illegal-report-if-not-completed = Alleen een voltooide onreglementaire zet wordt bestraft ({ PART($illegal) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $illegal }): werd de klok daarna niet ingedrukt, typ dan no: de melding wordt zonder straf vastgelegd, en { $by ->
        [white] { -white }
       *[black] { -black }
    } doet in plaats daarvan een reglementaire zet, waarbij "aanraken is zetten" geldt ({ PART($touch) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $touch }).
illegal-reported-not-completed = Onreglementaire zet "{ $input }" van { $by ->
        [white] { -white }
       *[black] { -black }
    } vastgelegd voor de arbiter, niet voltooid: geen straf. { $by ->
        [white] { -white }
       *[black] { -black }
    } doet in plaats daarvan een reglementaire zet, waarbij "aanraken is zetten" geldt ({ PART($touch) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $touch }).
illegal-reported = Onreglementaire zet "{ $input }" van { $by ->
        [white] { -white }
       *[black] { -black }
    } vastgelegd voor de arbiter.{ $goes_on ->
        [true] {" "}{ $by ->
            [white] { -white }
           *[black] { -black }
        } is aan zet en moet een reglementaire zet doen.
       *[false] {""}
    }
# The penalty a report would record: $what is the time added or the result.
report-penalty = Straf: { $what }
report-hint = Als de zet op het bord is gedaan, meld hem dan bij de arbiter: report illegal { $input }
report-legal = "{ $input }" is hier een reglementaire zet: typ hem als zet.
no-move-to-declare = Er is geen voltooide zet om onreglementair te verklaren.
no-flag = Er is geen vlag gevallen: voor een claim op tijd moet de vlag van de tegenstander gevallen zijn.
sealed = Afgegeven zet vastgelegd, zet { $number }. De klok staat stil; de partij is afgebroken.
adjourned = De partij is afgebroken: { $by ->
        [white] { -white }
       *[black] { -black }
    } heeft zet { $number } afgegeven. Typ bij de hervatting unseal zodra { $by ->
            [white] { -black }
           *[black] { -white }
        } aanwezig is: de envelop wordt geopend en de afgegeven zet gespeeld ({ PART($opened) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $opened }). { $running ->
        [true] De klok van { $by ->
            [white] { -black }
           *[black] { -white }
        } loopt en de envelop blijft dicht ({ PART($absent) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $absent }).
       *[false] Is { $by ->
            [white] { -black }
           *[black] { -white }
        } afwezig, dan start unseal absent de klok van { $by ->
            [white] { -black }
           *[black] { -white }
        }, met de envelop dicht ({ PART($absent) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $absent }).
    } Tot dan zijn zetten, pennenbordinvoer, claims en compare niet mogelijk. Dit werkt wel: draw, accept, decline, resign, result, addtime, setclock, assistant en envelope. Ook de opvraagcommando's werken: time, status, sheet, last, board.
unsealed = De envelop is geopend: de afgegeven zet is zet { $number } van { $by ->
        [white] { -white }
       *[black] { -black }
    }.
sealed-for-absent = { $by ->
        [white] { -white }
       *[black] { -black }
    } heeft zet { $number } in een nieuwe envelop afgegeven voor de afwezige { $by ->
        [white] { -black }
       *[black] { -white }
    } ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }): de klok van { $by ->
        [white] { -black }
       *[black] { -white }
    } loopt. Typ unseal als { $by ->
        [white] { -black }
       *[black] { -white }
    } komt.
replier-started = De envelop blijft dicht: { $by ->
        [white] { -white }
       *[black] { -black }
    } is afwezig, en de klok van { $by ->
        [white] { -white }
       *[black] { -black }
    } loopt ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }). Typ unseal als { $by ->
        [white] { -white }
       *[black] { -black }
    } komt: de envelop wordt geopend en de afgegeven zet gespeeld.
replier-running = De klok van { $by ->
        [white] { -white }
       *[black] { -black }
    } loopt al en de envelop blijft dicht: typ unseal als { $by ->
        [white] { -white }
       *[black] { -black }
    } komt.
seal-refused = Die zet kan hier niet worden gespeeld; hij wordt niet herhaald, zodat niemand hem hoort. De weigering is vastgelegd voor de arbiter ({ PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }). Typ opnieuw seal en de zet.
note-replier-started = { $side ->
        [white] { -white }
       *[black] { -black }
    } afwezig bij de hervatting: de klok van { $side ->
        [white] { -white }
       *[black] { -black }
    } gestart, de envelop blijft dicht{ $rule }
note-seal-refused = een af te geven zet van { $side ->
        [white] { -white }
       *[black] { -black }
    } geweigerd als onreglementair{ $rule }
note-sealed-for-absent = { $side ->
        [white] { -white }
       *[black] { -black }
    } gaf het antwoord af voor de afwezige tegenstander{ $rule }
help-seal-absent = seal MOVE absent: antwoord in nieuwe envelop voor afwezige tegenstander (I.9.3)
help-unseal-absent = unseal absent: wie moet antwoorden is afwezig: zijn klok start, envelop dicht
not-adjourned = Er is geen zet afgegeven: de partij is niet afgebroken.
adjourned-refused = { $by ->
        [white] { -white }
       *[black] { -black }
    } heeft zet { $number } afgegeven: de partij is afgebroken. Bij hervatting: unseal; meer: status.
# The data of an adjournment envelope, one item a line. $offer is none when
# no draw offer stands; $has_resume is false while the arbiter has not set
# the resumption.
envelope =
    Afgebroken partij: envelop met de afgegeven zet
    { -white }: { $white }
    { -black }: { $black }
    Stelling vóór de afgegeven zet: { $position }
    FEN: { $fen }
    Verbruikte bedenktijd: { -white } { $white_used }, { -black } { $black_used }
    In te stellen kloktijden bij hervatting: { -white } { $white_left }, { -black } { $black_left }
    Afgegeven door: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Nummer van de afgegeven zet: { $number }
    Openstaand remiseaanbod: { $offer ->
        [white] ja, van { -white }
        [black] ja, van { -black }
       *[none] geen
    }
    Hervatting: { $has_resume ->
        [true] { $resume }
       *[false] nog vast te stellen door de arbiter
    }
# The inside sheet of the envelope (the sealed move is never spoken, but the
# arbiter needs it on paper): the scoresheet lines follow it, then envelope-sealed.
envelope-inside =
    Afgebroken partij: binnenkant van de envelop, voor de arbiter
    { -white }: { $white }
    { -black }: { $black }
    Afgegeven door: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Notatieformulier tot en met de afgegeven zet:
envelope-sealed = Afgegeven zet: { $number }{ $side ->
        [white] .
       *[black] ...
    } { $written }
envelope-written = Envelop aangemaakt. Buitenkant, zonder de zet: { $text } (tekst). Buitenkant in braille: { $braille }. Binnenkant, met het notatieformulier en de afgegeven zet: { $inside } (tekst). Binnenkant in braille: { $inside_braille }.
resume-recorded = Datum, tijd en plaats van de hervatting, op de envelop: { $text }.
resume-needed = Datum, tijd en plaats van de hervatting zijn nog niet vastgesteld; geef ze op met envelope TEXT, bijvoorbeeld envelope 2026-11-22 10:00, zaal B.

## The record's notes for the arbiter: the PGN's comments (always these
## English ones) and the scoresheet's (export --sheet). Clauses, without a
## full stop; $rule is " (laws 2017, 7.5.3)" or nothing.

# A decision with the article it applies.
decision-rule = { $decision } ({ PART($rule) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $rule }).
note-rule = (FIDE-regels { $year }, { PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article })
note-taken-back = teruggenomen: { $moves }
note-since-taken-back = { $note } (gedaan { $made }, later teruggenomen)
note-reported = { $side ->
        [white] { -white }
       *[black] { -black }
    } speelde de onreglementaire zet { $input }, { $at } na het begin van de partij, nummer { $count } voor { $side ->
        [white] { -white }
       *[black] { -black }
    }{ $rule }
note-reported-not-completed = { $side ->
        [white] { -white }
       *[black] { -black }
    } deed de onreglementaire zet { $input }, { $at } na het begin van de partij, niet voltooid: geen straf{ $rule }
note-touched = { $side ->
        [white] { -white }
       *[black] { -black }
    } heeft { $square } aangeraakt, { $at } na het begin van de partij{ $turn ->
        [white] , { -white } aan zet
        [black] , { -black } aan zet
       *[none] {""}
    }
note-corrected = { $side ->
        [white] { -white }
       *[black] { -black }
    } kondigde eerst { $from } aan en corrigeerde dat in { $to } vóór het indrukken van de klok
note-illegal = onreglementaire zet van { $side ->
        [white] { -white }
       *[black] { -black }
    }, nummer { $count }{ $rule }
note-claim = { $side ->
        [white] { -white }
       *[black] { -black }
    } claimt remise op grond van { $kind ->
        [threefold] drievoudige herhaling
       *[fifty] de 50-zettenregel
    }{ $written ->
        [none] {""}
       *[other] {" "}met de genoteerde zet { $written }
    }: { $correct ->
        [true] terecht
       *[false] onterecht
    }
note-offer-declined = { $side ->
        [white] { -white }
       *[black] { -black }
    } wijst het remiseaanbod af
note-overruled = vastgelegd, daarna door de arbiter vervangen: { $ended }
note-draw-offered = { $side ->
        [white] { -white }
       *[black] { -black }
    } biedt remise aan (=){ $before_move ->
        [true] {" vóór zijn zet"}
       *[false] {""}
    }
note-flag-fell = de vlag van { $side ->
        [white] { -white }
       *[black] { -black }
    } is gevallen
note-rolled-back = de partij gaat terug naar de stelling { $to }{ $rule }; klokken ingesteld op { -white } { $white }, { -black } { $black }
note-end-taken-back = teruggenomen, samen met de zet die ertoe leidde: { $ended }
note-sealed = { $side ->
        [white] { -white }
       *[black] { -black }
    } geeft de volgende zet af: de partij is afgebroken
note-resumed = de partij wordt hervat: de afgegeven zet wordt gespeeld
note-not-upheld = de arbiter wijst de claim van { $side ->
        [white] { -white }
       *[black] { -black }
    } af: die geldt als onterecht
note-declined = voorgesteld en niet vastgelegd: { $what }
note-declined-rollback = het terugzetten
note-declined-illegal = { $reported ->
        [true] een gemelde onreglementaire zet
       *[false] een onreglementaire zet
    } van { $side ->
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
            [white] { $native ->
                [true] { $role ->
                    [knight] wit
                   *[other] witte
                }
               *[false] witte
            }
           *[black] { $native ->
                [true] { $role ->
                    [knight] zwart
                   *[other] zwarte
                }
               *[false] zwarte
            }
        } { $piece }
    }
square-empty = { $square }: leeg
# A run of $n empty squares in a scanned line. Empty squares are counted, not
# named: the occupied squares around a run are named, so the count places it
# exactly, and the line stays short to listen to.
empty-run = { $n } leeg
# A rank, file or diagonal scanned: the items, separated by semicolons.
line-report = { $items }.
pieces-report = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $has_items ->
        [true] { $items }
       *[false] geen
    }.
# The legal moves of a piece ("Springer Gustav eins"), as announcements,
# separated by commas.
moves-report = { $piece_and_square } heeft { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }: { $moves }.
no-moves-from = { $piece_and_square } kan geen zet doen.
no-piece-here = Geen stuk op { $square }.
attack-report = { $square }: { $has_attackers ->
        [true] aangevallen door { $attackers }
       *[false] niet aangevallen
    }; { $has_defenders ->
        [true] gedekt door { $defenders }
       *[false] niet gedekt
    }.
board-flipped = Het bord wordt gezien vanaf de kant van { $black_below ->
        [true] { -black }
       *[false] { -white }
    }.

## Lists, a line for each item or run of items: each line stands alone and
## keeps within 80 characters wherever the list can be cut.

# One rank of the board: $sides is each side's pieces there (rank-side),
# separated by semicolons; $rank is the rank's number, 1 to 8.
rank-line = Rij { $rank }, { $sides }.
# The pieces of one side on a rank, in the voice's words, separated by commas.
rank-side = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $pieces }
rank-empty = Rij { $rank }: leeg.
# The noun for a piece, plural.
piece-plural = { $role ->
        [king] koningen
        [queen] dames
        [rook] torens
        [bishop] lopers
        [knight] paarden
       *[pawn] pionnen
    }
# Where a side's pieces of one kind stand: $squares in the voice's words,
# separated by commas, $count of them in all. $first is false on a line that
# continues a long list: it must not repeat the count.
kind-squares = { $first ->
        [true] { $count ->
            [one] { $color ->
                [white] { $role ->
                    [knight] Wit
                   *[other] Witte
                }
               *[black] { $role ->
                    [knight] Zwart
                   *[other] Zwarte
                }
            } { $piece }
           *[other] { $count } { $color ->
                [white] witte
               *[black] zwarte
            } { $pieces }
        } op
       *[false] { $color ->
            [white] Witte
           *[black] Zwarte
        } { $pieces } ook op
    } { $squares }.
kind-none = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft geen { $piece }.
# What attacks ($attacked true) or defends ($attacked false) a square: the
# pieces of $color, in the voice's words, separated by commas.
square-control = { $square }, { $has_pieces ->
        [true] { $attacked ->
            [true] aangevallen
           *[false] gedekt
        } door { side }: { $pieces }
       *[false] niet { $attacked ->
            [true] aangevallen
           *[false] gedekt
        } door { side }
    }.
# sheet 12 in a game whose scoresheet ends at move $last.
sheet-too-short = Het notatieformulier gaat tot zet { $last }: er is nog geen zet { $from }.
not-a-square = "{ $text }" is geen veld: schrijf bijvoorbeeld square f7 of square { $spoken }.
not-a-kind = "{ $text }" is geen soort stuk: schrijf bijvoorbeeld pieces witte torens.

## Games from PGN: a game taken over, games listened through

taken-over = Overgenomen uit partij { $number } van { $file }: { $moves ->
        [0] geen zetten gespeeld
        [one] één zet gespeeld
       *[other] { $moves } zetten gespeeld
    }. De partij gaat verder bij zet { $next } met { $side ->
        [white] { -white }
       *[black] { -black }
    } aan zet. Typ board om de stelling te horen.
taken-over-tags = { $has_event ->
        [true] Toernooi: { $event }.{" "}
       *[false] {""}
    }{ $has_site ->
        [true] Plaats: { $site }.{" "}
       *[false] {""}
    }{ $has_round ->
        [true] Ronde: { $round }.{" "}
       *[false] {""}
    }{ $has_date ->
        [true] Datum: { $date }.
       *[false] {""}
    }
taken-over-clocks = De klokken zoals het bestand ze achterliet: { $has_white ->
        [true] { -white } { $white } over
       *[false] { -white } volgens het speeltempo
    }, { $has_black ->
        [true] { -black } { $black } over.
       *[false] { -black } volgens het speeltempo.
    }
taken-over-result = Het bestand geeft de uitslag { $result } ({ $kind ->
        [white-wins] { -white } heeft gewonnen
        [black-wins] { -black } heeft gewonnen
       *[draw] remise
    }), maar de stelling is niet uitgespeeld: de partij gaat vanuit die stelling verder.
pgn-no-games = { $file } bevat geen partijen.
pgn-no-such-game = Er is geen partij { $number }: het bestand bevat { $count ->
        [one] één partij
       *[other] { $count } partijen
    }.
pgn-game-too-large = Partij { $number } beslaat { $size } tekst, meer dan de { $most } waarmee annabella een partij nog opent: ze wordt niet geopend.
pgn-game-problem = Partij { $number }, regel { $line }: { $problem }.
pgn-problem-at = Regel { $line }: { $problem }.
pgn-chess960 = het is een Chess960-partij; annabella speelt alleen gewoon schaak
pgn-variant = het is een partij { $variant }; annabella speelt alleen gewoon schaak
pgn-illegal = { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } { $ambiguous ->
        [true] kan daar meer dan één zet zijn
       *[false] is daar geen reglementaire zet
    }; de partij is tot daar gelezen
pgn-no-move = "{ $word }" is geen zet; de partij is gelezen tot de zet ervoor
pgn-syntax = het bestand is daar beschadigd ({ $detail })
pgn-beyond-most = annabella leest de eerste { $most } partijen van een bestand, en partij { $number } valt daarbuiten. Splits het bestand om bij die partij te komen.
pgn-most-games = Het bestand bevat meer partijen dan annabella opsomt: de eerste { $most } worden gelezen.
pgn-open-comment = een commentaar dat hier met {"{"} begint, wordt nooit gesloten; de partijen erna worden gelezen
pgn-open-variation = een variant die met ( begint, wordt nooit gesloten; de zetten erna worden gelezen als zetten van de variant
pgn-open-tag = een tag hier wordt nooit gesloten, of is langer dan annabella leest
pgn-fragment = dit is de rest van de partij ervoor, waarvan de tagregel beschadigd is; het begin ervan ontbreekt
pgn-utf16 = het bestand is UTF-16-tekst; annabella leest PGN in UTF-8 of Windows-1252: sla het op als UTF-8
pgn-too-long = de partij bevat meer zetten, commentaren of varianten dan welke gespeelde partij ook; ze is tot daar gelezen
pgn-changed = Partij { $number } kan niet meer uit het bestand worden gelezen: het is gewijzigd, verplaatst of verwijderd sinds het werd geopend. Open het bestand opnieuw.
pgn-game = { $number }: { $white } tegen { $black }, { $result }{ $has_date ->
        [true] , { $date }
       *[false] {""}
    }{ $has_event ->
        [true] , { $event }
       *[false] {""}
    }, { $moves ->
        [one] één zet
       *[other] { $moves } zetten
    }.
pgn-games = { $count ->
        [one] Het bestand bevat één partij:
       *[other] Het bestand bevat { $count } partijen:
    }
nag = { $nag ->
        [1] goede zet
        [2] fout
        [3] briljante zet
        [4] blunder
        [5] interessante zet
        [6] dubieuze zet
        [7] gedwongen zet
        [10] gelijke stelling
        [13] onduidelijke stelling
        [14] { -white } staat iets beter
        [15] { -black } staat iets beter
        [16] { -white } staat beter
        [17] { -black } staat beter
        [18] { -white } staat gewonnen
        [19] { -black } staat gewonnen
        [22] { -white } is in zugzwang
        [23] { -black } is in zugzwang
        [36] { -white } heeft het initiatief
        [37] { -black } heeft het initiatief
        [40] { -white } heeft de aanval
        [41] { -black } heeft de aanval
        [132] { -white } heeft tegenspel
        [133] { -black } heeft tegenspel
        [146] nieuwtje
       *[other] annotatie { $nag }
    }
replay-opened = Partij { $number } van { $count }: { $white } tegen { $black }, { $result }{ $has_date ->
        [true] , { $date }
       *[false] {""}
    }, { $moves ->
        [one] één zet
       *[other] { $moves } zetten
    }.
replay-from-position = De partij begint vanuit een opgegeven stelling: zet { $number }, { $side ->
        [white] { -white }
       *[black] { -black }
    } aan zet.
replay-damaged = De partij is alleen te lezen tot regel { $line }: { $problem }.
replay-how = Druk op Enter of typ next voor de volgende zet; help noemt de commando's.
replay-choose = Typ game en een nummer om die partij te beluisteren, bijvoorbeeld game 2.
replay-choose-first = Er is geen partij geopend. Typ games om ze op te sommen, game 2 om de tweede te openen.
replay-usage = { $command } is niet volledig: typ bijvoorbeeld "{ $example }".
replay-unknown = "{ $word }" is geen commando van replay. Typ help voor de commando's.
help-example = Voorbeeld: { $example }
help-other-words = Ook te typen als: { $words }
help-unknown = Over "{ $word }" is geen hulp beschikbaar.
help-heading = Het commando { $command }
replay-hints = { $comment ->
        [true] Er is commentaar: typ comment.{ $variations ->
            [0] {""}
            [one] {" "}Eén andere zet: typ variations.
           *[other] {" "}{ $variations } andere zetten: typ variations.
        }
       *[false] { $variations ->
            [one] Eén andere zet: typ variations.
           *[other] { $variations } andere zetten: typ variations.
        }
    }
replay-game-end = Dat was de laatste zet. { $result }
replay-variation-end = Dat is het einde van de variant. Typ leave om terug te gaan.
replay-at-start = { $variation ->
        [true] Aan het begin van de variant.
       *[false] Aan het begin van de partij.
    }
replay-after = Na { $move_said }.
replay-no-move = Er is hier geen zet { $number } voor { $side ->
        [white] { -white }
       *[black] { -black }
    }: de zetten lopen van { $first } tot { $last }.
replay-who = { $side ->
        [white] { -white }
       *[black] { -black }
    } is aan zet, zet { $number }.{ $depth ->
        [0] {""}
        [1] {" "}In een variant.
       *[other] {" "}In een variant op niveau { $depth }.
    }
replay-no-comment = Hier is geen commentaar.
replay-no-variations = Het bestand geeft hier geen andere zet.
replay-variations-heading = { $count ->
        [one] Hier is één andere zet:
       *[other] Hier zijn { $count } andere zetten:
    }
replay-enter-how = Typ variation en het nummer om die variant te beluisteren, bijvoorbeeld variation 1.
replay-no-variation = Er is hier geen variant { $number }: { $count ->
        [0] het bestand geeft hier geen andere zet.
        [one] er is er één.
       *[other] er zijn er { $count }.
    }
replay-entered = Variant { $number }{ $depth ->
        [1] {""}
       *[other] , op niveau { $depth }
    }:
replay-not-in-variation = Dit is de partij zelf, geen variant.
replay-left = { $depth ->
        [0] Terug in de partij.
       *[other] Terug in de variant.
    }
replay-result = Uitslag: { $kind ->
        [white-wins] { $result }, { -white } heeft gewonnen.
        [black-wins] { $result }, { -black } heeft gewonnen.
        [draw] { $result }, remise.
       *[other] niet vermeld; de partij is misschien niet uitgespeeld.
    }
replay-games-found = { $count ->
        [0] Geen van de { $total } partijen in het bestand bevat "{ $find }".
        [one] Eén van de { $total } partijen in het bestand bevat "{ $find }":
       *[other] { $count } van de { $total } partijen in het bestand bevatten "{ $find }":
    }
replay-games-page = Partijen { $from } tot en met { $to } van { $count }.{ $has_next ->
        [true] {" "}Typ { $next } voor de volgende.
       *[false] {""}
    }
replay-no-page = Er is geen pagina { $page }: { $pages ->
        [one] de lijst is één pagina.
       *[other] de lijst heeft { $pages } pagina's.
    }
# A PGN tag's name, as `tags` says it: the Seven Tag Roster and the time
# control in the language's words, any other as the file writes it.
tag-name = { $tag ->
        [Event] Toernooi
        [Site] Plaats
        [Date] Datum
        [Round] Ronde
        [White] Wit
        [Black] Zwart
        [Result] Uitslag
        [TimeControl] Speeltempo
       *[other] { $tag }
    }
replay-no-tags = De partij heeft geen tags.
help-replay-next = next, of Enter: de volgende zet; next 5: de volgende vijf
help-replay-back = back: de laatste zet terugnemen; back 3: drie
help-replay-first = first: het begin (van de partij, of van de variant waarin je bent)
help-replay-last = last: het einde (van de partij, of van de variant waarin je bent)
help-replay-go = go 12: na de 12e zet van Wit; go 12 black: na die van Zwart; go 0: het begin
help-replay-who = who: wie aan zet is, en bij welke zet
help-replay-board = board: de stelling, één regel per rij; board white: stukken van Wit per soort
help-replay-square = square f7: wat er op een veld staat, en welke stukken het aanvallen en dekken
help-replay-pieces = pieces witte torens: waar de stukken van één soort en één kleur staan
help-replay-moves = moves: de zetten tot hier, één regel per zetnummer
help-replay-comment = comment: het commentaar bij de zet die je net hoorde
help-replay-variations = variations: de andere zetten die het bestand geeft voor de zet die je net hoorde
help-replay-variation = variation 2: de tweede daarvan beluisteren
help-replay-leave = leave: een variant verlaten, terug naar het punt waar je die binnenging
help-replay-result = result: de uitslag van de partij
help-replay-tags = tags: alles wat het bestand over de partij zegt (toernooi, spelers, datum …)
help-replay-games = games: de partijen van het bestand, één per regel, 20 tegelijk; games 2: de tweede pagina; games Morphy: de partijen van een speler, toernooi of datum
help-replay-game = game 2: de tweede partij van het bestand beluisteren
help-replay-help = help: deze lijst; repeat, quiet, rate N en volume N werken zoals bij play
help-replay-quit = quit: stoppen

## Shell: speech, the game file, line mode and the full-screen interface.
## Only src/shell asks for these.

## Why a voice or a sound device could not be had (the shell's speech
## and audio say them; `detail` is the system's own words), and the one
## failure that is never said aloud.
speech-no-clips = Voor de stem { $voice } zijn er geen opgenomen woorden.
speech-no-voice = Er is geen stem om te laden.
speech-bad-clip = Het opgenomen woord { $path } is niet te lezen: { $detail }
speech-no-clip-for = Voor "{ $word }" is er geen opgenomen woord.
speech-poisoned = De opgenomen woorden zijn na een eerdere fout niet meer te gebruiken.
speech-service = De spraakdienst is uitgevallen: { $detail }
speech-service-silent = De spraakdienst gaf geen antwoord.
speech-thread = De stem kon niet worden gestart: { $detail }
audio-no-device = Er is geen apparaat voor geluidsweergave.
audio-device = Het geluidsapparaat is uitgevallen: { $detail }
audio-device-silent = Het geluidsapparaat gaf geen antwoord.
audio-thread = Het geluid kon niet worden gestart: { $detail }
output-closed = De uitvoer is gesloten: er kan niets meer worden geschreven.

speech-backend = { $backend ->
        [clips] Spraak: de ingebouwde stem.
        [tts] Spraak: de systeemstem.
        [reader] Spraak: via de schermlezer, met zijn eigen stem en tempo.
        [text] Spraak: alleen tekstregels op het scherm (er antwoordde geen geluidsapparaat of spraakdienst, of er is voor tekst gekozen).
       *[other] Spraak: uit.
    }
speech-not-had = De gekozen stem is niet beschikbaar. { $why }
screen-reader-running = Er draait een schermlezer: met --speech reader spreekt annabella via die schermlezer, met zijn eigen stem en tempo.
tui-needs-terminal = De schermweergave (volledig scherm) heeft een terminal nodig: start annabella in een terminal, of gebruik --line.
clip-fallback = De ingebouwde stem heeft geen opname van "{ $word }": { $to ->
        [tts] de systeemstem zegt zulke zinnen
       *[other] zulke zinnen worden alleen getoond
    }.
nothing-to-repeat = Er is nog niets aangekondigd.
speech-setting = { $what ->
        [rate] Spreektempo
       *[other] Volume
    } { $percent }%.
earcons-set = { $on ->
        [true] Geluidssignalen aan: korte geluiden markeren een voltooide zet, een weigering en de klok.
       *[false] Geluidssignalen uit: geen korte geluiden, alleen spraak.
    }
pgn-choose-number = { $path } bevat { $count } partijen. Kies er een met --game-number, bijvoorbeeld --game-number 2:
pgn-choose-more = En nog { $more }: annabella replay { $path } somt ze per pagina op en vindt een partij op speler, toernooi of datum (games NAME).
pgn-not-whole = { $path }: een partij wordt alleen in haar geheel overgenomen. { $problem }
game-file = Partijbestand: { $path }
game-saved = De partij is opgeslagen in { $path }
game-go-on = { $state ->
        [ended] Het notatieformulier: annabella export --sheet --game { $path }
        [adjourned] Hervatting met: { $command }
       *[playing] Verder spelen met: { $command }
    }
journal-repaired = Het laatste record van het partijbestand was beschadigd en is weggelaten. De partij gaat verder vanaf de gebeurtenis ervoor. Een kopie van het beschadigde bestand staat in { $copy }.
journal-unreadable = { $path } is niet te gebruiken als partijbestand: { $detail }. Het bestand blijft zoals het is.
damage-not-a-game-file = dit is geen partijbestand van annabella (de eerste regel is niet de kopregel van een partijbestand)
damage-inside = regel { $line } is beschadigd, en er volgen nog complete gebeurtenissen: dit is geen onderbroken schrijfactie
damage-no-game = het bestand bevat geen partij (geen startgebeurtenis)
event-misfit = regel { $number } past niet bij de partij ({ $detail })
damage-changed = regel { $line } is gewijzigd nadat hij was geschreven (de controlesom klopt niet)
damage-out-of-order = regel { $line } bevat record { $found } waar record { $expected } hoort: er zijn regels verplaatst, verwijderd of herhaald
damage-time-backwards = regel { $line } gaat terug in de tijd (de tijd ervan ligt vóór die van de regel erboven)
# Why a line of a game file does not fit the game before it (the $detail of
# event-misfit). A game file annabella wrote always fits: these say what an
# edited or foreign file holds.
misfit-no-start = de eerste gebeurtenis is niet het begin van een partij
misfit-second-start = hij begint een tweede partij
misfit-after-the-end = hij komt na het einde van de partij
misfit-move-while-pending = hij kondigt een zet aan terwijl er al een andere is aangekondigd of afgegeven
misfit-not-to-move = hij kondigt een zet aan voor { $by ->
        [white] { -white }
       *[black] { -black }
    }, die niet aan zet is
misfit-illegal = de zet { $uci } is niet reglementair in de stelling { $fen }
misfit-nothing-to-correct = hij corrigeert een zet, en er is geen zet aangekondigd
misfit-nothing-to-confirm = hij bevestigt een zet, en er is geen zet aangekondigd
misfit-nothing-to-press = { $by ->
        [white] { -white }
       *[black] { -black }
    } drukt de klok in zonder dat er een eigen zet is aangekondigd
misfit-peg-not-last = hij voert halve zet { $ply } uit op het pennenbord, en alleen de laatste van { $plies } kan daar worden uitgevoerd
misfit-peg-from-empty = hij verplaatst een stuk vanaf { $square }, dat op het pennenbord leeg is
misfit-rollback-beyond = hij gaat terug naar halve zet { $to_ply }, en de partij heeft er { $plies }
misfit-illegal-before-any-move = hij verklaart een zet onreglementair voordat er een zet is gedaan
misfit-illegal-not-last = hij verklaart de zet van { $by ->
        [white] { -white }
       *[black] { -black }
    } onreglementair, en dat is niet de laatste zet
misfit-seal-out-of-turn = hij geeft een zet af terwijl er een zet is aangekondigd, of voor de kleur die niet aan zet is
misfit-nothing-sealed = hij opent een afgegeven zet, en er is geen zet afgegeven
misfit-proposal-open = hij stelt een wijziging voor terwijl een ander voorstel nog op antwoord wacht
input-not-text = Die regel is geen tekst (geen UTF-8) en is dus niet gelezen. Typ hem opnieuw.
input-too-long = Die regel is langer dan { $max } bytes en is dus niet gelezen.
voice-silent = De systeemstem geeft geen geluid (de spraakdienst maakte nooit een zin af): vanaf nu wordt alles alleen getoond.
input-full = De regel is vol ({ $max } bytes): druk op Enter, of wis iets.
journal-locked = { $path } is geopend in een ander programma. Sluit de partij daar eerst{ $readable ->
        [yes] ; annabella export kan het bestand nog wel lezen.
       *[no] .
    }
not-a-file = { $path } is geen bestand (het is een map, een apparaat of een pipe): annabella leest partijen uit bestanden.
export-newest = De laatst geschreven partij: { $path }
no-game-to-export = Er is geen partij genoemd en { $folder } bevat er geen. Noem er een: --game BESTAND
not-a-folder = { $path } is een bestand, geen map: daarin kan geen partijbestand worden gemaakt.
io-problem = { $kind ->
        [gone] zo'n bestand of map bestaat niet (meer)
        [full] de schijf is vol
        [too-large] het bestand mag niet verder groeien (een limiet op de bestandsgrootte)
        [denied] er is geen toestemming om daar te schrijven
        [read-only] de schijf is alleen-lezen
        [folder] het is een map, geen bestand
        [not-folder] een deel van het pad is een bestand, geen map
        [in-use] het adres is al in gebruik (door een ander programma)
        [not-here] het adres is niet van deze computer
       *[other] { $detail }
    }
file-problem = { $path }: { $why }.
refused-not-a-file = het is een apparaat, een pipe of een socket, geen bestand
refused-too-large = het is { $size } groot, meer dan de { $most } waarmee annabella zo'n bestand nog leest
refused-too-many-files = die bevat { $count } bestanden van die soort, meer dan de { $most } die annabella uit een map leest
journal-lost = { $path } is gewijzigd door een ander programma: { $change ->
        [gone] het is verplaatst of verwijderd
        [replaced] er staat nu een ander bestand onder die naam
        [cut] het is ingekort
        [overwritten] wat erin geschreven was, is overschreven
       *[grown] er is iets anders in geschreven
    }.
journal-lost-moved = Het staat nu in { $moved }.
journal-lost-stopped = Er wordt niets meer in geschreven, en hier wordt niets meer vastgelegd{ $entry ->
        [yes] : deze laatste invoer zit niet in de partij.
       *[no] .
    }
journal-lost-saved = De partij zoals die tot nu toe is vastgelegd, staat { $back ->
        [yes] weer in { $saved }
       *[no] opgeslagen in { $saved }
    }. Om verder te gaan: { $ending ->
        [yes] annabella play --game { $saved }
       *[no] quit, daarna annabella play --game { $saved }
    }
journal-lost-unsaved = De partij zoals die tot nu toe is vastgelegd, kon niet worden opgeslagen ({ $why }). Schrijf de zetten hieronder op, en laat de arbiter het bestand zoeken voordat er iets anders gebeurt.
journal-lost-unsaved-moved = De partij kon niet opnieuw worden opgeslagen ({ $why }), maar het verplaatste bestand bevat haar zoals ze is vastgelegd. Om verder te gaan: quit, daarna annabella play --game { $moved }
journal-lost-again = { $what ->
        [status] Er wordt niets meer vastgelegd
        [end] Er wordt niets meer vastgelegd
       *[entry] Niet vastgelegd
    }: het partijbestand is gewijzigd door een ander programma. De partij staat in { $saved }: { $what ->
        [end] annabella play --game { $saved }
       *[other] quit, daarna annabella play --game { $saved }
    }
journal-lost-again-unsaved = { $what ->
        [status] Er wordt niets meer vastgelegd
        [end] Er wordt niets meer vastgelegd
       *[entry] Niet vastgelegd
    }: het partijbestand is gewijzigd door een ander programma. Sluit het programma af (quit).
started-elsewhere = { $path }: een ander programma begon op hetzelfde moment een partij in dit bestand. Er is niets geschreven. Geef het commando opnieuw om met die partij verder te gaan.
changed-while-opened = { $path } werd gewijzigd door een ander programma terwijl annabella het opende. Er is niets geschreven. Geef het commando opnieuw.
saved-ahead = { $path } bevat minder van de partij dan { $saved }, dat annabella opsloeg toen { $path } door een ander programma werd gewijzigd: bij verdergaan vanuit { $path } gaan er zetten verloren. Om verder te gaan: annabella play --game { $saved }
no-game-but-saved = { $path } bevat geen partij, maar { $saved } bevat de partij die annabella opsloeg toen { $path } door een ander programma werd gewijzigd. Om daarmee verder te gaan: annabella play --game { $saved }. Om een nieuwe partij te beginnen in { $path }, verplaats je eerst { $saved }.
saved-instead = De partij zoals annabella die het laatst vastlegde, werd opgeslagen in { $saved } toen het bestand door een ander programma werd gewijzigd: annabella play --game { $saved }
saved-beside = { $saved } bevat deze partij zoals annabella die het laatst vastlegde, opgeslagen toen { $path } door een ander programma werd gewijzigd; de twee verschillen. Om in plaats daarvan vanaf die versie verder te gaan: annabella play --game { $saved }
not-saved = Niet opgeslagen: { $why }. Niets daarvan zit in de partij, en het partijbestand is zoals het was. { $kind ->
        [full] Maak ruimte vrij en voer het dan opnieuw in.
        [too-large] Verplaats het partijbestand naar een plek waar het mag groeien, en voer het dan opnieuw in.
       *[other] Los dat op en voer het dan opnieuw in.
    }
# An export read a game file whose last record is damaged, without repairing it.
damaged-tail = Het laatste record van { $path } is beschadigd en wordt hier weggelaten; play --game { $path } herstelt het bestand.
unknown-command = "{ $word }" is geen commando en geen zet. Typ help voor de commando's.
usage = { $command ->
        [rate] rate verwacht een getal van { $low } tot { $high } (procent van het normale tempo): bijvoorbeeld "{ $example }".
        [volume] volume verwacht een getal van { $low } tot { $high } (procent): bijvoorbeeld "{ $example }".
        [result] result verwacht 1-0, 0-1 of 1/2: bijvoorbeeld "{ $example }".
        [earcons] earcons verwacht on of off: bijvoorbeeld "{ $example }".
        [claim] claim verwacht time, threefold of fifty, en de zet die je zou doen: bijvoorbeeld "{ $example }".
        [report] report verwacht illegal en de zet die gedaan is: bijvoorbeeld "{ $example }".
        [setclock] setclock verwacht een kleur en de tijd die de klok moet tonen, van { $low } tot { $high } uur: bijvoorbeeld "{ $example }".
        [addtime] addtime verwacht een kleur en de tijd die wordt toegevoegd, tot { $high } uur (om tijd af te trekken, stel je de klok in: setclock white 1h): bijvoorbeeld "{ $example }".
        [wait] wait verwacht een tijd tot { $high } uur: bijvoorbeeld "{ $example }".
       *[other] { $command } typ je zo, bijvoorbeeld "{ $example }".
    }
extra-words = Na { $command } hoort niets te staan: "{ $words }" wordt niet begrepen, en er is niets gedaan. Typ { $command } zonder toevoeging.
manual-clock-only = Deze partij loopt op de echte klok; wait werkt alleen in een partij die is gestart met play --manual-clock.
# The help of line mode: one line per command (the table in src/core/command.rs names
# each command's lines), after the line for a move.
help-move = MOVE: een zet aankondigen in elke notatie (e4, Pf3, g1f3, "{ $say-Nf3 }")
help-fix = fix MOVE: de aangekondigde zet corrigeren voordat de klok wordt ingedrukt
help-confirm = confirm: de tegenstander heeft de aankondiging herhaald
help-press = press: de klok indrukken, wat de aangekondigde zet voltooit
help-time = time: voltooide zetten, verbruikte en resterende tijd van beide spelers
help-last = last: de laatste zet herhalen; last 3: de laatste drie zetten, één per regel
help-board = board: de stelling, één regel per rij; board white: stukken van Wit per soort
help-sheet = sheet: het notatieformulier, één regel per zetnummer; sheet 12: vanaf zet 12
help-square = square f7: wat er op een veld staat, en welke stukken het aanvallen en dekken
help-pieces = pieces witte torens: waar de stukken van één soort en één kleur staan
help-eval = eval: het oordeel van het schaakprogramma (nooit in een partij tegen een mens)
help-best = best: de zet van het schaakprogramma hier, zoals hij aangekondigd zou worden
help-line = line: de zetten die het schaakprogramma vanaf hier verwacht, één per regel
help-review = review: de hele partij; de grootste fouten van elke speler, met de betere zet
help-engine = engine restart: het schaakprogramma opnieuw starten als het gestopt is of hangt
help-status = status: wie aan zet is en wat er wordt verwacht
help-draw = draw: remise aanbieden (draw white, draw black: namens Wit of Zwart)
help-accept = accept / decline: een remiseaanbod beantwoorden
help-resign = resign: de blinde speler geeft op; resign white|black: namens Wit of Zwart
help-claim = claim threefold MOVE / claim fifty MOVE: remise claimen, met de bedoelde zet
help-addtime = addtime COLOUR TIME: de arbiter voegt tijd toe, zoals addtime black 2m
help-setclock = setclock COLOUR TIME: de arbiter stelt een klok in, zoals setclock white 1h2m3s
help-wait = wait TIME: met --manual-clock tijd laten verstrijken, zoals wait 90s
help-peg = peg ok / peg MOVE / peg FROM TO: hoe de zet op het pennenbord is uitgevoerd
help-peg-fixed = peg fixed: het pennenbord is gecorrigeerd
help-diff = diff: hoe het pennenbord afwijkt van de partij, en hoe je het corrigeert
help-compare = compare MOVES: notatieformulieren vergelijken (zonder MOVES: per regel, dan end)
help-rollback = rollback: terug naar laatste zet waarop de formulieren overeenstemmen (dan yes)
help-assistant = assistant on NAME / assistant off: wie het toetsenbord bedient
help-touch = touch e7: aanraking door de tegenstander vastleggen; touch e2 white: door Wit
help-illegal = illegal: de arbiter verklaart de laatste voltooide zet onreglementair
help-illegal-later = illegal 12 black (12...): later ontdekt; terug naar de stelling ervoor
help-illegal-breach = illegal hands|press white: zet met twee handen, klok ingedrukt zonder zet (2017)
help-report = report illegal MOVE: een onreglementaire zet op het bord, voor de arbiter (yes)
help-result = result 1-0 / 0-1 / 1/2: de uitslag van de arbiter
help-claim-time = claim time: op tijd claimen als de vlag van de tegenstander gevallen is
help-claim-quickplay = claim quickplay: remise met minder dan 2 min. over; claim increment: 5 s extra
help-seal = seal MOVE: de zet afgeven bij het afbreken (wordt nooit uitgesproken)
help-envelope = envelope TEXT: de envelop invullen, met datum, tijd en plaats van hervatting
help-unseal = unseal: bij de hervatting de afgegeven zet spelen
help-repeat = repeat: de laatste aankondiging nog eens zeggen
help-rate = rate N / volume N: spreektempo en volume in procent, zoals rate 120
help-earcons = earcons on / earcons off: de korte geluiden voor zetten, schaak, waarschuwingen
help-quiet = quiet: nu stoppen met spreken
help-help = help: deze lijst
help-quit = quit: stoppen; de partij is opgeslagen en kan worden hervat
# The prompt keeps its trailing space: the typed text follows it.
tui-prompt = Zet of commando:{" "}
tui-prompt-replay = Commando, of Enter voor de volgende zet:{" "}
tui-prompt-board = Bordmodus, Esc gaat terug:{" "}
tui-prompt-sheet = Ander notatieformulier, volgende invoer (end vergelijkt, cancel stopt):{" "}
tui-board-mode = Bordmodus: de pijltjestoetsen verplaatsen de cursor, Esc gaat terug naar de zetinvoer.
tui-clock-title = Klok
tui-sheet-title = Notatieformulier
tui-replay-variation = { $depth ->
        [1] in een variant
       *[other] in een variant op niveau { $depth }
    }
tui-peg-title = Pennenbord
tui-help-title = Toetsen
tui-running = loopt
tui-flag = VLAG
tui-used = verbruikt
# Moves completed, shown with the count beside the time used.
tui-moves = { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }
tui-differs = wijkt af
tui-game-title = { $pending ->
        [true] Zet niet voltooid
       *[false] Partij
    }
tui-too-small = Terminal te klein: { $width }×{ $height } nodig
tui-more-below = ▼ { $n ->
        [one] nog 1 regel
       *[other] nog { $n } regels
    }: { $key }
tui-study-keys = Toetsen: Enter op een lege regel, pijl rechts of { $next }, de volgende zet; pijl links, terug; { $who }, waar de partij staat; { $repeat }, de zet nog eens; { $big }, grote letters aan of uit; { $board_mode }, de bordtoetsen van play; { $quit }, stoppen.
tui-no-key = Deze toets doet hier niets; { $key } voor hulp.
tui-big-text = Grote letters { $on ->
        [true] aan
       *[false] uit
    }.{ $fits ->
        [false] { $on ->
            [true] {" "}Op dit scherm is onder het bord geen regel voor ze vrij; een groter venster of een kleiner lettertype maakt ruimte.
           *[false] {""}
        }
       *[true] {""}
    }
tui-exploring = { $peg ->
        [true] Je verkent het pennenbord
       *[false] Je verkent het partijbord
    }{ $differences ->
        [0] .
        [one] ; de borden verschillen op 1 plaats.
       *[other] ; de borden verschillen op { $differences } plaatsen.
    }
tui-other-board = { $peg ->
        [true] Pennenbord
       *[false] Partij
    }: { $square }
tui-history-end = { $newest ->
        [true] Dat was de nieuwste regel.
       *[false] Dat was de oudste bewaarde regel.
    }
tui-legend = Op het bord: hoofdletters zijn Wit, kleine letters Zwart ({ $pieces }); [ ] cursor, * laatste zet, + schaak, ! wijkt af van het andere bord.
key-read-back = de vorige regel lezen, in de geschiedenis van de meldingen
key-read-forward = de volgende regel lezen, in de geschiedenis van de meldingen
key-switch-board = het andere bord verkennen: de partij of het pennenbord
# One line per key action of the full-screen interface (the key is shown
# beside it): key- and the action's config name, with hyphens.
key-submit = de getypte zet of het getypte commando versturen
key-press = de klok indrukken, wat de aangekondigde zet voltooit
key-fix = de aangekondigde zet corrigeren voordat de klok wordt ingedrukt
key-time = voltooide zetten, verbruikte en resterende tijd van beide spelers
key-last = de laatste zet herhalen
key-repeat = de laatste aankondiging nog eens zeggen
key-help = de lijst met toetsen tonen of verbergen
key-big-text = de laatste zet in grote letters tonen, of terug naar de gewone weergave
key-board-mode = het bord verkennen met de cursor
key-quit = stoppen; de partij is opgeslagen en kan worden hervat
key-page-up = de eerdere regels van een lang antwoord tonen
key-page-down = de latere regels van een lang antwoord tonen
key-up = cursor één veld omhoog, weg van de kant onderaan
key-down = cursor één veld omlaag, naar de kant onderaan
key-left = cursor één veld naar links
key-right = cursor één veld naar rechts
key-flip = het bord draaien: het van de andere kant bekijken
key-square = het veld onder de cursor zeggen
key-scan-rank = de rij van de cursor lezen, van de a-lijn tot de h-lijn
key-scan-file = de lijn van de cursor lezen, van rij 1 tot rij 8
key-scan-diagonals = beide diagonalen door de cursor lezen
key-list-pieces = de stukken van beide kleuren opsommen
key-legal-moves = de reglementaire zetten van het stuk onder de cursor zeggen
key-attackers = zeggen wat het veld onder de cursor aanvalt en dekt
key-next-king = cursor naar de volgende koning
key-next-queen = cursor naar de volgende dame
key-next-rook = cursor naar de volgende toren
key-next-bishop = cursor naar de volgende loper
key-next-knight = cursor naar het volgende paard
key-next-pawn = cursor naar de volgende pion
key-files-ranks = In de bordmodus springen a tot h naar een lijn en 1 tot 8 naar een rij.
key-clear-line = de invoerregel leegmaken zonder te versturen
key-input-line = In de invoerregel: pijl links, pijl rechts, Home en End verplaatsen en zeggen het bereikte teken; Backspace en Delete wissen; pijl omhoog en pijl omlaag halen eerdere regels terug.
# A key's name as this country's keyboards print it ($key: the config's
# name: ctrl, alt, shift, or a named key).
key-cap = { $key ->
        [ctrl] Ctrl
        [alt] Alt
        [shift] Shift
        [space] Spatiebalk
        [esc] Esc
        [enter] Enter
        [tab] Tab
        [backspace] Backspace
        [up] Pijl omhoog
        [down] Pijl omlaag
        [left] Pijl links
        [right] Pijl rechts
        [home] Home
        [end] End
        [pageup] Page Up
        [pagedown] Page Down
        [insert] Insert
        [delete] Delete
       *[other] { $key }
    }
tui-line-cleared = Invoerregel leeg.
line-start-hint = Typ een zet (bijv. e4) of een commando en Enter; help toont de commando's.
tui-start-hint = { $help } toont de toetsen; typ help voor de commando's; { $board } verkent het bord.
tui-start-hint-commands = { $help } of help noemt de commando's; Enter toont alle borden.

## Studying with an engine: eval, best, line and review, in replay, on a
## finished game, and in a game against the engine.

judgement = { $kind ->
        [even] De stelling is ongeveer gelijk.
        [slightly] { $side ->
            [white] { -white }
           *[black] { -black }
        } staat iets beter.
        [better] { $side ->
            [white] { -white }
           *[black] { -black }
        } staat beter, met ongeveer { $number ->
            [one] één pion
           *[other] { $number } pionnen
        } voordeel.
        [winning] { $side ->
            [white] { -white }
           *[black] { -black }
        } staat gewonnen, met ongeveer { $number } pionnen voordeel.
        [mated] { $side ->
            [white] { -white }
           *[black] { -black }
        } heeft mat gezet.
       *[mate] { $side ->
            [white] { -white }
           *[black] { -black }
        } zet mat in { $number ->
            [one] één zet
           *[other] { $number } zetten
        }.
    }
engine-no-judgement = Het schaakprogramma heeft geen beoordeling van deze stelling gegeven.
engine-best = De zet van het schaakprogramma: { $said }.
engine-no-move = Geen zet: de partij is in deze stelling afgelopen.
engine-line = De variant die het schaakprogramma verwacht, { $moves ->
        [one] één zet
       *[other] { $moves } zetten
    }:
review-start = Het schaakprogramma analyseert { $moves } zetten; dat duurt ongeveer { $seconds } seconden.
review-progress = Zet { $done } van { $total }.
review-side = { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $count ->
        [0] geen zet kostte een pion of meer.
        [one] de grootste fout.
       *[other] de { $count } grootste fouten.
    }
review-slip = { $played }: { $kind ->
        [mate-allowed] laat mat toe
        [mate-missed] mist een mat
       *[pawns] verliest ongeveer { $pawns ->
            [one] één pion
           *[other] { $pawns } pionnen
        }
    }; beter was { $better }.
engine-refused = Geen schaakprogramma in een partij tegen een mens: de regels verbieden advies en analyse tijdens het spel (FIDE-regels { $year }, { PART($article) ->
        [appendix] aanhangsel
        [guideline] richtlijn
       *[article] art.
    } { $article }). Na de partij mag dat wel: in annabella replay, en in het partijbestand van de afgelopen partij.
engine-for-study = Geen schaakprogramma om te raadplegen: { $why }

## A game against a chess engine (play --engine).

engine-opponent = { $name } speelt { $side ->
        [white] { -white }
       *[black] { -black }
    }{ $strength ->
        [elo] , met een rating van { $rating }
        [level] , op niveau { $rating }
       *[full] {""}
    } en { $think ->
        [time] denkt { $time } per zet
        [nodes] rekent { $nodes } stellingen per zet
       *[clock] deelt zijn eigen bedenktijd in
    }. Zijn zetten worden aangekondigd en annabella drukt zijn klok in; voer ze uit op het pennenbord.
engine-thinking = { $name } is aan zet en denkt na; time, board en de andere opvraagcommando's werken intussen gewoon.
engine-busy = Het schaakprogramma werkt nog aan het vorige verzoek; het antwoord daarop komt eerst.
engine-none = Deze partij wordt niet tegen een schaakprogramma gespeeld.
engine-already = { $name } speelt al.
engine-restarted = { $name } is opnieuw gestart en speelt verder.
engine-own-move = De aangekondigde zet is van { $name }: alleen het schaakprogramma zelf corrigeert zijn zetten. Voer in hoe hij op het pennenbord is uitgevoerd (peg).
engine-gone = { $name } is gestopt. De partij is opgeslagen.
engine-silent = { $name } heeft ook lang na zijn tijd niet geantwoord en is daarom afgesloten. De partij is opgeslagen.
engine-bad-move = { $name } stuurde "{ $text }", dat hier geen reglementaire zet is: die wordt niet gespeeld.
engine-line-too-long = { $name } stuurde een regel van meer dan { $kb } KB, wat geen antwoord van een schaakprogramma is: het is afgesloten. De partij is opgeslagen.
engine-keyboard = De partij gaat verder aan het toetsenbord: typ de zetten van beide spelers, of typ engine restart.
engine-not-found = Er is geen schaakprogramma gevonden ({ $count ->
        [one] gezocht naar: { $shown }
       *[other] gezocht op { $count } plaatsen, waaronder { $shown }
    }). Installeer Stockfish (op Debian: sudo apt install stockfish), of geef het programma op: --engine /pad/naar/programma.
engine-no-start = { $program } kon niet gestart worden: { $why }.
engine-no-uci = { $program } antwoordde niet binnen 10 seconden als UCI-schaakprogramma.
engine-exited = { $program } stopte meteen, zonder als UCI-schaakprogramma te antwoorden: het is geen schaakprogramma, of het kon niet starten.
engine-not-runnable = { $program } kan niet worden uitgevoerd: het is geen programma, of het mag niet worden uitgevoerd (chmod +x staat het toe).
engine-time-bad = "{ $text }" is geen tijd voor { $option }; schrijf hem als 2s, 500ms of 1m.
engine-strength-range = { $name } accepteert voor { $option } alleen { $min } tot en met { $max }, niet { $value }.
engine-strength-none = { $name } heeft geen optie { $option }: het kan niet op een gekozen sterkte spelen.
engine-persons-game = Deze partij wordt tegen een mens gespeeld: ze krijgt nooit een schaakprogramma. Begin een nieuw partijbestand voor een partij tegen het schaakprogramma.

## The command line: annabella --help and the errors of a command line.
## Option names, values, commands and examples stay as typed. Each
## cli-PATH-ID is the help of an option of a command (cli-arg-ID: of
## every command that has it); -long, its whole text for --help.

cli-usage = Gebruik:
cli-arguments = Argumenten
cli-options = Opties
cli-commands = Commando's
cli-arg-no-pawn =
    De naam van de pion weglaten ("Eva vier" in plaats van "Bauer Eva vier")
cli-arg-no-check =
    Schaak en mat niet aankondigen
cli-possible-values = Mogelijke waarden:
cli-default = [standaard: { $value }]
cli-help-flag = De hulp tonen (-h een overzicht, --help alles)
cli-version-flag = De versie tonen
cli-help-about = De hulp bij een commando tonen
cli-help-command = Het commando, bijvoorbeeld play
cli-more = Meer: { $command } --help
cli-unknown-argument = { $arg } is geen optie of argument van dit commando.
cli-did-you-mean = Bedoel je { $similar }?
cli-dash-value = Schrijf -- { $arg } om { $arg } als waarde op te geven.
cli-unknown-command = Er is geen commando { $command }.
cli-invalid-value = { $value } is geen waarde voor { $arg }.
cli-allowed = Toegestaan: { $allowed }.
cli-no-value = { $arg } heeft een waarde nodig.
cli-missing = Vereist maar niet opgegeven: { $args }
cli-too-many = { $arg } kan niet meer waarden krijgen; { $value } is er één te veel.
cli-conflict = { $arg } kan niet samen met { $other } worden opgegeven.
cli-twice = { $arg } kan maar één keer worden opgegeven.
cli-not-text = Een argument is geen UTF-8-tekst.

cli-about =
    Schaken aan het bord voor blinde en visueel gehandicapte spelers
cli-long-about =
    annabella kondigt schaakzetten aan met de woorden van het aanhangsel van de FIDE-regels voor blinde en visueel gehandicapte spelers (Anna, Bella, Cesar …; eins, zwei, drei …; of de Deense en Noorse woorden), leest zetten die in elke notatie zijn getypt, en schrijft het notatieformulier in de letters van je taal.
cli-after =
    Voorbeelden:
      annabella say e4 e5 Nf3
      annabella say --voice da "springer frederik tre"
      annabella notate --lang da e4 e5 Nf3 Nc6

    Voer 'annabella help <command>' uit voor alle opties van een commando.
cli-say-about =
    De aankondiging van elke zet tonen; de zetten worden gespeeld vanaf de beginopstelling (of vanaf --fen)
cli-say-after =
    Zetten mogen in elke notatie worden getypt: SAN met Engelse (K Q R B N), Deense, Duitse of Noorse (K D T L S) of Nederlandse (K D T L P) letters, met of zonder x + # = e.p.; rokade als 0-0 of O-O; coördinaten (e2e4, e2-e4, e7e8q); of de gesproken woorden van elk vocabulaire, tussen aanhalingstekens ("Dame schlägt David vier").

    Voorbeelden:
      annabella say e4 e5 Nf3
          Bauer Eva vier / Bauer Eva fünf / Springer Felix drei
      annabella say --voice da e4 e5 Sf3
          bonde Erik fire / bonde Erik fem / springer Frederik tre
      annabella say --voice da --files de --ranks de Sf3
          springer Felix drei
      annabella say --voice nb --ranks de --pieces de e4
          Bauer Eva vier (de FIDE-standaard in Noorwegen)
      annabella say --long --voice da e4 e5 Sf3 Sc6 d4
          … bonde Dora to Dora fire
      annabella say --no-pawn e4
          Eva vier
      annabella say --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1" Ra8#
          Turm Anna acht Schachmatt

    Bij een zet die niet kan worden gespeeld, worden de aankondigingen ervoor getoond, gaat de reden naar stderr, en is de exitstatus 1.
cli-say-fen =
    Vanuit deze stelling (FEN) beginnen in plaats van de beginopstelling, bijv. --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
cli-say-voices =
    Ook elk *.toml-vocabulaire in deze map laden (mag worden herhaald; de variabele ANNABELLA_VOICES kan er meer noemen), bijv. --voices ~/mijn-stemmen
cli-say-speech =
    De aankondigingen ook uitspreken: auto, clips (ingebouwde stem), tts (systeemstem), text (alleen tonen), none, bijv. --speech clips
cli-arg-speech-auto =
    Ingebouwde stem als er een geluidsapparaat opengaat, anders de systeemstem, anders tekst
cli-arg-speech-clips =
    De ingebouwde stem: opgenomen woorden, afgespeeld via de geluidskaart
cli-arg-speech-tts =
    De spraakdienst van het systeem (speech-dispatcher, SAPI, AVFoundation)
cli-arg-speech-reader =
    Windows: de schermlezer die draait (NVDA, JAWS …), met zijn eigen stem en tempo; elders de systeemstem, die ook Orca gebruikt
cli-arg-speech-text =
    Alleen tonen: een schermlezer of brailleleesregel leest de regels
cli-arg-speech-none =
    Alleen de getoonde regels
cli-say-speech-log =
    Elk spraakverzoek in dit bestand loggen, één regel per verzoek
cli-say-config =
    Een instellingenbestand dat voorrang heeft boven config/default.toml (in plaats van ~/.config/annabella/config.toml)
cli-say-moves =
    De zetten, elk als één argument; gesproken zetten tussen aanhalingstekens: "springer felix drei"
cli-notate-about =
    Het genummerde notatieformulier van de zetten tonen, in de stukletters van een taal
cli-notate-after =
    Voorbeelden:
      annabella notate --lang da e4 e5 Nf3 Nf6 d4 exd4 e5 Ne4 Qxd4 d5 exd6
          1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p.
      annabella notate --lang nl d4 Nf6 c4 e6
          1. d4 Pf6 2. c4 e6
      annabella notate --lang en "springer felix drei"
          1. Nf3
cli-notate-lang =
    Letters van het notatieformulier: en (K Q R B N), da, de, nb (K D T L S), nl (K D T L P), bijv. --lang da
cli-notate-fen =
    Vanuit deze stelling (FEN) beginnen in plaats van de beginopstelling, bijv. --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
cli-notate-voices =
    Ook elk *.toml-vocabulaire in deze map laden (mag worden herhaald; de variabele ANNABELLA_VOICES kan er meer noemen), bijv. --voices ~/mijn-stemmen
cli-notate-moves =
    De zetten in elke notatie, elk als één argument
cli-play-about =
    Een partij met tijdmeting aan het toetsenbord spelen: elke zet wordt aangekondigd, met het indrukken van de klok voltooid en meteen in het partijbestand opgeslagen
cli-play-after =
    In de partij typ je één commando per regel (help somt ze op): een zet in elke notatie kondigt hem aan; press voltooit hem; fix MOVE corrigeert hem vóór het indrukken van de klok; time, last, board en sheet geven antwoord; verder draw, accept, decline, resign, claim threefold MOVE en claim fifty MOVE; quit stopt (de partij is opgeslagen).

    Voorbeelden:
      annabella play --game ronde3.annabella --white "Anna Hansen" --black "Bo Berg"
          een nieuwe partij met namen voor Wit en Zwart, het standaardspeeltempo (90/40+30+30s)
      annabella play --game ronde3.annabella
          hervat de partij die daar is opgeslagen
      annabella play --voice da --color black --control 15+10
      annabella play --pgn afgebroken.pgn --game-number 3 --game ronde5.annabella
          de partij gaat verder waar de PGN-partij eindigt
      printf 'e4\npress\nwait 90s\ntime\n' | annabella play --manual-clock
          een script met commando's, één per regel
cli-play-game =
    Het partijbestand: daar begint een nieuwe partij, of de partij daarin wordt hervat, bijv. --game ronde3.annabella [standaard: een nieuw bestand in de map met partijen: ~/.local/share/annabella/games; onder Windows %LOCALAPPDATA%\annabella\data\games]
cli-play-fen =
    De nieuwe partij vanuit deze stelling (FEN) beginnen in plaats van de beginopstelling: een partij die in een ander systeem is afgebroken, of naar een ander bord is overgezet, bijv. --fen "8/5k2/8/8/8/8/3K4/4R3 w - - 0 50"
cli-play-pgn =
    De nieuwe partij beginnen waar de hoofdvariant van een PGN-partij eindigt: de tags geven de namen, het toernooi, de plaats, de ronde en de datum, de [%clk]-commentaren de klokken, TimeControl het speeltempo (hier opgegeven opties hebben voorrang), bijv. --pgn afgebroken.pgn
cli-play-game-number =
    De partij uit het --pgn-bestand, geteld vanaf 1 [standaard: de enige], bijv. --game-number 3
cli-arg-line =
    Regelmodus: één commando per regel, één regel per antwoord (automatisch als invoer of uitvoer geen terminal is); voor schermlezers en brailleleesregels
cli-arg-tui =
    De schermweergave, op volledig scherm (standaard als invoer en uitvoer een terminal zijn)
cli-play-config =
    Een instellingenbestand dat voorrang heeft boven config/default.toml, in plaats van ~/.config/annabella/config.toml, bijv. --config toernooi.toml
cli-play-speech-log =
    Ook elk spraakverzoek in dit bestand loggen, één regel per verzoek, bijv. --speech-log spraak.log
cli-play-manual-clock =
    De tijd staat stil en loopt alleen met het commando `wait DURATION`, bijv. wait 90s
cli-play-white =
    De naam van Wit, bijv. --white "Anna Hansen"
cli-play-black =
    De naam van Zwart, bijv. --black "Bo Berg"
cli-play-assistant =
    De assistent van de blinde speler, die zetten doorgeeft, de notatie bijhoudt en de klok bedient (aanhangsel D.2.10); de aanwijzingen zijn gericht aan de assistent, bijv. --assistant "Eva Holm"
cli-play-opponent-assistant =
    De eigen assistent van de ziende speler (aanhangsel D.2.11), bijv. --opponent-assistant "Jon Dahl"
cli-play-opponent-hearing-impaired =
    De tegenstander is slechthorend: volgens de regels van 2017 heeft de partij dan --assistant nodig
cli-play-resume-at =
    Datum, tijd en plaats van de hervatting, voor de envelop van een afgebroken partij, bijv. --resume-at "2026-11-22 10:00, zaal B"
cli-play-engine =
    Oefenen tegen een schaakprogramma (UCI) op de plaats van de ziende speler: stockfish of het opgegeven programma, bijvoorbeeld --engine of --engine /usr/games/stockfish
cli-play-engine-elo =
    De sterkte van het schaakprogramma als rating, bijvoorbeeld --engine-elo 1500 [standaard: volle sterkte]
cli-play-engine-level =
    De sterkte van het schaakprogramma als niveau van 0 tot en met 20, bijvoorbeeld --engine-level 5
cli-play-engine-time =
    De tijd van het schaakprogramma per zet in plaats van zijn klok, bijvoorbeeld --engine-time 2s [standaard: uit de instellingen, 5s]
cli-play-engine-nodes =
    De berekening van het schaakprogramma als aantal stellingen per zet (elke keer dezelfde zet), bijvoorbeeld --engine-nodes 20000
cli-play-voices =
    Ook de *.toml-vocabulaires in deze map laden, bijv. --voices ~/mijn-stemmen
cli-replay-about =
    Een partij uit een PGN-bestand beluisteren: elke zet wordt aangekondigd, commentaar en varianten op verzoek; van een bestand met veel partijen verschijnt eerst een lijst om uit te kiezen
cli-replay-after =
    In de partij zegt Enter (of next) de volgende zet; back, first, last en go 12 gaan heen en weer door de partij; comment en variations lezen voor wat het bestand toevoegt, variation 1 en leave gaan een variant in en weer uit; board, square en pieces antwoorden zoals bij play; games somt de partijen van het bestand op en game 2 opent er een; help somt alles op.

    Voorbeelden:
      annabella replay ronde3.pgn
      annabella replay --voice da --game-number 2 club.pgn
      printf 'next 3\ncomment\nquit\n' | annabella replay --line opera.pgn
cli-replay-file =
    Het PGN-bestand, in UTF-8 (met of zonder BOM) of Latin-1/Windows-1252
cli-replay-game =
    In plaats daarvan een partijbestand van annabella zelf, bijvoorbeeld --game ronde3.annabella
cli-replay-game-number =
    De partij uit het bestand om te beluisteren, geteld vanaf 1 [standaard: de enige; van een bestand met veel partijen verschijnt eerst een lijst om uit te kiezen]
cli-replay-config =
    Een instellingenbestand dat voorrang heeft boven config/default.toml, in plaats van ~/.config/annabella/config.toml, bijv. --config toernooi.toml
cli-replay-speech-log =
    Ook elk spraakverzoek in dit bestand loggen, één regel per verzoek, bijv. --speech-log spraak.log
cli-replay-engine =
    Het schaakprogramma (UCI) dat eval, best, line en review raadplegen, bijvoorbeeld --engine /usr/games/stockfish [standaard: uit de instellingen, stockfish]
cli-replay-voices =
    Ook de *.toml-vocabulaires in deze map laden
cli-export-about =
    Een opgeslagen partij exporteren als PGN of als notatieformulier
cli-export-after =
    Voorbeelden:
      annabella export --sheet
      annabella export --game ronde3.annabella --pgn > ronde3.pgn
      annabella export --game ronde3.annabella --sheet --lang da
cli-export-game =
    Het partijbestand, bijv. --game ronde3.annabella [standaard: de laatst geschreven partij in de map games]
cli-export-pgn =
    Standaard-PGN: Engelse SAN, de zeven hoofdtags (Seven Tag Roster), TimeControl, [%clk] na elke zet
cli-export-sheet =
    Het notatieformulier in de letters van een taal, remiseaanbiedingen gemarkeerd met (=)
cli-export-braille =
    Het notatieformulier in braille (BRF, 40 cellen bij 25 regels), in de braille van de taal van het formulier, of de [braille] table van de instellingen (aanhangsel D.2.7), bijv. --sheet --braille --out ronde3.brf
cli-export-wav =
    Het gesproken notatieformulier: zetnummers en aankondigingen met de ingebouwde stem, als één WAV-bestand (geen geluidskaart nodig), bijv. --wav ronde3.wav
cli-export-lang =
    Letters van het notatieformulier: en, da, de, nb, nl [standaard: die van de partij], bijv. --lang da
cli-export-out =
    Naar dit bestand schrijven in plaats van naar de standaarduitvoer, bijv. --out ronde3.pgn
cli-settings-about =
    Elke instelling afdrukken met haar standaardwaarde en wat ze doet, in jouw taal: een instellingenbestand om je eigen mee te beginnen
cli-settings-after =
    Voorbeeld:
      annabella settings --lang nl > ~/.config/annabella/config.toml
cli-settings-lang =
    De taal van de opmerkingen: en, da, de, nb of nl [standaard: die van de instellingen, anders die van het systeem]
cli-manual-about =
    De handleiding tonen: alle commando's en onderwerpen, of één commando of onderwerp (dezelfde tekst als help TOPIC in een partij)
cli-manual-after =
    Voorbeelden:
      annabella manual
      annabella manual compare --lang de
      annabella manual clock > klok.txt
cli-manual-topic =
    Een commando (compare) of een onderwerp (clock); zonder: de hele handleiding
cli-manual-lang =
    De taal: en, da, de, nb of nl [standaard: die van de instellingen]
cli-manual-config =
    Het instellingenbestand waaruit de taal wordt genomen
cli-clip-words-about =
    De woorden opsommen die de ingebouwde stem van een vocabulaire nodig heeft, één per regel als "KEY<TAB>WORD" (voices/make-clips.sh maakt van elk een opname)
cli-clip-words-after =
    Voorbeeld:
      annabella clip-words --voice da
cli-clip-words-voice =
    Het vocabulaire, bijv. --voice de
cli-clip-words-voices =
    Ook de *.toml-vocabulaires in deze map laden
## The man page (annabella generate man): its title and its headings, in
## capitals as man pages write them.
man-title = annabella-handleiding
man-name = NAAM
man-synopsis = OVERZICHT
man-command = OPDRACHT
man-options = OPTIES
man-description = BESCHRIJVING
man-commands = OPDRACHTEN
man-in-a-game = IN EEN PARTIJ
man-see-also = ZIE OOK

cli-play-event =
    Het toernooi, voor de partijgegevens en de uitzending, bijv. --event "NK schaken"
cli-play-site =
    Waar gespeeld wordt, bijv. --site "Amsterdam"
cli-play-round =
    De ronde, bijv. --round 3
cli-play-board =
    Het nummer van het bord in de ronde, bijv. --board 5
cli-play-broadcast =
    De partij aanbieden terwijl ze gespeeld wordt, voor een live-uitzending en het overzicht van de arbiter: GET /game.pgn en /status.json op dit adres [standaard: address in [broadcast] van de instellingen, 127.0.0.1:8064], bijv. --broadcast 0.0.0.0:8064
cli-play-broadcast-file =
    De PGN van de uitzending na elke zet ook naar dit bestand schrijven, telkens geheel vervangen, bijv. --broadcast-file ronde3/bord5.pgn
cli-arbiter-about =
    Het overzicht van de arbiter: de borden volgen die hun partij aanbieden (play --broadcast), een regel per bord, en horen waar de arbiter nodig is
cli-arbiter-after =
    Typ in het overzicht list (of Enter) voor de regel van elk bord, board 3 (of 3) voor één bord in detail, help en quit. Een vlag die valt, een claim of beslissing die wacht, een remiseaanbod, een pennenbord dat afwijkt, een uitslag en een bord dat niet meer antwoordt, worden gemeld zodra ze gebeuren.

    Voorbeelden:
      annabella arbiter http://10.0.0.5:8064 http://10.0.0.6:8064
      annabella arbiter --boards ronde3.txt --every 5s
      annabella arbiter --line 127.0.0.1:8064
cli-arbiter-urls =
    De adressen van de borden, zoals hun play --broadcast ze noemt, bijv. http://10.0.0.5:8064 10.0.0.6:8064
cli-arbiter-boards =
    Een bestand met de adressen van de borden, één per regel (# begint een opmerking), bijv. --boards ronde3.txt
cli-arbiter-every =
    De tijd tussen twee opvragingen van een bord, bijv. --every 5s [standaard: 2s]
cli-arbiter-config =
    Een instellingenbestand dat voorrang heeft boven config/default.toml, in plaats van ~/.config/annabella/config.toml, bijv. --config toernooi.toml
cli-arbiter-speech-log =
    Ook elk spraakverzoek in dit bestand loggen, één regel per verzoek, bijv. --speech-log spraak.log

## The broadcast (play --broadcast) and the arbiter's overview of many
## boards (annabella arbiter).
broadcast-serving = De partij wordt aangeboden op http://{ $address }/game.pgn. De status voor de arbiter: http://{ $address }/status.json.
broadcast-file = De PGN van de uitzending wordt na elke zet naar { $path } geschreven.
broadcast-delay = De zetten bereiken de uitzending { $delay } nadat ze voltooid zijn.
broadcast-file-failed = Het uitzendbestand { $path } kon niet worden geschreven: { $reason }. De partij gaat door; na elke zet wordt het opnieuw geprobeerd.
broadcast-file-again = Het uitzendbestand { $path } wordt weer geschreven.
braille-table-missing = De brailletabel { $table } is niet geïnstalleerd (liblouis): er wordt geen braille geschreven. Installeer hem (sudo apt install liblouis-data), of noem een andere tabel in [braille] table.
braille-untranslatable = De brailletabel { $table } schrijft „{ $text }” in cellen die geen zespuntspagina toont (een achtpuntstabel, of geen teksttabel): er wordt geen braille geschreven. Noem een zespunts teksttabel in [braille] table.
braille-display-ready = De brailleleesregel is verbonden: { $cells } cellen.
braille-display-back = De brailleleesregel is terug: { $cells } cellen.
braille-display-offline = De brailleleesregel antwoordt niet: losgekoppeld of uitgezet. De partij gaat door; de weergave komt terug zodra de leesregel weer verbonden is.
braille-display-absent = BRLTTY is niet bereikbaar: er wordt nog niets in braille getoond. De partij gaat door; de leesregel wordt verbonden zodra BRLTTY draait.
braille-display-lost = BRLTTY is gestopt: er wordt niets in braille getoond. De partij gaat door; de leesregel wordt weer verbonden zodra BRLTTY draait.
braille-display-no-brlapi = Geen brailleleesregel: BrlAPI, de bibliotheek van BRLTTY, is niet geïnstalleerd (sudo apt install brltty libbrlapi0.8). De partij gaat door.
braille-display-elsewhere = Hier toont de schermlezer braille (NVDA, JAWS): de optie --braille stuurt een brailleleesregel aan via BRLTTY, op Linux.
braille-display-line-mode = In de regelmodus blijft de brailleleesregel voor de schermlezer: --braille toont de schermweergave erop.
braille-display-reader = Braille gaat naar { $reader }: de schermlezer toont de regels van de schermweergave op zijn leesregel.
envelope-text-written = De envelop is als tekst aangemaakt: buiten, zonder de zet, { $outside }; binnen, met de afgegeven zet, { $inside }.
braille-table-unknown = De brailletabel { $table } is niet geïnstalleerd (liblouis): noem een tabel uit /usr/share/liblouis/tables in [braille] table, of "" voor die van de taal. Er is niets gestart.
broadcast-serving-everywhere = De partij wordt aangeboden op elk adres van deze computer, poort { $port }: /game.pgn, en /status.json voor de arbiter.
broadcast-delay-alone = --broadcast-delay houdt de aangeboden zetten achter, maar er wordt niets aangeboden: geef ook --broadcast of --broadcast-file op, of zet serve = true in [broadcast].
broadcast-file-not-a-file = { $path } is geen bestand (een map, een apparaat of een pipe): de PGN van de uitzending wordt er nooit overheen geschreven. Geef een bestandsnaam, bijv. --broadcast-file ronde3/bord5.pgn.
broadcast-file-game = { $path } is het partijbestand, of een bestand dat annabella ernaast bijhoudt: de PGN van de uitzending gaat naar een eigen bestand, bijv. --broadcast-file ronde3/bord5.pgn.
broadcast-file-unwritable = Het uitzendbestand { $path } kan niet worden geschreven: { $reason }. Er is niets gestart.
arbiter-which = Welk bord? Typ board en zijn nummer. De borden: { $names }.
arbiter-keys = Toetsen: { $page_up } en { $page_down } bladeren door de meldingen, { $read_back } en { $read_forward } lezen ze regel voor regel, { $quit } stopt.
overview-result-waits = een uitslag wacht op yes of no
overview-foreign = het antwoordt, maar niet met de status van een bord
overview-unbelievable = het antwoordt met een status die niet kan kloppen (een klok, een zetnummer of een naam die geen partij heeft)
tui-more-boards = ▼ { $count ->
        [one] nog 1 bord
       *[other] nog { $count } borden
    }{ $alerts ->
        [0] {""}
        [one] , 1 heeft de arbiter nodig
       *[other] , { $alerts } hebben de arbiter nodig
    }: list
broadcast-address-bad = Geen adres om op aan te bieden: { $text }. Geef een poort (8064), of een adres en een poort (127.0.0.1:8064, 0.0.0.0:8064).
broadcast-unavailable = De partij kan niet worden aangeboden op { $address }: { $reason }. { $kind ->
        [in-use] Geef een andere poort, bijv. --broadcast 127.0.0.1:8065;
       *[other] Geef een adres van deze computer, bijv. --broadcast 127.0.0.1:8064 of 0.0.0.0:8064;
    } er is niets gestart.
arbiter-following = { $count ->
        [one] 1 bord wordt gevolgd, om de
       *[other] { $count } borden worden gevolgd, elk om de
    } { $every } opgevraagd. list: alle borden; board en een nummer: één in detail; help; quit.
arbiter-help = list (of Enter): de regel van elk bord. board 3 (of 3): één bord in detail. quit: stoppen. Waar de arbiter nodig is, wordt meteen gemeld.
arbiter-unknown = Geen commando van het overzicht: { $input }. Typ list, board 3, help of quit.
arbiter-no-board = Geen bord { $name } hier. De borden: { $names }.
arbiter-address-bad = Geen adres van een bord: { $text }. Geef het zoals play --broadcast het noemt, bijv. http://10.0.0.5:8064 (gewoon http, een poort van 1 tot 65535).
arbiter-no-boards = Geen bord om te volgen: geef hun adressen, bijv. annabella arbiter http://10.0.0.5:8064, of een bestand ervan, bijv. --boards ronde3.txt.
arbiter-too-many-boards = { $count } borden opgegeven: één overzicht volgt er hoogstens { $most }. Verdeel ze over meerdere overzichten, bijv. twee bestanden voor --boards.
arbiter-address-bad-in = { $path }:{ $line }: geen adres van een bord: { $text }. Geef er één per regel, zoals play --broadcast het noemt, bijv. http://10.0.0.5:8064.
arbiter-no-boards-in = { $path } bevat geen adres van een bord: geef er één per regel, bijv. http://10.0.0.5:8064 (# begint een opmerking).
arbiter-every-bad = Geen tijd tussen twee opvragingen: { $text }. Geef hele seconden, minstens 1, bijv. --every 2s.
overview-news = Bord { $board }: { $what }.
overview-to-move = zet { $number }, { $color ->
        [white] { -white }
       *[black] { -black }
    } aan zet
overview-clocks = { -white } { $white }, { -black } { $black }
overview-result = uitslag { $result }
overview-adjourned = afgebroken
overview-resumed = hervat
overview-flag = de vlag van { $color ->
        [white] { -white }
       *[black] { -black }
    } is gevallen
overview-claim = een claim wacht op de arbiter
overview-decision = een beslissing wacht op yes of no
overview-offer = { $color ->
        [white] { -white }
       *[black] { -black }
    } biedt remise aan
overview-peg-differs = het pennenbord wijkt af
overview-peg-agrees = het pennenbord stemt weer overeen
overview-stopped = antwoordt niet
overview-back = antwoordt weer
overview-no-answer = geen antwoord
overview-waiting = wacht op het eerste antwoord
overview-players = { -white }: { $white }. { -black }: { $black }.
overview-round = ronde { $round }
overview-source = Opgevraagd via http://{ $source }/status.json.
tui-boards-title = Borden
tui-prompt-arbiter = Commando:{" "}
## Settings files: what is wrong in one, after "FILE:LINE: ". Keys,
## sections, values and the names a setting takes are written as in the file.

config-no-such-file = dit bestand bestaat niet
config-unreadable = het kan niet gelezen worden: { $why }
config-not-text = deze regel is geen UTF-8-tekst; sla het bestand op als UTF-8
config-syntax = geen geldige TOML: { $kind ->
        [no-value] een sleutel zonder waarde; schrijf sleutel = waarde
        [unclosed] een [ is niet gesloten met ]
        [unclosed-text] een tekst tussen aanhalingstekens is niet gesloten met hetzelfde teken
        [not-quoted] een tekst moet tussen aanhalingstekens staan, zoals in lang = "nl"
        [twice] deze sleutel of sectie staat er twee keer
       *[other] { $detail }
    }
config-unknown-section = onbekende sectie [{ $name }]; toegestaan: { $allowed }
config-outside-section = { $name } = { $value } staat buiten elke sectie; toegestane secties: { $allowed }
config-not-a-section = { $name } = { $value } is { $kind ->
        [integer] een geheel getal
        [float] een kommagetal
        [boolean] een waarheidswaarde
        [date] een datum
        [list] een lijst
        [table] een tabel
       *[text] een tekst
    }; toegestaan: een sectie [{ $name }]
config-unknown-key = onbekende sleutel `{ $key }` in [{ $section }]; toegestaan: { $allowed }
config-value = { $key } = { $value } { $why }
# An option of the command line: --laws 2018 and what is wrong with the value.
config-option = { $option } { $value } { $why }
config-item = { $item } in { $key } { $why }
config-vocabularies = { $key }: de vocabulaires kunnen niet gelezen worden om de waarde te controleren: { $why }
config-why-kind = is { $kind ->
        [integer] een geheel getal
        [float] een kommagetal
        [boolean] een waarheidswaarde
        [date] een datum
        [list] een lijst
        [table] een tabel
       *[text] een tekst
    }; toegestaan: { $allowed }
config-why-not = is geen { $what ->
        [language] taal
        [letter-set] letterset
        [theme] kleurenschema
        [speech-backend] spraakuitvoer
        [colour] kleur
        [mirror-mode] manier om het pennenbord bij te houden
        [kind-of-game] soort partij (standard, rapid, blitz)
        [supervision] manier van toezicht
        [time-control] speeltempo
        [cadence] cadans voor tijdmeldingen
        [time] tijd
        [edition] editie van de regels
        [strength] sterkte van het schaakprogramma
        [think] bedenktijd van het schaakprogramma
        [address] adres om op aan te bieden
       *[voice] vocabulaire
    }; toegestaan: { $allowed }
config-why-range = valt buiten het toegestane bereik; toegestaan: { $allowed }
config-allowed-or-empty = { $names }, "" ({ $empty ->
        [system-language] de taal van het systeem, anders die van een gekozen vocabulaire, anders Engels
        [of-language] die van lang
        [of-control] zoals die uit het speeltempo volgt
       *[of-voice] zoals voice
    })
config-allowed-whole = een geheel getal van { $lo } tot en met { $hi }
config-allowed-vocabulary = de id van een vocabulaire, zoals "de"
config-allowed-vocabulary-or-empty = de id van een vocabulaire, of "" (zoals voice)
config-allowed-serial-port = een seriële poort zoals "/dev/ttyACM0" of "COM3", of "" voor geen
config-allowed-device = een deel van de naam van een geluidsapparaat, of ""
config-allowed-control = de vorm van PGN (40/5400:1800+30, 300+3, 5400d5) of de korte vorm van de FIDE (90/40+30+30s, 15+10, 3+2), elke tijd ten hoogste { $hours } uur
config-allowed-time = tijden zoals "5m", "1m30s", "90s" of "1:30" (een los getal betekent minuten), ten hoogste { $hours } uur
config-allowed-times = een lijst van tijden zoals "5m", "1m30s", "90s" of "1:30" (een los getal betekent minuten), ten hoogste { $hours } uur, of [] voor geen
config-allowed-cadence = "" (uit) of meldingen zoals "5m, 1m<10m, 10s<1m", elke tijd ten hoogste { $hours } uur
config-allowed-engine = een programma dat UCI spreekt, zoals "stockfish" of "/usr/games/stockfish"
config-allowed-engine-options = een tabel van de opties van het schaakprogramma en hun waarden, zoals { "{" } Threads = 2, Hash = 128 { "}" }
config-allowed-strength = "" (volle sterkte), een rating zoals "1500" of een niveau zoals "level 5"
config-allowed-address = een poort zoals "8064" (alleen deze computer), of een adres en een poort zoals "0.0.0.0:8064"
config-allowed-braille-table = de naam van een liblouis-tabel, zoals "nl-NL-g0.utb", of "" (die van de taal)
config-allowed-think = "" (het schaakprogramma deelt zijn eigen bedenktijd in), een tijd per zet zoals "2s" of "nodes 20000"; elke tijd ten hoogste { $hours } uur
config-allowed-seconds = tijden zoals "1s", "500ms" of "2" (een los getal betekent seconden), ten hoogste { $hours } uur, of "nodes 20000" (elke keer hetzelfde antwoord)
config-allowed-key = een toets tussen aanhalingstekens, zoals "f2", "ctrl-q" of "shift-k"
config-allowed-keys = een tabel van acties en hun toetsen
config-key-not-a-key = is geen toets{ $reason ->
        [modifier-twice] {" "}(een modificatietoets twee keer: "{ $text }")
        [shift-on-sign] {" "}(shift- hoort alleen bij letters en toetsen met een naam; schrijf het teken zelf, niet "{ $text }")
       *[none] {""}
    }; toegestaan: een letter, cijfer of teken (x, ?), f1–f12, esc, enter, space, tab, backspace, up, down, left, right, home, end, pageup, pagedown, insert, delete, elk naar wens met ctrl-, alt- of shift- ervoor (ctrl-q, shift-k)
config-key-board-jump = kan geen bordtoets zijn: in de bordmodus springen a–h naar een lijn en 1–8 naar een rij; toegestaan: elke andere toets, bijvoorbeeld een letter van i tot z, een teken, een F-toets of een toets met een naam
config-key-types = zou in de invoerregel getypt worden; toegestaan voor { $action }: f1–f12, esc, tab, pageup, pagedown, insert of een toets met ctrl- of alt- (ctrl-q)
config-key-edits = bewerkt de invoerregel ({ $key } is daar nodig: backspace en delete, de pijltjestoetsen, home en end verplaatsen en wissen, up en down halen eerdere regels terug, enter verstuurt de regel); toegestaan voor { $action }: f1–f12, esc, tab, pageup, pagedown, insert of een toets met ctrl- of alt- (ctrl-q)
config-key-taken = is al de toets van { $action }; toegestaan: een toets die geen andere actie heeft (geef { $action } een andere toets om hem vrij te maken)
config-key-ctrl-c = is gereserveerd om het programma te verlaten: Ctrl+C, ook met Alt of Shift, sluit altijd af en slaat de partij op; toegestaan: elke andere toets

## The manual, shown by help TOPIC and annabella manual.
##
## Each indented line of a message is one paragraph. The program cuts a
## paragraph into lines of at most 80 characters at sentence ends, then at
## semicolons, then at colons and commas. A sentence end is seen only before
## a word with a capital, so every sentence here begins with one. No
## variables are used here.

manual-heading = annabella: de handleiding

## Guides, one a topic, in the order help-topics names them.

manual-start-title = Een partij beginnen
manual-start =
    Typ annabella play om een partij aan het toetsenbord te beginnen. Elke zet wordt aangekondigd en met het indrukken van de klok voltooid; de partij wordt met tijdmeting gespeeld en alles wordt meteen opgeslagen.
    Bijvoorbeeld: annabella play --game ronde3.annabella --control 90/40+30+30s. Voeg de spelers toe met --white Hansen --black Berg. Zet een naam met een spatie tussen aanhalingstekens.
    De optie --game FILE noemt het partijbestand. Zonder die optie wordt een nieuw bestand gemaakt in de map met partijen: onder Linux ~/.local/share/annabella/games. Het pad van het bestand wordt genoemd bij het begin en bij quit.
    De gegevens van de partij: --white NAME en --black NAME, de spelers; --control, het speeltempo. De editie van de regels: --laws 2017, 2014, 2005 of 2001; standaard 2017. Als de blinde speler Zwart heeft: --color black. Om het indrukken van de klok te laten wachten op het pennenbord: --mirror strict. De assistent van de blinde speler: --assistant NAME.
    Hoe de partij wordt weergegeven: --voice de, da of nb, de woorden van de aankondigingen; --lang en, da, de, nb of nl, de taal van al het andere. Verder: --letters, de stukletters die je typt en ziet; --speech, wie er spreekt. De opties --long, --no-pawn en --no-check veranderen de vorm van een aankondiging.
    In een terminal opent de schermweergave; --tui dwingt die af. De optie --line dwingt de regelmodus af, voor een schermlezer of een brailleleesregel. Met --manual-clock staat de tijd stil, behalve bij wait: om te oefenen en voor demonstraties.
    Bij het begin hoor je: Nieuwe partij; wie op het pennenbord speelt; het speeltempo zoals het is begrepen; de editie van de regels; en Wit is aan zet.
    Om verder te gaan na quit, een pauze of een crash, typ je annabella play --game ronde3.annabella opnieuw. Je hoort: Partij hervat bij zet 23, en wat er nog openstaat. De gegevens van de partij blijven zoals ze waren; een optie die afwijkt, wordt genoemd als niet toegepast. Hoe de partij wordt weergegeven, mag veranderen: --lang, --letters, de stemopties en --periodic gelden vanaf dan.
    Andere opties: --fen en --pgn beginnen vanuit een stelling; --eboard leest een elektronisch bord; --config FILE geeft een instellingenbestand. Het commando annabella help play noemt elke optie, met een voorbeeld.
    Zie ook: help game, help clock, help file, help pgn, help settings.

manual-game-title = Een zet, van de aankondiging tot het indrukken van de klok
manual-game =
    Typ een zet en druk op Enter: die wordt meteen aangekondigd in de gekozen woorden, bijvoorbeeld { $say-Nf3 }. De zet is nu aangekondigd, niet voltooid. Tot de klok wordt ingedrukt, beschrijven antwoorden over het bord de stelling na die zet, en zeggen ze dat eerst.
    Als de tegenstander de aankondiging heeft herhaald, legt confirm dat vast. Dat is niet verplicht. Je hoort: Herhaald door de tegenstander.
    Het commando press voltooit de zet, zoals het indrukken van de klok. Je hoort bijvoorbeeld: Wit heeft zet 2 voltooid. Zwart is aan zet. Indrukken zonder aangekondigde zet wordt geweigerd, met een melding.
    Een verspreking corrigeer je vóór het indrukken van de klok, met fix en de bedoelde zet: fix Pc3. Je hoort Correctie en de nieuwe aankondiging; beide blijven vastgelegd. Na het indrukken van de klok wordt fix geweigerd. Alleen illegal van de arbiter, of compare en rollback, veranderen een voltooide zet.
    Remise: draw biedt remise aan namens de blinde speler; draw white, draw black, of draw met een naam, is het aanbod van die speler. Het wordt met (=) aangegeven op het notatieformulier. Daarna beantwoordt accept of decline het aanbod; ook een zet geldt als afwijzing.
    Opgeven: resign zonder toevoeging is van de blinde speler, wie er ook aan zet is; resign white, resign black, of resign met een naam, is van die speler. Claims: claim threefold MOVE en claim fifty MOVE claimen remise, met de zet die je zou doen. En met claim time claim je op tijd als de vlag van de tegenstander is gevallen.
    Alles wat de partij beëindigt of de uitslag vastlegt, is een voorstel. Dat geldt ook voor elke procedure van de arbiter. Eerst wordt alles gezegd wat zou worden vastgelegd, en dan: Typ yes om het vast te leggen, of no om verder te gaan. Het antwoord no legt niets vast. Tot het antwoord er is, wordt niets anders aangenomen dat de partij zou veranderen; de opvraagcommando's, peg, touch en de instellingen werken wel.
    Mat, pat en een dode stelling beëindigen de partij meteen, zonder de klok in te drukken; de klokken stoppen. Volgens de regels van 2014 en 2017 geldt dat ook voor vijfvoudige herhaling, en voor de 75-zettenregel. Tot er iets anders wordt ingevoerd, corrigeert fix MOVE nog de zet die de partij beëindigde, en wordt het einde teruggenomen.
    Het opgeven, een overeengekomen remise, een claim of de uitslag van de arbiter beëindigt de partij zodra yes die vastlegt. Na het einde werken de opvraagcommando's nog, en kan result een andere uitslag vastleggen. Na quit kun je de partij exporteren met annabella export.
    Zie ook: help status, help claim, help yes, help arbiter, help moves.

manual-clock-title = De sprekende klok
manual-clock =
    Geef het speeltempo op met --control, of met control in de instellingen; standaard is 90/40+30+30s. Schrijf het zoals PGN dat doet: 40/5400:1800+30, 300+3, of 5400d5 voor een vertraging van 5 seconden. Of in de verkorte schrijfwijze van de FIDE: 90/40+30+30s, 15+10, 3+2.
    Een X+Y zonder eenheden betekent minuten en seconden als X kleiner is dan 180, zoals in 15+10. Vanaf 180 betekent het seconden en seconden, zoals in 300+3. Een eenheid heeft altijd voorrang: 90m+30s.
    Perioden, de extra tijd per zet (Fischer) en de Bronstein-vertraging worden allemaal bijgehouden. De tijd van de volgende periode wordt toegevoegd zodra de laatste zet van een periode voltooid is. Bij het begin wordt het speeltempo herhaald zoals het is begrepen, bijvoorbeeld: 30 seconden extra per zet vanaf zet 41.
    Een waarschijnlijke vergissing wordt geweigerd, met wat waarschijnlijk bedoeld was. Zo zou 40/90 neerkomen op 90 zetten in 40 minuten: schrijf voor 40 zetten in 90 minuten 90/40 of 40/5400. En 0+5 geeft geen begintijd. Bij een tijd zonder eenheid buiten het speeltempo, zoals bij setclock, wordt gevraagd wat bedoeld is: 90 minuten of 90 seconden?
    Het commando time antwoordt voor beide spelers, elk op een regel: voltooide zetten, verbruikte tijd, resterende tijd. Een aangekondigde zet die niet voltooid is, telt nog niet mee, en de klok van die speler loopt nog; time zegt dat. In de schermweergave vraag je het op met F4.
    Waarschuwingen komen bij nog 5 minuten en bij nog 1 minuut, op de eigen klok van de blinde speler; de instelling warnings bepaalt ze. Verder wordt er over de tijd niets ongevraagd meegedeeld, tenzij je periodieke meldingen kiest.
    Periodieke meldingen staan standaard uit. Geef een cadans op met --periodic, tussen aanhalingstekens, of met periodic in de instellingen. Zo betekent 5m, 1m<10m, 10s<1m: elke 5 minuten; elke minuut onder de 10 minuten; elke 10 seconden onder de minuut.
    Bij nul hoor je dat de vlag is gevallen, en of de tegenstander nog mat kan zetten (niet bindend). Bij de vlag van de tegenstander volgt de aanwijzing claim time; bij de eigen vlag van de blinde speler niet. Als beide vlaggen gevallen zijn, zegt het programma welke het eerst viel.
    Alleen de arbiter verandert een klok, met addtime en setclock. Een getypte tijd is ten hoogste 100 uur. Met --manual-clock staat de tijd stil, en verstrijkt ze alleen met wait, bijvoorbeeld wait 90s.
    Zie ook: help time, help claim, help addtime, help setclock, help arbiter.

manual-file-title = Het partijbestand: er gaat niets verloren
manual-file =
    Elke gebeurtenis wordt naar het partijbestand geschreven, en meteen op de schijf opgeslagen, voordat er iets over wordt gezegd. Een zet, het indrukken van de klok, een correctie, een voorstel en het antwoord erop zijn allemaal gebeurtenissen.
    Om verder te gaan met een partij, typ je annabella play --game FILE. De stelling, het notatieformulier en de klokken zijn zoals ze waren. Tijd die verstreek terwijl het programma afgesloten was, komt voor rekening van de speler wiens klok liep; bij de hervatting wordt dat gemeld. Een voorstel dat op yes wachtte, wordt opnieuw gevraagd.
    Als de schijf een gebeurtenis niet aanneemt, omdat ze vol is of het bestand niet mag groeien, wordt de gebeurtenis weer van het bestand afgehaald. Je hoort: Niet opgeslagen: de schijf is vol. Niets daarvan zit in de partij, en het partijbestand is zoals het was. Maak ruimte vrij en voer het dan opnieuw in. De partij gaat door.
    Heeft een crash het laatste record van een bestand afgekapt, dan gaat de partij verder vanaf de laatste complete gebeurtenis. Een kopie van het beschadigde bestand blijft ernaast staan, met .damaged achter de naam.
    Elk record heeft een nummer en een controlesom. Een record dat met de hand is gewijzigd, wordt geweigerd, met het regelnummer erbij; dat geldt ook voor verwisselde, weggelaten of herhaalde regels, en voor een tijd die teruggaat. Het bestand blijft onaangeroerd, en wordt nooit als een andere partij afgespeeld. Regeleinden van Windows en een byte order mark worden gelezen.
    Eén programma tegelijk: een tweede play op een partij die elders open is, wordt geweigerd, met de naam van het bestand. Maar annabella export kan haar nog wel lezen. Op het pad wordt nooit iets verwijderd. Een partijbestand gaat ongewijzigd mee tussen Windows en Linux.
    Een ander programma kan het bestand wijzigen terwijl een partij loopt: een editor, een synchronisatieprogramma, een inkorting, een overschrijving. Dat wordt opgemerkt bij elke invoer, bij elk commando, eens per seconde en aan het einde. Dan wordt daar niets meer geschreven, en wordt de partij zoals vastgelegd in haar geheel opgeslagen. Ze komt terug onder haar naam als die vrij is, en anders ernaast, met .saved erachter. De melding zegt wat er gebeurde, waar de partij is, en hoe je verder gaat.
    Een hervatting noemt een nieuwere opgeslagen versie die afwijkt. Een bestand dat minder bevat dan zijn opgeslagen versie, wordt geweigerd, en de melding wijst naar die versie. Onder Windows kan geen ander programma het geopende bestand verplaatsen, verwijderen of inkorten.
    Niet gegarandeerd: na een stroomstoring kan een schijf de laatste gebeurtenissen kwijtraken, als haar cache schrijfacties meldt die ze nooit heeft opgeslagen.
    Zie ook: help start, help quit, help pgn.

manual-mirror-title = Twee borden, twee notatieformulieren
manual-mirror =
    Zoals aanhangsel D.2.9 van de FIDE-regels 2017 voorschrijft, volgt het programma het pennenbord van de blinde speler. Elke zet geldt als uitgevoerd zoals aangekondigd, tenzij je met peg iets anders zegt.
    Typ peg MOVE of peg FROM TO voor hoe de zet echt op het pennenbord is uitgevoerd, reglementair of niet: peg g1 h3. Typ peg ok als de zet is uitgevoerd zoals aangekondigd. Bij een promotie volgt de stukletter: peg e7 e8 q.
    Op het moment dat het pennenbord afwijkt, zegt één privéregel dat: Het pennenbord wijkt af: { $piece-N } op { $sq-h3 } hoort op { $sq-f3 } te staan. Als dat de zet was die echt is gedaan, stelt de regel in plaats daarvan fix voor.
    Het commando diff zegt op hoeveel plaatsen de borden verschillen, en hoeveel stappen het pennenbord in orde brengen. Daarna komt elke stap op een eigen regel: Stap 1 van 1: zet { $piece-N } van { $sq-h3 } naar { $sq-f3 }. Als het bord klopt, typ je peg fixed.
    Na rollback of illegal wordt niet aangenomen dat het pennenbord meegaat. De stappen naar de herstelde stelling worden meteen gezegd. De borden gelden als verschillend tot peg fixed.
    Met --mirror strict wacht het indrukken van de klok, bij elke zet, op een invoer met peg; de instelling heet mirror. Dan is peg ok genoeg als de zet is uitgevoerd zoals aangekondigd.
    Om het notatieformulier van de andere speler te controleren, typ je compare en de zetten daarvan: compare 1. e4 e5 2. Pf3 Pc6. Alle stukletters mogen, met of zonder nummers, of de gesproken woorden. Zonder zetten vraagt compare er regel voor regel om: end of een lege regel vergelijkt, cancel stopt.
    Als de formulieren overeenstemmen, wordt het bord genoemd dat moet worden gecorrigeerd. Een formulier dat eerder ophoudt, is geen verschil; loopt het meer dan een zet achter, dan moet het worden bijgewerkt. Is een formulier langer dan de partij, dan worden de extra zetten genoemd: voer ze in als zetten, als ze gespeeld zijn. Een invoer die geen zet is, of op twee zetten past, wordt genoemd, en er wordt niets vergeleken.
    Als de formulieren verschillen, wordt de eerste afwijkende zet genoemd, en wordt voorgesteld terug te gaan naar de laatste zet waarop ze overeenstemmen, met de klokken zoals die toen stonden. Dan zegt rollback wat het zou vastleggen, en yes voert het uit. De arbiter kan de klokken daarna bijstellen met setclock. De teruggenomen zetten blijven in het partijbestand en in de PGN.
    Zie ook: help peg, help diff, help compare, help rollback, help explore.

manual-arbiter-title = Voor de arbiter
manual-arbiter =
    Het programma stelt voor; een mens beslist. Elke procedure van de arbiter zegt eerst wat ze zou vastleggen. Dat is de stelling, elke klok, een vlag die niet langer als gevallen geldt of die valt, het aantal onreglementaire zetten, de uitslag. Daarna legt yes precies dat vast; no legt niets vast. Beide antwoorden komen in het partijbestand en in de PGN.
    Typ illegal als de laatste voltooide zet onreglementair was. Het stelt voor de stelling ervóór te herstellen, met de straf volgens de gekozen editie.
    Typ report illegal MOVE als er op een bord een onreglementaire zet is gedaan, die bij het typen werd geweigerd. De eerste weigering van zo'n zet zegt hoe: Als de zet op het bord is gedaan, meld hem dan bij de arbiter: report illegal Lb6. Een melding telt mee met de onreglementair verklaarde zetten. Een geweigerde zet van de blinde speler zelf is een tikfout, en krijgt zo'n aanwijzing niet.
    Om tijd toe te voegen: addtime black 2m. Om in te stellen wat een klok toont, of om tijd af te trekken: setclock white 1h2m3s. Om de uitslag van de arbiter vast te leggen: result 1-0, result 0-1 of result 1/2. Dat vervangt ook een uitslag die al is vastgelegd.
    Nadat de vlag van de tegenstander is gevallen, stelt claim time de winst voor. Als de claimende speler niet mat kan zetten, stelt het remise voor. Bij no blijft de vlag gevallen. Als beide vlaggen gevallen zijn, komt de claim toe aan de speler wiens vlag als tweede viel. Vlaggen die op hetzelfde moment vallen, op klokken die met de hand zijn ingesteld, geven remise in de laatste periode; daarvóór gaat de partij door.
    Een terechte claim op grond van drievoudige herhaling of de 50-zettenregel zet beide klokken stil. Ze blijven stilstaan terwijl de arbiter wordt geroepen. Als de claim niet wordt toegewezen (no), geldt ze als onterecht. De klok van de claimende speler loopt weer, de genoteerde zet wordt gespeeld, en de straf wordt voorgesteld.
    Straffen per editie. Een onreglementaire zet geeft de tegenstander 2 minuten. Volgens de regels van 2014 en 2017 verliest een speler bij de tweede onreglementaire zet, volgens die van 2001 en 2005 bij de derde. Volgens de regels van 2014 en 2017 is de partij in plaats daarvan remise, als de tegenstander niet mat kan zetten.
    Een onterechte claim geeft de tegenstander 2 minuten volgens de regels van 2014 en 2017. Volgens die van 2001 en 2005 geeft ze 3 minuten, en wordt er tijd afgetrokken van de claimende speler. Vijfvoudige herhaling en de 75-zettenregel beëindigen de partij, maar alleen volgens de regels van 2014 en 2017. Volgens de regels van 2017 is bij een slechthorende tegenstander een assistent verplicht.
    Het commando touch legt een stuk vast dat de tegenstander aanraakte, met de tijd sinds het begin van de partij. De export, annabella export --game FILE --pgn of --sheet, zet elke aantekening bij de zet waar ze bij hoort. De aantekeningen: remiseaanbiedingen, aanrakingen, onreglementaire zetten, claims, klokwijzigingen, voorstellen die niet zijn vastgelegd.
    Zie ook: help illegal, help report, help claim, help result, help yes, help pgn.

manual-assistant-title = De assistent
manual-assistant =
    De blinde speler mag een assistent hebben, die zetten doorgeeft, de notatie bijhoudt en de klok bedient (FIDE-regels 2017, aanhangsel D.2.10). Noem de assistent met --assistant NAME bij het begin, of met assistant on NAME in de partij. De aanwijzingen zijn dan gericht aan de assistent. Met assistant off zijn ze weer gericht aan de speler.
    Aan het toetsenbord zit de blinde speler of de assistent: de bediener, die namens de blinde speler spreekt. Resign of draw zonder toevoeging is van de blinde speler. Voor de tegenstander is het resign white, resign black, draw white of draw black. In plaats van de kleur mag de naam van een speler staan.
    Met touch e7 leg je voor de arbiter vast dat de tegenstander een stuk aanraakte, met de tijd sinds het begin. Het verschijnt in de PGN en in de aantekeningen bij het notatieformulier. Een leeg veld wordt geweigerd.
    Voor de claims van de blinde speler: als de vlag van de tegenstander valt, volgt de aanwijzing: Om dit te claimen: claim time. De claims claim threefold MOVE en claim fifty MOVE komen vóór de zet, met de bedoelde zet.
    De assistent kan een zet van de tegenstander doorgeven die het programma weigert. Die zet kan toch op het bord zijn gedaan: de eerste zo'n weigering zegt hoe je hem meldt, met report illegal MOVE.
    Voor de eigen assistent van de ziende speler (FIDE-regels 2017, aanhangsel D.2.11) gebruik je --opponent-assistant NAME. Volgens de regels van 2017 geldt: een partij met --opponent-hearing-impaired heeft ook --assistant nodig. Zonder die optie begint de partij niet, en wordt gemeld waarom; de assistent blijft dan.
    Zie ook: help touch, help claim, help report, help status.

manual-adjourn-title = Een partij afbreken
manual-adjourn =
    Bij het afbreken geeft de speler die aan zet is zijn zet af: seal Pf3. De zet wordt gecontroleerd en vastgelegd, maar nooit uitgesproken. Je hoort alleen: Afgegeven zet vastgelegd, zet 41. De klok stopt, en de partij is afgebroken.
    Een zet die al is aangekondigd, is de afgegeven zet: typ dan seal zonder toevoeging om hem af te geven.
    Zolang de partij is afgebroken, zijn zetten, pennenbordinvoer, claims en compare niet mogelijk. Dit werkt nog wel: draw, accept, decline, resign, result, addtime, setclock. Ook assistant, envelope en de opvraagcommando's werken: time, status, sheet, last, board.
    Typ envelope met de datum, de tijd en de plaats van de hervatting: envelope 2026-11-22 10:00, zaal 2. Die kunnen ook bij het begin worden opgegeven, met --resume-at. Zonder die gegevens zegt de envelop dat de arbiter ze nog moet vaststellen.
    De envelop wordt naast het partijbestand aangemaakt, als tekst en in braille: BRF, 40 cellen bij 25 regels. Het braille is dat van de taal waarin de envelop is geschreven, via liblouis (Deens, Duits, Noors, Nederlands of Engels onverkort); [braille] table in de instellingen noemt een andere tabel. De buitenkant vermeldt nooit de zet. Er staan de spelers op, de stelling vóór de afgegeven zet, de verbruikte bedenktijd en de in te stellen kloktijden bij hervatting, wie de zet afgaf en het zetnummer. Ook een openstaand remiseaanbod staat erop, en de hervatting.
    Het binnenblad is voor de arbiter: het notatieformulier tot en met de afgegeven zet, in de letters van het notatieformulier. Je hoort de namen van de vier aangemaakte bestanden.
    Het programma mag worden afgesloten. Bij de hervatting zet annabella play --game FILE stelling en klokken klaar. Als de speler die moet antwoorden klaar is, typ je unseal. De afgegeven zet wordt gespeeld en aangekondigd, en de klok van de antwoordende speler start.
    Zie ook: help seal, help envelope, help unseal, help file.

manual-lines-title = Regelmodus, voor schermlezers en brailleleesregels
manual-lines =
    In de regelmodus typ je één commando per regel, en komen de antwoorden in regels terug. Er is geen cursorbeweging, geen kleur en geen hertekening. NVDA, JAWS, Orca en brailleleesregels lezen elke regel zodra die komt. Start de regelmodus met --line; hij wordt vanzelf gebruikt als invoer of uitvoer geen terminal is.
    Elke regel is ten hoogste 80 tekens lang, voor zover hij op een natuurlijke plek kan worden gesplitst. Een lang antwoord wordt gesplitst aan het einde van zinnen; daarna bij puntkomma's; daarna bij dubbele punten en komma's. Een lijst wordt tussen de items gesplitst, en herhaalt haar label. Elke regel staat op zichzelf.
    Het commando board leest de stelling voor, één rij per regel: Rij 4, Wit: { $say-e4 }. Met board white komen de stukken van één kleur, een soort per regel: 2 witte { $pieces-R } op { $sq-a1 }, { $sq-h1 }.
    Het commando sheet leest het notatieformulier voor, één zetnummer per regel; sheet 12 begint bij zet 12. Het commando last zegt de laatste zet in de woorden van de aankondiging; last 3 zegt de laatste drie.
    Typ square f7, of square { $sq-f7 }, om te horen wat daar staat, en wat het veld aanvalt en dekt. Met pieces witte torens hoor je waar de stukken van één soort en één kleur staan. Ook pieces black N en pieces weiße Türme werken.
    Het commando status zegt wat er nog openstaat, en time geeft de klokken. Geen van deze opvraagcommando's verandert de partij. Ze mogen worden gebruikt terwijl een voorstel op yes of no wacht.
    Zolang een zet is aangekondigd en niet voltooid, gaan deze antwoorden en touch over de stelling na die zet. Ze zeggen dat eerst: Stelling na de aangekondigde zet { $say-e4 } van Wit, nog niet voltooid.
    Invoer en namen worden alleen getoond nadat de stuurtekens eruit zijn verwijderd. Een regel die geen UTF-8 is, of langer dan 4096 bytes, wordt geweigerd, en alleen die regel. De partij gaat door.
    Typ help voor de commando's, één per regel. Typ help met een commando of een onderwerp om meer te horen.
    Zie ook: help board, help sheet, help square, help pieces, help speech.

manual-screen-title = De schermweergave (volledig scherm)
manual-screen =
    Als invoer en uitvoer een terminal zijn, opent annabella play de schermweergave, op volledig scherm. De optie --tui dwingt die af; --line dwingt de regelmodus af. Zetten, en elk commando van de regelmodus, typ je in de invoerregel.
    Het scherm toont het bord, en het pennenbord ernaast als ze verschillen. Het toont beide klokken: resterende tijd, verbruikte tijd, voltooide zetten, welke klok loopt, en de vlag. Het toont ook het notatieformulier, de meldingen, en de laatste aankondiging in grote letters. De toets F1 toont alle toetsen, en zegt ze.
    Het getekende bord is de stelling na de aangekondigde zet. Het heeft de titel Zet niet voltooid tot de klok is ingedrukt. Er wordt niets alleen met kleur aangegeven: witte stukken staan in hoofdletters, zwarte in kleine letters. Een sterretje markeert de laatste zet, en een plusteken een koning die schaak staat. Een uitroepteken markeert een veld waar de borden verschillen; vierkante haken geven de cursor aan.
    De velden groeien mee met de terminal: 3 bij 1 tekens in een terminal van 80 bij 24, 9 bij 4 in een terminal van 200 bij 60. Een bord wordt helemaal getekend of helemaal niet. Als de terminal te klein is, zegt één regel welke grootte nodig is. De klok verhuist naar de titel van het bord; daarna wijkt het pennenbord, en als laatste het bord. De toets F7 zet de grote letters aan of uit.
    De meldingen nemen de vrije rijen in; een regel wordt omgebroken, nooit afgekapt. De laatste 500 regels worden bewaard. Met de toetsen Page Up en Page Down blader je erdoor. Met Ctrl+pijl omhoog en Ctrl+pijl omlaag lees je ze regel voor regel terug, en elke regel wordt gezegd als je er komt.
    De regels van één antwoord worden na elkaar gezegd, zonder elkaar te onderbreken. De echo van een getypte toets vervalt terwijl er iets anders wordt gezegd. Een waarschuwing voor weinig tijd, of de vlag, wordt alleen door een nieuwere onderbroken.
    Pijl links, pijl rechts, Home, End, Delete en Backspace bewerken de invoerregel, en het bereikte teken wordt gezegd. Pijl omhoog en pijl omlaag halen eerdere regels terug. De toetsen: F2 drukt de klok in; F3 corrigeert de aangekondigde zet; F4 zegt de klok; F5, de laatste zet. Verder: F6 herhaalt de aankondiging; Esc opent de bordmodus; Ctrl+Q stopt.
    Een toets zonder functie zegt: Deze toets doet hier niets; F1 voor hulp. De toets Ctrl+C stopt altijd, en de partij is opgeslagen. Zolang de schermweergave draait, gaat foutuitvoer naar een logbestand: de naam van het partijbestand met .log erachter.
    Thema's: hoog contrast, de standaard; donker; licht; en monochroom. De variabele NO_COLOR dwingt monochroom af. Het thema en elke toets kun je wijzigen in de instellingen.
    Zie ook: help explore, help lines, help speech, help settings.

manual-explore-title = Het bord verkennen met toetsen
manual-explore =
    In de schermweergave schakelt Esc naar de bordmodus; nog eens Esc gaat terug naar de zetinvoer. De verkende stelling is de stelling die wordt getekend en uitgesproken: na de aangekondigde zet, als die er is.
    De pijltjestoetsen verplaatsen een cursor één veld, en het veld wordt gezegd: { $explore-g1 }. Stuk en kleur worden genoemd in de woorden van het vocabulaire. Pijl omhoog gaat weg van de kant die onderaan staat.
    De letters a tot h springen naar een lijn, en de cijfers 1 tot 8 naar een rij. De spatiebalk zegt het veld onder de cursor. Shift met K, Q, R, B, N of P gaat naar de volgende koning, dame, toren, loper, paard of pion, van beide kleuren.
    De toets x leest de rij van de cursor, y de lijn, en u beide diagonalen; lege velden worden geteld, niet genoemd. De toets l somt de stukken van beide kleuren op.
    De toets m zegt de reglementaire zetten van het stuk onder de cursor. Bij een stuk van de kleur die niet aan zet is, zegt de toets ook wie aan zet is. De toets t zegt wat het veld aanvalt en dekt, en v draait het bord om.
    Tab verkent het pennenbord in plaats van de partij. Je hoort bijvoorbeeld: Je verkent het pennenbord; de borden verschillen op 1 plaats. Waar ze verschillen, wordt ook het veld van het andere bord gezegd.
    De cursor van de terminal staat op het verkende veld, voor schermvergroters. In replay geeft Esc dezelfde toetsen voor de gehoorde stelling. De toetsen kun je wijzigen in de instellingen.
    Zie ook: help screen, help mirror, help square.

manual-speech-title = Spraak: stemmen, apparaten en geluiden
manual-speech =
    De optie --speech kiest wie er spreekt: auto, clips, tts, reader, text of none. De instelling backend doet hetzelfde.
    De ingebouwde stem, clips, speelt opgenomen woorden af via de geluidskaart. Ze is het snelst, een paar milliseconden tot het eerste woord, en heeft alleen een geluidskaart nodig. Een zin met een woord waarvan geen opname bestaat, gaat in zijn geheel naar de systeemstem.
    De systeemstem, tts, is speech-dispatcher onder Linux en de eigen stem van Windows onder Windows. Ze zegt elke zin, met de stem en het tempo die ervoor zijn ingesteld.
    Met reader spreekt onder Windows de schermlezer die draait, met zijn eigen stem en tempo: NVDA, JAWS of een andere. Elders is reader de systeemstem, die ook Orca gebruikt. Met text worden alleen regels getoond, voor een schermlezer of een brailleleesregel. Met none spreekt niets; de regels worden nog wel getoond.
    De keuze auto neemt de ingebouwde stem als er een geluidskaart opengaat; anders de systeemstem; anders tekst. Ze zegt één keer welke. In een pipe betekent auto tekst. Een ontbrekende geluidskaart of spraakdienst stopt de partij nooit: die gaat door in tekst, en dat wordt gemeld. Een systeemstem die geen geluid geeft, wordt binnen enkele seconden opgemerkt, en tekst neemt het over.
    Aankondigingen zijn openbaar, voor aan tafel. De klok, antwoorden, waarschuwingen en fouten zijn privé. Een nieuwe aankondiging onderbreekt een verouderde; privéspraak onderbreekt nooit een aankondiging. Om ze naar een luidspreker en een oortje te sturen, gebruik je --public-device en --private-device. Elk van beide verwacht een deel van de naam van een apparaat.
    In de partij: repeat zegt de laatste aankondiging nog eens; rate 120 en volume 80 stellen tempo en volume in procent in. Verder: earcons off of earcons on zet de korte geluiden uit of aan; quiet stopt het spreken meteen. De geluidssignalen markeren een voltooide zet, schaak, een weigering, weinig tijd, de vlag, en een pennenbord dat afwijkt.
    Gebruikt een schermlezer dezelfde speech-dispatcher, dan krijgen aankondigingen de prioriteit important. Privéspraak krijgt de prioriteit message, zoals de eigen meldingen van de schermlezer. Een aankondiging onderbreekt de regel van de schermlezer, en wordt er nooit door onderbroken. Zinnen houden hun volgorde.
    In de regelmodus leest een schermlezer elke getoonde regel al voor. Kies --speech text, om niet elke zin twee keer te horen. Of houd de ingebouwde stem alleen voor aan tafel, op een luidspreker die je noemt met --public-device.
    Zie ook: help repeat, help rate, help volume, help earcons, help quiet, help windows.

manual-moves-title = Hoe getypte zetten worden gelezen
manual-moves =
    Alles wat je typt en geen commando is, is een zet. Die wordt gelezen in elke vorm die een speler of een assistent kan typen, in de stelling zoals die is.
    Geschreven notatie, met Engelse, Deense, Duitse, Noorse of Nederlandse letters: Nf3, Sf3 of Pf3. De tekens x, +, #, = en e.p. mogen wegblijven. Rokeren is 0-0 of O-O, en 0-0-0 of O-O-O. Een promotie noemt het stuk: e8Q, e8=D. Een ontbrekend slagteken of = maakt een reglementaire zet nooit onleesbaar.
    Coördinaten: e2e4, e2-e4, g1f3, en e7e8q voor een promotie.
    De gesproken woorden van elk vocabulaire: springer felix drei, Dame schlägt David vier (Duits), kort rokade (Noors). Hoofdletters maken niet uit. De letters ä, æ, å, ø en ü mogen worden getypt als ae, aa, oe en ue. Aanhalingstekens rond een zet worden genegeerd.
    In geschreven notatie is een hoofdletter een stuk, en een kleine letter een lijn, zoals op een notatieformulier. Dus dxe5 en bxc3 zijn pionslagen, ook waar een dame (D) of een loper (Engelse B) daar zou kunnen slaan.
    Alleen waar dat op geen enkele reglementaire zet past, wordt een kleine letter als stuk gelezen: nf3, lb5. Invoer in hoofdletters, met Caps Lock aan, wordt gelezen alsof hij gewoon is getypt: NF3, G1-F3. Beide worden alleen zo gelezen waar precies één reglementaire zet past.
    Invoer die op twee reglementaire zetten past, wordt geweigerd, met beide zetten genoemd; er wordt nooit gegokt. Typ nauwkeuriger welke je bedoelt, bijvoorbeeld Pbd2. Invoer die op geen enkele zet past, wordt uitgelegd: Geen dame kan d4 bereiken; de koning zou schaak staan.
    De optie --letters kiest de stukletters van notatieformulier en antwoorden: en, da, de, nb of nl. Engels is K Q R B N; Deens, Duits en Noors K D T L S; Nederlands K D T L P, waarbij P het paard is.
    De commando's fix, claim, seal en compare lezen hun zetten op dezelfde manier.
    Zie ook: help fix, help compare, help vocabularies.

manual-replay-title = Een partij beluisteren: replay
manual-replay =
    Typ annabella replay FILE.pgn om een partij uit een PGN-bestand te horen, zet voor zet, in de gekozen woorden. De opties --voice, --files, --ranks, --pieces en --long werken zoals bij play. Zowel de regelmodus als de schermweergave werkt.
    Een bestand met veel partijen wordt eerst opgesomd, 20 per pagina: nummer, spelers, uitslag, datum, toernooi en zetten. Typ games 2 voor de tweede pagina. Typ games Morphy voor de partijen waarvan de spelers, het toernooi of de datum het woord bevatten; games Morphy 1858 vraagt om beide woorden. Typ game 2 om de tweede partij te openen; --game-number 2 opent haar meteen.
    Enter op een lege regel, of next, zegt de volgende zet; next 5 zegt de volgende vijf. Terug: back, of back 3. Naar het begin of het einde: first, last. Naar de stelling na de 12e zet van Wit: go 12; na die van Zwart: go 12 black; het begin: go 0. Om te horen wie aan zet is, en bij welke zet: who.
    Na een zet hoor je of het bestand er commentaar bij heeft, of andere zetten in plaats ervan. Het commando comment leest het commentaar voor, met de annotatietekens in woorden: dubieuze zet, briljante zet.
    Het commando variations somt de andere zetten op, in geschreven notatie. Typ variation 1 om de eerste in te gaan; de zetten ervan worden gezegd zoals die van de partij. Typ leave om terug te gaan naar het punt waar je de variant binnenging.
    De opvraagcommando's board, square f7 en pieces witte torens antwoorden zoals bij play. Het commando moves zegt de zetten die tot hier zijn gespeeld, één zetnummer per regel. De commando's result en tags zeggen wat het bestand over de partij zegt. Ook repeat, quiet, rate en volume werken zoals bij play; help somt de commando's op; quit stopt.
    In de schermweergave gaan pijl rechts en pijl links vooruit en terug, op een lege regel. Esc geeft de bordtoetsen van play, voor de gehoorde stelling. De toets F2 gaat naar de volgende zet; F5 zegt waar de partij staat; F7 zet de grote letters aan of uit.
    Bijvoorbeeld: annabella replay --voice da --game-number 2 club.pgn
    Zie ook: help pgn, help explore, help lines.

manual-pgn-title = Partijen van elders, en partijen exporteren
manual-pgn =
    Met annabella play --fen FEN begin je een nieuwe partij vanuit een stelling. Dat dient voor een partij die in een ander systeem is afgebroken, of die naar een ander bord is overgezet. Zet de FEN tussen aanhalingstekens.
    Om verder te gaan waar de hoofdvariant van een PGN-partij eindigt, gebruik je --pgn met het bestand. Voor een bestand met veel partijen voeg je --game-number 3 toe. Zonder die optie somt zo'n bestand zijn eerste 20 partijen op, en zegt het hoeveel er nog zijn. Bijvoorbeeld: annabella play --pgn afgebroken.pgn --game ronde5.annabella
    De spelers, het toernooi, de plaats, de ronde, de datum en het speeltempo uit het bestand worden overgenomen en gezegd. Dat geldt ook voor de laatste klokstand van elke speler. Opties op de commandoregel hebben voorrang boven het bestand. De zetten die al zijn gedaan, tellen mee voor de tijdcontrole en voor de voltooide zetten.
    Een partij die volgens het bestand beslist is, maar waarvan de stelling nog speelbaar is, wordt overgenomen met de melding dat dat zo is. Een partij die niet in haar geheel kan worden overgenomen, wordt geweigerd, met de partij en de regel in het bestand. De oorzaak kan zijn: een onreglementaire zet, een woord dat geen zet is, Chess960 of een andere variant, of een foute FEN. Dat geldt ook voor een stelling waarin de partij al is afgelopen. Er wordt vooraf niets geschreven.
    Bestanden worden gelezen zoals ze komen: UTF-8 met of zonder byte order mark, en Latin-1 of Windows-1252 uit oudere databases. Bij een UTF-16-bestand wordt dat gemeld: sla het op als UTF-8. Een map, een apparaat of een pipe wordt meteen geweigerd. Klokstanden en evaluaties in commentaren worden nooit voorgelezen.
    Een beschadigd bestand stopt het lezen nooit. Een losse accolade, een afgekapte tag of een eindeloos commentaar wordt gemeld met de regel; de partijen erna blijven leesbaar. Een beschadigde partij noemt in de lijst haar regel en haar probleem, en is tot daar nog te beluisteren. Is het bestand gewijzigd sinds de lijst werd gemaakt, dan wordt dat bij de partij gemeld.
    Om standaard-PGN te schrijven: annabella export --game FILE --pgn. Die heeft Engelse letters, de zeven hoofdtags, het speeltempo en de klok na elke zet. Als commentaar staan erin: remiseaanbiedingen, aanrakingen, gemelde onreglementaire zetten, en de beslissingen van de arbiter. Om naar een bestand te schrijven, voeg je --out ronde3.pgn toe.
    Om het notatieformulier in de letters van een taal te schrijven: annabella export --game FILE --sheet --lang da. De aantekeningen voor de arbiter volgen, elk bij de zet waar ze bij hoort, in de taal van de letters. Het gesproken notatieformulier, met de ingebouwde stem, heeft geen geluidskaart nodig: annabella export --game FILE --wav ronde3.wav
    Zie ook: help replay, help file, help arbiter.

manual-eboard-title = Een elektronisch bord voor de ziende speler
manual-eboard =
    Als de ziende tegenstander op een elektronisch DGT-bord speelt, worden de zetten van dat bord gelezen. Onder Linux is de poort via USB ttyACM0 of ttyUSB0: annabella play --eboard /dev/ttyACM0 --color black. Onder Windows: --eboard COM3. De instelling is eboard, in de sectie game.
    Onder Linux moet de gebruiker de poort mogen openen: sudo usermod -aG dialout $USER, en daarna opnieuw inloggen.
    De zet van de ziende speler wordt aangekondigd zodra de stukken staan, alsof hij was getypt. Een stuk dat over velden wordt geschoven, is een correctie vóór het indrukken van de klok: { $say-d3 }, daarna Correctie: { $say-d4 }.
    Slaan, rokeren met eerst de koning, en passant en promotie worden uit de stukken afgelezen. Een stuk dat wordt opgetild en teruggezet, geeft geen melding. Ook stukken die omvallen en weer worden neergezet, geven geen melding.
    Een promotie tot een ander stuk dan een dame geldt zoals het bord die toont, en er wordt privé naar gevraagd. Je hoort: Het elektronische bord toont { $piece-N } op { $sq-g8 } voor de promotie: als een ander stuk bedoeld was, typ dan fix met dat stuk.
    Een DGT-klok aan het bord voltooit de zet met zijn knop. Zonder klok voltooit press de zet; in de schermweergave F2. Dat doet ook het antwoord van de tegenstander, zodra het op het bord verschijnt.
    De zetten van de blinde speler worden getypt zoals altijd. De ziende speler kan er een anders uitvoeren dan aangekondigd. Dan hoor je meteen, privé: Op het elektronische bord: { $piece-N } op { $sq-h6 } hoort op { $sq-f6 } te staan. Je hoort het opnieuw als het weer overeenstemt. Een stelling op het bord die bij geen enkele reglementaire zet past, wordt op dezelfde manier gemeld, één keer.
    Een bord dat verkeerd om staat, wordt herkend aan de beginopstelling, en gedraaid gelezen. Als het bord is losgekoppeld, wordt gemeld dat het niet antwoordt; de partij gaat verder aan het toetsenbord. Als het weer is aangesloten, wordt gemeld dat het terug is, en wordt het gelezen zoals het staat.
    De regelmodus en de schermweergave lezen allebei het bord. Het is getest met een gesimuleerd bord, nog niet met een echt DGT-bord en een echte klok. Borden met Bluetooth zijn niet getest. De stukken die sommige borden voor uitslagen gebruiken, worden gelezen als lege velden.
    Zie ook: help mirror, help press, help fix.

manual-braille-title = De brailleleesregel
manual-braille =
    Met --braille (of display = true in [braille]) schrijft annabella onder Linux naar de brailleleesregel via BrlAPI, de interface van BRLTTY; BRLTTY moet daarvoor draaien. De tekst staat in het onverkorte braille van de taal van de meldingen, of in de tabel die [braille] table noemt.
    De leesregel toont de laatste aankondiging of het laatste antwoord, regel voor regel. De scrolltoetsen verschuiven het venster langs de regel, de regeltoetsen gaan van regel naar regel. Na de laatste regel van het antwoord volgt de stand van de partij: de zet die nog moet worden uitgevoerd, een remiseaanbod, een vraag die op yes of no wacht, een afgebroken of afgelopen partij. De toets naar de onderste regel springt daar meteen heen.
    Terwijl je een zet of een commando typt, toont de leesregel de invoerregel met de cursor (punt 7 en 8). Een routingtoets boven de invoerregel zet de cursor op die plek; boven een antwoord zegt hij het woord eronder nog eens. Het brailletoetsenbord typt zoals het toetsenbord van de computer.
    F1 toont de lijst van toetsen op de leesregel, één toets per regel. Als de leesregel wordt losgekoppeld of BRLTTY stopt, wordt dat gemeld en gaat de partij door; de leesregel wordt weer verbonden zodra hij terug is.
    In de regelmodus blijft de leesregel voor de schermlezer, die elke getoonde regel leest. Onder Windows stuurt --braille dezelfde regels naar de brailleleesregel van de schermlezer die draait.
manual-windows-title = annabella onder Windows
manual-windows =
    Het zipbestand voor Windows bevat annabella.exe, de stemmen, de standaardinstellingen, de README en de LICENSE. Pak het ergens uit; er wordt niets geïnstalleerd.
    Een dubbelklik op annabella.exe opent een console, en start een nieuwe partij in de regelmodus. NVDA en JAWS lezen die regel voor regel. Het partijbestand komt in %LOCALAPPDATA%\annabella\data\games.
    Typ in een console annabella play --game ronde3.annabella, om een partij te spelen of te hervatten. In Windows Terminal opent annabella play --tui de schermweergave. Elk commando werkt hetzelfde; paden mogen Windows-paden zijn.
    De instellingen worden gelezen uit %APPDATA%\annabella\config\config.toml. Het bestand config\default.toml in het zipbestand toont elke instelling, met een toelichting.
    De ingebouwde stem speelt via de geluidskaart. Met --speech tts spreekt de eigen stem van Windows. Met --speech reader spreekt de schermlezer die draait, met zijn eigen stem en tempo: NVDA, JAWS of een andere. Als auto een draaiende schermlezer vindt, zegt het dat, en stelt het --speech reader voor.
    De keuze reader past bij de schermweergave. In de regelmodus leest de schermlezer elke getoonde regel al voor. Kies dus --speech text, om niet elke zin twee keer te horen; of de ingebouwde stem op een luidspreker, met --public-device.
    Zonder geluidskaart en zonder spraakdienst gaat de partij door in tekst, en dat wordt gemeld; net zo bij reader zonder schermlezer. De console wordt op UTF-8 gezet, zodat fünf en Cæsar heel bij de schermlezer aankomen. Regeleinden van Windows worden gelezen.
    Spraak via NVDA en JAWS is nog niet getest op een echte Windows-computer: probeer het vóór de ronde.
    Zie ook: help speech, help settings, help lines.

manual-settings-title = Instellingen
manual-settings =
    De opdracht annabella settings schrijft elke instelling met haar standaardwaarde en wat ze doet, in jouw taal: een bestand om je eigen mee te beginnen. Je eigen bestand hoeft alleen te bevatten wat je verandert; het heeft voorrang boven de standaardwaarden. Onder Linux is dat ~/.config/annabella/config.toml. Onder Windows is het %APPDATA%\annabella\config\config.toml. Voor één keer gebruikt --config FILE een ander bestand: --config toernooi.toml.
    Schrijf alleen wat je verandert, onder de kop van de sectie. De sectie voice: voice, files, ranks, pieces, long, pawn_name, check. De sectie ui: lang, letters. De sectie game: control, laws, kind, supervision, quickplay, color, warnings, periodic, mirror, eboard.
    De sectie speech: backend, rate, volume, earcons, gap_ms, public_device, private_device. De sectie engine: program, strength, think, analysis_time, options. De sectie broadcast: serve, address, delay. De sectie braille: table, display. De sectie tui: theme, big_text. De sectie keys: één toets voor elke actie van de schermweergave.
    Opties op de commandoregel hebben voorrang boven de instellingen. Een hervatte partij houdt haar eigen gegevens: spelers, klok, regels, kleur, mirror.
    Een verkeerde sleutel of waarde stopt het programma voordat er iets gebeurt. De melding noemt het bestand en de regel, wat er fout is, en wat is toegestaan. Bijvoorbeeld, met laws op 2018 op regel 2: config.toml:2: laws = "2018" is geen editie van de regels; toegestaan: 2017, 2014, 2005, 2001. Van een bestand met fouten wordt niets gebruikt.
    Een toets schrijf je als f2, ctrl-q, alt-x, shift-k, esc, enter, space, tab, up, pageup en dergelijke. Het mag ook één letter, cijfer of teken zijn. Een toets die overal werkt, moet een F-toets of een toets met een naam zijn, of ctrl- of alt- hebben. In de bordmodus kunnen a tot h en 1 tot 8 niet worden toegewezen. De toets Ctrl+C hoort bij geen enkele actie: die stopt altijd, en de partij is opgeslagen.
    Zie ook: help start, help speech, help screen, help vocabularies.

manual-vocabularies-title = Vocabulaires: de woorden van de aankondigingen
manual-vocabularies =
    Elk vocabulaire is één bestand in voices/. Internationaal en Duits, de.toml: Anna, Bella, Cesar; eins, zwei, drei. Deens, da.toml: Anna, Bodil, Cecilie; et, to, tre. Noors, nb.toml: Anna, Bella, Cæsar; en, to, tre. De optie --voice kiest er een.
    De opties --files, --ranks en --pieces nemen één deel uit een ander vocabulaire: --voice da --files de zegt springer Felix tre. Om woorden te horen zonder partij: annabella say --voice da Sf3 toont springer Frederik tre.
    Er kunnen er meer worden toegevoegd zonder het programma te veranderen. Zet een nieuw bestand in voices/, dat bij de volgende build wordt ingebouwd. Of geef tijdens het draaien een map op, met --voices DIR of de variabele ANNABELLA_VOICES.
    Een bestand heeft name nodig, en language: een taaltag voor spraak, zoals da-DK. Het heeft acht lijnen en acht rijen nodig. Het heeft een tabel pieces nodig: king, queen, rook, bishop, knight, pawn. En een tabel words: castle_kingside, castle_queenside, captures, check, checkmate, promotes, en_passant.
    De optionele tabellen white en black, met dezelfde zes sleutels, geven elk stuk met zijn kleur: weißer König, hvidt tårn. Bij het verkennen van het bord worden ze uitgesproken. Ze horen bij elkaar. Zonder die tabellen komt het kleurwoord van de meldingstaal vóór het stuk.
    Een bestand met een ontbrekend woord, een verkeerd aantal of een dubbel gebruikt woord wordt geweigerd. De melding noemt het bestand, de regel en de sleutel.
    Een optionele tabel editions, zoals editions.2014, noemt wat een editie van de regels kiest. Ze vult de delen die de instellingen leeg laten. Voor 2014 gebruikt nb.toml de Duitse woorden voor rijen en stukken, de standaard van de FIDE voor een Noors toernooi. Zo kondigt --voice nb --laws 2014 Bauer Eva vier aan.
    De tabel pronounce (optioneel) geeft aan hoe de ingebouwde stem een woord uitspreekt. Die dient voor een woord dat de stem door de spelling verkeerd zou zeggen. Geef andere letters, of espeak-ng-fonemen tussen dubbele vierkante haken. Het Duitse Cesar wordt uitgesproken als Zesar, niet als Kesar. Het script voices/make-clips.sh maakt er de opnamen mee.
    Zie ook: help speech, help moves, help settings.
manual-engine-title = Oefenen en studeren met een schaakprogramma
manual-engine =
    Tussen de toernooien kun je tegen een schaakprogramma spelen, en partijen ermee doorlopen. Het schaakprogramma is Stockfish, of een ander programma dat UCI spreekt: op Debian sudo apt install stockfish.
    Om te oefenen: annabella play --engine. Het schaakprogramma neemt de kleur die jij niet hebt. Zijn zetten worden aangekondigd als die van de ziende speler, en annabella drukt zijn klok in; jij voert ze uit op het pennenbord, en kondigt je eigen zetten aan en drukt je klok in, zoals in een toernooi. Het antwoordt op een remiseaanbod, claimt een remise die het mag claimen, en geeft een verloren partij op. Stel de sterkte in met --engine-elo 1500 of --engine-level 5, en de tijd met --engine-time 2s; anders denkt het 5 seconden per zet (think = "" in de instellingen: het deelt zijn eigen bedenktijd in, als een toernooispeler). Het partijbestand onthoudt het schaakprogramma, en de partij wordt tegen hetzelfde schaakprogramma hervat.
    Om te studeren: eval zegt wie beter staat, en ongeveer hoeveel; best zegt de zet van het schaakprogramma; line zegt de zetten die het verwacht; review loopt de hele partij door, en noemt voor elke speler de grootste fouten, met de betere zet. Ze werken in annabella replay, ook van een partijbestand met --game, bij een afgelopen partij en in een partij tegen het schaakprogramma. In een partij tegen een mens worden ze geweigerd zolang de partij loopt.
    De sectie [engine] van de instellingen legt het programma, de sterkte, de bedenktijd en de tijd om te studeren vast (--analysis-time 2s in replay).

manual-broadcast-title = Uitzending, en het overzicht van de arbiter
manual-broadcast =
    Een partij kan gevolgd worden terwijl ze gespeeld wordt. Het commando annabella play --broadcast biedt haar aan over HTTP: GET /game.pgn is de partij als PGN, voor een live-uitzending (de uitzendingen van Lichess en DGT LiveChess vragen zo'n adres op), en GET /status.json is de stand van het bord voor de arbiter. Bij het begin van de partij noemen de eerste meldingen het adres.
    Alleen voltooide zetten worden aangeboden, elk met zijn klok, en de uitslag zodra die vastgelegd is. Een aangekondigde zet wacht tot de klok is ingedrukt. Een afgegeven zet wordt nooit voor unseal aangeboden. Met --broadcast-delay 15m worden de zetten achtergehouden, zoals toernooien doen tegen valsspelen; de status wordt niet achtergehouden en noemt geen zet.
    Standaard wordt de partij alleen aan deze computer aangeboden, op 127.0.0.1:8064. Met --broadcast 0.0.0.0:8064 bereikt het hele netwerk haar; --broadcast 8065 gebruikt een andere poort. Geef de ronde en het bord met --round 3 --board 5, het toernooi met --event en --site. Voor systemen die een map lezen: --broadcast-file ronde3/bord5.pgn. Die optie schrijft dezelfde PGN na elke zet naar een bestand, telkens geheel vervangen.
    De arbiter volgt de borden met annabella arbiter en hun adressen, of een bestand ervan met --boards. Het overzicht toont een regel per bord: wie aan zet is, de klokken en waar de arbiter nodig is. Het meldt meteen: een gevallen vlag, een claim of beslissing die wacht, een remiseaanbod, een pennenbord dat afwijkt, een uitslag, en een bord dat niet meer antwoordt of terug is. Typ list voor alle borden, board 5 voor één bord in detail.
    De sectie [broadcast] van de instellingen biedt elke partij aan (serve = true) en legt het adres en de vertraging vast.

manual-laws-title = De regels die het programma volgt
manual-laws =
    Deze handleiding vat de FIDE-regels samen zoals het programma ze volgt: vooral het aanhangsel voor blinde en visueel gehandicapte spelers, en enkele algemene regels. Het programma kent vier edities: 2001, 2005, 2014 en 2017. Het volgt de Nederlandse tekst van 2001, de Deense teksten van 2005 en 2017 en de Noorse tekst van 2014; elke tekst wordt hier geciteerd met zijn eigen nummering. Het aanhangsel heet D in 2014 en 2017, en F in 2001 en 2005. Kies de editie met --laws 2017, 2014, 2005 of 2001, of met laws in de instellingen. Zonder een van beide geldt 2017, in elke taal: de taal kiest alleen de woorden van de aankondigingen. Bij het begin van een partij wordt de editie genoemd, en een hervatte partij houdt haar eigen editie. De organisator mag deze regels, na advies van de arbiter, aanpassen aan de plaatselijke omstandigheden; volgens de regels van 2001 mogen de arbiters dat zelf (FIDE-regels 2017, aanhangsel D.1; 2014, aanhangsel D1; 2005 en 2001, aanhangsel F1). De organisator beslist dus bijvoorbeeld: is de spraak van het programma de aankondiging zelf, of een hulp bij die van de speler?
    Elke speler mag om twee borden vragen: een normaal bord voor de ziende speler, en een speciaal bord voor de blinde speler (FIDE-regels 2017, aanhangsel D.1; 2014, aanhangsel D1; 2005 en 2001, aanhangsel F1). Dat is het pennenbord: minstens 20 bij 20 cm, de zwarte velden iets verhoogd, een opening in elk veld. Elk stuk heeft een pen die in de opening past, en de zwarte stukken hebben een speciaal merkteken. Op het pennenbord geldt een stuk als aangeraakt, zodra het uit zijn opening is genomen, in elke editie (FIDE-regels 2017, aanhangsel D.2.2; 2014, aanhangsel D2.2; 2005 en 2001, aanhangsel F2.2). Voor de ziende speler gelden de gewone regels voor aanraken en zetten (FIDE-regels 2017, aanhangsel D.2.5; 2014, aanhangsel D2.4; 2005 en 2001, aanhangsel F2.3). Het programma kan de pennen niet voelen. Typ touch en het veld, zoals touch e7, om voor de arbiter een aangeraakt stuk vast te leggen, met de tijd na het begin van de partij.
    Elke zet wordt duidelijk aangekondigd, door de tegenstander herhaald en op diens bord uitgevoerd (FIDE-regels 2017, aanhangsel D.2.1; 2014, aanhangsel D2.1; 2005 en 2001, aanhangsel F2.1). Bij promotie kondigt de speler het gekozen stuk aan; de aankondiging van het programma doet dat altijd. De lijnen hebben namen in plaats van letters: Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector. De rijen zijn getallen, van wit naar zwart geteld. Rokeren wordt aangekondigd als lange of korte rokade, in het Duits Lange Rochade en Kurze Rochade. Ook de stukken hebben namen, in het Duits König, Dame, Turm, Läufer, Springer, Bauer. Als de tegenstander een zet heeft herhaald, legt confirm dat vast; dat is niet verplicht.
    De edities verschillen in de woorden. De Deense teksten van 2005 en 2017 bevelen eerst Deense namen aan: Anna, Bodil, Cecilie, Dora, Erik, Frederik, Gustav, Henrik, met de namen hierboven als andere keuze. Ze geven Deense of Duitse getallen en stuknamen; volgens de regels van 2017 mag de arbiter voor de getallen anders beslissen. De Noorse tekst van 2014 schrijft de namen voor, gespeld Cæsar, met Duitse stuknamen, en Duitse getallen tenzij de arbiter anders beslist. Tussen Scandinavische spelers wil die tekst Scandinavische woorden, maar noemt er geen. De Nederlandse tekst van 2001 beveelt de namen aan, met de Duitse woorden voor rijen en stukken. Zonder gekozen stem volgen de woorden de taal van de meldingen. Deense meldingen geven de Deense woorden; Noorse meldingen de namen van de tekst van 2014, met Duitse getallen en stuknamen; de andere talen de Duitse woorden. Bij het begin van elke partij wordt gemeld welke woorden ze gebruikt; --voice kiest andere (zie help vocabularies).
    Op het pennenbord is een zet uitgevoerd zodra een geslagen stuk weg is, het gezette stuk in een andere opening staat, en de zet is aangekondigd. Pas dan mag de klok van de tegenstander in gang worden gezet (FIDE-regels 2017, aanhangsel D.2.3 en D.2.4; 2014, aanhangsel D2.3; 2005 en 2001, aanhangsel F2.3). Een zet wordt voltooid door het indrukken van de klok (FIDE-regels 2017, art. 6.2.1; 2014, art. 6.2a; 2005 en 2001, art. 6.8a). In het programma wordt een getypte zet meteen aangekondigd, en press voltooit hem. Indrukken zonder aangekondigde zet wordt geweigerd. Met --mirror strict wacht het indrukken van de klok ook op een invoer met peg. Een verspreking bij het aankondigen wordt onmiddellijk gecorrigeerd, voordat de klok van de tegenstander in gang wordt gezet (FIDE-regels 2017, aanhangsel D.2.8; 2014, aanhangsel D2.7; 2005 en 2001, aanhangsel F2.6). Typ fix en de bedoelde zet; na het indrukken van de klok wordt fix geweigerd.
    Als de twee borden verschillende stellingen tonen, wordt dit gecorrigeerd met de arbiter en de notatieformulieren van beide spelers (FIDE-regels 2017, aanhangsel D.2.9; 2014, aanhangsel D2.8; 2005 en 2001, aanhangsel F2.7 en F2.8). Als de formulieren overeenstemmen, corrigeert de speler die de juiste zet noteerde, maar een verkeerde uitvoerde, zijn bord naar het notatieformulier. Als ze verschillen, worden de zetten teruggenomen tot de laatste zet waarop ze overeenstemmen, en stelt de arbiter de klokken bij. In het programma volgen peg en diff het pennenbord, en controleert compare het andere notatieformulier. Als de formulieren overeenstemmen, wordt het bord genoemd dat moet worden gecorrigeerd. Als ze verschillen, wordt rollback voorgesteld, met de klokken zoals ze toen stonden; de arbiter kan ze bijstellen met setclock.
    De blinde speler mag een klok gebruiken, speciaal gemaakt voor visueel gehandicapten. Volgens de regels van 2017 hoort die te kunnen melden: de verbruikte tijd en het aantal voltooide zetten (FIDE-regels 2017, aanhangsel D.2.6.1); anders een analoge klok, met verstevigde wijzers en een vlag die gemakkelijk te voelen is. De teksten van 2001, 2005 en 2014 beschrijven alleen zo'n analoge klok; volgens de regels van 2014 mag die ook het aantal zetten hoorbaar melden (2014, aanhangsel D2.5; 2005 en 2001, aanhangsel F2.4). Het programma is een sprekende klok: time noemt voor beide spelers de voltooide zetten, de verbruikte tijd en de resterende tijd. De blinde speler houdt de notatie bij in braille of gewoon schrift, of spreekt de zetten in op een recorder (FIDE-regels 2017, aanhangsel D.2.7; 2014, aanhangsel D2.6; 2005 en 2001, aanhangsel F2.5); het programma houdt het notatieformulier bij, en sheet leest het voor. Volgens de regels van 2017 moet de arbiter elk elektronisch apparaat goedkeuren, ook dit programma (FIDE-regels 2017, art. 11.3.2.1). Het geeft geen advies: het schaakprogramma wordt geweigerd in een partij tegen een mens (FIDE-regels 2017, art. 11.3.1).
    De blinde speler mag een assistent hebben (FIDE-regels 2017, aanhangsel D.2.10; 2014, aanhangsel D2.9; 2005 en 2001, aanhangsel F2.9). De assistent voert de zetten van beide spelers uit, op het bord van de tegenstander, en kondigt ze aan. De assistent houdt de notatie van de blinde speler bij, en zet de klok van de tegenstander in gang zodra de zet is aangekondigd. Op verzoek deelt de assistent mee hoeveel zetten er zijn gedaan, en hoeveel tijd beide spelers verbruikten. Volgens de regels van 2001 en 2014 gebeurt dat alleen op verzoek: dan geeft het programma geen waarschuwingen bij weinig tijd, maar periodieke meldingen die de speler koos, komen wel. De assistent claimt op tijd, meldt de arbiter wanneer de tegenstander een stuk heeft aangeraakt, en regelt de formaliteiten van een afgebroken partij. Na een vlagval claimt de assistent in de tekst van 2014 winst of remise; in de andere de winst. Als de blinde speler geen assistent heeft, mag de ziende speler er een hebben, om de zetten uit te voeren en aan te kondigen (FIDE-regels 2017, aanhangsel D.2.11; 2014, aanhangsel D2.10; 2005 en 2001, aanhangsel F2.9). Alleen volgens de regels van 2017 is een assistent verplicht, bij een slechthorende tegenstander (aanhangsel D.2.11).
    Bij het afbreken geeft de speler die aan zet is zijn zet af. Hij noteert die op zijn notatieformulier, doet beide formulieren in een envelop, sluit die, en zet pas dan zijn klok stil (FIDE-regels 2017, richtlijn I.1.1; 2014, aanhangsel E1; 2005 en 2001, aanhangsel A1). Op de envelop staan de spelers, de stelling, de verbruikte bedenktijd, wie de zet afgaf en het zetnummer, een openstaand remiseaanbod en de hervatting (FIDE-regels 2017, richtlijn I.2; 2014, aanhangsel E2; 2005 en 2001, aanhangsel A2). De envelop wordt pas geopend als de speler die moet antwoorden aanwezig is (FIDE-regels 2017, richtlijn I.7; 2014, aanhangsel E7; 2005 en 2001, aanhangsel A7). De assistent regelt de formaliteiten (FIDE-regels 2017, aanhangsel D.2.10.6). In het programma legt seal de zet vast zonder hem uit te spreken; envelope vult de envelop in, met een binnenblad voor de arbiter; unseal speelt de zet bij de hervatting.
    De straffen verschillen per editie. Het programma stelt ze voor, en de arbiter bevestigt ze met yes. Blijkt een voltooide zet onreglementair, dan wordt de stelling ervóór hersteld, en krijgt de tegenstander 2 minuten (FIDE-regels 2017, art. 7.5.1 en 7.5.3; 2014, art. 7.5; 2005 en 2001, art. 7.4). De tweede onreglementaire zet verliest volgens de regels van 2014 en 2017, de derde volgens die van 2001 en 2005. Volgens de regels van 2014 en 2017 is de partij in plaats daarvan remise, als de tegenstander niet mat kan zetten. Volgens de regels van 2017 gelden nog twee dingen als onreglementaire zet: een zet met twee handen, en het indrukken van de klok zonder zet (FIDE-regels 2017, art. 7.7 en 7.8). Een onterechte claim geeft de tegenstander 2 minuten, volgens de regels van 2014 en 2017 (FIDE-regels 2017, art. 9.5.3; 2014, art. 9.5b). Volgens die van 2001 en 2005 geeft ze 3 minuten, en wordt er tijd afgetrokken van de claimende speler: met meer dan 2 minuten over de helft, ten hoogste 3 minuten; met 1 tot 2 minuten alles op 1 minuut na (2005, art. 9.5; 2001, art. 9.5b).
    De speler die aan zet is, mag remise claimen als dezelfde stelling voor de derde keer ontstaat, of na 50 zetten van elke speler zonder pionzet en zonder slaan (FIDE-regels 2017, art. 9.2 en 9.3; dezelfde nummers in de andere edities). De claimende speler noteert de bedoelde zet, en de klokken worden stilgezet terwijl de arbiter wordt geroepen (FIDE-regels 2017, art. 9.5.1). Volgens de regels van 2014 en 2017 is de partij meteen remise, zonder claim, als een stelling voor de vijfde keer ontstaat, of na 75 zulke zetten van elke speler (FIDE-regels 2017, art. 9.6; 2014, art. 9.6). De teksten van 2001 en 2005 kennen geen van beide regels. Mat, pat en een dode stelling beëindigen de partij in elke editie meteen. Een speler wiens vlag valt, verliest; maar de partij is remise als de tegenstander niet mat kan zetten (FIDE-regels 2017 en 2014, art. 6.9; 2005 en 2001, art. 6.10). In het programma claim je met claim threefold MOVE, claim fifty MOVE en claim time, en de uitslag wacht op yes.
    Zie ook: help mirror, help assistant, help arbiter, help adjourn, help clock, help game, help vocabularies.

## Commands: more about each, after its help line and example.

topic-fix =
    Gebruik het voor een verspreking, voordat de klok is ingedrukt: fix Pc3 zet de bedoelde zet in de plaats van de aangekondigde. Je hoort Correctie en de nieuwe aankondiging; beide blijven vastgelegd.
    Met dezelfde zet als de aangekondigde corrigeert fix niets, en zegt het dat. Na het indrukken van de klok wordt het geweigerd. Alleen illegal van de arbiter, of compare en rollback, nemen een voltooide zet terug.
    Een getypte zet die de partij beëindigde, kan nog met fix worden gecorrigeerd, tot er iets anders wordt ingevoerd. Het einde wordt daarmee teruggenomen. In de schermweergave begint F3 de invoer met fix.

topic-confirm =
    Niet verplicht: het legt vast dat de tegenstander de aankondiging heeft herhaald, zoals de regels voorschrijven. Je hoort: Herhaald door de tegenstander.
    Het voltooit de zet niet; dat doet press. Zonder aangekondigde zet zegt het dat er niets te bevestigen is.

topic-press =
    Het voltooit de aangekondigde zet, zoals het indrukken van de klok: de klok van de speler die zette, stopt, en die van de ander start. Je hoort bijvoorbeeld: Wit heeft zet 2 voltooid. Zwart is aan zet.
    Zonder aangekondigde zet wordt het geweigerd: typ eerst de zet. Met --mirror strict wacht het op de invoer met peg voor de zet. In de schermweergave drukt F2 de klok in; dat doet ook de knop van de klok van een elektronisch bord.

topic-time =
    Het vraagt de klokstand op, en verandert niets. Het geeft een regel voor elke speler: voltooide zetten, verbruikte tijd, en resterende tijd of de gevallen vlag.
    Een aangekondigde zet die niet voltooid is, telt nog niet mee, en de klok van die speler loopt nog; een extra regel zegt dat. Het kan worden opgevraagd terwijl een voorstel op yes of no wacht. In de schermweergave vraag je het op met F4.

topic-last =
    Het zegt wie de laatste zet deed, het nummer en de aankondiging ervan, en of die zet voltooid is. Met last 3 hoor je de laatste drie zetten, één per regel, de oudste eerst.
    In de schermweergave zegt F5 het. Het commando repeat zegt alleen de laatste aankondiging nog eens.

topic-board =
    Het leest de stelling voor van rij 8 tot rij 1, één rij per regel, in de woorden van de aankondiging: Rij 4, Wit: { $say-e4 }. Bij een lege rij wordt gemeld dat ze leeg is.
    Met board white of board black komen de stukken van die kleur, een soort per regel: 2 witte { $pieces-R } op { $sq-a1 }, { $sq-h1 }. Zolang een zet is aangekondigd en niet voltooid, is het de stelling na die zet. De eerste regel zegt dat.

topic-sheet =
    Het leest het notatieformulier voor in jouw stukletters, één zetnummer per regel, zoals het geschreven is. Een remiseaanbod wordt aangegeven met (=).
    Met sheet 12 begint het bij zet 12, om het einde van een lange partij te horen. Bij een zet voorbij de laatste hoor je hoe ver het notatieformulier gaat.

topic-square =
    Het noemt wat er op een veld staat, en welke stukken van elke kleur het veld aanvallen en dekken. Typ het veld in coördinaten of in de woorden van een vocabulaire: square f7, square { $sq-f7 }.
    Zolang een zet is aangekondigd en niet voltooid, gaat het antwoord over de stelling na die zet. In de bordmodus van de schermweergave zegt t hetzelfde, voor het veld onder de cursor.

topic-pieces =
    Het zegt waar de stukken van één soort en één kleur staan, met hun aantal, in de woorden van de aankondiging. Kleur en soort mogen in beide volgordes komen, in de woorden of letters van elk van de talen: pieces black N, pieces witte torens, pieces weiße Türme.
    Laat de kleur weg om beide kleuren te horen: pieces rooks. Laat de soort weg om elke soort van één kleur te horen: pieces white. Een lange lijst gaat verder op een nieuwe regel, die weer met het label begint.

topic-eval =
    Het vraagt het schaakprogramma hoe de stelling staat, en zegt het in woorden: wie beter staat en met ongeveer hoeveel pionnen voordeel, of wie in hoeveel zetten mat zet. Het schaakprogramma denkt zo lang als met --analysis-time is ingesteld, zonder instelling één seconde.
    Het werkt in replay, bij een afgelopen partij en in een partij tegen het schaakprogramma. In een partij tegen een mens wordt het geweigerd zolang de partij loopt: de regels verbieden advies en analyse tijdens het spel.
topic-best =
    Het zegt de zet van het schaakprogramma in de stelling, met het nummer, zoals hij aangekondigd zou worden, en daarna de beoordeling. Het werkt waar eval werkt.
topic-line =
    Het zegt de zetten die het schaakprogramma vanaf de stelling verwacht, tot acht, één per regel, elk met het nummer, zoals hij aangekondigd zou worden; daarna de beoordeling. Het werkt waar eval werkt.
topic-review =
    Het loopt de hele partij met het schaakprogramma door, stelling na stelling. Daarna noemt het voor elke speler de drie grootste fouten, elk met de zet die het schaakprogramma verkoos. Het duurt ongeveer een seconde per zet, en het zegt onderweg hoe ver het is.
topic-mistakes =
    Het schaakprogramma loopt de hele partij door en noemt de zetten waarmee de partij kantelde, in de volgorde van de partij, één per regel: de zet, en wat die kostte, van het ene oordeel naar het andere, of een gemist of toegestaan mat. De eerste wordt genoemd zodra die gevonden is. mistakes white of mistakes black noemt alleen de zetten van één speler.
    De analyse van het schaakprogramma wordt naast het partijbestand bewaard, dus een tweede mistakes komt meteen. Het werkt waar eval werkt.
topic-retry =
    Het zet de stelling vóór een zet waarmee de partij kantelde neer zoals op het pennenbord: de stukken van wie aan zet is, dan die van de ander. Typ dan een betere zet, in elke notatie; het antwoord zegt of het de zet van het schaakprogramma is, even goed, beter dan de gespeelde zet, of nog steeds een fout, en waarom.
    retry gaat door naar de volgende, retry 3 naar de derde; na de laatste volgt hoeveel je er vond. best noemt daar de zet van het schaakprogramma; next of go verlaat de stelling.
topic-threat =
    Het zegt wat de tegenstander zou spelen als die aan zet was: de dreiging die je moet pareren. Sta je schaak, dan is het schaak zelf de dreiging. Het werkt waar eval werkt, en bij een keerpunt dat je opnieuw probeert.
topic-engine =
    In een partij tegen een schaakprogramma dat gestopt is, hangt of iets stuurde dat geen zet is, start engine restart het opnieuw, en het speelt verder waar de partij staat. Tot dan gaat de partij verder aan het toetsenbord: typ de zetten van beide spelers.
topic-status =
    Het zegt wie aan zet is, en alles wat nog openstaat, elk op een regel. Dat is een zet die nog niet voltooid is en wat die zet voltooit; een openstaand remiseaanbod; een pennenbord dat afwijkt. Verder een gevallen vlag, een afgebroken partij, en een vraag die op yes of no wacht.
    Als de partij voorbij is, zegt het hoe ze eindigde, en wat er nog kan: result, de opvraagcommando's, en annabella export na quit. Het verandert niets, en kan altijd worden gebruikt.

topic-draw =
    Het aanbod is van de blinde speler, tenzij er een kleur of een naam wordt genoemd: draw white, draw black, of de naam van een speler, zoals in draw Bo. Het wordt aangegeven met (=) op het notatieformulier en in de PGN.
    De tegenstander antwoordt met accept of decline; ook een zet geldt als afwijzing. Volgens de regels van 2017 kan remise pas worden overeengekomen, nadat beide spelers een zet hebben gedaan.

topic-accept =
    Het neemt het openstaande remiseaanbod aan, namens de speler die het niet deed. Het is een voorstel. Je hoort wat er zou worden vastgelegd, bijvoorbeeld: Wit neemt het remiseaanbod aan. De partij is remise, 1/2-1/2.
    Daarna legt yes het vast, en eindigt de partij. Het antwoord no legt niets vast, en het aanbod blijft staan.

topic-decline =
    Het wijst het openstaande remiseaanbod af. Dat wordt meteen vastgelegd, zonder vraag. Ook een zet van de speler aan wie remise werd aangeboden, geldt als afwijzing. Als er geen aanbod openstaat, zegt decline dat.

topic-resign =
    Zonder toevoeging is resign altijd van de blinde speler, wie er ook aan zet is. Typ voor de tegenstander resign white, resign black, of resign met de naam van de speler: resign Bo Berg.
    Het is een voorstel. Je hoort bijvoorbeeld: Vast te leggen: Wit geeft op. Zwart wint, 0-1. Daarna legt yes het vast en eindigt de partij; no legt niets vast, en de partij gaat door.

topic-claim =
    De claims claim threefold en claim fifty zijn voor de speler die aan zet is. Schrijf de bedoelde zet erachter: claim threefold Pg1. Claim voordat de zet is aangekondigd. Zonder zet gaat de claim over de stelling zoals die is.
    Een terechte claim zet beide klokken stil terwijl de arbiter wordt geroepen, en stelt remise voor: yes legt die vast. Het antwoord no betekent dat de arbiter de claim niet toewijst: ze geldt als onterecht.
    Na een onterechte claim gaat de partij verder met de genoteerde zet, en wordt de straf volgens de gekozen editie voorgesteld. Volgens de regels van 2014 en 2017 is dat 2 minuten voor de tegenstander. Volgens die van 2001 en 2005 is het 3 minuten voor de tegenstander, en wordt er tijd afgetrokken van de claimende speler.
    Met het commando claim time claim je op tijd als de vlag van de tegenstander is gevallen: de winst, of remise als de claimende speler niet mat kan zetten. Het is een voorstel. Bij no blijft de vlag gevallen, en kan de claim opnieuw worden gedaan.

topic-addtime =
    De arbiter voegt tijd toe aan een klok, bijvoorbeeld na een straf: addtime black 2m. Schrijf de tijd met eenheden: 90s, 2m, 1h30m; ten hoogste 100 uur. Bij een getal zonder eenheid wordt gevraagd wat bedoeld is: minuten of seconden?
    Het is een voorstel. Je hoort wat de klok dan zal tonen, en een vlag die niet langer als gevallen geldt; yes legt het vast. Om tijd af te trekken, stel je de klok in met setclock.

topic-setclock =
    De arbiter stelt een klok in op de tijd die hij moet tonen: setclock white 1h2m3s, setclock black 25m. Bij een getal zonder eenheid wordt gevraagd wat bedoeld is: minuten of seconden? Net zo bij 1:30: uren en minuten, of minuten en seconden?
    Het is een voorstel. Wat de klok zal tonen, en een vlag die valt of niet langer als gevallen geldt, worden gezegd voordat yes het vastlegt. Het corrigeert ook de klokken na rollback.

topic-wait =
    Het werkt alleen in een partij die is gestart met --manual-clock, waarin de tijd stilstaat. Het laat tijd verstrijken op de lopende klok, om te oefenen en voor demonstraties. Schrijf wait 90s, wait 5m, wait 1h2m; bij een getal zonder eenheid wordt gevraagd wat bedoeld is.
    Je hoort hoeveel tijd er sinds het begin is verstreken, en elke waarschuwing of vlag die intussen kwam. In een partij op de echte klok wordt wait geweigerd.

topic-peg =
    Het vertelt het programma hoe een zet is uitgevoerd, op het pennenbord van de blinde speler. Met peg ok: zoals aangekondigd. Met peg MOVE een andere zet: peg Ph3. Met peg FROM TO een fysieke zet, reglementair of niet: peg g1 h3. Bij een promotie komt de stukletter erbij: peg e7 e8 q.
    Zonder peg geldt elke zet als uitgevoerd zoals aangekondigd; met --mirror strict wacht het indrukken van de klok erop. Als het pennenbord dan afwijkt, zegt één privéregel hoe, en diff geeft de stappen.
    De invoer peg fixed zegt dat het pennenbord is gecorrigeerd, bijvoorbeeld na de stappen van diff. De borden gelden dan weer als gelijk.

topic-diff =
    Het zegt hoe het pennenbord afwijkt van de partij. Eerst op hoeveel plaatsen, en hoeveel stappen het pennenbord in orde brengen. Dan elk verschil en elke genummerde stap, op een eigen regel: Stap 1 van 2: zet { $piece-N } van { $sq-f3 } naar { $sq-g1 }.
    Een stap verplaatst een stuk, haalt er een weg, of zet er een terug; of tilt er een op, om het elders neer te zetten. Als het bord klopt, typ je peg fixed. Als de borden overeenstemmen, zegt diff dat.

topic-compare =
    Het vergelijkt het notatieformulier van de andere speler met de partij, zoals de regels voorschrijven als de borden verschillen. Typ de zetten erachter, genummerd of niet, in elke letterset, of in de gesproken woorden: compare 1. e4 e5 2. Pf3 Pc6
    Zonder zetten vraagt compare regel voor regel om het formulier. Het noemt de zet die het verwacht, en zegt elke regel terug in één regel, genummerd, in de letters van de partij (getypte woorden komen terug als letters). Daarna vergelijkt end of een lege regel; cancel stopt. Een commando dat daar wordt getypt, wordt geweigerd, met een aanwijzing.
    Als de formulieren overeenstemmen, wordt het bord genoemd dat moet worden gecorrigeerd. Als ze verschillen, wordt de eerste afwijkende zet genoemd, en wordt voorgesteld terug te gaan naar de laatste zet waarop ze overeenstemmen: rollback, en dan yes, doet dat. Een invoer die geen zet is, of op twee zetten past, wordt genoemd; er wordt niets vergeleken.

topic-rollback =
    Nadat compare verschillende notatieformulieren heeft gevonden, gaat rollback terug naar de laatste zet waarop ze overeenstemmen. De klokken gaan terug naar hoe ze toen stonden. Het is een voorstel: de stelling, elke klok en de voltooide zetten worden gezegd. Daarna voert yes het uit; no verandert niets.
    De teruggenomen zetten blijven in het partijbestand en in de PGN. De stappen die het pennenbord naar de herstelde stelling brengen, worden gezegd. De borden gelden als verschillend tot peg fixed. De arbiter kan daarna de klokken bijstellen met setclock.
    Zonder een verschil dat compare heeft gevonden, zegt rollback dat je eerst moet vergelijken.

topic-yes =
    Het legt het openstaande voorstel vast, precies zoals het werd gezegd na Vast te leggen. Voorstellen komen van resign, accept, de claims, result, rollback, illegal, report illegal, addtime, setclock, en een straf.
    Tot yes of no wordt niets anders aangenomen dat de partij zou veranderen. De opvraagcommando's, peg, touch en de spraakinstellingen werken nog wel. Als er geen vraag openstaat, zegt yes dat.

topic-no =
    Het laat het openstaande voorstel vallen: er wordt niets vastgelegd, en de partij gaat door zoals ze stond. Het voorstel en het antwoord worden allebei in het partijbestand opgeslagen.
    Bij een terechte claim betekent no dat de arbiter de claim niet toewijst; ze geldt als onterecht. De klok van de claimende speler loopt weer, de genoteerde zet wordt gespeeld, en de straf wordt voorgesteld. Na claim time blijft de vlag bij no gevallen, en kan de claim opnieuw worden gedaan.

topic-assistant =
    Het noemt de assistent van de blinde speler, die het toetsenbord bedient (FIDE-regels 2017, aanhangsel D.2.10). Typ assistant on Eva Holm, of assistant Eva Holm. De aanwijzingen zijn dan gericht aan de assistent. Met assistant off zijn ze weer gericht aan de speler.
    Hetzelfde kan bij het begin worden opgegeven, met --assistant NAME. Volgens de regels van 2017 blijft de assistent bij een slechthorende tegenstander: er kan een ander worden genoemd, maar de assistent kan niet worden uitgezet.

topic-touch =
    Het legt voor de arbiter vast dat de tegenstander een stuk aanraakte, met de tijd sinds het begin: touch e7. Het wordt meteen vastgelegd. Het verschijnt in de PGN, en in de aantekeningen bij het geëxporteerde notatieformulier; op het bord verandert niets.
    Alleen een veld met een stuk erop wordt aangenomen. Zolang een zet is aangekondigd en niet voltooid, wordt het veld gelezen in de stelling na die zet.

topic-illegal =
    De arbiter verklaart de laatste voltooide zet onreglementair. Het is een voorstel. Je hoort het aantal onreglementaire zetten van die speler, de herstelde stelling, elke klok, en de straf volgens de gekozen editie. Daarna legt yes het vast.
    De straf is 2 minuten voor de tegenstander. Volgens de regels van 2014 en 2017 verliest een speler bij de tweede onreglementaire zet, volgens die van 2001 en 2005 bij de derde. Volgens de regels van 2014 en 2017 is de partij in plaats daarvan remise, als de tegenstander niet mat kan zetten.
    Daarna hoor je de stappen die het pennenbord naar de herstelde stelling brengen. De speler die de onreglementaire zet deed, is opnieuw aan zet.

topic-report =
    Het meldt een onreglementaire zet die echt op het bord is gedaan, nadat het programma die zet bij het typen weigerde. De eerste zo'n weigering zegt hoe: Als de zet op het bord is gedaan, meld hem dan bij de arbiter: report illegal Lb6.
    Het is een voorstel. Je hoort de zet zoals die is getypt, het aantal onreglementaire zetten, en de straf volgens de gekozen editie. Dat is 2 minuten voor de tegenstander; bij het maximum het verlies van de partij; of remise als de tegenstander niet mat kan zetten. Daarna legt yes het vast, en doet de speler een reglementaire zet.
    Het telt mee met de zetten die met illegal onreglementair zijn verklaard. De PGN heeft het als commentaar, met de tijd en het artikel. Een reglementaire zet wordt niet gemeld: typ hem als zet.

topic-result =
    De arbiter legt een uitslag vast: result 1-0, result 0-1, of result 1/2 voor remise. Het is een voorstel: yes legt het vast, en no laat de partij zoals ze is.
    Het vervangt ook een uitslag die al is vastgelegd. Een zet die is aangekondigd en niet voltooid, wordt dan niet gespeeld; in het partijbestand blijft hij staan als teruggenomen.

topic-seal =
    Bij het afbreken geeft de speler die aan zet is zijn zet af: seal Pf3. De zet wordt gecontroleerd en vastgelegd, maar nooit uitgesproken. Je hoort alleen: Afgegeven zet vastgelegd, zet 41. De klok stopt, en de partij is afgebroken.
    Als de zet al is aangekondigd, typ je seal zonder toevoeging: dat is dan de afgegeven zet. Vul daarna de envelop in met envelope. Bij de hervatting speelt unseal de zet.

topic-unseal =
    Bij de hervatting zet annabella play --game FILE stelling en klokken klaar. Daarna speelt unseal de afgegeven zet: die wordt aangekondigd en voltooid, en de klok van de antwoordende speler start.
    Tot dan zijn zetten, pennenbordinvoer, claims en compare niet mogelijk. Als er niets is afgegeven, zegt unseal dat.
    De envelop wordt pas geopend als de antwoordende speler aanwezig is (richtlijn I.7). Is hij afwezig, dan start unseal absent zijn klok met de envelop dicht (richtlijn I.9.2); als hij komt, opent unseal hem. Is de speler die de zet afgaf afwezig, dan kan het antwoord in een nieuwe envelop worden afgegeven met seal MOVE absent: zijn klok start, en unseal speelt het antwoord als hij komt (richtlijn I.9.3).

topic-envelope =
    Het maakt de envelop van een afgebroken partij aan naast het partijbestand, als tekst en in braille (BRF). Geef de datum, de tijd en de plaats van de hervatting erachter: envelope 2026-11-22 10:00, zaal 2. Zonder die gegevens zegt de envelop dat de arbiter ze nog moet vaststellen.
    De buitenkant vermeldt nooit de zet. Het binnenblad, voor de arbiter, is het notatieformulier tot en met de afgegeven zet. Je hoort de namen van de vier aangemaakte bestanden.

topic-repeat =
    Het zegt de laatste aankondiging nog eens, in dezelfde woorden. Na een hervatting zegt het de zet die is aangekondigd en nog niet voltooid. In de schermweergave doet F6 het. Het commando last zegt in plaats daarvan de laatste zet met zijn nummer.

topic-rate =
    Het stelt het spreektempo in, in procent van het normale tempo, van 10 tot 400. Zo spreekt rate 120 een vijfde sneller; rate 100 is normaal. Het begintempo is rate, in de sectie speech van de instellingen.

topic-volume =
    Het stelt het spraakvolume in, in procent, van 0 tot 100: volume 80. Het beginvolume is volume, in de sectie speech van de instellingen.

topic-earcons =
    Het zet de korte geluiden aan of uit: earcons off, earcons on. Ze markeren een voltooide zet, schaak, een weigering, weinig tijd, de vlag, en een pennenbord dat afwijkt. De spraak verandert niet.
    De beginkeuze is earcons, in de sectie speech van de instellingen.

topic-quiet =
    Het stopt wat er nu wordt gezegd, bijvoorbeeld een lange lijst. De volgende aankondiging of het volgende antwoord wordt gewoon uitgesproken. Het commando repeat zegt de laatste aankondiging nog eens.

topic-help =
    Zonder toevoeging somt help elk commando op, één per regel, na de regel voor een zet. Met een commandowoord zegt het meer over dat commando: help compare. Met een onderwerp leest het de uitleg over dat onderwerp voor: help clock.
    De onderwerpen: start, game, clock, file, mirror, arbiter, assistant, adjourn, lines, screen. En: explore, speech, braille, moves, replay, pgn, eboard, windows, settings, vocabularies, engine, broadcast, laws, learn. Het commando annabella manual toont de hele handleiding.
    Buiten een partij somt annabella help play elke optie van play op, met voorbeelden.

topic-quit =
    Het sluit annabella af. De partij is al opgeslagen: elke gebeurtenis is naar het partijbestand geschreven, op het moment dat ze gebeurde. Je hoort het pad van het partijbestand.
    Om later verder te gaan: annabella play --game FILE. Een aangekondigde zet, een voorstel dat op yes wacht, of een afgebroken partij wordt weer opgepakt. Een lopende klok telt ook de tijd mee waarin het programma afgesloten was, en bij de hervatting wordt dat gemeld.
    In de schermweergave stopt Ctrl+Q; Ctrl+C stopt ook altijd.

## One-line entries of help.

help-yes = yes: een voorstel of vraag beantwoorden; vastgelegd wordt wat is gezegd
help-no = no: een voorstel niet vastleggen; de partij gaat door zoals ze stond
help-decline = decline: het openstaande remiseaanbod afwijzen (ook een zet geldt als afwijzing)
help-volume = volume N: spraakvolume in procent, van 0 tot 100, zoals volume 80
help-end-cancel = end / cancel: bij compare per regel vergelijkt end, en stopt cancel
help-topics = help TOPIC: meer over een commando of een onderwerp, bijvoorbeeld { $example }. Onderwerpen: start, game, clock, file, mirror, arbiter, assistant, adjourn, lines, screen. En: explore, speech, braille, moves, replay, pgn, eboard, windows, settings, vocabularies, engine, broadcast, laws, learn.

## Settings: what each setting does. The same sentence is the help of the
## command-line option that gives the setting for one run (--control for
## control), and the comment above it in the file `annabella generate
## settings` writes. Keys and values are written as in the file.

settings-file-header =
    De instellingen van annabella, elk met wat ze doet. Je eigen bestand ({ $path }) hoeft alleen te bevatten wat je verandert, onder de kop van de sectie; wat het weglaat, houdt de waarde die hier staat. Een optie op de commandoregel heeft voor één keer voorrang boven beide.
settings-section-voice = Hoe zetten worden aangekondigd: met welke woorden, en met hoeveel.
settings-section-ui = De taal waarin annabella tegen je spreekt, en de letters die je typt.
settings-section-game = Hoe een nieuwe partij wordt ingesteld. Een hervatte partij houdt haar eigen gegevens.
settings-section-speech = Wie er spreekt, hoe snel en hoe luid, en via welk apparaat.
settings-section-engine = Het schaakprogramma om mee te oefenen en te studeren.
settings-section-broadcast = De live-uitzending en het overzicht van de arbiter.
settings-section-braille = Braille: de tabel van de bladen van de envelop, en de brailleleesregel.
settings-section-tui = De schermweergave.
settings-section-keys = De toetsen van de schermweergave, één voor elke actie. Een toets schrijf je als "f2", "ctrl-q", "alt-x", "shift-k", "esc", "enter", "space", "tab", "backspace", "up", "down", "left", "right", "home", "end", "pageup", "pagedown", "insert", "delete", of als één letter, cijfer of teken ("v", "?"). Hoofdletters of kleine letters maken in de namen geen verschil; "K" is hetzelfde als "shift-k". Ctrl-C hoort bij geen enkele actie: die verlaat altijd het programma, en de partij is opgeslagen. Een toets die overal werkt, moet een F-toets of een toets met een naam zijn, of ctrl- of alt- hebben, want een gewoon teken wordt in de invoerregel getypt.

setting-voice-voice = Het vocabulaire van de aankondigingen: de, da, nb, of een dat je zelf toevoegt. Leeg: de woorden van het land van de meldingen: Deens bij Deense meldingen (Anna, Bodil, Cecilie … et, to, tre), bij Noorse de standaard van 2014 (Anna, Bella, Cæsar … eins, zwei, met de Duitse stuknamen), anders Duits (Anna, Bella, Cesar … eins, zwei). Een gekozen stem heeft altijd voorrang.
setting-voice-files = De namen van de lijnen (Anna, Bella …) uit een ander vocabulaire nemen, bijvoorbeeld de, bij de stem da. Leeg: uit de stem.
setting-voice-ranks = De getallen van de rijen (eins, zwei …) uit een ander vocabulaire nemen. Leeg: uit de stem.
setting-voice-pieces = De namen van de stukken uit een ander vocabulaire nemen. Leeg: uit de stem.
setting-voice-long = Lange vorm: het vertrekveld van elke zet noemen ("Springer Gustav eins Felix drei").
setting-voice-pawn-name = De naam van de pion noemen vóór een pionzet ("Bauer Eva vier"); staat dit uit, dan alleen het veld ("Eva vier").
setting-voice-check = Schaak en mat aankondigen (volgens de regels van 2001 niet verplicht).
setting-ui-lang = De taal waarin annabella tegen je spreekt: en, da, de, nb, nl. Leeg: de taal van het systeem als annabella die heeft, anders die van een gekozen stem, anders Engels.
setting-ui-letters = De stukletters die je typt en leest: en, da, de, nb, nl. Leeg: die van de taal. Met nl is P het paard.
setting-game-control = Het speeltempo, zoals PGN het schrijft (40/5400:1800+30, 300+3, 5400d5 voor een vertraging van 5 seconden) of in de verkorte schrijfwijze van de FIDE (90/40+30+30s, 15+10, 3+2). Een X+Y zonder eenheden betekent minuten en seconden als X kleiner is dan 180 (15+10), anders seconden en seconden (300+3).
setting-game-laws = De editie van de FIDE-regels: 2017, 2014, 2005 of 2001.
setting-game-kind = De soort partij: standard, rapid of blitz. Leeg: zoals die volgens de definitie van de editie uit het speeltempo volgt. Geef die op als het toernooireglement iets anders bepaalt.
setting-game-supervision = Hoe het toernooi volgens de regels van 2014 en 2017 toezicht houdt op rapid- en snelschaakpartijen: partial (A.4 en B.4: een onreglementaire zet verliest op claim van de tegenstander, en wie op tijd claimt, moet zelf nog tijd op de klok hebben), de standaard van de regels, of full (A.3 en B.3: één arbiter voor ten hoogste drie partijen, die elk worden genoteerd; de wedstrijdregels gelden).
setting-game-quickplay = Het toernooi heeft versneld beëindigen aangekondigd (FIDE-regels 2017 richtlijn III, 2014 aanhangsel G, 2005 en 2001 art. 10): met minder dan 2 minuten op de klok in de laatste periode mag de speler die aan zet is remise claimen. Niet in een snelschaakpartij, en volgens de regels van 2014 en 2017 ook niet met extra tijd per zet of vertraging.
setting-game-color = De kleur van de blinde of visueel gehandicapte speler: white of black.
setting-game-warnings = De resterende tijd op de eigen klok van de blinde speler waarbij annabella waarschuwt.
setting-game-periodic = De resterende tijd van de blinde speler ongevraagd melden: uit (leeg), tenzij gekozen, want ongevraagd wordt alleen gemeld wat de speler zelf koos. Bijvoorbeeld "5m, 1m<10m, 10s<1m": elke 5 minuten, elke minuut onder de 10 minuten, elke 10 seconden onder de minuut.
setting-game-mirror = Hoe het pennenbord wordt gevolgd: assumed (elke zet geldt als uitgevoerd zoals aangekondigd, tenzij een invoer met peg iets anders zegt) of strict (het indrukken van de klok wacht tot de uitvoering met peg is ingevoerd).
setting-game-eboard = De seriële poort van het elektronische bord (DGT) van de ziende speler, waarvan de zetten dan worden gelezen: /dev/ttyACM0, /dev/ttyUSB0, COM3. Leeg: geen.
setting-speech-backend = Wie er spreekt: auto (de ingebouwde stem als er een geluidskaart opengaat, anders de systeemstem, anders getoonde regels), clips (de ingebouwde stem), tts (de systeemstem), reader (Windows: de schermlezer die draait, NVDA of JAWS, met zijn eigen stem; elders de systeemstem), text (alleen getoonde regels, voor schermlezers en brailleleesregels), none. Als invoer of uitvoer geen terminal is, betekent auto text.
setting-speech-rate = Het spreektempo, in procent van het normale tempo.
setting-speech-volume = Het spraakvolume, in procent van het normale volume.
setting-speech-earcons = Korte geluidssignalen bij een voltooide zet, schaak, een weigering, weinig tijd, een gevallen vlag, en een pennenbord dat afwijkt.
setting-speech-gap-ms = De stilte tussen de woorden van de ingebouwde stem, in milliseconden.
setting-speech-public-device = Het geluidsapparaat (een deel van de naam) voor openbare aankondigingen: een luidspreker voor aan tafel. Leeg: het standaardapparaat.
setting-speech-private-device = Het geluidsapparaat (een deel van de naam) voor privéspraak: een oortje. Leeg: het standaardapparaat.
setting-engine-program = Het schaakprogramma om mee te oefenen en te studeren (eval, best, line, review): een programma dat UCI spreekt, bij naam via het PATH (ook /usr/games, waar Debian stockfish plaatst) of met een pad.
setting-engine-strength = Hoe sterk het speelt in een oefenpartij: "" (volle sterkte), een rating zoals "1500", of een niveau zoals "level 5" (0 tot 20).
setting-engine-think = Hoe lang het over een zet nadenkt in een oefenpartij: een tijd zoals "5s" (intussen loopt zijn klok), "" (het deelt zijn eigen bedenktijd in, als een toernooispeler), of "nodes 20000" (een vaste berekening: elke keer dezelfde zet).
setting-engine-analysis-time = Hoe lang het schaakprogramma over een stelling nadenkt als je het bij het studeren raadpleegt, bijvoorbeeld 2s; of "nodes 20000", een vaste zoektocht die elke keer hetzelfde antwoord geeft.
setting-engine-options = De eigen opties van het schaakprogramma, ongewijzigd doorgegeven als het ze heeft, bijvoorbeeld { "{" } Threads = 2, Hash = 128 { "}" }.
setting-broadcast-serve = Elke partij aanbieden terwijl ze gespeeld wordt, voor een live-uitzending en het overzicht van de arbiter: GET /game.pgn en /status.json over HTTP.
setting-broadcast-address = Waar de partij wordt aangeboden: een poort alleen op deze computer ("8064"), of een adres en een poort ("0.0.0.0:8064" voor het hele netwerk; poort 0: elke vrije poort).
setting-broadcast-delay = Hoe lang de zetten uit de PGN van de uitzending worden achtergehouden, tegen valsspelen, bijvoorbeeld 15m (een los getal betekent minuten). De status wordt niet achtergehouden: die noemt geen zet, en de arbiter heeft hem nodig zoals hij is.
setting-braille-table = De liblouis-tabel van de braillebladen van de envelop (BRF) en van de brailleleesregel. Leeg: de onverkorte tabel van de taal van de tekst (da-dk-g16.ctb, de-g0-detailed.utb, no-no-g0.utb, nl-NL-g0.utb, en-ueb-g1.ctb); anders elke tabel voor zespuntsbraille, bij naam, bijvoorbeeld "de-g1.ctb".
setting-braille-display = De schermweergave ook op een brailleleesregel tonen: via BRLTTY onder Linux, de lokale tenzij BRLAPI_HOST een andere noemt. In de regelmodus blijft de leesregel voor de schermlezer.
setting-tui-theme = De kleuren van de schermweergave: high-contrast, dark, light of mono (geen kleur: alleen omgekeerde weergave en onderstreping). NO_COLOR in de omgeving dwingt mono af.
setting-tui-big-text = De laatste aankondiging in grote letters over het scherm tonen (de toets van big_text zet dit tijdens de partij aan of uit).

## Learning from one's own game: the moves that turned it (mistakes), each
## tried again from the position before it (retry), and the move tried
## judged beside the engine's and the game's.

judgement-short = { $kind ->
        [even] gelijk
        [slightly] iets beter voor { $side ->
            [white] { -white }
           *[black] { -black }
        }
        [better] ongeveer { $number ->
            [one] één pion
           *[other] { $number } pionnen
        } voordeel voor { $side ->
            [white] { -white }
           *[black] { -black }
        }
        [winning] gewonnen voor { $side ->
            [white] { -white }
           *[black] { -black }
        }
        [mate] mat in { $number } voor { $side ->
            [white] { -white }
           *[black] { -black }
        }
       *[mated] mat
    }
learn-none = { $side ->
        [white] Geen zet van { -white } deed de partij kantelen.
        [black] Geen zet van { -black } deed de partij kantelen.
       *[both] Geen zet deed de partij kantelen.
    }
learn-found = { $count ->
        [one] Eén zet deed de partij kantelen; met retry probeer je hem opnieuw:
       *[other] { $count } zetten deden de partij kantelen; met retry probeer je de eerste opnieuw:
    }
learn-point = { $n }. { $played }: { $kind ->
        [mate-missed] mist een mat in { $number }
        [mate-allowed] laat mat in { $number } toe
        [lost] kostte ongeveer { $number ->
            [one] een pion
           *[other] { $number } pionnen
        }
       *[cost] van { $from } naar { $to }
    }.
learn-retry = Keerpunt { $n } van { $total }: de stelling vóór { $played }.
learn-state = Keerpunt { $n } van { $total }, { $side ->
        [white] { -white }
       *[black] { -black }
    } is aan zet
learn-game-move = Dat is de gespeelde zet: daarmee kantelde de partij.
learn-in-check = { $side ->
        [white] { -white }
       *[black] { -black }
    } staat schaak.
learn-your-move = { $side ->
        [white] { -white }
       *[black] { -black }
    } is aan zet. Typ een betere zet; best zegt de zet van het schaakprogramma, retry gaat verder.
learn-verdict = { $kind ->
        [best] Gevonden: de zet van het schaakprogramma zelf.
        [as-good] Gevonden: even goed als de zet van het schaakprogramma.
        [better] Beter dan de gespeelde zet, maar nog niet de beste.
       *[mistake] Nog steeds een fout: { $why }.
    }
learn-why = { $kind ->
        [mate] hij laat mat in { $moves } toe
        [loses] hij verliest een { $piece } door { $reply }
       *[worse] daarna { $piece }
    }
learn-count = { $found } van { $total } gevonden ({ $tried } geprobeerd).
learn-first = Typ eerst mistakes: het schaakprogramma zoekt de zetten waarmee de partij kantelde.
learn-done = Dat was het laatste keerpunt: { $found } van { $total } gevonden.
learn-no-point = Er is geen keerpunt { $n }: { $total ->
        [one] er is er maar één
       *[other] er zijn er { $total }
    }.
learn-not-retrying = Er staat geen keerpunt klaar: typ retry om er opnieuw een te proberen.
help-mistakes = mistakes: de zetten waarmee de partij kantelde, genummerd voor retry
threat = { $side ->
        [white] { -white }
       *[black] { -black }
    } dreigt met { $said }.
threat-check = { $side ->
        [white] { -white }
       *[black] { -black }
    } geeft schaak: dat schaak moet eerst worden gepareerd.
threat-none = { $side ->
        [white] { -white }
       *[black] { -black }
    } dreigt met niets dat het schaakprogramma ziet.
help-threat = threat: wat de tegenstander zou doen als die aan zet was
help-retry = retry: een keerpunt opnieuw (retry 2: het tweede); typ dan een zet
manual-learn-title = Leren van je eigen partijen
manual-learn =
    Open na een toernooi je partij: annabella replay --game ronde3.annabella, of een PGN-bestand. Typ mistakes. Het schaakprogramma loopt de partij door, en noemt de zetten waarmee ze kantelde, één regel per zet: de zet, en wat hij kostte, van gelijk naar ongeveer één pion voordeel voor Zwart, of een gemiste mat. Terwijl het werkt, wordt de voortgang gemeld. De analyse wordt naast het partijbestand opgeslagen, zodat een tweede keer meteen klaar is.
    Typ retry. De stelling vóór de eerste van die zetten wordt opgesomd, zoals je haar op het pennenbord opzet: eerst de stukken van de speler die aan zet is, dan die van de tegenstander. Typ een betere zet, in elke notatie. Het antwoord zegt of het de zet van het schaakprogramma zelf is, even goed, beter dan de gespeelde zet, of nog steeds een fout, en waarom: hij verliest een paard door Dame David vier.
    Probeer het opnieuw, of typ best voor de zet van het schaakprogramma, en de variant die het verwacht. Daarna gaat retry naar het volgende keerpunt; retry 3 gaat naar het derde. Aan het eind wordt gemeld hoeveel je er hebt gevonden. mistakes white noemt alleen de zetten van Wit.
    Het werkt in replay en na een afgelopen partij, nooit tijdens een partij tegen een mens.
    Zie ook: help engine, help replay.
