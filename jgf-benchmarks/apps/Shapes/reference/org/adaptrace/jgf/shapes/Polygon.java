package org.adaptrace.jgf.shapes;

final class Polygon extends AbstractShape {
    private final Point[] vertices;

    Polygon(Point[] vertices) {
        this.vertices = vertices;
    }

    int size() {
        return vertices.length;
    }

    /** Vertex `i`, counted around: vertex(size()) is vertex(0). */
    Point vertex(int i) {
        return vertices[i < vertices.length ? i : i - vertices.length];
    }

    @Override
    public long area2() {
        long twice = 0;
        Point previous = vertices[vertices.length - 1];
        for (Point v : vertices) {
            twice += previous.x * v.y - previous.y * v.x;
            previous = v;
        }
        return Math.abs(twice);
    }

    @Override
    Box computeBounds() {
        return Box.around(vertices);
    }

    /** Ray casting to the right: inside when an odd number of edges cross the ray. */
    @Override
    boolean inside(Point p) {
        boolean in = false;
        Point u = vertices[vertices.length - 1];
        for (Point v : vertices) {
            if ((u.y > p.y) != (v.y > p.y)) {
                long side = Triangle.turn(u, v, p);
                if (v.y > u.y ? side > 0 : side < 0) {
                    in = !in;
                }
            }
            u = v;
        }
        return in;
    }

    @Override
    public Shape scaled(int k) {
        Point[] scaled = new Point[vertices.length];
        for (int i = 0; i < vertices.length; i++) {
            scaled[i] = vertices[i].times(k);
        }
        return new Polygon(scaled);
    }

    @Override
    public <R> R accept(ShapeVisitor<R> v) {
        return v.visitPolygon(this);
    }
}
