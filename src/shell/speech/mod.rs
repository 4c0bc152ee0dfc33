//! Speech: the session says what to say, with a channel (public: the
//! announcement for the table; private: clock, answers, warnings, refusals);
//! a speaker says it. Backends: the system speech service (`tts`: speech-dispatcher, SAPI), the
//! built-in voice (`clips`, through cpal), `text` (printing is all, for screen
//! readers), `none`, and a log for tests. `Speech` holds the rules blind
//! players need: a new announcement cuts off a stale one, private speech never
//! cuts an announcement, the last announcement can be repeated.

mod clips;
mod error;
mod shared;
pub use shared::Fate;
// The system voice: speech-dispatcher in its own protocol on Linux, the
// `tts` crate (SAPI, OneCore, AVSpeech) elsewhere.
#[cfg(target_os = "linux")]
mod ssip_voice;
mod system_voice;
#[cfg(not(target_os = "linux"))]
mod tts_voice;

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::core::session::Channel;
use crate::core::sound::Earcon;
use crate::core::text::Text;
use crate::shell::text::ShellMessages as _;

pub use clips::{ClipLibrary, ClipSpeaker};
pub use error::SpeechError;
pub use system_voice::SystemVoice;

/// What the user asked for with `--speech`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Choice {
    /// Built-in voice if an audio device opens, else the system voice, else text
    Auto,
    /// The built-in voice: recorded words played through the sound card
    Clips,
    /// The system speech service (speech-dispatcher, SAPI, AVFoundation)
    Tts,
    /// Windows: the running screen reader (NVDA, JAWS …), in its own voice
    /// and rate; elsewhere the system voice, which Orca shares
    Reader,
    /// Print only: a screen reader or braille display reads the lines
    Text,
    /// Nothing but the printed lines
    None,
}

/// Whether a screen reader that `--speech reader` can speak through is
/// running (Windows: NVDA, JAWS and others, found by Tolk).
#[cfg(windows)]
pub fn screen_reader_running() -> bool {
    tts::Tts::screen_reader_available()
}

#[cfg(not(windows))]
pub fn screen_reader_running() -> bool {
    false
}

/// What a backend did with an utterance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Spoke {
    Done,
    Fallback(Fallback),
}

/// The built-in voice has no clip for `word`; `to` ("tts" or "text") spoke
/// instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fallback {
    pub word: String,
    pub to: &'static str,
}

/// What a speech service reports about the sentences it was given.
pub struct Events {
    /// Said to their end.
    pub ended: u32,
    /// Cut, by annabella or by another program (a screen reader).
    pub cut: u32,
    /// Begun after a sentence sent later.
    pub reordered: u32,
    /// From the first request to its first word (`u32::MAX`: never began).
    pub first_word_ms: u32,
    /// Each sentence sent, in order, and what became of it (`None`: no
    /// event yet).
    pub heard: Vec<(String, Option<Fate>)>,
}

/// What speaks: the backend a [`Speech`] opened, which may be another than
/// the one chosen (a voice that would not open falls back to text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Clips,
    Tts,
    Reader,
    Text,
    None,
    /// The tests' recording speaker.
    Recorder,
}

impl Backend {
    /// The word the settings and `--speech` use for it.
    pub fn word(self) -> &'static str {
        match self {
            Backend::Clips => "clips",
            Backend::Tts => "tts",
            Backend::Reader => "reader",
            Backend::Text => "text",
            Backend::None => "none",
            Backend::Recorder => "recorder",
        }
    }

    /// Whether this is the backend `choice` asks for (`auto` asks for none
    /// in particular).
    pub fn is(self, choice: Choice) -> bool {
        matches!(
            (self, choice),
            (Backend::Clips, Choice::Clips)
                | (Backend::Tts, Choice::Tts)
                | (Backend::Reader, Choice::Reader)
                | (Backend::Text, Choice::Text)
                | (Backend::None, Choice::None)
        )
    }
}

/// A backend. `interrupt` cuts whatever it is saying.
pub trait Speaker: Send {
    fn backend(&self) -> Backend;
    fn speak(&mut self, channel: Channel, text: &str, interrupt: bool) -> Spoke;
    fn stop(&mut self);
    /// Whether a public announcement is being said now.
    fn saying_public(&self) -> bool;
    /// Whether anything is being said now.
    fn busy(&self) -> bool;
    /// What the backend reports, where it does (the speech service).
    fn events(&self) -> Option<Events> {
        None
    }
    /// The backend takes requests but gives no sound (a speech service
    /// without an audio server): speech goes to text instead.
    fn silent(&self) -> bool {
        false
    }
    /// Rate and volume in percent of normal.
    fn set_rate(&mut self, _percent: u32) {}
    fn set_volume(&mut self, _percent: u32) {}
    fn earcon(&mut self, _earcon: Earcon) {}
}

