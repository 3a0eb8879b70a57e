package org.adaptrace.jgf.method;

final class AddOp implements Op {
    private final long d;

    AddOp(long d) {
        this.d = d;
    }

    @Override
    public long apply(long acc, int x) {
        return acc + d * x;
    }
}
