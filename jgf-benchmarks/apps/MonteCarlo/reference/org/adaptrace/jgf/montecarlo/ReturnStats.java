package org.adaptrace.jgf.montecarlo;

/** Mean and sample standard deviation of the log returns of a price series, per step. */
final class ReturnStats {
    final double drift;
    final double volatility;

    ReturnStats(double drift, double volatility) {
        this.drift = drift;
        this.volatility = volatility;
    }

    static ReturnStats of(double[] prices) {
        int n = prices.length - 1;
        double[] logReturns = new double[n];
        double sum = 0.0;
        for (int i = 0; i < n; i++) {
            logReturns[i] = StrictMath.log(prices[i + 1] / prices[i]);
            sum += logReturns[i];
        }
        double mean = sum / n;
        double squares = 0.0;
        for (int i = 0; i < n; i++) {
            double d = logReturns[i] - mean;
            squares += d * d;
        }
        return new ReturnStats(mean, Math.sqrt(squares / (n - 1)));
    }

    /** Expected simple return rate per step: the log drift plus half the variance. */
    double expectedRate() {
        return drift + 0.5 * volatility * volatility;
    }
}