/// Printing is speech enough: the line mode prints every line already.
pub struct Silent(pub Backend);

impl Speaker for Silent {
    fn backend(&self) -> Backend {
        self.0
    }
    fn speak(&mut self, _: Channel, _: &str, _: bool) -> Spoke {
        Spoke::Done
    }
    fn stop(&mut self) {}
    fn saying_public(&self) -> bool {
        false
    }
    fn busy(&self) -> bool {
        false
    }
}

/// Settings that shape speech.
#[derive(Debug, Clone)]
pub struct Options {
    /// The vocabularies the voice takes words from, its own first: the
    /// built-in voice's clips come from each.
    pub voices: Vec<String>,
    /// BCP 47 language of the voice, for the system voice.
    pub language: String,
    pub rate: u32,
    pub volume: u32,
    pub earcons: bool,
    pub gap_ms: u32,
    pub public_device: Option<String>,
    pub private_device: Option<String>,
    /// Also write every request to this file, one line each (tests, the arbiter).
    pub log: Option<PathBuf>,
}

/// The speaker in use, with the rules of who may cut whom.
pub struct Speech {
    speaker: Box<dyn Speaker>,
    last_public: Option<String>,
    earcons: bool,
    log: Option<std::fs::File>,
    /// Notices for the user (which backend, which fallback), said once.
    told: Vec<Fallback>,
    /// The latest request was a warning or the flag: until it is said,
    /// only a newer one cuts it.
    urgent: bool,
    /// The backend gave no sound and text took over; not yet told.
    silenced: bool,
    /// Why the backend chosen by name (not `auto`) could not be had.
    why: Option<SpeechError>,
}

/// The speech the settings ask for, and the backend to name if it was
/// picked by `auto` (said once). In a pipe, `auto` is text: a pipe is a
/// script or another program.
pub fn open_speech(
    choice: Choice,
    options: &Options,
    interactive: bool,
) -> (Speech, Option<Backend>) {
    let choice = match choice {
        Choice::Auto if !interactive => Choice::Text,
        choice => choice,
    };
    let speech = Speech::open(choice, options);
    let told = (choice == Choice::Auto || !speech.backend().is(choice)).then(|| speech.backend());
    (speech, told)
}

