//! The runtime's smali sources for one app: the core classes every app gets, the classes of the
//! schemes it is instrumented with (from [`crate::scheme::REGISTRY`]), and a generated class
//! through which the core calls the schemes' hooks, all with the app's settings filled in.

use std::fmt::Write as _;

use crate::coder::Coder;
use crate::scheme::{Hook, Probe, RuntimeClass, Scheme};
use crate::trace::{CODER_ADAPTRACER, CODER_RANGE, CODER_RAW};

/// Package of every runtime class; the instrumentor must never put probes into these classes.
pub const RUNTIME_PACKAGE: &str = "Ladaptrace/rt/";

/// Hands the calling thread's events to the writer and waits (at most 5 s) until everything
/// queued is written and synced.
pub const TRACE_FLUSH: Probe = Probe {
    class: "Ladaptrace/rt/Trace;",
    name: "flush",
    params: &[],
    ret: "V",
};

/// Hands the runtime the `Context` of an app component's lifecycle callback: the first one asks
/// the system for the app's external files directory (creating it on Android 11+) and moves a
/// trace started in internal storage there.
pub const STORAGE_ATTACH: Probe = Probe {
    class: "Ladaptrace/rt/Storage;",
    name: "attach",
    params: &["Landroid/content/Context;"],
    ret: "V",
};

/// System property naming the model file a coded scheme starts from; without it the runtime
/// looks for [`MODEL_FILE_NAME`] in the trace directories.
pub const MODEL_PROPERTY: &str = "adaptrace.model";

/// Name of the model file in a trace directory.
pub const MODEL_FILE_NAME: &str = "model.admd";

/// System property that overrides the trace directory (the host runner sets it).
pub const TRACE_DIR_PROPERTY: &str = "adaptrace.trace.dir";

/// System property naming the host directory a simulated device's `/` is (the device
/// simulator sets it): the runtime's device paths are taken below it.
pub const DEVICE_ROOT_PROPERTY: &str = "adaptrace.device.root";

/// Extension of trace files: `<start ms>-<pid>.adtrace`.
pub const TRACE_FILE_EXTENSION: &str = "adtrace";

/// The classes every instrumented app gets: threads, buffers, the writer, crash and exit.
const CORE: [RuntimeClass; 8] = [
    core("Chunk", include_str!("../smali/adaptrace/rt/Chunk.smali")),
    core("Config", include_str!("../smali/adaptrace/rt/Config.smali")),
    core("Crash", include_str!("../smali/adaptrace/rt/Crash.smali")),
    core(
        "Shutdown",
        include_str!("../smali/adaptrace/rt/Shutdown.smali"),
    ),
    core(
        "ThreadState",
        include_str!("../smali/adaptrace/rt/ThreadState.smali"),
    ),
    core(
        "Storage",
        include_str!("../smali/adaptrace/rt/Storage.smali"),
    ),
    core("Trace", include_str!("../smali/adaptrace/rt/Trace.smali")),
    core("Writer", include_str!("../smali/adaptrace/rt/Writer.smali")),
];

/// The generated class the core calls each [`Hook`] through.
const HOOKS_CLASS: &str = "Schemes";

const fn core(name: &'static str, smali: &'static str) -> RuntimeClass {
    RuntimeClass { name, smali }
}

/// What the runtime injected into one app is configured with.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RuntimeConfig {
    /// The app's package; names the default trace directory. `None` for inputs without a
    /// manifest: the runtime then needs [`TRACE_DIR_PROPERTY`] (else `java.io.tmpdir`).
    pub package: Option<String>,
    /// Hash of the instrumentation metadata ([`crate::meta`]).
    pub metadata_hash: u64,
    /// Model generation written into the headers of an app without a coded scheme; a coded
    /// scheme writes the generation of the model file it loads at start (0 without one).
    pub model_generation: u32,
    /// The schemes whose probes are in the app.
    pub schemes: Vec<Scheme>,
    /// The adaptive coder of the coded schemes' streams; `None` for raw `calls` records.
    pub coder: Option<Coder>,
    /// The values of the schemes' own markers (their plans' settings, such as `paths`'
    /// numbering).
    pub markers: Markers,
}

/// Values for the `@NAME@` markers of runtime class templates, as smali text.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Markers(Vec<(String, String)>);

impl Markers {
    /// `@NAME@` is an int constant (`const v0, @NAME@`).
    pub fn int(&mut self, name: &str, value: u32) {
        // Signed decimal: smali reads it for any bit pattern.
        self.set(name, (value as i32).to_string());
    }

