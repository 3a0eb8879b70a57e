//! The runtime's smali encoders (`RangeEncoder`, `ArithEncoder`, as `runtime_sources` ships
//! them) on the host JVM write exactly the bytes of the Rust reference encoders, piece by piece
//! when the bytes are taken out while coding and stream by stream when the encoders restart,
//! and the Rust decoders read them back.
//!
//! The two classes are assembled with `smali a --api 21` and converted with enjarify; the
//! driver tests/jvm/CoderDriver.java is compiled against them with javac and run with java on
//! every case at once. Needs smali, enjarify (Debian's, run with /usr/bin/python3), javac and
//! java on PATH.

mod support;

use std::path::PathBuf;
use std::sync::OnceLock;

use adaptrace_test_support::{tier, Tier};
use android_runtime::coder::{adaptracer, range, Coder, Contexts, SymbolDecoder};
use android_runtime::Scheme;

/// The bytes of the known-answer case (as in the unit tests).
const KNOWN_RANGE: [u8; 17] = [
    0x02, 0x13, 0x5d, 0xe3, 0xa3, 0xf2, 0x58, 0xa9, 0x4f, 0x00, 0x13, 0x27, 0xfe, 0xf1, 0xa9, 0x2c,
    0x85,
];
const KNOWN_ADAPTRACER: [u8; 16] = [
    0x02, 0x13, 0x0a, 0x37, 0xfd, 0xde, 0xfe, 0x4a, 0x04, 0x2f, 0xba, 0x8e, 0x98, 0xc0, 0xa2, 0x9d,
];

const CLASSES: [&str; 2] = ["Ladaptrace/rt/RangeEncoder;", "Ladaptrace/rt/ArithEncoder;"];

/// The encoders' jar plus the compiled driver, built once per content (cached under the
/// target dir); returns the class path.
fn class_path() -> &'static str {
    static PATH: OnceLock<String> = OnceLock::new();
    PATH.get_or_init(build)
}

fn build() -> String {
    // The encoders are `paths` runtime classes without markers: shipped as they are.
    let files: Vec<(String, String)> = Scheme::Paths
        .spec()
        .runtime
        .iter()
        .filter(|c| CLASSES.contains(&format!("Ladaptrace/rt/{};", c.name).as_str()))
        .map(|c| {
            (
                format!("adaptrace/rt/{}.smali", c.name),
                c.smali.to_string(),
            )
        })
        .collect();
    assert_eq!(
        files.len(),
        CLASSES.len(),
        "the `paths` runtime lacks an encoder"
    );
    support::driver_class_path("coder-driver", files, "CoderDriver")
}

/// splitmix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u32) -> u32 {
        (self.next() % u64::from(n)) as u32
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// One run of an encoder.
struct Case {
    name: String,
    coder: Coder,
    inc: u32,
    bound: u32,
    sizes: Vec<u32>,
    seeds: Vec<(usize, Vec<u32>)>,
    take_every: usize,
    restart_every: usize,
    symbols: Vec<(usize, u32)>,
}

/// Bytes an encoder gave out: taken from a stream that goes on, or the end of a stream.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Piece {
    Taken(Vec<u8>),
    End(Vec<u8>),
}

impl Case {
    fn new(name: &str, coder: Coder, sizes: Vec<u32>, symbols: Vec<(usize, u32)>) -> Case {
        Case {
            name: format!("{}-{name}", coder.name()),
            coder,
            inc: adaptracer::DEFAULT_INC,
            bound: adaptracer::DEFAULT_BOUND,
            sizes,
            seeds: Vec::new(),
            take_every: 0,
            restart_every: 0,
            symbols,
        }
    }

    fn contexts(&self) -> Contexts {
        let mut contexts = Contexts::new(&self.sizes).unwrap();
        for (c, f) in &self.seeds {
            contexts.seed(*c, f).unwrap();
        }
        contexts
    }

