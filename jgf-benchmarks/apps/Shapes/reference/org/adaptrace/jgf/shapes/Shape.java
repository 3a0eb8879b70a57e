package org.adaptrace.jgf.shapes;

interface Shape {
    /** Twice the area (exact for polygons; circles round). */
    long area2();

    Box bounds();

    boolean contains(Point p);

    Shape scaled(int k);

    /** Whether scaled(k) has exactly k * k times the area. */
    boolean scalesExactly();

    boolean overlaps(Shape other);

    <R> R accept(ShapeVisitor<R> v);
}
