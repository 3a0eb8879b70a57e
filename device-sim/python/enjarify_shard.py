"""Translates every Nth class of a dex with Debian's enjarify, for adaptrace's host runner.

Usage: python3 enjarify_shard.py DEX JAR SHARD SHARDS

Writes the classes whose index in the dex is SHARD modulo SHARDS to JAR, so that several
processes share one large dex. It fixes what enjarify 1.0.3 gets wrong on the way, and says
what it could not translate instead of writing wrong code. One line per fact on stdout,
fields separated by tabs:

    class NAME SUPER MAIN      every class of the shard (SUPER "-" for none, MAIN 0 or 1)
    failed NAME METHOD WHERE ERROR
                               a class left out of the jar (METHOD may be empty; WHERE is
                               "types" when enjarify's type inference rejected the code)
    toolong NAME METHOD BYTES  a method whose JVM code passes 65535 bytes (the class is left out)
"""

import sys
import traceback
import zipfile

from enjarify import dalvik, dalvikformats, parsedex
from enjarify.jvm import writebytecode, writeclass
from enjarify.jvm.optimization import options
from enjarify.mutf8 import decode

ACC_PUBLIC_STATIC = 0x1 | 0x8
MAX_CODE = 65535
# Opcodes enjarify reads as one-unit nops although they are longer (invoke-polymorphic,
# invoke-custom, const-method-handle, const-method-type) or not in dex at all.
FIRST_UNSUPPORTED = 0xE3
NAMES = {0xFA: "invoke-polymorphic", 0xFB: "invoke-polymorphic/range", 0xFC: "invoke-custom",
         0xFD: "invoke-custom/range", 0xFE: "const-method-handle", 0xFF: "const-method-type"}


class Unsupported(Exception):
    pass


class TooLong(Exception):
    pass


def text(raw):
    return decode(raw) if raw is not None else "-"


_decode = dalvikformats.decode


def decode_signed(shorts, pos, opcode):
    """const-wide/32 sign-extends its literal, as ART does; enjarify zero-extends it."""
    newpos, args = _decode(shorts, pos, opcode)
    if opcode == 0x17:
        args[-1] = dalvikformats.sign(args[-1], 32)
    return newpos, args


_parse_instruction = dalvik.parseInstruction


def parse_supported(dex, insns_start_pos, shorts, pos):
    word = shorts[pos]
    opcode = word & 0xFF
    # Payloads (switch and array data) start with a nop opcode byte.
    if opcode >= FIRST_UNSUPPORTED:
        name = NAMES.get(opcode, "unused opcode 0x%02x" % opcode)
        raise Unsupported("%s is not translated by enjarify 1.0.3" % name)
    return _parse_instruction(dex, insns_start_pos, shorts, pos)


_method_init = parsedex.Method.__init__


def method_init_naming_method(self, dex, method_idx, access, code_off):
    """Reading a method's code fails on an opcode we refuse: name the method."""
    try:
        _method_init(self, dex, method_idx, access, code_off)
    except Exception as e:
        method_id = parsedex.MethodId(dex, method_idx)
        e.adaptrace_method = text(method_id.name) + text(method_id.desc)
        raise


_get_code_ir = writebytecode.getCodeIR


def code_ir_naming_method(pool, method, opts):
    try:
        return _get_code_ir(pool, method, opts)
    except Exception as e:
        e.adaptrace_method = method_name(method)
        raise


_code_tail = writebytecode.writeCodeAttributeTail


def code_tail_checked(pool, irdata, opts):
    stream = _code_tail(pool, irdata, opts)
    length = int.from_bytes(stream.buf[4:8], "big")
    # enjarify retries a too long method with every optimisation and then writes it anyway.
    if length > MAX_CODE and opts is options.ALL:
        e = TooLong(length)
        e.adaptrace_method = method_name(irdata.method)
        raise e
    return stream


def method_name(method):
    return text(method.id.name) + text(method.id.desc)


def has_main(cls):
    for method in cls.data.methods:
        if (method.id.name == b"main" and method.id.desc == b"([Ljava/lang/String;)V"
                and method.access & ACC_PUBLIC_STATIC == ACC_PUBLIC_STATIC):
            return True
    return False


def clean(message):
    return " ".join(str(message).split())


def main():
    dex_path, jar_path, shard, shards = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    dalvikformats.decode = decode_signed
    dalvik.parseInstruction = parse_supported
    parsedex.Method.__init__ = method_init_naming_method
    writebytecode.getCodeIR = code_ir_naming_method
    writebytecode.writeCodeAttributeTail = code_tail_checked
    with open(dex_path, "rb") as f:
        dex = parsedex.DexFile(f.read())
    out = sys.stdout
    with zipfile.ZipFile(jar_path, "w") as jar:
        for i, cls in enumerate(dex.classes):
            if i % shards != shard:
                continue
            name = text(cls.name)
            main_flag = 0
            failure = None
            try:
                cls.parseData()
                main_flag = int(has_main(cls))
                data = writeclass.toClassFile(cls, options.PRETTY)
            except TooLong as e:
                failure = "toolong\t%s\t%s\t%d\n" % (name, e.adaptrace_method, e.args[0])
            except Exception as e:
                frames = traceback.extract_tb(e.__traceback__)
                where = "types" if any("typeinference" in f.filename for f in frames) else "-"
                method = getattr(e, "adaptrace_method", "")
                message = clean(e)
                error = "%s: %s" % (type(e).__name__, message) if message else type(e).__name__
                failure = "failed\t%s\t%s\t%s\t%s\n" % (name, method, where, error)
            out.write("class\t%s\t%s\t%d\n" % (name, text(cls.super), main_flag))
            if failure is not None:
                out.write(failure)
                continue
            # Small files stay stored, as enjarify does: deflating them costs more than it saves.
            kind = zipfile.ZIP_DEFLATED if len(data) > 10000 else zipfile.ZIP_STORED
            jar.writestr(zipfile.ZipInfo(name + ".class"), data, compress_type=kind)
    out.flush()


if __name__ == "__main__":
    main()