    fn input(&self) -> Vec<u8> {
        let mut b = Vec::new();
        let mut int = |v: u32| b.extend_from_slice(&v.to_be_bytes());
        int(u32::from(self.coder == Coder::AdapTracer));
        int(self.inc);
        int(self.bound);
        int(self.sizes.len() as u32);
        self.sizes.iter().for_each(|&n| int(n));
        int(self.seeds.len() as u32);
        for (i, (c, f)) in self.seeds.iter().enumerate() {
            int(*c as u32);
            int(i as u32 % 3);
            f.iter().for_each(|&x| int(x));
        }
        int(self.take_every as u32);
        int(self.restart_every as u32);
        int(self.symbols.len() as u32);
        for &(c, s) in &self.symbols {
            int(c as u32);
            int(s);
        }
        b
    }

    /// The pieces the Rust encoder gives out at the same points as the driver.
    fn rust_pieces(&self) -> Vec<Piece> {
        let contexts = self.contexts();
        let mut pieces = Vec::new();
        macro_rules! run {
            ($e:expr) => {{
                let mut e = $e;
                for (i, &(c, s)) in self.symbols.iter().enumerate() {
                    e.encode(c, s).unwrap();
                    if self.take_every > 0 && (i + 1) % self.take_every == 0 {
                        pieces.push(Piece::Taken(e.take_bytes()));
                    }
                    if self.restart_every > 0 && (i + 1) % self.restart_every == 0 {
                        pieces.push(Piece::End(e.restart()));
                    }
                }
                pieces.push(Piece::End(e.finish()));
            }};
        }
        match self.coder {
            Coder::Range => run!(range::Encoder::new(&contexts)),
            Coder::AdapTracer => {
                run!(adaptracer::Encoder::with_params(&contexts, self.inc, self.bound).unwrap())
            }
        }
        pieces
    }

    fn decoder(&self, contexts: &Contexts, bytes: &[u8]) -> Box<dyn SymbolDecoder> {
        match self.coder {
            Coder::Range => Box::new(range::Decoder::new(contexts, bytes.to_vec()).unwrap()),
            Coder::AdapTracer => Box::new(
                adaptracer::Decoder::with_params(contexts, bytes.to_vec(), self.inc, self.bound)
                    .unwrap(),
            ),
        }
    }
}

/// Per context a distribution: symbol weights `skew^k` in a shuffled order (1.0: uniform).
fn behaviour(rng: &mut Rng, sizes: &[u32], skew: f64) -> Vec<Vec<f64>> {
    sizes
        .iter()
        .map(|&n| {
            let mut w: Vec<f64> = (0..n).map(|k| skew.powi(k as i32)).collect();
            for i in (1..w.len()).rev() {
                w.swap(i, rng.below(i as u32 + 1) as usize);
            }
            let total: f64 = w.iter().sum();
            let mut acc = 0.0;
            w.iter()
                .map(|x| {
                    acc += x / total;
                    acc
                })
                .collect()
        })
        .collect()
}

/// `len` pairs drawn from `tables`, a few contexts hot.
fn sample(rng: &mut Rng, tables: &[Vec<f64>], len: usize) -> Vec<(usize, u32)> {
    (0..len)
        .map(|_| {
            let c = (rng.unit().powi(3) * tables.len() as f64) as usize;
            let u = rng.unit();
            let last = tables[c].len() - 1;
            (
                c,
                tables[c].iter().position(|&a| u < a).unwrap_or(last) as u32,
            )
        })
        .collect()
}

fn frequencies(sizes: &[u32], symbols: &[(usize, u32)]) -> Vec<(usize, Vec<u32>)> {
    let mut f: Vec<Vec<u32>> = sizes.iter().map(|&n| vec![0; n as usize]).collect();
    for &(c, s) in symbols {
        f[c][s as usize] += 1;
    }
    f.into_iter().enumerate().collect()
}

fn mixed_sizes(count: usize) -> Vec<u32> {
    (0..count).map(|i| [2, 3, 7, 256, 2, 2][i % 6]).collect()
}

