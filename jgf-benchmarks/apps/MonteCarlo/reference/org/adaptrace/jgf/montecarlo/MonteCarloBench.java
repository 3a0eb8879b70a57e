package org.adaptrace.jgf.montecarlo;

import java.util.ArrayList;
import java.util.List;

/**
 * Financial Monte Carlo: estimates drift and volatility from a synthetic daily price history,
 * simulates many price paths with them, and averages the expected return over the paths.
 */
public final class MonteCarloBench {
    /** Simulated paths per size (small, benchmark, steady). */
    private static final int[] PATHS = {200, 3000, 308000};
    /** Steps (days) per simulated path, per size. */
    private static final int[] STEPS = {250, 250, 250};
    /** Length of the synthetic history the parameters are estimated from. */
    private static final int HISTORY_DAYS = 1000;

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : null;
        System.out.println(report(size));
    }

    public static String report(String size) {
        if (size == null) {
            size = "small";
        }
        int index;
        if (size.equals("small")) {
            index = 0;
        } else if (size.equals("benchmark")) {
            index = 1;
        } else if (size.equals("steady")) {
            index = 2;
        } else {
            throw new IllegalArgumentException("unknown size '" + size + "': use small, benchmark or steady");
        }
        String checksum = run(PATHS[index], STEPS[index]);
        return "JGF MonteCarlo size=" + size + " checksum=" + checksum;
    }

    /** Runs the simulation; returns a checksum over all path results, or INVALID-<reason>. */
    private static String run(int paths, int steps) {
        Rng market = new Rng(0x5DEECE66DL);
        Path history = Path.walk(market, 100.0, HISTORY_DAYS, 0.0003, 0.012);
        ReturnStats estimate = history.stats();
        double rate = estimate.expectedRate();
        double start = history.finalPrice();
        Task[] tasks = new Task[paths];
        for (int i = 0; i < paths; i++) {
            tasks[i] = new PathTask(i, market.nextLong(), start, steps, rate, estimate.volatility);
        }
        List<PathResult> results = new ArrayList<>(paths);
        for (Task task : tasks) {
            results.add(task.run());
        }
        double rateSum = 0.0;
        double volatilitySum = 0.0;
        double checksum = 0.0;
        for (PathResult r : results) {
            rateSum += r.expectedRate;
            volatilitySum += r.volatility;
            checksum += r.finalPrice * ((r.id & 3) + 1) + 1000.0 * (r.expectedRate + r.volatility);
        }
        // The simulated paths must reproduce the parameters they were drawn with: six standard
        // errors for the mean rate, 2% for the volatility (negated tests so that NaN fails).
        double meanRate = rateSum / paths;
        double tolerance = 6.0 * estimate.volatility / Math.sqrt((double) paths * steps);
        if (!(Math.abs(meanRate - rate) <= tolerance)) {
            return "INVALID-mean-rate";
        }
        double meanVolatility = volatilitySum / paths;
        if (!(Math.abs(meanVolatility / estimate.volatility - 1.0) <= 0.02)) {
            return "INVALID-volatility";
        }
        return String.valueOf(checksum);
    }
}
