//! `adaptrace-devsim --port N --root DIR`: a simulated Android device that `adb connect
//! 127.0.0.1:N` and adb_client's TCP device accept (see `device_sim::adb`).

use std::net::{Ipv4Addr, TcpListener};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use device_sim::adb::{self, Device, Options};

#[derive(Parser, Debug)]
#[command(
    name = "adaptrace-devsim",
    about = "A simulated Android device: an ADB endpoint on 127.0.0.1 whose filesystem is a \
             host directory and whose apps run on the host JVM",
    after_help = "Connect with `adb connect 127.0.0.1:PORT`. It speaks shell:, shell,v2 (exit \
codes), exec: and sync: (push, pull, ls); its shell knows ls, rm, mkdir, mv, cat, getprop, \
logcat, pm (install, list packages, path, uninstall), am (start, force-stop) and monkey -p. \
See docs/device-sim.md."
)]
struct Args {
    /// TCP port on 127.0.0.1 (0: any free port; the chosen one is printed on stderr).
    #[arg(long)]
    port: u16,

    /// The host directory that is the device's `/` (created if missing).
    #[arg(long, value_name = "DIR")]
    root: PathBuf,

    /// Cache of apps' host jars (default: $ADAPTRACE_CACHE/host-jars or ~/.cache/adaptrace).
    #[arg(long, value_name = "DIR")]
    cache: Option<PathBuf>,

    /// The java that runs apps (default: $JAVA_HOME/bin/java, else java on PATH).
    #[arg(long, value_name = "PATH")]
    java: Option<PathBuf>,

    /// Cut the connection once, after N bytes of file data were sent by pulls (for testing
    /// a device that disconnects mid-pull).
    #[arg(long, value_name = "N")]
    drop_after_bytes: Option<u64>,

    /// No log lines on stderr except the listening address and errors.
    #[arg(long, short)]
    quiet: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let options = Options {
        root: args.root.clone(),
        cache: args.cache,
        java: args.java,
        drop_after_bytes: args.drop_after_bytes,
        verbose: !args.quiet,
    };
    let device = match Device::new(options) {
        Ok(device) => device,
        Err(e) => {
            eprintln!(
                "adaptrace-devsim: cannot set up the device under {}: {e}",
                args.root.display()
            );
            return ExitCode::FAILURE;
        }
    };
    let listener = match TcpListener::bind((Ipv4Addr::LOCALHOST, args.port)) {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!(
                "adaptrace-devsim: cannot listen on 127.0.0.1:{}: {e}; pick another --port",
                args.port
            );
            return ExitCode::FAILURE;
        }
    };
    match listener.local_addr() {
        Ok(addr) => eprintln!(
            "adaptrace-devsim: listening on {addr}, root {}",
            device.fs().root().display()
        ),
        Err(e) => eprintln!("adaptrace-devsim: listening (address unknown: {e})"),
    }
    match adb::serve(listener, device) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("adaptrace-devsim: {e}");
            ExitCode::FAILURE
        }
    }
}
