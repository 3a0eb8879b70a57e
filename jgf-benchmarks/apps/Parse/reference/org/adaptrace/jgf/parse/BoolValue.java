package org.adaptrace.jgf.parse;

final class BoolValue extends Value {
    static final BoolValue TRUE = new BoolValue(true);
    static final BoolValue FALSE = new BoolValue(false);

    private final boolean value;

    private BoolValue(boolean value) {
        this.value = value;
    }

    static BoolValue of(boolean value) {
        return value ? TRUE : FALSE;
    }

    @Override
    long asLong() {
        return value ? 1 : 0;
    }

    @Override
    String text() {
        return value ? "true" : "false";
    }

    @Override
    long hash() {
        return value ? 1231 : 1237;
    }
}
