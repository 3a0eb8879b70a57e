package org.adaptrace.jgf.method;

/**
 * Root of a three-level hierarchy: area is overridden in both subclasses (which call super),
 * perimeter in the last one, describe is final and calls both virtually.
 */
class Shape implements Op {
    protected final int k;

    Shape(int k) {
        this.k = k;
    }

    static int sides(int kind) {
        return kind == 2 ? 12 : 4;
    }

    int area(int x) {
        return k * x;
    }

    int perimeter(int x) {
        return area(x) + 4 * k;
    }

    final int describe(int x) {
        return area(x) ^ perimeter(x);
    }

    @Override
    public long apply(long acc, int x) {
        return acc + area(x & 255);
    }
}
