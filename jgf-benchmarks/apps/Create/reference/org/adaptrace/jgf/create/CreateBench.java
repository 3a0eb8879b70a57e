package org.adaptrace.jgf.create;

/**
 * Creation micro-kernels: objects with 0 to 4 fields whose constructors chain through a small
 * class hierarchy, 1-D arrays of int, long, float and Object of several lengths, and
 * multi-dimensional arrays. The checksum comes from field values and array lengths only. Fields
 * set through the constructor chain, array defaults and array shapes are checked; a wrong one
 * turns the checksum into INVALID-<reason>.
 */
public final class CreateBench {
    /** Loop trip count of every kernel: small, benchmark, steady. */
    private static final int[] ITERATIONS = {20000, 400000, 26000000};

    /** Lengths of the 1-D arrays, in turn. */
    private static final int[] LENGTHS = {0, 1, 3, 8, 17, 64};

    /** First failed check of the current run, or null. */
    private static String failure;

    private CreateBench() {}

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
            return "JGF Create size=" + name + " checksum=INVALID-" + failure;
        }
        return "JGF Create size=" + name + " checksum=" + checksum;
    }

    private static long run(int n) {
        long sum = objects(n);
        sum = sum * 31 + arrays(n);
        sum = sum * 31 + multi(n);
        return sum;
    }

    private static void fail(String reason) {
        if (failure == null) {
            failure = reason;
        }
    }

    static long objects(int n) {
        long sum = 0L;
        int empties = 0;
        Object keep = null;
        for (int i = 0; i < n; i++) {
            switch (i & 3) {
                case 0:
                    keep = new Empty();
                    empties++;
                    break;
                case 1: {
                    Base b = new Base(i);
                    sum += b.a;
                    keep = b;
                    break;
                }
                case 2: {
                    Mid m = new Mid(i, i * 3L);
                    sum += m.a + m.b;
                    keep = m;
                    break;
                }
                default: {
                    Leaf l = new Leaf(i, -i, i * 0.5, keep);
                    if (l.a != i || l.b != -i || !(l.link instanceof Mid)) {
                        fail("leaf-chain");
                    }
                    sum += l.weight();
                    keep = l;
                    break;
                }
            }
        }
        return sum * 31 + empties + (keep instanceof Leaf ? 1 : 0);
    }

    static long arrays(int n) {
        long sum = 0L;
        for (int i = 0; i < n; i++) {
            int len = LENGTHS[i % LENGTHS.length];
            int[] ia = new int[len];
            long[] la = new long[len + 1];
            float[] fa = new float[len + 2];
            Object[] oa = new Object[len + 3];
            int[] triple = {i, len, i ^ len};
            la[len] = i;
            fa[len + 1] = i * 0.5f;
            oa[len + 2] = triple;
            if (len > 0 && ia[len - 1] != 0) {
                fail("int-default");
            }
            if (la[len] != i || oa[len + 2] != triple || oa[0] != null) {
                fail("array-store");
            }
            sum += ia.length + la.length + fa.length + oa.length;
            sum = sum * 31 + triple[2] + la[len] + (long) fa[len + 1];
        }
        return sum;
    }

    static long multi(int n) {
        long sum = 0L;
        for (int i = 0; i < n; i += 8) {
            int r = 2 + ((i >> 3) & 3);
            int[][] grid = new int[r][r + 1];
            double[][][] cube = new double[2][r][3];
            Base[][] bases = new Base[2][r];
            long[][] ragged = new long[r][];
            for (int k = 0; k < r; k++) {
                ragged[k] = new long[k + 1];
            }
            grid[r - 1][r] = i;
            cube[1][r - 1][2] = i * 0.25;
            bases[1][r - 1] = new Base(i);
            ragged[r - 1][r - 1] = i;
            if (grid[r - 1].length != r + 1 || cube[1][r - 1].length != 3 || bases[0][0] != null) {
                fail("shape");
            }
            sum += grid.length + grid[0].length + cube.length + cube[1].length + bases[1].length
                    + ragged[r - 1].length;
            sum = sum * 31 + grid[r - 1][r] + (long) cube[1][r - 1][2] + bases[1][r - 1].a
                    + ragged[r - 1][r - 1];
        }
        return sum;
    }
}
