//! dexfit: the id counts agree with the headers of the dex files `smali a` writes, and placement
//! keeps every dex under its limits, adding a dex only when one overflows.
//!
//! Tests that run `smali` skip with a message when it is not installed; the corpus test also
//! skips when the corpus (tests/fetch-corpus.sh) is absent.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use adaptrace_test_support::{tier, Tier};
use apk_io::NoProgress;
use instrumentor::dexfit::{self, Counts, DexFitError, DexInput, Kind, Limits, Origin, Placement};
use smali_parser::ast::Class;
use smali_parser::{files, parse_class, print_class};

// ---------------------------------------------------------------- helpers

/// The method, field, type and proto id counts in a dex file's header.
fn header_counts(dex: &Path) -> Counts {
    let b = fs::read(dex).unwrap();
    assert!(
        b.len() >= 0x70 && &b[..4] == b"dex\n",
        "{} is not a dex file",
        dex.display()
    );
    let at = |off: usize| u32::from_le_bytes(b[off..off + 4].try_into().unwrap()) as usize;
    Counts {
        types: at(0x40),
        protos: at(0x48),
        fields: at(0x50),
        methods: at(0x58),
    }
}

fn smali_available() -> bool {
    if !tier(Tier::Jvm) {
        return false;
    }
    let ok = Command::new("smali")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        eprintln!("skipped: smali is not installed (apt-get install smali)");
    }
    ok
}

/// `smali a --api API` of a directory; the error output when it fails (smali exits with 0 on
/// syntax errors, so success is the output file existing).
fn smali_a(dir: &Path, out: &Path, api: u32) -> Result<(), String> {
    let o = Command::new("smali")
        .args(["a", "--api", &api.to_string(), "-o"])
        .arg(out)
        .arg(dir)
        .output()
        .unwrap();
    if o.status.success() && out.is_file() {
        Ok(())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ))
    }
}

/// Prints `classes` into a fresh directory and assembles it; returns the header counts.
fn assemble(classes: &[&Class], scratch: &Path, name: &str) -> Result<Counts, String> {
    let dir = scratch.join(format!("{name}-smali"));
    fs::create_dir_all(&dir).unwrap();
    for (i, c) in classes.iter().enumerate() {
        fs::write(dir.join(format!("C{i}.smali")), print_class(c)).unwrap();
    }
    let out = scratch.join(name);
    smali_a(&dir, &out, 28)?;
    Ok(header_counts(&out))
}

fn parse(text: &str) -> Class {
    parse_class(text, "test.smali").unwrap()
}

fn parse_dir(dir: &Path) -> Vec<Class> {
    let paths = files::smali_files(dir).unwrap();
    files::load_files(&paths, &|| ())
        .unwrap_or_else(|e| panic!("{} does not parse: {}", dir.display(), e[0]))
        .into_iter()
        .map(|f| f.class)
        .collect()
}

/// A class `name` with `methods` static methods `m0..`; `m0` invokes each of `calls`
/// (`Lx;->name()V` style signatures) and touches each of `fields` (`Lx;->f:I`).
fn class(name: &str, methods: usize, calls: &[String], fields: &[String]) -> Class {
    let mut s = format!(".class public {name}\n.super Ljava/lang/Object;\n");
    for m in 0..methods {
        s.push_str(&format!(".method public static m{m}()V\n.registers 1\n"));
        if m == 0 {
            for c in calls {
                s.push_str(&format!("invoke-static {{}}, {c}\n"));
            }
            for f in fields {
                s.push_str(&format!("sget v0, {f}\n"));
            }
        }
        s.push_str("return-void\n.end method\n");
    }
    parse(&s)
}

fn refs(prefix: &str, n: usize) -> Vec<String> {
    (0..n).map(|i| format!("{prefix}{i}()V")).collect()
}

fn input<'a>(name: &'a str, classes: &'a [Class]) -> DexInput<'a> {
    DexInput { name, classes }
}

