package org.adaptrace.jgf.collect;

interface Cursor<T> {
    boolean hasNext();

    T next();
}
