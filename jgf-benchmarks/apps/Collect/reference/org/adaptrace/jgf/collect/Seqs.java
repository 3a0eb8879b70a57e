package org.adaptrace.jgf.collect;

import java.util.Collection;
import java.util.Comparator;

/** Helpers over sequences and cursors. */
final class Seqs {
    private Seqs() {}

    static <T> void copyInto(Seq<T> from, Collection<T> to) {
        Cursor<T> c = from.cursor();
        while (c.hasNext()) {
            to.add(c.next());
        }
    }

    static long sum(Cursor<Long> c) {
        long total = 0;
        while (c.hasNext()) {
            total += c.next();
        }
        return total;
    }

    static <T> int count(Cursor<T> c) {
        int n = 0;
        while (c.hasNext()) {
            c.next();
            n++;
        }
        return n;
    }

    /** A stable merge sort of `seq` into a new sequence. */
    @SuppressWarnings("unchecked")
    static <T> Seq<T> sort(Seq<T> seq, Comparator<T> order) {
        ArraySeq<T> copy = new ArraySeq<T>();
        copy.addAll(seq);
        Object[] a = copy.toArray();
        mergeSort(a, a.clone(), 0, a.length, (Comparator<Object>) order);
        ArraySeq<T> sorted = new ArraySeq<T>();
        for (Object item : a) {
            sorted.add((T) item);
        }
        return sorted;
    }

    private static void mergeSort(Object[] a, Object[] scratch, int from, int to,
            Comparator<Object> order) {
        if (to - from < 2) {
            return;
        }
        int mid = (from + to) >>> 1;
        mergeSort(a, scratch, from, mid, order);
        mergeSort(a, scratch, mid, to, order);
        int i = from;
        int j = mid;
        for (int k = from; k < to; k++) {
            if (j >= to || i < mid && order.compare(a[i], a[j]) <= 0) {
                scratch[k] = a[i++];
            } else {
                scratch[k] = a[j++];
            }
        }
        System.arraycopy(scratch, from, a, from, to - from);
    }
}
