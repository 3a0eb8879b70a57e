package org.adaptrace.jgf.parse;

final class NodeCounter extends TreeScanner {
    private int nodes;
    private int depth;
    private int maxDepth;

    int nodes() {
        return nodes;
    }

    int maxDepth() {
        return maxDepth;
    }

    @Override
    void enter(int tag, long payload) {
        nodes++;
        depth++;
        maxDepth = Math.max(maxDepth, depth);
    }

    @Override
    void exit() {
        depth--;
    }
}
