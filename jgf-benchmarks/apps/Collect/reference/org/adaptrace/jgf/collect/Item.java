package org.adaptrace.jgf.collect;

final class Item {
    static final int CATEGORIES = 6;
    private static final String[] SYLLABLES = {"ka", "ne", "ro", "te", "mi", "su", "lo", "be"};

    final int id;
    final String name;
    final long price;
    final ItemKey key;

    Item(int id, String name, long price, ItemKey key) {
        this.id = id;
        this.name = name;
        this.price = price;
        this.key = key;
    }

    static Item random(Rng rng, int id) {
        StringBuilder name = new StringBuilder();
        int syllables = 1 + rng.next(3);
        for (int i = 0; i < syllables; i++) {
            name.append(SYLLABLES[rng.next(SYLLABLES.length)]);
        }
        return new Item(id, name.toString(), 1 + rng.next(1000), ItemKey.random(rng));
    }

    /** Whether the name is lower-case letters in syllables of two and the price positive. */
    boolean valid() {
        if (price <= 0 || name.isEmpty() || name.length() % 2 != 0) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 'a' || c > 'z') {
                return false;
            }
        }
        return true;
    }

    int id() {
        return id;
    }

    String name() {
        return name;
    }

    long price() {
        return price;
    }

    ItemKey key() {
        return key;
    }

    int category() {
        return key.category;
    }
}
