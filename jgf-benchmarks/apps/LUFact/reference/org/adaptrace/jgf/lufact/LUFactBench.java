package org.adaptrace.jgf.lufact;

/**
 * LU factorisation with partial pivoting of a random dense matrix, then a solve of Ax = b.
 * Matrices are column-major: a[j] is column j, so the BLAS-style helpers walk one column.
 */
public final class LUFactBench {
    /** Matrix order, per size index (small, benchmark, steady). */
    private static final int[] SIZES = {100, 250, 2400};

    private static final long SEED = 1325L;

    /** Machine epsilon of double: the unit of the normalised residual. */
    private static final double EPS = 2.220446049250313E-16;

    /** LINPACK calls a normalised residual of a few tens fine; more means a wrong solve. */
    private static final double RESID_LIMIT = 100.0;

    /** State of the linear congruential generator behind nextRandom. */
    static long seed;

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
            throw new IllegalArgumentException(
                    "unknown size '" + size + "': use small, benchmark or steady");
        }
        int n = SIZES[index];
        double[][] a = new double[n][n];
        double[] b = new double[n];
        int[] ipvt = new int[n];
        seed = SEED;
        matgen(a, b, n);
        String checksum;
        if (dgefa(a, n, ipvt) >= 0) {
            checksum = "INVALID-singular";
        } else {
            dgesl(a, n, ipvt, b);
            if (!(residual(a, b, n) < RESID_LIMIT)) {
                checksum = "INVALID-residual";
            } else {
                double sum = 0.0;
                for (int i = 0; i < n; i++) {
                    sum += b[i];
                }
                checksum = String.valueOf(sum);
            }
        }
        return "JGF LUFact size=" + size + " checksum=" + checksum;
    }

    /** Uniform in [-0.5, 0.5): the top 53 bits of a 64-bit LCG step. */
    static double nextRandom() {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return (seed >>> 11) * 1.1102230246251565E-16 - 0.5;
    }

    /** Fills a with random entries and b with its row sums (so x is all ones); returns max |a|. */
    static double matgen(double[][] a, double[] b, int n) {
        double norma = 0.0;
        for (int j = 0; j < n; j++) {
            double[] col = a[j];
            for (int i = 0; i < n; i++) {
                double v = nextRandom();
                col[i] = v;
                if (Math.abs(v) > norma) {
                    norma = Math.abs(v);
                }
            }
        }
        for (int j = 0; j < n; j++) {
            daxpy(n, 1.0, a[j], 0, b, 0);
        }
        return norma;
    }

    /** Index, relative to offset, of the entry of largest magnitude among count >= 1 entries. */
    static int idamax(int count, double[] x, int offset) {
        int best = 0;
        double max = Math.abs(x[offset]);
        for (int i = 1; i < count; i++) {
            double v = Math.abs(x[offset + i]);
            if (v > max) {
                best = i;
                max = v;
            }
        }
        return best;
    }

    static void dscal(int count, double alpha, double[] x, int offset) {
        for (int i = 0; i < count; i++) {
            x[offset + i] *= alpha;
        }
    }

    /** y[yOff + i] += alpha * x[xOff + i] for i < count. */
    static void daxpy(int count, double alpha, double[] x, int xOff, double[] y, int yOff) {
        for (int i = 0; i < count; i++) {
            y[yOff + i] += alpha * x[xOff + i];
        }
    }

    /**
     * Factors a in place into L (multipliers below the diagonal, negated) and U, recording the
     * pivot row of each step in ipvt. Returns the first step with a zero pivot, or -1.
     */
    static int dgefa(double[][] a, int n, int[] ipvt) {
        int info = -1;
        for (int k = 0; k < n - 1; k++) {
            double[] colK = a[k];
            int l = idamax(n - k, colK, k) + k;
            ipvt[k] = l;
            if (colK[l] == 0.0) {
                info = k;
                continue;
            }
            if (l != k) {
                double t = colK[l];
                colK[l] = colK[k];
                colK[k] = t;
            }
            dscal(n - (k + 1), -1.0 / colK[k], colK, k + 1);
            for (int j = k + 1; j < n; j++) {
                double[] colJ = a[j];
                double s = colJ[l];
                if (l != k) {
                    colJ[l] = colJ[k];
                    colJ[k] = s;
                }
                daxpy(n - (k + 1), s, colK, k + 1, colJ, k + 1);
            }
        }
        ipvt[n - 1] = n - 1;
        if (a[n - 1][n - 1] == 0.0) {
            info = n - 1;
        }
        return info;
    }

    /** Solves a x = b with the factors of dgefa; x replaces b. */
    static void dgesl(double[][] a, int n, int[] ipvt, double[] b) {
        for (int k = 0; k < n - 1; k++) {
            int l = ipvt[k];
            double t = b[l];
            if (l != k) {
                b[l] = b[k];
                b[k] = t;
            }
            daxpy(n - (k + 1), t, a[k], k + 1, b, k + 1);
        }
        for (int k = n - 1; k >= 0; k--) {
            b[k] /= a[k][k];
            daxpy(k, -b[k], a[k], 0, b, 0);
        }
    }

    /**
     * Regenerates the original system into a and a fresh right-hand side and returns
     * max|A x - b| / (n * max|A| * max|x| * eps).
     */
    static double residual(double[][] a, double[] x, int n) {
        double[] r = new double[n];
        seed = SEED;
        double norma = matgen(a, r, n);
        for (int i = 0; i < n; i++) {
            r[i] = -r[i];
        }
        for (int j = 0; j < n; j++) {
            daxpy(n, x[j], a[j], 0, r, 0);
        }
        double resid = 0.0;
        double normx = 0.0;
        for (int i = 0; i < n; i++) {
            resid = Math.max(resid, Math.abs(r[i]));
            normx = Math.max(normx, Math.abs(x[i]));
        }
        return resid / (n * norma * normx * EPS);
    }
}
