//! The profile in pprof's format (`profile.proto` of github.com/google/pprof, gzip-compressed),
//! for `go tool pprof` and every viewer that reads it: each calling context is a sample
//! valued `[calls, blocks]` and labelled with its thread.
//!
//! The messages below are the part of `profile.proto` this writer fills, with its field
//! numbers; the fields left out stay at their defaults, as the format allows.

use std::collections::HashMap;
use std::io::{self, Write};

use flate2::write::GzEncoder;
use flate2::Compression;
use prost::Message;

use crate::stacks::Stacks;

/// `perftools.profiles.Profile`.
#[derive(Clone, PartialEq, Message)]
pub struct Profile {
    #[prost(message, repeated, tag = "1")]
    pub sample_type: Vec<ValueType>,
    #[prost(message, repeated, tag = "2")]
    pub sample: Vec<Sample>,
    #[prost(message, repeated, tag = "3")]
    pub mapping: Vec<Mapping>,
    #[prost(message, repeated, tag = "4")]
    pub location: Vec<Location>,
    #[prost(message, repeated, tag = "5")]
    pub function: Vec<Function>,
    /// Every string the other fields index; the first is always "".
    #[prost(string, repeated, tag = "6")]
    pub string_table: Vec<String>,
    /// The sample type viewers show first, by its type's string index.
    #[prost(int64, tag = "14")]
    pub default_sample_type: i64,
}

/// `perftools.profiles.ValueType`: string indices of a value's type and unit.
#[derive(Clone, PartialEq, Message)]
pub struct ValueType {
    #[prost(int64, tag = "1")]
    pub r#type: i64,
    #[prost(int64, tag = "2")]
    pub unit: i64,
}

/// `perftools.profiles.Sample`.
#[derive(Clone, PartialEq, Message)]
pub struct Sample {
    /// The leaf first.
    #[prost(uint64, repeated, tag = "1")]
    pub location_id: Vec<u64>,
    /// One per sample type.
    #[prost(int64, repeated, tag = "2")]
    pub value: Vec<i64>,
    #[prost(message, repeated, tag = "3")]
    pub label: Vec<Label>,
}

/// `perftools.profiles.Label` (string labels only: `num` and `num_unit` are left out).
#[derive(Clone, PartialEq, Message)]
pub struct Label {
    #[prost(int64, tag = "1")]
    pub key: i64,
    #[prost(int64, tag = "2")]
    pub str: i64,
}

/// `perftools.profiles.Mapping`: the one mapping every location is in, saying that functions,
/// files and lines are already known, so pprof never looks for a binary to symbolize them with
/// (without it, `go tool pprof` warns and drops the locations from `-raw`).
#[derive(Clone, PartialEq, Message)]
pub struct Mapping {
    #[prost(uint64, tag = "1")]
    pub id: u64,
    #[prost(bool, tag = "7")]
    pub has_functions: bool,
    #[prost(bool, tag = "8")]
    pub has_filenames: bool,
    #[prost(bool, tag = "9")]
    pub has_line_numbers: bool,
}

/// `perftools.profiles.Location` (no address: frames are methods, not code addresses).
#[derive(Clone, PartialEq, Message)]
pub struct Location {
    #[prost(uint64, tag = "1")]
    pub id: u64,
    #[prost(uint64, tag = "2")]
    pub mapping_id: u64,
    #[prost(message, repeated, tag = "4")]
    pub line: Vec<Line>,
}

/// `perftools.profiles.Line`.
#[derive(Clone, PartialEq, Message)]
pub struct Line {
    #[prost(uint64, tag = "1")]
    pub function_id: u64,
    #[prost(int64, tag = "2")]
    pub line: i64,
}

/// `perftools.profiles.Function`.
#[derive(Clone, PartialEq, Message)]
pub struct Function {
    #[prost(uint64, tag = "1")]
    pub id: u64,
    #[prost(int64, tag = "2")]
    pub name: i64,
    #[prost(int64, tag = "3")]
    pub system_name: i64,
    #[prost(int64, tag = "4")]
    pub filename: i64,
    #[prost(int64, tag = "5")]
    pub start_line: i64,
}

/// The id of the only [`Mapping`].
const MAPPING: u64 = 1;

/// The string table under construction: each string once, `""` at 0 as pprof requires.
struct Strings {
    table: Vec<String>,
    index: HashMap<String, i64>,
}

impl Strings {
    fn new() -> Strings {
        let mut strings = Strings {
            table: Vec::new(),
            index: HashMap::new(),
        };
        strings.intern("");
        strings
    }

