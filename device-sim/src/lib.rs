//! Host stand-in for a phone.
//!
//! [`host`] runs an app's dex on the host JVM: the dex files become jars (baksmali, a fix-up
//! of what enjarify gets wrong, smali, enjarify), cached by the input's content hash, and run
//! with a small set of `android.*` stand-in classes (activity lifecycle, logging, files,
//! process ids, loopers). The ADB endpoint of the device loop builds on it.

pub mod adb;
pub mod host;
