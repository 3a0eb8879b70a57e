//! The `instrument` pipeline: decode the app, put every selected scheme's probes into every
//! method that can take them, add the runtime, keep each dex under its reference limits, write
//! the app back and the metadata the decoders need.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use android_runtime::coder::Coder;
use android_runtime::meta::{MetaError, Metadata, MethodMeta, SkippedMethod, METADATA_VERSION};
use android_runtime::{Markers, Scheme};
use apk_io::{ApkError, DexFile, Edits, Progress, Signing, Stage, Toolchain};
use rayon::prelude::*;
use smali_parser::ast::{Class, Item, Method};
use smali_parser::cfg::Cfg;

use crate::analysis::{self, Analysis};
use crate::codec::{self, CodecError, DexCodec};
use crate::dexfit;
use crate::inferred;
use crate::rewrite::{RewriteError, Rewriter};
use crate::schemes::{self, lifecycle, ProbePlan, Program, Target};

/// What to instrument and where the results go.
pub struct Request<'a> {
    /// An .apk, a .jar holding classes*.dex, or a .dex.
    pub input: &'a Path,
    /// The instrumented app (same kind as the input).
    pub output: &'a Path,
    /// The metadata directory (`metadata.json`, `report.txt`).
    pub meta_dir: &'a Path,
    /// Scratch space for the decoded and rewritten smali.
    pub work_dir: &'a Path,
    pub schemes: &'a [Scheme],
    /// The adaptive coder of the `paths` and `calls` streams; `None` writes `calls` records raw
    /// (`paths` has no raw form).
    pub coder: Option<Coder>,
    /// Glob patterns of the methods whose entries are `contexts` events (none: every method).
    pub events: &'a [String],
    pub signing: &'a Signing,
    /// How the app's dex files are read and written.
    pub codec: DexCodec,
    /// Changes to an APK's manifest (`--debuggable`).
    pub edits: Edits,
}

/// What instrumentation did.
#[derive(Debug)]
pub struct Outcome {
    /// Methods that carry probes.
    pub instrumented: usize,
    /// Methods with code left as they were, and why.
    pub skipped: Vec<SkippedMethod>,
    /// The hash tying traces to the metadata.
    pub metadata_hash: u64,
    /// The app's package (from an APK's manifest).
    pub package: Option<String>,
    /// The dex files written, with their reference counts.
    pub dexes: Vec<dexfit::DexSummary>,
    /// `report.txt` in the metadata directory.
    pub report: PathBuf,
    /// Wall time of each stage, in order.
    pub timings: Vec<(&'static str, Duration)>,
    /// What the plans' whole-program passes decided, a line each.
    pub summaries: Vec<String>,
}

/// Wall time per stage, for the report and the benchmarks.
struct Clock {
    last: Instant,
    laps: Vec<(&'static str, Duration)>,
}

impl Clock {
    fn start() -> Clock {
        Clock {
            last: Instant::now(),
            laps: Vec::new(),
        }
    }

