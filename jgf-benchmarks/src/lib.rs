//! Java-Grande-style benchmark apps and their harness. Filled by the benchmarks issue; empty for now.
