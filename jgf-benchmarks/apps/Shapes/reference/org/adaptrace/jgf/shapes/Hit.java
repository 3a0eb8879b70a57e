package org.adaptrace.jgf.shapes;

/** Thrown out of a nested search with the shape it found. */
final class Hit extends RuntimeException {
    private final transient Shape shape;

    Hit(Shape shape) {
        this.shape = shape;
    }

    Shape shape() {
        return shape;
    }
}
