//! Placing the encoded items: the id sections after the header, then the data section (string
//! data, type lists, encoded arrays, annotations, debug info, code, class data, hidden-API data,
//! the map list), shared items written once, and finally the header with its checksums.

use std::borrow::Borrow;
use std::hash::Hash;

use sha1::{Digest, Sha1};

use super::code::DEBUG_OFF_AT;
use super::pools::{FxMap, Pools, Text};
use super::{values, ClassOut, Directory, Set};
use crate::leb128::write_uleb128;
use crate::spec::{map, ENDIAN_CONSTANT, HEADER_SIZE};
use crate::{mutf8, Version, WriteError};

struct Out {
    bytes: Vec<u8>,
    /// `(type, count, offset)` of every section written.
    map: Vec<(u16, u32, u32)>,
}

impl Out {
    fn pos(&self) -> u32 {
        self.bytes.len() as u32
    }

    fn align4(&mut self) {
        let n = self.bytes.len().next_multiple_of(4);
        self.bytes.resize(n, 0);
    }

    fn u16(&mut self, v: u16) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }

    fn u32(&mut self, v: u32) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }

    fn section(&mut self, ty: u16, count: usize, off: u32) {
        if count > 0 {
            self.map.push((ty, count as u32, off));
        }
    }

    /// Writes the item `key` (with `write`) once per distinct content, aligned to 4 when
    /// `align` is set, and returns its offset; `seen` counts the distinct items.
    fn shared<Q>(
        &mut self,
        seen: &mut FxMap<Q::Owned, u32>,
        key: &Q,
        align: bool,
        write: impl FnOnce(&mut Out),
    ) -> u32
    where
        Q: ?Sized + Hash + Eq + ToOwned,
        Q::Owned: Hash + Eq + Borrow<Q>,
    {
        if let Some(&off) = seen.get(key) {
            return off;
        }
        if align {
            self.align4();
        }
        let off = self.pos();
        write(self);
        seen.insert(key.to_owned(), off);
        off
    }
}

/// The offsets of the annotation items of `d` (as [`Directory::items`]), each written once;
/// sets in directory order, which is the order items are first written in.
fn item_offs<'c>(out: &mut Out, items: &mut FxMap<&'c [u8], u32>, d: &'c Directory) -> Vec<u32> {
    let mut offs = vec![0; d.items.len()];
    let fields = d.fields.iter().map(|f| f.1);
    let methods = d.methods.iter().map(|m| m.1);
    let params = d.params.iter().flat_map(|(_, ps)| ps.iter().copied());
    let sets = std::iter::once(d.class)
        .chain(fields)
        .chain(methods)
        .chain(params);
    for (first, end) in sets {
        for (off, a) in offs[first..end].iter_mut().zip(d.set((first, end))) {
            *off = out.shared(items, &a, false, |o| o.bytes.extend_from_slice(a));
        }
    }
    offs
}

/// Offsets of one class's annotation sets, as the directory needs them.
struct DirOffsets {
    class: u32,
    fields: Vec<(u32, u32)>,
    methods: Vec<(u32, u32)>,
    params: Vec<(u32, Vec<u32>)>,
}

