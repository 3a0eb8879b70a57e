package org.adaptrace.jgf.raytracer;

final class Ray {
    final Vec origin;
    /** Unit length. */
    final Vec dir;

    Ray(Vec origin, Vec dir) {
        this.origin = origin;
        this.dir = dir;
    }

    Vec at(double t) {
        return origin.add(dir.scale(t));
    }
}
