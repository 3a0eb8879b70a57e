//! Splitting a method into basic blocks and connecting them.

use std::collections::{HashMap, HashSet};

use petgraph::graph::DiGraph;

use super::{
    entry_node, exit_node, Block, BlockNode, CatchEntry, CfgErrorKind, EdgeKind, TryRange,
};
use crate::ast::{Catch, Instruction, Item, Label, Method};
use crate::opcode::{FlowKind, Opcode};

pub(super) struct Parts {
    pub blocks: Vec<Block>,
    pub catches: Vec<CatchEntry>,
    pub tries: Vec<TryRange>,
    pub graph: DiGraph<BlockNode, EdgeKind>,
    pub item_block: Vec<Option<usize>>,
    pub label_block: HashMap<Label, usize>,
}

type Result<T> = std::result::Result<T, CfgErrorKind>;

/// Locates an item for error messages: its mnemonic, index and the `.line` in effect.
fn at(method: &Method, item: usize) -> String {
    let what = match method.items.get(item) {
        Some(Item::Instruction(ins)) => ins.opcode.name().to_string(),
        Some(Item::Catch(catch)) if catch.exception.is_some() => ".catch".to_string(),
        Some(Item::Catch(_)) => ".catchall".to_string(),
        _ => "item".to_string(),
    };
    let line = method.items[..item.min(method.items.len())]
        .iter()
        .rev()
        .find_map(|i| match i {
            Item::Line(l) => Some(*l),
            _ => None,
        });
    match line {
        Some(l) => format!("{what} (item {item}, near .line {l})"),
        None => format!("{what} (item {item})"),
    }
}

fn is_payload(item: &Item) -> bool {
    matches!(
        item,
        Item::PackedSwitch { .. } | Item::SparseSwitch { .. } | Item::ArrayData { .. }
    )
}

fn payload_name(item: Option<&Item>) -> String {
    match item {
        Some(Item::PackedSwitch { .. }) => ".packed-switch".into(),
        Some(Item::SparseSwitch { .. }) => ".sparse-switch".into(),
        Some(Item::ArrayData { .. }) => ".array-data".into(),
        Some(Item::Instruction(ins)) => format!("instruction {}", ins.opcode.name()),
        Some(_) => "a directive".into(),
        None => "the end of the method".into(),
    }
}

/// Items that are not code: payloads, and the `nop`s dex puts before them for alignment.
fn data_items(items: &[Item]) -> Vec<bool> {
    let mut data = vec![false; items.len()];
    for (p, item) in items.iter().enumerate() {
        if !is_payload(item) {
            continue;
        }
        data[p] = true;
        for j in (0..p).rev() {
            match &items[j] {
                Item::Instruction(ins) if ins.opcode == Opcode::Nop => data[j] = true,
                Item::Instruction(_) => break,
                i if is_payload(i) => break,
                _ => {}
            }
        }
    }
    data
}

struct Builder<'m> {
    method: &'m Method,
    labels: HashMap<Label, usize>,
    data: Vec<bool>,
}

impl<'m> Builder<'m> {
    fn label(&self, label: &str, user: usize) -> Result<usize> {
        self.labels
            .get(label)
            .copied()
            .ok_or_else(|| CfgErrorKind::UndefinedLabel {
                label: label.to_string(),
                at: at(self.method, user),
            })
    }

    /// The item a payload label leads to (skipping other labels and debug directives).
    fn payload_after(&self, label: &str, user: usize) -> Result<Option<&'m Item>> {
        let start = self.label(label, user)?;
        Ok(self.method.items[start..].iter().find(|i| {
            !matches!(
                i,
                Item::Label(_)
                    | Item::Line(_)
                    | Item::Local(_)
                    | Item::EndLocal(_)
                    | Item::RestartLocal(_)
                    | Item::Prologue
                    | Item::Epilogue
                    | Item::Source(_)
            )
        }))
    }

    /// The cases of a switch instruction: `(key, target label)` in payload order.
    fn switch_cases(&self, ins: &'m Instruction, item: usize) -> Result<Vec<(i32, &'m Label)>> {
        let label = ins
            .payload_label()
            .ok_or_else(|| CfgErrorKind::MissingLabel {
                at: at(self.method, item),
            })?;
        let payload = self.payload_after(label, item)?;
        match (ins.opcode, payload) {
            (Opcode::PackedSwitch, Some(Item::PackedSwitch { first_key, targets })) => Ok(targets
                .iter()
                .enumerate()
                // Keys wrap like the VM's 32-bit arithmetic.
                .map(|(i, t)| (first_key.wrapping_add(i as i32), t))
                .collect()),
            (Opcode::SparseSwitch, Some(Item::SparseSwitch { entries })) => {
                Ok(entries.iter().map(|(k, t)| (*k, t)).collect())
            }
            (op, found) => Err(CfgErrorKind::WrongPayload {
                label: label.clone(),
                at: at(self.method, item),
                expected: if op == Opcode::PackedSwitch {
                    ".packed-switch"
                } else {
                    ".sparse-switch"
                },
                found: payload_name(found),
            }),
        }
    }

    fn check_array_payload(&self, ins: &Instruction, item: usize) -> Result<()> {
        let label = ins
            .payload_label()
            .ok_or_else(|| CfgErrorKind::MissingLabel {
                at: at(self.method, item),
            })?;
        match self.payload_after(label, item)? {
            Some(Item::ArrayData { .. }) => Ok(()),
            found => Err(CfgErrorKind::WrongPayload {
                label: label.clone(),
                at: at(self.method, item),
                expected: ".array-data",
                found: payload_name(found),
            }),
        }
    }

    /// The first code instruction at or after `from`; `Err(i)` names the data item or end
    /// (`items.len()`) reached first.
    fn next_code(&self, from: usize) -> std::result::Result<usize, usize> {
        for (i, item) in self.method.items.iter().enumerate().skip(from) {
            if self.data[i] {
                return Err(i);
            }
            if matches!(item, Item::Instruction(_)) {
                return Ok(i);
            }
        }
        Err(self.method.items.len())
    }
}

