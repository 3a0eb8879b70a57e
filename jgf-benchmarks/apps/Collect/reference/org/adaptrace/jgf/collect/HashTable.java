package org.adaptrace.jgf.collect;

/** Separate chaining over the keys' hashCode and equals; doubles past a load of 3/4. */
final class HashTable<K, V> implements Table<K, V> {
    private Entry<K, V>[] buckets;
    private int size;

    HashTable(int capacity) {
        buckets = newBuckets(capacity);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <K, V> Entry<K, V>[] newBuckets(int n) {
        return (Entry<K, V>[]) new Entry[n];
    }

    @Override
    public int size() {
        return size;
    }

    private int index(Object key, int length) {
        int h = key.hashCode();
        return (h ^ (h >>> 16)) & (length - 1);
    }

    private Entry<K, V> find(K key) {
        for (Entry<K, V> e = buckets[index(key, buckets.length)]; e != null; e = e.next) {
            if (e.key.equals(key)) {
                return e;
            }
        }
        return null;
    }

    @Override
    public V get(K key) {
        Entry<K, V> e = find(key);
        return e == null ? null : e.value;
    }

    @Override
    public void put(K key, V value) {
        if (find(key) != null) {
            return;
        }
        if (4 * (size + 1) > 3 * buckets.length) {
            resize();
        }
        int i = index(key, buckets.length);
        buckets[i] = new Entry<K, V>(key, value, buckets[i]);
        size++;
    }

    private void resize() {
        Entry<K, V>[] bigger = newBuckets(buckets.length * 2);
        for (Entry<K, V> head : buckets) {
            Entry<K, V> e = head;
            while (e != null) {
                Entry<K, V> next = e.next;
                int i = index(e.key, bigger.length);
                e.next = bigger[i];
                bigger[i] = e;
                e = next;
            }
        }
        buckets = bigger;
    }
}
