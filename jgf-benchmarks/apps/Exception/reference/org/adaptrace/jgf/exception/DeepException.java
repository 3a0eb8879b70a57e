package org.adaptrace.jgf.exception;

/** Checked exception thrown from deep in a recursion; remembers how deep it started. */
final class DeepException extends BenchException {
    final int depth;

    DeepException(int code, int depth) {
        super(code);
        this.depth = depth;
    }
}
