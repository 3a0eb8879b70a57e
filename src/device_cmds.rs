//! `adaptrace install`, `adaptrace run` and `adaptrace push-model`: the device loop's steps that
//! need no trace yet, on a phone or on adaptrace-devsim, through the `device` crate.

use std::path::{Path, PathBuf};
use std::time::Duration;

use android_runtime::model::Model;
use anyhow::{bail, Context, Result};
use clap::Args;
use device::{ActivityClass, Ended, Package, RunRequest, Serial, Target};
use indicatif::{ProgressBar, ProgressStyle};
use trace_parser::models;

use crate::progress::Bars;

/// How to reach the device; shared by the device commands.
#[derive(Args, Debug, Clone)]
pub struct DeviceArgs {
    /// The adb server to go through [default: 127.0.0.1:5037].
    #[arg(long, value_name = "HOST:PORT", conflicts_with = "direct")]
    adb_server: Option<String>,

    /// The device to use, as `adb devices` lists it (needed when the server has several).
    #[arg(long, short = 's', value_name = "SERIAL", conflicts_with = "direct")]
    serial: Option<String>,

    /// Talk to the device's adbd over TCP without an adb server (a phone after `adb tcpip
    /// 5555`, or adaptrace-devsim).
    #[arg(long, value_name = "HOST:PORT")]
    direct: Option<String>,

    /// The RSA key --direct authenticates with: PKCS#8 PEM, as `openssl genpkey -algorithm
    /// RSA` writes [default: ~/.android/adbkey; a throwaway key when missing].
    #[arg(long, value_name = "FILE", requires = "direct")]
    adb_key: Option<PathBuf>,
}

impl DeviceArgs {
    pub(crate) fn target(&self) -> Result<Target> {
        if let Some(direct) = &self.direct {
            let address = device::parse_direct(direct).map_err(anyhow::Error::msg)?;
            return Ok(Target::Direct {
                address,
                key: self.adb_key.clone(),
            });
        }
        let server = match &self.adb_server {
            Some(text) => device::parse_server(text).map_err(anyhow::Error::msg)?,
            None => device::DEFAULT_SERVER,
        };
        let serial = self.serial.as_deref().map(Serial::new).transpose()?;
        Ok(Target::Server { server, serial })
    }
}

pub(crate) const DEVICE_HELP: &str = "\
Reaching the device: through the adb server at 127.0.0.1:5037 (or --adb-server HOST:PORT), \
using its only device or the one --serial names; or, without a server, straight to the \
device's adbd with --direct HOST:PORT (key: --adb-key FILE). The simulated phone works both \
ways: `adaptrace-devsim --port 5555 --root DIR`, then `adb connect 127.0.0.1:5555` or \
--direct 127.0.0.1:5555. See docs/device-loop.md.";

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
    use super::parse_extra;

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
