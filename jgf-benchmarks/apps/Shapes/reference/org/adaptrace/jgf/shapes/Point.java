package org.adaptrace.jgf.shapes;

/** An immutable point with integer coordinates, read directly as java.awt.Point's are. */
final class Point {
    final long x;
    final long y;

    Point(long x, long y) {
        this.x = x;
        this.y = y;
    }

    Point minus(Point o) {
        return new Point(x - o.x, y - o.y);
    }

    Point times(int k) {
        return new Point(x * k, y * k);
    }

    /** Manhattan length: a cheap, exact stand-in for the length of an edge. */
    long length() {
        return (x < 0 ? -x : x) + (y < 0 ? -y : y);
    }
}
