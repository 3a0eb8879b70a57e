package org.adaptrace.jgf.shapes;

/** Perimeters, edges measured in Manhattan length (exact in integers). */
final class Perimeter implements ShapeVisitor<Long> {
    @Override
    public Long visitCircle(Circle c) {
        return 710 * c.radius() / 113;
    }

    @Override
    public Long visitRect(Rect r) {
        return 2 * (r.width() + r.height());
    }

    @Override
    public Long visitTriangle(Triangle t) {
        return t.b().minus(t.a()).length() + t.c().minus(t.b()).length()
                + t.a().minus(t.c()).length();
    }

    @Override
    public Long visitPolygon(Polygon p) {
        long total = 0;
        for (int i = 0; i < p.size(); i++) {
            total += p.vertex(i + 1).minus(p.vertex(i)).length();
        }
        return total;
    }

    @Override
    public Long visitGroup(Group g) {
        long total = 0;
        for (Shape s : g.members()) {
            total += s.accept(this);
        }
        return total;
    }
}
