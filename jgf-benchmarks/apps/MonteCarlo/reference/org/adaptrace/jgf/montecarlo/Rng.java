package org.adaptrace.jgf.montecarlo;

/** Xorshift64* generator with uniform and Gaussian draws. */
final class Rng {
    private long state;
    private double spare;
    private boolean hasSpare;

    Rng(long seed) {
        // Xorshift never leaves the all-zero state, so replace a zero seed.
        state = seed == 0L ? 0x9E3779B97F4A7C15L : seed;
    }

    long nextLong() {
        long x = state;
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state = x;
        return x * 0x2545F4914F6CDD1DL;
    }

    /** Uniform in [0, 1) from the top 53 bits. */
    double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Standard normal draw by the polar Box-Muller method; each pair's second value is kept for the next call. */
    double nextGaussian() {
        if (hasSpare) {
            hasSpare = false;
            return spare;
        }
        double u;
        double v;
        double s;
        do {
            u = 2.0 * nextDouble() - 1.0;
            v = 2.0 * nextDouble() - 1.0;
            s = u * u + v * v;
        } while (s >= 1.0 || s == 0.0);
        double f = Math.sqrt(-2.0 * StrictMath.log(s) / s);
        spare = v * f;
        hasSpare = true;
        return u * f;
    }
}
