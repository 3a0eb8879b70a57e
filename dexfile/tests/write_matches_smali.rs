//! `dexfile::write` against `smali a`: for every test program, JGF app and corpus dex, the
//! classes baksmali prints of our dex must be the classes it prints of smali's dex of the same
//! AST, and the AST itself. Plus a fast test of the file's structure and of the errors.

use std::collections::BTreeMap;

use adaptrace_test_support::dexes::{self, NamedDex};
use adaptrace_test_support::{tier, Tier};
use dexfile::{Version, WriteError};
use smali_parser::ast::Class;

/// What one dex's check needs from the JVM tools, each run once for all dexes together.
struct Reference {
    ast: BTreeMap<String, Class>,
    ours: Result<Vec<u8>, WriteError>,
}

/// Checks one dex, given baksmali's classes of our dex and of `smali a`'s; returns the problems
/// found.
fn check(
    dex: &NamedDex,
    reference: &Reference,
    ours_classes: &BTreeMap<String, Class>,
    smali_classes: &BTreeMap<String, Class>,
) -> Vec<String> {
    let ast_map = &reference.ast;
    let ours = match &reference.ours {
        Ok(bytes) => bytes,
        Err(e) => return vec![format!("{}: write failed: {e}", dex.name)],
    };
    let mut problems = Vec::new();
    let ast: Vec<&Class> = ast_map.values().collect();
    match dexfile::write(&ast, Version(dexes::version_of(&dex.bytes))) {
        Ok(again) if again == *ours => {}
        _ => problems.push(format!("{}: writing twice gives different bytes", dex.name)),
    }
    compare(
        &dex.name,
        "smali a",
        smali_classes,
        ours_classes,
        ast_map,
        &mut problems,
    );
    // Against the AST itself: every explicit value (defaults included) must survive.
    let names: Vec<&String> = ast_map.keys().collect();
    let ours_names: Vec<&String> = ours_classes.keys().collect();
    if names != ours_names {
        problems.push(format!("{}: the classes differ from the AST's", dex.name));
    }
    for (name, expected) in ast_map {
        if let Some(actual) = ours_classes.get(name) {
            if actual != expected {
                problems.push(format!(
                    "{} {name} differs from the AST {}",
                    dex.name,
                    dexes::first_difference(expected, actual)
                ));
            }
        }
    }
    problems
}

fn compare(
    dex: &str,
    what: &str,
    expected: &BTreeMap<String, Class>,
    actual: &BTreeMap<String, Class>,
    ast: &BTreeMap<String, Class>,
    problems: &mut Vec<String>,
) {
    if expected.keys().ne(actual.keys()) {
        problems.push(format!("{dex}: the classes differ from {what}'s"));
    }
    for (name, e) in expected {
        let Some(a) = actual.get(name) else { continue };
        let Some(source) = ast.get(name) else {
            continue;
        };
        // Where ours equals the AST, it may still part from `smali a`'s in two ways: an explicit
        // default static value `smali a` drops, and call sites `smali a` numbers anew.
        let kept = |a: &Class, e: &Class| dexes::without_dropped_defaults(a, e) == *e;
        let renumbered = || kept(&dexes::call_sites_renamed(a), &dexes::call_sites_renamed(e));
        if a != e && !(a == source && (kept(a, e) || renumbered())) {
            problems.push(format!(
                "{dex} {name} differs from {what} {}",
                dexes::first_difference(e, a)
            ));
        }
    }
}

fn check_all(dexes: &[NamedDex]) {
    let work = tempfile::tempdir().expect("a temporary directory");
    let work = work.path();
    let originals: Vec<&[u8]> = dexes.iter().map(|d| d.bytes.as_slice()).collect();
    let references: Vec<Reference> = dexes::baksmali_each(&originals, &work.join("original"))
        .into_iter()
        .zip(dexes)
        .map(|(ast, dex)| {
            let classes: Vec<&Class> = ast.values().collect();
            let ours = dexfile::write(&classes, Version(dexes::version_of(&dex.bytes)));
            Reference { ast, ours }
        })
        .collect();
    // Where a dex could not be written the original stands in; its check reports the error.
    let ours: Vec<&[u8]> = references
        .iter()
        .zip(&originals)
        .map(|(r, original)| r.ours.as_deref().unwrap_or(original))
        .collect();
    let ours_classes = dexes::baksmali_each(&ours, &work.join("ours"));
    let asts: Vec<Vec<Class>> = references
        .iter()
        .map(|r| r.ast.values().cloned().collect())
        .collect();
    let sets: Vec<(&[Class], u32)> = asts
        .iter()
        .zip(dexes)
        .map(|(a, d)| (a.as_slice(), d.api))
        .collect();
    let smali_dexes = dexes::smali_each(&sets, &work.join("smali"));
    let smali: Vec<&[u8]> = smali_dexes.iter().map(Vec::as_slice).collect();
    let smali_classes = dexes::baksmali_each(&smali, &work.join("smali-out"));
    let mut problems = Vec::new();
    for (i, dex) in dexes.iter().enumerate() {
        let p = check(dex, &references[i], &ours_classes[i], &smali_classes[i]);
        println!(
            "{}: {}",
            dex.name,
            if p.is_empty() { "ok" } else { "DIFFERS" }
        );
        problems.extend(p);
    }
    for p in problems.iter().take(40) {
        println!("{p}\n");
    }
    assert!(problems.is_empty(), "{} problems", problems.len());
}

