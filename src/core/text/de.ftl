### Deutsch: every sentence the program says or prints. en.ftl describes the
### variables; this file has the same messages.

-white = Weiß
-black = Schwarz

-king = König
-queen = Dame
-rook = Turm
-bishop = Läufer
-knight = Springer
# The weak noun: "keinen Bauern".
-pawn = { $case ->
       *[nominative] Bauer
        [accusative] Bauern
    }

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
or = oder
then = dann
unit = { $unit ->
        [hour] { $n ->
            [one] Stunde
           *[other] Stunden
        }
        [minute] { $n ->
            [one] Minute
           *[other] Minuten
        }
        [second] { $n ->
            [one] Sekunde
           *[other] Sekunden
        }
       *[move] { $n ->
            [one] Zug
           *[other] Züge
        }
    }

## Moves that cannot be read or played

empty = bitte einen Zug eingeben
unreadable = "{ $input }" ist als Zug nicht lesbar; zum Beispiel e4, { $san }, e2e4 oder "{ $spoken }" eingeben
spoken-example = Springer Felix drei
unknown-word = "{ $input }": "{ $word }" ist kein Wort der Zugansage
game-over = die Partie ist beendet
ambiguous = "{ $input }" passt auf mehrere Züge: { $candidates }; den gemeinten Zug genauer eingeben
promotion-piece = { $native ->
       *[true] der Bauer erreicht { $square }: bitte die neue Figur nennen, zum Beispiel { $example }
        [false] { $pawn } erreicht { $square }: bitte die neue Figur nennen, zum Beispiel { $example }
    }
# Accusative: "keinen Springer", "keine Dame", "keinen Bauern".
no-piece = { $side ->
        [white] { -white }
       *[black] { -black }
    } hat { $role ->
        [queen] keine
       *[other] keinen
    } { $native ->
        [true] { $role ->
            [pawn] { -pawn(case: "accusative") }
           *[other] { $piece }
        }
       *[false] { $piece }
    }
cannot-reach = { $role ->
        [queen] keine
       *[other] kein
    } { $piece }{ $from ->
        [file] {" "}auf der { $from_file }-Linie
        [rank] {" "}auf der { $from_rank }. Reihe
        [square] {" "}auf { $from_square }
       *[none] {""}
    } kann { $to } erreichen
empty-square = auf { $square } steht keine Figur
not-your-piece = die Figur auf { $square } gehört { $owner ->
        [white] { -white }
       *[black] { -black }
    }
cannot-move-there = { $role ->
        [queen] die
       *[other] der
    } { $piece } auf { $from } kann nicht nach { $to } ziehen
own-piece = auf { $square } steht schon eine eigene Figur ({ $piece })
nothing-to-capture = auf { $square } gibt es nichts zu schlagen
not-en-passant = das ist kein En-passant-Schlag
no-promotion = nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt
promotion-choice = ein Bauer kann nur Dame, Turm, Läufer oder Springer werden
other-sides-move = { $side ->
        [white] { -white(case: "upper") }
       *[black] { -black(case: "upper") }
    } ist am Zug: Das ist ein Zug von { $other ->
        [white] { -white }
       *[black] { -black }
    }, vielleicht nach einem nicht eingegebenen Zug
king-in-check = { $native ->
       *[true] der König stünde im Schach
        [false] { $king } stünde im Schach
    }
in-check = { $native ->
       *[true] der König steht im Schach, und dieser Zug hebt das Schach nicht auf
        [false] { $king } steht im Schach, und dieser Zug hebt das Schach nicht auf
    }
castle = { $native ->
       *[true] { $side ->
            [king-side] die kurze Rochade
           *[queen-side] die lange Rochade
        } ist nicht möglich: { $block ->
            [no-rights] der König oder dieser Turm hat schon gezogen
            [in-check] der König steht im Schach
            [blocked] zwischen König und Turm stehen Figuren
           *[attacked] der König würde ein angegriffenes Feld überqueren oder betreten
        }
        [false] { $castling } ist nicht möglich: { $block ->
            [no-rights] { $king } oder { $rook } hat schon gezogen
            [in-check] { $king } steht im Schach
            [blocked] zwischen { $king } und { $rook } stehen Figuren
           *[attacked] { $king } würde ein angegriffenes Feld überqueren oder betreten
        }
    }
bad-move = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } "{ $input }": { $reason }
number-misplaced = die Zugnummer "{ $written }" steht dort, wo Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } stehen müsste
result-inside = das Ergebnis "{ $token }" steht vor weiteren Zügen: nach dem Ergebnis darf auf dem Partieformular kein Zug mehr stehen
result-contradicts = das Ergebnis "{ $given }" passt nicht zu den Zügen, die mit { $ended } enden
bad-fen = die Stellung "{ $fen }" ist nicht verwendbar: { $detail ->
       *[whole] sie ist keine FEN aus sechs Teilen
        [board] der Brett-Teil ist nicht lesbar
        [turn] die Seite am Zug ist weder w noch b
        [castling] der Rochade-Teil ist nicht lesbar
        [en-passant] das En-passant-Feld ist nicht lesbar
        [halfmoves] die Zahl der Halbzüge ist nicht lesbar
        [fullmoves] die Zugnummer ist nicht lesbar
        [move-number-too-high] die Zugnummer ist größer als 10.000; so weit kommt keine Partie
        [empty-board] das Brett ist leer
        [missing-king] ein König fehlt
        [too-many-kings] eine Seite hat mehr als einen König
        [pawns-on-back-rank] ein Bauer steht auf der ersten oder letzten Reihe
        [castling-rights] ein Rochaderecht passt nicht zu Königen und Türmen
        [en-passant-square] das En-passant-Feld passt nicht zur Stellung
        [opposite-check] die Seite, die nicht am Zug ist, steht im Schach
        [impossible-check] kein Zug könnte dieses Schach gegeben haben
        [too-much-material] es stehen mehr Figuren auf dem Brett, als in einer Partie möglich sind
    }
unknown-vocabulary = es gibt kein Vokabular "{ $id }"; bekannt sind: { $known }
# What is wrong in a vocabulary file (voices/ID.toml), for its author; the
# file and line stand before it.
vocab-bad-id = die Kennung "{ $id }" des Vokabulars (der Dateiname) darf nur Buchstaben, Ziffern, - und _ enthalten
# $detail is the TOML reader's own (English) wording.
vocab-toml = { $detail }
vocab-not-eight = `{ $key }` hat { $count } { $key ->
        [files] Namen
       *[ranks] Wörter
    }, nötig sind genau 8 ({ $key ->
        [files] a bis h
       *[ranks] 1 bis 8
    })
vocab-one-colour = `[{ $has }]` braucht daneben eine Tabelle `[{ $lacks }]`: die sechs Figuren (König, Dame, Turm, Läufer, Springer, Bauer) in jeder Farbe, oder keine der beiden Tabellen
vocab-empty = `{ $key }` ist leer
vocab-same-word = `{ $a }` und `{ $b }` sind dasselbe Wort "{ $word }"; alle Wörter müssen verschieden sein
vocab-pronounce-empty = [pronounce] "{ $word }": ein Wort und seine Aussprache, keins von beiden leer

## The talking clock

time-line = { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $completed ->
        [one] { $completed } Zug
       *[other] { $completed } Züge
    } abgeschlossen, { $used } verbraucht, { $flag ->
        [true] Fallblättchen gefallen
       *[false] { $left } übrig
    }.
time-pending = Zug { $number } von { $by ->
        [white] { -white }
       *[black] { -black }
    } ist angesagt, aber nicht abgeschlossen: er zählt noch nicht, und die Uhr von { $by ->
        [white] { -white }
       *[black] { -black }
    } läuft noch.
left = { $span } übrig
flag-fell = Das Fallblättchen von { $color ->
        [white] { -white } ist gefallen. { -black }
       *[black] { -black } ist gefallen. { -white }
    } { $opponent_can_mate ->
        [true] kann noch mattsetzen und würde auf Reklamation wegen Zeitüberschreitung gewinnen (unverbindlicher Hinweis).
       *[false] kann mit dem verbliebenen Material nicht mattsetzen: sobald die Zeitüberschreitung reklamiert oder vom Schiedsrichter festgestellt ist, ist die Partie remis (unverbindlicher Hinweis).
    }
time-added = { $span } zur Uhr von { $color ->
        [white] { -white }
       *[black] { -black }
    } hinzugefügt.
clock-set = Die Uhr von { $color ->
        [white] { -white }
       *[black] { -black }
    } ist auf { $left } gestellt.
clock-now = Manuelle Uhr: { $since_start } seit Beginn.
period-moves = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } in { $time }
period-repeats = danach jeweils dieselbe Zeit für { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
period-rest = { $time } für den Rest der Partie
# $from: the move it starts at, said where the control has several periods (0: not said).
increment = { $time } Zuschlag pro Zug{ $from ->
        [0] {""}
       *[other] {" ab Zug "}{ $from }
    }
delay = { $time } Verzögerung pro Zug{ $from ->
        [0] {""}
       *[other] {" ab Zug "}{ $from }
    }
control-error = die Bedenkzeit "{ $text }" ist nicht lesbar; zum Beispiel 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 oder 5400d5 schreiben, jede Zeit höchstens { $hours } Stunden
# A control that reads but is most likely a slip: refused with the likely meaning.
control-swapped = die Bedenkzeit "{ $text }" hieße { $moves } Züge in { $minutes } Minuten; für { $minutes } Züge in { $moves } Minuten: { $moves }/{ $minutes }{ $rest } oder { $minutes }/{ $seconds } schreiben
control-no-base = die Bedenkzeit "{ $text }" enthält keine Grundzeit; zum Beispiel 3+2 schreiben (3 Minuten, dann 2 Sekunden Zuschlag pro Zug)
control-seconds = in der Bedenkzeit "{ $text }": ist { $number } in Minuten oder in Sekunden gemeint? Für Minuten { $number }m (oder { $seconds }) schreiben, für Sekunden { $number }s

## The move workflow

correction = Korrektur: { $announcement }
confirmed = Vom Gegner wiederholt.
completed = { $by ->
        [white] { -white } hat Zug { $number } abgeschlossen. { -black } ist am Zug.
       *[black] { -black } hat Zug { $number } abgeschlossen. { -white } ist am Zug.
    }
to-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } ist am Zug.
waiting-for-press = Der Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    } ist angesagt; { $next ->
        [peg] eingeben, wie er auf dem Steckbrett ausgeführt wurde (peg ok), oder den Zug korrigieren (fix MOVE).
       *[press] die Uhr drücken (press) oder den Zug korrigieren (fix MOVE).
    }
# Said first by every answer about the position while a move is announced
# and not yet completed: the answer describes the position after it.
shown-after-pending = Stellung nach dem angesagten Zug "{ $announcement }" von { $by ->
        [white] { -white }
       *[black] { -black }
    }, noch nicht abgeschlossen.
pending = Der Zug "{ $announcement }" von { $by ->
        [white] { -white }
       *[black] { -black }
    } ist noch nicht abgeschlossen. { $next ->
        [peg] Zuerst eingeben, wie er auf dem Steckbrett ausgeführt wurde (peg ok, peg MOVE oder peg FROM TO), oder den Zug korrigieren (fix MOVE).
       *[press] Zuerst die Uhr drücken (press) oder den Zug korrigieren (fix MOVE).
    }
pending-after-answer = Der Zug "{ $announcement }" von { $by ->
        [white] { -white }
       *[black] { -black }
    } ist noch nicht abgeschlossen; { $dropped ->
        [true] wenn die Antwort no ist,
       *[false] nach der Antwort
    } { $next ->
        [peg] eingeben, wie er auf dem Steckbrett ausgeführt wurde (peg ok), oder ihn korrigieren (fix MOVE).
       *[press] die Uhr drücken (press) oder ihn korrigieren (fix MOVE).
    }
nothing-to-press = Es ist kein Zug angesagt: zuerst den Zug eingeben, dann die Uhr drücken (press).
nothing-to-fix = Es gibt keinen angesagten Zug zu korrigieren: bitte den Zug eingeben.
nothing-to-confirm = Es gibt keinen angesagten Zug zu bestätigen.
last-move = { $by ->
        [white] { -white }
       *[black] { -black }
    }, Zug { $number }: { $announcement }.{ $completed ->
        [true] {""}
       *[false] {" "}Noch nicht abgeschlossen.
    }
no-moves = Es wurde noch kein Zug gespielt.

## Draws, claims, results

draw-offered = { $by ->
        [white] { -white }
       *[black] { -black }
    } bietet Remis an.
draw-declined = { $by ->
        [white] { -white }
       *[black] { -black }
    } lehnt das Remisangebot ab.
no-offer = Es liegt kein Remisangebot vor.
offer-standing = Das Remisangebot von { $by ->
        [white] { -white }
       *[black] { -black }
    } ist noch offen: { $early ->
        [true] zuerst ablehnen (decline); Remis kann erst vereinbart werden, wenn beide Spieler mindestens einen Zug ausgeführt haben (FIDE-Regeln 2017, Art. 5.2.3).
       *[false] zuerst annehmen oder ablehnen (accept, decline).
    }
agreement-too-early = Remis kann erst vereinbart werden, wenn beide Spieler mindestens einen Zug ausgeführt haben (FIDE-Regeln 2017, Art. 5.2.3).
offer-open = Das Remisangebot von { $by ->
        [white] { -white }
       *[black] { -black }
    } ist offen: { $early ->
        [true] Remis kann erst vereinbart werden, wenn beide Spieler mindestens einen Zug ausgeführt haben (FIDE-Regeln 2017, Art. 5.2.3); das Angebot ablehnen (decline); auch ein Zug gilt als Ablehnung.
       *[false] annehmen oder ablehnen (accept, decline); auch ein Zug gilt als Ablehnung.
    }
claim = { $by ->
        [white] { -white }
       *[black] { -black }
    } reklamiert Remis { $kind ->
        [threefold] wegen dreimaliger Stellungswiederholung
       *[fifty] nach der 50-Züge-Regel
    }: { $correct ->
        [true] die Reklamation ist berechtigt
       *[false] { $written ->
            [true] die Reklamation ist nicht berechtigt; die Partie geht mit dem notierten Zug weiter
           *[false] die Reklamation ist nicht berechtigt; die Partie geht weiter
        }
    }.
claim-with-pending = Ein Zug ist bereits angesagt. Remis vor dem Ausführen des Zuges reklamieren, mit dem beabsichtigten Zug: claim { $kind } MOVE.
ended = { $reason ->
        [checkmate] Schachmatt.
        [stalemate] Patt.
        [dead-position] Keine Seite kann mattsetzen: tote Stellung.
        [fivefold] Dieselbe Stellung zum fünften Mal.
        [seventy-five-moves] 75 Züge jeder Seite ohne Schlagen und ohne Bauernzug.
        [resignation] { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        } gibt auf.
        [agreement] { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        } nimmt das Remisangebot an.
        [threefold] Remis durch dreimalige Stellungswiederholung, reklamiert von { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
        [fifty-moves] Remis nach der 50-Züge-Regel, reklamiert von { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        }.
        [time] { $by ->
            [white] { -white } reklamiert Zeitüberschreitung.
            [black] { -black } reklamiert Zeitüberschreitung.
           *[none] Beide Fallblättchen sind gefallen.
        }
        [illegal-moves] Der Schiedsrichter legt das Ergebnis wegen der regelwidrigen Züge fest.
        [quickplay] Der Schiedsrichter erklärt die Partie für remis, nachdem { $by ->
            [white] { -white }
            [black] { -black }
           *[none] {""}
        } in der Endspurtphase reklamiert hat.
       *[arbiter] Der Schiedsrichter legt das Ergebnis fest.
    } { $result ->
        [white-wins] { -white } gewinnt, 1-0.
        [black-wins] { -black } gewinnt, 0-1.
       *[draw] Die Partie endet remis, 1/2-1/2.
    }

# What the players must know now: short phrases, joined with " · ".
situation-playing = { $side ->
        [white] { -white }
       *[black] { -black }
    } am Zug, Zug { $number }
situation-adjourned = Hängepartie: { $side ->
        [white] { -white }
       *[black] { -black }
    } hat Zug { $number } abgegeben
situation-ended = Partie beendet, { $result ->
        [white-wins] 1-0
        [black-wins] 0-1
       *[draw] 1/2-1/2
    }
situation-carry-out = { $side ->
        [white] { -white }
       *[black] { -black }
    } hat { $said } angesagt: noch auszuführen
situation-question = { $what ->
        [result] Ergebnis { $result }: yes oder no?
        [rollback] zurücksetzen: yes oder no?
        [illegal] regelwidriger Zug: yes oder no?
        [clock] Uhr: yes oder no?
       *[other] yes oder no?
    }
situation-offer = Remisangebot von { $side ->
        [white] { -white }
       *[black] { -black }
    }
situation-peg = Steckbrett weicht ab
result-only = { $result ->
        [white-wins] { -white } gewinnt, 1-0.
        [black-wins] { -black } gewinnt, 0-1.
       *[draw] Remis, 1/2-1/2.
    }
## The game file

new-game = Neue Partie.{ $has_white ->
        [true] {" "}{ -white }: { $white }.
       *[false] {""}
    }{ $has_black ->
        [true] {" "}{ -black }: { $black }.
       *[false] {""}
    } { $blind ->
        [white] { -white }
       *[black] { -black }
    } spielt auf dem Steckbrett. Bedenkzeit: { $control }. FIDE-Regeln { $laws }.
time-on-request = Die Zeit wird nur auf Verlangen genannt ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }): keine Warnungen bei knapper Zeit; time eingeben.
control-reached = { $side ->
        [white] { -white }
       *[black] { -black }
    } hat mit Zug { $moves } die Zeitkontrolle erreicht: { $added } hinzugefügt.
note-control-reached = { $side ->
        [white] { -white }
       *[black] { -black }
    } erreichte mit Zug { $moves } die Zeitkontrolle, { $added } hinzugefügt
quickplay-announced = Endspurtphase angekündigt ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }): mit weniger als 2 Minuten Restzeit im letzten Zeitabschnitt kann der Spieler am Zug Remis reklamieren: claim quickplay.
quickplay-excluded = Die Regelung zur Endspurtphase gilt für diese Partie nicht ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }).
quickplay-not-announced = Das Turnier hat für diese Partie keine Endspurtphase angekündigt ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }): diese Reklamation gibt es nicht.
quickplay-not-yet = Eine Reklamation in der Endspurtphase setzt voraus, dass der Reklamierende im letzten Zeitabschnitt weniger als 2 Minuten Restzeit hat und sein Fallblättchen noch nicht gefallen ist ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }); { $by ->
        [white] { -white }
       *[black] { -black }
    } hat { $left }.
quickplay-claimed = { $by ->
        [white] { -white }
       *[black] { -black }
    } reklamiert Remis in der Endspurtphase mit { $left } Restzeit ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }): die Uhren sind angehalten, der Schiedsrichter wird gerufen.
note-quickplay-claim = { $side ->
        [white] { -white }
       *[black] { -black }
    } reklamiert Remis in der Endspurtphase mit { $left } Restzeit{ $rule }
replacing-move-bound = Für den Zug, der ihn ersetzt, gilt die Regel "berührt – geführt" ({ PART($touch) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $touch }).
increment-requested = { $by ->
        [white] { -white }
       *[black] { -black }
    } beantragt einen Zuschlag von 5 Sekunden pro Zug für beide Spieler ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }): das gilt als Remisangebot. { $by ->
        [white] { -black }
       *[black] { -white }
    } nimmt das Remisangebot an (accept) oder lehnt es ab (decline); lehnt er ab, entscheidet der Schiedsrichter über den Zuschlag.
increment-set = Ab jetzt erhalten beide Spieler nach jedem Zug { $span } Zuschlag
note-increment-set = ab jetzt { $span } Zuschlag pro Zug für beide Spieler
no-increment-request = Die FIDE-Regeln { $year } kennen keinen Antrag auf einen Zuschlag; Remis reklamiert man mit claim quickplay.
quickplay-not-now = der Schiedsrichter lehnt die Reklamation ab oder schiebt seine Entscheidung hinaus (ein Remis wird dann mit result eingetragen), und die Uhr von { $side ->
        [white] { -white }
       *[black] { -black }
    } läuft wieder.
words-used = Die Züge werden mit diesen Wörtern angesagt: { $examples } (andere: --voice da dänisch, de deutsch, nb norwegisch).
game-kind-standard = Standardschach.
game-kind = { $kind ->
        [rapid] Schnellschach
       *[blitz] Blitzschach
    } ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }).
kind-full = Die Turnierschachregeln gelten ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }).
kind-illegal-loses = Ein abgeschlossener regelwidriger Zug führt zum Partieverlust, wenn der Gegner dies vor seinem nächsten Zug reklamiert; kann der Gegner nicht mattsetzen, ist die Partie remis ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }).
kind-illegal-until = Ein regelwidriger Zug wird nur bestraft, wenn der Gegner ihn reklamiert, bevor er selbst zieht ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }).
kind-penalty = Zeitstrafen betragen { $minutes } Minute ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }).
kind-claimant-time = Eine Reklamation wegen Zeitüberschreitung setzt voraus, dass der Reklamierende selbst noch Restzeit auf seiner Uhr hat ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }).
kind-both-flags = Sind beide Fallblättchen gefallen, ist die Partie remis ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }).
resumed = Partie bei Zug { $number } fortgesetzt. { $status }
time-while-closed = Während annabella geschlossen war, lief die Uhr von { $color ->
        [white] { -white } weiter: { -white }
       *[black] { -black } weiter: { -black }
    } hat dabei { $span } verbraucht.
setup-ignored = Es gelten die Einstellungen der Partie; nicht übernommen: { $options }.
told-now = Ab jetzt in dieser Partie: { $options }.
assistant-on-resume = Soll { $name } ab jetzt assistieren, dann eingeben: assistant on { $name }
resume-at-on-resume = Zeit und Ort der Wiederaufnahme legt envelope TEXT fest, zum Beispiel envelope 2026-11-22 10:00, Saal B.
over-at-start = Mit dieser Stellung kann keine Partie beginnen: { $reason ->
        [checkmate] die Seite am Zug ist matt.
        [stalemate] die Seite am Zug ist patt.
       *[other] keine Seite kann mattsetzen.
    }
started-from = Die Partie beginnt mit der angegebenen Stellung bei Zug { $number }, { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug. Mit board hören Sie die Stellung.

## Two boards, two scoresheets, the assistant, the arbiter, adjournment

misplaced = { $piece } auf { $on } gehört auf { $should_be }
extra = { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) auf { $on } gehört nicht dorthin
missing = { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) fehlt auf { $on }
replaced = { $have } ({ $have_side ->
        [white] { -white }
       *[black] { -black }
    }) steht auf { $on } statt { $want } ({ $want_side ->
        [white] { -white }
       *[black] { -black }
    })
board-differs = Das Steckbrett weicht ab: { $item }.
peg-still-differs = Das Steckbrett weicht noch an { $places ->
        [one] einer Stelle
       *[other] { $places } Stellen
    } von der Partie ab{ $blocked ->
        [true] , und dieser Zug lässt sich darauf nicht ausführen
       *[false] {""}
    }: diff nennt die Schritte.
peg-other-move = Wurde { $written } ausgeführt, stattdessen die Ansage korrigieren: fix { $written }.
boards-agree = Das Steckbrett stimmt mit der Partie überein.
diff-heading = Das Steckbrett weicht an { $places ->
        [one] einer Stelle
       *[other] { $places } Stellen
    } von der Partie ab; { $steps ->
        [one] ein Schritt korrigiert
       *[other] { $steps } Schritte korrigieren
    } es.
diff-item = Steckbrett: { $item }.
eboard-differs = Das elektronische Brett weicht an { $places ->
        [one] einer Stelle
       *[other] { $places } Stellen
    } von der Partie ab.
eboard-item = Auf dem elektronischen Brett: { $item }.
eboard-agrees = Das elektronische Brett stimmt wieder mit der Partie überein.
eboard-connected = Das elektronische Brett an { $path } ist verbunden.
eboard-lost = Das elektronische Brett an { $path } antwortet nicht ({ $why }): wieder einstecken; die Partie geht weiter.
eboard-promotion = Das elektronische Brett zeigt für die Umwandlung: { $piece } auf { $square }. War eine andere Figur gemeint, den Zug mit fix und dieser Figur eingeben.
step-line = Schritt { $number } von { $count }: { $step }.
peg-fixed-hint = Wenn das Steckbrett stimmt, peg fixed eingeben.
step-move = { $piece } von { $from } nach { $to } umstecken
step-remove = { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) von { $from } entfernen
step-put-back = { $piece } ({ $side ->
        [white] { -white }
       *[black] { -black }
    }) wieder auf { $on } stecken
step-lift = { $piece } auf { $from } herausnehmen und in der Hand behalten
step-place = { $piece } aus der Hand auf { $on } stecken
peg-fixed = Das Steckbrett ist korrigiert: es stimmt mit der Partie überein.
peg-needed = Zuerst eingeben, wie der Zug auf dem Steckbrett ausgeführt wurde: peg ok, peg MOVE oder peg FROM TO.
diff-peg-pending = Das Steckbrett stimmt mit der Partie vor dem angesagten Zug überein.
diff-peg-enter = Eingeben, wie der Zug ausgeführt wurde: peg ok, peg MOVE oder peg FROM TO.
nothing-to-peg = Es wurde noch kein Zug gespielt: für das Steckbrett ist nichts einzugeben.
bad-peg-squares = "{ $text }" ist kein Zug auf dem Steckbrett: zwei Felder angeben, auf dem ersten muss eine Figur stehen, zum Beispiel peg g1 f3.
after-move = nach Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }
game-start = bei Partiebeginn
sheet-notes = Vermerke für den Schiedsrichter:
nothing-written = nichts
sheets-agree = Beide Partieformulare stimmen bis zur Stellung { $through } überein.
correct-peg-board = Die Partieformulare stimmen überein, also wird das abweichende Brett korrigiert ({ PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }): das Steckbrett.
correct-other-board = Das Steckbrett stimmt mit den Partieformularen überein. Wenn die Bretter voneinander abweichen, wird das Brett des Gegners auf die Stellung der Partieformulare gebracht ({ PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }).
sheets-differ = Die Partieformulare weichen erstmals bei Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } voneinander ab. Hier steht { $ours }, auf dem anderen Formular { $theirs }. Vorschlag ({ PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }): zurück zur Stellung { $back_to }. Uhren wie damals: { -white } { $white_left } übrig; { -black } { $black_left } übrig. Dazu rollback eingeben; der Schiedsrichter kann die Uhren danach mit setclock ändern.
sheets-differ-announced = { $ours } ist der angesagte, noch nicht abgeschlossene Zug. Wurde { $theirs } gespielt, stattdessen die Ansage korrigieren: fix { $theirs }.
sheet-pending = Noch nicht auf dem Partieformular: { $by ->
        [white] { -white }
       *[black] { -black }
    }, Zug { $number }, { $written }, angesagt und noch nicht abgeschlossen.
clocks-started = Der Reklamation wird nicht stattgegeben: die Uhr von { $side ->
        [white] { -white }
       *[black] { -black }
    } läuft wieder.
# What a proposal will do, said before yes (the program's rule: a proposal says
# everything it will change, core::session::proposal_words): each part a sentence.
proposal-end-undone = Das Ergebnis { $result } wird damit zurückgenommen, und es wird weitergespielt.
proposal-replaces = Dies ersetzt das eingetragene Ergebnis { $result }.
proposal-unplayed = Der angesagte Zug "{ $announcement }" von { $by ->
        [white] { -white }
       *[black] { -black }
    } (noch nicht abgeschlossen) wird nicht gespielt; in der Partiedatei bleibt er als zurückgenommen vermerkt.
proposal-rollback = Zurück zur Stellung { $back_to }; { $has_moves ->
        [true] zurückgenommen werden { $moves }
       *[false] die Züge danach werden zurückgenommen
    }. Uhren dann: { -white } { $white_left } übrig; { -black } { $black_left } übrig.
proposal-illegal = Regelwidriger Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    } (der { $count }. regelwidrige Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDE-Regeln { $year }, { PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }): die Stellung davor wird wiederhergestellt.
time-taken = { $span } von der Uhr von { $color ->
        [white] { -white }
       *[black] { -black }
    } abgezogen.
clock-then = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat dann { $left } übrig.
moves-then = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat dann { $completed ->
        [one] { $completed } Zug
       *[other] { $completed } Züge
    } abgeschlossen.
proposal-flag-stays = Bei Antwort no: das Fallblättchen bleibt gefallen, und die Reklamation kann wiederholt werden (claim time).
proposal-offer-lapses = Das Remisangebot von { $by ->
        [white] { -white }
       *[black] { -black }
    } erlischt damit.
flag-stands-again = Das Fallblättchen von { $color ->
        [white] { -white }
       *[black] { -black }
    } gilt nicht mehr als gefallen.
flag-will-fall = Das Fallblättchen von { $color ->
        [white] { -white }
       *[black] { -black }
    } fällt.
proposal-if-no = Bei Antwort no: { $what }
claim-not-upheld = die Reklamation gilt als unberechtigt, und die Uhr von { $side ->
        [white] { -white }
       *[black] { -black }
    } läuft wieder.
written-move-played = { $by ->
        [white] { -white }
       *[black] { -black }
    } führt den bei der Reklamation notierten Zug aus: "{ $said }".
penalty-proposed = Dann vorgeschlagen: { $what }
# Both flags are down; the program knows which fell first (or, set by
# hand, that it cannot be known).
flags-both = Beide Fallblättchen sind gefallen, das von { $first ->
        [white] { -white }
       *[black] { -black }
    } zuerst: { $other ->
        [white] { -white }
       *[black] { -black }
    } kann Zeitüberschreitung reklamieren (unverbindlicher Hinweis).
flags-both-draw = Beide Fallblättchen sind gefallen: eine Reklamation wegen Zeitüberschreitung ergibt Remis ({ PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }).
flags-both-no-claim = Beide Fallblättchen sind gefallen; das von { $first ->
        [white] { -white }
       *[black] { -black }
    } fiel zuerst, aber eine Reklamation wegen Zeitüberschreitung setzt Restzeit auf der Uhr des Reklamierenden voraus ({ PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }): eine Reklamation ist nicht möglich, und die Partie geht weiter, sofern der Schiedsrichter nichts anderes entscheidet.
flags-both-unknown = Beide Fallblättchen sind gefallen, und welches zuerst fiel, ist nicht festzustellen: { $outcome ->
        [draw] eine Reklamation wegen Zeitüberschreitung ergibt Remis ({ PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }).
        [play-on] vor dem letzten Zeitabschnitt geht die Partie weiter ({ PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }), ohne Reklamation wegen Zeitüberschreitung.
       *[arbiter] diese Regeln sehen Remis nur in Partien ohne Zuschlag vor ({ PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }); der Schiedsrichter entscheidet; endet die Partie, trägt er das Ergebnis mit result ein.
    }
