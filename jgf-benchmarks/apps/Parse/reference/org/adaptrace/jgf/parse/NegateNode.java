package org.adaptrace.jgf.parse;

final class NegateNode implements Node {
    private final Node operand;

    NegateNode(Node operand) {
        this.operand = operand;
    }

    Node operand() {
        return operand;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitNegate(this);
    }
}
