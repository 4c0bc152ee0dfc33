use shakmaty::{CastlingSide, Color, Role, Square};

use super::{Catalogue, Envelope, From, SheetsDiffer, Unit};
use crate::core::clock::Span;
use crate::core::input::CastleBlock;
use crate::core::outcome::{ClaimKind, EndReason, GameResult};

pub struct Nb;

impl Catalogue for Nb {
    fn side(&self, color: Color) -> &'static str {
        match color {
            Color::White => "hvit",
            Color::Black => "svart",
        }
    }
    fn piece(&self, role: Role) -> &'static str {
        match role {
            Role::King => "konge",
            Role::Queen => "dronning",
            Role::Rook => "tårn",
            Role::Bishop => "løper",
            Role::Knight => "springer",
            Role::Pawn => "bonde",
        }
    }
    fn or(&self) -> &'static str {
        "eller"
    }
    fn empty(&self) -> String {
        "skriv et trekk".into()
    }
    fn unreadable(&self, input: &str) -> String {
        format!(
            "\"{input}\" kan ikke leses som et trekk; skriv f.eks. e4, Sf3, e2e4 eller \"springer Felix tre\""
        )
    }
    fn unknown_word(&self, input: &str, word: &str) -> String {
        format!("\"{input}\": ordet \"{word}\" hører ikke til et trekk")
    }
    fn game_over(&self) -> String {
        "partiet er slutt".into()
    }
    fn ambiguous(&self, input: &str, candidates: &str) -> String {
        format!(
            "\"{input}\" passer med flere trekk: {candidates}; skriv mer nøyaktig hvilket du mener"
        )
    }
    fn promotion_piece(&self, square: Square, example: &str) -> String {
        format!("bonden når {square}: si hvilken brikke den blir, f.eks. {example}")
    }
    fn no_piece(&self, side: Color, role: Role) -> String {
        format!("{} har ingen {}", self.side(side), self.piece(role))
    }
    fn cannot_reach(&self, role: Role, from: Option<From>, to: Square) -> String {
        let from = match from {
            None => String::new(),
            Some(From::File(f)) => format!(" fra {}-linjen", f.char()),
            Some(From::Rank(r)) => format!(" fra {}. rad", r.char()),
            Some(From::Square(s)) => format!(" fra {s}"),
        };
        format!("ingen {}{from} kan nå {to}", self.piece(role))
    }
    fn empty_square(&self, square: Square) -> String {
        format!("det står ingen brikke på {square}")
    }
    fn not_your_piece(&self, square: Square, owner: Color) -> String {
        format!("brikken på {square} tilhører {}", self.side(owner))
    }
    fn cannot_move_there(&self, role: Role, from: Square, to: Square) -> String {
        format!(
            "brikken på {from} ({}) kan ikke flytte til {to}",
            self.piece(role)
        )
    }
    fn own_piece(&self, square: Square, role: Role) -> String {
        format!(
            "på {square} står en brikke av samme farge ({})",
            self.piece(role)
        )
    }
    fn nothing_to_capture(&self, square: Square) -> String {
        format!("det er ingenting å slå på {square}")
    }
    fn not_en_passant(&self) -> String {
        "det er ikke et en passant-slag".into()
    }
    fn no_promotion(&self) -> String {
        "bare en bonde som når siste rad, forvandles".into()
    }
    fn promotion_choice(&self) -> String {
        "en bonde kan bare bli dronning, tårn, løper eller springer".into()
    }
    fn king_in_check(&self) -> String {
        "kongen ville stå i sjakk".into()
    }
    fn in_check(&self) -> String {
        "kongen står i sjakk, og trekket opphever ikke sjakken".into()
    }
    fn castle(&self, side: CastlingSide, block: CastleBlock) -> String {
        let what = match side {
            CastlingSide::KingSide => "kort rokade",
            CastlingSide::QueenSide => "lang rokade",
        };
        let why = match block {
            CastleBlock::NoRights => "kongen eller tårnet har flyttet",
            CastleBlock::InCheck => "kongen står i sjakk",
            CastleBlock::Blocked => "det står brikker mellom konge og tårn",
            CastleBlock::Attacked => "kongen ville passere eller lande på et angrepet felt",
        };
        format!("{what} er ikke mulig: {why}")
    }
    fn bad_move(&self, number: usize, input: &str, reason: &str) -> String {
        format!("trekk {number} \"{input}\": {reason}")
    }
    fn bad_fen(&self, fen: &str, detail: &str) -> String {
        format!("stillingen \"{fen}\" kan ikke brukes: {detail}")
    }
    fn unknown_vocabulary(&self, id: &str, known: &str) -> String {
        format!("det finnes ikke noe ordforråd \"{id}\"; kjente: {known}")
    }

    fn unit(&self, unit: Unit, n: i64) -> &'static str {
        let one = n == 1;
        match unit {
            Unit::Hour if one => "time",
            Unit::Hour => "timer",
            Unit::Minute if one => "minutt",
            Unit::Minute => "minutter",
            Unit::Second if one => "sekund",
            Unit::Second => "sekunder",
            Unit::Move => "trekk",
        }
    }
    fn time_line(&self, side: Color, completed: u32, used: Span, left: Span, flag: bool) -> String {
        let left = if flag {
            "flagget har falt".to_string()
        } else {
            self.left(left)
        };
        super::sentence(&format!(
            "{}: {completed} {} fullført, {} brukt, {left}.",
            self.side(side),
            self.unit(Unit::Move, completed.into()),
            self.duration(used)
        ))
    }
    fn left(&self, span: Span) -> String {
        format!("{} igjen", self.duration(span))
    }
    fn flag_fell(&self, color: Color, opponent_can_mate: bool) -> String {
        let other = super::sentence(self.side(!color));
        let flag = super::sentence(&format!("{}s flagg har falt.", self.side(color)));
        if opponent_can_mate {
            format!(
                "{flag} {other} kan fortsatt sette matt: et krav gir seier på tid (veiledende)."
            )
        } else {
            format!(
                "{flag} {other} kan ikke sette matt med materialet som er igjen: et krav gir remis (veiledende)."
            )
        }
    }
    fn time_added(&self, color: Color, span: Span) -> String {
        format!(
            "{} lagt til {}s klokke.",
            self.duration(span),
            self.side(color)
        )
    }
    fn clock_set(&self, color: Color, left: Span) -> String {
        super::sentence(&format!(
            "{}s klokke er stilt til {}.",
            self.side(color),
            self.duration(left)
        ))
    }
    fn clock_now(&self, since_start: Span) -> String {
        format!(
            "Manuell klokke: {} siden start.",
            self.duration(since_start)
        )
    }
    fn period_moves(&self, moves: u32, time: &str) -> String {
        format!("{moves} {} på {time}", self.unit(Unit::Move, moves.into()))
    }
    fn period_rest(&self, time: &str) -> String {
        format!("{time} for resten av partiet")
    }
    fn then(&self) -> &'static str {
        "deretter"
    }
    fn increment(&self, time: &str) -> String {
        format!("{time} tillegg per trekk")
    }
    fn delay(&self, time: &str) -> String {
        format!("{time} forsinkelse per trekk")
    }
    fn control_error(&self, text: &str) -> String {
        format!(
            "betenkningstiden \"{text}\" forstås ikke; skriv f.eks. 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 eller 5400d5"
        )
    }
    fn cadence_error(&self, text: &str) -> String {
        format!(
            "tidsintervallet \"{text}\" kan ikke forstås; skriv f.eks. \"5m, 1m<10m, 10s<1m\" (hvert 5. minutt, hvert minutt under 10 minutter, hvert 10. sekund under 1 minutt)"
        )
    }
    fn correction(&self, announcement: &str) -> String {
        format!("Rettelse: {announcement}")
    }
    fn confirmed(&self) -> String {
        "Gjentatt av motstanderen.".into()
    }
    fn completed(&self, by: Color, number: usize) -> String {
        format!(
            "{} har fullført trekk {number}. {}",
            super::sentence(self.side(by)),
            self.to_move(!by)
        )
    }
    fn to_move(&self, color: Color) -> String {
        format!("{} er i trekket.", super::sentence(self.side(color)))
    }
    fn waiting_for_press(&self, by: Color) -> String {
        super::sentence(&format!(
            "{}s trekk er annonsert; trykk på klokken (press) eller rett trekket (fix MOVE).",
            self.side(by)
        ))
    }
    fn pending(&self, by: Color, announcement: &str) -> String {
        super::sentence(&format!(
            "{}s trekk \"{announcement}\" er ikke fullført ennå: trykk først på klokken (press) eller rett trekket (fix MOVE).",
            self.side(by)
        ))
    }
    fn nothing_to_press(&self) -> String {
        "Ingen trekk er annonsert: skriv trekket først, deretter press.".into()
    }
    fn nothing_to_fix(&self) -> String {
        "Det er ikke noe annonsert trekk å rette: skriv trekket.".into()
    }
    fn nothing_to_confirm(&self) -> String {
        "Det er ikke noe annonsert trekk å bekrefte.".into()
    }
    fn last_move(&self, by: Color, number: usize, announcement: &str, completed: bool) -> String {
        let state = if completed {
            ""
        } else {
            " Ikke fullført ennå."
        };
        format!(
            "{}, trekk {number}: {announcement}.{state}",
            super::sentence(self.side(by))
        )
    }
    fn no_moves(&self) -> String {
        "Det er ikke spilt noe trekk ennå.".into()
    }
    fn draw_offered(&self, by: Color) -> String {
        format!("{} tilbyr remis.", super::sentence(self.side(by)))
    }
    fn draw_declined(&self, by: Color) -> String {
        format!("{} avslår remistilbudet.", super::sentence(self.side(by)))
    }
    fn no_offer(&self) -> String {
        "Det står ikke noe remistilbud.".into()
    }
    fn offer_standing(&self, by: Color) -> String {
        super::sentence(&format!(
            "{}s remistilbud står fortsatt: ta imot eller avslå det først.",
            self.side(by)
        ))
    }
    fn agreement_too_early(&self) -> String {
        "Remis kan først avtales når hver spiller har gjort et trekk (regler 2017, 5.2.3).".into()
    }
    fn claim(&self, by: Color, kind: ClaimKind, correct: bool, written: bool) -> String {
        let what = match kind {
            ClaimKind::Threefold => "ved trekkgjentakelse tre ganger",
            ClaimKind::Fifty => "etter 50-trekksregelen",
        };
        let verdict = if correct {
            "kravet er riktig"
        } else if written {
            "kravet er ikke riktig; spillet fortsetter med det noterte trekket"
        } else {
            "kravet er ikke riktig; spillet fortsetter"
        };
        format!(
            "{} krever remis {what}: {verdict}.",
            super::sentence(self.side(by))
        )
    }
    fn claim_with_pending(&self) -> String {
        "Et trekk er allerede annonsert. Krev remis før trekket gjøres, med trekket du har tenkt å spille: claim threefold MOVE.".into()
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
            "Straff å foreslå for dommeren (regler {year}, {rule}): {} lagt til {}s klokke",
            self.duration(bonus),
            self.side(opponent)
        );
        if let Some(d) = deduction {
            s.push_str(&format!(
                ", {} trukket fra {}s",
                self.duration(d),
                self.side(claimant)
            ));
        }
        let english = |c: Color| if c.is_white() { "white" } else { "black" };
        s.push_str(&format!(
            ". Slik gjøres det: addtime {} {minutes}m",
            english(opponent)
        ));
        if let Some(d) = deduction {
            s.push_str(&format!(
                " og addtime {} -{}s",
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
            EndReason::Checkmate => "Sjakkmatt.".to_string(),
            EndReason::Stalemate => "Patt.".to_string(),
            EndReason::DeadPosition => "Ingen av sidene kan sette matt: død stilling.".to_string(),
            EndReason::Fivefold => "Samme stilling for femte gang.".to_string(),
            EndReason::SeventyFiveMoves => {
                "75 trekk av hver side uten slag eller bondetrekk.".to_string()
            }
            EndReason::Resignation => format!("{} gir opp.", super::sentence(who)),
            EndReason::Agreement => format!("{} tar imot remistilbudet.", super::sentence(who)),
            EndReason::Threefold => {
                format!("Remis ved trekkgjentakelse tre ganger, krevd av {who}.")
            }
            EndReason::FiftyMoves => format!("Remis etter 50-trekksregelen, krevd av {who}."),
            EndReason::Time => format!("{} krever partiet på tid.", super::sentence(who)),
            EndReason::Arbiter => "Dommeren fastsetter resultatet.".to_string(),
        };
        let result = match result {
            GameResult::WhiteWins => "Hvit vinner, 1-0.",
            GameResult::BlackWins => "Svart vinner, 0-1.",
            GameResult::Draw => "Partiet er remis, 1/2-1/2.",
        };
        format!("{why} {result}")
    }
    fn new_game(&self, white: &str, black: &str, blind: Color, control: &str, laws: u16) -> String {
        format!(
            "Nytt parti. Hvit: {white}. Svart: {black}. {} spiller på blindesjakkbrettet. Betenkningstid: {control}. Regler fra {laws}.",
            super::sentence(self.side(blind))
        )
    }
    fn game_file(&self, path: &str) -> String {
        format!("Partifil: {path}")
    }
    fn resumed(&self, number: usize, status: &str) -> String {
        format!("Partiet er gjenopptatt ved trekk {number}. {status}")
    }
    fn time_while_closed(&self, color: Color, span: Span) -> String {
        format!(
            "Mens annabella var lukket, gikk {}s klokke videre: {} har brukt {} i mellomtiden.",
            self.side(color),
            self.side(color),
            self.duration(span)
        )
    }
    fn journal_repaired(&self, copy: &str) -> String {
        format!(
            "Den siste posten i partifilen var skadet og er utelatt; partiet fortsetter fra hendelsen før den. En kopi av den skadde filen ligger i {copy}."
        )
    }
    fn journal_unreadable(&self, path: &str, detail: &str) -> String {
        format!("{path} kan ikke brukes som partifil: {detail}. Filen er ikke endret.")
    }
    fn damaged_tail(&self, path: &str) -> String {
        format!(
            "Den siste posten i {path} er skadet og er utelatt her; play --game {path} reparerer filen."
        )
    }
    fn setup_ignored(&self) -> String {
        "Partiets egne innstillinger brukes; partiinnstillingene på kommandolinjen ignoreres."
            .into()
    }
    fn unknown_command(&self, word: &str) -> String {
        format!("\"{word}\" er verken en kommando eller et trekk. Skriv help for å få kommandoene.")
    }
    fn usage(&self, command: &str, example: &str) -> String {
        format!("{command} trenger mer: for eksempel \"{example}\".")
    }
    fn manual_clock_only(&self) -> String {
        "wait virker bare med manuell klokke (play --manual-clock).".into()
    }
    fn help(&self) -> Vec<String> {
        [
            "MOVE: annonser et trekk for siden i trekket, i hvilken som helst notasjon (e4, Nf3, Sf3, g1f3, \"springer felix tre\")",
            "fix MOVE: rett det annonserte trekket før klokken trykkes",
            "confirm: motstanderen har gjentatt annonseringen",
            "press: trykk på klokken, så det annonserte trekket er fullført",
            "time: fullførte trekk, brukt tid og gjenværende tid for begge spillerne",
            "last: gjenta det siste trekket",
            "board: les opp stillingen, brikke for brikke",
            "sheet: les opp notasjonen",
            "status: hvem som er i trekket, og hva som ventes",
            "draw: tilby remis (draw white, draw black for å si hvem)",
            "accept / decline: ta imot eller avslå et remistilbud",
            "resign: siden i trekket gir opp (resign white, resign black for å si hvem)",
            "claim threefold MOVE / claim fifty MOVE: krev remis og skriv trekket du har tenkt å spille",
            "addtime COLOUR TIME: dommeren legger til tid, f.eks. addtime black 2m",
            "setclock COLOUR TIME: dommeren stiller en klokke, f.eks. setclock white 1h2m3s",
            "wait TIME: med --manual-clock, la tiden gå, f.eks. wait 90s",
            "peg ok / peg MOVE / peg FROM TO: hvordan siste trekk ble utført på blindesjakkbrettet, f.eks. peg e7 e6",
            "peg fixed: blindesjakkbrettet er rettet",
            "diff: hva som er forskjellig mellom blindesjakkbrettet og partiet, og hvordan det rettes",
            "compare MOVES: sammenlign motstanderens notasjonsskjema (eller compare alene, så ett trekk per linje, så en tom linje)",
            "rollback: gå tilbake til siste trekk der notasjonsskjemaene er like (bekreft med yes)",
            "assistant on NAME / assistant off: hvem som bruker tastaturet",
            "touch SQUARE: noter for dommeren at motstanderen rørte en brikke, f.eks. touch e7",
            "illegal: dommeren erklærer siste fullførte trekk ulovlig",
            "result 1-0 / 0-1 / 1/2: dommerens resultat",
            "claim time: krev partiet når motstanderens flagg har falt",
            "seal MOVE: forsegl trekket ved hengeparti (sies aldri høyt)",
            "envelope TEXT: skriv konvolutten til hengepartiet, med dato, tid og sted for gjenopptakelsen",
            "unseal: ved gjenopptakelsen, spill det forseglede trekket",
            "repeat: si den siste meldingen igjen",
            "rate N / volume N: taletempo og lydstyrke i prosent, f.eks. rate 120",
            "earcons on / earcons off: de korte lydene for trekk, sjakk, advarsler",
            "quiet: stopp talen nå",
            "help: denne listen",
            "quit: avslutt; partiet er lagret og kan gjenopptas",
        ]
        .map(String::from)
        .to_vec()
    }
    fn misplaced(&self, piece: &str, on: &str, should_be: &str) -> String {
        format!("{piece} på {on} skal stå på {should_be}")
    }
    fn extra(&self, side: Color, piece: &str, on: &str) -> String {
        format!("{piece} ({}) på {on} skal ikke stå der", self.side(side))
    }
    fn missing(&self, side: Color, piece: &str, on: &str) -> String {
        format!("{piece} ({}) mangler på {on}", self.side(side))
    }
    fn board_differs(&self, list: &str) -> String {
        format!("Brettet ditt avviker: {list}.")
    }
    fn boards_agree(&self) -> String {
        "Blindesjakkbrettet stemmer overens med partiet.".into()
    }
    fn diff_report(&self, differences: &str, steps: &str) -> String {
        format!(
            "Blindesjakkbrettet avviker: {differences}. Slik rettes det: {steps}. Skriv deretter peg fixed."
        )
    }
    fn step_move(&self, piece: &str, from: &str, to: &str) -> String {
        format!("flytt {piece} fra {from} til {to}")
    }
    fn step_remove(&self, side: Color, piece: &str, from: &str) -> String {
        format!("fjern {piece} ({}) fra {from}", self.side(side))
    }
    fn step_put_back(&self, side: Color, piece: &str, on: &str) -> String {
        format!("sett {piece} ({}) tilbake på {on}", self.side(side))
    }
    fn step_lift(&self, piece: &str, from: &str) -> String {
        format!("løft {piece} fra {from} og hold brikken")
    }
    fn step_place(&self, piece: &str, on: &str) -> String {
        format!("sett {piece} som du holder, på {on}")
    }
    fn peg_fixed(&self) -> String {
        "Blindesjakkbrettet er rettet: det stemmer overens med partiet.".into()
    }
    fn peg_needed(&self) -> String {
        "Skriv først hvordan trekket ble utført på blindesjakkbrettet: peg ok, peg MOVE eller peg FROM TO.".into()
    }
    fn nothing_to_peg(&self) -> String {
        "Det er ikke spilt noe trekk ennå: det er ingenting å registrere på blindesjakkbrettet."
            .into()
    }
    fn bad_peg_squares(&self, text: &str) -> String {
        format!(
            "\"{text}\" er ikke et trekk på blindesjakkbrettet: oppgi to felt, det første med en brikke på, f.eks. peg g1 f3."
        )
    }
    fn after_move(&self, number: usize, side: Color) -> String {
        format!("etter {}s trekk {number}", self.side(side))
    }
    fn game_start(&self) -> String {
        "ved partiets start".into()
    }
    fn nothing_written(&self) -> String {
        "ingenting".into()
    }
    fn sheets_agree(&self, through: &str) -> String {
        format!("Begge notasjonsskjemaene stemmer overens fram til stillingen {through}.")
    }
    fn correct_peg_board(&self, rule: &str, steps: &str) -> String {
        format!(
            "Notasjonsskjemaene stemmer overens, så brettet som avviker, rettes ({rule}): blindesjakkbrettet: {steps}. Skriv deretter peg fixed."
        )
    }
    fn correct_other_board(&self, rule: &str) -> String {
        format!(
            "Blindesjakkbrettet stemmer overens med notasjonsskjemaene: hvis brettene avviker, settes motstanderens brett opp i stillingen fra notasjonsskjemaene ({rule})."
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
            "Notasjonsskjemaene avviker første gang ved {}s trekk {number}: her {ours}, på det andre skjemaet {theirs}. Forslag ({rule}): gå tilbake til stillingen {back_to}, med klokkene slik de sto da: hvit {} igjen, svart {} igjen. Skriv rollback for å gjøre det; dommeren kan endre klokkene etterpå med setclock.",
            self.side(side),
            self.duration(white_left),
            self.duration(black_left)
        )
    }
    fn rollback_confirm(&self, back_to: &str, white_left: Span, black_left: Span) -> String {
        format!(
            "Gå tilbake til stillingen {back_to}, med hvit {} igjen og svart {} igjen? Skriv yes for å bekrefte.",
            self.duration(white_left),
            self.duration(black_left)
        )
    }
    fn rollback_cancelled(&self) -> String {
        "Ingenting ble tatt tilbake.".into()
    }
    fn rolled_back(
        &self,
        back_to: &str,
        white_left: Span,
        black_left: Span,
        to_move: Color,
    ) -> String {
        format!(
            "Partiet er satt tilbake til stillingen {back_to}; klokkene er stilt: hvit {} igjen, svart {} igjen. {} Trekkene som ble tatt tilbake, blir stående i partifilen.",
            self.duration(white_left),
            self.duration(black_left),
            self.to_move(to_move)
        )
    }
    fn nothing_to_roll_back(&self) -> String {
        "Det er ingen forskjell mellom notasjonsskjemaene å gå tilbake fra: sammenlign dem først (compare MOVES).".into()
    }
    fn assistant_set(&self, name: Option<&str>) -> String {
        match name {
            Some(n) => format!("Assistent: {n}. Beskjedene rettes nå til assistenten."),
            None => "Ingen assistent: beskjedene rettes til spilleren.".into(),
        }
    }
    fn claim_time_hint(&self) -> String {
        "Krev det med: claim time.".into()
    }
    fn hearing_needs_assistant(&self, rule: &str) -> String {
        format!(
            "Etter reglene fra 2017 ({rule}) må en synshemmet spiller mot en hørselshemmet motstander ha en assistent: start partiet med --assistant NAME."
        )
    }
    fn touched(&self, side: Color, what: &str, at: Span) -> String {
        format!(
            "Notert for dommeren: {} berørte {what}, {} etter start.",
            self.side(side),
            self.duration(at)
        )
    }
    fn bad_square(&self, text: &str) -> String {
        format!("\"{text}\" er ikke et felt: skriv f.eks. touch e2.")
    }
    fn illegal_declared(&self, by: Color, count: u32, year: u16, rule: &str) -> String {
        format!(
            "Ulovlig trekk av {} registrert (nummer {count} for {}; regler fra {year}, {rule}); stillingen før trekket er gjenopprettet. {}",
            self.side(by),
            self.side(by),
            self.to_move(by)
        )
    }
    fn illegal_penalty_time(&self, opponent: Color) -> String {
        format!(
            "Straff å foreslå: 2 minutter lagt til {}s klokke: addtime {} 2m.",
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
            "Det er det ulovlige trekket som taper partiet ({rule}): {} taper. Dommeren bekrefter med result {result}.",
            self.side(by)
        )
    }
    fn illegal_penalty_draw(&self, opponent: Color, rule: &str) -> String {
        format!(
            "Det er det ulovlige trekket som taper partiet, men {} kan ikke sette matt: det blir remis i stedet ({rule}). Dommeren bekrefter med result 1/2.",
            self.side(opponent)
        )
    }
    fn no_move_to_declare(&self) -> String {
        "Det er ikke noe fullført trekk å erklære ulovlig.".into()
    }
    fn no_flag(&self) -> String {
        "Ingen flagg har falt: et krav på tid krever at motstanderens flagg har falt.".into()
    }
    fn sealed(&self, number: usize) -> String {
        format!(
            "Forseglet trekk registrert, trekk {number}. Klokken er stoppet; partiet er nå et hengeparti."
        )
    }
    fn adjourned(&self, by: Color, number: usize) -> String {
        format!(
            "Partiet er et hengeparti: {} har forseglet trekk {number}. Ved gjenopptakelsen, når motstanderen er klar til å svare, skriv unseal; til da virker bare unseal, time, draw, accept, decline, resign og result.",
            self.side(by)
        )
    }
    fn unsealed(&self, by: Color, number: usize) -> String {
        format!(
            "Det forseglede trekket er åpnet: {}s trekk {number}.",
            self.side(by)
        )
    }
    fn not_adjourned(&self) -> String {
        "Ingenting er forseglet: partiet er ikke et hengeparti.".into()
    }
    fn envelope(&self, e: &Envelope) -> String {
        let offer = match e.offer {
            Some(c) => format!("ja, fra {}", self.side(c)),
            None => "ingen".into(),
        };
        let resume = e
            .resume
            .clone()
            .unwrap_or_else(|| "fastsettes av dommeren".into());
        [
            "Hengeparti: konvolutt med forseglet trekk".to_string(),
            format!("Hvit: {}", e.white),
            format!("Svart: {}", e.black),
            format!("Stilling før det forseglede trekket: {}", e.position),
            format!("FEN: {}", e.fen),
            format!(
                "Brukt tid: hvit {}, svart {}",
                self.duration(e.white_used),
                self.duration(e.black_used)
            ),
            format!(
                "Forseglet av: {} ({})",
                self.side(e.sealed_by),
                e.sealer_name
            ),
            format!("Nummeret på det forseglede trekket: {}", e.number),
            format!("Stående remistilbud: {offer}"),
            format!("Gjenopptakelse: {resume}"),
        ]
        .join("\n")
    }
    fn envelope_written(&self, text: &str, braille: &str) -> String {
        format!("Konvolutt skrevet: {text} (tekst) og {braille} (punktskrift).")
    }
    fn resume_needed(&self) -> String {
        "Dato, klokkeslett og sted for gjenopptakelsen er ikke fastsatt ennå: oppgi dem med envelope TEXT, f.eks. envelope 2026-11-22 10:00, sal B.".into()
    }
    fn tui_needs_terminal(&self) -> &'static str {
        "Fullskjermvisningen trenger en terminal: kjør den i en, eller bruk --line."
    }
    fn speech_backend(&self, backend: &str) -> String {
        match backend { "clips" => "Tale: den innebygde stemmen.".into(), "tts" => "Tale: systemets stemme.".into(), "text" => "Tale: bare utskrevne linjer (ingen lydenhet eller taletjeneste svarte, eller tekst ble valgt).".into(), _ => "Tale: slått av.".into() }
    }
    fn clip_fallback(&self, word: &str, to: &str) -> String {
        format!(
            "Den innebygde stemmen har ikke noe klipp for \"{word}\": {}.",
            if to == "tts" {
                "systemets stemme sier slike setninger"
            } else {
                "slike setninger blir bare skrevet ut"
            }
        )
    }
    fn nothing_to_repeat(&self) -> String {
        "Det er ikke meldt noe trekk ennå.".into()
    }
    fn speech_setting(&self, what: &str, percent: u32) -> String {
        format!(
            "{} {percent} %.",
            if what == "rate" {
                "Taletempo"
            } else {
                "Lydstyrke"
            }
        )
    }

    // Board exploration and the full-screen interface.
    fn square_piece(&self, square: &str, role: Role, color: Color, piece: &str) -> String {
        // "tårn" is neuter: "hvitt tårn" (svart is the same in both genders).
        // A rook named in another language (a mixed voice's "Turm") keeps the
        // common form.
        let neuter = role == Role::Rook && piece.to_lowercase() == self.piece(Role::Rook);
        let colour = match (color, neuter) {
            (Color::White, false) => "hvit",
            (Color::White, true) => "hvitt",
            (Color::Black, _) => "svart",
        };
        format!("{square}: {colour} {piece}")
    }
    fn square_empty(&self, square: &str) -> String {
        format!("{square}: tom")
    }
    fn empty_run(&self, n: usize) -> String {
        format!("{n} {}", if n == 1 { "tom" } else { "tomme" })
    }
    fn line_report(&self, items: &[String]) -> String {
        format!("{}.", items.join("; "))
    }
    fn pieces_report(&self, color: Color, items: &str) -> String {
        let items = if items.is_empty() { "ingen" } else { items };
        super::sentence(&format!("{}: {items}.", self.side(color)))
    }
    fn moves_report(&self, piece_and_square: &str, moves: &[String]) -> String {
        let n = moves.len();
        super::sentence(&format!(
            "{piece_and_square} har {n} {}: {}.",
            self.unit(Unit::Move, n as i64),
            moves.join(", ")
        ))
    }
    fn no_moves_from(&self, piece_and_square: &str) -> String {
        super::sentence(&format!("{piece_and_square} kan ikke flytte."))
    }
    fn no_piece_here(&self, square: &str) -> String {
        format!("Det står ingen brikke på {square}.")
    }
    fn attack_report(&self, square: &str, attackers: &str, defenders: &str) -> String {
        let attacked = if attackers.is_empty() {
            "ikke angrepet".to_string()
        } else {
            format!("angrepet av {attackers}")
        };
        let defended = if defenders.is_empty() {
            "ikke dekket".to_string()
        } else {
            format!("dekket av {defenders}")
        };
        format!("{square}: {attacked}; {defended}.")
    }
    fn board_flipped(&self, black_below: bool) -> String {
        let side = self.side(if black_below {
            Color::Black
        } else {
            Color::White
        });
        format!("Brettet vises fra {side}s side.")
    }
    fn tui_prompt(&self) -> &'static str {
        "Trekk eller kommando: "
    }
    fn tui_board_mode(&self) -> &'static str {
        "Brettmodus: piltastene flytter, Esc går tilbake til inntasting av trekk."
    }
    fn tui_clock_title(&self) -> &'static str {
        "Klokke"
    }
    fn tui_sheet_title(&self) -> &'static str {
        "Notasjonsskjema"
    }
    fn tui_peg_title(&self) -> &'static str {
        "Blindesjakkbrett"
    }
    fn tui_help_title(&self) -> &'static str {
        "Taster"
    }
    fn tui_running(&self) -> &'static str {
        "går"
    }
    fn tui_flag(&self) -> &'static str {
        "FLAGG FALT"
    }
    fn tui_used(&self) -> &'static str {
        "brukt"
    }
    fn tui_moves(&self) -> &'static str {
        "trekk"
    }
    fn tui_differs(&self) -> &'static str {
        "avviker fra partiet"
    }
    fn key_help(&self, action: &str) -> String {
        match action {
            "submit" => "send det skrevne trekket eller den skrevne kommandoen",
            "press" => "trykk på klokken, så det annonserte trekket er fullført",
            "fix" => "rett det annonserte trekket før klokken trykkes",
            "time" => "fullførte trekk, brukt tid og gjenværende tid for begge spillerne",
            "last" => "gjenta det siste trekket",
            "repeat" => "si den siste meldingen igjen",
            "help" => "vis eller skjul listen over taster",
            "big_text" => "vis det siste trekket med store bokstaver, eller gå tilbake",
            "board_mode" => "utforsk brettet med markøren",
            "quit" => "avslutt; partiet er lagret og kan gjenopptas",
            "up" => "markøren ett felt opp, bort fra siden nederst",
            "down" => "markøren ett felt ned, mot siden nederst",
            "left" => "markøren ett felt til venstre",
            "right" => "markøren ett felt til høyre",
            "flip" => "snu brettet: se det fra den andre siden",
            "square" => "si feltet under markøren",
            "scan_rank" => "les opp markørens rad, fra a-linjen til h-linjen",
            "scan_file" => "les opp markørens linje, fra rad 1 til rad 8",
            "scan_diagonals" => "les opp begge diagonalene gjennom markøren",
            "list_pieces" => "les opp begge sidenes brikker",
            "legal_moves" => "si de lovlige trekkene for brikken under markøren",
            "attackers" => "si hva som angriper og dekker feltet under markøren",
            "next_king" => "markøren til neste konge",
            "next_queen" => "markøren til neste dronning",
            "next_rook" => "markøren til neste tårn",
            "next_bishop" => "markøren til neste løper",
            "next_knight" => "markøren til neste springer",
            "next_pawn" => "markøren til neste bonde",
            other => other,
        }
        .to_string()
    }
    fn key_help_files_ranks(&self) -> String {
        "I brettmodus hopper a til h til en linje og 1 til 8 til en rad.".into()
    }
}
