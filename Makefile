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
	zipalign:zipalign androguard:androguard graphviz:dot lcov:genhtml golang-go:go chromium:chromium
# Debian package:file for libraries, which put nothing on PATH (ASM: host execution of modern dex).
DEB_FILE_PROBES := libasm-java:/usr/share/java/asm-analysis.jar

.PHONY: help deps build test corpus demo bench fuzz clean

help:
	@echo "make deps    install the Debian tools adaptrace drives (apktool smali enjarify adb apksigner zipalign androguard libasm-java, a JDK) and those the tests read its reports with (graphviz lcov golang-go chromium), only those missing"
	@echo "make build   cargo build --release --workspace"
	@echo "make test    deps, fetch the corpus (tests/fetch-corpus.sh), cargo test with every tier (ADAPTRACE_TEST_TIERS=all), rustfmt and clippy checks"
	@echo "make corpus  fetch the real-app corpus into ADAPTRACE_CORPUS ($(ADAPTRACE_CORPUS))"
	@echo "make demo    the device loop on the simulated phone: profile the bundled JGF Math app with paths, 5 runs through a private adb server, traces shrinking as the model learns"
	@echo "make bench   parser throughput, roundtrip vs apktool, instrumentation stages, host jar preparation, test programs original vs blocks, report time, memory and profile rate on JGF traces, the JGF suite under every scheme (JGF_RUNS=$(JGF_RUNS) runs each; target/jgf/results.md)"
	@echo "make fuzz    fuzz every reader of untrusted bytes (smali parser, dex reader, trace, model, metadata, each scheme's decoder) for FUZZ_SECONDS=$(FUZZ_SECONDS) s each, one after the other (cargo-fuzz); stops at the first crash, hang or runaway allocation"
	@echo "make clean   remove build outputs (the corpus cache is kept: delete ADAPTRACE_CORPUS to refetch)"

deps:
	@missing=(); \
	for probe in $(DEB_PROBES); do \
		command -v "$${probe#*:}" >/dev/null || missing+=("$${probe%%:*}"); \
	done; \
	for probe in $(DEB_FILE_PROBES); do \
		[[ -f "$${probe#*:}" ]] || missing+=("$${probe%%:*}"); \
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

# Every tier: plain `cargo test` runs only the tests that need nothing but Rust.
test: deps corpus
	$(CARGO) fmt --all --check
	ADAPTRACE_TEST_TIERS=all $(CARGO) test --release --workspace
	$(CARGO) clippy --workspace --all-targets -- -D warnings

# The device loop on the simulated phone through a private adb server (scripts/demo.sh).
demo: deps build
	scripts/demo.sh

bench: build corpus
	$(CARGO) bench -p smali_parser
	scripts/bench-roundtrip.sh
	scripts/bench-dex-path.sh
	scripts/bench-instrument.sh
	scripts/bench-host-prepare.sh
	scripts/bench-programs.sh
	scripts/bench-report.sh
	$(CARGO) run -p jgf-benchmarks --release -- --runs $(JGF_RUNS)

# cargo-fuzz passes nightly-only flags; RUSTC_BOOTSTRAP lets the stable toolchain accept them.
# Each target runs with its committed seeds (fuzz/seeds/TARGET, read only) and its working corpus
# (fuzz/corpus/TARGET, kept between runs, not committed). A run fails on a panic, on an input that
# takes over 10 s (a hang), and on an allocation or memory use over 2 GB (a length field
# trusted): no input the targets take needs more. TARGET:MAX_LEN, the longest input tried.
FUZZ_TARGETS := parse:8192 trace:16384 model:32768 metadata:65536 decode_blocks:16384 \
	decode_paths:4096 decode_pap:16384 decode_bl:16384 decode_calls:16384 dex_read:65536
fuzz:
	@[[ -f fuzz/Cargo.toml ]] || { echo "fuzz: no fuzz/Cargo.toml in this checkout: the fuzz targets are not written yet" >&2; exit 1; }
	@command -v cargo-fuzz >/dev/null || $(CARGO) install --locked cargo-fuzz
	@for target in $(FUZZ_TARGETS); do \
		name=$${target%%:*}; \
		corpus=(fuzz/corpus/$$name); \
		[[ -d fuzz/seeds/$$name ]] && corpus+=(fuzz/seeds/$$name); \
		mkdir -p fuzz/corpus/$$name; \
		echo "fuzz: $$name for $(FUZZ_SECONDS) s"; \
		RUSTC_BOOTSTRAP=1 $(CARGO) fuzz run $$name "$${corpus[@]}" -- -max_total_time=$(FUZZ_SECONDS) \
			-max_len=$${target#*:} -rss_limit_mb=2048 -timeout=10; \
	done

clean:
	$(CARGO) clean
	rm -rf fuzz/target
