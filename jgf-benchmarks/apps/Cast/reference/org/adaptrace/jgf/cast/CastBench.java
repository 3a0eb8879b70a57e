package org.adaptrace.jgf.cast;

/**
 * Cast micro-kernels: conversions among int, long, float and double and the narrowing
 * conversions int to byte, char and short, over pseudo-random values and over edge values
 * (signed zeros, NaN, infinities, values beyond the int and long ranges, subnormals). The
 * results the language defines for the edges (NaN to 0, saturation) are checked; a wrong one
 * turns the checksum into INVALID-<reason>.
 */
public final class CastBench {
    /** Loop trip count of every kernel: small, benchmark, steady. */
    private static final int[] ITERATIONS = {20000, 400000, 160000000};

    /** Values at and around the limits of every conversion. */
    private static final double[] EDGES = {
        0.0, -0.0, 1.0, -1.5, 2.5, 127.5, 128.0, -129.0, 32767.9, 65535.5, 65536.0,
        2147483647.0, 2147483648.0, -2147483649.0, 1.0e10, -1.0e18, 9.3e18, -9.3e18,
        3.4e38, 3.5e38, 1.0e300, 1.4e-45, 1.0e-320, Double.MAX_VALUE, Double.MIN_VALUE,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN
    };

    /** First wrong conversion of the current run, or null. */
    private static String failure;

    private CastBench() {}

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : null;
        System.out.println(report(size));
    }

    public static String report(String size) {
        String name = size == null ? "small" : size;
        int index;
        if (name.equals("small")) {
            index = 0;
        } else if (name.equals("benchmark")) {
            index = 1;
        } else if (name.equals("steady")) {
            index = 2;
        } else {
            throw new IllegalArgumentException(
                    "unknown size '" + name + "': use small, benchmark or steady");
        }
        failure = null;
        long checksum = run(ITERATIONS[index]);
        if (failure != null) {
            return "JGF Cast size=" + name + " checksum=INVALID-" + failure;
        }
        return "JGF Cast size=" + name + " checksum=" + checksum;
    }

    private static long run(int n) {
        long sum = intCasts(n);
        sum = sum * 31 + longCasts(n);
        sum = sum * 31 + doubleCasts(n);
        return sum;
    }

    private static void fail(String reason) {
        if (failure == null) {
            failure = reason;
        }
    }

    static long intCasts(int n) {
        int x = 0x2545f491;
        long sum = 0L;
        for (int i = 0; i < n; i++) {
            x = x * 1103515245 + 12345;
            byte b = (byte) x;
            char c = (char) x;
            short s = (short) x;
            long l = x;
            float f = x;
            double d = x;
            // Every int is exact as a double.
            if ((int) d != x || (long) d != l) {
                fail("int-double");
            }
            if ((b & 0xff) != (x & 0xff) || c != (x & 0xffff) || (short) c != s) {
                fail("int-narrow");
            }
            int fi = (int) f;
            sum += b;
            sum = sum * 7 + c;
            sum = sum * 7 + s;
            sum ^= (long) fi << (i & 31);
            sum += (long) f - l;
        }
        return sum;
    }

    static long longCasts(int n) {
        long x = 0x9e3779b97f4a7c15L;
        long sum = 0L;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            long v = x >> (i & 63);
            int iv = (int) v;
            float f = v;
            double d = v;
            long fl = (long) f;
            long dl = (long) d;
            // A double holds every long of at most 53 bits exactly.
            if (v >= -9007199254740992L && v <= 9007199254740992L && dl != v) {
                fail("long-double");
            }
            if ((long) iv != (v << 32 >> 32)) {
                fail("long-int");
            }
            sum = sum * 31 + iv;
            sum = sum * 31 + (fl - dl);
            sum = sum * 31 + Float.floatToIntBits(f);
        }
        return sum;
    }

    static long doubleCasts(int n) {
        long sum = 0L;
        int nans = 0;
        int len = EDGES.length;
        for (int i = 0; i < n; i++) {
            double v = EDGES[i % len];
            int round = i / len;
            if ((round & 1) != 0) {
                v = -v;
            }
            v = v * (1.0 + (round & 3) * 0.25);
            int iv = (int) v;
            long lv = (long) v;
            float fv = (float) v;
            int fi = (int) fv;
            long fl = (long) fv;
            double back = fv;
            if (v != v) {
                nans++;
                if (iv != 0 || lv != 0L || fi != 0) {
                    fail("nan");
                }
            } else if (v >= 2147483647.0) {
                if (iv != Integer.MAX_VALUE) {
                    fail("int-high");
                }
            } else if (v <= -2147483648.0) {
                if (iv != Integer.MIN_VALUE) {
                    fail("int-low");
                }
            }
            if ((float) back != fv && fv == fv) {
                fail("float-double");
            }
            byte b = (byte) iv;
            char c = (char) lv;
            short s = (short) fi;
            sum = sum * 31 + iv;
            sum = sum * 31 + lv;
            sum = sum * 31 + fi + fl + b + c + s;
            sum = sum * 31 + Double.doubleToLongBits(back);
        }
        return sum * 31 + nans;
    }
}
