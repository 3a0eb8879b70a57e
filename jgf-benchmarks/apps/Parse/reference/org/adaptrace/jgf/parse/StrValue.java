package org.adaptrace.jgf.parse;

final class StrValue extends Value {
    /** Concatenation stops growing a string here. */
    private static final int LIMIT = 64;

    private final String value;

    StrValue(String value) {
        this.value = value;
    }

    @Override
    long asLong() {
        return value.length();
    }

    @Override
    String text() {
        return value;
    }

    @Override
    long hash() {
        return value.hashCode();
    }

    @Override
    Value plus(Value other) {
        String joined = value + other.text();
        return new StrValue(joined.length() > LIMIT ? joined.substring(0, LIMIT) : joined);
    }

    @Override
    int size() {
        return value.length();
    }
}
