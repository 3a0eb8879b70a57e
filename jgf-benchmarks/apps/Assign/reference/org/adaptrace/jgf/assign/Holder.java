package org.adaptrace.jgf.assign;

/** The "other" object and "other class" of the assignment kernels. */
final class Holder {
    static int si;
    static long sl;
    static double sd;
    static Object so;

    int i;
    long l;
    double d;
    Object o;
}
