//! `adaptrace install`, `adaptrace run` and `adaptrace push-model`: the device loop's steps that
//! need no trace yet, on a phone or on adaptrace-devsim, through the `device` crate.

use std::net::{Ipv4Addr, SocketAddrV4};
use std::path::{Path, PathBuf};
use std::time::Duration;

use android_runtime::model::Model;
use anyhow::{anyhow, bail, Context, Result};
use clap::Args;
use device::{ActivityClass, Ended, Package, RunRequest, Serial, Target};
use indicatif::{ProgressBar, ProgressStyle};
use trace_parser::models;

use crate::progress::Bars;

/// How to reach the device; shared by the device commands.
#[derive(Args, Debug, Clone)]
pub struct DeviceArgs {
    /// The adb server to go through [default: $ADB_SERVER_SOCKET (tcp:HOST:PORT or tcp:PORT),
    /// else 127.0.0.1:$ANDROID_ADB_SERVER_PORT, else 127.0.0.1:5037].
    #[arg(long, value_name = "HOST:PORT", conflicts_with = "direct")]
    adb_server: Option<String>,

    /// The device to use, as `adb devices` lists it (needed when the server has several)
    /// [default: $ANDROID_SERIAL].
    #[arg(long, short = 's', value_name = "SERIAL", conflicts_with = "direct")]
    serial: Option<String>,

    /// Talk to the device's adbd over TCP without an adb server (a phone after `adb tcpip
    /// 5555`, or adaptrace-devsim); ANDROID_SERIAL and the server's variables do not apply.
    #[arg(long, value_name = "HOST:PORT")]
    direct: Option<String>,

    /// The RSA key --direct authenticates with: PKCS#8 PEM, as `openssl genpkey -algorithm
    /// RSA` writes [default: ~/.android/adbkey; a throwaway key when missing].
    #[arg(long, value_name = "FILE", requires = "direct")]
    adb_key: Option<PathBuf>,
}

/// The environment variables `adb` chooses its server and device by when no flag does.
const SERVER_SOCKET: &str = "ADB_SERVER_SOCKET";
const SERVER_PORT: &str = "ANDROID_ADB_SERVER_PORT";
const SERIAL: &str = "ANDROID_SERIAL";

impl DeviceArgs {
    /// The device the flags name, else the one the environment names, as for `adb`.
    pub(crate) fn target(&self) -> Result<Target> {
        // A value that is not UTF-8 goes on lossily, to be refused with its variable named.
        self.target_with_env(|name| {
            std::env::var_os(name).map(|value| value.to_string_lossy().into_owned())
        })
    }

    /// [`DeviceArgs::target`] with `env` looking up the environment (tests pass their own).
    /// As in adb: --adb-server beats ADB_SERVER_SOCKET, which beats ANDROID_ADB_SERVER_PORT;
    /// --serial beats ANDROID_SERIAL; --direct reads none of them. A variable is read only
    /// when no flag beats it, so a bad value a flag overrides is no error.
    fn target_with_env(&self, env: impl Fn(&str) -> Option<String>) -> Result<Target> {
        if let Some(direct) = &self.direct {
            let address = device::parse_direct(direct).map_err(anyhow::Error::msg)?;
            return Ok(Target::Direct {
                address,
                key: self.adb_key.clone(),
            });
        }
        // Empty counts as unset, as adb has it for the port: `VAR= adaptrace ...` clears one.
        let env = |name: &str| env(name).filter(|value| !value.is_empty());
        let server = if let Some(text) = &self.adb_server {
            device::parse_server(text).map_err(anyhow::Error::msg)?
        } else if let Some(socket) = env(SERVER_SOCKET) {
            server_socket(&socket)?
        } else if let Some(port) = env(SERVER_PORT) {
            let port = port_number(&port).ok_or_else(|| {
                anyhow!("{SERVER_PORT} is `{port}`, not a port number (1 to 65535)")
            })?;
            SocketAddrV4::new(Ipv4Addr::LOCALHOST, port)
        } else {
            device::DEFAULT_SERVER
        };
        let (serial, serial_from_env) = match (&self.serial, env(SERIAL)) {
            (Some(serial), _) => (Some(Serial::new(serial)?), false),
            (None, Some(serial)) => {
                let serial = Serial::new(&serial).map_err(|e| anyhow!("{SERIAL}: {e}"))?;
                (Some(serial), true)
            }
            (None, None) => (None, false),
        };
        Ok(Target::Server {
            server,
            serial,
            serial_from_env,
        })
    }
}

