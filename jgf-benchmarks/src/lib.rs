//! Java-Grande-style benchmark apps and the harness that measures every adaptrace scheme on
//! them.
//!
//! Each app (`apps/<Name>/`) is an apktool project written in smali whose launcher activity
//! runs a kernel in `onCreate` and logs `JGF <Name> size=<size> checksum=<value>`; its kernel
//! class has a static `main` for the host runner that prints the same line, and
//! `reference/` holds a plain-Java program that prints it too. The harness
//! (`cargo run -p jgf-benchmarks --release`) builds each app, instruments it with every scheme
//! the instrumentor offers, runs each variant on the host JVM interleaved with the original (a
//! `paths` variant learning a new model generation after each run) and writes `results.csv`,
//! `runs.csv`, `generations.csv` and `results.md`.

pub mod app;
pub mod collisions;
pub mod harness;
pub mod kills;
pub mod memory;
pub mod package;
pub mod report;