/// Every output dex is within `limits`, its counts are what [`dexfit::count`] says of its
/// classes, and every input and extra class appears exactly once.
fn assert_consistent(p: &Placement<'_>, app: &[DexInput<'_>], extra: &[Class], limits: &Limits) {
    for d in &p.dexes {
        assert_eq!(d.classes.len(), d.origins.len());
        assert_eq!(d.counts.excess(limits), None, "{d:?} over the limits");
        let owned: Vec<Class> = d.classes.iter().map(|c| (*c).clone()).collect();
        assert_eq!(dexfit::count(&owned), d.counts, "{}", d.name);
        for (c, o) in d.classes.iter().zip(&d.origins) {
            let expected = match *o {
                Origin::App { dex, index } => &app[dex].classes[index],
                Origin::Extra(i) => &extra[i],
            };
            assert!(
                std::ptr::eq(*c, expected),
                "{}: wrong class for {o:?}",
                d.name
            );
        }
    }
    let index = p.index();
    let total: usize = app.iter().map(|d| d.classes.len()).sum::<usize>() + extra.len();
    assert_eq!(index.len(), total, "a class is missing or placed twice");
}

// ---------------------------------------------------------------- counting

/// One class using every kind of reference; types named after where they occur, so a miss shows
/// as a count difference against `smali a`.
const ALL_REFS: &str = r#".class public Lk/All;
.super Lk/Super;
.implements Lk/Iface;
.source "All.java"

.annotation runtime Lk/ClassAnno;
    ty = Lk/OnlyInAnnoType;
    arr = {
        Lk/InArray;,
        .enum Lk/Color;->RED:Lk/Color;
    }
    sub = .subannotation Lk/SubAnno;
        m = Lk/M;->onlyInAnno(Lk/P1;)Lk/R1;
        f = Lk/F;->onlyInAnno:Lk/FT;
        mt = (Lk/MTP;)Lk/MTR;
        mh = invoke-static@Lk/MH1;->h(Lk/MH1P;)V
        fh = static-get@Lk/FH1;->g:Lk/FH1T;
    .end subannotation
.end annotation

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lk/Outer;->enclosing()V
.end annotation

.field public static s:Ljava/lang/Object; = Lk/InitType;
.field public static e:Ljava/lang/Object; = .enum Lk/E2;->X:Lk/E2;
.field public static str:Ljava/lang/String; = "Lk/NotAType;"

.field private x:Lk/FieldType;
    .annotation runtime Lk/FieldAnno;
        v = Lk/G;->fieldInAnno:I
    .end annotation
.end field

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lk/Super;-><init>()V
    return-void
.end method

.method public abstract abs(Lk/AbsP;)Lk/AbsR;
.end method

