package org.adaptrace.jgf.parse;

final class NameNode implements Node {
    private final String name;

    NameNode(String name) {
        this.name = name;
    }

    String name() {
        return name;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitName(this);
    }
}
