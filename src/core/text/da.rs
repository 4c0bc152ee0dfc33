use shakmaty::{CastlingSide, Color, Role, Square};

use super::{Catalogue, Envelope, From, SheetsDiffer, Unit};
use crate::core::clock::Span;
use crate::core::input::CastleBlock;
use crate::core::outcome::{ClaimKind, EndReason, GameResult};

pub struct Da;

impl Da {
    /// "ingen springer", but "intet tårn" (neuter).
    fn none(&self, role: Role) -> String {
        let word = if role == Role::Rook { "intet" } else { "ingen" };
        format!("{word} {}", self.piece(role))
    }
}

impl Catalogue for Da {
    fn side(&self, color: Color) -> &'static str {
        match color {
            Color::White => "hvid",
            Color::Black => "sort",
        }
    }
    fn piece(&self, role: Role) -> &'static str {
        match role {
            Role::King => "konge",
            Role::Queen => "dronning",
            Role::Rook => "tårn",
            Role::Bishop => "løber",
            Role::Knight => "springer",
            Role::Pawn => "bonde",
        }
    }
    fn or(&self) -> &'static str {
        "eller"
    }
    fn empty(&self) -> String {
        "skriv et træk".into()
    }
    fn unreadable(&self, input: &str) -> String {
        format!(
            "\"{input}\" kan ikke læses som et træk; skriv fx e4, Sf3, e2e4 eller \"springer Frederik tre\""
        )
    }
    fn unknown_word(&self, input: &str, word: &str) -> String {
        format!("\"{input}\": ordet \"{word}\" hører ikke til et træk")
    }
    fn game_over(&self) -> String {
        "partiet er slut".into()
    }
    fn ambiguous(&self, input: &str, candidates: &str) -> String {
        format!(
            "\"{input}\" passer på flere træk: {candidates}; skriv mere præcist, hvilket du mener"
        )
    }
    fn promotion_piece(&self, square: Square, example: &str) -> String {
        format!("bonden når {square}: nævn den nye brik, fx {example}")
    }
    fn no_piece(&self, side: Color, role: Role) -> String {
        format!("{} har {}", self.side(side), self.none(role))
    }
    fn cannot_reach(&self, role: Role, from: Option<From>, to: Square) -> String {
        let from = match from {
            None => String::new(),
            Some(From::File(f)) => format!(" fra {}-linjen", f.char()),
            Some(From::Rank(r)) => format!(" fra {}. række", r.char()),
            Some(From::Square(s)) => format!(" fra {s}"),
        };
        format!("{}{from} kan nå {to}", self.none(role))
    }
    fn empty_square(&self, square: Square) -> String {
        format!("der står ingen brik på {square}")
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
            "på {square} står en brik af samme farve ({})",
            self.piece(role)
        )
    }
    fn nothing_to_capture(&self, square: Square) -> String {
        format!("der er intet at slå på {square}")
    }
    fn not_en_passant(&self) -> String {
        "det er ikke et en passant-slag".into()
    }
    fn no_promotion(&self) -> String {
        "kun en bonde, der når sidste række, forvandles".into()
    }
    fn promotion_choice(&self) -> String {
        "en bonde kan kun blive dronning, tårn, løber eller springer".into()
    }
    fn king_in_check(&self) -> String {
        "kongen ville stå i skak".into()
    }
    fn in_check(&self) -> String {
        "kongen står i skak, og trækket ophæver ikke skakken".into()
    }
    fn castle(&self, side: CastlingSide, block: CastleBlock) -> String {
        let what = match side {
            CastlingSide::KingSide => "kort rokade",
            CastlingSide::QueenSide => "lang rokade",
        };
        let why = match block {
            CastleBlock::NoRights => "kongen eller tårnet har flyttet",
            CastleBlock::InCheck => "kongen står i skak",
            CastleBlock::Blocked => "der står brikker mellem konge og tårn",
            CastleBlock::Attacked => "kongen ville passere eller lande på et angrebet felt",
        };
        format!("{what} er ikke mulig: {why}")
    }
    fn bad_move(&self, number: usize, input: &str, reason: &str) -> String {
        format!("træk {number} \"{input}\": {reason}")
    }
    fn bad_fen(&self, fen: &str, detail: &str) -> String {
        format!("stillingen \"{fen}\" kan ikke bruges: {detail}")
    }
    fn unknown_vocabulary(&self, id: &str, known: &str) -> String {
        format!("der findes intet ordforråd \"{id}\"; kendte: {known}")
    }

    fn unit(&self, unit: Unit, n: i64) -> &'static str {
        let one = n == 1;
        match unit {
            Unit::Hour if one => "time",
            Unit::Hour => "timer",
            Unit::Minute if one => "minut",
            Unit::Minute => "minutter",
            Unit::Second if one => "sekund",
            Unit::Second => "sekunder",
            Unit::Move => "træk",
        }
    }
    fn time_line(&self, side: Color, completed: u32, used: Span, left: Span, flag: bool) -> String {
        let left = if flag {
            "flaget er faldet".to_string()
        } else {
            self.left(left)
        };
        super::sentence(&format!(
            "{}: {completed} {} fuldført, {} brugt, {left}.",
            self.side(side),
            self.unit(Unit::Move, completed.into()),
            self.duration(used)
        ))
    }
    fn left(&self, span: Span) -> String {
        format!("{} tilbage", self.duration(span))
    }
    fn flag_fell(&self, color: Color, opponent_can_mate: bool) -> String {
        let other = super::sentence(self.side(!color));
        let flag = super::sentence(&format!("{}s flag er faldet.", self.side(color)));
        if opponent_can_mate {
            format!(
                "{flag} {other} kan stadig sætte mat: et krav giver gevinst på tid (vejledende)."
            )
        } else {
            format!(
                "{flag} {other} kan ikke sætte mat med det resterende materiale: et krav giver remis (vejledende)."
            )
        }
    }
    fn time_added(&self, color: Color, span: Span) -> String {
        format!("{} lagt til {}s ur.", self.duration(span), self.side(color))
    }
    fn clock_set(&self, color: Color, left: Span) -> String {
        super::sentence(&format!(
            "{}s ur er stillet til {}.",
            self.side(color),
            self.duration(left)
        ))
    }
    fn clock_now(&self, since_start: Span) -> String {
        format!("Manuelt ur: {} siden start.", self.duration(since_start))
    }
    fn period_moves(&self, moves: u32, time: &str) -> String {
        format!("{moves} {} på {time}", self.unit(Unit::Move, moves.into()))
    }
    fn period_rest(&self, time: &str) -> String {
        format!("{time} til resten af partiet")
    }
    fn then(&self) -> &'static str {
        "derefter"
    }
    fn increment(&self, time: &str) -> String {
        format!("{time} tillæg per træk")
    }
    fn delay(&self, time: &str) -> String {
        format!("{time} forsinkelse per træk")
    }
    fn control_error(&self, text: &str) -> String {
        format!(
            "betænkningstiden \"{text}\" kan ikke forstås; skriv fx 90/40+30+30s, 40/5400:1800+30, 15+10, 300+3 eller 5400d5"
        )
    }
    fn cadence_error(&self, text: &str) -> String {
        format!(
            "tidsintervallet \"{text}\" kan ikke forstås; skriv fx \"5m, 1m<10m, 10s<1m\" (hvert 5. minut, hvert minut under 10 minutter, hvert 10. sekund under 1 minut)"
        )
    }
    fn correction(&self, announcement: &str) -> String {
        format!("Rettelse: {announcement}")
    }
    fn confirmed(&self) -> String {
        "Gentaget af modstanderen.".into()
    }
    fn completed(&self, by: Color, number: usize) -> String {
        format!(
            "{} har fuldført træk {number}. {}",
            super::sentence(self.side(by)),
            self.to_move(!by)
        )
    }
    fn to_move(&self, color: Color) -> String {
        format!("{} er i trækket.", super::sentence(self.side(color)))
    }
    fn waiting_for_press(&self, by: Color) -> String {
        super::sentence(&format!(
            "{}s træk er annonceret; tryk på uret (press) eller ret trækket (fix MOVE).",
            self.side(by)
        ))
    }
    fn pending(&self, by: Color, announcement: &str) -> String {
        super::sentence(&format!(
            "{}s træk \"{announcement}\" er ikke fuldført endnu: tryk først på uret (press) eller ret trækket (fix MOVE).",
            self.side(by)
        ))
    }
    fn nothing_to_press(&self) -> String {
        "Intet træk er annonceret: skriv først trækket, derefter press.".into()
    }
    fn nothing_to_fix(&self) -> String {
        "Der er intet annonceret træk at rette: skriv trækket.".into()
    }
    fn nothing_to_confirm(&self) -> String {
        "Der er intet annonceret træk at bekræfte.".into()
    }
    fn last_move(&self, by: Color, number: usize, announcement: &str, completed: bool) -> String {
        let state = if completed {
            ""
        } else {
            " Endnu ikke fuldført."
        };
        format!(
            "{}, træk {number}: {announcement}.{state}",
            super::sentence(self.side(by))
        )
    }
    fn no_moves(&self) -> String {
        "Der er ikke spillet noget træk endnu.".into()
    }
    fn draw_offered(&self, by: Color) -> String {
        format!("{} tilbyder remis.", super::sentence(self.side(by)))
    }
    fn draw_declined(&self, by: Color) -> String {
        format!("{} afslår remistilbuddet.", super::sentence(self.side(by)))
    }
    fn no_offer(&self) -> String {
        "Der er intet remistilbud.".into()
    }
    fn offer_standing(&self, by: Color) -> String {
        super::sentence(&format!(
            "{}s remistilbud står stadig: tag imod det eller afslå det først.",
            self.side(by)
        ))
    }
    fn agreement_too_early(&self) -> String {
        "Remis kan først aftales, når hver spiller har udført et træk (regler 2017, 5.2.3).".into()
    }
    fn claim(&self, by: Color, kind: ClaimKind, correct: bool, written: bool) -> String {
        let what = match kind {
            ClaimKind::Threefold => "ved trefoldig gentagelse",
            ClaimKind::Fifty => "efter 50-træksreglen",
        };
        let verdict = if correct {
            "kravet er korrekt"
        } else if written {
            "kravet er ikke korrekt; spillet fortsætter med det noterede træk"
        } else {
            "kravet er ikke korrekt; spillet fortsætter"
        };
        format!(
            "{} kræver remis {what}: {verdict}.",
            super::sentence(self.side(by))
        )
    }
    fn claim_with_pending(&self) -> String {
        "Et træk er allerede annonceret. Kræv remis, før trækket udføres, med det træk, du vil spille: claim threefold MOVE.".into()
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
            "Straf at foreslå dommeren (regler {year}, {rule}): {} lagt til {}s ur",
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
            ". Sådan gøres det: addtime {} {minutes}m",
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
            EndReason::Checkmate => "Skakmat.".to_string(),
            EndReason::Stalemate => "Pat.".to_string(),
            EndReason::DeadPosition => "Ingen af siderne kan sætte mat: død stilling.".to_string(),
            EndReason::Fivefold => "Samme stilling for femte gang.".to_string(),
            EndReason::SeventyFiveMoves => {
                "75 træk af hver side uden slag eller bondetræk.".to_string()
            }
            EndReason::Resignation => format!("{} opgiver.", super::sentence(who)),
            EndReason::Agreement => format!("{} tager imod remistilbuddet.", super::sentence(who)),
            EndReason::Threefold => format!("Remis ved trefoldig gentagelse, krævet af {who}."),
            EndReason::FiftyMoves => format!("Remis efter 50-træksreglen, krævet af {who}."),
            EndReason::Time => format!("{} kræver partiet på tid.", super::sentence(who)),
            EndReason::Arbiter => "Dommeren fastsætter resultatet.".to_string(),
        };
        let result = match result {
            GameResult::WhiteWins => "Hvid vinder, 1-0.",
            GameResult::BlackWins => "Sort vinder, 0-1.",
            GameResult::Draw => "Partiet er remis, 1/2-1/2.",
        };
        format!("{why} {result}")
    }
    fn new_game(&self, white: &str, black: &str, blind: Color, control: &str, laws: u16) -> String {
        format!(
            "Nyt parti. Hvid: {white}. Sort: {black}. {} spiller på blindeskakbrættet. Betænkningstid: {control}. Regler fra {laws}.",
            super::sentence(self.side(blind))
        )
    }
    fn game_file(&self, path: &str) -> String {
        format!("Partifil: {path}")
    }
    fn resumed(&self, number: usize, status: &str) -> String {
        format!("Partiet er genoptaget ved træk {number}. {status}")
    }
    fn time_while_closed(&self, color: Color, span: Span) -> String {
        format!(
            "Mens annabella var lukket, gik {}s ur videre: {} har brugt {} i mellemtiden.",
            self.side(color),
            self.side(color),
            self.duration(span)
        )
    }
    fn journal_repaired(&self, copy: &str) -> String {
        format!(
            "Partifilens sidste post var beskadiget og er udeladt; partiet fortsætter fra hændelsen før den. En kopi af den beskadigede fil ligger i {copy}."
        )
    }
    fn journal_unreadable(&self, path: &str, detail: &str) -> String {
        format!("{path} kan ikke bruges som partifil: {detail}. Filen er ikke ændret.")
    }
    fn damaged_tail(&self, path: &str) -> String {
        format!(
            "Den sidste post i {path} er beskadiget og er udeladt her; play --game {path} reparerer filen."
        )
    }
    fn setup_ignored(&self) -> String {
        "Partiets egne indstillinger bruges; partiindstillingerne på kommandolinjen ignoreres."
            .into()
    }
    fn unknown_command(&self, word: &str) -> String {
        format!(
            "\"{word}\" er hverken en kommando eller et træk. Skriv help for at få kommandoerne."
        )
    }
    fn usage(&self, command: &str, example: &str) -> String {
        format!("{command} kræver mere: for eksempel \"{example}\".")
    }
    fn manual_clock_only(&self) -> String {
        "wait virker kun med det manuelle ur (play --manual-clock).".into()
    }
    fn help(&self) -> Vec<String> {
        [
            "MOVE: annoncér et træk for siden i trækket, i enhver notation (e4, Nf3, Sf3, g1f3, \"springer frederik tre\")",
            "fix MOVE: ret det annoncerede træk, før der trykkes på uret",
            "confirm: modstanderen har gentaget annonceringen",
            "press: tryk på uret, så det annoncerede træk er fuldført",
            "time: fuldførte træk, brugt tid og resterende tid for begge spillere",
            "last: gentag det sidste træk",
            "board: læs stillingen op, brik for brik",
            "sheet: læs noteringen op",
            "status: hvem der er i trækket, og hvad der ventes",
            "draw: tilbyd remis (draw white, draw black for at sige hvem)",
            "accept / decline: tag imod eller afslå et remistilbud",
            "resign: siden i trækket opgiver (resign white, resign black for at sige hvem)",
            "claim threefold MOVE / claim fifty MOVE: kræv remis og skriv det træk, du vil spille",
            "addtime COLOUR TIME: dommeren lægger tid til, fx addtime black 2m",
            "setclock COLOUR TIME: dommeren stiller et ur, fx setclock white 1h2m3s",
            "wait TIME: med --manual-clock, lad tiden gå, fx wait 90s",
            "peg ok / peg MOVE / peg FROM TO: hvordan sidste træk blev udført på blindeskakbrættet, fx peg e7 e6",
            "peg fixed: blindeskakbrættet er rettet",
            "diff: hvad der er forskelligt mellem blindeskakbrættet og partiet, og hvordan det rettes",
            "compare MOVES: sammenlign modstanderens noteringsliste (eller compare alene, så ét træk pr. linje, så en tom linje)",
            "rollback: gå tilbage til sidste træk, hvor noteringslisterne er ens (bekræft med yes)",
            "assistant on NAME / assistant off: hvem der betjener tastaturet",
            "touch SQUARE: noter til dommeren, at modstanderen rørte en brik, fx touch e7",
            "illegal: dommeren erklærer sidste fuldførte træk ulovligt",
            "result 1-0 / 0-1 / 1/2: dommerens resultat",
            "claim time: kræv partiet, når modstanderens flag er faldet",
            "seal MOVE: forsegl trækket ved afbrydelse (siges aldrig højt)",
            "envelope TEXT: skriv kuverten til hængepartiet, med dato, tid og sted for genoptagelsen",
            "unseal: ved genoptagelsen, spil det forseglede træk",
            "repeat: sig den sidste meddelelse igen",
            "rate N / volume N: taletempo og lydstyrke i procent, fx rate 120",
            "earcons on / earcons off: de korte lyde for træk, skak, advarsler",
            "quiet: stop talen nu",
            "help: denne liste",
            "quit: afslut; partiet er gemt og kan genoptages",
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
        format!("Dit bræt afviger: {list}.")
    }
    fn boards_agree(&self) -> String {
        "Blindeskakbrættet stemmer overens med partiet.".into()
    }
    fn diff_report(&self, differences: &str, steps: &str) -> String {
        format!(
            "Blindeskakbrættet afviger: {differences}. Sådan rettes det: {steps}. Skriv derefter peg fixed."
        )
    }
    fn step_move(&self, piece: &str, from: &str, to: &str) -> String {
        format!("flyt {piece} fra {from} til {to}")
    }
    fn step_remove(&self, side: Color, piece: &str, from: &str) -> String {
        format!("fjern {piece} ({}) fra {from}", self.side(side))
    }
    fn step_put_back(&self, side: Color, piece: &str, on: &str) -> String {
        format!("sæt {piece} ({}) tilbage på {on}", self.side(side))
    }
    fn step_lift(&self, piece: &str, from: &str) -> String {
        format!("løft {piece} fra {from} og hold brikken")
    }
    fn step_place(&self, piece: &str, on: &str) -> String {
        format!("sæt {piece}, som du holder, på {on}")
    }
    fn peg_fixed(&self) -> String {
        "Blindeskakbrættet er rettet: det stemmer overens med partiet.".into()
    }
    fn peg_needed(&self) -> String {
        "Skriv først, hvordan trækket blev udført på blindeskakbrættet: peg ok, peg MOVE eller peg FROM TO.".into()
    }
    fn nothing_to_peg(&self) -> String {
        "Der er ikke spillet noget træk endnu: der er intet at registrere på blindeskakbrættet."
            .into()
    }
    fn bad_peg_squares(&self, text: &str) -> String {
        format!(
            "\"{text}\" er ikke et træk på blindeskakbrættet: angiv to felter, det første med en brik på, fx peg g1 f3."
        )
    }
    fn after_move(&self, number: usize, side: Color) -> String {
        format!("efter {}s træk {number}", self.side(side))
    }
    fn game_start(&self) -> String {
        "ved partiets start".into()
    }
    fn nothing_written(&self) -> String {
        "intet".into()
    }
    fn sheets_agree(&self, through: &str) -> String {
        format!("Begge noteringslister stemmer overens frem til stillingen {through}.")
    }
    fn correct_peg_board(&self, rule: &str, steps: &str) -> String {
        format!(
            "Noteringslisterne stemmer overens, så det bræt, der afviger, rettes ({rule}): blindeskakbrættet: {steps}. Skriv derefter peg fixed."
        )
    }
    fn correct_other_board(&self, rule: &str) -> String {
        format!(
            "Blindeskakbrættet stemmer overens med noteringslisterne: hvis brætterne afviger, stilles modstanderens bræt op i stillingen fra noteringslisterne ({rule})."
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
            "Noteringslisterne afviger første gang ved {}s træk {number}: her {ours}, på den anden liste {theirs}. Forslag ({rule}): gå tilbage til stillingen {back_to}, med urene, som de stod dengang: hvid {} tilbage, sort {} tilbage. Skriv rollback for at gøre det; dommeren kan bagefter ændre urene med setclock.",
            self.side(side),
            self.duration(white_left),
            self.duration(black_left)
        )
    }
    fn rollback_confirm(&self, back_to: &str, white_left: Span, black_left: Span) -> String {
        format!(
            "Gå tilbage til stillingen {back_to}, med hvid {} tilbage og sort {} tilbage? Skriv yes for at bekræfte.",
            self.duration(white_left),
            self.duration(black_left)
        )
    }
    fn rollback_cancelled(&self) -> String {
        "Intet blev taget tilbage.".into()
    }
    fn rolled_back(
        &self,
        back_to: &str,
        white_left: Span,
        black_left: Span,
        to_move: Color,
    ) -> String {
        format!(
            "Partiet er sat tilbage til stillingen {back_to}; urene er stillet: hvid {} tilbage, sort {} tilbage. {} Trækkene, der blev taget tilbage, bliver stående i partifilen.",
            self.duration(white_left),
            self.duration(black_left),
            self.to_move(to_move)
        )
    }
    fn nothing_to_roll_back(&self) -> String {
        "Der er ingen forskel mellem noteringslisterne at gå tilbage fra: sammenlign dem først (compare MOVES).".into()
    }
    fn assistant_set(&self, name: Option<&str>) -> String {
        match name {
            Some(n) => format!("Assistent: {n}. Anvisningerne rettes nu til assistenten."),
            None => "Ingen assistent: anvisningerne rettes til spilleren.".into(),
        }
    }
    fn claim_time_hint(&self) -> String {
        "Kræv det med: claim time.".into()
    }
    fn hearing_needs_assistant(&self, rule: &str) -> String {
        format!(
            "Efter reglerne fra 2017 ({rule}) skal en synshandicappet spiller over for en hørehandicappet modstander have en assistent: start partiet med --assistant NAME."
        )
    }
    fn touched(&self, side: Color, what: &str, at: Span) -> String {
        format!(
            "Noteret til dommeren: {} rørte {what}, {} efter start.",
            self.side(side),
            self.duration(at)
        )
    }
    fn bad_square(&self, text: &str) -> String {
        format!("\"{text}\" er ikke et felt: skriv fx touch e2.")
    }
    fn illegal_declared(&self, by: Color, count: u32, year: u16, rule: &str) -> String {
        format!(
            "Ulovligt træk af {} registreret (nummer {count} for {}; regler fra {year}, {rule}); stillingen før trækket er genoprettet. {}",
            self.side(by),
            self.side(by),
            self.to_move(by)
        )
    }
    fn illegal_penalty_time(&self, opponent: Color) -> String {
        format!(
            "Straf at foreslå: 2 minutter lagt til {}s ur: addtime {} 2m.",
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
            "Det er det ulovlige træk, der taber partiet ({rule}): {} taber. Dommeren bekræfter med result {result}.",
            self.side(by)
        )
    }
    fn illegal_penalty_draw(&self, opponent: Color, rule: &str) -> String {
        format!(
            "Det er det ulovlige træk, der taber partiet, men {} kan ikke sætte mat: i stedet bliver det remis ({rule}). Dommeren bekræfter med result 1/2.",
            self.side(opponent)
        )
    }
    fn no_move_to_declare(&self) -> String {
        "Der er intet fuldført træk at erklære ulovligt.".into()
    }
    fn no_flag(&self) -> String {
        "Intet flag er faldet: et krav på tid kræver, at modstanderens flag er faldet.".into()
    }
    fn sealed(&self, number: usize) -> String {
        format!(
            "Forseglet træk registreret, træk {number}. Uret er stoppet; partiet er afbrudt (hængeparti)."
        )
    }
    fn adjourned(&self, by: Color, number: usize) -> String {
        format!(
            "Partiet er afbrudt (hængeparti): {} har forseglet træk {number}. Ved genoptagelsen, når modstanderen er klar til at svare, skriv unseal; indtil da virker kun unseal, time, draw, accept, decline, resign og result.",
            self.side(by)
        )
    }
    fn unsealed(&self, by: Color, number: usize) -> String {
        format!(
            "Det forseglede træk er åbnet: {}s træk {number}.",
            self.side(by)
        )
    }
    fn not_adjourned(&self) -> String {
        "Intet er forseglet: partiet er ikke afbrudt.".into()
    }
    fn envelope(&self, e: &Envelope) -> String {
        let offer = match e.offer {
            Some(c) => format!("ja, fra {}", self.side(c)),
            None => "intet".into(),
        };
        let resume = e
            .resume
            .clone()
            .unwrap_or_else(|| "fastsættes af dommeren".into());
        [
            "Afbrudt parti (hængeparti): kuvert med forseglet træk".to_string(),
            format!("Hvid: {}", e.white),
            format!("Sort: {}", e.black),
            format!("Stilling før det forseglede træk: {}", e.position),
            format!("FEN: {}", e.fen),
            format!(
                "Brugt tid: hvid {}, sort {}",
                self.duration(e.white_used),
                self.duration(e.black_used)
            ),
            format!(
                "Forseglet af: {} ({})",
                self.side(e.sealed_by),
                e.sealer_name
            ),
            format!("Nummer på det forseglede træk: {}", e.number),
            format!("Stående remistilbud: {offer}"),
            format!("Genoptagelse: {resume}"),
        ]
        .join("\n")
    }
    fn envelope_written(&self, text: &str, braille: &str) -> String {
        format!("Kuvert skrevet: {text} (tekst) og {braille} (punktskrift).")
    }
    fn resume_needed(&self) -> String {
        "Dato, klokkeslæt og sted for genoptagelsen er ikke fastsat endnu: angiv dem med envelope TEXT, fx envelope 2026-11-22 10:00, sal B.".into()
    }
    fn tui_needs_terminal(&self) -> &'static str {
        "Fuldskærmsvisningen kræver en terminal: kør den i en, eller brug --line."
    }
    fn speech_backend(&self, backend: &str) -> String {
        match backend { "clips" => "Tale: den indbyggede stemme.".into(), "tts" => "Tale: systemets stemme.".into(), "text" => "Tale: kun udskrevne linjer (ingen lydenhed eller taletjeneste svarede, eller tekst blev valgt).".into(), _ => "Tale: slået fra.".into() }
    }
    fn clip_fallback(&self, word: &str, to: &str) -> String {
        format!(
            "Den indbyggede stemme har intet klip for \"{word}\": {}.",
            if to == "tts" {
                "systemets stemme siger den slags sætninger"
            } else {
                "den slags sætninger bliver kun udskrevet"
            }
        )
    }
    fn nothing_to_repeat(&self) -> String {
        "Der er endnu ikke meddelt noget træk.".into()
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
        // "tårn" is neuter: "hvidt tårn" (sort is the same in both genders).
        // A rook named in another language (a mixed voice's "Turm") keeps the
        // common form.
        let neuter = role == Role::Rook && piece.to_lowercase() == self.piece(Role::Rook);
        let colour = match (color, neuter) {
            (Color::White, false) => "hvid",
            (Color::White, true) => "hvidt",
            (Color::Black, _) => "sort",
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
        format!("Der står ingen brik på {square}.")
    }
    fn attack_report(&self, square: &str, attackers: &str, defenders: &str) -> String {
        let attacked = if attackers.is_empty() {
            "ikke angrebet".to_string()
        } else {
            format!("angrebet af {attackers}")
        };
        let defended = if defenders.is_empty() {
            "ikke dækket".to_string()
        } else {
            format!("dækket af {defenders}")
        };
        format!("{square}: {attacked}; {defended}.")
    }
    fn board_flipped(&self, black_below: bool) -> String {
        let side = self.side(if black_below {
            Color::Black
        } else {
            Color::White
        });
        format!("Brættet ses fra {side}s side.")
    }
    fn tui_prompt(&self) -> &'static str {
        "Træk eller kommando: "
    }
    fn tui_board_mode(&self) -> &'static str {
        "Brættilstand: piletasterne flytter, Esc går tilbage til indtastning af træk."
    }
    fn tui_clock_title(&self) -> &'static str {
        "Ur"
    }
    fn tui_sheet_title(&self) -> &'static str {
        "Noteringsliste"
    }
    fn tui_peg_title(&self) -> &'static str {
        "Blindeskakbræt"
    }
    fn tui_help_title(&self) -> &'static str {
        "Taster"
    }
    fn tui_running(&self) -> &'static str {
        "går"
    }
    fn tui_flag(&self) -> &'static str {
        "FLAG FALDET"
    }
    fn tui_used(&self) -> &'static str {
        "brugt"
    }
    fn tui_moves(&self) -> &'static str {
        "træk"
    }
    fn tui_differs(&self) -> &'static str {
        "afviger fra partiet"
    }
    fn key_help(&self, action: &str) -> String {
        match action {
            "submit" => "send det skrevne træk eller den skrevne kommando",
            "press" => "tryk på uret, så det annoncerede træk er fuldført",
            "fix" => "ret det annoncerede træk, før der trykkes på uret",
            "time" => "fuldførte træk, brugt tid og resterende tid for begge spillere",
            "last" => "gentag det sidste træk",
            "repeat" => "sig den sidste meddelelse igen",
            "help" => "vis eller skjul listen over taster",
            "big_text" => "vis det sidste træk med store bogstaver, eller gå tilbage",
            "board_mode" => "udforsk brættet med markøren",
            "quit" => "afslut; partiet er gemt og kan genoptages",
            "up" => "markøren et felt op, væk fra siden nederst",
            "down" => "markøren et felt ned, mod siden nederst",
            "left" => "markøren et felt til venstre",
            "right" => "markøren et felt til højre",
            "flip" => "vend brættet: se det fra den anden side",
            "square" => "sig feltet under markøren",
            "scan_rank" => "læs markørens række op, fra a-linjen til h-linjen",
            "scan_file" => "læs markørens linje op, fra række 1 til række 8",
            "scan_diagonals" => "læs begge diagonaler gennem markøren op",
            "list_pieces" => "nævn begge siders brikker",
            "legal_moves" => "sig de lovlige træk for brikken under markøren",
            "attackers" => "sig hvad der angriber og dækker feltet under markøren",
            "next_king" => "markøren til næste konge",
            "next_queen" => "markøren til næste dronning",
            "next_rook" => "markøren til næste tårn",
            "next_bishop" => "markøren til næste løber",
            "next_knight" => "markøren til næste springer",
            "next_pawn" => "markøren til næste bonde",
            other => other,
        }
        .to_string()
    }
    fn key_help_files_ranks(&self) -> String {
        "I brættilstand springer a til h til en linje og 1 til 8 til en række.".into()
    }
}
