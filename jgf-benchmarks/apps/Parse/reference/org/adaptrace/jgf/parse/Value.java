package org.adaptrace.jgf.parse;

/** What an expression evaluates to. Arithmetic on a value that is no number uses its size. */
abstract class Value {
    abstract long asLong();

    abstract String text();

    abstract long hash();

    Value plus(Value other) {
        return new NumValue(asLong() + other.asLong());
    }

    Value times(Value other) {
        return new NumValue(asLong() * other.asLong());
    }

    int size() {
        return 1;
    }
}