#[test]
fn programs_and_jgf_apps_match_smali() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().expect("a temporary directory");
    check_all(&dexes::program_dexes(work.path()));
}

#[test]
fn corpus_matches_smali() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(dexes) = dexes::corpus_dexes() else {
        return;
    };
    check_all(&dexes);
}

/// Dex bytes read back for the structural checks.
fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

fn parse(text: &str) -> Class {
    smali_parser::parse_class(text, "test.smali").expect("test smali parses")
}

const SAMPLE: &str = r#".class public LA;
.super LB;
.source "A.java"
.implements LI;

.annotation runtime LAnn;
    value = {
        0x1,
        "x"
    }
.end annotation

.field public static s:I = 0x0
.field public static t:Ljava/lang/String;
.field private f:J

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LB;-><init>()V
    return-void
.end method

.method public m(ILjava/lang/String;)I
    .locals 2
    .param p1, "count"
    .param p2, "name"
        .annotation build LP;
        .end annotation
    .end param
    .line 10
    const-string v0, "hi"
    :try_start
    packed-switch p1, :table
    const/4 v1, 0x1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :handler
    goto :done
    :handler
    move-exception v0
    .line 12
    :done
    return p1
    :table
    .packed-switch 0x0
        :done
        :handler
    .end packed-switch
.end method
"#;

const BASE: &str = ".class public LB;\n.super Ljava/lang/Object;\n.implements LI;\n";
const IFACE: &str = ".class public abstract interface LI;\n.super Ljava/lang/Object;\n";

#[test]
fn the_file_is_well_formed() {
    let classes = vec![parse(SAMPLE), parse(BASE), parse(IFACE)];
    let dex = dexfile::write(&classes, Version(35)).expect("writes");
    assert_eq!(&dex[..8], b"dex\n035\0");
    assert_eq!(u32_at(&dex, 32) as usize, dex.len(), "file_size");
    assert_eq!(u32_at(&dex, 36), 0x70);
    assert_eq!(u32_at(&dex, 40), 0x1234_5678);
    use sha1::Digest;
    assert_eq!(&dex[12..32], sha1::Sha1::digest(&dex[32..]).as_slice());
    assert_eq!(u32_at(&dex, 8), adler2::adler32_slice(&dex[12..]));
    let data_off = u32_at(&dex, 108) as usize;
    assert_eq!(data_off + u32_at(&dex, 104) as usize, dex.len());

    // The map list names every section, in offset order, without overlap.
    let map_off = u32_at(&dex, 52) as usize;
    let n = u32_at(&dex, map_off) as usize;
    let entries: Vec<(u16, u32, u32)> = (0..n)
        .map(|i| {
            let at = map_off + 4 + 12 * i;
            (u16_at(&dex, at), u32_at(&dex, at + 4), u32_at(&dex, at + 8))
        })
        .collect();
    let types: Vec<u16> = entries.iter().map(|e| e.0).collect();
    for needed in [
        0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x1000, 0x1001, 0x1003, 0x1002, 0x2000, 0x2001, 0x2002,
        0x2003, 0x2004, 0x2005, 0x2006,
    ] {
        assert!(types.contains(&needed), "map lists section {needed:#x}");
    }
    assert!(entries.windows(2).all(|w| w[0].2 < w[1].2));
    for (ty, count, off) in &entries {
        let header_field = match ty {
            1 => Some(56),
            2 => Some(64),
            3 => Some(72),
            4 => Some(80),
            5 => Some(88),
            6 => Some(96),
            _ => None,
        };
        if let Some(at) = header_field {
            assert_eq!((u32_at(&dex, at), u32_at(&dex, at + 4)), (*count, *off));
        }
        if [0x1000, 0x1001, 0x1002, 0x1003, 0x2001, 0x2006].contains(ty) {
            assert_eq!(off % 4, 0, "section {ty:#x} aligned");
        }
    }

    // Strings sorted by UTF-16 units, types by string index.
    let strings: Vec<Vec<u16>> = (0..u32_at(&dex, 56) as usize)
        .map(|i| {
            let mut at = u32_at(&dex, u32_at(&dex, 60) as usize + 4 * i) as usize;
            let mut pos = at;
            let len = dexfile::leb128::read_uleb128(&dex, &mut pos).unwrap() as usize;
            at = pos;
            dexfile::mutf8::decode(&dex, at, len).unwrap()
        })
        .collect();
    assert!(strings.windows(2).all(|w| w[0] < w[1]));
    let type_ids: Vec<u32> = (0..u32_at(&dex, 64) as usize)
        .map(|i| u32_at(&dex, u32_at(&dex, 68) as usize + 4 * i))
        .collect();
    assert!(type_ids.windows(2).all(|w| w[0] < w[1]));
    let method_ids: Vec<(u16, u32, u16)> = (0..u32_at(&dex, 88) as usize)
        .map(|i| {
            let at = u32_at(&dex, 92) as usize + 8 * i;
            (u16_at(&dex, at), u32_at(&dex, at + 4), u16_at(&dex, at + 2))
        })
        .collect();
    assert!(method_ids.windows(2).all(|w| w[0] < w[1]));

    // Supertypes defined here come first: I, then B, then A.
    let defs = u32_at(&dex, 100) as usize;
    let class_types: Vec<u32> = (0..3).map(|i| u32_at(&dex, defs + 32 * i)).collect();
    let name = |t: u32| String::from_utf16_lossy(&strings[type_ids[t as usize] as usize]);
    let order: Vec<String> = class_types.into_iter().map(name).collect();
    assert_eq!(order, ["LI;", "LB;", "LA;"]);

    // The explicit default `= 0x0` is kept as a static value.
    let static_values = u32_at(&dex, defs + 2 * 32 + 28) as usize;
    assert_ne!(static_values, 0);
    assert_eq!(
        dex[static_values], 1,
        "one value, up to the last explicit one"
    );

    let again = dexfile::write(&classes, Version(35)).expect("writes");
    assert_eq!(dex, again, "the same classes give the same bytes");
}

