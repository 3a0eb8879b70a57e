package org.adaptrace.jgf.parse;

final class AssignNode implements Node {
    private final String name;
    private final Node value;

    AssignNode(String name, Node value) {
        this.name = name;
        this.value = value;
    }

    String name() {
        return name;
    }

    Node value() {
        return value;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitAssign(this);
    }
}
