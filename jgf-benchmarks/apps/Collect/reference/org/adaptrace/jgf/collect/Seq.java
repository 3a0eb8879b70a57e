package org.adaptrace.jgf.collect;

interface Seq<T> {
    int size();

    T get(int i);

    void add(T item);

    void addAll(Seq<T> other);

    Cursor<T> cursor();
}
