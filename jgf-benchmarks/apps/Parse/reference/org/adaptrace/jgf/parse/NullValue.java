package org.adaptrace.jgf.parse;

final class NullValue extends Value {
    static final NullValue INSTANCE = new NullValue();

    private NullValue() {}

    @Override
    long asLong() {
        return 0;
    }

    @Override
    String text() {
        return "null";
    }

    @Override
    long hash() {
        return 7;
    }

    @Override
    int size() {
        return 0;
    }
}
