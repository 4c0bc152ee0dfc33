//! The system voice on Linux: speech-dispatcher, spoken to in its own
//! protocol (SSIP, through the `ssip-client-async` crate's blocking client).
//! The language is set by name and speech-dispatcher picks its voice: no
//! list of espeak-ng's 13,000 variants is read (the `tts` crate did that, at
//! 2 s of CPU before the first word), and nothing is linked from C, so the
//! build needs neither libspeechd nor libclang.
//!
//! One thread owns the connection: it sends what the speaker asks for and
//! reads speech-dispatcher's answers and events (begin, end, cancel), which
//! arrive interleaved on the same socket.

use std::collections::VecDeque;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::{Duration, Instant};

use ssip_client_async::{
    Client, ClientError, ClientName, ClientScope, MessageScope, NotificationType, Priority,
    Response,
};

use super::SpeechError;
use super::shared::{Fate, Flags, VoiceRequest};

/// How long a read waits for speech-dispatcher before the thread looks for
/// new requests: short, so a cut is not held up behind a read.
const POLL: Duration = Duration::from_millis(10);
/// How long speech-dispatcher may take to answer a request.
const ANSWER: Duration = Duration::from_secs(3);

type Connection = Client<std::os::unix::net::UnixStream>;

/// The socket: `SPEECHD_ADDRESS` (`unix_socket:PATH`) where it is set, else
/// the standard one under `$XDG_RUNTIME_DIR`, where speech-dispatcher is
/// started on demand (as libspeechd does) when it is not yet running.
fn connect() -> Result<Connection, SpeechError> {
    let service = |e: &dyn std::fmt::Display| SpeechError::Service(e.to_string());
    let mut builder = ssip_client_async::fifo::synchronous::Builder::new();
    builder.timeout(POLL);
    match std::env::var("SPEECHD_ADDRESS") {
        Ok(address) => {
            let path = address.strip_prefix("unix_socket:").ok_or_else(|| {
                SpeechError::Service(format!(
                    "SPEECHD_ADDRESS {address}: only unix_socket:PATH is supported"
                ))
            })?;
            builder.path(path);
            builder.build().map_err(|e| service(&e))
        }
        Err(_) => builder.build().or_else(|_| {
            builder.with_spawn().map_err(|e| service(&e))?;
            builder.build().map_err(|e| service(&e))
        }),
    }
}

/// Whether `e` is only the read timeout: nothing has come yet.
fn nothing_yet(e: &ClientError) -> bool {
    matches!(e, ClientError::Io(io) if matches!(io.kind(),
        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut))
}

/// The priority whose SSIP word is `word`. The `ssip` crate (0.5.0) puts
/// `Priority::Important` on the wire as "message" and `Priority::Progress`
/// as "important", so naming the variant sent every announcement at
/// `message`, where a screen reader's line held it back until its end. The
/// variant is found by the word it writes, right whether or not the crate is
/// ever corrected.
fn priority(word: &str) -> Priority {
    [
        Priority::Important,
        Priority::Message,
        Priority::Text,
        Priority::Notification,
        Priority::Progress,
    ]
    .into_iter()
    .find(|p| p.to_string() == word)
    .unwrap_or(Priority::Text)
}

/// The channel's priority: announcements `important` (said at once, never
/// cut by another program), private speech `message`, as a screen reader's
/// own messages are.
fn priority_of(public: bool) -> Priority {
    priority(if public { "important" } else { "message" })
}

/// A sentence that waits in annabella, not in speech-dispatcher.
struct Waiting {
    text: String,
    public: bool,
}

/// The speaker's state as the thread sees it: how many of its messages are
/// queued or sounding. speech-dispatcher reports the end or the cancel of
/// every message (a cancel reports each message it drops), so the count
/// returns to zero exactly when it has gone quiet.
struct Tracker {
    outstanding: u32,
    flags: Flags,
    /// When the first sentence was sent, until its first word.
    first_sent: Option<Instant>,
    first_done: bool,
    /// The priority set on the connection (public or not), set again only
    /// when it changes.
    priority: Option<bool>,
    /// Sentences in turn held back until this program's earlier speech is
    /// over: speech-dispatcher says every `important` message before any
    /// `message` one and stops a `message` one being said for it, so an
    /// announcement sent in turn behind private speech would jump ahead of
    /// it or cut it.
    waiting: VecDeque<Waiting>,
    /// The message id of the last sentence begun: speech-dispatcher numbers
    /// messages as they come, so a smaller one means an order not kept.
    last_begun: Option<u64>,
}

