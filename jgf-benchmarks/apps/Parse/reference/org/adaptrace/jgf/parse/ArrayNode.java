package org.adaptrace.jgf.parse;

import java.util.List;

final class ArrayNode implements Node {
    private final List<Node> items;

    ArrayNode(List<Node> items) {
        this.items = items;
    }

    List<Node> items() {
        return items;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitArray(this);
    }
}