fn new_block(items: std::ops::Range<usize>, first: usize, last: usize) -> Block {
    Block {
        items,
        first,
        last,
        catches: Vec::new(),
        tries: Vec::new(),
        can_throw: false,
    }
}

pub(super) fn build(method: &Method) -> Result<Parts> {
    let items = &method.items;
    let mut labels = HashMap::new();
    for (i, item) in items.iter().enumerate() {
        if let Item::Label(l) = item {
            if labels.insert(l.clone(), i).is_some() {
                return Err(CfgErrorKind::DuplicateLabel(l.clone()));
            }
        }
    }
    let b = Builder {
        method,
        labels,
        data: data_items(items),
    };

    // Labels that start a block: branch and case targets, handlers, try boundaries.
    let mut leaders: HashSet<usize> = HashSet::new();
    let mut cases: HashMap<usize, Vec<(i32, &Label)>> = HashMap::new();
    let mut catch_items = Vec::new();
    for (i, item) in items.iter().enumerate() {
        match item {
            Item::Instruction(ins) if !b.data[i] => match ins.opcode.flow() {
                FlowKind::Goto | FlowKind::If => {
                    let target = ins
                        .branch_target()
                        .ok_or_else(|| CfgErrorKind::MissingLabel { at: at(method, i) })?;
                    leaders.insert(b.label(target, i)?);
                }
                FlowKind::Switch => {
                    let cs = b.switch_cases(ins, i)?;
                    for (_, t) in &cs {
                        leaders.insert(b.label(t, i)?);
                    }
                    cases.insert(i, cs);
                }
                _ if ins.opcode == Opcode::FillArrayData => b.check_array_payload(ins, i)?,
                _ => {}
            },
            Item::Catch(catch) => {
                let Catch {
                    exception,
                    start,
                    end,
                    handler,
                } = catch.as_ref();
                let s = b.label(start, i)?;
                let e = b.label(end, i)?;
                let h = b.label(handler, i)?;
                if e < s {
                    return Err(CfgErrorKind::ReversedTryRange {
                        start: start.clone(),
                        end: end.clone(),
                    });
                }
                leaders.extend([s, e, h]);
                catch_items.push((i, exception, start, end, handler, s, e));
            }
            _ => {}
        }
    }

    // Split. `start` is where the next block's items begin; `open` the first and last instruction
    // of the block being filled.
    let mut blocks: Vec<Block> = Vec::new();
    let mut last_ins: Vec<&Instruction> = Vec::new();
    let mut item_block = vec![None; items.len()];
    let mut start = 0;
    let mut open: Option<(usize, usize, &Instruction)> = None;
    for (i, item) in items.iter().enumerate() {
        let boundary = b.data[i] || (matches!(item, Item::Label(_)) && leaders.contains(&i));
        if boundary {
            if let Some((first, last, ins)) = open.take() {
                blocks.push(new_block(start..i, first, last));
                last_ins.push(ins);
                start = i;
            }
            if b.data[i] {
                start = i + 1;
            }
            continue;
        }
        if let Item::Instruction(ins) = item {
            item_block[i] = Some(blocks.len());
            let first = open.map_or(i, |(first, _, _)| first);
            if ins.opcode.ends_block() {
                blocks.push(new_block(start..i + 1, first, i));
                last_ins.push(ins);
                start = i + 1;
                open = None;
            } else {
                open = Some((first, i, ins));
            }
        }
    }
    if let Some((first, last, ins)) = open {
        blocks.push(new_block(start..items.len(), first, last));
        last_ins.push(ins);
    }
    if blocks.is_empty() {
        return Err(CfgErrorKind::NoCode);
    }

    let block_at = |label: &str, user: usize| -> Result<usize> {
        let l = b.label(label, user)?;
        b.next_code(l)
            .ok()
            .and_then(|i| item_block[i])
            .ok_or_else(|| CfgErrorKind::TargetNotCode {
                label: label.to_string(),
                at: at(method, user),
            })
    };

    // Catches and try ranges (one per distinct `{:start .. :end}`).
    let mut catches = Vec::new();
    let mut tries: Vec<TryRange> = Vec::new();
    let mut try_of: HashMap<(&Label, &Label), usize> = HashMap::new();
    let mut spans = Vec::new();
    for (ci, (item, exception, start, end, handler, s, e)) in catch_items.into_iter().enumerate() {
        let handler_block = block_at(handler, item)?;
        let try_index = *try_of.entry((start, end)).or_insert_with(|| {
            tries.push(TryRange {
                start: start.clone(),
                end: end.clone(),
                catches: Vec::new(),
            });
            tries.len() - 1
        });
        tries[try_index].catches.push(ci);
        spans.push((s, e));
        catches.push(CatchEntry {
            item,
            exception: exception.clone(),
            start: start.clone(),
            end: end.clone(),
            handler: handler.clone(),
            handler_block,
            try_index,
        });
    }
    for block in &mut blocks {
        block.can_throw = items[block.first..=block.last]
            .iter()
            .any(|i| matches!(i, Item::Instruction(ins) if ins.opcode.can_throw()));
        let covering: Vec<usize> = (0..catches.len())
            .filter(|&c| spans[c].0 < block.first && block.first < spans[c].1)
            .collect();
        let mut seen_types = HashSet::new();
        block.catches = covering
            .iter()
            .copied()
            .filter(|&c| {
                catches[c]
                    .exception
                    .as_ref()
                    .is_some_and(|t| seen_types.insert(t))
            })
            .chain(
                covering
                    .iter()
                    .copied()
                    .find(|&c| catches[c].exception.is_none()),
            )
            .collect();
        block.tries = covering.iter().map(|&c| catches[c].try_index).collect();
        block.tries.sort_unstable();
        block.tries.dedup();
    }

    // Edges.
    let mut graph = DiGraph::with_capacity(blocks.len() + 2, blocks.len() * 2);
    graph.add_node(BlockNode::Entry);
    graph.add_node(BlockNode::Exit);
    for i in 0..blocks.len() {
        graph.add_node(BlockNode::Block(i));
    }
    let node = |b: usize| petgraph::graph::NodeIndex::new(b + super::FIRST_BLOCK_NODE);
    graph.add_edge(entry_node(), node(0), EdgeKind::Entry);
    for (bi, block) in blocks.iter().enumerate() {
        let (last, ins) = (block.last, last_ins[bi]);
        let next = || -> Result<usize> {
            match b.next_code(last + 1) {
                Ok(i) => item_block[i].ok_or_else(|| CfgErrorKind::FallsOffEnd {
                    at: at(method, last),
                }),
                Err(i) if i < items.len() => Err(CfgErrorKind::FallsIntoPayload {
                    at: at(method, last),
                }),
                Err(_) => Err(CfgErrorKind::FallsOffEnd {
                    at: at(method, last),
                }),
            }
        };
        let from = node(bi);
        match ins.opcode.flow() {
            FlowKind::Next => {
                graph.add_edge(from, node(next()?), EdgeKind::FallThrough);
            }
            FlowKind::Goto | FlowKind::If => {
                let target = ins
                    .branch_target()
                    .ok_or_else(|| CfgErrorKind::MissingLabel {
                        at: at(method, last),
                    })?;
                let target = block_at(target, last)?;
                if ins.opcode.flow() == FlowKind::Goto {
                    graph.add_edge(from, node(target), EdgeKind::Goto);
                } else {
                    graph.add_edge(from, node(target), EdgeKind::IfTaken);
                    graph.add_edge(from, node(next()?), EdgeKind::IfNotTaken);
                }
            }
            FlowKind::Switch => {
                for (key, target) in cases.get(&last).into_iter().flatten() {
                    graph.add_edge(
                        from,
                        node(block_at(target, last)?),
                        EdgeKind::SwitchCase(*key),
                    );
                }
                graph.add_edge(from, node(next()?), EdgeKind::SwitchDefault);
            }
            FlowKind::Return => {
                graph.add_edge(from, exit_node(), EdgeKind::Return);
            }
            FlowKind::Throw => {
                graph.add_edge(from, exit_node(), EdgeKind::Throw);
            }
        }
        for &c in &block.catches {
            let kind = EdgeKind::Exceptional {
                exception: catches[c].exception.clone(),
                catch: c,
            };
            graph.add_edge(from, node(catches[c].handler_block), kind);
        }
    }

    let label_block = b
        .labels
        .iter()
        .filter_map(|(l, &i)| Some((l.clone(), item_block[b.next_code(i).ok()?]?)))
        .collect();
    Ok(Parts {
        blocks,
        catches,
        tries,
        graph,
        item_block,
        label_block,
    })
}
