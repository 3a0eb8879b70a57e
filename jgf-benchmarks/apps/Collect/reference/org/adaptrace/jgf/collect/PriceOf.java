package org.adaptrace.jgf.collect;

final class PriceOf implements Mapper<Item, Long> {
    @Override
    public Long map(Item item) {
        return item.price();
    }
}
