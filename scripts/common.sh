# shellcheck shell=bash
# Sourced by the benchmark scripts (after `cd` to the repository root).

# die MESSAGE: prints "SCRIPT: MESSAGE" on stderr and exits 1.
die() {
    printf '%s: %s\n' "$(basename "$0" .sh)" "$*" >&2
    exit 1
}

# corpus_item NAME: prints the path of corpus item NAME, from the manifest tests/fetch-corpus.sh
# writes in ADAPTRACE_CORPUS (default ~/.cache/adaptrace/corpus).
corpus_item() {
    local corpus=${ADAPTRACE_CORPUS:-$HOME/.cache/adaptrace/corpus}
    local manifest=$corpus/MANIFEST.tsv rel
    [[ -f $manifest ]] || die "no corpus manifest at $manifest: run tests/fetch-corpus.sh (or make corpus), or pass a file"
    rel=$(awk -F'\t' -v name="$1" '$1 == name { print $3 }' "$manifest")
    [[ -n $rel ]] || die "$1 is not in $manifest: run tests/fetch-corpus.sh and fix what it reports"
    printf '%s\n' "$corpus/$rel"
}
