package org.adaptrace.jgf.parse;

import java.util.List;

/** An object's members, in the order written. */
final class MapValue extends Value {
    private final List<String> keys;
    private final List<Value> values;

    MapValue(List<String> keys, List<Value> values) {
        this.keys = keys;
        this.values = values;
    }

    @Override
    long asLong() {
        return size();
    }

    @Override
    String text() {
        return "{" + size() + "}";
    }

    @Override
    long hash() {
        long h = 5;
        for (int i = 0; i < size(); i++) {
            h = h * 31 + keys.get(i).hashCode();
            h = h * 31 + values.get(i).hash();
        }
        return h;
    }

    @Override
    int size() {
        return keys.size();
    }
}
