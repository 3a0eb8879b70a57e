package org.adaptrace.jgf.parse;

import java.util.List;

final class BlockNode implements Node {
    private final List<Node> statements;

    BlockNode(List<Node> statements) {
        this.statements = statements;
    }

    List<Node> statements() {
        return statements;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitBlock(this);
    }
}
