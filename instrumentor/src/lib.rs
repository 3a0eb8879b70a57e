//! Putting probes into an app's methods.
//!
//! [`analysis`] learns what instrumentation needs of the whole app and of each method;
//! [`inferred`] picks the methods whose runs the `paths` decoder infers without probes;
//! [`rewrite`] puts probe code into methods without breaking them; [`dexfit`] keeps every dex
//! under its 64K reference limits when classes and references are added; [`schemes`] holds the
//! probe plans and [`instrument`] runs the whole pipeline; [`codec`] reads the app's dex files
//! into classes and writes them back (natively with `dexfile`, or through the JVM tools of
//! `apk_io`).

pub mod analysis;
pub mod codec;
pub mod dexfit;
pub mod inferred;
pub mod instrument;
pub mod rewrite;
pub mod schemes;
