package org.adaptrace.jgf.parse;

import java.util.List;

/** Walks every node depth first, telling its subclass where each node begins and ends. */
abstract class TreeScanner implements Visitor<Void> {
    static final int BLOCK = 1;
    static final int ASSIGN = 2;
    static final int OBJECT = 3;
    static final int KEY = 4;
    static final int ARRAY = 5;
    static final int STRING = 6;
    static final int BOOL = 7;
    static final int NULL = 8;
    static final int NUMBER = 9;
    static final int NAME = 10;
    static final int CALL = 11;
    static final int NEGATE = 12;
    static final int BINARY = 13;

    /** A node of kind `tag` begins; `payload` is what it holds besides its children. */
    abstract void enter(int tag, long payload);

    abstract void exit();

    private Void leaf(int tag, long payload) {
        enter(tag, payload);
        exit();
        return null;
    }

    private Void node(int tag, long payload, List<Node> children) {
        enter(tag, payload);
        for (Node child : children) {
            child.accept(this);
        }
        exit();
        return null;
    }

    @Override
    public Void visitBlock(BlockNode n) {
        return node(BLOCK, n.statements().size(), n.statements());
    }

    @Override
    public Void visitAssign(AssignNode n) {
        enter(ASSIGN, n.name().hashCode());
        n.value().accept(this);
        exit();
        return null;
    }

    @Override
    public Void visitObject(ObjectNode n) {
        enter(OBJECT, n.size());
        for (int i = 0; i < n.size(); i++) {
            leaf(KEY, n.key(i).hashCode());
            n.value(i).accept(this);
        }
        exit();
        return null;
    }

    @Override
    public Void visitArray(ArrayNode n) {
        return node(ARRAY, n.items().size(), n.items());
    }

    @Override
    public Void visitString(StringNode n) {
        return leaf(STRING, n.value().hashCode());
    }

    @Override
    public Void visitBool(BoolNode n) {
        return leaf(BOOL, n.value() ? 1 : 0);
    }

    @Override
    public Void visitNull(NullNode n) {
        return leaf(NULL, 0);
    }

    @Override
    public Void visitNumber(NumberNode n) {
        return leaf(NUMBER, n.value());
    }

    @Override
    public Void visitName(NameNode n) {
        return leaf(NAME, n.name().hashCode());
    }

    @Override
    public Void visitCall(CallNode n) {
        return node(CALL, n.function().hashCode(), n.args());
    }

    @Override
    public Void visitNegate(NegateNode n) {
        enter(NEGATE, 0);
        n.operand().accept(this);
        exit();
        return null;
    }

    @Override
    public Void visitBinary(BinaryNode n) {
        enter(BINARY, n.op());
        n.left().accept(this);
        n.right().accept(this);
        exit();
        return null;
    }
}
