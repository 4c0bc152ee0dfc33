//! Issue 46: the kind of game (standard, rapid, blitz) by edition, through
//! the real binary in line mode: said at the start, written in the game
//! file and the PGN, given by `--kind`, `--supervision` and the settings,
//! and each rule the appendices change (FIDE Laws 2017 and 2014 A and B,
//! 2005 and 2001 B and C).

use crate::integration::common;

use common::{export_pgn, flat, game_file, play};

/// Commands as typed, one after another: "e4, press, e5".
fn typed(commands: &str) -> Vec<&str> {
    commands.split(", ").collect()
}

fn manual(args: &[&'static str]) -> Vec<&'static str> {
    let mut all = vec!["--manual-clock", "--speech", "text"];
    all.extend(args);
    all
}

#[test]
fn the_kind_is_said_at_the_start_written_and_kept_on_resume() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "rapid.annabella");
    let got = play(
        &path,
        &manual(&["--lang", "de", "--laws", "2005", "--control", "20+0"]),
        &["e4", "press", "quit"],
    );
    let text = flat(&got.join(" "));
    assert!(text.contains("Schnellschach (Anhang B1)."), "{text}");
    assert!(text.contains("(Anhang B6)"), "{text}");
    assert!(
        text.contains("Sind beide Fallblättchen gefallen, ist die Partie remis (Anhang B9)."),
        "{text}"
    );
    let file = std::fs::read_to_string(&path).unwrap();
    assert!(
        file.contains(r#""regulations":{"kind":"rapid","supervision":"partial"}"#),
        "{file}"
    );
    // Resumed under other settings, the game keeps the kind it started with.
    let got = play(&path, &["--manual-clock", "--kind", "blitz"], &["quit"]);
    assert!(
        flat(&got.join(" ")).contains("nicht übernommen: --kind blitz"),
        "{got:?}"
    );
    let pgn = export_pgn(&path);
    assert!(
        pgn.contains(r#"[Rules "FIDE Laws 2005, rapid (B1)"]"#),
        "{pgn}"
    );
}

#[test]
fn the_event_gives_the_kind_and_the_supervision() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "given.annabella");
    let got = play(
        &path,
        &manual(&["--lang", "en", "--control", "3+2", "--supervision", "full"]),
        &["quit"],
    );
    let text = flat(&got.join(" "));
    assert!(
        text.contains("Blitz (B.1, B.3). The competition rules apply (B.3)."),
        "{text}"
    );
    assert!(
        text.contains("Time penalties are 1 minute (B.2)."),
        "{text}"
    );
    assert!(!text.contains("loses on the opponent's claim"), "{text}");

    // The settings' kind, for an event whose rules differ from the control.
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "[game]\nkind = \"rapid\"\n").unwrap();
    let path = game_file(&dir, "set.annabella");
    let config_arg = config.to_str().unwrap().to_string();
    let args = ["--lang", "en", "--config", &config_arg, "--manual-clock"];
    let got = play(&path, &args, &["quit"]);
    let text = flat(&got.join(" "));
    assert!(text.contains("Rapid play (A.1, A.4)."), "{text}");

    // A kind that is none is refused, with the kinds there are.
    std::fs::write(&config, "[game]\nkind = \"bullet\"\n").unwrap();
    let path = game_file(&dir, "bad.annabella");
    let game = path.to_str().unwrap();
    let (_, err, code) = common::run_input(
        &[
            "play",
            "--game",
            game,
            "--lang",
            "en",
            "--config",
            &config_arg,
        ],
        "quit\n",
    );
    assert_ne!(code, 0);
    let err = flat(&err);
    assert!(
        err.contains("kind = \"bullet\" is not a kind of game (standard, rapid, blitz)")
            && err.contains("allowed: standard, rapid, blitz"),
        "{err}"
    );
}

/// Blitz under 2017 without full supervision: the first completed illegal
/// move loses on the claim (A.4.2), and not once the opponent has moved.
#[test]
fn a_blitz_illegal_move_loses_on_the_claim() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "blitz.annabella");
    let got = play(
        &path,
        &manual(&["--lang", "en", "--control", "3+2"]),
        &typed("e4, press, e5, press, Nf3, press, illegal 1..., illegal, yes"),
    );
    let text = flat(&got.join(" "));
    assert!(
        text.contains(
            "White has made the next move: the illegal move of Black stands, and play goes on (A.4.2)."
        ),
        "{text}"
    );
    let pgn = export_pgn(&path);
    assert!(
        pgn.contains("[Result \"0-1\"]") && pgn.contains("rules infraction"),
        "{pgn}"
    );

    // Fully supervised (B.3): counted, with a 1-minute penalty (B.2).
    let path = game_file(&dir, "blitz-full.annabella");
    let got = play(
        &path,
        &manual(&["--lang", "en", "--control", "3+2", "--supervision", "full"]),
        &["e4", "press", "illegal"],
    );
    let text = flat(&got.join(" "));
    assert!(
        text.contains("Penalty: 1 minute added to Black's clock (7.5.3, B.2)."),
        "{text}"
    );
}

