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
unreadable = "{ $input }" ist als Zug nicht lesbar; zum Beispiel e4, Sf3, e2e4 oder "Springer Felix drei"
unknown-word = "{ $input }": das Wort "{ $word }" gehört zu keinem Zug
game-over = die Partie ist beendet
ambiguous = "{ $input }" passt auf mehrere Züge: { $candidates }; bitte genauer angeben, welcher gemeint ist
promotion-piece = der Bauer erreicht { $square }: bitte die neue Figur nennen, zum Beispiel { $example }
# Accusative: "keinen Springer", "keine Dame", "keinen Bauern".
no-piece = { $side ->
        [white] { -white }
       *[black] { -black }
    } hat { $role ->
        [king] keinen { -king }
        [queen] keine { -queen }
        [rook] keinen { -rook }
        [bishop] keinen { -bishop }
        [knight] keinen { -knight }
       *[pawn] keinen { -pawn(case: "accusative") }
    }
cannot-reach = { $role ->
        [queen] keine
       *[other] kein
    } { piece }{ $from ->
        [file] {" "}von der { $from_file }-Linie
        [rank] {" "}von der { $from_rank }. Reihe
        [square] {" "}von { $from_square }
       *[none] {""}
    } kann { $to } erreichen
empty-square = auf { $square } steht keine Figur
not-your-piece = die Figur auf { $square } gehört { $owner ->
        [white] { -white }
       *[black] { -black }
    }
cannot-move-there = die Figur auf { $from } ({ piece }) kann nicht nach { $to } ziehen
own-piece = auf { $square } steht eine Figur derselben Farbe ({ piece })
nothing-to-capture = auf { $square } gibt es nichts zu schlagen
not-en-passant = das ist kein Schlagen en passant
no-promotion = nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt
promotion-choice = ein Bauer kann nur Dame, Turm, Läufer oder Springer werden
king-in-check = der König stünde im Schach
in-check = der König steht im Schach, und dieser Zug hebt das Schach nicht auf
castle = { $side ->
        [king-side] Kurze Rochade
       *[queen-side] Lange Rochade
    } ist nicht möglich: { $block ->
        [no-rights] König oder Turm hat schon gezogen
        [in-check] der König steht im Schach
        [blocked] zwischen König und Turm stehen Figuren
       *[attacked] der König würde ein angegriffenes Feld überqueren oder betreten
    }
bad-move = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } "{ $input }": { $reason }
number-misplaced = die Zugnummer "{ $written }" steht, wo Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } kommt
result-inside = das Ergebnis "{ $token }" steht vor weiteren Zügen: ein Ergebnis beendet das Partieformular
result-contradicts = das Ergebnis "{ $given }" passt nicht zu den Zügen, die { $ended } enden
bad-fen = die Stellung "{ $fen }" ist nicht verwendbar: { $detail }
unknown-vocabulary = es gibt kein Vokabular "{ $id }"; bekannt sind: { $known }

## The talking clock

time-line = { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $completed ->
        [one] { $completed } Zug
       *[other] { $completed } Züge
    } abgeschlossen, { $used } verbraucht, { $flag ->
        [true] Zeit abgelaufen
       *[false] { $left } übrig
    }.
time-pending = Zug { $number } von { $by ->
        [white] { -white }
       *[black] { -black }
    } ist angesagt, nicht abgeschlossen: noch nicht gezählt, und diese Uhr läuft.
left = { $span } übrig
flag-fell = Die Zeit von { $color ->
        [white] { -white } ist abgelaufen. { -black }
       *[black] { -black } ist abgelaufen. { -white }
    } { $opponent_can_mate ->
        [true] kann noch mattsetzen: eine Reklamation gewinnt auf Zeit (unverbindlicher Hinweis).
       *[false] kann mit dem verbliebenen Material nicht mattsetzen: eine Reklamation ergibt Remis (unverbindlicher Hinweis).
    }
time-added = { $span } zur Uhr von { $color ->
        [white] { -white }
       *[black] { -black }
    } hinzugefügt.
clock-set = Die Uhr von { $color ->
        [white] { -white }
       *[black] { -black }
    } ist auf { $left } gestellt.
clock-now = Manuelle Uhr: { $since_start } seit dem Beginn.
period-moves = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } in { $time }
period-repeats = dann dasselbe wieder für je { $moves ->
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
control-error = die Bedenkzeit "{ $text }" ist nicht verständlich; zum Beispiel 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 oder 5400d5, jede Zeit höchstens { $hours } Stunden
# A control that reads but is most likely a slip (decisions.md).
control-swapped = die Bedenkzeit "{ $text }" wären { $moves } Züge in { $minutes } Minuten; für { $minutes } Züge in { $moves } Minuten { $moves }/{ $minutes }{ $rest } oder { $minutes }/{ $seconds } schreiben
control-no-base = die Bedenkzeit "{ $text }" gibt zu Beginn keine Zeit; zum Beispiel 3+2 schreiben (3 Minuten, dann 2 Sekunden Zuschlag pro Zug)
control-seconds = in der Bedenkzeit "{ $text }": ist { $number } in Minuten oder in Sekunden gemeint? Für Minuten { $number }m (oder { $seconds }) schreiben, für Sekunden { $number }s
cadence-error = der Ansagerhythmus "{ $text }" ist nicht verständlich; zum Beispiel "5m, 1m<10m, 10s<1m" (alle 5 Minuten, unter 10 Minuten jede Minute, unter 1 Minute alle 10 Sekunden), jede Zeit höchstens { $hours } Stunden

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
        [true] wird no geantwortet,
       *[false] nach der Antwort
    } { $next ->
        [peg] eingeben, wie er auf dem Steckbrett ausgeführt wurde (peg ok), oder ihn berichtigen (fix MOVE).
       *[press] die Uhr drücken (press) oder ihn berichtigen (fix MOVE).
    }
