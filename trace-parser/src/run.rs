//! A decoded run: per thread, the methods entered and left and the blocks executed, resolved
//! against the metadata. Every scheme's decoder produces one; [`crate::emit`] prints it in the
//! line formats the command line promises, so schemes are compared with the oracle line for line.

/// The most frames a decoded thread may have open at once: far more than any VM's stack holds
/// (ART's 8 MiB main-thread stack holds some hundred thousand frames), so a record that opens
/// more is damaged, and its decoder stops there instead of holding what the file cannot mean.
pub const MAX_FRAMES: usize = 1 << 20;

/// The reason a decoder gives when a record would open more than [`MAX_FRAMES`] frames.
pub fn too_deep() -> String {
    format!("more than {MAX_FRAMES} frames open at once: the record is damaged")
}

/// A call site: the calling method's id and the ordinal of the invoke in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CallSite {
    pub method: u32,
    pub site: u32,
}

/// How a frame ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Leave {
    /// A `return`.
    Return,
    /// An exception left it (caught by a frame below, or uncaught).
    Unwind,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// `method` was entered from `caller`; `None` for a thread's first frame, a call from
    /// framework code with no app frame below, or a static initializer, which no invoke calls.
    Enter {
        method: u32,
        caller: Option<CallSite>,
    },
    /// `method`, entered from `caller`, is on the stack, but its entry was no event of the
    /// record (`contexts` with `instrument --events`): a frame the next event stands on.
    Resume {
        method: u32,
        caller: Option<CallSite>,
    },
    /// The app recorded event `label` in the innermost frame (`Context.event`).
    Mark { label: u32 },
    /// Block `block` of `method` began.
    Block { method: u32, block: u32 },
    /// The frame of `method`, entered from `caller`, ended.
    Exit {
        method: u32,
        caller: Option<CallSite>,
        how: Leave,
    },
}

/// How a thread's record ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThreadEnd {
    /// Every frame that was entered was left.
    Complete,
    /// The thread died of an uncaught exception.
    Crashed,
    /// The record stops with frames still open: the process stopped, or the file was cut.
    Open { depth: usize },
    /// The record could not be decoded past this point.
    Invalid { event: usize, reason: String },
}

impl ThreadEnd {
    /// How a record ends with `depth` frames open, after the thread's death (`crashed`) or
    /// not.
    pub fn at(depth: usize, crashed: bool) -> ThreadEnd {
        match (depth, crashed) {
            (0, true) => ThreadEnd::Crashed,
            (0, false) => ThreadEnd::Complete,
            (depth, _) => ThreadEnd::Open { depth },
        }
    }
}

/// One thread's decoded record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadRun {
    /// Order of first appearance in the process, from 0.
    pub index: u32,
    pub name: String,
    pub events: Vec<Event>,
    pub end: ThreadEnd,
}

/// A decoded record of a trace file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Run {
    pub threads: Vec<ThreadRun>,
}
