package org.adaptrace.jgf.collect;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeMap;

/**
 * Collections as library code uses them: the app's own sequences, tables and cursors behind
 * interfaces (an array and a linked sequence, a hash and a sorted table, filtering and mapping
 * cursors), and java.util's HashMap, HashSet, TreeMap, PriorityQueue and sort calling back the
 * app's hashCode, equals and comparators. Each round generates items, files them in every
 * collection, looks keys up in all the tables, sorts them two ways and folds statistics and a
 * query pipeline. Tables that disagree give INVALID-lookup, sorts that disagree INVALID-sort, an
 * item generated malformed INVALID-item.
 */
public final class CollectBench {
    /** Rounds per size: small, benchmark, steady. */
    private static final int[] ROUNDS = {2, 100, 1000};

    /** Items generated per round. */
    private static final int ITEMS = 1500;

    private CollectBench() {}

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : null;
        System.out.println(report(size));
    }

    public static String report(String size) {
        String name = size == null ? "small" : size;
        int index;
        if (name.equals("small")) {
            index = 0;
        } else if (name.equals("benchmark")) {
            index = 1;
        } else if (name.equals("steady")) {
            index = 2;
        } else {
            throw new IllegalArgumentException(
                    "unknown size '" + name + "': use small, benchmark or steady");
        }
        return "JGF Collect size=" + name + " checksum=" + run(ROUNDS[index]);
    }

    static String run(int rounds) {
        Rng rng = new Rng(0xc011ec7L);
        long sum = 17;
        for (int r = 0; r < rounds; r++) {
            String result = round(rng, r);
            if (result.startsWith("INVALID")) {
                return result;
            }
            sum = sum * 31 + Long.parseLong(result);
        }
        return Long.toString(sum);
    }

    /** One round: its checksum, or INVALID-<reason>. */
    static String round(Rng rng, int r) {
        Seq<Item> array = new ArraySeq<Item>();
        Seq<Item> linked = new LinkedSeq<Item>();
        for (int i = 0; i < ITEMS; i++) {
            Item item = Item.random(rng, r * ITEMS + i);
            (rng.chance(50) ? array : linked).add(item);
        }
        Seq<Item> all = new ArraySeq<Item>();
        all.addAll(array);
        all.addAll(linked);

        Table<ItemKey, Item> hashed = new HashTable<ItemKey, Item>(64);
        Table<ItemKey, Item> sorted = new SortedTable<ItemKey, Item>(new KeyOrder());
        Map<ItemKey, Item> map = new HashMap<ItemKey, Item>();
        Set<ItemKey> distinct = new HashSet<ItemKey>();
        Stats stats = new Stats();
        Cursor<Item> c = all.cursor();
        while (c.hasNext()) {
            Item item = c.next();
            if (!item.valid()) {
                return "INVALID-item";
            }
            stats.add(item);
            hashed.put(item.key(), item);
            sorted.put(item.key(), item);
            if (!map.containsKey(item.key())) {
                map.put(item.key(), item);
            }
            distinct.add(item.key());
        }
        if (hashed.size() != map.size() || sorted.size() != distinct.size()) {
            return "INVALID-size";
        }

        long sum = distinct.size() * 31 + stats.fold();
        for (int q = 0; q < ITEMS; q++) {
            ItemKey key = ItemKey.random(rng);
            Item expected = map.get(key);
            if (hashed.get(key) != expected || sorted.get(key) != expected) {
                return "INVALID-lookup";
            }
            sum = sum * 31 + (expected == null ? -1 : expected.id());
        }

        Comparator<Item> order = new ItemOrder();
        List<Item> list = new ArrayList<Item>(all.size());
        Seqs.copyInto(all, list);
        Collections.sort(list, order);
        Seq<Item> merged = Seqs.sort(all, order);
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) != merged.get(i)) {
                return "INVALID-sort";
            }
        }

        TreeMap<Item, Integer> ranks =
                new TreeMap<Item, Integer>(new Then<Item>(new ByName(), new ById()));
        for (int i = 0; i < list.size(); i++) {
            ranks.put(list.get(i), i);
        }
        for (Map.Entry<Item, Integer> e : ranks.headMap(list.get(list.size() / 2)).entrySet()) {
            sum = sum * 31 + e.getValue();
        }

        PriorityQueue<Item> last = new PriorityQueue<Item>(64, new Reverse<Item>(order));
        Seqs.copyInto(linked, last);
        for (int i = 0; i < 50 && !last.isEmpty(); i++) {
            sum = sum * 31 + last.poll().id();
        }

        for (int category = 0; category < Item.CATEGORIES; category++) {
            Filter<Item> wanted = new And<Item>(new InCategory(category),
                    new Not<Item>(new CheaperThan(200 + 100 * category)));
            Cursor<Long> prices = new MapCursor<Item, Long>(
                    new FilterCursor<Item>(all.cursor(), wanted), new PriceOf());
            sum = sum * 31 + Seqs.sum(prices);
            sum = sum * 31 + Seqs.count(new FilterCursor<Item>(array.cursor(), new NameHas('e')));
        }
        return Long.toString(sum);
    }
}
