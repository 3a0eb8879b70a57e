package org.adaptrace.jgf.collect;

import java.util.Comparator;

/** Keys kept in order in one array, their values in another; lookups by binary search. */
final class SortedTable<K, V> implements Table<K, V> {
    private final Comparator<K> order;
    private Object[] keys = new Object[16];
    private Object[] values = new Object[16];
    private int size;

    SortedTable(Comparator<K> order) {
        this.order = order;
    }

    @Override
    public int size() {
        return size;
    }

    /** Where `key` is, or -(insertion point) - 1. */
    @SuppressWarnings("unchecked")
    private int search(K key) {
        int lo = 0;
        int hi = size - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = order.compare((K) keys[mid], key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -lo - 1;
    }

    @SuppressWarnings("unchecked")
    @Override
    public V get(K key) {
        int i = search(key);
        return i >= 0 ? (V) values[i] : null;
    }

    @Override
    public void put(K key, V value) {
        int i = search(key);
        if (i >= 0) {
            return;
        }
        int at = -i - 1;
        if (size == keys.length) {
            keys = grow(keys);
            values = grow(values);
        }
        System.arraycopy(keys, at, keys, at + 1, size - at);
        System.arraycopy(values, at, values, at + 1, size - at);
        keys[at] = key;
        values[at] = value;
        size++;
    }

    private static Object[] grow(Object[] a) {
        Object[] bigger = new Object[a.length * 2];
        System.arraycopy(a, 0, bigger, 0, a.length);
        return bigger;
    }
}
