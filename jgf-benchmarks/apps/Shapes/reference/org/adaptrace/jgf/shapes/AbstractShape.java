package org.adaptrace.jgf.shapes;

/** What every shape answers from its bounds, computed once, and its area. */
abstract class AbstractShape implements Shape {
    private Box bounds;

    @Override
    public final Box bounds() {
        if (bounds == null) {
            bounds = computeBounds();
        }
        return bounds;
    }

    @Override
    public boolean overlaps(Shape other) {
        return bounds().intersects(other.bounds());
    }

    @Override
    public boolean contains(Point p) {
        return bounds().contains(p) && inside(p);
    }

    @Override
    public boolean scalesExactly() {
        return true;
    }

    abstract Box computeBounds();

    /** Whether `p`, already within the bounds, is inside. */
    abstract boolean inside(Point p);
}
