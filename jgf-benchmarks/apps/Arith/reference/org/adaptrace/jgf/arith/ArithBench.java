package org.adaptrace.jgf.arith;

/**
 * Arithmetic micro-kernels: chained int, long, float and double operations in loops, with
 * branches picking the next operation. Identities that must hold after every step (quotient and
 * remainder rebuild the dividend, xor twice is the identity, no NaN appears) are checked; a
 * broken one turns the checksum into INVALID-<reason>.
 */
public final class ArithBench {
    /** Loop trip count of every kernel: small, benchmark, steady. */
    private static final int[] ITERATIONS = {20000, 400000, 64000000};

    /** First broken identity of the current run, or null. */
    private static String failure;

    private ArithBench() {}

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
            return "JGF Arith size=" + name + " checksum=INVALID-" + failure;
        }
        return "JGF Arith size=" + name + " checksum=" + checksum;
    }

    private static long run(int n) {
        long sum = intKernel(n);
        sum = sum * 31 + longKernel(n);
        sum = sum * 31 + Float.floatToIntBits(floatKernel(n));
        sum = sum * 31 + Double.doubleToLongBits(doubleKernel(n));
        return sum;
    }

    private static void fail(String reason) {
        if (failure == null) {
            failure = reason;
        }
    }

    static int intKernel(int n) {
        int x = 1;
        int y = 7;
        int acc = 0;
        for (int i = 0; i < n; i++) {
            x = x + y;
            y = y - (x >> 3);
            x = x * 5 + i;
            y = y ^ (x << 2);
            int d = (y & 1023) + 1;
            int q = x / d;
            int r = x % d;
            if (q * d + r != x) {
                fail("int-divrem");
            }
            switch (i & 3) {
                case 0:
                    acc += q;
                    break;
                case 1:
                    acc -= r * 3;
                    break;
                case 2:
                    acc ^= x >>> 7;
                    break;
                default:
                    acc += ((y & 255) << 8) | (~y & 15);
                    break;
            }
            if (((acc ^ y) ^ y) != acc) {
                fail("int-xor");
            }
            x = x / 3 - (acc % 1000);
        }
        return acc ^ x ^ y;
    }

    static long longKernel(int n) {
        long x = 0x123456789L;
        long y = -98765L;
        long acc = 1L;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            y = y + (x >>> 33);
            long d = (y & 0xffffL) + 3L;
            long q = x / d;
            long r = x % d;
            if (q * d + r != x) {
                fail("long-divrem");
            }
            if (x < 0L) {
                acc = acc * 31L + (r << (i & 15));
            } else {
                acc = acc - (q >> 5) + (y | 0xf0L);
            }
            acc ^= (long) i << 40;
            y = (y ^ (y << 13)) & 0xffffffffffL;
            y -= x % 1000L;
        }
        return acc + x - y;
    }

    static float floatKernel(int n) {
        float x = 1.5f;
        float y = 2.25f;
        float acc = 0.0f;
        for (int i = 0; i < n; i++) {
            x = x * 1.75f + y;
            x = x % 97.0f;
            y = y - x / 8.0f;
            y = y % 13.0f;
            switch (i % 3) {
                case 0:
                    acc += x;
                    break;
                case 1:
                    acc -= y * 0.5f;
                    break;
                default:
                    acc = acc / 1.0625f + x * y;
                    break;
            }
            if (acc != acc) {
                fail("float-nan");
            }
        }
        return acc + x - y;
    }

    static double doubleKernel(int n) {
        double x = 0.1;
        double y = 3.7;
        double acc = 0.0;
        for (int i = 0; i < n; i++) {
            x = x * 2.5 - y / 3.0;
            x = x % 1000.0;
            y = -y + x * 0.001;
            y = y % 17.0 + 0.5;
            if (x > y) {
                acc = acc + (x - y) / (i + 1);
            } else if (x < -y) {
                acc = acc * 0.999 - y;
            } else {
                acc -= x * y / 64.0;
            }
            if (acc != acc) {
                fail("double-nan");
            }
        }
        return acc * 1.5 + x / y;
    }
}
