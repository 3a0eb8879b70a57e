package org.adaptrace.jgf.shapes;

/** Builds shapes from specifications; throws BadSpec for those that make none. */
final class ShapeFactory {
    Shape create(Spec spec) throws BadSpec {
        switch (spec.kind()) {
            case 0:
                return circle(spec);
            case 1:
                return rect(spec);
            case 2:
                return square(spec);
            case 3:
                return triangle(spec);
            case 4:
                return polygon(spec);
            default:
                throw new BadSpec(BadSpec.UNKNOWN_KIND);
        }
    }

    private static long size(Spec spec, int i, int limit) throws BadSpec {
        long v = spec.arg(i) % limit;
        if (v == 0) {
            throw new BadSpec(BadSpec.EMPTY);
        }
        return v;
    }

    private Shape circle(Spec spec) throws BadSpec {
        return new Circle(spec.point(0), size(spec, spec.count() - 1, 60));
    }

    private Shape rect(Spec spec) throws BadSpec {
        return new Rect(spec.point(0), size(spec, spec.count() - 1, 120),
                size(spec, spec.count() - 2, 120));
    }

    private Shape square(Spec spec) throws BadSpec {
        return new Square(spec.point(0), size(spec, spec.count() - 1, 100));
    }

    private Shape triangle(Spec spec) throws BadSpec {
        if (spec.count() < 6) {
            throw new BadSpec(BadSpec.EMPTY);
        }
        Triangle t = new Triangle(spec.point(0), spec.point(1), spec.point(2));
        if (t.area2() == 0) {
            throw new BadSpec(BadSpec.DEGENERATE);
        }
        return t;
    }

    private Shape polygon(Spec spec) throws BadSpec {
        int n = spec.count() / 2;
        if (n < 3) {
            throw new BadSpec(BadSpec.EMPTY);
        }
        Point[] vertices = new Point[n];
        for (int i = 0; i < n; i++) {
            vertices[i] = spec.point(i);
        }
        Polygon p = new Polygon(vertices);
        if (p.area2() == 0) {
            throw new BadSpec(BadSpec.DEGENERATE);
        }
        return p;
    }
}
