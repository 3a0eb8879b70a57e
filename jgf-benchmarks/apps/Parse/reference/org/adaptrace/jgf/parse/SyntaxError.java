package org.adaptrace.jgf.parse;

/**
 * A token the grammar does not allow there. Thrown as often to backtrack as to report, so it
 * carries no stack trace.
 */
final class SyntaxError extends Exception {
    private final int position;

    SyntaxError(String message, int position) {
        super(message);
        this.position = position;
    }

    @Override
    public Throwable fillInStackTrace() {
        return this;
    }

    int position() {
        return position;
    }
}
