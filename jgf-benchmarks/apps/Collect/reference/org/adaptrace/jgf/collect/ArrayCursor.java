package org.adaptrace.jgf.collect;

final class ArrayCursor<T> implements Cursor<T> {
    private final ArraySeq<T> seq;
    private int next;

    ArrayCursor(ArraySeq<T> seq) {
        this.seq = seq;
    }

    @Override
    public boolean hasNext() {
        return next < seq.size;
    }

    @SuppressWarnings("unchecked")
    @Override
    public T next() {
        return (T) seq.items[next++];
    }
}
