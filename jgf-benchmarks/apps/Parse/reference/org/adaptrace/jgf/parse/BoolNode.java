package org.adaptrace.jgf.parse;

final class BoolNode implements Node {
    private final boolean value;

    BoolNode(boolean value) {
        this.value = value;
    }

    boolean value() {
        return value;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitBool(this);
    }
}