impl Tracker {
    fn note(&mut self, response: &Response) {
        match response {
            Response::MessageQueued => self.outstanding += 1,
            Response::EventBegin(id) => {
                if let Ok(id) = id.message.parse::<u64>() {
                    self.heard(id, Fate::Begun);
                    if self.last_begun.is_some_and(|last| id < last) {
                        self.flags
                            .reordered
                            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                    self.last_begun = Some(id);
                }
                if let (Some(sent), false) = (self.first_sent, self.first_done) {
                    let ms = sent.elapsed().as_millis().min(u32::MAX as u128 - 1) as u32;
                    self.flags
                        .first_begin_ms
                        .store(ms, std::sync::atomic::Ordering::Relaxed);
                    self.first_done = true;
                }
            }
            Response::EventEnd(id) | Response::EventCanceled(id) => {
                use std::sync::atomic::Ordering::Relaxed;
                let ended = matches!(response, Response::EventEnd(_));
                if ended {
                    self.flags.ended.store(true, Relaxed);
                    self.flags.ends.fetch_add(1, Relaxed);
                } else {
                    self.flags.cuts.fetch_add(1, Relaxed);
                }
                if let Ok(id) = id.message.parse::<u64>() {
                    self.heard(id, if ended { Fate::Ended } else { Fate::Cut });
                }
                self.outstanding = self.outstanding.saturating_sub(1);
                if self.outstanding == 0 && self.waiting.is_empty() {
                    self.flags.quiet();
                }
            }
            _ => {}
        }
    }

    fn heard(&self, id: u64, fate: Fate) {
        if let Ok(mut heard) = self.flags.heard.lock() {
            heard.event(id, fate);
        }
    }

    /// Reads until `wanted` answers, noting every event on the way.
    fn answer(
        &mut self,
        client: &mut Connection,
        wanted: fn(&Response) -> bool,
    ) -> Result<(), ClientError> {
        let until = Instant::now() + ANSWER;
        loop {
            match client.receive() {
                Ok(r) => {
                    self.note(&r);
                    if wanted(&r) {
                        return Ok(());
                    }
                }
                Err(e) if nothing_yet(&e) && Instant::now() < until => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// Whether a sentence in turn must wait here: an announcement while this
    /// program's private speech is still queued or sounding, and anything
    /// behind a sentence that waits.
    fn must_wait(&self, public: bool) -> bool {
        !self.waiting.is_empty() || self.behind_private(public)
    }

    /// Whether `public` speech now would cut or pass this program's own
    /// private speech, still queued or sounding.
    fn behind_private(&self, public: bool) -> bool {
        public && self.outstanding > 0 && self.priority == Some(false)
    }

    /// Sends what waits, as far as the order allows. When what waited was
    /// only empty sentences, the voice is quiet now (no event will say so).
    fn release(&mut self, client: &mut Connection) -> Result<(), ClientError> {
        let mut sent = false;
        while let Some(next) = self.waiting.front() {
            if self.behind_private(next.public) {
                return Ok(());
            }
            let Waiting { text, public } = self.waiting.pop_front().expect("a front");
            self.speak(client, &text, false, public)?;
            sent = true;
        }
        if sent && self.outstanding == 0 {
            self.flags.quiet();
        }
        Ok(())
    }

    /// Says `text`, or keeps it for later (`must_wait`). Beside a screen
    /// reader on the same speech-dispatcher, priorities keep the table's
    /// rules: an announcement is `important` (never cut by another program,
    /// and what it would say waits), private speech is `message`, as a
    /// screen reader's own messages are.
    fn say(
        &mut self,
        client: &mut Connection,
        text: String,
        interrupt: bool,
        public: bool,
    ) -> Result<(), ClientError> {
        if interrupt {
            self.waiting.clear();
        } else if self.must_wait(public) {
            self.waiting.push_back(Waiting { text, public });
            self.flags.saying(public);
            return Ok(());
        }
        self.speak(client, &text, interrupt, public)
    }

    fn speak(
        &mut self,
        client: &mut Connection,
        text: &str,
        interrupt: bool,
        public: bool,
    ) -> Result<(), ClientError> {
        if interrupt {
            self.cancel(client)?;
        }
        if text.trim().is_empty() {
            return Ok(());
        }
        if self.priority != Some(public) {
            client.set_priority(priority_of(public))?;
            self.answer(client, |r| matches!(r, Response::PrioritySet))?;
            self.priority = Some(public);
        }
        self.first_sent.get_or_insert_with(Instant::now);
        client.speak()?;
        self.answer(client, |r| matches!(r, Response::ReceivingData))?;
        // SSIP ends the text at a line holding only a dot; a sentence never
        // holds a line break, but one must not end it early.
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        client.send_lines(&lines)?;
        self.answer(client, |r| matches!(r, Response::MessageQueued))?;
        if let Ok(mut heard) = self.flags.heard.lock() {
            heard.sent(text);
        }
        self.flags.saying(public);
        Ok(())
    }

    fn cancel(&mut self, client: &mut Connection) -> Result<(), ClientError> {
        self.waiting.clear();
        client.cancel(MessageScope::Last)?;
        self.answer(client, |r| matches!(r, Response::Canceled))
    }
}

/// The rate in percent of normal (100) on SSIP's scale (-100..100, 0 normal).
fn ssip_rate(percent: u32) -> i8 {
    (percent.min(200) as i32 - 100) as i8
}

/// The volume in percent (0..100) on SSIP's scale (-100..100).
fn ssip_volume(percent: u32) -> i8 {
    (percent.min(100) as i32 * 2 - 100) as i8
}

/// Connects to speech-dispatcher, sets the language and starts the
/// connection's thread; fails (never panics) when there is no service.
pub(super) fn start(language: &str, flags: Flags) -> Result<Sender<VoiceRequest>, SpeechError> {
    let mut client = connect()?;
    flags
        .first_begin_ms
        .store(u32::MAX, std::sync::atomic::Ordering::Relaxed);
    let mut tracker = Tracker {
        outstanding: 0,
        flags,
        first_sent: None,
        first_done: false,
        priority: None,
        waiting: VecDeque::new(),
        last_begun: None,
    };
    let user = std::env::var("USER").unwrap_or_else(|_| "user".into());
    let set_up = |client: &mut Connection, tracker: &mut Tracker| {
        client.set_client_name(ClientName::new(&user, "annabella"))?;
        tracker.answer(client, |r| matches!(r, Response::ClientNameSet))?;
        client.set_notification(NotificationType::All, true)?;
        tracker.answer(client, |r| matches!(r, Response::NotificationSet))?;
        client.set_language(ClientScope::Current, language)?;
        tracker.answer(client, |r| matches!(r, Response::LanguageSet))
    };
    set_up(&mut client, &mut tracker).map_err(|e| {
        if nothing_yet(&e) {
            SpeechError::ServiceSilent
        } else {
            SpeechError::Service(e.to_string())
        }
    })?;
    let (tx, rx) = mpsc::channel::<VoiceRequest>();
    std::thread::Builder::new()
        .name("annabella-ssip".into())
        .spawn(move || serve(client, tracker, rx))
        .map_err(|e| SpeechError::Thread(e.to_string()))?;
    Ok(tx)
}

/// The connection's thread: requests in order, events in between.
fn serve(mut client: Connection, mut tracker: Tracker, rx: Receiver<VoiceRequest>) {
    loop {
        let asked = match rx.try_recv() {
            Ok(ask) => ask,
            Err(TryRecvError::Disconnected) => {
                let _ = client.quit();
                return;
            }
            // Nothing asked and nothing being said: no event is awaited, so
            // the thread sleeps until it is asked (polling the socket here
            // cost an idle interface most of its CPU).
            Err(TryRecvError::Empty) if tracker.outstanding == 0 && tracker.waiting.is_empty() => {
                match rx.recv() {
                    Ok(ask) => ask,
                    Err(_) => {
                        let _ = client.quit();
                        return;
                    }
                }
            }
            Err(TryRecvError::Empty) => {
                // Nothing asked: wait for an event, a short while.
                let heard = match client.receive() {
                    Ok(r) => {
                        tracker.note(&r);
                        Ok(())
                    }
                    Err(e) if nothing_yet(&e) => Ok(()),
                    Err(e) => Err(e),
                };
                // The service went away: nothing more will be said.
                if heard.and_then(|()| tracker.release(&mut client)).is_err() {
                    tracker.outstanding = 0;
                    tracker.waiting.clear();
                    tracker.flags.quiet();
                    return;
                }
                continue;
            }
        };
        let stopped = matches!(asked, VoiceRequest::Stop);
        let done = match asked {
            VoiceRequest::Speak {
                text,
                interrupt,
                public,
            } => {
                let said = tracker.say(&mut client, text, interrupt, public);
                tracker.flags.handled(public);
                said
            }
            VoiceRequest::Stop => tracker.cancel(&mut client),
            VoiceRequest::Rate(p) => client
                .set_rate(ClientScope::Current, ssip_rate(p))
                .and_then(|c| tracker.answer(c, |r| matches!(r, Response::RateSet))),
            VoiceRequest::Volume(p) => client
                .set_volume(ClientScope::Current, ssip_volume(p))
                .and_then(|c| tracker.answer(c, |r| matches!(r, Response::VolumeSet))),
        };
        let done = done.and_then(|()| tracker.release(&mut client));
        // After a stop with nothing left queued no event will come to say
        // so (a sentence that waited for the clips and was cut never went out).
        if (done.is_err() || stopped) && tracker.outstanding == 0 {
            tracker.waiting.clear();
            tracker.flags.quiet();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_go_at_important_and_private_speech_at_message() {
        assert_eq!(priority_of(true).to_string(), "important");
        assert_eq!(priority_of(false).to_string(), "message");
    }

    #[test]
    fn rate_and_volume_map_onto_ssip_scales() {
        assert_eq!(ssip_rate(100), 0);
        assert_eq!(ssip_rate(50), -50);
        assert_eq!(ssip_rate(400), 100);
        assert_eq!(ssip_rate(0), -100);
        assert_eq!(ssip_volume(100), 100);
        assert_eq!(ssip_volume(50), 0);
        assert_eq!(ssip_volume(0), -100);
    }
}
