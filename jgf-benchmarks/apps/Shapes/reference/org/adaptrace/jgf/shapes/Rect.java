package org.adaptrace.jgf.shapes;

class Rect extends AbstractShape {
    private final Point origin;
    private final long width;
    private final long height;

    Rect(Point origin, long width, long height) {
        this.origin = origin;
        this.width = width;
        this.height = height;
    }

    Point origin() {
        return origin;
    }

    long width() {
        return width;
    }

    long height() {
        return height;
    }

    @Override
    public long area2() {
        return 2 * width * height;
    }

    @Override
    Box computeBounds() {
        return new Box(origin.x, origin.y, origin.x + width, origin.y + height);
    }

    @Override
    boolean inside(Point p) {
        return true;
    }

    @Override
    public Shape scaled(int k) {
        return new Rect(origin.times(k), width * k, height * k);
    }

    @Override
    public <R> R accept(ShapeVisitor<R> v) {
        return v.visitRect(this);
    }
}
