package org.adaptrace.jgf.parse;

import java.util.List;

final class ListValue extends Value {
    private final List<Value> items;

    ListValue(List<Value> items) {
        this.items = items;
    }

    Value get(int i) {
        return items.get(i);
    }

    @Override
    long asLong() {
        return size();
    }

    @Override
    String text() {
        return "[" + size() + "]";
    }

    @Override
    long hash() {
        long h = 3;
        for (int i = 0; i < size(); i++) {
            h = h * 31 + get(i).hash();
        }
        return h;
    }

    @Override
    int size() {
        return items.size();
    }
}
