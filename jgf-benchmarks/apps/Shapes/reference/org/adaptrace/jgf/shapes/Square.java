package org.adaptrace.jgf.shapes;

final class Square extends Rect {
    Square(Point origin, long side) {
        super(origin, side, side);
    }

    @Override
    public Shape scaled(int k) {
        return new Square(origin().times(k), width() * k);
    }
}
