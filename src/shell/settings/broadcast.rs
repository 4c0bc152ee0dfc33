//! `[broadcast]`: the game served while it is played, for a live broadcast
//! and the arbiter's overview.

use serde::{Deserialize, Deserializer};

use super::problem::{Allowed, Noun};
use super::value::parsed;
use crate::core::clock::{MAX_TYPED_HOURS, Span, parse_span};

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BroadcastSettings {
    /// Every game served, as `--broadcast` does.
    pub serve: bool,
    /// Where: "HOST:PORT", a bare port read as on this machine only.
    #[serde(deserialize_with = "address")]
    pub address: String,
    /// How long the moves are held back from the broadcast.
    #[serde(deserialize_with = "delay")]
    pub delay: Span,
}

/// "8064" (this machine only: 127.0.0.1), "0.0.0.0:8064", "[::1]:8064",
/// "hall-pc:8064", a host alone on port 8064; port 0 is any free port,
/// as the opening lines say.
pub fn read_address(text: &str) -> Option<String> {
    let text = text.trim();
    if let Ok(port) = text.parse::<u16>() {
        return Some(format!("127.0.0.1:{port}"));
    }
    if text.parse::<std::net::SocketAddr>().is_ok() {
        return Some(text.to_string());
    }
    // A host alone: the port the overview asks by default.
    let port = crate::core::broadcast::overview::DEFAULT_PORT;
    match text.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V6(ip)) => return Some(format!("[{ip}]:{port}")),
        Ok(ip) => return Some(format!("{ip}:{port}")),
        Err(_) => {}
    }
    let plain = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '.';
    if !text.is_empty() && text.chars().all(plain) {
        return Some(format!("{text}:{port}"));
    }
    let (host, port) = text.rsplit_once(':')?;
    (!host.is_empty() && host.chars().all(plain) && port.parse::<u16>().is_ok())
        .then(|| text.to_string())
}

/// A delay, a bare number being minutes (as tournaments give it); none is "0".
pub fn read_delay(text: &str) -> Option<Span> {
    parse_span(text, Span::minutes(1)).filter(|s| *s >= Span::ZERO)
}

fn address<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    parsed(d, Noun::Address, Allowed::Address, read_address)
}

fn delay<'de, D: Deserializer<'de>>(d: D) -> Result<Span, D::Error> {
    let allowed = Allowed::Time {
        hours: MAX_TYPED_HOURS,
    };
    parsed(d, Noun::Time, allowed, read_delay)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_a_port_or_a_host_and_a_port() {
        assert_eq!(read_address("8064").as_deref(), Some("127.0.0.1:8064"));
        assert_eq!(read_address(" 0.0.0.0:80 ").as_deref(), Some("0.0.0.0:80"));
        assert_eq!(read_address("[::1]:8064").as_deref(), Some("[::1]:8064"));
        assert_eq!(
            read_address("hall-pc:8064").as_deref(),
            Some("hall-pc:8064")
        );
        for bad in [
            "",
            "hall pc:80",
            "x:99999",
            "http://x:80",
            "/etc/passwd",
            ":80",
        ] {
            assert_eq!(read_address(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_delay_is_minutes_when_bare() {
        assert_eq!(read_delay("15"), Some(Span::minutes(15)));
        assert_eq!(read_delay("90s"), Some(Span::seconds(90)));
        assert_eq!(read_delay("0"), Some(Span::ZERO));
        assert_eq!(read_delay("soon"), None);
    }
}
