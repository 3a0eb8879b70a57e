//! The device shell: a command line split into words as `sh` would (quotes, backslashes,
//! `;`, `&&`, `||`), then run by built-in commands. Nothing reaches a host shell.

use std::fs;
use std::io;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

use super::fs::normalize;
use super::pm;
use super::services::ShellIo;
use super::{Device, APP_LOG};

/// Exit code of a command the shell does not know, as sh gives.
const NOT_FOUND: u8 = 127;
/// Exit code of a syntax error.
const SYNTAX: u8 = 2;

/// A token of a command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token {
    Word(String),
    /// `;`, `&&` or `||`.
    Op(&'static str),
}

/// Splits `line` into words and list operators. Pipes, redirections, substitutions and globs
/// are refused rather than taken literally.
pub(crate) fn tokenize(line: &str) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let mut word = String::new();
    // A word is open even when empty (`''`).
    let mut open = false;
    let mut chars = line.chars().peekable();
    let unsupported = |c: char| {
        Err(format!(
            "`{c}` (pipes, redirections, substitutions, globs) is not supported by the simulated shell; quote it to mean the character"
        ))
    };
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' | '\n' => {
                if open {
                    tokens.push(Token::Word(std::mem::take(&mut word)));
                    open = false;
                }
            }
            '\'' => {
                open = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err("unterminated quoted string".into()),
                    }
                }
            }
            '"' => {
                open = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('\\' | '"' | '$' | '`')) => word.push(c),
                            Some('\n') => {}
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err("unterminated quoted string".into()),
                        },
                        Some(c @ ('$' | '`')) => return unsupported(c),
                        Some(c) => word.push(c),
                        None => return Err("unterminated quoted string".into()),
                    }
                }
            }
            '\\' => {
                open = true;
                match chars.next() {
                    Some('\n') | None => {}
                    Some(c) => word.push(c),
                }
            }
            '#' if !open => break,
            ';' | '&' | '|' => {
                if open {
                    tokens.push(Token::Word(std::mem::take(&mut word)));
                    open = false;
                }
                let op = match (c, chars.peek()) {
                    (';', _) => ";",
                    ('&', Some('&')) => "&&",
                    ('|', Some('|')) => "||",
                    _ => return unsupported(c),
                };
                if op.len() == 2 {
                    chars.next();
                }
                tokens.push(Token::Op(op));
            }
            '<' | '>' | '(' | ')' | '$' | '`' | '*' | '?' | '[' => return unsupported(c),
            c => {
                open = true;
                word.push(c);
            }
        }
    }
    if open {
        tokens.push(Token::Word(word));
    }
    Ok(tokens)
}

/// Runs a command line; returns its exit code (the last command's).
pub(crate) fn run(line: &str, io: &mut ShellIo, device: &Device) -> u8 {
    let tokens = match tokenize(line) {
        Ok(tokens) => tokens,
        Err(why) => {
            io.complain(&format!("/system/bin/sh: {why}"));
            return SYNTAX;
        }
    };
    if tokens.is_empty() {
        if line.trim().is_empty() {
            io.complain("adaptrace-devsim: interactive shells are not simulated; give a command");
            return 1;
        }
        return 0;
    }
    let mut code = 0;
    let mut words = Vec::new();
    // The operator before the command being gathered decides whether it runs.
    let mut pending_op = ";";
    for token in tokens.into_iter().chain([Token::Op(";")]) {
        match token {
            Token::Word(w) => words.push(w),
            Token::Op(op) => {
                if words.is_empty() {
                    io.complain(&format!("/system/bin/sh: syntax error: `{op}` unexpected"));
                    return SYNTAX;
                }
                let runs = match pending_op {
                    "&&" => code == 0,
                    "||" => code != 0,
                    _ => true,
                };
                if runs {
                    code = command(&words, io, device);
                }
                words.clear();
                pending_op = op;
            }
        }
    }
    code
}

