package org.adaptrace.jgf.parse;

import java.util.List;

/** Writes a tree back as text that parses to the same tree. */
final class Printer implements Visitor<Void> {
    private final StringBuilder out = new StringBuilder();

    static String print(Node tree) {
        Printer p = new Printer();
        tree.accept(p);
        return p.out.toString();
    }

    private Void text(String s) {
        out.append(s);
        return null;
    }

    private void list(List<Node> nodes, String separator) {
        for (int i = 0; i < nodes.size(); i++) {
            if (i > 0) {
                text(separator);
            }
            nodes.get(i).accept(this);
        }
    }

    private void quoted(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }

    @Override
    public Void visitBlock(BlockNode n) {
        list(n.statements(), ";\n");
        return null;
    }

    @Override
    public Void visitAssign(AssignNode n) {
        text(n.name());
        text(" = ");
        return n.value().accept(this);
    }

    @Override
    public Void visitObject(ObjectNode n) {
        text("{");
        for (int i = 0; i < n.size(); i++) {
            if (i > 0) {
                text(", ");
            }
            quoted(n.key(i));
            text(": ");
            n.value(i).accept(this);
        }
        return text("}");
    }

    @Override
    public Void visitArray(ArrayNode n) {
        text("[");
        list(n.items(), ", ");
        return text("]");
    }

    @Override
    public Void visitString(StringNode n) {
        quoted(n.value());
        return null;
    }

    @Override
    public Void visitBool(BoolNode n) {
        return text(n.value() ? "true" : "false");
    }

    @Override
    public Void visitNull(NullNode n) {
        return text("null");
    }

    @Override
    public Void visitNumber(NumberNode n) {
        return text(Long.toString(n.value()));
    }

    @Override
    public Void visitName(NameNode n) {
        return text(n.name());
    }

    @Override
    public Void visitCall(CallNode n) {
        text(n.function());
        text("(");
        list(n.args(), ", ");
        return text(")");
    }

    @Override
    public Void visitNegate(NegateNode n) {
        text("-");
        return n.operand().accept(this);
    }

    @Override
    public Void visitBinary(BinaryNode n) {
        text("(");
        n.left().accept(this);
        text(" " + n.op() + " ");
        n.right().accept(this);
        return text(")");
    }
}
