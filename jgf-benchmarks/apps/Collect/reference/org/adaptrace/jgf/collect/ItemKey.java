package org.adaptrace.jgf.collect;

/** A category and a code within it; the tables and java.util's maps hash and compare it. */
final class ItemKey {
    /** Codes per category: small enough that keys repeat and lookups hit. */
    private static final int CODES = 900;

    final int category;
    final int code;

    ItemKey(int category, int code) {
        this.category = category;
        this.code = code;
    }

    static ItemKey random(Rng rng) {
        return new ItemKey(rng.next(Item.CATEGORIES), rng.next(CODES));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ItemKey)) {
            return false;
        }
        ItemKey k = (ItemKey) o;
        return category == k.category && code == k.code;
    }

    @Override
    public int hashCode() {
        return category * 7919 + code;
    }
}
