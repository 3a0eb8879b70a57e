package org.adaptrace.jgf.sparsematmult;

import java.util.Random;

/** Square sparse matrix stored as parallel (row, col, value) arrays, in random order. */
final class CooMatrix {
    private final int n;
    private final int[] row;
    private final int[] col;
    private final double[] val;

    CooMatrix(int n, int nz, Random rnd) {
        this.n = n;
        row = new int[nz];
        col = new int[nz];
        val = new double[nz];
        for (int i = 0; i < nz; i++) {
            row[i] = rnd.nextInt(n);
            col[i] = rnd.nextInt(n);
            val[i] = rnd.nextDouble();
        }
    }

    /** y += A x. */
    void multiplyAdd(double[] x, double[] y) {
        int[] r = row;
        int[] c = col;
        double[] v = val;
        int nz = v.length;
        for (int i = 0; i < nz; i++) {
            y[r[i]] += x[c[i]] * v[i];
        }
    }

    /** Sum of all entries of A x, computed column by column. */
    double productSum(double[] x) {
        double[] colSum = new double[n];
        for (int i = 0; i < val.length; i++) {
            colSum[col[i]] += val[i];
        }
        double sum = 0.0;
        for (int j = 0; j < n; j++) {
            sum += x[j] * colSum[j];
        }
        return sum;
    }
}
