package org.adaptrace.jgf.parse;

import java.util.List;

final class Len implements Function {
    @Override
    public Value apply(List<Value> args) {
        return new NumValue(args.get(0).size());
    }
}
