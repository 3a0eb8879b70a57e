package org.adaptrace.jgf.collect;

final class ArraySeq<T> implements Seq<T> {
    /** Read directly by its cursor. */
    Object[] items = new Object[8];
    int size;

    @Override
    public int size() {
        return size;
    }

    @SuppressWarnings("unchecked")
    @Override
    public T get(int i) {
        if (i >= size) {
            throw new IndexOutOfBoundsException("index " + i + " of " + size);
        }
        return (T) items[i];
    }

    Object[] toArray() {
        Object[] copy = new Object[size];
        System.arraycopy(items, 0, copy, 0, size);
        return copy;
    }

    @Override
    public void add(T item) {
        if (size == items.length) {
            grow();
        }
        items[size++] = item;
    }

    private void grow() {
        Object[] bigger = new Object[items.length * 2];
        System.arraycopy(items, 0, bigger, 0, size);
        items = bigger;
    }

    @Override
    public void addAll(Seq<T> other) {
        Cursor<T> c = other.cursor();
        while (c.hasNext()) {
            add(c.next());
        }
    }

    @Override
    public Cursor<T> cursor() {
        return new ArrayCursor<T>(this);
    }
}
