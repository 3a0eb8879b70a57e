package org.adaptrace.jgf.montecarlo;

/** Simulates one price path from its own seed and summarises it. */
final class PathTask extends Task {
    private final long seed;
    private final double start;
    private final int steps;
    private final double rate;
    private final double volatility;

    PathTask(int id, long seed, double start, int steps, double rate, double volatility) {
        super(id);
        this.seed = seed;
        this.start = start;
        this.steps = steps;
        this.rate = rate;
        this.volatility = volatility;
    }

    @Override
    PathResult run() {
        Path path = Path.walk(new Rng(seed), start, steps, rate, volatility);
        ReturnStats stats = path.stats();
        return new PathResult(id, stats.expectedRate(), stats.volatility, path.finalPrice());
    }
}