pub(super) fn assemble(
    p: &Pools,
    classes: &[ClassOut],
    version: Version,
) -> Result<Vec<u8>, WriteError> {
    let counts = [
        p.strings.len(),
        p.types.len(),
        p.protos.len(),
        p.fields.len(),
        p.methods.len(),
        classes.len(),
        p.call_sites.len(),
        p.handles.len(),
    ];
    let sizes = [4, 4, 12, 8, 8, 32, 4, 8];
    let mut id_offs = [0u32; 8];
    let mut at = HEADER_SIZE as usize;
    for i in 0..8 {
        id_offs[i] = if counts[i] > 0 { at as u32 } else { 0 };
        at += counts[i] * sizes[i];
    }
    let data_off = at as u32;
    // A bound on the file size, so that the output never moves: capacity never touched costs
    // nothing.
    let strings = p.strings_bound();
    let protos: usize = p.protos.iter().map(|q| 8 + 2 * p.params(q).len()).sum();
    let class_bytes: usize = classes.iter().map(ClassOut::size_bound).sum();
    let mut out = Out {
        bytes: Vec::with_capacity(
            at + strings + protos + class_bytes + 64 * p.call_sites.len() + 4096,
        ),
        map: Vec::new(),
    };
    out.bytes.resize(at, 0);

    // String data.
    let mut string_offs = Vec::with_capacity(p.strings.len());
    let mut units = Vec::new();
    for i in 0..p.strings.len() as u32 {
        string_offs.push(out.pos());
        match p.string_data(i) {
            // Without NULs and beyond ASCII, UTF-8 is MUTF-8 and counts UTF-16 units.
            Text::Utf8(s) if s.is_ascii() && !s.as_bytes().contains(&0) => {
                write_uleb128(&mut out.bytes, s.len() as u32);
                out.bytes.extend_from_slice(s.as_bytes());
            }
            Text::Utf8(s) => {
                units.clear();
                units.extend(s.encode_utf16());
                write_uleb128(&mut out.bytes, units.len() as u32);
                mutf8::encode(&units, &mut out.bytes);
            }
            Text::Units(u) => {
                write_uleb128(&mut out.bytes, u.len() as u32);
                mutf8::encode(u, &mut out.bytes);
            }
        }
        out.bytes.push(0);
    }
    out.section(
        map::STRING_DATA,
        p.strings.len(),
        string_offs.first().copied().unwrap_or(0),
    );

    // Type lists: proto parameters, then class interfaces.
    let mut lists: FxMap<Vec<u16>, u32> = FxMap::default();
    let first = out.bytes.len().next_multiple_of(4) as u32;
    let mut type_list = |out: &mut Out, list: &[u16]| -> u32 {
        if list.is_empty() {
            return 0;
        }
        if let Some(&off) = lists.get(list) {
            return off;
        }
        out.align4();
        let off = out.pos();
        out.u32(list.len() as u32);
        for &t in list {
            out.u16(t);
        }
        lists.insert(list.to_vec(), off);
        off
    };
    let proto_params: Vec<u32> = p
        .protos
        .iter()
        .map(|proto| type_list(&mut out, p.params(proto)))
        .collect();
    let mut words = Vec::new();
    let interfaces: Vec<u32> = classes
        .iter()
        .map(|c| {
            words.clear();
            words.extend(c.interfaces.iter().map(|&i| i as u16));
            type_list(&mut out, &words)
        })
        .collect();
    out.section(map::TYPE_LIST, lists.len(), first);

    // Encoded arrays: call sites in id order, then static values.
    let first = out.pos();
    let mut call_site_offs = Vec::with_capacity(p.call_sites.len());
    for (i, cs) in p.call_sites.iter().enumerate() {
        call_site_offs.push(out.pos());
        out.bytes
            .extend_from_slice(&values::call_site(cs, &mut p.call_site_refs(i))?);
    }
    let mut arrays: FxMap<&[u8], u32> = FxMap::default();
    let static_offs: Vec<u32> = classes
        .iter()
        .map(|c| match &c.static_values {
            Some(v) => out.shared(&mut arrays, &v.as_slice(), false, |o| {
                o.bytes.extend_from_slice(v)
            }),
            None => 0,
        })
        .collect();
    out.section(
        map::ENCODED_ARRAY,
        call_site_offs.len() + arrays.len(),
        first,
    );

    // Annotation items, then sets, then set-ref lists, then directories.
    let first = out.pos();
    let mut items: FxMap<&[u8], u32> = FxMap::default();
    let mut set_items: Vec<Vec<u32>> = Vec::with_capacity(classes.len());
    for c in classes {
        set_items.push(match &c.annotations {
            Some(d) => item_offs(&mut out, &mut items, d),
            None => Vec::new(),
        });
    }
    let item_count = items.len();
    out.section(map::ANNOTATION, item_count, first);

    let first = out.bytes.len().next_multiple_of(4) as u32;
    let mut sets: FxMap<Vec<u32>, u32> = FxMap::default();
    let mut dir_sets: Vec<Option<DirOffsets>> = Vec::with_capacity(classes.len());
    for (c, offs) in classes.iter().zip(&set_items) {
        let Some(d) = &c.annotations else {
            dir_sets.push(None);
            continue;
        };
        let mut set_off = |(first, end): Set| -> u32 {
            let offs = &offs[first..end];
            if offs.is_empty() {
                return 0;
            }
            out.shared(&mut sets, offs, true, |o| {
                o.u32(offs.len() as u32);
                for &a in offs {
                    o.u32(a);
                }
            })
        };
        dir_sets.push(Some(DirOffsets {
            class: set_off(d.class),
            fields: d.fields.iter().map(|&(i, s)| (i, set_off(s))).collect(),
            methods: d.methods.iter().map(|&(i, s)| (i, set_off(s))).collect(),
            params: d
                .params
                .iter()
                .map(|(i, ps)| (*i, ps.iter().map(|&s| set_off(s)).collect()))
                .collect(),
        }));
    }
    out.section(map::ANNOTATION_SET, sets.len(), first);

    let first = out.bytes.len().next_multiple_of(4) as u32;
    let mut ref_lists: FxMap<Vec<u32>, u32> = FxMap::default();
    let mut param_offs: Vec<Vec<(u32, u32)>> = Vec::with_capacity(classes.len());
    for d in &dir_sets {
        let mut list = Vec::new();
        for (m, sets) in d.iter().flat_map(|d| &d.params) {
            let off = out.shared(&mut ref_lists, sets.as_slice(), true, |o| {
                o.u32(sets.len() as u32);
                for &s in sets {
                    o.u32(s);
                }
            });
            list.push((*m, off));
        }
        param_offs.push(list);
    }
    out.section(map::ANNOTATION_SET_REF_LIST, ref_lists.len(), first);

    let first = out.bytes.len().next_multiple_of(4) as u32;
    let mut dir_count = 0;
    let mut dir_offs = Vec::with_capacity(classes.len());
    for (d, params) in dir_sets.iter().zip(&param_offs) {
        let Some(d) = d else {
            dir_offs.push(0);
            continue;
        };
        out.align4();
        dir_offs.push(out.pos());
        dir_count += 1;
        out.u32(d.class);
        out.u32(d.fields.len() as u32);
        out.u32(d.methods.len() as u32);
        out.u32(params.len() as u32);
        for &(i, o) in d.fields.iter().chain(&d.methods).chain(params) {
            out.u32(i);
            out.u32(o);
        }
    }
    out.section(map::ANNOTATIONS_DIRECTORY, dir_count, first);

    // Debug info, then code items (which point at it), then class data (which points at code).
    // Offsets of each method's items, methods in class-data order.
    let first = out.pos();
    let mut debug_count = 0;
    let mut debug_offs = Vec::new();
    for c in classes {
        for m in c.direct.iter().chain(&c.virtuals) {
            match m.code.and_then(|code| code.debug) {
                Some((start, end)) => {
                    debug_offs.push(out.pos());
                    debug_count += 1;
                    out.bytes.extend_from_slice(&c.bodies.debug[start..end]);
                }
                None => debug_offs.push(0),
            }
        }
    }
    out.section(map::DEBUG_INFO, debug_count, first);

    let first = out.bytes.len().next_multiple_of(4) as u32;
    let mut code_count = 0;
    let mut code_offs = Vec::with_capacity(debug_offs.len());
    for (c, m) in classes
        .iter()
        .flat_map(|c| c.direct.iter().chain(&c.virtuals).map(move |m| (c, m)))
    {
        let Some(code) = m.code else {
            code_offs.push(0);
            continue;
        };
        out.align4();
        let at = out.bytes.len();
        code_offs.push(at as u32);
        code_count += 1;
        out.bytes
            .extend_from_slice(&c.bodies.code[code.code.0..code.code.1]);
        let debug = debug_offs[code_offs.len() - 1];
        out.bytes[at + DEBUG_OFF_AT..at + DEBUG_OFF_AT + 4].copy_from_slice(&debug.to_le_bytes());
    }
    out.section(map::CODE, code_count, first);

    let first = out.pos();
    let mut data_count = 0;
    let mut class_data_offs = Vec::with_capacity(classes.len());
    let mut code_offs = code_offs.iter();
    for c in classes {
        if !c.has_data() {
            class_data_offs.push(0);
            continue;
        }
        class_data_offs.push(out.pos());
        data_count += 1;
        let b = &mut out.bytes;
        for n in [
            c.static_fields.len(),
            c.instance_fields.len(),
            c.direct.len(),
            c.virtuals.len(),
        ] {
            write_uleb128(b, n as u32);
        }
        for fields in [&c.static_fields, &c.instance_fields] {
            let mut prev = 0;
            for &(idx, access) in fields.iter() {
                write_uleb128(b, idx - prev);
                write_uleb128(b, access);
                prev = idx;
            }
        }
        for methods in [&c.direct, &c.virtuals] {
            let mut prev = 0;
            for m in methods.iter() {
                write_uleb128(b, m.idx - prev);
                write_uleb128(b, m.access);
                write_uleb128(b, code_offs.next().copied().unwrap_or(0));
                prev = m.idx;
            }
        }
    }
    out.section(map::CLASS_DATA, data_count, first);

    if classes.iter().any(|c| c.hidden.is_some()) && version >= Version(39) {
        out.align4();
        let start = out.bytes.len();
        out.u32(0);
        let table = out.bytes.len();
        out.bytes.resize(table + 4 * classes.len(), 0);
        for (i, c) in classes.iter().enumerate() {
            let Some(values) = &c.hidden else { continue };
            let rel = (out.bytes.len() - start) as u32;
            out.bytes[table + 4 * i..table + 4 * i + 4].copy_from_slice(&rel.to_le_bytes());
            for &v in values {
                write_uleb128(&mut out.bytes, v);
            }
        }
        let size = (out.bytes.len() - start) as u32;
        out.bytes[start..start + 4].copy_from_slice(&size.to_le_bytes());
        out.section(map::HIDDENAPI_CLASS_DATA, 1, start as u32);
    }

    // The map list closes the data section.
    out.align4();
    let map_off = out.pos();
    let ids = [
        map::STRING_ID,
        map::TYPE_ID,
        map::PROTO_ID,
        map::FIELD_ID,
        map::METHOD_ID,
        map::CLASS_DEF,
        map::CALL_SITE_ID,
        map::METHOD_HANDLE,
    ];
    for i in 0..8 {
        out.section(ids[i], counts[i], id_offs[i]);
    }
    out.section(map::HEADER, 1, 0);
    out.section(map::MAP_LIST, 1, map_off);
    let mut entries = std::mem::take(&mut out.map);
    entries.sort_unstable_by_key(|e| e.2);
    out.u32(entries.len() as u32);
    for (ty, count, off) in entries {
        out.u16(ty);
        out.u16(0);
        out.u32(count);
        out.u32(off);
    }
    let file_size = out.pos();

    // The id sections.
    let b = &mut out.bytes;
    let mut w = IdWriter {
        b,
        at: HEADER_SIZE as usize,
    };
    for off in &string_offs {
        w.u32(*off);
    }
    for &t in &p.types {
        w.u32(t);
    }
    for (proto, params) in p.protos.iter().zip(&proto_params) {
        w.u32(proto.shorty);
        w.u32(proto.ret);
        w.u32(*params);
    }
    for &(class, name, ty) in &p.fields {
        w.u16(class as u16);
        w.u16(ty as u16);
        w.u32(name);
    }
    for &(class, name, proto) in &p.methods {
        w.u16(class as u16);
        w.u16(proto as u16);
        w.u32(name);
    }
    for (i, c) in classes.iter().enumerate() {
        for v in [
            c.class_idx,
            c.access,
            c.super_idx,
            interfaces[i],
            c.source,
            dir_offs[i],
            class_data_offs[i],
            static_offs[i],
        ] {
            w.u32(v);
        }
    }
    for off in &call_site_offs {
        w.u32(*off);
    }
    for &(kind, target) in &p.handles {
        w.u16(kind as u16);
        w.u16(0);
        w.u16(target as u16);
        w.u16(0);
    }

    // The header, then the signature over everything after it, then the checksum.
    let mut h = IdWriter { b, at: 0 };
    h.bytes(&version.magic());
    h.at = 32;
    for v in [file_size, HEADER_SIZE, ENDIAN_CONSTANT, 0, 0, map_off] {
        h.u32(v);
    }
    for i in 0..6 {
        h.u32(counts[i] as u32);
        h.u32(id_offs[i]);
    }
    h.u32(file_size - data_off);
    h.u32(data_off);
    let signature = Sha1::digest(&b[32..]);
    b[12..32].copy_from_slice(&signature);
    let checksum = adler2::adler32_slice(&b[12..]);
    b[8..12].copy_from_slice(&checksum.to_le_bytes());
    Ok(out.bytes)
}

