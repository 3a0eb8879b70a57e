package org.adaptrace.jgf.collect;

import java.util.Comparator;

/** The catalogue's order: by category, the dearest first within one, then by id. */
final class ItemOrder implements Comparator<Item> {
    @Override
    public int compare(Item a, Item b) {
        if (a.key.category != b.key.category) {
            return a.key.category < b.key.category ? -1 : 1;
        }
        if (a.price != b.price) {
            return a.price > b.price ? -1 : 1;
        }
        return a.id < b.id ? -1 : a.id == b.id ? 0 : 1;
    }
}
