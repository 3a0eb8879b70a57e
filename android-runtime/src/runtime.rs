//! The runtime's smali sources and the probe entry points instrumented code calls.

/// Package of every runtime class; the instrumentor must never put probes into these classes.
pub const RUNTIME_PACKAGE: &str = "Ladaptrace/rt/";

/// Type of the per-thread state instrumented code holds between probes.
pub const THREAD_STATE: &str = "Ladaptrace/rt/ThreadState;";

/// Method id -> logs ENTER, depth + 1; returns the thread's state.
pub const BLOCKS_ENTER: &str = "Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;";
/// The frame's depth (>= 1), right after [`BLOCKS_ENTER`].
pub const BLOCKS_DEPTH: &str = "Ladaptrace/rt/Blocks;->depth(Ladaptrace/rt/ThreadState;)I";
/// (frame depth, state, block index): logs BLOCK(block index).
///
/// [`BLOCKS_BLOCK`], [`BLOCKS_SITE`] and [`BLOCKS_EXIT`] first compare the thread's depth with
/// the frame's: when an exception left app frames and framework code caught it, they differ,
/// and the probe logs UNWOUND(frame depth) and takes the frame's depth before its own event.
pub const BLOCKS_BLOCK: &str = "Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V";
/// (frame depth, state, call-site index): logs SITE(call-site index); placed before each
/// invoke.
pub const BLOCKS_SITE: &str = "Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V";
/// (frame depth, state): logs EXIT, depth - 1; at depth 0 the thread's events go to the writer.
pub const BLOCKS_EXIT: &str = "Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V";
/// (frame depth, state, handler block): logs CATCH(depth), BLOCK(block); depth = frame depth.
/// Placed after move-exception.
pub const BLOCKS_CAUGHT: &str = "Ladaptrace/rt/Blocks;->caught(ILadaptrace/rt/ThreadState;I)V";
/// Hands the calling thread's events to the writer and waits (at most 5 s) until everything
/// queued is written and synced.
pub const TRACE_FLUSH: &str = "Ladaptrace/rt/Trace;->flush()V";

/// System property that overrides the trace directory (the host runner sets it).
pub const TRACE_DIR_PROPERTY: &str = "adaptrace.trace.dir";

/// Extension of trace files: `<start ms>-<pid>.adtrace`.
pub const TRACE_FILE_EXTENSION: &str = "adtrace";

/// What the runtime injected into one app is configured with.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RuntimeConfig {
    /// The app's package; names the default trace directory. `None` for inputs without a
    /// manifest: the runtime then needs [`TRACE_DIR_PROPERTY`] (else `java.io.tmpdir`).
    pub package: Option<String>,
    /// Hash of the instrumentation metadata ([`crate::meta`]).
    pub metadata_hash: u64,
    /// Model generation the coders start from.
    pub model_generation: u32,
    /// Bit mask of [`crate::scheme`] bits whose probes are in the app.
    pub schemes: u32,
}

/// One runtime class as smali text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuntimeSource {
    /// `Ladaptrace/rt/X;`
    pub class: String,
    /// Path below a smali root: `adaptrace/rt/X.smali`.
    pub file_name: String,
    pub text: String,
}

/// Directory the runtime writes traces to on a device when [`TRACE_DIR_PROPERTY`] is not set:
/// app-specific external storage, which `adb pull` reads without root.
pub fn device_trace_dir(package: &str) -> String {
    format!("/sdcard/Android/data/{package}/files/adaptrace")
}

/// Whether a class descriptor (`Lpkg/C;`) belongs to the runtime.
pub fn is_runtime_class(descriptor: &str) -> bool {
    descriptor.starts_with(RUNTIME_PACKAGE)
}

const SOURCES: [(&str, &str); 8] = [
    ("Blocks", include_str!("../smali/adaptrace/rt/Blocks.smali")),
    ("Chunk", include_str!("../smali/adaptrace/rt/Chunk.smali")),
    ("Config", include_str!("../smali/adaptrace/rt/Config.smali")),
    ("Crash", include_str!("../smali/adaptrace/rt/Crash.smali")),
    (
        "Shutdown",
        include_str!("../smali/adaptrace/rt/Shutdown.smali"),
    ),
    (
        "ThreadState",
        include_str!("../smali/adaptrace/rt/ThreadState.smali"),
    ),
    ("Trace", include_str!("../smali/adaptrace/rt/Trace.smali")),
    ("Writer", include_str!("../smali/adaptrace/rt/Writer.smali")),
];

/// The runtime's classes, with `config` filled into `Ladaptrace/rt/Config;`.
pub fn runtime_sources(config: &RuntimeConfig) -> Vec<RuntimeSource> {
    SOURCES
        .iter()
        .map(|(name, text)| RuntimeSource {
            class: format!("{RUNTIME_PACKAGE}{name};"),
            file_name: format!("adaptrace/rt/{name}.smali"),
            text: if *name == "Config" {
                fill_config(text, config)
            } else {
                (*text).to_string()
            },
        })
        .collect()
}

