package org.adaptrace.jgf.collect;

import java.util.Comparator;

/** `first`, ties broken by `second`. */
final class Then<T> implements Comparator<T> {
    private final Comparator<T> first;
    private final Comparator<T> second;

    Then(Comparator<T> first, Comparator<T> second) {
        this.first = first;
        this.second = second;
    }

    @Override
    public int compare(T a, T b) {
        int c = first.compare(a, b);
        return c != 0 ? c : second.compare(a, b);
    }
}
