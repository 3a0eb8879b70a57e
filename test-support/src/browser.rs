//! Opening a page or an SVG in headless Chromium, as a reader would, to catch what only a
//! browser shows: script errors and a page that draws nothing.
//!
//! Chromium is driven through the DevTools protocol over `--remote-debugging-pipe` (JSON
//! messages ended by a NUL byte; Chromium reads fd 3 and writes fd 4). Its `--enable-logging`
//! stderr is no use here: it logs every console message at INFO, so a `console.error` cannot be
//! told from a `console.log` there. The protocol says each message's level, reports uncaught
//! exceptions and failed loads, and takes the screenshot, all in one run of about a second.

use std::fs::File;
use std::io::{BufReader, Read, Write};
use std::os::fd::AsRawFd;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// Debian's Chromium.
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// The longest a page may take, start to screenshot.
const DEADLINE: Duration = Duration::from_secs(60);

/// How long to go on listening after the load event, for errors of timers and promises.
const SETTLE: Duration = Duration::from_millis(300);

/// Whether Chromium is installed (tests that need it skip, saying so, when not).
pub fn available() -> bool {
    Path::new(CHROMIUM).is_file()
}

/// Opens `page` (HTML or SVG) in headless Chromium at 1280×900, saves a screenshot to `png`,
/// and returns the errors it showed: `console.error` and failed `console.assert` calls,
/// uncaught exceptions (rejected promises too), and resources that failed to load. `Err` when
/// Chromium is missing, cannot load the page, or takes longer than a minute.
pub fn open(page: &Path, png: &Path) -> Result<Vec<String>, String> {
    let page = page
        .canonicalize()
        .map_err(|e| format!("{}: {e}", page.display()))?;
    let scratch = Scratch::new()?;
    let mut browser = Browser::start(&scratch.0)?;
    let result = browser.visit(&file_url(&page), png);
    let closed = browser.close();
    let errors = result.map_err(|e| format!("{e}\nChromium's stderr ends:\n{}", scratch.tail()))?;
    closed?;
    Ok(errors)
}

/// Whether every pixel of the PNG `png` has the same colour (a page that drew nothing).
pub fn is_blank(png: &Path) -> Result<bool, String> {
    let what = |e: &dyn std::fmt::Display| format!("{}: {e}", png.display());
    let file = File::open(png).map_err(|e| what(&e))?;
    let mut decoder = png::Decoder::new(BufReader::new(file));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().map_err(|e| what(&e))?;
    let size = reader
        .output_buffer_size()
        .ok_or_else(|| what(&"the image is too large"))?;
    let mut buf = vec![0; size];
    let info = reader.next_frame(&mut buf).map_err(|e| what(&e))?;
    let pixel = info.color_type.samples();
    let row = info.width as usize * pixel;
    let mut rows = buf
        .chunks(info.line_size)
        .take(info.height as usize)
        .map(|r| &r[..row.min(r.len())]);
    let Some(first) = rows.clone().next().and_then(|r| r.get(..pixel)) else {
        return Ok(true);
    };
    Ok(rows.all(|r| r.chunks(pixel).all(|p| p == first)))
}

/// A fresh directory for Chromium's profile and stderr, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, String> {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!(
            "adaptrace-chromium-{}-{n}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos())
        ));
        std::fs::create_dir_all(dir.join("profile"))
            .map_err(|e| format!("{}: {e}", dir.display()))?;
        Ok(Scratch(dir))
    }

    /// The last lines Chromium wrote on stderr, for error messages.
    fn tail(&self) -> String {
        let text = std::fs::read_to_string(self.0.join("stderr.txt")).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(15)..].join("\n")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running headless Chromium and its protocol pipe; killed on drop.
struct Browser {
    child: Child,
    to_chrome: std::io::PipeWriter,
    from_chrome: Receiver<Value>,
    next_id: u64,
    deadline: Instant,
    /// The page's session, once attached.
    session: Option<String>,
    loaded: bool,
    errors: Vec<String>,
}

