//! The `debug_info_item` state machine: parameter names, and the debug directives of a body
//! with the code address each belongs to.

use smali_parser::ast::{Item, JString, LocalVar, Reg, TypeDesc};

use super::capacity;
use super::ids::Dex;
use crate::leb128::{read_sleb128, read_uleb128, read_uleb128p1};
use crate::spec::debug as op;
use crate::ReadError;

/// Where baksmali puts a debug directive among the others at its address: `.prologue` (also
/// for an epilogue, which baksmali prints as `.prologue`), then `.source`, `.line`, and the
/// local-variable directives, each group in stream order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Rank {
    Prologue,
    Source,
    Line,
    Local,
}

/// One directive at a code address.
pub(super) struct Event {
    pub address: u32,
    pub rank: Rank,
    pub item: Item,
}

/// Reads the `debug_info_item` at `off`; `reg` names a register as the body names it. Returns
/// the names of the parameters (without `this`), as many as the item lists, and leaves in
/// `events` (cleared first) the directives in the order baksmali prints them: by address, then
/// by rank, then in stream order.
pub(super) fn read_debug_info(
    dex: &Dex,
    off: usize,
    reg: &dyn Fn(u32, usize) -> Result<Reg, ReadError>,
    events: &mut Vec<Event>,
) -> Result<Vec<Option<JString>>, ReadError> {
    let bytes = dex.bytes;
    let mut pos = off;
    let mut line = read_uleb128(bytes, &mut pos)?;
    let count = read_uleb128(bytes, &mut pos)?;
    let mut param_names = Vec::with_capacity(capacity(bytes, pos, count, 1));
    for _ in 0..count {
        let at = pos;
        param_names.push(opt_string(dex, read_uleb128p1(bytes, &mut pos)?, at)?);
    }
    events.clear();
    let mut address: u32 = 0;
    loop {
        let at = pos;
        let Some(&opcode) = bytes.get(pos) else {
            return Err(ReadError::new(
                at,
                "debug info runs past the end of the file",
            ));
        };
        pos += 1;
        let (rank, item) = match opcode {
            op::END_SEQUENCE => break,
            op::ADVANCE_PC => {
                let by = read_uleb128(bytes, &mut pos)?;
                address = advance(address, by, at)?;
                continue;
            }
            op::ADVANCE_LINE => {
                line = line.wrapping_add(read_sleb128(bytes, &mut pos)? as u32);
                continue;
            }
            op::START_LOCAL | op::START_LOCAL_EXTENDED => {
                let r = reg(read_uleb128(bytes, &mut pos)?, at)?;
                let name = opt_string(dex, read_uleb128p1(bytes, &mut pos)?, at)?;
                let ty = match read_uleb128p1(bytes, &mut pos)? {
                    Some(t) => Some(dex.type_(t, at)?.clone()),
                    None => None,
                };
                let signature = if opcode == op::START_LOCAL_EXTENDED {
                    opt_string(dex, read_uleb128p1(bytes, &mut pos)?, at)?
                } else {
                    None
                };
                (
                    Rank::Local,
                    Item::Local(Box::new(local(r, name, ty, signature))),
                )
            }
            op::END_LOCAL => (
                Rank::Local,
                Item::EndLocal(reg(read_uleb128(bytes, &mut pos)?, at)?),
            ),
            op::RESTART_LOCAL => (
                Rank::Local,
                Item::RestartLocal(reg(read_uleb128(bytes, &mut pos)?, at)?),
            ),
            op::SET_PROLOGUE_END | op::SET_EPILOGUE_BEGIN => (Rank::Prologue, Item::Prologue),
            op::SET_FILE => (
                Rank::Source,
                Item::Source(opt_string(dex, read_uleb128p1(bytes, &mut pos)?, at)?),
            ),
            special => {
                let adjusted = i32::from(special - op::FIRST_SPECIAL);
                line = line.wrapping_add((op::LINE_BASE + adjusted % op::LINE_RANGE) as u32);
                address = advance(address, (adjusted / op::LINE_RANGE) as u32, at)?;
                (Rank::Line, Item::Line(line))
            }
        };
        events.push(Event {
            address,
            rank,
            item,
        });
    }
    // Stream order is address order already; a stable sort only moves ranks within addresses.
    events.sort_by_key(|e| (e.address, e.rank));
    Ok(param_names)
}

