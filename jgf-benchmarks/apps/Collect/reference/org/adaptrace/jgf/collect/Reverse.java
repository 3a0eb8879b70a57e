package org.adaptrace.jgf.collect;

import java.util.Comparator;

final class Reverse<T> implements Comparator<T> {
    private final Comparator<T> order;

    Reverse(Comparator<T> order) {
        this.order = order;
    }

    @Override
    public int compare(T a, T b) {
        return order.compare(b, a);
    }
}
