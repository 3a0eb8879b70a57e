#!/usr/bin/python3
"""Prints what a trace file records, in a form that two runs of the same program can be compared in.

Usage: scripts/trace-records.py TRACE...

For each file (format: android-runtime/FORMATS.md), in argument order:

    file     K                      (K-th argument, from 1; the file name holds time and pid)
    header   schemes=S  model_generation=G  model_status=M  coder=C
    metadata HASH                   (the header's metadata hash, hex)
    TAG  THREAD-NAME  CHUNKS  SHA256    one per chunk tag (not THREAD) and thread, sorted
    damaged  WHY at byte N          (only when reading stopped early)

SHA256 is over the concatenation of that thread's payloads of that tag in file order. What is
left out varies from run to run with no change to the program: the pid and start time, the
header CRC (it covers both), the thread indices (numbered by which thread probes first, which
can race) and how chunks of different threads interleave. Threads are named by their THREAD
chunk (`thread-N` without one). Threads sharing a name (two unnamed pools, say) cannot be told
apart without their racy indices, so such a name gets one line per thread, ordered by content.
"""

import hashlib
import struct
import sys
import zlib

MAGIC = b"ADTR"
TAG_THREAD = 0x01
CHUNK_HEAD = 9  # tag u8, thread u32, length u32
READ_STEP = 1 << 20  # payloads are hashed in pieces: a trace may be larger than memory allows


def java_utf(payload):
    """The name in a THREAD payload (writeUTF: u16 length, modified UTF-8), or None."""
    if len(payload) < 2:
        return None
    (length,) = struct.unpack(">H", payload[:2])
    if length != len(payload) - 2:
        return None
    raw = payload[2:].replace(b"\xc0\x80", b"\x00")
    try:
        # Characters beyond U+FFFF are two 3-byte surrogates: decode them as such, then pair them.
        text = raw.decode("utf-8", "surrogatepass")
        return text.encode("utf-16-be", "surrogatepass").decode("utf-16-be", "surrogatepass")
    except UnicodeError:
        return None


def printable(name):
    """The name with the characters that would break the line format escaped."""
    out = []
    for ch in name:
        if ch == "\\":
            out.append("\\\\")
        elif ch.isprintable() and ch != "\t":
            out.append(ch)
        else:
            out.append("\\u%04x" % ord(ch) if ord(ch) <= 0xFFFF else "\\U%08x" % ord(ch))
    return "".join(out)


def read_header(f):
    """(lines, error): the header and metadata lines, or an error saying why it is unusable."""
    fixed = f.read(8)
    if len(fixed) < 8:
        return [], "truncated header"
    magic, version, hlen = struct.unpack(">4sHH", fixed)
    if magic != MAGIC:
        return [], "not a trace (magic %r)" % magic
    if version != 1:
        return [], "unknown version %d" % version
    if hlen < 40 or 40 < hlen < 48:
        return [], "bad header length %d" % hlen
    head = fixed + f.read(hlen - 8)
    if len(head) < hlen:
        return [], "truncated header"
    (crc,) = struct.unpack(">I", head[hlen - 4 : hlen])
    if zlib.crc32(head[: hlen - 4]) != crc:
        return [], "header CRC mismatch"
    schemes, meta_hash, generation = struct.unpack(">IQI", head[8:24])
    # Offsets 24 (pid) and 28 (start time) change every run. A 40-byte header (the first
    # runtimes) has no model status or coder: readers take them as 0.
    status, coder = struct.unpack(">II", head[36:44]) if hlen >= 48 else (0, 0)
    return [
        "header\tschemes=%d\tmodel_generation=%d\tmodel_status=%d\tcoder=%d"
        % (schemes, generation, status, coder),
        "metadata\t%016x" % meta_hash,
    ], None


def read_chunks(f, offset):
    """Hashes every good chunk. Returns (names, streams, error): names by thread index,
    streams[(tag, index)] = [chunks, sha256], error where reading stopped early (or None)."""
    names = {}
    streams = {}
    while True:
        head = f.read(CHUNK_HEAD)
        if not head:
            return names, streams, None
        if len(head) < CHUNK_HEAD:
            return names, streams, "truncated chunk at byte %d" % offset
        tag, thread, length = struct.unpack(">BII", head)
        crc = zlib.crc32(head)
        # The chunk is only counted once its CRC matched, so its payload is hashed into a copy.
        key = (tag, thread)
        digest = streams[key][1].copy() if key in streams else hashlib.sha256()
        name_bytes = b""
        left = length
        while left:
            piece = f.read(min(left, READ_STEP))
            if not piece:
                return names, streams, "truncated chunk at byte %d" % offset
            crc = zlib.crc32(piece, crc)
            if tag == TAG_THREAD:
                name_bytes += piece
            else:
                digest.update(piece)
            left -= len(piece)
        tail = f.read(4)
        if len(tail) < 4:
            return names, streams, "truncated chunk at byte %d" % offset
        if struct.unpack(">I", tail)[0] != crc:
            # A damaged length field makes every later boundary unknowable: stop here.
            return names, streams, "CRC mismatch in chunk at byte %d" % offset
        if tag == TAG_THREAD:
            name = java_utf(name_bytes)
            names[thread] = name if name is not None else "thread-%d(bad name %s)" % (
                thread,
                name_bytes.hex(),
            )
        else:
            count = streams[key][0] + 1 if key in streams else 1
            streams[key] = [count, digest]
        offset += CHUNK_HEAD + length + 4


def records(path):
    with open(path, "rb") as f:
        lines, error = read_header(f)
        if error:
            return ["damaged\t" + error]
        names, streams, error = read_chunks(f, f.tell())
    rows = []
    for (tag, thread), (count, digest) in streams.items():
        name = names.get(thread, "thread-%d" % thread)
        rows.append((tag, printable(name), count, digest.hexdigest()))
    # Sorting by content too orders threads that share a name without using their indices.
    rows.sort()
    lines += ["0x%02x\t%s\t%d\t%s" % row for row in rows]
    if error:
        lines.append("damaged\t" + error)
    return lines


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        sys.stderr.write(__doc__)
        return 2
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", errors="backslashreplace", closefd=False)
    for k, path in enumerate(argv[1:], 1):
        out.write("file\t%d\n" % k)
        for line in records(path):
            out.write(line + "\n")
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
