package org.adaptrace.jgf.collect;

final class NameHas implements Filter<Item> {
    private final char c;

    NameHas(char c) {
        this.c = c;
    }

    @Override
    public boolean test(Item item) {
        return item.name().indexOf(c) >= 0;
    }
}
