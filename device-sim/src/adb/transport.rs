//! One host connection: the handshake, the table of open streams, and flow control.
//!
//! A reader thread owns the socket's read side and routes packets to streams; each stream's
//! service runs on its own thread and writes through the shared [`Link`]. A stream sends one
//! WRTE at a time and waits for the peer's OKAY before the next, as the protocol asks.

use std::collections::{HashMap, VecDeque};
use std::io;
use std::net::{Shutdown, TcpStream};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};

use super::packet::{
    command_name, Packet, A_AUTH, A_CLSE, A_CNXN, A_OKAY, A_OPEN, A_STLS, A_VERSION, A_WRTE,
    MAX_PAYLOAD,
};
use super::services::{self, Service};
use super::Device;

/// What a stream's service receives from the reader thread.
enum Event {
    Data(Vec<u8>),
    Ack,
    Closed,
}

/// An event as [`Stream::next_event`] hands it on (a close ends the events instead).
enum Incoming {
    Data(Vec<u8>),
    Ack,
}

/// The write side of a connection, shared by its streams.
pub(crate) struct Link {
    socket: Mutex<TcpStream>,
    max_payload: AtomicU32,
    peer: String,
    streams: Mutex<HashMap<u32, Sender<Event>>>,
}

impl Link {
    fn send(&self, packet: &Packet) -> io::Result<()> {
        let mut socket = self
            .socket
            .lock()
            .map_err(|_| io::Error::other("connection writer poisoned"))?;
        packet.write(&mut *socket)
    }

    /// Cuts the connection at once, as a device unplugged mid-transfer would.
    pub(crate) fn drop_connection(&self) {
        if let Ok(socket) = self.socket.lock() {
            // The peer may already be gone; there is nothing left to do then.
            let _ = socket.shutdown(Shutdown::Both);
        }
    }

    pub(crate) fn peer(&self) -> &str {
        &self.peer
    }

    fn max_payload(&self) -> usize {
        self.max_payload.load(Ordering::Relaxed) as usize
    }

    fn unregister(&self, local: u32) {
        if let Ok(mut streams) = self.streams.lock() {
            streams.remove(&local);
        }
    }
}

/// One open stream as its service sees it.
pub(crate) struct Stream {
    local: u32,
    remote: u32,
    link: Arc<Link>,
    events: Receiver<Event>,
    /// A WRTE of ours still waits for its OKAY.
    unacked: bool,
    /// Peer data that arrived while we waited for an OKAY (not yet OKAYed ourselves).
    pending: VecDeque<Vec<u8>>,
    /// The peer's next WRTE also acknowledges our last one. True for sync: adb_client does
    /// not OKAY the last reply to a request, it sends the next request.
    data_acks: bool,
    peer_closed: bool,
}

impl Stream {
    pub(crate) fn link(&self) -> &Link {
        &self.link
    }

    pub(crate) fn max_payload(&self) -> usize {
        self.link.max_payload()
    }

    pub(crate) fn set_data_acks(&mut self, on: bool) {
        self.data_acks = on;
    }

    /// The next chunk of peer data; `None` once the peer closed the stream or the connection.
    pub(crate) fn read(&mut self) -> Option<Vec<u8>> {
        let data = match self.pending.pop_front() {
            Some(data) => data,
            None => loop {
                match self.next_event()? {
                    Incoming::Data(data) => break data,
                    Incoming::Ack => self.unacked = false,
                }
            },
        };
        // Acknowledged only now that it is consumed: the peer's pace follows ours.
        self.send(A_OKAY).ok()?;
        Some(data)
    }

    /// Sends `bytes` in WRTEs of at most the negotiated payload size.
    pub(crate) fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        for chunk in bytes.chunks(self.max_payload().max(1)) {
            self.wait_ack()?;
            self.link.send(&Packet::new(
                A_WRTE,
                self.local,
                self.remote,
                chunk.to_vec(),
            ))?;
            self.unacked = true;
        }
        Ok(())
    }

    /// Closes our side (the peer is not asked to acknowledge our last WRTE first).
    pub(crate) fn close(self) {
        // Drop does the work.
    }

    fn wait_ack(&mut self) -> io::Result<()> {
        while self.unacked {
            match self.next_event() {
                Some(Incoming::Ack) => self.unacked = false,
                Some(Incoming::Data(data)) => {
                    self.pending.push_back(data);
                    if self.data_acks {
                        self.unacked = false;
                    }
                }
                None => {
                    return Err(io::Error::new(
                        io::ErrorKind::BrokenPipe,
                        "the host closed the stream",
                    ))
                }
            }
        }
        Ok(())
    }

    /// The next event; `None` (and the stream marked closed) when the peer closed it.
    fn next_event(&mut self) -> Option<Incoming> {
        if self.peer_closed {
            return None;
        }
        match self.events.recv() {
            Ok(Event::Data(data)) => Some(Incoming::Data(data)),
            Ok(Event::Ack) => Some(Incoming::Ack),
            Ok(Event::Closed) | Err(_) => {
                self.peer_closed = true;
                None
            }
        }
    }

    fn send(&self, command: u32) -> io::Result<()> {
        self.link
            .send(&Packet::new(command, self.local, self.remote, Vec::new()))
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        self.link.unregister(self.local);
        if !self.peer_closed {
            // The connection may be gone already; then there is no one to tell.
            let _ = self.send(A_CLSE);
        }
    }
}