/// The adb server an ADB_SERVER_SOCKET value names, in adb's socket syntax: `tcp:HOST:PORT`,
/// HOST as `device::parse_server` takes it (an IPv4 address or localhost), or `tcp:PORT` on
/// 127.0.0.1.
fn server_socket(value: &str) -> Result<SocketAddrV4> {
    let spec = value.trim();
    let Some(address) = spec.strip_prefix("tcp:") else {
        // localfilesystem:, localabstract:, localreserved: and local: are unix sockets.
        if spec.starts_with("local") {
            bail!(
                "{SERVER_SOCKET} is `{value}`, a unix socket: adaptrace reaches an adb server over TCP only; set it to tcp:HOST:PORT, or unset it and give --adb-server HOST:PORT"
            );
        }
        bail!("{SERVER_SOCKET} is `{value}`, not tcp:HOST:PORT or tcp:PORT");
    };
    if !address.contains(':') {
        let port = port_number(address).ok_or_else(|| {
            anyhow!("{SERVER_SOCKET} is `{value}`: `{address}` is not a port number (1 to 65535)")
        })?;
        return Ok(SocketAddrV4::new(Ipv4Addr::LOCALHOST, port));
    }
    device::parse_server(address).map_err(|e| {
        anyhow!("{SERVER_SOCKET} is `{value}`: {e}; HOST may be an IPv4 address or localhost, no other name")
    })
}

/// `text` as a TCP port; adb refuses 0 too.
fn port_number(text: &str) -> Option<u16> {
    text.trim().parse().ok().filter(|&port| port != 0)
}

pub(crate) const DEVICE_HELP: &str = "\
Reaching the device: through the adb server at 127.0.0.1:5037, using its only device or the \
one --serial names. As for adb, without --adb-server HOST:PORT the server is the one \
ADB_SERVER_SOCKET (tcp:HOST:PORT or tcp:PORT) or else ANDROID_ADB_SERVER_PORT names, and \
without --serial the device is ANDROID_SERIAL's. Or, without a server, straight to the \
device's adbd with --direct HOST:PORT (key: --adb-key FILE), which ignores those variables. \
The simulated phone works both ways: `adaptrace-devsim --port 5555 --root DIR`, then \
`adb connect 127.0.0.1:5555` or --direct 127.0.0.1:5555. See docs/device-loop.md.";

#[derive(Args, Debug)]
#[command(after_help = DEVICE_HELP)]
pub struct InstallArgs {
    /// The APK to install (its name must end in .apk); an installed version of its package is
    /// replaced.
    apk: PathBuf,

    #[command(flatten)]
    device: DeviceArgs,
}

#[derive(Args, Debug)]
#[command(after_help = DEVICE_HELP)]
pub struct RunArgs {
    /// The installed package to run, e.g. com.example.app.
    package: String,

    /// The activity to start, fully qualified or relative to the package (.MainActivity)
    /// [default: the launcher activity, asked with `cmd package resolve-activity`].
    #[arg(long, value_name = "CLASS")]
    activity: Option<String>,

    /// A string extra of the launch intent (`am start --es KEY VALUE`); repeatable.
    #[arg(long = "extra", value_name = "KEY=VALUE", value_parser = parse_extra)]
    extras: Vec<(String, String)>,

    /// How long the app may run: it is stopped (`am force-stop`) when it ends or at this
    /// limit, whichever comes first.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0)]
    timeout: f64,

