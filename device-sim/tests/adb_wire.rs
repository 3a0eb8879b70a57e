//! The transport and sync protocol at the packet level, with an in-process simulator:
//! handshake, checksums, refused services, flow control, and sync requests split across WRTEs
//! or packed into one.

use std::net::{TcpListener, TcpStream};
use std::time::Duration;

use adaptrace_test_support::{tier, Tier};
use device_sim::adb::packet::{
    Packet, A_CLSE, A_CNXN, A_OKAY, A_OPEN, A_VERSION, A_WRTE, MAX_PAYLOAD,
};
use device_sim::adb::{self, Device, Options};

struct Host {
    socket: TcpStream,
    _root: tempfile::TempDir,
    root: std::path::PathBuf,
}

impl Host {
    fn connect() -> Host {
        let dir = tempfile::tempdir().unwrap();
        let mut options = Options::new(dir.path().join("root"));
        options.cache = Some(dir.path().join("cache"));
        options.verbose = false;
        let device = Device::new(options).unwrap();
        let root = device.fs().root().to_path_buf();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        std::thread::spawn(move || adb::serve(listener, device));
        let socket = TcpStream::connect(address).unwrap();
        socket
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut host = Host {
            socket,
            _root: dir,
            root,
        };
        host.send(A_CNXN, A_VERSION, MAX_PAYLOAD, b"host::\0");
        let reply = host.recv();
        assert_eq!(reply.command, A_CNXN);
        assert_eq!(reply.arg0, A_VERSION);
        let banner = String::from_utf8(reply.payload).unwrap();
        assert!(banner.starts_with("device::"), "{banner}");
        assert!(banner.ends_with(";features=shell_v2"), "{banner}");
        host
    }

    fn send(&mut self, command: u32, arg0: u32, arg1: u32, payload: &[u8]) {
        Packet::new(command, arg0, arg1, payload.to_vec())
            .write(&mut self.socket)
            .unwrap();
    }

    fn recv(&mut self) -> Packet {
        // The raw bytes, to check the checksum the simulator filled in.
        let packet = Packet::read(&mut self.socket, MAX_PAYLOAD)
            .unwrap()
            .unwrap();
        let sum = packet.payload.iter().map(|&b| u32::from(b)).sum::<u32>();
        assert_eq!(&packet.encode()[16..20], &sum.to_le_bytes());
        packet
    }

    /// OPENs `service` as local id 7; returns the device's id.
    fn open(&mut self, service: &str) -> u32 {
        self.send(A_OPEN, 7, 0, format!("{service}\0").as_bytes());
        let okay = self.recv();
        assert_eq!((okay.command, okay.arg1), (A_OKAY, 7));
        okay.arg0
    }

    /// Sends a WRTE and takes the device's OKAY for it.
    fn write(&mut self, device: u32, bytes: &[u8]) {
        self.send(A_WRTE, 7, device, bytes);
        let okay = self.recv();
        assert_eq!((okay.command, okay.arg0, okay.arg1), (A_OKAY, device, 7));
    }

    /// Takes the device's next WRTE and acknowledges it.
    fn read(&mut self, device: u32) -> Vec<u8> {
        let packet = self.recv();
        assert_eq!(
            (packet.command, packet.arg0, packet.arg1),
            (A_WRTE, device, 7)
        );
        self.send(A_OKAY, 7, device, b"");
        packet.payload
    }
}

fn request(id: &[u8; 4], arg: &[u8]) -> Vec<u8> {
    let mut out = id.to_vec();
    out.extend_from_slice(&(arg.len() as u32).to_le_bytes());
    out.extend_from_slice(arg);
    out
}

#[test]
fn unknown_services_are_refused_with_clse() {
    if !tier(Tier::Device) {
        return;
    }
    let mut host = Host::connect();
    host.send(A_OPEN, 3, 0, b"reboot:\0");
    let reply = host.recv();
    assert_eq!((reply.command, reply.arg0, reply.arg1), (A_CLSE, 0, 3));
}

