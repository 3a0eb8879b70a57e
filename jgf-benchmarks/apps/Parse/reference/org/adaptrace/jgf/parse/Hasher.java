package org.adaptrace.jgf.parse;

/** A hash of a tree's shape and contents: equal trees hash equal. */
final class Hasher extends TreeScanner {
    private long hash = 1;

    static long hash(Node tree) {
        Hasher h = new Hasher();
        tree.accept(h);
        return h.hash;
    }

    @Override
    void enter(int tag, long payload) {
        hash = (hash ^ tag) * 0x100000001b3L;
        hash = (hash ^ payload) * 0x100000001b3L;
    }

    @Override
    void exit() {
        hash = (hash ^ -1) * 0x100000001b3L;
    }
}
