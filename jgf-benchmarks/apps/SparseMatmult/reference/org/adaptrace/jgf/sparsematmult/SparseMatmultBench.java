package org.adaptrace.jgf.sparsematmult;

import java.util.Random;

/** Repeated product of a random sparse matrix in coordinate form with a vector, accumulated into y. */
public final class SparseMatmultBench {
    /** Matrix order per size (small, benchmark, steady). */
    private static final int[] ORDER = {2000, 20000, 100000};
    /** Stored (row, col, value) entries per size. */
    private static final int[] ENTRIES = {10000, 100000, 1000000};
    /** Products y += A x per size. */
    private static final int[] PRODUCTS = {25, 40, 1300};
    /** Largest accepted relative gap between the sum of y and its column-wise recomputation. */
    private static final double TOLERANCE = 1e-9;

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
        String checksum = run(ORDER[index], ENTRIES[index], PRODUCTS[index]);
        return "JGF SparseMatmult size=" + size + " checksum=" + checksum;
    }

    /** Runs the products; returns an index-weighted sum of y, or INVALID-<reason>. */
    private static String run(int n, int nz, int products) {
        Random rnd = new Random(77031L);
        CooMatrix a = new CooMatrix(n, nz, rnd);
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = rnd.nextDouble();
        }
        double[] y = new double[n];
        for (int p = 0; p < products; p++) {
            a.multiplyAdd(x, y);
        }
        double total = 0.0;
        double checksum = 0.0;
        for (int i = 0; i < n; i++) {
            total += y[i];
            // The weight makes an entry added to the wrong row visible.
            checksum += y[i] * ((i & 7) + 1);
        }
        // The plain sum of y, regrouped by column, must match; written so that NaN fails.
        double expected = a.productSum(x) * products;
        if (!(Math.abs(total - expected) <= TOLERANCE * Math.abs(expected))) {
            return "INVALID-column-sum-mismatch";
        }
        return String.valueOf(checksum);
    }
}
