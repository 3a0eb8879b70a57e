//! Putting probes into an app's methods.
//!
//! [`analysis`] learns what instrumentation needs of the whole app and of each method;
//! [`inferred`] picks the methods whose runs the `paths` decoder infers without probes;
//! [`rewrite`] puts probe code into methods without breaking them; [`dexfit`] keeps every dex
//! under its 64K reference limits when classes and references are added; [`schemes`] holds the
//! probe plans and [`instrument`] runs the whole pipeline (reading and writing the app is
//! `apk_io`'s).

pub mod analysis;
pub mod dexfit;
pub mod inferred;
pub mod instrument;
pub mod rewrite;
pub mod schemes;
