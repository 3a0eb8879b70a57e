package org.adaptrace.jgf.montecarlo;

/** A price series, one value per step. */
final class Path {
    private final double[] prices;

    Path(double[] prices) {
        this.prices = prices;
    }

    /** Geometric random walk from start with the given expected rate and volatility per step. */
    static Path walk(Rng rng, double start, int steps, double rate, double volatility) {
        double[] prices = new double[steps + 1];
        prices[0] = start;
        double logDrift = rate - 0.5 * volatility * volatility;
        for (int t = 0; t < steps; t++) {
            prices[t + 1] = prices[t] * StrictMath.exp(logDrift + volatility * rng.nextGaussian());
        }
        return new Path(prices);
    }

    double finalPrice() {
        return prices[prices.length - 1];
    }

    ReturnStats stats() {
        return ReturnStats.of(prices);
    }
}
