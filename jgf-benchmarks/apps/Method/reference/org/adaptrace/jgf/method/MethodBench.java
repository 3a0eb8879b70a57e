package org.adaptrace.jgf.method;

/**
 * Method calls of every kind in one loop: static, instance, final, private, synchronized
 * (a synchronized method and a synchronized block), virtual through a class hierarchy (the call
 * sites see several receiver classes), interface (several implementations), super, calls with
 * many arguments (wide ones, so range invokes) and recursion (static and instance). The checksum
 * folds every result; the recursive results and the synchronized counters are checked against
 * plain computations, a mismatch gives INVALID-<reason>.
 */
public final class MethodBench {
    /** Loop trip count: small, benchmark, steady. */
    private static final int[] ITERATIONS = {12000, 180000, 64000000};

    private int state;
    private long total;
    private long mask;
    private int syncCalls;

    MethodBench(int seed) {
        state = seed;
    }

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
        MethodBench bench = new MethodBench(12345);
        return "JGF Method size=" + name + " checksum=" + bench.run(ITERATIONS[index]);
    }

    String run(int n) {
        Shape[] shapes = {new Shape(3), new Square(5), new Cube(7)};
        Op[] ops = {new AddOp(11L), new XorOp(0x5bd1e995), new MulOp(31), shapes[2]};
        long cs = 0L;
        long expectSync = 0L;
        for (int i = 0; i < n; i++) {
            cs += staticStep(i);
            cs += instanceStep(i);
            cs += finalStep(i);
            cs += privateStep(i);
            Shape s = shapes[i % 3];
            cs += s.area(i & 1023);
            cs += s.describe(i & 255);
            cs += Shape.sides(i % 3);
            Op op = ops[i & 3];
            cs = op.apply(cs, i);
            long v = i & 15;
            syncAdd(v);
            expectSync += v;
            syncXor(cs);
            cs += many(i, cs, i * 0.5, (float) i, (short) i, (byte) i, (char) ('a' + (i & 15)),
                    (i & 1) == 0, expectSync);
            cs ^= wideInstance(cs, i * 3L, expectSync, i);
            if ((i & 127) == 0) {
                int m = 8 + ((i >> 7) & 7);
                int f = fib(m);
                if (f != fibLoop(m)) {
                    return "INVALID-fib";
                }
                cs += f;
                int k = (i >> 7) & 63;
                long sum = sumTo(k);
                if (sum != k * (k + 1) / 2) {
                    return "INVALID-sum";
                }
                cs += sum;
            }
        }
        if (total != expectSync) {
            return "INVALID-sync";
        }
        if (syncCalls != 2 * n) {
            return "INVALID-sync-calls";
        }
        return Long.toString(cs ^ mask);
    }

    static int staticStep(int x) {
        return (x * 31 + 7) ^ (x >>> 3);
    }

    int instanceStep(int x) {
        state = state * 1103515245 + 12345 + x;
        return state >>> 16;
    }

    final int finalStep(int x) {
        return instanceStep(x) & 0xFF;
    }

    private int privateStep(int x) {
        return (x ^ state) & 0xFFFF;
    }

    synchronized void syncAdd(long v) {
        total += v;
        syncCalls++;
    }

    void syncXor(long v) {
        synchronized (this) {
            mask ^= v;
            syncCalls++;
        }
    }

    static long many(int a, long b, double c, float d, short e, byte f, char g, boolean h,
            long k) {
        long r = a + b;
        r += (long) (c * 3.0);
        r ^= (long) d;
        r += e * 7 + f * 5 + g;
        return h ? r + k : r - k;
    }

    long wideInstance(long a, long b, long c, int d) {
        return ((a ^ b) + c * d) >>> (d & 15);
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static int fibLoop(int n) {
        int a = 0;
        int b = 1;
        for (int i = 0; i < n; i++) {
            int t = a + b;
            a = b;
            b = t;
        }
        return a;
    }

    long sumTo(int n) {
        return n == 0 ? 0L : n + sumTo(n - 1);
    }
}