.method public run(Lk/RunP;I)V
    .registers 8
    .param p1, "a"
        .annotation runtime Lk/ParamAnno;
        .end annotation
    .end param
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lk/Thrown;
        }
    .end annotation
    .local v0, "x":Lk/LocalType;
    .local v1, "y":Ljava/util/List;, "Ljava/util/List<Lk/SigOnly;>;"
    :try_start
    new-instance v0, Lk/NewType;
    check-cast v0, Lk/CastType;
    instance-of v2, v0, Lk/InstType;
    const-class v0, Lk/ConstClass;
    new-array v0, v2, [Lk/ArrType;
    filled-new-array {v2}, [Lk/Filled;
    filled-new-array/range {v2 .. v3}, [Lk/FilledRange;
    const-string v0, "Lk/AlsoNotAType;"
    sget-object v0, Lk/SF;->sf:Lk/SFT;
    iget-object v0, p0, Lk/IF;->f:Lk/IFT;
    sput-object v0, Lk/SF;->sf:Lk/SFT;
    invoke-virtual {p0, v0}, Lk/V;->v(Lk/VP;)Lk/VR;
    invoke-static/range {v0 .. v1}, Lk/SR;->sr(Lk/SRP;J)V
    const-method-handle v0, invoke-static@Lk/MH;->h(Lk/MHP;)V
    const-method-handle v0, static-get@Lk/FH;->fh:Lk/FHT;
    const-method-type v0, (Lk/CMTP;)Lk/CMTR;
    invoke-polymorphic {v0, v1}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (Lk/PolyP;)Lk/PolyR;
    invoke-polymorphic/range {v0 .. v1}, Ljava/lang/invoke/MethodHandle;->invokeExact([Ljava/lang/Object;)Ljava/lang/Object;, (Lk/PolyP2;)V
    invoke-custom {v0}, call_site_0("run", (Lk/CSP;)Lk/CSR;, "extra", Lk/CSArg;, (Lk/CSMT;)V, invoke-static@Lk/CSH;->h()V)@Lk/Boot;->bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;
    :try_end
    .catch Lk/Exc; {:try_start .. :try_end} :handler
    .catchall {:try_start .. :try_end} :handler
    .end local v0
    .restart local v0
    return-void
    :handler
    move-exception v0
    throw v0
.end method
"#;

/// The counts of ALL_REFS worked out by hand (also what `smali a` writes), so the test says
/// something even without smali installed.
#[test]
fn counts_every_kind_of_reference() {
    let c = parse(ALL_REFS);
    let counts = dexfit::count(std::slice::from_ref(&c));
    assert_eq!(
        counts,
        Counts {
            methods: 14,
            fields: 12,
            types: 76,
            protos: 16
        }
    );
    // A class counted twice (e.g. in two dex inputs) still adds nothing new to one dex.
    assert_eq!(dexfit::count(&[c.clone(), c]), counts);
    assert_eq!(
        counts.to_string(),
        "14 methods, 12 fields, 76 types, 16 protos"
    );
}

/// The hand-written class and the parser's fixtures (every opcode, annotations, debug info,
/// literals, odd names) against `smali a` of the same text, one dex per file.
#[test]
fn counts_match_smali_on_fixtures() {
    if !smali_available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../smali-parser/tests/data");
    let mut texts: Vec<(String, String)> = vec![("ALL_REFS".into(), ALL_REFS.into())];
    for path in files::smali_files(&data).unwrap() {
        if path.parent() == Some(data.as_path()) {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            texts.push((name, fs::read_to_string(&path).unwrap()));
        }
    }
    assert!(
        texts.len() >= 5,
        "parser fixtures not found in {}",
        data.display()
    );
    for (name, text) in &texts {
        let dir = tmp.path().join(format!("{name}-smali"));
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("C.smali"), text).unwrap();
        let out = tmp.path().join(format!("{name}.dex"));
        // API 30: names.smali has names with spaces, which older dex versions do not allow.
        smali_a(&dir, &out, 30).unwrap_or_else(|e| panic!("{name}: smali a failed: {e}"));
        let ours = dexfit::count(&[parse_class(text, name).unwrap()]);
        println!("{name}: {ours}");
        assert_eq!(
            ours,
            header_counts(&out),
            "{name}: our counts vs smali's header"
        );
    }
}

fn corpus_dir() -> Option<PathBuf> {
    if !tier(Tier::Corpus) {
        return None;
    }
    let dir = std::env::var_os("ADAPTRACE_CORPUS")
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|h| Path::new(&h).join(".cache/adaptrace/corpus"))
        });
    match dir {
        Some(d) if d.join("MANIFEST.tsv").is_file() => Some(d),
        _ => {
            eprintln!(
                "skipped: no corpus (set ADAPTRACE_CORPUS or run tests/fetch-corpus.sh ~/.cache/adaptrace/corpus)"
            );
            None
        }
    }
}

/// Real code: the corpus dex files, disassembled (or taken from /tmp/corpus-smali/NAME when an
/// earlier run left it there), counted, and assembled with `smali a`: counts must be equal.
#[test]
fn counts_match_smali_on_corpus() {
    // Dex 035, 038 and 039, d8 and dx, Java and Kotlin: 1,170 classes, 14k methods.
    const ITEMS: [&str; 5] = [
        "Switch",
        "ExceptionHandling",
        "okhttp.d8.039",
        "okhttp.dx.038",
        "cat.mvmike.minimalcalendarwidget_17",
    ];
    if !smali_available() {
        return;
    }
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let manifest = fs::read_to_string(corpus.join("MANIFEST.tsv")).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let mut checked = 0;
    for name in ITEMS {
        let Some(rel) = manifest
            .lines()
            .map(|l| l.split('\t').collect::<Vec<_>>())
            .find(|cols| cols.len() >= 3 && cols[0] == name && cols[1] == "dex")
            .map(|cols| cols[2].to_string())
        else {
            eprintln!("skipped item {name}: not in the corpus manifest");
            continue;
        };
        let dex = corpus.join(rel);
        if !dex.is_file() {
            eprintln!("skipped item {name}: {} is missing", dex.display());
            continue;
        }
        let cached = Path::new("/tmp/corpus-smali").join(name);
        let smali_dir = if cached.is_dir() {
            cached
        } else {
            let decoded = apk_io::decode_code(&dex, &tmp.path().join(name), &NoProgress).unwrap();
            decoded.dexes[0].smali_dir.clone()
        };
        let classes = parse_dir(&smali_dir);
        let ours = dexfit::count(&classes);
        let out = tmp.path().join(format!("{name}.dex"));
        smali_a(&smali_dir, &out, 28).unwrap_or_else(|e| panic!("{name}: smali a failed: {e}"));
        let smali = header_counts(&out);
        println!("{name} ({} classes): {ours}", classes.len());
        assert_eq!(ours, smali, "{name}: our counts vs smali's header");
        checked += 1;
    }
    assert!(checked > 0 || ITEMS.is_empty(), "no corpus item checked");
}

