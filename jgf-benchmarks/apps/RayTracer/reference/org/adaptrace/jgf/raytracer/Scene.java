package org.adaptrace.jgf.raytracer;

final class Scene {
    static final int MAX_DEPTH = 3;
    static final double AMBIENT = 0.1;

    final Primitive[] prims;
    final Light[] lights;
    final Vec eye;
    final Vec background;
    /** Distance of the hit found by the last call of nearest. */
    double nearestT;
    /** Pixels whose primary ray hit a primitive, counted by render (validation). */
    int hits;

    Scene(Primitive[] prims, Light[] lights, Vec eye, Vec background) {
        this.prims = prims;
        this.lights = lights;
        this.eye = eye;
        this.background = background;
    }

    /** The primitive the ray hits first, or null; its distance goes to nearestT. */
    Primitive nearest(Ray ray) {
        Primitive best = null;
        double bestT = Double.MAX_VALUE;
        for (int i = 0; i < prims.length; i++) {
            double t = prims[i].intersect(ray);
            if (t > 0 && t < bestT) {
                bestT = t;
                best = prims[i];
            }
        }
        nearestT = bestT;
        return best;
    }

    /** Whether anything lies between p and a light at distance dist along the unit vector dir. */
    boolean shadowed(Vec p, Vec dir, double dist) {
        Ray ray = new Ray(p, dir);
        for (Primitive prim : prims) {
            double t = prim.intersect(ray);
            if (t > 0 && t < dist) {
                return true;
            }
        }
        return false;
    }

    Vec trace(Ray ray, int depth) {
        Primitive prim = nearest(ray);
        if (prim == null) {
            return background;
        }
        Vec p = ray.at(nearestT);
        Vec n = prim.normalAt(p);
        if (n.dot(ray.dir) > 0) {
            n = n.scale(-1);
        }
        Surface s = prim.surface;
        Vec color = prim.colorAt(p);
        Vec result = color.scale(AMBIENT);
        for (Light light : lights) {
            Vec toLight = light.pos.sub(p);
            double dist = toLight.length();
            Vec l = toLight.scale(1.0 / dist);
            double ndotl = n.dot(l);
            if (ndotl <= 0 || shadowed(p, l, dist)) {
                continue;
            }
            result = result.add(color.scale(s.diffuse * ndotl * light.brightness));
            // Blinn-Phong highlight; the power is a loop so no Math.pow rounding can differ.
            double h = n.dot(l.sub(ray.dir).normalized());
            if (h > 0) {
                double spec = 1;
                for (int k = 0; k < s.shininess; k++) {
                    spec *= h;
                }
                double w = s.specular * spec * light.brightness;
                result = result.add(new Vec(w, w, w));
            }
        }
        if (depth < MAX_DEPTH && s.reflect > 0) {
            Vec r = ray.dir.sub(n.scale(2 * n.dot(ray.dir)));
            Vec bounced = trace(new Ray(p, r), depth + 1);
            result = result.add(bounced.scale(s.reflect));
        }
        return result;
    }

    /** Renders an n x n image; returns the sum of all channel values (0..255 each). */
    long render(int n) {
        long sum = 0;
        hits = 0;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                double u = (2.0 * (x + 0.5)) / n - 1.0;
                double v = 1.0 - (2.0 * (y + 0.5)) / n;
                Ray ray = new Ray(eye, new Vec(u, v - 0.25, 1.5).normalized());
                if (nearest(ray) != null) {
                    hits++;
                }
                Vec c = trace(ray, 0);
                sum += toByte(c.x) + toByte(c.y) + toByte(c.z);
            }
        }
        return sum;
    }

    static int toByte(double c) {
        if (c <= 0) {
            return 0;
        }
        if (c >= 1) {
            return 255;
        }
        return (int) (c * 255.0);
    }
}
