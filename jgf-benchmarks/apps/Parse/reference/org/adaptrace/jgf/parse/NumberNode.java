package org.adaptrace.jgf.parse;

final class NumberNode implements Node {
    private final long value;

    NumberNode(long value) {
        this.value = value;
    }

    long value() {
        return value;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitNumber(this);
    }
}
