//! Probe plans: what each tracing scheme puts where in a method.
//!
//! A plan ([`ProbePlan`]) first sees the whole program ([`ProbePlan::prepare`]: numberings
//! that span methods, the settings its runtime needs), then is handed a
//! [`Rewriter`](crate::rewrite::Rewriter) per method with the scratch registers the registry
//! gives it and the method's CFG; it only decides what code goes where, the rewriter makes it
//! fit. [`plan`] finds a scheme's plan. The flushes every scheme shares (at the end of a host
//! program's `main` and in the `onPause`/`onStop` of activities) are in [`lifecycle`].

pub mod blocks;
pub mod contexts;
pub mod fi;
pub mod lifecycle;
pub mod pathids;
pub mod paths;
mod probes;
pub mod witness;

use android_runtime::meta::MethodMeta;
use android_runtime::pathids::Numbering;
use android_runtime::Markers;
use smali_parser::ast::{Class, Method};
use smali_parser::cfg::Cfg;
use smali_parser::hierarchy::Hierarchy;

pub use android_runtime::Scheme;
pub use probes::{method_ref, Probes};

use crate::rewrite::{RewriteError, Rewriter};

/// What a plan's whole-program pass sees.
pub struct Program<'a> {
    /// The app's classes and their subtype relation.
    pub hierarchy: &'a Hierarchy,
    /// Every method that will carry probes; a method's id is its index.
    pub methods: &'a [&'a MethodMeta],
}

/// One method to put probes into.
pub struct Target<'a> {
    pub class: &'a Class,
    pub method: &'a Method,
    pub cfg: &'a Cfg,
    pub meta: &'a MethodMeta,
    /// The method's id (its index in the metadata).
    pub id: u32,
    /// Item indices of its steps, in order (empty unless a plan of the app needs steps).
    pub steps: &'a [usize],
}

/// A scheme's probe plan.
pub trait ProbePlan: Sync {
    /// Whether the metadata must list each method's steps: its invokes and the instructions
    /// that may run an app class's static initializer (for schemes that log where calls
    /// happen).
    fn needs_steps(&self) -> bool {
        false
    }

    /// Whether the metadata's steps must say which methods each invoke may enter, whether it
    /// may run framework code, and which static initializers each step may run (for schemes
    /// that recover call traces from a call-site grammar).
    fn needs_call_graph(&self) -> bool {
        false
    }

    /// What the whole-program pass decided, in a line for the user (`None`: nothing to say).
    fn summary(&self) -> Option<String> {
        None
    }

    /// Adds what the whole-program pass decided for method `id` to its metadata.
    fn annotate(&self, id: u32, meta: &mut MethodMeta) {
        let _ = (id, meta);
    }

    /// The whole-program pass, once, before any method is planned: keeps what the method plans
    /// need and returns the values of the markers of the scheme's runtime classes.
    fn prepare(&mut self, program: &Program<'_>) -> Markers {
        let _ = program;
        Markers::default()
    }

    /// Puts the probes into `target`'s rewriter; scratch register `k` of the plan is the
    /// rewriter's `base + k`.
    fn plan(
        &self,
        rw: &mut Rewriter<'_>,
        target: &Target<'_>,
        base: u16,
    ) -> Result<(), RewriteError>;
}

/// Which methods' entries are events of the `contexts` scheme (`instrument --events`): those
/// whose smali signature (`Lpkg/C;->name(Args)Ret`) matches one of the glob patterns (`*`
/// matches any text, `/` included), or every method without patterns.
#[derive(Clone, Debug, Default)]
pub struct EventFilter {
    patterns: Vec<String>,
    set: Option<globset::GlobSet>,
    /// Of the program's methods, how many match.
    matched: usize,
    methods: usize,
}

impl EventFilter {
    /// A filter of `patterns` (none: every method); the reason a pattern is no glob.
    pub fn new(patterns: &[String]) -> Result<EventFilter, String> {
        if patterns.is_empty() {
            return Ok(EventFilter::default());
        }
        let mut set = globset::GlobSetBuilder::new();
        for pattern in patterns {
            let glob = globset::GlobBuilder::new(pattern)
                .literal_separator(false)
                .backslash_escape(true)
                .build()
                .map_err(|e| format!("--events `{pattern}` is no pattern: {e}"))?;
            set.add(glob);
        }
        let set = set.build().map_err(|e| format!("--events patterns: {e}"))?;
        Ok(EventFilter {
            patterns: patterns.to_vec(),
            set: Some(set),
            matched: 0,
            methods: 0,
        })
    }

    /// Whether an entry of `method` is an event.
    pub fn matches(&self, method: &MethodMeta) -> bool {
        self.set
            .as_ref()
            .is_none_or(|set| set.is_match(method.signature()))
    }

    /// Counts the program's methods that match, for the summary.
    fn count(&mut self, methods: &[&MethodMeta]) {
        self.methods = methods.len();
        self.matched = methods.iter().filter(|m| self.matches(m)).count();
    }

    fn summary(&self) -> Option<String> {
        self.set.as_ref()?;
        let note = if self.matched == 0 {
            ": no method matches, so only Context.event records events"
        } else {
            ""
        };
        Some(format!(
            "contexts: events at the entries of {} of {} methods (--events {}){note}",
            self.matched,
            self.methods,
            self.patterns.join(", ")
        ))
    }
}

/// What the command line chose for the plans.
#[derive(Clone, Debug, Default)]
pub struct PlanOptions {
    pub events: EventFilter,
}

/// The probe plan of `scheme`.
pub fn plan(scheme: Scheme, options: &PlanOptions) -> Box<dyn ProbePlan> {
    match scheme {
        Scheme::Blocks => Box::new(blocks::Blocks),
        Scheme::Paths => Box::new(paths::Paths::default()),
        Scheme::Pap => Box::new(pathids::PathIds::new(Numbering::Pap)),
        Scheme::Bl => Box::new(pathids::PathIds::new(Numbering::Bl)),
        Scheme::Fi => Box::new(fi::Fi::default()),
        Scheme::Bri => Box::new(witness::Witness::new(witness::Selection::Bri)),
        Scheme::Calls => Box::new(witness::Witness::new(witness::Selection::Casper)),
        Scheme::Contexts => Box::new(contexts::Contexts::luce(options.events.clone())),
        Scheme::Pcc => Box::new(contexts::Contexts::pcc()),
    }
}

/// Whether `class` belongs to the runtime and must not be instrumented.
pub fn is_runtime_class(class: &Class) -> bool {
    android_runtime::is_runtime_class(&class.name)
}
