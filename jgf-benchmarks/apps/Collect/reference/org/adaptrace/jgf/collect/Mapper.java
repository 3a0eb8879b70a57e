package org.adaptrace.jgf.collect;

interface Mapper<T, R> {
    R map(T item);
}
