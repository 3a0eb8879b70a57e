//! `dexfile::read` against baksmali: every class of every test program, JGF app and corpus dex
//! must read exactly as baksmali's text of it parses; and corrupt bytes must give errors, never
//! panics.

use std::collections::BTreeMap;
use std::path::Path;

use adaptrace_test_support::dexes::{
    baksmali_each, corpus_dexes, first_difference, program_dexes, NamedDex,
};
use adaptrace_test_support::{tier, Tier};
use dexfile::leb128::write_uleb128;
use smali_parser::ast::Class;

/// The differences between `read` and baksmali's classes on one dex, one line per class.
fn differences(dex: &NamedDex, expected: &BTreeMap<String, Class>) -> Vec<String> {
    let actual: BTreeMap<String, Class> = match dexfile::read(&dex.bytes) {
        Ok(classes) => classes
            .into_iter()
            .map(|c| (c.name.to_string(), c))
            .collect(),
        Err(e) => return vec![format!("{}: read failed: {e}", dex.name)],
    };
    let mut out = Vec::new();
    for name in expected.keys().filter(|n| !actual.contains_key(*n)) {
        out.push(format!("{}: {name} missing from read", dex.name));
    }
    for name in actual.keys().filter(|n| !expected.contains_key(*n)) {
        out.push(format!(
            "{}: {name} read, but baksmali prints no such class",
            dex.name
        ));
    }
    for (name, e) in expected {
        if let Some(a) = actual.get(name) {
            if a != e {
                out.push(format!(
                    "{}: {name} differs {}",
                    dex.name,
                    first_difference(e, a)
                ));
            }
        }
    }
    out
}

/// Every dex disassembled by baksmali in one batch (a few JVMs), then each compared.
fn check_all(dexes: &[NamedDex], work: &Path) {
    let bytes: Vec<&[u8]> = dexes.iter().map(|d| d.bytes.as_slice()).collect();
    let expected = baksmali_each(&bytes, work);
    let mut failures = Vec::new();
    for (dex, expected) in dexes.iter().zip(&expected) {
        let diffs = differences(dex, expected);
        println!("{}: {} differing classes", dex.name, diffs.len());
        for d in diffs.iter().take(10) {
            println!("{d}\n");
        }
        failures.extend(diffs);
    }
    assert!(failures.is_empty(), "{} classes differ", failures.len());
}

#[test]
fn program_and_jgf_dexes_read_as_baksmali_prints_them() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().expect("a temporary directory");
    let dexes = program_dexes(work.path());
    check_all(&dexes, work.path());
}

#[test]
fn corpus_dexes_read_as_baksmali_prints_them() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(dexes) = corpus_dexes() else {
        return;
    };
    let work = tempfile::tempdir().expect("a temporary directory");
    check_all(&dexes, work.path());
}

