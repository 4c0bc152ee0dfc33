//! The broadcast's HTTP server: `GET` and `HEAD` of `/game.pgn` and
//! `/status.json`, nothing else. It never writes anything, never reads a
//! path a client names, and answers from the texts the game last handed
//! over, so that no client, however slow or many, holds the game up.
//!
//! Whatever a client sends is bounded: hyper reads a request's head into a
//! buffer of [`HEAD_BYTES`] (and at most [`MOST_HEADERS`] headers), and
//! answers 431 past it; a request that carries a body is answered 413 and
//! its body is never read; a head must arrive within [`HEAD_TIME`], and a
//! connection lives at most [`CONNECTION_TIME`]. Every connection is
//! served by one thread of its own (tokio's, on one core), and past
//! [`MOST_CONNECTIONS`] a new one is closed as it comes: a thousand
//! clients cost the game no thread and a few megabytes at most.

use std::convert::Infallible;
use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::sync::{Semaphore, oneshot};

use super::Published;

/// The longest head of a request (its line and headers), in bytes: a
/// browser's is under one kilobyte.
pub const HEAD_BYTES: usize = 8 * 1024;
/// The most headers a request may have.
pub const MOST_HEADERS: usize = 32;
/// How long a client may take to send a request's head.
pub const HEAD_TIME: Duration = Duration::from_secs(5);
/// The longest a connection is kept, however busy: a viewer polling once a
/// second reconnects after it, a client that holds one open is let go.
pub const CONNECTION_TIME: Duration = Duration::from_secs(30);
/// Connections served at once; one more is closed as it arrives.
pub const MOST_CONNECTIONS: usize = 512;

pub struct Server {
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
    address: String,
}

impl Server {
    /// Listens on `address` ("127.0.0.1:8064"); the error where it cannot
    /// (taken, not this machine's, no such host).
    pub fn start(address: &str, shared: Arc<Mutex<Published>>) -> std::io::Result<Server> {
        // Bound here, so that the system's own error (taken, not this
        // machine's) is the caller's, to be said in the user's language.
        let listener = TcpListener::bind(address)?;
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?.to_string();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()?;
        let (stop, stopped) = oneshot::channel();
        let thread = std::thread::Builder::new()
            .name("annabella-broadcast".into())
            .spawn(move || {
                below_the_game();
                runtime.block_on(serve(listener, shared, stopped));
            })?;
        Ok(Server {
            stop: Some(stop),
            thread: Some(thread),
            address,
        })
    }

    /// Where others reach it: where it listens on every address of the
    /// machine (0.0.0.0, [::]), the address this machine's traffic leaves
    /// from, where it has a route out; `None` where it knows none.
    pub fn reached_at(&self) -> Option<String> {
        let bound: std::net::SocketAddr = self.address.parse().ok()?;
        if !bound.ip().is_unspecified() {
            return Some(self.address.clone());
        }
        // A UDP socket "connected" sends nothing; it only asks the system
        // which of its addresses the route out leaves from (std only: one
        // address is all the opening line names).
        let probe = if bound.is_ipv4() {
            ("0.0.0.0:0", "192.0.2.1:9")
        } else {
            ("[::]:0", "[2001:db8::1]:9")
        };
        let socket = std::net::UdpSocket::bind(probe.0).ok()?;
        socket.connect(probe.1).ok()?;
        let mut at = socket.local_addr().ok()?;
        at.set_port(bound.port());
        Some(at.to_string())
    }

    pub fn port(&self) -> u16 {
        self.address
            .parse::<std::net::SocketAddr>()
            .map_or(0, |a| a.port())
    }
}

impl Drop for Server {
    /// The server stops with the game: its loop told, its thread joined,
    /// every connection closed with it.
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The server's thread yields the processor to the game's: a flood of
/// requests slows the broadcast, never the answer to a typed move.
#[cfg(target_os = "linux")]
fn below_the_game() {
    // SAFETY: gettid has no preconditions; setpriority on this thread's own
    // id changes its nice value and nothing else.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 10);
    }
}

