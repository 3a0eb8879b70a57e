package org.adaptrace.jgf.collect;

final class LinkCursor<T> implements Cursor<T> {
    private Link<T> link;

    LinkCursor(Link<T> head) {
        link = head;
    }

    @Override
    public boolean hasNext() {
        return link != null;
    }

    @Override
    public T next() {
        T item = link.item();
        link = link.next();
        return item;
    }
}