/// Standard play: an illegal move found later takes the game back to the
/// position before it, with the count and the penalty; said in Danish.
#[test]
fn an_illegal_move_found_later_goes_back_with_its_penalty() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "later.annabella");
    let got = play(
        &path,
        &manual(&["--lang", "da", "--laws", "2014"]),
        &typed(
            "e4, press, e5, press, Nf3, press, Nc6, press, illegal 2, illegal 9, illegal 2 hvid, yes, sheet",
        ),
    );
    let text = flat(&got.join(" "));
    assert!(text.contains("Begge spillere har udført træk 2"), "{text}");
    assert!(text.contains("Partiet har intet træk 9."), "{text}");
    assert!(
        text.contains("Trækkene efter det tages også tilbage"),
        "{text}"
    );
    assert!(
        text.contains("2 minutter lagt til Sorts ur") || text.contains("(7.5b)"),
        "{text}"
    );
    assert_eq!(got.last().unwrap(), "1. e4 e5", "{text}");
    let pgn = export_pgn(&path);
    assert!(pgn.contains("taken back: 2. Nf3 Nc6"), "{pgn}");
}

/// 2005 rapid: both flags down is a draw (B9), whichever fell first.
#[test]
fn both_flags_down_in_2005_rapid_is_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "flags.annabella");
    let got = play(
        &path,
        &manual(&["--lang", "nb", "--laws", "2005", "--control", "20+0"]),
        &typed(
            "e4, wait 19m, press, e5, wait 19m59s, press, wait 2m, Nf3, press, wait 5s, claim time, yes",
        ),
    );
    let text = flat(&got.join(" "));
    assert!(
        text.contains("Begge klaffene har falt: et krav om seier på tid gir remis (tillegg B9)."),
        "{text}"
    );
    assert!(text.ends_with("1/2-1/2."), "{text}");
}

/// 2017 7.7 and 7.8 count as illegal moves; before 2017 they are none.
#[test]
fn two_hands_and_a_press_without_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "breach.annabella");
    let got = play(
        &path,
        &manual(&["--lang", "en", "--kind", "standard"]),
        &typed("e4, press, illegal hands white, yes, illegal press white, yes"),
    );
    let text = flat(&got.join(" "));
    assert!(
        text.contains("Two hands for one move by White recorded"),
        "{text}"
    );
    assert!(text.contains("(7.7.2)"), "{text}");
    assert!(text.contains("Black wins, 0-1"), "{text}");
    let path = game_file(&dir, "breach-2014.annabella");
    let got = play(
        &path,
        &manual(&["--lang", "en", "--laws", "2014"]),
        &["illegal press black"],
    );
    assert!(
        flat(&got.join(" ")).contains("The laws of 2014 do not count this as an illegal move"),
        "{got:?}"
    );
}

/// Resumption with the replier absent (I.9.2) and then the sealer absent
/// (I.9.3), in Dutch; the adjourned game says how the envelope is opened.
#[test]
fn resumption_with_a_player_absent() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "absent.annabella");
    let args = manual(&["--lang", "nl"]);
    play(
        &path,
        &args,
        &["e4", "press", "seal Ke3", "seal e5", "quit"],
    );
    let got = play(
        &path,
        &["--manual-clock"],
        &typed("status, unseal absent, wait 10m, unseal, seal Nf3 absent, wait 5m, unseal, time"),
    );
    let text = flat(&got.join(" "));
    for said in [
        "Typ bij de hervatting unseal zodra Wit aanwezig is",
        "Is Wit afwezig, dan start unseal absent de klok van Wit, met de envelop dicht (richtlijn I.9.2).",
        "De envelop blijft dicht: Wit is afwezig, en de klok van Wit loopt (richtlijn I.9.2).",
        "Wit heeft zet 2 in een nieuwe envelop afgegeven voor de afwezige Zwart (richtlijn I.9.3)",
        "Wit: 2 zetten voltooid, 10 minuten verbruikt",
        "Zwart: 1 zet voltooid, 5 minuten verbruikt",
    ] {
        assert!(text.contains(said), "{said}\n{text}");
    }
    assert!(!text.contains("Ke3"), "{text}");
    let pgn = export_pgn(&path);
    for note in [
        "refused as no legal move (laws 2017, I.8)",
        "(laws 2017, I.9.2)",
        "(laws 2017, I.9.3)",
    ] {
        assert!(flat(&pgn).contains(note), "{note}\n{pgn}");
    }
}

/// A quickplay finish the event announced (`--quickplay`), claimed with
/// less than 2 minutes left, in German; refused before, and in blitz.
#[test]
fn a_quickplay_finish_announced_and_claimed() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(&dir, "quickplay.annabella");
    let got = play(
        &path,
        &manual(&["--lang", "de", "--control", "60m", "--quickplay"]),
        &typed("claim quickplay, e4, wait 58m30s, press, e5, press, wait 1m, claim quickplay, yes"),
    );
    let text = flat(&got.join(" "));
    for said in [
        "Endspurtphase angekündigt (Richtlinien III.5)",
        "Eine Reklamation in der Endspurtphase setzt voraus, dass der Reklamierende im letzten Zeitabschnitt weniger als 2 Minuten Restzeit hat",
        "Weiß reklamiert Remis in der Endspurtphase mit 30 Sekunden Restzeit (Richtlinien III.5)",
        "Der Schiedsrichter erklärt die Partie für remis, nachdem Weiß in der Endspurtphase reklamiert hat.",
    ] {
        assert!(text.contains(said), "{said}\n{text}");
    }
    let pgn = export_pgn(&path);
    assert!(pgn.contains("[Termination \"adjudication\"]"), "{pgn}");

    let path = game_file(&dir, "quickplay-blitz.annabella");
    let got = play(
        &path,
        &manual(&[
            "--lang",
            "en",
            "--laws",
            "2005",
            "--control",
            "5m",
            "--quickplay",
        ]),
        &["claim quickplay"],
    );
    let text = flat(&got.join(" "));
    assert!(
        text.contains("The quickplay finish does not apply to this game (C2)."),
        "{text}"
    );
}
