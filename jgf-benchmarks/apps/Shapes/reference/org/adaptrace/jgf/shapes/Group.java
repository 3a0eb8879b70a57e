package org.adaptrace.jgf.shapes;

import java.util.ArrayList;
import java.util.List;

/** Shapes taken together: the area is their sum, a point is inside when it is in any. */
final class Group extends AbstractShape {
    private final List<Shape> members;

    Group(List<Shape> members) {
        this.members = members;
    }

    List<Shape> members() {
        return members;
    }

    @Override
    public long area2() {
        long total = 0;
        for (Shape s : members) {
            total += s.area2();
        }
        return total;
    }

    @Override
    Box computeBounds() {
        Box box = members.get(0).bounds();
        for (int i = 1; i < members.size(); i++) {
            box = box.union(members.get(i).bounds());
        }
        return box;
    }

    @Override
    boolean inside(Point p) {
        for (Shape s : members) {
            if (s.contains(p)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Shape scaled(int k) {
        List<Shape> scaled = new ArrayList<Shape>(members.size());
        for (Shape s : members) {
            scaled.add(s.scaled(k));
        }
        return new Group(scaled);
    }

    @Override
    public boolean scalesExactly() {
        for (Shape s : members) {
            if (!s.scalesExactly()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public <R> R accept(ShapeVisitor<R> v) {
        return v.visitGroup(this);
    }
}
