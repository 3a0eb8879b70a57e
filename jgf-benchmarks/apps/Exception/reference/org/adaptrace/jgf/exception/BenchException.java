package org.adaptrace.jgf.exception;

/** Checked exception of the kernels, carrying a code. */
class BenchException extends Exception {
    final int code;

    BenchException(int code) {
        this.code = code;
    }
}
