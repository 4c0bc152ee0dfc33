//! The broadcast's HTTP server: `GET` and `HEAD` of `/game.pgn` and
//! `/status.json`, nothing else. It never writes anything, never reads a
//! path a client names, and answers from the texts the game last handed
//! over, so that no client, however slow or many, holds the game up.

use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use tiny_http::{Header, Method, Request, Response};

use super::Published;

/// Threads that answer requests: a client slow to take its answer holds
/// up one of them, not the others.
const WORKERS: usize = 4;

pub struct Server {
    http: Arc<tiny_http::Server>,
    workers: Vec<JoinHandle<()>>,
    address: String,
}

impl Server {
    /// Listens on `address` ("127.0.0.1:8064"); the error where it cannot
    /// (taken, not this machine's, no such host).
    pub fn start(address: &str, shared: Arc<Mutex<Published>>) -> std::io::Result<Server> {
        // Binding fails with the system's own error (taken, not this
        // machine's), which is then said in the user's language.
        let http =
            tiny_http::Server::http(address).map_err(|e| match e.downcast::<std::io::Error>() {
                Ok(e) => *e,
                Err(e) => std::io::Error::new(std::io::ErrorKind::AddrNotAvailable, e),
            })?;
        let address = match http.server_addr() {
            tiny_http::ListenAddr::IP(a) => a.to_string(),
            #[cfg(unix)]
            tiny_http::ListenAddr::Unix(_) => address.to_string(),
        };
        let http = Arc::new(http);
        let workers = (0..WORKERS)
            .filter_map(|i| {
                let (http, shared) = (http.clone(), shared.clone());
                std::thread::Builder::new()
                    .name(format!("annabella-broadcast-{i}"))
                    .spawn(move || {
                        while let Ok(request) = http.recv() {
                            answer(request, &shared);
                        }
                    })
                    .ok()
            })
            .collect();
        Ok(Server {
            http,
            workers,
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
    /// The server stops with the game: each worker let go, then joined.
    fn drop(&mut self) {
        for _ in &self.workers {
            self.http.unblock();
        }
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}

fn header(name: &str, value: &str) -> Option<Header> {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).ok()
}

/// One request answered; a client gone meanwhile is no concern of the game.
fn answer(request: Request, shared: &Mutex<Published>) {
    // The path alone: a query (a viewer's cache-buster) changes nothing.
    let path = request.url().split('?').next().unwrap_or_default();
    let kind = match path {
        "/game.pgn" => Some("application/x-chess-pgn; charset=utf-8"),
        "/status.json" => Some("application/json; charset=utf-8"),
        _ => None,
    };
    let response = match (kind, request.method()) {
        (None, _) => Response::from_string("Not found\n").with_status_code(404),
        (Some(kind), Method::Get | Method::Head) => {
            let body = {
                let p = shared.lock().unwrap_or_else(|p| p.into_inner());
                if path == "/game.pgn" {
                    p.pgn.clone()
                } else {
                    p.status.clone()
                }
            };
            let mut r = Response::from_string(body.to_string());
            // A broadcast polls for what is new: no cache between.
            for h in [
                header("Content-Type", kind),
                header("Cache-Control", "no-cache"),
                header("Access-Control-Allow-Origin", "*"),
            ]
            .into_iter()
            .flatten()
            {
                r.add_header(h);
            }
            r
        }
        (Some(_), _) => {
            let mut r = Response::from_string("Only GET and HEAD\n").with_status_code(405);
            if let Some(h) = header("Allow", "GET, HEAD") {
                r.add_header(h);
            }
            r
        }
    };
    let _ = request.respond(response);
}
