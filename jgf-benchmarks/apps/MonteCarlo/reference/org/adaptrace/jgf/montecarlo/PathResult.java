package org.adaptrace.jgf.montecarlo;

/** What one simulated path yielded. */
final class PathResult {
    final int id;
    final double expectedRate;
    final double volatility;
    final double finalPrice;

    PathResult(int id, double expectedRate, double volatility, double finalPrice) {
        this.id = id;
        this.expectedRate = expectedRate;
        this.volatility = volatility;
        this.finalPrice = finalPrice;
    }
}
