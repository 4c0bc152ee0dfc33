//! The arbiter's overview asks each board for its status: a thread a
//! board, so that a board that does not answer holds up no other, each
//! asking again `every` after it last began.

use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use crate::core::broadcast::Status;
use crate::core::broadcast::overview::Polled;

/// The longest a board's answer is waited for: under the time between
/// polls, so that one poll never runs into the next.
fn patience(every: Duration) -> Duration {
    (every * 3 / 4).clamp(Duration::from_millis(200), Duration::from_secs(10))
}

/// Starts a thread for each board (`host:port`), sending what each poll
/// brings as `wrap(index, polled)` until the receiver is gone.
pub fn start<E: Send + 'static>(
    boards: &[String],
    every: Duration,
    tx: &Sender<E>,
    wrap: fn(usize, Polled) -> E,
) {
    for (index, board) in boards.iter().enumerate() {
        let url = format!("http://{board}/status.json");
        let tx = tx.clone();
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(patience(every)))
            // The tournament's own network: no proxy of the environment
            // between the arbiter and a board.
            .proxy(None)
            .max_redirects(0)
            .http_status_as_error(true)
            .build()
            .into();
        let _ = std::thread::Builder::new()
            .name(format!("annabella-poll-{index}"))
            .spawn(move || {
                loop {
                    let began = Instant::now();
                    let polled = ask(&agent, &url);
                    if tx.send(wrap(index, polled)).is_err() {
                        return;
                    }
                    std::thread::sleep(every.saturating_sub(began.elapsed()));
                }
            });
    }
}

/// What a board's address answers: its status, something else, or nothing.
pub fn ask(agent: &ureq::Agent, url: &str) -> Polled {
    let mut response = match agent.get(url).call() {
        Ok(r) => r,
        // An answer, but an error's (a wrong path, another program).
        Err(ureq::Error::StatusCode(_)) => return Polled::Foreign,
        Err(_) => return Polled::Failed,
    };
    let text = response
        .body_mut()
        .with_config()
        .limit(1 << 20)
        .read_to_string();
    match text {
        Ok(text) => Status::from_json(&text).map_or(Polled::Foreign, Polled::answered),
        Err(_) => Polled::Failed,
    }
}
