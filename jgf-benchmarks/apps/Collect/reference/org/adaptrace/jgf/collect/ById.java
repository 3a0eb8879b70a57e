package org.adaptrace.jgf.collect;

import java.util.Comparator;

final class ById implements Comparator<Item> {
    @Override
    public int compare(Item a, Item b) {
        return a.id < b.id ? -1 : a.id == b.id ? 0 : 1;
    }
}