proposal-open = Zuerst muss der offene Vorschlag beantwortet werden: yes trägt ihn ein, no verwirft ihn (status wiederholt ihn).
seal-what = Welcher Zug wird abgegeben? Den Zug hinter den Befehl schreiben, zum Beispiel: seal Sf3.
seal-not-a-move = Dieser Zug ist hier nicht möglich; er wird nicht wiederholt, damit ihn niemand hört. seal und den Zug noch einmal eingeben.
seal-ambiguous = Diese Eingabe passt auf mehrere Züge; sie wird nicht wiederholt, damit niemand den Zug hört. seal und den Zug noch einmal eingeben, mit dem Ausgangsfeld.
seal-mistyped = Diese Zeile wird nicht wiederholt, damit niemand den Zug darin hört. Zum Abgeben seal, ein Leerzeichen und den Zug eingeben.
fix-same = Das ist der angesagte Zug: nichts zu korrigieren.
# A time typed with no unit outside a time control: both meanings.
unitless-time = { $number } Minuten oder { $number } Sekunden? Bitte eingeben: { $prefix } { $number }m oder { $prefix } { $number }s.
colon-time = { $typed } als Stunden und Minuten oder als Minuten und Sekunden? Bitte eingeben: { $prefix } { $first }h{ $second }m oder { $prefix } { $first }m{ $second }s.
seal-pending = Der angesagte Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    } ist der abzugebende Zug: nur seal eingeben, um ihn abzugeben.
end-not-fixable = Der Zug, der die Partie beendet hat, kann nicht mehr mit fix korrigiert werden: danach wurde etwas anderes eingegeben.
after-end = { $can ->
        [fix] Bis etwas anderes eingegeben wird, korrigiert fix MOVE den Zug, der die Partie beendet hat. Der Schiedsrichter kann diesen Zug noch mit illegal oder compare zurücknehmen; result trägt ein anderes Ergebnis ein. { -after-end-rest }
        [move] Der Schiedsrichter kann den Zug, der die Partie beendet hat, noch mit illegal oder compare zurücknehmen; result trägt ein anderes Ergebnis ein. { -after-end-rest }
       *[other] Der Schiedsrichter kann mit result noch ein anderes Ergebnis eintragen. { -after-end-rest }
    }
game-over-refused = { $ended } Der Befehl status sagt, was noch möglich ist.
-after-end-rest = Die Abfragen antworten weiter (sheet, board, square, time, status); setclock und addtime stellen weiter die Uhren; nach quit gibt der Befehl annabella export die Partie aus.
record-question = Einzutragen: { $what } { $over ->
        [true] Mit yes eintragen, mit no die Partie lassen, wie sie ist.
       *[false] Mit yes eintragen, mit no weiterspielen.
    }
record-cancelled = Es wurde nichts eingetragen.
nothing-to-answer = Es ist keine Frage offen: yes und no beantworten einen Vorschlag (ein Zurücksetzen der Partie, ein einzutragendes Ergebnis).{ $rollback ->
        [true] {" "}Der letzte Vergleich hat einen Unterschied gefunden: rollback eingeben, um den Vorschlag zum Zurücksetzen zu erhalten, dann yes oder no.
       *[false] {""}
    }
fix-after-press = Der letzte Zug ist abgeschlossen: die Uhr wurde gedrückt. Er kann nicht mehr korrigiert werden. Nur der Schiedsrichter kann ihn zurücknehmen (illegal), oder die Partieformulare entscheiden (compare).
rolled-back = Die Partie ist auf die Stellung { $back_to } zurückgesetzt. Uhren gestellt: { -white } { $white_left } übrig; { -black } { $black_left } übrig. { $to_move ->
        [white] { -white }
       *[black] { -black }
    } ist am Zug. Die zurückgenommenen Züge bleiben in der Partiedatei.
nothing-to-roll-back = { $compared ->
        [true] Der letzte Vergleich fand keinen Unterschied zwischen den Partieformularen, also gibt es nichts zurückzusetzen.
       *[false] Es wurde noch kein Unterschied zwischen den Partieformularen festgestellt, also gibt es nichts zurückzusetzen: zuerst vergleichen (compare MOVES).
    }
# The other sheet stops before the game ends: what it has agrees (FIDE Laws 2017
# D.2.9; moves missing at its end are no difference, core::session::compare).
# $far when more than one move is missing.
sheets-behind = Das andere Partieformular stimmt bis zur Stellung { $through } mit der Partie überein. Dort endet es: der Rest ist darauf noch nicht notiert.
sheet-far-behind = Es ist mehr als einen Zug im Rückstand: die fehlenden Züge nachtragen lassen, dann erneut vergleichen.
# The other sheet goes on past the game's last move with $extra.
sheets-ahead = Beide Partieformulare stimmen bis zur Stellung { $through } überein{ $announced ->
        [true] ; der letzte dieser Züge ist angesagt, aber noch nicht abgeschlossen.
       *[false] ; dort steht die Partie.
    } Das andere Formular geht weiter mit Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $extra }. Wurde das gespielt, als Zug eingeben; nichts wird zurückgenommen.
sheet-unreadable = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } auf dem anderen Partieformular, "{ $text }", ist in der Stellung davor kein möglicher Zug: nichts wurde verglichen. Diesen Eintrag prüfen und das Formular erneut eingeben, in Notation oder in den Wörtern der Ansage.
sheet-ambiguous = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } auf dem anderen Partieformular, "{ $text }", passt auf { $candidates }: nichts wurde verglichen. Nachfragen, welcher gespielt wurde, und das Formular erneut eingeben, diesmal mit dem vollständig ausgeschriebenen Zug.
sheet-ahead-stops = Danach steht auf dem anderen Partieformular "{ $text }", { $candidates ->
        [none] das in der Stellung davor kein möglicher Zug ist.
       *[other] das auf { $candidates } passt.
    }
# Bare compare: the other sheet entered a line at a time.
sheet-entry-start = Die Züge des anderen Partieformulars eingeben, einen oder mehrere pro Zeile, in Notation oder in den Wörtern der Ansage. Zum Vergleichen end oder eine leere Zeile eingeben, zum Abbrechen cancel.
sheet-entry-next = Als Nächstes: Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }.
sheet-entry-read = Gelesen: { $moves }.
sheet-entry-again = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }, "{ $text }", ist in der Stellung davor kein möglicher Zug: bitte erneut eingeben.
sheet-entry-ambiguous = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }, "{ $text }", passt auf { $candidates }: den gespielten eingeben.
sheet-misnumbered = Das andere Partieformular hat Zug { $written } von { $wside ->
        [white] { -white }
       *[black] { -black }
    }, wo Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } folgt: Dort fehlt ein Zug, oder die Nummer ist falsch. Nichts wurde verglichen. Das Formular prüfen und erneut eingeben.
sheet-entry-misnumbered = Zug { $written } von { $wside ->
        [white] { -white }
       *[black] { -black }
    } geschrieben, wo Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } folgt: Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } eingeben oder die Nummern prüfen.
sheet-entry-command = "{ $text }" ist ein Befehl: hier die Züge des anderen Partieformulars eingeben. Zum Vergleichen end eingeben, zum Abbrechen cancel.
sheet-entry-cancelled = Eingabe des Partieformulars abgebrochen: nichts wurde verglichen.
sheet-entry-empty = Es wurden keine Züge eingegeben: nichts wurde verglichen.
assistant-set = { $has_name ->
        [true] Assistent: { $name }. Aufforderungen richten sich jetzt an den Assistenten.
       *[false] Kein Assistent: Aufforderungen richten sich an den Spieler.
    }
claim-time-hint = Zum Reklamieren: claim time.
hearing-needs-assistant = Bei einem hörbehinderten Gegner ist ein Assistent vorgeschrieben (FIDE-Regeln 2017, { PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }). Die Partie mit --assistant NAME starten.
assistant-required = Bei einem hörbehinderten Gegner ist ein Assistent vorgeschrieben (FIDE-Regeln 2017, { PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }): der Assistent bleibt. Einen anderen benennen: assistant NAME.
touched = Für den Schiedsrichter protokolliert: { $side ->
        [white] { -white }
       *[black] { -black }
    } hat eine Figur berührt, { $what }, { $at } nach Partiebeginn{ $turn ->
        [white] , { -white } am Zug
        [black] , { -black } am Zug
       *[none] {""}
    }.
bad-square = "{ $text }" ist kein Feld: zum Beispiel touch { $example } eingeben.
nothing-to-touch = Auf { $square } steht nichts: nur eine berührte Figur wird für den Schiedsrichter protokolliert.
proposal-breach = { $breach ->
        [hands] Zug mit beiden Händen
       *[press] Drücken der Uhr ohne Zug
    } durch { $by ->
        [white] { -white }
       *[black] { -black }
    } (gezählt als der { $count }. regelwidrige Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDE-Regeln { $year }, { PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }): die Stellung bleibt.
breach-declared = { $breach ->
        [hands] Zug mit beiden Händen
       *[press] Drücken der Uhr ohne Zug
    } durch { $by ->
        [white] { -white }
       *[black] { -black }
    } vermerkt (gezählt als der { $count }. regelwidrige Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDE-Regeln { $year }, { PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }); die Stellung bleibt.
note-breach = { $breach ->
        [hands] Zug mit beiden Händen
       *[press] Drücken der Uhr ohne Zug
    } durch { $side ->
        [white] { -white }
       *[black] { -black }
    }, gezählt als { $count }. regelwidriger Zug{ $rule }
proposal-illegal-later = Die Züge danach werden ebenfalls zurückgenommen: zurück zur Stellung { $back_to }.
no-such-move = Die Partie enthält keinen Zug { $number }{ $side ->
        [white] {" "}von { -white }
        [black] {" "}von { -black }
       *[none] {""}
    }.
which-side = Beide Seiten haben Zug { $number } ausgeführt: illegal { $number } white oder illegal { $number } black eingeben.
illegal-stands = { $by ->
        [white] { -black }
       *[black] { -white }
    } hat den nächsten Zug ausgeführt: der regelwidrige Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    } bleibt bestehen, und die Partie geht weiter ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }).
no-such-breach = Die FIDE-Regeln { $year } zählen dies nicht als regelwidrigen Zug: der Schiedsrichter bestraft es nach seinem Ermessen, mit addtime oder result.
claimant-out-of-time = Das Fallblättchen von { $by ->
        [white] { -white }
       *[black] { -black }
    } ist ebenfalls gefallen: eine Reklamation wegen Zeitüberschreitung setzt Restzeit auf der Uhr des Reklamierenden voraus ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }). Die Partie geht weiter, sofern der Schiedsrichter nichts anderes entscheidet.
illegal-declared = Regelwidriger Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    } vermerkt (der { $count }. regelwidrige Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDE-Regeln { $year }, { PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }); die Stellung davor ist wiederhergestellt. { $by ->
        [white] { -white }
       *[black] { -black }
    } ist am Zug.
# report illegal MOVE: a move the app refused was made on a board.
illegal-report = Regelwidriger Zug "{ $input }" von { $by ->
        [white] { -white }
       *[black] { -black }
    }, auf dem Brett ausgeführt (der { $count }. regelwidrige Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    }; FIDE-Regeln { $year }, { PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }).
illegal-report-if-not-completed = Nur ein abgeschlossener regelwidriger Zug wird bestraft ({ PART($illegal) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $illegal }): wurde die Uhr danach nicht gedrückt, geben Sie no ein: die Meldung wird ohne Strafe vermerkt, und { $by ->
        [white] { -white }
       *[black] { -black }
    } führt stattdessen einen regelgemäßen Zug aus; dabei gilt die Regel "berührt – geführt" ({ PART($touch) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $touch }).
illegal-reported-not-completed = Regelwidriger Zug "{ $input }" von { $by ->
        [white] { -white }
       *[black] { -black }
    } für den Schiedsrichter vermerkt, nicht abgeschlossen: keine Strafe. { $by ->
        [white] { -white }
       *[black] { -black }
    } führt stattdessen einen regelgemäßen Zug aus; dabei gilt die Regel "berührt – geführt" ({ PART($touch) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $touch }).
illegal-reported = Regelwidriger Zug "{ $input }" von { $by ->
        [white] { -white }
       *[black] { -black }
    } für den Schiedsrichter vermerkt.{ $goes_on ->
        [true] {" "}{ $by ->
            [white] { -white }
           *[black] { -black }
        } ist am Zug und muss regelgemäß ziehen.
       *[false] {""}
    }
# The penalty a report would record: $what is the time added or the result.
report-penalty = Strafe: { $what }
report-hint = Wenn er auf dem Brett ausgeführt wurde, für den Schiedsrichter melden: report illegal { $input }
report-legal = "{ $input }" ist hier ein regelgemäßer Zug: als Zug eingeben.
no-move-to-declare = Es gibt keinen abgeschlossenen Zug, der für regelwidrig erklärt werden könnte.
no-flag = Es ist kein Fallblättchen gefallen: Zeitüberschreitung kann erst reklamiert werden, wenn das Fallblättchen des Gegners gefallen ist.
sealed = Abgegebener Zug festgehalten, Zug { $number }. Die Uhr ist angehalten; die Partie ist abgebrochen (Hängepartie).
adjourned = Die Partie ist abgebrochen (Hängepartie): { $by ->
        [white] { -white }
       *[black] { -black }
    } hat Zug { $number } abgegeben. Bei der Wiederaufnahme unseal eingeben, sobald { $by ->
            [white] { -black }
           *[black] { -white }
        } anwesend ist: der Umschlag wird geöffnet und der abgegebene Zug ausgeführt ({ PART($opened) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $opened }). { $running ->
        [true] Die Uhr von { $by ->
            [white] { -black }
           *[black] { -white }
        } läuft, der Umschlag bleibt geschlossen ({ PART($absent) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $absent }).
       *[false] Fehlt { $by ->
            [white] { -black }
           *[black] { -white }
        }, startet unseal absent die Uhr von { $by ->
            [white] { -black }
           *[black] { -white }
        }, der Umschlag bleibt geschlossen ({ PART($absent) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $absent }).
    } Bis dahin sind Züge, Steckbrett-Eingaben, Reklamationen und compare gesperrt. Weiter möglich sind: draw, accept, decline, resign, result, addtime, setclock, assistant und envelope. Auch die Abfragen sind möglich: time, status, sheet, last, board.
unsealed = Der Umschlag ist geöffnet: der abgegebene Zug ist Zug { $number } von { $by ->
        [white] { -white }
       *[black] { -black }
    }.
sealed-for-absent = { $by ->
        [white] { -white }
       *[black] { -black }
    } hat Zug { $number } in einem neuen Umschlag für den abwesenden Gegner abgegeben ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }): die Uhr von { $by ->
        [white] { -black }
       *[black] { -white }
    } läuft. Wenn { $by ->
        [white] { -black }
       *[black] { -white }
    } kommt, unseal eingeben.
replier-started = Der Umschlag bleibt geschlossen: { $by ->
        [white] { -white }
       *[black] { -black }
    } fehlt, und die Uhr von { $by ->
        [white] { -white }
       *[black] { -black }
    } läuft ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }). Wenn { $by ->
        [white] { -white }
       *[black] { -black }
    } kommt, unseal eingeben: der Umschlag wird geöffnet und der abgegebene Zug ausgeführt.
replier-running = Die Uhr von { $by ->
        [white] { -white }
       *[black] { -black }
    } läuft schon, der Umschlag bleibt geschlossen: wenn { $by ->
        [white] { -white }
       *[black] { -black }
    } kommt, unseal eingeben.
seal-refused = Dieser Zug ist hier nicht möglich; er wird nicht wiederholt, damit ihn niemand hört. Die Ablehnung ist für den Schiedsrichter vermerkt ({ PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }). seal und den Zug noch einmal eingeben.
note-replier-started = { $side ->
        [white] { -white }
       *[black] { -black }
    } fehlte bei der Wiederaufnahme: die Uhr von { $side ->
        [white] { -white }
       *[black] { -black }
    } wurde gestartet, der Umschlag blieb geschlossen{ $rule }
note-seal-refused = ein abzugebender Zug von { $side ->
        [white] { -white }
       *[black] { -black }
    } als regelwidrig abgelehnt{ $rule }
note-sealed-for-absent = { $side ->
        [white] { -white }
       *[black] { -black }
    } hat die Antwort für den abwesenden Gegner abgegeben{ $rule }
help-seal-absent = seal MOVE absent: Antwort neu abgegeben, Gegner fehlt (Richtlinien I.9.3)
help-unseal-absent = unseal absent: der Antwortende fehlt: seine Uhr läuft, Umschlag geschlossen
not-adjourned = Es gibt keinen abgegebenen Zug: die Partie ist keine Hängepartie.
adjourned-refused = { $by ->
        [white] { -white }
       *[black] { -black }
    } hat Zug { $number } abgegeben: Hängepartie. Zur Wiederaufnahme unseal; mehr: status.
envelope =
    Hängepartie: Umschlag mit dem abgegebenen Zug
    { -white }: { $white }
    { -black }: { $black }
    Stellung vor dem abgegebenen Zug: { $position }
    FEN: { $fen }
    Verbrauchte Zeit: { -white } { $white_used }, { -black } { $black_used }
    Uhrenstand bei der Wiederaufnahme: { -white } { $white_left }, { -black } { $black_left }
    Abgegeben von: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Zugnummer des abgegebenen Zuges: { $number }
    Offenes Remisangebot: { $offer ->
        [white] ja, von { -white }
        [black] ja, von { -black }
       *[none] keines
    }
    Wiederaufnahme: { $has_resume ->
        [true] { $resume }
       *[false] wird vom Schiedsrichter festgelegt
    }
# The inside sheet of the envelope (the sealed move is never spoken, but the
# arbiter needs it on paper): the scoresheet lines follow it, then envelope-sealed.
envelope-inside =
    Hängepartie: Innenblatt des Umschlags, für den Schiedsrichter
    { -white }: { $white }
    { -black }: { $black }
    Abgegeben von: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Partieformular bis einschließlich des abgegebenen Zuges:
envelope-sealed = Abgegebener Zug: { $number }{ $side ->
        [white] .
       *[black] ...
    } { $written }
envelope-written = Umschlag erstellt. Außen, ohne den Zug: { $text } (Text). Außen in Braille: { $braille }. Innen, mit Partieformular und abgegebenem Zug: { $inside } (Text). Innen in Braille: { $inside_braille }.
resume-recorded = Datum, Uhrzeit und Ort der Wiederaufnahme, auf dem Umschlag: { $text }.
resume-needed = Datum, Uhrzeit und Ort der Wiederaufnahme sind noch nicht festgelegt; mit envelope TEXT angeben, zum Beispiel envelope 2026-11-22 10:00, Saal B.

## The record's notes for the arbiter: the PGN's comments (always these
## English ones) and the scoresheet's (export --sheet). Clauses, without a
## full stop; $rule is " (laws 2017, 7.5.3)" or nothing.

# A decision with the article it applies.
decision-rule = { $decision } ({ PART($rule) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $rule }).
note-rule = (FIDE-Regeln { $year }, { PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article })
note-taken-back = zurückgenommen: { $moves }
note-since-taken-back = { $note } ({ $made }, inzwischen zurückgenommen)
note-reported = { $side ->
        [white] { -white }
       *[black] { -black }
    } hat den regelwidrigen Zug { $input } { $at } nach Partiebeginn ausgeführt, den { $count }. regelwidrigen Zug von { $side ->
        [white] { -white }
       *[black] { -black }
    }{ $rule }
note-reported-not-completed = { $side ->
        [white] { -white }
       *[black] { -black }
    } hat den regelwidrigen Zug { $input } { $at } nach Partiebeginn ausgeführt, nicht abgeschlossen: keine Strafe{ $rule }
note-touched = { $side ->
        [white] { -white }
       *[black] { -black }
    } hat die Figur auf { $square } { $at } nach Partiebeginn berührt{ $turn ->
        [white] , { -white } am Zug
        [black] , { -black } am Zug
       *[none] {""}
    }
note-corrected = { $side ->
        [white] { -white }
       *[black] { -black }
    } hat zuerst { $from } angesagt und vor dem Drücken der Uhr zu { $to } korrigiert
note-illegal = regelwidriger Zug von { $side ->
        [white] { -white }
       *[black] { -black }
    }, der { $count }. von { $side ->
        [white] { -white }
       *[black] { -black }
    }{ $rule }
note-claim = { $side ->
        [white] { -white }
       *[black] { -black }
    } reklamiert Remis { $kind ->
        [threefold] wegen dreimaliger Stellungswiederholung
       *[fifty] nach der 50-Züge-Regel
    }{ $written ->
        [none] {""}
       *[other] {" "}mit dem notierten Zug { $written }
    }: { $correct ->
        [true] berechtigt
       *[false] unberechtigt
    }
note-offer-declined = { $side ->
        [white] { -white }
       *[black] { -black }
    } lehnt das Remisangebot ab
note-overruled = eingetragen, dann vom Schiedsrichter aufgehoben: { $ended }
note-draw-offered = { $side ->
        [white] { -white }
       *[black] { -black }
    } bietet Remis an (=){ $before_move ->
        [true] {", vor seinem Zug"}
       *[false] {""}
    }
note-flag-fell = das Fallblättchen von { $side ->
        [white] { -white }
       *[black] { -black }
    } ist gefallen
note-rolled-back = die Partie wird auf die Stellung { $to } zurückgesetzt{ $rule }; Uhren gestellt auf { -white } { $white }, { -black } { $black }
note-end-taken-back = zusammen mit dem Zug zurückgenommen, der die Partie beendet hatte: { $ended }
note-sealed = { $side ->
        [white] { -white }
       *[black] { -black }
    } gibt den nächsten Zug ab: die Partie ist abgebrochen
note-resumed = die Partie wird wieder aufgenommen: der abgegebene Zug wird ausgeführt
note-not-upheld = der Schiedsrichter gibt der Reklamation von { $side ->
        [white] { -white }
       *[black] { -black }
    } nicht statt: sie gilt als unberechtigt
note-declined = vorgeschlagen und nicht eingetragen: { $what }
note-declined-rollback = das Zurücksetzen der Partie
note-declined-illegal = { $reported ->
        [true] ein gemeldeter regelwidriger Zug
       *[false] ein regelwidriger Zug
    } von { $side ->
        [white] { -white }
       *[black] { -black }
    }

## Board exploration

# Where the vocabulary has no phrase of its own: Dame is feminine, every
# other piece masculine, "weiße Dame", "weißer Springer" (no article, so the
# strong ending).
square-piece = { $square }: { $has_phrase ->
        [true] { $phrase }
       *[false] { $color ->
            [white] weiß
           *[black] schwarz
        }{ $role ->
            [queen] e
           *[other] er
        } { $piece }
    }
square-empty = { $square }: leer
empty-run = { $n } leer
line-report = { $items }.
pieces-report = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $has_items ->
        [true] { $items }
       *[false] keine
    }.
moves-report = { $piece_and_square } hat { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }: { $moves }.
no-moves-from = { $piece_and_square } kann nicht ziehen.
no-piece-here = Auf { $square } steht keine Figur.
attack-report = { $square }: { $has_attackers ->
        [true] angegriffen von { $attackers }
       *[false] nicht angegriffen
    }; { $has_defenders ->
        [true] gedeckt von { $defenders }
       *[false] nicht gedeckt
    }.
board-flipped = Das Brett wird aus der Sicht von { $black_below ->
        [true] { -black }
       *[false] { -white }
    } gezeigt.

## Listen, eine Zeile je Eintrag oder Folge von Einträgen

rank-line = Reihe { $rank }, { $sides }.
rank-side = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $pieces }
rank-empty = Reihe { $rank }: leer.
piece-plural = { $role ->
        [king] Könige
        [queen] Damen
        [rook] Türme
        [bishop] Läufer
        [knight] Springer
       *[pawn] Bauern
    }
kind-squares = { $first ->
        [true] { $count ->
            [one] { $color ->
                [white] Weiß
               *[black] Schwarz
            }{ $role ->
                [queen] e
               *[other] er
            } { $piece }
           *[other] { $count } { $color ->
                [white] weiße
               *[black] schwarze
            } { $pieces }
        } auf
       *[false] { $color ->
            [white] Weiße
           *[black] Schwarze
        } { $pieces } auch auf
    } { $squares }.
# Accusative: "keinen Turm", "keine Dame", "keinen Bauern".
kind-none = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $role ->
        [queen] keine
       *[other] keinen
    } { $native ->
        [true] { $role ->
            [pawn] { -pawn(case: "accusative") }
           *[other] { $piece }
        }
       *[false] { $piece }
    }.
square-control = { $square }, { $has_pieces ->
        [true] { $attacked ->
            [true] angegriffen
           *[false] gedeckt
        } von { side }: { $pieces }
       *[false] von { side } nicht { $attacked ->
            [true] angegriffen
           *[false] gedeckt
        }
    }.
sheet-too-short = Das Partieformular reicht bis Zug { $last }: Zug { $from } ist noch nicht gespielt.
not-a-square = "{ $text }" ist kein Feld: zum Beispiel square f7 oder square { $spoken } eingeben.
not-a-kind = "{ $text }" ist keine Figurenart: zum Beispiel pieces weiße Türme eingeben.

## Partien aus PGN: eine übernommene Partie, Partien nachspielen

taken-over = Übernommen aus Partie { $number } der Datei { $file }: { $moves ->
        [0] noch kein Zug gespielt
        [one] ein Zug gespielt
       *[other] { $moves } Züge gespielt
    }. Die Partie geht bei Zug { $next } weiter, { $side ->
        [white] { -white }
       *[black] { -black }
    } am Zug. Mit board hören Sie die Stellung.
taken-over-tags = { $has_event ->
        [true] Turnier: { $event }.{" "}
       *[false] {""}
    }{ $has_site ->
        [true] Ort: { $site }.{" "}
       *[false] {""}
    }{ $has_round ->
        [true] Runde: { $round }.{" "}
       *[false] {""}
    }{ $has_date ->
        [true] Datum: { $date }.
       *[false] {""}
    }
taken-over-clocks = Die Uhren wie in der Datei: { $has_white ->
        [true] { -white } { $white } übrig
       *[false] { -white } laut Bedenkzeit
    }, { $has_black ->
        [true] { -black } { $black } übrig.
       *[false] { -black } laut Bedenkzeit.
    }
taken-over-result = Die Datei gibt das Ergebnis { $result } an ({ $kind ->
        [white-wins] { -white } hat gewonnen
        [black-wins] { -black } hat gewonnen
       *[draw] remis
    }), aber in der Stellung ist die Partie nicht beendet: es wird von ihr aus weitergespielt.
pgn-no-games = { $file } enthält keine Partie.
pgn-no-such-game = Es gibt keine Partie { $number }: die Datei enthält { $count ->
        [one] eine Partie
       *[other] { $count } Partien
    }.
pgn-game-too-large = Partie { $number } umfasst { $size } Text, mehr als die { $most }, die eine Partie höchstens haben darf: sie wird nicht geöffnet.
pgn-game-problem = Partie { $number }, Zeile { $line }: { $problem }.
pgn-problem-at = Zeile { $line }: { $problem }.
pgn-chess960 = das ist eine Chess960-Partie; annabella spielt nur normales Schach
pgn-variant = das ist eine Partie der Schachvariante { $variant }; annabella spielt nur normales Schach
pgn-illegal = { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } { $ambiguous ->
        [true] ist dort mehrdeutig
       *[false] ist dort kein regelgemäßer Zug
    }; die Partie wurde bis dahin gelesen
pgn-no-move = "{ $word }" ist kein Zug; die Partie wurde bis zum Zug davor gelesen
pgn-syntax = die Datei ist dort beschädigt ({ $detail })
pgn-beyond-most = annabella liest die ersten { $most } Partien einer Datei, und Partie { $number } liegt dahinter. Teilen Sie die Datei, um an diese Partie zu kommen.
pgn-most-games = Die Datei enthält mehr Partien, als annabella auflistet: die ersten { $most } werden gelesen.
pgn-open-comment = ein hier mit {"{"} begonnener Kommentar wird nie geschlossen; die Partien danach werden gelesen
pgn-open-variation = eine mit ( begonnene Variante wird nie geschlossen; die Züge danach werden als Teil der Variante gelesen
pgn-open-tag = eine Tag-Zeile wird hier nie geschlossen oder ist länger, als annabella liest
pgn-fragment = das ist der Rest der Partie davor, deren Tag-Zeile beschädigt ist; ihr Anfang fehlt
pgn-utf16 = die Datei ist UTF-16-Text; annabella liest PGN in UTF-8 oder Windows-1252: speichern Sie sie als UTF-8
pgn-too-long = die Partie hat mehr Züge, Kommentare oder Varianten als jede je gespielte Partie; sie wurde bis dorthin gelesen
pgn-changed = Partie { $number } ist nicht mehr aus der Datei zu lesen: sie wurde seit dem Öffnen geändert, verschoben oder gelöscht. Öffnen Sie die Datei neu.
pgn-game = { $number }: { $white } gegen { $black }, { $result }{ $has_date ->
        [true] , { $date }
       *[false] {""}
    }{ $has_event ->
        [true] , { $event }
       *[false] {""}
    }, { $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    }.
pgn-games = { $count ->
        [one] Die Datei enthält eine Partie:
       *[other] Die Datei enthält { $count } Partien:
    }
nag = { $nag ->
        [1] guter Zug
        [2] Fehler
        [3] sehr guter Zug
        [4] grober Fehler
        [5] interessanter Zug
        [6] zweifelhafter Zug
        [7] erzwungener Zug
        [10] ausgeglichene Stellung
        [13] unklare Stellung
        [14] { -white } steht leicht besser
        [15] { -black } steht leicht besser
        [16] { -white } steht besser
        [17] { -black } steht besser
        [18] { -white } steht auf Gewinn
        [19] { -black } steht auf Gewinn
        [22] { -white } ist im Zugzwang
        [23] { -black } ist im Zugzwang
        [36] { -white } hat die Initiative
        [37] { -black } hat die Initiative
        [40] { -white } hat Angriff
        [41] { -black } hat Angriff
        [132] { -white } hat Gegenspiel
        [133] { -black } hat Gegenspiel
        [146] Neuerung
       *[other] Kommentarzeichen { $nag }
    }
replay-opened = Partie { $number } von { $count }: { $white } gegen { $black }, { $result }{ $has_date ->
        [true] , { $date }
       *[false] {""}
    }, { $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    }.
replay-from-position = Die Partie beginnt mit einer vorgegebenen Stellung: Zug { $number }, { $side ->
        [white] { -white }
       *[black] { -black }
    } am Zug.
replay-damaged = Die Partie ist nur bis Zeile { $line } lesbar: { $problem }.
replay-how = Eingabetaste oder next für den nächsten Zug; help zeigt die Befehle.
replay-choose = game und eine Nummer eingeben, um diese Partie zu hören, zum Beispiel game 2.
replay-choose-first = Es ist keine Partie geöffnet. Mit games werden die Partien aufgezählt, mit game 2 wird die zweite geöffnet.
replay-usage = { $command } braucht noch eine Angabe, zum Beispiel "{ $example }".
replay-unknown = "{ $word }" ist kein Befehl zum Nachspielen. Für die Befehle help eingeben.
help-example = Beispiel: { $example }
help-other-words = Auch einzugeben als: { $words }
help-unknown = Zu "{ $word }" gibt es keine Hilfe.
help-heading = Der Befehl { $command }
replay-hints = { $comment ->
        [true] Ein Kommentar: comment eingeben.{ $variations ->
            [0] {""}
            [one] {" "}Ein anderer Zug: variations eingeben.
           *[other] {" "}{ $variations } andere Züge: variations eingeben.
        }
       *[false] { $variations ->
            [one] Ein anderer Zug: variations eingeben.
           *[other] { $variations } andere Züge: variations eingeben.
        }
    }
replay-game-end = Das war der letzte Zug. { $result }
replay-variation-end = Das ist das Ende der Variante. Mit leave geht es zurück.
replay-at-start = { $variation ->
        [true] Am Anfang der Variante.
       *[false] Am Anfang der Partie.
    }
replay-after = Nach { $move_said }.
replay-no-move = Hier gibt es keinen Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }: die Züge gehen von { $first } bis { $last }.
replay-who = { $side ->
        [white] { -white }
       *[black] { -black }
    } am Zug, bei Zug { $number }.{ $depth ->
        [0] {""}
        [1] {" "}In einer Variante.
       *[other] {" "}In einer Variante, { $depth } Ebenen tief.
    }
