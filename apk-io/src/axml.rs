//! A reader of Android's binary XML (AXML), the compiled form of `AndroidManifest.xml` stored in
//! APKs, following the chunk layout of AOSP's `ResourceTypes.h`; and the one edit adaptrace
//! makes to it, [`set_debuggable`], in place of rebuilding the resources with `aapt`.
//!
//! The file is one `RES_XML_TYPE` chunk holding a string pool, an optional resource map (the
//! framework resource id of each attribute name, by string index) and one chunk per XML node.
//! Every offset and count comes from the file, so each is checked against the bytes that are
//! really there; an error gives the byte offset where the file stops making sense.

/// Chunk types (`ResChunk_header::type`).
const RES_STRING_POOL_TYPE: u16 = 0x0001;
const RES_XML_TYPE: u16 = 0x0003;
const RES_XML_START_ELEMENT_TYPE: u16 = 0x0102;
const RES_XML_END_ELEMENT_TYPE: u16 = 0x0103;
const RES_XML_RESOURCE_MAP_TYPE: u16 = 0x0180;

/// `ResChunk_header`: type, header size, total size.
const CHUNK_HEADER: usize = 8;
/// `ResStringPool_header`.
const STRING_POOL_HEADER: usize = 28;
/// `ResXMLTree_node`: chunk header, line number, comment.
const NODE_HEADER: usize = 16;
/// `ResXMLTree_attrExt`.
const ELEMENT_EXT: usize = 20;
/// `ResXMLTree_attribute`: ns, name, rawValue, then `Res_value` (size, res0, dataType, data).
const ATTRIBUTE: usize = 20;
/// `ResStringPool_header::flags` bit of UTF-8 pools (UTF-16 otherwise).
const UTF8_FLAG: u32 = 0x100;
/// A string reference that names no string.
const NO_STRING: u32 = 0xffff_ffff;

/// `Res_value::dataType` values.
const TYPE_NULL: u8 = 0x00;
const TYPE_REFERENCE: u8 = 0x01;
const TYPE_ATTRIBUTE: u8 = 0x02;
const TYPE_STRING: u8 = 0x03;
const TYPE_FLOAT: u8 = 0x04;
const TYPE_DYNAMIC_REFERENCE: u8 = 0x07;
const TYPE_DYNAMIC_ATTRIBUTE: u8 = 0x08;
const TYPE_INT_DEC: u8 = 0x10;
const TYPE_INT_HEX: u8 = 0x11;
const TYPE_INT_BOOLEAN: u8 = 0x12;
const TYPE_FIRST_COLOR: u8 = 0x1c;
const TYPE_LAST_COLOR: u8 = 0x1f;

/// Why the bytes are not binary XML, and where.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Error {
    pub offset: usize,
    pub message: String,
}

fn error(offset: usize, message: impl Into<String>) -> Error {
    Error {
        offset,
        message: message.into(),
    }
}

/// One attribute of an element.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Attribute {
    /// Namespace URI; `None` for plain attributes such as `package`.
    pub namespace: Option<String>,
    /// Local name; may be empty or wrong after resource shrinking, see `resource_id`.
    pub name: String,
    /// The framework resource id of the name (e.g. `0x01010003` for `android:name`), when the
    /// resource map gives one.
    pub resource_id: Option<u32>,
    /// The typed value as text: strings as they are, booleans `true`/`false`, decimal and hex
    /// integers, references `@0x7f010000`.
    pub value: String,
}

/// What [`read`] reports, in document order.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Event {
    /// An element opens (its local name).
    Start {
        name: String,
        attributes: Vec<Attribute>,
    },
    /// The innermost open element closes.
    End,
}

/// Decodes `data`, handing each element start and end to `sink`. Namespace and text nodes
/// (and chunk types unknown to this reader, as Android does) are skipped.
pub(crate) fn read(data: &[u8], mut sink: impl FnMut(Event)) -> Result<(), Error> {
    let bytes = Bytes(data);
    let kind = bytes.u16(0)?;
    if kind != RES_XML_TYPE {
        let text = if data.first() == Some(&b'<') {
            " (it is text XML)"
        } else {
            ""
        };
        return Err(error(
            0,
            format!(
                "not binary XML: the first chunk has type 0x{kind:04x}, expected \
                 0x{RES_XML_TYPE:04x}{text}"
            ),
        ));
    }
    let file = Chunk::at(bytes, 0, data.len())?;
    let mut strings: Option<StringPool> = None;
    let mut resource_ids: &[u8] = &[];
    let mut at = file.start + file.header_size;
    while at < file.end() {
        let chunk = Chunk::at(bytes, at, file.end())?;
        match chunk.kind {
            // Android uses the first pool and map only.
            RES_STRING_POOL_TYPE if strings.is_none() => {
                strings = Some(StringPool::new(bytes, &chunk)?);
            }
            RES_XML_RESOURCE_MAP_TYPE if resource_ids.is_empty() => {
                let body = bytes.range(chunk.body(), chunk.end(), "resource map")?;
                resource_ids = &body[..body.len() / 4 * 4];
            }
            RES_XML_START_ELEMENT_TYPE | RES_XML_END_ELEMENT_TYPE => {
                let Some(pool) = &strings else {
                    return Err(error(at, "element before the string pool"));
                };
                chunk.expect_header(NODE_HEADER, "XML node")?;
                if chunk.kind == RES_XML_END_ELEMENT_TYPE {
                    sink(Event::End);
                } else {
                    sink(start_element(bytes, &chunk, pool, Bytes(resource_ids))?);
                }
            }
            _ => {}
        }
        at = chunk.end();
    }
    Ok(())
}

/// The framework attribute `android:debuggable` (`android.R.attr.debuggable`).
const DEBUGGABLE_ID: u32 = 0x0101_000f;
const ANDROID_NS: &str = "http://schemas.android.com/apk/res/android";
/// `ResChunk_header::size` of the file and of a chunk sit 4 bytes into the header.
const SIZE_FIELD: usize = 4;

