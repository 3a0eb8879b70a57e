package org.adaptrace.jgf.parse;

final class StringNode implements Node {
    private final String value;

    StringNode(String value) {
        this.value = value;
    }

    String value() {
        return value;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitString(this);
    }
}
