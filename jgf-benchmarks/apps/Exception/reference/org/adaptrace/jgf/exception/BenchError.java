package org.adaptrace.jgf.exception;

/** Unchecked exception of the kernels, carrying a tag. */
final class BenchError extends RuntimeException {
    final int tag;

    BenchError(int tag) {
        this.tag = tag;
    }
}
