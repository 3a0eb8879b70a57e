package org.adaptrace.jgf.shapes;

import java.util.List;

/** Finds the first plain shape (groups looked into) that contains a point. */
final class Locator {
    Shape locate(List<Shape> scene, Point p) {
        try {
            for (Shape s : scene) {
                search(s, p);
            }
            return null;
        } catch (Hit hit) {
            return hit.shape();
        }
    }

    private void search(Shape s, Point p) {
        if (!s.bounds().contains(p)) {
            return;
        }
        if (s instanceof Group) {
            for (Shape member : ((Group) s).members()) {
                search(member, p);
            }
        } else if (s.contains(p)) {
            throw new Hit(s);
        }
    }
}
