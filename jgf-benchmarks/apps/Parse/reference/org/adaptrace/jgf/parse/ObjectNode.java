package org.adaptrace.jgf.parse;

import java.util.List;

final class ObjectNode implements Node {
    private final List<String> keys;
    private final List<Node> values;

    ObjectNode(List<String> keys, List<Node> values) {
        this.keys = keys;
        this.values = values;
    }

    int size() {
        return keys.size();
    }

    String key(int i) {
        return keys.get(i);
    }

    Node value(int i) {
        return values.get(i);
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitObject(this);
    }
}