// ---------------------------------------------------------------- placement, small limits

const SMALL: Limits = Limits {
    methods: 40,
    fields: 1000,
    types: 1000,
    protos: 1000,
};

#[test]
fn everything_stays_when_it_fits_and_extras_join_the_first_dex() {
    let a: Vec<Class> = (0..3)
        .map(|i| class(&format!("La/A{i};"), 5, &[], &[]))
        .collect();
    let b: Vec<Class> = (0..2)
        .map(|i| class(&format!("Lb/B{i};"), 5, &[], &[]))
        .collect();
    let extra = vec![class("Lrt/R;", 3, &[], &[])];
    let app = [input("classes.dex", &a), input("classes2.dex", &b)];
    let p = dexfit::place_within(&app, &extra, &SMALL).unwrap();
    assert_consistent(&p, &app, &extra, &SMALL);
    assert_eq!(p.dexes.len(), 2);
    assert_eq!(p.dexes[0].name, "classes.dex");
    assert_eq!(
        p.dexes[0].origins,
        vec![
            Origin::App { dex: 0, index: 0 },
            Origin::App { dex: 0, index: 1 },
            Origin::App { dex: 0, index: 2 },
            Origin::Extra(0)
        ]
    );
    // 3 * 5 + 3 methods; types A0..A2, Object, R, V; one proto ()V.
    assert_eq!(
        p.dexes[0].counts,
        Counts {
            methods: 18,
            fields: 0,
            types: 6,
            protos: 1
        }
    );
    assert_eq!(p.extras_dex(), Some(0));
    assert_eq!(p.moved().count(), 0);
    assert!(!p.dexes.iter().any(|d| d.is_new));
}

#[test]
fn an_overflowing_dex_keeps_its_longest_fitting_prefix_and_the_rest_moves_to_a_new_dex() {
    // Five classes of 9 methods (45 > 40): the fifth moves. The extras (12 methods) fit neither
    // classes.dex (36) nor classes2.dex (36) but do fit the new dex beside the moved class.
    let a: Vec<Class> = (0..5)
        .map(|i| class(&format!("La/A{i};"), 9, &[], &[]))
        .collect();
    let b: Vec<Class> = (0..4)
        .map(|i| class(&format!("Lb/B{i};"), 9, &[], &[]))
        .collect();
    let extra = vec![class("Lrt/R;", 6, &[], &[]), class("Lrt/S;", 6, &[], &[])];
    let app = [input("classes.dex", &a), input("classes2.dex", &b)];
    let p = dexfit::place_within(&app, &extra, &SMALL).unwrap();
    assert_consistent(&p, &app, &extra, &SMALL);
    let names: Vec<&str> = p.dexes.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(names, ["classes.dex", "classes2.dex", "classes3.dex"]);
    assert_eq!(p.dexes[0].classes.len(), 4);
    assert_eq!(p.dexes[1].classes.len(), 4);
    assert_eq!(
        p.dexes[2].origins,
        vec![
            Origin::App { dex: 0, index: 4 },
            Origin::Extra(0),
            Origin::Extra(1)
        ]
    );
    assert!(p.dexes[2].is_new && !p.dexes[0].is_new);
    assert_eq!(p.dexes[2].counts.methods, 9 + 12);
    assert_eq!(
        p.moved().collect::<Vec<_>>(),
        vec![(Origin::App { dex: 0, index: 4 }, 2)]
    );
    assert_eq!(
        p.summaries()[2].to_string(),
        "classes3.dex: 21 methods, 0 fields, 5 types, 1 protos (3 classes, new)"
    );
    // Same input, same answer.
    assert_eq!(dexfit::place_within(&app, &extra, &SMALL).unwrap(), p);
}