/// Writes fixed-width fields into already reserved bytes.
struct IdWriter<'b> {
    b: &'b mut Vec<u8>,
    at: usize,
}

impl IdWriter<'_> {
    fn bytes(&mut self, v: &[u8]) {
        self.b[self.at..self.at + v.len()].copy_from_slice(v);
        self.at += v.len();
    }
    fn u16(&mut self, v: u16) {
        self.bytes(&v.to_le_bytes());
    }
    fn u32(&mut self, v: u32) {
        self.bytes(&v.to_le_bytes());
    }
}

impl ClassOut {
    /// At least the bytes this class adds to the data section.
    fn size_bound(&self) -> usize {
        let members = self.static_fields.len()
            + self.instance_fields.len()
            + self.direct.len()
            + self.virtuals.len();
        // Every item once, with a word in its set; a set's size and a directory entry each.
        let annotations = self.annotations.as_deref().map_or(0, |d: &Directory| {
            let sets = 1 + d.fields.len() + d.methods.len();
            let params: usize = d.params.iter().map(|(_, ps)| 16 + 12 * ps.len()).sum();
            24 + d.bytes.len() + 4 * d.items.len() + 16 * sets + params
        });
        64 + 2 * self.interfaces.len()
            + 28 * members
            + self.bodies.code.len()
            + self.bodies.debug.len()
            + self.static_values.as_ref().map_or(0, Vec::len)
            + self.hidden.as_ref().map_or(0, |h| 5 * h.len())
            + annotations
    }
}