nothing-to-press = Es ist kein Zug angesagt: zuerst den Zug eingeben, dann press.
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
    } steht noch: { $early ->
        [true] zuerst ablehnen (decline); Remis kann erst vereinbart werden, wenn jeder Spieler einen Zug gemacht hat (Regeln von 2017, 5.2.3).
       *[false] zuerst annehmen oder ablehnen (accept, decline).
    }
agreement-too-early = Remis kann erst vereinbart werden, wenn jeder Spieler einen Zug gemacht hat (Regeln 2017, 5.2.3).
offer-open = Das Remisangebot von { $by ->
        [white] { -white }
       *[black] { -black }
    } steht: { $early ->
        [true] Remis kann erst vereinbart werden, wenn jeder Spieler einen Zug gemacht hat (Regeln von 2017, 5.2.3); ablehnen (decline), oder ein Zug lehnt es ab.
       *[false] annehmen oder ablehnen (accept, decline); auch ein Zug lehnt es ab.
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
            [white] { -white } reklamiert die Partie auf Zeit.
            [black] { -black } reklamiert die Partie auf Zeit.
           *[none] Beide Fallblättchen sind gefallen.
        }
       *[arbiter] Der Schiedsrichter legt das Ergebnis fest.
    } { $result ->
        [white-wins] { -white } gewinnt, 1-0.
        [black-wins] { -black } gewinnt, 0-1.
       *[draw] Die Partie endet remis, 1/2-1/2.
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
    } spielt auf dem Steckbrett. Bedenkzeit: { $control }. Regeln von { $laws }.
resumed = Partie bei Zug { $number } fortgesetzt. { $status }
time-while-closed = Während annabella geschlossen war, lief die Uhr von { $color ->
        [white] { -white } weiter: { -white }
       *[black] { -black } weiter: { -black }
    } hat dabei { $span } verbraucht.
setup-ignored = Es gelten die Einstellungen der Partie; nicht übernommen: { $options }.
told-now = Ab jetzt in dieser Partie: { $options }.
assistant-on-resume = Soll { $name } ab jetzt assistieren, dann eingeben: assistant on { $name }
resume-at-on-resume = Zeit und Ort der Wiederaufnahme setzt envelope TEXT, z. B. envelope 2026-11-22 10:00, Saal B.
over-at-start = Mit dieser Stellung kann keine Partie beginnen: { $reason ->
        [checkmate] sie ist schachmatt.
        [stalemate] sie ist patt.
       *[other] keine Seite kann mattsetzen.
    }
started-from = Die Partie beginnt mit der angegebenen Stellung, beim { $number }. Zug, { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug. Mit board ist sie zu hören.

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
board-differs = Ihr Brett weicht ab: { $item }.
peg-other-move = Ist { $written } der ausgeführte Zug, stattdessen die Ansage berichtigen: fix { $written }.
boards-agree = Das Steckbrett stimmt mit der Partie überein.
diff-heading = Das Steckbrett weicht an { $places ->
        [one] einer Stelle
       *[other] { $places } Stellen
    } von der Partie ab; { $steps ->
        [one] ein Schritt stellt
       *[other] { $steps } Schritte stellen
    } es richtig.
diff-item = Steckbrett: { $item }.
eboard-differs = Das elektronische Brett weicht an { $places ->
        [one] einer Stelle
       *[other] { $places } Stellen
    } von der Partie ab.
eboard-item = Auf dem elektronischen Brett: { $item }.
eboard-agrees = Das elektronische Brett stimmt wieder mit der Partie überein.
eboard-connected = Das elektronische Brett an { $path } ist verbunden.
eboard-lost = Das elektronische Brett an { $path } antwortet nicht ({ $why }): wieder einstecken; die Partie geht weiter.
eboard-promotion = Das elektronische Brett zeigt { $piece } auf { $square } für die Umwandlung: war eine andere Figur gemeint, sie mit fix eingeben.
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
step-lift = { $piece } von { $from } abheben und in der Hand behalten
step-place = { $piece } aus der Hand auf { $on } stecken
peg-fixed = Das Steckbrett ist richtiggestellt: es stimmt mit der Partie überein.
peg-needed = Zuerst eingeben, wie der Zug auf dem Steckbrett ausgeführt wurde: peg ok, peg MOVE oder peg FROM TO.
diff-peg-pending = Das Steckbrett stimmt mit der Partie vor dem angesagten Zug überein.
diff-peg-enter = Eingeben, wie der Zug ausgeführt wurde: peg ok, peg MOVE oder peg FROM TO.
nothing-to-peg = Es wurde noch kein Zug gespielt: auf dem Steckbrett ist nichts einzutragen.
bad-peg-squares = "{ $text }" ist kein Zug auf dem Steckbrett: zwei Felder angeben, auf dem ersten muss eine Figur stehen, zum Beispiel peg g1 f3.
after-move = nach Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }
game-start = bei Partiebeginn
sheet-notes = Vermerke für den Schiedsrichter (auf Englisch, wie im PGN):
nothing-written = nichts
sheets-agree = Beide Partieformulare stimmen überein, bis zur Stellung { $through }.
correct-peg-board = Die Partieformulare stimmen überein, also wird das abweichende Brett richtiggestellt ({ $rule }), und zwar das Steckbrett.
correct-other-board = Das Steckbrett stimmt mit den Partieformularen überein. Wenn die Bretter voneinander abweichen, wird das Brett des Gegners auf die Stellung der Partieformulare gebracht ({ $rule }).
sheets-differ = Die Partieformulare weichen erstmals bei Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } voneinander ab. Hier { $ours }, auf dem anderen Formular { $theirs }. Vorschlag ({ $rule }): zurück zur Stellung { $back_to }. Uhren wie damals: { -white } { $white_left } übrig; { -black } { $black_left } übrig. Dazu rollback eingeben; der Schiedsrichter kann die Uhren danach mit setclock ändern.
sheets-differ-announced = { $ours } ist der angesagte, noch nicht abgeschlossene Zug. Wurde { $theirs } gespielt, stattdessen die Ansage berichtigen: fix { $theirs }.
sheet-pending = Noch nicht im Partieformular: { $by ->
        [white] { -white }
       *[black] { -black }
    }, Zug { $number }, { $written }, angesagt und noch nicht abgeschlossen.