fn advance(address: u32, by: u32, at: usize) -> Result<u32, ReadError> {
    address
        .checked_add(by)
        .ok_or_else(|| ReadError::new(at, "debug info advances the address past 2^32"))
}

fn opt_string(dex: &Dex, idx: Option<u32>, at: usize) -> Result<Option<JString>, ReadError> {
    match idx {
        Some(i) => dex.string(i, at).map(|s| Some(JString::clone(s))),
        None => Ok(None),
    }
}

/// A `.local` as baksmali prints it: bare when it names nothing, else with `null` for a missing
/// name and `V` for a missing type.
fn local(
    reg: Reg,
    name: Option<JString>,
    ty: Option<TypeDesc>,
    signature: Option<JString>,
) -> LocalVar {
    if name.is_none() && ty.is_none() && signature.is_none() {
        return LocalVar {
            reg,
            name,
            ty,
            signature,
        };
    }
    LocalVar {
        reg,
        name,
        ty: Some(ty.unwrap_or_else(|| TypeDesc::from("V"))),
        signature,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_local_without_a_type_reads_as_void_and_without_anything_as_bare() {
        let l = local(Reg::V(1), Some("a".into()), None, None);
        assert_eq!(l.ty.as_deref(), Some("V"));
        let bare = local(Reg::V(1), None, None, None);
        assert_eq!((bare.name, bare.ty, bare.signature), (None, None, None));
    }

    #[test]
    fn the_state_machine_gives_each_directive_its_address_and_line() {
        // line_start 5, one parameter named "n"; a line at address 1 (special opcode), a local,
        // its end, a file, a line one further, an epilogue and a prologue, and a line at 3.
        let bytes = [
            5, 1, 2, 0x1d, 0x03, 0, 1, 1, 0x05, 0, 0x09, 3, 0x0f, 0x08, 0x07, 0x01, 2, 0x02, 0x7e,
            0x0e, 0x00,
        ];
        let dex = Dex::for_test(&bytes, &["x", "n", "A"], &["I"]);
        let mut events = Vec::new();
        let names = read_debug_info(&dex, 0, &|r, _| Ok(Reg::V(r as u16)), &mut events).unwrap();
        assert_eq!(names, [Some(JString::from("n"))]);
        let got: Vec<(u32, Rank, Item)> = events
            .drain(..)
            .map(|e| (e.address, e.rank, e.item))
            .collect();
        let local = LocalVar {
            reg: Reg::V(0),
            name: Some("x".into()),
            ty: Some("I".into()),
            signature: None,
        };
        assert_eq!(
            got,
            [
                (1, Rank::Prologue, Item::Prologue),
                (1, Rank::Prologue, Item::Prologue),
                (1, Rank::Source, Item::Source(Some("A".into()))),
                (1, Rank::Line, Item::Line(5)),
                (1, Rank::Line, Item::Line(6)),
                (1, Rank::Local, Item::Local(Box::new(local))),
                (1, Rank::Local, Item::EndLocal(Reg::V(0))),
                (3, Rank::Line, Item::Line(4)),
            ]
        );
        let bad = |_, at| Err(ReadError::new(at, "bad"));
        assert!(read_debug_info(&dex, 0, &bad, &mut events).is_err());
        let cut = &bytes[..10];
        let dex = Dex::for_test(cut, &["x", "n", "A"], &["I"]);
        assert!(read_debug_info(&dex, 0, &|r, _| Ok(Reg::V(r as u16)), &mut events).is_err());
    }

    #[test]
    fn ranks_order_prologue_source_line_local() {
        assert!(Rank::Prologue < Rank::Source);
        assert!(Rank::Source < Rank::Line);
        assert!(Rank::Line < Rank::Local);
    }
}
