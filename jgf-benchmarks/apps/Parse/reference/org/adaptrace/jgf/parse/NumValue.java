package org.adaptrace.jgf.parse;

final class NumValue extends Value {
    private final long value;

    NumValue(long value) {
        this.value = value;
    }

    @Override
    long asLong() {
        return value;
    }

    @Override
    String text() {
        return Long.toString(value);
    }

    @Override
    long hash() {
        return value * 0x9e3779b97f4a7c15L;
    }
}
