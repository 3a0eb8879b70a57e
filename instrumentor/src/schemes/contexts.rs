//! Schemes `contexts`, Luce's calling-context ids ([`android_runtime::contexts`]), and `pcc`,
//! Bond and McKinley's probabilistic calling context, its baseline at the same probe points:
//! Entered at every method entry, Calling before every invoke; the runtime builds the call
//! graph as the app runs, so nothing here needs the call graph. Call sites are numbered across
//! the program ([`SiteNumbering`]), so an edge's site also names its caller's method.
//!
//! Scratch registers, from the plan's base: `s0` the thread's state, `s1` the probe's argument
//! (so `{s0 .. s1}` is the argument range), `s2` the exception on its way out.
//!
//! - entry: `enter(method id)` (an event) or, `contexts` only, `enterQuiet(method id)` returns
//!   the state;
//! - before every invoke: `calling(state, site)`, the global site number (`contexts`) or its
//!   32-bit scramble ([`pcc_site`], `pcc`);
//! - before every return, and in the catch-all wrapper before the exception is thrown on:
//!   `exit(state)`.

use android_runtime::calls::SiteNumbering;
use android_runtime::scheme::{contexts, pcc, Probe};
use android_runtime::Markers;

use super::blocks::invoke_items;
use super::{EventFilter, ProbePlan, Probes, Program, Target};
use crate::rewrite::{RewriteError, Rewriter};

const STATE: u16 = 0;
const ARG: u16 = 1;
const EXCEPTION: u16 = 2;

/// The probes a plan puts in.
struct ContextProbes {
    enter: &'static Probe,
    /// The entry of a method whose entries are no events.
    quiet: &'static Probe,
    calling: &'static Probe,
    exit: &'static Probe,
}

/// The `contexts` or `pcc` plan.
pub struct Contexts {
    probes: ContextProbes,
    sites: SiteNumbering,
    /// The methods whose entries are events.
    events: EventFilter,
    /// The marker of the method count (`contexts`' graph needs it).
    methods_marker: Option<&'static str>,
    /// The number `calling` gets for a global site.
    site_id: fn(u32) -> u32,
}

/// `pcc`'s call-site constant: a site's global number scrambled over 32 bits (MurmurHash3's
/// finalizer, a bijection), as Bond and McKinley take a hash of the site. Small consecutive
/// numbers would make `3 * v + cs` collide by construction (`3 * 1 + 3 == 3 * 2 + 0`).
pub fn pcc_site(site: u32) -> u32 {
    let mut h = site;
    h ^= h >> 16;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    h = h.wrapping_mul(0xc2b2_ae35);
    h ^ (h >> 16)
}

impl Contexts {
    /// `contexts`, with events at the entries `events` picks.
    pub fn luce(events: EventFilter) -> Contexts {
        Contexts {
            probes: ContextProbes {
                enter: &contexts::ENTER,
                quiet: &contexts::ENTER_QUIET,
                calling: &contexts::CALLING,
                exit: &contexts::EXIT,
            },
            sites: SiteNumbering::default(),
            events,
            methods_marker: Some(android_runtime::contexts::METHODS_MARKER),
            site_id: |site| site,
        }
    }

    /// `pcc`, with an event at every entry.
    pub fn pcc() -> Contexts {
        Contexts {
            probes: ContextProbes {
                enter: &pcc::ENTER,
                quiet: &pcc::ENTER,
                calling: &pcc::CALLING,
                exit: &pcc::EXIT,
            },
            sites: SiteNumbering::default(),
            events: EventFilter::default(),
            methods_marker: None,
            site_id: pcc_site,
        }
    }
}

impl ProbePlan for Contexts {
    fn needs_steps(&self) -> bool {
        true
    }

    fn summary(&self) -> Option<String> {
        self.events.summary()
    }

    fn prepare(&mut self, program: &Program<'_>) -> Markers {
        self.sites = SiteNumbering::new(program.methods.iter().copied());
        self.events.count(program.methods);
        let mut markers = Markers::default();
        if let Some(marker) = self.methods_marker {
            markers.int(marker, program.methods.len() as u32);
        }
        markers
    }

    fn plan(
        &self,
        rw: &mut Rewriter<'_>,
        target: &Target<'_>,
        base: u16,
    ) -> Result<(), RewriteError> {
        let p = Probes::new(base);
        let id = target.id;
        let probes = &self.probes;
        let enter = if self.events.matches(target.meta) {
            probes.enter
        } else {
            probes.quiet
        };
        rw.at_entry(p.enter(enter, id, ARG, STATE).to_vec());
        for (site, item) in (0u32..).zip(invoke_items(target.method)) {
            let code = vec![
                p.constant(ARG, (self.site_id)(self.sites.global(id, site))),
                p.invoke(probes.calling, STATE, ARG),
            ];
            rw.before_item(item, code)?;
        }
        rw.before_returns(vec![p.invoke(probes.exit, STATE, STATE)]);
        rw.on_unwind(base + EXCEPTION, vec![p.invoke(probes.exit, STATE, STATE)])
    }
}

#[cfg(test)]
mod tests {
    use super::pcc_site;

    #[test]
    fn pcc_sites_are_distinct_and_spread() {
        let ids: std::collections::HashSet<u32> = (0..100_000).map(pcc_site).collect();
        assert_eq!(ids.len(), 100_000);
        // The high bits are used as much as the low ones.
        assert!(ids.iter().filter(|&&id| id >= 1 << 31).count() > 40_000);
    }
}