/// `data` with `android:debuggable="true"` on its `<application>` element: an existing
/// attribute is set to true; otherwise one is added, its name appended to the string pool and
/// given its resource id in the resource map (ids of the strings between stay 0, "none", as
/// Android reads them), in resource-id order among the element's attributes, which is the
/// order the framework's attribute lookup expects.
pub(crate) fn set_debuggable(data: &[u8]) -> Result<Vec<u8>, Error> {
    let bytes = Bytes(data);
    if bytes.u16(0)? != RES_XML_TYPE {
        return Err(error(0, "not binary XML"));
    }
    let file = Chunk::at(bytes, 0, data.len())?;
    let mut strings = None;
    let mut map_chunk = None;
    let mut application = None;
    let mut depth = 0usize;
    let mut at = file.body();
    while at < file.end() {
        let chunk = Chunk::at(bytes, at, file.end())?;
        match chunk.kind {
            RES_STRING_POOL_TYPE if strings.is_none() => {
                strings = Some((chunk, StringPool::new(bytes, &chunk)?));
            }
            RES_XML_RESOURCE_MAP_TYPE if map_chunk.is_none() => map_chunk = Some(chunk),
            RES_XML_START_ELEMENT_TYPE => {
                let Some((_, pool)) = &strings else {
                    return Err(error(at, "element before the string pool"));
                };
                let name = pool.get(bytes.u32(chunk.body() + 4)?, chunk.body() + 4)?;
                if depth == 1 && name == "application" {
                    application = Some(chunk);
                    break;
                }
                depth += 1;
            }
            RES_XML_END_ELEMENT_TYPE => depth = depth.saturating_sub(1),
            _ => {}
        }
        at = chunk.end();
    }
    let (Some((pool_chunk, pool)), Some(element)) = (strings, application) else {
        return Err(error(0, "no <application> element under <manifest>"));
    };
    element.expect_header(NODE_HEADER, "XML node")?;
    let ids: Vec<u32> = match &map_chunk {
        Some(map) => bytes
            .range(map.body(), map.end(), "resource map")?
            .chunks_exact(4)
            .map(|id| u32::from_le_bytes([id[0], id[1], id[2], id[3]]))
            .collect(),
        None => Vec::new(),
    };
    let id_of = |name: u32| ids.get(name as usize).copied().unwrap_or(0);

    let ext = element.body();
    let first = ext + usize::from(bytes.u16(ext + 8)?);
    let size = usize::from(bytes.u16(ext + 10)?);
    let count = usize::from(bytes.u16(ext + 12)?);
    if count > 0 && (size < ATTRIBUTE || first + count * size > element.end()) {
        return Err(error(
            ext + 10,
            "the <application> attributes overrun their chunk",
        ));
    }
    let attribute_at = |i: usize| first + i * size;
    let mut out = data.to_vec();
    for i in 0..count {
        if id_of(bytes.u32(attribute_at(i) + 4)?) == DEBUGGABLE_ID {
            let at = attribute_at(i);
            set_true(&mut out[at..at + ATTRIBUTE]);
            return Ok(out);
        }
    }

    let namespace = (0..pool.count)
        .find(|&i| pool.get(i, pool_chunk.start).is_ok_and(|s| s == ANDROID_NS))
        .ok_or_else(|| {
            error(
                pool_chunk.start,
                "the string pool lacks the android namespace",
            )
        })?;
    // The new attribute goes before the first one with a larger id or with none.
    let position = (0..count)
        .map(|i| bytes.u32(attribute_at(i) + 4).map(id_of))
        .collect::<Result<Vec<u32>, Error>>()?
        .iter()
        .position(|&id| id == 0 || id > DEBUGGABLE_ID)
        .unwrap_or(count);
    let existing_name = ids.iter().position(|&id| id == DEBUGGABLE_ID);
    let size = size.max(ATTRIBUTE);
    let mut attribute = vec![0u8; size];
    let name = match existing_name {
        Some(index) => index as u32,
        None => pool.count,
    };
    attribute[0..4].copy_from_slice(&namespace.to_le_bytes());
    attribute[4..8].copy_from_slice(&name.to_le_bytes());
    set_true(&mut attribute[..ATTRIBUTE]);

    // Edits from the end of the file backwards, so that earlier offsets stay valid.
    let insert_at = attribute_at(position);
    out.splice(insert_at..insert_at, attribute);
    add_to_u32(&mut out, element.start + SIZE_FIELD, size)?;
    let count_field = ext + 12;
    let new_count = u16::try_from(count + 1)
        .map_err(|_| error(count_field, "<application> has too many attributes"))?;
    out[count_field..count_field + 2].copy_from_slice(&new_count.to_le_bytes());
    // The 1-based positions of the id, class and style attributes move with the insert.
    for field in [ext + 14, ext + 16, ext + 18] {
        let index = usize::from(bytes.u16(field)?);
        if index > position {
            out[field..field + 2].copy_from_slice(&((index + 1) as u16).to_le_bytes());
        }
    }
    let mut grown = size;
    if existing_name.is_none() {
        let map_growth = match &map_chunk {
            Some(map) => {
                // Ids for every string up to the new one: 0 for the strings between.
                let mut entries = Vec::new();
                for _ in ids.len()..pool.count as usize {
                    entries.extend(0u32.to_le_bytes());
                }
                entries.extend(DEBUGGABLE_ID.to_le_bytes());
                let growth = entries.len();
                out.splice(map.end()..map.end(), entries);
                add_to_u32(&mut out, map.start + SIZE_FIELD, growth)?;
                growth
            }
            None => {
                return Err(error(
                    pool_chunk.end(),
                    "no resource map: the manifest names no framework attribute",
                ))
            }
        };
        grown += map_growth;
        grown += append_string(&mut out, bytes, &pool_chunk, &pool, "debuggable")?;
    }
    add_to_u32(&mut out, SIZE_FIELD, grown)?;
    Ok(out)
}

/// Makes the `ResXMLTree_attribute` `attribute` hold boolean true, as aapt writes it: no raw
/// text, a `Res_value` of 8 bytes, type boolean, all bits set.
fn set_true(attribute: &mut [u8]) {
    attribute[8..12].copy_from_slice(&NO_STRING.to_le_bytes());
    attribute[12..14].copy_from_slice(&8u16.to_le_bytes());
    attribute[14] = 0;
    attribute[15] = TYPE_INT_BOOLEAN;
    attribute[16..20].copy_from_slice(&u32::MAX.to_le_bytes());
}

