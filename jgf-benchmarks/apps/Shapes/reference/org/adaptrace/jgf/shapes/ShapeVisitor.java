package org.adaptrace.jgf.shapes;

interface ShapeVisitor<R> {
    R visitCircle(Circle c);

    R visitRect(Rect r);

    R visitTriangle(Triangle t);

    R visitPolygon(Polygon p);

    R visitGroup(Group g);
}
