//! adaptrace's on-device runtime and the byte formats shared by device and host.
//!
//! - [`scheme`] is the registry of tracing schemes: for each its name, header bit, chunk tag,
//!   runtime classes, probe methods and scratch registers.
//! - [`runtime_sources`] gives the runtime's smali classes (package `adaptrace.rt`) for one
//!   app: the core's and those of its schemes, with the per-app [`RuntimeConfig`] baked in.
//! - [`trace`] reads and writes the trace files the runtime produces (`*.adtrace`): a header
//!   naming the metadata and model the trace belongs to, then CRC-framed chunks, so that a
//!   truncated or damaged file still yields every chunk before the damage; [`record`] reads
//!   them thread by thread.
//! - [`model`] reads and writes the model files (`ADMD`) that configure the adaptive coders.
//! - [`coder`] holds the adaptive coders of the `paths` scheme (the reference of the smali
//!   encoders, byte for byte) and their decoders; [`layout`] numbers its contexts and
//!   [`paths`] holds its runtime settings and how it reads a model.
//! - [`meta`] is the instrumentation metadata that connects the instrumentor to the decoders.
//! - [`pathids`] numbers the paths of the `pap` and `bl` baselines for their probes and decoder.
//! - [`calls`] is the record of the schemes that recover calls and returns only (`fi`).
//! - [`contexts`] is Luce's calling-context encoding on a lazily built, versioned call graph:
//!   the reference of the graph update the `contexts` runtime runs, the decoder's replay of
//!   the graph's versions that turns a context id back into a stack, and the record formats of
//!   `contexts` and of its baseline `pcc`.
//!
//! `FORMATS.md` beside this crate describes both byte formats field by field and the runtime's
//! threading, flushing and known limits.

pub mod calls;
pub mod coder;
pub mod contexts;
pub mod fsutil;
pub mod layout;
pub mod meta;
pub mod model;
pub mod pathids;
pub mod paths;
pub mod record;
mod runtime;
pub mod scheme;
pub mod trace;

pub use runtime::{
    device_trace_dir, is_runtime_class, runtime_sources, Markers, RuntimeConfig, RuntimeSource,
    DEVICE_APP_DATA_DIR, DEVICE_ROOT_PROPERTY, MODEL_FILE_NAME, MODEL_PROPERTY, RUNTIME_PACKAGE,
    STORAGE_ATTACH, TRACE_DIR_PROPERTY, TRACE_FILE_EXTENSION, TRACE_FLUSH,
};
pub use scheme::{Scheme, THREAD_STATE};