clocks-started = Der Reklamation wird nicht stattgegeben: die Uhr von { $side ->
        [white] { -white }
       *[black] { -black }
    } läuft wieder.
# What a proposal will do, said before yes (decisions.md "Proposals and
# their consequences"): each part a sentence.
proposal-end-undone = Das Ergebnis { $result } wird damit zurückgenommen, und es wird weitergespielt.
proposal-replaces = Es ersetzt das eingetragene Ergebnis, { $result }.
proposal-unplayed = Der angesagte Zug "{ $announcement }" von { $by ->
        [white] { -white }
       *[black] { -black }
    }, noch nicht abgeschlossen, wird nicht gespielt; die Aufzeichnung behält ihn als zurückgenommen.
proposal-rollback = Zurück zur Stellung { $back_to }; die Züge danach werden zurückgenommen. Uhren dann: { -white } { $white_left } übrig; { -black } { $black_left } übrig.
proposal-illegal = Regelwidriger Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    } (Nummer { $count } für { $by ->
        [white] { -white }
       *[black] { -black }
    }; Regeln von { $year }, { $rule }): die Stellung davor wird wiederhergestellt.
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
proposal-flag-stays = Bei no: die Zeit bleibt abgelaufen, und die Reklamation kann wiederholt werden (claim time).
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
proposal-if-no = Bei no: { $what }
claim-not-upheld = die Reklamation gilt als unzutreffend, und die Uhren laufen wieder.
written-move-played = { $by ->
        [white] { -white }
       *[black] { -black }
    } spielt den mit der Reklamation aufgeschriebenen Zug "{ $said }".
penalty-proposed = Dann vorgeschlagen: { $what }
# Both flags are down; the program knows which fell first (or, set by
# hand, that it cannot be known).
flags-both = Beide Fallblättchen sind gefallen; das von { $first ->
        [white] { -white }
       *[black] { -black }
    } zuerst: eine Reklamation auf Zeit ist für { $other ->
        [white] { -white }
       *[black] { -black }
    } (unverbindlicher Hinweis).
flags-both-unknown = Beide Fallblättchen sind gefallen, und welches zuerst fiel, ist nicht festzustellen: { $outcome ->
        [draw] eine Reklamation auf Zeit ergibt Remis ({ $rule }).
        [play-on] vor dem letzten Zeitabschnitt geht die Partie weiter ({ $rule }), ohne Reklamation auf Zeit.
       *[arbiter] diese Regeln geben Remis nur in Partien ohne Zeitzuschlag ({ $rule }); der Schiedsrichter entscheidet, mit result, wenn die Partie endet.
    }
proposal-open = Zuerst wartet ein Vorschlag auf die Antwort: yes trägt ihn ein, no verwirft ihn (status sagt ihn noch einmal).
seal-what = Welcher Zug wird abgegeben? Mit dem Befehl schreiben, zum Beispiel: seal Sf3.
fix-same = Das ist der angesagte Zug: nichts zu korrigieren.
# A time typed with no unit outside a time control: both meanings.
unitless-time = { $number } Minuten oder { $number } Sekunden? Bitte eingeben: { $prefix } { $number }m oder { $prefix } { $number }s.
colon-time = { $typed } als Stunden und Minuten oder als Minuten und Sekunden? Bitte eingeben: { $prefix } { $first }h{ $second }m oder { $prefix } { $first }m{ $second }s.
seal-pending = Der angesagte Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    } ist der abgegebene Zug: nur seal eingeben, um ihn abzugeben.
end-not-fixable = Der Zug, der die Partie beendet hat, kann nicht mehr mit fix berichtigt werden: danach wurde etwas anderes eingegeben.
after-end = { $can ->
        [fix] Bis etwas anderes eingegeben wird, korrigiert fix MOVE den Zug, der die Partie beendet hat. Der Schiedsrichter kann diesen Zug noch mit illegal oder compare zurücknehmen; result trägt ein anderes Ergebnis ein. { -after-end-rest }
        [move] Der Schiedsrichter kann den Zug, der die Partie beendet hat, noch mit illegal oder compare zurücknehmen; result trägt ein anderes Ergebnis ein. { -after-end-rest }
       *[other] Der Schiedsrichter kann mit result noch ein anderes Ergebnis eintragen. { -after-end-rest }
    }
-after-end-rest = Die Abfragen antworten weiter (sheet, board, square, time, status); setclock und addtime stellen weiter die Uhren; nach quit schreibt annabella export die Partie aus.
record-question = Einzutragen: { $what } { $over ->
        [true] Mit yes eintragen, mit no die Partie lassen, wie sie ist.
       *[false] Mit yes eintragen, mit no weiterspielen.
    }
record-cancelled = Nichts wurde eingetragen.
nothing-to-answer = Es ist keine Frage offen: yes und no beantworten einen Vorschlag (eine Rücknahme, ein einzutragendes Ergebnis).
fix-after-press = Der letzte Zug ist abgeschlossen: die Uhr wurde gedrückt. Er kann nicht mehr berichtigt werden. Nur der Schiedsrichter kann ihn zurücknehmen (illegal), oder die Partieformulare entscheiden (compare).
rolled-back = Die Partie ist zurückgesetzt auf die Stellung { $back_to }. Uhren gestellt: { -white } { $white_left } übrig; { -black } { $black_left } übrig. { $to_move ->
        [white] { -white }
       *[black] { -black }
    } ist am Zug. Die zurückgenommenen Züge bleiben in der Partiedatei.
