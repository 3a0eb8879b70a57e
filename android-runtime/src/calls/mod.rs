//! The call-witness record shared by the schemes that recover calls and returns only (`fi`,
//! the baseline that logs every call site, return and throw; FORMATS.md, "The calls runtime"):
//! the chunk tag, the record tags, the program-wide numbering of call sites and which sites
//! surely enter their callee, so that the probe plan and the decoder agree on both.

use crate::meta::MethodMeta;
use crate::Scheme;

pub mod coding;
pub mod grammar;
pub mod ll1;

use grammar::Logged;

/// Tag of a CALLS chunk: u32 selection ([`Selection::code`]), u32 record count, records.
pub const TAG_CALLS: u8 = 0x60;

/// Record tags of a CALLS chunk: a tag byte, then unsigned LEB128 varints.
pub mod record {
    /// varint method: an app method entered with no app frame below (a thread's first frame,
    /// framework code calling the app from an idle thread).
    pub const ROOT: u8 = 1;
    /// varint depth, varint site, varint method: the first app method entered, since the frame
    /// at `depth` (the one below) passed check site `site`, above it (a callback from framework code, dispatch to one of several
    /// methods, a recursive call, a `<clinit>` run there). `site` numbers sites (`fi`) or steps
    /// (`bri`, `calls`) across the program.
    pub const CALLBACK: u8 = 2;
    /// varint site: the frame passes this logged site (or step), right before it.
    pub const SITE: u8 = 3;
    /// varint method: the innermost frame, of this method, returns.
    pub const RETURN: u8 = 4;
    /// varint method: an exception leaves the innermost frame, of this method (`fi`).
    pub const UNWIND: u8 = 5;
    /// The thread died of an uncaught exception.
    pub const END: u8 = 6;
    /// varint method: a handler of the innermost frame, of this method, caught an exception
    /// (`fi`).
    pub const CATCH: u8 = 7;
    /// varint depth, varint method: a later app method entered above the same check site.
    pub const CALLBACK_NEXT: u8 = 8;
    /// The outermost app frame returns without a logged return (`bri`, `calls`).
    pub const ROOT_RETURN: u8 = 9;
    /// varint method: a method whose entry is always logged is entered, and neither ROOT nor
    /// CALLBACK says so (`bri`, `calls`).
    pub const ENTRY: u8 = 10;
    /// varint depth, varint method, varint position: an exception leaves the frame at `depth`
    /// (`bri`, `calls`); `position` is the frame's last step since its entry or last catch
    /// (`u32::MAX` for none).
    pub const UNWIND_AT: u8 = 11;
    /// varint depth, varint handler index, varint position: a handler of the frame at `depth`
    /// caught an exception (`bri`, `calls`).
    pub const CATCH_AT: u8 = 12;
}

/// Which call sites a CALLS record logs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Selection {
    /// Every call site, return and throw.
    Fi,
    /// The targets of the branch nodes of the call-site control-flow graphs.
    Bri,
    /// Casper's minimal selection.
    Calls,
}

impl Selection {
    /// Its code in a chunk's payload.
    pub fn code(self) -> u32 {
        match self {
            Selection::Fi => 1,
            Selection::Bri => 2,
            Selection::Calls => 3,
        }
    }

    pub fn from_code(code: u32) -> Option<Selection> {
        [Selection::Fi, Selection::Bri, Selection::Calls]
            .into_iter()
            .find(|s| s.code() == code)
    }
}

/// Call sites (or steps) numbered across the program: method `m`'s `k`-th invoke (or step) is
/// `first[m] + k`, so a logged site also names the method it is in.
#[derive(Clone, Debug, Default)]
pub struct SiteNumbering {
    /// Per method, the global number of its first site; one more entry, the total.
    first: Vec<u32>,
}

impl SiteNumbering {
    /// Numbers the methods' call sites (`fi`).
    pub fn new<'a>(methods: impl IntoIterator<Item = &'a MethodMeta>) -> SiteNumbering {
        SiteNumbering::counting(methods, |m| m.sites.len())
    }

    /// Numbers the methods' steps (`bri`, `calls`).
    pub fn steps<'a>(methods: impl IntoIterator<Item = &'a MethodMeta>) -> SiteNumbering {
        SiteNumbering::counting(methods, |m| m.steps.len())
    }

    fn counting<'a>(
        methods: impl IntoIterator<Item = &'a MethodMeta>,
        count: impl Fn(&MethodMeta) -> usize,
    ) -> SiteNumbering {
        let mut first = vec![0u32];
        let mut total = 0u32;
        for method in methods {
            total = total.saturating_add(count(method) as u32);
            first.push(total);
        }
        SiteNumbering { first }
    }

    /// The global number of `method`'s `site`-th invoke.
    pub fn global(&self, method: u32, site: u32) -> u32 {
        self.first.get(method as usize).copied().unwrap_or(0) + site
    }

    /// The method and the site's ordinal in it of global site `global`; `None` past the last.
    pub fn local(&self, global: u32) -> Option<(u32, u32)> {
        if global >= *self.first.last()? {
            return None;
        }
        // The last method whose first site is at or before `global` (methods without sites
        // share their first number with the next one).
        let method = self.first.partition_point(|&f| f <= global) - 1;
        Some((method as u32, global - self.first[method]))
    }
}

