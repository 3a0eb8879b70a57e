package org.adaptrace.jgf.collect;

/** The items of `source` that pass `filter`; looks one ahead. */
final class FilterCursor<T> implements Cursor<T> {
    private final Cursor<T> source;
    private final Filter<T> filter;
    private T ahead;

    FilterCursor(Cursor<T> source, Filter<T> filter) {
        this.source = source;
        this.filter = filter;
    }

    @Override
    public boolean hasNext() {
        while (ahead == null && source.hasNext()) {
            T item = source.next();
            if (filter.test(item)) {
                ahead = item;
            }
        }
        return ahead != null;
    }

    @Override
    public T next() {
        hasNext();
        T item = ahead;
        ahead = null;
        return item;
    }
}
