package org.adaptrace.jgf.collect;

final class LinkedSeq<T> implements Seq<T> {
    private Link<T> head;
    private Link<T> tail;
    private int size;

    @Override
    public int size() {
        return size;
    }

    @Override
    public T get(int i) {
        Link<T> link = head;
        for (int k = 0; k < i; k++) {
            link = link.next();
        }
        return link.item();
    }

    @Override
    public void add(T item) {
        Link<T> link = new Link<T>(item);
        if (tail == null) {
            head = link;
        } else {
            tail.setNext(link);
        }
        tail = link;
        size++;
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
        return new LinkCursor<T>(head);
    }
}
