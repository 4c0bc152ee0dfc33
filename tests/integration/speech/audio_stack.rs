//! Real sound: the suite starts its own audio stack (tests/audio/rig.sh:
//! PulseAudio with a null sink, speech-dispatcher with espeak-ng), records the
//! sink's monitor while annabella speaks, and measures what came out. Where the
//! stack cannot start (packages missing) each test says so and passes; the
//! README's test command installs the packages, so in CI it starts.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Whether the stack starts here; prints why not.
fn stack() -> bool {
    let out = Command::new(root().join("tests/audio/rig.sh"))
        .arg("check")
        .output()
        .expect("bash runs");
    if !out.status.success() {
        crate::integration::common::without_rig(&format!(
            "the audio stack cannot start here: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    out.status.success()
}

/// Runs annabella with `args` (and `stdin`) in the stack, recording the sink;
/// returns the recording's samples (mono) and rate, and annabella's stdout.
fn record(dir: &Path, name: &str, stdin: &str, args: &[&str]) -> (Vec<f32>, u32, String) {
    let wav = dir.join(format!("{name}.wav"));
    let mut command: Vec<OsString> = vec![
        root().join("tests/audio/record.sh").into(),
        wav.clone().into(),
        "--stdin".into(),
        stdin.into(),
        "--".into(),
        env!("CARGO_BIN_EXE_annabella").into(),
    ];
    command.extend(args.iter().map(OsString::from));
    let out = in_rig(name, &command);
    let (mono, rate) = loudness(&wav, name);
    (
        mono,
        rate,
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Runs `command` in the audio stack; it must succeed.
fn in_rig(name: &str, command: &[OsString]) -> std::process::Output {
    let out = Command::new(root().join("tests/audio/rig.sh"))
        .args(["run", "--"])
        .args(command)
        .output()
        .expect("the rig runs");
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// A recording's loudness frame by frame (the loudest channel), and its rate.
fn loudness(wav: &Path, name: &str) -> (Vec<f32>, u32) {
    let mut reader = hound::WavReader::open(wav).unwrap_or_else(|e| panic!("{name}: {e}"));
    let spec = reader.spec();
    let full = (1i64 << (spec.bits_per_sample - 1)) as f32;
    let samples: Vec<f32> = reader
        .samples::<i32>()
        .map(|s| s.unwrap() as f32 / full)
        .collect();
    let mono = samples
        .chunks(spec.channels as usize)
        .map(|c| c.iter().fold(0.0f32, |m, s| m.max(s.abs())))
        .collect();
    (mono, spec.sample_rate)
}

/// Seconds from the first to the last loud sample, and the peak.
fn sounding(samples: &[f32], rate: u32) -> (f64, f32) {
    let loud = |s: &f32| *s > 0.01;
    let peak = samples.iter().fold(0.0f32, |m, s| m.max(*s));
    match (
        samples.iter().position(loud),
        samples.iter().rposition(loud),
    ) {
        (Some(a), Some(b)) => ((b - a) as f64 / rate as f64, peak),
        _ => (0.0, peak),
    }
}

#[test]
fn say_through_the_built_in_voice_and_the_system_voice_makes_sound() {
    if !stack() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for backend in ["clips", "tts"] {
        let (samples, rate, stdout) = record(
            dir.path(),
            backend,
            "",
            &["say", "--speech", backend, "e4", "e5", "Nf3"],
        );
        assert_eq!(
            stdout,
            "Bauer Eva vier\nBauer Eva fünf\nSpringer Felix drei\n"
        );
        let (seconds, peak) = sounding(&samples, rate);
        // Three announcements of three words: a second or two each.
        assert!(peak > 0.05, "{backend}: silent (peak {peak})");
        assert!(
            (1.5..12.0).contains(&seconds),
            "{backend}: {seconds:.2} s of sound"
        );
    }
}

#[test]
fn a_new_announcement_cuts_off_the_old_one() {
    if !stack() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for backend in ["clips", "tts"] {
        let game = |n: &str| {
            dir.path()
                .join(format!("{backend}-{n}.annabella"))
                .display()
                .to_string()
        };
        let args = |g: &str| {
            vec![
                "play".to_string(),
                "--manual-clock".into(),
                "--lang".into(),
                "de".into(),
                "--speech".into(),
                backend.into(),
                "--game".into(),
                g.to_string(),
            ]
        };
        let once = game("once");
        let once_args = args(&once);
        let (samples, rate, _) = record(
            dir.path(),
            &format!("{backend}-once"),
            "Sc3\\n",
            &once_args.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        let (alone, _) = sounding(&samples, rate);
        // The same announcement, and at once `repeat`: the repetition cuts the first.
        let twice = game("twice");
        let twice_args = args(&twice);
        let (samples, rate, _) = record(
            dir.path(),
            &format!("{backend}-cut"),
            "Sc3\\nrepeat\\n",
            &twice_args.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        let (cut, _) = sounding(&samples, rate);
        eprintln!("{backend}: alone {alone:.2} s, cut {cut:.2} s");
        assert!(
            alone > 0.8,
            "{backend}: the announcement alone lasts {alone:.2} s"
        );
        assert!(
            cut < alone * 1.4,
            "{backend}: with the interruption {cut:.2} s, alone {alone:.2} s"
        );
    }
}

#[test]
fn with_no_sound_server_and_no_speech_service_auto_prints_and_says_so() {
    let nowhere = tempfile::tempdir().unwrap();
    let gone = nowhere.path().join("gone");
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["say", "--speech", "auto", "--lang", "en", "e4"])
        .env("XDG_RUNTIME_DIR", &gone)
        .env("PULSE_SERVER", format!("unix:{}/native", gone.display()))
        .env(
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}/socket", gone.display()),
        )
        .env("HOME", nowhere.path())
        .output()
        .expect("runs");
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Bauer Eva vier\n");
    let err = String::from_utf8_lossy(&out.stderr);
    // Which backend it picked is said once; nothing of ALSA's noise gets through.
    // (one sentence, in lines of at most 80 characters, the name on the first).
    assert_eq!(err.matches("annabella:").count(), 1, "{err}");
    assert!(err.starts_with("annabella: Speech: "), "{err}");
    assert!(err.lines().all(|l| l.chars().count() <= 80), "{err}");
    assert!(!err.contains("ALSA"), "{err}");

    // The voice asked for by name: why it is not had, in the user's language.
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["say", "--speech", "clips", "--lang", "de", "e4"])
        .env("XDG_RUNTIME_DIR", &gone)
        .env("PULSE_SERVER", format!("unix:{}/native", gone.display()))
        .env(
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}/socket", gone.display()),
        )
        .env("HOME", nowhere.path())
        .output()
        .expect("runs");
    assert!(out.status.success());
    let err = crate::integration::common::flat(&String::from_utf8_lossy(&out.stderr));
    assert!(err.contains("Sprachausgabe: "), "{err}");
    assert!(
        err.contains("Die gewählte Stimme ist nicht verfügbar. "),
        "{err}"
    );
    assert!(err.contains("Ton"), "{err}");
}

/// Issue 13, point 1: a speech service that cannot reach any audio server
/// takes every request, reports it begun and never ended. `auto` (no sound
/// card for the built-in voice, so the system voice) must notice it within
/// a few seconds, print the rest, and say so once, instead of waiting a
/// minute for speech that never comes.
#[test]
fn a_system_voice_that_gives_no_sound_is_noticed_and_left() {
    if Command::new("speech-dispatcher")
        .arg("--version")
        .output()
        .is_err()
    {
        crate::integration::common::without_rig("speech-dispatcher is not installed here");
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let runtime = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["say", "--speech", "auto", "--lang", "en", "e4", "e5", "Nf3"])
        .env("HOME", home.path())
        .env("XDG_RUNTIME_DIR", runtime.path())
        .env_remove("SPEECHD_ADDRESS")
        .env_remove("PULSE_SERVER")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    // A watchdog, not a speed figure: a minute's wait is the defect.
    let started = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > std::time::Duration::from_secs(20) {
            let _ = child.kill();
            panic!("still waiting for silent speech after 20 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    // The speech service started for this test stays up on its own, and a
    // plain TERM does not reach it while it waits for an audio server.
    let pid = runtime
        .path()
        .join("speech-dispatcher/pid/speech-dispatcher.pid");
    if let Ok(pid) = std::fs::read_to_string(&pid) {
        let _ = Command::new("kill").args(["-9", pid.trim()]).status();
    }
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Bauer Eva vier\nBauer Eva fünf\nSpringer Felix drei\n"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    if err.contains("Speech: the built-in voice") {
        crate::integration::common::without_rig(
            "a sound card answers here, so the system voice is not used",
        );
        return;
    }
    if err.contains("Speech: printed lines only") {
        crate::integration::common::without_rig(&format!(
            "speech-dispatcher did not start here: {err}"
        ));
        return;
    }
    let told: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("The system voice gives no sound"))
        .collect();
    assert_eq!(told.len(), 1, "said once: {err}");
    eprintln!("noticed after {:.1} s", started.elapsed().as_secs_f64());
}

/// Issue 13, point 4: an announcement in the built-in voice, then at once a
/// private sentence with words that have no clip ("Es wurde noch kein Zug
/// gespielt.", said by the system voice): the second waits for the first, so the two together last about
/// as long as each alone added up, not as long as the longer one.
#[test]
fn two_backends_never_talk_at_once() {
    if !stack() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let run = |name: &str, input: &str| {
        let game = dir.path().join(format!("{name}.annabella"));
        let game = game.display().to_string();
        let args = [
            "play",
            "--manual-clock",
            "--lang",
            "de",
            "--speech",
            "clips",
            "--game",
            game.as_str(),
        ];
        let (samples, rate, _) = record(dir.path(), name, input, &args);
        sounding(&samples, rate).0
    };
    let announcement = run("announcement", "Sc3\\n");
    // The same sentence in both states: no move on the sheet yet.
    let refusal = run("refusal", "sheet\\n");
    let both = run("both", "Sc3\\nsheet\\n");
    eprintln!("announcement {announcement:.2} s, refusal {refusal:.2} s, both {both:.2} s");
    assert!(announcement > 0.5 && refusal > 0.5);
    assert!(
        both > (announcement + refusal) * 0.85,
        "the refusal was said over the announcement: both {both:.2} s, \
         alone {announcement:.2} s and {refusal:.2} s"
    );
}

/// Issue 13, point 5: beside a screen reader on the same speech-dispatcher
/// (`spd-say` in a loop stands in for it), every announcement is said to
/// its end and none is cut: announcements go at priority `important`,
/// private speech at `message`. The reader speaks at `text` (spd-say's
/// default) and at `message`; at `message` an announcement sent at
/// `message` too waited for the reader's whole line (2.8 s). The service's
/// events are in the speech log.
#[test]
fn beside_a_screen_reader_every_announcement_is_said_whole() {
    if !stack() {
        return;
    }
    if Command::new("spd-say").arg("--version").output().is_err() {
        crate::integration::common::without_rig("spd-say is not installed here");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for priority in ["text", "message"] {
        let log = dir.path().join(format!("{priority}.log"));
        let out = Command::new(root().join("tests/audio/rig.sh"))
            .arg("run")
            .arg("--")
            .arg(root().join("tests/audio/screen-reader.sh"))
            .arg(env!("CARGO_BIN_EXE_annabella"))
            .args(["say", "--speech", "tts", "--speech-log"])
            .arg(&log)
            .args(["e4", "e5", "Nf3", "Nc6"])
            .env("READER_PRIORITY", priority)
            .stdin(std::process::Stdio::null())
            .output()
            .expect("the rig runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(stdout.lines().count(), 4, "{stdout}");
        let spoken = std::fs::read_to_string(&log).unwrap();
        let events = service_events(&spoken);
        eprintln!("reader at {priority}: {events}");
        assert!(
            events.starts_with("events\tended 4\tcut 0\treordered 0"),
            "reader at {priority}: {spoken}"
        );
        // Not lost behind the reader's line either: the first word comes at once.
        let first = first_word_ms(events);
        assert!(
            first < 1000,
            "reader at {priority}: the announcement waited {first} ms: {spoken}"
        );
    }
}

/// The events line of a speech log: what speech-dispatcher reported.
fn service_events(log: &str) -> &str {
    log.lines()
        .find(|l| l.starts_with("events\t"))
        .unwrap_or_else(|| panic!("no events: {log}"))
}

/// annabella with `args` started in the audio stack, its input and output
/// piped: for a test that types while it speaks.
fn started_in_rig(args: &[OsString]) -> std::process::Child {
    Command::new(root().join("tests/audio/rig.sh"))
        .args(["run", "--"])
        .arg(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the rig runs")
}

/// A count of speech-dispatcher's events line: `ended 4` gives 4.
fn service_count(events: &str, what: &str) -> u32 {
    events
        .split('\t')
        .find_map(|f| f.strip_prefix(what))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {what}: {events}"))
}

fn first_word_ms(events: &str) -> u32 {
    events
        .rsplit("after ")
        .next()
        .and_then(|t| t.trim_end_matches(" ms").parse().ok())
        .unwrap_or_else(|| panic!("no first word: {events}"))
}

/// Announcements (`important`) and private lines (`message`) said in turn
/// keep their order: speech-dispatcher says every `important` message
/// before any `message` one and stops a `message` one for it, so an
/// announcement sent behind a hint would have jumped ahead of it or cut it.
/// `next 7` in the Opera game is six moves, a hint on the comment at
/// 3...Bg4, the seventh move and whose turn it is.
#[test]
fn announcements_and_private_lines_in_turn_keep_their_order() {
    if !stack() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("speech.log");
    let mut child = started_in_rig(&[
        "replay".into(),
        root().join("tests/integration/pgn/classics.pgn").into(),
        "--game-number".into(),
        "1".into(),
        "--lang".into(),
        "de".into(),
        "--line".into(),
        "--speech".into(),
        "tts".into(),
        "--speech-log".into(),
        log.clone().into(),
    ]);
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(b"next 7\nquit\n").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("4. Bauer David schlägt Eva fünf"),
        "{stdout}"
    );
    let spoken = std::fs::read_to_string(&log).unwrap();
    let events = service_events(&spoken);
    eprintln!("{events}");
    let count = |what: &str| service_count(events, what);
    // The opening's three lines may be cut by `next 7`; the nine after it
    // are said whole, in the order sent.
    assert_eq!(count("reordered "), 0, "{spoken}");
    assert_eq!(count("ended ") + count("cut "), 12, "{spoken}");
    assert!(count("ended ") >= 9, "{spoken}");
}

/// A sound device named in part (`--public-device`) is the one that speaks:
/// a second sink is added to the stack, and the announcement is heard there.
/// Without the name that sink stays silent (the default sink is the first).
#[test]
fn announcements_go_to_the_device_named() {
    if !stack() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let heard = |name: &str, device: Option<&str>| -> (f64, f32) {
        let wav = dir.path().join(format!("{name}.wav"));
        let game = dir.path().join(format!("{name}.annabella"));
        let device_args = device
            .map(|d| format!("--public-device {d}"))
            .unwrap_or_default();
        // The second sink is described "Table-speaker", and named by a part
        // of that; record.sh records the sink ANNABELLA_SINK names.
        let script = format!(
            "pactl load-module module-null-sink sink_name=annabella_table \
               sink_properties=device.description=Table-speaker >/dev/null || exit 3; \
             ANNABELLA_SINK=annabella_table exec {record} {wav} --stdin 'e4\\n' -- \
               {exe} play --speech clips {device_args} --game {game}",
            record = root().join("tests/audio/record.sh").display(),
            wav = wav.display(),
            exe = env!("CARGO_BIN_EXE_annabella"),
            game = game.display(),
        );
        in_rig(name, &["bash".into(), "-c".into(), script.into()]);
        let (samples, rate) = loudness(&wav, name);
        sounding(&samples, rate)
    };
    let (seconds, peak) = heard("named", Some("Table"));
    assert!(
        peak > 0.05 && seconds > 0.5,
        "the named device heard {seconds:.2} s, peak {peak}"
    );
    let (_, peak) = heard("unnamed", None);
    assert!(peak < 0.01, "the other device heard sound (peak {peak})");
}

/// Issue 31, point 3, with the real voice: at the start of a 5+3 game the
/// low-time warning waits for the game's first lines (the time control,
/// the laws, whose move it is): speech-dispatcher finishes every line and
/// cuts none. (Before, the warning cut three of them.)
#[test]
fn the_clock_waits_for_the_first_lines_with_the_real_voice() {
    if !stack() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("speech.log");
    // Standard play: the rules of blitz, said at its start, would take
    // longer than the three seconds the rig waits.
    let mut args: Vec<OsString> = [
        "play",
        "--line",
        "--lang",
        "en",
        "--control",
        "5+3",
        "--kind",
        "standard",
    ]
    .into_iter()
    .chain(["--speech", "tts", "--speech-log"])
    .map(OsString::from)
    .collect();
    args.extend([
        log.clone().into(),
        "--game".into(),
        dir.path().join("g.annabella").into(),
    ]);
    let mut child = started_in_rig(&args);
    // The clock is looked at once a second: the warning comes while the
    // first lines are still being said. They are let finish: the start
    // says the time control, the laws, the words and the kind of game.
    std::thread::sleep(std::time::Duration::from_secs(25));
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(b"quit\n").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("White: 5 minutes left"), "{stdout}");
    let spoken = std::fs::read_to_string(&log).unwrap();
    let events = service_events(&spoken);
    eprintln!("{events}");
    let count = |what: &str| service_count(events, what);
    assert_eq!(count("cut "), 0, "{spoken}");
    // The first lines (sent as one where they follow each other), whose
    // move, the file and the warning, each to its end.
    assert!(count("ended ") >= 4, "{spoken}");
}

/// What became of each sentence, from the speech log's `heard` lines:
/// (fate, text) in the order sent.
fn heard(log: &str) -> Vec<(&str, &str)> {
    log.lines()
        .filter_map(|l| l.strip_prefix("heard\t"))
        .filter_map(|l| l.split_once('\t'))
        .collect()
}

/// The fate of the first sentence sent that starts with `text`.
fn fate<'a>(heard: &[(&'a str, &'a str)], text: &str) -> &'a str {
    heard
        .iter()
        .find(|(_, t)| t.starts_with(text))
        .map(|(fate, _)| *fate)
        .unwrap_or_else(|| panic!("{text:?} never sent: {heard:#?}"))
}

/// A fast voice, so that the tests wait for whole sentences in seconds.
fn fast_voice(dir: &Path) -> PathBuf {
    let config = dir.join("fast.toml");
    std::fs::write(&config, "[speech]\nrate = 200\n").unwrap();
    config
}

/// Issue 31, point 3, with the real voice: a time call that comes while
/// the steps of `diff` are said waits for them; every step is heard to its
/// end, and the call after them.
#[test]
fn a_time_call_waits_for_the_steps_of_diff_with_the_real_voice() {
    if !stack() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.annabella");
    // The peg board differs (a pawn on e6, not e5); the time is called
    // every 3 seconds.
    crate::integration::common::play(
        &game,
        &["--lang", "en", "--periodic", "3s"],
        &["e4", "press", "e5", "peg e7 e6", "press"],
    );
    let log = dir.path().join("speech.log");
    let mut args: Vec<OsString> = [
        "play", "--line", "--lang", "en", "--speech", "tts", "--config",
    ]
    .into_iter()
    .map(OsString::from)
    .collect();
    args.extend([
        fast_voice(dir.path()).into(),
        "--speech-log".into(),
        log.clone().into(),
        "--game".into(),
        game.clone().into(),
    ]);
    let mut child = started_in_rig(&args);
    let mut stdin = child.stdin.take().unwrap();
    {
        use std::io::Write;
        // The first lines are said first; then diff, and time for two calls.
        std::thread::sleep(std::time::Duration::from_secs(7));
        stdin.write_all(b"diff\n").unwrap();
        std::thread::sleep(std::time::Duration::from_secs(6));
    }
    // The end of the input: what is queued is said to its end.
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let spoken = std::fs::read_to_string(&log).unwrap();
    let heard = heard(&spoken);
    let diff = heard
        .iter()
        .position(|(_, t)| t.starts_with("The peg board differs from the game"))
        .unwrap_or_else(|| panic!("no diff: {spoken}"));
    let after = &heard[diff..];
    assert!(
        after.iter().skip(4).any(|(_, t)| t.contains("left")),
        "no time call after the steps: {spoken}"
    );
    assert!(after.iter().all(|(fate, _)| *fate == "ended"), "{spoken}");
    assert_eq!(fate(&heard, "Step 1 of 1"), "ended");
}

/// Issue 31, point 3, with the real voice, in the full screen: the board
/// mode's hint and the square under the cursor are both heard whole; the
/// list of keys, closed, stops being read, and the move announced after it
/// is heard at once.
#[test]
fn board_mode_and_a_closed_help_with_the_real_voice() {
    if !stack() {
        return;
    }
    if Command::new("tmux").arg("-V").output().is_err() {
        crate::integration::common::without_rig(
            "tmux is not installed here (apt-get install tmux)",
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("speech.log");
    let game = dir.path().join("g.annabella");
    let socket = format!("annabella-audio-{}", std::process::id());
    let program = format!(
        "{} play --tui --lang en --manual-clock --speech tts --config {} --speech-log {} --game {}",
        env!("CARGO_BIN_EXE_annabella"),
        fast_voice(dir.path()).display(),
        log.display(),
        game.display()
    );
    // tmux is started inside the rig, so the program reaches its voice.
    let script = format!(
        r#"k() {{ tmux -L {socket} send-keys "$@"; }}
tmux -L {socket} new-session -d -x 100 -y 30 '{program}'
sleep 3; k Escape; sleep 4; k Escape; sleep 0.5; k F1; sleep 1.5; k Escape
sleep 0.3; k -l e4; k Enter; sleep 3; k C-q
for i in $(seq 100); do tmux -L {socket} has-session 2>/dev/null || break; sleep 0.1; done
tmux -L {socket} kill-server 2>/dev/null; true"#
    );
    in_rig("tui", &["bash".into(), "-c".into(), script.into()]);
    let spoken = std::fs::read_to_string(&log).unwrap();
    let heard = heard(&spoken);
    assert_eq!(fate(&heard, "Board mode: arrows move"), "ended", "{spoken}");
    assert_eq!(fate(&heard, "Eva eins: white König"), "ended", "{spoken}");
    // The list's last lines were not read: it was closed.
    assert_eq!(fate(&heard, "On the board: capitals"), "cut", "{spoken}");
    assert_eq!(fate(&heard, "Bauer Eva vier"), "ended", "{spoken}");
}
