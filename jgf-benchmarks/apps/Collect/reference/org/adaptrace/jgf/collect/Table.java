package org.adaptrace.jgf.collect;

/** A map from keys to values; a key put again keeps its first value. */
interface Table<K, V> {
    int size();

    /** The value of `key`, or null. */
    V get(K key);

    void put(K key, V value);
}
