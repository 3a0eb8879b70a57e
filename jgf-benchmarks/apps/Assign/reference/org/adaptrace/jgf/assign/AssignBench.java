package org.adaptrace.jgf.assign;

/**
 * Assignment micro-kernels: values of type int, long, double and Object moved between locals,
 * instance fields (of this object and of another one), static fields (of this class and of
 * another one), and 1-D and 2-D array elements. Invariants of the moves are checked; a broken
 * one turns the checksum into INVALID-<reason>.
 */
public final class AssignBench {
    /** Loop trip count of every kernel: small, benchmark, steady. */
    private static final int[] ITERATIONS = {30000, 600000, 157000000};

    /** First broken invariant of the current run, or null. */
    private static String failure;

    static int si1;
    static int si2;
    static long sl1;
    static long sl2;
    static double sd1;
    static double sd2;
    static Object so1;
    static Object so2;

    int i1;
    int i2;
    long l1;
    long l2;
    double d1;
    double d2;
    Object o1;
    Object o2;

    private AssignBench() {}

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
            return "JGF Assign size=" + name + " checksum=INVALID-" + failure;
        }
        return "JGF Assign size=" + name + " checksum=" + checksum;
    }

    private static long run(int n) {
        long sum = locals(n);
        AssignBench self = new AssignBench();
        sum = sum * 31 + self.instanceFields(new Holder(), n);
        sum = sum * 31 + staticFields(n);
        sum = sum * 31 + arrays1D(n);
        sum = sum * 31 + arrays2D(n);
        return sum;
    }

    private static void fail(String reason) {
        if (failure == null) {
            failure = reason;
        }
    }

    static long locals(int n) {
        int a = 1;
        int b = 2;
        int c = 3;
        int d = 4;
        long la = 5L;
        long lb = 6L;
        double da = 0.5;
        double db = 0.25;
        Object oa = "one";
        Object ob = "three";
        for (int i = 0; i < n; i++) {
            int t = a;
            a = b;
            b = c;
            c = d;
            d = t + i;
            long lt = la;
            la = lb;
            lb = lt + d;
            double dt = da;
            da = db;
            db = dt;
            Object ot = oa;
            oa = ob;
            ob = ot;
        }
        // The rotation keeps a+b+c+d and adds i to it on every step.
        int expected = 10 + (int) ((long) n * (n - 1) / 2);
        if (a + b + c + d != expected) {
            fail("locals");
        }
        long sum = la + lb * 3L;
        sum = sum * 31 + a;
        sum = sum * 31 + d;
        sum = sum * 31 + (long) (da * 4.0 + db * 16.0);
        sum = sum * 31 + ((String) oa).length();
        return sum;
    }

    long instanceFields(Holder other, int n) {
        i1 = 0;
        i2 = 1;
        l1 = 0L;
        l2 = 1L;
        d1 = 0.0;
        d2 = 1.0;
        o1 = null;
        o2 = other;
        int hits = 0;
        for (int i = 0; i < n; i++) {
            i1 = i2;
            i2 = i1 + i;
            l1 = l2;
            l2 = l1 ^ ((long) i << 20);
            d1 = d2;
            d2 = d1 * 0.5 + 1.0;
            o1 = o2;
            o2 = (i & 1) == 0 ? this : other;
            other.i = i1;
            other.l = l2;
            other.d = d1;
            other.o = o1;
            i1 = other.i + 1;
            if (other.o == this) {
                hits++;
            }
        }
        if (other.i != i1 - 1) {
            fail("instance");
        }
        long sum = i1 + 3L * i2;
        sum = sum * 31 + l1 + l2;
        sum = sum * 31 + (long) (d1 * 1000.0) + (long) (other.d * 100.0);
        sum = sum * 31 + hits;
        return sum;
    }

    static long staticFields(int n) {
        si1 = 0;
        si2 = 1;
        sl1 = 0L;
        sl2 = 1L;
        sd1 = 0.0;
        sd2 = 1.0;
        so1 = null;
        so2 = "s";
        Holder.so = null;
        int hits = 0;
        for (int i = 0; i < n; i++) {
            si1 = si2;
            si2 = si1 * 3 + i;
            sl1 = sl2;
            sl2 = sl1 + si2;
            sd1 = sd2;
            sd2 = sd1 * 0.75 + 0.5;
            so1 = so2;
            so2 = Holder.so;
            Holder.so = so1;
            Holder.si = si2;
            Holder.sl = sl1;
            Holder.sd = sd1;
            si1 = Holder.si - 1;
            if (so2 == null) {
                hits++;
            }
        }
        if (Holder.si != si1 + 1) {
            fail("static");
        }
        long sum = si1 + 3L * si2;
        sum = sum * 31 + sl1 + sl2 + Holder.sl;
        sum = sum * 31 + (long) (sd2 * 1000.0) + (long) (Holder.sd * 100.0);
        sum = sum * 31 + hits;
        return sum;
    }

    static long arrays1D(int n) {
        int[] ia = new int[64];
        long[] la = new long[64];
        double[] da = new double[64];
        Object[] oa = new Object[64];
        for (int k = 0; k < 64; k++) {
            ia[k] = k;
            la[k] = k * 3L;
            da[k] = k * 0.5;
            oa[k] = (k & 1) == 0 ? ia : la;
        }
        for (int i = 0; i < n; i++) {
            int k = i & 63;
            // 7i+3 and i differ modulo 64 for every i, so j != k.
            int j = (i * 7 + 3) & 63;
            ia[k] = ia[j] + 1;
            la[j] = la[k] + ia[k];
            da[k] = da[j] * 0.5 + 1.0;
            oa[j] = oa[k];
            if (ia[k] != ia[j] + 1) {
                fail("array1d");
            }
        }
        long sum = 0L;
        int same = 0;
        for (int k = 0; k < 64; k++) {
            sum = sum * 31 + ia[k] + la[k] + (long) (da[k] * 8.0);
            if (oa[k] == ia) {
                same++;
            }
        }
        return sum * 31 + same;
    }

    static long arrays2D(int n) {
        int[][] im = new int[8][];
        long[][] lm = new long[8][];
        double[][] dm = new double[8][];
        Object[][] om = new Object[8][];
        for (int r = 0; r < 8; r++) {
            im[r] = new int[8];
            lm[r] = new long[8];
            dm[r] = new double[8];
            om[r] = new Object[8];
        }
        for (int i = 0; i < n; i++) {
            int r = i & 7;
            int c = (i >> 3) & 7;
            im[r][c] = im[c][r] + i;
            lm[c][r] = lm[r][c] + im[r][c];
            dm[r][c] = dm[c][r] * 0.5 + r;
            om[r][c] = om[c][r] == null ? im[r] : null;
        }
        long sum = 0L;
        int filled = 0;
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                sum = sum * 31 + im[r][c] + lm[r][c] + (long) (dm[r][c] * 16.0);
                if (om[r][c] != null) {
                    filled++;
                }
            }
        }
        return sum * 31 + filled;
    }
}