/// Serves one host connection until it closes.
pub(crate) fn serve(socket: TcpStream, device: Device) -> io::Result<()> {
    let peer = socket
        .peer_addr()
        .map_or_else(|_| "unknown peer".to_string(), |a| a.to_string());
    let mut reader = socket.try_clone()?;
    let link = Arc::new(Link {
        socket: Mutex::new(socket),
        max_payload: AtomicU32::new(4096),
        peer,
        streams: Mutex::new(HashMap::new()),
    });
    let result = route(&mut reader, &link, &device);
    // Wake every service still waiting on the host: dropping the senders ends their reads.
    if let Ok(mut streams) = link.streams.lock() {
        streams.clear();
    }
    result
}

fn route(reader: &mut TcpStream, link: &Arc<Link>, device: &Device) -> io::Result<()> {
    let mut connected = false;
    let mut next_local: u32 = 1;
    while let Some(packet) = Packet::read(reader, MAX_PAYLOAD)? {
        match packet.command {
            A_CNXN => {
                let max = packet.arg1.clamp(256, MAX_PAYLOAD);
                link.max_payload.store(max, Ordering::Relaxed);
                let version = packet.arg0.min(A_VERSION);
                // No AUTH: the simulator trusts every host, like a device with auth disabled.
                link.send(&Packet::new(
                    A_CNXN,
                    version,
                    MAX_PAYLOAD,
                    device.banner().into_bytes(),
                ))?;
                if !connected {
                    device.log(&format!(
                        "{}: connected ({})",
                        link.peer,
                        String::from_utf8_lossy(&packet.payload).trim_end_matches('\0')
                    ));
                }
                connected = true;
            }
            A_OPEN if connected => {
                let remote = packet.arg0;
                let name = String::from_utf8_lossy(&packet.payload)
                    .trim_end_matches('\0')
                    .to_string();
                let service = match services::parse(&name) {
                    Ok(service) => service,
                    Err(why) => {
                        device.log(&format!("{}: refused `{name}`: {why}", link.peer));
                        link.send(&Packet::new(A_CLSE, 0, remote, Vec::new()))?;
                        continue;
                    }
                };
                let local = next_local;
                next_local = next_local.wrapping_add(1).max(1);
                let (sender, events) = mpsc::channel();
                if let Ok(mut streams) = link.streams.lock() {
                    streams.insert(local, sender);
                }
                link.send(&Packet::new(A_OKAY, local, remote, Vec::new()))?;
                let stream = Stream {
                    local,
                    remote,
                    link: Arc::clone(link),
                    events,
                    unacked: false,
                    pending: VecDeque::new(),
                    data_acks: false,
                    peer_closed: false,
                };
                spawn_service(service, stream, device.clone())?;
            }
            A_OKAY | A_WRTE | A_CLSE if connected => {
                let local = packet.arg1;
                let event = match packet.command {
                    A_OKAY => Event::Ack,
                    A_WRTE => Event::Data(packet.payload),
                    _ => Event::Closed,
                };
                let sender = link
                    .streams
                    .lock()
                    .ok()
                    .and_then(|s| s.get(&local).cloned());
                match sender {
                    Some(sender) => {
                        let closing = matches!(event, Event::Closed);
                        if sender.send(event).is_err() || closing {
                            link.unregister(local);
                        }
                    }
                    // Data for a stream we closed already: tell the host it is gone.
                    None if packet.command == A_WRTE => {
                        link.send(&Packet::new(A_CLSE, 0, packet.arg0, Vec::new()))?;
                    }
                    None => {}
                }
            }
            A_AUTH | A_STLS => device.log(&format!(
                "{}: ignored {} (the simulator never asks for authentication)",
                link.peer,
                command_name(packet.command)
            )),
            other => device.log(&format!(
                "{}: ignored {} before or outside a connection",
                link.peer,
                command_name(other)
            )),
        }
    }
    Ok(())
}

fn spawn_service(service: Service, stream: Stream, device: Device) -> io::Result<()> {
    std::thread::Builder::new()
        .name("adb-service".into())
        .spawn(move || services::run(service, stream, &device))
        .map(|_| ())
}
