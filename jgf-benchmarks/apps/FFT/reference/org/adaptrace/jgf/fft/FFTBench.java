package org.adaptrace.jgf.fft;

import java.util.Random;

/** Radix-2 complex FFT: forward transform of random data, then the inverse, checked against the input. */
public final class FFTBench {
    /** Number of complex points per size (small, benchmark, steady); each a power of two. */
    private static final int[] POINTS = {4096, 65536, 65536};
    /** Forward+inverse round trips per size, each on fresh random data. */
    private static final int[] ROUNDS = {3, 2, 630};
    /** Largest accepted RMS distance between the inverse transform and the input. */
    private static final double MAX_RMS = 1e-9;

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
            throw new IllegalArgumentException("unknown size '" + size + "': use small, benchmark or steady");
        }
        String checksum = run(POINTS[index], ROUNDS[index]);
        return "JGF FFT size=" + size + " checksum=" + checksum;
    }

    /** Runs the round trips; returns the checksum over all spectra, or INVALID-<reason>. */
    private static String run(int n, int rounds) {
        double[] re = new double[n];
        double[] im = new double[n];
        double[] re0 = new double[n];
        double[] im0 = new double[n];
        Random rnd = new Random(20240417L);
        double checksum = 0.0;
        double worst = 0.0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < n; i++) {
                double x = rnd.nextDouble() - 0.5;
                double y = rnd.nextDouble() - 0.5;
                re[i] = x;
                im[i] = y;
                re0[i] = x;
                im0[i] = y;
            }
            transform(re, im, -1);
            // Weight each bin by its index so a permuted spectrum changes the checksum.
            for (int k = 0; k < n; k++) {
                checksum += (Math.abs(re[k]) + Math.abs(im[k])) * ((k & 15) + 1);
            }
            transform(re, im, 1);
            double err = rmsError(re, im, re0, im0, 1.0 / n);
            if (err > worst) {
                worst = err;
            }
        }
        // Written as a negation so that a NaN error is rejected too.
        if (!(worst < MAX_RMS)) {
            return "INVALID-inverse-rms-" + worst;
        }
        return String.valueOf(checksum);
    }

    /** RMS distance between (re, im) scaled by scale and the original (re0, im0). */
    private static double rmsError(double[] re, double[] im, double[] re0, double[] im0, double scale) {
        int n = re.length;
        double sum = 0.0;
        for (int i = 0; i < n; i++) {
            double dr = re[i] * scale - re0[i];
            double di = im[i] * scale - im0[i];
            sum += dr * dr + di * di;
        }
        return Math.sqrt(sum / n);
    }

    /** Swaps every element with the one at its bit-reversed index. */
    private static void bitReverse(double[] re, double[] im) {
        int n = re.length;
        int j = 0;
        for (int i = 0; i < n - 1; i++) {
            if (i < j) {
                double t = re[i];
                re[i] = re[j];
                re[j] = t;
                t = im[i];
                im[i] = im[j];
                im[j] = t;
            }
            // Add one to j in bit-reversed order: clear the leading ones, then set the next bit.
            int bit = n >> 1;
            while (bit <= j) {
                j -= bit;
                bit >>= 1;
            }
            j += bit;
        }
    }

    /** Unnormalised in-place transform; sign -1 is forward, +1 inverse. */
    private static void transform(double[] re, double[] im, int sign) {
        int n = re.length;
        bitReverse(re, im);
        for (int len = 2; len <= n; len <<= 1) {
            int half = len >> 1;
            double angle = sign * 2.0 * Math.PI / len;
            double stepRe = StrictMath.cos(angle);
            double stepIm = StrictMath.sin(angle);
            for (int start = 0; start < n; start += len) {
                // Twiddle factor by recurrence: w <- w * step per butterfly.
                double wRe = 1.0;
                double wIm = 0.0;
                for (int k = 0; k < half; k++) {
                    int a = start + k;
                    int b = a + half;
                    double tRe = wRe * re[b] - wIm * im[b];
                    double tIm = wRe * im[b] + wIm * re[b];
                    re[b] = re[a] - tRe;
                    im[b] = im[a] - tIm;
                    re[a] += tRe;
                    im[a] += tIm;
                    double next = wRe * stepRe - wIm * stepIm;
                    wIm = wRe * stepIm + wIm * stepRe;
                    wRe = next;
                }
            }
        }
    }
}