pub(crate) fn command(words: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let args = &words[1..];
    match words[0].as_str() {
        "ls" => ls(args, io, device),
        "rm" => rm(args, io, device),
        "mkdir" => mkdir(args, io, device),
        "mv" => mv(args, io, device),
        "cat" => cat(args, io, device),
        "getprop" => getprop(args, io),
        "pm" => pm::pm(args, io, device),
        "am" => pm::am(args, io, device),
        "monkey" => pm::monkey(args, io, device),
        "pidof" => pm::pidof(args, io, device),
        "run-as" => pm::run_as(args, io, device),
        "logcat" => logcat(args, io, device),
        "cmd" => match args.first().map(String::as_str) {
            Some("package") => pm::pm(&args[1..], io, device),
            Some("activity") => pm::am(&args[1..], io, device),
            _ => {
                io.complain("cmd: only `cmd package` and `cmd activity` are simulated");
                20
            }
        },
        other => {
            io.complain(&format!(
                "/system/bin/sh: {other}: inaccessible or not found"
            ));
            NOT_FOUND
        }
    }
}

/// How a device's libc spells an error.
pub(crate) fn errno_text(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound | io::ErrorKind::InvalidInput => "No such file or directory".into(),
        io::ErrorKind::AlreadyExists => "File exists".into(),
        io::ErrorKind::PermissionDenied => "Permission denied".into(),
        io::ErrorKind::IsADirectory => "Is a directory".into(),
        io::ErrorKind::NotADirectory => "Not a directory".into(),
        io::ErrorKind::DirectoryNotEmpty => "Directory not empty".into(),
        _ => e.to_string(),
    }
}

/// Splits `-abc` style flags (from `allowed`) from operands; `--` ends flags.
fn flags<'a>(
    name: &str,
    args: &'a [String],
    allowed: &str,
    io: &mut ShellIo,
) -> Option<(String, Vec<&'a str>)> {
    let mut set = String::new();
    let mut operands = Vec::new();
    let mut only_operands = false;
    for arg in args {
        match arg.strip_prefix('-') {
            Some("-") if !only_operands => only_operands = true,
            Some(letters) if !only_operands && !letters.is_empty() => {
                for c in letters.chars() {
                    if !allowed.contains(c) {
                        io.complain(&format!(
                            "{name}: Unknown option '{c}' (simulated: -{allowed})"
                        ));
                        return None;
                    }
                    set.push(c);
                }
            }
            _ => operands.push(arg.as_str()),
        }
    }
    Some((set, operands))
}

fn fail(io: &mut ShellIo, name: &str, path: &str, e: &io::Error) -> u8 {
    io.complain(&format!("{name}: {path}: {}", errno_text(e)));
    1
}

fn ls(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let Some((set, mut paths)) = flags("ls", args, "la1d", io) else {
        return 1;
    };
    let (long, all, dir_itself) = (set.contains('l'), set.contains('a'), set.contains('d'));
    if paths.is_empty() {
        paths.push(".");
    }
    let mut code = 0;
    let several = paths.len() > 1;
    let mut first = true;
    for path in paths {
        let meta = device
            .fs()
            .host_path(path)
            .and_then(|p| fs::symlink_metadata(&p).map(|m| (p, m)));
        let (host, meta) = match meta {
            Ok(found) => found,
            Err(e) => {
                code = fail(io, "ls", path, &e);
                continue;
            }
        };
        if !meta.is_dir() || dir_itself {
            io.say(&entry_line(path, &meta, long));
            continue;
        }
        let mut entries: Vec<(String, fs::Metadata)> = match fs::read_dir(&host) {
            Ok(entries) => entries
                .filter_map(Result::ok)
                .filter_map(|e| {
                    Some((
                        e.file_name().to_string_lossy().into_owned(),
                        e.metadata().ok()?,
                    ))
                })
                .filter(|(name, _)| all || !name.starts_with('.'))
                .collect(),
            Err(e) => {
                code = fail(io, "ls", path, &e);
                continue;
            }
        };
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        if several {
            if !first {
                io.say("");
            }
            io.say(&format!("{path}:"));
        }
        first = false;
        if long {
            let blocks: u64 = entries.iter().map(|(_, m)| m.blocks() / 2).sum();
            io.say(&format!("total {blocks}"));
        }
        for (name, meta) in &entries {
            io.say(&entry_line(name, meta, long));
        }
    }
    code
}