impl Speech {
    /// What a start says of the speech: the backend, where it is not the
    /// one chosen (or `auto` chose it), and why the one chosen by name
    /// could not be had.
    pub fn said_at_start(&self, told: Option<Backend>, t: &Text) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(told) = told {
            lines.push(t.speech_backend(told.word()));
            if let Some(why) = &self.why {
                lines.push(t.speech_not_had(&why.said(t)));
            }
        }
        lines
    }

    /// Opens the chosen backend. `auto` tries the built-in voice, then the
    /// system voice, then text. Returns the speech and the backend's name.
    pub fn open(choice: Choice, options: &Options) -> Speech {
        let mut why = None;
        let mut kept = |e: SpeechError| {
            why.get_or_insert(e);
        };
        let speaker: Box<dyn Speaker> = match choice {
            Choice::None => Box::new(Silent(Backend::None)),
            Choice::Text => Box::new(Silent(Backend::Text)),
            Choice::Tts => match SystemVoice::open(&options.language) {
                Ok(s) => Box::new(s),
                Err(e) => {
                    kept(e);
                    Box::new(Silent(Backend::Text))
                }
            },
            Choice::Reader => match SystemVoice::open_reader(&options.language) {
                Ok(s) => Box::new(s),
                Err(e) => {
                    kept(e);
                    Box::new(Silent(Backend::Text))
                }
            },
            Choice::Clips => match ClipSpeaker::open(options) {
                Ok(s) => Box::new(s),
                Err(e) => {
                    kept(e);
                    match SystemVoice::open(&options.language) {
                        Ok(s) => Box::new(s),
                        Err(_) => Box::new(Silent(Backend::Text)),
                    }
                }
            },
            Choice::Auto => match ClipSpeaker::open(options) {
                Ok(s) => Box::new(s),
                Err(_) => match SystemVoice::open(&options.language) {
                    Ok(s) => Box::new(s),
                    Err(_) => Box::new(Silent(Backend::Text)),
                },
            },
        };
        let log = options
            .log
            .as_ref()
            .and_then(|p| crate::shell::bounded::append_file(p).ok());
        let mut speech = Speech {
            speaker,
            last_public: None,
            earcons: options.earcons,
            log,
            told: Vec::new(),
            urgent: false,
            silenced: false,
            why,
        };
        speech.speaker.set_rate(options.rate);
        speech.speaker.set_volume(options.volume);
        speech
    }

    /// A speech that prints only (`text`), for tests and pipes.
    pub fn text() -> Speech {
        Speech {
            speaker: Box::new(Silent(Backend::Text)),
            last_public: None,
            earcons: false,
            log: None,
            told: Vec::new(),
            urgent: false,
            silenced: false,
            why: None,
        }
    }

    pub fn backend(&self) -> Backend {
        self.speaker.backend()
    }

    /// The last public announcement, for the large-letter panel.
    pub fn last_public(&self) -> Option<&str> {
        self.last_public.as_deref()
    }

    fn log(&mut self, what: &str) {
        if let Some(f) = self.log.as_mut() {
            let _ = writeln!(f, "{what}");
        }
    }

    /// Says `text`. A public announcement cuts whatever is said; private
    /// speech waits behind an announcement and cuts only stale private speech.
    /// Returns a fallback of the backend to tell the user, once per word.
    /// A warning or the flag, still being said, is not cut: what comes
    /// next waits behind it.
    pub fn say(&mut self, channel: Channel, text: &str) -> Option<Fallback> {
        if self.urgent && !self.speaker.busy() {
            self.urgent = false;
        }
        let interrupt = match channel {
            _ if self.urgent => false,
            Channel::Public => true,
            Channel::Private => !self.speaker.saying_public(),
        };
        self.speak(channel, text, interrupt)
    }

    /// A low-time warning or the flag: private; it waits for what is being
    /// said (an answer in progress is never cut by the clock), and is cut
    /// only by a newer one (never by an answer, a key's echo or an
    /// announcement that follows).
    pub fn say_urgent(&mut self, text: &str) -> Option<Fallback> {
        let interrupt = self.urgent && self.speaker.busy();
        let said = self.speak(Channel::Private, text, interrupt);
        self.urgent = true;
        said
    }

    /// Stops private speech (a view closed: what it was reading is of no
    /// more use); an announcement being said goes on.
    pub fn stop_private(&mut self) {
        if !self.speaker.saying_public() {
            self.log("stop	private");
            self.speaker.stop();
        }
    }

    /// The echo of a typed key: said only when nothing else is being said,
    /// so it never cuts anything.
    pub fn echo(&mut self, text: &str) {
        if self.speaker.busy() {
            self.log(&format!("echo\tdropped\t{text}"));
            return;
        }
        self.log(&format!("echo\tqueue\t{text}"));
        self.speaker.speak(Channel::Private, text, false);
    }

    /// Says lines one after another, the first cutting what is being said
    /// (a page of the history).
    pub fn say_all(&mut self, channel: Channel, lines: &[String]) {
        for (i, line) in lines.iter().enumerate() {
            if i == 0 {
                self.say(channel, line);
            } else {
                self.say_in_turn(channel, line);
            }
        }
    }

    /// Says `text` after whatever is being said (a list of moves, one after another).
    pub fn say_in_turn(&mut self, channel: Channel, text: &str) -> Option<Fallback> {
        self.speak(channel, text, false)
    }

    /// A backend that has given no sound is replaced by text, once; the
    /// caller tells the user (`take_silenced`).
    fn check_silent(&mut self) {
        if self.speaker.silent() {
            self.log("backend\tsilent");
            self.speaker = Box::new(Silent(Backend::Text));
            self.silenced = true;
        }
    }

    /// True once after the backend was found silent and text took over.
    pub fn take_silenced(&mut self) -> bool {
        self.check_silent();
        std::mem::take(&mut self.silenced)
    }

    fn speak(&mut self, channel: Channel, text: &str, interrupt: bool) -> Option<Fallback> {
        self.check_silent();
        let kind = match channel {
            Channel::Public => "public",
            Channel::Private => "private",
        };
        let how = if interrupt { "cut" } else { "queue" };
        self.log(&format!("{kind}\t{how}\t{text}"));
        if channel == Channel::Public {
            self.last_public = Some(text.to_string());
        }
        match self.speaker.speak(channel, text, interrupt) {
            Spoke::Done => None,
            Spoke::Fallback(fallback) if self.told.contains(&fallback) => None,
            Spoke::Fallback(fallback) => {
                self.told.push(fallback.clone());
                Some(fallback)
            }
        }
    }

    /// Says the last announcement again.
    pub fn repeat(&mut self) -> bool {
        match self.last_public.clone() {
            Some(text) => {
                self.log(&format!("public\tcut\t{text}"));
                self.speaker.speak(Channel::Public, &text, true);
                true
            }
            None => false,
        }
    }

    pub fn earcon(&mut self, earcon: Earcon) {
        if self.earcons {
            self.log(&format!("earcon\t{earcon:?}"));
            self.speaker.earcon(earcon);
        }
    }

    pub fn set_earcons(&mut self, on: bool) {
        self.earcons = on;
    }

    pub fn set_rate(&mut self, percent: u32) {
        self.log(&format!("rate\t{percent}"));
        self.speaker.set_rate(percent);
    }

    pub fn set_volume(&mut self, percent: u32) {
        self.log(&format!("volume\t{percent}"));
        self.speaker.set_volume(percent);
    }

    pub fn stop(&mut self) {
        self.speaker.stop();
    }

    /// Waits until everything is said, at most `limit` (a one-shot command
    /// must not exit in the middle of a word).
    pub fn finish(&mut self, limit: Duration) {
        if matches!(self.speaker.backend(), Backend::Text | Backend::None) {
            return;
        }
        let until = Instant::now() + limit;
        // Give the backend a moment to start before asking whether it is busy.
        std::thread::sleep(Duration::from_millis(60));
        while self.speaker.busy() && Instant::now() < until {
            if self.speaker.silent() {
                self.check_silent();
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        // What the service reports, for whoever reads the log (the tests
        // beside a screen reader).
        if let Some(e) = self.speaker.events() {
            self.log(&format!(
                "events\tended {}\tcut {}\treordered {}\tfirst word after {} ms",
                e.ended, e.cut, e.reordered, e.first_word_ms
            ));
            for (text, fate) in e.heard {
                let fate = match fate {
                    Some(Fate::Ended) => "ended",
                    Some(Fate::Cut) => "cut",
                    Some(Fate::Begun) => "begun",
                    None => "unheard",
                };
                self.log(&format!("heard\t{fate}\t{text}"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    type Said = Arc<Mutex<Vec<(Channel, String, bool)>>>;

    /// A speaker that writes down what it was asked and says "public" for a while.
    struct Recorder {
        said: Said,
        public_now: Arc<Mutex<bool>>,
        busy: Arc<Mutex<bool>>,
    }

    impl Speaker for Recorder {
        fn backend(&self) -> Backend {
            Backend::Recorder
        }
        fn speak(&mut self, channel: Channel, text: &str, interrupt: bool) -> Spoke {
            self.said
                .lock()
                .unwrap()
                .push((channel, text.to_string(), interrupt));
            *self.public_now.lock().unwrap() = channel == Channel::Public;
            if text.contains("Quatsch") {
                Spoke::Fallback(Fallback {
                    word: "Quatsch".into(),
                    to: "tts",
                })
            } else {
                Spoke::Done
            }
        }
        fn stop(&mut self) {}
        fn saying_public(&self) -> bool {
            *self.public_now.lock().unwrap()
        }
        fn busy(&self) -> bool {
            *self.busy.lock().unwrap()
        }
    }

    fn speech() -> (Speech, Said, Arc<Mutex<bool>>) {
        let (speech, said, public_now, _) = speech_busy();
        (speech, said, public_now)
    }

    fn speech_busy() -> (Speech, Said, Arc<Mutex<bool>>, Arc<Mutex<bool>>) {
        let said = Arc::new(Mutex::new(Vec::new()));
        let public_now = Arc::new(Mutex::new(false));
        let busy = Arc::new(Mutex::new(false));
        let speaker = Recorder {
            said: said.clone(),
            public_now: public_now.clone(),
            busy: busy.clone(),
        };
        let speech = Speech {
            speaker: Box::new(speaker),
            last_public: None,
            earcons: true,
            log: None,
            told: Vec::new(),
            urgent: false,
            silenced: false,
            why: None,
        };
        (speech, said, public_now, busy)
    }

    #[test]
    fn a_key_echo_never_cuts_and_a_warning_is_cut_only_by_a_newer_one() {
        let (mut s, said, _, busy) = speech_busy();
        // The clock's warning waits for an answer in progress (issue 31).
        s.say(
            Channel::Private,
            "Step 2 of 3: move Bauer from Eva sechs to Eva fünf.",
        );
        *busy.lock().unwrap() = true;
        s.say_urgent("White: 18 seconds left");
        *busy.lock().unwrap() = true;
        // The echo is dropped while the warning is said.
        s.echo("e");
        // An answer and an announcement wait behind it.
        s.say(Channel::Private, "White to move.");
        s.say_urgent("White: 17 seconds left");
        s.say(Channel::Public, "Bauer Eva vier");
        *busy.lock().unwrap() = false;
        s.echo("4");
        let said = said.lock().unwrap().clone();
        let got: Vec<(&str, bool)> = said.iter().map(|(_, t, cut)| (t.as_str(), *cut)).collect();
        assert_eq!(
            got,
            [
                ("Step 2 of 3: move Bauer from Eva sechs to Eva fünf.", true),
                ("White: 18 seconds left", false),
                ("White to move.", false),
                ("White: 17 seconds left", true),
                ("Bauer Eva vier", false),
                ("4", false),
            ]
        );
    }

    #[test]
    fn announcements_cut_and_private_speech_waits_behind_them() {
        let (mut s, said, public_now) = speech();
        s.say(Channel::Public, "Springer Felix drei");
        s.say(Channel::Private, "Weiß: 5 Minuten übrig");
        *public_now.lock().unwrap() = false;
        s.say(Channel::Private, "1 Minute");
        s.say(Channel::Public, "Bauer Eva vier");
        let said = said.lock().unwrap().clone();
        let cuts: Vec<bool> = said.iter().map(|(_, _, cut)| *cut).collect();
        // The announcement cuts; private waits while an announcement plays; stale private is cut.
        assert_eq!(cuts, vec![true, false, true, true]);
    }

    #[test]
    fn repeat_says_the_last_announcement_again() {
        let (mut s, said, _) = speech();
        assert!(!s.repeat());
        s.say(Channel::Public, "Kurze Rochade");
        s.say(Channel::Private, "Weiß am Zug");
        assert!(s.repeat());
        let last = said.lock().unwrap().last().cloned().unwrap();
        assert_eq!(last, (Channel::Public, "Kurze Rochade".to_string(), true));
    }

    #[test]
    fn a_fallback_is_told_once() {
        let (mut s, _, _) = speech();
        assert_eq!(
            s.say(Channel::Private, "Quatsch eins"),
            Some(Fallback {
                word: "Quatsch".into(),
                to: "tts"
            })
        );
        assert_eq!(s.say(Channel::Private, "Quatsch zwei"), None);
    }

    #[test]
    fn auto_without_sound_or_speech_service_falls_back_and_never_panics() {
        // With no server to reach, every backend choice opens something.
        for choice in [Choice::Text, Choice::None] {
            let s = Speech::open(
                choice,
                &Options {
                    voices: vec!["de".into()],
                    language: "de-DE".into(),
                    rate: 100,
                    volume: 100,
                    earcons: true,
                    gap_ms: 60,
                    public_device: None,
                    private_device: None,
                    log: None,
                },
            );
            assert_eq!(
                s.backend(),
                if choice == Choice::Text {
                    Backend::Text
                } else {
                    Backend::None
                }
            );
        }
    }

    /// Takes requests, never speaks, and after one request says it is silent.
    struct Mute(bool);

    impl Speaker for Mute {
        fn backend(&self) -> Backend {
            Backend::Tts
        }
        fn speak(&mut self, _: Channel, _: &str, _: bool) -> Spoke {
            self.0 = true;
            Spoke::Done
        }
        fn stop(&mut self) {}
        fn saying_public(&self) -> bool {
            self.0
        }
        fn busy(&self) -> bool {
            self.0
        }
        fn silent(&self) -> bool {
            self.0
        }
    }

    #[test]
    fn a_silent_backend_gives_way_to_text_and_is_told_once() {
        let mut s = Speech::text();
        s.speaker = Box::new(Mute(false));
        s.say(Channel::Public, "Bauer Eva vier");
        assert_eq!(s.backend(), Backend::Tts);
        // A one-shot command's wait ends at once.
        s.finish(Duration::from_secs(60));
        assert_eq!(s.backend(), Backend::Text);
        assert!(s.take_silenced());
        assert!(!s.take_silenced());
        s.say(Channel::Public, "Bauer Eva fünf");
        assert!(!s.take_silenced());
    }
}
