package org.adaptrace.jgf.search;

/**
 * Transposition table: one always-replaced slot per index. An entry packs score, bound
 * kind, remaining depth and best move into a non-negative int; -1 marks an empty slot.
 */
final class TransTable {
    static final int EXACT = 0;
    static final int LOWER = 1;
    static final int UPPER = 2;
    /** Added to scores so that packed entries stay non-negative. */
    static final int SCORE_BIAS = 4096;

    final long[] keys;
    final int[] data;
    final int mask;
    int hits;
    int stores;

    TransTable(int bits) {
        int size = 1 << bits;
        keys = new long[size];
        data = new int[size];
        mask = size - 1;
        clear();
    }

    void clear() {
        for (int i = 0; i < data.length; i++) {
            keys[i] = 0;
            data[i] = -1;
        }
    }

    static int index(long key, int mask) {
        return (int) (key ^ (key >>> 32)) & mask;
    }

    /** The entry stored for key, or -1. */
    int lookup(long key) {
        int i = index(key, mask);
        if (data[i] >= 0 && keys[i] == key) {
            hits++;
            return data[i];
        }
        return -1;
    }

    void store(long key, int entry) {
        int i = index(key, mask);
        keys[i] = key;
        data[i] = entry;
        stores++;
    }

    static int pack(int score, int flag, int depth, int move) {
        return ((score + SCORE_BIAS) << 12) | (flag << 10) | (depth << 4) | (move + 1);
    }

    static int score(int entry) {
        return (entry >> 12) - SCORE_BIAS;
    }

    static int flag(int entry) {
        return (entry >> 10) & 3;
    }

    static int depth(int entry) {
        return (entry >> 4) & 63;
    }

    static int move(int entry) {
        return (entry & 15) - 1;
    }
}
