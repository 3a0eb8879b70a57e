//! Errors of reading and writing.

/// Why bytes are not a dex this crate can read: what was wrong, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("at offset {offset:#x}: {what}")]
pub struct ReadError {
    /// Byte offset in the file of the item (or field) that is wrong.
    pub offset: usize,
    /// What is wrong, in words a user can act on.
    pub what: String,
}

impl ReadError {
    pub(crate) fn new(offset: usize, what: impl Into<String>) -> ReadError {
        ReadError {
            offset,
            what: what.into(),
        }
    }
}

/// Why classes cannot be written as a dex.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    /// More than 65,536 items of one id pool (the reference limit of a dex file).
    #[error("{count} {pool} ids, more than the 65,536 one dex can hold; split the classes over more dex files")]
    TooManyIds { pool: &'static str, count: usize },
    /// A method's body cannot be encoded (unknown label, operand out of range, ...).
    #[error("{method}: {what}")]
    Method { method: String, what: String },
    /// A class-level problem (duplicate class, bad value, ...).
    #[error("{class}: {what}")]
    Class { class: String, what: String },
    /// The code needs a newer dex version than was asked for.
    #[error("{what} needs dex version {needs:03} or later, but {asked:03} was asked for")]
    Version {
        what: String,
        needs: u16,
        asked: u16,
    },
}
