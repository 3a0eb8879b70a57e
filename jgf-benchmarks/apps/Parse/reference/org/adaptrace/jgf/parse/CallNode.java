package org.adaptrace.jgf.parse;

import java.util.List;

final class CallNode implements Node {
    private final String function;
    private final List<Node> args;

    CallNode(String function, List<Node> args) {
        this.function = function;
        this.args = args;
    }

    String function() {
        return function;
    }

    List<Node> args() {
        return args;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitCall(this);
    }
}