/// The method that `method`'s (id `id`) `site`-th invoke surely enters when the invoke goes
/// ahead (`StepMeta::callee`), when no record is needed to see it: not `method` itself (a
/// recursive call would look like the caller's own records), and not through `invoke-static`
/// into another class (the invoke may run that class's static initializer first). `class_of`
/// gives a method's class. Such a site logs no entry: the callee's first record names it.
/// Every other site is a *check* site: an app method entered from it logs ENTRY, which is how
/// calls from framework code (callbacks) and dispatch to one of several methods are seen.
pub fn sure_callee<'a>(
    method: &MethodMeta,
    id: u32,
    site: u32,
    class_of: impl Fn(u32) -> Option<&'a str>,
) -> Option<u32> {
    let callee = method
        .steps
        .iter()
        .find(|step| step.site == Some(site))
        .and_then(|step| step.callee)
        .filter(|&callee| callee != id)?;
    let opcode = method.sites.get(site as usize).map(|s| s.opcode.as_str());
    let initializes = opcode.is_some_and(|op| op.starts_with("invoke-static"))
        && class_of(callee) != Some(method.class.as_str());
    (!initializes).then_some(callee)
}

/// What a call-trace scheme's build logs, counted as Casper counts it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SelectionCounts {
    /// Invoke instructions of the instrumented methods.
    pub sites: usize,
    /// Return instructions.
    pub returns: usize,
    /// Sites and returns that log a record whenever they run.
    pub logged: usize,
    /// Sites that only mark their frame for callbacks (no record of their own).
    pub checks: usize,
}

impl SelectionCounts {
    /// The counts of `scheme` (`fi`, `bri` or `calls`) in an app's metadata; `fi` logs every
    /// site and return, its check sites are those with no sure callee.
    pub fn of(methods: &[MethodMeta], scheme: Scheme) -> SelectionCounts {
        let logged: Vec<Logged> = methods.iter().map(Logged::of).collect();
        SelectionCounts::of_selection(methods, scheme, &logged)
    }

    /// [`SelectionCounts::of`] the selection `logged` (per method) rather than the one the
    /// metadata records.
    pub fn of_selection(
        methods: &[MethodMeta],
        scheme: Scheme,
        logged: &[Logged],
    ) -> SelectionCounts {
        let mut c = SelectionCounts::default();
        let class_of = |m: u32| methods.get(m as usize).map(|m| m.class.as_str());
        let none = Logged::default();
        for ((id, m), l) in (0u32..)
            .zip(methods)
            .zip(logged.iter().chain(std::iter::repeat(&none)))
        {
            let returns = m
                .blocks
                .iter()
                .flat_map(|b| &b.edges)
                .filter(|e| e.kind == "return")
                .count();
            c.sites += m.sites.len();
            c.returns += returns;
            if scheme == Scheme::Fi {
                c.logged += m.sites.len() + returns;
                c.checks += (0u32..)
                    .take(m.sites.len())
                    .filter(|&k| sure_callee(m, id, k, class_of).is_none())
                    .count();
                continue;
            }
            let is_site = |k: &&u32| m.steps.get(**k as usize).is_some_and(|s| s.site.is_some());
            c.logged += l.steps.iter().filter(is_site).count();
            if l.exit {
                c.logged += returns;
            }
            c.checks += (0u32..)
                .zip(&m.steps)
                .filter(|(k, s)| s.site.is_some() && s.open && !l.steps.contains(k))
                .count();
        }
        c
    }

    pub fn add(&mut self, other: SelectionCounts) {
        self.sites += other.sites;
        self.returns += other.returns;
        self.logged += other.logged;
        self.checks += other.checks;
    }

    /// Logged sites and returns over all sites and returns.
    pub fn share(&self) -> f64 {
        self.logged as f64 / (self.sites + self.returns).max(1) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meta::{SiteMeta, StepMeta};

    fn with_sites(n: usize) -> MethodMeta {
        let mut m = MethodMeta::new("La;", "m", Vec::new());
        m.sites = (0..n)
            .map(|_| SiteMeta {
                block: 0,
                opcode: "invoke-static".into(),
                target: "Lb;->n()V".into(),
            })
            .collect();
        m
    }

    #[test]
    fn global_sites_name_their_method_and_ordinal() {
        let methods = [with_sites(2), with_sites(0), with_sites(3)];
        let n = SiteNumbering::new(&methods);
        assert_eq!(n.global(0, 1), 1);
        assert_eq!(n.global(2, 0), 2);
        assert_eq!(n.local(0), Some((0, 0)));
        assert_eq!(n.local(1), Some((0, 1)));
        assert_eq!(n.local(2), Some((2, 0)));
        assert_eq!(n.local(4), Some((2, 2)));
        assert_eq!(n.local(5), None);
        assert_eq!(SiteNumbering::new(&[]).local(0), None);
    }

    #[test]
    fn recursive_sites_and_static_calls_into_other_classes_are_check_sites() {
        let mut m = with_sites(2);
        m.steps = vec![
            StepMeta {
                block: 0,
                site: Some(0),
                callee: Some(7),
                guess: false,
                ..Default::default()
            },
            StepMeta {
                block: 0,
                site: Some(1),
                callee: Some(3),
                guess: false,
                ..Default::default()
            },
        ];
        let same = |_| Some("La;");
        assert_eq!(sure_callee(&m, 3, 0, same), Some(7));
        assert_eq!(sure_callee(&m, 3, 1, same), None);
        assert_eq!(sure_callee(&m, 3, 2, same), None);
        // A static call into another class may run its initializer first.
        assert_eq!(sure_callee(&m, 3, 0, |_| Some("Lb;")), None);
        m.sites[0].opcode = "invoke-virtual".into();
        assert_eq!(sure_callee(&m, 3, 0, |_| Some("Lb;")), Some(7));
    }
}
