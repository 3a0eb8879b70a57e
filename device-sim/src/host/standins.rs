//! The embedded jar of `android.*` stand-ins (compiled from `device-sim/java/` by build.rs).

use std::path::PathBuf;

use sha2::{Digest, Sha256};

use super::cache::{write_atomic, Cache};
use super::error::{io_err, Result};

/// The stand-ins jar: `android.app.Activity`, `Application`, `Instrumentation`,
/// `android.content.Context`, `ContextWrapper`, `android.os.Bundle`, `BaseBundle`, `Process`,
/// `Looper`, `Handler`, `Message`, `SystemClock`, `android.util.Log`, and the lifecycle driver
/// `adaptrace.host.ActivityDriver`.
pub static STANDINS_JAR: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/android-standins.jar"));

/// Writes the stand-ins jar into the cache (once per content, atomically) and returns its path.
pub(crate) fn materialize(cache: &Cache) -> Result<PathBuf> {
    let digest = hex(&Sha256::digest(STANDINS_JAR));
    let dir = cache.root().join("standins");
    let path = dir.join(format!("android-standins-{}.jar", &digest[..16]));
    let complete = path
        .metadata()
        .is_ok_and(|m| m.len() == STANDINS_JAR.len() as u64);
    if !complete {
        std::fs::create_dir_all(&dir).map_err(io_err(&dir, "create directory"))?;
        write_atomic(&path, STANDINS_JAR)?;
    }
    Ok(path)
}

/// Lowercase hex of `bytes`.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