replay-no-comment = Hier gibt es keinen Kommentar.
replay-no-variations = Die Datei enthält hier keinen anderen Zug.
replay-variations-heading = { $count ->
        [one] Hier gibt es einen anderen Zug:
       *[other] Hier gibt es { $count } andere Züge:
    }
replay-enter-how = variation und ihre Nummer eingeben, um sie zu hören, zum Beispiel variation 1.
replay-no-variation = Hier gibt es keine Variante { $number }: { $count ->
        [0] die Datei enthält hier keinen anderen Zug.
        [one] es gibt eine.
       *[other] es gibt { $count }.
    }
replay-entered = Variante { $number }{ $depth ->
        [1] {""}
       *[other] , { $depth } Ebenen tief
    }:
replay-not-in-variation = Das ist die Partie selbst, keine Variante.
replay-left = { $depth ->
        [0] Zurück in der Partie.
       *[other] Zurück in der Variante.
    }
replay-result = Ergebnis: { $kind ->
        [white-wins] { $result }, { -white } hat gewonnen.
        [black-wins] { $result }, { -black } hat gewonnen.
        [draw] { $result }, remis.
       *[other] nicht angegeben; die Partie ist vielleicht nicht beendet.
    }
replay-games-found = { $count ->
        [0] Keine der { $total } Partien der Datei enthält "{ $find }".
        [one] Eine der { $total } Partien der Datei enthält "{ $find }":
       *[other] { $count } der { $total } Partien der Datei enthalten "{ $find }":
    }
replay-games-page = Partien { $from } bis { $to } von { $count }.{ $has_next ->
        [true] {" "}Mit { $next } die nächsten.
       *[false] {""}
    }
replay-no-page = Eine Seite { $page } gibt es nicht: { $pages ->
        [one] die Liste hat eine Seite.
       *[other] die Liste hat { $pages } Seiten.
    }
# A PGN tag's name, as `tags` says it: the Seven Tag Roster and the time
# control in the language's words, any other as the file writes it.
tag-name = { $tag ->
        [Event] Turnier
        [Site] Ort
        [Date] Datum
        [Round] Runde
        [White] Weiß
        [Black] Schwarz
        [Result] Ergebnis
        [TimeControl] Bedenkzeit
       *[other] { $tag }
    }
replay-no-tags = Die Datei enthält keine Angaben zu dieser Partie.
help-replay-next = next oder Eingabetaste: der nächste Zug; next 5: die nächsten fünf
help-replay-back = back: den letzten Zug zurücknehmen; back 3: drei
help-replay-first = first: der Anfang (der Partie oder der Variante, in der Sie sind)
help-replay-last = last: das Ende (der Partie oder der Variante, in der Sie sind)
help-replay-go = go 12: nach Zug 12 von Weiß; go 12 black: nach Zug 12 von Schwarz; go 0: Anfang
help-replay-who = who: wer am Zug ist und bei welchem Zug
help-replay-board = board: die Stellung, eine Zeile je Reihe; board white: weiße Figuren nach Art
help-replay-square = square f7: was auf einem Feld steht und welche Figuren es angreifen und decken
help-replay-pieces = pieces weiße Türme: wo die Figuren einer Seite und Art stehen
help-replay-moves = moves: die Züge bis hierher, eine Zeile je Zugpaar
help-replay-comment = comment: der Kommentar zum eben gehörten Zug
help-replay-variations = variations: die anderen Züge, die die Datei zum eben gehörten Zug enthält
help-replay-variation = variation 2: die zweite davon hören
help-replay-leave = leave: aus einer Variante zurück, dorthin, wo Sie hineingegangen sind
help-replay-result = result: das Ergebnis der Partie
help-replay-tags = tags: alles, was die Datei über die Partie sagt (Turnier, Spieler, Datum …)
help-replay-games = games: die Partien der Datei, eine pro Zeile, 20 auf einmal; games 2: die zweite Seite; games Morphy: die Partien eines Spielers, Turniers oder Datums
help-replay-game = game 2: die zweite Partie der Datei hören
help-replay-help = help: diese Liste; repeat, quiet, rate N und volume N wirken wie beim Spielen
help-replay-quit = quit: beenden

## Shell: speech, the game file, line mode and the full-screen interface.
## Only src/shell asks for these.

## Why a voice or a sound device could not be had (the shell's speech
## and audio say them; `detail` is the system's own words), and the one
## failure that is never said aloud.
speech-no-clips = Für die Stimme { $voice } gibt es keine aufgenommenen Wörter.
speech-no-voice = Es gibt keine Stimme zu laden.
speech-bad-clip = Das aufgenommene Wort { $path } kann nicht gelesen werden: { $detail }
speech-no-clip-for = Für „{ $word }“ gibt es kein aufgenommenes Wort.
speech-poisoned = Die aufgenommenen Wörter sind nach einem früheren Fehler nicht mehr nutzbar.
speech-service = Der Sprachdienst ist ausgefallen: { $detail }
speech-service-silent = Der Sprachdienst hat nicht geantwortet.
speech-thread = Die Stimme konnte nicht gestartet werden: { $detail }
audio-no-device = Es gibt kein Gerät für die Tonausgabe.
audio-device = Das Tongerät ist ausgefallen: { $detail }
audio-device-silent = Das Tongerät hat nicht geantwortet.
audio-thread = Der Ton konnte nicht gestartet werden: { $detail }
output-closed = Die Ausgabe wurde geschlossen: Es kann nichts mehr geschrieben werden.

speech-backend = { $backend ->
        [clips] Sprachausgabe: die eingebaute Stimme.
        [tts] Sprachausgabe: die Systemstimme.
        [reader] Sprachausgabe: über den Bildschirmleser, mit dessen eigener Stimme und Geschwindigkeit.
        [text] Sprachausgabe: nur Text (kein Audiogerät und kein Sprachdienst hat geantwortet, oder Text wurde gewählt).
       *[other] Sprachausgabe: aus.
    }
speech-not-had = Die gewählte Stimme ist nicht verfügbar. { $why }
screen-reader-running = Ein Bildschirmleser läuft: mit --speech reader spricht annabella über ihn, mit seiner eigenen Stimme und Geschwindigkeit.
tui-needs-terminal = Die Vollbildoberfläche braucht ein Terminal: dort starten oder --line verwenden.
clip-fallback = Die eingebaute Stimme hat keine Aufnahme für "{ $word }": { $to ->
        [tts] solche Sätze spricht die Systemstimme
       *[other] solche Sätze erscheinen nur als Text
    }.
nothing-to-repeat = Es gibt noch keine Ansage.
speech-setting = { $what ->
        [rate] Sprechtempo
       *[other] Lautstärke
    } { $percent } %.
earcons-set = { $on ->
        [true] Signaltöne an: kurze Töne markieren einen abgeschlossenen Zug, eine Ablehnung und die Uhr.
       *[false] Signaltöne aus: keine kurzen Töne, nur Sprache.
    }
pgn-choose-number = { $path } enthält { $count } Partien. Eine mit --game-number wählen, zum Beispiel --game-number 2:
pgn-choose-more = Und { $more } weitere: annabella replay { $path } zeigt sie seitenweise und findet eine Partie nach Spieler, Turnier oder Datum (games NAME).
pgn-not-whole = { $path }: eine Partie wird nur ganz übernommen. { $problem }
game-file = Partiedatei: { $path }
game-saved = Die Partie ist gespeichert in { $path }
game-go-on = { $state ->
        [ended] Das Partieformular: annabella export --sheet --game { $path }
        [adjourned] Zur Wiederaufnahme: { $command }
       *[playing] Weiterspielen mit: { $command }
    }
journal-repaired = Der letzte Eintrag der Partiedatei war beschädigt und wird ausgelassen. Die Partie geht ab dem Ereignis davor weiter. Eine Kopie der beschädigten Datei liegt unter { $copy }.
journal-unreadable = { $path } ist als Partiedatei nicht verwendbar: { $detail }. Die Datei bleibt unverändert.
damage-not-a-game-file = das ist keine annabella-Partiedatei (ihre erste Zeile ist nicht der Kopf einer Partiedatei)
damage-inside = Zeile { $line } ist beschädigt, und vollständige Ereignisse folgen ihr: es ist also kein abgebrochener Schreibvorgang
damage-no-game = die Datei enthält keine Partie (kein Startereignis)
event-misfit = Zeile { $number } passt nicht zur Partie ({ $detail })
damage-changed = Zeile { $line } wurde nach dem Schreiben verändert (ihre Prüfsumme stimmt nicht)
damage-out-of-order = Zeile { $line } enthält Eintrag { $found }, wo Eintrag { $expected } hingehört: Zeilen wurden verschoben, entfernt oder wiederholt
damage-time-backwards = Zeile { $line } geht in der Zeit zurück (ihre Zeit liegt vor der der Zeile darüber)
# Why a line of a game file does not fit the game before it (the $detail of
# event-misfit). A game file annabella wrote always fits: these say what an
# edited or foreign file holds.
misfit-no-start = ihr erstes Ereignis ist nicht der Beginn einer Partie
misfit-second-start = sie beginnt eine zweite Partie
misfit-after-the-end = sie steht nach dem Ende der Partie
misfit-move-while-pending = sie sagt einen Zug an, während ein anderer angesagt oder abgegeben ist
misfit-not-to-move = sie sagt einen Zug für { $by ->
        [white] { -white }
       *[black] { -black }
    } an, obwohl diese Seite nicht am Zug ist
misfit-illegal = der Zug { $uci } ist in der Stellung { $fen } nicht regelgemäß
misfit-nothing-to-correct = sie korrigiert einen Zug, und es ist kein Zug angesagt
misfit-nothing-to-confirm = sie bestätigt einen Zug, und es ist kein Zug angesagt
misfit-nothing-to-press = { $by ->
        [white] { -white }
       *[black] { -black }
    } drückt die Uhr, ohne dass ein eigener Zug angesagt ist
misfit-peg-not-last = sie führt Halbzug { $ply } auf dem Steckbrett aus, doch nur der letzte von { $plies } kann dort ausgeführt werden
misfit-peg-from-empty = sie zieht auf dem Steckbrett eine Figur von { $square }, doch dieses Feld ist dort leer
misfit-rollback-beyond = sie setzt die Partie auf Halbzug { $to_ply } zurück, und die Partie hat { $plies }
misfit-illegal-before-any-move = sie erklärt einen Zug für regelwidrig, bevor überhaupt ein Zug gespielt ist
misfit-illegal-not-last = sie erklärt den Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    } für regelwidrig, und das ist nicht der letzte Zug
misfit-seal-out-of-turn = sie gibt einen Zug ab, während ein Zug angesagt ist, oder für die Seite, die nicht am Zug ist
misfit-nothing-sealed = sie öffnet einen abgegebenen Zug, und es ist keiner abgegeben
misfit-proposal-open = sie schlägt eine Änderung vor, während ein anderer Vorschlag noch auf seine Antwort wartet
input-not-text = Diese Zeile ist kein Text (nicht UTF-8) und wurde nicht gelesen. Bitte erneut eingeben.
input-too-long = Diese Zeile ist länger als { $max } Bytes und wurde nicht gelesen.
voice-silent = Die Systemstimme bleibt stumm (der Sprachdienst hat nie einen Satz zu Ende gesprochen): ab jetzt erscheinen die Sätze nur als Text.
input-full = Die Zeile ist voll ({ $max } Bytes): Eingabetaste drücken oder löschen.
journal-locked = { $path } ist in einem anderen Programm geöffnet. Die Partie zuerst dort schließen{ $readable ->
    [yes] ; annabella export kann sie trotzdem lesen.
   *[no] .
}
not-a-file = { $path } ist keine Datei (sondern ein Ordner, ein Gerät oder eine Pipe): annabella liest Partien aus Dateien.
export-newest = Die zuletzt geschriebene Partie: { $path }
no-game-to-export = Keine Partie angegeben, und in { $folder } liegt keine. Eine angeben: --game DATEI
not-a-folder = { $path } ist eine Datei, kein Ordner: darunter kann keine Partiedatei angelegt werden.
io-problem = { $kind ->
        [gone] diese Datei oder dieser Ordner existiert nicht (mehr)
        [full] der Datenträger ist voll
        [too-large] die Datei darf nicht weiter wachsen (eine Größengrenze für Dateien)
        [denied] dort fehlt die Schreibberechtigung
        [read-only] der Datenträger ist schreibgeschützt
        [folder] es ist ein Ordner, keine Datei
        [not-folder] ein Teil des Pfades ist eine Datei, kein Ordner
        [in-use] die Adresse ist schon belegt (ein anderes Programm verwendet sie)
        [not-here] die Adresse gehört nicht zu diesem Rechner
       *[other] { $detail }
    }
file-problem = { $path }: { $why }.
refused-not-a-file = es ist ein Gerät, eine Pipe oder ein Socket, keine Datei
refused-too-large = sie ist { $size } groß, mehr als die { $most }, die annabella von einer solchen Datei liest
refused-too-many-files = er enthält { $count } Dateien dieser Art, mehr als die { $most }, die annabella aus einem Ordner liest
journal-lost = { $path } wurde von einem anderen Programm verändert: { $change ->
        [gone] die Datei wurde verschoben oder gelöscht
        [replaced] unter ihrem Namen liegt jetzt eine andere Datei
        [cut] sie wurde gekürzt
        [overwritten] was darin stand, wurde überschrieben
       *[grown] es wurde etwas anderes hineingeschrieben
    }.
journal-lost-moved = Die Datei liegt jetzt unter { $moved }.
journal-lost-stopped = Es wird nichts mehr hineingeschrieben und hier nichts mehr festgehalten{ $entry ->
        [yes] : diese letzte Eingabe gehört nicht zur Partie.
       *[no] .
    }
journal-lost-saved = Die Partie, wie sie bisher festgehalten ist, { $back ->
        [yes] steht wieder unter { $saved }
       *[no] ist gesichert in { $saved }
    }. Weiter: { $ending ->
        [yes] annabella play --game { $saved }
       *[no] quit eingeben, dann annabella play --game { $saved }
    }
journal-lost-unsaved = Die Partie, wie sie bisher festgehalten ist, konnte nicht gesichert werden ({ $why }). Notieren Sie die unten stehenden Züge, und lassen Sie den Schiedsrichter die Datei suchen, bevor etwas anderes geschieht.
journal-lost-unsaved-moved = Die Partie konnte nicht neu gesichert werden ({ $why }), aber die verschobene Datei enthält sie, wie sie festgehalten ist. Weiter: quit eingeben, dann annabella play --game { $moved }
journal-lost-again = { $what ->
        [status] Es wird nichts mehr festgehalten
        [end] Es wird nichts mehr festgehalten
       *[entry] Nicht festgehalten
    }: die Partiedatei wurde von einem anderen Programm verändert. Die Partie steht in { $saved }: { $what ->
        [end] annabella play --game { $saved }
       *[other] quit eingeben, dann annabella play --game { $saved }
    }
journal-lost-again-unsaved = { $what ->
        [status] Es wird nichts mehr festgehalten
        [end] Es wird nichts mehr festgehalten
       *[entry] Nicht festgehalten
    }: die Partiedatei wurde von einem anderen Programm verändert. Bitte das Programm beenden (quit).
started-elsewhere = { $path }: ein anderes Programm hat im selben Augenblick in dieser Datei eine Partie begonnen. Es wurde nichts geschrieben. Rufen Sie den Befehl noch einmal auf, um mit jener Partie weiterzumachen.
changed-while-opened = { $path } wurde von einem anderen Programm verändert, während annabella die Datei öffnete. Es wurde nichts geschrieben. Rufen Sie den Befehl noch einmal auf.
saved-ahead = { $path } enthält weniger von der Partie als die Sicherung { $saved }, die annabella angelegt hat, als { $path } von einem anderen Programm verändert wurde: beim Weiterspielen mit { $path } gingen Züge verloren. Weiter: annabella play --game { $saved }
no-game-but-saved = { $path } enthält keine Partie, aber { $saved } enthält die Partie, die annabella gesichert hat, als { $path } von einem anderen Programm verändert wurde. Um sie fortzusetzen: annabella play --game { $saved }. Um unter { $path } eine neue Partie zu beginnen, verschieben Sie zuerst { $saved }.
saved-instead = Die Partie, wie annabella sie zuletzt festgehalten hat, wurde in { $saved } gesichert, als die Datei von einem anderen Programm verändert wurde: annabella play --game { $saved }
saved-beside = { $saved } enthält diese Partie, wie annabella sie zuletzt festgehalten hat, gesichert, als { $path } von einem anderen Programm verändert wurde; die beiden unterscheiden sich. Um stattdessen dort weiterzumachen: annabella play --game { $saved }
not-saved = Nicht gespeichert: { $why }. Davon ist nichts in der Partie, und die Partiedatei ist wie zuvor. { $kind ->
        [full] Platz schaffen, dann erneut eingeben.
        [too-large] Die Partiedatei dorthin verlegen, wo sie wachsen darf, dann erneut eingeben.
       *[other] Das beheben, dann erneut eingeben.
    }
damaged-tail = Der letzte Eintrag in { $path } ist beschädigt und fehlt hier; play --game { $path } repariert die Datei.
unknown-command = "{ $word }" ist weder ein Befehl noch ein Zug. Für die Befehle help eingeben.
usage = { $command ->
        [rate] rate erwartet eine Zahl von { $low } bis { $high } (Prozent der normalen Geschwindigkeit): zum Beispiel "{ $example }".
        [volume] volume erwartet eine Zahl von { $low } bis { $high } (Prozent): zum Beispiel "{ $example }".
        [result] result erwartet 1-0, 0-1 oder 1/2: zum Beispiel "{ $example }".
        [earcons] earcons erwartet on oder off: zum Beispiel "{ $example }".
        [claim] claim erwartet time, threefold oder fifty und den beabsichtigten Zug: zum Beispiel "{ $example }".
        [report] report erwartet illegal und den ausgeführten Zug: zum Beispiel "{ $example }".
        [setclock] setclock erwartet eine Farbe und die Zeit, die die Uhr zeigen soll, von { $low } bis { $high } Stunden: zum Beispiel "{ $example }".
        [addtime] addtime erwartet eine Farbe und die hinzuzufügende Zeit, bis { $high } Stunden (um Zeit abzuziehen, die Uhr stellen: setclock white 1h): zum Beispiel "{ $example }".
        [wait] wait erwartet eine Zeit bis { $high } Stunden: zum Beispiel "{ $example }".
       *[other] { $command } wird so geschrieben, zum Beispiel "{ $example }".
    }
extra-words = { $command } erwartet keine weiteren Angaben: "{ $words }" wird nicht verstanden, und nichts wurde ausgeführt. Geben Sie { $command } allein ein.
manual-clock-only = Diese Partie läuft mit der echten Uhr; wait funktioniert nur in einer mit play --manual-clock begonnenen Partie.
help-move = MOVE: Zug ansagen, in jeder Notation (e4, Sf3, g1f3, "{ $say-Nf3 }")
help-fix = fix MOVE: den angesagten Zug korrigieren, bevor die Uhr gedrückt wird
help-confirm = confirm: der Gegner hat die Ansage wiederholt
help-press = press: die Uhr drücken und damit den angesagten Zug abschließen
help-time = time: abgeschlossene Züge, verbrauchte und verbleibende Zeit beider Spieler
help-last = last: den letzten Zug wiederholen; last 3: die letzten drei, einer pro Zeile
help-board = board: die Stellung, je Reihe eine Zeile; board white: weiße Figuren nach Art
help-sheet = sheet: das Partieformular, eine Zeile je Zugpaar; sheet 12: ab Zug 12
help-square = square f7: was auf einem Feld steht und welche Figuren es angreifen und decken
help-pieces = pieces weiße Türme: wo die Figuren einer Seite und Art stehen
help-eval = eval: wie das Schachprogramm die Stellung bewertet (nie gegen einen Menschen)
help-best = best: der Zug des Schachprogramms hier, wie er angesagt würde
help-line = line: die Züge, die das Schachprogramm erwartet, einer pro Zeile
help-review = review: die ganze Partie; je Seite die größten Fehler, mit dem besseren Zug
help-engine = engine restart: das Schachprogramm neu starten, wenn es beendet ist oder hängt
help-status = status: wer am Zug ist und was erwartet wird
help-draw = draw: Remis anbieten (draw white, draw black: für diese Seite)
help-accept = accept / decline: ein Remisangebot annehmen oder ablehnen
help-resign = resign: der blinde Spieler gibt auf; resign white|black: diese Seite
help-claim = claim threefold|fifty MOVE: Remis mit dem beabsichtigten Zug reklamieren
help-addtime = addtime COLOUR TIME: der Schiedsrichter gibt Zeit dazu (addtime black 2m)
help-setclock = setclock COLOUR TIME: der Schiedsrichter stellt eine Uhr (setclock white 1h2m3s)
help-wait = wait TIME: mit --manual-clock Zeit vergehen lassen, zum Beispiel wait 90s
help-peg = peg ok / peg MOVE / peg FROM TO: letzter Zug, wie auf dem Steckbrett ausgeführt
help-peg-fixed = peg fixed: das Steckbrett ist korrigiert
help-diff = diff: wie das Steckbrett abweicht und welche Schritte es korrigieren
help-compare = compare MOVES: Partieformulare vergleichen (ohne Züge: zeilenweise, dann end)
help-rollback = rollback: zurück, bis die Partieformulare übereinstimmen (dann yes)
help-assistant = assistant on NAME / assistant off: wer die Tastatur bedient
help-touch = touch e7: vom Gegner berührte Figur protokollieren; touch e2 white: von Weiß
help-illegal = illegal: der Schiedsrichter erklärt den eben abgeschlossenen Zug für regelwidrig
help-illegal-later = illegal 12 black (12...): später erkannt; zurück zur Stellung davor
help-illegal-breach = illegal hands|press white: Zug mit beiden Händen, Uhr ohne Zug (2017)
help-report = report illegal MOVE: am Brett ausgeführten regelwidrigen Zug melden (dann yes)
help-result = result 1-0 / 0-1 / 1/2: der Schiedsrichter trägt ein Ergebnis ein
help-claim-time = claim time: Zeitüberschreitung reklamieren (Fallblättchen des Gegners gefallen)
help-claim-quickplay = claim quickplay: Remis mit unter 2 Minuten Restzeit; claim increment: 5 s
help-seal = seal MOVE: den Zug beim Abbruch der Partie abgeben (wird nie laut gesagt)
help-envelope = envelope TEXT: den Umschlag beschriften: Datum, Uhrzeit, Ort der Wiederaufnahme
help-unseal = unseal: bei der Wiederaufnahme den abgegebenen Zug ausführen
help-repeat = repeat: die letzte Ansage wiederholen
help-rate = rate N / volume N: Sprechtempo und Lautstärke in Prozent, zum Beispiel rate 120
help-earcons = earcons on / earcons off: die kurzen Töne für Züge, Schach, Warnungen
help-quiet = quiet: sofort aufhören zu sprechen
help-help = help: diese Liste
help-quit = quit: beenden; die Partie ist gespeichert und kann fortgesetzt werden
tui-prompt = Zug oder Befehl:{" "}
tui-prompt-replay = Befehl oder Eingabetaste für den nächsten Zug:{" "}
tui-prompt-board = Brettmodus, Esc kehrt zurück:{" "}
tui-prompt-sheet = Anderes Partieformular, nächster Eintrag (end vergleicht, cancel bricht ab):{" "}
tui-board-mode = Brettmodus: Pfeiltasten bewegen den Cursor, Esc führt zur Zugeingabe zurück.
tui-clock-title = Uhr
tui-sheet-title = Partieformular
tui-replay-variation = { $depth ->
        [1] in einer Variante
       *[other] in einer Variante, { $depth } Ebenen tief
    }