/// Adds `by` to the little-endian `u32` at `at`.
fn add_to_u32(out: &mut [u8], at: usize, by: usize) -> Result<(), Error> {
    let field: [u8; 4] = out
        .get(at..at + 4)
        .and_then(|f| f.try_into().ok())
        .ok_or_else(|| error(at, "truncated size field"))?;
    let value = u32::try_from(by)
        .ok()
        .and_then(|by| u32::from_le_bytes(field).checked_add(by))
        .ok_or_else(|| error(at, "the file would exceed 4 GiB"))?;
    out[at..at + 4].copy_from_slice(&value.to_le_bytes());
    Ok(())
}

/// Appends `text` (ASCII) to the string pool chunk `chunk` of `out` (whose bytes before the
/// pool's end are still those of `bytes`); returns how much the chunk grew.
fn append_string(
    out: &mut Vec<u8>,
    bytes: Bytes,
    chunk: &Chunk,
    pool: &StringPool,
    text: &str,
) -> Result<usize, Error> {
    let styles = bytes.u32(chunk.start + 12)?;
    if styles != 0 {
        return Err(error(
            chunk.start + 12,
            "the string pool has styled strings, which this edit does not move",
        ));
    }
    let strings_start = pool.strings;
    // The string data ends with the last byte of any string; padding to 4 bytes follows.
    let data_end = (0..pool.count)
        .map(|i| pool.end_of(i))
        .try_fold(strings_start, |end, string_end| {
            string_end.map(|e| end.max(e))
        })?;
    let table_end = pool.offsets + pool.count as usize * 4;
    let mut encoded = Vec::new();
    if pool.utf8 {
        encoded.push(text.len() as u8);
        encoded.push(text.len() as u8);
        encoded.extend(text.as_bytes());
        encoded.push(0);
    } else {
        encoded.extend((text.len() as u16).to_le_bytes());
        for unit in text.encode_utf16() {
            encoded.extend(unit.to_le_bytes());
        }
        encoded.extend(0u16.to_le_bytes());
    }
    let offset = u32::try_from(data_end - strings_start)
        .map_err(|_| error(chunk.start, "string pool too large"))?;
    let mut body = Vec::new();
    body.extend(bytes.range(chunk.body(), table_end, "string offsets")?);
    body.extend(offset.to_le_bytes());
    body.extend(bytes.range(table_end, data_end, "string data")?);
    body.extend(&encoded);
    while !(chunk.header_size + body.len()).is_multiple_of(4) {
        body.push(0);
    }
    let new_size = chunk.header_size + body.len();
    let growth = new_size - chunk.size;
    let mut header = bytes.0[chunk.start..chunk.body()].to_vec();
    header[4..8].copy_from_slice(&(new_size as u32).to_le_bytes());
    header[8..12].copy_from_slice(&(pool.count + 1).to_le_bytes());
    let strings_field = u32::from_le_bytes([header[20], header[21], header[22], header[23]]);
    header[20..24].copy_from_slice(&(strings_field + 4).to_le_bytes());
    header.extend(body);
    out.splice(chunk.start..chunk.end(), header);
    Ok(growth)
}

/// Reads the `ResXMLTree_attrExt` and the attributes of a start element chunk.
fn start_element(
    bytes: Bytes,
    chunk: &Chunk,
    pool: &StringPool,
    resource_ids: Bytes,
) -> Result<Event, Error> {
    let ext = chunk.body();
    if ext + ELEMENT_EXT > chunk.end() {
        return Err(error(
            ext,
            "start element chunk too small for its element header",
        ));
    }
    let name = pool.get(bytes.u32(ext + 4)?, ext + 4)?;
    let first = ext + usize::from(bytes.u16(ext + 8)?);
    let size = usize::from(bytes.u16(ext + 10)?);
    let count = usize::from(bytes.u16(ext + 12)?);
    if count > 0 && size < ATTRIBUTE {
        return Err(error(
            ext + 10,
            format!("attribute size {size} is below the {ATTRIBUTE} bytes of an attribute"),
        ));
    }
    // u16 fields: this product cannot overflow.
    if first + count * size > chunk.end() {
        return Err(error(
            ext + 12,
            format!(
                "{count} attributes of {size} bytes from byte {first} overrun the element chunk, \
                 which ends at byte {}",
                chunk.end()
            ),
        ));
    }
    let attributes = (0..count)
        .map(|i| attribute(bytes, first + i * size, pool, resource_ids))
        .collect::<Result<_, _>>()?;
    Ok(Event::Start { name, attributes })
}

/// Reads one `ResXMLTree_attribute` at `at`.
fn attribute(
    bytes: Bytes,
    at: usize,
    pool: &StringPool,
    resource_ids: Bytes,
) -> Result<Attribute, Error> {
    let ns = bytes.u32(at)?;
    let name_index = bytes.u32(at + 4)?;
    let raw = bytes.u32(at + 8)?;
    let data_type = bytes.u8(at + 15)?;
    let data = bytes.u32(at + 16)?;
    let namespace = match ns {
        NO_STRING => None,
        i => Some(pool.get(i, at)?),
    };
    let name = match name_index {
        NO_STRING => String::new(),
        i => pool.get(i, at + 4)?,
    };
    let resource_id = usize::try_from(name_index)
        .ok()
        .and_then(|i| i.checked_mul(4))
        .and_then(|i| resource_ids.u32(i).ok())
        .filter(|&id| id != 0);
    let value = match data_type {
        TYPE_STRING => pool.get(data, at + 16)?,
        TYPE_REFERENCE | TYPE_DYNAMIC_REFERENCE => format!("@0x{data:08x}"),
        TYPE_ATTRIBUTE | TYPE_DYNAMIC_ATTRIBUTE => format!("?0x{data:08x}"),
        TYPE_FLOAT => f32::from_bits(data).to_string(),
        // The bits are a signed 32-bit integer.
        TYPE_INT_DEC => (data as i32).to_string(),
        TYPE_INT_HEX => format!("0x{data:x}"),
        TYPE_INT_BOOLEAN => (data != 0).to_string(),
        TYPE_FIRST_COLOR..=TYPE_LAST_COLOR => format!("#{data:08x}"),
        // Null, dimensions, fractions: the raw text when the compiler kept it.
        _ if raw != NO_STRING => pool.get(raw, at + 8)?,
        TYPE_NULL => String::new(),
        _ => format!("0x{data:08x}"),
    };
    Ok(Attribute {
        namespace,
        name,
        resource_id,
        value,
    })
}

