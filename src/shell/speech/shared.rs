//! What the system voice's handle (`system_voice`) and each platform's
//! thread (`ssip_voice`, `tts_voice`) share: the requests the handle sends
//! and the flags the thread keeps up to date. Apart from both, so that
//! neither side reaches into the other.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

/// A request to the voice's thread.
pub(super) enum VoiceRequest {
    Speak {
        text: String,
        interrupt: bool,
        /// An announcement for the table, not private speech.
        public: bool,
    },
    Stop,
    /// Percent of the normal rate.
    Rate(u32),
    /// Percent of full volume.
    Volume(u32),
}

/// What the thread reports: whether anything is being said, and whether an
/// announcement (public) is among it. Only the thread says what is being
/// said; the handle counts the requests still on their way to it, so that
/// a voice the thread has just found quiet (a cut's last event) is still
/// busy with what was asked after.
#[derive(Clone, Default)]
pub(super) struct Flags {
    speaking: Arc<AtomicBool>,
    public: Arc<AtomicBool>,
    /// Requests to speak sent and not yet handled, and the public ones.
    pending: Arc<AtomicU32>,
    pending_public: Arc<AtomicU32>,
    /// The service has said something to its end at least once: it reaches
    /// a sound device.
    pub ended: Arc<AtomicBool>,
    /// Sentences said to their end, and sentences cut (by annabella or by
    /// another program, such as a screen reader), for the speech log.
    pub ends: Arc<AtomicU32>,
    pub cuts: Arc<AtomicU32>,
    /// Sentences begun before one sent ahead of them.
    pub reordered: Arc<AtomicU32>,
    /// Milliseconds from the first request to its first word (`u32::MAX`
    /// until it begins): behind another program's speech this is how long
    /// the table waits for an announcement.
    pub first_begin_ms: Arc<AtomicU32>,
    /// What became of each sentence, for the speech log.
    pub heard: Arc<Mutex<Heard>>,
}

/// What became of each sentence sent to the service, as its events say.
/// The service numbers messages as they come and tells a connection only
/// of its own, in order: the k-th smallest number heard of is the k-th
/// sentence sent.
#[derive(Default)]
pub struct Heard {
    sent: Vec<String>,
    by_id: BTreeMap<u64, Fate>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fate {
    Begun,
    Ended,
    Cut,
}

// Only speech-dispatcher numbers its messages and reports each one's fate;
// the other platforms' voices leave the list empty.
#[cfg_attr(
    not(target_os = "linux"),
    allow(dead_code, reason = "filled by the speech-dispatcher thread only")
)]
impl Heard {
    pub fn sent(&mut self, text: &str) {
        self.sent.push(text.to_string());
    }

    /// An event for message `id`; an end or a cut is final.
    pub fn event(&mut self, id: u64, fate: Fate) {
        let now = self.by_id.entry(id).or_insert(fate);
        if *now == Fate::Begun {
            *now = fate;
        }
    }

    /// Each sentence sent, with its fate (`None`: no event yet).
    pub fn fates(&self) -> Vec<(String, Option<Fate>)> {
        let mut fates = self.by_id.values().copied();
        self.sent
            .iter()
            .map(|t| (t.clone(), fates.next()))
            .collect()
    }
}

impl Flags {
    /// The handle is sending a request to speak.
    pub(super) fn asked(&self, public: bool) {
        self.pending.fetch_add(1, Ordering::SeqCst);
        if public {
            self.pending_public.fetch_add(1, Ordering::SeqCst);
        }
    }

    /// The thread has handled a request to speak: what it says is noted
    /// (`saying`) before this.
    pub fn handled(&self, public: bool) {
        self.pending.fetch_sub(1, Ordering::SeqCst);
        if public {
            self.pending_public.fetch_sub(1, Ordering::SeqCst);
        }
    }

    /// The thread has a sentence being said or queued in the service.
    pub fn saying(&self, public: bool) {
        self.speaking.store(true, Ordering::SeqCst);
        if public {
            self.public.store(true, Ordering::SeqCst);
        }
    }

    /// The voice has gone quiet.
    pub fn quiet(&self) {
        self.speaking.store(false, Ordering::SeqCst);
        self.public.store(false, Ordering::SeqCst);
    }

    /// Whether the thread has anything to say (its own view).
    pub fn speaking(&self) -> bool {
        self.speaking.load(Ordering::SeqCst)
    }

    pub(super) fn busy(&self) -> bool {
        self.pending.load(Ordering::SeqCst) > 0 || self.speaking()
    }

    pub(super) fn saying_public(&self) -> bool {
        self.pending_public.load(Ordering::SeqCst) > 0
            || (self.public.load(Ordering::SeqCst) && self.speaking())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_sentence_gets_the_fate_of_its_message_in_order() {
        let mut heard = Heard::default();
        for t in ["one", "two", "three", "four"] {
            heard.sent(t);
        }
        // Numbers are the service's, shared with other programs: gaps.
        heard.event(41, Fate::Begun);
        heard.event(43, Fate::Cut);
        heard.event(41, Fate::Ended);
        heard.event(47, Fate::Begun);
        heard.event(47, Fate::Begun);
        let fates = heard.fates();
        assert_eq!(
            fates.iter().map(|(_, f)| *f).collect::<Vec<_>>(),
            [Some(Fate::Ended), Some(Fate::Cut), Some(Fate::Begun), None]
        );
        // An end or a cut is final.
        heard.event(43, Fate::Ended);
        assert_eq!(heard.fates()[1].1, Some(Fate::Cut));
    }
}
