package org.adaptrace.jgf.collect;

final class And<T> implements Filter<T> {
    private final Filter<T> a;
    private final Filter<T> b;

    And(Filter<T> a, Filter<T> b) {
        this.a = a;
        this.b = b;
    }

    @Override
    public boolean test(T item) {
        return a.test(item) && b.test(item);
    }
}
