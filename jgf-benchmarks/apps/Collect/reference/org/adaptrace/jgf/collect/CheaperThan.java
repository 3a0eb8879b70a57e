package org.adaptrace.jgf.collect;

final class CheaperThan implements Filter<Item> {
    private final long limit;

    CheaperThan(long limit) {
        this.limit = limit;
    }

    @Override
    public boolean test(Item item) {
        return item.price() < limit;
    }
}
