package org.adaptrace.jgf.exception;

/**
 * Exception micro-kernels: throw and catch in loops, caught in the same method, several frames
 * up through finally blocks, by exact class and by superclass, in nested try blocks with rethrow
 * and translation, and exceptions raised by the VM (division by zero, index out of bounds, null,
 * bad cast). The checksum counts what was caught where; counts that follow from the loop bounds
 * (and the number of finally blocks run) are checked, a wrong one turns the checksum into
 * INVALID-<reason>.
 */
public final class ExceptionBench {
    /** Loop trip count of every kernel: small, benchmark, steady. */
    private static final int[] ITERATIONS = {10000, 200000, 1850000};

    /** First failed check of the current run, or null. */
    private static String failure;

    /** Finally blocks of descend run so far. */
    private static int unwound;

    private ExceptionBench() {}

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
            return "JGF Exception size=" + name + " checksum=INVALID-" + failure;
        }
        return "JGF Exception size=" + name + " checksum=" + checksum;
    }

    private static long run(int n) {
        long sum = sameMethod(n);
        sum = sum * 31 + deep(n);
        sum = sum * 31 + bySuperclass(n);
        sum = sum * 31 + nested(n);
        sum = sum * 31 + vmExceptions(n);
        return sum;
    }

    private static void fail(String reason) {
        if (failure == null) {
            failure = reason;
        }
    }

    static long sameMethod(int n) {
        int caught = 0;
        int passed = 0;
        long codes = 0L;
        for (int i = 0; i < n; i++) {
            try {
                if ((i & 1) == 0) {
                    throw new BenchException(i);
                }
                passed++;
            } catch (BenchException e) {
                caught++;
                codes += e.code & 7;
            }
        }
        if (caught != (n + 1) / 2 || caught + passed != n) {
            fail("same-method");
        }
        return codes * 31 + caught;
    }

    static long deep(int n) {
        unwound = 0;
        int expectedUnwound = 0;
        int caught = 0;
        long depths = 0L;
        for (int i = 0; i < n; i++) {
            int depth = 1 + i % 6;
            expectedUnwound += depth;
            try {
                depths += descend(depth, depth, i);
            } catch (DeepException e) {
                caught++;
                depths += e.depth * 3 + (e.code & 1);
            }
        }
        if (unwound != expectedUnwound) {
            fail("finally-unwind");
        }
        if (caught != n - (n + 6) / 7) {
            fail("deep-count");
        }
        return depths * 31 + caught;
    }

    /** Recurses level frames down, then returns or throws; every frame runs a finally block. */
    private static int descend(int level, int start, int code) throws DeepException {
        if (level == 0) {
            if (code % 7 == 0) {
                return start;
            }
            throw new DeepException(code, start);
        }
        try {
            return descend(level - 1, start, code) + 1;
        } finally {
            unwound++;
        }
    }

    static long bySuperclass(int n) {
        int deepCount = 0;
        int benchCount = 0;
        int errorCount = 0;
        long sum = 0L;
        for (int i = 0; i < n; i++) {
            try {
                raise(i % 3, i);
            } catch (DeepException e) {
                deepCount++;
                sum += e.depth;
            } catch (BenchException e) {
                benchCount++;
                sum += e.code;
            } catch (RuntimeException e) {
                errorCount++;
                sum += ((BenchError) e).tag;
            }
        }
        if (deepCount + benchCount + errorCount != n || deepCount != (n + 2) / 3) {
            fail("superclass");
        }
        sum = sum * 31 + deepCount;
        sum = sum * 31 + benchCount;
        return sum * 31 + errorCount;
    }

    /** Always throws: a DeepException, a BenchException or a BenchError, by kind. */
    private static void raise(int kind, int value) throws BenchException {
        switch (kind) {
            case 0:
                throw new DeepException(value, value & 15);
            case 1:
                throw new BenchException(value);
            default:
                throw new BenchError(value & 255);
        }
    }

    static long nested(int n) {
        int inner = 0;
        int outerBench = 0;
        int outerError = 0;
        int finals = 0;
        for (int i = 0; i < n; i++) {
            try {
                try {
                    if (i % 3 != 0) {
                        throw new BenchException(i);
                    }
                    inner += 2;
                } catch (BenchException e) {
                    inner++;
                    if ((e.code & 1) == 0) {
                        throw e;
                    }
                    if (e.code % 4 == 1) {
                        throw new BenchError(e.code);
                    }
                } finally {
                    finals++;
                }
            } catch (BenchError e) {
                outerError += 1 + (e.tag & 3);
            } catch (BenchException e) {
                outerBench++;
            }
        }
        if (finals != n) {
            fail("nested-finally");
        }
        long sum = inner;
        sum = sum * 31 + outerBench;
        return sum * 31 + outerError;
    }

    static long vmExceptions(int n) {
        int[] table = new int[8];
        int arith = 0;
        int bounds = 0;
        int nulls = 0;
        int casts = 0;
        long sum = 0L;
        for (int i = 0; i < n; i++) {
            try {
                sum += 1000 / (i % 3);
                sum += table[i % 10];
                int[] maybe = i % 5 == 0 ? null : table;
                sum += maybe.length;
                Object o = i % 7 == 0 ? (Object) "text" : (Object) table;
                sum += ((int[]) o).length;
                table[i & 7] += i;
            } catch (ArithmeticException e) {
                arith++;
            } catch (ArrayIndexOutOfBoundsException e) {
                bounds++;
            } catch (NullPointerException e) {
                nulls++;
            } catch (RuntimeException e) {
                casts++;
            }
        }
        if (arith != (n + 2) / 3) {
            fail("division-by-zero");
        }
        sum = sum * 31 + arith;
        sum = sum * 31 + bounds;
        sum = sum * 31 + nulls;
        return sum * 31 + casts;
    }
}
