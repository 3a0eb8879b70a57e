package org.adaptrace.jgf.collect;

final class Link<T> {
    private final T item;
    private Link<T> next;

    Link(T item) {
        this.item = item;
    }

    T item() {
        return item;
    }

    Link<T> next() {
        return next;
    }

    void setNext(Link<T> next) {
        this.next = next;
    }
}