fn method_error(body: &str) -> WriteError {
    let text = format!(
        ".class public LE;\n.super Ljava/lang/Object;\n.method public static m(I)V\n{body}\n.end method\n"
    );
    dexfile::write(&[parse(&text)], Version(35)).expect_err("the body is refused")
}

#[test]
fn bad_bodies_are_named_errors() {
    let e = method_error("    .registers 2\n    goto :nowhere\n");
    assert!(
        matches!(&e, WriteError::Method { method, what } if method == "LE;->m(I)V" && what.contains(":nowhere")),
        "{e}"
    );
    let e = method_error("    .registers 20\n    move v16, v1\n    return-void\n");
    assert!(
        matches!(&e, WriteError::Method { what, .. } if what.contains("v16")),
        "{e}"
    );
    let e = method_error("    .registers 2\n    const/4 v5, 0x1\n    return-void\n");
    assert!(
        matches!(&e, WriteError::Method { what, .. } if what.contains("v5")),
        "{e}"
    );
    let e = method_error("    .registers 0\n    return-void\n");
    assert!(
        matches!(&e, WriteError::Method { what, .. } if what.contains("parameter registers")),
        "{e}"
    );
    let e = method_error(
        "    .registers 2\n    :a\n    nop\n    :b\n    return-void\n    :h1\n    return-void\n    :h2\n    return-void\n    .catchall {:a .. :b} :h1\n    .catchall {:a .. :b} :h2\n",
    );
    assert!(
        matches!(&e, WriteError::Method { what, .. } if what.contains("catchall")),
        "{e}"
    );
}

#[test]
fn the_first_class_in_error_is_named() {
    // Classes are encoded in parallel, the first half apart from the second. The first half is
    // slow to encode and fails at its end; the second half fails at once. The error named must
    // still be the first class's of the input, whichever thread fails first.
    let class = |i: usize| {
        let nops = if i < 100 { 2_000 } else { 0 };
        let last = if i == 99 || i == 100 {
            "goto :nowhere"
        } else {
            "return-void"
        };
        parse(&format!(
            ".class public LC{i};\n.super Ljava/lang/Object;\n.method public static m()V\n    .registers 1\n{}    {last}\n.end method\n",
            "    nop\n".repeat(nops)
        ))
    };
    let classes: Vec<Class> = (0..200).map(class).collect();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("a thread pool");
    for _ in 0..10 {
        let e = pool
            .install(|| dexfile::write(&classes, Version(35)))
            .expect_err("two bodies are refused");
        assert!(
            matches!(&e, WriteError::Method { method, .. } if method == "LC99;->m()V"),
            "{e}"
        );
    }
}

