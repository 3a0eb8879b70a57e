package org.adaptrace.jgf.parse;

final class Checksum {
    private long value = 17;

    void add(long x) {
        value = value * 31 + x;
    }

    long value() {
        return value;
    }
}
