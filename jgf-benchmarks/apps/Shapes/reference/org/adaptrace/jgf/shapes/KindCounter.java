package org.adaptrace.jgf.shapes;

/** How many shapes of each kind, groups looked into. */
final class KindCounter implements ShapeVisitor<Void> {
    private final int[] counts = new int[5];

    private Void count(int kind) {
        counts[kind]++;
        return null;
    }

    long signature() {
        long s = 0;
        for (int c : counts) {
            s = s * 1009 + c;
        }
        return s;
    }

    @Override
    public Void visitCircle(Circle c) {
        return count(0);
    }

    @Override
    public Void visitRect(Rect r) {
        return count(r instanceof Square ? 1 : 2);
    }

    @Override
    public Void visitTriangle(Triangle t) {
        return count(3);
    }

    @Override
    public Void visitPolygon(Polygon p) {
        return count(4);
    }

    @Override
    public Void visitGroup(Group g) {
        for (Shape s : g.members()) {
            s.accept(this);
        }
        return null;
    }
}
