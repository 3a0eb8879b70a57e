package org.adaptrace.jgf.create;

/** Root of the small hierarchy whose constructors chain up. */
class Base {
    final int a;

    Base(int a) {
        this.a = a;
    }

    int weight() {
        return a;
    }
}
