//! The services a host can OPEN, and the shell protocols (v1 raw bytes, v2 framed).

use std::io;

use super::shell;
use super::sync;
use super::transport::Stream;
use super::Device;

/// Output is sent in WRTEs of about this size rather than one per line.
const OUTPUT_FLUSH: usize = 64 * 1024;

/// Shell protocol v2 packet ids.
const V2_STDIN: u8 = 0;
const V2_STDOUT: u8 = 1;
const V2_STDERR: u8 = 2;
const V2_EXIT: u8 = 3;
const V2_CLOSE_STDIN: u8 = 4;

/// An OPENed service.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Service {
    /// `shell:CMD`, `shell,ARGS:CMD` or `exec:CMD`; `v2` frames stdout, stderr and the exit code.
    Shell { command: String, v2: bool },
    /// `sync:`.
    Sync,
}

/// The service a host names in OPEN, or why it is refused.
pub(crate) fn parse(name: &str) -> Result<Service, String> {
    if let Some(command) = name.strip_prefix("exec:") {
        return Ok(Service::Shell {
            command: command.to_string(),
            v2: false,
        });
    }
    if let Some(rest) = name.strip_prefix("shell") {
        // `shell:CMD` or `shell,v2,TERM=xterm,raw:CMD`: the arguments end at the first ':'.
        if let Some((args, command)) = rest.split_once(':') {
            if args.is_empty() || args.starts_with(',') {
                let v2 = args.split(',').any(|a| a == "v2");
                return Ok(Service::Shell {
                    command: command.to_string(),
                    v2,
                });
            }
        }
    }
    if name == "sync:" {
        return Ok(Service::Sync);
    }
    Err("the simulator implements only shell:, shell,v2:, exec: and sync:".into())
}

/// Runs `service` on `stream` to the end.
pub(crate) fn run(service: Service, mut stream: Stream, device: &Device) {
    let peer = stream.link().peer().to_string();
    let result = match service {
        Service::Sync => sync::run(&mut stream, device),
        Service::Shell { command, v2 } => {
            device.log(&format!(
                "{peer}: shell{} `{command}`",
                if v2 { " v2" } else { "" }
            ));
            let mut io = ShellIo::new(stream, v2);
            let code = shell::run(&command, &mut io, device);
            io.finish(code)
        }
    };
    if let Err(e) = result {
        device.log(&format!("{peer}: stream ended early: {e}"));
    }
}

/// A shell command's standard streams over one ADB stream.
pub(crate) struct ShellIo {
    stream: Stream,
    v2: bool,
    /// Output not yet sent (v2: already framed).
    out: Vec<u8>,
    /// v2 bytes received and not yet unframed.
    framed_in: Vec<u8>,
    stdin_closed: bool,
    /// The host went away: further output is dropped.
    broken: bool,
}

impl ShellIo {
    fn new(stream: Stream, v2: bool) -> ShellIo {
        ShellIo {
            stream,
            v2,
            out: Vec::new(),
            framed_in: Vec::new(),
            stdin_closed: false,
            broken: false,
        }
    }

    pub(crate) fn out(&mut self, bytes: &[u8]) {
        self.emit(V2_STDOUT, bytes);
    }

    pub(crate) fn err(&mut self, bytes: &[u8]) {
        self.emit(V2_STDERR, bytes);
    }

    /// Writes `line` and a newline to stdout.
    pub(crate) fn say(&mut self, line: &str) {
        self.out(format!("{line}\n").as_bytes());
    }

    /// Writes `line` and a newline to stderr.
    pub(crate) fn complain(&mut self, line: &str) {
        self.err(format!("{line}\n").as_bytes());
    }

    fn emit(&mut self, id: u8, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        if self.v2 {
            // Keep v2 frames small enough to fit the host's buffers.
            for chunk in bytes.chunks(OUTPUT_FLUSH) {
                self.out.push(id);
                self.out
                    .extend_from_slice(&(chunk.len() as u32).to_le_bytes());
                self.out.extend_from_slice(chunk);
            }
        } else {
            self.out.extend_from_slice(bytes);
        }
        if self.out.len() >= OUTPUT_FLUSH {
            self.flush();
        }
    }

    fn flush(&mut self) {
        if !self.broken && !self.out.is_empty() && self.stream.write(&self.out).is_err() {
            self.broken = true;
        }
        self.out.clear();
    }

    /// The next chunk of stdin; `None` at its end.
    pub(crate) fn read_stdin(&mut self) -> Option<Vec<u8>> {
        if self.stdin_closed {
            return None;
        }
        // What was written so far goes out before we wait on the host.
        self.flush();
        if !self.v2 {
            let data = self.stream.read();
            self.stdin_closed = data.is_none();
            return data;
        }
        loop {
            if self.framed_in.len() >= 5 {
                let mut len = [0u8; 4];
                len.copy_from_slice(&self.framed_in[1..5]);
                let len = u32::from_le_bytes(len) as usize;
                if self.framed_in.len() >= 5 + len {
                    let id = self.framed_in[0];
                    let data: Vec<u8> = self.framed_in.drain(..5 + len).skip(5).collect();
                    match id {
                        V2_STDIN if !data.is_empty() => return Some(data),
                        V2_CLOSE_STDIN => {
                            self.stdin_closed = true;
                            return None;
                        }
                        // Window-size changes and empty stdin packets mean nothing here.
                        _ => continue,
                    }
                }
            }
            match self.stream.read() {
                Some(data) => self.framed_in.extend_from_slice(&data),
                None => {
                    self.stdin_closed = true;
                    return None;
                }
            }
        }
    }

    /// Sends what is left, the exit code (v2), and closes the stream.
    fn finish(mut self, code: u8) -> io::Result<()> {
        if self.v2 {
            self.out.extend_from_slice(&[V2_EXIT, 1, 0, 0, 0, code]);
        }
        self.flush();
        let broken = self.broken;
        self.stream.close();
        if broken {
            return Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                "the host closed the shell stream before its output was sent",
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn service_names() {
        let shell = |command: &str, v2| Service::Shell {
            command: command.into(),
            v2,
        };
        assert_eq!(parse("shell:ls -l").unwrap(), shell("ls -l", false));
        assert_eq!(
            parse("shell,v2,TERM=xterm,raw:a:b").unwrap(),
            shell("a:b", true)
        );
        assert_eq!(parse("shell,raw:x").unwrap(), shell("x", false));
        assert_eq!(
            parse("exec:cmd package 'install'").unwrap(),
            shell("cmd package 'install'", false)
        );
        assert_eq!(parse("sync:").unwrap(), Service::Sync);
        for bad in ["shellx:ls", "reboot:", "tcp:5555", "sync:x", "framebuffer:"] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
