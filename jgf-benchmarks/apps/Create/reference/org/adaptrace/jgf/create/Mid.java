package org.adaptrace.jgf.create;

/** Second level of the hierarchy: one more field, constructor through Base. */
class Mid extends Base {
    final long b;

    Mid(int a, long b) {
        super(a);
        this.b = b;
    }

    @Override
    int weight() {
        return super.weight() + (int) b;
    }
}
