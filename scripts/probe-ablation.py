#!/usr/bin/env python3
"""Where the `paths` probes' run time goes: the instrumented app of a JGF harness run, rebuilt with
parts of the runtime's work removed, timed next to the original.

Usage: scripts/probe-ablation.py OUT APP [--size steady] [--runs 5] [--before OUT0]
                                            [--variants NAME,NAME...]

OUT is a `jgf-benchmarks --out OUT --scheme paths --app APP` directory: the script takes
OUT/work/APP/APP.apk, OUT/work/APP/paths.apk, the newest model generation in
OUT/work/APP/paths.meta/models and the android stand-ins jar in OUT/work/host-cache/standins.
Every variant goes through the same baksmali -> edit -> smali -> enjarify pipeline, so they differ
only in the edit:

  original        the app without probes
  paths           the instrumented app as built
  no-coding       the probes record as usual; the writer codes no record
  no-enter-rec    as paths, but an ENTER the probes cannot skip records nothing (push only)
  no-records      no record at all: decisions and ENTERs only keep the site stack
  floor           every probe an empty static call (enter still finds the thread state)

  paths-before    with --before OUT0: OUT0's instrumented app and model, as built by another
                  version of adaptrace (a before/after comparison in one interleaved run)
  pap             when the harness run had `--scheme pap` too: its `pap` app

The variants but `original` and the `paths` ones write traces that do not decode: they measure
time only.
Runs are interleaved (one of each variant per round); the table gives the median wall-clock and
process CPU (user + system) seconds, and each over the original's.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RT = "adaptrace/rt/Paths.smali"
STATE = "Ladaptrace/rt/PathsState;"

EMPTY = "    .locals 0\n    return-void\n"
PUSH_ONLY = (
    "    .locals 0\n"
    f"    invoke-static {{p0}}, Ladaptrace/rt/Paths;->push({STATE})V\n"
    "    return-void\n"
)
# enter without the step/ENTER bookkeeping: the thread state, looked up as the probe does.
ENTER_LOOKUP_ONLY = """    .locals 3
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    sget-object v1, Ladaptrace/rt/Paths;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v1, :miss
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-ne v2, v0, :miss
    return-object v1
    :miss
    invoke-static {v0}, Ladaptrace/rt/Trace;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v1
    sput-object v1, Ladaptrace/rt/Paths;->cache:Ladaptrace/rt/ThreadState;
    return-object v1
"""
CODE_RECORD_CALL = (
    "invoke-static {v6, v0, v3}, Ladaptrace/rt/Paths;->codeRecord("
    "Ladaptrace/rt/PathsCoder;[II)V"
)


def fail(message):
    sys.exit(f"probe-ablation: {message}")


def replace_body(text, name, body):
    """The method `name` of a baksmali'd class with its body replaced."""
    pattern = re.compile(
        r"(\.method [^\n]*\b" + re.escape(name) + r"\([^\n]*\n)(.*?)(\.end method)", re.S
    )
    match = pattern.search(text)
    if match is None:
        fail(f"{RT} has no method {name}: the runtime changed; update this script")
    return text[: match.start(2)] + body + text[match.start(3) :]


def edit_no_coding(text):
    if CODE_RECORD_CALL not in text:
        fail(f"{RT}: encode no longer calls codeRecord as expected; update this script")
    return text.replace(CODE_RECORD_CALL, "")


def edit_no_enter_records(text):
    return replace_body(text, "entered", PUSH_ONLY)


def edit_no_records(text):
    return replace_body(edit_no_enter_records(text), "edgeCoded", EMPTY)


def edit_floor(text):
    text = edit_no_records(text)
    for name in ("step", "call", "guess", "exit", "edge", "sw", "caught"):
        text = replace_body(text, name, EMPTY)
    return replace_body(text, "enter", ENTER_LOOKUP_ONLY)


VARIANTS = [
    ("original", None),
    ("paths", lambda text: text),
    ("no-coding", edit_no_coding),
    ("no-enter-rec", edit_no_enter_records),
    ("no-records", edit_no_records),
    ("floor", edit_floor),
]


def harness_app(out, app):
    """(original apk, paths apk, newest model) of `app` in jgf-benchmarks directory `out`."""
    app_dir = out / "work" / app
    original_apk = app_dir / f"{app}.apk"
    paths_apk = app_dir / "paths.apk"
    for apk in (original_apk, paths_apk):
        if not apk.is_file():
            fail(f"no {apk}: run jgf-benchmarks --out {out} --scheme paths --app {app}")
    models = sorted((app_dir / "paths.meta" / "models").glob("gen-*.admd"))
    if not models:
        fail(f"no model generation under {app_dir}/paths.meta/models")
    return original_apk, paths_apk, models[-1]


def run(cmd, **kwargs):
    result = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        fail(f"{' '.join(map(str, cmd))} failed:\n{result.stderr.strip()}")
    return result