/// One `ls` line: the name, or toybox's long form.
fn entry_line(name: &str, meta: &fs::Metadata, long: bool) -> String {
    if !long {
        return name.to_string();
    }
    let mode = meta.mode();
    let kind = if meta.is_dir() {
        'd'
    } else if meta.file_type().is_symlink() {
        'l'
    } else {
        '-'
    };
    let mut perms = String::from(kind);
    for shift in [6, 3, 0] {
        let bits = (mode >> shift) & 7;
        perms.push(if bits & 4 != 0 { 'r' } else { '-' });
        perms.push(if bits & 2 != 0 { 'w' } else { '-' });
        perms.push(if bits & 1 != 0 { 'x' } else { '-' });
    }
    format!(
        "{perms} {} root root {} {} {name}",
        meta.nlink(),
        meta.size(),
        civil_time(meta.mtime())
    )
}

/// `YYYY-MM-DD HH:MM` (UTC) of a Unix time.
fn civil_time(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    // Days to a proleptic Gregorian date (Howard Hinnant's civil_from_days).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rem / 3600,
        rem % 3600 / 60
    )
}

fn rm(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let Some((set, paths)) = flags("rm", args, "frRv", io) else {
        return 1;
    };
    let (force, recursive) = (set.contains('f'), set.contains('r') || set.contains('R'));
    if paths.is_empty() && !force {
        io.complain("rm: Needs 1 argument");
        return 1;
    }
    let mut code = 0;
    for path in paths {
        if normalize(path).is_ok_and(|p| p == "/") {
            io.complain("rm: /: refusing to remove the device's root");
            code = 1;
            continue;
        }
        let result = device.fs().host_path(path).and_then(|host| {
            let meta = fs::symlink_metadata(&host)?;
            if !meta.is_dir() {
                fs::remove_file(&host)
            } else if recursive {
                fs::remove_dir_all(&host)
            } else {
                Err(io::Error::new(
                    io::ErrorKind::IsADirectory,
                    "Is a directory",
                ))
            }
        });
        match result {
            Ok(()) if set.contains('v') => io.say(&format!("rm '{path}'")),
            Ok(()) => {}
            Err(e) if force && e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => code = fail(io, "rm", path, &e),
        }
    }
    code
}

fn mkdir(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let Some((set, paths)) = flags("mkdir", args, "p", io) else {
        return 1;
    };
    if paths.is_empty() {
        io.complain("mkdir: Needs 1 argument");
        return 1;
    }
    let mut code = 0;
    for path in paths {
        let result = device.fs().host_path(path).and_then(|host| {
            if set.contains('p') {
                fs::create_dir_all(&host)
            } else {
                fs::create_dir(&host)
            }
        });
        if let Err(e) = result {
            code = fail(io, "mkdir", path, &e);
        }
    }
    code
}

fn mv(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let Some((_, paths)) = flags("mv", args, "f", io) else {
        return 1;
    };
    let Some((dest, sources)) = paths.split_last() else {
        io.complain("mv: Needs 2 arguments");
        return 1;
    };
    if sources.is_empty() {
        io.complain("mv: Needs 2 arguments");
        return 1;
    }
    let dest_host = match device.fs().host_path(dest) {
        Ok(d) => d,
        Err(e) => return fail(io, "mv", dest, &e),
    };
    if sources.len() > 1 && !dest_host.is_dir() {
        io.complain(&format!("mv: {dest}: Not a directory"));
        return 1;
    }
    let mut code = 0;
    for source in sources {
        let result = device.fs().host_path(source).and_then(|from| {
            fs::symlink_metadata(&from)?;
            let to = match (dest_host.is_dir(), from.file_name()) {
                (true, Some(name)) => dest_host.join(name),
                _ => dest_host.clone(),
            };
            if to.starts_with(&from) && to != from {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    "cannot move a directory into itself",
                ));
            }
            fs::rename(&from, &to)
        });
        if let Err(e) = result {
            code = fail(io, "mv", source, &e);
        }
    }
    code
}