fn cases() -> Vec<Case> {
    let mut rng = Rng(42);
    let mut cases = Vec::new();
    for coder in [Coder::Range, Coder::AdapTracer] {
        let sizes = mixed_sizes(300);
        let uniform = behaviour(&mut rng, &sizes, 1.0);
        cases.push(Case::new(
            "uniform",
            coder,
            sizes.clone(),
            sample(&mut rng, &uniform, 120_000),
        ));
        let skewed = behaviour(&mut rng, &sizes, 0.1);
        let symbols = sample(&mut rng, &skewed, 150_000);
        cases.push(Case::new("skewed", coder, sizes.clone(), symbols.clone()));
        let mut seeded = Case::new("seeded-chunked", coder, sizes.clone(), symbols);
        seeded.seeds = frequencies(&sizes, &sample(&mut rng, &skewed, 50_000));
        seeded.take_every = 997;
        cases.push(seeded);
        let mut restarted = Case::new(
            "skewed-restarted",
            coder,
            sizes.clone(),
            sample(&mut rng, &skewed, 100_000),
        );
        restarted.take_every = 300;
        restarted.restart_every = 4999;
        cases.push(restarted);
        let small = behaviour(&mut rng, &[2, 3], 0.2);
        let mut often = Case::new(
            "restarted-often",
            coder,
            vec![2, 3],
            sample(&mut rng, &small, 3000),
        );
        often.restart_every = 1;
        cases.push(often);
        let mut chunked = Case::new(
            "uniform-chunked",
            coder,
            sizes.clone(),
            sample(&mut rng, &uniform, 20_000),
        );
        chunked.take_every = 1;
        cases.push(chunked);

        // Long runs: probabilities and counters at their limits, carry and 0xFF chains,
        // deferred-bit chains.
        let mut runs = Vec::new();
        for r in 0..40 {
            let len = 1 + rng.below(if r % 2 == 0 { 20_000 } else { 30 }) as usize;
            let s = rng.below(2);
            runs.extend(std::iter::repeat_n((0, s), len));
            runs.push((1, rng.below(7)));
        }
        cases.push(Case::new("runs", coder, vec![2, 7], runs));

        // Frequencies past 2^31 (unsigned on the device), all-zero and uneven seeds.
        let sizes = vec![2, 3, 7, 256, 65535];
        let tables = behaviour(&mut rng, &sizes, 0.9);
        let mut big = Case::new(
            "big-seeds",
            coder,
            sizes.clone(),
            sample(&mut rng, &tables, 3000),
        );
        big.seeds = vec![
            (0, vec![u32::MAX, 0x8000_0000]),
            (1, vec![0, 0, 0]),
            (2, vec![1, 0, 3_000_000_000, 7, 0, 0, 2]),
            (3, (0..256).map(|i| i * i * 997).collect()),
            (4, (0..65535).map(|i| (i % 17) * 1000).collect()),
        ];
        big.take_every = 100;
        cases.push(big);

        cases.push(Case::new("empty", coder, vec![2], Vec::new()));
        cases.push(Case::new("one-0", coder, vec![2], vec![(0, 0)]));
        cases.push(Case::new("one-last", coder, vec![256], vec![(0, 255)]));
    }
    // The unit tests' known answers (android_runtime::coder::tests::known_answers).
    let known_sizes = [2, 3, 7, 256];
    let known: Vec<(usize, u32)> = (0..40u32)
        .map(|i| {
            let c = (i * 7 % 4) as usize;
            (c, (i * i + 3 * i) % known_sizes[c])
        })
        .collect();
    for coder in [Coder::Range, Coder::AdapTracer] {
        let mut c = Case::new("known", coder, known_sizes.to_vec(), known.clone());
        c.seeds = vec![(2, vec![1, 2, 3, 40, 5, 6, 0])];
        cases.push(c);
    }

    // Other counter parameters: frequent halving, and the largest bound.
    let sizes = mixed_sizes(12);
    let tables = behaviour(&mut rng, &sizes, 0.3);
    for (inc, bound) in [(4, 64), (1, 2), (1, 1 << 14), (8192, 1 << 14)] {
        let mut c = Case::new(
            &format!("inc{inc}-bound{bound}"),
            Coder::AdapTracer,
            sizes.clone(),
            sample(&mut rng, &tables, 30_000),
        );
        c.inc = inc;
        c.bound = bound;
        c.seeds = frequencies(&sizes, &sample(&mut rng, &tables, 500));
        cases.push(c);
    }
    cases
}

