import adaptrace.rt.ArithEncoder;
import adaptrace.rt.RangeEncoder;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;

/**
 * Runs the runtime's encoders on decision sequences for tests/coders_jvm.rs. Arguments: pairs
 * of input and output files. Input (big-endian ints): coder (0 range, 1 adaptracer), inc,
 * bound, context count, the alphabet sizes, seeded context count, per seeded context its index,
 * a start offset `from` and its frequencies (put at freqs[from..], after `from` junk entries),
 * take interval and restart interval (0: never), symbol count, (context, symbol) pairs.
 * Output: the pieces the encoder gave out, each as an int kind (0 taken, 1 the end of a
 * stream), an int length and the bytes; the last is finish's. Prints the encoding time.
 */
public final class CoderDriver {
    public static void main(String[] args) throws IOException {
        for (int i = 0; i + 1 < args.length; i += 2) {
            run(args[i], args[i + 1]);
        }
    }

    private static void run(String in, String out) throws IOException {
        try (DataInputStream d =
                        new DataInputStream(new BufferedInputStream(new FileInputStream(in)));
                DataOutputStream o =
                        new DataOutputStream(
                                new BufferedOutputStream(new FileOutputStream(out)))) {
            int coder = d.readInt();
            int inc = d.readInt();
            int bound = d.readInt();
            int[] sizes = new int[d.readInt()];
            for (int c = 0; c < sizes.length; c++) {
                sizes[c] = d.readInt();
            }
            RangeEncoder range = coder == 0 ? RangeEncoder.create(sizes) : null;
            ArithEncoder arith = coder == 0 ? null : ArithEncoder.create(sizes, inc, bound);
            int seeded = d.readInt();
            for (int s = 0; s < seeded; s++) {
                int ctx = d.readInt();
                int from = d.readInt();
                int[] freqs = new int[from + sizes[ctx]];
                java.util.Arrays.fill(freqs, 0xdeadbeef);
                for (int k = 0; k < sizes[ctx]; k++) {
                    freqs[from + k] = d.readInt();
                }
                if (range != null) {
                    RangeEncoder.seed(range, ctx, freqs, from);
                } else {
                    ArithEncoder.seed(arith, ctx, freqs, from);
                }
            }
            // A seeded model is a template: threads encode with copies of it.
            if (seeded > 0) {
                if (range != null) {
                    range = RangeEncoder.copy(range);
                } else {
                    arith = ArithEncoder.copy(arith);
                }
            }
            int takeEvery = d.readInt();
            int restartEvery = d.readInt();
            int n = d.readInt();
            int[] pairs = new int[2 * n];
            for (int i = 0; i < pairs.length; i++) {
                pairs[i] = d.readInt();
            }
            long start = System.nanoTime();
            for (int i = 0; i < n; i++) {
                if (range != null) {
                    RangeEncoder.encode(range, pairs[2 * i], pairs[2 * i + 1]);
                } else {
                    ArithEncoder.encode(arith, pairs[2 * i], pairs[2 * i + 1]);
                }
                if (takeEvery > 0 && (i + 1) % takeEvery == 0) {
                    piece(o, 0, range != null ? RangeEncoder.take(range) : ArithEncoder.take(arith));
                }
                if (restartEvery > 0 && (i + 1) % restartEvery == 0) {
                    if (range != null) {
                        piece(o, 1, RangeEncoder.finish(range));
                        RangeEncoder.restart(range);
                    } else {
                        piece(o, 1, ArithEncoder.finish(arith));
                        ArithEncoder.restart(arith);
                    }
                }
            }
            piece(o, 1, range != null ? RangeEncoder.finish(range) : ArithEncoder.finish(arith));
            long nanos = System.nanoTime() - start;
            System.out.println(in + " " + n + " symbols " + nanos + " ns");
        }
    }

    private static void piece(DataOutputStream o, int kind, byte[] bytes) throws IOException {
        o.writeInt(kind);
        o.writeInt(bytes.length);
        o.write(bytes);
    }
}