    /// `@NAME@` becomes code that leaves a new `int[]` of `values` in `v0`, and `@NAME_DATA@`
    /// (at the end of the same method) its payload.
    pub fn int_array(&mut self, name: &str, values: &[u32]) {
        let label = name.to_ascii_lowercase();
        if values.is_empty() {
            // An empty array needs no payload (and smali wants none).
            self.set(
                name,
                "const/4 v0, 0x0\n    new-array v0, v0, [I".to_string(),
            );
            self.set(&format!("{name}_DATA"), String::new());
            return;
        }
        self.set(
            name,
            format!(
                "const v0, {}\n    new-array v0, v0, [I\n    fill-array-data v0, :{label}",
                values.len()
            ),
        );
        let data: String = values.iter().map(|n| format!("        {n:#x}\n")).collect();
        self.set(
            &format!("{name}_DATA"),
            format!("\n    :{label}\n    .array-data 4\n{data}    .end array-data\n"),
        );
    }

    pub fn extend(&mut self, other: Markers) {
        self.0.extend(other.0);
    }

    fn set(&mut self, name: &str, text: String) {
        self.0.push((format!("@{name}@"), text));
    }

    /// `template` with every marker filled; the first marker left names the error.
    fn fill(&self, template: &str) -> Result<String, String> {
        let mut text = template.to_string();
        for (marker, value) in &self.0 {
            text = text.replace(marker, value);
        }
        match marker_in(&text) {
            Some(marker) => Err(format!("no value for {marker}")),
            None => Ok(text),
        }
    }
}

