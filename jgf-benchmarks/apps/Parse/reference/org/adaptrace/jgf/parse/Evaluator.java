package org.adaptrace.jgf.parse;

import java.util.ArrayList;
import java.util.List;

/** Evaluates a document: its value is the last statement's. */
final class Evaluator implements Visitor<Value> {
    private final Environment env;
    private int unbound;

    Evaluator(Environment env) {
        this.env = env;
    }

    /** Names read before they were assigned (they read as null). */
    int unbound() {
        return unbound;
    }

    private List<Value> all(List<Node> nodes) {
        List<Value> values = new ArrayList<Value>(nodes.size());
        for (Node n : nodes) {
            values.add(n.accept(this));
        }
        return values;
    }

    @Override
    public Value visitBlock(BlockNode n) {
        List<Value> values = all(n.statements());
        return values.get(values.size() - 1);
    }

    @Override
    public Value visitAssign(AssignNode n) {
        Value v = n.value().accept(this);
        env.define(n.name(), v);
        return v;
    }

    @Override
    public Value visitObject(ObjectNode n) {
        List<String> keys = new ArrayList<String>(n.size());
        List<Value> values = new ArrayList<Value>(n.size());
        for (int i = 0; i < n.size(); i++) {
            keys.add(n.key(i));
            values.add(n.value(i).accept(this));
        }
        return new MapValue(keys, values);
    }

    @Override
    public Value visitArray(ArrayNode n) {
        return new ListValue(all(n.items()));
    }

    @Override
    public Value visitString(StringNode n) {
        return new StrValue(n.value());
    }

    @Override
    public Value visitBool(BoolNode n) {
        return BoolValue.of(n.value());
    }

    @Override
    public Value visitNull(NullNode n) {
        return NullValue.INSTANCE;
    }

    @Override
    public Value visitNumber(NumberNode n) {
        return new NumValue(n.value());
    }

    @Override
    public Value visitName(NameNode n) {
        try {
            return env.lookup(n.name());
        } catch (UnboundName e) {
            unbound++;
            return NullValue.INSTANCE;
        }
    }

    @Override
    public Value visitCall(CallNode n) {
        List<Value> args = all(n.args());
        try {
            return env.function(n.function()).apply(args);
        } catch (UnboundName e) {
            unbound++;
            return NullValue.INSTANCE;
        }
    }

    @Override
    public Value visitNegate(NegateNode n) {
        return new NumValue(-n.operand().accept(this).asLong());
    }

    @Override
    public Value visitBinary(BinaryNode n) {
        Value left = n.left().accept(this);
        Value right = n.right().accept(this);
        if (n.op() == '+') {
            return left.plus(right);
        }
        if (n.op() == '*') {
            return left.times(right);
        }
        return new NumValue(left.asLong() - right.asLong());
    }
}
