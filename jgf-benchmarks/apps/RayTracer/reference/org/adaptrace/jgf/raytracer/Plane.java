package org.adaptrace.jgf.raytracer;

/** The plane normal . p == offset, painted as a checkerboard of unit squares. */
final class Plane extends Primitive {
    final Vec normal;
    final double offset;
    final Vec color2;

    Plane(Surface surface, Vec normal, double offset, Vec color2) {
        super(surface);
        this.normal = normal;
        this.offset = offset;
        this.color2 = color2;
    }

    @Override
    double intersect(Ray ray) {
        double denom = normal.dot(ray.dir);
        if (Math.abs(denom) < 1e-9) {
            return -1;
        }
        double t = (offset - normal.dot(ray.origin)) / denom;
        if (t > EPS) {
            return t;
        }
        return -1;
    }

    @Override
    Vec normalAt(Vec p) {
        return normal;
    }

    @Override
    Vec colorAt(Vec p) {
        int cell = (int) Math.floor(p.x) + (int) Math.floor(p.z);
        if ((cell & 1) == 0) {
            return surface.color;
        }
        return color2;
    }
}
