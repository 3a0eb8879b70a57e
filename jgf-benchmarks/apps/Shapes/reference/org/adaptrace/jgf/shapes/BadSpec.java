package org.adaptrace.jgf.shapes;

/** A specification no shape can be built from; `code` says why. */
final class BadSpec extends Exception {
    static final int UNKNOWN_KIND = 1;
    static final int EMPTY = 2;
    static final int DEGENERATE = 3;

    private final int code;

    BadSpec(int code) {
        super("bad shape specification " + code);
        this.code = code;
    }

    int code() {
        return code;
    }
}
