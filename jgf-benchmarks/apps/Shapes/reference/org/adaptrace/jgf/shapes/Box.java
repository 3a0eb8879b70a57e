package org.adaptrace.jgf.shapes;

/** An immutable axis-aligned bounding box, edges included. */
final class Box {
    final long minX;
    final long minY;
    final long maxX;
    final long maxY;

    Box(long minX, long minY, long maxX, long maxY) {
        this.minX = minX;
        this.minY = minY;
        this.maxX = maxX;
        this.maxY = maxY;
    }

    /** The smallest box holding `points`. */
    static Box around(Point[] points) {
        long minX = points[0].x;
        long minY = points[0].y;
        long maxX = minX;
        long maxY = minY;
        for (Point p : points) {
            if (p.x < minX) {
                minX = p.x;
            } else if (p.x > maxX) {
                maxX = p.x;
            }
            if (p.y < minY) {
                minY = p.y;
            } else if (p.y > maxY) {
                maxY = p.y;
            }
        }
        return new Box(minX, minY, maxX, maxY);
    }

    long area() {
        return (maxX - minX) * (maxY - minY);
    }

    Box union(Box o) {
        if (contains(o)) {
            return this;
        }
        return new Box(Math.min(minX, o.minX), Math.min(minY, o.minY), Math.max(maxX, o.maxX),
                Math.max(maxY, o.maxY));
    }

    boolean contains(Box o) {
        return o.minX >= minX && o.maxX <= maxX && o.minY >= minY && o.maxY <= maxY;
    }

    boolean contains(Point p) {
        return p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY;
    }

    boolean intersects(Box o) {
        return o.minX <= maxX && minX <= o.maxX && o.minY <= maxY && minY <= o.maxY;
    }
}