tui-peg-title = Steckbrett
tui-help-title = Tasten
tui-running = läuft
tui-flag = GEFALLEN
tui-used = verbraucht
tui-moves = { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
tui-differs = weicht ab
tui-game-title = { $pending ->
        [true] Zug nicht abgeschlossen
       *[false] Partie
    }
tui-too-small = Terminal zu klein: { $width }×{ $height } nötig
tui-more-below = ▼ { $n ->
        [one] noch 1 Zeile
       *[other] noch { $n } Zeilen
    }: { $key }
tui-study-keys = Tasten: Eingabetaste in leerer Zeile, Pfeil rechts oder { $next }, der nächste Zug; Pfeil links, zurück; { $who }, wo die Partie steht; { $repeat }, der Zug noch einmal; { $big }, große Schrift ein oder aus; { $board_mode }, die Brett-Tasten wie beim Spielen; { $quit }, beenden.
tui-no-key = Diese Taste ist hier nicht belegt; { $key } für die Hilfe.
tui-big-text = Große Schrift { $on ->
        [true] ein
       *[false] aus
    }.{ $fits ->
        [false] { $on ->
            [true] {" "}Unter dem Brett ist auf diesem Bildschirm keine Zeile für sie frei; ein größeres Fenster oder eine kleinere Schrift schafft Platz.
           *[false] {""}
        }
       *[true] {""}
    }
tui-exploring = { $peg ->
        [true] Das Steckbrett wird erkundet
       *[false] Das Partiebrett wird erkundet
    }{ $differences ->
        [0] .
        [one] ; die Bretter unterscheiden sich an 1 Stelle.
       *[other] ; die Bretter unterscheiden sich an { $differences } Stellen.
    }
tui-other-board = { $peg ->
        [true] Steckbrett
       *[false] Partie
    }: { $square }
tui-history-end = { $newest ->
        [true] Das war die neueste Zeile.
       *[false] Das war die älteste gespeicherte Zeile.
    }
tui-legend = Auf dem Brett: Großbuchstaben sind Weiß, Kleinbuchstaben Schwarz ({ $pieces }); [ ] Cursor, * letzter Zug, + Schach, ! anders als auf dem anderen Brett.
key-read-back = die vorige Zeile der Meldungen vorlesen
key-read-forward = die nächste Zeile der Meldungen vorlesen
key-switch-board = das andere Brett erkunden: Partie oder Steckbrett
key-submit = den eingegebenen Zug oder Befehl abschicken
key-press = die Uhr drücken und damit den angesagten Zug abschließen
key-fix = den angesagten Zug korrigieren, bevor die Uhr gedrückt wird
key-time = abgeschlossene Züge, verbrauchte und verbleibende Zeit beider Spieler
key-last = den letzten Zug wiederholen
key-repeat = die letzte Ansage wiederholen
key-help = die Liste der Tasten zeigen oder verbergen
key-big-text = den letzten Zug in großer Schrift zeigen oder wieder ausblenden
key-board-mode = das Brett mit dem Cursor erkunden
key-quit = beenden; die Partie ist gespeichert und kann fortgesetzt werden
key-page-up = die früheren Zeilen einer langen Antwort zeigen
key-page-down = die späteren Zeilen einer langen Antwort zeigen
key-up = Cursor ein Feld nach oben, weg von der unteren Seite
key-down = Cursor ein Feld nach unten, zur unteren Seite hin
key-left = Cursor ein Feld nach links
key-right = Cursor ein Feld nach rechts
key-flip = das Brett drehen: von der anderen Seite sehen
key-square = das Feld unter dem Cursor ansagen
key-scan-rank = die Reihe des Cursors vorlesen, von der a-Linie bis zur h-Linie
key-scan-file = die Linie des Cursors vorlesen, von Reihe 1 bis Reihe 8
key-scan-diagonals = beide Diagonalen durch den Cursor vorlesen
key-list-pieces = die Figuren beider Seiten aufzählen
key-legal-moves = die regelgemäßen Züge der Figur unter dem Cursor ansagen
key-attackers = ansagen, was das Feld unter dem Cursor angreift und deckt
key-next-king = Cursor zum nächsten König
key-next-queen = Cursor zur nächsten Dame
key-next-rook = Cursor zum nächsten Turm
key-next-bishop = Cursor zum nächsten Läufer
key-next-knight = Cursor zum nächsten Springer
key-next-pawn = Cursor zum nächsten Bauern
key-files-ranks = Im Brettmodus springen a bis h zu einer Linie und 1 bis 8 zu einer Reihe.
key-clear-line = die Eingabezeile leeren, ohne sie zu senden
key-input-line = In der Eingabezeile: Pfeil links, Pfeil rechts, Pos1 und Ende bewegen den Cursor und sagen das erreichte Zeichen an; Rücktaste und Entf löschen; Pfeil hoch und runter holen frühere Zeilen zurück.
# A key's name as this country's keyboards print it ($key: the config's
# name: ctrl, alt, shift, or a named key).
key-cap = { $key ->
        [ctrl] Strg
        [alt] Alt
        [shift] Umschalt
        [space] Leertaste
        [esc] Esc
        [enter] Eingabetaste
        [tab] Tab
        [backspace] Rücktaste
        [up] Pfeil hoch
        [down] Pfeil runter
        [left] Pfeil links
        [right] Pfeil rechts
        [home] Pos1
        [end] Ende
        [pageup] Bild auf
        [pagedown] Bild ab
        [insert] Einfg
        [delete] Entf
       *[other] { $key }
    }
tui-line-cleared = Eingabezeile leer.
line-start-hint = Zug (z. B. e4) oder Befehl eingeben, dann Eingabetaste; help nennt die Befehle.
tui-start-hint = { $help } zeigt die Tasten; für die Befehle help eingeben; { $board } erkundet das Brett.
tui-start-hint-commands = { $help } oder help nennt die Befehle; die Eingabetaste zeigt alle Bretter.

## Studying with an engine: eval, best, line and review, in replay, on a
## finished game, and in a game against the engine.

judgement = { $kind ->
        [even] Die Stellung ist etwa ausgeglichen.
        [slightly] { $side ->
            [white] { -white }
           *[black] { -black }
        } steht etwas besser.
        [better] { $side ->
            [white] { -white }
           *[black] { -black }
        } steht um etwa { $number ->
            [one] einen Bauern
           *[other] { $number } Bauern
        } besser.
        [winning] { $side ->
            [white] { -white }
           *[black] { -black }
        } steht auf Gewinn, um etwa { $number } Bauern besser.
        [mated] { $side ->
            [white] { -white }
           *[black] { -black }
        } hat mattgesetzt.
       *[mate] { $side ->
            [white] { -white }
           *[black] { -black }
        } setzt in { $number ->
            [one] einem Zug
           *[other] { $number } Zügen
        } matt.
    }
engine-no-judgement = Das Schachprogramm hat für diese Stellung keine Bewertung geliefert.
engine-best = Der Zug des Schachprogramms: { $said }.
engine-no-move = Kein Zug: die Partie ist in dieser Stellung beendet.
engine-line = Die Variante, die das Schachprogramm erwartet, { $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    }:
review-start = Das Schachprogramm geht { $moves } Züge durch; das dauert etwa { $seconds } Sekunden.
review-progress = Zug { $done } von { $total }.
review-side = { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $count ->
        [0] kein Zug kostete einen Bauern oder mehr.
        [one] der größte Fehler.
       *[other] die { $count } größten Fehler.
    }
review-slip = { $played }: { $kind ->
        [mate-allowed] lässt ein Matt zu
        [mate-missed] übersieht ein Matt
       *[pawns] verliert etwa { $pawns ->
            [one] einen Bauern
           *[other] { $pawns } Bauern
        }
    }; besser war { $better }.
engine-refused = Kein Schachprogramm in einer Partie gegen einen Menschen: die Regeln verbieten Rat und Analyse während der Partie (FIDE-Regeln { $year }, { PART($article) ->
        [appendix] Anhang
        [guideline] Richtlinien
       *[article] Art.
    } { $article }). Nach der Partie lässt es sich mit annabella replay und der Datei der beendeten Partie befragen.
engine-for-study = Kein Schachprogramm verfügbar: { $why }

## A game against a chess engine (play --engine).

engine-opponent = { $name } spielt { $side ->
        [white] { -white }
       *[black] { -black }
    }{ $strength ->
        [elo] , mit einer Elo-Zahl von { $rating },
        [level] , auf Stufe { $rating },
       *[full] {""}
    } und { $think ->
        [time] denkt { $time } pro Zug
        [nodes] rechnet { $nodes } Stellungen pro Zug
       *[clock] teilt sich seine Bedenkzeit selbst ein
    }. Seine Züge werden angesagt, und seine Uhr wird für das Programm gedrückt; führen Sie die Züge auf dem Steckbrett aus.
engine-thinking = { $name } ist am Zug und denkt; time, board und die anderen Abfragen antworten währenddessen.
engine-busy = Das Schachprogramm arbeitet noch an der letzten Frage; seine Antwort kommt zuerst.
engine-none = Diese Partie wird nicht gegen ein Schachprogramm gespielt.
engine-already = { $name } spielt schon.
engine-restarted = { $name } ist neu gestartet und spielt weiter.
engine-own-move = Der angesagte Zug ist der von { $name }: nur das Schachprogramm selbst korrigiert seine Züge. Geben Sie ein, wie er auf dem Steckbrett ausgeführt wurde (peg).
engine-gone = { $name } ist beendet. Die Partie ist gespeichert.
engine-silent = { $name } hat lange nach Ablauf seiner Zeit nicht geantwortet und wurde beendet. Die Partie ist gespeichert.
engine-bad-move = { $name } hat "{ $text }" geschickt, das hier kein regelgemäßer Zug ist: er wird nicht gespielt.
engine-line-too-long = { $name } hat eine Zeile von mehr als { $kb } KB geschickt, die keine Antwort eines Schachprogramms ist: es wurde beendet. Die Partie ist gespeichert.
engine-keyboard = Die Partie geht an der Tastatur weiter: geben Sie die Züge beider Seiten ein, oder geben Sie engine restart ein.
engine-not-found = Es wurde kein Schachprogramm gefunden ({ $count ->
        [one] gesucht: { $shown }
       *[other] an { $count } Orten gesucht, darunter { $shown }
    }). Installieren Sie Stockfish (unter Debian: sudo apt install stockfish), oder geben Sie das Programm an: --engine /pfad/zum/programm.
engine-no-start = { $program } konnte nicht gestartet werden: { $why }.
engine-no-uci = { $program } hat nicht innerhalb von 10 Sekunden als UCI-Schachprogramm geantwortet.
engine-exited = { $program } hat sofort aufgehört, ohne als UCI-Schachprogramm zu antworten: Es ist kein Schachprogramm, oder es konnte nicht starten.
engine-not-runnable = { $program } kann nicht ausgeführt werden: Es ist kein Programm, oder es darf nicht ausgeführt werden (chmod +x erlaubt es).
engine-time-bad = "{ $text }" ist keine Zeit für { $option }; schreiben Sie sie als 2s, 500ms oder 1m.
engine-strength-range = { $name } erlaubt für { $option } nur { $min } bis { $max }, nicht { $value }.
engine-strength-none = { $name } hat keine Option { $option }: es kann nicht mit einer gewählten Stärke spielen.
engine-persons-game = Diese Partie wird gegen einen Menschen gespielt: ein Schachprogramm kommt in ihr nie zum Einsatz. Beginnen Sie eine neue Partiedatei für eine Partie gegen das Schachprogramm.

## The command line: annabella --help and the errors of a command line.
## Option names, values, commands and examples stay as typed. Each
## cli-PATH-ID is the help of an option of a command (cli-arg-ID: of
## every command that has it); -long, its whole text for --help.

cli-usage = Aufruf:
cli-arguments = Argumente
cli-options = Optionen
cli-commands = Befehle
cli-arg-no-pawn =
    Den Namen des Bauern weglassen ("Eva vier" statt "Bauer Eva vier")
cli-arg-no-check =
    Schach und Matt nicht ansagen
cli-possible-values = Mögliche Werte:
cli-default = [Vorgabe: { $value }]
cli-help-flag = Die Hilfe zeigen (-h eine Übersicht, --help alles)
cli-version-flag = Die Version zeigen
cli-help-about = Die Hilfe zu einem Befehl zeigen
cli-help-command = Der Befehl, z. B. play
cli-more = Mehr: { $command } --help
cli-unknown-argument = { $arg } ist weder eine Option noch ein Argument dieses Befehls.
cli-did-you-mean = Meinten Sie { $similar }?
cli-dash-value = Um { $arg } als Wert anzugeben, schreiben Sie -- { $arg }.
cli-unknown-command = Es gibt keinen Befehl { $command }.
cli-invalid-value = { $value } ist kein Wert für { $arg }.
cli-allowed = Erlaubt: { $allowed }.
cli-no-value = { $arg } braucht einen Wert.
cli-missing = Nötig, aber nicht angegeben: { $args }
cli-too-many = { $arg } erwartet keine weiteren Werte; { $value } ist einer zu viel.
cli-conflict = { $arg } kann nicht zusammen mit { $other } angegeben werden.
cli-twice = { $arg } kann nur einmal angegeben werden.
cli-not-text = Ein Argument ist kein UTF-8-Text.

cli-about =
    Schach am Brett für blinde und sehbehinderte Spieler
cli-long-about =
    annabella sagt Schachzüge mit den Wörtern des Anhangs der FIDE-Regeln für blinde und sehbehinderte Spieler an (Anna, Bella, Cesar …; eins, zwei, drei …; oder die dänischen und norwegischen Wörter), liest Züge in jeder Notation und schreibt das Partieformular in den Figurenbuchstaben Ihrer Sprache.
cli-after =
    Beispiele:
      annabella say e4 e5 Nf3
      annabella say --voice da "springer frederik tre"
      annabella notate --lang da e4 e5 Nf3 Nc6

    Mit 'annabella help <command>' sehen Sie alle Optionen eines Befehls.
cli-say-about =
    Die Ansage jedes Zuges ausgeben; die Züge werden ab der Grundstellung (oder --fen) gespielt
cli-say-after =
    Züge dürfen in jeder Notation eingegeben werden: SAN mit englischen (K Q R B N), dänischen, deutschen oder norwegischen (K D T L S) oder niederländischen (K D T L P) Figurenbuchstaben, mit oder ohne x + # = e.p.; Rochade als 0-0 oder O-O; Koordinaten (e2e4, e2-e4, e7e8q); oder die gesprochenen Wörter eines beliebigen Vokabulars, in Anführungszeichen ("Dame schlägt David vier").

    Beispiele:
      annabella say e4 e5 Nf3
          Bauer Eva vier / Bauer Eva fünf / Springer Felix drei
      annabella say --voice da e4 e5 Sf3
          bonde Erik fire / bonde Erik fem / springer Frederik tre
      annabella say --voice da --files de --ranks de Sf3
          springer Felix drei
      annabella say --voice nb --ranks de --pieces de e4
          Bauer Eva vier (die FIDE-Vorgabe in Norwegen)
      annabella say --long --voice da e4 e5 Sf3 Sc6 d4
          … bonde Dora to Dora fire
      annabella say --no-pawn e4
          Eva vier
      annabella say --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1" Ra8#
          Turm Anna acht Schachmatt

    Bei einem Zug, der nicht gespielt werden kann, werden die Ansagen davor ausgegeben, der Grund geht nach stderr, und der Exit-Status ist 1.
cli-say-fen =
    Von dieser Stellung (FEN) statt der Grundstellung ausgehen, z. B. --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
cli-say-voices =
    Zusätzlich jedes *.toml-Vokabular in diesem Ordner laden (wiederholbar; die Variable ANNABELLA_VOICES kann weitere nennen), z. B. --voices ~/my-voices
cli-say-speech =
    Die Ansagen auch sprechen: auto, clips (eingebaute Stimme), tts (Systemstimme), text (nur als Text), none, z. B. --speech clips
cli-arg-speech-auto =
    Eingebaute Stimme, wenn sich ein Audiogerät öffnen lässt, sonst die Systemstimme, sonst Text
cli-arg-speech-clips =
    Die eingebaute Stimme: aufgenommene Wörter, über das Audiogerät abgespielt
cli-arg-speech-tts =
    Der Sprachdienst des Systems (speech-dispatcher, SAPI, AVFoundation)
cli-arg-speech-reader =
    Windows: der laufende Bildschirmleser (NVDA, JAWS …), mit seiner eigenen Stimme und Geschwindigkeit; anderswo die Systemstimme, die auch Orca nutzt
cli-arg-speech-text =
    Nur als Text: ein Bildschirmleser oder eine Braillezeile liest die Zeilen
cli-arg-speech-none =
    Nur die Zeilen als Text
cli-say-speech-log =
    Jede Sprachausgabe-Anfrage in diese Datei protokollieren, je eine Zeile
cli-say-config =
    Eine Einstellungsdatei, die Werte aus config/default.toml überschreibt (statt ~/.config/annabella/config.toml)
cli-say-moves =
    Die Züge, jeder ein Argument; gesprochene Züge in Anführungszeichen: "springer felix drei"
cli-notate-about =
    Das nummerierte Partieformular der Züge in den Figurenbuchstaben einer Sprache ausgeben
cli-notate-after =
    Beispiele:
      annabella notate --lang da e4 e5 Nf3 Nf6 d4 exd4 e5 Ne4 Qxd4 d5 exd6
          1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p.
      annabella notate --lang nl d4 Nf6 c4 e6
          1. d4 Pf6 2. c4 e6
      annabella notate --lang en "springer felix drei"
          1. Nf3
cli-notate-lang =
    Figurenbuchstaben des Partieformulars: en (K Q R B N), da, de, nb (K D T L S), nl (K D T L P), z. B. --lang da
cli-notate-fen =
    Von dieser Stellung (FEN) statt der Grundstellung ausgehen, z. B. --fen "6k1/8/6K1/8/8/8/8/R7 w - - 0 1"
cli-notate-voices =
    Zusätzlich jedes *.toml-Vokabular in diesem Ordner laden (wiederholbar; die Variable ANNABELLA_VOICES kann weitere nennen), z. B. --voices ~/my-voices
cli-notate-moves =
    Die Züge in beliebiger Notation, jeder ein Argument
cli-play-about =
    Eine Partie an der Tastatur spielen: jeder Zug wird angesagt, mit dem Drücken der Uhr abgeschlossen, zeitlich erfasst und sofort in der Partiedatei gespeichert
cli-play-after =
    In der Partie geben Sie einen Befehl pro Zeile ein (help zählt sie auf): ein Zug in beliebiger Notation wird angesagt; press schließt ihn ab; fix MOVE korrigiert ihn vor dem Drücken der Uhr; time, last, board und sheet antworten; dazu draw, accept, decline, resign, claim threefold MOVE und claim fifty MOVE; quit beendet (die Partie ist gespeichert).

    Beispiele:
      annabella play --game runde3.annabella --white "Anna Hansen" --black "Bo Berg"
          eine neue Partie mit Namen für Weiß und Schwarz und der vorgegebenen Bedenkzeit (90/40+30+30s)
      annabella play --game runde3.annabella
          setzt die dort gespeicherte Partie fort
      annabella play --voice da --color black --control 15+10
      annabella play --pgn haengepartie.pgn --game-number 3 --game runde5.annabella
          die Partie geht dort weiter, wo die PGN-Partie endet
      printf 'e4\npress\nwait 90s\ntime\n' | annabella play --manual-clock
          ein Skript aus Befehlen, einer pro Zeile
cli-play-game =
    Die Partiedatei: dort beginnt eine neue Partie, oder die Partie darin wird fortgesetzt, z. B. --game runde3.annabella [Vorgabe: eine neue Datei im Partienordner: ~/.local/share/annabella/games; unter Windows %LOCALAPPDATA%\annabella\data\games]
cli-play-fen =
    Die neue Partie mit dieser Stellung (FEN) statt der Grundstellung beginnen: eine Hängepartie aus einem anderen System oder eine an ein anderes Brett umgezogene Partie, z. B. --fen "8/5k2/8/8/8/8/3K4/4R3 w - - 0 50"
cli-play-pgn =
    Die neue Partie dort beginnen, wo die Hauptvariante einer PGN-Partie endet: ihre Tags liefern Namen, Turnier, Ort, Runde und Datum, ihre [%clk]-Kommentare die Uhren, ihr TimeControl die Bedenkzeit (hier angegebene Optionen gehen vor), z. B. --pgn haengepartie.pgn
cli-play-game-number =
    Die Partie der --pgn-Datei, ab 1 gezählt [Vorgabe: die einzige], z. B. --game-number 3
cli-arg-line =
    Zeilenmodus: ein Befehl pro Zeile, eine Zeile pro Antwort (automatisch, wenn Eingabe oder Ausgabe kein Terminal ist); für Bildschirmleser und Braillezeilen
cli-arg-tui =
    Die Vollbildoberfläche (Vorgabe, wenn Eingabe und Ausgabe ein Terminal sind)
cli-play-config =
    Eine Einstellungsdatei, die Werte aus config/default.toml überschreibt, statt ~/.config/annabella/config.toml, z. B. --config tournament.toml
cli-play-speech-log =
    Zusätzlich jede Sprachausgabe-Anfrage in diese Datei protokollieren, je eine Zeile, z. B. --speech-log speech.log
cli-play-manual-clock =
    Die Zeit steht still und vergeht nur mit dem Befehl `wait DURATION`, z. B. wait 90s
cli-play-white =
    Der Name von Weiß, z. B. --white "Anna Hansen"
cli-play-black =
    Der Name von Schwarz, z. B. --black "Bo Berg"
cli-play-assistant =
    Der Assistent des blinden Spielers, der die Züge übermittelt, sie notiert und die Uhr bedient (Anhang D.2.10); Aufforderungen richten sich an den Assistenten, z. B. --assistant "Eva Holm"
cli-play-opponent-assistant =
    Der eigene Assistent des sehenden Spielers (Anhang D.2.11), z. B. --opponent-assistant "Jon Dahl"
cli-play-opponent-hearing-impaired =
    Der Gegner ist hörbehindert: nach den FIDE-Regeln 2017 braucht die Partie --assistant
cli-play-resume-at =
    Datum, Uhrzeit und Ort der Wiederaufnahme, für den Umschlag einer Hängepartie, z. B. --resume-at "2026-11-22 10:00, Saal B"
cli-play-engine =
    Gegen ein Schachprogramm (UCI) auf dem Platz des sehenden Spielers üben: stockfish oder das angegebene Programm, z. B. --engine oder --engine /usr/games/stockfish
cli-play-engine-elo =
    Die Stärke des Schachprogramms als Elo-Zahl, z. B. --engine-elo 1500 [Vorgabe: volle Stärke]
cli-play-engine-level =
    Die Stärke des Schachprogramms als Stufe von 0 bis 20, z. B. --engine-level 5
cli-play-engine-time =
    Eine feste Zeit des Schachprogramms für jeden Zug, statt dass es sich seine Bedenkzeit selbst einteilt, z. B. --engine-time 2s [Vorgabe: aus den Einstellungen, 5s]
cli-play-engine-nodes =
    Die Suche des Schachprogramms als Zahl von Stellungen pro Zug (jedes Mal derselbe Zug), z. B. --engine-nodes 20000
cli-play-voices =
    Zusätzlich die *.toml-Vokabulare in diesem Ordner laden, z. B. --voices ~/my-voices
cli-replay-about =
    Eine Partie aus einer PGN-Datei anhören: jeder Zug wird angesagt, Kommentare und Varianten auf Wunsch; eine Datei mit vielen Partien wird zur Auswahl aufgelistet
cli-replay-after =
    In der Partie sagt die Eingabetaste (oder next) den nächsten Zug; back, first, last und go 12 springen in der Partie umher; comment und variations lesen vor, was die Datei hinzufügt, variation 1 und leave gehen in eine Variante hinein und wieder heraus; board, square und pieces antworten wie bei play; games listet die Partien der Datei auf, und game 2 öffnet eine; help zählt alles auf.

    Beispiele:
      annabella replay runde3.pgn
      annabella replay --voice da --game-number 2 club.pgn
      printf 'next 3\ncomment\nquit\n' | annabella replay --line opera.pgn
cli-replay-file =
    Die PGN-Datei, in UTF-8 (mit oder ohne BOM) oder Latin-1/Windows-1252
cli-replay-game =
    Stattdessen eine Partiedatei von annabella selbst, z. B. --game runde3.annabella
cli-replay-game-number =
    Die Partie der Datei, die angehört werden soll, ab 1 gezählt [Vorgabe: die einzige; eine Datei mit vielen Partien wird zur Auswahl aufgelistet]
cli-replay-config =
    Eine Einstellungsdatei, die Werte aus config/default.toml überschreibt, statt ~/.config/annabella/config.toml, z. B. --config tournament.toml
cli-replay-speech-log =
    Zusätzlich jede Sprachausgabe-Anfrage in diese Datei protokollieren, je eine Zeile, z. B. --speech-log speech.log
cli-replay-engine =
    Das Schachprogramm (UCI), das eval, best, line und review fragen, z. B. --engine /usr/games/stockfish [Vorgabe: aus den Einstellungen, stockfish]
cli-replay-voices =
    Zusätzlich die *.toml-Vokabulare in diesem Ordner laden
cli-export-about =
    Eine gespeicherte Partie als PGN oder als Partieformular ausgeben
cli-export-after =
    Beispiele:
      annabella export --sheet
      annabella export --game runde3.annabella --pgn > runde3.pgn
      annabella export --game runde3.annabella --sheet --lang da
cli-export-game =
    Die Partiedatei, z. B. --game runde3.annabella [Standard: die zuletzt geschriebene Partie im Ordner games]
cli-export-pgn =
    Standard-PGN: englische SAN, die sieben Haupt-Tags (Seven Tag Roster), TimeControl, [%clk] nach jedem Zug
cli-export-sheet =
    Das Partieformular in den Figurenbuchstaben einer Sprache, Remisangebote mit (=) vermerkt
cli-export-braille =
    Das Partieformular in Braille (BRF, 40 Zeichen mal 25 Zeilen), in der Brailleschrift der Sprache des Formulars oder der Tabelle [braille] table der Einstellungen (Anhang D.2.7), z. B. --sheet --braille --out runde3.brf
cli-export-wav =
    Das Partieformular als Audio: Zugnummern und Ansagen in der eingebauten Stimme, als eine WAV-Datei (kein Audiogerät nötig), z. B. --wav runde3.wav
cli-export-lang =
    Figurenbuchstaben des Partieformulars: en, da, de, nb, nl [Vorgabe: die der Partie], z. B. --lang da
cli-export-out =
    In diese Datei statt in die Standardausgabe schreiben, z. B. --out runde3.pgn
cli-settings-about =
    Jede Einstellung mit ihrer Vorgabe und dem, was sie bewirkt, in Ihrer Sprache ausgeben: eine Einstellungsdatei, mit der Sie Ihre eigene beginnen
cli-settings-after =
    Beispiel:
      annabella settings --lang de > ~/.config/annabella/config.toml
cli-settings-lang =
    Die Sprache der Kommentare: en, da, de, nb oder nl [Vorgabe: die der Einstellungen, sonst die des Systems]
cli-manual-about =
    Das Handbuch ausgeben: alle Befehle und alle Anleitungen oder ein Thema (derselbe Text wie help TOPIC in einer Partie)
cli-manual-after =
    Beispiele:
      annabella manual
      annabella manual compare --lang de
      annabella manual clock > clock.txt
cli-manual-topic =
    Ein Befehl (compare) oder eine Anleitung (clock); ohne Angabe: das ganze Handbuch
cli-manual-lang =
    Die Sprache: en, da, de, nb oder nl [Vorgabe: die der Einstellungen]
cli-manual-config =
    Die Einstellungsdatei, aus der die Sprache entnommen wird
cli-clip-words-about =
    Die Wörter auflisten, die die eingebaute Stimme eines Vokabulars braucht, eines pro Zeile als "KEY<TAB>WORD" (voices/make-clips.sh macht aus jedem eine Aufnahme)
cli-clip-words-after =
    Beispiel:
      annabella clip-words --voice da
cli-clip-words-voice =
    Das Vokabular, z. B. --voice de
cli-clip-words-voices =
    Zusätzlich die *.toml-Vokabulare in diesem Ordner laden
## The man page (annabella generate man): its title and its headings, in
## capitals as man pages write them.
man-title = annabella-Handbuch
man-name = BEZEICHNUNG
man-synopsis = ÜBERSICHT
man-command = BEFEHL
man-options = OPTIONEN
man-description = BESCHREIBUNG
man-commands = BEFEHLE
man-in-a-game = IN EINER PARTIE
man-see-also = SIEHE AUCH

cli-play-event =
    Das Turnier, für die Partiedatei und die Übertragung, z. B. --event "Deutsche Meisterschaft"
cli-play-site =
    Der Spielort, z. B. --site "Leipzig"
cli-play-round =
    Die Runde, z. B. --round 3
cli-play-board =
    Die Nummer des Bretts in der Runde, z. B. --board 5
cli-play-broadcast =
    Die Partie während des Spiels bereitstellen, für eine Liveübertragung und den Überblick des Schiedsrichters: GET /game.pgn und /status.json unter dieser Adresse [Vorgabe: address in [broadcast] der Einstellungen, 127.0.0.1:8064], z. B. --broadcast 0.0.0.0:8064
cli-play-broadcast-file =
    Das PGN der Übertragung nach jedem Zug auch in diese Datei schreiben, jedes Mal ganz ersetzt, z. B. --broadcast-file runde3/brett5.pgn
cli-arbiter-about =
    Der Überblick des Schiedsrichters: die Bretter verfolgen, die ihre Partien bereitstellen (play --broadcast), eine Zeile je Brett, und hören, wo der Schiedsrichter gebraucht wird
cli-arbiter-after =
    Im Überblick: list (oder Eingabetaste) für die Zeile jedes Bretts, board 3 (oder 3) für ein Brett im Einzelnen, help und quit. Ein fallendes Fallblättchen, eine wartende Reklamation oder Entscheidung, ein Remisangebot, ein abweichendes Steckbrett, ein Ergebnis und ein Brett, das nicht mehr antwortet, werden gemeldet, sobald sie eintreten.

    Beispiele:
      annabella arbiter http://10.0.0.5:8064 http://10.0.0.6:8064
      annabella arbiter --boards runde3.txt --every 5s
      annabella arbiter --line 127.0.0.1:8064
cli-arbiter-urls =
    Die Adressen der Bretter, wie ihr play --broadcast sie nennt, z. B. http://10.0.0.5:8064 10.0.0.6:8064
cli-arbiter-boards =
    Eine Datei mit den Adressen der Bretter, eine pro Zeile (# beginnt einen Kommentar), z. B. --boards runde3.txt
cli-arbiter-every =
    Die Zeit zwischen zwei Abfragen eines Bretts, z. B. --every 5s [Vorgabe: 2s]
cli-arbiter-config =
    Eine Einstellungsdatei, die Werte aus config/default.toml überschreibt, statt ~/.config/annabella/config.toml, z. B. --config turnier.toml
cli-arbiter-speech-log =
    Zusätzlich jede Sprachausgabe-Anfrage in diese Datei protokollieren, je eine Zeile, z. B. --speech-log sprache.log

## The broadcast (play --broadcast) and the arbiter's overview of many
## boards (annabella arbiter).
broadcast-serving = Die Partie wird unter http://{ $address }/game.pgn bereitgestellt. Der Status für den Schiedsrichter: http://{ $address }/status.json.
broadcast-file = Das PGN der Übertragung wird nach jedem Zug in { $path } geschrieben.
broadcast-delay = Die Züge erreichen die Übertragung { $delay } nach ihrem Abschluss.
broadcast-file-failed = Die Übertragungsdatei { $path } konnte nicht geschrieben werden: { $reason }. Die Partie geht weiter; nach jedem Zug wird es erneut versucht.
broadcast-file-again = Die Übertragungsdatei { $path } wird wieder geschrieben.
braille-table-missing = Die Brailletabelle { $table } ist nicht installiert (liblouis): es wird keine Brailleschrift geschrieben. Installieren Sie sie (sudo apt install liblouis-data) oder nennen Sie eine andere Tabelle in [braille] table.
braille-untranslatable = Die Brailletabelle { $table } schreibt „{ $text }“ in Zellen, die keine Sechs-Punkt-Seite zeigt (eine Acht-Punkt-Tabelle oder keine Texttabelle): es wird keine Brailleschrift geschrieben. Eine Sechs-Punkt-Texttabelle in [braille] table nennen.
braille-display-ready = Die Braillezeile ist verbunden: { $cells } Module.
braille-display-back = Die Braillezeile ist wieder da: { $cells } Module.
braille-display-offline = Die Braillezeile antwortet nicht: abgezogen oder ausgeschaltet. Die Partie geht weiter; die Anzeige erscheint wieder, sobald die Braillezeile wieder da ist.
braille-display-absent = BRLTTY ist nicht erreichbar: noch wird nichts in Braille gezeigt. Die Partie geht weiter; die Braillezeile wird verbunden, sobald BRLTTY läuft.
braille-display-lost = BRLTTY ist beendet: nichts wird in Braille gezeigt. Die Partie geht weiter; die Braillezeile wird wieder verbunden, sobald BRLTTY läuft.
braille-display-no-brlapi = Keine Braillezeile: BrlAPI, die Bibliothek von BRLTTY, ist nicht installiert (sudo apt install brltty libbrlapi0.8). Die Partie geht weiter.
braille-display-elsewhere = Hier zeigt der Bildschirmleser Braille (NVDA, JAWS): die Option --braille steuert eine Braillezeile über BRLTTY, unter Linux.
braille-display-line-mode = Der Zeilenmodus überlässt die Braillezeile dem Bildschirmleser: --braille zeigt die Vollbildoberfläche darauf.
braille-display-reader = Braille geht an { $reader }: der Bildschirmleser zeigt die Zeilen der Vollbildoberfläche auf seiner Braillezeile.
envelope-text-written = Der Umschlag ist als Text geschrieben: außen, ohne den Zug, { $outside }; innen, mit dem abgegebenen Zug, { $inside }.
braille-table-unknown = Die Brailletabelle { $table } ist nicht installiert (liblouis): eine Tabelle aus /usr/share/liblouis/tables in [braille] table nennen, oder "" für die der Sprache. Nichts wurde gestartet.
broadcast-serving-everywhere = Die Partie wird unter allen Adressen dieses Rechners bereitgestellt, Port { $port }: /game.pgn, und /status.json für den Schiedsrichter.
broadcast-delay-alone = --broadcast-delay hält Bereitgestelltes zurück, aber nichts wird bereitgestellt: auch --broadcast oder --broadcast-file angeben, oder serve = true in [broadcast].
broadcast-file-not-a-file = { $path } ist keine Datei (ein Ordner, ein Gerät oder eine Pipe): das PGN der Übertragung wird nie darübergeschrieben. Einen Dateinamen angeben, z. B. --broadcast-file runde3/brett5.pgn.
broadcast-file-game = { $path } ist die Partiedatei oder eine Datei, die annabella daneben führt: das PGN der Übertragung kommt in eine eigene Datei, z. B. --broadcast-file runde3/brett5.pgn.
broadcast-file-unwritable = Die Übertragungsdatei { $path } kann nicht geschrieben werden: { $reason }. Nichts wurde gestartet.
arbiter-which = Welches Brett? board und seine Nummer eingeben. Die Bretter: { $names }.
arbiter-keys = Tasten: { $page_up } und { $page_down } blättern in den Meldungen, { $read_back } und { $read_forward } lesen sie zeilenweise, { $quit } beendet.
overview-result-waits = ein Ergebnis wartet auf yes oder no
overview-foreign = es antwortet, aber nicht mit dem Status eines Bretts
overview-unbelievable = es antwortet mit einem Status, der nicht stimmen kann (eine Uhr, eine Zugnummer oder ein Name, den keine Partie hat)
tui-more-boards = ▼ { $count ->
        [one] 1 weiteres Brett
       *[other] { $count } weitere Bretter
    }{ $alerts ->
        [0] {""}
        [one] , 1 braucht den Schiedsrichter
       *[other] , { $alerts } brauchen den Schiedsrichter
    }: list
broadcast-address-bad = Keine Adresse zum Bereitstellen: { $text }. Einen Port angeben (8064) oder eine Adresse mit Port (127.0.0.1:8064, 0.0.0.0:8064).
broadcast-unavailable = Die Partie kann nicht unter { $address } bereitgestellt werden: { $reason }. { $kind ->
        [in-use] Einen anderen Port angeben, z. B. --broadcast 127.0.0.1:8065;
       *[other] Eine Adresse dieses Rechners angeben, z. B. --broadcast 127.0.0.1:8064 oder 0.0.0.0:8064;
    } nichts wurde gestartet.
arbiter-following = { $count ->
        [one] 1 Brett wird verfolgt, alle
       *[other] { $count } Bretter werden verfolgt, jedes alle
    } { $every } abgefragt. list: alle Bretter; board und eine Nummer: eines im Einzelnen; help; quit.
arbiter-help = list (oder Eingabetaste): die Zeile jedes Bretts. board 3 (oder 3): ein Brett im Einzelnen. quit: beenden. Wo der Schiedsrichter gebraucht wird, wird das sofort gemeldet.
arbiter-unknown = Kein Befehl des Überblicks: { $input }. list, board 3, help oder quit eingeben.
arbiter-no-board = Kein Brett { $name } hier. Die Bretter: { $names }.
arbiter-address-bad = Keine Adresse eines Bretts: { $text }. Die Adresse so angeben, wie play --broadcast sie nennt, z. B. http://10.0.0.5:8064 (einfaches http, ein Port von 1 bis 65535).
arbiter-no-boards = Kein Brett zu verfolgen: ihre Adressen angeben, z. B. annabella arbiter http://10.0.0.5:8064, oder eine Datei mit ihnen, z. B. --boards runde3.txt.
arbiter-too-many-boards = { $count } Bretter angegeben: ein Überblick verfolgt höchstens { $most }. Die Bretter auf mehrere Überblicke verteilen, z. B. zwei Dateien für --boards.
arbiter-address-bad-in = { $path }:{ $line }: keine Adresse eines Bretts: { $text }. Eine pro Zeile angeben, wie play --broadcast sie nennt, z. B. http://10.0.0.5:8064.
arbiter-no-boards-in = { $path } enthält keine Adresse eines Bretts: eine pro Zeile angeben, z. B. http://10.0.0.5:8064 (# beginnt einen Kommentar).
arbiter-every-bad = Keine Zeit zwischen Abfragen: { $text }. Ganze Sekunden angeben, mindestens 1, z. B. --every 2s.
overview-news = Brett { $board }: { $what }.
overview-to-move = Zug { $number }, { $color ->
        [white] { -white }
       *[black] { -black }
    } am Zug
overview-clocks = { -white } { $white }, { -black } { $black }
overview-result = Ergebnis { $result }
overview-adjourned = Hängepartie
overview-resumed = wieder aufgenommen
overview-flag = das Fallblättchen von { $color ->
        [white] { -white }
       *[black] { -black }
    } ist gefallen
overview-claim = eine Reklamation wartet auf den Schiedsrichter
overview-decision = eine Entscheidung wartet auf yes oder no
overview-offer = { $color ->
        [white] { -white }
       *[black] { -black }
    } bietet Remis an
overview-peg-differs = das Steckbrett weicht ab
overview-peg-agrees = das Steckbrett stimmt wieder
overview-stopped = antwortet nicht
overview-back = antwortet wieder
overview-no-answer = keine Antwort
overview-waiting = wartet auf die erste Antwort
overview-players = { -white }: { $white }. { -black }: { $black }.
overview-round = Runde { $round }
overview-source = Abgefragt unter http://{ $source }/status.json.
tui-boards-title = Bretter
tui-prompt-arbiter = Befehl:{" "}
## Settings files: what is wrong in one, after "FILE:LINE: ". Keys,
## sections, values and the names a setting takes are written as in the file.

config-no-such-file = die Datei gibt es nicht
config-unreadable = sie kann nicht gelesen werden: { $why }
config-not-text = diese Zeile ist kein UTF-8-Text; speichern Sie die Datei als UTF-8
config-syntax = kein gültiges TOML: { $kind ->
        [no-value] ein Schlüssel ohne Wert; schreiben Sie Schlüssel = Wert
        [unclosed] eine öffnende eckige Klammer [ ist nicht mit ] geschlossen
        [unclosed-text] ein Text in Anführungszeichen ist nicht mit demselben Zeichen geschlossen
        [not-quoted] ein Text muss in Anführungszeichen stehen, wie in lang = "de"
        [twice] dieser Schlüssel oder Abschnitt kommt zweimal vor
       *[other] { $detail }
    }
config-unknown-section = unbekannter Abschnitt [{ $name }]; erlaubt: { $allowed }
config-outside-section = { $name } = { $value } steht außerhalb jedes Abschnitts; erlaubte Abschnitte: { $allowed }
config-not-a-section = { $name } = { $value } ist { $kind ->
        [integer] eine ganze Zahl
        [float] eine Kommazahl
        [boolean] ein Wahrheitswert
        [date] ein Datum
        [list] eine Liste
        [table] eine Tabelle
       *[text] ein Text
    }; erlaubt: ein Abschnitt [{ $name }]
config-unknown-key = unbekannter Schlüssel `{ $key }` in [{ $section }]; erlaubt: { $allowed }
config-value = { $key } = { $value } { $why }
# An option of the command line: --laws 2018 and what is wrong with the value.
config-option = { $option } { $value } { $why }
config-item = { $item } in { $key } { $why }
config-vocabularies = { $key }: die Vokabulare können nicht gelesen werden, um den Wert zu prüfen: { $why }
config-why-kind = ist { $kind ->
        [integer] eine ganze Zahl
        [float] eine Kommazahl
        [boolean] ein Wahrheitswert
        [date] ein Datum
        [list] eine Liste
        [table] eine Tabelle
       *[text] ein Text
    }; erlaubt: { $allowed }
config-why-not = ist { $what ->
        [language] keine Sprache
        [letter-set] kein Satz von Figurenbuchstaben
        [theme] kein Farbschema
        [speech-backend] keine Art der Sprachausgabe
        [colour] keine Farbe
        [mirror-mode] keine Art, das Steckbrett zu verfolgen
        [kind-of-game] keine Partieart (standard, rapid, blitz)
        [supervision] keine Art der Überwachung
        [time-control] keine Bedenkzeit
        [cadence] kein Ansagerhythmus
        [time] keine Zeit
        [edition] keine Fassung der Regeln
        [strength] keine Stärke eines Schachprogramms
        [think] keine Denkzeit eines Schachprogramms
        [address] keine Adresse zum Bereitstellen
       *[voice] kein Vokabular
    }; erlaubt: { $allowed }
config-why-range = liegt außerhalb des erlaubten Bereichs; erlaubt: { $allowed }
config-allowed-or-empty = { $names }, "" ({ $empty ->
        [system-language] die Sprache des Systems, sonst die eines gewählten Vokabulars, sonst Englisch
        [of-language] die von lang
        [of-control] wie die Bedenkzeit sie ergibt
       *[of-voice] wie voice
    })
config-allowed-whole = eine ganze Zahl von { $lo } bis { $hi }
config-allowed-vocabulary = die Kennung eines Vokabulars, etwa "de"
config-allowed-vocabulary-or-empty = die Kennung eines Vokabulars, oder "" (wie voice)
config-allowed-serial-port = eine serielle Schnittstelle wie "/dev/ttyACM0" oder "COM3", oder "" für keine
config-allowed-device = ein Teil des Namens eines Audiogeräts, oder ""
config-allowed-control = die Form von PGN (40/5400:1800+30, 300+3, 5400d5) oder die Kurzform der FIDE (90/40+30+30s, 15+10, 3+2), jede Zeit höchstens { $hours } Stunden
config-allowed-time = Zeiten wie "5m", "1m30s", "90s" oder "1:30" (eine Zahl allein bedeutet Minuten), höchstens { $hours } Stunden
config-allowed-times = eine Liste von Zeiten wie "5m", "1m30s", "90s" oder "1:30" (eine Zahl allein bedeutet Minuten), höchstens { $hours } Stunden, oder [] für keine
config-allowed-cadence = "" (aus) oder Ansagen wie "5m, 1m<10m, 10s<1m", jede Zeit höchstens { $hours } Stunden
config-allowed-engine = ein Programm, das UCI spricht, etwa "stockfish" oder "/usr/games/stockfish"
config-allowed-engine-options = eine Tabelle der Optionen des Schachprogramms und ihrer Werte, etwa { "{" } Threads = 2, Hash = 128 { "}" }
config-allowed-strength = "" (volle Stärke), eine Elo-Zahl wie "1500" oder eine Stufe wie "level 5"
config-allowed-address = ein Port wie "8064" (nur dieser Rechner) oder eine Adresse mit Port wie "0.0.0.0:8064"
config-allowed-braille-table = der Name einer liblouis-Tabelle wie "de-g1.ctb" oder "" (die der Sprache)
config-allowed-think = "" (nach eigener Bedenkzeit), eine Zeit pro Zug wie "2s" oder "nodes 20000"; jede Zeit höchstens { $hours } Stunden
config-allowed-seconds = Zeiten wie "1s", "500ms" oder "2" (eine Zahl allein bedeutet Sekunden), höchstens { $hours } Stunden, oder "nodes 20000" (jedes Mal dieselbe Antwort)
config-allowed-key = eine Taste in Anführungszeichen, etwa "f2", "ctrl-q" oder "shift-k"
config-allowed-keys = eine Tabelle der Aktionen und ihrer Tasten
config-key-not-a-key = ist keine Taste{ $reason ->
        [modifier-twice] {" "}(eine Zusatztaste zweimal: "{ $text }")
        [shift-on-sign] {" "}(shift- gehört nur zu Buchstaben und benannten Tasten; schreiben Sie das Zeichen selbst, nicht "{ $text }")
       *[none] {""}
    }; erlaubt: ein Buchstabe, eine Ziffer oder ein Zeichen (x, ?), f1–f12, esc, enter, space, tab, backspace, up, down, left, right, home, end, pageup, pagedown, insert, delete, jeweils nach Wunsch mit ctrl-, alt- oder shift- davor (ctrl-q, shift-k)
config-key-board-jump = kann keine Brett-Taste sein: im Brettmodus springen a–h zu einer Linie und 1–8 zu einer Reihe; erlaubt: jede andere Taste, z. B. ein Buchstabe von i bis z, ein Zeichen, eine F-Taste oder eine benannte Taste
config-key-types = würde in die Eingabezeile geschrieben; erlaubt für { $action }: f1–f12, esc, tab, pageup, pagedown, insert oder eine Taste mit ctrl- oder alt- (ctrl-q)
config-key-edits = bearbeitet die Eingabezeile ({ $key } wird dort gebraucht: backspace und delete, die Pfeiltasten, home und end bewegen den Cursor oder löschen, up und down holen frühere Zeilen, enter schickt die Zeile ab); erlaubt für { $action }: f1–f12, esc, tab, pageup, pagedown, insert oder eine Taste mit ctrl- oder alt- (ctrl-q)
config-key-taken = ist schon die Taste von { $action }; erlaubt: eine Taste, die keine andere Aktion hat (geben Sie { $action } eine andere Taste, um sie frei zu machen)
config-key-ctrl-c = ist dem Verlassen des Programms vorbehalten: Strg+C, auch mit Alt oder Umschalt, beendet immer und speichert die Partie; erlaubt: jede andere Taste

## Das Handbuch: help THEMA und annabella manual. Jede eingerückte Zeile ist ein Absatz.

manual-heading = annabella: das Handbuch

## Guides, one a topic, in the order help-topics names them.

manual-start-title = Eine Partie beginnen
manual-start =
    Mit annabella play beginnen Sie eine Partie an der Tastatur. Jeder Zug wird angesagt und mit dem Drücken der Uhr abgeschlossen. Seine Zeit wird gemessen, und er wird sofort gespeichert.
    Zum Beispiel: annabella play --game runde3.annabella --control 90/40+30+30s. Die Spieler geben Sie mit --white Hansen --black Berg an. Setzen Sie einen Namen mit Leerzeichen in Anführungszeichen.
    Die Option --game FILE nennt die Partiedatei. Ohne sie entsteht eine neue Datei im Partienordner: unter Linux ~/.local/share/annabella/games. Den Pfad der Datei sagt das Programm zu Beginn und bei quit an.
    Die Angaben zur Partie: --white NAME und --black NAME, die Spieler; --control, die Bedenkzeit. Die Fassung der FIDE-Regeln: --laws 2017, 2014, 2005 oder 2001; ohne Angabe 2017. Wenn der blinde Spieler Schwarz hat: --color black. Damit das Drücken der Uhr auf das Steckbrett wartet: --mirror strict. Der Assistent des blinden Spielers: --assistant NAME.
    Wie die Partie angesagt und angezeigt wird: --voice de, da oder nb, die Wörter der Ansagen; --lang en, da, de, nb oder nl, die Sprache von allem Übrigen. Außerdem: --letters, die Figurenbuchstaben bei Eingabe und Anzeige; --speech, wer spricht. Die Optionen --long, --no-pawn und --no-check ändern die Form einer Ansage.
    In einem Terminal öffnet sich die Vollbildoberfläche; --tui erzwingt sie. Die Option --line erzwingt den Zeilenmodus, für einen Bildschirmleser oder eine Braillezeile. Mit --manual-clock steht die Zeit still, außer bei wait: zum Üben und Vorführen.
    Zu Beginn hören Sie: Neue Partie; wer auf dem Steckbrett spielt; die Bedenkzeit, wie sie verstanden wurde; die Fassung der Regeln; und Weiß ist am Zug.
    Um nach quit, einer Pause oder einem Absturz fortzusetzen, geben Sie annabella play --game runde3.annabella erneut ein. Sie hören: Partie bei Zug 23 fortgesetzt, und was noch aussteht. Die Angaben zur Partie bleiben, wie sie waren; eine abweichende Option wird als nicht übernommen genannt. Ansage und Anzeige dürfen sich ändern: --lang, --letters, die Optionen der Ansage und --periodic gelten von da an.
    Weitere Optionen: --fen und --pgn beginnen mit einer Stellung; --eboard liest ein elektronisches Brett; --config FILE nennt eine Einstellungsdatei. Der Befehl annabella help play zählt alle Optionen auf, jede mit einem Beispiel.
    Siehe auch: help game, help clock, help file, help pgn, help settings.

manual-game-title = Ein Zug, von der Ansage bis zum Drücken der Uhr
manual-game =
    Geben Sie einen Zug ein und drücken Sie die Eingabetaste: er wird sofort in den gewählten Wörtern angesagt, zum Beispiel { $say-Nf3 }. Der Zug ist jetzt angesagt, nicht abgeschlossen. Bis die Uhr gedrückt wird, beschreiben Antworten zum Brett die Stellung nach diesem Zug, und sie sagen das zuerst.
    Hat der Gegner die Ansage wiederholt, hält confirm das fest. Das ist optional. Sie hören: Vom Gegner wiederholt.
    Der Befehl press schließt den Zug ab, wie das Drücken der Uhr. Sie hören zum Beispiel: Weiß hat Zug 2 abgeschlossen. Schwarz ist am Zug. Ohne angesagten Zug wird press abgelehnt, mit einem Hinweis darauf.
    Einen Versprecher vor dem Drücken der Uhr korrigieren Sie mit fix und dem gemeinten Zug: fix Sc3. Sie hören Korrektur und die neue Ansage; beides bleibt in der Partiedatei. Nach dem Drücken der Uhr wird fix abgelehnt. Einen abgeschlossenen Zug ändern nur der Befehl illegal des Schiedsrichters sowie compare und rollback.
    Remis: draw bietet für den blinden Spieler Remis an; draw white, draw black oder draw mit einem Namen ist das Angebot dieser Seite. Es wird auf dem Partieformular mit (=) vermerkt. Darauf antworten accept oder decline; auch ein Zug gilt als Ablehnung.
    Aufgeben: resign allein gilt für den blinden Spieler, gleich wer am Zug ist. Dagegen gilt resign white, resign black oder resign mit einem Namen für diese Seite. Reklamationen: claim threefold MOVE und claim fifty MOVE reklamieren Remis, mit dem Zug, den Sie ausführen würden. Und claim time reklamiert Zeitüberschreitung, wenn das Fallblättchen des Gegners gefallen ist.
    Alles, was die Partie beendet oder das Ergebnis festlegt, ist ein Vorschlag. Das gilt auch für jede Maßnahme des Schiedsrichters. Das Programm sagt zuerst alles, was es eintragen würde, dann: Mit yes eintragen, mit no weiterspielen. Die Antwort no trägt nichts ein. Bis zur Antwort wird nichts angenommen, was die Partie ändern würde; die Abfragen, peg, touch und Einstellungen schon.
    Schachmatt, Patt und eine tote Stellung beenden die Partie sofort, ohne Drücken der Uhr; die Uhren halten an. Nach den FIDE-Regeln 2014 und 2017 ebenso: die fünfmalige Stellungswiederholung und die 75-Züge-Regel. Bis etwas anderes eingegeben wird, korrigiert fix MOVE noch den Zug, der die Partie beendet hat; das Ende wird dann zurückgenommen.
    Eine Aufgabe, ein vereinbartes Remis, eine Reklamation oder das Ergebnis des Schiedsrichters beendet die Partie, wenn yes es einträgt. Nach dem Ende antworten die Abfragen weiter, und result kann ein anderes Ergebnis eintragen. Nach quit gibt der Befehl annabella export die Partie aus.
    Siehe auch: help status, help claim, help yes, help arbiter, help moves.

manual-clock-title = Die sprechende Uhr
manual-clock =
    Die Bedenkzeit geben Sie mit --control an, oder mit control in den Einstellungen; ohne Angabe gilt 90/40+30+30s. Schreiben Sie sie wie im PGN: 40/5400:1800+30, 300+3, oder 5400d5 für 5 Sekunden Verzögerung. Oder in der Kurzform der FIDE: 90/40+30+30s, 15+10, 3+2.
    Ein bloßes X+Y bedeutet Minuten und Sekunden, wenn X unter 180 liegt, wie bei 15+10. Ab 180 bedeutet es Sekunden und Sekunden, wie bei 300+3. Eine Einheit geht immer vor: 90m+30s.
    Zeitabschnitte, Fischer-Zuschlag und Bronstein-Verzögerung werden alle beachtet. Bei der Zeitkontrolle, also wenn der letzte Zug eines Abschnitts abgeschlossen ist, kommt die Zeit des nächsten Abschnitts hinzu. Zu Beginn wird die Bedenkzeit so wiederholt, wie sie verstanden wurde, zum Beispiel: 30 Sekunden Zuschlag pro Zug ab Zug 41.
    Ein wahrscheinlicher Schreibfehler wird abgelehnt, mit dem, was vermutlich gemeint war. Zum Beispiel hieße 40/90: 90 Züge in 40 Minuten; für 40 Züge in 90 Minuten schreiben Sie 90/40 oder 40/5400. Und 0+5 enthält keine Grundzeit. Außerhalb einer Bedenkzeitangabe wird bei einer Zeit ohne Einheit nachgefragt: 90 Minuten oder 90 Sekunden?
    Der Befehl time antwortet für beide Spieler, je eine Zeile: abgeschlossene Züge, verbrauchte Zeit, verbleibende Zeit. Ein angesagter, nicht abgeschlossener Zug wird noch nicht gezählt, und die Uhr des Spielers, der ihn angesagt hat, läuft noch; time sagt das. In der Vollbildoberfläche fragt F4 die Uhr ab.
    Warnungen kommen bei 5 Minuten und bei 1 Minute Restzeit, auf der eigenen Uhr des blinden Spielers; die Einstellung warnings legt sie fest. Sonst wird ungefragt nichts über die Zeit gesagt, es sei denn, Sie wählen regelmäßige Zeitansagen.
    Ohne Angabe sind regelmäßige Zeitansagen aus. Einen Ansagerhythmus geben Sie mit --periodic an, in Anführungszeichen, oder mit periodic in den Einstellungen. Zum Beispiel bedeutet 5m, 1m<10m, 10s<1m: alle 5 Minuten; unter 10 Minuten jede Minute; unter einer Minute alle 10 Sekunden.
    Steht eine Uhr auf null, hören Sie, dass das Fallblättchen gefallen ist, und ob der Gegner noch mattsetzen kann (unverbindlicher Hinweis). Fällt das Fallblättchen des Gegners, weist das Programm auf claim time hin; beim eigenen des blinden Spielers nicht. Sind beide Fallblättchen gefallen, sagt das Programm, welches zuerst fiel.
    Nur der Schiedsrichter ändert eine Uhr, mit addtime und setclock. Eine eingegebene Zeit beträgt höchstens 100 Stunden. Mit --manual-clock steht die Zeit still und vergeht nur mit wait, zum Beispiel wait 90s.
    Siehe auch: help time, help claim, help addtime, help setclock, help arbiter.

manual-file-title = Die Partiedatei: nichts geht verloren
manual-file =
    Jedes Ereignis wird in die Partiedatei geschrieben und sofort auf den Datenträger durchgeschrieben, bevor etwas darüber gesagt wird. Ein Zug, ein Drücken der Uhr, eine Korrektur, ein Vorschlag und die Antwort darauf: alles sind Ereignisse.
    Um eine Partie fortzusetzen, geben Sie annabella play --game FILE ein. Stellung, Partieformular und Uhren sind wie zuvor. Zeit, die verging, während das Programm geschlossen war, zählt für den Spieler, dessen Uhr lief; die Meldung beim Fortsetzen sagt das. Ein Vorschlag, der auf yes wartet, wird erneut gestellt.
    Nimmt der Datenträger ein Ereignis nicht an, weil er voll ist oder die Datei nicht wachsen darf, wird das Ereignis wieder von der Datei abgeschnitten. Sie hören: Nicht gespeichert: der Datenträger ist voll. Davon ist nichts in der Partie, und die Partiedatei ist wie zuvor. Platz schaffen, dann erneut eingeben. Die Partie geht weiter.
    Hat ein Absturz den letzten Eintrag einer Datei abgeschnitten, geht die Partie ab dem letzten vollständigen Ereignis weiter. Eine Kopie der beschädigten Datei bleibt daneben liegen, mit .damaged am Ende des Namens.
    Jeder Eintrag trägt seine Nummer und eine Prüfsumme. Ein von Hand geänderter Eintrag wird abgelehnt, mit Angabe seiner Zeile. Ebenso vertauschte, fehlende oder wiederholte Zeilen und eine Zeit, die zurückgeht. Die Datei bleibt unverändert und wird nie als eine andere Partie nachgespielt. Auch Windows-Zeilenenden und eine Byte-Order-Mark werden gelesen.
    Immer nur ein Programm: ein zweites play auf eine anderswo geöffnete Partie wird abgelehnt, mit Angabe der Datei. Aber annabella export kann sie trotzdem lesen. Unter dem Pfad wird nie etwas gelöscht. Eine Partiedatei wechselt unverändert zwischen Windows und Linux.
    Ein anderes Programm kann die Datei während einer laufenden Partie ändern: ein Editor, ein Synchronisierungsprogramm, ein Kürzen, ein Überschreiben. Das wird bei jeder Eingabe, bei jedem Befehl, einmal pro Sekunde und am Ende bemerkt. Dann wird dort nichts mehr geschrieben, und die Partie wird, wie sie festgehalten ist, vollständig gesichert. Die Sicherung kommt wieder unter den Namen der Datei, wenn er frei ist, sonst daneben, mit .saved am Ende. Die Meldung sagt, was geschehen ist, wo die Partie liegt und wie es weitergeht.
    Beim Fortsetzen wird eine neuere, abweichende Sicherung genannt. Eine Datei, die weniger enthält als ihre Sicherung, wird abgelehnt, und die Meldung verweist auf die Sicherung. Unter Windows kann kein anderes Programm die geöffnete Datei verschieben, löschen oder kürzen.
    Nicht garantiert: ein Datenträger, dessen Cache Schreibvorgänge als erledigt meldet, die er nie gespeichert hat, kann bei einem Stromausfall die letzten Ereignisse verlieren.
    Siehe auch: help start, help quit, help pgn.

manual-mirror-title = Zwei Bretter, zwei Partieformulare
manual-mirror =
    Wie es die FIDE-Regeln 2017 in Anhang D.2.9 verlangen, verfolgt das Programm das Steckbrett des blinden Spielers. Jeder Zug gilt als so ausgeführt, wie er angesagt wurde, es sei denn, Sie geben mit peg etwas anderes ein.
    Mit peg MOVE oder peg FROM TO geben Sie ein, wie der Zug auf dem Steckbrett wirklich ausgeführt wurde, regelgemäß oder nicht: peg g1 h3. Geben Sie peg ok ein, wenn er wie angesagt ausgeführt wurde. Bei einer Umwandlung folgt der Figurenbuchstabe: peg e7 e8 q.
    Sobald das Steckbrett abweicht, sagt das eine private Zeile: Das Steckbrett weicht ab: { $piece-N } auf { $sq-h3 } gehört auf { $sq-f3 }. War das der wirklich ausgeführte Zug, schlägt die Zeile stattdessen fix vor.
    Der Befehl diff sagt, an wie vielen Stellen das Steckbrett abweicht, und wie viele Schritte es korrigieren. Dann kommt jeder auf einer eigenen Zeile: Schritt 1 von 1: { $piece-N } von { $sq-h3 } nach { $sq-f3 } umstecken. Wenn das Brett stimmt, geben Sie peg fixed ein.
    Nach rollback oder illegal wird nicht angenommen, dass das Steckbrett folgt. Die Schritte zur wiederhergestellten Stellung werden sofort angesagt. Die Bretter gelten als verschieden, bis peg fixed eingegeben wird.
    Mit --mirror strict wartet das Drücken der Uhr auf eine Eingabe mit peg, bei jedem Zug; die Einstellung heißt mirror. Dann genügt peg ok, wenn der Zug wie angesagt ausgeführt wurde.
    Um das Partieformular des anderen Spielers mit der Partie zu vergleichen, geben Sie compare und seine Züge ein: compare 1. e4 e5 2. Sf3 Sc6. Erlaubt sind alle Figurenbuchstaben, mit oder ohne Zugnummern, oder die gesprochenen Wörter. Ohne Züge fragt compare Zeile für Zeile danach: end oder eine leere Zeile vergleicht, cancel bricht ab.
    Stimmen die Formulare überein, wird das Brett genannt, das zu korrigieren ist. Ein Formular, das früher endet, ist kein Unterschied; ist es mehr als einen Zug im Rückstand, müssen zuerst die fehlenden Züge nachgetragen werden. Ist ein Formular länger als die Partie, werden seine zusätzlichen Züge genannt: geben Sie sie als Züge ein, wenn sie gespielt wurden. Ein Eintrag, der kein Zug ist oder auf zwei Züge passt, wird genannt, und nichts wird verglichen.
    Weichen die Formulare ab, wird der erste abweichende Zug genannt. Vorgeschlagen wird, zum letzten übereinstimmenden Zug zurückzugehen, mit den Uhren wie damals. Dann sagt rollback, was eingetragen würde, und yes führt es aus. Der Schiedsrichter kann die Uhren danach mit setclock ändern. Die zurückgenommenen Züge bleiben in der Partiedatei und im PGN.
    Siehe auch: help peg, help diff, help compare, help rollback, help explore.

manual-arbiter-title = Für den Schiedsrichter
manual-arbiter =
    Das Programm schlägt vor; ein Mensch entscheidet. Bei jeder Maßnahme des Schiedsrichters sagt das Programm zuerst, was es eintragen würde. Das sind die Stellung, jede Uhr, ein Fallblättchen, das fällt oder nicht mehr als gefallen gilt, die Zahl der regelwidrigen Züge, das Ergebnis. Dann trägt yes genau das ein; no trägt nichts ein. Beides wird in der Partiedatei und im PGN festgehalten.
    Geben Sie illegal ein, wenn der letzte abgeschlossene Zug regelwidrig war. Das schlägt vor, die Stellung davor wiederherzustellen, mit der Strafe nach der gewählten Fassung der Regeln.
    Geben Sie report illegal MOVE ein, wenn ein regelwidriger Zug auf einem Brett ausgeführt wurde, den das Programm bei der Eingabe abgelehnt hat. Bei der ersten Ablehnung eines solchen Zuges sagt das Programm, wie: Wenn er auf dem Brett ausgeführt wurde, für den Schiedsrichter melden: report illegal Lb6. Eine Meldung wird zu den erklärten regelwidrigen Zügen gezählt. Ein abgelehnter Zug des blinden Spielers selbst ist ein Tippfehler: er bekommt keinen solchen Hinweis.
    Zeit hinzufügen: addtime black 2m. Eine Uhr stellen oder Zeit abziehen: setclock white 1h2m3s. Das Ergebnis des Schiedsrichters eintragen: result 1-0, result 0-1 oder result 1/2. Das ersetzt auch ein schon eingetragenes Ergebnis.
    Ist das Fallblättchen des Gegners gefallen, schlägt claim time den Gewinn vor. Kann der Reklamierende nicht mattsetzen, lautet der Vorschlag Remis. Bei Antwort no bleibt das Fallblättchen gefallen. Sind beide gefallen, steht die Reklamation der Seite zu, deren Fallblättchen als zweites fiel. Fallen beide im selben Augenblick, bei von Hand gestellten Uhren, ist die Partie im letzten Zeitabschnitt remis; davor geht sie weiter.
    Eine berechtigte Reklamation, wegen dreimaliger Stellungswiederholung oder nach der 50-Züge-Regel, hält beide Uhren an. Die Uhren bleiben angehalten, während der Schiedsrichter gerufen wird. Wird ihr nicht stattgegeben (no), gilt sie als unberechtigt. Die Uhr des Reklamierenden läuft wieder, der notierte Zug wird ausgeführt, und die Strafe wird vorgeschlagen.
    Strafen je nach Fassung der Regeln. Nach einem regelwidrigen Zug erhält der Gegner 2 Minuten dazu. Nach den FIDE-Regeln 2014 und 2017 führt der zweite regelwidrige Zug zum Partieverlust, nach 2001 und 2005 der dritte. Nach 2014 und 2017 ist es stattdessen remis, wenn der Gegner nicht mattsetzen kann.
    Nach einer unberechtigten Reklamation erhält der Gegner 2 Minuten dazu, nach den FIDE-Regeln 2014 und 2017. Nach 2001 und 2005 erhält er 3 Minuten, und dem Reklamierenden wird Zeit abgezogen. Fünfmalige Stellungswiederholung und 75-Züge-Regel beenden die Partie nur, wenn 2014 oder 2017 gilt. Nach den FIDE-Regeln 2017 ist bei einem hörbehinderten Gegner ein Assistent vorgeschrieben.
    Der Befehl touch protokolliert eine Figur, die der Gegner berührt hat, mit der Zeit. Der Export, annabella export --game FILE --pgn oder --sheet, gibt jeden Vermerk bei seinem Zug aus. Die Vermerke: Remisangebote, Berührungen, regelwidrige Züge, Reklamationen, Änderungen der Uhren, nicht eingetragene Vorschläge.
    Siehe auch: help illegal, help report, help claim, help result, help yes, help pgn.

manual-assistant-title = Der Assistent
manual-assistant =
    Der blinde Spieler darf einen Assistenten haben, der die Züge übermittelt, sie notiert und die Uhr bedient (FIDE-Regeln 2017, Anhang D.2.10). Den Assistenten nennen Sie zu Beginn mit --assistant NAME, oder in der Partie mit assistant on NAME. Aufforderungen richten sich dann an den Assistenten. Mit assistant off richten sie sich wieder an den Spieler.
    An der Tastatur sitzt der blinde Spieler oder der Assistent: wer sie bedient, spricht für den blinden Spieler. Ein bloßes resign oder draw gilt für den blinden Spieler. Für den Gegner gelten resign white, resign black, draw white oder draw black. Statt der Farbe darf der Name eines Spielers stehen.
    Mit touch e7 protokollieren Sie für den Schiedsrichter eine Figur, die der Gegner berührt hat, mit der Zeit seit Beginn. Das erscheint im PGN und in den Vermerken des Partieformulars. Ein leeres Feld wird abgelehnt.
    Für die Reklamationen des blinden Spielers: fällt das Fallblättchen des Gegners, kommt der Hinweis: Zum Reklamieren: claim time. Die Reklamationen claim threefold MOVE und claim fifty MOVE kommen vor dem Zug, mit dem beabsichtigten Zug.
    Der Assistent kann einen Zug des Gegners übermitteln, den das Programm ablehnt. Er kann trotzdem auf dem Brett ausgeführt worden sein: bei der ersten solchen Ablehnung sagt das Programm, wie er mit report illegal MOVE gemeldet wird.
    Hat der sehende Spieler einen eigenen Assistenten (FIDE-Regeln 2017, Anhang D.2.11), verwenden Sie --opponent-assistant NAME. Bei einem hörbehinderten Gegner, --opponent-hearing-impaired, braucht eine Partie nach den FIDE-Regeln 2017 auch --assistant. Ohne das beginnt die Partie nicht, und das Programm sagt, warum; der Assistent bleibt dann.
    Siehe auch: help touch, help claim, help report, help status.

manual-adjourn-title = Eine Partie abbrechen: die Hängepartie
manual-adjourn =
    Beim Abbruch gibt der Spieler am Zug seinen Zug ab: seal Sf3. Der Zug wird geprüft und festgehalten, aber nie laut gesagt. Sie hören nur: Abgegebener Zug festgehalten, Zug 41. Die Uhr hält an, und die Partie ist abgebrochen.
    Ein bereits angesagter Zug ist der abzugebende Zug: geben Sie nur seal ein, um ihn abzugeben.
    Solange die Partie abgebrochen ist, sind Züge, Steckbrett-Eingaben, Reklamationen und compare gesperrt. Weiter funktionieren: draw, accept, decline, resign, result, addtime, setclock. Ebenso assistant, envelope und die Abfragen: time, status, sheet, last, board.
    Geben Sie envelope mit Datum, Uhrzeit und Ort der Wiederaufnahme ein: envelope 2026-11-22 10:00, Saal 2. Diese Angaben können auch zu Beginn mit --resume-at kommen. Ohne sie steht auf dem Umschlag, dass der Schiedsrichter sie festlegt.
    Der Umschlag wird neben die Partiedatei geschrieben, als Text und in Braille: BRF, 40 Zeichen mal 25 Zeilen. Die Brailleschrift ist die der Sprache, in der der Umschlag geschrieben ist, über liblouis (dänische, deutsche, norwegische, niederländische oder englische Vollschrift); [braille] table in den Einstellungen nennt eine andere Tabelle. Außen steht nie der Zug. Dort stehen die Spieler, die Stellung vor dem abgegebenen Zug, die verbrauchte Zeit und die Uhrenstände für die Wiederaufnahme, wer abgegeben hat, und die Zugnummer. Außerdem ein offenes Remisangebot und die Wiederaufnahme.
    Das Innenblatt ist für den Schiedsrichter: das Partieformular bis einschließlich des abgegebenen Zuges, in den Figurenbuchstaben des Partieformulars. Sie hören die Namen der vier Dateien.
    Das Programm darf geschlossen werden. Bei der Wiederaufnahme stellt annabella play --game FILE Stellung und Uhren her. Wenn der antwortende Spieler bereit ist, geben Sie unseal ein. Der abgegebene Zug wird ausgeführt und angesagt, und die Uhr des antwortenden Spielers läuft an.
    Siehe auch: help seal, help envelope, help unseal, help file.

manual-lines-title = Zeilenmodus, für Bildschirmleser und Braillezeilen
manual-lines =
    Im Zeilenmodus geht ein Befehl pro Zeile hinein, und Zeilen kommen heraus. Es gibt keine Cursorbewegung, keine Farbe und kein Neuzeichnen. NVDA, JAWS, Orca und Braillezeilen lesen jede Zeile, sobald sie kommt. Sie starten ihn mit --line; er wird automatisch verwendet, wenn Eingabe oder Ausgabe kein Terminal ist.
    Jede Zeile hat höchstens 80 Zeichen, sofern sie an einer natürlichen Stelle getrennt werden kann. Eine lange Antwort wird an ihren Satzenden getrennt; dann an Semikolons; dann an Doppelpunkten und Kommas. Eine Liste wird zwischen ihren Einträgen getrennt, und sie wiederholt ihre Überschrift. Jede Zeile steht für sich.
    Der Befehl board liest die Stellung vor, eine Reihe pro Zeile: Reihe 4, Weiß: { $say-e4 }. Mit board white kommen die Figuren einer Seite, eine Art pro Zeile: 2 weiße { $pieces-R } auf { $sq-a1 }, { $sq-h1 }.
    Der Befehl sheet liest das Partieformular vor, ein Zugpaar pro Zeile; sheet 12 beginnt bei Zug 12. Der Befehl last sagt den letzten Zug in den Wörtern der Ansage; last 3 sagt die letzten drei.
    Mit square f7 oder square { $sq-f7 } hören Sie, was dort steht und was das Feld angreift und deckt. Mit pieces white rooks hören Sie, wo die Figuren einer Seite und Art stehen. Auch pieces black N und pieces weiße Türme funktionieren.
    Der Befehl status sagt, was aussteht, und time sagt die Uhren an. Keine dieser Abfragen ändert die Partie. Die Abfragen sind auch möglich, während ein Vorschlag auf yes oder no wartet.
    Solange ein Zug angesagt und nicht abgeschlossen ist, beziehen sich diese Antworten und touch auf die Stellung nach ihm. Die Antworten sagen das zuerst: Stellung nach dem angesagten Zug "{ $say-e4 }" von Weiß, noch nicht abgeschlossen.
    Eingaben und Namen werden nur ohne Steuerzeichen wiedergegeben. Eine Zeile, die nicht UTF-8 ist oder länger als 4096 Bytes, wird für sich abgelehnt. Die Partie geht weiter.
    Mit help hören Sie die Befehle, einen pro Zeile. Mit help und einem Befehl oder Thema hören Sie mehr.
    Siehe auch: help board, help sheet, help square, help pieces, help speech.

manual-screen-title = Die Vollbildoberfläche
manual-screen =
    Sind Eingabe und Ausgabe ein Terminal, öffnet annabella play die Vollbildoberfläche. Die Option --tui erzwingt sie; --line erzwingt den Zeilenmodus. Züge und alle Befehle des Zeilenmodus werden in ihre Eingabezeile getippt.
    Die Oberfläche zeigt das Brett und daneben das Steckbrett, wenn die beiden abweichen. Dazu zeigt sie beide Uhren: verbleibende Zeit, verbrauchte Zeit, abgeschlossene Züge, wessen Uhr läuft, und das Fallblättchen. Außerdem zeigt sie das Partieformular, die Meldungen und die letzte Ansage in großer Schrift. Die Taste F1 zeigt alle Tasten und sagt sie an.
    Das gezeichnete Brett zeigt die Stellung nach dem angesagten Zug. Bis die Uhr gedrückt ist, trägt es den Titel Zug nicht abgeschlossen. Nichts wird nur durch Farbe mitgeteilt: weiße Figuren sind Großbuchstaben, schwarze Kleinbuchstaben. Ein Sternchen markiert den letzten Zug, ein Pluszeichen einen König im Schach. Ein Ausrufezeichen markiert ein Feld, auf dem die Bretter abweichen; eckige Klammern sind der Cursor.
    Die Felder wachsen mit dem Terminal: 3 mal 1 Zeichenzellen bei 80 mal 24, 9 mal 4 bei 200 mal 60. Ein Brett wird ganz gezeichnet oder gar nicht. Ist das Terminal zu klein, sagt eine Zeile, welche Größe nötig ist. Zuerst rückt die Uhr in den Titel des Bretts; dann weicht das Steckbrett, zuletzt das Brett. Die Taste F7 schaltet die große Schrift ein und aus.
    Die Meldungen nehmen die freien Zeilen ein; eine Zeile wird umbrochen, nie abgeschnitten. Die letzten 500 Zeilen bleiben erhalten. Mit Bild auf und Bild ab blättern Sie darin. Mit Strg+Pfeil hoch und Strg+Pfeil runter lesen Sie sie Zeile für Zeile nach; jede wird angesagt, sobald Sie sie erreichen.
    Die Zeilen einer Antwort werden nacheinander gesprochen, und sie unterbrechen einander nie. Das Echo einer getippten Taste entfällt, während etwas anderes gesprochen wird. Eine Warnung bei knapper Zeit und die Meldung zum Fallblättchen: beide unterbricht nur eine neuere.
    Pfeil links und rechts, Pos1, Ende, Entf und die Rücktaste bearbeiten die Eingabezeile, und das erreichte Zeichen wird angesagt. Pfeil hoch und runter holen frühere Zeilen zurück. Die Tasten: F2 drückt die Uhr; F3 korrigiert den angesagten Zug; F4 sagt die Uhr an; F5 den letzten Zug. Außerdem: F6 wiederholt die Ansage; Esc führt in den Brettmodus; Strg+Q beendet.
    Eine Taste ohne Belegung sagt: Diese Taste ist hier nicht belegt; F1 für die Hilfe. Die Taste Strg+C beendet immer, und die Partie ist gespeichert. Solange die Vollbildoberfläche läuft, geht die Fehlerausgabe in eine Logdatei: den Namen der Partiedatei mit .log am Ende.
    Farbschemata: hoher Kontrast, die Vorgabe; dunkel; hell; und einfarbig. Die Variable NO_COLOR erzwingt einfarbig. Das Farbschema und jede Taste lassen sich in den Einstellungen ändern.
    Siehe auch: help explore, help lines, help speech, help settings.

manual-explore-title = Das Brett mit Tasten erkunden
manual-explore =
    In der Vollbildoberfläche wechselt Esc in den Brettmodus; Esc führt wieder zur Zugeingabe zurück. Erkundet wird die gezeichnete und gesprochene Stellung: nach dem angesagten Zug, wenn es einen gibt.
    Die Pfeiltasten bewegen einen Cursor um ein Feld, und das Feld wird angesagt: { $explore-g1 }. Figur und Farbe werden mit den Wörtern des Vokabulars genannt. Pfeil hoch führt weg von der Seite, die unten gezeigt wird.
    Die Buchstaben a bis h springen zu einer Linie, die Ziffern 1 bis 8 zu einer Reihe. Die Leertaste sagt das Feld unter dem Cursor an. Umschalt mit K, Q, R, B, N oder P führt zur nächsten Figur dieser Art, gleich welcher Farbe: König, Dame, Turm, Läufer, Springer, Bauer.
    Die Taste x liest die Reihe des Cursors vor, y seine Linie und u beide Diagonalen; leere Felder werden gezählt, nicht genannt. Die Taste l zählt die Figuren beider Seiten auf.
    Die Taste m sagt die regelgemäßen Züge der Figur unter dem Cursor an. Gehört die Figur der Seite, die nicht am Zug ist, sagt die Taste auch, wer am Zug ist. Die Taste t sagt, was das Feld angreift und deckt, und v dreht das Brett.
    Mit Tab erkunden Sie statt der Partie das Steckbrett. Sie hören zum Beispiel: Das Steckbrett wird erkundet; die Bretter unterscheiden sich an 1 Stelle. Wo sie abweichen, wird auch das Feld des anderen Bretts angesagt.
    Der Cursor des Terminals steht auf dem erkundeten Feld, für Bildschirmlupen. Beim Nachspielen mit replay gibt Esc dieselben Tasten für die gehörte Stellung. Die Tasten lassen sich in den Einstellungen ändern.
    Siehe auch: help screen, help mirror, help square.

manual-speech-title = Sprachausgabe: Stimmen, Geräte und Töne
manual-speech =
    Die Option --speech wählt, wer spricht: auto, clips, tts, reader, text oder none. Die Einstellung backend tut dasselbe.
    Die eingebaute Stimme, clips, spielt aufgenommene Wörter über das Audiogerät ab. Diese Stimme ist am schnellsten, wenige Millisekunden bis zum ersten Wort, und braucht nur ein Audiogerät. Ein Satz mit einem Wort ohne Aufnahme geht ganz an die Systemstimme.
    Die Systemstimme, tts, ist unter Linux speech-dispatcher, unter Windows die Stimme von Windows selbst. Die Systemstimme spricht jeden Satz, mit der dafür eingestellten Stimme und Geschwindigkeit.
    Mit reader spricht unter Windows der laufende Bildschirmleser, mit seiner eigenen Stimme und Geschwindigkeit: NVDA, JAWS oder ein anderer. Anderswo ist reader die Systemstimme, die auch Orca nutzt. Mit text erscheinen die Zeilen nur als Text, für einen Bildschirmleser oder eine Braillezeile. Mit none spricht nichts; die Zeilen erscheinen trotzdem als Text.
    Die Wahl auto verwendet die eingebaute Stimme, wenn sich ein Audiogerät öffnen lässt; sonst die Systemstimme; sonst text. Welche es ist, wird einmal angesagt. In einer Pipe bedeutet auto text. Fehlt ein Audiogerät oder ein Sprachdienst, hält das die Partie nie auf: sie geht in Textform weiter, und das Programm sagt das. Eine Systemstimme, die stumm bleibt, wird binnen Sekunden bemerkt, und text übernimmt.
    Ansagen sind öffentlich, für den Tisch. Uhr, Antworten, Warnungen und Fehler sind privat. Eine neue Ansage unterbricht eine veraltete; die private Sprachausgabe unterbricht nie eine Ansage. Um beides auf einen Lautsprecher und einen Ohrhörer zu verteilen, verwenden Sie --public-device und --private-device. Jede dieser Optionen erwartet einen Teil des Gerätenamens.
    In der Partie: repeat wiederholt die letzte Ansage; rate 120 und volume 80 stellen Sprechtempo und Lautstärke in Prozent ein. Außerdem: earcons off oder earcons on schaltet die kurzen Töne; quiet hört sofort auf zu sprechen. Die Signaltöne markieren einen abgeschlossenen Zug, Schach, eine Ablehnung, knappe Zeit, das Fallblättchen und ein abweichendes Steckbrett.
    Läuft ein Bildschirmleser über denselben speech-dispatcher, gehen Ansagen mit der Priorität important. Die private Sprachausgabe geht mit message, wie die eigenen Meldungen des Bildschirmlesers. Eine Ansage unterbricht die Zeile des Bildschirmlesers, und sie wird nie von ihr unterbrochen. Die Sätze behalten ihre Reihenfolge.
    Im Zeilenmodus liest ein Bildschirmleser schon jede angezeigte Zeile. Wählen Sie --speech text, damit Sie nicht jeden Satz doppelt hören. Oder behalten Sie die eingebaute Stimme nur für den Tisch, auf einem mit --public-device genannten Lautsprecher.
    Siehe auch: help repeat, help rate, help volume, help earcons, help quiet, help windows.

manual-moves-title = Wie eingegebene Züge gelesen werden
manual-moves =
    Alles Eingegebene, das kein Befehl ist, ist ein Zug. Er wird in jeder Form gelesen, die ein Spieler oder Assistent tippen könnte, in der Stellung, wie sie ist.
    Geschriebene Notation, mit englischen, dänischen, deutschen, norwegischen oder niederländischen Figurenbuchstaben: Nf3 oder Sf3. Die Zeichen x, +, #, = und e.p. dürfen fehlen. Die kurze Rochade ist 0-0 oder O-O, die lange 0-0-0 oder O-O-O. Eine Umwandlung nennt die Figur: e8Q, e8=D. Ein fehlendes Schlagzeichen oder = macht einen regelgemäßen Zug nie unlesbar.
    Koordinaten: e2e4, e2-e4, g1f3, und e7e8q für eine Umwandlung.
    Die gesprochenen Wörter jedes Vokabulars: springer felix drei, Dame schlägt David vier (deutsch), kort rokade (norwegisch). Auf Groß- und Kleinschreibung kommt es nicht an. Die Buchstaben ä, æ, å, ø und ü dürfen als ae, aa, oe und ue getippt werden. Anführungszeichen um einen Zug werden übergangen.
    In geschriebener Notation ist ein Großbuchstabe eine Figur, ein Kleinbuchstabe eine Linie, wie auf einem Partieformular. So schlägt bei dxe5 und bxc3 ein Bauer, auch wo eine Dame (D) oder ein Läufer (B) dort schlagen könnte.
    Nur wenn das auf keinen regelgemäßen Zug passt, wird ein Kleinbuchstabe als Figur gelesen: nf3, lb5. Eine Eingabe in Großbuchstaben, mit der Feststelltaste, wird gelesen, als wäre sie normal getippt: NF3, G1-F3. Beides gilt nur, wenn genau ein regelgemäßer Zug passt.
    Eine Eingabe, die auf zwei regelgemäße Züge passt, wird abgelehnt, und beide werden genannt; es wird nie geraten. Geben Sie den gemeinten genauer ein, zum Beispiel Sbd2. Passt eine Eingabe auf keinen Zug, wird das erklärt: keine Dame kann d4 erreichen; der König stünde im Schach.
    Die Option --letters wählt die Figurenbuchstaben, für Partieformular und Antworten: en, da, de, nb oder nl. Englisch ist K Q R B N; Dänisch, Deutsch und Norwegisch K D T L S; Niederländisch K D T L P, wobei P der Springer ist.
    Die Befehle fix, claim, seal und compare lesen ihre Züge genauso.
    Siehe auch: help fix, help compare, help vocabularies.

manual-replay-title = Eine Partie anhören: replay
manual-replay =
    Mit annabella replay FILE.pgn hören Sie eine Partie aus einer PGN-Datei, Zug für Zug, in den gewählten Wörtern. Die Optionen --voice, --files, --ranks, --pieces und --long wirken wie bei play. Zeilenmodus und Vollbildoberfläche funktionieren beide.
    Eine Datei mit vielen Partien wird zuerst aufgelistet, 20 pro Seite: Nummer, Spieler, Ergebnis, Datum, Turnier und Züge. Mit games 2 kommt die zweite Seite. Mit games Morphy kommen die Partien, deren Spieler, Turnier oder Datum das Wort enthalten; games Morphy 1858 verlangt beide Wörter. Mit game 2 öffnen Sie die zweite Partie; --game-number 2 öffnet sie gleich.
    Die Eingabetaste in einer leeren Zeile, oder next, sagt den nächsten Zug; next 5 sagt die nächsten fünf. Zurück: back, oder back 3. Zum Anfang oder zum Ende: first, last. Nach dem zwölften Zug von Weiß: go 12; nach dem zwölften Zug von Schwarz: go 12 black; zum Anfang: go 0. Wer am Zug ist und bei welchem Zug: who.
    Nach einem Zug hören Sie, ob die Datei einen Kommentar dazu hat oder andere Züge an seiner Stelle. Der Befehl comment liest den Kommentar vor, mit den Kommentarzeichen in Worten: zweifelhafter Zug, sehr guter Zug.
    Der Befehl variations zählt die anderen Züge auf, in geschriebener Notation. Mit variation 1 gehen Sie in die erste; ihre Züge werden wie die der Partie angesagt. Mit leave kommen Sie dorthin zurück, wo Sie hineingegangen sind.
    Die Abfragen board, square f7 und pieces weiße Türme antworten wie bei play. Der Befehl moves sagt die bis hierher gespielten Züge, ein Zugpaar pro Zeile. Die Befehle result und tags sagen, was die Datei über die Partie angibt. Auch repeat, quiet, rate und volume wirken wie bei play; help zählt die Befehle auf; quit beendet.
    In der Vollbildoberfläche, in einer leeren Zeile, gehen Pfeil rechts und Pfeil links vor und zurück. Esc gibt die Brett-Tasten von play, für die gehörte Stellung. Die Taste F2 geht zum nächsten Zug; F5 sagt, wo die Partie steht; F7 schaltet die große Schrift.
    Zum Beispiel: annabella replay --voice da --game-number 2 club.pgn
    Siehe auch: help pgn, help explore, help lines.

manual-pgn-title = Partien übernehmen und exportieren
manual-pgn =
    Mit annabella play --fen FEN beginnen Sie eine neue Partie mit einer Stellung. Das eignet sich für eine Hängepartie aus einem anderen System oder eine Partie, die an ein anderes Brett umzieht. Setzen Sie die FEN in Anführungszeichen.
    Um dort weiterzuspielen, wo die Hauptvariante einer PGN-Partie endet, verwenden Sie --pgn mit der Datei. Bei einer Datei mit vielen Partien fügen Sie --game-number 3 hinzu. Ohne das listet eine solche Datei ihre ersten 20 Partien auf und sagt, wie viele weitere es gibt. Zum Beispiel: annabella play --pgn haengepartie.pgn --game runde5.annabella
    Spieler, Turnier, Ort, Runde, Datum und Bedenkzeit der Datei werden übernommen und angesagt. Ebenso der letzte Uhrenstand jeder Seite. Optionen auf der Befehlszeile gehen der Datei vor. Die schon gespielten Züge zählen für die Bedenkzeit und als abgeschlossene Züge.
    Eine Partie, die die Datei als entschieden angibt, deren Stellung aber noch spielbar ist, wird mit einem Hinweis darauf übernommen. Eine Partie, die nicht ganz übernommen werden kann, wird abgelehnt, mit Partie und Zeile der Datei. Das gilt bei einem regelwidrigen Zug, einem Wort, das kein Zug ist, bei Chess960 oder einer anderen Schachvariante oder einer fehlerhaften FEN. Ebenso bei einer Stellung, in der die Partie schon zu Ende ist. Vorher wird nichts geschrieben.
    Dateien werden gelesen, wie sie kommen: UTF-8 mit oder ohne Byte-Order-Mark, und Latin-1 oder Windows-1252 aus älteren Datenbanken. Bei einer UTF-16-Datei sagt das Programm das: speichern Sie sie als UTF-8. Ein Ordner, ein Gerät oder eine Pipe wird sofort abgelehnt. Uhrenstände und Bewertungen in Kommentaren werden nie vorgelesen.
    Eine beschädigte Datei bricht das Lesen nie ab. Eine verirrte Klammer, eine abgeschnittene Tag-Zeile, ein endloser Kommentar: das wird mit seiner Zeile genannt. Die Partien danach bleiben lesbar. Bei einer defekten Partie stehen Zeile und Problem in der Liste, und sie ist bis dorthin anhörbar. Hat sich die Datei einer Partie seit der Auflistung geändert, sagt das Programm das.
    Standard-PGN schreiben: annabella export --game FILE --pgn. Es hat englische Figurenbuchstaben, die sieben Haupt-Tags, die Bedenkzeit und die Uhr nach jedem Zug. Als Kommentare stehen darin Remisangebote, Berührungen, gemeldete regelwidrige Züge und Entscheidungen des Schiedsrichters. Um es in eine Datei zu schreiben, fügen Sie --out runde3.pgn hinzu.
    Das Partieformular in den Figurenbuchstaben einer Sprache schreiben: annabella export --game FILE --sheet --lang da. Die Vermerke für den Schiedsrichter folgen, jeder bei seinem Zug, in der Sprache dieser Figurenbuchstaben. Das Partieformular als Audio, mit der eingebauten Stimme, braucht kein Audiogerät: annabella export --game FILE --wav runde3.wav
    Siehe auch: help replay, help file, help arbiter.

manual-eboard-title = Ein elektronisches Brett für den sehenden Spieler
manual-eboard =
    Spielt der sehende Gegner auf einem elektronischen DGT-Brett, werden die Züge davon gelesen. Unter Linux ist der Anschluss über USB ttyACM0 oder ttyUSB0: annabella play --eboard /dev/ttyACM0 --color black. Unter Windows: --eboard COM3. Die Einstellung heißt eboard, im Abschnitt game.
    Unter Linux muss der Benutzer den Anschluss öffnen dürfen: sudo usermod -aG dialout $USER, dann neu anmelden.
    Der Zug des sehenden Spielers wird angesagt, sobald die Figuren stehen, als wäre er getippt worden. Wird eine Figur über Felder geschoben, ist das eine Korrektur vor dem Drücken der Uhr: { $say-d3 }, dann Korrektur: { $say-d4 }.
    Schlagen, Rochade mit dem König zuerst, en passant und Umwandlung werden an den Figuren erkannt. Eine angehobene und wieder abgesetzte Figur löst keine Ansage aus. Ebenso wenig umgestoßene und wieder aufgestellte Figuren.
    Eine Umwandlung in eine andere Figur als die Dame wird so übernommen, wie das Brett sie zeigt, und privat nachgefragt. Sie hören: Das elektronische Brett zeigt { $piece-N } auf { $sq-g8 } für die Umwandlung: war eine andere Figur gemeint, den Zug mit fix und dieser Figur eingeben.
    Eine DGT-Uhr am Brett schließt den Zug mit ihrer Wippe ab. Ohne sie schließt press den Zug ab; in der Vollbildoberfläche F2. Ebenso die Antwort der anderen Seite, sobald sie auf dem Brett erscheint.
    Die Züge des blinden Spielers werden wie bisher getippt. Der sehende Spieler kann einen davon anders ausführen als angesagt. Dann hören Sie sofort und privat: Auf dem elektronischen Brett: { $piece-N } auf { $sq-h6 } gehört auf { $sq-f6 }. Sobald es wieder stimmt, hören Sie auch das. Ein Brett, das zu keinem regelgemäßen Zug passt, wird ebenso gemeldet, einmal.
    Steht das Brett verkehrt herum, wird das an der Grundstellung erkannt, und es wird gedreht gelesen. Wird der Stecker des Bretts gezogen, meldet das Programm, dass das Brett nicht antwortet; die Partie geht an der Tastatur weiter. Wird er wieder eingesteckt, meldet das Programm, dass das Brett wieder da ist, und liest es so, wie es steht.
    Zeilenmodus und Vollbildoberfläche lesen beide das Brett. Erprobt ist es mit einem simulierten Brett, noch nicht mit einem echten DGT-Brett und einer echten DGT-Uhr. Bretter mit Bluetooth sind nicht erprobt. Die Figuren, mit denen manche Bretter Ergebnisse eingeben, werden als leere Felder gelesen.
    Siehe auch: help mirror, help press, help fix.

manual-braille-title = Die Braillezeile
manual-braille =
    Unter Linux schreibt annabella mit --braille (oder display = true in [braille]) auf die Braillezeile. Das geht über BrlAPI, die Schnittstelle von BRLTTY; BRLTTY muss dafür laufen. Der Text steht in der Vollschrift der Sprache, in der die Meldungen erscheinen, oder in der Tabelle, die [braille] table nennt.
    Die Braillezeile zeigt die letzte Ansage oder Antwort, Zeile für Zeile. Die Navigationstasten verschieben den Ausschnitt entlang der Zeile, die Zeilentasten führen von Zeile zu Zeile. Nach der letzten Zeile der Antwort folgt der Stand der Partie: der noch auszuführende Zug, ein Remisangebot, eine Frage, die auf yes oder no wartet, eine Hängepartie oder eine beendete Partie. Die Taste für die unterste Zeile führt sofort dorthin.
    Während ein Zug oder ein Befehl getippt wird, zeigt die Braillezeile die Eingabezeile mit ihrem Cursor (Punkte 7 und 8). Eine Routingtaste über der Eingabezeile setzt den Cursor dorthin; über einer Antwort sagt sie das Wort an dieser Stelle noch einmal. Auf der Brailletastatur wird getippt wie auf der Tastatur des Computers.
    Die Taste F1 zeigt die Liste der Tasten auf der Braillezeile, eine Taste pro Zeile. Wird die Braillezeile abgezogen oder BRLTTY beendet, sagt annabella das, und die Partie geht weiter; sobald die Braillezeile wieder da ist, verbindet sich annabella erneut.
    Im Zeilenmodus bleibt die Braillezeile dem Bildschirmleser überlassen, der jede angezeigte Zeile liest. Unter Windows schickt --braille dieselben Zeilen an die Braillezeile, die der laufende Bildschirmleser steuert.

manual-windows-title = annabella unter Windows
manual-windows =
    Das Windows-Zip enthält annabella.exe, die Stimmen, die vorgegebenen Einstellungen, die README und die LICENSE. Entpacken Sie es an einen beliebigen Ort; nichts wird installiert.
    Ein Doppelklick auf annabella.exe öffnet eine Konsole, und eine neue Partie beginnt im Zeilenmodus. NVDA und JAWS lesen sie Zeile für Zeile. Die Partiedatei kommt nach %LOCALAPPDATA%\annabella\data\games.
    In einer Konsole geben Sie annabella play --game runde3.annabella ein, um eine Partie zu spielen oder fortzusetzen. Im Windows Terminal öffnet annabella play --tui die Vollbildoberfläche. Jeder Befehl funktioniert gleich; Pfade dürfen Windows-Pfade sein.
    Die Einstellungen werden aus %APPDATA%\annabella\config\config.toml gelesen. Die Datei config\default.toml im Zip zeigt jede Einstellung mit ihrem Kommentar.
    Die eingebaute Stimme spielt über das Audiogerät. Mit --speech tts spricht die Stimme von Windows selbst. Mit --speech reader spricht der laufende Bildschirmleser, mit seiner eigenen Stimme und Geschwindigkeit: NVDA, JAWS oder ein anderer. Findet auto einen laufenden Bildschirmleser, sagt es das und bietet --speech reader an.
    Die Wahl reader passt zur Vollbildoberfläche. Im Zeilenmodus liest der Bildschirmleser schon jede angezeigte Zeile. Wählen Sie dann --speech text, um nicht jeden Satz doppelt zu hören; oder die eingebaute Stimme auf einem Lautsprecher, mit --public-device.
    Ohne Audiogerät und ohne Sprachdienst geht die Partie in Textform weiter, und das Programm sagt das; ebenso reader ohne Bildschirmleser. Die Konsole wird auf UTF-8 umgestellt, damit fünf und Cæsar den Bildschirmleser unversehrt erreichen. Auch Zeilenenden im Windows-Format werden gelesen.
    Auf einem echten Windows-Rechner, über NVDA und JAWS, ist die Sprachausgabe noch nicht erprobt: probieren Sie sie vor der Runde aus.
    Siehe auch: help speech, help settings, help lines.

manual-settings-title = Einstellungen
manual-settings =
    Der Befehl annabella settings schreibt jede Einstellung mit ihrer Vorgabe und dem, was sie bewirkt, in Ihrer Sprache: eine Datei, mit der Sie Ihre eigene beginnen. Ihre eigene Datei braucht nur, was Sie ändern; sie geht den Vorgaben vor. Unter Linux ist das ~/.config/annabella/config.toml. Unter Windows ist es %APPDATA%\annabella\config\config.toml. Für einen einzelnen Aufruf verwendet --config FILE eine andere Datei: --config tournament.toml.
    Schreiben Sie nur, was Sie ändern, unter die Überschrift seines Abschnitts. Der Abschnitt voice: voice, files, ranks, pieces, long, pawn_name, check. Der Abschnitt ui: lang, letters. Der Abschnitt game: control, laws, kind, supervision, quickplay, color, warnings, periodic, mirror, eboard.
    Der Abschnitt speech: backend, rate, volume, earcons, gap_ms, public_device, private_device. Der Abschnitt engine: program, strength, think, analysis_time, options. Der Abschnitt broadcast: serve, address, delay. Der Abschnitt braille: table, display. Der Abschnitt tui: theme, big_text. Der Abschnitt keys: eine Taste für jede Aktion der Vollbildoberfläche.
    Optionen auf der Befehlszeile gehen den Einstellungen vor. Eine fortgesetzte Partie behält ihre eigenen Angaben: Spieler, Bedenkzeit, Regeln, Farbe, mirror.
    Ein falscher Schlüssel oder Wert hält das Programm an, bevor etwas geschieht. Die Meldung nennt Datei und Zeile, was falsch ist und was erlaubt ist. Zum Beispiel, mit laws auf 2018 in Zeile 2: config.toml:2: laws = "2018" ist keine Fassung der Regeln; erlaubt: 2017, 2014, 2005, 2001. Von einer fehlerhaften Datei wird nichts verwendet.
    Eine Taste wird f2, ctrl-q, alt-x, shift-k, esc, enter, space, tab, up, pageup und ähnlich geschrieben. Eine Taste kann auch ein einzelner Buchstabe, eine Ziffer oder ein Zeichen sein. Eine Taste, die überall wirkt, muss eine F-Taste oder eine benannte Taste sein oder ctrl- oder alt- haben. Im Brettmodus lassen sich a bis h und 1 bis 8 nicht belegen. Die Taste Strg+C gehört zu keiner Aktion: sie beendet immer, und die Partie ist gespeichert.
    Siehe auch: help start, help speech, help screen, help vocabularies.

manual-vocabularies-title = Vokabulare: die Wörter der Ansagen
manual-vocabularies =
    Jedes Vokabular ist eine Datei in voices/. International und deutsch, de.toml: Anna, Bella, Cesar; eins, zwei, drei. Dänisch, da.toml: Anna, Bodil, Cecilie; et, to, tre. Norwegisch, nb.toml: Anna, Bella, Cæsar; en, to, tre. Die Option --voice wählt eines.
    Die Optionen --files, --ranks und --pieces übernehmen einen Teil aus einem anderen Vokabular: --voice da --files de sagt springer Felix tre. Wörter ohne Partie hören: annabella say --voice da Sf3 gibt springer Frederik tre aus.
    Weitere lassen sich hinzufügen, ohne das Programm zu ändern. Legen Sie eine neue Datei in voices/; beim nächsten Build wird sie eingebaut. Oder geben Sie zur Laufzeit einen Ordner an, mit --voices DIR oder der Variablen ANNABELLA_VOICES.
    Eine Datei braucht name und language: ein Sprachkennzeichen wie da-DK. Außerdem braucht sie acht Linien und acht Reihen. Dazu eine Tabelle pieces: king, queen, rook, bishop, knight, pawn. Und eine Tabelle words: castle_kingside, castle_queenside, captures, check, checkmate, promotes, en_passant.
    Die optionalen Tabellen white und black, mit denselben sechs Schlüsseln, geben jede Figur mit ihrer Farbe: weißer König, hvidt tårn. Beim Erkunden des Bretts werden sie angesagt. Es gibt sie nur zusammen. Ohne sie steht das Farbwort der Meldungssprache vor der Figur.
    Eine Datei mit einem fehlenden Wort, einer falschen Anzahl oder einem doppelt verwendeten Wort wird abgelehnt. Die Meldung nennt Datei, Zeile und Schlüssel.
    Eine optionale Tabelle editions, etwa editions.2014, nennt, was eine Fassung der Regeln auswählt. Die Tabelle füllt die Teile, die die Einstellungen leer lassen. Für 2014 hat nb.toml deutsche Reihen und Figuren, die FIDE-Vorgabe für ein norwegisches Turnier. So sagt --voice nb --laws 2014 Bauer Eva vier an.
    Eine optionale Tabelle pronounce sagt der eingebauten Stimme, wie ein Wort auszusprechen ist. Die Tabelle hilft bei einem Wort, das die Stimme nach seiner Schreibung falsch sagen würde. Geben Sie andere Buchstaben an, oder espeak-ng-Phoneme in doppelten eckigen Klammern. Das deutsche Cesar wird Zesar gesprochen, nicht Kesar. Das Skript voices/make-clips.sh macht daraus die Aufnahmen.
    Siehe auch: help speech, help moves, help settings.
manual-engine-title = Üben und Lernen mit einem Schachprogramm
manual-engine =
    Zwischen den Turnieren können Sie gegen ein Schachprogramm spielen und Partien mit ihm durchgehen. Das Schachprogramm ist Stockfish oder ein anderes Programm, das UCI spricht: unter Debian sudo apt install stockfish.
    Zum Üben: annabella play --engine. Das Schachprogramm spielt die Farbe, die Sie nicht haben. Seine Züge werden wie die des sehenden Spielers angesagt, und seine Uhr wird für das Programm gedrückt; Sie führen sie auf dem Steckbrett aus, sagen Ihre eigenen Züge an und drücken Ihre Uhr, wie im Turnier. Es antwortet auf ein Remisangebot, reklamiert ein Remis, das es reklamieren darf, und gibt eine verlorene Partie auf. Die Stärke stellen Sie mit --engine-elo 1500 oder --engine-level 5 ein, die Zeit mit --engine-time 2s; sonst denkt es 5 Sekunden pro Zug (think = "" in den Einstellungen: es teilt sich seine Bedenkzeit selbst ein, wie ein Turnierspieler). Die Partiedatei merkt sich das Schachprogramm, und die Partie wird gegen dasselbe Programm fortgesetzt.
    Zum Lernen: eval sagt, wer besser steht, und um etwa wie viel; best sagt den Zug des Schachprogramms; line sagt die Züge, die es erwartet; review geht die ganze Partie durch und nennt für jede Seite die größten Fehler, mit dem besseren Zug. Diese Befehle funktionieren in annabella replay, auch für eine Partiedatei mit --game, bei einer beendeten Partie und in einer Partie gegen das Schachprogramm. In einer Partie gegen einen Menschen werden sie abgelehnt, solange die Partie läuft.
    Der Abschnitt [engine] der Einstellungen legt das Programm, die Stärke, die Denkzeit und die Zeit zum Lernen fest (--analysis-time 2s in replay).

manual-broadcast-title = Übertragung und der Überblick des Schiedsrichters
manual-broadcast =
    Eine Partie kann verfolgt werden, während sie gespielt wird. Der Befehl annabella play --broadcast stellt sie über HTTP bereit: GET /game.pgn ist die Partie als PGN, für eine Liveübertragung (die Übertragungen von Lichess und DGT LiveChess fragen eine solche Adresse ab), und GET /status.json ist der Stand des Bretts für den Schiedsrichter. Die ersten Zeilen der Partie nennen die Adresse.
    Nur abgeschlossene Züge werden bereitgestellt, jeder mit seiner Uhr, und das Ergebnis, sobald es eingetragen ist. Ein angesagter Zug wartet, bis die Uhr gedrückt ist. Ein abgegebener Zug wird nie vor unseal bereitgestellt. Mit --broadcast-delay 15m werden die Züge zurückgehalten, wie Turniere es gegen Betrug tun; der Status wird nicht zurückgehalten und nennt keinen Zug.
    Ohne Angabe wird die Partie nur diesem Rechner bereitgestellt, unter 127.0.0.1:8064. Mit --broadcast 0.0.0.0:8064 erreicht sie das ganze Netz; --broadcast 8065 verwendet einen anderen Port. Runde und Brett mit --round 3 --board 5 angeben, das Turnier mit --event und --site. Für Systeme, die einen Ordner lesen: --broadcast-file runde3/brett5.pgn. Diese Option schreibt dasselbe PGN nach jedem Zug in eine Datei, jedes Mal ganz ersetzt.
    Der Schiedsrichter verfolgt die Bretter mit annabella arbiter und den Adressen; mit --boards liest er sie aus einer Datei. Der Überblick zeigt eine Zeile je Brett: wer am Zug ist, die Uhren und wo der Schiedsrichter gebraucht wird. Er meldet sofort: ein gefallenes Fallblättchen, eine wartende Reklamation oder Entscheidung, ein Remisangebot, ein abweichendes Steckbrett, ein Ergebnis, und ein Brett, das nicht mehr antwortet oder wieder da ist. Mit list alle Bretter, mit board 5 ein Brett im Einzelnen.
    Der Abschnitt [broadcast] der Einstellungen stellt jede Partie bereit (serve = true) und legt Adresse und Verzögerung fest.

manual-laws-title = Die Regeln, denen das Programm folgt
manual-laws =
    Diese Anleitung fasst die FIDE-Regeln so zusammen, wie das Programm sie befolgt: vor allem den Anhang für blinde und sehbehinderte Spieler, dazu einige allgemeine Regeln. Das Programm kennt vier Fassungen: 2001, 2005, 2014 und 2017. Es folgt dem niederländischen Text von 2001, den dänischen Texten von 2005 und 2017 und dem norwegischen Text von 2014; jeder wird hier mit seiner eigenen Nummerierung zitiert. Der Anhang für blinde Spieler ist in den Fassungen 2014 und 2017 Anhang D, in 2001 und 2005 Anhang F. Die Fassung wählen Sie mit --laws 2017, 2014, 2005 oder 2001, oder mit laws in den Einstellungen. Ohne Angabe gilt 2017, in jeder Sprache: die Sprache bestimmt nur die Wörter der Ansagen. Zu Beginn einer Partie wird die Fassung genannt, und eine fortgesetzte Partie behält ihre eigene. Der Veranstalter kann diese Regeln, nach Beratung mit dem Schiedsrichter, an die örtlichen Verhältnisse anpassen; nach der Fassung 2001 die Schiedsrichter selbst (FIDE-Regeln 2017, Anhang D.1; 2014, Anhang D1; 2005 und 2001, Anhang F1). So entscheidet der Veranstalter zum Beispiel, ob die Sprachausgabe des Programms selbst die Ansage ist, oder eine Hilfe zur Ansage des Spielers.
    Jeder Spieler kann zwei Bretter verlangen: ein normales für den sehenden Spieler, ein besonders angefertigtes für den blinden Spieler (FIDE-Regeln 2017, Anhang D.1; 2014, Anhang D1; 2005 und 2001, Anhang F1). Das ist das Steckbrett: mindestens 20 mal 20 cm, die schwarzen Felder leicht erhöht, in jedem Feld ein Loch. Jede Figur hat einen Stift, der in das Loch passt, und die schwarzen Figuren sind besonders gekennzeichnet. Auf dem Steckbrett gilt eine Figur als berührt, wenn sie aus ihrem Loch herausgenommen ist, in jeder Fassung (FIDE-Regeln 2017, Anhang D.2.2; 2014, Anhang D2.2; 2005 und 2001, Anhang F2.2). Für den sehenden Spieler gelten dafür die üblichen Regeln (FIDE-Regeln 2017, Anhang D.2.5; 2014, Anhang D2.4; 2005 und 2001, Anhang F2.3). Das Programm kann die Stifte nicht fühlen. Mit touch und dem Feld, etwa touch e7, protokollieren Sie für den Schiedsrichter eine berührte Figur, mit der Zeit.
    Jeder Zug wird deutlich angesagt, vom Gegner wiederholt und auf dessen Brett ausgeführt (FIDE-Regeln 2017, Anhang D.2.1; 2014, Anhang D2.1; 2005 und 2001, Anhang F2.1). Bei einer Umwandlung nennt der Spieler die neue Figur; die Ansage des Programms tut das immer. Die Linien haben Namen statt Buchstaben: Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector. Die Reihen sind Zahlen, von Weiß aus gezählt. Die Rochade heißt Lange Rochade oder Kurze Rochade. Die Figuren heißen König, Dame, Turm, Läufer, Springer, Bauer. Hat der Gegner einen Zug wiederholt, hält confirm das fest; das ist optional.
    Die Fassungen unterscheiden sich in den Wörtern. Die dänischen Texte von 2005 und 2017 empfehlen zuerst dänische Namen: Anna, Bodil, Cecilie, Dora, Erik, Frederik, Gustav, Henrik, mit den Namen oben als Alternative. Sie geben dänische oder deutsche Zahlen und Figuren; 2017 kann der Schiedsrichter für die Zahlen anders entscheiden. Der norwegische Text von 2014 schreibt die Namen vor, in der Schreibung Cæsar, dazu deutsche Figuren und deutsche Zahlen, sofern der Schiedsrichter nichts anderes bestimmt. Zwischen skandinavischen Spielern will er stattdessen skandinavische Wörter, nennt aber keine. Der niederländische Text von 2001 empfiehlt die Namen, mit deutschen Zahlen und Figuren. Ohne --voice nimmt das Programm die Wörter nach der Sprache seiner Meldungen. Dänische Meldungen geben die dänischen Wörter; norwegische Meldungen die Namen des Textes von 2014, mit deutschen Zahlen und Figuren; die übrigen die deutschen Wörter. Zu Beginn jeder Partie wird gesagt, welche Wörter sie verwendet; --voice wählt andere (siehe help vocabularies).
    Auf dem Steckbrett ist ein Zug ausgeführt, wenn eine geschlagene Figur vom Brett entfernt ist, die gezogene Figur in einem anderen Loch steckt und der Zug angesagt ist. Erst dann darf die Uhr des Gegners in Gang gesetzt werden (FIDE-Regeln 2017, Anhang D.2.3 und D.2.4; 2014, Anhang D2.3; 2005 und 2001, Anhang F2.3). Abgeschlossen wird ein Zug mit dem Drücken der Uhr (FIDE-Regeln 2017, Art. 6.2.1; 2014, Art. 6.2a; 2005 und 2001, Art. 6.8a). Im Programm wird ein eingegebener Zug sofort angesagt, und press schließt ihn ab. Ohne angesagten Zug wird press abgelehnt. Mit --mirror strict wartet das Drücken der Uhr außerdem auf die Eingabe mit peg. Ein Versprecher bei der Ansage wird sofort korrigiert, bevor die Uhr des Gegners in Gang gesetzt wird (FIDE-Regeln 2017, Anhang D.2.8; 2014, Anhang D2.7; 2005 und 2001, Anhang F2.6). Geben Sie fix und den gemeinten Zug ein; nach dem Drücken der Uhr wird fix abgelehnt.
    Zeigen die beiden Bretter verschiedene Stellungen, wird das mit dem Schiedsrichter und beiden Partieformularen korrigiert (FIDE-Regeln 2017, Anhang D.2.9; 2014, Anhang D2.8; 2005 und 2001, Anhang F2.7 und F2.8). Stimmen die Partieformulare überein, korrigiert der Spieler, der den richtigen Zug notiert, aber einen falschen ausgeführt hat, sein Brett nach dem Partieformular. Weichen sie ab, werden die Züge bis zum letzten übereinstimmenden Zug zurückgenommen, und der Schiedsrichter stellt die Uhren entsprechend. Im Programm verfolgen peg und diff das Steckbrett, und compare vergleicht das andere Partieformular. Stimmen die Formulare überein, wird das Brett genannt, das zu korrigieren ist. Weichen sie ab, wird rollback vorgeschlagen, mit den Uhren wie damals; der Schiedsrichter kann sie mit setclock stellen.
    Der blinde Spieler darf eine Uhr verwenden, die eigens für Sehbehinderte gebaut ist. Nach der Fassung 2017 soll sie mitteilen können, wie viel Zeit verbraucht ist und wie viele Züge abgeschlossen sind (FIDE-Regeln 2017, Anhang D.2.6.1); ersatzweise eine analoge Uhr, mit verstärkten Zeigern und einem gut fühlbaren Fallblättchen. Die Texte von 2001, 2005 und 2014 beschreiben nur eine solche analoge Uhr; 2014 darf sie auch die Zahl der Züge hörbar angeben (2014, Anhang D2.5; 2005 und 2001, Anhang F2.4). Das Programm ist eine sprechende Uhr: time nennt für beide Spieler die abgeschlossenen Züge, die verbrauchte und die verbleibende Zeit. Der blinde Spieler notiert in Braille oder in gewöhnlicher Schrift, oder er spricht die Züge auf ein Aufnahmegerät (FIDE-Regeln 2017, Anhang D.2.7; 2014, Anhang D2.6; 2005 und 2001, Anhang F2.5); das Programm führt das Partieformular, und sheet liest es vor. Elektronische Geräte, auch dieses Programm, muss nach der Fassung 2017 der Schiedsrichter genehmigen (FIDE-Regeln 2017, Art. 11.3.2.1). Es gibt keinen Rat: das Schachprogramm wird in einer Partie gegen einen Menschen abgelehnt (FIDE-Regeln 2017, Art. 11.3.1).
    Der blinde Spieler darf einen Assistenten haben (FIDE-Regeln 2017, Anhang D.2.10; 2014, Anhang D2.9; 2005 und 2001, Anhang F2.9). Der Assistent führt die Züge beider Spieler auf dem Brett des Gegners aus. Er sagt sie auch an. Er notiert für den blinden Spieler, und er setzt die Uhr des Gegners in Gang, sobald der Zug angesagt ist. Auf Verlangen nennt er die Zahl der Züge und die Zeit, die beide verbraucht haben. Er reklamiert bei Zeitüberschreitung, meldet dem Schiedsrichter eine Figur, die der Gegner berührt hat, und erledigt die Formalitäten einer Hängepartie. Nach 2001 und 2014 werden Züge und Zeit nur auf Verlangen genannt: dann gibt das Programm keine Warnungen bei knapper Zeit, doch regelmäßige Zeitansagen, die der Spieler gewählt hat, kommen weiter. Bei Zeitüberschreitung reklamiert er nach dem Text von 2014 Gewinn oder Remis, nach den übrigen den Gewinn. Hat der blinde Spieler keinen Assistenten, darf der sehende Spieler einen haben, der die Züge ausführt und ansagt (FIDE-Regeln 2017, Anhang D.2.11; 2014, Anhang D2.10; 2005 und 2001, Anhang F2.9). Nur die Fassung 2017 verlangt einen Assistenten, wenn der Gegner hörbehindert ist (Anhang D.2.11).
    Beim Abbruch einer Partie gibt der Spieler am Zug seinen Zug ab. Er notiert ihn auf seinem Partieformular, steckt die Partieformulare in einen Umschlag und hält erst dann seine Uhr an (FIDE-Regeln 2017, Richtlinien I.1.1; 2014, Anhang E1; 2005 und 2001, Anhang A1). Auf dem Umschlag stehen die Spieler, die Stellung, die verbrauchte Zeit, wer abgegeben hat und die Zugnummer, ein offenes Remisangebot und die Wiederaufnahme (FIDE-Regeln 2017, Richtlinien I.2; 2014, Anhang E2; 2005 und 2001, Anhang A2). Er wird erst geöffnet, wenn der Spieler anwesend ist, der auf den abgegebenen Zug antworten muss (FIDE-Regeln 2017, Richtlinien I.7; 2014, Anhang E7; 2005 und 2001, Anhang A7). Der Assistent erledigt die Formalitäten (FIDE-Regeln 2017, Anhang D.2.10.6). Im Programm hält seal den Zug fest, ohne ihn zu sagen; envelope schreibt den Umschlag, mit einem Innenblatt für den Schiedsrichter; unseal spielt den Zug bei der Wiederaufnahme.
    Die Strafen hängen von der Fassung ab. Das Programm schlägt sie vor, und der Schiedsrichter bestätigt sie mit yes. Erweist sich ein abgeschlossener Zug als regelwidrig, wird die Stellung davor wiederhergestellt, und der Gegner erhält 2 Minuten dazu (FIDE-Regeln 2017, Art. 7.5.1 und 7.5.3; 2014, Art. 7.5; 2005 und 2001, Art. 7.4). Nach 2014 und 2017 verliert ein Spieler mit seinem zweiten regelwidrigen Zug, nach 2001 und 2005 mit dem dritten. Nach 2014 und 2017 ist es stattdessen remis, wenn der Gegner nicht mattsetzen kann. Nach der Fassung 2017 gelten zwei weitere Verstöße als regelwidrige Züge: ein Zug mit beiden Händen sowie das Drücken der Uhr ohne Zug (FIDE-Regeln 2017, Art. 7.7 und 7.8). Nach einer unberechtigten Reklamation erhält der Gegner 2 Minuten dazu, nach 2014 und 2017 (FIDE-Regeln 2017, Art. 9.5.3; 2014, Art. 9.5b). Nach 2001 und 2005 erhält er 3 Minuten, und dem Reklamierenden wird Zeit abgezogen: mit mehr als 2 Minuten Restzeit die Hälfte, höchstens 3 Minuten; mit 1 bis 2 Minuten alles bis auf 1 Minute (2005, Art. 9.5; 2001, Art. 9.5b).
    Der Spieler am Zug kann Remis reklamieren: wenn dieselbe Stellung zum dritten Mal entsteht, oder nach 50 Zügen jedes Spielers ohne Bauernzug und ohne Schlagen (FIDE-Regeln 2017, Art. 9.2 und 9.3; in den übrigen Fassungen ebenso). Er notiert den beabsichtigten Zug, und die Uhren werden angehalten, während der Schiedsrichter gerufen wird (FIDE-Regeln 2017, Art. 9.5.1). Nach 2014 und 2017 ist die Partie sofort remis, ohne Reklamation, wenn eine Stellung zum fünften Mal entsteht, oder nach 75 solchen Zügen jedes Spielers (FIDE-Regeln 2017, Art. 9.6; 2014, Art. 9.6). Die Texte von 2001 und 2005 kennen keine der beiden Regeln. Schachmatt, Patt und eine tote Stellung beenden die Partie in jeder Fassung sofort. Wessen Fallblättchen fällt, der verliert; doch die Partie ist remis, wenn der Gegner nicht mattsetzen kann (FIDE-Regeln 2017 und 2014, Art. 6.9; 2005 und 2001, Art. 6.10). Im Programm reklamieren claim threefold MOVE, claim fifty MOVE und claim time, und das Ergebnis wartet auf yes.
    Siehe auch: help mirror, help assistant, help arbiter, help adjourn, help clock, help game, help vocabularies.

## Commands: more about each, after its help line and example.

topic-fix =
    Für einen Versprecher, bevor die Uhr gedrückt ist: fix Sc3 setzt den gemeinten Zug an die Stelle des angesagten. Sie hören Korrektur und die neue Ansage; beides bleibt in der Partiedatei.
    Ist genau dieser Zug schon angesagt, korrigiert fix nichts und sagt das. Nach dem Drücken der Uhr wird fix abgelehnt. Einen abgeschlossenen Zug nehmen nur der Befehl illegal des Schiedsrichters sowie compare und rollback zurück.
    Ein eingegebener Zug, der die Partie beendet hat, lässt sich noch mit fix korrigieren, bis etwas anderes eingegeben wird. Das Ende wird damit zurückgenommen. In der Vollbildoberfläche beginnt F3 die Eingabe mit fix.

topic-confirm =
    Optional: der Befehl hält fest, dass der Gegner die Ansage wiederholt hat, wie es die Regeln verlangen. Sie hören: Vom Gegner wiederholt.
    Der Befehl schließt den Zug nicht ab; das tut press. Ist kein Zug angesagt, sagt er, dass es nichts zu bestätigen gibt.

topic-press =
    Der Befehl schließt den angesagten Zug ab, wie das Drücken der Uhr: die Uhr des Ziehenden hält an, die des anderen läuft an. Sie hören zum Beispiel: Weiß hat Zug 2 abgeschlossen. Schwarz ist am Zug.
    Ohne angesagten Zug wird er abgelehnt: geben Sie zuerst den Zug ein. Mit --mirror strict wartet er auf die peg-Eingabe des Zuges. In der Vollbildoberfläche drückt F2 die Uhr; ebenso die Wippe der Uhr eines elektronischen Bretts.

topic-time =
    Der Befehl fragt die Uhr ab und ändert nichts. Er gibt eine Zeile je Spieler: abgeschlossene Züge, verbrauchte Zeit, und verbleibende Zeit oder das gefallene Fallblättchen.
    Ein angesagter, nicht abgeschlossener Zug wird noch nicht gezählt, und die Uhr des Spielers, der ihn angesagt hat, läuft noch; eine weitere Zeile sagt das. Die Abfrage ist auch möglich, während ein Vorschlag auf yes oder no wartet. In der Vollbildoberfläche fragt F4 die Uhr ab.

topic-last =
    Der Befehl sagt, wer den letzten Zug ausgeführt hat, seine Nummer und seine Ansage, und ob er abgeschlossen ist. Mit last 3 hören Sie die letzten drei Züge, einen pro Zeile, den ältesten zuerst.
    In der Vollbildoberfläche sagt F5 den letzten Zug. Der Befehl repeat wiederholt nur die letzte Ansage.

topic-board =
    Der Befehl liest die Stellung von Reihe 8 bis Reihe 1 vor, eine Reihe pro Zeile, in den Wörtern der Ansage: Reihe 4, Weiß: { $say-e4 }. Eine leere Reihe wird als leer angesagt.
    Mit board white oder board black kommen die Figuren dieser Seite, eine Art pro Zeile: 2 weiße { $pieces-R } auf { $sq-a1 }, { $sq-h1 }. Solange ein Zug angesagt und nicht abgeschlossen ist, gilt die Stellung nach ihm. Die erste Zeile sagt das.

topic-sheet =
    Der Befehl liest das Partieformular in Ihren Figurenbuchstaben vor, ein Zugpaar pro Zeile, so wie es geschrieben ist. Ein Remisangebot ist mit (=) vermerkt.
    Mit sheet 12 beginnt er bei Zug 12, um das Ende einer langen Partie zu hören. Auf einen Zug hinter dem letzten antwortet er, wie weit das Partieformular reicht.

topic-square =
    Der Befehl nennt, was auf einem Feld steht und welche Figuren jeder Seite es angreifen und decken. Geben Sie das Feld in Koordinaten oder in den Wörtern eines Vokabulars ein: square f7, square { $sq-f7 }.
    Solange ein Zug angesagt und nicht abgeschlossen ist, bezieht sich die Antwort auf die Stellung nach ihm. Im Brettmodus der Vollbildoberfläche sagt die Taste t dasselbe, für das Feld unter dem Cursor.

topic-pieces =
    Der Befehl sagt, wo die Figuren einer Seite und Art stehen, mit ihrer Anzahl, in den Wörtern der Ansage. Seite und Art dürfen in beliebiger Reihenfolge kommen, in Wörtern oder Figurenbuchstaben jeder der Sprachen: pieces black N, pieces weiße Türme.
    Ohne Seite hören Sie beide Seiten: pieces rooks. Ohne Art hören Sie alle Arten einer Seite: pieces white. Eine lange Liste geht in einer neuen Zeile weiter, die wieder mit ihrer Überschrift beginnt.

topic-eval =
    Er fragt das Schachprogramm, wie die Stellung steht, und sagt es in Worten: wer besser steht, um etwa wie viele Bauern, oder wer in wie vielen Zügen mattsetzt. Das Schachprogramm denkt so lange, wie mit --analysis-time eingestellt ist, ohne Angabe eine Sekunde.
    Er funktioniert in replay, bei einer beendeten Partie und in einer Partie gegen das Schachprogramm. In einer Partie gegen einen Menschen wird er abgelehnt, solange die Partie läuft: die Regeln verbieten Rat und Analyse während der Partie.
topic-best =
    Er sagt den Zug des Schachprogramms in der Stellung, mit seiner Nummer, wie er angesagt würde, und danach die Bewertung. Er funktioniert überall, wo eval funktioniert.
topic-line =
    Er sagt die Züge, die das Schachprogramm von der Stellung an erwartet, bis zu acht, einen pro Zeile, jeden mit seiner Nummer, wie er angesagt würde; danach die Bewertung. Er funktioniert überall, wo eval funktioniert.
topic-review =
    Er geht die ganze Partie mit dem Schachprogramm durch, Stellung für Stellung. Danach nennt er für jede Seite die drei größten Fehler, jeden mit dem Zug, den das Schachprogramm vorzog. Das dauert etwa eine Sekunde pro Zug, und er sagt unterwegs, wie weit er ist.
topic-mistakes =
    Das Schachprogramm geht die ganze Partie durch und nennt die Züge, die Wendepunkte der Partie waren, in der Reihenfolge der Partie, einen je Zeile: den Zug und was er kostete, von einer Bewertung zur anderen, oder ein verpasstes oder zugelassenes Matt. Der erste wird genannt, sobald er gefunden ist. mistakes white oder mistakes black nennt nur die Züge einer Seite.
    Die Durchsicht des Schachprogramms wird neben der Partiedatei aufbewahrt, ein zweites mistakes kommt also sofort. Es geht überall, wo eval geht.
topic-retry =
    Es stellt die Stellung vor einem Zug, der ein Wendepunkt war, so auf, wie man sie auf dem Steckbrett aufbaut: die Figuren der Seite am Zug, dann die der anderen. Dann einen besseren Zug in beliebiger Notation eingeben; die Antwort sagt, ob es der Zug des Schachprogramms ist, ebenso gut, besser als der Zug der Partie oder immer noch ein Fehler, und warum.
    retry geht zum nächsten, retry 3 zum dritten; nach dem letzten folgt, wie viele gefunden wurden. best nennt dort den Zug des Schachprogramms; next oder go verlässt die Stellung.
topic-threat =
    Es sagt, was die andere Seite spielen würde, wäre sie am Zug: die Drohung, die abzuwehren ist. Im Schach ist das Schach selbst die Drohung. Es geht überall, wo eval geht, und an einem Wendepunkt, der noch einmal versucht wird.
topic-engine =
    In einer Partie gegen ein Schachprogramm, das beendet ist, hängt oder etwas geschickt hat, das kein Zug ist, startet engine restart es neu, und es spielt weiter, wo die Partie steht. Bis dahin geht die Partie an der Tastatur weiter: geben Sie die Züge beider Seiten ein.
topic-status =
    Der Befehl sagt, wer am Zug ist, und alles, was aussteht, je eine Zeile. Das sind ein noch nicht abgeschlossener Zug und was ihn abschließt; ein offenes Remisangebot; ein abweichendes Steckbrett. Außerdem ein gefallenes Fallblättchen, eine Hängepartie und eine Frage, die auf yes oder no wartet.
    Ist die Partie beendet, sagt er, wie sie endete und was noch möglich ist: result, die Abfragen und annabella export nach quit. Er ändert nichts und ist jederzeit möglich.

topic-draw =
    Das Angebot gilt für den blinden Spieler, es sei denn, eine Seite wird genannt: draw white, draw black oder der Name eines Spielers, wie in draw Bo. Es wird auf dem Partieformular und im PGN mit (=) vermerkt.
    Die andere Seite antwortet mit accept oder decline; auch ein Zug gilt als Ablehnung. Nach den FIDE-Regeln 2017 kann Remis erst vereinbart werden, wenn beide Spieler mindestens einen Zug ausgeführt haben.

topic-accept =
    Der Befehl nimmt das offene Remisangebot an, für die Seite, die es nicht gemacht hat. Das ist ein Vorschlag. Sie hören, was eingetragen würde, zum Beispiel: Weiß nimmt das Remisangebot an. Die Partie endet remis, 1/2-1/2.
    Dann trägt yes es ein und beendet die Partie. Die Antwort no trägt nichts ein, und das Angebot steht weiter.

topic-decline =
    Der Befehl lehnt das offene Remisangebot ab. Das wird sofort eingetragen, ohne Rückfrage. Auch ein Zug der Seite, der Remis angeboten wurde, gilt als Ablehnung. Liegt kein Angebot vor, sagt decline das.

topic-resign =
    Allein gilt resign immer für den blinden Spieler, gleich wer am Zug ist. Für den Gegner geben Sie resign white, resign black oder resign mit dem Namen des Spielers ein: resign Bo Berg.
    Das ist ein Vorschlag. Sie hören zum Beispiel: Einzutragen: Weiß gibt auf. Schwarz gewinnt, 0-1. Dann trägt yes es ein und beendet die Partie; no trägt nichts ein, und die Partie geht weiter.

topic-claim =
    Die Reklamationen claim threefold und claim fifty stehen der Seite am Zug zu. Schreiben Sie den beabsichtigten Zug dahinter: claim threefold Sg1. Reklamieren Sie, bevor der Zug angesagt ist. Ohne Zug bezieht sich die Reklamation auf die Stellung, wie sie ist.
    Eine berechtigte Reklamation hält beide Uhren an, während der Schiedsrichter gerufen wird, und schlägt Remis vor: yes trägt es ein. Die Antwort no bedeutet, dass der Schiedsrichter ihr nicht stattgibt: sie gilt als unberechtigt.
    Ist die Reklamation unberechtigt, geht die Partie mit dem notierten Zug weiter, und die Strafe der gewählten Fassung wird vorgeschlagen. Nach 2014 und 2017 erhält der Gegner 2 Minuten dazu. Nach 2001 und 2005 erhält der Gegner 3 Minuten dazu, und dem Reklamierenden wird Zeit abgezogen.
    Mit claim time reklamieren Sie Zeitüberschreitung, wenn das Fallblättchen des Gegners gefallen ist. Das ergibt den Gewinn, oder Remis, wenn der Reklamierende nicht mattsetzen kann. Das ist ein Vorschlag. Bei Antwort no bleibt das Fallblättchen gefallen, und die Reklamation kann wiederholt werden.

topic-addtime =
    Der Schiedsrichter gibt einer Uhr Zeit dazu, zum Beispiel nach einer Strafe: addtime black 2m. Schreiben Sie die Zeit mit Einheiten: 90s, 2m, 1h30m; höchstens 100 Stunden. Bei einer bloßen Zahl wird nachgefragt: Minuten oder Sekunden?
    Das ist ein Vorschlag. Sie hören, was die Uhr dann zeigt, und ob ein Fallblättchen nicht mehr als gefallen gilt; yes trägt es ein. Um Zeit abzuziehen, stellen Sie die Uhr mit setclock.

topic-setclock =
    Der Schiedsrichter stellt eine Uhr auf die Zeit, die sie zeigen soll: setclock white 1h2m3s, setclock black 25m. Bei einer bloßen Zahl wird nachgefragt: Minuten oder Sekunden? Ebenso bei 1:30: Stunden und Minuten, oder Minuten und Sekunden?
    Das ist ein Vorschlag. Was die Uhr zeigen wird, und ob ein Fallblättchen fällt oder nicht mehr als gefallen gilt, wird gesagt, bevor yes es einträgt. So werden auch die Uhren nach einem rollback korrigiert.

topic-wait =
    Der Befehl funktioniert nur in einer Partie, die mit --manual-clock begonnen wurde; dort steht die Zeit still. Er lässt Zeit auf der laufenden Uhr vergehen, zum Üben und Vorführen. Schreiben Sie wait 90s, wait 5m, wait 1h2m; bei einer bloßen Zahl wird nachgefragt.
    Sie hören, wie viel Zeit seit dem Beginn vergangen ist, und jede Warnung und jedes gefallene Fallblättchen in der Zwischenzeit. In einer Partie mit der echten Uhr wird wait abgelehnt.

topic-peg =
    Der Befehl teilt dem Programm mit, wie ein Zug auf dem Steckbrett des blinden Spielers ausgeführt wurde. Mit peg ok: wie angesagt. Mit peg MOVE ein anderer Zug: peg Sh3. Mit peg FROM TO ein tatsächlich gesteckter Zug, regelgemäß oder nicht: peg g1 h3. Bei einer Umwandlung kommt der Figurenbuchstabe dazu: peg e7 e8 q.
    Ohne peg gilt jeder Zug als so ausgeführt, wie er angesagt wurde; mit --mirror strict wartet das Drücken der Uhr auf peg. Weicht das Steckbrett dann ab, sagt eine private Zeile, wie, und diff nennt die Schritte.
    Die Eingabe peg fixed meldet, dass das Steckbrett korrigiert ist, zum Beispiel nach den Schritten von diff. Die Bretter gelten dann wieder als übereinstimmend.

topic-diff =
    Der Befehl sagt, wie das Steckbrett von der Partie abweicht. Zuerst, an wie vielen Stellen es abweicht und wie viele Schritte es korrigieren. Dann jede Abweichung und jeden nummerierten Schritt, auf einer eigenen Zeile: Schritt 1 von 2: { $piece-N } von { $sq-f3 } nach { $sq-g1 } umstecken.
    Ein Schritt steckt eine Figur um, entfernt eine oder steckt eine wieder ein; oder er nimmt eine heraus, um sie anderswo einzustecken. Wenn das Brett stimmt, geben Sie peg fixed ein. Stimmen die Bretter überein, sagt diff das.

topic-compare =
    Der Befehl vergleicht das Partieformular des anderen Spielers mit der Partie, wie es die Regeln verlangen, wenn die Bretter abweichen. Geben Sie die Züge dahinter ein, mit oder ohne Nummern, in beliebigen Figurenbuchstaben oder in gesprochenen Wörtern: compare 1. e4 e5 2. Sf3 Sc6
    Ohne Züge fragt compare Zeile für Zeile nach dem Formular. Der Befehl nennt den erwarteten Zug, und er wiederholt jede Zeile in einer Zeile, nummeriert, in der Notation der Partie (getippte Wörter kommen als Notation zurück). Dann vergleicht end oder eine leere Zeile; cancel bricht ab. Ein dort getippter Befehl wird abgelehnt, mit einem Hinweis.
    Stimmen die Formulare überein, wird das Brett genannt, das zu korrigieren ist. Weichen sie ab, wird der erste abweichende Zug genannt. Vorgeschlagen wird, zum letzten übereinstimmenden Zug zurückzugehen: rollback, dann yes, führt das aus. Ein Eintrag, der kein Zug ist oder auf zwei Züge passt, wird genannt; nichts wird verglichen.

topic-rollback =
    Hat compare abweichende Partieformulare gefunden, geht rollback zum letzten übereinstimmenden Zug zurück. Die Uhren werden wie damals gestellt. Das ist ein Vorschlag: Stellung, jede Uhr und die abgeschlossenen Züge werden angesagt. Dann führt yes es aus; no ändert nichts.
    Die zurückgenommenen Züge bleiben in der Partiedatei und im PGN. Die Schritte, die das Steckbrett auf die wiederhergestellte Stellung bringen, werden angesagt. Die Bretter gelten als verschieden, bis peg fixed eingegeben wird. Der Schiedsrichter kann die Uhren danach mit setclock ändern.
    Ohne einen von compare gefundenen Unterschied sagt rollback, dass zuerst verglichen werden muss.

topic-yes =
    Der Befehl trägt den offenen Vorschlag ein, genau so, wie er nach dem Wort Einzutragen gesagt wurde. Vorschläge kommen von resign, accept, den Reklamationen, result, rollback, illegal, report illegal, addtime, setclock und einer Strafe.
    Bis yes oder no wird nichts anderes angenommen, was die Partie ändern würde. Die Abfragen, peg, touch und die Spracheinstellungen funktionieren weiter. Ist keine Frage offen, sagt yes das.

topic-no =
    Der Befehl verwirft den offenen Vorschlag: nichts wird eingetragen, und die Partie geht weiter, wie sie stand. Vorschlag und Antwort werden beide in der Partiedatei festgehalten.
    Bei einer berechtigten Reklamation bedeutet no, dass der Schiedsrichter ihr nicht stattgibt; sie gilt als unberechtigt. Die Uhr des Reklamierenden läuft wieder, der notierte Zug wird ausgeführt, und die Strafe wird vorgeschlagen. Nach claim time bleibt das Fallblättchen bei no gefallen, und die Reklamation kann wiederholt werden.

topic-assistant =
    Der Befehl nennt den Assistenten des blinden Spielers, der die Tastatur bedient (FIDE-Regeln 2017, Anhang D.2.10). Geben Sie assistant on Eva Holm oder assistant Eva Holm ein. Aufforderungen richten sich dann an den Assistenten. Mit assistant off richten sie sich wieder an den Spieler.
    Dasselbe geht zu Beginn mit --assistant NAME. Nach den FIDE-Regeln 2017 bleibt bei einem hörbehinderten Gegner der Assistent: ein anderer kann benannt werden, aber assistant off ist nicht möglich.

topic-touch =
    Der Befehl protokolliert für den Schiedsrichter, dass der Gegner eine Figur berührt hat, mit der Zeit seit Beginn: touch e7. Das wird sofort protokolliert, ohne Rückfrage. Es erscheint im PGN und in den Vermerken des exportierten Partieformulars; auf dem Brett ändert sich nichts.
    Angenommen wird nur ein Feld, auf dem eine Figur steht. Solange ein Zug angesagt und nicht abgeschlossen ist, gilt das Feld in der Stellung nach ihm.

topic-illegal =
    Der Schiedsrichter erklärt den letzten abgeschlossenen Zug für regelwidrig. Das ist ein Vorschlag. Sie hören die Zahl der regelwidrigen Züge dieser Seite, die wiederhergestellte Stellung, jede Uhr und die Strafe der gewählten Fassung. Dann trägt yes es ein.
    Als Strafe erhält der Gegner 2 Minuten dazu. Nach den FIDE-Regeln 2014 und 2017 führt der zweite regelwidrige Zug zum Partieverlust, nach 2001 und 2005 der dritte. Nach 2014 und 2017 ist es stattdessen remis, wenn der Gegner nicht mattsetzen kann.
    Danach werden die Schritte angesagt, die das Steckbrett auf die wiederhergestellte Stellung bringen. Die Seite mit dem regelwidrigen Zug ist wieder am Zug.

topic-report =
    Der Befehl meldet einen regelwidrigen Zug, der wirklich auf dem Brett ausgeführt wurde, nachdem das Programm ihn bei der Eingabe abgelehnt hat. Bei der ersten solchen Ablehnung sagt das Programm, wie: Wenn er auf dem Brett ausgeführt wurde, für den Schiedsrichter melden: report illegal Lb6.
    Das ist ein Vorschlag. Sie hören den Zug, wie er getippt wurde, die Zahl der regelwidrigen Züge und die Strafe der gewählten Fassung. Der Gegner erhält 2 Minuten dazu; ist die Grenze erreicht, verliert der Spieler die Partie, oder sie ist remis, wenn der Gegner nicht mattsetzen kann. Dann trägt yes es ein, und der Spieler führt einen regelgemäßen Zug aus.
    Die Meldung wird zu den mit illegal erklärten Zügen gezählt. Im PGN steht sie als Kommentar, mit der Zeit und dem Artikel der Regeln. Ein regelgemäßer Zug wird nicht gemeldet: geben Sie ihn als Zug ein.

topic-result =
    Der Schiedsrichter trägt ein Ergebnis ein: result 1-0, result 0-1, oder result 1/2 für Remis. Das ist ein Vorschlag: yes trägt es ein, und no lässt die Partie, wie sie ist.
    Der Befehl ersetzt auch ein schon eingetragenes Ergebnis. Ein angesagter, nicht abgeschlossener Zug wird dann nicht gespielt; in der Partiedatei bleibt er als zurückgenommen vermerkt.

topic-seal =
    Beim Abbruch gibt der Spieler am Zug seinen Zug ab: seal Sf3. Der Zug wird geprüft und festgehalten, aber nie laut gesagt. Sie hören nur: Abgegebener Zug festgehalten, Zug 41. Die Uhr hält an, und die Partie ist abgebrochen.
    Ist der Zug schon angesagt, geben Sie nur seal ein: er ist der abzugebende Zug. Dann erstellen Sie den Umschlag mit envelope. Bei der Wiederaufnahme führt unseal den Zug aus.

topic-unseal =
    Bei der Wiederaufnahme stellt annabella play --game FILE Stellung und Uhren her. Dann führt unseal den abgegebenen Zug aus: er wird angesagt und abgeschlossen, und die Uhr des antwortenden Spielers läuft an.
    Bis dahin sind Züge, Steckbrett-Eingaben, Reklamationen und compare gesperrt. Gibt es keinen abgegebenen Zug, sagt unseal das.
    Der Umschlag wird erst geöffnet, wenn der antwortende Spieler anwesend ist (Richtlinien I.7). Fehlt er, startet unseal absent seine Uhr bei geschlossenem Umschlag (Richtlinien I.9.2); wenn er kommt, öffnet ihn unseal. Fehlt der Spieler, der abgegeben hat, kann die Antwort mit seal MOVE absent neu abgegeben werden: seine Uhr läuft, und unseal führt die Antwort aus, wenn er kommt (Richtlinien I.9.3).

topic-envelope =
    Der Befehl schreibt den Umschlag einer Hängepartie neben die Partiedatei, als Text und in Braille (BRF). Geben Sie danach Datum, Uhrzeit und Ort der Wiederaufnahme an: envelope 2026-11-22 10:00, Saal 2. Ohne sie steht auf dem Umschlag, dass der Schiedsrichter sie festlegt.
    Außen steht nie der Zug. Das Innenblatt, für den Schiedsrichter, ist das Partieformular bis einschließlich des abgegebenen Zuges. Sie hören die Namen der vier geschriebenen Dateien.

topic-repeat =
    Der Befehl wiederholt die letzte Ansage, mit denselben Wörtern. Nach dem Fortsetzen einer Partie sagt er den angesagten, noch nicht abgeschlossenen Zug. In der Vollbildoberfläche tut das F6. Der Befehl last sagt stattdessen den letzten Zug mit seiner Nummer.

topic-rate =
    Der Befehl stellt das Sprechtempo ein, in Prozent der normalen Geschwindigkeit, von 10 bis 400. Zum Beispiel spricht rate 120 ein Fünftel schneller; rate 100 ist normal. Das Anfangstempo steht in rate, im Abschnitt speech der Einstellungen.

topic-volume =
    Der Befehl stellt die Lautstärke der Sprache in Prozent ein, von 0 bis 100: volume 80. Die Anfangslautstärke steht in volume, im Abschnitt speech der Einstellungen.

topic-earcons =
    Der Befehl schaltet die kurzen Töne ein oder aus: earcons off, earcons on. Die Töne markieren einen abgeschlossenen Zug, Schach, eine Ablehnung, knappe Zeit, das Fallblättchen und ein abweichendes Steckbrett. Die Sprache bleibt unverändert.
    Die Anfangswahl steht in earcons, im Abschnitt speech der Einstellungen.

topic-quiet =
    Der Befehl beendet, was gerade gesprochen wird, zum Beispiel eine lange Liste. Die nächste Ansage oder Antwort wird wie gewohnt gesprochen. Der Befehl repeat wiederholt die letzte Ansage.

topic-help =
    Allein zählt help alle Befehle auf, einen pro Zeile, nach der Zeile für einen Zug. Mit einem Befehlswort sagt help mehr über diesen Befehl: help compare. Mit einem Thema liest help eine Anleitung vor: help clock.
    Die Themen: start, game, clock, file, mirror, arbiter, assistant, adjourn, lines, screen. Und: explore, speech, braille, moves, replay, pgn, eboard, windows, settings, vocabularies, engine, broadcast, laws, learn. Der Befehl annabella manual gibt das ganze Handbuch aus.
    Außerhalb einer Partie zählt annabella help play alle Optionen von play auf, mit Beispielen.

topic-quit =
    Der Befehl beendet annabella. Die Partie ist schon gespeichert: jedes Ereignis wurde sofort in die Partiedatei geschrieben. Sie hören den Pfad der Partiedatei.
    Später weiterspielen: annabella play --game FILE. Ein angesagter Zug, ein Vorschlag, der auf yes wartet, oder eine Hängepartie ist dann wieder da. Eine laufende Uhr zählt die Zeit, in der das Programm geschlossen war, und die Meldung beim Fortsetzen sagt das.
    In der Vollbildoberfläche beendet Strg+Q; auch Strg+C beendet immer.

## One-line entries of help.

help-yes = yes: Vorschlag oder Frage bejahen; der Vorschlag wird wie angesagt eingetragen
help-no = no: einen Vorschlag nicht eintragen; die Partie geht weiter, wie sie stand
help-decline = decline: das offene Remisangebot ablehnen (auch ein Zug gilt als Ablehnung)
help-volume = volume N: Lautstärke der Sprache in Prozent, von 0 bis 100 (volume 80)
help-end-cancel = end / cancel: bei compare Zeile für Zeile; end vergleicht, cancel bricht ab
help-topics = help TOPIC: mehr über einen Befehl oder ein Thema, zum Beispiel { $example }. Themen: start, game, clock, file, mirror, arbiter, assistant, adjourn, lines, screen. Und: explore, speech, braille, moves, replay, pgn, eboard, windows, settings, vocabularies, engine, broadcast, laws, learn.

## Settings: what each setting does. The same sentence is the help of the
## command-line option that gives the setting for one run (--control for
## control), and the comment above it in the file `annabella generate
## settings` writes. Keys and values are written as in the file.

settings-file-header =
    Die Einstellungen von annabella, jede mit dem, was sie bewirkt. Ihre eigene Datei ({ $path }) braucht nur, was Sie ändern, unter der Überschrift seines Abschnitts; alles, was sie weglässt, behält den hier gezeigten Wert. Eine Option auf der Befehlszeile geht für einen Aufruf beiden vor.
settings-section-voice = Wie die Züge angesagt werden: die Wörter und wie viele davon.
settings-section-ui = Die Sprache, in der annabella mit Ihnen spricht, und die Figurenbuchstaben, die Sie tippen.
settings-section-game = Wie eine neue Partie eingerichtet wird. Eine fortgesetzte Partie behält ihre eigenen Angaben.
settings-section-speech = Wer spricht, wie schnell und wie laut, und auf welchem Gerät.
settings-section-engine = Das Schachprogramm für Übungspartien und zum Lernen.
settings-section-broadcast = Die Liveübertragung und der Überblick des Schiedsrichters.
settings-section-braille = Braille: die Tabelle für die Seiten des Umschlags und die Braillezeile.
settings-section-tui = Die Vollbildoberfläche.
settings-section-keys = Die Tasten der Vollbildoberfläche, eine für jede Aktion. So wird eine Taste geschrieben: "f2", "ctrl-q", "alt-x", "shift-k", "esc", "enter", "space", "tab", "backspace", "up", "down", "left", "right", "home", "end", "pageup", "pagedown", "insert", "delete"; oder ein einzelner Buchstabe, eine Ziffer oder ein Zeichen ("v", "?"). Groß- und Kleinschreibung der Namen spielt keine Rolle; "K" ist dasselbe wie "shift-k". Die Taste Strg+C gehört zu keiner Aktion: sie beendet immer das Programm, und die Partie ist gespeichert. Eine Taste, die überall wirkt, muss eine F-Taste oder eine benannte Taste sein oder ctrl- oder alt- haben, denn ein einfaches Zeichen wird in die Eingabezeile geschrieben.

setting-voice-voice = Das Vokabular der Ansagen: de, da, nb oder eines, das Sie hinzufügen. Leer: die Wörter, die zur Sprache der Meldungen gehören: bei dänischen Meldungen die dänischen (Anna, Bodil, Cecilie … et, to, tre), bei norwegischen die Vorgabe der Fassung 2014 (Anna, Bella, Cæsar … eins, zwei, mit den deutschen Figuren), sonst die deutschen (Anna, Bella, Cesar … eins, zwei). Ein gewähltes Vokabular geht immer vor.
setting-voice-files = Die Namen der Linien (Anna, Bella …) aus einem anderen Vokabular übernehmen, z. B. de zusammen mit voice da. Leer: wie voice.
setting-voice-ranks = Die Wörter der Reihen (eins, zwei …) aus einem anderen Vokabular übernehmen. Leer: wie voice.
setting-voice-pieces = Die Figurennamen aus einem anderen Vokabular übernehmen. Leer: wie voice.
setting-voice-long = Lange Form: das Ausgangsfeld jedes Zuges nennen ("Springer Gustav eins Felix drei").
setting-voice-pawn-name = Den Namen des Bauern vor einem Bauernzug sagen ("Bauer Eva vier"); ausgeschaltet nur das Feld ("Eva vier").
setting-voice-check = Schach und Matt ansagen (nach den FIDE-Regeln 2001 optional).
setting-ui-lang = Die Sprache, in der annabella mit Ihnen spricht: en, da, de, nb, nl. Leer: die Sprache des Systems, wenn annabella sie hat, sonst die eines gewählten Vokabulars, sonst Englisch.
setting-ui-letters = Die Figurenbuchstaben, die Sie tippen und lesen: en, da, de, nb, nl. Leer: die der Sprache. Bei nl ist P der Springer (paard).
setting-game-control = Die Bedenkzeit, wie im PGN geschrieben (40/5400:1800+30, 300+3, 5400d5 für 5 Sekunden Verzögerung) oder in der Kurzform der FIDE (90/40+30+30s, 15+10, 3+2). Ein bloßes X+Y bedeutet Minuten und Sekunden, wenn X unter 180 liegt (15+10), sonst Sekunden und Sekunden (300+3).
setting-game-laws = Die Fassung der FIDE-Regeln: 2017, 2014, 2005 oder 2001.
setting-game-kind = Die Partieart: standard, rapid oder blitz. Leer: wie die Bedenkzeit sie nach der Definition der Fassung ergibt. Angeben, wo die Turnierausschreibung etwas anderes festlegt.
setting-game-supervision = Wie das Turnier Schnell- und Blitzpartien überwacht, nach den FIDE-Regeln 2014 und 2017: partial (Anhang A.4 und B.4: ein regelwidriger Zug führt auf Reklamation des Gegners zum Partieverlust, eine Reklamation wegen Zeitüberschreitung setzt voraus, dass der Reklamierende noch Restzeit hat), die Vorgabe der Regeln, oder full (Anhang A.3 und B.3: ein Schiedsrichter überwacht höchstens drei Partien, jede wird notiert; die Turnierschachregeln gelten).
setting-game-quickplay = Das Turnier hat eine Endspurtphase angekündigt (FIDE-Regeln 2017, Richtlinien III; 2014, Anhang G; 2005 und 2001, Art. 10): hat der Spieler am Zug im letzten Zeitabschnitt weniger als 2 Minuten Restzeit, kann er Remis reklamieren. Nicht bei Blitzpartien, und nach 2014 und 2017 auch nicht mit Zuschlag oder Verzögerung.
setting-game-color = Die Farbe des blinden oder sehbehinderten Spielers: white oder black.
setting-game-warnings = Die Restzeiten auf der eigenen Uhr des blinden Spielers, bei denen annabella warnt.
setting-game-periodic = Die Restzeit des blinden Spielers ungefragt ansagen: ohne Wahl aus (leer), denn ungefragt sagt das Programm nur, was der Spieler gewählt hat. Zum Beispiel "5m, 1m<10m, 10s<1m": alle 5 Minuten, unter 10 Minuten jede Minute, unter einer Minute alle 10 Sekunden.
setting-game-mirror = Wie das Programm das Steckbrett verfolgt: assumed (jeder Zug gilt als so ausgeführt, wie er angesagt wurde, sofern eine Eingabe mit peg nichts anderes sagt) oder strict (das Drücken der Uhr wartet, bis die Ausführung mit peg eingegeben ist).
setting-game-eboard = Die serielle Schnittstelle des elektronischen Bretts (DGT) des sehenden Spielers, dessen Züge dann von diesem Brett gelesen werden: /dev/ttyACM0, /dev/ttyUSB0, COM3. Leer: kein Brett.
setting-speech-backend = Wer spricht: auto (die eingebaute Stimme, wenn sich ein Audiogerät öffnen lässt, sonst die Systemstimme, sonst nur als Text), clips (die eingebaute Stimme), tts (die Systemstimme), reader (unter Windows der laufende Bildschirmleser, NVDA oder JAWS, mit seiner eigenen Stimme; anderswo die Systemstimme), text (nur als Text, für Bildschirmleser und Braillezeilen), none. Ist Eingabe oder Ausgabe kein Terminal, bedeutet auto text.
setting-speech-rate = Das Sprechtempo, in Prozent des normalen Tempos.
setting-speech-volume = Die Lautstärke der Sprachausgabe, in Prozent der normalen Lautstärke.
setting-speech-earcons = Signaltöne: kurze Töne für einen abgeschlossenen Zug, Schach, eine Ablehnung, knappe Zeit, ein gefallenes Fallblättchen und ein abweichendes Steckbrett.
setting-speech-gap-ms = Die Pause zwischen den Wörtern der eingebauten Stimme, in Millisekunden.
setting-speech-public-device = Das Audiogerät (ein Teil seines Namens) für die öffentlichen Ansagen: ein Lautsprecher für den Tisch. Leer: das Standard-Audiogerät des Systems.
setting-speech-private-device = Das Audiogerät (ein Teil seines Namens) für die private Sprachausgabe: ein Ohrhörer. Leer: das Standard-Audiogerät des Systems.
setting-engine-program = Das Schachprogramm für Übungspartien und zum Lernen (eval, best, line, review): ein Programm, das UCI spricht, mit seinem Namen im PATH (auch /usr/games, wohin Debian stockfish legt) oder mit seinem Pfad.
setting-engine-strength = Wie stark das Schachprogramm in einer Übungspartie spielt: "" (volle Stärke), eine Elo-Zahl wie "1500" oder eine Stufe wie "level 5" (0 bis 20).
setting-engine-think = Wie lange das Schachprogramm in einer Übungspartie über einen Zug nachdenkt: eine Zeit wie "5s" (seine Uhr läuft währenddessen), "" (nach seiner eigenen Bedenkzeit, wie ein Turnierspieler) oder "nodes 20000" (eine feste Suche: jedes Mal derselbe Zug).
setting-engine-analysis-time = Wie lange das Schachprogramm über eine Stellung nachdenkt, wenn es beim Lernen gefragt wird, z. B. 2s; oder "nodes 20000", eine feste Suche, die jedes Mal dieselbe Antwort gibt.
setting-engine-options = Die eigenen Optionen des Schachprogramms, unverändert an das Programm geschickt, sofern es sie kennt, z. B. { "{" } Threads = 2, Hash = 128 { "}" }.
setting-broadcast-serve = Jede Partie bereitstellen, während sie gespielt wird, für eine Liveübertragung und den Überblick des Schiedsrichters: GET /game.pgn und /status.json über HTTP.
setting-broadcast-address = Wo bereitgestellt wird: ein Port nur auf diesem Rechner ("8064") oder eine Adresse mit Port ("0.0.0.0:8064" für das ganze Netz; Port 0: ein beliebiger freier Port).
setting-broadcast-delay = Wie lange die Züge im PGN der Übertragung zurückgehalten werden, gegen Betrug, z. B. 15m (eine Zahl allein bedeutet Minuten). Der Status wird nicht zurückgehalten: er nennt keinen Zug, und der Schiedsrichter braucht ihn sofort.
setting-braille-table = Die liblouis-Tabelle für die Brailleseiten des Umschlags (BRF) und für die Braillezeile. Leer: die Vollschrift der Sprache, in der der Text steht (da-dk-g16.ctb, de-g0-detailed.utb, no-no-g0.utb, nl-NL-g0.utb, en-ueb-g1.ctb); sonst jede Tabelle für 6-Punkt-Braille, mit ihrem Namen, z. B. "de-g1.ctb".
setting-braille-display = Die Vollbildoberfläche auch auf einer Braillezeile zeigen: über BRLTTY unter Linux, die lokale Braillezeile, sofern BRLAPI_HOST keine andere nennt. Im Zeilenmodus bleibt die Braillezeile dem Bildschirmleser überlassen.
setting-tui-theme = Die Farben der Vollbildoberfläche: high-contrast, dark, light oder mono (keine Farbe: nur inverse Darstellung und Unterstreichung). NO_COLOR in der Umgebung erzwingt mono.
setting-tui-big-text = Die letzte Ansage in großer Schrift quer über den Bildschirm zeigen (die Taste der Aktion big_text schaltet sie während der Partie ein und aus).

## Learning from one's own game: the moves that turned it (mistakes), each
## tried again from the position before it (retry), and the move tried
## judged beside the engine's and the game's.

judgement-short = { $kind ->
        [even] ausgeglichen
        [slightly] { $side ->
            [white] { -white }
           *[black] { -black }
        } etwas besser
        [better] { $side ->
            [white] { -white }
           *[black] { -black }
        } um etwa { $number ->
            [one] einen Bauern
           *[other] { $number } Bauern
        } besser
        [winning] { $side ->
            [white] { -white }
           *[black] { -black }
        } auf Gewinn
        [mate] Matt in { $number ->
            [one] einem Zug
           *[other] { $number } Zügen
        } durch { $side ->
            [white] { -white }
           *[black] { -black }
        }
       *[mated] Matt
    }
learn-none = { $side ->
        [white] Kein Zug von { -white } war ein Wendepunkt der Partie.
        [black] Kein Zug von { -black } war ein Wendepunkt der Partie.
       *[both] Kein Zug war ein Wendepunkt der Partie.
    }
learn-found = { $count ->
        [one] Ein Zug war ein Wendepunkt der Partie; mit retry versuchen Sie es dort noch einmal:
       *[other] { $count } Züge waren Wendepunkte der Partie; mit retry versuchen Sie es beim ersten noch einmal:
    }
learn-point = { $n }. { $played }: { $kind ->
        [mate-missed] übersieht ein Matt in { $number ->
            [one] einem Zug
           *[other] { $number } Zügen
        }
        [mate-allowed] lässt ein Matt in { $number ->
            [one] einem Zug
           *[other] { $number } Zügen
        } zu
        [lost] kostete etwa { $number ->
            [one] einen Bauern
           *[other] { $number } Bauern
        }
       *[cost] { $from }, dann { $to }
    }.
learn-retry = Wendepunkt { $n } von { $total }: die Stellung vor { $played }.
learn-state = Wendepunkt { $n } von { $total }, { $side ->
        [white] { -white }
       *[black] { -black }
    } ist am Zug
learn-game-move = Das ist der Zug der Partie: Er war der Wendepunkt.
learn-in-check = { $side ->
        [white] { -white }
       *[black] { -black }
    } steht im Schach.
learn-your-move = { $side ->
        [white] { -white }
       *[black] { -black }
    } am Zug. Einen besseren Zug eingeben; best sagt den Zug des Schachprogramms, retry geht zum nächsten.
learn-verdict = { $kind ->
        [best] Gefunden: der Zug des Schachprogramms selbst.
        [as-good] Gefunden: so gut wie der Zug des Schachprogramms.
        [better] Besser als der Zug der Partie, aber noch nicht der beste.
       *[mistake] Immer noch ein Fehler: { $why }.
    }
# The piece ($piece, its name from `piece`) with its article: die Dame,
# den Bauern, den Springer.
learn-why = { $kind ->
        [mate] er lässt ein Matt in { $moves ->
            [one] einem Zug
           *[other] { $moves } Zügen
        } zu
        [loses] er verliert { $piece ->
            [Dame] die Dame
            [Bauer] den Bauern
           *[other] den { $piece }
        } durch { $reply }
       *[worse] danach { $piece }
    }
learn-count = { $found } von { $total } gefunden ({ $tried } versucht).
learn-first = Zuerst mistakes eingeben: das Schachprogramm sucht die Züge, die Wendepunkte der Partie waren.
learn-done = Das war der letzte Wendepunkt: { $found } von { $total } gefunden.
learn-no-point = Einen Wendepunkt { $n } gibt es nicht: es gibt { $total }.
learn-not-retrying = Es wird gerade kein Wendepunkt geübt: mit retry versuchen Sie einen noch einmal.
help-mistakes = mistakes: die Züge, die Wendepunkte der Partie waren, nummeriert für retry
threat = { $side ->
        [white] { -white }
       *[black] { -black }
    } droht { $said }.
threat-check = { $side ->
        [white] { -white }
       *[black] { -black }
    } bietet Schach: Das Schach ist zuerst abzuwehren.
threat-none = { $side ->
        [white] { -white }
       *[black] { -black }
    } droht nichts, was das Schachprogramm sieht.
help-threat = threat: was die andere Seite täte, wäre sie am Zug
help-retry = retry: einen Wendepunkt noch einmal (retry 2: den zweiten); dann Zug eingeben
manual-learn-title = Aus den eigenen Partien lernen
manual-learn =
    Öffnen Sie nach einem Turnier Ihre Partie: annabella replay --game runde3.annabella, oder eine PGN-Datei. Geben Sie mistakes ein. Das Schachprogramm geht die Partie durch und nennt die Züge, die Wendepunkte der Partie waren, jeden auf einer eigenen Zeile: den Zug und was er gekostet hat, zum Beispiel ausgeglichen, dann Schwarz um etwa einen Bauern besser, oder ein übersehenes Matt. Während es arbeitet, hören Sie, wie weit es ist. Seine Durchsicht wird neben der Partiedatei gespeichert: beim zweiten Mal antwortet mistakes sofort.
    Geben Sie retry ein. Sie hören die Stellung vor dem ersten dieser Züge so, wie Sie sie auf dem Steckbrett aufstellen: zuerst die Figuren der Seite am Zug, dann die der anderen Seite. Geben Sie einen besseren Zug ein, in beliebiger Notation. Das Programm sagt, ob er der Zug des Schachprogramms selbst ist, so gut wie dieser, besser als der Zug der Partie oder immer noch ein Fehler, und warum: er verliert den Springer durch Dame David vier.
    Versuchen Sie es noch einmal, oder geben Sie best ein, für den Zug des Schachprogramms und seine Variante. Danach geht retry zum nächsten Wendepunkt; retry 3 geht zum dritten. Am Ende hören Sie, wie viele Sie gefunden haben. Mit mistakes white hören Sie nur die Züge von Weiß.
    Das geht in replay und nach dem Ende einer Partie, nie während einer Partie gegen einen Menschen.
    Siehe auch: help engine, help replay.