/// Constructs the test programs and the corpus lack or rarely hold: call sites, method handles
/// and types, polymorphic invokes, every encoded value type, every payload width, debug
/// directives of every kind (an epilogue, which baksmali prints as `.prologue`; a local without
/// name and type), parameter names and annotations, static values, hidden-API flags.
const TRICKY: &[(&str, &str)] = &[
    (
        "T",
        r#".class public LT;
.super Ljava/lang/Object;
.source "T.java"

.annotation runtime LAnn;
    a = 0x1t
    b = 0x2s
    c = 'x'
    d = 0x3
    e = 0x4L
    f = 1.5f
    g = 2.5
    h = true
    i = null
    j = "str\u0000\ud800"
    k = LT;
    l = LT;->f:I
    m = LT;->m()V
    n = .enum LE;->A:LE;
    o = { 0x1, 0x2 }
    p = .subannotation LSub;
        x = { .subannotation LSub; .end subannotation }
    .end subannotation
    q = (IJ)V
    r = invoke-static@LT;->m()V
    s = I
    t = -0.0f
    u = -0.0
    v = instance-get@LT;->f:I
.end annotation

.field public static s1:I = 0x0
.field public static s2:Ljava/lang/String; = null
.field public static s3:Z
.field public static s4:J = -0x5L
.field public static s5:D = 1.0
.field public static s6:F = -2.5f
.field public static final s7:C = 'a'
.field public static final s8:[I = null
.field public static final s9:Ljava/lang/Object; = null
.field public f:I
    .annotation build LAnn;
        a = { }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 1
    const/4 v0, 0x0
    sput-object v0, LT;->s9:Ljava/lang/Object;
    sput-object v0, LT;->s2:Ljava/lang/String;
    return-void
.end method

.method public static m()V
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = { Ljava/lang/Exception; }
    .end annotation
    const-method-handle v0, invoke-static@LT;->m()V
    const-method-handle v0, static-put@LT;->s1:I
    const-method-type v0, (IJ)V
    invoke-custom {v0, v1}, call_site_0("run", (II)V, 0x1, "x", (I)V, invoke-static@LT;->m()V)@LBoot;->bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;
    invoke-custom/range {v0 .. v1}, call_site_1("run2", (II)V)@LBoot;->bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;
    invoke-polymorphic {v0, v1}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (I)V
    invoke-polymorphic/range {v0 .. v2}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (II)V
    invoke-static/range {}, LT;->m()V
    .local v1, "a":I
    .local v2, null:I
    .local v3, "b":Ljava/util/List;, "Ljava/util/List<I>;"
    .local v4
    .end local v1
    .restart local v1
    .source "Other.java"
    .source
    .epilogue
    const/high16 v0, 0x7f000000
    const-wide/high16 v0, -0x8000000000000000L
    const v0, -0x1
    const-wide v0, 0x123456789abcdefL
    const-wide/32 v0, -0x2
    const-wide/16 v0, -0x3
    const/16 v0, -0x4
    const/4 v0, -0x8
    add-int/lit8 v0, v1, -0x80
    add-int/lit16 v0, v1, -0x8000
    move/16 v0, v9
    move/from16 v0, v9
    const-string/jumbo v0, "jumbo"
    :a
    .line 7
    sparse-switch v0, :ss
    .line -1
    packed-switch v0, :ps
    fill-array-data v0, :arr8
    fill-array-data v0, :arr1
    fill-array-data v0, :arr2
    fill-array-data v0, :arr4
    :try_s
    const-string v0, "in try"
    if-eqz v0, :a
    :try_e
    .catch Ljava/lang/Exception; {:try_s .. :try_e} :h
    .catch Ljava/lang/Error; {:try_s .. :try_e} :h
    .catchall {:try_s .. :try_e} :h2
    :h
    :h2
    goto/32 :a
    goto/16 :a
    goto :a
    :ss
    .sparse-switch
        -0x1 -> :a
        0x5 -> :h
    .end sparse-switch
    :ps
    .packed-switch -0x2
        :a
        :h
    .end packed-switch
    :arr8
    .array-data 8
        0x1L
        -0x1L
    .end array-data
    :arr1
    .array-data 1
        0x1t
        -0x1t
        0x7ft
    .end array-data
    :arr2
    .array-data 2
        -0x1s
    .end array-data
    :arr4
    .array-data 4
        0x1
        -0x1
        1.5f
    .end array-data
.end method

.method public abstract x(IJLjava/lang/String;)V
    .param p2
        .annotation runtime LAnn;
        .end annotation
    .end param
    .param p4
        .annotation runtime LAnn;
            a = 0x1
        .end annotation
    .end param
.end method

.method public y(IJD)V
    .registers 12
    .param p2, "b"
    .param p4, "c"
        .annotation runtime LAnn;
        .end annotation
    .end param
    const-wide v0, 0x1L
    move-wide p4, v0
    return-void
.end method
"#,
    ),
    (
        "U",
        r#".class public LU;
.super Ljava/lang/Object;

.field public static whitelist s1:I = 0x1
.field public static greylist-max-o core-platform-api s2:I
.field public blacklist test-api f:I

.method public static greylist m()V
    .registers 10
    .line 5
    .local v0, "x":I
    .line 6
    .epilogue
    .prologue
    return-void
.end method

.method public static n()V
    .registers 10
    nop
    .line 5
    .local v0, "x":I
    .end local v0
    .source "A"
    .line 6
    .prologue
    .epilogue
    return-void
.end method
"#,
    ),
];

#[test]
fn tricky_constructs_read_as_baksmali_prints_them() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().expect("a temporary directory");
    let src = work.path().join("src");
    std::fs::create_dir_all(&src).expect("a source directory");
    for (name, text) in TRICKY {
        std::fs::write(src.join(format!("{name}.smali")), text).expect("a smali file");
    }
    let out = work.path().join("tricky.dex");
    adaptrace_test_support::dexes::smali_assemble(&src, 30, &out);
    let dex = NamedDex {
        name: "tricky".into(),
        bytes: std::fs::read(&out).expect("the assembled dex"),
        api: 30,
    };
    check_all(&[dex], &work.path().join("check"));
}

