package org.adaptrace.jgf.create;

/** Third level of the hierarchy: four fields, constructor through Mid and Base. */
final class Leaf extends Mid {
    final double c;
    final Object link;

    Leaf(int a, long b, double c, Object link) {
        super(a, b);
        this.c = c;
        this.link = link;
    }

    @Override
    int weight() {
        return super.weight() + (int) c;
    }
}
