package org.adaptrace.jgf.collect;

interface Filter<T> {
    boolean test(T item);
}
