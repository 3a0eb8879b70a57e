//! The device list of an adb server (`host:devices`), asked directly.
//!
//! adb_client's `ADBServer` runs `adb start-server` before each request to a loopback
//! address, which starts a server on the *default* port whatever address was given; that would
//! hide "no server here" behind a side effect. So the list is asked here, with timeouts, and
//! adb_client is used for the device itself (`ADBServerDevice` never starts a server).

use std::io::{self, Read, Write};
use std::net::{SocketAddr, SocketAddrV4, TcpStream};
use std::time::Duration;

use super::DeviceError;

/// How long a server gets to accept and to answer the list request.
const TIMEOUT: Duration = Duration::from_secs(10);

/// One line of `adb devices`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    pub serial: String,
    /// `device` when usable; else `offline`, `unauthorized`, `recovery`, ...
    pub state: String,
}

/// The devices the adb server at `server` knows, in its order.
pub fn devices(server: SocketAddrV4) -> Result<Vec<Listed>, DeviceError> {
    let no_server = |source: io::Error| DeviceError::NoServer { server, source };
    let mut stream =
        TcpStream::connect_timeout(&SocketAddr::V4(server), TIMEOUT).map_err(no_server)?;
    stream.set_read_timeout(Some(TIMEOUT)).map_err(no_server)?;
    stream.set_write_timeout(Some(TIMEOUT)).map_err(no_server)?;
    let bad = |why: String| DeviceError::BadServer { server, why };
    let request = "host:devices";
    stream
        .write_all(format!("{:04x}{request}", request.len()).as_bytes())
        .map_err(|e| bad(format!("cannot send the request: {e}")))?;
    let mut status = [0u8; 4];
    stream
        .read_exact(&mut status)
        .map_err(|e| bad(format!("no answer to `{request}`: {e}")))?;
    let body = read_hex_block(&mut stream).map_err(|e| bad(format!("a short answer: {e}")))?;
    match &status {
        b"OKAY" => Ok(parse(&body)),
        b"FAIL" => Err(bad(format!("it refused `{request}`: {}", body.trim()))),
        other => Err(bad(format!(
            "it answered `{}`, not OKAY or FAIL: is it an adb server?",
            String::from_utf8_lossy(other).escape_debug()
        ))),
    }
}

/// A block of adb's host protocol: four hex digits of length, then that many bytes.
fn read_hex_block(stream: &mut impl Read) -> io::Result<String> {
    let mut len = [0u8; 4];
    stream.read_exact(&mut len)?;
    let len = std::str::from_utf8(&len)
        .ok()
        .and_then(|s| usize::from_str_radix(s, 16).ok())
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, "a length that is not hex"))?;
    let mut body = vec![0u8; len];
    stream.read_exact(&mut body)?;
    Ok(String::from_utf8_lossy(&body).into_owned())
}

fn parse(body: &str) -> Vec<Listed> {
    body.lines()
        .filter_map(|line| {
            let mut fields = line.split('\t');
            let serial = fields.next().filter(|s| !s.is_empty())?;
            let state = fields.next().unwrap_or("unknown");
            Some(Listed {
                serial: serial.to_string(),
                state: state.trim().to_string(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_device_list() {
        let listed = parse("127.0.0.1:5555\tdevice\nemulator-5554\toffline\n\n");
        assert_eq!(
            listed,
            vec![
                Listed {
                    serial: "127.0.0.1:5555".into(),
                    state: "device".into()
                },
                Listed {
                    serial: "emulator-5554".into(),
                    state: "offline".into()
                },
            ]
        );
        assert!(parse("").is_empty());
    }

    #[test]
    fn reads_hex_blocks() {
        let mut input: &[u8] = b"0005hello";
        assert_eq!(read_hex_block(&mut input).unwrap(), "hello");
        let mut short: &[u8] = b"0009hello";
        assert!(read_hex_block(&mut short).is_err());
        let mut bad: &[u8] = b"zzzzhello";
        assert!(read_hex_block(&mut bad).is_err());
    }

    #[test]
    fn a_closed_port_is_no_server() {
        // A port freed here may be taken at once by another test's server: then try another.
        let mut seen = Vec::new();
        for _ in 0..5 {
            let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
            let port = listener.local_addr().unwrap().port();
            drop(listener);
            let server = SocketAddrV4::new(std::net::Ipv4Addr::LOCALHOST, port);
            let text = devices(server).unwrap_err().to_string();
            if text.contains("start-server") {
                assert!(text.contains(&format!("127.0.0.1:{port}")), "{text}");
                return;
            }
            seen.push(text);
        }
        panic!("every freed port was taken again: {seen:?}");
    }
}