fn fill_config(template: &str, config: &RuntimeConfig) -> String {
    let package = match &config.package {
        Some(p) => format!("const-string v0, \"{}\"", smali_string(p)),
        None => "const/4 v0, 0x0".to_string(),
    };
    // Signed decimal literals: smali reads them for any bit pattern, and `const-wide` (not
    // `/32`) keeps all 64 bits through every tool on the way.
    template
        .replace("@PACKAGE@", &package)
        .replace(
            "@METADATA_HASH@",
            &format!("{}L", config.metadata_hash as i64),
        )
        .replace(
            "@MODEL_GENERATION@",
            &(config.model_generation as i32).to_string(),
        )
        .replace("@SCHEMES@", &(config.schemes as i32).to_string())
}

/// Escapes a string for a smali string literal.
fn smali_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for unit in s.encode_utf16() {
        match unit {
            0x22 => out.push_str("\\\""),
            0x5c => out.push_str("\\\\"),
            0x20..=0x7e => out.push(char::from(unit as u8)),
            _ => out.push_str(&format!("\\u{unit:04x}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_is_filled_and_nothing_else_changes() {
        let config = RuntimeConfig {
            package: Some("com.example.app".into()),
            metadata_hash: 0xfedc_ba98_7654_3210,
            model_generation: 0x8000_0001,
            schemes: crate::scheme::BLOCKS | crate::scheme::PCC,
        };
        let sources = runtime_sources(&config);
        assert_eq!(sources.len(), SOURCES.len());
        for s in &sources {
            assert!(is_runtime_class(&s.class));
            assert!(
                s.text.contains(&format!(".class public final {}", s.class))
                    || s.text.contains(&format!(".class final {}", s.class))
            );
            assert!(!s.text.contains("@PACKAGE@") && !s.text.contains("@SCHEMES@"));
        }
        let cfg = sources
            .iter()
            .find(|s| s.class == "Ladaptrace/rt/Config;")
            .unwrap();
        assert!(cfg.text.contains("const-string v0, \"com.example.app\""));
        assert!(cfg.text.contains("const-wide v0, -81985529216486896L"));
        assert!(cfg.text.contains("const v0, -2147483647\n"));
        assert!(cfg.text.contains("const v0, 257\n"));
        let blocks = sources
            .iter()
            .find(|s| s.class == "Ladaptrace/rt/Blocks;")
            .unwrap();
        assert_eq!(blocks.text, SOURCES[0].1);
    }

    #[test]
    fn no_package_gives_null() {
        let sources = runtime_sources(&RuntimeConfig::default());
        let cfg = sources
            .iter()
            .find(|s| s.class == "Ladaptrace/rt/Config;")
            .unwrap();
        assert!(cfg
            .text
            .contains("const/4 v0, 0x0\n    sput-object v0, Ladaptrace/rt/Config;->PACKAGE"));
    }

    #[test]
    fn strings_are_escaped() {
        assert_eq!(smali_string("a.b_c"), "a.b_c");
        assert_eq!(smali_string("q\"\\é\n"), "q\\\"\\\\\\u00e9\\u000a");
    }

    #[test]
    fn probes_in_a_frame_take_its_depth_first() {
        // Scratch registers s0 = depth, s1 = state, s2 = value: each call is one register range.
        for r in [BLOCKS_BLOCK, BLOCKS_SITE, BLOCKS_CAUGHT] {
            assert!(r.ends_with("(ILadaptrace/rt/ThreadState;I)V"), "{r}");
        }
        assert!(BLOCKS_EXIT.ends_with("->exit(ILadaptrace/rt/ThreadState;)V"));
        assert!(BLOCKS_DEPTH.ends_with("(Ladaptrace/rt/ThreadState;)I"));
    }

    #[test]
    fn probe_refs_name_runtime_methods() {
        for r in [
            BLOCKS_ENTER,
            BLOCKS_DEPTH,
            BLOCKS_BLOCK,
            BLOCKS_SITE,
            BLOCKS_EXIT,
            BLOCKS_CAUGHT,
            TRACE_FLUSH,
        ] {
            let (class, method) = r.split_once("->").unwrap();
            assert!(is_runtime_class(class));
            let name = &method[..method.find('(').unwrap()];
            let file = &class[RUNTIME_PACKAGE.len()..class.len() - 1];
            let text = SOURCES.iter().find(|(n, _)| *n == file).unwrap().1;
            assert!(
                text.contains(&format!(".method public static {method}")),
                "{name} not in {file}"
            );
        }
    }
}
