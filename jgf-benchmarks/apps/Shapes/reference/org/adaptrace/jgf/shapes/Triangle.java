package org.adaptrace.jgf.shapes;

final class Triangle extends AbstractShape {
    private final Point a;
    private final Point b;
    private final Point c;

    Triangle(Point a, Point b, Point c) {
        this.a = a;
        this.b = b;
        this.c = c;
    }

    Point a() {
        return a;
    }

    Point b() {
        return b;
    }

    Point c() {
        return c;
    }

    /** Twice the signed area of p, q, r: positive when they turn left. */
    static long turn(Point p, Point q, Point r) {
        return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
    }

    @Override
    public long area2() {
        return Math.abs(turn(a, b, c));
    }

    @Override
    Box computeBounds() {
        return Box.around(new Point[] {a, b, c});
    }

    @Override
    boolean inside(Point p) {
        long d1 = turn(a, b, p);
        long d2 = turn(b, c, p);
        long d3 = turn(c, a, p);
        boolean negative = d1 < 0 || d2 < 0 || d3 < 0;
        boolean positive = d1 > 0 || d2 > 0 || d3 > 0;
        return !(negative && positive);
    }

    @Override
    public Shape scaled(int k) {
        return new Triangle(a.times(k), b.times(k), c.times(k));
    }

    @Override
    public <R> R accept(ShapeVisitor<R> v) {
        return v.visitTriangle(this);
    }
}
