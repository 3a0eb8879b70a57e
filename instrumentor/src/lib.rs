//! APK/JAR/DEX in and out, method rewriting and probe plans.
//!
//! [`apk`] reads an app into per-dex smali directories and writes it back out; [`rewrite`] puts
//! probe code into methods without breaking them; [`dexfit`] keeps every dex under its 64K
//! reference limits when classes and references are added; [`schemes`] holds the probe plans and
//! [`instrument`] runs the whole pipeline.

pub mod apk;
pub mod dexfit;
pub mod instrument;
pub mod rewrite;
pub mod schemes;
