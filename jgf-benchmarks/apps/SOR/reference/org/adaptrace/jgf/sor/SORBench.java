package org.adaptrace.jgf.sor;

/** Successive over-relaxation sweeps over a random grid with a fixed boundary. */
public final class SORBench {
    /** Grid side per size (small, benchmark, steady). */
    private static final int[] SIDE = {100, 300, 1000};
    /** Sweeps over the grid per size. */
    private static final int[] SWEEPS = {25, 40, 790};
    private static final double OMEGA = 1.25;

    /** State of the linear congruential generator that fills the grid. */
    private static long state;

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
        String checksum = run(SIDE[index], SWEEPS[index]);
        return "JGF SOR size=" + size + " checksum=" + checksum;
    }

    /** Uniform double in [0, 1) from the top 53 bits of a 64-bit LCG step. */
    private static double nextDouble() {
        state = state * 6364136223846793005L + 1442695040888963407L;
        return (state >>> 11) * 0x1.0p-53;
    }

    /** Relaxes an n x n random grid; returns the sum of the grid, or INVALID-<reason>. */
    private static String run(int n, int sweeps) {
        state = 271828183L;
        double[][] g = new double[n][n];
        for (int i = 0; i < n; i++) {
            double[] row = g[i];
            for (int j = 0; j < n; j++) {
                row[j] = nextDouble();
            }
        }
        double before = residual(g);
        for (int s = 0; s < sweeps; s++) {
            sweep(g, OMEGA);
        }
        double after = residual(g);
        // Over-relaxation with 0 < omega < 2 converges, so the residual must shrink; NaN fails too.
        if (!(after < before)) {
            return "INVALID-residual-not-reduced";
        }
        double sum = 0.0;
        for (int i = 0; i < n; i++) {
            double[] row = g[i];
            for (int j = 0; j < n; j++) {
                sum += row[j];
            }
        }
        return String.valueOf(sum);
    }

    /** One in-place Gauss-Seidel sweep over the interior, over-relaxed by omega. */
    private static void sweep(double[][] g, double omega) {
        int n = g.length;
        double quarter = omega * 0.25;
        double keep = 1.0 - omega;
        for (int i = 1; i < n - 1; i++) {
            double[] up = g[i - 1];
            double[] row = g[i];
            double[] down = g[i + 1];
            for (int j = 1; j < n - 1; j++) {
                row[j] = quarter * (up[j] + down[j] + row[j - 1] + row[j + 1]) + keep * row[j];
            }
        }
    }

    /** Sum of squares of the discrete Laplacian over the interior. */
    private static double residual(double[][] g) {
        int n = g.length;
        double sum = 0.0;
        for (int i = 1; i < n - 1; i++) {
            double[] up = g[i - 1];
            double[] row = g[i];
            double[] down = g[i + 1];
            for (int j = 1; j < n - 1; j++) {
                double r = up[j] + down[j] + row[j - 1] + row[j + 1] - 4.0 * row[j];
                sum += r * r;
            }
        }
        return sum;
    }
}
