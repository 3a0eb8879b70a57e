//! What may reach a device's shell: validated names (package, activity class, device path,
//! serial) and the one function that quotes a word for `sh`.
//!
//! Everything sent to a device shell goes through [`command_line`], so a word is always one
//! word there, whatever it holds; the validation on top refuses names a device could not
//! mean, before any connection is made.

use std::fmt;

/// A name that was refused before it reached a device.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{what} `{value}` is refused: {why}")]
pub struct NameError {
    /// What the name was meant to be ("package name", "device path", ...).
    pub what: &'static str,
    /// The name as given, with control characters escaped so the message stays one line.
    pub value: String,
    /// Why it was refused.
    pub why: String,
}

fn refuse(what: &'static str, value: &str, why: impl Into<String>) -> NameError {
    NameError {
        what,
        value: value.escape_debug().to_string(),
        why: why.into(),
    }
}

/// An Android package name: `[A-Za-z_][A-Za-z0-9_]*` parts joined by dots, at least two.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Package(String);

impl Package {
    pub fn new(name: &str) -> Result<Package, NameError> {
        const WHAT: &str = "package name";
        let parts: Vec<&str> = name.split('.').collect();
        if parts.len() < 2 {
            return Err(refuse(
                WHAT,
                name,
                "a package name has at least two dot-separated parts, like com.example.app",
            ));
        }
        for part in parts {
            java_identifier(part).map_err(|why| refuse(WHAT, name, why))?;
        }
        Ok(Package(name.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Package {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Checks one part of a package name (ASCII only, as Android's package manager requires).
fn java_identifier(part: &str) -> Result<(), String> {
    let mut chars = part.chars();
    match chars.next() {
        None => return Err("it has an empty part (two dots in a row, or a dot at an end)".into()),
        Some(c) if !(c.is_ascii_alphabetic() || c == '_') => {
            return Err(format!(
                "part `{}` must start with a letter or `_`, not `{}`",
                part.escape_debug(),
                c.escape_debug()
            ))
        }
        Some(_) => {}
    }
    match chars.find(|c| !(c.is_ascii_alphanumeric() || *c == '_')) {
        Some(c) => Err(format!(
            "`{}` is not allowed (letters, digits and `_` only, parts joined by `.`)",
            c.escape_debug()
        )),
        None => Ok(()),
    }
}

/// An activity class: fully qualified (`com.example.Main`, `$` allowed for nested classes) or
/// relative to the package (`.Main`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActivityClass(String);

impl ActivityClass {
    pub fn new(name: &str) -> Result<ActivityClass, NameError> {
        const WHAT: &str = "activity class";
        let body = name.strip_prefix('.').unwrap_or(name);
        for part in body.split('.') {
            // `$` separates nested classes; each side is an identifier of its own.
            for piece in part.split('$') {
                java_identifier(piece).map_err(|why| refuse(WHAT, name, why))?;
            }
        }
        Ok(ActivityClass(name.to_string()))
    }

    /// The component `am start -n` takes: `PACKAGE/CLASS`.
    pub fn component(&self, package: &Package) -> String {
        format!("{package}/{}", self.0)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An absolute path on the device, without NUL or line breaks (the sync protocol and the
/// shell's command line cannot carry them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DevicePath(String);

/// The sync protocol's limit on a path (`SYNC.TXT`).
const MAX_PATH: usize = 1024;

impl DevicePath {
    pub fn new(path: &str) -> Result<DevicePath, NameError> {
        const WHAT: &str = "device path";
        if !path.starts_with('/') {
            return Err(refuse(
                WHAT,
                path,
                "device paths must be absolute (start with /)",
            ));
        }
        if let Some(c) = path.chars().find(|c| matches!(c, '\0' | '\n' | '\r')) {
            return Err(refuse(
                WHAT,
                path,
                format!("it holds `{}`", c.escape_debug()),
            ));
        }
        if path.len() > MAX_PATH {
            return Err(refuse(
                WHAT,
                path,
                format!("it is longer than the {MAX_PATH} bytes adb's sync protocol takes"),
            ));
        }
        Ok(DevicePath(path.to_string()))
    }

    /// `self/name`; `name` must be a single path component.
    pub fn join(&self, name: &str) -> Result<DevicePath, NameError> {
        if name.is_empty() || name.contains('/') || name == "." || name == ".." {
            return Err(refuse(
                "file name",
                name,
                "a file name is one non-empty path component",
            ));
        }
        DevicePath::new(&format!("{}/{name}", self.0.trim_end_matches('/')))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for DevicePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A device serial as `adb devices` lists it (`emulator-5554`, `127.0.0.1:5555`, ...).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Serial(String);

impl Serial {
    pub fn new(serial: &str) -> Result<Serial, NameError> {
        const WHAT: &str = "serial";
        if serial.is_empty() {
            return Err(refuse(WHAT, serial, "it is empty"));
        }
        if let Some(c) = serial.chars().find(|c| c.is_control()) {
            return Err(refuse(
                WHAT,
                serial,
                format!("it holds the control character `{}`", c.escape_debug()),
            ));
        }
        Ok(Serial(serial.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Serial {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// `word` as one word for a POSIX shell: inside single quotes, where nothing is special, with
/// each `'` written as `'\''` (close, escaped quote, reopen).
pub fn quote(word: &str) -> String {
    let mut quoted = String::with_capacity(word.len() + 2);
    quoted.push('\'');
    for c in word.chars() {
        if c == '\'' {
            quoted.push_str("'\\''");
        } else {
            quoted.push(c);
        }
    }
    quoted.push('\'');
    quoted
}

/// The shell command line that runs `argv`, every word quoted. A word holding NUL or a line
/// break is refused: adb's shell service takes the command as one line.
pub fn command_line(argv: &[&str]) -> Result<String, NameError> {
    if argv.is_empty() {
        return Err(refuse("command", "", "it has no words"));
    }
    let mut words = Vec::with_capacity(argv.len());
    for word in argv {
        if let Some(c) = word.chars().find(|c| matches!(c, '\0' | '\n' | '\r')) {
            return Err(refuse(
                "shell word",
                word,
                format!("it holds `{}`", c.escape_debug()),
            ));
        }
        words.push(quote(word));
    }
    Ok(words.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_keeps_every_word_one_word() {
        assert_eq!(quote("plain"), "'plain'");
        assert_eq!(quote(""), "''");
        assert_eq!(quote("it's"), "'it'\\''s'");
        assert_eq!(quote("a b;rm -rf /"), "'a b;rm -rf /'");
        assert_eq!(
            quote("$(reboot) `id` \"x\" \\"),
            "'$(reboot) `id` \"x\" \\'"
        );
        assert_eq!(
            command_line(&["ls", "/sdcard/my dir", "'"]).unwrap(),
            "'ls' '/sdcard/my dir' ''\\'''"
        );
    }

    #[test]
    fn quoted_words_read_back_through_sh() {
        let words = [
            "x;rm -rf /",
            "a b",
            "it's",
            "$(echo pwned)",
            "`id`",
            "\"q\"",
            "back\\slash",
            "''",
            "*",
        ];
        let mut line = String::from("printf '%s\\0'");
        for w in words {
            line.push(' ');
            line.push_str(&quote(w));
        }
        let out = std::process::Command::new("sh")
            .arg("-c")
            .arg(&line)
            .output()
            .unwrap();
        let got: Vec<&str> = std::str::from_utf8(&out.stdout)
            .unwrap()
            .split_terminator('\0')
            .collect();
        assert_eq!(got, words);
    }

    #[test]
    fn command_lines_refuse_line_breaks_and_nul() {
        for bad in ["a\nb", "a\rb", "a\0b"] {
            let e = command_line(&["echo", bad]).unwrap_err();
            assert_eq!(e.what, "shell word");
        }
        assert!(command_line(&[]).is_err());
    }

    #[test]
    fn package_names() {
        for good in ["com.example", "com.example.hello", "_a.b_1", "A.B"] {
            assert_eq!(Package::new(good).unwrap().as_str(), good);
        }
        let cases = [
            ("x;rm -rf /", "at least two"),
            ("com.x;rm -rf /", "`;` is not allowed"),
            ("com.a b", "` ` is not allowed"),
            ("com.it's", "`\\'` is not allowed"),
            ("com.$(reboot)", "must start with a letter"),
            ("com.x$(reboot)", "`$` is not allowed"),
            ("com..x", "empty part"),
            ("com.1x", "must start with a letter"),
            ("com.é", "must start with a letter"),
            ("com.x\nam", "`\\n` is not allowed"),
        ];
        for (bad, why) in cases {
            let e = Package::new(bad).unwrap_err();
            let text = e.to_string();
            assert!(text.starts_with("package name `"), "{text}");
            assert!(text.contains(why), "{bad}: {text}");
            assert!(!text.contains('\n'), "{text}");
        }
    }

    #[test]
    fn activity_classes() {
        let pkg = Package::new("com.example").unwrap();
        assert_eq!(
            ActivityClass::new(".Main").unwrap().component(&pkg),
            "com.example/.Main"
        );
        assert!(ActivityClass::new("com.example.Outer$Inner").is_ok());
        for bad in ["", ".", "Main;reboot", "a b", "x/y", "$(id)"] {
            assert!(ActivityClass::new(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn device_paths() {
        assert!(DevicePath::new("/sdcard/my dir/it's $(x);y").is_ok());
        for (bad, why) in [
            ("sdcard/x", "absolute"),
            ("", "absolute"),
            ("/a\nb", "`\\n`"),
            ("/a\0b", "`\\0`"),
        ] {
            let text = DevicePath::new(bad).unwrap_err().to_string();
            assert!(text.contains(why), "{text}");
        }
        assert!(DevicePath::new(&format!("/{}", "a".repeat(MAX_PATH))).is_err());
        let dir = DevicePath::new("/sdcard/").unwrap();
        assert_eq!(dir.join("a b").unwrap().as_str(), "/sdcard/a b");
        for bad in ["", "..", "a/b"] {
            assert!(dir.join(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn serials() {
        assert!(Serial::new("127.0.0.1:5555").is_ok());
        assert!(Serial::new("emulator-5554").is_ok());
        assert!(Serial::new("").is_err());
        let text = Serial::new("a\u{1b}[2J").unwrap_err().to_string();
        assert!(text.contains("control character"), "{text}");
    }
}
