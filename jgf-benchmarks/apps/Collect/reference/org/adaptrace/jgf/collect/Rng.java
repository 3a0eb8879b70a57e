package org.adaptrace.jgf.collect;

/** A 64-bit linear congruential generator: the same items on every run. */
final class Rng {
    private long state;

    Rng(long seed) {
        state = seed;
    }

    int next(int bound) {
        state = state * 6364136223846793005L + 1442695040888963407L;
        return (int) ((state >>> 33) % bound);
    }

    boolean chance(int percent) {
        return next(100) < percent;
    }
}
