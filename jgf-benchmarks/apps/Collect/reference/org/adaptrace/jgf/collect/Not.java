package org.adaptrace.jgf.collect;

final class Not<T> implements Filter<T> {
    private final Filter<T> f;

    Not(Filter<T> f) {
        this.f = f;
    }

    @Override
    public boolean test(T item) {
        return !f.test(item);
    }
}
