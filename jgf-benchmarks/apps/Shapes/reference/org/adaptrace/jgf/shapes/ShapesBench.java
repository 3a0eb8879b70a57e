package org.adaptrace.jgf.shapes;

import java.util.ArrayList;
import java.util.List;

/**
 * Geometry written like library code: value classes with many small methods (points, boxes),
 * shapes behind an interface and an abstract base (circles, rectangles, squares, triangles,
 * polygons, groups of shapes), visitors over them, and exceptions as control flow: a factory
 * that rejects bad specifications by throwing, a catalog whose lookup throws NotFound, and a
 * locator that leaves a nested search by throwing the shape it hit. Each round builds shapes
 * from random specifications, files and looks them up, groups them, locates random points and
 * folds areas, perimeters and bounds. A scaled copy whose area is not the scale squared times
 * the original's gives INVALID-scale; a point found in a shape that does not contain it
 * INVALID-locate.
 */
public final class ShapesBench {
    /** Rounds per size: small, benchmark, steady. */
    private static final int[] ROUNDS = {8, 300, 5100};

    /** Shape specifications per round. */
    private static final int SPECS = 300;

    /** Points located per round. */
    private static final int POINTS = 200;

    private ShapesBench() {}

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : null;
        System.out.println(report(size));
    }

    public static String report(String size) {
        String name = size == null ? "small" : size;
        int index;
        if (name.equals("small")) {
            index = 0;
        } else if (name.equals("benchmark")) {
            index = 1;
        } else if (name.equals("steady")) {
            index = 2;
        } else {
            throw new IllegalArgumentException(
                    "unknown size '" + name + "': use small, benchmark or steady");
        }
        return "JGF Shapes size=" + name + " checksum=" + run(ROUNDS[index]);
    }

    static String run(int rounds) {
        Rng rng = new Rng(0x5ba9e5L);
        long sum = 17;
        for (int r = 0; r < rounds; r++) {
            String result = round(rng);
            if (result.startsWith("INVALID")) {
                return result;
            }
            sum = sum * 31 + Long.parseLong(result);
        }
        return Long.toString(sum);
    }

    /** One round: its checksum, or INVALID-<reason>. */
    static String round(Rng rng) {
        ShapeFactory factory = new ShapeFactory();
        Catalog catalog = new Catalog();
        List<Shape> shapes = new ArrayList<Shape>();
        long sum = 0;
        for (int i = 0; i < SPECS; i++) {
            try {
                Shape s = factory.create(Spec.random(rng));
                shapes.add(s);
                catalog.register("s" + i, s);
            } catch (BadSpec e) {
                sum = sum * 31 + e.code();
            }
        }

        for (int i = 0; i < SPECS / 2; i++) {
            String name = "s" + rng.next(SPECS + SPECS / 4);
            Shape s = catalog.findOr(name, null);
            sum = sum * 31 + (s == null ? -1 : s.area2());
        }

        for (Shape s : shapes) {
            int k = 1 + rng.next(3);
            if (s.scalesExactly() && s.scaled(k).area2() != (long) k * k * s.area2()) {
                return "INVALID-scale";
            }
        }

        List<Shape> scene = group(shapes, rng);
        Locator locator = new Locator();
        for (int i = 0; i < POINTS; i++) {
            Point p = new Point(rng.next(Spec.WORLD), rng.next(Spec.WORLD));
            Shape hit = locator.locate(scene, p);
            if (hit != null && !hit.contains(p)) {
                return "INVALID-locate";
            }
            sum = sum * 31 + (hit == null ? -1 : hit.area2());
        }

        Perimeter perimeter = new Perimeter();
        KindCounter kinds = new KindCounter();
        Box bounds = null;
        for (Shape s : scene) {
            sum = sum * 31 + s.area2();
            sum = sum * 31 + s.accept(perimeter);
            s.accept(kinds);
            bounds = bounds == null ? s.bounds() : bounds.union(s.bounds());
        }
        for (int i = 1; i < scene.size(); i++) {
            if (scene.get(i - 1).overlaps(scene.get(i))) {
                sum++;
            }
        }
        sum = sum * 31 + kinds.signature();
        sum = sum * 31 + (bounds == null ? 0 : bounds.area());
        return Long.toString(sum);
    }

    /** Shapes in runs of random length, every run of two or more a group, some nested. */
    static List<Shape> group(List<Shape> shapes, Rng rng) {
        List<Shape> scene = new ArrayList<Shape>();
        int i = 0;
        while (i < shapes.size()) {
            int run = Math.min(1 + rng.next(5), shapes.size() - i);
            if (run == 1) {
                scene.add(shapes.get(i));
            } else {
                List<Shape> members = new ArrayList<Shape>(shapes.subList(i, i + run));
                if (!scene.isEmpty() && rng.chance(30)) {
                    members.add(scene.remove(scene.size() - 1));
                }
                scene.add(new Group(members));
            }
            i += run;
        }
        return scene;
    }
}