#[test]
fn shared_references_count_once_and_a_class_after_the_first_misfit_moves_too() {
    // Each class calls the same 20 external methods, so four 5-method classes need only
    // 20 + 4 * 5 = 40. A 6th class that would fit alone still moves: only a prefix stays.
    let shared = refs("Lext/E;->s", 20);
    let mut a: Vec<Class> = (0..4)
        .map(|i| class(&format!("La/A{i};"), 5, &shared, &[]))
        .collect();
    a.push(class("La/Big;", 10, &[], &[]));
    a.push(class("La/Tiny;", 1, &[], &[]));
    let app = [input("classes.dex", &a)];
    let p = dexfit::place_within(&app, &[], &SMALL).unwrap();
    assert_consistent(&p, &app, &[], &SMALL);
    assert_eq!(p.dexes[0].counts.methods, 40);
    assert_eq!(p.dexes[0].classes.len(), 4);
    assert_eq!(p.dexes[1].name, "classes2.dex");
    assert_eq!(p.dexes[1].classes.len(), 2);
    assert_eq!(p.extras_dex(), None);
}

#[test]
fn moved_classes_fill_new_dex_files_in_order() {
    // Limit 40: classes of 15 methods, two per dex.
    let a: Vec<Class> = (0..7)
        .map(|i| class(&format!("La/A{i};"), 15, &[], &[]))
        .collect();
    let app = [input("classes.dex", &a)];
    let p = dexfit::place_within(&app, &[], &SMALL).unwrap();
    assert_consistent(&p, &app, &[], &SMALL);
    let sizes: Vec<usize> = p.dexes.iter().map(|d| d.classes.len()).collect();
    assert_eq!(sizes, [2, 2, 2, 1]);
    let names: Vec<&str> = p.dexes.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "classes.dex",
            "classes2.dex",
            "classes3.dex",
            "classes4.dex"
        ]
    );
    assert_eq!(p.dexes[3].origins, vec![Origin::App { dex: 0, index: 6 }]);
}

#[test]
fn fields_types_and_protos_limits_are_enforced_too() {
    let fields = |p: &str| {
        (0..10)
            .map(|i| format!("L{p};->f{i}:I"))
            .collect::<Vec<_>>()
    };
    let a: Vec<Class> = (0..3)
        .map(|i| class(&format!("La/A{i};"), 1, &[], &fields(&format!("f/F{i}"))))
        .collect();
    let app = [input("classes.dex", &a)];
    let tight = |k: Kind, n: usize| {
        let mut l = Limits::DEX;
        match k {
            Kind::Method => l.methods = n,
            Kind::Field => l.fields = n,
            Kind::Type => l.types = n,
            Kind::Proto => l.protos = n,
        }
        l
    };
    // 10 fields per class.
    let p = dexfit::place_within(&app, &[], &tight(Kind::Field, 25)).unwrap();
    assert_eq!(
        p.dexes.iter().map(|d| d.classes.len()).collect::<Vec<_>>(),
        [2, 1]
    );
    // Types per class: A_i, F_i, I, V, Object -> 2 + 3 shared.
    let p = dexfit::place_within(&app, &[], &tight(Kind::Type, 8)).unwrap();
    assert_eq!(
        p.dexes.iter().map(|d| d.classes.len()).collect::<Vec<_>>(),
        [2, 1]
    );
    // Protos: ()V, (P)V, (PP)V per class with P = I or J; ()V is shared.
    let protos = |name: &str, param: &str| {
        let mut s = format!(".class public {name}\n.super Ljava/lang/Object;\n");
        for i in 0..3 {
            let params = param.repeat(i);
            s.push_str(&format!(
                ".method public static m{i}({params})V\n.registers 4\nreturn-void\n.end method\n"
            ));
        }
        parse(&s)
    };
    let b = vec![protos("Lp/P;", "I"), protos("Lp/Q;", "J")];
    let app = [input("classes.dex", &b)];
    let limits = tight(Kind::Proto, 4);
    let p = dexfit::place_within(&app, &[], &limits).unwrap();
    assert_consistent(&p, &app, &[], &limits);
    assert_eq!(
        p.dexes.iter().map(|d| d.classes.len()).collect::<Vec<_>>(),
        [1, 1]
    );
    assert_eq!(p.dexes[0].counts.protos, 3);
    assert_eq!(p.dexes[1].counts.protos, 3);
}

