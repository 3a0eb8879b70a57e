//! ADB transport packets: a 24-byte header of six little-endian u32s, then the payload.

use std::io::{self, Read, Write};

pub const A_CNXN: u32 = 0x4e58_4e43;
pub const A_AUTH: u32 = 0x4854_5541;
pub const A_OPEN: u32 = 0x4e45_504f;
pub const A_OKAY: u32 = 0x5941_4b4f;
pub const A_CLSE: u32 = 0x4553_4c43;
pub const A_WRTE: u32 = 0x4554_5257;
pub const A_STLS: u32 = 0x534c_5453;

/// The newest protocol version we speak (the one that lets peers skip checksums; we fill
/// them in anyway, as adb_client checks them).
pub const A_VERSION: u32 = 0x0100_0001;
/// The largest payload we accept and offer.
pub const MAX_PAYLOAD: u32 = 1024 * 1024;

const HEADER_LEN: usize = 24;

/// One packet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packet {
    pub command: u32,
    pub arg0: u32,
    pub arg1: u32,
    pub payload: Vec<u8>,
}

impl Packet {
    pub fn new(command: u32, arg0: u32, arg1: u32, payload: Vec<u8>) -> Packet {
        Packet {
            command,
            arg0,
            arg1,
            payload,
        }
    }

    /// Header and payload as sent: the checksum is always the byte sum of the payload.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER_LEN + self.payload.len());
        let check = self
            .payload
            .iter()
            .fold(0u32, |sum, &b| sum.wrapping_add(u32::from(b)));
        for word in [
            self.command,
            self.arg0,
            self.arg1,
            self.payload.len() as u32,
            check,
            self.command ^ 0xffff_ffff,
        ] {
            out.extend_from_slice(&word.to_le_bytes());
        }
        out.extend_from_slice(&self.payload);
        out
    }

    /// Reads one packet. Checks the magic and the length (not the checksum: peers at
    /// version 0x01000001 send 0 there). `Ok(None)` on a clean end of stream before a header.
    pub fn read(reader: &mut impl Read, max_payload: u32) -> io::Result<Option<Packet>> {
        let mut header = [0u8; HEADER_LEN];
        let mut got = 0;
        while got < HEADER_LEN {
            match reader.read(&mut header[got..]) {
                Ok(0) if got == 0 => return Ok(None),
                Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
                Ok(n) => got += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        let word = |i: usize| {
            let mut b = [0u8; 4];
            b.copy_from_slice(&header[i * 4..i * 4 + 4]);
            u32::from_le_bytes(b)
        };
        let (command, length, magic) = (word(0), word(3), word(5));
        if magic != command ^ 0xffff_ffff {
            return Err(invalid(format!(
                "bad packet magic {magic:#010x} for command {command:#010x}"
            )));
        }
        if length > max_payload {
            return Err(invalid(format!(
                "packet payload of {length} bytes exceeds the maximum of {max_payload}"
            )));
        }
        let mut payload = vec![0u8; length as usize];
        reader.read_exact(&mut payload)?;
        Ok(Some(Packet::new(command, word(1), word(2), payload)))
    }

    pub fn write(&self, writer: &mut impl Write) -> io::Result<()> {
        writer.write_all(&self.encode())?;
        writer.flush()
    }
}

/// The four-letter name of a command, for log lines.
pub fn command_name(command: u32) -> String {
    let bytes = command.to_le_bytes();
    if bytes.iter().all(u8::is_ascii_uppercase) {
        String::from_utf8_lossy(&bytes).into_owned()
    } else {
        format!("{command:#010x}")
    }
}

fn invalid(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_with_checksum_and_magic() {
        let p = Packet::new(A_WRTE, 7, 9, b"ab".to_vec());
        let bytes = p.encode();
        assert_eq!(&bytes[..4], b"WRTE");
        assert_eq!(&bytes[16..20], &(97u32 + 98).to_le_bytes());
        assert_eq!(&bytes[20..24], &(A_WRTE ^ 0xffff_ffff).to_le_bytes());
        let back = Packet::read(&mut &bytes[..], MAX_PAYLOAD).unwrap().unwrap();
        assert_eq!(back, p);
        assert_eq!(command_name(A_CNXN), "CNXN");
    }

    #[test]
    fn bad_magic_length_and_truncation_are_errors() {
        let mut bytes = Packet::new(A_OKAY, 1, 2, vec![1; 10]).encode();
        assert!(Packet::read(&mut &bytes[..], 4).is_err());
        assert!(Packet::read(&mut &bytes[..20], MAX_PAYLOAD).is_err());
        assert!(Packet::read(&mut &bytes[..30], MAX_PAYLOAD).is_err());
        bytes[20] ^= 1;
        assert!(Packet::read(&mut &bytes[..], MAX_PAYLOAD).is_err());
        assert!(Packet::read(&mut &[][..], MAX_PAYLOAD).unwrap().is_none());
    }
}
