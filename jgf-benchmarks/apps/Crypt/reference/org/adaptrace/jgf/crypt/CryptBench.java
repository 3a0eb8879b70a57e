package org.adaptrace.jgf.crypt;

import java.util.Arrays;
import java.util.Random;

/**
 * IDEA: 8 rounds over 64-bit blocks of four 16-bit words, mixing xor, addition mod 2^16 and
 * multiplication mod 2^16 + 1. Encrypts random data, decrypts it, and checks the round trip.
 */
public final class CryptBench {
    /** Bytes of data (a multiple of the 8-byte block), per size index (small, benchmark, steady). */
    private static final int[] SIZES = {12000, 180000, 120000000};

    private static final long SEED = 136506717L;

    /** Subkeys: 6 for each of the 8 rounds, 4 for the output transformation. */
    private static final int KEYS = 52;

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
        Random random = new Random(SEED);
        int[] userKey = new int[8];
        for (int i = 0; i < 8; i++) {
            userKey[i] = random.nextInt(65536);
        }
        byte[] plain = new byte[n];
        random.nextBytes(plain);
        byte[] crypt = new byte[n];
        byte[] decrypted = new byte[n];
        int[] encryptKey = encryptionKey(userKey);
        int[] decryptKey = decryptionKey(encryptKey);
        cipher(plain, crypt, encryptKey);
        cipher(crypt, decrypted, decryptKey);
        String checksum = validate(plain, decrypted);
        if (checksum == null) {
            long hash = 0L;
            for (int i = 0; i < n; i++) {
                hash = hash * 31L + (crypt[i] & 0xff);
            }
            checksum = String.valueOf(hash);
        }
        return "JGF Crypt size=" + size + " checksum=" + checksum;
    }

    /** The 52 encryption subkeys: the 128-bit user key, then it rotated left 25 bits at a time. */
    static int[] encryptionKey(int[] userKey) {
        int[] z = new int[KEYS];
        for (int i = 0; i < 8; i++) {
            z[i] = userKey[i];
        }
        for (int i = 8; i < KEYS; i++) {
            // Word k of a rotated block takes the low 7 bits of word k+1 and the high 9 of k+2.
            int previous = i - i % 8 - 8;
            int k = i % 8;
            z[i] = ((z[previous + (k + 1) % 8] << 9) | (z[previous + (k + 2) % 8] >>> 7)) & 0xffff;
        }
        return z;
    }

    /**
     * The decryption subkeys: stage r undoes encryption stage 8 - r, with inverted multiplier
     * keys, negated adder keys (swapped in the inner rounds) and the previous round's MA keys.
     */
    static int[] decryptionKey(int[] z) {
        int[] dk = new int[KEYS];
        for (int r = 0; r < 9; r++) {
            int d = r * 6;
            int e = (8 - r) * 6;
            dk[d] = inv(z[e]);
            if (r == 0 || r == 8) {
                dk[d + 1] = -z[e + 1] & 0xffff;
                dk[d + 2] = -z[e + 2] & 0xffff;
            } else {
                dk[d + 1] = -z[e + 2] & 0xffff;
                dk[d + 2] = -z[e + 1] & 0xffff;
            }
            dk[d + 3] = inv(z[e + 3]);
            if (r < 8) {
                dk[d + 4] = z[e - 2];
                dk[d + 5] = z[e - 1];
            }
        }
        return dk;
    }

    /** a * b mod 65537 on 16-bit words, where 0 stands for 65536. */
    static int mul(int a, int b) {
        if (a == 0) {
            return (65537 - b) & 0xffff;
        }
        if (b == 0) {
            return (65537 - a) & 0xffff;
        }
        // The product fits 32 unsigned bits; hi * 65536 + lo is lo - hi mod 65537.
        int p = a * b;
        int lo = p & 0xffff;
        int hi = p >>> 16;
        return (lo - hi + (lo < hi ? 1 : 0)) & 0xffff;
    }

    /** The inverse of x under mul, by the extended Euclidean algorithm on (65537, x). */
    static int inv(int x) {
        if (x <= 1) {
            // 1 and 65536 (written 0) are their own inverses.
            return x;
        }
        int a = 65537;
        int b = x;
        int s0 = 0;
        int s1 = 1;
        while (b != 1) {
            int q = a / b;
            int r = a % b;
            a = b;
            b = r;
            int s = s0 - q * s1;
            s0 = s1;
            s1 = s;
        }
        return s1 < 0 ? s1 + 65537 : s1;
    }

    /** Runs IDEA with the given 52 subkeys over the 8-byte blocks of in, into out. */
    static void cipher(byte[] in, byte[] out, int[] key) {
        for (int off = 0; off < in.length; off += 8) {
            int x1 = ((in[off] & 0xff) << 8) | (in[off + 1] & 0xff);
            int x2 = ((in[off + 2] & 0xff) << 8) | (in[off + 3] & 0xff);
            int x3 = ((in[off + 4] & 0xff) << 8) | (in[off + 5] & 0xff);
            int x4 = ((in[off + 6] & 0xff) << 8) | (in[off + 7] & 0xff);
            int k = 0;
            for (int round = 0; round < 8; round++) {
                x1 = mul(x1, key[k++]);
                x2 = (x2 + key[k++]) & 0xffff;
                x3 = (x3 + key[k++]) & 0xffff;
                x4 = mul(x4, key[k++]);
                int t2 = mul(x1 ^ x3, key[k++]);
                int t1 = mul((t2 + (x2 ^ x4)) & 0xffff, key[k++]);
                t2 = (t1 + t2) & 0xffff;
                x1 ^= t1;
                x4 ^= t2;
                int t = x2 ^ t2;
                x2 = x3 ^ t1;
                x3 = t;
            }
            // The output transformation also undoes the last round's swap of x2 and x3.
            x1 = mul(x1, key[k++]);
            int y2 = (x3 + key[k++]) & 0xffff;
            int y3 = (x2 + key[k++]) & 0xffff;
            x4 = mul(x4, key[k]);
            out[off] = (byte) (x1 >>> 8);
            out[off + 1] = (byte) x1;
            out[off + 2] = (byte) (y2 >>> 8);
            out[off + 3] = (byte) y2;
            out[off + 4] = (byte) (y3 >>> 8);
            out[off + 5] = (byte) y3;
            out[off + 6] = (byte) (x4 >>> 8);
            out[off + 7] = (byte) x4;
        }
    }

    /** Null when the published IDEA test vector comes out and decrypted equals plain. */
    static String validate(byte[] plain, byte[] decrypted) {
        int[] key = new int[8];
        for (int i = 0; i < 8; i++) {
            key[i] = i + 1;
        }
        byte[] block = {0, 0, 0, 1, 0, 2, 0, 3};
        byte[] out = new byte[8];
        cipher(block, out, encryptionKey(key));
        byte[] expected = {0x11, (byte) 0xfb, (byte) 0xed, 0x2b, 0x01, (byte) 0x98, 0x6d, (byte) 0xe5};
        if (!Arrays.equals(out, expected)) {
            return "INVALID-vector";
        }
        if (!Arrays.equals(plain, decrypted)) {
            return "INVALID-decrypt";
        }
        return null;
    }
}
