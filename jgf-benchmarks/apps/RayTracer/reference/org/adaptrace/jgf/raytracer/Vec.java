package org.adaptrace.jgf.raytracer;

/** An immutable 3-vector; every operation returns a new one, as a plain Java tracer would. */
final class Vec {
    final double x;
    final double y;
    final double z;

    Vec(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    Vec add(Vec o) {
        return new Vec(x + o.x, y + o.y, z + o.z);
    }

    Vec sub(Vec o) {
        return new Vec(x - o.x, y - o.y, z - o.z);
    }

    Vec scale(double s) {
        return new Vec(x * s, y * s, z * s);
    }

    /** Component-wise product: a colour filtered by a surface colour. */
    Vec mul(Vec o) {
        return new Vec(x * o.x, y * o.y, z * o.z);
    }

    double dot(Vec o) {
        return x * o.x + y * o.y + z * o.z;
    }

    double length() {
        return Math.sqrt(dot(this));
    }

    Vec normalized() {
        return scale(1.0 / length());
    }
}