nothing-to-roll-back = { $compared ->
        [true] Der letzte Vergleich fand keinen Unterschied zwischen den Partieformularen: es gibt nichts, wohin zurückzugehen wäre.
       *[false] Es ist kein Unterschied zwischen den Partieformularen bekannt, zu dem zurückgegangen werden könnte: zuerst vergleichen (compare MOVES).
    }
# The other sheet stops before the game ends: what it has agrees (D.2.9;
# decisions.md "Comparing scoresheets"). $far when more than one move is missing.
sheets-behind = Das andere Partieformular stimmt mit der Partie überein, bis zur Stellung { $through }. Dort endet es: der Rest ist darauf noch nicht notiert.
sheet-far-behind = Es liegt mehr als einen Zug zurück: es soll nachgetragen werden, dann erneut vergleichen.
# The other sheet goes on past the game's last move with $extra.
sheets-ahead = Beide Partieformulare stimmen bis zur Stellung { $through } überein, wo die Partie steht. Das andere Formular geht weiter mit Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $extra }. Wenn das gespielt wurde, als Zug eingeben; nichts wird zurückgenommen.
sheet-unreadable = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } auf dem anderen Partieformular, "{ $text }", ist in seiner Stellung kein Zug: nichts wurde verglichen. Diesen Eintrag prüfen und das Formular erneut eingeben, in Buchstaben oder in Worten.
sheet-ambiguous = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    } auf dem anderen Partieformular, "{ $text }", passt auf { $candidates }: nichts wurde verglichen. Fragen, welcher gespielt wurde, und das Formular mit diesem Zug ausgeschrieben erneut eingeben.
sheet-ahead-stops = Danach steht auf dem anderen Formular "{ $text }", { $candidates ->
        [none] in seiner Stellung kein Zug.
       *[other] das auf { $candidates } passt.
    }
# Bare compare: the other sheet entered a line at a time.
sheet-entry-start = Die Züge des anderen Partieformulars eingeben, einen oder mehrere pro Zeile, in Buchstaben oder in Worten. Zum Vergleichen end oder eine leere Zeile eingeben, zum Abbrechen cancel.
sheet-entry-next = Als Nächstes: Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }.
sheet-entry-read = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }: { $written }, { $words }.
sheet-entry-again = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }, "{ $text }", ist in seiner Stellung kein Zug: bitte erneut eingeben.
sheet-entry-ambiguous = Zug { $number } von { $side ->
        [white] { -white }
       *[black] { -black }
    }, "{ $text }", passt auf { $candidates }: den gespielten eingeben.
sheet-entry-command = "{ $text }" ist ein Befehl: hier die Züge des anderen Partieformulars eingeben. Zum Vergleichen end eingeben, zum Abbrechen cancel.
sheet-entry-cancelled = Eingabe des Partieformulars abgebrochen: nichts wurde verglichen.
sheet-entry-empty = Es wurden keine Züge eingegeben: nichts wurde verglichen.
assistant-set = { $has_name ->
        [true] Assistent: { $name }. Aufforderungen richten sich jetzt an den Assistenten.
       *[false] Kein Assistent: Aufforderungen richten sich an den Spieler.
    }
claim-time-hint = Zum Reklamieren: claim time.
hearing-needs-assistant = Ein hörbehinderter Gegner verlangt einen Assistenten (Regeln von 2017, { $rule }). Die Partie mit --assistant NAME starten.
assistant-required = Ein hörbehinderter Gegner verlangt einen Assistenten (Regeln von 2017, { $rule }): der Assistent bleibt. Einen anderen benennen: assistant NAME.
touched = Für den Schiedsrichter protokolliert: { $side ->
        [white] { -white }
       *[black] { -black }
    } hat { $what } berührt, { $at } nach dem Beginn.
bad-square = "{ $text }" ist kein Feld: zum Beispiel touch { $example } eingeben.
nothing-to-touch = Auf { $square } steht nichts: nur eine berührte Figur wird für den Schiedsrichter protokolliert.
illegal-declared = Regelwidriger Zug von { $by ->
        [white] { -white }
       *[black] { -black }
    } festgehalten (Nummer { $count } für { $by ->
        [white] { -white }
       *[black] { -black }
    }; Regeln von { $year }, { $rule }); die Stellung davor ist wiederhergestellt. { $by ->
        [white] { -white }
       *[black] { -black }
    } ist am Zug.
# report illegal MOVE: a move the app refused was made on a board.
illegal-report = Regelwidriger Zug "{ $input }" von { $by ->
        [white] { -white }
       *[black] { -black }
    }, auf dem Brett ausgeführt (Nummer { $count } für { $by ->
        [white] { -white }
       *[black] { -black }
    }; Regeln von { $year }, { $rule }).
illegal-reported = Regelwidriger Zug "{ $input }" von { $by ->
        [white] { -white }
       *[black] { -black }
    } für den Schiedsrichter festgehalten.{ $goes_on ->
        [true] {" "}{ $by ->
            [white] { -white }
           *[black] { -black }
        } ist mit einem regelgemäßen Zug am Zug.
       *[false] {""}
    }
# The penalty a report would record: $what is the time added or the result.
report-penalty = Strafe: { $what }
report-hint = Wenn er auf dem Brett ausgeführt wurde, für den Schiedsrichter melden: report illegal { $input }
report-legal = "{ $input }" ist hier ein regelgemäßer Zug: als Zug eingeben.
no-move-to-declare = Es gibt keinen abgeschlossenen Zug, der für regelwidrig erklärt werden könnte.
no-flag = Es ist keine Zeit abgelaufen: auf Zeit reklamieren geht nur, wenn die Zeit des Gegners abgelaufen ist.
sealed = Abgabezug festgehalten, Zug { $number }. Die Uhr ist angehalten; die Partie ist unterbrochen (hängende Partie).
adjourned = Die Partie ist unterbrochen (hängende Partie): { $by ->
        [white] { -white }
       *[black] { -black }
    } hat Zug { $number } als Abgabezug abgegeben. Bei der Wiederaufnahme, wenn der Gegner antworten kann, unseal eingeben. Bis dahin warten Züge, das Steckbrett, Reklamationen und compare. Es funktionieren: draw, accept, decline, resign, result, addtime, setclock, assistant und envelope. Auch die Abfragen funktionieren: time, status, sheet, last, board.