    #[command(flatten)]
    device: DeviceArgs,
}

#[derive(Args, Debug)]
#[command(after_help = DEVICE_HELP)]
pub struct PushModelArgs {
    /// The installed package whose runtime gets the model, e.g. com.example.app.
    package: String,

    /// The app's metadata directory (`instrument --meta`), whose models/ holds the generations.
    #[arg(long, value_name = "DIR")]
    meta: PathBuf,

    /// The generation to push [default: the newest in DIR/models].
    #[arg(long, value_name = "N")]
    generation: Option<u32>,

    #[command(flatten)]
    device: DeviceArgs,
}

/// `seconds`, given with `flag`, as a duration; only a positive finite number will do.
pub(crate) fn positive_seconds(flag: &str, seconds: f64) -> Result<Duration> {
    if !(seconds.is_finite() && seconds > 0.0) {
        bail!("{flag} {seconds}: give a positive number of seconds");
    }
    Ok(Duration::from_secs_f64(seconds))
}

pub(crate) fn parse_extra(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((key, value)) if !key.is_empty() => Ok((key.to_string(), value.to_string())),
        _ => Err(format!("`{text}` is not KEY=VALUE")),
    }
}

/// A spinner while a device call runs; removed when dropped, also on an error.
pub(crate) struct Spinner(ProgressBar);

impl Spinner {
    pub(crate) fn new(bars: &Bars, label: &str, message: String) -> Spinner {
        let bar = bars.start(label, 0);
        let style = ProgressStyle::with_template("{prefix:>12} {spinner} {msg} ({elapsed})")
            .unwrap_or_else(|_| ProgressStyle::default_spinner());
        bar.set_style(style);
        bar.set_message(message);
        bar.enable_steady_tick(Duration::from_millis(120));
        Spinner(bar)
    }
}

impl Drop for Spinner {
    fn drop(&mut self) {
        self.0.finish_and_clear();
    }
}

pub fn install(args: &InstallArgs, bars: &Bars) -> Result<()> {
    let target = args.device.target()?;
    let package = {
        let _spinner = Spinner::new(bars, "manifest", args.apk.display().to_string());
        package_of(&args.apk)?
    };
    {
        let _spinner = Spinner::new(bars, "installing", package.to_string());
        device::install_apk(&target, &args.apk, &package)?;
    }
    println!("{package}");
    Ok(())
}

pub fn push_model(args: &PushModelArgs, bars: &Bars) -> Result<()> {
    let target = args.device.target()?;
    let package = Package::new(&args.package)?;
    let generation = match args.generation {
        Some(g) => g,
        None => models::latest(&args.meta)?.with_context(|| {
            format!(
                "{}: no model generation yet: make one with `adaptrace model update --meta {} TRACE...`",
                args.meta.display(),
                args.meta.display()
            )
        })?,
    };
    let file = models::path(&args.meta, generation);
    // A damaged or foreign file would make the app fall back to generation 0: refuse it here.
    let model = Model::read(&file).with_context(|| format!("cannot push {}", file.display()))?;
    if model.generation != generation {
        bail!(
            "{}: the file says generation {}, its name {generation}: rewrite it with `adaptrace model update`",
            file.display(),
            model.generation
        );
    }
    let path = {
        let _spinner = Spinner::new(bars, "pushing", format!("generation {generation}"));
        device::push_model(&target, &package, &file)?
    };
    println!("{package}: model generation {generation} at {path}");
    Ok(())
}

pub fn run(args: &RunArgs, bars: &Bars) -> Result<()> {
    let target = args.device.target()?;
    let package = Package::new(&args.package)?;
    let activity = args
        .activity
        .as_deref()
        .map(ActivityClass::new)
        .transpose()?;
    let request = RunRequest {
        package,
        activity,
        extras: args.extras.clone(),
        timeout: positive_seconds("--timeout", args.timeout)?,
    };
    let outcome = {
        let _spinner = Spinner::new(bars, "running", request.package.to_string());
        device::run_app(&target, &request)?
    };
    let seconds = outcome.elapsed.as_secs_f64();
    match outcome.ended {
        Ended::Finished => println!("{}: ended after {seconds:.1} s", outcome.component),
        Ended::TimedOut => println!(
            "{}: still running after {:.1} s; stopped (am force-stop)",
            outcome.component, args.timeout
        ),
    }
    Ok(())
}

