package org.adaptrace.jgf.raytracer;

/** Ray tracing of a small scene: four spheres on a checkered floor, two lights. */
public final class RayTracerBench {
    /** Image side in pixels for the sizes small, benchmark and steady. */
    private static final int[] SIZES = {56, 192, 4300};

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : null;
        System.out.println(report(size));
    }

    public static String report(String size) {
        if (size == null) {
            size = "small";
        }
        int index;
        if (size.equals("small")) {
            index = 0;
        } else if (size.equals("benchmark")) {
            index = 1;
        } else if (size.equals("steady")) {
            index = 2;
        } else {
            throw new IllegalArgumentException("unknown size '" + size + "': use small, benchmark or steady");
        }
        int n = SIZES[index];
        Scene scene = buildScene();
        long sum = scene.render(n);
        return "JGF RayTracer size=" + size + " checksum=" + validate(scene, n, sum);
    }

    static Scene buildScene() {
        Primitive[] prims = new Primitive[5];
        prims[0] = new Sphere(new Surface(new Vec(0.9, 0.2, 0.2), 0.7, 0.5, 20, 0.3), new Vec(0, 1, 3), 1);
        prims[1] = new Sphere(new Surface(new Vec(0.2, 0.8, 0.3), 0.8, 0.3, 10, 0.1), new Vec(-2, 0.7, 4), 0.7);
        prims[2] = new Sphere(new Surface(new Vec(0.3, 0.4, 0.9), 0.4, 0.8, 50, 0.6), new Vec(2, 0.5, 2.5), 0.5);
        prims[3] = new Sphere(new Surface(new Vec(0.9, 0.8, 0.2), 0.9, 0.2, 5, 0), new Vec(0.8, 0.3, 1.2), 0.3);
        prims[4] = new Plane(new Surface(new Vec(0.9, 0.9, 0.9), 0.8, 0.1, 5, 0.2), new Vec(0, 1, 0), 0,
                new Vec(0.3, 0.3, 0.3));
        Light[] lights = new Light[2];
        lights[0] = new Light(new Vec(-5, 8, -3), 0.7);
        lights[1] = new Light(new Vec(5, 5, 0), 0.5);
        return new Scene(prims, lights, new Vec(0, 1.5, -4), new Vec(0.2, 0.3, 0.5));
    }

    /** The checksum, or INVALID-reason when the tracer is visibly broken. */
    static String validate(Scene scene, int n, long sum) {
        // A ray aimed at a sphere's centre must meet it at exactly distance - radius.
        Sphere probe = (Sphere) scene.prims[0];
        Vec toCenter = probe.center.sub(scene.eye);
        double expect = toCenter.length() - probe.radius;
        double got = probe.intersect(new Ray(scene.eye, toCenter.normalized()));
        if (Math.abs(got - expect) > 1e-9) {
            return "INVALID-intersect";
        }
        if (scene.hits == 0) {
            return "INVALID-no-hits";
        }
        if (scene.hits == n * n) {
            return "INVALID-no-background";
        }
        return Long.toString(sum);
    }
}
