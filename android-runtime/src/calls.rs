//! The call-witness record shared by the schemes that recover calls and returns only (`fi`,
//! the baseline that logs every call site, return and throw; FORMATS.md, "The calls runtime"):
//! the chunk tag, the record tags, the program-wide numbering of call sites and which sites
//! surely enter their callee, so that the probe plan and the decoder agree on both.

use crate::meta::MethodMeta;

/// Tag of a CALLS chunk: u32 selection ([`Selection::code`]), u32 record count, records.
pub const TAG_CALLS: u8 = 0x60;

/// Record tags of a CALLS chunk: a tag byte, then unsigned LEB128 varints.
pub mod record {
    /// varint method: an app method entered with no app frame below (a thread's first frame,
    /// framework code calling the app from an idle thread).
    pub const ROOT: u8 = 1;
    /// varint method: an app method entered while the frame below is in a call site that may
    /// run framework code or one of several methods (a *check* site; see
    /// [`super::sure_callee`]).
    pub const ENTRY: u8 = 2;
    /// varint global site: the frame passes this call site, right before its invoke.
    pub const SITE: u8 = 3;
    /// varint method: the innermost frame, of this method, returns.
    pub const RETURN: u8 = 4;
    /// varint method: an exception leaves the innermost frame, of this method.
    pub const UNWIND: u8 = 5;
    /// The thread died of an uncaught exception.
    pub const END: u8 = 6;
    /// varint method: a handler of the innermost frame, of this method, caught an exception.
    pub const CATCH: u8 = 7;
}

/// Which call sites a CALLS record logs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Selection {
    /// Every call site, return and throw.
    Fi,
}

impl Selection {
    /// Its code in a chunk's payload.
    pub fn code(self) -> u32 {
        match self {
            Selection::Fi => 1,
        }
    }

    pub fn from_code(code: u32) -> Option<Selection> {
        (code == 1).then_some(Selection::Fi)
    }
}

/// Call sites numbered across the program: method `m`'s `k`-th invoke is `first[m] + k`, so a
/// logged site also names the method it is in.
#[derive(Clone, Debug, Default)]
pub struct SiteNumbering {
    /// Per method, the global number of its first site; one more entry, the total.
    first: Vec<u32>,
}

impl SiteNumbering {
    pub fn new<'a>(methods: impl IntoIterator<Item = &'a MethodMeta>) -> SiteNumbering {
        let mut first = vec![0u32];
        let mut total = 0u32;
        for method in methods {
            total = total.saturating_add(method.sites.len() as u32);
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
            },
            StepMeta {
                block: 0,
                site: Some(1),
                callee: Some(3),
                guess: false,
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
