package org.adaptrace.jgf.shapes;

final class Circle extends AbstractShape {
    private final Point center;
    private final long radius;

    Circle(Point center, long radius) {
        this.center = center;
        this.radius = radius;
    }

    long radius() {
        return radius;
    }

    @Override
    public long area2() {
        return 710 * radius * radius / 113;
    }

    @Override
    Box computeBounds() {
        return new Box(center.x - radius, center.y - radius, center.x + radius,
                center.y + radius);
    }

    @Override
    boolean inside(Point p) {
        long dx = p.x - center.x;
        long dy = p.y - center.y;
        return dx * dx + dy * dy <= radius * radius;
    }

    @Override
    public Shape scaled(int k) {
        return new Circle(center.times(k), radius * k);
    }

    @Override
    public boolean scalesExactly() {
        return false;
    }

    @Override
    public <R> R accept(ShapeVisitor<R> v) {
        return v.visitCircle(this);
    }
}
