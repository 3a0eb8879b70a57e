package org.adaptrace.jgf.loop;

/**
 * Loop micro-kernels: counting for loops up and down, while and do-while loops, nested loops
 * with break and continue, labelled break and continue, and loops with a packed and a sparse
 * switch inside. Trip counts that follow from the bounds are checked; a wrong one turns the
 * checksum into INVALID-<reason>.
 */
public final class LoopBench {
    /** Size parameter of every kernel: small, benchmark, steady. */
    private static final int[] ITERATIONS = {20000, 400000, 400000000};

    /** First failed check of the current run, or null. */
    private static String failure;

    private LoopBench() {}

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
            return "JGF Loop size=" + name + " checksum=INVALID-" + failure;
        }
        return "JGF Loop size=" + name + " checksum=" + checksum;
    }

    private static long run(int n) {
        long sum = forLoops(n);
        sum = sum * 31 + whileLoops(n);
        sum = sum * 31 + nestedLoops(n);
        sum = sum * 31 + labelledLoops(n);
        sum = sum * 31 + switchLoops(n);
        return sum;
    }

    private static void fail(String reason) {
        if (failure == null) {
            failure = reason;
        }
    }

    static long forLoops(int n) {
        long sum = 0L;
        int up = 0;
        for (int i = 0; i < n; i++) {
            sum += i ^ (i >> 3);
            up++;
        }
        int down = 0;
        for (int i = n - 1; i >= 0; i--) {
            sum = sum * 3 + (i & 15);
            down++;
        }
        if (up != n || down != n) {
            fail("for-count");
        }
        return sum;
    }

    static long whileLoops(int n) {
        long sum = 0L;
        int i = 0;
        while (i < n) {
            int x = i + 27;
            int steps = 0;
            while (x != 1 && steps < 16) {
                if ((x & 1) == 0) {
                    x = x >> 1;
                } else {
                    x = 3 * x + 1;
                }
                steps++;
            }
            sum = sum * 5 + steps + x;
            i += 8;
        }
        int k = 0;
        int rounds = 0;
        do {
            sum = sum * 7 + k % 13;
            k += 3;
            rounds++;
        } while (k < n);
        if (rounds != (n + 2) / 3) {
            fail("do-while-count");
        }
        return sum;
    }

    static long nestedLoops(int n) {
        int rows = n / 100;
        long sum = 0L;
        int skipped = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < 100; c++) {
                if (((r + c) & 7) == 0) {
                    skipped++;
                    continue;
                }
                if (c > 90 && (r & 1) == 1) {
                    break;
                }
                sum += r * c;
            }
        }
        return sum * 31 + skipped;
    }

    static long labelledLoops(int n) {
        int rows = n / 50;
        long sum = 0L;
        int finished = 0;
        int visited = 0;
        search:
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < 50; c++) {
                visited++;
                int v = (r * 31 + c * 17) % 101;
                if (v == 0) {
                    continue search;
                }
                if (v == 100 && r > rows - 3) {
                    break search;
                }
                sum += v;
            }
            finished++;
        }
        if (visited > rows * 50 || finished > rows) {
            fail("labelled-count");
        }
        sum = sum * 31 + finished;
        return sum * 31 + visited;
    }

    static long switchLoops(int n) {
        long sum = 0L;
        int state = 0;
        for (int i = 0; i < n; i++) {
            switch (state) {
                case 0:
                    sum += i;
                    state = 1;
                    break;
                case 1:
                    sum ^= i;
                    state = (i & 1) == 0 ? 2 : 0;
                    break;
                case 2:
                    sum -= i >> 1;
                    state = 3;
                    break;
                case 3:
                    state = 0;
                    continue;
                default:
                    state = 0;
                    break;
            }
            sum += state;
        }
        int hits = 0;
        for (int i = 0; i < n; i++) {
            int code = (i * 7919) & 1023;
            switch (code) {
                case 5:
                    sum += 1;
                    hits++;
                    break;
                case 100:
                    sum += 2;
                    hits++;
                    break;
                case 250:
                    sum += 3;
                    hits++;
                    break;
                case 1000:
                    sum += 4;
                    hits++;
                    break;
                default:
                    sum += code & 1;
                    break;
            }
        }
        // 7919 is odd, so i * 7919 walks all residues mod 1024: each case hits once per 1024.
        if (hits != 4 * (n / 1024) + hitsInTail(n % 1024, n - n % 1024)) {
            fail("switch-count");
        }
        return sum * 31 + hits;
    }

    /** Case hits of the sparse switch for the last count values of i, from first on. */
    private static int hitsInTail(int count, int first) {
        int hits = 0;
        for (int i = first; i < first + count; i++) {
            int code = (i * 7919) & 1023;
            if (code == 5 || code == 100 || code == 250 || code == 1000) {
                hits++;
            }
        }
        return hits;
    }
}
