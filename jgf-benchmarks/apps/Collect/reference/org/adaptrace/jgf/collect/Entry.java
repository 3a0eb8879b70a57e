package org.adaptrace.jgf.collect;

/** A hash table's chain link; the table reads and relinks it directly. */
final class Entry<K, V> {
    final K key;
    final V value;
    Entry<K, V> next;

    Entry(K key, V value, Entry<K, V> next) {
        this.key = key;
        this.value = value;
        this.next = next;
    }
}