/// The first `@NAME@` marker (upper case and `_`) in `text`.
fn marker_in(text: &str) -> Option<&str> {
    text.match_indices('@').find_map(|(start, _)| {
        let rest = &text[start + 1..];
        let len = rest.find(|c: char| !(c.is_ascii_uppercase() || c == '_'))?;
        (len > 0 && rest[len..].starts_with('@')).then(|| &text[start..start + len + 2])
    })
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

/// Where apps' external files directories are on a device: `<this>/<package>/files`, which
/// only the system may create on Android 11+.
pub const DEVICE_APP_DATA_DIR: &str = "/sdcard/Android/data";

/// Directory the runtime writes traces to on a device when [`TRACE_DIR_PROPERTY`] is not set:
/// app-specific external storage, which `adb pull` reads without root.
pub fn device_trace_dir(package: &str) -> String {
    format!("{DEVICE_APP_DATA_DIR}/{package}/files/adaptrace")
}

/// Whether a class descriptor (`Lpkg/C;`) belongs to the runtime.
pub fn is_runtime_class(descriptor: &str) -> bool {
    descriptor.starts_with(RUNTIME_PACKAGE)
}

/// The runtime's classes for an app with `config`: the core's, the classes of its schemes (once
/// each, in registry order) and the hooks class, every template filled. Fails when a template
/// keeps a marker `config` has no value for.
pub fn runtime_sources(config: &RuntimeConfig) -> Result<Vec<RuntimeSource>, String> {
    let mut markers = config_markers(config);
    markers.set("SCHEME_FIELDS", thread_fields(&config.schemes));
    markers.extend(config.markers.clone());
    let mut classes: Vec<RuntimeClass> = CORE.to_vec();
    for scheme in Scheme::all().filter(|s| config.schemes.contains(s)) {
        for class in scheme.spec().runtime {
            if !classes.contains(class) {
                classes.push(*class);
            }
        }
    }
    let mut sources = classes
        .iter()
        .map(|class| {
            let text = markers
                .fill(class.smali)
                .map_err(|e| format!("runtime class {}: {e}", class.name))?;
            Ok(source(class.name, text))
        })
        .collect::<Result<Vec<_>, String>>()?;
    sources.push(source(HOOKS_CLASS, hooks_class(&config.schemes)));
    Ok(sources)
}

fn source(name: &str, text: String) -> RuntimeSource {
    RuntimeSource {
        class: format!("{RUNTIME_PACKAGE}{name};"),
        file_name: format!("adaptrace/rt/{name}.smali"),
        text,
    }
}

/// The markers of `Config.smali`.
fn config_markers(config: &RuntimeConfig) -> Markers {
    let mut markers = Markers::default();
    let package = match &config.package {
        Some(p) => format!("const-string v0, \"{}\"", smali_string(p)),
        None => "const/4 v0, 0x0".to_string(),
    };
    markers.set("PACKAGE", package);
    // `const-wide` (not `/32`) keeps all 64 bits through every tool on the way.
    markers.set("METADATA_HASH", format!("{}L", config.metadata_hash as i64));
    markers.int("MODEL_GENERATION", config.model_generation);
    markers.int("SCHEMES", Scheme::mask(&config.schemes));
    markers.int(
        "CODER",
        match config.coder {
            Some(Coder::Range) => CODER_RANGE,
            Some(Coder::AdapTracer) => CODER_ADAPTRACER,
            None => CODER_RAW,
        },
    );
    markers
}

/// The `ThreadState` fields of `schemes`' states, one per distinct field.
fn thread_fields(schemes: &[Scheme]) -> String {
    let mut fields = Vec::new();
    for scheme in Scheme::all().filter(|s| schemes.contains(s)) {
        if let Some(field) = scheme.spec().thread_field {
            if !fields.contains(&field) {
                fields.push(field);
            }
        }
    }
    fields
        .iter()
        .map(|(name, ty)| format!(".field {name}:{ty}\n"))
        .collect()
}

/// `Ladaptrace/rt/Schemes;`: a static method per [`Hook`] that calls the hook of every scheme
/// of the app that asks for it (once per runtime class, in registry order).
fn hooks_class(schemes: &[Scheme]) -> String {
    let mut text = format!(
        ".class final {RUNTIME_PACKAGE}{HOOKS_CLASS};\n.super Ljava/lang/Object;\n.source \"{HOOKS_CLASS}.smali\"\n\n\
         # Generated by android_runtime::runtime_sources: the core runtime calls the hooks of the\n\
         # app's schemes through this class.\n"
    );
    for hook in Hook::ALL {
        let params = hook.params().concat();
        let args = if hook.params().is_empty() {
            "{}"
        } else {
            "{p0}"
        };
        let _ = write!(
            text,
            "\n\n.method static {}({params})V\n    .locals 0\n\n",
            hook.method_name()
        );
        let mut called: Vec<&str> = Vec::new();
        for spec in Scheme::all()
            .filter(|s| schemes.contains(s))
            .map(Scheme::spec)
        {
            if spec.hooks.contains(&hook) && !called.contains(&spec.hook_class) {
                called.push(spec.hook_class);
                let _ = writeln!(
                    text,
                    "    invoke-static {args}, {}->{}({params})V",
                    spec.hook_class,
                    hook.method_name()
                );
            }
        }
        text.push_str("    return-void\n.end method\n");
    }
    text
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
    use crate::paths::PathsSettings;

    fn paths_markers() -> Markers {
        PathsSettings {
            binary: 7,
            nary: vec![3, 300],
            edges: 317,
            methods: 40_000,
            steps: 9,
        }
        .markers()
    }

    fn find<'a>(sources: &'a [RuntimeSource], name: &str) -> &'a str {
        &sources
            .iter()
            .find(|s| s.class == format!("Ladaptrace/rt/{name};"))
            .unwrap_or_else(|| panic!("no {name}"))
            .text
    }

    #[test]
    fn config_is_filled_and_nothing_else_changes() {
        let config = RuntimeConfig {
            package: Some("com.example.app".into()),
            metadata_hash: 0xfedc_ba98_7654_3210,
            model_generation: 0x8000_0001,
            schemes: vec![Scheme::Blocks],
            coder: Some(Coder::AdapTracer),
            markers: Markers::default(),
        };
        let sources = runtime_sources(&config).unwrap();
        assert_eq!(sources.len(), CORE.len() + 2);
        for s in &sources {
            assert!(is_runtime_class(&s.class));
            assert!(
                s.text.contains(&format!(".class public final {}", s.class))
                    || s.text.contains(&format!(".class final {}", s.class))
            );
            assert!(!s.text.contains('@'), "{}: a marker is left", s.file_name);
        }
        let cfg = find(&sources, "Config");
        assert!(cfg.contains("const-string v0, \"com.example.app\""));
        assert!(cfg.contains("const-wide v0, -81985529216486896L"));
        assert!(cfg.contains("const v0, -2147483647\n"));
        assert!(cfg.contains("const v0, 1\n    sput v0, Ladaptrace/rt/Config;->SCHEMES:I"));
        assert!(cfg.contains("const v0, 1\n    sput v0, Ladaptrace/rt/Config;->CODER:I"));
        assert_eq!(
            find(&sources, "Blocks"),
            Scheme::Blocks.spec().runtime[0].smali
        );
        assert!(!find(&sources, "ThreadState").contains("PathsState"));
    }

    #[test]
    fn the_paths_settings_are_baked_in() {
        let config = RuntimeConfig {
            schemes: vec![Scheme::Paths],
            markers: paths_markers(),
            ..RuntimeConfig::default()
        };
        let sources = runtime_sources(&config).unwrap();
        let cfg = find(&sources, "PathsConfig");
        for (value, field) in [
            ("7", "BINARY"),
            ("317", "EDGES"),
            ("40000", "METHODS"),
            ("9", "STEPS"),
        ] {
            let code =
                format!("const v0, {value}\n    sput v0, Ladaptrace/rt/PathsConfig;->{field}:I\n");
            assert!(cfg.contains(&code), "{field}: {cfg}");
        }
        assert!(cfg.contains(
            "const v0, 2\n    new-array v0, v0, [I\n    fill-array-data v0, :paths_nary\n    sput-object v0, Ladaptrace/rt/PathsConfig;->NARY:[I"
        ));
        assert!(cfg.contains(
            "return-void\n\n    :paths_nary\n    .array-data 4\n        0x3\n        0x12c\n    .end array-data\n.end method"
        ));
        assert!(find(&sources, "ThreadState").contains(".field paths:Ladaptrace/rt/PathsState;\n"));

        // Without the settings the template cannot be filled.
        let bare = RuntimeConfig {
            schemes: vec![Scheme::Paths],
            ..RuntimeConfig::default()
        };
        let err = runtime_sources(&bare).unwrap_err();
        assert!(
            err.contains("PathsConfig") && err.contains("@PATHS_"),
            "{err}"
        );

        let mut empty = Markers::default();
        empty.int_array("X", &[]);
        assert_eq!(
            empty.fill("@X@\n@X_DATA@").unwrap(),
            "const/4 v0, 0x0\n    new-array v0, v0, [I\n"
        );
    }

    #[test]
    fn only_the_apps_schemes_get_classes_and_hooks() {
        let config = RuntimeConfig {
            schemes: vec![Scheme::Blocks, Scheme::Pap],
            ..RuntimeConfig::default()
        };
        let sources = runtime_sources(&config).unwrap();
        let names: Vec<&str> = sources.iter().map(|s| s.file_name.as_str()).collect();
        assert!(names.contains(&"adaptrace/rt/PathIds.smali"), "{names:?}");
        assert!(!names.contains(&"adaptrace/rt/Paths.smali"), "{names:?}");
        let hooks = find(&sources, "Schemes");
        assert!(hooks.contains(
            ".method static crashed(Ladaptrace/rt/ThreadState;)V\n    .locals 0\n\n    invoke-static {p0}, Ladaptrace/rt/Blocks;->crashed(Ladaptrace/rt/ThreadState;)V\n    invoke-static {p0}, Ladaptrace/rt/PathIds;->crashed(Ladaptrace/rt/ThreadState;)V\n    return-void"
        ), "{hooks}");
        assert!(hooks.contains(".method static started()V\n    .locals 0\n\n    return-void"));
        assert_eq!(
            find(&sources, "ThreadState")
                .matches(".field pathids:")
                .count(),
            1
        );
    }

    #[test]
    fn no_package_gives_null() {
        let sources = runtime_sources(&RuntimeConfig::default()).unwrap();
        assert!(find(&sources, "Config")
            .contains("const/4 v0, 0x0\n    sput-object v0, Ladaptrace/rt/Config;->PACKAGE"));
    }

    #[test]
    fn strings_are_escaped() {
        assert_eq!(smali_string("a.b_c"), "a.b_c");
        assert_eq!(smali_string("q\"\\é\n"), "q\\\"\\\\\\u00e9\\u000a");
    }

    #[test]
    fn markers_are_found_but_not_in_other_text() {
        assert_eq!(marker_in("a @X_Y@ b"), Some("@X_Y@"));
        assert_eq!(marker_in("user@example.com @ x@"), None);
        assert_eq!(marker_in("a@b @C@"), Some("@C@"));
    }

    #[test]
    fn trace_flush_is_a_method_of_trace() {
        let trace = CORE.iter().find(|c| c.name == "Trace").unwrap().smali;
        assert!(trace.contains(".method public static flush()V\n"));
        assert_eq!(TRACE_FLUSH.to_string(), "Ladaptrace/rt/Trace;->flush()V");
        assert_eq!(
            STORAGE_ATTACH.to_string(),
            "Ladaptrace/rt/Storage;->attach(Landroid/content/Context;)V"
        );
    }
}
