//! The exactness check every decoder's tests share: a record of a trace, printed in every
//! format that shows a run event by event, is the oracle's record of the same run printed the
//! same way.

use android_runtime::calls::{grammar, ll1};
use android_runtime::coder::Coder;
use android_runtime::meta::Metadata;
use android_runtime::Scheme;
use trace_parser::emit::{self, Emit};
use trace_parser::run::Run;
use trace_parser::DecodedFile;

/// `run` printed as `decode --emit emit` prints it.
pub fn emitted(run: &Run, meta: &Metadata, emit: Emit) -> String {
    let mut out = Vec::new();
    emit::write(&mut out, run, meta, emit).expect("writing to memory");
    String::from_utf8(out).expect("emit writes UTF-8")
}

/// Checks that `scheme`'s record of `decoded` prints, in every one of `emits`, exactly what its
/// oracle record prints, and that nothing was noted about the decode; the difference when not.
pub fn check(
    decoded: &DecodedFile,
    scheme: Scheme,
    meta: &Metadata,
    emits: &[Emit],
) -> Result<(), String> {
    let oracle_scheme = Scheme::all()
        .find(|s| s.spec().oracle)
        .expect("the registry has an oracle");
    let oracle = decoded
        .record(oracle_scheme)
        .ok_or("the trace has no oracle record")?;
    let record = decoded
        .record(scheme)
        .ok_or_else(|| format!("the trace has no `{scheme}` record"))?;
    if !decoded.notes().is_empty() {
        return Err(format!("notes: {:?}", decoded.notes()));
    }
    for &emit in emits {
        let expected = emitted(oracle, meta, emit);
        let got = emitted(record, meta, emit);
        if expected.is_empty() {
            return Err(format!(
                "--emit {}: the oracle printed nothing",
                emit.name()
            ));
        }
        first_difference(&expected, &got).map_or(Ok(()), |line| {
            Err(format!("--emit {}: {line}", emit.name()))
        })?;
    }
    Ok(())
}

/// Checks the call-site selection of an app instrumented with `bri` or `calls`: the independent
/// checker of Casper's Definition 6 and the grammar's own check find nothing (other apps pass).
pub fn check_selection(meta: &Metadata) -> Result<(), String> {
    let selects = [Scheme::Bri, Scheme::Calls]
        .iter()
        .any(|s| meta.schemes.iter().any(|name| name == s.name()));
    if !selects {
        return Ok(());
    }
    let independent = ll1::check(&meta.methods);
    if let Some(first) = independent.first() {
        return Err(format!(
            "the selection is not LL(1): {} violations, first {first:?}",
            independent.len()
        ));
    }
    let own = grammar::check(&meta.methods);
    if !own.is_empty() {
        return Err(format!("the grammar's check: {own:?}"));
    }
    Ok(())
}

/// Where `got` first differs from `expected`, as a message; `None` when they are equal.
pub fn first_difference(expected: &str, got: &str) -> Option<String> {
    if expected == got {
        return None;
    }
    let at = expected
        .lines()
        .zip(got.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(expected.lines().count().min(got.lines().count()));
    Some(format!(
        "differs from the oracle at line {} (oracle {} lines, decoded {}):\noracle:  {:?}\ndecoded: {:?}",
        at + 1,
        expected.lines().count(),
        got.lines().count(),
        expected.lines().nth(at),
        got.lines().nth(at)
    ))
}

/// One instrumented build of a program for the exactness checks: the oracle and the schemes
/// that go with it, coded by `coder` (`None`: raw).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Build {
    pub schemes: Vec<Scheme>,
    pub coder: Option<Coder>,
}

impl Build {
    /// `--scheme`'s value for this build.
    pub fn scheme_arg(&self) -> String {
        let names: Vec<&str> = self.schemes.iter().map(|s| s.name()).collect();
        names.join(",")
    }

    /// The schemes whose records are checked against the oracle's.
    pub fn checked(&self) -> impl Iterator<Item = Scheme> + '_ {
        self.schemes.iter().copied().filter(|s| !s.spec().oracle)
    }

    /// `--coder`'s value for this build.
    pub fn coder_arg(&self) -> &'static str {
        self.coder.map_or("raw", Coder::name)
    }

    /// A name for messages and paths: `blocks,paths,pap-range`.
    pub fn label(&self) -> String {
        format!(
            "{}-{}",
            self.scheme_arg().replace(',', "+"),
            self.coder_arg()
        )
    }
}

/// The fewest builds, found greedily, that put every scheme of the registry beside the oracle
/// in one app, every scheme that learns a model once with each adaptive coder, and a scheme
/// with a raw form once with the default coder and once raw: each build takes every pending
/// scheme that can share the app with those already in it.
pub fn builds() -> Vec<Build> {
    let oracle = Scheme::all()
        .find(|s| s.spec().oracle)
        .expect("the registry has an oracle");
    // Per scheme, the coder it must be built with (`None`: any).
    let mut pending: Vec<(Scheme, Option<Option<Coder>>)> = Vec::new();
    for scheme in Scheme::all().filter(|&s| s != oracle) {
        let spec = scheme.spec();
        if spec.raw_form {
            pending.push((scheme, Some(Some(Coder::default()))));
            pending.push((scheme, Some(None)));
        } else if spec.learns {
            pending.extend(
                Coder::ALL
                    .iter()
                    .map(|(coder, _)| (scheme, Some(Some(*coder)))),
            );
        } else {
            pending.push((scheme, None));
        }
    }
    let mut builds = Vec::new();
    while !pending.is_empty() {
        let coder = pending
            .iter()
            .find_map(|(_, coder)| *coder)
            .unwrap_or(Some(Coder::default()));
        let mut schemes = vec![oracle];
        pending.retain(|&(scheme, wants)| {
            let fits = wants.is_none_or(|c| c == coder)
                && !schemes.contains(&scheme)
                && Scheme::conflict(&[schemes.as_slice(), &[scheme]].concat()).is_none();
            if fits {
                schemes.push(scheme);
            }
            !fits
        });
        builds.push(Build { schemes, coder });
    }
    builds
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builds_cover_every_scheme_and_coder_in_few_apps() {
        let builds = builds();
        for scheme in Scheme::all() {
            let coders: Vec<Option<Coder>> = builds
                .iter()
                .filter(|b| b.schemes.contains(&scheme))
                .map(|b| b.coder)
                .collect();
            assert!(!coders.is_empty(), "{scheme}");
            let spec = scheme.spec();
            if spec.raw_form {
                assert!(coders.contains(&None), "{scheme} raw");
                assert!(coders.contains(&Some(Coder::default())), "{scheme}");
            } else if spec.learns {
                for (coder, _) in Coder::ALL {
                    assert!(coders.contains(&Some(coder)), "{scheme} {coder:?}");
                }
            }
        }
        for build in &builds {
            assert_eq!(Scheme::conflict(&build.schemes), None);
            assert!(build.schemes[0].spec().oracle);
        }
        // `fi`, `bri` and `calls` share one runtime, and `calls` needs two coders.
        assert_eq!(builds.len(), 4, "{builds:?}");
    }
}