/// The package an APK declares, read from its binary manifest.
pub(crate) fn package_of(apk: &Path) -> Result<Package> {
    if !apk.is_file() {
        bail!("{}: no such file (give the APK to install)", apk.display());
    }
    let manifest = apk_io::read_manifest(apk)?;
    Package::new(&manifest.package)
        .with_context(|| format!("{}: the manifest's package", apk.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(adb_server: Option<&str>, serial: Option<&str>, direct: Option<&str>) -> DeviceArgs {
        DeviceArgs {
            adb_server: adb_server.map(str::to_string),
            serial: serial.map(str::to_string),
            direct: direct.map(str::to_string),
            adb_key: None,
        }
    }

    /// The target `args` name in an environment of just `vars`.
    fn target(args: &DeviceArgs, vars: &[(&str, &str)]) -> Result<Target> {
        args.target_with_env(|name| {
            vars.iter()
                .find(|(var, _)| *var == name)
                .map(|(_, value)| value.to_string())
        })
    }

    fn server(target: &Target) -> String {
        match target {
            Target::Server { server, .. } => server.to_string(),
            Target::Direct { .. } => panic!("a direct target: {target:?}"),
        }
    }

    /// The serial `target` names, and whether it came from ANDROID_SERIAL.
    fn serial(target: &Target) -> Option<(String, bool)> {
        match target {
            Target::Server {
                serial,
                serial_from_env,
                ..
            } => serial.as_ref().map(|s| (s.to_string(), *serial_from_env)),
            Target::Direct { .. } => panic!("a direct target: {target:?}"),
        }
    }

    fn error(args: &DeviceArgs, vars: &[(&str, &str)]) -> String {
        target(args, vars).unwrap_err().to_string()
    }

    const ALL: [(&str, &str); 3] = [
        ("ADB_SERVER_SOCKET", "tcp:127.0.0.2:6000"),
        ("ANDROID_ADB_SERVER_PORT", "7000"),
        ("ANDROID_SERIAL", "from-env"),
    ];

    #[test]
    fn without_flags_or_variables_the_defaults() {
        let chosen = target(&args(None, None, None), &[]).unwrap();
        assert_eq!(chosen, Target::default());
    }

    #[test]
    fn flags_beat_the_environment() {
        let chosen = target(&args(Some("127.0.0.3:8000"), Some("from-flag"), None), &ALL).unwrap();
        assert_eq!(server(&chosen), "127.0.0.3:8000");
        assert_eq!(serial(&chosen), Some(("from-flag".into(), false)));
        // A bad value a flag overrides is not read.
        let bad = [
            ("ADB_SERVER_SOCKET", "nonsense"),
            ("ANDROID_ADB_SERVER_PORT", "nonsense"),
            ("ANDROID_SERIAL", "a\u{1b}"),
        ];
        assert!(target(&args(Some("127.0.0.1:5037"), Some("s"), None), &bad).is_ok());
    }

    #[test]
    fn the_environment_fills_in_missing_flags() {
        let chosen = target(&args(None, None, None), &ALL).unwrap();
        assert_eq!(server(&chosen), "127.0.0.2:6000");
        assert_eq!(serial(&chosen), Some(("from-env".into(), true)));
        let port = [("ANDROID_ADB_SERVER_PORT", "15037")];
        assert_eq!(
            server(&target(&args(None, None, None), &port).unwrap()),
            "127.0.0.1:15037"
        );
        let short = [("ADB_SERVER_SOCKET", "tcp:15037")];
        assert_eq!(
            server(&target(&args(None, None, None), &short).unwrap()),
            "127.0.0.1:15037"
        );
        let named = [("ADB_SERVER_SOCKET", "tcp:localhost:15037")];
        assert_eq!(
            server(&target(&args(None, None, None), &named).unwrap()),
            "127.0.0.1:15037"
        );
        // Empty is unset.
        let empty = [
            ("ADB_SERVER_SOCKET", ""),
            ("ANDROID_ADB_SERVER_PORT", ""),
            ("ANDROID_SERIAL", ""),
        ];
        assert_eq!(
            target(&args(None, None, None), &empty).unwrap(),
            Target::default()
        );
    }

    #[test]
    fn adb_server_socket_beats_the_port_variable() {
        let chosen = target(&args(None, None, None), &ALL[..2]).unwrap();
        assert_eq!(server(&chosen), "127.0.0.2:6000");
        // Even when the port variable is bad: adb does not read it then either.
        let vars = [
            ("ADB_SERVER_SOCKET", "tcp:6000"),
            ("ANDROID_ADB_SERVER_PORT", "x"),
        ];
        assert_eq!(
            server(&target(&args(None, None, None), &vars).unwrap()),
            "127.0.0.1:6000"
        );
    }

    #[test]
    fn bad_variables_are_errors_that_name_them() {
        let none = args(None, None, None);
        for port in ["0", "65536", "-1", "5037x"] {
            assert_eq!(
                error(&none, &[("ANDROID_ADB_SERVER_PORT", port)]),
                format!("ANDROID_ADB_SERVER_PORT is `{port}`, not a port number (1 to 65535)")
            );
        }
        let text = error(&none, &[("ADB_SERVER_SOCKET", "localabstract:adb")]);
        assert!(
            text.starts_with("ADB_SERVER_SOCKET is `localabstract:adb`, a unix socket:")
                && text.contains("over TCP only"),
            "{text}"
        );
        let text = error(&none, &[("ADB_SERVER_SOCKET", "localfilesystem:/tmp/adb")]);
        assert!(text.contains("a unix socket"), "{text}");
        assert_eq!(
            error(&none, &[("ADB_SERVER_SOCKET", "vsock:3:5037")]),
            "ADB_SERVER_SOCKET is `vsock:3:5037`, not tcp:HOST:PORT or tcp:PORT"
        );
        assert_eq!(
            error(&none, &[("ADB_SERVER_SOCKET", "tcp:0")]),
            "ADB_SERVER_SOCKET is `tcp:0`: `0` is not a port number (1 to 65535)"
        );
        let text = error(&none, &[("ADB_SERVER_SOCKET", "tcp:example.com:5037")]);
        assert!(
            text.starts_with("ADB_SERVER_SOCKET is `tcp:example.com:5037`: ")
                && text.ends_with("HOST may be an IPv4 address or localhost, no other name"),
            "{text}"
        );
        let text = error(&none, &[("ANDROID_SERIAL", "a\u{1b}[2J")]);
        assert!(text.starts_with("ANDROID_SERIAL: serial `"), "{text}");
    }

    #[test]
    fn direct_ignores_the_environment() {
        let bad = [
            ("ADB_SERVER_SOCKET", "localabstract:adb"),
            ("ANDROID_ADB_SERVER_PORT", "x"),
            ("ANDROID_SERIAL", "from-env"),
        ];
        let chosen = target(&args(None, None, Some("127.0.0.1:5555")), &bad).unwrap();
        assert_eq!(
            chosen,
            Target::Direct {
                address: "127.0.0.1:5555".parse().unwrap(),
                key: None,
            }
        );
    }

    #[test]
    fn extras_are_key_value() {
        assert_eq!(
            parse_extra("size=a=b c").unwrap(),
            ("size".to_string(), "a=b c".to_string())
        );
        assert_eq!(parse_extra("k=").unwrap(), ("k".to_string(), String::new()));
        assert!(parse_extra("=v").is_err());
        assert!(parse_extra("novalue").is_err());
    }
}
