use super::*;

/// splitmix64: a small deterministic generator for test data.
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

/// Sizes 2, 3, 7 and 256 over `count` contexts.
fn sizes(count: usize) -> Vec<u32> {
    (0..count).map(|i| [2, 3, 7, 256, 2, 2][i % 6]).collect()
}

/// Per context, the cumulative distribution of its symbols: with `skew`, symbol weights
/// `skew^k` in a shuffled order, else uniform.
fn behaviour(rng: &mut Rng, sizes: &[u32], skew: Option<f64>) -> Vec<Vec<f64>> {
    sizes
        .iter()
        .map(|&n| {
            let mut w: Vec<f64> = (0..n)
                .map(|k| skew.map_or(1.0, |s| s.powi(k as i32)))
                .collect();
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

/// `len` (context, symbol) pairs drawn from `tables`; contexts are visited with a skew of their
/// own (a few are hot, as branches are).
fn sample(rng: &mut Rng, tables: &[Vec<f64>], len: usize) -> Vec<(usize, u32)> {
    (0..len)
        .map(|_| {
            let c = (rng.unit().powi(3) * tables.len() as f64) as usize;
            let u = rng.unit();
            let last = tables[c].len() - 1;
            let s = tables[c].iter().position(|&a| u < a).unwrap_or(last);
            (c, s as u32)
        })
        .collect()
}

/// `len` pairs of a fresh behaviour.
fn symbols(rng: &mut Rng, sizes: &[u32], len: usize, skew: Option<f64>) -> Vec<(usize, u32)> {
    let tables = behaviour(rng, sizes, skew);
    sample(rng, &tables, len)
}

/// Empirical zeroth-order entropy of the symbols, per context, in bytes.
fn entropy_bytes(sizes: &[u32], seq: &[(usize, u32)]) -> f64 {
    let mut counts: Vec<Vec<u64>> = sizes.iter().map(|&n| vec![0; n as usize]).collect();
    for &(c, s) in seq {
        counts[c][s as usize] += 1;
    }
    let bits: f64 = counts
        .iter()
        .map(|cs| {
            let total: u64 = cs.iter().sum();
            cs.iter()
                .filter(|&&k| k > 0)
                .map(|&k| k as f64 * (total as f64 / k as f64).log2())
                .sum::<f64>()
        })
        .sum();
    bits / 8.0
}

/// Frequencies of each context's symbols in `seq` (what a model update would write).
fn frequencies(sizes: &[u32], seq: &[(usize, u32)]) -> Vec<Vec<u32>> {
    let mut f: Vec<Vec<u32>> = sizes.iter().map(|&n| vec![0; n as usize]).collect();
    for &(c, s) in seq {
        f[c][s as usize] += 1;
    }
    f
}

fn encode(coder: Coder, contexts: &Contexts, seq: &[(usize, u32)], take_every: usize) -> Vec<u8> {
    let mut e = coder.encoder(contexts);
    let mut out = Vec::new();
    for (i, &(c, s)) in seq.iter().enumerate() {
        e.encode(c, s).unwrap();
        if take_every > 0 && (i + 1) % take_every == 0 {
            out.extend(e.take_bytes());
        }
    }
    out.extend(e.finish());
    out
}

fn decode(coder: Coder, contexts: &Contexts, bytes: &[u8], seq: &[(usize, u32)]) -> Vec<u32> {
    let mut d = coder.decoder(contexts, bytes.to_vec()).unwrap();
    seq.iter().map(|&(c, _)| d.decode(c).unwrap()).collect()
}

fn round_trip(coder: Coder, contexts: &Contexts, seq: &[(usize, u32)]) -> Vec<u8> {
    let bytes = encode(coder, contexts, seq, 0);
    let expected: Vec<u32> = seq.iter().map(|&(_, s)| s).collect();
    assert!(
        decode(coder, contexts, &bytes, seq) == expected,
        "{} does not decode what it encoded",
        coder.name()
    );
    // Taking the bytes in pieces changes nothing.
    for every in [1, 7, 1000] {
        assert!(
            encode(coder, contexts, seq, every) == bytes,
            "{}",
            coder.name()
        );
    }
    bytes
}

#[test]
fn random_and_skewed_sequences_round_trip() {
    let mut rng = Rng(1);
    for coder in [Coder::Range, Coder::AdapTracer] {
        for (count, len, skew) in [
            (1, 1, None),
            (1, 5, Some(0.1)),
            (6, 1000, None),
            (60, 20_000, None),
            (60, 20_000, Some(0.3)),
            (500, 50_000, Some(0.05)),
        ] {
            let sizes = sizes(count);
            let seq = symbols(&mut rng, &sizes, len, skew);
            round_trip(coder, &Contexts::new(&sizes).unwrap(), &seq);
        }
    }
}

#[test]
fn large_alphabets_round_trip() {
    let mut rng = Rng(2);
    let sizes = [65535, 1000, 2, 65535];
    let contexts = Contexts::new(&sizes).unwrap();
    for skew in [None, Some(0.999)] {
        let seq = symbols(&mut rng, &sizes, 1000, skew);
        for coder in [Coder::Range, Coder::AdapTracer] {
            round_trip(coder, &contexts, &seq);
        }
    }
}

#[test]
fn restarted_streams_keep_the_adaptation() {
    let mut rng = Rng(9);
    let sizes = sizes(50);
    let contexts = Contexts::new(&sizes).unwrap();
    let seq = symbols(&mut rng, &sizes, 30_000, Some(0.1));
    for coder in [Coder::Range, Coder::AdapTracer] {
        for every in [1, 3, 1000] {
            let mut e = coder.encoder(&contexts);
            let mut streams = Vec::new();
            for part in seq.chunks(every) {
                for &(c, s) in part {
                    e.encode(c, s).unwrap();
                }
                streams.push(e.restart());
            }
            let mut d = coder.decoder(&contexts, streams[0].clone()).unwrap();
            for (k, part) in seq.chunks(every).enumerate() {
                if k > 0 {
                    d.restart(streams[k].clone()).unwrap();
                }
                for &(c, s) in part {
                    assert_eq!(d.decode(c).unwrap(), s, "{} every {every}", coder.name());
                }
            }
            if every == 1000 {
                // Fresh coders per stream would relearn every context 30 times.
                let total: usize = streams.iter().map(Vec::len).sum();
                let fresh: usize = seq
                    .chunks(every)
                    .map(|part| encode(coder, &contexts, part, 0).len())
                    .sum();
                assert!(
                    total * 5 < fresh * 4,
                    "{}: {total} vs {fresh}",
                    coder.name()
                );
            }
        }
    }
}

#[test]
fn extreme_runs_round_trip() {
    // Long runs drive probabilities and counters to their limits and back; all-ones and
    // all-zeros runs give long carry chains and deferred-bit chains.
    let contexts = Contexts::new(&[2, 3]).unwrap();
    let mut seq = Vec::new();
    for (run, s) in [(100_000, 0), (100_000, 1), (5, 0), (50_000, 2), (3, 1)] {
        seq.extend(std::iter::repeat_n((usize::from(s == 2), s.min(2)), run));
    }
    // The counters' memory is long (about bound / inc uses): adaptracer pays more for the
    // switches between runs, the range coder more for the runs.
    for (coder, most) in [(Coder::Range, 300), (Coder::AdapTracer, 1000)] {
        let bytes = round_trip(coder, &contexts, &seq);
        eprintln!("{}: {} bytes", coder.name(), bytes.len());
        assert!(
            bytes.len() < most,
            "{}: {} bytes",
            coder.name(),
            bytes.len()
        );
    }
}

#[test]
fn skewed_data_costs_close_to_its_entropy_and_less_when_seeded() {
    let mut rng = Rng(3);
    let sizes = sizes(200);
    let plain = Contexts::new(&sizes).unwrap();
    for skew in [0.3, 0.05] {
        let tables = behaviour(&mut rng, &sizes, Some(skew));
        // The model learned from an earlier run with the same behaviour.
        let earlier = sample(&mut rng, &tables, 100_000);
        let seq = sample(&mut rng, &tables, 100_000);
        let seeded = Contexts::from_tables(&frequencies(&sizes, &earlier)).unwrap();
        let entropy = entropy_bytes(&sizes, &seq);
        for coder in [Coder::Range, Coder::AdapTracer] {
            let cold = round_trip(coder, &plain, &seq).len();
            let warm = round_trip(coder, &seeded, &seq).len();
            eprintln!(
                "{} skew {skew}: {} symbols, entropy {entropy:.0} B ({:.4} B/symbol), \
                 unseeded {cold} B ({:.4}), seeded {warm} B ({:.4})",
                coder.name(),
                seq.len(),
                entropy / seq.len() as f64,
                cold as f64 / seq.len() as f64,
                warm as f64 / seq.len() as f64,
            );
            assert!(warm < cold, "{}: seeded {warm} >= {cold}", coder.name());
            assert!(
                (warm as f64) < entropy * 1.2,
                "{}: seeded {warm} B, entropy {entropy:.0} B",
                coder.name()
            );
            assert!(
                (cold as f64) < entropy * 1.5,
                "{}: {cold} B, entropy {entropy:.0} B",
                coder.name()
            );
        }
    }
}

#[test]
fn uniform_symbols_cost_about_their_information() {
    let mut rng = Rng(5);
    let sizes = [2, 3, 7, 256];
    let contexts = Contexts::new(&sizes).unwrap();
    let seq: Vec<(usize, u32)> = (0..40_000)
        .map(|i| {
            let c = i % 4;
            (c, rng.below(sizes[c]))
        })
        .collect();
    let bits: f64 = seq.iter().map(|&(c, _)| f64::from(sizes[c]).log2()).sum();
    for coder in [Coder::Range, Coder::AdapTracer] {
        let len = round_trip(coder, &contexts, &seq).len() as f64;
        assert!(
            len < bits / 8.0 * 1.05,
            "{}: {len} B for {:.0} B of information",
            coder.name(),
            bits / 8.0
        );
    }
}

#[test]
fn all_zero_seeds_are_uniform() {
    let sizes = [2, 7, 256];
    let plain = Contexts::new(&sizes).unwrap();
    let zero = Contexts::from_tables(&[vec![0; 2], vec![0; 7], vec![0; 256]]).unwrap();
    let seq = symbols(&mut Rng(6), &sizes, 5000, Some(0.5));
    for coder in [Coder::Range, Coder::AdapTracer] {
        assert_eq!(
            encode(coder, &plain, &seq, 0),
            encode(coder, &zero, &seq, 0)
        );
    }
}

#[test]
fn range_seeding_follows_the_tree() {
    // n = 5: root [0,5) splits at 2; node 1 = [0,2); node 2 = [2,5) splits at 3; node 3 = [3,5).
    let mut contexts = Contexts::new(&[5, 2]).unwrap();
    contexts.seed(0, &[10, 0, 5, 1, 4_000_000_000]).unwrap();
    contexts.seed(1, &[u32::MAX, 0]).unwrap();
    let model = range::Encoder::new(&contexts);
    let probs = format!("{model:?}");
    // (11 * 4096) / (4_000_000_016 + 2) = 0 -> P_MIN; 11*4096/12 = 3754; 6*4096/4000000008 = 0;
    // 2*4096/4000000003 = 0; context 1: 2^32*4096/(2^32+1) = 4095 -> P_MAX.
    assert!(probs.contains("probs: [15, 3754, 15, 15, 4081]"), "{probs}");
}

#[test]
fn adaptracer_seeding_scales_under_the_bound() {
    let mut contexts = Contexts::new(&[3, 3]).unwrap();
    contexts.seed(0, &[0, 5, 100]).unwrap();
    contexts.seed(1, &[1, 4_000_000_000, 0]).unwrap();
    let e = adaptracer::Encoder::new(&contexts);
    let text = format!("{e:?}");
    // 1 + 3f while 1 + 3 * 100 <= 8192; then 1 + f * 8191 / 4e9.
    assert!(
        text.contains("counts: [1, 16, 301, 1, 8192, 1], totals: [318, 8194]"),
        "{text}"
    );
}

#[test]
fn adaptracer_counters_halve_at_the_bound() {
    // inc 3, bound 8: counts 1,1 -> after symbol 0: 4,1 -> 7,1 -> (4,1)+3 = 7,1.
    let contexts = Contexts::new(&[2]).unwrap();
    let mut e = adaptracer::Encoder::with_params(&contexts, 3, 8).unwrap();
    for _ in 0..3 {
        e.encode(0, 0).unwrap();
    }
    assert!(format!("{e:?}").contains("counts: [7, 1], totals: [8]"));
    e.encode(0, 1).unwrap();
    assert!(format!("{e:?}").contains("counts: [7, 4], totals: [11]"));
}

/// (context, symbol) pairs of the known-answer vectors.
fn known_sequence() -> (Contexts, Vec<(usize, u32)>) {
    let mut contexts = Contexts::new(&[2, 3, 7, 256]).unwrap();
    contexts.seed(2, &[1, 2, 3, 40, 5, 6, 0]).unwrap();
    let seq = (0..40u32)
        .map(|i| {
            let c = (i * 7 % 4) as usize;
            (c, (i * i + 3 * i) % [2, 3, 7, 256][c])
        })
        .collect();
    (contexts, seq)
}

#[test]
fn known_answers() {
    // Changing these bytes changes the trace format: the smali encoders must change with them.
    let (contexts, seq) = known_sequence();
    // tests/coders_jvm.rs checks the same bytes from the smali encoders.
    assert_eq!(
        encode(Coder::Range, &contexts, &seq, 0),
        [
            0x02, 0x13, 0x5d, 0xe3, 0xa3, 0xf2, 0x58, 0xa9, 0x4f, 0x00, 0x13, 0x27, 0xfe, 0xf1,
            0xa9, 0x2c, 0x85
        ],
        "range"
    );
    assert_eq!(
        encode(Coder::AdapTracer, &contexts, &seq, 0),
        [
            0x02, 0x13, 0x0a, 0x37, 0xfd, 0xde, 0xfe, 0x4a, 0x04, 0x2f, 0xba, 0x8e, 0x98, 0xc0,
            0xa2, 0x9d
        ],
        "adaptracer"
    );
}

#[test]
fn tiny_streams() {
    let contexts = Contexts::new(&[2]).unwrap();
    for coder in [Coder::Range, Coder::AdapTracer] {
        assert_eq!(
            encode(coder, &contexts, &[], 0),
            [0u8; 0],
            "{}",
            coder.name()
        );
        // Symbol 0 at p = 1/2 leaves the interval starting at 0: nothing to write.
        assert_eq!(encode(coder, &contexts, &[(0, 0)], 0), [0u8; 0]);
        // Symbol 1: the value 1/2 is in the upper half.
        assert_eq!(encode(coder, &contexts, &[(0, 1)], 0), [0x80]);
        round_trip(coder, &contexts, &[(0, 1), (0, 1), (0, 0)]);
    }
}

#[test]
fn garbage_and_truncated_input_never_panics() {
    let mut rng = Rng(7);
    let sizes = [2, 3, 7, 256, 1000];
    let contexts = Contexts::new(&sizes).unwrap();
    let seq = symbols(&mut rng, &sizes, 2000, Some(0.2));
    for coder in [Coder::Range, Coder::AdapTracer] {
        let good = encode(coder, &contexts, &seq, 0);
        let mut inputs: Vec<Vec<u8>> = (0..good.len()).map(|n| good[..n].to_vec()).collect();
        for len in [0, 1, 3, 4, 5, 50, 5000] {
            inputs.push((0..len).map(|_| rng.next() as u8).collect());
            inputs.push(vec![0xFF; len]);
            inputs.push(vec![0x00; len]);
        }
        for input in &inputs {
            match coder.decoder(&contexts, input.clone()) {
                Ok(mut d) => {
                    for i in 0..500 {
                        match d.decode(i % sizes.len()) {
                            Ok(s) => assert!(s < sizes[i % sizes.len()]),
                            Err(CoderError::Corrupt { .. }) => break,
                            Err(e) => panic!("{e}"),
                        }
                    }
                }
                Err(e) => assert!(matches!(e, CoderError::Corrupt { offset: 0, .. }), "{e}"),
            }
        }
        // A truncated stream still gives its beginning back: the lost bytes read as zeros.
        let cut = &good[..good.len() / 2];
        let mut d = coder.decoder(&contexts, cut.to_vec()).unwrap();
        let first: Vec<u32> = seq[..50]
            .iter()
            .map(|&(c, _)| d.decode(c).unwrap())
            .collect();
        let expected: Vec<u32> = seq[..50].iter().map(|&(_, s)| s).collect();
        assert_eq!(first, expected, "{}", coder.name());
    }
}

#[test]
fn wrong_uses_are_errors() {
    assert_eq!(
        Contexts::new(&[2, 1]),
        Err(CoderError::Alphabet {
            context: 1,
            size: 1
        })
    );
    assert!(matches!(
        Contexts::new(&[65536]),
        Err(CoderError::Alphabet { .. })
    ));
    let mut contexts = Contexts::new(&[2, 3]).unwrap();
    assert_eq!(
        contexts.seed(1, &[1, 2]),
        Err(CoderError::SeedLength {
            context: 1,
            size: 3,
            found: 2
        })
    );
    assert!(matches!(
        contexts.seed(2, &[1, 2]),
        Err(CoderError::NoContext { context: 2, .. })
    ));
    for coder in [Coder::Range, Coder::AdapTracer] {
        let mut e = coder.encoder(&contexts);
        assert_eq!(
            e.encode(1, 3),
            Err(CoderError::NoSymbol {
                context: 1,
                symbol: 3,
                size: 3
            })
        );
        assert!(matches!(
            e.encode(2, 0),
            Err(CoderError::NoContext { context: 2, .. })
        ));
        let mut d = coder.decoder(&contexts, Vec::new()).unwrap();
        assert!(matches!(
            d.decode(5),
            Err(CoderError::NoContext { context: 5, .. })
        ));
    }
    for (inc, bound) in [(0, 8), (5, 8), (3, adaptracer::MAX_BOUND * 2)] {
        assert_eq!(
            adaptracer::Encoder::with_params(&contexts, inc, bound).err(),
            Some(CoderError::Params { inc, bound })
        );
    }
    assert_eq!(Coder::from_name("adaptracer"), Some(Coder::AdapTracer));
    assert_eq!(
        Coder::from_name(Coder::default().name()),
        Some(Coder::Range)
    );
    assert_eq!(Coder::from_name("huffman"), None);
}

#[test]
#[ignore = "measures throughput; run with --release -- --ignored --nocapture"]
fn throughput() {
    let sizes = sizes(1000);
    let contexts = Contexts::new(&sizes).unwrap();
    let seq = symbols(&mut Rng(8), &sizes, 2_000_000, Some(0.2));
    for coder in [Coder::Range, Coder::AdapTracer] {
        let t = std::time::Instant::now();
        let bytes = encode(coder, &contexts, &seq, 0);
        let enc = t.elapsed();
        let t = std::time::Instant::now();
        let out = decode(coder, &contexts, &bytes, &seq);
        let dec = t.elapsed();
        assert!(out.iter().zip(&seq).all(|(a, (_, b))| a == b));
        let rate = |d: std::time::Duration| seq.len() as f64 / d.as_secs_f64() / 1e6;
        eprintln!(
            "{}: {} symbols -> {} B; encode {:.1} M symbols/s, decode {:.1} M symbols/s",
            coder.name(),
            seq.len(),
            bytes.len(),
            rate(enc),
            rate(dec)
        );
    }
}