def build_jar(apk, edit, scratch):
    """apk's dex, edited (edit None: as is), as a jar for the host JVM."""
    smali_dir = scratch / "smali"
    run(["baksmali", "d", str(apk), "-o", str(smali_dir)])
    if edit is not None:
        runtime = smali_dir / RT
        if not runtime.is_file():
            fail(f"{apk} has no {RT}: is it instrumented with the paths scheme?")
        runtime.write_text(edit(runtime.read_text()))
    dex = scratch / "classes.dex"
    run(["smali", "a", str(smali_dir), "-o", str(dex)])
    jar = scratch / "classes.jar"
    run(["enjarify", "-f", "-o", str(jar), str(dex)])
    return jar


def timed(cmd):
    """(wall seconds, CPU seconds of the process and its children) of one run."""
    start = time.monotonic()
    with open(os.devnull, "w") as sink:
        process = subprocess.Popen(cmd, stdout=sink, stderr=subprocess.PIPE, text=True)
        _, status, usage = os.wait4(process.pid, 0)
        stderr = process.stderr.read()
    wall = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        fail(f"{' '.join(cmd)} failed:\n{stderr.strip()}")
    return wall, usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="a jgf-benchmarks --out directory")
    parser.add_argument("app", help="JGF app name, e.g. Collect")
    parser.add_argument("--size", default="steady", choices=["small", "benchmark", "steady"])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--before", type=Path, help="another jgf-benchmarks --out directory")
    parser.add_argument("--variants", help="only these variants, comma-separated")
    args = parser.parse_args()
    if args.runs < 1:
        fail("--runs must be at least 1")
    for tool in ("baksmali", "smali", "enjarify", "java"):
        if shutil.which(tool) is None:
            fail(f"{tool} is not installed: run make deps")

    original_apk, paths_apk, model = harness_app(args.out, args.app)
    # (name, apk, edit, model) of every variant.
    variants = [
        (name, original_apk if edit is None else paths_apk, edit, model)
        for name, edit in VARIANTS
    ]
    if args.before is not None:
        _, before_apk, before_model = harness_app(args.before, args.app)
        variants.append(("paths-before", before_apk, lambda text: text, before_model))
    pap_apk = args.out / "work" / args.app / "pap.apk"
    if pap_apk.is_file():
        variants.append(("pap", pap_apk, None, model))
    if args.variants is not None:
        wanted = args.variants.split(",")
        unknown = set(wanted) - {name for name, _, _, _ in variants}
        if unknown or "original" not in wanted:
            fail(f"--variants: unknown {sorted(unknown)} or no original (have {[v[0] for v in variants]})")
        variants = [v for v in variants if v[0] in wanted]
    work = args.out / "work"
    standins = sorted((work / "host-cache" / "standins").glob("*.jar"))
    if not standins:
        fail(f"no android stand-ins jar under {work}/host-cache/standins")
    lower = args.app.lower()
    main_class = f"org.adaptrace.jgf.{lower}.{args.app}Bench"

    scratch_root = Path(tempfile.mkdtemp(prefix="probe-ablation-"))
    try:
        jars = {}
        for name, apk, edit, _ in variants:
            print(f"building {name}", file=sys.stderr)
            scratch = scratch_root / name
            scratch.mkdir()
            jars[name] = build_jar(apk, edit, scratch)

        traces = scratch_root / "traces"
        samples = {name: [] for name, _, _, _ in variants}
        for round_index in range(args.runs):
            for name, _, _, variant_model in variants:
                shutil.rmtree(traces, ignore_errors=True)
                traces.mkdir()
                cmd = [
                    "java",
                    "-Xss256m",
                    f"-Dadaptrace.trace.dir={traces}",
                    f"-Dadaptrace.package=org.adaptrace.jgf.{lower}",
                    f"-Dadaptrace.model={variant_model}",
                    "-cp",
                    f"{jars[name]}:{standins[-1]}",
                    main_class,
                    args.size,
                ]
                samples[name].append(timed(cmd))
                wall, cpu = samples[name][-1]
                print(f"round {round_index + 1}: {name} {wall:.2f} s, CPU {cpu:.2f} s", file=sys.stderr)
    finally:
        shutil.rmtree(scratch_root, ignore_errors=True)

    base_wall = statistics.median(w for w, _ in samples["original"])
    base_cpu = statistics.median(c for _, c in samples["original"])
    print(f"{args.app} {args.size}, model {model.name}, median of {args.runs} interleaved runs")
    print("| variant | wall s | wall × original | CPU s | CPU × original |")
    print("|---|---|---|---|---|")
    for name, _, _, _ in variants:
        wall = statistics.median(w for w, _ in samples[name])
        cpu = statistics.median(c for _, c in samples[name])
        print(f"| {name} | {wall:.2f} | {wall / base_wall:.2f} | {cpu:.2f} | {cpu / base_cpu:.2f} |")


if __name__ == "__main__":
    main()
