package org.adaptrace.jgf.method;

final class XorOp implements Op {
    private final int m;

    XorOp(int m) {
        this.m = m;
    }

    @Override
    public long apply(long acc, int x) {
        return acc ^ ((long) (x * m) << 7);
    }
}
