package org.adaptrace.jgf.series;

/**
 * Fourier coefficients of f(x) = (x+1)^x on [0,2] (period 2), each integral by the trapezoid
 * rule with a fixed number of steps. StrictMath keeps the result bit-identical on every JVM.
 */
public final class SeriesBench {
    /** Number of coefficient pairs computed, per size index (small, benchmark, steady). */
    private static final int[] SIZES = {60, 1200, 14800};

    /** Trapezoid steps per integral. */
    private static final int STEPS = 1000;

    /** a_0..a_3 and b_0..b_3, computed independently to 10 digits. */
    private static final double[] REF_A = {2.8819181375, 1.1340355957, 0.3622204699, 0.1703170827};

    private static final double[] REF_B = {0.0, -1.8820902650, -1.1648064093, -0.8147093207};

    /** 1000 steps leave an error near 1e-5 on the first coefficients. */
    private static final double TOLERANCE = 1.0e-4;

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
        double[][] coeffs = new double[2][n];
        compute(coeffs, n);
        String bad = validate(coeffs);
        String checksum;
        if (bad != null) {
            checksum = "INVALID-" + bad;
        } else {
            checksum = String.valueOf(checksum(coeffs, n));
        }
        return "JGF Series size=" + size + " checksum=" + checksum;
    }

    /** The integrand: f(x) alone (select 0), times cos (1) or sin (2) of omegaN * x. */
    static double integrand(double x, double omegaN, int select) {
        double base = StrictMath.pow(x + 1.0, x);
        switch (select) {
            case 0:
                return base;
            case 1:
                return base * StrictMath.cos(omegaN * x);
            default:
                return base * StrictMath.sin(omegaN * x);
        }
    }

    static double trapezoid(double lo, double hi, int steps, double omegaN, int select) {
        double h = (hi - lo) / steps;
        double sum = 0.5 * (integrand(lo, omegaN, select) + integrand(hi, omegaN, select));
        for (int i = 1; i < steps; i++) {
            sum += integrand(lo + i * h, omegaN, select);
        }
        return sum * h;
    }

    static void compute(double[][] c, int n) {
        // The period is 2, so the base frequency is pi.
        c[0][0] = trapezoid(0.0, 2.0, STEPS, 0.0, 0) / 2.0;
        c[1][0] = 0.0;
        for (int k = 1; k < n; k++) {
            double omegaN = Math.PI * k;
            c[0][k] = trapezoid(0.0, 2.0, STEPS, omegaN, 1);
            c[1][k] = trapezoid(0.0, 2.0, STEPS, omegaN, 2);
        }
    }

    /** Null when the first coefficients match the reference values, else what is wrong. */
    static String validate(double[][] c) {
        for (int k = 0; k < REF_A.length; k++) {
            if (Math.abs(c[0][k] - REF_A[k]) > TOLERANCE) {
                return "a" + k;
            }
            if (Math.abs(c[1][k] - REF_B[k]) > TOLERANCE) {
                return "b" + k;
            }
        }
        return null;
    }

    static double checksum(double[][] c, int n) {
        double sum = 0.0;
        for (int k = 0; k < n; k++) {
            sum += c[0][k] + c[1][k];
        }
        return sum;
    }
}