unsealed = Der Abgabezug ist geöffnet: Zug { $number } von { $by ->
        [white] { -white }
       *[black] { -black }
    }.
not-adjourned = Es gibt keinen Abgabezug: die Partie ist nicht unterbrochen.
envelope =
    Hängende Partie: Umschlag mit dem Abgabezug
    { -white }: { $white }
    { -black }: { $black }
    Stellung vor dem Abgabezug: { $position }
    FEN: { $fen }
    Verbrauchte Zeit: { -white } { $white_used }, { -black } { $black_used }
    Abgegeben von: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Zugnummer des Abgabezuges: { $number }
    Offenes Remisangebot: { $offer ->
        [white] ja, von { -white }
        [black] ja, von { -black }
       *[none] keines
    }
    Wiederaufnahme: { $has_resume ->
        [true] { $resume }
       *[false] wird vom Schiedsrichter festgelegt
    }
# The inside sheet of the envelope (decisions.md "Reports for the arbiter"):
# the scoresheet lines follow it, then envelope-sealed.
envelope-inside =
    Hängende Partie: Inneres des Umschlags, für den Schiedsrichter
    { -white }: { $white }
    { -black }: { $black }
    Abgegeben von: { $sealed_by ->
        [white] { -white }
       *[black] { -black }
    }{ $has_sealer_name ->
        [true] {" "}({ $sealer_name })
       *[false] {""}
    }
    Partieformular bis einschließlich Abgabezug:
envelope-sealed = Abgabezug: { $number }{ $side ->
        [white] .
       *[black] ...
    } { $written }
envelope-written = Umschlag geschrieben. Außen, ohne den Zug: { $text } (Text). Außen in Braille: { $braille }. Innen, mit Partieformular und Abgabezug: { $inside } (Text). Innen in Braille: { $inside_braille }.
resume-needed = Datum, Uhrzeit und Ort der Wiederaufnahme sind noch nicht festgelegt; mit envelope TEXT angeben, zum Beispiel envelope 2026-11-22 10:00, Saal B.

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
            } { piece }
           *[other] { $count } { $color ->
                [white] weiße
               *[black] schwarze
            } { piece-plural }
        } auf
       *[false] { $color ->
            [white] Weiße
           *[black] Schwarze
        } { piece-plural } auch auf
    } { $squares }.
# Accusative: "keinen Turm", "keine Dame", "keinen Bauern".
kind-none = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $role ->
        [king] keinen { -king }
        [queen] keine { -queen }
        [rook] keinen { -rook }
        [bishop] keinen { -bishop }
        [knight] keinen { -knight }
       *[pawn] keinen { -pawn(case: "accusative") }
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
not-a-square = "{ $text }" ist kein Feld: zum Beispiel square f7 oder square Felix sieben.
not-a-kind = "{ $text }" ist keine Figurenart: zum Beispiel pieces weiß Türme.

## Partien aus PGN: eine übernommene Partie, Partien nachspielen

taken-over = Übernommen aus Partie { $number } von { $file }: { $moves ->
        [0] noch kein Zug gespielt
        [one] ein Zug gespielt
       *[other] { $moves } Züge gespielt
    }. Die Partie geht beim { $next }. Zug weiter, { $side ->
        [white] { -white }
       *[black] { -black }
    } am Zug. Mit board ist die Stellung zu hören.
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
       *[false] { -white } nach der Bedenkzeit
    }, { $has_black ->
        [true] { -black } { $black } übrig.
       *[false] { -black } nach der Bedenkzeit.
    }
taken-over-result = Die Datei gibt das Ergebnis { $result } an ({ $kind ->
        [white-wins] { -white } hat gewonnen
        [black-wins] { -black } hat gewonnen
       *[draw] remis
    }), die Stellung ist aber nicht zu Ende: von ihr aus wird weitergespielt.
pgn-no-games = { $file } enthält keine Partie.
pgn-no-such-game = Es gibt keine Partie { $number }: die Datei enthält { $count ->
        [one] eine Partie
       *[other] { $count } Partien
    }.
pgn-game-problem = Partie { $number }, Zeile { $line }: { $problem }.
pgn-problem-at = Zeile { $line }: { $problem }.
pgn-chess960 = das ist eine Chess960-Partie; annabella spielt nur normales Schach
pgn-variant = das ist eine Partie { $variant }; annabella spielt nur normales Schach
pgn-illegal = { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } { $ambiguous ->
        [true] kann dort mehr als ein Zug sein
       *[false] ist dort kein regelgerechter Zug
    }; die Partie ist bis dahin gelesen