#[test]
fn a_class_defined_in_two_dex_files_never_meets_itself_in_a_new_dex() {
    // Both inputs end with Ldup/X; and overflow; the two copies must land in different dexes.
    let mk = |p: &str| {
        vec![
            class(&format!("L{p}/A;"), 30, &[], &[]),
            class("Ldup/X;", 12, &[], &[]),
        ]
    };
    let (a, b) = (mk("a"), mk("b"));
    let app = [input("classes.dex", &a), input("classes2.dex", &b)];
    let p = dexfit::place_within(&app, &[], &SMALL).unwrap();
    assert_consistent(&p, &app, &[], &SMALL);
    assert_eq!(p.dexes.len(), 4);
    assert_eq!(p.dexes[2].origins, vec![Origin::App { dex: 0, index: 1 }]);
    assert_eq!(p.dexes[3].origins, vec![Origin::App { dex: 1, index: 1 }]);
}

#[test]
fn impossible_inputs_are_clear_errors() {
    let a = vec![
        class("La/Ok;", 2, &[], &[]),
        class("La/Huge;", 41, &[], &[]),
    ];
    let app = [input("classes2.dex", &a)];
    let e = dexfit::place_within(&app, &[], &SMALL).unwrap_err();
    assert!(
        matches!(&e, DexFitError::ClassTooLarge { class, kind: Kind::Method, count: 41, limit: 40, .. } if class == "La/Huge;"),
        "{e:?}"
    );
    let msg = e.to_string();
    assert!(
        msg.contains("classes2.dex") && msg.contains("La/Huge;") && msg.contains("41 methods"),
        "{msg}"
    );

    let ok = vec![class("La/Ok;", 2, &[], &[])];
    let app = [input("classes.dex", &ok)];
    let extra: Vec<Class> = (0..3)
        .map(|i| class(&format!("Lrt/R{i};"), 14, &[], &[]))
        .collect();
    let e = dexfit::place_within(&app, &extra, &SMALL).unwrap_err();
    assert!(
        matches!(
            e,
            DexFitError::ExtrasTooLarge {
                kind: Kind::Method,
                count: 42,
                ..
            }
        ),
        "{e:?}"
    );

    let extra = vec![class("La/Ok;", 1, &[], &[])];
    let e = dexfit::place_within(&app, &extra, &SMALL).unwrap_err();
    assert_eq!(
        e,
        DexFitError::ExtraAlreadyDefined {
            class: "La/Ok;".into(),
            defined_in: "classes.dex".into()
        }
    );
    assert!(e.to_string().contains("Instrument the original app"), "{e}");
}

#[test]
fn extras_alone_make_a_dex_when_there_is_no_app_dex() {
    let extra = vec![class("Lrt/R;", 2, &[], &[])];
    let p = dexfit::place(&[], &extra).unwrap();
    assert_eq!(p.dexes.len(), 1);
    assert_eq!(p.dexes[0].name, "classes.dex");
    assert!(p.dexes[0].is_new);
    assert_eq!(p.dexes[0].origins, vec![Origin::Extra(0)]);
}

// ---------------------------------------------------------------- placement at the real limits

/// Runtime-like extra classes: probe entry points plus `helpers` more methods.
fn runtime(helpers: usize) -> Vec<Class> {
    let mut blocks = String::from(
        ".class public Ladaptrace/rt/Blocks;\n.super Ljava/lang/Object;\n\
         .method public static enter(I)Ladaptrace/rt/ThreadState;\n.registers 2\n\
         new-instance v0, Ladaptrace/rt/ThreadState;\n\
         invoke-direct {v0}, Ladaptrace/rt/ThreadState;-><init>()V\nreturn-object v0\n.end method\n\
         .method public static exit(ILadaptrace/rt/ThreadState;)V\n.registers 2\nreturn-void\n.end method\n",
    );
    for i in 0..helpers {
        blocks.push_str(&format!(
            ".method public static h{i}()V\n.registers 0\nreturn-void\n.end method\n"
        ));
    }
    let state = ".class public Ladaptrace/rt/ThreadState;\n.super Ljava/lang/Object;\n\
         .field public depth:I\n\
         .method public constructor <init>()V\n.registers 1\n\
         invoke-direct {p0}, Ljava/lang/Object;-><init>()V\nreturn-void\n.end method\n";
    vec![parse(&blocks), parse(state)]
}

