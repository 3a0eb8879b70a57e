package org.adaptrace.jgf.heapsort;

import java.util.Random;

/** Heap sort of random ints: build a max-heap, then move the maximum to the end n - 1 times. */
public final class HeapSortBench {
    /** Array length, per size index (small, benchmark, steady). */
    private static final int[] SIZES = {10000, 120000, 10500000};

    private static final long SEED = 7919L;

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
        int[] a = new int[n];
        Random random = new Random(SEED);
        long sum = 0L;
        for (int i = 0; i < n; i++) {
            int v = random.nextInt();
            a[i] = v;
            sum += v;
        }
        heapSort(a, n);
        String checksum = validate(a, n, sum);
        if (checksum == null) {
            long hash = 0L;
            for (int i = 0; i < n; i++) {
                hash = hash * 31L + a[i];
            }
            checksum = String.valueOf(hash);
        }
        return "JGF HeapSort size=" + size + " checksum=" + checksum;
    }

    static void heapSort(int[] a, int n) {
        for (int start = n / 2 - 1; start >= 0; start--) {
            siftDown(a, start, n);
        }
        for (int end = n - 1; end > 0; end--) {
            int t = a[0];
            a[0] = a[end];
            a[end] = t;
            siftDown(a, 0, end);
        }
    }

    /** Moves a[root] down until the subtree at root, within a[0..limit), is a max-heap. */
    static void siftDown(int[] a, int root, int limit) {
        int value = a[root];
        int child = 2 * root + 1;
        while (child < limit) {
            if (child + 1 < limit && a[child + 1] > a[child]) {
                child++;
            }
            if (a[child] <= value) {
                break;
            }
            a[root] = a[child];
            root = child;
            child = 2 * root + 1;
        }
        a[root] = value;
    }

    /** Null when a is ascending and still sums to sum (nothing lost), else the failure. */
    static String validate(int[] a, int n, long sum) {
        long total = a[0];
        for (int i = 1; i < n; i++) {
            if (a[i - 1] > a[i]) {
                return "INVALID-unsorted";
            }
            total += a[i];
        }
        if (total != sum) {
            return "INVALID-lost";
        }
        return null;
    }
}