fn align4(out: &mut Vec<u8>) {
    while !out.len().is_multiple_of(4) {
        out.push(0);
    }
}

fn put32(out: &mut [u8], at: usize, v: u32) {
    out[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

/// A small dex written byte by byte: class `LA;` with a static field and its value, a class
/// annotation, and a static method with a branch, a packed switch, a try with a typed and a
/// catch-all handler, and debug info (a parameter name, a prologue, a line and a local).
fn hand_made_dex() -> Vec<u8> {
    let strings = [
        "A.java",
        "I",
        "LA;",
        "Ljava/lang/Object;",
        "V",
        "VI",
        "m",
        "x",
        "LAnn;",
        "n",
    ];
    let types = [1u32, 2, 3, 4, 8];
    let mut d = vec![0u8; 0x70];
    d[..8].copy_from_slice(b"dex\n035\0");
    put32(&mut d, 0x24, 0x70);
    put32(&mut d, 0x28, 0x1234_5678);
    let sections = [
        (0x38, strings.len()),
        (0x40, 5),
        (0x48, 1),
        (0x50, 1),
        (0x58, 1),
        (0x60, 1),
    ];
    let sizes = [4, 4, 12, 8, 8, 32];
    let mut offs = [0usize; 6];
    for (i, &(at, count)) in sections.iter().enumerate() {
        offs[i] = d.len();
        put32(&mut d, at, count as u32);
        let here = d.len() as u32;
        put32(&mut d, at + 4, here);
        d.resize(d.len() + count * sizes[i], 0);
    }
    let data = d.len();
    for (i, s) in strings.iter().enumerate() {
        let at = d.len() as u32;
        put32(&mut d, offs[0] + 4 * i, at);
        write_uleb128(&mut d, s.len() as u32);
        d.extend_from_slice(s.as_bytes());
        d.push(0);
    }
    for (i, &s) in types.iter().enumerate() {
        put32(&mut d, offs[1] + 4 * i, s);
    }
    align4(&mut d);
    let params = d.len() as u32;
    d.extend_from_slice(&[1, 0, 0, 0, 0, 0, 0, 0]);
    // proto VI: (I)V; field LA;->x:I; method LA;->m(I)V.
    put32(&mut d, offs[2], 5);
    put32(&mut d, offs[2] + 4, 3);
    put32(&mut d, offs[2] + 8, params);
    put32(&mut d, offs[3], 1);
    put32(&mut d, offs[3] + 4, 7);
    put32(&mut d, offs[4], 1);
    put32(&mut d, offs[4] + 4, 6);
    let debug = d.len() as u32;
    d.extend_from_slice(&[10, 1, 10, 0x07, 0x0e, 0x03, 0, 8, 1, 0x01, 3, 0x05, 0, 0x00]);
    align4(&mut d);
    let code = d.len() as u32;
    let insns: [u16; 14] = [
        0x1012, 0x0138, 5, 0x012b, 5, 0, 0x000e, 0, 0x0100, 1, 0, 0, 3, 0,
    ];
    for v in [2u16, 1, 0, 1] {
        d.extend_from_slice(&v.to_le_bytes());
    }
    d.extend_from_slice(&debug.to_le_bytes());
    d.extend_from_slice(&(insns.len() as u32).to_le_bytes());
    for u in insns {
        d.extend_from_slice(&u.to_le_bytes());
    }
    d.extend_from_slice(&[0, 0, 0, 0, 3, 0, 1, 0]);
    d.extend_from_slice(&[1, 0x7f, 2, 6, 6]);
    let class_data = d.len() as u32;
    d.extend_from_slice(&[1, 0, 1, 0, 0, 8, 0, 9]);
    write_uleb128(&mut d, code);
    let values = d.len() as u32;
    d.extend_from_slice(&[1, 0x04, 7]);
    let annotation = d.len() as u32;
    d.extend_from_slice(&[1, 4, 1, 7, 0x1c, 2, 0x04, 1, 0x17, 0]);
    align4(&mut d);
    let set = d.len() as u32;
    d.extend_from_slice(&[1, 0, 0, 0]);
    d.extend_from_slice(&annotation.to_le_bytes());
    let directory = d.len() as u32;
    d.extend_from_slice(&set.to_le_bytes());
    d.extend_from_slice(&[0; 12]);
    for (i, v) in [1, 1, 2, 0, 0, directory, class_data, values]
        .into_iter()
        .enumerate()
    {
        put32(&mut d, offs[5] + 4 * i, v);
    }
    let len = d.len() as u32;
    put32(&mut d, 0x20, len);
    put32(&mut d, 0x68, len - data as u32);
    put32(&mut d, 0x6c, data as u32);
    d
}

const HAND_MADE_SMALI: &str = r#".class public LA;
.super Ljava/lang/Object;
.source "A.java"

.annotation runtime LAnn;
    x = {
        0x1,
        "A.java"
    }
.end annotation

.field static x:I = 0x7

.method public static m(I)V
    .registers 2
    .param p0, "n"
    .prologue
    .line 10
    .local v0, "x":I
    :try_start_0
    const/4 v0, 0x1
    if-eqz p0, :cond_6
    :try_end_3
    .catch Ljava/lang/Object; {:try_start_0 .. :try_end_3} :catch_6
    .catchall {:try_start_0 .. :try_end_3} :catchall_6
    .end local v0
    packed-switch p0, :pswitch_data_8
    :catch_6
    :catchall_6
    :cond_6
    :pswitch_6
    return-void
    nop
    :pswitch_data_8
    .packed-switch 0x0
        :pswitch_6
    .end packed-switch
.end method
"#;

#[test]
fn a_hand_made_dex_reads_in_baksmali_order() {
    let classes = dexfile::read(&hand_made_dex()).expect("the hand-made dex reads");
    let expected = smali_parser::parse_class(HAND_MADE_SMALI, "A.smali").expect("smali parses");
    assert_eq!(classes.len(), 1);
    assert!(
        classes[0] == expected,
        "{}",
        first_difference(&expected, &classes[0])
    );
}

#[test]
fn corrupt_dexes_give_errors_with_offsets_never_panics() {
    let dex = hand_made_dex();
    for len in 0..dex.len() {
        // As cut, and with the header's file size saying so, which lets reading go further.
        let mut cut = dex[..len].to_vec();
        assert!(dexfile::read(&cut).is_err(), "cut at {len} reads");
        if len >= 0x70 {
            put32(&mut cut, 0x20, len as u32);
            if let Err(e) = dexfile::read(&cut) {
                assert!(e.offset <= len + 8, "cut at {len}: {e}");
            }
        }
    }
    // A fixed-seed xorshift: the same flips on every run.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut errors = 0;
    for _ in 0..20_000 {
        let mut bad = dex.clone();
        for _ in 0..1 + next() % 3 {
            let at = 0x20 + (next() as usize) % (dex.len() - 0x20);
            bad[at] = next() as u8;
        }
        if let Err(e) = dexfile::read(&bad) {
            assert!(e.offset <= bad.len() + 8, "{e}");
            assert!(!e.what.is_empty());
            errors += 1;
        }
    }
    assert!(
        errors > 1000,
        "only {errors} of the flipped dexes fail to read"
    );
}