impl Browser {
    fn start(scratch: &Path) -> Result<Browser, String> {
        if !available() {
            return Err(format!(
                "{CHROMIUM} is not installed (Debian package chromium)"
            ));
        }
        let pipe = |e: std::io::Error| format!("cannot make a pipe: {e}");
        let (chrome_reads, to_chrome) = std::io::pipe().map_err(pipe)?;
        let (from_chrome, chrome_writes) = std::io::pipe().map_err(pipe)?;
        let stderr = File::create(scratch.join("stderr.txt"))
            .map_err(|e| format!("{}: {e}", scratch.display()))?;
        let mut command = Command::new(CHROMIUM);
        command
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-extensions",
                "--hide-scrollbars",
                "--remote-debugging-pipe",
                "--window-size=1280,900",
            ])
            .arg(format!(
                "--user-data-dir={}",
                scratch.join("profile").display()
            ))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr);
        let (reads, writes) = (chrome_reads.as_raw_fd(), chrome_writes.as_raw_fd());
        // SAFETY: between fork and exec the closure calls only fcntl and dup2, which are
        // async-signal-safe, and touches no memory but the two copied descriptor numbers.
        unsafe {
            command.pre_exec(move || {
                // Moved above 10 first, so that neither lands on the other's target; the copies
                // close on exec, the targets 3 and 4 stay open.
                let high_reads = libc::fcntl(reads, libc::F_DUPFD_CLOEXEC, 10);
                let high_writes = libc::fcntl(writes, libc::F_DUPFD_CLOEXEC, 10);
                if high_reads < 0
                    || high_writes < 0
                    || libc::dup2(high_reads, 3) < 0
                    || libc::dup2(high_writes, 4) < 0
                {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command
            .spawn()
            .map_err(|e| format!("cannot start {CHROMIUM}: {e}"))?;
        // Our copies of Chromium's ends go, so its exit ends our reads.
        drop((chrome_reads, chrome_writes));
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || read_messages(from_chrome, tx));
        Ok(Browser {
            child,
            to_chrome,
            from_chrome: rx,
            next_id: 0,
            deadline: Instant::now() + DEADLINE,
            session: None,
            loaded: false,
            errors: Vec::new(),
        })
    }

    /// Loads `url`, waits for it to settle, saves the screenshot; returns the errors seen.
    fn visit(&mut self, url: &str, png: &Path) -> Result<Vec<String>, String> {
        let target = self.call("Target.createTarget", json!({"url": "about:blank"}))?;
        let target = target["targetId"].as_str().unwrap_or_default().to_string();
        let attached = self.call(
            "Target.attachToTarget",
            json!({"targetId": target, "flatten": true}),
        )?;
        self.session = attached["sessionId"].as_str().map(str::to_string);
        if self.session.is_none() {
            return Err(format!("no session in {attached}"));
        }
        for domain in ["Runtime.enable", "Log.enable", "Page.enable"] {
            self.call(domain, json!({}))?;
        }
        let navigated = self.call("Page.navigate", json!({"url": url}))?;
        if let Some(error) = navigated["errorText"].as_str() {
            return Err(format!("Chromium cannot load {url}: {error}"));
        }
        while !self.loaded {
            self.receive(self.deadline)?;
        }
        let settled = Instant::now() + SETTLE;
        while Instant::now() < settled {
            self.receive(settled.min(self.deadline))?;
        }
        let shot = self.call("Page.captureScreenshot", json!({"format": "png"}))?;
        let data = shot["data"].as_str().unwrap_or_default();
        let bytes = base64_decode(data).ok_or("the screenshot is not base64")?;
        std::fs::write(png, bytes).map_err(|e| format!("{}: {e}", png.display()))?;
        Ok(std::mem::take(&mut self.errors))
    }

    /// Sends a command (to the page's session once attached) and waits for its result.
    fn call(&mut self, method: &str, params: Value) -> Result<Value, String> {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({"id": id, "method": method, "params": params});
        if let Some(session) = &self.session {
            message["sessionId"] = json!(session);
        }
        let mut bytes = message.to_string().into_bytes();
        bytes.push(0);
        self.to_chrome
            .write_all(&bytes)
            .map_err(|e| format!("Chromium stopped listening ({method}): {e}"))?;
        loop {
            if let Some(reply) = self.receive(self.deadline)? {
                if reply["id"].as_u64() == Some(id) {
                    if let Some(error) = reply.get("error") {
                        return Err(format!("{method} failed: {error}"));
                    }
                    return Ok(reply["result"].clone());
                }
            }
        }
    }

    /// Takes the next message, noting the events that matter; a reply to a command is
    /// returned. `Ok(None)` when `until` passes first, unless that is the deadline.
    fn receive(&mut self, until: Instant) -> Result<Option<Value>, String> {
        let wait = until.saturating_duration_since(Instant::now());
        let message = match self.from_chrome.recv_timeout(wait) {
            Ok(m) => m,
            Err(RecvTimeoutError::Timeout) if until < self.deadline => return Ok(None),
            Err(RecvTimeoutError::Timeout) => {
                return Err(format!(
                    "Chromium did not finish within {} s",
                    DEADLINE.as_secs()
                ))
            }
            Err(RecvTimeoutError::Disconnected) => return Err("Chromium exited".to_string()),
        };
        if message.get("id").is_some() {
            return Ok(Some(message));
        }
        let params = &message["params"];
        match message["method"].as_str().unwrap_or_default() {
            "Page.loadEventFired" => self.loaded = true,
            "Runtime.consoleAPICalled" => {
                let kind = params["type"].as_str().unwrap_or_default();
                if kind == "error" || kind == "assert" {
                    let args: Vec<String> = params["args"]
                        .as_array()
                        .map(|a| a.iter().map(remote_object).collect())
                        .unwrap_or_default();
                    let at = place(&params["stackTrace"]["callFrames"][0]);
                    self.errors
                        .push(format!("console.{kind}: {}{at}", args.join(" ")));
                }
            }
            "Runtime.exceptionThrown" => {
                let details = &params["exceptionDetails"];
                let text = details["text"].as_str().unwrap_or("exception");
                let what = details["exception"]["description"]
                    .as_str()
                    .and_then(|d| d.lines().next())
                    .unwrap_or_default();
                self.errors
                    .push(format!("{text} {what}{}", place(details)).trim().into());
            }
            "Log.entryAdded" => {
                let entry = &params["entry"];
                if entry["level"].as_str() == Some("error") {
                    let text = entry["text"].as_str().unwrap_or_default();
                    self.errors.push(format!("{text}{}", place(entry)));
                }
            }
            _ => {}
        }
        Ok(None)
    }

    /// Asks Chromium to quit, and makes sure it has.
    fn close(&mut self) -> Result<(), String> {
        self.session = None;
        self.next_id += 1;
        let close = json!({"id": self.next_id, "method": "Browser.close"});
        let _ = self.to_chrome.write_all(format!("{close}\0").as_bytes());
        let until = Instant::now() + Duration::from_secs(10);
        while Instant::now() < until {
            match self.child.try_wait() {
                Ok(Some(_)) => return Ok(()),
                Ok(None) => std::thread::sleep(Duration::from_millis(20)),
                Err(e) => return Err(format!("waiting for Chromium: {e}")),
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        Err("Chromium did not quit when asked; killed".into())
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Reads NUL-ended JSON messages until Chromium closes its end.
fn read_messages(mut from: std::io::PipeReader, to: mpsc::Sender<Value>) {
    let mut pending = Vec::new();
    let mut buf = vec![0; 64 * 1024];
    loop {
        let n = match from.read(&mut buf) {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        pending.extend_from_slice(&buf[..n]);
        while let Some(end) = pending.iter().position(|&b| b == 0) {
            let message: Vec<u8> = pending.drain(..=end).collect();
            if let Ok(value) = serde_json::from_slice::<Value>(&message[..end]) {
                if to.send(value).is_err() {
                    return;
                }
            }
        }
    }
}

/// A console argument as the console would print it.
fn remote_object(arg: &Value) -> String {
    match (&arg["value"], arg["description"].as_str()) {
        (Value::String(s), _) => s.clone(),
        (Value::Null, Some(d)) => d.to_string(),
        (Value::Null, None) => arg["type"].as_str().unwrap_or("?").to_string(),
        (v, _) => v.to_string(),
    }
}

/// ` (url:line)` of a call frame, exception or log entry (lines from 1), or nothing.
fn place(at: &Value) -> String {
    match (at["url"].as_str(), at["lineNumber"].as_u64()) {
        (Some(url), Some(line)) if !url.is_empty() => format!(" ({url}:{})", line + 1),
        (Some(url), None) if !url.is_empty() => format!(" ({url})"),
        _ => String::new(),
    }
}

/// `file://` URL of an absolute path, bytes other than unreserved ones and `/` percent-encoded.
fn file_url(path: &Path) -> String {
    use std::os::unix::ffi::OsStrExt;
    let mut url = String::from("file://");
    for &b in path.as_os_str().as_bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~".contains(&b) {
            url.push(char::from(b));
        } else {
            url.push_str(&format!("%{b:02X}"));
        }
    }
    url
}

/// Standard base64 (padding optional), `None` on any other byte.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let text = text.trim_end_matches('=').as_bytes();
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.chunks(4) {
        let mut bits = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            bits |= value(c)? << (18 - 6 * i);
        }
        let bytes = bits.to_be_bytes();
        match chunk.len() {
            4 => out.extend_from_slice(&bytes[1..4]),
            3 => out.extend_from_slice(&bytes[1..3]),
            2 => out.push(bytes[1]),
            _ => return None,
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_and_urls() {
        assert_eq!(base64_decode("aGVsbG8=").unwrap(), b"hello");
        assert_eq!(base64_decode("aGk").unwrap(), b"hi");
        assert_eq!(base64_decode("YWJj").unwrap(), b"abc");
        assert!(base64_decode("a$==").is_none());
        assert_eq!(
            file_url(Path::new("/tmp/a b#c.svg")),
            "file:///tmp/a%20b%23c.svg"
        );
    }

    /// A page with a deliberate `console.error`, a `throw`, a rejected promise and a missing
    /// image shows all four and nothing for its `console.log`; a plain page shows none.
    #[test]
    fn console_errors_and_exceptions_are_reported() {
        if !crate::tier(crate::Tier::Tools) {
            return;
        }
        if !available() {
            println!("SKIP: {CHROMIUM} is not installed");
            return;
        }
        let dir = std::env::temp_dir().join(format!("adaptrace-browser-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bad = dir.join("bad.html");
        std::fs::write(
            &bad,
            "<!doctype html><body><p>bad</p><img src=\"missing.png\"><script>\n\
             console.log('only a log');\n\
             console.error('deliberate', 42);\n\
             Promise.reject(new Error('rejected'));\n\
             throw new TypeError('thrown');\n\
             </script></body>",
        )
        .unwrap();
        let png = dir.join("bad.png");
        let errors = open(&bad, &png).unwrap();
        let all = errors.join("\n");
        println!("reported:\n{all}");
        assert!(all.contains("console.error: deliberate 42"), "{all}");
        assert!(all.contains("Uncaught TypeError: thrown"), "{all}");
        assert!(all.contains("rejected"), "{all}");
        assert!(all.contains("missing.png"), "{all}");
        assert!(!all.contains("only a log"), "{all}");
        assert!(!is_blank(&png).unwrap());

        let good = dir.join("good.html");
        std::fs::write(
            &good,
            "<!doctype html><body style=\"background:#fff\"></body>",
        )
        .unwrap();
        let errors = open(&good, &png).unwrap();
        assert!(errors.is_empty(), "{errors:?}");
        assert!(is_blank(&png).unwrap());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
