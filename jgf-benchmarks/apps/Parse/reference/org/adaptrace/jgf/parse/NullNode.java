package org.adaptrace.jgf.parse;

final class NullNode implements Node {
    static final NullNode INSTANCE = new NullNode();

    private NullNode() {}

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.visitNull(this);
    }
}
