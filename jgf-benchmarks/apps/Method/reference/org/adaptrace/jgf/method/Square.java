package org.adaptrace.jgf.method;

class Square extends Shape {
    Square(int k) {
        super(k);
    }

    @Override
    int area(int x) {
        return super.area(x) + x * x;
    }
}
