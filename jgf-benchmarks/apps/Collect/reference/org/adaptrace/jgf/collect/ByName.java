package org.adaptrace.jgf.collect;

import java.util.Comparator;

final class ByName implements Comparator<Item> {
    @Override
    public int compare(Item a, Item b) {
        return a.name.compareTo(b.name);
    }
}