    fn intern(&mut self, s: &str) -> i64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.table.len() as i64;
        self.table.push(s.to_string());
        self.index.insert(s.to_string(), i);
        i
    }
}

/// pprof values are signed; counts beyond `i64::MAX` cannot occur in practice, but are capped
/// rather than wrapped.
fn value(count: u64) -> i64 {
    i64::try_from(count).unwrap_or(i64::MAX)
}

/// The pprof profile of `stacks`: sample types `calls/count` and `blocks/count`; one function
/// and one location per frame (both with id = frame index + 1); one sample per context with
/// calls or blocks, its locations leaf first, labelled `thread`. Viewers show blocks first
/// when there are any, else calls.
pub fn profile(stacks: &Stacks) -> Profile {
    let mut strings = Strings::new();
    let count = strings.intern("count");
    let calls = strings.intern("calls");
    let blocks = strings.intern("blocks");
    let thread_key = strings.intern("thread");
    let sample_type = vec![
        ValueType {
            r#type: calls,
            unit: count,
        },
        ValueType {
            r#type: blocks,
            unit: count,
        },
    ];
    let mut function = Vec::with_capacity(stacks.frames.len());
    let mut location = Vec::with_capacity(stacks.frames.len());
    for (i, frame) in stacks.frames.iter().enumerate() {
        let id = i as u64 + 1;
        let name = strings.intern(&frame.name);
        let filename = strings.intern(frame.file.as_deref().unwrap_or(""));
        let line = i64::from(frame.line.unwrap_or(0));
        function.push(Function {
            id,
            name,
            system_name: name,
            filename,
            start_line: line,
        });
        location.push(Location {
            id,
            mapping_id: MAPPING,
            line: vec![Line {
                function_id: id,
                line,
            }],
        });
    }
    let threads: Vec<i64> = stacks.threads.iter().map(|t| strings.intern(t)).collect();
    let mut sample = Vec::new();
    for (i, s) in stacks.samples.iter().enumerate() {
        if s.calls == 0 && s.blocks == 0 {
            continue;
        }
        let location_id = stacks
            .stack(i as u32)
            .into_iter()
            .rev()
            .map(|f| u64::from(f) + 1)
            .collect();
        let label = threads
            .get(s.thread as usize)
            .map(|&name| Label {
                key: thread_key,
                str: name,
            })
            .into_iter()
            .collect();
        sample.push(Sample {
            location_id,
            value: vec![value(s.calls), value(s.blocks)],
            label,
        });
    }
    Profile {
        sample_type,
        sample,
        mapping: vec![Mapping {
            id: MAPPING,
            has_functions: true,
            has_filenames: true,
            has_line_numbers: true,
        }],
        location,
        function,
        string_table: strings.table,
        default_sample_type: if stacks.total_blocks() > 0 {
            blocks
        } else {
            calls
        },
    }
}

/// Writes the gzip-compressed pprof profile of `stacks`.
pub fn write_pprof(out: &mut dyn Write, stacks: &Stacks) -> io::Result<()> {
    let bytes = profile(stacks).encode_to_vec();
    let mut gz = GzEncoder::new(out, Compression::default());
    gz.write_all(&bytes)?;
    gz.finish()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stacks::{Frame, Sample as StackSample, NONE};

    #[test]
    fn samples_go_leaf_first_and_decode_back() {
        let frame = |name: &str| Frame {
            name: name.into(),
            method: None,
            file: None,
            line: None,
        };
        let stacks = Stacks {
            frames: vec![frame("[thread main]"), frame("m")],
            samples: vec![
                StackSample {
                    frame: 0,
                    parent: NONE,
                    calls: 1,
                    blocks: 0,
                    thread: 0,
                },
                StackSample {
                    frame: 1,
                    parent: 0,
                    calls: 2,
                    blocks: 7,
                    thread: 0,
                },
            ],
            threads: vec!["main".into()],
        };
        let mut gz = Vec::new();
        write_pprof(&mut gz, &stacks).unwrap();
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&gz[..]), &mut bytes).unwrap();
        let p = Profile::decode(&bytes[..]).unwrap();
        assert_eq!(p, profile(&stacks));
        assert_eq!(p.string_table[0], "");
        assert_eq!(p.sample[1].location_id, [2, 1]);
        assert_eq!(p.sample[1].value, [2, 7]);
        let label = &p.sample[1].label[0];
        assert_eq!(p.string_table[label.key as usize], "thread");
        assert_eq!(p.string_table[label.str as usize], "main");
        assert_eq!(p.string_table[p.default_sample_type as usize], "blocks");
    }
}