fn cat(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let Some((_, paths)) = flags("cat", args, "u", io) else {
        return 1;
    };
    let mut code = 0;
    if paths.is_empty() {
        while let Some(data) = io.read_stdin() {
            io.out(&data);
        }
    }
    for path in paths {
        let result = device
            .fs()
            .host_path(path)
            .and_then(|host| copy_out(&host, io));
        if let Err(e) = result {
            code = fail(io, "cat", path, &e);
        }
    }
    code
}

fn copy_out(host: &Path, io: &mut ShellIo) -> io::Result<()> {
    use std::io::Read;
    if host.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::IsADirectory,
            "Is a directory",
        ));
    }
    let mut file = fs::File::open(host)?;
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let n = file.read(&mut buf)?;
        if n == 0 {
            return Ok(());
        }
        io.out(&buf[..n]);
    }
}

/// `logcat -c` clears the app log; otherwise it is printed whole (as `-d`: it does not follow).
fn logcat(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let result = device.fs().host_path(APP_LOG).and_then(|log| {
        if args.iter().any(|a| a == "-c") {
            return match fs::remove_file(&log) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
                _ => Ok(()),
            };
        }
        match copy_out(&log, io) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            other => other,
        }
    });
    match result {
        Ok(()) => 0,
        Err(e) => fail(io, "logcat", APP_LOG, &e),
    }
}

/// The simulated device's system properties.
pub(crate) const PROPERTIES: &[(&str, &str)] = &[
    ("ro.build.version.release", "11"),
    ("ro.build.version.sdk", "30"),
    ("ro.product.cpu.abi", "x86_64"),
    ("ro.product.device", "devsim"),
    ("ro.product.manufacturer", "adaptrace"),
    ("ro.product.model", "adaptrace-devsim"),
    ("ro.product.name", "adaptrace_devsim"),
    ("ro.serialno", "adaptrace-devsim"),
    ("sys.boot_completed", "1"),
];

fn getprop(args: &[String], io: &mut ShellIo) -> u8 {
    match args {
        [] => {
            for (name, value) in PROPERTIES {
                io.say(&format!("[{name}]: [{value}]"));
            }
        }
        [name, rest @ ..] => {
            let value = PROPERTIES
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| *v)
                .or(rest.first().map(String::as_str))
                .unwrap_or("");
            io.say(value);
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<Token> {
        tokenize(line).unwrap()
    }

    fn w(s: &str) -> Token {
        Token::Word(s.into())
    }

    #[test]
    fn words_split_as_sh_does() {
        assert_eq!(words("ls -l /sdcard"), [w("ls"), w("-l"), w("/sdcard")]);
        assert_eq!(
            words(r#"rm 'a b' "c \"d\"" e\ f '' g#h # comment"#),
            [w("rm"), w("a b"), w("c \"d\""), w("e f"), w(""), w("g#h")]
        );
        assert_eq!(
            words("a;b && c||d"),
            [
                w("a"),
                Token::Op(";"),
                w("b"),
                Token::Op("&&"),
                w("c"),
                Token::Op("||"),
                w("d")
            ]
        );
        assert_eq!(words("'$(rm -rf /)'"), [w("$(rm -rf /)")]);
    }

    #[test]
    fn unsupported_syntax_is_refused() {
        for bad in [
            "ls | wc",
            "echo > x",
            "rm $(x)",
            "rm `x`",
            "ls *",
            "a & b",
            "'open",
            "\"$HOME\"",
        ] {
            assert!(tokenize(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn civil_times() {
        assert_eq!(civil_time(0), "1970-01-01 00:00");
        assert_eq!(civil_time(951_782_400 + 3_660), "2000-02-29 01:01");
    }
}