#[test]
fn shell_v2_frames_output_and_the_exit_code() {
    if !tier(Tier::Device) {
        return;
    }
    let mut host = Host::connect();
    let id = host.open("shell,v2,raw:getprop ro.build.version.sdk; ls /nope");
    let mut frames = Vec::new();
    loop {
        let packet = host.recv();
        match packet.command {
            A_WRTE => {
                frames.extend_from_slice(&packet.payload);
                host.send(A_OKAY, 7, id, b"");
            }
            A_CLSE => break,
            other => panic!("unexpected {other:#x}"),
        }
    }
    let mut expected = vec![1, 3, 0, 0, 0];
    expected.extend_from_slice(b"30\n");
    let err = b"ls: /nope: No such file or directory\n";
    expected.push(2);
    expected.extend_from_slice(&(err.len() as u32).to_le_bytes());
    expected.extend_from_slice(err);
    expected.extend_from_slice(&[3, 1, 0, 0, 0, 1]);
    assert_eq!(frames, expected);
}

#[test]
fn sync_requests_are_parsed_as_a_byte_stream() {
    if !tier(Tier::Device) {
        return;
    }
    let mut host = Host::connect();
    let id = host.open("sync:");
    // SEND split in the middle of its header and its path, data and DONE packed in one WRTE.
    let mut send = request(b"SEND", b"/sdcard/d/f.txt,0644");
    send.extend_from_slice(&request(b"DATA", b"hello "));
    send.extend_from_slice(&request(b"DATA", b"world"));
    send.extend_from_slice(b"DONE");
    send.extend_from_slice(&1_000_000_000u32.to_le_bytes());
    host.write(id, &send[..3]);
    host.write(id, &send[3..12]);
    host.write(id, &send[12..]);
    assert_eq!(host.read(id), request(b"OKAY", b""));
    assert_eq!(
        std::fs::read(host.root.join("sdcard/d/f.txt")).unwrap(),
        b"hello world"
    );

    // STAT of a missing path is all zeros; of the file its mode, size and mtime.
    let mut two = request(b"STAT", b"/sdcard/none");
    two.extend_from_slice(&request(b"STAT", b"/sdcard/d/f.txt"));
    host.write(id, &two);
    let mut zero = b"STAT".to_vec();
    zero.extend_from_slice(&[0; 12]);
    assert_eq!(host.read(id), zero);
    let stat = host.read(id);
    let word = |i: usize| u32::from_le_bytes(stat[i..i + 4].try_into().unwrap());
    assert_eq!((word(4), word(8), word(12)), (0o100_644, 11, 1_000_000_000));

    // RECV: DATA then DONE in the one WRTE; a missing file is a FAIL that ends the session.
    host.write(id, &request(b"RECV", b"/sdcard/d/f.txt"));
    let mut expected = request(b"DATA", b"hello world");
    expected.extend_from_slice(b"DONE\0\0\0\0");
    assert_eq!(host.read(id), expected);
    host.write(id, &request(b"RECV", b"/sdcard/none"));
    let fail = host.read(id);
    assert_eq!(&fail[..4], b"FAIL");
    assert!(String::from_utf8_lossy(&fail[8..]).contains("No such file or directory"));
    assert_eq!(host.recv().command, A_CLSE);
}

#[test]
fn sync_list_and_quit() {
    if !tier(Tier::Device) {
        return;
    }
    let mut host = Host::connect();
    std::fs::create_dir_all(host.root.join("sdcard/l/sub")).unwrap();
    std::fs::write(host.root.join("sdcard/l/b"), b"12").unwrap();
    let id = host.open("sync:");
    host.write(id, &request(b"LIST", b"/sdcard/l"));
    let listing = host.read(id);
    let mut names = Vec::new();
    let mut at = 0;
    while &listing[at..at + 4] == b"DENT" {
        let len = u32::from_le_bytes(listing[at + 16..at + 20].try_into().unwrap()) as usize;
        names.push(String::from_utf8(listing[at + 20..at + 20 + len].to_vec()).unwrap());
        at += 20 + len;
    }
    assert_eq!(names, [".", "..", "b", "sub"]);
    assert_eq!(&listing[at..], b"DONE\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0");
    // QUIT needs no answer but the transport's OKAY, then the stream closes.
    host.write(id, &request(b"QUIT", b""));
    assert_eq!(host.recv().command, A_CLSE);
}
