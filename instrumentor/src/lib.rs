//! APK/JAR/DEX in and out, method rewriting and probe plans.
//!
//! [`apk`] reads an app into per-dex smali directories and writes it back out.

pub mod apk;
