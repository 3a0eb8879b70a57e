package org.adaptrace.jgf.method;

class Cube extends Square {
    Cube(int k) {
        super(k);
    }

    @Override
    int area(int x) {
        return 2 * super.area(x) + k;
    }

    @Override
    int perimeter(int x) {
        return 12 * k + super.perimeter(x);
    }
}
