//! `dexfile`: dex files read into [`smali_parser::ast`] and written back, natively.
//!
//! - [`read`] turns a dex of format 035–039 into the classes baksmali would print, exactly as
//!   [`smali_parser::parse_class`] reads baksmali's text (label names and the order of a body's
//!   items included), with no text step in between;
//! - [`write`] turns classes into a dex of a chosen version: the format's sort orders and
//!   alignment, every instruction format, payloads, tries and handlers, debug info, annotations,
//!   static values, the map list, the SHA-1 signature and the Adler-32 checksum. The same classes
//!   give the same bytes.
//!
//! baksmali and `smali a` stay the independent reference: the tests compare both directions
//! against them on real dex files.

mod error;
mod flags;
pub mod leb128;
pub mod mutf8;
mod read;
mod spec;
mod write;

pub use error::{ReadError, WriteError};
pub use read::read;
pub use spec::{min_version, Version};
pub use write::write;
