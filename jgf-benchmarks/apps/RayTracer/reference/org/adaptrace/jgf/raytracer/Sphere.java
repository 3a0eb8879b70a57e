package org.adaptrace.jgf.raytracer;

final class Sphere extends Primitive {
    final Vec center;
    final double radius;
    final double radius2;

    Sphere(Surface surface, Vec center, double radius) {
        super(surface);
        this.center = center;
        this.radius = radius;
        this.radius2 = radius * radius;
    }

    @Override
    double intersect(Ray ray) {
        Vec oc = ray.origin.sub(center);
        double b = oc.dot(ray.dir);
        double disc = b * b - (oc.dot(oc) - radius2);
        if (disc < 0) {
            return -1;
        }
        double s = Math.sqrt(disc);
        double t = -b - s;
        if (t > EPS) {
            return t;
        }
        t = -b + s;
        if (t > EPS) {
            return t;
        }
        return -1;
    }

    @Override
    Vec normalAt(Vec p) {
        return p.sub(center).scale(1.0 / radius);
    }
}