/// A `ResChunk_header` whose sizes were checked against the bytes available.
#[derive(Clone, Copy)]
struct Chunk {
    start: usize,
    kind: u16,
    header_size: usize,
    size: usize,
}

impl Chunk {
    /// The chunk at `at`, which must end by `limit`.
    fn at(bytes: Bytes, at: usize, limit: usize) -> Result<Chunk, Error> {
        let kind = bytes.u16(at)?;
        let header_size = usize::from(bytes.u16(at + 2)?);
        let size = bytes.u32(at + 4)? as usize;
        if header_size < CHUNK_HEADER || header_size > size {
            return Err(error(
                at + 2,
                format!(
                    "chunk 0x{kind:04x}: header size {header_size} is not between \
                     {CHUNK_HEADER} and the chunk size {size}"
                ),
            ));
        }
        if size > limit - at {
            return Err(error(
                at + 4,
                format!(
                    "chunk 0x{kind:04x} declares {size} bytes but only {} remain in its parent",
                    limit - at
                ),
            ));
        }
        Ok(Chunk {
            start: at,
            kind,
            header_size,
            size,
        })
    }

    /// Where the chunk's header ends.
    fn body(&self) -> usize {
        self.start + self.header_size
    }

    fn end(&self) -> usize {
        self.start + self.size
    }

    fn expect_header(&self, min: usize, what: &str) -> Result<(), Error> {
        if self.header_size < min {
            return Err(error(
                self.start + 2,
                format!(
                    "{what} chunk header of {} bytes, expected at least {min}",
                    self.header_size
                ),
            ));
        }
        Ok(())
    }
}

/// A `ResStringPool` whose strings are decoded when asked for.
struct StringPool<'a> {
    /// The file up to the end of the pool chunk, so that no string runs past the pool.
    bytes: Bytes<'a>,
    /// Where the `u32` string offsets start.
    offsets: usize,
    count: u32,
    /// Where string data starts; offsets are relative to it.
    strings: usize,
    utf8: bool,
}

impl<'a> StringPool<'a> {
    fn new(bytes: Bytes<'a>, chunk: &Chunk) -> Result<StringPool<'a>, Error> {
        chunk.expect_header(STRING_POOL_HEADER, "string pool")?;
        let at = chunk.start;
        let count = bytes.u32(at + 8)?;
        let style_count = bytes.u32(at + 12)?;
        let flags = bytes.u32(at + 16)?;
        let strings_start = bytes.u32(at + 20)? as usize;
        let offsets = chunk.body();
        // Offsets of strings and of styles precede the data; u64 cannot overflow here.
        let table = (u64::from(count) + u64::from(style_count)) * 4;
        if offsets as u64 + table > chunk.end() as u64 {
            return Err(error(
                at + 8,
                format!(
                    "{count} strings and {style_count} styles need a {table}-byte offset table, \
                     more than the string pool chunk holds"
                ),
            ));
        }
        if count > 0 && strings_start >= chunk.size {
            return Err(error(
                at + 20,
                format!(
                    "string data starts at {strings_start}, past the end of the {}-byte pool",
                    chunk.size
                ),
            ));
        }
        Ok(StringPool {
            bytes: Bytes(bytes.range(0, chunk.end(), "string pool")?),
            offsets,
            count,
            strings: at + strings_start,
            utf8: flags & UTF8_FLAG != 0,
        })
    }

    /// Where string `index` ends, past its terminator.
    fn end_of(&self, index: u32) -> Result<usize, Error> {
        let at = self.start_of(index, self.offsets)?;
        let pool = self.bytes;
        if self.utf8 {
            let (_, at) = pool.utf8_length(at)?;
            let (len, at) = pool.utf8_length(at)?;
            Ok(at + len + 1)
        } else {
            let (len, at) = pool.utf16_length(at)?;
            Ok(at + len * 2 + 2)
        }
    }

    /// Where string `index`'s length prefix is; `reference` is where the index was read.
    fn start_of(&self, index: u32, reference: usize) -> Result<usize, Error> {
        if index >= self.count {
            return Err(error(
                reference,
                format!(
                    "string index {index} out of range (the pool holds {})",
                    self.count
                ),
            ));
        }
        let entry = self.offsets + index as usize * 4;
        let offset = self.bytes.u32(entry)? as usize;
        self.strings
            .checked_add(offset)
            .filter(|&at| at < self.bytes.0.len())
            .ok_or_else(|| {
                error(
                    entry,
                    format!("string {index} at offset {offset} lies outside the string pool"),
                )
            })
    }

    /// String `index`; `reference` is where the index was read, for the error.
    fn get(&self, index: u32, reference: usize) -> Result<String, Error> {
        let at = self.start_of(index, reference)?;
        let pool = self.bytes;
        if self.utf8 {
            // The UTF-16 length (unused), then the UTF-8 byte length.
            let (_, at) = pool.utf8_length(at)?;
            let (len, at) = pool.utf8_length(at)?;
            let text = pool.range(at, at.saturating_add(len), "UTF-8 string")?;
            Ok(String::from_utf8_lossy(text).into_owned())
        } else {
            let (len, at) = pool.utf16_length(at)?;
            let text = pool.range(at, at.saturating_add(len * 2), "UTF-16 string")?;
            let units: Vec<u16> = text
                .chunks_exact(2)
                .map(|u| u16::from_le_bytes([u[0], u[1]]))
                .collect();
            Ok(String::from_utf16_lossy(&units))
        }
    }
}

/// Little-endian reads that fail, with the offset, instead of running off the end.
#[derive(Clone, Copy)]
struct Bytes<'a>(&'a [u8]);

