//! Scheme `fi`, Casper's FI baseline: every call site logged before its invoke, every return
//! and every exception leaving a frame, raw ([`android_runtime::calls`]). Call sites are
//! numbered across the program, so a SITE record also names the method it is in; a site that
//! surely enters its callee ([`calls::sure_callee`]) logs nothing more, every other site is a
//! check site, above which an app method's entry logs ENTRY (callbacks from framework code,
//! dispatch to one of several methods, recursion).
//!
//! Scratch registers, from the plan's base: `s0` the thread's state, `s1` the probe's argument
//! (so `{s0 .. s1}` is the argument range), `s2` the exception on its way out.
//!
//! - entry: `enter(method id)` returns the state;
//! - before every invoke: `site(state, global site)` or `check(state, global site)`;
//! - every handler's entry, after its `move-exception`: `caught(state, method id)`;
//! - before every return: `exit(state, method id)`;
//! - the body after the entry code under a catch-all whose handler calls `unwind(state, method
//!   id)` and rethrows.

use android_runtime::calls::coding::CallsCoding;
use android_runtime::calls::{sure_callee, SiteNumbering};
use android_runtime::layout::handler_blocks;
use android_runtime::scheme::calls as probe;
use android_runtime::Markers;

use super::blocks::invoke_items;
use super::{ProbePlan, Probes, Program, Target};
use crate::rewrite::{RewriteError, Rewriter};

const STATE: u16 = 0;
const ARG: u16 = 1;
const EXCEPTION: u16 = 2;

/// The `fi` plan.
#[derive(Default)]
pub struct Fi {
    sites: SiteNumbering,
    /// Every method's class, by id.
    classes: Vec<String>,
}

impl ProbePlan for Fi {
    fn needs_steps(&self) -> bool {
        true
    }

    fn prepare(&mut self, program: &Program<'_>) -> Markers {
        self.sites = SiteNumbering::new(program.methods.iter().copied());
        self.classes = program.methods.iter().map(|m| m.class.clone()).collect();
        CallsCoding::new(program.methods.iter().copied()).markers()
    }

    fn plan(
        &self,
        rw: &mut Rewriter<'_>,
        target: &Target<'_>,
        base: u16,
    ) -> Result<(), RewriteError> {
        let p = Probes::new(base);
        let id = target.id;
        rw.at_entry(p.enter(&probe::ENTER, id, ARG, STATE).to_vec());
        for (site, item) in (0u32..).zip(invoke_items(target.method)) {
            let class_of = |c: u32| self.classes.get(c as usize).map(String::as_str);
            let which = if sure_callee(target.meta, id, site, class_of).is_some() {
                &probe::SITE
            } else {
                &probe::CHECK
            };
            let code = vec![
                p.constant(ARG, self.sites.global(id, site)),
                p.invoke(which, STATE, ARG),
            ];
            rw.before_item(item, code)?;
        }
        for handler in handler_blocks(&target.meta.blocks) {
            let code = vec![p.constant(ARG, id), p.invoke(&probe::CAUGHT, STATE, ARG)];
            rw.at_handler_entry(handler as usize, code)?;
        }
        rw.before_returns(vec![
            p.constant(ARG, id),
            p.invoke(&probe::EXIT, STATE, ARG),
        ]);
        rw.on_unwind(
            base + EXCEPTION,
            vec![p.constant(ARG, id), p.invoke(&probe::UNWIND, STATE, ARG)],
        )
    }
}