    fn lap(&mut self, stage: &'static str) {
        let now = Instant::now();
        self.laps.push((stage, now - self.last));
        self.last = now;
    }
}

#[derive(Debug, thiserror::Error)]
pub enum InstrumentError {
    #[error(transparent)]
    Apk(#[from] ApkError),
    #[error(transparent)]
    Meta(#[from] MetaError),
    #[error(transparent)]
    Codec(#[from] CodecError),
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("no scheme selected; pass --scheme (available: {})", Scheme::names())]
    NoScheme,
    #[error("{0}")]
    DexFit(#[from] dexfit::DexFitError),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    Events(String),
    #[error("the runtime cannot be made for this app: {0}")]
    Runtime(String),
}

type Result<T> = std::result::Result<T, InstrumentError>;

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> InstrumentError + '_ {
    move |source| InstrumentError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// One class of the app and, read through smali, the file it came from.
struct LoadedClass {
    relative: Option<PathBuf>,
    class: Class,
}

/// A method that will carry probes, analysed.
struct Prepared {
    /// Index of the method in its class.
    index: usize,
    cfg: Cfg,
    meta: MethodMeta,
    /// Item indices of its steps (empty unless a plan needs them).
    steps: Vec<usize>,
    /// Per step, the signature of the method its invoke surely enters
    /// ([`Analysis::sure_callee`]); made an id in the metadata once every method has one.
    callees: Vec<Option<String>>,
    /// Per step, the signatures of the methods its invoke may enter when it runs nothing else
    /// ([`Analysis::call_targets`]) and of the static initializers it may run
    /// ([`Analysis::inits`]); empty unless a plan needs the call graph.
    enters: Vec<Vec<String>>,
    inits: Vec<Vec<String>>,
}

/// The selected schemes' plans, in registry order, each with the first of its scratch
/// registers.
struct SchemePlans {
    plans: Vec<(Scheme, Box<dyn ProbePlan>, u16)>,
    /// Scratch registers of all the plans together.
    scratch: u16,
    steps: bool,
    call_graph: bool,
}

impl SchemePlans {
    fn new(selected: &[Scheme], options: &schemes::PlanOptions) -> Result<SchemePlans> {
        if selected.is_empty() {
            return Err(InstrumentError::NoScheme);
        }
        if let Some(conflict) = Scheme::conflict(selected) {
            return Err(InstrumentError::Conflict(conflict));
        }
        let mut plans = Vec::new();
        let mut scratch = 0;
        for scheme in Scheme::all().filter(|s| selected.contains(s)) {
            plans.push((scheme, schemes::plan(scheme, options), scratch));
            scratch += scheme.spec().scratch;
        }
        let steps = plans.iter().any(|(_, plan, _)| plan.needs_steps());
        let call_graph = plans.iter().any(|(_, plan, _)| plan.needs_call_graph());
        Ok(SchemePlans {
            plans,
            scratch,
            steps,
            call_graph,
        })
    }
}

/// Per class: the methods that will carry probes and those left alone.
struct ClassPlan {
    prepared: Vec<Prepared>,
    skipped: Vec<SkippedMethod>,
}

/// Runs the whole pipeline.
pub fn instrument(
    request: &Request<'_>,
    toolchain: &Toolchain,
    progress: &dyn Progress,
) -> Result<Outcome> {
    if !request.events.is_empty() && !request.schemes.contains(&Scheme::Contexts) {
        return Err(InstrumentError::Events(format!(
            "--events chooses the events of the `{}` scheme; add it to --scheme",
            Scheme::Contexts
        )));
    }
    let options = schemes::PlanOptions {
        events: schemes::EventFilter::new(request.events).map_err(InstrumentError::Events)?,
    };
    let mut schemes = SchemePlans::new(request.schemes, &options)?;
    if request.coder.is_none() {
        let coded = request
            .schemes
            .iter()
            .map(|s| s.spec())
            .find(|s| s.learns && !s.raw_form);
        if let Some(spec) = coded {
            return Err(InstrumentError::Conflict(format!(
                "`{}` has no raw form: --coder raw is for `calls` (pass --coder range or adaptracer)",
                spec.name
            )));
        }
    }
    // Made before the work, so a bad output path fails at once, not after it.
    if let Some(parent) = request
        .output
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
    {
        fs::create_dir_all(parent).map_err(io_err(parent))?;
    }
    let mut clock = Clock::start();
    let app = codec::load(
        request.input,
        request.work_dir,
        request.codec,
        true,
        toolchain,
        progress,
    )?;
    clock.lap(match request.codec {
        DexCodec::Native => "read dex",
        DexCodec::ViaSmali => "disassemble and parse",
    });
    let package = app.package;
    let versions: Vec<(String, apk_io::DexVersion)> = app
        .dexes
        .iter()
        .map(|d| (d.name.clone(), d.version))
        .collect();
    let dexes: Vec<(String, Vec<LoadedClass>)> = app
        .dexes
        .into_iter()
        .map(|d| {
            let mut classes: Vec<LoadedClass> = d
                .relative
                .into_iter()
                .zip(d.classes)
                .map(|(relative, class)| LoadedClass { relative, class })
                .collect();
            // Method ids follow class names, not the order of a dex or a directory listing:
            // both codecs give an app the same ids, and so the same probes.
            classes.sort_by(|a, b| a.class.name.cmp(&b.class.name));
            (d.name, classes)
        })
        .collect();

    let analysis = Analysis::new(
        dexes
            .iter()
            .flat_map(|(_, classes)| classes)
            .map(|c| &c.class),
    );

    let total: usize = dexes.iter().map(|(_, c)| c.len()).sum();
    let mut plans: Vec<Vec<ClassPlan>> = dexes
        .iter()
        .map(|(dex, classes)| {
            classes
                .par_iter()
                .map(|c| plan_class(dex, &c.class, &schemes, &analysis))
                .collect()
        })
        .collect();

    // Ids in a stable order: dex, class (by name), method; a class's methods take consecutive
    // ids from its first.
    let mut next_id = 0u32;
    let first_ids: Vec<Vec<u32>> = plans
        .iter()
        .map(|dex_plans| {
            dex_plans
                .iter()
                .map(|plan| {
                    let first = next_id;
                    next_id += plan.prepared.len() as u32;
                    first
                })
                .collect()
        })
        .collect();

    link_callees(&mut plans, &first_ids);
    // `paths` walks inferred methods without probes; `calls` leaves the probes out of those
    // that could never write a record.
    let infers = [Scheme::Paths, Scheme::Calls]
        .iter()
        .any(|s| request.schemes.contains(s));
    if infers {
        mark_inferred(&mut plans, &dexes, &analysis, &HashSet::new());
    }

    let mut markers = prepare_plans(&mut schemes, &plans, &analysis);
    progress.stage_started(Stage::Instrument, total);
    let (mut rewritten, mut failed) =
        rewrite_all(&dexes, &plans, &first_ids, &analysis, &schemes, progress);
    // A method the rewriter refused keeps its code without probes: the calls it makes are not
    // counted, so what it calls cannot be inferred. Rare (the rewriter refuses on bugs), so the
    // plans see the new marks and the whole rewrite is done again.
    if infers {
        let refused: HashSet<String> = failed.iter().map(|s| s.method.clone()).collect();
        if mark_inferred(&mut plans, &dexes, &analysis, &refused) {
            markers = prepare_plans(&mut schemes, &plans, &analysis);
            progress.stage_started(Stage::Instrument, total);
            (rewritten, failed) =
                rewrite_all(&dexes, &plans, &first_ids, &analysis, &schemes, progress);
        }
    }
    progress.stage_finished(Stage::Instrument);
    clock.lap("instrument");
    // The metadata takes the analyses over; a method the rewriter refused keeps its id, unused.
    let mut methods = Vec::with_capacity(next_id as usize);
    let mut skipped = Vec::new();
    for plan in plans.into_iter().flatten() {
        methods.extend(plan.prepared.into_iter().map(|p| p.meta));
        skipped.extend(plan.skipped);
    }
    forget_refused_callees(&mut methods, &failed, next_id);
    for (id, meta) in (0u32..).zip(methods.iter_mut()) {
        for (_, plan, _) in &schemes.plans {
            plan.annotate(id, meta);
        }
    }
    let instrumented = methods.len() - failed.len();
    skipped.extend(failed);

    let metadata = Metadata {
        version: METADATA_VERSION,
        tool: format!("adaptrace {}", env!("CARGO_PKG_VERSION")),
        input: request
            .input
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        package: package.clone(),
        schemes: request
            .schemes
            .iter()
            .map(|s| s.name().to_string())
            .collect(),
        methods,
        skipped: skipped.clone(),
    };
    // Written only once the app is: a failed run leaves no metadata that matches no app.
    let metadata = metadata.serialize();
    let metadata_hash = metadata.hash;

    let config = android_runtime::RuntimeConfig {
        package: package.clone(),
        metadata_hash,
        model_generation: 0,
        schemes: request.schemes.to_vec(),
        coder: request.coder,
        markers,
    };
    let runtime = android_runtime::runtime_sources(&config).map_err(InstrumentError::Runtime)?;

    // Keep every dex under its limits; the runtime goes where it fits.
    let originals: Vec<dexfit::DexInput<'_>> = dexes
        .iter()
        .zip(&rewritten)
        .map(|((name, _), classes)| dexfit::DexInput { name, classes })
        .collect();
    let runtime_classes = runtime
        .iter()
        .map(|source| {
            // The runtime's smali is generated here: a parse error is a bug of adaptrace.
            smali_parser::parse_class(&source.text, &source.file_name).map_err(|e| {
                InstrumentError::Runtime(format!(
                    "runtime class {} does not parse: {e}",
                    source.class
                ))
            })
        })
        .collect::<Result<Vec<_>>>()?;
    let placement = dexfit::place(&originals, &runtime_classes)?;
    clock.lap("metadata, runtime and dex placement");

    // A dex the split added takes the newest version of the app's.
    let newest = versions
        .iter()
        .map(|(_, v)| *v)
        .max()
        .unwrap_or(apk_io::DexVersion(35));
    let outputs: Vec<codec::DexOut<'_>> = placement
        .dexes
        .iter()
        .map(|dex| codec::DexOut {
            name: &dex.name,
            version: versions
                .iter()
                .find(|(name, _)| *name == dex.name)
                .map_or(newest, |(_, v)| *v),
            classes: dex.classes.clone(),
            relative: dex
                .origins
                .iter()
                .map(|origin| match *origin {
                    dexfit::Origin::App { dex, index } => dexes[dex].1[index].relative.clone(),
                    dexfit::Origin::Extra(_) => None,
                })
                .collect(),
        })
        .collect();
    let built: Vec<DexFile> = codec::store(
        &outputs,
        &request.work_dir.join("dex-out"),
        request.codec,
        toolchain,
        progress,
    )?;
    clock.lap(match request.codec {
        DexCodec::Native => "write dex",
        DexCodec::ViaSmali => "print and assemble",
    });
    toolchain.repack_edited(
        request.input,
        &built,
        request.output,
        request.signing,
        request.edits,
        progress,
    )?;
    metadata.write(request.meta_dir)?;
    clock.lap("repack and sign");

    let report = request.meta_dir.join("report.txt");
    let summaries = placement.summaries();
    let decided: Vec<String> = schemes
        .plans
        .iter()
        .filter_map(|(_, plan, _)| plan.summary())
        .collect();
    write_report(
        &report,
        request,
        Counted {
            instrumented,
            skipped: &skipped,
            dexes: &summaries,
            decided: &decided,
        },
        metadata_hash,
        &clock.laps,
    )?;
    Ok(Outcome {
        instrumented,
        skipped,
        metadata_hash,
        package,
        dexes: summaries,
        report,
        timings: clock.laps,
        summaries: decided,
    })
}

/// Gives each step whose invoke surely enters one method that method's id, once every method
/// has one (a class's methods take consecutive ids from `first_ids`).
fn link_callees(plans: &mut [Vec<ClassPlan>], first_ids: &[Vec<u32>]) {
    let mut ids = HashMap::new();
    for (dex_plans, dex_first_ids) in plans.iter().zip(first_ids) {
        for (plan, &first) in dex_plans.iter().zip(dex_first_ids) {
            for (prepared, id) in plan.prepared.iter().zip(first..) {
                ids.insert(prepared.meta.signature(), id);
            }
        }
    }
    for prepared in plans.iter_mut().flatten().flat_map(|p| &mut p.prepared) {
        for (step, callee) in prepared.meta.steps.iter_mut().zip(&prepared.callees) {
            step.callee = callee.as_ref().and_then(|c| ids.get(c).copied());
        }
        // A target without probes runs like framework code: the site becomes a check site.
        for (step, enters) in prepared.meta.steps.iter_mut().zip(&prepared.enters) {
            let found: Option<Vec<u32>> = enters.iter().map(|c| ids.get(c).copied()).collect();
            match found {
                Some(found) => step.enters = found,
                None => {
                    step.enters.clear();
                    step.open = true;
                }
            }
        }
        for (step, inits) in prepared.meta.steps.iter_mut().zip(&prepared.inits) {
            step.inits = inits.iter().filter_map(|c| ids.get(c).copied()).collect();
        }
    }
}

/// Every class of every dex with probes put in by the plans; the methods the rewriter refused.
fn rewrite_all(
    dexes: &[(String, Vec<LoadedClass>)],
    plans: &[Vec<ClassPlan>],
    first_ids: &[Vec<u32>],
    analysis: &Analysis,
    schemes: &SchemePlans,
    progress: &dyn Progress,
) -> (Vec<Vec<Class>>, Vec<SkippedMethod>) {
    let mut rewritten = Vec::with_capacity(dexes.len());
    let mut failed = Vec::new();
    for (((_, classes), dex_plans), dex_first_ids) in dexes.iter().zip(plans).zip(first_ids) {
        let results: Vec<(Class, Vec<SkippedMethod>)> = classes
            .par_iter()
            .zip(dex_plans)
            .zip(dex_first_ids)
            .map(|((loaded, plan), &first_id)| {
                let out = rewrite_class(&loaded.class, plan, first_id, analysis, schemes);
                progress.item_finished(Stage::Instrument, &loaded.class.name);
                out
            })
            .collect();
        let mut dex_classes = Vec::with_capacity(results.len());
        for (class, refused) in results {
            failed.extend(refused);
            dex_classes.push(class);
        }
        rewritten.push(dex_classes);
    }
    (rewritten, failed)
}

/// The plans' whole-program pass: each sees every method's metadata before any probe is
/// written; the values of their runtime markers.
fn prepare_plans(
    schemes: &mut SchemePlans,
    plans: &[Vec<ClassPlan>],
    analysis: &Analysis,
) -> Markers {
    let methods: Vec<&MethodMeta> = plans
        .iter()
        .flatten()
        .flat_map(|plan| plan.prepared.iter().map(|p| &p.meta))
        .collect();
    let program = Program {
        hierarchy: &analysis.hierarchy,
        methods: &methods,
    };
    let mut markers = Markers::default();
    for (_, plan, _) in &mut schemes.plans {
        markers.extend(plan.prepare(&program));
    }
    markers
}

/// Marks the methods whose runs the decoders infer ([`inferred::select`]), as if the methods in
/// `refused` carried no probes; true when that unmarks a method marked before.
fn mark_inferred(
    plans: &mut [Vec<ClassPlan>],
    dexes: &[(String, Vec<LoadedClass>)],
    analysis: &Analysis,
    refused: &HashSet<String>,
) -> bool {
    let selected = {
        let mut bodies = Vec::new();
        for ((_, classes), dex_plans) in dexes.iter().zip(plans.iter()) {
            for (loaded, plan) in classes.iter().zip(dex_plans) {
                let class = &loaded.class;
                let probed: HashMap<usize, &Prepared> =
                    plan.prepared.iter().map(|p| (p.index, p)).collect();
                for (index, method) in class.methods.iter().enumerate() {
                    if method.registers.is_none() {
                        continue;
                    }
                    let probed = probed
                        .get(&index)
                        .filter(|p| !refused.contains(&p.meta.signature()))
                        .map(|p| inferred::Probed {
                            cfg: &p.cfg,
                            steps: &p.steps,
                            callees: &p.callees,
                        });
                    bodies.push(inferred::Body {
                        class,
                        method,
                        probed,
                    });
                }
            }
        }
        inferred::select(analysis, &bodies)
    };
    let mut unmarked = false;
    for prepared in plans.iter_mut().flatten().flat_map(|p| &mut p.prepared) {
        let inferred = selected.contains(&prepared.meta.signature());
        unmarked |= prepared.meta.inferred && !inferred;
        prepared.meta.inferred = inferred;
    }
    unmarked
}

/// A method the rewriter refused has no entry probe, so no step may say it surely enters it:
/// its callers' probes still mark the call, but a mark nothing answers changes nothing at run
/// time, and without the id the decoder does not expect the method to run.
fn forget_refused_callees(methods: &mut [MethodMeta], refused: &[SkippedMethod], count: u32) {
    if refused.is_empty() {
        return;
    }
    let refused: HashSet<&str> = refused.iter().map(|s| s.method.as_str()).collect();
    // An inferred method has no `paths` probe anyway: its callers' steps still witness it.
    let unprobed: HashSet<u32> = methods
        .iter()
        .zip(0..count)
        .filter(|(m, _)| !m.inferred && refused.contains(m.signature().as_str()))
        .map(|(_, id)| id)
        .collect();
    for step in methods.iter_mut().flat_map(|m| &mut m.steps) {
        if step.callee.is_some_and(|c| unprobed.contains(&c)) {
            step.callee = None;
        }
    }
}

/// Builds CFGs and metadata for the class's methods; decides which can take probes.
fn plan_class(dex: &str, class: &Class, schemes: &SchemePlans, analysis: &Analysis) -> ClassPlan {
    let mut plan = ClassPlan {
        prepared: Vec::new(),
        skipped: Vec::new(),
    };
    if schemes::is_runtime_class(class) {
        return plan;
    }
    for (index, method) in class.methods.iter().enumerate() {
        if method.registers.is_none() {
            continue; // abstract or native: no code
        }
        let signature = format!("{}->{}{}", class.name, method.name, method.proto);
        let cfg = match Cfg::build(&class.name, method) {
            Ok(cfg) => cfg,
            Err(e) => {
                plan.skipped.push(SkippedMethod {
                    method: signature,
                    reason: format!("no control-flow graph: {}", e.kind),
                });
                continue;
            }
        };
        if let Err(skip) = Rewriter::new(&class.name, method, &cfg, schemes.scratch) {
            plan.skipped.push(SkippedMethod {
                method: signature,
                reason: skip.reason,
            });
            continue;
        }
        let steps = if schemes.steps {
            analysis.steps(class, method)
        } else {
            Vec::new()
        };
        let mut meta = analysis::method_meta(dex, class, method, &cfg, &steps);
        let mut callees = Vec::with_capacity(steps.len());
        let (mut enters, mut inits) = (Vec::new(), Vec::new());
        for (step, &item) in meta.steps.iter_mut().zip(&steps) {
            let Item::Instruction(ins) = &method.items[item] else {
                callees.push(None);
                continue;
            };
            let callee = analysis.sure_callee(ins);
            step.guess = callee.is_none() && analysis.may_enter_app(ins);
            callees.push(callee);
            if schemes.call_graph {
                let (targets, open) = if ins.opcode.is_invoke() {
                    analysis.call_targets(ins)
                } else {
                    (Vec::new(), false)
                };
                step.open = open;
                enters.push(targets);
                inits.push(analysis.inits(class, ins));
            }
        }
        plan.prepared.push(Prepared {
            index,
            cfg,
            meta,
            steps,
            callees,
            enters,
            inits,
        });
    }
    plan
}

/// The class with probes in its prepared methods (and flushes where the lifecycle needs them);
/// methods the rewriter refuses are kept unchanged and returned as skipped.
fn rewrite_class(
    class: &Class,
    plan: &ClassPlan,
    first_id: u32,
    analysis: &Analysis,
    schemes: &SchemePlans,
) -> (Class, Vec<SkippedMethod>) {
    let mut failed = Vec::new();
    let is_activity = analysis.is_activity(&class.name);
    let is_component = analysis.is_component(&class.name);
    // Only the methods left as they were are copied: most of an app's code is rewritten.
    let mut rewritten: Vec<Option<Method>> = vec![None; class.methods.len()];
    for (prepared, id) in plan.prepared.iter().zip(first_id..) {
        let method = &class.methods[prepared.index];
        let calls = LifecycleCalls {
            flush: lifecycle::is_main(method)
                || (is_activity && lifecycle::is_flush_callback(method)),
            attach: is_component && lifecycle::is_attach_callback(method),
        };
        match rewrite_method(class, method, prepared, id, calls, schemes) {
            Ok(new) => rewritten[prepared.index] = Some(new),
            Err(e) => failed.push(SkippedMethod {
                method: prepared.meta.signature(),
                reason: format!("rewrite failed: {e}"),
            }),
        }
    }
    let methods = class
        .methods
        .iter()
        .zip(rewritten)
        .map(|(original, new)| new.unwrap_or_else(|| original.clone()))
        .collect();
    let mut out = Class {
        access: class.access.clone(),
        name: class.name.clone(),
        super_class: class.super_class.clone(),
        source: class.source.clone(),
        interfaces: class.interfaces.clone(),
        annotations: class.annotations.clone(),
        fields: class.fields.clone(),
        methods,
    };
    if let Some(super_class) = analysis.activity_root(&class.name) {
        for name in lifecycle::FLUSH_CALLBACKS {
            let overrides = out
                .methods
                .iter()
                .any(|m| m.name == name && lifecycle::is_flush_callback(m));
            if !overrides {
                out.methods
                    .push(lifecycle::flush_override(name, super_class));
            }
        }
    }
    (out, failed)
}

/// The lifecycle calls a method gets besides its probes.
#[derive(Clone, Copy)]
struct LifecycleCalls {
    /// A flush before every return.
    flush: bool,
    /// `Storage.attach(this)` at entry.
    attach: bool,
}

fn rewrite_method(
    class: &Class,
    method: &Method,
    prepared: &Prepared,
    id: u32,
    calls: LifecycleCalls,
    schemes: &SchemePlans,
) -> std::result::Result<Method, RewriteError> {
    let cfg = &prepared.cfg;
    let mut rw =
        Rewriter::new(&class.name, method, cfg, schemes.scratch).map_err(RewriteError::from)?;
    let target = Target {
        class,
        method,
        cfg,
        meta: &prepared.meta,
        id,
        steps: &prepared.steps,
    };
    for (_, plan, base) in &schemes.plans {
        plan.plan(&mut rw, &target, *base)?;
    }
    if calls.attach {
        rw.at_entry_passing_this(lifecycle::attach_ref());
    }
    if calls.flush {
        rw.before_returns(vec![lifecycle::flush_call()]);
    }
    rw.finish()
}

/// What `report.txt` counts.
struct Counted<'a> {
    instrumented: usize,
    skipped: &'a [SkippedMethod],
    dexes: &'a [dexfit::DexSummary],
    /// The plans' summaries.
    decided: &'a [String],
}

fn write_report(
    path: &Path,
    request: &Request<'_>,
    counted: Counted<'_>,
    hash: u64,
    timings: &[(&'static str, Duration)],
) -> Result<()> {
    let Counted {
        instrumented,
        skipped,
        dexes,
        decided,
    } = counted;
    let mut text = String::new();
    let schemes: Vec<_> = request.schemes.iter().map(|s| s.name()).collect();
    let _ = writeln!(text, "input: {}", request.input.display());
    let _ = writeln!(text, "output: {}", request.output.display());
    let _ = writeln!(text, "schemes: {}", schemes.join(","));
    let _ = writeln!(text, "metadata hash: {hash:016x}");
    let _ = writeln!(text, "methods instrumented: {instrumented}");
    let _ = writeln!(text, "methods skipped: {}", skipped.len());
    for dex in dexes {
        let _ = writeln!(text, "{dex}");
    }
    for line in decided {
        let _ = writeln!(text, "{line}");
    }
    for (stage, took) in timings {
        let _ = writeln!(text, "time {stage}: {:.3} s", took.as_secs_f64());
    }
    for s in skipped {
        let _ = writeln!(text, "skipped\t{}\t{}", s.method, s.reason);
    }
    let tmp = path.with_extension("txt.tmp");
    fs::write(&tmp, text).map_err(io_err(&tmp))?;
    fs::rename(&tmp, path).map_err(io_err(path))
}
