//! adaptrace's on-device runtime and the byte formats shared by device and host.
//!
//! - [`runtime_sources`] gives the runtime's smali classes (package `adaptrace.rt`), with the
//!   per-app [`RuntimeConfig`] baked in, for the instrumentor to add to an app; the probe entry
//!   points instrumented code calls are the `BLOCKS_*`, `PATHS_*` and [`TRACE_FLUSH`] method
//!   references. [`PathsStart`] reads a model file's tables as the `paths` runtime does.
//! - [`trace`] reads and writes the trace files the runtime produces (`*.adtrace`): a header
//!   naming the metadata and model the trace belongs to, then CRC-framed chunks, so that a
//!   truncated or damaged file still yields every chunk before the damage.
//! - [`model`] reads and writes the model files (`ADMD`) that configure the adaptive coders.
//! - [`coder`] holds the adaptive coders of the `paths` scheme (the reference of the smali
//!   encoders, byte for byte) and their decoders.
//! - [`meta`] is the instrumentation metadata that connects the instrumentor to the decoders.
//! - [`pathids`] numbers the paths of the `pap` and `bl` baselines for their probes and decoder.
//!
//! `FORMATS.md` beside this crate describes both byte formats field by field and the runtime's
//! threading, flushing and known limits.

pub mod coder;
pub mod fsutil;
pub mod layout;
pub mod meta;
pub mod model;
pub mod pathids;
pub mod record;
mod runtime;
pub mod scheme;
pub mod trace;

pub use runtime::{
    device_trace_dir, is_runtime_class, model_table_lengths, runtime_sources, PathsLayout,
    PathsStart, RuntimeConfig, RuntimeSource, BLOCKS_BLOCK, BLOCKS_CATCHING, BLOCKS_CAUGHT,
    BLOCKS_DEPTH, BLOCKS_ENTER, BLOCKS_EXIT, BLOCKS_SITE, MODEL_FILE_NAME, MODEL_PROPERTY,
    PATHS_CAUGHT, PATHS_EDGE, PATHS_ENTER, PATHS_EXIT, PATHS_STEP, PATHS_SW, PATHS_UNWIND,
    RUNTIME_PACKAGE, SITE_TABLE_LEN, THREAD_STATE, TRACE_DIR_PROPERTY, TRACE_FILE_EXTENSION,
    TRACE_FLUSH,
};
