//! Test tiers: plain `cargo test` runs the tests that need nothing but Rust; the slow kinds run
//! when `ADAPTRACE_TEST_TIERS` names them (comma-separated, or `all`), as `make test` does.

/// The environment variable that names the tiers to run.
pub const VARIABLE: &str = "ADAPTRACE_TEST_TIERS";

/// A slow kind of test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Runs the JVM: the external tools (smali, baksmali, apktool, apksigner, enjarify), the
    /// runtime, test programs, the JGF apps.
    Jvm,
    /// Needs the fetched corpus of real apps.
    Corpus,
    /// Talks to the simulated phone (through adb or adb_client).
    Device,
    /// Runs the benchmark harness.
    Harness,
    /// Opens outputs with the tools users read them with (`go tool pprof`, `genhtml`, `dot`,
    /// headless Chromium).
    Tools,
}

impl Tier {
    pub fn name(self) -> &'static str {
        match self {
            Tier::Jvm => "jvm",
            Tier::Corpus => "corpus",
            Tier::Device => "device",
            Tier::Harness => "harness",
            Tier::Tools => "tools",
        }
    }

    /// Whether `wanted` (the variable's value) asks for this tier.
    fn wanted_in(self, wanted: &str) -> bool {
        wanted
            .split(',')
            .map(str::trim)
            .any(|w| w == "all" || w == self.name())
    }
}

/// Whether tests of `tier` run; when not, prints that the calling test is skipped and how to run
/// it. Use as `if !tier(Tier::Jvm) { return; }` first thing in a test.
pub fn tier(tier: Tier) -> bool {
    let wanted = std::env::var(VARIABLE).unwrap_or_default();
    let run = tier.wanted_in(&wanted);
    if !run {
        println!(
            "SKIP: a `{}` tier test; run it with {VARIABLE}={} (or all)",
            tier.name(),
            tier.name()
        );
    }
    run
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiers_are_named_alone_in_lists_or_by_all() {
        assert!(Tier::Jvm.wanted_in("jvm"));
        assert!(Tier::Jvm.wanted_in("corpus, jvm"));
        assert!(Tier::Device.wanted_in("all"));
        assert!(!Tier::Jvm.wanted_in(""));
        assert!(!Tier::Jvm.wanted_in("jvmx,corpus"));
    }
}
