package org.adaptrace.jgf.raytracer;

abstract class Primitive {
    /** Hits closer than this are the surface the ray left from (self-shadowing acne). */
    static final double EPS = 1e-6;

    final Surface surface;

    Primitive(Surface surface) {
        this.surface = surface;
    }

    /** Distance along the ray to the nearest hit beyond EPS, or -1 if none. */
    abstract double intersect(Ray ray);

    /** Unit outward normal at a point of the surface. */
    abstract Vec normalAt(Vec p);

    /** Surface colour at a point; uniform unless a subclass paints a pattern. */
    Vec colorAt(Vec p) {
        return surface.color;
    }
}
