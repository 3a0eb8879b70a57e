package org.adaptrace.jgf.collect;

final class InCategory implements Filter<Item> {
    private final int category;

    InCategory(int category) {
        this.category = category;
    }

    @Override
    public boolean test(Item item) {
        return item.category() == category;
    }
}
