//! adaptrace's on-device runtime and the byte formats shared by device and host.
//!
//! - [`runtime_sources`] gives the runtime's smali classes (package `adaptrace.rt`), with the
//!   per-app [`RuntimeConfig`] baked in, for the instrumentor to add to an app; the probe entry
//!   points instrumented code calls are the `BLOCKS_*` and [`TRACE_FLUSH`] method references.
//! - [`trace`] reads and writes the trace files the runtime produces (`*.adtrace`): a header
//!   naming the metadata and model the trace belongs to, then CRC-framed chunks, so that a
//!   truncated or damaged file still yields every chunk before the damage.
//! - [`model`] reads and writes the model files (`ADMD`) that configure the adaptive coders.
//! - [`meta`] is the instrumentation metadata that connects the instrumentor to the decoders.
//!
//! `FORMATS.md` beside this crate describes both byte formats field by field and the runtime's
//! threading, flushing and known limits.

pub mod fsutil;
pub mod meta;
pub mod model;
mod runtime;
pub mod scheme;
pub mod trace;

pub use runtime::{
    device_trace_dir, is_runtime_class, runtime_sources, RuntimeConfig, RuntimeSource,
    BLOCKS_BLOCK, BLOCKS_CAUGHT, BLOCKS_DEPTH, BLOCKS_ENTER, BLOCKS_EXIT, BLOCKS_SITE,
    RUNTIME_PACKAGE, THREAD_STATE, TRACE_DIR_PROPERTY, TRACE_FILE_EXTENSION, TRACE_FLUSH,
};