#[cfg(not(target_os = "linux"))]
fn below_the_game() {}

/// Accepts connections until told to stop, each served as a task of its own.
async fn serve(
    listener: TcpListener,
    shared: Arc<Mutex<Published>>,
    mut stopped: oneshot::Receiver<()>,
) {
    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
        return;
    };
    let slots = Arc::new(Semaphore::new(MOST_CONNECTIONS));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEAD_TIME)
        .max_header_size(HEAD_BYTES)
        .max_buf_size(2 * HEAD_BYTES)
        .max_headers(MOST_HEADERS);
    loop {
        let accepted = tokio::select! {
            _ = &mut stopped => return,
            accepted = listener.accept() => accepted,
        };
        let stream = match accepted {
            Ok((stream, _)) => stream,
            // Out of file descriptors, or a connection reset before it was
            // taken: a moment's pause, not a loop that spins.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // One connection too many is closed as it comes (dropped here).
        let Ok(slot) = slots.clone().try_acquire_owned() else {
            continue;
        };
        let _ = stream.set_nodelay(true);
        let shared = shared.clone();
        let service = hyper::service::service_fn(move |request: Request<Incoming>| {
            let response = answer(&request, &shared);
            async move { Ok::<_, Infallible>(response) }
        });
        let connection = http.serve_connection(TokioIo::new(stream), service);
        tokio::spawn(async move {
            let mut connection = std::pin::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => {}
                _ = tokio::time::sleep(CONNECTION_TIME) => {
                    // An answer being written is finished; then closed.
                    connection.as_mut().graceful_shutdown();
                    let _ = tokio::time::timeout(Duration::from_secs(2), connection).await;
                }
            }
            drop(slot);
        });
    }
}

/// A response with a short text and its status.
fn plain(status: StatusCode, text: &'static str) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from_static(text.as_bytes())));
    *r.status_mut() = status;
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    r
}

/// Whether a request says it carries a body (none of ours has one).
fn has_body(request: &Request<Incoming>) -> bool {
    let headers = request.headers();
    headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .is_some_and(|v| v.as_bytes() != b"0")
}

/// The answer to one request, from the texts the game handed over. A
/// request that carries a body is answered and its connection closed, so
/// that its body is never read, neither here nor as the next request.
fn answer(request: &Request<Incoming>, shared: &Mutex<Published>) -> Response<Full<Bytes>> {
    let mut response = respond(request, shared);
    if has_body(request) {
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    response
}

fn respond(request: &Request<Incoming>, shared: &Mutex<Published>) -> Response<Full<Bytes>> {
    let path = request.uri().path();
    let kind = match path {
        "/game.pgn" => Some("application/x-chess-pgn; charset=utf-8"),
        "/status.json" => Some("application/json; charset=utf-8"),
        _ => None,
    };
    match (kind, request.method()) {
        (None, _) => plain(StatusCode::NOT_FOUND, "Not found\n"),
        // A GET or HEAD with a body is none a client of ours sends.
        (Some(_), &Method::GET | &Method::HEAD) if has_body(request) => plain(
            StatusCode::PAYLOAD_TOO_LARGE,
            "No request here has a body\n",
        ),
        (Some(kind), &Method::GET | &Method::HEAD) => {
            let body = {
                let p = shared.lock().unwrap_or_else(|p| p.into_inner());
                if path == "/game.pgn" {
                    p.pgn.clone()
                } else {
                    p.status.clone()
                }
            };
            let mut r = Response::new(Full::new(Bytes::from(body.to_string())));
            let headers = r.headers_mut();
            headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
            // A broadcast polls for what is new: no cache between.
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            headers.insert(
                header::ACCESS_CONTROL_ALLOW_ORIGIN,
                HeaderValue::from_static("*"),
            );
            r
        }
        (Some(_), _) => {
            let mut r = plain(StatusCode::METHOD_NOT_ALLOWED, "Only GET and HEAD\n");
            r.headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            r
        }
    }
}
