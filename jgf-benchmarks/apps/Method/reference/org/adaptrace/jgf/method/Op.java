package org.adaptrace.jgf.method;

/** One step of the checksum; several classes implement it, so its call site is polymorphic. */
interface Op {
    long apply(long acc, int x);
}
