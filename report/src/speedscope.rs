//! The profile as a speedscope file (<https://www.speedscope.app>, file format
//! [`SCHEMA`]): one "sampled" profile per thread over frames they share, so speedscope shows
//! each thread's calling contexts as a flame chart, left-heavy graph and sandwich table.

use std::io::{self, Write};

use serde_json::{json, Map, Value};

use crate::folded::Weight;
use crate::stacks::Stacks;

/// The schema speedscope files name in `$schema`; speedscope recognises its files by it.
pub const SCHEMA: &str = "https://www.speedscope.app/file-format-schema.json";

/// The speedscope document of `stacks` counted by `weight`: per thread, every context of
/// nonzero weight is a sample whose stack is its frame indices, the thread's root first.
pub fn speedscope(stacks: &Stacks, weight: Weight) -> Value {
    let frames: Vec<Value> = stacks
        .frames
        .iter()
        .map(|f| {
            let mut frame = Map::new();
            frame.insert("name".into(), Value::from(f.name.as_str()));
            if let Some(file) = &f.file {
                frame.insert("file".into(), Value::from(file.as_str()));
            }
            if let Some(line) = f.line {
                frame.insert("line".into(), Value::from(line));
            }
            Value::Object(frame)
        })
        .collect();
    let mut samples: Vec<Vec<Value>> = vec![Vec::new(); stacks.threads.len()];
    let mut weights: Vec<Vec<Value>> = vec![Vec::new(); stacks.threads.len()];
    let mut ends: Vec<u64> = vec![0; stacks.threads.len()];
    for (i, sample) in stacks.samples.iter().enumerate() {
        let w = weight.of(sample);
        let t = sample.thread as usize;
        // A sample of no known thread has no profile to go in (Stacks never makes one).
        if w == 0 || t >= stacks.threads.len() {
            continue;
        }
        samples[t].push(Value::from(stacks.stack(i as u32)));
        weights[t].push(Value::from(w));
        ends[t] = ends[t].saturating_add(w);
    }
    let profiles: Vec<Value> = stacks
        .threads
        .iter()
        .zip(samples.into_iter().zip(weights))
        .zip(ends)
        .map(|((thread, (samples, weights)), end)| {
            json!({
                "type": "sampled",
                "name": thread,
                "unit": "none",
                "startValue": 0,
                "endValue": end,
                "samples": samples,
                "weights": weights,
            })
        })
        .collect();
    json!({
        "$schema": SCHEMA,
        "shared": { "frames": frames },
        "profiles": profiles,
        "name": format!("{} by calling context", weight.name()),
        "activeProfileIndex": 0,
        "exporter": "adaptrace",
    })
}

/// Writes the speedscope file of `stacks` counted by `weight`.
pub fn write_speedscope(out: &mut dyn Write, stacks: &Stacks, weight: Weight) -> io::Result<()> {
    serde_json::to_writer(&mut *out, &speedscope(stacks, weight))?;
    out.write_all(b"\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stacks::{Frame, Sample, NONE};

    #[test]
    fn one_profile_per_thread_without_zero_samples() {
        let frame = |name: &str| Frame {
            name: name.into(),
            method: None,
            file: Some("A.java".into()),
            line: Some(3),
        };
        let sample = |frame, parent, calls, thread| Sample {
            frame,
            parent,
            calls,
            blocks: 0,
            thread,
        };
        let stacks = Stacks {
            frames: vec![frame("[thread a]"), frame("[thread b]"), frame("m")],
            samples: vec![
                sample(0, NONE, 1, 0),
                sample(1, NONE, 1, 1),
                sample(2, 1, 4, 1),
                sample(2, 0, 0, 0),
            ],
            threads: vec!["a".into(), "b".into()],
        };
        let doc = speedscope(&stacks, Weight::Calls);
        assert_eq!(doc["$schema"], SCHEMA);
        assert_eq!(doc["shared"]["frames"][2]["line"], 3);
        let b = &doc["profiles"][1];
        assert_eq!(b["name"], "b");
        assert_eq!(b["samples"], json!([[1], [1, 2]]));
        assert_eq!(b["weights"], json!([1, 4]));
        assert_eq!(b["endValue"], 5);
        assert_eq!(doc["profiles"][0]["samples"], json!([[0]]));
    }
}
