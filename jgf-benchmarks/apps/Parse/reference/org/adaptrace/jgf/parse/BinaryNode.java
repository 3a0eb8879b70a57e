package org.adaptrace.jgf.parse;

final class BinaryNode implements Node {
    private final char op;
    private final Node left;
    private final Node right;

    BinaryNode(char op, Node left, Node right) {
        this.op = op;
        this.left = left;
        this.right = right;
    }

    char op() {
        return op;
    }

    Node left() {
        return left;
    }

    Node right() {
        return right;
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitBinary(this);
    }
}
