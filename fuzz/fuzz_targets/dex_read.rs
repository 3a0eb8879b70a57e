//! Feeds arbitrary bytes to the native dex reader: it must return (a class list or an error
//! naming an offset inside the input), never panic. What it reads and the writer accepts is
//! written; that dex must read back and write again, and from there on reading and writing
//! change nothing: the same classes, the same bytes. (The first write may move things:
//! arbitrary bytes may hold what no dex may, unsorted ids, misaligned payloads, debug items on
//! padding, which the writer puts right.)
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let classes = match dexfile::read(data) {
        Ok(classes) => classes,
        Err(e) => {
            assert!(e.offset <= data.len(), "error offset past the input: {e}");
            return;
        }
    };
    let version = dexfile::Version(u16::from(data[6] - b'0') + 30);
    let version = version.max(dexfile::min_version(&classes));
    let Ok(written) = dexfile::write(&classes, version) else {
        return;
    };
    let settled = dexfile::read(&written)
        .unwrap_or_else(|e| panic!("a dex the writer made does not read back: {e}"));
    let rewritten = dexfile::write(&settled, version)
        .unwrap_or_else(|e| panic!("what was read of a dex the writer made does not write: {e}"));
    let again = dexfile::read(&rewritten)
        .unwrap_or_else(|e| panic!("a dex the writer made does not read back: {e}"));
    assert!(again == settled, "dex -> classes -> dex -> classes changed the classes");
    let last = dexfile::write(&again, version)
        .unwrap_or_else(|e| panic!("what was read of a dex the writer made does not write: {e}"));
    assert!(last == rewritten, "writing the same classes again gave other bytes");
});
