package org.adaptrace.jgf.collect;

/** Price statistics per category: count, total, cheapest, dearest. */
final class Stats {
    private final long[] count = new long[Item.CATEGORIES];
    private final long[] total = new long[Item.CATEGORIES];
    private final long[] min = new long[Item.CATEGORIES];
    private final long[] max = new long[Item.CATEGORIES];

    void add(Item item) {
        int c = item.key.category;
        long price = item.price;
        if (count[c] == 0 || price < min[c]) {
            min[c] = price;
        }
        if (price > max[c]) {
            max[c] = price;
        }
        count[c]++;
        total[c] += price;
    }

    long fold() {
        long h = 0;
        for (int c = 0; c < Item.CATEGORIES; c++) {
            if (count[c] > 0) {
                h = h * 31 + total[c] / count[c];
                h = h * 31 + min[c];
                h = h * 31 + max[c];
            }
        }
        return h;
    }
}
