use shakmaty::{CastlingSide, Color, Role, Square};

use super::{Catalogue, Envelope, From, SheetsDiffer, Unit};
use crate::core::clock::Span;
use crate::core::input::CastleBlock;
use crate::core::outcome::{ClaimKind, EndReason, GameResult};

pub struct De;

impl Catalogue for De {
    fn side(&self, color: Color) -> &'static str {
        match color {
            Color::White => "Weiß",
            Color::Black => "Schwarz",
        }
    }
    fn piece(&self, role: Role) -> &'static str {
        match role {
            Role::King => "König",
            Role::Queen => "Dame",
            Role::Rook => "Turm",
            Role::Bishop => "Läufer",
            Role::Knight => "Springer",
            Role::Pawn => "Bauer",
        }
    }
    fn or(&self) -> &'static str {
        "oder"
    }
    fn empty(&self) -> String {
        "bitte einen Zug eingeben".into()
    }
    fn unreadable(&self, input: &str) -> String {
        format!(
            "\"{input}\" ist als Zug nicht lesbar; zum Beispiel e4, Sf3, e2e4 oder \"Springer Felix drei\""
        )
    }
    fn unknown_word(&self, input: &str, word: &str) -> String {
        format!("\"{input}\": das Wort \"{word}\" gehört zu keinem Zug")
    }
    fn game_over(&self) -> String {
        "die Partie ist beendet".into()
    }
    fn ambiguous(&self, input: &str, candidates: &str) -> String {
        format!(
            "\"{input}\" passt auf mehrere Züge: {candidates}; bitte genauer angeben, welcher gemeint ist"
        )
    }
    fn promotion_piece(&self, square: Square, example: &str) -> String {
        format!("der Bauer erreicht {square}: bitte die neue Figur nennen, zum Beispiel {example}")
    }
    fn no_piece(&self, side: Color, role: Role) -> String {
        // Accusative: "keinen Springer", "keine Dame", "keinen Bauern".
        let (article, noun) = match role {
            Role::Queen => ("keine", "Dame"),
            Role::Pawn => ("keinen", "Bauern"),
            other => ("keinen", self.piece(other)),
        };
        format!("{} hat {article} {noun}", self.side(side))
    }
    fn cannot_reach(&self, role: Role, from: Option<From>, to: Square) -> String {
        let article = if role == Role::Queen { "keine" } else { "kein" };
        let from = match from {
            None => String::new(),
            Some(From::File(f)) => format!(" von der {}-Linie", f.char()),
            Some(From::Rank(r)) => format!(" von der {}. Reihe", r.char()),
            Some(From::Square(s)) => format!(" von {s}"),
        };
        format!("{article} {}{from} kann {to} erreichen", self.piece(role))
    }
    fn empty_square(&self, square: Square) -> String {
        format!("auf {square} steht keine Figur")
    }
    fn not_your_piece(&self, square: Square, owner: Color) -> String {
        format!("die Figur auf {square} gehört {}", self.side(owner))
    }
    fn cannot_move_there(&self, role: Role, from: Square, to: Square) -> String {
        format!(
            "die Figur auf {from} ({}) kann nicht nach {to} ziehen",
            self.piece(role)
        )
    }
    fn own_piece(&self, square: Square, role: Role) -> String {
        format!(
            "auf {square} steht eine Figur derselben Farbe ({})",
            self.piece(role)
        )
    }
    fn nothing_to_capture(&self, square: Square) -> String {
        format!("auf {square} gibt es nichts zu schlagen")
    }
    fn not_en_passant(&self) -> String {
        "das ist kein Schlagen en passant".into()
    }
    fn no_promotion(&self) -> String {
        "nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt".into()
    }
    fn promotion_choice(&self) -> String {
        "ein Bauer kann nur Dame, Turm, Läufer oder Springer werden".into()
    }
    fn king_in_check(&self) -> String {
        "der König stünde im Schach".into()
    }
    fn in_check(&self) -> String {
        "der König steht im Schach, und dieser Zug hebt das Schach nicht auf".into()
    }
    fn castle(&self, side: CastlingSide, block: CastleBlock) -> String {
        let what = match side {
            CastlingSide::KingSide => "Kurze Rochade",
            CastlingSide::QueenSide => "Lange Rochade",
        };
        let why = match block {
            CastleBlock::NoRights => "König oder Turm hat schon gezogen",
            CastleBlock::InCheck => "der König steht im Schach",
            CastleBlock::Blocked => "zwischen König und Turm stehen Figuren",
            CastleBlock::Attacked => {
                "der König würde ein angegriffenes Feld überqueren oder betreten"
            }
        };
        format!("{what} ist nicht möglich: {why}")
    }
    fn bad_move(&self, number: usize, input: &str, reason: &str) -> String {
        format!("Zug {number} \"{input}\": {reason}")
    }
    fn bad_fen(&self, fen: &str, detail: &str) -> String {
        format!("die Stellung \"{fen}\" ist nicht verwendbar: {detail}")
    }
    fn unknown_vocabulary(&self, id: &str, known: &str) -> String {
        format!("es gibt kein Vokabular \"{id}\"; bekannt sind: {known}")
    }

    fn unit(&self, unit: Unit, n: i64) -> &'static str {
        let one = n == 1;
        match unit {
            Unit::Hour if one => "Stunde",
            Unit::Hour => "Stunden",
            Unit::Minute if one => "Minute",
            Unit::Minute => "Minuten",
            Unit::Second if one => "Sekunde",
            Unit::Second => "Sekunden",
            Unit::Move if one => "Zug",
            Unit::Move => "Züge",
        }
    }
    fn time_line(&self, side: Color, completed: u32, used: Span, left: Span, flag: bool) -> String {
        let left = if flag {
            "Zeit abgelaufen".to_string()
        } else {
            self.left(left)
        };
        format!(
            "{}: {completed} {} gespielt, {} verbraucht, {left}.",
            self.side(side),
            self.unit(Unit::Move, completed.into()),
            self.duration(used)
        )
    }
    fn left(&self, span: Span) -> String {
        format!("{} übrig", self.duration(span))
    }
    fn flag_fell(&self, color: Color, opponent_can_mate: bool) -> String {
        let other = self.side(!color);
        if opponent_can_mate {
            format!(
                "Die Zeit von {} ist abgelaufen. {other} kann noch mattsetzen: eine Reklamation gewinnt auf Zeit (unverbindlicher Hinweis).",
                self.side(color)
            )
        } else {
            format!(
                "Die Zeit von {} ist abgelaufen. {other} kann mit dem verbliebenen Material nicht mattsetzen: eine Reklamation ergibt Remis (unverbindlicher Hinweis).",
                self.side(color)
            )
        }
    }
    fn time_added(&self, color: Color, span: Span) -> String {
        format!(
            "{} zur Uhr von {} hinzugefügt.",
            self.duration(span),
            self.side(color)
        )
    }
    fn clock_set(&self, color: Color, left: Span) -> String {
        format!(
            "Die Uhr von {} ist auf {} gestellt.",
            self.side(color),
            self.duration(left)
        )
    }
    fn clock_now(&self, since_start: Span) -> String {
        format!(
            "Manuelle Uhr: {} seit dem Beginn.",
            self.duration(since_start)
        )
    }
    fn period_moves(&self, moves: u32, time: &str) -> String {
        format!("{moves} {} in {time}", self.unit(Unit::Move, moves.into()))
    }
    fn period_rest(&self, time: &str) -> String {
        format!("{time} für den Rest der Partie")
    }
    fn then(&self) -> &'static str {
        "dann"
    }
    fn increment(&self, time: &str) -> String {
        format!("{time} Zuschlag pro Zug")
    }
    fn delay(&self, time: &str) -> String {
        format!("{time} Verzögerung pro Zug")
    }
    fn control_error(&self, text: &str) -> String {
        format!(
            "die Bedenkzeit \"{text}\" ist nicht verständlich; zum Beispiel 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 oder 5400d5"
        )
    }
    fn cadence_error(&self, text: &str) -> String {
        format!(
            "der Ansagerhythmus \"{text}\" ist nicht verständlich; zum Beispiel \"5m, 1m<10m, 10s<1m\" (alle 5 Minuten, unter 10 Minuten jede Minute, unter 1 Minute alle 10 Sekunden)"
        )
    }
    fn correction(&self, announcement: &str) -> String {
        format!("Korrektur: {announcement}")
    }
    fn confirmed(&self) -> String {
        "Vom Gegner wiederholt.".into()
    }
    fn completed(&self, by: Color, number: usize) -> String {
        format!(
            "{} hat Zug {number} abgeschlossen. {}",
            self.side(by),
            self.to_move(!by)
        )
    }
    fn to_move(&self, color: Color) -> String {
        format!("{} ist am Zug.", self.side(color))
    }
    fn waiting_for_press(&self, by: Color) -> String {
        format!(
            "Der Zug von {} ist angesagt; die Uhr drücken (press) oder den Zug korrigieren (fix MOVE).",
            self.side(by)
        )
    }
    fn pending(&self, by: Color, announcement: &str) -> String {
        format!(
            "Der Zug \"{announcement}\" von {} ist noch nicht abgeschlossen: zuerst die Uhr drücken (press) oder den Zug korrigieren (fix MOVE).",
            self.side(by)
        )
    }
    fn nothing_to_press(&self) -> String {
        "Es ist kein Zug angesagt: zuerst den Zug eingeben, dann press.".into()
    }
    fn nothing_to_fix(&self) -> String {
        "Es gibt keinen angesagten Zug zu korrigieren: bitte den Zug eingeben.".into()
    }
    fn nothing_to_confirm(&self) -> String {
        "Es gibt keinen angesagten Zug zu bestätigen.".into()
    }
    fn last_move(&self, by: Color, number: usize, announcement: &str, completed: bool) -> String {
        let state = if completed {
            ""
        } else {
            " Noch nicht abgeschlossen."
        };
        format!("{}, Zug {number}: {announcement}.{state}", self.side(by))
    }
    fn no_moves(&self) -> String {
        "Es wurde noch kein Zug gespielt.".into()
    }
    fn draw_offered(&self, by: Color) -> String {
        format!("{} bietet Remis an.", self.side(by))
    }
    fn draw_declined(&self, by: Color) -> String {
        format!("{} lehnt das Remisangebot ab.", self.side(by))
    }
    fn no_offer(&self) -> String {
        "Es liegt kein Remisangebot vor.".into()
    }
    fn offer_standing(&self, by: Color) -> String {
        format!(
            "Das Remisangebot von {} steht noch: zuerst annehmen oder ablehnen.",
            self.side(by)
        )
    }
    fn agreement_too_early(&self) -> String {
        "Remis kann erst vereinbart werden, wenn jeder Spieler einen Zug gemacht hat (Regeln 2017, 5.2.3).".into()
    }
    fn claim(&self, by: Color, kind: ClaimKind, correct: bool, written: bool) -> String {
        let what = match kind {
            ClaimKind::Threefold => "wegen dreimaliger Stellungswiederholung",
            ClaimKind::Fifty => "nach der 50-Züge-Regel",
        };
        let verdict = if correct {
            "die Reklamation ist berechtigt"
        } else if written {
            "die Reklamation ist nicht berechtigt; die Partie geht mit dem notierten Zug weiter"
        } else {
            "die Reklamation ist nicht berechtigt; die Partie geht weiter"
        };
        format!("{} reklamiert Remis {what}: {verdict}.", self.side(by))
    }
    fn claim_with_pending(&self) -> String {
        "Ein Zug ist bereits angesagt. Remis vor dem Ausführen des Zuges reklamieren, mit dem beabsichtigten Zug: claim threefold MOVE.".into()
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
            "Strafe zum Vorschlag an den Schiedsrichter (Regeln {year}, {rule}): {} mehr auf der Uhr von {}",
            self.duration(bonus),
            self.side(opponent)
        );
        if let Some(d) = deduction {
            s.push_str(&format!(
                ", {} weniger auf der Uhr von {}",
                self.duration(d),
                self.side(claimant)
            ));
        }
        let english = |c: Color| if c.is_white() { "white" } else { "black" };
        s.push_str(&format!(
            ". Zum Anwenden: addtime {} {minutes}m",
            english(opponent)
        ));
        if let Some(d) = deduction {
            s.push_str(&format!(
                " und addtime {} -{}s",
                english(claimant),
                d.whole_seconds()
            ));
        }
        s.push('.');
        s
    }
    fn ended(&self, result: GameResult, reason: EndReason, by: Option<Color>) -> String {
        let who = by.map(|c| self.side(c)).unwrap_or("");
        let why = match reason {
            EndReason::Checkmate => "Schachmatt.".to_string(),
            EndReason::Stalemate => "Patt.".to_string(),
            EndReason::DeadPosition => "Keine Seite kann mattsetzen: tote Stellung.".to_string(),
            EndReason::Fivefold => "Dieselbe Stellung zum fünften Mal.".to_string(),
            EndReason::SeventyFiveMoves => {
                "75 Züge jeder Seite ohne Schlagen und ohne Bauernzug.".to_string()
            }
            EndReason::Resignation => format!("{who} gibt auf."),
            EndReason::Agreement => format!("{who} nimmt das Remisangebot an."),
            EndReason::Threefold => {
                format!("Remis durch dreimalige Stellungswiederholung, reklamiert von {who}.")
            }
            EndReason::FiftyMoves => format!("Remis nach der 50-Züge-Regel, reklamiert von {who}."),
            EndReason::Time => format!("{who} reklamiert die Partie auf Zeit."),
            EndReason::Arbiter => "Der Schiedsrichter legt das Ergebnis fest.".to_string(),
        };
        let result = match result {
            GameResult::WhiteWins => "Weiß gewinnt, 1-0.",
            GameResult::BlackWins => "Schwarz gewinnt, 0-1.",
            GameResult::Draw => "Die Partie endet remis, 1/2-1/2.",
        };
        format!("{why} {result}")
    }
    fn new_game(&self, white: &str, black: &str, blind: Color, control: &str, laws: u16) -> String {
        format!(
            "Neue Partie. Weiß: {white}. Schwarz: {black}. {} spielt auf dem Steckbrett. Bedenkzeit: {control}. Regeln von {laws}.",
            self.side(blind)
        )
    }
    fn game_file(&self, path: &str) -> String {
        format!("Partiedatei: {path}")
    }
    fn resumed(&self, number: usize, status: &str) -> String {
        format!("Partie bei Zug {number} fortgesetzt. {status}")
    }
    fn time_while_closed(&self, color: Color, span: Span) -> String {
        format!(
            "Während annabella geschlossen war, lief die Uhr von {} weiter: {} hat dabei {} verbraucht.",
            self.side(color),
            self.side(color),
            self.duration(span)
        )
    }
    fn journal_repaired(&self, copy: &str) -> String {
        format!(
            "Der letzte Eintrag der Partiedatei war beschädigt und wird ausgelassen; die Partie geht ab dem Ereignis davor weiter. Eine Kopie der beschädigten Datei liegt unter {copy}."
        )
    }
    fn journal_unreadable(&self, path: &str, detail: &str) -> String {
        format!(
            "{path} ist als Partiedatei nicht verwendbar: {detail}. Die Datei bleibt unverändert."
        )
    }
    fn damaged_tail(&self, path: &str) -> String {
        format!(
            "Der letzte Eintrag in {path} ist beschädigt und fehlt hier; play --game {path} repariert die Datei."
        )
    }
    fn setup_ignored(&self) -> String {
        "Es gelten die Einstellungen der Partie selbst; die Partieoptionen auf der Kommandozeile werden ignoriert.".into()
    }
    fn unknown_command(&self, word: &str) -> String {
        format!("\"{word}\" ist weder ein Befehl noch ein Zug. Für die Befehle help eingeben.")
    }
    fn usage(&self, command: &str, example: &str) -> String {
        format!("{command} braucht mehr Angaben: zum Beispiel \"{example}\".")
    }
    fn manual_clock_only(&self) -> String {
        "wait funktioniert nur mit der manuellen Uhr (play --manual-clock).".into()
    }
    fn help(&self) -> Vec<String> {
        [
            "MOVE: einen Zug für die Seite am Zug ansagen, in beliebiger Notation (e4, Nf3, Sf3, g1f3, \"springer felix drei\")",
            "fix MOVE: den angesagten Zug korrigieren, bevor die Uhr gedrückt wird",
            "confirm: der Gegner hat die Ansage wiederholt",
            "press: die Uhr drücken und damit den angesagten Zug abschließen",
            "time: gespielte Züge, verbrauchte und verbleibende Zeit beider Spieler",
            "last: den letzten Zug wiederholen",
            "board: die Stellung vorlesen, Figur für Figur",
            "sheet: das Partieformular vorlesen",
            "status: wer am Zug ist und was erwartet wird",
            "draw: Remis anbieten (draw white, draw black, um zu sagen, wer)",
            "accept / decline: ein Remisangebot annehmen oder ablehnen",
            "resign: die Seite am Zug gibt auf (resign white, resign black, um zu sagen, wer)",
            "claim threefold MOVE / claim fifty MOVE: Remis reklamieren, mit dem beabsichtigten Zug",
            "addtime COLOUR TIME: der Schiedsrichter gibt Zeit dazu, zum Beispiel addtime black 2m",
            "setclock COLOUR TIME: der Schiedsrichter stellt eine Uhr, zum Beispiel setclock white 1h2m3s",
            "wait TIME: mit --manual-clock Zeit vergehen lassen, zum Beispiel wait 90s",
            "peg ok / peg MOVE / peg FROM TO: wie der letzte Zug auf dem Steckbrett ausgeführt wurde, zum Beispiel peg e7 e6",
            "peg fixed: das Steckbrett ist berichtigt",
            "diff: was sich zwischen Steckbrett und Partie unterscheidet, und wie es berichtigt wird",
            "compare MOVES: das Partieformular des Gegners vergleichen (oder compare allein, dann ein Zug je Zeile, dann eine leere Zeile)",
            "rollback: zurück zum letzten Zug, in dem die Partieformulare übereinstimmen (bestätigen mit yes)",
            "assistant on NAME / assistant off: wer die Tastatur bedient",
            "touch SQUARE: für den Schiedsrichter festhalten, dass der Gegner eine Figur berührt hat, zum Beispiel touch e7",
            "illegal: der Schiedsrichter erklärt den letzten vollendeten Zug für regelwidrig",
            "result 1-0 / 0-1 / 1/2: das Ergebnis des Schiedsrichters",
            "claim time: die Partie reklamieren, wenn die Zeit des Gegners abgelaufen ist",
            "seal MOVE: den Abgabezug bei Unterbrechung abgeben (wird nie laut gesagt)",
            "envelope TEXT: den Umschlag der hängenden Partie schreiben, mit Datum, Zeit und Ort der Fortsetzung",
            "unseal: bei der Fortsetzung den Abgabezug ausführen",
            "repeat: die letzte Ansage wiederholen",
            "rate N / volume N: Sprechtempo und Lautstärke in Prozent, zum Beispiel rate 120",
            "earcons on / earcons off: die kurzen Töne für Züge, Schach, Warnungen",
            "quiet: sofort aufhören zu sprechen",
            "help: diese Liste",
            "quit: beenden; die Partie ist gespeichert und kann fortgesetzt werden",
        ]
        .map(String::from)
        .to_vec()
    }
    fn misplaced(&self, piece: &str, on: &str, should_be: &str) -> String {
        format!("{piece} auf {on} gehört auf {should_be}")
    }
    fn extra(&self, side: Color, piece: &str, on: &str) -> String {
        format!(
            "{piece} ({}) auf {on} gehört nicht dorthin",
            self.side(side)
        )
    }
    fn missing(&self, side: Color, piece: &str, on: &str) -> String {
        format!("{piece} ({}) fehlt auf {on}", self.side(side))
    }
    fn board_differs(&self, list: &str) -> String {
        format!("Ihr Brett weicht ab: {list}.")
    }
    fn boards_agree(&self) -> String {
        "Das Steckbrett stimmt mit der Partie überein.".into()
    }
    fn diff_report(&self, differences: &str, steps: &str) -> String {
        format!(
            "Das Steckbrett weicht ab: {differences}. Zum Richtigstellen: {steps}. Dann peg fixed eingeben."
        )
    }
    fn step_move(&self, piece: &str, from: &str, to: &str) -> String {
        format!("{piece} von {from} nach {to} umstecken")
    }
    fn step_remove(&self, side: Color, piece: &str, from: &str) -> String {
        format!("{piece} ({}) von {from} entfernen", self.side(side))
    }
    fn step_put_back(&self, side: Color, piece: &str, on: &str) -> String {
        format!("{piece} ({}) wieder auf {on} stecken", self.side(side))
    }
    fn step_lift(&self, piece: &str, from: &str) -> String {
        format!("{piece} von {from} abheben und in der Hand behalten")
    }
    fn step_place(&self, piece: &str, on: &str) -> String {
        format!("{piece} aus der Hand auf {on} stecken")
    }
    fn peg_fixed(&self) -> String {
        "Das Steckbrett ist richtiggestellt: es stimmt mit der Partie überein.".into()
    }
    fn peg_needed(&self) -> String {
        "Zuerst eingeben, wie der Zug auf dem Steckbrett ausgeführt wurde: peg ok, peg MOVE oder peg FROM TO.".into()
    }
    fn nothing_to_peg(&self) -> String {
        "Es wurde noch kein Zug gespielt: auf dem Steckbrett ist nichts einzutragen.".into()
    }
    fn bad_peg_squares(&self, text: &str) -> String {
        format!(
            "\"{text}\" ist kein Zug auf dem Steckbrett: zwei Felder angeben, auf dem ersten muss eine Figur stehen, zum Beispiel peg g1 f3."
        )
    }
    fn after_move(&self, number: usize, side: Color) -> String {
        format!("nach Zug {number} von {}", self.side(side))
    }
    fn game_start(&self) -> String {
        "bei Partiebeginn".into()
    }
    fn nothing_written(&self) -> String {
        "nichts".into()
    }
    fn sheets_agree(&self, through: &str) -> String {
        format!("Beide Partieformulare stimmen überein, bis zur Stellung {through}.")
    }
    fn correct_peg_board(&self, rule: &str, steps: &str) -> String {
        format!(
            "Die Partieformulare stimmen überein, also wird das abweichende Brett richtiggestellt ({rule}), und zwar das Steckbrett: {steps}. Dann peg fixed eingeben."
        )
    }
    fn correct_other_board(&self, rule: &str) -> String {
        format!(
            "Das Steckbrett stimmt mit den Partieformularen überein: wenn die Bretter voneinander abweichen, wird das Brett des Gegners auf die Stellung der Partieformulare gebracht ({rule})."
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
            "Die Partieformulare weichen erstmals bei Zug {number} von {} voneinander ab: hier {ours}, auf dem anderen Formular {theirs}. Vorschlag ({rule}): zurück zur Stellung {back_to}, mit den Uhren wie damals: Weiß {} übrig, Schwarz {} übrig. Dazu rollback eingeben; der Schiedsrichter kann die Uhren danach mit setclock ändern.",
            self.side(side),
            self.duration(white_left),
            self.duration(black_left)
        )
    }
    fn rollback_confirm(&self, back_to: &str, white_left: Span, black_left: Span) -> String {
        format!(
            "Zurück zur Stellung {back_to}, mit Weiß {} übrig und Schwarz {} übrig? Zum Bestätigen yes eingeben.",
            self.duration(white_left),
            self.duration(black_left)
        )
    }
    fn rollback_cancelled(&self) -> String {
        "Es wurde nichts zurückgenommen.".into()
    }
    fn rolled_back(
        &self,
        back_to: &str,
        white_left: Span,
        black_left: Span,
        to_move: Color,
    ) -> String {
        format!(
            "Die Partie ist zurückgesetzt auf die Stellung {back_to}; Uhren gestellt: Weiß {} übrig, Schwarz {} übrig. {} Die zurückgenommenen Züge bleiben in der Partiedatei.",
            self.duration(white_left),
            self.duration(black_left),
            self.to_move(to_move)
        )
    }
    fn nothing_to_roll_back(&self) -> String {
        "Es ist kein Unterschied zwischen den Partieformularen bekannt, zu dem zurückgegangen werden könnte: zuerst vergleichen (compare MOVES).".into()
    }
    fn assistant_set(&self, name: Option<&str>) -> String {
        match name {
            Some(n) => {
                format!("Assistent: {n}. Aufforderungen richten sich jetzt an den Assistenten.")
            }
            None => "Kein Assistent: Aufforderungen richten sich an den Spieler.".into(),
        }
    }
    fn claim_time_hint(&self) -> String {
        "Zum Reklamieren: claim time.".into()
    }
    fn hearing_needs_assistant(&self, rule: &str) -> String {
        format!(
            "Nach den Regeln von 2017 ({rule}) muss ein sehbehinderter Spieler gegen einen hörbehinderten Gegner einen Assistenten haben: die Partie mit --assistant NAME starten."
        )
    }
    fn touched(&self, side: Color, what: &str, at: Span) -> String {
        format!(
            "Für den Schiedsrichter protokolliert: {} hat {what} berührt, {} nach dem Beginn.",
            self.side(side),
            self.duration(at)
        )
    }
    fn bad_square(&self, text: &str) -> String {
        format!("\"{text}\" ist kein Feld: zum Beispiel touch e2 eingeben.")
    }
    fn illegal_declared(&self, by: Color, count: u32, year: u16, rule: &str) -> String {
        format!(
            "Regelwidriger Zug von {} festgehalten (Nummer {count} für {}; Regeln von {year}, {rule}); die Stellung davor ist wiederhergestellt. {}",
            self.side(by),
            self.side(by),
            self.to_move(by)
        )
    }
    fn illegal_penalty_time(&self, opponent: Color) -> String {
        format!(
            "Strafe zum Vorschlag: 2 Minuten mehr auf der Uhr von {}: addtime {} 2m.",
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
            "Das ist der regelwidrige Zug, der die Partie verliert ({rule}): {} verliert. Der Schiedsrichter bestätigt mit result {result}.",
            self.side(by)
        )
    }
    fn illegal_penalty_draw(&self, opponent: Color, rule: &str) -> String {
        format!(
            "Das ist der regelwidrige Zug, der die Partie verliert, aber {} kann nicht mattsetzen: stattdessen Remis ({rule}). Der Schiedsrichter bestätigt mit result 1/2.",
            self.side(opponent)
        )
    }
    fn no_move_to_declare(&self) -> String {
        "Es gibt keinen abgeschlossenen Zug, der für regelwidrig erklärt werden könnte.".into()
    }
    fn no_flag(&self) -> String {
        "Es ist keine Zeit abgelaufen: auf Zeit reklamieren geht nur, wenn die Zeit des Gegners abgelaufen ist.".into()
    }
    fn sealed(&self, number: usize) -> String {
        format!(
            "Abgabezug festgehalten, Zug {number}. Die Uhr ist angehalten; die Partie ist unterbrochen (hängende Partie)."
        )
    }
    fn adjourned(&self, by: Color, number: usize) -> String {
        format!(
            "Die Partie ist unterbrochen (hängende Partie): {} hat Zug {number} als Abgabezug abgegeben. Bei der Wiederaufnahme, wenn der Gegner antworten kann, unseal eingeben; bis dahin funktionieren nur unseal, time, draw, accept, decline, resign und result.",
            self.side(by)
        )
    }
    fn unsealed(&self, by: Color, number: usize) -> String {
        format!(
            "Der Abgabezug ist geöffnet: Zug {number} von {}.",
            self.side(by)
        )
    }
    fn not_adjourned(&self) -> String {
        "Es gibt keinen Abgabezug: die Partie ist nicht unterbrochen.".into()
    }
    fn envelope(&self, e: &Envelope) -> String {
        let offer = match e.offer {
            Some(c) => format!("ja, von {}", self.side(c)),
            None => "keines".into(),
        };
        let resume = e
            .resume
            .clone()
            .unwrap_or_else(|| "wird vom Schiedsrichter festgelegt".into());
        [
            "Hängende Partie: Umschlag mit dem Abgabezug".to_string(),
            format!("Weiß: {}", e.white),
            format!("Schwarz: {}", e.black),
            format!("Stellung vor dem Abgabezug: {}", e.position),
            format!("FEN: {}", e.fen),
            format!(
                "Verbrauchte Zeit: Weiß {}, Schwarz {}",
                self.duration(e.white_used),
                self.duration(e.black_used)
            ),
            format!(
                "Abgegeben von: {} ({})",
                self.side(e.sealed_by),
                e.sealer_name
            ),
            format!("Zugnummer des Abgabezuges: {}", e.number),
            format!("Offenes Remisangebot: {offer}"),
            format!("Wiederaufnahme: {resume}"),
        ]
        .join("\n")
    }
    fn envelope_written(&self, text: &str, braille: &str) -> String {
        format!("Umschlag geschrieben: {text} (Text) und {braille} (Braille).")
    }
    fn resume_needed(&self) -> String {
        "Datum, Uhrzeit und Ort der Wiederaufnahme sind noch nicht festgelegt: mit envelope TEXT angeben, zum Beispiel envelope 2026-11-22 10:00, Saal B.".into()
    }
    fn tui_needs_terminal(&self) -> &'static str {
        "Die Vollbildoberfläche braucht ein Terminal: dort starten oder --line verwenden."
    }
    fn speech_backend(&self, backend: &str) -> String {
        match backend { "clips" => "Sprache: die eingebaute Stimme.".into(), "tts" => "Sprache: die Systemstimme.".into(), "text" => "Sprache: nur ausgegebene Zeilen (kein Audiogerät und kein Sprachdienst hat geantwortet, oder Text wurde gewählt).".into(), _ => "Sprache: aus.".into() }
    }
    fn clip_fallback(&self, word: &str, to: &str) -> String {
        format!(
            "Die eingebaute Stimme hat keine Aufnahme für \"{word}\": {}.",
            if to == "tts" {
                "solche Sätze spricht die Systemstimme"
            } else {
                "solche Sätze werden nur ausgegeben"
            }
        )
    }
    fn nothing_to_repeat(&self) -> String {
        "Es wurde noch kein Zug angesagt.".into()
    }
    fn speech_setting(&self, what: &str, percent: u32) -> String {
        format!(
            "{} {percent} %.",
            if what == "rate" {
                "Sprechtempo"
            } else {
                "Lautstärke"
            }
        )
    }

    // Board exploration and the full-screen interface.
    fn square_piece(&self, square: &str, role: Role, color: Color, piece: &str) -> String {
        // Dame is feminine, every other piece masculine: "weiße Dame",
        // "weißer Springer" (no article, so the strong ending).
        let stem = match color {
            Color::White => "weiß",
            Color::Black => "schwarz",
        };
        let ending = if role == Role::Queen { "e" } else { "er" };
        format!("{square}: {stem}{ending} {piece}")
    }
    fn square_empty(&self, square: &str) -> String {
        format!("{square}: leer")
    }
    fn empty_run(&self, n: usize) -> String {
        format!("{n} leer")
    }
    fn line_report(&self, items: &[String]) -> String {
        format!("{}.", items.join("; "))
    }
    fn pieces_report(&self, color: Color, items: &str) -> String {
        let items = if items.is_empty() { "keine" } else { items };
        format!("{}: {items}.", self.side(color))
    }
    fn moves_report(&self, piece_and_square: &str, moves: &[String]) -> String {
        let n = moves.len();
        super::sentence(&format!(
            "{piece_and_square} hat {n} {}: {}.",
            self.unit(Unit::Move, n as i64),
            moves.join(", ")
        ))
    }
    fn no_moves_from(&self, piece_and_square: &str) -> String {
        super::sentence(&format!("{piece_and_square} kann nicht ziehen."))
    }
    fn no_piece_here(&self, square: &str) -> String {
        format!("Auf {square} steht keine Figur.")
    }
    fn attack_report(&self, square: &str, attackers: &str, defenders: &str) -> String {
        let attacked = if attackers.is_empty() {
            "nicht angegriffen".to_string()
        } else {
            format!("angegriffen von {attackers}")
        };
        let defended = if defenders.is_empty() {
            "nicht gedeckt".to_string()
        } else {
            format!("gedeckt von {defenders}")
        };
        format!("{square}: {attacked}; {defended}.")
    }
    fn board_flipped(&self, black_below: bool) -> String {
        let side = self.side(if black_below {
            Color::Black
        } else {
            Color::White
        });
        format!("Das Brett wird aus der Sicht von {side} gezeigt.")
    }
    fn tui_prompt(&self) -> &'static str {
        "Zug oder Befehl: "
    }
    fn tui_board_mode(&self) -> &'static str {
        "Brettmodus: Pfeiltasten bewegen, Esc führt zur Zugeingabe zurück."
    }
    fn tui_clock_title(&self) -> &'static str {
        "Uhr"
    }
    fn tui_sheet_title(&self) -> &'static str {
        "Partieformular"
    }
    fn tui_peg_title(&self) -> &'static str {
        "Steckbrett"
    }
    fn tui_help_title(&self) -> &'static str {
        "Tasten"
    }
    fn tui_running(&self) -> &'static str {
        "läuft"
    }
    fn tui_flag(&self) -> &'static str {
        "ABGELAUFEN"
    }
    fn tui_used(&self) -> &'static str {
        "verbraucht"
    }
    fn tui_moves(&self) -> &'static str {
        "Züge"
    }
    fn tui_differs(&self) -> &'static str {
        "weicht von der Partie ab"
    }
    fn key_help(&self, action: &str) -> String {
        match action {
            "submit" => "den eingegebenen Zug oder Befehl abschicken",
            "press" => "die Uhr drücken und damit den angesagten Zug abschließen",
            "fix" => "den angesagten Zug korrigieren, bevor die Uhr gedrückt wird",
            "time" => "gespielte Züge, verbrauchte und verbleibende Zeit beider Spieler",
            "last" => "den letzten Zug wiederholen",
            "repeat" => "die letzte Ansage wiederholen",
            "help" => "die Liste der Tasten zeigen oder verbergen",
            "big_text" => "den letzten Zug in großer Schrift zeigen, oder zurück",
            "board_mode" => "das Brett mit dem Cursor erkunden",
            "quit" => "beenden; die Partie ist gespeichert und kann fortgesetzt werden",
            "up" => "Cursor ein Feld nach oben, weg von der unteren Seite",
            "down" => "Cursor ein Feld nach unten, zur unteren Seite hin",
            "left" => "Cursor ein Feld nach links",
            "right" => "Cursor ein Feld nach rechts",
            "flip" => "das Brett drehen: von der anderen Seite sehen",
            "square" => "das Feld unter dem Cursor ansagen",
            "scan_rank" => "die Reihe des Cursors vorlesen, von der a-Linie bis zur h-Linie",
            "scan_file" => "die Linie des Cursors vorlesen, von Reihe 1 bis Reihe 8",
            "scan_diagonals" => "beide Diagonalen durch den Cursor vorlesen",
            "list_pieces" => "die Figuren beider Seiten aufzählen",
            "legal_moves" => "die legalen Züge der Figur unter dem Cursor ansagen",
            "attackers" => "ansagen, was das Feld unter dem Cursor angreift und deckt",
            "next_king" => "Cursor zum nächsten König",
            "next_queen" => "Cursor zur nächsten Dame",
            "next_rook" => "Cursor zum nächsten Turm",
            "next_bishop" => "Cursor zum nächsten Läufer",
            "next_knight" => "Cursor zum nächsten Springer",
            "next_pawn" => "Cursor zum nächsten Bauern",
            other => other,
        }
        .to_string()
    }
    fn key_help_files_ranks(&self) -> String {
        "Im Brettmodus springen a bis h zu einer Linie und 1 bis 8 zu einer Reihe.".into()
    }
}