pgn-no-move = "{ $word }" ist kein Zug; die Partie ist bis zum Zug davor gelesen
pgn-syntax = die Datei ist dort beschädigt ({ $detail })
pgn-beyond-most = annabella liest die ersten { $most } Partien einer Datei, und Partie { $number } liegt dahinter. Teilen Sie die Datei, um sie zu erreichen.
pgn-most-games = Die Datei enthält mehr Partien, als annabella auflistet: die ersten { $most } werden gelesen.
pgn-open-comment = ein hier mit {"{"} begonnener Kommentar wird nie geschlossen; die Partien danach werden gelesen
pgn-open-variation = eine mit ( begonnene Variante wird nie geschlossen; die Züge danach werden als ihre gelesen
pgn-open-tag = ein Tag hier wird nie geschlossen oder ist länger, als annabella liest
pgn-fragment = das ist der Rest der Partie davor, deren Tag-Zeile beschädigt ist; ihr Anfang fehlt
pgn-utf16 = die Datei ist UTF-16-Text; annabella liest PGN in UTF-8 oder Windows-1252: speichern Sie sie als UTF-8
pgn-too-long = die Partie hat mehr Züge, Kommentare oder Varianten als je eine gespielte; sie ist bis dorthin gelesen
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
replay-from-position = Sie beginnt mit einer Stellung: { $number }. Zug, { $side ->
        [white] { -white }
       *[black] { -black }
    } am Zug.
replay-damaged = Die Partie ist nur bis Zeile { $line } lesbar: { $problem }.
replay-how = Eingabetaste oder next für den nächsten Zug; help zeigt die Befehle.
replay-choose = game und eine Nummer eingeben, um diese Partie zu hören, zum Beispiel game 2.
replay-choose-first = Keine Partie ist offen. Mit games werden sie aufgezählt, mit game 2 die zweite geöffnet.
replay-usage = { $command } braucht mehr: zum Beispiel "{ $example }".
replay-unknown = "{ $word }" ist kein Befehl zum Nachspielen. Mit help sind die Befehle zu hören.
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
replay-no-move = Hier gibt es keinen { $number }. Zug von { $side ->
        [white] { -white }
       *[black] { -black }
    }: die Züge gehen von { $first } bis { $last }.
replay-who = { $side ->
        [white] { -white }
       *[black] { -black }
    } am Zug, { $number }. Zug.{ $depth ->
        [0] {""}
        [1] {" "}In einer Variante.
       *[other] {" "}In einer Variante, { $depth } Ebenen tief.
    }
replay-no-comment = Hier gibt es keinen Kommentar.
replay-no-variations = Die Datei gibt hier keinen anderen Zug.
replay-variations-heading = { $count ->
        [one] Ein anderer Zug hier:
       *[other] { $count } andere Züge hier:
    }
replay-enter-how = variation und ihre Nummer eingeben, um sie zu hören, zum Beispiel variation 1.
replay-no-variation = Hier gibt es keine Variante { $number }: { $count ->
        [0] die Datei gibt hier keinen anderen Zug.
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
replay-no-tags = Die Partie hat keine Angaben.
help-replay-next = next oder Eingabetaste: der nächste Zug; next 5: die nächsten fünf
help-replay-back = back: den letzten Zug zurücknehmen; back 3: drei
help-replay-first = first: der Anfang (der Partie oder der Variante, in der du bist)
help-replay-last = last: das Ende (der Partie oder der Variante, in der du bist)
help-replay-go = go 12: nach dem 12. Zug von Weiß; go 12 black: nach dem von Schwarz; go 0: der Anfang
help-replay-who = who: wer am Zug ist, und beim wievielten Zug
help-replay-board = board: die Stellung, eine Zeile je Reihe; board white: die weißen Figuren nach Art
help-replay-square = square f7: was auf einem Feld steht, und was es angreift und deckt
help-replay-pieces = pieces white rooks: wo die Figuren einer Art einer Seite stehen
help-replay-moves = moves: die Züge bis hierher, eine Zeile je Zugpaar
help-replay-comment = comment: der Kommentar zum eben gehörten Zug
help-replay-variations = variations: die anderen Züge, die die Datei für den eben gehörten Zug gibt
help-replay-variation = variation 2: die zweite davon hören
help-replay-leave = leave: aus einer Variante zurück, dorthin, wo du hineingegangen bist
help-replay-result = result: das Ergebnis der Partie
help-replay-tags = tags: alles, was die Datei über die Partie sagt (Turnier, Spieler, Datum …)
help-replay-games = games: die Partien der Datei, eine je Zeile, 20 auf einmal; games 2: die zweite Seite; games Morphy: die Partien eines Spielers, Turniers oder Datums
help-replay-game = game 2: die zweite Partie der Datei hören
help-replay-help = help: diese Liste; repeat, quiet, rate N und volume N wirken wie beim Spielen
help-replay-quit = quit: beenden

## Shell: speech, the game file, line mode and the full-screen interface.
## Only src/shell asks for these.

speech-backend = { $backend ->
        [clips] Sprache: die eingebaute Stimme.
        [tts] Sprache: die Systemstimme.
        [reader] Sprache: über den Bildschirmleser, mit dessen eigener Stimme und Geschwindigkeit.
        [text] Sprache: nur ausgegebene Zeilen (kein Audiogerät und kein Sprachdienst hat geantwortet, oder Text wurde gewählt).
       *[other] Sprache: aus.
    }
screen-reader-running = Ein Bildschirmleser läuft: mit --speech reader spricht annabella über ihn, mit seiner eigenen Stimme und Geschwindigkeit.
tui-needs-terminal = Die Vollbildoberfläche braucht ein Terminal: dort starten oder --line verwenden.
clip-fallback = Die eingebaute Stimme hat keine Aufnahme für "{ $word }": { $to ->
        [tts] solche Sätze spricht die Systemstimme
       *[other] solche Sätze werden nur ausgegeben
    }.
nothing-to-repeat = Es wurde noch kein Zug angesagt.
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
journal-repaired = Der letzte Eintrag der Partiedatei war beschädigt und wird ausgelassen. Die Partie geht ab dem Ereignis davor weiter. Eine Kopie der beschädigten Datei liegt unter { $copy }.
journal-unreadable = { $path } ist als Partiedatei nicht verwendbar: { $detail }. Die Datei bleibt unverändert.
damage-not-a-game-file = das ist keine annabella-Partiedatei (ihre erste Zeile ist nicht der Kopf einer Partiedatei)
damage-inside = Zeile { $line } ist beschädigt, und vollständige Ereignisse folgen ihr: das ist kein abgebrochenes Schreiben
damage-no-game = die Datei enthält keine Partie (kein Startereignis)
event-misfit = Zeile { $number } passt nicht zur Partie ({ $detail })
damage-changed = Zeile { $line } wurde nach dem Schreiben verändert (ihre Prüfsumme stimmt nicht)
damage-out-of-order = Zeile { $line } enthält Eintrag { $found }, wo Eintrag { $expected } hingehört: Zeilen wurden verschoben, entfernt oder wiederholt
damage-time-backwards = Zeile { $line } geht in der Zeit zurück (ihre Zeit liegt vor der der Zeile darüber)
input-not-text = Diese Zeile ist kein Text (nicht UTF-8) und wurde nicht gelesen. Bitte erneut eingeben.
input-too-long = Diese Zeile ist länger als { $max } Zeichen und wurde nicht gelesen.
voice-silent = Die Systemstimme bleibt stumm (der Sprachdienst hat nie einen Satz zu Ende gesprochen): ab jetzt wird nur gedruckt.
input-full = Die Zeile ist voll ({ $max } Zeichen): Eingabetaste drücken oder löschen.
journal-locked = { $path } ist in einem anderen Programm geöffnet. Die Partie zuerst dort schließen{ $readable ->
    [yes] ; annabella export kann sie trotzdem lesen.
   *[no] .
}
not-a-file = { $path } ist keine Datei (sondern ein Ordner, ein Gerät oder eine Pipe): annabella liest Partien aus Dateien.
not-a-folder = { $path } ist eine Datei, kein Ordner: darunter kann keine Partiedatei angelegt werden.
io-problem = { $kind ->
        [gone] diese Datei oder dieser Ordner existiert nicht (mehr)
        [full] der Datenträger ist voll
        [too-large] die Datei darf nicht weiter wachsen (eine Größengrenze für Dateien)
        [denied] dort fehlt die Schreibberechtigung
        [read-only] der Datenträger ist schreibgeschützt
       *[other] { $detail }
    }
file-problem = { $path }: { $why }.
journal-lost = { $path } wurde von einem anderen Programm verändert: { $change ->
        [gone] die Datei wurde verschoben oder gelöscht
        [replaced] an ihrem Namen steht jetzt eine andere Datei
        [cut] sie wurde gekürzt
        [overwritten] was darin stand, wurde überschrieben
       *[grown] es wurde etwas anderes hineingeschrieben
    }.
journal-lost-moved = Sie liegt jetzt unter { $moved }.
journal-lost-stopped = Es wird nichts mehr hineingeschrieben und hier nichts mehr festgehalten{ $entry ->
        [yes] : diese letzte Eingabe gehört nicht zur Partie.
       *[no] .
    }
journal-lost-saved = Die Partie, wie sie bisher festgehalten ist, { $back ->
        [yes] steht wieder unter { $saved }
       *[no] ist gesichert in { $saved }
    }. Weiter: { $ending ->
        [yes] annabella play --game { $saved }
       *[no] beenden, dann annabella play --game { $saved }
    }
journal-lost-unsaved = Die Partie, wie sie bisher festgehalten ist, konnte nicht gesichert werden ({ $why }). Schreiben Sie die Züge unten auf und lassen Sie den Schiedsrichter die Datei suchen, bevor etwas anderes geschieht.
journal-lost-unsaved-moved = Die Partie konnte nicht neu gesichert werden ({ $why }), aber die verschobene Datei enthält sie, wie sie festgehalten ist. Weiter: beenden, dann annabella play --game { $moved }
journal-lost-again = { $what ->
        [status] Es wird nichts mehr festgehalten
        [end] Es wird nichts mehr festgehalten
       *[entry] Nicht festgehalten
    }: die Partiedatei wurde von einem anderen Programm verändert. Die Partie steht in { $saved }: { $what ->
        [end] annabella play --game { $saved }
       *[other] beenden, dann annabella play --game { $saved }
    }
journal-lost-again-unsaved = { $what ->
        [status] Es wird nichts mehr festgehalten
        [end] Es wird nichts mehr festgehalten
       *[entry] Nicht festgehalten
    }: die Partiedatei wurde von einem anderen Programm verändert. Beenden Sie.
started-elsewhere = { $path }: ein anderes Programm hat im selben Augenblick eine Partie in dieser Datei begonnen. Es wurde nichts geschrieben. Rufen Sie den Befehl noch einmal auf, um mit jener Partie weiterzumachen.
changed-while-opened = { $path } wurde von einem anderen Programm verändert, während annabella die Datei öffnete. Es wurde nichts geschrieben. Rufen Sie den Befehl noch einmal auf.
saved-ahead = { $path } enthält weniger von der Partie als { $saved }, das annabella gesichert hat, als { $path } von einem anderen Programm verändert wurde: von { $path } aus gingen Züge verloren. Weiter: annabella play --game { $saved }
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
        [rate] rate nimmt eine Zahl von { $low } bis { $high } (Prozent der normalen Geschwindigkeit): zum Beispiel "{ $example }".
        [volume] volume nimmt eine Zahl von { $low } bis { $high } (Prozent): zum Beispiel "{ $example }".
        [result] result nimmt 1-0, 0-1 oder 1/2: zum Beispiel "{ $example }".
        [earcons] earcons nimmt on oder off: zum Beispiel "{ $example }".
        [claim] claim nimmt time, threefold oder fifty, und den beabsichtigten Zug: zum Beispiel "{ $example }".
        [report] report nimmt illegal und den ausgeführten Zug: zum Beispiel "{ $example }".
        [setclock] setclock braucht eine Farbe und die Zeit, die die Uhr zeigen soll, von { $low } bis { $high } Stunden: zum Beispiel "{ $example }".
        [addtime] addtime braucht eine Farbe und die hinzuzufügende Zeit, bis { $high } Stunden (Zeit abziehen, die Uhr stellen: setclock white 1h): zum Beispiel "{ $example }".
        [wait] wait braucht eine Zeit bis { $high } Stunden: zum Beispiel "{ $example }".
       *[other] { $command } wird so geschrieben, zum Beispiel "{ $example }".
    }
manual-clock-only = Diese Partie läuft mit der echten Uhr; wait funktioniert nur in einer mit play --manual-clock begonnenen Partie.
help-move = MOVE: einen Zug ansagen, in jeder Notation (e4, Sf3, "springer felix drei")
help-fix = fix MOVE: den angesagten Zug korrigieren, bevor die Uhr gedrückt wird
help-confirm = confirm: der Gegner hat die Ansage wiederholt
help-press = press: die Uhr drücken und damit den angesagten Zug abschließen
help-time = time: abgeschlossene Züge, verbrauchte und verbleibende Zeit beider Spieler
help-last = last: den letzten Zug wiederholen; last 3: die letzten drei Züge, je Zeile einer
help-board = board: die Stellung, je Reihe eine Zeile; board white: Weiß nach Figurenart
help-sheet = sheet: das Partieformular, eine Zeile je Zugpaar; sheet 12: ab Zug 12
help-square = square f7: was auf einem Feld steht, welche Figuren es angreifen und decken
help-pieces = pieces white rooks: wo die Figuren einer Seite stehen, z. B. die weißen Türme
help-status = status: wer am Zug ist und was erwartet wird
help-draw = draw: Remis anbieten (draw white, draw black, um zu sagen, wer)
help-accept = accept / decline: ein Remisangebot annehmen oder ablehnen
help-resign = resign: der blinde Spieler gibt auf; resign white|black: diese Seite
help-claim = claim threefold MOVE / claim fifty MOVE: Remis reklamieren, mit dem Zug
help-addtime = addtime COLOUR TIME: der Schiedsrichter gibt Zeit dazu, z. B. addtime black 2m
help-setclock = setclock COLOUR TIME: Schiedsrichter stellt eine Uhr, z. B. setclock white 1h2m
help-wait = wait TIME: mit --manual-clock Zeit vergehen lassen, zum Beispiel wait 90s
help-peg = peg ok / peg MOVE / peg FROM TO: der letzte Zug, wie auf dem Steckbrett gezogen
help-peg-fixed = peg fixed: das Steckbrett ist berichtigt
help-diff = diff: was sich zwischen Steckbrett und Partie unterscheidet, und die Abhilfe
help-compare = compare MOVES: anderes Formular vergleichen (allein: zeilenweise, dann end)
help-rollback = rollback: zurück zum letzten übereinstimmenden Zug der Formulare (dann yes)
help-assistant = assistant on NAME / assistant off: wer die Tastatur bedient
help-touch = touch SQUARE: eine vom Gegner berührte Figur festhalten, zum Beispiel touch e7
help-illegal = illegal: der Schiedsrichter erklärt den letzten vollendeten Zug für regelwidrig
help-report = report illegal MOVE: regelwidrigen Zug auf dem Brett melden (dann yes)
help-result = result 1-0 / 0-1 / 1/2: das Ergebnis des Schiedsrichters
help-claim-time = claim time: die Partie reklamieren, wenn die Zeit des Gegners abgelaufen ist
help-seal = seal MOVE: den Abgabezug bei Unterbrechung abgeben (wird nie laut gesagt)
help-envelope = envelope TEXT: den Umschlag schreiben, mit Datum, Zeit und Ort der Fortsetzung
help-unseal = unseal: bei der Fortsetzung den Abgabezug ausführen
help-repeat = repeat: die letzte Ansage wiederholen
help-rate = rate N / volume N: Sprechtempo und Lautstärke in Prozent, zum Beispiel rate 120
help-earcons = earcons on / earcons off: die kurzen Töne für Züge, Schach, Warnungen
help-quiet = quiet: sofort aufhören zu sprechen
help-help = help: diese Liste
help-quit = quit: beenden; die Partie ist gespeichert und kann fortgesetzt werden
tui-prompt = Zug oder Befehl:{" "}
tui-board-mode = Brettmodus: Pfeiltasten bewegen, Esc führt zur Zugeingabe zurück.
tui-clock-title = Uhr
tui-sheet-title = Partieformular
tui-peg-title = Steckbrett
tui-help-title = Tasten
tui-running = läuft
tui-flag = ABGELAUFEN
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
tui-study-keys = Tasten: Eingabetaste in leerer Zeile, Pfeil rechts oder { $next }, der nächste Zug; Pfeil links, zurück; { $who }, wo die Partie steht; { $big }, große Schrift ein oder aus; { $board_mode }, die Brett-Tasten wie beim Spielen; { $quit }, beenden.
tui-no-key = Diese Taste ist hier nicht belegt; { $key } für die Hilfe.
tui-big-text = Große Schrift { $on ->
        [true] ein
       *[false] aus
    }.
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
tui-legend = Auf dem Brett: [ ] Cursor, * letzter Zug, + Schach, ! anders als auf dem anderen Brett.
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
key-big-text = den letzten Zug in großer Schrift zeigen, oder zurück
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
key-legal-moves = die legalen Züge der Figur unter dem Cursor ansagen
key-attackers = ansagen, was das Feld unter dem Cursor angreift und deckt
key-next-king = Cursor zum nächsten König
key-next-queen = Cursor zur nächsten Dame
key-next-rook = Cursor zum nächsten Turm
key-next-bishop = Cursor zum nächsten Läufer
key-next-knight = Cursor zum nächsten Springer
key-next-pawn = Cursor zum nächsten Bauern
key-files-ranks = Im Brettmodus springen a bis h zu einer Linie und 1 bis 8 zu einer Reihe.