#[test]
fn too_many_ids_are_refused() {
    let mut text = String::from(".class public LE;\n.super Ljava/lang/Object;\n");
    for i in 0..65_540 {
        text.push_str(&format!(".field public static f{i}:I\n"));
    }
    let e = dexfile::write(&[parse(&text)], Version(35)).expect_err("too many fields");
    assert!(
        matches!(
            e,
            WriteError::TooManyIds {
                pool: "field",
                count: 65_540
            }
        ),
        "{e}"
    );
}

#[test]
fn far_gotos_grow_and_many_strings_go_jumbo() {
    let mut text =
        String::from(".class public LE;\n.super Ljava/lang/Object;\n.method public static m()V\n    .registers 1\n    goto :end\n");
    for _ in 0..200 {
        text.push_str("    nop\n");
    }
    text.push_str("    :end\n");
    for i in 0..70_000 {
        text.push_str(&format!("    const-string v0, \"s{i}\"\n"));
    }
    // The greatest string, so that its index passes 65535.
    text.push_str("    const-string v0, \"s9999\"\n    return-void\n.end method\n");
    let dex = dexfile::write(&[parse(&text)], Version(35)).expect("writes");
    // The only code item: goto/16 first, and the last const-string is jumbo.
    let map_off = u32_at(&dex, 52) as usize;
    let code_off = (0..u32_at(&dex, map_off) as usize)
        .map(|i| map_off + 4 + 12 * i)
        .find(|&at| u16_at(&dex, at) == 0x2001)
        .map(|at| u32_at(&dex, at + 8) as usize)
        .expect("a code section");
    let insns = code_off + 16;
    assert_eq!(dex[insns], 0x29, "goto/16");
    let size = u32_at(&dex, code_off + 12) as usize;
    let last = insns + 2 * (size - 1 - 3);
    assert_eq!(dex[last], 0x1b, "const-string/jumbo");
}

/// Writing speed on the largest corpus dex, one thread. Speed is measured by the throughput
/// bench (`cargo bench -p dexfile --bench throughput`), side by side with reading; the bound
/// asserted here is far below it and only catches a regression such as quadratic work.
#[test]
fn writing_is_fast() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(dexes) = dexes::corpus_dexes() else {
        return;
    };
    let Some(largest) = dexes.iter().max_by_key(|d| d.bytes.len()) else {
        return;
    };
    let work = tempfile::tempdir().expect("a temporary directory");
    let ast: Vec<Class> = dexes::baksmali_classes(&largest.bytes, work.path())
        .into_values()
        .collect();
    let version = Version(dexes::version_of(&largest.bytes));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a thread pool");
    let (written, seconds) = pool.install(|| {
        let runs = 5;
        let started = std::time::Instant::now();
        let mut written = 0;
        for _ in 0..runs {
            written += dexfile::write(&ast, version).expect("writes").len();
        }
        (written, started.elapsed().as_secs_f64())
    });
    let rate = written as f64 / seconds / 1e6;
    println!("{}: {rate:.0} MB/s on one thread", largest.name);
    let started = std::time::Instant::now();
    let all = dexfile::write(&ast, version).expect("writes").len();
    let all_rate = all as f64 / started.elapsed().as_secs_f64() / 1e6;
    println!("{}: {all_rate:.0} MB/s on every thread", largest.name);
    assert!(rate >= 5.0, "{rate:.1} MB/s");
}

#[test]
fn hidden_api_flags_need_039_and_get_their_section() {
    let text = ".class public LH;\n.super Ljava/lang/Object;\n.field public static greylist a:I\n.method public static blacklist core-platform-api m()V\n    .registers 0\n    return-void\n.end method\n";
    let class = parse(text);
    let e = dexfile::write(std::slice::from_ref(&class), Version(38)).expect_err("needs 039");
    assert!(
        matches!(
            e,
            WriteError::Version {
                needs: 39,
                asked: 38,
                ..
            }
        ),
        "{e}"
    );
    let dex = dexfile::write(&[class], Version(39)).expect("writes");
    let map_off = u32_at(&dex, 52) as usize;
    let section = (0..u32_at(&dex, map_off) as usize)
        .map(|i| map_off + 4 + 12 * i)
        .find(|&at| u16_at(&dex, at) == 0xf000)
        .map(|at| u32_at(&dex, at + 8) as usize)
        .expect("a hiddenapi_class_data section");
    // size, one class offset, then greylist (1) and blacklist|core-platform-api (2|8).
    assert_eq!(u32_at(&dex, section) as usize, 4 + 4 + 2);
    assert_eq!(u32_at(&dex, section + 4), 8);
    assert_eq!(&dex[section + 8..section + 10], &[1, 10]);
}
