package org.adaptrace.jgf.method;

final class MulOp implements Op {
    private final int f;

    MulOp(int f) {
        this.f = f;
    }

    @Override
    public long apply(long acc, int x) {
        return acc * f + x;
    }
}
