package org.adaptrace.jgf.parse;

import java.util.List;

final class Max implements Function {
    @Override
    public Value apply(List<Value> args) {
        Value best = args.get(0);
        for (Value v : args) {
            if (v.asLong() > best.asLong()) {
                best = v;
            }
        }
        return best;
    }
}
