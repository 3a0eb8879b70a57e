package org.adaptrace.jgf.collect;

final class MapCursor<T, R> implements Cursor<R> {
    private final Cursor<T> source;
    private final Mapper<T, R> mapper;

    MapCursor(Cursor<T> source, Mapper<T, R> mapper) {
        this.source = source;
        this.mapper = mapper;
    }

    @Override
    public boolean hasNext() {
        return source.hasNext();
    }

    @Override
    public R next() {
        return mapper.map(source.next());
    }
}