impl<'a> Bytes<'a> {
    fn range(self, from: usize, to: usize, what: &str) -> Result<&'a [u8], Error> {
        self.0.get(from..to).ok_or_else(|| {
            error(
                from,
                format!(
                    "truncated: {what} needs bytes {from}..{to} but only {} are there",
                    self.0.len()
                ),
            )
        })
    }

    fn array<const N: usize>(self, at: usize) -> Result<[u8; N], Error> {
        let slice = self.range(at, at.saturating_add(N), "a field")?;
        let mut out = [0; N];
        out.copy_from_slice(slice);
        Ok(out)
    }

    fn u8(self, at: usize) -> Result<u8, Error> {
        self.array::<1>(at).map(|[b]| b)
    }

    fn u16(self, at: usize) -> Result<u16, Error> {
        self.array(at).map(u16::from_le_bytes)
    }

    fn u32(self, at: usize) -> Result<u32, Error> {
        self.array(at).map(u32::from_le_bytes)
    }

    /// A UTF-8 pool length: one byte, or two when the first has its high bit set.
    fn utf8_length(self, at: usize) -> Result<(usize, usize), Error> {
        let first = usize::from(self.u8(at)?);
        if first & 0x80 == 0 {
            Ok((first, at + 1))
        } else {
            let second = usize::from(self.u8(at + 1)?);
            Ok(((first & 0x7f) << 8 | second, at + 2))
        }
    }

    /// A UTF-16 pool length in code units: one unit, or two when the first has its high bit set.
    fn utf16_length(self, at: usize) -> Result<(usize, usize), Error> {
        let first = usize::from(self.u16(at)?);
        if first & 0x8000 == 0 {
            Ok((first, at + 2))
        } else {
            let second = usize::from(self.u16(at + 2)?);
            Ok(((first & 0x7fff) << 16 | second, at + 4))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Manifest;
    use quick_xml::events::Event as XmlEvent;
    use std::path::Path;

    const ANDROID_NS: &str = "http://schemas.android.com/apk/res/android";

    /// Framework ids of the `android:` attributes the test documents use.
    fn framework_id(name: &str) -> u32 {
        match name {
            "label" => 0x0101_0001,
            "name" => 0x0101_0003,
            "exported" => 0x0101_0010,
            "debuggable" => 0x0101_000f,
            "targetActivity" => 0x0101_0202,
            "minSdkVersion" => 0x0101_020c,
            "targetSdkVersion" => 0x0101_0270,
            _ => panic!("no id for android:{name} in the test table"),
        }
    }

    /// An attribute value as a compiler would store it.
    #[derive(Clone)]
    enum Value {
        Str(String),
        Typed(u8, u32),
    }

    #[derive(Clone)]
    struct Attr {
        android: bool,
        name: String,
        id: u32,
        value: Value,
    }

    enum Node {
        Start(String, Vec<Attr>),
        End,
    }

    struct Options {
        utf8: bool,
        /// Empty every attribute name that has a resource id, as resource shrinkers do.
        strip_names: bool,
    }

    /// Turns a text manifest into nodes the way aapt types values: `true`/`false` booleans,
    /// decimal numbers integers, `@0x...` references, anything else a string.
    fn nodes_of(xml: &str) -> Vec<Node> {
        let mut reader = quick_xml::Reader::from_str(xml);
        let mut nodes = Vec::new();
        loop {
            let (start, empty) = match reader.read_event().unwrap() {
                XmlEvent::Start(s) => (s, false),
                XmlEvent::Empty(s) => (s, true),
                XmlEvent::End(_) => {
                    nodes.push(Node::End);
                    continue;
                }
                XmlEvent::Eof => break,
                _ => continue,
            };
            let mut attrs = Vec::new();
            for a in start.attributes() {
                let a = a.unwrap();
                let key = String::from_utf8(a.key.as_ref().to_vec()).unwrap();
                if key.starts_with("xmlns") {
                    continue;
                }
                let text = a.unescape_value().unwrap().into_owned();
                let value = if let Some(hex) = text.strip_prefix("@0x") {
                    Value::Typed(TYPE_REFERENCE, u32::from_str_radix(hex, 16).unwrap())
                } else if let Ok(n) = text.parse::<u32>() {
                    Value::Typed(TYPE_INT_DEC, n)
                } else if text == "true" || text == "false" {
                    Value::Typed(TYPE_INT_BOOLEAN, u32::from(text == "true"))
                } else {
                    Value::Str(text)
                };
                let attr = match key.strip_prefix("android:") {
                    Some(name) => Attr {
                        android: true,
                        name: name.to_string(),
                        id: framework_id(name),
                        value,
                    },
                    None => Attr {
                        android: false,
                        name: key,
                        id: 0,
                        value,
                    },
                };
                attrs.push(attr);
            }
            let name = String::from_utf8(start.local_name().as_ref().to_vec()).unwrap();
            nodes.push(Node::Start(name, attrs));
            if empty {
                nodes.push(Node::End);
            }
        }
        nodes
    }

    /// A string pool under construction: names with resource ids come first, one entry per
    /// (name, id), as the resource map is indexed by string.
    #[derive(Default)]
    struct Strings {
        list: Vec<String>,
        ids: Vec<u32>,
    }

    impl Strings {
        fn with_id(&mut self, s: &str, id: u32) -> u32 {
            let found = (0..self.ids.len()).find(|&i| self.ids[i] == id && self.list[i] == s);
            found.unwrap_or_else(|| {
                assert_eq!(self.ids.len(), self.list.len(), "ids first");
                self.list.push(s.to_string());
                self.ids.push(id);
                self.list.len() - 1
            }) as u32
        }

        fn plain(&mut self, s: &str) -> u32 {
            let found = (self.ids.len()..self.list.len()).find(|&i| self.list[i] == s);
            found.unwrap_or_else(|| {
                self.list.push(s.to_string());
                self.list.len() - 1
            }) as u32
        }
    }

    fn chunk(kind: u16, header_size: u16, body: &[u8]) -> Vec<u8> {
        let mut c = Vec::new();
        c.extend(kind.to_le_bytes());
        c.extend(header_size.to_le_bytes());
        c.extend((8 + body.len() as u32).to_le_bytes());
        c.extend(body);
        c
    }

    fn string_pool(strings: &[String], utf8: bool) -> Vec<u8> {
        let mut data = Vec::new();
        let mut offsets = Vec::new();
        for s in strings {
            offsets.push(data.len() as u32);
            if utf8 {
                let utf16 = s.encode_utf16().count();
                for len in [utf16, s.len()] {
                    if len > 0x7f {
                        data.extend([0x80 | (len >> 8) as u8, len as u8]);
                    } else {
                        data.push(len as u8);
                    }
                }
                data.extend(s.as_bytes());
                data.push(0);
            } else {
                let units: Vec<u16> = s.encode_utf16().collect();
                let len = units.len();
                if len > 0x7fff {
                    data.extend((0x8000 | (len >> 16) as u16).to_le_bytes());
                }
                data.extend((len as u16).to_le_bytes());
                units.iter().for_each(|u| data.extend(u.to_le_bytes()));
                data.extend([0, 0]);
            }
        }
        while data.len() % 4 != 0 {
            data.push(0);
        }
        let mut body = Vec::new();
        body.extend((strings.len() as u32).to_le_bytes());
        body.extend(0u32.to_le_bytes());
        body.extend((if utf8 { UTF8_FLAG } else { 0 }).to_le_bytes());
        body.extend((STRING_POOL_HEADER as u32 + 4 * strings.len() as u32).to_le_bytes());
        body.extend(0u32.to_le_bytes());
        offsets.iter().for_each(|o| body.extend(o.to_le_bytes()));
        body.extend(data);
        chunk(RES_STRING_POOL_TYPE, STRING_POOL_HEADER as u16, &body)
    }

    /// A node chunk: line number and comment, then `ext`.
    fn node_chunk(kind: u16, ext: &[u8]) -> Vec<u8> {
        let mut body = 1u32.to_le_bytes().to_vec();
        body.extend(NO_STRING.to_le_bytes());
        body.extend(ext);
        chunk(kind, NODE_HEADER as u16, &body)
    }

    fn encode(nodes: &[Node], options: &Options) -> Vec<u8> {
        let mut strings = Strings::default();
        let attr_name = |a: &Attr| if options.strip_names { "" } else { &a.name }.to_string();
        for node in nodes {
            if let Node::Start(_, attrs) = node {
                for a in attrs.iter().filter(|a| a.id != 0) {
                    strings.with_id(&attr_name(a), a.id);
                }
            }
        }
        let ns = strings.plain(ANDROID_NS);
        let prefix = strings.plain("android");
        let mut body = Vec::new();
        let mut open = Vec::new();
        for node in nodes {
            let ext = match node {
                Node::Start(name, attrs) => {
                    let name = strings.plain(name);
                    open.push(name);
                    let mut ext = Vec::new();
                    ext.extend(NO_STRING.to_le_bytes());
                    ext.extend(name.to_le_bytes());
                    for v in [
                        ELEMENT_EXT as u16,
                        ATTRIBUTE as u16,
                        attrs.len() as u16,
                        0,
                        0,
                        0,
                    ] {
                        ext.extend(v.to_le_bytes());
                    }
                    for a in attrs {
                        let name = match a.id {
                            0 => strings.plain(&a.name),
                            id => strings.with_id(&attr_name(a), id),
                        };
                        let (raw, kind, data) = match &a.value {
                            Value::Str(s) => {
                                let i = strings.plain(s);
                                (i, TYPE_STRING, i)
                            }
                            Value::Typed(kind, data) => (NO_STRING, *kind, *data),
                        };
                        ext.extend((if a.android { ns } else { NO_STRING }).to_le_bytes());
                        ext.extend(name.to_le_bytes());
                        ext.extend(raw.to_le_bytes());
                        ext.extend(8u16.to_le_bytes());
                        ext.extend([0, kind]);
                        ext.extend(data.to_le_bytes());
                    }
                    node_chunk(RES_XML_START_ELEMENT_TYPE, &ext)
                }
                Node::End => {
                    let mut ext = NO_STRING.to_le_bytes().to_vec();
                    ext.extend(open.pop().unwrap().to_le_bytes());
                    node_chunk(RES_XML_END_ELEMENT_TYPE, &ext)
                }
            };
            body.extend(ext);
        }
        let mut namespace = prefix.to_le_bytes().to_vec();
        namespace.extend(ns.to_le_bytes());
        let mut file = string_pool(&strings.list, options.utf8);
        let ids: Vec<u8> = strings.ids.iter().flat_map(|id| id.to_le_bytes()).collect();
        file.extend(chunk(RES_XML_RESOURCE_MAP_TYPE, 8, &ids));
        file.extend(node_chunk(0x0100, &namespace));
        file.extend(body);
        file.extend(node_chunk(0x0101, &namespace));
        chunk(RES_XML_TYPE, 8, &file)
    }

    fn compile(xml: &str, options: &Options) -> Vec<u8> {
        encode(&nodes_of(xml), options)
    }

    const UTF8: Options = Options {
        utf8: true,
        strip_names: false,
    };

    const MANIFEST: &str = r#"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.ex.app">
    <uses-sdk android:minSdkVersion="21" android:targetSdkVersion="Q"/>
    <application android:label="@0x7f040000" android:name=".App" android:debuggable="true">
        <activity android:name="Main">
            <intent-filter>
                <action android:name="android.intent.action.MAIN"/>
                <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter>
        </activity>
        <activity android:name="org.other.Search" android:exported="true">
            <intent-filter><action android:name="android.intent.action.MAIN"/></intent-filter>
            <intent-filter><category android:name="android.intent.category.LAUNCHER"/></intent-filter>
        </activity>
        <activity-alias android:name=".Alias" android:targetActivity=".Main">
            <intent-filter><action android:name="android.intent.action.MAIN"/><category android:name="android.intent.category.LEANBACK_LAUNCHER"/></intent-filter>
        </activity-alias>
        <service android:name=".Sync" android:exported="false"/>
        <receiver android:name="org.ex.app.Boot"><intent-filter><action android:name="android.intent.action.MAIN"/><category android:name="android.intent.category.LAUNCHER"/></intent-filter></receiver>
        <provider android:name=".Data"/>
    </application>
</manifest>"#;

    fn events(data: &[u8]) -> Result<Vec<Event>, Error> {
        let mut events = Vec::new();
        read(data, |e| events.push(e))?;
        Ok(events)
    }

    /// The resource ids of `<application>`'s attributes, in file order.
    fn application_ids(data: &[u8]) -> Vec<u32> {
        let mut found = Vec::new();
        let mut depth = 0;
        read(data, |event| match event {
            Event::Start { name, attributes } => {
                if depth == 1 && name == "application" {
                    found = attributes
                        .iter()
                        .map(|a| a.resource_id.unwrap_or(0))
                        .collect();
                }
                depth += 1;
            }
            Event::End => depth -= 1,
        })
        .unwrap();
        found
    }

    #[test]
    fn set_debuggable_adds_or_sets_the_attribute_and_changes_nothing_else() {
        let path = Path::new("AndroidManifest.xml");
        let with = Manifest::parse(MANIFEST, path).unwrap();
        let without_xml = MANIFEST.replace(" android:debuggable=\"true\"", "");
        let off_xml = MANIFEST.replace(
            "android:debuggable=\"true\"",
            "android:debuggable=\"false\"",
        );
        for utf8 in [true, false] {
            for strip_names in [false, true] {
                let options = Options { utf8, strip_names };
                for (what, xml) in [("absent", &without_xml), ("false", &off_xml)] {
                    let before = compile(xml, &options);
                    assert!(!Manifest::from_binary(&before, path).unwrap().debuggable);
                    let after = set_debuggable(&before).unwrap();
                    let context = format!("{what}, utf8 {utf8}, names stripped {strip_names}");
                    assert_eq!(
                        Manifest::from_binary(&after, path).unwrap(),
                        with,
                        "{context}"
                    );
                    // Attributes with ids stay in id order, before those without.
                    let ids = application_ids(&after);
                    let named: Vec<u32> = ids.iter().copied().take_while(|&id| id != 0).collect();
                    assert!(named.windows(2).all(|w| w[0] < w[1]), "{context}: {ids:x?}");
                    assert!(named.contains(&DEBUGGABLE_ID), "{context}: {ids:x?}");
                    assert!(ids[named.len()..].iter().all(|&id| id == 0), "{context}");
                    // A second edit finds the attribute and changes nothing.
                    assert_eq!(set_debuggable(&after).unwrap(), after, "{context}");
                }
            }
        }
        let err = set_debuggable(b"<manifest/>").unwrap_err();
        assert_eq!(err.offset, 0);
        let no_application = compile(
            r#"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="a.b"><uses-sdk android:minSdkVersion="21"/></manifest>"#,
            &UTF8,
        );
        let err = set_debuggable(&no_application).unwrap_err();
        assert!(err.message.contains("no <application>"), "{}", err.message);
    }

    #[test]
    fn binary_manifest_gives_what_the_text_form_gives() {
        let path = Path::new("AndroidManifest.xml");
        let text = Manifest::parse(MANIFEST, path).unwrap();
        assert_eq!(text.min_sdk, Some(21));
        assert_eq!(text.launcher_activities().count(), 2);
        assert!(text.debuggable);
        for utf8 in [true, false] {
            for strip_names in [false, true] {
                let options = Options { utf8, strip_names };
                let binary = Manifest::from_binary(&compile(MANIFEST, &options), path);
                assert_eq!(
                    binary.unwrap(),
                    text,
                    "utf8 {utf8}, names stripped {strip_names}"
                );
            }
        }
    }

    #[test]
    fn resource_id_beats_a_misleading_name() {
        // A shrinker renamed android:label to "name": Android goes by the id, and so do we.
        let nodes = vec![
            Node::Start(
                "manifest".into(),
                vec![Attr {
                    android: false,
                    name: "package".into(),
                    id: 0,
                    value: Value::Str("p".into()),
                }],
            ),
            Node::Start(
                "application".into(),
                vec![Attr {
                    android: true,
                    name: "name".into(),
                    id: framework_id("label"),
                    value: Value::Str("NotTheApp".into()),
                }],
            ),
            Node::End,
            Node::End,
        ];
        let m = Manifest::from_binary(&encode(&nodes, &UTF8), Path::new("m")).unwrap();
        assert_eq!(m.package, "p");
        assert_eq!(m.application, None);
    }

    #[test]
    fn typed_values_are_rendered_as_text() {
        let typed = |name: &str, kind, data| Attr {
            android: true,
            name: name.into(),
            id: 0,
            value: Value::Typed(kind, data),
        };
        let nodes = vec![
            Node::Start(
                "x".into(),
                vec![
                    typed("ref", TYPE_REFERENCE, 0x7f01_0002),
                    typed("attr", TYPE_ATTRIBUTE, 0x0101_0003),
                    typed("dec", TYPE_INT_DEC, (-5i32) as u32),
                    typed("hex", TYPE_INT_HEX, 0x1c),
                    typed("yes", TYPE_INT_BOOLEAN, 0xffff_ffff),
                    typed("no", TYPE_INT_BOOLEAN, 0),
                    typed("color", 0x1c, 0xff00_ff00),
                    typed("float", TYPE_FLOAT, 1.5f32.to_bits()),
                    typed("null", TYPE_NULL, 0),
                ],
            ),
            Node::End,
        ];
        for utf8 in [true, false] {
            let options = Options {
                utf8,
                strip_names: false,
            };
            let events = events(&encode(&nodes, &options)).unwrap();
            let Event::Start { name, attributes } = &events[0] else {
                panic!("{events:?}");
            };
            assert_eq!(name, "x");
            let values: Vec<(&str, &str)> = attributes
                .iter()
                .map(|a| (a.name.as_str(), a.value.as_str()))
                .collect();
            assert_eq!(
                values,
                [
                    ("ref", "@0x7f010002"),
                    ("attr", "?0x01010003"),
                    ("dec", "-5"),
                    ("hex", "0x1c"),
                    ("yes", "true"),
                    ("no", "false"),
                    ("color", "#ff00ff00"),
                    ("float", "1.5"),
                    ("null", ""),
                ]
            );
            assert!(attributes
                .iter()
                .all(|a| a.namespace.as_deref() == Some(ANDROID_NS) && a.resource_id.is_none()));
            assert_eq!(events[1], Event::End);
        }
    }

    #[test]
    fn long_and_non_ascii_strings_in_both_encodings() {
        // Lengths past 0x7f (UTF-8, at most 0x7fff) and 0x7fff (UTF-16) take two length units.
        for (utf8, repeat) in [(true, 0x1000), (false, 0x8000)] {
            let long = format!("org.ex.{}", "Ä".repeat(repeat));
            let xml = format!(
                r#"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="é.app"><application android:name="{long}"/></manifest>"#
            );
            let options = Options {
                utf8,
                strip_names: false,
            };
            let m = Manifest::from_binary(&compile(&xml, &options), Path::new("m")).unwrap();
            assert_eq!(m.package, "é.app");
            let application = m.application.unwrap_or_default();
            assert!(
                application == long,
                "utf8 {utf8}: {} chars",
                application.len()
            );
        }
    }

    #[test]
    fn every_truncation_is_an_error() {
        for options in [
            UTF8,
            Options {
                utf8: false,
                strip_names: true,
            },
        ] {
            let data = compile(MANIFEST, &options);
            for len in 0..data.len() {
                let err = events(&data[..len]).unwrap_err();
                assert!(err.offset <= len, "{len}: {err:?}");
            }
        }
    }

    #[test]
    fn corrupted_bytes_never_panic() {
        let data = compile(MANIFEST, &UTF8);
        for i in 0..data.len() {
            for byte in [0x00, 0x7f, 0x80, 0xff] {
                let mut bad = data.clone();
                bad[i] = byte;
                let _ = Manifest::from_binary(&bad, Path::new("m"));
            }
        }
        // Whole fields set to extremes, at every 2-byte alignment.
        for i in (0..data.len() - 4).step_by(2) {
            for word in [0u32, 0xffff_ffff, 0x7fff_ffff, 0x8000_8000] {
                let mut bad = data.clone();
                bad[i..i + 4].copy_from_slice(&word.to_le_bytes());
                let _ = Manifest::from_binary(&bad, Path::new("m"));
            }
        }
    }

    fn put_u32(data: &mut [u8], at: usize, value: u32) {
        data[at..at + 4].copy_from_slice(&value.to_le_bytes());
    }

    #[test]
    fn bad_sizes_and_counts_are_errors_with_offsets() {
        let good = compile(MANIFEST, &UTF8);
        let pool = CHUNK_HEADER;

        let mut bad = good.clone();
        put_u32(&mut bad, 4, good.len() as u32 + 1);
        let err = events(&bad).unwrap_err();
        assert_eq!(err.offset, 4, "{err:?}");
        assert!(err.message.contains("declares"), "{err:?}");

        let mut bad = good.clone();
        bad[2] = 4;
        assert_eq!(events(&bad).unwrap_err().offset, 2);

        let mut bad = good.clone();
        put_u32(&mut bad, pool + 4, 0xffff_fff0);
        assert_eq!(events(&bad).unwrap_err().offset, pool + 4);

        // A string count far beyond what the pool chunk holds.
        let mut bad = good.clone();
        put_u32(&mut bad, pool + 8, 0x4000_0000);
        let err = events(&bad).unwrap_err();
        assert_eq!(err.offset, pool + 8, "{err:?}");

        let mut bad = good.clone();
        bad[2] = 0xff;
        bad[3] = 0xff;
        assert!(events(&bad).unwrap_err().message.contains("header size"));

        let mut bad = good.clone();
        bad[0] = 0x02;
        assert!(events(&bad).unwrap_err().message.contains("not binary XML"));
    }

    /// Offset of the first start element chunk of `data`.
    fn first_element(data: &[u8]) -> usize {
        let mut at = CHUNK_HEADER;
        loop {
            let kind = u16::from_le_bytes([data[at], data[at + 1]]);
            if kind == RES_XML_START_ELEMENT_TYPE {
                return at;
            }
            at += u32::from_le_bytes(data[at + 4..at + 8].try_into().unwrap()) as usize;
        }
    }

    #[test]
    fn string_index_out_of_range_is_an_error() {
        let good = compile(MANIFEST, &UTF8);
        let element = first_element(&good);
        let ext = element + NODE_HEADER;
        let mut bad = good.clone();
        put_u32(&mut bad, ext + 4, 9999);
        let err = events(&bad).unwrap_err();
        assert_eq!(err.offset, ext + 4);
        assert!(
            err.message.contains("string index 9999 out of range"),
            "{err:?}"
        );

        let attr = ext + ELEMENT_EXT;
        let mut bad = good.clone();
        put_u32(&mut bad, attr + 16, 0x00ff_ffff); // the string value of `package`
        let err = Manifest::from_binary(&bad, Path::new("app.apk")).unwrap_err();
        let expected = format!("app.apk: byte {}: malformed binary XML manifest", attr + 16);
        assert!(err.to_string().starts_with(&expected), "{err}");

        let mut bad = good.clone();
        bad[ext + 12] = 0xff; // attribute count
        let err = events(&bad).unwrap_err();
        assert_eq!(err.offset, ext + 12);
        assert!(err.message.contains("overrun"), "{err:?}");
    }

    #[test]
    fn elements_need_the_string_pool_first() {
        let nodes = vec![Node::Start("manifest".into(), vec![]), Node::End];
        let good = encode(&nodes, &UTF8);
        let pool_size = u32::from_le_bytes(good[12..16].try_into().unwrap()) as usize;
        // Drop the pool chunk and fix the file size.
        let mut bad = good[..CHUNK_HEADER].to_vec();
        bad.extend(&good[CHUNK_HEADER + pool_size..]);
        let len = bad.len() as u32;
        put_u32(&mut bad, 4, len);
        let err = events(&bad).unwrap_err();
        assert!(err.message.contains("before the string pool"), "{err:?}");
    }

    #[test]
    fn missing_package_is_an_error() {
        let nodes = vec![Node::Start("manifest".into(), vec![]), Node::End];
        let err = Manifest::from_binary(&encode(&nodes, &UTF8), Path::new("m")).unwrap_err();
        assert!(err.to_string().contains("no <manifest package"), "{err}");
    }
}