fn read_pieces(bytes: &[u8]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut at = 0;
    let int = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    while at < bytes.len() {
        let len = int(at + 4) as usize;
        let data = bytes[at + 8..at + 8 + len].to_vec();
        pieces.push(if int(at) == 0 {
            Piece::Taken(data)
        } else {
            Piece::End(data)
        });
        at += 8 + len;
    }
    pieces
}

/// The streams the pieces make: every piece up to and including each end.
fn streams(pieces: &[Piece]) -> Vec<Vec<u8>> {
    let mut streams = vec![Vec::new()];
    for p in pieces {
        match p {
            Piece::Taken(b) => streams.last_mut().unwrap().extend(b),
            Piece::End(b) => {
                streams.last_mut().unwrap().extend(b);
                streams.push(Vec::new());
            }
        }
    }
    streams.pop();
    streams
}

#[test]
fn smali_encoders_write_the_rust_bytes() {
    if !tier(Tier::Jvm) {
        return;
    }
    let cases = cases();
    let dir = tempfile::tempdir().unwrap();
    let mut args: Vec<PathBuf> = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let input = dir.path().join(format!("{i}-{}.in", case.name));
        std::fs::write(&input, case.input()).unwrap();
        args.push(input);
        args.push(dir.path().join(format!("{i}.out")));
    }
    let out = support::run_driver(class_path(), "CoderDriver", &args);
    eprint!("{}", String::from_utf8_lossy(&out));

    let mut failures = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let smali = read_pieces(&std::fs::read(&args[2 * i + 1]).unwrap());
        let rust = case.rust_pieces();
        let count = |every: usize| case.symbols.len().checked_div(every).unwrap_or(0);
        assert_eq!(
            rust.len(),
            count(case.take_every) + count(case.restart_every) + 1,
            "{}",
            case.name
        );
        let rust_streams = streams(&rust);
        if case.name.ends_with("-known") {
            let expected: &[u8] = match case.coder {
                Coder::Range => &KNOWN_RANGE,
                Coder::AdapTracer => &KNOWN_ADAPTRACER,
            };
            assert_eq!(rust_streams, [expected], "{}", case.name);
        }
        if smali != rust {
            let (s, r) = (streams(&smali).concat(), rust_streams.concat());
            let first = s.iter().zip(&r).position(|(a, b)| a != b);
            failures.push(format!(
                "{}: smali wrote {} bytes in {} pieces, Rust {} in {}; first difference at {first:?}",
                case.name,
                s.len(),
                smali.len(),
                r.len(),
                rust.len()
            ));
            continue;
        }
        if case.take_every > 0 && case.symbols.len() > 1000 {
            let taken = rust
                .iter()
                .filter(|p| matches!(p, Piece::Taken(b) if !b.is_empty()))
                .count();
            assert!(taken > 10, "{}: taking bytes gave nothing", case.name);
        }
        // Each stream holds restart_every symbols (the last one the rest).
        let per_stream = if case.restart_every == 0 {
            case.symbols.len().max(1)
        } else {
            case.restart_every
        };
        let contexts = case.contexts();
        let mut d = case.decoder(&contexts, &rust_streams[0]);
        for (k, &(c, s)) in case.symbols.iter().enumerate() {
            if k > 0 && k % per_stream == 0 {
                d.restart(rust_streams[k / per_stream].clone()).unwrap();
            }
            let got = d.decode(c).unwrap();
            assert_eq!(got, s, "{}: symbol {k} decodes wrongly", case.name);
        }
        eprintln!(
            "{}: {} symbols, {} bytes in {} streams",
            case.name,
            case.symbols.len(),
            rust_streams.iter().map(Vec::len).sum::<usize>(),
            rust_streams.len()
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
