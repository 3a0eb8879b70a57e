package org.adaptrace.jgf.math;

/**
 * java.lang.Math in many small kernels: one or more per family of operations (abs, max/min,
 * log/exp, sqrt/pow, floor/ceil/rint, round, trigonometry, inverse trigonometry, hyperbolic,
 * the rest, exact arithmetic), table-driven dispatchers over all of them, and numeric loops
 * built on them (series, Newton iterations, rotations, statistics). Every kernel loops over
 * fixed-seed data and branches on what it computes, so both sides of its branches run. Math
 * identities (sin^2 + cos^2 = 1, exp(log x) = x, ...) are checked on every repetition; a broken
 * one turns the checksum into INVALID-<identity>.
 */
public final class MathBench {
    /** Length of every data array (a power of two: indices wrap with & 63). */
    static final int M = 64;

    /** Repetitions of the whole kernel set: small, benchmark, steady. */
    private static final int[] REPS = {16, 240, 16000};

    static int[] ia;
    static long[] la;
    static double[] da;
    static float[] fa;
    static double[] ua;
    static long seed;

    private MathBench() {}

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
        return "JGF Math size=" + name + " checksum=" + run(REPS[index]);
    }

    static String run(int reps) {
        makeData();
        long cs = 17L;
        int bad = 0;
        for (int rep = 0; rep < reps; rep++) {
            cs = mixL(cs, absInt(rep));
            cs = mixL(cs, absLong(rep));
            cs = mix(cs, absFloat(rep));
            cs = mix(cs, absDouble(rep));
            cs = mixL(cs, maxMinInt(rep));
            cs = mixL(cs, maxMinLong(rep));
            cs = mix(cs, maxMinFloat(rep));
            cs = mix(cs, maxMinDouble(rep));
            cs = mix(cs, logExp(rep));
            cs = mix(cs, sqrtPow(rep));
            cs = mix(cs, floorCeil(rep));
            cs = mixL(cs, rounding(rep));
            cs = mix(cs, trig(rep));
            cs = mix(cs, invTrig(rep));
            cs = mix(cs, hyper(rep));
            cs = mix(cs, misc(rep));
            cs = mixL(cs, exact(rep));
            cs = mix(cs, opTableD(rep));
            cs = mixL(cs, opTableI(rep));
            cs = mix(cs, opTableF(rep));
            cs = mixL(cs, classifyAll(rep));
            cs = mix(cs, series(rep));
            cs = mix(cs, newton(rep));
            cs = mix(cs, rotate(rep));
            cs = mix(cs, stats(rep));
            cs = mixL(cs, intPow(rep));
            cs = mix(cs, octants(rep));
            cs = mix(cs, quadratic(rep));
            cs = mix(cs, triangles(rep));
            cs = mix(cs, complexOps(rep));
            cs = mixL(cs, opTableL(rep));
            cs = mix(cs, erfGamma(rep));
            cs = mix(cs, exponents(rep));
            cs = mix(cs, pieces(rep));
            cs = mix(cs, interp(rep));
            cs = mix(cs, unaryTable(rep));
            cs = mix(cs, binaryTable(rep));
            cs = mix(cs, floatOps(rep));
            bad |= validate(rep);
        }
        String reason = failName(bad);
        if (bad != 0) {
            return "INVALID-" + reason;
        }
        return Long.toString(cs);
    }

    static long mix(long cs, double r) {
        return cs * 1000003L + (long) (r * 1024.0);
    }

    static long mixL(long cs, long v) {
        return (cs ^ v) * 1000003L + (v >>> 29);
    }

    static int nextInt() {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return (int) (seed >>> 32);
    }

    static void makeData() {
        seed = 0x2545F4914F6CDD1DL;
        int[] a = new int[M];
        long[] l = new long[M];
        double[] d = new double[M];
        float[] f = new float[M];
        double[] u = new double[M];
        for (int i = 0; i < M; i++) {
            int b = nextInt();
            a[i] = b;
            l[i] = ((long) b << 32) ^ (nextInt() & 0xFFFFFFFFL);
            double x = (b & 0xFFFFFF) / 1048576.0 - 8.0;
            d[i] = x;
            f[i] = (float) (x * 1.5);
            u[i] = x / 8.0;
        }
        // Edge values every kernel must survive.
        a[3] = Integer.MIN_VALUE;
        a[7] = 0;
        a[11] = Integer.MAX_VALUE;
        l[5] = Long.MIN_VALUE;
        l[9] = 0L;
        d[2] = 0.0;
        d[13] = -0.0;
        d[20] = 0.0;
        f[4] = 0.0f;
        f[17] = -0.0f;
        u[6] = 1.0;
        u[8] = -1.0;
        ia = a;
        la = l;
        da = d;
        fa = f;
        ua = u;
    }

    static long absInt(int rep) {
        int[] a = ia;
        int shift = rep & 7;
        long sum = 0L;
        int neg = 0;
        int zero = 0;
        int wrapped = 0;
        for (int i = 0; i < a.length; i++) {
            int v = a[i] >> shift;
            int r = Math.abs(v);
            if (r < 0) {
                // abs(MIN_VALUE) is still negative
                r = Integer.MAX_VALUE;
                wrapped++;
            } else if (v < 0) {
                neg++;
            } else if (v == 0) {
                zero++;
            }
            switch (r & 7) {
                case 0:
                    sum += r;
                    break;
                case 1:
                    sum -= r >> 3;
                    break;
                case 2:
                    sum ^= r;
                    break;
                case 3:
                    sum += r * 3L;
                    break;
                case 4:
                    sum += r >>> 5;
                    break;
                case 5:
                    sum -= r & 0xFFFF;
                    break;
                case 6:
                    sum += r % 1000;
                    break;
                default:
                    sum += 1L;
                    break;
            }
            sum += (i & 1) == 0 ? Math.abs(v - i) : -Math.abs(i + v);
        }
        long dsum = 0L;
        int j = 1;
        while (j < a.length) {
            int d = Math.abs(a[j]);
            if (d < 0) {
                d = 1;
            }
            dsum += d >= 1 << 30 ? d >> 4 : d - (Math.abs(a[j - 1]) >> 2);
            j += 1 + (rep & 1);
        }
        return sum + dsum + (neg * 3 + zero * 5 + wrapped * 7);
    }

    static long absLong(int rep) {
        long[] a = la;
        int shift = rep & 15;
        long sum = 0L;
        int neg = 0;
        int small = 0;
        int wrapped = 0;
        for (int i = 0; i < a.length; i++) {
            long v = a[i] >> shift;
            long r = Math.abs(v);
            if (r < 0L) {
                r = Long.MAX_VALUE;
                wrapped++;
            } else if (v < 0L) {
                neg++;
            } else if (r < 1000000L) {
                small++;
            }
            switch ((int) r & 7) {
                case 0:
                    sum += r >>> 20;
                    break;
                case 1:
                    sum -= r >> 24;
                    break;
                case 2:
                    sum ^= r;
                    break;
                case 3:
                    sum += r / 3L;
                    break;
                case 4:
                    sum += r % 1000003L;
                    break;
                case 5:
                    sum -= r & 0xFFFFFL;
                    break;
                case 6:
                    sum += r >>> 40;
                    break;
                default:
                    sum += 1L;
                    break;
            }
            sum += i % 3 == 0 ? Math.abs(v / 7L) : -Math.abs(v % 11L);
        }
        long prev = 0L;
        long dsum = 0L;
        int j = 0;
        while (j < a.length) {
            long d = Math.abs(a[j]);
            if (d < 0L) {
                d = 3L;
            }
            dsum += d > 1L << 62 ? d >>> 8 : (d ^ prev) >>> 16;
            prev = a[j];
            j += 1 + (rep & 1);
        }
        return sum + dsum + (neg * 3 + small * 5 + wrapped * 7);
    }

    static double absFloat(int rep) {
        float[] a = fa;
        float scale = 1.0f + (rep & 3) * 0.5f;
        double acc = 0.0;
        int neg = 0;
        int zero = 0;
        int big = 0;
        for (int i = 0; i < a.length; i++) {
            float v = a[i] * scale - (i & 3);
            float r = Math.abs(v);
            if (v < 0.0f) {
                neg++;
            } else if (v == 0.0f) {
                zero++;
            } else if (r > 10.0f) {
                big++;
            }
            switch (i % 6) {
                case 0:
                    acc += r;
                    break;
                case 1:
                    acc -= r * 0.5f;
                    break;
                case 2:
                    acc += Math.abs(r - 3.0f);
                    break;
                case 3:
                    acc += r * r * 0.01f;
                    break;
                case 4:
                    acc += Math.abs(a[(i + 5) & 63]) - r;
                    break;
                default:
                    acc += Math.abs(v) == v ? 1.0 : -1.0;
                    break;
            }
            acc += r > 5.0f ? r - 5.0f : 5.0f - r;
        }
        float m = 0.0f;
        int k = 0;
        do {
            float d = Math.abs(a[k] - a[k + 1]);
            if (d > m) {
                m = d;
            }
            k += 2;
        } while (k < a.length - 1);
        return acc + m + (neg + zero * 10 + big * 100);
    }

    static double absDouble(int rep) {
        double[] a = da;
        double shift = rep % 5 - 2.0;
        double acc = 0.0;
        int neg = 0;
        int zero = 0;
        int near = 0;
        for (int i = 0; i < a.length; i++) {
            double v = a[i] + shift;
            double r = Math.abs(v);
            if (v < 0.0) {
                neg++;
            } else if (v == 0.0) {
                zero++;
            } else if (r < 0.5) {
                near++;
            }
            switch (i & 7) {
                case 0:
                    acc += r;
                    break;
                case 1:
                    acc -= r * 0.25;
                    break;
                case 2:
                    acc += Math.abs(r - 4.0);
                    break;
                case 3:
                    acc += Math.abs(v * v - 9.0) * 0.1;
                    break;
                case 4:
                    acc += r / (1.0 + r);
                    break;
                case 5:
                    acc -= Math.abs(r - Math.abs(a[(i + 1) & 63]));
                    break;
                case 6:
                    acc += r * 0.5;
                    break;
                default:
                    acc += Math.abs(v - 1.0) == r - 1.0 ? 1.0 : -100.0;
                    break;
            }
        }
        double m = Double.MAX_VALUE;
        int k = a.length - 1;
        while (k > 0) {
            double d = Math.abs(a[k] - a[k - 1]);
            if (d < m) {
                m = d;
            }
            k -= 1 + (rep & 1);
        }
        return acc + m + (neg + zero * 10 + near * 100);
    }

    static long maxMinInt(int rep) {
        int[] a = ia;
        int off = rep & 63;
        long acc = 0L;
        for (int i = 0; i < a.length; i++) {
            int x = a[i] >> 8;
            int y = a[(i + off) & 63] >> 8;
            int mx = Math.max(x, y);
            int mn = Math.min(x, y);
            if (mx == mn) {
                acc += 11L;
            } else if (mx - mn > 1 << 22) {
                acc += mx >> 4;
            } else {
                acc -= mn >> 5;
            }
            switch ((mx ^ mn) & 7) {
                case 0:
                    acc += Math.max(mx, 0);
                    break;
                case 1:
                    acc += Math.min(mn, 0);
                    break;
                case 2:
                    acc ^= Math.max(x, -y);
                    break;
                case 3:
                    acc += Math.min(x, -y);
                    break;
                case 4:
                    acc += Math.max(Math.min(x, 1000), -1000);
                    break;
                case 5:
                    acc -= Math.min(Math.max(y, -5000), 5000);
                    break;
                case 6:
                    acc += Math.max(x & 255, y & 255);
                    break;
                default:
                    acc += Math.min(x >>> 20, y >>> 20);
                    break;
            }
            acc += x > y ? 1 : x < y ? -1 : 0;
        }
        int hi = Integer.MIN_VALUE;
        int lo = Integer.MAX_VALUE;
        for (int i = 0; i < a.length; i++) {
            hi = Math.max(hi, a[i] >> 6);
            lo = Math.min(lo, a[i] >> 6);
        }
        int w = 0;
        int j = 0;
        while (j < a.length) {
            int c = Math.max(lo / 2, Math.min(hi / 2, a[j] >> 6));
            if (c == hi / 2 || c == lo / 2) {
                w++;
            }
            j++;
        }
        return acc + hi - lo + w;
    }

    static long maxMinLong(int rep) {
        long[] a = la;
        int off = (rep * 7) & 63;
        long acc = 0L;
        for (int i = 0; i < a.length; i++) {
            long x = a[i];
            long y = a[(i + off) & 63];
            long mx = Math.max(x, y);
            long mn = Math.min(x, y);
            if (mx == mn) {
                acc += 13L;
            } else if ((mx ^ mn) < 0L) {
                acc += mx >>> 12;
            } else {
                acc -= mn >> 13;
            }
            switch ((int) (mx >>> 61)) {
                case 0:
                    acc += Math.max(mx, 0L);
                    break;
                case 1:
                    acc += Math.min(mn, 0L);
                    break;
                case 2:
                    acc ^= Math.max(x, -y);
                    break;
                case 3:
                    acc += Math.min(x, -y);
                    break;
                case 4:
                    acc += Math.max(Math.min(x, 1000L), -1000L);
                    break;
                case 5:
                    acc -= Math.min(Math.max(y, -5000L), 5000L);
                    break;
                case 6:
                    acc += Math.max(x & 255L, y & 255L);
                    break;
                default:
                    acc += Math.min(x >>> 20, y >>> 20);
                    break;
            }
            acc += x > y ? 1L : -1L;
        }
        long hi = Long.MIN_VALUE;
        long lo = Long.MAX_VALUE;
        int k = 0;
        while (k < a.length) {
            long v = a[k] >> 3;
            if (v > hi) {
                hi = Math.max(hi, v);
            } else {
                lo = Math.min(lo, v);
            }
            k += 1 + (rep & 3);
        }
        return acc + (hi >>> 16) - (lo >> 16);
    }

    static double maxMinFloat(int rep) {
        float[] a = fa;
        float bias = (rep & 7) * 0.75f - 3.0f;
        double acc = 0.0;
        int same = 0;
        int above = 0;
        for (int i = 0; i < a.length; i++) {
            float x = a[i] + bias;
            float y = a[(i * 5 + rep) & 63];
            float mx = Math.max(x, y);
            float mn = Math.min(x, y);
            if (mx == mn) {
                same++;
            } else if (mx - mn > 4.0f) {
                above++;
                acc += mx - mn - 4.0f;
            }
            switch (i % 5) {
                case 0:
                    acc += Math.max(mx, 0.0f);
                    break;
                case 1:
                    acc += Math.min(mn, 0.0f);
                    break;
                case 2:
                    acc += Math.max(-x, y) * 0.5f;
                    break;
                case 3:
                    acc += Math.min(Math.max(x, -1.0f), 1.0f);
                    break;
                default:
                    acc -= Math.max(Math.abs(x), Math.abs(y));
                    break;
            }
            acc += x >= y ? mx : -mn;
        }
        float hi = Float.NEGATIVE_INFINITY;
        float lo = Float.POSITIVE_INFINITY;
        for (int k = 0; k < a.length; k += 2) {
            hi = Math.max(hi, a[k]);
            lo = Math.min(lo, a[k + 1]);
        }
        return acc + hi - lo + (same * 3 + above);
    }

    static double maxMinDouble(int rep) {
        double[] a = da;
        double bias = (rep % 9) * 0.5 - 2.0;
        double acc = 0.0;
        int same = 0;
        int cross = 0;
        for (int i = 0; i < a.length; i++) {
            double x = a[i] + bias;
            double y = a[(i * 5 + rep) & 63];
            double mx = Math.max(x, y);
            double mn = Math.min(x, y);
            if (mx == mn) {
                same++;
            } else if (mx > 0.0 && mn < 0.0) {
                cross++;
            }
            switch ((i + rep) & 7) {
                case 0:
                    acc += mx;
                    break;
                case 1:
                    acc -= mn;
                    break;
                case 2:
                    acc += Math.max(mx - mn, 1.0);
                    break;
                case 3:
                    acc += Math.min(mx * mn, 10.0);
                    break;
                case 4:
                    acc += Math.max(Math.min(x, 2.0), -2.0);
                    break;
                case 5:
                    acc += Math.min(Math.abs(x), Math.abs(y));
                    break;
                case 6:
                    acc += Math.max(x * 0.5, y * 0.25);
                    break;
                default:
                    acc += Math.min(Math.max(x, y), Math.max(-x, -y));
                    break;
            }
            acc += mx > 4.0 ? 1.0 : mn < -4.0 ? -1.0 : 0.5;
        }
        double hi = -Double.MAX_VALUE;
        double lo = Double.MAX_VALUE;
        int k = 0;
        while (k < a.length) {
            double v = a[k];
            hi = Math.max(hi, v);
            lo = Math.min(lo, v);
            k += 3;
        }
        return acc + (hi - lo) + (same * 7 + cross);
    }

    static double logExp(int rep) {
        double[] a = da;
        double bias = 0.125 * (rep & 7);
        double acc = 0.0;
        int nan = 0;
        int inf = 0;
        int tiny = 0;
        for (int i = 0; i < a.length; i++) {
            double x = a[i] + bias;
            double r;
            switch (i % 10) {
                case 0:
                    r = Math.log(x);
                    break;
                case 1:
                    r = Math.exp(x);
                    break;
                case 2:
                    r = Math.log(Math.abs(x) + 1.0);
                    break;
                case 3:
                    r = Math.exp(-x * x);
                    break;
                case 4:
                    r = Math.log10(Math.abs(x));
                    break;
                case 5:
                    r = Math.exp(x * 200.0);
                    break;
                case 6:
                    r = Math.log1p(x);
                    break;
                case 7:
                    r = Math.expm1(x * 0.5);
                    break;
                case 8:
                    r = Math.log(Math.exp(x));
                    break;
                default:
                    r = Math.exp(Math.log(Math.abs(x)));
                    break;
            }
            if (r != r) {
                nan++;
                r = 0.0;
            } else if (r == Double.POSITIVE_INFINITY) {
                inf++;
                r = 1000.0;
            } else if (r == Double.NEGATIVE_INFINITY) {
                inf += 2;
                r = -1000.0;
            } else if (Math.abs(r) < 0.001) {
                tiny++;
            }
            acc += r > 1000.0 ? Math.log(r) : r;
        }
        double p = 1.0;
        int n = 0;
        while (p < 1.0e6) {
            p *= Math.exp(0.5 + (n & 3) * 0.25);
            n++;
        }
        double q = 1.0e6 * (rep + 1);
        int m = 0;
        do {
            q = Math.log(q + 1.0);
            m++;
        } while (q > 1.0);
        return acc + p * 1.0e-6 + (n + m + nan * 7 + inf * 11 + tiny * 13);
    }

    static double sqrtPow(int rep) {
        double[] a = da;
        double e = 0.5 + (rep % 4) * 0.5;
        double acc = 0.0;
        int nan = 0;
        int whole = 0;
        int big = 0;
        for (int i = 0; i < a.length; i++) {
            double x = a[i];
            double r;
            switch ((i + rep) & 7) {
                case 0:
                    r = Math.sqrt(x);
                    break;
                case 1:
                    r = Math.sqrt(Math.abs(x));
                    break;
                case 2:
                    r = Math.pow(x, e);
                    break;
                case 3:
                    r = Math.pow(Math.abs(x) + 0.5, -e);
                    break;
                case 4:
                    r = Math.pow(2.0, x);
                    break;
                case 5:
                    r = Math.cbrt(x);
                    break;
                case 6:
                    r = Math.pow(x, 3.0) - x * x * x;
                    break;
                default:
                    r = Math.hypot(x, e);
                    break;
            }
            if (r != r) {
                nan++;
                r = -1.0;
            } else if (r == Math.floor(r)) {
                whole++;
            } else if (r > 100.0) {
                big++;
                r = Math.sqrt(r);
            }
            acc += i % 3 == 0 ? r : r * 0.5;
        }
        long s = 0L;
        for (int k = 1; k < 40; k += 3) {
            long n = (long) k * k * 1000L + rep;
            long g = (long) Math.sqrt((double) n) + k % 5 - 2;
            while (g * g > n) {
                g--;
            }
            while ((g + 1L) * (g + 1L) <= n) {
                g++;
            }
            s += g;
        }
        return acc + s + (nan + 3 * whole + 5 * big);
    }

    static double floorCeil(int rep) {
        double[] a = da;
        double step = 0.25 * ((rep & 3) + 1);
        double acc = 0.0;
        int exact = 0;
        int halves = 0;
        int negs = 0;
        for (int i = 0; i < a.length; i++) {
            double x = Math.rint(a[i] * 8.0) * 0.125 * step;
            double f = Math.floor(x);
            double c = Math.ceil(x);
            double n = Math.rint(x);
            if (f == c) {
                exact++;
            } else if (x - f == 0.5) {
                halves++;
            } else if (n < 0.0) {
                negs++;
            }
            switch ((int) f & 7) {
                case 0:
                    acc += f;
                    break;
                case 1:
                    acc += c;
                    break;
                case 2:
                    acc += n;
                    break;
                case 3:
                    acc += c - f;
                    break;
                case 4:
                    acc += x - f;
                    break;
                case 5:
                    acc += c - x;
                    break;
                case 6:
                    acc += Math.floor(-x) + Math.ceil(x);
                    break;
                default:
                    acc += Math.rint(x * 2.0) * 0.5;
                    break;
            }
            acc += n == f ? 0.125 : -0.125;
        }
        double t = -4.0 - (rep & 1) * 0.25;
        int steps = 0;
        while (t <= 4.0) {
            double r = Math.rint(t);
            if (r % 2.0 == 0.0) {
                acc += r;
            } else {
                acc -= r * 0.5;
            }
            t += 0.5;
            steps++;
        }
        return acc + (exact + 3 * halves + 5 * negs + steps);
    }

    static long rounding(int rep) {
        float[] a = fa;
        double[] d = da;
        float fs = 1.0f + (rep & 7) * 0.25f;
        long acc = 0L;
        int up = 0;
        int down = 0;
        int ties = 0;
        for (int i = 0; i < a.length; i++) {
            float x = a[i] * fs;
            int rf = Math.round(x);
            long rd = Math.round(d[i] * fs);
            if (rf > x) {
                up++;
            } else if (rf < x) {
                down++;
            } else {
                ties++;
            }
            switch (rf & 7) {
                case 0:
                    acc += rf;
                    break;
                case 1:
                    acc -= rd;
                    break;
                case 2:
                    acc += Math.round(x * 0.5f);
                    break;
                case 3:
                    acc += Math.round(-x);
                    break;
                case 4:
                    acc += Math.round(d[i] * 100.0);
                    break;
                case 5:
                    acc ^= Math.round(x * 10000.0f);
                    break;
                case 6:
                    acc += Math.round(x + 0.5f) - Math.round(x - 0.5f);
                    break;
                default:
                    acc += rd * 3L;
                    break;
            }
            acc += rd == rf ? 1L : 2L;
        }
        long half = 0L;
        int k = 0;
        do {
            half += Math.round(k + 0.5) + Math.round(-k - 0.5f);
            k++;
        } while (k < 8 + (rep & 3));
        return acc + half + (up * 3 + down * 5 + ties * 7);
    }

    static double trig(int rep) {
        double[] a = da;
        double phase = rep * 0.125;
        double acc = 0.0;
        int pos = 0;
        int neg = 0;
        int big = 0;
        for (int i = 0; i < a.length; i++) {
            double x = a[i] + phase;
            double r;
            switch (i % 6) {
                case 0:
                    r = Math.sin(x);
                    break;
                case 1:
                    r = Math.cos(x);
                    break;
                case 2:
                    r = Math.tan(x * 0.25);
                    break;
                case 3:
                    r = Math.sin(x) * Math.cos(x);
                    break;
                case 4:
                    r = Math.sin(2.0 * x) - 2.0 * Math.sin(x) * Math.cos(x);
                    break;
                default:
                    r = Math.tan(x);
                    break;
            }
            if (r > 0.5) {
                pos++;
                acc += r;
            } else if (r < -0.5) {
                neg++;
                acc -= r * 0.5;
            } else if (r == 0.0) {
                acc += 1.0;
            } else {
                acc += r * r;
            }
            if (Math.abs(r) > 4.0) {
                big++;
            }
            acc += (i & 1) == 0 ? r : -r;
        }
        double t = -Math.PI;
        int steps = 0;
        while (t < Math.PI) {
            double s = Math.sin(t);
            double c = Math.cos(t);
            int quadrant;
            if (s >= 0.0) {
                quadrant = c >= 0.0 ? 0 : 1;
            } else {
                quadrant = c < 0.0 ? 2 : 3;
            }
            switch (quadrant) {
                case 0:
                    acc += s + c;
                    break;
                case 1:
                    acc += s - c;
                    break;
                case 2:
                    acc -= s + c;
                    break;
                default:
                    acc += c - s;
                    break;
            }
            t += 0.25 + (rep & 3) * 0.03125;
            steps++;
        }
        return acc + (pos * 3 + neg * 5 + big * 7 + steps);
    }

    static double invTrig(int rep) {
        double[] u = ua;
        double[] a = da;
        double shrink = 1.0 - (rep & 3) * 0.125;
        double acc = 0.0;
        int q1 = 0;
        int q2 = 0;
        int nan = 0;
        for (int i = 0; i < u.length; i++) {
            double x = u[i] * shrink;
            double r;
            switch (i % 7) {
                case 0:
                    r = Math.asin(x);
                    break;
                case 1:
                    r = Math.acos(x);
                    break;
                case 2:
                    r = Math.atan(a[i]);
                    break;
                case 3:
                    r = Math.atan2(x, a[i]);
                    break;
                case 4:
                    r = Math.atan2(a[i], x);
                    break;
                case 5:
                    r = Math.asin(x * 1.5);
                    break;
                default:
                    r = Math.acos(x) + Math.asin(x);
                    break;
            }
            if (r != r) {
                nan++;
                continue;
            }
            if (r > Math.PI / 2) {
                q2++;
                acc += r - Math.PI;
            } else if (r >= 0.0) {
                q1++;
                acc += r;
            } else {
                acc -= r * 0.5;
            }
            acc += Math.abs(r) < 0.1 ? Math.toDegrees(r) : 0.0;
        }
        int[] quad = new int[4];
        for (int k = 0; k < 16; k++) {
            double ang = Math.atan2(Math.sin(k * 0.4 + rep), Math.cos(k * 0.4 + rep));
            int q;
            if (ang >= 0.0) {
                q = ang >= Math.PI / 2 ? 1 : 0;
            } else {
                q = ang < -Math.PI / 2 ? 2 : 3;
            }
            quad[q]++;
            acc += ang;
        }
        return acc + (q1 + 2 * q2 + 3 * nan + quad[0] - quad[1] + 5 * quad[2] - quad[3]);
    }

    static double hyper(int rep) {
        double[] a = da;
        double k = 0.5 + (rep & 3) * 0.5;
        double acc = 0.0;
        int sat = 0;
        int pos = 0;
        int neg = 0;
        for (int i = 0; i < a.length; i++) {
            double x = a[i] * k;
            double r;
            switch (i % 6) {
                case 0:
                    r = Math.sinh(x);
                    break;
                case 1:
                    r = Math.cosh(x);
                    break;
                case 2:
                    r = Math.tanh(x);
                    break;
                case 3:
                    r = Math.cosh(x) * Math.cosh(x) - Math.sinh(x) * Math.sinh(x);
                    break;
                case 4:
                    r = Math.tanh(x) - Math.sinh(x) / Math.cosh(x);
                    break;
                default:
                    r = Math.log(x + Math.sqrt(x * x + 1.0));
                    break;
            }
            if (Math.abs(r) > 1000.0) {
                sat++;
                r = Math.copySign(1000.0, r);
            }
            if (r > 0.0) {
                pos++;
            } else if (r < 0.0) {
                neg++;
            }
            acc += r;
        }
        double x = -20.0 + (rep & 7);
        int n = 0;
        while (Math.tanh(x) < 0.999999) {
            x += 1.5;
            n++;
        }
        return acc + x + (sat * 5 + pos * 3 + neg + n);
    }

    static double misc(int rep) {
        double[] a = da;
        float[] f = fa;
        double acc = 0.0;
        int plus = 0;
        int minus = 0;
        int zero = 0;
        for (int i = 0; i < a.length; i++) {
            double x = a[i] + (rep & 3);
            double r;
            switch ((i * 5 + rep) % 12) {
                case 0:
                    r = Math.cbrt(x);
                    break;
                case 1:
                    r = Math.hypot(x, f[i]);
                    break;
                case 2:
                    r = Math.signum(x) * 2.0;
                    break;
                case 3:
                    r = Math.copySign(x, f[i]);
                    break;
                case 4:
                    r = Math.ulp(x) * 1.0e15;
                    break;
                case 5:
                    r = Math.toRadians(x * 30.0);
                    break;
                case 6:
                    r = Math.toDegrees(x) * 0.01;
                    break;
                case 7:
                    r = Math.IEEEremainder(x, 1.5);
                    break;
                case 8:
                    r = (Math.nextUp(x) - x) * 1.0e15;
                    break;
                case 9:
                    r = Math.getExponent(x);
                    break;
                case 10:
                    r = Math.scalb(x, -2);
                    break;
                default:
                    r = Math.signum(f[i]);
                    break;
            }
            if (r > 0.0) {
                plus++;
            } else if (r < 0.0) {
                minus++;
            } else {
                zero++;
            }
            acc += r;
        }
        double px = 0.0;
        double py = 0.0;
        double far = 0.0;
        for (int k = 0; k < 24; k++) {
            px += Math.cos(k * 0.7 + rep);
            py += Math.sin(k * 1.3);
            double h = Math.hypot(px, py);
            if (h > far) {
                far = h;
            }
        }
        return acc + far + (plus * 3 + minus * 5 + zero * 7);
    }

    // Math.floorDiv, floorMod and the *Exact methods arrived in Android API level 24; the app
    // targets 21, so it carries its own versions (same results, same exceptions).

    static int floorDivInt(int x, int y) {
        int q = x / y;
        if (x % y != 0 && (x ^ y) < 0) {
            q--;
        }
        return q;
    }

    static int floorModInt(int x, int y) {
        int m = x % y;
        if (m != 0 && (m ^ y) < 0) {
            m += y;
        }
        return m;
    }

    static long floorDivLong(long x, long y) {
        long q = x / y;
        if (x % y != 0L && (x ^ y) < 0L) {
            q--;
        }
        return q;
    }

    static long floorModLong(long x, long y) {
        long m = x % y;
        if (m != 0L && (m ^ y) < 0L) {
            m += y;
        }
        return m;
    }

    static int addExactInt(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    static int subtractExactInt(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    static int multiplyExactInt(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    static int negateExactInt(int x) {
        if (x == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -x;
    }

    static long multiplyExactLong(long x, long y) {
        long r = x * y;
        long ax = Math.abs(x);
        long ay = Math.abs(y);
        if ((ax | ay) >>> 31 != 0L) {
            if (y != 0L && r / y != x || x == Long.MIN_VALUE && y == -1L) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
    }

    static int toIntExactLong(long v) {
        if ((int) v != v) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) v;
    }

    static long exact(int rep) {
        int[] a = ia;
        long[] l = la;
        long acc = 0L;
        int ovf = 0;
        for (int i = 0; i < a.length; i++) {
            int x = a[i] >> ((rep >> 2) & 15);
            int y = a[(i + 1) & 63] >> 16;
            int r;
            try {
                switch ((i + rep) & 3) {
                    case 0:
                        r = addExactInt(x, y);
                        break;
                    case 1:
                        r = multiplyExactInt(x, y);
                        break;
                    case 2:
                        r = subtractExactInt(x, -y);
                        break;
                    default:
                        r = negateExactInt(x);
                        break;
                }
            } catch (ArithmeticException e) {
                ovf++;
                r = x >> 1;
            }
            acc += r;
            acc += floorDivInt(x, y | 1) + floorModInt(x, 97);
            long lv;
            try {
                lv = multiplyExactLong(l[i], (long) (rep + 1));
            } catch (ArithmeticException e) {
                ovf += 2;
                lv = l[i] >> 3;
            }
            try {
                acc += toIntExactLong(lv >> 31);
            } catch (ArithmeticException e) {
                ovf += 4;
                acc -= 1L;
            }
        }
        return acc + ovf * 101L;
    }

    static double applyD(int op, double x, double y) {
        switch (op) {
            case 0:
                return Math.abs(x);
            case 1:
                return Math.max(x, y);
            case 2:
                return Math.min(x, y);
            case 3:
                return Math.log(Math.abs(x) + 1.0);
            case 4:
                return Math.exp(x * 0.25);
            case 5:
                return Math.sqrt(Math.abs(y));
            case 6:
                return Math.pow(Math.abs(x), 0.75);
            case 7:
                return Math.floor(x * y);
            case 8:
                return Math.ceil(x - y);
            case 9:
                return Math.rint(x * 3.0);
            case 10:
                return Math.round(x * y);
            case 11:
                return Math.round((float) x);
            case 12:
                return Math.sin(x);
            case 13:
                return Math.cos(y);
            case 14:
                return Math.tan(x * 0.1);
            case 15:
                return Math.asin(y / 10.0);
            case 16:
                return Math.acos(x / 6.0);
            case 17:
                return Math.atan(x * y);
            case 18:
                return Math.atan2(y, x);
            case 19:
                return Math.sinh(x * 0.5);
            case 20:
                return Math.cosh(y * 0.5);
            case 21:
                return Math.tanh(x + y);
            case 22:
                return Math.cbrt(x * y);
            case 23:
                return Math.hypot(x, y);
            case 24:
                return Math.log10(Math.abs(y) + 0.5);
            case 25:
                return Math.log1p(Math.abs(x));
            case 26:
                return Math.expm1(y * 0.3);
            case 27:
                return Math.signum(x - y);
            case 28:
                return Math.copySign(y, x);
            case 29:
                return Math.IEEEremainder(x, y);
            case 30:
                return Math.toRadians(x);
            case 31:
                return Math.toDegrees(y) * 0.01;
            case 32:
                return Math.ulp(x) * 1.0e14;
            case 33:
                return Math.nextAfter(x, y);
            case 34:
                return Math.scalb(y, 3);
            case 35:
                return Math.getExponent(x);
            case 36:
                return Math.abs((float) y);
            case 37:
                return Math.max((float) x, (float) y);
            case 38:
                return Math.min((long) x, (long) y);
            default:
                return x + y;
        }
    }

    static double opTableD(int rep) {
        double[] a = da;
        double acc = 0.0;
        int nan = 0;
        for (int op = 0; op < 40; op++) {
            for (int j = 0; j < 8; j++) {
                double x = a[(op + j * 7 + rep) & 63];
                double y = a[(op * 3 + j + rep) & 63];
                double r = applyD(op, x, y);
                if (r != r) {
                    nan++;
                } else {
                    acc += r;
                }
            }
        }
        return acc + nan;
    }

    static int applyI(int op, int x, int y) {
        switch (op) {
            case 1:
                return Math.abs(x);
            case 2:
                return Math.max(x, y);
            case 3:
                return Math.min(x, y);
            case 5:
                return Math.abs(x - y);
            case 8:
                return floorDivInt(x, y == 0 ? 1 : y);
            case 13:
                return floorModInt(x, y == 0 ? 7 : y);
            case 21:
                return Math.max(Math.abs(x), Math.abs(y));
            case 34:
                return Math.min(x & 0xFFFF, y & 0xFFFF);
            case 55:
                return Math.round((float) x / (float) (y | 1));
            case 89:
                return (int) Math.signum((float) x);
            case 144:
                return Math.max(x, 0) - Math.min(y, 0);
            case 233:
                return (int) Math.sqrt(Math.abs((double) x));
            case 377:
                return Math.abs(x) >>> 3;
            case 610:
                return Math.min(Math.max(x, -1000), 1000);
            case 987:
                return (int) Math.floor(Math.log(Math.abs((double) y) + 1.0) * 100.0);
            case 1597:
                return floorModInt(x ^ y, 1000);
            case 2584:
                return Math.abs(y) % 1000;
            case 4181:
                return (int) Math.round(Math.cbrt(x));
            default:
                return x ^ y;
        }
    }

    static long opTableI(int rep) {
        int[] a = ia;
        long acc = 0L;
        int p = 1;
        int q = 1;
        for (int k = 0; k < 20; k++) {
            for (int j = 0; j < 8; j++) {
                int x = a[(k * 5 + j + rep) & 63];
                int y = a[(k + j * 9 + rep) & 63] >> 4;
                acc += applyI(q, x, y);
            }
            int t = p + q;
            p = q;
            q = t;
        }
        return acc;
    }

    static float applyF(int op, float x, float y) {
        switch (op) {
            case 0:
                return Math.abs(x);
            case 1:
                return Math.max(x, y);
            case 2:
                return Math.min(x, y);
            case 3:
                return Math.abs(x - y) * 0.5f;
            case 4:
                return Math.signum(x) + Math.signum(y);
            case 5:
                return Math.copySign(x, y);
            case 6:
                return Math.ulp(x) * 1.0e6f;
            case 7:
                return (Math.nextUp(x) - x) * 1.0e6f;
            case 8:
                return Math.round(x * 8.0f);
            case 9:
                return Math.scalb(x, -3);
            case 10:
                return Math.getExponent(y);
            case 11:
                return Math.max(Math.min(x, 2.0f), -2.0f);
            case 12:
                return (float) Math.sqrt(Math.abs(x));
            case 13:
                return (float) Math.sin(x);
            case 14:
                return Math.nextAfter(x, (double) y);
            default:
                return x * y;
        }
    }

    static double opTableF(int rep) {
        float[] a = fa;
        double acc = 0.0;
        int op = rep & 15;
        for (int k = 0; k < a.length; k++) {
            float x = a[k];
            float y = a[(k * 11 + rep) & 63];
            acc += applyF(op, x, y);
            op = (op + 1 + (k & 1)) % 17;
        }
        return acc;
    }

    static int classify(double x) {
        if (x != x) {
            return 0;
        }
        if (x < -6.0) {
            return 1;
        }
        if (x < -4.0) {
            return 2;
        }
        if (x < -2.0) {
            return 3;
        }
        if (x < -1.0) {
            return 4;
        }
        if (x < -0.5) {
            return 5;
        }
        if (x < 0.0) {
            return 6;
        }
        if (x == 0.0) {
            return 7;
        }
        if (x <= 0.5) {
            return 8;
        }
        if (x <= 1.0) {
            return 9;
        }
        if (x <= 2.0) {
            return 10;
        }
        if (x <= 4.0) {
            return 11;
        }
        if (x <= 6.0) {
            return 12;
        }
        return 13;
    }

    static long classifyAll(int rep) {
        double[] a = da;
        int[] hist = new int[16];
        double s = 1.0 + (rep & 3) * 0.25;
        for (int i = 0; i < a.length; i++) {
            hist[classify(a[i] * s)]++;
            hist[classify(Math.sin(a[i]) * 6.5)]++;
            hist[classify(Math.log(a[i]))]++;
        }
        long h = 0L;
        for (int b = 0; b < hist.length; b++) {
            h = h * 31L + hist[b];
            if (hist[b] == 0) {
                h += 1000L;
            }
        }
        return h;
    }

    static double series(int rep) {
        double[] u = ua;
        double acc = 0.0;
        double err = 0.0;
        int terms = 0;
        for (int i = rep & 1; i < u.length; i += 2) {
            double x = u[i] * 3.0;
            double term = x;
            double sum = 0.0;
            int n = 1;
            while (Math.abs(term) > 1.0e-15) {
                sum += term;
                term = -term * x * x / ((n + 1) * (n + 2));
                n += 2;
                terms++;
            }
            err += Math.abs(sum - Math.sin(x));
            double e = 1.0;
            double t = 1.0;
            for (int k = 1; k < 30; k++) {
                t *= -Math.abs(x) / k;
                e += t;
                if (Math.abs(t) < 1.0e-17) {
                    break;
                }
            }
            err += Math.abs(e - Math.exp(-Math.abs(x)));
            acc += sum + e;
        }
        if (err > 1.0e-9) {
            acc = -1.0e9;
        }
        return acc + terms;
    }

    static double newton(int rep) {
        double[] a = da;
        double acc = 0.0;
        int iters = 0;
        int fails = 0;
        for (int i = 0; i < a.length; i++) {
            double v = Math.abs(a[i]) * (rep + 1) + 0.5;
            double g = v > 1.0 ? v * 0.5 : 1.0;
            int it = 0;
            do {
                double ng = 0.5 * (g + v / g);
                if (Math.abs(ng - g) <= 1.0e-12 * ng) {
                    g = ng;
                    break;
                }
                g = ng;
                it++;
            } while (it < 60);
            if (Math.abs(g - Math.sqrt(v)) > 1.0e-9 * g) {
                fails++;
            }
            double c = v;
            for (int k = 0; k < 100; k++) {
                double nc = c - (c * c * c - v) / (3.0 * c * c);
                if (Math.abs(nc - c) < 1.0e-13 * Math.abs(nc)) {
                    c = nc;
                    break;
                }
                c = nc;
                iters++;
            }
            if (Math.abs(c - Math.cbrt(v)) > 1.0e-9 * c) {
                fails++;
            }
            iters += it;
            acc += g + c;
        }
        return acc + (iters + fails * 1000000);
    }

    static double rotate(int rep) {
        double[] a = da;
        double acc = 0.0;
        int flips = 0;
        for (int s = 0; s < 8; s++) {
            double th = (s + 1) * 0.35 + rep * 0.01;
            double c = Math.cos(th);
            double sn = Math.sin(th);
            for (int i = 0; i + 1 < a.length; i += 2) {
                double x = a[i];
                double y = a[i + 1];
                double rx = c * x - sn * y;
                double ry = sn * x + c * y;
                if (rx * x < 0.0) {
                    flips++;
                }
                acc += Math.atan2(ry, rx) - Math.atan2(y, x);
            }
        }
        return acc + flips;
    }

    static double stats(int rep) {
        double[] a = da;
        int n = 16 + (rep & 31);
        double mean = 0.0;
        double m2 = 0.0;
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double x = a[i];
            double d = x - mean;
            mean += d / (i + 1);
            m2 += d * (x - mean);
            if (x < lo) {
                lo = x;
            }
            if (x > hi) {
                hi = x;
            }
        }
        double sd = Math.sqrt(m2 / (n - 1));
        int out = 0;
        for (int i = 0; i < a.length; i++) {
            double z = (a[i] - mean) / sd;
            if (Math.abs(z) > 1.5) {
                out++;
            }
        }
        return mean + sd + lo * 0.5 + hi * 0.25 + out;
    }

    static long ipow(long b, int e) {
        if (e == 0) {
            return 1L;
        }
        long h = ipow(b, e >> 1);
        long r = h * h;
        return (e & 1) != 0 ? r * b : r;
    }

    static int gcd(int x, int y) {
        while (y != 0) {
            int t = x % y;
            x = y;
            y = t;
        }
        return Math.abs(x);
    }

    static long intPow(int rep) {
        int[] a = ia;
        long acc = 0L;
        for (int i = 0; i < a.length; i++) {
            int e = (a[i] >>> 27) + (rep & 3);
            long b = (a[i] & 7) - 3;
            long p = ipow(b, e);
            long q = (long) Math.pow(b, e);
            if (p == q) {
                acc += 1L;
            } else {
                acc ^= p;
            }
            acc += gcd(a[i], a[(i + rep) & 63]);
        }
        return acc;
    }

    static double octants(int rep) {
        double[] a = da;
        int[] seen = new int[8];
        double scale = 1.5 + (rep & 3);
        double acc = 0.0;
        int wraps = 0;
        for (int i = 0; i < a.length; i++) {
            double ang = a[i] * scale;
            while (ang > Math.PI) {
                ang -= 2.0 * Math.PI;
                wraps++;
            }
            while (ang <= -Math.PI) {
                ang += 2.0 * Math.PI;
                wraps++;
            }
            double s = Math.sin(ang);
            double c = Math.cos(ang);
            int oct;
            if (s >= 0.0) {
                if (c >= 0.0) {
                    oct = s < c ? 0 : 1;
                } else {
                    oct = s > -c ? 2 : 3;
                }
            } else {
                if (c < 0.0) {
                    oct = s > c ? 4 : 5;
                } else {
                    oct = -s > c ? 6 : 7;
                }
            }
            seen[oct]++;
            double v;
            switch (oct) {
                case 0:
                    v = Math.tan(ang);
                    break;
                case 1:
                    v = 1.0 / Math.tan(ang);
                    break;
                case 2:
                    v = -c / s;
                    break;
                case 3:
                    v = s / c;
                    break;
                case 4:
                    v = Math.atan2(s, c) + Math.PI;
                    break;
                case 5:
                    v = Math.atan(s / c) - ang;
                    break;
                case 6:
                    v = Math.cos(ang - Math.PI / 4);
                    break;
                default:
                    v = Math.sin(ang + Math.PI / 4);
                    break;
            }
            acc += Math.abs(v) > 0.9 ? Math.signum(v) * 0.9 : v;
        }
        int h = 0;
        for (int k = 0; k < seen.length; k++) {
            h = h * 7 + seen[k];
        }
        return acc + (wraps + h % 1000);
    }

    static double quadratic(int rep) {
        int[] a = ia;
        double acc = 0.0;
        int two = 0;
        int one = 0;
        int none = 0;
        int linear = 0;
        for (int i = 0; i < a.length; i++) {
            double qa = (a[i] >> 29) + (rep & 1);
            double qb = a[(i + 1 + rep) & 63] >> 28;
            double qc = a[(i + 2) & 63] >> 29;
            double r1;
            double r2;
            if (qa == 0.0) {
                linear++;
                if (qb == 0.0) {
                    r1 = qc;
                    r2 = -qc;
                } else {
                    r1 = -qc / qb;
                    r2 = r1;
                }
            } else {
                double disc = qb * qb - 4.0 * qa * qc;
                if (disc > 0.0) {
                    two++;
                    double q = -0.5 * (qb + Math.copySign(Math.sqrt(disc), qb));
                    r1 = q / qa;
                    r2 = qc == 0.0 ? 0.0 : qc / q;
                } else if (disc == 0.0) {
                    one++;
                    r1 = -qb / (2.0 * qa);
                    r2 = r1;
                } else {
                    none++;
                    r1 = -qb / (2.0 * qa);
                    r2 = Math.sqrt(-disc) / (2.0 * Math.abs(qa));
                }
            }
            acc += Math.max(r1, r2) - 0.5 * Math.min(r1, r2);
        }
        int limit = 10 + (rep & 7);
        for (int k = 2; k < limit; k++) {
            double x = k;
            int it = 0;
            while (Math.abs(x * x - k) > 1.0e-12 * k && it < 50) {
                x -= (x * x - k) / (2.0 * x);
                it++;
            }
            acc += x + it;
        }
        return acc + (two * 3 + one * 5 + none * 7 + linear * 11);
    }

    static double triangles(int rep) {
        double[] a = da;
        double acc = 0.0;
        int bad = 0;
        int right = 0;
        int obtuse = 0;
        int acute = 0;
        int iso = 0;
        for (int i = 0; i < a.length; i++) {
            double p = Math.abs(Math.rint(a[i] * 2.0)) + 1.0;
            double q = Math.abs(Math.rint(a[(i + 7 + rep) & 63] * 2.0)) + 1.0;
            double r = Math.abs(Math.rint(a[(i + 29) & 63] * 2.0)) + 1.0;
            if (p > q) {
                double t = p;
                p = q;
                q = t;
            }
            if (q > r) {
                double t = q;
                q = r;
                r = t;
            }
            if (p > q) {
                double t = p;
                p = q;
                q = t;
            }
            if (p + q <= r) {
                bad++;
                continue;
            }
            if (p == q || q == r) {
                iso++;
            }
            double d = p * p + q * q - r * r;
            double kind;
            if (d == 0.0) {
                right++;
                kind = 0.0;
            } else if (d < 0.0) {
                obtuse++;
                kind = Math.acos(d / (2.0 * p * q));
            } else {
                acute++;
                kind = Math.acos(d / (2.0 * p * q)) * 0.5;
            }
            double s = (p + q + r) * 0.5;
            acc += Math.sqrt(s * (s - p) * (s - q) * (s - r)) + kind;
        }
        return acc + (bad + right * 3 + obtuse * 5 + acute * 7 + iso * 11);
    }

    static double complexOps(int rep) {
        double[] a = da;
        int[] quad = new int[5];
        double acc = 0.0;
        double turn = rep % 3 - 1;
        for (int i = 0; i + 1 < a.length; i += 2) {
            double re = a[i];
            double im = a[i + 1] * turn;
            double mod = Math.hypot(re, im);
            double arg = Math.atan2(im, re);
            int q;
            if (re == 0.0 && im == 0.0) {
                q = 4;
            } else if (re >= 0.0) {
                q = im >= 0.0 ? 0 : 3;
            } else {
                q = im >= 0.0 ? 1 : 2;
            }
            quad[q]++;
            double sr;
            double si;
            if (mod == 0.0) {
                sr = 0.0;
                si = 0.0;
            } else if (re >= 0.0) {
                sr = Math.sqrt(0.5 * (mod + re));
                si = im / (2.0 * sr);
            } else {
                si = Math.copySign(Math.sqrt(0.5 * (mod - re)), im);
                sr = im / (2.0 * si);
            }
            double pm = Math.pow(mod, 1.5);
            switch (q) {
                case 0:
                    acc += sr + pm * Math.cos(1.5 * arg);
                    break;
                case 1:
                    acc += si - pm * Math.sin(1.5 * arg);
                    break;
                case 2:
                    acc -= sr * si;
                    break;
                case 3:
                    acc += Math.log(mod) + arg;
                    break;
                default:
                    acc += 1.0;
                    break;
            }
        }
        return acc + (quad[0] + 2 * quad[1] + 3 * quad[2] + 4 * quad[3] + 5 * quad[4]);
    }

    static long applyL(int op, long x, long y) {
        switch (op) {
            case 0:
                return Math.abs(x);
            case 1:
                return Math.max(x, y);
            case 2:
                return Math.min(x, y);
            case 3:
                return floorDivLong(x, y | 1L);
            case 4:
                return floorModLong(x, y | 1L);
            case 5:
                return Math.abs(x - y) >>> 1;
            case 6:
                return Math.max(x >> 32, y >> 32);
            case 7:
                return Math.min(x & 0xFFFFL, y & 0xFFFFL);
            case 8:
                return Math.round(x / 1.0e9);
            case 9:
                return (long) Math.sqrt(Math.abs((double) y));
            case 10:
                return floorModLong(x ^ y, 1000003L);
            case 11:
                return Math.abs(y) % 10007L;
            case 12:
                return (long) Math.cbrt(x);
            case 13:
                return Math.max(Math.min(x, 1L << 40), -(1L << 40));
            case 14:
                return (long) Math.scalb((double) (x >> 20), -10);
            default:
                return x ^ (y >>> 7);
        }
    }

    static long opTableL(int rep) {
        long[] l = la;
        long acc = 0L;
        for (int op = 0; op < 17; op++) {
            for (int j = 0; j < 4; j++) {
                long x = l[(op * 4 + j + rep) & 63];
                long y = l[(op + j * 13) & 63] >> (j * 8);
                acc = acc * 31L + applyL(op, x, y);
            }
        }
        return acc;
    }

    static double erf(double x) {
        double ax = Math.abs(x);
        double r;
        if (ax < 2.5) {
            double term = ax;
            double sum = ax;
            int n = 0;
            do {
                n++;
                term *= -ax * ax / n;
                sum += term / (2 * n + 1);
            } while (Math.abs(term) > 1.0e-17 * sum);
            r = sum * 1.1283791670955126;
        } else {
            double inv = 1.0 / (2.0 * ax * ax);
            double t = 1.0;
            double s = 1.0;
            for (int k = 1; k < 6; k++) {
                t *= -(2 * k - 1) * inv;
                s += t;
            }
            r = 1.0 - Math.exp(-ax * ax) / (ax * 1.7724538509055159) * s;
        }
        return x < 0.0 ? -r : r;
    }

    static double lgammaShifted(double x) {
        double shift = 0.0;
        while (x < 7.0) {
            shift -= Math.log(x);
            x += 1.0;
        }
        double z = 1.0 / (x * x);
        // Stirling series: 1/12 - z/360 + z^2/1260, over x
        double inner = 0.002777777777777778 - z * 7.936507936507937E-4;
        double series = (0.08333333333333333 - z * inner) / x;
        return shift + (x - 0.5) * Math.log(x) - x + 0.9189385332046728 + series;
    }

    static double erfGamma(int rep) {
        double[] a = da;
        double scale = 0.25 + 0.125 * (rep & 3);
        double acc = 0.0;
        int tails = 0;
        for (int i = 0; i < a.length; i++) {
            double e = erf(a[i] * scale);
            if (Math.abs(e) > 0.99) {
                tails++;
            }
            acc += e + 0.01 * lgammaShifted(Math.abs(a[i]) + 0.5);
        }
        return acc + tails;
    }

    static double exponents(int rep) {
        double[] a = da;
        double acc = 0.0;
        int zeros = 0;
        for (int i = 0; i < a.length; i++) {
            double x = Math.scalb(a[i], (i % 9) * (rep % 5) - 8);
            int e = Math.getExponent(x);
            double r;
            switch (e) {
                case -1023:
                    zeros++;
                    r = 0.0;
                    break;
                case -9:
                    r = Math.cbrt(x);
                    break;
                case -8:
                    r = Math.sqrt(Math.abs(x));
                    break;
                case -7:
                    r = Math.sin(x * 100.0);
                    break;
                case -6:
                    r = Math.cos(x * 50.0);
                    break;
                case -5:
                    r = Math.exp(x * 10.0);
                    break;
                case -4:
                    r = Math.log1p(Math.abs(x));
                    break;
                case -3:
                    r = Math.expm1(x);
                    break;
                case 0:
                    r = Math.atan(x);
                    break;
                case 3:
                    r = Math.log(Math.abs(x));
                    break;
                case 7:
                    r = Math.tanh(x / 100.0);
                    break;
                case 12:
                    r = Math.signum(x) * 12.0;
                    break;
                case 16:
                    r = Math.ulp(x) * 1.0e6;
                    break;
                case 21:
                    r = Math.nextUp(x) * 1.0e-6;
                    break;
                case 24:
                    r = Math.scalb(x, -24);
                    break;
                default:
                    r = e * 0.001;
                    break;
            }
            acc += r;
        }
        return acc + zeros;
    }

    static double piece(int k, double x) {
        switch (k) {
            case 2:
                return Math.sqrt(Math.abs(x)) - 1.0;
            case 5:
                return Math.exp(-Math.abs(x));
            case 11:
                return Math.log(1.0 + x * x);
            case 17:
                return Math.sin(x) * Math.sin(x);
            case 23:
                return Math.cos(x * 0.5) - Math.sin(x * 0.5);
            case 31:
                return Math.atan(x) * 2.0 / Math.PI;
            case 41:
                return Math.tanh(x * 0.5);
            case 47:
                return Math.floor(x * 4.0) * 0.25;
            case 53:
                return Math.ceil(x * 3.0) / 3.0;
            case 59:
                return Math.rint(x) - x;
            case 67:
                return Math.pow(Math.abs(x) + 1.0, 0.3);
            case 73:
                return Math.hypot(x, 1.0) - 1.0;
            case 79:
                return Math.cbrt(x) * Math.cbrt(x);
            case 83:
                return Math.max(Math.min(x, 1.0), -1.0);
            case 89:
                return Math.IEEEremainder(x, Math.PI);
            case 97:
                return Math.toDegrees(Math.asin(Math.max(-1.0, Math.min(1.0, x * 0.2))));
            default:
                return x * 1.0e-3;
        }
    }

    static double pieces(int rep) {
        double[] a = da;
        double acc = 0.0;
        int pos = 0;
        for (int k = 0; k < 101; k += 1 + (rep & 1)) {
            double x = a[(k * 7 + rep) & 63];
            double y = piece(k, x);
            if (y > 0.0) {
                pos++;
                acc += y;
            } else {
                acc -= y * 0.5;
            }
        }
        return acc + pos;
    }

    static double smooth(double e0, double e1, double x) {
        double t = (x - e0) / (e1 - e0);
        if (t <= 0.0) {
            return 0.0;
        }
        if (t >= 1.0) {
            return 1.0;
        }
        return t * t * (3.0 - 2.0 * t);
    }

    static double interp(int rep) {
        double[] a = da;
        double lo = -4.0 + (rep & 3);
        double hi = lo + 5.0;
        double acc = 0.0;
        int clamped = 0;
        int inside = 0;
        for (int i = 0; i < a.length; i++) {
            double x = a[i];
            double c;
            if (x < lo) {
                c = lo;
                clamped++;
            } else if (x > hi) {
                c = hi;
                clamped++;
            } else {
                c = x;
                inside++;
            }
            double w = smooth(lo, hi, x);
            double lerp = lo + (hi - lo) * w;
            double band;
            if (w > 0.25 && w < 0.75) {
                band = Math.sin(Math.PI * w);
            } else if (w <= 0.25) {
                band = Math.sqrt(w);
            } else {
                band = 1.0 - Math.sqrt(1.0 - w);
            }
            acc += c + lerp * 0.1 + band;
        }
        return acc + (clamped * 3 + inside);
    }

    static double unary(int op, double x) {
        switch (op) {
            case 0:
                return Math.sin(x);
            case 1:
                return Math.cos(x);
            case 2:
                return Math.tan(x);
            case 3:
                return Math.asin(x / 8.0);
            case 4:
                return Math.acos(x / 8.0);
            case 5:
                return Math.atan(x);
            case 6:
                return Math.sinh(x);
            case 7:
                return Math.cosh(x);
            case 8:
                return Math.tanh(x);
            case 9:
                return Math.exp(x);
            case 10:
                return Math.expm1(x);
            case 11:
                return Math.log(Math.abs(x) + 1.0e-3);
            case 12:
                return Math.log10(Math.abs(x) + 1.0e-3);
            case 13:
                return Math.log1p(Math.abs(x));
            case 14:
                return Math.sqrt(Math.abs(x));
            case 15:
                return Math.cbrt(x);
            case 16:
                return Math.floor(x);
            case 17:
                return Math.ceil(x);
            case 18:
                return Math.rint(x);
            case 19:
                return Math.round(x);
            case 20:
                return Math.abs(x);
            case 21:
                return Math.signum(x);
            case 22:
                return Math.ulp(x) * 1.0e16;
            case 23:
                return Math.nextUp(x);
            case 24:
                return Math.nextAfter(x, Double.NEGATIVE_INFINITY);
            case 25:
                return Math.toRadians(x);
            case 26:
                return Math.toDegrees(x);
            case 27:
                return Math.getExponent(x);
            case 28:
                return Math.scalb(x, -1);
            case 29:
                return Math.sin(x) * Math.cos(x);
            case 30:
                return Math.exp(-x * x);
            case 31:
                return Math.pow(2.0, x);
            case 32:
                return Math.pow(x, 2.0);
            case 33:
                return Math.hypot(x, 3.0);
            case 34:
                return Math.atan2(x, 1.0);
            case 35:
                return Math.copySign(2.0, x);
            case 36:
                return Math.IEEEremainder(x, 2.0);
            case 37:
                return Math.max(x, 0.0);
            case 38:
                return Math.min(x, 0.0);
            default:
                return x;
        }
    }

    static double unaryTable(int rep) {
        double[] a = da;
        double acc = 0.0;
        int big = 0;
        for (int op = 0; op < 40; op++) {
            for (int j = 0; j < 3; j++) {
                double r = unary(op, a[(op * 5 + j * 17 + rep) & 63]);
                if (Math.abs(r) > 100.0) {
                    big++;
                    r = Math.log(Math.abs(r));
                }
                acc += r;
            }
        }
        return acc + big;
    }

    static double binary(int op, double x, double y) {
        switch (op) {
            case 0:
                return Math.atan2(y, x);
            case 1:
                return Math.hypot(x, y);
            case 4:
                return Math.pow(Math.abs(x) + 0.5, y * 0.25);
            case 9:
                return Math.max(x, y) - Math.min(x, y);
            case 16:
                return Math.copySign(x, y);
            case 25:
                return Math.IEEEremainder(x, y + 10.0);
            case 36:
                return Math.nextAfter(x, y);
            case 49:
                return Math.scalb(x, (int) y);
            case 64:
                return Math.sin(x) * Math.cos(y);
            case 81:
                return Math.exp(x * 0.1) - Math.exp(y * 0.1);
            case 100:
                return Math.log(Math.abs(x * y) + 1.0);
            case 121:
                return Math.sqrt(x * x + y * y);
            case 144:
                return Math.floor(x) + Math.ceil(y);
            case 169:
                return Math.rint(x - y);
            case 196:
                return Math.round(x) * Math.round(y);
            case 225:
                return Math.abs(x) - Math.abs(y);
            case 256:
                return Math.tanh(x - y);
            case 289:
                return Math.cbrt(x * y);
            case 324:
                return Math.signum(x) * Math.signum(y);
            case 361:
                return Math.toDegrees(Math.atan2(x, y)) / 180.0;
            default:
                return x - y;
        }
    }

    static double binaryTable(int rep) {
        double[] a = da;
        double acc = 0.0;
        int neg = 0;
        for (int k = 0; k < 21; k++) {
            int op = k * k;
            for (int j = 0; j < 4; j++) {
                double r = binary(op, a[(k + j * 16 + rep) & 63], a[(k * 3 + j + 32) & 63]);
                if (r < 0.0) {
                    neg++;
                    acc -= r;
                } else {
                    acc += r;
                }
            }
        }
        return acc + neg;
    }

    static double floatOps(int rep) {
        float[] a = fa;
        float bias = (rep % 7) * 0.5f - 1.5f;
        double acc = 0.0;
        int tiny = 0;
        int ints = 0;
        int negs = 0;
        for (int i = 0; i < a.length; i++) {
            float x = a[i] + bias;
            float r;
            switch (i % 9) {
                case 0:
                    r = Math.ulp(x) * 4096.0f;
                    break;
                case 1:
                    r = Math.nextUp(x) - x;
                    break;
                case 2:
                    r = Math.nextAfter(x, 0.0);
                    break;
                case 3:
                    r = Math.scalb(x, 3);
                    break;
                case 4:
                    r = Math.copySign(2.5f, x);
                    break;
                case 5:
                    r = Math.signum(x) * Math.abs(x);
                    break;
                case 6:
                    r = Math.round(x * 3.0f) / 3.0f;
                    break;
                case 7:
                    r = (float) Math.floor(x) + (float) Math.ceil(x);
                    break;
                default:
                    r = Math.max(Math.min(x, 4.0f), -4.0f);
                    break;
            }
            if (r == (int) r) {
                ints++;
            } else if (r < 0.0f) {
                negs++;
            } else if (r < 1.0e-3f) {
                tiny++;
            }
            acc += r > 8.0f ? 8.0f : r;
        }
        float m = Float.MAX_VALUE;
        int k = 0;
        while (k < a.length) {
            float d = Math.abs(a[k]);
            if (d > 0.0f && d < m) {
                m = d;
            }
            k += 1 + (rep & 3);
        }
        return acc + m + (ints * 3 + negs * 5 + tiny * 7);
    }

    static int validate(int rep) {
        double[] a = da;
        double[] u = ua;
        int bad = 0;
        for (int i = 0; i < a.length; i++) {
            double x = a[i] + rep * 0.001;
            double s = Math.sin(x);
            double c = Math.cos(x);
            if (Math.abs(s * s + c * c - 1.0) > 1.0e-12) {
                bad |= 1;
            }
            if (x > 0.0 && Math.abs(Math.exp(Math.log(x)) - x) > 1.0e-12 * x) {
                bad |= 2;
            }
            double ax = Math.abs(x);
            double r = Math.sqrt(ax);
            if (Math.abs(r * r - ax) > 1.0e-12 * (ax + 1.0)) {
                bad |= 4;
            }
            if (Math.floor(x) > x || Math.ceil(x) < x) {
                bad |= 8;
            }
            if (Math.abs(Math.round(x) - x) > 0.5) {
                bad |= 16;
            }
            double t = u[i] * 1.5;
            if (Math.abs(Math.asin(Math.sin(t)) - t) > 1.0e-12) {
                bad |= 32;
            }
            if (Math.abs(Math.atan2(Math.sin(t * 2.0), Math.cos(t * 2.0)) - t * 2.0) > 1.0e-12) {
                bad |= 64;
            }
            if (Math.abs(Math.tanh(x) - Math.sinh(x) / Math.cosh(x)) > 1.0e-12) {
                bad |= 128;
            }
            if (Math.max(x, t) < Math.min(x, t)) {
                bad |= 256;
            }
            if (Math.abs(Math.pow(ax, 2.0) - x * x) > 1.0e-12 * x * x) {
                bad |= 512;
            }
        }
        return bad;
    }

    static String failName(int bad) {
        switch (Integer.lowestOneBit(bad)) {
            case 1:
                return "trig-identity";
            case 2:
                return "exp-log";
            case 4:
                return "sqrt";
            case 8:
                return "floor-ceil";
            case 16:
                return "round";
            case 32:
                return "asin";
            case 64:
                return "atan2";
            case 128:
                return "tanh";
            case 256:
                return "max-min";
            case 512:
                return "pow";
            default:
                return "none";
        }
    }
}
