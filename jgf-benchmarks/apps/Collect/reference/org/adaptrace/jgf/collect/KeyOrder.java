package org.adaptrace.jgf.collect;

import java.util.Comparator;

final class KeyOrder implements Comparator<ItemKey> {
    @Override
    public int compare(ItemKey a, ItemKey b) {
        if (a.category != b.category) {
            return a.category < b.category ? -1 : 1;
        }
        return a.code < b.code ? -1 : a.code == b.code ? 0 : 1;
    }
}
