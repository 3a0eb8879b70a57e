//! The device side of the loop, from the host: reaching a phone (or `adaptrace-devsim`)
//! through an adb server or its adbd over TCP ([`adb`]), pulling an app's traces off it
//! ([`pull`]) into the host's store of verified copies ([`store`]), and the loop's steps that
//! turn them into reports and the next model generation, pushed back ([`session`]), for the
//! build each trace names ([`builds`]).
//!
//! Nothing is lost on the way: a trace leaves the device only after its local copy is written,
//! synced and read back, and a failure at any point leaves the rest on the device, so running
//! again resumes. Nothing here prints either: progress and outcomes come back as events and
//! values for the command line to show.

pub mod adb;
pub mod builds;
pub mod pull;
pub mod session;
pub mod store;

pub use adb::{
    install_apk, parse_direct, parse_server, push_model, run_app, ActivityClass, Device,
    DeviceError, Ended, Package, RunOutcome, RunRequest, Serial, Target, DEFAULT_SERVER,
};
pub use session::{
    collect_by_build, BuildCollected, Collected, Digested, LoopError, LoopEvent, Session,
};
