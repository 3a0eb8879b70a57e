package org.adaptrace.jgf.parse;

interface Visitor<R> {
    R visitBlock(BlockNode n);

    R visitAssign(AssignNode n);

    R visitObject(ObjectNode n);

    R visitArray(ArrayNode n);

    R visitString(StringNode n);

    R visitBool(BoolNode n);

    R visitNull(NullNode n);

    R visitNumber(NumberNode n);

    R visitName(NameNode n);

    R visitCall(CallNode n);

    R visitNegate(NegateNode n);

    R visitBinary(BinaryNode n);
}