/// An "instrumented" class: `methods` methods, `m0` calls the probes and each of `calls`.
fn app_class(name: &str, methods: usize, calls: &[String]) -> Class {
    let mut s = format!(".class public {name}\n.super Ljava/lang/Object;\n");
    for m in 0..methods {
        s.push_str(&format!(".method public static m{m}()V\n.registers 2\n"));
        if m == 0 {
            s.push_str(
                "const/4 v0, 0x0\n\
                 invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;\n\
                 move-result-object v1\n",
            );
            for c in calls {
                s.push_str(&format!("invoke-static {{}}, {c}\n"));
            }
            s.push_str(
                "invoke-static {v0, v1}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V\n",
            );
        }
        s.push_str("return-void\n.end method\n");
    }
    parse(&s)
}

/// A dex at 65,541 method ids (661 classes of 99 methods, 2 probe methods, 100 external methods
/// called by the last ten classes) overflows; placement moves its last class to a new dex, the
/// runtime (too big for what is left there) goes to classes2.dex, and every dex assembles with
/// `smali a` with the header counts placement predicted. The overflowing input itself does not
/// assemble: the external methods sort last, so some invoke needs an index above 65,535.
#[test]
fn overflow_at_the_real_limit_assembles_after_placement() {
    let big: Vec<Class> = (0..661)
        .map(|i| {
            let calls = if i >= 651 {
                refs(&format!("Lzz/Ext;->f{i}_"), 10)
            } else {
                Vec::new()
            };
            app_class(&format!("Lapp/C{i:03};"), 99, &calls)
        })
        .collect();
    let small: Vec<Class> = (0..5)
        .map(|i| app_class(&format!("Lapp2/D{i};"), 3, &[]))
        .collect();
    let extra = runtime(200);
    let before = dexfit::count(&big);
    assert_eq!(before.methods, 661 * 99 + 2 + 100);
    assert_eq!(before.excess(&Limits::DEX), Some(Kind::Method));

    let app = [input("classes.dex", &big), input("classes2.dex", &small)];
    let p = dexfit::place(&app, &extra).unwrap();
    assert_consistent(&p, &app, &extra, &Limits::DEX);
    for s in p.summaries() {
        println!("{s}");
    }
    let names: Vec<&str> = p.dexes.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(names, ["classes.dex", "classes2.dex", "classes3.dex"]);
    assert_eq!(p.dexes[0].classes.len(), 660);
    assert_eq!(p.dexes[0].counts.methods, 660 * 99 + 2 + 90);
    assert_eq!(
        p.summaries()[0].to_string(),
        "classes.dex: 65,432 methods, 0 fields, 666 types, 3 protos (660 classes)"
    );
    assert_eq!(p.dexes[2].origins, vec![Origin::App { dex: 0, index: 660 }]);
    assert_eq!(p.extras_dex(), Some(1));

    if !smali_available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    for d in &p.dexes {
        let header = assemble(&d.classes, tmp.path(), &d.name)
            .unwrap_or_else(|e| panic!("{}: smali a failed: {e}", d.name));
        assert_eq!(header, d.counts, "{}: header vs placement", d.name);
        assert_eq!(header.excess(&Limits::DEX), None, "{}", d.name);
    }
    let unplaced: Vec<&Class> = big.iter().collect();
    let e = assemble(&unplaced, tmp.path(), "unplaced.dex")
        .expect_err("smali a accepted a dex with more than 65,536 method ids");
    assert!(e.contains("out of range") || e.contains("Exception"), "{e}");
}

/// With room in the app's dex, the runtime joins it and no dex is added.
#[test]
fn a_dex_with_room_takes_the_runtime() {
    let app_classes: Vec<Class> = (0..50)
        .map(|i| app_class(&format!("Lapp/C{i:02};"), 20, &[]))
        .collect();
    let extra = runtime(200);
    let app = [input("classes.dex", &app_classes)];
    let p = dexfit::place(&app, &extra).unwrap();
    assert_consistent(&p, &app, &extra, &Limits::DEX);
    assert_eq!(p.dexes.len(), 1);
    assert_eq!(p.extras_dex(), Some(0));
    // 1000 app methods, enter/exit/h*, ThreadState.<init>, Object.<init>.
    assert_eq!(p.dexes[0].counts.methods, 1000 + 202 + 2);
    if !smali_available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let header = assemble(&p.dexes[0].classes, tmp.path(), "classes.dex").unwrap();
    assert_eq!(header, p.dexes[0].counts);
}
